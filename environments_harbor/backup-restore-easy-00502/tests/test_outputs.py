import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/var/log/restore-booking/report.json',
 'summary': {'applied': ['20231206T230000Z_booking_full.tar.bz2', '20231207T050641Z_booking_incr.tar.bz2'],
             'bytes': 4656,
             'files': 14,
             'restored_as_of': '2023-12-07T05:06:41Z'},
 'target': '/opt/booking/data',
 'tree': {'bin': ['d', 493],
          'bin/import-export.sh': ['f', 493, '5bc2599508478e0998e419b680efffddb062587c7161dcb69895ffa0d4898a01', 254],
          'bin/queue_37.sh': ['f', 493, 'e1b91dfdc35a81cfc508450d57798d3a52547573e3bd79438c17a5b32f4aaa7e', 298],
          'conf': ['d', 493],
          'conf/batch_86.conf': ['f', 420, '91b06812fba1a9cfd8631999b3d94dee84d78a7bec8dd5c91d2cdad4f813ec46', 121],
          'conf/quota_45.conf': ['f', 420, '87ca721165eaf6072638dc47ae324e75ac1e6f22d8a53d63e6aa392321ac3085', 139],
          'conf/report_42.txt': ['f', 420, '93cc7baa0e1be090ab278575046e63b91a9975b793f58e0a66787a4f3229cc4f', 125],
          'media': ['d', 488],
          'media/2023': ['d', 488],
          'media/2023/scan-104.bin': ['f',
                                      416,
                                      'e1f23866635ed0fa507f274643af2167dd985a1da782d56a803dabe61be93680',
                                      320],
          'media/2023/scan-1207-489.bin': ['f',
                                           416,
                                           'c2550f4aede5a80a6b79bb07a1f8e2d61529fe96792e003c1d68c98a16ef311c',
                                           2136],
          'records': ['d', 488],
          'records/audit_51.csv': ['f', 416, '442ee022457f9cc60ae545aae4772acbeae22c1cf49d11a7d77fd77376abfef2', 113],
          'records/batch_82.json': ['f', 416, '96171a6bb4ac6f9da04f18c97d885501cdbf2d6b31bd289158704f9128c3ec48', 295],
          'records/order_19.json': ['f', 416, '7e99294a4642288b65f91dcb1b84cb5637808f5dec9acace2a131c36990711fa', 250],
          'records/queue.json': ['f', 416, 'cc706c3089fa719e12cff3bd1b10ace768c19c555f75f1f991c0912bc117d13c', 295],
          'records/report.txt': ['f', 420, '06319892903c2b3e5b3403bc61eaaee0fb2dc032ed9116b769fad31044819228', 66],
          'static': ['d', 493],
          'static/report-region.txt': ['f',
                                       420,
                                       '1ec3731639261731fefed449e46d8eacf94de17da3c8de114f0fdae0710871c8',
                                       114],
          'static/user-ticket.txt': ['f',
                                     420,
                                     '02067e713b48190f81a775726801db60cecabf183410f2390c4e3edf81219b02',
                                     130]}}

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
