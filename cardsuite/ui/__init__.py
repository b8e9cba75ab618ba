"""Everything Qt: the GEM desktop and windows, card items, one board per game."""
