"""The Skatliste in a GEM dialog: one row per game, a GEM scroll bar, absolute and relative totals.

The title names the rule set the session plays (it is fixed for a session);
a line under it names the house rules the list is played under
(:func:`house_rule_texts`), or says there are none.

Columns: the game's place in the list, the deal number (to replay it with
F2), the declarer, the game in words (the list's codes translated word by
word), its value, and the running total of each seat.  The head row and the
two total rows ("Absolute", "Relative") stay put while the games scroll
between them; the list opens scrolled to its newest game.

The scroll bar is drawn the GEM way (arrow boxes, a dotted track, a white
slider, 1 px lines); it keeps the platform style's geometry and behaviour and
only paints differently, so it scrolls exactly like any other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QScrollArea,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from cardsuite.games.skat.scorelist import ScoreList, ScoreMode
from cardsuite.games.skat.session import Session
from cardsuite.ui.boards.skat_dialogs import describe_text, seat_name
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import GemDialog, GemLabel, fill_border
from cardsuite.ui.gem.theme import current_theme, dither_brush, theme_manager
from cardsuite.ui.gem.window import draw_glyph, pixel_sharp

translate = QCoreApplication.translate

#: Games shown at once before the list scrolls.
VISIBLE_ROWS = 10
BAR_WIDTH = 19  # a GEM window gadget's size
UP_GLYPH = (
    "....#....",
    "...###...",
    "..#####..",
    ".#######.",
    "#########",
    "...###...",
    "...###...",
    "...###...",
)
DOWN_GLYPH = tuple(reversed(UP_GLYPH))
#: Numeric columns are right-aligned.
NUMERIC = (0, 1, 4, 5, 6, 7)
PADDING = 8  # one character cell either side of a column's text


class GemScrollBar(QScrollBar):
    """A vertical scroll bar painted as GEM draws a window's: boxes, dotted track, white slider."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setFixedWidth(BAR_WIDTH)
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def _rect(self, option: QStyleOptionSlider, part: QStyle.SubControl) -> QRect:
        return self.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, part, self)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        painter = QPainter(self)
        pixel_sharp(painter)
        whole = self.rect()
        up = QRect(0, 0, whole.width(), whole.width())
        down = QRect(0, whole.height() - whole.width(), whole.width(), whole.width())
        track = QRect(0, up.bottom(), whole.width(), max(0, down.top() - up.bottom() + 1))
        painter.setBrushOrigin(0, 0)
        painter.fillRect(track, dither_brush(theme.ink, theme.paper))
        slider = self._rect(option, QStyle.SubControl.SC_ScrollBarSlider)
        if self.maximum() > self.minimum() and slider.isValid():
            box = QRect(0, max(slider.top(), up.bottom()), whole.width(),
                        min(slider.height(), track.height()))
            painter.fillRect(box, theme.paper)
            fill_border(painter, box, 1, theme.ink)
        for box, glyph in ((up, UP_GLYPH), (down, DOWN_GLYPH)):
            painter.fillRect(box, theme.paper)
            fill_border(painter, box, 1, theme.ink)
            draw_glyph(painter, box, glyph, theme.ink, 1)
        fill_border(painter, whole, 1, theme.ink)
        painter.end()


class TextRows(QWidget):
    """Rows of texts in fixed columns with 1 px rules, painted in the GEM font."""

    def __init__(self, parent: QWidget | None = None, *, rule_above: bool = False,
                 rule_below: bool = False) -> None:
        super().__init__(parent)
        self.rows: list[list[str]] = []
        self.widths: list[int] = []
        self.rule_above = rule_above
        self.rule_below = rule_below
        self.setFont(gem_font(16))
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def line_height(self) -> int:
        return QFontMetrics(self.font()).height() + 2

    def set_rows(self, rows: list[list[str]], widths: list[int]) -> None:
        self.rows = rows
        self.widths = widths
        self.updateGeometry()
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        extra = int(self.rule_above) + int(self.rule_below)
        return QSize(sum(self.widths) + 1, len(self.rows) * self.line_height() + extra)

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        painter.fillRect(self.rect(), theme.paper)
        painter.setPen(theme.ink)
        painter.setFont(self.font())
        line = self.line_height()
        top = 1 if self.rule_above else 0
        if self.rule_above:
            painter.fillRect(0, 0, self.width(), 1, theme.ink)
        for index, row in enumerate(self.rows):
            x = 0
            for column, text in enumerate(row):
                width = self.widths[column]
                align = (Qt.AlignmentFlag.AlignRight if column in NUMERIC
                         else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
                painter.drawText(QRect(x + PADDING, top + index * line, width - 2 * PADDING, line),
                                 align, text)
                x += width
        if self.rule_below:
            painter.fillRect(0, self.height() - 1, self.width(), 1, theme.ink)
        x = 0
        for width in self.widths[:-1]:  # the column rules
            x += width
            painter.fillRect(x, 0, 1, self.height(), theme.ink)
        painter.end()


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
    """The Skatliste of a session; with ``next_deal`` it also offers to deal the next game."""

    def __init__(self, parent: QWidget | None, scores: ScoreList, next_deal: bool = False,
                 amiga: bool = False, session: Session | None = None) -> None:
        super().__init__(parent)
        self.scores = scores
        self.amiga = amiga  # the session's rule set, named in the title
        self.session = session  # for the house rules line
        self.rules_label = GemLabel("")
        self.rules_label.setWordWrap(True)  # as wide as the table, however many rules
        self.content_layout().addWidget(self.rules_label)
        self.head = TextRows(rule_below=True)
        self.body = TextRows()
        self.foot = TextRows(rule_above=True)
        self.scroll = QScrollArea()
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setVerticalScrollBar(GemScrollBar())
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
        self.bierlachs_label = GemLabel("")  # who lost the Bierlachs (Bierlachs lists only)
        self.bierlachs_label.setWordWrap(True)
        self.bierlachs_label.setVisible(scores.mode is ScoreMode.BIERLACHS)
        self.content_layout().addWidget(self.bierlachs_label)
        self.next_button = self.add_button("", "accept") if next_deal else None
        self.close_button = self.add_button("", "reject")
        if self.next_button is None:
            self.set_default_button(None)
        self.set_retranslate(self.retranslate)

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
            value = "–" if row.value is None else _signed(row.value)
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
        if self.next_button is not None:
            self.next_button.setText(translate("Skat", "Next deal"))
        self.close_button.setText(translate("Skat", "Close"))
        head, body, foot = [self.header()], self.row_texts(), self.total_texts()
        if not body:
            body = [["", "", translate("Skat", "No game yet."), "", "", "", "", ""]]
        metrics = QFontMetrics(self.head.font())
        widths = [max(metrics.horizontalAdvance(row[c]) for row in head + body + foot) + 2 * PADDING
                  for c in range(len(head[0]))]
        body += [[""] * len(head[0]) for _ in range(VISIBLE_ROWS - len(body))]  # a list's empty lines
        self.head.set_rows(head, widths)
        self.body.set_rows(body, widths)
        self.foot.set_rows(foot, widths)
        bar = self.scroll.verticalScrollBar()
        self.scroll.setFixedSize(sum(widths) + 1 + bar.width(),
                                 VISIBLE_ROWS * self.body.line_height())
        for rows in (self.head, self.foot):
            rows.setFixedWidth(sum(widths) + 1 + bar.width())
        self.relayout()
        bar.setValue(bar.maximum())


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)
