"""The PrefClub score sheet: every example of rules/prefclub.md, the aid, ALL PASS, the end."""

import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Suit
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.ledger import (
    Aid,
    AllPassOutcome,
    Ledger,
    MiserOutcome,
    PlayedContract,
    Totals,
    round_to_pfennigs,
    settle,
)
from cardsuite.games.pref.table_rules import TableRules

#: Every combination of the table's rules (see table_rules.py).
ALL_RULES = [TableRules(stalingrad, top) for stalingrad in (True, False) for top in (8, 7)]

N, E, S = 0, 1, 2


def played(code, tricks, whists=(True, True), declarer=N, defenders=(E, S), open_cards=False):
    return PlayedContract(declarer, Contract.parse(code), defenders, whists, tricks, open_cards)


def whists_of(entries, by):
    return entries.whists_by(by)


# --- the spec's played-contract examples (declarer N, defenders E then S) ---------------------


def test_six_clubs_made_both_whist():
    entries = Ledger(20).apply(played("6C", (6, 2, 2)))
    assert entries.bullet == (2, 0, 0)
    assert entries.mountain == (0, 0, 0)
    assert whists_of(entries, E) == {N: 4, S: 0}
    assert whists_of(entries, S) == {N: 4, E: 0}
    assert whists_of(entries, N) == {E: 0, S: 0}


def test_seven_hearts_failed_consolation_and_trick_whists_both_count():
    entries = Ledger(20).apply(played("7H", (5, 3, 2)))
    assert entries.bullet == (0, 0, 0)
    assert entries.mountain == (8, 0, 0)
    assert entries.whists[E][N] == 20  # 12 for 3 tricks + 8 consolation
    assert entries.whists[S][N] == 16  # 8 for 2 tricks + 8 consolation


def test_six_diamonds_lone_whister_answers_for_the_whole_defence():
    entries = Ledger(20).apply(played("6D", (7, 1, 2), whists=(True, False)))
    assert entries.bullet == (2, 0, 0)
    assert entries.whists[E][N] == 6  # the defence's 3 tricks × 2
    assert entries.whists[S][N] == 0
    assert entries.mountain == (0, 2, 0)  # quota 4, defence 3: short by 1


def test_eight_spades_quota_one_falls_on_the_second_whister():
    entries = Ledger(20).apply(played("8S", (10, 0, 0)))
    assert entries.bullet == (6, 0, 0)
    assert entries.mountain == (0, 0, 6)
    assert entries.whists[E][N] == entries.whists[S][N] == 0


# --- the quota halves ---------------------------------------------------------------------------


@pytest.mark.parametrize("code, tricks, mountain", [
    ("6H", (6, 4, 0), (0, 0, 0)),   # S below his half, but E made up for him
    ("6H", (7, 3, 0), (0, 0, 2)),   # short 1: S (below his half) pays the shortfall
    ("6H", (7, 0, 3), (0, 2, 0)),   # the same the other way round
    ("6H", (8, 1, 1), (0, 2, 2)),   # both below: each his own missing trick
    ("6H", (9, 0, 1), (0, 4, 2)),   # both below: 2 and 1 missing
    ("6H", (10, 0, 0), (0, 4, 4)),
    ("7S", (9, 1, 0), (0, 0, 4)),   # quota 2: one each
    ("7S", (10, 0, 0), (0, 4, 4)),
    ("7S", (8, 2, 0), (0, 0, 0)),
    ("9NT", (10, 0, 0), (0, 0, 8)),  # quota 1: the second whister
    ("8D", (9, 1, 0), (0, 0, 0)),    # quota 1 reached by the first whister
])
def test_two_whisters_each_answer_for_half_the_quota(code, tricks, mountain):
    entries = Ledger(50).apply(played(code, tricks))
    assert entries.mountain[E:] == mountain[E:]
    assert entries.mountain[N] == 0
    v = Contract.parse(code).value
    assert entries.whists[E][N] == v * tricks[E] and entries.whists[S][N] == v * tricks[S]


def test_the_second_whister_is_the_second_in_bidding_order_not_by_seat():
    entries = Ledger(20).apply(played("8S", (10, 0, 0), defenders=(S, E)))
    assert entries.mountain == (0, 6, 0)


