"""The Binokel table: where the cards lie at any size, the names, points and bubbles, and the
scene.

:class:`Layout` places everything in whole pixels for one size of the view:
the player's hand face up along the bottom (highest first, Kreuz, Pik, Herz,
Schellen: :func:`rules.sort_hand`); Cathy's hand face down in a column at the
left and Jim's at the right, each under its name and trick-points box; the
Dabb in the middle (face down while the bidding lasts, face up for all once
it is won, until the player clicks); the trick in the middle, each card in
front of the seat that played it; won tricks and the pressed cards face down
in front of their owner.

The game with sevens (``Options.sevens``) has 48 cards, fifteen to a hand
and a Dabb of three: the layout is fitted to the deal's hand size (the side
columns fan fifteen cards in the same height, the player's hand overlaps
more), and the Dabb's row is as long as the Dabb.

Binokel has every card twice, so the scene cannot key its items by card
value.  :func:`physical_cards` gives each of the 40 (or 48) cards an identity (its
place in the shuffled deck) and follows it through the deal's history; which
of two equal copies a seat plays is taken to be the first it holds, which
nobody can see.  The cards keep their items from one move to the next, so
they fly rather than jump.

:class:`BinokelScene` turns clicks and drags into calls on the board and keeps
no rule logic.  What the three trick tables share (the items, their flight,
the keyboard cursor, clicks and drags: the 1992 cursor is a black bar over a
card of the hand) is :class:`~cardsuite.ui.table.scene.TrickScene`; the scene
reads its board through :class:`BinokelHost`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRectF

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import seeded_shuffle
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.game import Deal, Meld, Phase, Play, Press
from cardsuite.ui.boards.binokel.words import HUMAN, bidding_words, declared_text, seat_name
from cardsuite.ui.cards.text_box import TextBox
from cardsuite.ui.table.layout import (
    TEXT_PIXELS,
    CardTable,
    TableArea,
    card_sizes,
    row_xs,
    table_measures,
)
from cardsuite.ui.table.scene import CursorHost, Spot, TableCard, TrickScene

translate = QCoreApplication.translate
JIM, CATHY = 1, 2


# --- which physical card is where ----------------------------------------------------------

@dataclass
class Whereabouts:
    """Every physical card (0 … 39, with sevens 0 … 47) of a deal by place, following the
    history."""

    hands: list[list[int]] = field(default_factory=lambda: [[], [], []])
    dabb: list[int] = field(default_factory=list)
    pressed: list[int] = field(default_factory=list)
    tricks: list[list[int]] = field(default_factory=list)  # finished tricks, in order
    trick: list[int] = field(default_factory=list)


def physical_cards(deal: Deal) -> tuple[list[Card], Whereabouts]:
    """The 40 (or 48) cards in dealing order and where each one is now."""
    order = list(deal.cards) if deal.cards is not None else seeded_shuffle(
        rules.deck(deal.options), deal.number)
    where = Whereabouts()
    size = deal.hand_size
    for i, seat in enumerate(deal.seats_in_order()):
        where.hands[seat] = list(range(size * i, size * (i + 1)))
    where.dabb = list(range(rules.PLAYERS * size, len(order)))

    def take(seat: int, card: Card) -> int:
        ids = where.hands[seat]
        index = next(i for i, pid in enumerate(ids) if order[pid] == card)
        return ids.pop(index)

    for seat, action in deal.history:
        if isinstance(action, Press):
            where.hands[seat].extend(where.dabb)
            where.dabb = []
            where.pressed = [take(seat, card) for card in action.cards]
        elif isinstance(action, Play):
            where.trick.append(take(seat, action.card))
            if len(where.trick) == rules.PLAYERS:
                where.tricks.append(where.trick)
                where.trick = []
    if deal.phase is Phase.PRESSING:  # the Dabb is in the solo player's hand until he presses
        where.hands[deal.solo].extend(where.dabb)
        where.dabb = []
    return order, where


# --- layout --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout(CardTable, TableArea):
    """Where everything goes for one size of the table (whole pixels only)."""

    label_h: int
    hand_y: int
    fan_top: int
    fan_step: int
    left: int  # the table between the side columns
    right: int
    top: int
    bottom: int
    #: The cards of a hand the layout is fitted to (12, with sevens 15).
    hand: int = rules.HAND_SIZE
    #: The pixel size of the table's texts (see ui.table.layout.text_pixels).
    text_px: int = TEXT_PIXELS

    @classmethod
    def fit(cls, width: int, height: int, hand: int = rules.HAND_SIZE) -> Layout:
        gap, text_px, label_h = table_measures(width, height)
        card_w, card_h, small_w, small_h = card_sizes(
            min(width / 7.5, (height - 3 * gap - 2 * label_h) / 2.6 / 1.4))
        hand_y = height - gap - card_h
        fan_top = gap + 2 * (label_h + gap)
        room = height - gap - small_h - small_h - gap - fan_top
        fan_step = max(3, min(small_h // 4, room // (hand - 1)))
        left = 2 * gap + small_w
        return cls(width, height, card_w, card_h, small_w, small_h, gap, label_h, hand_y,
                   fan_top, fan_step, left, width - left, gap, hand_y - 2 * gap - label_h, hand,
                   text_px)

    def hand_xs(self, count: int) -> list[int]:
        return row_xs(self.left, self.right, self.card_w, count, 0.55)

    def side_x(self, seat: int) -> int:
        """Jim sits right, Cathy left."""
        return self.width - self.gap - self.small_w if seat == JIM else self.gap

    def pile_pos(self, seat: int) -> tuple[int, int]:
        """Won tricks lie in front of their taker: the player's at the bottom right, the
        others' under their column of cards."""
        if seat == HUMAN:
            return self.right - self.gap - self.small_w, self.bottom - self.small_h
        return self.side_x(seat), self.height - self.gap - self.small_h

    def dabb_pos(self, index: int, count: int = rules.DABB_SIZE) -> tuple[int, int]:
        """The ``index``-th of the Dabb's ``count`` cards, the row centred on the table."""
        step = self.card_w + self.gap
        x = self.centre_x - (count * step - self.gap) // 2 + index * step
        return x, self.centre_y - self.card_h // 2

    def trick_pos(self, seat: int) -> tuple[int, int]:
        side = 0 if seat == HUMAN else 1 if seat == JIM else -1
        return self.trick_spot((self.centre_x, self.centre_y), side)



