import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['kestrel.payroll.L0.20230202T033500Z.tar.bz2', 'kestrel.payroll.L1.20230203T033607Z.tar.bz2'],
             'bytes': 4921,
             'files': 14,
             'restored_as_of': '2023-02-03T03:36:07Z'},
 'target': '/srv/payroll',
 'tree': {'db': ['d', 488],
          'db/order.json': ['f', 416, 'e050eb0ff79e0ca1c25ca731378749bf65dc2a680ebe63f7e2530ed71744c1d5', 255],
          'db/session_91.json': ['f', 416, 'ceedbae796980b843a49e56d0b49ac8ef155cfdaab1fab3a89340422c7f766dd', 339],
          'db/sync-draft.txt': ['f', 420, 'a77099ca973a12f25532466ba0cd7c057305040dc21bdb7e6328fe8df8f9f04c', 62],
          'db/ticket-order.json': ['f', 416, 'e0937a894b5fc637bc35b829bf46624085007f8999cafa66fe276ce6ab82e916', 293],
          'files': ['d', 488],
          'files/2023': ['d', 488],
          'files/2023/scan-0203-915.bin': ['f',
                                           416,
                                           '83b5be6ccce18e8d0268b47c95df2c91563c1f1dc0af253cb9e2538a98bfa5af',
                                           2128],
          'files/2023/scan-773.bin': ['f',
                                      416,
                                      'dd4c8f68c76f004825fbc36fea8243988e4eeff63f806e7e29b18cb4adbca4d9',
                                      430],
          'scripts': ['d', 493],
          'scripts/batch-page.sh': ['f', 493, '2f758db1692bd9157a6a189d6a83463ce227e9a22f710b8a5018f4f4c834c8fe', 213],
          'scripts/page.sh': ['f', 493, '64d7d212aa8bd0b3cce980193f174b34fe09307939fa0475439c16f48e19a09a', 373],
          'settings': ['d', 493],
          'settings/export-beta.txt': ['f',
                                       420,
                                       '892afe5a072283f58c946ff285a5ceba072903b94d1c66a64f40ec426d0c35de',
                                       65],
          'settings/report_58.conf': ['f', 420, 'dcc054ef4eb310b5cfa3940f755c38c8d6d0bd7b13b94a7aaed2d6202add61c8', 82],
          'settings/shard.conf': ['f', 420, '3db2ecd8185fd35b6a58af3a13ab0d187ed5e320a556f7a041071ba4212be68b', 80],
          'themes': ['d', 493],
          'themes/beta.html': ['f', 420, '2a7f2172ad5038a30d29315805d944112cc8778170cd09f2f08f7ddb59c6f1eb', 193],
          'themes/session_52.txt': ['f', 420, 'f28fd2ec09b9ab24f194c2864e5f53b9ab439ddd0726923f85787f4cc749ae3b', 83],
          'themes/sync-region.html': ['f',
                                      420,
                                      'b857ad051b2e8519e9bf777b32a2960dadbc43b475c6e2b8e48fbce06ac57558',
                                      325]}}

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
