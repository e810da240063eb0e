"""Dai Fugo local rules (rules brief 12): what a scenario file cannot say (the preset's values,
titles, the lead of the next round after a capital fall, saved states mid-lock)."""

import pytest

from president import Game, Move, Round, Rules, RulesError, titles
from president.observation import face_up
from president.playout import play_round

LOCAL = ["spade3_return", "lock", "jack_back", "capital_fall", "forbidden_finish", "five_skip",
         "seven_pass", "ten_discard"]


def first_move(game, moves):
    """A bot that takes the first legal move."""
    return moves[0]


def test_japanese_preset_is_daifugo_plus_the_common_local_rules():
    jp, dai = Rules.preset("japanese"), Rules.preset("daifugo")
    on = {"spade3_return", "lock", "jack_back", "capital_fall", "forbidden_finish"}
    for name in LOCAL:
        assert getattr(jp, name) is (name in on), name
        assert getattr(dai, name) is False, name
    assert jp.titles == "japanese" and jp.revolution_timing == "immediate"
    for name in ("jokers", "sequences", "revolution", "eight_clears", "equal_plays", "two_clears",
                 "exchange", "first_lead", "later_lead"):
        assert getattr(jp, name) == getattr(dai, name), name
    assert jp.player_range == (3, 8)


@pytest.mark.parametrize("preset", ["classic", "daifugo", "hebrew", "japanese"])
def test_local_rules_switch_on_in_every_preset_but_cardverse(preset):
    rules = Rules.preset(preset, **{name: True for name in LOCAL}, titles="japanese")
    assert all(getattr(rules, name) for name in LOCAL)
    with pytest.raises(RulesError):
        Rules.preset("cardverse", lock=True)
    with pytest.raises(RulesError):
        Rules.preset(preset, titles="samurai")


def test_titles_by_style():
    assert titles(5, "japanese") == ["daifugo", "fugo", "heimin", "hinmin", "daihinmin"]
    assert titles(3, "japanese") == ["daifugo", "heimin", "daihinmin"]
    assert titles(4, "hebrew") == ["president", "vice_president", "vice_loser", "loser"]
    assert titles(6) == ["president", "vice_president", "citizen", "citizen", "vice_asshole", "asshole"]


def _round(rules, hands, **kw):
    rnd, _ = Round.start(rules, hands, **kw)
    return rnd


def test_finishing_titles_follow_places_from_the_bottom():
    # Seat 0 goes out on a 2 (forbidden: last place, Daihinmin) before anyone else is placed.
    rnd = _round(Rules.preset("japanese", players=4), ["2S", "KH 5C", "6D QS", "4D 7H"], leader=0)
    rnd.apply(Move.parse("2S"))
    assert rnd.out == [0] and rnd.finishing_titles() == {0: "daihinmin"}


def test_capital_fall_then_the_last_place_leads_the_next_round():
    # Brief 12: capital_fall does not change who leads the next round (4.3): the last place does.
    rules = Rules.preset("japanese", players=4, rounds=3)
    for seed in range(40):
        game = Game(rules, seed)
        play_round(game, [first_move] * 4)
        game.new_round()
        president = game.rankings[-1][0]
        events = []
        play_round(game, [first_move] * 4, lambda _game, evs, _moves: events.extend(evs))
        fall = [e for e in events if e.code == "capital_fall"]
        if not fall:
            continue
        assert fall[0].seat == president and fall[0].data["place"] == 4
        assert game.round.out[-1] == president and game.round.out[0] != president
        assert game.round.hands[president] == [] and game.round.fallen
        game.new_round()
        while game.round.phase == "exchange":
            game.apply(game.legal_moves()[0])
        assert game.round.to_act == president
        return
    pytest.fail("no capital fall in 40 seeded games")


def test_saved_state_keeps_lock_jack_back_and_bottom_places():
    rules = Rules.preset("japanese", players=4)
    rnd = _round(rules, ["5H 4C", "9H 6C", "JH 7C", "10H 10S KD"], leader=0)
    for m in ("5H", "9H", "JH"):
        rnd.apply(Move.parse(m))
    assert rnd.lock == frozenset({2}) and rnd.jack_back and rnd.order == "reversed"
    data = rnd.to_json()
    assert data["lock"] == "H" and data["jack_back"] is True
    # One spelling of the lock for the saved state, the face-up view and every seat's view.
    assert rnd.lock_suits == "H" == face_up(rnd)["lock"] == rnd.observation(3).lock
    back = Round.from_json(data)
    assert back.to_json() == data
    assert back.check(Move.parse("10S")) == "locked" and back.check(Move.parse("10H")) is None
    assert sorted(map(str, back.legal_moves())) == ["10H", "pass"]


