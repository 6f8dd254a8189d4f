import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/restore/report.json',
 'summary': {'applied': ['20230815T022000Z_inventory_full.tar.bz2',
                         '20230815T141607Z_inventory_incr.tar.gz',
                         '20230816T021354Z_inventory_incr.tar.xz',
                         '20230816T142037Z_inventory_incr.tar.bz2'],
             'bytes': 7006,
             'files': 14,
             'restored_as_of': '2023-08-16T14:20:37Z'},
 'target': '/opt/inventory/data',
 'tree': {'assets': ['d', 493],
          'assets/order-ledger.html': ['f',
                                       420,
                                       '25134fcbad9b50e2df2f6b90bf26f61d5fa47e6e74583f01522772abfdb0cc61',
                                       163],
          'assets/quota.txt': ['f', 420, 'b578271b06f17ed2d16a2ae3b52e1341dcabbca2911ebf9090424ba14eae5485', 67],
          'files': ['d', 488],
          'files/2023': ['d', 488],
          'files/2023/scan-0815-834.bin': ['f',
                                           416,
                                           '3015d344e311d651b397400fac257aa7d34dd4564f6017bf5f6c6624475b55e0',
                                           1729],
          'files/2023/scan-0816-271.bin': ['f',
                                           416,
                                           '962430a1b7c90524f210f27fef93a054e8e00a2cefd17d73980f117a26cb5c79',
                                           1733],
          'files/2023/scan-0816-575.bin': ['f',
                                           416,
                                           'a238d1fb5b077c6b9805c409d89187722bc9977f8694d0cff305260464037551',
                                           1635],
          'files/2023/scan-995.bin': ['f',
                                      416,
                                      '1735b605f35b9b0c7eed6535008f25af8334d12cc2e9825ecba14355efa5128a',
                                      530],
          'records': ['d', 488],
          'records/alpha-draft.csv': ['f',
                                      416,
                                      'b6994a2a5f4f36ba1779f7235066e7ec5f3723729e45062016e313301aa276bb',
                                      152],
          'records/audit_19.csv': ['f', 416, '48e05dabe77be1eafcc5d4d2498ef9223655fbc8e9761b2b6f159d9c6ad62cb1', 195],
          'records/batch_83.csv': ['f', 416, '5cc50824f1e549a5477fbdfa7510ea2e10f29e3cfb4351216ce75092ed3930a2', 70],
          'records/order.csv': ['f', 416, 'fa25139593854134c5adeb80d1817445f55b6690df7e935918b9cafc447cdf69', 134],
          'records/ticket-3': ['d', 488],
          'records/ticket-3/export.csv': ['f',
                                          416,
                                          '9207282b3ee52172d03c073a9739da0f1455da2f269d60f5eb2fa201defaed87',
                                          133],
          'scripts': ['d', 493],
          'scripts/report.sh': ['f', 493, 'e4256e7f484cd6105625ef2104a8bc81f6558a96e624e5c35fed2c3897351bca', 227],
          'settings': ['d', 493],
          'settings/audit_99.txt': ['f', 420, '496a282099bd4ef922a3cb6633a7a11ea454ce744502fbd3a86211cc6e37709b', 129],
          'settings/page.conf': ['f', 420, '7e8fbdf065fac1577e593fb70a0049c4dac9ce8be406dc2e9fa12e616875ba95', 109],
          'settings/token-1': ['d', 493]}}

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
