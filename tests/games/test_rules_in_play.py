"""Whole deals of Skat, Binokel and Preference played at random, checked against the specs.

The rules functions are compared with the second formulations of
``tests/games/{skat,binokel,pref}/rules_spec.py`` in each game's
``test_rules_exhaustive.py``.  What those cannot see is the wiring: which game
type, trump or widow card a deal hands to the rules, in every kind of deal
(Ramsch, Null, Miser, ALL PASS with its widow tricks, Binokel with sevens).
So here seeded deals are driven through each game's state machine with
random legal actions, and at every card

- the cards the deal offers (``legal_actions``) and accepts (``is_legal``, what
  a click or a drag is checked with) are exactly the spec's legal cards, and a
  card the spec forbids is refused by ``apply`` without a change, and
- every finished trick's recorded winner is the spec's, and the winner leads
  the next trick; the first trick is led by the seat after the dealer in play
  order (Skat: Vorhand, "left of the dealer" in rules/skat.md, leads the first
  trick — "forehand (the player to the dealer's left) leads to the first
  trick", Wikipedia "Skat"; Binokel: "Mittelhand leads the first trick,
  whoever is solo", in the order Mittelhand, Vorhand, Hinterhand of the 1992
  manual's examples; Preference: "the player left of the dealer bids first and
  leads first").

Every kind of deal is asserted to have come up, so the checks are not vacuous.
"""

from __future__ import annotations

import random
from collections import Counter

from cardsuite.games.binokel import game as binokel
from cardsuite.games.binokel.options import Options as BinokelOptions
from cardsuite.games.pref import game as pref
from cardsuite.games.skat import game as skat
from cardsuite.games.skat.rules import GameType
from tests.games.binokel import rules_spec as binokel_spec
from tests.games.pref import rules_spec as pref_spec
from tests.games.skat.rules_spec import SPECS as SKAT_SPECS


def _multiset(cards) -> Counter:
    return Counter(map(str, cards))


def _choose(rng: random.Random, actions, pass_type, passing: float):
    """A random action; in the bidding a pass with probability ``passing``."""
    passes = [a for a in actions if isinstance(a, pass_type)]
    if passes and rng.random() < passing:
        return passes[0]
    return rng.choice(actions)


def _check_trick_end(deal, before: int, winner_of):
    """If the last action finished a trick, its recorded winner must be the spec's."""
    if len(deal.tricks) > before:
        trick = deal.tricks[-1]
        assert trick.winner == (trick.leader + winner_of(trick)) % 3, trick


def _refused(deal, illegal, play, illegal_action):
    """Playing a card the spec forbids is refused and changes nothing."""
    if illegal:
        trick, hands = list(deal.trick), [list(hand) for hand in deal.hands]
        try:
            deal.apply(play(illegal[0]))
        except illegal_action:
            pass
        else:
            raise AssertionError(f"{illegal[0]} was accepted")
        assert list(deal.trick) == trick and [list(h) for h in deal.hands] == hands


def _check_leaders(deal):
    """The seat after the dealer leads the first trick, the winner of each trick the next."""
    if deal.tricks:
        assert deal.tricks[0].leader == (deal.dealer + 1) % 3, deal.tricks[0]
    for done, following in zip(deal.tricks, deal.tricks[1:], strict=False):
        assert following.leader == done.winner, (done, following)


# --- Skat -----------------------------------------------------------------------------------

def test_skat_deals_play_by_the_rules():
    rng = random.Random("skat in play")
    kinds: Counter = Counter()
    for number in range(1, 71):
        deal = skat.Deal(number, number % 3)
        for _ in range(500):
            if deal.phase is skat.Phase.FINISHED:
                break
            actions = deal.legal_actions()
            before = len(deal.tricks)
            if deal.phase is skat.Phase.PLAYING:
                spec = SKAT_SPECS[deal.game_type]
                hand = deal.hands[deal.to_move]
                want = spec.legal(hand, deal.trick)
                offered = [a.card for a in actions]
                assert _multiset(offered) == _multiset(want), (number, hand, deal.trick)
                _refused(deal, [c for c in hand if c not in want], skat.Play, skat.IllegalAction)
            deal.apply(_choose(rng, actions, skat.Pass, 0.6))
            if deal.phase in (skat.Phase.PLAYING, skat.Phase.FINISHED) and deal.tricks:
                spec = SKAT_SPECS[deal.game_type]
                _check_trick_end(deal, before, lambda t, spec=spec: spec.winner(t.cards))
        assert deal.phase is skat.Phase.FINISHED, number
        _check_leaders(deal)
        if deal.tricks:
            kinds[deal.game_type] += 1
    assert set(kinds) == set(GameType), kinds


