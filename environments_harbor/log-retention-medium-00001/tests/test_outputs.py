import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['billing', 'ingest', 'worker']
TREE = {'compressed': ['billing/billing-20230506-0058.log',
                'billing/billing-20230509-0828.log',
                'billing/billing-20230511-0342.log',
                'ingest/ingest-20230506-0756.log',
                'ingest/ingest-20230509-0506.log',
                'ingest/ingest-20230510-1653.log',
                'ingest/ingest-20230511-2132.log',
                'worker/worker-20230506-0920.log',
                'worker/worker-20230506-2259.log',
                'worker/worker-20230510-1727.log'],
 'deleted': ['billing/billing-20230423-2304.log',
             'billing/billing-20230428-1619.log',
             'billing/billing-20230428-1902.log',
             'billing/billing-20230505-0723.log',
             'billing/billing-20230519-1229.log',
             'ingest/ingest-20230426-0745.log',
             'ingest/ingest-20230429-0132.log',
             'ingest/ingest-20230429-2038.log',
             'ingest/ingest-20230505-0502.log',
             'ingest/ingest-20230519-1231.log',
             'worker/worker-20230424-0945.log',
             'worker/worker-20230427-1434.log',
             'worker/worker-20230429-0614.log',
             'worker/worker-20230505-0343.log'],
 'entries': [['logs/billing/billing-20230423-2304.log', 1512, 1682291051, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230428-1619.log', 1929, 1682698759, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230428-1902.log', 1977, 1682708549, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230505-0723.log', 1246, 1683271422, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230506-0058.log', 655, 1683334728, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230509-0828.log', 641, 1683620881, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230511-0342.log', 1579, 1683776569, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230516-1206.log', 1723, 1684238792, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230516-1920.log', 1468, 1684264818, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230518-1530.log', 16384, 1684423850, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230518-1810.log', 2388, 1684433434, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230519-0615.log', 2284, 1684476949, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230519-1229.log', 31423, 1684499380, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1846, 1684513034, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1680897600, 420, 2114, 'pid', ''],
             ['logs/ingest/ingest-20230426-0745.log', 1553, 1682495112, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230429-0132.log', 1098, 1682731922, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230429-2038.log', 2132, 1682800706, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230505-0502.log', 1038, 1683262961, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230506-0756.log', 1750, 1683359812, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230509-0506.log', 548, 1683608802, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230510-1653.log', 1434, 1683737585, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230511-2132.log', 1286, 1683840771, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230513-0828.log', 764, 1683966520, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230514-1710.log', 536, 1684084258, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230516-2034.log', 1961, 1684269277, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230518-1719.log', 842, 1684430382, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230518-2049.log', 492, 1684442999, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230519-1231.log', 63353, 1684499478, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 2407, 1684522945, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 6, 1680897600, 420, 2135, 'pid', ''],
             ['logs/worker/worker-20230424-0945.log', 1427, 1682329523, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230427-1434.log', 1381, 1682606095, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230429-0614.log', 1177, 1682748884, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230505-0343.log', 1864, 1683258200, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230506-0920.log', 2230, 1683364857, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230506-2259.log', 2094, 1683413950, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230510-1727.log', 1265, 1683739649, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230513-1638.log', 1556, 1683995901, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230514-0713.log', 427, 1684048382, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230516-0228.log', 1555, 1684204082, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230519-1137.log', 1391, 1684496275, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 2429, 1684511689, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1680897600, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'compress', 'oversize']
FIXTURE = None
ROTATE = 7
AT = [5, 40]
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
