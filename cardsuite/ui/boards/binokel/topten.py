"""The end of a Binokel round: a fireworks effect with a fanfare, then the Top 10.

``rules/binokel.md`` ("The program around the game"): a round is 24 games;
after the 24th comes a visual and sound effect, then the **Top 10** list of
round results (name, score, date), kept across runs, the player's place
inserted automatically; then New round or Quit.  The 1992 manual (3.8) keeps
its effect a surprise; ours is GEM-style:

- :class:`RoundEndEffect` -- an overlay over the board: the board flashes
  inverted twice, then goes night-black and five rockets burst into rings of
  card suits (1-bit pixel art, whole-pixel positions, red hearts and diamonds
  in the colour theme) under "The round is over!", to the fanfare
  (:meth:`.Sounds.fanfare`, ``tools/make_fanfare.py``).  It lasts
  :data:`EFFECT_MS` (1.4 – 2 s by the animation speed); a click or any key
  skips it, and :meth:`RoundEndEffect.finish` ends it at once (for tests).
- :class:`TopTenDialog` -- the ten places (place, name, score, date in the
  language's date format), the round's winner (by the highest total, the
  player by his name; a tie names both), the player's new place as an
  inverted line, or a line saying his score did not make the list; New round (default, Return,
  N) and Quit (Escape, Q — or the first letter of the button in the language
  shown: the 1992 program took N and B for "Neu" and "Beenden").
  :meth:`TopTenDialog.choice` is ``"new"`` or ``"quit"``.
- :func:`end_of_round` -- everything the board calls: load the list, insert
  the result, save it, the effect, the dialog; its :class:`RoundEnd` says
  ``finished("new" | "quit")``.  :func:`record_round` is the part without
  widgets.

Decisions where the specification leaves room:

- **The result is saved before the effect starts**, so closing the window
  during the fireworks loses nothing.  A result that does not make the list
  changes nothing, so nothing is written then.
- **A damaged Top 10 file is told in the dialog**, above the list: which file,
  what was wrong, the name it was set aside as and the folder, and that a new
  list was started; a file that cannot even be read (or set aside) is named
  and left as it is.  The list's reasons come from the Qt-free model and are
  English, like the slot errors.
- **A failed save is a GEM alert** before the list (which still shows the
  place, in memory only), naming the file and why; nothing is raised to the
  board.  A file standing where the data folder should be means there is no
  list yet (an empty one, not a damaged one); its save then says what is in
  the way.
- **Escape is Quit**: the result is already saved and the round is over, so
  leaving loses nothing.
- **A blank name** (the board's setting never made) is entered as the
  translated "Player", as :func:`.binokel_slots.player_name` does.
- The file is ``binokel-topten.json`` in the application's data folder
  (:func:`topten_path`), beside the save slots.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from datetime import date as Date
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRect,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QVBoxLayout, QWidget

from cardsuite.engine.cards import Suit
from cardsuite.engine.store import StoreError
from cardsuite.games.binokel.records import NAME_LIMIT, TOPTEN_SIZE, Entry, TopTen, clean_name
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel.slots import slots_folder
from cardsuite.ui.boards.binokel.words import seat_name
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.alert import AlertIcon, wrap_lines
from cardsuite.ui.gem.dialog import FONT_PIXELS, GemDialog, GemLabel, visible_text
from cardsuite.ui.gem.text_rows import PADDING, TextTable
from cardsuite.ui.gem.theme import Theme, current_theme
from cardsuite.ui.gem.window import pixel_sharp
from cardsuite.ui.sound import sounds
from cardsuite.ui.store_reasons import file_alert, reason_text

translate = QCoreApplication.translate

TOPTEN_FILE = "binokel-topten.json"
#: How long the effect lasts at each animation speed, in milliseconds.
EFFECT_MS = {"slow": 2000, "medium": 1700, "fast": 1400}
#: Characters of a reason or folder per line of the dialog.
NOTE_WIDTH = 48
#: Characters of a reason per line of an alert.
ALERT_WIDTH = 40


def topten_path() -> Path:
    """Where the Top 10 is kept: the application's data folder, beside the save slots."""
    return slots_folder() / TOPTEN_FILE


