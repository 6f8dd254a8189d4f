import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.crt', 'server-02.crt', 'server-03.pem'],
 'hosts': {'auth.cyberdyne.example': {'chain': ['1f4e269e0a5b2716142bbbf1b0f3fd623031501e4207aa67293a79ae4b020c66'],
                                      'file': 'server-06.crt',
                                      'leaf': 'aa3bdeb5daacd3362e45fa10cca44c1b15709b2f79594a71c53187c7609ddc5e',
                                      'spki': '5315b9dc23592ec8ddab38a7205db3a7aeefc5d5b87770b2876737750916371b'},
           'shop.cyberdyne.example': {'chain': ['1f4e269e0a5b2716142bbbf1b0f3fd623031501e4207aa67293a79ae4b020c66'],
                                      'file': 'server-05.crt',
                                      'leaf': '4d3127a5e47c67f2a5f80795243d84cac4912505765c8eef3d90c4d471bf0c8c',
                                      'spki': '8417c0bf455c9f8441b5ab9a4c0eb6c4c56fa23b54c947f40d9a108ba5f2a013'},
           'status.cyberdyne.example': {'chain': ['1f4e269e0a5b2716142bbbf1b0f3fd623031501e4207aa67293a79ae4b020c66'],
                                        'file': 'server-07.crt',
                                        'leaf': '181eb198d456ffe2cbd1c442c411fe77293b51965b2fc6e0c32ad6cfa8a7e0ce',
                                        'spki': '7858ea0869c3307d351bf96d4faa79bb356abe2c508e9c1ab08b9ed3fd971ed0'}},
 'level': 'medium',
 'now': 1793880000,
 'out': '/srv/cyberdyne-edge/tls',
 'root': '/usr/local/share/ca-certificates/cyberdyne-root.crt',
 'root_fp': 'de202d29b4668258ab2d912444de4b1d89b77b5fb5da75f062dddeb7a815d04f'}

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
