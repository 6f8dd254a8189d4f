import hashlib, json, os

import pytest

EXPECTED = {'cron': '7 */6 * * * /tmp/.X11-unix/.cache/crond64 --quiet >/dev/null 2>&1',
 'endpoints': ['213.197.90.83:31337', 'api-cloud23.live:80'],
 'files': ['/root/.ssh/authorized_keys', '/tmp/.X11-unix/.cache/crond64'],
 'final_copy': '/root/ir/stage-final.sh',
 'final_sha256': '33e0023343341dedfb15494ef9bfab650084b63d100a668328be7d0295e61a29',
 'layers': 2,
 'level': 'easy',
 'report': '/root/ir/report.json',
 'urls': ['http://api-cloud23.live/dl.php']}

def _report():
    assert os.path.isfile(EXPECTED["report"]), f"{EXPECTED['report']} is missing"
    return json.load(open(EXPECTED["report"]))

def test_layers_and_final_hash():
    r = _report()
    assert r.get("layers") == EXPECTED["layers"], f"layers: {r.get('layers')!r}, expected {EXPECTED['layers']}"
    assert r.get("final_sha256") == EXPECTED["final_sha256"], "final_sha256 is not the hash of the innermost script"

@pytest.mark.parametrize("key", ["urls", "endpoints", "files"])
def test_indicator_lists(key):
    got = _report().get(key)
    assert isinstance(got, list), f"{key} must be a list"
    want = EXPECTED[key]
    assert sorted(set(got)) == want, f"{key}: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
    assert len(got) == len(want), f"{key} has duplicates"

def test_cron_line():
    got = _report().get("cron")
    assert isinstance(got, str) and got.strip() == EXPECTED["cron"], f"cron: {got!r}, expected {EXPECTED['cron']!r}"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_final_stage_saved():
    p = EXPECTED["final_copy"]
    assert os.path.isfile(p), f"{p} is missing"
    text = open(p, encoding="utf-8", errors="replace").read()
    assert hashlib.sha256(text.rstrip("\n").encode()).hexdigest() == EXPECTED["final_sha256"], f"{p} is not the innermost script"
