"""The PrefClub's member files with two suites at once (issue 17), through real processes.

The findings: the same member at two tables, two penalties charged and one DM 10 in the
file; a booked −DM 80 wiped out by the other suite's stale copy; an expelled member's file
reopened.  Now every change reads the file again under its lock, and a member sits at one
table at a time (his seat lock, dropped by the system when a suite dies).
"""

import os
import signal
import subprocess
import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from cardsuite.games.pref import club

ROOT = str(Path(__file__).resolve().parents[3])
TABLE = club.Table(("egon", "hilde"), 10, Fraction(1, 10))


def _run(script: str, folder: Path, *args: str) -> subprocess.Popen:
    code = textwrap.dedent(f"""
        import sys, time
        from fractions import Fraction
        from pathlib import Path
        sys.path.insert(0, {ROOT!r})
        from cardsuite.games.pref import club
        TABLE = club.Table(("egon", "hilde"), 10, Fraction(1, 10))
        the_club = club.Club(Path(sys.argv[1]))
    """) + textwrap.dedent(script)
    return subprocess.Popen([sys.executable, "-c", code, str(folder), *args],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _say(process: subprocess.Popen, line: str = "") -> str:
    """Send a line to a waiting child; its next line of output."""
    process.stdin.write(line + "\n")
    process.stdin.flush()
    return process.stdout.readline().strip()


def _end(process: subprocess.Popen) -> str:
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    return out


SEATED = """
    member = the_club.enter("Anna")
    try:
        the_club.seat(member)
    except club.MemberSeated as error:
        print("refused:", error.reason, flush=True)
        sys.exit(0)
    print("seated", flush=True)
    sys.stdin.readline()  # sits until told to go
    the_club.leave(member, True, 2, TABLE)
    the_club.unseat(member)
    print("left", flush=True)
"""


def test_a_member_seated_in_one_suite_is_told_so_at_the_other_door(tmp_path):
    the_club = club.Club(tmp_path)
    the_club.join("Anna")
    first = _run(SEATED, tmp_path)
    assert first.stdout.readline().strip() == "seated"
    second = _end(_run(SEATED, tmp_path))
    assert second.startswith("refused:") and "another running Cardsuite" in second
    assert _say(first) == "left"
    _end(first)
    member = the_club.enter("Anna")
    assert (member.games, member.balance) == (1, -10)  # one penalty, not two
    the_club.seat(member)  # free again
    the_club.unseat(member)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_the_seat_of_a_killed_suite_is_free(tmp_path):
    the_club = club.Club(tmp_path)
    the_club.join("Anna")
    first = _run(SEATED, tmp_path)
    assert first.stdout.readline().strip() == "seated"
    os.kill(first.pid, signal.SIGKILL)
    first.wait()
    member = the_club.enter("Anna")
    the_club.seat(member)
    assert the_club.seated(member)
    the_club.unseat(member)
    assert not the_club.seated(member)


STALE = """
    member = the_club.enter("Anna")          # read now ...
    print("read", flush=True)
    sys.stdin.readline()                     # ... written after the other suite booked
    action = sys.argv[2]
    try:
        if action == "book":
            the_club.book(member, club.GameResult(TABLE, Fraction(-800), 6))
        else:
            the_club.leave(member, True, 3, TABLE)
        print("done", member.balance, member.games, flush=True)
    except club.MemberFileError as error:
        print("refused:", error.reason, flush=True)
"""


def test_a_stale_copy_in_another_suite_wipes_out_nothing(tmp_path):
    """Store calls as the boards make them, without the seat: the file is read again."""
    the_club = club.Club(tmp_path)
    the_club.join("Anna")
    booking = _run(STALE, tmp_path, "book")
    leaving = _run(STALE, tmp_path, "leave")
    assert booking.stdout.readline().strip() == "read"
    assert leaving.stdout.readline().strip() == "read"
    assert _say(booking) == "done -80 1"
    assert _say(leaving) == "done -90 2"  # the -80 booked by the other suite is kept
    _end(booking)
    _end(leaving)
    member = the_club.enter("Anna")
    assert (member.balance, member.games, [e.kind for e in member.history]) == \
        (-90, 2, [club.RecordKind.GAME, club.RecordKind.LEFT])


def test_a_file_closed_by_another_suite_is_not_reopened(tmp_path):
    the_club = club.Club(tmp_path)
    member = the_club.join("Anna")
    stale = _run(STALE, tmp_path, "leave")
    assert stale.stdout.readline().strip() == "read"
    # Meanwhile this suite's check shows him out (debts of DM 20 over his DM 10 credit).
    the_club.check(member, 5, Fraction(-5), TABLE)  # the first check: no promotion
    assert the_club.check(member, 10, Fraction(-30), TABLE).outcome is club.Outcome.EXPELLED
    closed = member.path.read_bytes()
    assert _say(stale).startswith("refused:")
    _end(stale)
    assert member.path.read_bytes() == closed
    assert isinstance(the_club.enter("Anna"), club.MembershipEnded)


PLAYING = """
    member = the_club.enter("Anna")
    the_club.seat(member)
    the_club.start(member, TABLE)
    the_club.check(member, 3, Fraction(-2), TABLE)  # three deals played
    print("playing", flush=True)
    time.sleep(60)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_a_game_ended_by_kill_9_is_charged_as_left_at_the_next_door(tmp_path):
    """Issue 17: kill -9 let a player deep in debt dodge the penalty and the checks."""
    the_club = club.Club(tmp_path)
    the_club.join("Anna")
    suite = _run(PLAYING, tmp_path)
    assert suite.stdout.readline().strip() == "playing"
    os.kill(suite.pid, signal.SIGKILL)
    suite.wait()
    member = the_club.enter("Anna")
    assert member.running is not None and member.running.table == TABLE
    the_club.seat(member)
    assert the_club.settle_abandoned(member) == 10
    assert the_club.settle_abandoned(member) is None  # once
    again = the_club.enter("Anna")
    assert (again.balance, again.games, again.deals, again.running) == (-10, 1, 3, None)
    assert [(e.kind, e.table) for e in again.history] == [(club.RecordKind.LEFT, TABLE)]


def test_a_game_booked_or_left_between_games_leaves_no_marker(tmp_path):
    the_club = club.Club(tmp_path)
    member = the_club.join("Anna")
    before = member.path.read_bytes()
    the_club.start(member, TABLE)
    assert b'"running"' in member.path.read_bytes()
    the_club.leave(member, False)  # gone before the first deal: no game, no charge
    assert member.path.read_bytes() == before
    the_club.start(member, TABLE)
    the_club.book(member, club.GameResult(TABLE, Fraction(30), 6))
    assert b'"running"' not in member.path.read_bytes() and member.running is None
    assert the_club.settle_abandoned(member) is None
