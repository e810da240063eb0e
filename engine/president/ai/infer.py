"""What the other seats' passes reveal (used by Hard's sampling).

A seat that passes on a set holds, at that moment, no whole group of exactly that size that
beats it (outside the top rank of the order): Easy, Normal and the baseline all would have
played such a group (Easy would even break a larger set for it). Other players need not:
Hard aims its deals at these readings and breaks as few as it must, never treating them as
rules (:func:`sample_consistent`, ``exact_deals.py``, ``hard.exact_sampler``). A seat
that answers a set with a set of rank X held no group of exactly that size between the top
and X; a seat that leads a set of size k held no group of exactly k cards lower in the order
(each of the three plays the lowest such group). With sequences on, singles tell nothing
(the baseline keeps the cards of a run out of single plays). This is
inferred from the public history only: the round's plays and passes are replayed on a
stand-in deal (any deal of the unseen cards gives the same public course), and each pass
becomes a constraint on the passing seat's hand at that time, i.e. its current hand plus
the cards it played after the pass.
"""

from __future__ import annotations

from math import comb

from ..cards import JOKER_RANK, rank_of
from ..moves import Move
from ..round import Round
from .hand import rank_counts, top_rank, value


def stand_in_round(obs, pool, hist, moves):
    """The round replayed from a stand-in deal, or None when the engine cannot start it.

    The deal gives each seat the cards it played in ``moves`` (parsed from ``hist``, the
    observation's history) plus its current hand: the observer's own, the others' taken in
    order from ``pool`` (``obs.hand_sizes[seat]`` each). The leader is the history's first
    seat; the callers replay ``moves`` on the round returned."""
    hands = []
    rest = list(pool)
    for s in range(obs.players):
        cards = [c for h, m in zip(hist, moves) if h["seat"] == s and m.kind == "play" for c in m.codes]
        if s == obs.seat:
            cards += list(obs.hand)
        else:
            k = obs.hand_sizes[s]
            cards += rest[:k]
            rest = rest[k:]
        hands.append(cards)
    try:
        r, _ = Round.start(obs.rules, hands, leader=hist[0]["seat"])
    except Exception:
        return None
    return r


def played_from(hist, moves, players):
    """Per step ``i`` of the round's history (``hist`` with its parsed ``moves``): the counts
    per rank (list of 17, jokers at 16) of the cards the seat of step ``i`` plays from step
    ``i`` on, step ``i`` included, so its hand then is its hand now plus these."""
    later_at = [None] * len(hist)
    acc = [[0] * 17 for _ in range(players)]
    for i in range(len(hist) - 1, -1, -1):
        s = hist[i]["seat"]
        if moves[i].kind == "play":
            for c in moves[i].codes:
                acc[s][rank_of(c)] += 1
        later_at[i] = list(acc[s])
    return later_at


def replay_events(obs, pool):
    """The others' moves of this round, replayed on a stand-in deal: a list of events
    ``(seat, top, reversed, index, played, later, cards, urgent)`` for each pass on a pile and
    each set played by another seat (``played`` the Combination, None for a pass; the round's
    first lead, which must hold a given card, is left out), with ``later`` the counts per rank
    (list of 17) of the cards that seat played from this move on (this move included), ``cards``
    its hand size before the move and ``urgent`` whether another seat still in held 2 cards or
    fewer then (Normal's ``urgent``). None when the history cannot be replayed (discards,
    inheritance, descents, or anything unexpected)."""
    rules = obs.rules
    if rules.inheritance or rules.descents:
        return None
    hist = [dict(h) for h in obs.history]
    if not hist:
        return []
    for h in hist:
        if "play" not in h and "pass" not in h:
            return None
    try:
        moves = [Move.parse("pass") if "pass" in h else Move.play(h["play"]) for h in hist]
    except Exception:
        return None
    r = stand_in_round(obs, pool, hist, moves)
    if r is None:
        return None
    later_at = played_from(hist, moves, obs.players)
    # the round's first lead must hold a given card (the stand-in round does not know it)
    first_card = obs.round_no == 1 and rules.first_lead != "seat0"
    events = []
    for i, (h, m) in enumerate(zip(hist, moves)):
        s = h["seat"]
        if r.phase != "play" or r.to_act != s:
            return None
        if s != obs.seat:
            urgent = any(len(r.hands[x]) <= 2 for x in range(obs.players)
                         if x != s and x not in r.out and r.hands[x])
            if m.kind == "pass" and r.top is not None:
                events.append((s, r.top, r.reversed, i, None, later_at[i], len(r.hands[s]), urgent))
            elif m.kind == "play" and not (i == 0 and first_card):
                combo = r._resolve(m, s)[2]
                if combo is not None and combo.kind == "set" and combo.rank != JOKER_RANK:
                    events.append((s, r.top, r.reversed, i, combo, later_at[i], len(r.hands[s]), urgent))
        try:
            r.apply(m)
        except Exception:
            return None
    return events


