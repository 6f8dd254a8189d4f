"""shard_mapreduce (distributed): checks of its own, without containers. The job is Python, so the oracle and every
decoy can be run here: each script's patch is applied to a copy of the shipped job under a temp root, and the job
is run on the hidden deliveries exactly as the hidden tests do (the worker counts, the rerun over stale output).
The properties every family must have are in tests/test_families.py and tests/test_diversity.py; the tasks in
containers: `termigen verify`."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.distributed import shard_mapreduce as M

FAMILY = get_family("shard_mapreduce")
SEEDS = (500, 503, 507)


def _consts(task) -> dict:
    tree = ast.parse(task.tests["test_outputs.py"].content)
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                out[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return out


def _root(task, tmp) -> str:
    root = str(tmp)
    for path, f in task.environment.files.items():
        p = root + path
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as fh:
            fh.write(_bytes(f))
        os.chmod(p, f.mode)
    for rel, f in task.tests.items():
        if rel.startswith("cases/"):
            p = os.path.join(root, "tests", rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as fh:
                fh.write(_bytes(f))
    os.makedirs(os.path.join(root, "tmp"), exist_ok=True)
    return root


def _bytes(f) -> bytes:
    import base64

    return base64.b64decode(f.content) if f.encoding == "base64" else f.content.encode()


def _script_here(script: str, root: str) -> str:
    """The oracle/decoy script with its absolute paths moved under root (the patch body left as it is)."""
    out, in_patch = [], False
    for line in script.splitlines(keepends=True):
        if in_patch:
            out.append(line)
            if line.strip() in ("TG_PATCH",):
                in_patch = False
            continue
        if line.startswith("patch ") and "<<'TG_PATCH'" in line:
            out.append(line.replace("-d /", f"-d {root}"))
            in_patch = True
            continue
        out.append(re.sub(r"(?<![\w.])/(app|tmp)/", lambda m: f"{root}/{m.group(1)}/", line))
    return "".join(out)


def _listing(out: str) -> dict:
    return {n: open(os.path.join(out, n)).read() for n in sorted(os.listdir(out))}


def _outcome(task, script: str, tmp) -> list[str]:
    """What the hidden tests would say: the list of failed checks (empty = passes)."""
    root = _root(task, tmp)
    c = _consts(task)
    p = subprocess.run(["bash", "-c", _script_here(script, root)], capture_output=True, text=True, timeout=120)
    tool = root + c["TOOL"]
    fails = []
    for run in c["RUNS"]:
        case, j = run.split("/j")
        out = os.path.join(root, "out-" + run.replace("/", "-"))
        r = subprocess.run([tool, "-j", j, os.path.join(root, "tests", "cases", case), out], capture_output=True,
                           text=True, timeout=120)
        if r.returncode != 0 or not os.path.isdir(out) or _listing(out) != c["EXPECTED"][case]:
            fails.append(run)
    out = os.path.join(root, "rerun")
    os.makedirs(out)
    for n, t in c["STALE"].items():
        open(os.path.join(out, n), "w").write(t)
    ok = True
    for _ in range(2):
        r = subprocess.run([tool, "-j", str(c["RERUN"][1]), os.path.join(root, "tests", "cases", c["RERUN"][0]), out],
                           capture_output=True, text=True, timeout=120)
        ok &= r.returncode == 0
    if not ok or _listing(out) != c["EXPECTED"][c["RERUN"][0]]:
        fails.append("rerun")
    return fails, p


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
def test_oracle_passes_and_every_decoy_fails(tmp_path, level, seed):
    task = FAMILY.generate(seed, level)
    fails, p = _outcome(task, task.solution, tmp_path / "oracle")
    assert p.returncode == 0, f"oracle script failed: {p.stdout[-800:]} {p.stderr[-800:]}"
    assert not fails, f"oracle fails {fails}"
    for d in task.decoys:
        fails, _ = _outcome(task, d.script, tmp_path / d.name)
        assert fails, f"{level}/{seed}: decoy {d.name} passes every hidden check"


def test_shipped_job_fails():
    import tempfile

    for level in LEVELS:
        task = FAMILY.generate(501, level)
        with tempfile.TemporaryDirectory() as d:
            fails, _ = _outcome(task, "#!/bin/bash\ntrue\n", d)
        assert fails, f"{level}: the shipped job passes"


def test_determinism():
    for level in LEVELS:
        assert FAMILY.generate(504, level).content_hash() == FAMILY.generate(504, level).content_hash()


def test_every_component_is_reachable():
    seen = set()
    for level in LEVELS:
        for s in range(500, 530):
            seen |= set(FAMILY.generate(s, level).components)
    want = {*M.POOL_NAMES, "partitioner.hash", "partitioner.range", "partitioner.prefix"}
    assert want <= seen, f"never drawn: {sorted(want - seen)}"


def test_truth_is_only_in_the_tests():
    task = FAMILY.generate(502, "hard")
    c = _consts(task)
    env = "".join(f.content for f in task.environment.files.values())
    for part, text in c["EXPECTED"]["h1"].items():
        for row in text.splitlines():
            assert row not in env, f"a hidden row is in the environment: {row}"
    assert not any(p.startswith("/tests") for p in task.environment.files)
    assert task.agent_user == M.AGENT and task.verifier == 2


def test_worker_counts_differ_from_the_reducer_count():
    for level in LEVELS:
        c = _consts(FAMILY.generate(505, level))
        r = int(re.search(r"part-r-(\d+)", max(c["EXPECTED"]["h1"])).group(1)) + 1
        js = {int(x.split("/j")[1]) for x in c["RUNS"]} | {c["RERUN"][1]}
        assert r not in js and any(j > r for j in js)


@pytest.mark.skipif(sys.platform != "linux", reason="runs the job with multiprocessing fork")
def test_levels_change_the_ticket():
    e, m, h = (FAMILY.generate(506, lv).instruction for lv in LEVELS)
    assert "A review found" in e and "loaders and analysts report" in m and "CONTRACT.md" in h
    assert "A review found" not in h and "analysts report" not in h
