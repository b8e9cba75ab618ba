"""Build cardsuite/resources/fonts/CardsuiteGEM.ttf from the pixel art in tools/gemfont_glyphs.txt.

The suite draws its own GEM-like 8x16 system font so that text renders on a machine without
any system fonts, and so that it is pixel-sharp: each font pixel is an outline square aligned
to a grid of 64 font units, and 1024 units per em make one font pixel exactly one screen pixel
at a pixel size of 16 (two at 32, three at 48). The file holds two faces of the family
"Cardsuite GEM" (a TrueType collection; Qt, FreeType and fontconfig read it whatever its name):
Regular, and Bold made from the same art the way GEM thickens text.

Developers run this after editing the glyphs; users never need fontTools because the generated
font is committed. The output is deterministic (fixed timestamps, fixed glyph order), so a test
can rebuild the font and compare it byte for byte with the committed file.

    .venv/bin/python tools/make_gem_font.py [--glyphs FILE] [--output FILE]
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from fontTools.agl import UV2AGL
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables import ttProgram
from fontTools.ttLib.tables.O_S_2f_2 import Panose

ROOT = Path(__file__).resolve().parent.parent
GLYPHS_FILE = ROOT / "tools" / "gemfont_glyphs.txt"
FONT_FILE = ROOT / "cardsuite" / "resources" / "fonts" / "CardsuiteGEM.ttf"

FAMILY = "Cardsuite GEM"
VERSION = "1.000"
VENDOR = "CSGM"

CELL_WIDTH = 8
CELL_HEIGHT = 16
BASELINE_ROW = 13  # rows 0..12 stand on the baseline, rows 13..15 are the descent
UNITS_PER_PIXEL = 64
UNITS_PER_EM = CELL_HEIGHT * UNITS_PER_PIXEL  # 1024: one font pixel per screen pixel at 16 px
ASCENT = BASELINE_ROW * UNITS_PER_PIXEL
DESCENT = (CELL_HEIGHT - BASELINE_ROW) * UNITS_PER_PIXEL
CAP_HEIGHT = 11 * UNITS_PER_PIXEL
X_HEIGHT = 8 * UNITS_PER_PIXEL

# A fixed date keeps the output identical from run to run (head.created / head.modified count
# seconds since 1904-01-01 UTC).
TIMESTAMP = int(
    (datetime(2024, 3, 1, tzinfo=UTC) - datetime(1904, 1, 1, tzinfo=UTC)).total_seconds()
)

INK = "#"
PAPER = "."
_HEADER = re.compile(r"^U\+([0-9A-F]{4,6})(?:\s.*)?$")


@dataclass(frozen=True)
class Glyph:
    """One character of the pixel art: its code point and 16 rows of 8 pixels (True = ink)."""

    codepoint: int
    rows: tuple[tuple[bool, ...], ...]


def parse_glyphs(text: str, source: str = "<glyphs>") -> list[Glyph]:
    """Read the glyph file format: a ``U+XXXX name`` header, then 16 rows of 8 ``#``/``.``.

    Blank lines and lines starting with ``;`` between glyphs are ignored. Every mistake is
    reported with its line number, because the file is edited by hand.
    """
    lines = text.splitlines()
    glyphs: list[Glyph] = []
    seen: set[int] = set()
    index = 0
    while index < len(lines):
        line = lines[index].rstrip()
        index += 1
        if not line or line.startswith(";"):
            continue
        match = _HEADER.match(line)
        if match is None:
            raise ValueError(f"{source}:{index}: expected a 'U+XXXX name' header, got {line!r}")
        codepoint = int(match.group(1), 16)
        if codepoint in seen:
            raise ValueError(f"{source}:{index}: U+{codepoint:04X} is defined twice")
        seen.add(codepoint)
        rows = []
        for _ in range(CELL_HEIGHT):
            if index >= len(lines):
                raise ValueError(f"{source}: U+{codepoint:04X} has fewer than {CELL_HEIGHT} rows")
            row = lines[index].rstrip()
            index += 1
            if len(row) != CELL_WIDTH or set(row) - {INK, PAPER}:
                raise ValueError(
                    f"{source}:{index}: U+{codepoint:04X} row must be {CELL_WIDTH} of "
                    f"'{INK}' or '{PAPER}', got {row!r}"
                )
            rows.append(tuple(pixel == INK for pixel in row))
        glyphs.append(Glyph(codepoint, tuple(rows)))
    return glyphs


def ink_rectangles(rows: tuple[tuple[bool, ...], ...]) -> list[tuple[int, int, int, int]]:
    """Cover the ink with non-overlapping rectangles (column, row, width, height in pixels).

    Each row's horizontal runs become rectangles, and a run exactly repeated in the rows below
    is merged into the same rectangle: vertical stems become one contour, which keeps the font
    small. The rectangles only touch, never overlap, so no winding rule can cancel any ink.
    """
    open_runs: dict[tuple[int, int], list[int]] = {}  # (column, width) -> [row, height]
    done: list[tuple[int, int, int, int]] = []
    for row_index, row in enumerate(rows):
        runs = []
        column = 0
        while column < len(row):
            if row[column]:
                start = column
                while column < len(row) and row[column]:
                    column += 1
                runs.append((start, column - start))
            else:
                column += 1
        for key in list(open_runs):
            if key not in runs:
                top, height = open_runs.pop(key)
                done.append((key[0], top, key[1], height))
        for key in runs:
            if key in open_runs:
                open_runs[key][1] += 1
            else:
                open_runs[key] = [row_index, 1]
    for key, (top, height) in open_runs.items():
        done.append((key[0], top, key[1], height))
    return sorted(done, key=lambda rect: (rect[1], rect[0]))


def _draw_rectangles(rectangles: list[tuple[int, int, int, int]]) -> object:
    """A TrueType glyph of pixel rectangles, each drawn clockwise (TrueType's outer direction)."""
    pen = TTGlyphPen(None)
    for column, row, width, height in rectangles:
        left = column * UNITS_PER_PIXEL
        right = (column + width) * UNITS_PER_PIXEL
        top = (BASELINE_ROW - row) * UNITS_PER_PIXEL
        bottom = (BASELINE_ROW - row - height) * UNITS_PER_PIXEL
        pen.moveTo((left, bottom))
        pen.lineTo((left, top))
        pen.lineTo((right, top))
        pen.lineTo((right, bottom))
        pen.closePath()
    return pen.glyph()


def _notdef_glyph() -> object:
    """The hollow box Qt shows for a character the font lacks: a cap-height frame."""
    pen = TTGlyphPen(None)
    left, right = 0, 7 * UNITS_PER_PIXEL
    bottom, top = 0, CAP_HEIGHT
    inset = UNITS_PER_PIXEL
    pen.moveTo((left, bottom))
    pen.lineTo((left, top))
    pen.lineTo((right, top))
    pen.lineTo((right, bottom))
    pen.closePath()
    # The hole runs the other way so that it is cut out of the box.
    pen.moveTo((left + inset, bottom + inset))
    pen.lineTo((right - inset, bottom + inset))
    pen.lineTo((right - inset, top - inset))
    pen.lineTo((left + inset, top - inset))
    pen.closePath()
    return pen.glyph()


def glyph_name(codepoint: int) -> str:
    """The Adobe Glyph List name where there is one (for PDF text extraction), else uniXXXX."""
    return UV2AGL.get(
        codepoint, f"uni{codepoint:04X}" if codepoint <= 0xFFFF else f"u{codepoint:X}"
    )


def _setup_native_hinting(builder: FontBuilder) -> None:
    """Give the font a tiny control-value program so FreeType never autohints it.

    FreeType runs its autohinter on TrueType fonts that carry no instructions at all, and the
    autohinter snaps stems and dots to its own zones: a 2x2 full stop came out 2x1. With a
    ``prep`` program present FreeType uses the TrueType interpreter instead, which leaves
    these grid-aligned outlines exactly where they are. The program only switches on smart
    dropout control, so that 1 px strokes never vanish at sizes below 16 px.
    """
    prep = newTable("prep")
    prep.program = ttProgram.Program()
    # PUSHW 511; SCANCTRL (dropout control up to 255 ppem); PUSHB 4; SCANTYPE (smart mode)
    prep.program.fromBytecode(bytes([0xB8, 0x01, 0xFF, 0x85, 0xB0, 0x04, 0x8D]))
    builder.font["prep"] = prep
    builder.font["maxp"].maxStackElements = 2


@dataclass(frozen=True)
class Face:
    """One style of the family: its name, weight and cell width in pixels."""

    style: str
    weight: int
    cell_width: int

    @property
    def advance(self) -> int:
        """The advance width in font units: the same for every glyph (monospaced)."""
        return self.cell_width * UNITS_PER_PIXEL


REGULAR = Face("Regular", 400, CELL_WIDTH)
# GEM draws bold ("thickened") text by smearing every pixel one to the right, which makes each
# character one pixel wider; doing the same here keeps 1 px of paper between bold letters.
BOLD = Face("Bold", 700, CELL_WIDTH + 1)


def thicken(rows: tuple[tuple[bool, ...], ...]) -> tuple[tuple[bool, ...], ...]:
    """GEM's bold: each ink pixel also inks its right neighbour; the cell grows by one column."""
    return tuple(
        tuple(
            (column < len(row) and row[column]) or (column > 0 and row[column - 1])
            for column in range(len(row) + 1)
        )
        for row in rows
    )


def build_face(glyphs: list[Glyph], face: Face) -> TTFont:
    """Assemble one TrueType face: outlines, metrics, cmap, name, OS/2, post, head, gasp, prep."""
    glyphs = sorted(glyphs, key=lambda glyph: glyph.codepoint)
    names = [".notdef"] + [glyph_name(glyph.codepoint) for glyph in glyphs]
    if len(set(names)) != len(names):
        raise ValueError("two code points map to the same glyph name")
    bold = face.weight >= 700

    builder = FontBuilder(UNITS_PER_EM, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(
        {glyph.codepoint: name for glyph, name in zip(glyphs, names[1:], strict=True)}
    )
    outlines = {".notdef": _notdef_glyph()}
    for glyph, name in zip(glyphs, names[1:], strict=True):
        rows = thicken(glyph.rows) if bold else glyph.rows
        outlines[name] = _draw_rectangles(ink_rectangles(rows))
    builder.setupGlyf(outlines)
    glyf = builder.font["glyf"]
    metrics = {}
    for name in names:
        outline = glyf[name]
        left_side_bearing = outline.xMin if outline.numberOfContours else 0
        metrics[name] = (face.advance, left_side_bearing)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT, lineGap=0)
    builder.setupNameTable(
        {
            "copyright": "Copyright (c) the Cardsuite authors",
            "familyName": FAMILY,
            "styleName": face.style,
            "uniqueFontIdentifier": f"{FAMILY} {face.style} {VERSION}",
            "fullName": f"{FAMILY} {face.style}",
            "version": f"Version {VERSION}",
            "psName": f"{FAMILY.replace(' ', '')}-{face.style}",
            "manufacturer": "Cardsuite",
            "designer": "Cardsuite",
            "description": (
                "An 8x16 monospaced bitmap font in the spirit of the Atari ST GEM system font, "
                "drawn for Cardsuite. Pixel-sharp at 16, 32 and 48 pixels."
            ),
            "licenseDescription": "MIT License; see resources/fonts/LICENSE.txt.",
        },
        mac=False,
    )
    builder.setupOS2(
        version=4,
        achVendID=VENDOR,
        usWeightClass=face.weight,
        usWidthClass=5,
        fsType=0,  # installable: the MIT licence allows anything
        # USE_TYPO_METRICS, and BOLD or REGULAR
        fsSelection=0x0080 | (0x0020 if bold else 0x0040),
        xAvgCharWidth=face.advance,
        sTypoAscender=ASCENT,
        sTypoDescender=-DESCENT,
        sTypoLineGap=0,
        usWinAscent=ASCENT,
        usWinDescent=DESCENT,
        sxHeight=X_HEIGHT,
        sCapHeight=CAP_HEIGHT,
        usDefaultChar=0,
        usBreakChar=0x20,
        usMaxContext=0,
        ySubscriptXSize=UNITS_PER_EM // 2,
        ySubscriptYSize=UNITS_PER_EM // 2,
        ySubscriptYOffset=2 * UNITS_PER_PIXEL,
        ySuperscriptXSize=UNITS_PER_EM // 2,
        ySuperscriptYSize=UNITS_PER_EM // 2,
        ySuperscriptYOffset=6 * UNITS_PER_PIXEL,
        yStrikeoutSize=UNITS_PER_PIXEL,
        yStrikeoutPosition=5 * UNITS_PER_PIXEL,
        ulCodePageRange1=0x00000001,  # Latin 1
        ulCodePageRange2=0,
        # Latin text, book or bold weight, monospaced
        panose=Panose(bFamilyType=2, bWeight=8 if bold else 5, bProportion=9),
    )
    builder.font["OS/2"].recalcUnicodeRanges(builder.font)
    builder.setupPost(
        isFixedPitch=1,
        underlinePosition=-UNITS_PER_PIXEL - UNITS_PER_PIXEL // 2,  # centre of the row under it
        underlineThickness=UNITS_PER_PIXEL,
    )
    # No smoothing at any size: a pixel font must stay black and white (honoured on Windows).
    gasp = newTable("gasp")
    gasp.version = 1
    gasp.gaspRange = {0xFFFF: 0x0001}  # GRIDFIT only, never GRAYSCALE
    builder.font["gasp"] = gasp
    _setup_native_hinting(builder)
    head = builder.font["head"]
    head.fontRevision = float(VERSION)
    head.created = TIMESTAMP
    head.modified = TIMESTAMP
    head.macStyle = 0x0001 if bold else 0x0000
    head.flags |= 0x0008  # integer pixel sizes: the grid must never be scaled by fractions
    head.lowestRecPPEM = CELL_HEIGHT
    builder.font.recalcTimestamp = False
    return builder.font


def build_collection(glyphs: list[Glyph]) -> TTCollection:
    """Regular and bold in one file, so that ``QFont.setBold`` finds a real bold face.

    Without a bold face Qt either ignores bold (as on the offscreen platform) or lets FreeType
    embolden the outlines by a fraction of a pixel, which smears them. One file keeps the font
    a single resource; Qt, FreeType and fontconfig read collections whatever the file is called.
    """
    collection = TTCollection()
    collection.fonts = [build_face(glyphs, REGULAR), build_face(glyphs, BOLD)]
    return collection


def main(argv: list[str] | None = None) -> int:
    """Command line entry: read the glyphs, write the font, report what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--glyphs", type=Path, default=GLYPHS_FILE, help="pixel art to read")
    parser.add_argument("--output", type=Path, default=FONT_FILE, help="TrueType file to write")
    args = parser.parse_args(argv)
    glyphs = parse_glyphs(args.glyphs.read_text(encoding="utf-8"), str(args.glyphs))
    collection = build_collection(glyphs)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    collection.save(str(args.output), shareTables=True)
    print(f"wrote {args.output} ({len(glyphs)} characters, {args.output.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
