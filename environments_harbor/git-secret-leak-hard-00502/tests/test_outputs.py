import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/audit-trail': {'files': {'.ci/release.yml': '679baecd530aa6eb7ed46226584ecc94e67cfb2a26f577ec51935bcb34233e48',
                                                '.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                                'CHANGELOG.md': '1681a10e7d05cbe7ffe0f7d22df763b9d4ffddda25781253e56f1b5f5b65a98b',
                                                'README.md': '743e6ab000c6734aa163e76d8cd205c09ec81febb4a16ff5185f47d6b7edb7f2',
                                                'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                                'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                                'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                                'app/main.py': '656572102d0fd8aa382433578f81deabbaa6daf8eeda169554e8c242814f9e3c',
                                                'docker-compose.override.yml': 'c52631a7b09cd4c4e674269613fdef71adf254dc012df062c51b60e4ea7f8233',
                                                'docs/credentials.md': 'edc87787d7e97fa1f080b9b068f06ba3b2b36b41c4291f1d75f36474eab1d39f',
                                                'ops/notify.sh': '9697fcd97629b0964a3fa4a4291395ce7e5dda92a6012963a5beb94d9850b2ad',
                                                'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                                      'history': [[1615039133, 'Goran Petrovic', 'Initial import'],
                                                  [1615056143, 'Hana Kimura', 'Update changelog #1'],
                                                  [1615174854, 'Elif Yildiz', 'Add helper #2'],
                                                  [1615471025, 'Hana Kimura', 'Add deploy config'],
                                                  [1615619761, 'Chloe Martin', 'Note release changes #3'],
                                                  [1615825662, 'Hana Kimura', 'Remove hardcoded key'],
                                                  [1616022214, 'Goran Petrovic', 'Update changelog #4'],
                                                  [1616293409, 'Hana Kimura', 'Hook up notifications'],
                                                  [1616357293, 'Chloe Martin', 'Readme: link ticket #5'],
                                                  [1616673384, 'Chloe Martin', 'Update changelog #6'],
                                                  [1616777482, 'Elif Yildiz', 'Debug tooling'],
                                                  [1616802113, 'Chloe Martin', 'Add helper #7'],
                                                  [1616898934, 'Chloe Martin', 'Drop migration helper'],
                                                  [1617194966, 'Goran Petrovic', 'Start audit-trail'],
                                                  [1617418669, 'Chloe Martin', 'WIP: try the integration'],
                                                  [1617441195, 'Chloe Martin', 'Docs: readme #8']]},
              'main': {'files': {'.ci/release.yml': '679baecd530aa6eb7ed46226584ecc94e67cfb2a26f577ec51935bcb34233e48',
                                 '.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'cd7cf92f2ca0c4415dcc4153e14cd184e012a453ec692e7af779a0b1520576f9',
                                 'README.md': '7ed1f1da1be13a7d325914b051d352b2911217cc7f707fff217f460d55102a0f',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '656572102d0fd8aa382433578f81deabbaa6daf8eeda169554e8c242814f9e3c',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'docker-compose.override.yml': 'c52631a7b09cd4c4e674269613fdef71adf254dc012df062c51b60e4ea7f8233',
                                 'docs/credentials.md': 'edc87787d7e97fa1f080b9b068f06ba3b2b36b41c4291f1d75f36474eab1d39f',
                                 'scripts/upload_artifacts.sh': 'ce8c7e3869a7d3a48656087f4ba98a6c20e1f583203c8560f66f50cf1709ecf8',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382'},
                       'history': [[1615039133, 'Goran Petrovic', 'Initial import'],
                                   [1615056143, 'Hana Kimura', 'Update changelog #1'],
                                   [1615174854, 'Elif Yildiz', 'Add helper #2'],
                                   [1615471025, 'Hana Kimura', 'Add deploy config'],
                                   [1615619761, 'Chloe Martin', 'Note release changes #3'],
                                   [1615825662, 'Hana Kimura', 'Remove hardcoded key'],
                                   [1616022214, 'Goran Petrovic', 'Update changelog #4'],
                                   [1616293409, 'Hana Kimura', 'Hook up notifications'],
                                   [1616357293, 'Chloe Martin', 'Readme: link ticket #5'],
                                   [1616673384, 'Chloe Martin', 'Update changelog #6'],
                                   [1616777482, 'Elif Yildiz', 'Debug tooling'],
                                   [1616802113, 'Chloe Martin', 'Add helper #7'],
                                   [1616898934, 'Chloe Martin', 'Drop migration helper'],
                                   [1617547505, 'Chloe Martin', 'Hotfix: retry on timeout'],
                                   [1617594199, 'Goran Petrovic', 'Hotfix: point at the replica'],
                                   [1617682796, 'Elif Yildiz', 'Docs: readme #9'],
                                   [1617715456, 'Goran Petrovic', "Merge branch 'hotfix/4.2.6'"],
                                   [1617794746, 'Hana Kimura', 'Docs: readme #10'],
                                   [1617797260, 'Hana Kimura', 'Read the database URL from the environment'],
                                   [1618116981, 'Chloe Martin', 'Update changelog #11']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': 'ad28d16f6af8031265e20606eee410eac0a60b16',
            'live': False,
            'path': 'scripts/upload_artifacts.sh',
            'secret': 'AKIA5NXHBIDE196K02CO',
            'type': 'aws'},
           {'commit': '39420c570840bdb42e9be60fb52821406a1bc85d',
            'live': False,
            'path': 'docker-compose.override.yml',
            'secret': 'BGEyGAvVfb5lYZW!',
            'type': 'dbpass'},
           {'commit': '6d9052c239440d5dd9b9b089da7c80bebb87144a',
            'live': True,
            'path': '.ci/release.yml',
            'secret': 'ghp_wAfnGGFTdPc4ukY9fUjFONXqz5Vm4C9f0s8R',
            'type': 'github'},
           {'commit': '7b39c8dbfd2408969816edc46265adebb56b533b',
            'live': False,
            'path': 'config/payments.toml',
            'secret': 'sk_live_y0LJoiFhJ41K7hyiKuTmHDUh',
            'type': 'stripe'},
           {'commit': '44cb047c89e451b0a6f5fdb025b1a9b38488d120',
            'live': True,
            'path': 'ops/notify.sh',
            'secret': 'xoxb-151819842410-8590278163546-KcUc787lZ12o29T1O7MLcylI',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/srv/security/tax-calculator/findings.json',
 'repo': '/opt/audit/tax-calculator',
 'tags': {'v1.0': 'Update changelog #4', 'v1.1': 'Docs: readme #10'}}

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
