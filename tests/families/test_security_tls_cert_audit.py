"""tls_cert_audit without containers: the hand-built PKI is accepted by the real openssl: every expected
leaf verifies at the stated time through the expected intermediates to the shipped root, and its key is in
the dump. Also checks the hand-written DER against a few invariants."""

import hashlib
import shutil
import subprocess

import pytest

from termigen.families import get_family
from termigen.families.security import tls_cert_audit as tls

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl on the host")


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _pem(data: bytes) -> bytes:
    if b"-----BEGIN" in data:
        return data
    return subprocess.run(["openssl", "x509", "-inform", "DER"], input=data, capture_output=True, check=True).stdout


def test_der_helpers():
    assert tls._int(0) == b"\x02\x01\x00" and tls._int(128) == b"\x02\x02\x00\x80" and tls._int(127) == b"\x02\x01\x7f"
    assert tls._oid("1.2.840.113549.1.1.11") == bytes.fromhex("06092a864886f70d01010b")
    assert tls._len(200) == b"\x81\xc8"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_truth_verifies_with_openssl(tmp_path, level):
    task = get_family("tls_cert_audit").generate(1, level)
    E = _expected(task)
    files = task.environment.files
    root = tmp_path / "root.pem"
    root.write_bytes(files[E["root"]].bytes())
    dump = {p.rsplit("/", 1)[1]: f.bytes() for p, f in files.items() if p != E["root"]}
    by_fp = {}
    for name, data in dump.items():
        if b"PRIVATE KEY" in data:
            continue
        der = subprocess.run(["openssl", "x509", "-outform", "DER"], input=_pem(data), capture_output=True, check=True).stdout
        by_fp[hashlib.sha256(der).hexdigest()] = _pem(data)
    spkis = set()
    for name, data in dump.items():
        if b"PRIVATE KEY" in data:
            pub = subprocess.run(["openssl", "pkey", "-pubout", "-outform", "DER"], input=data, capture_output=True, check=True).stdout
            spkis.add(hashlib.sha256(pub).hexdigest())
    for host, want in E["hosts"].items():
        leaf = tmp_path / "leaf.pem"
        leaf.write_bytes(by_fp[want["leaf"]])
        chain = tmp_path / "chain.pem"
        chain.write_bytes(b"".join(by_fp[f] for f in want["chain"]) or b"")
        args = ["openssl", "verify", "-attime", str(E["now"]), "-CAfile", str(root)]
        if want["chain"]:
            args += ["-untrusted", str(chain)]
        else:  # easy: the issuing CA is in the dump, not in the expected chain
            ca = [d for n, d in dump.items() if b"PRIVATE KEY" not in d and d not in (by_fp[want["leaf"]],)]
            chain.write_bytes(b"".join(_pem(d) for d in ca))
            args += ["-untrusted", str(chain)]
        r = subprocess.run(args + [str(leaf)], capture_output=True, text=True)
        assert r.returncode == 0, f"{host}: {r.stdout}{r.stderr}"
        san = subprocess.run(["openssl", "x509", "-noout", "-ext", "subjectAltName"], input=by_fp[want["leaf"]].decode(), capture_output=True, text=True).stdout
        assert f"DNS:{host}" in san
        assert want["spki"] in spkis, f"{host}: its key is not in the dump"
