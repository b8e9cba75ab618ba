"""The suite's own font: it loads, covers German and the card suits, renders pixel-sharp and
exactly as drawn, needs no system font at all, and is rebuilt byte for byte from its pixel art."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QImage, QPainter, QRawFont

from cardsuite import ROOT
from cardsuite.ui.fonts import FAMILY, FONT_FILE, gem_font, load_gem_font

GLYPHS_FILE = ROOT / "tools" / "gemfont_glyphs.txt"
GENERATOR = ROOT / "tools" / "make_gem_font.py"

GERMAN = "ÄÖÜäöüß"
SUITS = "♠♥♦♣♤♡♢♧"
REQUIRED = (
    "".join(chr(code) for code in range(32, 127))
    + GERMAN
    + "éèêàâçôûïë«»„“”‚‘’–—…·×÷°©±¼½¾€¿¡§"
    + SUITS
    + "←↑→↓✓"
)
SAMPLE = "Grüße aus Vierfrei — ÄÖÜ äöü ß ♠♥♦♣ 0123456789"

# The grid of the pixel art (see the head of tools/gemfont_glyphs.txt).
CAP_TOP_ROW = 2
X_HEIGHT_ROW = 5
BASELINE_ROW = 13  # the first row below the baseline
INK = "#"


def _glyph_art() -> dict[str, tuple[str, ...]]:
    """The pixel art, read independently of the generator: character -> 16 rows of 8 pixels."""
    lines = GLYPHS_FILE.read_text(encoding="utf-8").splitlines()
    art: dict[str, tuple[str, ...]] = {}
    index = 0
    while index < len(lines):
        if lines[index].startswith("U+"):
            character = chr(int(lines[index].split()[0][2:], 16))
            art[character] = tuple(lines[index + 1 : index + 17])
            index += 17
        else:
            index += 1
    return art


def _thicken(rows: tuple[str, ...]) -> tuple[str, ...]:
    """GEM's bold: every ink pixel also inks its right neighbour, one column wider."""
    return tuple(
        "".join(INK if INK in pair else "." for pair in zip(row + ".", "." + row, strict=True))
        for row in rows
    )


def _scale(rows: tuple[str, ...], factor: int) -> tuple[str, ...]:
    """Each art pixel as a factor x factor block, as it must appear at 16 * factor pixels."""
    return tuple("".join(pixel * factor for pixel in row) for row in rows for _ in range(factor))


def _render(text: str, font: QFont, width: int | None = None) -> QImage:
    """Draw text in black on white, the baseline at the font's ascent, one line high."""
    metrics = QFontMetrics(font)
    image = QImage(
        width or metrics.horizontalAdvance(text), metrics.height(), QImage.Format.Format_RGB32
    )
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(0, metrics.ascent(), text)
    painter.end()
    return image


def _pixels(image: QImage) -> list[list[int]]:
    """The image as rows of 0xRRGGBB values."""
    data = memoryview(image.constBits()).cast("I")
    stride = image.bytesPerLine() // 4
    return [
        [value & 0xFFFFFF for value in data[row * stride : row * stride + image.width()]]
        for row in range(image.height())
    ]


def _as_art(image: QImage) -> tuple[str, ...]:
    """The image in the notation of the glyph file: '#' for black, '.' for white."""
    return tuple("".join(INK if value == 0 else "." for value in row) for row in _pixels(image))


def _ink_rows(image: QImage) -> set[int]:
    return {y for y, row in enumerate(_pixels(image)) if any(value != 0xFFFFFF for value in row)}


def _ink_count(image: QImage) -> int:
    return sum(value != 0xFFFFFF for row in _pixels(image) for value in row)


def test_font_loads_with_its_family_name(qapp):
    assert FONT_FILE.is_file()
    assert load_gem_font() == FAMILY == "Cardsuite GEM"
    assert load_gem_font() == FAMILY  # a second call reuses the registration
    info = QFontInfo(gem_font())
    assert info.family() == FAMILY
    assert info.pixelSize() == 16
    assert info.fixedPitch()
    metrics = QFontMetrics(gem_font())
    assert (metrics.ascent(), metrics.descent(), metrics.height()) == (13, 3, 16)
    assert metrics.horizontalAdvance("W") == metrics.horizontalAdvance("i") == 8


