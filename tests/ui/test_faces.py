"""Card faces, backs, empty places and drag frames drawn by ``cardsuite.ui.cards.faces``.

To look at the cards, render sheets with the helper at the bottom:
``QT_QPA_PLATFORM=offscreen python -m tests.ui.test_faces /tmp`` writes
``faces-mono-60.png``, ``faces-colour-60.png`` and two sheets of large cards.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap

from cardsuite.engine.cards import Card, Rank, Suit, french_deck, parse_cards
from cardsuite.ui.cards.faces import CardFaces, card_faces, suit_path
from cardsuite.ui.gem.theme import COLOUR, MONO, Theme

DECK = french_deck()
BLACK = 0xFF000000
WHITE = 0xFFFFFFFF
RED = 0xFFFF0000
CLEAR = 0x00000000
SIZES = [(40, 56), (60, 84), (120, 168), (160, 224)]


@pytest.fixture
def faces(qapp) -> CardFaces:
    return CardFaces()


def argb(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def values(image: QImage) -> array:
    """The ARGB value of every pixel (the image must stay alive while its bits are read)."""
    return array("I", bytes(image.constBits()))


def colours(pixmap: QPixmap) -> set[int]:
    """Every distinct ARGB value in the picture (transparent pixels all read 0)."""
    return set(values(argb(pixmap)))


def pixel(pixmap: QPixmap, x: int, y: int) -> int:
    return argb(pixmap).pixel(x, y) & 0xFFFFFFFF


def fingerprint(pixmap: QPixmap) -> bytes:
    image = argb(pixmap)
    return bytes(image.constBits())


def corners(width: int, height: int) -> list[tuple[int, int]]:
    return [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)]


@pytest.mark.parametrize("theme", [MONO, COLOUR], ids=["mono", "colour"])
@pytest.mark.parametrize("width, height", SIZES + [(41, 57), (73, 101), (200, 280)])
def test_faces_have_the_exact_size_a_black_border_and_transparent_corners(
    faces, theme, width, height
):
    for card in DECK:
        pixmap = faces.face(card, width, height, theme)
        assert (pixmap.width(), pixmap.height()) == (width, height), card
        assert pixmap.devicePixelRatio() == 1
        for x, y in corners(width, height):
            assert pixel(pixmap, x, y) == CLEAR, (card, x, y)
        assert pixel(pixmap, width // 2, 0) == BLACK, card
        assert pixel(pixmap, 0, height // 2) == BLACK, card
        assert pixel(pixmap, width - 1, height // 2) == BLACK, card
        assert pixel(pixmap, width // 2, height - 1) == BLACK, card


@pytest.mark.parametrize("theme", [MONO, COLOUR], ids=["mono", "colour"])
@pytest.mark.parametrize("width, height", [(40, 56), (120, 168)])
def test_all_52_faces_are_different_pictures(faces, theme, width, height):
    prints = {fingerprint(faces.face(card, width, height, theme)) for card in DECK}
    assert len(prints) == 52


@pytest.mark.parametrize("suit", list(Suit))
def test_the_corner_index_tells_every_rank_apart_at_the_smallest_size(faces, suit):
    # the index of a 40 px card is all a player sees of a covered card in a cascade
    corner = {
        card.rank: values(argb(faces.face(card, 40, 56, MONO)).copy(0, 0, 11, 18))
        for card in DECK
        if card.suit == suit
    }
    assert len({bytes(index) for index in corner.values()}) == 13
    for index in corner.values():
        assert index.count(BLACK) >= 12  # a rank and a pip, not a speck


def test_the_same_arguments_return_the_same_pixmap_object(faces):
    card = Card.parse("QH")
    assert faces.face(card, 60, 84, MONO) is faces.face(card, 60, 84, MONO)
    assert faces.back(60, 84, MONO) is faces.back(60, 84, MONO)
    assert faces.slot(60, 84, MONO) is faces.slot(60, 84, MONO)
    assert faces.slot(60, 84, MONO, Suit.CLUBS) is faces.slot(60, 84, MONO, Suit.CLUBS)
    assert faces.outline(60, 84, MONO) is faces.outline(60, 84, MONO)
    assert faces.face(card, 60, 84, MONO) is not faces.face(card, 61, 84, MONO)
    assert faces.slot(60, 84, MONO) is not faces.slot(60, 84, MONO, Suit.CLUBS)
    # the key is the theme's key, not the object
    twin = Theme("mono", MONO.paper, MONO.ink, MONO.desktop, MONO.red_suit, MONO.black_suit,
                 MONO.card_back)
    assert faces.face(card, 60, 84, twin) is faces.face(card, 60, 84, MONO)


def test_the_shared_cache_is_one_object(qapp):
    assert card_faces() is card_faces()
    assert isinstance(card_faces(), CardFaces)


def test_changing_the_theme_gives_a_different_pixmap(faces):
    for card in DECK:
        mono, colour = faces.face(card, 60, 84, MONO), faces.face(card, 60, 84, COLOUR)
        assert mono is not colour
        if card.is_red:
            assert fingerprint(mono) != fingerprint(colour), card
    assert fingerprint(faces.back(60, 84, MONO)) != fingerprint(faces.back(60, 84, COLOUR))
    hearts = Suit.HEARTS
    assert fingerprint(faces.slot(60, 84, MONO, hearts)) != fingerprint(
        faces.slot(60, 84, COLOUR, hearts)
    )


@pytest.mark.parametrize("width, height", SIZES + [(47, 66), (97, 136)])
def test_mono_pictures_hold_only_black_white_and_clear_pixels(faces, width, height):
    pictures = [faces.face(card, width, height, MONO) for card in DECK]
    pictures += [faces.back(width, height, MONO), faces.outline(width, height, MONO)]
    pictures += [faces.slot(width, height, MONO, suit) for suit in (None, *Suit)]
    for pixmap in pictures:
        assert colours(pixmap) <= {BLACK, WHITE, CLEAR}


@pytest.mark.parametrize("width, height", [(40, 56), (60, 84), (120, 168)])
def test_colour_faces_show_red_for_hearts_and_diamonds_only(faces, width, height):
    for card in DECK:
        found = colours(faces.face(card, width, height, COLOUR))
        assert found <= {BLACK, WHITE, RED, CLEAR}, card  # the ST's colours, never a blend
        assert (RED in found) == card.is_red, card
    back = colours(faces.back(width, height, COLOUR))
    assert RED in back and back <= {BLACK, WHITE, RED, CLEAR}


def test_red_pips_are_hollow_and_black_pips_solid_in_mono(faces):
    for code, inside in (("AH", WHITE), ("AD", WHITE), ("AS", BLACK), ("AC", BLACK)):
        ace = faces.face(Card.parse(code), 120, 168, MONO)
        assert pixel(ace, 60, 84) == inside, code
    hearts = argb(faces.face(Card.parse("TH"), 120, 168, MONO))
    spades = argb(faces.face(Card.parse("TS"), 120, 168, MONO))
    hearts_ink = values(hearts).count(BLACK)
    spades_ink = values(spades).count(BLACK)
    assert hearts_ink < spades_ink * 0.6


# Pips in a middle row stand upright, as on real cards, so 3, 5, 6, 7, 8 and 9 are not
# symmetric; on small cards a middle column of odd-sized pips sits half a pixel off centre.
UPSIDE_DOWN = [
    (code, width, height)
    for width, height in [(60, 84), (120, 168), (160, 224)]
    for code in ["4C", "4H", "JS", "QD", "KC", "KH"] + (["2D", "TH", "TS"] if width > 100 else [])
]


@pytest.mark.parametrize("code, width, height", UPSIDE_DOWN)
def test_faces_read_the_same_either_way_up(faces, code, width, height):
    image = argb(faces.face(Card.parse(code), width, height, MONO))
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    if Card.parse(code).rank >= Rank.JACK:
        # the court panel's two halves are mirror images; an even panel height leaves one row
        differing = sum(
            image.copy(0, y, width, 1) != turned.copy(0, y, width, 1) for y in range(height)
        )
        assert differing <= 2
    else:
        assert image == turned


@pytest.mark.parametrize("theme", [MONO, COLOUR], ids=["mono", "colour"])
def test_back_slot_and_outline_have_the_requested_size(faces, theme):
    for width, height in SIZES + [(33, 47), (99, 139)]:
        for pixmap in (
            faces.back(width, height, theme),
            faces.outline(width, height, theme),
            faces.slot(width, height, theme),
            faces.slot(width, height, theme, Suit.SPADES),
        ):
            assert (pixmap.width(), pixmap.height()) == (width, height)
            assert pixmap.devicePixelRatio() == 1
            for x, y in corners(width, height):
                assert pixel(pixmap, x, y) == CLEAR


def test_the_back_is_patterned_inside_a_frame(faces):
    back = argb(faces.back(120, 168, MONO))
    field = values(back.copy(20, 20, 80, 128))
    assert 0.15 < field.count(BLACK) / len(field) < 0.6  # a pattern, neither blank nor solid
    assert back.pixel(60, 0) & 0xFFFFFFFF == BLACK


def test_the_drag_outline_is_a_black_frame_lined_white_and_clear_inside(faces):
    outline = faces.outline(60, 84, MONO)
    assert pixel(outline, 30, 0) == BLACK
    assert pixel(outline, 30, 1) == WHITE
    assert pixel(outline, 0, 40) == BLACK
    assert pixel(outline, 1, 40) == WHITE
    assert pixel(outline, 30, 2) == CLEAR
    assert pixel(outline, 30, 42) == CLEAR


def test_an_empty_place_is_dotted_and_a_foundation_shows_a_faint_pip(faces):
    slot = faces.slot(60, 84, MONO)
    top = [pixel(slot, x, 0) for x in range(10, 50)]
    assert set(top) == {BLACK, WHITE}
    assert all(a != b for a, b in zip(top, top[1:], strict=False))  # dots, not a line
    assert colours(slot.copy(5, 5, 50, 74)) == {CLEAR}
    for suit in Suit:
        marked = argb(faces.slot(60, 84, MONO, suit)).copy(10, 20, 40, 44)
        ink = values(marked).count(BLACK)
        assert 10 < ink < 40 * 44 * 0.15, suit  # an outline, thinned: faint, not a solid pip


def test_the_cache_is_bounded_and_can_be_cleared(qapp):
    faces = CardFaces(limit=10)
    first = faces.face(DECK[0], 50, 70, MONO)
    for card in DECK[1:30]:
        faces.face(card, 50, 70, MONO)
    assert len(faces) == 10
    again = faces.face(DECK[0], 50, 70, MONO)
    assert again is not first
    assert fingerprint(again) == fingerprint(first)
    faces.clear()
    assert len(faces) == 0
    assert fingerprint(faces.face(DECK[0], 50, 70, MONO)) == fingerprint(first)


def test_tiny_and_odd_sizes_still_give_pictures_and_nonsense_sizes_are_refused(faces):
    for width, height in [(1, 1), (5, 7), (12, 17), (23, 31), (24, 32), (30, 20), (44, 200)]:
        for card in parse_cards("AS TH QD 7C"):
            pixmap = faces.face(card, width, height, MONO)
            assert (pixmap.width(), pixmap.height()) == (width, height)
            assert colours(pixmap) <= {BLACK, WHITE, CLEAR}
    with pytest.raises(ValueError):
        faces.face(DECK[0], 0, 56, MONO)
    with pytest.raises(ValueError):
        faces.back(40, -1, MONO)


@pytest.mark.parametrize("size", [7.0, 10.0, 37.5, 120.0])
def test_suit_paths_fill_their_box(qapp, size):
    bounds = {}
    for suit in Suit:
        box = suit_path(suit, size).boundingRect()
        assert box.left() >= -1e-6 and box.top() >= -1e-6
        assert box.right() <= size + 1e-6 and box.bottom() <= size + 1e-6
        assert box.height() >= 0.85 * size
        assert box.width() >= 0.7 * size
        bounds[suit] = (round(box.width(), 3), suit_path(suit, size).elementCount())
    assert len(set(bounds.values())) == 4


# --------------------------------------------------------------------------- looking at them


def render_sheet(
    path: str | Path,
    theme: Theme,
    width: int = 60,
    height: int = 84,
    cards: Sequence[Card] | None = None,
    zoom: int = 1,
) -> QImage:
    """Paint cards (all 52 by default), a back, the outline and the empty places into a PNG.

    Not a test: a tool to look at the cards while working on them.  The table is
    white in mono and green in colour, like a board's.
    """
    faces = CardFaces()
    cards = list(cards) if cards is not None else sorted(DECK, key=lambda c: (c.suit, c.rank))
    columns = 13 if len(cards) >= 13 else max(7, len(cards))
    extras: Iterable[QPixmap] = [
        faces.back(width, height, theme),
        faces.outline(width, height, theme),
        faces.slot(width, height, theme),
        *(faces.slot(width, height, theme, suit) for suit in Suit),
    ]
    rows = -(-len(cards) // columns) + 1
    sheet = QImage((width + 4) * columns + 4, (height + 4) * rows + 4, QImage.Format.Format_RGB32)
    sheet.fill(QColor(0, 170, 0) if theme.is_colour else QColor(255, 255, 255))
    painter = QPainter(sheet)
    for i, pixmap in enumerate([faces.face(card, width, height, theme) for card in cards]):
        painter.drawPixmap(4 + i % columns * (width + 4), 4 + i // columns * (height + 4), pixmap)
    for i, pixmap in enumerate(extras):
        painter.drawPixmap(4 + i * (width + 4), 4 + (rows - 1) * (height + 4), pixmap)
    painter.end()
    if zoom > 1:
        sheet = sheet.scaled(sheet.width() * zoom, sheet.height() * zoom)
    sheet.save(str(path))
    return sheet


if __name__ == "__main__":
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    large = parse_cards("KH QS JD AC TH 7S")
    for name, theme in (("mono", MONO), ("colour", COLOUR)):
        render_sheet(folder / f"faces-{name}-60.png", theme)
        render_sheet(folder / f"faces-{name}-40x2.png", theme, 40, 56, zoom=2)
        render_sheet(folder / f"faces-{name}-160.png", theme, 160, 224, large)
    print(f"sheets written to {folder}")


# --- the four-colour tournament deck (issue 18) ------------------------------------------------

GREEN = 0xFF00AA00
ORANGE = 0xFFFF9200
#: What each suit shows besides black, white and clear, in the four-colour deck.
FOUR_COLOURS = {Suit.CLUBS: set(), Suit.SPADES: {GREEN}, Suit.HEARTS: {RED},
                Suit.DIAMONDS: {ORANGE}}


@pytest.mark.parametrize("width, height", [(30, 42)] + SIZES)
def test_every_card_of_the_four_colour_deck_shows_its_suits_colour_only(faces, width, height):
    """♣ black, ♠ green, ♥ red, ♦ orange (the Skat tournaments' deck), from the smallest table
    size up; every card a picture of its own, and each its suit's colour and no other."""
    pictures = {card: faces.face(card, width, height, COLOUR, "four_colour") for card in DECK}
    assert len({fingerprint(p) for p in pictures.values()}) == 52
    for card, pixmap in pictures.items():
        found = colours(pixmap)
        assert found - {BLACK, WHITE, CLEAR} == FOUR_COLOURS[card.suit], card
    # The French deck in the same theme stays red and black.
    assert GREEN not in colours(faces.face(Card(Suit.SPADES, Rank.KING), width, height, COLOUR))


def test_in_monochrome_the_four_colour_deck_is_the_french_deck(faces):
    for card in DECK:
        assert fingerprint(faces.face(card, 60, 84, MONO, "four_colour")) == \
            fingerprint(faces.face(card, 60, 84, MONO))


def test_an_unknown_deck_is_refused(faces):
    with pytest.raises(ValueError, match="no deck called"):
        faces.face(DECK[0], 60, 84, COLOUR, "tarot")