def test_a_lone_whister_pays_the_whole_shortfall_and_the_passer_only_consoles():
    entries = Ledger(20).apply(played("6S", (8, 1, 1), whists=(True, True)))
    assert entries.mountain == (0, 2, 2)
    lone = Ledger(20).apply(played("6H", (8, 1, 1), whists=(False, True)))
    assert lone.mountain == (0, 0, 4)
    assert lone.whists[S][N] == 4 and lone.whists[E][N] == 0
    failed = Ledger(20).apply(played("7C", (6, 2, 2), whists=(False, True)))
    assert failed.mountain == (4, 0, 0)
    assert failed.whists[S][N] == 4 * 4 + 4  # the defence's 4 tricks + consolation
    assert failed.whists[E][N] == 4  # consolation only


@pytest.mark.parametrize("tricks", [(7, 1, 2), (5, 3, 2), (6, 0, 4), (10, 0, 0)])
def test_a_lone_whister_scores_the_same_open_or_closed(tricks):
    closed = Ledger(20).apply(played("6H", tricks, whists=(True, False)))
    shown = Ledger(20).apply(played("6H", tricks, whists=(True, False), open_cards=True))
    assert (closed.bullet, closed.mountain, closed.whists) == \
        (shown.bullet, shown.mountain, shown.whists)
    assert closed.whists[E][N] >= 2 * (tricks[E] + tricks[S])


def test_nobody_whists_the_contract_stands_and_scores_only_its_bullet():
    entries = Ledger(20).apply(PlayedContract.standing(N, Contract.parse("7NT"), (E, S)))
    assert entries.bullet == (4, 0, 0)
    assert entries.mountain == (0, 0, 0)
    assert all(w == 0 for row in entries.whists for w in row)
    # the tricks of a standing contract are not scored, whatever they are
    odd = Ledger(20).apply(played("8H", (2, 4, 4), whists=(False, False)))
    assert odd.bullet == (6, 0, 0) and odd.mountain == (0, 0, 0)


def test_ten_trick_contracts_are_played_without_whist():
    made = Ledger(20).apply(played("10H", (10, 0, 0), whists=(False, False)))
    assert made.bullet == (10, 0, 0) and made.mountain == (0, 0, 0)
    assert all(w == 0 for row in made.whists for w in row)
    failed = Ledger(20).apply(played("10NT", (1, 8, 1), whists=(False, False), declarer=E,
                                     defenders=(S, N)))
    assert failed.bullet == (0, 0, 0)
    assert failed.mountain == (0, 20, 0)
    assert failed.whists[S][E] == failed.whists[N][E] == 20  # consolation only, no quota
    with pytest.raises(ValueError, match="10-trick"):
        played("10S", (10, 0, 0), whists=(True, False))
    standing = PlayedContract.standing(N, Contract.parse("10S"), (E, S))
    with pytest.raises(ValueError, match="checks a 10-trick contract"):
        Ledger(20).apply(standing)


# --- Miser and ALL PASS -------------------------------------------------------------------------


def test_miser_won_and_lost():
    won = Ledger(20).apply(MiserOutcome(E, 0))
    assert won.bullet == (0, 10, 0) and won.mountain == (0, 0, 0)
    assert all(w == 0 for row in won.whists for w in row)
    lost = Ledger(20).apply(MiserOutcome(S, 3))
    assert lost.bullet == (0, 0, 0) and lost.mountain == (0, 0, 30)
    assert all(w == 0 for row in lost.whists for w in row)


def test_all_pass_the_fewest_tricks_write_on_the_others():
    entries = Ledger(20).apply(AllPassOutcome(6, (2, 3, 5)))
    assert entries.whists_by(N) == {E: 2, S: 6}
    assert entries.whists_by(E) == {N: 0, S: 0} and entries.whists_by(S) == {N: 0, E: 0}
    assert entries.bullet == entries.mountain == (0, 0, 0)
    # the two others tied above a single lowest: the same amount on each
    tied_above = Ledger(20).apply(AllPassOutcome(8, (4, 2, 4)))
    assert tied_above.whists_by(E) == {N: 12, S: 12}


