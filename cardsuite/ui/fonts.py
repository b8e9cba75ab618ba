"""The suite's own GEM-like bitmap font, shipped as a resource so text renders without system fonts.

``cardsuite/resources/fonts/CardsuiteGEM.ttf`` is made by ``tools/make_gem_font.py`` from the pixel art in
``tools/gemfont_glyphs.txt``: an 8x16 monospaced font in the spirit of the Atari ST's system
font. Every font pixel is an outline square on a 64-unit grid with 1024 units per em, so at a
pixel size of 16 one font pixel is exactly one screen pixel, and at 32 or 48 exactly a 2x2 or
3x3 block: text stays black and white with no smoothing. Other sizes work but are not sharp.

The file holds two faces of the family "Cardsuite GEM": Regular (8 px wide) and Bold, drawn the
way GEM thickens text (each pixel smeared one to the right, so 9 px wide). A real bold face
matters because Qt would otherwise either ignore bold or embolden the outlines by a fraction of
a pixel.

The font covers ASCII, German, the accented letters of Latin-1 and Latin Extended-A (drawn from
the base letters by ``tools/compose_gem_accents.py``, so that "José Núñez" or "Łukasz" show as
typed), the card suits and the signs the suite uses.  For any other character (Æ, Greek,
Cyrillic …) Qt falls back to a system font that has it (font merging stays on), so a name is
never shown as boxes; only where no font on the system has a character does the font's own
hollow box show.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from cardsuite import RESOURCES

FONT_FILE = RESOURCES / "fonts" / "CardsuiteGEM.ttf"
#: The family name inside FONT_FILE, for code that compares QFontInfo(...).family().
FAMILY = "Cardsuite GEM"

_font_id: int | None = None


def load_gem_font() -> str:
    """Register the font with Qt (once per application) and return its family name.

    Needs a QGuiApplication (or QApplication), because Qt's font database lives in it.
    """
    global _font_id
    if QGuiApplication.instance() is None:
        raise RuntimeError("create the QApplication before loading the suite's font")
    if _font_id is not None and QFontDatabase.applicationFontFamilies(_font_id):
        return FAMILY
    if not FONT_FILE.is_file():
        raise FileNotFoundError(f"the suite's font is missing: {FONT_FILE}")
    font_id = QFontDatabase.addApplicationFont(str(FONT_FILE))
    if font_id < 0:
        raise RuntimeError(f"Qt cannot load the suite's font {FONT_FILE}")
    families = QFontDatabase.applicationFontFamilies(font_id)
    if FAMILY not in families:
        raise RuntimeError(f"{FONT_FILE} holds {families}, not the family {FAMILY!r}")
    _font_id = font_id
    return FAMILY


def gem_font(pixel_size: int = 16, bold: bool = False) -> QFont:
    """The GEM font at a whole-pixel size (16 is the ST High system font; 32 and 48 stay sharp).

    Antialiasing is off, so that text is pure black and white; a character this font lacks
    comes from a system font that has it (font merging stays on). Full hinting lets FreeType run the font's tiny control
    program, which keeps 1 px strokes from vanishing at sizes below 16.
    """
    font = QFont()
    font.setFamilies([load_gem_font()])
    font.setPixelSize(pixel_size)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    font.setFixedPitch(True)
    font.setKerning(False)
    font.setStyleStrategy(QFont.StyleStrategy.NoAntialias)
    font.setHintingPreference(QFont.HintingPreference.PreferFullHinting)
    return font
