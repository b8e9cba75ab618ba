"""PrefClub's words at the table: seats, games, bids, phases and results in the
current language (context "PrefClub"), for the board, the table and the dialogs."""


from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QObject

from cardsuite.engine.cards import Suit
from cardsuite.games.pref import club
from cardsuite.games.pref.contract import LEVELS, Contract
from cardsuite.games.pref.game import (
    AllPassResult,
    Bid,
    ContractResult,
    Deal,
    Declare,
    HalfWhist,
    MiserResult,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
)
from cardsuite.games.pref.ledger import QUOTAS
from cardsuite.games.pref.table_rules import TableRules
from cardsuite.ui.i18n import language_manager

translate = QCoreApplication.translate


class PrefClub(QObject):
    """The translation context "PrefClub" as a class, for the texts with plural forms:
    ``PrefClub.tr(text, "", n)`` is what lupdate (6.11) files as a numerus message ("1 trick",
    "2 tricks"); ``translate("PrefClub", text, None, n)`` with a variable ``n`` it files as
    a plain one."""

HUMAN = 0
SYMBOLS: dict[Suit, str] = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦",
                            Suit.HEARTS: "♥"}
#: Words before a name that are not what the table calls him (see :func:`short_name`).
TITLES = frozenset({"Dr.", "Prof.", "Tante", "Onkel", "Die", "Der", "Das"})


# --- names -----------------------------------------------------------------------------------

def player_word() -> str:
    return translate("PrefClub", "You")


def short_name(name: str) -> str:
    """What the table calls a character where room is short: his first capitalised word that
    is no title; the whole name if there is none."""
    for word in name.split():
        if word not in TITLES and word[:1].isupper():
            return word
    return name


class Names:
    """The three seats' names: the player's (his member name, or "You") and the opponents'."""

    def __init__(self, opponents: Sequence[str], player: str | None = None) -> None:
        self.opponents = tuple(opponents)
        self.player = player

    def full(self, seat: int) -> str:
        if seat == HUMAN:
            return self.player or player_word()
        return self.opponents[seat - 1]

    def short(self, seat: int) -> str:
        if seat == HUMAN:
            return short_name(self.player) if self.player else player_word()
        return short_name(self.opponents[seat - 1])


# --- suits and contracts ---------------------------------------------------------------------

def suit_name(suit: Suit | None) -> str:
    """A strain in words: "spades" … "hearts", None: "no trumps"."""
    names = {
        Suit.SPADES: translate("PrefClub", "spades"),
        Suit.CLUBS: translate("PrefClub", "clubs"),
        Suit.DIAMONDS: translate("PrefClub", "diamonds"),
        Suit.HEARTS: translate("PrefClub", "hearts"),
        None: translate("PrefClub", "no trumps"),
    }
    return names[suit]


def contract_text(contract: Contract) -> str:
    """A bid or contract in words: "7 hearts", "8 no trumps", "Miser"."""
    if contract.miser:
        return translate("PrefClub", "Miser")
    return translate("PrefClub", "%1 %2").replace("%1", str(contract.level)).replace(
        "%2", suit_name(contract.strain))


def contract_short(contract: Contract) -> str:
    """A bid or contract with the suit symbol: "6♠", "7♥", "8NT", "Miser"."""
    if contract.miser:
        return translate("PrefClub", "Miser")
    if contract.strain is None:
        return translate("PrefClub", "%1NT").replace("%1", str(contract.level))
    return f"{contract.level}{SYMBOLS[contract.strain]}"


def stalingrad_text(on: bool) -> str:
    """The table's rule for 6♠ (see games/pref/table_rules.py)."""
    if on:
        return translate("PrefClub", "6♠ must be whisted (Stalingrad)")
    return translate("PrefClub", "6♠ whisted freely")


def all_pass_text(top: int) -> str:
    """The table's rule for ALL PASS deals in a row: 6-7-8 or 6-7-7."""
    return translate("PrefClub", "ALL PASS %1").replace("%1", "6-7-8" if top == 8 else "6-7-7")


def all_pass_scoring_name(scoring: str) -> str:
    """The ALL PASS score's short name, for the rules dialog's buttons."""
    return {"manual": translate("PrefClub", "in whists"),
            "sochi": translate("PrefClub", "Sochi"),
            "leningrad": translate("PrefClub", "Leningrad"),
            "rostov": translate("PrefClub", "Rostov")}[scoring]


