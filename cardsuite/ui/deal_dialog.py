"""The "deal by number" GEM dialog every game shares (F2).

It accepts only a valid number (:func:`cardsuite.engine.deals.parse_deal_number`);
anything else is explained in the dialog with a pling, and the dialog stays
open, so the running game is never touched by bad input.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from cardsuite.engine.deals import DealNumberProblem, parse_deal_number
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import GemDialog, GemLineEdit
from cardsuite.ui.sound import sounds

translate = QCoreApplication.translate


class DealNumberDialog(GemDialog):
    """Asks for a deal number, 1 … 999 999; explains bad input and stays open."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.number: int | None = None
        self.prompt = QLabel()
        self.prompt.setFont(gem_font(16))
        self.edit = GemLineEdit()
        self.edit.setMaxLength(12)
        self.problem = QLabel()
        self.problem.setFont(gem_font(16))
        self.problem.setWordWrap(True)
        layout = self.content_layout()
        layout.addWidget(self.prompt)
        layout.addWidget(self.edit)
        layout.addWidget(self.problem)
        self.ok = self.add_button("", "accept")
        self.cancel = self.add_button("", "reject")
        self._problem: DealNumberProblem | None = None
        self.set_retranslate(self.retranslate)
        self.edit.setFocus()

    def retranslate(self) -> None:
        self.set_title(translate("DealNumber", "Deal by number"))
        self.prompt.setText(translate("DealNumber", "Deal number (1 – 999 999):"))
        self.ok.setText(translate("DealNumber", "OK"))
        self.cancel.setText(translate("DealNumber", "Cancel"))
        self._show_problem()

    def _show_problem(self) -> None:
        texts = {
            None: "",
            DealNumberProblem.EMPTY: translate("DealNumber", "Please type a deal number."),
            DealNumberProblem.NOT_A_NUMBER: translate("DealNumber",
                                                      "Only the digits 0 to 9, please."),
            DealNumberProblem.TOO_SMALL: translate("DealNumber", "Deal numbers start at 1."),
            DealNumberProblem.TOO_LARGE: translate(
                "DealNumber", "At most six digits: the last deal is 999 999."),
        }
        self.problem.setText(texts[self._problem])
        self.relayout()

    def accept(self) -> None:
        result = parse_deal_number(self.edit.text())
        if isinstance(result, DealNumberProblem):
            self._problem = result
            self._show_problem()
            sounds().pling()
            self.edit.selectAll()
            self.edit.setFocus()
            return
        self.number = result
        super().accept()
