"""Binokel's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces, the rules engine and the computer players before a game is
opened.  Importing this module registers the game.
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

# Two equal cards fanned — every Binokel card is there twice — the Pik Ober
# ("O") before the Schellen Unter ("U"): the Binokel itself.  "#" ink.
ICON = (
    "................................",
    "................................",
    "..##############................",
    "..#............#................",
    "..#.#...#......#................",
    "..#.#...#......#................",
    "..#.#...#.##############........",
    "..#.#...#.#............#........",
    "..#..###..#............#........",
    "..#.......#..####......#........",
    "..#.......#.#....#.....#........",
    "..#.......#.#....#.....#........",
    "..#.......#.#....#.....#........",
    "..#.......#.#....#.....#........",
    "..#.......#..####......#........",
    "..#.......#............#........",
    "..#.......#.....#......#........",
    "..#.......#....###.....#........",
    "..#.......#...#####....#........",
    "..#.......#..#######...#........",
    "..#.......#..###.###...#........",
    "..#.......#.....#......#........",
    "..#.......#....###.....#........",
    "..#.......#............#........",
    "..#########............#........",
    "..........#............#........",
    "..........#............#........",
    "..........#............#........",
    "..........##############........",
    "................................",
    "................................",
    "................................",
)


def binokel_icon(theme: Theme) -> QPixmap:
    """The desktop icon, pixel for pixel."""
    return pixel_icon(ICON, [(3, 3, 12, 21), (11, 7, 13, 21)], {"#": theme.ink}, theme.paper)


def binokel_rules() -> str:
    return translate("Binokel",
        "<h3>Binokel</h3>"
        "<p>You play against Jim (right) and Cathy (left) with 40 cards: ace, ten, king, "
        "Ober and Unter of Clubs, Spades, Hearts and Diamonds, each twice. Everybody gets "
        "twelve cards; four lie in the middle as the Dabb.</p>"
        "<p>Middlehand opens the bidding with 150, forehand answers with 10 more or passes, "
        "then the survivor bids against rearhand. Click the button with the next number, "
        "or \"Pass\" (key W). The last one left plays alone: he takes up the Dabb, which "
        "everybody sees, presses four cards (click four, then OK; their points count for "
        "him), names trump and melds.</p>"
        "<p>Melds: pair (king and Ober of a suit) 20, in trump 40; family (ace, ten, king, "
        "Ober, Unter of a suit) 100, in trump 150; Binokel (Spades Ober and Diamonds Unter) "
        "40, double 300; four aces 100, kings 80, Ober 60, Unter 40; Rundgang (a pair in "
        "every suit) 240. The meld screen fills in your melds; with AB the solo player goes "
        "out instead: he loses his bid, the others score their melds and 40.</p>"
        "<p>Middlehand leads. Follow suit and beat the trick if you can; if you cannot "
        "follow, trump. Aces count 11, tens 10, kings 4, Ober 3, Unter 2, the last trick 10. "
        "The solo player must make more than his bid with melds, tricks and pressed cards, "
        "or he scores minus his bid.</p>"
        "<p>A round is 24 games (or, in the Options menu, a game to 1000 or 1500 points). "
        "After every game the score pad shows the round so far; the best ten rounds are "
        "kept in the Top 10.</p>"
        "<p><b>Mouse:</b> click a card to play it, or drag it onto the table; a click "
        "collects a finished trick.</p>"
        "<p><b>Keys:</b> Left and Right move the cursor over your cards, Space chooses the "
        "card under it, Return plays it (or presses the four chosen, or bids the number "
        "offered); W passes; Space or Return collects a trick. F1 load, F2 save, F3 new "
        "round, F4 hint, F7 score pad, Alt+X or F10 close; L shows the last trick, B the "
        "bidding, P the deal log, and C claims the rest.</p>"
    ) + translate("Binokel",
        "<p>In the Options menu, \"48 cards with sevens\" adds two sevens to every suit: "
        "fifteen cards each, a Dabb of three (press three), and every seven of trump held "
        "melds 10 as the Diß; a seven counts no points and ranks below the Unter.</p>"
    ) + translate("Binokel",
        "<p>With \"Durch and Bettel\" in the Options menu the solo player may, instead of "
        "naming trump, announce Durch (to take every trick: 1000, or 1500 with his cards "
        "open on the table) or Bettel (to take no trick: 1000), if his bid is no higher. "
        "There is no trump and nobody melds; follow suit and beat the trick if you can. "
        "In a Durch the solo player leads. The game is over at the first trick that "
        "decides it; lost, it costs twice its value.</p>")


def entrance(parent: QWidget, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Opening Binokel: a round kept from last time is offered to continue — unless a deal
    number was asked for (then that deal, and the kept round waits)."""
    if options and options.get("deal") is not None:
        return {}
    from cardsuite.ui.boards.binokel.board import offer_kept

    return offer_kept(parent)


def create_board(deal: int | None = None, seed: int | None = None, taken=None,
                 give_up: bool = False, **_options) -> QWidget:
    """The board with its start screen; ``seed`` fixes the computer players' choices (the
    screenshots' way to the same game every run), else a random one; ``taken`` is the
    round kept from last time (continued without the start screen; given up: a new one)."""
    from cardsuite.ui.boards.binokel.board import BinokelBoard

    check_deal_number("Binokel", deal)
    return BinokelBoard(deal, seed, start_screen=True, taken=taken, give_up=give_up)


register(GameEntry(
    key="binokel",
    title=lambda: translate("Binokel", "Binokel"),
    icon=binokel_icon,
    create_board=create_board,
    rules=binokel_rules,
    entrance=entrance,
))
