"""mpi_decomp without containers. Pure Python: determinism, composition (every fault of every kernel reachable,
levels change the work), the expected values are the models' and the same for every rank count, the hidden
inputs are not the shipped example. With Open MPI on the host (mpicc, mpirun; the image's version is 4.1.4): every
kernel's correct program agrees with its model for 1-4 ranks, every broken and wrong variant fails on the hidden
runs, and a task's own tests pass on the oracle and fail on the untouched tree and on every decoy."""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.base import Resample
from termigen.families.distributed import _mpi_kernels as K
from termigen.families.distributed import mpi_decomp as fam

FAM = get_family("mpi_decomp")
HAVE_MPI = shutil.which("mpicc") is not None and shutil.which("mpirun") is not None
needs_mpi = pytest.mark.skipif(not HAVE_MPI, reason="needs Open MPI (mpicc, mpirun) on the host")
ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_plm="isolated",
           OMPI_MCA_btl_vader_single_copy_mechanism="none")
WORK = Path(tempfile.mkdtemp(prefix="mpi-decomp-test-"))


def _truth(task) -> dict:
    ns: dict = {}
    code = task.tests["test_outputs.py"].content
    exec(code.split('\nMPICC, MPIRUN')[0].replace("import tg_guard\n", ""), ns)
    return ns


# ---- pure Python ------------------------------------------------------------------------------------------------

def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_fault():
    seen, kernels = Counter(), Counter()
    for level in LEVELS:
        sets = [tuple(FAM.generate(s, level).components) for s in range(500, 560)]
        assert len(set(sets)) >= 0.9 * len(sets), f"{level}: {len(set(sets))} distinct component sets"
        seen.update(c for s in sets for c in s)
        kernels.update(s[0].split(".")[0] for s in sets)
    assert set(kernels) == set(K.KERNELS), kernels
    pool = {f"{k}.{f.name}" for k, kern in K.KERNELS.items() for d in (kern.decomps or (None,))
            for f in K.faults_of(kern, d)} | {f"decomp.{d}" for d in K.DECOMP}
    assert pool - set(seen) == set(), f"never drawn: {sorted(pool - set(seen))}"


def test_levels_change_the_work():
    for seed in range(500, 510):
        easy, medium, hard = (FAM.generate(seed, lv) for lv in LEVELS)
        n = {lv: len([c for c in t.components if not c.startswith("decomp.")])
             for lv, t in (("easy", easy), ("medium", medium), ("hard", hard))}
        assert n["easy"] < n["medium"] < n["hard"] or (n["easy"] < n["medium"] <= n["hard"])
        assert "Reported problems:" in easy.instruction and "Reported problems:" not in medium.instruction
        assert "Reported problems:" not in hard.instruction and "Make it correct" in hard.instruction
        key = hard.components[0].split(".")[0]
        names = {c.split(".", 1)[1] for c in hard.components if c.startswith(key + ".")}
        masks = {f.name for kern in [K.KERNELS[key]] for d in (kern.decomps or (None,)) for f in K.faults_of(kern, d)
                 if f.masks}
        pairs = {frozenset(p) for p in K.KERNELS[key].pairs}
        assert names & masks or any(p <= names for p in pairs), f"hard {seed}: no trap in {names}"


@pytest.mark.parametrize("level", LEVELS)
def test_expected_values_are_the_models_and_do_not_depend_on_the_rank_count(level):
    for seed in (500, 504):
        task = FAM.generate(seed, level)
        t = _truth(task)
        by_case: dict = {}
        for run, lines in t["EXPECTED"].items():
            by_case.setdefault(run.split("/")[0], set()).add(tuple(lines))
        assert all(len(v) == 1 for v in by_case.values())
        assert {int(r.split("np")[1]) for r in t["EXPECTED"]} <= {1, 2, 3, 4}
        shipped = task.environment.files[next(p for p in task.environment.files if p.endswith("examples/input.txt"))]
        assert all(text != shipped.content for text in t["INPUTS"].values())


# ---- with Open MPI: programs, variants ----------------------------------------------------------------------------

def render(kern, decomp, state: dict, block: int = 5) -> str:
    rights = K.rights_of(kern, decomp)
    faults = {f.name: f for f in K.faults_of(kern, decomp)}
    chosen = {faults[n].region: (faults[n].broken if s == "broken" else faults[n].wrong[s]) for n, s in state.items()}
    text = kern.template
    for reg, r in rights.items():
        text = text.replace(f"@@{reg}@@", chosen.get(reg, r))
    text = text.replace("@NAME@", "prog").replace("@WHAT@", "test").replace("@BLOCK@", str(block))
    text = text.replace("@NHDR@", str(kern.nhdr))
    assert "@@" not in text
    return text


_BUILT: dict[str, str | None] = {}


def build(src: str) -> str | None:
    key = hashlib.sha1(src.encode()).hexdigest()[:16]
    if key not in _BUILT:
        d = WORK / key
        d.mkdir(exist_ok=True)
        (d / "prog.c").write_text(src)
        p = subprocess.run(["mpicc", "-O2", "-o", str(d / "prog"), str(d / "prog.c")], capture_output=True, text=True)
        _BUILT[key] = str(d / "prog") if p.returncode == 0 else None
    return _BUILT[key]


