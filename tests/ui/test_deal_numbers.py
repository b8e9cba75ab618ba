"""A board opens only on a player's deal number (1 … PLAYER_DEAL_MAX) or a random deal."""

import pytest

from cardsuite.engine.deals import PLAYER_DEAL_MAX
from cardsuite.ui.registry import check_deal_number


@pytest.mark.parametrize("deal", [None, 1, 1001, PLAYER_DEAL_MAX])
def test_a_players_deal_number_or_none_opens(deal):
    assert check_deal_number("Skat", deal) is None


@pytest.mark.parametrize("deal", [0, -3, PLAYER_DEAL_MAX + 1])
def test_any_other_number_is_refused_naming_the_game(deal):
    with pytest.raises(ValueError, match=f"^Binokel deals run from 1 to {PLAYER_DEAL_MAX}, not {deal}$"):
        check_deal_number("Binokel", deal)


@pytest.mark.parametrize("game", ["binokel", "skat", "pref"])
def test_every_trick_games_entry_refuses_a_deal_out_of_range(game):
    from importlib import import_module

    entry = import_module(f"cardsuite.ui.boards.{game}.entry")
    with pytest.raises(ValueError, match="deals run from 1"):
        entry.create_board(deal=PLAYER_DEAL_MAX + 1)