# --- Binokel --------------------------------------------------------------------------------

def test_binokel_deals_play_by_the_rules():
    rng = random.Random("binokel in play")
    kinds: Counter = Counter()
    for number in range(1, 41):
        sevens = number % 2 == 0
        options = BinokelOptions(sevens=True) if sevens else binokel.DEFAULT_OPTIONS
        deal = binokel.Deal(number, number % 3, options)
        for _ in range(600):
            if deal.phase is binokel.Phase.FINISHED:
                break
            actions = deal.legal_actions()
            before = len(deal.tricks)
            if deal.phase is binokel.Phase.PLAYING:
                hand = deal.hands[deal.to_move]
                want = binokel_spec.spec_legal(hand, deal.trick, deal.trump)
                assert set(map(str, (a.card for a in actions))) == set(map(str, want)), \
                    (number, hand, deal.trick)
                for card in hand:
                    assert deal.is_legal(binokel.Play(card)) == (card in want), (number, card)
                _refused(deal, [c for c in hand if c not in want], binokel.Play,
                         binokel.IllegalAction)
            if deal.phase is binokel.Phase.MELDING:  # go out now and then, mostly play
                going_out = [a for a in actions if isinstance(a, binokel.GoOut)]
                playing = [a for a in actions if not isinstance(a, binokel.GoOut)]
                action = going_out[0] if going_out and rng.random() < 0.1 else playing[0]
            else:
                action = _choose(rng, actions, binokel.Pass, 0.5)
            deal.apply(action)
            trump = deal.trump
            _check_trick_end(deal, before, lambda t, trump=trump: binokel_spec.spec_winner(
                tuple(t.cards), trump))
        assert deal.phase is binokel.Phase.FINISHED, number
        _check_leaders(deal)
        if deal.tricks:
            kinds[(deal.trump, sevens)] += 1
            assert len(deal.tricks) == (15 if sevens else 12)
    assert {sevens for _, sevens in kinds} == {False, True}
    assert len({trump for trump, _ in kinds}) == 4, kinds


# --- Preference -----------------------------------------------------------------------------

def _pref_choose(rng, deal, actions):
    if deal.phase is pref.Phase.BIDDING:
        misers = [a for a in actions if isinstance(a, pref.Bid) and a.contract.miser]
        if misers and rng.random() < 0.25:
            return misers[0]
    return _choose(rng, actions, pref.Pass, 0.55)


def test_pref_deals_play_by_the_rules():
    rng = random.Random("pref in play")
    kinds: Counter = Counter()
    widow_tricks = 0
    for number in range(1, 81):
        deal = pref.Deal(number, number % 3)
        for _ in range(500):
            if deal.phase is pref.Phase.FINISHED:
                break
            actions = deal.legal_actions()
            before = len(deal.tricks)
            if deal.phase is pref.Phase.PLAYING:
                hand = deal.hands[deal.turn]
                widow = deal.trick_widow
                if widow is not None:
                    want = pref_spec.spec_widow_legal(hand, deal.trick, widow)
                else:
                    want = pref_spec.spec_legal(hand, deal.trick, deal.trump)
                assert _multiset(a.card for a in actions) == _multiset(want), \
                    (number, hand, deal.trick, widow)
                for card in hand:
                    assert deal.is_legal(pref.Play(card)) == (card in want), (number, card)
                _refused(deal, [c for c in hand if c not in want], pref.Play, pref.IllegalAction)
            deal.apply(_pref_choose(rng, deal, actions))
            if len(deal.tricks) > before:
                trick = deal.tricks[-1]
                if trick.widow is not None:
                    widow_tricks += 1
                    want = pref_spec.spec_widow_winner(trick.cards, trick.widow)
                else:
                    want = pref_spec.spec_winner(trick.cards, deal.trump)
                assert trick.winner == (trick.leader + want) % 3, (number, trick)
        assert deal.phase is pref.Phase.FINISHED, number
        _check_leaders(deal)
        if deal.tricks:
            if deal.all_pass:
                kinds["ALL PASS"] += 1
            elif deal.contract.miser:
                kinds["Miser"] += 1
            else:
                kinds["no trumps" if deal.trump is None else "trumps"] += 1
    assert set(kinds) == {"ALL PASS", "Miser", "no trumps", "trumps"}, kinds
    assert widow_tricks == 2 * kinds["ALL PASS"]
