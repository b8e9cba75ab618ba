"""Preference bids: their order (6♠ lowest, Miser between 8NT and 9♠), values and codes."""

import pytest

from cardsuite.engine.cards import Suit
from cardsuite.games.pref.contract import Contract, all_bids


def test_the_bidding_order_runs_from_six_spades_to_ten_no_trumps_with_miser_under_nine():
    bids = all_bids()
    assert [str(b) for b in bids[:6]] == ["6S", "6C", "6D", "6H", "6NT", "7S"]
    assert str(bids[-1]) == "10NT" and len(bids) == 25
    assert bids == sorted(bids)
    miser = Contract.miser_bid()
    assert Contract.parse("8NT") < miser < Contract.parse("9S")
    assert [str(b) for b in miser.next_above()[:2]] == ["9S", "9C"]


def test_values_by_level_and_miser():
    assert [Contract(level, Suit.HEARTS).value for level in (6, 7, 8, 9, 10)] == [2, 4, 6, 8, 10]
    assert Contract.miser_bid().value == 10
    assert Contract.miser_bid().no_trumps and Contract(7, None).no_trumps
    assert not Contract(7, Suit.CLUBS).no_trumps


@pytest.mark.parametrize("text", ["6S", "7H", "8NT", "10D", "MISER"])
def test_codes_read_back(text):
    assert str(Contract.parse(text)) == text


def test_suit_symbols_and_bad_codes():
    assert Contract.parse("7♥") == Contract(7, Suit.HEARTS)
    for bad in ("5S", "11NT", "6X", "", "miserable"):
        with pytest.raises(ValueError):
            Contract.parse(bad)
    with pytest.raises(ValueError):
        Contract(0, Suit.SPADES, True)
    with pytest.raises(ValueError):
        all_bids(5)
