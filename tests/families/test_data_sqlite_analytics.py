"""sqlite_analytics without containers: the oracle script (bash + the host's sqlite3, the image's version) passes
the task's own hidden tests on the generated database; every decoy fails them; draws are deterministic and the
component pools are all reachable."""

import sqlite3
import subprocess
import sys
import types
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.data import sqlite_analytics as fam

FAM = get_family("sqlite_analytics")


def _outcome(task, script: str, tmp_path) -> bool:
    """True when every hidden test passes on what `script` leaves behind."""
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content, ns)
    home = task.environment.workdir
    root = tmp_path / "srv"
    db = ns["DB"].replace(home, str(root))
    root.mkdir()
    subprocess.run(["sqlite3", db], input=task.environment.files["/tmp/seed.sql"].content, text=True, check=True)
    r = subprocess.run(["bash", "-c", script.replace(home, str(root))], capture_output=True, text=True)
    ns.update(OUT=ns["OUT"].replace(home, str(root)), DB=db)
    try:
        for name in sorted(ns["CSV"]) or ["-"]:
            ns["test_csv_report"](name)
        ns["test_json_summary"]()
        (tmp_path / "t").mkdir()
        ns["test_database_deliverables"](tmp_path / "t")
    except (AssertionError, OSError, ValueError, sqlite3.Error):
        return False
    assert r.returncode == 0 or script != task.solution, f"the oracle failed: {r.stderr[-800:]}"
    return True


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [500, 503, 507])
def test_oracle_passes_and_decoys_fail(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    assert len(task.decoys) >= 2
    for name, script, want in [("oracle", task.solution, True)] + [(d.name, d.script, False) for d in task.decoys]:
        (tmp_path / name).mkdir()
        assert _outcome(task, script, tmp_path / name) is want, f"{name}: expected the tests to {'pass' if want else 'fail'}"


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.content_hash() == b.content_hash()
    assert FAM.generate(511, "hard").content_hash() != FAM.generate(512, "hard").content_hash()


def test_composition_varies_and_reaches_every_component():
    seen, per_level = Counter(), {}
    for level in LEVELS:
        sets = [tuple(FAM.generate(s, level).components) for s in range(500, 540)]
        per_level[level] = sets
        seen.update(c for s in sets for c in s)
        assert len(set(sets)) >= 0.8 * len(sets), f"{level}: only {len(set(sets))} distinct component sets"
        for i in range(0, len(sets) - 4):
            assert len({frozenset(s) for s in sets[i:i + 5]}) >= 4, f"{level}: a run of 5 repeats itself"
    pool = set(fam.TRAPS) | set(fam.REPORTS) | set(fam.EXTRAS)
    assert pool - set(seen) == set(), f"never drawn: {pool - set(seen)}"
    lo = {lv: min(len(s) for s in per_level[lv]) for lv in LEVELS}
    assert lo["easy"] >= 2 and lo["medium"] >= 3 and lo["hard"] >= 4


def test_levels_change_the_work():
    easy, hard = FAM.generate(520, "easy"), FAM.generate(520, "hard")
    assert "## Data rules\n\n- " in easy.instruction and "DATA_NOTES" not in easy.instruction
    assert "## Data rules\n\n- " not in hard.instruction and "DATA_NOTES.md" in hard.instruction
    assert any(p.endswith("DATA_NOTES.md") for p in hard.environment.files)
    assert any(c in hard.components for c in fam.EXTRAS)


def test_truth_models_sqlite_parsing():
    assert fam._dt("2023-01-31 23:30:00-02:00").isoformat() == "2023-02-01T01:30:00"
    assert fam._dt("2023-01-05T10:00:00Z").isoformat() == "2023-01-05T10:00:00"
    assert fam._dt("05/01/2023 11:00") is None and fam._dt("1700000000") is None
    assert str(fam._num("1,234.50")) == "1" and str(fam._num(" 12.5 ")) == "12.5" and fam._num("") == 0


def test_an_edited_row_fails_the_database_check(tmp_path):
    """Where the database is a deliverable, changing one stored value (not the row count) is caught."""
    task = FAM.generate(500, "hard")
    assert {"as_view", "index_plan"} & set(task.components)
    mem = sqlite3.connect(":memory:")
    mem.executescript(task.environment.files["/tmp/seed.sql"].content)
    fact = [r[0] for r in mem.execute("SELECT name FROM sqlite_master WHERE type = 'table'")][2]
    col = [r[1] for r in mem.execute(f"PRAGMA table_info({fact})")][3]
    bad = task.solution + f'sqlite3 "$DB" "UPDATE {fact} SET {col} = {col} || \' \' WHERE rowid = (SELECT MIN(rowid) FROM {fact});"\n'
    for name, script, want in (("oracle", task.solution, True), ("edited", bad, False)):
        (tmp_path / name).mkdir()
        assert _outcome(task, script, tmp_path / name) is want, name
