"""Vierfrei statistics: games played and won per deal number and in total, kept across runs.

The original VIERFREI kept no statistics; these are the suite's own (see
``rules/vierfrei.md``, "Statistics").  Decisions:

* **What counts as a game.**  A game counts once it has at least one move; a
  deal that was only looked at is not a game.  :meth:`Statistics.record` with
  ``moves == 0`` records nothing, so the caller may report every game it ends.
* **Won and lost.**  A game is *won* when all 52 cards are on the foundations.
  It is *lost* when the player gives it up: a new random deal, another deal
  number, restarting the deal, or declining to continue it when it is offered
  again — closing the window and quitting keep the game instead
  (:mod:`cardsuite.games.vierfrei.held`), and it counts when it ends.  The
  caller records each game exactly once, when it ends.
* **Streaks.**  The current streak counts consecutive won games, across deal
  numbers; one lost game ends it (back to 0).  The best streak is the longest
  current streak there has ever been; a loss does not lower it.
* **Records.**  Fewest moves and best time are taken over *won* games only, per
  deal number and overall (the overall ones are the best of the per-deal ones).
  A lost game counts as played but never sets a record.  Moves are counted by
  the caller (the board counts player actions) and time is in seconds.
* **Reset** forgets everything, streaks included.
* **On disk** the statistics are a versioned JSON file written atomically
  through :mod:`cardsuite.engine.store` (kind ``vierfrei-statistics``, version
  1)::

      {"deals": {"617": {"played": 3, "won": 2, "fewest_moves": 88,
                         "best_seconds": 241.5}, ...},
       "current_streak": 1, "best_streak": 4}

  Totals are not stored: they are sums over the deals, so they cannot disagree.
  Everything read is checked (types, whole numbers from 0 to :data:`MAX_COUNT`, won ≤ played,
  records present exactly when a game was won, deal numbers 1 … 2^31 − 1,
  streaks no longer than the games won); anything wrong raises
  :class:`~cardsuite.engine.store.StoreError` naming the file, nothing is
  half-loaded, and the file is left as it was.  A missing file is an empty
  history (the first run).
* **Two suites at once** share the file: :meth:`Statistics.record` only notes
  a game, and :meth:`Statistics.save` takes the file's lock, reads what is on
  disk now, adds the games noted since the last save (in the order they
  ended, streaks included) and writes that (:func:`store.locked`).  So no
  suite writes its stale copy over the other's games; a game whose save
  failed stays noted and is written with the next save.  A reset is noted the
  same way and forgets what was on disk when it is saved.
  :meth:`Statistics.reload` shows the other suites' games without saving.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardsuite.engine import store

KIND = "vierfrei-statistics"
VERSION = 1
#: Deal numbers the command line accepts (Microsoft's generator takes 31-bit seeds).
DEAL_MIN = 1
DEAL_MAX = 2**31 - 1

#: The largest count, move number or time in seconds a file may hold: a billion games, moves
#: or seconds (32 years) are more than anybody plays; 2**64 is damage (F6 could not show it).
MAX_COUNT = 10**9

_RECORD_KEYS = frozenset({"played", "won", "fewest_moves", "best_seconds"})
_TOP_KEYS = frozenset({"deals", "current_streak", "best_streak"})


@dataclass(frozen=True)
class DealRecord:
    """What happened to one deal number: games played and won, and the best won game."""

    played: int
    won: int
    #: Fewest moves of a won game; None while the deal was never won.
    fewest_moves: int | None
    #: Shortest time of a won game in seconds; None while the deal was never won.
    best_seconds: float | None

    @property
    def win_rate(self) -> float | None:
        """Won games as a share of played games (0 … 1), None when none was played."""
        return self.won / self.played if self.played else None


class Statistics:
    """All games of Vierfrei played on this computer, stored in the file ``path``."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._deals: dict[int, DealRecord] = {}
        self._current_streak = 0
        self._best_streak = 0
        #: Games recorded since the last save, as (deal, won, moves, seconds).
        self._pending: list[tuple[int, bool, int, float]] = []
        #: A reset not yet saved.
        self._reset_pending = False

    # --- the file ---------------------------------------------------------------

    @classmethod
    def load(cls, path: Path | str) -> Statistics:
        """Read the statistics from ``path``; a missing file is an empty history.

        A damaged or foreign file raises :class:`store.StoreError`; the caller
        reports it and must not save over the file (it may be the player's only
        copy, or belong to a newer Cardsuite).
        """
        statistics = cls(path)
        if not statistics.path.exists():
            return statistics
        _version, data = store.read(statistics.path, KIND, (VERSION,))
        deals, current, best = _parse(statistics.path, data)
        statistics._deals = deals
        statistics._current_streak = current
        statistics._best_streak = best
        return statistics

    def save(self) -> None:
        """Add the games recorded since the last save to the file as it is now, under its
        lock, and hold what was written (raises :class:`store.StoreError`; the games
        stay noted then)."""
        with store.locked(self.path):
            if self._reset_pending:
                current = Statistics(self.path)
            else:
                current = Statistics.load(self.path)
            for game in self._pending:
                current._count(*game)
            current._write()
        self._adopt(current)
        self._pending = []
        self._reset_pending = False

    def reload(self) -> None:
        """Read the file again (another suite may have saved games), keeping the games
        recorded here and not saved yet on top; :class:`store.StoreError` if damaged."""
        current = Statistics(self.path) if self._reset_pending else Statistics.load(self.path)
        for game in self._pending:
            current._count(*game)
        self._adopt(current)

    def _adopt(self, other: Statistics) -> None:
        self._deals = dict(other._deals)
        self._current_streak = other._current_streak
        self._best_streak = other._best_streak

    def _write(self) -> None:
        deals = {
            str(number): {
                "played": record.played,
                "won": record.won,
                "fewest_moves": record.fewest_moves,
                "best_seconds": record.best_seconds,
            }
            for number, record in sorted(self._deals.items())
        }
        data = {
            "deals": deals,
            "current_streak": self._current_streak,
            "best_streak": self._best_streak,
        }
        store.write(self.path, KIND, VERSION, data)

    # --- recording --------------------------------------------------------------

    def record(self, deal: int, won: bool, moves: int, seconds: float) -> None:
        """Count one game of ``deal`` that ended won or unfinished (lost).

        A game without moves is not a game and is not counted.  Raises
        ValueError for a deal number outside 1 … 2^31 − 1, negative moves or a
        time that is negative or not a number: those are caller bugs, and
        storing them would make the file unreadable.
        """
        _check_deal(deal)
        if isinstance(moves, bool) or not isinstance(moves, int) or moves < 0:
            raise ValueError(f"moves must be a whole number >= 0, not {moves!r}")
        if (
            isinstance(seconds, bool)
            or not isinstance(seconds, int | float)
            or not math.isfinite(seconds)
            or seconds < 0
        ):
            raise ValueError(f"seconds must be a finite number >= 0, not {seconds!r}")
        if moves == 0:
            return
        seconds = float(seconds)
        self._count(deal, won, moves, seconds)
        self._pending.append((deal, won, moves, seconds))

    def _count(self, deal: int, won: bool, moves: int, seconds: float) -> None:
        old = self._deals.get(deal, DealRecord(0, 0, None, None))
        if won:
            self._deals[deal] = DealRecord(
                played=old.played + 1,
                won=old.won + 1,
                fewest_moves=moves if old.fewest_moves is None else min(old.fewest_moves, moves),
                best_seconds=(
                    seconds if old.best_seconds is None else min(old.best_seconds, seconds)
                ),
            )
            self._current_streak += 1
            self._best_streak = max(self._best_streak, self._current_streak)
        else:
            self._deals[deal] = DealRecord(
                old.played + 1, old.won, old.fewest_moves, old.best_seconds
            )
            self._current_streak = 0

    def reset(self) -> None:
        """Forget every game, streaks included (the file changes only on :meth:`save`)."""
        self._deals = {}
        self._current_streak = 0
        self._best_streak = 0
        self._pending = []
        self._reset_pending = True

    # --- reading ----------------------------------------------------------------

    def deal(self, number: int) -> DealRecord | None:
        """The record of deal ``number``, or None if no game of it was counted."""
        return self._deals.get(number)

    def deals(self) -> list[tuple[int, DealRecord]]:
        """Every deal played, by number."""
        return sorted(self._deals.items())

    @property
    def played(self) -> int:
        return sum(record.played for record in self._deals.values())

    @property
    def won(self) -> int:
        return sum(record.won for record in self._deals.values())

    @property
    def win_rate(self) -> float | None:
        """Won games as a share of all games (0 … 1), None when nothing was played."""
        played = self.played
        return self.won / played if played else None

    @property
    def current_streak(self) -> int:
        return self._current_streak

    @property
    def best_streak(self) -> int:
        return self._best_streak

    @property
    def fewest_moves(self) -> int | None:
        """Fewest moves of any won game, None while no game was won."""
        values = [r.fewest_moves for r in self._deals.values() if r.fewest_moves is not None]
        return min(values) if values else None

    @property
    def best_seconds(self) -> float | None:
        """Shortest time of any won game in seconds, None while no game was won."""
        values = [r.best_seconds for r in self._deals.values() if r.best_seconds is not None]
        return min(values) if values else None


