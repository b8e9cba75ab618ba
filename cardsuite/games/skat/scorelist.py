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
  board translates word by word.
- **Standard list:** the declarer gets the value, the defenders 0; a Ramsch
  row carries the Ramsch scores.
- **Seeger-Fabian** (three-player table): a won game scores value + 50 for
  the declarer, a lost one value − 50 (the value is already −2 × value, so
  18 → 68 and −36 → −86), and each defender gets +40 when the declarer loses.
  A Ramsch has no declarer to win or lose, so its row carries the Ramsch
  scores as they are, without bonuses, in both modes.
- **Relative score** ``relative_i = Σ_j (abs_i − abs_j) = 3·abs_i − Σ abs``:
  what seat i would win or pay if everybody settled with everybody; it always
  sums to zero.
- **Saved form** (:meth:`ScoreList.to_dict`)::

      {"mode": "standard",
       "rows": [{"number": 17, "declarer": 0, "game": "grand with 1", "value": 48},
                {"number": 18, "declarer": null, "game": "ramsch",
                 "entries": [0, -61, 0]}]}

  Entries of game rows and all totals are not stored: they follow from the
  values and the mode, so they cannot disagree.  :meth:`ScoreList.from_dict`
  checks everything (keys, types, seats, words, a game value that is not 0,
  Ramsch entries that are 0 or below or one Durchmarsch of +120) and raises
  ValueError naming the row and the problem; nothing is half-loaded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import DURCHMARSCH_SCORE, SEATS, Contract, GameResult

#: Seeger-Fabian: added to a won game, taken from a lost one (for the declarer).
SEEGER_FABIAN_GAME_BONUS = 50
#: Seeger-Fabian: what each defender gets when the declarer loses (three-player table).
SEEGER_FABIAN_DEFENDER_BONUS = 40

RAMSCH = GameType.RAMSCH.value
_GAME_WORDS = frozenset(game.value for game in GameType if game is not GameType.RAMSCH)
_MATADOR_WORDS = frozenset({"with", "without"})
_LEVEL_WORDS = frozenset({
    "hand", "ouvert", "schneider", "schneider-announced", "schwarz", "schwarz-announced",
    "overbid", "kontra", "re",
})
#: Every word a game description may use (a number follows "with"/"without").
DESCRIPTION_WORDS = _GAME_WORDS | _MATADOR_WORDS | _LEVEL_WORDS | {RAMSCH}


class ScoreMode(StrEnum):
    """How the list counts: the plain values, or Seeger-Fabian with its bonuses."""

    STANDARD = "standard"
    SEEGER_FABIAN = "seeger_fabian"


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
    return " ".join(words)


class ScoreList:
    """The Skatliste of a session at a three-player table."""

    def __init__(self, mode: ScoreMode | str = ScoreMode.STANDARD) -> None:
        try:
            self._mode = ScoreMode(mode)
        except ValueError:
            raise ValueError(f"unknown score list mode {mode!r} (use 'standard' or "
                             "'seeger_fabian')") from None
        self._rows: list[Row] = []

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

    def add_ramsch(self, number: int, scores: Sequence[int]) -> Row:
        """Enter a Ramsch (deal ``number``) with its scores from :func:`.score_ramsch`."""
        entries = _check_ramsch_entries(scores)
        return self._append(_check_number(number), None, RAMSCH, None, entries)

    def _add_game_value(self, number: int, declarer: int, game: str, value: int) -> Row:
        _check_number(number)
        _check_seat(declarer)
        _check_description(game, ramsch=False)
        if isinstance(value, bool) or not isinstance(value, int) or value == 0:
            raise ValueError(f"a game's value is a whole number other than 0, not {value!r}")
        entries = [0] * SEATS
        if self._mode is ScoreMode.SEEGER_FABIAN:
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
        return {"mode": self._mode.value, "rows": rows}

    @classmethod
    def from_dict(cls, data: Any) -> ScoreList:
        """A list from :meth:`to_dict` data; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"a score list is an object, not {type(data).__name__}")
        if set(data) != {"mode", "rows"}:
            raise ValueError(f"a score list has the keys 'mode' and 'rows', not {sorted(data)}")
        if not isinstance(data["mode"], str):
            raise ValueError(f"the score list mode is a name, not {data['mode']!r}")
        scores = cls(data["mode"])
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
            _check_description(saved["game"], ramsch=True)
            self.add_ramsch(saved["number"], saved["entries"])
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
        if words != [RAMSCH]:
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
    durchmarsch = sorted(scores) == [0, 0, DURCHMARSCH_SCORE]
    if not durchmarsch and any(score > 0 for score in scores):
        raise ValueError(f"Ramsch scores are 0 or below (or one Durchmarsch of "
                         f"+{DURCHMARSCH_SCORE}), not {list(scores)}")
    return (scores[0], scores[1], scores[2])
