"""thread_race without containers (the host's gcc and ThreadSanitizer, the image's versions): the Python model of
the README agrees with the repaired program on the hidden files; the task's own hidden tests (with a stand-in for
tg_guard that runs programs as the current user) pass on the oracle and fail on the untouched tree and on every
decoy; draws are deterministic, vary, reach every component, and the levels change the work."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import types
from collections import Counter
from pathlib import Path

import pytest

from termigen.diversity import fingerprint, same_problem
from termigen.families import LEVELS, get_family
from termigen.families.distributed import thread_race as fam

FAM = get_family("thread_race")
HAVE_GCC = all(shutil.which(t) for t in ("gcc", "make", "patch"))
needs_gcc = pytest.mark.skipif(not HAVE_GCC, reason="needs gcc, make and patch on the host")

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


def _internals(seed, level):
    task = FAM.generate(seed, level)
    return task, FAM.last


def _truth(task):
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns: dict = {}
    code = task.tests["test_outputs.py"].content
    exec(compile(code.split("\nGCC, MAKE, NM")[0], "test_outputs.py", "exec"), ns)
    return ns


# ---- the model against the program -------------------------------------------------------------------------------

@needs_gcc
@pytest.mark.parametrize("level", LEVELS)
def test_the_repaired_program_prints_what_the_model_says(tmp_path, level):
    for seed in (500, 501, 502, 503):
        task, L = _internals(seed, level)
        prog, x = L["prog"], L["x"]
        src = tmp_path / f"{level}{seed}.c"
        src.write_text(prog.render(prog.right()))
        exe = tmp_path / f"{level}{seed}"
        p = subprocess.run(["gcc", *fam.CFLAGS, "-Werror", "-o", str(exe), str(src)], capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
        files = task.environment.files
        ex = tmp_path / "ex.txt"
        ex.write_text(files[f"{x['root']}/examples/records.txt"].content)
        for t in (1, 3, 8):
            out = subprocess.run([str(exe), str(ex), str(t)], capture_output=True, text=True, timeout=30).stdout
            assert out == files[f"{x['root']}/examples/expected.txt"].content, (level, seed, t)
        for case, args in L["cases"].items():
            f = tmp_path / f"{case}.txt"
            f.write_text(fam.records_text(fam.make_records(**args)))
            out = subprocess.run([str(exe), str(f), "4"], capture_output=True, text=True, timeout=30).stdout
            assert out.splitlines() == L["truth"][case], (level, seed, case)


@needs_gcc
def test_every_variant_compiles():
    """The shipped program and every wrong repair build cleanly (no warning points at the bug)."""
    d = Path(tempfile.mkdtemp(prefix="tr-variants-"))
    for level in LEVELS:
        for seed in range(500, 512):
            _, L = _internals(seed, level)
            prog = L["prog"]
            right = prog.right()
            states = [right, {}] + [{**right, f.name: w} for f in prog.faults for w in f.wrong]
            for i, st in enumerate(states):
                (d / "v.c").write_text(prog.render(st))
                p = subprocess.run(["gcc", *fam.CFLAGS, "-c", "-o", str(d / "v.o"), str(d / "v.c")],
                                   capture_output=True, text=True)
                assert p.returncode == 0 and "warning" not in p.stderr, (level, seed, st, p.stderr[:800])
    shutil.rmtree(d, ignore_errors=True)


# ---- the task's own tests ------------------------------------------------------------------------------------

def _materialise(task, root: Path):
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.bytes())
        p.chmod(f.mode)


def _outcome(task, script: str | None, tmp: Path) -> tuple[bool, str]:
    """(hidden tests passed, log) after `script` (None: the untouched tree) ran on a fresh copy of the tree."""
    root = tmp / "root"
    _materialise(task, root)
    if script is not None:
        body = script.replace("tsan=/tmp/", f"tsan={tmp}/").replace("-d / ", f"-d {root} ")
        body = re.sub(r"(?<![ab])/app/", f"{root}/app/", body)
        r = subprocess.run(["bash", "-c", body], capture_output=True, text=True, timeout=600)
        if script == task.solution:
            assert r.returncode == 0, f"the oracle failed: {(r.stdout + r.stderr)[-1500:]}"
    tdir = tmp / "tests"
    tdir.mkdir()
    (tdir / "tg_guard.py").write_text(STUB_GUARD)
    (tdir / "test_outputs.py").write_text(re.sub(r"(['\"])/app/", rf"\g<1>{root}/app/",
                                                 task.tests["test_outputs.py"].content))
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly",
                        str(tdir / "test_outputs.py")], cwd=tdir, capture_output=True, text=True, timeout=900,
                       env=dict(os.environ, PYTHONPATH=str(tdir)))
    return p.returncode == 0, p.stdout[-3000:]


@needs_gcc
@pytest.mark.parametrize("level,seed", [("easy", 500), ("medium", 503), ("hard", 503), ("hard", 500)])
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


# ---- the draw ------------------------------------------------------------------------------------------------

def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_component():
    seen = Counter()
    wrongs = Counter()
    for level in LEVELS:
        sets = []
        for s in range(500, 560):
            t, L = _internals(s, level)
            sets.append(frozenset(t.components))
            wrongs.update(f"{f.name}:{w}" for f in L["prog"].faults for w in f.wrong)
        assert len(set(sets)) >= 0.9 * len(sets), f"{level}: {len(set(sets))} distinct component sets"
        for i in range(len(sets) - 4):
            assert len(set(sets[i:i + 5])) >= 4, f"{level}: a run of 5 repeats itself"
        seen.update(c for s in sets for c in s)
    pool = set(fam.STAGE_OF) | {"finish_poll", "tsan_target"} | {f for fs in fam.DIST_FAULTS.values() for f in fs} \
        | {f"dist.{d}" for d in fam.DIST_FAULTS}
    assert pool - set(seen) == set(), f"never drawn: {sorted(pool - set(seen))}"
    assert len(wrongs) >= 20, sorted(wrongs)


def test_levels_change_the_work():
    for seed in range(500, 512):
        tasks = {lv: _internals(seed, lv) for lv in LEVELS}
        easy, medium, hard = (tasks[lv][1]["x"] for lv in LEVELS)
        assert len(easy["faults"]) == 2 and len(medium["faults"]) == 3 and 4 <= len(hard["faults"]) <= 5
        assert any(set(p) <= set(hard["faults"]) for p in fam.INTERACTIONS)
        assert "found two bugs in its threaded code" in tasks["easy"][0].instruction
        assert any(fam.HINT[f].format(kw=easy["kw"]) in tasks["easy"][0].instruction for f in easy["faults"])
        assert "has seen:" in tasks["medium"][0].instruction
        assert not any(fam.HINT[f].format(kw=hard["kw"]) in tasks["hard"][0].instruction for f in hard["faults"])
        assert not any(fam.SYMPTOM[f].format(kw=hard["kw"]) in tasks["hard"][0].instruction for f in hard["faults"])
        assert len(medium["stages"]) > len({fam.STAGE_OF.get(f) for f in medium["faults"]} | {"counter"}) - 1
        assert not same_problem(fingerprint(tasks["easy"][0].solution), fingerprint(tasks["hard"][0].solution))


def test_hidden_files_are_not_the_shipped_example_and_truth_is_embedded():
    for level in LEVELS:
        for seed in range(500, 505):
            task, L = _internals(seed, level)
            ns = _truth(task)
            assert ns["EXPECTED"] == L["truth"] and ns["CASES"] == L["cases"]
            shipped = task.environment.files[f"{L['x']['root']}/examples/records.txt"].content
            for args in ns["CASES"].values():
                text = fam.records_text(fam.make_records(**args))
                assert text != shipped and len(text.splitlines()) > 5 * len(shipped.splitlines())
            code = task.tests["test_outputs.py"].content
            assert "import " + L["x"]["name"] not in code and "tg_guard.run(" in code
            assert task.agent_user == fam.AGENT and task.verifier == 2
            assert all(p not in task.environment.files for p in task.tests)


def test_hidden_files_exercise_the_faults():
    """Both directions of a key pair and a self-move (lock order), no thread count divides the record count
    (slice remainder), and a tie for the maximum near the end."""
    for seed in range(500, 506):
        _, L = _internals(seed, "hard")
        for args in L["cases"].values():
            recs = fam.make_records(**args)
            n = len(recs)
            assert all(n % d for d in range(2, 9))
            top = max(r[3] for r in recs)
            assert sum(r[3] == top for r in recs) == 2
            if args["moves"]:
                pairs = {(r[1], r[2]) for r in recs if r[0] == "T"}
                assert any((b, a) in pairs for a, b in pairs if a != b)
                assert any(a == b for a, b in pairs)
