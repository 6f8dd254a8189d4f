import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.crt', 'server-02.crt'],
 'hosts': {'git.vandelay.example': {'chain': [],
                                    'file': 'server-04.pem',
                                    'leaf': '785d53e2f786a89de0535f2aff5f9f46b27d6361ac9b1db7a234816d5fc04770',
                                    'spki': 'af73a334c25097f32bf39efa357a7d95a47e56c3fbf8f0c57fa5cd7c921fafc1'},
           'pay.vandelay.example': {'chain': [],
                                    'file': 'server-05.pem',
                                    'leaf': 'ca82a481b1357400b79696191715fd2ecc2c8675734cc500be72483eb4f3c87f',
                                    'spki': '9218ba886e767483da4cf86402e5f2281bd9e52f80b1f1e1666a0c644d1dc7b6'}},
 'level': 'easy',
 'now': 1814011200,
 'out': '/etc/vandelay/tls',
 'root': '/usr/local/share/ca-certificates/vandelay-root.crt',
 'root_fp': 'e2fc87f1d058b4fa5ab2c76871ce450bf9cc247bd033fa37203a1d4f8949d276'}

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
