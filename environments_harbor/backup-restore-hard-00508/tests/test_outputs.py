import hashlib, json, os, stat

EXPECTED = {'inventory': '/var/log/restore-crm/inventory.tsv',
 'report': '/var/log/restore-crm/report.json',
 'summary': {'applied': ['crm-full-20250417T233500Z.tar.bz2',
                         'crm-incr-20250418T054459Z.zip',
                         'crm-incr-20250418T115113Z.tar.xz',
                         'crm-incr-20250418T175958Z.tar.xz',
                         'crm-incr-20250419T000919Z.tar.gz'],
             'bytes': 9921,
             'files': 20,
             'from_mirror': ['crm-incr-20250418T054459Z.zip'],
             'restored_as_of': '2025-04-19T00:09:19Z',
             'stopped_before': None},
 'target': '/opt/crm/data',
 'tree': {'builds': ['d', 493, 'svc-crm:svc'],
          'builds/v1.0.8': ['d', 493, 'svc-crm:svc'],
          'builds/v1.0.8/app.ini': ['f',
                                    420,
                                    '9645617a9c1b0836e4d6332640c6bd7e648f0b10a8036c7b91694c344469799a',
                                    141,
                                    'svc-crm:svc'],
          'builds/v1.0.9': ['d', 493, 'svc-crm:svc'],
          'builds/v1.0.9/app.ini': ['f',
                                    420,
                                    '834d9ad87e3b2cde6f52c66002a270bab39dfcce33cad42d75b31c76a174400a',
                                    195,
                                    'svc-crm:svc'],
          'db': ['d', 488, 'svc-crm:svc'],
          'db/ledger_25-old-old.json': ['f',
                                        416,
                                        '7e5d0258ab0cd59f03265cbd4db27aa6dbac22d73a3614de422495eefc9aba54',
                                        169,
                                        'svc-crm:svc'],
          'db/page-archived.txt': ['f',
                                   420,
                                   'd4a14cea9930485071d05a3e27f35bc7f165ec163a4799b90b1364e1d01acb84',
                                   67,
                                   'svc-crm:svc'],
          'db/page-batch.csv': ['f',
                                416,
                                '1b3c1b9277c7ce405171a95ce03fe01d12320f5e492e11c12548f1bbfdf6f83e',
                                133,
                                'svc-crm:svc'],
          'db/session-session.txt': ['f',
                                     493,
                                     '61958a25a55b0d96a09b552c681a67b8c6e50f1f445b5401cd46b77430ace24c',
                                     129,
                                     'svc-crm:svc'],
          'etc': ['d', 493, 'svc-crm:svc'],
          'etc/active.conf': ['l', 'profiles/prod.conf'],
          'etc/alpha.conf': ['f',
                             420,
                             '09bf099e5ea871bab90469c0e1a56cefdbbd9ab8ff5bcea7fb117bbdbe995207',
                             182,
                             'svc-crm:svc'],
          'etc/profiles': ['d', 493, 'svc-crm:svc'],
          'etc/profiles/prod.conf': ['f',
                                     420,
                                     '1c949acef48cac46595ce4f5173b97f6f5636b0b38005523d904cb78f20ed827',
                                     193,
                                     'svc-crm:svc'],
          'etc/profiles/staging.conf': ['f',
                                        420,
                                        '407bf070fbc8d95d9f69e33172645ddce2cbc6a27bb86f741ad08cc587321878',
                                        173,
                                        'svc-crm:svc'],
          'etc/retry-audit-v2.txt': ['f',
                                     420,
                                     'f261f0729c8731430617aa142acd46c24170c00eff0d2b3f1d4d8350da544de3',
                                     80,
                                     'svc-crm:svc'],
          'files': ['d', 488, 'svc-crm:svc'],
          'files/2025': ['d', 488, 'svc-crm:svc'],
          'files/2025/scan-0418-155.bin': ['f',
                                           416,
                                           '8c72adab95dccce018a4b8c834cb6414ae9b740b2ddbb2ff0ef6ba61e1c091c7',
                                           1574,
                                           'svc-crm:svc'],
          'files/2025/scan-0418-396.bin': ['f',
                                           416,
                                           'ad73aff2f7816c063e9aeebf23c1dba5daa66185a63acdfb6b3c3caac097a7b0',
                                           1820,
                                           'svc-crm:svc'],
          'files/2025/scan-0418-730.bin': ['f',
                                           416,
                                           '600758a90b097b26b1c836bbed6a4a65df0f5ed2ee96ce1302bfc76378dcc909',
                                           1819,
                                           'svc-crm:svc'],
          'files/2025/scan-0419-897.bin': ['f',
                                           416,
                                           'ad5c182f491b29e0480bd2634d0967fe2266689135190f6ffd58e0a54faa9e0a',
                                           2030,
                                           'svc-crm:svc'],
          'files/2025/scan-495.bin': ['f',
                                      416,
                                      'bbbd67cfdc4b8f4a4528556fdeacea23124a919381dacf9a252a3ef257152188',
                                      599,
                                      'svc-crm:svc'],
          'live': ['l', 'builds/v1.0.9'],
          'private': ['d', 488, 'root:svc'],
          'private/page-token.key': ['f',
                                     420,
                                     '2fbe7096a18e6e0ccc137c2beac574f0e66a57a55d2b7ff565c29319ad1d7549',
                                     88,
                                     'root:svc'],
          'private/quota.key': ['f',
                                416,
                                'a2026b3a60e9936393aee50a2711ca8a9ca5d891a6eff5191cfbbf009af7d5fa',
                                86,
                                'root:svc'],
          'scripts': ['d', 493, 'svc-crm:svc'],
          'templates': ['d', 493, 'svc-crm:svc'],
          'templates/batch.html': ['f',
                                   420,
                                   '51ce599ba8f459b421c9af783baad7040c7e98a24fd8ebc4ede9bfb14fd0c822',
                                   266,
                                   'svc-crm:svc'],
          'templates/index-4': ['d', 493, 'svc-crm:svc'],
          'templates/index-4/batch-ticket.txt': ['f',
                                                 420,
                                                 '3f47fc4f96e4d1d93d877344f0df2bef63616303be49b799126ce4fd8e6311f7',
                                                 80,
                                                 'svc-crm:svc'],
          'templates/old logo.txt': ['f',
                                     493,
                                     'efd07c5a9e365c33e603abcd36f14ff3828e3c51b94accc7e684f39039ad35fe',
                                     97,
                                     'svc-crm:svc']}}

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
