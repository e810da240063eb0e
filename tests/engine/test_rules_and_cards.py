"""Cards, notation, rules and presets (rules brief 2, 5, 7; scenario format "Card notation")."""

import pytest

from president import Card, Game, Move, NotationError, Rules, RulesError, deal, format_cards, parse_cards
from president.cards import JOKER


@pytest.mark.parametrize("text,expected", [("10H", "10H"), ("TH", "10H"), ("t♥", "10H"), ("qs", "QS"),
                                           ("3♣", "3C"), ("2♦", "2D"), ("jk", "JK"), ("A♠", "AS")])
def test_card_notation_round_trips(text, expected):
    assert str(Card.parse(text)) == expected
    assert str(Card.parse(expected)) == expected


@pytest.mark.parametrize("bad", ["1H", "11C", "KX", "", "J", "JK@1", "JKX", "10"])
def test_bad_cards_name_the_token(bad):
    with pytest.raises(NotationError) as e:
        Card.parse(bad)
    assert e.value.token == bad


def test_card_lists_and_joker_marks():
    assert format_cards(parse_cards("3C 3D JK")) == "3C 3D JK"
    assert format_cards(parse_cards(["10s", "T♦"])) == "10S 10D"
    m = Move.parse("5C JK@6 7C")
    assert [(str(c)) for c in m.cards] == ["5C", "JK", "7C"]
    assert m.pairs[1] == (JOKER, 6)
    with pytest.raises(NotationError):
        parse_cards("JK@7")  # a rank mark belongs to a move, not a hand


def test_seeded_deal_is_stable_and_even():
    rules = Rules.preset("classic", players=5, jokers=2)
    a, b = deal(rules, 42), deal(rules, 42)
    assert a == b
    assert [len(h) for h in a] == [11, 11, 11, 11, 10]  # 54 cards: extras go to the first seats
    assert sorted(c for h in a for c in h) == list(range(52)) + [JOKER, JOKER]
    assert deal(rules, 43) != a
    # Golden value: random.Random(seed) shuffles the same on every platform and Python version,
    # so this deal must never change (the Pyodide cross-runtime test checks the same).
    assert format_cards(deal(Rules.preset("cardverse"), 1)[0]) == "3H 4C 6C 6D 7D 9D 10C JD JS KH KS AS 2D"


def test_presets_follow_the_brief():
    c = Rules.preset("classic")
    assert (c.equal_plays, c.two_clears, c.revolution, c.sequences, c.jokers, c.eight_clears, c.exchange,
            c.rounds, c.first_lead) == (True, True, False, False, 0, False, True, 1, "three_of_clubs")
    v = Rules.preset("cardverse")
    assert (v.revolution, v.equal_plays, v.two_clears, v.first_lead, v.exchange) == (True, False, False, "seat0", True)
    d = Rules.preset("daifugo")
    assert (d.jokers, d.sequences, d.revolution, d.revolution_timing, d.eight_clears, d.first_lead) == \
        (1, True, True, "after_trick", True, "three_of_diamonds")
    h = Rules.preset("hebrew")
    assert (h.two_bombs, h.quad_clears, h.match_skips, h.match_clears, h.joker_not_two, h.uneven_deal,
            h.later_lead, h.titles) == (True, True, True, True, True, True, "after_asshole", "hebrew")
    assert Rules.from_dict(c.to_dict()) == c


@pytest.mark.parametrize("option,value", [("equal_plays", True), ("jokers", 1), ("sequences", True),
                                          ("eight_clears", True), ("two_clears", True), ("descents", True)])
def test_cardverse_locks_name_the_option(option, value):
    with pytest.raises(RulesError) as e:
        Rules.preset("cardverse", **{option: value})
    assert e.value.option == option
    assert option in str(e.value) and "locked" in str(e.value)


def test_cardverse_switchable_options():
    assert Rules.preset("cardverse", revolution=False, rounds=3, players=6).rounds == 3
    with pytest.raises(RulesError, match="3..6"):
        Rules.preset("cardverse", players=7)


@pytest.mark.parametrize("option,value,allowed", [("jokers", 3, "0, 1, 2"), ("revolution_timing", "later", "immediate, after_trick"),
                                                  ("first_lead", "seat1", "seat0"), ("players", 2, "3..8"),
                                                  ("rounds", 0, "1.."), ("revolution", "yes", "true, false")])
def test_invalid_values_name_option_and_allowed_values(option, value, allowed):
    with pytest.raises(RulesError) as e:
        Rules.preset("classic", **{option: value})
    assert e.value.option == option and allowed in str(e.value)


def test_unknown_option_and_preset():
    with pytest.raises(RulesError, match="unknown option 'revolutions'"):
        Rules.preset("classic", revolutions=True)
    with pytest.raises(RulesError, match="unknown preset"):
        Rules.preset("tichu")


def test_game_json_round_trip_is_exact():
    g = Game(Rules.preset("daifugo", rounds=2), seed=5)
    for _ in range(20):
        g.apply(g.legal_moves()[0])
    data = g.to_json()
    assert Game.from_json(data).to_json() == data
