"""Meld by hand (the 1992 way): declarations, their points and checks, the DECLARING phase,
forfeit and zero melds for a wrong declaration, going out, the bots, saving, self-play."""

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Suit, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import (
    Bid,
    Deal,
    Declare,
    GoOut,
    IllegalAction,
    Meld,
    NameTrump,
    Pass,
    Phase,
    Play,
)
from cardsuite.games.binokel.melds import (
    CROSS_CATEGORIES,
    SUIT_COMBOS,
    Declaration,
    MeldName,
    best_declaration,
    check_declaration,
    declaration_of,
    find_melds,
    meld_points,
    meld_sheet,
)
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.rules import SUIT_ORDER, deck
from cardsuite.games.binokel.scoring import score_abgehen, score_deal
from cardsuite.games.binokel.selfplay import selfplay
from cardsuite.games.binokel.session import (
    HUMAN,
    Session,
    SessionSettings,
    decode,
    encode,
)

C, S, H, D = Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS
BY_HAND = Options(meld_by_hand=True)


def cards(text):
    return parse_cards(text)


def right(hand: str, declaration: Declaration, trump="C") -> bool:
    return check_declaration(cards(hand), trump, declaration)


# --- the declaration as a value ------------------------------------------------------------------

def test_a_declaration_is_normalised_hashable_and_well_formed():
    a = Declaration.of({"C": ["F", "P"], S: ("2P",)}, ["rundgang", MeldName.FOUR_ACES])
    b = Declaration(((), ("2P",), (), ()), ()).with_buttons(C, ("P", "F")) \
        .with_cross("rundgang", "rundgang").with_cross("aces", MeldName.FOUR_ACES)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.buttons(C) == ("P", "F") and a.buttons("S") == ("2P",) and a.buttons(H) == ()
    assert a.cross == (MeldName.FOUR_ACES, MeldName.RUNDGANG)  # in the rows' order
    assert a.cross_meld("aces") is MeldName.FOUR_ACES and a.cross_meld("kings") is None
    assert str(a) == "C P+F, S 2P, four_aces, rundgang" and str(Declaration()) == "nothing"
    assert Declaration() == Declaration.of()
    with pytest.raises(AttributeError):
        a.cross = ()  # type: ignore[misc]
    for bad in (
        lambda: Declaration.of({"C": ["2P", "F"]}),  # needs three Kings
        lambda: Declaration.of({"C": ["P", "2P"]}),
        lambda: Declaration.of({"C": ["2F", "P"]}),
        lambda: Declaration.of({"C": ["P", "P"]}),
        lambda: Declaration.of({"C": ["3P"]}),
        lambda: Declaration.of({"C": "P"}),
        lambda: Declaration.of({"C": ["P"], "c": ["F"]}),  # the same suit twice
        lambda: Declaration.of({"X": ["P"]}),
        lambda: Declaration.of(cross=["four_aces", "eight_aces"]),  # one value a row
        lambda: Declaration.of(cross=["pair"]),  # a suit meld is no cross-suit row
        lambda: Declaration.of(cross=["nine_aces"]),
        lambda: Declaration(((), ())),
        lambda: Declaration(("P", (), (), ())),
    ):
        with pytest.raises(ValueError):
            bad()
    assert set(SUIT_COMBOS) == {(), ("P",), ("2P",), ("F",), ("P", "F"), ("2F",)}


