import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['mailer', 'reports', 'search']
TREE = {'compressed': ['mailer/archive/old/mailer-20230830-2146.log',
                'mailer/mailer export 20230902 1728.log',
                'mailer/mailer-20230902-1401.log',
                'reports/archive/reports-20230826-0508.log',
                'reports/archive/reports-20230905-0208.log',
                'reports/reports-20230829-0547.log',
                'search/archive/old/search-20230826-2151.log',
                'search/archive/old/search-20230907-0151.log',
                'search/search-20230828-2204.log',
                'search/search-20230830-0014.log'],
 'deleted': ['mailer/archive/mailer-20230822-2027.log',
             'mailer/archive/mailer-20230829-1545.log',
             'mailer/archive/old/mailer-20230825-1408.log',
             'mailer/mailer export 20230818 1529.log',
             'mailer/mailer-20230809-0458.log',
             'mailer/mailer-20230824-0009.log',
             'mailer/mailer-20230826-1200.log',
             'mailer/mailer-20230915-0346.log',
             'reports/archive/old/reports-20230809-1242.log',
             'reports/archive/old/reports-20230812-0151.log',
             'reports/reports-20230818-0056.log',
             'reports/reports-20230825-1507.log',
             'reports/reports-20230915-1501.log',
             'search/archive/old/search-20230807-2122.log',
             'search/archive/old/search-20230825-0925.log',
             'search/search-20230812-1408.log',
             'search/search-20230812-1935.log'],
 'entries': [['logs/mailer/archive/mailer-20230822-2027.log', 1033, 1692736030, 416, 2142, 'dated', ''],
             ['logs/mailer/archive/mailer-20230829-1545.log', 884, 1693323932, 416, 2142, 'dated', ''],
             ['logs/mailer/archive/mailer-20230912-1011.log', 2178, 1694513464, 416, 2142, 'dated', ''],
             ['logs/mailer/archive/old/mailer-20230825-1408.log', 1172, 1692972513, 416, 2142, 'dated', ''],
             ['logs/mailer/archive/old/mailer-20230830-2146.log', 1772, 1693432008, 416, 2142, 'dated', ''],
             ['logs/mailer/archive/old/mailer-20230915-0325.log', 1825, 1694748315, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer export 20230818 1529.log', 1374, 1692372563, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer export 20230902 1728.log', 585, 1693675732, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230809-0458.log', 1553, 1691557116, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230824-0009.log', 1251, 1692835751, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230826-1200.log', 936, 1693051211, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230902-1401.log', 1479, 1693663287, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230910-0836.log', 2253, 1694335015, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230912-2325.log', 2067, 1694561110, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230915-0346.log', 31033, 1694749571, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230915-1210.log', 8192, 1694779805, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2061, 1694801840, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 6, 1689383700, 420, 2142, 'pid', ''],
             ['logs/reports/archive/old/reports-20230809-1242.log', 730, 1691584950, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20230812-0151.log', 2234, 1691805068, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20230909-1312.log', 1087, 1694265140, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20230826-0508.log', 1439, 1693026494, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20230905-0208.log', 1749, 1693879681, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20230911-1449.log', 2326, 1694443795, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230818-0056.log', 2282, 1692320189, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230825-1507.log', 1772, 1692976078, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230829-0547.log', 2175, 1693288052, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230911-0048.log', 1747, 1694393289, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230911-1854.log', 1369, 1694458480, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230914-1258.log', 1270, 1694696299, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230915-1501.log', 30443, 1694790117, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 627, 1694821578, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 3, 1689383700, 420, 2163, 'pid', ''],
             ['logs/search/archive/old/search-20230807-2122.log', 587, 1691443320, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230825-0925.log', 2082, 1692955504, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230826-2151.log', 1714, 1693086670, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230907-0151.log', 618, 1694051509, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230911-1058.log', 2165, 1694429932, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230914-1313.log', 1019, 1694697191, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230914-1640.log', 2081, 1694709623, 416, 2121, 'dated', ''],
             ['logs/search/archive/old/search-20230914-2155.log', 406, 1694728531, 416, 2121, 'dated', ''],
             ['logs/search/search-20230812-1408.log', 916, 1691849316, 416, 2121, 'dated', ''],
             ['logs/search/search-20230812-1935.log', 1895, 1691868934, 416, 2121, 'dated', ''],
             ['logs/search/search-20230828-2204.log', 2012, 1693260287, 416, 2121, 'dated', ''],
             ['logs/search/search-20230830-0014.log', 1961, 1693354486, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1634, 1694805554, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 6, 1689383700, 420, 2121, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'compress', 'oversize', 'quota', 'spaces', 'subdirs']
FIXTURE = None
ROTATE = 4
AT = [3, 40]
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

def test_archive_of_deleted_files():
    by = {e[0][len("logs/"):]: e for e in TREE["entries"]}
    with tarfile.open("/srv/cleanup/archive/expired.tar") as t:
        members = {os.path.normpath(m.name): m for m in t.getmembers() if m.isfile()}
        assert sorted(members) == TREE["deleted"], "archive members are not the deleted files"
        for name, m in members.items():
            e = by[name]
            assert t.extractfile(m).read() == _content(e), f"{name}: content"
            assert (m.uid, m.gid, m.mode & 0o777, int(m.mtime)) == (e[4], e[4], e[3], e[2]), f"{name}: owner/mode/mtime"
