"""The deal log (XSkat's "Protokoll"): the whole deal on the table, trick by trick.

Step 0 shows the hands as dealt with the Skat, Dabb or widow and the cards the
declarer laid away; each further step shows the hands as they were before a
trick and that trick — who led, the cards in the order played, who took it and
(Skat, Binokel) its card points.  Left / Right (or the < > buttons) step
through it, and a log opened from the list steps from deal to deal with
Page Up / Page Down (or << >>); it opens from the File menu (P) once the deal is over — never
during it, since it shows every hand — and for the earlier deals of a session
by a click on a game in the Skatliste, the Binokel pad or the PrefClub sheet
(the sessions keep every deal as it was played).

The game supplies the facts (:class:`DealLog`, from its deal) and its words
(:class:`DealLogWords`); the table owns no text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from cardsuite.engine.cards import Card
from cardsuite.ui.cards.card_row import CardRow
from cardsuite.ui.gem.dialog import GemButton, GemDialog, GemLabel

#: A whole hand in the log overlaps from this many cards on.
OVERLAP_FROM = 6


@dataclass(frozen=True)
class LoggedTrick:
    leader: int
    cards: tuple[Card, ...]  # in the order played, from the leader
    winner: int
    points: int | None  # its card points (None: a game that counts tricks)
    widow: Card | None = None  # PrefClub's ALL PASS: the widow card that led it


@dataclass(frozen=True)
class DealLog:
    """A deal's facts for the log."""

    dealt: tuple[tuple[Card, ...], ...]  # each seat's hand as dealt
    table: tuple[Card, ...]  # the Skat, Dabb or widow as dealt
    laid_away: tuple[Card, ...]  # what the declarer laid away (pushed, pressed, discarded)
    tricks: tuple[LoggedTrick, ...]
    #: Each seat's hand when the play began (the hands now and the cards played).
    play_hands: tuple[tuple[Card, ...], ...]

    def hands_before(self, trick: int) -> list[list[Card]]:
        """Each seat's cards before trick ``trick`` (0 = the first) was played."""
        seats = len(self.play_hands)
        gone: list[list[Card]] = [[] for _ in range(seats)]
        for logged in self.tricks[:trick]:
            for index, card in enumerate(logged.cards):
                gone[(logged.leader + index) % seats].append(card)
        return [without(hand, gone[seat]) for seat, hand in enumerate(self.play_hands)]


