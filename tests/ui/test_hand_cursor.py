"""The keyboard cursor over a hand: it enters from the side the key points away from, stops at
the ends and follows a hand that gets shorter."""

from hypothesis import given
from hypothesis import strategies as st

from cardsuite.ui.table.hand_cursor import at_cursor, stepped


def test_the_first_arrow_brings_the_cursor_in_from_outside():
    assert stepped(None, 10, 1) == 0  # Right: the first card
    assert stepped(None, 10, -1) == 9  # Left: the last
    assert stepped(None, 10, -99) == 0 and stepped(None, 10, 99) == 9  # Home, End


@given(st.one_of(st.none(), st.integers(0, 20)), st.integers(1, 20), st.integers(-99, 99))
def test_the_cursor_stays_on_the_hand(cursor, count, step):
    moved = stepped(cursor, count, step)
    assert 0 <= moved < count
    if cursor is not None and cursor < count and 0 <= cursor + step < count:
        assert moved == cursor + step


def test_the_card_under_the_cursor_follows_a_shorter_hand():
    assert at_cursor(None, ["7S", "8S"]) is None
    assert at_cursor(0, []) is None
    assert at_cursor(5, ["7S", "8S"]) == "8S"
    assert stepped(3, 0, 1) == 3  # an empty hand: nothing moves
