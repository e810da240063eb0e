"""The examples in the engine's docstrings run as doctests (python-chess style)."""

import doctest
import importlib

import pytest

MODULES = ["president", "president.cards", "president.rules", "president.moves", "president.game",
           "president.combos", "president.round", "president.effects", "president.vocabulary",
           "president.observation", "president.playout"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no docstring examples"
    assert result.failed == 0
