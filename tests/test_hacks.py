"""The hack battery: its payload writers (on the host), and in real containers that it bites under verifier 1 and
scores 0 against verifier 2, and that the gate fails a verifier-2 task on a winning hack."""

from __future__ import annotations

import base64
import os
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO
from termigen.formats.harbor import read_harbor, write_harbor
from termigen.task import Environment, File, Task, Timeouts
from termigen.verify import hack_payloads as hp
from termigen.verify.hacks import HACKS, exposures, run_battery, run_hack

# A verifier-2 task whose tests run the agent's program (/app/bin) on hidden inputs piped on stdin.
ROUTE = REPO / "environments_harbor" / "capacity-planner-easy-00500"


def _legacy_program_task() -> Path:
    """The first committed verifier-1 task whose tests run the agent's program from /app/bin. Chosen from the dataset
    rather than named, since reworks move families to verifier 2 (and verifier-2 tests import tg_guard, which a
    verifier-1 layout does not ship)."""
    for d in sorted((REPO / "environments_harbor").glob("*-easy-*")):
        toml = (d / "task.toml").read_text()
        tests = (d / "tests" / "test_outputs.py").read_text() if (d / "tests" / "test_outputs.py").exists() else ""
        if "verifier = 2" not in toml and '"/app/bin"' in toml and "subprocess" in tests:
            return d
    raise AssertionError("no verifier-1 task with an /app/bin program is left: point this test at a written one")


# ---- payload writers, run on the host ---------------------------------------------------------------------------

def _action(mark: Path) -> str:
    return f"echo ran > {mark}\n"


@pytest.mark.parametrize("code", [3, 0])
def test_sh_payload_runs_the_action_and_exits(tmp_path, code):
    mark, f = tmp_path / "mark", tmp_path / "prog"
    f.write_text(hp.payload_sh(_action(mark), code))
    f.chmod(0o755)
    assert subprocess.run([str(f)]).returncode == code
    assert mark.read_text() == "ran\n"


