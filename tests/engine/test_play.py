"""The shared self-play loop (cardsuite.engine.play) and the self-play deal numbers."""

import pytest

from cardsuite.engine.deals import PLAYER_DEAL_MAX, deal_numbers
from cardsuite.engine.play import InvariantBroken, play


class CountingDeal:
    """Three seats say numbers in turn; the deal is over when ``goal`` numbers were said."""

    number = 17

    def __init__(self, goal: int) -> None:
        self.goal = goal
        self.said: list[tuple[int, int]] = []

    @property
    def to_move(self) -> int:
        return len(self.said) % 3

    def observation(self, seat: int) -> tuple[int, int]:
        return seat, len(self.said)

    def apply(self, action: int) -> None:
        self.said.append((self.to_move, action))


class Echo:
    """Says how many numbers were said before (or ``wrong`` once it is its turn at ``at``)."""

    def __init__(self, wrong: int | None = None, at: int = -1) -> None:
        self.wrong, self.at = wrong, at

    def act(self, observation: tuple[int, int]) -> int:
        _seat, count = observation
        return self.wrong if count == self.at else count


def _over(deal: CountingDeal) -> bool:
    return len(deal.said) >= deal.goal


def _legal(deal: CountingDeal, seat: int, action: int) -> bool:
    return action == len(deal.said)


def test_the_bots_play_in_turn_and_every_position_is_checked():
    seen, decided = [], []
    deal = play(CountingDeal(5), [Echo(), Echo(), Echo()], finished=_over, legal=_legal,
                check=lambda deal: seen.append(len(deal.said)),
                decided=lambda deal, seat, action, seconds: decided.append((seat, action, seconds)),
                max_actions=5)
    assert deal.said == [(0, 0), (1, 1), (2, 2), (0, 3), (1, 4)]
    # The deal as dealt and after each action; every legal decision before it is applied.
    assert seen == [0, 1, 2, 3, 4, 5]
    assert [(seat, action) for seat, action, _ in decided] == deal.said
    assert all(seconds >= 0 for _, _, seconds in decided)


def test_an_illegal_action_is_not_applied():
    deal = CountingDeal(6)
    with pytest.raises(InvariantBroken, match="deal 17: seat 1 chose the illegal 99"):
        play(deal, [Echo(), Echo(99, at=4), Echo()], finished=_over, legal=_legal,
             max_actions=10)
    assert len(deal.said) == 4


def test_a_failed_check_and_a_deal_without_end_are_reported():
    def check(deal: CountingDeal) -> None:
        if len(deal.said) == 2:
            raise InvariantBroken("two")

    with pytest.raises(InvariantBroken, match="two"):
        play(CountingDeal(6), [Echo()] * 3, finished=_over, legal=_legal, check=check,
             max_actions=10)
    with pytest.raises(InvariantBroken, match="deal 17: no end after 4 actions"):
        play(CountingDeal(6), [Echo()] * 3, finished=_over, legal=_legal, max_actions=4)
    assert len(play(CountingDeal(4), [Echo()] * 3, finished=_over, legal=_legal,
                    max_actions=4).said) == 4


def test_self_play_deal_numbers_are_pinned():
    # The numbers every game's self-play and the benchmarks played before they shared them.
    assert deal_numbers(1, 6) == [652893, 396845, 92731, 731046, 401134, 205845]
    assert deal_numbers(12345, 4) == [459045, 123463, 973258, 75325]
    assert all(1 <= n <= PLAYER_DEAL_MAX for n in deal_numbers(3, 500))
