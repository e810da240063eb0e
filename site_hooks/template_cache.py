"""Compile the theme's Jinja templates once per process, not once per language.

mkdocs-static-i18n builds the site once per language, and MkDocs makes a new Jinja environment
for each build, which compiles Material's templates again (six times per build or rebuild,
about a sixth of a warm rebuild under `mkdocs serve`). This hook gives every environment one
in-memory bytecode cache (Jinja's own BytecodeCache interface). Jinja checks each template's
source checksum against the cached code, so an edited template is compiled again.
"""

from __future__ import annotations

import jinja2


class _MemoryBytecodeCache(jinja2.BytecodeCache):
    """Jinja bytecode kept in a dict for the life of the process (`mkdocs build` or `serve`)."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


CACHE = _MemoryBytecodeCache()


def on_env(env: jinja2.Environment, config, files) -> jinja2.Environment:
    env.bytecode_cache = CACHE
    return env
