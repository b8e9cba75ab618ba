"""One board per game; importing this package registers every game that exists."""

from cardsuite.ui.boards import vierfrei  # noqa: F401
