"""install_wizard without containers: the shipped installer, driven by the oracle's own dialog (stdin or a pty) or
replayed from its answers file into a staging root, gives the tree the hidden tests expect; the wrong fixes that
change an answer give a tree they reject; draws are deterministic and reach every component."""

import json
import os
import re
import subprocess
import sys
import types
from collections import Counter

import pytest

from termigen.families import LEVELS, get_family
from termigen.families.interactive import install_wizard as fam

FAM = get_family("install_wizard")
HOST_BOUND = {"tls", "runtime"}  # need files only the image build makes (openssl keys, runtimes the installer checks)
# decoys only a container run can judge: the answers file alone is wrong; a prompt timeout (the check sleeps here 0 s)
CONTAINER_ONLY = {"documentation_example", "skips_slow_check"}


def _installer(task, tmp):
    path = next(p for p in task.environment.files if p.startswith("/opt/installers/") and p.endswith("-setup"))
    text = re.sub(r'"seconds": \d+', '"seconds": 0', task.environment.files[path].content)  # no slow check here
    (tmp / "setup").write_text(text)
    return str(tmp / "setup")


def _host(task, tmp):
    """The image's files under tmp/host; returns a function that points a script's paths there."""
    for p, f in task.environment.files.items():
        dst = tmp / "host" / p.lstrip("/")
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(f.bytes())
    roots = sorted({p for p in task.environment.files if not p.startswith("/opt/installers/")} | {"/etc/portreg/"},
                   key=len, reverse=True)

    def local(script: str) -> str:
        script = script.replace("/tmp/tg", str(tmp / "tg"))
        for p in roots:
            script = re.sub(r"(?<![\w/.-])" + re.escape(p), str(tmp / "host") + p, script)
        return script
    return local


def _dialog(task, script, tmp):
    """Run the oracle's (or a decoy's) answers part: the dialog and the answers file it would drive with."""
    local = _host(task, tmp)
    head = script.split("export TIMEOUT\n")[0]
    subprocess.run(["bash", "-c", local(head)], check=True, capture_output=True)
    return (tmp / "tg" / "dialog").read_text(), (tmp / "tg" / "answers").read_text(), "DRIVER=stdin" in head


