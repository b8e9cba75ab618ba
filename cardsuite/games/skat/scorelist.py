"""The Skatliste: one row per game, absolute and relative scores, standard or Seeger-Fabian.

Following ``rules/skat.md`` ("Scores", "Rule sets").  Decisions:

- **Rows** are kept in the order the games were played.  ``number`` is the
  number the caller gives — the session passes the deal number, so a row
  names the deal that can be replayed; numbers may repeat (a replayed deal).
  ``declarer`` is the seat 0 … 2, or None for a Ramsch.  ``value`` is the
  game's signed entry on the standard list (:attr:`.GameResult.value`);
  ``entries`` are what each seat gets in the list's mode and ``totals`` the
  running totals after the row.
- **Game descriptions are language-neutral codes**, not display text, because
  ``games/`` is Qt-free and the list is saved: space-separated words from
  :data:`DESCRIPTION_WORDS`, the game type first (``"clubs with 2 hand
  schneider schneider-announced"``, ``"null ouvert"``, ``"ramsch"``).  The
  board translates word by word.  A Bock game (house rule) ends in ``bock``
  (``"grand with 1 hand bock"``, ``"ramsch bock"``); its value is already
  doubled.  A Schieberamsch (house rule) says how often the Skat was passed
  on unseen: ``"ramsch passed-on 2"``, its scores already multiplied.
- **Standard list:** the declarer gets the value, the defenders 0; a Ramsch
  row carries the Ramsch scores.
- **Seeger-Fabian** (three-player table): a won game scores value + 50 for
  the declarer, a lost one value − 50 (the value is already −2 × value, so
  18 → 68 and −36 → −86), and each defender gets +40 when the declarer loses.
  A Ramsch has no declarer to win or lose, so its row carries the Ramsch
  scores as they are, without bonuses, in both modes.
- **Bierlachs** (house rule, :mod:`.house_rules`): only minus points are
  written.  A won game goes to the defenders, each −value; a lost game to
  the declarer, its entry as on the standard list (−2 × value, Amiga Hand
  −1 ×).  A Ramsch row keeps its scores; a Durchmarsch's +D becomes −D for
  each of the other two.  The first row after which a total is at or below
  −``limit`` ends the Bierlachs: the seat with the lowest total then (or the
  seats tied there) lost it (:meth:`ScoreList.bierlachs_loser`).  Games
  after it are still written; they change nothing of who lost.
- **Relative score** ``relative_i = Σ_j (abs_i − abs_j) = 3·abs_i − Σ abs``:
  what seat i would win or pay if everybody settled with everybody; it always
  sums to zero.
- **Saved form** (:meth:`ScoreList.to_dict`)::

      {"mode": "standard",
       "rows": [{"number": 17, "declarer": 0, "game": "grand with 1", "value": 48},
                {"number": 18, "declarer": null, "game": "ramsch",
                 "entries": [0, -61, 0]}]}

  A Bierlachs list adds ``"limit": 500``, and only a Bierlachs list has one.
  Its Ramsch rows save the entries as the list has them (a Durchmarsch
  already turned into minus points for the other two).

  Entries of game rows and all totals are not stored: they follow from the
  values and the mode, so they cannot disagree.  :meth:`ScoreList.from_dict`
  checks everything (keys, types, seats, words, a game value that is not 0,
  Ramsch entries that are 0 or below or one Durchmarsch of +120, or 120 times
  a power of two in a Bock game or Schieberamsch) and raises ValueError naming
  the row and the problem; nothing is half-loaded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import (
    DURCHMARSCH_SCORE,
    SEATS,
    SEEGER_FABIAN_DEFENDER_BONUS,
    SEEGER_FABIAN_GAME_BONUS,
    Contract,
    GameResult,
)

#: Bierlachs: the limits of minus points the Options menu offers (the first is the default).
BIERLACHS_LIMITS = (500, 1000)

RAMSCH = GameType.RAMSCH.value
_GAME_WORDS = frozenset(game.value for game in GameType if game is not GameType.RAMSCH)
_MATADOR_WORDS = frozenset({"with", "without"})
_LEVEL_WORDS = frozenset({
    "hand", "ouvert", "schneider", "schneider-announced", "schwarz", "schwarz-announced",
    "overbid", "kontra", "re", "bock",
})
#: The words a Ramsch row may add after "ramsch" ("passed-on" needs a number after it).
_RAMSCH_WORDS = frozenset({"bock", "passed-on"})
#: Every word a game description may use (a number follows "with"/"without").
DESCRIPTION_WORDS = _GAME_WORDS | _MATADOR_WORDS | _LEVEL_WORDS | {RAMSCH}


class ScoreMode(StrEnum):
    """How the list counts: the plain values, or Seeger-Fabian with its bonuses."""

    STANDARD = "standard"
    SEEGER_FABIAN = "seeger_fabian"
    BIERLACHS = "bierlachs"  # house rule: minus points only, up to a limit


@dataclass(frozen=True)
class Row:
    """One game on the list."""

    number: int
    declarer: int | None
    game: str
    #: The signed entry on the standard list; None for a Ramsch.
    value: int | None
    entries: tuple[int, int, int]
    totals: tuple[int, int, int]

    @property
    def won(self) -> bool | None:
        """Whether the declarer won; None for a Ramsch."""
        return None if self.value is None else self.value > 0

    @property
    def shown_value(self) -> int:
        """The value the list shows: the game's entry, or for a Ramsch what was lost — the
        loser's score as entered (tied losers score alike), a Durchmarsch's +120."""
        if self.value is not None:
            return self.value
        return max(self.entries, key=abs)


def describe_game(contract: Contract, result: GameResult) -> str:
    """The language-neutral description of a scored game, e.g. ``"grand with 4 schneider"``."""
    words = [contract.game_type.value]
    if contract.game_type is not GameType.NULL:
        words += ["with" if result.with_matadors else "without", str(result.matadors)]
    if contract.hand:
        words.append("hand")
    if contract.ouvert:
        words.append("ouvert")
    if result.schneider or contract.announces_schneider:
        words.append("schneider")
    if contract.announces_schneider:
        words.append("schneider-announced")
    if result.schwarz or contract.announces_schwarz:
        words.append("schwarz")
    if contract.announces_schwarz:
        words.append("schwarz-announced")
    if result.overbid:
        words.append("overbid")
    if result.kontra_factor >= 2:
        words.append("kontra")
    if result.kontra_factor >= 4:
        words.append("re")
    if result.bock:
        words.append("bock")
    return " ".join(words)


def describe_ramsch(bock: bool = False, passed_on: int | None = None) -> str:
    """The language-neutral description of a Ramsch: ``"ramsch"``, ``"ramsch bock"``, and
    for a Schieberamsch how often the Skat was passed on: ``"ramsch passed-on 1 bock"``."""
    words = [RAMSCH]
    if passed_on is not None:
        words += ["passed-on", str(passed_on)]
    if bock:
        words.append("bock")
    return " ".join(words)


class ScoreList:
    """The Skatliste of a session at a three-player table."""

    def __init__(self, mode: ScoreMode | str = ScoreMode.STANDARD,
                 limit: int | None = None) -> None:
        try:
            self._mode = ScoreMode(mode)
        except ValueError:
            raise ValueError(f"unknown score list mode {mode!r} (use 'standard', "
                             "'seeger_fabian' or 'bierlachs')") from None
        if self._mode is ScoreMode.BIERLACHS:
            limit = BIERLACHS_LIMITS[0] if limit is None else limit
            if isinstance(limit, bool) or limit not in BIERLACHS_LIMITS:
                raise ValueError(f"a Bierlachs limit is one of {BIERLACHS_LIMITS}, "
                                 f"not {limit!r}")
        elif limit is not None:
            raise ValueError("only a Bierlachs list has a limit")
        self._limit = limit
        self._rows: list[Row] = []

    @property
    def limit(self) -> int | None:
        """Bierlachs: the minus points that end it; None for the other lists."""
        return self._limit

    @property
    def mode(self) -> ScoreMode:
        return self._mode

    @property
    def rows(self) -> tuple[Row, ...]:
        return tuple(self._rows)

    def __len__(self) -> int:
        return len(self._rows)

    # --- adding ---------------------------------------------------------------------

    def add_game(self, number: int, declarer: int, contract: Contract,
                 result: GameResult) -> Row:
        """Enter a declarer's scored game (deal ``number``) and return its row."""
        return self._add_game_value(number, declarer, describe_game(contract, result),
                                    result.value)

    def add_ramsch(self, number: int, scores: Sequence[int], game: str = RAMSCH) -> Row:
        """Enter a Ramsch (deal ``number``) with its scores from :func:`.score_ramsch` and
        its description (:func:`describe_ramsch`)."""
        entries = _check_ramsch_entries(scores)
        _check_description(game, ramsch=True)
        if self._mode is ScoreMode.BIERLACHS and max(entries) > 0:  # a Durchmarsch
            best = max(entries)
            entries = tuple(0 if entry == best else -best for entry in entries)
        return self._append(_check_number(number), None, game, None, entries)

    def _add_game_value(self, number: int, declarer: int, game: str, value: int) -> Row:
        _check_number(number)
        _check_seat(declarer)
        _check_description(game, ramsch=False)
        if isinstance(value, bool) or not isinstance(value, int) or value == 0:
            raise ValueError(f"a game's value is a whole number other than 0, not {value!r}")
        entries = [0] * SEATS
        if self._mode is ScoreMode.BIERLACHS:
            if value > 0:
                entries = [-value] * SEATS
                entries[declarer] = 0
            else:
                entries[declarer] = value
        elif self._mode is ScoreMode.SEEGER_FABIAN:
            if value > 0:
                entries[declarer] = value + SEEGER_FABIAN_GAME_BONUS
            else:
                entries = [SEEGER_FABIAN_DEFENDER_BONUS] * SEATS
                entries[declarer] = value - SEEGER_FABIAN_GAME_BONUS
        else:
            entries[declarer] = value
        return self._append(number, declarer, game, value, (entries[0], entries[1], entries[2]))

    def _append(self, number: int, declarer: int | None, game: str, value: int | None,
                entries: tuple[int, int, int]) -> Row:
        before = self.totals()
        totals = (before[0] + entries[0], before[1] + entries[1], before[2] + entries[2])
        row = Row(number, declarer, game, value, entries, totals)
        self._rows.append(row)
        return row

    # --- scores ---------------------------------------------------------------------

    def totals(self) -> tuple[int, int, int]:
        """The absolute score per seat."""
        return self._rows[-1].totals if self._rows else (0, 0, 0)

    def bierlachs_loser(self) -> tuple[int, ...]:
        """Bierlachs: the seat (or tied seats) with the lowest total when a total first
        reached −limit; () while nobody has, and for the other lists."""
        if self._limit is None:
            return ()
        for row in self._rows:
            lowest = min(row.totals)
            if lowest <= -self._limit:
                return tuple(seat for seat in range(SEATS) if row.totals[seat] == lowest)
        return ()

    def relative(self) -> tuple[int, int, int]:
        """Per seat: Σ_j (abs_i − abs_j), what it wins or pays settling with everyone."""
        totals = self.totals()
        whole = sum(totals)
        return (SEATS * totals[0] - whole, SEATS * totals[1] - whole, SEATS * totals[2] - whole)

    # --- saving ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The list as JSON-ready data (see the module docstring for the form)."""
        rows: list[dict[str, Any]] = []
        for row in self._rows:
            saved: dict[str, Any] = {"number": row.number, "declarer": row.declarer,
                                     "game": row.game}
            if row.declarer is None:
                saved["entries"] = list(row.entries)
            else:
                saved["value"] = row.value
            rows.append(saved)
        saved: dict[str, Any] = {"mode": self._mode.value, "rows": rows}
        if self._limit is not None:
            saved["limit"] = self._limit
        return saved

    @classmethod
    def from_dict(cls, data: Any) -> ScoreList:
        """A list from :meth:`to_dict` data; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"a score list is an object, not {type(data).__name__}")
        if set(data) - {"limit"} != {"mode", "rows"}:
            raise ValueError(f"a score list has the keys 'mode' and 'rows' (and a Bierlachs "
                             f"list 'limit'), not {sorted(data)}")
        if not isinstance(data["mode"], str):
            raise ValueError(f"the score list mode is a name, not {data['mode']!r}")
        if (data["mode"] == ScoreMode.BIERLACHS.value) != ("limit" in data):
            raise ValueError("a Bierlachs list, and only one, has a limit")
        scores = cls(data["mode"], data.get("limit"))
        rows = data["rows"]
        if not isinstance(rows, list):
            raise ValueError("the score list rows must be a list")
        for index, saved in enumerate(rows, start=1):
            try:
                scores._load_row(saved)
            except ValueError as error:
                raise ValueError(f"score list row {index}: {error}") from None
        return scores

    def _load_row(self, saved: Any) -> None:
        if not isinstance(saved, dict):
            raise ValueError(f"a row is an object, not {type(saved).__name__}")
        ramsch = saved.get("declarer") is None
        keys = {"number", "declarer", "game", "entries" if ramsch else "value"}
        if set(saved) != keys:
            raise ValueError(f"a {'Ramsch' if ramsch else 'game'} row has the keys "
                             f"{sorted(keys)}, not {sorted(saved)}")
        if ramsch:
            self.add_ramsch(saved["number"], saved["entries"], saved["game"])
        else:
            self._add_game_value(saved["number"], saved["declarer"], saved["game"],
                                 saved["value"])


def _check_number(number: Any) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ValueError(f"a game number is a whole number from 1, not {number!r}")
    return number


def _check_seat(seat: Any) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
        raise ValueError(f"a declarer is seat 0, 1 or 2, not {seat!r}")
    return seat


def _check_description(game: Any, ramsch: bool) -> None:
    if not isinstance(game, str):
        raise ValueError(f"a game description is text, not {game!r}")
    words = game.split()
    if ramsch:
        rest = list(words[1:])
        if "passed-on" in rest:
            index = rest.index("passed-on")
            if index + 1 >= len(rest) or not rest[index + 1].isdigit():
                raise ValueError(f"'passed-on' needs a number ({game!r})")
            del rest[index + 1]
        if words[:1] != [RAMSCH] or not set(rest) <= _RAMSCH_WORDS or \
                len(set(rest)) != len(rest):
            raise ValueError(f"a row without a declarer is a Ramsch, not {game!r}")
        return
    if not words or words[0] not in _GAME_WORDS:
        raise ValueError(f"a game description starts with the game type, not {game!r}")
    for previous, word in zip(words, words[1:] + [""], strict=True):
        if previous in _MATADOR_WORDS:
            if not word.isdigit():
                raise ValueError(f"{previous!r} needs a number of matadors ({game!r})")
        elif word and word not in _MATADOR_WORDS | _LEVEL_WORDS:
            raise ValueError(f"{word!r} does not belong in a game description ({game!r})")


def _check_ramsch_entries(scores: Any) -> tuple[int, int, int]:
    if isinstance(scores, str | bytes) or not isinstance(scores, Sequence) or \
            len(scores) != SEATS:
        raise ValueError(f"Ramsch scores are one number per seat (3), not {scores!r}")
    for score in scores:
        if isinstance(score, bool) or not isinstance(score, int):
            raise ValueError(f"Ramsch scores are whole numbers, not {score!r}")
    # A Durchmarsch: +120 for one seat, doubled by Bock or pushes (a power of two times it).
    best = max(scores)
    durchmarsch = sorted(scores)[:2] == [0, 0] and best > 0 and \
        best % DURCHMARSCH_SCORE == 0 and _power_of_two(best // DURCHMARSCH_SCORE)
    if not durchmarsch and any(score > 0 for score in scores):
        raise ValueError(f"Ramsch scores are 0 or below (or one Durchmarsch of "
                         f"+{DURCHMARSCH_SCORE}, maybe doubled), not {list(scores)}")
    return (scores[0], scores[1], scores[2])


def _power_of_two(value: int) -> bool:
    return value >= 1 and not value & (value - 1)
