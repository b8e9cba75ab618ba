"""The PrefClub's door, member files and checks (rules/prefclub.md, "Entering the club",
"Membership"), and its characters."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path

import pytest

from cardsuite.engine import store
from cardsuite.engine.ai.pimc import LEVELS
from cardsuite.games.pref import characters, club
from cardsuite.games.pref.characters import CHARACTERS, Group
from cardsuite.games.pref.club import (
    ClosedMembership,
    Club,
    EntryError,
    GameResult,
    Member,
    MemberFileError,
    MembershipEnded,
    NewcomerRequired,
    Outcome,
    RecordKind,
    Table,
    parse_limit,
    parse_price,
)
from cardsuite.games.pref.table_rules import MANUAL, TableRules

WHEN = datetime(1993, 9, 28, 20, 15, tzinfo=UTC)
TABLE = Table(("egon", "baron"), 20, Fraction(1, 10))


@pytest.fixture
def the_club(tmp_path: Path) -> Club:
    return Club(tmp_path, clock=lambda: WHEN)


def joined(the_club: Club, name: str = "Anna") -> Member:
    return the_club.join(name)


def game(dm: Fraction | int, deals: int = 5, table: Table = TABLE) -> GameResult:
    """A finished game worth ``dm`` DM at ``table``'s price."""
    return GameResult(table, Fraction(dm) / table.price, deals)


# --- the door -------------------------------------------------------------------------------------


def test_a_new_name_is_asked_to_join_and_a_new_member_plays_on_ten_and_ten(the_club):
    door = the_club.enter("  Anna  ")
    assert door == NewcomerRequired("Anna")
    assert list(the_club.folder.iterdir()) == []  # asking writes nothing
    member = the_club.join(door.name)
    assert (member.balance, member.credit_limit, member.penalty) == (0, 10, 10)
    assert (member.games, member.first_check_done, member.closed) == (0, False, False)
    assert member.history == []
    assert the_club.enter("Anna") == member


def test_files_survive_a_restart(tmp_path):
    first = Club(tmp_path, clock=lambda: WHEN)
    member = first.join("Jürgen Egeling")
    first.book(member, game(Fraction(73, 3), deals=7))
    assert first.check(member, 3, Fraction(-1, 3), TABLE).outcome is Outcome.PROMOTED
    later = Club(tmp_path)
    again = later.enter("jürgen egeling")  # the doorman ignores letter case
    assert isinstance(again, Member)
    assert again == member
    assert again.name == "Jürgen Egeling"
    assert again.balance == Fraction(73, 3) - 10
    assert (again.credit_limit, again.penalty, again.games, again.deals) == (15, 50, 1, 7)
    assert [entry.kind for entry in again.history] == [RecordKind.GAME, RecordKind.CREDIT]
    assert again.history[0].whist == Fraction(730, 3)
    assert again.history[0].table == TABLE
    assert again.history[0].date == WHEN.astimezone().isoformat(timespec="seconds")


def test_joining_twice_is_refused_and_the_file_is_kept(the_club):
    member = joined(the_club)
    the_club.book(member, game(3))
    before = member.path.read_bytes()
    with pytest.raises(MemberFileError, match="already exists") as caught:
        the_club.join("ANNA")
    assert caught.value.path == member.path
    assert member.path.read_bytes() == before


@pytest.mark.parametrize("name", ["Jürgen Müller", "Öde Ärger-Süß", "a/b", "a\\b", "../../etc",
                                  "Ⅻ 名前", "   ", "Ünal ß", "a b", "a  b", "CON", ".", "ä"])
def test_names_with_umlauts_spaces_and_slashes_get_their_own_safe_file(the_club, name):
    if not name.strip():
        with pytest.raises(EntryError) as caught:
            the_club.enter(name)
        assert caught.value.message == club.NAME_EMPTY
        return
    path = the_club.path(name)
    assert path.parent == the_club.folder
    assert path.name.isascii() and "/" not in path.name and "\\" not in path.name
    assert path.name.startswith("prefclub-member-") and path.name.endswith(".json")
    member = the_club.join(name)
    assert member.path == path and path.exists()
    assert the_club.enter(name).name == club.clean_name(name)