def _check_deal(deal: int) -> None:
    if isinstance(deal, bool) or not isinstance(deal, int) or not DEAL_MIN <= deal <= DEAL_MAX:
        raise ValueError(f"deal numbers run from {DEAL_MIN} to {DEAL_MAX}, not {deal!r}")


# --- validation of what was read ---------------------------------------------------


def _parse(path: Path, data: dict[str, Any]) -> tuple[dict[int, DealRecord], int, int]:
    """Turn the file's data into records, or raise StoreError saying what is wrong."""

    def damaged(reason: str) -> store.StoreError:
        return store.StoreError(path, f"is damaged: {reason}")

    def count(value: Any, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
            raise damaged(f"{what} is {value!r}, not a whole number from 0 to {MAX_COUNT}")
        return value

    keys = set(data)
    if keys != _TOP_KEYS:
        missing = ", ".join(sorted(_TOP_KEYS - keys)) or "-"
        unknown = ", ".join(sorted(keys - _TOP_KEYS)) or "-"
        raise damaged(f"unexpected fields (missing: {missing}; unknown: {unknown})")
    raw_deals = data["deals"]
    if not isinstance(raw_deals, dict):
        raise damaged("'deals' is not a table of deal numbers")

    deals: dict[int, DealRecord] = {}
    for key, raw in raw_deals.items():
        # Only the plain decimal spelling the writer uses: no sign, no leading zero.
        if not (key.isascii() and key.isdigit() and not key.startswith("0")):
            raise damaged(f"{key!r} is not a deal number")
        number = int(key)
        if not DEAL_MIN <= number <= DEAL_MAX:
            raise damaged(f"deal {number} is outside {DEAL_MIN} … {DEAL_MAX}")
        where = f"deal {number}"
        if not isinstance(raw, dict) or set(raw) != _RECORD_KEYS:
            raise damaged(f"{where} is not a record of {', '.join(sorted(_RECORD_KEYS))}")
        played = count(raw["played"], f"{where}: played")
        won = count(raw["won"], f"{where}: won")
        if played == 0:
            raise damaged(f"{where} lists no game played")
        if won > played:
            raise damaged(f"{where} has {won} games won of only {played} played")
        fewest = raw["fewest_moves"]
        best = raw["best_seconds"]
        if won == 0:
            if fewest is not None or best is not None:
                raise damaged(f"{where} has a record but was never won")
            deals[number] = DealRecord(played, won, None, None)
            continue
        if isinstance(fewest, bool) or not isinstance(fewest, int) \
                or not 1 <= fewest <= MAX_COUNT:
            raise damaged(f"{where}: fewest moves is {fewest!r}, not a whole number from 1 "
                          f"to {MAX_COUNT}")
        if (
            isinstance(best, bool)
            or not isinstance(best, int | float)
            or not math.isfinite(best)
            or not 0 <= best <= MAX_COUNT
        ):
            raise damaged(f"{where}: best time is {best!r}, not a number of seconds from 0 "
                          f"to {MAX_COUNT}")
        deals[number] = DealRecord(played, won, fewest, float(best))

    current = count(data["current_streak"], "the current streak")
    best_streak = count(data["best_streak"], "the best streak")
    total_won = sum(record.won for record in deals.values())
    if current > best_streak:
        raise damaged(f"the current streak {current} is longer than the best {best_streak}")
    if best_streak > total_won:
        raise damaged(f"the best streak {best_streak} is longer than the {total_won} games won")
    return deals, current, best_streak
