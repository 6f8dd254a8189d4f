"""cmake_install without containers (the host's cmake/gcc/pkg-config, the image's versions): the task's own hidden
tests, with a stand-in for tg_guard that runs programs as `nobody`, pass on the oracle and fail on the untouched
project and on every decoy; the Python model agrees with the built library; draws are deterministic, vary, reach
every fault, and the levels change the work."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from termigen.diversity import fingerprint, same_problem
from termigen.families import LEVELS, get_family
from termigen.families.build import cmake_install as fam

FAM = get_family("cmake_install")
HAVE_TOOLS = all(shutil.which(t) for t in ("cmake", "ctest", "gcc", "patch", "pkg-config", "readelf", "setpriv"))
needs_tools = pytest.mark.skipif(not HAVE_TOOLS or os.geteuid() != 0,
                                 reason="needs root and cmake, gcc, patch, pkg-config, readelf, setpriv on the host")

STUB_GUARD = '''
import os, shutil, subprocess, tempfile
SCRATCH_ROOT = os.environ["TG_STUB_SCRATCH"]
UID = GID = 65534
def run_ids():
    return UID, GID
def scratch(prefix="run"):
    os.makedirs(SCRATCH_ROOT, mode=0o711, exist_ok=True)
    os.chmod(SCRATCH_ROOT, 0o711)
    d = tempfile.mkdtemp(prefix=prefix + "-", dir=SCRATCH_ROOT)
    os.chown(d, UID, GID)
    return d
def run(cmd, *, input=None, timeout=60, cwd=None, env=None, text=True):
    full = ["setpriv", f"--reuid={UID}", f"--regid={GID}", "--clear-groups", *cmd]
    return subprocess.run(full, input=input, capture_output=True, timeout=timeout, cwd=cwd or scratch(), env=env,
                          text=text)
'''


def _materialise(task, root: Path) -> tuple[str, str]:
    """Write the environment under root (the project's absolute path re-rooted); returns (old, new) project path."""
    proj = task.outputs[0]
    new = str(root / proj.lstrip("/"))
    for path, f in task.environment.files.items():
        dst = root / path.lstrip("/")
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(f.bytes())
        os.chmod(dst, f.mode)
    return proj, new


def _hidden(task, script: str | None, tmp: Path, oracle: bool = False) -> subprocess.CompletedProcess:
    """Run the task's hidden tests after `script` (None: the untouched project)."""
    root = tmp / "root"
    proj, new = _materialise(task, root)
    if script is not None:
        s = script.replace(proj, new).replace("a" + proj + "/", "a" + new + "/").replace("b" + proj + "/", "b" + new + "/")
        s = s.replace("/tmp/tg-oracle-build", str(tmp / "oracle-build")).replace("/tmp/tg-oracle-prefix", str(tmp / "oracle-prefix"))
        p = subprocess.run(["bash", "-c", s], capture_output=True, text=True, timeout=600)
        if p.returncode != 0 and oracle:
            return p  # a decoy's script may stop at its own failing check: the tests are judged all the same
    tdir = tmp / "tests"
    tdir.mkdir()
    (tdir / "tg_guard.py").write_text(STUB_GUARD)
    code = task.tests["test_outputs.py"].content.replace(repr(proj), repr(new))
    (tdir / "test_outputs.py").write_text(code)
    scratch = tmp / "scratch"
    env = dict(os.environ, PYTHONPATH=str(tdir), TG_STUB_SCRATCH=str(scratch))
    for d in (tmp.parent, tmp):
        os.chmod(d, 0o755)
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", str(tdir)],
                          capture_output=True, text=True, timeout=900, env=env, cwd=tdir)


# ---- the tests in action ---------------------------------------------------------------------------------------

@needs_tools
@pytest.mark.parametrize("level,seed", [("easy", 500), ("medium", 501), ("hard", 500)])
def test_oracle_passes_nop_and_decoys_fail(level, seed):
    task = FAM.generate(seed, level)
    with tempfile.TemporaryDirectory() as t:
        p = _hidden(task, task.solution, Path(t) / "oracle", oracle=True)
        assert p.returncode == 0, f"oracle fails:\n{p.stdout[-3000:]}\n{p.stderr[-2000:]}"
        p = _hidden(task, None, Path(t) / "nop")
        assert p.returncode != 0, "the untouched project passes"
        for d in task.decoys:
            p = _hidden(task, d.script, Path(t) / d.name)
            assert p.returncode != 0, f"decoy {d.name} passes"


# ---- the draws ---------------------------------------------------------------------------------------------------

def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(503, level), FAM.generate(503, level)
        assert a.solution == b.solution and a.tests["test_outputs.py"].content == b.tests["test_outputs.py"].content
        assert [d.script for d in a.decoys] == [d.script for d in b.decoys]


def test_levels_change_the_work():
    for seed in range(500, 511):
        e, m, h = (FAM.generate(seed, lv) for lv in LEVELS)
        assert len(e.components) == 2 and len(m.components) in (3, 4) and len(h.components) in (5, 6)
        assert "PACKAGING.md" not in " ".join(e.environment.files) and "Reported problems" in e.instruction
        assert any(k.endswith("PACKAGING.md") for k in h.environment.files)
        assert "Reported problems" not in h.instruction
        ns: dict = {}
        code = h.tests["test_outputs.py"].content
        exec(compile(code.split("\ndef ")[0].replace("import tg_guard", ""), "t", "exec"), ns)
        assert set(ns["CHECKS"]) == set(fam.CHECKS)


def test_every_fault_is_reachable_and_instances_differ():
    seen = Counter()
    for level in LEVELS:
        fps = []
        for seed in range(500, 511):
            t = FAM.generate(seed, level)
            seen.update(t.components)
            fps.append(fingerprint(t.solution))
        distinct = []
        for f in fps:
            if not any(same_problem(f, g) for g in distinct):
                distinct.append(f)
        assert len(distinct) >= 9, (level, len(distinct))
    for seed in range(511, 560):
        seen.update(FAM.generate(seed, "hard").components)
    names = {f.name for f in fam.Project(__import__("random").Random(1), "hard", True).faults()}
    assert names <= set(seen), names - set(seen)


def test_model_matches_the_built_library(tmp_path):
    """The Python twin of apply/lookup equals what the C library computes (built with the oracle's files)."""
    if not HAVE_TOOLS:
        pytest.skip("no cmake")
    task = FAM.generate(502, "easy")
    root = tmp_path / "r"
    proj, new = _materialise(task, root)
    s = task.solution.replace(proj, new).replace("/tmp/tg-oracle-build", str(tmp_path / "b")).replace(
        "/tmp/tg-oracle-prefix", str(tmp_path / "p"))
    s = s.replace("a" + proj + "/", "a" + new + "/").replace("b" + proj + "/", "b" + new + "/")
    p = subprocess.run(["bash", "-c", s], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr  # the oracle's own ctest compares the tool with examples/expected.txt
