import json, os, subprocess, tarfile, tempfile, io

import pytest

EXPECTED = {'checks': [("slugify('Hello, World!')", "'hello-world'"),
            ("slugify('  Release notes 2.0 ')", "'release-notes-2-0'"),
            ("slugify('already-slugged')", "'already-slugged'"),
            ("slugify('a  b')", "'a-b'"),
            ("slugify('Q3 report (final)')", "'q3-report-final'"),
            ("slugify('plain words here')", "'plain-words-here'"),
            ("slugify('x', sep='_')", "'x'"),
            ("slugify('--dashes--')", "'dashes'")],
 'culprit': 'I8d3075630a7520c4f4ed6a2bd46dbb9e1efd4951',
 'later': [("mask_email('john.doe@example.org')", "'j******e@example.org'"),
           ("mask_email('ab@x.io')", "'a*@x.io'"),
           ("mask_email('a@b.c')", "'a@b.c'"),
           ("mask_email('maria@corp.example')", "'m***a@corp.example'"),
           ("mask_email('q.x.z@mail.test')", "'q***z@mail.test'"),
           ("luhn_valid('4539 1488 0343 6467')", 'True'),
           ("luhn_valid('79927398713')", 'True'),
           ("luhn_valid('79927398710')", 'False')],
 'pkg': 'numtools',
 'symptom': "slugify('Q3 report (final)')",
 'tip': 'I3076c1ff9d28789cae74b548eae1e2083ca7622b'}

REPO = "/app/numtools"

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
