"""Binokel (Benoggl): the Swabian three-hand meld-and-trick game of Binokel V1.0 (DOS, 1992).

Qt-free rules core, following ``rules/binokel.md``: :mod:`.rules` (the 40-card
deck, card points, following and beating in a trick), :mod:`.melds` (what a
hand may meld — Melden — for a trump suit), :mod:`.scoring` (what a deal is
worth to each seat) and :mod:`.options` (the rule variants as one
:class:`.options.Options`).
"""
