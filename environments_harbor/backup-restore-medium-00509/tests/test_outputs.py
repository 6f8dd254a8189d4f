import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['20241021T221000Z_billing_base.tar.xz',
                         '20241022T041720Z_billing_delta.tar.bz2',
                         '20241022T102129Z_billing_delta.tar.bz2'],
             'bytes': 6064,
             'files': 13,
             'restored_as_of': '2024-10-22T10:21:29Z'},
 'target': '/srv/billing',
 'tree': {'files': ['d', 488],
          'files/2024': ['d', 488],
          'files/2024/scan-1022-347.bin': ['f',
                                           416,
                                           'a639c5269934eeb01439401afb097ff7a9e66262642b2a1d6470ae02392bae87',
                                           2099],
          'files/2024/scan-1022-827.bin': ['f',
                                           416,
                                           '7cc5d826d2b90b6e8257c6be30d53168385f66d04141fd6ceab865b6ba204ac8',
                                           2137],
          'files/2024/scan-995.bin': ['f',
                                      416,
                                      'c8b07f9bb32bd89a77cd6564b8afb1b0711b702fd4138866120823cf078f844f',
                                      403],
          'hooks': ['d', 493],
          'hooks/user-queue.sh': ['f', 493, 'aa785f80b8a4de6d472c88a965921472ee81071b2dceb1fa72d1c80123d56ec6', 255],
          'records': ['d', 488],
          'records/alpha-retry.csv': ['f', 416, '716826e2b9b3896de85f1273535b71667cfbd241451a1b24e44a86e6f373964b', 76],
          'records/beta-ticket.csv': ['f', 416, 'bcb57434887eb351d08d8c0f4be11791e113daa66dfc403c2654194923f0e47b', 89],
          'records/beta.csv': ['f', 416, '7e4521eb653ade5215c6dcc800e733900ef0c9104c418412461092b9b44a848c', 150],
          'records/user.txt': ['f', 420, '54fc550f265bc3931cd4376e99bb8722c81b54be69e46391ec90ed245c4d55f5', 146],
          'settings': ['d', 493],
          'settings/audit.txt': ['f', 420, '8d9282dbd0ae24e5d0acac3028d8ba30f60e32669ee2f452d0da5fd5d02a9fe1', 130],
          'settings/export.conf': ['f', 420, '12ec04cb4f5abd184953f23dcaf3adb9cc5c41d8b44e3858e0e090317df36148', 174],
          'static': ['d', 493],
          'static/batch_21.txt': ['f', 420, '2dd472560a6575e05307f77d26a737d73e8999f61385fc11902e23dcd2fccbac', 78],
          'static/batch_98.html': ['f', 420, 'd3b75d794a0a84ae8ec8cada5e0490c5c57d7beded4c4280699289f641a7a843', 195],
          'static/export_43.txt': ['f', 420, 'd14017e6675665e926ac0b2d01426dac65b212b2dc31454f4d1ee23dfe19467d', 132]}}

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