def mpirun(exe: str, text: str, np_: int, timeout: float = 8):
    d = Path(tempfile.mkdtemp(dir=WORK))
    (d / "in.txt").write_text(text)
    p = subprocess.Popen(["mpirun", "--oversubscribe", "-np", str(np_), exe, str(d / "in.txt")], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=ENV, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return [ln.strip() for ln in out.splitlines() if ln.strip()]
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return None


def _cases(key: str, seed: int, block: int) -> list[dict]:
    rng = random.Random(seed)
    return [fam.MpiDecomp._case(rng, key, block, True) for _ in range(2)]


VARIANTS = [(k, d) for k, kern in sorted(K.KERNELS.items()) for d in (kern.decomps or (None,))]


@needs_mpi
@pytest.mark.parametrize("key,decomp", VARIANTS)
def test_the_correct_program_is_the_model_and_every_variant_fails(key, decomp):
    kern = K.KERNELS[key]
    cases = _cases(key, 3, 4)
    want = [K.model(key, c) for c in cases]
    right = build(render(kern, decomp, {}, 4))
    for ci, np_ in [(0, 1), (0, 2), (0, 3), (0, 4), (1, 3)]:
        assert mpirun(right, K.input_text(key, cases[ci]), np_) == want[ci], (key, decomp, np_)
    for f in K.faults_of(kern, decomp):
        try:  # faults that show only on some data: the family redraws the data until the hidden runs show them
            fam.MpiDecomp._check_manifest(key, decomp, [f.name], {"h1": cases[0], "h2": cases[1]})
        except Resample:
            continue
        for s in ["broken", *f.wrong]:
            exe = build(render(kern, decomp, {f.name: s}, 4))
            assert exe, f"{f.name}:{s} does not compile"
            shown = False
            for ci, np_ in fam.RUNS_IDX:
                got = mpirun(exe, K.input_text(key, cases[ci]), np_, timeout=6)
                if got != want[ci]:
                    shown = True
                    break
            assert shown, f"{key}/{decomp}: {f.name}:{s} passes every hidden run"


# ---- with Open MPI: a task's own tests on its oracle, decoys and the untouched tree -----------------------------

STUB_GUARD = '''
import os, shutil, signal, subprocess, tempfile
def scratch(prefix="run"):
    return tempfile.mkdtemp(prefix=prefix + "-")
def give(src, dst_dir=None):
    dst_dir = dst_dir or scratch("in")
    dst = os.path.join(dst_dir, os.path.basename(src.rstrip("/")))
    (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, dst)
    return dst
def run(cmd, *, input=None, timeout=60, cwd=None, env=None, text=True):
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd or scratch(),
                         env=env, text=text, start_new_session=True)
    try:
        out, err = p.communicate(input, timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        raise
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)
'''


def _materialise(task, root: Path):
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.bytes())
        p.chmod(f.mode)


def _outcome(task, script: str | None, tmp: Path) -> tuple[bool, str]:
    root = tmp / "root"
    _materialise(task, root)
    if script is not None:
        body = re.sub(r"(?<![ab])/app/", f"{root}/app/", script.replace("-d / ", f"-d {root} "))
        r = subprocess.run(["bash", "-c", body], capture_output=True, text=True, timeout=300, env=ENV)
        if script == task.solution:
            assert r.returncode == 0, f"the oracle failed: {(r.stdout + r.stderr)[-1500:]}"
    tdir = tmp / "tests"
    tdir.mkdir()
    (tdir / "tg_guard.py").write_text(STUB_GUARD)
    code = re.sub(r"(['\"])/app/", rf"\g<1>{root}/app/", task.tests["test_outputs.py"].content)
    code = re.sub(r"^RUN_SEC = \d+", "RUN_SEC = 8", code, flags=re.M)
    code = code.replace('"/usr/bin/mpicc", "/usr/bin/mpirun"', f'"{shutil.which("mpicc")}", "{shutil.which("mpirun")}"')
    (tdir / "test_outputs.py").write_text(code)
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly",
                        str(tdir / "test_outputs.py")], cwd=tdir, capture_output=True, text=True, timeout=900,
                       env=dict(ENV, PYTHONPATH=str(tdir)))
    return p.returncode == 0, p.stdout[-3000:]


@needs_mpi
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [500, 503])
def test_oracle_passes_decoys_and_nop_fail(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    assert len(task.decoys) >= 3
    ok, log = _outcome(task, task.solution, tmp_path / "oracle")
    assert ok, log
    ok, log = _outcome(task, None, tmp_path / "nop")
    assert not ok, "the untouched tree passes"
    for d in task.decoys:
        ok, log = _outcome(task, d.script, tmp_path / d.name)
        assert not ok, f"decoy {d.name} passes"


def test_uneven_blocks_show_on_the_hidden_runs():
    """Remainder faults need N mod P not 0, and MPI_Gather with rank 0's count (spread remainder) is right by chance
    when N mod P = P - 1: the hidden runs must avoid the first (heat1d, ledger) and, for heat1d, show the second."""
    for level in LEVELS:
        for seed in range(500, 530):
            task = FAM.generate(seed, level)
            if task.components[0].split(".")[0] not in ("heat1d", "ledger"):
                continue
            t = _truth(task)
            for case, text in t["INPUTS"].items():
                n = int(text.split()[0])
                nps = [int(r.split("np")[1]) for r in t["EXPECTED"] if r.startswith(case + "/")]
                assert all(n % p for p in nps if p > 1), (seed, level, case, n)
            n1 = int(t["INPUTS"]["h1"].split()[0])
            assert task.components[0].startswith("ledger") or any(n1 % p not in (0, p - 1) for p in (3, 4)), (seed, level, n1)
