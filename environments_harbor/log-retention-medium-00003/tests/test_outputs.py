import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['gateway', 'mailer', 'search']
TREE = {'compressed': ['gateway/gateway-20240506-1209.log',
                'gateway/gateway-20240509-0804.log',
                'gateway/gateway-20240515-0556.log',
                'gateway/gateway-20240520-2031.log',
                'mailer/mailer-20240506-1153.log',
                'mailer/mailer-20240518-2357.log',
                'mailer/mailer-20240522-1923.log',
                'mailer/mailer-20240523-2251.log',
                'search/search-20240506-1618.log',
                'search/search-20240516-0144.log',
                'search/search-20240520-0605.log'],
 'deleted': ['gateway/gateway-20240416-1154.log',
             'gateway/gateway-20240418-1511.log',
             'gateway/gateway-20240427-0435.log',
             'gateway/gateway-20240506-0131.log',
             'mailer/mailer-20240417-0851.log',
             'mailer/mailer-20240427-1452.log',
             'mailer/mailer-20240430-1123.log',
             'mailer/mailer-20240505-1527.log',
             'search/search-20240427-2016.log',
             'search/search-20240502-0124.log',
             'search/search-20240504-0047.log',
             'search/search-20240506-0011.log'],
 'entries': [['logs/gateway/gateway-20240416-1154.log', 1141, 1713268446, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240418-1511.log', 1780, 1713453114, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240427-0435.log', 2152, 1714192534, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240506-0131.log', 1139, 1714959102, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240506-1209.log', 519, 1714997366, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240509-0804.log', 1420, 1715241877, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240515-0556.log', 2372, 1715752605, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240520-2031.log', 710, 1716237118, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240524-1744.log', 1900, 1716572664, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240525-0926.log', 502, 1716629167, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240526-1232.log', 1370, 1716726751, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 714, 1716787835, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 5, 1711351800, 420, 2156, 'pid', ''],
             ['logs/mailer/mailer-20240417-0851.log', 1646, 1713343871, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240427-1452.log', 1121, 1714229563, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240430-1123.log', 1851, 1714476238, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240505-1527.log', 1193, 1714922875, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240506-1153.log', 2310, 1714996383, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240518-2357.log', 601, 1716076649, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240522-1923.log', 2232, 1716405839, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240523-2251.log', 1695, 1716504705, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240524-1755.log', 464, 1716573346, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240524-2021.log', 628, 1716582095, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240525-0600.log', 937, 1716616822, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240525-0752.log', 1141, 1716623534, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240526-1925.log', 558, 1716751545, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 791, 1716770857, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 4, 1711351800, 420, 2142, 'pid', ''],
             ['logs/search/search-20240427-2016.log', 1011, 1714248974, 416, 2121, 'dated', ''],
             ['logs/search/search-20240502-0124.log', 1173, 1714613057, 416, 2121, 'dated', ''],
             ['logs/search/search-20240504-0047.log', 1677, 1714783678, 416, 2121, 'dated', ''],
             ['logs/search/search-20240506-0011.log', 970, 1714954304, 416, 2121, 'dated', ''],
             ['logs/search/search-20240506-1618.log', 2119, 1715012322, 416, 2121, 'dated', ''],
             ['logs/search/search-20240516-0144.log', 1970, 1715823863, 416, 2121, 'dated', ''],
             ['logs/search/search-20240520-0605.log', 1468, 1716185139, 416, 2121, 'dated', ''],
             ['logs/search/search-20240524-1651.log', 2124, 1716569487, 416, 2121, 'dated', ''],
             ['logs/search/search-20240526-1007.log', 1084, 1716718054, 416, 2121, 'dated', ''],
             ['logs/search/search-20240526-1132.log', 481, 1716723176, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1510, 1716771548, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 6, 1711351800, 420, 2121, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['compress', 'logrotate', 'scheduled_job']
FIXTURE = {'compressed': ['gateway/gateway-20240528-1907.log',
                'gateway/gateway-20240604-1940.log',
                'gateway/gateway-20240607-0621.log',
                'gateway/gateway-20240608-0331.log',
                'mailer/mailer-20240528-1630.log',
                'mailer/mailer-20240602-1005.log',
                'mailer/mailer-20240610-0729.log',
                'search/search-20240528-1543.log',
                'search/search-20240531-0620.log',
                'search/search-20240614-0324.log'],
 'deleted': ['gateway/gateway-20240517-0900.log',
             'gateway/gateway-20240520-0814.log',
             'gateway/gateway-20240522-2227.log',
             'gateway/gateway-20240527-2218.log',
             'mailer/mailer-20240516-1543.log',
             'mailer/mailer-20240525-1348.log',
             'mailer/mailer-20240526-2133.log',
             'mailer/mailer-20240527-1634.log',
             'search/search-20240517-2225.log',
             'search/search-20240522-0435.log',
             'search/search-20240526-1715.log',
             'search/search-20240527-1634.log'],
 'entries': [['logs/gateway/gateway-20240517-0900.log', 2397, 1715936453, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240520-0814.log', 1820, 1716192858, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240522-2227.log', 1805, 1716416864, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240527-2218.log', 1842, 1716848280, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240528-1907.log', 1813, 1716923231, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240604-1940.log', 815, 1717530041, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240607-0621.log', 1557, 1717741283, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240608-0331.log', 1631, 1717817465, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240616-0904.log', 2053, 1718528671, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240617-0527.log', 897, 1718602042, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240617-0616.log', 2371, 1718604972, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240618-0024.log', 507, 1718670245, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1066, 1718700180, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 4, 1713267000, 420, 2156, 'pid', ''],
             ['logs/mailer/mailer-20240516-1543.log', 2309, 1715874221, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240525-1348.log', 1128, 1716644885, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240526-2133.log', 780, 1716759238, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240527-1634.log', 1411, 1716827640, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240528-1630.log', 1436, 1716913820, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240602-1005.log', 1575, 1717322708, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240610-0729.log', 1483, 1718004562, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240616-0028.log', 1935, 1718497729, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240616-1332.log', 2271, 1718544751, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240616-1733.log', 2335, 1718559202, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2279, 1718688357, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 6, 1713267000, 420, 2142, 'pid', ''],
             ['logs/search/search-20240517-2225.log', 983, 1715984730, 416, 2121, 'dated', ''],
             ['logs/search/search-20240522-0435.log', 2264, 1716352513, 416, 2121, 'dated', ''],
             ['logs/search/search-20240526-1715.log', 783, 1716743710, 416, 2121, 'dated', ''],
             ['logs/search/search-20240527-1634.log', 1480, 1716827679, 416, 2121, 'dated', ''],
             ['logs/search/search-20240528-1543.log', 1973, 1716910985, 416, 2121, 'dated', ''],
             ['logs/search/search-20240531-0620.log', 1006, 1717136401, 416, 2121, 'dated', ''],
             ['logs/search/search-20240614-0324.log', 1050, 1718335488, 416, 2121, 'dated', ''],
             ['logs/search/search-20240617-1220.log', 989, 1718626822, 416, 2121, 'dated', ''],
             ['logs/search/search-20240617-1844.log', 2174, 1718649896, 416, 2121, 'dated', ''],
             ['logs/search/search-20240617-2237.log', 619, 1718663869, 416, 2121, 'dated', ''],
             ['logs/search/search-20240617-2242.log', 917, 1718664144, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 695, 1718687408, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 3, 1713267000, 420, 2121, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2024-06-18T11:30:00Z'}
ROTATE = 4
AT = [2, 25]
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

