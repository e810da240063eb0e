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

from . import effects
from .core import effects_entry, effects_table
from .effects import next_to_act
from .cards import CODE_NAMES, JOKER, SUITS, Card, format_cards, parse_codes
from .combos import ComboError, Combination, generate_from, hand_masks, legal_plays, read_combination, refusal
from .moves import Event, Move, PassEvent, PlayEvent, event
from .rules import Rules
from .turns import TurnFlow
from .vocabulary import (Direction, ErrorCode, EventCode, GiveReason, MoveKind, Order, PendingGive,
                         Phase, SkipReason, names)

NORMAL, REVERSED = Order.NORMAL, Order.REVERSED
FORWARD, BACKWARD = Direction.FORWARD, Direction.BACKWARD
EXCHANGE, PLAY, GIVE, OVER = Phase.EXCHANGE, Phase.PLAY, Phase.GIVE, Phase.OVER
INHERIT, DISCARD = GiveReason.INHERIT, GiveReason.DISCARD
SEVEN_PASS, TEN_DISCARD = GiveReason.SEVEN_PASS, GiveReason.TEN_DISCARD
EV, MV = names(EventCode), names(MoveKind)
K_PLAY, K_PASS = MoveKind.PLAY, MoveKind.PASS


_new_object = object.__new__

#: The pass that ``legal_moves`` hands out (one object, like the play of each combination).
_PASS = Move(MV.PASS)


