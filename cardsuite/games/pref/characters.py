"""The PrefClub's card players: Versager, Damen and Kartenhaie, each with a style of play.

``rules/prefclub.md``, "Entering the club", after the 1993 manual ("Auswahl
Ihrer Gegenspieler"): the player picks **two opponents** from three groups —
**Versager** (losers: weak and careless), **Damen** (ladies: careful, solid)
and **Kartenhaie** (card sharks: strongest); each group has several named
characters with their own style.

Decisions where the manual and the specification leave room:

- **The names are ours.**  The manual names the groups but no character (the
  shareware version "had fewer opponents"; the registered one's roster is not
  described), so every character here is invented, with German names that fit
  the group.  The keys (``"egon"``, ``"adelheid"``, ``"baron"`` …) are plain
  ASCII, unique across all groups, and stable: member files record opponents
  by key, so a key is never renamed or reused.
- **Any two distinct characters** may be chosen, from one group or from two
  ("Wählen Sie Ihre Gegner von einer beliebigen Gruppe": any group will do;
  the manual forbids no mix, and a Versager beside a Kartenhai is the kind
  of table a club has).  The same character twice is refused.
- **The names are proper names and are not translated**; the group names are
  German terms and the UI translates them (context ``"PrefClub"``).

What each style parameter is for (the bots that read them come later; these
are the contracts they must honour):

- ``level`` — the strength of the shared Monte-Carlo search
  (:data:`cardsuite.engine.ai.pimc.LEVELS`: ``"easy"``, ``"medium"``,
  ``"strong"``): how many hidden deals are sampled and how deep each is
  solved, for card play and for the trick estimates that bidding and
  whisting rest on.  :meth:`Character.search_level` is that level with the
  character's own mistake rate.
- ``boldness`` — a margin in tricks for **bidding**: a character bids a
  contract of *n* tricks when the tricks he expects to take (the widow still
  unseen) reach ``n − boldness``.  0 bids exactly what the hand is worth;
  positive overbids (hoping for the widow, the loser's way); negative wants a
  safety margin before he bids at all.
- ``whist_readiness`` — the same kind of margin for the **whist**: a defender
  says whist when the tricks he expects to take against the contract reach
  his share of the defenders' quota minus ``whist_readiness``.  Positive
  whists on hope, negative only with tricks to spare.
- ``mistakes`` — the probability that a card he plays is the search's
  **second** choice instead of its first (issue 16: a human mistake, a
  plausible card, not a random one; see :class:`.bots.Refusing`).  It
  replaces the level's own ``mistake_rate`` (see
  :meth:`Character.search_level`), so carelessness is the character's, not
  the level's: a careless player may still search well.

The numbers: Versager search at ``"easy"``, overbid and over-whist by a trick
or more and play one card in four to one in three carelessly; Damen search at
``"medium"``, bid and whist a little under what they hold and err a few times
in a hundred; Kartenhaie search at ``"strong"``, press a quarter to half a
trick beyond their estimate (a good player knows the widow helps) and hardly
ever err.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from cardsuite.engine.ai.pimc import LEVELS, Level


class Group(StrEnum):
    """The three groups of the club's card players, weakest first."""

    #: Losers: weak and careless.
    VERSAGER = "versager"
    #: Ladies: careful, solid.
    DAMEN = "damen"
    #: Card sharks: the strongest.
    KARTENHAIE = "kartenhaie"

    @property
    def title(self) -> str:
        """The group's German name as the manual writes it (the UI translates it)."""
        return _TITLES[self]


_TITLES = {Group.VERSAGER: "Versager", Group.DAMEN: "Damen", Group.KARTENHAIE: "Kartenhaie"}