def play_hands(hands: Sequence[Sequence[Card]], tricks: Sequence,
               sort: Callable[[list[Card]], list[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand when the play began, in the game's order (``sort``): its cards now
    and those it played (``tricks``: anything with ``leader`` and ``cards``)."""
    played: list[list[Card]] = [[] for _ in hands]
    for trick in tricks:
        for index, card in enumerate(trick.cards):
            played[(trick.leader + index) % len(hands)].append(card)
    return tuple(tuple(sort([*played[seat], *hand])) for seat, hand in enumerate(hands))


def without(cards: Sequence[Card], gone: Sequence[Card]) -> list[Card]:
    """``cards`` less ``gone``, each card of ``gone`` once (a deck may hold two equal cards)."""
    left = Counter(gone)
    kept = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


@dataclass(frozen=True)
class DealLogWords:
    """The game's words for the log, in the current language."""

    title: str  # "Deal log"
    ok: str
    seat_name: Callable[[int], str]
    table: str  # "Skat", "Dabb", "Widow"
    laid_away: str  # "Laid away"
    dealt: str  # "As dealt"
    trick: str  # "Trick %1 of %2"
    took: str  # "led: %1 – taken: %2"
    points: str  # "%1 points"
    game: str = ""  # "Game %1 of %2": a log of the session's deals, one after the other


@dataclass(frozen=True)
class PlayedDeals:
    """The session's deals for a log that steps from deal to deal: the one shown (0 = the
    first), how many there are, and each one's log (None: not kept)."""

    shown: int
    count: int
    log_of: Callable[[int], DealLog | None]


class DealLogDialog(GemDialog):
    """The log of one deal (:class:`DealLog`), a step at a time."""

    def __init__(self, parent: QWidget | None, log: DealLog,
                 words: Callable[[], DealLogWords], played: PlayedDeals | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self._words = words
        self.played = played  # with it, Page Up / Page Down and << >> go from deal to deal
        self.step = 0
        grid = QGridLayout()
        cell = self.cell_size()
        grid.setHorizontalSpacing(cell.width())
        grid.setVerticalSpacing(cell.height() // 3)
        top = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.name_labels: list[GemLabel] = []
        self.hand_rows: list[CardRow] = []
        for seat in range(len(log.dealt)):
            name, row = GemLabel(), CardRow([], overlap_from=OVERLAP_FROM)
            grid.addWidget(name, seat, 0, alignment=top)
            grid.addWidget(row, seat, 1, alignment=top)
            self.name_labels.append(name)
            self.hand_rows.append(row)
        seats = len(log.dealt)
        self.side_label, self.side_row = GemLabel(), CardRow([])
        self.laid_label, self.laid_row = GemLabel(), CardRow([])
        grid.addWidget(self.side_label, seats, 0, alignment=top)
        grid.addWidget(self.side_row, seats, 1, alignment=top)
        grid.addWidget(self.laid_label, seats + 1, 0, alignment=top)
        grid.addWidget(self.laid_row, seats + 1, 1, alignment=top)
        grid.setColumnStretch(2, 1)  # the names and cards keep to the left
        self.content_layout().addLayout(grid)
        self.step_label = GemLabel()
        self.trick_text = GemLabel()
        steps = QHBoxLayout()
        self.back_button = GemButton("<", self, scale=self.scale())
        self.next_button = GemButton(">", self, scale=self.scale())
        self.back_button.clicked.connect(lambda _c=False: self.go(self.step - 1))
        self.next_button.clicked.connect(lambda _c=False: self.go(self.step + 1))
        steps.addWidget(self.back_button)
        steps.addWidget(self.step_label)
        steps.addWidget(self.next_button)
        steps.addStretch(1)
        self.earlier_button = GemButton("<<", self, scale=self.scale())
        self.later_button = GemButton(">>", self, scale=self.scale())
        self.game_label = GemLabel()
        self.earlier_button.clicked.connect(lambda _c=False: self.go_deal(-1))
        self.later_button.clicked.connect(lambda _c=False: self.go_deal(+1))
        for widget in (self.earlier_button, self.game_label, self.later_button):
            steps.addWidget(widget)
            widget.setVisible(played is not None)
        self.content_layout().addLayout(steps)
        self.content_layout().addWidget(self.trick_text)
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate)
        self.retranslate()

    def steps(self) -> int:
        """The last step: one per trick after the hands as dealt."""
        return len(self.log.tricks)

    def go(self, step: int) -> None:
        """Show step ``step`` (kept within 0 … the last trick)."""
        self.step = max(0, min(step, self.steps()))
        self.retranslate()

    def go_deal(self, direction: int) -> None:
        """The log of the nearest earlier (−1) or later (+1) deal the session kept, from its
        hands as dealt; nothing happens at the first or the last."""
        played = self.played
        if played is None:
            return
        shown = played.shown + direction
        while 0 <= shown < played.count:
            log = played.log_of(shown)
            if log is not None:
                self.played = PlayedDeals(shown, played.count, played.log_of)
                self.log = log
                self.step = 0
                self.retranslate()
                return
            shown += direction

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.go(self.step + (1 if key == Qt.Key.Key_Right else -1))
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown) and self.played is not None:
            self.go_deal(-1 if key == Qt.Key.Key_PageUp else +1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def retranslate(self) -> None:
        words, log, step = self._words(), self.log, self.step
        self.set_title(words.title)
        hands = log.dealt if step == 0 else log.hands_before(step - 1)
        for seat, (name, row) in enumerate(zip(self.name_labels, self.hand_rows, strict=True)):
            name.setText(words.seat_name(seat))
            row.set_cards(hands[seat])
        dealt = step == 0
        self.side_label.setText(words.table if dealt else "")
        self.side_row.set_cards(log.table if dealt else [])
        if dealt:
            self.laid_label.setText(words.laid_away if log.laid_away else "")
            self.laid_row.set_cards(log.laid_away)
            self.step_label.setText(words.dealt)
            self.trick_text.setText("")
        else:
            trick = log.tricks[step - 1]
            self.laid_label.setText("")
            self.laid_row.set_cards(((trick.widow,) if trick.widow else ()) + trick.cards)
            self.step_label.setText(words.trick.replace("%1", str(step))
                                    .replace("%2", str(len(log.tricks))))
            text = words.took.replace("%1", words.seat_name(trick.leader)).replace(
                "%2", words.seat_name(trick.winner))
            if trick.points is not None:
                text += " – " + words.points.replace("%1", str(trick.points))
            self.trick_text.setText(text)
        self.back_button.setEnabled(step > 0)
        self.next_button.setEnabled(step < self.steps())
        played = self.played
        if played is not None:
            self.game_label.setText(words.game.replace("%1", str(played.shown + 1))
                                    .replace("%2", str(played.count)))
            self.earlier_button.setEnabled(played.shown > 0)
            self.later_button.setEnabled(played.shown < played.count - 1)
        self.ok_button.setText(words.ok)
        self.adjustSize()
        if self.isVisible():  # grown or shrunk with the step or the language: centred again
            self.centre_on_parent()
