"""Skat's words at the table: seats, games, bids, phases and results in the
current language (context "Skat"), for the board, the table and the dialogs."""


from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardsuite.engine.cards import Suit
from cardsuite.games.skat import rules
from cardsuite.games.skat.game import (
    Action,
    Bid,
    Deal,
    Declare,
    Hold,
    Kontra,
    Pass,
    PassOn,
    Phase,
    Play,
    PlayHand,
    Re,
    TakeSkat,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import Contract

translate = QCoreApplication.translate

HUMAN = 0
#: The order of the game buttons in the declaration dialog (cheapest first, as a Skat list reads).
GAME_ORDER = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS,
              GameType.GRAND, GameType.NULL)


# --- words -----------------------------------------------------------------------------

def seat_name(seat: int) -> str:
    if seat == HUMAN:
        return translate("Skat", "You")
    return translate("Skat", "Amiga I") if seat == 1 else translate("Skat", "Amiga II")


def role_name(deal: Deal, seat: int) -> str:
    """Vorhand, Mittelhand or Hinterhand (the dealer) of ``deal``."""
    if seat == deal.forehand:
        return translate("Skat", "forehand")
    if seat == deal.middlehand:
        return translate("Skat", "middlehand")
    return translate("Skat", "rearhand")


def game_name(game_type: GameType) -> str:
    names = {
        GameType.DIAMONDS: translate("Skat", "Diamonds"),
        GameType.HEARTS: translate("Skat", "Hearts"),
        GameType.SPADES: translate("Skat", "Spades"),
        GameType.CLUBS: translate("Skat", "Clubs"),
        GameType.GRAND: translate("Skat", "Grand"),
        GameType.NULL: translate("Skat", "Null"),
        GameType.RAMSCH: translate("Skat", "Ramsch"),
    }
    return names[game_type]


def suit_name(suit: Suit) -> str:
    """A suit by the name of its suit game: "Kreuz" … "Karo"."""
    return game_name({Suit.CLUBS: GameType.CLUBS, Suit.SPADES: GameType.SPADES,
                      Suit.HEARTS: GameType.HEARTS, Suit.DIAMONDS: GameType.DIAMONDS}[suit])


def contract_text(contract: Contract) -> str:
    """The declaration as a player says it: "Kreuz", "Grand Hand Schneider angesagt", "Null Ouvert"."""
    words = [game_name(contract.game_type)]
    if contract.hand:
        words.append(translate("Skat", "Hand"))
    if contract.ouvert:
        words.append(translate("Skat", "Ouvert"))
    elif contract.announces_schwarz:
        words.append(translate("Skat", "Schwarz announced"))
    elif contract.announces_schneider:
        words.append(translate("Skat", "Schneider announced"))
    return " ".join(words)


def describe_text(code: str) -> str:
    """A Skatliste description (``"clubs with 2 hand schneider"``) in words, one by one."""
    games = {game.value: game for game in GameType}
    words: list[str] = []
    parts = code.split()
    index = 0
    while index < len(parts):
        word = parts[index]
        following = parts[index + 1] if index + 1 < len(parts) else ""
        if word in games:
            words.append(game_name(games[word]))
        elif word in ("with", "without") and following.isdigit():
            template = translate("Skat", "with %1") if word == "with" else translate("Skat", "without %1")
            words.append(template.replace("%1", following))
            index += 1
        elif word == "passed-on" and following.isdigit():
            words.append(translate("Skat", "passed on %1×").replace("%1", following))
            index += 1
        else:
            words.append(_level_word(word))
        index += 1
    return " ".join(words)


def _level_word(word: str) -> str:
    levels = {
        "hand": translate("Skat", "Hand"),
        "ouvert": translate("Skat", "Ouvert"),
        "schneider": translate("Skat", "Schneider"),
        "schwarz": translate("Skat", "Schwarz"),
        # "schneider schneider-announced" reads "Schneider angesagt"
        "schneider-announced": translate("Skat", "announced"),
        "schwarz-announced": translate("Skat", "announced"),
        "overbid": translate("Skat", "overbid"),
        "kontra": translate("Skat", "Kontra"),
        "re": translate("Skat", "Re"),
        "bock": translate("Skat", "Bock"),
    }
    return levels.get(word, word)


def speech_text(action: Action, still_bidding: bool = True) -> str:
    """What a seat says for ``action`` in its speech bubble ("" for nothing worth a bubble)."""
    if isinstance(action, Bid):
        return f"{action.value}?" if still_bidding else str(action.value)
    if isinstance(action, Hold):
        return translate("Skat", "Yes")
    if isinstance(action, Pass):
        return translate("Skat", "Pass!")
    if isinstance(action, PlayHand):
        return translate("Skat", "Hand!")
    if isinstance(action, TakeSkat):
        return translate("Skat", "I take the Skat.")
    if isinstance(action, Declare):
        return contract_text(action.contract)
    if isinstance(action, Kontra):
        return translate("Skat", "Kontra!")
    if isinstance(action, Re):
        return translate("Skat", "Re!")
    if isinstance(action, PassOn):
        return translate("Skat", "Pass it on!")
    return ""


def declared_text(deal: Deal) -> str:
    """What stays at the declarer's seat through the play: the game, the bid and a Kontra
    or Re ("Kreuz Hand – gereizt 23 (Kontra)")."""
    text = translate("Skat", "%1 – bid %2").replace("%1", contract_text(deal.contract)) \
        .replace("%2", str(deal.bid))
    if deal.kontra:
        text += " " + (translate("Skat", "(Re)") if deal.re else translate("Skat", "(Kontra)"))
    return text