def test_font_covers_german_suits_and_every_required_character(qapp):
    metrics = QFontMetrics(gem_font())
    raw = QRawFont.fromFont(gem_font())
    assert raw.isValid()
    for character in GERMAN + SUITS:
        assert metrics.inFontUcs4(ord(character)), character
    # supportsCharacter needs the code point: PySide6 turns a non-ASCII str into a wrong QChar.
    missing = [character for character in REQUIRED if not raw.supportsCharacter(ord(character))]
    assert missing == []
    assert set(REQUIRED) <= set(_glyph_art())


def test_bold_is_a_real_face_of_the_same_family(qapp):
    info = QFontInfo(gem_font(bold=True))
    assert info.family() == FAMILY
    assert info.bold()
    assert info.styleName() == "Bold"
    assert QFontMetrics(gem_font(bold=True)).horizontalAdvance("H") == 9
    assert _render("H", gem_font(bold=True)) != _render("H", gem_font(), width=9)


@pytest.mark.parametrize(("marked", "base"), [("Ä", "A"), ("Ö", "O"), ("Ü", "U")])
def test_capital_umlauts_have_dots_above_the_cap_height(qapp, marked, base):
    font = gem_font()
    assert QFontMetrics(font).capHeight() == BASELINE_ROW - CAP_TOP_ROW
    with_dots, without = _render(marked, font), _render(base, font)
    assert _ink_count(with_dots) > _ink_count(without) > 0
    assert with_dots != without
    assert min(_ink_rows(with_dots)) < CAP_TOP_ROW <= min(_ink_rows(without))
    # Below the dots the letter is the plain capital.
    assert _as_art(with_dots)[CAP_TOP_ROW:] == _as_art(without)[CAP_TOP_ROW:]


@pytest.mark.parametrize(("marked", "base"), [("ä", "a"), ("ö", "o"), ("ü", "u")])
def test_small_umlauts_have_dots_above_the_x_height(qapp, marked, base):
    font = gem_font()
    with_dots, without = _render(marked, font), _render(base, font)
    assert _ink_count(with_dots) > _ink_count(without) > 0
    assert min(_ink_rows(with_dots)) < X_HEIGHT_ROW == min(_ink_rows(without))
    assert _as_art(with_dots)[X_HEIGHT_ROW:] == _as_art(without)[X_HEIGHT_ROW:]


def test_sharp_s_is_its_own_letter(qapp):
    font = gem_font()
    sharp_s = _render("ß", font)
    assert _ink_count(sharp_s) > 0
    assert min(_ink_rows(sharp_s)) < X_HEIGHT_ROW  # it rises like a capital ...
    assert max(_ink_rows(sharp_s)) == BASELINE_ROW - 1  # ... and stands on the baseline
    assert all(sharp_s != _render(other, font) for other in "BbsS")


@pytest.mark.parametrize("size", [16, 32, 48])
def test_text_is_pure_black_and_white(qapp, size):
    image = _render(SAMPLE, gem_font(size))
    colours = {value for row in _pixels(image) for value in row}
    assert colours == {0x000000, 0xFFFFFF}


@pytest.mark.parametrize("factor", [2, 3])
def test_larger_sizes_are_whole_multiples_of_the_16_px_text(qapp, factor):
    small = _as_art(_render(SAMPLE, gem_font(16)))
    large = _as_art(_render(SAMPLE, gem_font(16 * factor)))
    assert large == _scale(small, factor)


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("factor", [1, 2, 3])
def test_every_glyph_renders_exactly_as_drawn(qapp, bold, factor):
    font = gem_font(16 * factor, bold=bold)
    width = (9 if bold else 8) * factor
    wrong = []
    for character, rows in _glyph_art().items():
        expected = _scale(_thicken(rows) if bold else rows, factor)
        if _as_art(_render(character, font, width)) != expected:
            wrong.append(f"U+{ord(character):04X} {character}")
    assert wrong == []


HOLLOW_BOX = ("........",) * 2 + ("#######.",) + ("#.....#.",) * 9 + ("#######.",) \
    + ("........",) * 3


def test_names_with_accents_are_drawn_by_the_font_itself(qapp):
    """Issue 17: "José Núñez", "Émile", "Łukasz" showed boxes.  Every letter of Latin-1 and
    Latin Extended-A that is a base letter with a mark (or with a stroke) is in the font."""
    import unicodedata

    raw = QRawFont.fromFont(gem_font())
    letters = [chr(code) for code in range(0xC0, 0x180)
               if unicodedata.category(chr(code)).startswith("L")
               and ((len(unicodedata.decomposition(chr(code)).split()) == 2
                     and not unicodedata.decomposition(chr(code)).startswith("<"))
                    or chr(code) in "ĐđĦħŁłØøŦŧĿŀıÐ")]
    missing = [c for c in letters + list("José Núñez Émile Łukasz Ołtarzewski Dvořák")
               if not raw.supportsCharacter(ord(c))]
    assert missing == [] and len(letters) > 150


