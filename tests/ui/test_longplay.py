"""Three deals of each game played by bots through the real boards, with the driver of the long-play
benchmark (``bench/longplay.py``): every deal ends as the rules allow (its history replays), the
score list, pad, ledger or statistics took it, and the board shows the next deal with every card
where that deal puts it.  The memory the benchmark measures is not asserted here.

The animations run at 1 ms a card (a speed the Options do not offer, for this test only) so that
twelve deals take seconds; every animation and pause of the boards still runs.
"""

import pytest

from bench.longplay import make_player, play
from cardsuite.games.skat.game import Phase
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel import topten as binokel_topten

DEALS = 3
WAIT_SECONDS = 60


@pytest.fixture
def quick(clean_settings, english, monkeypatch):
    monkeypatch.setitem(settings.SPEEDS, "bench", 1)
    monkeypatch.setitem(settings.CHOICES, "speed", (*settings.CHOICES["speed"], "bench"))
    monkeypatch.setitem(binokel_topten.EFFECT_MS, "bench", 20)
    clean_settings.setValue("speed", "bench")


@pytest.fixture
def player_of(qtbot, quick, tmp_path):
    players = []

    def make(game: str):
        options = {"club_folder": tmp_path / "club"} if game == "pref" else {}
        player = make_player(game, seed=3, level="random" if game != "vierfrei" else "easy",
                             **options)
        qtbot.addWidget(player.board)
        players.append(player)
        return player

    yield make
    for player in players:
        player.close()


def play_on(player) -> None:
    """Three deals, then until the board has dealt the next one."""
    play(player, DEALS, stall_seconds=WAIT_SECONDS,
         until=lambda: not player.finished(player.current_deal()))
    assert player.deals == DEALS
    assert player.misplaced() == []


def test_skat_deals_go_on_the_list(player_of):
    player = player_of("skat")
    first = player.board.deal
    play_on(player)
    session = player.board.session
    assert len(session.scorelist) == session.games == DEALS
    assert player.board.deal is not first and player.board.deal.phase is not Phase.FINISHED


def test_binokel_deals_go_on_the_pad(player_of):
    player = player_of("binokel")
    play_on(player)
    session = player.board.session
    scored = [deal for deal in session.deals[:-1] if not deal.redeal]
    assert len(session.rows) == len(scored) and len(session.deals) == DEALS + 1
    assert [row.number for row in session.rows] == [deal.number for deal in scored]


def test_pref_deals_go_on_the_ledger_at_the_club(player_of):
    player = player_of("pref")
    play_on(player)
    session = player.board.session
    assert player.expulsions == 0 and player.games_booked == 0  # a game to 10 takes longer
    assert session.deals_played == DEALS and len(session.deals) == DEALS + 1
    assert not session.deal.is_finished


def test_vierfrei_deals_are_played_to_the_end(player_of):
    from cardsuite.ui.boards.vierfrei.board import shared_statistics

    player = player_of("vierfrei")
    first = player.board.game.number
    play_on(player)
    assert player.won + player.given_up == DEALS
    statistics = shared_statistics()
    assert statistics.played == DEALS and statistics.won == player.won
    board = player.board
    assert board.game.number != first and not board.game.log and not board.celebrating
