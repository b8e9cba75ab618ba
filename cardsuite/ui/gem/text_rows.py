"""Rows of texts in fixed columns with 1 px rules, painted in the GEM font (the Skatliste,
Binokel's pad): a text of the wrapping column wraps at words, any other too wide is shortened.
A click on a row says which (``row_clicked``), for lists whose rows open something."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.theme import current_theme, theme_manager
from cardsuite.ui.gem.window import pixel_sharp

PADDING = 8  # one character cell either side of a column's text


class TextRows(QWidget):
    """Rows of texts in fixed columns with 1 px rules, painted in the GEM font."""

    #: The row (0 = the first) the left button was pressed on.
    row_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, rule_above: bool = False,
                 rule_below: bool = False, numeric: tuple[int, ...] = ()) -> None:
        super().__init__(parent)
        self.numeric = numeric  # the columns aligned right
        self.rows: list[list[str]] = []
        self.widths: list[int] = []
        self.wrap: int | None = None  # the column whose texts wrap at words
        self.padding = PADDING
        self.lines: list[int] = []  # how many text lines each row takes
        self.rule_above = rule_above
        self.rule_below = rule_below
        self.setFont(gem_font(16))
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def line_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2

    def set_rows(self, rows: list[list[str]], widths: list[int], wrap: int | None = None,
                 padding: int = PADDING) -> None:
        """Show ``rows`` in columns of ``widths`` (``padding`` each side of a text); texts of
        column ``wrap`` wrap at words, any other text too wide for its column is shortened."""
        self.rows = rows
        self.widths = widths
        self.wrap = wrap
        self.padding = padding
        self.lines = [self._lines(row) for row in rows]
        self.updateGeometry()
        self.setFixedSize(self.sizeHint())
        self.update()

    def _lines(self, row: list[str]) -> int:
        return len(self.wrapped(row, self.wrap)) if self.wrap is not None else 1

    def wrapped(self, row: list[str], column: int) -> list[str]:
        """The text of ``column`` in ``row`` as the lines it takes: wrapped at words where the
        column wraps (a word wider than the column keeps a line of its own)."""
        text = row[column]
        if column != self.wrap or not text:
            return [text]
        metrics = QFontMetrics(self.font())
        room = self.widths[column] - 2 * self.padding
        lines: list[str] = []
        for word in text.split():
            if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
                lines[-1] += f" {word}"
            else:
                lines.append(word)
        return lines

    def row_at(self, y: int) -> int | None:
        """The row at height ``y`` (None: above or below every row, or on a rule)."""
        top = 1 if self.rule_above else 0
        line = self.line_height()
        for index, lines in enumerate(self.lines):
            if top <= y < top + lines * line:
                return index
            top += lines * line
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        row = self.row_at(int(event.position().y()))
        if event.button() is Qt.MouseButton.LeftButton and row is not None:
            self.row_clicked.emit(row)
            event.accept()
            return
        super().mousePressEvent(event)

    def sizeHint(self) -> QSize:
        extra = int(self.rule_above) + int(self.rule_below)
        return QSize(sum(self.widths) + 1, sum(self.lines) * self.line_height() + extra)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        painter.fillRect(self.rect(), theme.paper)
        painter.setPen(theme.ink)
        painter.setFont(self.font())
        line = self.line_height()
        metrics = QFontMetrics(self.font())
        top = 1 if self.rule_above else 0
        if self.rule_above:
            painter.fillRect(0, 0, self.width(), 1, theme.ink)
        for row, lines in zip(self.rows, self.lines, strict=True):
            x = 0
            for column in range(len(row)):
                width = self.widths[column]
                flags = (Qt.AlignmentFlag.AlignRight if column in self.numeric
                         else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
                # A wrapped text takes a line of the row each; the others stand on the first.
                room = width - 2 * self.padding
                for number, part in enumerate(self.wrapped(row, column)):
                    part = metrics.elidedText(part, Qt.TextElideMode.ElideRight, room)
                    painter.drawText(QRect(x + self.padding, top + number * line, room, line),
                                     flags, part)
                x += width
            top += lines * line
        if self.rule_below:
            painter.fillRect(0, self.height() - 1, self.width(), 1, theme.ink)
        x = 0
        for width in self.widths[:-1]:  # the column rules
            x += width
            painter.fillRect(x, 0, 1, self.height(), theme.ink)
        painter.end()
