"""GEM alert boxes (the AES's ``form_alert``).

An alert is a small outlined box centred over its parent: an icon at the left
(exclamation, question or stop sign, 32 x 32 pixels of 1-bit art), up to five
short lines of text and up to three exit buttons of one width, centred under
the text.  The default button has a 3 px border and answers Return; Escape
chooses the cancel button when the caller names one (GEM's own alerts could
only be left by a button, so without a cancel button Escape does nothing).
Left / Right move the default border to the neighbouring button, so that
every button can be chosen from the keyboard.

The limits are GEM's: ``form_alert`` took at most five lines and three
buttons; more is a programming error and raises :class:`ValueError`.  Texts
arrive already translated; a caller that keeps an alert open across a language
switch re-labels it with :meth:`GemAlert.set_texts` from a
:meth:`GemForm.set_retranslate` callback.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from cardsuite.ui.gem.dialog import (
    BUTTON_MARGIN,
    GemButton,
    GemForm,
    GemLabel,
    equalise_widths,
)
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager

MAX_LINES = 5
MAX_BUTTONS = 3
ICON_PIXELS = 32


class AlertIcon(Enum):
    """The icons of ``form_alert``, numbered as in its alert strings ``[1]``..``[3]``."""

    NONE = 0
    EXCLAMATION = 1
    QUESTION = 2
    STOP = 3


# 1-bit pixel art, 32 x 32, '#' is ink.  The note and question icons are signs
# with a thick rounded border; the stop sign is a filled octagon with a white
# rim and the word STOP cut out of it, as on the Atari ST.
_ART: dict[AlertIcon, str] = {
    AlertIcon.EXCLAMATION: """
..############################..
.##############################.
################################
###..........................###
###..........................###
###..........................###
###..........................###
###...........####...........###
###..........######..........###
###..........######..........###
###..........######..........###
###..........######..........###
###...........####...........###
###...........####...........###
###...........####...........###
###...........####...........###
###............##............###
###............##............###
###............##............###
###..........................###
###..........................###
###...........####...........###
###..........######..........###
###..........######..........###
###...........####...........###
###..........................###
###..........................###
###..........................###
###..........................###
################################
.##############################.
..############################..
""",
    AlertIcon.QUESTION: """
..############################..
.##############################.
################################
###..........................###
###..........................###
###..........................###
###..........................###
###..........................###
###..........######..........###
###.........########.........###
###........###....###........###
###........###....###........###
###...............###........###
###..............###.........###
###.............###..........###
###............###...........###
###...........###............###
###...........###............###
###...........###............###
###..........................###
###..........................###
###...........###............###
###...........###............###
###...........###............###
###..........................###
###..........................###
###..........................###
###..........................###
###..........................###
################################
.##############################.
..############################..
""",
    AlertIcon.STOP: """
.........##############.........
........################........
.......###............###.......
......###.############.###......
.....###.##############.###.....
....###.################.###....
...###.##################.###...
..###.####################.###..
.###.######################.###.
###.########################.###
##.##########################.##
##.##########################.##
##.#.....#.....#.....#.....##.##
##.#.#######.###.###.#.###.##.##
##.#.#######.###.###.#.###.##.##
##.#.....###.###.###.#.....##.##
##.#####.###.###.###.#.######.##
##.#####.###.###.###.#.######.##
##.#.....###.###.....#.######.##
##.##########################.##
##.##########################.##
##.##########################.##
###.########################.###
.###.######################.###.
..###.####################.###..
...###.##################.###...
....###.################.###....
.....###.##############.###.....
......###.############.###......
.......###............###.......
........################........
.........##############.........
""",
}


def icon_image(icon: AlertIcon, ink: QColor, paper: QColor) -> QImage:
    """The icon's 32 x 32 pixels in ``ink`` on ``paper`` (an empty image for NONE)."""
    if icon is AlertIcon.NONE:
        return QImage()
    rows = _ART[icon].split()
    image = QImage(ICON_PIXELS, ICON_PIXELS, QImage.Format.Format_RGB32)
    image.fill(paper)
    for y, row in enumerate(rows):
        for x, pixel in enumerate(row):
            if pixel == "#":
                image.setPixelColor(x, y, ink)
    return image


