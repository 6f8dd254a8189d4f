"""The manifest: an append-only journal per run, compaction, merging records from other runs."""

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


def test_put_appends_to_a_journal_that_a_killed_run_resumes_from(tmp_path):
    path = tmp_path / "manifest.json"
    m = Manifest(path)
    m.put("a", _rec("a", True))
    m.compact()
    snapshot = path.read_bytes()
    m.put("b", _rec("b", True))
    m.put("a", _rec("a", False))  # re-verified: the later line wins
    assert path.read_bytes() == snapshot, "a put must not rewrite the snapshot"
    journal = tmp_path / "manifest.journal.jsonl"
    assert len(journal.read_text().splitlines()) == 2
    with open(journal, "a") as f:
        f.write('{"hash": "c", "record": {"task_')  # the run was killed mid-line
    resumed = Manifest(path)  # a new process after the kill
    assert set(resumed.records) == {"a", "b"} and not resumed.get("a").passed
    resumed.compact()
    assert not journal.exists() and set(Manifest(path).records) == {"a", "b"}