def test_all_pass_two_tied_for_fewest_share_what_the_third_owes():
    entries = Ledger(20).apply(AllPassOutcome(7, (4, 3, 3)))
    assert entries.whists[E][N] == entries.whists[S][N] == 2  # (4 − 3) × 4, halved
    assert entries.whists[E][S] == entries.whists[S][E] == 0
    assert all(w == 0 for w in entries.whists[N])
    nothing = Ledger(20).apply(AllPassOutcome(8, (0, 10, 0)))
    assert nothing.whists[N][E] == nothing.whists[S][E] == 30


def test_all_pass_levels_and_the_minimum_bid():
    ledger = Ledger(20)
    assert ledger.minimum_bid == 6
    ledger.apply(AllPassOutcome(6, (3, 3, 4)))
    assert ledger.minimum_bid == 7
    ledger.apply(AllPassOutcome(7, (3, 3, 4)))
    assert ledger.minimum_bid == 8
    ledger.apply(AllPassOutcome(8, (3, 3, 4)))
    assert ledger.minimum_bid == 6
    ledger.apply(AllPassOutcome(6, (3, 3, 4)))
    ledger.apply(played("7S", (7, 2, 1)))
    assert ledger.minimum_bid == 6
    with pytest.raises(ValueError, match="level 6, 7 or 8"):
        AllPassOutcome(9, (3, 3, 4))


def test_all_pass_6_7_7_stays_at_7_until_a_deal_is_bid():
    # Sochi's "6-7-7": ALL PASS deals in a row are played at 6, 7, 7, 7 ...
    ledger = Ledger(20, rules=TableRules(all_pass_top=7))
    levels = []
    for _ in range(4):
        levels.append(ledger.minimum_bid)
        ledger.apply(AllPassOutcome(ledger.minimum_bid, (3, 3, 4)))
    assert levels == [6, 7, 7, 7] and ledger.minimum_bid == 7
    ledger.apply(played("7S", (7, 2, 1)))
    assert ledger.minimum_bid == 6
    with pytest.raises(ValueError, match="8 or to 7"):
        TableRules(all_pass_top=6)


def test_without_stalingrad_six_spades_is_whisted_or_passed_like_any_contract():
    free = Ledger(10, rules=TableRules(stalingrad=False))
    entries = free.apply(PlayedContract.standing(N, Contract.parse("6S"), (E, S)))
    assert entries.bullet[N] == 2 and entries.whists == ((0, 0, 0),) * 3
    # A lone whister against 6♠ answers for the whole quota, as against 6♥.
    lone = Ledger(10, rules=TableRules(stalingrad=False)).apply(
        played("6S", (7, 2, 1), whists=(True, False)))
    hearts = Ledger(10).apply(played("6H", (7, 2, 1), whists=(True, False)))
    assert (lone.bullet, lone.mountain, lone.whists) == (
        hearts.bullet, hearts.mountain, hearts.whists)
    assert lone.mountain[E] == 2 and lone.whists[E][N] == 6  # 1 short of 4; 3 tricks x 2
    with pytest.raises(ValueError, match="Stalingrad"):
        Ledger(10).apply(PlayedContract.standing(N, Contract.parse("6S"), (E, S)))


# --- the bullet limit and the aid ---------------------------------------------------------------


def test_aid_goes_to_the_higher_open_bullet():
    ledger = Ledger(11, start=Totals.of(bullet=(10, 7, 3)))
    entries = ledger.apply(played("7S", (7, 2, 1)))  # N earns 4
    assert ledger.bullet == (11, 10, 3)
    assert entries.bullet == (1, 3, 0)
    assert entries.aid == (Aid(N, E, Fraction(3)),)
    assert entries.whists[N][E] == 30 and entries.whists[N][S] == 0
    assert entries.earner == N and entries.earned == 4


def test_aid_fills_every_bullet_and_the_rest_comes_off_the_mountain():
    ledger = Ledger(11, start=Totals.of(bullet=(10, 10, 8)))
    entries = ledger.apply(played("8C", (8, 1, 1)))  # N earns 6
    assert ledger.bullet == (11, 11, 11)
    assert entries.whists[N][E] == 10 and entries.whists[N][S] == 30
    assert entries.mountain == (-1, 0, 0)
    assert ledger.mountain == (-1, 0, 0)  # it may go negative
    assert ledger.over


