"""Card graphics items and the scene that drags them.

Modelled on KPatience's ``libkcardgame``: a card item, and a scene that turns
scene mouse events (not ``QDrag``) into drags.  A drag starts after the
platform's drag distance; the drop target is the allowed pile the dragged
cards overlap most, and it is highlighted while dragging; a refused drop
animates the cards back.  The scene knows no rules: a board subclasses it and
answers which cards may be dragged, where they may go and what a drop does.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from cardsuite.engine.cards import Card
from cardsuite.ui.cards.faces import card_faces
from cardsuite.ui.gem.theme import current_theme
from cardsuite.ui.settings import move_duration

DRAG_Z = 10_000


class CardItem(QGraphicsObject):
    """One card on a board, drawn from the shared pixmap cache at its current size."""

    def __init__(self, card: Card, width: int = 60, height: int = 84) -> None:
        super().__init__()
        self.card = card
        self._width = width
        self._height = height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    def set_size(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def size(self) -> tuple[int, int]:
        return self._width, self._height

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawPixmap(0, 0, card_faces().face(self.card, self._width, self._height, current_theme()))

    def __repr__(self) -> str:
        return f"CardItem({self.card})"


class PileItem(QGraphicsObject):
    """The place of a pile when it is empty: a dotted outline, for foundations with its suit."""

    def __init__(self, key: Hashable, suit=None) -> None:
        super().__init__()
        self.key = key
        self.suit = suit
        self._width = 60
        self._height = 84
        self.setZValue(-1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, width: int, height: int) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawPixmap(
            0, 0, card_faces().slot(self._width, self._height, current_theme(), self.suit))


class DropHighlight(QGraphicsRectItem):
    """The drop target's frame while dragging: a 2 px inverted-looking outline."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(DRAG_Z - 1)
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.hide()

    def show_at(self, rect: QRectF) -> None:
        theme = current_theme()
        pen = QPen(QColor(theme.ink) if not theme.is_colour else QColor(theme.red_suit), 2)
        pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setRect(rect.adjusted(-2, -2, 2, 2))
        self.show()


