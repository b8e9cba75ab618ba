"""Vierfrei's statistics in a GEM dialog: totals, the current deal, and a confirmed reset.

The dialog is a small table in the GEM font, one row per figure, with a column
for all deals and one for the deal on the board:

                        All deals   Deal 617
    Games played               12          3
    Games won                   8          2
    Win rate                 66 %       66 %
    Current streak              2
    Best streak                 5
    Fewest moves               83         90
    Best time                3:12       4:01

Numbers are formatted for the language (the suite sets ``QLocale.setDefault``
when the language switches, and the dialog re-labels and re-formats itself
then).  "Reset" is a plain (non-exit) button: it asks with a GEM alert, and
only "Reset" there clears and saves; the dialog stays open showing the empty
figures.  A failed save is reported in a stop alert and never hidden.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QWidget

from cardsuite.engine.store import StoreError
from cardsuite.games.vierfrei.stats import DealRecord, Statistics
from cardsuite.ui import settings
from cardsuite.ui.gem.alert import AlertIcon, gem_alert
from cardsuite.ui.gem.dialog import GemDialog, GemLabel
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate

FILE_NAME = "vierfrei-statistics.json"

# The rows of the table: key of the total, key of the deal's figure (None: no such figure).
ROWS: tuple[tuple[str, str | None], ...] = (
    ("played", "deal_played"),
    ("won", "deal_won"),
    ("win_rate", "deal_win_rate"),
    ("current_streak", None),
    ("best_streak", None),
    ("fewest_moves", "deal_fewest_moves"),
    ("best_time", "deal_best_time"),
)

# Shown where a figure does not exist yet (no game played or none won).
NO_VALUE = "–"


def statistics_path() -> Path:
    """Where the statistics live: the application's data folder (per user)."""
    return settings.data_folder() / FILE_NAME


def format_count(value: int) -> str:
    """A whole number as the language writes it (1,234 or 1.234)."""
    return QLocale().toString(value)


def format_rate(won: int, played: int) -> str:
    """Won games as a whole percentage; "–" when nothing was played.

    Rounded to the nearest percent, except that it never rounds to 0 % while a
    game was won nor to 100 % while one was lost: those two figures mean "none"
    and "all" to a player.
    """
    if played == 0:
        return NO_VALUE
    percent = math.floor(100 * won / played + 0.5)
    if 0 < won < played:
        percent = min(99, max(1, percent))
    return translate("Vierfrei", "%1%").replace("%1", QLocale().toString(percent))


def format_moves(moves: int | None) -> str:
    return NO_VALUE if moves is None else format_count(moves)


def format_time(seconds: float | None) -> str:
    """A time as m:ss (minutes run on past 59); whole seconds, cut off like a clock."""
    if seconds is None:
        return NO_VALUE
    whole = int(seconds)
    return f"{format_count(whole // 60)}:{whole % 60:02d}"


