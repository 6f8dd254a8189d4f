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


def test_snapshot_is_json_one_record_per_line_parsed_when_used(tmp_path):
    import json

    m = Manifest(tmp_path / "m.json")
    m.records = {h: _rec(h, h != "b") for h in ("c", "a", "b")}
    m.compact()
    text = (tmp_path / "m.json").read_text()
    lines = text.splitlines()
    assert [json.loads("{" + ln.rstrip(",") + "}").popitem()[0] for ln in lines[1:-1]] == ["a", "b", "c"]
    assert json.loads(text)["tasks"]["b"]["passed"] is False  # ordinary JSON for any other reader
    again = Manifest(tmp_path / "m.json")
    assert again.records._parsed == {} and len(again.records) == 3 and "b" in again.records  # nothing parsed yet
    assert again.get("b").passed is False and list(again.records._parsed) == ["b"]
    assert again.get("zz") is None
    del again.records["a"]
    again.compact()
    assert sorted(Manifest(tmp_path / "m.json").records) == ["b", "c"]
    untouched = Manifest(tmp_path / "m.json")
    untouched.compact()  # records never parsed are written back as the same text
    assert (tmp_path / "m.json").read_text() == "\n".join([lines[0], lines[2], lines[3].rstrip(","), lines[-1]]) + "\n"


def test_an_older_indented_snapshot_is_read_whole(tmp_path):
    import json

    old = {"version": 1, "tasks": {"x": _rec("x", True).model_dump(mode="json")}}
    (tmp_path / "old.json").write_text(json.dumps(old, indent=1, sort_keys=True) + "\n")
    m = Manifest(tmp_path / "old.json")
    assert m.get("x").passed and len(m.records) == 1
    m.compact()
    assert Manifest(tmp_path / "old.json").get("x") == m.get("x")
