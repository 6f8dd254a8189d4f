"""The card's technology table counts a technology only where it runs (oracle, tests, or a program they start)."""

from termigen.task import Decoy, Environment, File, Task
from termigen.technologies import TECHNOLOGIES, table, technologies_of


def _task(solution="#!/bin/bash\ntrue\n", tests="def test_x():\n    pass\n", files=None, family="f"):
    return Task(id=f"{family}-easy-00001", family=family, category="data", difficulty="easy", seed=1,
                instruction="# do it\n", environment=Environment(base_image="termigen/core:1", files=files or {}),
                solution=solution, tests={"test_outputs.py": File.of(tests)},
                decoys=[Decoy(name="d", description="d", script="true\n")], outputs=["/app/out"])


def test_oracle_commands_and_heredoc_imports_count():
    t = _task(solution="#!/bin/bash\npsql -c 'select 1'\npython3 - <<'PY'\nimport torch, numpy as np\n"
                       "from transformers import AutoModel\nPY\ngcc -fopenmp a.c -o a\n")
    assert {"PostgreSQL", "PyTorch", "NumPy/SciPy", "Hugging Face transformers", "OpenMP",
            "C/C++ toolchain"} <= technologies_of(t)


def test_test_code_commands_count_but_prose_does_not():
    tests = ('import subprocess\ndef test_job():\n    out = subprocess.check_output(["sbatch", "--wait", "j.sh"])\n'
             '    assert run("redis-cli ping") == "PONG", "go and make sure the java service answers"\n')
    found = technologies_of(_task(tests=tests))
    assert {"SLURM", "Redis"} <= found
    assert not {"Go", "C/C++ toolchain", "Java/Maven"} & found


def test_a_file_nothing_runs_counts_for_nothing():
    files = {"/etc/nginx/sites-available/app": File.of("server { listen 80; }\n"),
             "/srv/app/app.py": File.of("from flask import Flask\napp = Flask(__name__)\n")}
    assert technologies_of(_task(files=files)) == set()
    started = _task(files=files, tests='def test_app():\n    run("gunicorn -D -b :8000 app:app")\n'
                                       '    assert "/srv/app/app.py"\n')
    assert {"Flask", "gunicorn"} <= technologies_of(started) and "nginx" not in technologies_of(started)


def test_table_rows_count_tasks_and_families():
    tasks = [_task(solution="#!/bin/bash\nsqlite3 db 'select 1'\n", family=f) for f in ("a", "a", "b")]
    rows = {r.tech.name: r for r in table(tasks)}
    assert len(rows) == len(TECHNOLOGIES)
    assert rows["SQLite"].tasks == 3 and rows["SQLite"].families == {"a", "b"}
    assert rows["SQLite"].tools == {"sqlite3": 3} and rows["PostgreSQL"].tasks == 0


def test_a_start_script_the_tests_run_counts_for_what_it_starts():
    files = {"/srv/api/start.sh": File.of("#!/bin/bash\ngunicorn -D -b 127.0.0.1:8000 app:app\n")}
    assert "gunicorn" in technologies_of(_task(files=files, tests='def test_up():\n    run("/srv/api/start.sh")\n'))
    assert "gunicorn" not in technologies_of(_task(files=files))
