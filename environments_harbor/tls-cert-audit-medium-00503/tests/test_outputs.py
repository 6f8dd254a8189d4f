import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['lb-01.pem', 'lb-02.pem', 'lb-03.crt'],
 'hosts': {'docs.stark.example': {'chain': ['30463489126718afa01e7172573391d398d1e156ab7677c96d5d4beced7529a6'],
                                  'file': 'lb-07.pem',
                                  'leaf': '167ac11947445427c74d2487fde61e8e18c08853aded6e4de209db5cb3dd1742',
                                  'spki': 'b5d2b7f0f5c1d64f6eaac30b0f9de37be77d8923d5f99bb50df621ccfc94ec01'},
           'git.stark.example': {'chain': ['30463489126718afa01e7172573391d398d1e156ab7677c96d5d4beced7529a6'],
                                 'file': 'lb-06.crt',
                                 'leaf': '37cbf20b04a32496dc1dd000218af2a018c02d2c0b1b2e2e0eccd19c6fe409b2',
                                 'spki': '4295610167fdaa5899e37faa23266890d124fa1bad3f8675835a4f2c118a8c82'},
           'shop.stark.example': {'chain': ['30463489126718afa01e7172573391d398d1e156ab7677c96d5d4beced7529a6'],
                                  'file': 'lb-05.pem',
                                  'leaf': '7376167ca6e607a6be601848765da7ba058eecf68fe0543f6df11bb78b44fc18',
                                  'spki': '7141a70f0e7ebb5dda43ac0a5b12757e5cf8146c4f2728f94f75e1bef6c344a0'}},
 'level': 'medium',
 'now': 1802692800,
 'out': '/srv/tls',
 'root': '/usr/local/share/ca-certificates/stark-root.crt',
 'root_fp': '0d9f8a91c215d115ef6d42772058bd7cb2936dd7b0119e56b493e1cc03251ccf'}

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
