import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-fleet/report.json',
 'summary': {'applied': ['lynx.fleet.base.20241103T032500Z.tar.gz',
                         'lynx.fleet.delta.20241103T153410Z.tar.bz2',
                         'lynx.fleet.delta.20241104T033719Z.tar.gz',
                         'lynx.fleet.delta.20241104T153659Z.tar.gz'],
             'bytes': 8351,
             'files': 14,
             'restored_as_of': '2024-11-04T15:36:59Z'},
 'target': '/srv/fleet',
 'tree': {'assets': ['d', 493],
          'assets/batch-retry.txt': ['f', 420, 'cb48ddc549e22d01755f6451fee21d9a881c5be30b87c8d606ebe7329200cd92', 136],
          'assets/queue-ticket.html': ['f',
                                       420,
                                       'b5c5342ccd32a37021518762be67ccf1ac85895cd280c57a49640622109b397b',
                                       331],
          'bin': ['d', 493],
          'bin/batch-order.sh': ['f', 493, '4600868d70e3991c99e721839258831ab82127979ed1f7c82c8528c4d6e9e095', 165],
          'config': ['d', 493],
          'config/order_93.txt': ['f', 420, '164140927f62b104657f239d01adee664c37448386aa5535e47d2d4517fd0c65', 149],
          'config/user-alpha.conf': ['f', 420, '89dc8dc9309ce63e353d11c0862fbea1f3f2d9d89dc6beb6d1273b0a11cf9b8a', 114],
          'db': ['d', 488],
          'db/cache.json': ['f', 416, 'a0ed38689f706b0bc7852f1158b2435c6a3cea6f05bef74e8e15da604c458513', 381],
          'db/draft.txt': ['f', 420, 'f17f8d7c41c31eacc4ec463a1d6036b13d68b014edc8b5a68f4cc039ed641913', 97],
          'db/export-region.txt': ['f', 420, '4d3af86b39b3c0ede72421442ed04f4d9c3b0b00d19d3cdaa94be6f2284a38ba', 47],
          'db/page-beta.json': ['f', 416, 'd0c17a858d7923f5cd5adfeef042d349232a6b500fd45993627fc96b812feff3', 376],
          'db/token_20.txt': ['f', 420, '695da8df21adc2b088d3dffd4562cbc2170cc17e5961da90e5c53c4757929b6b', 149],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-1103-435.bin': ['f',
                                             416,
                                             'e625851136c256d13d8021da960d611cdcc4569d3f209352001cda1de5b9bbc8',
                                             1543],
          'uploads/2024/scan-1104-469.bin': ['f',
                                             416,
                                             'a4553dd461d1697ffa25ed19311802c5379e412699fad725f4781bdcfc23de45',
                                             2158],
          'uploads/2024/scan-1104-598.bin': ['f',
                                             416,
                                             'bba36569b9c6d6736ef08a40c027672104f9cd6d4ad7e890ef73b3c8ba3a8b07',
                                             2109],
          'uploads/2024/scan-882.bin': ['f',
                                        416,
                                        '4edea304d032436316967f782fc6bf8e87214590afed76cb6504dd3858f3487d',
                                        596]}}

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
