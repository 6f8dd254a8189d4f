import hashlib, json, os, stat

EXPECTED = {'inventory': '/var/log/restore-survey/inventory.tsv',
 'report': '/var/log/restore-survey/report.json',
 'summary': {'applied': ['app-01.survey.full.20240626T022000Z.tar.gz',
                         'app-01.survey.inc.20240626T141656Z.tar.xz',
                         'app-01.survey.inc.20240627T021727Z.zip'],
             'bytes': 6319,
             'files': 19,
             'from_mirror': ['app-01.survey.inc.20240627T021727Z.zip'],
             'restored_as_of': '2024-06-27T02:17:27Z',
             'stopped_before': 'app-01.survey.inc.20240627T141615Z.tar.gz'},
 'target': '/var/lib/survey',
 'tree': {'config': ['d', 493, 'survey:survey-grp'],
          'config/active.conf': ['l', 'profiles/prod.conf'],
          'config/audit_32.txt': ['f',
                                  420,
                                  '41edfa336f8951147069d1b003ec1c4518ac1eb5237aacaa7d01ba805715e35d',
                                  66,
                                  'survey:survey-grp'],
          'config/profiles': ['d', 493, 'survey:survey-grp'],
          'config/profiles/prod.conf': ['f',
                                        420,
                                        '16ac42f7fdc86d21bc078bd479d26c2db603561a0251abff2e6b45bf813d6b09',
                                        134,
                                        'survey:survey-grp'],
          'config/profiles/staging.conf': ['f',
                                           420,
                                           '5f2e3df494cb00ffc71a2a24a371b7cb32248186255472d4d47ed0f06b911565',
                                           99,
                                           'survey:survey-grp'],
          'files': ['d', 488, 'survey:survey-grp'],
          'files/2024': ['d', 488, 'survey:survey-grp'],
          'files/2024/scan-0626-877.bin': ['f',
                                           416,
                                           '8631f4a51cec33678f127263aa60eaf6f1f3209ac3b1e7abd9f50d1fa665fc65',
                                           1413,
                                           'survey:survey-grp'],
          'files/2024/scan-0627-286.bin': ['f',
                                           416,
                                           'fc6de998b72f179e01a38e7d47786f08933bceabadbd32974bdd5c9a6a945dc3',
                                           2029,
                                           'survey:survey-grp'],
          'files/2024/scan-154.bin': ['f',
                                      416,
                                      '7c50b2f72f1552678d5a95f2d5daca1733439a3326b45f3acd810866dfee80da',
                                      502,
                                      'survey:survey-grp'],
          'live': ['l', 'releases/v4.3.7'],
          'records': ['d', 488, 'survey:survey-grp'],
          'records/batch_71.csv': ['f',
                                   384,
                                   '125994e502486260f4b7d1e9570f3ac3736a2d2702416703f321974fff9e5524',
                                   68,
                                   'survey:survey-grp'],
          'records/import.json': ['f',
                                  493,
                                  '63e55cfa9716e1bb89cb0735ef4370c760244200d31a3e72d23d3d1216a88f5e',
                                  295,
                                  'survey:survey-grp'],
          'records/report_72.txt': ['f',
                                    420,
                                    '32ebe0b465ad4860816c94d483cfa682ad6be9e8eae10585fb408e684c438d04',
                                    82,
                                    'survey:survey-grp'],
          'records/sync-report.txt': ['f',
                                      420,
                                      'f4f3974e8888b4cc9555d2619ab7707e7d052c6d0a711725a784c97d8ad1503c',
                                      151,
                                      'survey:survey-grp'],
          'releases': ['d', 493, 'survey:survey-grp'],
          'releases/v4.3.6': ['d', 493, 'survey:survey-grp'],
          'releases/v4.3.6/app.ini': ['f',
                                      420,
                                      '5e27bb793a2d99ac45f1a2620f38c27150a63b73fda3d66f9a4fc51155be4083',
                                      121,
                                      'survey:survey-grp'],
          'releases/v4.3.7': ['d', 493, 'survey:survey-grp'],
          'releases/v4.3.7/app.ini': ['f',
                                      420,
                                      'be4415c210d05548d305e35f0a74c2f7563c3058207e68155d44449e779ee1e2',
                                      140,
                                      'survey:survey-grp'],
          'secrets': ['d', 488, 'root:survey-grp'],
          'secrets/sync-page.key': ['f',
                                    416,
                                    'e898c650aededaa2352e81d1a0639ccc405c60028e25bfe6268b0dc5334b4b9c',
                                    85,
                                    'root:survey-grp'],
          'secrets/ticket.key': ['f',
                                 416,
                                 'c5467ff5f422c5b12864806eb4cfa5f8cde19b92869cf0887bd23b9d4d5616f9',
                                 87,
                                 'root:survey-grp'],
          'static': ['d', 493, 'survey:survey-grp'],
          'static/old logo.txt': ['f',
                                  420,
                                  '7b2edfacd18cafaaba8ac827f236301d945caf437daabaf1ee5a71477b6bd21f',
                                  97,
                                  'survey:survey-grp'],
          'static/queue-2024.html': ['f',
                                     420,
                                     '22fcf566c9944d88204cc076098550c7e0745af0814ee318611e8148724f6f77',
                                     189,
                                     'survey:survey-grp'],
          'static/sync-2': ['d', 493, 'survey:survey-grp'],
          'static/sync-2/ticket_33.html': ['f',
                                           420,
                                           'fa3d786c08578783c3d4c18d239aa09383b494eeb86597b14af4cb3401f04222',
                                           230,
                                           'survey:survey-grp'],
          'tools': ['d', 493, 'survey:survey-grp'],
          'tools/import_94.sh': ['f',
                                 493,
                                 '27b9b49363a8f26378e1d01e2fae1b9cecf2d4ef8f9fa3e2b2117cb34342eaf4',
                                 359,
                                 'survey:survey-grp'],
          'tools/order_94-2024.sh': ['f',
                                     493,
                                     '68103ef4595c8fca0b61d168b6923ee2200c2cabbd1fd0ccd5b8efd505cc6766',
                                     172,
                                     'survey:survey-grp']}}

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