def test_the_meld_screens_clicks():
    d = Declaration()
    assert d.toggled(C, "P").buttons(C) == ("P",)
    assert d.toggled(C, "P").toggled(C, "F").buttons(C) == ("P", "F")  # F and P together
    assert d.toggled(C, "P").toggled(C, "F").toggled(C, "P").buttons(C) == ("F",)
    assert d.toggled(C, "P").toggled(C, "2P").buttons(C) == ("2P",)  # 2P releases P
    assert d.toggled(C, "2P").toggled(C, "F").buttons(C) == ("F",)
    assert d.toggled(C, "P").toggled(C, "F").toggled(C, "2F").buttons(C) == ("2F",)  # alone
    assert d.toggled(C, "2F").toggled(C, "P").buttons(C) == ("P",)
    assert d.toggled(C, "2P").toggled(C, "2P") == d
    assert d.toggled(C, "P").buttons(S) == ()  # the other rows stay
    assert d.toggled_cross("four_aces").cross == (MeldName.FOUR_ACES,)
    assert d.toggled_cross("four_aces").toggled_cross("eight_aces").cross == (
        MeldName.EIGHT_ACES,)  # the row's values are exclusive
    assert d.toggled_cross("rundgang").toggled_cross("rundgang") == d
    assert d.toggled_cross("binokel").toggled_cross("four_kings").cross == (
        MeldName.BINOKEL, MeldName.FOUR_KINGS)
    with pytest.raises(ValueError):
        d.toggled(C, "X")
    with pytest.raises(ValueError):
        d.toggled_cross("pair")


def test_points_are_the_buttons_values_trump_in_the_trump_suit():
    d = Declaration.of({C: ["P", "F"], S: ["2P"], H: ["2F"], D: ["P"]},
                       ["double_binokel", "eight_aces", "four_jacks"])
    assert d.suit_points(C, C) == 150 + 40 and d.suit_points(C, S) == 100 + 20
    assert d.suit_points(S, C) == 40 and d.suit_points(S, S) == 80
    assert d.suit_points(H, C) == 200 and d.suit_points(H, H) == 1000
    assert d.cross_points("binokel") == 300 and d.cross_points("aces") == 1000
    assert d.cross_points("jacks") == 40 and d.cross_points("kings") == 0
    assert d.points(C) == 190 + 40 + 200 + 20 + 300 + 1000 + 40
    assert d.points("H") == 120 + 40 + 1000 + 20 + 300 + 1000 + 40
    rundgang = Declaration.of({C: ["F"]}, ["rundgang"])
    assert rundgang.cross_points("rundgang") == 240 and rundgang.points(C) == 150 + 240
    assert Declaration().points(C) == 0
    for trump in Suit:
        assert sum(m.points for m in d.melds(trump)) == d.points(trump)


def test_declared_melds_are_meld_values_like_the_filled_in_ones():
    hand = cards("AC TC KC QC JC KC QC QS JD AS AH AD")
    d = Declaration.of({C: ["F", "P"]}, ["binokel", "four_aces"])
    assert d.melds(C) == tuple(find_melds(hand, C))
    melds = Declaration.of(cross=["rundgang"]).melds(H)
    assert [(str(m.name), m.points) for m in melds] == [("rundgang", 240)]
    assert melds[0].pair_suits == SUIT_ORDER
    assert melds == tuple(find_melds(cards("KC QC KS QS KH QH KD QD"), H))


# --- right and wrong -------------------------------------------------------------------------------

def test_within_one_suit_each_card_serves_one_combination():
    family = "AC TC KC QC JC"
    assert right(family, Declaration.of({C: ["F"]}))
    assert not right(family, Declaration.of({C: ["P", "F"]}))  # F + P needs a second K and O
    assert right(family + " KC QC", Declaration.of({C: ["P", "F"]}))
    assert not right(family + " KC", Declaration.of({C: ["P", "F"]}))
    assert not right("KH QH QH", Declaration.of({H: ["2P"]}))  # 2P with one King
    assert right("KH QH QH", Declaration.of({H: ["P"]}))
    assert right("KH KH QH QH", Declaration.of({H: ["2P"]}))
    assert not right("AC TC KC QC", Declaration.of({C: ["F"]}))  # no Unter
    assert not right(family + " " + family[:-3], Declaration.of({C: ["2F"]}))
    assert right(family + " " + family, Declaration.of({C: ["2F"]}))
    assert not right(family, Declaration.of({S: ["P"]}))  # the wrong suit