def pass_constraints(obs, pool, events=None):
    """``{seat: [(rank, count), ...]}``: the seat's current hand must NOT hold exactly
    ``count`` natural cards of ``rank`` (for each pair). None when the history cannot be
    replayed (discards, inheritance, or anything unexpected). ``events``: the round's
    :func:`replay_events`, when the caller has them already (one replay for every reading)."""
    rules = obs.rules
    if events is None:
        events = replay_events(obs, pool)
    if events is None:
        return None
    out: dict[int, set] = {}
    for s, top, rev, i, played, later_incl, _, _ in events:
        later = later_incl
        if played is not None:
            later = [a - b for a, b in zip(later_incl, rank_counts(played.codes))]
        size = played.size if top is None else top.size
        if size == 1 and rules.sequences:
            continue      # the baseline keeps the cards of a run out of single plays
        if top is None:
            # A lead of a set: no group of exactly that size lower in the order.
            size = played.size
            if size == 4:
                continue
            lo_v, hi_v = 0, value(played.rank, rev)
        else:
            if top.kind != "set" or top.rank == JOKER_RANK or top.size == 4:
                continue
            size = top.size
            vt = value(top.rank, rev)
            lo_v = vt if rules.equal_plays else vt + 1
            hi_v = value(played.rank, rev) if played is not None else 99
            if played is not None and played.size != size:
                continue
        tr = top_rank(rev)
        for rank in range(3, 16):
            if rank == tr or (played is not None and rank == played.rank):
                continue
            vr = value(rank, rev)
            if lo_v <= vr < hi_v:
                need = size - later[rank]
                if need >= 0:
                    out.setdefault(s, set()).add((rank, need))
    return {s: sorted(v) for s, v in out.items()}


class _Readings(dict):
    """``{seat: {(rank, count), ...}}`` being read: the counts a seat's hand must not hold now."""

    def forbid(self, seat, rank, allowed, later):
        """The seat held one of ``allowed`` cards of ``rank`` at a move, ``later`` (counts per
        rank) of which it has played since: every other count, less ``later``, is ruled out."""
        for c in range(5):
            if c not in allowed and c - later[rank] >= 0:
                self.setdefault(seat, set()).add((rank, c - later[rank]))

    def sorted(self):
        return {s: sorted(v) for s, v in self.items()}


def _read(obs, pool, events, read_move):
    """The readings of every event of :func:`replay_events` (``events``, replayed here when
    None) by ``read_move(forbid, rules, *event)``; None when the history cannot be replayed."""
    events = replay_events(obs, pool) if events is None else events
    if events is None:
        return None
    out = _Readings()
    for e in events:
        read_move(out.forbid, obs.rules, *e)
    return out.sorted()


