"""Vierfrei's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces and the rules engine before a game is opened.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme
from cardsuite.ui.pixel_icon import pixel_icon
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


def vierfrei_icon(theme: Theme) -> QPixmap:
    """The desktop icon, pixel for pixel: the heart red in colour, hollow in mono."""
    red = theme.red_suit if theme.is_colour else theme.ink
    fill = theme.red_suit if theme.is_colour else theme.paper
    return pixel_icon(ICON, [(3, 2, 15, 21), (16, 12, 15, 18)],
                      {"#": theme.ink, "o": red, "r": fill}, theme.paper)


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
        "as Microsoft FreeCell), F3 restart, F4 hint (the next move of a solution), F5 demo "
        "(the computer plays on; any key or click stops it), F6 statistics, Del removes "
        "every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 "
        "close.</p>"
        "<p><b>Playing by keyboard:</b> name where a card comes from, then where it goes: the "
        "columns 1 – 8, the free cells a – d, h the foundations (3 then 5 moves from column 3 "
        "to column 5, as in the solutions of the command line). Or point: the arrow keys move "
        "the frame over the piles, Space or Return chooses. Onto a card the run that fits "
        "moves; onto an empty column a typed digit moves one card, pointing the longest run "
        "that may move. Escape drops the choice.</p>"
    )



def entrance(parent: QWidget, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Opening Vierfrei: a game kept from last time is offered to continue — unless a deal
    number was asked for (the command line's ``--deal``): then that deal, and the kept game
    waits for the next opening."""
    if options and options.get("deal") is not None:
        return {}
    from cardsuite.ui.boards.vierfrei.board import offer_kept

    return offer_kept(parent)


def create_board(deal: int | None = None, taken=None, give_up: bool = False,
                 **_options) -> QWidget:
    """The board: the kept game ``taken`` continued, or (given up, or none) a new deal."""
    from cardsuite.ui.boards.vierfrei.board import VierfreiBoard

    if taken is None:
        return VierfreiBoard(deal)
    board = VierfreiBoard(taken=taken)
    if give_up:
        board.new_deal(deal)
    return board


register(GameEntry(
    key="vierfrei",
    title=lambda: translate("Vierfrei", "Vierfrei"),
    icon=vierfrei_icon,
    create_board=create_board,
    rules=vierfrei_rules,
    entrance=entrance,
))
