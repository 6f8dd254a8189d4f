import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['cert-01.pem', 'cert-02.pem', 'cert-03.crt', 'cert-04.pem'],
 'hosts': {'auth.prod.tyrell.example': {'chain': ['8ea26f40e0579fcfef57434e17a28a9cbac4b1cb6fc338c1ed5308a741a3fb1e',
                                                  '18b950fab3f334a5a0eb8ed8be89d2c902320f5a48102d76c25b17246947058e'],
                                        'file': 'cert-11.crt',
                                        'leaf': '2fde397826e33ef93e12412e374dde01973cb688a6f67aebe14bce78b556c45d',
                                        'spki': '6f5b94f99c1c5759d0cf94cb028a7fa64d11f2c52242c7fdfd7edd028ebf42e7'},
           'billing.tyrell.example': {'chain': ['8ea26f40e0579fcfef57434e17a28a9cbac4b1cb6fc338c1ed5308a741a3fb1e',
                                                '18b950fab3f334a5a0eb8ed8be89d2c902320f5a48102d76c25b17246947058e'],
                                      'file': 'cert-09.cer',
                                      'leaf': 'f8d6c641f1ec3792f054ce1b6db4125c61bf7b9cd6a7d15e2ce4646fa537c5b0',
                                      'spki': 'e39eec58ada4c61f9fb402c6895b714e766361eb2c8b5acee1dff907dd7667f8'},
           'cdn.tyrell.example': {'chain': ['8ea26f40e0579fcfef57434e17a28a9cbac4b1cb6fc338c1ed5308a741a3fb1e',
                                            '18b950fab3f334a5a0eb8ed8be89d2c902320f5a48102d76c25b17246947058e'],
                                  'file': 'cert-10.crt',
                                  'leaf': '6ef7f95901dea03a3738ab99d44dd993e6ad9544d76eff0136af694bf72c625d',
                                  'spki': '287756851377000537539eb1a62bfe5a5ca146852d5b98402e3e47db25b3e84a'},
           'status.tyrell.example': {'chain': ['8ea26f40e0579fcfef57434e17a28a9cbac4b1cb6fc338c1ed5308a741a3fb1e',
                                               '18b950fab3f334a5a0eb8ed8be89d2c902320f5a48102d76c25b17246947058e'],
                                     'file': 'cert-08.pem',
                                     'leaf': 'c33a284df6e263dbb1bc3d59d046f944f9916c2923217faf4e41d1165fd30b50',
                                     'spki': '0f9cb0e4460619a78b2b698cb2719bb80bbda5effa8bed9b912c4c4799c2c97a'}},
 'level': 'hard',
 'now': 1818244800,
 'out': '/srv/tyrell-edge/tls',
 'root': '/usr/local/share/ca-certificates/tyrell-root.crt',
 'root_fp': 'cda230ad0e864ae710edad45003019bc1805a6a14ad66914a244113267713de0'}

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
