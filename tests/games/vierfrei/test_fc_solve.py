"""Our board format against Freecell Solver (``fc-solve``, Debian's freecell-solver-bin), a
program that does not share our understanding of it: what ``deal N`` and ``Position.board``
write, it reads as the same position (issue 18: an empty column was a blank line, and the
foundations were written as top cards, which fc-solve misread as missing cards).

Skipped where fc-solve is not installed; ``.ci/run`` installs it and runs this file with
CARDSUITE_REQUIRE_FC_SOLVE=1, which turns the skip into a failure.
"""

import os
import shutil
import subprocess
import sys

import pytest

from cardsuite.games.vierfrei.rules import Position
from cardsuite.games.vierfrei.solver import solve


@pytest.fixture
def fc_solve() -> str:
    program = shutil.which("fc-solve")
    if program is None:
        assert not os.environ.get("CARDSUITE_REQUIRE_FC_SOLVE"), "fc-solve is not installed"
        pytest.skip("fc-solve (freecell-solver-bin) is not installed")
    return program


def fc_solve_says(program: str, board: str) -> str:
    result = subprocess.run([program], input=board, capture_output=True, text=True,
                            timeout=120, check=False)
    return result.stdout + result.stderr


def positions_on_the_way(number: int, every: int = 9) -> list[Position]:
    """Positions along our solution of deal ``number``: cells taken, columns empty,
    foundations growing."""
    position = Position.deal(number)
    found = [position]
    for index, move in enumerate(solve(position).moves, 1):
        position = position.apply(move)
        if index % every == 0:
            found.append(position)
    return found


def test_our_boards_read_as_the_same_deal_by_fc_solve(fc_solve):
    positions = positions_on_the_way(617)
    assert any(not cards for p in positions for cards in p.columns)  # empty columns
    assert any(any(p.cells) for p in positions) and any(any(p.foundations) for p in positions)
    for position in positions:
        said = fc_solve_says(fc_solve, position.board())
        assert "This game is solveable." in said, (position.board(), said)


def test_deal_n_from_the_command_line_is_read_by_fc_solve_and_by_solve_board(fc_solve):
    deal = subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", "deal", "617"],
                          capture_output=True, text=True, check=True, timeout=60).stdout
    assert "This game is solveable." in fc_solve_says(fc_solve, deal)
    ours = subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", "solve",
                           "--board", "-"], input=deal, capture_output=True, text=True,
                          timeout=120, check=False)
    assert ours.returncode == 0 and len(ours.stdout.split()) > 50
