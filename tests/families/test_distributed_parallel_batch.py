"""parallel_batch without containers. Over 200 seeds per level, without running anything: every decoy the instance
could carry has a witness, something its run on the hidden batch shows that the oracle's does not (a model of the bash
drivers, decoy_witnesses). The witnesses against real runs: on instances that cover every decoy (with both runners,
with resume and incremental), the oracle's and every decoy's real driver run on the hidden batch, time-scaled,
against the tests' own gateway; the oracle's observation is the truth and every witness holds. The full hidden tests
on the host (paths moved under tmp, a stand-in for tg_guard): the oracle passes every test, the sampled decoys fail
one. Determinism and reachability of every component."""

from __future__ import annotations

import errno
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import types
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
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

# One level here: the gate tests the hard fresh instance in containers, and the witnesses test below runs the oracle
# and every decoy for real on instances covering every decoy of every level.
CASES = [("easy", 503)]


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


# ---- every decoy differs from the oracle on the hidden batch, on every seed ------------------------------------
#
# A decoy is caught when one thing the hidden tests observe on the hidden run (results, summary, attempts per job at
# the gateway, logs, publishes, exit status, concurrency, scratch dirs, whether the run finishes) differs from the
# oracle's. `decoy_witnesses` says, from the instance's data alone, WHAT the decoy's run shows differently: each
# witness is (why, observable, predicate), the predicate true of the decoy's observation and false of the oracle's.
# No witness means the hidden batch lacks the situation that tells this decoy apart: the test over 200 seeds per
# level fails. The witnesses are a model of the bash drivers; test_witnesses_hold_on_real_runs runs the real drivers
# (oracle and every decoy, time-scaled, against the tests' own gateway) on instances that cover every decoy and
# checks that every witness holds there and that the oracle's observation is the truth.

def _jkey(j) -> str:
    return pb._key(pb._file(j))


def truth_observation(x: dict, hid) -> dict:
    t = hid.simulate()
    names = x["names"]
    return {"results": t["results"], "summary": t["summary"] if "summary" in names else None,
            "attempts": dict(t["attempts"]), "logs": dict(t["logs"]) if "stderr_logs" in names else {},
            "publish": t["publish"] if "flock_ledger" in names else [], "unlocked": 0,
            "exit": t["exit"] if "exit_code" in names else 0, "overlap": x["cap"], "scratch_bad": 0,
            "finished": True, "stalls_killed": True}