def bubble_texts(deal: Deal) -> dict[int, str]:
    """The speech bubbles: each seat's last word before the play (:func:`speeches`); once
    the first card is played, the declared game and bid at the declarer's seat."""
    said = {seat: speech_text(*entry) for seat, entry in speeches(deal).items()}
    if not said and deal.contract is not None and deal.declarer is not None and \
            deal.phase in (Phase.PLAYING, Phase.FINISHED):
        said[deal.declarer] = declared_text(deal)
    return said


def auction_said(deal: Deal) -> list[tuple[int, str]]:
    """Every word said before the play, in order (the dialog of the bidding): bids as plain
    values, "Yes", passes, Hand or the Skat, the game declared, Kontra and Re."""
    said = []
    for seat, action in deal.history:
        if isinstance(action, Play):
            break
        text = speech_text(action, still_bidding=False)
        if text:
            said.append((seat, text))
    return said


def speeches(deal: Deal) -> dict[int, tuple[Action, bool]]:
    """Each seat's last word worth a bubble, from the deal's history (so a resumed deal shows it too).

    Bidding words stay until the declaration, which clears them; the first
    card played clears everything.  A bid is a question ("18?") while the
    bidding goes on; the last one (the one who opens at the end) is a plain value.
    """
    said: dict[int, tuple[Action, bool]] = {}
    bidding_done = deal.phase is not Phase.BIDDING
    for index, (seat, action) in enumerate(deal.history):
        if isinstance(action, Play):
            return {}
        if isinstance(action, Declare):
            said = {}
        if speech_text(action):
            last_bid = bidding_done and not any(
                isinstance(a, Bid | Hold | Pass) for _s, a in deal.history[index + 1:])
            said[seat] = (action, not last_bid)
    return said


def phase_text(deal: Deal, pending: bool, thinking: bool) -> str:
    """The info line: the phase in words ("Reizen: 18 – Amiga I", "Amiga II spielt Kreuz – …").

    ``pending``: a finished trick waits to be collected; ``thinking``: the
    computer player on turn is deciding.
    """
    phase = deal.phase
    to_move = deal.to_move
    if phase is Phase.BIDDING:
        bid = str(deal.bid) if deal.bid is not None else translate("Skat", "no bid yet")
        if to_move == HUMAN:
            text = translate("Skat", "Bidding: %1 – your turn (you are %2)")
            return text.replace("%1", bid).replace("%2", role_name(deal, HUMAN))
        return translate("Skat", "Bidding: %1 – %2").replace("%1", bid).replace(
            "%2", seat_name(to_move))
    if phase in (Phase.HAND, Phase.PUSHING, Phase.DECLARING):
        if deal.declarer == HUMAN:
            texts = {Phase.HAND: translate("Skat", "You are the declarer (bid %1): Hand or Skat?"),
                     Phase.PUSHING: translate("Skat", "You are the declarer (bid %1): lay two cards away."),
                     Phase.DECLARING: translate("Skat", "You are the declarer (bid %1): choose your game.")}
            return texts[phase].replace("%1", str(deal.bid))
        return translate("Skat", "%1 is the declarer (bid %2).").replace(
            "%1", seat_name(deal.declarer)).replace("%2", str(deal.bid))
    if phase is Phase.KONTRA:
        game = plays_text(deal.declarer, contract_text(deal.contract))
        return game + " – " + translate("Skat", "Kontra?")
    if phase is Phase.SCHIEBERAMSCH:
        head = translate("Skat", "Schieberamsch, scores ×%1").replace(
            "%1", str(deal.ramsch_factor()))
        if to_move != HUMAN:
            return head + " – " + seat_name(to_move)
        if deal.laying_away:
            return head + " – " + translate("Skat", "lay two cards away (no jacks).")
        return head + " – " + translate("Skat", "take the Skat, or pass it on unseen "
                                                "(doubles the scores)?")
    if deal.declarer is None:
        head = game_name(rules.GameType.RAMSCH)
        points = "  ".join(f"{seat_name(s)} {deal.card_points(s)}" for s in range(3))
    else:
        head = plays_text(deal.declarer, contract_text(deal.contract))
        if deal.kontra:
            head += " " + (translate("Skat", "(Re)") if deal.re else translate("Skat", "(Kontra)"))
        declarer = deal.card_points(deal.declarer)
        if phase is Phase.FINISHED:
            declarer += deal.skat_points()  # shown once the deal is over: the points add to 120
        defenders = sum(deal.card_points(s) for s in range(3) if s != deal.declarer)
        points = translate("Skat", "points %1 : %2").replace("%1", str(declarer)).replace(
            "%2", str(defenders))
    if phase is Phase.FINISHED:
        return " – ".join((head, translate("Skat", "over"), points,
                           translate("Skat", "F1: next deal")))
    turn = ""
    if pending:
        turn = translate("Skat", "click to collect the trick")
    elif to_move == HUMAN:
        turn = translate("Skat", "your turn")
    elif thinking:
        turn = translate("Skat", "%1 is thinking …").replace("%1", seat_name(to_move))
    number = len(deal.tricks) if pending else len(deal.tricks) + 1  # the trick on the table
    trick = translate("Skat", "trick %1").replace("%1", str(min(10, number)))
    return " – ".join(part for part in (head, trick, points, turn) if part)



def plays_text(seat: int, game: str, past: bool = False) -> str:
    """ "Amiga II spielt Kreuz" / "Sie spielen Kreuz" (``past``: "… spielte …")."""
    if past:
        if seat == HUMAN:
            return translate("Skat", "You played %1").replace("%1", game)
        return translate("Skat", "%1 played %2").replace("%1", seat_name(seat)).replace("%2", game)
    if seat == HUMAN:
        return translate("Skat", "You play %1").replace("%1", game)
    return translate("Skat", "%1 plays %2").replace("%1", seat_name(seat)).replace("%2", game)
