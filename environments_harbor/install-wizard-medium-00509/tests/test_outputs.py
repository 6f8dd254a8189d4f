import configparser, hashlib, hmac, json, os, re

T = {'conf': '/etc/pylon/pylon.conf',
 'expected': {'admin': {'login': 'ops-admin'},
              'logging': {'level': 'error'},
              'modules': {'access-log': 'on', 'geoip': 'on', 'rate-limit': 'on', 'waf': 'off'},
              'server': {'install_dir': '/srv/pylon', 'listen_address': '0.0.0.0', 'port': '9010', 'user': 'pylond'},
              'storage': {'data_dir': '/var/opt/pylon', 'retention_days': '28'},
              'tls': {'certificate': '/etc/ssl/pylon/console-2.crt',
                      'enabled': 'yes',
                      'private_key': '/etc/ssl/pylon/console-2.key'}},
 'instance': None,
 'password': None,
 'pepper': 'c2877f8b38909d9e588c0ddb4dfed71a',
 'receipt': '/etc/pylon/.install-receipt'}

def _conf():
    assert os.path.exists(T["conf"]), f"{T['conf']} was not written (the installer never finished)"
    with open(T["conf"], "rb") as f:
        raw = f.read()
    cp = configparser.ConfigParser(interpolation=None)
    cp.read_string(raw.decode())
    return raw, cp

def test_written_by_the_installer():
    raw, _ = _conf()
    assert os.path.exists(T["receipt"]), "no installer receipt: the configuration was not written by the installer"
    with open(T["receipt"]) as f:
        rec = json.load(f)
    mac = hmac.new(T["pepper"].encode(), raw, hashlib.sha256).hexdigest()
    assert rec.get("config_hmac") == mac, "the receipt does not match the configuration (edited by hand?)"

def test_settings():
    _, cp = _conf()
    diffs = []
    for sec, kv in T["expected"].items():
        for k, v in kv.items():
            got = cp.get(sec, k, fallback=None)
            if got != v:
                diffs.append(f"[{sec}] {k} = {got!r}, expected {v!r}")
    assert not diffs, f"{len(diffs)} setting(s) differ: " + "; ".join(diffs[:8])

def test_instance_identity():
    _, cp = _conf()
    got = cp.get("instance", "id", fallback=None)
    if T["instance"]:
        assert got == T["instance"], f"instance id {got!r}: the upgrade had to keep {T['instance']!r}"
    else:
        assert got and re.fullmatch(r"i-[0-9a-f]{12}", got), f"bad instance id {got!r}"

def test_admin_password():
    if not T["password"]:
        return
    _, cp = _conf()
    h = cp.get("admin", "password_hash", fallback="")
    parts = h.split("$")
    assert len(parts) == 4 and parts[0] == "pbkdf2_sha256", f"no administrator password hash set ({h!r})"
    dk = hashlib.pbkdf2_hmac("sha256", T["password"].encode(), parts[2].encode(), int(parts[1])).hex()
    assert dk == parts[3], "the administrator password is not the one from the vault file"