def all_pass_scoring_text(scoring: str) -> str:
    """How ALL PASS is scored, for the sheet."""
    if scoring == "manual":
        return translate("PrefClub", "scored in whists")
    return translate("PrefClub", "scored as in %1").replace("%1", all_pass_scoring_name(scoring))


def half_whist_text(on: bool) -> str:
    if on:
        return translate("PrefClub", "half-whist on 6 and 7")
    return translate("PrefClub", "no half-whist")


def whist_kind_text(kind: str) -> str:
    if kind == "gentleman":
        return translate("PrefClub", "gentleman's whist")
    return translate("PrefClub", "greedy whist")


def responsibility_text(responsibility: str) -> str:
    if responsibility == "half":
        return translate("PrefClub", "half-responsible on 6 and 7")
    return translate("PrefClub", "responsible")


def ten_text(checked: bool) -> str:
    if checked:
        return translate("PrefClub", "10 played out")
    return translate("PrefClub", "10 not checked")


def amnesty_text(on: bool) -> str:
    if on:
        return translate("PrefClub", "amnesty")
    return translate("PrefClub", "no amnesty")


def table_rules_text(rules: TableRules) -> str:
    """The table's rules in three lines, for the sheet: 6♠ and 10; ALL PASS; the whist."""
    lines = (
        translate("PrefClub", "Rules: %1, %2").replace(
            "%1", stalingrad_text(rules.stalingrad)).replace("%2", ten_text(rules.ten_checked)),
        translate("PrefClub", "%1 %2, %3").replace(
            "%1", all_pass_text(rules.all_pass_top)).replace(
            "%2", all_pass_scoring_text(rules.all_pass_scoring)).replace(
            "%3", amnesty_text(rules.amnesty)),
        translate("PrefClub", "%1, %2, %3").replace(
            "%1", whist_kind_text(rules.whist_kind)).replace(
            "%2", responsibility_text(rules.responsibility)).replace(
            "%3", half_whist_text(rules.half_whist)),
    )
    return "\n".join(lines)


def half_whist_word() -> str:
    return translate("PrefClub", "Half-whist")


def hold_text(contract: Contract) -> str:
    return translate("PrefClub", "Hold %1").replace("%1", contract_short(contract))


def points_text(value: Fraction | int, signed: bool = False) -> str:
    """Whist points as the sheet writes them: whole numbers plain, halves with ½, other
    fractions as "12 1/3"; ``signed`` puts + before a positive number."""
    value = Fraction(value)
    sign = "-" if value < 0 else ("+" if signed and value > 0 else "")
    value = abs(value)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    part = "½" if value.denominator == 2 else f"{rest}/{value.denominator}"
    return f"{sign}{whole} {part}" if whole else f"{sign}{part}"


def decimal_mark() -> str:
    """The decimal comma in German, the point in English (the suite's language, not the
    system's)."""
    return "," if language_manager().language == "de" else "."


def amount_text(amount: Fraction | int) -> str:
    """An amount of DM without the currency: rounded to the pfennig, + before a gain, the
    language's decimal mark ("+2,80", "-1.05", "0,00")."""
    text = club.format_dm(amount, decimal_mark())
    rounds_to_nothing = not text.strip("0" + decimal_mark())
    return f"+{text}" if amount > 0 and not rounds_to_nothing else text


def money_text(amount: Fraction | int, signed: bool = False) -> str:
    """An amount of DM as shown: ``DM 12,50`` / ``DM -3.34``; ``signed``: ``DM +2,80``."""
    return translate("PrefClub", "DM %1").replace(
        "%1", amount_text(amount) if signed else club.format_dm(amount, decimal_mark()))


# --- what was said ---------------------------------------------------------------------------

