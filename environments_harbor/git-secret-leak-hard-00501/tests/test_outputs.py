import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/dark-mode': {'files': {'.ci/release.yml': '98169b2f535c61557fbb8ca168c9d385b66462cec439ebcc388a60a43e031f68',
                                              '.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                              'CHANGELOG.md': 'f8eff6dd7d6e0074acc2dbfa0e283fbf3854a641d64e18adbe143dd567871a3b',
                                              'README.md': 'ceb558252bbcd321bf34aff61420950993fc168d4f8db97889d2b2932ae05638',
                                              'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                              'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                              'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                              'app/main.py': '6131175394854d23f27a7938e080bb83d4973dc63035f6c5b99bae6d70365415',
                                              'deploy/aws.env': '25e7ea201c9d6452dcd645366b2dc28d96c66b3326f4b01574037638320652aa',
                                              'docs/credentials.md': '5f1ac679d1802c89f55ced391926bfc4d944a294be218c9e1c12d1d3334ac80a',
                                              'ops/notify.sh': '065e956d0f2af73e32cd34faee57956b145be682c049fa17eec5f539574595cf',
                                              'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                    'history': [[1618137561, 'Ana Sousa', 'Initial import'],
                                                [1618305827, 'Ben Okoro', 'Small cleanup #1'],
                                                [1618441919, 'Goran Petrovic', 'Readme: link ticket #2'],
                                                [1618756416, 'Ben Okoro', 'CI: release step'],
                                                [1618872934, 'Ben Okoro', 'Small cleanup #3'],
                                                [1618961067, 'Ben Okoro', 'Remove hardcoded key'],
                                                [1619242888, 'Elif Yildiz', 'Docs: readme #4'],
                                                [1619335651, 'Ben Okoro', 'Hook up notifications'],
                                                [1619368755, 'Ana Sousa', 'Changelog entry #5'],
                                                [1619395796, 'Ben Okoro', 'Debug tooling'],
                                                [1619402665, 'Goran Petrovic', 'Clarify readme #6'],
                                                [1619569776, 'Ben Okoro', 'Delete debug tooling'],
                                                [1619782903, 'Ana Sousa', 'Start dark-mode'],
                                                [1619942483, 'Ana Sousa', 'Spike'],
                                                [1620141511, 'Elif Yildiz', 'Changelog entry #7']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'fb95357bdd0a1becc55456490684396c78df5a9b6335b296dd0d8b02771f46c0',
                                 'README.md': '5b774523262e0df853c30e8962422cef631b0842a8fc0ec6e2f07b7db08ea705',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '149aafcbfe16856dfab7b83ff57ecf92ca7aa50e1a3573eaaabdc87184c58658',
                                 'app/payments.py': 'adce451d019d77f7cfae70f345cf7b51dcea60ac8d3b13b98efd3a97057e86b3',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'deploy/aws.env': '25e7ea201c9d6452dcd645366b2dc28d96c66b3326f4b01574037638320652aa',
                                 'docs/credentials.md': '5f1ac679d1802c89f55ced391926bfc4d944a294be218c9e1c12d1d3334ac80a',
                                 'ops/notify.sh': '065e956d0f2af73e32cd34faee57956b145be682c049fa17eec5f539574595cf',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                       'history': [[1618137561, 'Ana Sousa', 'Initial import'],
                                   [1618305827, 'Ben Okoro', 'Small cleanup #1'],
                                   [1618441919, 'Goran Petrovic', 'Readme: link ticket #2'],
                                   [1618756416, 'Ben Okoro', 'CI: release step'],
                                   [1618872934, 'Ben Okoro', 'Small cleanup #3'],
                                   [1618961067, 'Ben Okoro', 'Remove hardcoded key'],
                                   [1619242888, 'Elif Yildiz', 'Docs: readme #4'],
                                   [1619335651, 'Ben Okoro', 'Hook up notifications'],
                                   [1619368755, 'Ana Sousa', 'Changelog entry #5'],
                                   [1619395796, 'Ben Okoro', 'Debug tooling'],
                                   [1619402665, 'Goran Petrovic', 'Clarify readme #6'],
                                   [1619569776, 'Ben Okoro', 'Delete debug tooling'],
                                   [1620190502, 'Goran Petrovic', 'Hotfix: retry on timeout'],
                                   [1620411074, 'Goran Petrovic', 'Hotfix: point at the replica'],
                                   [1620647103, 'Ana Sousa', 'Handle edge case #8'],
                                   [1620705667, 'Ana Sousa', "Merge branch 'hotfix/8.2.8'"],
                                   [1620929693, 'Goran Petrovic', 'Refactor main #9'],
                                   [1621132268, 'Goran Petrovic', 'Read the database URL from the environment'],
                                   [1621227139, 'Ben Okoro', 'Clarify readme #10']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '7cb30267804c325021280682c398107d541b9cf5',
            'live': True,
            'path': 'deploy/aws.env',
            'secret': 'AKIAXJL3KN6MNYSKYZ1I',
            'type': 'aws'},
           {'commit': '7ae51ce57457b084d4ba8aa866f79255ff2f9c44',
            'live': False,
            'path': 'docker-compose.override.yml',
            'secret': 'CkwFVPoQWxBOW#',
            'type': 'dbpass'},
           {'commit': '5b46f368ac9e15ce6594e7c214ea483ea50e31e8',
            'live': True,
            'path': '.ci/release.yml',
            'secret': 'ghp_BCzgHbLlsF4RtwhqbYfTsfeTgwZe0bIJV3Tg',
            'type': 'github'},
           {'commit': '2589bcf5a009fe54aa6a6fea217e09f968a6ed83',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_Gc97C6AcntdOGrf8Y5LUqlNt',
            'type': 'stripe'},
           {'commit': '445e5d2513d6fd49db5ffd075f0fc54c93cf9af0',
            'live': False,
            'path': 'ops/notify.sh',
            'secret': 'xoxb-469032728522-6191784131951-NBVDRWEDvRWvBj9opbd5Kr8W',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/srv/audit/leaks.json',
 'repo': '/opt/audit/media-transcoder',
 'tags': {'v1.0': 'Docs: readme #4', 'v1.1': 'Refactor main #9'}}

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
