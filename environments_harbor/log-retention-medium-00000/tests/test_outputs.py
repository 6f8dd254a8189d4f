import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['gateway', 'reports', 'worker']
TREE = {'compressed': ['gateway/gateway-20230927-1427.log',
                'gateway/gateway-20231012-2254.log',
                'gateway/gateway-20231024-0253.log',
                'reports/reports-20230927-0348.log',
                'reports/reports-20231008-1233.log',
                'reports/reports-20231102-1534.log',
                'worker/worker-20230927-1523.log',
                'worker/worker-20231004-0503.log',
                'worker/worker-20231025-0001.log',
                'worker/worker-20231102-1301.log'],
 'deleted': ['gateway/gateway-20230902-0507.log',
             'gateway/gateway-20230904-0111.log',
             'gateway/gateway-20230918-1411.log',
             'gateway/gateway-20230926-0019.log',
             'gateway/gateway-20231109-2059.log',
             'reports/reports-20230817-1039.log',
             'reports/reports-20230922-0155.log',
             'reports/reports-20230926-1003.log',
             'reports/reports-20231109-1529.log',
             'worker/worker-20230817-1628.log',
             'worker/worker-20230902-1432.log',
             'worker/worker-20230925-2235.log'],
 'entries': [['logs/gateway/gateway-20230902-0507.log', 1423, 1693631274, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230904-0111.log', 1650, 1693789877, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230918-1411.log', 2258, 1695046263, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230926-0019.log', 2234, 1695687579, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230927-1427.log', 847, 1695824833, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231012-2254.log', 1885, 1697151286, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231024-0253.log', 1437, 1698115993, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231106-0837.log', 1514, 1699259842, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231108-0417.log', 1389, 1699417043, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231108-1007.log', 692, 1699438039, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231109-1045.log', 426, 1699526700, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231109-1817.log', 12288, 1699553848, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231109-2059.log', 22217, 1699563576, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231110-0511.log', 1567, 1699593117, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1775, 1699618117, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 5, 1687976100, 420, 2156, 'pid', ''],
             ['logs/reports/reports-20230817-1039.log', 1018, 1692268747, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230908-1729.log', 1595, 1694194141, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230922-0155.log', 1589, 1695347703, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230926-1003.log', 2153, 1695722594, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230927-0348.log', 1546, 1695786497, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231008-1233.log', 480, 1696768411, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231102-1534.log', 608, 1698939253, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231106-1907.log', 1446, 1699297651, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231106-1954.log', 713, 1699300475, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231108-0807.log', 1673, 1699430822, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231109-1529.log', 20941, 1699543756, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1490, 1699638499, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 6, 1687976100, 420, 2163, 'pid', ''],
             ['logs/worker/worker-20230817-1628.log', 913, 1692289698, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230825-2033.log', 2058, 1692995581, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230902-1432.log', 2090, 1693665139, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230925-2235.log', 1140, 1695681325, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230927-1523.log', 2338, 1695828206, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231004-0503.log', 642, 1696395783, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231025-0001.log', 2015, 1698192111, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231102-1301.log', 2166, 1698930099, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231106-0307.log', 1410, 1699240055, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231109-0739.log', 1032, 1699515598, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231109-1138.log', 1609, 1699529907, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 753, 1699622712, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 4, 1687976100, 420, 2107, 'pid', ''],
             ['shared/sre-cache/sre-20230810-2329.log', 401, 1691710177, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20230811-2012.log', 374, 1691784737, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20230826-2208.log', 888, 1693087684, 420, 0, 'shared', '']],
 'hold': ['gateway/gateway-20231110-0511.log', 'reports/reports-20230908-1729.log', 'worker/worker-20230825-2033.log'],
 'links': [['logs/gateway/sre-cache', '../../shared/sre-cache']]}
NAMES = ['compress', 'legal_hold', 'logrotate', 'oversize', 'symlinks']
FIXTURE = None
ROTATE = 5
AT = [2, 20]
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

def test_logrotate_config_on_open_logs():
    with open("/srv/cleanup/logrotate.state") as f:
        state = f.read()
    for s in SERVICES:
        assert f'"/srv/logs/{s}/{s}.log"' in state, f"logrotate was not run for {s}"
    fx = tempfile.mkdtemp()
    for s in SERVICES:
        os.makedirs(f"{fx}/logs/{s}")
        with open(f"{fx}/logs/{s}/{s}.log", "wb") as f:
            f.write(body("lr/" + s, 700))
        for n in range(1, ROTATE + 1):
            with open(f"{fx}/logs/{s}/{s}.log.{n}.gz", "wb") as f:
                f.write(gzip.compress(f"old {s} {n}\n".encode(), mtime=0))
    with open("/srv/cleanup/logrotate.conf") as f:
        conf = f.read()
    with open(f"{fx}/logrotate.conf", "w") as f:
        f.write(conf.replace("/srv/logs/", "@FX@/logs/"))
    root = tg_guard.give(fx)
    with open(f"{root}/logrotate.conf") as f:
        conf = f.read().replace("@FX@", root)
    with open(f"{root}/logrotate.conf", "w") as f:
        f.write(conf)
    held = {s: os.open(f"{root}/logs/{s}/{s}.log", os.O_WRONLY | os.O_APPEND) for s in SERVICES}
    p = tg_guard.run(["logrotate", "-f", "-s", f"{root}/state", f"{root}/logrotate.conf"])
    assert p.returncode == 0, p.stderr[-600:]
    for s, fd in held.items():
        os.write(fd, b"MARK\n")
        os.close(fd)
        d = f"{root}/logs/{s}"
        with open(f"{d}/{s}.log", "rb") as f:
            assert f.read() == b"MARK\n", f"{s}: the writer's open file is no longer the live log"
        with open(f"{d}/{s}.log.1.gz", "rb") as f:
            assert gzip.decompress(f.read()) == body("lr/" + s, 700), f"{s}: .1.gz is not the rotated log"
        for n in range(2, ROTATE + 1):
            with open(f"{d}/{s}.log.{n}.gz", "rb") as f:
                assert gzip.decompress(f.read()) == f"old {s} {n - 1}\n".encode(), f"{s}: .{n}.gz"
        assert not os.path.exists(f"{d}/{s}.log.{ROTATE + 1}.gz"), f"{s}: more than {ROTATE} rotations kept"
