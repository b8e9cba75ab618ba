"""The Binokel score pad in a GEM dialog: six games a page, paged with Page Up / Page Down.

The 1992 program's result and control screen: a pad with game numbers, six
games to a page.  Columns: the game's number on the pad, the deal number (to
replay it), the solo player with the outcome of his game ("won", "lost", or
"AB" when he went out), trump, the bid, and one column per seat.  A seat's
cell shows what the game gave it in brackets and its running total after it,
so the totals line up on the right: ``(+240) 560``.

Under the games stay the totals row, the page ("page 2 of 4") and how many
games of the round are played.  Page Up / Page Down and the two paging
buttons turn the pages.

The pad is the 1992 **result and control screen**: its exit buttons are
Load (F1), Save (F2), New (F3, a new round), Exit (Alt-X, leave Binokel) and
Continue (Return) — after a deal the board then deals the next game.  The
dialog only says which was chosen (:meth:`ScorePadDialog.choice`); the board
carries it out.  Escape closes the pad and chooses nothing.

Decisions: a round of 24 games has four pages from the start (empty lines
wait for the games to come); a round played to a target has as many pages as
its games fill, at least one.  The pad opens at the page of the newest game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from cardsuite.games.binokel.session import PadRow, Session
from cardsuite.ui.boards.binokel.words import seat_name, signed, special_name, suit_name
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel
from cardsuite.ui.gem.text_rows import PADDING, TextRows

translate = QCoreApplication.translate

#: Games on one page of the pad, as in the 1992 program.
PAGE_ROWS = 6
#: The control screen's choices, in the order of its buttons, and their keys.
CHOICES: tuple[str, ...] = ("load", "save", "new", "exit", "continue")
CHOICE_KEYS: dict[Qt.Key, str] = {Qt.Key.Key_F1: "load", Qt.Key.Key_F2: "save",
                                  Qt.Key.Key_F3: "new"}
COLUMNS = 8  # No., deal, solo, trump, bid, and the three seats
NUMERIC = (0, 1, 4, 5, 6, 7)  # the columns aligned right: numbers


class ScorePadDialog(GemDialog):
    """The pad of a Binokel session; with ``next_deal`` its Continue means "deal the next game".
    A click on a game asks for its deal log (``game_chosen``, the game from 0)."""

    game_chosen = Signal(int)

    def __init__(self, parent: QWidget | None, session: Session,
                 next_deal: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        self.next_deal = next_deal
        self.page = max(0, (len(session.rows) - 1) // PAGE_ROWS)
        self.head = TextRows(rule_below=True, numeric=NUMERIC)
        self.body = TextRows(numeric=NUMERIC)
        self.foot = TextRows(rule_above=True, numeric=NUMERIC)
        self.table = table = QFrame()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        for rows in (self.head, self.body, self.foot):
            table_layout.addWidget(rows)
        self.content_layout().addWidget(table)
        self.body.row_clicked.connect(self._row_clicked)
        line = QHBoxLayout()
        self.page_label = GemLabel()
        self.played_label = GemLabel()
        self.played_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        line.addWidget(self.page_label)
        line.addStretch(1)
        line.addWidget(self.played_label)
        self.content_layout().addLayout(line)
        self.hint_label = GemLabel()  # a click on a game shows its log
        self.content_layout().addWidget(self.hint_label)
        paging = QHBoxLayout()
        self.up_button = GemButton()
        self.down_button = GemButton()
        self.up_button.clicked.connect(self.page_up)
        self.down_button.clicked.connect(self.page_down)
        paging.addStretch(1)
        paging.addWidget(self.up_button)
        paging.addSpacing(2 * self.cell_size().width())
        paging.addWidget(self.down_button)
        paging.addStretch(1)
        self.content_layout().addLayout(paging)
        self.choice_buttons: dict[str, GemButton] = {}
        for choice in CHOICES:
            self.choice_buttons[choice] = self.add_button("", "accept")
        self.continue_button = self.choice_buttons["continue"]
        self.set_default_button(self.continue_button)
        self.set_retranslate(self.retranslate_texts)

    # --- pages -----------------------------------------------------------------------------

    def pages(self) -> int:
        options = self.session.settings.options
        filled = -(-len(self.session.rows) // PAGE_ROWS)
        planned = 1 if options.target is not None else -(-options.round_length // PAGE_ROWS)
        return max(1, planned, filled)

    def set_page(self, page: int) -> None:
        self.page = min(max(page, 0), self.pages() - 1)
        self._fill()

    def page_up(self) -> None:
        self.set_page(self.page - 1)

    def page_down(self) -> None:
        self.set_page(self.page + 1)

    def _row_clicked(self, line: int) -> None:
        game = self.page * PAGE_ROWS + line
        if line < PAGE_ROWS and game < len(self.session.rows):  # not an empty line
            self.game_chosen.emit(game)

    def choice(self) -> str | None:
        """What ended the pad: one of :data:`CHOICES`, or None (Escape, or still open)."""
        clicked = self.clicked_button()
        return next((name for name, button in self.choice_buttons.items()
                     if button is clicked), None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        alt_x = key == Qt.Key.Key_X and event.modifiers() & Qt.KeyboardModifier.AltModifier
        if key == Qt.Key.Key_PageUp:
            self.page_up()
        elif key == Qt.Key.Key_PageDown:
            self.page_down()
        elif key in CHOICE_KEYS or alt_x:
            self.choice_buttons["exit" if alt_x else CHOICE_KEYS[key]].click()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- content -----------------------------------------------------------------------

    def header(self) -> list[str]:
        return [translate("Binokel", "No."), translate("Binokel", "Deal"),
                translate("Binokel", "Solo"), translate("Binokel", "Trump"),
                translate("Binokel", "Bid"), seat_name(0), seat_name(1), seat_name(2)]

    def row_texts(self, page: int | None = None) -> list[list[str]]:
        """The games of a page (the current one by default), as the body shows them."""
        page = self.page if page is None else page
        rows = self.session.rows
        running = list(seat_totals(rows[:page * PAGE_ROWS]))
        texts = []
        for row in rows[page * PAGE_ROWS:(page + 1) * PAGE_ROWS]:
            running = [total + score for total, score in zip(running, row.scores, strict=True)]
            cells = [f"({signed(score)}) {total}" for score, total in
                     zip(row.scores, running, strict=True)]
            trump = special_name(row.special) if row.special is not None \
                else "–" if row.trump is None else suit_name(row.trump)
            texts.append([str(row.game), str(row.number), solo_text(row), trump, str(row.bid),
                          *cells])
        return texts

    def total_texts(self) -> list[str]:
        return ["", "", translate("Binokel", "Total"), "", "",
                *(str(total) for total in self.session.totals)]

    def page_text(self) -> str:
        return translate("Binokel", "Page %1 of %2").replace("%1", str(self.page + 1)) \
            .replace("%2", str(self.pages()))

    def played_text(self) -> str:
        options = self.session.settings.options
        games = str(self.session.games)
        if options.target is not None:
            return translate("Binokel", "Games played: %1 (playing to %2 points)") \
                .replace("%1", games).replace("%2", str(options.target))
        return translate("Binokel", "Games played: %1 of %2").replace("%1", games) \
            .replace("%2", str(options.round_length))

    def retranslate_texts(self) -> None:
        self.set_title(translate("Binokel", "Score pad"))
        self.up_button.setText(translate("Binokel", "Page up"))
        self.down_button.setText(translate("Binokel", "Page down"))
        labels = {
            "load": translate("Binokel", "Load (F1)"),
            "save": translate("Binokel", "Save (F2)"),
            "new": translate("Binokel", "New (F3)"),
            "exit": translate("Binokel", "Exit (Alt-X)"),
            "continue": translate("Binokel", "Continue"),
        }
        for choice, button in self.choice_buttons.items():
            button.setText(labels[choice])
        self._fill()

    def _fill(self) -> None:
        head, foot = [self.header()], [self.total_texts()]
        every = [row for page in range(self.pages()) for row in self.row_texts(page)]
        metrics = QFontMetrics(self.head.font())
        widths = [max(metrics.horizontalAdvance(row[c]) for row in head + every + foot)
                  + 2 * PADDING for c in range(COLUMNS)]
        body = self.row_texts()
        body += [[""] * COLUMNS for _ in range(PAGE_ROWS - len(body))]  # a page's empty lines
        self.head.set_rows(head, widths)
        self.body.set_rows(body, widths)
        self.foot.set_rows(foot, widths)
        # The rows' new sizes reach the frame's layout only with the next event: fit it now,
        # so that the dialog grows at once with longer texts (a language switch).
        self.table.layout().invalidate()
        self.table.layout().activate()
        self.table.updateGeometry()
        self.page_label.setText(self.page_text())
        self.played_label.setText(self.played_text())
        self.hint_label.setText(translate("Binokel", "A click on a game shows its deal log."))
        self.hint_label.setVisible(bool(self.session.rows))
        self.up_button.setEnabled(self.page > 0)
        self.down_button.setEnabled(self.page < self.pages() - 1)
        for button in (self.up_button, self.down_button):
            button.setFixedWidth(max(b.sizeHint().width() for b in (self.up_button,
                                                                     self.down_button)))
        self.relayout()


def seat_totals(rows: list[PadRow]) -> tuple[int, ...]:
    """Each seat's sum over ``rows`` (three zeros for none)."""
    return tuple(sum(row.scores[seat] for row in rows) for seat in range(3))


def solo_text(row: PadRow) -> str:
    """The solo player and how his game ended: won, lost, or gone out ("AB")."""
    if row.gone_out:
        text = translate("Binokel", "%1: AB")
    elif row.won:
        text = translate("Binokel", "%1: won")
    else:
        text = translate("Binokel", "%1: lost")
    return text.replace("%1", seat_name(row.solo))
