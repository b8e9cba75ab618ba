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

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from cardsuite.games.pref.contract import LEVELS, STRAINS, Contract
from cardsuite.games.pref.game import (
    Action,
    Bid,
    Deal,
    Pass,
)
from cardsuite.ui.boards.pref.words import (
    contract_short,
    hold_text,
)
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel, equalise_widths, fill_border
from cardsuite.ui.gem.theme import current_theme, theme_manager

translate = QCoreApplication.translate


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