def test_two_names_never_share_a_file(the_club):
    names = ["a/b", "a b", "a-b", "a\\b", "ab", "Müller", "Mueller", "Muller", "Strauß", "Strauss",
             "Anna", "Anna 2", "Ännä", "名前", "名字", "?", "!"]
    paths = {the_club.path(name) for name in names}
    assert len(paths) == len(names)
    for name in names:
        the_club.join(name)
    assert len(the_club.members()) == len(names)
    assert the_club.path("  anna ") == the_club.path("ANNA")  # one member, whatever the case
    assert the_club.path("a  b") == the_club.path("a b")  # runs of spaces are one space


def test_control_characters_are_dropped_and_long_names_refused(the_club):
    assert club.clean_name("An\u200bna\n") == "Anna"
    assert club.clean_name("Anna\tBerg") == "Anna Berg"
    with pytest.raises(EntryError) as caught:
        the_club.enter("x" * 25)
    assert caught.value.message == club.NAME_TOO_LONG
    assert the_club.join("x" * 24).name == "x" * 24
    with pytest.raises(TypeError):
        the_club.enter(None)


def test_a_file_under_another_members_name_is_refused(the_club):
    anna = joined(the_club, "Anna")
    bert_path = the_club.path("Bert")
    bert_path.write_bytes(anna.path.read_bytes())  # as if two names met in one hash
    with pytest.raises(MemberFileError) as caught:
        the_club.enter("Bert")
    assert caught.value.path == bert_path


def test_members_are_listed_by_name_with_damaged_files_reported(the_club):
    for name in ("Zora", "anton", "Berta"):
        the_club.join(name)
    broken = the_club.path("Kaputt")
    broken.write_text("{not json", encoding="utf-8")
    (the_club.folder / "notes.txt").write_text("not ours")
    (the_club.folder / "prefclub-member-x-0123456789abcdef.damaged-19930928-201500.json") \
        .write_text("set aside earlier")
    listings = the_club.members()
    assert [item.member.name for item in listings if item.member] == ["anton", "Berta", "Zora"]
    damaged = [item for item in listings if item.member is None]
    assert len(damaged) == 1 and damaged[0].path == broken and "not valid JSON" in damaged[0].problem
    assert Club(the_club.folder / "nowhere").members() == []


# --- damaged and foreign files ----------------------------------------------------------------


