"""The web facade (president.web), in Python: every public function with real outcomes, the
JSON shapes the page reads, what the human may see, and bad input. The browser tests drive the
same functions through the worker; these need no browser."""

import json
from pathlib import Path

import pytest
import yaml

from president import Game, Move, Rules, web
from president.observation import Observation
from president.vocabulary import EventCode, Phase, words

ROOT = Path(__file__).resolve().parents[2]


def call(fn, *args):
    """Call a facade function as the worker does (every argument as JSON text)."""
    return json.loads(fn(*(json.dumps(a) for a in args)))


def example(name):
    return yaml.safe_load((ROOT / "examples" / f"{name}.yml").read_text(encoding="utf-8"))


def new(rules, seed=5, human=0, levels=None):
    out = call(web.new_game, {"rules": rules, "seed": seed, "human": human,
                              "levels": levels or ["easy"] * 7})
    assert "error" not in out, out
    return out


@pytest.fixture(autouse=True)
def _forget_sessions():
    yield
    web._SESSIONS.clear()


def test_ping_names_the_engine_version():
    from president import __version__
    assert call(web.ping) == {"version": __version__}


def test_presets_info_lists_presets_options_levels_and_the_vocabulary():
    info = call(web.presets_info)
    assert set(info["presets"]) == {"classic", "cardverse", "daifugo", "hebrew", "japanese"}
    assert info["presets"]["cardverse"]["players"] == [3, 6]
    assert "jokers" in info["presets"]["cardverse"]["locked"]
    assert info["options"]["revolution"] == {"type": "bool"}
    assert info["options"]["first_lead"]["choices"] == ["seat0", "three_of_clubs", "three_of_diamonds"]
    assert info["levels"] == ["easy", "normal", "hard", "expert", "baseline"]
    assert info["vocabulary"] == call(web.vocabulary) == words()


def test_vocabulary_has_one_word_for_inheritance():
    v = call(web.vocabulary)
    assert v["give_reasons"] == ["exchange", "discard", "inherit", "seven_pass", "ten_discard"]
    assert "inherit" in v["event_codes"] and "inheritance" not in json.dumps(v)
    assert v["phases"] == ["exchange", "play", "give", "over"]
    assert "not_higher" in v["error_codes"] and "bomb" in v["clear_reasons"]


def test_new_game_view_shows_only_the_humans_hand():
    out = new({"preset": "classic", "players": 4}, seed=5, human=2)
    state = out["state"]
    game = Game(Rules.preset("classic", players=4), 5)
    assert state["hand"] == [str(c) for c in game.round.hand(2)]
    assert "hands" not in state
    assert state["hand_sizes"] == [13, 13, 13, 13]
    assert state["human"] == 2 and state["levels"] == ["easy", "easy", None, "easy"]
    assert state["to_act"] == game.round.to_act and state["phase"] == "play"
    assert state["round_no"] == 1 and state["rounds"] == Rules.preset("classic").rounds and state["scores"] == [0, 0, 0, 0]
    assert state["can_pass"] is False and state["give"] is None
    assert state["round_over"] is False and state["game_over"] is False


def test_new_game_rejects_a_bad_configuration_with_a_message():
    out = call(web.new_game, {"rules": {"preset": "cardverse", "jokers": 2}})
    assert out["error"] == "bad_config" and "jokers" in out["message"]
    out = call(web.new_game, {"rules": {"preset": "classic"}, "levels": ["genius"]})
    assert out["error"] == "bad_config" and "genius" in out["message"]
    out = call(web.new_game, {"rules": {"preset": "classic", "players": 4}, "human": 9})
    assert out["error"] == "bad_config"


