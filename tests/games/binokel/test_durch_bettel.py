"""Durch and Bettel (issue 16; seeds/004 "Erikoissopimukset"; games/binokel/scoring.py).

The article's words, the source of every expectation here: Durch — "the aim
is to take all the tricks. No trump suit is chosen and there are no melds.
The player who declares durch comes out (leads the first trick). Durch
scores 1000 points from hand and 1500 if played open ... If an opponent
wins a trick, the game is lost and the declarer has double the winning
points deducted from his score."  Bettel (untendurch) — "the aim is to take
no tricks ... no trump suit is chosen, there are no melds ... Untendurch
scores 1000, 1500 or 500 points depending on the region ... Stichzwang
applies: if you can win a trick, you must!"
"""

from collections import Counter

import pytest

from cardsuite.engine.cards import Card, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.engine.tricks import IllegalAction
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import durch_press, make_bot, sure_durch
from cardsuite.games.binokel.game import (
    Announce,
    Bid,
    Deal,
    NameTrump,
    Pass,
    Phase,
    Play,
    Press,
)
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.scoring import SPECIAL_VALUES, score_special
from cardsuite.games.binokel.session import decode, encode

WITH = Options(durch_bettel=True)
# Dealer 0: Mittelhand is seat 1 (the first twelve), Vorhand seat 2, Hinterhand seat 0.
# A sure Durch: Mittelhand holds the aces and tens of Kreuz, Pik and Herz; pressing the Dabb
# (♣U ♠U ♦K ♦K) he keeps twelve cards nothing still in play beats.
DURCH = ("AC AC TC TC AS AS TS TS AH AH TH TH", "KC KC QC QC JC KS KS QS QS JS KH KH",
         "QH QH JH JH AD AD TD TD QD QD JD JD", "JC JS KD KD")
# A sure Bettel: Mittelhand keeps Unter and Ober of Kreuz and Pik and the Unter of Herz and
# Schellen; every other card of those suits, all higher, is in the others' hands.
BETTEL = ("JC JC QC QC JS JS QS QS JH JH JD JD", "AC AC TC TC KC KC AS AS TS TS KS KS",
          "AH TH TH KH KH QH AD AD TD TD KD QD", "AH KD QD QH")
SOLO, VORHAND, HINTERHAND = 1, 2, 0


def fixed(hands=DURCH, options=WITH) -> Deal:
    return Deal(1, 0, options, cards=parse_cards(" ".join(hands)))


def to_trump(deal: Deal, press: str) -> None:
    """Mittelhand bids 150 and wins, takes up the Dabb and presses ``press``."""
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.solo == SOLO
    deal.apply(Press(tuple(parse_cards(press))))


def play_at_random(deal: Deal, seed: int) -> None:
    rng = SplitMix64(seed)
    while deal.phase is Phase.PLAYING:
        legal = deal.legal_actions()
        deal.apply(legal[rng.below(len(legal))])


def test_durch_and_bettel_are_offered_with_the_option_and_a_bid_they_cover():
    deal = fixed(options=Options())
    to_trump(deal, "JC JS KD KD")
    assert all(isinstance(a, NameTrump) for a in deal.legal_actions())
    with pytest.raises(IllegalAction):
        deal.apply(Announce("durch"))
    deal = fixed()
    to_trump(deal, "JC JS KD KD")
    assert [a for a in deal.legal_actions() if isinstance(a, Announce)] == [
        Announce("durch"), Announce("open-durch"), Announce("bettel")]
    with pytest.raises(IllegalAction):
        deal.apply(Announce("ramsch"))
    # a bid above 1000 leaves only the open Durch (1500)
    high = fixed()
    value = 150
    high.apply(Bid(value))
    while value < 1010:
        value += 10
        high.apply(Bid(value))
    high.apply(Pass())
    high.apply(Pass())
    assert high.bid == 1010 and high.phase is Phase.PRESSING
    high.apply(Press(tuple(high.hands[high.solo][:4])))
    assert high.legal_specials() == [Announce("open-durch")]
    with pytest.raises(IllegalAction):
        high.apply(Announce("bettel"))


@pytest.mark.parametrize(("special", "value"), [("durch", 1000), ("open-durch", 1500)])
def test_a_sure_durch_wins_every_trick_however_the_others_play(special, value):
    for seed in range(12):
        deal = fixed()
        to_trump(deal, "JC JS KD KD")
        assert sure_durch(deal.hands[SOLO], deal.pressed, WITH)
        deal.apply(Announce(special))
        # no trump, no melds: the play begins at once and the solo player leads
        assert deal.phase is Phase.PLAYING and deal.trump is None and deal.special == special
        assert deal.meld_points == (0, 0, 0) and deal.to_move == SOLO
        view = deal.observation(VORHAND)
        assert view.special == special
        assert view.open_hand == (tuple(deal.hands[SOLO]) if special == "open-durch" else None)
        play_at_random(deal, seed)
        assert deal.tricks_won(SOLO) == 12 and deal.phase is Phase.FINISHED
        assert deal.result.scores == (0, value, 0) and deal.result.won
        assert deal.result.special == special


