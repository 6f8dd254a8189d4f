import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['lb-01.crt', 'lb-02.crt', 'lb-03.crt'],
 'hosts': {'auth.gringotts.example': {'chain': ['fd1fc7c784364b2d9589436601afc0207489784e1f471a51bfaf643e18e231ec'],
                                      'file': 'lb-05.crt',
                                      'leaf': '43a1ff9111338d954531ff1a4abca4a9e27f1b38750c1d495c489a0475359cf8',
                                      'spki': '00fa2a1483a81c14f7d00288a95629303383cd7a94e98f7bce25471ce88618e0'},
           'search.gringotts.example': {'chain': ['fd1fc7c784364b2d9589436601afc0207489784e1f471a51bfaf643e18e231ec'],
                                        'file': 'lb-07.crt',
                                        'leaf': '2439a3c22c8e7127fe8550f62b7b46451451896343e508b4fab702a415a405df',
                                        'spki': 'f2e9792dd073de753751af00e3f4275faac8a9636b0db943b65b27017b5dc7aa'},
           'shop.gringotts.example': {'chain': ['fd1fc7c784364b2d9589436601afc0207489784e1f471a51bfaf643e18e231ec'],
                                      'file': 'lb-06.pem',
                                      'leaf': '820cb9d902af88806cc2d19160e13ce68b4e5ecc68ac24659e22ebb390590fa0',
                                      'spki': '60b05198a7fa917ac7bd55edf70763772bd998cd9974ad79e684dca08e863476'}},
 'level': 'medium',
 'now': 1777809600,
 'out': '/etc/gringotts/tls',
 'root': '/usr/local/share/ca-certificates/gringotts-root.crt',
 'root_fp': 'fdb648f8f2a2725b70c385c0757435f5bc9aeb755863c8695872bead95928851'}

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
