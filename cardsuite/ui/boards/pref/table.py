"""The PrefClub table: where the cards lie at any size, the score box, the pointing hand, and
the scene.

:class:`Layout` places everything in whole pixels for one size of the view
(seat 0 is the player, seat 1 sits on his left, seat 2 on his right — the
deal's seats go clockwise, each to the left of the one before):

- the top row: each opponent's name box at his side, his bubble beside it
  (the name box of the hand on turn is drawn inverted, GEM's SELECTED);
- under it the opponents' hands as fans of small cards, the left one's in the
  left half, the right one's in the right half, and **the widow between the
  two fans**, two small cards face down in the middle of the table as the
  manual says ("ungeöffnet in der Tischmitte"); it is turned up in place when
  the declarer takes it (for all to see, until a click) and, in ALL PASS, one
  card for each of the first two tricks (it leads that trick from there and
  goes with it);
- the trick in the middle, each card in front of the seat that played it;
- won tricks face down in front of their taker: the opponents' at the outer
  top corners of the table, the player's at its lower right; the declarer's
  discard lies face down under his won tricks;
- the bottom row: the player's hand face up between the GEBEN / EXIT box
  (lower left, a widget of the board) and the score box (lower right: the
  final bids, the tricks taken and each seat's standing — what the game
  would come to if it ended now, in whist points and in DM, as the sheet's
  settlement reckons it; it changes when a deal is written), his name box
  and bubble above it.

A hand the player may not see is laid out in the order its cards were dealt,
not sorted, so the place a card is played from tells nothing; once it is
shown (open cards, Miser's defenders, the lone whister's partner) it is sorted
as the deal sorts it.

**The pointing hand** (:class:`PointingHand`, :func:`hand_cursor`): 1-bit
pixel art of a hand with the index finger up, like GEM's ``POINT_HAND``
mouse form.  It is the mouse cursor over the table, and a second one the
keyboard moves (over the cards of the hand being played or the buttons of
the box on the table) and that points at the winning card of each trick
until it is collected.  Its finger tip is the hot spot.

:class:`PrefScene` derives every card's :class:`Spot` from the deal on the
board and flies the cards that are not there; it turns clicks and drags
into calls on the board and keeps no rule logic.  What the three trick
tables share (the items, their flight, clicks and drags) is
:class:`~cardsuite.ui.table.scene.TrickScene`; the scene reads its board
through :class:`PrefHost`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QCursor, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QVBoxLayout, QWidget

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import seeded_shuffle
from cardsuite.games.pref import rules
from cardsuite.games.pref.game import Deal, Play
from cardsuite.ui.boards.pref.words import (
    HUMAN,
    Names,
    amount_text,
    final_bids,
    points_text,
    speech_texts,
)
from cardsuite.ui.cards.text_box import TableText, TextBox
from cardsuite.ui.gem.dialog import GemButton, equalise_widths, fill_border
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.pixel_icon import pixel_icon
from cardsuite.ui.table.layout import TEXT_PIXELS, CardTable, card_sizes, row_xs, table_measures
from cardsuite.ui.table.scene import Spot, TableCard, TableHost, TrickScene

translate = QCoreApplication.translate

LEFT, RIGHT = 1, 2  # the seats to the player's left and right

# --- the pointing hand ------------------------------------------------------------------------

#: "#" ink, "-" paper, "." transparent (a border of it is kept for the mask); the finger
#: tip (column 7, row 1) is the hot spot.
HAND_ART: tuple[str, ...] = (
    "....................",
    ".......##...........",
    "......#--#..........",
    "......#--#..........",
    "......#--#..........",
    "......#--#..........",
    "......#--###........",
    "......#--#--##......",
    "......#--#--#-##....",
    "...##.#--#--#-#-#...",
    "..#--##--------#-#..",
    "..#---#----------#..",
    "...#-------------#..",
    "...#-------------#..",
    "....#------------#..",
    "....#-----------#...",
    ".....#----------#...",
    "......#--------#....",
    "......##########....",
    "....................",
)
HAND_HOT_SPOT = QPoint(7, 1)


def _masked(art: Sequence[str]) -> tuple[str, ...]:
    """The art with GEM's mouse-form mask: every transparent pixel next to the hand (also
    diagonally) becomes paper, so that the hand shows on black as on white."""
    height, width = len(art), len(art[0])

    def near(x: int, y: int) -> bool:
        return any(0 <= x + dx < width and 0 <= y + dy < height and art[y + dy][x + dx] != "."
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    return tuple("".join("-" if pixel == "." and near(x, y) else pixel
                         for x, pixel in enumerate(row)) for y, row in enumerate(art))


#: The hand with its mask, as it is drawn.
HAND_FORM: tuple[str, ...] = _masked(HAND_ART)


def hand_pixmap(theme: Theme, scale: int = 1) -> QPixmap:
    """The pointing hand, pixel for pixel (each pixel ``scale`` × ``scale``): ink outline,
    paper inside, transparent around."""
    pixmap = pixel_icon(HAND_FORM, [], {"#": theme.ink, "-": theme.paper}, theme.paper)
    if scale == 1:
        return pixmap
    return pixmap.scaled(pixmap.width() * scale, pixmap.height() * scale,
                         Qt.AspectRatioMode.IgnoreAspectRatio,
                         Qt.TransformationMode.FastTransformation)


def hand_scale(card_w: int) -> int:
    """The hand's pixel size for the table's cards: doubled from cards of 72 pixels on, so
    that it stays as big against a card as on the 1993 screen."""
    return 2 if card_w >= 72 else 1


def hand_cursor(theme: Theme, scale: int = 1) -> QCursor:
    """The mouse cursor over the table: the pointing hand, its finger tip the hot spot."""
    return QCursor(hand_pixmap(theme, scale), HAND_HOT_SPOT.x() * scale,
                   HAND_HOT_SPOT.y() * scale)


class PointingHand(QWidget):
    """The keyboard's pointing hand over the table (and the trick's winner): a widget on the
    board's viewport, so that it can point at cards and at the buttons of a box alike; it
    takes no clicks."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.scale = 1
        self.setFixedSize(len(HAND_ART[0]), len(HAND_ART))
        #: The viewport point the finger tip touches (None: hidden).
        self.tip: QPoint | None = None
        self.hide()

    def set_scale(self, scale: int) -> None:
        if scale != self.scale:
            self.scale = scale
            self.setFixedSize(len(HAND_ART[0]) * scale, len(HAND_ART) * scale)
            self.point_at(self.tip)

    def point_at(self, tip: QPoint | None) -> None:
        self.tip = tip
        if tip is None:
            self.hide()
            return
        self.move(tip - HAND_HOT_SPOT * self.scale)
        self.show()
        self.raise_()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.drawPixmap(0, 0, hand_pixmap(current_theme(), self.scale))
        painter.end()


