import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/var/log/restore-recipes/report.json',
 'summary': {'applied': ['20250926T224000Z_recipes_full.tar.bz2',
                         '20250927T224612Z_recipes_inc.tar.bz2',
                         '20250928T224309Z_recipes_inc.tar.gz'],
             'bytes': 5183,
             'files': 13,
             'restored_as_of': '2025-09-28T22:43:09Z'},
 'target': '/srv/apps/recipes',
 'tree': {'config': ['d', 493],
          'config/import_84.conf': ['f', 420, '2c6457f07fb84929cd84a674cbd9d51b64ecf2559c7d78a0494a0ac2c24fa6fa', 140],
          'config/sync-2': ['d', 493],
          'config/sync-2/quota-cache.conf': ['f',
                                             420,
                                             '1a205023236bd5ee17cfbbbfb77fb9a8340647509e02e472802a070dacc415ef',
                                             100],
          'media': ['d', 488],
          'media/2025': ['d', 488],
          'media/2025/scan-0927-146.bin': ['f',
                                           416,
                                           '6e4c9ed55f9910e37e71b67383ae0886f415a41d07afc4cc9791a273d0a93b36',
                                           1855],
          'media/2025/scan-0928-490.bin': ['f',
                                           416,
                                           '266cebdc63cbcaf0f0118c6511c1b2f276137b8465a1e0eeb96a60dd2996ac4e',
                                           1518],
          'media/2025/scan-885.bin': ['f',
                                      416,
                                      'a5d95096b0c4933aaece78022f4a37ba3a18e50f153fd9091c8934418e598219',
                                      456],
          'scripts': ['d', 493],
          'scripts/sync.sh': ['f', 493, '63ed0b4d361238c3850b65992b97b166e78e8c502d0ac20eb8a4c024091e2b1d', 136],
          'static': ['d', 493],
          'static/index_65.html': ['f', 420, '862b33ff4780fb3b322a68f7472d786089283f6bccb7ee61b771685f4238cbf1', 228],
          'static/ticket_37.html': ['f', 420, 'a1aa21d89a79be0d998639e2cc76e911c6b1a9d1fa36c97f2a2ec400aa8a9016', 166],
          'static/user-audit.txt': ['f', 420, '519f02efa4c80a7f9a22f937f92ae9d7dfd3db3e8febd294c762c9ca57cdadd4', 48],
          'storage': ['d', 488],
          'storage/cache_27.txt': ['f', 420, '91fd6c60899a59d6298db8a89df9c4804fc08dce6c12fdf365175e0ee38ffa3d', 80],
          'storage/region.csv': ['f', 416, 'ba9fbd5e6a10ad227d62931f83281e7bb5c1748795c8d1102ca17c098f0abae4', 154],
          'storage/sync-beta.txt': ['f', 420, '449b8918f1ffb78d4938b5cb715407d7d14b4c78d66db184d5e7ea157395489b', 46],
          'storage/ticket_11.json': ['f',
                                     416,
                                     '0d0121e25205b8a3df73bba9afb40c13b5cc227420bf65e24051281a07ae7146',
                                     256]}}

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
