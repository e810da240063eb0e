"""One round (deal) of President as a state machine: rules brief section 4, options 5-9.

A round goes through the phases ``exchange`` (card exchange before play, 4.8), ``play``,
``give`` (a house rule asks seats to discard or hand on cards) and ``over``. ``to_act`` is the
seat whose step is expected. :meth:`Round.apply` takes one :class:`Move` and returns the
:class:`Event` list it caused, or raises :class:`IllegalMove` and leaves the state exactly
as it was; :meth:`Round.check` answers the same question without raising.

Where two rules collide, this engine decides as follows (``engine/DECISIONS.md``):

- A four of a kind with ``revolution`` and ``quad_clears``: the order flips and the pile clears
  (events ``revolution``, then ``clear``); its player leads in the new order.
- A four of a kind with ``western_revolution`` (and ``revolution``): one flip of order and
  direction, never two; the Western flip is always immediate, even with ``after_trick``.
- A match that is also a four of a kind (four on four of the same rank): ``quad_clears`` (and the
  revolution) apply, ``match_clears`` does not; ``match_*`` only look at singles and pairs.
- A bomb (``two_bombs``) during a revolution is a single 3, like the set of 3s of ``two_clears``;
  a 2 is then the weakest single. On a single, a bomb must still beat it by the normal rule
  (a lone joker cannot be bombed); on a pair, triple, four or run it always may be played.
- A clearing play by a seat that goes out with it: the pile clears and the next seat still in
  leads. ``two_clears`` and ``eight_clears`` are checked before bombs, fours and matches; one
  ``clear`` event is raised whatever the reason (``data["reason"]`` tells which).
- ``match_skips`` when the skipped seat is the only other seat able to act: the matching seat
  wins the trick at once.
- A descent (``descents``) never empties a hand (a seat keeps its last card), so it never makes
  a seat go out; descents look at sets only (never runs or the lone joker) and rise in the
  current order (5, 6, 7 normally; 7, 6, 5 during a revolution).
- ``inheritance`` after a play that also clears: the seat goes out first, its gifts are handed
  over, then the seat after it leads. If only one seat is left, the round ends and the
  remaining cards go to that seat without a choice.
"""

from __future__ import annotations

from itertools import combinations as _choose

from .cards import CODE_NAMES, JOKER, RANK_NAMES, Card, format_cards, parse_codes, rank_of
from .combos import RUN, SET, ComboError, Combination, compare, generate, read_combination
from .moves import Event, Move
from .rules import Rules

NORMAL, REVERSED = "normal", "reversed"
FORWARD, BACKWARD = "forward", "backward"


