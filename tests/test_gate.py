"""The gate in real containers: every family proves its tasks, and broken tasks get a recorded, clear outcome."""

import datetime
import subprocess
import sys
import zlib

import pytest

from tests.conftest import REPO, shipped_families
from termigen.families import LEVELS, families
from termigen.formats import write_harbor, write_tb1
from termigen.task import CATEGORIES, Decoy, Environment, File, Task, Timeouts
from termigen.verify.gate import verify_task

pytestmark = pytest.mark.docker

SEED = 1000  # not in the committed dataset: fresh instances each family must also get right


def _level_for(family: str) -> str:
    """The level of a family's fresh instance: fixed per family (not by its position in the list, which would
    move every family's level when one is added), spread over the levels across families."""
    return LEVELS[zlib.crc32(family.encode()) % 3]


# One fresh instance per family: oracle once (stability over 3 runs is gated on every committed task by
# `termigen verify` and re-checked on the committed sample below), nop, every decoy and the hack battery.
@pytest.mark.parametrize("family, level", [(f, _level_for(f)) for f in shipped_families()])
def test_family_instances_pass_the_gate(tmp_path, core_image, family, level):
    task = families()[family].generate(SEED, level)
    rec = verify_task(write_harbor(task, tmp_path / "h"), write_tb1(task, tmp_path / "t"), oracle_runs=1)
    assert rec.passed, rec.problems
    assert [r.reward for r in rec.oracle] == [1.0]
    assert rec.nop.reward == 0.0
    assert rec.decoys and all(r.reward == 0.0 for r in rec.decoys.values())


TEST_OK = "def test_out():\n    assert open('/app/out/x.txt').read() == 'right\\n'\n"


def _task(**kw):
    base = dict(
        id="gate-check-easy-00001", family="gate_check", category="data", difficulty="easy", seed=1,
        instruction="# Write right to /app/out/x.txt\n",
        environment=Environment(base_image="termigen/core:1", files={"/app/in.txt": File.of("in\n")}),
        solution="#!/bin/bash\nmkdir -p /app/out && echo right > /app/out/x.txt\n",
        tests={"test_outputs.py": File.of(TEST_OK)},
        decoys=[Decoy(name="wrong", description="wrong value", script="mkdir -p /app/out && echo wrong > /app/out/x.txt\n")],
        outputs=["/app/out"], timeouts=Timeouts(agent_sec=60, verifier_sec=120),
    )
    base.update(kw)
    return Task(**base)


def test_minimal_task_passes(tmp_path, core_image):
    rec = verify_task(write_harbor(_task(), tmp_path))
    assert rec.passed, rec.problems
    assert rec.oracle_sec < 5


def test_decoy_that_passes_fails_the_task(tmp_path, core_image):
    bad = [Decoy(name="same", description="actually right", script="mkdir -p /app/out && echo right > /app/out/x.txt\n")]
    rec = verify_task(write_harbor(_task(decoys=bad), tmp_path))
    assert not rec.passed and any("decoy same: reward 1.0" in p for p in rec.problems)


def test_hanging_test_is_a_recorded_timeout(tmp_path, core_image):
    hang = "import time\ndef test_hang():\n    time.sleep(600)\n"
    rec = verify_task(write_harbor(_task(tests={"test_outputs.py": File.of(hang)}, timeouts=Timeouts(verifier_sec=5)),
                                   tmp_path), oracle_runs=1)
    assert not rec.passed
    assert rec.oracle[0].outcome == "verifier_timeout" and rec.oracle[0].reward == 0.0
    assert rec.oracle[0].total_sec < 60


def test_hanging_oracle_is_a_recorded_timeout(tmp_path, core_image):
    rec = verify_task(write_harbor(_task(solution="#!/bin/bash\nsleep 600\n", timeouts=Timeouts(agent_sec=2, verifier_sec=120)), tmp_path),
                      oracle_runs=1)
    assert rec.oracle[0].outcome == "agent_timeout" and rec.oracle[0].reward == 0.0
    assert any("oracle run 1" in p for p in rec.problems)


def test_container_that_dies_mid_trial(tmp_path, core_image):
    # The oracle kills the container's init: the trial must end with an outcome, not hang or raise.
    rec = verify_task(write_harbor(_task(solution="#!/bin/bash\nkill -9 1; sleep 5\n"), tmp_path), oracle_runs=1)
    assert not rec.passed
    assert rec.oracle[0].outcome in ("error", "no_reward", "ok") and rec.oracle[0].reward in (None, 0.0)


