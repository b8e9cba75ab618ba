"""The Binokel realism benchmark's figures (bench/binokel_realism.py), worked by hand from a
few made-up deals, and one deal played for real through its ``play``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import binokel_realism  # noqa: E402


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
