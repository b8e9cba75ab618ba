"""Bots play seeded Preference deals: every invariant holds, the same seed gives the same games."""

import subprocess
import sys

from cardsuite.games.pref.selfplay import Report, deal_numbers, play_deal, selfplay

#: Fast players for the 500 deals of ``make test``: random play and the rule-based yardstick.
PLAYERS = ["simple", "random", "simple"]


def test_five_hundred_deals_keep_every_invariant():
    report = selfplay(500, 11, PLAYERS)  # raises InvariantBroken on the first broken rule
    assert report.deals == 500 and report.games >= 1
    contracts = sum(report.made) + sum(report.failed) + sum(report.stood) + sum(report.misers)
    assert contracts + report.all_pass == 500
    assert 0 < report.all_pass < 500 and sum(report.made) > 0 and sum(report.failed) > 0
    assert sum(report.settled) == 0 and sum(report.provisional) == 0


def test_the_same_seed_gives_the_same_games():
    first = [play_deal(n, i % 3, PLAYERS, 5 + i).history for i, n in
             enumerate(deal_numbers(5, 8))]
    again = [play_deal(n, i % 3, PLAYERS, 5 + i).history for i, n in
             enumerate(deal_numbers(5, 8))]
    assert first == again


def test_the_report_counts_every_deal():
    report = selfplay(9, 2, ["random"] * 3, report=Report())
    lines = report.lines(["random"] * 3)
    assert lines[0].startswith("deals: 9")
    assert [line.split(" (")[0] for line in lines[1:4]] == ["seat 0", "seat 1", "seat 2"]
    assert any(line.startswith("time per decision (random)") for line in lines)


def test_command_line_selfplay_reports_and_refuses_unknown_players():
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.pref", "selfplay",
                             "--deals", "5", "--seed", "2", "--players", "random,simple,random"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("deals: 5") and "contracts made" in lines[1]
    assert lines[:4] == selfplay(5, 2, ["random", "simple", "random"]).lines(
        ["random", "simple", "random"])[:4]
    bad = subprocess.run([sys.executable, "-m", "cardsuite.games.pref", "selfplay",
                          "--players", "godlike"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "give one player or three" in bad.stderr
