"""Preference's card rules: following, trumping, who wins a trick, the ALL PASS widow tricks.

Following ``rules/prefclub.md`` ("Play", "ALL PASS") and the 1993 manual
("Ausspielen der Karten", "ALL PASS Spiel"):

- 32 cards, 7 to ace in four suits; every suit ranks **A K Q J 10 9 8 7**
  (aces high).
- **Follow suit**; if you cannot, you **must trump**; if you can do neither,
  play any card.  There is no obligation to beat a card (no Stichzwang) and
  none to over-trump: any card of the led suit, or any trump, will do.
- The highest card of the led suit wins unless the trick was trumped; then
  the highest trump wins.  A card of a third suit never wins.
- No trumps in no-trump contracts, in Miser and in ALL PASS: ``trump=None``,
  and then a void player may play any card.

**The ALL PASS widow tricks.**  In the first two tricks of ALL PASS one widow
card each is turned up and "leads": it sets the suit, but it cannot win ("das
verdeckte Pärchen kann keinen Stich machen").  The three players then play
one card each to it, so such a trick holds four cards: the widow card, kept
apart (:func:`widow_legal`, :func:`widow_trick_winner` take it as an
argument), and the three played cards.  The exact rule implemented:

1. A player who holds the widow card's suit must play it.
2. A player void in it must follow the suit of the **first card played by a
   player** if no player has followed the widow card yet in this trick ("if
   nobody follows it, the first card played by a player sets the suit") —
   and may play any card once someone has followed the widow card (the
   widow's suit is then the led suit, and he cannot follow it).
3. Otherwise any card.
4. The winner is the highest played card of the widow's suit if anyone
   played one; otherwise the highest card of the suit of the first played
   card.

So a widow-led trick is decided exactly as if the widow card were a lead
that nobody can beat and that does not count, with the first played card
taking over the lead while the widow's suit is not followed.

In a real deal *someone always holds the widow card's suit*: of its eight
cards at most two lie in the widow and at most three went into the first
trick, so at least three are in the hands.  "Nobody follows" can therefore
only be true for a while — for the void players who play before the first
follower — and rule 2 is what gives the specification's parenthesis its
force there; rule 4's fallback only decides tricks built by hand (tests,
the search of one trick).

**Display order** (:func:`sort_hand`, decided here): a Preference player
holds his cards in suits of alternating colour, each suit from the ace down.
The base order is **♥ ♣ ♦ ♠** (Herz, the highest bidding suit, first; then
the higher black suit; red and black alternate).  With a trump the order is
turned round so that **the trump suit comes first** (trump ♠: ♠ ♥ ♣ ♦),
which keeps the colours alternating.  Suits the hand lacks are left out and
the rest is arranged so that as few neighbours as possible share a colour
(♥ ♦ ♠ is shown ♥ ♠ ♦); ties go to the base order.  The deal sorts a hand
when it is dealt, when the declarer takes the widow and when the trump is
named, and then keeps that order while cards leave the hand (so cards never
jump about when a suit runs out).

**For the shared search** (:mod:`cardsuite.engine.tricks`): :class:`PrefTrickRules`
is one contract's card rules; every trick is worth one (base 1, every card 0:
additive).  :func:`trick_rules` builds it from a
:class:`~cardsuite.games.pref.contract.Contract`:

- a trump contract: the declarer's side maximises its tricks;
  ``follow_suit`` is False (the obligation to trump is more than following);
- a no-trump contract: the same with ``follow_suit = True`` (follow, or any
  card when void);
- **Miser**: no trumps, ``misere = True``: the declarer (the side) wants no
  trick, the defenders want to give him as many as they can.

**ALL PASS** is every seat for itself, which the engine's two-sided search
cannot say exactly.  :func:`allpass_rules` expresses it as a misère seen from
one seat: ``misere = True`` and the searching seat alone is the ``side``; the
other two are assumed to push tricks onto it (the engine's "paranoid"
search).  That is pessimistic — in truth each of them also wants few tricks
— but it is what the solver can answer, and the bots may refine it.  The
two widow tricks do not fit a rules object that is the same for every trick
of a deal: :class:`WidowTrickRules` answers one widow-led trick (the played
cards only, the widow card fixed) and is meant for a search of that single
trick; a search of the whole deal starts with trick three, once both widow
cards are gone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations

from cardsuite.engine.cards import Card, Rank, Suit, piquet_deck
from cardsuite.games.pref.contract import Contract

#: Seats at the table.
PLAYERS = 3
#: Cards each seat is dealt, and so the tricks in a deal.
HAND_SIZE = 10
TRICKS = HAND_SIZE
#: Cards in the widow (Prikup, "verdecktes Pärchen").
WIDOW_SIZE = 2
#: ALL PASS: the first this many tricks are led by a widow card.
WIDOW_TRICKS = WIDOW_SIZE

#: Ranks from highest to lowest.
RANK_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN,
                                Rank.NINE, Rank.EIGHT, Rank.SEVEN)
#: The display order of the suits without a trump: ♥ ♣ ♦ ♠ (colours alternate).
DISPLAY_SUITS: tuple[Suit, ...] = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)

_STRENGTH = {rank: len(RANK_ORDER) - 1 - i for i, rank in enumerate(RANK_ORDER)}


def deck() -> list[Card]:
    """The 32 cards, 7 to ace in each suit."""
    return piquet_deck()


def strength(card: Card) -> int:
    """The card's rank within its suit, higher beats lower (7 → 0 … A → 7)."""
    return _STRENGTH[card.rank]


