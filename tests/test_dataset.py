"""The committed dataset is exactly what the generator makes; generation errors are clear and contained."""

import json
import os
import re
import subprocess
import sys
import tomllib
import zipfile

import pytest

from tests.conftest import REPO
from termigen.dataset import DatasetSpec, generate_tasks, write_zip
from termigen.errors import TermigenError
from termigen.families import Family, register
from termigen.families import _REGISTRY

CLI = [sys.executable, "-m", "termigen"]


def _cli(*args, cwd=REPO):
    return subprocess.run([*CLI, *args], cwd=cwd, capture_output=True, text=True, timeout=600)


def test_committed_dataset_matches_generator():
    r = _cli("generate", "--check")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "byte for byte" in r.stdout


def test_registry_is_valid_for_harbor():
    from harbor.models.registry import Registry

    reg = Registry.from_path(REPO / "registry.json")
    (ds,) = reg.datasets
    spec = DatasetSpec.load(REPO / "dataset.yaml")
    assert (ds.name, ds.version) == (spec.name, spec.version)
    assert spec.name == "termigen-environments"
    # the README's run commands name the current version
    assert f"termigen-environments@{spec.version} --registry-path" in (REPO / "README.md").read_text()
    names = {t.name for t in ds.tasks}
    assert names == {p.name for p in (REPO / "environments_harbor").iterdir()}
    assert all((REPO / t.path / "task.toml").is_file() for t in ds.tasks)


def _zip_release_tasks(stamp: dict) -> set[str]:
    """The task ids of the version the committed zip holds: the current registry's, or its pinned commit's."""
    spec = DatasetSpec.load(REPO / "dataset.yaml")
    if stamp["version"] == spec.version:
        reg = json.loads((REPO / "registry.json").read_text())
    else:
        commit = spec.releases[stamp["version"]]
        reg = json.loads(subprocess.run(["git", "show", f"{commit}:registry.json"], cwd=REPO, capture_output=True,
                                        text=True, check=True).stdout)
    (row,) = [r for r in reg if r["version"] == stamp["version"]]
    return {t["name"] for t in row["tasks"]}


