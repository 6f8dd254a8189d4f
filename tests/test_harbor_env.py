"""TermigenEnvironment: Harbor's environment contract directly, then `harbor run -e <ours>` end to end."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

pytest.importorskip("harbor")  # harbor needs Python >= 3.12

pytestmark = [pytest.mark.docker, pytest.mark.harness]

REPO = Path(__file__).resolve().parents[1]
ENV_SPEC = "termigen.sandbox.harbor_env:TermigenEnvironment"
CANDIDATE_IMAGES = ("termigen/core:1", "termigen-test/minbase:1")
_LABELS: set[str] = set()  # the termigen.test labels of the images this process built


def find_test_image() -> str | None:
    try:
        from termigen.dockerutil import client

        c = client()
    except Exception:
        return None
    for name in filter(None, (os.environ.get("TERMIGEN_TEST_IMAGE"), *CANDIDATE_IMAGES)):
        try:
            c.images.get(name)
            return name
        except Exception:
            continue
    return None


@pytest.fixture(scope="module")
def image():
    name = find_test_image()
    if not name:
        pytest.skip(f"no Docker engine or none of {CANDIDATE_IMAGES} (run `termigen images build`)")
    yield name
    import docker.errors
    from termigen.dockerutil import client

    # Built fresh per run: don't pile up. Only this worker's builds (pytest-xdist runs this module's tests on
    # both workers, and the other one may still have a container on its image).
    for img in client().images.list(name="termigen-harbor/hello-task"):
        if (img.labels or {}).get("termigen.test") not in _LABELS:
            continue
        for tag in img.tags:
            try:
                client().images.remove(tag)
            except docker.errors.APIError as e:  # a container of ours still being torn down: leave it
                print(f"left {tag}: {e.explanation}")


def write_task(root: Path, image: str, *, separate: bool) -> Path:
    """A trivial Harbor task: write 'hello' to /app/out.txt. In separate mode the verifier must also not see
    /app/leak.txt, which the oracle writes but which is not a declared artifact."""
    root.mkdir(parents=True)
    (root / "instruction.md").write_text("Write the word hello to /app/out.txt.\n")
    head = 'schema_version = "1.4"\n' + ('artifacts = ["/app/out.txt"]\n' if separate else "")
    mode = 'environment_mode = "separate"\n' if separate else ""
    (root / "task.toml").write_text(
        head
        + '\n[metadata]\ndifficulty = "easy"\n'
        + f"\n[verifier]\n{mode}timeout_sec = 60.0\n"
        + "\n[agent]\ntimeout_sec = 60.0\n"
        + "\n[environment]\nbuild_timeout_sec = 300.0\ncpus = 1\nmemory_mb = 1024\n"
        + 'network_mode = "no-network"\n'
    )
    env = root / "environment"
    env.mkdir()
    # A unique label per test run makes the image content (and so its cache tag) fresh: the build is tested.
    label = uuid.uuid4().hex[:8]
    _LABELS.add(label)
    (env / "Dockerfile").write_text(f"FROM {image}\nLABEL termigen.test={label}\nWORKDIR /app\n")
    tests = root / "tests"
    tests.mkdir()
    leak_check = "[ ! -e /app/leak.txt ] && " if separate else ""
    (tests / "test.sh").write_text(
        "#!/bin/bash\n"
        f'if {leak_check}[ "$(cat /app/out.txt 2>/dev/null)" = hello ]; then echo 1 > /logs/verifier/reward.txt;\n'
        "else echo 0 > /logs/verifier/reward.txt; fi\n"
    )
    sol = root / "solution"
    sol.mkdir()
    (sol / "solve.sh").write_text("#!/bin/bash\necho hello > /app/out.txt\necho x > /app/leak.txt\n")
    for p in (tests / "test.sh", sol / "solve.sh"):
        p.chmod(0o755)
    return root


def harbor_run(task_dir: Path, jobs_dir: Path, *, env: str, agent: str, job_name: str) -> dict:
    """Run one trial with the harbor CLI; returns the trial's result.json."""
    cmd = [
        sys.executable,
        "-m",
        "harbor.cli.main",
        "run",
        "-p",
        str(task_dir),
        "-e",
        env,
        "-a",
        agent,
        "-o",
        str(jobs_dir),
        "--job-name",
        job_name,
        "-y",
        "-q",
    ]
    environ = {**os.environ, "HARBOR_TELEMETRY": "0", "LITELLM_LOCAL_MODEL_COST_MAP": "True", "PYTHONPATH": str(REPO)}
    p = subprocess.run(cmd, cwd=REPO, env=environ, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    trials = [d for d in (jobs_dir / job_name).iterdir() if (d / "result.json").exists()]
    assert len(trials) == 1, list((jobs_dir / job_name).iterdir())
    return json.loads((trials[0] / "result.json").read_text())


def reward(result: dict) -> float | None:
    return ((result.get("verifier_result") or {}).get("rewards") or {}).get("reward")


@pytest.mark.parametrize("separate", [False, True], ids=["shared", "separate"])
def test_harbor_run_oracle_passes_nop_fails(image, tmp_path, separate):
    task = write_task(tmp_path / "hello-task", image, separate=separate)
    results = {a: harbor_run(task, tmp_path / "jobs", env=ENV_SPEC, agent=a, job_name=a) for a in ("oracle", "nop")}
    for agent, res in results.items():
        assert res["exception_info"] is None, (agent, res["exception_info"])
        assert res["verifier_environment_mode"] == ("separate" if separate else "shared")
    assert reward(results["oracle"]) == 1.0
    assert reward(results["nop"]) == 0.0


# ---- the environment contract, driven directly ---------------------------------------------------------------


def make_env(tmp_path: Path, image: str, **kwargs):
    from harbor.models.task.config import EnvironmentConfig
    from harbor.models.trial.paths import TrialPaths

    from termigen.sandbox.harbor_env import TermigenEnvironment

    env_dir = tmp_path / "environment"
    env_dir.mkdir(exist_ok=True)
    (env_dir / "Dockerfile").write_text(f"FROM {image}\nRUN mkdir -p /app/data\nWORKDIR /app\n")
    paths = TrialPaths(trial_dir=tmp_path / "trial")
    paths.mkdir()
    return TermigenEnvironment(
        environment_dir=env_dir,
        environment_name="contract-check",
        session_id="contract-check__env",
        trial_paths=paths,
        task_env_config=EnvironmentConfig(workdir="/app", env={"TASK_VAR": "t"}),
        **kwargs,
    )


def test_environment_contract(image, tmp_path):
    from harbor.models.trial.paths import EnvironmentPaths

    env = make_env(tmp_path, image)
    assert env.type() == "termigen"

    async def scenario():
        await env.start(force_build=False)
        try:
            r = await env.exec("pwd; echo $TASK_VAR $X; id -un; echo e >&2; exit 4", env={"X": "x"})
            # stdout and stderr are separate pipes: their relative order is not defined
            assert r.return_code == 4 and sorted(r.stdout.split()) == sorted(["/app", "t", "x", "root", "e"])
            assert (await env.exec("id -u", user="nobody")).stdout.strip() == "65534"
            assert (await env.exec("pwd", cwd="/tmp")).stdout.strip() == "/tmp"
            with pytest.raises(RuntimeError, match="timed out"):
                await env.exec("sleep 30", timeout_sec=1)

            src = tmp_path / "f.sh"
            src.write_text("#!/bin/sh\necho up\n")
            src.chmod(0o755)
            await env.upload_file(src, "/app/data")  # an existing folder: the file goes inside
            await env.upload_file(src, "/opt/new/g.sh")
            assert (await env.exec("/app/data/f.sh && /opt/new/g.sh")).stdout == "up\nup\n"
            d = tmp_path / "d"
            (d / "x").mkdir(parents=True)
            (d / "x" / "y.txt").write_text("yy")
            await env.upload_dir(d, "/srv/d")
            await env.download_dir("/srv/d", tmp_path / "back")
            assert (tmp_path / "back" / "x" / "y.txt").read_text() == "yy"
            await env.download_file("/opt/new/g.sh", tmp_path / "deep" / "g.sh")
            assert (tmp_path / "deep" / "g.sh").read_text() == "#!/bin/sh\necho up\n"

            logs = EnvironmentPaths()
            r = await env.exec(f"stat -c %a {logs.agent_dir} {logs.verifier_dir} && ls /sys/class/net")
            assert r.stdout.split() == ["777", "777", "lo"]

            # A cancelled exec (Harbor's agent timeout) kills the command instead of leaving it running.
            task = asyncio.ensure_future(env.exec("sleep 77"))
            await asyncio.sleep(0.5)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            for _ in range(50):
                ps = await env.exec("cat /proc/[0-9]*/cmdline | tr '\\0' ' '")
                if "sleep 77" not in ps.stdout:
                    break
                await asyncio.sleep(0.1)
            assert "sleep 77" not in ps.stdout
        finally:
            await env.stop(delete=True)
        assert env._sandbox is None

    asyncio.run(scenario())


def test_auto_mounting_binds_logs_to_the_trial_dir(image, tmp_path):
    env = make_env(tmp_path, image, auto_mounting=True)

    async def scenario():
        await env.start(force_build=False)
        try:
            await env.exec("echo 1 > /logs/verifier/reward.txt")
        finally:
            await env.stop(delete=True)

    asyncio.run(scenario())
    assert env.is_path_mounted("/logs/verifier", env.trial_paths.verifier_dir)
    f = env.trial_paths.verifier_dir / "reward.txt"
    assert f.read_text() == "1\n" and f.stat().st_uid == os.getuid()


def test_missing_base_image_is_named(tmp_path):
    from termigen.errors import ImageMissing
    from termigen.sandbox import harbor_env

    if find_test_image() is None:
        pytest.skip("no Docker engine")
    (tmp_path / "Dockerfile").write_text("FROM termigen-test/absent:0 AS build\nFROM build\n")
    with pytest.raises(ImageMissing, match=r"termigen-test/absent:0.*termigen images build"):
        harbor_env._build_image(tmp_path, "termigen-test/never:1")
