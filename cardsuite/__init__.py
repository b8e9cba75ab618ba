"""Cardsuite: Binokel, Skat, PrefClub and Vierfrei in the look of an Atari ST GEM desktop."""

from pathlib import Path

__version__ = "0.1.0"

#: The package; its resources and translations are inside it, so that an installed wheel has them.
PACKAGE = Path(__file__).resolve().parent
RESOURCES = PACKAGE / "resources"
TRANSLATIONS = PACKAGE / "translations"
#: The checkout (tools, tests) when the suite runs from one.
ROOT = PACKAGE.parent
