"""auth_log_intrusion without containers: the oracle's analysis, run on the shipped logs, reproduces the
ground truth the generator recorded while writing the log lines, and each decoy does not."""

import gzip
import json
import os
import re
import subprocess

import pytest

from termigen.families import get_family


def _expected(task):
    ns = {}
    exec(task.tests["test_outputs.py"].content.split("\ndef ")[0], ns)
    return ns["EXPECTED"]


def _run(task, tmp_path, bug=""):
    params = json.loads(re.search(r"TG_PARAMS='(.*?)' python3", task.solution).group(1))
    logdir = tmp_path / "logs"
    logdir.mkdir(exist_ok=True)
    allv = b""
    for name in params["files"]:
        data = task.environment.files[f"{params['logdir']}/{name}"].bytes()
        (logdir / name).write_bytes(data)
        allv += gzip.decompress(data) if name.endswith(".gz") else data
    prog = re.search(r"<<'PY'\n(.*?)\nPY\n", task.solution, re.S).group(1)
    prog = prog.replace('"/tmp/auth.all"', repr(str(tmp_path / "auth.all")))
    (tmp_path / "auth.all").write_bytes(allv)
    params.update(logdir=str(logdir), outdir=str(tmp_path / "out"))
    subprocess.run(["python3", "-c", prog, bug], env={**os.environ, "TG_PARAMS": json.dumps(params)}, capture_output=True)
    rep = tmp_path / "out" / "report.json"
    deny = (tmp_path / "out" / "hosts.deny").read_text() if (tmp_path / "out" / "hosts.deny").exists() else ""
    r = json.load(open(rep)) if rep.exists() else None
    for f in (rep, tmp_path / "out" / "hosts.deny"):
        if f.exists():
            f.unlink()
    return r, deny


def _ok(r, deny, E):
    if r is None or r["attackers"] != E["attackers"] or (E["level"] != "easy" and r.get("compromised") != E["compromised"]):
        return False
    want = {f"sshd: [{a['ip']}]" if ":" in a["ip"] else f"sshd: {a['ip']}" for a in E["attackers"]}
    return set(l.strip() for l in deny.splitlines() if l.strip()) == want


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_oracle_reproduces_truth_and_decoys_do_not(tmp_path, level):
    for seed in range(4):
        task = get_family("auth_log_intrusion").generate(seed, level)
        E = _expected(task)
        assert _ok(*_run(task, tmp_path), E), f"seed {seed}: oracle differs from the truth"
        for d in task.decoys:
            assert not _ok(*_run(task, tmp_path, d.name), E), f"seed {seed}: decoy {d.name} matches the truth"
