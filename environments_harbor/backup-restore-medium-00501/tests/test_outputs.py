import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-newsroom/report.json',
 'summary': {'applied': ['newsroom-full-20230512T012500Z.tar.gz',
                         'newsroom-incr-20230512T132524Z.tar.bz2',
                         'newsroom-incr-20230513T012659Z.tar.xz',
                         'newsroom-incr-20230513T133608Z.tar.bz2'],
             'bytes': 7324,
             'files': 13,
             'restored_as_of': '2023-05-13T13:36:08Z'},
 'target': '/srv/apps/newsroom',
 'tree': {'db': ['d', 488],
          'db/beta.csv': ['f', 416, '6c2c886e79875958d8de59b689ba5e0dbba5db04194c647e19a84426ec4d4263', 152],
          'db/import-2': ['d', 488],
          'db/import-2/page_69.txt': ['f',
                                      420,
                                      '6fd5a100ff79e42987f484eb17105884291246214711ca3286d9116fa914f5d4',
                                      125],
          'db/page.csv': ['f', 416, '84679fe6ddf6ff9dbdf72ff6a9d57026f5586dba8ce8878acf9528171574e82c', 195],
          'db/token.csv': ['f', 416, 'd267e5e895fdb5a95846bb1bff890816e852883e33d45342c5ea882b19788179', 114],
          'scripts': ['d', 493],
          'scripts/beta.sh': ['f', 493, '26175e0a3194c76debf013ec180cc0263fac261eaedf8af556e722f0b8ae64c1', 180],
          'scripts/import.sh': ['f', 493, '41d038c547e9d94ffe5f9247255abc727f9d31853f36cdd434035e4ede211879', 340],
          'settings': ['d', 493],
          'settings/token_43.txt': ['f', 420, '6461ba0e909e069109fc7d292bc1b48e6543eceda2b1df8ae3a582ea3e4b162d', 51],
          'templates': ['d', 493],
          'templates/audit-sync.html': ['f',
                                        420,
                                        '06f32fa8477bde9a624936da751af59e01efb2fb0e05c06b67e2d010922918d6',
                                        195],
          'templates/session-retry.html': ['f',
                                           420,
                                           'af41a765359360885165d737a1aee9df1a9ea5f86515fdf9734d4963da190b27',
                                           229],
          'uploads': ['d', 488],
          'uploads/2023': ['d', 488],
          'uploads/2023/scan-0512-869.bin': ['f',
                                             416,
                                             '982b159f1d9783f01f5a740b8cef98050805c57b7df8b8dd139bec9eecc717ba',
                                             1976],
          'uploads/2023/scan-0513-297.bin': ['f',
                                             416,
                                             '536a58c2d0ff638455df6c1789bb26bf166054cb7729dc4a10a9d4633b2cf790',
                                             1475],
          'uploads/2023/scan-0513-757.bin': ['f',
                                             416,
                                             'b592194ebfba107c619fee5506d7b4a3f71e56ebfc686501247afad084ea7c7f',
                                             1877],
          'uploads/2023/scan-784.bin': ['f',
                                        416,
                                        '21abd21b0fa16d4369e9448d44c9d4306d46beace24f88b520f46f9401c1284d',
                                        415]}}

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