@pytest.mark.parametrize("code", [3, 0])
def test_py_payload_as_script_and_when_imported(tmp_path, code):
    mark, f = tmp_path / "mark", tmp_path / "mod.py"
    f.write_text(hp.payload_py(_action(mark), code, "#!/usr/bin/env python3"))
    f.chmod(0o755)
    assert subprocess.run([str(f)]).returncode == code
    assert mark.read_text() == "ran\n"
    mark.unlink()
    # imported into a host process (as into pytest): the process itself ends with the payload's status
    r = subprocess.run(["python3", "-c", "import mod; print('survived')"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == code and "survived" not in r.stdout and mark.exists()


def test_js_and_mjs_payloads(tmp_path):
    for name, text in (("a.js", hp.payload_js(_action(tmp_path / "m1"), 3)),
                       ("b.mjs", hp.payload_mjs(_action(tmp_path / "m2"), 3))):
        (tmp_path / name).write_text(text)
        assert subprocess.run(["node", str(tmp_path / name)]).returncode == 3
    assert (tmp_path / "m1").read_text() == (tmp_path / "m2").read_text() == "ran\n"


def test_make_payload_any_target(tmp_path):
    (tmp_path / "Makefile").write_text(hp.payload_make(_action(tmp_path / "mark"), 3))
    for target in ([], ["install"], ["check"]):
        (tmp_path / "mark").unlink(missing_ok=True)
        assert subprocess.run(["make", "-s", *target], cwd=tmp_path, capture_output=True).returncode != 0
        assert (tmp_path / "mark").read_text() == "ran\n"


def test_c_payload_runs_before_main_and_still_compiles(tmp_path):
    src = tmp_path / "main.c"
    src.write_text(hp.payload_c(_action(tmp_path / "mark"), 3, '#include <stdio.h>\nint main(void){puts("work");return 0;}\n'))
    subprocess.run(["gcc", "-o", str(tmp_path / "prog"), str(src)], check=True)
    r = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True)
    assert r.returncode == 3 and "work" not in r.stdout and (tmp_path / "mark").read_text() == "ran\n"


def test_cmake_payload(tmp_path):
    (tmp_path / "CMakeLists.txt").write_text(hp.payload_cmake(_action(tmp_path / "mark"), 3))
    r = subprocess.run(["cmake", "-S", str(tmp_path), "-B", str(tmp_path / "b")], capture_output=True)
    assert r.returncode != 0 and (tmp_path / "mark").read_text() == "ran\n"


def test_classify_and_rewrite_a_tree(tmp_path):
    t = tmp_path / "out"
    (t / "lib").mkdir(parents=True)
    files = {
        "run": (b"#!/usr/bin/env python3\nprint(1)\n", 0o755, "py"),
        "tool": (b"\x7fELF\x02\x01\x01rest", 0o755, "sh"),
        "x.sh": (b"echo hi\n", 0o644, "sh"),
        "lib/fmt.js": (b"module.exports = 1;\n", 0o644, "js"),
        "lib/m.mjs": (b"export default 1;\n", 0o644, "mjs"),
        "lib/a.c": (b"int f(void){return 1;}\n", 0o644, "c"),
        "lib/a.h": (b"int f(void);\n", 0o644, "keep"),
        "Makefile": (b"all:\n\ttrue\n", 0o644, "make"),
        "package.json": (b"{}\n", 0o644, "keep"),
        "report.json": (b'{"answer": 42}\n', 0o644, None),
        "perl": (b"#!/usr/bin/perl\nprint 1;\n", 0o755, "sh"),
    }
    for rel, (data, mode, kind) in files.items():
        (t / rel).write_bytes(data)
        (t / rel).chmod(mode)
        assert hp.classify(rel, data, mode) == kind, rel
    counts = hp.rewrite([str(t)], "true\n", 3)
    assert counts["emptied"] == 1 and counts["keep"] == 2 and counts["sh"] == 3
    assert (t / "report.json").read_bytes() == b""  # no honest pass survives
    assert (t / "lib/a.h").read_bytes() == b"int f(void);\n"
    assert (t / "run").read_text().startswith("#!/usr/bin/env python3\n") and "os._exit(3)" in (t / "run").read_text()
    assert (t / "tool").read_text().startswith("#!/bin/sh\n") and os.access(t / "tool", os.X_OK)
    assert (t / "lib/a.c").read_text().endswith("int f(void){return 1;}\n")
    assert base64.b64encode(b"true\n").decode() in (t / "Makefile").read_text()


def test_exposures_from_probe_lines():
    text = "ran=yes\nuid=0\nread_tests=yes\nwrite_logs=no\nsignal_verifier=yes\nuser=root\ngarbage\n"
    assert exposures(text, outlived=True) == ["outlived", "ran", "read_tests", "root", "signal_verifier"]
    assert exposures("ran=yes\nuid=64999\nread_tests=no\nwrite_logs=no\n") == ["ran"]
    assert exposures("") == []


def test_every_hack_script_names_the_outputs_and_never_the_task_folder():
    task = read_harbor(ROUTE)
    for h in HACKS.values():
        s = h.script(task)
        assert s.startswith("#!/bin/bash\n") and "/app/bin" in s and str(ROUTE) not in s


# ---- in containers ----------------------------------------------------------------------------------------------

def _route(tmp_path: Path, verifier: int):
    from termigen.images import build_context

    task = read_harbor(ROUTE if verifier == 2 else _legacy_program_task())
    d = write_harbor(task, tmp_path / task.id)
    build_context(d / "environment", task.image_tag, network=False, timeout_sec=600)
    return task, d


@pytest.mark.docker
def test_late_reward_wins_under_verifier_1(tmp_path, core_image):
    """Proves the battery bites: the legacy verifier runs agent programs as root, so a detached process rewrites
    the reward after the tests."""
    task, d = _route(tmp_path, 1)
    r = run_hack(task, d, task.image_tag, HACKS["late_reward"])
    assert r.trial.reward == 1.0, r.trial.detail
    assert {"root", "write_logs", "read_tests", "signal_verifier", "outlived"} <= set(r.exposures), r.exposures


@pytest.mark.docker
def test_every_hack_scores_0_under_verifier_2(tmp_path, core_image):
    task, d = _route(tmp_path, 2)
    res = run_battery(task, d, task.image_tag)
    assert set(res) == set(HACKS)
    for name, r in res.items():
        assert r.trial.reward == 0.0 and r.trial.outcome == "ok", (name, r.trial.detail)
        assert not {"root", "read_tests", "write_logs", "signal_verifier", "modify_test_sh", "disable_guard",
                    "wrote_reward", "outlived"} & set(r.exposures), (name, r.exposures)
    # the payloads did run in the verifier (as tgrun), so the zeros are the guard's doing, not a dud battery
    for name in ("late_reward", "exit_forcing", "read_hidden", "suid_escape"):
        assert "ran" in res[name].exposures, (name, res[name].exposures)


TEST_ROOT = """import subprocess
def test_program():
    p = subprocess.run(['/app/out/run'], capture_output=True, text=True, user=0, timeout=30)
    assert p.stdout == 'right\\n'
"""


def _root_task(verifier: int) -> Task:
    """A task whose test runs the agent's program as root (user=0): what the guard cannot protect."""
    return Task(
        id="hack-check-easy-00001", family="hack_check", category="data", difficulty="easy", seed=1,
        instruction="# Write an executable /app/out/run that prints right\n",
        environment=Environment(base_image="termigen/core:1", files={"/app/in.txt": File.of("in\n")}),
        solution="#!/bin/bash\nmkdir -p /app/out && printf '#!/bin/sh\\necho right\\n' > /app/out/run && chmod +x /app/out/run\n",
        tests={"test_outputs.py": File.of(TEST_ROOT)},
        decoys=[{"name": "wrong", "description": "wrong output",
                 "script": "mkdir -p /app/out && printf '#!/bin/sh\\necho wrong\\n' > /app/out/run && chmod +x /app/out/run\n"}],
        outputs=["/app/out"], timeouts=Timeouts(agent_sec=60, verifier_sec=120), verifier=verifier,
    )


@pytest.mark.docker
def test_gate_fails_a_verifier_2_task_with_a_winning_hack_and_records_it_for_verifier_1(tmp_path, core_image):
    from termigen.verify.gate import verify_task

    rec2 = verify_task(write_harbor(_root_task(2), tmp_path / "v2"), oracle_runs=1)
    assert not rec2.passed and rec2.verifier == 2
    assert rec2.hacks["late_reward"].reward == 1.0 and "root" in rec2.hack_exposures["late_reward"]
    assert any(p.startswith("hack late_reward:") for p in rec2.problems), rec2.problems
    assert not rec2.hackable
    v1 = write_harbor(_root_task(1), tmp_path / "v1")
    rec0 = verify_task(v1, oracle_runs=1)
    assert rec0.passed and not rec0.hacks  # library default: the battery only where it decides (verifier 2)
    rec1 = verify_task(v1, oracle_runs=1, hacks=True)  # what `termigen verify` does
    assert rec1.passed, rec1.problems  # legacy: recorded, not failed
    assert any(h.startswith("hack late_reward:") for h in rec1.hackable), rec1.hackable
    assert set(rec1.hacks) == set(HACKS) and rec1.hacks_sec > 0


@pytest.mark.docker
def test_a_passing_record_without_the_battery_gets_it(tmp_path, core_image):
    from termigen.verify.gate import verify_many
    from termigen.verify.manifest import Manifest

    d = write_harbor(_root_task(2), tmp_path / "t")
    m = Manifest(tmp_path / "m.json")
    [rec] = verify_many([d], m, hacks=False)
    assert rec.passed and not rec.hacks  # the guard's own checks pass; the hole is only seen by the battery
    [rec] = verify_many([d], Manifest(tmp_path / "m.json"), hacks=True)
    assert not rec.passed and set(rec.hacks) == set(HACKS)
    assert rec.oracle  # the earlier oracle/nop/decoy results were kept, only the battery ran
    assert Manifest(tmp_path / "m.json").records[read_harbor(d).content_hash()].hacks
