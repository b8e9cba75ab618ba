"""Melds (Melden): the card combinations a hand scores for a trump suit, before play.

The meld table of ``rules/binokel.md`` ("Trump and melds"), points plain / trump:

=====================================  ==========  ======
meld (``Meld.name``)                   plain       trump
=====================================  ==========  ======
``pair``: K + O of one suit            20          40
``double_pair``: 2 K + 2 O             40          80
``family``: A 10 K O U of one suit     100         150
``double_family``: both families       200         1000
``binokel``: ♠O + ♦U                   40
``double_binokel``: 2 ♠O + 2 ♦U        300
``four_jacks`` / ``eight_jacks``       40 / 1000
``four_queens`` / ``eight_queens``     60 / 1000
``four_kings`` / ``eight_kings``       80 / 1000
``four_aces`` / ``eight_aces``         100 / 1000
``rundgang``: a pair in every suit     240
=====================================  ==========  ======

(Queens are the Ober, jacks the Unter: the engine's card codes ``Q`` and ``J``.)

How a hand's melds are found — the rules of the specification, and why the
search can be this simple:

- **Within one suit a card serves one combination.**  Per suit the choices
  are none, P, 2P, F, F + P (the family and a second K and O) or 2F, and they
  are nested: whatever allows one also allows every cheaper one, and the
  dearer is always worth more (2F 200/1000 > F + P 120/190 > F 100/150 >
  2P 40/80 > P 20/40).  So the best per suit is the dearest the suit's cards
  allow, found directly; Kreuz trump with a Kreuz family and another Kreuz K
  and O is F + P = 150 + 40 = 190.
- **Melds across suits reuse cards freely** (the Binokel may take the ♠O of a
  Pik family, four Kings a King of a pair), so they do not compete with the
  suit melds, and the total is the suits' best plus the cross-suit melds.
- **The bigger meld replaces the smaller of its kind**: eight Aces is 1000
  alone (not 1100), a double Binokel 300 (not 340), a double family replaces
  its two families and the pairs in them.
- **Rundgang.**  The specification's numbers come from one consistent rule, and
  this module applies exactly that rule: *a Rundgang is four Kings (80) + four
  Ober (60) + the pair of every suit whose K and O are not already in a family
  of that suit*; it replaces those melds and is worth their sum.  With a pair
  in every suit and trump among them: 80 + 60 + 3 × 20 + 40 = **240**.  A
  family's K and O are not also a pair, so beside a plain family the Rundgang
  lacks a plain pair: 80 + 60 + 2 × 20 + 40 = **220**; beside a trump family
  it lacks the trump pair: 80 + 60 + 3 × 20 = **200** (the family is scored
  on its own, 100 or 150, so the hand's total is 320 or 350).  A family with a
  second K and O (F + P) still gives its suit's pair to the Rundgang.  One of
  the four pairs is always the trump pair, so a full Rundgang is 240 whatever
  the trump.  Since a Rundgang is worth exactly the melds it replaces, it never
  changes a hand's total, only how the melds are shown.  (The 1992 program's
  Rundgang button has the single value 240; with a family, its player would
  press F, Könige 80, Damen 60 and P in the other suits instead: the same sum.)

Decisions where the specification leaves room:

- A Rundgang is formed whenever the hand holds a K and an O of every suit and
  its Kings and Ober are melded as *four* (not eight): eight Kings are worth
  1000 and are not folded into a Rundgang; the pairs then stay single melds.
  With a double pair in a suit the Rundgang takes one of its pairs and the
  other stays a ``pair`` meld of that suit (so 240 + 20 with a plain 2P).
  Two families beside it lower it further by the same rule (a 16-card hand
  cannot hold more).  ``MELD_POINTS`` lists the full 240; a Rundgang's
  ``points`` and ``pair_suits`` say what it is worth in the hand.
- Trump must be named: melds are always counted for a trump suit (a Suit or
  its code letter).  For bidding, or to choose trump, :func:`best_trump` gives
  the suit with the most meld points (ties: the longer suit, then more card
  points in it, then the display order Kreuz, Pik, Herz, Schellen).
- Any number of cards is accepted (12 after pressing, 16 with the Dabb, a
  few in a test); a hand with a card more than twice, or a card not in the
  Binokel deck, is a caller's mistake and raises ValueError.
- For the meld screen, :class:`MeldSheet` groups the melds into the 1992
  program's buttons: per suit P / 2P / F / 2F (F + P shows both), and the
  categories Binokel, Asse, Könige, Damen, Buben, Rundgang with their values.
  Under a Rundgang the pairs and the four Kings and Ober it took are not shown
  separately, as the 1992 manual asks ("then do not also choose 80 Kings, 60
  Ober or a P in every suit"); the Rundgang's value is the one computed above
  (240, or less beside a family).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.games.binokel.rules import RANK_ORDER, SUIT_ORDER, as_trump, points


class MeldName(StrEnum):
    """Language-neutral codes of the melds (equal to their strings: ``"pair"``)."""

    PAIR = "pair"
    DOUBLE_PAIR = "double_pair"
    FAMILY = "family"
    DOUBLE_FAMILY = "double_family"
    BINOKEL = "binokel"
    DOUBLE_BINOKEL = "double_binokel"
    FOUR_JACKS = "four_jacks"
    EIGHT_JACKS = "eight_jacks"
    FOUR_QUEENS = "four_queens"
    EIGHT_QUEENS = "eight_queens"
    FOUR_KINGS = "four_kings"
    EIGHT_KINGS = "eight_kings"
    FOUR_ACES = "four_aces"
    EIGHT_ACES = "eight_aces"
    RUNDGANG = "rundgang"


_M = MeldName

#: The meld table: points (plain, trump).  Cross-suit melds have no trump value of their own.
MELD_POINTS: dict[MeldName, tuple[int, int]] = {
    _M.PAIR: (20, 40),
    _M.DOUBLE_PAIR: (40, 80),
    _M.FAMILY: (100, 150),
    _M.DOUBLE_FAMILY: (200, 1000),
    _M.BINOKEL: (40, 40),
    _M.DOUBLE_BINOKEL: (300, 300),
    _M.FOUR_JACKS: (40, 40),
    _M.EIGHT_JACKS: (1000, 1000),
    _M.FOUR_QUEENS: (60, 60),
    _M.EIGHT_QUEENS: (1000, 1000),
    _M.FOUR_KINGS: (80, 80),
    _M.EIGHT_KINGS: (1000, 1000),
    _M.FOUR_ACES: (100, 100),
    _M.EIGHT_ACES: (1000, 1000),
    _M.RUNDGANG: (240, 240),
}

#: Melds that belong to one suit, and the 1992 meld screen's button for each.
SUIT_BUTTONS: dict[MeldName, str] = {
    _M.PAIR: "P",
    _M.DOUBLE_PAIR: "2P",
    _M.FAMILY: "F",
    _M.DOUBLE_FAMILY: "2F",
}
#: The order of the buttons in a suit's row.
BUTTON_ORDER: tuple[str, ...] = ("P", "2P", "F", "2F")

#: The cross-suit rows of the meld screen (Binokel, Asse, Könige, Damen, Buben, Rundgang)
#: and the melds each row offers, smaller first.
CROSS_CATEGORIES: dict[str, tuple[MeldName, ...]] = {
    "binokel": (_M.BINOKEL, _M.DOUBLE_BINOKEL),
    "aces": (_M.FOUR_ACES, _M.EIGHT_ACES),
    "kings": (_M.FOUR_KINGS, _M.EIGHT_KINGS),
    "queens": (_M.FOUR_QUEENS, _M.EIGHT_QUEENS),
    "jacks": (_M.FOUR_JACKS, _M.EIGHT_JACKS),
    "rundgang": (_M.RUNDGANG,),
}

#: Four and eight of a kind, in the meld screen's order.
_KINDS: tuple[tuple[Rank, MeldName, MeldName], ...] = (
    (Rank.ACE, _M.FOUR_ACES, _M.EIGHT_ACES),
    (Rank.KING, _M.FOUR_KINGS, _M.EIGHT_KINGS),
    (Rank.QUEEN, _M.FOUR_QUEENS, _M.EIGHT_QUEENS),
    (Rank.JACK, _M.FOUR_JACKS, _M.EIGHT_JACKS),
)
_BINOKEL_CARDS = (Card(Suit.SPADES, Rank.QUEEN), Card(Suit.DIAMONDS, Rank.JACK))


@dataclass(frozen=True)
class Meld:
    """One declared combination: its code, its suit if it has one, the cards it uses, its points.

    ``pair_suits`` is only used by the Rundgang: the suits whose pair it
    includes (all four, or fewer beside a family), which explains its value.
    """

    name: MeldName
    points: int
    cards: tuple[Card, ...]
    suit: Suit | None = None
    pair_suits: tuple[Suit, ...] = ()

    def __str__(self) -> str:
        where = f" {self.suit.code}" if self.suit is not None else ""
        return f"{self.name}{where} {self.points}"


def find_melds(hand: Iterable[Card], trump: Suit | str) -> list[Meld]:
    """The best melds of ``hand`` with ``trump``: suit melds Kreuz to Schellen, then the rest.

    Their points add up to :func:`meld_points`.
    """
    trump_suit = as_trump(trump)
    counts = _counted(hand)
    suit_melds = {suit: _suit_melds(suit, counts, suit == trump_suit) for suit in SUIT_ORDER}
    cross = _cross_melds(counts)
    _fold_rundgang(suit_melds, cross, trump_suit)
    return [meld for suit in SUIT_ORDER for meld in suit_melds[suit]] + cross


def meld_points(hand: Iterable[Card], trump: Suit | str) -> int:
    """What ``hand`` melds with ``trump``: the sum of :func:`find_melds`."""
    return sum(meld.points for meld in find_melds(hand, trump))


def best_trump(hand: Iterable[Card]) -> Suit:
    """The trump that melds the most; ties go to the longer suit, then its card points, then
    the order Kreuz, Pik, Herz, Schellen."""
    cards = list(hand)

    def merit(suit: Suit) -> tuple[int, int, int]:
        own = [card for card in cards if card.suit == suit]
        return (meld_points(cards, suit), len(own), points(own))

    # max() keeps the first of equals, and SUIT_ORDER puts Kreuz first.
    return max(SUIT_ORDER, key=merit)


@dataclass(frozen=True)
class MeldSheet:
    """The melds arranged as the meld screen shows them: buttons per suit, values per row."""

    trump: Suit
    melds: tuple[Meld, ...]

    def buttons(self, suit: Suit) -> tuple[str, ...]:
        """The suit row's pressed buttons in the order P, 2P, F, 2F (F + P: ``("P", "F")``)."""
        pressed = {SUIT_BUTTONS[m.name] for m in self.melds
                   if m.suit == suit and m.name in SUIT_BUTTONS}
        return tuple(button for button in BUTTON_ORDER if button in pressed)

    def suit_points(self, suit: Suit) -> int:
        """What the suit row is worth (pairs a Rundgang took count in the Rundgang's row)."""
        return sum(m.points for m in self.melds if m.suit == suit and m.name in SUIT_BUTTONS)

    def cross_points(self, category: str) -> int:
        """The value chosen in a cross-suit row: ``"binokel"``, ``"aces"``, ``"kings"``,
        ``"queens"`` (Ober), ``"jacks"`` (Unter) or ``"rundgang"``; 0 if none."""
        names = CROSS_CATEGORIES[category]
        return sum(m.points for m in self.melds if m.name in names)

    @property
    def total(self) -> int:
        """The running total the meld screen shows."""
        return sum(meld.points for meld in self.melds)


