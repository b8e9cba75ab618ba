"""The last trick: who played which card, in the order played, and who took it.

Shown in a GEM dialog over the table (a click on a won pile, or the key L, as
the menu says), so the trick in play stays where it is and nothing is
collected by asking.  The words are the game's (:class:`LastTrickWords`): the
table owns no text of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from cardsuite.ui.cards.card_row import CardRow
from cardsuite.ui.gem.dialog import GemDialog, GemLabel


@dataclass(frozen=True)
class LastTrickWords:
    """The game's words for the dialog, in the current language."""

    title: str  # "Last trick"
    takes: str  # under the card that took the trick
    ok: str
    seat_name: Callable[[int], str]


class LastTrickDialog(GemDialog):
    """A finished trick (anything with ``leader``, ``cards`` and ``winner``) of a game of
    ``players`` seats, its words from ``words()`` (asked again when the language changes)."""

    def __init__(self, parent: QWidget | None, trick, words: Callable[[], LastTrickWords],
                 players: int = 3) -> None:
        super().__init__(parent)
        self.trick = trick
        self._words = words
        self.seats = [(trick.leader + index) % players for index in range(len(trick.cards))]
        grid = self.cell_grid(0.25)
        centre = Qt.AlignmentFlag.AlignHCenter
        self.name_labels: list[GemLabel] = []
        self.take_labels: list[GemLabel] = []
        for column, card in enumerate(trick.cards):
            name, take = GemLabel(), GemLabel()
            grid.addWidget(name, 0, column, alignment=centre)
            grid.addWidget(CardRow([card]), 1, column, alignment=centre)
            grid.addWidget(take, 2, column, alignment=centre)
            self.name_labels.append(name)
            self.take_labels.append(take)
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        words = self._words()
        self.set_title(words.title)
        for seat, name, take in zip(self.seats, self.name_labels, self.take_labels, strict=True):
            name.setText(words.seat_name(seat))
            take.setText(words.takes if seat == self.trick.winner else "")
        self.ok_button.setText(words.ok)
