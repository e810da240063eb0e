"""President (Asshole, Scum, Dai Fugo): rules engine, scenario checker and AI players.

See ``engine/API.md`` for the public API.
"""

__version__ = "0.1.0"
