import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['lab-notes-full-20251006T034000Z.tar.gz',
                         'lab-notes-inc-20251006T154213Z.tar.xz',
                         'lab-notes-inc-20251007T034859Z.tar.gz',
                         'lab-notes-inc-20251007T155149Z.zip'],
             'bytes': 8055,
             'files': 14,
             'restored_as_of': '2025-10-07T15:51:49Z'},
 'target': '/srv/lab-notes',
 'tree': {'attachments': ['d', 488],
          'attachments/2025': ['d', 488],
          'attachments/2025/scan-1006-995.bin': ['f',
                                                 416,
                                                 '6a513122d5f7222e371a3e7bed6f22507249230ddfdc60b5e98c8e59292f901d',
                                                 1919],
          'attachments/2025/scan-1007-403.bin': ['f',
                                                 416,
                                                 'de4ec57e2942a2ff57ba3ca5d03e0b3fe3b36eeddb609a354ed825107ef20222',
                                                 1529],
          'attachments/2025/scan-1007-405.bin': ['f',
                                                 416,
                                                 'c5c365689f15ca8b73137a36680809c1b8f317a8abfc041829f07c882f60d8f0',
                                                 2166],
          'attachments/2025/scan-506.bin': ['f',
                                            416,
                                            '5f8d1598bd6968b3ab5bc987ffeb7286eaab72f4ac4609af4a2ad2a3f46fe376',
                                            337],
          'db': ['d', 488],
          'db/audit-report.json': ['f', 416, 'd1fda25529af3b351f07e05679050ec19c8ee59c9489038311394cd5a115a4a0', 127],
          'db/export-queue.json': ['f', 416, 'c3613156d89f5c570269e9a835b7b0366888c4f8a566c130918c6f6d2d7c665a', 297],
          'db/ticket.json': ['f', 416, 'c9aa61c85cbd11d66300b05dbe90e2ad2537ce6df83482b9a5e67ef926996425', 342],
          'db/user_11.json': ['f', 416, '84b3905bead22938140d790f383f6c44348879a8aa40cb3e7a7e79c1d78f34ce', 214],
          'settings': ['d', 493],
          'settings/beta_88.conf': ['f', 420, '33df3e2ac89aa087f8a599b47749ba550dd9a84cdbfc207b2b0dbe4800286b2a', 105],
          'settings/shard.conf': ['f', 420, 'eac455f5a6059b5e1115affb168401fa48c775f4ce8a95beb784c7f8655f862e', 180],
          'themes': ['d', 493],
          'themes/sync.html': ['f', 420, 'b0e3fd5260ac4d1958af2e30c4b82c0a606260c7b0929335c5ac0d0ca9845fcc', 227],
          'themes/token_78.html': ['f', 420, 'e5cdb6a05174b4ac1aa21eff7094e7f84f6260d2f68c9eaa1a5b5d40dabf3ddf', 161],
          'tools': ['d', 493],
          'tools/cache_28.sh': ['f', 493, '5f3148897a9d88d180196323ce4d0097b46bdc295b7ef0f12be910e95867b5bc', 223],
          'tools/token.sh': ['f', 493, '043fee8fc98de75834644b438f9255a0cf63bf5b5c890d91658353dfc9be348b', 228]}}

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
