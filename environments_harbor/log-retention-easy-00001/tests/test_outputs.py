import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['billing', 'search', 'worker']
TREE = {'compressed': [],
 'deleted': ['billing/billing-20211215-2227.log',
             'billing/billing-20211227-0051.log',
             'billing/billing-20211227-2104.log',
             'billing/billing-20220211-0019.log',
             'search/search-20211203-0534.log',
             'search/search-20211226-2350.log',
             'search/search-20211228-0420.log',
             'search/search-20211229-1209.log',
             'search/search-20220102-0551.log',
             'search/search-20220210-1150.log',
             'worker/worker-20211114-1905.log',
             'worker/worker-20211211-0010.log',
             'worker/worker-20211222-2008.log',
             'worker/worker-20211227-2008.log',
             'worker/worker-20220210-0648.log'],
 'entries': [['logs/billing/billing-20211212-0042.log', 1502, 1639269722, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20211215-2227.log', 631, 1639607237, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20211222-1530.log', 606, 1644257299, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20211227-0051.log', 1295, 1640566272, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20211227-2104.log', 1261, 1640639074, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20211229-1113.log', 953, 1640776384, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220120-1051.log', 1639, 1642675916, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220121-0137.log', 2001, 1642729063, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220201-1438.log', 1890, 1643726301, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220207-2024.log', 996, 1644265460, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220208-1144.log', 489, 1644320681, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220209-1943.log', 632, 1644435819, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220210-1437.log', 1152, 1644503839, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220211-0019.log', 2102, 1640333854, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1947, 1644590672, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 4, 1632929400, 420, 2114, 'pid', ''],
             ['logs/search/search-20211203-0534.log', 1516, 1638509688, 416, 2121, 'dated', ''],
             ['logs/search/search-20211203-1754.log', 416, 1638554049, 416, 2121, 'dated', ''],
             ['logs/search/search-20211220-1530.log', 1779, 1644495634, 416, 2121, 'dated', ''],
             ['logs/search/search-20211226-2350.log', 1733, 1640562624, 416, 2121, 'dated', ''],
             ['logs/search/search-20211228-0420.log', 574, 1640665214, 416, 2121, 'dated', ''],
             ['logs/search/search-20211229-1209.log', 827, 1640779747, 416, 2121, 'dated', ''],
             ['logs/search/search-20220102-0551.log', 1727, 1641102683, 416, 2121, 'dated', ''],
             ['logs/search/search-20220119-0306.log', 1906, 1642561604, 416, 2121, 'dated', ''],
             ['logs/search/search-20220209-0330.log', 1968, 1644377459, 416, 2121, 'dated', ''],
             ['logs/search/search-20220209-0424.log', 2268, 1644380646, 416, 2121, 'dated', ''],
             ['logs/search/search-20220209-1445.log', 1663, 1644417954, 416, 2121, 'dated', ''],
             ['logs/search/search-20220210-0856.log', 2231, 1644483412, 416, 2121, 'dated', ''],
             ['logs/search/search-20220210-1150.log', 2094, 1640558065, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 851, 1644590918, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 5, 1632929400, 420, 2121, 'pid', ''],
             ['logs/worker/worker-20211114-1905.log', 2185, 1636916754, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211211-0010.log', 475, 1639181455, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211222-2008.log', 1749, 1640203690, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211224-1530.log', 1717, 1644367132, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211227-2008.log', 1390, 1640635737, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211228-2014.log', 881, 1640722493, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20211231-2121.log', 1209, 1640985677, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220121-1919.log', 570, 1642792770, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220208-0111.log', 1421, 1644282666, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220208-0226.log', 1078, 1644287166, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220209-2101.log', 1821, 1644440475, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220210-0648.log', 676, 1640496186, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 1025, 1644583689, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 5, 1632929400, 420, 2107, 'pid', '']],
 'hold': ['billing/billing-20211212-0042.log', 'billing/billing-20220210-1437.log', 'search/search-20211203-1754.log'],
 'links': []}
NAMES = ['legal_hold', 'name_dates', 'quota']
FIXTURE = None
ROTATE = 5
AT = [0, 40]
TIMER = 'cron'

def body(rel, size):
    import hashlib
    out, n, i = [], 0, 0
    while n < size:
        h = hashlib.sha256(f"{rel}#{i}".encode()).hexdigest()
        line = f"{i:06d} req={h[:12]} status={200 + int(h[12], 16) % 4 * 100} ms={int(h[13:16], 16)} user={h[16:24]}\n"
        out.append(line)
        n, i = n + len(line), i + 1
    return ("".join(out)[:size - 1] + "\n").encode()


UNZIP = {".gz": gzip.decompress, ".xz": lzma.decompress, ".bz2": bz2.decompress}

def _walk(top):
    out = {}
    for d, _, files in os.walk(top):
        for f in files:
            p = os.path.join(d, f)
            if not os.path.islink(p):
                out[os.path.relpath(p, top)] = p
    return out

def _content(e):
    rel, size, mtime, mode, uid, kind, b64 = e
    return base64.b64decode(b64) if b64 else body(rel, size)

def check_tree(srv, tree, rotated=False):
    """The tree under srv must be what the policy leaves: the right files, contents, mtimes and modes."""
    gone, comp = set(tree["deleted"]), set(tree["compressed"])
    want = {}
    for e in tree["entries"]:
        rel = e[0]
        inner = rel[len("logs/"):] if rel.startswith("logs/") else None
        if inner in gone:
            continue
        if rotated and e[5] == "live":
            want[rel] = (e, "empty")
            want[rel + ".1.gz"] = (e, "rotated")
        elif inner in comp:
            want[rel + FMT_EXT] = (e, "compressed")
        else:
            want[rel] = (e, "plain")
    got = {}
    for top in sorted({w.split("/")[0] + "/" + w.split("/")[1] for w in want} | {"logs/" + s for s in SERVICES}):
        got.update({os.path.join(top, k): v for k, v in _walk(os.path.join(srv, top)).items()})
    assert set(got) == set(want), f"missing {sorted(set(want) - set(got))[:8]}, unexpected {sorted(set(got) - set(want))[:8]}"
    for rel, (e, how) in sorted(want.items()):
        with open(got[rel], "rb") as f:
            data = f.read()
        st = os.stat(got[rel])
        if how == "empty":
            continue
        if how == "rotated":
            assert gzip.decompress(data) == _content(e), f"{rel}: not the live log's content"
            continue
        if how == "compressed":
            assert UNZIP[FMT_EXT](data) == _content(e), f"{rel}: wrong content after compression"
            assert st.st_mode & 0o777 == e[3], f"{rel}: mode {oct(st.st_mode & 0o777)}, the original was {oct(e[3])}"
        else:
            assert data == _content(e), f"{rel}: content changed"
        assert int(st.st_mtime) == e[2], f"{rel}: modification time changed"
    for link, target in tree["links"]:
        assert os.path.islink(os.path.join(srv, link)) and os.readlink(os.path.join(srv, link)) == target, link

def _report(path, tree):
    with open(path) as f:
        r = json.load(f)
    assert sorted(r["deleted"]) == tree["deleted"], "report: deleted"
    assert sorted(r["compressed"]) == tree["compressed"], "report: compressed"
    return r

def _sizes(srv):
    return {s: sum(os.lstat(p).st_size for p in _walk(os.path.join(srv, "logs", s)).values()) for s in SERVICES}

def test_tree_after_cleanup():
    check_tree("/srv", TREE, rotated="logrotate" in NAMES)

def test_report():
    r = _report("/srv/cleanup/report.json", TREE)
    if "report_bytes" in NAMES:
        before = {s: sum(e[1] for e in TREE["entries"] if e[0].startswith(f"logs/{s}/")) for s in SERVICES}
        assert {s: r["bytes"][s]["before"] for s in SERVICES} == before, "report: bytes before"
        assert {s: r["bytes"][s]["after"] for s in SERVICES} == _sizes("/srv"), "report: bytes after"
