"""Binokel's words at the table: seats, games, bids, phases and results in the
current language (context "Binokel"), for the board, the table and the dialogs."""


from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardsuite.engine.cards import Suit
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel.game import Action, Bid, Deal, Pass, Phase
from cardsuite.games.binokel.melds import MeldName

translate = QCoreApplication.translate

HUMAN = 0

# The cross-suit rows of the meld screen, in the 1992 order; the game with sevens adds the Diß.
CROSS_ROWS: tuple[str, ...] = ("binokel", "aces", "kings", "queens", "jacks", "rundgang")
SEVENS_CROSS_ROWS: tuple[str, ...] = (*CROSS_ROWS, "diss")


# --- words -----------------------------------------------------------------------------

def seat_name(seat: int) -> str:
    if seat == HUMAN:
        return translate("Binokel", "You")
    return translate("Binokel", "Jim") if seat == 1 else translate("Binokel", "Cathy")


def suit_name(suit: Suit) -> str:
    names = {
        Suit.CLUBS: translate("Binokel", "Clubs"),
        Suit.SPADES: translate("Binokel", "Spades"),
        Suit.HEARTS: translate("Binokel", "Hearts"),
        Suit.DIAMONDS: translate("Binokel", "Diamonds"),
    }
    return names[suit]


def cross_name(category: str) -> str:
    """A cross-suit row of the meld screen."""
    names = {
        "binokel": translate("Binokel", "Binokel"),
        "aces": translate("Binokel", "Aces"),
        "kings": translate("Binokel", "Kings"),
        "queens": translate("Binokel", "Ober"),
        "jacks": translate("Binokel", "Unter"),
        "rundgang": translate("Binokel", "Rundgang"),
        "diss": translate("Binokel", "Diß"),
    }
    return names[category]


def meld_text(meld: meld_table.Meld) -> str:
    """One meld in words: "Hearts pair 20", "Four aces 100"."""
    suit = suit_name(meld.suit) if meld.suit is not None else ""
    names = {
        MeldName.PAIR: translate("Binokel", "%1 pair"),
        MeldName.DOUBLE_PAIR: translate("Binokel", "%1 double pair"),
        MeldName.FAMILY: translate("Binokel", "%1 family"),
        MeldName.DOUBLE_FAMILY: translate("Binokel", "%1 double family"),
        MeldName.BINOKEL: translate("Binokel", "Binokel"),
        MeldName.DOUBLE_BINOKEL: translate("Binokel", "Double Binokel"),
        MeldName.FOUR_JACKS: translate("Binokel", "Four Unter"),
        MeldName.EIGHT_JACKS: translate("Binokel", "Eight Unter"),
        MeldName.FOUR_QUEENS: translate("Binokel", "Four Ober"),
        MeldName.EIGHT_QUEENS: translate("Binokel", "Eight Ober"),
        MeldName.FOUR_KINGS: translate("Binokel", "Four kings"),
        MeldName.EIGHT_KINGS: translate("Binokel", "Eight kings"),
        MeldName.FOUR_ACES: translate("Binokel", "Four aces"),
        MeldName.EIGHT_ACES: translate("Binokel", "Eight aces"),
        MeldName.RUNDGANG: translate("Binokel", "Rundgang"),
        MeldName.DISS: translate("Binokel", "Diß"),
        MeldName.DOUBLE_DISS: translate("Binokel", "Double Diß"),
    }
    return names[meld.name].replace("%1", suit) + " " + str(meld.points)


def speech_text(action: Action) -> str:
    """A bidding bubble: the number named, or "weg"."""
    if isinstance(action, Bid):
        return str(action.value)
    if isinstance(action, Pass):
        return translate("Binokel", "Pass")
    return ""


def auction_said(deal: Deal) -> list[tuple[int, str]]:
    """Every word of the bidding, in order (the dialog of the bidding)."""
    return [(seat, speech_text(action)) for seat, action in deal.history
            if isinstance(action, Bid | Pass)]


def bidding_words(deal: Deal) -> dict[int, str]:
    """Each seat's last word in the bidding, for the bubbles while the bidding lasts."""
    said: dict[int, str] = {}
    for seat, action in deal.history:
        if isinstance(action, Bid | Pass):
            said[seat] = speech_text(action)
    return said


def special_name(special: str) -> str:
    """A Durch or Bettel by name: "Durch", "Durch open", "Bettel"."""
    return {"durch": translate("Binokel", "Durch"),
            "open-durch": translate("Binokel", "Durch open"),
            "bettel": translate("Binokel", "Bettel")}[special]


def declared_text(deal: Deal) -> str:
    """What stays at the solo player's seat once trump is named: the bid and the trump
    ("350, Trumpf Herz"), or the Durch or Bettel announced; "" before."""
    if deal.solo is not None and deal.special is not None:
        return special_name(deal.special)
    if deal.solo is None or deal.trump is None:
        return ""
    return translate("Binokel", "%1, trump %2").replace("%1", str(deal.bid)).replace(
        "%2", suit_name(deal.trump))


def info_text(deal: Deal, own_melds: int | None,
              standing: tuple[int, int] | None = None) -> str:
    """The 1992 status line once the game is known: solo player and bid, melds, trump; in
    the play the solo player's standing (melds + trick points + pressed cards so far, and
    what he needs to win)."""
    if deal.solo is None:
        return ""
    parts = [translate("Binokel", "Game: %1 %2").replace("%1", seat_name(deal.solo))
             .replace("%2", str(deal.bid) if deal.special is None
                      else special_name(deal.special))]
    if own_melds is not None and deal.special is None:
        parts.append(translate("Binokel", "melded %1").replace("%1", str(own_melds)))
    if deal.trump is not None:
        parts.append(translate("Binokel", "trump %1").replace("%1", suit_name(deal.trump)))
    if standing is not None:
        parts.append(translate("Binokel", "%1: %2 (needs %3)").replace("%1", seat_name(deal.solo))
                     .replace("%2", str(standing[0])).replace("%3", str(standing[1])))
    return " — ".join(parts)


def phase_text(deal: Deal, *, dabb_showing: bool, pending: bool, thinking: bool,
               selected: int) -> str:
    """What happens now, for the info line."""
    if deal.phase is Phase.FINISHED:
        return translate("Binokel", "The deal is over: click or press Return for the score pad.")
    if dabb_showing:
        return translate("Binokel", "The Dabb: click or press Space to go on.")
    if pending:
        return translate("Binokel", "Click or press Space to collect the trick.")
    seat = deal.to_move
    if seat != HUMAN:
        if thinking:
            return translate("Binokel", "%1 is thinking …").replace("%1", seat_name(seat))
        return translate("Binokel", "%1 to move.").replace("%1", seat_name(seat))
    if deal.phase is Phase.BIDDING:
        return translate("Binokel", "Your bid: %1 or Pass (W).").replace("%1", str(deal.next_bid))
    if deal.phase is Phase.PRESSING:
        text = translate("Binokel", "Press three cards: %1 chosen.") if deal.dabb_size == 3 \
            else translate("Binokel", "Press four cards: %1 chosen.")
        return text.replace("%1", str(selected))
    if deal.phase is Phase.TRUMP:
        return translate("Binokel", "Name trump.")
    if deal.phase is Phase.MELDING:
        return translate("Binokel", "Meld, or go out.")
    if deal.phase is Phase.DECLARING:
        return translate("Binokel", "Declare your melds.")
    return translate("Binokel", "Your turn: click or drag a card.")


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)
