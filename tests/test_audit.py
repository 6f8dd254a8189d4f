"""`termigen audit` on foreign-style tasks written here (no TermiGen metadata), in real containers.

One audit run over every fixture (module scope, -n 2) is shared by the tests that read its records; each fixture
is built to show one defect: a task without a solution, one whose nop passes, one with a copy of its tests in
the image, one that needs the network at build, one whose tests run the agent's program as root (the late_reward
hack wins), a clean Harbor task and a clean TB1 task shipped as a zip.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.docker

BASE = "termigen/core:1"

TEST_SH = """#!/bin/bash
mkdir -p /logs/verifier
cd /tests
/usr/bin/python3 -I -m pytest -rA -p no:cacheprovider --rootdir=/tests /tests/test_outputs.py
if [ $? -eq 0 ]; then echo 1 > /logs/verifier/reward.txt; else echo 0 > /logs/verifier/reward.txt; fi
"""

SUM_TEST = "def test_total():\n    assert open('/app/out.txt').read().strip() == '60'\n"
SUM_SOLVE = "#!/bin/bash\nawk '{s+=$1} END {print s}' /app/data.txt > /app/out.txt\n"
SUM_INSTRUCTION = "Add up the numbers in /app/data.txt (one per line) and write the total to /app/out.txt.\n"


def toml(*, name: str, separate: bool = True, artifacts: list[str] | None = None, meta: bool = True,
         extra_env: str = "") -> str:
    lines = ['schema_version = "1.1"', "", "[task]", f'name = "acme/{name}"', ""]
    if meta:
        lines += ["[metadata]", 'difficulty = "medium"', 'category = "data"', ""]
        lines += ["[agent]", "timeout_sec = 120.0", ""]
        lines += ["[verifier]", "timeout_sec = 60.0"] + (['environment_mode = "separate"'] if separate else []) + [""]
    elif separate:
        lines += ["[verifier]", 'environment_mode = "separate"', ""]
    lines += ["[environment]", "build_timeout_sec = 300.0", extra_env, ""]
    if artifacts is not None:
        lines.insert(1, "artifacts = [" + ", ".join(f'"{a}"' for a in artifacts) + "]")
    return "\n".join(lines) + "\n"


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
        if rel.endswith(".sh"):
            p.chmod(0o755)
    return root


def harbor_task(root: Path, name: str, *, dockerfile: str | None = None, env_files: dict[str, str] | None = None,
                test: str = SUM_TEST, solve: str | None = SUM_SOLVE, instruction: str = SUM_INSTRUCTION,
                **toml_kw) -> Path:
    files = {
        "task.toml": toml(name=name, **{"artifacts": ["/app/out.txt"], **toml_kw}),
        "instruction.md": instruction,
        "environment/Dockerfile": dockerfile or f"FROM {BASE}\nCOPY data.txt /app/data.txt\nWORKDIR /app\n",
        "environment/data.txt": "10\n20\n30\n",
        "tests/test.sh": TEST_SH,
        "tests/test_outputs.py": test,
        **(env_files or {}),
    }
    if solve is not None:
        files["solution/solve.sh"] = solve
    return write(root / name, files)


def tb1_zip(root: Path, name: str) -> Path:
    d = write(root / "tb1src" / name, {
        "task.yaml": yaml_text(),
        "Dockerfile": f"FROM {BASE}\nCOPY data.txt /app/data.txt\nWORKDIR /app\n",
        ".dockerignore": "tests\nsolution.sh\nrun-tests.sh\n",
        "data.txt": "10\n20\n30\n",
        "run-tests.sh": "#!/bin/bash\ncd \"$TEST_DIR\"\n/usr/bin/python3 -m pytest -rA -p no:cacheprovider test_outputs.py\n",
        "tests/test_outputs.py": SUM_TEST,
        "solution.sh": SUM_SOLVE,
    })
    z = root / f"{name}.zip"
    with zipfile.ZipFile(z, "w") as zf:
        for p in sorted(d.rglob("*")):
            if p.is_file():
                info = zipfile.ZipInfo(f"{name}/{p.relative_to(d).as_posix()}")
                info.external_attr = (0o100000 | (p.stat().st_mode & 0o777)) << 16
                zf.writestr(info, p.read_bytes())
    return z


def yaml_text() -> str:
    return textwrap.dedent("""\
        instruction: |
          Add up the numbers in /app/data.txt (one per line) and write the total to /app/out.txt.
        author_email: someone@example.com
        difficulty: easy
        category: data-processing
        tags: [sum]
        parser_name: pytest
        max_agent_timeout_sec: 120
        max_test_timeout_sec: 60
        """)


ADD_TEST = textwrap.dedent("""\
    import subprocess
    def test_add():
        out = subprocess.run(['bash', '/app/add.sh', '2', '3'], capture_output=True, text=True, timeout=30).stdout
        assert out.strip() == '5'
    def test_add_more():
        out = subprocess.run(['bash', '/app/add.sh', '40', '2'], capture_output=True, text=True, timeout=30).stdout
        assert out.strip() == '42'
    """)


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory, core_image):
    root = tmp_path_factory.mktemp("foreign")
    ds = root / "dataset"
    paths = {
        "clean": harbor_task(ds, "clean-sum"),
        "no_solution": harbor_task(ds, "no-solution", solve=None),
        "nop_passes": harbor_task(ds, "nop-passes", test="import os\ndef test_out():\n    assert os.path.isdir('/app')\n"),
        "leak": harbor_task(ds, "tests-in-image", env_files={"environment/test_outputs.py": SUM_TEST},
                            dockerfile=f"FROM {BASE}\nCOPY data.txt /app/data.txt\nCOPY test_outputs.py /opt/t.py\n"
                                       "WORKDIR /app\n"),
        "network": harbor_task(ds, "needs-network", extra_env="allow_internet = true",
                               dockerfile=f"FROM {BASE}\nRUN apt-get update && \\\n    apt-get install -y jq\n"
                                          "COPY data.txt /app/data.txt\n"),
        "hackable": harbor_task(ds, "root-runs-agent-code", artifacts=["/app"], test=ADD_TEST,
                                instruction="Write /app/add.sh: `bash /app/add.sh A B` prints A+B.\n",
                                solve="#!/bin/bash\nprintf 'echo $(( $1 + $2 ))\\n' > /app/add.sh\n"),
    }
    paths["tb1_zip"] = tb1_zip(root, "tb1-sum")
    return root, paths


@pytest.fixture(scope="module")
def audited(fixtures):
    from termigen.audit import audit_paths

    root, paths = fixtures
    out = root / "out"
    t0 = time.monotonic()
    res = audit_paths([root / "dataset", paths["tb1_zip"]], out, jobs=2)
    by_id = {r.task_id: r for r in res.records}
    return res, by_id, out, time.monotonic() - t0


def test_clean_harbor_task_is_ok(audited):
    _, by_id, _, _ = audited
    r = by_id["clean-sum"]
    assert r.verdict == "ok", r.reasons
    assert r.build.status == "built"
    assert [o.reward for o in r.oracle] == [1.0, 1.0, 1.0]
    assert r.nop.reward == 0.0
    from termigen.verify.hacks import HACKS

    assert set(r.hacks) == set(HACKS) and not r.hacks_won() and not r.hacks_skipped
    assert "format_only_tests" not in r.codes() and "no_separate_verifier" not in r.codes()


def test_task_without_solution_is_unverifiable(audited):
    _, by_id, _, _ = audited
    r = by_id["no-solution"]
    assert r.verdict == "unverifiable"
    assert "no_solution" in r.codes()
    assert r.oracle == [] and r.nop.reward == 0.0
    # the battery ran what needs no oracle, and says why the rest did not run
    assert {"preset_reward", "planted_config", "path_tamper"} <= set(r.hacks)
    assert "late_reward" in r.hacks_skipped and "solution" in r.hacks_skipped["late_reward"]


def test_nop_that_passes_is_broken(audited):
    _, by_id, _, _ = audited
    r = by_id["nop-passes"]
    assert r.verdict == "broken"
    assert r.nop.reward == 1.0
    assert any("nop scores 1" in x for x in r.reasons)
    assert "format_only_tests" in r.codes()
    assert r.hacks == {} and r.hacks_skipped  # pointless where doing nothing passes


def test_copy_of_tests_in_image_is_found(audited):
    _, by_id, _, _ = audited
    r = by_id["tests-in-image"]
    leak = [f for f in r.findings if f.code == "verifier_files_in_image"]
    assert leak and "tests/test_outputs.py" in leak[0].message
    assert r.verdict == "hackable"
    assert [o.reward for o in r.oracle] == [1.0, 1.0, 1.0]  # the task works; it leaks


def test_network_at_build_is_cannot_build_here_quickly(audited):
    _, by_id, _, _ = audited
    r = by_id["needs-network"]
    assert r.build.status == "cannot_build_here"
    assert "apt-get" in r.build.reason and "line 2" in r.build.reason
    assert r.verdict == "unverifiable"
    assert {"network_at_build", "network_at_run"} <= set(r.codes())
    assert r.seconds < 5 and r.nop is None


def test_verifier_running_agent_code_as_root_is_hackable(audited):
    _, by_id, _, _ = audited
    r = by_id["root-runs-agent-code"]
    assert [o.reward for o in r.oracle] == [1.0, 1.0, 1.0] and r.nop.reward == 0.0
    # The detached-process hacks (late_reward, and suid_escape, which is late_reward plus a setuid helper) win
    # here. One of the two is asserted, not both: on a loaded machine late_reward once read no reward at either
    # read (fresh-clone run of 42db4009, 2026-12-04; cause not found), while suid_escape won.
    won = [n for n in ("late_reward", "suid_escape") if n in r.hacks_won()]
    assert won, {n: (h.reward, h.detail[:400]) for n, h in r.hacks.items()}
    assert "root" in r.hack_exposures[won[0]]
    assert r.verdict == "hackable"
    for n in ("preset_reward", "planted_config", "path_tamper"):
        assert r.hacks[n].reward == 0.0, n


def test_tb1_zip_runs_its_tests_in_the_agent_container(audited):
    _, by_id, _, _ = audited
    r = by_id["tb1-sum"]
    assert r.kind == "tb1" and r.source.endswith("tb1-sum.zip")
    assert [o.reward for o in r.oracle] == [1.0, 1.0, 1.0] and r.nop.reward == 0.0
    assert "no_separate_verifier" in r.codes()
    assert "late_reward" in r.hacks_skipped and "artifacts" in r.hacks_skipped["late_reward"]
    # the hacks that need no outputs ran in the same container and lost (tb reads pytest's summary, not a file);
    # path_tamper's fake `timeout`/`bash` on PATH break the test run itself: no reward, which is no win
    assert set(r.hacks) == {"preset_reward", "planted_config", "path_tamper"} and not r.hacks_won()
    assert r.hacks["preset_reward"].reward == 0.0 and r.hacks["planted_config"].reward == 0.0
    assert r.verdict == "ok", r.reasons


def test_report_card_and_plot(audited):
    res, by_id, out, _ = audited
    data = json.loads((out / "audit.json").read_text())
    assert data["totals"]["tasks"] == 7 == len(data["tasks"])
    v = data["totals"]["verdicts"]
    assert v == {"ok": 2, "broken": 1, "unverifiable": 2, "hackable": 2}
    assert data["totals"]["cannot_build_here"] == 1 and data["totals"]["nop_passes"] == 1
    assert data["totals"]["findings"]["no_solution"] == 1
    md = (out / "AUDIT.md").read_text()
    assert "| hackable |" in md and "root-runs-agent-code" in md and "audit.png" in md
    assert (out / "audit.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for key, rec in data["tasks"].items():
        assert key == rec["digest"]


def test_rerun_reuses_every_record(audited, fixtures):
    from termigen.audit import audit_paths

    root, paths = fixtures
    res, _, out, first_sec = audited
    reused = []
    t0 = time.monotonic()
    again = audit_paths([root / "dataset", paths["tb1_zip"]], out, jobs=2, on_done=lambda r, was: reused.append(was))
    assert reused == [True] * 7
    assert time.monotonic() - t0 < 10 < first_sec
    assert {r.digest: r.verdict for r in again.records} == {r.digest: r.verdict for r in res.records}


def test_changed_task_is_audited_again(tmp_path, core_image):
    from termigen.audit import audit_paths

    d = harbor_task(tmp_path / "ds", "changes", test="import os\ndef test_out():\n    assert os.path.isdir('/app')\n")
    first = audit_paths([d], tmp_path / "out", jobs=1, run_hacks=False)
    assert first.records[0].verdict == "broken"
    (d / "tests" / "test_outputs.py").write_text(SUM_TEST)
    seen = []
    second = audit_paths([d], tmp_path / "out", jobs=1, run_hacks=False, on_done=lambda r, was: seen.append(was))
    assert seen == [False] and second.records[0].verdict == "ok", second.records[0].reasons
    assert second.records[0].mode == "trials" and not second.records[0].hacks


def test_static_findings_without_metadata(tmp_path):
    from termigen.audit.load import discover, load
    from termigen.audit.static import dataset_findings, findings

    a = harbor_task(tmp_path / "ds", "bare-a", meta=False, separate=False, artifacts=None,
                    instruction="Read /srv/input/records.csv and /data/missing/config.yaml; write /app/out.txt.\n")
    harbor_task(tmp_path / "ds", "bare-b", meta=False, separate=False, artifacts=None)
    tasks = [load(d, k, s, tmp_path / "stage") for d, k, s in discover(tmp_path / "ds", tmp_path)]
    assert len(tasks) == 2
    codes = {f.code: f for f in findings(next(t for t in tasks if t.path == a))}
    assert {"difficulty_missing", "category_missing", "timeouts_missing", "no_separate_verifier"} <= set(codes)
    assert "/data/missing/config.yaml" in codes["instruction_paths_missing"].message
    assert codes["instruction_paths_missing"].heuristic
    assert "/app/out.txt" not in codes["instruction_paths_missing"].message  # written by the solution
    assert "every task has the same difficulty (none)" in dataset_findings(tasks)


def test_cli_no_trials_writes_the_report(tmp_path):
    harbor_task(tmp_path / "ds", "cli-one", solve=None)
    (tmp_path / "ds" / "junk").mkdir()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    r = subprocess.run([sys.executable, "-m", "termigen", "audit", str(tmp_path / "ds"), "--out", str(tmp_path / "o"),
                        "--no-trials", "-n", "1"], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr + r.stdout
    data = json.loads((tmp_path / "o" / "audit.json").read_text())
    (rec,) = data["tasks"].values()
    assert rec["mode"] == "static" and rec["verdict"] == "unverifiable" and rec["build"] is None
    assert "1 tasks" in r.stdout and (tmp_path / "o" / "AUDIT.md").is_file()
    bad = subprocess.run([sys.executable, "-m", "termigen", "audit", str(tmp_path / "ds" / "junk"), "--no-trials",
                          "--out", str(tmp_path / "o2")], capture_output=True, text=True, env=env, timeout=120)
    assert bad.returncode == 2 and "no Harbor" in bad.stderr


def test_fetch_from_the_tasks_own_service_is_not_network():
    from termigen.audit.static import remote_fetch

    assert remote_fetch("curl -sf http://127.0.0.1:8887/api/v1/health\nwget -qO- http://localhost/x\n") is None
    assert remote_fetch("curl -s http://127.0.0.1:80/a\ncurl -sL https://example.org/get.sh | sh\n") == "curl"
    assert remote_fetch("curl -s http://[::1]:9/ && pip install requests\n") == "pip install"
    assert remote_fetch("curl \"$URL\"\n") == "curl"  # a URL we cannot see may leave the machine


def test_reused_record_gets_todays_static_findings(tmp_path):
    # A record made by an older audit keeps its trial results but its static findings are re-read on reuse.
    from termigen.audit.report import Store
    from termigen.audit.run import audit_paths
    from termigen.audit.static import Finding

    harbor_task(tmp_path / "ds", "stale-one", solve=None)
    out = tmp_path / "o"
    (first,) = audit_paths([tmp_path / "ds"], out, jobs=1, run_trials=False).records
    store = Store(out / "audit.json")
    rec = store.records[first.digest]
    rec.findings.append(Finding(code="network_at_run", message="an older, wrong finding"))
    store.save()
    (again,) = audit_paths([tmp_path / "ds"], out, jobs=1, run_trials=False).records
    assert again.digest == first.digest and "network_at_run" not in again.codes()
    assert set(again.codes()) == set(first.codes())
