"""Binokel's start screen (the 1992 "Eingabebildschirm") as a GEM dialog.

``rules/binokel.md`` ("The program around the game"): the player's name, the
animation speed slow / medium / fast, and Load, Exit, Continue.  The 1992
manual (3.1): the name is typed first and ended with Return; the speed
("langsam", "mittel", "schnell", medium recommended) is marked under the
chosen field; "Laden" loads a saved round, "Exit" leaves, "Weiter" starts.

- The name field is filled in from the ``binokel/name`` setting and takes at
  most :data:`~cardsuite.games.binokel.records.NAME_LIMIT` characters; it has
  the keyboard focus with its text selected, so typing replaces the old name
  and Return keeps it, as in 1992.
- The speed is three exclusive GEM buttons, the chosen one inverted (GEM's
  SELECTED state stands in for the 1992 asterisks), bound to the suite's
  ``speed`` setting (:mod:`cardsuite.ui.settings`): the dialog opens at the
  stored speed.
- Exit buttons Load, Exit, Continue; Continue is the default (Return).
  :meth:`StartDialog.choice` tells which ended the dialog: ``"load"``,
  ``"exit"`` or ``"continue"`` (None while it is open); ``chosen`` says it
  too, as a signal.

Decisions where the specification leaves room:

- **A blank name is refused, not replaced**: Continue with an empty or
  all-blank name keeps the dialog open, says "Please enter your name." in a
  line under the field and plings; nothing is saved.  The 1992 program waited
  for a name the same way.  (The board's :func:`.binokel_slots.player_name`
  still falls back to "Player" for a setting that was never made.)
- **Load does not need a name**: a loaded round brings the name it was saved
  with (manual 3.7.2), so Load accepts a blank field.  It stores the speed,
  and the name only if one was typed.
- **Continue and Load store** the name (cleaned by
  :func:`~cardsuite.games.binokel.records.clean_name`) and the speed;
  **Exit stores nothing**: the player leaves, what he typed is dropped.
- **Escape is Exit**, as Escape cancels every GEM dialog of the suite; on
  the start screen nothing is under way that it could lose.
- **Keys** while the name field has the cursor (it takes Left / Right): Up /
  Down choose the speed to the left or right of the chosen one, F1 is Load
  (the 1992 key for it, as on the score pad), Return Continue, Escape Exit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QWidget

from cardsuite.games.binokel.records import NAME_LIMIT, clean_name
from cardsuite.ui import settings
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import FONT_PIXELS, GemButton, GemDialog, GemLabel, GemLineEdit
from cardsuite.ui.sound import sounds

translate = QCoreApplication.translate

#: The settings key of the player's name (read by :func:`.binokel_slots.player_name`).
NAME_KEY = "binokel/name"
#: The speeds in the order of their buttons.
SPEED_ORDER = ("slow", "medium", "fast")
CHOICES = ("load", "exit", "continue")


def stored_name() -> str:
    """The name in the settings as it was typed (cleaned), or "" if there is none."""
    value = settings.settings().value(NAME_KEY, "")
    return clean_name(value) if isinstance(value, str) else ""


def speed_text(speed: str) -> str:
    texts = {"slow": translate("Binokel", "slow"),
             "medium": translate("Binokel", "medium"),
             "fast": translate("Binokel", "fast")}
    return texts[speed]


class StartDialog(GemDialog):
    """The start screen: name, animation speed, and Load / Exit / Continue."""

    #: The choice that ended the dialog: "load", "exit" or "continue".
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._choice: str | None = None
        cell = self.cell_size()
        # The game's name as the start screen's banner: the GEM font at twice its size,
        # which keeps it pixel-sharp (every font pixel a 2 x 2 block).
        self.title_label().setFont(gem_font(2 * FONT_PIXELS))

        name_row = QHBoxLayout()
        name_row.setSpacing(cell.width())
        self.name_label = GemLabel()
        self.name_edit = GemLineEdit(stored_name())
        self.name_edit.setMaxLength(NAME_LIMIT)
        # Room for the longest name and the block cursor after it.
        self.name_edit.setFixedWidth((NAME_LIMIT + 2) * cell.width())
        self.name_edit.textEdited.connect(self._name_edited)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit)
        name_row.addStretch(1)
        self.content_layout().addLayout(name_row)

        # The line is always there (empty until a name is refused) so the dialog keeps its size.
        self.message_label = GemLabel()
        self.message_label.setMinimumHeight(cell.height())
        self._refusing = False
        self.content_layout().addWidget(self.message_label)

        self.speed_label = GemLabel()
        self.content_layout().addWidget(self.speed_label)
        speed_row = QHBoxLayout()
        speed_row.setSpacing(0)
        self.speed_group = QButtonGroup(self)
        self.speed_group.setExclusive(True)
        self.speed_buttons: dict[str, GemButton] = {}
        speed_row.addStretch(1)
        for speed in SPEED_ORDER:
            button = GemButton()
            button.setCheckable(True)
            self.speed_group.addButton(button)
            self.speed_buttons[speed] = button
            speed_row.addWidget(button)
        speed_row.addStretch(1)
        self.content_layout().addLayout(speed_row)
        self.speed_buttons[settings.get_choice("speed")].setChecked(True)

        self.load_button = self.add_button("", "accept")
        self.exit_button = self.add_button("", "reject")
        self.continue_button = self.add_button("", "accept")
        self.set_default_button(self.continue_button)
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        self.set_title(translate("Binokel", "Binokel"))
        self.name_label.setText(translate("Binokel", "Your name:"))
        self.speed_label.setText(translate("Binokel", "Animation speed:"))
        self.message_label.setText(translate("Binokel", "Please enter your name.")
                                   if self._refusing else "")
        for speed, button in self.speed_buttons.items():
            button.setText(speed_text(speed))
        widest = max(button.sizeHint().width() for button in self.speed_buttons.values())
        for button in self.speed_buttons.values():
            button.setFixedWidth(widest)
        self.load_button.setText(translate("Binokel", "Load"))
        self.exit_button.setText(translate("Binokel", "Exit"))
        self.continue_button.setText(translate("Binokel", "Continue"))

    # --- what the player chose ----------------------------------------------------------

    def choice(self) -> str | None:
        """"load", "exit" or "continue" once the dialog has ended; None while it is open."""
        return self._choice

    def name(self) -> str:
        """The name as it will be stored: cleaned, "" if blank."""
        return clean_name(self.name_edit.text())

    def speed(self) -> str:
        """The speed chosen in the dialog: "slow", "medium" or "fast"."""
        return next(speed for speed, button in self.speed_buttons.items()
                    if button.isChecked())

    def set_speed(self, speed: str) -> None:
        self.speed_buttons[speed].setChecked(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            index = SPEED_ORDER.index(self.speed()) + (-1 if key == Qt.Key.Key_Up else 1)
            self.set_speed(SPEED_ORDER[min(max(index, 0), len(SPEED_ORDER) - 1)])
        elif key == Qt.Key.Key_F1:
            self.load_button.click()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def refused(self) -> bool:
        """Whether the dialog is showing that a name is needed."""
        return self._refusing

    def message(self) -> str:
        """The line under the name: why the dialog did not end, or ""."""
        return self.message_label.text()

    # --- ending -------------------------------------------------------------------------

    def accept(self) -> None:
        # Reached through Load or Continue (Return); anything else that accepts counts
        # as Continue.
        load = self.clicked_button() is self.load_button
        name = self.name()
        if not load and not name:
            self._refuse()
            return
        if name:
            settings.settings().setValue(NAME_KEY, name)
        settings.set_choice("speed", self.speed())
        self._choice = "load" if load else "continue"
        super().accept()
        self.chosen.emit(self._choice)

    def reject(self) -> None:
        self._choice = "exit"
        super().reject()
        self.chosen.emit(self._choice)

    def _refuse(self) -> None:
        self._refusing = True
        self.retranslate()
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.name_edit.selectAll()
        sounds().pling()

    def _name_edited(self, _text: str) -> None:
        if self._refusing:
            self._refusing = False
            self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.name_edit.selectAll()
