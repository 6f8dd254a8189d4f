import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/rate-limits': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '6b150a7ae2a7ba59fe4e8b021f9dde4aaba2212d2c95e64dbc4bdfdfbd1633b0',
                                                'README.md': 'f1d5f531496521973d5d879059655298b670abc20ac4913005122b24f1999e0f',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '5c69eae2fe43491f1e3b3f7533ece4f09b790ed9986b4e6b869063ae4e8741ea',
                                                'config/alerts.ini': '4fcf717419da6e2645883cc90d9565da9822c68b3df91762e8742ff6a06a4b3e',
                                                'config/database.yml': '2ebbd48731f22a17e0623450ddb059a955e55b708ecc6f6f04ff4bc2446892f7',
                                                'docs/credentials.md': '181bb1fa7c2bfcd2476528f27740d3a990f3698d4500b1e7eda5cefcc019c282',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                                'tools/changelog.py': 'd28416a727b9145f1de25d42dc674daa201cad3d6b50f2115ab03aeaa5880771'},
                                      'history': [[1616345847, 'Jun Li', 'Initial import'],
                                                  [1616386945, 'Jun Li', 'Clarify readme #1'],
                                                  [1616669813, 'Ben Okoro', 'Add helper #2'],
                                                  [1616737123, 'Ben Okoro', 'CI: release step'],
                                                  [1616838011, 'Ivo Jansen', 'Clarify readme #3'],
                                                  [1616999109, 'Jun Li', 'Docs: readme #4'],
                                                  [1617249589, 'Ben Okoro', 'Remove hardcoded key'],
                                                  [1617466904, 'Dmitri Volkov', 'Readme: link ticket #5'],
                                                  [1617707155, 'Ben Okoro', 'Add alerting'],
                                                  [1617960595, 'Ivo Jansen', 'Update changelog #6'],
                                                  [1618052116, 'Jun Li', 'Quick script for the migration'],
                                                  [1618230225, 'Ben Okoro', 'Docs: readme #7'],
                                                  [1618356289, 'Ben Okoro', 'Drop migration helper'],
                                                  [1618465591, 'Ivo Jansen', 'Start rate-limits'],
                                                  [1618655039, 'Ivo Jansen', 'Prototype against prod'],
                                                  [1618801947, 'Ben Okoro', 'Handle edge case #8']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': '04aba6c837c5fa403720e20eeeb3d209fa51bc5d4f2ec429a5dc105ae6fb2846',
                                 'README.md': 'f1d5f531496521973d5d879059655298b670abc20ac4913005122b24f1999e0f',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': 'eb34bcd00eb9e3797b97eb4d7322b3a4ea99fdefb01a213851fd7b38290e00c9',
                                 'app/payments.py': 'adce451d019d77f7cfae70f345cf7b51dcea60ac8d3b13b98efd3a97057e86b3',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'config/alerts.ini': '4fcf717419da6e2645883cc90d9565da9822c68b3df91762e8742ff6a06a4b3e',
                                 'docs/credentials.md': '181bb1fa7c2bfcd2476528f27740d3a990f3698d4500b1e7eda5cefcc019c282',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                 'tools/changelog.py': 'd28416a727b9145f1de25d42dc674daa201cad3d6b50f2115ab03aeaa5880771'},
                       'history': [[1616345847, 'Jun Li', 'Initial import'],
                                   [1616386945, 'Jun Li', 'Clarify readme #1'],
                                   [1616669813, 'Ben Okoro', 'Add helper #2'],
                                   [1616737123, 'Ben Okoro', 'CI: release step'],
                                   [1616838011, 'Ivo Jansen', 'Clarify readme #3'],
                                   [1616999109, 'Jun Li', 'Docs: readme #4'],
                                   [1617249589, 'Ben Okoro', 'Remove hardcoded key'],
                                   [1617466904, 'Dmitri Volkov', 'Readme: link ticket #5'],
                                   [1617707155, 'Ben Okoro', 'Add alerting'],
                                   [1617960595, 'Ivo Jansen', 'Update changelog #6'],
                                   [1618052116, 'Jun Li', 'Quick script for the migration'],
                                   [1618230225, 'Ben Okoro', 'Docs: readme #7'],
                                   [1618356289, 'Ben Okoro', 'Drop migration helper'],
                                   [1618952416, 'Ivo Jansen', 'Hotfix: retry on timeout'],
                                   [1619274683, 'Jun Li', 'Hotfix: point at the replica'],
                                   [1619526310, 'Jun Li', 'Handle edge case #9'],
                                   [1619760314, 'Jun Li', "Merge branch 'hotfix/9.7.3'"],
                                   [1619812916, 'Ivo Jansen', 'Update changelog #10'],
                                   [1619832475, 'Ben Okoro', 'Read the database URL from the environment'],
                                   [1619868833, 'Ben Okoro', 'Note release changes #11']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': 'd92acd9be1d9cce44565c531a017e6b2adaf86ea',
            'live': False,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIA3YJXWSHC6W1FOXKL',
            'type': 'aws'},
           {'commit': 'f748c348a982c977db9e7f2ccd4d1108144e6e1d',
            'live': True,
            'path': 'config/database.yml',
            'secret': 'eUVY5cGQ9BoJ*',
            'type': 'dbpass'},
           {'commit': '6800f124c3a2e02bfa2153358324c917282c6284',
            'live': True,
            'path': 'tools/changelog.py',
            'secret': 'ghp_Haqz64Peu4pSSqN1eN65QJOBti170HHFCpfM',
            'type': 'github'},
           {'commit': '3db89f0cb028489bce25d9410b9a4abbea616eaa',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_gzAmHMlyQtzrOVVbp7OEOhYd',
            'type': 'stripe'},
           {'commit': 'f528174d5a97a1beb38688d93991d01539864e2d',
            'live': False,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-107679004426-8957777754873-pNtfz3nGtNnUuq9oIJXDl8zF',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/srv/security/billing-gateway/secret-report.json',
 'repo': '/home/dev/src/billing-gateway',
 'tags': {'v1.0': 'Readme: link ticket #5', 'v1.1': 'Update changelog #10'}}

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
