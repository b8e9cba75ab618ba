"""Binokel's save slots A – X on the board: the GEM slot dialog and its alerts.

``rules/binokel.md`` ("The program around the game"): saving and loading use
slots A – X; saving to a used slot asks before replacing; loading an empty or
damaged slot says "could not open the file" and changes nothing.  The files
are :class:`~cardsuite.games.binokel.records.SaveSlots` in the application's
data folder (per user), the same folder Skat saves its session in.

- :class:`SlotDialog` lists the 24 slots in two columns of twelve, each line
  the letter and what the slot holds (player, game, when it was saved — or
  "empty" / "damaged").  A click (or the slot's letter, or the arrow keys)
  chooses one, a double click chooses it and answers OK.  Every slot can be
  chosen in both modes: an empty or damaged one is reported when loading.
- :func:`ask_replace`, :func:`report_not_loaded` and :func:`report_not_saved`
  are the GEM alerts around it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QWidget

from cardsuite.games.binokel.records import SLOTS, SaveSlots, SlotError, SlotInfo, clean_name
from cardsuite.ui import settings
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.alert import AlertIcon, gem_alert
from cardsuite.ui.gem.dialog import FONT_PIXELS, GemDialog
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate

#: Lines per column of the dialog.
COLUMN_LINES = 12
#: Characters of a reason per alert line.
ALERT_WIDTH = 40


def slots_folder() -> Path:
    """The application's data folder (per user), where Skat keeps its session too."""
    return settings.data_folder()


def save_slots() -> SaveSlots:
    return SaveSlots(slots_folder())


def player_name() -> str:
    """The player's name from the settings, or the translated "Player"."""
    value = settings.settings().value("binokel/name", "")
    # Cleaned as the start screen does: a damaged settings file may hold control characters
    # or pages of text, which the table, the slots and the Top 10 would show.
    name = clean_name(value) if isinstance(value, str) else ""
    return name or translate("Binokel", "Player")


def saved_text(saved: str) -> str:
    """When a slot was saved, as its clock showed then, in the language's date format."""
    try:
        moment = datetime.fromisoformat(saved)
    except ValueError:
        return saved
    # strftime codes: the German file says "%d.%m.%Y %H:%M".
    return moment.strftime(translate("Binokel", "%Y-%m-%d %H:%M"))


def slot_text(slot: str, info: SlotInfo | None) -> str:
    """A line of the dialog: the letter and what the slot holds."""
    if info is None:
        return translate("Binokel", "%1: empty").replace("%1", slot)
    if info.damaged is not None:
        return translate("Binokel", "%1: damaged").replace("%1", slot)
    return (translate("Binokel", "%1: %2, game %3, %4").replace("%1", slot)
            .replace("%2", info.player or "").replace("%3", str(info.game))
            .replace("%4", saved_text(info.saved or "")))


