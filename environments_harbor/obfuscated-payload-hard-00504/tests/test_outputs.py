import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/5 * * * * /usr/local/lib/.udev/systemd-logind2 >/dev/null 2>&1',
 'endpoints': ['139.203.29.119:1337', '167.86.135.77:80', 'api-update53.icu:14444', 'static-mirror9.club:2053'],
 'files': ['/etc/systemd/system/dbus-broker-helper.service',
           '/root/.ssh/authorized_keys',
           '/usr/local/lib/.udev/systemd-logind2',
           '/var/tmp/.systemd-logind2.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': 'dee07fdf380a59a4aade2556383fc41b294be9c793585c9befc9da877b0edd96',
 'layers': 6,
 'level': 'hard',
 'report': '/var/lib/ir/systemd-logind2-iocs.json',
 'urls': ['http://167.86.135.77/b4', 'https://static-mirror9.club:2053/x.sh']}

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
