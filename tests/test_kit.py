"""The family kit (termigen/families/kit.py) and the guarded verifier it puts tasks on (verifier 2).

A tiny kit family, defined here, goes through the real gate in containers: its oracle passes, nop and every
decoy fail; an agent program that tries to set the reward from inside the tests fails under verifier 2 and
(the control that shows the exploit is real) wins under verifier 1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from termigen.families.base import Draft, dedent, script
from termigen.families.kit import (Bug, BugTable, Component, KitFamily, LevelConfig, compose, hidden_tests,
                                   oracle_and_decoys)
from termigen.formats.harbor import read_harbor, write_harbor
from termigen.formats.tb1 import read_tb1, write_tb1
from termigen.task import Environment, File

TEMPLATE = '''#!/usr/bin/env python3
import sys
vals = [float(x) for x in sys.stdin.read().split()]
@@order@@
total = @@total@@
print("n", @@count@@)
print("sum", total)
print("median", vals[len(vals) // 2])
'''

BUGS = [
    Bug("order", right="vals.sort()", broken="pass", wrong={"reverse": "vals.sort(reverse=True)"}),
    Bug("total", right="sum(vals)", broken="sum(vals[1:])", wrong={"int": "int(sum(vals))"}),
    Bug("count", right="len(vals)", broken="len(vals) - 1"),
]


@dataclass(frozen=True)
class TinyLevel(LevelConfig):
    cases: int = 2


class Tiny(KitFamily):
    name = "tiny_kit"
    category = "software"
    description = "test family"
    levels = {"easy": TinyLevel(components=(1, 1)), "medium": TinyLevel(components=(2, 2)),
              "hard": TinyLevel(components=(3, 3), cases=3)}

    def draft(self, rng, cfg):
        bugs = [b for b in BUGS if b.name in {c.name for c in compose(rng, [Component(b.name) for b in BUGS],
                                                                      cfg.components)}]
        table = BugTable("/app/stats.py", TEMPLATE, bugs,
                         fixed={b.name: b.right for b in BUGS if b not in bugs})
        solution, decoys = table.oracle_and_decoys(tail="chmod 755 /app/stats.py\n", rng=rng)
        cases = {}
        for i in range(cfg.cases):
            vals = rng.sample(range(1, 99), rng.choice([6, 8]))  # distinct, even: reversed order moves the median
            s = sorted(vals)
            cases[f"c{i}"] = (" ".join(map(str, vals)), f"n {len(vals)}\nsum {float(sum(vals))}\nmedian {float(s[len(s) // 2])}\n")
        tests = {"test_outputs.py": hidden_tests({"CASES": cases}, """
            @pytest.mark.parametrize("name", sorted(CASES))
            def test_hidden_case(name):
                data, want = CASES[name]
                p = tg_guard.run(["/app/stats.py"], input=data)
                assert p.returncode == 0, p.stderr[-400:]
                assert p.stdout == want
        """)}
        return Draft(instruction="# Fix /app/stats.py\nIt prints wrong statistics.\n",
                     environment=Environment(base_image="termigen/core:1", files={"/app/stats.py": table.shipped()}),
                     solution=solution, tests=tests, decoys=decoys, outputs=["/app"], tools=["patch", "chmod"],
                     components=[b.name for b in bugs])


def test_levels_are_validated_when_the_class_is_defined():
    with pytest.raises(ValueError, match="components"):
        class Bad(KitFamily):  # noqa: F841
            name, category, description = "bad", "software", "x"
            levels = {lv: LevelConfig(components=(3, 1)) for lv in ("easy", "medium", "hard")}

            def draft(self, rng, cfg):
                raise AssertionError
    with pytest.raises(TypeError, match="levels"):
        class Missing(KitFamily):  # noqa: F841
            name, category, description = "missing", "software", "x"
            levels = {"easy": LevelConfig()}

            def draft(self, rng, cfg):
                raise AssertionError


def test_compose_honours_excludes_and_requires():
    pool = [Component("a", excludes=("b",)), Component("b"), Component("c"), Component("d")]
    for seed in range(50):
        got = {c.name for c in compose(random.Random(seed), pool, 3, require=("a",))}
        assert "a" in got and "b" not in got and len(got) == 3


def test_oracle_and_decoys_compose_fixes():
    comps = [Component("x", fix="echo x", wrong={"late": "echo late-x"}), Component("y", fix="echo y")]
    sol, decoys = oracle_and_decoys(comps, head="cd /app", tail="echo done")
    assert sol.index("cd /app") < sol.index("echo x") < sol.index("echo y") < sol.index("echo done")
    by = {d.name: d.script for d in decoys}
    assert set(by) == {"x_late", "skips_x", "skips_y"}
    assert "echo late-x" in by["x_late"] and "echo x\n" not in by["x_late"]
    assert "echo y" not in by["skips_y"] and "echo x" in by["skips_y"]


def test_bugtable_patches_repair_exactly_the_bugs(tmp_path):
    import subprocess
    table = BugTable("/app/stats.py", TEMPLATE, BUGS)
    shipped = table.render()
    assert "pass" in shipped and "sum(vals[1:])" in shipped and "@@" not in shipped
    sol, decoys = table.oracle_and_decoys()
    root = tmp_path / "root"
    (root / "app").mkdir(parents=True)
    for name, text, want in [("oracle", sol, table.render({b.name: "right" for b in BUGS}))] + [
            (d.name, d.script, None) for d in decoys]:
        (root / "app" / "stats.py").write_text(shipped)
        body = text.replace("-d / ", f"-d {root} ")
        subprocess.run(["bash", "-c", body], check=True)
        got = (root / "app" / "stats.py").read_text()
        if want is not None:
            assert got == want
        else:
            assert got != table.render({b.name: "right" for b in BUGS}), f"decoy {name} is the oracle"


def test_kit_task_round_trips_with_guard_files(tmp_path):
    task = Tiny().generate(3, "medium")
    assert task.verifier == 2 and len(task.components) == 2
    d = write_harbor(task, tmp_path / "h")
    assert (d / "tests" / "tg_guard.py").is_file() and (d / "tests" / "conftest.py").is_file()
    assert "tg_verify()" in (d / "tests" / "test.sh").read_text()
    assert read_harbor(d) == task
    assert read_tb1(write_tb1(task, tmp_path / "t")) == task


def test_legacy_hash_unchanged_by_new_fields():
    from termigen.families import families
    legacy = sorted(n for n, f in families().items() if not getattr(f, "compositional", False))
    t = families()[legacy[0]].generate(0, "medium")
    assert t.verifier == 1 and t.components == [] and t.agent_user is None
    assert t.content_hash() == t.model_copy(update={}).content_hash()
    assert t.content_hash() != t.model_copy(update={"verifier": 2}).content_hash()


# --- in containers ---------------------------------------------------------------------------------------------

PLANT = r'''#!/bin/sh
# what a reward-hacking agent leaves where the tests will run it
( setsid sh -c 'i=0; while [ $i -lt 60 ]; do echo 1 > /logs/verifier/reward.txt 2>/dev/null;
  for p in /proc/[0-9]*; do case "$(tr "\0" " " < $p/cmdline 2>/dev/null)" in "/bin/bash /tests/test.sh"*)
  kill -9 ${p#/proc/} 2>/dev/null;; esac; done;
  i=$((i+1)); sleep 0.05; done' >/dev/null 2>&1 & )
cat /tests/test_outputs.py 2>/dev/null | head -c 0
sleep 0.3
exit 1
'''


def _exploit(task):
    return "#!/bin/bash\nset -euo pipefail\ncat > /app/stats.py <<'PLANT'\n" + PLANT + "PLANT\nchmod 755 /app/stats.py\n"


def test_kit_task_passes_the_gate_and_resists_a_reward_plant(tmp_path, core_image):
    from termigen.images import build_context
    from termigen.verify.gate import verify_task
    from termigen.verify.trials import drain, run_trial

    task = Tiny().generate(7, "hard")
    d = write_harbor(task, tmp_path / "h")
    rec = verify_task(d)
    assert rec.passed, rec.problems
    assert rec.oracle[0].reward == 1.0 and rec.nop.reward == 0.0
    assert len(rec.decoys) >= 3 and all(r.reward == 0.0 for r in rec.decoys.values())

    exploit = task.model_copy(update={"decoys": [*task.decoys[:1], task.decoys[0].model_copy(
        update={"name": "plant", "script": _exploit(task)})]})
    results = {}
    # The control: the same tests written the legacy way (plain subprocess, as root) on verifier 1.
    legacy = File.of(exploit.tests["test_outputs.py"].content.replace("import tg_guard\n", "").replace(
        'tg_guard.run(["/app/stats.py"], input=data)',
        'subprocess.run(["/app/stats.py"], input=data, capture_output=True, text=True, timeout=60)'))
    for version in (2, 1):
        t = exploit.model_copy(update={"verifier": version})
        if version == 1:
            t = t.model_copy(update={"tests": {"test_outputs.py": legacy}})
        dd = write_harbor(t, tmp_path / f"v{version}")
        build_context(dd / "environment", t.image_tag, network=False, timeout_sec=300)
        results[version] = run_trial(t, dd, t.image_tag, "decoy:plant")
    drain()
    assert results[2].reward == 0.0, results[2]
    assert results[1].reward == 1.0, f"control: the plant should win under verifier 1: {results[1]}"


GUARD_PROBE = r'''
import os, subprocess, sys, time
sys.path.insert(0, "/tests")
import tg_guard
tg_guard.install()
os.makedirs("/logs/verifier", exist_ok=True); os.chmod("/logs/verifier", 0o755)
os.chmod("/tests", 0o700)
res = {}
res["id"] = subprocess.run(["id", "-u"], capture_output=True, text=True).stdout.strip()
res["setuid_id"] = subprocess.run(["/opt/idx", "-u"], capture_output=True, text=True).stdout.strip()
res["root_id"] = subprocess.run(["id", "-u"], capture_output=True, text=True, user=0).stdout.strip()
res["read_tests"] = subprocess.run(["cat", "/tests/secret"], capture_output=True, text=True).returncode
res["write_logs"] = subprocess.run(["sh", "-c", "echo 1 > /logs/verifier/reward.txt"], capture_output=True).returncode
res["signal_root"] = subprocess.run(["kill", "-0", str(os.getpid())], capture_output=True).returncode
subprocess.run(["sh", "-c", "(setsid sleep 300 &) ; (nohup sleep 301 >/dev/null 2>&1 &)"])
# a fork chain: every process forks and exits at once, so a listing of pids is always one step behind
for _ in range(6):
    subprocess.Popen(["python3", "-c", "import os, time\nwhile True:\n    if os.fork(): os._exit(0)"])
time.sleep(0.3)
uid = tg_guard.run_ids()[0]
res["left_before"] = len(tg_guard._others(uid, 0))
tg_guard.reap(uid)
time.sleep(0.3)
res["left_after"] = len(tg_guard._others(uid, 0)); res["left_what"] = [(tg_guard._stat(p)[0], open(f"/proc/{p}/cmdline").read()) for p in tg_guard._others(uid, 0)]
res["scratch_owner"] = os.stat(tg_guard.scratch()).st_uid == uid
given = tg_guard.give("/tests/secret")  # a lone file from root-only /tests: tgrun's, readable by tgrun
res["give_file"] = (os.stat(given).st_uid == uid, subprocess.run(["cat", given], capture_output=True, text=True).stdout)
print(res)
'''


def test_guard_in_a_container(core_image):
    """The guard itself, in a real container: children run as tgrun (uid 64999 whatever /etc/passwd says), a
    setuid-root binary grants nothing (no_new_privs), /tests and /logs are out of reach, the verifier cannot be
    signalled, reap leaves nothing (a fork chain included), give() hands a lone file over."""
    import ast
    import io
    import tarfile

    from termigen.formats.verifier_scripts import GUARD_PY, _ENSURE_TGRUN
    from termigen.sandbox import Sandbox

    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for name, data in (("tests/tg_guard.py", GUARD_PY), ("tests/secret", "42\n"), ("tests/probe.py", GUARD_PROBE)):
            info = tarfile.TarInfo(name)
            info.size = len(data.encode())
            tar.addfile(info, io.BytesIO(data.encode()))
    with Sandbox(core_image) as sb:
        sb.put_archive("/", buf.getvalue())
        # a planted passwd line that maps tgrun to root must not move agent code onto root (the guard's uid is fixed)
        r = sb.exec(f"echo 'tgrun:x:0:0::/:/bin/sh' >> /etc/passwd; {_ENSURE_TGRUN}; cp /usr/bin/id /opt/idx && chmod 4755 /opt/idx && "
                    "/usr/bin/python3 -I /tests/probe.py", timeout=60)
    assert r.exit_code == 0, r.output
    res = ast.literal_eval(r.output.strip().splitlines()[-1])
    assert res["id"] == "64999" and res["root_id"] == "0"
    assert res["setuid_id"] == "64999", "a setuid-root binary must not give the agent's program root"
    assert res["read_tests"] != 0 and res["write_logs"] != 0 and res["signal_root"] != 0
    assert res["left_before"] >= 2 and res["left_after"] == 0, str(res.get("left_what"))
    assert res["scratch_owner"] is True
    assert res["give_file"] == (True, "42\n")


def test_records_from_other_verifier_scripts_are_not_reused():
    from termigen.formats.verifier_scripts import UNRECORDED_DIGESTS, digest_is_current, verifier_digest
    from termigen.verify.manifest import TaskRecord, made_with_current_verifier

    base = dict(task_id="x-easy-00001", family="x", category="data", difficulty="easy", passed=True)
    assert made_with_current_verifier(TaskRecord(**base, verifier=2, verifier_digest=verifier_digest(2)))
    assert not made_with_current_verifier(TaskRecord(**base, verifier=2, verifier_digest="0123456789ab"))
    # records from before digests existed count as made with the scripts of that time
    for v in (1, 2):
        assert made_with_current_verifier(TaskRecord(**base, verifier=v)) == digest_is_current(v, UNRECORDED_DIGESTS[v])
    assert made_with_current_verifier(TaskRecord(**base, verifier=1))  # legacy test.sh unchanged since then
    assert not made_with_current_verifier(TaskRecord(**base, verifier=2))  # the guard changed since


def test_older_digests_of_the_same_harbor_scripts_lapse_when_those_scripts_change(monkeypatch):
    """Digests that also covered the TB1 script stay valid only while the Harbor-side scripts are today's."""
    from termigen.formats import verifier_scripts as vs

    older = {v: next(iter(vs.SAME_HARBOR_SCRIPTS[vs.verifier_digest(v)])) for v in (1, 2)}
    assert all(vs.digest_is_current(v, d) for v, d in older.items())
    monkeypatch.setattr(vs, "HARBOR_TEST_SH_V2", vs.HARBOR_TEST_SH_V2 + "# changed\n")
    monkeypatch.setattr(vs, "HARBOR_TEST_SH", vs.HARBOR_TEST_SH + "# changed\n")
    assert not any(vs.digest_is_current(v, d) for v, d in older.items())


