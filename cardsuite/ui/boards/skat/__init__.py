"""Skat against Amiga I and Amiga II: the board and its screens (``entry`` registers the game)."""
