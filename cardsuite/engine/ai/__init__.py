"""The shared search of the trick games: sampling hidden hands, double-dummy solving, PIMC.

- :mod:`.sampling` deals the cards a seat has not seen, uniformly among the
  deals consistent with what it has seen (voids, cards shown or announced).
- :mod:`.double_dummy` solves trick play with all hands open: alpha-beta with a
  transposition table, null-window searches, merged equivalent cards.
- :mod:`.pimc` combines them into a computer player: sample, solve, average.

Each game supplies only a :class:`cardsuite.engine.tricks.TrickRules` object
per contract and the constraints its seats have observed.
"""

from cardsuite.engine.ai.double_dummy import (
    TranspositionTable,
    best_moves,
    estimate,
    move_values,
    reaches,
    solve,
)
from cardsuite.engine.ai.pimc import LEVELS, Level, choose_card
from cardsuite.engine.ai.sampling import Holder, NoConsistentDeal, count_deals, sample, samples

__all__ = [
    "LEVELS",
    "Holder",
    "Level",
    "NoConsistentDeal",
    "TranspositionTable",
    "best_moves",
    "choose_card",
    "count_deals",
    "estimate",
    "move_values",
    "reaches",
    "sample",
    "samples",
    "solve",
]
