"""PrefClub's entry on the desktop: name, icon, rules, the club's entrance, the board on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces, the rules engine and the computer players before a game is
opened.  Importing this module registers the game.

Opening PrefClub runs the club's entrance first (:func:`entrance`: the doorman,
the member's file, the table, see :mod:`.club_board`); its answers are
the options of :func:`create_board`, which seats the member at his table.
:func:`create_board` without a member opens a table without the club (Tante
Hilde and the Baron, a game to 20, a whist point DM 0,05), for trying the
board.
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

# The Preference score sheet as players draw it — the figure that parts the
# page into the three players' fields around the pool — and a Pik card before
# it.  "#" ink, "-" paper, "." transparent.
ICON = (
    "................................",
    ".########################.......",
    ".#----------------------#.......",
    ".#-#------------------#-#.......",
    ".#--#----------------#--#.......",
    ".#---#--------------#---#.......",
    ".#----#------------#----#.......",
    ".#-----#----------#-----#.......",
    ".#------#--------#------#.......",
    ".#-------#------#-------#.......",
    ".#--------#-###-#-------#.......",
    ".#---------#---#--------#.......",
    ".#--------#-----#-------#.......",
    ".#--------#-----#-------#.......",
    ".#--------#-----#-###########...",
    ".#---------#---#--#---------#...",
    ".#----------###---#---------#...",
    ".#-----------#----#----#----#...",
    ".#-----------#----#---###---#...",
    ".#-----------#----#--#####--#...",
    ".#-----------#----#-#######-#...",
    ".#-----------#----#-#######-#...",
    ".#-----------#----#--##-##--#...",
    ".#-----------#----#----#----#...",
    ".#-----------#----#---###---#...",
    ".#-----------#----#---------#...",
    ".#############----#---------#...",
    "..................#---------#...",
    "..................#---------#...",
    "..................###########...",
    "................................",
    "................................",
)


def pref_icon(theme: Theme) -> QPixmap:
    """The desktop icon, pixel for pixel."""
    return pixel_icon(ICON, [], {"#": theme.ink, "-": theme.paper}, theme.paper)


def pref_rules() -> str:
    return translate("PrefClub",
        "<h3>PrefClub</h3>"
        "<p>Preference for three: you against two of the club's players, with 32 cards "
        "(seven to ace). Everybody gets ten cards; two lie face down in the middle as the "
        "widow.</p>"
        "<p><b>Bidding.</b> The player left of the dealer bids first. A bid is 6 to 10 "
        "tricks in a suit or without trumps, in the order spades, clubs, diamonds, hearts, "
        "no trumps; each bid must be higher than the last. Miser (take no trick) may only "
        "be your first bid; a bid of 9 beats it. Once one has passed, the other two bid on, "
        "and the one earlier in the order may hold (\"dabei\") the other's bid. Choose "
        "from the grid of bids in the box on the table, or Miser, Hold or Pass. The last "
        "one left takes the widow (everybody sees it), discards two cards (click two, then "
        "OK) and names his final contract, not lower than his last bid. If all three pass, "
        "it is ALL PASS.</p>"
        "<p><b>WHIST.</b> Each defender says WHIST or passes; a whister undertakes that the "
        "defence takes 4 tricks against 6, 2 against 7, 1 against 8 or 9. Against 6 spades "
        "both must whist (Stalingrad), unless your table plays without it; against 10 nobody "
        "whists. A lone whister plays both defending "
        "hands, open or closed as he chooses. Against Miser the defenders' cards are open "
        "and nobody whists.</p>"
        "<p><b>Play.</b> Follow suit; if you cannot, trump; else play any card. Aces are "
        "high. In ALL PASS there are no trumps, everybody wants few tricks, and the widow "
        "cards are turned up to lead the first two tricks.</p>"
        "<p><b>The score sheet</b> shows for every player his BULLET (contracts made: 2, 4, "
        "6, 8, 10 for 6 to 10 tricks, Miser 10), his MOUNTAIN (penalties) and the WHIST he "
        "writes on each of the others, as running entries: the previous deal's in red (in "
        "monochrome underlined), the latest deal's in black. When every BULLET has reached "
        "the game limit, the game is settled in whist points and DM.</p>"
        "<p><b>Mouse:</b> the pointing hand chooses bids and cards; click a card to play it, "
        "or drag it onto the table; a click collects a trick. DEAL (lower left) deals the "
        "next hand, EXIT leaves; the final bids and the tricks taken are in the lower right "
        "corner.</p>"
        "<p><b>Keys:</b> Left and Right move the pointing hand over the bids or your cards, "
        "Return chooses; Return collects a trick and, after a deal, deals the next hand. "
        "F4 hint, F7 score sheet, Alt+X or F10 EXIT, Tab leaves the club; L shows the last "
        "trick, B the bidding, P the deal log, and C claims the rest.</p>"
    ) + translate("PrefClub",
        "<p><b>The club.</b> The doorman asks your name; a new name joins the club and gets "
        "a member file with its balance in DM. You choose two opponents from the Versager, "
        "the Damen and the Kartenhaie, the game limit (10 to 50) and the price of a whist "
        "point. Every game's result is booked to your file. Every 5 deals your balance is "
        "checked: a new member plays on a credit of DM 10 and pays DM 10 for leaving a game "
        "under way; more than DM 10 ahead at the first check, you pay the credit back, your "
        "credit limit becomes DM 15 and the penalty DM 50. Debts over your credit limit at "
        "a later check end your membership; every check is told, the first in an alert, "
        "later ones in the info line. EXIT and Tab ask before they cost the penalty; "
        "between games Tab leaves at once. After a game, DEAL seats you for the next one."
        "</p>"
    ) + translate("PrefClub",
        "<p><b>Table rules.</b> With the table you choose its rules: the manual's, Sochi's, "
        "or each on its own (own …); the score sheet names them. 6♠ must be whisted by both "
        "(Stalingrad) or is whisted freely. Half-whist: against 6 or 7, when the first "
        "defender has passed, the second may say half-whist; unless the first then whists "
        "after all, the contract stands unplayed and the half-whister writes the whists of "
        "half the quota (4) on the declarer. When the declarer goes down against one "
        "whister, the whister keeps the whists of all the defence's tricks (greedy) or "
        "shares them with the one who passed (gentleman's). A defence short of its quota "
        "costs the whister the contract's value per trick on his MOUNTAIN, or half of it "
        "against 6 and 7 (half-responsible). A 10 is played out, or not checked: it stands. "
        "ALL PASS deals in a row rise 6-7-8 or 6-7-7 and are scored in whists (the manual: "
        "the fewest tricks writes the difference, 2, 4 or 6 a trick, on each other player), "
        "as in Sochi (every trick 1, 2 or 3 points on the taker's MOUNTAIN), as in Leningrad "
        "(the same, and no trick writes as many in the BULLET) or as in Rostov (the fewest "
        "tricks writes 5 whists for every trick of each other player; no trick: 1 point in "
        "the BULLET). Amnesty writes the smallest MOUNTAIN off all three at the settlement; "
        "it changes no result.</p>")


def entrance(parent: QWidget, _options: dict[str, Any] | None = None) -> dict[str, Any] | None:
    from cardsuite.ui.boards.pref.club_board import entrance as club_entrance

    return club_entrance(parent)


def create_board(deal: int | None = None, the_club=None, member=None, table=None,
                 seed: int | None = None, session=None, **_options) -> QWidget:
    """The board; ``seed`` fixes the game's deals and the computer players' choices (the
    screenshots' and tests' way to the same game every run), else a random one;
    ``session`` is the member's game kept from last time, taken up at the door."""

    check_deal_number("PrefClub", deal)
    if member is None:
        from cardsuite.games.pref.session import SessionSettings
        from cardsuite.ui.boards.pref.board import (
            DEFAULT_LIMIT,
            DEFAULT_OPPONENTS,
            DEFAULT_PRICE,
            PrefBoard,
        )

        terms = None if seed is None else SessionSettings(DEFAULT_LIMIT, DEFAULT_PRICE,
                                                          DEFAULT_OPPONENTS, seed)
        return PrefBoard(terms, deal=deal)
    from cardsuite.ui.boards.pref.club_board import ClubBoard

    return ClubBoard(the_club, member, table, deal=deal, seed=seed, session=session)


register(GameEntry(
    key="pref",
    title=lambda: translate("PrefClub", "PrefClub"),
    icon=pref_icon,
    create_board=create_board,
    rules=pref_rules,
    entrance=entrance,
))
