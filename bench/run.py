"""Run every benchmark and print one table: ``make bench``.

Each benchmark is a module in bench/ with ``run() -> list[Result]``; add its
name to BENCHMARKS.  Results are ratios against a reference measured in the
same run (DESIGN.md: timings on shared machines are noisy).  The exit status is
0 whatever the verdicts; it is 1 only if a benchmark crashed.
"""

from __future__ import annotations

import importlib
import sys
import traceback
from dataclasses import dataclass

#: Modules in bench/ whose run() is called, in this order.
BENCHMARKS = ["startup", "drag", "solver", "double_dummy", "skat", "skat_realism", "skat_calibration",
              "skat_bidding_calibration", "binokel", "binokel_realism", "pref", "pref_realism",
              "pref_calibration",
              "monkey",
              "longplay"]


@dataclass(frozen=True)
class Result:
    """One measured value and its verdict against the goal."""

    name: str
    value: float
    unit: str
    goal: str
    passed: bool
    detail: str = ""


def print_table(results: list[Result], crashed: list[str] | None = None) -> None:
    rows = [("benchmark", "value", "goal", "verdict")]
    rows += [(r.name, f"{r.value:.2f} {r.unit}", r.goal, "PASS" if r.passed else "FAIL") for r in results]
    rows += [(name, "-", "-", "CRASH") for name in crashed or []]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
        if index == 0:
            print("  ".join("-" * width for width in widths))
    for r in results:
        if r.detail:
            print(f"{r.name}: {r.detail}")


def main(names: list[str] | None = None) -> int:
    results: list[Result] = []
    crashed: list[str] = []
    for name in names or BENCHMARKS:
        print(f"bench: running {name} …", file=sys.stderr, flush=True)
        try:
            results += importlib.import_module(name).run()
        except Exception:
            traceback.print_exc()
            crashed.append(name)
    print_table(results, crashed)
    passed = sum(r.passed for r in results)
    print(f"bench: {passed} of {len(results)} goals met" + (f", {len(crashed)} crashed" if crashed else ""))
    return 1 if crashed else 0


if __name__ == "__main__":
    # Benchmarks import Result from "run": make that this very module, not a second copy.
    sys.modules["run"] = sys.modules[__name__]
    sys.exit(main(sys.argv[1:]))
