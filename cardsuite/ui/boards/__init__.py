"""One board per game; importing this package registers every game that exists.

Each game's ``*_entry`` module registers it (name, icon, rules, board factory);
the board module itself is imported only when a game is opened.
"""

from cardsuite.ui.boards import skat_entry, vierfrei_entry  # noqa: F401
