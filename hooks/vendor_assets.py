"""MkDocs hook: self-hosts @fluent/bundle, the formatter of the widget messages.

The ES modules of the pinned package (package.json, node_modules/@fluent/bundle/esm/*.js) are
copied to assets/javascripts/vendor/fluent-bundle/ in the built site, where
assets/javascripts/president/strings.js imports them. No CDN: the site makes no request to
another host. The build fails if the package is missing (run ./dev setup, i.e. npm ci).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "node_modules" / "@fluent" / "bundle"
TARGET = Path("assets") / "javascripts" / "vendor" / "fluent-bundle"


@event_priority(-150)
def on_post_build(config, **kwargs) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a nested per-language build of the i18n plugin: the pages use the root assets
    source = PACKAGE / "esm"
    if not (source / "index.js").is_file():
        raise PluginError(f"fluent_assets: {source}/index.js is missing: run ./dev setup (npm ci)")
    out = Path(config.site_dir) / TARGET
    out.mkdir(parents=True, exist_ok=True)
    for js in sorted(source.glob("*.js")):
        shutil.copyfile(js, out / js.name)
