"""The suite's own GEM-like bitmap font, shipped as a resource so text renders without system fonts."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from cardsuite import RESOURCES

FONT_FILE = RESOURCES / "fonts" / "CardsuiteGEM.ttf"
_family: str | None = None


def load_gem_font() -> str:
    """Register the font with Qt (once) and return its family name."""
    global _family
    if _family is None:
        font_id = QFontDatabase.addApplicationFont(str(FONT_FILE))
        if font_id < 0:
            raise RuntimeError(f"cannot load the suite's font {FONT_FILE}")
        _family = QFontDatabase.applicationFontFamilies(font_id)[0]
    return _family


def gem_font(pixel_size: int = 16, bold: bool = False) -> QFont:
    """The GEM font at a whole-pixel size (16 is the ST High system font)."""
    font = QFont(load_gem_font())
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    font.setStyleStrategy(QFont.StyleStrategy.NoAntialias | QFont.StyleStrategy.NoFontMerging)
    font.setHintingPreference(QFont.HintingPreference.PreferFullHinting)
    return font