def damage_cases(member: Member) -> dict[str, bytes]:
    text = member.path.read_text(encoding="utf-8")
    document = json.loads(text)

    def edited(**changes) -> bytes:
        changed = json.loads(text)
        changed["data"].update(changes)
        return json.dumps(changed).encode()

    return {
        "truncated": text[: len(text) // 2].encode(),
        "not utf-8": b"\xff\xfe\x00garbage",
        "empty": b"",
        "balance edited": edited(balance="1000"),
        "balance a float": edited(balance=1000.5),
        "credit limit raised": edited(credit_limit=1000),
        "games miscounted": edited(games=7),
        "closed without expulsion": edited(closed_on="1993-09-28T20:15:00+00:00"),
        "name changed": edited(name="Somebody Else"),
        "missing key": json.dumps({**document, "data": {
            k: v for k, v in document["data"].items() if k != "penalty"}}).encode(),
        "history not a list": edited(history={"a": 1}),
        "newer version": json.dumps({**document, "version": 99}).encode(),
    }


def test_a_tables_rules_are_kept_with_its_game_and_older_entries_had_the_manuals(tmp_path):
    first = Club(tmp_path, clock=lambda: WHEN)
    member = first.join("Anna")
    sochi = Table(("egon", "baron"), 20, Fraction(1, 10), TableRules(False, 7))
    first.book(member, game(3, table=sochi))
    assert Club(tmp_path).enter("Anna").history[0].table == sochi
    document = json.loads(member.path.read_text(encoding="utf-8"))
    entry = document["data"]["history"][0]
    assert entry["rules"] == {"stalingrad": False, "all_pass_top": 7, "half_whist": False,
                              "whist_kind": "greedy", "responsibility": "full",
                              "all_pass_scoring": "manual", "ten_checked": True,
                              "amnesty": False}

    def rewritten(change) -> Club:
        changed = json.loads(json.dumps(document))
        change(changed["data"]["history"][0])
        member.path.write_text(json.dumps(changed), encoding="utf-8")
        return Club(tmp_path)

    # An entry written before the rules existed: its game was played by the manual's.
    old = rewritten(lambda item: item.pop("rules")).enter("Anna")
    assert old.history[0].table.rules == MANUAL
    for change in (lambda item: item.update(rules={"stalingrad": "no", "all_pass_top": 7}),
                   lambda item: item.update(rules={"amnesty": 1}),
                   lambda item: item.update(rules={"jubilee": True}),
                   lambda item: item.update(rules={"all_pass_scoring": "moscow"}),
                   lambda item: item.update(opponents=None, limit=None, price=None)):
        with pytest.raises(MemberFileError):
            rewritten(change).enter("Anna")


def test_a_damaged_file_is_reported_by_name_and_kept_byte_for_byte(the_club):
    member = joined(the_club)
    the_club.book(member, game(Fraction(7, 3)))
    for case, content in damage_cases(member).items():
        member.path.write_bytes(content)
        with pytest.raises(MemberFileError) as caught:
            the_club.enter("Anna")
        assert caught.value.path == member.path, case
        assert str(member.path) in str(caught.value), case
        with pytest.raises(MemberFileError):
            the_club.join("Anna")
        assert [item.problem is not None for item in the_club.members()] == [True], case
        assert member.path.read_bytes() == content, case


def test_a_foreign_file_is_refused(the_club):
    path = the_club.path("Anna")
    store.write(path, "binokel-topten", 1, {"entries": []})
    before = path.read_bytes()
    with pytest.raises(MemberFileError, match="binokel-topten") as caught:
        the_club.enter("Anna")
    assert caught.value.path == path and path.read_bytes() == before
    path.write_text(json.dumps({"some": "other program"}), encoding="utf-8")
    with pytest.raises(MemberFileError, match="not a Cardsuite file"):
        the_club.enter("Anna")


def test_a_damaged_file_is_set_aside_only_when_asked_and_only_if_damaged(the_club):
    member = joined(the_club)
    with pytest.raises(MemberFileError, match="good member file"):
        the_club.set_aside("Anna")
    member.path.write_bytes(b"{broken")
    moved = the_club.set_aside("Anna")
    assert moved.read_bytes() == b"{broken" and not member.path.exists()
    assert moved.name.startswith(member.path.stem + ".damaged-19930928-")
    assert the_club.enter("Anna") == NewcomerRequired("Anna")  # he may join afresh
    member.path.write_bytes(b"{broken again")
    second = the_club.set_aside("Anna")
    assert second != moved and moved.read_bytes() == b"{broken"


def test_a_failed_write_leaves_the_member_as_he_was(the_club, monkeypatch):
    member = joined(the_club)
    before = member.path.read_bytes()

    def refuse(*_args, **_kwargs):
        raise store.StoreError(member.path, "cannot be written: disk full")

    monkeypatch.setattr(store, "write", refuse)
    with pytest.raises(MemberFileError, match="disk full"):
        the_club.book(member, game(5))
    assert member.balance == 0 and member.games == 0 and member.history == []
    assert member.path.read_bytes() == before


# --- the checks -----------------------------------------------------------------------------------


def test_the_first_check_promotes_a_member_more_than_ten_ahead(the_club):
    member = joined(the_club)
    result = the_club.check(member, 5, Fraction(1001, 100), TABLE)  # DM 10,01 ahead
    assert result.outcome is Outcome.PROMOTED
    assert result.first
    assert (result.credit_limit, result.penalty, result.repaid) == (15, 50, 10)
    assert result.standing == Fraction(1001, 100)
    assert (member.credit_limit, member.penalty, member.first_check_done) == (15, 50, True)
    assert member.balance == -10  # the credit repaid; the running game is not booked yet
    the_club.book(member, game(Fraction(1001, 100), deals=6))
    assert member.balance == Fraction(1, 100)
    assert the_club.enter("Anna") == member


@pytest.mark.parametrize("ahead", [Fraction(10), Fraction(999, 100), Fraction(0), Fraction(-25)])
def test_no_promotion_when_not_more_than_ten_ahead_and_the_first_check_never_expels(
        the_club, ahead):
    member = joined(the_club)
    result = the_club.check(member, 5, ahead, TABLE)
    assert result.outcome is Outcome.OK
    assert result.first  # told as the first check: the one chance at promotion has gone
    assert (member.credit_limit, member.penalty, member.first_check_done) == (10, 10, True)
    assert member.balance == 0 and not member.closed
    # The first check was the only chance: later winnings do not promote him.
    the_club.book(member, game(40, deals=5))
    later = the_club.check(member, 5, Fraction(0))
    assert later.outcome is Outcome.OK and not later.first
    assert (member.credit_limit, member.penalty) == (10, 10)


def test_winnings_booked_before_the_first_check_count(the_club):
    member = joined(the_club)
    the_club.book(member, game(8, deals=3))
    assert the_club.check(member, 2, Fraction(2), TABLE).outcome is Outcome.OK  # DM 10: not more
    other = the_club.join("Bert")
    the_club.book(other, game(8, deals=3))
    assert the_club.check(other, 2, Fraction(201, 100), TABLE).outcome is Outcome.PROMOTED


def test_checks_come_only_every_five_deals_over_the_membership(the_club):
    member = joined(the_club)
    seen = [the_club.check(member, deals, Fraction(-30), TABLE).outcome for deals in range(0, 5)]
    assert seen == [Outcome.NOT_DUE] * 5 and not member.first_check_done
    assert the_club.check(member, 5, Fraction(0), TABLE).outcome is Outcome.OK
    assert the_club.check(member, 5, Fraction(-30), TABLE).outcome is Outcome.NOT_DUE  # same deal
    for deals in range(6, 10):
        assert the_club.check(member, deals, Fraction(-30), TABLE).outcome is Outcome.NOT_DUE
    assert not member.closed
    # The game ends at deal 7; the next game's 3rd deal is the membership's 10th.
    the_club.book(member, game(-2, deals=7))
    assert the_club.check(member, 2, Fraction(-30), TABLE).outcome is Outcome.NOT_DUE
    assert the_club.check(member, 3, Fraction(-30), TABLE).outcome is Outcome.EXPELLED


def test_a_later_check_expels_a_member_whose_debts_exceed_the_limit(the_club):
    member = joined(the_club)
    assert the_club.check(member, 5, Fraction(0), TABLE).outcome is Outcome.OK
    the_club.book(member, game(-6, deals=7))
    result = the_club.check(member, 3, Fraction(-401, 100), TABLE)  # DM 10,01 in debt
    assert result.outcome is Outcome.EXPELLED and result.standing == Fraction(-1001, 100)
    assert member.closed and member.balance == Fraction(-1001, 100) and member.games == 2
    last = member.history[-1]
    assert last.kind is RecordKind.EXPELLED and last.dm == Fraction(-401, 100)
    assert last.table == TABLE and last.whist == Fraction(-401, 10) and last.deals == 3
    # Closed for good: the doorman says so, and nothing more can be played or booked.
    door = Club(the_club.folder).enter("Anna")
    assert isinstance(door, MembershipEnded) and door.member == member
    with pytest.raises(MemberFileError):
        the_club.join("Anna")
    for attempt in (lambda: the_club.book(member, game(1)),
                    lambda: the_club.check(member, 5, 0),
                    lambda: the_club.leave(member, True)):
        with pytest.raises(ClosedMembership):
            attempt()
    assert the_club.leave(member, False) == 0  # leaving after being shown out costs nothing


def test_debts_exactly_at_the_limit_are_not_expelled(the_club):
    member = joined(the_club)
    the_club.check(member, 5, Fraction(0))
    the_club.book(member, game(-10, deals=5))
    assert the_club.check(member, 5, Fraction(0)).outcome is Outcome.OK  # DM 10 owed, limit 10
    assert not member.closed
    promoted = the_club.join("Bert")
    assert the_club.check(promoted, 5, Fraction(11)).outcome is Outcome.PROMOTED
    # Balance -10 after repaying; a game lost by DM 5 leaves him DM 15 in debt: at his limit.
    assert the_club.check(promoted, 10, Fraction(-5), TABLE).outcome is Outcome.OK
    result = the_club.check(promoted, 15, Fraction(-501, 100), TABLE)
    assert result.outcome is Outcome.EXPELLED


def test_a_check_between_games_judges_the_booked_balance(the_club):
    member = joined(the_club)
    the_club.check(member, 5, 0)
    the_club.book(member, game(-11, deals=10))  # crosses deal 10 without a check in the game
    assert the_club.check(member, 0, 0).outcome is Outcome.EXPELLED


# --- leaving --------------------------------------------------------------------------------------


def test_leaving_a_running_game_costs_ten_then_fifty_after_the_promotion(the_club):
    member = joined(the_club)
    assert the_club.leave(member, True, 3, TABLE) == 10
    assert member.balance == -10 and member.games == 1 and member.deals == 3
    assert member.history[-1].kind is RecordKind.LEFT and member.history[-1].table == TABLE
    the_club.book(member, game(25, deals=1))
    assert the_club.check(member, 1, Fraction(0)).outcome is Outcome.PROMOTED
    assert member.balance == 5
    assert the_club.leave(member, True, 2) == 50  # TAB with a game running
    assert member.balance == -45 and member.games == 3
    assert the_club.enter("Anna") == member


def test_tab_or_exit_between_games_is_free_and_writes_nothing(the_club):
    member = joined(the_club)
    before = member.path.read_bytes()
    assert the_club.leave(member, False) == 0
    assert member.path.read_bytes() == before and member.balance == 0 and member.games == 0


# --- limit and price ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "limit"), [("10", 10), (" 20 ", 20), ("30", 30), ("040", 40),
                                             ("50\n", 50)])
