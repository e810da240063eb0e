"""web.check names the readings of a run with a joker at one end (rules brief 3: the player's move
states the joker's rank), the engine's own reading of a bare joker first; the play table offers
them (tests/browser/test_joker_reading.py)."""

from __future__ import annotations

import json

from president import web

SCENARIO = {"id": "t", "title": "t", "rules": {"preset": "daifugo"},
            "hands": ["9S 10S JK 4C 5H 6H", "5C 6C", "7D 8D", "QH KH"], "leader": 0, "moves": []}


def game() -> int:
    return json.loads(web.from_example(json.dumps(SCENARIO), "0", "0", '"normal"', "1"))["game"]


def check(gid, cards):
    return json.loads(web.check(json.dumps(gid), json.dumps({"kind": "play", "cards": cards})))


def test_a_joker_at_either_end_reads_two_ways_the_bare_joker_strongest_first():
    gid = game()
    assert check(gid, ["9S", "10S", "JK"])["readings"] == [["9S", "10S", "JK@J"], ["JK@8", "9S", "10S"]]
    # A joker with its rank: that reading first.
    assert check(gid, ["JK@8", "9S", "10S"])["readings"][0] == ["JK@8", "9S", "10S"]


def test_one_reading_or_none_offers_no_choice():
    gid = game()
    assert check(gid, ["9S", "JK"])["readings"] == []          # a pair of 9s
    assert check(gid, ["4C", "5H", "6H"])["readings"] == []    # no combination at all


def test_the_chosen_reading_is_the_one_played():
    gid = game()
    res = json.loads(web.play(json.dumps(gid), json.dumps({"kind": "play", "cards": ["JK@8", "9S", "10S"]})))
    assert res["ok"] and [e["code"] for e in res["events"]][:2] == ["play", "clear"]
    assert res["events"][1]["data"]["reason"] == "eight"
