"""Keyboard play for Vierfrei: every move without a mouse (``rules/vierfrei.md``, "Keyboard play").

A move is a *source* and a *target*, named in the solver notation the suite
already uses: columns ``1``–``8``, free cells ``a``–``d``, the foundations
``h``.  Typing ``3`` then ``5`` moves from column 3 to column 5; ``c`` ``h``
sends free cell c's card up.  The same can be done by pointing: the arrow keys
move a cursor over the sixteen piles, Space or Return picks the source and
then the target.  Each keyboard move goes through ``board.act``, so it is one
undo step exactly like the same move made with the mouse.

Decisions a player would expect, where the rules say nothing:
- **Which cards move** from column to column: onto a card, the one run length
  (at most the run at the column's bottom) whose head fits on that card — there
  is never more than one.  Onto an empty column a *typed* target digit moves one
  card, as ``15`` means in the command line's solutions (``python -m
  cardsuite.games.vierfrei solve``), so that a solution typed in plays through;
  a target chosen by *pointing* (Space or Return on the empty column) moves the
  longest run the supermove limit allows, as a drag does.  A run that fits but
  is longer than the supermove limit is refused, as with a drag.
- From a column or a cell to a **cell letter**: the one card that would leave,
  into that very cell; an occupied cell refuses.  ``h`` sends that card to its
  own foundation; pointing at any foundation slot means ``h``.
- A refused move — an empty pile or a foundation as the source, the same pile
  twice, a card that does not fit — plings, clears the selection and changes
  nothing.  Escape clears the selection; with nothing selected it hides the
  cursor, and only when there is nothing to hide does Escape pass on.
- **The cursor** is a dotted GEM frame around the pile (around the whole
  column, so its length shows how deep the column is); the selected source's
  card is shown inverted, as GEM shows a selected object (white ↔ black, and
  red ↔ green in the colour theme, the ST's palette inversion).
- The cursor follows the keys that name piles, too: after ``3`` ``5`` it
  stands on column 5, so a player can mix typing and pointing.  Left and Right
  wrap round a row; Up goes to the top row (cells, then foundations), Down to
  the columns, keeping the x position.
- Keyboard play stays out of the way of the mouse: a mouse press on the board
  hides the cursor and drops the selection.  The next key shows the cursor
  again where it was; if that key is an arrow, Space or Return it only shows
  the cursor, because moving or acting on a pile the player could not see is
  a surprise.  Letters and digits act at once: they name their pile.
- Any change of the game (a move by mouse, undo, a new deal) drops the
  selection, because what was selected may no longer be there.
- Keys with Ctrl, Alt or Meta are left alone, so the board's shortcuts (F1,
  F2, F3, F10, Delete, Ctrl+Z, Ctrl+Shift+Z) never clash; Shift and the keypad
  are accepted (Caps Lock and the number pad work).  Held-down place keys do
  not repeat — a repeat would be "the same key twice".
- While the board celebrates a win only Escape does anything.

Hooking in: the board creates ``KeyboardPlay(self)`` and asks
``handle(event)`` first in its ``keyPressEvent``.  The controller follows
window resizes, theme changes and game changes by itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QBitmap, QColor, QImage, QKeyEvent, QPainter, QPen, QPixmap, QRegion
from PySide6.QtWidgets import QGraphicsRectItem

from cardsuite.engine.cards import Card
from cardsuite.games.vierfrei.play import plan_run_move
from cardsuite.games.vierfrei.rules import (
    CELLS,
    COLUMNS,
    FOUNDATION,
    Area,
    Move,
    Place,
    Position,
    builds_on,
    cell,
    column,
)
from cardsuite.ui.cards.faces import card_faces
from cardsuite.ui.cards.items import DRAG_Z
from cardsuite.ui.gem.theme import GREEN, RED, Theme, current_theme, theme_manager
from cardsuite.ui.sound import sounds

if TYPE_CHECKING:
    from cardsuite.ui.boards.vierfrei.board import VierfreiBoard

TOP, BOTTOM = 0, 1  # the cursor's rows: cells and foundations; columns
SLOTS = 8  # piles per row

_COLUMN_KEYS = {getattr(Qt.Key, f"Key_{n}"): column(n - 1) for n in range(1, COLUMNS + 1)}
_CELL_KEYS = {getattr(Qt.Key, f"Key_{letter.upper()}"): cell(i) for i, letter in enumerate("abcd"[:CELLS])}
_PLACE_KEYS = {**_COLUMN_KEYS, **_CELL_KEYS, Qt.Key.Key_H: FOUNDATION}
_CHOOSE_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter}
_ARROW_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down}
_FOREIGN_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


def plan_key_move(position: Position, source: Place, target: Place,
                  run_to_empty: bool = False) -> list[Move] | None:
    """The single-card moves for "source key, target key", or None if refused.

    Column to column carries the run that fits (see the module docstring); onto an
    empty column one card, as the notation means it, or with ``run_to_empty`` (the
    target chosen by pointing, as a drag) the longest run allowed; everything else
    moves the one card that would leave the source.
    """
    if source == target or source.area is Area.FOUNDATION:
        return None
    if source.area is Area.COLUMN and target.area is Area.COLUMN:
        run = position.run_length(source.index)
        if run == 0:
            return None
        cards = position.columns[source.index]
        onto = position.columns[target.index]
        if onto:
            fitting = [k for k in range(1, run + 1) if builds_on(cards[-k], onto[-1])]
            if not fitting:
                return None
            count = fitting[0]
        else:
            count = min(run, position.max_run(target)) if run_to_empty else 1
        return plan_run_move(position, source, count, target)
    return plan_run_move(position, source, 1, target)


_inverted_cache: dict[tuple[Card, int, int, str], QPixmap] = {}
_INVERTED_LIMIT = 32  # one selected card at a time; a few sizes after resizes


def inverted_face(card: Card, width: int, height: int, theme: Theme) -> QPixmap:
    """``card``'s face as GEM shows a selected object: the palette inverted.

    White and black swap; in the colour theme red and green swap too (the ST
    inverted palette indices, so a selected card stays within its four colours).
    Transparent corners stay transparent.
    """
    key = (card, width, height, theme.key)
    cached = _inverted_cache.get(key)
    if cached is not None:
        return cached
    image = card_faces().face(card, width, height, theme).toImage().convertToFormat(
        QImage.Format.Format_ARGB32)
    # The mask's colour table makes index 0 black, and a bitmap's region is its
    # black pixels: so "mask out" the colour to get a region of exactly that colour.
    reds = QBitmap.fromImage(image.createMaskFromColor(RED.rgba(), Qt.MaskMode.MaskOutColor))
    greens = QBitmap.fromImage(image.createMaskFromColor(GREEN.rgba(), Qt.MaskMode.MaskOutColor))
    image.invertPixels(QImage.InvertMode.InvertRgb)
    painter = QPainter(image)
    for mask, colour in ((reds, GREEN), (greens, RED)):
        painter.setClipRegion(QRegion(mask))
        painter.fillRect(image.rect(), colour)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    if len(_inverted_cache) >= _INVERTED_LIMIT:
        _inverted_cache.pop(next(iter(_inverted_cache)))
    _inverted_cache[key] = pixmap
    return pixmap


class CursorFrame(QGraphicsRectItem):
    """The keyboard cursor: a dotted 2 px frame round a pile, like GEM's rubber band."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(DRAG_Z - 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def restyle(self, theme: Theme) -> None:
        pen = QPen(QColor(theme.ink), 2)
        pen.setDashPattern([1, 1])  # in pen widths: 2 px on, 2 px off
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        self.setPen(pen)
        self.setBrush(Qt.BrushStyle.NoBrush)


