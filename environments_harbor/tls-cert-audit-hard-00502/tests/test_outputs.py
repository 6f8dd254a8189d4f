import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['lb-01.pem', 'lb-02.pem', 'lb-03.pem', 'lb-04.pem'],
 'hosts': {'grafana.cyberdyne.example': {'chain': ['5679133999ae65620c6af5f07d668f896c87b6c3187353e077a591e005754aae',
                                                   'fbbf96a55a41025013e8d78a9c55fd09d1262d083b19c7b3400bcbb2aff14ce8'],
                                         'file': 'lb-09.cer',
                                         'leaf': '484b614c213316474418dd72e35b02cd83e660872241e44253ca0f862eabff9c',
                                         'spki': 'b5d1c37a3a87ce716d76ae60c9894cf0b5ceedb5d361595c59351b477c19c420'},
           'intranet.corp.cyberdyne.example': {'chain': ['5679133999ae65620c6af5f07d668f896c87b6c3187353e077a591e005754aae',
                                                         'fbbf96a55a41025013e8d78a9c55fd09d1262d083b19c7b3400bcbb2aff14ce8'],
                                               'file': 'lb-11.pem',
                                               'leaf': '3ed5c7e92169cb1f408d36e24a22bc2d555ea68f236015d081ee91f450a2dbd1',
                                               'spki': '1e025bbbd93fb27828891c90db6a6b3cfa3f55b8f0e4cb034082b6968870f0e5'},
           'status.cyberdyne.example': {'chain': ['5679133999ae65620c6af5f07d668f896c87b6c3187353e077a591e005754aae',
                                                  'fbbf96a55a41025013e8d78a9c55fd09d1262d083b19c7b3400bcbb2aff14ce8'],
                                        'file': 'lb-10.crt',
                                        'leaf': 'fb454b31cd4ef1adf71b404ac64cbf7532284b72ff8d64b72443c536d16578e7',
                                        'spki': '055f2dff1c99b1328b9374ab5e900e28eb9eb46a0fc519afb70caff14d704a71'},
           'vpn.cyberdyne.example': {'chain': ['5679133999ae65620c6af5f07d668f896c87b6c3187353e077a591e005754aae',
                                               'fbbf96a55a41025013e8d78a9c55fd09d1262d083b19c7b3400bcbb2aff14ce8'],
                                     'file': 'lb-08.pem',
                                     'leaf': '9cbd97cf4f8ede4862247f29b061e5e5d9747bf0fa460f618e6fd6ac85d2cb1c',
                                     'spki': '140a843594e02f404ca3f641fb808472fae8158c937343509b754ce294bd95f5'}},
 'level': 'hard',
 'now': 1763899200,
 'out': '/etc/cyberdyne/tls',
 'root': '/usr/local/share/ca-certificates/cyberdyne-root.crt',
 'root_fp': 'c39ae1d6b2b82b92061cc6a55b8272209d06c0f0120574e51c2ec6b6e4e4e317'}

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
