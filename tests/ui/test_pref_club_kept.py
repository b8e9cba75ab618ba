"""PrefClub keeps the game at its table across quits and offers it at the door (issue 17).

The findings: quitting the suite mid-game charged the penalty (or, killed, settled the game
as left at the next visit), and a game whose booking failed lost its result.  Now quitting
keeps the game (its play is written after every action), the doorman offers to continue it,
Leave costs the penalty, and play that is over but was never booked is booked with its own
result.  Dialogs and alerts are answered by the :class:`Script` of the club board's tests.
"""

import argparse

import pytest

from cardsuite.app import create_main_window
from cardsuite.games.pref import club
from cardsuite.games.pref import session as session_module
from cardsuite.games.pref.session import HUMAN, Session
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref.club_board import ClubBoard
from cardsuite.ui.gem.alert import AlertIcon
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager
from tests.games.pref.test_club_kept import TABLE, random_bot, session_after
from tests.ui.test_pref_club_board import FILE_OK, WAIT, Script, doorman, press, table_ok


@pytest.fixture
def screen(qtbot, clean_settings, monkeypatch):
    monkeypatch.setattr(session_module, "default_bot_factory", random_bot)  # quick players
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for game in window.desktop.windows():
        game.content().leave()
        game.content().worker.wait()
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def the_club_of(board: ClubBoard) -> club.Club:
    return club.Club(board.club.folder)


def sit_down_and_play(screen, qtbot) -> ClubBoard:
    """Anna joins, sits down with Egon and Hilde, and the first deal is under way."""
    script = Script(doorman("Anna"), press(0), FILE_OK, table_ok("egon", "hilde"))
    board = screen.open_game("pref").content()
    assert script.done
    qtbot.waitUntil(lambda: board.in_progress() and board.waiting_for_player(), timeout=WAIT)
    return board


def test_quitting_keeps_the_game_and_the_door_offers_it(screen, qtbot):
    board = sit_down_and_play(screen, qtbot)
    folder, history = board.club.folder, [d.history[:] for d in board.session.deals]
    asked = Script(press(0))  # would answer a question, if quitting asked one
    assert screen.close()
    assert asked.alerts == []  # no penalty question: the game is kept
    asked.steps.clear()
    anna = club.Club(folder).enter("Anna")
    assert (anna.balance, anna.games, anna.history) == (0, 0, [])  # nothing charged
    started = anna.running.date
    play = club.Club(folder).kept(anna)
    assert [d["actions"] for d in play["deals"]] == [
        [session_module.encode(a) for _s, a in h] for h in history]

    again = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(again)
    script = Script(doorman("Anna"), press(0), FILE_OK)  # Continue; no table dialog
    board = again.open_game("pref").content()
    try:
        assert script.done
        icon, lines = script.alerts[0]
        assert icon is AlertIcon.QUESTION
        assert lines[:3] == ["Your game with Egon Glücklos and Tante Hilde",
                             "is waiting for you (deals played: 0).", "Continue it?"]
        assert any("DM 10" in line for line in lines[3:])
        assert isinstance(board, ClubBoard) and board.table == anna.running.table
        assert [d.history[:len(h)] for d, h in zip(board.session.deals, history,
                                                   strict=True)] == history
        assert board.member.running.date == started  # the same game, not a new one
    finally:
        board.leave()
        board.worker.wait()
        again.close()


def test_leave_at_the_door_costs_the_penalty(tmp_path, qtbot, clean_settings, english):
    the_club = club.Club(tmp_path / "club")
    member = the_club.join("Anna")
    the_club.seat(member)
    the_club.start(member, TABLE)
    the_club.keep(member, session_after(30).to_dict())
    script = Script(press(1), press(0))  # Leave; then the penalty is told
    assert pref_club.settle_or_take_up(None, the_club, member) is None
    assert script.done
    assert script.alerts[1][1][-1] == "It is charged as left: DM -10.00."
    assert member.balance == -10 and member.history[-1].kind is club.RecordKind.LEFT
    assert not the_club.kept_path(member).exists()


