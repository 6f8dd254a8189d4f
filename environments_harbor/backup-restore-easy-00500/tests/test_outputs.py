import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/srv/restore-report/report.json',
 'summary': {'applied': ['fleet-full-20241207T235000Z.tar.xz', 'fleet-incr-20241208T115733Z.tar.xz'],
             'bytes': 4340,
             'files': 14,
             'restored_as_of': '2024-12-08T11:57:33Z'},
 'target': '/srv/fleet',
 'tree': {'data': ['d', 488],
          'data/audit.json': ['f', 416, '398aa2004d0593313d8ceb1b8e76a65d055a59dc578ac9c56d255fdd4fec2753', 125],
          'data/export_46.txt': ['f', 420, 'cf6639b344b34949462e7c2eb19b4fafe448b5407a569f29ab2242cf5fcb1100', 114],
          'data/index.txt': ['f', 420, 'af45944a197c94f94eff1c9d9733a8b6b47c5d55fd943582eec2465aafe6902a', 145],
          'data/ledger.csv': ['f', 416, '90a907a709e19d2c86bbdae76fd8934f3a26d10b45a01b2ecbb86f0e4626c63d', 156],
          'data/page.txt': ['f', 420, '916e9168df021bcb27609ca350f4a03509e03d76c3d9ba70ab51fcfa30a574f0', 91],
          'scripts': ['d', 493],
          'scripts/draft-import.sh': ['f',
                                      493,
                                      '92244639b37ea8d8ce516acd566407885b76f33df48dfe21cfd53b4b7503ce77',
                                      353],
          'scripts/retry_69.sh': ['f', 493, '5cd610b243cd128b151c5eed8d3826ac2c324eaf30872ab12685bc06de171177', 171],
          'settings': ['d', 493],
          'settings/draft-session.conf': ['f',
                                          420,
                                          'b1aeedb57e9ac599bc68aa1a88a7d02aef35fc096c2e5e345e985787a8001a31',
                                          79],
          'settings/draft.txt': ['f', 420, '29c1a3ee838c64f85f680706c83a69855d6537e1740b161f4a4b8cc8c2ed2328', 64],
          'settings/region-alpha.txt': ['f',
                                        420,
                                        '694d5c5ba1bbcd05f487ab7b723a1061eaa91e806fb86d248915d0e2ee4c6eea',
                                        67],
          'static': ['d', 493],
          'static/order-ledger.html': ['f',
                                       420,
                                       '0ba87c9d370ae119085b68252933d30af33b5d3434cabb03864d6cc40a0c1d5d',
                                       130],
          'static/region.html': ['f', 420, 'dd2a51aa8baa6219312f8d6c234503bedf6ecb68fe4040a192c55b41283e1734', 327],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-1208-200.bin': ['f',
                                             416,
                                             '0d1ca2036ed133fcedab0ea8f53606fff796484684581d5d29cc58cbd81349fd',
                                             1925],
          'uploads/2024/scan-857.bin': ['f',
                                        416,
                                        '939364c74eb190c84509c263ff80bc92efa8b172636bf61854ccbdeb7ce209dd',
                                        593]}}

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
