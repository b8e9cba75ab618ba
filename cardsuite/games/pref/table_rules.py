"""The rules a PrefClub table plays by where Preference tables differ (issue 16: the Sochi
rules as options), chosen with the table and shown on the table dialog and the sheet.

The defaults are the 1993 manual's rules (``rules/prefclub.md``); every option
names the custom of Russian Preference it comes from.  Sources: D. Parlett,
*The Penguin Book of Card Games* ("Preference": the half-whist, the
gentleman's whist); the Russian conventions as summed up in "Rules of Russian
Preferans" 1–3 (kzpn200.blogspot.com, 2013) and in the open-source scorer
``poolya.py`` (its Rostov variant: half-whist, semi-responsible whist,
gentlemanly whist, ALL PASS in whists with a point for no trick).

- **Stalingrad** (``stalingrad``, on by default, as the manual): a final 6♠
  must be whisted by both defenders.  Off, 6♠ is whisted or passed like any
  other contract (and stands when both pass).
- **Leaving ALL PASS** (``all_pass_top``): the level of ALL PASS deals in a row
  — the minimum bid of the deal after one — rises 6 → 7 → 8, and after an ALL
  PASS at 8 the minimum returns to 6 (``8``, the manual); or it rises
  6 → 7 and stays at 7 for every further ALL PASS until a deal is bid (``7``,
  "6-7-7").  A deal that is bid and played returns the minimum to 6 in both.
- **Half-whist** (``half_whist``, off in the manual): on a contract of 6 or 7,
  when the first defender has passed, the second may say *half-whist*.  The
  first defender may then take his pass back and whist after all (he whists
  alone, the half-whister passes, the deal is played as with any lone
  whister).  If he does not, the contract is not played: the declarer writes
  its value in his BULLET as made, and the half-whister writes whists for half
  the quota — 6: 2 tricks × 2 = 4, 7: 1 trick × 4 = 4 — on him.  With
  Stalingrad, 6♠ has no half-whist (both must whist).
- **Greedy or gentleman's whist** (``whist_kind``): it matters when a lone
  whister's declarer fails.  *Greedy* (the manual): the whister writes the
  whists for all the defence's tricks.  *Gentleman's*: those whists are shared
  half and half between the whister and the defender who passed (the
  consolation for the undertricks is written by each in full either way).
  With two whisters each writes his own tricks in both.
- **Responsible or half-responsible whist** (``responsibility``): a whister
  whose defence is short of the quota writes the contract's value per missing
  trick on his MOUNTAIN (*responsible*, the manual); *half-responsible* (the
  Sochi custom) halves that penalty on contracts of 6 and 7 — 8 and 9 stay
  responsible.
- **The ALL PASS score** (``all_pass_scoring``):
  ``"manual"``: the fewest tricks writes (t − fewest) × price whists on each
  other player, the price 2 · 4 · 6 by level (the manual).
  ``"sochi"``: every trick a player takes puts points on his MOUNTAIN — 1, 2
  or 3 a trick at level 6, 7 or 8 (the progression 1 · 2 · 3 of ALL PASS deals
  in a row; with "6-7-7" it stays at 2).
  ``"leningrad"``: as Sochi, and a player who takes no trick writes the same
  1, 2 or 3 points in his BULLET (passed on as aid when it is full).
  ``"rostov"``: played for whists, without progression: the player with the
  fewest tricks writes 5 whists for every trick of each other player (two
  tied for fewest share it, half each), and a player with no trick writes 1
  point in his BULLET.
- **The ten-level contract checked** (``ten_checked``, on in the manual): a
  final 10 is played out, the defenders just play.  Off: it is not checked,
  it stands unplayed and the declarer writes 10 in his BULLET.
- **Amnesty** (``amnesty``, off): at the settlement the smallest mountain is
  written off every mountain before they are compared.  It changes no result
  (only the differences of the mountains count); the sheet shows the
  mountains after the amnesty.

Decisions: an unknown key or a wrong value in saved rules is refused (the
files saying so are reported, see :mod:`.session` and :mod:`.club`); rules
missing from a file saved before they existed are the defaults — that is
what those games were played by.  :data:`SOCHI` is the set a Sochi table
plays by (the table dialog offers it with the manual's as a preset).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from fractions import Fraction
from typing import Any

#: The two ways to leave a row of ALL PASS deals: 6-7-8 (then 6) or 6-7-7.
ALL_PASS_TOPS: tuple[int, ...] = (8, 7)
#: Who writes the whists when a lone whister's declarer fails.
WHIST_KINDS: tuple[str, ...] = ("greedy", "gentleman")
#: What a whister pays for a defence short of the quota.
RESPONSIBILITIES: tuple[str, ...] = ("full", "half")
#: The ways of scoring ALL PASS.
ALL_PASS_SCORINGS: tuple[str, ...] = ("manual", "sochi", "leningrad", "rostov")
#: The contract levels a half-whist may be said against.
HALF_WHIST_LEVELS: tuple[int, ...] = (6, 7)
#: The levels a half-responsible whister pays half on.
HALF_RESPONSIBLE_LEVELS: tuple[int, ...] = (6, 7)
#: Rostov: whists per trick in ALL PASS; and the BULLET point for no trick.
ROSTOV_ALL_PASS_WHISTS = 5
ROSTOV_NO_TRICK_POINTS = 1

_CHOICES: dict[str, tuple[object, ...]] = {
    "all_pass_top": ALL_PASS_TOPS,
    "whist_kind": WHIST_KINDS,
    "responsibility": RESPONSIBILITIES,
    "all_pass_scoring": ALL_PASS_SCORINGS,
}
_SWITCHES = ("stalingrad", "half_whist", "ten_checked", "amnesty")


@dataclass(frozen=True)
class TableRules:
    """A table's choice of the rules where Preference tables differ (see the module)."""

    stalingrad: bool = True
    all_pass_top: int = 8
    half_whist: bool = False
    whist_kind: str = "greedy"
    responsibility: str = "full"
    all_pass_scoring: str = "manual"
    ten_checked: bool = True
    amnesty: bool = False

    def __post_init__(self) -> None:
        for name in _SWITCHES:
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise ValueError(f"{name} is on or off (a boolean), not {value!r}")
        if isinstance(self.all_pass_top, bool) or self.all_pass_top not in ALL_PASS_TOPS:
            raise ValueError(f"ALL PASS rises to 8 or to 7, not {self.all_pass_top!r}")
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if isinstance(value, bool) or value not in choices:
                raise ValueError(f"{name} is one of {', '.join(map(str, choices))}, "
                                 f"not {value!r}")

    def next_minimum(self, all_pass_level: int) -> int:
        """The minimum bid of the deal after an ALL PASS played at ``all_pass_level``."""
        if all_pass_level < self.all_pass_top:
            return all_pass_level + 1
        if self.all_pass_top == 7:
            return 7
        return 6

    def half_whist_allowed(self, level: int, strain_is_spades: bool) -> bool:
        """Whether a half-whist may be said against a final contract of ``level``."""
        if not self.half_whist or level not in HALF_WHIST_LEVELS:
            return False
        return not (self.stalingrad and level == 6 and strain_is_spades)

    def whist_penalty_share(self, level: int) -> Fraction:
        """The part of the contract's value per missing trick a whister pays."""
        if self.responsibility == "half" and level in HALF_RESPONSIBLE_LEVELS:
            return Fraction(1, 2)
        return Fraction(1)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, saved: object) -> TableRules:
        """The rules as :meth:`to_dict` wrote them (keys missing: the defaults);
        ValueError for anything else."""
        if not isinstance(saved, dict):
            raise ValueError(f"the table's rules are a mapping, not {saved!r}")
        unknown = set(saved) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"unknown table rules: {', '.join(sorted(map(str, unknown)))}")
        return cls(**saved)


#: The manual's rules.
MANUAL = TableRules()
#: The rules of a Sochi table: Stalingrad, half-whist on 6 and 7, gentleman's and
#: half-responsible whist, ALL PASS on the mountain with the progression 1 · 2 · 3, 6-7-7.
SOCHI = TableRules(stalingrad=True, all_pass_top=7, half_whist=True, whist_kind="gentleman",
                   responsibility="half", all_pass_scoring="sochi")
