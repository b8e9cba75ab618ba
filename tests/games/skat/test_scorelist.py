"""The Skatliste: rows, absolute and relative scores, Seeger-Fabian, saving (rules/skat.md)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine import store
from cardsuite.engine.cards import parse_cards
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import (
    DESCRIPTION_WORDS,
    Row,
    ScoreList,
    ScoreMode,
    describe_game,
)
from cardsuite.games.skat.scoring import Contract, score_game, score_ramsch

MIT_1 = parse_cards("JC JH AC TC KC AS TS KS AH TH KH AD")
OHNE_1 = parse_cards("JS AD TD KD QD 9D AS TS KS AH TH KH")
MIT_4 = parse_cards("JC JS JH JD AC TC KC AS TS KS AH TH")
NULL_CARDS = parse_cards("7C 8C 9C 7S 8S 9S 7H 8H 9H 7D 8D 9D")
KARO = Contract(GameType.DIAMONDS)
GRAND = Contract(GameType.GRAND)


def karo_mit_1(won: bool):
    """Karo mit 1: 18 won, −36 lost."""
    cards = parse_cards("JC JH AD TD KD QD 9D AS TS KS AH TH")
    return score_game(KARO, cards, 61 if won else 60, 5, 18)


# --- standard list ------------------------------------------------------------------

def test_an_empty_list():
    scores = ScoreList()
    assert scores.mode is ScoreMode.STANDARD
    assert scores.rows == ()
    assert len(scores) == 0
    assert scores.totals() == (0, 0, 0)
    assert scores.relative() == (0, 0, 0)


def test_rows_carry_number_declarer_game_entries_and_running_totals():
    scores = ScoreList()
    won = score_game(GRAND, MIT_1, 61, 5, 18)
    lost = score_game(GRAND, MIT_1, 60, 5, 18)
    first = scores.add_game(17, 0, GRAND, won)
    second = scores.add_game(4711, 2, GRAND, lost)
    ramsch = scores.add_ramsch(5, score_ramsch((50, 40, 20), (4, 3, 3), 10, RuleSet.ISKO))
    assert first == Row(17, 0, "grand with 1", 48, (48, 0, 0), (48, 0, 0))
    assert second == Row(4711, 2, "grand with 1", -96, (0, 0, -96), (48, 0, -96))
    assert ramsch == Row(5, None, "ramsch", None, (-60, 0, 0), (-12, 0, -96))
    assert first.won is True and second.won is False and ramsch.won is None
    assert scores.rows == (first, second, ramsch)
    assert scores.totals() == (-12, 0, -96)


def test_relative_score_is_what_each_settles_with_everyone():
    scores = ScoreList()
    scores.add_game(1, 0, KARO, karo_mit_1(won=True))  # +18
    scores.add_game(2, 1, GRAND, score_game(GRAND, MIT_1, 60, 5, 18))  # −96
    totals = scores.totals()
    assert totals == (18, -96, 0)
    expected = tuple(sum(totals[i] - totals[j] for j in range(3)) for i in range(3))
    assert scores.relative() == expected == (132, -210, 78)
    assert sum(scores.relative()) == 0


# --- Seeger-Fabian --------------------------------------------------------------------

def test_seeger_fabian_won_18_scores_68():
    scores = ScoreList(ScoreMode.SEEGER_FABIAN)
    row = scores.add_game(1, 1, KARO, karo_mit_1(won=True))
    assert row.value == 18
    assert row.entries == (0, 68, 0)
    assert scores.totals() == (0, 68, 0)


def test_seeger_fabian_lost_36_scores_minus_86_and_40_for_each_defender():
    scores = ScoreList("seeger_fabian")
    row = scores.add_game(1, 1, KARO, karo_mit_1(won=False))
    assert row.value == -36
    assert row.entries == (40, -86, 40)
    assert scores.totals() == (40, -86, 40)


def test_seeger_fabian_ramsch_rows_carry_the_ramsch_scores():
    scores = ScoreList(ScoreMode.SEEGER_FABIAN)
    row = scores.add_ramsch(1, (-61, 0, 0))
    assert row.entries == (-61, 0, 0)


def test_standard_and_seeger_fabian_from_the_same_games():
    games = [(0, karo_mit_1(True)), (1, karo_mit_1(False)), (2, karo_mit_1(True))]
    standard, fabian = ScoreList(), ScoreList(ScoreMode.SEEGER_FABIAN)
    for number, (declarer, result) in enumerate(games, start=1):
        standard.add_game(number, declarer, KARO, result)
        fabian.add_game(number, declarer, KARO, result)
    assert standard.totals() == (18, -36, 18)
    assert fabian.totals() == (68 + 40, -86, 40 + 68)


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="seeger_fabian"):
        ScoreList("tournament")


# --- descriptions -----------------------------------------------------------------------

def test_descriptions_are_language_neutral_codes():
    assert describe_game(GRAND, score_game(GRAND, MIT_4, 90, 8, 18)) == \
        "grand with 4 schneider"
    assert describe_game(KARO, score_game(KARO, OHNE_1, 89, 7, 22)) == \
        "diamonds without 1 overbid"
    hand_schwarz = Contract(GameType.GRAND, hand=True, schwarz_announced=True)
    assert describe_game(hand_schwarz, score_game(hand_schwarz, MIT_1, 120, 10, 18)) == (
        "grand with 1 hand schneider schneider-announced schwarz schwarz-announced")
    ouvert = Contract(GameType.GRAND, hand=True, ouvert=True)
    assert describe_game(ouvert, score_game(ouvert, MIT_4, 120, 10, 18)) == (
        "grand with 4 hand ouvert schneider schneider-announced schwarz schwarz-announced")
    null = Contract(GameType.NULL, hand=True, ouvert=True)
    assert describe_game(null, score_game(null, NULL_CARDS, 0, 0, 18)) == "null hand ouvert"
    kontra_re = score_game(GRAND, MIT_1, 61, 5, 18, kontra=True, re=True)
    assert describe_game(GRAND, kontra_re) == "grand with 1 kontra re"


def test_description_words_are_a_fixed_vocabulary():
    scores = ScoreList()
    hand = Contract(GameType.CLUBS, hand=True, schneider_announced=True)
    scores.add_game(1, 0, hand, score_game(hand, MIT_1, 95, 8, 18, kontra=True))
    for word in scores.rows[0].game.split():
        assert word in DESCRIPTION_WORDS or word.isdigit()


# --- relative scores sum to zero ----------------------------------------------------------

@st.composite
def scored_games(draw):
    """A real scored game: some contract, points, tricks, Kontra, rule set."""
    game_type = draw(st.sampled_from([GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES,
                                      GameType.CLUBS, GameType.GRAND]))
    contract = Contract(game_type, hand=draw(st.booleans()))
    tricks = draw(st.integers(1, 9))
    result = score_game(contract, draw(st.sampled_from([MIT_1, OHNE_1, MIT_4])),
                        draw(st.integers(0, 120)), tricks, 18, kontra=draw(st.booleans()),
                        rule_set=draw(st.sampled_from(list(RuleSet))))
    return contract, result


@st.composite
def ramsch_scores(draw):
    """Real Ramsch scores from tricks and points that add up (every seat took a trick)."""
    first = draw(st.integers(1, 8))
    second = draw(st.integers(1, 9 - first))
    tricks = (first, second, 10 - first - second)
    skat = draw(st.integers(0, 21))
    a = draw(st.integers(0, 120 - skat))
    b = draw(st.integers(0, 120 - skat - a))
    return score_ramsch((a, b, 120 - skat - a - b), tricks, skat,
                        draw(st.sampled_from(list(RuleSet))))


GAMES = st.one_of(
    st.tuples(st.just("game"), st.integers(1, 999_999), st.integers(0, 2), scored_games()),
    st.tuples(st.just("ramsch"), st.integers(1, 999_999), ramsch_scores()),
)


def fill(scores: ScoreList, games) -> None:
    for game in games:
        if game[0] == "game":
            _kind, number, declarer, (contract, result) = game
            scores.add_game(number, declarer, contract, result)
        else:
            scores.add_ramsch(game[1], game[2])


@settings(max_examples=200, deadline=None, derandomize=True)  # fixed seed: reproducible
@given(games=st.lists(GAMES, max_size=30), mode=st.sampled_from(list(ScoreMode)))
def test_relative_scores_sum_to_zero(games, mode):
    scores = ScoreList(mode)
    fill(scores, games)
    totals = scores.totals()
    relative = scores.relative()
    assert sum(relative) == 0
    for i in range(3):
        assert relative[i] == sum(totals[i] - totals[j] for j in range(3))
    assert totals == tuple(sum(row.entries[seat] for row in scores.rows) for seat in range(3))
    restored = ScoreList.from_dict(json.loads(json.dumps(scores.to_dict())))
    assert restored.rows == scores.rows


# --- saving -------------------------------------------------------------------------------

def a_list(mode=ScoreMode.STANDARD) -> ScoreList:
    scores = ScoreList(mode)
    scores.add_game(12, 0, GRAND, score_game(GRAND, MIT_1, 61, 5, 18))
    scores.add_ramsch(13, (-61, 0, 0))
    scores.add_game(14, 2, KARO, karo_mit_1(won=False))
    scores.add_ramsch(15, (0, 120, 0))
    return scores


def test_to_dict_is_the_documented_form():
    assert a_list().to_dict() == {
        "mode": "standard",
        "rows": [
            {"number": 12, "declarer": 0, "game": "grand with 1", "value": 48},
            {"number": 13, "declarer": None, "game": "ramsch", "entries": [-61, 0, 0]},
            {"number": 14, "declarer": 2, "game": "diamonds with 1", "value": -36},
            {"number": 15, "declarer": None, "game": "ramsch", "entries": [0, 120, 0]},
        ],
    }


@pytest.mark.parametrize("mode", list(ScoreMode))
def test_round_trip(mode):
    scores = a_list(mode)
    restored = ScoreList.from_dict(json.loads(json.dumps(scores.to_dict())))
    assert restored.mode is mode
    assert restored.rows == scores.rows
    assert restored.totals() == scores.totals()
    assert restored.relative() == scores.relative()


def test_round_trip_through_the_engine_store(tmp_path):
    scores = a_list(ScoreMode.SEEGER_FABIAN)
    path = tmp_path / "skat.json"
    store.write(path, "skat-scorelist-test", 1, scores.to_dict())
    _version, data = store.read(path, "skat-scorelist-test", (1,))
    assert ScoreList.from_dict(data).rows == scores.rows


def test_an_empty_list_round_trips():
    assert ScoreList.from_dict(ScoreList().to_dict()).rows == ()


def good() -> dict:
    return a_list().to_dict()


def with_row(index: int, **changes) -> dict:
    data = good()
    data["rows"][index].update(changes)
    return data


def without_key(index: int, key: str) -> dict:
    data = good()
    del data["rows"][index][key]
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "is an object"),
        ({"rows": []}, "keys 'mode' and 'rows'"),
        ({"mode": "standard", "rows": [], "totals": [0, 0, 0]}, "keys 'mode' and 'rows'"),
        ({"mode": "tournament", "rows": []}, "unknown score list mode"),
        ({"mode": 1, "rows": []}, "mode is a name"),
        ({"mode": "standard", "rows": {}}, "rows must be a list"),
        ({"mode": "standard", "rows": ["grand"]}, "row 1: a row is an object"),
        (with_row(0, declarer=3), "row 1: a declarer is seat 0, 1 or 2"),
        (with_row(0, declarer=True), "row 1: a declarer is seat"),
        (with_row(0, value=0), "row 1: a game's value"),
        (with_row(0, value="48"), "row 1: a game's value"),
        (with_row(0, value=48.0), "row 1: a game's value"),
        (with_row(0, number=0), "row 1: a game number"),
        (with_row(0, number="12"), "row 1: a game number"),
        (with_row(0, game="poker"), "row 1: a game description starts"),
        (with_row(0, game=""), "row 1: a game description starts"),
        (with_row(0, game=48), "row 1: a game description is text"),
        (with_row(0, game="grand with"), "row 1: 'with' needs a number"),
        (with_row(0, game="grand with one"), "row 1: 'with' needs a number"),
        (with_row(0, game="grand with 1 lucky"), "row 1: 'lucky' does not belong"),
        (with_row(0, game="grand 4"), "row 1: '4' does not belong"),
        (with_row(0, game="grand ramsch"), "row 1: 'ramsch' does not belong"),
        (with_row(0, game="ramsch"), "row 1: a game description starts"),
        (with_row(0, entries=[48, 0, 0]), "row 1: a game row has the keys"),
        (without_key(0, "value"), "row 1: a game row has the keys"),
        (without_key(0, "declarer"), "row 1: a Ramsch row has the keys"),
        (with_row(1, game="grand"), "row 2: a row without a declarer is a Ramsch"),
        (with_row(1, entries=[-61, 0]), "row 2: Ramsch scores are one number per seat"),
        (with_row(1, entries="abc"), "row 2: Ramsch scores are one number per seat"),
        (with_row(1, entries=[-61, 0, None]), "row 2: Ramsch scores are whole numbers"),
        (with_row(1, entries=[-61, 10, 0]), "row 2: Ramsch scores are 0 or below"),
        (with_row(3, entries=[0, 120, 120]), "row 4: Ramsch scores are 0 or below"),
        (with_row(1, value=-61), "row 2: a Ramsch row has the keys"),
    ],
)
def test_bad_data_is_refused_with_a_clear_message(data, message):
    with pytest.raises(ValueError, match=message):
        ScoreList.from_dict(data)


def test_adding_bad_entries_is_refused_and_leaves_the_list_as_it_was():
    scores = a_list()
    before = scores.rows
    with pytest.raises(ValueError):
        scores.add_ramsch(16, (-10, 5, 0))
    with pytest.raises(ValueError):
        scores.add_game(16, 5, GRAND, score_game(GRAND, MIT_1, 61, 5, 18))
    assert scores.rows == before


def test_the_amiga_list_names_mit_sieben_as_mit_4():
    # Amiga 1990: "mit sieben" counts only as "mit vier", and so the list reads.
    mit_sieben = parse_cards("JC JS JH JD AC TC KC 8C AS TS AH TH")
    contract = Contract(GameType.CLUBS)
    amiga = score_game(contract, mit_sieben, 61, 6, 18, rule_set=RuleSet.AMIGA)
    assert describe_game(contract, amiga) == "clubs with 4"
    assert describe_game(contract, score_game(contract, mit_sieben, 61, 6, 18)) == "clubs with 7"
    scores = ScoreList()
    assert scores.add_game(5, 1, contract, amiga).value == 60


@pytest.mark.parametrize(("entries", "shown"), [
    ((-61, 0, 0), -61),  # ISkO: the loser alone pays his points
    ((0, -122, 0), -122),  # … doubled by a Jungfrau
    ((-50, -50, 0), -50),  # a tie for the most: each loser pays the same
    ((-60, -40, -20), -60),  # Amiga: everybody pays; the loser is who took the most
    ((0, 0, 120), 120),  # a Durchmarsch
])
def test_a_ramsch_row_shows_what_was_lost(entries, shown):
    scores = ScoreList()
    row = scores.add_ramsch(9, entries)
    assert row.value is None and row.shown_value == shown
    assert ScoreList.from_dict(scores.to_dict()).rows[0].shown_value == shown


def test_a_game_row_shows_its_value():
    scores = ScoreList(ScoreMode.SEEGER_FABIAN)
    row = scores.add_game(3, 2, KARO, score_game(KARO, MIT_1, 40, 4, 18))
    assert row.shown_value == row.value == -36  # the standard value, not Seeger-Fabian's −86
