"""The web facade's saved games and undo (issue 11, item 5): save() data restores the exact
position; undo takes back the human's last move and the computer moves after it."""

from __future__ import annotations

import json

from president import web


def _new(preset="classic", seed=5, **rules):
    res = json.loads(web.new_game(json.dumps({"rules": {"preset": preset, **rules}, "seed": seed,
                                              "levels": ["easy"] * 3, "human": 0, "budget_ms": 20})))
    return res["game"], res["state"]


def _to_human(gid, state):
    while not state["round_over"] and state["to_act"] != state["human"]:
        state = json.loads(web.ai_move(json.dumps(gid)))["state"]
    return state


def _play_hint(gid):
    move = json.loads(web.hint(json.dumps(gid)))["move"]
    res = json.loads(web.play(json.dumps(gid), json.dumps(move)))
    assert res["ok"], res
    return res["state"]


def test_save_and_restore_give_the_same_position():
    gid, state = _new(rounds=2)
    state = _to_human(gid, state)
    state = _to_human(gid, _play_hint(gid))
    saved = web.save(json.dumps(gid))
    data = json.loads(saved)
    assert data["version"] == web.SAVE_VERSION and "game" in data
    back = json.loads(web.restore(saved))
    assert "error" not in back
    mine = json.loads(web.view(json.dumps(gid)))
    assert back["state"] == {**mine, "can_undo": False}
    # Both go on the same way.
    a = json.loads(web.hint(json.dumps(gid)))["move"]
    b = json.loads(web.hint(json.dumps(back["game"])))["move"]
    assert a == b


def test_restore_refuses_other_versions_and_broken_data():
    gid, _ = _new()
    data = json.loads(web.save(json.dumps(gid)))
    assert json.loads(web.restore(json.dumps({**data, "version": 999})))["error"] == "bad_version"
    assert json.loads(web.restore(json.dumps({**data, "human": 9})))["error"] == "bad_save"
    broken = dict(data)
    del broken["game"]
    assert json.loads(web.restore(json.dumps(broken)))["error"] == "bad_save"
    assert json.loads(web.restore("[1, 2]"))["error"] == "bad_version"


def test_undo_takes_back_the_humans_move_and_the_replies():
    gid, state = _new(seed=9)
    state = _to_human(gid, state)
    assert not state["can_undo"]
    before = state
    after = _to_human(gid, _play_hint(gid))
    if after["round_over"]:
        return
    assert after["can_undo"]
    assert after["hand"] != before["hand"] or after["passed"] != before["passed"]
    res = json.loads(web.undo(json.dumps(gid)))
    assert res["ok"]
    assert {k: v for k, v in res["state"].items() if k != "can_undo"} == {k: v for k, v in before.items() if k != "can_undo"}
    assert not json.loads(web.undo(json.dumps(gid)))["ok"]


def test_pass_and_play_seats_are_not_moved_by_the_computer():
    """Levels "human" make more seats people at this device: ai_move leaves them alone, the view
    is of the person to act, and undo is off."""
    res = json.loads(web.new_game(json.dumps({"rules": {"preset": "classic"}, "seed": 3,
                                              "levels": ["human", "easy", "human"], "human": 0})))
    gid, state = res["game"], res["state"]
    assert state["humans"] == [0, 1, 3]
    people = set()
    for _ in range(40):
        state = json.loads(web.view(json.dumps(gid)))
        if state["round_over"]:
            break
        if state["to_act"] in state["humans"]:
            assert state["human"] == state["to_act"]
            assert json.loads(web.ai_move(json.dumps(gid)))["move"] is None
            people.add(state["to_act"])
            state = _play_hint(gid)
            assert not state["can_undo"]
        else:
            assert json.loads(web.ai_move(json.dumps(gid)))["move"] is not None
    assert len(people) >= 2
