import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['gateway', 'scheduler', 'search']
TREE = {'compressed': ['gateway/gateway-20230719-1943.log',
                'gateway/gateway-20230721-0826.log',
                'gateway/gateway-20230722-0050.log',
                'gateway/gateway-20230726-1827.log',
                'scheduler/scheduler-20230719-2019.log',
                'scheduler/scheduler-20230723-0045.log',
                'scheduler/scheduler-20230802-0339.log',
                'scheduler/scheduler-20230803-1801.log',
                'search/search-20230720-0725.log',
                'search/search-20230726-2204.log',
                'search/search-20230728-0729.log'],
 'deleted': ['gateway/gateway-20230630-0237.log',
             'gateway/gateway-20230702-0142.log',
             'gateway/gateway-20230707-0349.log',
             'gateway/gateway-20230719-0209.log',
             'gateway/gateway-20230807-2208.log',
             'scheduler/scheduler-20230708-1624.log',
             'scheduler/scheduler-20230709-1619.log',
             'scheduler/scheduler-20230711-0529.log',
             'scheduler/scheduler-20230719-0131.log',
             'scheduler/scheduler-20230808-0956.log',
             'search/search-20230701-0716.log',
             'search/search-20230703-0814.log',
             'search/search-20230710-0619.log',
             'search/search-20230719-0441.log',
             'search/search-20230809-0235.log'],
 'entries': [['logs/gateway/gateway-20230630-0237.log', 607, 1688092633, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230702-0142.log', 1881, 1688262158, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230707-0349.log', 1307, 1688701795, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230716-1645.log', 1450, 1691468051, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230719-0209.log', 2083, 1689732580, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230719-1943.log', 1256, 1689795782, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230721-0826.log', 550, 1689927978, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230722-0050.log', 1760, 1689987017, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230726-1827.log', 1886, 1690396034, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230806-0818.log', 1751, 1691309909, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230806-1024.log', 2383, 1691317495, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230807-1946.log', 1913, 1691437607, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230807-2208.log', 1987, 1689462972, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230808-0128.log', 2060, 1691458107, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230809-0157.log', 1943, 1691546224, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1537, 1691581532, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 4, 1686156300, 420, 2156, 'pid', ''],
             ['logs/scheduler/scheduler-20230708-1624.log', 1196, 1688833499, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230709-1619.log', 1792, 1688919590, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230711-0529.log', 1251, 1689053391, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230715-1645.log', 539, 1691424630, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230719-0131.log', 1192, 1689730309, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230719-2019.log', 1469, 1689797961, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230723-0045.log', 2384, 1690073149, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230802-0339.log', 538, 1690947562, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230803-1801.log', 757, 1691085662, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230806-0136.log', 1842, 1691285819, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230806-0844.log', 1824, 1691311450, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230807-1632.log', 1413, 1691425934, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230808-0956.log', 1005, 1689623425, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230808-1631.log', 825, 1691512260, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1436, 1691590470, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 5, 1686156300, 420, 2149, 'pid', ''],
             ['logs/search/search-20230701-0716.log', 2203, 1688195798, 416, 2121, 'dated', ''],
             ['logs/search/search-20230703-0814.log', 2208, 1688372088, 416, 2121, 'dated', ''],
             ['logs/search/search-20230710-0619.log', 452, 1688969995, 416, 2121, 'dated', ''],
             ['logs/search/search-20230715-1645.log', 460, 1691242012, 416, 2121, 'dated', ''],
             ['logs/search/search-20230719-0441.log', 1577, 1689741706, 416, 2121, 'dated', ''],
             ['logs/search/search-20230720-0725.log', 485, 1689837940, 416, 2121, 'dated', ''],
             ['logs/search/search-20230726-2204.log', 1578, 1690409046, 416, 2121, 'dated', ''],
             ['logs/search/search-20230728-0729.log', 1541, 1690529392, 416, 2121, 'dated', ''],
             ['logs/search/search-20230804-2305.log', 1915, 1691190356, 416, 2121, 'dated', ''],
             ['logs/search/search-20230807-0051.log', 792, 1691369498, 416, 2121, 'dated', ''],
             ['logs/search/search-20230807-2150.log', 1744, 1691445027, 416, 2121, 'dated', ''],
             ['logs/search/search-20230809-0235.log', 1202, 1689449100, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1181, 1691597637, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 4, 1686156300, 420, 2121, 'pid', ''],
             ['shared/sre-cache/sre-20230622-1309.log', 720, 1687439365, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20230623-1324.log', 488, 1687526646, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20230702-1050.log', 790, 1688295010, 420, 0, 'shared', '']],
 'hold': [],
 'links': [['logs/gateway/sre-cache', '../../shared/sre-cache']]}
NAMES = ['archive_tar', 'compress', 'logrotate', 'name_dates', 'scheduled_job', 'symlinks']
FIXTURE = {'compressed': ['gateway/gateway-20230910-0207.log',
                'gateway/gateway-20230910-1919.log',
                'gateway/gateway-20230911-1129.log',
                'scheduler/scheduler-20230909-2237.log',
                'scheduler/scheduler-20230919-1656.log',
                'scheduler/scheduler-20230925-0351.log',
                'search/search-20230910-1436.log',
                'search/search-20230911-1824.log',
                'search/search-20230918-1546.log',
                'search/search-20230920-2330.log'],
 'deleted': ['gateway/gateway-20230819-2352.log',
             'gateway/gateway-20230830-1725.log',
             'gateway/gateway-20230903-0523.log',
             'gateway/gateway-20230908-2049.log',
             'gateway/gateway-20230930-0401.log',
             'scheduler/scheduler-20230824-0950.log',
             'scheduler/scheduler-20230905-1554.log',
             'scheduler/scheduler-20230906-2330.log',
             'scheduler/scheduler-20230909-1133.log',
             'scheduler/scheduler-20230929-2228.log',
             'search/search-20230822-1906.log',
             'search/search-20230823-0426.log',
             'search/search-20230825-1748.log',
             'search/search-20230909-0950.log',
             'search/search-20230929-0218.log'],
 'entries': [['logs/gateway/gateway-20230819-2352.log', 2178, 1692489165, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230830-1725.log', 1912, 1693416328, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230901-1745.log', 611, 1695691694, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230903-0523.log', 1556, 1693718621, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230908-2049.log', 1219, 1694206191, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230910-0207.log', 2221, 1694311627, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230910-1919.log', 1576, 1694373596, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230911-1129.log', 1829, 1694431777, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230927-0123.log', 1965, 1695777838, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230927-1150.log', 1161, 1695815440, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230928-0651.log', 2285, 1695883909, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230929-1951.log', 1997, 1696017109, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230930-0401.log', 1801, 1693927923, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2279, 1696073428, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 3, 1690652700, 420, 2156, 'pid', ''],
             ['logs/scheduler/scheduler-20230824-0950.log', 1183, 1692870603, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230904-1745.log', 828, 1696031113, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230905-1554.log', 1007, 1693929240, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230906-2330.log', 1334, 1694043054, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230909-1133.log', 436, 1694259212, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230909-2237.log', 1551, 1694299043, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230919-1656.log', 1700, 1695142562, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230925-0351.log', 642, 1695613878, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230926-1119.log', 468, 1695727179, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230926-2038.log', 1885, 1695760719, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230927-1828.log', 976, 1695839300, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230929-2228.log', 949, 1693993675, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2408, 1696081497, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 6, 1690652700, 420, 2149, 'pid', ''],
             ['logs/search/search-20230822-1906.log', 991, 1692731192, 416, 2121, 'dated', ''],
             ['logs/search/search-20230823-0426.log', 558, 1692764807, 416, 2121, 'dated', ''],
             ['logs/search/search-20230825-1748.log', 2208, 1692985719, 416, 2121, 'dated', ''],
             ['logs/search/search-20230831-1745.log', 1299, 1695855685, 416, 2121, 'dated', ''],
             ['logs/search/search-20230909-0950.log', 1993, 1694253058, 416, 2121, 'dated', ''],
             ['logs/search/search-20230910-1436.log', 2285, 1694356570, 416, 2121, 'dated', ''],
             ['logs/search/search-20230911-1824.log', 984, 1694456663, 416, 2121, 'dated', ''],
             ['logs/search/search-20230918-1546.log', 707, 1695051970, 416, 2121, 'dated', ''],
             ['logs/search/search-20230920-2330.log', 555, 1695252627, 416, 2121, 'dated', ''],
             ['logs/search/search-20230928-1349.log', 1111, 1695908942, 416, 2121, 'dated', ''],
             ['logs/search/search-20230928-1959.log', 1635, 1695931170, 416, 2121, 'dated', ''],
             ['logs/search/search-20230929-0218.log', 1457, 1693887276, 416, 2121, 'dated', ''],
             ['logs/search/search-20230929-1255.log', 1671, 1695992142, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1647, 1696070890, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 5, 1690652700, 420, 2121, 'pid', ''],
             ['shared/qa-cache/qa-20230812-2114.log', 595, 1691874865, 420, 0, 'shared', ''],
             ['shared/qa-cache/qa-20230818-1513.log', 300, 1692371624, 420, 0, 'shared', ''],
             ['shared/qa-cache/qa-20230904-0756.log', 619, 1693814176, 420, 0, 'shared', '']],
 'hold': [],
 'links': [['logs/gateway/qa-cache', '../../shared/qa-cache']],
 'now': '2023-09-30T17:45:00Z'}
ROTATE = 4
AT = [5, 20]
TIMER = 'systemd'

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

def test_schedule():
    hh, mm = AT
    if TIMER == "cron":
        with open("/srv/cleanup/retention.cron") as f:
            lines = [l.split() for l in f if l.strip() and not l.lstrip().startswith("#") and "=" not in l.split()[0]]
        assert len(lines) == 1, lines
        m, h, dom, mon, dow, user, cmd = lines[0][:7]
        assert (int(m), int(h), dom, mon, dow, user) == (mm, hh, "*", "*", "*", "root"), lines[0]
        assert cmd == "/srv/cleanup/retention.sh", cmd
    else:
        svc, tim = configparser.ConfigParser(strict=False), configparser.ConfigParser(strict=False)
        svc.read("/srv/cleanup/retention.service")
        tim.read("/srv/cleanup/retention.timer")
        assert svc["Service"]["ExecStart"].split()[0] == "/srv/cleanup/retention.sh"
        cal = tim["Timer"]["OnCalendar"].strip()
        ok = {f"*-*-* {hh:02d}:{mm:02d}:00", f"*-*-* {hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}:00",
              f"*-*-* {hh}:{mm:02d}:00", f"*-*-* {hh}:{mm:02d}"}
        assert cal in ok, cal

def test_job_on_a_hidden_tree():
    fx = tempfile.mkdtemp()
    for e in FIXTURE["entries"]:
        p = os.path.join(fx, "srv", e[0])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(_content(e))
        os.chmod(p, e[3])
        os.utime(p, (e[2], e[2]))
    for link, target in FIXTURE["links"]:
        os.symlink(target, os.path.join(fx, "srv", link))
    if FIXTURE["hold"]:
        with open(os.path.join(fx, "srv", "logs", "LEGAL_HOLD"), "w") as f:
            f.write("".join(h + "\n" for h in FIXTURE["hold"]))
    srv = tg_guard.give(os.path.join(fx, "srv"))
    p = tg_guard.run(["/srv/cleanup/retention.sh", f"{srv}/logs", FIXTURE["now"], f"{srv}/out"], timeout=120)
    assert p.returncode == 0, p.stderr[-600:]
    check_tree(srv, FIXTURE)
    _report(f"{srv}/out/report.json", FIXTURE)
    if "archive_tar" in NAMES:
        with tarfile.open(f"{srv}/out/archive/expired.tar") as t:
            assert sorted(os.path.normpath(m.name) for m in t.getmembers() if m.isfile()) == FIXTURE["deleted"]

