"""The player's decisions on a card table: a prompt and GEM buttons in a white box.

Shared by the trick games' boards (Skat's bids, Binokel's bidding field and
pressing); a board offers texts and reads which button was clicked.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHBoxLayout, QWidget

from cardsuite.ui.gem.dialog import GemButton, GemLabel, equalise_widths, fill_border
from cardsuite.ui.gem.theme import current_theme, theme_manager


class ButtonBar(QWidget):
    """A prompt and up to ``count`` GEM buttons of equal width, hidden until offered."""

    def __init__(self, parent: QWidget, count: int = 2) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        row.setSpacing(6)
        self.prompt = GemLabel()
        self.prompt.setAutoFillBackground(False)
        row.addWidget(self.prompt)
        self.buttons = [GemButton() for _ in range(count)]
        for button in self.buttons:
            button.set_exit(True)
            row.addWidget(button)
        self.hide()
        # A bound method, not a lambda: Qt drops the connection when the bar is deleted.
        theme_manager().changed.connect(self._theme_changed)

    def _theme_changed(self, _theme: object) -> None:
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.paper)
        fill_border(painter, self.rect(), 1, theme.ink)
        painter.end()

    def offer(self, prompt: str, texts: list[str], enabled: list[bool] | None = None) -> None:
        """Show ``prompt`` and one button per text (the rest hidden), then the bar itself."""
        self.prompt.setText(prompt)
        self.prompt.setVisible(bool(prompt))
        for index, button in enumerate(self.buttons):
            shown = index < len(texts)
            button.setVisible(shown)
            if shown:
                button.setText(texts[index])
                button.setEnabled(True if enabled is None else enabled[index])
        equalise_widths(self.buttons[:len(texts)])
        self.adjustSize()
        self.show()
        self.raise_()
