"""Drop the ``<link rel="alternate" hreflang>`` tags Material writes into every page head.

Material's language selector fetches ``sitemap.xml`` next to each alternate link to map pages
between languages. mkdocs-static-i18n already points the language menu at the same page in each
language, and with those links rewritten per page (``../pl/revolution/``) the fetches go to
``/pl/revolution/sitemap.xml``, which does not exist: six 404s and console errors on every page.
Without a ``site_url`` the hreflang links cannot be absolute anyway, so search engines gain
nothing from them. The language menu itself (in the header) is not touched.
"""

import re

_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_post_page(output: str, page, config) -> str:
    head_end = output.find("</head>")
    if head_end < 0:
        return output
    return _ALTERNATE.sub("", output[:head_end]) + output[head_end:]
