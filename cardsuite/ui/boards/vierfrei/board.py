"""The Vierfrei board: shows a deal, turns mouse and keys into actions.

Layout (``rules/vierfrei.md``): four free cells top-left, four foundations
top-right (one per suit, in the order clubs, diamonds, hearts, spades), eight
columns below.  Scene coordinates are the view's pixels: on every resize the
cards are laid out again at a whole-pixel size, so they stay sharp at any
window size from 600 × 300 up.

Decisions beyond the manual:
- Each player action is one undo step (a supermove or a Delete included);
  the automatic removal of safe cards, when switched on, belongs to the action
  that made it possible.
- A drag of a run that is too long, onto a wrong card, or from a foundation
  is refused with the pling and the cards fly back.
- A new random deal (F1) is drawn from 1 … 999 999, the range a person can
  type with F2.
- After a win the cards fly into a wave across the board and a box says so;
  the next deal or Undo ends the celebration.
- After every change of position a background search (see
  :mod:`.solver`) decides "solvable from here" / "no longer
  solvable" for the info line; it is cancelled when the position changes
  again.  Hint (F4) frames the next move of that search's solution (waiting
  for it if need be); Demo (F5) plays the solution move by move, each an undo
  step, and any click or key stops it.
- A game is kept across quits and crashes with its undo history
  (:mod:`cardsuite.games.vierfrei.held`): it is written after every change,
  closing the window or quitting keeps it without a question, and opening
  Vierfrei again offers to continue it (:func:`offer_kept`).  Only a game that
  cannot be written makes closing ask ("It counts as lost").
- Statistics (F6): a game counts once it has a move; it is won when the
  player brings every card home, lost when the player gives it up (new deal,
  another number, restart — each asks first — or declining to continue a
  kept game), or when closing could not keep it.  A game
  in which the demo played counts as played, not won; hints do not count.
  One record file serves every Vierfrei window; a damaged file is reported
  when the statistics are opened and is never written over.  A record that
  cannot be written (no room, the data folder blocked) is told in an alert
  at once, naming the file; the statistics stay in memory and are written
  with the next game, and play goes on.
- Keyboard play: :mod:`.keys`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QKeySequence,
    QPen,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import QFrame, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from cardsuite.engine import keeping
from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.engine.store import StoreError
from cardsuite.games.vierfrei import held
from cardsuite.games.vierfrei.game import (
    PLAYER_DEAL_MAX,
    Action,
    Game,
)
from cardsuite.games.vierfrei.play import (
    plan_double_click,
    plan_finish,
    plan_run_move,
    plan_safe_cards,
    plan_to_cells,
)
from cardsuite.games.vierfrei.rules import (
    CELLS,
    COLUMNS,
    FOUNDATION,
    Area,
    Move,
    Place,
    Position,
    cell,
    column,
)
from cardsuite.games.vierfrei.solver import Solution, Verdict
from cardsuite.games.vierfrei.stats import Statistics
from cardsuite.ui import settings
from cardsuite.ui.boards.vierfrei.keys import KeyboardPlay
from cardsuite.ui.boards.vierfrei.solver import BackgroundSolver
from cardsuite.ui.boards.vierfrei.stats import format_time
from cardsuite.ui.cards.items import DRAG_Z, CardItem, CardScene, DropHighlight, PileItem
from cardsuite.ui.deal_dialog import DealNumberDialog
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.keeper import Keeper, ask_close_unkept, offer, take
from cardsuite.ui.keeper import folder as keeper_folder
from cardsuite.ui.sound import sounds
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate


class Vierfrei(QObject):
    """The translation context "Vierfrei" as a class, for the texts with plural forms
    (``Vierfrei.tr(text, "", n)``: see :class:`cardsuite.ui.boards.pref.words.PrefClub`)."""


@dataclass(frozen=True)
class Layout:
    """Where everything goes for one window size (whole pixels only)."""

    width: int
    height: int
    card_w: int
    card_h: int
    gap: int
    slot_x: tuple[int, ...]  # the eight slot x positions, used by both rows
    top_y: int
    columns_y: int
    fan: int  # normal vertical offset between cards of a column

    @classmethod
    def fit(cls, width: int, height: int) -> Layout:
        # Eight cards and nine gaps across (gap = width / 6); down: the top row,
        # a card with six fanned below it (fan = height / 4), 3.5 gaps.
        by_width = (width - 2) / (8 + 9 / 6)
        by_height = (height - 2) / (3.5 * 1.4 + 3.5 / 6)
        card_w = max(24, int(min(by_width, by_height)))
        card_h = round(card_w * 1.4)
        gap = max(3, card_w // 6)
        spare = width - 8 * card_w - 9 * gap
        left = gap + max(0, spare // 2)
        slot_x = tuple(left + i * (card_w + gap) for i in range(8))
        top_y = gap
        columns_y = top_y + card_h + gap + gap // 2
        return cls(width, height, card_w, card_h, gap, slot_x, top_y, columns_y, max(8, card_h // 4))

    def column_fan(self, count: int) -> int:
        if count <= 1:
            return self.fan
        room = self.height - self.gap - self.columns_y - self.card_h
        return max(3, min(self.fan, room // (count - 1)))

    def cell_pos(self, index: int) -> QPointF:
        return QPointF(self.slot_x[index], self.top_y)

    def foundation_pos(self, suit: Suit) -> QPointF:
        return QPointF(self.slot_x[4 + int(suit)], self.top_y)

    def column_rect(self, index: int) -> QRectF:
        return QRectF(self.slot_x[index], self.columns_y, self.card_w,
                      self.height - self.columns_y)

    def card_pos(self, place: Place, depth: int, count: int, card: Card) -> QPointF:
        if place.area is Area.COLUMN:
            return QPointF(self.slot_x[place.index], self.columns_y + depth * self.column_fan(count))
        if place.area is Area.CELL:
            return self.cell_pos(place.index)
        return self.foundation_pos(card.suit)


def where(position: Position) -> dict[Card, tuple[Place, int, int]]:
    """Every card's place, depth in it, and the size of its pile."""
    spots: dict[Card, tuple[Place, int, int]] = {}
    for i, cards in enumerate(position.columns):
        for depth, card in enumerate(cards):
            spots[card] = (column(i), depth, len(cards))
    for i, card in enumerate(position.cells):
        if card is not None:
            spots[card] = (cell(i), 0, 1)
    for suit in Suit:
        for rank in range(1, position.foundations[suit] + 1):
            spots[Card(suit, Rank(rank))] = (FOUNDATION, rank, rank)
    return spots