def _seeded_root(task, tmp):
    truth = _truth(task)
    root = tmp / "root"
    for p, text in truth["SEED"].items():
        (root / p.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
        (root / p.lstrip("/")).write_text(text)
    root.mkdir(exist_ok=True)
    return str(root)


def _truth(task):
    """test_outputs.py executed with a stand-in tg_guard: its constants and its `_tree` judge."""
    sys.modules.setdefault("tg_guard", types.ModuleType("tg_guard"))
    ns = {}
    exec(compile(task.tests["test_outputs.py"].content, "test_outputs.py", "exec"), ns)
    return ns


def _local_tasks(level, n=6):
    out = []
    for seed in range(200):
        t = FAM.generate(seed, level)
        if not set(t.components) & HOST_BOUND:
            out.append(t)
        if len(out) == n:
            return out
    raise AssertionError("too few host-free draws")


def _judge(task, root):
    ns = _truth(task)
    try:
        ns["_tree"](root)
        return True
    except AssertionError:
        return False


@pytest.mark.parametrize("level", LEVELS)
def test_answers_file_replays_to_the_expected_tree(level, tmp_path):
    for i, task in enumerate(_local_tasks(level)):
        tmp = tmp_path / f"o{i}"
        tmp.mkdir()
        _, answers, _ = _dialog(task, task.solution, tmp)
        (tmp / "answers").write_text(answers)
        root = _seeded_root(task, tmp)
        p = subprocess.run([sys.executable, _installer(task, tmp), "--answers", str(tmp / "answers"), "--root", root],
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 0, p.stdout[-600:]
        assert _judge(task, root), f"{task.id}: the oracle's answers give a tree the tests reject"
        example = next((d for d in task.decoys if d.name == "documentation_example"), None)
        if example:  # the README's example answers file, replayed, is rejected
            (tmp / "answers").write_text(example.script.split("<<'EOF'\n")[-1].split("EOF\n")[0])
            root = _seeded_root(task, tmp / "x") if (tmp / "x").mkdir() is None else None
            p = subprocess.run([sys.executable, _installer(task, tmp), "--answers", str(tmp / "answers"), "--root",
                                root], capture_output=True, text=True, timeout=60)
            assert p.returncode != 0 or not _judge(task, root), f"{task.id}: the README example passes"


@pytest.mark.parametrize("level", LEVELS)
def test_oracle_dialog_installs_and_answer_changing_decoys_fail(level, tmp_path):
    """The dialog played into the real installer (a pipe, or a pty where a prompt needs a terminal)."""
    pty_driver = fam.PTY_DRIVER.split("<<'PY'\n", 1)[1].split("\nPY\n", 1)[0]
    (tmp_path / "drive.py").write_text(pty_driver)
    for i, task in enumerate(_local_tasks(level, 4)):
        for name, script in [("oracle", task.solution)] + [(d.name, d.script) for d in task.decoys
                                                           if d.name not in CONTAINER_ONLY]:
            tmp = tmp_path / f"d{i}-{name}"
            tmp.mkdir()
            dialog, _, piped = _dialog(task, script, tmp)
            root = _seeded_root(task, tmp)
            cmd = [sys.executable, _installer(task, tmp), "--root", root]
            needs_tty = any(c in task.components for c in ("activation", "slow_check")) or '"tty": true' in \
                task.environment.files[next(p for p in task.environment.files if p.endswith("-setup"))].content
            env = {**os.environ, "TIMEOUT": "10"}
            dialog_path = tmp / "tg" / "dialog"
            if needs_tty and not piped:
                txt = (tmp_path / "drive.py").read_text().replace("/tmp/tg/dialog", str(dialog_path))
                (tmp / "drive.py").write_text(txt)
                p = subprocess.run([sys.executable, str(tmp / "drive.py"), *cmd], capture_output=True, text=True,
                                   timeout=120, env=env)
            else:
                feed = "".join(line.split("\t", 1)[1] + "\n" for line in dialog.splitlines())
                p = subprocess.run(cmd, input=feed, capture_output=True, text=True, timeout=60,
                                   stdin=None, start_new_session=True)
            ok = p.returncode == 0 and _judge(task, root)
            if name == "oracle":
                assert ok, f"{task.id}: oracle dialog failed: {(p.stdout + p.stderr)[-800:]}"
            else:
                assert not ok, f"{task.id}: decoy {name} would pass"


def test_same_seed_same_bytes():
    for level in LEVELS:
        a, b = FAM.generate(503, level), FAM.generate(503, level)
        assert a.content_hash() == b.content_hash()
        assert json.dumps(a.model_dump(mode="json"), sort_keys=True) == json.dumps(b.model_dump(mode="json"), sort_keys=True)


def test_composition_differs_and_reaches_every_component():
    seen = Counter()
    for level, (lo, hi) in (("easy", (2, 3)), ("medium", (3, 4)), ("hard", (4, 5))):
        sets = []
        for seed in range(500, 530):
            comps = [c for c in FAM.generate(seed, level).components if ":" not in c]
            assert lo <= len(comps) <= hi
            seen.update(comps)
            sets.append(frozenset(comps))
        for i in range(0, 30, 5):  # at least 4 distinct problems in every 5 consecutive instances
            assert len(set(sets[i:i + 5])) >= 4, f"{level}: seeds {500 + i}..{504 + i} repeat component sets"
    assert set(seen) == set(fam.POOL), f"never drawn: {sorted(set(fam.POOL) - set(seen))}"


def test_no_receipt_and_truth_only_in_tests():
    """No keyed receipt to forge; what the ticket chose (a module set, a kept identity, a password hash) is only in
    the tests, never in the installer the agent can read."""
    for seed in range(500, 520):
        t = FAM.generate(seed, "hard")
        setup = next(f.content for p, f in t.environment.files.items() if p.endswith("-setup"))
        assert "hmac.new" not in setup and "receipt" not in setup.lower()
        truth = _truth(t)
        enabled = truth["EXPECT"].get("modules", {}).get("enabled")
        if enabled:
            assert enabled not in setup
        for c in truth["CHECKS"]:
            if c["kind"] == "passwd":
                assert c["password"] not in setup


def test_hard_states_goals_easy_names_traps():
    hard = FAM.generate(500, "hard").instruction
    easy = FAM.generate(500, "easy").instruction
    assert "README" in hard
    assert "(" in easy and len(easy) > 0
    for seed in range(500, 510):
        t = FAM.generate(seed, "hard")
        assert "deliver:answers" in t.components and "/root/deploy/" in t.instruction
        assert "default is a fresh install" not in t.instruction and "2.10 is newer" not in t.instruction