def decoy_witnesses(x: dict, hid, name: str) -> list[tuple]:
    cap, R, D, names = x["cap"], x["R"], x["D"], x["names"]
    jobs, t = hid.jobs, hid.simulate()
    run = [j for j in jobs if j.prior not in ("done", "fresh")]
    seq = {id(j): i for i, j in enumerate(jobs, 1)}
    W = []

    def att(js, n, why):  # the gateway sees n attempts of (one of) these jobs (the oracle: another number)
        for j in js:
            if t["attempts"][_jkey(j)] != n:
                W.append((why + f" ({j.rel!r}: {n} attempts)", "attempts", lambda v, k=_jkey(j), n=n: v.get(k, 0) == n))
                return

    def row(j, status, why):  # j's summary row shows this status
        i = seq[id(j)]
        W.append((why, "summary", lambda v, i=i: v is not None and len(v) >= i and v[i - 1][0] == str(i)
                  and v[i - 1][2] == status))

    def gone(js, why):  # the driver never finds these jobs: a run one never reaches the gateway, a skipped one's
        att([j for j in js if j in run], 0, why)  # part is never read, and a successful one's lines are missing
        for j in js:
            if t["summary"][seq[id(j)] - 1][2] in ("ok", "retried", "skipped"):
                l0 = hid.lines(j)[0]
                W.append((why + f" ({j.rel!r}: lines missing)", "results", lambda v, l0=l0: v is not None and l0 not in v))
                return

    def arrive(js, why):  # files that are no jobs become jobs: one of them reaches the gateway. Under resume they
        # shift the job numbers: one that lands within the old job log's range is skipped as finished, but then it
        # pushes a finished job out of that range, and that one runs again
        ks = [_jkey(j) for j in js] + [_jkey(j) for j in jobs if j.prior == "done"]
        if js:
            W.append((why, "attempts", lambda v, ks=ks: any(v.get(k, 0) >= 1 for k in ks)))

    role = lambda r: [j for j in run if j.role == r]
    comp = next((c for c in sorted(names, key=len, reverse=True) if name.startswith(c + "_")), None)
    w = name[len(comp) + 1:] if comp else name
    if name == "unbounded":  # the long job and CAP waves start together: without the cap CAP+1 run at once
        if len(run) > cap and run[0].role == "long" and [j.role for j in run[1:cap + 1]] == ["wave"] * cap:
            W.append(("more than CAP at once", "overlap", lambda v: v > cap))
    elif name == "completion_order":  # the first job outlasts the wave started with it
        a, b = run[0], run[1]
        if (a.role == "long" and hid.dur(a) >= hid.dur(b) + 1.0 and t["summary"][seq[id(a)] - 1][2] in ("ok", "retried")
                and t["summary"][seq[id(b)] - 1][2] in ("ok", "retried")):
            la, lb = hid.lines(a)[0], hid.lines(b)[0]
            W.append(("the wave's lines before the long job's", "results",
                      lambda v: v is not None and la in v and lb in v and v.index(lb) < v.index(la)))
    elif name == "keeps_partial_output":  # a failed job printed lines before failing
        for j in role("bad"):
            part = hid.lines(j)[: j.bad_at - 1]
            if part:
                W.append(("a failed job's partial lines in the results", "results",
                          lambda v, p=part: v is not None and set(p) <= set(v)))
                break
    elif name.startswith("skips_"):
        c = name[len("skips_"):]
        if c == "retry_tempfail":
            att(role("flaky_ok"), 1, "the job that needs retries is tried once")
        elif c == "deadline":
            if role("stall"):
                W.append(("the stalled job hangs the run", "finished", lambda v: v is False))
        elif c == "summary":
            W.append(("no summary", "summary", lambda v: v is None))
        elif c == "resume":
            att([j for j in jobs if j.prior == "done"], 1, "a finished job runs again")
        elif c == "incremental":
            att([j for j in jobs if j.prior == "fresh"], 1, "an up-to-date job runs again")
        elif c == "awkward_names":  # newline-separated lists: a name with a newline becomes two missing files
            gone([j for j in jobs if "\n" in j.rel], "a job named with a newline is two missing files")
        elif c == "split_input":
            gone(jobs, "INPUT is a file: no job is found")
        elif c == "nested_inputs":
            gone([j for j in jobs if "/" in j.rel], "a job below a subfolder is not found")
        elif c == "queue_file":
            arrive([j for j in hid.others if j.prior == "unlisted"], "a file not in the queue runs")
        elif c == "checksums":
            arrive([j for j in hid.others if j.prior in ("unlisted", "corrupt")], "an unlisted or corrupt file runs")
        elif c == "flock_ledger":
            if t["publish"]:
                W.append(("nothing published", "publish", lambda v: v == []))
        elif c == "slot_scratch":
            att(run, 0, "the converter refuses to run without --scratch")
        elif c == "exit_code":
            if t["exit"]:
                W.append(("exits 0 although jobs failed", "exit", lambda v: v == 0))
        elif c == "stderr_logs":
            if t["logs"]:
                W.append(("no logs", "logs", lambda v: all(s is None for s in v.values())))
        else:
            raise AssertionError(c)
    elif w == "retries_any_failure":
        att(role("bad"), R, "malformed data retried")
    elif w == "appends_attempts":
        for j in role("flaky_ok"):
            l0 = hid.lines(j)[0]
            W.append(("a failed attempt's lines kept in the part", "results",
                      lambda v, l0=l0: v is not None and v.count(l0) == R))
            break
    elif w == "one_attempt_short":
        att(role("flaky_ok"), R - 1, "one attempt fewer")
    elif w == "timeout_around_retries":  # all attempts of the flaky job together outlast the deadline
        for j in role("flaky_ok"):
            if R * hid.dur(j) >= D + 1.5 and hid.dur(j) <= D - 1.5:
                last = hid.lines(j)[-1]
                W.append(("the flaky job is killed before its last attempt ends", "results",
                          lambda v, last=last: v is not None and last not in v))
                break
    elif w == "retried_as_ok":
        for j in role("flaky_ok"):
            row(j, "ok", "a retried job reported ok")
            break
    elif w == "timeout_as_failed":
        for j in role("stall"):
            row(j, "failed", "a killed job reported failed")
            break
    elif w == "skipped_left_out":
        want = [r for r in t["summary"] if r[2] != "skipped"]
        if len(want) < len(t["summary"]):
            W.append(("the skipped jobs' rows missing", "summary", lambda v, want=want: v == want))
    elif w == "resume_plain":
        att([j for j in jobs if j.prior == "failed"], 0, "the job that failed in the interrupted run is not rerun")
    elif w == "rerun_all":
        att([j for j in jobs if j.prior == "done"], 1, "a finished job runs again")
    elif w == "skips_existing":
        for j in jobs:
            if j.prior == "stale":
                old = hid.stale_content(j).splitlines()
                W.append(("a stale part's lines in the results", "results",
                          lambda v, old=old: v is not None and set(old) <= set(v)))
                break
    elif w == "splits_on_blanks":
        gone([j for j in jobs if re.search(r"\s", j.rel)], "a job named with a blank is split into missing files")
    elif w == "header_in_shard":
        att(run, 0, "every shard shifted by the header line")
    elif w == "includes_hidden":
        arrive([j for j in hid.others if j.prior.startswith("hidden")], "a hidden file runs")
    elif w == "queue_sorted":  # the first queued job sorts last: in name order its lines end the results
        j0 = jobs[0]
        l0 = hid.lines(j0)
        if (j0.rel == max(j.rel for j in jobs) and t["summary"][0][2] in ("ok", "retried", "skipped")
                and t["results"][-len(l0):] != l0):
            W.append(("the first queued job's lines last", "results", lambda v, l0=l0: v is not None and v[-len(l0):] == l0))
    elif w == "listed_only":
        arrive([j for j in hid.others if j.prior == "corrupt"], "a corrupt file runs")
    elif w == "no_lock":
        if t["publish"]:
            W.append(("publishes without the lock", "unlocked", lambda v: v > 0))
    elif w == "locks_whole_job":
        W.append(("the lock serialises the conversions", "overlap", lambda v: v == 1))
    elif w in ("scratch_per_job", "shared_scratch"):
        if run:
            W.append(("scratch dirs other than the slots'", "scratch_bad", lambda v: v > 0))
    elif w == "exit_one":
        if t["exit"] >= 2:
            W.append(("exit 1", "exit", lambda v: v == 1))
    elif w == "last_attempt_only":
        for j in run:
            msgs = t["logs"].get(j.rel[:-4], "").splitlines(keepends=True)
            if len(msgs) >= 2:
                W.append(("only the last attempt's stderr", "logs",
                          lambda v, k=j.rel[:-4], m=msgs[-1]: v.get(k) == m))
                break
    else:
        raise AssertionError(name)
    return W


