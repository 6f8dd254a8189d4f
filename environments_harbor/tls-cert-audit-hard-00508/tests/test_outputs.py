import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['crt-01.pem', 'crt-02.pem', 'crt-03.crt', 'crt-04.pem'],
 'hosts': {'grafana.wonka.example': {'chain': ['03075a02776c27992462d8193f1576b947d37bf58d64a28ea551180c5be4dd14',
                                               '872404de194cdc3cd8f63e60b0d7b59b3a69d0996114022ab069d1a2f7ca6be3'],
                                     'file': 'crt-08.pem',
                                     'leaf': '975d87b7383ffc774e03ed2dbf7ba93879d47ecc8646ef2cd9f6f1b2b11a2fdc',
                                     'spki': 'e3d810d22e7a0e0b395f2962ef1a579fcc0ac18fc412a633a6a7a33d0e44f3c3'},
           'mail.corp.wonka.example': {'chain': ['03075a02776c27992462d8193f1576b947d37bf58d64a28ea551180c5be4dd14',
                                                 '872404de194cdc3cd8f63e60b0d7b59b3a69d0996114022ab069d1a2f7ca6be3'],
                                       'file': 'crt-11.pem',
                                       'leaf': 'bf6d0fc2d5d9a9a4f324e5b8b58e11c045d0517a47f86e7b099d50e39817bdb7',
                                       'spki': '379b1147b1c8cf066ed58f53d747b646b49339c3be00a0cd2ac8be2b7e2456eb'},
           'search.wonka.example': {'chain': ['03075a02776c27992462d8193f1576b947d37bf58d64a28ea551180c5be4dd14',
                                              '872404de194cdc3cd8f63e60b0d7b59b3a69d0996114022ab069d1a2f7ca6be3'],
                                    'file': 'crt-09.cer',
                                    'leaf': '4cf11e91c0a2afdb4cb4eaf3a7c4f32965477888392e29867dd5f39dd53523eb',
                                    'spki': 'ddbd94a8c8d6e5bb7b0f164c30afc9063726fa4e178160fdb7a363e7b7b822cb'},
           'status.wonka.example': {'chain': ['03075a02776c27992462d8193f1576b947d37bf58d64a28ea551180c5be4dd14',
                                              '872404de194cdc3cd8f63e60b0d7b59b3a69d0996114022ab069d1a2f7ca6be3'],
                                    'file': 'crt-10.pem',
                                    'leaf': '52dda370a6ae1898ee98275b2640b52c98e597018fa9e3afd85d44ed52609c56',
                                    'spki': '47c36006ae023777b463561a66c26343eb01c63e6728ab93794412495506e74b'}},
 'level': 'hard',
 'now': 1744286400,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/wonka-root.crt',
 'root_fp': 'bc39697c1473e2da25b9d2d93377bcf2255c57feeaf81cc2b423afab5469946a'}

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