def test_failing_build_shows_the_log_tail(tmp_path, core_image):
    rec = verify_task(write_harbor(_task(environment=Environment(base_image="termigen/core:1", setup="echo about-to-fail; exit 3\n")), tmp_path))
    assert not rec.passed
    (problem,) = rec.problems
    assert "image build failed" in problem and "about-to-fail" in problem


def test_missing_base_image_says_how_to_build(tmp_path, core_image):
    rec = verify_task(write_harbor(_task(environment=Environment(base_image="termigen/nosuch:9")), tmp_path))
    assert not rec.passed and "termigen/nosuch:9" in rec.problems[0] and "termigen images build" in rec.problems[0]


def test_verify_cli_on_a_folder_that_is_not_a_task(tmp_path):
    r = subprocess.run([sys.executable, "-m", "termigen", "verify", str(tmp_path)], capture_output=True, text=True,
                       cwd=REPO, timeout=120)
    assert r.returncode == 2 and "not a Harbor task folder" in r.stderr


def test_docker_down_gives_a_hint(tmp_path):
    env = {"DOCKER_HOST": f"unix://{tmp_path}/no.sock", "PATH": "/usr/bin:/bin"}
    code = "from termigen.dockerutil import client\nclient()"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode != 0 and "Docker engine is not reachable" in r.stderr and "setup_host.sh" in r.stderr


def test_committed_sample_passes(tmp_path):
    """CI re-verifies a sample of the committed dataset every run: one task of each category, from a family drawn
    by the day's seed, so that the runs rotate over every family (each family's generator is also gated on a
    fresh instance above, and `termigen verify` covers every committed task)."""
    seed = datetime.date.today().toordinal()
    r = subprocess.run([sys.executable, "-m", "termigen", "verify", "--sample", "1", "--by", "category",
                        "--seed", str(seed), "--jobs", "2", "--manifest", str(tmp_path / "m.json")],
                       capture_output=True, text=True, cwd=REPO, timeout=1800)
    assert r.returncode == 0, f"seed {seed}\n" + r.stdout[-3000:] + r.stderr[-3000:]
    n = len(CATEGORIES)
    assert f"{n}/{n} tasks passed the gate" in r.stdout, f"seed {seed}\n" + r.stdout[-3000:]


def test_restricted_mode_holds_in_the_image_after_a_clone(tmp_path, core_image):
    # A 0600 file checked out by git is 0644 on disk; the image must still hold it 0600 (the Dockerfile sets it).
    oracle = "#!/bin/bash\nmkdir -p /app/out && stat -c %a /etc/tg-secret > /app/out/x.txt\n"
    test = "def test_out():\n    assert open('/app/out/x.txt').read() == '600\\n'\n"
    task = _task(solution=oracle, tests={"test_outputs.py": File.of(test)},
                 environment=Environment(base_image="termigen/core:1", files={"/etc/tg-secret": File.of("k", mode=0o600)}))
    d = write_harbor(task, tmp_path)
    (d / "environment" / "rootfs" / "etc" / "tg-secret").chmod(0o644)
    rec = verify_task(d, oracle_runs=1)
    assert rec.oracle[0].reward == 1.0, rec.oracle[0].detail


def test_links_leaving_the_outputs_do_not_reach_the_verifier(tmp_path, core_image):
    # The "agent" plants links that point outside its output folder; the verifier must not see them.
    oracle = ("#!/bin/bash\nmkdir -p /app/out && echo right > /app/out/x.txt && ln -s /etc /app/out/etc "
              "&& ln -s ../../tests /app/out/up && ln -s x.txt /app/out/ok\n")
    test = ("import os\ndef test_out():\n    assert open('/app/out/x.txt').read() == 'right\\n'\n"
            "    assert not os.path.lexists('/app/out/etc') and not os.path.lexists('/app/out/up')\n"
            "    assert os.readlink('/app/out/ok') == 'x.txt'\n")
    rec = verify_task(write_harbor(_task(solution=oracle, tests={"test_outputs.py": File.of(test)}), tmp_path), oracle_runs=1)
    assert rec.oracle[0].reward == 1.0, rec.oracle[0].detail


def test_no_container_is_left_behind(docker_client):
    import os

    from termigen.sandbox._cleanup import OWNER_PID
    from termigen.verify.trials import drain

    drain()
    mine = docker_client.containers.list(all=True, filters={"label": [f"{OWNER_PID}={os.getpid()}"]})
    assert mine == [], [c.name for c in mine]