def test_seven_pass_cards_are_seen_by_giver_and_receiver_only():
    rules = Rules.preset("daifugo", players=4, seven_pass=True)
    rnd = _round(rules, ["4C 9H QD", "7D 10C KH", "6S JD", "9C AH"], leader=0)
    rnd.apply(Move.parse("4C"))
    rnd.apply(Move.parse("7D"))
    assert rnd.pending_give() == {"seat": 1, "count": 1, "reason": "seven_pass", "to": 2}
    rnd.apply(Move.give("KH"))
    kh = Move.parse("KH").codes[0]
    assert rnd.observation(1).gave == ((2, (kh,)),)
    assert rnd.observation(2).received == ((1, (kh,)),)
    for seat in (0, 3):
        obs = rnd.observation(seat)
        assert obs.gave == () and obs.received == () and kh not in obs.played
        assert "KH" not in str(obs.to_json()["history"])


# --- Normal's valuation of the local rules (brief 10, 12) -----------------------------------

from president.ai import choose  # noqa: E402


def _normal(rules, hands, moves, leader=0):
    rnd = _round(rules, hands, leader=leader)
    for m in moves:
        rnd.apply(Move.parse(m))
    seat = rnd.to_act
    return str(choose("normal", rnd.observation(seat), rnd.legal_moves()))


def test_normal_answers_a_lone_joker_with_the_spade_three():
    rules = Rules.preset("japanese", players=3)
    assert _normal(rules, ["9H KD", "JK 6D 7C", "3S 4C 5C 6C"], ["9H", "JK"]) == "3S"


def test_normal_does_not_go_out_on_a_forbidden_card():
    rules = Rules.preset("japanese", players=3)
    # Seat 1 holds only a 2: going out on it would be last place; it passes instead.
    assert _normal(rules, ["9H KD 4C", "2S", "5C 6C 7C"], ["9H"]) == "pass"
    # Without forbidden_finish it goes out.
    assert _normal(rules.replace(forbidden_finish=False), ["9H KD 4C", "2S", "5C 6C 7C"], ["9H"]) == "2S"


def test_normal_spends_its_two_before_its_last_ordinary_card():
    rules = Rules.preset("japanese", players=3)
    # Leading with 2♠ and two low singles: the 2 now, so that it can go out on a low card.
    assert _normal(rules, ["2S 4C 6D", "5C 9D KD", "7S 10C QH"], []) == "2S"
    assert _normal(rules.replace(forbidden_finish=False), ["2S 4C 6D", "5C 9D KD", "7S 10C QH"], []) == "4C"


def test_normal_plays_a_jack_back_when_it_holds_low_cards():
    rules = Rules.preset("japanese", players=3)
    hands = ["9H KD", "JS 4C 5D 10C AH", "7S 10D QH"]
    assert _normal(rules, hands, ["9H"]) == "JS"
    assert _normal(rules.replace(jack_back=False), hands, ["9H"]) == "10C"


def test_normal_prefers_a_lock_it_can_follow():
    rules = Rules.preset("japanese", players=3)
    hands = ["5H KD", "7C 8S 9H AH 4D", "7S 10C QH"]
    # 7C is its lowest answer; 9H locks hearts and it keeps the AH to follow the lock.
    assert _normal(rules, hands, ["5H"]) == "9H"
    assert _normal(rules.replace(lock=False), hands, ["5H"]) == "7C"


def test_play_page_hides_seven_pass_cards_from_the_other_seats():
    from president import web
    rules = Rules.preset("daifugo", players=4, seven_pass=True)
    rnd = _round(rules, ["4C 9H QD", "7D 10C KH", "6S JD", "9C AH"], leader=0)
    rnd.apply(Move.parse("4C"))
    rnd.apply(Move.parse("7D"))
    [ev] = [e for e in rnd.apply(Move.give("KH")) if e.code == "give"]
    assert web._event(ev, visible_to=1)["cards"] == ["KH"]
    assert web._event(ev, visible_to=2)["cards"] == ["KH"]
    hidden = web._event(ev, visible_to=3)
    assert "cards" not in hidden and hidden["data"]["count"] == 1 and hidden["data"]["reason"] == "seven_pass"


def test_hard_does_not_go_out_on_a_forbidden_card():
    import random
    rules = Rules.preset("japanese", players=3)
    rnd = _round(rules, ["9H KD 4C", "2S", "5C 6C 7C"], leader=0)
    rnd.apply(Move.parse("9H"))
    obs, moves = rnd.observation(1), rnd.legal_moves()
    for samples in (0, 8):
        assert str(choose("hard", obs, moves, random.Random(1), max_samples=samples)) == "pass"
    plain = _round(rules.replace(forbidden_finish=False), ["9H KD 4C", "2S", "5C 6C 7C"], leader=0)
    plain.apply(Move.parse("9H"))
    assert str(choose("hard", plain.observation(1), plain.legal_moves(), random.Random(1), max_samples=0)) == "2S"
