"""Stack bases run their technology for real (issue 12): PostgreSQL, MariaDB and Redis answer queries in db, DuckDB
reads a Parquet file PyArrow wrote; Flask under gunicorn, FastAPI under uvicorn and Express answer HTTP in web; all
with no network. Plus the wheel lock that brings PyPI packages into a base offline: bad pins are errors that say
what is wrong, and a pin whose hash PyPI does not have is refused, not installed."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from termigen.errors import ImageBuildError
from termigen.images import wheels
from termigen.images.registry import BASE_IMAGES

DB_PROBE = r"""
set -u
pg_ctlcluster 15 main start
runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qtA <<'SQL'
CREATE TABLE t (id int PRIMARY KEY, v numeric NOT NULL);
INSERT INTO t SELECT g, g * 1.5 FROM generate_series(1, 100) g;
SELECT 'pg ' || sum(v) FROM t;
CREATE ROLE root LOGIN;
GRANT SELECT ON t TO root;
SQL
(mysqld_safe >/dev/null 2>&1 &)
for i in $(seq 100); do mariadb -e 'select 1' >/dev/null 2>&1 && break; sleep 0.2; done
mariadb -N -e "CREATE DATABASE d; CREATE TABLE d.t (k VARCHAR(8) PRIMARY KEY, n INT); INSERT INTO d.t VALUES ('a', 4), ('b', 38); SELECT CONCAT('maria ', SUM(n)) FROM d.t"
redis-server --daemonize yes --save '' >/dev/null
for i in $(seq 50); do redis-cli ping >/dev/null 2>&1 && break; sleep 0.1; done
redis-cli rpush q 3 4 5 >/dev/null; echo "redis $(redis-cli llen q)"
python3 - <<'PY'
import duckdb, psycopg2, pyarrow as pa, pyarrow.parquet as pq, pymysql, redis
pq.write_table(pa.table({"k": ["x", "y", "x"], "v": [1, 2, 4]}), "/tmp/t.parquet")
print("duckdb", duckdb.sql("SELECT sum(v) FROM '/tmp/t.parquet' WHERE k = 'x'").fetchall()[0][0])
with psycopg2.connect(dbname="postgres", host="/var/run/postgresql") as c:
    cur = c.cursor(); cur.execute("SELECT count(*) FROM t"); print("psycopg2", cur.fetchone()[0])
print("redis-py", redis.Redis().lrange("q", 0, -1)[-1].decode())
m = pymysql.connect(unix_socket="/run/mysqld/mysqld.sock", user="root"); cur = m.cursor()
cur.execute("SELECT n FROM d.t WHERE k = 'b'"); print("pymysql", cur.fetchone()[0])
PY
"""

WEB_PROBE = r"""
set -u
mkdir -p /tmp/w && cd /tmp/w
cat > fl.py <<'PY'
from flask import Flask, jsonify, request
app = Flask(__name__)
@app.get("/sum")
def s(): return jsonify(total=sum(int(x) for x in request.args.getlist("n")))
PY
cat > fa.py <<'PY'
from fastapi import FastAPI, HTTPException
app = FastAPI()
@app.get("/item/{i}")
def item(i: int):
    if i > 9: raise HTTPException(status_code=404)
    return {"square": i * i}