class SlotLine(QAbstractButton):
    """One slot of the dialog: its text on white, inverted while chosen."""

    double_clicked = Signal()

    def __init__(self, slot: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFont(gem_font(FONT_PIXELS))
        theme_manager().changed.connect(self._theme_changed)

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self.font())
        cell = metrics.horizontalAdvance(" ")
        return QSize(metrics.horizontalAdvance(self.text()) + 2 * cell, metrics.height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        chosen = self.isChecked()
        painter.fillRect(self.rect(), theme.ink if chosen else theme.paper)
        painter.setPen(theme.paper if chosen else theme.ink)
        painter.setFont(self.font())
        cell = QFontMetrics(self.font()).horizontalAdvance(" ")
        painter.drawText(self.rect().adjusted(cell, 0, -cell, 0),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self.text())
        painter.end()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def _theme_changed(self, _theme: Theme) -> None:
        self.update()


class SlotDialog(GemDialog):
    """Choose one of the slots A – X to save the round in (``"save"``) or load it from."""

    def __init__(self, parent: QWidget | None, slots: SaveSlots, mode: str) -> None:
        if mode not in ("save", "load"):
            raise ValueError(f"a slot dialog saves or loads, not {mode!r}")
        super().__init__(parent)
        self.mode = mode
        self.slots = slots
        self.overview = slots.overview()
        self._chosen: str | None = None
        grid = QGridLayout()
        grid.setHorizontalSpacing(2 * self.cell_size().width())
        grid.setVerticalSpacing(0)
        self.lines: dict[str, SlotLine] = {}
        for index, slot in enumerate(SLOTS):
            line = SlotLine(slot, self)
            line.clicked.connect(self._line_clicked)
            line.double_clicked.connect(self._line_double_clicked)
            self.lines[slot] = line
            grid.addWidget(line, index % COLUMN_LINES, index // COLUMN_LINES)
        self.content_layout().addLayout(grid)
        self.ok_button = self.add_button("", "accept")
        self.cancel_button = self.add_button("", "reject")
        self.choose(self._first_choice())
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        if self.mode == "save":
            self.set_title(translate("Binokel", "Save the round in slot …"))
        else:
            self.set_title(translate("Binokel", "Load a round from slot …"))
        for slot, line in self.lines.items():
            line.setText(slot_text(slot, self.overview[slot]))
        width = max(line.sizeHint().width() for line in self.lines.values())
        for line in self.lines.values():
            line.setFixedWidth(width)
        self.ok_button.setText(translate("Binokel", "OK"))
        self.cancel_button.setText(translate("Binokel", "Cancel"))

    def _first_choice(self) -> str | None:
        """Saving: the first empty slot; loading: the good slot saved last."""
        if self.mode == "save":
            return next((slot for slot in SLOTS if self.overview[slot] is None), None)
        good = [info for info in self.overview.values()
                if info is not None and info.damaged is None]
        if not good:
            return None

        def moment(info: SlotInfo) -> float:
            try:
                return datetime.fromisoformat(info.saved or "").timestamp()
            except ValueError:
                return 0.0

        return max(good, key=moment).slot

    # --- choosing -------------------------------------------------------------------------

    def slot(self) -> str | None:
        """The slot chosen (None if none is)."""
        return self._chosen

    def line_text(self, slot: str) -> str:
        return self.lines[slot].text()

    def choose(self, slot: str | None) -> None:
        """Make ``slot`` the chosen one (None: none); OK is enabled while one is."""
        self._chosen = slot
        for letter, line in self.lines.items():
            line.setChecked(letter == slot)
        self.ok_button.setEnabled(slot is not None)

    def _line_clicked(self) -> None:
        line = self.sender()
        if isinstance(line, SlotLine):
            self.choose(line.slot)

    def _line_double_clicked(self) -> None:
        line = self.sender()
        if isinstance(line, SlotLine):
            self.choose(line.slot)
            self.ok_button.click()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        letter = event.text().upper()
        key = event.key()
        moves = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1,
                 Qt.Key.Key_Left: -COLUMN_LINES, Qt.Key.Key_Right: COLUMN_LINES}
        if len(letter) == 1 and letter in SLOTS:
            self.choose(letter)
            event.accept()
        elif key in moves:
            index = SLOTS.index(self._chosen) if self._chosen else 0
            index = index + moves[key] if self._chosen else 0
            if 0 <= index < len(SLOTS):
                self.choose(SLOTS[index])
            event.accept()
        else:
            super().keyPressEvent(event)


# --- the alerts ---------------------------------------------------------------------------------

def ask_replace(parent: QWidget | None, slot: str) -> bool:
    """Saving to a used slot (a damaged one too): Replace (True) or Cancel."""
    answer = gem_alert(parent, AlertIcon.QUESTION,
                       [translate("Binokel", "Slot %1 is in use. Replace it?").replace("%1", slot)],
                       [translate("Binokel", "Replace"), translate("Binokel", "Cancel")],
                       default=1, cancel=1)
    return answer == 0


def report_not_loaded(parent: QWidget | None, slot: str, error: SlotError,
                      empty: bool) -> None:
    """Loading failed: "Could not open the file." and why; nothing was changed."""
    head = [translate("Binokel", "Could not open the file.")]
    tail = [translate("Binokel", "Nothing was changed.")]
    if empty:
        gem_alert(parent, AlertIcon.STOP,
                  [*head, translate("Binokel", "Slot %1 is empty.").replace("%1", slot), *tail],
                  [translate("Binokel", "OK")])
        return
    head.append(translate("Binokel", "Slot %1 (%2)").replace("%1", slot)
                .replace("%2", error.path.name))
    file_alert(parent, AlertIcon.STOP, head, error.path, error.reason, tail,
               [translate("Binokel", "OK")], name=False)


def report_not_saved(parent: QWidget | None, slot: str, error: SlotError) -> None:
    """Saving failed: the slot's file and why; the slot keeps what it held."""
    file_alert(parent, AlertIcon.STOP,
               [translate("Binokel", "The round could not be saved in slot %1:").replace("%1", slot)],
               error.path, error.reason, [translate("Binokel", "The slot keeps what it held.")],
               [translate("Binokel", "OK")])
