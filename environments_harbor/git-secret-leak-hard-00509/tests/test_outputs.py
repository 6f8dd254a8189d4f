import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/oauth-login': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '169658fdb9c63b9ad6995cde0ca1574eff49e7b7a9c7ace019fdd8de0b4d51c0',
                                                'README.md': 'e1e86fc6594e12c49dab133a8c2cab6feffe5da13b6e820aeb7935cb6ad15c14',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '6d4154a6eeebce8f0961c3f3736c9071a4272bcff41bead17f81888eb02a4dac',
                                                'config/alerts.ini': '193a8bc7823de69fcf416cf06f17881341f4dbd6f3ff41d394c0904c7dfdb6a3',
                                                'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                                'docs/credentials.md': 'f00292a01eeeb74c9369551af80535b06100fbeedda0f8b332c5386ad9d1f903',
                                                'scripts/upload_artifacts.sh': 'd1659c1826c3b3b0efe2a121c3f5896455482ed3cb4d9339f3bf24d82838bdec',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                      'history': [[1677266930, 'Ivo Jansen', 'Initial import'],
                                                  [1677292655, 'Ivo Jansen', 'Docs: readme #1'],
                                                  [1677351762, 'Hana Kimura', 'Changelog entry #2'],
                                                  [1677539081, 'Ivo Jansen', 'Clarify readme #3'],
                                                  [1677779947, 'Ivo Jansen', 'Add deploy config'],
                                                  [1677999295, 'Ben Okoro', 'Handle edge case #4'],
                                                  [1678164074, 'Hana Kimura', 'Use env vars for secrets'],
                                                  [1678280092, 'Hana Kimura', 'Changelog entry #5'],
                                                  [1678551147, 'Chloe Martin', 'Payments integration'],
                                                  [1678729471, 'Ivo Jansen', 'Add helper #6'],
                                                  [1678887695, 'Ben Okoro', 'Clarify readme #7'],
                                                  [1679179035, 'Ben Okoro', 'Temporary helper'],
                                                  [1679306884, 'Ben Okoro', 'Clarify readme #8'],
                                                  [1679595982, 'Chloe Martin', 'Drop migration helper'],
                                                  [1679627371, 'Hana Kimura', 'Start oauth-login'],
                                                  [1679699606, 'Ben Okoro', 'WIP: try the integration'],
                                                  [1679823948, 'Chloe Martin', 'Docs: readme #9']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': '25f617e4e62dbbf834e829600558cb64288388093ec4575e6315870afc0de70e',
                                 'README.md': 'e212e838f6d491b561ac7a6b2ac17318c481dbeb13e40cf241fd19380ddbff99',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '395c2fd429ce7b56b7eb23a523b3ac2453a2bcafa1b13766cd7cf4ac1f5b1de3',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'docker-compose.override.yml': '1af3848baa41a1c8eed6c96369ac3923f97ca8217209f5260d18cabb7c7a10f7',
                                 'docs/credentials.md': 'f00292a01eeeb74c9369551af80535b06100fbeedda0f8b332c5386ad9d1f903',
                                 'scripts/upload_artifacts.sh': 'd1659c1826c3b3b0efe2a121c3f5896455482ed3cb4d9339f3bf24d82838bdec',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                 'tools/changelog.py': 'c4801ded59bf3827bab52d5d1ea6f3c8c9466860b203bba3f4cf5274f46d35b3'},
                       'history': [[1677266930, 'Ivo Jansen', 'Initial import'],
                                   [1677292655, 'Ivo Jansen', 'Docs: readme #1'],
                                   [1677351762, 'Hana Kimura', 'Changelog entry #2'],
                                   [1677539081, 'Ivo Jansen', 'Clarify readme #3'],
                                   [1677779947, 'Ivo Jansen', 'Add deploy config'],
                                   [1677999295, 'Ben Okoro', 'Handle edge case #4'],
                                   [1678164074, 'Hana Kimura', 'Use env vars for secrets'],
                                   [1678280092, 'Hana Kimura', 'Changelog entry #5'],
                                   [1678551147, 'Chloe Martin', 'Payments integration'],
                                   [1678729471, 'Ivo Jansen', 'Add helper #6'],
                                   [1678887695, 'Ben Okoro', 'Clarify readme #7'],
                                   [1679179035, 'Ben Okoro', 'Temporary helper'],
                                   [1679306884, 'Ben Okoro', 'Clarify readme #8'],
                                   [1679595982, 'Chloe Martin', 'Drop migration helper'],
                                   [1679840219, 'Hana Kimura', 'Hotfix: retry on timeout'],
                                   [1680009147, 'Ben Okoro', 'Hotfix: new database host'],
                                   [1680023318, 'Ivo Jansen', 'Clarify readme #10'],
                                   [1680166773, 'Ivo Jansen', "Merge branch 'hotfix/4.7.7'"],
                                   [1680224548, 'Ivo Jansen', 'Note release changes #11'],
                                   [1680233812, 'Hana Kimura', 'Read the database URL from the environment'],
                                   [1680378479, 'Ivo Jansen', 'Refactor main #12']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '01577e363f5446a4806b7899e603ec521963fb42',
            'live': False,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIALT780N7VJKRM3G0A',
            'type': 'aws'},
           {'commit': '450d65e881eefa8b370c9e7df4238a8e21aec1ae',
            'live': False,
            'path': 'tools/changelog.py',
            'secret': 'ghp_uR0G4x5sda5DTEWCRGpK0lu04gNFkKYrVO66',
            'type': 'github'},
           {'commit': '55b557c63e29c143315f80925bac06fd1643f83b',
            'live': True,
            'path': 'docker-compose.override.yml',
            'secret': 'opB1x2mjOtB4f*',
            'type': 'dbpass'},
           {'commit': 'e74e0113e32eac0472e7eb48a330b35c6adb95ff',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_sQTSjKBQPKclaFiNsioRtKhB',
            'type': 'stripe'},
           {'commit': '6236111b82cbfcd7ac38e5b82e8db13cc7d31a3a',
            'live': True,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-859328612834-4347510567564-3voFMUcA2MbEDIuSVNLtn1dz',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/root/leak-audit/ledger-sync/secret-report.json',
 'repo': '/opt/audit/ledger-sync',
 'tags': {'v1.0': 'Changelog entry #5', 'v1.1': 'Note release changes #11'}}

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
