"""Binokel's words and GEM dialogs: names, suits, melds and the info line in the player's language.

Everything the Binokel board says is made here from the deal's plain data at
the moment it is shown, so a language switch re-labels the info line,
bubbles and open dialogs at once (each dialog re-labels itself through
:meth:`GemForm.set_retranslate`).

- :func:`seat_name`, :func:`suit_name`, :func:`meld_text`, :func:`speech_text`
  and :func:`info_text` (the 1992 status line: "Spiel: Jim 200 — gemeldet 80 —
  Trumpf Kreuz").
- :class:`TrumpDialog`: the solo player names trump; each suit's button shows
  what the player would meld with it, as the 1992 meld screen let him see his
  cards while choosing.
- :class:`MeldDialog`: the 1992 meld screen — per suit P / 2P / F / 2F, the
  rows Binokel, Asse, Könige, Damen, Buben, Rundgang with their values (and,
  in the game with sevens only, a last row Diß 10 / 20), the running total, OK and (solo player only) "AB" for going out.  The melds are
  filled in from :func:`melds.meld_sheet` and the buttons take no clicks; with
  the option "meld by hand" the screen starts empty and the buttons are the
  player's declaration (:meth:`MeldDialog.declaration`).  Keys: Return is OK,
  Left / Right move the default to AB and back; melding by hand the arrow keys
  move a mark (the 3 px border) over the meld buttons, Space presses the marked
  one, and Down past the last row reaches OK / AB, where Left / Right choose.
- :class:`MeldsShownDialog`: what everybody melds, shown before the first card
  as the 1992 program did after a key press.
- :class:`ResultDialog`: the end of a deal: each seat's melds, trick points and
  score.

Decisions: English uses English suit names and "Pass" for "weg"; the words
Dabb, Binokel, Rundgang, Ober, Unter and Diß stay German in both languages, as
they have no English card-table equivalent.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from cardsuite.engine.cards import Suit
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.game import Deal
from cardsuite.games.binokel.melds import MeldName
from cardsuite.games.binokel.scoring import SPECIAL_VALUES
from cardsuite.ui.boards.binokel.words import (
    CROSS_ROWS,
    HUMAN,
    SEVENS_CROSS_ROWS,
    cross_name,
    info_text,
    meld_text,
    seat_name,
    signed,
    special_name,
    suit_name,
)
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel

translate = QCoreApplication.translate


# --- small helpers -----------------------------------------------------------------------

def _label(text: str = "", right: bool = False) -> GemLabel:
    label = GemLabel(text)
    if right:
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


def _shown_button(text: str, pressed: bool) -> GemButton:
    """A meld-screen button that shows a meld (inverted when melded) and takes no click."""
    button = GemButton(text)
    button.setCheckable(True)
    button.setChecked(pressed)
    button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    return button


class _NoEscape(GemDialog):
    """A decision the deal cannot go on without: Escape does nothing."""

    def escape_pressed(self) -> None:
        return


# --- trump -----------------------------------------------------------------------------

class TrumpDialog(_NoEscape):
    """The solo player names trump: one button per suit, with the melds it would give — and,
    with the option, above them a row for Durch, Durch open and Bettel (those his bid
    allows)."""

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        hand = deal.hands[HUMAN]
        self.prompt = _label()
        self.suit_buttons: dict[Suit, GemButton] = {}
        self.values = {suit: meld_table.meld_points(hand, suit, deal.options)
                       for suit in rules.SUIT_ORDER}
        for suit in rules.SUIT_ORDER:
            self.suit_buttons[suit] = self.add_button("", "accept")
        #: Durch / Bettel: a button each that ends the dialog with :meth:`special`.
        self.special_buttons: dict[str, GemButton] = {}
        self._special: str | None = None
        specials = [a.special for a in deal.legal_specials()]
        if specials:
            self.special_prompt = _label()
            self.content_layout().addWidget(self.special_prompt)
            row = QHBoxLayout()
            row.setSpacing(self.cell_size().width())
            for special in specials:
                button = GemButton("")
                button.clicked.connect(lambda _c=False, s=special: self._announce(s))
                self.special_buttons[special] = button
                row.addWidget(button)
            row.addStretch(1)
            self.content_layout().addLayout(row)
        self.content_layout().addWidget(self.prompt)  # right above the suits' buttons
        self.set_default_button(self.suit_buttons[meld_table.best_trump(hand, deal.options)])
        self.set_retranslate(self.retranslate_texts)

    def _announce(self, special: str) -> None:
        self._special = special
        self.accept()

    def special(self) -> str | None:
        """The Durch or Bettel chosen instead of trump, None if a suit was."""
        return self._special

    def retranslate_texts(self) -> None:
        self.set_title(translate("Binokel", "Name trump"))
        self.prompt.setText(translate("Binokel", "Your melds with each trump:"))
        for suit, button in self.suit_buttons.items():
            button.setText(translate("Binokel", "%1 (%2)").replace("%1", suit_name(suit))
                           .replace("%2", str(self.values[suit])))
        if self.special_buttons:
            self.special_prompt.setText(translate("Binokel", "Without trump and melds:"))
            for special, button in self.special_buttons.items():
                button.setText(translate("Binokel", "%1 (%2)").replace(
                    "%1", special_name(special)).replace("%2", str(SPECIAL_VALUES[special])))

    def suit(self) -> Suit | None:
        clicked = self.clicked_button()
        for suit, button in self.suit_buttons.items():
            if button is clicked:
                return suit
        return None


# --- the meld screen -------------------------------------------------------------------------

class MeldDialog(_NoEscape):
    """The 1992 meld screen for the player's twelve cards (fifteen with sevens, and a row for
    the Diß).

    Filled in (the default): it shows his best melds, and the buttons take no
    clicks.  With the deal's option "meld by hand" it starts empty and the
    player declares: the buttons are toggles (in a suit row 2P releases P, F
    and P may be pressed together, 2F stands alone; a cross-suit row's values
    exclude each other), the value column and the total follow each click,
    and :meth:`declaration` is what he pressed.
    """

    def __init__(self, parent: QWidget | None, deal: Deal, may_go_out: bool) -> None:
        super().__init__(parent)
        self.deal = deal
        self.by_hand = deal.options.meld_by_hand
        self.sheet = meld_table.meld_sheet(deal.meld_hand(HUMAN), deal.trump, deal.options)
        self._declaration = meld_table.Declaration() if self.by_hand \
            else meld_table.declaration_of(self.sheet)
        self.prompt: GemLabel | None = None
        if self.by_hand:
            self.prompt = _label()
            self.content_layout().addWidget(self.prompt)
        grid = QGridLayout()
        cell = self.cell_size()
        grid.setHorizontalSpacing(cell.width())
        grid.setVerticalSpacing(cell.height() // 4)
        self.suit_labels: dict[Suit, GemLabel] = {}
        self.suit_buttons: dict[Suit, list[GemButton]] = {}
        self.value_labels: dict[str, GemLabel] = {}
        row = 0
        for suit in rules.SUIT_ORDER:
            label = _label()
            self.suit_labels[suit] = label
            grid.addWidget(label, row, 0)
            pressed = self.sheet.buttons(suit)
            buttons = []
            for column, text in enumerate(meld_table.BUTTON_ORDER, start=1):
                if self.by_hand:
                    button = self._toggle(text, lambda s=suit, t=text: self.press_suit(s, t))
                else:
                    button = _shown_button(text, text in pressed)
                grid.addWidget(button, row, column)
                buttons.append(button)
            self.suit_buttons[suit] = buttons
            value = _label(str(self.sheet.suit_points(suit)), right=True)
            self.value_labels[suit.code] = value
            grid.addWidget(value, row, 5)
            row += 1
        self.cross_labels: dict[str, GemLabel] = {}
        self.cross_buttons: dict[str, list[GemButton]] = {}
        names = {meld.name for meld in self.sheet.melds}
        for category in SEVENS_CROSS_ROWS if deal.options.sevens else CROSS_ROWS:
            label = _label()
            self.cross_labels[category] = label
            grid.addWidget(label, row, 0)
            buttons = []
            values = meld_table.CROSS_CATEGORIES[category]
            for column, name in enumerate(values, start=1):
                text = str(meld_table.MELD_POINTS[name][0])
                if self.by_hand:
                    button = self._toggle(text, lambda n=name: self.press_cross(n))
                else:
                    button = _shown_button(text, name in names)
                grid.addWidget(button, row, column, 1, 2 if len(values) == 1 else 1)
                buttons.append(button)
            self.cross_buttons[category] = buttons
            value = _label(str(self.sheet.cross_points(category)), right=True)
            self.value_labels[category] = value
            grid.addWidget(value, row, 5)
            row += 1
        self.total_label = _label()
        grid.addWidget(self.total_label, row, 0, 1, 5)
        self.total_value = _label(str(self.sheet.total), right=True)
        grid.addWidget(self.total_value, row, 5)
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.out_button: GemButton | None = self.add_button("", "accept") if may_go_out else None
        #: The keyboard's mark melding by hand: (row, column) of :meth:`key_rows`, the row
        #: after the last being the exit buttons; None until an arrow key.
        self.mark: tuple[int, int] | None = None
        if self.by_hand:
            self._show_declaration()
        self.set_retranslate(self.retranslate_texts)

    @staticmethod
    def _toggle(text: str, pressed) -> GemButton:
        """A meld-screen button the player presses and releases (drawn inverted when pressed)."""
        button = GemButton(text)
        button.setCheckable(True)
        button.clicked.connect(lambda _checked=False: pressed())
        return button

    def retranslate_texts(self) -> None:
        self.set_title(translate("Binokel", "Melds – trump %1").replace(
            "%1", suit_name(self.sheet.trump)))
        if self.prompt is not None:
            self.prompt.setText(translate("Binokel", "Declare your melds: click the buttons."))
        for suit, label in self.suit_labels.items():
            label.setText(suit_name(suit))
        for category, label in self.cross_labels.items():
            label.setText(cross_name(category))
        self.total_label.setText(translate("Binokel", "Total melded:"))
        self.ok_button.setText(translate("Binokel", "OK"))
        if self.out_button is not None:
            self.out_button.setText(translate("Binokel", "AB"))

    # --- declaring by hand ------------------------------------------------------------------

    def declaration(self) -> meld_table.Declaration:
        """What the screen declares: the buttons pressed (filled in: the best melds)."""
        return self._declaration

    def press_suit(self, suit: Suit, button: str) -> None:
        """A click on a suit row's button (meld by hand only)."""
        if self.by_hand:
            self._declaration = self._declaration.toggled(suit, button)
            self._show_declaration()

    def press_cross(self, name: MeldName) -> None:
        """A click on a cross-suit row's value (meld by hand only)."""
        if self.by_hand:
            self._declaration = self._declaration.toggled_cross(name)
            self._show_declaration()

    def _show_declaration(self) -> None:
        declared, trump = self._declaration, self.sheet.trump
        for suit, buttons in self.suit_buttons.items():
            pressed = declared.buttons(suit)
            for text, button in zip(meld_table.BUTTON_ORDER, buttons, strict=True):
                button.setChecked(text in pressed)
            self.value_labels[suit.code].setText(str(declared.suit_points(suit, trump,
                                                                          self.deal.options)))
        for category, buttons in self.cross_buttons.items():
            chosen = declared.cross_meld(category)
            for name, button in zip(meld_table.CROSS_CATEGORIES[category], buttons, strict=True):
                button.setChecked(name is chosen)
            self.value_labels[category].setText(str(declared.cross_points(category)))
        self.total_value.setText(str(declared.points(trump, self.deal.options)))

    # --- the keyboard, melding by hand ---------------------------------------------------------

    def key_rows(self) -> list[list[GemButton]]:
        """The meld buttons row by row, as the arrow keys move over them."""
        return [*self.suit_buttons.values(), *self.cross_buttons.values()]

    def marked(self) -> GemButton | None:
        """The meld button under the keyboard's mark (None on the exit row or unused)."""
        rows = self.key_rows()
        if self.mark is None or self.mark[0] >= len(rows):
            return None
        row = rows[self.mark[0]]
        return row[min(self.mark[1], len(row) - 1)]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        keys = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right,
                Qt.Key.Key_Space)
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if not self.by_hand or not plain or key not in keys:
            super().keyPressEvent(event)
            return
        event.accept()
        rows = self.key_rows()
        if key == Qt.Key.Key_Space:
            if self.marked() is not None:
                self.marked().click()
            return
        if self.mark is None:
            self._set_mark((0, 0))
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            row = self.mark[0] + (-1 if key == Qt.Key.Key_Up else 1)
            self._set_mark((min(max(row, 0), len(rows)), self.mark[1]))
        elif self.mark[0] == len(rows):
            self.move_default(-1 if key == Qt.Key.Key_Left else 1)
        else:
            column = self.mark[1] + (-1 if key == Qt.Key.Key_Left else 1)
            width = len(rows[self.mark[0]])
            self._set_mark((self.mark[0], min(max(column, 0), width - 1)))

    def _set_mark(self, mark: tuple[int, int]) -> None:
        before = self.marked()
        if before is not None:
            before.set_default(False)
        rows = self.key_rows()
        if mark[0] < len(rows):
            mark = (mark[0], min(mark[1], len(rows[mark[0]]) - 1))
        self.mark = mark
        if self.marked() is not None:
            self.marked().set_default(True)

    def going_out(self) -> bool:
        return self.out_button is not None and self.clicked_button() is self.out_button


