import io, json, os, re, subprocess, tarfile, tempfile

import pytest

EXPECTED = {'checks': [('late_fee(198903, 0)', '0'),
            ('late_fee(494705, 5)', '0'),
            ('late_fee(33357, 6)', '500'),
            ('late_fee(340668, 7)', '10220'),
            ('late_fee(283747, 15)', '42562'),
            ('late_fee(6319, 30)', '1579'),
            ('late_fee(249027, 90)', '62256'),
            ('late_fee(208006, 365)', '52001'),
            ('late_fee(347984, 1)', '0'),
            ('late_fee(451031, 12)', '47358')],
 'feature': 'Idbe893b72393d800786626e87e92f39695b549d4',
 'main': 'I6e701b94e819c44b14d75fc47b994b2332f6f18a',
 'module': 'fees',
 'pkg': 'invoicing'}

REPO = "/app/invoicing-engine"

def git(*args, check=True):
    p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, *args], capture_output=True, text=True)
    if check:
        assert p.returncode == 0, f"git {' '.join(args)} failed: {p.stderr.strip()[-300:]}"
    return p.stdout

def _change_id(rev):
    m = re.search(r"Change-Id: (I[0-9a-f]{40})", git("log", "-1", "--format=%B", rev))
    return m.group(1) if m else None

@pytest.fixture(scope="module")
def tree():
    p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, "archive", "--format=tar", "main"],
                       capture_output=True)
    assert p.returncode == 0, f"cannot read main: {p.stderr[-300:]}"
    d = tempfile.mkdtemp()
    with tarfile.open(fileobj=io.BytesIO(p.stdout)) as t:
        t.extractall(d)
    return d

def test_merge_commit_parents():
    parents = git("log", "-1", "--format=%P", "main").split()
    assert len(parents) == 2, f"main's tip has {len(parents)} parent(s); a merge commit has 2"
    assert _change_id(parents[0]) == EXPECTED["main"], "the first parent is not the previous tip of main"
    assert _change_id(parents[1]) == EXPECTED["feature"], "the second parent is not the tip of the feature branch"

def test_no_conflict_markers(tree):
    bad = []
    for dirpath, _, files in os.walk(tree):
        for f in files:
            text = open(os.path.join(dirpath, f), errors="replace").read()
            if re.search(r"^(<<<<<<<|>>>>>>>|=======)( |$)", text, re.M):
                bad.append(os.path.relpath(os.path.join(dirpath, f), tree))
    assert not bad, f"conflict markers committed in {bad}"

def _evaluate(tree, module, calls):
    code = ("import json, sys\nsys.path.insert(0, sys.argv[1])\n"
            f"from {EXPECTED['pkg']}.{module} import *\n"
            "out = {}\nfor c in json.loads(sys.argv[2]):\n    try:\n        out[c] = repr(eval(c))\n"
            "    except Exception as e:\n        out[c] = 'error: %r' % (e,)\nprint(json.dumps(out))\n")
    p = subprocess.run(["python3", "-I", "-c", code, tree, json.dumps(calls)], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"importing {EXPECTED['pkg']}.{module} from main failed: {p.stderr[-600:]}"
    return json.loads(p.stdout)

def test_merged_behaviour(tree):
    got = _evaluate(tree, EXPECTED["module"], [c for c, _ in EXPECTED["checks"]])
    wrong = [(c, got[c], w) for c, w in EXPECTED["checks"] if got[c] != w]
    assert not wrong, f"{len(wrong)} calls give the wrong result on main (call, got, expected): {wrong[:3]}"

def test_config_and_changelog(tree):
    if "config" not in EXPECTED:
        return
    got = _evaluate(tree, "config", ["DEFAULTS"])["DEFAULTS"]
    assert not got.startswith("error"), got
    cfg = eval(got)
    for k, v in EXPECTED["config"].items():
        assert cfg.get(k) == v, f"DEFAULTS[{k!r}] is {cfg.get(k)!r}, expected {v!r}"
    lines = open(os.path.join(tree, "CHANGELOG.md")).read().splitlines()
    for entry in EXPECTED["changelog"]:
        assert entry in lines, f"CHANGELOG.md lacks the entry {entry!r}"
    a, b = (lines.index(e) for e in EXPECTED["changelog"])
    assert a < b, "main's changelog entry must come first"

def test_semantic_merge(tree):
    if "report" not in EXPECTED:
        return
    call, want = EXPECTED["report"]
    got = _evaluate(tree, "reports", [call])[call]
    assert got == want, f"{call} on main gives {got}, expected {want}"
    call, want = EXPECTED["orders"]
    got = _evaluate(tree, "orders", [call])[call]
    assert got == want, f"{call} on main gives {got}, expected {want}"
    money = _evaluate(tree, "money", ["'to_cents' in dir()"])["'to_cents' in dir()"]
    assert money == "False", "to_cents was brought back into money.py; the rename on main stands"
