"""The trick tables' shared row of cards (ui/table/layout.row_xs)."""

from hypothesis import given
from hypothesis import strategies as st

from cardsuite.ui.table.layout import row_xs


@given(left=st.integers(0, 300), width=st.integers(0, 1600), card_w=st.integers(10, 150),
       count=st.integers(0, 24), spread=st.floats(0.2, 1.2))
def test_a_row_is_even_centred_and_fits_when_it_can(left, width, card_w, count, spread):
    right = left + width
    xs = row_xs(left, right, card_w, count, spread)
    assert len(xs) == count
    steps = {b - a for a, b in zip(xs, xs[1:], strict=False)}
    assert len(steps) <= 1  # evenly spaced
    if steps:
        assert steps.pop() <= round(card_w * spread)  # never wider apart than asked
    if count and width >= card_w:
        total = xs[-1] + card_w - xs[0]
        assert left <= xs[0] and xs[-1] + card_w <= right  # inside the room
        assert abs((xs[0] - left) - (right - xs[-1] - card_w)) <= 1 + (width - total) % 2


def test_a_least_step_keeps_crowded_cards_apart():
    # Ten cards of 60 in 70 pixels: a pixel apart would hide them; two apart, centred.
    assert row_xs(0, 70, 60, 10, 0.55) == [1 + i for i in range(10)]
    assert row_xs(0, 70, 60, 10, 0.55, least=2) == [-4 + 2 * i for i in range(10)]
    assert row_xs(0, 100, 60, 0, 0.55) == []
