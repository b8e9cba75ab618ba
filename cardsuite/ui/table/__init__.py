"""What the three trick games (Skat, Binokel, PrefClub) share on screen, as kpat's
``DealerScene`` is shared by its patiences: the scene with its card items
(:mod:`cardsuite.ui.table.scene`).  It owns no user-visible text: each game
words its own.  Design: ``design/trick-table.md``."""
