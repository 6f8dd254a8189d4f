import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-newsroom/report.json',
 'summary': {'applied': ['newsroom-full-20230426T010000Z.zip', 'newsroom-incr-20230426T070755Z.zip'],
             'bytes': 4320,
             'files': 14,
             'restored_as_of': '2023-04-26T07:07:55Z'},
 'target': '/var/lib/newsroom',
 'tree': {'config': ['d', 493],
          'config/export.conf': ['f', 420, 'a87b29941922f603127cd70bcabbea83330eb181eaecc6f676aa3ec69a7c933d', 181],
          'config/order.conf': ['f', 420, '3eacc75eb835877955ae44d19be1101fd688f9a75c985a3aadd41de65e86b111', 102],
          'config/order.txt': ['f', 420, '21204e83db405e835618a1b9e442ae72d667dab59caf1f1094fb064c804128e2', 78],
          'db': ['d', 488],
          'db/export.csv': ['f', 416, '795b25b789ebbb2bd26288ba1393566ae0b160d9c2ba8ac9e0ffb03bb6badce1', 72],
          'db/index-shard.json': ['f', 416, '4f06e0f6f513ae1c57c67a1faf80d67a29abac5338b577bdedf2994dc9245da3', 253],
          'db/ledger_27.json': ['f', 416, '96487743e5307c8d751c1c8d7b7c474e878ca22b7f1760dd8b0c6554d1a4f7f2', 164],
          'db/retry_1.json': ['f', 416, '2dd78c24e4c76da8522bb3f93636948b61ffeabae302edadcd5bc0c78a5565ea', 216],
          'files': ['d', 488],
          'files/2023': ['d', 488],
          'files/2023/scan-0426-886.bin': ['f',
                                           416,
                                           '7df014ff398caaf426ecefe3fece10f78475d278db558e3d36e9bbe0807f0c2f',
                                           1645],
          'files/2023/scan-214.bin': ['f',
                                      416,
                                      'e87e4c535081ca5a32e953842e31a3570450f4a3827b0a6be9b94655937b7582',
                                      492],
          'static': ['d', 493],
          'static/quota-audit.html': ['f',
                                      420,
                                      '4e107783f1a71a0e589e56f0357348bdcc60108f1dd996f9b0773f660e202daf',
                                      195],
          'static/ticket-token.txt': ['f',
                                      420,
                                      '97cf52d652e66d4bee246297ed698d3cc404e41d79d27372fb9a929bceff269c',
                                      112],
          'static/ticket.txt': ['f', 420, 'ac977cbfb11ce4b96ac17aff092716e67def0d5d74cd8de7066a1a52eb2c4b6a', 47],
          'tools': ['d', 493],
          'tools/session.sh': ['f', 493, '7e510b203b3fe6d5f4ca5f2ecc4fcc913f0085b65f123a0aecd2e7e4e1830287', 382],
          'tools/token_52.sh': ['f', 493, '549a45360444498b792df07163fbbb4f0bce7269bb4ca4627fdf44c7c7cd4d28', 381]}}

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
