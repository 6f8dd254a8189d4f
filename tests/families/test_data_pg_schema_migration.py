"""pg_schema_migration without containers: a throwaway PostgreSQL 15 cluster on the host (initdb as the postgres user,
trust auth on a private socket) gets each task's seed; the oracle's migration file (its phase heredocs assembled, the
sudo/psql calls of the script stubbed) then goes through the task's own hidden tests, run in-process with their
connection helpers pointed at that cluster, and passes them all; every decoy's file fails at least one; the untouched
environment (no file) fails. Draws are deterministic and reach every component.

The cluster tests need PostgreSQL 15's server binaries and a `postgres` account (as in termigen/db:1 and on the
TermiGen hosts); without them they are skipped, the container gate (`termigen verify`) still runs them for real."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import types
from collections import Counter
from pathlib import Path

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.data import pg_schema_migration as fam

FAM = get_family("pg_schema_migration")
BIN = Path("/usr/lib/postgresql/15/bin")


def _can_run_cluster() -> bool:
    if not (BIN / "initdb").exists() or not shutil.which("psql"):
        return False
    try:
        import pwd

        pwd.getpwnam("postgres")
    except KeyError:
        return False
    return os.geteuid() == 0


needs_pg = pytest.mark.skipif(not _can_run_cluster(), reason="needs PostgreSQL 15 binaries, a postgres account, root")


class Cluster:
    def __init__(self, root: Path):
        self.root, self.port = root, 5400 + os.getpid() % 500
        self.sock = str(root)
        root.mkdir(parents=True, exist_ok=True)
        shutil.chown(root, "postgres")
        os.chmod(root, 0o777)
        run = ["runuser", "-u", "postgres", "--"]
        subprocess.run(run + [str(BIN / "initdb"), "-D", str(root / "data"), "-A", "trust", "-E", "UTF8",
                              "--locale=C.UTF-8"], check=True, capture_output=True)
        subprocess.run(run + [str(BIN / "pg_ctl"), "-D", str(root / "data"), "-l", str(root / "log"), "-w", "-o",
                              f"-k {self.sock} -p {self.port} -c listen_addresses='' -c fsync=off", "start"],
                       check=True, capture_output=True)

    def cmd(self, user: str, db: str) -> list[str]:
        return [str(BIN / "psql"), "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", self.sock, "-p",
                str(self.port), "-U", user, "-d", db]

    def sql(self, script: str, db: str = "postgres") -> subprocess.CompletedProcess:
        return subprocess.run(self.cmd("postgres", db), input=script, capture_output=True, text=True, timeout=300)

    def stop(self):
        subprocess.run(["runuser", "-u", "postgres", "--", str(BIN / "pg_ctl"), "-D", str(self.root / "data"),
                        "-m", "immediate", "stop"], capture_output=True)


@pytest.fixture(scope="module")
def cluster():
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="tg-pg-"))  # pytest's tmp is root-only: the server runs as postgres
    os.chmod(root, 0o755)
    c = Cluster(root / "c")
    yield c
    c.stop()
    shutil.rmtree(root, ignore_errors=True)


def _seed(c: Cluster, task) -> None:
    db = next(p for p in task.environment.files if p.startswith("/usr/local/sbin/")).rsplit("/", 1)[1][:-6]
    r = c.sql(f"ALTER DATABASE {db}_pristine IS_TEMPLATE false;\n" if _exists(c, f"{db}_pristine") else "")
    c.sql(f"DROP DATABASE IF EXISTS {db}_pristine;\nDROP DATABASE IF EXISTS {db} WITH (FORCE);\n")
    r = c.sql(task.environment.files[fam.SEED].content)
    assert r.returncode == 0, r.stderr[-2000:]
    r = c.sql(f"CREATE DATABASE {db}_pristine TEMPLATE {db};\n"
              f"ALTER DATABASE {db}_pristine WITH IS_TEMPLATE true ALLOW_CONNECTIONS false;\n")
    assert r.returncode == 0, r.stderr[-2000:]


def _exists(c: Cluster, db: str) -> bool:
    r = c.sql(f"SELECT 1 FROM pg_database WHERE datname = '{db}';")
    return r.stdout.strip() == "1"


def _migration(task, script: str, tmp: Path) -> Path | None:
    """Run a solve script with its paths moved under tmp and sudo/psql stubbed; the migration file it leaves."""
    T = _truth(task)
    mig, phases = tmp / "mig", tmp / "phases"
    mig.mkdir(parents=True, exist_ok=True)
    text = script.replace(fam.MIG_DIR, str(mig)).replace(fam.PHASE_DIR, str(phases))
    text = text.replace("set -euo pipefail\n", "set -euo pipefail\nsudo() { :; }\npsql() { cat >/dev/null; }\n", 1)
    r = subprocess.run(["bash", "-c", text], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stderr[-2000:]
    out = mig / Path(T["migration"]).name
    return out if out.exists() else None


def _truth(task):
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs.py", "exec"), ns)
    return ns["T"]


def _hidden_tests(c: Cluster, task, migration: Path | None) -> dict[str, str | None]:
    """The task's own tests, in-process, against the local cluster: {test name: None (passed) or the failure}."""
    guard = types.ModuleType("tg_guard")
    guard.give = lambda p: p
    guard.run = lambda cmd, timeout=60, **kw: subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    sys.modules["tg_guard"] = guard
    src = task.tests["test_outputs.py"].content
    ns = {"__name__": "tg_hidden"}
    exec(compile(src, "test_outputs.py", "exec"), ns)
    ns["_cmd"] = c.cmd
    ns["_start_cluster"] = lambda: None
    ns["T"]["migration"] = str(migration) if migration else "/nonexistent/migration.sql"
    results = {}
    for name in re.findall(r"^def (test_\w+)\(", src, re.M):
        try:
            ns[name]()
            results[name] = None
        except (Exception, pytest.fail.Exception) as e:  # pytest.fail raises an OutcomeException (BaseException)
            import traceback
            results[name] = f"{type(e).__name__}: {str(e)[:400]} {traceback.format_exc()[-600:] if not isinstance(e, AssertionError) else ''}"
    return results


