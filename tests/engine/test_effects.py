"""What a play does (president.effects), rule by rule on named plays; Round and the AI both
call these functions, so each rule is decided once."""

import pytest

from president import Rules
from president.cards import parse_codes
from president.cards import JOKER
from president.combos import ComboError, generate, read_combination
from president.effects import (REVOLUTION, WESTERN, PlayEffects, bomb_may_go_on, clear_reason,
                               descent_size, flip, inherits, is_bomb, no_joker_rank, run_strength,
                               skips, strength, strongest_rank)
from president.vocabulary import ClearReason

ALL = Rules.preset("hebrew", two_clears=True, eight_clears=True, two_bombs=True, quad_clears=True,
                   match_clears=True, match_skips=True, jokers=2, sequences=True, inheritance=True)


def combo(text, rules=ALL, rev=False):
    return read_combination(parse_codes(text), rules, rev)


def test_strength_in_both_orders():
    assert [strength(r, False) for r in (3, 8, 15, 16)] == [3, 8, 15, 16]
    assert [strength(r, True) for r in (3, 8, 15, 16)] == [15, 10, 3, 16]
    assert run_strength(5, 7, False) == 7 and run_strength(5, 7, True) == 13
    assert strongest_rank(False) == 15 and strongest_rank(True) == 3


@pytest.mark.parametrize("play, top, rev, reason", [
    ("2C 2D", None, False, ClearReason.TWOS),
    ("3C 3D", None, True, ClearReason.THREES),
    ("8H", "7H", False, ClearReason.EIGHT),
    ("6S 7S 8S", "3S 4S 5S", False, ClearReason.EIGHT),
    ("4C 4D 4H 4S", "3C 3D 3H 3S", False, ClearReason.FOUR_OF_A_KIND),
    ("9C 9D", "9H 9S", False, ClearReason.MATCH),
    ("9C 9D", "7H 7S", False, None),
    ("KH", "QC", False, None),
    ("JK", "AC", False, None),
])
def test_why_a_pile_clears(play, top, rev, reason):
    c = combo(play, rev=rev)
    t = combo(top, rev=rev) if top else None
    assert clear_reason(c, t, ALL, rev) == reason
    # Round, the play-outs and Hard's heuristic (countplan.score_plays) read the same rule
    assert PlayEffects(c, t, ALL, rev).clear == reason


def test_a_bomb_is_a_single_natural_strongest_card():
    rules = Rules.preset("classic", two_bombs=True, two_clears=False, jokers=1)
    assert is_bomb(combo("2H", rules), rules, False)
    assert not is_bomb(combo("2H", rules), rules, True)
    assert is_bomb(combo("3H", rules, True), rules, True)
    assert not is_bomb(combo("2H 2S", rules), rules, False)
    assert clear_reason(combo("2H", rules), None, rules, False) == ClearReason.BOMB
    assert bomb_may_go_on(combo("2H", rules), combo("9C 9D", rules), rules, False)
    assert not bomb_may_go_on(combo("2H", rules), combo("JK", rules), rules, False)


def test_matching_single_skips_but_not_the_lone_joker():
    assert skips(combo("9C"), combo("9D"), ALL)
    assert not skips(combo("9C"), combo("8D"), ALL)
    assert not skips(combo("JK"), combo("JK"), ALL)


def test_flips():
    western = Rules.preset("hebrew", western_revolution=True, revolution=True)
    quad = combo("5C 5D 5H 5S", western)
    assert flip(quad, [(0, quad)], western) == WESTERN
    singles = [(s, combo(c, western)) for s, c in enumerate(["7C", "7D", "7H", "7S"])]
    assert flip(singles[-1][1], singles, western) == WESTERN
    assert flip(singles[-1][1], singles[1:], western) is None
    classic = Rules.preset("classic", revolution=True)
    assert flip(combo("5C 5D 5H 5S", classic), [], classic) == REVOLUTION
    assert flip(combo("5C 5D 5H", classic), [], classic) is None


def test_descents_rise_one_step_in_the_current_order():
    def pile(*plays, rev=False):
        return [(s, combo(p, rev=rev)) for s, p in enumerate(plays)]
    assert descent_size(pile("5C", "6C", "7C"), False) == 1
    assert descent_size(pile("5C 5D", "6C 6D", "7C 7D"), False) == 2
    assert descent_size(pile("7C", "6C", "5C", rev=True), True) == 1
    assert descent_size(pile("5C", "6C", "8C"), False) == 0
    assert descent_size(pile("5C", "6C 6D", "7C"), False) == 0


def test_inheritance_needs_only_twos_and_jokers():
    assert inherits([48, 52], ALL) and inherits([51], ALL)
    assert not inherits([47, 48], ALL) and not inherits([], ALL)
    assert not inherits([48], Rules.preset("classic"))


def test_joker_not_two_keeps_jokers_from_standing_for_a_2_in_sets_runs_and_generation():
    """``joker_not_two``: one rank (effects.no_joker_rank) that no joker may stand for, in a set,
    a run and in the generated plays; off, a joker stands for a 2 everywhere."""
    off = Rules.preset("classic", jokers=1, sequences=True)
    on = off.replace(joker_not_two=True)
    assert no_joker_rank(on) == 15 and no_joker_rank(off) is None
    assert combo("2C JK", off).rank == 15
    with pytest.raises(ComboError, match="joker_not_two"):
        combo("2C JK", on)
    assert combo("QH KH JK@A", on).joker_ranks == (14,)
    assert combo("KH AH JK@2", off).joker_ranks == (15,)
    with pytest.raises(ComboError):
        combo("KH AH JK@2", on)
    hand = sorted([code for code, _ in parse_codes("KH AH 2C")] + [JOKER])
    plays = lambda rules: {c.notation() for c in generate(hand, rules, False, None)}  # noqa: E731
    assert {"2C JK", "KH AH JK@2"} <= plays(off)
    assert not {"2C JK", "KH AH JK@2"} & plays(on)
    assert "JK@Q KH AH" in plays(on) and "JK" in plays(on)