def test_good_limits(text, limit):
    assert parse_limit(text) == limit


@pytest.mark.parametrize(("text", "message"), [
    ("", club.LIMIT_EMPTY), ("   ", club.LIMIT_EMPTY),
    ("abc", club.LIMIT_NOT_NUMBER), ("20.5", club.LIMIT_NOT_NUMBER), ("-10", club.LIMIT_NOT_NUMBER),
    ("+20", club.LIMIT_NOT_NUMBER), ("２０", club.LIMIT_NOT_NUMBER), ("2e1", club.LIMIT_NOT_NUMBER),
    ("25", club.LIMIT_NOT_ALLOWED), ("0", club.LIMIT_NOT_ALLOWED), ("5", club.LIMIT_NOT_ALLOWED),
    ("60", club.LIMIT_TOO_HIGH), ("100", club.LIMIT_TOO_HIGH), ("9" * 5000, club.LIMIT_TOO_HIGH),
])
def test_bad_limits_give_a_message_to_show(text, message):
    with pytest.raises(EntryError) as caught:
        parse_limit(text)
    assert caught.value.message == message == str(caught.value)
    assert caught.value.text == text
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(("text", "price"), [
    ("0,10", Fraction(1, 10)), ("0.1", Fraction(1, 10)), (",05", Fraction(1, 20)),
    ("0,01", Fraction(1, 100)), ("1", Fraction(1)), ("1,00", Fraction(1)), (" DM 0,25 ", Fraction(1, 4)),
    ("0,5 dm", Fraction(1, 2)), ("0,100", Fraction(1, 10)), ("1.", Fraction(1)),
])
def test_good_prices(text, price):
    assert parse_price(text) == price


