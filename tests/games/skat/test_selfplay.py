"""Bots play hundreds of seeded deals: the rules' invariants hold in every one of them."""

import subprocess
import sys

from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.game import Options, Phase
from cardsuite.games.skat.selfplay import deal_numbers, play_deal, selfplay


def test_five_hundred_deals_keep_every_invariant():
    # play_deal raises InvariantBroken on an illegal card, card points other
    # than 120 at any moment, or a deal that ends unscored.
    isko = selfplay(300, 11, ["random", "simple", "easy"], Options(kontra=True))
    amiga = selfplay(200, 12, ["easy", "random", "simple"], Options(rule_set=RuleSet.AMIGA))
    for report in (isko, amiga):
        played = report.ramsch + report.redeals + sum(report.won.values()) + \
            sum(report.lost.values())
        assert played == report.deals
    assert isko.deals + amiga.deals == 500
    assert sum(isko.won.values()) > 0 and isko.ramsch > 0


def test_the_same_seed_gives_the_same_games():
    def history(seed):
        deals = []
        for index, number in enumerate(deal_numbers(seed, 8)):
            deal = play_deal(number, index % 3, ["medium", "easy", "simple"], Options(), seed)
            assert deal.phase is Phase.FINISHED
            deals.append((number, tuple(deal.history), deal.scores()))
        return deals

    assert history(5) == history(5)
    assert history(5) != history(6)


def test_command_line_selfplay_reports_totals_and_times():
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.skat", "selfplay", "--deals",
                             "6", "--seed", "2", "--levels", "simple,easy,random"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("deals: 6")
    assert [line.split(" (")[0] for line in lines[1:4]] == ["seat 0", "seat 1", "seat 2"]
    assert any(line.startswith("time per card (easy)") for line in lines)
    bad = subprocess.run([sys.executable, "-m", "cardsuite.games.skat", "selfplay", "--levels",
                          "godlike"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "give one level or three" in bad.stderr