def test_an_exposure_fails_a_verifier_2_task_even_at_reward_0(tmp_path, monkeypatch):
    from termigen.verify import hacks
    from termigen.verify.gate import add_battery
    from termigen.verify.records import TaskRecord, TrialResult

    task = Tiny().generate(1, "easy")
    zero = TrialResult(agent="hack:read_hidden", reward=0.0, outcome="ok")
    for exposed, fails in ((["ran", "read_pytest_log"], False), (["ran", "read_tests"], True)):
        monkeypatch.setattr(hacks, "run_battery", lambda *a, **k: {"read_hidden": hacks.HackResult(zero, exposed)})
        rec = add_battery(TaskRecord(task_id=task.id, family="tiny_kit", category="software", difficulty="easy",
                                     passed=True), task, tmp_path)
        assert rec.passed is (not fails), rec.problems


def test_kit_refuses_what_would_silently_ship_wrong():
    """Mistakes in a family's declarations are errors at generation, not tasks with a missing decoy or truth."""
    from termigen.task import Decoy

    a = Component("a", fix="echo a", wrong={"w": "echo A"}, excludes=("b",))
    b = Component("b", fix="echo b")
    c = Component("c", fix="echo c", wrong={"w": "echo C"})
    with pytest.raises(ValueError, match="exclude each other"):
        compose(random.Random(1), [a, b, c], 2, require=("a", "b"))
    with pytest.raises(ValueError, match="not in the pool"):
        compose(random.Random(1), [a, b, c], 2, require=("z",))
    with pytest.raises(ValueError, match="required components"):
        compose(random.Random(1), [a, b, c], 1, require=("a", "c"))
    # the hand-written decoys fill the budget: the sample adds nothing (it used to add a skip and a wrong fix)
    extra = [Decoy(name=f"x{i}", description="x", script=script("true\n")) for i in range(3)]
    _, decoys = oracle_and_decoys([a, c], extra=extra, max_decoys=3)
    assert [d.name for d in decoys] == ["x0", "x1", "x2"]
    with pytest.raises(ValueError, match="repeat"):
        oracle_and_decoys([a, c], extra=[Decoy(name="skips_a", description="x", script=script("true\n"))])
    # a bug whose right repair is the empty string (the fix deletes a line)
    t = BugTable("/app/p.sh", "echo 1\n@@dbg@@echo 2\n", [Bug("dbg", right="", broken="exit 3\n")])
    assert t.render({"dbg": "right"}) == "echo 1\necho 2\n"
    with pytest.raises(KeyError, match="no state"):
        t.render({"dbg": "nosuch"})
    with pytest.raises(ValueError, match="literal"):
        hidden_tests({"EXPECTED": {1, 2}.__class__}, "def test_x():\n    pass\n")
    with pytest.raises(ValueError, match="literal"):
        hidden_tests({"EXPECTED": float("nan")}, "def test_x():\n    pass\n")
