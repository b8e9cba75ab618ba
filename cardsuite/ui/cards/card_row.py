"""A few small card faces side by side, in a dialog (the Skat, the pushed cards, a trick)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from cardsuite.engine.cards import Card
from cardsuite.ui.cards.faces import card_faces
from cardsuite.ui.gem.theme import current_theme, theme_manager

#: The size of a card picture in a dialog (pixels).
CARD_PICTURE_W = 48
CARD_PICTURE_H = 67


class CardRow(QWidget):
    """A few small card faces side by side, redrawn when the theme changes."""

    def __init__(self, cards: Sequence[Card], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        self._labels = []
        for _card in self.cards:
            label = QLabel()
            row.addWidget(label)
            self._labels.append(label)
        row.addStretch(1)
        self._draw()
        theme_manager().changed.connect(self._theme_changed)

    def _draw(self) -> None:
        for card, label in zip(self.cards, self._labels, strict=True):
            label.setPixmap(card_faces().face(card, CARD_PICTURE_W, CARD_PICTURE_H,
                                              current_theme()))

    def _theme_changed(self, _theme: object) -> None:
        self._draw()