class IllegalMove(ValueError):
    """A step that the rules do not allow. ``code`` is the scenario format's error code
    (``not_your_turn``, ``not_in_hand``, ``invalid_combination``, ``wrong_type``, ``wrong_count``,
    ``not_higher``, ``already_passed``, ``cannot_pass_on_lead``, ``must_include``, ``round_over``,
    ``invalid_give``); the message says what was wrong."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def titles(players: int) -> list[str]:
    """Title codes by finishing place (brief 1): ``president``, ``vice_president``,
    ``citizen``..., ``vice_asshole``, ``asshole``; with 3 players no vices."""
    if players == 3:
        return ["president", "citizen", "asshole"]
    return ["president", "vice_president"] + ["citizen"] * (players - 4) + ["vice_asshole", "asshole"]


class Round:
    """State of one round. Build one with :meth:`Round.start` (or :class:`Game`).

    Public attributes: ``rules`` (:class:`Rules`), ``hands`` (list per seat of sorted card
    codes; :meth:`hand` gives Cards), ``pile`` (list of ``(seat, Combination)`` of the current
    trick, last is the top), ``reversed`` (bool), ``direction`` (+1 or -1), ``to_act`` (seat or
    None when over), ``phase``, ``passed`` (list of bool per seat), ``out`` (seats in finishing
    order), ``history`` (public record of the round's steps).
    """

    def __init__(self, rules: Rules):
        self.rules = rules
        self.n = rules.players
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.pile: list[tuple[int, Combination]] = []
        self.reversed = False
        self.pending_flips = 0
        self.direction = 1
        self.to_act: int | None = None
        self.passed = [False] * self.n
        self.out: list[int] = []
        self.last_player: int | None = None
        self.phase = "play"
        self.lead_card = -1
        self.gives: list[list] = []
        self.resume: int | None = None
        self.cleared: list[int] = []
        self.discarded: list[int] = []
        self.history: list[dict] = []
        self.transfers: list[list] = []
        self.ranking_before: list[int] | None = None
        self.first_play_done = False
        self.pending_leader: int | None = None
        # Moves handed out by legal_moves() carry this token; it changes with every step, so a
        # move from the current list needs no second validation.
        self.token = object()

    # ------------------------------------------------------------------ set-up
    @classmethod
    def start(cls, rules: Rules, hands, leader: int | None = None, order: str = NORMAL,
              ranking_before: list[int] | None = None) -> tuple["Round", list[Event]]:
        """A round from explicit hands (lists of codes, Cards or notation), ready for its first
        step. ``leader`` given: a position inside a round, no first-lead restriction.
        ``ranking_before``: the previous round's finishing order; with ``exchange`` on the round
        starts with the card exchange (4.8) and then the later-round lead rule (4.3) applies.
        Returns ``(round, events)``; the events are the automatic exchange transfers.
        Raises ValueError naming what is inconsistent.
        """
        r = cls(rules)
        if len(hands) != rules.players:
            raise ValueError(f"{len(hands)} hands given but the rules say players={rules.players}")
        for seat, h in enumerate(hands):
            codes = []
            for c in h if not isinstance(h, str) else parse_codes(h):
                if isinstance(c, tuple):
                    c = c[0]
                codes.append(c.code if isinstance(c, Card) else c)
            r.hands[seat] = sorted(codes)
        counts = [0] * 53
        for h in r.hands:
            for c in h:
                counts[c] += 1
        dup = [CODE_NAMES[c] for c in range(52) if counts[c] > 1]
        if dup:
            raise ValueError(f"card(s) dealt twice: {' '.join(dup)}")
        if counts[JOKER] > rules.jokers:
            raise ValueError(f"{counts[JOKER]} jokers dealt but the rules say jokers={rules.jokers}")
        if order not in (NORMAL, REVERSED):
            raise ValueError(f"order must be normal or reversed, not {order!r}")
        r.reversed = order == REVERSED
        events: list[Event] = []
        if ranking_before is not None:
            if sorted(ranking_before) != list(range(rules.players)):
                raise ValueError(f"ranking_before {ranking_before} is not an order of the seats 0..{rules.players - 1}")
            r.ranking_before = list(ranking_before)
        if leader is not None and not (isinstance(leader, int) and 0 <= leader < r.n):
            raise ValueError(f"leader {leader!r} is not a seat 0..{r.n - 1}")
        if ranking_before is not None and rules.exchange:
            r._start_exchange(events, leader)
        else:
            r._start_play(events, leader)
        return r, events

    def _later_leader(self) -> int:
        last = self.ranking_before[-1]
        return (last + 1) % self.n if self.rules.later_lead == "after_asshole" else last

    def _start_exchange(self, events, leader):
        rank = self.ranking_before
        n = self.n
        pairs = [(rank[-1], rank[0], 2)]
        if n >= 4:
            pairs.append((rank[-2], rank[1], 1))
        for loser, winner, k in pairs:
            hand = self.hands[loser]
            best = hand[-k:] if len(hand) >= k else hand[:]
            for c in best:
                hand.remove(c)
                self.hands[winner].append(c)
            self.hands[winner].sort()
            self.transfers.append([loser, winner, list(best)])
            events.append(Event("exchange", loser, tuple(best), to=winner, auto=True))
            self.gives.append([winner, min(k, len(self.hands[winner])), "exchange", loser])
        self.phase = "exchange"
        self.pending_leader = leader
        self.to_act = self.gives[0][0]

    def _start_play(self, events, leader):
        self.phase = "play"
        if leader is not None:
            self.to_act = leader
        elif self.ranking_before is not None:
            self.to_act = self._later_leader()
        else:
            fl = self.rules.first_lead
            self.to_act = 0
            if fl != "seat0":
                card = 0 if fl == "three_of_clubs" else 1
                for seat, h in enumerate(self.hands):
                    if card in h:
                        self.to_act = seat
                        self.lead_card = card
                        break
        if self.rules.inheritance:
            for seat in range(self.n):
                h = self.hands[seat]
                if h and seat not in self.out and all(c >= 48 for c in h):
                    self._inherit(seat, events)
            if self.to_act in self.out:
                self.to_act = self._next_in(self.to_act)
            if self._check_round_over(events):
                return
            if self.gives:
                self.resume = self.to_act
                self.phase = "give"
                self.to_act = self.gives[0][0]

    # ------------------------------------------------------------------ queries
    @property
    def top(self) -> Combination | None:
        """The combination on top of the pile, or None when the pile is empty."""
        return self.pile[-1][1] if self.pile else None

    @property
    def order(self) -> str:
        """``"normal"`` or ``"reversed"``."""
        return REVERSED if self.reversed else NORMAL

    @property
    def direction_name(self) -> str:
        return FORWARD if self.direction == 1 else BACKWARD

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def hand(self, seat: int) -> list[Card]:
        """The cards of ``seat`` as Cards, lowest first."""
        return [Card(c) for c in self.hands[seat]]

    def in_round(self, seat: int) -> bool:
        """True while ``seat`` has not gone out."""
        return seat not in self.out

    def finishing_titles(self) -> dict[int, str]:
        """Seat -> title code for the seats placed so far (complete when the round is over)."""
        t = titles(self.n)
        return {seat: t[i] for i, seat in enumerate(self.out)}

    def points(self) -> list[int]:
        """Points per seat of this round (4.7): first n, each lower place one less, last 1.
        Raises ValueError before the round is over."""
        if not self.over:
            raise ValueError("the round is not over yet")
        pts = [0] * self.n
        for place, seat in enumerate(self.out):
            pts[seat] = self.n - place
        return pts

    def pending_give(self) -> dict | None:
        """What the seat to act must give now: ``{"seat", "count", "reason", "to"}`` or None.
        ``reason``: ``exchange``, ``discard`` (descents) or ``inherit``."""
        if self.phase not in ("exchange", "give") or not self.gives:
            return None
        seat, count, reason, to = self.gives[0]
        return {"seat": seat, "count": count, "reason": reason, "to": to}

    # ------------------------------------------------------------------ moves
    def legal_moves(self) -> list[Move]:
        """Every distinct legal step for ``to_act`` (empty when the round is over).

        In play: every combination that may go on the pile (each joker reading that matters)
        and, unless leading, the pass. In ``exchange``/``give``: every choice of cards (and, for
        an inheritance gift, of the receiving seat).
        """
        if self.phase == "over":
            return []
        seat = self.to_act
        hand = self.hands[seat]
        if self.phase != "play":
            _, count, reason, to = self.gives[0]
            if reason == "inherit":
                targets = [s for s in range(self.n) if s != seat and s not in self.out]
                moves = [Move("give", ((c, None),), t) for c in sorted(set(hand)) for t in targets]
            else:
                moves = [Move("give", tuple((c, None) for c in p)) for p in sorted(set(_choose(hand, count)))]
            return self._stamp(moves)
        rev = self.reversed
        top = self.top
        if top is None:
            lead = self.lead_card if not self.first_play_done else -1
            combos = generate(hand, self.rules, rev, None, lead)
            return self._stamp([Move("play", None, None, c) for c in combos])
        combos = generate(hand, self.rules, rev, top)
        if self.rules.two_bombs:
            bomb_rank = 3 if rev else 15
            seen = {c.key() for c in combos}
            for c in hand:
                if c != JOKER and (c >> 2) + 3 == bomb_rank:
                    b = Combination(SET, 1, bomb_rank, bomb_rank, -1, (c,))
                    if b.key() not in seen and self._bomb_allowed(b, top):
                        combos.append(b)
        moves = [Move("play", None, None, c) for c in combos]
        moves.append(Move("pass"))
        return self._stamp(moves)

    def _stamp(self, moves):
        token = self.token
        for m in moves:
            m.token = token
        return moves

    def is_bomb(self, combo: Combination) -> bool:
        """``two_bombs`` (brief 8): a single natural 2 (a single 3 during a revolution)."""
        return (self.rules.two_bombs and combo.kind == SET and combo.size == 1
                and combo.codes[0] != JOKER and combo.rank == (3 if self.reversed else 15))

    def _bomb_allowed(self, combo, top) -> bool:
        # A bomb goes on any pile; on a single the ordinary comparison still decides.
        if top.kind == SET and top.size == 1:
            return compare(combo, top, self.rules, self.reversed) is None
        return True

    def _resolve(self, move: Move, seat):
        """(error code, message, combination) for ``move`` by ``seat``; error None when legal."""
        if move.token is self.token and (seat is None or seat == self.to_act):
            return None, "", move.combo
        if self.phase == "over":
            return "round_over", "the round is over: no step is possible", None
        if seat is None:
            seat = self.to_act
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            return "not_your_turn", f"seat {seat!r} is not a seat of this table (0..{self.n - 1})", None
        if seat != self.to_act:
            if self.phase == "play" and self.passed[seat] and move.kind != "give":
                return "already_passed", f"seat {seat} passed earlier in this trick and waits for the pile to clear", None
            return "not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s", None
        hand = self.hands[seat]
        if self.phase != "play":
            if move.kind != "give":
                g = self.gives[0]
                return "invalid_give", f"seat {seat} must first give {g[1]} card(s) ({g[2]})", None
            return self._check_give(move, seat) + (None,)
        if move.kind == "give":
            return "invalid_give", "no exchange, discard or inheritance is due now", None
        top = self.top
        if move.kind == "pass":
            if top is None:
                return "cannot_pass_on_lead", "the leader must play: passing is not allowed on an empty pile", None
            return None, "", None
        need = list(hand)
        for c, _ in move.pairs:
            if c in need:
                need.remove(c)
            else:
                return "not_in_hand", f"{CODE_NAMES[c]} is not in seat {seat}'s hand", None
        combo = move.combo
        if combo is None or move.combo.codes != tuple(sorted(c for c, _ in move.pairs)):
            try:
                combo = read_combination(move.pairs, self.rules, self.reversed)
            except ComboError as e:
                return e.code, e.message, None
        if top is None:
            if self.lead_card >= 0 and not self.first_play_done and self.lead_card not in combo.codes:
                return "must_include", f"the first lead must include the {CODE_NAMES[self.lead_card]}", None
            return None, "", combo
        if self.rules.two_bombs and self.is_bomb(combo) and self._bomb_allowed(combo, top):
            return None, "", combo
        err = compare(combo, top, self.rules, self.reversed)
        if err:
            return err[0], err[1], None
        return None, "", combo

    def _check_give(self, move, seat):
        _, count, reason, to = self.gives[0]
        codes = [c for c, _ in move.pairs]
        if len(codes) != count:
            return "invalid_give", f"seat {seat} must give exactly {count} card(s) ({reason}), not {len(codes)}"
        need = list(self.hands[seat])
        for c in codes:
            if c in need:
                need.remove(c)
            else:
                return "invalid_give", f"{CODE_NAMES[c]} is not in seat {seat}'s hand"
        if reason == "inherit":
            if move.to is None or not isinstance(move.to, int) or not 0 <= move.to < self.n or move.to == seat or move.to in self.out:
                return "invalid_give", f"an inherited card goes to a seat still in the round ('to'), not {move.to!r}"
        elif move.to is not None and move.to != to:
            return "invalid_give", f"this {reason} goes to seat {to}, not {move.to}" if to is not None else f"a {reason} goes to no seat ('to' not allowed)"
        return None, ""

    def check(self, move: Move, seat: int | None = None) -> str | None:
        """The error code that :meth:`apply` would raise for ``move`` (by ``seat``, default the
        seat to act), or None if the step is legal. Never changes the state."""
        return self._resolve(move, seat)[0]

    def apply(self, move: Move, seat: int | None = None) -> list[Event]:
        """Carry out one step and return the events it caused, in order.

        Raises :class:`IllegalMove` (state unchanged) when the step is not allowed.
        """
        code, message, combo = self._resolve(move, seat)
        if code is not None:
            raise IllegalMove(code, message)
        seat = self.to_act
        events: list[Event] = []
        self.token = object()
        if move.kind == "give":
            self._give(seat, move, events)
        elif move.kind == "pass":
            self._pass(seat, events)
        else:
            self._play(seat, combo, events)
        return events

    # ------------------------------------------------------------------ flow
    def _next_in(self, seat: int) -> int | None:
        """Next seat after ``seat`` (in the direction of play) still in the round."""
        n, d, out = self.n, self.direction, self.out
        for k in range(1, n + 1):
            s = (seat + d * k) % n
            if s not in out:
                return s
        return None

    def _next_to_act(self, seat: int) -> int | None:
        """Next seat after ``seat`` that is in the round, has not passed and did not make the
        last play; None when there is none (the trick is won)."""
        n, d, out, passed, last = self.n, self.direction, self.out, self.passed, self.last_player
        for k in range(1, n):
            s = (seat + d * k) % n
            if s != last and not passed[s] and s not in out:
                return s
        return None

    def _flip_order(self, events, seat):
        self.reversed = not self.reversed
        events.append(Event("revolution" if self.reversed else "counter_revolution", seat, order=self.order))

    def _clear_pile(self, events, seat):
        for _, c in self.pile:
            self.cleared.extend(c.codes)
        self.pile = []
        self.passed = [False] * self.n
        self.last_player = None
        if self.pending_flips:
            self.pending_flips = 0
            self._flip_order(events, seat)

    def _lead_after(self, seat, events) -> int:
        leader = seat if seat not in self.out else self._next_in(seat)
        events.append(Event("lead", leader))
        return leader

    def _check_round_over(self, events) -> bool:
        remaining = [s for s in range(self.n) if s not in self.out]
        if len(remaining) > 1:
            return False
        if remaining:
            last = remaining[0]
            self.out.append(last)
            # Cards still owed by seats that inherited out go to the last seat (no choice left).
            pending = [g for g in self.gives if g[2] == "inherit"]
            for giver in dict.fromkeys(g[0] for g in pending):
                cards = list(self.hands[giver])
                if cards:
                    self.hands[giver] = []
                    self.hands[last].extend(cards)
                    self.hands[last].sort()
                    self.transfers.append([giver, last, cards])
                    events.append(Event("inherit", giver, tuple(cards), to=last, auto=True))
            self.gives = []
        self.phase = "over"
        self.to_act = None
        events.append(Event("round_over", None, out=list(self.out)))
        return True

    def _inherit(self, seat, events):
        """``inheritance`` (brief 8): a hand of only 2s and jokers goes out at once and is
        handed on one card at a time (``give`` steps with ``to``)."""
        self.out.append(seat)
        events.append(Event("went_out", seat, place=len(self.out), reason="inheritance"))
        for _ in self.hands[seat]:
            self.gives.append([seat, 1, "inherit", None])

    def _play(self, seat, combo, events):
        rules = self.rules
        top_before = self.top
        was_reversed = self.reversed
        hand = self.hands[seat]
        for c in combo.codes:
            hand.remove(c)
        self.pile.append((seat, combo))
        self.last_player = seat
        self.first_play_done = True
        self.history.append({"seat": seat, "play": combo.notation()})
        events.append(Event("play", seat, combo.codes, combination=combo.notation(), kind=combo.kind))
        is_set = combo.kind == SET
        quad = is_set and combo.size == 4
        # Revolution (6) and Western revolution (9).
        western = False
        if rules.western_revolution:
            if quad:
                western = True
            elif is_set and combo.size == 1 and combo.rank != 16 and len(self.pile) >= 4:
                last4 = self.pile[-4:]
                western = all(c.kind == SET and c.size == 1 and c.rank == combo.rank for _, c in last4)
        if western:
            self._flip_order(events, seat)
            self.direction = -self.direction
            events.append(Event("direction", seat, direction=self.direction_name))
        elif quad and rules.revolution:
            if rules.revolution_timing == "after_trick":
                self.pending_flips ^= 1
            else:
                self._flip_order(events, seat)
        # Going out (4.6) and inheritance (8).
        if not hand:
            self.out.append(seat)
            events.append(Event("went_out", seat, place=len(self.out)))
        elif rules.inheritance and all(c >= 48 for c in hand):
            self._inherit(seat, events)
        if self._check_round_over(events):
            return
        # Clears by the play (5, 8).
        reason = None
        if is_set and rules.two_clears and combo.rank == (3 if was_reversed else 15):
            reason = "threes" if was_reversed else "twos"
        elif rules.eight_clears and combo.contains_rank(8):
            reason = "eight"
        elif rules.two_bombs and is_set and combo.size == 1 and combo.codes[0] != JOKER and combo.rank == (3 if was_reversed else 15):
            reason = "bomb"
        elif quad and rules.quad_clears:
            reason = "four_of_a_kind"
        elif (rules.match_clears and is_set and combo.size == 2 and top_before is not None
              and top_before.kind == SET and top_before.size == 2 and top_before.rank == combo.rank):
            reason = "match"
        if reason is not None:
            events.append(Event("clear", seat, reason=reason))
            self._clear_pile(events, seat)
            nxt = self._lead_after(seat, events)
        else:
            nxt = self._next_to_act(seat)
            if (nxt is not None and rules.match_skips and is_set and combo.size == 1 and combo.rank != 16
                    and top_before is not None and top_before.kind == SET and top_before.size == 1
                    and top_before.rank == combo.rank):
                events.append(Event("skip", nxt))
                nxt = self._next_to_act(nxt)
                if nxt == seat:
                    nxt = None
            if nxt is None:
                events.append(Event("trick_won", seat))
                self._clear_pile(events, seat)
                nxt = self._lead_after(seat, events)
            elif rules.descents:
                self._descent(seat, events)
        self.to_act = nxt
        if self.gives:
            self.resume = nxt
            self.phase = "give"
            self.to_act = self.gives[0][0]

    def _descent(self, seat, events):
        """``descents`` (brief 8, site's reading): three sets of one size in a row whose ranks
        rise by one step each in the current order; every seat still in discards that many
        cards, never its last one, starting after the third play."""
        if len(self.pile) < 3:
            return
        three = [c for _, c in self.pile[-3:]]
        if any(c.kind != SET or c.rank == 16 or c.size != three[0].size for c in three):
            return
        v = [c.value(self.reversed) for c in three]
        if not (v[1] == v[0] + 1 and v[2] == v[1] + 1):
            return
        size = three[0].size
        events.append(Event("descent", seat, size=size))
        s = seat
        for _ in range(self.n):
            s = (s + self.direction) % self.n
            if s in self.out:
                continue
            k = min(size, len(self.hands[s]) - 1)
            if k > 0:
                self.gives.append([s, k, "discard", None])

    def _pass(self, seat, events):
        self.passed[seat] = True
        self.history.append({"seat": seat, "pass": True})
        events.append(Event("pass", seat))
        nxt = self._next_to_act(seat)
        if nxt is None:
            winner = self.last_player
            events.append(Event("trick_won", winner))
            self._clear_pile(events, winner)
            nxt = self._lead_after(winner, events)
        self.to_act = nxt

    def _give(self, seat, move, events):
        _, count, reason, to = self.gives.pop(0)
        codes = [c for c, _ in move.pairs]
        hand = self.hands[seat]
        for c in codes:
            hand.remove(c)
        if reason == "discard":
            self.discarded.extend(codes)
            self.history.append({"seat": seat, "discard": format_cards(codes)})
            events.append(Event("discard", seat, tuple(codes)))
        else:
            target = move.to if reason == "inherit" else to
            self.hands[target].extend(codes)
            self.hands[target].sort()
            self.transfers.append([seat, target, codes])
            events.append(Event("inherit" if reason == "inherit" else "exchange", seat, tuple(codes), to=target))
            if reason == "inherit":
                self.history.append({"seat": seat, "inherit_to": target, "count": len(codes)})
        if self.gives:
            self.to_act = self.gives[0][0]
            return
        if self.phase == "exchange":
            self._start_play(events, self.pending_leader)
            return
        self.phase = "play"
        nxt = self.resume
        self.resume = None
        if nxt is None or nxt in self.out:
            nxt = self._next_in(nxt if nxt is not None else seat)
        self.to_act = nxt

    # ------------------------------------------------------------------ views
    def observation(self, seat: int) -> "Observation":
        """What ``seat`` may know (brief 10): its own hand, the public plays, hand sizes, passes,
        order, direction, places, and the cards it gave or received. Nothing else."""
        from .observation import Observation
        return Observation.of_round(self, seat)

    def to_json(self) -> dict:
        """The full state as plain JSON data; :meth:`from_json` restores it exactly."""
        return {
            "rules": self.rules.to_dict(),
            "hands": [format_cards(h) for h in self.hands],
            "pile": [[s, c.notation()] for s, c in self.pile],
            "order": self.order,
            "pending_flips": self.pending_flips,
            "direction": self.direction,
            "to_act": self.to_act,
            "passed": [s for s in range(self.n) if self.passed[s]],
            "out": list(self.out),
            "last_player": self.last_player,
            "phase": self.phase,
            "lead_card": CODE_NAMES[self.lead_card] if self.lead_card >= 0 else None,
            "gives": [list(g) for g in self.gives],
            "resume": self.resume,
            "cleared": format_cards(self.cleared),
            "discarded": format_cards(self.discarded),
            "history": [dict(h) for h in self.history],
            "transfers": [[a, b, format_cards(c)] for a, b, c in self.transfers],
            "ranking_before": list(self.ranking_before) if self.ranking_before is not None else None,
            "first_play_done": self.first_play_done,
            "pending_leader": self.pending_leader,
        }

    @classmethod
    def from_json(cls, data: dict) -> "Round":
        """Round from :meth:`to_json` data. Raises ValueError/KeyError on malformed data."""
        rules = Rules.from_dict(data["rules"])
        r = cls(rules)
        r.hands = [sorted(c for c, _ in parse_codes(h)) for h in data["hands"]]
        rev = data["order"] == REVERSED
        pile = []
        for s, text in data["pile"]:
            pile.append((s, read_combination(parse_codes(text), rules, rev)))
        r.pile = pile
        r.reversed = rev
        r.pending_flips = data["pending_flips"]
        r.direction = data["direction"]
        r.to_act = data["to_act"]
        r.passed = [s in data["passed"] for s in range(r.n)]
        r.out = list(data["out"])
        r.last_player = data["last_player"]
        r.phase = data["phase"]
        r.lead_card = parse_codes(data["lead_card"])[0][0] if data["lead_card"] else -1
        r.gives = [list(g) for g in data["gives"]]
        r.resume = data["resume"]
        r.cleared = [c for c, _ in parse_codes(data["cleared"])]
        r.discarded = [c for c, _ in parse_codes(data["discarded"])]
        r.history = [dict(h) for h in data["history"]]
        r.transfers = [[a, b, [c for c, _ in parse_codes(t)]] for a, b, t in data["transfers"]]
        r.ranking_before = list(data["ranking_before"]) if data["ranking_before"] is not None else None
        r.first_play_done = data["first_play_done"]
        r.pending_leader = data["pending_leader"]
        return r

    def copy(self) -> "Round":
        """An independent copy (for search)."""
        r = Round.__new__(Round)
        r.__dict__.update(self.__dict__)
        r.hands = [list(h) for h in self.hands]
        r.pile = list(self.pile)
        r.passed = list(self.passed)
        r.out = list(self.out)
        r.gives = [list(g) for g in self.gives]
        r.cleared = list(self.cleared)
        r.discarded = list(self.discarded)
        r.history = list(self.history)
        r.transfers = list(self.transfers)
        r.token = object()
        return r