def _spoken(deal: Deal):
    """(seat, action, words) for every action of the deal in order: the words said (a bid,
    "(hold)", Pass, the contract, WHIST, Open, Closed), "" for a discard; the play ends it
    with its first card (words "")."""
    high: Contract | None = None
    for seat, action in deal.history:
        text = ""
        if isinstance(action, Play):
            yield seat, action, text
            return
        if isinstance(action, Bid):
            contract = action.contract
            text = (translate("PrefClub", "%1 (hold)").replace("%1", contract_short(contract))
                    if high is not None and contract == high else contract_short(contract))
            high = contract
        elif isinstance(action, Pass | PassWhist):
            text = translate("PrefClub", "Pass")
        elif isinstance(action, Declare):
            text = contract_short(action.contract)
        elif isinstance(action, Whist):
            text = translate("PrefClub", "WHIST")
        elif isinstance(action, HalfWhist):
            text = half_whist_word()
        elif isinstance(action, PlayOpen):
            text = translate("PrefClub", "Open")
        elif isinstance(action, PlayClosed):
            text = translate("PrefClub", "Closed")
        yield seat, action, text


def auction_said(deal: Deal) -> list[tuple[int, str]]:
    """Every word said before the play, in order (the dialog of the bidding)."""
    return [(seat, text) for seat, _action, text in _spoken(deal) if text]


def speech_texts(deal: Deal) -> dict[int, str]:
    """Each seat's last word, for the bubbles: bids and passes while the bidding lasts, then
    the final contract, whist or pass, open or closed; nothing once the first card is played."""
    said: dict[int, str] = {}
    for seat, action, text in _spoken(deal):
        if isinstance(action, Play):
            return {}
        if isinstance(action, Declare):
            said = {}
        said[seat] = text
    if deal.phase is Phase.PLAYING and deal.all_pass:
        return {seat: translate("PrefClub", "Pass") for seat in range(3)} if not deal.tricks \
            and not deal.trick else {}
    return said


def final_bids(deal: Deal) -> dict[int, str]:
    """The score box's "Bid" column: while bidding each seat's last bid (or Pass); then the
    declarer's contract and each defender's WHIST or Pass; ALL PASS: Pass for all."""
    bids: dict[int, str] = {}
    for seat in range(3):
        if seat in deal.passed:
            bids[seat] = translate("PrefClub", "Pass")
        elif deal.bids[seat] is not None:
            bids[seat] = contract_short(deal.bids[seat])
        else:
            bids[seat] = ""
    if deal.declarer is not None:
        bids[deal.declarer] = contract_short(deal.contract or deal.bids[deal.declarer])
        for defender, whist in zip(deal.defenders, deal.whists, strict=False):
            if whist is True:
                bids[defender] = translate("PrefClub", "WHIST")
            elif defender == deal.half_whister:
                bids[defender] = half_whist_word()
            elif whist is False:
                bids[defender] = translate("PrefClub", "Pass")
    return bids


# --- the info line ---------------------------------------------------------------------------

def info_text(deal: Deal, names: Names) -> str:
    """The status once the contract is known: declarer and contract, the whists, open play;
    ALL PASS and its level.  The declarer is named in full once, the rest by the short
    names of the score box, so the line leaves room for what is happening now."""
    if deal.all_pass:
        return translate("PrefClub", "ALL PASS at level %1").replace("%1", str(deal.minimum_level))
    if deal.declarer is None:
        if deal.minimum_level > LEVELS[0]:
            return translate("PrefClub", "Lowest bid %1").replace("%1", str(deal.minimum_level))
        return ""
    contract = deal.contract if deal.contract is not None else deal.bids[deal.declarer]
    parts = [translate("PrefClub", "%1: %2").replace("%1", names.full(deal.declarer))
             .replace("%2", contract_text(contract))]
    if deal.contract is not None and not deal.contract.miser and None not in deal.whists \
            and deal.whists:
        whisters = [names.short(seat) for seat, whist in zip(deal.defenders, deal.whists,
                                                             strict=True) if whist]
        if whisters:
            parts.append(translate("PrefClub", "WHIST: %1").replace("%1", ", ".join(whisters)))
        elif deal.contract.level == LEVELS[-1]:
            parts.append(translate("PrefClub", "no whist on 10"))
        else:
            parts.append(translate("PrefClub", "nobody whists"))
    if deal.open_play and deal.contract is not None and not deal.contract.miser:
        parts.append(translate("PrefClub", "open cards"))
    parts.extend(standing_texts(deal, names))
    return " — ".join(parts)