def test_cross_suit_melds_count_the_whole_hand_and_reuse_cards():
    assert right("AC AS AH AD AC AS AH", Declaration.of(cross=["four_aces"]))
    assert not right("AC AS AH AD AC AS AH", Declaration.of(cross=["eight_aces"]))  # 7 of 8
    assert right("AC AS AH AD AC AS AH AD", Declaration.of(cross=["eight_aces"]))
    assert not right("QS JD QS", Declaration.of(cross=["double_binokel"]))
    assert right("QS JD", Declaration.of(cross=["binokel"]))
    assert not right("QS JS", Declaration.of(cross=["binokel"]))
    # The Binokel's ♠O is also in a Pik family; four Kings use the King of a pair.
    assert right("AS TS KS QS JS JD", Declaration.of({S: ["F"]}, ["binokel"]))
    assert right("KC KS KH KD QH", Declaration.of({H: ["P"]}, ["four_kings"]))
    assert right("JC JS JH JD JC JS JH JD", Declaration.of(cross=["eight_jacks"]))
    assert not right("QC QS QH", Declaration.of(cross=["four_queens"]))


def test_a_rundgang_needs_a_free_pair_in_every_suit_and_no_kings_or_ober_beside_it():
    rundgang = Declaration.of(cross=["rundgang"])
    four_pairs = "KC QC KS QS KH QH KD QD"
    assert right(four_pairs, rundgang)
    assert not right("KC QC KS QS KH QH KD", rundgang)  # no Schellen Ober
    # Beside a family in the same suit without a second K and O: wrong ...
    with_family = "AS TS KS QS JS KC QC KH QH KD QD TC"
    assert not right(with_family, Declaration.of({S: ["F"]}, ["rundgang"]))
    # ... the 1992 way is F, Könige, Damen and P in the other suits (what the best is).
    unfolded = Declaration.of({S: ["F"], C: ["P"], H: ["P"], D: ["P"]},
                              ["four_kings", "four_queens"])
    assert right(with_family, unfolded)
    assert unfolded.points(C) == meld_points(cards(with_family), C) == 100 + 220
    # With a second K and O beside the family the Rundgang is right.
    assert right(with_family + " KS QS", Declaration.of({S: ["F"]}, ["rundgang"]))
    assert not right(with_family + " KS QS", Declaration.of({S: ["P", "F"]}, ["rundgang"]))
    # A pair declared beside the Rundgang needs a second pair in its suit.
    assert not right(four_pairs, Declaration.of({H: ["P"]}, ["rundgang"]))
    assert right(four_pairs + " KH QH", Declaration.of({H: ["P"]}, ["rundgang"]))
    # Rundgang + Könige or Damen counts them twice: wrong, even with eight Kings.
    for kings in ("four_kings", "four_queens", "eight_kings"):
        assert not right(four_pairs + " KC KS KH KD", Declaration.of(cross=["rundgang", kings]))
    assert right(four_pairs + " KC KS KH KD", Declaration.of(cross=["rundgang"]))
    # The Binokel may take the Rundgang's ♠O (cards are reused across suits), if ♦U is there.
    assert not right(four_pairs, Declaration.of(cross=["binokel", "rundgang"]))
    assert right(four_pairs + " JD", Declaration.of(cross=["binokel", "rundgang"]))


def test_declaring_less_is_right_and_scores_less():
    hand = "AC TC KC QC JC AS AH AD AC AS AH AD"
    best = best_declaration(cards(hand), C)
    assert best == Declaration.of({C: ["F"]}, ["eight_aces"])
    assert best.points(C) == 1150
    for less in (Declaration(), Declaration.of({C: ["P"]}), Declaration.of(cross=["four_aces"]),
                 Declaration.of({C: ["F"]})):
        assert right(hand, less) and less.points(C) < best.points(C)
    assert not right(hand, best.toggled(C, "2F"))  # one wrong meld makes it all wrong


