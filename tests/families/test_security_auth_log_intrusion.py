"""auth_log_intrusion without containers: the real solve.sh (paths moved under tmp) writes a hunt program whose
outputs on this host and on both held-out hosts are exactly the hidden truth, by the tests' own check; every
shipped decoy misses somewhere; draws are deterministic, reach every component, and the levels change the work."""

import base64
import gzip
import os
import subprocess
import sys
import types
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.security import auth_log_intrusion as fam

FAM = get_family("auth_log_intrusion")
POOL = set(fam.SOURCES) | set(fam.DETECTORS) | set(fam.TRAPS) | set(fam.DELIVERABLES)


def _ns(task):
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs.py", "exec"), ns)
    return ns


def _run(task, script, root):
    """Run a solve script on a copy of the environment under root; the problems on this host and held-out hosts."""
    ns = _ns(task)
    for p, f in task.environment.files.items():
        dst = root / p.lstrip("/")
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(f.bytes())
    body = script.replace("/srv/", f"{root}/srv/")
    r = subprocess.run(["bash", "-c", body], capture_output=True, text=True, timeout=120)
    out = {"rc": r.returncode, "here": ns["problems"](f"{root}/srv/ir/out", ns["VISIBLE"], ns["FMT"]), "held": []}
    prog = root / "srv/ir/hunt"
    for h in ns["HIDDEN"]:
        ev = root / "held" / h["host"]
        ev.mkdir(parents=True)
        for name, data in h["files"].items():
            (ev / name).write_bytes(gzip.decompress(base64.b64decode(data)))
        res = root / "held-out" / h["host"]
        if prog.exists():
            subprocess.run([str(prog), str(ev), str(res)], capture_output=True, timeout=120)
        got = ns["problems"](str(res), h["truth"], ns["FMT"])
        if "filter" in h["truth"]:
            got += ns["filter_problems"](f"{root}/srv/ir/filter.d/ir-auth.conf", h["truth"]["filter"])
        out["held"].append(got)
    return out, r


@pytest.mark.parametrize("level,seed", [("easy", 501), ("easy", 505), ("medium", 502), ("medium", 503), ("hard", 500),
                                        ("hard", 502)])
def test_oracle_passes_and_every_decoy_misses(level, seed, tmp_path):
    task = FAM.generate(seed, level)
    got, r = _run(task, task.solution, tmp_path / "oracle")
    assert got["rc"] == 0, r.stderr[-2000:]
    assert got["here"] == [] and got["held"] == [[], []], got
    for d in task.decoys:
        got, r = _run(task, d.script, tmp_path / d.name)
        assert got["here"] or any(got["held"]), f"decoy {d.name} passes"
    assert "replays_visible_answer" in {d.name for d in task.decoys}
    assert any(d.name.startswith("skips_") for d in task.decoys)


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
        assert a.tests == b.tests and a.environment == b.environment


def test_every_component_is_reachable_and_levels_compose_more():
    seen, sizes = Counter(), {}
    for level in LEVELS:
        sets = [FAM.generate(s, level).components for s in range(500, 520)]
        for c in sets:
            seen.update(c)
        sizes[level] = sum(map(len, sets)) / len(sets)
        assert len({tuple(c) for c in sets}) >= 18, f"{level}: component sets repeat"
        for i in range(len(sets) - 4):
            assert len({tuple(c) for c in sets[i:i + 5]}) >= 4
    assert set(seen) == POOL, f"never drawn: {sorted(POOL - set(seen))}"
    assert sizes["easy"] < sizes["medium"] < sizes["hard"], sizes