def test_zip_holds_the_tb1_layout_of_the_release_it_names_with_modes():
    from termigen.dataset.publish import zip_stamp

    stamp = zip_stamp(REPO / "termigen_env.zip")
    assert stamp is not None and stamp["name"] == "termigen-environments"
    with zipfile.ZipFile(REPO / "termigen_env.zip") as z:
        names = z.namelist()
        assert names == sorted(names, key=lambda n: n.rstrip("/").split("/"))  # path order, as written
        assert {i.date_time for i in z.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        run_tests = [i for i in z.infolist() if i.filename.endswith("/run-tests.sh")]
        assert run_tests and all((i.external_attr >> 16) & 0o111 for i in run_tests)
        tasks = {n.split("/")[1] for n in names if n.count("/") >= 2}
    assert tasks == _zip_release_tasks(stamp)


def _git(cwd, *args):
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout.strip()


def test_a_kept_zip_must_be_a_pinned_release_or_the_current_version_as_generated(tmp_path):
    """generate --check's rule for the committed zip (a release artifact, rebuilt per version)."""
    from termigen.dataset.publish import check_kept_zip

    repo = tmp_path / "repo"
    (repo / "src" / "t").mkdir(parents=True)
    (repo / "src" / "t" / "a.sh").write_text("echo 1\n")
    zp = repo / "termigen_env.zip"
    write_zip(repo / "src", zp, {"name": "termigen-environments", "version": "1.0"})
    _git(repo, "init", "-q")
    _git(repo, "-c", "user.email=t@t", "-c", "user.name=t", "add", "termigen_env.zip")
    _git(repo, "-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "1.0")
    c1 = _git(repo, "rev-parse", "HEAD")
    fresh = tmp_path / "fresh.zip"
    (repo / "src" / "t" / "a.sh").write_text("echo 2\n")  # the tasks changed after the release
    write_zip(repo / "src", fresh, {"name": "termigen-environments", "version": "1.1"})

    def spec(version, releases):
        return DatasetSpec(name="termigen-environments", version=version, releases=releases, families={})

    assert check_kept_zip(spec("1.1", {"1.0": c1}), zp, fresh) == []  # the last release's zip, as committed
    assert "neither the current version" in check_kept_zip(spec("1.1", {}), zp, fresh)[0]
    assert "differs from what the generator makes" in check_kept_zip(spec("1.0", {}), zp, fresh)[0]
    other = "0" * 40
    assert "cannot read" in check_kept_zip(spec("1.1", {"1.0": other}), zp, fresh)[0]
    write_zip(repo / "src", zp, {"name": "termigen-environments", "version": "1.0"})  # same stamp, other bytes
    assert "not the zip committed at" in check_kept_zip(spec("1.1", {"1.0": c1}), zp, fresh)[0]
    write_zip(repo / "src", zp, {"name": "someone-else", "version": "1.0"})
    assert "holds dataset 'someone-else'" in check_kept_zip(spec("1.1", {"1.0": c1}), zp, fresh)[0]


def test_zip_is_deterministic(tmp_path):
    src = tmp_path / "src"
    (src / "t").mkdir(parents=True)
    (src / "t" / "a.sh").write_text("echo hi\n")
    write_zip(src, tmp_path / "1.zip")
    (src / "t" / "a.sh").touch()  # a new mtime must not change the bytes
    write_zip(src, tmp_path / "2.zip")
    assert (tmp_path / "1.zip").read_bytes() == (tmp_path / "2.zip").read_bytes()


def test_generate_to_a_custom_out_leaves_the_committed_zip_and_registry(tmp_path):
    import hashlib

    def digest(p):
        return hashlib.sha256(p.read_bytes()).hexdigest()

    before = {p: digest(REPO / p) for p in ("termigen_env.zip", "registry.json")}
    r = _cli("generate", "-f", "order_revenue", "-l", "easy", "-c", "1", "--seed", "7", "--out", str(tmp_path / "h"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert {p: digest(REPO / p) for p in before} == before
    assert (tmp_path / "h.zip").is_file() and (tmp_path / "h.registry.json").is_file()
    from termigen.dataset.publish import zip_stamp

    assert zip_stamp(tmp_path / "h.zip") == {"name": "termigen-environments", "version": "adhoc"}  # no release
    assert [d.name for d in (tmp_path / "h").iterdir()] == ["order-revenue-easy-00007"]


@pytest.mark.parametrize(
    "args, words",
    [
        (["--family", "nosuch"], "unknown family 'nosuch'; valid families: "),
        (["--family", "order_revenue", "--level", "extreme"], "unknown level 'extreme'; valid levels: easy, medium, hard"),
        (["--family", "order_revenue", "--count", "0"], "--count must be at least 1"),
    ],
)
def test_generate_bad_input(tmp_path, args, words):
    r = _cli("generate", *args, "--out", str(tmp_path / "h"), "--zip", str(tmp_path / "z.zip"),
             "--registry", str(tmp_path / "r.json"))
    assert r.returncode == 2
    assert words in r.stderr
    assert "Traceback" not in r.stderr


def test_spec_with_unknown_family(tmp_path):
    spec = tmp_path / "spec.yaml"
    spec.write_text("families:\n  nosuch: {easy: 1}\n")
    r = _cli("generate", "--spec", str(spec), "--out", str(tmp_path / "h"))
    assert r.returncode == 2 and "unknown families ['nosuch']" in r.stderr


def test_a_family_failing_for_one_seed_is_reported_and_others_go_on():
    @register
    class Flaky(Family):
        name = "flaky_for_test"
        category = "data"
        description = "raises for seed 1"

        def make(self, rng, level):
            raise RuntimeError("boom")

    try:
        tasks, failures = generate_tasks([("order_revenue", "easy", 0), ("flaky_for_test", "easy", 1),
                                          ("order_revenue", "easy", 2)])
        assert [t.seed for t in tasks] == [0, 2]
        assert len(failures) == 1 and failures[0].seed == 1 and "boom" in failures[0].error
    finally:
        _REGISTRY.pop("flaky_for_test")


def test_spec_counts():
    spec = DatasetSpec.load(REPO / "dataset.yaml")
    jobs = list(spec.jobs())
    assert len(jobs) == len(set(jobs)) == len(list((REPO / "environments_harbor").iterdir()))


def test_interleaved_order_covers_families_evenly(tmp_path):
    from pathlib import Path

    from termigen.dataset import interleaved

    names = [f"{f}-{lv}-{s:05d}" for f, off in (("alpha-fam", 0), ("beta", 500)) for lv in ("easy", "hard")
             for s in range(off, off + 3)]
    order = [d.name for d in interleaved([Path(n) for n in names])]
    # every family and level at its first seed before anyone's second seed, whatever the seed offsets
    assert order[:4] == ["alpha-fam-easy-00000", "alpha-fam-hard-00000", "beta-easy-00500", "beta-hard-00500"]
    assert order[-1] == "beta-hard-00502"


def test_trim_keeps_the_verified_prefix(tmp_path):
    """`termigen trim`: per family and level, the run of seeds with passing records from the offset."""
    from termigen.dataset import FamilySpec, dump_spec, verified_prefix
    from termigen.families import get_family
    from termigen.verify.manifest import Manifest, TaskRecord

    fam = get_family("order_revenue")
    spec = DatasetSpec(families={"order_revenue": FamilySpec(easy=3, medium=3, hard=3, seed_offset=7)})
    m = Manifest(tmp_path / "m.json")

    def passed(level, seed, ok=True):
        t = fam.generate(seed, level)
        m.put(t.content_hash(), TaskRecord(task_id=t.id, family=t.family, category=t.category, difficulty=level,
                                           passed=ok))

    for s in (7, 8, 9):
        passed("easy", s)
    passed("medium", 7)
    passed("medium", 8, ok=False)  # a failing record ends the prefix
    passed("medium", 9)
    passed("hard", 8)  # seed 7 never verified: nothing of hard
    trimmed, counts = verified_prefix(spec, m)
    assert counts["order_revenue"] == {"easy": 3, "medium": 1, "hard": 0}
    assert trimmed.families == {}  # a family ships with all three levels or not at all
    passed("hard", 7)
    trimmed, _ = verified_prefix(spec, m)
    assert trimmed.families["order_revenue"] == FamilySpec(easy=3, medium=1, hard=2, seed_offset=7)
    dump_spec(trimmed, tmp_path / "d.yaml", "# header\n")
    assert DatasetSpec.load(tmp_path / "d.yaml") == trimmed
    assert (tmp_path / "d.yaml").read_text().startswith("# header\nname: ")


def test_committed_tasks_of_a_family_differ_beyond_numbers():
    """Instance diversity over the whole committed dataset: no two tasks of a family share their instruction
    apart from digits."""
    seen: dict[tuple[str, str], str] = {}
    dups = []
    for d in sorted((REPO / "environments_harbor").iterdir()):
        family = tomllib.loads((d / "task.toml").read_text())["metadata"]["family"]
        key = (family, re.sub(r"\d+", "#", (d / "instruction.md").read_text()))
        if key in seen:
            dups.append((seen[key], d.name))
        seen.setdefault(key, d.name)
    assert len(seen) > 600 and not dups, dups[:5]


def test_generating_again_in_place_keeps_unchanged_files_and_drops_the_rest(tmp_path):
    out = ["--out", str(tmp_path / "h"), "--zip", str(tmp_path / "z.zip"), "--registry", str(tmp_path / "r.json")]
    assert _cli("generate", "-f", "order_revenue", "-l", "easy", "-c", "2", *out).returncode == 0
    kept = tmp_path / "h" / "order-revenue-easy-00001" / "instruction.md"
    first_zip = (tmp_path / "z.zip").read_bytes()
    os.utime(kept, (1, 1))
    (tmp_path / "h" / "stray.txt").write_text("not a task")
    (tmp_path / "h" / "order-revenue-easy-00000" / "extra.txt").write_text("not in the task")
    r = _cli("generate", "-f", "order_revenue", "-l", "easy", "-c", "1", "--seed", "1", *out)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in (tmp_path / "h").iterdir()) == ["order-revenue-easy-00001"]
    assert kept.stat().st_mtime == 1  # same bytes: not rewritten
    with zipfile.ZipFile(tmp_path / "z.zip") as z:
        assert {n.split("/")[1] for n in z.namelist()} == {"order-revenue-easy-00001"}
    assert (tmp_path / "z.zip").read_bytes() != first_zip


def test_spec_releases_round_trip_and_bad_pins_are_refused(tmp_path):
    from termigen.dataset import dump_spec

    spec = DatasetSpec.load(REPO / "dataset.yaml")
    assert spec.releases and spec.version not in spec.releases
    dump_spec(spec, tmp_path / "d.yaml")
    assert DatasetSpec.load(tmp_path / "d.yaml") == spec
    bad = (tmp_path / "d.yaml").read_text().replace(next(iter(spec.releases.values())), "abc123")
    (tmp_path / "bad.yaml").write_text(bad)
    with pytest.raises(TermigenError, match="full 40-hex commit"):
        DatasetSpec.load(tmp_path / "bad.yaml")


def test_task_ids_parse_back_and_odd_names_go_last():
    from pathlib import Path

    from termigen.dataset import interleaved
    from termigen.task import parse_task_id, task_id

    assert parse_task_id(task_id("log_retention", "hard", 7)) == ("log-retention", "hard", 7)
    assert parse_task_id("notes") is None and parse_task_id("a-b") is None
    dirs = [Path(n) for n in ("zz-notes", "b-fam-easy-00501", "a-fam-hard-00000", "a-fam-easy-00001",
                               "b-fam-easy-00500", "a-fam-easy-00000")]
    assert [d.name for d in interleaved(dirs)] == ["a-fam-easy-00000", "a-fam-hard-00000", "b-fam-easy-00500",
                                                   "a-fam-easy-00001", "b-fam-easy-00501", "zz-notes"]


def test_stratified_sample_spreads_over_levels_and_is_seeded(tmp_path):
    from termigen.dataset import generate_tasks, stratified_sample

    jobs = [(f, lv, s) for f in ("order_revenue", "log_retention") for lv in ("easy", "hard") for s in (0, 1, 2)]
    generate_tasks(jobs, harbor_root=tmp_path / "h")
    dirs = sorted(d for d in (tmp_path / "h").iterdir() if d.is_dir())
    picked = stratified_sample(dirs, 4, seed=3)
    by_fam = {f: [d.name for d in picked if d.name.startswith(f.replace("_", "-"))]
              for f in ("order_revenue", "log_retention")}
    for fam, names in by_fam.items():
        assert len(names) == 4, (fam, names)  # 2 hard + 2 easy: levels alternate, hard first
        assert sum("-hard-" in n for n in names) == 2 and sum("-easy-" in n for n in names) == 2
    assert picked == stratified_sample(dirs, 4, seed=3)
    assert {d.name for d in stratified_sample(dirs, 10, seed=0)} == {d.name for d in dirs}  # fewer than N: all
    # a level used up hands its turn on: 4 of a family with 1 hard + 3 easy is all 4, not 1 hard + 2 easy
    uneven = [d for d in dirs if "-easy-" in d.name or d.name.endswith("-hard-00000")]
    assert len(stratified_sample(uneven, 4, seed=1)) == 8


def test_check_reports_content_presence_and_exec_bit_differences(tmp_path):
    from termigen.dataset import differing_paths

    a, b = tmp_path / "a", tmp_path / "b"
    for root in (a, b):
        (root / "t").mkdir(parents=True)
        (root / "t" / "same.txt").write_text("x\n")
        (root / "t" / "run.sh").write_text("echo\n")
    assert differing_paths(a, b) == []
    (b / "t" / "run.sh").chmod(0o755)
    (b / "t" / "same.txt").write_text("y\n")
    (b / "t" / "new.txt").write_text("n\n")
    got = differing_paths(a, b)
    assert sorted(got) == sorted([f"{a}/t/new.txt: only in one of committed/generated", f"{a}/t/run.sh: differs",
                                  f"{a}/t/same.txt: differs"])
    (tmp_path / "z1").write_bytes(b"1")
    (tmp_path / "z2").write_bytes(b"1")
    assert differing_paths(tmp_path / "z1", tmp_path / "z2") == []
    (tmp_path / "z2").write_bytes(b"2")
    assert differing_paths(tmp_path / "z1", tmp_path / "z2") == [str(tmp_path / "z1")]
    assert differing_paths(tmp_path / "missing.zip", tmp_path / "z2") == [str(tmp_path / "missing.zip")]


def test_adhoc_jobs_are_seeds_from_the_first_per_family_and_level():
    from termigen.dataset import adhoc_jobs

    spec, jobs = adhoc_jobs(["order_revenue"], ["hard"], 3, 1000)
    assert list(spec.families) == ["order_revenue"]
    assert jobs == [("order_revenue", "hard", 1000), ("order_revenue", "hard", 1001), ("order_revenue", "hard", 1002)]
    _, jobs = adhoc_jobs(["order_revenue"], None, 1, 7)
    assert jobs == [("order_revenue", lv, 7) for lv in ("easy", "medium", "hard")]
    with pytest.raises(TermigenError, match="valid levels"):
        adhoc_jobs(["order_revenue"], ["extreme"], 1, 0)


def test_sample_by_category_takes_one_family_per_category_rotating_with_the_seed(tmp_path):
    from termigen.dataset import generate_tasks, stratified_sample

    fams = ("order_revenue", "text_reconcile", "log_retention")  # data, data, sysadmin
    generate_tasks([(f, lv, 0) for f in fams for lv in ("easy", "hard")], harbor_root=tmp_path / "h")
    dirs = sorted(d for d in (tmp_path / "h").iterdir() if d.is_dir())
    seen = set()
    for seed in range(12):
        picked = stratified_sample(dirs, 1, seed=seed, by="category")
        names = [d.name for d in picked]
        assert len(names) == 2 and sum(n.startswith("log-retention") for n in names) == 1, names
        assert all("-hard-" in n for n in names), names  # one task per chosen family, hard first
        seen |= {n.rsplit("-", 2)[0] for n in names}
    assert seen == {"order-revenue", "text-reconcile", "log-retention"}  # the seed rotates the data family
    with pytest.raises(ValueError, match="family.*category"):
        stratified_sample(dirs, 1, seed=0, by="level")