def test_the_best_declaration_of_the_sheet():
    # A full Rundgang with a double pair: the Rundgang button and the P left over.
    hand = cards("KC QC KS QS KH QH KH QH KD QD")
    assert best_declaration(hand, H) == Declaration.of({H: ["P"]}, ["rundgang"])
    # A family with a second pair keeps the Rundgang (its pair is the free one).
    hand = cards("AC TC KC QC JC KC QC KS QS KH QH KD QD")
    assert best_declaration(hand, C) == Declaration.of({C: ["F"]}, ["rundgang"])
    # Beside a plain family the Rundgang is unfolded into Könige, Damen and the pairs.
    hand = cards("AS TS KS QS JS KC QC KH QH KD QD JD")
    best = declaration_of(meld_sheet(hand, D))
    assert best == Declaration.of({S: ["F"], C: ["P"], H: ["P"], D: ["P"]},
                                  ["binokel", "four_kings", "four_queens"])
    assert best.points(D) == meld_points(hand, D) == 100 + 220 + 40
    assert best_declaration([], C) == Declaration()


def test_check_declaration_refuses_bad_input():
    with pytest.raises(ValueError):
        check_declaration(cards("AC AC AC"), C, Declaration())
    with pytest.raises(TypeError):
        check_declaration(cards("AC"), C, ("P",))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        check_declaration(cards("AC"), "X", Declaration())


hands = st.integers(0, 16).flatmap(
    lambda size: st.permutations(deck()).map(lambda order: order[:size]))
suit_rows = st.tuples(*[st.sampled_from(SUIT_COMBOS)] * 4)
cross_rows = st.tuples(*[st.sampled_from((None, *names)) for names in CROSS_CATEGORIES.values()])


#: What a suit row may be lowered to: still held if the dearer combination is.
SMALLER = {("P",): ((),), ("2P",): ((), ("P",)), ("F",): ((),), ("P", "F"): (("P",), ("F",)),
           ("2F",): (("F",), ())}


@settings(max_examples=300, deadline=None)
@given(hand=hands, trump=st.sampled_from(list(Suit)), rows=suit_rows, cross=cross_rows,
       lower=st.integers(0, 2**10 - 1))
def test_right_declarations_are_worth_at_most_the_best_melds(hand, trump, rows, cross, lower):
    best = best_declaration(hand, trump)
    assert check_declaration(hand, trump, best)
    assert best.points(trump) == meld_points(hand, trump)
    # Declaring less than the best (lower rows, fewer cross melds) is still right.
    less = Declaration(
        tuple(SMALLER[row][(lower >> i) % len(SMALLER[row])] if row and lower >> i & 1 else row
              for i, row in enumerate(best.suits)),
        tuple(name for j, name in enumerate(best.cross) if not lower >> (4 + j) & 1))
    assert check_declaration(hand, trump, less)
    assert less.points(trump) <= best.points(trump)
    declaration = Declaration(rows, tuple(name for name in cross if name is not None))
    melds = declaration.melds(trump)
    assert sum(m.points for m in melds) == declaration.points(trump)
    if check_declaration(hand, trump, declaration):
        assert declaration.points(trump) <= meld_points(hand, trump)
        held = Counter(hand)
        for meld in melds:
            assert not Counter(meld.cards) - held, f"{meld} is not in the hand"


# --- the deal: melding and declaring ----------------------------------------------------------

def to_melding(deal: Deal, trump: Suit = Suit.CLUBS) -> int:
    """Mittelhand plays at 150, presses four, names ``trump``; returns the solo seat."""
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(deal.legal_actions()[0])
    deal.apply(NameTrump(trump))
    assert deal.phase is Phase.MELDING
    return deal.solo


def wrong_for(hand, trump) -> Declaration:
    """A declaration the hand does not hold (but which looks plausible)."""
    for candidate in (Declaration.of(cross=["eight_aces"]), Declaration.of({C: ["2F"]}),
                      Declaration.of({H: ["2F"]})):
        if not check_declaration(hand, trump, candidate):
            return candidate
    raise AssertionError("the hand holds everything")


def play_cards(deal: Deal, seed: int) -> None:
    rng = SplitMix64(seed)
    while deal.phase is Phase.PLAYING:
        legal = deal.legal_actions()
        deal.apply(legal[rng.below(len(legal))])


