"""Both layouts from one model: lossless round trips, valid for the harnesses' own schemas, clear errors."""

import os
import shutil

import pytest

from termigen.errors import TaskFormatError
from termigen.families import LEVELS, families
from termigen.formats import read_harbor, read_tb1, write_harbor, write_tb1
from termigen.verify.static import check_harbor_dir, check_tb1_dir

FAMILIES = sorted(families())  # every registered family, shipped or not yet
CASES = [(f, lv) for f in FAMILIES for lv in LEVELS]


@pytest.mark.parametrize("family, level", CASES)
def test_round_trip_both_layouts(tmp_path, family, level):
    task = families()[family].generate(3, level)
    h = write_harbor(task, tmp_path / "h")
    t = write_tb1(task, tmp_path / "t")
    assert read_harbor(h) == task
    assert read_tb1(t) == task
    assert check_harbor_dir(h) == []  # includes Harbor's TaskConfig
    assert check_tb1_dir(t) == []  # includes terminal-bench's Task model


@pytest.mark.parametrize("family", FAMILIES)
def test_same_seed_same_bytes(tmp_path, family):
    for run in ("a", "b"):
        for lv in LEVELS:
            write_harbor(families()[family].generate(11, lv), tmp_path / run)
    a = {p.relative_to(tmp_path / "a"): p.read_bytes() for p in (tmp_path / "a").rglob("*") if p.is_file()}
    b = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b").rglob("*") if p.is_file()}
    assert a == b


def test_harbor_layout_keeps_hidden_files_out_of_the_build_context(tmp_path):
    task = families()["order_revenue"].generate(1, "easy")
    d = write_harbor(task, tmp_path)
    ctx = {p.relative_to(d / "environment").as_posix() for p in (d / "environment").rglob("*")}
    assert not any(x.startswith(("tests", "solution")) for x in ctx)
    toml = (d / "task.toml").read_text()
    assert 'environment_mode = "separate"' in toml and f'"{task.outputs[0]}"' in toml


@pytest.fixture
def harbor_dir(tmp_path):
    return write_harbor(families()["route_planner"].generate(2, "easy"), tmp_path)


def test_missing_file_is_named(harbor_dir):
    (harbor_dir / "instruction.md").unlink()
    with pytest.raises(TaskFormatError, match="instruction.md: missing file"):
        read_harbor(harbor_dir)
    assert any("instruction.md: missing" in p for p in check_harbor_dir(harbor_dir))


def test_bad_toml_is_named(harbor_dir):
    (harbor_dir / "task.toml").write_text("schema_version = [\n")
    with pytest.raises(TaskFormatError, match="task.toml: not valid TOML"):
        read_harbor(harbor_dir)


def test_missing_metadata_field_is_named(harbor_dir):
    p = harbor_dir / "task.toml"
    p.write_text(p.read_text().replace('family = "route_planner"\n', ""))
    with pytest.raises(TaskFormatError, match=r"\[metadata\]\.family is missing"):
        read_harbor(harbor_dir)


def test_missing_decoy_script_is_named(harbor_dir):
    shutil.rmtree(harbor_dir / "solution" / "decoys")
    with pytest.raises(TaskFormatError, match=r"decoys/hardcoded.sh: missing file"):
        read_harbor(harbor_dir)


def test_dockerfile_without_from(harbor_dir):
    (harbor_dir / "environment" / "Dockerfile").write_text("WORKDIR /app\n")
    with pytest.raises(TaskFormatError, match="no FROM line"):
        read_harbor(harbor_dir)


def test_harbor_schema_rejection_is_reported(harbor_dir):
    p = harbor_dir / "task.toml"
    p.write_text(p.read_text().replace("[verifier]\n", "[verifier]\nenvironment_mode = \"sideways\"\n", 1)
                 .replace('environment_mode = "separate"\n', "", 1))
    problems = check_harbor_dir(harbor_dir)
    assert problems and "Harbor's TaskConfig" in problems[0]


def test_network_fetch_in_setup_is_flagged(tmp_path):
    task = families()["log_retention"].generate(1, "easy")
    task = task.model_copy(update={"environment": task.environment.model_copy(update={"setup": "apt-get install -y x\n"})})
    d = write_harbor(task, tmp_path)
    assert any("network" in p for p in check_harbor_dir(d))


def test_tb1_yaml_errors(tmp_path):
    d = write_tb1(families()["order_revenue"].generate(1, "easy"), tmp_path)
    (d / "task.yaml").write_text("instruction: [unclosed\n")
    with pytest.raises(TaskFormatError, match="task.yaml: not valid YAML"):
        read_tb1(d)
    (d / "task.yaml").write_text("instruction: hi\ndifficulty: easy\n")
    with pytest.raises(TaskFormatError, match="'termigen' mapping is missing"):
        read_tb1(d)


def test_sync_tree_rewrites_only_what_changed_and_removes_the_rest(tmp_path):
    from termigen.formats.files import sync_tree

    root = tmp_path / "t"
    sync_tree(root, {"a.txt": (b"same", 0o644), "sub/b.sh": (b"old", 0o755), "gone/x": (b"x", 0o644),
                     "f": (b"file, later a folder", 0o644)})
    os.utime(root / "a.txt", (1, 1))
    (root / "stray.txt").write_text("not in the task")
    (root / "link").symlink_to(root / "a.txt")
    (root / "empty" / "deeper").mkdir(parents=True)
    sync_tree(root, {"a.txt": (b"same", 0o644), "sub/b.sh": (b"new", 0o700), "f/inner": (b"now a folder", 0o644),
                     "link": (b"same", 0o644)})
    files = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() or p.is_symlink())
    assert files == ["a.txt", "f/inner", "link", "sub/b.sh"]
    assert not (root / "gone").exists() and not (root / "empty").exists() and not (root / "link").is_symlink()
    assert (root / "sub/b.sh").read_bytes() == b"new" and (root / "sub/b.sh").stat().st_mode & 0o777 == 0o700
    assert (root / "a.txt").stat().st_mtime == 1  # left alone: same bytes and mode


def test_modes_git_cannot_keep_survive_a_fresh_clone(tmp_path):
    """git checks files out 0644/0755 only: a 0600 secret must still be 0600 in the image and read back as 0600."""
    from termigen.task import File

    task = families()["api_change_request"].generate(501, "easy")
    odd = {p: f.mode for p, f in task.environment.files.items() if f.mode not in (0o644, 0o755)}
    assert odd, "the fixture family no longer ships a file with a restricted mode"
    d = write_harbor(task, tmp_path)
    for p in (d / "environment" / "rootfs").rglob("*"):  # what a clone leaves on disk
        if p.is_file():
            p.chmod(0o755 if p.stat().st_mode & 0o100 else 0o644)
    text = (d / "environment" / "Dockerfile").read_text()
    assert all(f"chmod {m:04o} " in text and p in text for p, m in odd.items())
    back = read_harbor(d)
    assert {p: back.environment.files[p].mode for p in odd} == odd
    assert back.content_hash() == task.content_hash()
    bad = task.model_copy(deep=True)
    bad.environment.files = {"/etc/a": File.of("x", mode=0o600)}
    d2 = write_harbor(bad, tmp_path / "bad")
    (d2 / "environment" / "rootfs" / "etc" / "a").unlink()
    with pytest.raises(TaskFormatError, match="chmod names /etc/a"):
        read_harbor(d2)
