"""PrefClub's entry on the desktop: name, icon, rules, and the board made on demand.

Kept apart from the board so that starting the suite does not load the board,
the card faces, the rules engine and the computer players before a game is
opened.  Importing this module registers the game — **it is not imported by**
:mod:`cardsuite.ui.boards` **yet**: the game goes on the desktop once the club
entrance (:mod:`.pref_club`) is put in front of the board.

:func:`create_board` opens a table without the club (Tante Hilde and the
Baron, a game to 20, a whist point DM 0,05): for trying the board and for
the command line's ``--deal``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme
from cardsuite.ui.pixel_icon import pixel_icon
from cardsuite.ui.registry import GameEntry, register

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
        "both must whist; against 10 nobody whists. A lone whister plays both defending "
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
        "or drag it onto the table; a click collects a trick. GEBEN (lower left) deals the "
        "next hand, EXIT leaves; the final bids and the tricks taken are in the lower right "
        "corner.</p>"
        "<p><b>Keys:</b> Left and Right move the pointing hand over the bids or your cards, "
        "Return chooses; Return collects a trick and, after a deal, deals the next hand. "
        "F7 score sheet, Alt-X EXIT, Tab leaves the club.</p>")


def create_board(deal: int | None = None, **_options) -> QWidget:
    from cardsuite.games.pref.session import DEAL_NUMBER_MAX
    from cardsuite.ui.boards.pref import PrefBoard

    if deal is not None and not 1 <= deal <= DEAL_NUMBER_MAX:
        raise ValueError(f"PrefClub deals run from 1 to {DEAL_NUMBER_MAX}, not {deal}")
    return PrefBoard(deal=deal)


register(GameEntry(
    key="pref",
    title=lambda: translate("PrefClub", "PrefClub"),
    icon=pref_icon,
    create_board=create_board,
    rules=pref_rules,
))