def _check_trick(trick: Sequence[Card], full: int) -> None:
    if len(trick) >= full:
        raise ValueError(f"the trick is complete: {[str(card) for card in trick]}")


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards so far, leader first).

    Follow the led suit; if void, trump (when there is a trump); else any
    card.  The hand's own cards in the hand's order; never empty for a
    non-empty hand.
    """
    _check_trick(trick, PLAYERS)
    if not trick:
        return list(hand)
    led = trick[0].suit
    following = [card for card in hand if card.suit == led]
    if following:
        return following
    if trump is not None:
        trumps = [card for card in hand if card.suit == trump]
        if trumps:
            return trumps
    return list(hand)


def beats(card: Card, winning: Card, trump: Suit | None) -> bool:
    """Whether ``card``, played later, takes the trick from the card ``winning`` it so far."""
    if card.suit == winning.suit:
        return _STRENGTH[card.rank] > _STRENGTH[winning.rank]
    return trump is not None and card.suit == trump


def trick_winner(trick: Sequence[Card], trump: Suit | None) -> int:
    """The index (in play order, leader 0) of the card that wins ``trick`` so far."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    best = 0
    for index in range(1, len(trick)):
        if beats(trick[index], trick[best], trump):
            best = index
    return best


# --- the ALL PASS widow tricks -------------------------------------------------------------

def widow_led_suit(trick: Sequence[Card], widow: Card) -> Suit:
    """The suit a player must follow in a widow-led trick so far: the widow card's, unless
    cards have been played and none of them is of that suit — then the first played card's."""
    if trick and not any(card.suit == widow.suit for card in trick):
        return trick[0].suit
    return widow.suit


def widow_legal(hand: Sequence[Card], trick: Sequence[Card], widow: Card) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick led by the turned-up ``widow`` card.

    ``trick`` holds the cards the players have played so far (not the widow
    card).  The widow's suit first; void in it, the first played card's suit
    while nobody has followed the widow card; else any card (see the module
    docstring).
    """
    _check_trick(trick, PLAYERS)
    following = [card for card in hand if card.suit == widow.suit]
    if following:
        return following
    led = widow_led_suit(trick, widow)
    if led != widow.suit:
        following = [card for card in hand if card.suit == led]
        if following:
            return following
    return list(hand)


def widow_trick_winner(trick: Sequence[Card], widow: Card) -> int:
    """The index in ``trick`` (the played cards, not the widow card) of the card that takes a
    widow-led trick: the highest of the widow's suit, or if nobody played it, the highest of
    the first played card's suit.  The widow card itself never wins."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    led = widow_led_suit(trick, widow)
    best = None
    for index, card in enumerate(trick):
        if card.suit == led and (best is None or _STRENGTH[card.rank] > _STRENGTH[trick[best].rank]):
            best = index
    assert best is not None  # the led suit is the widow's (someone followed) or trick[0]'s
    return best


