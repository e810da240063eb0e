"""The table at the end of a round: who went out, and the last seat, which has a place but
never went out (it still holds cards)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)

STRINGS = messages.all_languages()


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_last_seat_has_a_place_not_out(open_table, lang):
    table = open_table("preset=classic&seed=4&levels=easy,easy,easy", lang=lang)
    table.play_round()
    s = STRINGS[lang]
    seats = table.page.evaluate("""(sel) => {
        const r = document.querySelector(sel);
        const st = r._president.state;
        return [...r.querySelectorAll('.pw-seat')].map((li) => {
            const seat = Number(li.dataset.seat);
            const chip = li.querySelector('.pw-chip-out');
            return {seat, cards: st.hand_sizes[seat], place: st.out.indexOf(seat) + 1,
                    chip: chip && chip.textContent, count: li.querySelector('.pcard-count')?.textContent ?? null};
        });
    }""", table.selector)
    assert len(seats) == 4
    for seat in seats:
        assert seat["place"] >= 1, seat
        if seat["cards"]:
            assert seat["chip"] == s["status.place"].replace("{place}", str(seat["place"])), seat
        else:
            assert seat["chip"] == s["status.out"].replace("{place}", str(seat["place"])), seat
            assert seat["count"] is None, seat   # no lone "0" where the card backs were
    assert sum(1 for seat in seats if seat["cards"]) == 1