def topten() -> TopTen:
    return TopTen(topten_path())


def date_text(value: str) -> str:
    """An entry's date (ISO 8601) in the language's date format."""
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return value
    # strftime codes: the German file says "%d.%m.%Y".
    return moment.strftime(translate("Binokel", "%Y-%m-%d"))


# --- the round's result on the list --------------------------------------------------------


@dataclass
class RoundRecord:
    """What putting a round's result on the Top 10 gave, for the dialog to show."""

    #: The Top 10 file.
    path: Path
    #: The list now, best first (with the new result if it made it).
    entries: list[Entry]
    name: str
    score: int
    #: The result's place (1 = best), or None if it did not make the list.
    place: int | None
    #: Where a damaged file was moved, and what was wrong (see :class:`.records.Loaded`).
    set_aside: Path | None = None
    problem: str | None = None
    #: Why saving failed, if it did.
    save_error: StoreError | None = None
    #: Every seat's total of the round (the player, Jim, Cathy); empty if not known.
    totals: tuple[int, ...] = ()

    def problem_reason(self) -> str:
        """What was wrong with the file, without the file's path and where it went."""
        reason = self.problem or ""
        prefix = f"{self.path}: "
        if reason.startswith(prefix):
            reason = reason[len(prefix):]
        if self.set_aside is not None:
            suffix = f"; it was moved to {self.set_aside.name}"
            if reason.endswith(suffix):
                reason = reason[:-len(suffix)]
        # The dialog's line already says the file was damaged.
        return reason.removeprefix("is damaged: ")


def record_round(top: TopTen, name: str, score: int, today: Date | None = None,
                 totals: tuple[int, ...] = ()) -> RoundRecord:
    """Load the list, insert the result and save it; never raises a StoreError.

    A damaged file is set aside by :meth:`.TopTen.load` and told in the record;
    a failed save is kept in :attr:`RoundRecord.save_error` for the caller to
    report.  A blank name is entered as the translated "Player".
    """
    name = clean_name(name) or translate("Binokel", "Player")
    loaded, place, error = top.enter(name, score, today or Date.today())
    return RoundRecord(top.path, top.entries, name, score, place, loaded.set_aside,
                       loaded.problem, error, tuple(totals))


def report_not_saved(parent: QWidget | None, error: StoreError) -> None:
    """The GEM alert for a Top 10 that could not be written: its file and why."""
    file_alert(parent, AlertIcon.STOP, [translate("Binokel", "The Top 10 could not be saved:")],
               error.path, error.reason, [translate("Binokel", "The file was not changed.")],
               [translate("Binokel", "OK")])


# --- the list ------------------------------------------------------------------------------


