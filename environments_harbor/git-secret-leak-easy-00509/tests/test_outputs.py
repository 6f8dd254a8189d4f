import hashlib, json, os, subprocess

import pytest

EXPECTED = {'leaks': [{'commit': 'a19fa8b2685ea89f2a046d8214d1a11e98afeaf1',
            'live': False,
            'path': 'config/database.yml',
            'secret': '53Tp6hGdZDz*',
            'type': 'dbpass'},
           {'commit': '2dfcaf1a5d0b75f1ba903416e3fb24253ee545f1',
            'live': False,
            'path': '.ci/release.yml',
            'secret': 'ghp_HbQf4cArjV6KWNUqOfvVNPwQL4QAp7LreLe4',
            'type': 'github'},
           {'commit': '0f2cae10159342ff79f6f25e499c04ad3b89b4a1',
            'live': True,
            'path': 'config/payments.toml',
            'secret': 'sk_live_CecynpCejvrl99haKVS03G6O',
            'type': 'stripe'}],
 'level': 'easy',
 'out': '/var/tmp/secret-scan/findings.json',
 'repo': '/opt/audit/report-builder'}

def _leaks():
    p = EXPECTED["out"]
    assert os.path.isfile(p), f"{p} is missing"
    data = json.load(open(p))
    return {l.get("secret"): l for l in data.get("leaks", [])}

def test_leaked_values():
    got, want = set(_leaks()), {l["secret"] for l in EXPECTED["leaks"]}
    assert got == want, f"{len(got - want)} reported values are not leaks (e.g. {sorted(got - want)[:2]}), {len(want - got)} leaks are missing (types {sorted(l['type'] for l in EXPECTED['leaks'] if l['secret'] in want - got)})"

def test_leak_details():
    got = _leaks()
    for w in EXPECTED["leaks"]:
        g = got.get(w["secret"], {})
        for key in ("type", "commit", "path", "live"):
            assert g.get(key) == w[key], f"{w['type']} leak {w['secret'][:8]}...: {key} is {g.get(key)!r}, expected {w[key]!r}"

def git(*a, check=True):
    r = subprocess.run(["git", "-c", "safe.directory=*", "-C", EXPECTED["repo"], *a], capture_output=True)
    if check:
        assert r.returncode == 0, f"git {' '.join(a)}: {r.stderr.decode(errors='replace')[-400:]}"
    return r.stdout

HARD = pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")

@HARD
def test_no_object_contains_a_leak():
    secrets = [l["secret"].encode() for l in EXPECTED["leaks"]]
    listing = git("cat-file", "--batch-all-objects", "--batch-check=%(objectname) %(objecttype)").decode().split("\n")
    blobs = [l.split()[0] for l in listing if l.endswith(" blob")]
    assert blobs, "the repository has no objects"
    data = subprocess.run(["git", "-c", "safe.directory=*", "-C", EXPECTED["repo"], "cat-file", "--batch"],
                          input=("\n".join(blobs) + "\n").encode(), capture_output=True).stdout
    dirty = [s.decode()[:8] + "..." for s in secrets if s in data]
    assert not dirty, f"objects in the repository still contain {len(dirty)} leaked values: {dirty}"

@HARD
def test_refs_kept():
    heads = sorted(git("for-each-ref", "--format=%(refname:short)", "refs/heads").decode().split())
    tags = sorted(git("for-each-ref", "--format=%(refname:short)", "refs/tags").decode().split())
    assert heads == sorted(EXPECTED["branches"]), f"branches {heads}, expected {sorted(EXPECTED['branches'])}"
    assert tags == sorted(EXPECTED["tags"]), f"tags {tags}, expected {sorted(EXPECTED['tags'])}"
    others = [r for r in git("for-each-ref", "--format=%(refname)").decode().split() if not r.startswith(("refs/heads/", "refs/tags/"))]
    assert not others, f"leftover refs: {others}"

@HARD
def test_history_preserved():
    for b, want in EXPECTED["branches"].items():
        out = git("log", "--format=%at%x09%an%x09%s", b).decode().strip().split("\n")
        got = sorted([int(l.split("\t")[0]), l.split("\t")[1], l.split("\t")[2]] for l in out)
        assert got == want["history"], f"{b}: the commits (dates, authors, messages) changed: {len(got)} commits, expected {len(want['history'])}"

@HARD
def test_tips_redacted_exactly():
    for b, want in EXPECTED["branches"].items():
        names = git("ls-tree", "-r", "--name-only", b).decode().split("\n")
        got = {}
        for n in filter(None, names):
            got[n] = hashlib.sha256(git("show", f"{b}:{n}")).hexdigest()
        assert sorted(got) == sorted(want["files"]), f"{b}: files differ: {sorted(set(got) ^ set(want['files']))}"
        wrong = [n for n in got if got[n] != want["files"][n]]
        assert not wrong, f"{b}: content differs from the original with leaks replaced by REDACTED: {wrong}"

@HARD
def test_tags_point_at_rewritten_commits():
    secrets = [l["secret"].encode() for l in EXPECTED["leaks"]]
    for t, msg in EXPECTED["tags"].items():
        subject = git("log", "-1", "--format=%s", t).decode().strip()
        assert subject == msg, f"tag {t} points at '{subject}', expected '{msg}'"
        tree = git("archive", "--format=tar", t)
        assert not any(s in tree for s in secrets), f"tag {t} still reaches a leaked value"

@HARD
def test_main_checked_out():
    assert git("symbolic-ref", "--short", "HEAD").decode().strip() == "main", "HEAD is not on main"
    status = git("status", "--porcelain").decode().strip()
    assert not status, f"working tree of main is not clean: {status[:200]}"
