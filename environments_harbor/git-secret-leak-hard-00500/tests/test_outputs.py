import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/rate-limits': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '6f58e3463debec6be03d9c8ba3e8e6cec5681c610d4814a4dff03edfaf1f3aaa',
                                                'README.md': '5d4fff36f5cbfd7917c7bb04eec90186b937268bd5d87a6bb70fb1e4d84bcb3d',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '9609867f28b8efe334ba23c7a390149c6a48602214edf315d6a0196e52f5f525',
                                                'config/database.yml': '85feeda8b46d33acc811979990c13bb5892d562eafbb11460f69df14064c7d7f',
                                                'docs/credentials.md': 'e3f00c11937b503c399107e397b988661e875424065059d2f9cb502a0d5db8ee',
                                                'scripts/upload_artifacts.sh': 'f4a4facfb25de7944566e377f33c79c1ac7d8f540d074a2e64b3c53f8b5c0623',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                                'tools/changelog.py': 'd28416a727b9145f1de25d42dc674daa201cad3d6b50f2115ab03aeaa5880771'},
                                      'history': [[1665520482, 'Goran Petrovic', 'Initial import'],
                                                  [1665635947, 'Chloe Martin', 'Refactor main #1'],
                                                  [1665895137, 'Ana Sousa', 'Docs: readme #2'],
                                                  [1666165566, 'Chloe Martin', 'CI: release step'],
                                                  [1666366019, 'Goran Petrovic', 'Clarify readme #3'],
                                                  [1666610553, 'Chloe Martin', 'Remove hardcoded key'],
                                                  [1666732224, 'Ana Sousa', 'Small cleanup #4'],
                                                  [1666916188, 'Goran Petrovic', 'Add alerting'],
                                                  [1667184755, 'Chloe Martin', 'Small cleanup #5'],
                                                  [1667408077, 'Ana Sousa', 'Temporary helper'],
                                                  [1667752238, 'Hana Kimura', 'Update changelog #6'],
                                                  [1668010885, 'Chloe Martin', 'Drop migration helper'],
                                                  [1668072729, 'Hana Kimura', 'Start rate-limits'],
                                                  [1668134432, 'Chloe Martin', 'WIP: try the integration'],
                                                  [1668246731, 'Ana Sousa', 'Update changelog #7']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'c56835f53084ecd4079959caad305006cf49cda4b5b9ec39ed7253500c452e49',
                                 'README.md': '4d49f0f9373a45a28ddab539f5c11a5178a023ec045d9cf4a50075e1c775cf58',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': 'f1a773d4c87ae082ddcdb9118cebd4e9d31f628cda0e2a3354a62ec0eac91ea8',
                                 'app/payments.py': '160245ec3b2f8db999058ae7d59913b058e52497bbb54a316f125f4917eb12a5',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'config/database.yml': '85feeda8b46d33acc811979990c13bb5892d562eafbb11460f69df14064c7d7f',
                                 'docs/credentials.md': 'e3f00c11937b503c399107e397b988661e875424065059d2f9cb502a0d5db8ee',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                 'tools/changelog.py': 'd28416a727b9145f1de25d42dc674daa201cad3d6b50f2115ab03aeaa5880771'},
                       'history': [[1665520482, 'Goran Petrovic', 'Initial import'],
                                   [1665635947, 'Chloe Martin', 'Refactor main #1'],
                                   [1665895137, 'Ana Sousa', 'Docs: readme #2'],
                                   [1666165566, 'Chloe Martin', 'CI: release step'],
                                   [1666366019, 'Goran Petrovic', 'Clarify readme #3'],
                                   [1666610553, 'Chloe Martin', 'Remove hardcoded key'],
                                   [1666732224, 'Ana Sousa', 'Small cleanup #4'],
                                   [1666916188, 'Goran Petrovic', 'Add alerting'],
                                   [1667184755, 'Chloe Martin', 'Small cleanup #5'],
                                   [1667408077, 'Ana Sousa', 'Temporary helper'],
                                   [1667752238, 'Hana Kimura', 'Update changelog #6'],
                                   [1668010885, 'Chloe Martin', 'Drop migration helper'],
                                   [1668251401, 'Chloe Martin', 'Hotfix: retry on timeout'],
                                   [1668413304, 'Hana Kimura', 'Hotfix: new database host'],
                                   [1668505874, 'Goran Petrovic', 'Docs: readme #8'],
                                   [1668700165, 'Goran Petrovic', "Merge branch 'hotfix/4.2.9'"],
                                   [1668953733, 'Hana Kimura', 'Docs: readme #9'],
                                   [1669221202, 'Hana Kimura', 'Read the database URL from the environment'],
                                   [1669231223, 'Hana Kimura', 'Refactor main #10']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '5dae66bfd2dfa5564da47ba8d224810d4b8e9415',
            'live': True,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIA21UZK06NZBQDYPNU',
            'type': 'aws'},
           {'commit': '047fcd8330aa1f0c9679a8f60b11885ff35362b5',
            'live': True,
            'path': 'tools/changelog.py',
            'secret': 'ghp_RPNsMYmbp98NXA8yFDHhYH37HU7cbx2cE7nn',
            'type': 'github'},
           {'commit': '7dd8b399a690edc5494519fbce94140223311935',
            'live': False,
            'path': 'config/database.yml',
            'secret': 'oNN8kvSucopD0x*',
            'type': 'dbpass'},
           {'commit': '1862ed74315040b3175c2b4ff4ea66e5e4fdfe29',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_R493OwQsXDeDWJFYphZ1lTTo',
            'type': 'stripe'},
           {'commit': 'f5265800641102d26959cc127fe094e6b815b71e',
            'live': False,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-118287708602-8603375679729-Yy2zL7PfxGVQ4vU2w5YDLHwG',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/srv/audit/leaks.json',
 'repo': '/home/dev/src/billing-gateway',
 'tags': {'v1.0': 'Small cleanup #4', 'v1.1': 'Docs: readme #9'}}

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
