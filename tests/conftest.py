"""Test-wide settings: the Hypothesis profiles.

``ci``, the default (``./dev test``, ``.ci/run``), is derandomized: every run draws the same
examples, so the suite never turns red or green by luck, and a failure prints the blob that
reproduces it (``@reproduce_failure``). ``explore`` (``HYPOTHESIS_PROFILE=explore``) draws new
examples on each run to look for new cases; a case found there is kept as an ``@example``.
"""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
