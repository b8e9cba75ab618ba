"""What the trick tables' layouts share: a hand fanned out in a row, the table between the
seats with its centre, the measures every layout starts from (:class:`CardTable`), and the
size of the table's texts (each game's ``Layout`` places the rest).

**Texts grow with the window** in the GEM font's sharp sizes only (see
:mod:`cardsuite.ui.fonts`): 16 pixels, the ST's own, and from a view of
:data:`DOUBLE_FROM` on 32 — each font pixel a 2 × 2 block, as the cards grow
with the view too.  Sizes between would blur the bitmap font, so the texts
step.  The names, bubbles and score boxes on the table follow
(:func:`text_pixels`, ``TextBox.set_pixel_size``), and so do the GEM controls
on it (``TrickBoard.scale_controls``); the window's title, menus and info line
are the desktop's and keep the system font, as on the ST.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from cardsuite.ui.fonts import gem_font

#: The GEM font's size on the table in a view smaller than DOUBLE_FROM.
TEXT_PIXELS = 16
#: From a view this large (width, height) the table's texts are drawn at twice TEXT_PIXELS:
#: a window filling a full-HD screen (1920 × 1080, its table about 1900 × 1000) gets them,
#: one of 1280 × 1024 or smaller does not (its cards are less than one and a half times
#: those of the 800 × 600 table the 16-pixel texts were drawn for).
DOUBLE_FROM = (1360, 900)


def text_pixels(width: int, height: int) -> int:
    """The pixel size of the table's texts in a view of ``width`` × ``height``."""
    if width >= DOUBLE_FROM[0] and height >= DOUBLE_FROM[1]:
        return 2 * TEXT_PIXELS
    return TEXT_PIXELS


def label_height(pixels: int) -> int:
    """The height of a text box on the table (see ``TextBox``) at a font of ``pixels``."""
    return QFontMetrics(gem_font(pixels)).height() + 6 * pixels // TEXT_PIXELS


def row_xs(left: int, right: int, card_w: int, count: int, spread: float,
           least: int | None = None) -> list[int]:
    """The x of ``count`` cards in a row centred between ``left`` and ``right``: each card
    ``spread`` of a card's width to the right of the one before, closer when the room is
    short (but never closer than ``least`` pixels, if given)."""
    if count <= 0:
        return []
    step = round(card_w * spread)
    if count > 1:
        step = min(step, (right - left - card_w) // (count - 1))
        if least is not None:
            step = max(least, step)
    total = card_w + step * (count - 1)
    start = (left + right) // 2 - total // 2
    return [start + index * step for index in range(count)]


def table_measures(width: int, height: int) -> tuple[int, int, int]:
    """A table of ``width`` × ``height``: the gap between things, its texts' pixel size and
    the height of a text box on it."""
    text_px = text_pixels(width, height)
    return max(4, min(width, height) // 60), text_px, label_height(text_px)


def card_sizes(card_w: float) -> tuple[int, int, int, int]:
    """The player's cards ``card_w`` wide (whole pixels, at least 30) and the others' smaller
    ones: ``card_w, card_h, small_w, small_h``, each card 1.4 times as high as wide."""
    card_w = max(30, int(card_w))
    small_w = round(card_w * 0.72)
    return card_w, round(card_w * 1.4), small_w, round(small_w * 1.4)


@dataclass(frozen=True)
class CardTable:
    """What every trick table's layout measures first (whole pixels): the table's size, the
    player's cards, the others' smaller ones, the gap between things.  Each game's layout
    adds its own places after these, in the order its ``fit`` passes them."""

    width: int
    height: int
    card_w: int
    card_h: int
    small_w: int  # the others' cards and the won tricks (PrefClub: and the widow)
    small_h: int
    gap: int

    def trick_spot(self, centre: tuple[int, int], side: int, player_drop: int = 8
                   ) -> tuple[int, int]:
        """Where a card of a trick of three lies around ``centre``: the player's (``side``
        0) in the middle, ``1/player_drop`` of a card lower; the left (−1) and right (+1)
        opponent's nine tenths of a card to that side and an eighth of a card higher."""
        x = centre[0] - self.card_w // 2
        y = centre[1] - self.card_h // 2
        if side == 0:
            return x, y + self.card_h // player_drop
        return x + side * round(self.card_w * 0.9), y - self.card_h // 8


class TableArea:
    """For a layout with ``left``, ``right``, ``top`` and ``bottom``: the table between the
    seats, and its centre (where the trick lies)."""

    left: int
    right: int
    top: int
    bottom: int

    @property
    def centre_x(self) -> int:
        return (self.left + self.right) // 2

    @property
    def centre_y(self) -> int:
        return (self.top + self.bottom) // 2

    def table_rect(self) -> QRectF:
        return QRectF(self.left, self.top, self.right - self.left, self.bottom - self.top)
