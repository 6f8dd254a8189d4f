import hashlib, json, os, stat

EXPECTED = {'inventory': None,
 'report': '/srv/restore-report/report.json',
 'summary': {'applied': ['svc-11.booking.full.20240917T025500Z.tar.gz', 'svc-11.booking.inc.20240917T085638Z.tar.gz'],
             'bytes': 4324,
             'files': 14,
             'restored_as_of': '2024-09-17T08:56:38Z'},
 'target': '/srv/apps/booking',
 'tree': {'assets': ['d', 493],
          'assets/order.html': ['f', 420, 'ca181455786fb67451576b6b32a96d59c7316ab3cfb2d78e61f33f962dd8a280', 331],
          'assets/queue-region.txt': ['f',
                                      420,
                                      'f2734c555419ac780f2f22ca108bc2af43360c6cb15bff7bb7b23c0a68753ba4',
                                      146],
          'attachments': ['d', 488],
          'attachments/2024': ['d', 488],
          'attachments/2024/scan-0917-272.bin': ['f',
                                                 416,
                                                 '52e953434806c412cde6509a73a1bb557d76fb10a7a4e22fad51c723348aa67d',
                                                 2099],
          'attachments/2024/scan-777.bin': ['f',
                                            416,
                                            'a96329f6d1d3a393c71507238e8c129abab4cb84efc523fe5174e389f860715b',
                                            436],
          'etc': ['d', 493],
          'etc/draft_44.conf': ['f', 420, 'ebe6db9a0a1cc6ba90076027cd679a04c5d6715de7f43a424d3b1fe70f91141f', 143],
          'etc/retry.txt': ['f', 420, 'ef8681575fd9e92f6411e0669e9c09fdc5be5ad41435f2f19d5e180158d9fe18', 117],
          'etc/sync.txt': ['f', 420, 'afa335d7bd7bfc5c6aedf4bbd9d647cec363bd37c5c478f51e121891fcb2ebfd', 111],
          'etc/user.conf': ['f', 420, '2a5bd7760fabcf120cb7e23cdb281c3c74cf44028a4a694637c7a70ca21f0097', 195],
          'records': ['d', 488],
          'records/beta-batch.csv': ['f', 416, '92893b102bd984f0a87416279873355e026c34fccde8aebd285721d2c3b220c7', 176],
          'records/order_7.csv': ['f', 416, 'df447b745b18c507152b2401b70f5787d4f627cc41640346e8ef45b165cc3c39', 73],
          'records/quota-user.txt': ['f', 420, 'ce11008f1fedf869b7eb362646e9f75ec584cf92fc21c73ba1a66713794fa18a', 49],
          'records/report-index.txt': ['f',
                                       420,
                                       'bd03b368e4f25a6d312a8459ce994713cb416d56838605ade7bf673d6e036d1c',
                                       100],
          'scripts': ['d', 493],
          'scripts/queue-audit.sh': ['f', 493, '19d31d805330f9cccd640b80542eb38202b3d4aacf15de435492da53c99001a5', 211],
          'scripts/report.sh': ['f', 493, '79bada800bd9970f3f4b06e621cd297bb296e9ec8ce1544402c3e5f47a5b0786', 137]}}

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
