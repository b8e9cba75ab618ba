"""The Skat table: where the cards lie at any size, the names and bubbles, and the scene.

:class:`Layout` places everything in whole pixels for one size of the view:
the player's hand face up along the bottom (sorted for the game being
played); each computer player's hand face down in a column at its side under
its name; the Skat in the middle until it is taken; the trick in the middle,
each card in front of the seat that played it; won tricks in front of their
taker (the computer players' on the table under their speech bubbles, the
player's beside his hand, bottom right).  Through the play the declarer's
bubble keeps the game declared and the bid (``words.bubble_texts``).  The
computer players' cards and all won tricks are drawn smaller, so that the
table keeps room for the trick.

:class:`SkatScene` derives every card's :class:`Spot` from the deal on the
board (:meth:`SkatScene.spots`) and flies the cards that are not there; it
turns clicks and drags into calls on the board and keeps no rule logic.
The keyboard cursor is a black bar over a card of the player's hand
(:meth:`SkatScene.place_cursor`), as on the Binokel table.  What the three
trick tables share (the items, their flight, the cursor, clicks and drags) is
:class:`~cardsuite.ui.table.scene.TrickScene`; the scene reads its board
through :class:`SkatHost`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from cardsuite.engine.cards import Card
from cardsuite.games.skat import rules
from cardsuite.games.skat.game import Phase, Play
from cardsuite.ui.boards.skat.words import HUMAN, bubble_texts, role_name, seat_name
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


# --- layout --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout(CardTable, TableArea):
    """Where everything goes for one size of the table (whole pixels only)."""

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
    #: The pixel size of the table's texts (see ui.table.layout.text_pixels).
    text_px: int = TEXT_PIXELS

    @classmethod
    def fit(cls, width: int, height: int) -> Layout:
        gap, text_px, label_h = table_measures(width, height)
        card_w, card_h, small_w, small_h = card_sizes(
            min(width / 6.6, (height - 3 * gap) / 2.8 / 1.4))
        lift = card_h // 6
        hand_y = height - gap - card_h
        fan_top = gap + label_h + gap // 2
        pile_y = height - gap - small_h
        room = pile_y - gap - small_h - fan_top
        fan_step = max(3, min(small_h // 4, room // 9))
        left = 2 * gap + small_w
        return cls(width, height, card_w, card_h, small_w, small_h, gap, lift, label_h, hand_y,
                   fan_top, fan_step, pile_y, left, width - left, gap, hand_y - lift - gap,
                   text_px=text_px)

    def hand_xs(self, count: int) -> list[int]:
        return row_xs(self.left, self.right, self.card_w, count, 0.62)

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
        side = 0 if seat == HUMAN else 1 if seat == 2 else -1
        return self.trick_spot((self.centre_x, self.centre_y), side)



# --- the scene -----------------------------------------------------------------------------------

class SkatHost(CursorHost, Protocol):
    """What the Skat scene reads of its board besides :class:`TableHost`."""

    def bar_height(self) -> int: ...


class SkatScene(TrickScene):
    play_action = Play
    names: dict[int, TextBox]  # each seat's name, marked by mark_turn

    def __init__(self, board: SkatHost) -> None:
        self.names = {seat: TextBox() for seat in range(3)}
        self.bubbles = {1: TextBox("left"), 2: TextBox("right"), HUMAN: TextBox("left")}
        self.skat_label = TextBox()  # names the Skat lying aside in a Ramsch
        super().__init__(board, (*self.names.values(), *self.bubbles.values(), self.skat_label))
        self.board: SkatHost = board
        self.layout = Layout.fit(640, 400)
        self.set_cards(TableCard(card) for card in rules.skat_deck())

    @property
    def items_by_card(self) -> dict[Card, TableCard]:
        return self.items_by_key  # type: ignore[return-value]  # keyed by Card

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

    def shown_hand(self) -> list[Card]:
        """The player's cards as they lie in his hand, left to right."""
        game_type = self.board.deal.game_type
        return sorted(self.board.deal.hands[HUMAN], key=lambda c: rules.sort_key(c, game_type))

    # --- layout and labels --------------------------------------------------------------

    def fit_layout(self, width: int, height: int) -> Layout:
        return Layout.fit(width, height)

    def update_labels(self) -> None:
        """Names and speech bubbles in the current language, placed for the current size."""
        self.fit_texts()
        lay = self.layout
        deal = self.board.deal
        for seat, box in self.names.items():
            text = translate("Skat", "%1 (%2)").replace("%1", seat_name(seat)).replace(
                "%2", role_name(deal, seat))
            box.set_text(self.board.seat_label(seat, text))
            size = box.box_size()
            if seat == 1:
                box.setPos(lay.gap, lay.gap)
            elif seat == 2:
                box.setPos(lay.width - lay.gap - size.width(), lay.gap)
            else:
                box.setPos(lay.left, lay.bottom - size.height())
        said = bubble_texts(deal)
        for seat, bubble in self.bubbles.items():
            bubble.set_text(said.get(seat, ""))
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
        self.mark_turn()
        self.update()

    # --- input ----------------------------------------------------------------------------

