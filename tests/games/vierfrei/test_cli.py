import subprocess
import sys

import pytest


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


def replayed(deal: int, line: str):
    from cardsuite.games.vierfrei.rules import Move, Position

    position = Position.deal(deal)
    for notation in line.split():
        position = position.apply(Move.parse(notation))
    return position


def test_solve_prints_one_line_of_single_card_moves():
    result = run("solve", "617")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    assert all(len(m) == 2 for m in lines[0].split())
    assert replayed(617, lines[0]).is_won


def test_solve_11982_says_unsolvable_and_a_tiny_limit_unknown():
    result = run("solve", "11982")
    assert (result.returncode, result.stdout) == (1, "unsolvable\n")
    result = run("solve", "11982", "--limit", "10")
    assert (result.returncode, result.stdout) == (2, "unknown\n")


def test_solve_a_range_prefixes_each_deal():
    result = run("solve", "11981-11983")
    assert result.returncode == 0  # every deal decided, one of them unsolvable
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == ["11981", "11982", "11983"]
    assert lines[1] == "11982: unsolvable"
    assert replayed(11983, lines[2].split(":", 1)[1]).is_won
    assert run("solve", "11982-11983", "--limit", "10").returncode == 2


def test_solve_a_board_from_standard_input_and_json():
    board = run("deal", "5").stdout
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", "solve", "--board",
                             "-", "--json"], input=board, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0
    import json

    answer = json.loads(result.stdout)
    assert answer["verdict"] == "solved" and answer["positions"] > 0
    assert replayed(5, " ".join(answer["moves"])).is_won


@pytest.mark.parametrize("board, message", [
    ("JD KD\n", "a board needs 8 column lines, this one has 1"),
    ("XX " + "\n" * 8, "line 1: not a card code"),
    ("Freecells: AS AS\n", "line 1: AS appears twice"),
])
def test_malformed_boards_name_the_line_and_exit_64(tmp_path, board, message):
    path = tmp_path / "board.txt"
    path.write_text(board)
    result = run("solve", "--board", str(path))
    assert result.returncode == 64
    assert message in result.stderr and str(path) in result.stderr
    assert result.stdout == ""


def test_missing_board_file_exits_64(tmp_path):
    result = run("solve", "--board", str(tmp_path / "none.txt"))
    assert result.returncode == 64 and "cannot read" in result.stderr
