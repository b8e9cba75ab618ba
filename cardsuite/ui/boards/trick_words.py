"""The sentences every trick game says in the same words: a claim's answers, the seat marks
"dealer" and "declarer", a refused card's duty ("Follow suit: %1").

The trick table's base owns no text, since the same English word is translated
differently per game ("Pass" is *weg* in Binokel, *Passe* in PrefClub).  These
sentences hold no game's vocabulary: in German and in English they read the same
at Skat, Binokel and PrefClub, so they are translated once, in the context
"TrickGames", and each game's board takes them from here.  A game whose words
differ keeps its own (the suit names, which are each game's, come from its words).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from cardsuite.engine.cards import Suit
from cardsuite.ui.table.board import ClaimWords
from cardsuite.ui.table.refusal import RefusalWords

translate = QCoreApplication.translate


def claim_words() -> ClaimWords:
    """The answers to a claim of the rest (C)."""
    return ClaimWords(
        holds=translate("TrickGames", "The rest is yours: the cards are played out."),
        fails=translate("TrickGames", "The claim does not hold: the others can still take a "
                                      "trick."),
        too_early=translate("TrickGames", "Too early to claim: the cards can lie in too many "
                                          "ways."),
        none=translate("TrickGames", "No claim in this game."))


def seat_marks(seat: int, dealer: int, declarer: int | None) -> list[str]:
    """The dealer and the declarer, marked at their seats."""
    marks = [translate("TrickGames", "dealer")] if seat == dealer else []
    if seat == declarer:
        marks.append(translate("TrickGames", "declarer"))
    return marks


def refusal_words(suit_name: Callable[[Suit], str], *, follow_trumps: bool = False,
                  beat: bool = False, trump: bool = False,
                  overtrump: bool = False) -> RefusalWords:
    """A refused card's duty in words, for a game whose duties are those flagged (every
    game must follow suit); ``suit_name`` is the game's own name of a suit."""
    return RefusalWords(
        follow=translate("TrickGames", "Follow suit: %1"), suit_name=suit_name,
        follow_trumps=translate("TrickGames", "Follow suit: trump") if follow_trumps else "",
        beat=translate("TrickGames", "Must beat: %1") if beat else "",
        trump=translate("TrickGames", "Must trump: %1") if trump else "",
        overtrump=translate("TrickGames", "Must overtrump: %1") if overtrump else "")
