"""The PrefClub score sheet in a GEM dialog: BULLET, MOUNTAIN and WHIST written as on paper.

``rules/prefclub.md``, "The score sheet", after the 1993 manual ("PrefClub
Punktestand"): every player has a BULLET, a MOUNTAIN and one WHIST column
against each opponent; the previous deal's entries are red, the latest deal's
black.  The sheet opens after every deal (and with F7); under it are GEBEN
(deal the next hand) and EXIT, as on the 1993 screen, and OK to close it.

Layout (decisions):

- One column per player (his name at the head), rows BULLET, MOUNTAIN and
  two WHIST rows: in each of the latter a player's cell begins with the short
  name of the one he writes on ("Hilde: 4.12").
- **Running entries as on paper**: a cell holds the sequence of the column's
  running values, one per deal that wrote in it (``Ledger.column``), written
  one after the other with a dot ("2.4.8.10") and wrapped inside the cell —
  so the last one is the column's value now.  A cell shows at most
  :data:`CELL_LINES` lines: in a long game the oldest entries give way to a
  leading "…" (the newest, the red and the black ones, always stay).  Values
  are exact; whole numbers, as every entry of the rules is, are written plain
  (a half would be "½", other fractions "1/3").
- **Colours**: the latest deal's entries in ink (black), the previous deal's
  in red, older entries in ink.  **In the monochrome theme** there is no red:
  the previous deal's entries are *underlined* instead — GEM's own text
  effect (``vst_effects`` underline), which keeps them as readable as the
  rest, where a dither (GEM's "light" text) would eat half the pixels of the
  one-pixel strokes.  :func:`entry_style` is that rule.
- Above the table, what the last deal came to (:func:`.dialogs.outcome_text`);
  under it the deals played and the lowest bid of the next deal when an ALL
  PASS has raised it.
- **When the game is over** the settlement follows: per player his result
  in whist points (exact: the mountain average may make thirds) and in DM
  (``Ledger.money`` rounded to the pfennig with
  :func:`cardsuite.games.pref.ledger.round_to_pfennigs`, for display only),
  and GEBEN stays disabled, unless the club seats the member for the next
  game (``next_game``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from cardsuite.games.pref.ledger import SEATS
from cardsuite.games.pref.session import Session
from cardsuite.ui.boards.pref.words import (
    Names,
    money_text,
    outcome_text,
    points_text,
    table_rules_text,
)
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel, fill_border
from cardsuite.ui.gem.text_rows import PADDING, GemTextWidget
from cardsuite.ui.gem.theme import Theme, current_theme

translate = QCoreApplication.translate

#: The rows of the sheet: (column kind, which of the two others for WHIST).
ROWS: tuple[tuple[str, int | None], ...] = (("bullet", None), ("mountain", None),
                                             ("whist", 0), ("whist", 1))
#: Characters of running entries a cell holds on one line before it wraps.
CELL_CHARS = 22
#: Lines a cell shows at most: older entries give way to "…" (the newest stay in view).
CELL_LINES = 3
ELLIPSIS = "…"
SEPARATOR = "."


@dataclass(frozen=True)
class EntryStyle:
    """How one entry is written: its colour and whether it is underlined."""

    colour: QColor
    underline: bool
    #: "latest", "previous" or "older".
    age: str


def entry_style(deal_index: int, deals: int, theme: Theme) -> EntryStyle:
    """The style of an entry written by deal ``deal_index`` (from 0) of ``deals`` scored:
    the latest deal's in ink, the previous deal's in red (underlined ink in mono), older
    ones in ink."""
    if deal_index == deals - 1:
        return EntryStyle(QColor(theme.ink), False, "latest")
    if deal_index == deals - 2:
        if theme.is_colour:
            return EntryStyle(QColor(theme.red_suit), False, "previous")
        return EntryStyle(QColor(theme.ink), True, "previous")
    return EntryStyle(QColor(theme.ink), False, "older")


def others(seat: int) -> tuple[int, int]:
    """The two other seats, in turn after ``seat``."""
    return (seat + 1) % SEATS, (seat + 2) % SEATS


def row_label(kind: str) -> str:
    return {"bullet": translate("PrefClub", "BULLET"),
            "mountain": translate("PrefClub", "MOUNTAIN"),
            "whist": translate("PrefClub", "WHIST")}[kind]


class SheetTable(GemTextWidget):
    """The sheet's table: a column of row names, then one column per player, cells of
    running entries wrapped to :data:`CELL_CHARS`, painted in the GEM font."""

    def __init__(self, session: Session, names: Names, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.refit()

    # --- content ----------------------------------------------------------------------

    def cell(self, seat: int, kind: str, on: int | None = None) -> list[tuple[str, EntryStyle]]:
        """The entries of ``seat``'s ``kind`` column (``on``: the seat a WHIST column is written
        on), first to last, each with its style in the current theme."""
        ledger = self.session.ledger
        deals = len(ledger.history)
        theme = current_theme()
        return [(points_text(value), entry_style(index, deals, theme))
                for index, value in ledger.column(seat, kind, on=on)]  # type: ignore[arg-type]

    def cell_text(self, seat: int, kind: str, on: int | None = None) -> str:
        """The cell as written: "2.4.8" (whist cells without the name of whom they are on)."""
        return SEPARATOR.join(text for text, _style in self.cell(seat, kind, on))

    def heads(self) -> list[str]:
        return [""] + [self.names.full(seat) for seat in range(SEATS)]

    def row_names(self) -> list[str]:
        return [row_label(kind) for kind, _which in ROWS]

    def _pieces(self, seat: int, kind: str, which: int | None, keep: int | None = None
                ) -> list[tuple[str, EntryStyle | None]]:
        """A cell's texts in order: the name written on (WHIST), the entries (the last
        ``keep`` of them after "…"), separators."""
        pieces: list[tuple[str, EntryStyle | None]] = []
        on = None
        if which is not None:
            on = others(seat)[which]
            pieces.append((self.names.short(on) + ":", None))
        entries = self.cell(seat, kind, on)
        if keep is not None and keep < len(entries):
            entries = entries[len(entries) - keep:]
            pieces.append((ELLIPSIS, None))
        for index, (text, style) in enumerate(entries):
            if index:
                pieces.append((SEPARATOR, None))
            pieces.append((text, style))
        return pieces

    def shown_lines(self, seat: int, kind: str, which: int | None
                    ) -> list[list[tuple[str, EntryStyle | None]]]:
        """The cell's lines as painted: all entries if they fit in :data:`CELL_LINES`
        lines, else as many of the newest as fit after "…"."""
        lines = self._lines(self._pieces(seat, kind, which))
        if len(lines) <= CELL_LINES:
            return lines
        keep = len(self.cell(seat, kind, None if which is None else others(seat)[which]))
        while keep > 1:
            keep -= 1
            lines = self._lines(self._pieces(seat, kind, which, keep))
            if len(lines) <= CELL_LINES:
                break
        return lines

    def _lines(self, pieces: list[tuple[str, EntryStyle | None]]
               ) -> list[list[tuple[str, EntryStyle | None]]]:
        """Wrap a cell's pieces into lines of at most :data:`CELL_CHARS` characters; an entry
        and the separator after it stay together, a name is followed by a space."""
        lines: list[list[tuple[str, EntryStyle | None]]] = [[]]
        length = 0
        for text, style in pieces:
            piece = text + " " if text.endswith(":") else text
            if length and length + len(piece) > CELL_CHARS and text != SEPARATOR:
                lines.append([])
                length = 0
            lines[-1].append((piece, style))
            length += len(piece)
        return lines

    # --- geometry -------------------------------------------------------------------------

    def column_widths(self) -> list[int]:
        metrics = QFontMetrics(self.font())
        label = max(metrics.horizontalAdvance(text) for text in self.row_names()) + 2 * PADDING
        cell = max([metrics.horizontalAdvance("0" * CELL_CHARS)]
                   + [metrics.horizontalAdvance(self.names.full(seat)) for seat in range(SEATS)])
        return [label] + [cell + 2 * PADDING] * SEATS

    def row_heights(self) -> list[int]:
        line = self.line_height()
        heights = [line + 2]
        for kind, which in ROWS:
            lines = max(len(self.shown_lines(seat, kind, which)) for seat in range(SEATS))
            heights.append(max(1, lines) * line + 4)
        return heights

    def refit(self) -> None:
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(sum(self.column_widths()) + 1, sum(self.row_heights()) + 1)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = self.paper_painter()
        metrics = QFontMetrics(self.font())
        widths = self.column_widths()
        heights = self.row_heights()
        line = self.line_height()
        painter.setPen(theme.ink)
        x = 0
        for column, head in enumerate(self.heads()):
            painter.drawText(QRect(x + PADDING, 1, widths[column] - 2 * PADDING, heights[0]),
                             Qt.AlignmentFlag.AlignCenter, head)
            x += widths[column]
        y = heights[0]
        for (kind, which), height, name in zip(ROWS, heights[1:], self.row_names(), strict=True):
            painter.setPen(theme.ink)
            painter.drawText(QRect(PADDING, y + 2, widths[0] - 2 * PADDING, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            x = widths[0]
            for seat in range(SEATS):
                lines = self.shown_lines(seat, kind, which)
                for number, pieces in enumerate(lines):
                    px = x + PADDING
                    top = y + 2 + number * line
                    for text, style in pieces:
                        advance = metrics.horizontalAdvance(text)
                        colour = theme.ink if style is None else style.colour
                        painter.setPen(colour)
                        painter.drawText(QRect(px, top, advance + 1, line),
                                         Qt.AlignmentFlag.AlignLeft
                                         | Qt.AlignmentFlag.AlignVCenter, text)
                        if style is not None and style.underline:
                            base = top + (line + metrics.ascent() - metrics.descent()) // 2 + 1
                            painter.fillRect(px, base + 1, advance, 1, colour)
                        px += advance
                x += widths[seat + 1]
            y += height
            painter.fillRect(0, y - 1, self.width(), 1, theme.ink)
        painter.fillRect(0, heights[0] - 1, self.width(), 1, theme.ink)
        x = 0
        for width in widths[:-1]:
            x += width
            painter.fillRect(x, 0, 1, self.height(), theme.ink)
        fill_border(painter, self.rect(), 1, theme.ink)
        painter.end()


class ScoreSheetDialog(GemDialog):
    """The score sheet of a session; with ``may_deal`` its GEBEN deals the next hand —
    at the end of a game only with ``next_game`` (the club's next game).  ``note`` gives a
    line under the settlement (the club's booking), translated when called.

    :meth:`choice` says which button ended it: ``"deal"``, ``"exit"`` or None (OK,
    Escape).  Its "Deal log" button asks for the log of the last deal, from which the
    earlier ones are a Page Up away (``game_chosen``, the deal from 0).
    """

    game_chosen = Signal(int)

    def __init__(self, parent: QWidget | None, session: Session, names: Names,
                 may_deal: bool = False, next_game: bool = False,
                 note: Callable[[], str] | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.may_deal = may_deal
        self.note = note
        self.terms = GemLabel()
        self.terms.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.content_layout().addWidget(self.terms)
        self.rules_line = GemLabel()
        self.rules_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.content_layout().addWidget(self.rules_line)
        self.headline = GemLabel()
        self.content_layout().addWidget(self.headline)
        self.table = SheetTable(session, names)
        self.content_layout().addWidget(self.table, 0, Qt.AlignmentFlag.AlignHCenter)
        self.footnote = GemLabel()
        foot = QHBoxLayout()
        foot.addWidget(self.footnote)
        foot.addStretch(1)
        self.log_button = GemButton("", self, scale=self.scale())
        self.log_button.clicked.connect(
            lambda _c=False: self.game_chosen.emit(self.session.deals_played - 1))
        self.log_button.setEnabled(session.deals_played > 0)
        foot.addWidget(self.log_button)
        self.content_layout().addLayout(foot)
        self.settlement_title = GemLabel()
        self.content_layout().addWidget(self.settlement_title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(2 * self.cell_size().width())
        grid.setVerticalSpacing(0)
        self.settlement_rows: list[tuple[GemLabel, GemLabel, GemLabel]] = []
        for seat in range(SEATS):
            labels = (GemLabel(), GemLabel(), GemLabel())
            for column, label in enumerate(labels):
                if column:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(label, seat, column)
            self.settlement_rows.append(labels)
        self.content_layout().addLayout(grid)
        self.note_label = GemLabel()
        self.content_layout().addWidget(self.note_label)
        self.note_label.setVisible(note is not None)
        over = session.over
        self.settlement_title.setVisible(over)
        for labels in self.settlement_rows:
            for label in labels:
                label.setVisible(over)
        self.deal_button = self.add_button("", "accept")
        self.exit_button = self.add_button("", "accept")
        self.ok_button = self.add_button("", "reject")
        dealing = may_deal and (not over or next_game)
        self.deal_button.setEnabled(dealing)
        self.set_default_button(self.deal_button if dealing else self.ok_button)
        self.set_retranslate(self.retranslate_texts)

    def choice(self) -> str | None:
        clicked = self.clicked_button()
        if clicked is self.deal_button:
            return "deal"
        if clicked is self.exit_button:
            return "exit"
        return None

    def settlement_texts(self) -> list[list[str]]:
        """Per seat: name, result in whist points, in DM (also before the end: provisional)."""
        points = self.session.settlement()
        money = self.session.money()
        return [[self.names.full(seat),
                 translate("PrefClub", "%1 whist points").replace(
                     "%1", points_text(points[seat], signed=True)),
                 money_text(money[seat], signed=True)] for seat in range(SEATS)]

    def retranslate_texts(self) -> None:
        session = self.session
        self.set_title(translate("PrefClub", "Score sheet"))
        self.terms.setText(translate("PrefClub", "Game to %1 — a whist point is %2")
                           .replace("%1", str(session.settings.limit))
                           .replace("%2", money_text(Fraction(session.settings.price))))
        self.rules_line.setText(table_rules_text(session.settings.rules))
        last = session.deals[session.deals_played - 1] if session.deals_played else None
        self.headline.setText(translate("PrefClub", "Deal %1: %2").replace(
            "%1", str(session.deals_played)).replace("%2", outcome_text(last, self.names))
            if last is not None else translate("PrefClub", "No deal played yet."))
        foot = translate("PrefClub", "Deals played: %1").replace("%1", str(session.deals_played))
        if not session.over and session.minimum_level > 6:
            foot += "   " + translate("PrefClub", "Next deal: lowest bid %1").replace(
                "%1", str(session.minimum_level))
        self.footnote.setText(foot)
        amnesty = session.ledger.amnesty()
        if amnesty:  # the table's amnesty: what every MOUNTAIN is settled from
            self.settlement_title.setText(translate(
                "PrefClub", "The game is over. Amnesty: %1 off every MOUNTAIN. Settlement:")
                .replace("%1", points_text(amnesty)))
        else:
            self.settlement_title.setText(translate("PrefClub", "The game is over. Settlement:"))
        for labels, texts in zip(self.settlement_rows, self.settlement_texts(), strict=True):
            for label, text in zip(labels, texts, strict=True):
                label.setText(text)
        if self.note is not None:
            self.note_label.setText(self.note())
        self.deal_button.setText(translate("PrefClub", "DEAL"))
        self.exit_button.setText(translate("PrefClub", "EXIT"))
        self.ok_button.setText(translate("PrefClub", "OK"))
        self.log_button.setText(translate("PrefClub", "Deal log"))
        self.table.refit()