def test_play_check_and_ai_move_follow_the_rules():
    out = new({"preset": "classic", "players": 4, "first_lead": "seat0"}, seed=3)
    gid = out["game"]
    hand = out["state"]["hand"]
    assert out["state"]["to_act"] == 0
    assert call(web.check, gid, {"kind": "pass", "cards": []}) == {"error": "cannot_pass_on_lead", "detail": None, "fits": [], "readings": []}
    assert call(web.check, gid, {"kind": "play", "cards": ["XX"]}) == {"error": "invalid_combination", "detail": None, "fits": [], "readings": []}
    before = call(web.view, gid)
    bad = call(web.play, gid, {"kind": "play", "cards": [hand[0], hand[-1]]})
    assert bad == {"ok": False, "error": "invalid_combination", "detail": None}
    assert call(web.view, gid) == before  # an illegal move leaves the game as it was
    res = call(web.play, gid, {"kind": "play", "cards": [hand[0]]})
    assert res["ok"] and res["error"] is None
    assert res["move"] == {"kind": "play", "cards": [hand[0]], "seat": 0}
    assert res["events"][0] == {"code": "play", "seat": 0, "cards": [hand[0]],
                                "data": {"combination": hand[0], "kind": "set"}}
    assert res["state"]["hand"] == hand[1:] and res["state"]["to_act"] == 1
    assert call(web.check, gid, {"kind": "play", "cards": [hand[1]]}) == {"error": "not_your_turn", "detail": None, "fits": [], "readings": []}
    assert res["state"]["playable"] is None  # not the human's turn: nothing to dim
    moved = call(web.ai_move, gid)
    assert moved["move"]["seat"] == 1 and moved["level"] == "easy"
    assert moved["state"]["to_act"] != 1 or moved["state"]["pile"] == []


def test_ai_move_on_the_humans_turn_does_nothing():
    out = new({"preset": "classic", "players": 4, "first_lead": "seat0"}, seed=3)
    moved = call(web.ai_move, out["game"])
    assert moved["move"] is None and moved["events"] == [] and moved["state"] == out["state"]


def test_hint_is_a_legal_move_of_the_normal_player():
    out = new({"preset": "classic", "players": 4, "first_lead": "seat0"}, seed=8)
    gid = out["game"]
    hint = call(web.hint, gid)["move"]
    assert hint["kind"] == "play" and set(hint["cards"]) <= set(out["state"]["hand"])
    assert call(web.check, gid, hint)["error"] is None
    call(web.play, gid, hint)
    assert call(web.hint, gid) == {"move": None}  # not the human's turn


def play_out(gid, human=0, limit=3000):
    """Play the current round to its end (the human follows the hint)."""
    for _ in range(limit):
        state = call(web.view, gid)
        if state["round_over"]:
            return state
        if state["to_act"] == human:
            res = call(web.play, gid, call(web.hint, gid)["move"])
            assert res["ok"], res
        else:
            call(web.ai_move, gid)
    raise AssertionError("the round did not end")


def test_a_whole_game_with_next_round_and_scores():
    out = new({"preset": "classic", "players": 4, "rounds": 2}, seed=21)
    gid = out["game"]
    state = play_out(gid)
    assert state["ranking"] is not None and sorted(state["ranking"]) == [0, 1, 2, 3]
    assert sorted(state["scores"]) == [1, 2, 3, 4] and not state["game_over"]
    nxt = call(web.next_round, gid)
    assert nxt["state"]["round_no"] == 2
    assert nxt["state"]["previous_ranking"] == state["ranking"]
    # The exchange: the human sees its own transfers with cards, the others' without.
    for ev in nxt["events"]:
        assert ev["code"] == "exchange"
        mine = ev["seat"] == 0 or ev["data"]["to"] == 0
        assert ("cards" in ev) == mine and ("count" in ev["data"]) == (not mine)
    state = play_out(gid)
    assert state["game_over"] and sum(state["scores"]) == 2 * 10
    assert call(web.next_round, gid)["events"] == []


def test_inheritance_gift_offers_the_seats_still_in():
    data = example("house-inheriting-twos")
    out = call(web.from_example, data, 1, 0, "easy", 0)
    give = out["state"]["give"]
    assert out["state"]["phase"] == "give" and out["state"]["to_act"] == 0
    assert give == {"count": 1, "kind": "inherit", "to": None, "targets": [1, 2]}
    res = call(web.play, out["game"], {"kind": "give", "cards": ["2D"], "to": 2})
    assert res["ok"]
    assert res["events"][0] == {"code": "inherit", "seat": 0, "cards": ["2D"], "data": {"to": 2}}


