import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/webhooks': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                             'CHANGELOG.md': 'cbe47a69d035f74a9c49eb82f11c0987a254eada42e7f5986845f8d61de0ae59',
                                             'README.md': '56b7af2fd1aa17dbfb8db960fa89733b93a674d28f9505d46165a066f450da3c',
                                             'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                             'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                             'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                             'app/main.py': '488e6da939863cf1405de1e9371626d7d969997bccfd9d11265beb89125db0dc',
                                             'config/alerts.ini': 'dd9671e7147586751bfee54854bfa808fb49a3293810c22aff642910331176d3',
                                             'config/payments.toml': 'a4b9ddbefffdafcf312628fb09de0277ad2dfe0b948768c884cd8a030295d3fe',
                                             'docker-compose.override.yml': 'c52631a7b09cd4c4e674269613fdef71adf254dc012df062c51b60e4ea7f8233',
                                             'docs/credentials.md': '4e2de6cce42c7742c61c73127d5c632ff8f1ec259ddaaefa8425ca5ade102fc6',
                                             'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                   'history': [[1696383225, 'Dmitri Volkov', 'Initial import'],
                                               [1696435867, 'Dmitri Volkov', 'Readme: link ticket #1'],
                                               [1696608708, 'Ana Sousa', 'Note release changes #2'],
                                               [1696813677, 'Dmitri Volkov', 'Add deploy config'],
                                               [1696838261, 'Dmitri Volkov', 'Docs: readme #3'],
                                               [1696891765, 'Ivo Jansen', 'Clarify readme #4'],
                                               [1697032720, 'Farah Haddad', 'Use env vars for secrets'],
                                               [1697161294, 'Dmitri Volkov', 'Handle edge case #5'],
                                               [1697469644, 'Farah Haddad', 'Payments integration'],
                                               [1697505747, 'Ivo Jansen', 'Changelog entry #6'],
                                               [1697774144, 'Ivo Jansen', 'Add helper #7'],
                                               [1697999754, 'Dmitri Volkov', 'Quick script for the migration'],
                                               [1698196567, 'Dmitri Volkov', 'Docs: readme #8'],
                                               [1698226755, 'Farah Haddad', 'Drop migration helper'],
                                               [1698405403, 'Dmitri Volkov', 'Start webhooks'],
                                               [1698536476, 'Dmitri Volkov', 'Prototype against prod'],
                                               [1698683967, 'Ana Sousa', 'Add helper #9']]},
              'main': {'files': {'.ci/release.yml': '8b69a2b92c46e2e5120c2758241aa1f93a83f8dbb91eb842f44e81bb507ed47f',
                                 '.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'cbe47a69d035f74a9c49eb82f11c0987a254eada42e7f5986845f8d61de0ae59',
                                 'README.md': '3cf8fb9e22b6ca007646cf2911a9947cea9cb18f4ba9073c3603029dee3cbd18',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '8d26a246438c375fd8a847542a1f33a29afd6711b68eb60a8405addbeefa1459',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'config/alerts.ini': 'dd9671e7147586751bfee54854bfa808fb49a3293810c22aff642910331176d3',
                                 'docker-compose.override.yml': 'c52631a7b09cd4c4e674269613fdef71adf254dc012df062c51b60e4ea7f8233',
                                 'docs/credentials.md': '4e2de6cce42c7742c61c73127d5c632ff8f1ec259ddaaefa8425ca5ade102fc6',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                       'history': [[1696383225, 'Dmitri Volkov', 'Initial import'],
                                   [1696435867, 'Dmitri Volkov', 'Readme: link ticket #1'],
                                   [1696608708, 'Ana Sousa', 'Note release changes #2'],
                                   [1696813677, 'Dmitri Volkov', 'Add deploy config'],
                                   [1696838261, 'Dmitri Volkov', 'Docs: readme #3'],
                                   [1696891765, 'Ivo Jansen', 'Clarify readme #4'],
                                   [1697032720, 'Farah Haddad', 'Use env vars for secrets'],
                                   [1697161294, 'Dmitri Volkov', 'Handle edge case #5'],
                                   [1697469644, 'Farah Haddad', 'Payments integration'],
                                   [1697505747, 'Ivo Jansen', 'Changelog entry #6'],
                                   [1697774144, 'Ivo Jansen', 'Add helper #7'],
                                   [1697999754, 'Dmitri Volkov', 'Quick script for the migration'],
                                   [1698196567, 'Dmitri Volkov', 'Docs: readme #8'],
                                   [1698226755, 'Farah Haddad', 'Drop migration helper'],
                                   [1698776673, 'Ivo Jansen', 'Hotfix: retry on timeout'],
                                   [1698926678, 'Dmitri Volkov', 'Hotfix: new database host'],
                                   [1698964914, 'Ivo Jansen', 'Small cleanup #10'],
                                   [1698974154, 'Dmitri Volkov', "Merge branch 'hotfix/6.2.9'"],
                                   [1699138616, 'Farah Haddad', 'Small cleanup #11'],
                                   [1699196578, 'Ivo Jansen', 'Read the database URL from the environment'],
                                   [1699243323, 'Farah Haddad', 'Docs: readme #12']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '3593cb235178e6a17b58df13e79df6f4ed4447f6',
            'live': False,
            'path': 'deploy/aws.env',
            'secret': 'AKIACWHN5AC2BYVLMD4C',
            'type': 'aws'},
           {'commit': '1b09a52dee46d898fbc1f61b9dd158e186824d5f',
            'live': False,
            'path': 'docker-compose.override.yml',
            'secret': 'bU3T8GeM4so!',
            'type': 'dbpass'},
           {'commit': '11fae1b71b56fee1e3efb095a864dec80c29bf8d',
            'live': False,
            'path': '.ci/release.yml',
            'secret': 'ghp_MlGEY6EoEc3VmZ9jlmNwY9qxg0N5M6kmvQpo',
            'type': 'github'},
           {'commit': 'f402bfe722d2983825a4f586ce9d65e9bc50debc',
            'live': True,
            'path': 'config/payments.toml',
            'secret': 'sk_live_0nXzARxzcxXw6X15Zqtdtwb8',
            'type': 'stripe'},
           {'commit': 'fd4c3a830487eeb08fc0b9b83b87b157d78e540b',
            'live': True,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-286976123069-5795302473177-kD2Ewbrp1O938KpLJ8nhoxp9',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/root/leak-audit/media-transcoder/leaks.json',
 'repo': '/home/dev/src/media-transcoder',
 'tags': {'v1.0': 'Handle edge case #5', 'v1.1': 'Small cleanup #11'}}

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
