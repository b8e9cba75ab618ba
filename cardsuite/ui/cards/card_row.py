"""A few small card faces side by side, in a dialog (the Skat, the pushed cards, a trick)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from cardsuite.engine.cards import Card
from cardsuite.ui.cards.faces import FRENCH, card_faces
from cardsuite.ui.gem.theme import current_theme, theme_manager

#: The size of a card picture in a dialog (pixels).
CARD_PICTURE_W = 48
CARD_PICTURE_H = 67
#: How much of each card shows where they overlap (the index and a little more).
SHOWN_W = 22


class CardRow(QWidget):
    """A few small card faces side by side, redrawn when the theme changes."""

    def __init__(self, cards: Sequence[Card], parent: QWidget | None = None,
                 overlap_from: int | None = None) -> None:
        """``overlap_from``: from this many cards on they overlap, each showing its left
        part with the index (a whole hand in a dialog)."""
        super().__init__(parent)
        self.cards: list[Card] = []
        self._overlap_from = overlap_from
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(4)
        self._labels: list[QLabel] = []
        self._fan: QLabel | None = None  # the overlapping cards, drawn as one picture
        self.set_cards(cards)
        theme_manager().changed.connect(self._theme_changed)

    def overlapping(self) -> bool:
        return self._overlap_from is not None and len(self.cards) >= self._overlap_from

    def set_cards(self, cards: Sequence[Card]) -> None:
        """Show ``cards`` instead."""
        self.cards = list(cards)
        while self._row.count():
            item = self._row.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self._labels = []
        self._fan = None
        if self.overlapping():
            self._fan = QLabel(self)
            self._row.addWidget(self._fan)
        else:
            for _card in self.cards:
                label = QLabel(self)
                self._row.addWidget(label)
                self._labels.append(label)
        self._row.addStretch(1)
        self._draw()

    def deck(self) -> str:
        """The deck of the board the row's dialog belongs to (the nearest one that says)."""
        node = self.parentWidget()
        while node is not None:
            deck = getattr(node, "deck", None)
            if isinstance(deck, str):
                return deck
            node = node.parentWidget()
        return FRENCH

    def _draw(self) -> None:
        faces, theme, deck = card_faces(), current_theme(), self.deck()
        if self._fan is not None:
            width = CARD_PICTURE_W + SHOWN_W * (len(self.cards) - 1)
            picture = QPixmap(width, CARD_PICTURE_H)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            for index, card in enumerate(self.cards):  # each later card over the one before
                painter.drawPixmap(index * SHOWN_W, 0,
                                   faces.face(card, CARD_PICTURE_W, CARD_PICTURE_H, theme, deck))
            painter.end()
            self._fan.setPixmap(picture)
            return
        for card, label in zip(self.cards, self._labels, strict=True):
            label.setPixmap(faces.face(card, CARD_PICTURE_W, CARD_PICTURE_H, theme, deck))

    def _theme_changed(self, _theme: object) -> None:
        self._draw()
