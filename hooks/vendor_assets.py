"""MkDocs hook: self-hosts the pinned npm packages that the pages' scripts import.

No CDN: the site makes no request to another host. Each package of ``VENDORED`` (pinned in
package.json, installed by ``./dev setup``, i.e. npm ci) is copied from node_modules to
``assets/javascripts/vendor/<folder>/`` in the built site:

- @fluent/bundle: the formatter of the widget messages (strings.js imports its ES modules);
- peerjs: WebRTC data channels for online play (online-link.js loads its browser build, which
  defines ``window.peerjs``); the site always passes its own signalling server and ICE servers,
  never PeerJS's public defaults;
- qrcode-generator: the invitation's QR code (an ES module).

The build fails if a package is missing. Pyodide is published by publish_runtime.py.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[1]
MODULES = ROOT / "node_modules"
TARGET = Path("assets") / "javascripts" / "vendor"
# (package, folder in the package, file pattern, folder under TARGET)
VENDORED = [
    ("@fluent/bundle", "esm", "*.js", "fluent-bundle"),
    ("peerjs", "dist", "peerjs.min.js", "peerjs"),
    ("qrcode-generator", "dist", "qrcode.mjs", "qrcode"),
]
# A source map the site does not publish: its comment would make developer tools ask for it.
_SOURCE_MAP = re.compile(rb"\n?//# sourceMappingURL=\S+\s*$")


@event_priority(-150)
def on_post_build(config, **kwargs) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a nested per-language build of the i18n plugin: the pages use the root assets
    for package, folder, pattern, target in VENDORED:
        source = MODULES / package / folder
        files = sorted(source.glob(pattern))
        if not files:
            raise PluginError(f"vendor_assets: no {pattern} in {source}: run ./dev setup (npm ci)")
        out = Path(config.site_dir) / TARGET / target
        out.mkdir(parents=True, exist_ok=True)
        for js in files:
            (out / js.name).write_bytes(_SOURCE_MAP.sub(b"\n", js.read_bytes()))
