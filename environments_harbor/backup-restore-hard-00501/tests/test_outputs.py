import hashlib, json, os, stat

EXPECTED = {'inventory': '/srv/restore-report/inventory.tsv',
 'report': '/srv/restore-report/report.json',
 'summary': {'applied': ['20250317T021000Z_forum_full.tar.gz',
                         '20250318T021144Z_forum_inc.zip',
                         '20250319T022137Z_forum_inc.tar.gz',
                         '20250320T023009Z_forum_inc.tar.gz'],
             'bytes': 8476,
             'files': 20,
             'from_mirror': ['20250318T021144Z_forum_inc.zip'],
             'restored_as_of': '2025-03-20T02:30:09Z',
             'stopped_before': '20250321T023846Z_forum_inc.tar.xz'},
 'target': '/srv/apps/forum',
 'tree': {'current': ['l', 'releases/v3.5.4'],
          'data': ['d', 488, 'forum:www-data'],
          'data/batch-old.json': ['f',
                                  416,
                                  '6291138ab5ec80d4c9c9fc9dc43d7cd6453dd1dd60b26d3925caef592d279da4',
                                  380,
                                  'forum:www-data'],
          'data/token-report.csv': ['f',
                                    416,
                                    '211af48920415fbb5e1a6ca47dfaad1f2fecfd860349682d21c57ddda3ce25ad',
                                    110,
                                    'forum:www-data'],
          'etc': ['d', 493, 'forum:www-data'],
          'etc/active.conf': ['l', 'profiles/prod.conf'],
          'etc/index-3': ['d', 493, 'forum:www-data'],
          'etc/index-3/audit.txt': ['f',
                                    420,
                                    '9d2e5f482e613a684d1a3327b4c523cfc9d4161db6993565163cf8fd6d5b7c62',
                                    47,
                                    'forum:www-data'],
          'etc/profiles': ['d', 493, 'forum:www-data'],
          'etc/profiles/prod.conf': ['f',
                                     420,
                                     '1b3d3a13d390007d6b8ef64bffbbf94517e578e72eea158b81606dd54741b7d5',
                                     98,
                                     'forum:www-data'],
          'etc/profiles/staging.conf': ['f',
                                        420,
                                        'b6dffbb0d1705f8abfad78812d844aea7b57dd48d8c3d85fe75b2b63f19edb00',
                                        80,
                                        'forum:www-data'],
          'etc/quota-archived.txt': ['f',
                                     420,
                                     'f5f295fc1684aa47d8399e8f5d8b1c6294b60328bb4a3a2f973eea0151b963a1',
                                     117,
                                     'forum:www-data'],
          'etc/quota-user.conf': ['f',
                                  420,
                                  '3303a95ab44f35e6e5edc8fd3b009f396d44b25a58e7c0eebfff45dc10f62c97',
                                  173,
                                  'forum:www-data'],
          'etc/region-beta-old.txt': ['f',
                                      420,
                                      '6009a368248ec2dfbef6c7095c869eb65f223c76ec5bbf25bdd6b92e07abf639',
                                      50,
                                      'forum:www-data'],
          'etc/user_78.conf': ['f',
                               420,
                               '9a963f308f56cdda3095188834b9a1d23cb088ae20961ad87fca89a0aadb0f92',
                               159,
                               'forum:www-data'],
          'private': ['d', 488, 'root:www-data'],
          'private/batch-page.key': ['f',
                                     420,
                                     '5f7fb04be8efa9b13b1a691d9c7cf4119fc9e87b87dad876648b16d6b05066e0',
                                     86,
                                     'root:www-data'],
          'private/export-quota.key': ['f',
                                       384,
                                       'bc70916afb6429f77d18467f26dd70957b6b8302c979d759fd57f1d47afdff38',
                                       88,
                                       'root:www-data'],
          'releases': ['d', 493, 'forum:www-data'],
          'releases/v3.5.3': ['d', 493, 'forum:www-data'],
          'releases/v3.5.3/app.ini': ['f',
                                      420,
                                      '7bb237f91361958b5aabbee90998993ab772b16eb4bfa2f3d622ce11b9086b14',
                                      136,
                                      'forum:www-data'],
          'releases/v3.5.4': ['d', 493, 'forum:www-data'],
          'releases/v3.5.4/app.ini': ['f',
                                      420,
                                      'f0318141442e57f79b1a0a0e1b1195d2061b997107561d02a27f4cef0d533cff',
                                      120,
                                      'forum:www-data'],
          'static': ['d', 493, 'forum:www-data'],
          'static/old logo.txt': ['f',
                                  420,
                                  '82a5a231dcfd0d0e182ddb582d3b8bd9574f044e5cd9cec07ce2666eaecf4ee0',
                                  81,
                                  'forum:www-data'],
          'static/sync_48.html': ['f',
                                  420,
                                  'b94a354ef5ab09b50c9c250efe49feaa5710a009f8cfb5a0c707ddf43426a754',
                                  227,
                                  'forum:www-data'],
          'tools': ['d', 493, 'forum:www-data'],
          'tools/import_43.sh': ['f',
                                 420,
                                 'e58a30a5e6f1da9496d5ee324ea6e9efee7dc99ed75efe7418c43cc3fa9506c2',
                                 317,
                                 'forum:www-data'],
          'uploads': ['d', 488, 'forum:www-data'],
          'uploads/2025': ['d', 488, 'forum:www-data'],
          'uploads/2025/scan-0318-125.bin': ['f',
                                             416,
                                             'd9f84c708d2835fe846d4de4dcae1d20558483ec2b859146cc149777aadea13c',
                                             2055,
                                             'forum:www-data'],
          'uploads/2025/scan-0319-125.bin': ['f',
                                             416,
                                             'e12909199456de0512bd5382926f28c2bf403e5be8c159466f5d4888023d959e',
                                             2014,
                                             'forum:www-data'],
          'uploads/2025/scan-0320-943.bin': ['f',
                                             416,
                                             'f2d1f3e23a79c42d56d495b39104c6017bc362f4b134382bcf3c6a61a1046193',
                                             1757,
                                             'forum:www-data'],
          'uploads/2025/scan-615.bin': ['f',
                                        416,
                                        'f88e19b9a64297d037dab0d57d55ed0553ce762cd39ddb7578ec64159ba03b52',
                                        381,
                                        'forum:www-data']}}

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
