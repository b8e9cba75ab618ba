"""The GEM desktop: the dithered area under the menu bar, its icons and its windows.

Windows are our own :class:`~cardsuite.ui.gem.window.GemWindow` widgets, not
``QMdiArea`` sub-windows, so that activation works the GEM way: a click
anywhere in a window tops it, only the topmost (active) window shows its dot
pattern and gadgets, and when it closes the next one down becomes active.

Icons are the game launchers.  Their pictures come from the caller (the game
registry) per theme; a single click selects (inverts) one, a double click
opens it.  Their labels are functions, re-read when the language switches.

The keyboard: the desktop has the focus while no window is open (it takes it
back when the last one closes, or on a click on an icon or its bare dither); then Up /
Down (and Left / Right) select the previous or next icon, Home / End the first
or last, and Return (or Enter) opens the selected one, as a double click does.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFontMetrics,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QWidget

from cardsuite.ui.gem.theme import (
    GREEN,
    RED,
    Theme,
    current_theme,
    dither_brush,
    theme_manager,
)
from cardsuite.ui.gem.window import (
    FONT_PIXELS,
    GADGET,
    GemWindow,
    pixel_sharp,
    scaled_pattern,
    text_font,
)
from cardsuite.ui.i18n import language_manager

#: Distance of the icon column and of the first window from the desktop's edges, at scale 1.
MARGIN = 8
#: Free space between two icons of the column, at scale 1.
ICON_GAP = 12
#: How many windows the cascade steps down before it starts again at the top.
CASCADE_STEPS = 8


def inverted_picture(picture: QPixmap, theme: Theme) -> QPixmap:
    """The picture as GEM shows a selected icon: every pixel XOR-inverted in the palette.

    On the ST, inverting flips each palette index, so in ST Medium white and
    black swap and so do red and green; plain RGB inversion would bring in
    cyan and magenta, which the four-colour theme does not have.
    """
    image = picture.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    paper, ink = theme.paper.rgb() & 0xFFFFFF, theme.ink.rgb() & 0xFFFFFF
    swap = {
        paper: ink,
        ink: paper,
        RED.rgb() & 0xFFFFFF: GREEN.rgb() & 0xFFFFFF,
        GREEN.rgb() & 0xFFFFFF: RED.rgb() & 0xFFFFFF,
    }
    # Work on the raw 32-bit words: per-pixel QImage.setPixel is slow from Python.
    words = array("I", bytes(image.constBits()))
    for index, argb in enumerate(words):
        alpha = argb & 0xFF000000
        if alpha:
            rgb = argb & 0xFFFFFF
            words[index] = alpha | swap.get(rgb, rgb ^ 0xFFFFFF)
    data = words.tobytes()
    inverted = QImage(
        data, image.width(), image.height(), image.bytesPerLine(), QImage.Format.Format_ARGB32
    )
    return QPixmap.fromImage(inverted.copy())


class DesktopIcon(QWidget):
    """One desktop icon: a one-bit picture with its label in a white box below it."""

    pressed = Signal(str)

    def __init__(
        self,
        key: str,
        label_fn: Callable[[], str],
        pixmap_fn: Callable[[Theme], QPixmap],
        on_open: Callable[[], None],
        scale: int = 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._key = key
        self._label_fn = label_fn
        self._pixmap_fn = pixmap_fn
        self._on_open = on_open
        self._scale = scale
        self._selected = False
        self._font = text_font(FONT_PIXELS * scale)
        self._label = label_fn()
        self._picture = QPixmap()
        self._inverted: QPixmap | None = None
        self.setAccessibleName(self._label)
        self.refresh_picture()

    def key(self) -> str:
        return self._key

    def label(self) -> str:
        """The label as shown now."""
        return self._label

    def is_selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self.update()

    def open(self) -> None:
        """Do what a double click does."""
        self._on_open()

    def retranslate(self) -> None:
        """Re-read the label (the language changed) and resize to fit it."""
        self._label = self._label_fn()
        self.setAccessibleName(self._label)
        self.resize(self.sizeHint())
        self.updateGeometry()
        self.update()

    def refresh_picture(self) -> None:
        """Ask the owner for the picture in the current theme, blown up to the scale."""
        picture = self._pixmap_fn(current_theme())
        if self._scale != 1 and not picture.isNull():
            picture = picture.scaled(
                picture.width() * self._scale,
                picture.height() * self._scale,
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.FastTransformation,
            )
        self._picture = picture
        self._inverted = None
        self.update()

    def set_scale(self, scale: int) -> None:
        self._scale = scale
        self._font = text_font(FONT_PIXELS * scale)
        self.refresh_picture()
        self.resize(self.sizeHint())

    def picture_rect(self) -> QRect:
        """Where the picture is drawn, in icon coordinates."""
        width = self.sizeHint().width()
        return QRect(
            (width - self._picture.width()) // 2, 0, self._picture.width(), self._picture.height()
        )

    def label_rect(self) -> QRect:
        """The white box behind the label, in icon coordinates."""
        metrics = QFontMetrics(self._font)
        s = self._scale
        box = QSize(metrics.horizontalAdvance(self._label) + 4 * s, metrics.height() + 2 * s)
        width = self.sizeHint().width()
        return QRect(QPoint((width - box.width()) // 2, self._picture.height() + s), box)

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self._font)
        s = self._scale
        label_width = metrics.horizontalAdvance(self._label) + 4 * s
        return QSize(
            max(self._picture.width(), label_width),
            self._picture.height() + s + metrics.height() + 2 * s,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        if self._selected:
            if self._inverted is None:
                self._inverted = inverted_picture(self._picture, theme)
            picture = self._inverted
            box_colour, text_colour = theme.ink, theme.paper
        else:
            picture, box_colour, text_colour = self._picture, theme.paper, theme.ink
        painter.drawPixmap(self.picture_rect().topLeft(), picture)
        label_box = self.label_rect()
        painter.fillRect(label_box, box_colour)
        painter.setFont(self._font)
        painter.setPen(text_colour)
        painter.drawText(label_box, Qt.AlignmentFlag.AlignCenter, self._label)
        painter.end()

    def _hit(self, pos: QPoint) -> bool:
        return self.picture_rect().contains(pos) or self.label_rect().contains(pos)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._hit(event.position().toPoint()):
            self.pressed.emit(self._key)
            event.accept()
        else:
            event.ignore()  # the empty corners belong to the desktop

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._hit(event.position().toPoint()):
            event.accept()
            self.pressed.emit(self._key)  # the double click also selects, whatever came first
            self._on_open()
        else:
            event.ignore()


_MOUSE_PRESS = QEvent.Type.MouseButtonPress
_CHILD_ADDED = QEvent.Type.ChildAdded
#: What follows the press that topped a window, and does nothing either.
_AFTER_TOPPING = (QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease,
                  QEvent.Type.MouseButtonDblClick)


class GemDesktop(QWidget):
    """The desktop under the menu bar: a 50 % dither, a column of icons and the GEM windows."""

    active_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scale = 1
        self._windows: list[GemWindow] = []
        self._active: GemWindow | None = None
        self._icons: dict[str, DesktopIcon] = {}
        self._icon_edge = Qt.Edge.LeftEdge
        #: The window a press inside it just topped: that click's moves, release and second
        #: click (a double click) do nothing in it; and whether its button is up again.
        self._topping: GemWindow | None = None
        self._topping_released = False
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # The keyboard reaches the icons while the desktop has the focus (see the module
        # docstring).  It is given explicitly, never by Qt's click or Tab focus: a click
        # on a window's frame would otherwise take the keys away from its board.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        theme_manager().changed.connect(self._on_theme_changed)
        language_manager().changed.connect(self._on_language_changed)
        # A click on any widget inside a window (a board's viewport, say) must top that
        # window; those widgets take the press themselves, so we watch every widget in
        # a window (not the whole application: that would route all of Qt's events
        # through Python and wrap every object Qt makes, which slows start-up).

    # -- windows -----------------------------------------------------------------------------

    def add_window(self, window: GemWindow) -> None:
        """Put ``window`` on the desktop (cascaded unless it was placed), show it and top it."""
        if window in self._windows:
            self.activate_window(window)
            return
        window.set_scale(self._scale)
        window.setParent(self)
        self._watch(window)
        window.closed.connect(lambda closing=window: self._on_window_closed(closing))
        if not window.apply_pending_full():
            if window.was_placed():
                window.keep_reachable()
            else:
                self._cascade(window)
        self._windows.append(window)
        window.show()
        self.activate_window(window)

    def windows(self) -> list[GemWindow]:
        """The open windows in stacking order, topmost last."""
        self._windows = [w for w in self._windows if shiboken6.isValid(w)]
        return list(self._windows)

    def active_window(self) -> GemWindow | None:
        if self._active is not None and not shiboken6.isValid(self._active):
            self._active = None
        return self._active

    def activate_window(self, window: GemWindow) -> None:
        """Top ``window`` and make it the one that draws its pattern and gadgets."""
        if window not in self.windows():
            return
        window.raise_()
        self._windows.remove(window)
        self._windows.append(window)
        previous = self.active_window()
        if window is previous:
            return
        self._active = window
        if previous is not None:
            previous.set_active(False)
        window.set_active(True)
        focus = QApplication.focusWidget()
        if focus is None or not window.isAncestorOf(focus):
            window.content().setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        self.active_changed.emit(window)

    def _on_window_closed(self, window: GemWindow) -> None:
        if window in self._windows:
            self._windows.remove(window)
        if window is not self._active:
            return
        self._active = None
        remaining = [w for w in self.windows() if not w.isHidden()]
        if remaining:
            self.activate_window(remaining[-1])
        else:
            self.setFocus(Qt.FocusReason.OtherFocusReason)  # the keyboard is the icons' again
            self.active_changed.emit(None)

    def _cascade(self, window: GemWindow) -> None:
        """Place a new window a title bar's height below and right of the previous one."""
        s, step = self._scale, GADGET * self._scale
        origin = QPoint(self._icon_column_right() + MARGIN * s, MARGIN * s)
        count = len(self.windows()) % CASCADE_STEPS
        size = (
            window.size()
            if window.testAttribute(Qt.WidgetAttribute.WA_Resized)
            else window.sizeHint()
        )
        minimum = window.minimumSizeHint()
        # Step back up the cascade while the window would not fit at its minimum size.
        while count > 0 and (
            origin.x() + count * step + minimum.width() > self.width()
            or origin.y() + count * step + minimum.height() > self.height()
        ):
            count -= 1
        top_left = origin + QPoint(count * step, count * step)
        # A small screen (an ST's 640 × 400): over the icons rather than off the desktop.
        top_left = QPoint(max(0, min(top_left.x(), self.width() - minimum.width())),
                          max(0, min(top_left.y(), self.height() - minimum.height())))
        available = QSize(self.width() - top_left.x(), self.height() - top_left.y())
        size = size.boundedTo(available).expandedTo(minimum)
        window.setGeometry(QRect(top_left, size))
        window.keep_reachable()

    # -- icons -------------------------------------------------------------------------------

    def add_icon(
        self,
        key: str,
        label_fn: Callable[[], str],
        pixmap_fn: Callable[[Theme], QPixmap],
        on_open: Callable[[], None],
    ) -> None:
        """Add a launcher icon; its label is ``label_fn()``, re-read when the language changes."""
        if key in self._icons:
            self._icons.pop(key).deleteLater()
        icon = DesktopIcon(key, label_fn, pixmap_fn, on_open, self._scale, self)
        icon.pressed.connect(self._icon_pressed)
        self._icons[key] = icon
        icon.show()
        icon.lower()  # icons lie on the desktop, under every window
        self._layout_icons()

    def icon(self, key: str) -> DesktopIcon:
        return self._icons[key]

    def icons(self) -> list[DesktopIcon]:
        """The icons from top to bottom of the column."""
        return list(self._icons.values())

    def select_icon(self, key: str | None) -> None:
        """Select (invert) the icon ``key`` alone; ``None`` deselects all."""
        for icon_key, icon in self._icons.items():
            icon.set_selected(icon_key == key)

    def _icon_pressed(self, key: str) -> None:
        self.select_icon(key)
        self.setFocus(Qt.FocusReason.MouseFocusReason)

    def selected_icon(self) -> DesktopIcon | None:
        return next((icon for icon in self._icons.values() if icon.is_selected()), None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The icons by keyboard while the desktop itself has the focus (keys a board in a
        window leaves alone also come here, and must not move the icons)."""
        key = event.key()
        icons = self.icons()
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == (
            Qt.KeyboardModifier.NoModifier)
        steps = {Qt.Key.Key_Up: -1, Qt.Key.Key_Left: -1, Qt.Key.Key_Down: 1,
                 Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -len(icons), Qt.Key.Key_End: len(icons)}
        if not self.hasFocus() or not icons or not plain:
            super().keyPressEvent(event)
            return
        selected = self.selected_icon()
        if key in steps:
            step = steps[key]
            index = icons.index(selected) if selected is not None else (-1 if step > 0 else len(icons))
            self.select_icon(icons[min(max(index + step, 0), len(icons) - 1)].key())
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and selected is not None:
            selected.open()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def set_icon_edge(self, edge: Qt.Edge) -> None:
        """Line the icons up along the left (default) or the right edge."""
        self._icon_edge = Qt.Edge.RightEdge if edge == Qt.Edge.RightEdge else Qt.Edge.LeftEdge
        self._layout_icons()

    def _icon_column_right(self) -> int:
        if self._icon_edge == Qt.Edge.RightEdge or not self._icons:
            return 0
        return max(icon.geometry().right() + 1 for icon in self._icons.values())

    def _layout_icons(self) -> None:
        if not self._icons:
            return
        s = self._scale
        hints = {key: icon.sizeHint() for key, icon in self._icons.items()}
        column = max(hint.width() for hint in hints.values())
        if self._icon_edge == Qt.Edge.RightEdge:
            left = self.width() - MARGIN * s - column
        else:
            left = MARGIN * s
        y = MARGIN * s
        for key, icon in self._icons.items():
            hint = hints[key]
            icon.setGeometry(left + (column - hint.width()) // 2, y, hint.width(), hint.height())
            y += hint.height() + ICON_GAP * s

    # -- scale, theme, language --------------------------------------------------------------

    def scale(self) -> int:
        return self._scale

    def set_scale(self, scale: int) -> None:
        """Blow everything up by an integer factor, keeping each window's place in proportion."""
        scale = max(1, int(scale))
        if scale == self._scale:
            return
        old, self._scale = self._scale, scale
        for icon in self._icons.values():
            icon.set_scale(scale)
        self._layout_icons()
        for window in self.windows():
            geometry = window.geometry()
            window.set_scale(scale)
            if not window.is_full():
                window.setGeometry(
                    geometry.x() * scale // old,
                    geometry.y() * scale // old,
                    geometry.width() * scale // old,
                    geometry.height() * scale // old,
                )
            window.keep_reachable()
        self.update()

    def retranslate(self) -> None:
        """Re-read every icon label in the new language."""
        for icon in self._icons.values():
            icon.retranslate()
        self._layout_icons()

    def _on_language_changed(self, _language: str) -> None:
        self.retranslate()

    def _on_theme_changed(self, _theme: Theme) -> None:
        for icon in self._icons.values():
            icon.refresh_picture()
        self.update()

    def sizeHint(self) -> QSize:
        # ST High's 640×400 screen less the 19-pixel menu bar.
        return QSize(640 * self._scale, 381 * self._scale)

    # -- painting and events -----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        painter.setBrushOrigin(0, 0)
        brush = scaled_pattern(dither_brush(theme.desktop, theme.paper, 2, 1), self._scale)
        painter.fillRect(event.rect(), brush)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout_icons()
        for window in self.windows():
            window.keep_reachable()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.select_icon(None)  # a click on the bare desktop deselects, as in GEM
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
        else:
            super().mousePressEvent(event)

    def _watch(self, widget: QWidget) -> None:
        """See presses on ``widget`` and everything inside it, now and later."""
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of every widget in a window passes here: keep this cheap.
        kind = event.type()
        if kind == _CHILD_ADDED:
            child = event.child()
            if isinstance(child, QWidget):
                self._watch(child)
            return False
        if self._topping is not None and kind in _AFTER_TOPPING:
            return self._after_topping(watched, kind)
        if kind != _MOUSE_PRESS:
            return False
        self._topping = None
        if isinstance(watched, QWidget):
            window = self._window_containing(watched)
            if window is not None and window is not self._active:
                if watched is window:
                    window.note_activating_press()
                    self.activate_window(window)
                    return False
                self.activate_window(window)
                # As in GEM, the click that tops a window does nothing else: it does not
                # also take or play the card under the pointer.
                self._topping, self._topping_released = window, False
                return True
        return False

    def _after_topping(self, watched: QObject, kind: QEvent.Type) -> bool:
        """Swallow the topping click's drag and release, and a double click's second click
        (GEM's first click only tops); moves after the release are the board's again."""
        if not isinstance(watched, QWidget) or self._window_containing(watched) is not self._topping:
            return False
        if kind == QEvent.Type.MouseButtonDblClick:
            self._topping = None
            return True
        if self._topping_released:
            if kind == QEvent.Type.MouseMove:
                return False
            self._topping = None  # a later release: not the topping click's
            return False
        if kind == QEvent.Type.MouseButtonRelease:
            self._topping_released = True
            QTimer.singleShot(QApplication.doubleClickInterval(), self._topping_over)
        return True

    def _topping_over(self) -> None:
        if self._topping_released:
            self._topping = None

    def _window_containing(self, widget: QWidget) -> GemWindow | None:
        node: QWidget | None = widget
        while node is not None:
            if isinstance(node, GemWindow) and node.parentWidget() is self:
                return node
            node = node.parentWidget()
        return None
