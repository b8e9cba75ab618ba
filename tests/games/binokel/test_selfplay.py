"""Bots play hundreds of seeded deals: the rules' invariants hold in every one of them."""

import subprocess
import sys

from cardsuite.games.binokel.game import Phase
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.selfplay import Report, deal_numbers, play_deal, selfplay


def test_five_hundred_deals_keep_every_invariant():
    # play_deal raises InvariantBroken on an illegal card, card points other than 240 at
    # any moment, tricks + pressed other than 250 at the end, or a deal that ends unscored.
    plain = selfplay(300, 11, ["random", "simple", "easy"])
    variants = selfplay(200, 12, ["easy", "random", "simple"],
                        Options(bid_reached_wins=True, double_loss=True, abgehen_30=True))
    for report in (plain, variants):
        played = report.thrown_in + sum(report.won) + sum(report.lost) + sum(report.gone_out)
        assert played == report.deals
    assert plain.deals + variants.deals == 500
    assert sum(plain.won) > 0 and sum(plain.lost) > 0 and sum(plain.gone_out) > 0


def test_the_same_seed_gives_the_same_games():
    def history(seed):
        deals = []
        for index, number in enumerate(deal_numbers(seed, 6)):
            deal = play_deal(number, index % 3, ["medium", "easy", "simple"], Options(), seed)
            assert deal.phase is Phase.FINISHED
            deals.append((number, tuple(deal.history), deal.scores()))
        return deals

    assert history(5) == history(5)
    assert history(5) != history(6)


def test_the_report_counts_every_deal():
    report = selfplay(6, 3, ["simple", "random", "easy"], report=Report())
    lines = report.lines(["simple", "random", "easy"])
    assert lines[0].startswith("deals: 6")
    assert sum(report.totals) == sum(
        sum(play_deal(n, i % 3, ["simple", "random", "easy"], Options(), 3 + i).scores())
        for i, n in enumerate(deal_numbers(3, 6)))


def test_command_line_selfplay_reports_totals_and_times():
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.binokel", "selfplay",
                             "--deals", "4", "--seed", "2", "--levels", "simple,easy,random"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("deals: 4")
    assert [line.split(" (")[0] for line in lines[1:4]] == ["seat 0", "seat 1", "seat 2"]
    assert "solo won" in lines[1] and "gone out" in lines[1]
    assert any(line.startswith("time per card (easy)") for line in lines)
    bad = subprocess.run([sys.executable, "-m", "cardsuite.games.binokel", "selfplay",
                          "--levels", "godlike"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "give one level or three" in bad.stderr


def test_command_line_selfplay_with_the_rule_options():
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.binokel", "selfplay",
                             "--deals", "3", "--seed", "4", "--levels", "random",
                             "--meld-by-hand", "--abgehen-30", "--double-loss"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    options = Options(double_loss=True, abgehen_30=True, meld_by_hand=True)
    report = selfplay(3, 4, ["random"] * 3, options)
    # The same games as the library plays with those options (the times differ, of course).
    assert result.stdout.splitlines()[:4] == report.lines(["random"] * 3)[:4]