class AlertIconView(QWidget):
    """Shows one alert icon, each art pixel a ``scale`` x ``scale`` square."""

    def __init__(self, icon: AlertIcon, parent: QWidget | None = None, *, scale: int = 1) -> None:
        super().__init__(parent)
        self._icon = icon
        self._scale = scale
        self.setFixedSize(self.sizeHint())
        theme_manager().changed.connect(self._on_theme_changed)

    def icon(self) -> AlertIcon:
        return self._icon

    def sizeHint(self) -> QSize:
        return QSize(ICON_PIXELS * self._scale, ICON_PIXELS * self._scale)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        # No smooth transform: scaling 1-bit art must keep square pixels.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        target = QRect(0, 0, ICON_PIXELS * self._scale, ICON_PIXELS * self._scale)
        painter.drawImage(target, icon_image(self._icon, theme.ink, theme.paper))
        painter.end()

    def _on_theme_changed(self, _theme: Theme) -> None:
        self.update()


def _after_separator(text: str, width: int) -> int:
    """Where a path breaks within ``width``: after its last separator there (0: none)."""
    return max(text.rfind("/", 0, width), text.rfind("\\", 0, width)) + 1


def wrap_lines(text: str, width: int) -> list[str]:
    """Break ``text`` (a file path, an error) into lines of at most ``width`` characters,
    at spaces where it can, else after a path's separator: an alert's lines are short."""
    lines: list[str] = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width)
        if cut <= 0:
            cut = _after_separator(text, width)
        cut = cut if cut > 0 else width
        lines.append(text[:cut])
        text = text[cut:].lstrip()
    return [*lines, text] if text else lines


def wrap_path(text: str, width: int) -> list[str]:
    """A path broken into lines of at most ``width`` characters, only after a separator
    where it can (a folder's name stays whole, and the lines joined give the path back)."""
    lines: list[str] = []
    while len(text) > width:
        cut = _after_separator(text, width) or width
        lines.append(text[:cut])
        text = text[cut:]
    return [*lines, text] if text else lines


def _check_texts(lines: list[str], buttons: list[str], line_limit: int = MAX_LINES) -> None:
    if len(lines) > line_limit:
        raise ValueError(f"a GEM alert shows at most {line_limit} lines, not {len(lines)}")
    if not buttons:
        raise ValueError("a GEM alert needs at least one button")
    if len(buttons) > MAX_BUTTONS:
        raise ValueError(f"a GEM alert has at most {MAX_BUTTONS} buttons, not {len(buttons)}")


