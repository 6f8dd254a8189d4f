import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-fleet/report.json',
 'summary': {'applied': ['kestrel.fleet.full.20251108T013500Z.tar.xz',
                         'kestrel.fleet.inc.20251108T133453Z.tar.bz2',
                         'kestrel.fleet.inc.20251109T014050Z.tar.xz'],
             'bytes': 5835,
             'files': 14,
             'restored_as_of': '2025-11-09T01:40:50Z'},
 'target': '/opt/fleet/data',
 'tree': {'bin': ['d', 493],
          'bin/alpha_51.sh': ['f', 493, 'f5b7158a0984993b0d6dc5845d886e1214e9e81b755697fd126716beb0a92d46', 168],
          'bin/alpha_88.sh': ['f', 493, '1fe4a43b5f1065b960c525639f68b69e59e84345c024528e4e3fac838a0ca081', 354],
          'conf': ['d', 493],
          'conf/index-cache.txt': ['f', 420, 'eb239a9f8582825bbf6558be67e7aca8cfe6fe079ff123d40234d97df2b307a2', 99],
          'conf/sync-batch.conf': ['f', 420, '84c762580e68d7018d1253be54185e85b632a691d44167cc9f25009597baf357', 82],
          'data': ['d', 488],
          'data/index_63.csv': ['f', 416, 'a739660c87d4f2332093d19d1cfea94d8225f986935ec9abc69ac9f2f74dfdc7', 94],
          'data/page_33.json': ['f', 416, '08742afc54b2452db1a62bbb6ca94f2d18d7e8242166595502ef22b3a50be25f', 127],
          'data/report-ticket.csv': ['f', 416, '70bc5143375257865b225807dcd67d3f147e67be3a6acdb7495e6067280d849c', 132],
          'data/report_20.csv': ['f', 416, 'f1a442ad9c6d3bef0cc28f9749a29a1dc85b2dbf078cddbbc98b599b584602db', 133],
          'data/shard-user.csv': ['f', 416, '9e1b1ed42576e32a17fdfd771b7502fa2f1219e3c1b9ac5d0e855e1f50d0103a', 153],
          'data/token.json': ['f', 416, '9071aae4ec67df9ef1a44a0c1432e6f75e337bf43c56535644bff10bbb2aaa26', 164],
          'static': ['d', 493],
          'static/alpha-user.txt': ['f', 420, 'a45909a6ac078b457ebca7c914d324ebcd052ada09b1e6f7fa58a214c4c0ab0f', 100],
          'uploads': ['d', 488],
          'uploads/2025': ['d', 488],
          'uploads/2025/scan-1108-208.bin': ['f',
                                             416,
                                             'fd9d06bd5030411fee83821b017e9615df7979cbf8b3ee73ed8cdd9d044e5836',
                                             1974],
          'uploads/2025/scan-1109-292.bin': ['f',
                                             416,
                                             '5f606512c1e23c64702c384736853f37e956888faa5baf880803fcf3803d84b8',
                                             1902],
          'uploads/2025/scan-821.bin': ['f',
                                        416,
                                        '67d2e254bfc377c2d47b33ca4135ede31b1228146352a2c32ec7e399f9c31965',
                                        353]}}

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
