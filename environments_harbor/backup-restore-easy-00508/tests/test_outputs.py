import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/var/log/restore-assets/report.json',
 'summary': {'applied': ['tundra.assets.full.20240725T025500Z.tar.gz', 'tundra.assets.incr.20240726T025153Z.tar.gz'],
             'bytes': 4406,
             'files': 14,
             'restored_as_of': '2024-07-26T02:51:53Z'},
 'target': '/var/lib/assets',
 'tree': {'db': ['d', 488],
          'db/draft-draft.csv': ['f', 416, 'b3f7bf0019edcdeca5903aa809e17c405fe7ba69587b20120620a6b9765bc529', 110],
          'db/queue_87.txt': ['f', 420, '6a7dcf6358dd487397d3ec77be54e7a13c00c8a9e9dbd6227c89c13771485f63', 117],
          'db/shard.json': ['f', 416, '152ffe5e0cbecb39fe3d1a7bf86ea8d969aa0ae0b620e7a672a45193c1301846', 210],
          'db/user_5.json': ['f', 416, '06a42586ef00932cf572c8d706056259b9ea8cc668052639fae6d3e4ce59e3bb', 248],
          'hooks': ['d', 493],
          'hooks/beta.sh': ['f', 493, 'a3547c40a71ec0b0fb20a98cf31d0820ea8fed1565be3113bced3c2d6e293f60', 252],
          'hooks/ledger.sh': ['f', 493, 'a8fe809b00edd09fc7d377fc07505494cb043a83b894b132a15d540ca9dd56cb', 167],
          'settings': ['d', 493],
          'settings/page-batch.conf': ['f',
                                       420,
                                       '0bffd72160b364e4971d446850ffd2f8877ad341a335fd9f24f0d39e65fa243f',
                                       84],
          'settings/report-1': ['d', 493],
          'settings/report-1/draft-beta.txt': ['f',
                                               420,
                                               'f7f870f70b9400e56be77897eb98d944f1598ab5357730fcf7542a9bdf5edd11',
                                               97],
          'settings/shard-batch.conf': ['f',
                                        420,
                                        '98be9a63a295aad056da9bc9d6542f381d47800947a69f19e1e9a989f591be58',
                                        106],
          'settings/shard.conf': ['f', 420, 'c1bd44cdfce8683cd22cc36f27646017a1cf06860404c9540dbfaca5783fc9cf', 120],
          'templates': ['d', 493],
          'templates/import_93.html': ['f',
                                       420,
                                       'fab8cce3f652fdf317d378b8de357146b6d9c2200c215f483a6fa5af7f06a448',
                                       162],
          'templates/queue-export.txt': ['f',
                                         420,
                                         'e181d2b27d453b08c7090202f5d2f4d496336eff70356ced6a3192e04888ab8c',
                                         131],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-0726-137.bin': ['f',
                                             416,
                                             '6c7a6265159a54bfbf888cc8972e463640049f8fca01a9add63c1fa10b8b3354',
                                             2021],
          'uploads/2024/scan-334.bin': ['f',
                                        416,
                                        '6195d5b72b6b50406f80055287c606cef2b5e2d8a60cebd47c8537615fdb2e98',
                                        581]}}

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