class TopTenTable(TextTable):
    """The ten places in columns with 1 px rules, one line inverted (the new place); the name
    column has room for any name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(right=(0, 2), parent=parent)  # place, name, score, date

    def set_rows(self, header: list[str], rows: list[list[str]],  # type: ignore[override]
                 highlight: int | None) -> None:
        cell = QFontMetrics(self.font()).horizontalAdvance(" ")
        super().set_rows(header, rows, highlight, least=(0, NAME_LIMIT * cell + 2 * PADDING))


class TopTenDialog(GemDialog):
    """The Top 10 after a round: the list, the player's place, New round or Quit."""

    #: The choice that ended the dialog: "new" or "quit".
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None, record: RoundRecord) -> None:
        super().__init__(parent)
        self.record = record
        self._choice: str | None = None
        self.note_labels: list[GemLabel] = []
        # The note about a damaged file: one block of lines above the list.
        self._notes = QVBoxLayout()
        self._notes.setSpacing(0)
        self.content_layout().addLayout(self._notes)
        self.table = TopTenTable()
        self.content_layout().addWidget(self.table)
        self.winner_label = GemLabel()
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.content_layout().addWidget(self.winner_label)
        self.winner_label.setVisible(bool(record.totals))
        self.result_label = GemLabel()
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.content_layout().addWidget(self.result_label)
        self.new_button = self.add_button("", "accept")
        self.quit_button = self.add_button("", "reject")
        self.set_retranslate(self.retranslate_texts)

    # --- texts ------------------------------------------------------------------------------

    def header(self) -> list[str]:
        return [translate("Binokel", "Place"), translate("Binokel", "Name"),
                translate("Binokel", "Points"), translate("Binokel", "Date")]

    def row_texts(self) -> list[list[str]]:
        """The ten lines of the list; places nobody holds yet show only their number."""
        entries = self.record.entries
        rows = []
        for index in range(TOPTEN_SIZE):
            place = translate("Binokel", "%1.").replace("%1", str(index + 1))
            if index < len(entries):
                entry = entries[index]
                rows.append([place, entry.name, str(entry.score), date_text(entry.date)])
            else:
                rows.append([place, "", "", ""])
        return rows

    def winner_text(self) -> str:
        """Who won the round, by the highest total ("" if the totals are not known): the
        player by his name, a tie as both names."""
        totals = self.record.totals
        if not totals:
            return ""
        best = max(totals)
        names = [self.record.name if seat == 0 else seat_name(seat)
                 for seat, total in enumerate(totals) if total == best]
        if len(names) == 1:
            return translate("Binokel", "Winner of the round: %1 (%2)").replace(
                "%1", names[0]).replace("%2", str(best))
        joined = translate("Binokel", "%1 and %2").replace("%1", ", ".join(names[:-1])) \
            .replace("%2", names[-1])
        return translate("Binokel", "Winners of the round: %1 (%2 each)").replace(
            "%1", joined).replace("%2", str(best))

    def result_text(self) -> str:
        record = self.record
        if record.place is not None:
            return (translate("Binokel", "Place %1 for %2 with a score of %3!")
                    .replace("%1", str(record.place)).replace("%2", record.name)
                    .replace("%3", str(record.score)))
        lowest = record.entries[-1].score if record.entries else 0
        return (translate("Binokel", "A score of %1 does not make the Top 10 (place 10: %2).")
                .replace("%1", str(record.score)).replace("%2", str(lowest)))

    def note_lines(self) -> list[str]:
        """What the player is told about a damaged or unreadable Top 10 file ([] if none)."""
        record = self.record
        if record.problem is None:
            return []
        reason = wrap_lines(reason_text(record.problem_reason()), NOTE_WIDTH)[:2]
        folder = wrap_lines(translate("Binokel", "Folder: %1").replace(
            "%1", str(record.path.parent)), NOTE_WIDTH)
        if record.set_aside is not None:
            return [translate("Binokel", "The Top 10 file %1 was damaged:")
                    .replace("%1", record.path.name), *reason,
                    translate("Binokel", "It was set aside as %1.")
                    .replace("%1", record.set_aside.name), *folder,
                    translate("Binokel", "A new list was started.")]
        return [translate("Binokel", "The Top 10 file %1 cannot be used:")
                .replace("%1", record.path.name), *reason, *folder,
                translate("Binokel", "It was left as it is.")]

    def retranslate_texts(self) -> None:
        self.set_title(translate("Binokel", "Top 10"))
        self._set_notes(self.note_lines())
        self.table.set_rows(self.header(), self.row_texts(),
                            None if self.record.place is None else self.record.place - 1)
        self.winner_label.setText(self.winner_text())
        self.result_label.setText(self.result_text())
        self.new_button.setText(translate("Binokel", "New round"))
        self.quit_button.setText(translate("Binokel", "Quit"))

    def _set_notes(self, lines: list[str]) -> None:
        while len(self.note_labels) < len(lines):
            label = GemLabel()
            self._notes.insertWidget(len(self.note_labels), label)
            self.note_labels.append(label)
        for index, label in enumerate(self.note_labels):
            label.setText(lines[index] if index < len(lines) else "")
            label.setVisible(index < len(lines))

    def notes(self) -> list[str]:
        """The lines about the file, as shown."""
        return [label.text() for label in self.note_labels if not label.isHidden()]

    def highlighted(self) -> int | None:
        """The place (1 = best) shown inverted, or None."""
        return None if self.table.highlight is None else self.table.highlight + 1

    # --- ending -------------------------------------------------------------------------

    def choice(self) -> str | None:
        """"new" or "quit" once the dialog has ended; None while it is open."""
        return self._choice

    def accept(self) -> None:
        self._choice = "new"
        super().accept()
        self.chosen.emit(self._choice)

    def reject(self) -> None:
        self._choice = "quit"
        super().reject()
        self.chosen.emit(self._choice)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        letter = event.text().upper()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                         | Qt.KeyboardModifier.KeypadModifier)
        if plain and len(letter) == 1 and letter.isalpha():
            for button in (self.new_button, self.quit_button):
                if visible_text(button.text())[:1].upper() == letter:
                    button.click()
                    event.accept()
                    return
        super().keyPressEvent(event)


