"""Skat against "Amiga I" and "Amiga II" (Skat, Amiga 1990), ISkO rules and the 1990 rule set.

Card rules in :mod:`.rules`, bid values in :mod:`.bidding`, game values and
the score list in :mod:`.scoring`, a deal in play in :mod:`.game`, the
computer players in :mod:`.bots`, the command line in :mod:`.__main__`.
"""
