import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.crt', 'server-02.crt', 'server-03.crt', 'server-04.crt'],
 'hosts': {'auth.stark.example': {'chain': ['a2f57c085f36026455dea867f26e60e4119a2fff16290f54b204d04f20534490',
                                            '69bde960d456163156affe57766f5a2a86dff52589ca45969a6e4e0ec5a9a2d7'],
                                  'file': 'server-09.cer',
                                  'leaf': '76eb1acdbd4d3ddad664557c540fc72efa1c61b493001deb5f0853e8e1246122',
                                  'spki': 'f1b961593ae61097368ec3f2256a967f7888474925230d070b242633166a2dac'},
           'git.corp.stark.example': {'chain': ['a2f57c085f36026455dea867f26e60e4119a2fff16290f54b204d04f20534490',
                                                '69bde960d456163156affe57766f5a2a86dff52589ca45969a6e4e0ec5a9a2d7'],
                                      'file': 'server-11.crt',
                                      'leaf': '2787146992299d6446f89df3094def0037c16ef67d854b3274a704a3cf07150e',
                                      'spki': 'd0601d7ea874c9842200469bbc917746c11129ed2c011c5f3a0a6d2d33d7c940'},
           'grafana.stark.example': {'chain': ['a2f57c085f36026455dea867f26e60e4119a2fff16290f54b204d04f20534490',
                                               '69bde960d456163156affe57766f5a2a86dff52589ca45969a6e4e0ec5a9a2d7'],
                                     'file': 'server-10.pem',
                                     'leaf': 'ccf91eee58eef745ea85f81443dedd07160a9176ba332298682380eb42b512b5',
                                     'spki': '82c061a1ce879a1b6cae9db52c4f9e490728302c713ffcfe8941b557d3abd2c8'},
           'shop.stark.example': {'chain': ['a2f57c085f36026455dea867f26e60e4119a2fff16290f54b204d04f20534490',
                                            '69bde960d456163156affe57766f5a2a86dff52589ca45969a6e4e0ec5a9a2d7'],
                                  'file': 'server-08.pem',
                                  'leaf': '86eef27944e9716973646696c31ab5e9145c3b4465ec2bacda8b33005e0a1fda',
                                  'spki': '5d69c063cedff17c0043deff6a31678a1c3b24df7c2e193bbb73f50e383d6a1c'}},
 'level': 'hard',
 'now': 1824379200,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/stark-root.crt',
 'root_fp': 'cc18de7cb9c044a1b469974348ea8933cf28de67b701a997dce1ce32ebee14fa'}

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
