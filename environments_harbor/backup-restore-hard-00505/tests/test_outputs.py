import hashlib, json, os, stat

EXPECTED = {'inventory': '/var/log/restore-docs/inventory.tsv',
 'report': '/var/log/restore-docs/report.json',
 'summary': {'applied': ['20240903T013500Z_docs_full.tar.bz2',
                         '20240903T133219Z_docs_incr.tar.xz',
                         '20240904T013620Z_docs_incr.zip',
                         '20240904T133458Z_docs_incr.tar.xz'],
             'bytes': 8499,
             'files': 20,
             'from_mirror': ['20240904T013620Z_docs_incr.zip'],
             'restored_as_of': '2024-09-04T13:34:58Z',
             'stopped_before': None},
 'target': '/srv/docs',
 'tree': {'active': ['l', 'builds/v1.5.5'],
          'builds': ['d', 493, 'www-docs:www-data'],
          'builds/v1.5.4': ['d', 493, 'www-docs:www-data'],
          'builds/v1.5.4/app.ini': ['f',
                                    420,
                                    '7f496b073401d45777d629e12d3486db8fbbee2ed40ac02057e6058e01919102',
                                    80,
                                    'www-docs:www-data'],
          'builds/v1.5.5': ['d', 493, 'www-docs:www-data'],
          'builds/v1.5.5/app.ini': ['f',
                                    420,
                                    '8a506dfa6ce95bdbea48b8f41c4648c26dddd31b403aa250e734248058d40107',
                                    78,
                                    'www-docs:www-data'],
          'credentials': ['d', 488, 'root:www-data'],
          'credentials/report-ledger.key': ['f',
                                            416,
                                            '40e3a7ef9dbe71b23b0e1f3b9c14bf45aa02861afeb8daf7c8f3bea362df49b3',
                                            86,
                                            'root:www-data'],
          'credentials/shard.key': ['f',
                                    416,
                                    '4ded2f05c4000cbc6c4396ecf5705fb290f88cd3fe54a7c2f8ae7a1820dc41bc',
                                    85,
                                    'root:www-data'],
          'files': ['d', 488, 'www-docs:www-data'],
          'files/2024': ['d', 488, 'www-docs:www-data'],
          'files/2024/scan-0903-410.bin': ['f',
                                           416,
                                           'c95878d9d37493d4387bfeeee4549efa6a5afaeb1a17db8b82c497e50a550509',
                                           2045,
                                           'www-docs:www-data'],
          'files/2024/scan-0904-194.bin': ['f',
                                           416,
                                           '504c6724fa3f36ba81ca489b3c590c592ab0c0fe37754ef58d7ebcc4383ef4ab',
                                           1946,
                                           'www-docs:www-data'],
          'files/2024/scan-0904-236.bin': ['f',
                                           416,
                                           '5309454972cf637ca9348dda816ebf54c94429d9dbddd9ddf1a150f5e0933533',
                                           1812,
                                           'www-docs:www-data'],
          'files/2024/scan-610.bin': ['f',
                                      416,
                                      'b402278c8a82c5c1ab073ad9b691f00d893c78bfc19bbd1a5f6a232150f5e7fe',
                                      510,
                                      'www-docs:www-data'],
          'hooks': ['d', 493, 'www-docs:www-data'],
          'hooks/queue.sh': ['f',
                             493,
                             '6f93cfe02c007cf01ab5709dcba13b5a74d297d4b27eeac21f842f3f1469741a',
                             130,
                             'www-docs:www-data'],
          'hooks/session.sh': ['f',
                               493,
                               '9aa3f51430c27ff02d013a3ad6c5f9d5759d4ff6c54cc3c560c237f836883255',
                               308,
                               'www-docs:www-data'],
          'settings': ['d', 493, 'www-docs:www-data'],
          'settings/active.conf': ['l', 'profiles/prod.conf'],
          'settings/batch-report.conf': ['f',
                                         420,
                                         'd24cb683b5a252e795d0d1557e0fb04d730807e683dc1c1151c78fea477b46c9',
                                         76,
                                         'www-docs:www-data'],
          'settings/cache.txt': ['f',
                                 420,
                                 '35a0770a35b547418420d6dbc1c8f42e91dba9b6677fabe23f52a9337958bc4a',
                                 139,
                                 'www-docs:www-data'],
          'settings/profiles': ['d', 493, 'www-docs:www-data'],
          'settings/profiles/prod.conf': ['f',
                                          420,
                                          '68c329e6a170761a0cae7cc609cd6c1df70631902d434dd2c0845b08bc011036',
                                          99,
                                          'www-docs:www-data'],
          'settings/profiles/staging.conf': ['f',
                                             420,
                                             'c59ab607021659743ae1f9be464a3abf96998fe4be0f3d1172521b178538389f',
                                             121,
                                             'www-docs:www-data'],
          'settings/region_58.conf': ['f',
                                      420,
                                      '5685dd8ea56e703f19fe041fa830dc3c15c9f52a729bd08ada71efc77aa2e7b4',
                                      197,
                                      'www-docs:www-data'],
          'settings/sync-1': ['d', 493, 'www-docs:www-data'],
          'settings/sync-1/beta_82.conf': ['f',
                                           420,
                                           'ecfb6a932aeca610a22ac55964497717a109212ade95564dd052a3b4a0d52308',
                                           116,
                                           'www-docs:www-data'],
          'static': ['d', 493, 'www-docs:www-data'],
          'static/retry-import.html': ['f',
                                       420,
                                       'c22b39c6f080c87d754b96d6d430fa0600929cf43592a14bf79a9e5cf85d0143',
                                       328,
                                       'www-docs:www-data'],
          'static/team photo-v2.txt': ['f',
                                       420,
                                       '7ffb433ebdbe9d234ed1ff0ff65c3977ce52a139b70a4808f854c6d4c172c454',
                                       135,
                                       'www-docs:www-data'],
          'storage': ['d', 488, 'www-docs:www-data'],
          'storage/export-ledger-archived.txt': ['f',
                                                 384,
                                                 '348eca339cbecc6e059c6f5deb85ca65dd7fae4d143c2bdfe4407cef5930866f',
                                                 82,
                                                 'www-docs:www-data'],
          'storage/import_43-archived.json': ['f',
                                              416,
                                              'ff26a6bef4c4da7025b0ae17ba2a45770648a031f1464572488930bb48898abf',
                                              126,
                                              'www-docs:www-data']}}

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