def independent_score(deal: Deal, melds, forfeit: bool):
    won = [sum(rules.points(t.cards) for t in deal.tricks if t.winner == s) for s in range(3)]
    return score_deal(deal.bid, deal.solo, melds, won, [deal.tricks_won(s) for s in range(3)],
                      deal.tricks[-1].winner, deal.pressed, deal.options, forfeit=forfeit)


def test_the_phase_flow_solo_melds_then_the_opponents_declare_in_seat_order():
    deal = Deal(31, dealer=0, options=BY_HAND)
    solo = to_melding(deal)
    m, v, h = deal.seats_in_order()
    assert solo == m
    best = best_declaration(deal.hands[solo], C)
    assert deal.legal_actions() == [Meld(best), GoOut()]
    assert not deal.is_legal(Meld())  # by hand, a Meld carries a declaration
    assert deal.is_legal(Meld(Declaration())) and deal.is_legal(Meld(wrong_for(deal.hands[solo],
                                                                               C)))
    assert not deal.is_legal(Declare(best))
    with pytest.raises(IllegalAction):
        deal.apply(Meld())
    hands = [list(hand) for hand in deal.hands]
    deal.apply(Meld(best))
    assert deal.phase is Phase.DECLARING and deal.to_move == v  # Mittelhand is solo: V, then H
    assert deal.melds[solo] == best.melds(C) and deal.meld_points is None
    assert deal.observation(v).legal == (Declare(best_declaration(hands[v], C)),)
    assert deal.observation(h).legal == () and deal.observation(h).melds[solo] == best.melds(C)
    for wrong in (Meld(best), Play(deal.hands[v][0]), GoOut(), Declare(("P",))):
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
    deal.apply(Declare(best_declaration(hands[v], C)))
    assert deal.phase is Phase.DECLARING and deal.to_move == h
    deal.apply(Declare(Declaration()))  # Hinterhand declares nothing: right, and worth 0
    assert deal.phase is Phase.PLAYING and deal.to_move == deal.mittelhand == deal.trick_leader
    assert deal.meld_points == tuple(0 if s == h else meld_points(hands[s], C) for s in range(3))
    assert deal.melds[h] == () and deal.wrong_declaration == (False, False, False)
    assert [type(a) for _s, a in deal.history[-3:]] == [Meld, Declare, Declare]
    for seat in range(3):
        view = deal.observation(seat)
        assert view.melds == tuple(deal.melds) and view.meld_points == deal.meld_points
        assert view.wrong_declaration == (False, False, False)


def test_the_opponents_declare_mittelhand_first_when_vorhand_is_solo():
    deal = Deal(32, dealer=1, options=BY_HAND)
    m, v, h = deal.seats_in_order()
    deal.apply(Pass())  # Mittelhand
    deal.apply(Pass())  # Hinterhand
    deal.apply(Bid(150))  # Vorhand, last chance
    deal.apply(deal.legal_actions()[0])
    deal.apply(NameTrump(Suit.HEARTS))
    deal.apply(Meld(Declaration()))
    assert deal.to_move == m
    deal.apply(Declare(Declaration()))
    assert deal.to_move == h


def test_filled_in_melding_refuses_declarations():
    deal = Deal(33, dealer=0)
    to_melding(deal)
    assert deal.legal_actions() == [Meld(), GoOut()]
    assert not deal.is_legal(Meld(Declaration()))
    assert not deal.is_legal(Declare(Declaration()))
    deal.apply(Meld())
    assert deal.phase is Phase.PLAYING and deal.wrong_declaration == (False, False, False)


def test_a_wrong_declaration_loses_the_solo_player_the_game_played_out():
    for number in range(40, 46):
        deal = Deal(number, dealer=number % 3, options=BY_HAND)
        solo = to_melding(deal, Suit.SPADES)
        wrong = wrong_for(deal.hands[solo], S)
        hands = [list(hand) for hand in deal.hands]
        deal.apply(Meld(wrong))
        assert deal.wrong_declaration[solo] and deal.melds[solo] == ()
        assert deal.observation((solo + 1) % 3).wrong_declaration[solo]
        for seat in deal.seats_in_order():
            if seat != solo:
                deal.apply(Declare(best_declaration(hands[seat], S)))
        assert deal.phase is Phase.PLAYING  # played out anyway
        play_cards(deal, number)
        assert deal.phase is Phase.FINISHED
        melds = [0 if s == solo else meld_points(hands[s], S) for s in range(3)]
        assert deal.meld_points == tuple(melds)
        assert deal.result == independent_score(deal, melds, forfeit=True)
        assert not deal.result.won and deal.scores()[solo] == -deal.bid
        for seat in range(3):  # the opponents score their melds and tricks
            if seat != solo and deal.tricks_won(seat):
                assert deal.scores()[seat] == melds[seat] + deal.trick_points(seat)


