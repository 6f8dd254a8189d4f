"""socket_daemon_audit without containers: the shipped daemon runs on the host (paths moved under tmp, no sudo), the
oracle's client against it writes exactly the hidden report (and the daemon's state holds exactly the write-back);
every decoy misses; draws are deterministic and reach every component."""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import types
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.interactive import socket_daemon_audit as fam

FAM = get_family("socket_daemon_audit")
ROOTS = ("/etc/", "/var/lib/", "/srv/", "/home/", "/opt/", "/var/tmp/", "/tmp/audit")


def _truth(task):
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs.py", "exec"), ns)
    return ns["T"]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _local(text, root, port, old_port):
    text = re.sub(r"(?<![\w.])(" + "|".join(map(re.escape, ROOTS)) + ")", lambda m: str(root) + m.group(1), text)
    text = re.sub(rf"\bport = {old_port}\b", f"port = {port}", text)
    text = text.replace(f"= {old_port}, ", f"= {port}, ").replace(f"127.0.0.1/{old_port})", f"127.0.0.1/{port})")
    return re.sub(r"sudo -n -u \S+ ", f"{sys.executable} ", text)


def _run(task, script, tmp):
    """Run a solve script (oracle or decoy) against a fresh copy of the environment; (csv rows, state, rc)."""
    T = _truth(task)
    root = tmp / "root"
    conf = next(p for p in task.environment.files if p.endswith(".conf"))
    old_port = int(re.search(r"port = (\d+)", task.environment.files[conf].content).group(1))
    port = _free_port()
    for p, f in task.environment.files.items():
        dst = root / p.lstrip("/")
        dst.parent.mkdir(parents=True, exist_ok=True)
        text = f.content
        if p == conf or p.endswith(f"/sbin/{p.rsplit('/', 1)[-1]}"):
            text = _local(text, root, port, old_port)
        dst.write_text(text)
    d = conf.rsplit("/", 1)[-1][:-5]
    (root / f"var/lib/{d}/state").mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(["bash", "-c", _local(script, root, port, old_port)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=120)
    finally:  # a script that failed before stopping its daemon leaves it in the session
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    r = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
    out = root / T["csv"].lstrip("/")
    rows = [line.split(",") for line in out.read_text().splitlines()] if out.exists() else None
    state = root / f"var/lib/{d}/state/actions.json"
    return rows, (json.loads(state.read_text()) if state.exists() else None), r


def _verdict(task, rows, state):
    T = _truth(task)
    if rows is None or rows[0] != T["header"].split(",") or rows[1:] != T["rows"]:
        return False
    if T["state"]:
        got = sorted((e["tenant"], e["id"], e["ticket"]) for e in state or [])
        return got == sorted((T["tenant"], r[0], T["ticket"]) for r in T["rows"])
    return True


@pytest.mark.parametrize("level,seed", [("easy", 500), ("easy", 503), ("medium", 502), ("medium", 505),
                                        ("hard", 501), ("hard", 506), ("hard", 508)])
def test_oracle_passes_and_every_decoy_fails_on_the_real_daemon(level, seed, tmp_path):
    task = FAM.generate(seed, level)
    rows, state, r = _run(task, task.solution, tmp_path / "oracle")
    assert r.returncode == 0, r.stderr[-2000:]
    assert _verdict(task, rows, state), (rows, _truth(task)["rows"], r.stderr[-1500:])
    for dec in task.decoys:
        rows, state, r = _run(task, dec.script, tmp_path / dec.name)
        assert not _verdict(task, rows, state), f"decoy {dec.name} passes"


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.model_dump() == b.model_dump()
        assert a.content_hash() == b.content_hash()


def test_composition_reaches_every_component_and_differs_by_seed():
    seen, sets = Counter(), {lv: set() for lv in LEVELS}
    for level in LEVELS:
        lo, hi = FAM.levels[level].components
        for seed in range(500, 540):
            t = FAM.generate(seed, level)
            drawn = t.components[2:]  # after the auth and paging axes
            assert lo <= len(drawn) <= hi
            seen.update(t.components)
            sets[level].add(frozenset(t.components))
        assert len(sets[level]) >= 36, f"{level}: only {len(sets[level])} component sets in 40 seeds"
    pool = {c.name for c in fam.POOL} | {f"{a}_auth" for a in fam.AUTH_FIX} | {f"{p}_paging" for p in fam.PAGING_FIX}
    assert set(seen) == pool, f"never drawn: {sorted(pool - set(seen))}"


def test_hard_composes_an_interacting_pair_and_states_only_the_goal():
    for seed in range(500, 520):
        t = FAM.generate(seed, "hard")
        assert any(set(pair) <= set(t.components) for pair in fam.INTERACTIONS), t.components
        assert "Known quirks" not in t.instruction and "POLICY.md" in t.instruction
        e = FAM.generate(seed, "easy")
        assert "Known quirks" in e.instruction or not set(e.components) & fam.QUIRKS


def test_secrets_and_store_belong_to_the_daemon_account():
    """Nothing to forge or read around: the agent is unprivileged, the store/secrets/state are the daemon's."""
    for seed in (500, 501, 502):
        t = FAM.generate(seed, "hard")
        d = next(p for p in t.environment.files if p.endswith(".conf")).split("/")[2]
        assert t.agent_user == fam.AGENT
        assert t.environment.files[f"/var/lib/{d}/{d}.db"].mode == 0o600
        assert t.environment.files[f"/etc/{d}/secrets.json"].mode == 0o600
        setup = t.environment.setup
        assert f"chown -R {d}:{d} /var/lib/{d} /etc/{d}/secrets.json" in setup
        assert f'NOPASSWD: /opt/{d}/sbin/{d} ""' in setup  # the one command, without arguments
        secrets = t.environment.files[f"/etc/{d}/secrets.json"].content
        assert not any(v in t.instruction for v in re.findall(r'"([0-9a-f]{24,})"', secrets))
