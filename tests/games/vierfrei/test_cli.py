import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", *args],
                          capture_output=True, text=True, timeout=60)


def test_deal_prints_the_solver_board_format():
    result = run("deal", "1")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "JD KD 2S 4C 3S 6D 6S"
    assert lines[7] == "5H 3H 3C 7S 7D TC"
    assert len(lines) == 8


def test_largest_microsoft_deal_number_is_accepted():
    assert run("deal", str(2**31 - 1)).returncode == 0


def test_bad_deal_numbers_are_refused_with_a_message():
    for bad in ("0", "-4", str(2**31), "seven", ""):
        result = run("deal", bad)
        assert result.returncode == 2
        assert "deal numbers run from 1" in result.stderr or "not a whole number" in result.stderr
        assert result.stdout == ""