def normal_readings(obs, pool, events=None):
    """``{seat: [(rank, count), ...]}`` like :func:`pass_constraints`, read as if the other
    seats played Normal (``countplay.Table.normal``; only meant for rules without suits, runs or
    local rules, :func:`~president.ai.countplay.suited` false), so much more than what every
    simple level shares. Per move of another seat, on its hand at that time:

    - a lead of a set of rank r, k cards (not the top rank, not four, no joker, not going out):
      no rank below r except the top rank holds 1 to 3 cards (Normal leads its lowest whole
      set that is not a control card) and it held exactly k of r;
    - a lead of the top rank or of four of a kind: every other rank held 0 or 4 cards;
    - an answer of rank r to a set of t cards: no rank between the pile and r (top rank left
      out) held exactly t; exactly t of r unless it was urgent or the hand small (over 8
      cards: Normal breaks a set only near the end of its hand or when urgent);
    - a pass on a set of t cards: no rank beating it (top rank left out) held exactly t; when
      urgent and without jokers in the game, no rank beating it held t or more.

    None when the history cannot be replayed. True of the real hands when the others play
    Normal; other players may break them, so Hard uses them as a sampler's target (the deals
    break as few as they can), never as a filter."""
    return _read(obs, pool, events, _normal_move)


def _normal_move(forbid, rules, s, top, rev, i, played, later, cards, urgent):
    """:func:`normal_readings` of one event of :func:`replay_events`."""
    tr = top_rank(rev)
    if played is not None and (52 in played.codes or played.size >= cards):
        return
    if top is None:
        size, r = played.size, played.rank
        if r != tr and size != 4:
            vr = value(r, rev)
            for x in range(3, 16):
                if x != tr and x != r and value(x, rev) < vr:
                    forbid(s, x, (0, 4), later)
            forbid(s, r, (size,), later)
        else:
            for x in range(3, 16):
                if x != tr:
                    forbid(s, x, (0, 4), later)
        return
    if top.kind != "set" or top.rank == JOKER_RANK or top.size == 4:
        return
    t = top.size
    vt = value(top.rank, rev)
    lo_v = vt if rules.equal_plays else vt + 1
    if played is not None:
        if played.size != t:
            return
        r = played.rank
        hi_v = value(r, rev) if r != tr else 99
        for x in range(3, 16):
            if x != tr and x != r and lo_v <= value(x, rev) < hi_v:
                forbid(s, x, tuple(c for c in range(5) if c != t), later)
        if r != tr and not urgent and cards > 8:
            forbid(s, r, (t,), later)
        return
    no_jokers = rules.jokers == 0
    for x in range(3, 16):
        if lo_v <= value(x, rev):
            if urgent and no_jokers:
                forbid(s, x, tuple(range(t)), later)
            elif x != tr:
                forbid(s, x, tuple(c for c in range(5) if c != t), later)


def baseline_readings(obs, pool, events=None):
    """``{seat: [(rank, count), ...]}`` like :func:`normal_readings`, read as if the other
    seats played the UECda sample client (``countplay.Table.baseline``, rank counts only: rules
    where :func:`~president.ai.countplay.suited` is false). Per move of another seat, on its
    hand at that time (jokers never counted; a move with a joker tells nothing):

    - a lead of a set of rank r, k cards: no rank held more than k cards (it leads its largest
      set), no rank lower in the order held exactly k, and it held exactly k of r;
    - an answer of rank r to a set of t cards: it held exactly t of r (``followGroup`` never
      splits a larger set; a single is never taken out of a pair) and no rank between the
      pile and r held exactly t (it plays the lowest such group, the top rank included);
    - a pass on a set of t cards: no rank beating it held exactly t.

    None when the history cannot be replayed. True of the real hands when the others play the
    sample client; like :func:`normal_readings` a sampler's target, never a filter."""
    return _read(obs, pool, events, _baseline_move)


def _baseline_move(forbid, rules, s, top, rev, i, played, later, cards, urgent):
    """:func:`baseline_readings` of one event of :func:`replay_events`."""
    if played is not None and 52 in played.codes:
        return
    if top is None:
        k, r = played.size, played.rank
        vr = value(r, rev)
        for x in range(3, 16):
            if x == r:
                forbid(s, x, (k,), later)
            elif value(x, rev) < vr:
                forbid(s, x, tuple(range(k)), later)
            else:
                forbid(s, x, tuple(range(k + 1)), later)
        return
    if top.kind != "set" or top.rank == JOKER_RANK:
        return
    t = top.size
    vt = value(top.rank, rev)
    lo_v = vt if rules.equal_plays else vt + 1
    hi_v = 99
    if played is not None:
        if played.kind != "set" or played.size != t:
            return
        r = played.rank
        hi_v = value(r, rev)
        forbid(s, r, (t,), later)
    for x in range(3, 16):
        if (played is None or x != played.rank) and lo_v <= value(x, rev) < hi_v:
            forbid(s, x, tuple(c for c in range(5) if c != t), later)


