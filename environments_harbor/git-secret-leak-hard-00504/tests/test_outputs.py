import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/rate-limits': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '3e79c4cafb504a21f8913e4e0e66f2ff7b1192a127c6f564aab379c8b5fa9bdd',
                                                'README.md': '580fc3395d4a4172ca0b94802ee8b98a7a9e13bbe935c7d2292325c3546d2a9e',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '3cc358b4f4bff8df0b8a2e71b6f92c77d77f70805e2d3a6707619d93c6a2f93b',
                                                'config/database.yml': 'b35bbce057bd7ca31e6402e53ce6c0726f33974f34660e7bd49798dad695a0d8',
                                                'config/payments.toml': 'a4b9ddbefffdafcf312628fb09de0277ad2dfe0b948768c884cd8a030295d3fe',
                                                'docs/credentials.md': 'c8ec680842377113206c9972a028fc78e071d8a19daac05180a0b6fda6d213aa',
                                                'scripts/upload_artifacts.sh': 'ced2beada321f3fcda062294b5119027872578887f211a0e37ea92a40348d8e7',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                      'history': [[1654787143, 'Ben Okoro', 'Initial import'],
                                                  [1654973692, 'Ana Sousa', 'Add helper #1'],
                                                  [1655280572, 'Hana Kimura', 'Refactor main #2'],
                                                  [1655570540, 'Ana Sousa', 'Docs: readme #3'],
                                                  [1655727668, 'Ana Sousa', 'Add deploy config'],
                                                  [1655946111, 'Ana Sousa', 'Add helper #4'],
                                                  [1656183173, 'Ivo Jansen', 'Remove hardcoded key'],
                                                  [1656421896, 'Ben Okoro', 'Handle edge case #5'],
                                                  [1656751577, 'Ivo Jansen', 'Add alerting'],
                                                  [1656873279, 'Ivo Jansen', 'Readme: link ticket #6'],
                                                  [1657182371, 'Ben Okoro', 'Temporary helper'],
                                                  [1657252798, 'Hana Kimura', 'Handle edge case #7'],
                                                  [1657589783, 'Hana Kimura', 'Remove temporary script'],
                                                  [1657667045, 'Ben Okoro', 'Start rate-limits'],
                                                  [1657738815, 'Ivo Jansen', 'Prototype against prod'],
                                                  [1658008291, 'Hana Kimura', 'Docs: readme #8']]},
              'main': {'files': {'.ci/release.yml': '426d49e8e9c3e40ee88bc7cf44c25ae91cffdbe10bd302a353a74eba7be94d3a',
                                 '.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': '1d3347ee0925664442839ee3594d419bd6287d581696e7634490ca604f282dbd',
                                 'README.md': '1900651725dc86b198d2b0d0ba717ccc40ecdd36a61138a565560b43d96fa61e',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '79d708f3f812e244308fd066d7d14d7fca27db1437e7c5be9eddf97b0be6163b',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'config/database.yml': 'b35bbce057bd7ca31e6402e53ce6c0726f33974f34660e7bd49798dad695a0d8',
                                 'docs/credentials.md': 'c8ec680842377113206c9972a028fc78e071d8a19daac05180a0b6fda6d213aa',
                                 'scripts/upload_artifacts.sh': 'ced2beada321f3fcda062294b5119027872578887f211a0e37ea92a40348d8e7',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                       'history': [[1654787143, 'Ben Okoro', 'Initial import'],
                                   [1654973692, 'Ana Sousa', 'Add helper #1'],
                                   [1655280572, 'Hana Kimura', 'Refactor main #2'],
                                   [1655570540, 'Ana Sousa', 'Docs: readme #3'],
                                   [1655727668, 'Ana Sousa', 'Add deploy config'],
                                   [1655946111, 'Ana Sousa', 'Add helper #4'],
                                   [1656183173, 'Ivo Jansen', 'Remove hardcoded key'],
                                   [1656421896, 'Ben Okoro', 'Handle edge case #5'],
                                   [1656751577, 'Ivo Jansen', 'Add alerting'],
                                   [1656873279, 'Ivo Jansen', 'Readme: link ticket #6'],
                                   [1657182371, 'Ben Okoro', 'Temporary helper'],
                                   [1657252798, 'Hana Kimura', 'Handle edge case #7'],
                                   [1657589783, 'Hana Kimura', 'Remove temporary script'],
                                   [1658181767, 'Ana Sousa', 'Hotfix: retry on timeout'],
                                   [1658248161, 'Ivo Jansen', 'Hotfix: new database host'],
                                   [1658472585, 'Ivo Jansen', 'Handle edge case #9'],
                                   [1658799855, 'Ben Okoro', "Merge branch 'hotfix/9.7.7'"],
                                   [1658900107, 'Ivo Jansen', 'Note release changes #10'],
                                   [1658925582, 'Ben Okoro', 'Read the database URL from the environment'],
                                   [1658937568, 'Ben Okoro', 'Add helper #11']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '34d3e2f7d3a3b64b5842ade8e69d366958f697f7',
            'live': False,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIA8G3MNTUR7MDHH83C',
            'type': 'aws'},
           {'commit': '82f405ed922578ffa3971d582141cde8f2ba7d9a',
            'live': False,
            'path': '.ci/release.yml',
            'secret': 'ghp_uUOKtBHqF9mycOP4KGavLXTfZM2B2YJamkWs',
            'type': 'github'},
           {'commit': 'f4e50d7323719438b6bc0363eb546a99b2a9f223',
            'live': True,
            'path': 'config/database.yml',
            'secret': 'pNjQbgsQbbLb#',
            'type': 'dbpass'},
           {'commit': 'a896abb273a386c0a1b38674902d3027aa863da0',
            'live': True,
            'path': 'config/payments.toml',
            'secret': 'sk_live_EZ2lmXq3GbmQnIDyyK5Or4GH',
            'type': 'stripe'},
           {'commit': 'a5fef5bb932c8254900aad009331bbe0afeaf5b6',
            'live': False,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-525121016964-5141070508586-rC9edXvEAcVuv9NEhRThaBSG',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/var/tmp/secret-scan/secret-report.json',
 'repo': '/opt/audit/auth-proxy',
 'tags': {'v1.0': 'Handle edge case #5', 'v1.1': 'Note release changes #10'}}

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