class MeldsShownDialog(GemDialog):
    """Everybody's melds, shown before the first card is played."""

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        grid = self.cell_grid()
        self.lines: list[tuple[int, GemLabel, GemLabel, list[GemLabel]]] = []
        row = 0
        order = [1, 2, HUMAN]  # the opponents first: the player knows his own
        for seat in order:
            name, total = _label(), _label(right=True)
            grid.addWidget(name, row, 0)
            grid.addWidget(total, row, 1)
            row += 1
            items = []
            for _meld in deal.melds[seat]:
                item = _label()
                grid.addWidget(item, row, 0, 1, 2)
                items.append(item)
                row += 1
            self.lines.append((seat, name, total, items))
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        deal = self.deal
        self.set_title(translate("Binokel", "Melds – trump %1").replace("%1", suit_name(deal.trump)))
        wrong = deal.wrong_declaration
        for seat, name, total, items in self.lines:
            name.setText(seat_name(seat) + ":")
            if wrong[seat]:
                total.setText(translate("Binokel", "wrong declaration"))
            else:
                total.setText(str(deal.meld_points[seat]) if deal.melds[seat]
                              else translate("Binokel", "nothing"))
            for item, meld in zip(items, deal.melds[seat], strict=True):
                item.setText("   " + meld_text(meld))
        self.ok_button.setText(translate("Binokel", "Play"))

    def texts(self) -> list[str]:
        """Every line, top to bottom (for tests and screen readers)."""
        lines = []
        for _seat, name, total, items in self.lines:
            lines.append(name.text() + " " + total.text())
            lines.extend(item.text().strip() for item in items)
        return lines


