"""The rules of a game in a GEM dialog, from its translated text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QTextBrowser, QWidget

from cardsuite.ui import registry
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import GemDialog
from cardsuite.ui.gem.scroll_bar import GemScrollBar

translate = QCoreApplication.translate


class RulesDialog(GemDialog):
    """The rules of one game, from its translated text; re-labels when the language changes."""

    def __init__(self, parent: QWidget, entry: registry.GameEntry) -> None:
        super().__init__(parent)
        self.entry = entry
        self.text = QTextBrowser()
        self.text.setFont(gem_font(16))
        self.text.setMinimumSize(QSize(520, 300))
        self.text.setFrameShape(QTextBrowser.Shape.NoFrame)
        # GEM's scroll bar, not the platform's: arrows, a dotted track, a white slider.
        self.text.setVerticalScrollBar(GemScrollBar())
        self.text.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.content_layout().addWidget(self.text)
        self.close_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_title(translate("MainWindow", "Rules of %1").replace("%1", self.entry.title()))
        self.text.setHtml(self.entry.rules())
        self.close_button.setText(translate("MainWindow", "Close"))
