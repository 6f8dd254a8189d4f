"""c_tool_bugfix without containers (the host's gcc, the image's version): every program's correct build agrees
with its Python model on hidden inputs; every broken and wrong variant fails them (memory bugs under ASan/LSan);
every non-build variant compiles with -Werror; the task's own hidden tests pass on the oracle and fail on every
decoy and on the untouched tree; draws are deterministic, vary, and reach every bug."""

from __future__ import annotations

import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.software import _ctool_programs as P
from termigen.families.software import c_tool_bugfix as fam

FAM = get_family("c_tool_bugfix")
HAVE_GCC = shutil.which("gcc") is not None and shutil.which("make") is not None and shutil.which("patch") is not None
needs_gcc = pytest.mark.skipif(not HAVE_GCC, reason="needs gcc, make and patch on the host")
SAN_ENV = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:exitcode=86",
               UBSAN_OPTIONS="halt_on_error=1:exitcode=86", LSAN_OPTIONS="exitcode=86")

STUB_GUARD = '''
import os, shutil, subprocess, tempfile
def scratch(prefix="run"):
    return tempfile.mkdtemp(prefix=prefix + "-")
def give(src, dst_dir=None):
    dst_dir = dst_dir or scratch("in")
    dst = os.path.join(dst_dir, os.path.basename(src.rstrip("/")))
    (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, dst)
    return dst
def run(cmd, *, input=None, timeout=60, cwd=None, env=None, text=True):
    return subprocess.run(cmd, input=input, capture_output=True, timeout=timeout, cwd=cwd or scratch(), env=env,
                          text=text, shell=isinstance(cmd, str))
def run_ids():
    return os.getuid(), os.getgid()
'''


# ---- programs: model, variants ----------------------------------------------------------------------------------

def render(prog: P.Program, state: dict[str, str]) -> str:
    text = prog.template
    for b in prog.bugs:
        s = state.get(b.name, "right")
        text = text.replace(f"@@{b.name}@@", b.bug.right if s == "right" else b.bug.broken if s == "broken"
                            else b.bug.wrong[s])
    assert "@@" not in text
    return text.replace("@TOOL@", "tool")


_BUILT: dict[str, str | None] = {}
WORK = Path(tempfile.mkdtemp(prefix="ctool-test-"))


def build(prog, state, sanitize=False) -> str | None:
    src = render(prog, state)
    key = hashlib.sha1((src + str(sanitize)).encode()).hexdigest()[:16]
    if key not in _BUILT:
        d = WORK / key
        d.mkdir(exist_ok=True)
        (d / "tool.c").write_text(src)
        flags = fam.SAN_FLAGS if sanitize else fam.CFLAGS
        p = subprocess.run(["gcc", *flags, "-o", str(d / "tool"), str(d / "tool.c")], capture_output=True, text=True)
        _BUILT[key] = str(d / "tool") if p.returncode == 0 else None
    return _BUILT[key]


def run_case(exe, case, sanitize=False):
    d = Path(tempfile.mkdtemp(dir=WORK))
    for n, data in case["files"].items():
        (d / n).write_bytes(data)
    try:
        p = subprocess.run([exe, *case["args"]], input=case.get("stdin") or b"", cwd=d, capture_output=True,
                           timeout=20, env=SAN_ENV if sanitize else None)
        return p.stdout, p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        return b"<timeout>", -1, b""
    finally:
        shutil.rmtree(d, ignore_errors=True)


def first_failure(prog, exe, cases, sanitize=False):
    for i, c in enumerate(cases):
        out, st, err = run_case(exe, c, sanitize)
        if (out, st) != prog.model(c) or (sanitize and (b"Sanitizer" in err or b"runtime error" in err)):
            return i
    return None


PROGS = sorted(P.PROGRAMS)


@needs_gcc
@pytest.mark.parametrize("key", PROGS)
def test_every_variant_compiles_with_werror_except_build_bugs(key):
    prog = P.PROGRAMS[key]
    assert build(prog, {}) and build(prog, {}, sanitize=True)
    for b in prog.bugs:
        for s in ["broken", *b.bug.wrong]:
            ok = build(prog, {b.name: s}) is not None
            assert ok != (b.kind == "build" and s == "broken"), f"{b.name}:{s}: builds={ok}"


@needs_gcc
@pytest.mark.parametrize("key", PROGS)
def test_model_matches_the_correct_program_and_every_variant_fails(key):
    prog = P.PROGRAMS[key]
    right, san = build(prog, {}), build(prog, {}, sanitize=True)
    everything = {b.name for b in prog.bugs}
    variants = [(b, s) for b in prog.bugs for s in ["broken", *b.bug.wrong] if not (b.kind == "build" and s == "broken")]
    for seed in range(6):
        cases = prog.cases(random.Random(seed), everything, True)
        i = first_failure(prog, right, cases)
        assert i is None, f"seed {seed}: model and program differ on {cases[i]['args']}"
        assert first_failure(prog, san, cases, sanitize=True) is None, f"seed {seed}: the correct program is not clean"
        for b, s in variants:
            sanitize = b.kind == "memory"
            exe = build(prog, {b.name: s}, sanitize=sanitize)
            assert first_failure(prog, exe, cases, sanitize) is not None, f"seed {seed}: {b.name}:{s} passes"