def seat_evidence(obs, pool, known, events=None):
    """What each other seat's moves of this round say under our two deterministic models:
    ``{seat: {"normal": (hands, readings), "baseline": (hands, readings)}}`` for each other
    seat still holding cards, ``readings`` being the model's ``[(rank, count), ...]``
    (:func:`normal_readings`, :func:`baseline_readings`) and ``hands`` how many hands of the
    seat's size meet them (:func:`hands_meeting`; 0: the model cannot have made these moves).
    A deterministic player's moves are as likely as the share of hands that would make them,
    so ``hands`` is, up to a factor shared by both models, the likelihood of the seat's moves
    under the model. Rank-count rules only; ``{}`` when the history cannot be replayed."""
    if events is None:
        events = replay_events(obs, pool)
    normal = normal_readings(obs, pool, events)
    if normal is None:                  # (then so is baseline_readings: the same replay)
        return {}
    base = baseline_readings(obs, pool, events)
    out = {}
    for s in range(obs.players):
        if s == obs.seat or s in obs.out or not obs.hand_sizes[s]:
            continue
        nr, br = normal.get(s, []), base.get(s, [])
        out[s] = {"normal": (hands_meeting(obs, pool, known, s, nr), nr),
                  "baseline": (hands_meeting(obs, pool, known, s, br), br)}
    return out


def seat_models(obs, pool, known, events=None, evidence=None, normal_odds=1):
    """``{seat: (model, readings)}`` for each other seat still holding cards, from
    :func:`seat_evidence` (computed when ``evidence`` is None): ``"normal"`` when some hand of
    its size explains every move of this round as Normal's, else ``"baseline"`` when the
    sample client's readings can all hold, else ``None`` (a player of no model we know: no
    readings). When both explain a seat, the one under which more hands of its size explain
    its moves (:func:`hands_meeting`), Normal's count times ``normal_odds``: a deterministic
    player's moves are as likely as the share of hands that would make them (ties: Normal; a
    Normal seat is taken for the sample client in about 0.5% of Hard's decisions against three
    Normals, 3% beside a sample client). Rank-count rules only; ``{}`` when the history cannot
    be replayed. Hard aims its deals at the model's readings and plays that seat by the model
    in its play-outs; a seat both models explain is played by each in proportion to how likely
    the deals make it (``hard.model_mixture``)."""
    if evidence is None:
        evidence = seat_evidence(obs, pool, known, events)
    out = {}
    for s, ev in evidence.items():
        by_normal, nr = ev["normal"]
        by_client, br = ev["baseline"]
        if by_normal and by_client <= normal_odds * by_normal:
            out[s] = ("normal", nr)
        elif by_client:
            out[s] = ("baseline", br)
        else:
            out[s] = (None, [])
    return out


def hands_meeting(obs, pool, known, seat, pairs) -> int:
    """How many hands of ``seat``'s size (sets of card codes from ``pool``, the unseen cards,
    jokers counted as different cards) hold the cards ``known`` to be in it and avoid every
    reading of ``pairs`` (``[(rank, count), ...]``, counts of the whole hand it must not hold):
    a dynamic programme over the ranks' counts, each count ``c`` of a rank with ``a`` unseen
    cards of which ``k`` are known there worth ``comb(a - k, c - k)`` hands. The other seats'
    hands are not constrained (the count is of this seat's hand alone). 0: the seat's moves
    cannot all be the model's, and Hard stops reading them so (a player of another kind)."""
    n = obs.hand_sizes[seat]
    avail = rank_counts(pool)
    least = rank_counts(known.get(seat, ()))
    banned: dict[int, set] = {}
    for rank, count in pairs:
        banned.setdefault(rank, set()).add(count)
    ways = {0: 1}                 # cards taken so far -> hands
    for rank in range(3, 17):
        no = banned.get(rank, ())
        k = least[rank]
        opts = [(c, comb(avail[rank] - k, c - k)) for c in range(k, avail[rank] + 1) if c not in no]
        nxt: dict[int, int] = {}
        for x, w in ways.items():
            for c, h in opts:
                if x + c <= n:
                    nxt[x + c] = nxt.get(x + c, 0) + w * h
        ways = nxt
        if not ways:
            return 0
    return ways.get(n, 0)


