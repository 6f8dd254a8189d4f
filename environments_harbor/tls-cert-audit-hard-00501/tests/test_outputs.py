import base64, hashlib, os, re, stat, subprocess, tempfile

import pytest

EXPECTED = {'expired': ['cert-01.crt', 'cert-02.crt', 'cert-03.crt', 'cert-04.pem'],
 'hosts': {'api.vandelay.example': {'chain': ['3815b31a51546148187ce86e0f0704c871588f236ab5cb22865b6d79cba5346e',
                                              '12fa5bcba17ccc10c0a1d9fb666b057c15a4ae156de84522e860dfc0af7bfc89'],
                                    'file': 'cert-09.cer',
                                    'leaf': '767821037e91d488b77251e920f477012e16d252d0cde3c0ca11184e72bb0101',
                                    'spki': 'b4c9ca75d6e4d44563a1f0e7efa4512a687e9b6c936a5808865bf08cc1cfdbed'},
           'cdn.vandelay.example': {'chain': ['3815b31a51546148187ce86e0f0704c871588f236ab5cb22865b6d79cba5346e',
                                              '12fa5bcba17ccc10c0a1d9fb666b057c15a4ae156de84522e860dfc0af7bfc89'],
                                    'file': 'cert-10.crt',
                                    'leaf': '0e93f2021dc15a85b436b2cfb92fda73f6f0ed454ac29dc31fbcefaf0f4ecfe6',
                                    'spki': 'a3c00d0f4d6268d46a7144696e2671d6d3a8f60655f44c24d65138774414bbc0'},
           'grafana.vandelay.example': {'chain': ['3815b31a51546148187ce86e0f0704c871588f236ab5cb22865b6d79cba5346e',
                                                  '12fa5bcba17ccc10c0a1d9fb666b057c15a4ae156de84522e860dfc0af7bfc89'],
                                        'file': 'cert-08.pem',
                                        'leaf': '3eaf0e802f962d45735a3d1e7f6c82ed10eede0798e47ddba74a77177c4bb2cc',
                                        'spki': '8e551407da56bbdfdbb795b11e2b7209a68c6505fdbafd9bbb8201aacc8c9fc4'},
           'status.ops.vandelay.example': {'chain': ['3815b31a51546148187ce86e0f0704c871588f236ab5cb22865b6d79cba5346e',
                                                     '12fa5bcba17ccc10c0a1d9fb666b057c15a4ae156de84522e860dfc0af7bfc89'],
                                           'file': 'cert-11.pem',
                                           'leaf': '1e50ca0d664aa45645ee2850804ef3aa2fa45f15f80f5d7aa7f660086bb28cdf',
                                           'spki': 'd28f3865bd853c21b590a917ec69ec89400c1ada764f962b2085fd10efc36297'}},
 'level': 'hard',
 'now': 1738843200,
 'out': '/etc/vandelay/tls',
 'root': '/usr/local/share/ca-certificates/vandelay-root.crt',
 'root_fp': 'da717846d21f6392ca24ed6b8162d044e2357b221e7860e394deff5e49008e2c'}

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