@pytest.mark.parametrize(("text", "message"), [
    ("", club.PRICE_EMPTY), ("  ", club.PRICE_EMPTY), ("DM", club.PRICE_EMPTY),
    ("abc", club.PRICE_NOT_NUMBER), ("0,1,0", club.PRICE_NOT_NUMBER), (",", club.PRICE_NOT_NUMBER),
    ("1e-2", club.PRICE_NOT_NUMBER), ("nan", club.PRICE_NOT_NUMBER), ("0;10", club.PRICE_NOT_NUMBER),
    ("0,005", club.PRICE_TOO_FINE), ("0.123", club.PRICE_TOO_FINE),
    ("0", club.PRICE_OUT_OF_RANGE), ("0,00", club.PRICE_OUT_OF_RANGE),
    ("-0,10", club.PRICE_OUT_OF_RANGE), ("1,01", club.PRICE_OUT_OF_RANGE),
    ("10", club.PRICE_OUT_OF_RANGE), ("9" * 5000, club.PRICE_OUT_OF_RANGE),
])
def test_bad_prices_give_a_message_to_show(text, message):
    with pytest.raises(EntryError) as caught:
        parse_price(text)
    assert caught.value.message == message == str(caught.value)


def test_tables_take_only_allowed_terms_and_club_characters(the_club):
    for bad in ((("egon", "egon"), 20, Fraction(1, 10)), (("egon", "baron"), 25, Fraction(1, 10)),
                (("egon", "baron"), 20, Fraction(1, 1000)), (("egon", "baron"), 20, 0.1),
                (("egon",), 20, Fraction(1, 10))):
        with pytest.raises((ValueError, TypeError)):
            Table(*bad)
    member = joined(the_club)
    with pytest.raises(ValueError, match="no character"):
        the_club.book(member, game(1, table=Table(("egon", "nobody"), 20, Fraction(1, 10))))
    with pytest.raises(TypeError):
        the_club.check(member, 5, 0.5)
    assert member.history == []


