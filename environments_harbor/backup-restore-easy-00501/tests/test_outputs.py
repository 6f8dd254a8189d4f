import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-inventory/report.json',
 'summary': {'applied': ['inventory-full-20250402T021000Z.tar.xz', 'inventory-incr-20250402T141338Z.tar.xz'],
             'bytes': 3850,
             'files': 14,
             'restored_as_of': '2025-04-02T14:13:38Z'},
 'target': '/srv/apps/inventory',
 'tree': {'db': ['d', 488],
          'db/beta-retry.txt': ['f', 420, 'a61f4390b170c277f82b929549b623f84a64a1955208370120e1ef1296f1067e', 148],
          'db/draft_34.csv': ['f', 416, '16e039934e903856895487c520fdcb7e88e01d03dc41e60387b7875ed613567a', 115],
          'db/region_20.json': ['f', 416, '66ec2a7d5053f58d82df602cfffaa3680edd6208d982448be9a34b1f977085ec', 295],
          'db/shard-report.csv': ['f', 416, 'd83d1690afbb90d62211c5d1074a7cb880d8c8771c436e858e5a9f433df3ef81', 193],
          'etc': ['d', 493],
          'etc/export-ledger.txt': ['f', 420, 'b2448c60a3e2a52b7adc795ecabee608895205c2ea4584c1e74042c776c87664', 144],
          'etc/export-report.conf': ['f', 420, '0e418d8bf883810ff26e8b62ec24a5dadabadf4bf451447ba7de1f454ddab0b0', 122],
          'etc/report-session.txt': ['f', 420, 'be03c2b7f993429ef1f18f118cf289620ad755408caab18ac20d885026db2cd3', 148],
          'files': ['d', 488],
          'files/2025': ['d', 488],
          'files/2025/scan-0402-183.bin': ['f',
                                           416,
                                           '1ad5a50b973180c081976c0784f562f23075c280b11cb3eae7be3b0b37cc34a0',
                                           1546],
          'files/2025/scan-872.bin': ['f',
                                      416,
                                      'b88149740df15ec3608cf392807d35129d170b9f440d046e57c1a9ab7f66fb2b',
                                      361],
          'hooks': ['d', 493],
          'hooks/batch-cache.sh': ['f', 493, '624fb5a67c628750c21f209f08ed226637277d75380e6735927e8635f83c778e', 222],
          'hooks/ticket-retry.sh': ['f', 493, '346d1535eca3d47a86169c9d4f487d4412ff26bd6bb11f5034bace8b4b1ceaa8', 310],
          'static': ['d', 493],
          'static/export.txt': ['f', 420, 'eed215087c8612934f74e8e5396d2a8a5027f61332d5b433c0577541554e82c0', 78],
          'static/session.txt': ['f', 420, '8af6f4c6368eacd0a411ff78bae0066b23a0bd18946313e34d18c8c55c7c8803', 64],
          'static/sync-export.txt': ['f',
                                     420,
                                     '300617ce9a29afb4d226bc13b31583d357be93561ed5a7ff2091020353cb3f61',
                                     104]}}

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
