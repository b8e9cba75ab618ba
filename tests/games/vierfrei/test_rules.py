import pytest

from cardsuite.engine.cards import Card, parse_cards
from cardsuite.games.vierfrei.game import DealNumberProblem, Game, parse_deal_number
from cardsuite.games.vierfrei.play import (
    is_safe,
    plan_double_click,
    plan_run_move,
    plan_safe_cards,
    plan_to_cells,
)
from cardsuite.games.vierfrei.rules import (
    FOUNDATION,
    IllegalMove,
    Move,
    Place,
    Position,
    cell,
    column,
)


def position(columns, cells=(), foundations=(0, 0, 0, 0)):
    """A partial position for rule tests (not all 52 cards)."""
    cols = [tuple(parse_cards(text)) for text in columns] + [()] * (8 - len(columns))
    cell_cards = [Card.parse(c) if c else None for c in cells] + [None] * (4 - len(cells))
    return Position(tuple(cols), tuple(cell_cards), tuple(foundations))


def test_column_moves_need_opposite_colour_and_one_rank_lower():
    pos = position(["TS", "9H", "9C", "8H", "TD"])
    assert pos.is_legal(Move.parse("21"))  # red 9 on black 10
    assert not pos.is_legal(Move.parse("31"))  # black 9 on black 10
    assert not pos.is_legal(Move.parse("41"))  # 8 on 10
    assert pos.is_legal(Move.parse("35"))  # black 9 on red 10
    assert not pos.is_legal(Move.parse("15"))  # 10 on 10
    assert not pos.is_legal(Move.parse("12"))  # higher on lower
    after = pos.apply(Move.parse("21"))
    assert after.columns[0] == tuple(parse_cards("TS 9H")) and after.columns[1] == ()


def test_empty_column_takes_any_card():
    pos = position(["KS", "2H"])
    assert pos.is_legal(Move.parse("18")) and pos.is_legal(Move.parse("28"))


def test_free_cells_hold_one_card_each():
    pos = position(["KS QH", "2H"], cells=["5C", "6C", "7C"])
    assert pos.is_legal(Move.parse("1d"))
    assert not pos.is_legal(Move.parse("1a"))
    full = pos.apply(Move.parse("1d"))
    assert full.free_cells == 0
    assert not any(full.is_legal(Move(column(1), cell(i))) for i in range(4))
    assert full.is_legal(Move.parse("d1"))  # back onto KS


def test_foundations_build_by_suit_from_ace_and_never_give_back():
    pos = position(["2H AH", "3H", "2S"])
    assert pos.is_legal(Move.parse("1h"))
    assert not pos.is_legal(Move.parse("2h")) and not pos.is_legal(Move.parse("3h"))
    pos = pos.apply(Move.parse("1h")).apply(Move.parse("1h"))
    assert pos.foundations[2] == 2
    assert pos.is_legal(Move.parse("2h"))
    assert not pos.is_legal(Move.parse("h1"))
    with pytest.raises(IllegalMove):
        pos.apply(Move.parse("h5"))


def test_nothing_moves_from_an_empty_place_or_onto_itself():
    pos = position(["KS"])
    assert not pos.is_legal(Move.parse("23"))
    assert not pos.is_legal(Move.parse("a1"))
    assert not pos.is_legal(Move.parse("11"))
    with pytest.raises(ValueError):
        Move.parse("9h")
    with pytest.raises(ValueError):
        Place.parse("e")


RUN6 = "KC QH JS TH 9S 8H"  # a run of six under the king


def test_supermove_limit_with_free_cells_only():
    pos = position([RUN6, "KS", "TS", "2C", "3C", "4C", "5C", "6C"])
    # Five cards (QH..8H) onto KS: (4 + 1) × 2^0 = 5 fits, in 2 × 4 + 1 single moves.
    assert pos.max_run(column(1)) == 5
    moves = plan_run_move(pos, column(0), 5, column(1))
    assert moves is not None and len(moves) == 9
    three_cells = position([RUN6, "KS", "TS", "2C", "3C", "4C", "5C", "6C"], cells=["7C"])
    assert three_cells.max_run(column(1)) == 4
    assert plan_run_move(three_cells, column(0), 5, column(1)) is None  # too long now
    assert plan_run_move(three_cells, column(0), 4, column(1)) is None  # JS cannot go on KS
    assert plan_run_move(three_cells, column(0), 3, column(2)) is None  # TH..8H: 9S on TS? no, TH
    assert plan_run_move(three_cells, column(0), 2, column(2)) is None  # 9S on TS: same colour
    assert plan_run_move(three_cells, column(0), 6, column(1)) is None  # KC heads no run onto KS


