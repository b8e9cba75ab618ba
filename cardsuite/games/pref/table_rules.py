"""The rules a PrefClub table plays by where Preference tables differ (issue 16: the Sochi
rules as options), chosen with the table and shown on the table dialog and the sheet.

The defaults are the 1993 manual's rules (``rules/prefclub.md``); every option
names the custom of Sochi Preference it comes from.

- **Stalingrad** (``stalingrad``, on by default, as the manual): a final 6♠
  must be whisted by both defenders.  Off, 6♠ is whisted or passed like any
  other contract (and stands when both pass): the Sochi rule without
  "Stalingrad".
- **Leaving ALL PASS** (``all_pass_top``): the level of ALL PASS deals in a row
  — the minimum bid of the deal after one — rises 6 → 7 → 8, and after an ALL
  PASS at 8 the minimum returns to 6 (``8``, the manual); or it rises
  6 → 7 and stays at 7 for every further ALL PASS until a deal is bid (``7``,
  "6-7-7", the gentler Sochi custom: an ALL PASS costs at most 4 whists a
  trick).  A deal that is bid and played returns the minimum to 6 in both.

Decisions: an unknown key or a wrong type in saved rules is refused (the
files saying so are reported, see :mod:`.session` and :mod:`.club`); rules
missing from a file saved before they existed are the defaults — that is
what those games were played by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The two ways to leave a row of ALL PASS deals: 6-7-8 (then 6) or 6-7-7.
ALL_PASS_TOPS: tuple[int, ...] = (8, 7)


@dataclass(frozen=True)
class TableRules:
    """A table's choice of the rules where Preference tables differ (see the module)."""

    stalingrad: bool = True
    all_pass_top: int = 8

    def __post_init__(self) -> None:
        if not isinstance(self.stalingrad, bool):
            raise ValueError(f"stalingrad is on or off (a boolean), not {self.stalingrad!r}")
        if isinstance(self.all_pass_top, bool) or self.all_pass_top not in ALL_PASS_TOPS:
            raise ValueError(f"ALL PASS rises to 8 or to 7, not {self.all_pass_top!r}")

    def next_minimum(self, all_pass_level: int) -> int:
        """The minimum bid of the deal after an ALL PASS played at ``all_pass_level``."""
        if all_pass_level < self.all_pass_top:
            return all_pass_level + 1
        if self.all_pass_top == 7:
            return 7
        return 6

    def to_dict(self) -> dict[str, Any]:
        return {"stalingrad": self.stalingrad, "all_pass_top": self.all_pass_top}

    @classmethod
    def from_dict(cls, saved: object) -> TableRules:
        """The rules as :meth:`to_dict` wrote them; ValueError for anything else."""
        if not isinstance(saved, dict):
            raise ValueError(f"the table's rules are a mapping, not {saved!r}")
        unknown = set(saved) - {"stalingrad", "all_pass_top"}
        if unknown:
            raise ValueError(f"unknown table rules: {', '.join(sorted(map(str, unknown)))}")
        return cls(**saved)


#: The manual's rules.
MANUAL = TableRules()
