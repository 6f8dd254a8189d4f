import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['api', 'gateway', 'scheduler']
TREE = {'compressed': ['api/api-20240323-1025.log',
                'api/api-20240328-0601.log',
                'api/api-20240330-0645.log',
                'api/api-20240331-0843.log',
                'gateway/gateway-20240323-1504.log',
                'gateway/gateway-20240326-0003.log',
                'gateway/gateway-20240327-0117.log',
                'scheduler/scheduler-20240323-0033.log',
                'scheduler/scheduler-20240324-1632.log',
                'scheduler/scheduler-20240327-1710.log',
                'scheduler/scheduler-20240328-0435.log'],
 'deleted': ['api/api-20240311-0408.log',
             'api/api-20240315-1337.log',
             'api/api-20240317-0200.log',
             'api/api-20240322-0314.log',
             'api/api-20240404-2036.log',
             'gateway/gateway-20240310-0540.log',
             'gateway/gateway-20240310-1532.log',
             'gateway/gateway-20240315-2000.log',
             'gateway/gateway-20240322-1454.log',
             'gateway/gateway-20240404-1248.log',
             'scheduler/scheduler-20240314-1926.log',
             'scheduler/scheduler-20240316-0343.log',
             'scheduler/scheduler-20240319-2137.log',
             'scheduler/scheduler-20240321-2049.log'],
 'entries': [['logs/api/api-20240311-0408.log', 581, 1710130102, 416, 2100, 'dated', ''],
             ['logs/api/api-20240315-1337.log', 635, 1710509838, 416, 2100, 'dated', ''],
             ['logs/api/api-20240317-0200.log', 780, 1710640809, 416, 2100, 'dated', ''],
             ['logs/api/api-20240322-0314.log', 811, 1711077284, 416, 2100, 'dated', ''],
             ['logs/api/api-20240323-1025.log', 1454, 1711189552, 416, 2100, 'dated', ''],
             ['logs/api/api-20240328-0601.log', 1385, 1711605684, 416, 2100, 'dated', ''],
             ['logs/api/api-20240330-0645.log', 1142, 1711781151, 416, 2100, 'dated', ''],
             ['logs/api/api-20240331-0843.log', 676, 1711874589, 416, 2100, 'dated', ''],
             ['logs/api/api-20240401-1255.log', 646, 1711976148, 416, 2100, 'dated', ''],
             ['logs/api/api-20240403-1145.log', 779, 1712144722, 416, 2100, 'dated', ''],
             ['logs/api/api-20240404-2036.log', 16750, 1712263009, 416, 2100, 'dated', ''],
             ['logs/api/api-20240405-0054.log', 12288, 1712278493, 416, 2100, 'dated', ''],
             ['logs/api/api-20240405-0835.log', 975, 1712306134, 416, 2100, 'dated', ''],
             ['logs/api/api-20240405-0937.log', 1798, 1712309844, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1007, 1712327711, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 4, 1708712100, 420, 2100, 'pid', ''],
             ['logs/gateway/gateway-20240310-0540.log', 1725, 1710049229, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240310-1532.log', 631, 1710084726, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240315-2000.log', 1811, 1710532851, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240322-1454.log', 1027, 1711119295, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240323-1504.log', 807, 1711206295, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240326-0003.log', 1484, 1711411381, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240327-0117.log', 1546, 1711502256, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240402-1645.log', 1103, 1712076341, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240402-2359.log', 400, 1712102379, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240404-1248.log', 36944, 1712234938, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240405-0325.log', 875, 1712287540, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240405-0603.log', 1148, 1712296992, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2478, 1712336225, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 3, 1708712100, 420, 2156, 'pid', ''],
             ['logs/scheduler/scheduler-20240314-1926.log', 1468, 1710444413, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240316-0343.log', 951, 1710560617, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240319-2137.log', 804, 1710884225, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240321-2049.log', 469, 1711054174, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240323-0033.log', 2318, 1711154020, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240324-1632.log', 1907, 1711297967, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240327-1710.log', 1454, 1711559458, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240328-0435.log', 604, 1711600535, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240402-1857.log', 978, 1712084263, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240403-0444.log', 1868, 1712119465, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240403-2219.log', 1337, 1712182753, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240405-1007.log', 1589, 1712311642, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1820, 1712334173, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1708712100, 420, 2149, 'pid', ''],
             ['shared/qa-cache/qa-20240311-0506.log', 526, 1710133573, 420, 0, 'shared', ''],
             ['shared/qa-cache/qa-20240316-1128.log', 609, 1710588506, 420, 0, 'shared', ''],
             ['shared/qa-cache/qa-20240317-1904.log', 887, 1710702254, 420, 0, 'shared', '']],
 'hold': [],
 'links': [['logs/api/qa-cache', '../../shared/qa-cache']]}
NAMES = ['compress', 'oversize', 'scheduled_job', 'symlinks']
FIXTURE = {'compressed': ['api/api-20240424-1030.log',
                'api/api-20240425-2111.log',
                'api/api-20240427-0817.log',
                'api/api-20240427-1518.log',
                'gateway/gateway-20240424-1941.log',
                'gateway/gateway-20240428-0429.log',
                'gateway/gateway-20240430-2311.log',
                'scheduler/scheduler-20240424-1804.log',
                'scheduler/scheduler-20240426-0230.log',
                'scheduler/scheduler-20240426-1800.log',
                'scheduler/scheduler-20240501-0301.log'],
 'deleted': ['api/api-20240417-1846.log',
             'api/api-20240419-0528.log',
             'api/api-20240422-1754.log',
             'api/api-20240423-1627.log',
             'api/api-20240507-0709.log',
             'gateway/gateway-20240410-1320.log',
             'gateway/gateway-20240415-1321.log',
             'gateway/gateway-20240418-1249.log',
             'gateway/gateway-20240423-0430.log',
             'gateway/gateway-20240507-0937.log',
             'scheduler/scheduler-20240411-1635.log',
             'scheduler/scheduler-20240417-0716.log',
             'scheduler/scheduler-20240422-0100.log',
             'scheduler/scheduler-20240423-0952.log'],
 'entries': [['logs/api/api-20240417-1846.log', 1224, 1713379588, 416, 2100, 'dated', ''],
             ['logs/api/api-20240419-0528.log', 657, 1713504517, 416, 2100, 'dated', ''],
             ['logs/api/api-20240422-1754.log', 1893, 1713808451, 416, 2100, 'dated', ''],
             ['logs/api/api-20240423-1627.log', 432, 1713889664, 416, 2100, 'dated', ''],
             ['logs/api/api-20240424-1030.log', 2051, 1713954617, 416, 2100, 'dated', ''],
             ['logs/api/api-20240425-2111.log', 665, 1714079519, 416, 2100, 'dated', ''],
             ['logs/api/api-20240427-0817.log', 1646, 1714205878, 416, 2100, 'dated', ''],
             ['logs/api/api-20240427-1518.log', 2006, 1714231093, 416, 2100, 'dated', ''],
             ['logs/api/api-20240503-1334.log', 1150, 1714743280, 416, 2100, 'dated', ''],
             ['logs/api/api-20240505-0959.log', 945, 1714903159, 416, 2100, 'dated', ''],
             ['logs/api/api-20240506-1856.log', 1277, 1715021767, 416, 2100, 'dated', ''],
             ['logs/api/api-20240507-0709.log', 21996, 1715065783, 416, 2100, 'dated', ''],
             ['logs/api/api-20240507-1321.log', 12288, 1715088067, 416, 2100, 'dated', ''],
             ['logs/api/api-20240507-1508.log', 1891, 1715094527, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 2217, 1715112849, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 5, 1711494900, 420, 2100, 'pid', ''],
             ['logs/gateway/gateway-20240410-1320.log', 686, 1712755201, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240415-1321.log', 1727, 1713187290, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240418-1249.log', 1565, 1713444550, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240423-0430.log', 541, 1713846621, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240424-1941.log', 776, 1713987699, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240428-0429.log', 2352, 1714278588, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240430-2311.log', 848, 1714518686, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240504-1152.log', 876, 1714823560, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240504-1626.log', 1870, 1714839987, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240505-2052.log', 2093, 1714942341, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240507-0937.log', 29596, 1715074650, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2250, 1715108297, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 6, 1711494900, 420, 2156, 'pid', ''],
             ['logs/scheduler/scheduler-20240411-1635.log', 1124, 1712853347, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240417-0716.log', 455, 1713338198, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240422-0100.log', 906, 1713747612, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240423-0952.log', 495, 1713865923, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240424-1804.log', 948, 1713981879, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240426-0230.log', 577, 1714098654, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240426-1800.log', 2083, 1714154452, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240501-0301.log', 2186, 1714532479, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240504-1453.log', 1851, 1714834416, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240504-2110.log', 1561, 1714857039, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240505-0730.log', 694, 1714894212, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240507-0816.log', 2226, 1715069808, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2105, 1715115660, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1711494900, 420, 2149, 'pid', ''],
             ['shared/sre-cache/sre-20240329-2343.log', 674, 1711755830, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20240401-0301.log', 877, 1711940504, 420, 0, 'shared', ''],
             ['shared/sre-cache/sre-20240408-1742.log', 331, 1712598171, 420, 0, 'shared', '']],
 'hold': [],
 'links': [['logs/api/sre-cache', '../../shared/sre-cache']],
 'now': '2024-05-07T23:15:00Z'}
ROTATE = 7
AT = [5, 25]
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