def test_a_right_declaration_wins_as_the_filled_in_melds_would():
    deal = Deal(47, dealer=2, options=BY_HAND)
    plain = Deal(47, dealer=2)
    solo = to_melding(deal)
    to_melding(plain)
    deal.apply(Meld(best_declaration(deal.hands[solo], C)))
    plain.apply(Meld())
    for seat in deal.seats_in_order():
        if seat != solo:
            deal.apply(Declare(best_declaration(deal.hands[seat], C)))
    assert deal.meld_points == plain.meld_points
    play_cards(deal, 5)
    play_cards(plain, 5)
    assert deal.result == plain.result


def test_an_opponents_wrong_declaration_makes_his_melds_zero():
    deal = Deal(48, dealer=0, options=BY_HAND)
    solo = to_melding(deal, Suit.HEARTS)
    m, v, h = deal.seats_in_order()
    hands = [list(hand) for hand in deal.hands]
    deal.apply(Meld(best_declaration(hands[solo], H)))
    deal.apply(Declare(wrong_for(hands[v], H)))
    deal.apply(Declare(best_declaration(hands[h], H)))
    assert deal.wrong_declaration == tuple(s == v for s in range(3))
    assert deal.melds[v] == () and deal.meld_points[v] == 0
    assert deal.meld_points[h] == meld_points(hands[h], H)
    play_cards(deal, 8)
    melds = [meld_points(hands[s], H) if s != v else 0 for s in range(3)]
    assert deal.result == independent_score(deal, melds, forfeit=False)
    assert deal.observation(HUMAN).wrong_declaration == deal.wrong_declaration


def test_going_out_the_opponents_still_declare_then_the_deal_ends():
    options = Options(meld_by_hand=True, abgehen_30=True)
    deal = Deal(49, dealer=1, options=options)
    solo = to_melding(deal, Suit.DIAMONDS)
    m, v, h = deal.seats_in_order()
    hands = [list(hand) for hand in deal.hands]
    deal.apply(GoOut())
    assert deal.phase is Phase.DECLARING and deal.gone_out and deal.result is None
    assert deal.to_move == v and deal.melds[solo] == ()
    assert deal.legal_actions() == [Declare(best_declaration(hands[v], D))]
    deal.apply(Declare(best_declaration(hands[v], D)))
    deal.apply(Declare(wrong_for(hands[h], D)))  # wrong: his melds are 0, the 30 he keeps
    assert deal.phase is Phase.FINISHED and deal.tricks == []
    melds = [0, 0, 0]
    melds[v] = meld_points(hands[v], D)
    assert deal.result == score_abgehen(150, solo, melds, options)
    assert deal.scores()[h] == 30 and deal.scores()[solo] == -150
    assert deal.wrong_declaration == tuple(s == h for s in range(3))
    assert deal.card_total() == 240


def test_bots_declare_exactly_their_best_melds():
    deal = Deal(50, dealer=0, options=BY_HAND)
    bots = [make_bot("simple", s) for s in range(3)]
    while deal.phase is not Phase.PLAYING and deal.phase is not Phase.FINISHED:
        seat = deal.to_move
        view = deal.observation(seat)
        action = bots[seat].act(view)
        if deal.phase is Phase.MELDING and not isinstance(action, GoOut):
            assert action == Meld(best_declaration(deal.hands[seat], deal.trump))
        if deal.phase is Phase.DECLARING:
            assert action == Declare(best_declaration(deal.hands[seat], deal.trump))
            assert action in view.legal
        deal.apply(action)
    assert any(isinstance(a, Declare) for _s, a in deal.history)
    assert deal.wrong_declaration == (False, False, False)


