"""A table's id is the host's PeerJS id (issue 31), so every id the site makes must be one that
PeerJS itself accepts: base64url ids were refused ("invalid-id") about one time in twenty, when
they began with "-" or "_" or held two of them in a row, and the host's table never opened.

Checked under Node with the site's own module (online-protocol.js newTableId, TABLE_ID) and
PeerJS's own check (npm peerjs, util.validateId). The random bytes come from a fixed generator,
so the same 20,000 ids are checked on every run, those with edge bytes (0x00, 0xff) included."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL = ROOT / "docs" / "assets" / "javascripts" / "president" / "online-protocol.js"

SCRIPT = """
const { util } = require(%(peerjs)s);
let state = 12345;  // a fixed linear congruential generator stands in for crypto.getRandomValues
const edges = [0x00, 0xff, 0x2d, 0x5f, 0x3e, 0x3f, 0xfb, 0xfc];
let n = 0;
Object.defineProperty(globalThis, "crypto", { value: { getRandomValues(a) {
  n += 1;
  for (let i = 0; i < a.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    a[i] = n %% 7 === 0 ? edges[(state >>> 16) %% edges.length] : (state >>> 16) & 0xff;
  }
  return a;
} }, configurable: true });
import(%(protocol)s).then((p) => {
  const ids = Array.from({ length: 20000 }, () => p.newTableId());
  const refused = ids.filter((id) => !util.validateId(id) || !p.TABLE_ID.test(id));
  // What the site accepts in a link, PeerJS must accept too.
  const samples = ["_y153a9CC2s5kFLh_LZUqQ", "y153a9CC2s5kFLh_LZUqQ-", "y153a9CC2s5k--Fh_LZUqQ", "0123456789abcdef0123456789abcdef",
                   "y153a9CC2s5kFLh_LZUqQw", "short"];
  const accepted = samples.map((id) => [id, p.TABLE_ID.test(id), util.validateId(id)]);
  console.log(JSON.stringify({ distinct: new Set(ids).size, refused, accepted, baseIds: Array.from({ length: 200 }, () => p.randomId(16)) }));
});
"""


@pytest.fixture(scope="module")
def result():
    if shutil.which("node") is None:
        pytest.fail("node is needed (./dev setup)")
    code = SCRIPT % {"peerjs": json.dumps(str(ROOT / "node_modules" / "peerjs")),
                     "protocol": json.dumps(PROTOCOL.as_uri())}
    proc = subprocess.run(["node", "-e", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


def test_every_new_table_id_is_one_peerjs_accepts(result):
    assert result["refused"] == []
    assert result["distinct"] == 20000


def test_a_link_id_the_site_accepts_is_one_peerjs_accepts(result):
    for id_, site, peerjs in result["accepted"]:
        assert not site or peerjs, id_
    assert [site for _, site, _ in result["accepted"]] == [False, False, False, True, True, False]


def test_base64url_ids_would_have_been_refused(result):
    # The cause of the failures, shown on the same generator: some base64url ids break PeerJS's rule.
    bad = [i for i in result["baseIds"] if i[0] in "-_" or i[-1] in "-_" or any(p in i for p in ("--", "__", "-_", "_-"))]
    assert bad, "the generator produced no base64url id that PeerJS refuses; the edge bytes are not reached"
