"""The trick table's scene: the card items of one deal, where each one goes, and how they fly.

:class:`TrickScene` is what the Skat, Binokel and PrefClub scenes share (it
replaces three copies).  A game's scene supplies :meth:`TrickScene.spots`
(every card's :class:`Spot`, a pure function of the deal on the board and
the layout), its ``Layout``, :meth:`~TrickScene.update_labels` and its own
items (names, bubbles, the score box, the Dabb or widow, …); the base:

- keeps the card items by key (:attr:`TrickScene.items_by_key`): a
  :class:`TableCard` per card.  Skat and PrefClub key them by
  :class:`~cardsuite.engine.cards.Card`; Binokel has every card twice and
  keys them by a physical id (the card's place in the shuffled deck), so the
  base is generic over a hashable key;
- places them (:meth:`~TrickScene.place_all`) or flies them to their spots
  (:meth:`~TrickScene.animate`: in flight, each card over those that land
  under it; when all have landed the board hears of it, ``landed()``);
- lays out the won piles and the trick (:meth:`~TrickScene._pile_spot`,
  :meth:`~TrickScene._trick_spots`) and the two card sizes;
- draws the keyboard cursor, a black bar over a card of the player's hand
  (:meth:`~TrickScene.place_cursor`);
- turns a press anywhere into a click through (collecting a trick, …) while
  the board waits for one, a click on a card into ``card_clicked(key)``, and a
  drag of a card of the hand on the table into ``play(card)``, with the pling
  for a refused one.

The scene does not import its board.  It reads the board only through
:class:`TableHost` (and each game's extension of it, declared beside the
game's scene); the board passes itself in.  The scene owns no user-visible
text: every word is the game's (its translation context).

**Where the three copies differed, and what was decided** (each copy kept
what the others did not have, unless said):

- *Spot*: Binokel's and PrefClub's have ``selected`` (a card chosen for
  pressing or the discard, drawn inverted), Skat's not (a chosen card rises).
  One :class:`Spot` with ``selected=False`` by default.
- *Card item*: Skat's only turned (``set_face_up``), the others also drew a
  selected card inverted (``set_state``).  One :class:`TableCard` with
  ``set_state``; Skat's cards are never selected, so they look the same.
- *Keyboard cursor*: Skat and Binokel draw the bar over the card of their
  hand; PrefClub points at it with the board's pointing hand (a widget on the
  viewport).  The base's :meth:`~TrickScene.place_cursor` draws the bar;
  PrefClub's scene overrides it to have the board place its hand
  (``place_pointer()``), as its ``place_all`` did.  Every scene has the bar
  item, PrefClub's is never shown.  The bar is added after the game's own
  boxes, as before (it is drawn over a box it touches).
- *Hiding the cursor while cards fly*: Skat and Binokel hid the bar when an
  animation starts, PrefClub had none to hide.  Kept (a no-op for PrefClub).
- *Won piles*: Skat and Binokel shift each pile a pixel right and up per
  trick; PrefClub shifts the piles at the right edge of the table left, so
  that they stay on it (:meth:`~TrickScene.pile_grows_left`).
- *Click through*: a press on the table clicks through whenever the board
  waits for a click or has a finished deal's result to open again (the
  board's ``click_through()``: collect the trick, take up the Dabb or widow,
  open the pad or sheet); PrefClub first tells the board the mouse took over
  from the keyboard.
- *Which cards may be dragged*: a card of the player's hand in Skat; in
  Binokel the physical card, not an equal copy; in PrefClub a card of the hand
  on turn (the lone whister also plays his partner's open hand).  Each game
  may answer :meth:`~TrickScene.in_hand_to_play`.
- *Items per deal*: Skat made its 32 items once; Binokel and PrefClub make new
  items for a new deal (Binokel's deck changes with the sevens).  The base
  offers :meth:`~TrickScene.set_cards`, each game calls it as before.
- *Relayout*: Skat and Binokel fit a new layout (Binokel to the deal's hand
  size, their ``fit_layout(width, height)``); PrefClub fits it around its corner
  box and score box and keeps its own :meth:`relayout`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject, QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneMouseEvent

from cardsuite.engine.cards import Card
from cardsuite.ui import settings
from cardsuite.ui.cards.faces import FRENCH, card_faces
from cardsuite.ui.cards.items import DRAG_Z, CardItem, CardScene
from cardsuite.ui.cards.text_box import LABEL_Z
from cardsuite.ui.gem.theme import current_theme
from cardsuite.ui.sound import sounds
from cardsuite.ui.table.layout import TEXT_PIXELS

#: The player's seat at every trick table.
PLAYER = 0
CURSOR_HEIGHT = 3  # the keyboard cursor: a black bar over a card of the hand
TABLE = "table"  # the drop target of a card dragged to play it


# --- what the scene reads -------------------------------------------------------------------

class TableGame(Protocol):
    """What each game's scene must define, besides what :class:`TrickScene` answers by
    default (``tests/ui/test_trick_scene.py`` holds every scene to it)."""

    play_action: Any  # the game's action of playing a card
    names: dict[int, Any]  # each seat's name box (a TextBox), marked by mark_turn

    def spots(self) -> dict[Any, Spot]: ...  # every card's spot, by key, for the deal

    def shown_hand(self) -> list[Any]: ...  # the player's cards as they lie, left to right


class TableDeal(Protocol):
    """What the shared scene reads of a game's deal."""

    @property
    def hands(self) -> Sequence[Collection[Card]]: ...

    def legal_actions(self) -> Sequence[object]: ...


