"""Test-wide settings: the Hypothesis profiles.

``ci``, the default (``./dev test``, ``.ci/run``), is derandomized: every run draws the same
examples, so the suite never turns red or green by luck, and a failure prints the blob that
reproduces it (``@reproduce_failure``). Nor does it depend on the machine's speed: no deadline
per example and no health check on data generation time (a machine shared by other jobs is
slow at random). ``explore`` (``HYPOTHESIS_PROFILE=explore``) draws new examples on each run to
look for new cases; a case found there is kept as an ``@example``. Its ``derandomize=False`` is
explicit: with ``CI`` set in the environment Hypothesis loads its own derandomized ``ci``
profile first, and a new profile inherits from the one loaded.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
