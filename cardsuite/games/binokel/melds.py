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
``diss`` / ``double_diss``: trump 7s               10 / 20
=====================================  ==========  ======

(Queens are the Ober, jacks the Unter: the engine's card codes ``Q`` and ``J``.
The Diß, one or both sevens of trump, exists only in the 48-card game.  With
``Options.double_family_1500`` a double family counts 1500, trump or not — the
modern value (seeds/004, "double family (10 cards of one suit) 1500"); every
function that values melds takes the options for it, the 1992 values by
default.)

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
- Any number of cards is accepted (12 after pressing, 16 with the Dabb, 15
  and 18 with sevens, a few in a test); a hand with a card more than twice,
  or a card in neither Binokel deck, is a caller's mistake and raises
  ValueError.
- For the meld screen, :class:`MeldSheet` groups the melds into the 1992
  program's buttons: per suit P / 2P / F / 2F (F + P shows both), and the
  categories Binokel, Asse, Könige, Damen, Buben, Rundgang with their values.
  Under a Rundgang the pairs and the four Kings and Ober it took are not shown
  separately, as the 1992 manual asks ("then do not also choose 80 Kings, 60
  Ober or a P in every suit"); the Rundgang's value is the one computed above
  (240, or less beside a family).

**The Diß** (the 48-card game with sevens, ``Options.sevens``; seeds/004's
meld table: the Diss, a seven of trumps shown, played or announced, 10):

- **Each trump seven held scores 10**, so both score 20: the meld is
  ``diss`` (10) or ``double_diss`` (20), the cross-suit row ``"diss"`` of the
  meld screen with the values 10 and 20, listed last, after the Rundgang.
  Its value is the same whatever the trump (it only exists in trump), and
  it is a meld like the others: filled in, declared by hand, void for a seat
  that takes no trick.
- **A seven belongs to no other meld**: the family stays A 10 K O U (a
  double family still needs the ten cards without sevens), and the plain
  sevens meld nothing.
- **Only sevens held when melding count**: the solo player presses before he
  names trump and melds (the 1992 program's order), so a trump seven he
  pressed is gone, like any pressed card.  The modern rules let a declarer
  meld the Diß and still press it, announcing it; that exception is left
  out, as it would make one pressed card public.
- **No exchange of the Diß**: seeds/004 describes none for the three-hand
  game (the 10 for a seven turned up as trump belongs to the two-hand game,
  where a trump card is turned up), so a trump seven is simply worth 10.
- The functions here accept sevens whatever the game: a hand of the 40-card
  game holds none, so it never melds a Diß.

Declarations (the option "meld by hand", the 1992 way): a
:class:`Declaration` is what a player presses on the meld screen — per suit a
combination of the buttons P / 2P / F / 2F (none, P, 2P, F, F + P or 2F: the
only ones a suit's cards can hold at once) and at most one value in each
cross-suit row (Binokel 40 / 300, Asse, Könige, Damen (Ober), Buben (Unter)
100 / 80 / 60 / 40 or 1000, Rundgang 240, and with sevens Diß 10 / 20).  :func:`declaration_of` turns a
:class:`MeldSheet` into the declaration that presses exactly those melds (what
the filled-in screen shows), :meth:`Declaration.points` is what a declaration
is worth and :func:`check_declaration` whether the hand really holds it.

- **The buttons' values**: P / 2P / F / 2F their plain value, the trump value
  in the trump suit; the cross-suit rows their one value; the Rundgang button
  is always 240.  So a declaration of the best melds is worth the hand's
  :func:`meld_points`: where the best melds hold a Rundgang worth less than
  240 (beside a family), :func:`declaration_of` presses, as the 1992 manual
  tells its player, Könige 80, Damen 60 and a P in each suit whose pair the
  Rundgang took (the same sum) instead of the Rundgang button.
- **Checking, within one suit each card serves one combination**: P needs a K
  and an O of the suit, 2P two of each, F one each of A 10 K O U, F + P the
  family and a second K and O, 2F every card of the suit twice.
- **Across suits cards are reused**: four / eight of a kind and the Binokel
  are checked by the counts in the whole hand, whatever the suit buttons use
  (eight Aces need both copies of every Ace; seven Aces are four).  The Diß
  needs one (10) or both (20) sevens of the trump suit.
- **A Rundgang needs a K + O pair in every suit that the suit's declared
  combination leaves free** (the pair is the Rundgang's own, as in the
  search above): Rundgang + F in a suit with one K and O is wrong, Rundgang +
  F + P or + P (with two K and two O) is right; Rundgang + P in a suit with
  one pair is wrong (that pair would count twice).  A Rundgang declared
  together with any value in the Könige or Damen row is wrong: the Rundgang
  already holds four Kings and four Ober (double counting, which the 1992
  manual forbids).
- **Declaring less than one holds is right** (the player simply scores less):
  P for a family, four Aces for eight, nothing at all.  A declaration is
  right or wrong as a whole: one meld the hand does not hold makes it wrong.
- The trump does not change whether a declaration is right, only its points
  — except for the Diß, which needs the seven of the trump suit.
- :class:`Declaration` refuses on construction anything the screen cannot
  show (an unknown button, 2P + F, two values in one row): every
  Declaration value is well-formed, and a declaration is hashable and equal
  whatever order its buttons were given in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import RANK_ORDER, SUIT_ORDER, as_trump, points


def _meld_trump(trump: Suit | str) -> Suit:
    """A suit named for melding: every meld is counted for a trump (a Durch or Bettel, with
    no trump, has no melds)."""
    suit = as_trump(trump)
    if suit is None:
        raise TypeError("melds are counted for a trump suit, not None")
    return suit


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
    DISS = "diss"  # a trump seven (48-card game)
    DOUBLE_DISS = "double_diss"  # both trump sevens


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
    _M.DISS: (10, 10),
    _M.DOUBLE_DISS: (20, 20),
}

#: A double family with ``Options.double_family_1500``, trump or not (seeds/004: "double
#: family (10 cards of one suit) 1500").
DOUBLE_FAMILY_MODERN = 1500

#: Melds that belong to one suit, and the 1992 meld screen's button for each.
SUIT_BUTTONS: dict[MeldName, str] = {
    _M.PAIR: "P",
    _M.DOUBLE_PAIR: "2P",
    _M.FAMILY: "F",
    _M.DOUBLE_FAMILY: "2F",
}
#: The order of the buttons in a suit's row.
BUTTON_ORDER: tuple[str, ...] = ("P", "2P", "F", "2F")

#: The cross-suit rows of the meld screen (Binokel, Asse, Könige, Damen, Buben, Rundgang,
#: and Diß in the 48-card game) and the melds each row offers, smaller first.
CROSS_CATEGORIES: dict[str, tuple[MeldName, ...]] = {
    "binokel": (_M.BINOKEL, _M.DOUBLE_BINOKEL),
    "aces": (_M.FOUR_ACES, _M.EIGHT_ACES),
    "kings": (_M.FOUR_KINGS, _M.EIGHT_KINGS),
    "queens": (_M.FOUR_QUEENS, _M.EIGHT_QUEENS),
    "jacks": (_M.FOUR_JACKS, _M.EIGHT_JACKS),
    "rundgang": (_M.RUNDGANG,),
    "diss": (_M.DISS, _M.DOUBLE_DISS),
}

#: Four and eight of a kind, in the meld screen's order.
_KINDS: tuple[tuple[Rank, MeldName, MeldName], ...] = (
    (Rank.ACE, _M.FOUR_ACES, _M.EIGHT_ACES),
    (Rank.KING, _M.FOUR_KINGS, _M.EIGHT_KINGS),
    (Rank.QUEEN, _M.FOUR_QUEENS, _M.EIGHT_QUEENS),
    (Rank.JACK, _M.FOUR_JACKS, _M.EIGHT_JACKS),
)
_BINOKEL_CARDS = (Card(Suit.SPADES, Rank.QUEEN), Card(Suit.DIAMONDS, Rank.JACK))
#: The ranks a Binokel hand may hold: A 10 K O U, and the seven of the 48-card game.
_RANKS = frozenset((*RANK_ORDER, Rank.SEVEN))


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


def find_melds(hand: Iterable[Card], trump: Suit | str,
               options: Options = DEFAULT_OPTIONS) -> list[Meld]:
    """The best melds of ``hand`` with ``trump``: suit melds Kreuz to Schellen, then the rest.

    Their points add up to :func:`meld_points`.
    """
    trump_suit = _meld_trump(trump)
    counts = _counted(hand)
    suit_melds = {suit: _suit_melds(suit, counts, suit == trump_suit, options)
                  for suit in SUIT_ORDER}
    cross = _cross_melds(counts)
    _fold_rundgang(suit_melds, cross, trump_suit)
    cross += _diss(counts, trump_suit)
    return [meld for suit in SUIT_ORDER for meld in suit_melds[suit]] + cross


def meld_points(hand: Iterable[Card], trump: Suit | str,
                options: Options = DEFAULT_OPTIONS) -> int:
    """What ``hand`` melds with ``trump``: the sum of :func:`find_melds`."""
    return sum(meld.points for meld in find_melds(hand, trump, options))


def best_trump(hand: Iterable[Card], options: Options = DEFAULT_OPTIONS) -> Suit:
    """The trump that melds the most; ties go to the longer suit, then its card points, then
    the order Kreuz, Pik, Herz, Schellen."""
    cards = list(hand)

    def merit(suit: Suit) -> tuple[int, int, int]:
        own = [card for card in cards if card.suit == suit]
        return (meld_points(cards, suit, options), len(own), points(own))

    # max() keeps the first of equals, and SUIT_ORDER puts Kreuz first.
    return max(SUIT_ORDER, key=merit)


def best_meld_points(hand: Iterable[Card], options: Options = DEFAULT_OPTIONS) -> int:
    """What ``hand`` melds with the trump that suits its melds best: the meld a player
    counts on while he bids and presses, before he names trump."""
    cards = list(hand)
    return max(meld_points(cards, suit, options) for suit in SUIT_ORDER)


def meld_cards(hand: Iterable[Card], options: Options = DEFAULT_OPTIONS) -> frozenset[Card]:
    """The cards of ``hand`` its best meld (:func:`best_meld_points`) needs: pressing one of
    them (one copy, of a card held twice) lowers it.  A card held twice of which the meld
    needs only one copy is not among them: either copy may go."""
    cards = list(hand)
    best = best_meld_points(cards, options)
    needed = set()
    for card in set(cards):
        rest = list(cards)
        rest.remove(card)
        if best_meld_points(rest, options) < best:
            needed.add(card)
    return frozenset(needed)


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
        ``"queens"`` (Ober), ``"jacks"`` (Unter), ``"rundgang"`` or ``"diss"``; 0 if none."""
        names = CROSS_CATEGORIES[category]
        return sum(m.points for m in self.melds if m.name in names)

    @property
    def total(self) -> int:
        """The running total the meld screen shows."""
        return sum(meld.points for meld in self.melds)


def meld_sheet(hand: Iterable[Card], trump: Suit | str,
               options: Options = DEFAULT_OPTIONS) -> MeldSheet:
    """The best melds of ``hand`` with ``trump``, arranged for the meld screen."""
    trump_suit = _meld_trump(trump)
    return MeldSheet(trump_suit, tuple(find_melds(hand, trump_suit, options)))


# --- declaring by hand ----------------------------------------------------------------------

#: The combinations a suit row can show: buttons pressed together, in the order P, 2P, F, 2F.
SUIT_COMBOS: tuple[tuple[str, ...], ...] = ((), ("P",), ("2P",), ("F",), ("P", "F"), ("2F",))

_BUTTON_MELDS: dict[str, MeldName] = {button: name for name, button in SUIT_BUTTONS.items()}
#: The cards of its suit each button uses, by rank.
_BUTTON_RANKS: dict[str, tuple[Rank, ...]] = {
    "P": (Rank.KING, Rank.QUEEN),
    "2P": (Rank.KING, Rank.QUEEN) * 2,
    "F": RANK_ORDER,
    "2F": RANK_ORDER * 2,
}
_CATEGORY_OF: dict[MeldName, str] = {name: category for category, names in
                                     CROSS_CATEGORIES.items() for name in names}
_CATEGORY_ORDER = tuple(CROSS_CATEGORIES)
#: Melds a Rundgang may not be declared beside: it holds four Kings and four Ober already.
_RUNDGANG_EXCLUDES = frozenset(CROSS_CATEGORIES["kings"] + CROSS_CATEGORIES["queens"])


def _suit_index(suit: Suit | str) -> int:
    return SUIT_ORDER.index(_meld_trump(suit))


@dataclass(frozen=True)
class Declaration:
    """What a player presses on the meld screen: per suit a combination, per cross row a value.

    ``suits`` holds the pressed buttons of each suit row in the display order
    Kreuz, Pik, Herz, Schellen (each in the order P, 2P, F, 2F, one of
    :data:`SUIT_COMBOS`); ``cross`` the cross-suit melds chosen, at most one
    per row of :data:`CROSS_CATEGORIES`, in the rows' order.  Both are
    normalised on construction (buttons and melds in any order, lists or
    tuples), and anything the screen cannot show raises ValueError.
    :meth:`of` builds one by suit; ``Declaration()`` declares nothing.
    """

    suits: tuple[tuple[str, ...], ...] = ((), (), (), ())
    cross: tuple[MeldName, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.suits, str | bytes) or len(tuple(self.suits)) != len(SUIT_ORDER):
            raise ValueError(f"a declaration has {len(SUIT_ORDER)} suit rows, not {self.suits!r}")
        rows = []
        for pressed in self.suits:
            if isinstance(pressed, str | bytes):
                raise ValueError(f"a suit row is a collection of buttons, not {pressed!r}")
            pressed = tuple(pressed)
            if not all(isinstance(button, str) and button in BUTTON_ORDER for button in pressed) \
                    or len(set(pressed)) != len(pressed):
                raise ValueError(f"a suit row presses each of {', '.join(BUTTON_ORDER)} at most "
                                 f"once, not {pressed!r}")
            row = tuple(button for button in BUTTON_ORDER if button in pressed)
            if row not in SUIT_COMBOS:
                raise ValueError(f"{' + '.join(row)} is no combination of one suit (choose "
                                 f"P, 2P, F, F + P or 2F)")
            rows.append(row)
        if isinstance(self.cross, str | bytes):
            raise ValueError(f"the cross-suit melds are a collection, not {self.cross!r}")
        chosen: dict[str, MeldName] = {}
        for value in self.cross:
            try:
                name = MeldName(value)
            except ValueError:
                raise ValueError(f"{value!r} is not a meld") from None
            category = _CATEGORY_OF.get(name)
            if category is None:
                raise ValueError(f"{name} is a meld of one suit, not a cross-suit row's")
            if category in chosen:
                raise ValueError(f"the row {category} takes one value, not {chosen[category]} "
                                 f"and {name}")
            chosen[category] = name
        object.__setattr__(self, "suits", tuple(rows))
        object.__setattr__(self, "cross", tuple(chosen[c] for c in _CATEGORY_ORDER
                                                if c in chosen))

    @classmethod
    def of(cls, suits: Mapping[Suit | str, Iterable[str]] | None = None,
           cross: Iterable[MeldName | str] = ()) -> Declaration:
        """A declaration by suit: ``Declaration.of({"C": ("P", "F")}, ["four_aces"])``."""
        rows: list[tuple[str, ...] | None] = [None for _ in SUIT_ORDER]
        for suit, buttons in (suits or {}).items():
            index = _suit_index(suit)
            if rows[index] is not None:
                raise ValueError(f"the suit {SUIT_ORDER[index].code} is given twice")
            if isinstance(buttons, str | bytes):
                raise ValueError(f"a suit row is a collection of buttons, not {buttons!r}")
            rows[index] = tuple(buttons)
        return cls(tuple(row or () for row in rows), tuple(cross))

    # --- what it says ---------------------------------------------------------------------

    def buttons(self, suit: Suit | str) -> tuple[str, ...]:
        """The suit row's pressed buttons, in the order P, 2P, F, 2F."""
        return self.suits[_suit_index(suit)]

    def cross_meld(self, category: str) -> MeldName | None:
        """The value chosen in a cross-suit row (``"binokel"``, ``"aces"``, …), or None."""
        names = CROSS_CATEGORIES[category]
        return next((name for name in self.cross if name in names), None)

    def suit_points(self, suit: Suit | str, trump: Suit | str,
                    options: Options = DEFAULT_OPTIONS) -> int:
        """What the suit row's buttons are worth (the trump values in the trump suit)."""
        in_trump = _meld_trump(suit) == _meld_trump(trump)
        return sum(meld_value(_BUTTON_MELDS[b], in_trump, options) for b in self.buttons(suit))

    def cross_points(self, category: str) -> int:
        """The value of a cross-suit row's button (the Rundgang 240), 0 if none is chosen."""
        name = self.cross_meld(category)
        return 0 if name is None else MELD_POINTS[name][0]

    def points(self, trump: Suit | str, options: Options = DEFAULT_OPTIONS) -> int:
        """What the declaration is worth with ``trump`` (the meld screen's total)."""
        return sum(self.suit_points(suit, trump, options) for suit in SUIT_ORDER) + sum(
            MELD_POINTS[name][0] for name in self.cross)

    def melds(self, trump: Suit | str, options: Options = DEFAULT_OPTIONS) -> tuple[Meld, ...]:
        """The declared melds, cards and all: suit melds Kreuz to Schellen (a family before
        the pair beside it), then the cross-suit rows in order.  A Rundgang is 240 with the
        pairs of all four suits; a Diß holds the trump's seven (or both)."""
        trump_suit = _meld_trump(trump)
        found = []
        for suit, row in zip(SUIT_ORDER, self.suits, strict=True):
            for button in sorted(row, key=("F", "2F", "2P", "P").index):
                cards = tuple(Card(suit, rank) for rank in _BUTTON_RANKS[button])
                found.append(_meld(_BUTTON_MELDS[button], cards, suit == trump_suit, suit,
                                   options))
        for name in self.cross:
            if name is _M.RUNDGANG:
                cards = tuple(Card(suit, rank) for suit in SUIT_ORDER
                              for rank in (Rank.KING, Rank.QUEEN))
                found.append(Meld(name, MELD_POINTS[name][0], cards, None, SUIT_ORDER))
            else:
                found.append(_meld(name, _kind_cards(name, trump_suit), False))
        return tuple(found)

    # --- the meld screen's clicks --------------------------------------------------------------

    def with_buttons(self, suit: Suit | str, buttons: Iterable[str]) -> Declaration:
        """The declaration with the suit row set to ``buttons``."""
        rows = list(self.suits)
        rows[_suit_index(suit)] = tuple(buttons)
        return Declaration(tuple(rows), self.cross)

    def with_cross(self, category: str, name: MeldName | str | None) -> Declaration:
        """The declaration with the cross-suit row set to ``name`` (None: nothing)."""
        others = [meld for meld in self.cross if meld not in CROSS_CATEGORIES[category]]
        if name is not None and _CATEGORY_OF.get(MeldName(name)) != category:
            raise ValueError(f"{name} is not a value of the row {category}")
        return Declaration(self.suits, (*others, name) if name is not None else tuple(others))

    def toggled(self, suit: Suit | str, button: str) -> Declaration:
        """A click on a suit row's button: a pressed button is released; pressing one
        releases those it cannot stand beside (only P and F go together)."""
        if button not in BUTTON_ORDER:
            raise ValueError(f"no button {button!r}; the buttons are {', '.join(BUTTON_ORDER)}")
        pressed = self.buttons(suit)
        if button in pressed:
            return self.with_buttons(suit, [b for b in pressed if b != button])
        kept = [b for b in pressed if tuple(x for x in BUTTON_ORDER if x in (b, button))
                in SUIT_COMBOS]
        return self.with_buttons(suit, [*kept, button])

    def toggled_cross(self, name: MeldName | str) -> Declaration:
        """A click on a cross-suit row's value: chosen, it is released; else it replaces the
        row's other value."""
        meld = MeldName(name)
        category = _CATEGORY_OF.get(meld)
        if category is None:
            raise ValueError(f"{meld} is no value of a cross-suit row")
        return self.with_cross(category, None if meld in self.cross else meld)

    def __str__(self) -> str:
        parts = [f"{suit.code} {'+'.join(row)}" for suit, row in zip(SUIT_ORDER, self.suits,
                                                                     strict=True) if row]
        return ", ".join(parts + [str(name) for name in self.cross]) or "nothing"


def declaration_of(sheet: MeldSheet) -> Declaration:
    """The declaration that presses exactly the sheet's melds (the filled-in meld screen).

    A Rundgang worth less than 240 (beside a family) becomes Könige 80, Damen
    60 and a P in each suit whose pair it took, so that the declaration is
    worth the sheet's total (see the module docstring).
    """
    rows = {suit: list(sheet.buttons(suit)) for suit in SUIT_ORDER}
    cross: list[MeldName] = []
    for meld in sheet.melds:
        if meld.name not in _CATEGORY_OF:
            continue
        if meld.name is _M.RUNDGANG and len(meld.pair_suits) < len(SUIT_ORDER):
            cross += [_M.FOUR_KINGS, _M.FOUR_QUEENS]
            for suit in meld.pair_suits:
                row = rows[suit]
                rows[suit] = ["2P"] if row == ["P"] else ["P", *row]
        else:
            cross.append(meld.name)
    return Declaration(tuple(tuple(rows[suit]) for suit in SUIT_ORDER), tuple(cross))


def best_declaration(hand: Iterable[Card], trump: Suit | str,
                     options: Options = DEFAULT_OPTIONS) -> Declaration:
    """The declaration of the hand's best melds: :func:`declaration_of` its :func:`meld_sheet`."""
    return declaration_of(meld_sheet(hand, trump, options))


def check_declaration(hand: Iterable[Card], trump: Suit | str, declaration: Declaration) -> bool:
    """Whether ``hand`` holds every meld ``declaration`` declares (the rules are in the module
    docstring).  ``trump`` changes the answer only for the Diß (its seven), else only the
    points."""
    trump_suit = _meld_trump(trump)
    if not isinstance(declaration, Declaration):
        raise TypeError(f"not a Declaration: {declaration!r}")
    counts = _counted(hand)
    free: dict[Suit, Counter[Rank]] = {}
    for suit, row in zip(SUIT_ORDER, declaration.suits, strict=True):
        held = Counter({rank: counts[Card(suit, rank)] for rank in RANK_ORDER})
        used = Counter(rank for button in row for rank in _BUTTON_RANKS[button])
        if used - held:
            return False
        free[suit] = held - used
    for name in declaration.cross:
        if name is _M.RUNDGANG:
            if _RUNDGANG_EXCLUDES.intersection(declaration.cross):
                return False
            if not all(free[suit][Rank.KING] and free[suit][Rank.QUEEN] for suit in SUIT_ORDER):
                return False
        elif Counter(_kind_cards(name, trump_suit)) - counts:
            return False
    return True


def _kind_cards(name: MeldName, trump: Suit) -> tuple[Card, ...]:
    """The cards a Binokel, a four / eight of a kind or a Diß (with ``trump``) consists of."""
    if name in (_M.BINOKEL, _M.DOUBLE_BINOKEL):
        return _BINOKEL_CARDS * (2 if name is _M.DOUBLE_BINOKEL else 1)
    if name in (_M.DISS, _M.DOUBLE_DISS):
        return (Card(trump, Rank.SEVEN),) * (2 if name is _M.DOUBLE_DISS else 1)
    for rank, four, eight in _KINDS:
        if name in (four, eight):
            return tuple(Card(suit, rank) for suit in SUIT_ORDER) * (2 if name is eight else 1)
    raise ValueError(f"{name} is not a cross-suit meld of fixed cards")


# --- how the melds are found ------------------------------------------------------------------


def _counted(hand: Iterable[Card]) -> Counter[Card]:
    counts = Counter(hand)
    for card, count in counts.items():
        if card.rank not in _RANKS:
            raise ValueError(f"{card} is not a Binokel card (A, T, K, Q, J, 7 of each suit)")
        if count > 2:
            raise ValueError(f"{card} is {count} times in the hand; the deck holds it twice")
    return counts


def _suit_melds(suit: Suit, counts: Counter[Card], trump: bool,
                options: Options = DEFAULT_OPTIONS) -> list[Meld]:
    """The dearest combination the suit allows (the choices are nested, see the docstring)."""
    held = {rank: counts[Card(suit, rank)] for rank in RANK_ORDER}
    family = tuple(Card(suit, rank) for rank in RANK_ORDER)
    pair = (Card(suit, Rank.KING), Card(suit, Rank.QUEEN))
    two_pairs = held[Rank.KING] == 2 and held[Rank.QUEEN] == 2
    if all(count == 2 for count in held.values()):
        return [_meld(_M.DOUBLE_FAMILY, family + family, trump, suit, options)]
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


def _diss(counts: Counter[Card], trump: Suit) -> list[Meld]:
    """The trump sevens held: a Diß of 10 each (see the module docstring)."""
    held = counts[Card(trump, Rank.SEVEN)]
    if not held:
        return []
    name = _M.DOUBLE_DISS if held == 2 else _M.DISS
    return [_meld(name, (Card(trump, Rank.SEVEN),) * held, True)]


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


def _meld(name: MeldName, cards: tuple[Card, ...], trump: bool, suit: Suit | None = None,
          options: Options = DEFAULT_OPTIONS) -> Meld:
    return Meld(name, meld_value(name, trump, options), cards, suit)


def meld_value(name: MeldName, in_trump: bool, options: Options = DEFAULT_OPTIONS) -> int:
    """What a meld is worth: :data:`MELD_POINTS`, plain or in trump — and a double family
    :data:`DOUBLE_FAMILY_MODERN` in any suit with ``Options.double_family_1500``."""
    if name is _M.DOUBLE_FAMILY and options.double_family_1500:
        return DOUBLE_FAMILY_MODERN
    return MELD_POINTS[name][in_trump]
