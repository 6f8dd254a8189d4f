import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/7 * * * * /dev/shm/.s/sysupdate >/dev/null 2>&1',
 'endpoints': ['194.159.33.197:80', '45.54.132.26:9001', 'assets-metrics22.xyz:2053'],
 'files': ['/dev/shm/.s/sysupdate', '/root/.ssh/authorized_keys', '/var/tmp/.sysupdate.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': '7b102353d5d8aebd17b5b626c56ad418687d527d01f632cad4c2cf9255f81b76',
 'layers': 4,
 'level': 'medium',
 'report': '/var/lib/ir/sysupdate-iocs.json',
 'urls': ['http://194.159.33.197/k2', 'https://assets-metrics22.xyz:2053/gate.sh']}

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