@pytest.mark.parametrize("level", LEVELS)
def test_every_decoy_differs_from_the_oracle_on_the_hidden_batch(level):
    """For 200 seeds per level: every decoy the instance could carry (all of them, before sampling) has a witness on
    the hidden batch, and no witness is true of the oracle's observation."""
    missing = []
    for seed in range(500, 700):
        x, _, hid = _draw(seed, level)
        truth = truth_observation(x, hid)
        for dname in pb.all_decoy_states(x):
            ws = decoy_witnesses(x, hid, dname)
            if not ws:
                missing.append((seed, dname))
            for why, field, pred in ws:
                assert not pred(truth[field]), f"{level} seed {seed} {dname}: the oracle too: {why}"
    assert not missing, f"{level}: decoys the hidden batch cannot tell apart: {missing[:20]} ({len(missing)})"


def test_the_fresh_gate_instances_have_witnesses():
    """The gate test's fresh instance (seed 1000) and its neighbours, at every level."""
    for level in LEVELS:
        for seed in (1000, 1001, 1002):
            x, _, hid = _draw(seed, level)
            for dname in pb.all_decoy_states(x):
                assert decoy_witnesses(x, hid, dname), (level, seed, dname)


# ---- the witnesses against real runs: the bash drivers, the shipped converter, the tests' own gateway -----------

SCALE = 1.0  # durations and deadline as the tasks ship them (0.4 was faster but missed deadlines on a loaded machine)


