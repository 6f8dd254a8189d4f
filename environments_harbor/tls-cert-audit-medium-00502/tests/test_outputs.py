import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.pem', 'server-02.pem', 'server-03.crt'],
 'hosts': {'api.northwind.example': {'chain': ['e64acf6f5a4398f3c7e18aed1c0f19c545b07c011bd284263feee6dce507c3bc'],
                                     'file': 'server-05.crt',
                                     'leaf': '89f39956da70959d189996869494c9f980d44195313acf00531b9dfca2094011',
                                     'spki': '7007ee8cdd34fcaecb5281cdcdc0d4ee547f575364309a8e27cb9937cec21724'},
           'pay.northwind.example': {'chain': ['e64acf6f5a4398f3c7e18aed1c0f19c545b07c011bd284263feee6dce507c3bc'],
                                     'file': 'server-06.pem',
                                     'leaf': 'f12db7597c4d9f11a04ca9ad4b6ef0676b2c324ea1cdae723f3ae331468d4a12',
                                     'spki': '221f3f5cfafe5e300f03a3237cf00b01050ffbf417132a4d4a78a7b7f970c3bb'},
           'status.northwind.example': {'chain': ['e64acf6f5a4398f3c7e18aed1c0f19c545b07c011bd284263feee6dce507c3bc'],
                                        'file': 'server-07.crt',
                                        'leaf': 'c7b1c89f4e2a0e307022395488b4a1532edf6cc7e40086459323403519cf0969',
                                        'spki': 'aec668dd7e8b30433e804a85b0c9898c89a5d8a8ff55575565fdc5964afa380b'}},
 'level': 'medium',
 'now': 1800964800,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/northwind-root.crt',
 'root_fp': 'bc08f41d8c839754b0ba9376434fed99d37a845f636fbef87dde7ea932b3ad15'}

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
