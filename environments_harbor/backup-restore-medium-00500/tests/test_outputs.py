import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/var/log/restore-grants/report.json',
 'summary': {'applied': ['grants-full-20230803T222000Z.tar.xz',
                         'grants-inc-20230804T101738Z.tar.bz2',
                         'grants-inc-20230804T222706Z.tar.bz2'],
             'bytes': 6434,
             'files': 14,
             'restored_as_of': '2023-08-04T22:27:06Z'},
 'target': '/opt/grants/data',
 'tree': {'files': ['d', 488],
          'files/2023': ['d', 488],
          'files/2023/scan-0804-127.bin': ['f',
                                           416,
                                           '70fb64166d1e86b853cc518108dd597082e9b4e0d82e71a975e749fe40bb361e',
                                           1740],
          'files/2023/scan-0804-909.bin': ['f',
                                           416,
                                           '40865d079e38793833155d45a2df5e9bb04132f0a6c8f72cfad3c9ed286d4c76',
                                           2052],
          'files/2023/scan-579.bin': ['f',
                                      416,
                                      '92445e7cf192b8340f4a868c15751c92695046b64da9773aa63b322ab9fbf4bc',
                                      445],
          'records': ['d', 488],
          'records/batch_95.json': ['f', 416, '82991cbd78cfa7469cb4598d8b7b0a31c7c7071d124a3f87ee7523fdce064d1f', 166],
          'records/order_41.json': ['f', 416, 'ed0ae64d097753aee2f9052483e8334edfc60245a9b4a0d6d238a57b50a8f5a2', 292],
          'records/page_19.json': ['f', 416, '2487a5f47e150c9e512d4f757deb39d11d1080c3cef897b99b9deb920eee5c66', 295],
          'records/region-token.json': ['f',
                                        416,
                                        '3e3b87fb84853718f9bc2e1d3e8abde87bfb5d4fb0ed8cb177307b6d1a04dff4',
                                        210],
          'scripts': ['d', 493],
          'scripts/alpha.sh': ['f', 493, 'b7feacaec3203cd23e1285d9c410b56b21f4ad626b3ee4e1c727cdc02d0d3410', 246],
          'scripts/retry_58.sh': ['f', 493, 'abf6c3a36d430291ffee792d2a4c31725c3625fe957a9f93f97ca461e0fe12fc', 245],
          'settings': ['d', 493],
          'settings/ledger_54.conf': ['f', 420, '7db013b89e00d2561a4e5451912c5e36db679e8bf14685b112c70d374e9948fc', 99],
          'settings/shard.conf': ['f', 420, '9681aaadd6e20149e161fc61a692446ea7cc073b618e2a1b3966932b10d122fb', 197],
          'templates': ['d', 493],
          'templates/batch-2': ['d', 493],
          'templates/batch-2/region_22.txt': ['f',
                                              420,
                                              '4f6e9f91f192ec0ccd2e8847f1545e2375270c8ba403500b4722327b32c4ce97',
                                              111],
          'templates/shard-index.txt': ['f',
                                        420,
                                        'badfe94c66cf1c9cd670258f39986eeb4edcc4826b80e066f0f4afb79558a4d2',
                                        144],
          'templates/token-report.html': ['f',
                                          420,
                                          'eea7fba98b5cfbd7ec9f4923102bf48dfa3a304b8e381f6e50f99584d42cae2b',
                                          192]}}

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
