import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/root/ops/restore-payroll/report.json',
 'summary': {'applied': ['20250103T233000Z_payroll_L0.tar.xz',
                         '20250104T053422Z_payroll_L1.tar.bz2',
                         '20250104T114241Z_payroll_L1.tar.xz',
                         '20250104T174535Z_payroll_L1.tar.gz'],
             'bytes': 7397,
             'files': 14,
             'restored_as_of': '2025-01-04T17:45:35Z'},
 'target': '/srv/apps/payroll',
 'tree': {'assets': ['d', 493],
          'assets/page.txt': ['f', 420, 'bd1d68cf33c3277674bf7c27ecd07ffd74fbf5a1b8ace36ada6ad50d510b5738', 111],
          'assets/session-quota.txt': ['f',
                                       420,
                                       'f07cd470ee0b9c444a7035d1a55ffc34a5d2906248ba19828c3502b1fdfa9b87',
                                       64],
          'assets/shard_53.txt': ['f', 420, '68a623ed30152119b081268025c64817a7b13f85d58aaf05bb0356e14bb26285', 79],
          'attachments': ['d', 488],
          'attachments/2025': ['d', 488],
          'attachments/2025/scan-0104-545.bin': ['f',
                                                 416,
                                                 'e4f8813764558a29dc4c26154e029465c2e3589ba18a97244d742c20b26c215d',
                                                 2028],
          'attachments/2025/scan-0104-640.bin': ['f',
                                                 416,
                                                 'b94edefadaad992f4bf319f24774ad16c367f24decdcfae57d0322150bca23eb',
                                                 1508],
          'attachments/2025/scan-0104-754.bin': ['f',
                                                 416,
                                                 '65fd18674ce7580a614b35398759b123fc038df2d958146f88b7e95abda4fdae',
                                                 2087],
          'attachments/2025/scan-828.bin': ['f',
                                            416,
                                            '250465e248d71b9f345d529a84613103cc859eb6162910e8d7114e82e1bb264e',
                                            508],
          'conf': ['d', 493],
          'conf/audit.conf': ['f', 420, 'a78174a9c1c896457b10a892d56669ee845c50a92f5ac7b83fb1400c375f0bf8', 87],
          'conf/ledger_32.conf': ['f', 420, 'e99a103c5e14274a5ca82e9a0d0f63593492a1d70a29acf0742a9ccae5626610', 197],
          'db': ['d', 488],
          'db/alpha.csv': ['f', 416, 'f3d63dc319d36906ab90b98acd341431547366ef97ab43c4a18a665af1883922', 173],
          'db/shard.csv': ['f', 416, 'f707d02444c74404577a58a9d2ddd9f6d392bce8da3b24ecc699f58427e13f0a', 75],
          'db/shard_34.csv': ['f', 416, 'b70e5eb3bebb8d6aa0423359d2a70f22e813947aaac322c9604be445cacfe342', 94],
          'db/ticket-sync.json': ['f', 416, 'ce5d048d42b84b7c57f2a6d2f7034771a508dd3f04748b84d7ad1f57da718fa1', 211],
          'hooks': ['d', 493],
          'hooks/batch.sh': ['f', 493, '8e44aa1fc0e1610133cb8fed67f07c9dc9c1e5bd0f3479fafec893337ade1407', 175]}}

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
