"""The turn flow, written once: what follows a play or a pass, step by step (rules brief 4.4-4.6,
8 and 12), for the table (:class:`~president.round.Round`) and the AI's play-outs
(:class:`~president.ai.countplay.Table`), which both are a :class:`TurnFlow`.

The rules are in :mod:`president.effects`: what a play does (:class:`~president.effects.PlayEffects`:
its lock, flip, jack back, clear, skips, forbidden finish and give) and who acts next
(:func:`~president.effects.turn_after_play`, :func:`~president.effects.next_to_act`,
:func:`~president.effects.leader_after`, :func:`~president.effects.placed`). :class:`TurnFlow`
carries them out in their order on the state both representations name alike.

``log`` is the list of events of the step (:class:`~president.moves.Event`) where the round is
recorded (``Round``, which also keeps the cleared piles and names its ``order`` and
``direction_name``), None where it is not (the play-outs, which keep no record and never have a
give in play: :func:`president.ai.countplay.supports`).
"""

from __future__ import annotations

from .cards import SUITS
from .effects import REVOLUTION, WESTERN, leader_after, next_in, next_to_act, placed, skip_from
from .moves import Event, event
from .vocabulary import EventCode, GiveReason, Order, PendingGive, SkipReason, names

EV = names(EventCode)
SEVEN_PASS = GiveReason.SEVEN_PASS


