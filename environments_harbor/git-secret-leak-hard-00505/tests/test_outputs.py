import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/slack-alerts': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                 'CHANGELOG.md': 'f47559769e47d43fa19fa7a506a8d383b74d1561470cce99042e06b6660aeb3b',
                                                 'README.md': '20611672776f60add09935c8288fcb0b06888156716d4be664cf9c4b62e243b2',
                                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                 'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                 'app/main.py': '6ba67a2b21c0ce0a4e6b8a6af6e26894d98d0c0c6322d5e6a3edcb06bfee6d09',
                                                 'config/payments.toml': 'a4b9ddbefffdafcf312628fb09de0277ad2dfe0b948768c884cd8a030295d3fe',
                                                 'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                                 'docs/credentials.md': '0c5ffa173a14ee68f0ed9de3f036351e82a66c27f518e4164d978dd72527cc04',
                                                 'ops/notify.sh': '065e956d0f2af73e32cd34faee57956b145be682c049fa17eec5f539574595cf',
                                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                       'history': [[1693811233, 'Ivo Jansen', 'Initial import'],
                                                   [1693906002, 'Elif Yildiz', 'Docs: readme #1'],
                                                   [1694173352, 'Ivo Jansen', 'Update changelog #2'],
                                                   [1694425323, 'Ivo Jansen', 'Wire up uploads'],
                                                   [1694526390, 'Chloe Martin', 'Update changelog #3'],
                                                   [1694685354, 'Elif Yildiz', 'Use env vars for secrets'],
                                                   [1694906486, 'Goran Petrovic', 'Add helper #4'],
                                                   [1695109217, 'Goran Petrovic', 'Add alerting'],
                                                   [1695372906, 'Elif Yildiz', 'Refactor main #5'],
                                                   [1695662315, 'Goran Petrovic', 'Temporary helper'],
                                                   [1695821369, 'Elif Yildiz', 'Handle edge case #6'],
                                                   [1696029035, 'Elif Yildiz', 'Remove temporary script'],
                                                   [1696105624, 'Chloe Martin', 'Start slack-alerts'],
                                                   [1696220286, 'Elif Yildiz', 'Spike'],
                                                   [1696236931, 'Chloe Martin', 'Update changelog #7']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'f7d9372f78220203ca59409c6f944d5e112441ed213e86d67a004b0c4346383a',
                                 'README.md': '1c43eeb3533194feae6541ed110dbc27c2186d7b07231a567469cb80bd7945b6',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '4d02e46516413d639e1b96f67ad1822dc714763e3afdff64870d72d247a313e1',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                 'docs/credentials.md': '0c5ffa173a14ee68f0ed9de3f036351e82a66c27f518e4164d978dd72527cc04',
                                 'ops/notify.sh': '065e956d0f2af73e32cd34faee57956b145be682c049fa17eec5f539574595cf',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                 'tools/changelog.py': 'c4801ded59bf3827bab52d5d1ea6f3c8c9466860b203bba3f4cf5274f46d35b3'},
                       'history': [[1693811233, 'Ivo Jansen', 'Initial import'],
                                   [1693906002, 'Elif Yildiz', 'Docs: readme #1'],
                                   [1694173352, 'Ivo Jansen', 'Update changelog #2'],
                                   [1694425323, 'Ivo Jansen', 'Wire up uploads'],
                                   [1694526390, 'Chloe Martin', 'Update changelog #3'],
                                   [1694685354, 'Elif Yildiz', 'Use env vars for secrets'],
                                   [1694906486, 'Goran Petrovic', 'Add helper #4'],
                                   [1695109217, 'Goran Petrovic', 'Add alerting'],
                                   [1695372906, 'Elif Yildiz', 'Refactor main #5'],
                                   [1695662315, 'Goran Petrovic', 'Temporary helper'],
                                   [1695821369, 'Elif Yildiz', 'Handle edge case #6'],
                                   [1696029035, 'Elif Yildiz', 'Remove temporary script'],
                                   [1696431442, 'Ivo Jansen', 'Hotfix: retry on timeout'],
                                   [1696759305, 'Elif Yildiz', 'Hotfix: new database host'],
                                   [1696821189, 'Goran Petrovic', 'Handle edge case #8'],
                                   [1696890698, 'Ivo Jansen', "Merge branch 'hotfix/3.5.1'"],
                                   [1697135107, 'Goran Petrovic', 'Docs: readme #9'],
                                   [1697324921, 'Ivo Jansen', 'Read the database URL from the environment'],
                                   [1697616804, 'Chloe Martin', 'Note release changes #10']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': 'b5ded058bca53ef60da3c3364c0cdcfd9396fd01',
            'live': False,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIAPTUXWY8SZF7RCA9E',
            'type': 'aws'},
           {'commit': 'f5f141f2113ec764cb6d443f008aaa98a5e1b3fe',
            'live': True,
            'path': 'docker-compose.override.yml',
            'secret': 'DxeCUH1BVbzMZ!',
            'type': 'dbpass'},
           {'commit': '0ad1e12969fa4f7d00bcec13aeebcdb5372aa6c7',
            'live': False,
            'path': 'tools/changelog.py',
            'secret': 'ghp_uybKhZcIt7FOxcYOx6dz5p9sVyOKbjtnRXug',
            'type': 'github'},
           {'commit': '3a9f1ecbef41fd7cf0e6c88197f32ea19d07da9e',
            'live': True,
            'path': 'config/payments.toml',
            'secret': 'sk_live_zVqPISh8dzzE8usyTQ4guKzP',
            'type': 'stripe'},
           {'commit': '5c5ca8149ed96caaa91758ef68de3ebffae4dec9',
            'live': False,
            'path': 'ops/notify.sh',
            'secret': 'xoxb-427505208510-6916806471715-sKE6sJiXakt5WJ8eAX0dZpih',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/root/leak-audit/tax-calculator/secret-report.json',
 'repo': '/home/dev/src/tax-calculator',
 'tags': {'v1.0': 'Add helper #4', 'v1.1': 'Docs: readme #9'}}

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
