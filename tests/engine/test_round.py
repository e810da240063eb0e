"""Round flow: cases other engines got wrong, and the core rules (brief 3, 4)."""

import pytest

from president import Game, IllegalMove, Move, Round, Rules
from president.cards import parse_codes
from president.playout import play_round


def start(preset="classic", hands=(), leader=0, **opts):
    rules = Rules.preset(preset, players=len(hands), **opts)
    rnd, _ = Round.start(rules, [[c for c, _ in parse_codes(h)] for h in hands], leader=leader)
    return rnd


def play(rnd, seat, cards):
    return [e.code for e in rnd.apply(Move.play(cards), seat)]


def pas(rnd, seat):
    return [e.code for e in rnd.apply(Move.pass_(), seat)]


def test_winner_who_went_out_with_the_winning_play():
    # Brief 4.5: everyone still in answers; if all pass, the next seat after the winner leads.
    rnd = start(hands=["KC", "4C 5C", "6C 7C", "8C 9C"])
    assert "went_out" in play(rnd, 0, "KC")
    assert rnd.to_act == 1  # the others still get to answer the king
    pas(rnd, 1)
    pas(rnd, 2)
    codes = pas(rnd, 3)
    assert "trick_won" in codes
    assert rnd.to_act == 1 and rnd.top is None


def test_winner_who_went_out_and_someone_answers():
    rnd = start(hands=["KC", "4C AC", "6C 7C", "8C 9C"])
    play(rnd, 0, "KC")
    play(rnd, 1, "AC")
    pas(rnd, 2)
    assert "trick_won" in pas(rnd, 3)
    assert rnd.to_act == 1  # seat 1 won the trick and leads


def test_trick_winner_leads():
    rnd = start(hands=["4C 9D", "5C 6D", "7C 8D", "3D QD"])
    play(rnd, 0, "4C")
    play(rnd, 1, "5C")
    pas(rnd, 2)
    pas(rnd, 3)
    assert "trick_won" in pas(rnd, 0)
    assert rnd.to_act == 1


def test_two_clears_and_its_player_leads():
    rnd = start(hands=["4C 9D", "2C 6D", "7C 8D", "3D QD"])
    play(rnd, 0, "4C")
    codes = play(rnd, 1, "2C")
    assert "clear" in codes and rnd.top is None and rnd.to_act == 1


def test_eight_clears_and_its_player_leads():
    rnd = start(hands=["4C 9D", "8C 6D", "7C 8D", "3D QD"], eight_clears=True)
    play(rnd, 0, "4C")
    codes = play(rnd, 1, "8C")
    assert "clear" in codes and rnd.to_act == 1


def test_clear_by_a_player_who_goes_out_passes_the_lead_on():
    rnd = start(hands=["4C 9D", "2C", "7C 8D", "3D QD"])
    play(rnd, 0, "4C")
    codes = play(rnd, 1, "2C")
    assert {"clear", "went_out"} <= set(codes)
    assert rnd.to_act == 2


def test_seat_order_is_kept_when_someone_goes_out():
    rnd = start(hands=["4C 9D", "5C", "7C 8D", "3D QD KD"])
    play(rnd, 0, "4C")
    play(rnd, 1, "5C")  # seat 1 goes out
    assert rnd.to_act == 2
    play(rnd, 2, "7C")
    play(rnd, 3, "QD")
    assert rnd.to_act == 0  # 3 -> 0, seat 1 skipped, order unchanged
    pas(rnd, 0)
    pas(rnd, 2)
    assert rnd.to_act == 3  # the trick went round and back to seat 3, who won it


def test_removing_one_of_two_jokers_removes_only_one():
    rnd = start(hands=["JK JK 5C", "6C 7C", "8C 9C"], jokers=2)
    play(rnd, 0, "JK")
    assert len(rnd.hands[0]) == 2 and rnd.hands[0].count(52) == 1


def test_legal_moves_hold_every_move_not_only_special_ones():
    rnd = start(hands=["4C 4D 4H 9C 2S", "5C", "6C"], leader=0)
    moves = {str(m) for m in rnd.legal_moves()}
    assert moves == {"4C", "4D", "4H", "9C", "2S", "4C 4D", "4C 4H", "4D 4H", "4C 4D 4H"}


def test_illegal_move_leaves_state_exactly_as_it_was():
    rnd = start(hands=["4C 9D", "5C 6D", "7C 8D", "3D QD"])
    play(rnd, 0, "9D")
    before = rnd.to_json()
    for seat, move, code in [(1, "5C", "not_higher"), (2, "7C", "not_your_turn"), (1, "KC", "not_in_hand"),
                             (1, "5C 6D", "invalid_combination")]:
        assert rnd.check(Move.parse(move), seat) == code
        with pytest.raises(IllegalMove) as e:
            rnd.apply(Move.parse(move), seat)
        assert e.value.code == code
        assert rnd.to_json() == before


def test_pass_rules():
    rnd = start(hands=["4C 9D", "5C 6D", "7C 8D", "3D QD"])
    assert rnd.check(Move.pass_(), 0) == "cannot_pass_on_lead"
    play(rnd, 0, "4C")
    pas(rnd, 1)
    play(rnd, 2, "7C")
    play(rnd, 3, "QD")
    assert rnd.to_act == 0  # seat 1 is skipped: its pass is final for the trick
    assert rnd.check(Move.play("6D"), 1) == "already_passed"


def test_first_lead_must_include_three_of_clubs():
    g = Game(Rules.preset("classic"), seed=3)
    rnd = g.round
    holder = next(s for s, h in enumerate(rnd.hands) if 0 in h)
    assert rnd.to_act == holder
    other = next(c for c in rnd.hands[holder] if c != 0)
    assert rnd.check(Move.play([__import__("president").Card(other)])) == "must_include"
    assert all(0 in m.combo.codes for m in rnd.legal_moves())


def test_round_end_places_titles_and_points():
    rnd = start(hands=["4C", "5C 6C", "7C 8C"], leader=0)
    play(rnd, 0, "4C")
    play(rnd, 1, "5C")
    play(rnd, 2, "7C")
    pas(rnd, 1)
    # seat 2 won the trick and leads
    codes = play(rnd, 2, "8C")
    assert "went_out" in codes and "round_over" in codes
    assert rnd.out == [0, 2, 1] and rnd.to_act is None and rnd.points() == [3, 1, 2]
    assert rnd.check(Move.pass_(), 1) == "round_over"


def test_game_exchange_moves_best_cards_and_lets_president_choose():
    g = Game(Rules.preset("classic", rounds=2), seed=11)
    play_round(g, [lambda game, moves: moves[0]] * 4)
    ranking = g.rankings[0]
    assert sum(g.scores) == 10
    events = g.new_round()
    rnd = g.round
    assert rnd.phase == "exchange" and rnd.to_act == ranking[0]
    assert [e.code for e in events] == ["exchange", "exchange"]
    assert all(m.kind == "give" and len(m.pairs) == 2 for m in rnd.legal_moves())
    g.apply(rnd.legal_moves()[0])
    assert rnd.to_act == ranking[1]
    g.apply(rnd.legal_moves()[0])
    assert rnd.phase == "play" and rnd.to_act == ranking[-1]  # the Asshole leads (brief 4.3)