class IllegalMove(ValueError):
    """A step that the rules do not allow. ``code`` is the scenario format's error code, an
    :class:`~president.vocabulary.ErrorCode` (``not_your_turn``, ``not_in_hand``,
    ``invalid_combination``, ``wrong_type``, ``wrong_count``, ``not_higher``,
    ``already_passed``, ``cannot_pass_on_lead``, ``must_include``, ``round_over``,
    ``invalid_give``); the message says what was wrong (English, for developers); ``detail``
    is what a page needs to name the fault in its own language, a dict of JSON values or None
    (:meth:`Round.error_detail`)."""

    def __init__(self, code: ErrorCode, message: str, detail: dict | None = None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.detail = detail


TITLE_NAMES = {
    # (first, second, middle, second to last, last) by the option ``titles`` (brief 1, 8, 12)
    "standard": ("president", "vice_president", "citizen", "vice_asshole", "asshole"),
    "hebrew": ("president", "vice_president", "middle", "vice_loser", "loser"),
    "japanese": ("daifugo", "fugo", "heimin", "hinmin", "daihinmin"),
}


def titles(players: int, style: str = "standard") -> list[str]:
    """Title codes by finishing place (brief 1; ``style`` is the option ``titles``, brief 8, 12):
    standard ``president``, ``vice_president``, ``citizen``..., ``vice_asshole``, ``asshole``;
    hebrew ``middle``, ``vice_loser``, ``loser`` for the lower ones; japanese ``daifugo``,
    ``fugo``, ``heimin``..., ``hinmin``, ``daihinmin``. With 3 players no second or second to
    last title. Raises KeyError for an unknown style.

    >>> titles(3, "japanese")
    ['daifugo', 'heimin', 'daihinmin']
    """
    first, second, middle, low, last = TITLE_NAMES[style]
    if players == 3:
        return [first, middle, last]
    return [first, second] + [middle] * (players - 4) + [low, last]


class Round(TurnFlow):
    """State of one round. Build one with :meth:`Round.start` (a deal), :meth:`Round.position`
    (a position inside a round) or :class:`Game`.

    Public attributes (read them; only :class:`Round`'s own methods change them): ``rules``
    (:class:`Rules`); ``n`` (players); ``hands`` (list per seat of sorted card codes,
    :meth:`hand` gives Cards); ``pile`` (list of ``(seat, Combination)`` of the current trick,
    last is the top); ``reversed`` (bool); ``pending_flips`` (1 while an ``after_trick``
    revolution waits for the pile to clear); ``direction`` (+1 or -1); ``to_act`` (seat, None
    when over); ``phase`` (:class:`~president.vocabulary.Phase`); ``passed`` (list of bool per
    seat); ``out`` (seats in finishing order); ``last_player``; ``lead_card`` (code the first
    lead must hold, -1 for none); ``first_play_done``; ``gives`` (list of
    :class:`~president.vocabulary.PendingGive`, first is due now); ``resume`` (seat to act
    after the gives); ``cleared`` / ``discarded`` (codes gone from play); ``history`` (public
    record of the round's steps, dicts); ``transfers`` (``[giver, receiver, codes]``);
    ``ranking_before`` (previous round's finishing order or None); ``pending_leader``; brief 12:
    ``lock`` (frozenset of suit indexes the trick is locked to, or None; :attr:`lock_suits` as
    letters), ``jack_back`` (a jack back in force), ``bottom_out`` (seats placed from the bottom,
    last place first), ``fallen`` (a fallen President's cards, out of play).

    What follows a play or a pass (the turn, the trick, places, the round's end) is the turn flow
    shared with the AI's play-outs, :class:`~president.turns.TurnFlow`; a round adds its record
    (events, history, cleared cards) and the gives in play (exchange, descents, inheritance, 7-pass,
    10-discard).

    >>> rnd, _ = Round.start(Rules.preset("classic", players=3), ["3C 5D 9H", "4C 6D 10H", "7S 8S 2H"], leader=0)
    >>> rnd.to_act, rnd.phase, [str(m) for m in rnd.legal_moves()]
    (0, 'play', ['3C', '5D', '9H'])
    >>> [e.code for e in rnd.apply(Move.parse("9H"))], rnd.to_act
    (['play'], 1)
    >>> rnd.check(Move.parse("6D"))
    'not_higher'
    >>> rnd.apply(Move.parse("6D"))
    Traceback (most recent call last):
    ...
    president.round.IllegalMove: not_higher: the play is lower than the top of the pile in the current order
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
        self.phase = PLAY
        self.lead_card = -1
        self.gives: list[PendingGive] = []
        self.resume: int | None = None
        # ``cleared`` is ``_cleared`` with the cards of the cleared piles kept in ``_gone``
        # (:attr:`cleared` adds them when it is read).
        self._cleared: list[int] = []
        self._gone: list = []
        self.discarded: list[int] = []
        # ``history`` is ``_history`` with the plays and passes of ``_recent`` (their events)
        # written as entries when it is read (:attr:`history`).
        self._history: list[dict] = []
        self._recent: list = []
        self.transfers: list[list] = []
        self.ranking_before: list[int] | None = None
        self.first_play_done = False
        self.pending_leader: int | None = None
        # Brief 12: the suits the trick is locked to (frozenset of suit indexes, None: free), a jack
        # back in force, seats placed from the bottom (capital fall, forbidden finishes; first is
        # last place), the cards of a fallen President (out of play, unseen).
        self.lock: frozenset | None = None
        self.jack_back = False
        self.bottom_out: list[int] = []
        self.fallen: list[int] = []
        # Moves handed out by legal_moves() carry this token; it changes with every step, so a
        # move from the current list needs no second validation.
        self.token = object()
        # The effects of plays under these rules (shared by every round of the same rules).
        self._fx = effects_table(rules)
        # No spade-3 return and no bombs: the legal plays on a pile that is not locked are those
        # that beat its top (combos.legal_plays).
        self._free = not (rules.spade3_return or rules.two_bombs)
        # Gives during play (``TurnFlow._gives_in_play``).
        self._gives_in_play = bool(rules.descents or rules.inheritance or rules.seven_pass or rules.ten_discard)
        # Per seat its hand's ``combos.hand_masks`` (None: not worked out since the hand changed).
        self._masks: list = [None] * self.n

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

    @classmethod
    def _dealt(cls, rules: Rules, hands: list[list[int]],
               ranking_before: list[int] | None = None) -> tuple["Round", list[Event]]:
        """:meth:`start` of a seeded deal (:func:`president.cards.shuffled_deal`: ``hands``, sorted
        lists of codes, each card once, kept as they are) after the finishing order
        ``ranking_before`` (an order of the seats) or none: the rounds of a :class:`Game`,
        without the checks that :meth:`start` makes of hands from elsewhere."""
        r = cls(rules)
        r.hands = hands
        events: list[Event] = []
        if ranking_before is not None:
            r.ranking_before = list(ranking_before)
            if rules.exchange:
                r._start_exchange(events, None)
                return r, events
        r._start_play(events, None)
        return r, events

    @classmethod
    def position(cls, rules: Rules, hands, *, to_act: int | None, pile=(), order: str = NORMAL,
                 direction: int = 1, pending_flips: int = 0, passed=(), out=(),
                 last_player: int | None = None, phase: str = PLAY, lead_card: int = -1,
                 first_play_done: bool = True, gives=(), resume: int | None = None, cleared=(),
                 discarded=(), history=(), transfers=(), ranking_before=None,
                 pending_leader: int | None = None, lock=None, jack_back: bool = False,
                 bottom_out=(), fallen=()) -> "Round":
        """A round in a given position, exactly as described (no rule is run, no event made):
        for restoring a saved state (:meth:`from_json`) and for the AI's guesses of a position
        (``president.ai.search``). Next steps follow the rules as usual.

        ``hands``: per seat a list of card codes or notation; ``pile``: ``(seat, Combination
        or notation)`` pairs, bottom first (notation is read in ``order``); ``passed``: seats
        that passed this trick; ``gives``: :class:`~president.vocabulary.PendingGive` or
        ``[seat, count, reason, to]``; ``cleared``/``discarded``: codes; ``transfers``:
        ``[giver, receiver, codes]``; ``lead_card``: code (-1 none); brief 12: ``lock`` (suit
        letters or indexes the trick is locked to, None: free), ``jack_back``, ``bottom_out``
        (seats placed from the bottom, last place first; ``out`` lists every placed seat by
        place), ``fallen`` (codes of a fallen President). Raises ValueError for a hand count,
        order, phase or give reason that does not exist.
        """
        r = cls(rules)
        if len(hands) != r.n:
            raise ValueError(f"{len(hands)} hands given but the rules say players={r.n}")
        r.hands = [sorted(c for c, _ in parse_codes(h)) if isinstance(h, str) else sorted(h) for h in hands]
        r.reversed = Order(order) == REVERSED
        r.pile = [(s, c if isinstance(c, Combination) else read_combination(parse_codes(c), rules, r.reversed))
                  for s, c in pile]
        r.pending_flips = pending_flips
        r.direction = direction
        r.to_act = to_act
        passed = set(passed)
        r.passed = [s in passed for s in range(r.n)]
        r.out = list(out)
        r.last_player = last_player
        r.phase = Phase(phase)
        r.lead_card = lead_card
        r.first_play_done = first_play_done
        r.gives = [g if isinstance(g, PendingGive) else PendingGive.from_json(g) for g in gives]
        r.resume = resume
        r.cleared = list(cleared)
        r.discarded = list(discarded)
        r.history = [dict(h) for h in history]
        r.transfers = [[a, b, list(c)] for a, b, c in transfers]
        r.ranking_before = list(ranking_before) if ranking_before is not None else None
        r.pending_leader = pending_leader
        r.lock = frozenset(SUITS.index(x) if isinstance(x, str) else x for x in lock) if lock else None
        r.jack_back = bool(jack_back)
        r.bottom_out = list(bottom_out)
        r.fallen = list(fallen)
        return r

    def _later_leader(self) -> int:
        last = self.ranking_before[-1]
        return (last + 1) % self.n if self.rules.later_lead == "after_asshole" else last

    def _start_exchange(self, events, leader):
        """The card exchange before a later round (brief 4.8): the Scum's best two cards go to
        the President (and with four or more players the Vice-Scum's best one to the
        Vice-President) at once; the receivers then owe as many cards of their choice (``gives``,
        phase ``exchange``), after which ``leader`` (or the later-lead rule) starts the play."""
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
            self._masks[loser] = self._masks[winner] = None
            self.transfers.append([loser, winner, list(best)])
            events.append(Event(EV.EXCHANGE, loser, tuple(best), to=winner, auto=True))
            self.gives.append(PendingGive(winner, min(k, len(self.hands[winner])), GiveReason.EXCHANGE, loser))
        self.phase = EXCHANGE
        self.pending_leader = leader
        self.to_act = self.gives[0].seat

    def _start_play(self, events, leader):
        """The play phase begins (brief 4.2-4.3): ``leader``, or in a later round the later-lead
        rule, or in the first the seat holding the first lead's card (``first_lead``) leads; with
        ``inheritance`` (8) a hand of only 2s and jokers goes out at once and is handed on."""
        self.phase = PLAY
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
                if seat not in self.out and effects.inherits(self.hands[seat], self.rules):
                    self._inherit(seat, events)
            if self.to_act in self.out:
                self.to_act = self._next_in(self.to_act)
            if self._round_ends(events):
                return
            self._ask_gives(self.to_act)

    # ------------------------------------------------------------------ queries
    @property
    def top(self) -> Combination | None:
        """The combination on top of the pile, or None when the pile is empty."""
        return self.pile[-1][1] if self.pile else None

    @property
    def order(self) -> Order:
        """``"normal"`` or ``"reversed"``."""
        return REVERSED if self.reversed else NORMAL

    @property
    def direction_name(self) -> Direction:
        """``"forward"`` (direction +1) or ``"backward"`` (-1)."""
        return FORWARD if self.direction == 1 else BACKWARD

    @property
    def lock_suits(self) -> str | None:
        """The suits the trick is locked to as letters, lowest first (``"HS"``), or None when
        it is free (brief 12, ``lock``)."""
        return "".join(SUITS[s] for s in sorted(self.lock)) if self.lock else None

    @property
    def history(self) -> list[dict]:
        """The public record of the round's steps, one dict per step: ``{"seat", "play":
        notation}``, ``{"seat", "pass": True}``, ``{"seat", "discard": notation}``, ``{"seat",
        "pass_to", "count"}``, ``{"seat", "inherit_to", "count"}``."""
        recent = self._recent
        if recent:
            h = self._history
            for e in recent:
                if e.code == EV.PLAY:
                    h.append({"seat": e.seat, "play": e.combo.notation()})
                else:
                    h.append({"seat": e.seat, "pass": True})
            recent.clear()
        return self._history

    @history.setter
    def history(self, entries: list[dict]):
        self._history = entries
        self._recent = []

    @property
    def cleared(self) -> list[int]:
        """The codes of the cards of the round's cleared piles, in the order they were played."""
        if self._gone:
            self._cleared.extend(x for pile in self._gone for _, c in pile for x in c.codes)
            self._gone = []
        return self._cleared

    @cleared.setter
    def cleared(self, codes: list[int]):
        self._cleared, self._gone = codes, []

    @property
    def over(self) -> bool:
        """True once the round has ended (phase ``over``)."""
        return self.phase == OVER

    def hand(self, seat: int) -> list[Card]:
        """The cards of ``seat`` as Cards, lowest first."""
        return [Card(c) for c in self.hands[seat]]

    def place(self, seat: int) -> int | None:
        """Finishing place of ``seat`` (1 = first), or None while it is still in the round.
        Seats placed from the bottom (capital fall, forbidden finish, brief 12) hold the lowest
        places even before the places above them are given."""
        if seat in self.bottom_out:
            return self.n - self.bottom_out.index(seat)
        if seat in self.out:
            return self.out.index(seat) + 1
        return None

    def finishing_titles(self) -> dict[int, str]:
        """Seat -> title code (option ``titles``) for the seats placed so far (complete when the
        round is over)."""
        t = titles(self.n, self.rules.titles)
        return {seat: t[self.place(seat) - 1] for seat in self.out}

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
        if self.phase not in (EXCHANGE, GIVE) or not self.gives:
            return None
        return self.gives[0].as_dict()

    def give_targets(self, seat: int) -> list[int]:
        """Seats that may receive an inherited card from ``seat``: every other seat still in."""
        return effects.inherit_targets(seat, self.n, self.out)

    # ------------------------------------------------------------------ moves
    def legal_moves(self) -> list[Move]:
        """Every distinct legal step for ``to_act`` (empty when the round is over).

        In play: every combination that may go on the pile (each joker reading that matters)
        and, unless leading, the pass. In ``exchange``/``give``: every choice of cards (and, for
        an inheritance gift, of the receiving seat).
        """
        phase = self.phase
        seat = self.to_act
        if phase != PLAY:
            if phase == OVER:
                return []
            hand = self.hands[seat]
            g = self.gives[0]
            if g.reason == INHERIT:
                targets = self.give_targets(seat)
                moves = [Move(MV.GIVE, ((c, None),), t) for c in sorted(set(hand)) for t in targets]
            else:
                moves = [Move(MV.GIVE, tuple((c, None) for c in p)) for p in sorted(set(_choose(hand, g.count)))]
            return self._stamp(moves)
        masks = self._masks[seat]
        if masks is None:
            masks = self._masks[seat] = hand_masks(self.hands[seat])
        pile = self.pile
        if pile:
            if self._free and not self.lock:      # what legal_plays does then, without its call
                combos = generate_from(masks, self.rules, self.reversed, pile[-1][1])
            else:
                combos = legal_plays(masks, self.rules, self.reversed, pile[-1][1], self.lock)
        else:
            combos = generate_from(masks, self.rules, self.reversed, None,
                                   self.lead_card if not self.first_play_done else -1)
        # The moves playing ``combos`` (and the pass), stamped with this state's token. A
        # combination has one shared play Move (combinations are interned, :mod:`.combos`).
        token = self.token
        moves = []
        for c in combos:
            m = c.move
            if m is None:
                m = c.move = Move(MV.PLAY, None, None, c)
            m.token = token
            moves.append(m)
        if pile:
            _PASS.token = token
            moves.append(_PASS)
        return moves

    def _stamp(self, moves):
        token = self.token
        for m in moves:
            m.token = token
        return moves

    def is_bomb(self, combo: Combination) -> bool:
        """``two_bombs`` (brief 8): a single natural 2 (a single 3 during a revolution);
        :func:`president.effects.is_bomb` in the current order."""
        return effects.is_bomb(combo, self.rules, self.reversed)

    def _resolve(self, move: Move, seat):
        """(error code, message, combination) for ``move`` by ``seat``; error None when legal.

        A play is legal when :meth:`legal_moves` would list it; its refusal is named by the first
        rule it breaks (``combos.refusal``, or the first lead's card). Raises RuntimeError only
        if the two disagree (an engine fault, which the property tests rule out)."""
        if move.token is self.token and (seat is None or seat == self.to_act):
            return None, "", move.combo
        if self.phase == OVER:
            return ErrorCode.ROUND_OVER, "the round is over: no step is possible", None
        if seat is None:
            seat = self.to_act
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            return ErrorCode.NOT_YOUR_TURN, f"seat {seat!r} is not a seat of this table (0..{self.n - 1})", None
        if seat != self.to_act:
            if self.phase == PLAY and self.passed[seat] and move.kind != MV.GIVE:
                return ErrorCode.ALREADY_PASSED, f"seat {seat} passed earlier in this trick and waits for the pile to clear", None
            return ErrorCode.NOT_YOUR_TURN, f"it is seat {self.to_act}'s turn, not seat {seat}'s", None
        hand = self.hands[seat]
        if self.phase != PLAY:
            if move.kind != MV.GIVE:
                g = self.gives[0]
                return ErrorCode.INVALID_GIVE, f"seat {seat} must first give {g.count} card(s) ({g.reason})", None
            return self._check_give(move, seat) + (None,)
        if move.kind == MV.GIVE:
            return ErrorCode.INVALID_GIVE, "no exchange, discard or inheritance is due now", None
        top = self.top
        if move.kind == MV.PASS:
            if top is None:
                return ErrorCode.CANNOT_PASS_ON_LEAD, "the leader must play: passing is not allowed on an empty pile", None
            return None, "", None
        need = list(hand)
        for c, _ in move.pairs:
            if c in need:
                need.remove(c)
            else:
                return ErrorCode.NOT_IN_HAND, f"{CODE_NAMES[c]} is not in seat {seat}'s hand", None
        combo = move.combo
        if combo is None or move.combo.codes != tuple(sorted(c for c, _ in move.pairs)):
            try:
                combo = read_combination(move.pairs, self.rules, self.reversed)
            except ComboError as e:
                return e.code, e.message, None
        # A play is legal when legal_moves() lists it (``combos.legal_plays``, the one legality);
        # the rules below only name why another one is refused.
        if any(m.combo == combo for m in self.legal_moves() if m.combo is not None):
            return None, "", combo
        if top is None:
            err = (ErrorCode.MUST_INCLUDE, f"the first lead must include the {CODE_NAMES[self.lead_card]}")
        else:
            err = refusal(combo, top, self.rules, self.reversed, self.lock)
        if err is None:     # legal_plays and refusal disagree: a fault of the engine, not the move
            raise RuntimeError(f"the engine's legality and its refusal disagree on {combo.notation()} "
                               f"on {top.notation() if top else 'an empty pile'}")
        return err[0], err[1], None

    def _check_give(self, move, seat):
        """(error code, message) for the give ``move`` by ``seat`` (None: allowed): as many cards
        as the give due asks, from the seat's hand, to its receiver (an inheritance: to a seat
        still in the round, named by ``to``)."""
        g = self.gives[0]
        count, reason, to = g.count, g.reason, g.to
        codes = [c for c, _ in move.pairs]
        if len(codes) != count:
            return ErrorCode.INVALID_GIVE, f"seat {seat} must give exactly {count} card(s) ({reason}), not {len(codes)}"
        need = list(self.hands[seat])
        for c in codes:
            if c in need:
                need.remove(c)
            else:
                return ErrorCode.INVALID_GIVE, f"{CODE_NAMES[c]} is not in seat {seat}'s hand"
        if reason == INHERIT:
            if move.to is None or not isinstance(move.to, int) or not 0 <= move.to < self.n or move.to == seat or move.to in self.out:
                return ErrorCode.INVALID_GIVE, f"an inherited card goes to a seat still in the round ('to'), not {move.to!r}"
        elif move.to is not None and move.to != to:
            return ErrorCode.INVALID_GIVE, f"this {reason} goes to seat {to}, not {move.to}" if to is not None else f"a {reason} goes to no seat ('to' not allowed)"
        return None, ""

    def check(self, move: Move, seat: int | None = None) -> ErrorCode | None:
        """The error code that :meth:`apply` would raise for ``move`` (by ``seat``, default the
        seat to act), or None if the step is legal. Never changes the state."""
        return self._resolve(move, seat)[0]

    def error_detail(self, code: ErrorCode | None) -> dict | None:
        """What names a rejection with ``code`` in this position, for a page to say it in its
        own language, or None: for ``must_include``, ``{"cards": ["3D"]}``, the card(s) the
        first lead of the round must include (brief 4.2: the three of clubs, or of diamonds
        where ``first_lead`` is ``three_of_diamonds``).

        >>> rnd, _ = Round.start(Rules.preset("daifugo", players=3), ["3C 3D 9H", "4C 6D 10H", "7S 8S 2H"])
        >>> rnd.check(Move.parse("3C")), rnd.error_detail("must_include")
        ('must_include', {'cards': ['3D']})
        """
        if code == ErrorCode.MUST_INCLUDE and self.lead_card >= 0:
            return {"cards": [CODE_NAMES[self.lead_card]]}
        return None

    def apply(self, move: Move, seat: int | None = None) -> list[Event]:
        """Carry out one step and return the events it caused, in order.

        Raises :class:`IllegalMove` (state unchanged) when the step is not allowed; its
        ``detail`` is :meth:`error_detail` of the position.
        """
        if move.token is self.token and (seat is None or seat == self.to_act):
            combo = move.combo          # a move of legal_moves() in this very state
        else:
            code, message, combo = self._resolve(move, seat)
            if code is not None:
                raise IllegalMove(code, message, self.error_detail(code))
        seat = self.to_act
        events: list[Event] = []
        self.token = events             # a new object: the moves handed out before are stale
        if combo is not None:                   # a play (a pass or a give has no combination)
            # A play (4.4): off the hand onto the pile, then what follows it
            # (:meth:`~president.turns.TurnFlow._after_play`).
            pile = self.pile
            order_before = self.reversed
            if pile:
                top_before = pile[-1][1]
                fx = self._fx[order_before].get((combo.iid, top_before.iid))
            else:
                top_before = None
                fx = self._fx[order_before].get((combo.iid, 0))
            if fx is None:      # not in the table yet (or a combination that is not interned)
                fx = self._effects(combo, top_before, order_before)
            hand = self.hands[seat]
            masks = self._masks[seat]
            for c in combo.codes:
                hand.remove(c)
                if masks is not None:
                    if c == JOKER:
                        masks[13] -= 1
                    else:
                        masks[c >> 2] &= ~(1 << (c & 3))
            pile.append((seat, combo))
            self.last_player = seat
            self.first_play_done = True
            e = _new_object(PlayEvent)          # moves.play_event(seat, combo), without its call
            e.seat = seat
            e.combo = combo
            events.append(e)
            self._recent.append(e)              # the history entry, written when read
            self._after_play(seat, combo, fx, len(hand), order_before, events)
        elif move.kind == K_PASS:
            # A pass (4.4): the seat is out of this trick (:meth:`_after_pass`).
            e = _new_object(PassEvent)          # moves.pass_event(seat), without its call
            e.seat = seat
            events.append(e)
            self._recent.append(e)              # the history entry, written when read
            self._after_pass(seat, events)
        else:
            self._give(seat, move, events)
        return events

    # ------------------------------------------------------------------ flow
    def _next_in(self, seat: int) -> int | None:
        """Next seat after ``seat`` (in the direction of play) still in the round."""
        return effects.next_in(seat, self.n, self.direction, self.out)

    def _next_to_act(self, seat: int) -> int | None:
        """Next seat after ``seat`` that is in the round, has not passed and did not make the
        last play; None when there is none (the trick is won)."""
        return effects.next_to_act(seat, self.n, self.direction, self.out, self.passed, self.last_player)

    # Round's part of the turn flow (:class:`~president.turns.TurnFlow`)
    def _lock_of(self, fx):
        return fx.lock

    def _pile_flip(self, combo):
        return effects.flip(combo, self.pile, self.rules)

    def _previous_president(self):
        return self.ranking_before[0] if self.ranking_before is not None else None

    def _fall(self, seat):
        """``capital_fall`` (brief 12): the fallen President's cards leave play unseen, and
        its gives with them."""
        self.fallen.extend(self.hands[seat])
        self.hands[seat] = []
        self._masks[seat] = None
        self.gives = [g for g in self.gives if g.seat != seat]

    def _ask_gives(self, nxt):
        """With gives due, the round waits for them (phase ``give``) and then goes on with
        ``nxt``."""
        if self.gives:
            self.resume = nxt
            self.phase = GIVE
            self.to_act = self.gives[0].seat

    def _finish(self, last, events):
        """The round is over (:meth:`~president.turns.TurnFlow._round_ends`); ``last`` took the
        last place by holding cards (None when every seat went out)."""
        if last is not None:
            # Cards still owed by seats that inherited out go to the last seat (no choice left).
            pending = [g.seat for g in self.gives if g.reason == INHERIT]
            for giver in dict.fromkeys(pending):
                cards = list(self.hands[giver])
                if cards:
                    self.hands[giver] = []
                    self.hands[last].extend(cards)
                    self.hands[last].sort()
                    self._masks[giver] = self._masks[last] = None
                    self.transfers.append([giver, last, cards])
                    events.append(Event(EV.INHERIT, giver, tuple(cards), to=last, auto=True))
            self.gives = []
        self.phase = OVER
        events.append(event(EV.ROUND_OVER, None, (), {"out": list(self.out)}))

    def _inherit_if_due(self, seat, events):
        if effects.inherits(self.hands[seat], self.rules):
            self._inherit(seat, events)

    def _inherit(self, seat, events):
        """``inheritance`` (brief 8): a hand of only 2s and jokers goes out at once and is
        handed on one card at a time (``give`` steps with ``to``)."""
        for _ in self.hands[seat]:
            self.gives.append(PendingGive(seat, 1, INHERIT, None))
        self._go_out(seat, False, events, reason=INHERIT)

    def _effects(self, combo, top, reversed_order) -> effects.PlayEffects:
        """:class:`president.effects.PlayEffects` of ``combo`` on ``top``, from the table of this
        rule set (:mod:`president.core`; made once per interned combination, top and order)."""
        if combo.iid < 0 or (top is not None and top.iid < 0):
            return effects.PlayEffects(combo, top, self.rules, reversed_order)
        key = (combo.iid, top.iid if top is not None else 0)
        table = self._fx[reversed_order]
        fx = table.get(key)
        if fx is None:
            fx = effects_entry(table, key, combo, top, self.rules, reversed_order)
        return fx

    def _descent_after(self, seat, count, to, events):
        """``descents`` (:func:`president.effects.descent_size`): every seat still in after
        ``seat`` discards, starting after the third play; the discards are counted from the hand
        sizes after a 7-pass or 10-discard of the same play (``count`` cards to seat ``to``)."""
        sizes = [len(h) for h in self.hands]
        sizes[seat] -= count
        if to is not None:
            sizes[to] += count
        size = effects.descent_size(self.pile, self.reversed)
        if not size:
            return
        events.append(Event(EV.DESCENT, seat, size=size))
        s = seat
        for _ in range(self.n):
            s = (s + self.direction) % self.n
            if s in self.out:
                continue
            k = effects.descent_discard(size, sizes[s])
            if k > 0:
                self.gives.append(PendingGive(s, k, DISCARD, None))

    def _give(self, seat, move, events):
        """Carry out the give due (checked): an exchange (4.8), a descent's discard or a
        10-discard (cards leave play), a 7-pass or an inheritance (cards to the receiver), with
        their events and history; a seat that empties its hand by a 7-pass or 10-discard goes out
        (brief 12); then the next give, the start of play, or play resumes with the seat that
        was to act."""
        g = self.gives.pop(0)
        codes = [c for c, _ in move.pairs]
        hand = self.hands[seat]
        for c in codes:
            hand.remove(c)
        self._masks[seat] = None
        if g.reason == DISCARD or g.reason == TEN_DISCARD:
            self.discarded.extend(codes)
            self.history.append({"seat": seat, "discard": format_cards(codes)})
            if g.reason == DISCARD:
                events.append(Event(EV.DISCARD, seat, tuple(codes)))
            else:
                events.append(Event(EV.DISCARD, seat, tuple(codes), reason=g.reason))
        else:
            inherit = g.reason == INHERIT
            target = move.to if inherit else g.to
            self.hands[target].extend(codes)
            self.hands[target].sort()
            self._masks[target] = None
            self.transfers.append([seat, target, codes])
            if g.reason == SEVEN_PASS:
                events.append(Event(EV.GIVE, seat, tuple(codes), to=target, reason=g.reason))
                self.history.append({"seat": seat, "pass_to": target, "count": len(codes)})
            else:
                events.append(Event(EV.INHERIT if inherit else EV.EXCHANGE, seat, tuple(codes), to=target))
            if inherit:
                self.history.append({"seat": seat, "inherit_to": target, "count": len(codes)})
        if g.reason == SEVEN_PASS or g.reason == TEN_DISCARD:
            # Brief 12: a seat that empties its hand by the give goes out (next place); with
            # inheritance its hand is checked now.
            if not hand:
                self._go_out(seat, False, events)
            elif effects.inherits(hand, self.rules):
                self._inherit(seat, events)
            if self._round_ends(events):
                return
        if self.gives:
            self.to_act = self.gives[0].seat
            return
        if self.phase == EXCHANGE:
            self._start_play(events, self.pending_leader)
            return
        self.phase = PLAY
        nxt = self.resume
        self.resume = None
        if nxt is not None and nxt in self.out and self.pile:
            # The seat that was to act went out meanwhile (capital fall): the next one in the trick.
            nxt = self._next_to_act(nxt)
            if nxt is None:
                nxt = self._win_trick(self.last_player, events)
        elif nxt is None or nxt in self.out:
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
            "gives": [g.to_json() for g in self.gives],
            "resume": self.resume,
            "cleared": format_cards(self.cleared),
            "discarded": format_cards(self.discarded),
            "history": [dict(h) for h in self.history],
            "transfers": [[a, b, format_cards(c)] for a, b, c in self.transfers],
            "ranking_before": list(self.ranking_before) if self.ranking_before is not None else None,
            "first_play_done": self.first_play_done,
            "pending_leader": self.pending_leader,
            "lock": self.lock_suits,
            "jack_back": self.jack_back,
            "bottom_out": list(self.bottom_out),
            "fallen": format_cards(self.fallen),
        }

    @classmethod
    def from_json(cls, data: dict) -> "Round":
        """Round from :meth:`to_json` data. Raises ValueError/KeyError on malformed data."""
        codes = lambda text: [c for c, _ in parse_codes(text)]  # noqa: E731
        return cls.position(
            Rules.from_dict(data["rules"]), data["hands"],
            to_act=data["to_act"], pile=data["pile"], order=data["order"], direction=data["direction"],
            pending_flips=data["pending_flips"], passed=data["passed"], out=data["out"],
            last_player=data["last_player"], phase=data["phase"],
            lead_card=codes(data["lead_card"])[0] if data["lead_card"] else -1,
            first_play_done=data["first_play_done"], gives=data["gives"], resume=data["resume"],
            cleared=codes(data["cleared"]), discarded=codes(data["discarded"]), history=data["history"],
            transfers=[[a, b, codes(t)] for a, b, t in data["transfers"]],
            ranking_before=data["ranking_before"], pending_leader=data["pending_leader"],
            lock=data.get("lock"), jack_back=data.get("jack_back", False),
            bottom_out=data.get("bottom_out", ()), fallen=codes(data.get("fallen", "")))

    def with_hands(self, hands) -> "Round":
        """An independent copy of this position with other hands (per seat a sorted list of
        codes): the AI's guesses of the hidden cards (determinization), fairness tests."""
        r = self.copy()
        r.hands = [list(h) for h in hands]
        r._masks = [None] * r.n
        return r

    def copy(self) -> "Round":
        """An independent copy (for search)."""
        r = Round.__new__(Round)
        r.__dict__.update(self.__dict__)
        r.hands = [list(h) for h in self.hands]
        r.pile = list(self.pile)
        r.passed = list(self.passed)
        r.out = list(self.out)
        r.gives = list(self.gives)
        r.cleared = list(self.cleared)
        r.discarded = list(self.discarded)
        r.history = list(self.history)
        r.transfers = list(self.transfers)
        r.bottom_out = list(self.bottom_out)
        r.fallen = list(self.fallen)
        r._masks = [None] * r.n
        r.token = object()
        return r
