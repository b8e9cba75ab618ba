"""One board per game; importing this package registers every game that exists.

Each game's ``*_entry`` module registers it (name, icon, rules, board factory);
the board module itself is imported only when a game is opened.  The desktop
shows the games in the order they register here.
"""

from cardsuite.ui.boards import (  # noqa: F401
    binokel_entry,
    pref_entry,
    skat_entry,
    vierfrei_entry,
)
