"""A GEM window: the frame, the title bar, its gadgets and the work area.

This is our own widget rather than a ``QMdiSubWindow`` because the GEM frame is
specific down to the pixel: 1 px black lines shared between the parts, a title
bar 19 px high filled with a fine dot pattern when the window is active and
plain white (with no gadgets at all) when it is not, the closer at the top-left,
the fuller at the top-right and the sizer at the bottom-right.  A Qt style
cannot draw that, and an MDI area would bring its own idea of activation,
maximising and system menus.

Geometry at scale factor ``s`` (all parts overlap by one line, so every border
is single)::

    y=0      +--+-------------------------+--+
             |><|::::::::  Title  ::::::::|<>|   title bar, 19·s high
    y=18s    +--+-------------------------+--+
             | info line                     |   optional, 19·s high
    y=36s    +----------------------------+--+
             |                            |  |
             |        work area           |  |   right column: 19·s wide,
             |      (the content)         +--+   as GEM reserves it for
             |                            |//|   the sizer
             +----------------------------+--+

The window never closes itself from its closer: it emits ``close_requested``
and whoever owns it decides (a game may first ask with an alert), then calls
:meth:`GemWindow.close_window`.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import checker_brush
from cardsuite.ui.gem.theme import Theme, current_theme, dither_brush, theme_manager

#: Height of the title bar and of the info line, and the size of each gadget box, at scale 1.
GADGET = 19
#: Width of every frame line at scale 1.
LINE = 1
#: Size of the system font at scale 1 (ST High's 8×16 font).
FONT_PIXELS = 16

# Gadget glyphs, 11×11 one-bit pictures after the TOS system-font characters
# 0x05 (closer), 0x07 (fuller) and 0x06 (sizer): a box with a diagonal cross,
# a box with a diamond, and a box with its lower-right corner cut off.
CLOSER_GLYPH = (
    "###########",
    "##.......##",
    "#.#.....#.#",
    "#..#...#..#",
    "#...#.#...#",
    "#....#....#",
    "#...#.#...#",
    "#..#...#..#",
    "#.#.....#.#",
    "##.......##",
    "###########",
)
FULLER_GLYPH = (
    "###########",
    "#....#....#",
    "#...#.#...#",
    "#..#...#..#",
    "#.#.....#.#",
    "##.......##",
    "#.#.....#.#",
    "#..#...#..#",
    "#...#.#...#",
    "#....#....#",
    "###########",
)
SIZER_GLYPH = (
    "###########",
    "#.........#",
    "#.........#",
    "#.........#",
    "#.........#",
    "#.........#",
    "#........##",
    "#.......###",
    "#......####",
    "#.....#####",
    "###########",
)


def text_font(pixel_size: int) -> QFont:
    """The GEM font at ``pixel_size``, or a plain non-antialiased font if it cannot be loaded.

    The frame must stay usable (and testable) even on a checkout where the
    suite's font file is missing; the text then falls back to Qt's default
    family but keeps the GEM's whole-pixel size and hard edges.
    """
    try:
        return gem_font(pixel_size)
    except RuntimeError:
        font = QFont()
        font.setPixelSize(pixel_size)
        font.setStyleStrategy(QFont.StyleStrategy.NoAntialias)
        return font


def pixel_sharp(painter: QPainter) -> None:
    """Switch off every kind of smoothing: GEM frames are hard one-bit pixels."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)


def scaled_pattern(brush: QBrush, scale: int) -> QBrush:
    """A texture brush with each pattern pixel blown up to ``scale``×``scale`` screen pixels."""
    if scale == 1:
        return brush
    texture = brush.texture()
    big = texture.scaled(
        texture.width() * scale,
        texture.height() * scale,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.FastTransformation,
    )
    return QBrush(big)


def draw_glyph(
    painter: QPainter, box: QRect, glyph: tuple[str, ...], colour: QColor, scale: int
) -> None:
    """Draw a one-bit glyph centred in ``box``, one ``scale``-sized square per set pixel."""
    height = len(glyph) * scale
    width = len(glyph[0]) * scale
    left = box.x() + (box.width() - width) // 2
    top = box.y() + (box.height() - height) // 2
    for row, bits in enumerate(glyph):
        for column, bit in enumerate(bits):
            if bit == "#":
                painter.fillRect(left + column * scale, top + row * scale, scale, scale, colour)


