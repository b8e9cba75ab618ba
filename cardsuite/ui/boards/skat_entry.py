"""Skat's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces, the rules engine and the computer players before a game is opened.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme
from cardsuite.ui.pixel_icon import pixel_icon
from cardsuite.ui.registry import GameEntry, register

translate = QCoreApplication.translate

# A card face down behind a club jack: 1-bit art, "#" ink, "p" the back's
# pattern (the card-back colour: red in colour, ink in mono).
ICON = (
    "................................",
    ".################...............",
    ".#..............#...............",
    ".#.p.p.p.p.p.p..#...............",
    ".#..p...p...p...#...............",
    ".#.p.p.p.p.p.p..#...............",
    ".#....p...p...p.#...............",
    ".#.p.p.p.p.p.p..#...............",
    ".#..p...p...p##################.",
    ".#.p.p.p.p.p.#................#.",
    ".#....p...p..#...#............#.",
    ".#.p.p.p.p.p.#...#............#.",
    ".#..p...p...p#...#............#.",
    ".#.p.p.p.p.p.#.#.#............#.",
    ".#....p...p..#..#.............#.",
    ".#.p.p.p.p.p.#......###.......#.",
    ".#..p...p...p#.....#####......#.",
    ".#.p.p.p.p.p.#.....#####......#.",
    ".#....p...p..#......###.......#.",
    ".#.p.p.p.p.p.#...###.#.###....#.",
    ".#..p...p...p#..###########...#.",
    ".#...........#..###########...#.",
    ".#############...###.#.###....#.",
    ".............#.......#........#.",
    ".............#......###.......#.",
    ".............#................#.",
    ".............#................#.",
    ".............#................#.",
    ".............#................#.",
    ".............#................#.",
    ".............##################.",
    "................................",
)


def skat_icon(theme: Theme) -> QPixmap:
    """The desktop icon, pixel for pixel."""
    return pixel_icon(ICON, [(2, 2, 14, 20), (14, 9, 16, 21)],
                      {"#": theme.ink, "p": theme.card_back}, theme.paper)


def skat_rules() -> str:
    return translate("Skat",
        "<h3>Skat</h3>"
        "<p>You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie "
        "in the middle as the Skat. The bidding decides who plays alone (the declarer) "
        "against the other two: the one who can promise the highest game value wins it. "
        "Click the button with the next value, or \"Pass!\"; when you are asked, answer "
        "\"Yes\" or \"Pass!\". If everybody passes, Ramsch is played.</p>"
        "<p>As declarer you play Hand or take the Skat: then click two cards to lay away "
        "(click again to take one back) and confirm. Then choose the game: Diamonds (9), "
        "Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may "
        "announce Schneider, Schwarz or Ouvert.</p>"
        "<p>You must follow suit; the jacks are trumps (in Null they are not). The declarer "
        "needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, "
        "jacks 2.</p>"
        "<p>A game is worth its base value × (matadors \"with\" or \"without\" + 1 + Hand + "
        "Schneider + …). A game whose value stays below the bid is lost (overbid). A lost "
        "game counts double. Ramsch: whoever takes the most points loses them.</p>"
        "<p><b>Mouse:</b> click a card to play it, or drag it onto the table; a click "
        "collects a finished trick.</p>"
        "<p><b>Keys:</b> F1 new deal, F2 deal by number, F7 score list, Shift+F1 new "
        "session, F8 save the session, F9 resume it, F10 close.</p>"
        "<p><b>Options:</b> the rules of today's International Skat Order (ISkO) or of the "
        "Amiga program of 1990 (no Null, no jacks laid away, Kontra and Re), Kontra and Re, "
        "collecting tricks by itself, and how well Amiga I and Amiga II play.</p>"
    )


def create_board(deal: int | None = None, **_options) -> QWidget:

    from cardsuite.ui.boards.skat import SkatBoard
    from cardsuite.ui.boards.skat_dialogs import DEAL_MAX

    if deal is not None and not 1 <= deal <= DEAL_MAX:
        raise ValueError(f"Skat deals run from 1 to {DEAL_MAX}, not {deal}")
    return SkatBoard(deal)


register(GameEntry(
    key="skat",
    title=lambda: translate("Skat", "Skat"),
    icon=skat_icon,
    create_board=create_board,
    rules=skat_rules,
))
