"""parallel_batch without containers: the shipped converter, the oracle's driver and the hidden tests (with the tests'
own gateway) run on the host, paths moved under tmp, with a stand-in for tg_guard; the oracle passes every hidden
test, every decoy fails one. Over many seeds, without running anything: each decoy's defect is visible in the values
the tests hold (a simulation of the decoy differs from the truth), and the hidden batch holds every trap the timing
checks need. Determinism and reachability of every component."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import types
from collections import Counter
from pathlib import Path

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.distributed import parallel_batch as pb

FAM = get_family("parallel_batch")
HOST_TOOLS = all(shutil.which(t) for t in ("parallel", "flock", "timeout", "split", "sha256sum", "xargs"))
needs_tools = pytest.mark.skipif(not HOST_TOOLS, reason="needs GNU parallel, flock, timeout, split, sha256sum on the host")

FAKE_GUARD = '''
import os, shutil, signal, subprocess, tempfile, time
BASE = os.environ["TG_FAKE_SCRATCH"]

def scratch(prefix="run"):
    return tempfile.mkdtemp(prefix=prefix + "-", dir=BASE)

def give(src, dst_dir=None):
    dst = os.path.join(dst_dir or scratch("in"), os.path.basename(src.rstrip("/")))
    if os.path.isdir(src):
        shutil.copytree(src, dst, symlinks=True)
    else:
        shutil.copy2(src, dst)
    return dst

def kill_session(sid):
    for _ in range(20):
        pids = []
        for d in os.listdir("/proc"):
            if d.isdigit():
                try:
                    with open(f"/proc/{d}/stat") as f:
                        st = f.read().rsplit(")", 1)[1].split()
                    if int(st[3]) == sid and int(d) != os.getpid():
                        pids.append(int(d))
                except (OSError, IndexError, ValueError):
                    pass
        if not pids:
            return
        for p in pids:
            try:
                os.kill(p, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.05)

def run(cmd, *, input=None, timeout=60, cwd=None, env=None, text=True):
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=cwd or scratch(), env=env, text=text, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_session(p.pid)
        p.communicate()
        raise
    finally:
        kill_session(p.pid)
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)
'''


def _truth(task):
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs.py", "exec"), ns)
    return ns


def _moves(task, tmp: Path) -> list[tuple[str, str]]:
    ns = _truth(task)
    root = ns["DRIVER"].rsplit("/bin/", 1)[0]
    tool = next(p for p in task.environment.files if p.startswith("/usr/local/bin/"))
    name = tool.rsplit("/", 1)[1]
    return [(root, str(tmp / "root") + root), (tool, str(tmp / "bin" / name)), (f"/var/lib/{name}", str(tmp / "state"))]


def _local(text: str, moves) -> str:
    for a, b in moves:
        text = re.sub(re.escape(a) + r"(?![\w.-])", b.replace("\\", "\\\\"), text)
    return text


def _kill_session(sid):
    ns = {}
    exec(FAKE_GUARD.replace('os.environ["TG_FAKE_SCRATCH"]', '""'), ns)
    ns["kill_session"](sid)


def _sh(script: str, cwd: Path, timeout: float) -> subprocess.CompletedProcess:
    p = subprocess.Popen(["bash", "-c", script], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_session(p.pid)
        out, err = p.communicate()
        return subprocess.CompletedProcess(p.args, 124, out, err)
    finally:
        _kill_session(p.pid)
    return subprocess.CompletedProcess(p.args, p.returncode, out, err)


def run_instance(task, script: str, tmp: Path, agent_timeout: float = 60) -> dict[str, str]:
    """A fresh environment under tmp, `script` as the agent, then the hidden tests: {test name: outcome}."""
    moves = _moves(task, tmp)
    (tmp / "bin").mkdir(parents=True)
    for p, f in task.environment.files.items():
        dst = Path(_local(p, moves)) if not p.startswith("/usr/local/bin/") else tmp / "bin" / p.rsplit("/", 1)[1]
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(_local(f.content, moves))
        dst.chmod(f.mode)
    r = _sh(_local(task.environment.setup, moves), tmp, 60)
    assert r.returncode == 0, r.stderr
    _sh(_local(script, moves), tmp, agent_timeout)
    tdir = tmp / "tests"
    tdir.mkdir()
    tests = _local(task.tests["test_outputs.py"].content, moves)
    # the hidden run's PATH is the image's; on the host GNU parallel may live elsewhere (e.g. an unpacked .deb)
    host_path = os.path.dirname(shutil.which("parallel")) + ":/usr/local/bin:/usr/bin:/bin"
    assert tests.count('"/usr/local/bin:/usr/bin:/bin"') == 1
    tests = tests.replace('"/usr/local/bin:/usr/bin:/bin"', repr(host_path))
    (tdir / "test_outputs.py").write_text(tests)
    (tdir / "tg_guard.py").write_text(FAKE_GUARD)
    (tdir / "scratch").mkdir()
    env = {**os.environ, "TG_FAKE_SCRATCH": str(tdir / "scratch"), "PYTHONPATH": str(tdir)}
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider", "--rootdir", str(tdir),
                        str(tdir / "test_outputs.py")], cwd=tdir, env=env, capture_output=True, text=True,
                       timeout=300)
    res = {}
    for m in re.finditer(r"^(PASSED|FAILED|ERROR) \S*::(\w+)", p.stdout, re.M):
        res[m.group(2)] = m.group(1)
    assert res, p.stdout[-3000:] + p.stderr[-2000:]
    return res


# ---- real runs on the host -----------------------------------------------------------------------------------

CASES = [("easy", 503), ("medium", 509), ("hard", 504)]


@needs_tools
@pytest.mark.parametrize("level,seed", CASES)
def test_oracle_passes_and_every_decoy_fails_on_the_host(level, seed, tmp_path):
    task = FAM.generate(seed, level)
    res = run_instance(task, task.solution, tmp_path / "oracle")
    assert set(res.values()) == {"PASSED"}, res
    quick = os.environ.get("TG_PB_ALL_DECOYS") is None
    x = task_x(task)
    for name, st in pb.all_decoy_states(x).items():
        if quick and name not in {d.name for d in task.decoys}:
            continue
        res = run_instance(task, pb._solve(x, st), tmp_path / name, agent_timeout=40)
        assert "FAILED" in res.values() or "ERROR" in res.values(), f"decoy {name} passes: {res}"


# ---- the generator's own view (no runs): every decoy's defect shows in the values the tests hold -------------

def task_x(task) -> dict:
    """The draw of a task again (the generator is deterministic): its instance dict."""
    return _draw(task.seed, task.difficulty.value)[0]


def _draw(seed: int, level: str):
    got = {}
    orig = pb._oracle_and_decoys

    def spy(rng, x, max_decoys=7):
        got["x"] = x
        return orig(rng, x, max_decoys)

    pb._oracle_and_decoys = spy
    orig_batch = pb._Batch
    batches = []

    class Spy(orig_batch):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            batches.append(self)

    pb._Batch = Spy
    try:
        FAM.generate(seed, level)
    finally:
        pb._oracle_and_decoys, pb._Batch = orig, orig_batch
    return got["x"], batches[-2], batches[-1]


def _sim(b, st: dict) -> dict:
    """What a decoy would leave, by the simulation (the effects the tests can see). Timing decoys are covered by
    the plan checks below."""
    x = dict(b.x)
    names = set(x["names"])
    c = {k: v for k, v in st.items() if k != "_extra"}
    (comp, state), = c.items() if c else (("", ""),)
    t = b.simulate()
    if state == "skip":
        names.discard(comp)
    return {"names": names, "truth": t, "state": state, "comp": comp}


def test_every_decoy_is_caught_on_every_seed():
    """For 40 seeds per level: every decoy this instance could carry has a defect one of its hidden tests sees.
    The argument per decoy is spelled out here; the host runs above confirm it on real runs."""
    for level in LEVELS:
        for seed in range(500, 540):
            x, today, hid = _draw(seed, level)
            names, cap = x["names"], x["cap"]
            jobs, plan = hid.jobs, hid.plan()
            truth = hid.simulate()
            run = [j for j in jobs if j.prior not in ("done", "fresh")]
            roles = Counter(j.role for j in run)
            for dname in pb.all_decoy_states(x):
                # unbounded: CAP+1 long jobs (long, waves) start together without the cap; with it exactly CAP
                if dname == "unbounded":
                    assert run[0].role == "long" and [j.role for j in run[1:cap + 1]] == ["wave"] * cap
                elif dname == "completion_order":  # the first job outlasts the ones started with it
                    assert hid.dur(run[0]) >= hid.dur(run[1]) + 1.0 and truth["summary"][jobs.index(run[0])][2] in ("ok", "retried")
                elif dname == "keeps_partial_output":  # a failed job printed lines before failing
                    assert any(j.role == "bad" and j.bad_at >= 2 for j in run)
                elif dname.startswith("skips_"):
                    comp = dname[len("skips_"):]
                    assert comp in names
                    _skip_visible(comp, x, hid, truth)
                else:
                    comp = next(c for c in names if dname.startswith(c + "_"))
                    _wrong_visible(comp, dname[len(comp) + 1:], x, hid, truth)
            ids = [r.split(",")[0] for r in truth["results"][1:]]
            assert ids != sorted(ids)
            assert roles["wave"] == cap and len(run) >= cap + 3


def _skip_visible(comp, x, hid, truth):
    jobs = hid.jobs
    run = [j for j in jobs if j.prior not in ("done", "fresh")]
    R = x["R"]
    if comp == "retry_tempfail":  # the job that needs R attempts fails without retries
        assert any(j.role == "flaky_ok" for j in run) and R >= 2
    elif comp == "deadline":  # the stalled job hangs the run past its budget
        assert any(j.role == "stall" for j in run)
    elif comp in ("summary", "stderr_logs", "flock_ledger"):  # files the tests read are missing
        pass
    elif comp == "resume":  # without the log every finished job runs again
        assert any(j.prior == "done" for j in jobs)
    elif comp == "incremental":
        assert any(j.prior == "fresh" for j in jobs)
    elif comp == "awkward_names":  # newline-separated lists break the name with a newline
        assert any("\n" in j.rel for j in jobs)
    elif comp == "split_input":
        assert hid.files("in.csv", "out")[0][0] == "in.csv"
    elif comp == "nested_inputs":
        assert any("/" in j.rel and j.role in ("long", "wave", "normal", "flaky_ok") for j in run)
    elif comp == "queue_file":
        assert [j.rel for j in jobs] != sorted(j.rel for j in jobs) and any(j.prior == "unlisted" for j in hid.others)
    elif comp == "checksums":
        assert any(j.prior == "corrupt" for j in hid.others)
    elif comp == "slot_scratch":  # the converter refuses to run without --scratch
        pass
    elif comp == "exit_code":
        assert truth["exit"] >= 2
    else:
        raise AssertionError(comp)


def _wrong_visible(comp, w, x, hid, truth):
    jobs = hid.jobs
    run = [j for j in jobs if j.prior not in ("done", "fresh")]
    R, D = x["R"], x["D"]
    roles = {j.role for j in run}
    if w == "retries_any_failure":
        assert "bad" in roles  # attempted R times instead of once
    elif w == "appends_attempts":
        assert "flaky_ok" in roles and len(hid.lines(next(j for j in run if j.role == "flaky_ok"))) >= 2
    elif w == "one_attempt_short":
        assert "flaky_ok" in roles and R >= 3
    elif w == "timeout_around_retries":
        j = next(j for j in run if j.role == "flaky_ok")
        assert R * hid.dur(j) >= D + 1.5 and hid.dur(j) <= D - 1.5
    elif w == "retried_as_ok":
        assert any(s[2] == "retried" for s in truth["summary"])
    elif w == "timeout_as_failed":
        assert any(s[2] == "timed_out" for s in truth["summary"])
    elif w == "skipped_left_out":
        assert any(s[2] == "skipped" for s in truth["summary"])
    elif w == "resume_plain":  # the job that failed in the interrupted run would not run again
        j = next(j for j in jobs if j.prior == "failed")
        assert truth["attempts"][pb._key(pb._content(j.recs))] >= 1
    elif w == "rerun_all":
        assert any(j.prior == "done" for j in jobs)
    elif w == "skips_existing":
        j = next(j for j in jobs if j.prior == "stale")
        assert hid.stale_content(j) != pb._content(hid.lines(j))
    elif w == "splits_on_blanks":
        assert any(" " in j.rel for j in jobs) and any("\n" in j.rel for j in jobs)
    elif w == "header_in_shard":
        assert len(jobs) >= 2
    elif w == "includes_hidden":
        assert any(j.prior.startswith("hidden") for j in hid.others)
    elif w == "queue_sorted":  # the first queued job (which succeeds) sorts last by name
        assert jobs[0].rel == max(j.rel for j in jobs) and truth["summary"][0][2] in ("ok", "retried", "skipped")
    elif w == "listed_only":
        assert any(j.prior == "corrupt" for j in hid.others)
    elif w in ("no_lock", "locks_whole_job", "scratch_per_job", "shared_scratch"):
        assert truth["publish"] if w in ("no_lock",) else True  # the gateway sees the lock / the slot dirs
    elif w == "exit_one":
        assert truth["exit"] >= 2
    elif w == "last_attempt_only":
        assert any(s[2] == "retried" or (s[2] == "failed" and int(s[1]) > 1) for s in truth["summary"])
    else:
        raise AssertionError(w)


def test_tool_replays_like_the_generator(tmp_path):
    """The converter in the image (offline mode) prints exactly the lines and messages the truth was computed from."""
    for seed in (500, 501, 502):
        x, today, _ = _draw(seed, "medium")
        task = FAM.generate(seed, "medium")
        src = task.environment.files[x["toolpath"]].content.replace(f'STATE = "{x["state"]}"',
                                                                    f'STATE = "{tmp_path / str(seed)}"')
        src = src.replace("time.sleep(", "(lambda s: None)(")
        tool = tmp_path / f"tool{seed}.py"
        tool.write_text(src)
        for j in today.jobs:
            if j.role == "stall":
                continue
            f = tmp_path / f"job{seed}.csv"
            f.write_text(pb._content(j.recs))
            for n in range(1, 5):
                p = subprocess.run([sys.executable, str(tool), "convert"] + (["--scratch", str(tmp_path / "s")]
                                   if "slot_scratch" in x["names"] else []) + [str(f)], capture_output=True, text=True)
                rc, out, err = today.behaviour(j, n)
                assert (p.returncode, p.stdout.splitlines(), p.stderr.splitlines()) == (rc, out, err), (j.role, n)
            (tmp_path / str(seed) / "attempts").exists() and shutil.rmtree(tmp_path / str(seed) / "attempts")


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.model_dump() == b.model_dump() and a.content_hash() == b.content_hash()


def test_composition_reaches_every_component_and_differs_by_seed():
    seen, sets = Counter(), {lv: set() for lv in LEVELS}
    for level in LEVELS:
        lo, hi = FAM.levels[level].components
        for seed in range(500, 540):
            t = FAM.generate(seed, level)
            drawn = t.components[1:]
            assert lo <= len(drawn) <= hi + 1  # hard: the required pair can add one
            seen.update(t.components)
            sets[level].add(frozenset(t.components))
        assert len(sets[level]) >= 34, f"{level}: only {len(sets[level])} component sets in 40 seeds"
    pool = {c.name for c in pb.POOL} | {"xargs_runner", "parallel_runner"}
    assert set(seen) == pool, f"never drawn: {sorted(pool - set(seen))}"


def test_hard_states_only_the_goal_and_composes_an_interacting_pair():
    for seed in range(500, 515):
        t = FAM.generate(seed, "hard")
        assert any(set(p) <= set(t.components) for p in pb.INTERACTIONS), t.components
        assert "RUNBOOK.md" in t.instruction and any(p.endswith("/RUNBOOK.md") for p in t.environment.files)
        e = FAM.generate(seed, "easy")
        assert "RUNBOOK" not in e.instruction


def test_the_truth_is_not_in_the_image():
    """What the tests compare against (the hidden batch's tokens, the gateway's plan) is nowhere in the image."""
    for seed in (500, 501, 502):
        x, today, hid = _draw(seed, "hard")
        t = FAM.generate(seed, "hard")
        image = t.instruction + t.environment.setup + "".join(f.content for f in t.environment.files.values())
        assert x["hidden_secret"] not in image
        for line in hid.simulate()["results"][1:4]:
            assert line.split(",")[1] not in image
