"""Which technologies a task really runs, for the card's technology table (issue: stacks).

A task counts for a technology only on evidence that the technology executes during the gate, never because a file
about it is present:
- its oracle runs one of the technology's commands (toolscan over solve.sh, heredocs included);
- its tests run one (the first item of an argv list, `["psql", ...]`, or the first word of a string handed to a
  runner, `run("redis-cli ping")`);
- its oracle or tests import one of the technology's Python modules or `require()` its Node module, or a Python or
  JavaScript file of the environment does, or a shell script of the environment runs one of its commands, and the
  oracle or the tests name that file's path (they start it).
A config file for nginx that nothing runs, or a Dockerfile snippet in an instruction, counts for nothing.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from termigen.task import Task
from termigen.toolscan import tools_in


@dataclass(frozen=True)
class Technology:
    name: str
    stack: str  # the base image or group that ships it, for the table's grouping
    tools: frozenset[str] = frozenset()
    modules: frozenset[str] = frozenset()  # Python import roots and Node module names


def _t(name: str, stack: str, tools: str = "", modules: str = "") -> Technology:
    return Technology(name, stack, frozenset(tools.split()), frozenset(modules.split()))


TECHNOLOGIES: list[Technology] = [
    _t("PostgreSQL", "db", "psql pg_ctl pg_ctlcluster pg_dump pg_restore createdb initdb postgres pg_isready",
       "psycopg2 psycopg asyncpg"),
    _t("MariaDB/MySQL", "db", "mysql mariadb mysqld mariadbd mysqldump mariadb-dump mysqladmin", "pymysql MySQLdb"),
    _t("Redis", "db", "redis-server redis-cli", "redis"),
    _t("SQLite", "core", "sqlite3", "sqlite3"),
    _t("DuckDB", "db", "duckdb", "duckdb"),
    _t("Parquet/Arrow", "db", "", "pyarrow"),
    _t("SQLAlchemy", "db", "", "sqlalchemy"),
    _t("Flask", "web", "flask", "flask"),
    _t("FastAPI", "web", "uvicorn", "fastapi"),
    _t("Django", "web", "django-admin", "django"),
    _t("gunicorn", "web", "gunicorn", "gunicorn"),
    _t("Node.js", "web", "node nodejs npm npx", "express ws"),
    _t("nginx", "web", "nginx", ""),
    _t("WebSocket", "web", "websocat", "websockets ws"),
    _t("gRPC/protobuf", "web", "protoc grpc_tools", "grpc grpc_tools google.protobuf"),
    _t("PyTorch", "ml", "", "torch"),
    _t("Hugging Face transformers", "ml", "", "transformers tokenizers safetensors accelerate"),
    _t("ONNX", "ml", "", "onnx onnxruntime"),
    _t("Jupyter", "ml", "jupyter ipython", "nbclient nbformat ipykernel"),
    _t("Dask", "ml", "dask-scheduler dask-worker", "dask distributed"),
    _t("scikit-learn", "sci", "", "sklearn"),
    _t("NumPy/SciPy", "sci", "", "numpy scipy"),
    _t("pandas", "sci", "", "pandas"),
    _t("SLURM", "hpc", "sbatch srun squeue sinfo scancel sacct scontrol salloc tg-slurm-start", ""),
    _t("OpenMP", "hpc", "", ""),  # evidence: -fopenmp in the oracle (see _extra)
    _t("MPI", "hpc", "mpirun mpiexec mpicc", "mpi4py"),
    _t("Coq", "proof", "coqc coqtop coq_makefile", ""),
    _t("Why3", "proof", "why3", ""),
    _t("Z3/SMT", "proof", "z3", "z3"),
    _t("SAT solvers", "proof", "minisat picosat", "pycosat"),
    _t("Go", "lang", "go gofmt", ""),
    _t("Rust", "lang", "cargo rustc", ""),
    _t("Java/Maven", "lang", "java javac mvn jar", ""),
    _t("C/C++ toolchain", "dev", "gcc g++ cc clang make cmake ld ar", ""),
    _t("autotools", "dev", "autoreconf autoconf automake configure libtool", ""),
    _t("gdb/valgrind", "dev", "gdb valgrind strace ltrace objdump readelf nm", ""),
    _t("git", "core", "git", ""),
    _t("OpenSSL", "core", "openssl", "ssl cryptography"),
    _t("cron/logrotate", "ops", "crontab logrotate", ""),
    _t("systemd units", "ops", "systemctl systemd-analyze", ""),
    _t("iptables/nftables", "ops", "iptables iptables-save iptables-restore nft", ""),
    _t("packet capture", "ops", "tcpdump tshark", "scapy dpkt"),
    _t("expect/tmux", "core", "expect tmux", "pexpect"),
]

_PY_IMPORT = re.compile(r"^\s*(?:from\s+([A-Za-z_][\w.]*)\s+import|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))",
                        re.M)
_NODE_REQUIRE = re.compile(r"""require\(\s*['"]([\w@/.-]+)['"]\s*\)""")
# A command in test code: the first item of an argv list (`["psql", "-c", q]`) or the first word of a string passed
# to a runner (`run("redis-cli ping")`, `subprocess.check_output(f"sbatch {job}", shell=True)`).
_TEST_COMMAND = re.compile(r"""\[\s*f?["']([A-Za-z][\w.+-]*)["']\s*,|"""
                           r"""(?:run|check_output|check_call|Popen|call|sh|bash|exec_run)\(\s*f?["']([A-Za-z][\w.+-]*)[\s"']""")
_OPENMP = re.compile(r"-fopenmp|#pragma omp|OMP_NUM_THREADS")


def _imports(code: str) -> set[str]:
    """Python import roots and dotted prefixes (google.protobuf), plus Node modules required."""
    out: set[str] = set()
    for a, b in _PY_IMPORT.findall(code):
        for name in (a or b).split(","):
            parts = name.strip().split(".")
            out.update(".".join(parts[:i]) for i in range(1, min(len(parts), 2) + 1))
    out.update(m.split("/")[0] for m in _NODE_REQUIRE.findall(code))
    return out


@dataclass
class Evidence:
    tools: set[str] = field(default_factory=set)  # commands run by the oracle or the tests
    modules: set[str] = field(default_factory=set)  # modules imported by code that runs


def evidence(task: Task) -> Evidence:
    tests = "\n".join(f.content for f in task.tests.values() if f.encoding == "utf-8")
    run_text = task.solution + "\n" + tests
    test_cmds = {a or b for a, b in _TEST_COMMAND.findall(tests)}
    ev = Evidence(tools=tools_in(task.solution) | test_cmds, modules=_imports(run_text))
    for path, f in task.environment.files.items():  # a program of the environment that the oracle or tests start
        if f.encoding == "utf-8" and path in run_text:
            if path.endswith((".py", ".js", ".mjs")):
                ev.modules |= _imports(f.content)
            elif path.endswith(".sh") or f.content.startswith("#!/bin/bash") or f.content.startswith("#!/bin/sh"):
                ev.tools |= tools_in(f.content)  # a start script the tests run: what it starts runs
    if _OPENMP.search(run_text):
        ev.tools.add("<openmp>")
    return ev


def technologies_of(task: Task) -> set[str]:
    ev = evidence(task)
    found = {t.name for t in TECHNOLOGIES if t.tools & ev.tools or t.modules & ev.modules}
    if "<openmp>" in ev.tools:
        found.add("OpenMP")
    return found


@dataclass
class TechRow:
    tech: Technology
    tasks: int = 0
    families: set[str] = field(default_factory=set)
    tools: Counter = field(default_factory=Counter)  # the technology's commands/modules seen, with task counts


def table(tasks: Iterable[Task]) -> list[TechRow]:
    """One row per technology (all of TECHNOLOGIES, run or not), in the list's order."""
    rows = {t.name: TechRow(t) for t in TECHNOLOGIES}
    for task in tasks:
        ev = evidence(task)
        for name in technologies_of(task):
            row = rows[name]
            row.tasks += 1
            row.families.add(task.family)
            row.tools.update((row.tech.tools & ev.tools) | (row.tech.modules & ev.modules))
    return list(rows.values())


def by_stack(rows: list[TechRow]) -> dict[str, list[TechRow]]:
    out: dict[str, list[TechRow]] = defaultdict(list)
    for r in rows:
        out[r.tech.stack].append(r)
    return dict(out)
