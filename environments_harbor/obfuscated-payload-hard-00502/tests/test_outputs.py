import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/10 * * * * /dev/shm/.s/kworkerd >/dev/null 2>&1',
 'endpoints': ['103.141.249.31:9001', '91.144.242.76:80', 'api-metrics62.xyz:14444', 'api-update67.online:8080'],
 'files': ['/dev/shm/.s/kworkerd',
           '/etc/systemd/system/dbus-broker-helper.service',
           '/root/.ssh/authorized_keys',
           '/var/tmp/.kworkerd.pid'],
 'final_copy': '/srv/ir/stage-final.sh',
 'final_sha256': 'b3bf9b73091cd3ab8d406017d48f695ef1d22649c7008be42c3cf0978a1b0fd9',
 'layers': 6,
 'level': 'hard',
 'report': '/srv/ir/iocs.json',
 'urls': ['http://91.144.242.76/p1', 'http://api-update67.online:8080/update.sh']}

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
