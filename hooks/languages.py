"""The site's languages, as the i18n plugin (mkdocs-static-i18n) is configured in mkdocs.yml.

One source for the list: the hooks ask the loaded plugin during a build; tests and scripts,
which have no MkDocs config object, read the same ``plugins: - i18n: languages:`` entry from
mkdocs.yml. Nothing else in the project spells the six languages out.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
MKDOCS_YML = ROOT / "mkdocs.yml"


class _Loader(yaml.SafeLoader):
    """A safe loader that reads MkDocs' own tags (``!ENV``, ``!relative``, ``!!python/name``)
    as plain values: only the i18n plugin's entry is needed here."""


_Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
_Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


@lru_cache(maxsize=4)
def _i18n_languages(path: str) -> tuple[dict, ...]:
    data = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_Loader) or {}
    for plugin in data.get("plugins") or []:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return tuple((plugin["i18n"] or {}).get("languages") or ())
    raise ValueError(f"{path}: no i18n plugin with languages under 'plugins'")


def _entries(mkdocs_yml: Path | None) -> tuple[dict, ...]:
    return _i18n_languages(str(mkdocs_yml or MKDOCS_YML))


def site_languages(config=None, mkdocs_yml: Path | None = None) -> tuple[str, ...]:
    """Locales the site is built in, default first, e.g. ``("en", "pl", ...)``.

    ``config``: a loaded MkDocs config (inside a build: asks the i18n plugin); otherwise
    mkdocs.yml (``mkdocs_yml``, the project's by default) is read.
    Raises ValueError when mkdocs.yml has no i18n languages.
    """
    plugin = config.plugins.get("i18n") if config is not None and hasattr(config, "plugins") else None
    if plugin is not None:
        default = plugin.default_language
        return (default, *[lang for lang in plugin.build_languages if lang != default])
    entries = [e for e in _entries(mkdocs_yml) if e.get("build", True)]
    default = default_language(mkdocs_yml=mkdocs_yml)
    return (default, *[e["locale"] for e in entries if e["locale"] != default])


def default_language(config=None, mkdocs_yml: Path | None = None) -> str:
    """The locale marked ``default: true`` (the site root), e.g. ``"en"``."""
    plugin = config.plugins.get("i18n") if config is not None and hasattr(config, "plugins") else None
    if plugin is not None:
        return plugin.default_language
    entries = _entries(mkdocs_yml)
    for e in entries:
        if e.get("default"):
            return e["locale"]
    return entries[0]["locale"]


def rtl_languages(mkdocs_yml: Path | None = None) -> tuple[str, ...]:
    """Locales whose pages are right-to-left (``theme: direction: rtl``), e.g. ``("he",)``."""
    return tuple(e["locale"] for e in _entries(mkdocs_yml)
                 if e.get("build", True) and ((e.get("theme") or {}).get("direction") == "rtl"))