class SelectionMark(QGraphicsRectItem):
    """The selected source: its card drawn inverted on top of the card itself."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(DRAG_Z - 3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPen(Qt.PenStyle.NoPen)
        self.card: Card | None = None
        self._pixmap = QPixmap()
        self.hide()

    def show_card(self, card: Card, rect: QRect, theme: Theme) -> None:
        self.card = card
        self._pixmap = inverted_face(card, rect.width(), rect.height(), theme)
        self.setRect(QRectF(rect))
        self.update()
        self.show()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawPixmap(self.rect().topLeft().toPoint(), self._pixmap)


class KeyboardPlay(QObject):
    """Turns keys into moves on a :class:`VierfreiBoard` and draws the cursor and selection.

    The board asks :meth:`handle` first in its ``keyPressEvent``; the board's
    own shortcuts are QActions and never reach it.
    """

    def __init__(self, board: VierfreiBoard) -> None:
        super().__init__(board)
        self.board = board
        self._scene = board.scene_for_tests()
        self._row, self._x = BOTTOM, 0
        self._shown = False
        self._selected: Place | None = None
        self._selected_in: tuple[object, Position] | None = None  # (game, position) when selected
        self.cursor_item = CursorFrame()
        self.selection_item = SelectionMark()
        self._scene.addItem(self.cursor_item)
        self._scene.addItem(self.selection_item)
        self._restyle(current_theme())
        # The scene sets its new layout just before its new scene rect: follow the rect.
        self._scene.sceneRectChanged.connect(self._refresh)
        board.info_changed.connect(self._game_changed)
        theme_manager().changed.connect(self._restyle)
        board.viewport().installEventFilter(self)

    # --- what the player sees ------------------------------------------------

    @property
    def selected(self) -> Place | None:
        """The chosen source, or None."""
        return self._selected

    @property
    def cursor_visible(self) -> bool:
        return self._shown

    @property
    def cursor_slot(self) -> tuple[int, int]:
        """(row, x): row ``TOP`` holds cells a–d then the foundations, ``BOTTOM`` the columns."""
        return self._row, self._x

    @property
    def cursor_place(self) -> Place:
        """The place the cursor points at, as a move names it (any foundation slot is ``h``)."""
        return _place_of(self._row, self._x)

    def pile_rect(self, row: int, x: int) -> QRect:
        """The pile's extent in whole scene pixels: a card slot, or a column with all its cards."""
        lay = self._scene.layout
        if row == TOP:
            return QRect(lay.slot_x[x], lay.top_y, lay.card_w, lay.card_h)
        count = len(self.board.game.position.columns[x])
        height = lay.card_h + max(0, count - 1) * lay.column_fan(count)
        return QRect(lay.slot_x[x], lay.columns_y, lay.card_w, height)

    def idle(self) -> None:
        """Hide the cursor and forget the selection: the mouse has taken over."""
        self._shown = False
        self._selected = None
        self._refresh()

    # --- keys ----------------------------------------------------------------

    def handle(self, event: QKeyEvent) -> bool:
        """Act on a key press; True when the key was keyboard play's (the board stops there)."""
        if event.modifiers() & _FOREIGN_MODIFIERS:
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape:
            return self._escape()
        if key not in _PLACE_KEYS and key not in _CHOOSE_KEYS and key not in _ARROW_KEYS:
            return False
        if self.board.celebrating:
            return True
        if event.isAutoRepeat() and key not in _ARROW_KEYS:
            return True
        if key in _PLACE_KEYS:
            self._shown = True
            self._choose(_PLACE_KEYS[key], typed=True)
            return True
        if not self._shown:
            self._shown = True
            self._refresh()
            return True
        if key in _ARROW_KEYS:
            self._step(key)
        else:
            self._choose(self.cursor_place, typed=False)
        return True

    def _escape(self) -> bool:
        if self._selected is not None:
            self._selected = None
        elif self._shown:
            self._shown = False
        else:
            return False
        self._refresh()
        return True

    def _step(self, key: Qt.Key) -> None:
        if key == Qt.Key.Key_Left:
            self._x = (self._x - 1) % SLOTS
        elif key == Qt.Key.Key_Right:
            self._x = (self._x + 1) % SLOTS
        elif key == Qt.Key.Key_Up:
            self._row = TOP
        else:
            self._row = BOTTOM
        self._refresh()

    def _choose(self, place: Place, typed: bool) -> None:
        """A pile named by a key (``typed``) or by the cursor: the source, or the target of
        the move."""
        position = self.board.game.position
        source = self._selected
        self._point_at(place, source if source is not None else place)
        if source is None:
            if place.area is Area.FOUNDATION or position.card_at(place) is None:
                self._refuse()
                return
            self._selected = place
            self._selected_in = (self.board.game, position)
            self._refresh()
            return
        self._selected = None
        moves = plan_key_move(position, source, place, run_to_empty=not typed)
        if moves is None:
            self._refuse()
            return
        self.board.act(moves)
        self._refresh()

    def _point_at(self, place: Place, source: Place) -> None:
        """Move the cursor onto the pile a key named (``h``: the foundation of the source's card)."""
        if place.area is Area.COLUMN:
            self._row, self._x = BOTTOM, place.index
        elif place.area is Area.CELL:
            self._row, self._x = TOP, place.index
        elif not (self._row == TOP and self._x >= CELLS):
            card = self.board.game.position.card_at(source)
            if card is not None:
                self._row, self._x = TOP, CELLS + int(card.suit)

    def _refuse(self) -> None:
        self._selected = None
        self._refresh()
        sounds().pling()

    # --- following the board -------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self.idle()
        return False

    def _game_changed(self, *_args) -> None:
        if self.board.celebrating:
            self._shown = False
            self._selected = None
        elif self._selected is not None and self._selected_in != (self.board.game, self.board.game.position):
            self._selected = None
        self._refresh()

    def _restyle(self, theme: Theme) -> None:
        self.cursor_item.restyle(theme)
        self._refresh()

    def _refresh(self, *_args) -> None:
        """Put cursor and selection where the current layout and position say."""
        if self._shown:
            margin = max(2, self._scene.layout.gap // 3)
            rect = self.pile_rect(self._row, self._x).adjusted(-margin, -margin, margin, margin)
            self.cursor_item.setRect(QRectF(rect))
            self.cursor_item.show()
        else:
            self.cursor_item.hide()
        card = None if self._selected is None else self.board.game.position.card_at(self._selected)
        if card is None:
            self.selection_item.hide()
            self.selection_item.card = None
            return
        lay = self._scene.layout
        count = 1
        if self._selected.area is Area.COLUMN:
            count = len(self.board.game.position.columns[self._selected.index])
        top_left = lay.card_pos(self._selected, count - 1, count, card).toPoint()
        self.selection_item.show_card(card, QRect(top_left.x(), top_left.y(), lay.card_w, lay.card_h),
                                      current_theme())


def _place_of(row: int, x: int) -> Place:
    if row == BOTTOM:
        return column(x)
    return cell(x) if x < CELLS else FOUNDATION
