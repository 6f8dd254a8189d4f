import hashlib, json, os

import pytest

EXPECTED = {'cron': '42 */2 * * * /var/lib/.dpkg-cache/irqbalanced --quiet >/dev/null 2>&1',
 'endpoints': ['103.62.181.4:80', '185.112.219.249:4444', 'assets-cloud79.info:45700', 'assets-metrics30.icu:443'],
 'files': ['/etc/systemd/system/udev-settle2.service',
           '/root/.ssh/authorized_keys',
           '/var/lib/.dpkg-cache/irqbalanced',
           '/var/tmp/.irqbalanced.pid'],
 'final_copy': '/root/ir/stage-final.sh',
 'final_sha256': '7f4b36a8cb6acbef6dd32f4be39444b59a9cb6a3c366b7b96cc2e39fe85b3e4d',
 'layers': 6,
 'level': 'hard',
 'report': '/root/ir/report.json',
 'urls': ['http://103.62.181.4/k4', 'https://assets-metrics30.icu/gate.bin']}

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
