"""A defender last to play does not put his trump ace into a trick his partner already has.

The rule is the players' (issue 16: "a defender never takes a trick from a
partner who is already winning it unless it gains"): the trick is the
defenders' whatever he adds, and the trump ace is a sure trick later.  The
positions come from random play, not from the bot's own games, and the rule is
checked against the card rules, not against the bot's search.
"""

from cardsuite.engine.cards import Rank
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import BINOKEL_LEVELS, make_bot, spared_cards
from cardsuite.games.binokel.game import Deal, Phase, Play
from cardsuite.games.binokel.options import DEFAULT_OPTIONS
from cardsuite.games.binokel.rules import PLAYERS


def _partner_has_it(deal: Deal, seat: int) -> bool:
    """Written from the rule text: last in the trick, a defender, the other defender winning."""
    trick = list(deal.trick)
    if deal.solo is None or seat == deal.solo or len(trick) != PLAYERS - 1:
        return False
    winner = (deal.trick_leader + rules.trick_winner(trick, deal.trump)) % PLAYERS
    return winner not in (seat, deal.solo)


def _positions(count: int):
    """Positions of random play where the rule applies and the defender has a choice."""
    found = 0
    for number in range(1, 2000):
        deal = Deal(number, number % 3, DEFAULT_OPTIONS)
        walkers = [make_bot("random", number * 3 + seat) for seat in range(PLAYERS)]
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            if deal.phase is Phase.PLAYING and _partner_has_it(deal, seat) \
                    and len(deal.hands[seat]) > BINOKEL_LEVELS["strong"].endgame:
                legal = set(rules.legal_cards(deal.hands[seat], deal.trick, deal.trump))
                aces = {c for c in legal if c.suit == deal.trump and c.rank == Rank.ACE}
                if aces and legal - aces:
                    yield deal, seat, aces
                    found += 1
                    if found == count:
                        return
                    break
            deal.apply(walkers[seat].act(deal.observation(seat)))


def test_the_strong_defender_keeps_his_trump_ace_out_of_his_partners_trick():
    seen = 0
    for deal, seat, aces in _positions(12):
        observation = deal.observation(seat)
        assert spared_cards(observation) >= aces
        action = make_bot("strong", deal.number).act(observation)
        assert isinstance(action, Play) and action.card not in aces, (deal.number, action)
        seen += 1
    assert seen == 12


def test_nothing_is_spared_where_the_rule_does_not_apply():
    for number in range(1, 30):
        deal = Deal(number, number % 3, DEFAULT_OPTIONS)
        walkers = [make_bot("random", number + seat) for seat in range(PLAYERS)]
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            if deal.phase is Phase.PLAYING:
                spared = spared_cards(deal.observation(seat))
                if _partner_has_it(deal, seat):
                    assert spared == {c for c in deal.hands[seat]
                                      if c.suit == deal.trump and c.rank == Rank.ACE}
                else:
                    assert spared == frozenset()
            deal.apply(walkers[seat].act(deal.observation(seat)))