def test_supermove_doubles_with_each_empty_column_but_not_the_target():
    long_run = "KC QH JS TH 9S 8H 7C 6D 5S 4H 3C"
    pos = position([long_run, "KD", "2S", "3S", "4S", "5S", "6S"], cells=["2D", "3D", "4D"])
    # 1 free cell, 1 empty column (8): (1 + 1) × 2^1 = 4.
    assert pos.max_run(column(2)) == 4
    # Onto the empty column itself: it does not count, (1 + 1) × 2^0 = 2.
    assert pos.max_run(column(7)) == 2
    assert plan_run_move(pos, column(0), 3, column(7)) is None
    assert plan_run_move(pos, column(0), 2, column(7)) is not None


@pytest.mark.parametrize("free_cells, empty_columns", [(0, 1), (1, 1), (2, 2), (4, 1), (0, 3), (3, 2)])
def test_supermove_at_the_limit_is_carried_out_by_legal_single_moves(free_cells, empty_columns):
    run = parse_cards("KH QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C")
    filler = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]
    capacity = (free_cells + 1) * 2**empty_columns
    count = min(capacity, len(run) - 1)
    columns = [" ".join(map(str, run)), "KS"] + filler[: 6 - empty_columns]
    cells = ["8S", "9S", "TS", "JS"][: 4 - free_cells]
    pos = position(columns, cells=cells)
    assert pos.max_run(column(1)) == capacity
    target_base = Card.parse("KS")
    # Move the last ``count`` cards onto KS when they start with a red queen.
    head = run[-count]
    if not (head.is_red and head.rank == 12):
        pos = position([" ".join(map(str, run)), str(run[-count - 1])] + filler[: 6 - empty_columns],
                       cells=cells)
        target_base = run[-count - 1]
    moves = plan_run_move(pos, column(0), count, column(1))
    assert moves is not None
    after = pos
    for move in moves:
        after = after.apply(move)  # raises if any single step is illegal
    assert after.columns[1] == (target_base, *run[-count:])
    assert after.columns[0] == tuple(run[:-count])
    assert after.cells == pos.cells
    assert plan_run_move(pos, column(0), count + 1, column(1)) is None


def test_run_to_free_cells_and_double_click():
    pos = position(["KS 9C 8H", "3D", "AD"], cells=["5C"])
    assert plan_to_cells(pos, column(0), 2) == [Move.parse("1b"), Move.parse("1c")]
    assert plan_to_cells(pos, column(0), 3) is None  # KS 9C is no run
    full = position(["KS 9C 8H"], cells=["5C", "6C", "7C"])
    assert plan_to_cells(full, column(0), 2) is None  # only one cell free
    assert plan_double_click(pos, column(2)) == [Move.parse("3h")]
    assert plan_double_click(pos, column(1)) == [Move.parse("2b")]
    assert plan_double_click(pos, cell(0)) is None


def test_safe_cards_black_four_needs_both_red_threes():
    # Foundations: clubs 3, diamonds 3, hearts 2, spades 0.
    pos = position(["4C", "AS", "3H"], foundations=(3, 3, 2, 0))
    four_clubs = Card.parse("4C")
    assert not is_safe(pos, four_clubs)  # 3H still out
    moves = plan_safe_cards(pos)
    # AS (always), 3H (both black twos? no: black 2s: clubs yes, spades no) -> not safe yet.
    assert moves == [Move.parse("2h")]
    pos2 = position(["4C", "3H", "2S"], foundations=(3, 3, 2, 1))
    # 2S safe (its ace is up), then 3H safe (black 2s both up), then 4C (red 3s both up).
    assert plan_safe_cards(pos2) == [Move.parse("3h"), Move.parse("2h"), Move.parse("1h")]
    assert is_safe(position(["AH"]), Card.parse("AH"))


def test_undo_redo_round_trip_is_identical():
    game = Game(617)
    start = game.position
    actions = []
    for _ in range(12):
        moves = game.position.legal_moves()
        action = game.plan([moves[len(actions) % len(moves)]])
        game.perform(action)
        actions.append(action)
    end = game.position
    for action in reversed(actions):
        game.revert(action)
    assert game.position == start and game.log == []
    for action in actions:
        game.perform(action)
    assert game.position == end


def test_revert_refuses_anything_but_the_last_action():
    game = Game(1)
    first = game.plan([game.position.legal_moves()[0]])
    game.perform(first)
    second = game.plan([game.position.legal_moves()[0]])
    game.perform(second)
    with pytest.raises(IllegalMove):
        game.revert(first)


