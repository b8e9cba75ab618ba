"""The Skatliste in a GEM dialog: one row per game, a GEM scroll bar, absolute and relative totals.

The title names the rule set the session plays (it is fixed for a session);
a line under it names the house rules the list is played under
(:func:`house_rule_texts`), or says there are none.

Columns: the game's place in the list, the deal number (to replay it with
F2), the declarer, the game in words (the list's codes translated word by
word), its value, and the running total of each seat.  A Ramsch has no
declarer ("–"); its value is what was lost, the loser's score as the list
enters it (:attr:`.Row.shown_value`; a Durchmarsch +120).  The head row and
the two total rows ("Absolute", "Relative") stay put while the games scroll
between them; the list opens scrolled to its newest game.

The dialog always fits in the board it opens over (also at the board's
smallest size, and again when the board is resized while it is open): a
game too long for its column wraps at the words onto more lines of its row
(nothing is cut off), and with little height fewer games show at once and
the rest scroll.

The scroll bar is drawn the GEM way (:mod:`cardsuite.ui.gem.scroll_bar`: arrow
boxes, a dotted track, a white slider, 1 px lines); it keeps the platform
style's geometry and behaviour and only paints differently, so it scrolls
exactly like any other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardsuite.games.skat.scorelist import ScoreList, ScoreMode
from cardsuite.games.skat.session import Session
from cardsuite.ui.boards.skat.words import describe_text, seat_name
from cardsuite.ui.gem.dialog import GemDialog, GemLabel
from cardsuite.ui.gem.scroll_bar import GemScrollBar
from cardsuite.ui.gem.text_rows import PADDING, TextRows

translate = QCoreApplication.translate

#: Games shown at once before the list scrolls.
VISIBLE_ROWS = 10
#: Numeric columns are right-aligned.
NUMERIC = (0, 1, 4, 5, 6, 7)
#: The column of the game in words: the one that wraps when the list is too wide.
GAME_COLUMN = 3
TIGHT_PADDING = 4  # half a cell, when the board is too narrow for whole cells
#: The column of the declarer: when nothing else helps, its head is shortened ("Allein…").
DECLARER_COLUMN = 2
#: Games shown at the least when the board is low (the rest scroll).
FEWEST_ROWS = 3


def house_rule_texts(session: Session) -> list[str]:
    """The house rules of a session in words, in the order of the Options menu."""
    settings = session.settings
    texts = []
    if settings.options.kontra_after_bid:
        texts.append(translate("Skat", "Kontra after bidding 18"))
    if settings.bock_games:
        texts.append(translate("Skat", "Bock rounds of %1 games (to come: %2)")
                     .replace("%1", str(settings.bock_games))
                     .replace("%2", str(session.bock_pending)))
    if settings.options.schieberamsch:
        texts.append(translate("Skat", "Schieberamsch"))
    if session.scorelist.mode is ScoreMode.BIERLACHS:
        texts.append(translate("Skat", "Bierlachs to %1").replace(
            "%1", str(session.scorelist.limit)))
    return texts


def bierlachs_text(scores: ScoreList) -> str:
    """Who lost the Bierlachs, or that nobody has yet ("" for the other lists)."""
    if scores.mode is not ScoreMode.BIERLACHS:
        return ""
    losers = scores.bierlachs_loser()
    if not losers:
        return translate("Skat", "Bierlachs: nobody has reached -%1 yet.").replace(
            "%1", str(scores.limit))
    return translate("Skat", "Bierlachs lost (-%2 reached): %1 – a round for the table!") \
        .replace("%1", ", ".join(seat_name(seat) for seat in losers)) \
        .replace("%2", str(scores.limit))


class ScoreListDialog(GemDialog):
    """The Skatliste of a session; with ``next_deal`` it also offers to deal the next game.
    A click on a game asks for its deal log (``game_chosen``, the row from 0)."""

    game_chosen = Signal(int)

    def __init__(self, parent: QWidget | None, scores: ScoreList, next_deal: bool = False,
                 amiga: bool = False, session: Session | None = None) -> None:
        super().__init__(parent)
        self.scores = scores
        self.amiga = amiga  # the session's rule set, named in the title
        self.session = session  # for the house rules line
        self.rules_label = GemLabel("")
        self.rules_label.setWordWrap(True)  # as wide as the table, however many rules
        self.content_layout().addWidget(self.rules_label)
        self.head = TextRows(rule_below=True, numeric=NUMERIC)
        self.body = TextRows(numeric=NUMERIC)
        self.foot = TextRows(rule_above=True, numeric=NUMERIC)
        self.scroll = QScrollArea()
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setVerticalScrollBar(GemScrollBar())
        # Whenever the list is laid out anew (opened, resized) it shows its newest game; the
        # range is only known once the scroll area has its size.
        self.scroll.verticalScrollBar().rangeChanged.connect(
            lambda _low, high: self.scroll.verticalScrollBar().setValue(high))
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.scroll.setWidget(self.body)
        self.scroll.setWidgetResizable(False)
        table = QFrame()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(self.head)
        table_layout.addWidget(self.scroll)
        table_layout.addWidget(self.foot)
        self.content_layout().addWidget(table)
        self.body.row_clicked.connect(self._row_clicked)
        self.hint_label = GemLabel("")  # a click on a game shows its log
        self.hint_label.setWordWrap(True)
        self.content_layout().addWidget(self.hint_label)
        self.bierlachs_label = GemLabel("")  # who lost the Bierlachs (Bierlachs lists only)
        self.bierlachs_label.setWordWrap(True)
        self.bierlachs_label.setVisible(scores.mode is ScoreMode.BIERLACHS)
        self.content_layout().addWidget(self.bierlachs_label)
        self.next_button = self.add_button("", "accept") if next_deal else None
        self.close_button = self.add_button("", "reject")
        if self.next_button is None:
            self.set_default_button(None)
        self.set_retranslate(self.retranslate)

    def _row_clicked(self, line_row: int) -> None:
        if line_row < len(self.scores.rows):  # not one of the empty lines below the games
            self.game_chosen.emit(line_row)

    # --- content -----------------------------------------------------------------------

    def header(self) -> list[str]:
        return [translate("Skat", "No."), translate("Skat", "Deal"), translate("Skat", "Declarer"),
                translate("Skat", "Game"), translate("Skat", "Value"),
                seat_name(0), seat_name(1), seat_name(2)]

    def row_texts(self) -> list[list[str]]:
        """One list of texts per game, as the body shows them."""
        rows = []
        for index, row in enumerate(self.scores.rows, start=1):
            declarer = "–" if row.declarer is None else seat_name(row.declarer)
            value = _signed(row.shown_value)
            rows.append([str(index), str(row.number), declarer, describe_text(row.game), value,
                         *(str(total) for total in row.totals)])
        return rows

    def total_texts(self) -> list[list[str]]:
        absolute = self.scores.totals()
        relative = self.scores.relative()
        return [["", "", translate("Skat", "Absolute"), "", "", *(str(v) for v in absolute)],
                ["", "", translate("Skat", "Relative"), "", "", *(_signed(v) for v in relative)]]

    def retranslate(self) -> None:
        rule_set = translate("Skat", "Amiga 1990") if self.amiga else translate("Skat", "ISkO")
        if self.scores.mode is ScoreMode.SEEGER_FABIAN:
            title = translate("Skat", "Score list (%1 rules, Seeger-Fabian)")
        elif self.scores.mode is ScoreMode.BIERLACHS:
            title = translate("Skat", "Score list (%1 rules, Bierlachs)")
        else:
            title = translate("Skat", "Score list (%1 rules)")
        self.set_title(title.replace("%1", rule_set))
        house = house_rule_texts(self.session) if self.session is not None else []
        self.rules_label.setText(translate("Skat", "House rules: %1").replace(
            "%1", ", ".join(house) if house else translate("Skat", "none")))
        self.bierlachs_label.setText(bierlachs_text(self.scores))
        self.hint_label.setText(translate("Skat", "A click on a game shows its deal log."))
        self.hint_label.setVisible(bool(self.scores.rows))
        if self.next_button is not None:
            self.next_button.setText(translate("Skat", "Next deal"))
        self.close_button.setText(translate("Skat", "Close"))
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.isVisible():  # a new size (the list was fitted anew) centres it anew
            self.centre_on_parent()

    def room(self) -> QSize:
        """The space the dialog may take: the board it opens over (or the screen)."""
        parent = self.parentWidget()
        if parent is not None:
            return parent.size()
        screen = self.screen()
        return screen.availableGeometry().size() if screen is not None else QSize(640, 400)

    def fit(self) -> None:
        """Lay the list out to fit :meth:`room`: the game column wraps, fewer games show."""
        head, body, foot = [self.header()], self.row_texts(), self.total_texts()
        if not body:
            body = [["", "", translate("Skat", "No game yet."), "", "", "", "", ""]]
        metrics = QFontMetrics(self.head.font())
        bar = self.scroll.verticalScrollBar()
        margins = self.layout().contentsMargins()
        room = self.room()
        air = self.cell_size()  # a character cell of the board shows round the dialog
        room = QSize(room.width() - 2 * air.width(), room.height() - air.height())
        spare = room.width() - margins.left() - margins.right() - bar.width() - 1
        # Too wide: the game column wraps (down to its longest word), then the columns keep
        # half a cell of air, then the declarer's head is shortened.
        for padding in (PADDING, TIGHT_PADDING):
            widths = [max(metrics.horizontalAdvance(row[c]) for row in head + body + foot)
                      + 2 * padding for c in range(len(head[0]))]
            words = [word for row in head + body for word in row[GAME_COLUMN].split()]
            narrowest = max(metrics.horizontalAdvance(word) for word in words) + 2 * padding
            widths[GAME_COLUMN] = max(narrowest, widths[GAME_COLUMN] - max(0, sum(widths) - spare))
            if sum(widths) <= spare:
                break
        if sum(widths) > spare:
            names = max(metrics.horizontalAdvance(row[DECLARER_COLUMN]) for row in body + foot)
            widths[DECLARER_COLUMN] = max(names + 2 * padding,
                                          widths[DECLARER_COLUMN] - (sum(widths) - spare))
        self.head.set_rows(head, widths, padding=padding)
        self.body.set_rows(body, widths, wrap=GAME_COLUMN, padding=padding)
        lines = sum(self.body.lines)
        if lines < VISIBLE_ROWS:  # a list's empty lines
            body += [[""] * len(head[0]) for _ in range(VISIBLE_ROWS - lines)]
            self.body.set_rows(body, widths, wrap=GAME_COLUMN, padding=padding)
        self.foot.set_rows(foot, widths, padding=padding)
        line = self.body.line_height()
        self.scroll.setFixedSize(sum(widths) + 1 + bar.width(), VISIBLE_ROWS * line)
        for rows in (self.head, self.foot):
            rows.setFixedWidth(sum(widths) + 1 + bar.width())
        self.layout().activate()
        too_high = self.sizeHint().height() - room.height()
        if too_high > 0:
            shown = max(FEWEST_ROWS, VISIBLE_ROWS - -(-too_high // line))
            self.scroll.setFixedSize(sum(widths) + 1 + bar.width(), shown * line)
        self.relayout()
        bar.setValue(bar.maximum())


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)
