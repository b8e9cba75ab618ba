"""Vierfrei's rules: positions, single-card moves, supermoves and safe cards.

A :class:`Position` is immutable.  Columns list their cards from the one
furthest back (dealt first) to the one that can be moved.  Places use the
common solver notation: columns ``1``–``8``, free cells ``a``–``d``, the
foundations ``h``.

Decisions where the manual (``seeds/003``) is silent, see ``rules/vierfrei.md``:
- Only single cards move; a run is moved as a *supermove*, the sequence of
  single-card moves through free cells and empty columns, planned here.
- The largest run that can move is ``(free cells + 1) × 2^(empty columns)``,
  where an empty column that is the target does not count.
- A card is *safe* (removed by Delete) when it can go to its foundation and
  can never be needed again: an ace always, a two once its ace is up, any other
  card once both cards of the opposite colour and one rank lower are on the
  foundations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardsuite.engine.cards import Card, Rank, Suit, french_deck, parse_cards
from cardsuite.engine.rng import microsoft_deal

COLUMNS = 8
CELLS = 4
DECK_SIZE = 52


class Area(Enum):
    COLUMN = "column"
    CELL = "cell"
    FOUNDATION = "foundation"


@dataclass(frozen=True, slots=True)
class Place:
    """A column, a free cell, or the foundations (one place; the suit decides the pile)."""

    area: Area
    index: int = 0

    @property
    def notation(self) -> str:
        if self.area is Area.COLUMN:
            return str(self.index + 1)
        if self.area is Area.CELL:
            return "abcd"[self.index]
        return "h"

    @classmethod
    def parse(cls, text: str) -> Place:
        if len(text) == 1 and text in "12345678":
            return column(int(text) - 1)
        if len(text) == 1 and text in "abcd":
            return cell("abcd".index(text))
        if text == "h":
            return FOUNDATION
        raise ValueError(f"not a place: {text!r} (columns 1-8, free cells a-d, foundation h)")

    def __str__(self) -> str:
        return self.notation


def column(index: int) -> Place:
    return Place(Area.COLUMN, index)


def cell(index: int) -> Place:
    return Place(Area.CELL, index)


FOUNDATION = Place(Area.FOUNDATION)


@dataclass(frozen=True, slots=True)
class Move:
    """One card from one place to another."""

    source: Place
    target: Place

    @property
    def notation(self) -> str:
        return self.source.notation + self.target.notation

    @classmethod
    def parse(cls, text: str) -> Move:
        if len(text) != 2:
            raise ValueError(f"not a move: {text!r} (two places, e.g. 8h, 1a, 15)")
        return cls(Place.parse(text[0]), Place.parse(text[1]))

    def __str__(self) -> str:
        return self.notation


def _foundation_entries(text: str) -> list[tuple[Suit, int]]:
    """``2C AD`` (top cards) or ``H-0 C-2 D-A S-0`` (suit-rank) as (suit, height) pairs."""
    entries = []
    for item in text.split():
        if "-" in item:
            suit_code, _dash, rank_code = item.partition("-")
            suit = Suit.parse(suit_code)
            rank = 0 if rank_code == "0" else int(Rank.parse(rank_code))
        else:
            card = Card.parse(item)
            suit, rank = card.suit, int(card.rank)
        entries.append((suit, rank))
    return entries


class IllegalMove(ValueError):
    """A move the rules do not allow; the position is unchanged."""


def builds_on(card: Card, base: Card) -> bool:
    """May ``card`` lie on ``base`` in a column: opposite colour, one rank lower."""
    return card.is_red != base.is_red and card.rank == base.rank - 1


@dataclass(frozen=True, slots=True)
class Position:
    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[int, ...]  # per Suit: the highest rank up there, 0 for none

    @classmethod
    def deal(cls, number: int) -> Position:
        """Microsoft FreeCell's deal ``number``."""
        return cls(
            tuple(tuple(cards) for cards in microsoft_deal(number, COLUMNS)),
            (None,) * CELLS,
            (0,) * len(Suit),
        )

    @classmethod
    def from_board(cls, text: str) -> Position:
        """A position in the common solver board format: one line per column, back card first.

        Optional lines ``Freecells:`` (or ``FC:``; ``-`` for an empty cell) and
        ``Foundations:`` (or ``Founds:``), the latter either as the top cards
        (``Foundations: 2C AD``) or in Freecell Solver's form (``Foundations: H-0
        C-2 D-A S-0``, as :meth:`board` writes).  An empty column is a line ``:``
        (as :meth:`board` and Freecell Solver write it) or a blank line between column
        lines (as Freecell Solver also reads it); blank lines before the first column and
        after the last are no columns.  Errors name the line.
        """
        columns: list[tuple[Card, ...]] = []
        cells: list[Card | None] = [None] * CELLS
        foundations = [0] * len(Suit)
        seen: dict[Card, int] = {}

        def note(cards: list[Card], number: int) -> list[Card]:
            for card in cards:
                if card in seen:
                    raise ValueError(f"{card} appears twice (first on line {seen[card]})")
                seen[card] = number
            return cards

        blanks = 0  # blank lines since the last column line: empty columns if one follows
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line:
                blanks += 1 if columns else 0
                continue
            if line.startswith("#"):
                continue
            label, _colon, rest = line.partition(":")
            try:
                if _colon and label.strip().lower() in ("freecells", "fc"):
                    codes = rest.split()
                    if len(codes) > CELLS:
                        raise ValueError(f"more than {CELLS} free cells")
                    for i, code in enumerate(codes):
                        cells[i] = None if code == "-" else note([Card.parse(code)], number)[0]
                elif _colon and label.strip().lower() in ("foundations", "founds"):
                    for suit, rank in _foundation_entries(rest):
                        foundations[suit] = rank
                        note([Card(suit, Rank(r)) for r in range(1, rank + 1)], number)
                else:
                    columns.extend([()] * blanks)
                    columns.append(tuple(note(parse_cards(line.lstrip(": ")), number)))
                blanks = 0
            except ValueError as error:
                raise ValueError(f"line {number}: {error}") from error
        columns.extend([()] * min(blanks, COLUMNS - len(columns)))  # empty last columns
        if len(columns) != COLUMNS:
            raise ValueError(f"a board needs {COLUMNS} column lines, this one has {len(columns)}")
        position = cls(tuple(columns), tuple(cells), tuple(foundations))
        position.check_complete()
        return position

    def board(self) -> str:
        """The position in the common solver board format."""
        lines = []
        if any(self.cells):
            lines.append("Freecells: " + " ".join(str(c) if c else "-" for c in self.cells))
        if any(self.foundations):
            # Freecell Solver's form (it misreads top cards): H-8 C-4 D-0 S-5.
            up = [f"{str(Card(suit, Rank.ACE))[-1]}-{str(Card(suit, Rank(rank)))[:-1] if rank else 0}"
                  for suit, rank in zip(Suit, self.foundations, strict=True)]
            lines.append("Foundations: " + " ".join(up))
        # An empty column is ":", as Freecell Solver writes it (a blank line would be lost).
        lines.extend(" ".join(str(card) for card in cards) or ":" for cards in self.columns)
        return "\n".join(lines) + "\n"

    def all_cards(self) -> list[Card]:
        """Every card of the position, wherever it lies (foundation cards included)."""
        cards = [card for cards in self.columns for card in cards]
        cards += [card for card in self.cells if card is not None]
        cards += [Card(suit, Rank(rank)) for suit in Suit for rank in range(1, self.foundations[suit] + 1)]
        return cards

    def check_complete(self) -> None:
        """Raise ValueError unless the position holds each of the 52 cards exactly once."""
        cards = self.all_cards()
        if len(cards) == DECK_SIZE and len(set(cards)) == DECK_SIZE:
            return
        seen: set[Card] = set()
        twice = sorted({c for c in cards if c in seen or seen.add(c)})
        missing = sorted(set(french_deck()) - set(cards))
        problems = []
        if twice:
            problems.append("twice: " + " ".join(map(str, twice)))
        if missing:
            problems.append("missing: " + " ".join(map(str, missing)))
        raise ValueError(f"a board must hold each of the 52 cards once ({'; '.join(problems)})")

    # --- what lies where -------------------------------------------------

    def card_at(self, place: Place) -> Card | None:
        """The card that would leave ``place`` (top of a column, a cell's card)."""
        if place.area is Area.COLUMN:
            cards = self.columns[place.index]
            return cards[-1] if cards else None
        if place.area is Area.CELL:
            return self.cells[place.index]
        return None

    @property
    def free_cells(self) -> int:
        return sum(1 for card in self.cells if card is None)

    def empty_columns(self, excluding: Place | None = None) -> list[int]:
        return [
            i
            for i, cards in enumerate(self.columns)
            if not cards and not (excluding is not None and excluding == column(i))
        ]

    @property
    def is_won(self) -> bool:
        return all(rank == Rank.KING for rank in self.foundations)

    def run_length(self, index: int) -> int:
        """How many cards at the bottom of column ``index`` form a correctly built run."""
        cards = self.columns[index]
        if not cards:
            return 0
        length = 1
        while length < len(cards) and builds_on(cards[-length], cards[-length - 1]):
            length += 1
        return length

    def max_run(self, target: Place) -> int:
        """The longest run a supermove onto ``target`` may carry."""
        return (self.free_cells + 1) * 2 ** len(self.empty_columns(excluding=target))

    # --- single moves ----------------------------------------------------

    def accepts(self, place: Place, card: Card) -> bool:
        if place.area is Area.FOUNDATION:
            return self.foundations[card.suit] == card.rank - 1
        if place.area is Area.CELL:
            return self.cells[place.index] is None
        cards = self.columns[place.index]
        return not cards or builds_on(card, cards[-1])

    def is_legal(self, move: Move) -> bool:
        if move.source == move.target or move.source.area is Area.FOUNDATION:
            return False
        card = self.card_at(move.source)
        return card is not None and self.accepts(move.target, card)

    def apply(self, move: Move) -> Position:
        """The position after ``move``; raises :class:`IllegalMove` if the rules forbid it."""
        if not self.is_legal(move):
            raise IllegalMove(f"{move} is not allowed")
        card = self.card_at(move.source)
        assert card is not None
        return self._without(move.source)._with(move.target, card)

    def unapply(self, move: Move, card: Card) -> Position:
        """The position before ``move`` carried ``card`` (for undo; the log knows the card)."""
        if move.target.area is Area.FOUNDATION:
            if self.foundations[card.suit] != card.rank:
                raise IllegalMove(f"{card} is not the top of its foundation")
        elif self.card_at(move.target) != card:
            raise IllegalMove(f"{card} does not lie at {move.target}")
        return self._without_card(move.target, card)._with(move.source, card)

    def legal_moves(self) -> list[Move]:
        """Every legal single-card move (foundation moves first)."""
        sources = [column(i) for i in range(COLUMNS)] + [cell(i) for i in range(CELLS)]
        targets = [FOUNDATION] + [column(i) for i in range(COLUMNS)] + [cell(i) for i in range(CELLS)]
        moves = []
        for source in sources:
            card = self.card_at(source)
            if card is None:
                continue
            first_free_cell = True
            for target in targets:
                if target == source:
                    continue
                if target.area is Area.CELL:
                    # All free cells are alike; offer the first one only.
                    if self.cells[target.index] is not None or not first_free_cell:
                        continue
                    first_free_cell = False
                if self.accepts(target, card):
                    moves.append(Move(source, target))
        return moves

    # --- building blocks -------------------------------------------------

    def _without(self, place: Place) -> Position:
        if place.area is Area.COLUMN:
            columns = list(self.columns)
            columns[place.index] = columns[place.index][:-1]
            return Position(tuple(columns), self.cells, self.foundations)
        cells = list(self.cells)
        cells[place.index] = None
        return Position(self.columns, tuple(cells), self.foundations)

    def _without_card(self, place: Place, card: Card) -> Position:
        if place.area is Area.FOUNDATION:
            foundations = list(self.foundations)
            foundations[card.suit] -= 1
            return Position(self.columns, self.cells, tuple(foundations))
        return self._without(place)

    def _with(self, place: Place, card: Card) -> Position:
        if place.area is Area.COLUMN:
            columns = list(self.columns)
            columns[place.index] = columns[place.index] + (card,)
            return Position(tuple(columns), self.cells, self.foundations)
        if place.area is Area.CELL:
            cells = list(self.cells)
            cells[place.index] = card
            return Position(self.columns, tuple(cells), self.foundations)
        foundations = list(self.foundations)
        foundations[card.suit] = card.rank
        return Position(self.columns, self.cells, tuple(foundations))