class TableHost(Protocol):
    """What the shared scene reads of the board that shows it (each game's scene reads a
    few more members, declared beside it)."""

    @property
    def deal(self) -> Any: ...  # the game's Deal (a :class:`TableDeal`)

    @property
    def pending_trick(self) -> Any: ...  # a won trick still lying on the table, or None

    @property
    def selected(self) -> Collection[Hashable]: ...  # keys of the cards chosen

    def can_play(self) -> bool: ...

    def play(self, card: Card) -> bool: ...

    def card_clicked(self, key: Any) -> None: ...

    def landed(self) -> None: ...

    def waiting_for_click(self) -> bool: ...  # a trick (or cards turned up) waits for a click

    def result_waiting(self) -> bool: ...  # the deal is over: a click opens its result again

    def click_through(self) -> None: ...  # the click that goes on

    def seat_on_turn(self) -> int | None: ...  # whose word or card the table waits for

    def seat_label(self, seat: int, name: str) -> str: ...  # the name with the seat's marks


class CursorHost(TableHost, Protocol):
    """A board whose keyboard cursor is the scene's bar over a card of the hand."""

    def cursor_card(self) -> Any: ...  # the key of the card under the cursor, or None


# --- where a card lies, and the card ----------------------------------------------------------

@dataclass(frozen=True)
class Spot:
    """Where one card lies, whether it is big and face up, its stacking order, and whether it
    is chosen (drawn inverted)."""

    x: int
    y: int
    big: bool
    face_up: bool
    z: int
    selected: bool = False