# --- display order -----------------------------------------------------------------------

def suit_order(suits: Iterable[Suit], trump: Suit | None = None) -> tuple[Suit, ...]:
    """The order to show ``suits`` in: trump first, colours alternating where they can.

    Among the arrangements of the given suits (the trump, if among them,
    always first) the one with the fewest neighbours of one colour wins; ties
    go to the base order ♥ ♣ ♦ ♠ turned round to start with the trump.
    """
    present = set(suits)
    base = list(DISPLAY_SUITS)
    if trump is not None:
        start = base.index(trump)
        base = base[start:] + base[:start]
    position = {suit: i for i, suit in enumerate(base)}
    best: tuple[int, tuple[int, ...]] | None = None
    chosen: tuple[Suit, ...] = ()
    for order in permutations(sorted(present, key=position.__getitem__)):
        if trump in present and order[0] != trump:
            continue
        clashes = sum(1 for a, b in zip(order, order[1:], strict=False) if a.is_red == b.is_red)
        key = (clashes, tuple(position[suit] for suit in order))
        if best is None or key < best:
            best, chosen = key, order
    return chosen


def sort_hand(hand: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """The hand in display order: suits by :func:`suit_order`, each from the ace down."""
    cards = list(hand)
    order = {suit: i for i, suit in enumerate(suit_order((card.suit for card in cards), trump))}
    return sorted(cards, key=lambda card: (order[card.suit], -_STRENGTH[card.rank]))


# --- the shared search's view ----------------------------------------------------------------

class PrefTrickRules:
    """One contract's card rules for the shared search (see engine.tricks.TrickRules).

    Every trick is worth one.  ``misere`` marks a side that wants no tricks
    (Miser, and ALL PASS seen from one seat).
    """

    players = PLAYERS

    def __init__(self, trump: Suit | None = None, misere: bool = False) -> None:
        self.trump = trump
        self.misere = misere
        #: Without trumps following the led suit is the only obligation.
        self.follow_suit = trump is None

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        return legal_cards(hand, trick, self.trump)

    def winner(self, trick: Sequence[Card]) -> int:
        return trick_winner(trick, self.trump)

    def follow_class(self, card: Card) -> Suit:
        return card.suit

    def order(self, card: Card) -> int:
        return strength(card)

    def trick_value(self, trick: Sequence[Card]) -> int:
        return 1

    def __repr__(self) -> str:
        trump = "NT" if self.trump is None else self.trump.code
        return f"PrefTrickRules({trump}{', misere' if self.misere else ''})"


class WidowTrickRules:
    """One ALL PASS widow-led trick for a search of that trick alone: ``trick`` is the played
    cards, the turned-up ``widow`` card is fixed; the seat searched for wants no trick."""

    players = PLAYERS
    misere = True

    def __init__(self, widow: Card) -> None:
        self.widow = widow

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        return widow_legal(hand, trick, self.widow)

    def winner(self, trick: Sequence[Card]) -> int:
        return widow_trick_winner(trick, self.widow)

    def follow_class(self, card: Card) -> Suit:
        return card.suit

    def order(self, card: Card) -> int:
        return strength(card)

    def trick_value(self, trick: Sequence[Card]) -> int:
        return 1


def trick_rules(contract: Contract | None) -> PrefTrickRules:
    """The search's rules for a final contract; ``None`` for ALL PASS (:func:`allpass_rules`)."""
    if contract is None:
        return allpass_rules()
    return PrefTrickRules(contract.trump, misere=contract.miser)


def allpass_rules() -> PrefTrickRules:
    """ALL PASS from trick three on: no trumps, the searching seat (alone the side) wants few
    tricks (see the module docstring)."""
    return PrefTrickRules(None, misere=True)
