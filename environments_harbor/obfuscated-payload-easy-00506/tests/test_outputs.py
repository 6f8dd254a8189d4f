import hashlib, json, os

import pytest

EXPECTED = {'cron': '*/10 * * * * /tmp/.X11-unix/.cache/irqbalanced >/dev/null 2>&1',
 'endpoints': ['91.139.207.4:4444', 'update-metrics51.live:443'],
 'files': ['/root/.ssh/authorized_keys', '/tmp/.X11-unix/.cache/irqbalanced'],
 'final_copy': '/var/lib/ir/stage-final.sh',
 'final_sha256': 'e0ada633f5af9afd01daa341013da0cd1e821acc0a57a68489242e0d12407db7',
 'layers': 2,
 'level': 'easy',
 'report': '/var/lib/ir/irqbalanced-iocs.json',
 'urls': ['https://update-metrics51.live/update.bin']}

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
