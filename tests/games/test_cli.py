"""The selfplay command lines' shared argument types."""

import argparse

import pytest

from cardsuite.games.cli import deal_count, three_players


def test_deal_count_takes_positive_whole_numbers_only():
    assert deal_count("12") == 12
    for bad, message in (("0", "at least one deal"), ("x", "not a whole number"),
                         ("1.5", "not a whole number")):
        with pytest.raises(argparse.ArgumentTypeError, match=message):
            deal_count(bad)


def test_three_players_takes_one_for_all_or_three():
    parse = three_players(("easy", "strong"), "level", "easy, strong")
    assert parse("easy") == ["easy"] * 3
    assert parse("easy, strong,easy") == ["easy", "strong", "easy"]
    for bad in ("godlike", "easy,strong", "easy,easy,easy,easy"):
        with pytest.raises(argparse.ArgumentTypeError, match="give one level or three, from "
                                                               "easy, strong"):
            parse(bad)