# --- the result ---------------------------------------------------------------------------------

class ResultDialog(GemDialog):
    """What a finished deal came to: each seat's melds, trick points and score."""

    def __init__(self, parent: QWidget | None, deal: Deal) -> None:
        super().__init__(parent)
        self.deal = deal
        self.headline = _label()
        self.content_layout().addWidget(self.headline)
        grid = self.cell_grid(0.25)
        self.heads = [_label(), _label(right=True), _label(right=True), _label(right=True)]
        for column, head in enumerate(self.heads):
            grid.addWidget(head, 0, column)
        self.rows: list[list[GemLabel]] = []
        for seat in range(rules.PLAYERS):
            labels = [_label(), _label(right=True), _label(right=True), _label(right=True)]
            for column, label in enumerate(labels):
                grid.addWidget(label, seat + 1, column)
            self.rows.append(labels)
        self.content_layout().addLayout(grid)
        self.outcome = _label()
        self.content_layout().addWidget(self.outcome)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        deal = self.deal
        result = deal.result
        self.set_title(translate("Binokel", "Deal %1").replace("%1", str(deal.number)))
        self.ok_button.setText(translate("Binokel", "OK"))
        self.headline.setText(info_text(deal, None))
        self.heads[0].setText("")
        self.heads[1].setText(translate("Binokel", "Melds"))
        self.heads[2].setText(translate("Binokel", "Tricks"))
        self.heads[3].setText(translate("Binokel", "Score"))
        for seat, (name, melded, tricks, score) in enumerate(self.rows):
            text = seat_name(seat)
            if seat == deal.solo:
                text = translate("Binokel", "%1 (solo)").replace("%1", text)
            name.setText(text)
            if result.special is not None:  # Durch, Bettel: no melds, tricks count, not points
                melded.setText("–")
                tricks.setText(str(deal.tricks_won(seat)))
                score.setText(signed(result.scores[seat]))
                continue
            points = deal.meld_points[seat] if deal.meld_points is not None else 0
            melded.setText(str(points) if result.melds_counted[seat]
                           else translate("Binokel", "(%1)").replace("%1", str(points)))
            taken = result.trick_points[seat]
            if seat == deal.solo and deal.pressed and not result.abgehen:
                taken += rules.points(deal.pressed)
            tricks.setText("–" if result.abgehen else str(taken))
            score.setText(signed(result.scores[seat]))
        self.outcome.setText(_outcome_text(deal))

    def texts(self) -> list[str]:
        """Every line the dialog shows, top to bottom (for tests and screen readers)."""
        lines = [self.headline.text()]
        lines.extend(" ".join(label.text() for label in row if label.text()) for row in self.rows)
        return [*lines, self.outcome.text()]


