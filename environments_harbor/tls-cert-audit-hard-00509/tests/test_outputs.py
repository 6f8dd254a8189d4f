import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['cert-01.pem', 'cert-02.crt', 'cert-03.pem', 'cert-04.crt'],
 'hosts': {'billing.soylent.example': {'chain': ['5e15ece50ba729d850cab12cc2b188e7e71c8cae6e56bbf03a94e49364b1773d',
                                                 '27458330d3efaf546acaf7deaa685e2183727c46de513281e1a11714451651ec'],
                                       'file': 'cert-08.crt',
                                       'leaf': '3a84e7658d9572b94da83e29aeefe117d90a990e2341410acdc60d39dc5c0024',
                                       'spki': 'd80ff3e114817ec05e8f9cfc8b5146b92d554b49cb6261653273886bef3bee51'},
           'grafana.soylent.example': {'chain': ['5e15ece50ba729d850cab12cc2b188e7e71c8cae6e56bbf03a94e49364b1773d',
                                                 '27458330d3efaf546acaf7deaa685e2183727c46de513281e1a11714451651ec'],
                                       'file': 'cert-10.pem',
                                       'leaf': 'e925567434f1b5774907d0cd6f346534aedf099e910401ce9abe4a7be72bb506',
                                       'spki': 'd1b17aadfd49f5dc809e322f890e3ae67028d591b35aebdfc5e463b2343f6063'},
           'pay.soylent.example': {'chain': ['5e15ece50ba729d850cab12cc2b188e7e71c8cae6e56bbf03a94e49364b1773d',
                                             '27458330d3efaf546acaf7deaa685e2183727c46de513281e1a11714451651ec'],
                                   'file': 'cert-09.cer',
                                   'leaf': '2636dfa2852e745ccf73d9c4327b4b7c69ad5b4efc5c65a41d2f2702c67181f2',
                                   'spki': 'ec517500058e0b5c5651faf59b904c27f24968662e359d2031616f9e038a6353'},
           'vpn.corp.soylent.example': {'chain': ['5e15ece50ba729d850cab12cc2b188e7e71c8cae6e56bbf03a94e49364b1773d',
                                                  '27458330d3efaf546acaf7deaa685e2183727c46de513281e1a11714451651ec'],
                                        'file': 'cert-11.crt',
                                        'leaf': '04d9da53a483f03c9c2b5679803f6da5213ccdbb32df8a24bc7387b3c58cc490',
                                        'spki': '04d854ed8a8832e702cd0de953759b1c90cd6d6d322d5ad5ca7257516486c864'}},
 'level': 'hard',
 'now': 1846497600,
 'out': '/srv/tls',
 'root': '/usr/local/share/ca-certificates/soylent-root.crt',
 'root_fp': 'ab370eba4ff99e8beef64fa948be2248d2f9ba364eb4b835d9cc6ce8a3467e5b'}

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
