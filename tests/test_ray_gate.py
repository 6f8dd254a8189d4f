"""`termigen verify --ray`: the gate spread over a Ray cluster's nodes. A real two-node cluster on this machine
(ray.cluster_utils: two raylets on loopback, one CPU each, both using this machine's Docker), real gates."""

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO
from termigen.verify.gate import verify_many
from termigen.verify.manifest import Manifest

pytestmark = pytest.mark.docker

ray = pytest.importorskip("ray")  # a skip is a failure under CI (TERMIGEN_NO_SKIPS=1): setup installs the extra
# Two committed tasks with short gates (their verified records are in verification/manifest.json).
TASKS = ["obfuscated-payload-easy-00501", "netlist-equivalence-easy-00503"]


@pytest.fixture(scope="module")
def cluster():
    from ray.cluster_utils import Cluster

    c = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    c.add_node(num_cpus=1)
    c.wait_for_nodes()
    yield c
    ray.shutdown()
    c.shutdown()


def test_tasks_gated_on_two_nodes_get_the_records_of_a_local_run(tmp_path, core_image, cluster):
    from termigen.formats.harbor import read_harbor
    from termigen.verify.ray_gate import gate_on_ray

    dirs = [REPO / "environments_harbor" / t for t in TASKS]
    broken = tmp_path / "broken" / TASKS[0]
    shutil.copytree(dirs[0], broken)
    (broken / "solution" / "solve.sh").write_text("#!/bin/bash\ntrue\n")  # an oracle that does nothing
    items = [(d, None, None) for d in [*dirs, broken]]
    got = {i: (rec, node) for i, rec, node in gate_on_ray(items, cluster.address)}
    assert sorted(got) == [0, 1, 2]
    assert len({node for _, node in got.values()}) == 2, "both nodes gated tasks"

    local = Manifest(REPO / "verification" / "manifest.json")  # records of local runs of the same bytes
    for i, d in enumerate(dirs):
        rec, ref = got[i][0], local.get(read_harbor(d).content_hash())
        assert rec.passed, rec.problems
        assert ref is not None and ref.passed
        assert [r.reward for r in rec.oracle] == [r.reward for r in ref.oracle] == [1.0, 1.0, 1.0]
        assert rec.nop.reward == ref.nop.reward == 0.0
        assert {k: r.reward for k, r in rec.decoys.items()} == {k: r.reward for k, r in ref.decoys.items()}
    bad = got[2][0]
    assert not bad.passed and bad.task_id == TASKS[0]
    assert any(p.startswith("oracle run 1: reward 0.0") for p in bad.problems), bad.problems


def test_verify_many_on_ray_journals_the_records_here_and_resumes(tmp_path, core_image, cluster):
    manifest = Manifest(tmp_path / "m.json")
    d = REPO / "environments_harbor" / TASKS[1]
    recs = verify_many([d], manifest, ray_address=cluster.address)
    assert [r.passed for r in recs] == [True]
    again = Manifest(tmp_path / "m.json")
    assert len(again.records) == 1
    # a second run reuses the record: nothing goes to the cluster (an unreachable address is then not even tried)
    assert [r.passed for r in verify_many([d], again, ray_address="127.0.0.1:1")] == [True]


def test_an_unreachable_cluster_is_a_clear_error_in_seconds(tmp_path):
    r = subprocess.run([str(REPO / ".venv/bin/termigen"), "verify", str(REPO / "environments_harbor" / TASKS[1]),
                        "--ray", "127.0.0.1:1", "--force", "--manifest", str(tmp_path / "m.json")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert "no Ray cluster answers at '127.0.0.1:1'" in r.stderr and "ray start --head" in r.stderr
    assert "Traceback" not in r.stderr
