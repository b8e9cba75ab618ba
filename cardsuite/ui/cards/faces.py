"""Card faces, backs, empty pile places and drag frames, drawn by the suite itself.

Why drawn and not loaded: the suite ships no copied card artwork, and the GEM
look needs control over every pixel, which scaled bitmaps cannot give.  So each
picture is painted with ``QPainter`` from vector shapes and small pixel glyphs
at exactly the device size a board asks for, and cached, because boards ask for
the same few sizes again and again and every window resize asks for new ones.

Monochrome ("ST High") pictures hold only black, white and transparent pixels:
antialiasing is off, red suits are hollow outlines and black suits are solid,
so the colour shows at a glance in one bit; large red areas (a court figure's
robe) use the 50 % dither instead.  The colour theme ("ST Medium") paints
hearts and diamonds red and stays within the ST's four colours, so it is not
antialiased either.

The corner index is the rank over a small pip.  Ranks use the suite's bold GEM
font at whole multiples of 16 px (sharp only there); below 64 px of card width
that font would fill a third of the card, so the ranks come from a 5×7 pixel
alphabet of our own, which also stands in when the font file is missing.  Pips
under 12 px are hand-drawn pixel shapes for the same reason: a rasterised
curve that small loses the suit's character.

Court cards carry a framed panel with a bust: crown and beard for the king,
veil and tiara for the queen, a feathered cap for the jack, each with the
suit's colour on the robe and, where the card is large enough, a sceptre, a
rose or a halberd.  The lower half is the upper one turned round, as on real
cards; narrow panels show a close-up of head and headdress.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.ui import fonts
from cardsuite.ui.gem.theme import GREEN, Theme, dither_brush

CACHE_LIMIT = 400  # pixmaps kept; a board uses < 60 per size, resizing walks through sizes
MIN_FACE = (24, 32)  # below this a face shows only its pip: there is no room for an index

_RANK_LABELS = {rank: ("10" if rank == Rank.TEN else rank.code) for rank in Rank}

#: The decks: the French deck, red and black; the four-colour tournament deck (♣ black,
#: ♠ green, ♥ red, ♦ orange, as at Skat tournaments).  Four colours need the colour theme;
#: in monochrome the four-colour deck is the French one (hollow and solid suits).
FRENCH, FOUR_COLOUR = "french", "four_colour"
DECKS = (FRENCH, FOUR_COLOUR)
#: The diamonds of the four-colour deck: the colour theme's fifth colour (the ST's palette
#: had 512 to choose four from at a time: 7-4-0, the nearest to the tournament orange).
ORANGE = QColor(255, 146, 0)


@dataclass(frozen=True)
class _Palette:
    """A theme's colours as plain numbers, so painted parts can be cached by them."""

    paper_rgba: int
    ink_rgba: int
    red_rgba: int
    black_rgba: int
    back_rgba: int
    is_colour: bool
    four_colour: bool = False

    @classmethod
    def of(cls, theme: Theme, deck: str = FRENCH) -> _Palette:
        if deck not in DECKS:
            raise ValueError(f"no deck called {deck!r}; choose one of {', '.join(DECKS)}")
        return cls(
            theme.paper.rgba(), theme.ink.rgba(), theme.red_suit.rgba(),
            theme.black_suit.rgba(), theme.card_back.rgba(), theme.is_colour,
            deck == FOUR_COLOUR and theme.is_colour,
        )

    @property
    def paper(self) -> QColor:
        return QColor.fromRgba(self.paper_rgba)

    @property
    def ink(self) -> QColor:
        return QColor.fromRgba(self.ink_rgba)

    @property
    def card_back(self) -> QColor:
        return QColor.fromRgba(self.back_rgba)

    def suit(self, suit: Suit) -> QColor:
        """The colour of the suit's pips."""
        if self.four_colour and suit is Suit.SPADES:
            return QColor(GREEN)
        if self.four_colour and suit is Suit.DIAMONDS:
            return QColor(ORANGE)
        return QColor.fromRgba(self.red_rgba if suit.is_red else self.black_rgba)

    def rank(self, suit: Suit) -> QColor:
        """The colour of the index letters: red only where the theme has red."""
        return self.suit(suit) if self.is_colour else self.ink


# --------------------------------------------------------------------------- suit shapes


def _unit_heart() -> QPainterPath:
    left = QPainterPath()
    left.addEllipse(QPointF(0.275, 0.30), 0.245, 0.245)
    right = QPainterPath()
    right.addEllipse(QPointF(0.725, 0.30), 0.245, 0.245)
    body = QPainterPath()
    body.moveTo(0.5, 0.95)
    body.quadTo(0.17, 0.70, 0.05, 0.42)
    body.lineTo(0.5, 0.30)
    body.lineTo(0.95, 0.42)
    body.quadTo(0.83, 0.70, 0.5, 0.95)
    body.closeSubpath()
    return left.united(right).united(body)


def _unit_stem(top: float) -> QPainterPath:
    stem = QPainterPath()
    stem.moveTo(0.455, top)
    stem.quadTo(0.45, 0.86, 0.26, 0.97)
    stem.lineTo(0.74, 0.97)
    stem.quadTo(0.55, 0.86, 0.545, top)
    stem.closeSubpath()
    return stem


def _unit_spade() -> QPainterPath:
    left = QPainterPath()
    left.addEllipse(QPointF(0.275, 0.57), 0.225, 0.225)
    right = QPainterPath()
    right.addEllipse(QPointF(0.725, 0.57), 0.225, 0.225)
    body = QPainterPath()
    body.moveTo(0.5, 0.02)
    body.quadTo(0.20, 0.28, 0.065, 0.48)
    body.lineTo(0.5, 0.62)
    body.lineTo(0.935, 0.48)
    body.quadTo(0.80, 0.28, 0.5, 0.02)
    body.closeSubpath()
    return left.united(right).united(body).united(_unit_stem(0.6))


def _unit_club() -> QPainterPath:
    shape = QPainterPath()
    for cx, cy in ((0.5, 0.245), (0.255, 0.585), (0.745, 0.585)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), 0.215, 0.215)
        shape = shape.united(leaf)
    middle = QPainterPath()
    middle.addEllipse(QPointF(0.5, 0.55), 0.13, 0.13)
    return shape.united(middle).united(_unit_stem(0.55))