def test_a_character_the_font_lacks_comes_from_a_system_font(qapp):
    from PySide6.QtGui import QFontDatabase

    greek = [family for family in QFontDatabase.families(QFontDatabase.WritingSystem.Greek)
             if family != FAMILY]
    art = _as_art(_render("Ω", gem_font()))  # Greek: not in the font
    if not greek:
        assert art == HOLLOW_BOX  # nothing on this system has it: the font's own box
        pytest.skip("no system font with Greek here to fall back to")
    assert art != HOLLOW_BOX and any("#" in row for row in art)


def test_glyph_art_follows_the_grid():
    art = _glyph_art()
    for character, rows in art.items():
        assert len(rows) == 16 and all(len(row) == 8 for row in rows), character
        assert all(set(row) <= {INK, "."} for row in rows), character
        if character not in "_—":  # only these are meant to join their neighbours
            assert all(row[7] == "." for row in rows), f"{character} touches the next letter"

    def ink_rows(character: str) -> set[int]:
        return {y for y, row in enumerate(art[character]) if INK in row}

    for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789bdhkl":
        assert ink_rows(character) == set(range(CAP_TOP_ROW, BASELINE_ROW)), character
    for character in "acemnorsuvwxz":
        assert ink_rows(character) == set(range(X_HEIGHT_ROW, BASELINE_ROW)), character
    for character in "gjpqy":
        assert max(ink_rows(character)) == 15, character


NO_SYSTEM_FONTS_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtGui import (
        QColor, QFont, QFontDatabase, QFontInfo, QGuiApplication, QImage, QPainter)

    app = QGuiApplication(sys.argv[:1])
    families_before = QFontDatabase.families()
    dejavu = QFont("DejaVu Sans")
    dejavu.setPixelSize(16)
    dejavu_before = QFontInfo(dejavu).family()

    from cardsuite.ui.fonts import gem_font, load_gem_font

    family = load_gem_font()
    font = gem_font(16)
    image = QImage(80, 16, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(0, 13, "Grüße ÄÖÜ")
    painter.end()
    image.save(sys.argv[1])
    ink = sum(
        image.pixel(x, y) & 0xFFFFFF != 0xFFFFFF for y in range(16) for x in range(80))
    print(json.dumps({
        "families_before": families_before,
        "dejavu_before": dejavu_before,
        "family": family,
        "rendered_family": QFontInfo(font).family(),
        "ink": ink,
    }))
    """
)


def test_text_renders_without_any_system_font(qapp, tmp_path):
    empty = tmp_path / "no-fonts"
    empty.mkdir()
    cache = tmp_path / "fontconfig-cache"
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
        f"<fontconfig><cachedir>{cache}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("FONTCONFIG", "QT_", "XDG_DATA"))
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QT_QPA_FONTDIR=str(empty),
        FONTCONFIG_FILE=str(config),
        PYTHONPATH=str(ROOT),
    )
    picture = tmp_path / "rendered.png"
    result = subprocess.run(
        [sys.executable, "-c", NO_SYSTEM_FONTS_SCRIPT, str(picture)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    # The control: the machine's DejaVu is invisible to this process, so nothing but our
    # font can have drawn what follows.
    assert not any("DejaVu" in family for family in report["families_before"])
    assert report["dejavu_before"] != "DejaVu Sans"
    assert report["family"] == report["rendered_family"] == FAMILY
    assert report["ink"] > 0
    # And it drew exactly what this process (which does see DejaVu) draws with our font.
    here = _render("Grüße ÄÖÜ", gem_font(16), width=80)
    assert _as_art(QImage(str(picture)).convertToFormat(QImage.Format.Format_RGB32)) == _as_art(
        here
    )


def test_generator_reproduces_the_committed_font_byte_for_byte(tmp_path):
    pytest.importorskip("fontTools", reason="fontTools is a developer tool, not a dependency")
    rebuilt = tmp_path / "CardsuiteGEM.ttf"
    result = subprocess.run(
        [sys.executable, str(GENERATOR), "--output", str(rebuilt)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert rebuilt.read_bytes() == Path(FONT_FILE).read_bytes(), (
        "cardsuite/resources/fonts/CardsuiteGEM.ttf is out of date: run tools/make_gem_font.py"
    )
