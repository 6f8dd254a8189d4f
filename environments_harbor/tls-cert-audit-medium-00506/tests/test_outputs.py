import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['lb-01.pem', 'lb-02.crt', 'lb-03.pem'],
 'hosts': {'intranet.soylent.example': {'chain': ['6c22645f14e23da82631f4c0f75e5ce642215ef08d9314b61ebbf3d90f2f091e'],
                                        'file': 'lb-05.pem',
                                        'leaf': 'ade022fc3c7a2e62dfa37376fb6562db99659fe0827a64b7b855d47422248e11',
                                        'spki': 'c92341ee23f7c90303faede438de7304f7216312b17b3abaa967800ed8a0d63b'},
           'pay.soylent.example': {'chain': ['6c22645f14e23da82631f4c0f75e5ce642215ef08d9314b61ebbf3d90f2f091e'],
                                   'file': 'lb-06.crt',
                                   'leaf': 'c97b36197291e0a14f395d32f01a77c7b8fe158c0c382161976a6625fa263bfc',
                                   'spki': 'e10d85e308287633681fadaf73115278ecddbcad8d5e63f4bc52be3c5e605072'},
           'vpn.soylent.example': {'chain': ['6c22645f14e23da82631f4c0f75e5ce642215ef08d9314b61ebbf3d90f2f091e'],
                                   'file': 'lb-07.pem',
                                   'leaf': '1d23ad31ce75f27a10a1b2a5daaa8f0862d466f25778e0ae25cfc005b58103f8',
                                   'spki': '9962f55ffd2de1869540b75f9af517acddcfafc9859ec963637d5d31610efa55'}},
 'level': 'medium',
 'now': 1832587200,
 'out': '/srv/soylent-edge/tls',
 'root': '/usr/local/share/ca-certificates/soylent-root.crt',
 'root_fp': 'fa7cfe7eea9ba5ea2af9bccc9e7ba985e51598d9cba501ec3e56fa5b3c6ea7ed'}

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
