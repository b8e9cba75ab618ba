"""The words every trick game says alike: the table's menu entries (Last trick, Deal log,
Claim the rest, Hint and the two options), the last trick's and the deal log's
dialogs, a claim's answers, the seat marks "dealer" and "declarer", a refused card's
duty ("Follow suit: %1").

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
from cardsuite.ui.table.board import ClaimWords, TrickBoard
from cardsuite.ui.table.deal_log import DealLogWords
from cardsuite.ui.table.last_trick import LastTrickWords
from cardsuite.ui.table.refusal import RefusalWords

translate = QCoreApplication.translate


def name_table_actions(board: TrickBoard) -> None:
    """The texts of the menu entries the base gives every trick table (the bidding's entry
    is each game's: "Reizen" in Skat and Binokel, "Gebote" in PrefClub)."""
    board.action_auto.setText(translate("TrickGames", "Collect tricks automatically"))
    board.action_mark.setText(translate("TrickGames", "Mark the playable cards"))
    board.action_deck.setText(translate("TrickGames", "Four-colour deck (colour theme)"))
    board.action_last.setText(translate("TrickGames", "Last trick"))
    board.action_log.setText(translate("TrickGames", "Deal log"))
    board.action_claim.setText(translate("TrickGames", "Claim the rest"))
    board.action_hint.setText(translate("TrickGames", "Hint"))


def last_trick_words(seat_name: Callable[[int], str]) -> LastTrickWords:
    return LastTrickWords(translate("TrickGames", "Last trick"),
                          translate("TrickGames", "takes it"), translate("TrickGames", "OK"),
                          seat_name)


def deal_log_words(seat_name: Callable[[int], str], *, table: str, laid_away: str,
                   points: str, game: str) -> DealLogWords:
    """The deal log's words around the game's own: the cards lying on the ``table`` (Skat,
    Dabb, widow), the ones ``laid_away``, a trick's ``points`` ("" if none are counted) and
    a listed ``game`` ("Game %1 of %2")."""
    return DealLogWords(
        title=translate("TrickGames", "Deal log"), ok=translate("TrickGames", "OK"),
        seat_name=seat_name, table=table, laid_away=laid_away,
        dealt=translate("TrickGames", "As dealt"),
        trick=translate("TrickGames", "Trick %1 of %2"),
        took=translate("TrickGames", "led: %1 – taken: %2"), points=points, game=game)


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
