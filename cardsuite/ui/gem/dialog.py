"""GEM dialog building blocks: buttons, text fields, labels and the dialog box itself.

GEM draws its dialogs ("forms") as object trees on white: 1 px black lines, no
bevels, no native widget looks.  Everything here paints itself so the suite looks
the same on every platform:

* :class:`GemButton` -- text centred in a box whose border grows *outward* the
  way GEM's resource objects do: 1 px for a plain button, 2 px for an exit
  button, 3 px for the default button.  Selected (pressed or checked) is
  inverted; disabled is greyed by a 50 % checker laid over it.
* :class:`GemLineEdit` -- an editable text field: a 1 px box on white with an
  inverting block cursor.
* :class:`GemLabel` -- a string object: black text on white in the GEM font.
* :class:`GemForm` -- the frameless, modal box all GEM dialogs and alerts share:
  the double outline of an ``OUTLINED`` root box, centred over its parent,
  repainted when the theme changes and re-labelled when the language changes.
* :class:`GemDialog` -- a form with a title, a content layout for the caller and
  a button row; Return answers the default button, Escape rejects, Left / Right
  move the default (its 3 px border) along the row of exit buttons, so that every
  button of a form or an alert can be chosen from the keyboard.

Every block takes a keyword-only ``scale`` (a whole number): GEM's pixels are
drawn as ``scale`` x ``scale`` squares so the look stays pixel-sharp.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QGuiApplication,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.scale import current_scale
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager

#: The GEM system font is 16 px high in ST High; everything is measured in it.
FONT_PIXELS = 16
#: The double outline of a dialog's root box, outside in: line, white gap, line.
OUTLINE_OUTER = 1
OUTLINE_GAP = 2
OUTLINE_INNER = 2
#: Room a button keeps around its box so that the 3 px default border fits.
BUTTON_MARGIN = 3


def _check_scale(scale: int | None) -> int:
    """``scale``, or the current GEM scale (:mod:`.scale`) where none is given."""
    if scale is None:
        return current_scale()
    if not isinstance(scale, int) or scale < 1:
        raise ValueError(f"scale must be a whole number >= 1, not {scale!r}")
    return scale


_checker_cache: dict[tuple[int, int], QBrush] = {}


def checker_brush(colour: QColor, scale: int = 1) -> QBrush:
    """A 50 % checker of ``colour`` on transparent, in ``scale``-sized dots.

    Laid over something in the paper colour it "greys" it the way GEM shows a
    DISABLED object: every other pixel is wiped out.
    """
    key = (colour.rgba(), scale)
    brush = _checker_cache.get(key)
    if brush is None:
        image = QImage(2 * scale, 2 * scale, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.fillRect(0, 0, scale, scale, colour)
        painter.fillRect(scale, scale, scale, scale, colour)
        painter.end()
        brush = QBrush(QPixmap.fromImage(image))
        _checker_cache[key] = brush
    return brush


def fill_border(painter: QPainter, rect: QRect, width: int, colour: QColor) -> None:
    """Fill a border ``width`` pixels thick just inside ``rect``.

    Borders are filled rectangles rather than stroked pens so that they are
    pixel-exact at every width and never anti-aliased.
    """
    if width <= 0 or rect.isEmpty():
        return
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    painter.fillRect(x, y, w, width, colour)
    painter.fillRect(x, y + h - width, w, width, colour)
    painter.fillRect(x, y + width, width, h - 2 * width, colour)
    painter.fillRect(x + w - width, y + width, width, h - 2 * width, colour)


def outline_width(scale: int = 1) -> int:
    """How many pixels the double outline of a form takes on each side."""
    return (OUTLINE_OUTER + OUTLINE_GAP + OUTLINE_INNER) * scale


def draw_double_outline(painter: QPainter, rect: QRect, scale: int, theme: Theme) -> QRect:
    """Paint a GEM ``OUTLINED`` root box filling ``rect``; return the white inside.

    The root of a GEM dialog or alert has a 2 px border and the OUTLINED state
    adds a 1 px line three pixels further out, with white between the two.
    """
    painter.fillRect(rect, theme.paper)
    fill_border(painter, rect, OUTLINE_OUTER * scale, theme.ink)
    inner = rect.adjusted(*_inset((OUTLINE_OUTER + OUTLINE_GAP) * scale))
    fill_border(painter, inner, OUTLINE_INNER * scale, theme.ink)
    return inner.adjusted(*_inset(OUTLINE_INNER * scale))


def visible_text(text: str) -> str:
    """``text`` as drawn with hidden mnemonics: single ``&`` dropped, ``&&`` shown as ``&``."""
    return "&".join(part.replace("&", "") for part in text.split("&&"))


def _inset(n: int) -> tuple[int, int, int, int]:
    return n, n, -n, -n


def gem_palette(theme: Theme) -> QPalette:
    """A palette with nothing but the theme's paper and ink in it.

    Qt widgets we do not paint ourselves (text in a line edit, its selection)
    take their colours from here, so they follow the theme too.
    """
    palette = QPalette()
    for group in (
        QPalette.ColorGroup.Active,
        QPalette.ColorGroup.Inactive,
        QPalette.ColorGroup.Disabled,
    ):
        for role in (
            QPalette.ColorRole.Window,
            QPalette.ColorRole.Base,
            QPalette.ColorRole.Button,
            QPalette.ColorRole.AlternateBase,
            QPalette.ColorRole.ToolTipBase,
            QPalette.ColorRole.HighlightedText,
            QPalette.ColorRole.BrightText,
            QPalette.ColorRole.Light,
        ):
            palette.setColor(group, role, theme.paper)
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
            QPalette.ColorRole.ToolTipText,
            QPalette.ColorRole.Highlight,
            QPalette.ColorRole.Shadow,
            QPalette.ColorRole.Dark,
            QPalette.ColorRole.Mid,
            QPalette.ColorRole.PlaceholderText,
        ):
            palette.setColor(group, role, theme.ink)
    return palette


class GemButton(QAbstractButton):
    """A GEM button object: centred text in a box, inverted when selected.

    The border is drawn outside the button's box, as GEM does for buttons with
    a negative border thickness, so a default button (3 px) and a plain one
    (1 px) have boxes of the same size and line up in a row.  The widget keeps
    :data:`BUTTON_MARGIN` pixels (times the scale) around the box for that.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None, *, scale: int | None = None) -> None:
        super().__init__(parent)
        self._scale = scale = _check_scale(scale)
        self._exit = False
        self._default = False
        self.setText(text)
        self.setFont(gem_font(FONT_PIXELS * scale))
        # GEM forms have no keyboard focus on buttons: Return and Escape go to
        # the form, which knows its default and cancel buttons.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        theme_manager().changed.connect(self._on_theme_changed)

    def scale(self) -> int:
        return self._scale

    def set_exit(self, exit_button: bool) -> None:
        """Mark this as an exit button (2 px border): choosing it ends the form."""
        self._exit = bool(exit_button)
        self.update()

    def is_exit(self) -> bool:
        return self._exit

    def set_default(self, default: bool) -> None:
        """Mark this as the default button (3 px border): Return chooses it."""
        self._default = bool(default)
        self.update()

    def is_default(self) -> bool:
        return self._default

    def border_width(self) -> int:
        """The border's thickness in pixels: 3 default, 2 exit, 1 otherwise (times the scale)."""
        if self._default:
            return 3 * self._scale
        if self._exit:
            return 2 * self._scale
        return self._scale

    def box_rect(self) -> QRect:
        """The button object's box, inside which the text sits; borders lie outside it."""
        margin = BUTTON_MARGIN * self._scale
        return self.rect().adjusted(margin, margin, -margin, -margin)

    def is_selected(self) -> bool:
        """GEM's SELECTED state: held down by the mouse or checked."""
        return self.isDown() or self.isChecked()

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        cell = metrics.horizontalAdvance(" ")
        text_width = metrics.horizontalAdvance(visible_text(self.text()))
        margin = 2 * BUTTON_MARGIN * self._scale
        # One blank character cell either side of the text, as GEM button
        # strings are padded; the box is one text line plus a little air.
        width = text_width + 2 * cell + 2 * self._scale + margin
        height = metrics.height() + 4 * self._scale + margin
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        box = self.box_rect()
        border = self.border_width()
        selected = self.is_selected()
        fill_border(painter, box.adjusted(-border, -border, border, border), border, theme.ink)
        painter.fillRect(box, theme.ink if selected else theme.paper)
        painter.setPen(theme.paper if selected else theme.ink)
        painter.setFont(self.font())
        painter.drawText(
            box, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextHideMnemonic), self.text()
        )
        if not self.isEnabled():
            painter.fillRect(
                box, checker_brush(theme.ink if selected else theme.paper, self._scale)
            )
        painter.end()

    def _on_theme_changed(self, _theme: Theme) -> None:
        self.update()

    def set_scale(self, scale: int) -> None:
        """Draw at another whole-number scale (a table that grew with its window)."""
        if _check_scale(scale) != self._scale:
            if self.minimumWidth() == self.maximumWidth():  # fixed (equalise_widths): in step
                self.setFixedWidth(self.minimumWidth() * scale // self._scale)
            self._scale = scale
            self.setFont(gem_font(FONT_PIXELS * scale))
            self.updateGeometry()
            self.update()


class GemLabel(QLabel):
    """A GEM string object: plain black text on the white of its form."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, scale: int | None = None) -> None:
        super().__init__(text, parent)
        self._scale = scale = _check_scale(scale)
        self.setFont(gem_font(FONT_PIXELS * scale))
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setPalette(gem_palette(current_theme()))
        theme_manager().changed.connect(self._on_theme_changed)

    def _on_theme_changed(self, theme: Theme) -> None:
        self.setPalette(gem_palette(theme))

    def set_scale(self, scale: int) -> None:
        """Draw at another whole-number scale (a table that grew with its window)."""
        if _check_scale(scale) != self._scale:
            self._scale = scale
            self.setFont(gem_font(FONT_PIXELS * scale))


class GemLineEdit(QLineEdit):
    """A GEM editable text field (FTEXT): black text on its template, an underscore for
    every character still to be typed (up to the field's length), a thin text cursor."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, scale: int | None = None) -> None:
        super().__init__(text, parent)
        self._scale = scale = _check_scale(scale)
        # The font comes first: the style reads it for the block cursor's width
        # when it is applied.
        self.setFont(gem_font(FONT_PIXELS * scale))
        from cardsuite.ui.gem.field_style import field_style  # loaded when first needed

        self.setStyle(field_style(scale))
        self.setPalette(gem_palette(current_theme()))
        self.setTextMargins(scale, 0, scale, 0)
        theme_manager().changed.connect(self._on_theme_changed)

    def _on_theme_changed(self, theme: Theme) -> None:
        self.setPalette(gem_palette(theme))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        self.paint_template()

    def paint_template(self) -> None:
        """FTEXT's template after the text: an underscore per character cell still free (the
        field's length, or its width where it has none)."""
        # (QStyle is imported here: its enums cost every start a few ms to make)
        from PySide6.QtWidgets import QStyle, QStyleOptionFrame

        option = QStyleOptionFrame()
        self.initStyleOption(option)
        area = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        margins = self.textMargins()
        area = area.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        metrics = QFontMetrics(self.font())
        typed = metrics.horizontalAdvance(self.displayText())
        cell = max(1, metrics.horizontalAdvance("_"))
        if typed >= area.width():
            return  # scrolled: the text fills the field
        free = min((area.width() - typed) // cell, max(0, self.maxLength() - len(self.text())))
        if free <= 0:
            return
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(current_theme().ink)
        painter.drawText(QRect(area.x() + typed, area.y(), free * cell, area.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         "_" * free)
        painter.end()

    def set_scale(self, scale: int) -> None:
        """Draw at another whole-number scale (a table that grew with its window)."""
        if _check_scale(scale) != self._scale:
            from cardsuite.ui.gem.field_style import field_style

            self._scale = scale
            self.setFont(gem_font(FONT_PIXELS * scale))
            self.setStyle(field_style(scale))
            self.setTextMargins(scale, 0, scale, 0)


class GemForm(QDialog):
    """The box every GEM dialog and alert is: frameless, modal, double outline, centred.

    It repaints when the theme changes.  A caller whose texts depend on the
    language gives :meth:`set_retranslate` a function that sets them; it runs
    again whenever the language switches, so an open form re-labels at once.
    """

    def __init__(self, parent: QWidget | None = None, *, scale: int | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint)
        self._scale = scale = _check_scale(scale)
        self._retranslate_fn: Callable[[], None] | None = None
        #: A global y the form keeps above (:meth:`keep_above`), or None.
        self.above: int | None = None
        self.setModal(True)
        self.setFont(gem_font(FONT_PIXELS * scale))
        self.setPalette(gem_palette(current_theme()))
        theme_manager().changed.connect(self._on_theme_changed)
        language_manager().changed.connect(self._on_language_changed)

    def scale(self) -> int:
        return self._scale

    def framed_layout(self) -> QVBoxLayout:
        """The form's main layout: a character cell of air inside the double outline."""
        cell = self.cell_size()
        frame = outline_width(self._scale)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.setContentsMargins(
            frame + cell.width(),
            frame + cell.height() // 2,
            frame + cell.width(),
            frame + cell.height() // 2 - BUTTON_MARGIN * self._scale,
        )
        return layout

    def cell_size(self) -> QSize:
        """The size of one character cell of the GEM font, GEM's unit of layout."""
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance(" "), metrics.height())

    def cell_grid(self, row_gap: float = 0) -> QGridLayout:
        """A grid laid out in character cells: two cells between its columns, ``row_gap`` of
        a cell's height between its rows."""
        cell = self.cell_size()
        grid = QGridLayout()
        grid.setHorizontalSpacing(2 * cell.width())
        grid.setVerticalSpacing(int(cell.height() * row_gap))
        return grid

    def set_retranslate(self, fn: Callable[[], None] | None) -> None:
        """Have ``fn`` set this form's texts now and after every language switch."""
        self._retranslate_fn = fn
        self.retranslate()

    def retranslate(self) -> None:
        """Run the caller's re-labelling, then fit and re-centre the form to the new texts."""
        if self._retranslate_fn is not None:
            self._retranslate_fn()
        self.relayout()

    def relayout(self) -> None:
        """Fit the form to its contents (texts may have changed length) and re-centre it."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.adjustSize()
        if self.isVisible():
            self.centre_on_parent()

    def keep_above(self, y: int | None) -> None:
        """Stay above the global ``y`` (a card table's: the top of the player's hand, so that
        he sees his cards while he answers), centred as far as that allows."""
        self.above = y
        if self.isVisible():
            self.centre_on_parent()

    def centre_on_parent(self) -> None:
        """Centre the form over its parent, or over the screen if it has none; then up until
        its bottom is above :attr:`above`."""
        parent = self.parentWidget()
        if parent is not None:
            centre = parent.mapToGlobal(parent.rect().center())
        else:
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is None:
                return
            centre = screen.availableGeometry().center()
        size = self.size()
        self.move(centre.x() - size.width() // 2, centre.y() - size.height() // 2)
        if self.above is not None and self.geometry().bottom() >= self.above:
            self.move(self.x(), max(0, self.above - self.height()))
        self.keep_on_screen()

    def keep_on_screen(self) -> None:
        """All of the form on the screen it is on (its buttons reachable on a small screen,
        over a window moved half off it): moved in, the top left first where it is larger."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        x = max(room.left(), min(self.x(), room.right() + 1 - self.width()))
        y = max(room.top(), min(self.y(), room.bottom() + 1 - self.height()))
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        self.relayout()
        self.centre_on_parent()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        draw_double_outline(painter, self.rect(), self._scale, current_theme())
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == (
            Qt.KeyboardModifier.NoModifier
        )
        if plain and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.return_pressed()
            event.accept()
        elif plain and key == Qt.Key.Key_Escape:
            self.escape_pressed()
            event.accept()
        elif plain and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_default(-1 if key == Qt.Key.Key_Left else 1)
            event.accept()
        else:
            super().keyPressEvent(event)

    def move_default(self, step: int) -> None:
        """Left / Right: the default border (what Return chooses) moves ``step`` exit buttons
        along the row, stopping at its ends; subclasses know their buttons."""

    def return_pressed(self) -> None:
        """What Return does; subclasses choose their default button."""

    def escape_pressed(self) -> None:
        """What Escape does; a plain form rejects."""
        self.reject()

    def _on_theme_changed(self, theme: Theme) -> None:
        self.setPalette(gem_palette(theme))
        self.update()

    def _on_language_changed(self, _language: str) -> None:
        self.retranslate()


class ButtonRole(Enum):
    """What choosing a dialog button does to the dialog."""

    ACCEPT = "accept"
    REJECT = "reject"


class GemDialog(GemForm):
    """A GEM dialog box: optional title, the caller's content, a row of exit buttons.

    The first accept button added becomes the default (3 px border) and answers
    Return; Escape rejects.  :meth:`clicked_button` tells which button ended it.
    """

    def __init__(self, parent: QWidget | None = None, title: str = "", *, scale: int | None = None) -> None:
        super().__init__(parent, scale=scale)
        scale = self.scale()
        self._buttons: list[GemButton] = []
        self._roles: dict[GemButton, ButtonRole] = {}
        self._default: GemButton | None = None
        self._clicked: GemButton | None = None

        cell = self.cell_size()
        layout = self.framed_layout()
        layout.setSpacing(cell.height() // 2)

        self._title = GemLabel(title, scale=scale)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setVisible(bool(title))
        layout.addWidget(self._title)

        self._content = QVBoxLayout()
        self._content.setSpacing(cell.height() // 2)
        layout.addLayout(self._content)

        self._button_row = QHBoxLayout()
        # GEM leaves two character cells between buttons; each button already
        # keeps its margin on both sides.
        self._button_row.setSpacing(max(0, 2 * cell.width() - 2 * BUTTON_MARGIN * scale))
        self._button_row.addStretch(1)
        self._button_row.addStretch(1)
        layout.addLayout(self._button_row)

    def set_title(self, title: str) -> None:
        """Set the line of text centred at the top; an empty title hides it."""
        self._title.setText(title)
        self._title.setVisible(bool(title))

    def title(self) -> str:
        return self._title.text()

    def title_label(self) -> GemLabel:
        return self._title

    def content_layout(self) -> QVBoxLayout:
        """The layout between the title and the buttons where callers put their widgets."""
        return self._content

    def add_button(self, text: str, role: ButtonRole | str = ButtonRole.ACCEPT) -> GemButton:
        """Add an exit button at the end of the button row.

        ``role`` is :class:`ButtonRole` (or its value, ``"accept"``/``"reject"``).
        The first accept button becomes the default button.
        """
        role = ButtonRole(role)
        button = GemButton(text, self, scale=self.scale())
        button.set_exit(True)
        self._buttons.append(button)
        self._roles[button] = role
        # Insert before the trailing stretch so the row stays centred.
        self._button_row.insertWidget(self._button_row.count() - 1, button)
        button.clicked.connect(lambda _checked=False, b=button: self._finish(b))
        if role is ButtonRole.ACCEPT and self._default is None:
            self.set_default_button(button)
        self._equalise_buttons()
        return button

    def buttons(self) -> list[GemButton]:
        return list(self._buttons)

    def default_button(self) -> GemButton | None:
        return self._default

    def set_default_button(self, button: GemButton | None) -> None:
        """Make ``button`` (one of this dialog's) the one Return chooses."""
        if button is not None and button not in self._roles:
            raise ValueError("the default button must be one of this dialog's buttons")
        if self._default is not None:
            self._default.set_default(False)
        self._default = button
        if button is not None:
            button.set_default(True)

    def clicked_button(self) -> GemButton | None:
        """The button that ended the dialog, or None (Escape, or still open)."""
        return self._clicked

    def relayout(self) -> None:
        self._equalise_buttons()
        super().relayout()

    def return_pressed(self) -> None:
        button = self._default
        if button is not None and button.isEnabled() and button.isVisible():
            button.click()

    def move_default(self, step: int) -> None:
        choosable = [b for b in self._buttons if b.isEnabled() and not b.isHidden()]
        if not choosable:
            return
        index = choosable.index(self._default) if self._default in choosable else (
            -1 if step > 0 else len(choosable))
        self.set_default_button(choosable[min(max(index + step, 0), len(choosable) - 1)])

    def _finish(self, button: GemButton) -> None:
        self._clicked = button
        if self._roles[button] is ButtonRole.ACCEPT:
            self.accept()
        else:
            self.reject()

    def _equalise_buttons(self) -> None:
        """Give all buttons of the row the width of the widest, as GEM forms do."""
        equalise_widths(self._buttons)


def equalise_widths(buttons: list[GemButton]) -> None:
    """Fix every button's width at that of the widest button's text."""
    if not buttons:
        return
    width = max(button.sizeHint().width() for button in buttons)
    for button in buttons:
        button.setFixedWidth(width)
