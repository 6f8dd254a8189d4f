import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-booking/report.json',
 'summary': {'applied': ['booking-base-20240307T230500Z.tar.gz', 'booking-delta-20240308T110304Z.tar.gz'],
             'bytes': 3429,
             'files': 12,
             'restored_as_of': '2024-03-08T11:03:04Z'},
 'target': '/opt/booking/data',
 'tree': {'data': ['d', 488],
          'data/export.txt': ['f', 420, '5960eb7d2ea2ebcee080fd0bb177fe1d71645c152599ee122dcd93ffaf0271a0', 47],
          'data/report-queue.txt': ['f', 420, '1fc2e77d28c111434a09ef96568074f75e55e3a937c70d2a2416779944900897', 67],
          'data/sync_87.txt': ['f', 420, '86dd56b94ea5ad4f4386240a462166832f3e4712b3bbd273fe653c003c613912', 80],
          'etc': ['d', 493],
          'etc/export_2.conf': ['f', 420, 'f420f8d7de64c5cb77b789ebea24d5a373f4894a20be0ac1ab41f61d06b8159d', 195],
          'etc/index_37.conf': ['f', 420, '48d28ec586257103878e289a22a7a0669267829cca0220cdc1ae93f7216e9ca7', 162],
          'etc/ledger_41.txt': ['f', 420, '960d82321eb2e1f217e725d11881f0a63a0d0183e27296a59a598cc8b81276c7', 49],
          'themes': ['d', 493],
          'themes/cache-export.html': ['f',
                                       420,
                                       '51e3e284b6bbbfd04cf5fedb9e76617ead574d1b5586441affceeb6d39ba2163',
                                       299],
          'themes/order_79.txt': ['f', 420, 'af7528ac3577d47ef80311ac0d81f2f3eae2a82260045b4a017c78c033baf283', 131],
          'tools': ['d', 493],
          'tools/alpha-page.sh': ['f', 493, 'e59187faad2ac0f4c6b378de478e5b658c8188a1db3c246b853ea88926bbe773', 174],
          'tools/token_21.sh': ['f', 493, '27a6f8a8ecb97d825aa14e1473530539934c811d1060e95acc509b08b92cf308', 291],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-0308-980.bin': ['f',
                                             416,
                                             'ad57cd921faa933153c3e075554ce63debc34088a507d51861dc4c275672c253',
                                             1468],
          'uploads/2024/scan-954.bin': ['f',
                                        416,
                                        '680cc9ab12b817b6ceb7689023bdaa30960a02054ce5815d3f14c1a9f1223529',
                                        466]}}

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
