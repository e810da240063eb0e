"""The web facade's remote seats (issue 31): a seat played from another device. Its moves come
through the host's engine with ``seat``; it sees only its own view (no other hand, no seed);
another seat's move, a move out of turn or an illegal one changes nothing; the host can hand an
absent guest's seat to the computer and back; a save keeps the remote seats."""

from __future__ import annotations

import json

import pytest

from president import web


def call(fn, *args):
    return json.loads(getattr(web, fn)(*[json.dumps(a) for a in args]))


def online(seed=11, players=4, preset="classic", remote=(1, 2), **rules):
    levels = ["remote" if s in remote else "easy" for s in range(1, players)]
    res = call("new_game", {"rules": {"preset": preset, "players": players, **rules}, "seed": seed,
                            "levels": levels, "human": 0, "budget_ms": 20})
    assert "error" not in res, res
    return res["game"], res["state"]


def advance(gid):
    """Play until a person (the host or a remote seat) is to act or the round is over; AI seats
    move through ai_move. Returns the host's state."""
    state = call("view", gid)
    while not state["round_over"] and state["to_act"] not in [0, *state["remote"]]:
        state = call("ai_move", gid)["state"]
    return state


def test_remote_seats_are_people_and_never_followed():
    gid, state = online()
    assert state["remote"] == [1, 2] and state["humans"] == [0, 1, 2]
    assert state["human"] == 0 and state["can_undo"] is False
    # The AI does not move a remote seat.
    for _ in range(30):
        state = advance(gid)
        if state["round_over"] or state["to_act"] != 0:
            break
        state = call("play", gid, call("hint", gid)["move"])["state"]
    assert state["to_act"] in (1, 2) or state["round_over"]
    if not state["round_over"]:
        assert call("ai_move", gid)["move"] is None
        assert call("view", gid)["human"] == 0  # the view stays the host's


def test_a_remote_seat_sees_only_its_own_cards_and_no_seed():
    gid, host = online(seed=3)
    up = call("update", gid, 1, 0)
    mine = up["state"]
    assert mine["human"] == 1 and mine["seed"] is None
    assert host["seed"] is not None
    # Its hand is its own, and no other hand's card appears anywhere in what it gets.
    assert mine["hand"] and set(mine["hand"]).isdisjoint(host["hand"])
    text = json.dumps(up)
    for card in host["hand"]:
        assert f'"{card}"' not in text
    assert up["size"] == len(call("log", gid, 0, 1)["events"])


def test_a_remote_move_goes_through_the_host_and_is_checked():
    gid, _ = online(seed=5)
    state = advance(gid)
    # Play until seat 1 is to act (the host plays hints).
    for _ in range(40):
        if state["round_over"] or state["to_act"] == 1:
            break
        if state["to_act"] == 0:
            state = call("play", gid, call("hint", gid)["move"])["state"]
        elif state["to_act"] == 2:
            state = call("play", gid, call("hint", gid, 2)["move"], 2)["state"]
        state = advance(gid)
    assert state["to_act"] == 1
    before = call("save", gid)
    # Out of turn: seat 2 tries to move; refused, nothing changes.
    res = call("play", gid, {"kind": "pass", "cards": []}, 2)
    assert res["ok"] is False and res["error"] == "not_your_turn"
    # A card seat 1 does not hold: refused, nothing changes.
    theirs = call("update", gid, 2, 0)["state"]["hand"][0]
    res = call("play", gid, {"kind": "play", "cards": [theirs]}, 1)
    assert res["ok"] is False
    assert call("save", gid) == before
    # A seat that is not remote (the host's, an AI's) cannot be played through a remote call.
    with pytest.raises(ValueError):
        web.play(json.dumps(gid), json.dumps({"kind": "pass", "cards": []}), json.dumps(3))
    with pytest.raises(ValueError):
        web.update(json.dumps(gid), json.dumps(0), json.dumps(0))
    # Its own legal move is taken; its update holds the event.
    move = call("hint", gid, 1)["move"]
    res = call("play", gid, move, 1)
    assert res["ok"], res
    up = call("update", gid, 1, before["log"].__len__())
    assert up["events"] and up["events"][0]["seat"] == 1


def test_seat_level_hands_a_seat_to_the_computer_and_back():
    gid, _ = online(seed=8, remote=(1,))
    res = call("seat_level", gid, 1, "normal")
    assert res["ok"] and res["state"]["remote"] == [] and res["state"]["levels"][1] == "normal"
    res = call("seat_level", gid, 1, "remote")
    assert res["ok"] and res["state"]["remote"] == [1] and res["state"]["levels"][1] is None
    assert call("seat_level", gid, 0, "normal")["error"] == "bad_seat"
    assert call("seat_level", gid, 1, "genius")["error"] == "bad_level"


def test_save_keeps_the_remote_seats():
    gid, _ = online(seed=9)
    back = call("restore", call("save", gid))
    assert back["state"]["remote"] == [1, 2]
    bad = call("save", gid)
    bad["remote"] = [0]
    assert call("restore", bad)["error"] == "bad_save"