PY
cat > ex.js <<'JS'
const express = require('express'); const app = express();
app.get('/rev/:s', (q, r) => r.json({rev: q.params.s.split('').reverse().join('')})); app.listen(18003, '127.0.0.1');
JS
gunicorn -b 127.0.0.1:18001 fl:app >/tmp/g.log 2>&1 &
uvicorn fa:app --port 18002 >/tmp/u.log 2>&1 &
NODE_PATH=/usr/share/nodejs node ex.js >/tmp/n.log 2>&1 &
for p in 18001 18002 18003; do for i in $(seq 100); do nc -z 127.0.0.1 $p && break; sleep 0.1; done; done
echo "flask $(curl -s '127.0.0.1:18001/sum?n=2&n=40')"
echo "fastapi $(curl -s 127.0.0.1:18002/item/7) $(curl -s -o /dev/null -w '%{http_code}' 127.0.0.1:18002/item/12)"
echo "express $(curl -s 127.0.0.1:18003/rev/abc)"
"""


def _run(tag: str, script: str, timeout: int = 600) -> str:
    """The probe's output (stdout + stderr); a non-zero exit or a probe past `timeout` fails with that output."""
    from termigen.dockerutil import client

    c = client().containers.run(tag, ["bash", "-c", script], detach=True, network_mode="none")
    try:
        try:
            code = c.wait(timeout=timeout)["StatusCode"]
        except Exception as e:  # requests' ReadTimeout: the probe hung
            code = f"no exit after {timeout} s ({type(e).__name__})"
        out = c.logs(stdout=True, stderr=True).decode(errors="replace")
    finally:
        c.remove(force=True)
    assert code == 0, f"probe in {tag} exited {code}:\n{out[-4000:]}"
    return out


@pytest.fixture(scope="module")
def stack_bases():
    from termigen.images import ensure_base_images

    return ensure_base_images(["db", "web"])


@pytest.mark.docker
def test_db_services_answer_queries(stack_bases):
    out = _run(stack_bases["db"], DB_PROBE)
    for line in ("pg 7575.0", "maria 42", "redis 3", "duckdb 5", "psycopg2 100", "redis-py 5", "pymysql 38"):
        assert line in out.splitlines(), out


@pytest.mark.docker
def test_web_frameworks_serve_http(stack_bases):
    out = _run(stack_bases["web"], WEB_PROBE)
    lines = out.splitlines()
    assert 'flask {"total":42}' in lines, out
    assert 'fastapi {"square":49} 404' in lines, out
    assert 'express {"rev":"cba"}' in lines, out


@pytest.mark.docker
def test_stack_versions_are_recorded(stack_bases):
    db = BASE_IMAGES["db"].versions_file.read_text()
    assert "\npostgresql-15 " in db and "\nmariadb-server " in db and "\nredis-server " in db
    assert "\nduckdb 2.0.1" in db and "\npyarrow 26.0.1" in db  # the wheels' versions, as pinned
    web = BASE_IMAGES["web"].versions_file.read_text()
    assert "\npython3-flask " in web and "\nnodejs " in web and "\nflask " in web


# ---------- the wheel lock (no Docker) ----------


def test_lock_lines_must_pin_a_version_and_a_hash(tmp_path):
    lock = tmp_path / "wheels.lock"
    lock.write_text("# comment\n\nduckdb==2.0.1 --hash=sha256:" + "a" * 64 + "  # why\n")
    assert wheels.read_lock(lock) == [wheels.PinnedWheel("duckdb", "2.0.1", "a" * 64)]
    for bad in ("duckdb\n", "duckdb>=2 --hash=sha256:" + "a" * 64 + "\n", "duckdb==2.0.1\n",
                "duckdb==2.0.1 --hash=sha256:abc\n"):
        lock.write_text(bad)
        with pytest.raises(ImageBuildError, match=r"wheels.lock:1: expected 'name==version --hash=sha256"):
            wheels.read_lock(lock)
    lock.write_text(f"a==1 --hash=sha256:{'a' * 64}\nA==2 --hash=sha256:{'b' * 64}\n")
    with pytest.raises(ImageBuildError, match="pinned more than once: a"):
        wheels.read_lock(lock)


def test_committed_locks_parse():
    locks = sorted(Path(wheels.__file__).parent.glob("dockerfiles/*/wheels.lock"))
    assert locks, "db pins duckdb and pyarrow"
    for lock in locks:
        assert wheels.read_lock(lock)
        assert "COPY wheels /tmp/wheels" in (lock.parent / "Dockerfile").read_text()


