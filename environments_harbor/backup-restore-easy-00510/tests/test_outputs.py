import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['files-02.inventory.full.20240504T011500Z.tar.bz2',
                         'files-02.inventory.incr.20240505T012419Z.tar.bz2'],
             'bytes': 4457,
             'files': 14,
             'restored_as_of': '2024-05-05T01:24:19Z'},
 'target': '/srv/inventory',
 'tree': {'attachments': ['d', 488],
          'attachments/2024': ['d', 488],
          'attachments/2024/scan-0505-120.bin': ['f',
                                                 416,
                                                 'c36e6ab1e56940fc26dc6118fcf57cf805b38a9fa274df14fb186e5603808f24',
                                                 2165],
          'attachments/2024/scan-547.bin': ['f',
                                            416,
                                            'a50e28bdc1d2f863178d0adb6f95c7b9ca99a11ceadc35bfe27108e535821691',
                                            324],
          'etc': ['d', 493],
          'etc/audit_77.txt': ['f', 420, '5b56d2c177f5fa647b3a78ef157e25c2f0d3056e8d00e020d1a14ad619af66d5', 82],
          'etc/order-1': ['d', 493],
          'etc/order-1/alpha_78.conf': ['f',
                                        420,
                                        '992de8f3c4854736ebb31431bd340805f7ddc59af6e2216a8c239ec3a99b0925',
                                        104],
          'etc/session.conf': ['f', 420, 'c08c60bc2d352da3e0109055d904a75dadfcfef82d0420bf54c41698975f9b73', 160],
          'etc/shard_45.conf': ['f', 420, 'ebf550b9b2412e6f21f222d7f9cd794232b3bf5cc53498e98aab0123debaeb94', 199],
          'static': ['d', 493],
          'static/queue.html': ['f', 420, 'b6f98cec49b9902d3f5196b0ea76806e82c8301df57746f08f3f46b18b9eda0e', 261],
          'static/ticket.html': ['f', 420, '36db664b81f31d05effb61150a96a44dccad1f5b1cdfb11f6398a16bdf9c6122', 196],
          'storage': ['d', 488],
          'storage/batch.txt': ['f', 420, '8cb05d57ee51a19fe4eb26d4299d16233cf9e16a957a1ad61262487886d2c0a7', 114],
          'storage/order-ticket.txt': ['f',
                                       420,
                                       'd91dc091ab2af72744e2916f44b207bcf0b9e3e3a0ae55bdd7c66cddcc38ba62',
                                       50],
          'storage/order.csv': ['f', 416, 'd898e341f37fd4ebb258d0e2cc484e9a99247bf5b854f4f8af6d5260a578a9e2', 93],
          'storage/page_97.json': ['f', 416, 'dbde810ebc2044fdbdcc50ea17a7b332dbfe4ee51318c0ec5d6e58eaf586870a', 342],
          'tools': ['d', 493],
          'tools/shard_79.sh': ['f', 493, '1316c2273202d4b52c07528d98cb6f5f057ffd5051615880d374283914aaa67c', 227],
          'tools/user.sh': ['f', 493, '5a80a944775229531decc678bea5fee02704ba09aecc10ecc58a666b791ebd06', 140]}}

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
