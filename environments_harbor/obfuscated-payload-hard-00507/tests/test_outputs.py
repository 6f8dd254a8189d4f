import hashlib, json, os

import pytest

EXPECTED = {'cron': '56 */6 * * * /tmp/.X11-unix/.cache/sysupdate --quiet >/dev/null 2>&1',
 'endpoints': ['139.134.103.27:80', '139.142.236.159:5555', 'edge-telemetry64.online:8080', 'mirror-cdn70.club:5555'],
 'files': ['/etc/systemd/system/udev-settle2.service',
           '/root/.ssh/authorized_keys',
           '/tmp/.X11-unix/.cache/sysupdate',
           '/var/tmp/.sysupdate.pid'],
 'final_copy': '/srv/ir/stage-final.sh',
 'final_sha256': 'a0f7622b5df8a32b78dfc6b66523f3911288d64396784436c6dcdc76744b75fc',
 'layers': 6,
 'level': 'hard',
 'report': '/srv/ir/iocs.json',
 'urls': ['http://139.134.103.27/k6', 'https://edge-telemetry64.online:8080/dl.sh']}

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
