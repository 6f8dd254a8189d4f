import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/restore/inventory.tsv',
 'report': '/root/restore/report.json',
 'summary': {'applied': ['crm-full-20230812T024500Z.tar.xz',
                         'crm-incr-20230813T024457Z.tar.gz',
                         'crm-incr-20230814T024857Z.zip',
                         'crm-incr-20230815T025157Z.tar.gz',
                         'crm-incr-20230816T024854Z.tar.gz'],
             'bytes': 9239,
             'files': 20,
             'from_mirror': ['crm-incr-20230815T025157Z.tar.gz'],
             'restored_as_of': '2023-08-16T02:48:54Z',
             'stopped_before': None},
 'target': '/srv/apps/crm',
 'tree': {'assets': ['d', 493, 'crm:crm-grp'],
          'assets/index_94-2023.html': ['f',
                                        420,
                                        '5bdd91ec7113ab9df6b8b02738aaf2021475bfd2cb5cdfa7a9465cf3c36ca8d0',
                                        162,
                                        'crm:crm-grp'],
          'bin': ['d', 493, 'crm:crm-grp'],
          'bin/region-order.sh': ['f',
                                  493,
                                  'de8bb7e08516924dd576bfb76698ded5e60e933d069618840caf43e3e67272ba',
                                  301,
                                  'crm:crm-grp'],
          'builds': ['d', 493, 'crm:crm-grp'],
          'builds/v1.1.8': ['d', 493, 'crm:crm-grp'],
          'builds/v1.1.8/app.ini': ['f',
                                    420,
                                    'b4e8414edeb02b7e7d2cf2329e5e4ba6f8155e995fd71437081d0bcef3b058ca',
                                    192,
                                    'crm:crm-grp'],
          'builds/v1.1.9': ['d', 493, 'crm:crm-grp'],
          'builds/v1.1.9/app.ini': ['f',
                                    420,
                                    '74bfc5e2d6f45def4f8ccb69873c7b9b39548a165c94feee742c4390a8da7a72',
                                    81,
                                    'crm:crm-grp'],
          'data': ['d', 488, 'crm:crm-grp'],
          'data/page-draft.csv': ['f',
                                  416,
                                  '0228bd0db27c7de6ba0ffc6daa1c3cfe1be672f11392b8a01da0e37c6c2c0942',
                                  156,
                                  'crm:crm-grp'],
          'data/retry.txt': ['f',
                             420,
                             '92ba905bf0b8e497cc80c3ab27481fc30568abcceed5f8c6e325691376c3cd5f',
                             86,
                             'crm:crm-grp'],
          'data/session.csv': ['f',
                               416,
                               '54ce89cf1d5018ef687575d4dbe210d2b9174eef9606a41b66345861abf80317',
                               73,
                               'crm:crm-grp'],
          'files': ['d', 488, 'crm:crm-grp'],
          'files/2023': ['d', 488, 'crm:crm-grp'],
          'files/2023/scan-0813-795.bin': ['f',
                                           416,
                                           '5de2b056e9228eb9444ec8ab9f6d72a27efb56bdad4602295e91e8c13532bb53',
                                           1562,
                                           'crm:crm-grp'],
          'files/2023/scan-0814-405.bin': ['f',
                                           416,
                                           'af2ade34b7ee0acc879189e2c8fe3b6f43f9c31b6e96b3afb5580aafae2e5ef7',
                                           1772,
                                           'crm:crm-grp'],
          'files/2023/scan-0815-258.bin': ['f',
                                           416,
                                           'eb8c57ced54a5cecd225342e19e0e863522a52bac7719cc3ccf8274f9645e61c',
                                           1860,
                                           'crm:crm-grp'],
          'files/2023/scan-0816-644.bin': ['f',
                                           416,
                                           '27b077110f3c24b821e1364ecfa2ea4637fe670f12fa26a4d0c287ccffdbe097',
                                           1721,
                                           'crm:crm-grp'],
          'files/2023/scan-789.bin': ['f',
                                      416,
                                      'fe856428b25c43598008fd9b815fa2f1f048616c50f987d83df98391fffa5ee3',
                                      427,
                                      'crm:crm-grp'],
          'keys': ['d', 488, 'root:crm-grp'],
          'keys/cache.key': ['f',
                             420,
                             '6fb7f4dcb9d8db1c59dc3f0121c3507755f9dfdf767bfeb8daad5698b5c51148',
                             86,
                             'root:crm-grp'],
          'keys/export.key': ['f',
                              416,
                              '58d1dc127e7dea3ba3e37ae1b08709a342c8bdd4c3568f4889d7587b5c79cb25',
                              87,
                              'root:crm-grp'],
          'live': ['l', 'builds/v1.1.9'],
          'settings': ['d', 493, 'crm:crm-grp'],
          'settings/active.conf': ['l', 'profiles/prod.conf'],
          'settings/import-index-old.txt': ['f',
                                            420,
                                            '67bdd7a8e6d02d784e50177eda8d25143345306b0669fa95109ff069a53d8d97',
                                            67,
                                            'crm:crm-grp'],
          'settings/order.txt': ['f',
                                 420,
                                 '0f49e2065ebc79e68713a7e64656829dd51d77db3cc45c4ffe7143b55dc19da1',
                                 97,
                                 'crm:crm-grp'],
          'settings/profiles': ['d', 493, 'crm:crm-grp'],
          'settings/profiles/prod.conf': ['f',
                                          420,
                                          '16b5384725569bc3d9ea4e64b70e627291bb9aa2fae27ac1a61866785b387caf',
                                          117,
                                          'crm:crm-grp'],
          'settings/profiles/staging.conf': ['f',
                                             420,
                                             'a1cd99b22e75acf6859c0582cec8e030d347cae7eb1117a8fd4f108094dd8054',
                                             161,
                                             'crm:crm-grp'],
          'settings/region_30-v2.conf': ['f',
                                         420,
                                         'd758357efd860f001fe5f9a038158d2725766aec93829fbf1835110a4c5b4a2e',
                                         75,
                                         'crm:crm-grp'],
          'settings/token.conf': ['f',
                                  416,
                                  '869c2330ef753287812d1e5a289c88d36778724677c3e36d47c19db8750a03f1',
                                  156,
                                  'crm:crm-grp']}}

