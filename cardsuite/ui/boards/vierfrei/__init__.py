"""Vierfrei, the patience: the board and its screens (``entry`` registers the game)."""
