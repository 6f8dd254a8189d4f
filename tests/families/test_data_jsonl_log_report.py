"""jsonl_log_report without containers: the oracle's jq programs, run by the host's jq on the generated logs
(paths moved under a temporary root), pass the task's own tests and every decoy fails them."""

import shutil
import subprocess

import pytest

from termigen.families import LEVELS, get_family

pytestmark = pytest.mark.skipif(not (shutil.which("jq") and shutil.which("zcat")), reason="needs jq and zcat on the host")


def _outcome(task, script, root) -> bool:
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content, ns)
    for path, f in task.environment.files.items():
        p = root / path.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(f.bytes())
    text = script.replace(" /tmp/", f" {root}/scratch/")
    for top in sorted({"/" + p.split("/")[1] for p in list(task.environment.files) + [ns["OUT"]]}):
        text = text.replace(f" {top}/", f" {root}{top}/").replace(f"\t{top}/", f"\t{root}{top}/")
    (root / "scratch").mkdir()
    subprocess.run(["bash", "-c", text], capture_output=True, check=False)
    ns["OUT"] = f"{root}{ns['OUT']}"
    try:
        for name in [n for n in ns if n.startswith("test_")]:
            ns[name]()
    except (AssertionError, OSError, ValueError, KeyError, IndexError):
        return False
    return True


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 5])
def test_oracle_passes_and_decoys_fail(tmp_path, level, seed):
    task = get_family("jsonl_log_report").generate(seed, level)
    for name, script, want in [("oracle", task.solution, True)] + [(d.name, d.script, False) for d in task.decoys]:
        (tmp_path / name).mkdir()
        assert _outcome(task, script, tmp_path / name) is want, f"{name}: expected the tests to {'pass' if want else 'fail'}"
