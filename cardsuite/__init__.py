"""Cardsuite: Binokel, Skat, PrefClub and Vierfrei in the look of an Atari ST GEM desktop."""

from pathlib import Path

__version__ = "0.1.0"

#: The checkout the suite runs from; resources and translations live beside the package.
ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
TRANSLATIONS = ROOT / "translations"
