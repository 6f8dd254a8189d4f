import json, os, subprocess, tarfile, tempfile, io

import pytest

EXPECTED = {'checks': [('chunked(list(range(7)), 3)', '[[0, 1, 2], [3, 4, 5], [6]]'),
            ('chunked(list(range(6)), 3)', '[[0, 1, 2], [3, 4, 5]]'),
            ('chunked([], 2)', '[]'),
            ('chunked([1, 2], 5)', '[[1, 2]]'),
            ("chunked(list('abcdefgh'), 4)", "[['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h']]"),
            ("chunked(list('abcde'), 2)", "[['a', 'b'], ['c', 'd'], ['e']]"),
            ('chunked([1], 1)', '[[1]]')],
 'culprit': 'I321f964695a2886ba10bcdbe231d6edbe78b6fcc',
 'later': [('dedupe([3, 1, 3, 2, 1])', '[3, 1, 2]'),
           ('dedupe([])', '[]'),
           ("dedupe(list('banana'))", "['b', 'a', 'n']"),
           ('clamp(5, 0, 10)', '5'),
           ('clamp(-3, 0, 10)', '0'),
           ('clamp(12, 0, 10)', '10'),
           ("sorted(['1.10.0', '1.9.2', '1.2'], key=version_key)", "['1.2', '1.9.2', '1.10.0']"),
           ("version_key('2.0.1') > version_key('2.0.0')", 'True')],
 'pkg': 'basekit',
 'symptom': "chunked(list('abcde'), 2)",
 'tip': 'I42230c87bf7a6be37f9df28020f3da10259c0a6c'}

REPO = "/app/basekit"

def git(*args, check=True):
    p = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, *args], capture_output=True, text=True)
    if check:
        assert p.returncode == 0, f"git {' '.join(args)} failed: {p.stderr.strip()[-300:]}"
    return p

def _commit_with(change_id):
    out = git("log", "--all", "--format=%H%x00%B%x01").stdout
    for entry in out.split("\x01"):
        h, _, msg = entry.strip("\n").partition("\x00")
        if f"Change-Id: {change_id}" in msg:
            return h
    return None

def test_first_bad_commit():
    path = "/app/bisect/first_bad.txt"
    assert os.path.isfile(path), f"{path} is missing"
    words = open(path).read().split()
    assert words, f"{path} is empty"
    given = words[0].lower()
    assert len(given) == 40 and all(c in "0123456789abcdef" for c in given), f"not a full hash: {given!r}"
    p = git("cat-file", "commit", given, check=False)
    assert p.returncode == 0, f"{given} is not a commit of the repository"
    subject = git("log", "-1", "--format=%s", given).stdout.strip()
    assert f"Change-Id: {EXPECTED['culprit']}" in p.stdout, f"{given} ({subject!r}) is not the first bad commit"

def test_history_kept_and_fix_committed_on_main():
    tip = _commit_with(EXPECTED["tip"])
    assert tip, "the original tip of main is gone from the history (history was rewritten)"
    main = git("rev-parse", "main").stdout.strip()
    assert main != tip, "main still points at the old tip: no fix was committed"
    assert git("merge-base", "--is-ancestor", tip, main, check=False).returncode == 0, \
        "the old tip of main is not an ancestor of main (history was rewritten)"

def _evaluate(calls):
    p0 = subprocess.run(["git", "-c", "safe.directory=*", "-C", REPO, "archive", "--format=tar", "main"],
                        capture_output=True)
    d = tempfile.mkdtemp()
    with tarfile.open(fileobj=io.BytesIO(p0.stdout)) as t:
        t.extractall(d)
    code = (f"import json, sys\nsys.path.insert(0, {d!r})\nfrom {EXPECTED['pkg']} import *\nout = {{}}\n"
            "for c in json.loads(sys.argv[1]):\n"
            "    try:\n        out[c] = repr(eval(c))\n    except Exception as e:\n        out[c] = 'error: %r' % (e,)\n"
            "print(json.dumps(out))\n")
    p = subprocess.run(["python3", "-I", "-c", code, json.dumps(calls)], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, f"importing {EXPECTED['pkg']} from main failed: {p.stderr[-500:]}"
    return json.loads(p.stdout)

def test_function_fixed_on_main():
    got = _evaluate([c for c, _ in EXPECTED["checks"]])
    wrong = [(c, got[c], w) for c, w in EXPECTED["checks"] if got[c] != w]
    assert not wrong, f"on main, {len(wrong)} calls are wrong (call, got, expected): {wrong[:3]}"

def test_later_work_kept():
    if not EXPECTED["later"]:
        return
    got = _evaluate([c for c, _ in EXPECTED["later"]])
    wrong = [(c, got[c], w) for c, w in EXPECTED["later"] if got[c] != w]
    assert not wrong, f"work merged after the bad commit is missing or broken on main: {wrong[:3]}"
