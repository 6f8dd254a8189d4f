import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['server-01.crt', 'server-02.pem', 'server-03.crt', 'server-04.crt'],
 'hosts': {'auth.massivedynamic.example': {'chain': ['97a8ef287e1dd5348d61f4c58bf93ed99ca76b3f53823a456f57926882915996',
                                                     '848bf7c4ed02be7292d497ae46a834fb0cd6dcc05f802b2fe9d461243f61df1c'],
                                           'file': 'server-08.pem',
                                           'leaf': '588862c923ad7ef6284238f9d2e733b7752ae041e3fee435a12b55a67a179a30',
                                           'spki': '9d78f583f39a9a133b299a8487d4e6f66108f06af2010af51de53b3f2eb81d3f'},
           'cdn.massivedynamic.example': {'chain': ['97a8ef287e1dd5348d61f4c58bf93ed99ca76b3f53823a456f57926882915996',
                                                    '848bf7c4ed02be7292d497ae46a834fb0cd6dcc05f802b2fe9d461243f61df1c'],
                                          'file': 'server-09.cer',
                                          'leaf': 'b5f3d10ac119db0e75cc44e2c9eac4e2fb5ef194e34b5d5719be2a9e9cf1541d',
                                          'spki': 'a916a55d07010e0df0049d4a794ae83810bafcf9eba976f1215f0e8b3337d326'},
           'grafana.eu.massivedynamic.example': {'chain': ['97a8ef287e1dd5348d61f4c58bf93ed99ca76b3f53823a456f57926882915996',
                                                           '848bf7c4ed02be7292d497ae46a834fb0cd6dcc05f802b2fe9d461243f61df1c'],
                                                 'file': 'server-11.crt',
                                                 'leaf': 'f7bf71b6b5550f0165941d98ad4cc2590c887e623804ee492ba049676b76a358',
                                                 'spki': 'ad5d7b27018e0b98e2ad6f7f168259b5e82960eecac1d67e77211ff0c6e65aff'},
           'intranet.massivedynamic.example': {'chain': ['97a8ef287e1dd5348d61f4c58bf93ed99ca76b3f53823a456f57926882915996',
                                                         '848bf7c4ed02be7292d497ae46a834fb0cd6dcc05f802b2fe9d461243f61df1c'],
                                               'file': 'server-10.crt',
                                               'leaf': 'b4808fee6d6cde00e5c564885f9667ec399e01e17d4e2d4196efee8005f8c3f7',
                                               'spki': 'be323366a9c14d82620f3fc6838f3011ed330c8bd337e1d92aba45ee4187b89c'}},
 'level': 'hard',
 'now': 1750507200,
 'out': '/srv/massivedynamic-edge/tls',
 'root': '/usr/local/share/ca-certificates/massivedynamic-root.crt',
 'root_fp': 'bd78c7b974921f5812fd231d7a4a3ab0fe081a98a6b69774dd2aa8fb4a8a4b31'}

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
