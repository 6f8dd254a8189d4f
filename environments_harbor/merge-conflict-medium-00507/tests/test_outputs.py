import io, json, os, re, subprocess, tarfile, tempfile

import pytest

EXPECTED = {'changelog': ['- Cap late fees at 25%', '- 7-day grace period for late fees'],
 'checks': [('late_fee(201234, 0)', '0'),
            ('late_fee(349825, 7)', '0'),
            ('late_fee(194590, 8)', '3891'),
            ('late_fee(470992, 9)', '18839'),
            ('late_fee(154963, 17)', '30992'),
            ('late_fee(392485, 30)', '98121'),
            ('late_fee(218203, 90)', '54550'),
            ('late_fee(370158, 365)', '92539'),
            ('late_fee(392932, 1)', '0'),
            ('late_fee(133177, 15)', '21308')],
 'config': {'log_format': 'text', 'page_size': 20, 'retry_limit': 3, 'timeout_s': 10},
 'feature': 'I9eee2d8f1b73f994487e1d5163ee0e4fd2f7fd72',
 'main': 'Ifa92adeceebe2fae0840843a1a0cb2d9089e4a73',
 'module': 'fees',
 'pkg': 'tenant'}

REPO = "/app/tenant-services"

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