def meld_sheet(hand: Iterable[Card], trump: Suit | str) -> MeldSheet:
    """The best melds of ``hand`` with ``trump``, arranged for the meld screen."""
    trump_suit = as_trump(trump)
    return MeldSheet(trump_suit, tuple(find_melds(hand, trump_suit)))


# --- how the melds are found ------------------------------------------------------------------


def _counted(hand: Iterable[Card]) -> Counter[Card]:
    counts = Counter(hand)
    for card, count in counts.items():
        if card.rank not in RANK_ORDER:
            raise ValueError(f"{card} is not a Binokel card (A, T, K, Q, J of each suit)")
        if count > 2:
            raise ValueError(f"{card} is {count} times in the hand; the deck holds it twice")
    return counts


def _suit_melds(suit: Suit, counts: Counter[Card], trump: bool) -> list[Meld]:
    """The dearest combination the suit allows (the choices are nested, see the docstring)."""
    held = {rank: counts[Card(suit, rank)] for rank in RANK_ORDER}
    family = tuple(Card(suit, rank) for rank in RANK_ORDER)
    pair = (Card(suit, Rank.KING), Card(suit, Rank.QUEEN))
    two_pairs = held[Rank.KING] == 2 and held[Rank.QUEEN] == 2
    if all(count == 2 for count in held.values()):
        return [_meld(_M.DOUBLE_FAMILY, family + family, trump, suit)]
    if all(count >= 1 for count in held.values()):
        melds = [_meld(_M.FAMILY, family, trump, suit)]
        if two_pairs:
            melds.append(_meld(_M.PAIR, pair, trump, suit))
        return melds
    if two_pairs:
        return [_meld(_M.DOUBLE_PAIR, pair + pair, trump, suit)]
    if held[Rank.KING] and held[Rank.QUEEN]:
        return [_meld(_M.PAIR, pair, trump, suit)]
    return []