def test_board_format_round_trip_and_errors():
    pos = Position.deal(11982)
    assert Position.from_board(pos.board()) == pos
    moved = pos.apply(pos.legal_moves()[0])
    assert Position.from_board(moved.board()) == moved
    with pytest.raises(ValueError, match="8 column lines"):
        Position.from_board("AS\n")
    text = pos.board().replace("AH", "AS", 1)
    with pytest.raises(ValueError, match=r"line 2: AS appears twice \(first on line 1\)"):
        Position.from_board(text)
    lines = pos.board().splitlines()
    last = lines[7].split()
    short = "\n".join(lines[:7] + [" ".join(last[:-1])]) + "\n"
    with pytest.raises(ValueError, match=f"missing: {last[-1]}"):
        Position.from_board(short)
    with pytest.raises(ValueError, match="line 1"):
        Position.from_board("XX " + pos.board())


def test_safe_cards_respect_foundation_order_from_a_deal():
    pos = Position.deal(1)
    for move in plan_safe_cards(pos):
        pos = pos.apply(move)
    pos.check_complete()
    assert FOUNDATION.notation == "h"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("617", 617),
        (" 11982 ", 11982),
        ("999999", 999999),
        ("1", 1),
        ("", DealNumberProblem.EMPTY),
        ("   ", DealNumberProblem.EMPTY),
        ("abc", DealNumberProblem.NOT_A_NUMBER),
        ("12a", DealNumberProblem.NOT_A_NUMBER),
        ("1.5", DealNumberProblem.NOT_A_NUMBER),
        ("٣", DealNumberProblem.NOT_A_NUMBER),
        ("0", DealNumberProblem.TOO_SMALL),
        ("-5", DealNumberProblem.TOO_SMALL),
        ("1000000", DealNumberProblem.TOO_LARGE),
        ("99999999999999999999", DealNumberProblem.TOO_LARGE),
    ],
)
def test_deal_numbers_typed_by_a_person(text, expected):
    assert parse_deal_number(text) == expected


def test_board_reads_freecell_solver_style_foundations_and_cells():
    pos = Position.deal(1)
    for move in plan_safe_cards(pos):
        pos = pos.apply(move)
    pos = pos.apply(pos.legal_moves()[-1])  # something into a free cell
    heights = {"C": pos.foundations[0], "D": pos.foundations[1], "H": pos.foundations[2],
               "S": pos.foundations[3]}
    founds = " ".join(f"{s}-{'0A23456789TJQK'[h]}" for s, h in heights.items())
    cells = " ".join(str(c) if c else "-" for c in pos.cells)
    text = f"Founds: {founds}\nFC: {cells}\n" + "\n".join(
        ": " + " ".join(map(str, cards)) for cards in pos.columns) + "\n"
    assert Position.from_board(text) == pos
    with pytest.raises(ValueError, match="line 1"):
        Position.from_board("Foundations: X-3\n" + pos.board())


def _with_empty_columns() -> Position:
    """A position on the way of deal 617's solution with two columns or more empty."""
    position = Position.deal(617)
    from cardsuite.games.vierfrei.solver import solve

    for move in solve(position).moves:
        position = position.apply(move)
        empty = [i for i, cards in enumerate(position.columns) if not cards]
        if len(empty) >= 2 and sum(position.foundations) < 40:
            return position
    raise AssertionError("no position with two empty columns on the way")


def test_empty_columns_are_written_as_freecell_solver_does_and_read_back():
    position = _with_empty_columns()
    text = position.board()
    empty = [i for i, cards in enumerate(position.columns) if not cards]
    column_lines = [line for line in text.splitlines() if not line.startswith(("Free", "Found"))]
    assert [i for i, line in enumerate(column_lines) if line == ":"] == empty
    assert Position.from_board(text) == position
    # Blank lines between column lines are empty columns too (Freecell Solver reads them so);
    # blank lines before the first column line and at the end are no columns.
    blank = text.replace("\n:\n", "\n\n")
    assert Position.from_board("\n\n" + blank + "\n\n") == position


def test_blank_last_columns_fill_up_to_eight():
    position = Position(tuple(tuple(parse_cards(c)) for c in ("KC", "KD", "KH", "KS")) + ((),) * 4,
                        (None,) * 4, (12, 12, 12, 12))
    assert Position.from_board("Foundations: QC QD QH QS\nKC\nKD\nKH\nKS\n\n\n\n\n") \
        == position
    assert Position.from_board(position.board()) == position
