"""PrefClub: Preference at the club: the board and its screens (``entry`` registers the game)."""