@dataclass(frozen=True)
class Character:
    """A named card player of the club and his style (see the module docstring)."""

    #: Stable ASCII identifier, unique in the whole club; member files store it.
    key: str
    #: The name shown at the table (a proper name, not translated).
    name: str
    group: Group
    #: A key of :data:`cardsuite.engine.ai.pimc.LEVELS`.
    level: str
    #: Bidding margin in tricks: bids *n* when he expects ``n − boldness`` tricks.
    boldness: float
    #: Whist margin in tricks: whists when he expects his quota share minus this.
    whist_readiness: float
    #: Probability of a random legal card instead of the search's choice.
    mistakes: float

    def __post_init__(self) -> None:
        if not (self.key.isascii() and self.key.isidentifier() and self.key.islower()):
            raise ValueError(f"a character's key is lower-case ASCII, not {self.key!r}")
        if self.level not in LEVELS:
            raise ValueError(f"{self.key}: no search level {self.level!r} "
                             f"(there are {', '.join(LEVELS)})")
        if not 0.0 <= self.mistakes <= 1.0:
            raise ValueError(f"{self.key}: a mistake rate is a probability, not {self.mistakes!r}")
        if not isinstance(self.group, Group):
            raise ValueError(f"{self.key}: no group {self.group!r}")

    def search_level(self) -> Level:
        """The Monte-Carlo level this character plays at, with his own mistake rate."""
        return replace(LEVELS[self.level], name=f"{self.level}:{self.key}",
                       mistake_rate=self.mistakes)


_V, _D, _K = Group.VERSAGER, Group.DAMEN, Group.KARTENHAIE

#: Everyone in the club, group by group (weakest group first).
CHARACTERS: tuple[Character, ...] = (
    # Versager: bid on hope, whist on hope, play carelessly.
    Character("egon", "Egon Glücklos", _V, "easy", 1.5, 1.0, 0.30),
    Character("kalle", "Kalle Übermut", _V, "easy", 2.0, 1.5, 0.25),
    Character("horst", "Horst Hoppla", _V, "easy", 1.0, 1.5, 0.35),
    Character("willi", "Willi Wurstig", _V, "easy", 1.0, 1.0, 0.30),
    # Damen: careful, solid; a shade under what the cards promise.
    Character("adelheid", "Adelheid von Bedacht", _D, "medium", -0.5, -0.5, 0.02),
    Character("hilde", "Tante Hilde", _D, "medium", 0.0, 0.0, 0.05),
    Character("margot", "Dr. Margot Sorgsam", _D, "medium", -0.25, 0.0, 0.03),
    Character("lore", "Lore Lindemann", _D, "medium", 0.0, -0.25, 0.04),
    # Kartenhaie: strongest; press a little, hardly ever err.
    Character("baron", "Baron von Hasardt", _K, "strong", 0.5, 0.5, 0.0),
    Character("ede", "Ede Eiskalt", _K, "strong", 0.25, 0.25, 0.0),
    Character("viktor", "Viktor Hecht", _K, "strong", 0.25, 0.5, 0.01),
    Character("lola", "Die schwarze Lola", _K, "strong", 0.5, 0.25, 0.01),
)

_BY_KEY: dict[str, Character] = {character.key: character for character in CHARACTERS}
if len(_BY_KEY) != len(CHARACTERS):  # pragma: no cover - a programming error in the table
    raise RuntimeError("two characters share a key")


def character(key: str) -> Character:
    """The character with ``key``; ValueError if there is none."""
    try:
        return _BY_KEY[key]
    except (KeyError, TypeError):
        raise ValueError(f"no character {key!r} in the PrefClub") from None


def in_group(group: Group | str) -> tuple[Character, ...]:
    """The characters of ``group`` (a :class:`Group` or its value), in table order."""
    wanted = Group(group)
    return tuple(c for c in CHARACTERS if c.group is wanted)


def opponents(first: str, second: str) -> tuple[Character, Character]:
    """The two opponents the player picked, by key; ValueError unless two distinct characters."""
    one, other = character(first), character(second)
    if one is other:
        raise ValueError(f"the two opponents must be two different players, not {first!r} twice")
    return one, other