def _unit_diamond() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.5, 0.0)
    path.lineTo(0.89, 0.5)
    path.lineTo(0.5, 1.0)
    path.lineTo(0.11, 0.5)
    path.closeSubpath()
    return path


_UNIT_SHAPES: dict[Suit, Callable[[], QPainterPath]] = {
    Suit.CLUBS: _unit_club,
    Suit.DIAMONDS: _unit_diamond,
    Suit.HEARTS: _unit_heart,
    Suit.SPADES: _unit_spade,
}


@lru_cache(maxsize=4)
def _unit_shape(suit: Suit) -> QPainterPath:
    return _UNIT_SHAPES[suit]()


def suit_path(suit: Suit, size: float) -> QPainterPath:
    """The suit's pip as a vector shape filling a ``size``×``size`` box at the origin.

    Boards use it for their own marks (a foundation, a trump indicator); the faces
    fill it for pips of 12 px and more.  Smaller pips are hand-made pixel art and
    diamonds are cut row by row, in the same proportions, because a rasterised
    curve or point that small comes out lopsided.
    """
    return QTransform.fromScale(size, size).map(_unit_shape(suit))


# --------------------------------------------------------------------------- pixel helpers


def _new_image(width: int, height: int) -> QImage:
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


@contextmanager
def _painting(image: QImage) -> Iterator[QPainter]:
    """A painter that never smooths, so every pixel is one of the theme's colours.

    It is ended even when drawing fails: Qt aborts on an image destroyed mid-paint.
    """
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, False)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    try:
        yield painter
    finally:
        painter.end()


def _composed(
    image: QImage, mode: QPainter.CompositionMode, *layers: tuple[int, int, QImage]
) -> QImage:
    """A copy of ``image`` with the layers drawn on it in one composition mode."""
    result = image.copy()
    with _painting(result) as painter:
        painter.setCompositionMode(mode)
        for x, y, layer in layers:
            painter.drawImage(x, y, layer)
    return result


def _tinted(mask: QImage, colour: QColor) -> QImage:
    """The mask's opaque pixels in one colour."""
    result = mask.copy()
    with _painting(result) as painter:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(result.rect(), colour)
    return result


def _eroded(mask: QImage, steps: int) -> QImage:
    """The mask shrunk by ``steps`` pixels (4-neighbourhood); it needs a transparent margin.

    Eroding instead of stroking a path gives outlines exactly one pixel thick and
    exactly inside the shape, which a 1 px pen without antialiasing does not.
    """
    image = mask
    shifts = ((1, 0), (-1, 0), (0, 1), (0, -1))
    for _ in range(steps):
        keep = QPainter.CompositionMode.CompositionMode_DestinationIn
        image = _composed(image, keep, *((dx, dy, image) for dx, dy in shifts))
        # drawImage leaves the strip a shifted copy does not cover: clear the margin ring
        with _painting(image) as painter:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
            w, h = image.width(), image.height()
            for rect in (QRect(0, 0, w, 1), QRect(0, h - 1, w, 1), QRect(0, 0, 1, h)):
                painter.fillRect(rect, Qt.GlobalColor.transparent)
            painter.fillRect(QRect(w - 1, 0, 1, h), Qt.GlobalColor.transparent)
    return image


def _minus(image: QImage, mask: QImage) -> QImage:
    """``image`` with the pixels of ``mask`` made transparent."""
    return _composed(image, QPainter.CompositionMode.CompositionMode_DestinationOut, (0, 0, mask))


def _opaque_pixels(image: QImage) -> list[tuple[int, int]]:
    width, height = image.width(), image.height()
    stride = image.bytesPerLine()
    data = bytes(image.constBits())
    return [(x, y) for y in range(height) for x in range(width) if data[y * stride + 4 * x + 3]]


def _dotted(image: QImage) -> QImage:
    """Every other pixel along an outline: the GEM way of showing something faint.

    A plain checker would keep or drop whole 45° edges (a diamond's sides), so
    the outline is walked pixel by pixel and every second one dropped.
    """
    result = image.copy()
    for x, y in _walk(_opaque_pixels(image))[1::2]:
        result.setPixel(x, y, 0)
    return result


