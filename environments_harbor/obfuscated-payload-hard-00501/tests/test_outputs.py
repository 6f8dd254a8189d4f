import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/13 * * * * /var/lib/.dpkg-cache/sysupdate >/dev/null 2>&1',
 'endpoints': ['167.30.254.166:9001', '193.100.94.208:80', 'assets-mirror77.xyz:3333', 'update-mirror1.info:8080'],
 'files': ['/etc/systemd/system/network-dispatcher2.service',
           '/root/.ssh/authorized_keys',
           '/var/lib/.dpkg-cache/sysupdate',
           '/var/tmp/.sysupdate.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': '9735796dd2f4704ed3f707da77aae19823128e3139050bca7d5a62cfef329f87',
 'layers': 6,
 'level': 'hard',
 'report': '/var/lib/ir/sysupdate-iocs.json',
 'urls': ['http://193.100.94.208/p4', 'http://update-mirror1.info:8080/dl.sh']}

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