def test_aid_on_a_tie_goes_first_to_the_next_in_turn_after_the_giver():
    ledger = Ledger(11, start=Totals.of(bullet=(9, 9, 11)))
    entries = ledger.apply(played("6NT", (1, 1, 8), declarer=S, defenders=(N, E)))
    assert entries.aid == (Aid(S, N, Fraction(2)),)
    assert ledger.bullet == (11, 9, 11)
    ledger = Ledger(11, start=Totals.of(bullet=(9, 11, 9)))
    entries = ledger.apply(played("6NT", (1, 8, 1), declarer=E, defenders=(S, N)))
    assert entries.aid == (Aid(E, S, Fraction(2)),)
    assert ledger.bullet == (9, 11, 11)
    assert entries.whists_by(E) == {N: 0, S: 20}


def test_a_full_bullet_gives_its_whole_entry_away():
    ledger = Ledger(11, start=Totals.of(bullet=(11, 4, 10)))
    entries = ledger.apply(played("7S", (7, 2, 1)))  # N earns 4, all of it past his limit
    assert entries.bullet == (0, 3, 1)
    assert entries.aid == (Aid(N, S, Fraction(1)), Aid(N, E, Fraction(3)))
    assert entries.whists_by(N) == {E: 30, S: 10}
    assert entries.whists[E][N] == 8 and entries.whists[S][N] == 4
    assert entries.mountain == (0, 0, 0)


def test_the_game_ends_after_the_deal_in_which_the_last_bullet_reaches_the_limit():
    ledger = Ledger(10)
    ledger.apply(played("10H", (10, 0, 0), whists=(False, False)))
    assert ledger.bullet == (10, 0, 0) and not ledger.over
    ledger.apply(played("10S", (0, 10, 0), whists=(False, False), declarer=E, defenders=(S, N)))
    assert not ledger.over
    ledger.apply(MiserOutcome(S, 1))
    assert not ledger.over
    ledger.apply(played("9D", (1, 0, 9), declarer=S, defenders=(N, E)))
    assert ledger.bullet == (10, 10, 8) and not ledger.over
    last = ledger.apply(played("6NT", (2, 2, 6), declarer=S, defenders=(N, E)))
    assert last.bullet == (0, 0, 2) and ledger.over
    with pytest.raises(ValueError, match="over"):
        ledger.apply(MiserOutcome(N, 0))
    results = ledger.settle()
    assert sum(results) == 0
    assert len(ledger.history) == 5


# --- the settlement -----------------------------------------------------------------------------


SPEC_MOUNTAINS = (42, 96, 132)
SPEC_WHISTS = ((0, 170, 60), (64, 0, 178), (88, 95, 0))


def test_the_spec_settlement_example():
    assert settle(SPEC_MOUNTAINS, SPEC_WHISTS) == [558, -83, -475]


def test_the_ledger_settles_and_prices_exactly():
    ledger = Ledger(10, price="0.05",
                    start=Totals.of(mountain=SPEC_MOUNTAINS, whists=SPEC_WHISTS))
    assert ledger.settle() == [558, -83, -475]
    assert ledger.money() == [Fraction(558, 20), Fraction(-83, 20), Fraction(-475, 20)]
    assert [round_to_pfennigs(m) for m in ledger.money()] == \
        [Decimal("27.90"), Decimal("-4.15"), Decimal("-23.75")]
    assert Ledger(10, price=Decimal("0.05")).price == Fraction(1, 20)
    assert Ledger(10, price=Fraction(1, 3)).price == Fraction(1, 3)


def test_settlement_with_thirds_is_exact_and_sums_to_zero():
    results = settle((1, 0, 0), ((0, 0, 0), (0, 0, 0), (0, 0, 0)))
    assert results == [Fraction(-20, 3), Fraction(10, 3), Fraction(10, 3)]
    assert sum(results) == 0
    assert round_to_pfennigs(Fraction(-20, 3)) == Decimal("-6.67")
    assert round_to_pfennigs(Fraction(1, 200)) == Decimal("0.01")
    assert round_to_pfennigs(Fraction(-1, 200)) == Decimal("-0.01")


