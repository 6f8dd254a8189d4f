import hashlib, json, os, subprocess

import pytest

EXPECTED = {'branches': {'feature/webhooks': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                             'CHANGELOG.md': '9039f0972dfae99e85df4c69deb67908ba6b849b338bf7011aaf1730782fd0ac',
                                             'README.md': '8fa4379666152903dc161281033a89f237e4c75922f79440cd7f491a56a3c37b',
                                             'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                             'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                             'app/feature.py': 'f36cfe46ad3e32810fcdf7699d533f06162e66b8a1dd1e077563d261cee96dfc',
                                             'app/main.py': '50bcb0284aabf3fb480551574c099ac16f46c82b083d582c100a45389e592585',
                                             'config/alerts.ini': '9697dbf4f024906a926274bc3fa96f5cf53518c6e3310f7afda4b99dd4b11e62',
                                             'deploy/aws.env': '25e7ea201c9d6452dcd645366b2dc28d96c66b3326f4b01574037638320652aa',
                                             'docs/credentials.md': 'b94146c4c60e11721b94b400c9721058ac279df6bcdfa155723e5873760d9335',
                                             'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                             'tools/changelog.py': 'c4801ded59bf3827bab52d5d1ea6f3c8c9466860b203bba3f4cf5274f46d35b3'},
                                   'history': [[1650427960, 'Farah Haddad', 'Initial import'],
                                               [1650579311, 'Goran Petrovic', 'Note release changes #1'],
                                               [1650662230, 'Farah Haddad', 'Changelog entry #2'],
                                               [1650865374, 'Jun Li', 'Clarify readme #3'],
                                               [1651086613, 'Ben Okoro', 'Wire up uploads'],
                                               [1651294015, 'Farah Haddad', 'Note release changes #4'],
                                               [1651344504, 'Farah Haddad', 'Small cleanup #5'],
                                               [1651379884, 'Ben Okoro', 'Use env vars for secrets'],
                                               [1651597303, 'Jun Li', 'Changelog entry #6'],
                                               [1651837533, 'Ben Okoro', 'Payments integration'],
                                               [1652095078, 'Jun Li', 'Changelog entry #7'],
                                               [1652188668, 'Ben Okoro', 'Temporary helper'],
                                               [1652213316, 'Ben Okoro', 'Refactor main #8'],
                                               [1652278530, 'Jun Li', 'Delete debug tooling'],
                                               [1652408502, 'Goran Petrovic', 'Start webhooks'],
                                               [1652426353, 'Jun Li', 'WIP: try the integration'],
                                               [1652480766, 'Farah Haddad', 'Add helper #9']]},
              'main': {'files': {'.secrets-allowlist': '6ee492623591d7890782bcbd5d5d0e6f6c324140746b296df41694e759675c46',
                                 'CHANGELOG.md': 'e8443384a6e40a369ef1efbdb5e9cd8df778cd4f3f116a907c8e44a3a44c884d',
                                 'README.md': 'a6c7b32c0a05b503e86a6bc2d5f8de7400e771344bf419da1691f3d344f311ed',
                                 'app/__init__.py': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
                                 'app/config.py': 'f575e82fd1296497922e0b089e7218f3290754ddec59da4c1e95fbf8630569b4',
                                 'app/main.py': '7155dc9f1eecd7b0b265717eab8d85231c17cc07ee723424d5f12d7faf926fd9',
                                 'app/payments.py': '160245ec3b2f8db999058ae7d59913b058e52497bbb54a316f125f4917eb12a5',
                                 'app/retry.py': '751bfaea0b0f490d3369bd9d53a5811e3cb99ccf6080244a15a42da2fa85ca1d',
                                 'deploy/aws.env': '25e7ea201c9d6452dcd645366b2dc28d96c66b3326f4b01574037638320652aa',
                                 'docs/credentials.md': 'b94146c4c60e11721b94b400c9721058ac279df6bcdfa155723e5873760d9335',
                                 'tests/fixtures/creds.json': '62c1532caea2022002c408df653c3ddf629b66a5258b3fb6e0387ae654933382',
                                 'tools/changelog.py': 'c4801ded59bf3827bab52d5d1ea6f3c8c9466860b203bba3f4cf5274f46d35b3'},
                       'history': [[1650427960, 'Farah Haddad', 'Initial import'],
                                   [1650579311, 'Goran Petrovic', 'Note release changes #1'],
                                   [1650662230, 'Farah Haddad', 'Changelog entry #2'],
                                   [1650865374, 'Jun Li', 'Clarify readme #3'],
                                   [1651086613, 'Ben Okoro', 'Wire up uploads'],
                                   [1651294015, 'Farah Haddad', 'Note release changes #4'],
                                   [1651344504, 'Farah Haddad', 'Small cleanup #5'],
                                   [1651379884, 'Ben Okoro', 'Use env vars for secrets'],
                                   [1651597303, 'Jun Li', 'Changelog entry #6'],
                                   [1651837533, 'Ben Okoro', 'Payments integration'],
                                   [1652095078, 'Jun Li', 'Changelog entry #7'],
                                   [1652188668, 'Ben Okoro', 'Temporary helper'],
                                   [1652213316, 'Ben Okoro', 'Refactor main #8'],
                                   [1652278530, 'Jun Li', 'Delete debug tooling'],
                                   [1652667681, 'Jun Li', 'Hotfix: retry on timeout'],
                                   [1652801235, 'Jun Li', 'Hotfix: new database host'],
                                   [1652803127, 'Farah Haddad', 'Docs: readme #10'],
                                   [1653106656, 'Farah Haddad', "Merge branch 'hotfix/7.2.9'"],
                                   [1653170886, 'Ben Okoro', 'Clarify readme #11'],
                                   [1653350310, 'Ben Okoro', 'Read the database URL from the environment'],
                                   [1653690367, 'Jun Li', 'Changelog entry #12']]}},
 'fakes': ['AKIAIOSFODNN7EXAMPLE', 'changeme'],
 'leaks': [{'commit': '3759849f0a9943229c40f797ef9c7c5b48b6ade1',
            'live': True,
            'path': 'deploy/aws.env',
            'secret': 'AKIAZC2W9DZVP7HWW47U',
            'type': 'aws'},
           {'commit': '66ccf080a69ca0e7ffb4d8f5e64aee25e1628640',
            'live': False,
            'path': 'docker-compose.override.yml',
            'secret': 'NK2HK2wjst2g*',
            'type': 'dbpass'},
           {'commit': 'd539deeee775c4e8121c8b21cc4b8d912e99e00c',
            'live': False,
            'path': 'tools/changelog.py',
            'secret': 'ghp_BKxL6KwlUXpNFOGWKPp7NDt0FLtkh9LlipIr',
            'type': 'github'},
           {'commit': '142ec45fdb2cbf88b0ca379eec0fcddacd39037e',
            'live': False,
            'path': 'app/payments.py',
            'secret': 'sk_live_7slJPrn3SiejMqgfoGxaFI1u',
            'type': 'stripe'},
           {'commit': 'e70cb77b63525bd4fa20d17b7e8925c159ef3e65',
            'live': True,
            'path': 'config/alerts.ini',
            'secret': 'xoxb-789025566827-7746767936199-e7z7ui2eS9l17ZSdVGiQC38n',
            'type': 'slack'}],
 'level': 'hard',
 'out': '/var/tmp/secret-scan/secret-report.json',
 'repo': '/srv/repos/booking-core',
 'tags': {'v1.0': 'Changelog entry #6', 'v1.1': 'Clarify readme #11'}}

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
