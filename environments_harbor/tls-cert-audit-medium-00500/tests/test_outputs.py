import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.crt', 'server-02.pem', 'server-03.pem'],
 'hosts': {'intranet.oscorp.example': {'chain': ['3661aaadf2be1892f7a66bf4c1ee35478c99f64b486bf3e179117010b27d85db'],
                                       'file': 'server-05.pem',
                                       'leaf': '115327985e17ff3ca10adcbd61effe6b1bb69d4ee43b3fd23f1e090e97f978f2',
                                       'spki': 'e87a33b035ef028d62dded4d7786807aec0099ff29f26a521093282ff358da9a'},
           'pay.oscorp.example': {'chain': ['3661aaadf2be1892f7a66bf4c1ee35478c99f64b486bf3e179117010b27d85db'],
                                  'file': 'server-07.crt',
                                  'leaf': '7b28f8e972a9a57d6a415f6ff0c9868bd661b92af97c432f4bfdf818394d301e',
                                  'spki': 'b71f04d404ae20b0b93325ce72b90295c5c3f0eca6cc1535f1c5e493e70ce0d7'},
           'status.oscorp.example': {'chain': ['3661aaadf2be1892f7a66bf4c1ee35478c99f64b486bf3e179117010b27d85db'],
                                     'file': 'server-06.pem',
                                     'leaf': 'f22455a8067d1463c21bef8bd152600875a7a034b92cf073c67c0fab7e70ed72',
                                     'spki': 'ff59ac93046f09b672c6a1283deb14ae9437b5c6c03b4f5d2362a3cab75850f7'}},
 'level': 'medium',
 'now': 1765195200,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/oscorp-root.crt',
 'root_fp': '2776888f1027764d221c39f01933dd5131bcbe6c1c42979310a8ab2674423b09'}

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