def _verdict(c, task, script, tmp) -> dict:
    _seed(c, task)
    return _hidden_tests(c, task, _migration(task, script, tmp))


# easy/504 (dedup_unique: UNIQUE before the merge must fail) and medium/500 (view_fix) are where decoys once passed
CASES = [("easy", 500), ("easy", 503), ("easy", 504), ("easy", 507), ("medium", 500), ("medium", 501),
         ("medium", 504), ("medium", 508), ("hard", 500), ("hard", 503), ("hard", 506)]


@needs_pg
@pytest.mark.parametrize("level,seed", CASES)
def test_oracle_passes_every_decoy_and_nop_fail(cluster, level, seed, tmp_path):
    task = FAM.generate(seed, level)
    res = _verdict(cluster, task, task.solution, tmp_path / "oracle")
    bad = {k: v for k, v in res.items() if v}
    assert not bad, f"oracle fails {level}/{seed}: {bad}"
    for dec in task.decoys:
        res = _verdict(cluster, task, dec.script, tmp_path / dec.name)
        assert any(res.values()), f"decoy {dec.name} passes {level}/{seed}"
    _seed(cluster, task)
    assert any(_hidden_tests(cluster, task, None).values()), "the untouched environment passes"


def test_dedup_data_holds_an_exact_duplicate():
    """A UNIQUE constraint added before the merge must fail: staging and production each repeat one email verbatim."""
    for seed in range(500, 530):
        for level in LEVELS:
            t = FAM.generate(seed, level)
            if "dedup_unique" not in t.components:
                continue
            T = _truth(t)
            staging = Counter(re.findall(r"'([^'@]+@[^']+)'", t.environment.files[fam.SEED].content))
            production = Counter(re.findall(r"'([^'@]+@[^']+)'", T["production_rows"]))
            assert any(n > 1 for n in staging.values()), (seed, level, "staging")
            assert any(n > 1 or m in staging for m, n in production.items()), (seed, level, "production")


def test_deterministic():
    for level in LEVELS:
        a, b = FAM.generate(511, level), FAM.generate(511, level)
        assert a.model_dump() == b.model_dump()
        assert a.content_hash() == b.content_hash()


def test_composition_reaches_every_component_and_differs_by_seed():
    seen, sets = Counter(), {lv: set() for lv in LEVELS}
    for level in LEVELS:
        lo, hi = FAM.levels[level].components
        for seed in range(500, 540):
            t = FAM.generate(seed, level)
            drawn = [c for c in t.components
                     if not c.startswith("domain_") and c not in {f"index_{v}" for v in fam.INDEX_VARIANTS}]
            assert lo <= len(drawn) <= hi
            seen.update(t.components)
            sets[level].add(frozenset(drawn))
        assert len(sets[level]) >= 30, f"{level}: only {len(sets[level])} component sets in 40 seeds"
    pool = ({c.name for c in fam.POOL} | {f"domain_{d['key']}" for d in fam.DOMAINS}
            | {f"index_{v}" for v in fam.INDEX_VARIANTS})
    assert set(seen) == pool, f"never drawn: {sorted(pool - set(seen))}"


def test_levels_change_the_work():
    for seed in range(500, 515):
        e, m, h = (FAM.generate(seed, lv) for lv in LEVELS)
        assert any(set(p) <= set(h.components) for p in fam.INTERACTIONS), h.components
        assert f"/home/{fam.AGENT}/" in h.instruction and "Requirements:" not in h.instruction
        assert "second run" in m.instruction and "second run" in h.instruction and "second run" not in e.instruction
        assert "test_second_run_succeeds_and_changes_nothing" in h.tests["test_outputs.py"].content
        assert "test_second_run" not in e.tests["test_outputs.py"].content


def test_agent_is_unprivileged_and_truth_is_hidden():
    """The agent is `dev`, its role no superuser; the production rows live only in the tests; the seed is removed."""
    for seed in (500, 501, 502):
        t = FAM.generate(seed, "hard")
        assert t.agent_user == fam.AGENT and t.outputs == [fam.MIG_DIR]
        setup, seed_sql = t.environment.setup, t.environment.files[fam.SEED].content
        assert "rm -rf /opt/tg-seed" in setup and "SUPERUSER" not in seed_sql.upper().replace("NOSUPERUSER", "")
        assert "CREATEROLE" not in seed_sql and "CREATEDB" not in seed_sql
        assert re.search(r'NOPASSWD: [^\n]*reset ""', setup)
        T = _truth(t)
        some_hidden = T["production_rows"].splitlines()[1]
        assert some_hidden not in seed_sql and some_hidden not in t.instruction
        hba = t.environment.files["/opt/tg-seed/pg_hba.conf"].content
        assert "trust" not in hba and "host" not in hba
        ident = t.environment.files["/opt/tg-seed/pg_ident.conf"].content
        assert f"tgadmin {fam.AGENT}" not in ident  # the agent never maps to postgres