def test_bad_input_is_refused_loudly():
    with pytest.raises(ValueError, match="6♠ forces"):
        Ledger(10).apply(played("6S", (6, 2, 2), whists=(True, False)))
    with pytest.raises(ValueError, match="sum to 10"):
        played("6H", (6, 2, 1))
    with pytest.raises(ValueError, match="defenders"):
        played("6H", (6, 2, 2), defenders=(N, S))
    with pytest.raises(ValueError, match="MiserOutcome"):
        PlayedContract(N, Contract.miser_bid(), (E, S), (False, False), (0, 5, 5))
    with pytest.raises(ValueError, match="lone whister"):
        played("6H", (6, 2, 2), open_cards=True)
    with pytest.raises(ValueError, match="0 … 10"):
        MiserOutcome(N, 11)
    with pytest.raises(ValueError, match="seat"):
        MiserOutcome(3, 0)
    with pytest.raises(ValueError, match="limit"):
        Ledger(0)
    with pytest.raises(ValueError, match="exact"):
        Ledger(10, price=0.05)
    with pytest.raises(ValueError, match="diagonal"):
        settle((0, 0, 0), ((1, 0, 0), (0, 0, 0), (0, 0, 0)))
    with pytest.raises(ValueError, match="not a deal outcome"):
        Ledger(10).apply("6S")


def test_history_running_totals_and_sheet_columns():
    ledger = Ledger(20)
    first = ledger.apply(played("6C", (6, 2, 2)))
    second = ledger.apply(played("7H", (5, 3, 2)))
    assert ledger.history == (first, second)
    assert ledger.running == (first.after, second.after)
    assert second.after == ledger.totals
    assert ledger.column(N, "bullet") == [(0, 2)]
    assert ledger.column(N, "mountain") == [(1, 8)]
    assert ledger.column(E, "whist", on=N) == [(0, 4), (1, 24)]
    assert ledger.column(N, "whist", on=E) == []
    with pytest.raises(ValueError):
        ledger.column(N, "whist", on=N)


# --- random games ---------------------------------------------------------------------------------


@st.composite
def outcomes(draw):
    kind = draw(st.sampled_from(["played", "played", "played", "miser", "all pass"]))
    cut = sorted(draw(st.lists(st.integers(0, 10), min_size=2, max_size=2)))
    tricks = (cut[0], cut[1] - cut[0], 10 - cut[1])
    if kind == "all pass":
        return AllPassOutcome(draw(st.sampled_from([6, 7, 8])), tricks)
    declarer = draw(st.integers(0, 2))
    if kind == "miser":
        return MiserOutcome(declarer, draw(st.integers(0, 10)))
    level = draw(st.integers(6, 10))
    strain = draw(st.sampled_from([Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, None]))
    contract = Contract(level, strain)
    defenders = draw(st.permutations([(declarer + 1) % 3, (declarer + 2) % 3]))
    if level == 10:
        whists = (False, False)
    elif level == 6 and strain == Suit.SPADES and draw(st.booleans()):
        whists = (True, True)  # with Stalingrad (the games draw the rules to fit)
    else:
        whists = (draw(st.booleans()), draw(st.booleans()))
    open_cards = sum(whists) == 1 and draw(st.booleans())
    seat_tricks = [0, 0, 0]
    for seat, count in zip((declarer, *defenders), tricks, strict=True):
        seat_tricks[seat] = count
    return PlayedContract(declarer, contract, tuple(defenders), whists, tuple(seat_tricks),
                          open_cards)


@settings(max_examples=200, deadline=None, derandomize=True)  # fixed seed: reproducible
@given(limit=st.one_of(st.integers(1, 12), st.sampled_from([10, 20, 30, 40, 50])),
       price=st.fractions(Fraction(1, 100), 10),
       deals=st.lists(outcomes(), max_size=60),
       top=st.sampled_from([8, 7]))
