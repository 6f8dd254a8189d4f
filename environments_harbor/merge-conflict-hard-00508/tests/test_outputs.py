import io, json, os, re, subprocess, tarfile, tempfile

import pytest

EXPECTED = {'changelog': ['- Free domestic shipping from 75.00', '- Express delivery and a UK zone'],
 'checks': [("shipping_cost(0.5, 'domestic', order_total=7500, express=False)", '0'),
            ("shipping_cost(12, 'eu', order_total=7500, express=False)", '2160'),
            ("shipping_cost(1.8, 'uk', order_total=7500, express=True)", '1700'),
            ("shipping_cost(2, 'uk', order_total=7500, express=True)", '1700'),
            ("shipping_cost(12, 'domestic', order_total=7500, express=True)", '0'),
            ("shipping_cost(2, 'domestic', order_total=7500, express=True)", '0'),
            ("shipping_cost(12, 'world', order_total=12030, express=True)", '6580'),
            ("shipping_cost(0.5, 'world', order_total=9524, express=True)", '4180'),
            ("shipping_cost(7.5, 'world', order_total=7499, express=False)", '2750'),
            ("shipping_cost(7.5, 'domestic', order_total=7499, express=True)", '2280'),
            ("shipping_cost(4, 'domestic', order_total=7600, express=True)", '0'),
            ("shipping_cost(4, 'uk', express=True)", '2180'),
            ("shipping_cost(2.5, 'domestic', order_total=7499)", '540')],
 'config': {'log_format': 'logfmt', 'page_size': 20, 'retry_limit': 2, 'timeout_s': 30},
 'feature': 'I5e3404f5aa4a29e4fe375bfcbb5f554fb14989aa',
 'main': 'I4628318a13fa3900cbae3ed684a4f2e7c50b576d',
 'module': 'shipping',
 'orders': ['order_total([1.25, 2.5, 0.1])', '385'],
 'pkg': 'ops',
 'report': ["revenue_by_day([('tue', 3.64), ('mon', 101.0), ('mon', 236.98), ('tue', 72.46), ('mon', 226.06), ('mon', "
            "269.93), ('tue', 32.9), ('tue', 298.32)])",
            "{'tue': 40732, 'mon': 83397}"]}

REPO = "/app/ops-utils"

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