class ActionCommand(QUndoCommand):
    """One player action on the undo stack; redo animates it step by step."""

    def __init__(self, board: VierfreiBoard, action: Action) -> None:
        super().__init__(action.notation)
        self.board = board
        self.action = action

    def redo(self) -> None:
        self.board._perform(self.action)

    def undo(self) -> None:
        self.board._revert(self.action)


class VierfreiScene(CardScene):
    def __init__(self, board: VierfreiBoard) -> None:
        super().__init__(board)
        self.board = board
        self.layout = Layout.fit(640, 400)
        self.items_by_card: dict[Card, CardItem] = {}
        self.pile_items: dict[Hashable, PileItem] = {}
        for i in range(CELLS):
            self._add_pile(cell(i), None)
        for suit in Suit:
            self._add_pile(("foundation", suit), suit)
        for i in range(COLUMNS):
            self._add_pile(column(i), None)
        self._message: QGraphicsSimpleTextItem | None = None
        self._message_box = None
        self._hint_source = DropHighlight()
        self._hint_target = DropHighlight()
        self.addItem(self._hint_source)
        self.addItem(self._hint_target)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self.hide_hint)

    def _add_pile(self, key: Hashable, suit: Suit | None) -> None:
        pile = PileItem(key, suit)
        self.pile_items[key] = pile
        self.addItem(pile)

    def ensure_cards(self, position: Position) -> None:
        for card in position.all_cards():
            if card not in self.items_by_card:
                item = CardItem(card)
                self.items_by_card[card] = item
                self.addItem(item)

    # --- layout ------------------------------------------------------------

    def relayout(self, width: int, height: int) -> None:
        self.finish_animations()
        self.hide_hint()
        self.layout = Layout.fit(width, height)
        self.setSceneRect(0, 0, width, height)
        lay = self.layout
        for key, pile in self.pile_items.items():
            pile.set_size(lay.card_w, lay.card_h)
            if isinstance(key, Place) and key.area is Area.CELL:
                pile.setPos(lay.cell_pos(key.index))
            elif isinstance(key, Place):
                pile.setPos(lay.slot_x[key.index], lay.columns_y)
            else:
                pile.setPos(lay.foundation_pos(key[1]))
        for item in self.items_by_card.values():
            item.set_size(lay.card_w, lay.card_h)
        self.place_all(self.board.game.position)
        self._place_message()

    def home(self, position: Position, card: Card) -> QPointF:
        """Where ``card`` lies in ``position`` at the current size."""
        place, depth, count = where(position)[card]
        return self.layout.card_pos(place, depth, count, card)

    def place_all(self, position: Position) -> None:
        for card, (place, depth, count) in where(position).items():
            item = self.items_by_card[card]
            item.setPos(self.layout.card_pos(place, depth, count, card))
            item.setZValue(depth + 1)

    # --- input hooks ---------------------------------------------------------

    def locate(self, item: CardItem) -> tuple[Place, int, int]:
        return where(self.board.game.position)[item.card]

    def draggable(self, item: CardItem) -> list[CardItem] | None:
        if self.board.celebrating:
            return None
        place, depth, count = self.locate(item)
        position = self.board.game.position
        if place.area is Area.FOUNDATION:
            return None
        if place.area is Area.CELL:
            return [item]
        run = position.run_length(place.index)
        if count - depth > run:
            return None
        return [self.items_by_card[card] for card in position.columns[place.index][depth:]]

    def _plan_drop(self, items: list[CardItem], target: Hashable) -> list[Move] | None:
        position = self.board.game.position
        source, _depth, _count = self.locate(items[0])
        if isinstance(target, Place) and target.area is Area.CELL:
            if len(items) == 1:
                move = Move(source, target)
                return [move] if position.is_legal(move) else None
            return plan_to_cells(position, source, len(items))
        if target == FOUNDATION:
            return plan_run_move(position, source, 1, FOUNDATION) if len(items) == 1 else None
        return plan_run_move(position, source, len(items), target)

    def drop_candidates(self, items: list[CardItem]) -> list[tuple[Hashable, QRectF]]:
        lay = self.layout
        candidates: list[tuple[Hashable, QRectF]] = []
        slot = QRectF(0, 0, lay.card_w, lay.card_h)
        for i in range(CELLS):
            if self._plan_drop(items, cell(i)) is not None:
                candidates.append((cell(i), slot.translated(lay.cell_pos(i))))
        if self._plan_drop(items, FOUNDATION) is not None:
            candidates.append((FOUNDATION, slot.translated(lay.foundation_pos(items[0].card.suit))))
        for i in range(COLUMNS):
            if self._plan_drop(items, column(i)) is not None:
                candidates.append((column(i), lay.column_rect(i)))
        return candidates

    def drop(self, items: list[CardItem], target: Hashable) -> bool:
        moves = self._plan_drop(items, target)
        if moves is None:
            return False
        if len(moves) > 1:
            # A supermove is shown as its single steps from where the run lay.
            for item in items:
                item.setPos(self.home(self.board.game.position, item.card))
        self.board.act(moves)
        return True

    def right_clicked(self, item: CardItem) -> None:
        if self.board.celebrating:
            return
        place, depth, count = self.locate(item)
        moves = None
        if place.area is Area.COLUMN:
            moves = plan_to_cells(self.board.game.position, place, count - depth)
        self._act_or_refuse(moves)

    def double_clicked(self, item: CardItem) -> None:
        if self.board.celebrating:
            return
        place, depth, count = self.locate(item)
        moves = None
        if place.area is not Area.FOUNDATION and depth == count - 1:
            moves = plan_double_click(self.board.game.position, place)
        self._act_or_refuse(moves)

    def _act_or_refuse(self, moves: list[Move] | None) -> None:
        if moves:
            self.board.act(moves)
        else:
            self.refused()

    def refused(self) -> None:
        sounds().pling()

    # --- animation of actions ----------------------------------------------

    def animate_action(self, before: Position, action: Action, after: Position) -> None:
        """Each single-card step flies in turn, each a little faster (KPatience's supermove)."""
        self.finish_animations()
        self.hide_message()
        base = settings.move_duration()
        group = QSequentialAnimationGroup(self)
        position = before
        flown_to: dict[Card, QPointF] = {}
        for k, step in enumerate(action.steps):
            item = self.items_by_card[step.card]
            position = position.apply(step.move)
            end = self.home(position, step.card)
            item.setZValue(DRAG_Z + k)
            animation = self.move_animation(item, end, int(base * max(0.45, 1 - 0.08 * k)))
            # A card moved twice in one action (parked in a cell, then brought
            # back) starts its second flight where its first one ended.
            animation.setStartValue(flown_to.get(step.card, item.pos()))
            flown_to[step.card] = end
            group.addAnimation(animation)

        def landed() -> None:
            self.place_all(self.board.game.position)
            if after.is_won and self.board.game.position == after:
                self.board.celebrate()

        group.finished.connect(landed)
        self.run_animation(group)

    def animate_to(self, position: Position) -> None:
        """Every card that is not where it belongs flies there at once (undo)."""
        self.finish_animations()
        self.hide_message()
        group = QParallelAnimationGroup(self)
        for card, (place, depth, count) in where(position).items():
            item = self.items_by_card[card]
            end = self.layout.card_pos(place, depth, count, card)
            if item.pos() != end:
                item.setZValue(DRAG_Z + depth)
                group.addAnimation(self.move_animation(item, end, settings.move_duration()))
        group.finished.connect(lambda: self.place_all(self.board.game.position))
        self.run_animation(group)

    # --- hints ---------------------------------------------------------------

    def target_rect(self, place: Place, card: Card) -> QRectF:
        """The rectangle that shows ``place`` as the target of ``card``."""
        lay = self.layout
        slot = QRectF(0, 0, lay.card_w, lay.card_h)
        if place.area is Area.CELL:
            return slot.translated(lay.cell_pos(place.index))
        if place.area is Area.FOUNDATION:
            return slot.translated(lay.foundation_pos(card.suit))
        cards = self.board.game.position.columns[place.index]
        if not cards:
            return slot.translated(lay.slot_x[place.index], lay.columns_y)
        return self.items_by_card[cards[-1]].sceneBoundingRect()

    def show_hint(self, move: Move, seconds: float | None = None) -> None:
        """Frame the card that should move and the place it should go: until the next move
        (the board hides it), or for ``seconds``."""
        card = self.board.game.position.card_at(move.source)
        if card is None:
            return
        self._hint_source.show_at(self.items_by_card[card].sceneBoundingRect())
        self._hint_target.show_at(self.target_rect(move.target, card))
        if seconds is None:
            self._hint_timer.stop()
        else:
            self._hint_timer.start(int(seconds * 1000))

    def hide_hint(self) -> None:
        self._hint_timer.stop()
        self._hint_source.hide()
        self._hint_target.hide()

    @property
    def hint_visible(self) -> bool:
        return self._hint_source.isVisible()

    # --- the win -------------------------------------------------------------

    def celebrate(self, text: str) -> None:
        """The cards leave the foundations one after another into a wave; a box says it."""
        lay = self.layout
        group = QParallelAnimationGroup(self)
        order = sorted(self.items_by_card.values(), key=lambda i: (-i.card.rank, i.card.suit))
        span = max(1, lay.width - lay.card_w - 2 * lay.gap)
        for n, item in enumerate(order):
            x = lay.gap + span * n / (len(order) - 1)
            y = lay.columns_y + (lay.height - lay.columns_y - lay.card_h) * (
                0.5 + 0.45 * math.sin(n / len(order) * 4 * math.pi))
            sequence = QSequentialAnimationGroup()
            sequence.addPause(n * max(8, settings.move_duration() // 8))
            item.setZValue(DRAG_Z + n)
            sequence.addAnimation(self.move_animation(item, QPointF(round(x), round(y)),
                                                      settings.move_duration() * 2))
            group.addAnimation(sequence)
        self.run_animation(group)
        self.show_message(text)

    def show_message(self, text: str) -> None:
        self.hide_message()
        message = QGraphicsSimpleTextItem(text)
        message.setFont(gem_font(16 * max(1, self.layout.card_w // 60)))
        message.setBrush(QBrush(current_theme().ink))
        box = self.addRect(QRectF(), QPen(current_theme().ink, 2), QBrush(current_theme().paper))
        box.setZValue(DRAG_Z * 2)
        message.setZValue(DRAG_Z * 2 + 1)
        self.addItem(message)
        self._message, self._message_box = message, box
        self._place_message()

    def _place_message(self) -> None:
        if self._message is None:
            return
        rect = self._message.boundingRect()
        x = round((self.layout.width - rect.width()) / 2)
        y = round(self.layout.top_y + self.layout.card_h + self.layout.gap)
        self._message.setPos(x, y + 8)
        self._message_box.setRect(QRectF(x - 12, y, rect.width() + 24, rect.height() + 16))

    def hide_message(self) -> None:
        if self._message is not None:
            self.removeItem(self._message)
            self.removeItem(self._message_box)
            self._message = self._message_box = None

    def message_text(self) -> str | None:
        return None if self._message is None else self._message.text()


class VierfreiBoard(QGraphicsView):
    """A Vierfrei game in a view; the GEM window around it shows title and info line."""

    title_changed = Signal(str)
    info_changed = Signal(str)
    close_requested = Signal()

    def __init__(self, deal: int | None = None, parent: QWidget | None = None,
                 taken: keeping.Taken[held.Kept] | None = None) -> None:
        """A new game of ``deal`` (a random one if None), or the kept game in ``taken``."""
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(600, 300)
        self.celebrating = False
        self.undo_stack = QUndoStack(self)
        kept = taken.kept if taken is not None else None
        self.game = kept.game if kept is not None else Game(
            deal if deal is not None else random_deal())
        #: Keeps this window's game across quits (its slot is claimed with the first move;
        #: ``keeper.problem`` says why the last keeping failed).
        self.keeper = Keeper(held_folder(), held.KIND, held.VERSION,
                             taken.slot if taken is not None else None)
        self._restoring = False
        self._scene = VierfreiScene(self)  # keep a reference: a view does not own its scene
        self._scene.ensure_cards(self.game.position)
        self._scene.outline_drag = settings.get_flag("vierfrei/outline_drag")
        self.setScene(self._scene)
        self.solver = BackgroundSolver(self)
        self.solver.solved.connect(self._on_solved)
        self._solvability: Verdict | None = None  # None while the search runs
        self._hint_wanted = False
        #: The first moves the hint showed for this position (F4 again: the next one).
        self._hinted: list[Move] = []
        #: The alternative whose position the solver is asked about, if one is.
        self._alternative: Move | None = None
        self._demo = False
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_step)
        self._started_at: float | None = None  # the first move, for the statistics
        self._won_at: float | None = None  # the move that won: the clock stops
        #: Ticks the time played in the info line while the game runs.
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._changed)
        self._recorded = False  # this game is already in the statistics
        self._assisted = False  # the demo played part of it
        self._make_actions()
        self.keys = KeyboardPlay(self)
        self.viewport().installEventFilter(self)  # a click stops the demo
        self.undo_stack.indexChanged.connect(self._position_changed)
        theme_manager().changed.connect(self._theme_changed)
        language_manager().changed.connect(self.retranslate)
        self._theme_changed(current_theme())
        self._deal_dialog: DealNumberDialog | None = None
        self._left = False  # the window closed: nothing more is kept or recorded
        self.retranslate()
        if kept is not None:
            self._restore(kept)
        self._position_changed()

    # --- actions -----------------------------------------------------------

    def _make_actions(self) -> None:
        def make(key: QKeySequence | list, slot, checkable: bool = False) -> QAction:
            action = QAction(self)
            keys = key if isinstance(key, list) else [key]
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.setCheckable(checkable)
            action.triggered.connect(slot)
            self.addAction(action)
            return action

        self.action_new = make(QKeySequence(Qt.Key.Key_F1), self.ask_new_deal)
        self.action_number = make(QKeySequence(Qt.Key.Key_F2), self.ask_deal)
        self.action_restart = make(QKeySequence(Qt.Key.Key_F3), self.ask_restart)
        self.action_undo = make([QKeySequence(QKeySequence.StandardKey.Undo),
                                 QKeySequence(Qt.Key.Key_Undo)], self.undo_stack.undo)
        self.action_redo = make([QKeySequence("Ctrl+Shift+Z"), QKeySequence(Qt.Key.Key_Redo)],
                                self.undo_stack.redo)
        self.action_safe = make(QKeySequence(Qt.Key.Key_Delete), self.remove_safe_cards)
        self.action_close = make(QKeySequence(Qt.Key.Key_F10), self.close_requested.emit)
        self.action_hint = make(QKeySequence(Qt.Key.Key_F4), self.show_hint)
        self.action_demo = make(QKeySequence(Qt.Key.Key_F5), self.toggle_demo, checkable=True)
        self.action_stats = make(QKeySequence(Qt.Key.Key_F6), self.show_statistics)
        self.action_outline = make([], self._set_outline_drag, checkable=True)
        self.action_outline.setChecked(settings.get_flag("vierfrei/outline_drag"))
        self.action_auto = make([], self._set_auto_safe, checkable=True)
        self.action_auto.setChecked(settings.get_flag("vierfrei/auto_safe"))
        self.action_finish = make([], lambda on: settings.set_flag("vierfrei/auto_finish", on),
                                  checkable=True)
        self.action_finish.setChecked(settings.get_flag("vierfrei/auto_finish", True))

    def game_actions(self) -> list[QAction | None]:
        """For the File menu while this window is active (None is a separator)."""
        return [self.action_new, self.action_number, self.action_restart, None,
                self.action_undo, self.action_redo, self.action_safe, None,
                self.action_hint, self.action_demo, self.action_stats, None, self.action_close]

    def option_actions(self) -> list[QAction]:
        """For the Options menu while this window is active."""
        return [self.action_outline, self.action_auto, self.action_finish]

    def retranslate(self, *_args) -> None:
        self.action_new.setText(translate("Vierfrei", "New random deal"))
        self.action_number.setText(translate("Vierfrei", "Deal number …"))
        self.action_restart.setText(translate("Vierfrei", "Restart this deal"))
        self.action_undo.setText(translate("Vierfrei", "Undo"))
        self.action_redo.setText(translate("Vierfrei", "Redo"))
        self.action_safe.setText(translate("Vierfrei", "Remove safe cards"))
        self.action_close.setText(translate("Vierfrei", "Close game"))
        self.action_hint.setText(translate("Vierfrei", "Hint"))
        self.action_demo.setText(translate("Vierfrei", "Demo"))
        self.action_stats.setText(translate("Vierfrei", "Statistics …"))
        self.action_outline.setText(translate("Vierfrei", "Drag an outline (as the original)"))
        self.action_auto.setText(translate("Vierfrei", "Remove safe cards automatically"))
        self.action_finish.setText(translate("Vierfrei", "Finish a won game automatically"))
        if self.celebrating:
            self._scene.show_message(self.win_text())
        self._changed()

    def title(self) -> str:
        return translate("Vierfrei", "Vierfrei – deal %1").replace("%1", str(self.game.number))

    def info(self) -> str:
        position = self.game.position
        on_foundations = sum(position.foundations)
        if self.game.is_won:
            return Vierfrei.tr("Won in %n moves (%1).", "", self.game.move_count).replace(
                "%1", format_time(self.played_seconds()))
        counts = (Vierfrei.tr("Moves: %1   Time: %2   Cards left: %3   Supermove: up to %n "
                              "cards", "", position.max_run(cell(0)))
                  .replace("%1", str(self.game.move_count))
                  .replace("%2", format_time(self.played_seconds()))
                  .replace("%3", str(52 - on_foundations)))
        return counts + "   " + self.solvability_text()

    def played_seconds(self) -> float:
        """The time played: from the first move to now, or to the move that won."""
        if self._started_at is None:
            return 0.0
        return (self._won_at or time.monotonic()) - self._started_at

    def _run_clock(self) -> None:
        """The info line's clock ticks while the game runs (started, not won)."""
        if self._started_at is not None and self._won_at is None:
            if not self._clock.isActive():
                self._clock.start()
        else:
            self._clock.stop()

    def solvability_text(self) -> str:
        if self._solvability is Verdict.SOLVED:
            return translate("Vierfrei", "Solvable from here.")
        if self._solvability is Verdict.UNSOLVABLE:
            # "No longer" only where the player lost what the deal had (kpat's words else).
            start = self.solver.known(self.game.start)
            if self.game.position == self.game.start \
                    or (start is not None and start.verdict is Verdict.UNSOLVABLE):
                return translate("Vierfrei", "This deal cannot be won.")
            return translate("Vierfrei", "No longer solvable.")
        if self._solvability is Verdict.UNKNOWN:
            return translate("Vierfrei", "Solvable? Too hard to tell.")
        return translate("Vierfrei", "Solvable? Thinking …")

    def win_text(self) -> str:
        return Vierfrei.tr("Won! Deal %1 in %n moves.", "", self.game.move_count).replace(
            "%1", str(self.game.number))

    def in_progress(self) -> bool:
        """Would closing now lose something the player did?  Only a game in progress that could
        not be kept (:meth:`confirm_close` then asks); a kept game is not lost."""
        return self.game.in_progress and self.keeper.problem is not None

    def _changed(self, *_args) -> None:
        self.action_undo.setEnabled(self.undo_stack.canUndo())
        self.action_redo.setEnabled(self.undo_stack.canRedo())
        self.title_changed.emit(self.title())
        self.info_changed.emit(self.info())

    def _position_changed(self, *_args) -> None:
        """After every move, undo, redo and new game: ask the solver about the new position."""
        self._scene.hide_hint()
        self._hinted, self._alternative = [], None
        position = self.game.position
        if self.game.is_won:
            self.solver.cancel()
            self._solvability = Verdict.SOLVED
        else:
            known = self.solver.known(position)
            self._solvability = known.verdict if known is not None else None
            self.solver.request(position)
        self._keep()
        self._changed()

    def _on_solved(self, position: Position, solution: Solution) -> None:
        asked = self.solver.accept(position, solution)
        if asked and self._alternative is not None \
                and position == self.game.position.apply(self._alternative):
            self._alternative = None
            self.next_hint()  # the answer about an alternative: go on looking
            return
        if not asked or position != self.game.position:
            return
        self._solvability = solution.verdict
        self._changed()
        if self._hint_wanted:
            self._hint_wanted = False
            self.show_hint()
        if self._demo:
            self._demo_timer.start(0)

    def _set_outline_drag(self, on: bool) -> None:
        settings.set_flag("vierfrei/outline_drag", on)
        self._scene.outline_drag = on

    def _set_auto_safe(self, on: bool) -> None:
        settings.set_flag("vierfrei/auto_safe", on)

    # --- playing -------------------------------------------------------------

    def act(self, moves: list[Move]) -> None:
        """One player action: the moves, then (if chosen) the safe cards it freed, and (if
        chosen, on by default) every card home once nothing else is left to do."""
        moves = list(moves)
        after = self.game.position
        for move in moves:
            after = after.apply(move)
        if self.action_auto.isChecked():
            safe = plan_safe_cards(after)
            for move in safe:
                after = after.apply(move)
            moves += safe
        if self.action_finish.isChecked():
            moves += plan_finish(after) or []
        self.undo_stack.push(ActionCommand(self, self.game.plan(moves)))

    def remove_safe_cards(self) -> None:
        moves = plan_safe_cards(self.game.position)
        if moves and not self.celebrating:
            self.undo_stack.push(ActionCommand(self, self.game.plan(moves)))
        else:
            sounds().pling()

    def _perform(self, action: Action) -> None:
        if self._restoring:  # the kept game's history, performed already
            return
        before = self.game.position
        self.game.perform(action)
        if self._started_at is None:
            self._started_at = time.monotonic()
        if self.game.is_won and self._won_at is None:
            self._won_at = time.monotonic()
        self._run_clock()
        self._scene.animate_action(before, action, self.game.position)

    def _revert(self, action: Action) -> None:
        self.celebrating = False
        self.game.revert(action)
        self._won_at = None
        self._run_clock()
        if not self._restoring:
            self._scene.animate_to(self.game.position)

    def celebrate(self) -> None:
        self.stop_demo()
        self._record(won=not self._assisted)
        self.celebrating = True
        self._scene.celebrate(self.win_text())
        self._changed()

    def may_drop_game(self) -> bool:
        """Whether the game in progress may go (F1, F2, F3): a GEM alert asks, Cancel the
        default, since the game then counts as lost and cannot be had back."""
        if not self.game.in_progress:
            return True
        from cardsuite.ui.gem.alert import AlertIcon, gem_alert

        answer = gem_alert(self, AlertIcon.QUESTION,
                           [translate("Vierfrei", "Give up this game?"),
                            translate("Vierfrei", "It counts as lost.")],
                           [translate("Vierfrei", "Give up"), translate("Vierfrei", "Cancel")],
                           default=1, cancel=1)
        return answer == 0

    def ask_new_deal(self) -> None:
        """F1: a new random deal, after asking if a game is in progress."""
        if self.may_drop_game():
            self.new_deal()

    def ask_restart(self) -> None:
        """F3: this deal from the start, after asking if a game is in progress."""
        if self.may_drop_game():
            self.restart()

    def new_deal(self, number: int | None = None) -> None:
        self.start_game(Game(number if number is not None else random_deal()))

    def restart(self) -> None:
        self.start_game(Game(self.game.number, self.game.start))

    def start_game(self, game: Game) -> None:
        """Show ``game`` from its current position; the undo history starts empty."""
        self.stop_demo()
        self._record_unfinished()
        self._started_at = self._won_at = None
        self._run_clock()
        self._recorded = False
        self._assisted = False
        self._scene.finish_animations()
        self._scene.hide_message()
        self.celebrating = False
        self.game = game
        self.undo_stack.clear()
        self._scene.ensure_cards(game.position)
        self._scene.place_all(game.position)
        self._position_changed()

    def leave(self) -> None:
        """The window is closing (or the suite quitting): stop searching and keep the game in
        progress for the next opening; one that cannot be kept counts as lost."""
        self.stop_demo()
        self.solver.cancel()
        if self._left:
            return
        self._left = True
        self._keep()
        kept = self.keeper.problem is None
        if not kept:
            self._record_unfinished()
        self.keeper.release(keep_it=kept)

    def confirm_close(self, quitting: bool = False) -> bool:
        """Closing or quitting (the same): no question while the game is kept (or none is in progress);
        if it cannot be written, a GEM alert says why and asks (Cancel the default)."""
        if self._left or not self.game.in_progress:
            return True
        self._keep()
        if self.keeper.problem is None:
            return True
        return ask_close_unkept(self, self.keeper.problem,
                                translate("Vierfrei", "Close anyway? It counts as lost."))

    # --- keeping the game ------------------------------------------------------

    def _keep(self) -> None:
        """Write the game as it is now into this window's slot (after every change), or empty
        the slot when there is no game to continue; a failure is noted, not shown at once
        (closing tells it)."""
        if self._restoring or self._left:
            return
        self.keeper.keep(self._kept().to_data() if self.game.in_progress else None)

    def _kept(self) -> held.Kept:
        stack = self.undo_stack
        actions = [stack.command(i).action for i in range(stack.count())]
        return held.Kept(self.game, actions, self.played_seconds(), self._assisted,
                         self._recorded)

    def _restore(self, kept: held.Kept) -> None:
        """Show the kept game where it was left, its undo and redo history as it was."""
        self._restoring = True
        try:
            done = kept.done
            for action in kept.game.log[::-1]:
                kept.game.revert(action)
            for action in kept.actions:
                self.game.perform(action)
                self.undo_stack.push(ActionCommand(self, action))
            self.undo_stack.setIndex(done)
        finally:
            self._restoring = False
        self._started_at = time.monotonic() - kept.seconds
        self._won_at = None
        self._run_clock()
        self._assisted = kept.assisted
        self._recorded = kept.recorded
        self._scene.ensure_cards(self.game.position)
        self._scene.place_all(self.game.position)

    # --- hint and demo -------------------------------------------------------

    def show_hint(self) -> None:
        """F4: frame the next move of a solution (it stays until the next move); wait for the
        search if it is still running.  F4 again while it shows: the next other move from
        which the deal can still be won (:meth:`next_hint`)."""
        if self.celebrating or self.game.is_won:
            sounds().pling()
            return
        if self._scene.hint_visible and self._hinted:
            self.next_hint()
            return
        known = self.solver.known(self.game.position)
        if known is None:
            self._hint_wanted = True
            return
        if known.verdict is Verdict.SOLVED and known.moves:
            self._hinted = [known.moves[0]]
            self._scene.show_hint(known.moves[0])
        else:
            sounds().pling()

    def alternatives(self) -> list[Move]:
        """The moves a hint may show here: every legal move but a free cell's card to another
        free cell, and onto empty columns only the first (they are alike)."""
        position = self.game.position
        moves, empty_seen = [], set()
        for move in position.legal_moves():
            if move.source.area is Area.CELL and move.target.area is Area.CELL:
                continue
            if move.target.area is Area.COLUMN and not position.columns[move.target.index]:
                if move.source in empty_seen:
                    continue
                empty_seen.add(move.source)
            moves.append(move)
        return moves

    def next_hint(self) -> None:
        """The next move not shown yet after which the deal can still be won, asking the
        solver in the background where it does not know; none left: a pling, and the
        hints start again with the first."""
        position = self.game.position
        for move in self.alternatives():
            if move in self._hinted:
                continue
            known = self.solver.known(position.apply(move))
            if known is None:
                self._alternative = move
                self.solver.request(position.apply(move))
                return  # _on_solved comes back here
            self._hinted.append(move)
            if known.verdict is Verdict.SOLVED:
                self._scene.show_hint(move)
                return
        sounds().pling()
        first = self._hinted[0]
        self._hinted = [first]
        self._scene.show_hint(first)

    def toggle_demo(self) -> None:
        if self._demo:
            self.stop_demo()
        else:
            self.start_demo()

    def start_demo(self) -> None:
        """F5: the solver plays on to the end, one animated move at a time."""
        if self.celebrating or self.game.is_won:
            self.action_demo.setChecked(False)
            sounds().pling()
            return
        self._demo = True
        self.action_demo.setChecked(True)
        self._demo_timer.start(0)

    def stop_demo(self) -> None:
        self._demo = False
        self._demo_timer.stop()
        self.action_demo.setChecked(False)

    @property
    def demo_running(self) -> bool:
        return self._demo

    def _demo_step(self) -> None:
        if not self._demo:
            return
        if self._scene.animating:
            self._demo_timer.start(30)
            return
        known = self.solver.known(self.game.position)
        if known is None:
            return  # _on_solved comes back here
        if known.verdict is not Verdict.SOLVED:
            self.stop_demo()
            sounds().pling()
            return
        if not known.moves:
            self.stop_demo()
            return
        self._assisted = True
        self.undo_stack.push(ActionCommand(self, self.game.plan(known.moves[:1])))
        self._demo_timer.start(settings.move_duration() + 40)

    # --- statistics ----------------------------------------------------------

    def _record(self, won: bool) -> None:
        statistics = shared_statistics()
        if self._recorded or statistics is None or not self.game.log:
            return
        self._recorded = True
        statistics.record(self.game.number, won, self.game.move_count, self.played_seconds())
        try:
            statistics.save()
        except StoreError as error:
            _statistics_state["problem"] = str(error)
            self._report_not_saved(error)
            return
        _statistics_state.pop("problem", None)  # a save went through: the file is fine again

    def _report_not_saved(self, error: StoreError) -> None:
        """A STOP alert: the statistics file and why it could not be written.  The game in
        hand is kept in memory and written with the next game that is saved."""
        from cardsuite.ui.gem.alert import AlertIcon

        file_alert(self, AlertIcon.STOP, [translate("Vierfrei", "The statistics could not be saved:")],
                   error.path, error.reason,
                   [translate("Vierfrei", "Cardsuite will try again after the next game.")],
                   [translate("Vierfrei", "OK")])

    def _record_unfinished(self) -> None:
        if self.game.in_progress:
            self._record(won=False)

    def show_statistics(self) -> None:
        """F6: the statistics in a GEM dialog (or why they cannot be read)."""
        from cardsuite.ui.boards.vierfrei.stats import StatisticsDialog
        from cardsuite.ui.gem.alert import AlertIcon

        # Read the file again: another running suite may have added games, a damaged
        # file may have been repaired.  A save that failed is no reason to call the file
        # unreadable: its games are shown (they are written with the next save).
        statistics = shared_statistics()
        try:
            if statistics is None:
                _statistics_state.pop("statistics", None)
                statistics = shared_statistics(raising=True)
            else:
                statistics.reload()
        except StoreError as error:
            file_alert(self, AlertIcon.STOP,
                       [translate("Vierfrei", "The statistics file cannot be used:")],
                       error.path, error.reason, [translate("Vierfrei", "It is kept as it is.")],
                       [translate("Vierfrei", "OK")])
            return
        dialog = StatisticsDialog(self, statistics, self.game.number)
        self._stats_dialog = dialog
        dialog.open()

    def ask_deal(self) -> None:
        """F2: a GEM dialog for the deal number (after asking if a game is in progress); the
        game is only touched by a valid number."""
        if not self.may_drop_game():
            return
        dialog = DealNumberDialog(self)
        self._deal_dialog = dialog
        dialog.accepted.connect(lambda: self.new_deal(dialog.number))
        dialog.finished.connect(lambda _result: setattr(self, "_deal_dialog", None))
        dialog.open()

    # --- Qt ----------------------------------------------------------------

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self._scene.relayout(size.width(), size.height())

    def closeEvent(self, event) -> None:  # noqa: N802
        self.stop_demo()
        self.solver.cancel()
        super().closeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self._demo:
            self.stop_demo()  # any key stops the demo
            return
        if self.keys.handle(event):
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if self._demo and event.type() == QEvent.Type.MouseButtonPress:
            self.stop_demo()  # any click stops the demo, and does nothing else
            return True
        return super().eventFilter(watched, event)

    def _theme_changed(self, theme: Theme) -> None:
        background = theme.paper if not theme.is_colour else QColor(theme.desktop)
        self.setBackgroundBrush(QBrush(background))
        self._scene.update()

    def scene_for_tests(self) -> VierfreiScene:
        return self._scene


def offer_kept(parent: QWidget) -> dict:
    """Opening Vierfrei (the desktop's entrance): the kept game saved last is offered to
    continue (Continue is the default, and Escape); "New deal" gives it up, so that it counts
    as lost.  Kept files found damaged are reported, each once (they are moved aside)."""
    taken = take(parent, held_folder(), held.KIND, held.VERSION, held.Kept.from_data,
                 lambda kept: kept.is_over)
    if taken.kept is None:
        return {}
    moves = taken.kept.game.move_count
    go_on = offer(parent, [translate("Vierfrei", "Your game of deal %1 is kept.")
                           .replace("%1", str(taken.kept.game.number)),
                           translate("Vierfrei", "Moves made: %1").replace("%1", str(moves))],
                  translate("Vierfrei", "New deal"))
    return {"taken": taken, "give_up": not go_on}


def held_folder() -> Path:
    """Where the Vierfrei games in progress are kept (:mod:`cardsuite.games.vierfrei.held`)."""
    return keeper_folder(held.FOLDER)


def random_deal() -> int:
    return random.randint(1, PLAYER_DEAL_MAX)


# One Statistics for the whole process, so that two Vierfrei windows never
# overwrite each other's records; "problem" says why the file cannot be used.
_statistics_state: dict = {}


def shared_statistics(raising: bool = False) -> Statistics | None:
    """The player's statistics, loaded once; None if the file is damaged (it is kept), or
    with ``raising`` the StoreError saying why."""
    if "statistics" not in _statistics_state:
        from cardsuite.ui.boards.vierfrei.stats import statistics_path

        try:
            _statistics_state["statistics"] = Statistics.load(statistics_path())
        except StoreError as error:
            _statistics_state["statistics"] = None
            _statistics_state["problem"] = str(error)
            if raising:
                raise
    return _statistics_state["statistics"]

