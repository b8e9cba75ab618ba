"""The bidding so far: who said what, in order (B, or the Game menu's entry).

While the bidding lasts the bubbles show each seat's last word only; this
dialog shows the whole of it — bids, "Ja", passes, Hand or the Skat, the
declaration, Kontra and Re (Skat); bids and passes (Binokel); bids, passes,
the contract, whist or pass, open or closed (PrefClub) — and can be called up
during the play, when the bubbles are gone.  The words are the game's
(:class:`AuctionWords`), the rows too (its board's ``auction_said``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.dialog import GemDialog, GemLabel


@dataclass(frozen=True)
class AuctionWords:
    """The game's words for the dialog, in the current language."""

    title: str  # "Bidding"
    ok: str
    seat_name: Callable[[int], str]


class AuctionDialog(GemDialog):
    """Every word said before the play, a row each: the seat's name and what it said.
    ``said()`` gives the rows as (seat, text) and ``words()`` the dialog's words, both
    asked again when the language changes."""

    def __init__(self, parent: QWidget | None, said: Callable[[], list[tuple[int, str]]],
                 words: Callable[[], AuctionWords]) -> None:
        super().__init__(parent)
        self._said = said
        self._words = words
        grid = self.cell_grid()
        self.name_labels: list[GemLabel] = []
        self.said_labels: list[GemLabel] = []
        for row in range(len(said())):
            name, text = GemLabel(), GemLabel()
            grid.addWidget(name, row, 0, alignment=Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(text, row, 1, alignment=Qt.AlignmentFlag.AlignLeft)
            self.name_labels.append(name)
            self.said_labels.append(text)
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate)
        self.retranslate()

    def rows(self) -> list[tuple[str, str]]:
        """What the dialog shows: (name, said) per row."""
        return [(name.text(), text.text())
                for name, text in zip(self.name_labels, self.said_labels, strict=True)]

    def retranslate(self) -> None:
        words = self._words()
        self.set_title(words.title)
        for (seat, text), name, said in zip(self._said(), self.name_labels, self.said_labels,
                                            strict=True):
            name.setText(words.seat_name(seat))
            said.setText(text)
        self.ok_button.setText(words.ok)
