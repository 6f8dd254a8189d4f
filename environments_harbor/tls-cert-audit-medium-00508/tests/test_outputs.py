import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['cert-01.crt', 'cert-02.crt', 'cert-03.crt'],
 'hosts': {'cdn.wonka.example': {'chain': ['8b8d11fddd71e28c838d700a7be3cca4d50a009a9eb90c21e8c82823b0a89996'],
                                 'file': 'cert-05.crt',
                                 'leaf': 'b0e2c621fe96879c2b9edd73963ff8401f94c2a13e108f563b0061bd2a75f706',
                                 'spki': '2cc7f17fead2c96844f63de1c91553a519b49650396a7f2081af0db95f0935c0'},
           'git.wonka.example': {'chain': ['8b8d11fddd71e28c838d700a7be3cca4d50a009a9eb90c21e8c82823b0a89996'],
                                 'file': 'cert-07.crt',
                                 'leaf': '7a95cac81575fb113a28cc63935f08938a932819c9922f31ef7e1ecfa0443fdf',
                                 'spki': '177f3e941856d0d6f0d80167fd9e20431ab629995942ed20d3f9f8fbdb1a3241'},
           'status.wonka.example': {'chain': ['8b8d11fddd71e28c838d700a7be3cca4d50a009a9eb90c21e8c82823b0a89996'],
                                    'file': 'cert-06.crt',
                                    'leaf': 'e4a5baaa9ec5ca2f4b93002631e68c278eb80693c28374ee6da4c5ee8fb3e827',
                                    'spki': '30219cbb36f93f52c9639cc9a822d791b35221a4a86e732f28946ec4897c6164'}},
 'level': 'medium',
 'now': 1826884800,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/wonka-root.crt',
 'root_fp': 'd4adc8cb51139b9844ec25f5004175c9d09d6f05aaaf58756ee5e72a91ae0e32'}

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
