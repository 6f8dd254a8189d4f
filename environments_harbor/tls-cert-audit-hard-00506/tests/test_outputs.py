import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['crt-01.crt', 'crt-02.crt', 'crt-03.pem', 'crt-04.crt'],
 'hosts': {'cdn.cyberdyne.example': {'chain': ['f5d84754baec17314ab6c7f17f98d9a26f43cf28a76edc51fd754c292f42d831',
                                               '5bc864995c6661cd3957d0766805754f93de488a28274444e6759745623496e9'],
                                     'file': 'crt-10.pem',
                                     'leaf': 'e266fc258b9651772b181dab3713fabf969c124953609c500a574ece14f9693c',
                                     'spki': 'fb9839935fe0c69332926281ba71febaeaba215f194c3c413933ae907e632ed7'},
           'git.cyberdyne.example': {'chain': ['f5d84754baec17314ab6c7f17f98d9a26f43cf28a76edc51fd754c292f42d831',
                                               '5bc864995c6661cd3957d0766805754f93de488a28274444e6759745623496e9'],
                                     'file': 'crt-08.pem',
                                     'leaf': 'c9cef9375401bca1799433def40173ae3332eb703f296fb711d599347a072d83',
                                     'spki': '7965e20da36a2c99c9ad83e85c5b3d52fc8527733d7cd2bfc440b0fff19eade5'},
           'search.cyberdyne.example': {'chain': ['f5d84754baec17314ab6c7f17f98d9a26f43cf28a76edc51fd754c292f42d831',
                                                  '5bc864995c6661cd3957d0766805754f93de488a28274444e6759745623496e9'],
                                        'file': 'crt-09.cer',
                                        'leaf': '9273ad78739128e8f87e30eb20d28e2078e719a926b50a498bcc074fcea70fc6',
                                        'spki': '84290640f941d85f72d3aa64d213a092a0a7f2048c685f4da55676f1680dcf28'},
           'shop.prod.cyberdyne.example': {'chain': ['f5d84754baec17314ab6c7f17f98d9a26f43cf28a76edc51fd754c292f42d831',
                                                     '5bc864995c6661cd3957d0766805754f93de488a28274444e6759745623496e9'],
                                           'file': 'crt-11.crt',
                                           'leaf': '31e8f9ecfbd663ac1dc523dd7a0ff34146ebe04666e3bd04b89c375b05309966',
                                           'spki': 'ab7d6270015ec6e5574cc9502bb3347b7874473a7db8d78eb914090808165f7c'}},
 'level': 'hard',
 'now': 1748952000,
 'out': '/etc/cyberdyne/tls',
 'root': '/usr/local/share/ca-certificates/cyberdyne-root.crt',
 'root_fp': '25c8ed1c2fc6fa8586073fed8650520946c147f46472dab378aa12b2d6c41c57'}

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
