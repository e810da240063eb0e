"""The rules object: every option of the rules brief (sections 5-9, 12) and the presets (7, 12).

>>> r = Rules.preset("classic", players=5, revolution=True)
>>> r.players, r.equal_plays, r.revolution, r.first_lead
(5, True, True, 'three_of_clubs')
>>> Rules.preset("cardverse", jokers=1)
Traceback (most recent call last):
...
president.rules.RulesError: option 'jokers' is locked to 0 by the preset 'cardverse' (switchable there: players, revolution, rounds)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace


class RulesError(ValueError):
    """An option has a value that is not allowed, or a preset locks it.

    ``option`` names the option; the message lists the allowed values.
    """

    def __init__(self, message: str, option: str = ""):
        super().__init__(message)
        self.option = option


BOOL = (False, True)
CHOICES: dict[str, tuple] = {
    "equal_plays": BOOL,
    "two_clears": BOOL,
    "revolution": BOOL,
    "revolution_timing": ("immediate", "after_trick"),
    "sequences": BOOL,
    "jokers": (0, 1, 2),
    "eight_clears": BOOL,
    "exchange": BOOL,
    "first_lead": ("seat0", "three_of_clubs", "three_of_diamonds"),
    "later_lead": ("asshole", "after_asshole"),
    "two_bombs": BOOL,
    "quad_clears": BOOL,
    "match_skips": BOOL,
    "match_clears": BOOL,
    "joker_not_two": BOOL,
    "uneven_deal": BOOL,
    "descents": BOOL,
    "inheritance": BOOL,
    "western_revolution": BOOL,
    "spade3_return": BOOL,
    "lock": BOOL,
    "jack_back": BOOL,
    "capital_fall": BOOL,
    "forbidden_finish": BOOL,
    "five_skip": BOOL,
    "seven_pass": BOOL,
    "ten_discard": BOOL,
    "titles": ("standard", "hebrew", "japanese"),
}
MAX_ROUNDS = 1000


@dataclass(frozen=True)
class Rules:
    """Immutable rule set: a preset plus options (rules brief sections 5-9 and 12).

    Fields (all validated on construction, :class:`RulesError` otherwise):
    ``players`` 3..8 (3..6 in ``cardverse``); booleans ``equal_plays``, ``two_clears``,
    ``revolution``, ``sequences``, ``eight_clears``, ``exchange`` and the house rules
    ``two_bombs``, ``quad_clears``, ``match_skips``, ``match_clears``, ``joker_not_two``,
    ``uneven_deal``, ``descents``, ``inheritance``, ``western_revolution``; the Dai Fugo local
    rules of brief 12 ``spade3_return``, ``lock``, ``jack_back``, ``capital_fall``,
    ``forbidden_finish``, ``five_skip``, ``seven_pass``, ``ten_discard``;
    ``revolution_timing`` (``immediate``/``after_trick``), ``jokers`` (0, 1, 2), ``rounds`` (>= 1),
    ``first_lead`` (``seat0``/``three_of_clubs``/``three_of_diamonds``), ``later_lead``
    (``asshole``: brief 4.3; ``after_asshole``: Hebrew ruleset) and ``titles``
    (``standard``; ``hebrew``, which names the citizens "Middle" and the last "Loser";
    ``japanese``: Daifugō, Fugō, Heimin, Hinmin, Daihinmin, brief 12).
    """

    preset: str = "classic"
    players: int = 4
    equal_plays: bool = True
    two_clears: bool = True
    revolution: bool = False
    revolution_timing: str = "immediate"
    sequences: bool = False
    jokers: int = 0
    eight_clears: bool = False
    exchange: bool = True
    rounds: int = 1
    first_lead: str = "three_of_clubs"
    later_lead: str = "asshole"
    two_bombs: bool = False
    quad_clears: bool = False
    match_skips: bool = False
    match_clears: bool = False
    joker_not_two: bool = False
    uneven_deal: bool = False
    descents: bool = False
    inheritance: bool = False
    western_revolution: bool = False
    spade3_return: bool = False
    lock: bool = False
    jack_back: bool = False
    capital_fall: bool = False
    forbidden_finish: bool = False
    five_skip: bool = False
    seven_pass: bool = False
    ten_discard: bool = False
    titles: str = "standard"

    def __post_init__(self):
        if self.preset not in PRESETS:
            raise RulesError(f"unknown preset {self.preset!r}: allowed {', '.join(PRESETS)}", "preset")
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if allowed is BOOL:
                ok = isinstance(value, bool)
            else:
                ok = value in allowed and type(value) is type(allowed[0])
            if not ok:
                shown = "true, false" if allowed is BOOL else ", ".join(str(a) for a in allowed)
                raise RulesError(f"option {name!r} cannot be {value!r}: allowed {shown}", name)
        lo, hi = PLAYER_RANGE[self.preset]
        if not (isinstance(self.players, int) and not isinstance(self.players, bool) and lo <= self.players <= hi):
            raise RulesError(f"option 'players' cannot be {self.players!r}: allowed {lo}..{hi} for the preset {self.preset!r}", "players")
        if not (isinstance(self.rounds, int) and not isinstance(self.rounds, bool) and 1 <= self.rounds <= MAX_ROUNDS):
            raise RulesError(f"option 'rounds' cannot be {self.rounds!r}: allowed 1..{MAX_ROUNDS}", "rounds")
        base = PRESETS[self.preset]
        for name in LOCKS[self.preset]:
            if getattr(self, name) != base[name]:
                switchable = ", ".join(sorted(n for n in OPTION_NAMES if n not in LOCKS[self.preset]))
                raise RulesError(
                    f"option {name!r} is locked to {_show(base[name])} by the preset {self.preset!r} "
                    f"(switchable there: {switchable})", name)

    @classmethod
    def preset_names(cls) -> list[str]:
        """Names of the presets, in the brief's order."""
        return list(PRESETS)

    @classmethod
    def preset(cls, name: str = "classic", **options) -> "Rules":
        """Rules of the preset ``name`` with ``options`` changed on top.

        Raises :class:`RulesError` for an unknown preset or option, a bad value, or an option
        the preset locks.
        """
        if name not in PRESETS:
            raise RulesError(f"unknown preset {name!r}: allowed {', '.join(PRESETS)}", "preset")
        values = dict(PRESETS[name])
        for key, value in options.items():
            if key not in OPTION_NAMES:
                raise RulesError(f"unknown option {key!r}: allowed {', '.join(OPTION_NAMES)}", key)
            values[key] = value
        return cls(preset=name, **values)

    @classmethod
    def from_dict(cls, data: dict) -> "Rules":
        """Rules from ``{"preset": NAME, OPTION: VALUE, ...}`` (the scenario format's ``rules``).
        A missing preset means ``classic``. Raises :class:`RulesError`."""
        if not isinstance(data, dict):
            raise RulesError(f"rules must be a mapping such as {{preset: classic}}, not {data!r}", "rules")
        data = dict(data)
        name = data.pop("preset", "classic")
        return cls.preset(name, **data)

    def to_dict(self) -> dict:
        """``{"preset": ..., every option: value}``; ``Rules.from_dict`` reads it back."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def changed(self) -> dict:
        """Only the options that differ from the preset (short form for links and files)."""
        base = PRESETS[self.preset]
        return {n: getattr(self, n) for n in OPTION_NAMES if getattr(self, n) != base[n]}

    def replace(self, **options) -> "Rules":
        """A copy with some options changed (validated as in :meth:`preset`)."""
        return Rules.preset(self.preset, **{**self.changed(), **options})

    @property
    def locked(self) -> tuple[str, ...]:
        """Option names the preset does not let you change."""
        return LOCKS[self.preset]

    @property
    def player_range(self) -> tuple[int, int]:
        """(min, max) players the preset allows."""
        return PLAYER_RANGE[self.preset]


def _show(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


_DEFAULTS = {f.name: f.default for f in fields(Rules) if f.name != "preset"}
OPTION_NAMES: tuple[str, ...] = tuple(_DEFAULTS)

PRESETS: dict[str, dict] = {
    # Rules brief 7: "standard President" of the pl/nl variant pages.
    "classic": dict(_DEFAULTS),
    # Rules brief 7: the bg/de "CardVerse" summary v1.1.0.
    "cardverse": {**_DEFAULTS, "revolution": True, "equal_plays": False, "two_clears": False,
                  "first_lead": "seat0"},
    # Rules brief 7: Dai Fugo as in the history notes, the site's choices where silent.
    "daifugo": {**_DEFAULTS, "jokers": 1, "sequences": True, "revolution": True,
                "revolution_timing": "after_trick", "eight_clears": True, "equal_plays": False,
                "two_clears": False, "first_lead": "three_of_diamonds"},
    # Rules brief 8: the Hebrew article's house rules (descents and inheritance optional, off).
    # Site's choice: two jokers, since the article lets "a joker" stand for any card but a 2.
    "hebrew": {**_DEFAULTS, "equal_plays": True, "two_clears": False, "two_bombs": True,
               "quad_clears": True, "match_skips": True, "match_clears": True,
               "joker_not_two": True, "jokers": 2, "uneven_deal": True,
               "later_lead": "after_asshole", "titles": "hebrew"},
    # Rules brief 12: "common Japanese rules": daifugo plus the common local rules, with an
    # immediate revolution; five_skip, seven_pass and ten_discard stay off.
    "japanese": {**_DEFAULTS, "jokers": 1, "sequences": True, "revolution": True,
                 "revolution_timing": "immediate", "eight_clears": True, "equal_plays": False,
                 "two_clears": False, "first_lead": "three_of_diamonds", "spade3_return": True,
                 "lock": True, "jack_back": True, "capital_fall": True, "forbidden_finish": True,
                 "titles": "japanese"},
}
PLAYER_RANGE = {"classic": (3, 8), "cardverse": (3, 6), "daifugo": (3, 8), "hebrew": (3, 8),
                "japanese": (3, 8)}
LOCKS: dict[str, tuple[str, ...]] = {
    "classic": (),
    "cardverse": tuple(n for n in OPTION_NAMES if n not in ("players", "revolution", "rounds")),
    "daifugo": (),
    "hebrew": (),
    "japanese": (),
}
