import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['cert-01.crt', 'cert-02.pem', 'cert-03.crt', 'cert-04.pem'],
 'hosts': {'docs.prod.cyberdyne.example': {'chain': ['36f473a5667fcb0c40e6624abf27dd89bebb1a318ace4b7b7af6c13cfe770e9a',
                                                     'd5764f44e9a99c7e688d80aed26324477de8bea97d73c799bbab763b4cdb82b8'],
                                           'file': 'cert-11.crt',
                                           'leaf': 'b208317ff3aca8d501c9bb3776f1feb0972e8ee48a4a8c5875e9a429e2b605ec',
                                           'spki': 'bce8656c140ae36dd6a1292e46b1a27e900b36b0ae93070b470490e4ea6ae60d'},
           'grafana.cyberdyne.example': {'chain': ['36f473a5667fcb0c40e6624abf27dd89bebb1a318ace4b7b7af6c13cfe770e9a',
                                                   'd5764f44e9a99c7e688d80aed26324477de8bea97d73c799bbab763b4cdb82b8'],
                                         'file': 'cert-09.cer',
                                         'leaf': '2a2f03a69dce1823056e11a4b3a1113a9db135dfce2fd424e9a05cb41c6c9e3f',
                                         'spki': '30bcaeeaf1b6c7e0529d0d0d1a9a76be3ac6dc61eb87d4461f7a264d3dfe639d'},
           'intranet.cyberdyne.example': {'chain': ['36f473a5667fcb0c40e6624abf27dd89bebb1a318ace4b7b7af6c13cfe770e9a',
                                                    'd5764f44e9a99c7e688d80aed26324477de8bea97d73c799bbab763b4cdb82b8'],
                                          'file': 'cert-08.pem',
                                          'leaf': '1f0ef60d6668215d2076f013f15429ebe49061c7f72ee2d714142cc3a9c80054',
                                          'spki': '143a3a99de93c0f7949efdb8f6c9bb5d24324f1ed84f3a2b10823047b23cc121'},
           'search.cyberdyne.example': {'chain': ['36f473a5667fcb0c40e6624abf27dd89bebb1a318ace4b7b7af6c13cfe770e9a',
                                                  'd5764f44e9a99c7e688d80aed26324477de8bea97d73c799bbab763b4cdb82b8'],
                                        'file': 'cert-10.pem',
                                        'leaf': '11bad24cb8f2b0f59f5776c466fb62f438cc25623fad28510ec684cd2218e79a',
                                        'spki': '6b71188afa61c5f6f8e2091fc70773b98fd40d2f23ea36bfb0eb5c8541fb2e1e'}},
 'level': 'hard',
 'now': 1848830400,
 'out': '/etc/ssl/deploy',
 'root': '/usr/local/share/ca-certificates/cyberdyne-root.crt',
 'root_fp': 'bde743e41f771fcf01cca796a5cd3ea9aff0d7e1f50dfc5efa9aad2b1c619c39'}

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
