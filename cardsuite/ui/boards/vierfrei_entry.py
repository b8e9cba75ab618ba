"""Vierfrei's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces and the rules engine before a game is opened.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme
from cardsuite.ui.registry import GameEntry, register

translate = QCoreApplication.translate

# Two overlapping cards, a spade and a heart: 1-bit art, "#" ink, "r" the red
# suit (red in colour, ink outline in mono), "o" the heart's outline in mono.
ICON = (
    "................................",
    "..#################.............",
    "..#...............#.............",
    "..#.......#.......#.............",
    "..#......###......#.............",
    "..#.....#####.....#.............",
    "..#....#######....#.............",
    "..#...#########...#.............",
    "..#...#########...#.............",
    "..#....###.###....#.............",
    "..#.......#.......#.............",
    "..#......###...#################",
    "..#............#...............#",
    "..#............#...............#",
    "..#............#...oo.....oo...#",
    "..#............#..orro...orro..#",
    "..#............#.orrrro.orrrro.#",
    "..#............#.orrrrrorrrrro.#",
    "..#............#.orrrrrrrrrrro.#",
    "..#............#..orrrrrrrrro..#",
    "..#............#...orrrrrrro...#",
    "..#............#....orrrrro....#",
    "..#............#.....orrro.....#",
    "..##############......oro......#",
    "...............#.......o.......#",
    "...............#...............#",
    "...............#...............#",
    "...............#...............#",
    "...............#...............#",
    "...............#...............#",
    "...............#################",
    "................................",
)


def _icon_indices() -> bytes:
    """The art as colour-table indices: 0 clear, 1 paper, 2 ink, 3 outline, 4 red fill."""
    cards = [(3, 2, 15, 21), (16, 12, 15, 18)]  # the white insides (x, y, width, height)
    indices = bytearray()
    for y, row in enumerate(ICON):
        for x, pixel in enumerate(row):
            inside = any(cx <= x < cx + w and cy <= y < cy + h for cx, cy, w, h in cards)
            indices.append({"#": 2, "o": 3, "r": 4}.get(pixel, 1 if inside else 0))
    return bytes(indices)


def vierfrei_icon(theme: Theme) -> QPixmap:
    """The desktop icon, pixel for pixel (one image from the art, not a call per pixel)."""
    red = theme.red_suit if theme.is_colour else theme.ink
    fill = theme.red_suit if theme.is_colour else theme.paper
    image = QImage(_icon_indices(), 32, 32, 32, QImage.Format.Format_Indexed8)
    image.setColorTable([0, theme.paper.rgba(), theme.ink.rgba(), red.rgba(), fill.rgba()])
    return QPixmap.fromImage(image)


def vierfrei_rules() -> str:
    return translate("Vierfrei",
        "<h3>Vierfrei</h3>"
        "<p>Put all 52 cards onto the four foundations at the top right, each suit from "
        "the ace up to the king. A card on a foundation stays there.</p>"
        "<p>In the eight columns a card may go onto a card of the other colour that is one "
        "higher (a red nine on a black ten). An empty column takes any card. Each of the "
        "four free cells at the top left holds one card.</p>"
        "<p>Only single cards move. Drag the first card of a correctly built run to move the "
        "whole run: it is carried out card by card through free cells and empty columns, "
        "so it may be at most (free cells + 1) × 2<sup>empty columns</sup> long (an empty "
        "target column does not count).</p>"
        "<p><b>Mouse:</b> drag a card or a run; right click sends a card (or a run) to the "
        "free cells; double click sends a card to its foundation, or else to a free cell.</p>"
        "<p><b>Keys:</b> F1 new random deal, F2 deal by number (1 – 999 999, the same numbers "
        "as Microsoft FreeCell), F3 restart, Delete removes every card that can never be "
        "needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.</p>"
    )



def create_board(deal: int | None = None, **_options) -> QWidget:
    from cardsuite.ui.boards.vierfrei import VierfreiBoard

    return VierfreiBoard(deal)


register(GameEntry(
    key="vierfrei",
    title=lambda: translate("Vierfrei", "Vierfrei"),
    icon=vierfrei_icon,
    create_board=create_board,
    rules=vierfrei_rules,
))
