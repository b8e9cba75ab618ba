"""Draw the accented letters of Latin-1 and Latin Extended-A for the GEM font (issue 17).

    .venv/bin/python tools/compose_gem_accents.py     # appends to tools/gemfont_glyphs.txt

Names like "José Núñez", "Émile" or "Łukasz" showed hollow boxes.  Every letter of the two
blocks that Unicode decomposes into a base letter and a mark (Á = A + acute, ň = n + caron …)
is drawn here from the font's own base letter and one of the marks below, placed on the
font's grid: above capitals in rows 0–1, above small letters in rows 2–3 (above the tall
ones, b d h k l, in rows 0–1; their caron is the apostrophe-like stroke to the right),
cedilla and ogonek in rows 13–14.  The letters with a stroke (Đ Ħ Ł Ø Ŧ …) and a few
signs (¨ ´ ¸ ¯, ı) are made the same way.  What this cannot make (Æ, Œ,
Þ, ß-like ligatures, superscripts …) is left to the system's fonts, which Qt falls back to
(:mod:`cardsuite.ui.fonts`).  The output is ordinary pixel art: it is appended to the glyph
file once, and from then on edited there by hand like every other glyph; characters the
file already has are never touched.
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_gem_font import GLYPHS_FILE, parse_glyphs  # noqa: E402

Art = list[list[bool]]

# Marks as (row offset, pattern) pairs; "above" patterns are 2 rows, placed at the top row
# given by the letter's height; "below" ones start at row 13.  Columns are for a small letter
# (centred on columns 2–3); capitals shift one to the right.
ABOVE = {
    "0301": ("....#...", "...#...."),  # acute
    "0300": (".#......", "..#....."),  # grave
    "0302": ("..##....", ".#..#..."),  # circumflex
    "030C": (".#..#...", "..##...."),  # caron
    "0308": ("........", ".#..#..."),  # diaeresis
    "0303": (".##.#...", "#..##..."),  # tilde
    "030A": ("..##....", "..##...."),  # ring (a small square)
    "0304": ("........", ".####..."),  # macron
    "0306": ("#...#...", ".###...."),  # breve
    "0307": ("........", "...#...."),  # dot above
    "030B": ("...#.#..", "..#.#..."),  # double acute
}
BELOW = {
    "0327": ("...#....", "..##...."),  # cedilla
    "0328": ("...#....", "....##.."),  # ogonek
}
TALL = set("bdhklt")


def _rows(pattern: tuple[str, ...], shift: int) -> list[list[bool]]:
    rows = []
    for text in pattern:
        row = [False] * 8
        for column, pixel in enumerate(text):
            if pixel == "#" and 0 <= column + shift < 7:
                row[column + shift] = True
        rows.append(row)
    return rows


def _paint(art: Art, top: int, rows: list[list[bool]]) -> None:
    for offset, row in enumerate(rows):
        for column, ink in enumerate(row):
            if ink:
                art[top + offset][column] = True


def _line(art: Art, start: tuple[int, int], end: tuple[int, int]) -> None:
    (r0, c0), (r1, c1) = start, end
    steps = max(abs(r1 - r0), abs(c1 - c0))
    for step in range(steps + 1):
        row = round(r0 + (r1 - r0) * step / steps)
        column = round(c0 + (c1 - c0) * step / steps)
        if 0 <= column < 7:
            art[row][column] = True


def compose(base: Art, base_char: str, mark: str) -> Art | None:
    art = [row[:] for row in base]
    capital = base_char.isupper()
    shift = 1 if capital else 0
    if mark in BELOW:
        _paint(art, 13, _rows(BELOW[mark], shift))
        return art
    if mark not in ABOVE:
        return None
    if base_char in "ij":  # the dot gives way to the accent
        art[3] = [False] * 8
    if base_char in TALL and mark == "030C":  # ď ľ ť: the caron as a stroke to the right
        right = max(c for row in art for c, ink in enumerate(row) if ink)
        column = min(right + 1, 6) if base_char != "d" else 6
        art[2][column] = art[3][column] = True
        return art
    top = 0 if capital or base_char in TALL else 2
    _paint(art, top, _rows(ABOVE[mark], shift))
    return art


def _stem(art: Art) -> int:
    return min(c for row in art for c, ink in enumerate(row) if ink)


def strokes(glyphs: dict[str, Art]) -> dict[str, Art]:
    """The letters with a stroke and the lone signs, from the base letters."""
    made: dict[str, Art] = {}

    def with_(base: str, *pixels: tuple[int, int]) -> Art:
        art = [row[:] for row in glyphs[base]]
        for row, column in pixels:
            art[row][column] = True
        return art

    made["Đ"] = made["Ð"] = with_("D", (7, 1), (7, 2))
    made["đ"] = with_("d", (3, 3), (3, 4), (3, 6))
    made["Ħ"] = with_("H", *((4, c) for c in range(7)))
    made["ħ"] = with_("h", *((3, c) for c in range(4)))
    made["Ŧ"] = with_("T", *((7, c) for c in range(1, 6)))
    made["ŧ"] = with_("t", *((8, c) for c in range(1, 4)))
    for base, name in (("L", "Ł"), ("l", "ł")):
        art = [row[:] for row in glyphs[base]]
        stem = _stem(art) if base == "L" else 3
        _line(art, (9, stem - 1), (6, stem + 2))
        made[name] = art
    for base, name, top in (("O", "Ø", 2), ("o", "ø", 5)):
        art = [row[:] for row in glyphs[base]]
        _line(art, (12, 0), (top, 6))
        made[name] = art
    made["Ŀ"] = with_("L", (7, 4))
    made["ŀ"] = with_("l", (7, 5))
    dotless = [row[:] for row in glyphs["i"]]
    dotless[3] = [False] * 8
    made["ı"] = dotless
    for sign, mark in (("¨", "0308"), ("´", "0301"), ("¯", "0304")):
        art = [[False] * 8 for _ in range(16)]
        _paint(art, 2, _rows(ABOVE[mark], 0))
        made[sign] = art
    art = [[False] * 8 for _ in range(16)]
    _paint(art, 13, _rows(BELOW["0327"], 0))
    made["¸"] = art
    return made


def main() -> int:
    text = GLYPHS_FILE.read_text(encoding="utf-8")
    existing = {chr(glyph.codepoint): [list(row) for row in glyph.rows]
                for glyph in parse_glyphs(text, str(GLYPHS_FILE))}
    new: dict[str, Art] = {}
    for code in list(range(0xA0, 0x100)) + list(range(0x100, 0x180)):
        char = chr(code)
        if char in existing:
            continue
        parts = unicodedata.decomposition(char).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            base, mark = chr(int(parts[0], 16)), parts[1]
            if base in existing:
                art = compose(existing[base], base, mark)
                if art is not None:
                    new[char] = art
    for char, art in strokes(existing).items():
        if char not in existing and char not in new:
            new[char] = art
    blocks = ["", "; Latin-1 and Latin Extended-A letters, first composed by",
              "; tools/compose_gem_accents.py from the base letters and marks; edit freely."]
    for char in sorted(new, key=ord):
        name = unicodedata.name(char, "").lower() or f"u+{ord(char):04x}"
        blocks.append(f"\nU+{ord(char):04X} {char if char.isprintable() else name}")
        blocks.extend("".join("#" if ink else "." for ink in row) for row in new[char])
    with GLYPHS_FILE.open("a", encoding="utf-8") as stream:
        stream.write("\n".join(blocks) + "\n")
    print(f"{len(new)} glyphs appended to {GLYPHS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
