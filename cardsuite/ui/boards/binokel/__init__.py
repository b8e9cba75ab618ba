"""Binokel against Jim and Cathy: the board and its screens (``entry`` registers the game)."""
