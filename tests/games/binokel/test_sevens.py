"""The 48-card game with sevens (Options.sevens): the deck, the deal, the trick rules, the Diß,
scoring with 15 tricks and three pressed cards, saving, the bots and self-play."""

import json
import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Card, Rank, Suit, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import (
    PRESSED,
    best_press,
    bidding_value,
    knowledge,
    make_bot,
    twins,
)
from cardsuite.games.binokel.game import (
    Bid,
    Deal,
    Declare,
    IllegalAction,
    Meld,
    NameTrump,
    Pass,
    Phase,
    Press,
    melding_hand,
)
from cardsuite.games.binokel.melds import (
    CROSS_CATEGORIES,
    MELD_POINTS,
    Declaration,
    MeldName,
    best_declaration,
    check_declaration,
    find_melds,
    meld_points,
    meld_sheet,
)
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.scoring import score_deal
from cardsuite.games.binokel.selfplay import selfplay
from cardsuite.games.binokel.session import Session, SessionSettings
from tests.games.binokel.test_bots import check_knowledge, check_privacy
from tests.games.binokel.test_rules import check_legal
from tests.games.binokel.test_session import play_until

C, S, H, D = Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS
SEVENS = Options(sevens=True)
SEVENS_BY_HAND = Options(sevens=True, meld_by_hand=True)


def cards(text):
    return parse_cards(text)


def named(hand, trump):
    return [(str(m.name), m.suit.code if m.suit is not None else None, m.points)
            for m in find_melds(cards(hand), trump)]


# --- the deck and the sizes ------------------------------------------------------------------

def test_the_deck_holds_24_cards_twice_and_still_240_points():
    full = rules.deck(SEVENS)
    assert len(full) == 48 and len(set(full)) == 24 and set(Counter(full).values()) == {2}
    assert {card.rank for card in full} == set(rules.SEVENS_RANK_ORDER) == {
        Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.SEVEN}
    assert rules.points(full) == rules.TOTAL_CARD_POINTS == 240
    assert rules.card_points(Card.parse("7H")) == 0
    assert (rules.hand_size(SEVENS), rules.dabb_size(SEVENS), rules.tricks(SEVENS)) == (15, 3, 15)
    assert 3 * rules.hand_size(SEVENS) + rules.dabb_size(SEVENS) == 48
    # The 40-card game is unchanged: the constants, and the helpers without the option.
    assert (rules.HAND_SIZE, rules.DABB_SIZE, rules.TRICKS) == (12, 4, 12)
    for options in (None, Options()):
        assert rules.deck(options) == rules.deck() and len(rules.deck(options)) == 40
        assert (rules.hand_size(options), rules.dabb_size(options),
                rules.tricks(options)) == (12, 4, 12)
    assert rules.rank_order(SEVENS)[-1] is Rank.SEVEN and rules.rank_order() == rules.RANK_ORDER


def test_a_seven_ranks_lowest_and_is_shown_last_in_its_suit():
    assert rules.strength(Card.parse("7H")) < rules.strength(Card.parse("JH"))
    assert rules.sort_hand(cards("7H JH 7C AH QC")) == cards("QC 7C AH JH 7H")


def test_the_deal_gives_fifteen_to_each_and_three_to_the_dabb():
    deal = Deal(123, 1, SEVENS)
    assert [len(hand) for hand in deal.hands] == [15, 15, 15] and len(deal.dabb) == 3
    assert sorted(deal.hands[0] + deal.hands[1] + deal.hands[2] + deal.dabb) == sorted(
        rules.deck(SEVENS))
    assert (deal.hand_size, deal.dabb_size, deal.trick_count) == (15, 3, 15)
    assert deal.card_total() == 240
    assert Deal(123, 1, SEVENS).hands == deal.hands  # fixed by the number
    assert Deal(123, 1).hands != deal.hands and len(Deal(123, 1).dabb) == 4
    # A deal given card by card needs the 48 cards.
    order = rules.deck(SEVENS)
    given_deal = Deal(1, 0, SEVENS, cards=order)
    m, v, h = given_deal.seats_in_order()
    assert given_deal.hands[m] == rules.sort_hand(order[:15])
    assert given_deal.dabb == rules.sort_hand(order[45:])
    with pytest.raises(ValueError, match="48 cards"):
        Deal(1, 0, SEVENS, cards=rules.deck())
    with pytest.raises(ValueError, match="40 cards"):
        Deal(1, 0, cards=order)


# --- the trick rules with sevens ------------------------------------------------------------------