@needs_gcc
@pytest.mark.parametrize("key", PROGS)
def test_golden_cases_reproduce_the_bug_they_are_made_for(key):
    prog = P.PROGRAMS[key]
    for b in prog.by_kind("logic"):
        exe = build(prog, {b.name: "broken"})
        for seed in range(4):
            cases = prog.cases(random.Random(100 + seed), {b.name}, False)
            assert first_failure(prog, exe, cases) is not None, f"{b.name}: seed {seed} does not show it"
    right = build(prog, {})
    plain = prog.cases(random.Random(7), set(), False)
    for b in prog.by_kind("logic"):  # the trigger-free cases show no bug (hard's green golden tests)
        assert first_failure(prog, build(prog, {b.name: "broken"}), plain) is None, b.name
    assert first_failure(prog, right, plain) is None


# ---- tasks: oracle, decoys, nop through the task's own tests ----------------------------------------------------

def _materialise(task, root: Path):
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.bytes())
        p.chmod(f.mode)


def _outcome(task, script: str | None, tmp: Path) -> tuple[bool, str]:
    """(tests passed, log) after `script` (None: the untouched tree) ran on a fresh copy of the environment."""
    root = tmp / "root"
    _materialise(task, root)
    if script is not None:
        body = re.sub(r"(?<![ab])/app/", f"{root}/app/", script.replace("-d / ", f"-d {root} "))
        r = subprocess.run(["bash", "-c", body], capture_output=True, text=True, timeout=300)
        if script == task.solution:
            assert r.returncode == 0, f"the oracle failed: {(r.stdout + r.stderr)[-1500:]}"
    tdir = tmp / "tests"
    tdir.mkdir()
    (tdir / "tg_guard.py").write_text(STUB_GUARD)
    (tdir / "test_outputs.py").write_text(re.sub(r"(['\"])/app/", rf"\g<1>{root}/app/", task.tests["test_outputs.py"].content))
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly",
                        str(tdir / "test_outputs.py")], cwd=tdir, capture_output=True, text=True, timeout=900,
                       env=dict(os.environ, PYTHONPATH=str(tdir)))
    return p.returncode == 0, p.stdout[-3000:]


SEEDS = [500, 503, 507]


@needs_gcc
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", SEEDS)
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


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_bug():
    seen, progs = Counter(), Counter()
    for level in LEVELS:
        sets = [tuple(FAM.generate(s, level).components) for s in range(500, 540)]
        assert len(set(sets)) >= 0.9 * len(sets), f"{level}: {len(set(sets))} distinct component sets"
        for i in range(len(sets) - 4):
            assert len({frozenset(s) for s in sets[i:i + 5]}) >= 4, f"{level}: a run of 5 repeats itself"
        seen.update(c for s in sets for c in s)
        progs.update(s[0].split(".")[0] for s in sets)
    assert set(progs) == set(P.PROGRAMS), progs
    pool = {f"{k}.{b.name}" for k, p in P.PROGRAMS.items() for b in p.bugs} | {"regression_case"}
    assert pool - set(seen) == set(), f"never drawn: {sorted(pool - set(seen))}"


def test_levels_change_the_work():
    for seed in range(500, 510):
        easy, medium, hard = (FAM.generate(seed, lv) for lv in LEVELS)
        kinds = {lv: [P.PROGRAMS[c.split(".")[0]].bug(c.split(".")[1]).kind for c in t.components if "." in c]
                 for lv, t in (("easy", easy), ("medium", medium), ("hard", hard))}
        assert kinds["easy"] == ["logic", "logic"] and "Reported problems:" in easy.instruction
        assert len(kinds["medium"]) == 3 and "specification" in medium.instruction
        assert "memory" in kinds["hard"] and ("build" in kinds["hard"] or "regression_case" in hard.components)
        assert "Reported problems:" not in hard.instruction and "AddressSanitizer" in hard.instruction
        assert "SANITIZE = True" in hard.tests["test_outputs.py"].content
        assert "SANITIZE = False" in easy.tests["test_outputs.py"].content


def test_hidden_inputs_differ_from_the_shipped_ones():
    for level in LEVELS:
        for seed in range(500, 506):
            task = FAM.generate(seed, level)
            ns: dict = {}
            code = task.tests["test_outputs.py"].content.split("\n\n", 1)[1]
            exec(code.split("\nGCC, MAKE")[0].replace("import tg_guard\n", ""), ns)
            shipped = {f.content for p, f in task.environment.files.items() if "/tests/cases/" in p}
            for c in ns["CASES"]:
                for data in c["files"].values():
                    assert File_text(data) not in shipped or len(data) < 40, (seed, level, c["name"])


def File_text(data: bytes) -> str:
    from termigen.task import File

    return File.of(data).content