class TurnFlow:
    """The steps after a play (:meth:`_after_play`) or a pass (:meth:`_after_pass`), and the
    trick being won, the pile clearing, a seat going out and the round ending, in the order of
    the rules brief; a mixin of the two representations of a round.

    State read and written (the names and meanings of :class:`~president.round.Round`): ``rules``,
    ``n`` (players), ``direction`` (+1 or -1), ``to_act``, ``passed`` (list of bool per seat),
    ``out`` (seats in finishing-place order), ``bottom_out`` (seats placed from the bottom, last
    place first), ``last_player``, ``reversed``, ``pending_flips``, ``jack_back``, ``lock``
    (falsy: free), ``gives`` (pending gives, falsy: none).

    What differs between the representations is bookkeeping, in these methods of each: the lock's
    value (``_lock_of(fx)``; ``FREE_LOCK`` when free), the flip of a play that reads the pile
    (``_pile_flip(combo)``), a fallen President's hand (``_previous_president()``,
    ``_fall(seat)``) and the round's end (``_finish(last, log)``); only ``Round`` plays the gives
    in play (``_inherit_if_due``, ``_descent_after``, ``_ask_gives``).
    """

    __slots__ = ()

    #: The value of ``lock`` when the trick is free.
    FREE_LOCK = None
    #: Whether the rules may ask for a give during play (descents, inheritance, 7-pass,
    #: 10-discard: brief 8, 12); only a ``Round`` plays them.
    _gives_in_play = False

    # ------------------------------------------------------------------ a play
    def _after_play(self, seat: int, combo, fx, left: int, order_before: bool, log) -> None:
        """What follows a play of ``combo`` (a combination or a play-out's shape) by ``seat``,
        already on the pile: ``fx`` its :class:`~president.effects.PlayEffects`, ``left`` the
        cards the seat still holds, ``order_before`` the order it was judged in. In order: the
        trick locks (12), the order flips (revolution, Western revolution: 6, 12), a jack back
        turns it (12), the seat goes out (4.6, forbidden finish 12) or inherits out (8), the
        round ends (4.7), the pile clears and the seat (or the next one in) leads (4.5, 8, 12),
        or the turn passes on past the skips (12), the trick being won when no one is left, and
        a descent or give the play asks for becomes due (8, 12). Sets ``to_act``."""
        gives = self._gives_in_play
        if fx.alters:
            if fx.lock and not self.lock:
                self.lock = self._lock_of(fx)
                if log is not None:
                    log.append(Event(EV.LOCK, seat, suits=[SUITS[s] for s in sorted(self.lock)]))
            how = self._pile_flip(combo) if fx.flip_reads_pile else fx.flip
            if how:
                self._turn_order(how, seat, log)
            if fx.jack_back:
                self.jack_back = not self.jack_back
                self.reversed = not self.reversed
                if log is not None:
                    log.append(Event(EV.JACK_BACK, seat, order=self.order))
        if gives:
            # A give the play asks for (12: seven_pass, ten_discard), none after the last card.
            give = fx.give if left else None
            if left and give is None and self.rules.inheritance:
                self._inherit_if_due(seat, log)
        if not left:
            self._go_out(seat, fx.forbidden, log)
        if (not left or gives) and len(self.out) >= self.n - 1 and self._round_ends(log):
            return
        if gives:
            if give:
                count = min(combo.size, left)
                to = next_in(seat, self.n, self.direction, self.out) if give == SEVEN_PASS else None
            else:
                count, to = 0, None
        if fx.clear is not None:
            if log is not None:
                if fx.spade3:
                    log.append(Event(EV.SPADE3_RETURN, seat))
                # The order the play was judged in (a cutter is a single 2 in the normal order, a
                # single 3 in the reversed one): the narration names the rank.
                log.append(Event(EV.CLEAR, seat, reason=fx.clear,
                                 order=Order.REVERSED if order_before else Order.NORMAL))
            self._clear_trick(seat, log)
            nxt = leader_after(seat, self.n, self.direction, self.out)
            if log is not None:
                log.append(event(EV.LEAD, nxt, (), {}))
        else:
            # Who acts next, past the skips (effects.turn_after_play, in its two parts).
            nxt = next_to_act(seat, self.n, self.direction, self.out, self.passed, seat)
            if fx.skips and nxt is not None:
                nxt, skipped = skip_from(nxt, self.n, self.direction, self.out, self.passed, seat, fx.skips)
                if log is not None:
                    for i, s in enumerate(skipped):
                        # Brief 12: the first skip of a matching play is a ``match_skips`` skip.
                        log.append(Event(EV.SKIP, s, reason=SkipReason.MATCH if fx.match and i == 0
                                         else SkipReason.FIVE))
            if nxt is None:
                nxt = self._win_trick(seat, log, "no_one_left")
            elif gives and self.rules.descents:
                self._descent_after(seat, count, to, log)
        self.to_act = nxt
        if gives:
            if give:
                self.gives.insert(0, PendingGive(seat, count, give, to))
            if self.gives:
                self._ask_gives(nxt)

    def _turn_order(self, how, seat: int, log) -> None:
        """Carry out a flip (:func:`president.effects.flip`): the Western revolution turns the
        order and the direction of play at once; a revolution the order, now or when the pile
        clears (``revolution_timing`` ``after_trick``)."""
        if how == WESTERN:
            self._flip_order(seat, log)
            self.direction = -self.direction
            if log is not None:
                log.append(Event(EV.DIRECTION, seat, direction=self.direction_name))
        elif how == REVOLUTION:
            if self.rules.revolution_timing == "after_trick":
                self.pending_flips ^= 1
            else:
                self._flip_order(seat, log)

    def _flip_order(self, seat: int, log) -> None:
        self.reversed = not self.reversed
        if log is not None:
            log.append(Event(EV.REVOLUTION if self.reversed else EV.COUNTER_REVOLUTION, seat,
                             order=self.order))

    # ------------------------------------------------------------------ a pass
    def _after_pass(self, seat: int, log) -> None:
        """What follows a pass by ``seat`` (4.4): it is out of this trick; the next seat in it
        acts, or the last player wins the trick when no one is left to act. Sets ``to_act``."""
        passed = self.passed
        passed[seat] = True
        nxt = next_to_act(seat, self.n, self.direction, self.out, passed, self.last_player)
        if nxt is None:
            nxt = self._win_trick(self.last_player, log, "passed")
        self.to_act = nxt

    # ------------------------------------------------------------------ tricks
    def _win_trick(self, winner: int, log, why: str = "passed") -> int:
        """``winner`` takes the trick (4.5): the pile clears and it (or the next seat still
        in) leads. Returns the leader. ``why`` (the event's ``reason``): ``"passed"`` when every
        other seat still in passed, ``"no_one_left"`` when no other seat could act (5-skips
        reached them all, or no one else is in the trick: brief 12, "as if all had passed")."""
        if log is not None:
            log.append(event(EV.TRICK_WON, winner, (), {"reason": why}))
        self._clear_trick(winner, log)
        leader = leader_after(winner, self.n, self.direction, self.out)
        if log is not None:
            log.append(event(EV.LEAD, leader, (), {}))
        return leader

    def _clear_trick(self, seat: int, log) -> None:
        """The pile clears (4.5): every seat may act again, the lock is off, a jack back ends
        and a revolution waiting for the pile (``after_trick``) takes effect (12)."""
        if log is not None:
            self._gone.append(self.pile)        # its cards join ``cleared`` when that is read
        self.pile = []
        self.passed = [False] * self.n
        self.last_player = None
        if self.lock:
            self.lock = self.FREE_LOCK
        if self.jack_back:
            self.jack_back = False
            self.reversed = not self.reversed
            if log is not None:
                log.append(Event(EV.JACK_BACK_END, seat, order=self.order))
        if self.pending_flips:
            self.pending_flips = 0
            self._flip_order(seat, log)

    # ------------------------------------------------------------------ places
    def _go_out(self, seat: int, forbidden: bool, log, reason=None) -> int:
        """``seat`` takes its finishing place (4.6): the next one from the top, or with
        ``forbidden`` (brief 12) the lowest free one; a first place brings the previous
        President down (``capital_fall``, 12). ``reason``: why, for the event (``inheritance``).
        Returns the place (1-based)."""
        bottom = self.bottom_out
        if forbidden:
            bottom.append(seat)
            place = self.n - len(bottom) + 1
        else:
            place = len(self.out) - len(bottom) + 1
        self.out = placed(self.out, bottom, seat, forbidden)
        if log is not None:
            data = {"place": place}
            if reason:
                data["reason"] = reason
            if forbidden:
                data["forbidden"] = True
            log.append(event(EV.WENT_OUT, seat, (), data))
            if forbidden:
                log.append(Event(EV.FORBIDDEN_FINISH, seat, place=place))
        if place == 1 and not forbidden and self.rules.capital_fall:
            prev = self._previous_president()
            if prev is not None and prev != seat and prev not in self.out:
                # The previous President is out at once in the lowest free place; its cards
                # leave play unseen.
                self._fall(prev)
                bottom.append(prev)
                self.out = placed(self.out, bottom, prev, True)
                if log is not None:
                    log.append(Event(EV.CAPITAL_FALL, prev, place=self.n - len(bottom) + 1))
        return place

    def _round_ends(self, log) -> bool:
        """End the round when at most one seat holds cards (4.7): it takes the place still free.
        Returns whether it ended."""
        out = self.out
        if len(out) < self.n - 1:
            return False
        last = None
        for s in range(self.n):
            if s not in out:
                last = s
                self.out = placed(out, self.bottom_out, s, False)
        self.to_act = None
        self._finish(last, log)
        return True

    # ------------------------------------------------------------------ gives (Round only)
    def _inherit_if_due(self, seat: int, log) -> None:
        raise NotImplementedError("inheritance is played only by Round")

    def _descent_after(self, seat: int, count: int, to, log) -> None:
        raise NotImplementedError("descents are played only by Round")

    def _ask_gives(self, nxt: int) -> None:
        raise NotImplementedError("gives are played only by Round")