def test_a_seven_beats_nothing_of_its_suit_and_of_two_sevens_the_first_wins():
    assert rules.trick_winner(cards("7H 7H JH"), "C") == 2
    assert rules.trick_winner(cards("7H 7H 7H"), "C") == 0
    assert not rules.beats(Card.parse("7H"), Card.parse("7H"), "C")
    # Stichzwang: on a seven led, a seven does not beat it; any higher card must be played.
    assert rules.legal_cards(cards("KH 7H AC"), cards("7H"), "C") == cards("KH")
    # Only sevens of the led suit: one follows without beating.
    assert rules.legal_cards(cards("7H 7H AC"), cards("JH"), "C") == cards("7H 7H")


def test_a_trump_seven_is_a_trump_and_is_over_trumped_by_any_higher_trump():
    assert rules.trick_winner(cards("AH 7C"), "C") == 1
    assert rules.trick_winner(cards("AH 7C JC"), "C") == 2
    # Void in the led suit: trump, and beat a trump seven if one can.
    assert rules.legal_cards(cards("7C JC AS"), cards("AH 7C"), "C") == cards("JC")
    assert rules.legal_cards(cards("7C AS"), cards("AH JC"), "C") == cards("7C")
    # The led suit once trumped by a seven: any card of the led suit.
    assert rules.legal_cards(cards("AH 7H"), cards("KH 7C"), "C") == cards("AH 7H")


@settings(max_examples=80, deadline=None)
@given(order=st.permutations(rules.deck(SEVENS)), trump=st.sampled_from(list(Suit)),
       solo=st.integers(0, 2), leader=st.integers(0, 2), seed=st.integers(0, 2**32 - 1))
def test_random_deals_of_48_cards_total_250_and_every_choice_is_legal(order, trump, solo,
                                                                      leader, seed):
    rnd = random.Random(seed)
    hands = [list(order[i * 15:(i + 1) * 15]) for i in range(3)]
    hands[solo] += order[45:]
    pressed = rnd.sample(hands[solo], 3)
    for card in pressed:
        hands[solo].remove(card)
    taken, tricks = [0] * 3, [0] * 3
    for _ in range(15):
        trick = []
        for offset in range(3):
            hand = hands[(leader + offset) % 3]
            legal = rules.legal_cards(hand, trick, trump)
            check_legal(hand, trick, trump, legal)
            card = rnd.choice(legal)
            hand.remove(card)
            trick.append(card)
        winner = (leader + rules.trick_winner(trick, trump)) % 3
        taken[winner] += rules.points(trick)
        tricks[winner] += 1
        leader = winner
    assert not any(hands) and sum(tricks) == 15
    assert sum(taken) + rules.points(pressed) + rules.LAST_TRICK_BONUS == 250


# --- the Diß ---------------------------------------------------------------------------------------

def test_each_trump_seven_melds_ten():
    assert named("7H", "H") == [("diss", None, 10)]
    assert named("7H 7H", "H") == [("double_diss", None, 20)]
    assert named("7H 7H 7C", "C") == [("diss", None, 10)]
    assert named("7H 7H", "C") == []  # a plain seven melds nothing
    assert MELD_POINTS[MeldName.DISS] == (10, 10) and MELD_POINTS[MeldName.DOUBLE_DISS] == (20, 20)
    assert CROSS_CATEGORIES["diss"] == (MeldName.DISS, MeldName.DOUBLE_DISS)
    assert list(CROSS_CATEGORIES)[-1] == "diss"  # the meld screen's last row
    diss = find_melds(cards("7D 7D"), D)[0]
    assert diss.cards == (Card.parse("7D"),) * 2 and diss.suit is None


def test_the_family_stays_ace_to_unter_and_the_diss_comes_last():
    assert named("AH TH KH QH JH 7H", "H") == [("family", "H", 150), ("diss", None, 10)]
    assert named("AH TH KH QH JH 7H", "C") == [("family", "H", 100)]
    double = "AH TH KH QH JH AH TH KH QH JH"
    assert named(double, "H") == [("double_family", "H", 1000)]
    assert named(double + " 7H 7H", "H") == [("double_family", "H", 1000),
                                             ("double_diss", None, 20)]
    rundgang = "KC QC KS QS KH QH KD QD 7S"
    assert named(rundgang, "S") == [("rundgang", None, 240), ("diss", None, 10)]
    sheet = meld_sheet(cards(rundgang + " 7S"), S)
    assert sheet.cross_points("diss") == 20 and sheet.total == 260
    with pytest.raises(ValueError):
        find_melds(cards("7H 7H 7H"), "H")  # the deck holds it twice
    with pytest.raises(ValueError):
        find_melds(cards("9H"), "H")


