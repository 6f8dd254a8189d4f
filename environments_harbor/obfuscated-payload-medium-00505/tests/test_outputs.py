import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/13 * * * * /usr/local/lib/.udev/dbus-helper >/dev/null 2>&1',
 'endpoints': ['185.15.36.125:1337', '45.197.21.71:80', 'static-img34.club:80'],
 'files': ['/root/.ssh/authorized_keys', '/usr/local/lib/.udev/dbus-helper', '/var/tmp/.dbus-helper.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': '1eaa7ccadcfffec9ea08b5d66cf974b3caf3b8e2da0943f82a5d245fcfc75fcf',
 'layers': 4,
 'level': 'medium',
 'report': '/var/lib/ir/dbus-helper-iocs.json',
 'urls': ['http://45.197.21.71/b9', 'http://static-img34.club/update.bin']}

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