def test_levels_change_what_the_ticket_says():
    easy, medium, hard = (FAM.generate(502, lv) for lv in LEVELS)
    assert "Watch out:" in easy.instruction or not set(easy.components) & set(fam.TRAPS)
    assert "Definitions:" in medium.instruction and "Watch out:" not in medium.instruction
    assert "/srv/ir/RUNBOOK.md" in hard.environment.files and "Definitions:" not in hard.instruction
    assert "failed attempt" in hard.environment.files["/srv/ir/RUNBOOK.md"].content
    for t in (easy, medium, hard):
        assert "/srv/ir/RUNBOOK.md" in t.environment.files or "failed attempt" in t.instruction


def test_hidden_tests_hold_the_truth_and_run_the_program_guarded():
    for level in LEVELS:
        t = FAM.generate(503, level)
        code = t.tests["test_outputs.py"].content
        ns = _ns(t)
        assert len(ns["HIDDEN"]) == 2 and all(h["truth"] != ns["VISIBLE"] for h in ns["HIDDEN"])
        assert "tg_guard.run([prog, ev, out]" in code and "import subprocess" in code
        assert "subprocess.run(" not in code and "import hunt" not in code
        for h in ns["HIDDEN"]:  # the held-out logs are nowhere in the image
            for name, data in h["files"].items():
                if name == "timedatectl.txt":  # the fleet's clock settings: the same on every host
                    continue
                raw = gzip.decompress(base64.b64decode(data))
                assert all(f.bytes() != raw for f in t.environment.files.values())


def test_committed_instances_are_small():
    from termigen.formats import write_harbor

    for level in LEVELS:
        for seed in (500, 504, 509):
            d = write_harbor(FAM.generate(seed, level), __import__("pathlib").Path(os.environ.get("TMPDIR", "/tmp")) / "ali-size")
            size = sum(p.stat().st_size for p in d.rglob("*") if p.is_file())
            assert size < 200_000, (level, seed, size)


def test_filter_cases_are_real_lines_of_the_held_out_logs():
    t = FAM.generate(502, "medium")
    assert "fail2ban" in t.components
    ns = _ns(t)
    for h in ns["HIDDEN"]:
        text = "".join(gzip.decompress(gzip.decompress(base64.b64decode(v))).decode() if k.endswith(".gz") else
                       gzip.decompress(base64.b64decode(v)).decode() for k, v in h["files"].items())
        cases = h["truth"]["filter"]
        assert sum(1 for _, want in cases if want) >= 10 and sum(1 for _, want in cases if not want) >= 10
        assert all(line in text for line, _ in cases)
        assert any("rhost=" in line for line, want in cases if not want)


def test_reference_rules_on_small_cases():
    """The truth's corner cases: the threshold is inclusive and windowed, PAM lines are no attempts, folded lines
    count N more, a 401 without a user is no attempt."""
    from datetime import datetime, timedelta, timezone

    P = {"T": 3, "W": 10, "U": 3, "NF": 2, "sources": ["syslog"], "office": "UTC", "hours": (8, 18)}
    w = fam.World.__new__(fam.World)
    w.P, w.names, w.keys = P, {"brute_force", "compromise"}, {}
    t0 = datetime(2024, 5, 6, 9, 0, tzinfo=timezone.utc)
    mk = lambda dt, kind, ip, user="root": dict(t=t0 + timedelta(seconds=dt), src="syslog", kind=kind, ip=ip, user=user)  # noqa: E731
    w.ev = [mk(0, "fail", "1.1.1.1"), mk(100, "fail", "1.1.1.1"), mk(599, "fail", "1.1.1.1"),  # 3 within 10 min
            mk(0, "fail", "2.2.2.2"), mk(300, "fail", "2.2.2.2"), mk(600, "fail", "2.2.2.2"),  # the last at 10 min
            mk(700, "accept", "2.2.2.2", "dana"), mk(5, "accept", "1.1.1.1", "emil")]
    truth = w.truth()["findings"]
    assert [a["ip"] for a in truth["brute_force"]] == ["1.1.1.1"]
    assert truth["compromised"] == [{"user": "dana", "ip": "2.2.2.2", "time": "2024-05-06T09:11:40Z"}]