class StatisticsDialog(GemDialog):
    """Shows ``statistics`` in total and for deal number ``deal``; can reset them.

    The dialog saves only after a confirmed reset; recording games and saving
    them is the board's job.
    """

    def __init__(self, parent: QWidget | None, statistics: Statistics, deal: int) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.deal = deal
        scale = self.scale()

        grid = self.cell_grid()
        self._all_header = GemLabel("", scale=scale)
        self._deal_header = GemLabel("", scale=scale)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for column, header in ((1, self._all_header), (2, self._deal_header)):
            header.setAlignment(right)
            grid.addWidget(header, 0, column)
        self._row_labels: dict[str, GemLabel] = {}
        self._values: dict[str, GemLabel] = {}
        for row, (total_key, deal_key) in enumerate(ROWS, start=1):
            name = GemLabel("", scale=scale)
            self._row_labels[total_key] = name
            grid.addWidget(name, row, 0)
            for column, key in ((1, total_key), (2, deal_key)):
                if key is None:
                    continue
                value = GemLabel("", scale=scale)
                value.setAlignment(right)
                self._values[key] = value
                grid.addWidget(value, row, column)
        self.content_layout().addLayout(grid)

        self.reset_button = self.add_button("", "reject")
        # Reset does not end the dialog: it is a plain GEM button, not an exit.
        self.reset_button.clicked.disconnect()
        self.reset_button.set_exit(False)
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button = self.add_button("", "accept")
        self.set_default_button(self.close_button)
        self.set_retranslate(self.retranslate)

    # --- texts ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text for the current language, numbers included."""
        self.set_title(translate("Vierfrei", "Statistics"))
        self._all_header.setText(translate("Vierfrei", "All deals"))
        self._deal_header.setText(translate("Vierfrei", "Deal %1").replace("%1", str(self.deal)))
        names = {
            "played": translate("Vierfrei", "Games played"),
            "won": translate("Vierfrei", "Games won"),
            "win_rate": translate("Vierfrei", "Win rate"),
            "current_streak": translate("Vierfrei", "Current streak"),
            "best_streak": translate("Vierfrei", "Best streak"),
            "fewest_moves": translate("Vierfrei", "Fewest moves"),
            "best_time": translate("Vierfrei", "Best time"),
        }
        for key, label in self._row_labels.items():
            label.setText(names[key])
        self.reset_button.setText(translate("Vierfrei", "Reset"))
        self.close_button.setText(translate("Vierfrei", "Close"))
        self.refresh()

    def refresh(self) -> None:
        """Show the figures as the statistics hold them now."""
        stats = self.statistics
        record = stats.deal(self.deal) or DealRecord(0, 0, None, None)
        texts = {
            "played": format_count(stats.played),
            "won": format_count(stats.won),
            "win_rate": format_rate(stats.won, stats.played),
            "current_streak": format_count(stats.current_streak),
            "best_streak": format_count(stats.best_streak),
            "fewest_moves": format_moves(stats.fewest_moves),
            "best_time": format_time(stats.best_seconds),
            "deal_played": format_count(record.played),
            "deal_won": format_count(record.won),
            "deal_win_rate": format_rate(record.won, record.played),
            "deal_fewest_moves": format_moves(record.fewest_moves),
            "deal_best_time": format_time(record.best_seconds),
        }
        for key, label in self._values.items():
            label.setText(texts[key])
        # Nothing to forget: GEM shows that by greying the button.
        self.reset_button.setEnabled(stats.played > 0)
        self.relayout()

    def value_text(self, key: str) -> str:
        """The figure shown for ``key`` (one of :data:`ROWS`' keys), as the player reads it."""
        return self._values[key].text()

    def value_keys(self) -> list[str]:
        return list(self._values)

    # --- reset ------------------------------------------------------------------

    def ask_reset(self) -> None:
        """Ask first; only "Reset" in the alert forgets the statistics and saves that."""
        reset_text = translate("Vierfrei", "Reset")
        answer = gem_alert(
            self,
            AlertIcon.QUESTION,
            [
                translate("Vierfrei", "Reset the statistics?"),
                translate("Vierfrei", "All games, records and"),
                translate("Vierfrei", "streaks are forgotten."),
            ],
            [reset_text, translate("Vierfrei", "Cancel")],
            default=1,
            cancel=1,
        )
        if answer != 0:
            return
        self.statistics.reset()
        self.refresh()
        try:
            self.statistics.save()
        except (StoreError, OSError) as error:
            # The store promises StoreError; a bare OSError (e.g. from creating
            # the folder) is reported the same way rather than lost.
            if isinstance(error, StoreError):
                reason = error.reason
            else:
                reason = f"cannot be written: {error.strerror or error}"
            file_alert(self, AlertIcon.STOP,
                       [translate("Vierfrei", "The statistics could not be saved:")],
                       self.statistics.path, reason, [], [translate("Vierfrei", "OK")])
