"""Bad input everywhere a person types, property-based: every text gives a valid value or the
game's own clear error — never another exception, never a half-accepted value.

Deal numbers on the command line, Vierfrei solver boards (random text and damaged real boards),
PrefClub's game limit, price and member names, Binokel's player names; and the solver's command
line fed garbage on standard input.
"""

import argparse
import re
import subprocess
import sys
import unicodedata
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.deal_range import MS_DEAL_MAX, deal_number_argument
from cardsuite.games.binokel import records
from cardsuite.games.pref import club
from cardsuite.games.vierfrei.rules import Position

#: Text as people (and pasting) make it: digits, signs, separators, letters of any script,
#: control and formatting characters, surrogates excluded (Python text cannot hold them).
TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=40)
NUMBERISH = st.text(st.sampled_from("0123456789 ,.-+_eE\t\n\u00a0DM٣"), max_size=12)
FORBIDDEN = ("Cc", "Cf")


@given(st.one_of(TEXT, NUMBERISH, st.integers().map(str)))
def test_a_deal_number_is_in_range_or_refused_with_a_message(text):
    try:
        number = deal_number_argument(text)
    except argparse.ArgumentTypeError as error:
        message = str(error)
        assert "whole number" in message or "deal numbers run from 1 to" in message
    else:
        assert isinstance(number, int) and 1 <= number <= MS_DEAL_MAX
        assert re.fullmatch(r"\s*[0-9]+\s*", text) and int(text) == number


@pytest.mark.parametrize("text", ["1_000", "+5", "٣", "１２", "5.0", "", " ", "1\x1f"])
def test_a_deal_number_is_plain_digits(text):
    with pytest.raises(argparse.ArgumentTypeError, match="whole number"):
        deal_number_argument(text)


@given(st.one_of(TEXT, NUMBERISH))
def test_a_game_limit_is_one_of_the_five_or_the_clubs_message(text):
    try:
        limit = club.parse_limit(text)
    except club.EntryError as error:
        assert error.message in {club.LIMIT_EMPTY, club.LIMIT_NOT_NUMBER, club.LIMIT_TOO_HIGH,
                                 club.LIMIT_NOT_ALLOWED}
    else:
        assert limit in (10, 20, 30, 40, 50)


@given(st.one_of(TEXT, NUMBERISH))
def test_a_price_is_whole_pfennigs_in_range_or_the_clubs_message(text):
    try:
        price = club.parse_price(text)
    except club.EntryError as error:
        assert error.message in {club.PRICE_EMPTY, club.PRICE_NOT_NUMBER, club.PRICE_TOO_FINE,
                                 club.PRICE_OUT_OF_RANGE}
    else:
        assert isinstance(price, Fraction)
        assert Fraction(1, 100) <= price <= 1 and (price * 100).denominator == 1


def _clean(name: str) -> bool:
    return all(unicodedata.category(char) not in FORBIDDEN for char in name)


@given(TEXT)
def test_a_member_name_is_kept_clean_or_refused(text):
    try:
        name = club.clean_name(text)
    except club.EntryError as error:
        assert error.message in {club.NAME_EMPTY, club.NAME_TOO_LONG}
    else:
        assert name and len(name) <= club.NAME_LIMIT and _clean(name)
        assert name == name.strip() and "  " not in name
        assert club.clean_name(name) == name  # cleaning twice changes nothing


@given(TEXT, TEXT)
def test_two_names_share_a_member_file_only_when_they_are_one_name(first, second):
    try:
        a, b = club.clean_name(first), club.clean_name(second)
    except club.EntryError:
        return
    assert (club.file_name(a) == club.file_name(b)) == (club.name_key(a) == club.name_key(b))


@given(TEXT)
def test_a_binokel_name_is_kept_clean(text):
    name = records.clean_name(text)
    assert len(name) <= records.NAME_LIMIT and _clean(name) and name == name.strip()
    assert records.clean_name(name) == name


@settings(max_examples=60, deadline=None)
@given(TEXT)
def test_random_text_is_no_board(text):
    try:
        position = Position.from_board(text)
    except ValueError as error:
        assert str(error)  # it says what is wrong
    else:
        position.check_complete()


@settings(max_examples=80, deadline=None)
@given(deal=st.integers(1, 32_000), data=st.data())
def test_a_damaged_board_is_refused_with_the_line_named(deal, data):
    lines = Position.deal(deal).board().splitlines()
    row = data.draw(st.integers(0, len(lines) - 1))
    line = lines[row]
    change = data.draw(st.sampled_from(["drop a card", "double a card", "garble", "drop line"]))
    words = line.split()
    if change == "drop a card" and words:
        words.pop(data.draw(st.integers(0, len(words) - 1)))
        lines[row] = " ".join(words)
    elif change == "double a card":
        other = lines[(row + 1) % len(lines)].split()
        lines[row] = line + " " + other[0] if other else line
    elif change == "garble":
        lines[row] = line + " " + data.draw(st.sampled_from(["1X", "ZZ", "11H", "A", "★"]))
    else:
        lines.pop(row)
    try:
        position = Position.from_board("\n".join(lines) + "\n")
    except ValueError as error:
        assert str(error)
    else:  # the change kept all 52 cards once each (e.g. a card moved within a line)
        position.check_complete()


def test_the_solver_command_line_refuses_garbage_on_standard_input():
    for garbage in (b"\xff\xfe\x00garbage", b"", b"KS QH\n" * 30, "★ ♠ ♥\n".encode()):
        done = subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", "solve",
                               "--board", "-"], input=garbage, capture_output=True, timeout=60)
        assert done.returncode == 64, done.stderr
        assert done.stderr.startswith(b"standard input: ")
        assert b"Traceback" not in done.stderr
