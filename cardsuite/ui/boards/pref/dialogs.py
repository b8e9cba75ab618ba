"""PrefClub's words and GEM boxes: names, suits, contracts, the info line, the bid box, the
final contract.

Everything the PrefClub board says is made here from the deal's plain data at
the moment it is shown, so a language switch re-labels the info line, the
bubbles, the boxes and open dialogs at once (each dialog re-labels itself
through :meth:`GemForm.set_retranslate`, the table's boxes through
:meth:`BidBox.retranslate`).  Every string has the context ``"PrefClub"``.

Words (decisions):

- **Suits** are named as the 1993 manual names them: *Pik, Kreuz, Karo,
  Herz* and for no trumps *ohne Trumpf* (the manual: "keine Trümpfe");
  English *spades, clubs, diamonds, hearts, no trumps*.  A contract in words
  is "7 hearts" / "7 Herz", "8 no trumps" / "8 ohne Trumpf", "Miser".
- **Short forms** with the suit symbols, which the suite's GEM font has:
  "6♠", "7♥", "8NT" (German "8 o.T."), "Miser" — on the bid buttons, in the
  bubbles and in the score box, where room is short.
- **Names**: the player is "You" / "Sie" unless the club gives his member
  name; the opponents are the characters' proper names, never translated.
  Where room is short (the score box, the sheet's whist lines) a character is
  called by :func:`short_name`: the first capitalised word that is no title
  ("Dr. Margot Sorgsam" → "Margot", "Tante Hilde" → "Hilde", "Die schwarze
  Lola" → "Lola").
- **Holding** ("dabei", the manual's ''Dabei'' or ''Das Gleiche'') is
  "Hold 7♥" / "Dabei 7♥" on its button and "7♥ (hold)" / "7♥ (dabei)" in the
  bubble.
- The manual's own program words stay as they were: **WHIST**, **ALL PASS**,
  **BULLET**, **MOUNTAIN** (in capitals, also in German: the 1993 program
  used them so), **Miser**; GEBEN is the German for the "DEAL" button.

The boxes:

- :class:`ContractGrid`: the compact grid of bids a Preference player expects
  from a bidding box — levels 6 … 10 as rows, the strains ♠ ♣ ♦ ♥ NT as
  columns, every button that is not a legal bid now greyed (disabled).
- :class:`BidBox`: the player's bidding box on the table: a prompt, the grid,
  and a row of Miser (only while it is legal), Hold (only while holding is
  legal) and Pass.  It emits :attr:`BidBox.chosen` with the action.
- :class:`DeclareDialog`: the declarer names the final contract (the manual's
  "Schlußgebot") from the legal contracts; the lowest (his last bid) is the
  default.  It keeps above the player's hand so that he sees his cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from cardsuite.engine.cards import Suit
from cardsuite.games.pref.contract import LEVELS, STRAINS, Contract
from cardsuite.games.pref.game import (
    Action,
    AllPassResult,
    Bid,
    ContractResult,
    Deal,
    Declare,
    MiserResult,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
)
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel, equalise_widths, fill_border
from cardsuite.ui.gem.theme import current_theme, theme_manager

translate = QCoreApplication.translate

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


def money_text(amount) -> str:
    """An amount of DM as shown (rounded to the pfennig, the language's decimal mark)."""
    from cardsuite.games.pref.ledger import round_to_pfennigs

    rounded = round_to_pfennigs(amount)
    text = f"{rounded:.2f}"
    if rounded > 0:
        text = "+" + text
    text = text.replace(".", QLocale().decimalPoint())
    return translate("PrefClub", "DM %1").replace("%1", text)


# --- what was said ---------------------------------------------------------------------------

def speech_texts(deal: Deal) -> dict[int, str]:
    """Each seat's last word, for the bubbles: bids and passes while the bidding lasts, then
    the final contract, whist or pass, open or closed; nothing once the first card is played."""
    said: dict[int, str] = {}
    high: Contract | None = None
    for seat, action in deal.history:
        if isinstance(action, Play):
            return {}
        if isinstance(action, Bid):
            contract = action.contract
            said[seat] = (translate("PrefClub", "%1 (hold)").replace("%1", contract_short(contract))
                          if high is not None and contract == high else contract_short(contract))
            high = contract
        elif isinstance(action, Pass):
            said[seat] = translate("PrefClub", "Pass")
        elif isinstance(action, Declare):
            said = {seat: contract_short(action.contract)}
        elif isinstance(action, Whist):
            said[seat] = translate("PrefClub", "WHIST")
        elif isinstance(action, PassWhist):
            said[seat] = translate("PrefClub", "Pass")
        elif isinstance(action, PlayOpen):
            said[seat] = translate("PrefClub", "Open")
        elif isinstance(action, PlayClosed):
            said[seat] = translate("PrefClub", "Closed")
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
            elif whist is False:
                bids[defender] = translate("PrefClub", "Pass")
    return bids


# --- the info line ---------------------------------------------------------------------------

def info_text(deal: Deal, names: Names) -> str:
    """The status once the contract is known: declarer and contract, the whists, open play;
    ALL PASS and its level."""
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
        whisters = [names.full(seat) for seat, whist in zip(deal.defenders, deal.whists,
                                                             strict=True) if whist]
        if whisters:
            parts.append(translate("PrefClub", "WHIST: %1").replace("%1", ", ".join(whisters)))
        elif deal.contract.level == LEVELS[-1]:
            parts.append(translate("PrefClub", "no whist on 10"))
        else:
            parts.append(translate("PrefClub", "nobody whists"))
    if deal.open_play and deal.contract is not None and not deal.contract.miser:
        parts.append(translate("PrefClub", "open cards"))
    return " — ".join(parts)


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
        return translate("PrefClub", "%1: Miser — %2 tricks, lost.").replace("%1", name) \
            .replace("%2", str(outcome.tricks_taken))
    if isinstance(outcome, ContractResult):
        name = names.full(outcome.declarer)
        contract = contract_text(outcome.contract)
        if outcome.stands:
            return translate("PrefClub", "%1: %2 — nobody whists, it stands.").replace(
                "%1", name).replace("%2", contract)
        taken = outcome.tricks[outcome.declarer]
        short = outcome.contract.level - taken
        if short <= 0:
            return translate("PrefClub", "%1: %2 — %3 tricks, made.").replace("%1", name) \
                .replace("%2", contract).replace("%3", str(taken))
        return translate("PrefClub", "%1: %2 — %3 tricks, down %4.").replace("%1", name) \
            .replace("%2", contract).replace("%3", str(taken)).replace("%4", str(short))
    return ""


# --- the grid of contracts -------------------------------------------------------------------

class ContractGrid(QWidget):
    """Levels as rows, strains ♠ ♣ ♦ ♥ NT as columns: one GEM button per contract, the
    ones not offered greyed.  ``clicked`` brings the contract of a button clicked."""

    clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None, minimum: int = LEVELS[0]) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(0)
        self.buttons: dict[Contract, GemButton] = {}
        for row, level in enumerate(LEVELS):
            for column, strain in enumerate(STRAINS):
                contract = Contract(level, strain)
                button = GemButton()
                button.clicked.connect(lambda _c=False, c=contract: self.clicked.emit(c))
                grid.addWidget(button, row, column)
                self.buttons[contract] = button
        self.set_minimum(minimum)
        self.retranslate()

    def set_minimum(self, minimum: int) -> None:
        """Rows below the deal's lowest level are not shown."""
        for contract, button in self.buttons.items():
            button.setVisible(contract.level >= minimum)

    def retranslate(self) -> None:
        for contract, button in self.buttons.items():
            button.setText(contract_short(contract))
        equalise_widths(list(self.buttons.values()))

    def offer(self, contracts: Sequence[Contract]) -> None:
        """Enable exactly the buttons of ``contracts``."""
        offered = set(contracts)
        for contract, button in self.buttons.items():
            button.setEnabled(contract in offered)
            button.set_default(False)

    def enabled(self) -> list[tuple[Contract, GemButton]]:
        """The buttons offered, lowest contract first (the keyboard's order)."""
        return [(c, b) for c, b in sorted(self.buttons.items()) if b.isEnabled()
                and b.isVisibleTo(self)]


