import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['lb-01.pem', 'lb-02.pem', 'lb-03.crt', 'lb-04.pem'],
 'hosts': {'cdn.northwind.example': {'chain': ['da0f8983013eba8eeb5bb90f3fd0470d67d03c45e547bf5b707d23ba8545d29c',
                                               '93836d6bb355642c44b4a9071bf8c9e7d188775e8d995b9e1ba5f5f2f424755b'],
                                     'file': 'lb-08.crt',
                                     'leaf': '1c06675973391d1f6b537d632a71f3cb60c5e5e8061eb8aa775991c8919714a4',
                                     'spki': '9682189dbb8c2f0ddc173bbc3e9dfef224ee5227c431242f3480ccb80ff2460d'},
           'git.northwind.example': {'chain': ['da0f8983013eba8eeb5bb90f3fd0470d67d03c45e547bf5b707d23ba8545d29c',
                                               '93836d6bb355642c44b4a9071bf8c9e7d188775e8d995b9e1ba5f5f2f424755b'],
                                     'file': 'lb-10.pem',
                                     'leaf': 'd7d74427ddebc11b84afb6fb29cea4ccfc96025e6a7e3301cedb884dfcdc81ab',
                                     'spki': 'eaaef76a9187bb164ffaf31084a22589aeccabf48761cea04e4fb8df27c50647'},
           'mail.northwind.example': {'chain': ['da0f8983013eba8eeb5bb90f3fd0470d67d03c45e547bf5b707d23ba8545d29c',
                                                '93836d6bb355642c44b4a9071bf8c9e7d188775e8d995b9e1ba5f5f2f424755b'],
                                      'file': 'lb-09.cer',
                                      'leaf': '563cf92964d1fe4c882ea51bacff048d73871f26c8e87e323904d64fc13c9c8f',
                                      'spki': '61c28b5ebe9eadb3a192dad57c8f3178ade02cba52725a15f0c329d319e3103f'},
           'status.eu.northwind.example': {'chain': ['da0f8983013eba8eeb5bb90f3fd0470d67d03c45e547bf5b707d23ba8545d29c',
                                                     '93836d6bb355642c44b4a9071bf8c9e7d188775e8d995b9e1ba5f5f2f424755b'],
                                           'file': 'lb-11.crt',
                                           'leaf': 'd34548fe0d0553c39361ee5cb45e49086763dabfbc027ec7b9cc663eb5080775',
                                           'spki': '1d19d2a00d919110b40d1dd8702226399c97f8bb44e7354165128185f560d772'}},
 'level': 'hard',
 'now': 1736078400,
 'out': '/etc/northwind/tls',
 'root': '/usr/local/share/ca-certificates/northwind-root.crt',
 'root_fp': 'd37aefd4ece38abc68eb868100765f8db72cbccedf6c7ffa887e520c754e54c3'}

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
