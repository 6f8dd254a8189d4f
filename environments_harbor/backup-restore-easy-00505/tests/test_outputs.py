import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/srv/restore-report/report.json',
 'summary': {'applied': ['helpdesk-L0-20230915T234500Z.tar.gz', 'helpdesk-L1-20230916T054140Z.tar.gz'],
             'bytes': 3837,
             'files': 14,
             'restored_as_of': '2023-09-16T05:41:40Z'},
 'target': '/var/lib/helpdesk',
 'tree': {'assets': ['d', 493],
          'assets/audit-audit.txt': ['f', 420, '10b66fd667b276f8bd96b2252f07157e6cff99ddf5462dc3d9c1572a2dc381e4', 62],
          'assets/audit-report.txt': ['f', 420, '91bb273b6f8ef37898ff8e70158e697105b75395d257a9afbab31b2297809a43', 48],
          'attachments': ['d', 488],
          'attachments/2023': ['d', 488],
          'attachments/2023/scan-0916-754.bin': ['f',
                                                 416,
                                                 '3a87cb2a84ec928d3bad0ae2044215e300da05094fa5a0fb1f09f83e55d741fa',
                                                 1705],
          'attachments/2023/scan-527.bin': ['f',
                                            416,
                                            '7f9bfc972abbaa2e1064021cface4778ae5ab723bc7473094730a1004e5e9554',
                                            521],
          'bin': ['d', 493],
          'bin/region_40.sh': ['f', 493, '40d407e38417b1ac80caf8b7c02449eb4c49227b008313c077d0f31ca713fbdf', 221],
          'bin/retry-alpha.sh': ['f', 493, 'cf89d5b620d521b6d5096020faf61821e3e3eb43fda34920406105d0f7d83633', 343],
          'config': ['d', 493],
          'config/cache_77.conf': ['f', 420, '25f06322bfc60079b0daa5bc6a3858c5471eb4ef0b71597b70b9cde47ab9c0dc', 85],
          'config/ledger.conf': ['f', 420, '1707272e1f4e415a33da1b6dd361013fb03d6bc1fd3791be3a2344990133e539', 122],
          'config/region_42.conf': ['f', 420, 'f774273d9404cf278ed72de6c5e2b29cdf3e8d452ca1185ab51f6c63a8878557', 85],
          'db': ['d', 488],
          'db/batch_54.json': ['f', 416, 'f803b0efdb3566c9dc33ea7141da3624f50931168c2638800856265efa971445', 251],
          'db/order.txt': ['f', 420, '91492d8d20de51cebc0c5d526b3816b942ef958157bab715bc0b860ac9402303', 124],
          'db/queue-1': ['d', 488],
          'db/queue-1/export-beta.json': ['f',
                                          416,
                                          '4fe325b3c6348c90a4a065f9553227d9ababe58c160835870242713539f04591',
                                          127],
          'db/region_68.txt': ['f', 420, '204a4143f1eadafeef50042fab2ec44301c915c64db908c902c69d55e4c99220', 48],
          'db/sync.csv': ['f', 416, '394400207a392f9a53a2d7ad1454b5f00e59ae97df3efc6fb621de6d853240cd', 95]}}

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
