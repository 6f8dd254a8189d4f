import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/ops/restore-lab-notes/inventory.tsv',
 'report': '/root/ops/restore-lab-notes/report.json',
 'summary': {'applied': ['juniper.lab-notes.full.20241215T021000Z.tar.xz',
                         'juniper.lab-notes.incr.20241216T021022Z.tar.bz2',
                         'juniper.lab-notes.incr.20241217T021742Z.zip',
                         'juniper.lab-notes.incr.20241218T022143Z.tar.gz'],
             'bytes': 8126,
             'files': 20,
             'from_mirror': ['juniper.lab-notes.incr.20241217T021742Z.zip'],
             'restored_as_of': '2024-12-18T02:21:43Z',
             'stopped_before': None},
 'target': '/opt/lab-notes/data',
 'tree': {'config': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'config/active.conf': ['l', 'profiles/prod.conf'],
          'config/index-3': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'config/index-3/user-region.conf': ['f',
                                              420,
                                              '2c866c95ad28a12141085de6441003fd1b6e6ead21367d752533770ec09c9707',
                                              180,
                                              'lab-notes-app:lab-notes-ops'],
          'config/profiles': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'config/profiles/prod.conf': ['f',
                                        420,
                                        'bda327e90753a74dcd75646efee2d3306375810ce3b3ddba01b767ba57411701',
                                        178,
                                        'lab-notes-app:lab-notes-ops'],
          'config/profiles/staging.conf': ['f',
                                           420,
                                           'ae747b5af408115275dcbca4e0c33efd477e19df85d53053b2ea02c795db5896',
                                           163,
                                           'lab-notes-app:lab-notes-ops'],
          'config/retry-audit.txt': ['f',
                                     420,
                                     'dbbe37c4dae024aa9a009b1d46146ac1754de79faf48e5068c6ec06f3c5ca15d',
                                     100,
                                     'lab-notes-app:lab-notes-ops'],
          'config/sync-order.conf': ['f',
                                     420,
                                     '2248a537816bc62714b46c16990effe8cca2b002668ed185695983c7889bb159',
                                     143,
                                     'lab-notes-app:lab-notes-ops'],
          'current': ['l', 'releases/v2.9.8'],
          'keys': ['d', 488, 'root:lab-notes-ops'],
          'keys/ledger.key': ['f',
                              416,
                              '500d7f2ab3065ac9e41dbbdd1ee5c950413d1faec7de33ddc35d55f50d8c3af6',
                              87,
                              'root:lab-notes-ops'],
          'keys/ticket.key': ['f',
                              384,
                              'c600b42120915566f8cdcc514556194cd01ffec29f64de257b83091f79f7f414',
                              86,
                              'root:lab-notes-ops'],
          'media': ['d', 488, 'lab-notes-app:lab-notes-ops'],
          'media/2024': ['d', 488, 'lab-notes-app:lab-notes-ops'],
          'media/2024/scan-1216-505.bin': ['f',
                                           416,
                                           '582806e42cb1cf1d9c078c93e0d4cd9d36a46c9d680f76ad91f24ba8fe060fb2',
                                           1538,
                                           'lab-notes-app:lab-notes-ops'],
          'media/2024/scan-1217-864.bin': ['f',
                                           416,
                                           'efc13462d6fc3f530d5fe0dea4965ed452862a88c45acdd651bb8fc5ca956163',
                                           1631,
                                           'lab-notes-app:lab-notes-ops'],
          'media/2024/scan-1218-737.bin': ['f',
                                           416,
                                           'dd094a04184c70b87d42e229a4eef72e119b216054213f0d90a648277de727a5',
                                           2043,
                                           'lab-notes-app:lab-notes-ops'],
          'media/2024/scan-886.bin': ['f',
                                      416,
                                      'e93d5dd96cd4dcfa0d1f5e553fdb8d98e84a2a0ccfdc26018ba17e55ec625cf4',
                                      544,
                                      'lab-notes-app:lab-notes-ops'],
          'releases': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'releases/v2.9.7': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'releases/v2.9.7/app.ini': ['f',
                                      420,
                                      '276f41b18f36a989a6058017884a7b2a9e4b1e68f99a3fb8af5c5ee61ebe4193',
                                      121,
                                      'lab-notes-app:lab-notes-ops'],
          'releases/v2.9.8': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'releases/v2.9.8/app.ini': ['f',
                                      420,
                                      'cdff4f22bc8c356539e9580465f7a246d85cf736cf73465eceae2a50277d2647',
                                      84,
                                      'lab-notes-app:lab-notes-ops'],
          'storage': ['d', 488, 'lab-notes-app:lab-notes-ops'],
          'storage/audit.json': ['f',
                                 416,
                                 '0bc036a4430bf2d3ef86fce729b1a26dec0b3f38b153b29f2ccd386ff6a8c0d7',
                                 258,
                                 'lab-notes-app:lab-notes-ops'],
          'storage/export-2': ['d', 488, 'lab-notes-app:lab-notes-ops'],
          'storage/export-2/beta_51-v2.json': ['f',
                                               416,
                                               '51589717b4296ce4677a36a3b6576b00dc152d9f3a15eeab8e387ce540d1f4a1',
                                               341,
                                               'lab-notes-app:lab-notes-ops'],
          'storage/ledger_68.txt': ['f',
                                    420,
                                    'afa9d899fe5d82c17bfb4aa551eb3bbd4e2a15f370f1eb03d3c5cfce8a92335c',
                                    131,
                                    'lab-notes-app:lab-notes-ops'],
          'templates': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'templates/old logo.txt': ['f',
                                     420,
                                     '710e5f6e5d48ae93aeab779058a750adf3a4a7bd7418a69b2558d5729bec541c',
                                     50,
                                     'lab-notes-app:lab-notes-ops'],
          'templates/shard-alpha-v2.txt': ['f',
                                           420,
                                           'c020ec0f289ef033c4f0673e65137b3383f43236942338abd9b904f3aff46075',
                                           80,
                                           'lab-notes-app:lab-notes-ops'],
          'templates/shard_63.html': ['f',
                                      493,
                                      '2845b850bb09ebafb8df78c06f874483f439633c1457ce68b161cb27ad2bf506',
                                      228,
                                      'lab-notes-app:lab-notes-ops'],
          'tools': ['d', 493, 'lab-notes-app:lab-notes-ops'],
          'tools/session-cache-2024.sh': ['f',
                                          493,
                                          '231daf9c1d033dd0c92e8f9ac4917a0ef06e66889c7dd4597d0fcff2e0816e3a',
                                          140,
                                          'lab-notes-app:lab-notes-ops']}}

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
