import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.pem', 'server-02.pem', 'server-03.crt'],
 'hosts': {'auth.massivedynamic.example': {'chain': ['b43c9c3f758df8492ac2d3e2ef7d84dd6ec9537ab9d0cc88737b19472f5be0fb'],
                                           'file': 'server-06.pem',
                                           'leaf': 'ec018fba087eefd8f0350259f3a331ef1880897e57a0c91ab46868660b77d865',
                                           'spki': '0dc5fccf2752c6374f8b0bbb2d642cdf99c72a04a810b8419822f6bf5b1c0f3d'},
           'billing.massivedynamic.example': {'chain': ['b43c9c3f758df8492ac2d3e2ef7d84dd6ec9537ab9d0cc88737b19472f5be0fb'],
                                              'file': 'server-07.crt',
                                              'leaf': '752d935bff671c1e279061369e556cd3c3d0c000f40ffad267a353205c211e92',
                                              'spki': '14eaec61ac3eadd3a68cff0b463f4face9849a002ca30782dfdce2db10fdf24b'},
           'status.massivedynamic.example': {'chain': ['b43c9c3f758df8492ac2d3e2ef7d84dd6ec9537ab9d0cc88737b19472f5be0fb'],
                                             'file': 'server-05.pem',
                                             'leaf': 'dba300da4cbc231b0a66f881cbffc5ce465ced50672dd65e679c5885c180cb57',
                                             'spki': '8f095fd4cda6e78c2b3f8ff55b7a3c2ddee9f824e57c3a5271ee9987ca835e32'}},
 'level': 'medium',
 'now': 1740312000,
 'out': '/srv/massivedynamic-edge/tls',
 'root': '/usr/local/share/ca-certificates/massivedynamic-root.crt',
 'root_fp': '2bfa3c301d196678cdfc793ffe6e7dc59a7844d61a36bd3b8caf3c25863854ec'}

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
