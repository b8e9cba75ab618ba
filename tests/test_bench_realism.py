"""The Binokel and PrefClub realism benchmarks' figures (bench/binokel_realism.py,
bench/pref_realism.py), worked by hand from a few made-up deals, and one deal of each played
for real through its ``play``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import binokel_realism  # noqa: E402
import pref_realism  # noqa: E402


def row(bid, gone_out=False, made=False, meld_before=100, solo_points=None):
    return {"times": [], "solo": True, "bid": bid, "gone_out": gone_out, "made": made,
            "meld_before": meld_before, "solo_points": solo_points}


def test_the_figures_count_going_out_as_a_contract_not_made():
    rows = [row(200, made=True, meld_before=60, solo_points=260),
            row(300, gone_out=True, meld_before=40),
            row(250, made=False, meld_before=120, solo_points=230),
            row(150, made=True, meld_before=200, solo_points=390),
            {"times": [], "solo": False}]  # thrown in: no contract
    figures = binokel_realism.summary(rows)
    assert figures["games"] == 4
    assert figures["gone out"] == pytest.approx(25.0)
    assert figures["made"] == pytest.approx(50.0)
    assert figures["weak"] == pytest.approx(50.0) and figures["weak bid"] == pytest.approx(250)
    assert figures["bid"] == pytest.approx(225)
    assert figures["made points"] == pytest.approx((260 + 230 + 390) / 3)


def test_a_deal_played_gives_a_row_the_figures_read():
    out = binokel_realism.play((0, 1234, 41, "simple"))
    assert set(out) >= {"times", "solo"}
    if out["solo"]:
        assert out["bid"] >= 150 and out["meld_before"] % 10 == 0
        assert out["made"] is False if out["gone_out"] else out["solo_points"] is not None
    assert binokel_realism.summary([out])["games"] == int(out["solo"])


def test_prefclub_figures_count_standing_and_miser_contracts_and_only_free_whists():
    rows = [{"kind": "all pass"},
            {"kind": "miser", "made": True},
            {"kind": "contract", "level": 6, "no trumps": False, "made": True, "whists": None},
            {"kind": "contract", "level": 7, "no trumps": True, "made": False, "whists": 2},
            {"kind": "contract", "level": 8, "no trumps": True, "made": True, "whists": 1},
            {"kind": "contract", "level": 6, "no trumps": False, "made": True, "whists": 0}]
    figures = pref_realism.summary(rows)
    assert figures["contracts"] == 5
    assert figures["made"] == pytest.approx(80.0)  # 4 of 5: the Miser and three contracts
    assert figures["no trumps made"] == pytest.approx(50.0) and figures["no trumps"] == 2
    assert figures["all pass"] == pytest.approx(100 / 6)
    assert figures["whist"] == pytest.approx(100 * 3 / 6)  # the forced 6♠ (None) left out
    assert figures["whist at 7 and 8"] == pytest.approx(75.0)


def test_a_prefclub_deal_played_gives_a_row_the_figures_read():
    out = pref_realism.play((0, 4321, 43, "simple"))
    assert out["kind"] in ("all pass", "miser", "contract")
    assert pref_realism.summary([out])["contracts"] == int(out["kind"] != "all pass")
