import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['20250705T015500Z_assets_base.tar.xz', '20250705T135639Z_assets_delta.tar.xz'],
             'bytes': 4436,
             'files': 14,
             'restored_as_of': '2025-07-05T13:56:39Z'},
 'target': '/srv/apps/assets',
 'tree': {'db': ['d', 488],
          'db/alpha-audit.json': ['f', 416, '35a4a6f09780d782c9eb18370b77a176a3c7534e60a854c323fddff6e24928da', 334],
          'db/alpha.csv': ['f', 416, 'a3f47ce2d9c0906c1c7f7bb6f98f5b9866ae4838454431b4123bb59b826369d4', 129],
          'db/cache_19.csv': ['f', 416, 'f284b9bfea3b8d1d9f892b0f2f3631593d3d767403494f4fdaa0b31653c8b1c5', 132],
          'db/index.txt': ['f', 420, '96a769986fa51ebaa3f33551b20bfa289f987922709b68508a52bd27c75ed7ab', 111],
          'scripts': ['d', 493],
          'scripts/alpha.sh': ['f', 493, '79640da181a8cbaceab02e33144d7670863c851151fb105088d88239e01b2c66', 319],
          'scripts/user-retry.sh': ['f', 493, '82008526e8c584a0a8fb619b820d6ed257f7d068d4317da0f832c9f2de20dcc7', 290],
          'settings': ['d', 493],
          'settings/cache-draft.conf': ['f',
                                        420,
                                        '1bfa86093aa6af4d6b7c4019418da7c1ba51981ee962d8ff8c5ec89a1eed26eb',
                                        191],
          'settings/quota_1.conf': ['f', 420, '0872c31bd55ebe40711d3abfed63d525ec476726b5feb7bf70af968484508871', 201],
          'settings/session-index.conf': ['f',
                                          420,
                                          'e938bc2ee727287d1dfe4e6ab02f1352b75e7c674cec857160de3b70aca42865',
                                          158],
          'static': ['d', 493],
          'static/beta_37.txt': ['f', 420, 'a0a248d5981f838a61757cd4957be6ffe04779edd83db5526c02fe6b946165b0', 131],
          'static/queue-page.html': ['f', 420, 'b6ecad5a11149d8e54d573bd9c0230e8dda81f965ed9b77fb52bb64a0f0a10ba', 131],
          'static/ticket-user.html': ['f',
                                      420,
                                      'a63d46eca2d8acbb56859a70b8c1c7c55dcaaa4a77fbc0fca3fc39bce9103b65',
                                      130],
          'uploads': ['d', 488],
          'uploads/2025': ['d', 488],
          'uploads/2025/scan-0705-373.bin': ['f',
                                             416,
                                             'e6cab11f9bdc672042479532bc3888ff521a16ac4217dad98699247098e2bcb5',
                                             1819],
          'uploads/2025/scan-785.bin': ['f',
                                        416,
                                        '53d98d0334bc696ab05913e8bd7cd3b7eb891fe564d0bb1cda99f1e6888dcbd0',
                                        360]}}

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
