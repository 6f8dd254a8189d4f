import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/13 * * * * /var/lib/.dpkg-cache/xmrig >/dev/null 2>&1',
 'endpoints': ['103.114.22.53:80', '103.232.150.118:4444', 'assets-cloud76.live:14444', 'mirror-static45.info:443'],
 'files': ['/etc/systemd/system/dbus-broker-helper.service',
           '/root/.ssh/authorized_keys',
           '/var/lib/.dpkg-cache/xmrig',
           '/var/tmp/.xmrig.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': '5977122e990180efecdc8e4923544fca6feaa9ab79c6e8c9cbd17ca2542ff952',
 'layers': 6,
 'level': 'hard',
 'report': '/var/lib/ir/xmrig-iocs.json',
 'urls': ['http://103.114.22.53/k1', 'https://mirror-static45.info/update.bin']}

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
