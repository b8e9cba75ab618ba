"""Vierfrei games kept across quits and crashes, with their undo history.

The slots, their locks, which kept game comes first and what becomes of damaged
files are :mod:`cardsuite.engine.keeping`'s (the folder ``vierfrei-games`` of
the data folder); this module says what a Vierfrei game keeps and checks it.
The board writes the game after every change: every move, undo and redo.

* **What.**  The deal number, every action on the undo stack as single-card
  moves in the solver notation (``8h``, ``1a``, ``15``) — those undone but
  still redoable included — how many of them are done, the seconds played,
  whether the demo played (the game then cannot count as won) and whether the
  statistics have it already (a won game taken back by Undo)::

      {"deal": 617, "actions": [["8h"], ["1a", "15", "a5"]], "done": 2,
       "seconds": 95.5, "assisted": false, "recorded": false}

  Reading replays every action from the deal; an action the rules refuse, a
  deal number outside 1 … 2^31 − 1, ``done`` beyond the actions, a time
  beyond :data:`~cardsuite.games.vierfrei.stats.MAX_COUNT` seconds, a wrong type:
  :class:`store.StoreError` ("is damaged").  A game won or without a move is
  over: nothing to continue.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardsuite.engine import keeping, store
from cardsuite.games.vierfrei.game import Action, Game
from cardsuite.games.vierfrei.rules import IllegalMove, Move
from cardsuite.games.vierfrei.stats import DEAL_MAX, DEAL_MIN, MAX_COUNT

KIND = "vierfrei-game"
VERSION = 1
FOLDER = "vierfrei-games"
#: The most actions a kept game may hold (a game of 52 cards needs a few hundred).
MAX_ACTIONS = 100_000

_KEYS = frozenset({"deal", "actions", "done", "seconds", "assisted", "recorded"})


@dataclass
class Kept:
    """A game as it is kept: the game at its current move, and its whole undo history."""

    #: The game with the ``done`` actions performed.
    game: Game
    #: Every action of the undo stack, in order; ``actions[:done]`` are performed.
    actions: list[Action]
    seconds: float = 0.0
    assisted: bool = False
    recorded: bool = False

    @property
    def done(self) -> int:
        return len(self.game.log)

    @property
    def is_over(self) -> bool:
        """Nothing to continue: won, or not a move made."""
        return not self.game.in_progress

    def to_data(self) -> dict[str, Any]:
        return {"deal": self.game.number,
                "actions": [[move.notation for move in action.moves] for action in self.actions],
                "done": self.done, "seconds": round(self.seconds, 1),
                "assisted": self.assisted, "recorded": self.recorded}

    @classmethod
    def from_data(cls, path: Path, data: dict[str, Any]) -> Kept:
        """The kept game in ``data`` replayed from its deal; :class:`store.StoreError` if anything
        is wrong with it."""
        def damaged(what: str) -> store.StoreError:
            return store.StoreError(path, f"is damaged: {what}")

        if set(data) != _KEYS:
            raise damaged("not the fields of a kept game")
        deal, actions, done = data["deal"], data["actions"], data["done"]
        if not _whole(deal) or not DEAL_MIN <= deal <= DEAL_MAX:
            raise damaged(f"deal number {deal!r}")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise damaged("the actions")
        if not _whole(done) or not 0 <= done <= len(actions):
            raise damaged(f"done {done!r}")
        seconds = data["seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) \
                or not 0 <= seconds <= MAX_COUNT:
            raise damaged(f"seconds {seconds!r}")
        for key in ("assisted", "recorded"):
            if not isinstance(data[key], bool):
                raise damaged(f"{key} {data[key]!r}")
        game = Game(deal)
        planned: list[Action] = []
        try:
            for index, notations in enumerate(actions):
                if not isinstance(notations, list) or not notations \
                        or not all(isinstance(text, str) for text in notations):
                    raise damaged(f"action {index + 1}")
                action = game.plan([Move.parse(text) for text in notations])
                game.perform(action)
                planned.append(action)
        except (ValueError, IllegalMove) as error:
            raise damaged(f"action {len(planned) + 1} is not possible ({error})") from error
        for action in reversed(planned[done:]):
            game.revert(action)
        return cls(game, planned, float(seconds), data["assisted"], data["recorded"])


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def free_slot(folder: Path | str) -> keeping.Slot:
    """A slot for a new game (:func:`keeping.free_slot`)."""
    return keeping.free_slot(folder)


def take_kept(folder: Path | str) -> keeping.Taken[Kept]:
    """The kept game saved last, its slot claimed (:func:`keeping.take_newest`)."""
    return keeping.take_newest(folder, KIND, (VERSION,), Kept.from_data, lambda kept: kept.is_over)


def write(slot: keeping.Slot, kept: Kept) -> None:
    """Keep ``kept`` in ``slot`` (:class:`store.StoreError` if it cannot be written)."""
    slot.write(KIND, VERSION, kept.to_data())
