import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/ops/restore-recipes/inventory.tsv',
 'report': '/root/ops/restore-recipes/report.json',
 'summary': {'applied': ['20231123T222000Z_recipes_full.tar.xz',
                         '20231124T041829Z_recipes_incr.zip',
                         '20231124T102237Z_recipes_incr.tar.bz2',
                         '20231124T162317Z_recipes_incr.tar.xz',
                         '20231124T222532Z_recipes_incr.zip'],
             'bytes': 8924,
             'files': 22,
             'from_mirror': ['20231124T041829Z_recipes_incr.zip'],
             'restored_as_of': '2023-11-24T22:25:32Z',
             'stopped_before': None},
 'target': '/var/lib/recipes',
 'tree': {'builds': ['d', 493, 'recipes-app:recipes-ops'],
          'builds/v3.6.2': ['d', 493, 'recipes-app:recipes-ops'],
          'builds/v3.6.2/app.ini': ['f',
                                    420,
                                    '6b42c2226f43de09bfc810ffb364bc3eee7489ff96e33836ee64e588cb652c1f',
                                    147,
                                    'recipes-app:recipes-ops'],
          'builds/v3.6.3': ['d', 493, 'recipes-app:recipes-ops'],
          'builds/v3.6.3/app.ini': ['f',
                                    420,
                                    '2e52226f0d558f8933df771b8cee0988fa3a504267c8c6df43588d85a3082791',
                                    122,
                                    'recipes-app:recipes-ops'],
          'config': ['d', 493, 'recipes-app:recipes-ops'],
          'config/active.conf': ['l', 'profiles/prod.conf'],
          'config/audit-page.conf': ['f',
                                     420,
                                     'e7e2be6b5bd39e9a1a0febcf4233b9e62a9b52d50a353f715fd51c50b9e225e3',
                                     140,
                                     'recipes-app:recipes-ops'],
          'config/draft-batch-2023.conf': ['f',
                                           420,
                                           '76950d29b78fc9311b1a94edb219c4deb7a1d8f2931b2fd6d2abefb51f9cc886',
                                           121,
                                           'recipes-app:recipes-ops'],
          'config/page-v2-old.conf': ['f',
                                      416,
                                      '7d75e9df7bedac3c8436568056a82ba950341cbefe3491b1d663915624795c8f',
                                      124,
                                      'recipes-app:recipes-ops'],
          'config/profiles': ['d', 493, 'recipes-app:recipes-ops'],
          'config/profiles/prod.conf': ['f',
                                        420,
                                        '4907ad04d5c3729864432381a7b7f3705b7bd1f30fc3f03ad1727ebc5019d8ea',
                                        176,
                                        'recipes-app:recipes-ops'],
          'config/profiles/staging.conf': ['f',
                                           420,
                                           '5e1165b1f46c4412226d8e0f311822cb6efafc8f82fb497c596475f252b1b194',
                                           144,
                                           'recipes-app:recipes-ops'],
          'files': ['d', 488, 'recipes-app:recipes-ops'],
          'files/2023': ['d', 488, 'recipes-app:recipes-ops'],
          'files/2023/scan-1124-313.bin': ['f',
                                           416,
                                           'a022f5d5888396d88000935f8affb715256ff898300841068297b901df9d4f42',
                                           1404,
                                           'recipes-app:recipes-ops'],
          'files/2023/scan-1124-426.bin': ['f',
                                           416,
                                           'ae807e6943412061104663e0f7f5ce644765a6eec52c49939fdd8eb8a7e7c30d',
                                           1577,
                                           'recipes-app:recipes-ops'],
          'files/2023/scan-1124-561.bin': ['f',
                                           416,
                                           '764eee46891c8ba60c5a7f216c9aa25bc4588af630b3ee4a3e6bfe5a635afed8',
                                           1538,
                                           'recipes-app:recipes-ops'],
          'files/2023/scan-1124-818.bin': ['f',
                                           416,
                                           'fe46b8c03abb767f64432e5a00d0b3cffd3f3b9dd1dc2e93fe461af2fffd8232',
                                           1449,
                                           'recipes-app:recipes-ops'],
          'files/2023/scan-567.bin': ['f',
                                      416,
                                      '0f9ae3be8a7c84caa70a96b2d191a1edc1258bed95ca5bc6c0c8e3850537c1e9',
                                      317,
                                      'recipes-app:recipes-ops'],
          'live': ['l', 'builds/v3.6.3'],
          'private': ['d', 488, 'root:recipes-ops'],
          'private/draft_64.key': ['f',
                                   416,
                                   '1ac17613fc65b4aa87ccab1f93363d3b9af173fda715cadfc0b5e5284cd09100',
                                   87,
                                   'root:recipes-ops'],
          'private/page_24.key': ['f',
                                  416,
                                  'b7012219c70cadea7d8116597152774b9182acf8a5169fa0af9a39ac428c503a',
                                  85,
                                  'root:recipes-ops'],
          'scripts': ['d', 493, 'recipes-app:recipes-ops'],
          'scripts/quota_36.sh': ['f',
                                  420,
                                  '170747e02a5f671874cbce4c585f87a1d7734a266186793de6e0800927d2909d',
                                  370,
                                  'recipes-app:recipes-ops'],
          'static': ['d', 493, 'recipes-app:recipes-ops'],
          'static/price list.txt': ['f',
                                    420,
                                    'fb0026a888eae77b3575963323537a7dbec0e75f76b7d163c301d6c9fa5ff110',
                                    129,
                                    'recipes-app:recipes-ops'],
          'static/user.html': ['f',
                               420,
                               'fa6b5fbfa65a637fea70b94d1733c5d6745e7f89bc35149f2115c6fc811455bd',
                               259,
                               'recipes-app:recipes-ops'],
          'storage': ['d', 488, 'recipes-app:recipes-ops'],
          'storage/export_43.txt': ['f',
                                    420,
                                    '7ccb795d9cbe8005caf8ec602ceb1d751b3bb9e19cd3a302f3f354c592941d5d',
                                    97,
                                    'recipes-app:recipes-ops'],
          'storage/ledger_97-old.csv': ['f',
                                        493,
                                        '0a4deedf7422131cc06178d81540f2e874a6eb29c74e8cf1dbd486da41f28b93',
                                        153,
                                        'recipes-app:recipes-ops'],
          'storage/region-3': ['d', 488, 'recipes-app:recipes-ops'],
          'storage/region-3/user.csv': ['f',
                                        416,
                                        '10713ccc5b76adc44c5841a4830f9fe77c599e4d7fb43e62265f963f61dc03c2',
                                        193,
                                        'recipes-app:recipes-ops'],
          'storage/shard-order.json': ['f',
                                       416,
                                       'bab2eac34f0c81299734ce1ca2d9a9b53307e123227bc5bea47c7105462fb055',
                                       127,
                                       'recipes-app:recipes-ops'],
          'storage/token-token.json': ['f',
                                       416,
                                       '1ccaeb4ef9da1cf5cf6746d396925dea4d942feba00ccabdafa3d72794595269',
                                       165,
                                       'recipes-app:recipes-ops']}}

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
