import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/retry-queue': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '6c89ce39d57a3d538796b1187b4c84c626fb69ad7290b016cd7db6db1032934d',
                                                'README.md': 'c6b04eab46d9900a6a1fea99addf268d00e3930627e8010667bdbfee2ecb407c',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '056127b28363b9057fe23ed0e2bd22f8ea1ca13e50ce44391dbc5324dcb1e845',
                                                'app/payments.py': 'e554356245daaeed52fa90775f4a9bdbf56e809949bcb4f8eb7004608f71aa89',
                                                'deploy/aws.env': '25e7ea201c9d6452dcd645366b2dc28d96c66b3326f4b01574037638320652aa',
                                                'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                                'docs/credentials.md': 'ba67e3d9fee98c2beeaa5e991266a057ee4782df5f513f1aa0aca76c16298966',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                      'history': [[1686752052, 'Elif Yildiz', 'Initial import'],
                                                  [1686790643, 'Farah Haddad', 'Note release changes #1'],
                                                  [1686989791, 'Dmitri Volkov', 'Update changelog #2'],
                                                  [1687143563, 'Ana Sousa', 'Add deploy config'],
                                                  [1687449664, 'Ana Sousa', 'Handle edge case #3'],
                                                  [1687629623, 'Dmitri Volkov', 'Move credentials to environment'],
                                                  [1687668992, 'Elif Yildiz', 'Refactor main #4'],
                                                  [1687827789, 'Elif Yildiz', 'Add alerting'],
                                                  [1688126264, 'Elif Yildiz', 'Update changelog #5'],
                                                  [1688281684, 'Farah Haddad', 'Debug tooling'],
                                                  [1688339236, 'Ana Sousa', 'Note release changes #6'],
                                                  [1688562723, 'Ana Sousa', 'Remove temporary script'],
                                                  [1688836265, 'Dmitri Volkov', 'Start retry-queue'],
                                                  [1689133267, 'Farah Haddad', 'Spike'],
                                                  [1689450908, 'Ana Sousa', 'Readme: link ticket #7']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': '2611b25be983de9d2684902d0b64fb38ed4a5e6376c8df279208ed8fa472d433',
                                 'README.md': '736adc5894a5c4cffeb14b2146838f9e0e802bc7dbcb36dc72b2059d822b60cc',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': 'ed60bbe083cf42d080dd4ca1e2c8bc4584fce0ed69bb4b47cede2e44440cfeae',
                                 'app/payments.py': 'e554356245daaeed52fa90775f4a9bdbf56e809949bcb4f8eb7004608f71aa89',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                 'docs/credentials.md': 'ba67e3d9fee98c2beeaa5e991266a057ee4782df5f513f1aa0aca76c16298966',
                                 'ops/notify.sh': '065e956d0f2af73e32cd34faee57956b145be682c049fa17eec5f539574595cf',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                       'history': [[1686752052, 'Elif Yildiz', 'Initial import'],
                                   [1686790643, 'Farah Haddad', 'Note release changes #1'],
                                   [1686989791, 'Dmitri Volkov', 'Update changelog #2'],
                                   [1687143563, 'Ana Sousa', 'Add deploy config'],
                                   [1687449664, 'Ana Sousa', 'Handle edge case #3'],
                                   [1687629623, 'Dmitri Volkov', 'Move credentials to environment'],
                                   [1687668992, 'Elif Yildiz', 'Refactor main #4'],
                                   [1687827789, 'Elif Yildiz', 'Add alerting'],
                                   [1688126264, 'Elif Yildiz', 'Update changelog #5'],
                                   [1688281684, 'Farah Haddad', 'Debug tooling'],
                                   [1688339236, 'Ana Sousa', 'Note release changes #6'],
                                   [1688562723, 'Ana Sousa', 'Remove temporary script'],
                                   [1689493115, 'Dmitri Volkov', 'Hotfix: retry on timeout'],
                                   [1689741749, 'Dmitri Volkov', 'Hotfix: new database host'],
                                   [1689819414, 'Dmitri Volkov', 'Note release changes #8'],
                                   [1689978294, 'Elif Yildiz', "Merge branch 'hotfix/4.0.9'"],
                                   [1690057033, 'Ana Sousa', 'Small cleanup #9'],
                                   [1690194401, 'Dmitri Volkov', 'Read the database URL from the environment'],
                                   [1690423944, 'Elif Yildiz', 'Clarify readme #10']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '70d7401dea070a4639ffc8346fd741f0bfce195f',
            'live': True,
            'path': 'deploy/aws.env',
            'secret': 'AKIAJLK6QVKGZ2BEORYL',
            'type': 'aws'},
           {'commit': '74b7cbfe2b59e0a7d9f57f704d2a996ee0d96e66',
            'live': True,
            'path': 'docker-compose.override.yml',
            'secret': 'MdZGfvu860gbTp5%',
            'type': 'dbpass'},
           {'commit': '65e2769b6a74d14dc29a5baec9c623508cb5564d',
            'live': False,
            'path': 'tools/changelog.py',
            'secret': 'ghp_JBcWcxcNZ9cZ74iBWLTx8CANXCNMQeyA4K0y',
            'type': 'github'},
           {'commit': '6eff262083b1dbd31597e108a916a3ae484afd8c',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_LuCXvl6AAEwNYD0WCz46Mwys',
            'type': 'stripe'},
           {'commit': '398302cf2fc2735f886170688aec71c0d258c230',
            'live': False,
            'path': 'ops/notify.sh',
            'secret': 'xoxb-705365750288-5421232698270-dLGZZGH1X7Lk3aK8s2xhS0WE',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/root/leak-audit/chat-relay/findings.json',
 'repo': '/opt/audit/chat-relay',
 'tags': {'v1.0': 'Refactor main #4', 'v1.1': 'Small cleanup #9'}}

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
