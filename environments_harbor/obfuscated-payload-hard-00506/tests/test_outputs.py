import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/7 * * * * /tmp/.X11-unix/.cache/kworkerd >/dev/null 2>&1',
 'endpoints': ['146.221.218.16:5555', '91.196.143.168:80', 'cdn-img60.icu:443', 'img-metrics76.xyz:3333'],
 'files': ['/etc/systemd/system/udev-settle2.service',
           '/root/.ssh/authorized_keys',
           '/tmp/.X11-unix/.cache/kworkerd',
           '/var/tmp/.kworkerd.pid'],
 'final_copy': '/srv/ir/stage-final.sh',
 'final_sha256': '4b48b6041ce14b4bcdf2f6ce0061a4317ef1aeb6bac38c05c72702e8c1dcae8b',
 'layers': 6,
 'level': 'hard',
 'report': '/srv/ir/iocs.json',
 'urls': ['http://91.196.143.168/b2', 'https://cdn-img60.icu/update.php']}

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
