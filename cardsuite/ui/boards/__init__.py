"""One board per game, one package per game; importing this package registers every game.

Each game's ``entry`` module registers it (name, icon, rules, board factory);
the board module itself is imported only when a game is opened.  The desktop
shows the games in the order they register here.
"""

from cardsuite.ui.boards.binokel import entry as binokel_entry  # noqa: F401
from cardsuite.ui.boards.pref import entry as pref_entry  # noqa: F401
from cardsuite.ui.boards.skat import entry as skat_entry  # noqa: F401
from cardsuite.ui.boards.vierfrei import entry as vierfrei_entry  # noqa: F401
