"""The two GEM themes: monochrome "ST High" (default) and colour "ST Medium".

ST Medium has four colours only: white, red, green and black.  Everything the
suite draws asks the current theme for its colours, and redraws when
:func:`theme_manager` says the theme changed.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPixmap

WHITE = QColor(255, 255, 255)
BLACK = QColor(0, 0, 0)
RED = QColor(255, 0, 0)
GREEN = QColor(0, 170, 0)


class Theme(NamedTuple):
    key: str  # "mono" or "colour"; stored in the settings
    paper: QColor  # window and dialog background
    ink: QColor  # lines and text
    desktop: QColor  # the dots of the desktop's 50 % dither
    red_suit: QColor  # hearts and diamonds
    black_suit: QColor  # clubs and spades
    card_back: QColor  # the pattern on a card's back

    @property
    def is_colour(self) -> bool:
        return self.key == "colour"


MONO = Theme("mono", WHITE, BLACK, BLACK, BLACK, BLACK, BLACK)
COLOUR = Theme("colour", WHITE, BLACK, GREEN, RED, BLACK, RED)
THEMES = {theme.key: theme for theme in (MONO, COLOUR)}


class ThemeManager(QObject):
    """Holds the current theme and tells everyone when it changes."""

    changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._theme = MONO

    @property
    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, key: str) -> None:
        theme = THEMES.get(key, MONO)
        if theme is not self._theme:
            self._theme = theme
            self.changed.emit(theme)


_manager: ThemeManager | None = None


def theme_manager() -> ThemeManager:
    global _manager
    if _manager is None:
        _manager = ThemeManager()
    return _manager


def current_theme() -> Theme:
    return theme_manager().theme


def dither_brush(foreground: QColor, background: QColor, every: int = 2, rows: int = 1) -> QBrush:
    """A pixel pattern brush: a dot every ``every`` pixels, on every ``rows``-th row.

    ``every=2, rows=1`` is the desktop's 50 % checker; ``every=2, rows=2`` is the
    sparse dot pattern of an active title bar.
    """
    size = 2 * max(every, rows)
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(background)
    for y in range(size):
        if y % rows:
            continue
        offset = (y // rows) % 2 if rows == 1 else 0
        for x in range(offset, size, every):
            image.setPixelColor(x, y, foreground)
    brush = QBrush(QPixmap.fromImage(image))
    brush.setStyle(Qt.BrushStyle.TexturePattern)
    return brush