def test_a_durch_ends_at_the_first_trick_lost_and_costs_twice_its_value():
    deal = fixed()
    to_trump(deal, "JC JS KD TH")  # keeps ♦K: Hinterhand's ♦A and ♦10 beat it
    assert not sure_durch(deal.hands[SOLO], deal.pressed, WITH)
    deal.apply(Announce("open-durch"))
    deal.apply(Play(Card.parse("KD")))
    deal.apply(Play(deal.legal_actions()[0].card))  # Vorhand, out of Schellen
    # Hinterhand must beat (Stichzwang)
    assert deal.legal_actions() == [Play(Card.parse("AD")), Play(Card.parse("TD"))]
    deal.apply(Play(Card.parse("TD")))
    assert deal.phase is Phase.FINISHED and len(deal.tricks) == 1
    assert deal.result.scores == (0, -3000, 0) and not deal.result.won


def test_a_sure_bettel_takes_no_trick_however_anybody_plays():
    for seed in range(12):
        deal = fixed(BETTEL)
        to_trump(deal, "AH KD QD QH")
        deal.apply(Announce("bettel"))
        assert deal.to_move == deal.mittelhand == SOLO  # Mittelhand leads, as in every game
        play_at_random(deal, seed)
        assert deal.tricks_won(SOLO) == 0 and len(deal.tricks) == 12
        assert deal.result.scores == (0, 1000, 0)


def test_a_bettel_ends_at_the_first_trick_taken():
    deal = fixed()
    to_trump(deal, "JC JS KD KD")
    deal.apply(Announce("bettel"))
    deal.apply(Play(Card.parse("AC")))  # nothing beats it: his trick
    deal.apply(Play(deal.legal_actions()[0].card))
    deal.apply(Play(deal.legal_actions()[0].card))
    assert deal.phase is Phase.FINISHED and deal.tricks_won(SOLO) == 1
    assert deal.result.scores == (0, -2000, 0)


def test_score_special_worked_values_and_refusals():
    assert SPECIAL_VALUES == {"durch": 1000, "open-durch": 1500, "bettel": 1000}
    assert score_special("durch", 300, 2, won=True).scores == (0, 0, 1000)
    assert score_special("bettel", 150, 0, won=False).scores == (-2000, 0, 0)
    assert score_special("open-durch", 1200, 1, won=False).scores == (0, -3000, 0)
    with pytest.raises(ValueError, match="bid of 1010"):
        score_special("durch", 1010, 0, won=True)
    with pytest.raises(ValueError, match="special contract"):
        score_special("grand", 150, 0, won=True)


def test_the_announcement_is_saved():
    for special in SPECIAL_VALUES:
        assert encode(Announce(special)) == ["announce", special]
        assert decode(["announce", special]) == Announce(special)
    with pytest.raises(ValueError):
        decode(["announce", "ramsch"])


def test_the_bots_press_for_a_sure_durch_and_announce_it_open():
    deal = fixed()
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())
    cards = deal.hands[SOLO]
    assert Counter(durch_press(cards, WITH)) == Counter(parse_cards("JC JS KD KD"))
    bot = make_bot("easy", 7)
    action = bot.act(deal.observation(SOLO))
    assert Counter(action.cards) == Counter(parse_cards("JC JS KD KD"))
    deal.apply(action)
    assert bot.act(deal.observation(SOLO)) == Announce("open-durch")
    # without the option the same hand names trump
    plain = fixed(options=Options())
    to_trump(plain, "JC JS KD KD")
    assert isinstance(make_bot("easy", 7).act(plain.observation(SOLO)), NameTrump)
    # a hand some card beats is no sure Durch, and too many beaten cards press nothing
    assert not sure_durch(parse_cards("AC TC AS AS TS TS AH AH TH TH AD AD"),
                          parse_cards("JC JS KD KD"), WITH)
    assert durch_press(parse_cards(" ".join(BETTEL[:1]) + " AH KD QD QH"), WITH) is None


def test_sure_durch_agrees_with_play_against_every_seed():
    """An independent check of :func:`sure_durch`: random twelve-card hands of aces and tens
    (the only hands that can be sure), the rest dealt at random, every trick played at
    random — a sure hand never loses a trick."""
    rng = SplitMix64(99)
    deck = rules.deck(WITH)
    tops = [card for card in deck if card.rank.name in ("ACE", "TEN")]
    checked = 0
    for _ in range(60):
        pool = list(tops)
        hand = [pool.pop(rng.below(len(pool))) for _ in range(12)]
        rest = list((Counter(deck) - Counter(hand)).elements())
        order = [rest.pop(rng.below(len(rest))) for _ in range(len(rest))]
        pressed = order[24:]
        deal = Deal(1, 0, WITH, cards=[*hand, *order])
        to_trump(deal, " ".join(str(c) for c in pressed))
        sure = sure_durch(deal.hands[SOLO], deal.pressed, WITH)
        deal.apply(Announce("durch"))
        play_at_random(deal, checked)
        if sure:
            checked += 1
            assert deal.result.won, [str(c) for c in hand]
    assert checked >= 3


@pytest.mark.parametrize(("hands", "press", "special"), [
    (DURCH, "JC JS KD TH", "open-durch"), (DURCH, "JC JS KD TH", "durch"),
    (BETTEL, "AH KD QD QH", "bettel"), (DURCH, "JC JS KD KD", "bettel")])
def test_the_search_plays_a_durch_or_bettel_on_both_sides(hands, press, special):
    """The bots' search counts tricks in these contracts: against a Durch with a beatable
    ♦K the defence takes a trick; a sure Bettel stays won; a Bettel on aces is lost."""
    deal = fixed(hands)
    to_trump(deal, press)
    deal.apply(Announce(special))
    bots = {seat: make_bot("easy", seat) for seat in range(3)}
    while deal.phase is Phase.PLAYING:
        deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
    won = deal.result.won
    assert won == (hands is BETTEL), (special, [str(t.cards) for t in deal.tricks])