class GemAlert(GemForm):
    """A GEM alert box; :meth:`chosen` is the index of the button that closed it.

    ``default`` is the index of the button Return chooses (drawn with a 3 px
    border); ``cancel``, if given, is the index Escape chooses.  ``chosen()``
    is -1 while no button was chosen, which stays so only if the alert is
    closed from outside (the application quitting).

    ``line_limit`` is GEM's five lines; a subclass that is no ``form_alert`` (the
    details of a file problem) may hold more.
    """

    line_limit = MAX_LINES

    def __init__(
        self,
        parent: QWidget | None,
        icon: AlertIcon,
        lines: list[str],
        buttons: list[str],
        default: int = 0,
        cancel: int | None = None,
        *,
        scale: int | None = None,
    ) -> None:
        _check_texts(lines, buttons, self.line_limit)
        if not 0 <= default < len(buttons):
            raise ValueError(f"default button {default} is not one of the {len(buttons)} buttons")
        if cancel is not None and not 0 <= cancel < len(buttons):
            raise ValueError(f"cancel button {cancel} is not one of the {len(buttons)} buttons")
        super().__init__(parent, scale=scale)
        scale = self.scale()  # the current GEM scale where none was given
        self._icon = icon
        self._default = default
        self._cancel = cancel
        self._chosen = -1

        cell = self.cell_size()
        button_air = BUTTON_MARGIN * scale
        layout = self.framed_layout()
        layout.setSpacing(cell.height() - button_air)

        top = QHBoxLayout()
        top.setSpacing(2 * cell.width())
        self._icon_view: AlertIconView | None = None
        if icon is not AlertIcon.NONE:
            self._icon_view = AlertIconView(icon, self, scale=scale)
            top.addWidget(self._icon_view, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.setSpacing(0)
        self._labels = [GemLabel("", self, scale=scale) for _ in range(self.line_limit)]
        for label in self._labels:
            text.addWidget(label)
        text.addStretch(1)
        top.addLayout(text, 1)
        layout.addLayout(top)

        row = QHBoxLayout()
        # GEM centres the buttons with two character cells between them.
        row.setSpacing(max(0, 2 * cell.width() - 2 * button_air))
        row.addStretch(1)
        self._buttons = [GemButton("", self, scale=scale) for _ in buttons]
        for index, button in enumerate(self._buttons):
            button.set_exit(True)
            button.set_default(index == default)
            button.clicked.connect(lambda _checked=False, i=index: self.choose(i))
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)

        self.set_texts(lines, buttons)

    def set_texts(self, lines: list[str], buttons: list[str]) -> None:
        """Re-label the alert (same number of buttons), e.g. after a language switch."""
        _check_texts(lines, buttons, self.line_limit)
        if len(buttons) != len(self._buttons):
            raise ValueError(
                f"this alert has {len(self._buttons)} buttons; got {len(buttons)} texts"
            )
        for index, label in enumerate(self._labels):
            label.setText(lines[index] if index < len(lines) else "")
            label.setVisible(index < len(lines))
        for button, text in zip(self._buttons, buttons, strict=True):
            button.setText(text)
        self.relayout()

    def relayout(self) -> None:
        equalise_widths(self._buttons)
        super().relayout()

    def icon(self) -> AlertIcon:
        return self._icon

    def lines(self) -> list[str]:
        return [label.text() for label in self._labels if not label.isHidden()]

    def button(self, index: int) -> GemButton:
        """The ``index``-th button, left to right."""
        return self._buttons[index]

    def button_count(self) -> int:
        return len(self._buttons)

    def default_index(self) -> int:
        return self._default

    def cancel_index(self) -> int | None:
        return self._cancel

    def chosen(self) -> int:
        """The index of the button that closed the alert, or -1 if none did."""
        return self._chosen

    def choose(self, index: int) -> None:
        """Close the alert answering with button ``index``."""
        self._chosen = index
        if index == self._cancel:
            super().reject()
        else:
            self.accept()

    def return_pressed(self) -> None:
        self._buttons[self._default].click()

    def escape_pressed(self) -> None:
        if self._cancel is not None:
            self._buttons[self._cancel].click()

    def move_default(self, step: int) -> None:
        """Left / Right: another button becomes the default (3 px border) that Return chooses."""
        index = min(max(self._default + step, 0), len(self._buttons) - 1)
        if index != self._default:
            self._buttons[self._default].set_default(False)
            self._default = index
            self._buttons[index].set_default(True)

    def reject(self) -> None:
        # Reached from outside (closing the window); the cancel button is the
        # honest answer when there is one.
        if self._cancel is not None:
            self.choose(self._cancel)
        else:
            super().reject()


def gem_alert(
    parent: QWidget | None,
    icon: AlertIcon,
    lines: list[str],
    buttons: list[str],
    default: int = 0,
    cancel: int | None = None,
    *,
    scale: int | None = None,
) -> int:
    """Show a modal GEM alert and return the index of the button the player chose.

    Like ``form_alert`` this blocks until a button is chosen (it runs the
    dialog's own event loop).  Returns -1 only if the alert was closed from
    outside without a button.
    """
    alert = GemAlert(parent, icon, lines, buttons, default, cancel, scale=scale)
    try:
        alert.exec()
        return alert.chosen()
    finally:
        alert.deleteLater()
