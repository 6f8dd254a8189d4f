import json, os, subprocess, tarfile, tempfile, io

import pytest

EXPECTED = {'checks': [("parse_duration('1h30m')", '5400'),
            ("parse_duration('45s')", '45'),
            ("parse_duration('2h 5m 10s')", '7510'),
            ("parse_duration('90m')", '5400'),
            ("parse_duration('1h')", '3600'),
            ("parse_duration('12s')", '12'),
            ("parse_duration('3m 7s')", '187')],
 'culprit': 'I26dc30b70ac9819ac225ccfe138eca229bad0d2d',
 'later': [('to_roman(1994)', "'MCMXCIV'"),
           ('to_roman(2024)', "'MMXXIV'"),
           ('to_roman(49)', "'XLIX'"),
           ('to_roman(3)', "'III'"),
           ('to_roman(1666)', "'MDCLXVI'"),
           ('to_roman(19)', "'XIX'"),
           ('to_roman(2000)', "'MM'"),
           ('to_roman(3999)', "'MMMCMXCIX'")],
 'pkg': 'snippetlib',
 'symptom': "parse_duration('90m')",
 'tip': 'I9a4ee785161da6cfd4f64f8f5079a75dc8f8849d'}

REPO = "/app/snippetlib"

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
