"""Skat's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces, the rules engine and the computer players before a game is opened.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme
from cardsuite.ui.pixel_icon import pixel_icon
from cardsuite.ui.registry import GameEntry, check_deal_number, register

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
    """The rules as the Help menu shows them: one translated paragraph (or a few) per call,
    so that a paragraph added or changed leaves the others' translations standing."""
    return "".join((
        translate("Skat",
            "<h3>Skat</h3>"
            "<p>You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two "
            "lie in the middle as the Skat. The bidding decides who plays alone (the declarer) "
            "against the other two: the one who can promise the highest game value wins it. "
            "Click the button with the next value, or \"Pass!\"; when you are asked, answer "
            "\"Yes\" or \"Pass!\". If everybody passes, Ramsch is played.</p>"),
        translate("Skat",
            "<p>As declarer you play Hand or take the Skat: then click two cards to lay away "
            "(click again to take one back) and confirm. Then choose the game: Diamonds (9), "
            "Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may "
            "announce Schneider, Schwarz or (ISkO rules) Ouvert.</p>"),
        translate("Skat",
            "<p><b>Lay away again:</b> in the ISkO rules the two cards laid away may still be "
            "changed until the game is declared. \"Lay away again\" in the game dialog (or "
            "Backspace) takes them back into your hand, where they stand raised: click one to "
            "lower it and another to raise it, or keep both, and confirm with \"Lay away\". "
            "In the Amiga 1990 rules a card laid away stays laid away: there is no such button, "
            "the second card clicked lays both away at once, and jacks cannot be laid away.</p>"),
        translate("Skat",
            "<p>You must follow suit; the jacks are trumps (in Null they are not). The declarer "
            "needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, "
            "jacks 2.</p>"
            "<p>A game is worth its base value × (matadors \"with\" or \"without\" + 1 + Hand + "
            "Schneider + …). A game whose value stays below the bid is lost (overbid). A lost "
            "game counts double (in the Amiga 1990 rules a lost Hand game counts single). "
            "Ramsch: whoever takes the most points loses them.</p>"),
        translate("Skat",
            "<p>The Amiga 1990 rules count \"with\" or \"without\" at most 4, only the jacks, "
            "as the 1990 program did: \"with 6\" in a suit game counts as \"with 4\", both in "
            "the game value and in the bidding (the bid values that would need more are not "
            "offered). The ISkO rules count the whole run of trumps.</p>"),
        translate("Skat",
            "<p><b>Mouse:</b> click a card to play it, or drag it onto the table; a click "
            "collects a finished trick.</p>"),
        translate("Skat",
            "<p><b>Keys:</b> Left / Right and Home / End move the bar over your hand, Space "
            "chooses the card under it (to lay away or to play), Return plays it, lays the two "
            "chosen away, or answers the box on the table with its first button (the bid, "
            "\"Yes\", \"Kontra!\", \"Re!\"); W passes (in a Schieberamsch: passes the Skat on), N says \"No\" to Kontra or Re; Space "
            "or Return collects a trick. In the Hand question Left / Right move the default "
            "button; in the game dialog Left / Right choose the game, Up / Down the "
            "announcement, Return plays, Backspace lays away again. F1 new deal, F2 deal by "
            "number, F4 hint, F7 score list, Shift+F1 new session, F8 save the session, F9 "
            "resume it, F10 close; L shows the last trick, B the bidding, P the deal log, and "
            "C claims the rest.</p>"),
        translate("Skat",
            "<p><b>Options:</b> the rules of today's International Skat Order (ISkO) or of the "
            "Amiga program of 1990 (no Null and no Ouvert, no jacks laid away, Kontra and Re), the "
            "Seeger-Fabian list (ISkO), dealing again when all pass (ISkO), the Ramsch's Skat "
            "to the taker of the last trick, Kontra and Re, collecting tricks by itself, and "
            "how well Amiga I and Amiga II play.</p>"),
        translate("Skat",
            "<p><b>House rules</b> (Options menu, all off at first): they apply from the next "
            "session, are saved with the session and are named on the score list.</p>"
            "<p><b>Kontra after bidding 18</b> (with Kontra and Re): only a defender who bid or "
            "held a bid (\"Yes\") may say Kontra; a defender who did not is not asked. The "
            "declarer may always say Re.</p>"),
        translate("Skat",
            "<p><b>Bock rounds</b> of 3 or 6 games: a suit game or Grand ending 60 : 60, a game "
            "lost with Kontra or any game with Re, and a won Grand Hand each bring that many "
            "Bock games; they queue up behind those still to come. A Bock game counts double "
            "(the entry, won or lost, and the scores of a Ramsch), Kontra and Re on top. The "
            "info line says \"Bock game\", the score list how many are still to come; a deal "
            "given up with F1 or dealt again uses none up.</p>"),
        translate("Skat",
            "<p><b>Schieberamsch:</b> when all pass, each in turn from forehand takes the Skat "
            "and lays two cards away for the next (no jacks), or passes it on unseen, which "
            "doubles the Ramsch (passed on by all three: ×8). After rearhand's turn the Ramsch is "
            "played. With \"All pass: deal again\" (ISkO) the cards are dealt again "
            "instead.</p>"),
        translate("Skat",
            "<p><b>Bierlachs list</b> to 500 or 1000: only minus points are written. A won game "
            "costs each defender its value, a lost game costs the declarer its usual entry. As "
            "soon as somebody reaches −500 (or −1000), whoever is lowest has lost the Bierlachs "
            "and owes the table a round; the score list names him and the game goes on. It takes "
            "the place of the Seeger-Fabian list.</p>"),
    ))


def entrance(parent: QWidget, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Opening Skat: a session kept from last time is offered to continue — unless a deal
    number was asked for (then that deal, and the kept session waits)."""
    if options and options.get("deal") is not None:
        return {}
    from cardsuite.ui.boards.skat.board import offer_kept

    return offer_kept(parent)


def create_board(deal: int | None = None, seed: int | None = None, taken=None,
                 give_up: bool = False, **_options) -> QWidget:
    """A Skat board; ``deal`` replays that deal, ``seed`` fixes the session's (and so the
    computer players') choices — the screenshots tool's, a player gets a fresh one;
    ``taken`` is the session kept from last time (given up: a new one in its place)."""

    from cardsuite.ui.boards.skat.board import SkatBoard

    check_deal_number("Skat", deal)
    return SkatBoard(deal, seed=seed, taken=taken, give_up=give_up)


register(GameEntry(
    key="skat",
    title=lambda: translate("Skat", "Skat"),
    icon=skat_icon,
    create_board=create_board,
    rules=skat_rules,
    entrance=entrance,
))
