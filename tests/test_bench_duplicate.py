"""The duplicate match's shortcut for bots that differ in their bidding alone (bench/duplicate.py):
a deal whose three auctions end alike is played alike, so its difference is 0 unplayed."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import duplicate  # noqa: E402

from cardsuite.engine.deals import deal_numbers  # noqa: E402
from cardsuite.games.binokel.options import DEFAULT_OPTIONS  # noqa: E402
from cardsuite.games.binokel.selfplay import auction, play_deal  # noqa: E402


def test_the_auction_alone_ends_as_the_whole_deal_played():
    for index, number in enumerate(deal_numbers(11, 6)):
        levels = ["easy", "simple", "easy"]
        deal = play_deal(number, index % 3, levels, DEFAULT_OPTIONS, 11 + index)
        assert auction(number, index % 3, levels, DEFAULT_OPTIONS, 11 + index) == (
            deal.solo, deal.bid, deal.redeal)


def test_levels_that_play_alike_skip_a_deal_whose_auctions_end_alike_and_only_those(
        monkeypatch):
    assert duplicate._binokel_auction(1, 0, ["strong", "medium", "medium"], 7) is None
    seed = 7
    numbers = deal_numbers(seed, 40)
    alike = differ = None
    for index, number in enumerate(numbers):
        ends = {duplicate._binokel_auction(number, index % 3, levels, seed + index)
                for levels in (["strong", "previous", "previous"],
                               ["previous", "strong", "previous"],
                               ["previous", "previous", "strong"])}
        if len(ends) == 1 and alike is None:
            alike = index
        if len(ends) > 1 and differ is None:
            differ = index
    assert alike is not None and differ is not None
    job = ("binokel", alike, numbers[alike], "strong", "previous", seed)
    # Played out, the three deals score alike: the shortcut's 0 is the played result.
    assert duplicate.deal_difference(job) == 0.0 == duplicate.bidding_difference(job)
    # A deal whose auctions differ is played.
    played = []
    monkeypatch.setattr(duplicate, "deal_difference", lambda job: played.append(job) or 1.5)
    job = ("binokel", differ, numbers[differ], "strong", "previous", seed)
    assert duplicate.bidding_difference(job) == 1.5 and played == [job]