def test_random_games_settle_to_zero_and_entries_add_up_to_the_totals(limit, price, deals, top):
    # Any 6♠ not whisted by both asks for a table without Stalingrad.
    stalingrad = not any(isinstance(o, PlayedContract) and str(o.contract) == "6S"
                         and not all(o.whists) for o in deals)
    ledger = Ledger(limit, price, rules=TableRules(stalingrad, top))
    before = ledger.totals
    for outcome in deals:
        if ledger.over:
            with pytest.raises(ValueError):
                ledger.apply(outcome)
            break
        entries = ledger.apply(outcome)
        assert entries.after == before.plus(entries) == ledger.totals
        assert all(0 <= b <= limit for b in ledger.bullet)
        assert all(entries.whists[i][i] == 0 for i in range(3))
        if entries.earner is not None:
            giver = entries.earner
            # the whole bullet entry is accounted for: kept, given away, or off the mountain
            assert sum(entries.bullet) - entries.mountain[giver] == entries.earned
            assert sum(a.points for a in entries.aid) == sum(entries.bullet) - entries.bullet[giver]
        else:
            assert entries.bullet == (0, 0, 0)
        assert sum(ledger.settle()) == 0
        assert sum(ledger.money()) == 0
        before = ledger.totals
    history = ledger.history
    for seat in range(3):
        assert ledger.bullet[seat] == sum(e.bullet[seat] for e in history)
        assert ledger.mountain[seat] == sum(e.mountain[seat] for e in history)
        for on in range(3):
            assert ledger.whists[seat][on] == sum(e.whists[seat][on] for e in history)
    results = ledger.settle()
    assert all(isinstance(r, Fraction) for r in results) and sum(results) == 0


def random_outcome(rnd, stalingrad=True):
    """A legal deal outcome chosen by ``rnd`` (for a table with or without Stalingrad)."""
    cut = sorted(rnd.randint(0, 10) for _ in range(2))
    tricks = (cut[0], cut[1] - cut[0], 10 - cut[1])
    kind = rnd.choice(["played", "played", "played", "miser", "all pass"])
    if kind == "all pass":
        return AllPassOutcome(rnd.choice([6, 7, 8]), tricks)
    declarer = rnd.randrange(3)
    if kind == "miser":
        return MiserOutcome(declarer, rnd.choice([0, 0, 0, 1, 2, 5]))
    contract = Contract(rnd.randint(6, 10), rnd.choice([*Suit, None]))
    defenders = [(declarer + 1) % 3, (declarer + 2) % 3]
    rnd.shuffle(defenders)
    if contract.level == 10:
        whists = (False, False)
    elif str(contract) == "6S" and stalingrad:
        whists = (True, True)
    else:
        whists = (rnd.random() < 0.7, rnd.random() < 0.5)
    seat_tricks = [0, 0, 0]
    for seat, count in zip((declarer, *defenders), tricks, strict=True):
        seat_tricks[seat] = count
    return PlayedContract(declarer, contract, tuple(defenders), whists, tuple(seat_tricks))


@pytest.mark.parametrize("seed", range(60))
def test_random_games_played_to_the_end_settle_to_zero(seed):
    rnd = random.Random(seed)
    limit = rnd.choice([1, 2, 5, 10, 11, 20, 30, 40, 50])
    rules = ALL_RULES[seed % len(ALL_RULES)]
    ledger = Ledger(limit, price=Fraction(rnd.randint(1, 100), 100), rules=rules)
    for _ in range(2000):
        if ledger.over:
            break
        outcome = random_outcome(rnd, rules.stalingrad)
        if isinstance(outcome, AllPassOutcome):  # at the level the table's rules give
            outcome = AllPassOutcome(ledger.minimum_bid, outcome.tricks)
        ledger.apply(outcome)
    assert ledger.over, f"seed {seed}: no end after 2000 deals"
    assert ledger.bullet == (limit, limit, limit), f"seed {seed}"
    assert sum(ledger.settle()) == 0 and sum(ledger.money()) == 0, f"seed {seed}"
    assert ledger.totals == ledger.running[-1]
    replay = Ledger(limit, ledger.price, rules=rules)
    for entries in ledger.history:
        assert replay.apply(entries.outcome) == entries, f"seed {seed}"
