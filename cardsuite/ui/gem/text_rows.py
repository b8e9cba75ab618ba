"""Rows of texts in fixed columns with 1 px rules, painted in the GEM font.

- :class:`GemTextWidget`: what they share (the font, the repaint when the theme
  changes, the line height, a painter on paper), also PrefClub's score sheet.
- :class:`TextRows` (the Skatliste, Binokel's pad): columns of given widths; a
  text of the wrapping column wraps at words, any other too wide is shortened.
  A click on a row says which (``row_clicked``), for lists whose rows open
  something.
- :class:`TextTable` (Binokel's Top 10, PrefClub's member file): a header
  over its rows, each column as wide as its widest text, a rule under the
  header; one row may be drawn inverted (the new place).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.theme import current_theme, theme_manager
from cardsuite.ui.gem.window import pixel_sharp

PADDING = 8  # one character cell either side of a column's text


class GemTextWidget(QWidget):
    """A widget that paints texts in the GEM font (16 px) on paper, repainted when the theme
    changes: the base of the text tables (and of PrefClub's score sheet)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFont(gem_font(16))
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def line_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2

    def paper_painter(self) -> QPainter:
        """A painter on the widget, pixel-sharp, in the GEM font, the widget filled with the
        theme's paper (the caller ends it)."""
        painter = QPainter(self)
        pixel_sharp(painter)
        painter.fillRect(self.rect(), current_theme().paper)
        painter.setFont(self.font())
        return painter


class TextRows(GemTextWidget):
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
        painter = self.paper_painter()
        painter.setPen(theme.ink)
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


class TextTable(GemTextWidget):
    """A header over rows of texts, each column as wide as its widest text (or ``least``),
    1 px rules between the columns and under the header; the columns ``right`` aligned
    right; row ``highlight`` drawn inverted."""

    def __init__(self, right: tuple[int, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.right = right
        self.header: list[str] = []
        self.rows: list[list[str]] = []
        self.widths: list[int] = []
        self.highlight: int | None = None

    def set_rows(self, header: list[str], rows: list[list[str]], highlight: int | None = None,
                 least: tuple[int, ...] = ()) -> None:
        """The header, the rows, which row (0-based) is inverted (None: none) and the least
        width of each column (pixels, padding included; a column not named: its texts')."""
        metrics = QFontMetrics(self.font())
        self.header, self.rows, self.highlight = header, rows, highlight
        self.widths = [max(metrics.horizontalAdvance(row[c]) for row in [header, *rows])
                       + 2 * PADDING for c in range(len(header))]
        for column, width in enumerate(least):
            self.widths[column] = max(self.widths[column], width)
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(sum(self.widths) + 1, (1 + len(self.rows)) * self.line_height() + 1)

    def row_rect(self, index: int) -> QRect:
        """Where row ``index`` (0-based, under the header and its rule) is drawn."""
        line = self.line_height()
        return QRect(0, line + 1 + index * line, self.width(), line)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = self.paper_painter()
        line = self.line_height()
        x = 0
        for width in self.widths[:-1]:  # the column rules
            x += width
            painter.fillRect(x, 0, 1, self.height(), theme.ink)
        painter.fillRect(0, line, self.width(), 1, theme.ink)  # under the header
        if self.highlight is not None:
            painter.fillRect(self.row_rect(self.highlight), theme.ink)
        self._paint_row(painter, self.header, QRect(0, 0, self.width(), line), theme.ink)
        for index, row in enumerate(self.rows):
            ink = theme.paper if index == self.highlight else theme.ink
            self._paint_row(painter, row, self.row_rect(index), ink)
        painter.end()

    def _paint_row(self, painter: QPainter, row: list[str], rect: QRect, ink: QColor) -> None:
        painter.setPen(ink)
        x = 0
        for column, text in enumerate(row):
            width = self.widths[column]
            align = (Qt.AlignmentFlag.AlignRight if column in self.right
                     else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRect(x + PADDING, rect.y(), width - 2 * PADDING, rect.height()),
                             align, text)
            x += width