def test_the_diss_declared_by_hand():
    hand = cards("7H 7H KC QC AS")
    one, both = Declaration.of(cross=["diss"]), Declaration.of(cross=["double_diss"])
    assert one.points("H") == 10 and both.points("H") == 20
    assert check_declaration(hand, "H", one) and check_declaration(hand, "H", both)
    assert not check_declaration(hand, "C", one)  # the trump's seven is needed
    assert check_declaration(cards("7H KC"), "H", one)
    assert not check_declaration(cards("7H KC"), "H", both)
    assert one.melds("H")[0].cards == (Card.parse("7H"),)
    assert both.melds("D")[0].cards == (Card.parse("7D"),) * 2
    # The meld screen's row: a click chooses a value, another replaces it, a third releases.
    assert Declaration().toggled_cross("diss") == one
    assert one.toggled_cross("double_diss") == both and both.toggled_cross("double_diss") == \
        Declaration()
    assert one.cross_meld("diss") is MeldName.DISS and one.cross_points("diss") == 10
    with pytest.raises(ValueError):
        Declaration.of(cross=["diss", "double_diss"])  # one value in a row
    best = best_declaration(hand, "H")
    assert best == Declaration.of({C: ["P"]}, ["double_diss"])
    assert best.points("H") == meld_points(hand, "H") == 40
    assert best.melds("H") == tuple(find_melds(hand, "H"))


# --- a deal with sevens ---------------------------------------------------------------------------

def order_with_sevens() -> list[Card]:
    """A 48-card deal: Mittelhand holds both Herz sevens and a Herz family, the Dabb is three
    sevens."""
    mittelhand = cards("AH TH KH QH JH 7H 7H AC TC KC AS TS KS AD TD")
    dabb = cards("7C 7S 7D")
    rest = list((Counter(rules.deck(SEVENS)) - Counter(mittelhand) - Counter(dabb)).elements())
    random.Random(3).shuffle(rest)
    return mittelhand + rest + dabb


def test_the_solo_player_holds_eighteen_and_presses_exactly_three():
    deal = Deal(7, 0, SEVENS, cards=order_with_sevens())
    solo = deal.mittelhand
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.phase is Phase.PRESSING and deal.solo == solo
    assert len(deal.hands[solo]) == 18 and Counter(cards("7C 7S 7D")) <= Counter(deal.hands[solo])
    legal = deal.legal_actions()
    assert all(isinstance(a, Press) and len(a.cards) == 3 for a in legal)
    assert len(legal) == len(set(combinations(deal.hands[solo], 3)))
    for wrong in (Press(tuple(deal.hands[solo][:4])), Press(tuple(deal.hands[solo][:2]))):
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
    deal.apply(Press(tuple(cards("7C 7S 7D"))))
    assert len(deal.hands[solo]) == 15 and deal.pressed == tuple(cards("7C 7S 7D"))
    assert deal.observation(solo).pressed_points == 0 and deal.card_total() == 240
    deal.apply(NameTrump(H))
    deal.apply(Meld())
    # Filled in: the Herz family in trump 150 and both Diß 20; play with fifteen tricks.
    assert [(str(m.name), m.points) for m in deal.melds[solo]][:1] == [("family", 150)]
    assert deal.melds[solo][-1].name is MeldName.DOUBLE_DISS
    assert deal.meld_points[solo] == meld_points(deal.hands[solo], H)
    rng = SplitMix64(4)
    while deal.phase is Phase.PLAYING:
        legal = deal.legal_actions()
        deal.apply(legal[rng.below(len(legal))])
        assert deal.card_total() == 240
    assert len(deal.tricks) == 15 and not any(deal.hands)
    assert sum(deal.trick_points(s) for s in range(3)) == 250
    won = [sum(rules.points(t.cards) for t in deal.tricks if t.winner == s) for s in range(3)]
    assert deal.result == score_deal(deal.bid, solo, deal.meld_points, won,
                                     [deal.tricks_won(s) for s in range(3)],
                                     deal.tricks[-1].winner, deal.pressed, SEVENS)


def test_declaring_the_diss_by_hand_is_checked_against_the_trump_sevens():
    deal = Deal(8, 0, SEVENS_BY_HAND, cards=order_with_sevens())
    solo = deal.mittelhand
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(Press(tuple(cards("7C 7S 7D"))))
    deal.apply(NameTrump(H))
    best = deal.best_declaration()
    assert best.cross_meld("diss") is MeldName.DOUBLE_DISS
    assert deal.legal_actions()[0] == Meld(best)
    deal.apply(Meld(best))
    assert not deal.wrong_declaration[solo] and deal.melds[solo] == best.melds(H)
    # An opponent without a Herz seven who declares a Diß declares wrongly.
    others = [s for s in deal.seats_in_order() if s != solo]
    assert all(Card.parse("7H") not in deal.hands[s] for s in others)
    deal.apply(Declare(Declaration.of(cross=["diss"])))
    assert deal.wrong_declaration[others[0]] and deal.melds[others[0]] == ()
    deal.apply(Declare(deal.best_declaration()))
    assert deal.phase is Phase.PLAYING and deal.meld_points[others[0]] == 0