# --- GEBEN and EXIT -------------------------------------------------------------------------

class CornerBox(QWidget):
    """The lower left corner: GEBEN (deal the next hand) over EXIT, in a white GEM box."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 4, 6, 4)
        column.setSpacing(2)
        self.deal_button = GemButton()
        self.exit_button = GemButton()
        for button in (self.deal_button, self.exit_button):
            button.set_exit(True)
            column.addWidget(button)
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def set_texts(self, deal: str, leave: str) -> None:
        self.deal_button.setText(deal)
        self.exit_button.setText(leave)
        equalise_widths([self.deal_button, self.exit_button])
        self.adjustSize()

    def paintEvent(self, event) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.paper)
        fill_border(painter, self.rect(), 1, theme.ink)
        painter.end()


# --- layout --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout(CardTable):
    """Where everything goes for one size of the table (whole pixels only)."""

    label_h: int
    fan_y: int  # the top of the opponents' fans and of the widow
    top: int  # the table between the fans and the player's row
    bottom: int
    hand_y: int
    hand_left: int  # the player's hand lies between the corner box and the score box
    hand_right: int
    #: The pixel size of the table's texts (see ui.table.layout.text_pixels).
    text_px: int = TEXT_PIXELS

    #: The room the GEBEN / EXIT box and the score box take at the bottom (fitted to them).
    CORNER_W = 84
    SCORE_W = 200
    #: The table needs at least this much height for the bid box.
    TABLE_MIN = 206

    @classmethod
    def fit(cls, width: int, height: int, corner_w: int = CORNER_W,
            score_w: int = SCORE_W) -> Layout:
        gap, text_px, label_h = table_measures(width, height)
        fixed = 7 * gap + 2 * label_h
        by_height = min((height - fixed) / (1.4 * (0.72 + 2.45)),
                        (height - fixed - cls.TABLE_MIN) / (1.4 * (0.72 + 1)))
        card_w, card_h, small_w, small_h = card_sizes(min(width / 9, by_height))
        fan_y = 2 * gap + label_h
        top = fan_y + small_h + gap
        hand_y = height - gap - card_h
        bottom = hand_y - 2 * gap - label_h
        return cls(width, height, card_w, card_h, small_w, small_h, gap, label_h, fan_y, top,
                   bottom, hand_y, 2 * gap + corner_w, width - 2 * gap - score_w, text_px)

    @property
    def centre_x(self) -> int:
        return self.width // 2

    @property
    def centre_y(self) -> int:
        """The trick's centre: the trick's band (its cards from 5/8 of a card above to 2/3
        below) in the middle of the table."""
        return (self.top + self.bottom) // 2 - self.card_h // 48

    def widow_pos(self, index: int) -> tuple[int, int]:
        """The ``index``-th widow card: side by side between the fans."""
        x = self.centre_x - self.small_w - self.gap // 2 + index * (self.small_w + self.gap)
        return x, self.fan_y

    def widow_width(self) -> int:
        return 2 * self.small_w + self.gap

    def fan_xs(self, seat: int, count: int) -> list[int]:
        """An opponent's fan in his half of the top band, beside the widow."""
        if count <= 0:
            return []
        half = self.widow_width() // 2 + self.gap
        if seat == LEFT:
            left, right = self.gap, self.centre_x - half
        else:
            left, right = self.centre_x + half, self.width - self.gap
        room = right - left
        step = round(self.small_w * 0.55)
        if count > 1:
            step = max(2, min(step, (room - self.small_w) // (count - 1)))
        total = self.small_w + step * (count - 1)
        start = left + (room - total) // 2
        return [start + i * step for i in range(count)]

    def hand_xs(self, count: int) -> list[int]:
        return row_xs(self.hand_left, self.hand_right, self.card_w, count, 0.55, least=2)

    def pile_pos(self, seat: int) -> tuple[int, int]:
        """Won tricks lie in front of their taker."""
        if seat == LEFT:
            return self.gap, self.top
        if seat == RIGHT:
            return self.width - self.gap - self.small_w, self.top
        return self.width - self.gap - self.small_w, self.bottom - self.small_h

    def trick_pos(self, seat: int) -> tuple[int, int]:
        side = 0 if seat == HUMAN else 1 if seat == RIGHT else -1
        return self.trick_spot((self.centre_x, self.centre_y), side, player_drop=6)

    def table_rect(self) -> QRectF:
        return QRectF(self.gap, self.top, self.width - 2 * self.gap, self.bottom - self.top)


# --- graphics items ---------------------------------------------------------------------------

class ScoreBox(TableText):
    """The lower right corner: a GEM box of rows (a head, then one per seat) in columns, the
    first left-aligned, the others right-aligned."""

    PADDING = 6

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []

    @property
    def padding(self) -> int:
        return self.PADDING * self.scale

    def set_rows(self, rows: list[list[str]]) -> None:
        self.prepareGeometryChange()
        self.rows = rows
        self.update()

    def widths(self) -> list[int]:
        metrics = QFontMetrics(self.font)
        if not self.rows:
            return []
        return [max(metrics.horizontalAdvance(row[c]) for row in self.rows) + 2 * self.padding
                for c in range(len(self.rows[0]))]

    def line_height(self) -> int:
        return QFontMetrics(self.font).height() + 2

    def box_size(self) -> QSize:
        return QSize(sum(self.widths()) + 2 * self.padding,
                     len(self.rows) * self.line_height() + 2 * self.padding - 2)

    def boundingRect(self) -> QRectF:  # noqa: N802
        size = self.box_size()
        return QRectF(0, 0, size.width(), size.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        size = self.box_size()
        painter.fillRect(0, 0, size.width(), size.height(), theme.paper)
        fill_border(painter, QRectF(0, 0, size.width(), size.height()).toRect(), 1, theme.ink)
        painter.setPen(theme.ink)
        painter.setFont(self.font)
        line = self.line_height()
        widths = self.widths()
        for index, row in enumerate(self.rows):
            x = self.padding
            y = self.padding - 1 + index * line
            for column, text in enumerate(row):
                align = (Qt.AlignmentFlag.AlignLeft if column == 0
                         else Qt.AlignmentFlag.AlignRight) | Qt.AlignmentFlag.AlignVCenter
                painter.drawText(QRectF(x + self.padding, y, widths[column] - 2 * self.padding,
                                        line), align, text)
                x += widths[column]
            if index == 0:  # the head is ruled off
                painter.fillRect(self.padding, y + line, size.width() - 2 * self.padding, 1,
                                 theme.ink)


# --- the scene -----------------------------------------------------------------------------------

def dealing_order(deal: Deal) -> dict[Card, int]:
    """Each card's place in the shuffled deck: the order a hidden hand is laid out in."""
    order = list(deal.cards) if deal.cards is not None else seeded_shuffle(rules.deck(),
                                                                            deal.number)
    return {card: index for index, card in enumerate(order)}


class PrefHost(TableHost, Protocol):
    """What the PrefClub scene reads of its board besides :class:`TableHost`."""

    @property
    def names(self) -> Names: ...

    @property
    def widow_showing(self) -> bool: ...

    def sees_hand(self, seat: int) -> bool: ...

    def public_widow(self) -> tuple[Card, ...]: ...

    def provisional(self) -> tuple[Sequence[Fraction], Sequence[Fraction]]:
        """Each seat's result if the game ended now: in whist points and in DM."""
        ...

    def place_pointer(self) -> None: ...

    def mouse_took_over(self) -> None: ...


class PrefScene(TrickScene):
    play_action = Play
    names: dict[int, TextBox]  # each seat's name, marked by mark_turn

    def __init__(self, board: PrefHost) -> None:
        self.names = {seat: TextBox() for seat in range(3)}
        self.bubbles = {seat: TextBox() for seat in range(3)}
        self.score_box = ScoreBox()
        super().__init__(board, (*self.names.values(), *self.bubbles.values(), self.score_box))
        self.board: PrefHost = board
        self.layout = Layout.fit(640, 440)
        self._deal: Deal | None = None
        self._dealt: dict[Card, int] = {}

    @property
    def items_by_card(self) -> dict[Card, TableCard]:
        return self.items_by_key  # type: ignore[return-value]  # keyed by Card

    # --- where the cards go ----------------------------------------------------------

    def _sync_items(self) -> None:
        """One item per card of the deal on the board (new items for a new deal)."""
        deal = self.board.deal
        if deal is self._deal:
            return
        self._deal = deal
        self._dealt = dealing_order(deal)
        self.set_cards(TableCard(card) for card in rules.deck())

    def item_for(self, card: Card) -> TableCard:
        self._sync_items()
        return self.items_by_card[card]

    def shown_hand(self, seat: int) -> list[Card]:
        """``seat``'s cards as they lie, left to right: sorted as the deal holds them when the
        player sees them, in dealing order when not; while the widow lies turned up, the
        declarer's hand without it."""
        self._sync_items()
        board = self.board
        deal = board.deal
        cards = list(deal.hands[seat])
        if board.widow_showing and seat == deal.declarer:
            cards = [card for card in cards if card not in deal.widow]
        if not board.sees_hand(seat):
            cards.sort(key=self._dealt.__getitem__)
        return cards

    def spots(self) -> dict[Card, Spot]:
        self._sync_items()
        board = self.board
        deal = board.deal
        lay = self.layout
        spots: dict[Card, Spot] = {}
        mine = self.shown_hand(HUMAN)
        for i, (card, x) in enumerate(zip(mine, lay.hand_xs(len(mine)), strict=True)):
            spots[card] = Spot(x, lay.hand_y, True, True, 100 + i, card in board.selected)
        for seat in (LEFT, RIGHT):
            cards = self.shown_hand(seat)
            face_up = board.sees_hand(seat)
            for i, (card, x) in enumerate(zip(cards, lay.fan_xs(seat, len(cards)),
                                              strict=True)):
                spots[card] = Spot(x, lay.fan_y, False, face_up, 100 + i)
        public = set(board.public_widow())
        on_table = list(deal.widow) if not deal.widow_taken or board.widow_showing else []
        led = {trick.widow for trick in deal.tricks if trick.widow is not None}
        pending = board.pending_trick
        # ALL PASS: the next trick's widow card is turned up once the last trick is collected.
        waiting = deal.trick_widow if pending is not None else None
        for i, card in enumerate(deal.widow):
            if card in on_table and (card not in led or (pending is not None
                                                         and pending.widow == card)):
                x, y = lay.widow_pos(i)
                spots[card] = Spot(x, y, False, card in public and card != waiting, 50 + i)
        won = {seat: 0 for seat in range(3)}
        if deal.discard:
            for card in deal.discard:
                spots[card] = self._pile_spot(deal.declarer, won[deal.declarer])
                won[deal.declarer] += 1
        for trick in deal.tricks:
            if trick is pending:
                self._trick_spots(spots, trick.leader, trick.cards)
                continue
            for card in (*((trick.widow,) if trick.widow is not None else ()), *trick.cards):
                spots[card] = self._pile_spot(trick.winner, won[trick.winner])
                won[trick.winner] += 1
        if deal.trick:
            self._trick_spots(spots, deal.trick_leader, deal.trick)
        return spots

    def pile_grows_left(self, seat: int) -> bool:
        return seat != LEFT  # the piles at the table's right edge stay on it

    def place_cursor(self) -> None:
        """The keyboard's cursor is the board's pointing hand."""
        self.board.place_pointer()

    def spot_rect(self, card: Card) -> QRectF | None:
        """Where ``card`` lies (or is going), its visible part for a card of a fan or a hand."""
        spots = self.spots()
        spot = spots.get(card)
        if spot is None:
            return None
        width, height = self._size(spot)
        later = [s.x for c, s in spots.items() if s.y == spot.y and s.x > spot.x
                 and s.z > spot.z and abs(s.x - spot.x) < width and self._size(s) == (width,
                                                                                     height)]
        visible = min(later) - spot.x if later else width
        return QRectF(spot.x, spot.y, visible, height)

    # --- layout and labels --------------------------------------------------------------

    def relayout(self, width: int, height: int, corner_w: int) -> None:
        self.finish_animations()
        self.update_labels()
        score_w = self.score_box.box_size().width()
        self.layout = Layout.fit(width, height, corner_w, score_w)
        self.setSceneRect(0, 0, width, height)
        self.place_all()
        self.update_labels()

    def collected_tricks(self) -> tuple[int, int, int]:
        """Tricks taken so far per seat, a trick still lying on the table not yet counted."""
        deal = self.board.deal
        pending = self.board.pending_trick
        return tuple(sum(1 for t in deal.tricks if t.winner == seat and t is not pending)
                     for seat in range(3))

    def score_rows(self) -> list[list[str]]:
        board = self.board
        bids = final_bids(board.deal)
        tricks = self.collected_tricks()
        points, money = board.provisional()
        rows = [["", translate("PrefClub", "Bid"), translate("PrefClub", "Tricks"),
                 translate("PrefClub", "Standing"), translate("PrefClub", "DM")]]
        for seat in range(3):
            rows.append([board.names.short(seat), bids[seat] or "–", str(tricks[seat]),
                         points_text(points[seat], signed=True), amount_text(money[seat])])
        return rows

    def update_labels(self) -> None:
        """Names, bubbles and the score box in the current language, placed for the size."""
        self.fit_texts()
        lay = self.layout
        board = self.board
        deal = board.deal
        said = speech_texts(deal)
        self.score_box.set_rows(self.score_rows())
        size = self.score_box.box_size()
        if lay.hand_right != lay.width - 2 * lay.gap - size.width():
            # The box grew or shrank with its texts (a standing written at the end of a
            # deal, another language): the hand makes room for it, at once.
            self.finish_animations()
            self.layout = lay = Layout.fit(lay.width, lay.height, lay.hand_left - 2 * lay.gap,
                                           size.width())
            self.place_all()
        self.score_box.setPos(lay.width - lay.gap - size.width(),
                              lay.height - lay.gap - size.height())
        for seat in range(3):
            name, bubble = self.names[seat], self.bubbles[seat]
            name.set_text(board.seat_label(seat, board.names.full(seat)))
            bubble.set_text(said.get(seat, ""))
            if seat == HUMAN:  # the player's row, over his hand
                y = lay.hand_y - lay.gap - lay.label_h
                name.setPos(lay.hand_left, y)
                bubble.setPos(lay.hand_left + name.box_size().width() + lay.gap, y)
            elif seat == LEFT:
                name.setPos(lay.gap, lay.gap)
                bubble.setPos(lay.gap + name.box_size().width() + lay.gap, lay.gap)
            else:
                x = lay.width - lay.gap - name.box_size().width()
                name.setPos(x, lay.gap)
                bubble.setPos(x - lay.gap - bubble.box_size().width(), lay.gap)
        self.mark_turn()
        self.update()

    # --- input ----------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.board.mouse_took_over()
        super().mousePressEvent(event)

    def in_hand_to_play(self, item: TableCard) -> bool:
        return item.card in self.board.deal.hands[self.board.deal.turn]  # the partner's too