def test_from_example_starts_after_the_given_step_with_ai_opponents():
    data = example("revolution-four-nines")
    scn = data["moves"]
    out = call(web.from_example, data, 2, scn[2]["seat"], "normal", 4)
    state = out["state"]
    assert state["human"] == scn[2]["seat"] and state["rounds"] == 1 and state["seed"] == 4
    assert state["levels"].count(None) == 1 and set(state["levels"]) == {None, "normal"}
    replay = web.replay_example(data)
    face_up = replay["steps"][2]["state"]
    assert state["hand"] == face_up["hands"][state["human"]]
    assert state["pile"] == face_up["pile"] and state["to_act"] == face_up["to_act"]


def test_from_example_refuses_a_finished_round():
    data = example("rules-round-end-scoring")
    out = call(web.from_example, data, len(data["moves"]), 0)
    assert out["error"] == "round_over"


def test_replay_example_steps_are_face_up_with_rejections():
    data = example("house-inheriting-twos")
    replay = web.replay_example(data)
    assert replay["players"] == 3 and replay["scenario"]["id"] == "house-inheriting-twos"
    first, bad = replay["steps"][1], replay["steps"][2]
    assert first["legal"] and first["move"] == {"kind": "play", "cards": ["9C"], "seat": 0}
    assert {"code": "went_out", "seat": 0, "data": {"place": 1, "reason": "inherit"}} in first["events"]
    assert first["state"]["phase"] == "give" and first["state"]["hands"][0] == ["2D", "JK"]
    assert not bad["legal"] and bad["error"] == "invalid_give" and bad["events"] == []
    assert bad["state"] == first["state"]
    assert replay["steps"][0]["move"] is None and replay["steps"][1]["caption"]["en"].startswith("After the 9")
    assert json.loads(json.dumps(replay)) == replay


def test_check_example_reports_expectations_that_do_not_hold():
    data = example("rules-not-higher")
    assert web.check_example(data) == []
    broken = json.loads(json.dumps(data))
    broken["moves"][0]["expect"] = {"legal": not data["moves"][0].get("expect", {}).get("legal", True)}
    problems = web.check_example(broken, "broken.yml")
    assert len(problems) == 1 and problems[0].startswith("broken.yml: step 1") and "legal" in problems[0]


def test_bad_handles_and_moves_are_named():
    with pytest.raises(KeyError, match="no game 999"):
        web.view("999")
    gid = new({"preset": "classic", "players": 4, "first_lead": "seat0"})["game"]
    assert call(web.play, gid, {"kind": "jump", "cards": []}) == {"ok": False, "error": "invalid_combination", "detail": None}
    assert call(web.play, gid, "7H") == {"ok": False, "error": "invalid_combination", "detail": None}
    assert call(web.drop, gid) == {"ok": True}
    with pytest.raises(KeyError):
        web.view(json.dumps(gid))


def test_play_view_is_the_observation_plus_session_data():
    out = new({"preset": "daifugo", "players": 5}, seed=2, human=3)
    sess = web._get(json.dumps(out["game"]))
    obs: Observation = sess.game.observation(3)
    state = out["state"]
    assert state["hand"] == obs.to_json()["hand"].split()
    assert state["hand_sizes"] == list(obs.hand_sizes) and state["order"] == obs.order
    assert state["passed"] == list(obs.passed) and state["out"] == list(obs.out)


def test_sessions_beyond_the_limit_forget_the_least_recently_used():
    gids = [new({"preset": "classic", "players": 3}, seed=s)["game"] for s in range(web.MAX_SESSIONS + 1)]
    assert len(web._SESSIONS) == web.MAX_SESSIONS
    with pytest.raises(KeyError):
        web.view(json.dumps(gids[0]))
    assert call(web.view, gids[-1])["players"] == 3


def test_events_of_an_exchange_between_others_hide_their_cards():
    from president.observation import seen_event
    from president.moves import Event
    ev = Event(EventCode.EXCHANGE, 1, (3, 7), to=2, auto=True)
    assert seen_event(ev, 1) is ev and seen_event(ev, 2) is ev and seen_event(ev, None) is ev
    hidden = seen_event(ev, 0)
    assert hidden.cards == () and hidden.data == {"to": 2, "auto": True, "count": 2}
    assert seen_event(Event(EventCode.PLAY, 1, (3,)), 0).cards == (3,)
    assert Phase.PLAY == "play"


