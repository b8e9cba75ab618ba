"""Skat's words and dialogs: names, games and speech in the player's language; the GEM forms.

Everything the Skat board says is made here from the deal's plain data at
the moment it is shown, so a language switch re-labels bubbles, the info line
and open dialogs at once (each dialog re-labels itself through
:meth:`GemForm.set_retranslate`).

- :func:`seat_name`, :func:`game_name`, :func:`contract_text`,
  :func:`describe_text` (the Skatliste's language-neutral codes, word by word)
  and :func:`speech_text` (a bubble: "18?", "Ja", "Weg!", "Kreuz Hand", …).
- :func:`hand_alert`: the GEM alert "Hand or take the Skat?".
- :class:`DeclareDialog`: game type and announcements, offering only what
  ``deal.allowed_contracts()`` allows; the value of the chosen game with the
  cards the player knows, and a warning when it stays below the bid.  Keys:
  Left / Right choose the game along its row, Up / Down raise or lower the
  announcement one step (none, Schneider, Schwarz, Ouvert; for Null none or
  Ouvert), Return plays.  Under the ISkO, after taking the Skat, a second
  button "Lay away again" (or Backspace) takes the two cards laid away back
  into the hand to choose again (``deal.may_take_back()``); the Amiga set
  has no such button.
- :class:`ResultDialog`: the end of a deal (Skat, points, won/lost/overbid,
  value; Ramsch: each seat's points and score).

Decisions: the player is addressed formally ("Sie"), as the 1990 manual does;
a Null value or an announcement the deal does not allow is not offered at all
rather than shown greyed, except the announcement buttons of a game taken
with the Skat, which stay visible and greyed so that the form keeps its shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QHBoxLayout, QWidget

from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import max_bid_value, null_value
from cardsuite.games.skat.game import (
    Deal,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import describe_game
from cardsuite.games.skat.scoring import Contract
from cardsuite.ui.boards.skat.words import (
    GAME_ORDER,
    HUMAN,
    contract_text,
    describe_text,
    game_name,
    plays_text,
    seat_name,
)
from cardsuite.ui.cards.card_row import CardRow
from cardsuite.ui.gem.alert import AlertIcon, GemAlert
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel

translate = QCoreApplication.translate


# --- the Hand question -------------------------------------------------------------------

def hand_alert(parent: QWidget, bid: int | None) -> GemAlert:
    """The question a declarer answers first: Hand (button 0) or take the Skat (button 1, default)."""
    alert = GemAlert(parent, AlertIcon.QUESTION, [""], ["", ""], default=1)

    def texts() -> None:
        alert.set_texts(
            [translate("Skat", "You are the declarer,"),
             translate("Skat", "the bid is %1.").replace("%1", str(bid or 18)),
             translate("Skat", "Play Hand or"),
             translate("Skat", "take the Skat?")],
            [translate("Skat", "Hand"), translate("Skat", "Skat")])

    alert.set_retranslate(texts)
    return alert


# --- declaring ---------------------------------------------------------------------------

def _label(text: str = "") -> GemLabel:
    return GemLabel(text)


def _toggle(text: str = "") -> GemButton:
    button = GemButton(text)
    button.setCheckable(True)
    return button


class DeclareDialog(GemDialog):
    """Choose the game and the announcements; only contracts the deal allows can be played.

    ``contract()`` is the contract the buttons show, or None when they show
    none the deal allows; the Play button is greyed until they do.
    """

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        self.allowed = deal.allowed_contracts()
        self.hand = not deal.took_skat
        offered = {c.game_type for c in self.allowed}
        self.game_types = [g for g in GAME_ORDER if g in offered]
        self.cards = list(deal.hands[HUMAN]) + list(deal.pushed)
        self._setting = False

        grid = QGridLayout()
        cell = self.cell_size()
        grid.setHorizontalSpacing(cell.width())
        grid.setVerticalSpacing(cell.height() // 2)
        self.game_label = _label()
        grid.addWidget(self.game_label, 0, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        games_row = QHBoxLayout()
        games_row.setSpacing(0)
        self.game_group = QButtonGroup(self)
        self.game_group.setExclusive(True)
        self.game_buttons: dict[GameType, GemButton] = {}
        for game_type in self.game_types:
            button = _toggle()
            self.game_buttons[game_type] = button
            self.game_group.addButton(button)
            games_row.addWidget(button)
        games_row.addStretch(1)
        grid.addLayout(games_row, 0, 1)

        self.announce_label = _label()
        grid.addWidget(self.announce_label, 1, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        announce_row = QHBoxLayout()
        announce_row.setSpacing(0)
        self.schneider = _toggle()
        self.schwarz = _toggle()
        self.ouvert = _toggle()
        for button in (self.schneider, self.schwarz, self.ouvert):
            announce_row.addWidget(button)
            button.toggled.connect(lambda checked, b=button: self._announcement(b, checked))
        announce_row.addStretch(1)
        grid.addLayout(announce_row, 1, 1)
        self.content_layout().addLayout(grid)

        self.bid_line = _label()
        self.value_line = _label()
        self.content_layout().addWidget(self.bid_line)
        self.content_layout().addWidget(self.value_line)

        #: Takes the laid-away cards back (ISkO, after taking the Skat); None when not allowed.
        self.back_button = self.add_button("", "reject") if deal.may_take_back() else None
        self.play_button = self.add_button("", "accept")
        self.game_group.buttonToggled.connect(lambda _button, _checked: self._game_changed())
        first = self._suggested_game()
        if first is not None:
            self.game_buttons[first].setChecked(True)
        self._game_changed()
        self.set_retranslate(self.retranslate)

    def _suggested_game(self) -> GameType | None:
        """The suit with the most trumps in the player's cards (higher base value on a tie)."""
        suits = [g for g in self.game_types if g.is_suit_game]
        if not suits:
            return self.game_types[0] if self.game_types else None
        hand = self.deal.hands[HUMAN]
        return max(suits, key=lambda g: (sum(1 for c in hand if rules.is_trump(c, g)),
                                         GAME_ORDER.index(g)))

    # --- state ---------------------------------------------------------------------

    def game_type(self) -> GameType | None:
        for game_type, button in self.game_buttons.items():
            if button.isChecked():
                return game_type
        return None

    def choose_game(self, game_type: GameType) -> None:
        self.game_buttons[game_type].setChecked(True)

    def contract(self) -> Contract | None:
        game_type = self.game_type()
        if game_type is None:
            return None
        if game_type is GameType.NULL:
            candidate = Contract(GameType.NULL, hand=self.hand, ouvert=self.ouvert.isChecked())
        else:
            ouvert = self.ouvert.isChecked()
            schwarz = self.schwarz.isChecked() or ouvert
            schneider = self.schneider.isChecked() or schwarz
            try:
                candidate = Contract(game_type, hand=self.hand, schneider_announced=schneider,
                                     schwarz_announced=schwarz, ouvert=ouvert)
            except ValueError:
                return None
        return candidate if candidate in self.allowed else None

    def _offers(self, **flags) -> bool:
        game_type = self.game_type()
        return any(c.game_type is game_type and all(getattr(c, k) == v for k, v in flags.items())
                   for c in self.allowed)

    def _game_changed(self) -> None:
        """Enable only the announcements the chosen game allows; drop the others."""
        self._setting = True
        null = self.game_type() is GameType.NULL
        self.schneider.setEnabled(not null and self._offers(schneider_announced=True))
        self.schwarz.setEnabled(not null and self._offers(schwarz_announced=True))
        self.ouvert.setEnabled(self._offers(ouvert=True))
        for button in (self.schneider, self.schwarz, self.ouvert):
            if not button.isEnabled():
                button.setChecked(False)
        self._setting = False
        self._show_value()

    def _announcement(self, button: GemButton, checked: bool) -> None:
        """Announcements imply each other (Ouvert ⇒ Schwarz ⇒ Schneider) in both directions."""
        if self._setting:
            return
        self._setting = True
        null = self.game_type() is GameType.NULL
        if not null:
            if checked and button is self.ouvert:
                self.schwarz.setChecked(True)
                self.schneider.setChecked(True)
            elif checked and button is self.schwarz:
                self.schneider.setChecked(True)
            elif not checked and button is self.schneider:
                self.schwarz.setChecked(False)
                self.ouvert.setChecked(False)
            elif not checked and button is self.schwarz:
                self.ouvert.setChecked(False)
        self._setting = False
        self._show_value()

    def value(self) -> int | None:
        """The chosen game's value with the cards the player knows (Hand: without the Skat)."""
        game_type = self.game_type()
        if game_type is None:
            return None
        if game_type is GameType.NULL:
            return null_value(self.hand, self.ouvert.isChecked())
        ouvert = self.ouvert.isChecked()
        return max_bid_value(self.cards, game_type, self.hand,
                             schneider_announced=self.schneider.isChecked() or ouvert,
                             schwarz_announced=self.schwarz.isChecked() or ouvert, ouvert=ouvert,
                             rule_set=self.deal.options.rule_set)

    def _show_value(self) -> None:
        self.play_button.setEnabled(self.contract() is not None)
        bid = self.deal.bid or 18
        self.bid_line.setText(translate("Skat", "Bid: %1").replace("%1", str(bid)))
        value = self.value()
        if value is None:
            self.value_line.setText("")
        else:
            template = (translate("Skat", "Game value without the Skat: %1") if self.hand
                        and self.game_type() is not GameType.NULL
                        else translate("Skat", "Game value: %1"))
            text = template.replace("%1", str(value))
            if value < bid:
                text += "  " + translate("Skat", "(below the bid!)")
            self.value_line.setText(text)
        self.relayout()

    # --- texts ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.set_title(translate("Skat", "Your game"))
        self.game_label.setText(translate("Skat", "Game:"))
        self.announce_label.setText(translate("Skat", "Announce:"))
        for game_type, button in self.game_buttons.items():
            button.setText(game_name(game_type))
        self.schneider.setText(translate("Skat", "Schneider"))
        self.schwarz.setText(translate("Skat", "Schwarz"))
        self.ouvert.setText(translate("Skat", "Ouvert"))
        self.play_button.setText(translate("Skat", "Play"))
        if self.back_button is not None:
            self.back_button.setText(translate("Skat", "Lay away again"))
        self._show_value()

    def escape_pressed(self) -> None:
        """The declarer must declare: Escape does nothing here."""

    def taking_back(self) -> bool:
        """Whether the dialog ended by "Lay away again" (the player takes the cards back)."""
        return self.back_button is not None and self.clicked_button() is self.back_button

    # --- the keyboard ----------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Left / Right: the game; Up / Down: the announcement (see the module docstring)."""
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_game(-1 if key == Qt.Key.Key_Left else 1)
        elif plain and key == Qt.Key.Key_Backspace and self.back_button is not None:
            self.back_button.click()
        elif plain and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.step_announcement(1 if key == Qt.Key.Key_Up else -1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def step_game(self, step: int) -> None:
        """The game ``step`` buttons along the row of games (it stops at the ends)."""
        if not self.game_types:
            return
        current = self.game_type()
        index = self.game_types.index(current) if current in self.game_types else (
            -1 if step > 0 else len(self.game_types))
        self.choose_game(self.game_types[min(max(index + step, 0), len(self.game_types) - 1)])

    def step_announcement(self, step: int) -> None:
        """Raise (1) or lower (-1) the announcement one step, skipping what is not offered."""
        buttons = [self.ouvert] if self.game_type() is GameType.NULL \
            else [self.schneider, self.schwarz, self.ouvert]
        current = max((i + 1 for i, b in enumerate(buttons) if b.isChecked()), default=0)
        target = current + step
        while 0 < target <= len(buttons) and not buttons[target - 1].isEnabled():
            target += step
        if not 0 <= target <= len(buttons) or target == current:
            return
        if target > current:
            buttons[target - 1].setChecked(True)  # the lower ones follow (_announcement)
        else:
            buttons[target].setChecked(False)  # … and the higher ones go with it


# --- the end of a deal -----------------------------------------------------------------------



class ResultDialog(GemDialog):
    """What a finished deal came to, from the player's side of the table."""

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        grid = self.cell_grid(0.25)
        self.headline = _label()
        self.content_layout().addWidget(self.headline)
        self.skat_label = _label()
        grid.addWidget(self.skat_label, 0, 0)
        grid.addWidget(CardRow(deal.skat), 0, 1, 1, 2)
        self.pushed_label: GemLabel | None = None
        row = 1
        if deal.took_skat and deal.pushed:
            self.pushed_label = _label()
            grid.addWidget(self.pushed_label, row, 0)
            grid.addWidget(CardRow(deal.pushed), row, 1, 1, 2)
            row += 1
        self.point_labels: list[tuple[GemLabel, GemLabel, GemLabel]] = []
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for _line in range(3 if deal.declarer is None else 2):
            name, value, score = _label(), _label(), _label()
            value.setAlignment(right)
            score.setAlignment(right)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            grid.addWidget(score, row, 2)  # a Ramsch's score per seat; empty otherwise
            self.point_labels.append((name, value, score))
            row += 1
        self.content_layout().addLayout(grid)
        self.outcome = _label()
        self.value_line = _label()
        self.content_layout().addWidget(self.outcome)
        self.content_layout().addWidget(self.value_line)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate)

    def retranslate(self) -> None:
        deal = self.deal
        self.set_title(translate("Skat", "Deal %1").replace("%1", str(deal.number)))
        self.ok_button.setText(translate("Skat", "OK"))
        self.skat_label.setText(translate("Skat", "Skat:"))
        if self.pushed_label is not None:
            self.pushed_label.setText(translate("Skat", "Laid away:"))
        points = translate("Skat", "%1 points")
        if deal.declarer is None:
            self.headline.setText(game_name(GameType.RAMSCH))
            scores = deal.scores()
            for seat, (name, value, score) in enumerate(self.point_labels):
                name.setText(seat_name(seat))
                value.setText(points.replace("%1", str(deal.card_points(seat))))
                score.setText(_signed(scores[seat]))
            losers = [s for s in range(3) if scores[s] < 0]
            self.outcome.setText(_ramsch_outcome(scores, losers))
            self.value_line.setText(_ramsch_factor_text(deal))
            return
        declarer = deal.declarer
        result = deal.result
        self.headline.setText(plays_text(declarer, contract_text(deal.contract), past=True))
        skat_points = rules.points(deal.pushed if deal.took_skat else deal.skat)
        declarer_points = deal.card_points(declarer) + skat_points
        (name0, value0, _score0), (name1, value1, _score1) = self.point_labels
        name0.setText(translate("Skat", "%1 (declarer):").replace("%1", seat_name(declarer)))
        value0.setText(points.replace("%1", str(declarer_points)))
        name1.setText(translate("Skat", "Defenders:"))
        value1.setText(points.replace("%1", str(120 - declarer_points)))
        self.outcome.setText(_outcome_text(declarer, result.won, result.overbid))
        self.value_line.setText(translate("Skat", "%1 – value %2")
                                .replace("%1", describe_text(describe_game(deal.contract, result)))
                                .replace("%2", _signed(result.value)))

    def texts(self) -> list[str]:
        """Every line the dialog shows, top to bottom (for tests and screen readers)."""
        lines = [self.headline.text()]
        for labels in self.point_labels:
            lines.append(" ".join(label.text() for label in labels if label.text()))
        return [*lines, self.outcome.text(), self.value_line.text()]


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _outcome_text(declarer: int, won: bool, overbid: bool) -> str:
    if declarer == HUMAN:
        if overbid:
            return translate("Skat", "You overbid and lose.")
        return translate("Skat", "You win!") if won else translate("Skat", "You lose.")
    name = seat_name(declarer)
    if overbid:
        return translate("Skat", "%1 overbid and loses.").replace("%1", name)
    text = translate("Skat", "%1 wins.") if won else translate("Skat", "%1 loses.")
    return text.replace("%1", name)


def _ramsch_factor_text(deal: Deal) -> str:
    """Why a Ramsch's scores are multiplied (house rules), or "" when they are not."""
    factor = deal.ramsch_factor()
    if factor == 1:
        return ""
    if deal.bock and deal.passed_on:
        text = translate("Skat", "Scores ×%1 (Bock game, Skat passed on %2×)")
    elif deal.bock:
        text = translate("Skat", "Scores ×%1 (Bock game)")
    else:
        text = translate("Skat", "Scores ×%1 (Skat passed on %2×)")
    return text.replace("%1", str(factor)).replace("%2", str(deal.passed_on))


def _ramsch_outcome(scores: Sequence[int], losers: Sequence[int]) -> str:
    winners = [s for s in range(3) if scores[s] > 0]
    if winners:
        return translate("Skat", "Durchmarsch by %1!").replace("%1", seat_name(winners[0]))
    if not losers:
        return ""
    return translate("Skat", "Minus points: %1").replace("%1", ", ".join(seat_name(s) for s in losers))

