import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['20240217T022000Z_timesheets_base.tar.gz',
                         '20240217T141956Z_timesheets_delta.tar.bz2',
                         '20240218T022254Z_timesheets_delta.tar.bz2'],
             'bytes': 5688,
             'files': 13,
             'restored_as_of': '2024-02-18T02:22:54Z'},
 'target': '/var/lib/timesheets',
 'tree': {'bin': ['d', 493],
          'bin/token_21.sh': ['f', 493, 'bbf74f59852bf62ad773327c156e6f7dc006ebe4d8763010b792483e91feeb48', 317],
          'conf': ['d', 493],
          'conf/import_73.txt': ['f', 420, '449a2f1924cf33f9fd3ce1cd67805db269629639aa2080b9174d15a69586e10e', 85],
          'conf/retry-index.conf': ['f', 420, '2dc4ae54324f40f3249cde1f1e4f7a602e7e78c88219dd9eeeef326bc4490d49', 143],
          'conf/shard-ledger.conf': ['f', 420, '09525c8607aa236a0cfe219d938bcb78294bd4c00d83569b91be5ddb832ae524', 109],
          'conf/token.txt': ['f', 420, '17674ef3f6bfec8e55957c55e3e7a13ad30b68d9246bfa799a89f44057633987', 129],
          'records': ['d', 488],
          'records/quota_94.json': ['f', 416, '332d7adf9a90c6ce99af31de906fbc2c4ec5db4877da969d26fc7217e1a6bd28', 211],
          'records/region-1': ['d', 488],
          'records/region-1/shard_64.csv': ['f',
                                            416,
                                            'b147826b51469cb983dc0f79184248b71d1603882c7b6cda59b80d14712c1794',
                                            91],
          'records/session-sync.json': ['f',
                                        416,
                                        '1806b304d78d19ab6df39311e8983d5d7a11f6b6ce91104373a2a8c48e55a349',
                                        377],
          'records/session.csv': ['f', 416, '3e0377a175cefba406bcda2e95fc517631b5bef5e5946764fc80f91e6360337c', 114],
          'static': ['d', 493],
          'static/session.txt': ['f', 420, '35f5782cd550ee3ec63803d135255813a83a735d3c925f05951436d070758e27', 62],
          'uploads': ['d', 488],
          'uploads/2024': ['d', 488],
          'uploads/2024/scan-0217-953.bin': ['f',
                                             416,
                                             'e92f1f27b06358ed411664186b9c5cf66a27685c498dada522d548743866412a',
                                             1735],
          'uploads/2024/scan-0218-922.bin': ['f',
                                             416,
                                             '7955a3e683b7137e4330a83d0fec5052e8468939da5d7a301d47bd9d412013f2',
                                             1778],
          'uploads/2024/scan-285.bin': ['f',
                                        416,
                                        'a05c8560da4afe4b1d31426f26d80fe03f95e87dfc3c677ef242cb64b6e72683',
                                        537]}}

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
