import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/ops/restore-kanban/inventory.tsv',
 'report': '/root/ops/restore-kanban/report.json',
 'summary': {'applied': ['int-app3.kanban.full.20250902T015500Z.tar.bz2',
                         'int-app3.kanban.incr.20250902T080018Z.tar.xz',
                         'int-app3.kanban.incr.20250902T140102Z.zip',
                         'int-app3.kanban.incr.20250902T200328Z.zip',
                         'int-app3.kanban.incr.20250903T020550Z.tar.bz2'],
             'bytes': 10055,
             'files': 20,
             'from_mirror': ['int-app3.kanban.incr.20250902T140102Z.zip'],
             'restored_as_of': '2025-09-03T02:05:50Z',
             'stopped_before': None},
 'target': '/srv/kanban',
 'tree': {'active': ['l', 'releases/v1.9.10'],
          'assets': ['d', 493, 'svc-kanban:kanban'],
          'assets/ledger-ledger-2025.html': ['f',
                                             420,
                                             '9a768b2dc0926ab7efbec5701df29236bc51308cbe4be9875aff655e50af48d3',
                                             230,
                                             'svc-kanban:kanban'],
          'assets/team photo.txt': ['f',
                                    384,
                                    'be6e960ce87e532801af1db101091057f7dcac646e49e17258779344ea70ec6d',
                                    117,
                                    'svc-kanban:kanban'],
          'assets/user-retry.html': ['f',
                                     420,
                                     'a629123c70f9cb12e22116a67940ffdb8e9833508c3adedb98a1e3b025a9b546',
                                     296,
                                     'svc-kanban:kanban'],
          'attachments': ['d', 488, 'svc-kanban:kanban'],
          'attachments/2025': ['d', 488, 'svc-kanban:kanban'],
          'attachments/2025/scan-0902-112.bin': ['f',
                                                 416,
                                                 '6c5ef4fbd2e09f80c926824996f16614448a2a88556a5812524d230a179272c7',
                                                 1896,
                                                 'svc-kanban:kanban'],
          'attachments/2025/scan-0902-814.bin': ['f',
                                                 416,
                                                 '981ba0aa11b207318826bf2ce9ddeed5d70a5620fff3cfd396b20fee19f6c6f9',
                                                 2145,
                                                 'svc-kanban:kanban'],
          'attachments/2025/scan-0902-956.bin': ['f',
                                                 416,
                                                 '599256c03d21c72ba6461206564c710fb69751f2a11b365438f903b27595fb5b',
                                                 1529,
                                                 'svc-kanban:kanban'],
          'attachments/2025/scan-0903-388.bin': ['f',
                                                 416,
                                                 'c686ecc403a2340143c40fb58c5686541656612d087da3288f7977e52a4680b4',
                                                 1530,
                                                 'svc-kanban:kanban'],
          'attachments/2025/scan-197.bin': ['f',
                                            416,
                                            '7a8df78dd38dcb8dbd5c702752529431916ba8288ba4b28ea9cbb229c892e817',
                                            541,
                                            'svc-kanban:kanban'],
          'etc': ['d', 493, 'svc-kanban:kanban'],
          'etc/active.conf': ['l', 'profiles/prod.conf'],
          'etc/alpha-old.conf': ['f',
                                 420,
                                 'abd153134a9d94f007bb743c494ff661b651600a91bfe4534ce7f0aa8469134e',
                                 196,
                                 'svc-kanban:kanban'],
          'etc/draft-audit.txt': ['f',
                                  420,
                                  'c7ef3806f5bd755841a20b31bb995b4e6d9d8a29d9673d0e7b7efafe1e53731f',
                                  63,
                                  'svc-kanban:kanban'],
          'etc/profiles': ['d', 493, 'svc-kanban:kanban'],
          'etc/profiles/prod.conf': ['f',
                                     420,
                                     '907ce933cafb950c355274a1e2c31a517346488a7bbefed1885e6404004636ab',
                                     138,
                                     'svc-kanban:kanban'],
          'etc/profiles/staging.conf': ['f',
                                        420,
                                        '4d476f0d3621b22db061d8e5dd2ed45e5342782f1602fe1c5becf0e6d42aa174',
                                        176,
                                        'svc-kanban:kanban'],
          'etc/sync-2': ['d', 493, 'svc-kanban:kanban'],
          'hooks': ['d', 493, 'svc-kanban:kanban'],
          'hooks/beta-report.sh': ['f',
                                   493,
                                   'b5096af08c1caeb8238be12f37e0505d3cf2d0f33aef219efacf6b0d932cc97e',
                                   133,
                                   'svc-kanban:kanban'],
          'keys': ['d', 488, 'root:kanban'],
          'keys/ledger.key': ['f',
                              420,
                              'd6c741ac9cd99124397bc925a239ddb877ebcdcaf17ac08c7216b95423ef7d6b',
                              86,
                              'root:kanban'],
          'keys/report-index.key': ['f',
                                    384,
                                    '242dc7f931e4fd056f28fa478f552a28b0af67c5005cf44c572a78d17f087ba8',
                                    89,
                                    'root:kanban'],
          'releases': ['d', 493, 'svc-kanban:kanban'],
          'releases/v1.9.10': ['d', 493, 'svc-kanban:kanban'],
          'releases/v1.9.10/app.ini': ['f',
                                       420,
                                       'cdb2c99130ee2d79a9ac16b5cf05e07e113f273a0f04ad8a956985cb4e535032',
                                       142,
                                       'svc-kanban:kanban'],
          'releases/v1.9.9': ['d', 493, 'svc-kanban:kanban'],
          'releases/v1.9.9/app.ini': ['f',
                                      420,
                                      'b763c04649869db1e68ea7aa0536830b61db4f36c6285a240b7745cc6ca70bf5',
                                      157,
                                      'svc-kanban:kanban'],
          'storage': ['d', 488, 'svc-kanban:kanban'],
          'storage/batch-index.json': ['f',
                                       416,
                                       '49247b97090170ffd4ff7462d6ff975fb292f165dc03ab45f44e149a08aa0ccd',
                                       209,
                                       'svc-kanban:kanban'],
          'storage/export-shard-archived.txt': ['f',
                                                420,
                                                '8db3538b928f1ad1a3647178a086e55954a66091491d3a41f1993a5665a6a8a7',
                                                132,
                                                'svc-kanban:kanban'],
          'storage/region-4': ['d', 488, 'svc-kanban:kanban'],
          'storage/region-4/order_48.json': ['f',
                                             416,
                                             '0d850060840b834c309d540ba3c6b8c0df0186fd64285e3b39bf67d47b746b52',
                                             250,
                                             'svc-kanban:kanban']}}

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
