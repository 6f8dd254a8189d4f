import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/srv/restore-report/report.json',
 'summary': {'applied': ['app-01.intranet.base.20240120T013000Z.tar.gz',
                         'app-01.intranet.delta.20240120T073714Z.tar.gz'],
             'bytes': 4289,
             'files': 14,
             'restored_as_of': '2024-01-20T07:37:14Z'},
 'target': '/srv/intranet',
 'tree': {'assets': ['d', 493],
          'assets/import-audit.txt': ['f', 420, '90a8cd1ea72aec00f9f159c100424cfdffcfaa21e3a7a8dcba77a5da818dc5d0', 81],
          'assets/order.html': ['f', 420, 'b84a0efcc2aed64593eca23c0f2f179e946eeca57be3a408c9c2753490340de9', 127],
          'conf': ['d', 493],
          'conf/export_71.conf': ['f', 420, '0ec044344de98ad3e74eef2e7bf32537d3fff4f11ad0f394d428c5e9d5820e8b', 138],
          'conf/region_63.conf': ['f', 420, '21cbe2ad563a1a0c5ac2c2eedf26e7f18a3d93fc1fee0b4ade6bee5713fc2dc8', 178],
          'conf/session-beta.txt': ['f', 420, 'c223facc5e898b5f33823e58328b5aff2d9cf410d7106d7a43ef1854ca2a8450', 99],
          'conf/sync.conf': ['f', 420, '1f7be1fd5df694e7840a14afe099a2de921e7b09347fc7d0a0cb73211d480427', 183],
          'data': ['d', 488],
          'data/alpha_38.json': ['f', 416, 'acb5e4ab80b38c3b3b198e521209ec06ee0310d99099468cc136e40d2c225edb', 254],
          'data/page_16.csv': ['f', 416, '535b009516a75b8e111e401e63fa723986d0e4615fb02a4aadf8ef865cecb6be', 91],
          'data/retry_7.json': ['f', 416, '4094864127063dd3cb548487bc0fcbfacebed92de3d71f53b46fce081c8126b3', 258],
          'data/sync-quota.json': ['f', 416, '4c57f1efe697dd603a811c840da4db149d4274ea29a696a187e64f4caadceece', 293],
          'hooks': ['d', 493],
          'hooks/quota-ticket.sh': ['f', 493, '85e8a79f0a4871ebf748f3617e8e9b22ea0d7ea0a214d0bd6ed4ba82f0dc0eb5', 382],
          'hooks/user_20.sh': ['f', 493, '0499cf626b0adb15edc1d776fcfb9545b9e7046fc9ff0b1ebd05902740a0a846', 381],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-0120-783.bin': ['f',
                                             416,
                                             '7b275dea0907a18deb3aa0662306062e088bfb9ad9702714a54a075970c8ef2b',
                                             1455],
          'uploads/2024/scan-470.bin': ['f',
                                        416,
                                        'bcd725a1e1ceba9661713824b4ccffb5d3c2c8d239f5bdfa96c82b4404a30612',
                                        369]}}

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