# --- saving ------------------------------------------------------------------------------------

def test_declarations_survive_encoding():
    for action in (Meld(), Meld(Declaration()), GoOut(),
                   Meld(Declaration.of({C: ["P", "F"], D: ["2F"]}, ["binokel", "rundgang"])),
                   Declare(Declaration.of({H: ["2P"]}, ["eight_aces"]))):
        assert decode(json.loads(json.dumps(encode(action)))) == action
    assert encode(Meld()) == ["meld"]
    assert encode(Declare(Declaration.of({"H": ["2P"]}, ["four_kings"]))) == [
        "declare", {"suits": {"H": ["2P"]}, "cross": ["four_kings"]}]
    for bad in (["declare"], ["declare", {}], ["meld", {"suits": {}, "cross": [], "x": 1}],
                ["meld", {"suits": {"C": ["2P", "F"]}, "cross": []}],
                ["meld", {"suits": {"C": "P"}, "cross": []}],
                ["meld", {"suits": {"Q": ["P"]}, "cross": []}],
                ["meld", {"suits": [], "cross": []}],
                ["declare", {"suits": {}, "cross": ["pair"]}],
                ["declare", {"suits": {}, "cross": [3]}],
                ["declare", {"suits": {}, "cross": ["four_aces", "eight_aces"]}]):
        with pytest.raises(ValueError):
            decode(bad)


def play_session(session: Session, steps: int | None = None) -> None:
    player = make_bot("simple", 99)
    done = 0
    while session.deal.phase is not Phase.FINISHED and (steps is None or done < steps):
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(player.act(session.deal.observation(HUMAN)))
        done += 1


def test_a_session_melding_by_hand_is_saved_and_resumed():
    session = Session(SessionSettings(BY_HAND, ("simple", "easy"), seed=17))
    while not any(isinstance(a, Declare) for d in session.deals for _s, a in d.history):
        session.new_deal()
        play_session(session)
    session.new_deal()
    play_session(session, steps=8)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["options"]["meld_by_hand"] is True
    assert any(action[0] == "declare" for deal in saved["deals"] for action in deal["actions"])
    again = Session.from_dict(saved)
    assert again.settings.options.meld_by_hand and again.to_dict() == saved
    assert again.rows == session.rows and again.deal.history == session.deal.history
    play_session(session)
    play_session(again)
    assert again.deal.history == session.deal.history and again.rows == session.rows


def test_an_older_save_without_the_option_loads_filled_in_and_a_bad_value_is_refused():
    session = Session(SessionSettings(Options(), ("simple", "simple"), seed=18))
    session.new_deal()
    play_session(session)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["options"]["meld_by_hand"] is False and saved["version"] == 1
    del saved["options"]["meld_by_hand"]
    old = Session.from_dict(saved)
    assert not old.settings.options.meld_by_hand and old.rows == session.rows
    for value in ("yes", 1, None):
        saved["options"]["meld_by_hand"] = value
        with pytest.raises(ValueError, match="true or false"):
            Session.from_dict(saved)
    # A filled-in save claiming the option cannot be replayed: its Meld() is illegal by hand.
    saved["options"]["meld_by_hand"] = True
    assert ["meld"] in saved["deals"][0]["actions"]
    with pytest.raises(ValueError, match="not allowed"):
        Session.from_dict(saved)


# --- self-play -----------------------------------------------------------------------------------

def test_a_hundred_deals_melding_by_hand_keep_every_invariant():
    # On top of the usual checks, selfplay checks that every declaration is right and worth
    # the seat's best melds, and that the meld points are the declared melds'.
    report = selfplay(100, 23, ["simple", "random", "easy"], BY_HAND)
    assert report.deals == 100
    assert report.thrown_in + sum(report.won) + sum(report.lost) + sum(report.gone_out) == 100
    assert sum(report.won) > 0 and sum(report.gone_out) > 0
