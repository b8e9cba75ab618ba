"""A PrefClub game kept for later (issue 17, "keep the game"): the club's part.

The play is the session's own save; here it is checked that the club keeps it tied to the
running game, hands it back only for that game, and lets it go whenever the game ends —
and that a session replayed from what was kept is the game that was played.
"""

import json
import random
from fractions import Fraction

import pytest

from cardsuite.games.pref import club
from cardsuite.games.pref.bots import make_bot
from cardsuite.games.pref.session import Session, SessionSettings

TABLE = club.Table(("egon", "hilde"), 10, Fraction(1, 10))


@pytest.fixture
def the_club(tmp_path):
    return club.Club(tmp_path / "club")


def random_bot(_key: str, seed: int):
    return make_bot("random", seed)


def session_after(actions: int, seed: int = 7) -> Session:
    """A game at TABLE with ``actions`` actions made by random players in every seat."""
    session = Session(SessionSettings(TABLE.limit, TABLE.price, TABLE.opponents, seed,
                                      TABLE.rules), random_bot)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.deal is None or session.deal.is_finished:
            if session.over:
                break
            session.new_deal()
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(rng.choice(session.deal.legal_actions()))
    return session


def running(the_club, name="Anna"):
    member = the_club.join(name)
    the_club.start(member, TABLE)
    return member


def test_the_kept_play_comes_back_as_the_same_game(the_club):
    member = running(the_club)
    session = session_after(60)
    the_club.keep(member, session.to_dict())
    again = club.Club(the_club.folder).enter("Anna")
    play = the_club.kept(again)
    taken_up = Session.from_dict(play, random_bot)
    assert taken_up.deals_played == session.deals_played
    assert [d.history for d in taken_up.deals] == [d.history for d in session.deals]
    assert taken_up.settlement() == session.settlement()


def test_the_kept_play_belongs_to_its_running_game_only(the_club):
    member = running(the_club)
    assert the_club.kept(member) is None  # nothing kept yet
    the_club.keep(member, session_after(5).to_dict())
    path = the_club.kept_path(member)
    assert path.name.startswith("prefclub-game-") and path.exists()
    assert [m.member.name for m in the_club.members()] == ["Anna"]  # no member file to the club
    the_club.check(member, 1, Fraction(0), TABLE)  # the marker counts a deal: still the game
    assert the_club.kept(member) is not None
    stale = json.loads(path.read_text())
    stale["data"]["started"] = "2001-01-01T00:00:00+00:00"
    path.write_text(json.dumps(stale))
    assert the_club.kept(member) is None  # of another game


@pytest.mark.parametrize("end", ["book", "leave", "settle", "expel"])
def test_whatever_ends_the_game_takes_its_kept_play_along(the_club, end):
    member = running(the_club)
    the_club.keep(member, session_after(5).to_dict())
    if end == "book":
        the_club.book(member, club.GameResult(TABLE, Fraction(3), 4))
    elif end == "leave":
        the_club.leave(member, True, 2, TABLE)
    elif end == "settle":
        assert the_club.settle_abandoned(member) == 10
    else:
        for deals in range(5, 200, 5):  # deep enough in debt: shown out at a check
            if the_club.check(member, deals, Fraction(-10_000), TABLE).outcome \
                    is club.Outcome.EXPELLED:
                break
    assert member.running is None
    assert not the_club.kept_path(member).exists()


def test_keeping_without_a_running_game_is_refused(the_club):
    member = the_club.join("Anna")
    with pytest.raises(ValueError):
        the_club.keep(member, {})
    assert the_club.kept(member) is None


@pytest.mark.parametrize("text", ["{", "NaN", '{"format": "cardsuite", "kind": "prefclub-game", '
                                  '"version": 1, "data": {"started": 5, "play": {}}}'])
def test_a_damaged_kept_play_is_reported_and_set_aside_not_deleted(the_club, text):
    member = running(the_club)
    the_club.kept_path(member).write_text(text)
    with pytest.raises(club.KeptGameDamaged) as caught:
        the_club.kept(member)
    assert caught.value.path == the_club.kept_path(member)
    aside = the_club.set_kept_aside(member)
    assert aside.name.startswith("damaged-prefclub-game-") and aside.read_text() == text
    assert the_club.kept(member) is None
    assert the_club.settle_abandoned(member) == 10
    assert aside.exists()  # settling the game does not touch what was set aside


def test_a_kept_play_that_cannot_be_written_is_a_member_file_error(the_club):
    member = running(the_club)
    the_club.kept_path(member).mkdir()  # a folder in its way
    with pytest.raises(club.MemberFileError):
        the_club.keep(member, session_after(3).to_dict())
