"""A vertical scroll bar painted as GEM draws a window's (the Skatliste, Binokel's pad).

It keeps the platform style's geometry and behaviour and only paints
differently: arrow boxes, a dotted track, a white slider, 1 px lines.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

from cardsuite.ui.gem.dialog import fill_border
from cardsuite.ui.gem.theme import current_theme, dither_brush, theme_manager
from cardsuite.ui.gem.window import draw_glyph, pixel_sharp

BAR_WIDTH = 19  # a GEM window gadget's size
UP_GLYPH = (
    "....#....",
    "...###...",
    "..#####..",
    ".#######.",
    "#########",
    "...###...",
    "...###...",
    "...###...",
)
DOWN_GLYPH = tuple(reversed(UP_GLYPH))


class GemScrollBar(QScrollBar):
    """A vertical scroll bar painted as GEM draws a window's: boxes, dotted track, white slider."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setFixedWidth(BAR_WIDTH)
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def _rect(self, option: QStyleOptionSlider, part: QStyle.SubControl) -> QRect:
        return self.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, part, self)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        painter = QPainter(self)
        pixel_sharp(painter)
        whole = self.rect()
        up = QRect(0, 0, whole.width(), whole.width())
        down = QRect(0, whole.height() - whole.width(), whole.width(), whole.width())
        track = QRect(0, up.bottom(), whole.width(), max(0, down.top() - up.bottom() + 1))
        painter.setBrushOrigin(0, 0)
        painter.fillRect(track, dither_brush(theme.ink, theme.paper))
        slider = self._rect(option, QStyle.SubControl.SC_ScrollBarSlider)
        if self.maximum() > self.minimum() and slider.isValid():
            box = QRect(0, max(slider.top(), up.bottom()), whole.width(),
                        min(slider.height(), track.height()))
            painter.fillRect(box, theme.paper)
            fill_border(painter, box, 1, theme.ink)
        for box, glyph in ((up, UP_GLYPH), (down, DOWN_GLYPH)):
            painter.fillRect(box, theme.paper)
            fill_border(painter, box, 1, theme.ink)
            draw_glyph(painter, box, glyph, theme.ink, 1)
        fill_border(painter, whole, 1, theme.ink)
        painter.end()