def test_continue_at_the_door_takes_the_session_up(tmp_path, qtbot, clean_settings, english):
    the_club = club.Club(tmp_path / "club")
    member = the_club.join("Anna")
    the_club.start(member, TABLE)
    played = session_after(80)
    the_club.keep(member, played.to_dict())
    script = Script(press(0))
    taken_up = pref_club.settle_or_take_up(None, the_club, member)
    assert script.done and isinstance(taken_up, Session)
    assert taken_up.to_dict() == played.to_dict()
    assert member.history == [] and member.running is not None


def test_a_game_over_but_never_booked_is_booked_with_its_own_result(tmp_path, qtbot,
                                                                     clean_settings, english):
    the_club = club.Club(tmp_path / "club")
    member = the_club.join("Anna")
    the_club.start(member, TABLE)
    finished = session_after(100_000)
    assert finished.over
    the_club.keep(member, finished.to_dict())  # the booking failed after this
    script = Script(press(0))
    assert pref_club.settle_or_take_up(None, the_club, member) is None
    assert script.alerts[0][1][0] == "Your last game could not be booked"
    result = club.GameResult(TABLE, finished.settlement()[HUMAN], finished.deals_played)
    [entry] = member.history
    assert entry.kind is club.RecordKind.GAME and entry.dm == result.dm
    assert entry.deals == finished.deals_played and member.running is None
    assert not the_club.kept_path(member).exists()


@pytest.mark.parametrize("damage", ["json", "replay", "terms"])
def test_a_damaged_kept_game_is_reported_kept_aside_and_charged(tmp_path, qtbot,
                                                                clean_settings, english, damage):
    the_club = club.Club(tmp_path / "club")
    member = the_club.join("Anna")
    the_club.start(member, TABLE)
    play = session_after(40).to_dict()
    if damage == "replay":
        play["deals"][0]["actions"][0] = ["card", "ZZ"]
    elif damage == "terms":
        play["settings"]["limit"] = 20
    the_club.keep(member, play)
    if damage == "json":
        the_club.kept_path(member).write_text("{")
    script = Script(press(0), press(0))
    assert pref_club.settle_or_take_up(None, the_club, member) is None
    (icon, lines), (_icon, told) = script.alerts
    assert icon is AlertIcon.STOP and lines[0] == "Your last game cannot be continued:"
    assert lines[1].startswith("damaged-prefclub-game-") and lines[-1] == \
        "The file is kept as it is."
    assert told[-1] == "It is charged as left: DM -10.00."
    assert [p.name.startswith("damaged-") for p in the_club.folder.iterdir()
            if p.name.startswith(("damaged", "prefclub-game"))] == [True]


def test_exit_still_asks_and_charges(screen, qtbot):
    board = sit_down_and_play(screen, qtbot)
    folder = board.club.folder
    window = screen.desktop.windows()[0]
    script = Script(press(0))  # Leave
    assert screen.request_close(window)
    assert script.alerts[0][1][0] == "Leave the club?"
    anna = club.Club(folder).enter("Anna")
    assert anna.balance == -10 and anna.running is None
    assert not club.Club(folder).kept_path(anna).exists()



def test_quitting_asks_when_the_play_cannot_be_kept(screen, qtbot):
    """The door would charge a game whose play could not be written as left: quitting asks
    first (Cancel stays, the default), and Quit anyway keeps the marker for the door."""
    board = sit_down_and_play(screen, qtbot)
    folder = board.club.folder
    in_the_way = board.club.kept_path(board.member)
    in_the_way.unlink()
    in_the_way.mkdir()  # a folder where the kept play is written
    assert board.human(board.deal.legal_actions()[0])  # the next action cannot be kept
    assert board.keep_problem is not None
    script = Script(press(1))  # Cancel
    assert not screen.close()
    icon, lines = script.alerts[0]
    assert icon is AlertIcon.QUESTION and lines[0] == "This game cannot be kept:"
    assert lines[-1] == "Quit anyway? It will be charged as left: DM -10.00."
    assert board.in_progress()  # still at the table
    script = Script(press(0))  # Close
    assert screen.close()
    assert script.done
    anna = club.Club(folder).enter("Anna")
    assert anna.running is not None  # the door settles it as left
    assert anna.balance == 0