def _fake_wheel(path: Path) -> str:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("x/__init__.py", "")
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_cached_wheel_is_staged_without_a_download(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    (tmp_path / "dl").mkdir()
    sha = _fake_wheel(tmp_path / "dl" / "tgfake-1.0-py3-none-any.whl")
    (cache / sha).mkdir(parents=True)
    (tmp_path / "dl" / "tgfake-1.0-py3-none-any.whl").rename(cache / sha / "tgfake-1.0-py3-none-any.whl")
    monkeypatch.setenv("TERMIGEN_WHEEL_CACHE", str(cache))
    monkeypatch.setattr(wheels, "_pip", lambda: pytest.fail("a cached wheel must not be downloaded"))
    src = tmp_path / "base"
    src.mkdir()
    (src / "Dockerfile").write_text("FROM termigen/core:1\n")
    (src / "wheels.lock").write_text(f"tgfake==1.0 --hash=sha256:{sha}\n")
    stage = wheels.staged_context(src, tmp_path / "stage")
    assert sorted(p.name for p in stage.rglob("*")) == ["Dockerfile", "tgfake-1.0-py3-none-any.whl", "wheels",
                                                         "wheels.lock"]


def test_pin_whose_hash_pypi_lacks_is_refused(tmp_path, monkeypatch):
    """A real download from PyPI (the host reaches it) of a real package pinned with a wrong hash: pip refuses it,
    and the error says where to look; nothing lands in the cache."""
    monkeypatch.setenv("TERMIGEN_WHEEL_CACHE", str(tmp_path / "cache"))
    lock = tmp_path / "wheels.lock"
    lock.write_text("six==1.16.0 --hash=sha256:" + "0" * 64 + "\n")
    with pytest.raises(ImageBuildError, match="fetching the wheels of .* failed") as e:
        wheels.fetch(lock, timeout_sec=300)
    assert "hash" in e.value.log_tail.lower()
    assert list((tmp_path / "cache").rglob("*.whl")) == []


ML_PROBE = r"""
set -eu
cd /tmp
python3 - <<'PY'
import torch
torch.manual_seed(0)
x = torch.tensor([[0., 0.], [0., 1.], [1., 0.], [1., 1.]]); y = torch.tensor([[0.], [1.], [1.], [0.]])
net = torch.nn.Sequential(torch.nn.Linear(2, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))
opt = torch.optim.Adam(net.parameters(), lr=0.05)
first = None
for step in range(300):
    loss = torch.nn.functional.mse_loss(net(x), y)
    first = first if first is not None else loss.item()
    opt.zero_grad(); loss.backward(); opt.step()
print("torch", "learned" if loss.item() < 0.01 < first else f"stuck {first} -> {loss.item()}")
PY
python3 - <<'PY'
import torch
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import AutoModelForCausalLM, GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast
text = ["the quick brown fox jumps over the lazy dog"] * 50
tok = Tokenizer(models.BPE(unk_token="[UNK]")); tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(text, trainers.BpeTrainer(vocab_size=60, special_tokens=["[UNK]", "[EOS]"]))
fast = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", eos_token="[EOS]")
torch.manual_seed(0)
model = GPT2LMHeadModel(GPT2Config(vocab_size=fast.vocab_size, n_positions=32, n_embd=32, n_layer=1, n_head=2))
ids = fast(text[0], return_tensors="pt").input_ids
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
for _ in range(60):
    out = model(ids, labels=ids); opt.zero_grad(); out.loss.backward(); opt.step()
model.save_pretrained("/tmp/tiny", safe_serialization=True); fast.save_pretrained("/tmp/tiny")
m2 = AutoModelForCausalLM.from_pretrained("/tmp/tiny"); t2 = PreTrainedTokenizerFast.from_pretrained("/tmp/tiny")
prompt = t2("the quick", return_tensors="pt").input_ids
gen = m2.generate(prompt, max_new_tokens=3, do_sample=False, pad_token_id=t2.eos_token_id)
print("transformers", t2.decode(gen[0][prompt.shape[1]:]).strip())
PY
python3 - <<'PY'
import nbformat
from nbclient import NotebookClient
nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print(6 * 7)")])
NotebookClient(nb, kernel_name="python3", timeout=60).execute()
print("notebook", nb.cells[0].outputs[0]["text"].strip())
import dask
print("dask", dask.compute(*[dask.delayed(lambda i: i * i)(i) for i in range(5)], scheduler="threads"))
PY
"""

HPC_PROBE = r"""
set -eu
tg-slurm-start
cd /tmp
jid=$(sbatch --parsable -o /tmp/job.out --wrap 'echo "job on $SLURM_JOB_NUM_NODES node"')
for _ in $(seq 150); do squeue -h -j "$jid" 2>/dev/null | grep -q . || break; sleep 0.2; done
echo "slurm $(cat /tmp/job.out)"
echo "srun $(srun -n 2 echo x | sort | uniq -c | awk '{print $1}')"
cat > omp.c <<'C'
#include <omp.h>
#include <stdio.h>
int main(void) { int n = 0;
#pragma omp parallel reduction(+:n)
  n += 1;
  printf("openmp %d\n", n); return 0; }
C
gcc -fopenmp omp.c -o omp && OMP_NUM_THREADS=3 ./omp
"""

PROOF_PROBE = r"""
set -u
cd /tmp
cat > Good.v <<'V'
Require Import Arith.
Theorem add_zero : forall n : nat, n + 0 = n.
Proof. induction n as [| n IH]; simpl; [reflexivity | rewrite IH; reflexivity]. Qed.
V
cat > Bad.v <<'V'
Theorem wrong : forall n : nat, n + 1 = n.
Proof. intros n. reflexivity. Qed.
V
coqc Good.v >/dev/null 2>&1 && [ -s Good.vo ] && echo "coq accepts"
coqc Bad.v >/dev/null 2>&1 || echo "coq rejects"
printf '(declare-const x Int)\n(assert (> (* x x) 49))\n(assert (< x 8))\n(assert (> x 0))\n(check-sat)\n' > q.smt2
echo "z3 $(z3 q.smt2)"
"""

LANG_PROBE = r"""
set -eu
mkdir -p /tmp/g && cd /tmp/g
printf 'module tg/g\n\ngo 1.19\n' > go.mod
printf 'package main\nimport "fmt"\nfunc main() { s := 0; for i := 1; i <= 10; i++ { s += i }; fmt.Println("go", s) }\n' > main.go
go build -o g . && ./g
cd /tmp && cargo new -q --vcs none r && cd r
printf 'fn main() { let v: Vec<u64> = (1..=5).collect(); println!("rust {}", v.iter().product::<u64>()); }\n' > src/main.rs
cargo build -q --offline --release 2>/dev/null && ./target/release/r
mkdir -p /tmp/j && cd /tmp/j
printf 'public class Main { public static void main(String[] a) { System.out.println("java " + String.join("", java.util.List.of("o", "k"))); } }\n' > Main.java
javac Main.java && java Main
"""


@pytest.fixture(scope="module")
def more_bases():
    from termigen.images import ensure_base_images

    return ensure_base_images(["ml", "hpc", "proof", "lang"])


@pytest.mark.docker
def test_ml_trains_infers_and_runs_notebooks(more_bases):
    out = _run(more_bases["ml"], ML_PROBE).splitlines()
    assert "torch learned" in out, out
    gen = next(line for line in out if line.startswith("transformers"))
    assert set(gen.split()[1:]) <= {"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog"} and len(gen.split()) > 1, out
    assert "notebook 42" in out and "dask (0, 1, 4, 9, 16)" in out, out


@pytest.mark.docker
def test_slurm_runs_jobs_and_openmp_threads(more_bases):
    out = _run(more_bases["hpc"], HPC_PROBE).splitlines()
    assert "slurm job on 1 node" in out and "srun 2" in out and "openmp 3" in out, out


@pytest.mark.docker
def test_proof_checkers_accept_and_reject(more_bases):
    out = _run(more_bases["proof"], PROOF_PROBE).splitlines()
    assert "coq accepts" in out and "coq rejects" in out and "z3 unsat" in out, out


@pytest.mark.docker
def test_lang_toolchains_build_offline(more_bases):
    out = _run(more_bases["lang"], LANG_PROBE).splitlines()
    assert out[-3:] == ["go 55", "rust 120", "java ok"], out
