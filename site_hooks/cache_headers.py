"""MkDocs hook: the ``Cache-Control`` header of each path of the built site, sent by
``./dev serve`` (``mkdocs serve``) as a well-configured host sends it (README, "Hosting").

The runtime (``assets/pyodide/<version>/``) and the engine (``assets/engine/<sha12>/``) carry a
version or a content hash in their paths (hooks/publish_runtime.py), so they are immutable and
never downloaded twice; every other path (the pages, ``manifest.json``) is revalidated.
"""

from __future__ import annotations

import re

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# assets/pyodide/<version>/<file> and assets/engine/<sha12>/<file>, under any sub-path.
_VERSIONED = re.compile(r"/assets/(?:pyodide/[0-9][^/]*|engine/[0-9a-f]{12})/[^/]+$")


def cache_control(url_path: str) -> str:
    """The ``Cache-Control`` value for a path of the built site (``/assets/engine/...``):
    immutable for the versioned runtime and the hashed engine (never downloaded twice),
    ``no-cache`` (revalidate) for everything else, the manifest and the pages included."""
    return IMMUTABLE if _VERSIONED.search(url_path) else REVALIDATE


def on_serve(server, config, builder, **kwargs):
    """`mkdocs serve`: send cache_control()'s header with every successful response, so that a
    second visit takes the runtime from the browser's cache, as on a well-configured host."""
    app = server.get_app()

    def with_cache_headers(environ, start_response):
        path = environ.get("PATH_INFO", "")

        def start(status, headers, exc_info=None):
            if status.startswith("200") and not any(k.lower() == "cache-control" for k, _ in headers):
                headers = [*headers, ("Cache-Control", cache_control(path))]
            return start_response(status, headers, exc_info)

        return app(environ, start)

    server.set_app(with_cache_headers)
    return server