def test_playable_cards_are_those_of_some_legal_move():
    """The view's ``playable``: the hand's cards that some legal move of the human holds (the
    page dims the rest); ``check``'s ``fits``: the cards that can join a selection. A whole
    seeded round, every view checked against the engine's legal moves."""
    gid = new({"preset": "classic", "players": 3}, seed=1)["game"]
    followed_a_pair = False
    for _ in range(400):
        state = call(web.view, gid)
        if state["round_over"]:
            break
        if state["to_act"] != 0:
            assert state["playable"] is None  # not the human's turn: nothing to dim
            call(web.ai_move, gid)
            continue
        legal = [m for m in web._get(json.dumps(gid)).round.legal_moves() if m.kind != "pass"]
        in_legal = {name.split("@")[0] for m in legal for name in m.notation().split()}
        assert len(state["playable"]) == len(set(state["playable"]))
        assert set(state["playable"]) == in_legal and in_legal <= set(state["hand"])
        top = state["top"]
        if top and len(top) == 2 and state["playable"]:
            # A pair on the pile: a playable card fits with the other cards of its rank only.
            card = state["playable"][0]
            res = call(web.check, gid, {"kind": "play", "cards": [card]})
            assert res["error"] is not None  # one card does not follow a pair
            assert res["fits"] and card not in res["fits"]
            assert all(f[:-1] == card[:-1] for f in res["fits"])
            unplayable = sorted(set(state["hand"]) - set(state["playable"]))
            if unplayable:
                assert call(web.check, gid, {"kind": "play", "cards": [unplayable[0]]})["fits"] == []
            followed_a_pair = True
        assert call(web.play, gid, call(web.hint, gid)["move"])["ok"]
    assert followed_a_pair


def test_every_card_is_playable_in_an_exchange():
    """In the human's part of the card exchange every card may be given: none is dimmed."""
    gid = new({"preset": "classic", "players": 4, "rounds": 2}, seed=21)["game"]
    play_out(gid)
    state = call(web.next_round, gid)["state"]
    while state["phase"] == "exchange" and state["to_act"] != 0:
        state = call(web.ai_move, gid)["state"]
    assert state["phase"] == "exchange" and state["to_act"] == 0, state  # seed 21: seat 0 gives
    assert sorted(state["playable"]) == sorted(set(state["hand"]))
    card = state["hand"][0]
    fits = call(web.check, gid, {"kind": "give", "cards": [card]})["fits"]
    others = sorted(set(state["hand"]) - {card})
    assert sorted(fits) == (others if state["give"]["count"] > 1 else [])


def test_a_refused_first_lead_names_the_card_it_must_include():
    """must_include carries the card of the ruleset's first lead (three of diamonds in Dai Fugo,
    of clubs in Classic), so that the page names it; the other refusals carry no detail."""
    replay = web.replay_example(example("rulesets-daifugo-first-lead"))
    refused = [s for s in replay["steps"] if s["error"] == "must_include"]
    assert refused and all(s["detail"] == {"cards": ["3D"]} for s in refused)
    assert all(s["detail"] is None for s in replay["steps"] if s["error"] not in ("must_include",))
    for preset, card in (("classic", "3C"), ("daifugo", "3D"), ("japanese", "3D")):
        for seed in range(40):
            out = new({"preset": preset, "players": 4}, seed=seed)
            state = out["state"]
            if state["to_act"] == 0 and any(c != card for c in state["hand"]):
                break
        else:
            pytest.fail(f"no seed where seat 0 leads in {preset}")
        other = next(c for c in state["hand"] if c != card)
        want = {"error": "must_include", "detail": {"cards": [card]}}
        checked = call(web.check, out["game"], {"kind": "play", "cards": [other]})
        assert {k: checked[k] for k in want} == want
        assert call(web.play, out["game"], {"kind": "play", "cards": [other]}) == {"ok": False, **want}
        assert call(web.view, out["game"])["hand"] == state["hand"]
