"""sqlite_analytics without containers: the oracle's SQL, run by the host's SQLite on the generated dump,
passes the task's own tests; every decoy's SQL fails them (so the embedded truth and the traps agree)."""

import re
import sqlite3

import pytest

from termigen.families import LEVELS, get_family

HEREDOC = re.compile(r'^sqlite3 (?:-header -csv )?"\$DB" <<\'SQL\'(?: > (\S+))?\n(.*?)\nSQL$', re.M | re.S)


def _run_script(script: str, db: sqlite3.Connection, out_dir, real_out: str) -> None:
    for target, sql in HEREDOC.findall(script):
        if not target:
            db.executescript(sql)
            db.commit()
            continue
        cur = db.execute(sql)
        rows = [[d[0] for d in cur.description]] + [["" if v is None else str(v) for v in r] for r in cur.fetchall()]
        name = target[len(real_out) + 1:]
        (out_dir / name).write_text("\n".join(",".join(f'"{c}"' if "," in c else c for c in r) for r in rows) + "\n")


def _outcome(task, script, tmp_path) -> bool:
    """True when every test of the task passes on what `script` produces."""
    ns: dict = {}
    exec(task.tests["test_outputs.py"].content, ns)
    out = tmp_path / "out"
    out.mkdir()
    dbfile = tmp_path / "db.sqlite"
    db = sqlite3.connect(dbfile)
    db.executescript(task.environment.files["/tmp/seed.sql"].content)
    _run_script(script, db, out, ns["OUT"])
    db.close()
    ns["OUT"] = str(out)
    if "DB" in ns:
        ns["DB"] = str(dbfile)
    try:
        for name in sorted(ns["EXPECTED"]):
            ns["test_header"](name)
            ns["test_rows"](name)
        if "DB" in ns:
            ns["test_view_is_a_view_and_tables_untouched"]()
            sub = tmp_path / "view"
            sub.mkdir()
            ns["test_view_values_and_live"](sub)
    except (AssertionError, sqlite3.Error):
        return False
    return True


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 7])
def test_oracle_passes_and_decoys_fail(tmp_path, level, seed):
    task = get_family("sqlite_analytics").generate(seed, level)
    for name, script, want in [("oracle", task.solution, True)] + [(d.name, d.script, False) for d in task.decoys]:
        (tmp_path / name).mkdir()
        assert _outcome(task, script, tmp_path / name) is want, f"{name}: expected the tests to {'pass' if want else 'fail'}"
