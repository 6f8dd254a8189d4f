import hashlib, json, os, stat

EXPECTED = {'inventory': '/root/restore/inventory.tsv',
 'report': '/root/restore/report.json',
 'summary': {'applied': ['assets-base-20230818T011500Z.tar.gz',
                         'assets-delta-20230818T131209Z.tar.bz2',
                         'assets-delta-20230819T011913Z.zip',
                         'assets-delta-20230819T132458Z.tar.bz2',
                         'assets-delta-20230820T013022Z.tar.gz'],
             'bytes': 10111,
             'files': 20,
             'from_mirror': ['assets-delta-20230820T013022Z.tar.gz'],
             'restored_as_of': '2023-08-20T01:30:22Z',
             'stopped_before': None},
 'target': '/var/lib/assets',
 'tree': {'assets': ['d', 493, 'www-assets:svc'],
          'assets/shard-audit.html': ['f',
                                      420,
                                      '700a7c59010f22ba13d96b3b85ee75fae255c9d3e99a9c6a7dd833bc441bb880',
                                      163,
                                      'www-assets:svc'],
          'builds': ['d', 493, 'www-assets:svc'],
          'builds/v4.5.3': ['d', 493, 'www-assets:svc'],
          'builds/v4.5.3/app.ini': ['f',
                                    420,
                                    '0e662b59f8cebb103f6c98360bfb2aac38898a7899aaa1ff30d7f887b9ed0cdb',
                                    196,
                                    'www-assets:svc'],
          'builds/v4.5.4': ['d', 493, 'www-assets:svc'],
          'builds/v4.5.4/app.ini': ['f',
                                    420,
                                    'b37cedc7064add81a602101a1339b376c5e343daaf57828c9a6ebf28f86b3cdc',
                                    166,
                                    'www-assets:svc'],
          'config': ['d', 493, 'www-assets:svc'],
          'config/active.conf': ['l', 'profiles/prod.conf'],
          'config/export_52-2023.txt': ['f',
                                        420,
                                        '60961b0a6a8c5a2e0c94e0c86ca00f456095b66f73326ba861041a9e936c413b',
                                        144,
                                        'www-assets:svc'],
          'config/profiles': ['d', 493, 'www-assets:svc'],
          'config/profiles/prod.conf': ['f',
                                        420,
                                        '6a6ebefea8891f5e09774f3f24d7add47565b2581efd249200318aafc0b382da',
                                        177,
                                        'www-assets:svc'],
          'config/profiles/staging.conf': ['f',
                                           420,
                                           '92b5382062b96f2c58b8162ac159f44f387dfc83ad289cfa820c622dd0ec3846',
                                           98,
                                           'www-assets:svc'],
          'config/token_52.conf': ['f',
                                   420,
                                   '498230b28e5070fa7f5cfa4fdcdf9e30c8673d547e8eb06944dc2636a9404ec7',
                                   182,
                                   'www-assets:svc'],
          'credentials': ['d', 488, 'root:svc'],
          'credentials/alpha.key': ['f',
                                    416,
                                    '0bcda599189c46270700bd42639c3f8e53536344caebd999b07af998efdff2db',
                                    87,
                                    'root:svc'],
          'credentials/region_89.key': ['f',
                                        493,
                                        '56760d187e23a956b1c30e095de3426bfb0261467ea1f9f77598fa8de1bf5de4',
                                        85,
                                        'root:svc'],
          'db': ['d', 488, 'www-assets:svc'],
          'db/batch_71-2023.json': ['f',
                                    416,
                                    'd1d5bc00edaead7e5dd7b91da7cbb6f6f64ba375c721316bbe110a4af0d281a2',
                                    377,
                                    'www-assets:svc'],
          'db/ledger_15.csv': ['f',
                               416,
                               'ecf25eb45820cea9684c42e2b2fb787cd41e41ebf5f7be876d3fd0ace36d959a',
                               136,
                               'www-assets:svc'],
          'db/queue-user.csv': ['f',
                                416,
                                '7c565aabe9121363d8814bb147c23738cacbfb5bb8f91ce73441519da302af56',
                                111,
                                'www-assets:svc'],
          'db/queue_26-archived-2023.json': ['f',
                                             416,
                                             '096f6ad65848ab945742000d170be29198e4dec16f755d2a561654d01f5ef217',
                                             212,
                                             'www-assets:svc'],
          'live': ['l', 'builds/v4.5.4'],
          'scripts': ['d', 493, 'www-assets:svc'],
          'scripts/draft.sh': ['f',
                               416,
                               '318d96d44e663cb1c181598cef0bb895b287c78f48eca3b73e1aa029e4ce2758',
                               248,
                               'www-assets:svc'],
          'scripts/shard.sh': ['f',
                               493,
                               '0cfaad5d6fcd0b2d6a9030156719af4ba28d7da4a7de33f957de6ea9c1324b1d',
                               320,
                               'www-assets:svc'],
          'uploads': ['d', 488, 'www-assets:svc'],
          'uploads/2023': ['d', 488, 'www-assets:svc'],
          'uploads/2023/scan-0818-247.bin': ['f',
                                             416,
                                             '24c3d5e8550e98e86783901703374ce4461b46e2acc5c09c3ac048cdf0b27fdf',
                                             1462,
                                             'www-assets:svc'],
          'uploads/2023/scan-0819-147.bin': ['f',
                                             416,
                                             'e8263701f71fb391b7c806b97f56038e54d57b959ca10053d21e9da6ae679a04',
                                             1892,
                                             'www-assets:svc'],
          'uploads/2023/scan-0819-632.bin': ['f',
                                             416,
                                             '5a7d41815d0f49d5b5c198fdf798f8f75e6783cd25821e2e828b244f5fbeca27',
                                             2056,
                                             'www-assets:svc'],
          'uploads/2023/scan-0820-431.bin': ['f',
                                             416,
                                             '97e3e9d9cf84ae36ee306319235159a80291b09c16c371dfa873f5653b746b8b',
                                             1436,
                                             'www-assets:svc'],
          'uploads/2023/scan-382.bin': ['f',
                                        416,
                                        '20948b72603bcf090aee143e0ac79b5b535877d5e4bd4f25064695383c767d60',
                                        563,
                                        'www-assets:svc']}}

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
