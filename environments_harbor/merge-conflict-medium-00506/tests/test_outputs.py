import io, json, os, re, subprocess, tarfile, tempfile

import pytest

EXPECTED = {'changelog': ['- Free domestic shipping from 50.00', '- Express delivery and a UK zone'],
 'checks': [("shipping_cost(2, 'domestic', order_total=4999, express=True)", '660'),
            ("shipping_cost(1.8, 'domestic', order_total=5000, express=False)", '0'),
            ("shipping_cost(7.5, 'domestic', order_total=5000, express=False)", '0'),
            ("shipping_cost(0.5, 'domestic', order_total=4999, express=False)", '330'),
            ("shipping_cost(3.25, 'domestic', order_total=5000, express=True)", '0'),
            ("shipping_cost(7.5, 'domestic', order_total=0, express=False)", '880'),
            ("shipping_cost(0.5, 'domestic', order_total=5000, express=True)", '0'),
            ("shipping_cost(2, 'domestic', order_total=5000, express=False)", '0'),
            ("shipping_cost(12, 'uk', order_total=0, express=True)", '3340'),
            ("shipping_cost(12, 'domestic', order_total=7209, express=False)", '0'),
            ("shipping_cost(4, 'domestic', order_total=5100, express=True)", '0'),
            ("shipping_cost(4, 'uk', express=True)", '1740'),
            ("shipping_cost(2.5, 'domestic', order_total=4999)", '380')],
 'config': {'log_format': 'text', 'page_size': 50, 'retry_limit': 3, 'timeout_s': 10},
 'feature': 'Ibee9cd289b3d74f67be33b599d79ff29e6e709c0',
 'main': 'Ib5ee7bb02436b44b18fa8a676965e68cab9b3f29',
 'module': 'shipping',
 'pkg': 'checkout'}

REPO = "/app/checkout-core"

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
