"""President (Asshole, Scum, Dai Fugo): rules engine, scenario checker and AI players.

Pure Python, no dependencies; runs on CPython 3.11+ and in Pyodide. See ``engine/API.md``.

>>> from president import Game, Rules
>>> g = Game(Rules.preset("classic"), seed=1)
>>> move = g.legal_moves()[0]
>>> [e.code for e in g.apply(move)][:1]
['play']
"""

from .cards import JOKER, Card, NotationError, deck, format_cards, parse_cards
from .combos import Combination
from .game import Game, deal, round_seed
from .moves import Event, Move
from .observation import Observation
from .round import IllegalMove, Round, titles
from .rules import PRESETS, Rules, RulesError

__version__ = "0.1.0"

__all__ = ["Card", "Combination", "Event", "Game", "IllegalMove", "JOKER", "Move", "NotationError",
           "Observation", "PRESETS", "Round", "Rules", "RulesError", "deal", "deck", "format_cards",
           "parse_cards", "round_seed", "titles", "__version__"]
