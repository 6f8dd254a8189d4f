import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['auth', 'gateway', 'reports', 'scheduler']
TREE = {'compressed': ['auth/archive/auth-20230924-2219.log',
                'auth/archive/auth-20231008-0316.log',
                'auth/archive/old/auth-20230921-2129.log',
                'auth/archive/old/auth-20230925-1854.log',
                'gateway/archive/gateway-20230925-0235.log',
                'gateway/archive/gateway-20231004-0246.log',
                'gateway/archive/old/gateway-20230922-0446.log',
                'gateway/gateway-20231008-0310.log',
                'reports/archive/old/reports-20230922-0428.log',
                'reports/archive/old/reports-20231015-0510.log',
                'reports/archive/reports-20231017-2300.log',
                'reports/reports-20230924-0435.log',
                'scheduler/archive/old/scheduler-20231015-0534.log',
                'scheduler/archive/scheduler-20231001-1146.log',
                'scheduler/scheduler-20230921-1018.log'],
 'deleted': ['auth/archive/auth-20230825-0630.log',
             'auth/auth-20230825-1804.log',
             'auth/auth-20230904-0244.log',
             'auth/auth-20230920-1405.log',
             'auth/auth-20231020-1250.log',
             'gateway/archive/gateway-20230828-1556.log',
             'gateway/archive/old/gateway-20230920-1408.log',
             'gateway/gateway-20230908-0728.log',
             'gateway/gateway-20230915-0948.log',
             'gateway/gateway-20231020-1745.log',
             'reports/archive/reports-20230823-1715.log',
             'reports/archive/reports-20230920-1800.log',
             'reports/reports-20230905-0127.log',
             'reports/reports-20230918-1207.log',
             'scheduler/archive/scheduler-20230916-0738.log',
             'scheduler/scheduler-20230829-2256.log',
             'scheduler/scheduler-20230913-1344.log',
             'scheduler/scheduler-20230920-2129.log'],
 'entries': [['logs/auth/archive/auth-20230825-0630.log', 939, 1692945046, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20230924-2219.log', 1985, 1695593996, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20231008-0316.log', 2077, 1696735006, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20230921-2129.log', 524, 1695331792, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20230925-1854.log', 1513, 1695668071, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230825-1804.log', 1438, 1692986663, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230904-0244.log', 2079, 1693795443, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230920-1405.log', 2309, 1695218709, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231018-1432.log', 1116, 1697639527, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231019-1417.log', 1169, 1697725071, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231019-1921.log', 1700, 1697743319, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231019-2353.log', 1773, 1697759593, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231020-0019.log', 8192, 1697761155, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231020-1250.log', 17427, 1697806209, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231020-2252.log', 2117, 1697842359, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 522, 1697859828, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 3, 1690097400, 420, 2128, 'pid', ''],
             ['logs/gateway/archive/gateway-20230828-1556.log', 1723, 1693238172, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20230925-0235.log', 2098, 1695609336, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20231004-0246.log', 986, 1696387609, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20231020-0732.log', 1182, 1697787175, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20230920-1408.log', 1286, 1695218896, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20230922-0446.log', 1889, 1695357964, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20231018-2022.log', 1263, 1697660524, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230908-0728.log', 1437, 1694158094, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230915-0948.log', 1115, 1694771330, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231008-0310.log', 1602, 1696734647, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231018-1458.log', 963, 1697641110, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231019-0919.log', 1151, 1697707152, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231020-0226.log', 457, 1697768773, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231020-1745.log', 31291, 1697823917, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2353, 1697858777, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 5, 1690097400, 420, 2156, 'pid', ''],
             ['logs/reports/archive/old/reports-20230922-0428.log', 949, 1695356907, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20231015-0510.log', 1857, 1697346656, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20231018-2016.log', 1746, 1697660192, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20230823-1715.log', 1411, 1692810918, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20230920-1800.log', 620, 1695232856, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20231017-2300.log', 1843, 1697583651, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20231020-0509.log', 813, 1697778545, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230905-0127.log', 1406, 1693877233, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230918-1207.log', 2012, 1695038845, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20230924-0435.log', 2246, 1695530145, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231019-2116.log', 1249, 1697750212, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 2476, 1697871422, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 4, 1690097400, 420, 2163, 'pid', ''],
             ['logs/scheduler/archive/old/scheduler-20231015-0534.log', 1001, 1697348091, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20231020-1321.log', 1933, 1697808096, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20231020-1806.log', 1735, 1697825205, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20230916-0738.log', 2345, 1694849891, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20231001-1146.log', 679, 1696160813, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20231019-0212.log', 658, 1697681539, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230829-2256.log', 1948, 1693349797, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230913-1344.log', 1036, 1694612664, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230920-2129.log', 1407, 1695245393, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230921-1018.log', 2348, 1695291528, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231019-0136.log', 857, 1697679361, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231020-1636.log', 1466, 1697819815, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1541, 1697856246, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1690097400, 420, 2149, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'compress', 'oversize', 'scheduled_job', 'subdirs']
FIXTURE = {'compressed': ['auth/archive/auth-20231111-2001.log',
                'auth/archive/old/auth-20231112-1835.log',
                'auth/auth-20231021-1702.log',
                'auth/auth-20231115-0424.log',
                'gateway/archive/gateway-20231105-1055.log',
                'gateway/archive/old/gateway-20231106-0155.log',
                'gateway/gateway-20231021-1850.log',
                'gateway/gateway-20231114-1228.log',
                'reports/archive/reports-20231025-2157.log',
                'reports/reports-20231021-2335.log',
                'reports/reports-20231109-0628.log',
                'scheduler/archive/old/scheduler-20231021-1836.log',
                'scheduler/archive/scheduler-20231114-1907.log',
                'scheduler/scheduler-20231108-1107.log'],
 'deleted': ['auth/archive/old/auth-20231005-0711.log',
             'auth/archive/old/auth-20231014-1555.log',
             'auth/archive/old/auth-20231021-0529.log',
             'auth/auth-20231009-2351.log',
             'auth/auth-20231119-0802.log',
             'gateway/archive/old/gateway-20231003-1032.log',
             'gateway/gateway-20230924-1842.log',
             'gateway/gateway-20231017-1155.log',
             'gateway/gateway-20231020-1845.log',
             'gateway/gateway-20231119-0218.log',
             'reports/archive/reports-20231008-1919.log',
             'reports/reports-20231002-1638.log',
             'reports/reports-20231010-1801.log',
             'reports/reports-20231020-2354.log',
             'scheduler/scheduler-20230928-1300.log',
             'scheduler/scheduler-20231010-1304.log',
             'scheduler/scheduler-20231017-0056.log',
             'scheduler/scheduler-20231021-0459.log'],
 'entries': [['logs/auth/archive/auth-20231111-2001.log', 1418, 1699732863, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20231119-1624.log', 1279, 1700411084, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20231120-0546.log', 2343, 1700459188, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20231005-0711.log', 1218, 1696489878, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20231014-1555.log', 1131, 1697298946, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20231021-0529.log', 1268, 1697866166, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20231112-1835.log', 1263, 1699814142, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20231119-0419.log', 1973, 1700367579, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231009-2351.log', 2323, 1696895461, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231021-1702.log', 1860, 1697907754, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231115-0424.log', 715, 1700022261, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231118-0512.log', 2078, 1700284377, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231119-0802.log', 17660, 1700380958, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231119-1012.log', 8192, 1700388746, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231119-1241.log', 1547, 1700397706, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 691, 1700469953, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 3, 1692711000, 420, 2128, 'pid', ''],
             ['logs/gateway/archive/gateway-20231105-1055.log', 1811, 1699181751, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20231003-1032.log', 613, 1696329167, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20231106-0155.log', 2041, 1699235759, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230924-1842.log', 1366, 1695580933, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231017-1155.log', 1349, 1697543701, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231020-1845.log', 853, 1697827548, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231021-1850.log', 530, 1697914236, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231114-1228.log', 2119, 1699964888, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231117-2053.log', 1242, 1700254433, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231118-0733.log', 1462, 1700292815, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231118-0810.log', 1605, 1700295023, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231119-0218.log', 11618, 1700360309, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20231119-0959.log', 1403, 1700387981, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 724, 1700465878, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 5, 1692711000, 420, 2156, 'pid', ''],
             ['logs/reports/archive/old/reports-20231119-1126.log', 1859, 1700393195, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20231008-1919.log', 1278, 1696792756, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20231025-2157.log', 841, 1698271024, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20231119-0549.log', 1336, 1700372963, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231002-1638.log', 2250, 1696264728, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231010-1801.log', 1125, 1696960867, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231020-2354.log', 427, 1697846094, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231021-2335.log', 1578, 1697931351, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231109-0628.log', 1256, 1699511302, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231118-0814.log', 1120, 1700295265, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231119-2012.log', 1913, 1700424764, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231120-0411.log', 2286, 1700453491, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 814, 1700463528, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 3, 1692711000, 420, 2163, 'pid', ''],
             ['logs/scheduler/archive/old/scheduler-20231021-1836.log', 935, 1697913410, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20231119-0517.log', 1985, 1700371043, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20231119-0848.log', 2010, 1700383698, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20231114-1907.log', 401, 1699988865, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20231119-0148.log', 1095, 1700358490, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20230928-1300.log', 2162, 1695906034, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231010-1304.log', 703, 1696943084, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231017-0056.log', 1483, 1697504205, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231021-0459.log', 1343, 1697864398, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231108-1107.log', 1451, 1699441667, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231119-2013.log', 939, 1700424784, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231120-0225.log', 1440, 1700447136, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2242, 1700461795, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 6, 1692711000, 420, 2149, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2023-11-20T13:30:00Z'}
ROTATE = 5
AT = [1, 40]
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

