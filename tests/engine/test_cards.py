import pytest

from cardsuite.engine.cards import (
    Card,
    Rank,
    Suit,
    binokel_deck,
    french_deck,
    parse_cards,
    piquet_deck,
)


def test_codes_round_trip_for_every_card():
    for card in french_deck():
        assert Card.parse(str(card)) == card
    assert str(Card(Suit.DIAMONDS, Rank.JACK)) == "JD"
    assert str(Card(Suit.SPADES, Rank.TEN)) == "TS"
    assert str(Card.parse("7h")) == "7H"


def test_parse_cards_and_bad_codes():
    assert parse_cards("QS JD") == [Card(Suit.SPADES, Rank.QUEEN), Card(Suit.DIAMONDS, Rank.JACK)]
    for bad in ["", "Q", "QX", "1S", "10S", "QSS"]:
        with pytest.raises(ValueError, match="code"):
            Card.parse(bad)


def test_cards_are_immutable_hashable_and_ordered():
    card = Card.parse("AS")
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]
    assert len({Card.parse("AS"), Card.parse("AS")}) == 1
    assert Card.parse("2C") < Card.parse("3C") < Card.parse("AD")
    assert Card.parse("AH").is_red and not Card.parse("AC").is_red


def test_decks():
    deck = french_deck()
    assert len(deck) == 52 == len(set(deck))
    assert [str(c) for c in deck[:5]] == ["AC", "AD", "AH", "AS", "2C"]
    assert str(deck[-1]) == "KS"
    assert len(piquet_deck()) == 32 == len(set(piquet_deck()))
    assert {c.rank for c in piquet_deck()} == {Rank.ACE, *range(7, 14)}
    binokel = binokel_deck()
    assert len(binokel) == 40 and len(set(binokel)) == 20
