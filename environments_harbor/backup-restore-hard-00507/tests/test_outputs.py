import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/ops/restore-lab-notes/inventory.tsv',
 'report': '/root/ops/restore-lab-notes/report.json',
 'summary': {'applied': ['lab-notes-base-20241203T022500Z.tar.xz',
                         'lab-notes-delta-20241203T082954Z.zip',
                         'lab-notes-delta-20241203T143143Z.tar.xz',
                         'lab-notes-delta-20241203T203033Z.tar.bz2',
                         'lab-notes-delta-20241204T023615Z.tar.xz'],
             'bytes': 9296,
             'files': 20,
             'from_mirror': ['lab-notes-delta-20241203T143143Z.tar.xz'],
             'restored_as_of': '2024-12-04T02:36:15Z',
             'stopped_before': None},
 'target': '/opt/lab-notes/data',
 'tree': {'active': ['l', 'releases/v2.3.2'],
          'credentials': ['d', 488, 'root:lab-notes-ops'],
          'credentials/beta-region.key': ['f',
                                          420,
                                          '81182b17ec0b28fb4dc18f913ae296717e33e1b83334913021276a21ea81c9ea',
                                          86,
                                          'root:lab-notes-ops'],
          'credentials/export.key': ['f',
                                     416,
                                     '9412b09e24c6ef0f3aae1a9785277b520dcde2b6db96fd3831cddbfc08ff13f2',
                                     87,
                                     'root:lab-notes-ops'],
          'db': ['d', 488, 'lab-notesd:lab-notes-ops'],
          'db/export_52-old.csv': ['f',
                                   416,
                                   '96f6337d4fd93a04707192d1b7b5cc2bbf03490f62198478dc4808b62e66ca73',
                                   94,
                                   'lab-notesd:lab-notes-ops'],
          'db/ledger_52.csv': ['f',
                               416,
                               '24e83816182ef9015771751fb63a2a1933c9d74523994b6ba40a5638e104ee1c',
                               111,
                               'lab-notesd:lab-notes-ops'],
          'etc': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'etc/active.conf': ['l', 'profiles/prod.conf'],
          'etc/import-4': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'etc/import-4/beta_17.txt': ['f',
                                       420,
                                       'aba755937297ae4de0eab75cdecf2c7e7fc4a5f36010bc9b0dfef61e7fdf861a',
                                       67,
                                       'lab-notesd:lab-notes-ops'],
          'etc/import-token.conf': ['f',
                                    384,
                                    'e01538374a4682be4bcfe6fae598c8628251f7338cba588bce3cf941c9c7252d',
                                    199,
                                    'lab-notesd:lab-notes-ops'],
          'etc/profiles': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'etc/profiles/prod.conf': ['f',
                                     420,
                                     'c7adb79434e0e801b4e67b67dfbfc0f90966cf1b711e5e20b47fe436d4c3d35e',
                                     105,
                                     'lab-notesd:lab-notes-ops'],
          'etc/profiles/staging.conf': ['f',
                                        420,
                                        '49f327298384d0dc59780179f353444b9f4c0108e25a12e8fcf060c055825372',
                                        207,
                                        'lab-notesd:lab-notes-ops'],
          'etc/quota_16-2024.conf': ['f',
                                     420,
                                     'b1ab856829f3e0c1f97d7807a3cb37b766face0a927ece0929ab33183bca7005',
                                     137,
                                     'lab-notesd:lab-notes-ops'],
          'etc/region-retry.conf': ['f',
                                    416,
                                    'fe4e3057fb759a4d1f747dc47ef7dcc8e7b6b9bf826b5715771e3bcfa75a30e3',
                                    144,
                                    'lab-notesd:lab-notes-ops'],
          'etc/user-report-old-v2.conf': ['f',
                                          420,
                                          '960824ce594f450f70c8d944d5489a0e6a3169ee2f65649087110c3cff8d1af3',
                                          88,
                                          'lab-notesd:lab-notes-ops'],
          'files': ['d', 488, 'lab-notesd:lab-notes-ops'],
          'files/2024': ['d', 488, 'lab-notesd:lab-notes-ops'],
          'files/2024/scan-1203-801.bin': ['f',
                                           416,
                                           'e4de5b741a5bc71ab68844b020c0094aa1f0597ca6ee49c1183d863d3c0f110c',
                                           2116,
                                           'lab-notesd:lab-notes-ops'],
          'files/2024/scan-1203-858.bin': ['f',
                                           416,
                                           '4aa8072e1595f25fcc217c5cad08482648ebfa53d1eb61c089da668cbef4d221',
                                           1653,
                                           'lab-notesd:lab-notes-ops'],
          'files/2024/scan-1203-951.bin': ['f',
                                           416,
                                           'db0a8f7a7abdb68deb4235dbda84e8fa5f44e8d4a5ac786d7833e7b5c89e90f2',
                                           1451,
                                           'lab-notesd:lab-notes-ops'],
          'files/2024/scan-1204-727.bin': ['f',
                                           416,
                                           'a287949d6c14d6cbdb9f41b5a1862fe217062f32f3c0c07bddb0a5cd09434197',
                                           1559,
                                           'lab-notesd:lab-notes-ops'],
          'files/2024/scan-294.bin': ['f',
                                      416,
                                      '7c2081a2303433a3d701f63b6290045d280a80e7bdfb8ec592a62a202a28a63e',
                                      461,
                                      'lab-notesd:lab-notes-ops'],
          'hooks': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'hooks/alpha.sh': ['f',
                             493,
                             'bb979239fe86468f66d7776b01254efceb90dc4d4d17c33702f098186a548e52',
                             309,
                             'lab-notesd:lab-notes-ops'],
          'releases': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'releases/v2.3.1': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'releases/v2.3.1/app.ini': ['f',
                                      420,
                                      'd3aa84bd0c889000d511842e2c8cfc53a4a038b904cb302797a390371bcd6034',
                                      197,
                                      'lab-notesd:lab-notes-ops'],
          'releases/v2.3.2': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'releases/v2.3.2/app.ini': ['f',
                                      420,
                                      '16b9fe1bb05f379e72f6db5948ef0ccf04c5662b0c2c30517bc810255d4ac333',
                                      141,
                                      'lab-notesd:lab-notes-ops'],
          'static': ['d', 493, 'lab-notesd:lab-notes-ops'],
          'static/user.txt': ['f',
                              420,
                              'fbd6dae111bb8d8aae1d309d9523e38c5c4dde686913c1645b60731893a7c6bc',
                              84,
                              'lab-notesd:lab-notes-ops']}}

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
