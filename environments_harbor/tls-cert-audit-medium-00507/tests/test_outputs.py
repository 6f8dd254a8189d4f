import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['crt-01.pem', 'crt-02.pem', 'crt-03.pem'],
 'hosts': {'git.massivedynamic.example': {'chain': ['e0d0e4db92629c371ea96b7e550df8135e10f4f80639b6c3e96d75c3f4c13d58'],
                                          'file': 'crt-07.pem',
                                          'leaf': '11b59efb1d9c8ad83f6bc428fefa438c721119c9d2c49d8cd32a77d8329ce06d',
                                          'spki': '3f70dc9e5eb5f4dfab510d5c7620250ed0f7bee5addab142869ae2bbf4b896bc'},
           'pay.massivedynamic.example': {'chain': ['e0d0e4db92629c371ea96b7e550df8135e10f4f80639b6c3e96d75c3f4c13d58'],
                                          'file': 'crt-05.crt',
                                          'leaf': '7ad3878b648e84993bd84145a11359440a8a56e2a0fedbedc075d7c592e19c53',
                                          'spki': 'e8612c61e2aeab63a6320e806641d1a8467bc9df49de319faea08ecbf512a994'},
           'shop.massivedynamic.example': {'chain': ['e0d0e4db92629c371ea96b7e550df8135e10f4f80639b6c3e96d75c3f4c13d58'],
                                           'file': 'crt-06.crt',
                                           'leaf': '2371b14e718900f023e6dfbf34c4bf658846a074c5e7b9b6716881e3348157b6',
                                           'spki': 'fc0b9ad64aafd9e22997a22f23d1966b309899113f9b245c7fdeb913a3b35c86'}},
 'level': 'medium',
 'now': 1757764800,
 'out': '/srv/tls',
 'root': '/usr/local/share/ca-certificates/massivedynamic-root.crt',
 'root_fp': '80d76c96234be5fe61d687b831e140671cdc94abcc5f447975f4f5bdf378f582'}

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
