import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['crt-01.crt', 'crt-02.crt', 'crt-03.pem'],
 'hosts': {'billing.soylent.example': {'chain': ['5889efaff9297eccf93cdc3c068aee21b45e5d70f323bfba5e20fda78605e917'],
                                       'file': 'crt-06.crt',
                                       'leaf': '3769ce45c14da071d3fb832a0bcaf2695aff9b5edf1bdb307a5665ff8acc843a',
                                       'spki': 'f373fcacde09b4dabdbda506437c6b8ecdc8a758cf01ed371902bed80e820060'},
           'git.soylent.example': {'chain': ['5889efaff9297eccf93cdc3c068aee21b45e5d70f323bfba5e20fda78605e917'],
                                   'file': 'crt-07.pem',
                                   'leaf': '29ad58e16ef4e21953817f07583d89bd6d61923bd2bcc09543cb74233cb1e873',
                                   'spki': '182356f18a312d59e967e68e291582b750e85b473cfa69c31c3c1f2753f0b88f'},
           'status.soylent.example': {'chain': ['5889efaff9297eccf93cdc3c068aee21b45e5d70f323bfba5e20fda78605e917'],
                                      'file': 'crt-05.pem',
                                      'leaf': '691c16cb3cd423d7e08fa1dc9d82fbd5f8b65a35fb3c0e697e615543e4759911',
                                      'spki': '47977e071c93a31b603c077917e20dee54a9d492293ec2adb83dfa8e8c93ac61'}},
 'level': 'medium',
 'now': 1830772800,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/soylent-root.crt',
 'root_fp': 'f974cf83aac25dedce37fcce5e249503cdf33da64412fe2234828d2afdb170af'}

def _blocks(path):
    text = open(path).read()
    return [base64.b64decode("".join(b.split())) for b in
            re.findall(r"-----BEGIN CERTIFICATE-----(.*?)-----END CERTIFICATE-----", text, re.S)]

def _fp(der):
    return hashlib.sha256(der).hexdigest()

def _pem(der):
    b = base64.b64encode(der).decode()
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END CERTIFICATE-----\n"

CERT = "cert.pem" if EXPECTED["level"] == "easy" else "fullchain.pem"

@pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
def test_certificate(host):
    want = EXPECTED["hosts"][host]
    path = os.path.join(EXPECTED["out"], host, CERT)
    assert os.path.isfile(path), f"{path} is missing"
    blocks = _blocks(path)
    assert blocks, f"{path} holds no PEM certificate"
    assert _fp(blocks[0]) == want["leaf"], f"{host}: wrong certificate deployed (the right one is in {want['file']})"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
@pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
def test_chain(host):
    want = EXPECTED["hosts"][host]
    blocks = _blocks(os.path.join(EXPECTED["out"], host, CERT))
    fps = [_fp(b) for b in blocks[1:]]
    assert EXPECTED["root_fp"] not in fps, f"{host}: the chain contains the root CA"
    assert fps == want["chain"], f"{host}: chain has {len(fps)} intermediate(s); not the ones (or not in the order) that link the certificate to the root"
    with tempfile.TemporaryDirectory() as d:
        leaf, rest = os.path.join(d, "leaf.pem"), os.path.join(d, "rest.pem")
        open(leaf, "w").write(_pem(blocks[0]))
        open(rest, "w").write("".join(_pem(b) for b in blocks[1:]))
        r = subprocess.run(["openssl", "verify", "-attime", str(EXPECTED["now"]), "-CAfile", EXPECTED["root"],
                            "-untrusted", rest, leaf], capture_output=True, text=True)
    assert r.returncode == 0, f"{host}: openssl verify fails: {(r.stdout + r.stderr).strip()[-300:]}"

@pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
def test_private_key(host):
    want = EXPECTED["hosts"][host]
    path = os.path.join(EXPECTED["out"], host, "privkey.pem")
    assert os.path.isfile(path), f"{path} is missing"
    r = subprocess.run(["openssl", "pkey", "-in", path, "-pubout", "-outform", "DER"], capture_output=True)
    assert r.returncode == 0, f"{path}: openssl cannot read it as a private key"
    assert hashlib.sha256(r.stdout).hexdigest() == want["spki"], f"{host}: privkey.pem does not match the certificate"
    mode = stat.S_IMODE(os.stat(path).st_mode)
    assert mode == 0o600, f"{path}: mode {mode:04o}, expected 0600"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_expired_list():
    path = os.path.join(EXPECTED["out"], "expired.txt")
    assert os.path.isfile(path), f"{path} is missing"
    got = sorted({l.strip() for l in open(path) if l.strip()})
    want = EXPECTED["expired"]
    assert got == want, f"expired.txt: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