class OutlineItem(QGraphicsObject):
    """The original's drag look: only a frame the size of the dragged cards moves."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(DRAG_Z)
        self.hide()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._rect.adjusted(0, 0, -1, -1)
        painter.setPen(QPen(QColor(255, 255, 255), 1))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        painter.setPen(QPen(QColor(0, 0, 0), 1))
        painter.drawRect(rect)


class _Drag:
    def __init__(self, items: list[CardItem], press: QPointF) -> None:
        self.items = items
        self.press = press
        self.origins = [item.pos() for item in items]
        self.z_values = [item.zValue() for item in items]
        self.candidates: list[tuple[Hashable, QRectF]] = []
        self.target: Hashable | None = None


class CardScene(QGraphicsScene):
    """A scene of cards that can be dragged, clicked, right-clicked and double-clicked.

    Subclasses answer :meth:`draggable`, :meth:`drop_candidates`, :meth:`drop`
    and the click hooks; they call :meth:`refused` for the "pling".
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.outline_drag = False
        self._press_item: CardItem | None = None
        self._press_pos = QPointF()
        self._drag: _Drag | None = None
        self._highlight = DropHighlight()
        self._outline = OutlineItem()
        self.addItem(self._highlight)
        self.addItem(self._outline)
        self._animations: list[QAbstractAnimation] = []

    # --- hooks for boards ----------------------------------------------------

    def draggable(self, item: CardItem) -> list[CardItem] | None:
        """The cards that move when ``item`` is dragged (it first), or None."""
        return None

    def drop_candidates(self, items: list[CardItem]) -> list[tuple[Hashable, QRectF]]:
        """The piles the dragged cards may go to, with the rectangles that catch them."""
        return []

    def drop(self, items: list[CardItem], target: Hashable) -> bool:
        """Carry out the drop; return False to send the cards back."""
        return False

    def left_clicked(self, item: CardItem) -> None:
        """A press and release without dragging."""

    def right_clicked(self, item: CardItem) -> None:
        """The right button pressed on a card."""

    def double_clicked(self, item: CardItem) -> None:
        """A double click on a card."""

    def refused(self) -> None:
        """Tell the player a move was not allowed (the board plays its "pling")."""

    # --- dragging ------------------------------------------------------------

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item is not self._outline:
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if self._drag is not None:
            return
        item = self.card_at(event.scenePos())
        if event.button() == Qt.MouseButton.RightButton:
            if item is not None:
                self.right_clicked(item)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_item = item
            self._press_pos = event.scenePos()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if self._drag is None:
            if self._press_item is None or not event.buttons() & Qt.MouseButton.LeftButton:
                return
            distance = (event.scenePos() - self._press_pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            self._start_drag(self._press_item)
            if self._drag is None:
                return
        self._move_drag(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag, self._drag = self._drag, None
        item, self._press_item = self._press_item, None
        if drag is None:
            if item is not None and item is self.card_at(event.scenePos()):
                self.left_clicked(item)
            return
        self._highlight.hide()
        self._outline.hide()
        target = drag.target
        for dragged, z in zip(drag.items, drag.z_values, strict=True):
            dragged.setZValue(z)
        if target is not None and self.drop(drag.items, target):
            return
        self.snap_back(drag)
        self.refused()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or self._drag is not None:
            return
        item = self.card_at(event.scenePos())
        self._press_item = None
        if item is not None:
            self.double_clicked(item)

    def _start_drag(self, item: CardItem) -> None:
        items = self.draggable(item)
        if not items:
            self._press_item = None
            self.refused()
            return
        self.finish_animations()
        drag = _Drag(items, self._press_pos)
        drag.candidates = self.drop_candidates(items)
        if self.outline_drag:
            bounds = QRectF()
            for dragged in items:
                bounds = bounds.united(dragged.sceneBoundingRect())
            self._outline.set_rect(bounds)
            self._outline.setPos(bounds.topLeft())
            drag.origins = [bounds.topLeft()]
            self._outline.show()
        else:
            for i, dragged in enumerate(items):
                dragged.setZValue(DRAG_Z + i)
        self._drag = drag

    def _moving_items(self) -> Sequence[QGraphicsItem]:
        assert self._drag is not None
        return [self._outline] if self.outline_drag else self._drag.items

    def _move_drag(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        offset = pos - drag.press
        bounds = QRectF()
        for moving, origin in zip(self._moving_items(), drag.origins, strict=True):
            moving.setPos(origin + offset)
            bounds = bounds.united(moving.sceneBoundingRect())
        best, best_area = None, 0.0
        best_rect = QRectF()
        for key, rect in drag.candidates:
            overlap = rect.intersected(bounds)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area, best_rect = key, area, rect
        if best == drag.target and (best is None) != self._highlight.isVisible():
            return
        drag.target = best
        if best is None:
            self._highlight.hide()
        else:
            self._highlight.show_at(best_rect)

    def snap_back(self, drag: _Drag) -> None:
        if self.outline_drag:
            return
        group = QParallelAnimationGroup(self)
        for item, origin in zip(drag.items, drag.origins, strict=True):
            group.addAnimation(self.move_animation(item, origin, move_duration()))
        self.run_animation(group)

    # --- animation -----------------------------------------------------------

    def move_animation(self, item: CardItem, end: QPointF, duration: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, b"pos")
        animation.setStartValue(item.pos())
        animation.setEndValue(end)
        animation.setDuration(max(0, duration))
        animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        return animation

    def run_animation(self, animation: QAbstractAnimation) -> None:
        self._animations.append(animation)
        animation.finished.connect(lambda: self._forget(animation))
        animation.start()

    def _forget(self, animation: QAbstractAnimation) -> None:
        if animation in self._animations:
            self._animations.remove(animation)
            animation.deleteLater()  # the scene owns it; a long session must not pile them up

    @property
    def animating(self) -> bool:
        return bool(self._animations)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a new action must not wait)."""
        # A finishing animation may start another (the win starts the celebration).
        while self._animations:
            animation = self._animations[0]
            if isinstance(animation, QSequentialAnimationGroup | QParallelAnimationGroup):
                animation.setCurrentTime(animation.totalDuration())
            else:
                animation.setCurrentTime(animation.duration())
            animation.stop()
            self._forget(animation)