def _walk(pixels: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pixels of thin lines in the order a pen would draw them, one line after another."""
    left = set(pixels)
    order: list[tuple[int, int]] = []
    while left:
        current: tuple[int, int] | None = min(left, key=lambda p: (p[1], p[0]))
        while current is not None:
            left.discard(current)
            order.append(current)
            x, y = current
            steps = (
                (x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1),
                (x + 1, y + 1), (x - 1, y + 1), (x - 1, y - 1), (x + 1, y - 1),
            )
            current = next((step for step in steps if step in left), None)
    return order


def _turned(image: QImage) -> QImage:
    """The image turned by 180°, pixel for pixel (the lower half of a card)."""
    return image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)


def _ink_box(image: QImage) -> QRect:
    """The smallest rectangle holding every non-transparent pixel (empty if none)."""
    width, height = image.width(), image.height()
    stride = image.bytesPerLine()
    data = bytes(image.constBits())
    left, top, right, bottom = width, height, -1, -1
    for y in range(height):
        alphas = data[y * stride + 3 : y * stride + 4 * width : 4]
        if not any(alphas):
            continue
        first = next(i for i, a in enumerate(alphas) if a)
        last = width - 1 - next(i for i, a in enumerate(reversed(alphas)) if a)
        left, right = min(left, first), max(right, last)
        top, bottom = min(top, y), max(bottom, y)
    if right < 0:
        return QRect()
    return QRect(left, top, right - left + 1, bottom - top + 1)


def _bitmap(rows: tuple[str, ...], scale: int, colour: QColor) -> QImage:
    """Pixel art given as rows of ``#`` and ``.``, each pixel a ``scale``×``scale`` block."""
    image = _new_image(len(rows[0]) * scale, len(rows) * scale)
    with _painting(image) as painter:
        for y, row in enumerate(rows):
            for x, bit in enumerate(row):
                if bit == "#":
                    painter.fillRect(x * scale, y * scale, scale, scale, colour)
    return image


# --------------------------------------------------------------------------- pips


_PAD = 4  # transparent margin kept around a pip while it is eroded

# Below 12 pixels a rasterised curve loses the suit's character, so the small pips
# are drawn by hand, pixel by pixel, as solid shapes; hollow ones are cut from them.
_PIXEL_PIPS: dict[int, dict[Suit, tuple[str, ...]]] = {
    5: {
        Suit.CLUBS: (".###.", ".###.", "#####", "#.#.#", "..#.."),
        Suit.DIAMONDS: ("..#..", ".###.", "#####", ".###.", "..#.."),
        Suit.HEARTS: ("##.##", "#####", "#####", ".###.", "..#.."),
        Suit.SPADES: ("..#..", ".###.", "#####", "#.#.#", "..#.."),
    },
    7: {
        Suit.CLUBS: (
            "..###..", "..###..", "##.#.##", "#######", "##.#.##", "...#...", "..###..",
        ),
        Suit.DIAMONDS: (
            "...#...", "..###..", ".#####.", "#######", ".#####.", "..###..", "...#...",
        ),
        Suit.HEARTS: (
            ".##.##.", "#######", "#######", ".#####.", "..###..", "...#...", ".......",
        ),
        Suit.SPADES: (
            "...#...", "..###..", ".#####.", "#######", "#######", ".#.#.#.", "..###..",
        ),
    },
    9: {
        Suit.CLUBS: (
            "...###...", "..#####..", "..#####..", "...###...", ".##.#.##.",
            "#########", "#########", ".##.#.##.", "...###...",
        ),
        Suit.DIAMONDS: (
            "....#....", "...###...", "...###...", "..#####..", ".#######.",
            "..#####..", "...###...", "...###...", "....#....",
        ),
        Suit.HEARTS: (
            ".##...##.", "####.####", "#########", "#########", ".#######.",
            "..#####..", "...###...", "....#....", ".........",
        ),
        Suit.SPADES: (
            "....#....", "...###...", "..#####..", ".#######.", "#########",
            "#########", ".##.#.##.", "....#....", "...###...",
        ),
    },
    11: {
        Suit.CLUBS: (
            "....###....", "...#####...", "...#####...", "...#####...", ".##.###.##.",
            "###########", "###########", "###########", ".###.#.###.", ".....#.....",
            "...#####...",
        ),
        Suit.DIAMONDS: (
            ".....#.....", "....###....", "....###....", "...#####...", "..#######..",
            ".#########.", "..#######..", "...#####...", "....###....", "....###....",
            ".....#.....",
        ),
        Suit.HEARTS: (
            "..##...##..", ".####.####.", "###########", "###########", "###########",
            ".#########.", "..#######..", "...#####...", "....###....", ".....#.....",
            "...........",
        ),
        Suit.SPADES: (
            ".....#.....", "....###....", "...#####...", "..#######..", ".#########.",
            "###########", "###########", "###########", ".###.#.###.", ".....#.....",
            "...#####...",
        ),
    },
}


@lru_cache(maxsize=512)
def _pip_mask(suit: Suit, size: int) -> QImage:
    """The pip as black on transparent, with a margin of ``_PAD`` pixels all round."""
    image = _new_image(size + 2 * _PAD, size + 2 * _PAD)
    black = QColor(0, 0, 0)
    drawn = max((n for n in _PIXEL_PIPS if n <= size), default=0)
    if size < 12 and drawn:
        offset = (size - drawn) // 2
        with _painting(image) as painter:
            pixels = _bitmap(_PIXEL_PIPS[drawn][suit], 1, black)
            painter.drawImage(_PAD + offset, _PAD + offset, pixels)
    elif suit == Suit.DIAMONDS and size >= 5:  # row by row, so its points are never cut off
        odd = size - 1 + size % 2  # an odd width gives one-pixel points
        middle = (odd - 1) / 2
        reach = (odd * 0.78 - 1) / 2
        lefts = [
            math.ceil(middle - reach * (1 - abs(y - middle) / middle) - 0.5) for y in range(odd)
        ]
        lefts[1] = lefts[-2] = min(lefts[1], lefts[0] - 1)  # a point, not a blunt 2×2 block
        with _painting(image) as painter:
            for y, left in enumerate(lefts):
                painter.fillRect(_PAD + left, _PAD + y, odd - 2 * left, 1, black)
    else:
        with _painting(image) as painter:
            painter.translate(_PAD, _PAD)
            painter.fillPath(suit_path(suit, size), black)
    return image


def _outline_width(size: int) -> int:
    return 1 if size < 40 else 2 if size < 80 else 3


@lru_cache(maxsize=1024)
def _pip_image(suit: Suit, size: int, theme: _Palette, style: str) -> QImage:
    """One pip, ``size``×``size``, as the theme shows it.

    ``style`` is ``"plain"`` (index and centre pips), ``"ornate"`` (an ace: an
    engraved inner line), or ``"faint"`` (the mark of an empty foundation: a
    dotted outline).
    """
    mask = _pip_mask(suit, size)
    hollow = suit.is_red and not theme.is_colour
    line = _outline_width(size)
    inner = _eroded(mask, line)
    if style == "faint":
        result = _dotted(_tinted(_minus(mask, inner), theme.suit(suit)))
    else:
        layers = [(0, 0, _tinted(mask, theme.suit(suit)))]
        if hollow:
            layers.append((0, 0, _tinted(inner, theme.paper)))
        if style == "ornate":
            gap = _eroded(inner, 1 if size < 40 else 2)
            engraving = _minus(gap, _eroded(gap, 1))
            layers.append((0, 0, _tinted(engraving, theme.ink if hollow else theme.paper)))
        result = _composed(
            _new_image(mask.width(), mask.height()),
            QPainter.CompositionMode.CompositionMode_SourceOver,
            *layers,
        )
    return result.copy(_PAD, _PAD, size, size)


# --------------------------------------------------------------------------- rank glyphs

# Our own 5×7 alphabet for the corner index of small cards: drawn, not taken from a font.
_PIXEL_GLYPHS = {
    "A": (".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
    "2": (".###.", "#...#", "....#", "..##.", ".#...", "#....", "#####"),
    "3": ("####.", "....#", "....#", ".###.", "....#", "....#", "####."),
    "4": ("...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."),
    "5": ("#####", "#....", "####.", "....#", "....#", "#...#", ".###."),
    "6": ("..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."),
    "7": ("#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."),
    "8": (".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."),
    "9": (".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."),
    "10": (".#..##.", "##.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#.#..#", ".#..##."),
    "J": ("..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."),
    "Q": (".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"),
    "K": ("#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"),
}


# The "10" beside the bold GEM font at 16 px (11 rows of capitals): the font's own
# "1" has a foot and its "0" a slash, which together make the widest index of all.
_FONT_TEN = (
    "..##...###..",
    ".###..##.##.",
    "####.##...##",
    "..##.##...##",
    "..##.##...##",
    "..##.##...##",
    "..##.##...##",
    "..##.##...##",
    "..##.##...##",
    "..##..##.##.",
    "..##...###..",
)


_font_ready = False


def _font_available() -> bool:
    """Whether the GEM font can be used (it is made by another tool and may be missing)."""
    global _font_ready
    if not _font_ready:
        try:
            fonts.load_gem_font()
        except (RuntimeError, OSError):
            return False
        _font_ready = True
    return True


def _render_char(char: str, font: QFont, colour: QColor) -> QImage:
    size = font.pixelSize()
    image = _new_image(3 * size, 3 * size)
    with _painting(image) as painter:
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(size, 2 * size, char)
    return image


@lru_cache(maxsize=16)
def _font_cap_rows(pixel_size: int) -> tuple[int, int]:
    """Top and height of the rank characters' common ink band, so all ranks share a baseline."""
    font = fonts.gem_font(pixel_size, bold=True)
    band = QRect()
    for char in "A234567891JQK0":
        band = band.united(_ink_box(_render_char(char, font, QColor(0, 0, 0))))
    return band.top(), band.height()


def _font_text(label: str, pixel_size: int, colour: QColor) -> QImage:
    """The label in the bold GEM font, cropped to the capitals' band; "10" is set narrow."""
    font = fonts.gem_font(pixel_size, bold=True)
    top, height = _font_cap_rows(pixel_size)
    scale = pixel_size // 16
    if label == "10" and height == len(_FONT_TEN) * scale:
        return _bitmap(_FONT_TEN, scale, colour)
    gap = max(1, scale)
    pieces = []
    for char in label:
        image = _render_char(char, font, colour)
        box = _ink_box(image)
        pieces.append(image.copy(box.left(), top, box.width(), height))
    layers, x = [], 0
    for piece in pieces:
        layers.append((x, 0, piece))
        x += piece.width() + gap
    return _composed(
        _new_image(x - gap, height), QPainter.CompositionMode.CompositionMode_SourceOver, *layers
    )


@lru_cache(maxsize=512)
def _rank_image(rank: Rank, scale: int, use_font: bool, rgba: int) -> QImage:
    """A rank label at a pixel scale (pixel alphabet: 5×7 per step; font: 16 px per step)."""
    colour = QColor.fromRgba(rgba)
    label = _RANK_LABELS[rank]
    if use_font:
        return _font_text(label, 16 * scale, colour)
    return _bitmap(_PIXEL_GLYPHS[label], scale, colour)


# --------------------------------------------------------------------------- card outline

_CORNER_INSETS = {1: (1,), 2: (2, 1), 3: (3, 1, 1), 4: (4, 2, 1, 1), 5: (5, 3, 2, 1, 1)}


def _corner_radius(width: int) -> int:
    return 2 if width < 64 else 3 if width < 120 else 4 if width < 180 else 5


@dataclass(frozen=True)
class _Shape:
    """A card's rounded rectangle as pixel rows: what is card, and what is its 1 px border."""

    spans: tuple[tuple[int, int], ...]  # first and last card pixel of each row
    border: tuple[tuple[int, int, int], ...]  # runs (x, y, length) of border pixels

    def border_pixels(self) -> list[tuple[int, int]]:
        return [(x + i, y) for x, y, length in self.border for i in range(length)]


@lru_cache(maxsize=64)
def _shape(width: int, height: int, radius: int) -> _Shape:
    """The rounded rectangle, cut by hand: Qt's rounded rects are uneven without smoothing."""
    depth_limit = min(radius, 5, width // 4, height // 4)
    insets = _CORNER_INSETS[depth_limit] if depth_limit > 0 else ()
    spans = []
    for y in range(height):
        depth = min(y, height - 1 - y)
        inset = insets[depth] if depth < len(insets) else 0
        spans.append((inset, width - 1 - inset))
    border = []
    for y, (left, right) in enumerate(spans):
        if y == 0 or y == height - 1:
            border.append((left, y, right - left + 1))
            continue
        # a pixel is border where the row above or below does not reach it
        inner_left = max(spans[y - 1][0], spans[y + 1][0])
        inner_right = min(spans[y - 1][1], spans[y + 1][1])
        left_end = max(left, inner_left - 1)
        right_start = min(right, inner_right + 1)
        if left_end + 1 >= right_start:
            border.append((left, y, right - left + 1))
        else:
            border.append((left, y, left_end - left + 1))
            border.append((right_start, y, right - right_start + 1))
    return _Shape(tuple(spans), tuple(border))


def _paint_blank(painter: QPainter, shape: _Shape, paper: QColor, ink: QColor) -> None:
    for y, (left, right) in enumerate(shape.spans):
        painter.fillRect(left, y, right - left + 1, 1, paper)
    _paint_border(painter, shape, ink)


def _paint_border(painter: QPainter, shape: _Shape, ink: QColor) -> None:
    for x, y, length in shape.border:
        painter.fillRect(x, y, length, 1, ink)


def _paint_frame(painter: QPainter, rect: QRect, colour: QColor) -> None:
    """A 1 px rectangle just inside ``rect``."""
    painter.fillRect(rect.left(), rect.top(), rect.width(), 1, colour)
    painter.fillRect(rect.left(), rect.bottom(), rect.width(), 1, colour)
    painter.fillRect(rect.left(), rect.top(), 1, rect.height(), colour)
    painter.fillRect(rect.right(), rect.top(), 1, rect.height(), colour)


# --------------------------------------------------------------------------- layout


@dataclass(frozen=True)
class _Layout:
    """Where things go on a face of one size; all values in device pixels."""

    width: int
    height: int
    radius: int
    margin: int
    rank_scale: int  # pixel alphabet scale, or font scale (16 px steps) when use_font
    use_font: bool
    index_width: int  # the index column; rank and pip are centred in it
    index_pip: int
    index_gap: int  # between the rank and its pip
    area: QRect  # where the centre pips go, and the court panel
    pip: int  # centre pip size
    ace: int  # the ace's one pip


def _font_scale(width: int) -> int:
    return 1 if width < 140 else 2 if width < 280 else 3


@lru_cache(maxsize=128)
def _layout(width: int, height: int, use_font: bool) -> _Layout:
    if width < 64:  # the 16 px font would fill a third of the card's width
        use_font, scale = False, 1
    elif use_font:
        scale = _font_scale(width)
    else:
        scale = _font_scale(width) + 1
    ink = QColor(0, 0, 0).rgba()
    ranks = [_rank_image(rank, scale, use_font, ink) for rank in Rank]
    rank_height = ranks[0].height()
    index_pip = max(7, round(rank_height * 0.8))
    index_width = max(max(image.width() for image in ranks), index_pip)
    margin = 2 if width < 48 else 3 if width < 80 else round(width * 0.04)
    left = margin + index_width + max(2, round(width * 0.03))
    area = QRect(left, margin, width - 2 * left, height - 2 * margin)
    pip = _largest_pip(width, height, area)
    ace = max(pip, min(area.width(), round(area.height() * 0.5), round(width * 0.5)))
    ace -= (width - ace) % 2
    return _Layout(
        width, height, _corner_radius(width), margin, scale, use_font, index_width,
        index_pip, max(1, rank_height // 7), area, pip, ace,
    )


# Classic pip layouts: (column 0 left / 1 middle / 2 right, row 0 top … 1 bottom).
_SIDES_4 = [(0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)]
_SIDES_6 = _SIDES_4 + [(0, 0.5), (2, 0.5)]
_SIDES_8 = _SIDES_4 + [(c, r) for c in (0, 2) for r in (1 / 3, 2 / 3)]
_PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0.0), (1, 1.0)],
    3: [(1, 0.0), (1, 0.5), (1, 1.0)],
    4: _SIDES_4,
    5: _SIDES_4 + [(1, 0.5)],
    6: _SIDES_6,
    7: _SIDES_6 + [(1, 0.25)],
    8: _SIDES_6 + [(1, 0.25), (1, 0.75)],
    9: _SIDES_8 + [(1, 0.5)],
    10: _SIDES_8 + [(1, 1 / 6), (1, 5 / 6)],
}


def _pip_spots(
    count: int, width: int, height: int, area: QRect, size: int
) -> list[tuple[int, int, bool]]:
    """Top-left corners of a number card's pips, and whether each is upside down.

    The lower pips are mirrors of the upper ones through the card's centre, so
    the card reads the same either way up, pixel for pixel.
    """
    columns = (area.left(), (width - size) // 2, width - area.left() - size)
    travel = area.height() - size
    spots = []
    for column, row in _PIP_LAYOUTS[count]:
        x = columns[column]
        if row < 0.5:
            spots.append((x, area.top() + round(row * travel), False))
        elif row > 0.5:
            spots.append((x, height - area.top() - round((1 - row) * travel) - size, True))
        else:
            spots.append((x, (height - size) // 2, False))
    return spots


def _largest_pip(width: int, height: int, area: QRect) -> int:
    """The biggest centre pip with which no two pips of any number card touch.

    The two side columns keep at least 0.4 pip of air between them, or a four
    reads as two pairs of twins.
    """
    space = width // 50  # tiny cards may let the ten's pips touch corner to corner
    size = round(width * 0.22)
    while size > 5:
        # a middle column exactly in the middle; small pips are hand-drawn at odd sizes
        centred = size < 12 or (width - size) % 2 == 0
        if centred and area.width() - 2 * size >= 0.4 * size and all(
            _apart(_pip_spots(count, width, height, area, size), size + space)
            for count in range(2, 11)
        ):
            break
        size -= 1
    return size


def _apart(spots: list[tuple[int, int, bool]], distance: int) -> bool:
    return all(
        abs(x1 - x2) >= distance or abs(y1 - y2) >= distance
        for i, (x1, y1, _) in enumerate(spots)
        for x2, y2, _ in spots[i + 1 :]
    )


# --------------------------------------------------------------------------- faces


def _paint_index(painter: QPainter, card: Card, layout: _Layout, theme: _Palette) -> None:
    """Rank over pip, top left, and the same turned round at the bottom right."""
    colour = theme.rank(card.suit).rgba()
    rank = _rank_image(card.rank, layout.rank_scale, layout.use_font, colour)
    pip = _pip_image(card.suit, layout.index_pip, theme, "plain")
    width = layout.index_width
    index = _composed(
        _new_image(width, rank.height() + layout.index_gap + pip.height()),
        QPainter.CompositionMode.CompositionMode_SourceOver,
        ((width - rank.width()) // 2, 0, rank),
        ((width - pip.width()) // 2, rank.height() + layout.index_gap, pip),
    )
    m = layout.margin
    painter.drawImage(m, m, index)
    painter.drawImage(
        layout.width - m - index.width(), layout.height - m - index.height(), _turned(index)
    )


def _paint_pips(painter: QPainter, card: Card, layout: _Layout, theme: _Palette) -> None:
    upright = _pip_image(card.suit, layout.pip, theme, "plain")
    flipped = _turned(upright)
    spots = _pip_spots(int(card.rank), layout.width, layout.height, layout.area, layout.pip)
    for x, y, turned in spots:
        painter.drawImage(x, y, flipped if turned else upright)


def _paint_ace(painter: QPainter, card: Card, layout: _Layout, theme: _Palette) -> None:
    size = layout.ace
    pip = _pip_image(card.suit, size, theme, "ornate")
    painter.drawImage((layout.width - size) // 2, (layout.height - size) // 2, pip)


@dataclass(frozen=True)
class _Inks:
    """What a court figure is painted with in one suit and theme."""

    paper: QColor
    line: QColor
    cloth: QBrush  # the suit's colour on large areas (dithered for red in mono)
    hair: QColor


def _inks(suit: Suit, theme: _Palette) -> _Inks:
    if theme.is_colour:
        cloth = QBrush(theme.suit(suit))
    elif suit.is_red:
        cloth = dither_brush(theme.ink, theme.paper)
    else:
        cloth = QBrush(theme.ink)
    return _Inks(theme.paper, theme.ink, cloth, theme.ink)


_Point = tuple[float, float]


class _Figure:
    """Draws a court figure's bust in figure units: origin at the bottom centre, y up.

    One unit is the figure's height.  Shapes are filled and outlined with a line
    of one pixel (more on large cards), never smoothed; the small features (eyes,
    trims, what the figure holds) appear only where there are pixels enough.
    """

    def __init__(self, painter: QPainter, origin: QPointF, unit: float, inks: _Inks) -> None:
        self.painter = painter
        self.origin = origin
        self.unit = unit
        self.inks = inks
        self.detailed = unit >= 34
        self.pen = QPen(inks.line, max(1, round(unit / 60)))
        self.pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.unit, self.origin.y() - y * self.unit)

    def polygon(self, *points: _Point) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF([self.point(x, y) for x, y in points]))
        path.closeSubpath()
        return path

    def box(self, left: float, bottom: float, right: float, top: float) -> QPainterPath:
        return self.polygon((left, bottom), (left, top), (right, top), (right, bottom))

    def ellipse(self, x: float, y: float, rx: float, ry: float | None = None) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.point(x, y), rx * self.unit, (rx if ry is None else ry) * self.unit)
        return path

    def curve(self, start: _Point, *segments: tuple[float, ...]) -> QPainterPath:
        """A closed path of cubic segments, each given as (c1x, c1y, c2x, c2y, x, y)."""
        path = QPainterPath(self.point(*start))
        for c1x, c1y, c2x, c2y, x, y in segments:
            path.cubicTo(self.point(c1x, c1y), self.point(c2x, c2y), self.point(x, y))
        path.closeSubpath()
        return path

    def draw(self, path: QPainterPath, fill: QBrush | QColor, outline: bool = True) -> None:
        self.painter.fillPath(path, fill)
        if outline:
            self.painter.strokePath(path, self.pen)

    def dot(self, x: float, y: float) -> None:
        size = max(1, round(self.unit / 45))
        centre = self.point(x, y)
        left, top = math.floor(centre.x() - size / 2), math.floor(centre.y() - size / 2)
        self.painter.fillRect(left, top, size, size, self.inks.line)

    def bust(self, rank: Rank) -> None:
        inks = self.inks
        if rank == Rank.QUEEN:  # her veil falls behind head and shoulders
            self.draw(self.curve(
                (-0.29, 0.28), (-0.31, 0.74, -0.17, 0.93, 0.0, 0.93),
                (0.17, 0.93, 0.31, 0.74, 0.29, 0.28),
            ), inks.paper)
        self.draw(self.curve(  # the robe's shoulders
            (-0.48, 0.0), (-0.48, 0.06, -0.47, 0.12, -0.46, 0.17),
            (-0.42, 0.31, -0.26, 0.34, -0.10, 0.36), (-0.03, 0.37, 0.03, 0.37, 0.10, 0.36),
            (0.26, 0.34, 0.42, 0.31, 0.46, 0.17), (0.47, 0.12, 0.48, 0.06, 0.48, 0.0),
        ), inks.cloth)
        {Rank.KING: self.ermine, Rank.QUEEN: self.pearls, Rank.JACK: self.sash}[rank]()
        self.draw(self.polygon((-0.16, 0.36), (0.16, 0.36), (0.0, 0.19)), inks.paper)  # collar
        if self.detailed:
            {Rank.KING: self.sceptre, Rank.QUEEN: self.rose, Rank.JACK: self.halberd}[rank]()
        if rank == Rank.JACK:  # hair to the shoulders, under the cap
            self.draw(self.curve(
                (-0.17, 0.44), (-0.19, 0.60, -0.12, 0.72, 0.0, 0.72),
                (0.12, 0.72, 0.19, 0.60, 0.17, 0.44),
            ), inks.hair)
        self.draw(self.ellipse(0.0, 0.56, 0.13, 0.145), inks.paper)  # the face
        if rank == Rank.KING:  # the beard covers chin and collar
            self.draw(self.curve(
                (-0.13, 0.56), (-0.14, 0.38, -0.06, 0.27, 0.0, 0.26),
                (0.06, 0.27, 0.14, 0.38, 0.13, 0.56),
            ), inks.hair)
            self.draw(self.ellipse(0.0, 0.55, 0.085, 0.07), inks.paper, outline=False)
        if self.detailed:
            self.dot(-0.045, 0.585)
            self.dot(0.045, 0.585)
            mouth = QPainterPath(self.point(-0.03, 0.5))
            mouth.lineTo(self.point(0.03, 0.5))
            self.painter.strokePath(mouth, self.pen)
        {Rank.KING: self.crown, Rank.QUEEN: self.tiara, Rank.JACK: self.cap}[rank]()

    def ermine(self) -> None:
        """The king's robe opens on an ermine front: white with black tails."""
        self.draw(self.box(-0.08, 0.0, 0.08, 0.36), self.inks.paper)
        if self.detailed:
            for x, y in ((0.0, 0.07), (-0.035, 0.16), (0.035, 0.16), (0.0, 0.25)):
                tail = self.polygon((x, y + 0.035), (x - 0.014, y), (x + 0.014, y))
                self.draw(tail, self.inks.line)

    def pearls(self) -> None:
        """The queen wears a string of pearls below her collar."""
        if self.detailed:
            for i in range(7):
                angle = math.pi * (0.15 + 0.7 * i / 6)
                pearl = self.ellipse(0.2 * math.cos(angle), 0.36 - 0.2 * math.sin(angle), 0.02)
                self.draw(pearl, self.inks.paper)

    def sash(self) -> None:
        """The jack's sash crosses his chest from shoulder to hip."""
        sash = self.polygon((-0.36, 0.30), (-0.26, 0.34), (0.40, 0.0), (0.24, 0.0))
        self.draw(sash, self.inks.paper)

    def hand(self, x: float, y: float) -> None:
        self.draw(self.ellipse(x, y, 0.05, 0.045), self.inks.paper)

    def shaft(self, x: float, bottom: float, top: float) -> None:
        self.draw(self.box(x - 0.014, bottom, x + 0.014, top), self.inks.line)

    def sceptre(self) -> None:
        self.shaft(0.34, 0.06, 0.60)
        self.draw(self.ellipse(0.34, 0.64, 0.045), self.inks.paper)
        self.draw(self.box(0.33, 0.68, 0.35, 0.76), self.inks.line)
        self.draw(self.box(0.31, 0.725, 0.37, 0.735), self.inks.line)
        self.hand(0.34, 0.20)

    def rose(self) -> None:
        self.shaft(-0.34, 0.16, 0.52)
        self.draw(self.polygon((-0.34, 0.38), (-0.27, 0.44), (-0.31, 0.37)), self.inks.paper)
        for angle in range(0, 360, 72):
            dx, dy = math.sin(math.radians(angle)), math.cos(math.radians(angle))
            petal = self.ellipse(-0.34 + 0.045 * dx, 0.58 + 0.045 * dy, 0.035)
            self.draw(petal, self.inks.paper)
        self.draw(self.ellipse(-0.34, 0.58, 0.025), self.inks.cloth)
        self.hand(-0.34, 0.20)

    def halberd(self) -> None:
        self.shaft(0.36, 0.0, 0.68)
        self.draw(self.polygon((0.345, 0.68), (0.36, 0.78), (0.375, 0.68)), self.inks.line)
        self.draw(self.curve(
            (0.37, 0.66), (0.41, 0.66, 0.45, 0.67, 0.47, 0.70),
            (0.46, 0.64, 0.46, 0.58, 0.47, 0.54), (0.45, 0.57, 0.41, 0.58, 0.37, 0.58),
        ), self.inks.paper)
        self.draw(self.polygon((0.35, 0.64), (0.30, 0.60), (0.35, 0.60)), self.inks.line)
        self.hand(0.36, 0.22)

    def crown(self) -> None:
        self.draw(self.polygon(
            (-0.16, 0.68), (-0.19, 0.91), (-0.09, 0.79), (0.0, 0.96),
            (0.09, 0.79), (0.19, 0.91), (0.16, 0.68),
        ), self.inks.cloth)
        self.draw(self.box(-0.165, 0.65, 0.165, 0.72), self.inks.paper)
        if self.detailed:
            for x, y in ((-0.19, 0.91), (0.0, 0.96), (0.19, 0.91)):
                self.draw(self.ellipse(x, y + 0.015, 0.025), self.inks.paper)
            for x in (-0.08, 0.0, 0.08):
                self.dot(x, 0.685)

    def tiara(self) -> None:
        self.draw(self.curve(
            (-0.15, 0.66), (-0.10, 0.78, 0.10, 0.78, 0.15, 0.66),
            (0.12, 0.66, 0.12, 0.66, 0.12, 0.66), (0.07, 0.73, -0.07, 0.73, -0.12, 0.66),
        ), self.inks.paper)
        if self.detailed:
            for x, y, r in ((-0.09, 0.765, 0.025), (0.0, 0.80, 0.035), (0.09, 0.765, 0.025)):
                self.draw(self.ellipse(x, y, r), self.inks.paper)
        else:
            self.draw(self.ellipse(0.0, 0.79, 0.045), self.inks.paper)

    def cap(self) -> None:
        self.draw(self.curve(  # the feather
            (0.04, 0.74), (0.05, 0.87, 0.09, 0.95, 0.16, 0.99),
            (0.16, 0.91, 0.15, 0.80, 0.12, 0.72),
        ), self.inks.paper)
        self.draw(self.curve(
            (-0.21, 0.67), (-0.22, 0.84, 0.18, 0.86, 0.23, 0.70),
            (0.23, 0.69, 0.23, 0.68, 0.23, 0.67),
        ), self.inks.cloth)
        self.draw(self.box(-0.23, 0.64, 0.25, 0.69), self.inks.paper)  # the brim


def _paint_court(painter: QPainter, card: Card, layout: _Layout, theme: _Palette) -> None:
    area = layout.area
    # the panel spans rows top..height-1-top, so it is its own mirror image
    panel = QRect(area.left(), area.top(), area.width(), layout.height - 2 * area.top())
    _paint_frame(painter, panel, theme.ink)
    inner = panel.adjusted(1, 1, -1, -1)
    half_height = (inner.height() - 1) // 2
    half = _court_half(card, inner.width(), half_height, layout, theme)
    painter.drawImage(inner.left(), inner.top(), half)
    painter.fillRect(inner.left(), inner.top() + half_height, inner.width(), 1, theme.ink)
    painter.drawImage(inner.left(), inner.bottom() + 1 - half_height, _turned(half))


@lru_cache(maxsize=256)
def _court_half(card: Card, width: int, height: int, layout: _Layout, theme: _Palette) -> QImage:
    """The upper half of a court card's panel; the lower half is this turned round."""
    image = _new_image(width, height)
    inks = _inks(card.suit, theme)
    marked = width >= 40  # room for the panel's own letter and pip beside the figure
    gap = max(1, round(width / 40))  # white rows above the divider keep the two robes apart
    # a narrow panel shows a close-up: head and headdress, the shoulders cut by the frame
    unit = min(height - gap - 1.0, width * (1.0 if marked else 1.9))
    with _painting(image) as painter:
        painter.fillRect(0, 0, width, height, inks.paper)
        _Figure(painter, QPointF(width / 2, height - gap), unit, inks).bust(card.rank)
        if marked:
            colour = theme.rank(card.suit).rgba()
            letter = _rank_image(card.rank, layout.rank_scale, layout.use_font, colour)
            inset = max(2, round(width * 0.04))
            painter.drawImage(inset, inset, letter)
            pip_size = max(7, min(letter.height(), round(width * 0.22)))
            pip = _pip_image(card.suit, pip_size, theme, "plain")
            painter.drawImage(width - inset - pip_size, inset, pip)
    return image


def _paint_face(card: Card, width: int, height: int, theme: _Palette) -> QImage:
    image = _new_image(width, height)
    if width < MIN_FACE[0] or height < MIN_FACE[1]:
        shape = _shape(width, height, 1)
        size = min(width, height) - 4
        with _painting(image) as painter:
            _paint_blank(painter, shape, theme.paper, theme.ink)
            if size >= 5:
                pip = _pip_image(card.suit, size, theme, "plain")
                painter.drawImage((width - size) // 2, (height - size) // 2, pip)
        return image
    layout = _layout(width, height, _font_available())
    shape = _shape(width, height, layout.radius)
    with _painting(image) as painter:
        _paint_blank(painter, shape, theme.paper, theme.ink)
        painter.setClipRect(1, 1, width - 2, height - 2)
        if card.rank == Rank.ACE:
            _paint_ace(painter, card, layout, theme)
        elif card.rank >= Rank.JACK:
            _paint_court(painter, card, layout, theme)
        else:
            _paint_pips(painter, card, layout, theme)
        _paint_index(painter, card, layout, theme)
    return image


# --------------------------------------------------------------------------- backs, places, frames

# The back's fill pattern: a diamond lattice with a dot in every diamond (8×8 pixels).
_BACK_TILE = (
    "#.......",
    ".#.....#",
    "..#...#.",
    "...#.#..",
    "#...#...",
    "...#.#..",
    "..#...#.",
    ".#.....#",
)


def _back_brush(colour: QColor, paper: QColor, scale: int) -> QBrush:
    tile = _new_image(8 * scale, 8 * scale)
    with _painting(tile) as painter:
        painter.fillRect(tile.rect(), paper)
        painter.drawImage(0, 0, _bitmap(_BACK_TILE, scale, colour))
    return QBrush(tile)


def _paint_back(width: int, height: int, theme: _Palette) -> QImage:
    shape = _shape(width, height, _corner_radius(width))
    image = _new_image(width, height)
    inset = 2 if width < 48 else 3 if width < 90 else round(width * 0.035)
    frame = QRect(inset, inset, width - 2 * inset, height - 2 * inset)
    field = frame.adjusted(2, 2, -2, -2)
    scale = 1 if width < 120 else 2
    period = 8 * scale
    with _painting(image) as painter:
        _paint_blank(painter, shape, theme.paper, theme.ink)
        if field.width() > 0 and field.height() > 0:
            _paint_frame(painter, frame, theme.card_back)
            # the lattice is centred, so the back looks the same either way up
            painter.setBrushOrigin(
                field.left() + (field.width() // 2) % period - 4 * scale,
                field.top() + (field.height() // 2) % period - 4 * scale,
            )
            painter.fillRect(field, _back_brush(theme.card_back, theme.paper, scale))
    return image


def _paint_slot(width: int, height: int, theme: _Palette, suit: Suit | None) -> QImage:
    shape = _shape(width, height, _corner_radius(width))
    image = _new_image(width, height)
    for x, y in shape.border_pixels():
        # black and white dots: the place shows on a white table and on a dithered one
        image.setPixelColor(x, y, theme.ink if (x + y) % 2 == 0 else theme.paper)
    size = round(min(width, height / 1.4) * 0.5)
    if suit is not None and size >= 5:
        pip = _pip_image(suit, size, theme, "faint")
        with _painting(image) as painter:
            painter.drawImage((width - size) // 2, (height - size) // 2, pip)
    return image


def _paint_outline(width: int, height: int, theme: _Palette) -> QImage:
    radius = _corner_radius(width)
    image = _new_image(width, height)
    with _painting(image) as painter:
        _paint_border(painter, _shape(width, height, radius), theme.ink)
        if width > 2 and height > 2:  # the white line inside shows the frame on black
            painter.translate(1, 1)
            _paint_border(painter, _shape(width - 2, height - 2, max(1, radius - 1)), theme.paper)
    return image


# --------------------------------------------------------------------------- the cache


class CardFaces:
    """Pixmaps of faces, backs, empty places and drag frames, cached per size and theme.

    Asking twice with the same arguments returns the same ``QPixmap`` object, so
    items can compare pixmaps cheaply; the least recently used pictures are
    dropped beyond ``limit``, since every window size makes new ones.  Sizes are
    device pixels: the pixmaps have a device pixel ratio of 1.
    """

    def __init__(self, limit: int = CACHE_LIMIT) -> None:
        self._limit = limit
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._cache)

    def face(self, card: Card, width: int, height: int, theme: Theme,
             deck: str = FRENCH) -> QPixmap:
        """The face of ``card`` in ``deck``, exactly ``width``×``height`` device pixels."""
        palette = _Palette.of(theme, deck)
        return self._get(
            ("face", card, width, height, theme.key, palette.four_colour),
            width, height, lambda: _paint_face(card, width, height, palette),
        )

    def back(self, width: int, height: int, theme: Theme) -> QPixmap:
        """A card's back: the lattice pattern inside a thin frame."""
        palette = _Palette.of(theme)
        return self._get(
            ("back", width, height, theme.key),
            width, height, lambda: _paint_back(width, height, palette),
        )

    def slot(self, width: int, height: int, theme: Theme, suit: Suit | None = None) -> QPixmap:
        """An empty pile place: a dotted outline, with a faint pip for a foundation."""
        palette = _Palette.of(theme)
        return self._get(
            ("slot", width, height, theme.key, suit),
            width, height, lambda: _paint_slot(width, height, palette, suit),
        )

    def outline(self, width: int, height: int, theme: Theme) -> QPixmap:
        """The frame dragged in place of cards: black, lined white inside, so it shows anywhere."""
        palette = _Palette.of(theme)
        return self._get(
            ("outline", width, height, theme.key),
            width, height, lambda: _paint_outline(width, height, palette),
        )

    def clear(self) -> None:
        """Forget every picture, e.g. after the font file changed on disk."""
        global _font_ready
        self._cache.clear()
        _font_ready = False
        for cached in (_pip_mask, _pip_image, _rank_image, _font_cap_rows, _layout, _court_half):
            cached.cache_clear()

    def _get(self, key: Hashable, width: int, height: int, paint: Callable[[], QImage]) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        if width < 1 or height < 1:
            raise ValueError(f"a card picture needs a positive size, not {width}×{height}")
        pixmap = QPixmap.fromImage(paint())
        self._cache[key] = pixmap
        while len(self._cache) > self._limit:
            self._cache.popitem(last=False)
        return pixmap


_shared: CardFaces | None = None


def card_faces() -> CardFaces:
    """The one cache all boards share, so two windows of one size draw each card once."""
    global _shared
    if _shared is None:
        _shared = CardFaces()
    return _shared