def _outcome_text(deal: Deal) -> str:
    result = deal.result
    name = seat_name(deal.solo)
    if deal.wrong_declaration[deal.solo] and not result.abgehen:
        if deal.solo == HUMAN:
            return translate("Binokel", "You declared a meld you do not hold and lose.")
        return translate("Binokel", "%1 declared a meld not held and loses.") \
            .replace("%1", name)
    if result.special is not None:
        contract = special_name(result.special)
        if result.won:
            return translate("Binokel", "%1: %2 won.").replace("%1", name).replace("%2", contract)
        return translate("Binokel", "%1: %2 lost in trick %3.").replace("%1", name).replace(
            "%2", contract).replace("%3", str(len(deal.tricks)))
    if result.abgehen:
        if deal.solo == HUMAN:
            return translate("Binokel", "You went out.")
        return translate("Binokel", "%1 went out.").replace("%1", name)
    points = str(result.solo_points)
    if deal.solo == HUMAN:
        text = translate("Binokel", "You made %1 and win.") if result.won \
            else translate("Binokel", "You made %1 and lose.")
        return text.replace("%1", points)
    text = translate("Binokel", "%1 made %2 and wins.") if result.won \
        else translate("Binokel", "%1 made %2 and loses.")
    return text.replace("%1", name).replace("%2", points)