# --- a pressed Diß that still melds (seeds/004: "the Dissle may be melded and pressed") ----------

def pressing_both_herz_sevens(options: Options) -> Deal:
    """Deal 7 of :func:`order_with_sevens`: Mittelhand wins at 150, presses both Herz
    sevens and a Kreuz seven, and names Herz."""
    deal = Deal(7, 0, options, cards=order_with_sevens())
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(Press(tuple(cards("7H 7H 7C"))))
    deal.apply(NameTrump(H))
    return deal


def test_a_pressed_diss_melds_with_the_option_and_only_with_it():
    # Without the option the two Herz sevens pressed are gone from his melds: the Herz
    # family in trump 150 and four Aces 100.  With it they still meld as the double Diß:
    # 250 + 20.
    plain = pressing_both_herz_sevens(SEVENS)
    plain.apply(Meld())
    solo = plain.solo
    assert plain.meld_points[solo] == 250
    assert not any(m.name in (MeldName.DISS, MeldName.DOUBLE_DISS) for m in plain.melds[solo])
    pressed = pressing_both_herz_sevens(replace(SEVENS, diss_pressed=True))
    pressed.apply(Meld())
    assert pressed.meld_points[solo] == 270
    assert pressed.melds[solo][-1].name is MeldName.DOUBLE_DISS  # shown to all: announced
    # Only the trump's sevens: the pressed Kreuz seven melds nothing.
    assert Counter(pressed.meld_hand(solo)) - Counter(pressed.hands[solo]) == Counter(cards("7H 7H"))
    # The opponents meld from their hands alone.
    for seat in (s for s in range(3) if s != solo):
        assert pressed.meld_hand(seat) == list(pressed.hands[seat])


def test_a_pressed_diss_is_declared_by_hand_too():
    deal = pressing_both_herz_sevens(replace(SEVENS_BY_HAND, diss_pressed=True))
    best = deal.best_declaration()
    assert best.cross_meld("diss") is MeldName.DOUBLE_DISS and best.points(H) == 270
    assert deal.observation(deal.solo).meld_hand() == deal.meld_hand(deal.solo)
    deal.apply(Meld(best))
    assert not deal.wrong_declaration[deal.solo] and deal.melds[deal.solo] == best.melds(H)


def test_the_option_changes_nothing_without_sevens():
    forty = Options(diss_pressed=True)
    assert melding_hand(cards("AH KH"), cards("JH JH QS AC"), H, forty) == cards("AH KH")


# --- scoring ----------------------------------------------------------------------------------------

def test_scoring_counts_fifteen_tricks_and_three_pressed_cards():
    pressed = cards("AH TH 7C")  # 21 points
    result = score_deal(200, 0, (80, 40, 10), (100, 60, 59), (8, 4, 3), 0, pressed, SEVENS)
    assert result.won and result.solo_points == 80 + 100 + 10 + 21
    assert result.scores == (211, 100, 69)
    with pytest.raises(ValueError, match="a deal has 15"):
        score_deal(200, 0, (80, 40, 10), (100, 60, 59), (6, 3, 3), 0, pressed, SEVENS)
    with pytest.raises(ValueError, match="presses 3 cards, not 4"):
        score_deal(200, 0, (80, 40, 10), (100, 60, 48), (8, 4, 3), 0, cards("AH TH 7C KH"),
                   SEVENS)
    with pytest.raises(ValueError, match="presses 4 cards, not 3"):  # the 40-card game
        score_deal(200, 0, (80, 40, 10), (100, 60, 59), (6, 3, 3), 0, pressed)
    with pytest.raises(ValueError, match="must make 240"):
        score_deal(200, 0, (80, 40, 10), (100, 60, 60), (8, 4, 3), 0, pressed, SEVENS)


# --- saving -------------------------------------------------------------------------------------

