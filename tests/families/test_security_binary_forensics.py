"""binary_forensics without containers: the generated C program, compiled here as the image's setup does, agrees
with the truth the generator embedded in the tests (valid passphrase, accepted container, accepted licenses,
refused look-alikes). Skipped where the host has no gcc."""

import re
import shutil
import subprocess

import pytest

from termigen.families import get_family

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc on the host")


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _build(task, tmp_path):
    src = re.search(r"<<'CSRC'\n(.*?)\nCSRC\n", task.environment.setup, re.S).group(1)
    (tmp_path / "p.c").write_text(src)
    subprocess.run(["gcc", "-O0", "-o", str(tmp_path / "p"), str(tmp_path / "p.c")], check=True)
    return str(tmp_path / "p")


def _run(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, text=True, timeout=20)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_binary_agrees_with_the_embedded_truth(tmp_path, level):
    for seed in range(3):
        task = get_family("binary_forensics").generate(seed, level)
        E = _expected(task)
        b = _build(task, tmp_path)
        if level == "easy":
            assert _run(b, "unlock", E["passphrase"]).returncode == 0
            for r in E["revoked"]:
                assert _run(b, "unlock", r).returncode == 3, f"seed {seed}: {r} should be revoked"
        elif level == "medium":
            key, mul, add = bytes.fromhex(E["key_hex"]), E["mul"], E["add"]
            text = E["override_text"].encode()
            import zlib
            cs = {"crc32": zlib.crc32, "adler32": zlib.adler32}.get(E["checksum"])
            if cs is None:
                h = 0x811C9DC5
                for c in text:
                    h = ((h ^ c) * 0x01000193) & 0xFFFFFFFF
                csum = h
            else:
                csum = cs(text) & 0xFFFFFFFF
            enc = bytes(c ^ key[i % len(key)] ^ ((i * mul + add) & 0xFF) for i, c in enumerate(text))
            (tmp_path / "o").write_bytes(E["magic"].encode() + len(text).to_bytes(2, "little") + enc
                                         + csum.to_bytes(4, "little"))
            res = _run(b, "check-config", str(tmp_path / "o"))
            assert res.returncode == 0, f"seed {seed}: {res.stdout}"
            (tmp_path / "o").write_bytes(E["magic"].encode() + len(text).to_bytes(2, "little") + enc
                                         + (csum ^ 1).to_bytes(4, "little"))
            assert _run(b, "check-config", str(tmp_path / "o")).returncode == 2
        else:
            for user, key in E["licenses"].items():
                assert _run(b, "activate", user, key).returncode == 0, f"seed {seed}: {user} refused"
                assert _run(b, "activate", user, E["legacy"][user]).returncode == 4
            server = re.search(r"license_server = (\S+)", E["config"]).group(1)
            assert _run(b, "status").stdout.strip() == f"license server: {server}"