def fast_run(task, x: dict, st: dict, tmp: Path, scale: float = SCALE) -> dict:
    """Run one driver (the oracle's: st == {}, or a decoy's) on the hidden batch, time-scaled, against the tests'
    own Gateway; return what the hidden tests observe (the fields of truth_observation)."""
    ns = _truth(task)
    H, cap = ns["T"]["hidden"], ns["CAP"]
    root = tmp / "batch"
    root.mkdir(parents=True)
    for rel, content, mtime in H["files"]:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        with open(p, "w", newline="") as f:
            f.write(content)
        if mtime is not None:
            os.utime(p, (mtime, mtime))
    tool, drv = tmp / "tool", tmp / "run-batch"
    tool.write_text(task.environment.files[x["toolpath"]].content)
    drv.write_text(pb._driver(dict(x, toolpath=str(tool), D=round(x["D"] * scale, 2)), st))
    tool.chmod(0o755)
    drv.chmod(0o755)
    out = str(root.resolve() / "out")
    plan = {k: dict(v, dur=round(v["dur"] * scale, 3)) for k, v in H["plan"].items()}
    gw = ns["Gateway"](plan, out, cap)
    for d in ("home", "tmp"):
        (tmp / d).mkdir()
    env = {"PATH": os.path.dirname(shutil.which("parallel")) + ":/usr/bin:/bin", "HOME": str(tmp / "home"),
           "LANG": "C.UTF-8", "TMPDIR": str(tmp / "tmp"), ns["GATEWAY"]: gw.path}
    limit = 10 + 3 * scale * (H["budget"] - 25)
    for attempt in range(20):
        try:
            p = subprocess.Popen([str(drv), str(root / H["input"]), out], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, cwd=tmp,
                                 start_new_session=True)
            break
        except OSError as e:  # ETXTBSY: another thread's fork still held run-batch's write fd until its exec
            if e.errno != errno.ETXTBSY or attempt == 19:
                raise
            time.sleep(0.05)
    finished = True
    try:
        p.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        finished = False
    finally:
        _kill_session(p.pid)
        p.communicate()
        time.sleep(0.1)
        gw.stop()
    names = x["names"]

    def text(path):
        try:
            with open(path, newline="") as f:
                return f.read()
        except OSError:
            return None

    res = text(os.path.join(out, "results.csv"))
    summ = text(os.path.join(out, "summary.tsv"))
    summ = None if summ is None else [r.split("\t") for r in summ.splitlines()]
    if summ is not None:
        summ = summ[1:] if summ[:1] == [["seq", "attempts", "status"]] else summ + [["bad header"]]
    D = x["D"] * scale
    stalls = [c for c in gw.converts if plan.get(c["key"], {}).get("stall")]
    spans = [(c["start"], c["end"]) for c in gw.converts if c["end"] is not None]
    return {"results": None if res is None else res.splitlines(), "summary": summ,
            "attempts": {k: gw.attempts.get(k, 0) for k in H["attempts"]},
            "logs": {n: text(os.path.join(out, "logs", n + ".log")) for n in H["logs"]} if "stderr_logs" in names else {},
            "publish": sorted(k for k, _ in gw.publishes), "unlocked": sum(not locked for _, locked in gw.publishes),
            "exit": p.returncode if finished else None, "overlap": ns["_overlap"](spans) if spans else 0,
            "scratch_bad": len(gw.scratch_bad), "finished": finished,
            "stalls_killed": ("deadline" not in names or bool(stalls))
            and all(c["end"] is not None and D - 0.5 <= c["end"] - c["start"] <= D + 2.0 for c in stalls),
            "unknown": len(gw.unknown)}


def _coverage(x: dict) -> set:
    """What a real run of this instance's decoys covers: each decoy with the runner, and with resume / incremental."""
    out = set()
    for d in pb.all_decoy_states(x):
        out |= {(d, x["runner"])} | {(d, c) for c in ("resume", "incremental") if c in x["names"]}
    return out


def _covering_instances() -> list[tuple[str, int]]:
    """The gate's fresh instance (hard, 1000), then greedily instances of seeds 500..699 until every decoy has run
    with both runners and with resume and incremental wherever it can."""
    inst = {(lv, s): _coverage(_draw(s, lv)[0]) for lv in LEVELS for s in range(500, 700)}
    want = set().union(*inst.values())
    chosen, cov = [("hard", 1000)], _coverage(_draw(1000, "hard")[0])
    while not want <= cov:
        best = max(inst, key=lambda k: (len(inst[k] - cov), k))
        chosen.append(best)
        cov |= inst[best]
    return chosen


@needs_tools
@pytest.mark.parametrize("level,seed", _covering_instances() if HOST_TOOLS else [])
def test_witnesses_hold_on_real_runs(level, seed, tmp_path):
    """The oracle's real run observes exactly the truth; every decoy's real run shows each of its witnesses."""
    task = FAM.generate(seed, level)
    x, _, hid = _draw(seed, level)
    truth = truth_observation(x, hid)
    got = fast_run(task, x, {}, tmp_path / "oracle")
    assert got.pop("unknown") == 0
    assert got == truth, {k: (got[k], truth[k]) for k in truth if got[k] != truth[k]}
    states = pb.all_decoy_states(x)
    with ThreadPoolExecutor(3) as ex:  # the runs mostly wait on the gateway's sleeps
        runs = dict(zip(states, ex.map(lambda d: fast_run(task, x, states[d], tmp_path / d), states)))
    bad = [f"{dname}: {why}: observed {str(obs[field])[:300]}" for dname, obs in runs.items()
           for why, field, pred in decoy_witnesses(x, hid, dname) if not pred(obs[field])]
    assert not bad, "\n".join(bad)
