import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.pem', 'server-02.crt'],
 'hosts': {'api.hooli.example': {'chain': [],
                                 'file': 'server-04.pem',
                                 'leaf': '8666170e0455b03904acdfe75459045a957f0ff3f8c815fb09747d6774855d7e',
                                 'spki': 'e6020dc7084f5596b86843a7bd5845032c851b0add06ddcdc59c79e54d1ddc39'},
           'status.hooli.example': {'chain': [],
                                    'file': 'server-05.pem',
                                    'leaf': '6bb9516abc1118a852f1cd46f06211d5ae9e22735b034db107b0f8e5364a7fcf',
                                    'spki': '16374e63bf838e326cc32b5dc4a695cc405b039aa35c8630e91712980d9f9bef'}},
 'level': 'easy',
 'now': 1823860800,
 'out': '/srv/hooli-edge/tls',
 'root': '/usr/local/share/ca-certificates/hooli-root.crt',
 'root_fp': '00132df746a023824570c02d2e8eb6f3d0e7fd1e54fd64277db7ab6a26b63cd6'}

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