def standing_texts(deal: Deal, names: Names) -> list[str]:
    """In the play of a contract: the declarer's tricks against his level (a Miser: against
    none), and the defence's against its quota when somebody whists."""
    if deal.phase is not Phase.PLAYING or deal.contract is None or deal.declarer is None:
        return []
    taken = deal.tricks_taken()
    mine = taken[deal.declarer]
    if deal.contract.miser:
        return [translate("PrefClub", "%1 wants no trick: %2 taken")
                .replace("%1", names.short(deal.declarer)).replace("%2", str(mine))]
    texts = [translate("PrefClub", "%1: %2 of %3 tricks").replace("%1", names.short(deal.declarer))
             .replace("%2", str(mine)).replace("%3", str(deal.contract.level))]
    quota = QUOTAS.get(deal.contract.level)
    if quota and any(deal.whists):
        defence = sum(taken[seat] for seat in deal.defenders)
        texts.append(translate("PrefClub", "defence: %1 of %2").replace("%1", str(defence))
                     .replace("%2", str(quota)))
    return texts


def phase_text(deal: Deal, names: Names, *, widow_showing: bool, pending: bool,
               thinking: bool, selected: int) -> str:
    """What happens now, for the info line."""
    if deal.phase is Phase.FINISHED:
        return translate("PrefClub", "The deal is over: DEAL deals the next hand.")
    if widow_showing:
        return translate("PrefClub", "The widow: click or press Return to go on.")
    if pending:
        return translate("PrefClub", "Click or press Return to collect the trick.")
    seat = deal.to_move
    if seat != HUMAN:
        if thinking:
            return translate("PrefClub", "%1 is thinking …").replace("%1", names.full(seat))
        return translate("PrefClub", "%1 to move.").replace("%1", names.full(seat))
    if deal.phase is Phase.BIDDING:
        return translate("PrefClub", "Your bid: choose one, or Pass.")
    if deal.phase is Phase.DISCARDING:
        return translate("PrefClub", "Discard two cards: %1 chosen.").replace("%1", str(selected))
    if deal.phase is Phase.DECLARING:
        return translate("PrefClub", "Name your final contract.")
    if deal.phase is Phase.WHISTING:
        if deal.half_whister is not None:
            return translate("PrefClub", "%1 half-whists: WHIST after all, or let it stand?") \
                .replace("%1", names.full(deal.half_whister))
        return translate("PrefClub", "WHIST or Pass?")
    if deal.phase is Phase.OPENING:
        return translate("PrefClub", "Play with open or closed cards?")
    if deal.turn != HUMAN:
        return translate("PrefClub", "Play a card from %1's hand.").replace(
            "%1", names.full(deal.turn))
    return translate("PrefClub", "Your turn: click or drag a card.")


def outcome_text(deal: Deal, names: Names) -> str:
    """What a finished deal came to, in a line."""
    outcome = deal.outcome()
    if isinstance(outcome, AllPassResult):
        return translate("PrefClub", "ALL PASS at level %1 — tricks: %2").replace(
            "%1", str(outcome.level)).replace(
            "%2", ", ".join(f"{names.short(s)} {outcome.tricks[s]}" for s in range(3)))
    if isinstance(outcome, MiserResult):
        name = names.full(outcome.declarer)
        if outcome.tricks_taken == 0:
            return translate("PrefClub", "%1: Miser — no trick, won.").replace("%1", name)
        return PrefClub.tr("%1: Miser — %n tricks, lost.", "", outcome.tricks_taken) \
            .replace("%1", name)
    if isinstance(outcome, ContractResult):
        name = names.full(outcome.declarer)
        contract = contract_text(outcome.contract)
        if outcome.half_whister is not None:
            return translate("PrefClub", "%1: %2 — half-whist (%3), it stands.").replace(
                "%1", name).replace("%2", contract).replace(
                "%3", names.full(outcome.half_whister))
        if outcome.unchecked:
            return translate("PrefClub", "%1: %2 — not checked, it stands.").replace(
                "%1", name).replace("%2", contract)
        if outcome.stands:
            return translate("PrefClub", "%1: %2 — nobody whists, it stands.").replace(
                "%1", name).replace("%2", contract)
        taken = outcome.tricks[outcome.declarer]
        short = outcome.contract.level - taken
        if short <= 0:
            return translate("PrefClub", "%1: %2 — %3 tricks, made.").replace("%1", name) \
                .replace("%2", contract).replace("%3", str(taken))
        return PrefClub.tr("%1: %2 — %n tricks, down %3.", "", taken).replace("%1", name) \
            .replace("%2", contract).replace("%3", str(short))
    return ""