def test_a_session_with_sevens_is_saved_and_resumed():
    session = Session(SessionSettings(SEVENS, ("simple", "easy"), seed=31))
    session.new_deal()
    play_until(session)
    session.new_deal()
    play_until(session, steps=20)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["options"]["sevens"] is True
    again = Session.from_dict(saved)
    assert again.to_dict() == saved and again.settings.options == SEVENS
    assert again.deal.hands == session.deal.hands and again.deal.history == session.deal.history
    assert again.rows == session.rows and len(again.deals[0].tricks) in (0, 15)
    play_until(session, player=make_bot("simple", 2))
    play_until(again, player=make_bot("simple", 2))
    assert again.deal.history == session.deal.history and again.rows == session.rows


def test_an_older_save_without_the_option_loads_without_sevens_and_a_bad_value_is_refused():
    session = Session(SessionSettings(Options(), ("simple", "simple"), seed=32))
    session.new_deal()
    play_until(session)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["options"]["sevens"] is False
    del saved["options"]["sevens"]
    old = Session.from_dict(saved)
    assert not old.settings.options.sevens and old.rows == session.rows
    for value in ("yes", 1, None):
        saved["options"]["sevens"] = value
        with pytest.raises(ValueError, match="must be true or false"):
            Session.from_dict(saved)
    # A 40-card save claiming sevens cannot be replayed: its cards are other ones.
    saved["options"]["sevens"] = True
    with pytest.raises(ValueError, match="not allowed"):
        Session.from_dict(saved)


# --- the bots -----------------------------------------------------------------------------------

def test_the_bots_press_three_of_eighteen_and_keep_their_melds():
    eighteen = cards("AC TC KC QC JC KC QC 7C AS TS KS AH TH JH AD TD JD 7H")
    value, trump, three = best_press(eighteen, options=SEVENS)
    assert len(three) == 3 and not Counter(three) - Counter(eighteen)
    keep = list((Counter(eighteen) - Counter(three)).elements())
    assert trump is C and Card.parse("7C") in keep  # the Diß is kept
    assert meld_points(keep, trump) == meld_points(eighteen, trump) == 190 + 100 + 10
    assert value > meld_points(keep, trump)
    hand = cards("AC TC KC KC QC QC JC AS AH AD QS JD 7C 7C TS")
    assert bidding_value(hand, SplitMix64(1), options=SEVENS) > 400
    tokens = twins(SEVENS)
    assert len(tokens) == 48 == len(set(tokens))
    assert sorted(t.card for t in tokens) == sorted(rules.deck(SEVENS))


def test_the_bots_see_only_their_observation_and_know_nothing_false():
    for number in range(1, 7):
        deal = Deal(number, number % 3, SEVENS)
        bots = [make_bot("easy", number * 3 + s) for s in range(3)]
        while True:
            for seat in range(3):
                check_privacy(deal, seat)
                if deal.phase is Phase.PLAYING:
                    check_knowledge(deal, seat)
            if deal.phase is Phase.FINISHED:
                break
            seat = deal.to_move
            action = bots[seat].act(deal.observation(seat))
            assert deal.is_legal(action)
            deal.apply(action)
        if deal.solo is not None:
            assert len(deal.pressed) == 3
    deal = Deal(1, 0, SEVENS)
    for action in (Bid(150), Pass(), Pass()):
        deal.apply(action)
    deal.apply(deal.legal_actions()[0])
    deal.apply(NameTrump(C))
    deal.apply(Meld())
    known = knowledge(deal.observation((deal.solo + 1) % 3))
    assert known.holders[PRESSED].count == 3 and known.holders[deal.solo].count == 15


def test_a_hundred_deals_with_sevens_keep_every_invariant():
    # selfplay checks on top of the usual: 15 tricks, three cards pressed, each seat's Diß.
    report = selfplay(100, 41, ["simple", "random", "easy"], SEVENS)
    assert report.deals == 100
    assert report.thrown_in + sum(report.won) + sum(report.lost) + sum(report.gone_out) == 100
    assert sum(report.won) > 0 and sum(report.lost) > 0
    by_hand = selfplay(20, 42, ["easy", "simple", "random"], SEVENS_BY_HAND)
    assert by_hand.deals == 20


def test_command_line_selfplay_with_sevens():
    result = subprocess.run([sys.executable, "-m", "cardsuite.games.binokel", "selfplay",
                             "--deals", "3", "--seed", "6", "--levels", "simple,random,easy",
                             "--sevens"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = selfplay(3, 6, ["simple", "random", "easy"], SEVENS)
    assert result.stdout.splitlines()[:4] == report.lines(["simple", "random", "easy"])[:4]
    assert "easy" in result.stdout and "time per card" in result.stdout
    plain = selfplay(3, 6, ["simple", "random", "easy"])
    assert report.lines(["simple", "random", "easy"])[:4] != plain.lines(
        ["simple", "random", "easy"])[:4]