def violations(hands, cons) -> int:
    """Number of pass constraints a sampled deal breaks."""
    bad = 0
    for s, pairs in cons.items():
        counts = [0] * 17
        for c in hands[s]:
            if c != 52:
                counts[(c >> 2) + 3] += 1
        for rank, need in pairs:
            if counts[rank] == need:
                bad += 1
    return bad


def sample_consistent(obs, pool, known, caps, cons, rng, tries):
    """A sampled deal that breaks as few readings ``cons`` as it can (``{seat: [(rank,
    count), ...]}``, the counts a seat's hand must not hold): a uniform draw, then up to
    ``3 * tries`` card swaps between two other seats, each taking a
    card of a rank on which a reading is broken and kept when the deal breaks no more readings
    than before (a short local search). Hand sizes, the known cards (``known``, never moved)
    and the exchange caps (``caps``: seat -> every unknown card below this code) always hold;
    returns the hands per seat (this seat's empty), sorted."""
    from .search import sample_hands
    hands = sample_hands(obs, pool, known, caps, rng)
    if not cons or violations(hands, cons) == 0:
        return hands
    seats = [s for s in range(obs.players) if s != obs.seat and hands[s]]
    if len(seats) < 2:
        return hands
    fixed = {c for cs in known.values() for c in cs}
    # per seat: the counts it must not hold, per rank, and its counts per rank
    banned = {s: {} for s in seats}
    for s in seats:
        for rank, need in cons.get(s, ()):
            banned[s].setdefault(rank, set()).add(need)
    counts = {s: rank_counts(hands[s]) for s in seats}     # jokers at 16: no reading is on them

    def broken(s):
        cs, b = counts[s], banned[s]
        return [rank for rank, no in b.items() if cs[rank] in no]

    def cost(s, rank):
        no = banned[s].get(rank)
        return 1 if no is not None and counts[s][rank] in no else 0

    rand = rng.random
    nseats = len(seats)
    nbroken = {s: len(broken(s)) for s in seats}     # kept up to date at every swap
    for _ in range(tries * 3):
        worst = [s for s in seats if nbroken[s]]
        if not worst:
            break
        a = worst[int(rand() * len(worst))]
        b = seats[int(rand() * nseats)]
        if a == b:
            continue
        ha, hb = hands[a], hands[b]
        ranks = broken(a)
        target = ranks[int(rand() * len(ranks))]
        held = [k for k, c in enumerate(ha) if c != 52 and (c >> 2) + 3 == target and c not in fixed]
        i = held[int(rand() * len(held))] if held and rand() < 0.5 else int(rand() * len(ha))
        j = int(rand() * len(hb))
        ca, cb = ha[i], hb[j]
        if ca in fixed or cb in fixed or ca == cb:
            continue
        if (a in caps and cb >= caps[a]) or (b in caps and ca >= caps[b]):
            continue
        ra = 16 if ca == 52 else (ca >> 2) + 3
        rb = 16 if cb == 52 else (cb >> 2) + 3
        if ra == rb:
            continue
        before_a = cost(a, ra) + cost(a, rb)
        before_b = cost(b, ra) + cost(b, rb)
        counts[a][ra] -= 1
        counts[a][rb] += 1
        counts[b][rb] -= 1
        counts[b][ra] += 1
        after_a = cost(a, ra) + cost(a, rb)
        after_b = cost(b, ra) + cost(b, rb)
        if after_a + after_b <= before_a + before_b:
            ha[i], hb[j] = cb, ca
            nbroken[a] += after_a - before_a
            nbroken[b] += after_b - before_b
        else:
            counts[a][ra] += 1
            counts[a][rb] -= 1
            counts[b][rb] += 1
            counts[b][ra] -= 1
    for s in seats:
        hands[s].sort()
    return hands
