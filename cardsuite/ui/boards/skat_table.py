"""The Skat table: where the cards lie at any size, the card and text items, and the scene.

:class:`Layout` places everything in whole pixels for one size of the view:
the player's hand face up along the bottom (sorted for the game being
played); each computer player's hand face down in a column at its side under
its name; the Skat in the middle until it is taken; the trick in the middle,
each card in front of the seat that played it; won tricks in front of their
taker (the computer players' on the table under their speech bubbles, the
player's beside his hand, bottom right).  The computer players' cards and all
won tricks are drawn smaller, so that the table keeps room for the trick.

:class:`SkatScene` derives every card's :class:`Spot` from the deal on the
board (:meth:`SkatScene.spots`) and flies the cards that are not there; it
turns clicks and drags into calls on the board and keeps no rule logic.
The keyboard cursor is a black bar over a card of the player's hand
(:meth:`SkatScene.place_cursor`), as on the Binokel table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSceneMouseEvent

from cardsuite.engine.cards import Card
from cardsuite.games.skat import rules
from cardsuite.games.skat.game import Phase, Play
from cardsuite.ui import settings
from cardsuite.ui.boards.skat_dialogs import HUMAN, role_name, seat_name, speech_text, speeches
from cardsuite.ui.cards.faces import card_faces
from cardsuite.ui.cards.items import DRAG_Z, CardItem, CardScene
from cardsuite.ui.cards.text_box import LABEL_Z, TextBox
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.theme import current_theme
from cardsuite.ui.sound import sounds

if TYPE_CHECKING:
    from cardsuite.ui.boards.skat import SkatBoard

translate = QCoreApplication.translate

CURSOR_HEIGHT = 3  # the keyboard cursor: a black bar over a card of the hand
TABLE = "table"  # the drop target of a card dragged to play it


# --- layout --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout:
    """Where everything goes for one size of the table (whole pixels only)."""

    width: int
    height: int
    card_w: int
    card_h: int
    small_w: int  # the computer players' cards and the won tricks
    small_h: int
    gap: int
    lift: int  # how far a selected card rises
    label_h: int
    hand_y: int
    fan_top: int
    fan_step: int
    pile_y: int  # the player's won tricks, in the bottom right corner
    left: int  # the table between the side columns: x from left to right, y from top to bottom
    right: int
    top: int
    bottom: int

    @classmethod
    def fit(cls, width: int, height: int) -> Layout:
        gap = max(4, min(width, height) // 60)
        label_h = QFontMetrics(gem_font(16)).height() + 6
        card_w = int(min(width / 6.6, (height - 3 * gap) / 2.8 / 1.4))
        card_w = max(30, card_w)
        card_h = round(card_w * 1.4)
        small_w = round(card_w * 0.72)
        small_h = round(small_w * 1.4)
        lift = card_h // 6
        hand_y = height - gap - card_h
        fan_top = gap + label_h + gap // 2
        pile_y = height - gap - small_h
        room = pile_y - gap - small_h - fan_top
        fan_step = max(3, min(small_h // 4, room // 9))
        left = 2 * gap + small_w
        return cls(width, height, card_w, card_h, small_w, small_h, gap, lift, label_h, hand_y,
                   fan_top, fan_step, pile_y, left, width - left, gap, hand_y - lift - gap)

    @property
    def centre_x(self) -> int:
        return (self.left + self.right) // 2

    @property
    def centre_y(self) -> int:
        return (self.top + self.bottom) // 2

    def hand_xs(self, count: int) -> list[int]:
        if count <= 0:
            return []
        room = self.right - self.left
        step = round(self.card_w * 0.62)
        if count > 1:
            step = min(step, (room - self.card_w) // (count - 1))
        total = self.card_w + step * (count - 1)
        start = self.centre_x - total // 2
        return [start + i * step for i in range(count)]

    def side_x(self, seat: int) -> int:
        return self.gap if seat == 1 else self.width - self.gap - self.small_w

    def pile_pos(self, seat: int) -> tuple[int, int]:
        """Won tricks lie in front of their taker: the player's beside his hand, the others'
        on the table under their speech bubbles."""
        if seat == HUMAN:
            return self.width - self.gap - self.small_w, self.pile_y
        y = self.fan_top + self.label_h + 2 * self.gap
        if seat == 1:
            return self.left + self.gap, y
        return self.right - self.gap - self.small_w, y

    def skat_pos(self, index: int, bar_h: int) -> tuple[int, int]:
        room = self.bottom - self.top - bar_h - self.gap
        y = self.top + max(0, (room - self.card_h) // 2)
        x = self.centre_x - self.card_w - self.gap // 2 if index == 0 else self.centre_x + self.gap // 2
        return x, y

    def aside_pos(self, index: int) -> tuple[int, int]:
        """The Skat of a Ramsch while it is played: small, in the table's bottom right corner,
        clear of the trick."""
        x = self.right - self.gap - self.small_w - 3 + 3 * index
        return x, self.bottom - self.small_h - 2 + 2 * index

    def trick_pos(self, seat: int) -> tuple[int, int]:
        x = self.centre_x - self.card_w // 2
        y = self.centre_y - self.card_h // 2
        if seat == HUMAN:
            return x, y + self.card_h // 8
        spread = round(self.card_w * 0.9)
        return x + (spread if seat == 2 else -spread), y - self.card_h // 8

    def table_rect(self) -> QRectF:
        return QRectF(self.left, self.top, self.right - self.left, self.bottom - self.top)


@dataclass(frozen=True)
class Spot:
    """Where one card lies, whether it is big and face up, and its stacking order."""

    x: int
    y: int
    big: bool
    face_up: bool
    z: int


# --- graphics items -----------------------------------------------------------------------------

class SkatCard(CardItem):
    """A card that can also lie face down."""

    def __init__(self, card: Card) -> None:
        super().__init__(card)
        self.face_up = False

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        width, height = self.size()
        faces = card_faces()
        theme = current_theme()
        pixmap = faces.face(self.card, width, height, theme) if self.face_up else faces.back(
            width, height, theme)
        painter.drawPixmap(0, 0, pixmap)


# --- the scene -----------------------------------------------------------------------------------

class SkatScene(CardScene):
    def __init__(self, board: SkatBoard) -> None:
        super().__init__(board)
        self.board = board
        self.layout = Layout.fit(640, 400)
        self.items_by_card: dict[Card, SkatCard] = {}
        for card in rules.skat_deck():
            item = SkatCard(card)
            self.items_by_card[card] = item
            self.addItem(item)
        self.names = {seat: TextBox() for seat in range(3)}
        self.bubbles = {1: TextBox("left"), 2: TextBox("right"), HUMAN: TextBox("left")}
        self.skat_label = TextBox()  # names the Skat lying aside in a Ramsch
        for box in (*self.names.values(), *self.bubbles.values(), self.skat_label):
            self.addItem(box)
        self.cursor_bar = QGraphicsRectItem()
        self.cursor_bar.setPen(Qt.PenStyle.NoPen)
        self.cursor_bar.setZValue(LABEL_Z)
        self.cursor_bar.hide()
        self.addItem(self.cursor_bar)

    # --- where the cards go ----------------------------------------------------------

    def spots(self) -> dict[Card, Spot]:
        board = self.board
        deal = board.deal
        lay = self.layout
        game_type = deal.game_type
        finished = deal.phase is Phase.FINISHED
        spots: dict[Card, Spot] = {}
        hand = sorted(deal.hands[HUMAN], key=lambda c: rules.sort_key(c, game_type))
        for i, (card, x) in enumerate(zip(hand, lay.hand_xs(len(hand)), strict=True)):
            y = lay.hand_y - (lay.lift if card in board.selected else 0)
            spots[card] = Spot(x, y, True, True, 100 + i)
        shown = set(deal.observation(HUMAN).open_hand)
        for seat in (1, 2):
            cards = sorted(deal.hands[seat], key=lambda c: rules.sort_key(c, game_type))
            for i, card in enumerate(cards):
                spots[card] = Spot(lay.side_x(seat), lay.fan_top + i * lay.fan_step, False,
                                   finished or card in shown, 100 + i)
        if deal.phase in (Phase.BIDDING, Phase.HAND, Phase.SCHIEBERAMSCH):
            for i, card in enumerate(deal.skat):
                x, y = lay.skat_pos(i, board.bar_height())
                spots[card] = Spot(x, y, True, False, 50 + i)
        elif deal.declarer is None:
            for i, card in enumerate(deal.skat):
                x, y = lay.aside_pos(i)
                spots[card] = Spot(x, y, False, False, 50 + i)
        won = {seat: 0 for seat in range(3)}
        laid_away: list[Card] = []
        if deal.took_skat:
            laid_away = list(deal.pushed)
        elif deal.declarer is not None and deal.phase is not Phase.HAND:
            laid_away = list(deal.skat)  # a Hand game's Skat counts for the declarer
        for card in laid_away:
            spots[card] = self._pile_spot(deal.declarer, won[deal.declarer])
            won[deal.declarer] += 1
        for trick in deal.tricks:
            if trick is board.pending_trick:
                self._trick_spots(spots, trick.leader, trick.cards)
                continue
            for card in trick.cards:
                spots[card] = self._pile_spot(trick.winner, won[trick.winner])
                won[trick.winner] += 1
        if deal.trick:
            self._trick_spots(spots, deal.trick_leader, deal.trick)
        return spots

    def _pile_spot(self, seat: int, count: int) -> Spot:
        x, y = self.layout.pile_pos(seat)
        step = count // 3  # each trick shifts the pile a pixel, so its height shows
        return Spot(x + step, y - step, False, False, 20 + count)

    def _trick_spots(self, spots: dict[Card, Spot], leader: int, cards) -> None:
        for j, card in enumerate(cards):
            seat = (leader + j) % 3
            x, y = self.layout.trick_pos(seat)
            spots[card] = Spot(x, y, True, True, 300 + j)

    def _size(self, spot: Spot) -> tuple[int, int]:
        lay = self.layout
        return (lay.card_w, lay.card_h) if spot.big else (lay.small_w, lay.small_h)

    def place_all(self) -> None:
        for card, spot in self.spots().items():
            item = self.items_by_card[card]
            item.set_size(*self._size(spot))
            item.set_face_up(spot.face_up)
            item.setPos(spot.x, spot.y)
            item.setZValue(spot.z)
        self.place_cursor()

    def shown_hand(self) -> list[Card]:
        """The player's cards as they lie in his hand, left to right."""
        game_type = self.board.deal.game_type
        return sorted(self.board.deal.hands[HUMAN], key=lambda c: rules.sort_key(c, game_type))

    def place_cursor(self) -> None:
        """The keyboard cursor over its card (where the card is going), as wide as the card's
        visible part; hidden while there is none."""
        card = self.board.cursor_card()
        spots = self.spots() if card is not None else {}
        if card not in spots:
            self.cursor_bar.hide()
            return
        spot = spots[card]
        later = [spots[other].x for other in self.shown_hand() if spots[other].x > spot.x]
        width = min(min(later) - spot.x, self.layout.card_w) if later else self.layout.card_w
        self.cursor_bar.setBrush(current_theme().ink)
        self.cursor_bar.setRect(QRectF(spot.x, spot.y - CURSOR_HEIGHT - 2, width, CURSOR_HEIGHT))
        self.cursor_bar.show()

    def animate(self, start: QPointF | None = None) -> None:
        """Every card that is not where it belongs flies there; ``start`` deals them from one point."""
        self.finish_animations()
        self.cursor_bar.hide()
        group = QParallelAnimationGroup(self)
        duration = settings.move_duration()
        for order, (card, spot) in enumerate(sorted(self.spots().items(), key=lambda i: i[1].z)):
            item = self.items_by_card[card]
            if start is not None:
                item.set_face_up(False)
                item.setPos(start)
            item.set_size(*self._size(spot))
            end = QPointF(spot.x, spot.y)
            if item.pos() == end:
                item.set_face_up(spot.face_up)
                item.setZValue(spot.z)
                continue
            item.set_face_up(spot.face_up)
            item.setZValue(DRAG_Z + order)
            group.addAnimation(self.move_animation(item, end, duration))
        if group.animationCount() == 0:
            group.deleteLater()
            self.place_all()
            self.board.landed()
            return

        def landed() -> None:
            self.place_all()
            self.board.landed()

        group.finished.connect(landed)
        self.run_animation(group)

    # --- layout and labels --------------------------------------------------------------

    def relayout(self, width: int, height: int) -> None:
        self.finish_animations()
        self.layout = Layout.fit(width, height)
        self.setSceneRect(0, 0, width, height)
        self.place_all()
        self.update_labels()

    def update_labels(self) -> None:
        """Names and speech bubbles in the current language, placed for the current size."""
        lay = self.layout
        deal = self.board.deal
        for seat, box in self.names.items():
            text = translate("Skat", "%1 (%2)").replace("%1", seat_name(seat)).replace(
                "%2", role_name(deal, seat))
            box.set_text(text)
            size = box.box_size()
            if seat == 1:
                box.setPos(lay.gap, lay.gap)
            elif seat == 2:
                box.setPos(lay.width - lay.gap - size.width(), lay.gap)
            else:
                box.setPos(lay.left, lay.bottom - size.height())
        said = speeches(deal)
        for seat, bubble in self.bubbles.items():
            entry = said.get(seat)
            bubble.set_text(speech_text(*entry) if entry else "")
            size = bubble.box_size()
            if seat == 1:
                bubble.setPos(lay.left + bubble.TAIL, lay.fan_top)
            elif seat == 2:
                bubble.setPos(lay.right - bubble.TAIL - size.width(), lay.fan_top)
            else:  # beside the player's name, on the table's bottom line
                name = self.names[HUMAN]
                bubble.setPos(name.x() + name.box_size().width() + bubble.TAIL + 2, name.y())
        aside = deal.declarer is None and deal.phase in (Phase.PLAYING, Phase.FINISHED)
        self.skat_label.set_text(translate("Skat", "Skat") if aside else "")
        x, _y = lay.aside_pos(0)
        size = self.skat_label.box_size()
        self.skat_label.setPos(x - size.width() - lay.gap, lay.bottom - size.height())
        self.update()

    # --- input ----------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.board.pending_trick is not None and not self.dragging:
            event.accept()
            self.board.collect_trick()
            return
        super().mousePressEvent(event)

    def left_clicked(self, item: CardItem) -> None:
        self.board.card_clicked(item.card)

    def draggable(self, item: CardItem) -> list[CardItem] | None:
        if self.board.can_play() and item.card in self.board.deal.hands[HUMAN]:
            return [item]
        return None

    def drop_candidates(self, items: list[CardItem]) -> list[tuple[object, QRectF]]:
        if Play(items[0].card) in self.board.deal.legal_actions():
            return [(TABLE, self.layout.table_rect())]
        return []

    def drop(self, items: list[CardItem], target: object) -> bool:
        return target == TABLE and self.board.play(items[0].card)

    def refused(self) -> None:
        sounds().pling()
