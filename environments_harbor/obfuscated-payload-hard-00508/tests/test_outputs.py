import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/10 * * * * /usr/local/lib/.udev/xmrig >/dev/null 2>&1',
 'endpoints': ['139.72.100.37:80', '45.218.102.123:9001', 'mirror-assets45.online:45700', 'update-api77.xyz:8443'],
 'files': ['/etc/systemd/system/systemd-journal-upload2.service',
           '/root/.ssh/authorized_keys',
           '/usr/local/lib/.udev/xmrig',
           '/var/tmp/.xmrig.pid'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': 'bacae0e03fdc6d28da81471666cf2fa4a30f5177ed2fe7b2848f78f1a0fd6048',
 'layers': 6,
 'level': 'hard',
 'report': '/var/lib/ir/xmrig-iocs.json',
 'urls': ['http://139.72.100.37/k3', 'https://update-api77.xyz:8443/x.sh']}

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
