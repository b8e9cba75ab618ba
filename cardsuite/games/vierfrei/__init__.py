"""Vierfrei: the FreeCell-type patience of VIERFREI (Atari ST GEM, 1993).

Rules in :mod:`.rules`, gestures in :mod:`.play`, a deal in play in :mod:`.game`,
the command line in :mod:`.__main__`.
"""
