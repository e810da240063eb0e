"""Cards and their notation (scenario format, "Card notation").

Inside the engine a card is a small int *code*: ``(rank - 3) * 4 + suit`` for the 52 natural
cards (ranks 3..15 where J=11, Q=12, K=13, A=14, 2=15; suits C=0 < D=1 < H=2 < S=3) and
``JOKER`` (52) for either joker; the two jokers of a deck are identical. A hand is a sorted
list of codes, so the best card of a hand is its last code. :class:`Card` is the value object
used at the edges (parsing, display, JSON).

>>> Card.parse("10h")
Card('10H')
>>> str(Card.parse("T♠"))
'10S'
>>> format_cards(parse_cards("3C jk 2S"))
'3C JK 2S'
"""

from __future__ import annotations

import random

SUITS = "CDHS"
SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
RANK_NAMES = {3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A", 15: "2", 16: "JK"}
RANK_VALUES = {name: rank for rank, name in RANK_NAMES.items() if rank != 16}
RANK_VALUES["T"] = 10
JOKER = 52
JOKER_RANK = 16


class NotationError(ValueError):
    """A card, card list or move could not be read.

    ``token`` holds the offending text; the message names it and what is allowed.
    """

    def __init__(self, message: str, token: str = ""):
        super().__init__(message)
        self.token = token


def rank_of(code: int) -> int:
    """Rank of a card code: 3..15 for natural cards, 16 for a joker."""
    return JOKER_RANK if code == JOKER else (code >> 2) + 3


def suit_of(code: int) -> int:
    """Suit index 0..3 (C, D, H, S) of a natural card code; -1 for a joker."""
    return -1 if code == JOKER else code & 3


def code_of(rank: int, suit: int) -> int:
    """Card code of a natural card from its rank (3..15) and suit index (0..3)."""
    return (rank - 3) * 4 + suit


def code_name(code: int) -> str:
    """Notation of one card code, e.g. ``'10H'``, ``'JK'``."""
    if code == JOKER:
        return "JK"
    return RANK_NAMES[(code >> 2) + 3] + SUITS[code & 3]


CODE_NAMES = [code_name(c) for c in range(53)]


def parse_token(token: str) -> tuple[int, int | None]:
    """Read one card token of the notation into ``(code, stands_for_rank)``.

    ``stands_for_rank`` is the rank a joker was declared to stand for (``JK@7`` -> 7),
    else None. Raises :class:`NotationError` naming the token.
    """
    text = token.strip()
    up = text.upper()
    if up.startswith("JK"):
        rest = up[2:]
        if not rest:
            return JOKER, None
        if rest.startswith("@") and rest[1:] in RANK_VALUES:
            return JOKER, RANK_VALUES[rest[1:]]
        raise NotationError(f"bad card {token!r}: a joker is JK or JK@<rank> (JK@7)", token)
    for sym, letter in SUIT_SYMBOLS.items():
        up = up.replace(sym, letter)
    if len(up) >= 2 and up[-1] in SUITS and up[:-1] in RANK_VALUES:
        return code_of(RANK_VALUES[up[:-1]], SUITS.index(up[-1])), None
    raise NotationError(
        f"bad card {token!r}: expected a rank 3-10, J, Q, K, A, 2 (T for 10) and a suit "
        f"C, D, H, S (or ♣ ♦ ♥ ♠), e.g. 10H, or JK", token)


def parse_codes(cards) -> list[tuple[int, int | None]]:
    """Read a card list (a space-separated string or a list of tokens/Cards) into
    ``[(code, stands_for_rank), ...]``. Raises :class:`NotationError`."""
    if cards is None:
        return []
    if isinstance(cards, str):
        tokens = cards.replace(",", " ").split()
    elif isinstance(cards, (list, tuple)):
        tokens = cards
    else:
        raise NotationError(f"bad card list {cards!r}: expected a string or a list", str(cards))
    out = []
    for tok in tokens:
        if isinstance(tok, Card):
            out.append((tok.code, None))
        elif isinstance(tok, str):
            out.append(parse_token(tok))
        else:
            raise NotationError(f"bad card {tok!r}: expected text such as '7H'", str(tok))
    return out


class Card:
    """One playing card, a value object that parses and prints its notation.

    ``rank``: 3..15 (J=11, Q=12, K=13, A=14, 2=15) or 16 for a joker; ``suit``: ``'C' 'D' 'H' 'S'``
    or None for a joker; ``code``: the engine's int code.
    """

    __slots__ = ("code",)

    def __init__(self, code: int):
        if not 0 <= code <= JOKER:
            raise ValueError(f"card code {code} out of range 0..52")
        self.code = code

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Card from notation (``'10H'``, ``'T♥'``, ``'jk'``). Raises :class:`NotationError`."""
        code, _ = parse_token(text)
        return cls(code)

    @property
    def rank(self) -> int:
        return rank_of(self.code)

    @property
    def suit(self) -> str | None:
        return None if self.code == JOKER else SUITS[self.code & 3]

    @property
    def is_joker(self) -> bool:
        return self.code == JOKER

    def __str__(self) -> str:
        return CODE_NAMES[self.code]

    def __repr__(self) -> str:
        return f"Card({CODE_NAMES[self.code]!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Card) and other.code == self.code

    def __lt__(self, other: "Card") -> bool:
        return self.code < other.code

    def __hash__(self) -> int:
        return self.code


def parse_cards(cards) -> list[Card]:
    """List of :class:`Card` from a notation string or list; ``@rank`` marks are not allowed
    here (they belong to moves). Raises :class:`NotationError`."""
    out = []
    for code, stands in parse_codes(cards):
        if stands is not None:
            raise NotationError(f"bad card 'JK@{RANK_NAMES[stands]}': a rank mark belongs to a move, not a hand", "JK@")
        out.append(Card(code))
    return out


def format_cards(cards) -> str:
    """Space-separated notation of Cards or codes, in the given order."""
    return " ".join(CODE_NAMES[c if isinstance(c, int) else c.code] for c in cards)


def deck(jokers: int = 0) -> list[int]:
    """The deck as a sorted list of codes: 52 natural cards plus 0, 1 or 2 jokers."""
    if jokers not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, not {jokers!r}")
    return list(range(52)) + [JOKER] * jokers


def shuffled_deal(players: int, jokers: int, seed: int) -> list[list[int]]:
    """Seeded deal (brief 4.1): the deck shuffled by ``random.Random(seed)`` and dealt one card
    at a time from seat 0, so extra cards go to the first seats. Returns sorted hands of codes;
    the same (players, jokers, seed) give the same deal on every platform."""
    cards = deck(jokers)
    # ``random.Random(seed).shuffle(cards)`` written out: the same draws (``getrandbits`` of
    # ``(i + 1).bit_length()`` bits until one is below ``i + 1``, as ``Random._randbelow``
    # does), without two Python calls per card.
    getrandbits = random.Random(seed).getrandbits
    for i, k in _DRAWS[len(cards)]:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
    return [sorted(cards[i::players]) for i in range(players)]


#: ``_DRAWS[n]``: the steps of shuffling ``n`` cards, ``(i, (i + 1).bit_length())`` for ``i``
#: from ``n - 1`` down to 1: the place swapped and the bits ``Random._randbelow(i + 1)`` draws.
_DRAWS = {n: tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in (52, 53, 54)}
