"""Skat house rules: Kontra ab 18, Bock rounds, Schieberamsch, the Bierlachs list."""

import pytest

from cardsuite.engine.rng import SplitMix64
from cardsuite.games.skat.game import (
    Bid,
    Deal,
    Declare,
    Hold,
    Kontra,
    NoDouble,
    Options,
    Pass,
    Phase,
    PlayHand,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import Contract
from cardsuite.games.skat.session import Session, SessionSettings

KONTRA_AB_18 = Options(kontra=True, kontra_after_bid=True)


def bid_and_declare(options: Options, actions) -> Deal:
    """Deal 5, dealer 0 (forehand 1, middlehand 2, rearhand 0): the bidding ``actions``, then
    the declarer plays Grand Hand."""
    deal = Deal(5, dealer=0, options=options)
    for action in actions:
        deal.apply(action)
    deal.apply(PlayHand())
    deal.apply(Declare(Contract(GameType.GRAND, hand=True)))
    return deal


# --- Kontra ab 18 ----------------------------------------------------------------------------

# Middlehand (2) says 18, forehand (1) holds, middlehand says 20, forehand passes; rearhand
# (0) passes at once without a word: middlehand declares at 20.  Forehand held a bid,
# rearhand said nothing.
HELD_AND_SILENT = [Bid(18), Hold(), Bid(20), Pass(), Pass()]


def test_kontra_ab_18_asks_only_the_defender_who_held_a_bid():
    # XSkat asks a defender only if sagte18 is set, which saying a value or "Ja" sets.
    free = bid_and_declare(Options(kontra=True), HELD_AND_SILENT)
    assert free.declarer == 2 and free.phase is Phase.KONTRA and free.to_move == 1
    free.apply(NoDouble())
    assert free.phase is Phase.KONTRA and free.to_move == 0  # without the rule: asked too

    restricted = bid_and_declare(KONTRA_AB_18, HELD_AND_SILENT)
    assert restricted.has_bid(1) and not restricted.has_bid(0) and restricted.has_bid(2)
    assert restricted.phase is Phase.KONTRA and restricted.to_move == 1
    assert restricted.legal_actions() == [Kontra(), NoDouble()]
    restricted.apply(NoDouble())
    assert restricted.phase is Phase.PLAYING  # rearhand is never asked


def test_kontra_ab_18_after_a_kontra_the_declarer_may_still_say_re():
    deal = bid_and_declare(KONTRA_AB_18, HELD_AND_SILENT)
    deal.apply(Kontra())
    assert deal.to_move == 2 and deal.phase is Phase.KONTRA  # the declarer: Re or not


def test_kontra_ab_18_with_no_defender_in_the_bidding_the_play_begins_at_once():
    # Middlehand and rearhand pass without a bid; forehand opens with 18 and plays.
    deal = bid_and_declare(KONTRA_AB_18, [Pass(), Pass(), Bid(18)])
    assert deal.declarer == 1 and deal.phase is Phase.PLAYING and not deal.kontra
    free = bid_and_declare(Options(kontra=True), [Pass(), Pass(), Bid(18)])
    assert free.phase is Phase.KONTRA and free.to_move == 2


@pytest.mark.parametrize("seed", range(40))
def test_kontra_ab_18_asks_exactly_the_defenders_who_said_something_but_pass(seed):
    """Random biddings: the defenders asked are those of the free rule whose bidding words
    were not all "Weg!" — in the same order."""
    rng = SplitMix64(seed)
    options = (Options(kontra=True), KONTRA_AB_18)
    deals = [Deal(seed + 1, dealer=seed % 3, options=o) for o in options]
    while deals[0].phase is Phase.BIDDING:
        legal = deals[0].legal_actions()
        action = Pass() if rng.below(3) == 0 else legal[0]
        for deal in deals:
            deal.apply(action)
    if deals[0].declarer is None:
        return  # all passed: no Kontra in a Ramsch
    bidding = list(deals[0].history)
    asked = []
    for deal in deals:
        deal.apply(PlayHand())
        deal.apply(Declare(Contract(GameType.GRAND, hand=True)))
        seats = []
        while deal.phase is Phase.KONTRA:
            seats.append(deal.to_move)
            deal.apply(NoDouble())
        asked.append(seats)
        assert deal.phase is Phase.PLAYING
    words = {seat: [a for s, a in bidding if s == seat] for seat in range(3)}
    spoke = [seat for seat in asked[0] if any(not isinstance(a, Pass) for a in words[seat])]
    assert asked[1] == spoke


def test_kontra_ab_18_is_saved_with_the_session_and_old_saves_load_without_it():
    session = Session(SessionSettings(KONTRA_AB_18, ("easy", "easy"), seed=2))
    session.new_deal()
    saved = session.to_dict()
    assert saved["kontra_after_bid"] is True
    assert Session.from_dict(saved).settings.options.kontra_after_bid
    del saved["kontra_after_bid"]  # a session saved before the house rule existed
    assert Session.from_dict(saved).settings.options.kontra_after_bid is False
    saved["kontra_after_bid"] = 1
    with pytest.raises(ValueError, match="true or false"):
        Session.from_dict(saved)
