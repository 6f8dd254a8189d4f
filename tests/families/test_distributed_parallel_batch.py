"""parallel_batch (distributed): checks of its own, without containers. The properties every family must have
(round trips, determinism, diversity, decoys, tools, size) are in tests/test_formats.py and tests/test_families.py;
its tasks in containers: tests/test_gate.py and `termigen verify`."""


import pytest

from termigen.families import LEVELS, get_family

FAMILY = get_family("parallel_batch")


@pytest.mark.parametrize("level", LEVELS)
def test_truth_is_consistent_and_has_the_traps(level):
    """The embedded truth agrees with itself, and every seed holds the situations the decoys get wrong."""
    for seed in range(6):
        task = FAMILY.generate(seed, level)
        ns = {"__file__": "/tests/test_outputs.py"}
        exec(task.tests["test_outputs.py"].content, ns)
        truth = ns["EXPECTED"]
        ids = [r.split(",")[0] for r in truth["results"]]
        assert ids != sorted(ids), "results already sorted: the sorted decoy would pass"
        assert len(ids) == len(set(ids))
        if level == "easy":
            sizes = [n for _, n in truth["manifest"]]
            assert len(set(sizes[:-1])) == 1 and 0 < sizes[-1] < sizes[0], "the last shard must be a partial one"
            assert len(sizes) >= ns["CAP"] + 5, "too few shards for the unbounded decoy to exceed the cap"
            continue
        status = {row[1]: row[3] for row in truth["summary"]}
        attempts = {row[1]: row[2] for row in truth["summary"]}
        assert attempts == truth["runs"]
        assert "failed" in status.values() and "retried" in status.values()
        assert any(a == 3 and status[b] == "retried" for b, a in attempts.items()), "no job needs the third attempt"
        if level == "hard":
            assert "timed_out" in status.values()
            good = {row[1] for row in truth["summary"] if row[3] in ("ok", "retried")}
            assert {r[0] for r in truth["ledger"]} == good


def test_tool_replays_like_the_generator(tmp_path):
    """The converter in the image produces exactly the lines the truth was computed from (no container needed)."""
    import subprocess
    import sys

    task = FAMILY.generate(5, "medium")
    (tool_path, tool), = [(p, f) for p, f in task.environment.files.items() if p.startswith("/usr/local/bin/")]
    state = [o for o in task.outputs if o != task.outputs[0]][0]
    src = tool.content.replace(f'STATE = "{state}"', f'STATE = "{tmp_path / "state"}"').replace("time.sleep(", "(lambda s: None)(")
    (tmp_path / "tool.py").write_text(src)
    ns = {"__file__": "/tests/test_outputs.py"}
    exec(task.tests["test_outputs.py"].content, ns)
    inp = next(f for p, f in task.environment.files.items() if p.endswith(".csv"))
    lines = inp.content.splitlines()[1:]
    header = ns["EXPECTED"]["header"]
    ok = [row for row in ns["EXPECTED"]["summary"] if row[3] == "ok"][0]
    # the job's shard: find its records through the truth's batch column
    want = [r for r in ns["EXPECTED"]["results"] if r.endswith("," + ok[1])]
    ids = {r.split(",")[0] for r in want}
    shard = tmp_path / ok[1]
    shard.write_text("".join(l + "\n" for l in lines if l.split(",")[0] in ids))
    p = subprocess.run([sys.executable, str(tmp_path / "tool.py"), "convert", str(shard)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == want
    assert header.startswith(inp.content.split(",")[0] + ",")