def _cross_melds(counts: Counter[Card]) -> list[Meld]:
    """Binokel and four / eight of a kind: any cards, whatever the suit melds use."""
    melds = []
    binokels = min(counts[card] for card in _BINOKEL_CARDS)
    if binokels:
        name = _M.DOUBLE_BINOKEL if binokels == 2 else _M.BINOKEL
        melds.append(_meld(name, _BINOKEL_CARDS * binokels, False))
    for rank, four, eight in _KINDS:
        kind = tuple(Card(suit, rank) for suit in SUIT_ORDER)
        held = min(counts[card] for card in kind)
        if held:
            melds.append(_meld(eight if held == 2 else four, kind * held, False))
    return melds


def _fold_rundgang(suit_melds: dict[Suit, list[Meld]], cross: list[Meld], trump: Suit) -> None:
    """Replace four Kings, four Ober and the suits' free pairs by one Rundgang of their sum."""
    names = {meld.name for meld in cross}
    if _M.FOUR_KINGS not in names or _M.FOUR_QUEENS not in names:
        return
    taken = [meld for meld in cross if meld.name in (_M.FOUR_KINGS, _M.FOUR_QUEENS)]
    value = sum(meld.points for meld in taken)
    pair_suits = []
    for suit in SUIT_ORDER:
        melds = suit_melds[suit]
        for index, meld in enumerate(melds):
            if meld.name is _M.PAIR:
                del melds[index]
            elif meld.name is _M.DOUBLE_PAIR:
                melds[index] = _meld(_M.PAIR, meld.cards[:2], suit == trump, suit)
            else:
                continue
            pair_suits.append(suit)
            value += MELD_POINTS[_M.PAIR][suit == trump]
            break
    cards = tuple(Card(suit, rank) for suit in SUIT_ORDER for rank in (Rank.KING, Rank.QUEEN))
    # The meld screen lists the Rundgang last, after Buben.
    cross[:] = [meld for meld in cross if meld.name not in (_M.FOUR_KINGS, _M.FOUR_QUEENS)]
    cross.append(Meld(_M.RUNDGANG, value, cards, None, tuple(pair_suits)))


def _meld(name: MeldName, cards: tuple[Card, ...], trump: bool, suit: Suit | None = None) -> Meld:
    return Meld(name, MELD_POINTS[name][trump], cards, suit)