ROOT = EXPECTED["target"]

def _walk():
    out = {}
    def rec(rel):
        base = os.path.join(ROOT, rel) if rel else ROOT
        for name in sorted(os.listdir(base)):
            r = f"{rel}/{name}" if rel else name
            st = os.lstat(os.path.join(ROOT, r))
            if stat.S_ISLNK(st.st_mode):
                out[r] = ("l", st)
            elif stat.S_ISDIR(st.st_mode):
                out[r] = ("d", st)
                rec(r)
            elif stat.S_ISREG(st.st_mode):
                out[r] = ("f", st)
            else:
                out[r] = ("?", st)
    rec("")
    return out

def test_tree_has_exactly_the_restored_entries():
    assert os.path.isdir(ROOT), f"{ROOT} is missing"
    got = {p: t for p, (t, _) in _walk().items()}
    want = {p: v[0] for p, v in EXPECTED["tree"].items()}
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    assert not missing and not extra, f"missing: {missing[:8]}; unexpected: {extra[:8]}"
    wrong = sorted(p for p in want if got[p] != want[p])
    assert not wrong, "wrong type: " + ", ".join(f"{p} is {got[p]}, want {want[p]}" for p in wrong[:8])

def test_file_contents():
    bad = []
    for p, v in EXPECTED["tree"].items():
        full = os.path.join(ROOT, p)
        if v[0] == "f" and os.path.isfile(full) and not os.path.islink(full):
            with open(full, "rb") as f:
                if hashlib.sha256(f.read()).hexdigest() != v[2]:
                    bad.append(p)
        elif v[0] == "f":
            bad.append(p + " (absent)")
    assert not bad, f"content differs from the backup state: {bad[:8]}"

def test_modes():
    bad = []
    for p, v in EXPECTED["tree"].items():
        full = os.path.join(ROOT, p)
        if v[0] in "fd" and os.path.lexists(full):
            m = stat.S_IMODE(os.lstat(full).st_mode)
            if m != v[1]:
                bad.append(f"{p}: {m:04o}, want {v[1]:04o}")
    assert not bad, "wrong modes: " + "; ".join(bad[:8])

def test_symlinks():
    bad = []
    for p, v in EXPECTED["tree"].items():
        if v[0] == "l":
            full = os.path.join(ROOT, p)
            got = os.readlink(full) if os.path.islink(full) else None
            if got != v[1]:
                bad.append(f"{p} -> {got}, want -> {v[1]}")
    assert not bad, "symbolic links: " + "; ".join(bad)

def test_report():
    with open(EXPECTED["report"]) as f:
        r = json.load(f)
    for key, want in EXPECTED["summary"].items():
        assert key in r, f"report.json lacks {key!r}"
        assert r[key] == want, f"report.json {key}: {r[key]!r}, want {want!r}"

def test_inventory_and_owners():
    if not EXPECTED["inventory"]:
        return
    with open(EXPECTED["inventory"]) as f:
        lines = [l.rstrip("\n") for l in f if l.strip()]
    rows = [l.split("\t") for l in lines]
    assert all(len(r) == 5 for r in rows), "every inventory line has 5 tab-separated fields"
    paths = [r[0] for r in rows]
    assert paths == sorted(paths, key=lambda s: s.encode()), "inventory is not sorted by path"
    actual = _walk()
    inv = {r[0]: r for r in rows}
    assert set(inv) == set(actual), (f"inventory and tree disagree: only listed {sorted(set(inv) - set(actual))[:5]}, "
                                     f"not listed {sorted(set(actual) - set(inv))[:5]}")
    bad = []
    for p, r in inv.items():
        t, st = actual[p]
        if r[1] != t:
            bad.append(f"{p}: type {r[1]} but the tree has {t}")
        elif t in "fd" and int(r[2], 8) != stat.S_IMODE(st.st_mode):
            bad.append(f"{p}: mode {r[2]} but the tree has {stat.S_IMODE(st.st_mode):o}")
    assert not bad, "inventory does not describe the tree: " + "; ".join(bad[:8])
    wrong = []
    for p, v in EXPECTED["tree"].items():
        if v[0] in "fd":
            if p not in inv:
                wrong.append(f"{p} is not in the inventory")
                continue
            got = f"{inv[p][3]}:{inv[p][4]}"
            if got != v[-1]:
                wrong.append(f"{p} is {got}, want {v[-1]}")
    assert not wrong, "owners: " + "; ".join(wrong[:8])
