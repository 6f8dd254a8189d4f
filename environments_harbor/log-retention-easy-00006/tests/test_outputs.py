import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['auth', 'mailer']
TREE = {'compressed': [],
 'deleted': ['auth/auth export 20240725 0104.log',
             'auth/auth-20240619-0125.log',
             'auth/auth-20240712-1141.log',
             'auth/auth-20240722-0659.log',
             'auth/auth-20240801-1344.log',
             'auth/auth-20240915-2156.log',
             'mailer/mailer-20240706-2018.log',
             'mailer/mailer-20240717-1536.log',
             'mailer/mailer-20240721-0749.log',
             'mailer/mailer-20240801-2234.log',
             'mailer/mailer-20240915-0339.log'],
 'entries': [['logs/auth/auth export 20240725 0104.log', 1286, 1721869468, 416, 2128, 'dated', ''],
             ['logs/auth/auth export 20240829 2222.log', 2346, 1724970169, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240619-0125.log', 1824, 1718760339, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240712-1141.log', 1987, 1720784512, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240722-0659.log', 1893, 1721631576, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240801-1344.log', 1901, 1722519872, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240802-1618.log', 2263, 1722615528, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240804-1208.log', 758, 1722773300, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240809-1926.log', 1202, 1723231607, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240914-1411.log', 968, 1726323083, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-0004.log', 12288, 1726358666, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-0339.log', 735, 1726371576, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-1001.log', 1823, 1726394518, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-1124.log', 527, 1726399447, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-1652.log', 934, 1726419133, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240915-2156.log', 15292, 1726437409, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 1893, 1726453959, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 6, 1714811400, 420, 2128, 'pid', ''],
             ['logs/mailer/mailer-20240706-2018.log', 1418, 1720297094, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240717-1536.log', 1760, 1721230612, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240721-0749.log', 1744, 1721548184, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240801-2234.log', 2045, 1722551648, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240802-2027.log', 586, 1722630423, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240903-1407.log', 1631, 1725372448, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240904-1046.log', 2217, 1725446788, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240908-0105.log', 574, 1725757531, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240915-0331.log', 1182, 1726371116, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240915-0339.log', 34289, 1726371594, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240915-1112.log', 1441, 1726398767, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240915-2245.log', 1149, 1726440336, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 1454, 1726462255, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 4, 1714811400, 420, 2142, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['oversize', 'scheduled_job', 'spaces']
FIXTURE = {'compressed': [],
 'deleted': ['auth/auth export 20240922 1912.log',
             'auth/auth-20240814-0439.log',
             'auth/auth-20240815-0011.log',
             'auth/auth-20240830-0131.log',
             'auth/auth-20240926-0550.log',
             'auth/auth-20241109-1349.log',
             'mailer/mailer-20240816-0731.log',
             'mailer/mailer-20240817-0449.log',
             'mailer/mailer-20240907-1729.log',
             'mailer/mailer-20240926-0541.log',
             'mailer/mailer-20241109-1657.log'],
 'entries': [['logs/auth/auth export 20240922 1912.log', 518, 1727032332, 416, 2128, 'dated', ''],
             ['logs/auth/auth export 20241004 1927.log', 1150, 1728070060, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240814-0439.log', 1865, 1723610352, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240815-0011.log', 1619, 1723680696, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240830-0131.log', 1042, 1724981513, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240926-0550.log', 2142, 1727329800, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240926-1538.log', 563, 1727365091, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241009-2249.log', 1637, 1728514190, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241014-0405.log', 810, 1728878751, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241023-1649.log', 1374, 1729702156, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241108-2128.log', 539, 1731101334, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241109-0034.log', 786, 1731112481, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241109-0049.log', 664, 1731113366, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241109-1349.log', 19223, 1731160190, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241109-2045.log', 12288, 1731185151, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 659, 1731235174, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 5, 1719577800, 420, 2128, 'pid', ''],
             ['logs/mailer/mailer-20240816-0731.log', 2063, 1723793511, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240817-0449.log', 610, 1723870189, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240907-1729.log', 938, 1725730192, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240926-0541.log', 1384, 1727329280, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240926-1500.log', 1492, 1727362852, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20240927-1844.log', 2194, 1727462644, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20241006-1100.log', 503, 1728212432, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20241108-2215.log', 897, 1731104122, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20241108-2352.log', 1269, 1731109956, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20241109-1657.log', 36946, 1731171442, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20241109-2104.log', 1731, 1731186293, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2171, 1731236714, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 3, 1719577800, 420, 2142, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2024-11-10T12:30:00Z'}
ROTATE = 5
AT = [2, 10]
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