class BidBox(QWidget):
    """The player's bidding box on the table: a prompt, the grid, Miser, Hold and Pass.

    :meth:`offer` shows it for the legal bids; a click emits :attr:`chosen` with
    the action (:class:`Bid` or :class:`Pass`).  :meth:`targets` lists the
    buttons the keyboard moves over, :meth:`point` marks the one the hand points
    at (drawn as the default, 3 px, and chosen by Return).
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(4)
        self.prompt = GemLabel()
        self.prompt.setAutoFillBackground(False)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.prompt)
        self.grid = ContractGrid()
        self.grid.clicked.connect(lambda contract: self.chosen.emit(Bid(contract)))
        column.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.setSpacing(0)
        self.miser_button = GemButton()
        self.hold_button = GemButton()
        self.pass_button = GemButton()
        for button in (self.miser_button, self.hold_button, self.pass_button):
            button.set_exit(True)
            row.addWidget(button)
        column.addLayout(row)
        self.miser_button.clicked.connect(
            lambda _c=False: self.chosen.emit(Bid(Contract.miser_bid())))
        self.hold_button.clicked.connect(lambda _c=False: self._hold())
        self.pass_button.clicked.connect(lambda _c=False: self.chosen.emit(Pass()))
        self.hold: Contract | None = None
        self.pointed: GemButton | None = None
        self.hide()
        theme_manager().changed.connect(self._theme_changed)
        self.retranslate()

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def _hold(self) -> None:
        if self.hold is not None:
            self.chosen.emit(Bid(self.hold))

    def paintEvent(self, event) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.paper)
        fill_border(painter, self.rect(), 1, theme.ink)
        painter.end()

    def offer(self, legal: Sequence[Action], minimum: int, high_bid: Contract | None) -> None:
        """Show the box for the legal actions of the bidding (``Deal.legal_actions``); a legal
        bid equal to the highest bid ``high_bid`` is a hold ("dabei") and gets its button."""
        bids = [a.contract for a in legal if isinstance(a, Bid)]
        self.hold = high_bid if high_bid is not None and high_bid in bids else None
        self.grid.set_minimum(minimum)
        self.grid.offer([c for c in bids if not c.miser and c != self.hold])
        self.miser_button.setVisible(Contract.miser_bid() in bids)
        self.hold_button.setVisible(self.hold is not None)
        self.point(None)
        self.retranslate()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.prompt.setText(translate("PrefClub", "Your bid:"))
        self.grid.retranslate()
        self.miser_button.setText(translate("PrefClub", "Miser"))
        self.hold_button.setText(hold_text(self.hold) if self.hold is not None else "")
        self.pass_button.setText(translate("PrefClub", "Pass"))
        equalise_widths([b for b in (self.miser_button, self.hold_button, self.pass_button)])
        self.adjustSize()

    def targets(self) -> list[GemButton]:
        """The buttons the keyboard moves over: the grid's offered bids lowest first, then
        Miser, Hold, Pass."""
        buttons = [button for _c, button in self.grid.enabled()]
        for button in (self.miser_button, self.hold_button, self.pass_button):
            if button.isVisibleTo(self) and button.isEnabled():
                buttons.append(button)
        return buttons

    def button_for(self, action: Action) -> GemButton | None:
        """The button that says ``action`` (None if the box does not offer it)."""
        if isinstance(action, Pass):
            return self.pass_button
        if not isinstance(action, Bid):
            return None
        if action.contract == self.hold:
            return self.hold_button
        if action.contract.miser:
            return self.miser_button
        return dict(self.grid.enabled()).get(action.contract)

    def point(self, button: GemButton | None) -> None:
        """Mark ``button`` as the one Return chooses (the pointing hand is over it)."""
        if self.pointed is not None:
            self.pointed.set_default(False)
        self.pointed = button
        if button is not None:
            button.set_default(True)


class DeclareDialog(GemDialog):
    """The declarer names the final contract: the grid, offered from his last bid up.

    The lowest legal contract is the default (Return); Left / Right move the
    default over the offered contracts.  Escape does nothing: the deal cannot go
    on without a contract.
    """

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        self.above: int | None = None
        self._contract: Contract | None = None
        self.prompt = GemLabel()
        self.content_layout().addWidget(self.prompt)
        self.grid = ContractGrid(minimum=deal.minimum_level)
        self.legal = deal.legal_contracts()
        self.grid.offer(self.legal)
        self.grid.clicked.connect(self._chosen)
        for button in self.grid.buttons.values():
            button.set_exit(True)
        self.content_layout().addWidget(self.grid, 0, Qt.AlignmentFlag.AlignHCenter)
        self.pointed = self.legal[0] if self.legal else None
        self._mark()
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        self.set_title(translate("PrefClub", "Final contract"))
        last = self.deal.bids[self.deal.declarer]
        self.prompt.setText(translate("PrefClub", "Your last bid was %1. Your contract:")
                            .replace("%1", contract_short(last)) if last is not None
                            else translate("PrefClub", "Your contract:"))
        self.grid.retranslate()

    def _mark(self) -> None:
        for contract, button in self.grid.buttons.items():
            button.set_default(contract == self.pointed)

    def _chosen(self, contract: Contract) -> None:
        self._contract = contract
        self.accept()

    def contract(self) -> Contract | None:
        """The contract chosen (None while open)."""
        return self._contract

    def choose(self, contract: Contract) -> None:
        """Click ``contract``'s button (for tests and the keyboard)."""
        self.grid.buttons[contract].click()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) \
                and self.legal:
            step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -len(STRAINS),
                    Qt.Key.Key_Down: len(STRAINS)}[key]
            index = self.legal.index(self.pointed) if self.pointed in self.legal else 0
            self.pointed = self.legal[min(max(index + step, 0), len(self.legal) - 1)]
            self._mark()
            event.accept()
            return
        super().keyPressEvent(event)

    def return_pressed(self) -> None:
        if self.pointed is not None:
            self.choose(self.pointed)

    def escape_pressed(self) -> None:
        return

    def keep_above(self, y: int | None) -> None:
        """Stay above the global ``y`` (the top of the player's hand)."""
        self.above = y
        if self.isVisible():
            self.centre_on_parent()

    def centre_on_parent(self) -> None:
        super().centre_on_parent()
        if self.above is not None and self.geometry().bottom() >= self.above:
            self.move(self.x(), max(0, self.above - self.height()))
