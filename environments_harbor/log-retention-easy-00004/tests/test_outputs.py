import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['api', 'reports']
TREE = {'compressed': [],
 'deleted': ['api/api-20220821-2331.log',
             'api/api-20220823-1844.log',
             'api/api-20220825-1048.log',
             'api/api-20220907-0032.log',
             'api/api-20220927-0159.log',
             'reports/reports-20220820-0444.log',
             'reports/reports-20220825-1319.log',
             'reports/reports-20220902-2150.log',
             'reports/reports-20220906-2201.log',
             'reports/reports-20220927-0734.log'],
 'entries': [['logs/api/api-20220821-2331.log', 905, 1661124661, 416, 2100, 'dated', ''],
             ['logs/api/api-20220823-1844.log', 1060, 1661280296, 416, 2100, 'dated', ''],
             ['logs/api/api-20220825-1048.log', 1590, 1661424502, 416, 2100, 'dated', ''],
             ['logs/api/api-20220907-0032.log', 2325, 1662510772, 416, 2100, 'dated', ''],
             ['logs/api/api-20220907-2152.log', 1588, 1662587560, 416, 2100, 'dated', ''],
             ['logs/api/api-20220913-0239.log', 958, 1663036793, 416, 2100, 'dated', ''],
             ['logs/api/api-20220918-2329.log', 1705, 1663543795, 416, 2100, 'dated', ''],
             ['logs/api/api-20220920-0215.log', 529, 1663640131, 416, 2100, 'dated', ''],
             ['logs/api/api-20220925-1821.log', 2260, 1664130081, 416, 2100, 'dated', ''],
             ['logs/api/api-20220926-1007.log', 1171, 1664186868, 416, 2100, 'dated', ''],
             ['logs/api/api-20220926-1739.log', 1995, 1664213945, 416, 2100, 'dated', ''],
             ['logs/api/api-20220927-0159.log', 31810, 1664243979, 416, 2100, 'dated', ''],
             ['logs/api/api-20220927-1035.log', 12288, 1664274959, 416, 2100, 'dated', ''],
             ['logs/api/api-20220927-2057.log', 2166, 1664312234, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 974, 1664331366, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 5, 1658902500, 420, 2100, 'pid', ''],
             ['logs/reports/reports-20220820-0444.log', 1683, 1660970680, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220825-1319.log', 865, 1661433581, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220902-2150.log', 1723, 1662155410, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220906-2201.log', 1792, 1662501663, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220907-2356.log', 1739, 1662594965, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220908-1949.log', 1488, 1662666582, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220911-2132.log', 1542, 1662931929, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220924-0531.log', 834, 1663997484, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220926-1838.log', 839, 1664217484, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220926-2332.log', 1076, 1664235122, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220927-0734.log', 28212, 1664264088, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220927-0756.log', 1828, 1664265367, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1984, 1664341011, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 4, 1658902500, 420, 2163, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['oversize', 'report_bytes', 'scheduled_job']
FIXTURE = {'compressed': [],
 'deleted': ['api/api-20221004-1124.log',
             'api/api-20221011-0844.log',
             'api/api-20221011-2330.log',
             'api/api-20221021-0631.log',
             'api/api-20221110-1352.log',
             'reports/reports-20221001-2135.log',
             'reports/reports-20221003-0415.log',
             'reports/reports-20221010-2320.log',
             'reports/reports-20221021-0101.log',
             'reports/reports-20221110-1411.log'],
 'entries': [['logs/api/api-20221004-1124.log', 1522, 1664882641, 416, 2100, 'dated', ''],
             ['logs/api/api-20221011-0844.log', 2103, 1665477872, 416, 2100, 'dated', ''],
             ['logs/api/api-20221011-2330.log', 983, 1665531044, 416, 2100, 'dated', ''],
             ['logs/api/api-20221021-0631.log', 1125, 1666333919, 416, 2100, 'dated', ''],
             ['logs/api/api-20221022-0245.log', 2394, 1666406714, 416, 2100, 'dated', ''],
             ['logs/api/api-20221102-2051.log', 2400, 1667422299, 416, 2100, 'dated', ''],
             ['logs/api/api-20221103-0333.log', 1339, 1667446407, 416, 2100, 'dated', ''],
             ['logs/api/api-20221108-1941.log', 1480, 1667936511, 416, 2100, 'dated', ''],
             ['logs/api/api-20221108-1948.log', 1978, 1667936889, 416, 2100, 'dated', ''],
             ['logs/api/api-20221109-1010.log', 2246, 1667988642, 416, 2100, 'dated', ''],
             ['logs/api/api-20221109-1629.log', 672, 1668011371, 416, 2100, 'dated', ''],
             ['logs/api/api-20221110-0341.log', 12288, 1668051678, 416, 2100, 'dated', ''],
             ['logs/api/api-20221110-1255.log', 2105, 1668084906, 416, 2100, 'dated', ''],
             ['logs/api/api-20221110-1352.log', 28936, 1668088378, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1487, 1668159321, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 3, 1662729300, 420, 2100, 'pid', ''],
             ['logs/reports/reports-20221001-2135.log', 1086, 1664660138, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221003-0415.log', 1937, 1664770507, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221010-2320.log', 644, 1665444006, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221021-0101.log', 1758, 1666314077, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221022-0708.log', 946, 1666422480, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221025-1215.log', 1089, 1666700154, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221104-1705.log', 1708, 1667581527, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221109-0840.log', 1171, 1667983236, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221109-0919.log', 605, 1667985579, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221110-0552.log', 962, 1668059522, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221110-1411.log', 16341, 1668089519, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20221110-2332.log', 1716, 1668123161, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 642, 1668150782, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 3, 1662729300, 420, 2163, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-11-11T13:15:00Z'}
ROTATE = 7
AT = [4, 20]
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

