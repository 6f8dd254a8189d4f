import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/ops/restore-payroll/inventory.tsv',
 'report': '/root/ops/restore-payroll/report.json',
 'summary': {'applied': ['lnx-app4.payroll.base.20250602T230500Z.tar.gz',
                         'lnx-app4.payroll.delta.20250603T050326Z.zip',
                         'lnx-app4.payroll.delta.20250603T110352Z.tar.gz'],
             'bytes': 6620,
             'files': 19,
             'from_mirror': ['lnx-app4.payroll.delta.20250603T110352Z.tar.gz'],
             'restored_as_of': '2025-06-03T11:03:52Z',
             'stopped_before': 'lnx-app4.payroll.delta.20250603T171041Z.zip'},
 'target': '/srv/apps/payroll',
 'tree': {'bin': ['d', 493, 'www-payroll:www-data'],
          'bin/index-queue.sh': ['f',
                                 493,
                                 'd3faef1e3acc3381dfcc96cd7f0039ce8c6764bf29cc39d7949bb4d40a10edb4',
                                 292,
                                 'www-payroll:www-data'],
          'credentials': ['d', 488, 'root:www-data'],
          'credentials/batch-report.key': ['f',
                                           416,
                                           'a4550e13e28e25ea103775bd87d7148e8d9d57906143ea85346dd95ed21572d6',
                                           86,
                                           'root:www-data'],
          'credentials/batch_75.key': ['f',
                                       416,
                                       'f6c74808dad4427fcba7db06d08a18d02bdb7a0d965b20efe7c1557c0e981451',
                                       85,
                                       'root:www-data'],
          'current': ['l', 'releases/v4.9.7'],
          'data': ['d', 488, 'www-payroll:www-data'],
          'data/region-user.csv': ['f',
                                   493,
                                   'c79d367b45622768944ad45c34fa9ad11b80500cbb722394d0777e5ee1b105b4',
                                   74,
                                   'www-payroll:www-data'],
          'data/token-2025.json': ['f',
                                   416,
                                   '4a09b4e20f69ff270573dc48d8241c3c31925f34b88c4fe162ddbc52d41dc59e',
                                   331,
                                   'www-payroll:www-data'],
          'data/user-cache-2025.txt': ['f',
                                       420,
                                       '94ca89a1f2a33e2571ed6e334b854a564b125b5fbe03a3f82e4da971ab5f0fee',
                                       152,
                                       'www-payroll:www-data'],
          'etc': ['d', 493, 'www-payroll:www-data'],
          'etc/active.conf': ['l', 'profiles/prod.conf'],
          'etc/profiles': ['d', 493, 'www-payroll:www-data'],
          'etc/profiles/prod.conf': ['f',
                                     420,
                                     '30d282a0d6c2ceefde3e6e98df64924ea66eda5286ef9659d521f6fa025b8b69',
                                     161,
                                     'www-payroll:www-data'],
          'etc/profiles/staging.conf': ['f',
                                        420,
                                        '5e1ba58da4fdb50f684c1503e820489c74608f47373f746c08bb98a3413f5437',
                                        155,
                                        'www-payroll:www-data'],
          'etc/retry-import.txt': ['f',
                                   420,
                                   '1f905af7de439c7c4ae01883e3b1f856a04269463a6a5a853a460162414dc853',
                                   116,
                                   'www-payroll:www-data'],
          'etc/session_22.txt': ['f',
                                 420,
                                 '322275be708c5f1f8845e432b4d951607c2e8cf61267974f07c514567123572f',
                                 99,
                                 'www-payroll:www-data'],
          'etc/sync-sync.conf': ['f',
                                 384,
                                 '73d1c6e65300e421efc8291d920137792dd46945ea01a76b7e8e1fac6a457eb6',
                                 122,
                                 'www-payroll:www-data'],
          'etc/sync_40.conf': ['f',
                               420,
                               '751568c1cbacd4ff7d2f09c1cc77d07be92256a0553cade2f1c0a1cd20b85afb',
                               179,
                               'www-payroll:www-data'],
          'files': ['d', 488, 'www-payroll:www-data'],
          'files/2025': ['d', 488, 'www-payroll:www-data'],
          'files/2025/scan-0603-315.bin': ['f',
                                           416,
                                           '6f373d9c89243a2b6d05fbe7303794b651236e762199968f41626ff39a9ea567',
                                           2138,
                                           'www-payroll:www-data'],
          'files/2025/scan-0603-468.bin': ['f',
                                           416,
                                           '59bb0b28c90dfd9190ade2aeefe213a0e8d0144fd2d34f35a015d68dab1f5614',
                                           1651,
                                           'www-payroll:www-data'],
          'files/2025/scan-577.bin': ['f',
                                      416,
                                      'e33f6b37b31bc70a68d3f5958509a0c8bf1b478f042a619e15762b08f9aad4c0',
                                      440,
                                      'www-payroll:www-data'],
          'releases': ['d', 493, 'www-payroll:www-data'],
          'releases/v4.9.6': ['d', 493, 'www-payroll:www-data'],
          'releases/v4.9.6/app.ini': ['f',
                                      420,
                                      '33a43d77c60069d4c33d60dc2fe611139d714f02aa1f4792e0e5f975aa186b16',
                                      163,
                                      'www-payroll:www-data'],
          'releases/v4.9.7': ['d', 493, 'www-payroll:www-data'],
          'releases/v4.9.7/app.ini': ['f',
                                      420,
                                      'aec46990a5aab67cd18b7939fd5ed8a96495664e842d3fde4655acff7229575f',
                                      120,
                                      'www-payroll:www-data'],
          'static': ['d', 493, 'www-payroll:www-data'],
          'static/export.html': ['f',
                                 420,
                                 '752b048f5394e834c327353a986ab3c122223cd1c79a23d6f7ae20731ec957f5',
                                 161,
                                 'www-payroll:www-data'],
          'static/old logo.txt': ['f',
                                  420,
                                  'f19cabcf176c6363aa351c62ca81038306104483f5510bf6d3186a385202a157',
                                  95,
                                  'www-payroll:www-data']}}

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