def test_money_is_exact_and_shown_to_the_pfennig():
    assert club.money(Fraction(1675, 3), Fraction(1, 100)) == Fraction(67, 12)
    assert club.format_dm(Fraction(67, 12)) == "5,58"
    assert club.format_dm(Fraction(-1, 3)) == "-0,33"
    assert club.format_dm(Fraction(-1, 200)) == "-0,01"  # halves away from zero
    assert club.format_dm(Fraction(1, 300), ".") == "0.00"
    assert club.format_dm(-10) == "-10,00"


# --- characters -----------------------------------------------------------------------------------


def test_three_groups_of_several_characters_with_distinct_keys_and_valid_levels():
    assert [group.title for group in Group] == ["Versager", "Damen", "Kartenhaie"]
    for group in Group:
        assert len(characters.in_group(group)) >= 3
    assert len({c.key for c in CHARACTERS}) == len(CHARACTERS)
    assert len({c.name for c in CHARACTERS}) == len(CHARACTERS)
    for character in CHARACTERS:
        assert character.level in LEVELS and character.level != "random"
        assert 0 <= character.mistakes <= 1
        assert character.search_level().mistake_rate == character.mistakes
        assert characters.character(character.key) is character


def test_the_groups_rank_weak_careless_to_strong():
    def levels(group):
        return {c.level for c in characters.in_group(group)}

    assert levels(Group.VERSAGER) == {"easy"}
    assert levels(Group.DAMEN) == {"medium"}
    assert levels(Group.KARTENHAIE) == {"strong"}
    worst_lady = max(c.mistakes for c in characters.in_group(Group.DAMEN))
    assert min(c.mistakes for c in characters.in_group(Group.VERSAGER)) > worst_lady
    assert max(c.mistakes for c in characters.in_group(Group.KARTENHAIE)) < worst_lady
    careless = min(c.boldness for c in characters.in_group(Group.VERSAGER))
    assert careless > max(c.boldness for c in characters.in_group(Group.DAMEN))


def test_any_two_distinct_characters_may_be_chosen():
    one, other = characters.opponents("egon", "baron")  # across groups
    assert (one.group, other.group) == (Group.VERSAGER, Group.KARTENHAIE)
    assert characters.opponents("hilde", "lore")[0].name == "Tante Hilde"
    with pytest.raises(ValueError, match="different"):
        characters.opponents("baron", "baron")
    with pytest.raises(ValueError, match="no character"):
        characters.opponents("baron", "nobody")
    with pytest.raises(ValueError):
        characters.in_group("nobody")