# --- the scene -----------------------------------------------------------------------------------

class BinokelHost(CursorHost, Protocol):
    """What the Binokel scene reads of its board besides :class:`TableHost`."""

    @property
    def dabb_showing(self) -> bool: ...

    def meld_in_hand(self) -> tuple[int, int] | None: ...


class BinokelScene(TrickScene):
    """The Binokel table: its card items are keyed by physical id (:func:`physical_cards`)."""

    play_action = Play
    names: dict[int, TextBox]  # each seat's name, marked by mark_turn

    def __init__(self, board: BinokelHost) -> None:
        self.names = {seat: TextBox() for seat in range(3)}
        self.points = {seat: TextBox() for seat in range(3)}
        self.bubbles = {seat: TextBox() for seat in range(3)}
        super().__init__(board, (*self.names.values(), *self.points.values(),
                                 *self.bubbles.values()))
        self.board: BinokelHost = board
        self.layout = Layout.fit(640, 400)
        self._order: list[Card] = []
        self._deal: Deal | None = None
        self.where = Whereabouts()

    @property
    def card_items(self) -> list[TableCard]:
        """The items of the deal's physical cards, by id."""
        return list(self.items_by_key.values())

    # --- where the cards go ----------------------------------------------------------

    def _sync_items(self) -> None:
        """One item per physical card of the deal on the board (new items for a new deal)."""
        deal = self.board.deal
        if deal is not self._deal:
            self._deal = deal
            if deal.hand_size != self.layout.hand:  # a round with (or without) sevens
                lay = self.layout
                self.layout = Layout.fit(lay.width, lay.height, deal.hand_size)
            self._order, _ = physical_cards(deal)
            self.set_cards(TableCard(card, pid) for pid, card in enumerate(self._order))
        _, self.where = physical_cards(deal)

    def item_for(self, card: Card, seat: int = HUMAN) -> TableCard:
        """The item of ``card`` in ``seat``'s hand (the first of two equal copies)."""
        self._sync_items()
        for pid in self.hand_ids(seat):
            if self._order[pid] == card:
                return self.items_by_key[pid]
        raise KeyError(card)

    def hand_ids(self, seat: int) -> list[int]:
        order = self._order
        return sorted(self.where.hands[seat], key=lambda pid: (rules.sort_key(order[pid]), pid))

    def spots(self) -> dict[int, Spot]:
        self._sync_items()
        board = self.board
        deal = board.deal
        lay = self.layout
        where = self.where
        finished = deal.phase is Phase.FINISHED
        spots: dict[int, Spot] = {}
        dabb_ids = self._dabb_in_hand() if board.dabb_showing else set()
        mine = self.shown_hand()
        for i, (pid, x) in enumerate(zip(mine, lay.hand_xs(len(mine)), strict=True)):
            spots[pid] = Spot(x, lay.hand_y, True, True, 100 + i, pid in board.selected)
        for seat in (JIM, CATHY):
            ids = [pid for pid in self.hand_ids(seat) if pid not in dabb_ids]
            # An open Durch lies face up ("hingelegt") for everybody.
            shown = finished or (deal.special == "open-durch" and seat == deal.solo)
            for i, pid in enumerate(ids):
                spots[pid] = Spot(lay.side_x(seat), lay.fan_top + i * lay.fan_step, False,
                                  shown, 100 + i)
        # Turned up, the Dabb lies sorted as a hand is (face down it keeps the deck's order).
        order = self._order
        dabb = sorted(dabb_ids, key=lambda pid: (rules.sort_key(order[pid]), pid)) \
            if dabb_ids else where.dabb
        for i, pid in enumerate(dabb):
            x, y = lay.dabb_pos(i, deal.dabb_size)
            spots[pid] = Spot(x, y, True, bool(dabb_ids), 50 + i)
        won = {seat: 0 for seat in range(3)}
        if where.pressed:
            for pid in where.pressed:
                spots[pid] = self._pile_spot(deal.solo, won[deal.solo])
                won[deal.solo] += 1
        for trick, ids in zip(deal.tricks, where.tricks, strict=True):
            if trick is board.pending_trick:
                self._trick_spots(spots, trick.leader, ids)
                continue
            for pid in ids:
                spots[pid] = self._pile_spot(trick.winner, won[trick.winner])
                won[trick.winner] += 1
        if where.trick:
            self._trick_spots(spots, deal.trick_leader, where.trick)
        return spots

    def shown_hand(self) -> list[int]:
        """The player's cards along the bottom, left to right.

        While it is shown, the Dabb lies turned up in the middle although the solo player
        has taken it up."""
        self._sync_items()
        mine = self.hand_ids(HUMAN)
        if self.board.dabb_showing:
            dabb_ids = self._dabb_in_hand()
            mine = [pid for pid in mine if pid not in dabb_ids]
        return mine

    def _dabb_in_hand(self) -> set[int]:
        """The Dabb's cards: the last four (with sevens three) of the shuffled deck, wherever
        they are now."""
        return set(range(rules.PLAYERS * self.board.deal.hand_size, len(self._order)))

    # --- layout and labels --------------------------------------------------------------

    def fit_layout(self, width: int, height: int) -> Layout:
        return Layout.fit(width, height, self.board.deal.hand_size)

    def seat_points(self, seat: int) -> int:
        """The trick-points box: collected tricks, the pressed cards for the solo player."""
        deal = self.board.deal
        collected = [t for t in deal.tricks if t is not self.board.pending_trick]
        total = sum(rules.points(t.cards) for t in collected if t.winner == seat)
        if len(collected) == deal.trick_count and collected[-1].winner == seat:
            total += rules.LAST_TRICK_BONUS
        if seat == deal.solo and deal.pressed:
            total += rules.points(deal.pressed)
        return total

    def update_labels(self) -> None:
        """Names, points boxes and speech bubbles in the current language, placed for the size."""
        self.fit_texts()
        lay = self.layout
        deal = self.board.deal
        bidding = deal.phase is Phase.BIDDING or (deal.phase is Phase.FINISHED and deal.redeal)
        said = bidding_words(deal) if bidding else {}
        melded = any(isinstance(a, Meld) for _s, a in deal.history)
        meld = self.board.meld_in_hand()
        for seat in range(3):
            name, points, bubble = self.names[seat], self.points[seat], self.bubbles[seat]
            name.set_text(self.board.seat_label(seat, seat_name(seat)))
            if seat == HUMAN and meld is not None:  # before trump: what his cards meld
                points.set_text(translate("Binokel", "Meld: %1").replace("%1", str(meld[0])))
            else:
                points.set_text(translate("Binokel", "Points: %1").replace(
                    "%1", str(self.seat_points(seat))))
            words = []
            if seat in said:
                words.append(said[seat])
            else:
                if seat == deal.solo:
                    words.append(declared_text(deal))
                if melded and deal.meld_points is not None and not (deal.gone_out
                                                                     and seat == deal.solo):
                    words.append(translate("Binokel", "Melded %1").replace(
                        "%1", str(deal.meld_points[seat])))
            bubble.set_text(" – ".join(w for w in words if w))
            if seat == HUMAN:  # the table's bottom line, over the hand
                y = lay.hand_y - lay.gap - lay.label_h
                name.setPos(lay.left, y)
                x = lay.left + name.box_size().width() + lay.gap
                points.setPos(x, y)
                bubble.setPos(x + points.box_size().width() + lay.gap, y)
                continue
            for box, row in ((name, 0), (points, 1)):
                x = lay.side_x(seat) if seat == CATHY else lay.width - lay.gap - box.box_size(
                ).width()
                box.setPos(x, lay.gap + row * (lay.label_h + lay.gap))
            self._place_side_bubble(seat, [w for w in words if w])
        self.mark_turn()
        self.update()

    def trick_rect(self, seat: int) -> QRectF:
        """Where ``seat``'s card lies in the trick."""
        lay = self.layout
        x, y = lay.trick_pos(seat)
        return QRectF(x, y, lay.card_w, lay.card_h)

    def _place_side_bubble(self, seat: int, words: list[str]) -> None:
        """A computer player's bubble at the top of the table beside his cards, never over
        his card in the trick: one line under his points box if it stays clear of the
        trick, else a line for each of his words there; on a table too small even for that,
        beside his points box, higher up."""
        lay, bubble = self.layout, self.bubbles[seat]

        def place(y: int, x: int | None = None) -> bool:
            if x is None:  # in the table, by the side column
                x = lay.left + lay.gap if seat == CATHY else \
                    lay.right - lay.gap - bubble.box_size().width()
            bubble.setPos(x, y)
            return not bubble.sceneBoundingRect().intersects(self.trick_rect(seat))

        bubble.set_text(" – ".join(words))
        if place(lay.fan_top) or len(words) < 2:
            return
        bubble.set_text("\n".join(words))
        if place(lay.fan_top):
            return
        points = self.points[seat]
        width = points.box_size().width()
        bw = bubble.box_size().width()
        place(points.y(), max(round(points.x()) + width + lay.gap, lay.left) if seat == CATHY
              else min(round(points.x()) - lay.gap, lay.right) - bw)  # clear of his cards too

    # --- input ----------------------------------------------------------------------------

    def in_hand_to_play(self, item: TableCard) -> bool:
        return item.key in self.where.hands[HUMAN]  # this copy, not an equal one

    def card_of(self, pid: int) -> Card:
        return self._order[pid]