# --- the effect ----------------------------------------------------------------------------

# 11 x 11 pixel art of the suits, '#' is drawn.
SUIT_ART: dict[Suit, tuple[str, ...]] = {
    Suit.CLUBS: (
        "....###....",
        "...#####...",
        "...#####...",
        "....###....",
        ".##..#..##.",
        "###########",
        "###########",
        ".##..#..##.",
        ".....#.....",
        "....###....",
        "..#######..",
    ),
    Suit.SPADES: (
        ".....#.....",
        "....###....",
        "...#####...",
        "..#######..",
        ".#########.",
        "###########",
        "###########",
        ".###.#.###.",
        ".....#.....",
        "....###....",
        "..#######..",
    ),
    Suit.HEARTS: (
        "...........",
        ".###...###.",
        "#####.#####",
        "###########",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
        "....###....",
        ".....#.....",
        "...........",
    ),
    Suit.DIAMONDS: (
        ".....#.....",
        "....###....",
        "...#####...",
        "..#######..",
        ".#########.",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
        "....###....",
        ".....#.....",
    ),
}
ART_SIZE = 11
_glyphs: dict[tuple[Suit, int, int], QImage] = {}


def suit_glyph(suit: Suit, colour: QColor, scale: int) -> QImage:
    """A suit's pixel art in ``colour`` on transparent, each pixel ``scale`` x ``scale``."""
    key = (suit, colour.rgba(), scale)
    image = _glyphs.get(key)
    if image is None:
        image = QImage(ART_SIZE * scale, ART_SIZE * scale,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        for y, row in enumerate(SUIT_ART[suit]):
            for x, pixel in enumerate(row):
                if pixel == "#":
                    painter.fillRect(x * scale, y * scale, scale, scale, colour)
        painter.end()
        _glyphs[key] = image
    return image


@dataclass(frozen=True)
class Rocket:
    """One rocket of the fireworks; times are fractions of the effect, places of the widget."""

    launch: float
    x: float
    burst_y: float
    suit: Suit
    turn: float  # the ring's rotation, in radians

    RISE = 0.10
    BURST = 0.30
    SPARKS = 10


#: The effect's phases as fractions of its length.
FLASHES = 4  # inverted, as it was, inverted, as it was
FLASH_END = 0.24
#: Tests and screenshots use the same fireworks every time.
FIREWORKS_SEED = 1992


def fireworks(seed: int = FIREWORKS_SEED) -> list[Rocket]:
    rng = random.Random(seed)
    suits = [Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS]
    # Left, right, middle, left of middle, right of middle: spread over the whole board.
    places = [0.22, 0.78, 0.5, 0.34, 0.66]
    return [Rocket(FLASH_END + 0.085 * n, x + rng.uniform(-0.05, 0.05), rng.uniform(0.18, 0.45),
                   suit, rng.uniform(0, math.pi))
            for n, (suit, x) in enumerate(zip(suits, places, strict=True))]


class RoundEndEffect(QWidget):
    """The end of a round over a widget (the board): flashes, then fireworks of suits.

    :meth:`start` shows it over its parent and plays the fanfare; it ends by
    itself after ``duration`` ms (:data:`EFFECT_MS` for the speed setting by
    default), on a click or a key, or when :meth:`finish` is called.
    ``finished`` is emitted once, then the overlay removes itself.
    """

    finished = Signal()

    def __init__(self, parent: QWidget, duration: int | None = None) -> None:
        super().__init__(parent)
        self.duration = EFFECT_MS[settings.get_choice("speed")] if duration is None else duration
        self.rockets = fireworks()
        self._done = False
        self._snapshot = QImage()
        self._inverted = QImage()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFont(gem_font(2 * FONT_PIXELS))
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(max(1, self.duration))
        self.animation.valueChanged.connect(self.update)
        self.animation.finished.connect(self.finish)
        parent.installEventFilter(self)
        self.hide()

    def start(self) -> None:
        """Cover the parent, play the fanfare and run."""
        parent = self.parentWidget()
        self.setGeometry(parent.rect())
        self._snapshot = parent.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        self._inverted = QImage(self._snapshot)
        self._inverted.invertPixels()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        sounds().fanfare()
        self.animation.start()

    def running(self) -> bool:
        return not self._done and self.isVisible()

    def progress(self) -> float:
        """How far the effect is, 0 – 1."""
        value = self.animation.currentValue()
        return float(value) if value is not None else 0.0

    def set_progress(self, progress: float) -> None:
        """Jump to ``progress`` (0 – 1) and draw it; for screenshots and tests."""
        self.animation.setCurrentTime(round(progress * self.animation.duration()))
        self.update()

    def finish(self) -> None:
        """End the effect now (a skip, or its time is up); ``finished`` is emitted once."""
        if self._done:
            return
        self._done = True
        self.animation.stop()
        parent = self.parentWidget()
        if parent is not None:
            parent.removeEventFilter(self)
        self.hide()
        self.finished.emit()
        self.deleteLater()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        event.accept()
        self.finish()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        event.accept()
        self.finish()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    # --- drawing ----------------------------------------------------------------------------

    def pixel(self) -> int:
        """The size of one art pixel: larger boards get larger fireworks, always whole pixels."""
        return max(1, min(self.width(), self.height()) // 240)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        t = self.progress()
        if t < FLASH_END:
            inverted = int(t / FLASH_END * FLASHES) % 2 == 0
            image = self._inverted if inverted else self._snapshot
            if image.isNull():
                painter.fillRect(self.rect(), theme.ink if inverted else theme.paper)
            else:
                painter.drawImage(0, 0, image)
            painter.end()
            return
        painter.fillRect(self.rect(), theme.ink)
        self._paint_stars(painter, theme)
        for rocket in self.rockets:
            self._paint_rocket(painter, rocket, t, theme)
        painter.setPen(theme.paper)
        painter.setFont(self.font())
        text = translate("Binokel", "The round is over!")
        band = QRect(0, round(self.height() * 0.72), self.width(), 2 * QFontMetrics(
            self.font()).height())
        painter.drawText(band, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.end()

    def _paint_stars(self, painter: QPainter, theme: Theme) -> None:
        rng = random.Random(FIREWORKS_SEED + 1)
        size = self.pixel()
        for _ in range(40):
            x = rng.randrange(max(1, self.width() // size)) * size
            y = rng.randrange(max(1, self.height() * 2 // 3 // size)) * size
            painter.fillRect(x, y, size, size, theme.paper)

    def _spark_colour(self, suit: Suit, theme: Theme) -> QColor:
        return theme.red_suit if theme.is_colour and suit.is_red else theme.paper

    def _paint_rocket(self, painter: QPainter, rocket: Rocket, t: float, theme: Theme) -> None:
        size = self.pixel()
        width, height = self.width(), self.height()
        x0 = round(rocket.x * width / size) * size
        top = rocket.burst_y * height
        age = t - rocket.launch
        if age < 0:
            return
        if age < rocket.RISE:  # the rocket climbs, a short trail of dots under it
            head = height - (height - top) * age / rocket.RISE
            for n in range(4):
                y = round((head + n * 4 * size) / size) * size
                painter.fillRect(x0, y, size, 2 * size if n == 0 else size, theme.paper)
            return
        s = (age - rocket.RISE) / rocket.BURST
        if s >= 1:
            return
        if s > 0.7 and int(s * 20) % 2:  # the sparks blink out
            return
        glyph = suit_glyph(rocket.suit, self._spark_colour(rocket.suit, theme), size)
        reach = 0.28 * min(width, height)
        radius = reach * (1 - (1 - s) ** 2)
        fall = 0.10 * height * s * s
        half = glyph.width() // 2
        for k in range(rocket.SPARKS):
            angle = rocket.turn + 2 * math.pi * k / rocket.SPARKS
            x = x0 + radius * math.cos(angle) - half
            y = top + radius * math.sin(angle) + fall - half
            painter.drawImage(round(x / size) * size, round(y / size) * size, glyph)


# --- the whole end of a round --------------------------------------------------------------


class RoundEnd(QObject):
    """One end of a round, from saving the result to the player's choice.

    ``finished`` says "new" (play another round) or "quit".  Made and started
    by :func:`end_of_round`.
    """

    finished = Signal(str)

    def __init__(self, parent: QWidget | None, record: RoundRecord,
                 effect_ms: int | None = None) -> None:
        super().__init__(parent)
        self.widget = parent
        self.record = record
        self.effect_ms = effect_ms
        self.effect: RoundEndEffect | None = None
        self.dialog: TopTenDialog | None = None
        self._choice: str | None = None

    def start(self) -> None:
        """The effect over the parent (if it is shown and the effect is wanted), then the list."""
        widget = self.widget
        if widget is not None and widget.isVisible() and self.effect_ms != 0:
            self.effect = RoundEndEffect(widget, self.effect_ms)
            self.effect.finished.connect(self._show_list)
            self.effect.start()
        else:
            sounds().fanfare()
            self._show_list()

    def finish_effect(self) -> None:
        """Skip the effect (as a click would), going on to the list."""
        if self.effect is not None:
            self.effect.finish()

    def choice(self) -> str | None:
        """"new" or "quit" once the player chose; None until then."""
        return self._choice

    def _show_list(self) -> None:
        self.effect = None
        if self.record.save_error is not None:
            report_not_saved(self.widget, self.record.save_error)
        self.dialog = TopTenDialog(self.widget, self.record)
        self.dialog.chosen.connect(self._chosen)
        self.dialog.open()

    def _chosen(self, choice: str) -> None:
        self._choice = choice
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.finished.emit(choice)


def end_of_round(parent: QWidget | None, name: str, score: int, top: TopTen | None = None,
                 *, today: Date | None = None, effect_ms: int | None = None,
                 totals: tuple[int, ...] = ()) -> RoundEnd:
    """Put the round's result on the Top 10 and show the effect and the list.

    ``parent`` is the board (the effect covers it; the dialog centres over it),
    ``name`` the player's name, ``score`` his total for the round, ``top`` the
    list (the one at :func:`topten_path` by default), ``today`` the date entered
    (today by default), ``effect_ms`` the effect's length (by the speed setting
    by default; 0 skips it, the fanfare still plays), ``totals`` every seat's total
    (the list names the round's winner).  The result is saved at
    once; a failed save is reported in an alert, never raised.  Keep the
    returned :class:`RoundEnd` (it is also a child of ``parent``) and connect
    to its ``finished(str)``: "new" or "quit".
    """
    record = record_round(top if top is not None else topten(), name, score, today, totals)
    end = RoundEnd(parent, record, effect_ms)
    end.start()
    return end