class TableCard(CardItem):
    """A card on the table: face up or down, drawn inverted while chosen (GEM's SELECTED
    state), known to the scene by its ``key`` (the card itself unless the deck holds two)."""

    def __init__(self, card: Card, key: Hashable | None = None) -> None:
        super().__init__(card)
        self.key: Hashable = card if key is None else key
        self.face_up = False
        self.selected = False
        #: A card of the player's hand the rules refuse now, drawn greyed (the option).
        self.refused = False
        #: A card of the player's hand the game ticks (GEM's CHECKED state): Binokel's
        #: cards the meld needs, while the solo player presses.
        self.marked = False

    def set_refused(self, refused: bool) -> None:
        if refused != self.refused:
            self.refused = refused
            self.update()

    def set_marked(self, marked: bool) -> None:
        if marked != self.marked:
            self.marked = marked
            self.update()

    def set_state(self, face_up: bool, selected: bool = False) -> None:
        if (face_up, selected) != (self.face_up, self.selected):
            self.face_up, self.selected = face_up, selected
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        width, height = self.size()
        faces = card_faces()
        theme = current_theme()
        scene = self.scene()
        deck = getattr(getattr(scene, "board", None), "deck", FRENCH)
        pixmap = faces.face(self.card, width, height, theme, deck) if self.face_up \
            else faces.back(width, height, theme)
        if self.selected:  # GEM's SELECTED state: the object drawn inverted
            image = pixmap.toImage()
            image.invertPixels()
            painter.drawImage(0, 0, image)
        else:
            painter.drawPixmap(0, 0, pixmap)
        if self.refused:  # GEM's DISABLED state: the object dithered with the paper colour
            painter.fillRect(QRectF(0, 0, width, height),
                             QBrush(theme.paper, Qt.BrushStyle.Dense4Pattern))
        if self.marked and self.face_up:
            self._paint_tick(painter, width, height, theme)

    @staticmethod
    def _paint_tick(painter: QPainter, width: int, height: int, theme) -> None:
        """GEM's CHECKED state: a tick in a box of paper under the card's index, in the strip
        of the card a hand leaves visible (whole pixels: the GEM look is crisp)."""
        side = max(9, width // 5)
        left, top = max(2, width // 20), round(height * 0.3)
        painter.fillRect(left, top, side, side, theme.paper)
        pen = QPen(theme.ink, max(2, side // 6))
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        inset = max(2, side // 5)
        painter.drawPolyline([QPointF(left + inset, top + side // 2),
                              QPointF(left + side * 0.42, top + side - inset),
                              QPointF(left + side - inset, top + inset)])

    def __repr__(self) -> str:
        return f"TableCard({self.card}, {self.key!r})"


# --- the scene -----------------------------------------------------------------------------------

class TrickScene(CardScene):
    """The cards of a trick table and their flight; a game's scene says where they go."""

    #: The game's ``Play`` action: a card dragged on the table is a legal play of it.
    play_action: Callable[[Card], object]

    def __init__(self, board: TableHost, labels: Iterable[QGraphicsItem] = ()) -> None:
        super().__init__(board if isinstance(board, QObject) else None)
        self.board = board
        self.layout: Any = None  # the game's Layout, fitted by the game's scene
        self.items_by_key: dict[Hashable, TableCard] = {}
        #: The names, bubbles and boxes: texts that grow with the table (fit_texts).
        self.labels = tuple(labels)
        for label in self.labels:
            self.addItem(label)
        self.cursor_bar = QGraphicsRectItem()
        self.cursor_bar.setPen(Qt.PenStyle.NoPen)
        self.cursor_bar.setZValue(LABEL_Z)
        self.cursor_bar.hide()
        self.addItem(self.cursor_bar)

    # --- the game's part -------------------------------------------------------------------

    def update_labels(self) -> None:
        """The game's names, bubbles and boxes in the current language, placed for the size."""

    def waits_for_click(self) -> bool:
        """Whether a press anywhere on the table only clicks through (collects a trick, takes
        up the cards turned up, opens the result of a finished deal again)."""
        return self.board.waiting_for_click() or self.board.result_waiting()

    def click_through(self) -> None:
        """The board goes on after a click on the table."""
        self.board.click_through()

    def in_hand_to_play(self, item: TableCard) -> bool:
        """Whether ``item`` lies in the hand being played (the player's, by default)."""
        return item.card in self.board.deal.hands[PLAYER]

    def pile_grows_left(self, seat: int) -> bool:
        """Whether ``seat``'s won pile shifts left as it grows (it lies at the right edge)."""
        return False

    # --- the items ---------------------------------------------------------------------------

    def set_cards(self, items: Iterable[TableCard]) -> None:
        """The card items of a deal, replacing those of the one before."""
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key = {item.key: item for item in items}
        for item in self.items_by_key.values():
            self.addItem(item)

    def card_of(self, key: Hashable) -> Card:
        return self.items_by_key[key].card

    def pending(self) -> Any:
        return self.board.pending_trick

    # --- where the cards go ----------------------------------------------------------------

    def _pile_spot(self, seat: int, count: int) -> Spot:
        x, y = self.layout.pile_pos(seat)
        step = count // 3  # each trick shifts the pile a pixel, so its height shows
        x = x - step if self.pile_grows_left(seat) else x + step
        return Spot(x, y - step, False, False, 20 + count)

    def _trick_spots(self, spots: dict[Any, Spot], leader: int, keys: Iterable[Hashable]) -> None:
        for j, key in enumerate(keys):
            x, y = self.layout.trick_pos((leader + j) % 3)
            spots[key] = Spot(x, y, True, True, 300 + j)

    def _size(self, spot: Spot) -> tuple[int, int]:
        lay = self.layout
        return (lay.card_w, lay.card_h) if spot.big else (lay.small_w, lay.small_h)

    def mark_turn(self) -> None:
        """The name of the seat the table waits for drawn inverted (GEM's SELECTED state),
        the others plain."""
        on_turn = self.board.seat_on_turn()
        for seat, box in self.names.items():
            box.set_selected(seat == on_turn)

    def set_refused(self, keys: Collection[Hashable]) -> None:
        """Grey the cards of ``keys`` (the cards the rules refuse now), and no others."""
        for key, item in self.items_by_key.items():
            item.set_refused(key in keys)

    def set_marked(self, keys: Collection[Hashable]) -> None:
        """Tick the cards of ``keys`` (GEM's CHECKED state), and no others."""
        for key, item in self.items_by_key.items():
            item.set_marked(key in keys)

    def place_all(self) -> None:
        for key, spot in self.spots().items():
            item = self.items_by_key[key]
            item.set_size(*self._size(spot))
            item.set_state(spot.face_up, spot.selected)
            item.setPos(spot.x, spot.y)
            item.setZValue(spot.z)
        self.place_cursor()

    def place_cursor(self) -> None:
        """The keyboard cursor over its card, as wide as the card's visible part; hidden while
        there is none.

        It goes where the cards are going (their spots), not where they are: an animation
        still under way (or just ending) must not leave it behind."""
        key = self.board.cursor_card()
        spots = self.spots() if key is not None else {}
        if key not in spots:
            self.cursor_bar.hide()
            return
        lay = self.layout
        spot = spots[key]
        later = [spots[other].x for other in self.shown_hand() if spots[other].x > spot.x]
        width = min(min(later) - spot.x, lay.card_w) if later else lay.card_w
        self.cursor_bar.setBrush(current_theme().ink)
        self.cursor_bar.setRect(QRectF(spot.x, spot.y - CURSOR_HEIGHT - 2, width, CURSOR_HEIGHT))
        self.cursor_bar.show()

    def animate(self, start: QPointF | None = None) -> None:
        """Every card that is not where it belongs flies there; ``start`` deals them from one
        point."""
        self.finish_animations()
        self.cursor_bar.hide()
        group = QParallelAnimationGroup(self)
        duration = settings.move_duration()
        for order, (key, spot) in enumerate(sorted(self.spots().items(), key=lambda i: i[1].z)):
            item = self.items_by_key[key]
            if start is not None:
                item.set_state(False, False)
                item.setPos(start)
            item.set_size(*self._size(spot))
            item.set_state(spot.face_up, spot.selected)
            end = QPointF(spot.x, spot.y)
            if item.pos() == end:
                item.setZValue(spot.z)
                continue
            item.setZValue(DRAG_Z + order)  # in flight over the cards it lands on
            group.addAnimation(self.move_animation(item, end, duration))
        if group.animationCount() == 0:
            group.deleteLater()
            self._landed()
            return
        group.finished.connect(self._landed)
        self.run_animation(group)

    def _landed(self) -> None:
        self.place_all()
        self.board.landed()

    def fit_texts(self) -> None:
        """The table's texts at the size its layout chose for the view (``text_px``, see
        :func:`cardsuite.ui.table.layout.text_pixels`); each game's ``update_labels`` calls
        this before it measures and places its boxes."""
        pixels = getattr(self.layout, "text_px", TEXT_PIXELS)
        for label in self.labels:
            label.set_pixel_size(pixels)

    def relayout(self, width: int, height: int) -> None:
        """The table for a view of this size: the game's ``fit_layout(width, height)`` (or
        its own ``relayout``, as PrefClub's)."""
        self.finish_animations()
        self.layout = self.fit_layout(width, height)
        self.setSceneRect(0, 0, width, height)
        self.place_all()
        self.update_labels()

    # --- input -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.waits_for_click() and not self.dragging:
            event.accept()
            self.click_through()
            return
        super().mousePressEvent(event)

    def left_clicked(self, item: CardItem) -> None:
        assert isinstance(item, TableCard)
        self.board.card_clicked(item.key)

    def draggable(self, item: CardItem) -> list[CardItem] | None:
        if self.board.can_play() and isinstance(item, TableCard) and self.in_hand_to_play(item):
            return [item]
        return None

    def drop_candidates(self, items: list[CardItem]) -> list[tuple[object, QRectF]]:
        if self.play_action(items[0].card) in self.board.deal.legal_actions():
            return [(TABLE, self.layout.table_rect())]
        return []

    def drop(self, items: list[CardItem], target: object) -> bool:
        return target == TABLE and self.board.play(items[0].card)

    def refused(self) -> None:
        sounds().pling()