#: The largest coordinate or size a saved window geometry may have (far beyond any screen).
GEOMETRY_LIMIT = 1_000_000


def _settings_bool(value: object) -> bool:
    """A boolean as QSettings gives it back: INI files turn ``True`` into the text "true"."""
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


class GemWindow(QWidget):
    """A GEM window frame around one content widget, which fills the work area."""

    close_requested = Signal()
    closed = Signal()
    activated = Signal()

    def __init__(
        self, content: QWidget, title: str = "", info: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._content = content
        self._title = title
        self._info = info
        self._scale = 1
        self._active = False
        self._full = False
        self._normal_geometry: QRect | None = None
        self._geometry_restored = False
        self._pending_full = False
        self._is_closing = False
        # Mouse interaction state: which part was pressed, and where the drag started.
        self._pressed_part: str | None = None
        self._pressed_inside = False
        self._drag_origin = QPoint()
        self._drag_start_geometry = QRect()
        self._activating_press = False
        self._font = text_font(FONT_PIXELS)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(title)
        content.setParent(self)
        content.show()
        self._layout_content()
        theme_manager().changed.connect(self._on_theme_changed)

    # -- public API --------------------------------------------------------------------------

    def content(self) -> QWidget:
        """The widget in the work area."""
        return self._content

    def title(self) -> str:
        return self._title

    def set_title(self, title: str) -> None:
        """Show ``title`` centred in the title bar (the caller passes translated text)."""
        self._title = title
        self.setAccessibleName(title)
        self.update(self.title_rect())

    def info(self) -> str:
        return self._info

    def set_info(self, info: str) -> None:
        """Show ``info`` in the info line; an empty string removes the info line."""
        had_line = bool(self._info)
        self._info = info
        if had_line != bool(info):
            self._layout_content()
            self.updateGeometry()
            self.update()
        else:
            self.update(self._info_rect())

    def scale(self) -> int:
        return self._scale

    def set_scale(self, scale: int) -> None:
        """Draw the frame at an integer scale factor (lines ``scale`` px wide, font 16·scale)."""
        scale = max(1, int(scale))
        if scale == self._scale:
            return
        self._scale = scale
        self._font = text_font(FONT_PIXELS * scale)
        self._layout_content()
        self.updateGeometry()
        self.update()

    def is_active(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        """Called by the desktop: only the active window draws its pattern and gadgets."""
        if active == self._active:
            return
        self._active = active
        self._pressed_part = None
        self.update()
        if active:
            self.activated.emit()

    def is_full(self) -> bool:
        return self._full

    def set_full(self, full: bool) -> None:
        """Fill exactly the desktop (the parent widget), or go back to the remembered geometry."""
        parent = self.parentWidget()
        if parent is None or full == self._full:
            return
        if full:
            self._normal_geometry = QRect(self.geometry())
            self._full = True
            self.setGeometry(parent.rect())
        else:
            self._full = False
            if self._normal_geometry is not None:
                self.setGeometry(self._normal_geometry)

    def toggle_full(self) -> None:
        """What the fuller does."""
        self.set_full(not self._full)

    def close_window(self) -> None:
        """Really close: hide, tell the owner (``closed``) and delete the window later."""
        if self._is_closing:
            return
        self._is_closing = True
        self.hide()
        self.closed.emit()
        self.deleteLater()

    def save_geometry(self) -> dict:
        """The window's place as plain values for QSettings: x, y, w, h (un-fulled) and full."""
        geometry = (
            self._normal_geometry if self._full and self._normal_geometry else self.geometry()
        )
        return {
            "x": geometry.x(),
            "y": geometry.y(),
            "w": geometry.width(),
            "h": geometry.height(),
            "full": self._full,
        }

    def restore_geometry(self, data: dict) -> None:
        """Put the window where :meth:`save_geometry` found it; ignore damaged values.

        Settings files outlive screen sizes, so the result is clamped into the
        desktop; a window that was full is fulled again (on being added to a
        desktop if it has none yet).
        """
        try:
            x, y, w, h = (int(data[key]) for key in ("x", "y", "w", "h"))
            full = _settings_bool(data.get("full", False))
        except (KeyError, TypeError, ValueError, OverflowError):  # OverflowError: inf
            return
        if any(abs(value) > GEOMETRY_LIMIT for value in (x, y, w, h)):
            return  # no screen is that big: QRect would overflow, and clamping means nothing
        minimum = self.minimumSizeHint()
        rect = QRect(x, y, max(w, minimum.width()), max(h, minimum.height()))
        if self._full:
            self.set_full(False)
        self._geometry_restored = True
        parent = self.parentWidget()
        if parent is not None:
            rect = self._clamped_into(rect, parent.rect())
        self.setGeometry(rect)
        if full:
            if parent is not None:
                self.set_full(True)
            else:
                self._pending_full = True

    # -- geometry of the parts, in window coordinates ----------------------------------------

    def _gadget(self) -> int:
        return GADGET * self._scale

    def _line(self) -> int:
        return LINE * self._scale

    def title_rect(self) -> QRect:
        """The whole title bar, gadgets included, with its border lines."""
        return QRect(0, 0, self.width(), self._gadget())

    def closer_rect(self) -> QRect:
        return QRect(0, 0, self._gadget(), self._gadget())

    def fuller_rect(self) -> QRect:
        g = self._gadget()
        return QRect(self.width() - g, 0, g, g)

    def sizer_rect(self) -> QRect:
        g = self._gadget()
        return QRect(self.width() - g, self.height() - g, g, g)

    def _info_rect(self) -> QRect:
        """The info line with its border lines (the top one shared with the title bar)."""
        g, line = self._gadget(), self._line()
        return QRect(0, g - line, self.width(), g if self._info else 0)

    def _header_height(self) -> int:
        """Where the work area starts: below the title bar and the info line."""
        g, line = self._gadget(), self._line()
        return 2 * g - line if self._info else g

    def work_rect(self) -> QRect:
        """The area the content widget fills."""
        g, line = self._gadget(), self._line()
        top = self._header_height()
        return QRect(line, top, max(0, self.width() - g - line), max(0, self.height() - top - line))

    def _frame_size(self) -> QSize:
        return QSize(self._gadget() + self._line(), self._header_height() + self._line())

    def minimumSizeHint(self) -> QSize:
        frame = self._frame_size()
        content = self._content.minimumSizeHint().expandedTo(self._content.minimumSize())
        content = content.expandedTo(QSize(0, 0))
        # Room for the closer, the fuller and a little of the title between them.
        least_width = 4 * self._gadget()
        least_height = self._header_height() + self._gadget()
        return QSize(
            max(least_width, content.width() + frame.width()),
            max(least_height, content.height() + frame.height()),
        )

    def sizeHint(self) -> QSize:
        frame = self._frame_size()
        content = self._content.sizeHint()
        if not content.isValid():
            content = QSize(320 * self._scale, 200 * self._scale)
        return (content + frame).expandedTo(self.minimumSizeHint())

    # -- painting ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        painter.setFont(self._font)
        painter.fillRect(self.rect(), theme.paper)
        self._paint_title_bar(painter, theme)
        if self._info:
            self._paint_info_line(painter, theme)
        self._paint_frame_and_sizer(painter, theme)
        painter.end()

    def _hline(self, painter: QPainter, x: int, y: int, width: int, colour: QColor) -> None:
        painter.fillRect(x, y, width, self._line(), colour)

    def _vline(self, painter: QPainter, x: int, y: int, height: int, colour: QColor) -> None:
        painter.fillRect(x, y, self._line(), height, colour)

    def _paint_title_bar(self, painter: QPainter, theme: Theme) -> None:
        g, line, s, width = self._gadget(), self._line(), self._scale, self.width()
        ink = theme.ink
        self._hline(painter, 0, 0, width, ink)
        self._hline(painter, 0, g - line, width, ink)
        metrics = QFontMetrics(self._font)
        if self._active:
            self._vline(painter, g - line, 0, g, ink)
            self._vline(painter, width - g, 0, g, ink)
            self._paint_gadget(painter, theme, self.closer_rect(), CLOSER_GLYPH, "closer")
            self._paint_gadget(painter, theme, self.fuller_rect(), FULLER_GLYPH, "fuller")
            pattern_area = QRect(g, line, max(0, width - 2 * g), g - 2 * line)
            painter.setBrushOrigin(0, 0)
            painter.fillRect(pattern_area, scaled_pattern(dither_brush(ink, theme.paper, 2, 2), s))
            text_area = pattern_area
        else:
            text_area = QRect(line, line, max(0, width - 2 * line), g - 2 * line)
        if not self._title:
            return
        padding = 8 * s  # one character cell of white on either side, as GEM pads its titles
        text = metrics.elidedText(
            self._title, Qt.TextElideMode.ElideRight, max(0, text_area.width() - 2 * padding)
        )
        patch_width = min(text_area.width(), metrics.horizontalAdvance(text) + 2 * padding)
        patch = QRect(
            text_area.x() + (text_area.width() - patch_width) // 2,
            text_area.y(),
            patch_width,
            text_area.height(),
        )
        painter.fillRect(patch, theme.paper)
        painter.setPen(ink)
        painter.drawText(patch, Qt.AlignmentFlag.AlignCenter, text)
        if not self._active:  # as GEM shows an inactive window's title: greyed by the checker
            painter.setBrushOrigin(0, 0)
            painter.fillRect(patch, checker_brush(theme.paper, s))

    def _paint_gadget(
        self, painter: QPainter, theme: Theme, box: QRect, glyph: tuple[str, ...], part: str
    ) -> None:
        """A gadget's glyph, inverted while the mouse holds it down (GEM's "selected" state)."""
        line = self._line()
        inner = box.adjusted(line, line, -line, -line)
        pressed = self._pressed_part == part and self._pressed_inside
        background, foreground = (theme.ink, theme.paper) if pressed else (theme.paper, theme.ink)
        painter.fillRect(inner, background)
        draw_glyph(painter, inner, glyph, foreground, self._scale)

    def _paint_info_line(self, painter: QPainter, theme: Theme) -> None:
        rect = self._info_rect()
        line, s = self._line(), self._scale
        self._hline(painter, 0, rect.bottom() - line + 1, self.width(), theme.ink)
        text_area = rect.adjusted(line + 4 * s, line, -line - 4 * s, -line)
        metrics = QFontMetrics(self._font)
        text = metrics.elidedText(self._info, Qt.TextElideMode.ElideRight, text_area.width())
        painter.setPen(theme.ink)
        painter.drawText(
            text_area, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
        )

    def _paint_frame_and_sizer(self, painter: QPainter, theme: Theme) -> None:
        g, line = self._gadget(), self._line()
        width, height, ink = self.width(), self.height(), theme.ink
        self._vline(painter, 0, 0, height, ink)
        self._vline(painter, width - line, 0, height, ink)
        self._hline(painter, 0, height - line, width, ink)
        top = self._header_height() - line
        self._vline(painter, width - g, top, height - top, ink)
        if self._active:
            self._hline(painter, width - g, height - g, g, ink)
            self._paint_gadget(painter, theme, self.sizer_rect(), SIZER_GLYPH, "sizer")

    # -- layout ------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout_content()
        super().resizeEvent(event)

    def _layout_content(self) -> None:
        self._content.setGeometry(self.work_rect())

    def _clamped_into(self, rect: QRect, desktop: QRect) -> QRect:
        """Keep enough of the title bar inside the desktop to grab it again."""
        g = self._gadget()
        reachable = min(rect.width(), 4 * g)
        x = min(
            max(rect.x(), desktop.left() + reachable - rect.width()),
            desktop.right() + 1 - reachable,
        )
        y = min(max(rect.y(), desktop.top()), desktop.bottom() + 1 - g)
        return QRect(x, max(desktop.top(), y), rect.width(), rect.height())

    def keep_reachable(self) -> None:
        """Called by the desktop when it shrinks (and when a window is placed): full windows
        follow; the others are moved back inside it, and made smaller (down to their
        least size) where they are larger, so that the closer, the fuller and the sizer
        stay on the desktop.  (A window the player drags keeps only its title bar
        reachable: :meth:`_clamped_into`.)"""
        parent = self.parentWidget()
        if parent is None:
            return
        if self._full:
            self.setGeometry(parent.rect())
            return
        room = parent.rect()
        size = self.size().boundedTo(room.size()).expandedTo(self.minimumSizeHint())
        x = max(room.left(), min(self.x(), room.right() + 1 - size.width()))
        y = max(room.top(), min(self.y(), room.bottom() + 1 - size.height()))
        inside = QRect(x, y, size.width(), size.height())
        if inside != self.geometry():
            self.setGeometry(inside)

    def apply_pending_full(self) -> bool:
        """Full the window if :meth:`restore_geometry` asked for it before it had a desktop."""
        if self._pending_full and self.parentWidget() is not None:
            self._pending_full = False
            self.keep_reachable()
            self.set_full(True)
            return True
        return False

    def was_placed(self) -> bool:
        """Whether the owner already gave this window a place (so the desktop must not cascade it)."""
        return self._geometry_restored

    # -- mouse -------------------------------------------------------------------------------

    def note_activating_press(self) -> None:
        """The desktop tells us the coming press on the frame only brings the window to the top.

        As in GEM, the click that activates a window does not also operate the
        gadgets the window did not show a moment ago.
        """
        self._activating_press = True

    def _part_at(self, pos: QPoint) -> str | None:
        if self.closer_rect().contains(pos):
            return "closer"
        if self.fuller_rect().contains(pos):
            return "fuller"
        if self.title_rect().contains(pos):
            return "title"
        if self.sizer_rect().contains(pos):
            return "sizer"
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        activating, self._activating_press = self._activating_press, False
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.position().toPoint()
        if activating or not self._active:
            # The gadgets were not drawn when this click started: the bar is only a handle.
            part = "title" if self.title_rect().contains(pos) else None
        else:
            part = self._part_at(pos)
        self._pressed_part = part
        self._pressed_inside = part is not None
        self._drag_origin = event.globalPosition().toPoint()
        self._drag_start_geometry = QRect(self.geometry())
        if part in ("closer", "fuller", "sizer"):
            self.update()
        if part in ("title", "sizer"):
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        part = self._pressed_part
        if part is None:
            super().mouseMoveEvent(event)
            return
        delta = event.globalPosition().toPoint() - self._drag_origin
        if part == "title":
            self._drag_to(delta)
        elif part == "sizer":
            self._size_to(delta)
        else:
            box = self.closer_rect() if part == "closer" else self.fuller_rect()
            inside = box.contains(event.position().toPoint())
            if inside != self._pressed_inside:
                self._pressed_inside = inside
                self.update(box)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        part, self._pressed_part = self._pressed_part, None
        if part is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self.unsetCursor()
        pos = event.position().toPoint()
        if part == "closer":
            self.update(self.closer_rect())
            if self.closer_rect().contains(pos):
                self.close_requested.emit()
        elif part == "fuller":
            self.update(self.fuller_rect())
            if self.fuller_rect().contains(pos):
                self.toggle_full()
        elif part == "sizer":
            self.update(self.sizer_rect())
        event.accept()

    def _drag_to(self, delta: QPoint) -> None:
        if delta.isNull() and self.geometry() == self._drag_start_geometry:
            return
        target = self._drag_start_geometry.translated(delta)
        parent = self.parentWidget()
        if parent is not None:
            target = self._clamped_into(target, parent.rect())
        if target.topLeft() != self.pos():
            self._full = False  # a moved window is no longer the desktop-sized one
            self.move(target.topLeft())

    def _size_to(self, delta: QPoint) -> None:
        start = self._drag_start_geometry
        minimum = self.minimumSizeHint()
        width = max(minimum.width(), start.width() + delta.x())
        height = max(minimum.height(), start.height() + delta.y())
        parent = self.parentWidget()
        if parent is not None:
            width = max(minimum.width(), min(width, parent.width() - start.x()))
            height = max(minimum.height(), min(height, parent.height() - start.y()))
        if QSize(width, height) != self.size():
            self._full = False
            self.resize(width, height)

    def _on_theme_changed(self, _theme: Theme) -> None:
        self.update()
