"""The table's rules where Preference tables differ (games/pref/table_rules.py), chosen one by one.

The table dialog offers the manual's rules and Sochi's as presets and opens
this dialog for anything else: one row per option, its choices as GEM radio
buttons (checkable buttons, one checked per row), the two presets on top, OK
and Cancel.  OK gives the rules (:meth:`TableRulesDialog.rules`), Cancel
leaves the table's as they were (:func:`choose_rules` returns None).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from cardsuite.games.pref.table_rules import (
    ALL_PASS_SCORINGS,
    ALL_PASS_TOPS,
    MANUAL,
    RESPONSIBILITIES,
    SOCHI,
    WHIST_KINDS,
    TableRules,
)
from cardsuite.ui.boards.pref.words import all_pass_scoring_name, stalingrad_text
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel

translate = QCoreApplication.translate

#: The options in the order of their rows: the field of TableRules and its choices.
ROWS: tuple[tuple[str, tuple[object, ...]], ...] = (
    ("stalingrad", (True, False)),
    ("half_whist", (False, True)),
    ("whist_kind", WHIST_KINDS),
    ("responsibility", RESPONSIBILITIES),
    ("ten_checked", (True, False)),
    ("all_pass_top", ALL_PASS_TOPS),
    ("all_pass_scoring", ALL_PASS_SCORINGS),
    ("amnesty", (False, True)),
)


def row_title(name: str) -> str:
    """The label in front of an option's row."""
    return {
        "stalingrad": translate("PrefClub", "6♠:"),
        "half_whist": translate("PrefClub", "Half-whist:"),
        "whist_kind": translate("PrefClub", "Against one whister:"),
        "responsibility": translate("PrefClub", "Defence short:"),
        "ten_checked": translate("PrefClub", "10 tricks:"),
        "all_pass_top": translate("PrefClub", "ALL PASS in a row:"),
        "all_pass_scoring": translate("PrefClub", "ALL PASS scored:"),
        "amnesty": translate("PrefClub", "Amnesty:"),
    }[name]


def choice_text(name: str, value: object) -> str:
    """The button of one choice of an option."""
    if name == "stalingrad":
        return stalingrad_text(bool(value))
    if name == "half_whist":
        return translate("PrefClub", "on 6 and 7") if value else translate("PrefClub", "no")
    if name == "whist_kind":
        if value == "gentleman":
            return translate("PrefClub", "gentleman's: down, half to the passer")
        return translate("PrefClub", "greedy: all to the whister")
    if name == "responsibility":
        if value == "half":
            return translate("PrefClub", "half on 6 and 7")
        return translate("PrefClub", "whister pays in full")
    if name == "ten_checked":
        return translate("PrefClub", "played out") if value else translate("PrefClub", "not checked")
    if name == "all_pass_top":
        return "6-7-8" if value == 8 else "6-7-7"
    if name == "all_pass_scoring":
        return all_pass_scoring_name(str(value))
    return translate("PrefClub", "at the settlement") if value else translate("PrefClub", "no")


class TableRulesDialog(GemDialog):
    """Every option of :class:`TableRules` in a row of buttons, the presets on top."""

    def __init__(self, parent: QWidget | None, rules: TableRules = MANUAL) -> None:
        super().__init__(parent)
        self._rules = rules
        cell = self.cell_size()
        presets = QHBoxLayout()
        presets.setSpacing(cell.width())
        self.preset_label = GemLabel()
        presets.addWidget(self.preset_label)
        self.preset_buttons: dict[str, GemButton] = {}
        for key, preset in (("manual", MANUAL), ("sochi", SOCHI)):
            button = GemButton("")
            button.setCheckable(True)
            button.clicked.connect(lambda _c=False, p=preset: self.set_rules(p))
            self.preset_buttons[key] = button
            presets.addWidget(button)
        presets.addStretch(1)
        self.content_layout().addLayout(presets)
        grid = QGridLayout()
        grid.setHorizontalSpacing(cell.width())
        grid.setVerticalSpacing(2)
        self.row_labels: dict[str, GemLabel] = {}
        self.buttons: dict[str, dict[object, GemButton]] = {}
        for row, (name, values) in enumerate(ROWS):
            label = GemLabel()
            self.row_labels[name] = label
            line = QHBoxLayout()
            line.setSpacing(0)
            self.buttons[name] = {}
            for value in values:
                button = GemButton("")
                button.setCheckable(True)
                button.clicked.connect(self._chooser(name, value))
                self.buttons[name][value] = button
                line.addWidget(button)
            line.addStretch(1)
            grid.addWidget(label, row, 0)
            grid.addLayout(line, row, 1)
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.cancel_button = self.add_button("", "reject")
        self.set_rules(rules)
        self.set_retranslate(self.retranslate_texts)

    def _chooser(self, name: str, value: object) -> Callable[[bool], None]:
        return lambda _checked=False: self.choose(name, value)

    def retranslate_texts(self) -> None:
        self.set_title(translate("PrefClub", "Table rules"))
        self.preset_label.setText(translate("PrefClub", "All at once:"))
        self.preset_buttons["manual"].setText(translate("PrefClub", "as the manual"))
        self.preset_buttons["sochi"].setText(translate("PrefClub", "as in Sochi"))
        for name, values in ROWS:
            self.row_labels[name].setText(row_title(name))
            for value in values:
                self.buttons[name][value].setText(choice_text(name, value))
        self.ok_button.setText(translate("PrefClub", "OK"))
        self.cancel_button.setText(translate("PrefClub", "Cancel"))

    def rules(self) -> TableRules:
        """The rules as chosen so far."""
        return self._rules

    def choose(self, name: str, value: object) -> None:
        """Choose ``value`` for the option ``name`` (a field of TableRules)."""
        self.set_rules(replace(self._rules, **{name: value}))

    def set_rules(self, rules: TableRules) -> None:
        """Show ``rules``: one button checked per row, a preset checked when they are it."""
        self._rules = rules
        for name, values in ROWS:
            for value in values:
                self.buttons[name][value].setChecked(getattr(rules, name) == value)
        self.preset_buttons["manual"].setChecked(rules == MANUAL)
        self.preset_buttons["sochi"].setChecked(rules == SOCHI)


def choose_rules(parent: QWidget | None, rules: TableRules) -> TableRules | None:
    """The rules dialog, modal: the rules chosen, or None if the player cancelled."""
    dialog = TableRulesDialog(parent, rules)
    try:
        return dialog.rules() if dialog.exec() else None
    finally:
        dialog.deleteLater()
