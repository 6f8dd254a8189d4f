"""Merging verification records from other runs (helpers, other machines) into the manifest."""

import subprocess

from tests.conftest import REPO
from termigen.formats.verifier_scripts import verifier_digest
from termigen.verify.manifest import Manifest, TaskRecord


def _rec(task: str, passed: bool, digest: str | None = None) -> TaskRecord:
    return TaskRecord(task_id=task, family="f", category="data", difficulty="easy", passed=passed, verifier=2,
                      verifier_digest=verifier_digest(2) if digest is None else digest)


def test_merge_fills_gaps_and_replaces_stale_or_failing_never_a_pass(tmp_path):
    ours, theirs = Manifest(tmp_path / "a.json"), Manifest(tmp_path / "b.json")
    ours.records = {"kept": _rec("kept", True), "stale": _rec("stale", True, "0123456789ab"),
                    "failed": _rec("failed", False)}
    ours._save()
    for h, passed in (("kept", False), ("stale", True), ("failed", True), ("new", True)):
        theirs.records[h] = _rec(h, passed)
    theirs.records["old-theirs"] = _rec("old-theirs", True, "0123456789ab")  # made with other scripts: ignored
    theirs._save()
    r = subprocess.run([str(REPO / ".venv/bin/termigen"), "merge-manifest", str(tmp_path / "b.json"),
                        "--manifest", str(tmp_path / "a.json")], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "3 records taken" in " ".join(r.stdout.split())
    m = Manifest(tmp_path / "a.json")
    assert m.get("kept").passed and m.get("stale").verifier_digest == verifier_digest(2)
    assert m.get("failed").passed and m.get("new").passed and m.get("old-theirs") is None


def test_merge_of_a_missing_file_says_so(tmp_path):
    r = subprocess.run([str(REPO / ".venv/bin/termigen"), "merge-manifest", str(tmp_path / "nope.json"),
                        "--manifest", str(tmp_path / "a.json")], capture_output=True, text=True, timeout=120)
    assert r.returncode != 0 and "no such manifest" in (r.stdout + r.stderr) and "Traceback" not in r.stderr
