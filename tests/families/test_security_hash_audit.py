"""hash_audit without containers: the pure-Python crypt formats agree with `openssl passwd`; every expected
password really opens its account's hash (and no uncracked hash falls to a policy candidate); each decoy's
situation is present in every instance; both layouts round-trip."""

import hashlib
import re
import shutil
import subprocess

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.security import hash_audit as ha
from termigen.formats import read_harbor, read_tb1, write_harbor, write_tb1
from termigen.verify.static import check_harbor_dir, check_tb1_dir

FAM = get_family("hash_audit")


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _file(task, suffix):
    return next(f.content for p, f in task.environment.files.items() if p.endswith(suffix))


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl on the host")
@pytest.mark.parametrize("pw, salt", [("summer", "abcdefgh"), ("Winter1", "saltsalt"), ("p4ssw0rd!x", "Zq9./aB1"),
                                      ("a" * 70, "xyzxyzxyzxyzxyzx")])
def test_crypt_formats_match_openssl(pw, salt):
    def ossl(*args):
        return subprocess.run(["openssl", "passwd", *args, pw], capture_output=True, text=True, check=True).stdout.strip()

    assert ha.md5crypt(pw, salt) == ossl("-1", "-salt", salt)
    assert ha.md5crypt(pw, salt, "$apr1$") == ossl("-apr1", "-salt", salt)
    assert ha.sha512crypt(pw, salt, 1000) == ossl("-6", "-salt", f"rounds=1000${salt}")
    assert ha.sha512crypt(pw, salt) == ossl("-6", "-salt", salt)


def _verify(pw, h):
    if h.startswith("$6$"):
        _, _, rounds, salt, _ = h.split("$")
        return ha.sha512crypt(pw, salt, int(rounds.split("=")[1])) == h
    magic = "$apr1$" if h.startswith("$apr1$") else "$1$"
    return ha.md5crypt(pw, h[len(magic):].split("$")[0], magic) == h


def _hashes(task, level):
    """key -> hash field as the environment holds it."""
    if level == "easy":
        lines = _file(task, ".csv").splitlines()[1:]
        return {r.split(",")[1]: r.split(",")[3] for r in lines}
    out = {f"system/{ln.split(':')[0]}" if level == "hard" else ln.split(":")[0]: ln.split(":")[1]
           for ln in _file(task, "/shadow").splitlines() if re.match(r"^[^:]+:!?\$", ln)}
    if level == "hard":
        htp = next(f.content for p, f in task.environment.files.items() if "htpasswd" in p or "htpasswd" in p.rsplit("/", 1)[-1])
        out.update({f"web/{ln.split(':')[0]}": ln.split(":", 1)[1] for ln in htp.splitlines()})
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 7, 500])
def test_truth_opens_the_hashes_and_decoy_situations_exist(level, seed):
    task = FAM.generate(seed, level)
    E = _expected(task)
    rows = E["rows"]
    hashes = _hashes(task, level)
    assert set(hashes) == set(rows)
    words_raw = _file(task, [p for p in task.environment.files if "passwd" not in p and "shadow" not in p
                             and not p.endswith(".csv") and "htpasswd" not in p][0].rsplit("/", 1)[1])
    words = sorted({w.rstrip("\r") for w in words_raw.split("\n") if w.strip()})
    rules = [r for r in ["none", "capitalize", "uppercase", "digit", "year", "leet"] if f"`{r}`:" in task.instruction]
    if level == "easy":
        rules = ["none"]
    m = re.search(r"from (\d{4}) to (\d{4}) inclusive", task.instruction)
    y0, y1 = (int(m.group(1)), int(m.group(2))) if m else (2000, 2000)
    cands = ha._candidates(words, rules, y0, y1)
    statuses = {v[0] for v in rows.values()}
    assert "not_cracked" in statuses  # cracked_only drops rows
    for key, (status, pw, rule) in rows.items():
        h = hashes[key]
        if status == "cracked":
            assert pw in cands and (level == "easy" or cands[pw] == rule), key
            if level == "easy":
                algo = {32: "md5", 40: "sha1", 64: "sha256"}[len(h)]
                assert getattr(hashlib, algo)(pw.encode()).hexdigest() == h
            else:
                assert _verify(pw, h), key
        elif status == "locked":
            assert h.startswith("!") and any(_verify(c, h[1:]) for c in cands), key  # locked_cracked would crack it
        elif level != "easy" and len(cands) < 2000:
            assert not any(_verify(c, h) for c in cands if cands[c] in ("none", "capitalize")), key
    cracked = {k: v for k, v in rows.items() if v[0] == "cracked"}
    if level == "easy":
        assert {len(hashes[k]) for k in cracked} == {32, 40, 64}  # md5_only misses SHA-1/SHA-256
        crlf = {w.rstrip("\r") for w in words_raw.split("\n") if w.endswith("\r")}
        lf = {w for w in words_raw.split("\n") if w and not w.endswith("\r")}
        assert any(v[1] in crlf and v[1] not in lf for v in cracked.values())  # keeps_cr misses it
    if level == "medium":
        assert {"capitalize", "uppercase"} <= {v[2] for v in cracked.values()}  # no_rules
        assert "locked" in statuses
    if level == "hard":
        assert {"leet", "digit", "year"} <= {v[2] for v in cracked.values()}
        assert any(hashes[k].startswith("$6$") for k in cracked)  # single_format misses them
        assert any(k.startswith("web/") for k in rows)  # shadow_only
        assert E["lock"]  # no_lock_list
        uids = {ln.split(":")[0]: int(ln.split(":")[2]) for ln in _file(task, "/passwd").splitlines()}
        assert any(uids[k.split("/")[1]] < 1000 for k in cracked if k.startswith("system/"))  # locks_system
        assert E["lock"] == sorted(k.split("/")[1] for k in cracked if k.startswith("system/")
                                   and uids[k.split("/")[1]] >= 1000)


@pytest.mark.parametrize("level", LEVELS)
def test_round_trip_and_determinism(tmp_path, level):
    task = FAM.generate(3, level)
    assert FAM.generate(3, level) == task
    h = write_harbor(task, tmp_path / "h")
    t = write_tb1(task, tmp_path / "t")
    assert read_harbor(h) == task and read_tb1(t) == task
    assert check_harbor_dir(h) == [] and check_tb1_dir(t) == []
    assert task.environment.base_image == "termigen/ops:1"
    assert not any(p.startswith(o) for p in task.environment.files for o in ("/tests", "/solution", "/logs"))
