import json, os, subprocess

EXPECTED = {'add': 30,
 'bin': '/usr/local/halcyon/sbin/meterctl',
 'checksum': 'crc32',
 'conf': '/srv/incident/ir-6820/re/recovered.conf',
 'config': '# meterctl runtime configuration\n'
           '[license]\n'
           'license_server = lic-20.int.example.com\n'
           'port = 9443\n'
           'seat_pool = garnet-6\n'
           '[upload]\n'
           'endpoint = https://api.int.example.com/v2/in\n'
           'api_token = fd8d562ff05e845242f83396e3cd0bef\n'
           'telemetry = on\n'
           '[paths]\n'
           'spool = /var/spool/meterctl\n'
           'log = /var/log/meterctl/tundra.log\n',
 'key_hex': '0f38b3f815',
 'legacy_hex': 'd1d56a524d',
 'magic': 'NVB6',
 'mul': 59,
 'override': '/srv/incident/ir-6820/re/site.nvb6',
 'override_text': '# meterctl runtime configuration\n'
                  '[license]\n'
                  'license_server = lic-20.int.example.com\n'
                  'port = 9443\n'
                  'seat_pool = garnet-6\n'
                  '[upload]\n'
                  'endpoint = https://mirror-20.dr.int.example.com/v3/upload-heron\n'
                  'api_token = fd8d562ff05e845242f83396e3cd0bef\n'
                  'telemetry = on\n'
                  '[paths]\n'
                  'spool = /var/spool/meterctl\n'
                  'log = /var/log/meterctl/tundra.log\n',
 'report': '/srv/incident/ir-6820/re/report.json'}

def _report():
    assert os.path.isfile(EXPECTED["report"]), f"missing {EXPECTED['report']}"
    with open(EXPECTED["report"]) as f:
        r = json.load(f)
    assert isinstance(r, dict), "report must be a JSON object"
    return r

def _run(*args):
    return subprocess.run([EXPECTED["bin"], *args], capture_output=True, text=True, timeout=20)

def test_config_recovered_byte_for_byte():
    assert os.path.isfile(EXPECTED["conf"]), f"missing {EXPECTED['conf']}"
    got = open(EXPECTED["conf"], "rb").read()
    want = EXPECTED["config"].encode()
    if got != want:
        n = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        raise AssertionError(f"config differs from the embedded text at byte {n} "
                             f"(got {len(got)} bytes, want {len(want)}): {got[n:n + 30]!r} vs {want[n:n + 30]!r}")
import zlib

def _csum(b):
    if EXPECTED["checksum"] == "crc32":
        return zlib.crc32(b) & 0xFFFFFFFF
    if EXPECTED["checksum"] == "adler32":
        return zlib.adler32(b) & 0xFFFFFFFF
    h = 0x811C9DC5
    for c in b:
        h = ((h ^ c) * 0x01000193) & 0xFFFFFFFF
    return h

def test_key_table():
    got = str(_report().get("key", "")).lower().replace(" ", "").replace("0x", "")
    if got == EXPECTED["legacy_hex"]:
        raise AssertionError("that is the legacy key table, not the one in use")
    assert got == EXPECTED["key_hex"], f"key {got!r} is wrong"

def test_override_decrypts_to_the_edited_text():
    path = EXPECTED["override"]
    assert os.path.isfile(path), f"missing {path}"
    data = open(path, "rb").read()
    assert data[:4] == EXPECTED["magic"].encode(), f"magic is {data[:4]!r}"
    n = int.from_bytes(data[4:6], "little")
    assert len(data) == n + 10, f"length field {n} does not match the file size {len(data)}"
    key = bytes.fromhex(EXPECTED["key_hex"])
    text = bytes(b ^ key[i % len(key)] ^ ((i * EXPECTED["mul"] + EXPECTED["add"]) & 0xFF)
                 for i, b in enumerate(data[6:6 + n]))
    want = EXPECTED["override_text"].encode()
    assert text == want, f"override decrypts to {text[:120]!r}..., not the edited configuration"
    assert int.from_bytes(data[6 + n:], "little") == _csum(text), "checksum trailer is wrong"

def test_binary_accepts_override():
    assert os.path.isfile(EXPECTED["override"]), f"missing {EXPECTED['override']}"
    res = _run("check-config", EXPECTED["override"])
    assert res.returncode == 0 and "config OK" in res.stdout, f"check-config: {res.stdout.strip()}"
