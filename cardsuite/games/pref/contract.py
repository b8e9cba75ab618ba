"""Bids and contracts of Preference (Preferans), as PrefClub (DOS, 1993) plays them.

``rules/prefclub.md``, "Deal and bidding" and "Values":

- A bid names a number of tricks, 6 … 10, and a strain: a trump suit or no
  trumps.  The strains rank Pik < Kreuz < Karo < Herz < no trumps, so 6♠ is
  the lowest bid and 10NT the highest.
- **Miser** (take no trick, no trumps) ranks between 8NT and 9♠: a bid of 9
  or higher beats it ("an opponent's bid of 9 (or higher) beats Miser").
- A contract's value ``v`` by its level: 6 → 2, 7 → 4, 8 → 6, 9 → 8,
  10 → 10; Miser is worth 10.

Decisions:

- :class:`Contract` is one immutable, ordered, hashable value for bids and
  final contracts alike; ``strain`` is a :class:`~cardsuite.engine.cards.Suit`
  or ``None`` for no trumps; a Miser has ``miser=True``, ``level=0`` and no
  strain (it is not a number of tricks).  ``str()`` gives short codes that the
  command line and saves use: ``"6S"``, ``"7H"``, ``"8NT"``, ``"MISER"``;
  :meth:`Contract.parse` reads them back (also ``"6♠"``-style suit symbols).
- Ordering (``<``) is the bidding order above; :func:`all_bids` lists every
  bid lowest first, :meth:`Contract.next_above` the bids a player may name
  over a given one.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.engine.cards import Suit

#: The trick numbers a bid may name.
LEVELS: tuple[int, ...] = (6, 7, 8, 9, 10)
#: The trump strains lowest first (Pik < Kreuz < Karo < Herz); no trumps (None) is above them.
SUIT_STRAINS: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
STRAINS: tuple[Suit | None, ...] = (*SUIT_STRAINS, None)
#: A contract's value v by its level; Miser's value.
VALUES: dict[int, int] = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
MISER_VALUE = 10
#: The tricks a declarer must take at least: his level (Miser: none at all).
TRICKS_IN_DEAL = 10
#: The level whose bids beat a Miser (9♠ and up).
BEATS_MISER = 9

_SYMBOLS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}


@dataclass(frozen=True)
class Contract:
    """A bid or a final contract: ``level`` tricks in ``strain`` (None: no trumps), or Miser."""

    level: int
    strain: Suit | None = None
    miser: bool = False

    def __post_init__(self) -> None:
        if self.miser:
            if self.level != 0 or self.strain is not None:
                raise ValueError("a Miser names no tricks and no trump")
            return
        if isinstance(self.level, bool) or self.level not in LEVELS:
            raise ValueError(f"a bid names 6 … 10 tricks, not {self.level!r}")
        if self.strain is not None and not isinstance(self.strain, Suit):
            raise ValueError(f"a strain is a suit or None (no trumps), not {self.strain!r}")

    @classmethod
    def miser_bid(cls) -> Contract:
        return cls(0, None, True)

    @classmethod
    def parse(cls, text: str) -> Contract:
        """``"6S"``, ``"7♥"``, ``"8NT"``, ``"MISER"`` → the contract; ValueError otherwise."""
        code = text.strip().upper()
        if code == "MISER":
            return cls.miser_bid()
        for symbol, letter in _SYMBOLS.items():
            code = code.replace(symbol, letter)
        try:
            if code.endswith("NT"):
                return cls(int(code[:-2]), None)
            return cls(int(code[:-1]), Suit.parse(code[-1]))
        except (ValueError, IndexError):
            raise ValueError(f"not a Preference bid: {text!r} (6S … 10NT, or MISER)") from None

    @property
    def no_trumps(self) -> bool:
        """Whether the contract is played without trumps (no-trump contracts and Miser)."""
        return self.strain is None

    @property
    def trump(self) -> Suit | None:
        return self.strain

    @property
    def value(self) -> int:
        """The contract's value v (6 → 2 … 10 → 10; Miser 10)."""
        return MISER_VALUE if self.miser else VALUES[self.level]

    def rank(self) -> tuple[int, int]:
        """The bidding order as a number pair: higher beats lower."""
        if self.miser:
            return (BEATS_MISER - 1, len(STRAINS))  # above 8NT, below 9♠
        return (self.level, STRAINS.index(self.strain))

    def __lt__(self, other: Contract) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return self.rank() < other.rank()

    def __le__(self, other: Contract) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return self.rank() <= other.rank()

    def __gt__(self, other: Contract) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return self.rank() > other.rank()

    def __ge__(self, other: Contract) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return self.rank() >= other.rank()

    def next_above(self) -> list[Contract]:
        """Every bid higher than this one, lowest first (Miser excluded: it is a first bid
        only, :mod:`.game` decides when it may be named)."""
        return [bid for bid in all_bids() if bid > self]

    def __str__(self) -> str:
        if self.miser:
            return "MISER"
        return f"{self.level}{'NT' if self.strain is None else self.strain.code}"


def all_bids(minimum: int = LEVELS[0]) -> list[Contract]:
    """Every trick bid from ``minimum`` tricks up, lowest first (no Miser)."""
    if minimum not in LEVELS:
        raise ValueError(f"the minimum level is 6 … 10, not {minimum!r}")
    return [Contract(level, strain) for level in LEVELS if level >= minimum
            for strain in STRAINS]
