import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['billing', 'ingest', 'scheduler', 'search', 'worker']
TREE = {'compressed': [],
 'deleted': ['billing/billing export 20220322 1338.log',
             'billing/billing-20220314-1350.log',
             'billing/billing-20220321-1334.log',
             'billing/billing-20220330-0806.log',
             'billing/billing-20220330-2010.log',
             'billing/billing-20220401-0459.log',
             'billing/billing-20220421-0021.log',
             'ingest/ingest-20220323-0835.log',
             'ingest/ingest-20220329-0335.log',
             'ingest/ingest-20220329-2212.log',
             'ingest/ingest-20220330-2331.log',
             'ingest/ingest-20220420-2341.log',
             'scheduler/scheduler-20220312-0957.log',
             'scheduler/scheduler-20220321-0206.log',
             'scheduler/scheduler-20220325-1856.log',
             'scheduler/scheduler-20220330-1356.log',
             'search/search-20220317-1522.log',
             'search/search-20220320-1208.log',
             'search/search-20220325-2346.log',
             'search/search-20220330-1508.log',
             'worker/worker-20220313-1946.log'],
 'entries': [['logs/billing/billing export 20220322 1338.log', 782, 1647956326, 416, 2114, 'dated', ''],
             ['logs/billing/billing export 20220409 0242.log', 1875, 1649472176, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220314-1350.log', 1535, 1647265849, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220321-1334.log', 973, 1647869652, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220330-0806.log', 1891, 1648627617, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220330-2010.log', 650, 1648671030, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220401-0459.log', 2118, 1648789151, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220405-0842.log', 1470, 1649148167, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220406-0708.log', 2062, 1649228886, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220415-1556.log', 1832, 1650038172, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220418-1743.log', 1703, 1650303800, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220419-1309.log', 1933, 1650373792, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220420-2321.log', 16384, 1650496893, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220421-0021.log', 28805, 1650500484, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1241, 1650511134, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 5, 1645088400, 420, 2114, 'pid', ''],
             ['logs/ingest/ingest-20220323-0835.log', 2238, 1648024527, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220329-0335.log', 901, 1648524914, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220329-2212.log', 1883, 1648591974, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220330-2331.log', 1588, 1648683067, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220331-2051.log', 1864, 1648759895, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220402-0928.log', 847, 1648891699, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220402-1105.log', 1434, 1648897529, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220415-0417.log', 2025, 1649996220, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220416-2211.log', 1683, 1650147085, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220420-0526.log', 2079, 1650432376, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220420-1027.log', 2216, 1650450473, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220420-1541.log', 2286, 1650469270, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220420-2341.log', 28678, 1650498072, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1904, 1650528259, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 4, 1645088400, 420, 2135, 'pid', ''],
             ['logs/scheduler/scheduler-20220312-0957.log', 602, 1647079074, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220321-0206.log', 2333, 1647828379, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220325-1856.log', 1704, 1648234563, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220330-1356.log', 1902, 1648648611, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220331-1357.log', 1952, 1648735036, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220402-2235.log', 1861, 1648938954, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220406-1116.log', 1662, 1649243806, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220407-2338.log', 1860, 1649374738, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220418-1138.log', 1025, 1650281929, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220419-0208.log', 1101, 1650334127, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220420-0242.log', 2054, 1650422577, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220420-1402.log', 1456, 1650463346, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2471, 1650513899, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 6, 1645088400, 420, 2149, 'pid', ''],
             ['logs/search/search-20220317-1522.log', 1589, 1647530542, 416, 2121, 'dated', ''],
             ['logs/search/search-20220320-1208.log', 1533, 1647778087, 416, 2121, 'dated', ''],
             ['logs/search/search-20220325-2346.log', 1371, 1648251994, 416, 2121, 'dated', ''],
             ['logs/search/search-20220330-1508.log', 2169, 1648652887, 416, 2121, 'dated', ''],
             ['logs/search/search-20220331-1429.log', 1319, 1648736955, 416, 2121, 'dated', ''],
             ['logs/search/search-20220403-1041.log', 1234, 1648982500, 416, 2121, 'dated', ''],
             ['logs/search/search-20220406-1325.log', 1925, 1649251507, 416, 2121, 'dated', ''],
             ['logs/search/search-20220407-0039.log', 1852, 1649291973, 416, 2121, 'dated', ''],
             ['logs/search/search-20220415-0500.log', 1278, 1649998859, 416, 2121, 'dated', ''],
             ['logs/search/search-20220416-0229.log', 1825, 1650076190, 416, 2121, 'dated', ''],
             ['logs/search/search-20220417-0737.log', 707, 1650181071, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 2150, 1650529283, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 3, 1645088400, 420, 2121, 'pid', ''],
             ['logs/worker/worker-20220313-1946.log', 1125, 1647200802, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220316-1701.log', 1353, 1647450062, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220322-0037.log', 1545, 1647909442, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220330-1606.log', 1497, 1648656416, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220331-1628.log', 1883, 1648744092, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 2031, 1650507541, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1645088400, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['keep_newest', 'oversize', 'quota', 'scheduled_job', 'spaces']
FIXTURE = {'compressed': [],
 'deleted': ['billing/billing export 20220423 1414.log',
             'billing/billing-20220416-1921.log',
             'billing/billing-20220416-2257.log',
             'billing/billing-20220420-1614.log',
             'billing/billing-20220426-0705.log',
             'billing/billing-20220426-2314.log',
             'billing/billing-20220429-0419.log',
             'billing/billing-20220516-1454.log',
             'ingest/ingest-20220414-0348.log',
             'ingest/ingest-20220417-0625.log',
             'ingest/ingest-20220425-0321.log',
             'ingest/ingest-20220425-1227.log',
             'ingest/ingest-20220516-1021.log',
             'scheduler/scheduler-20220411-2346.log',
             'scheduler/scheduler-20220419-0013.log',
             'scheduler/scheduler-20220424-2008.log',
             'scheduler/scheduler-20220425-2329.log',
             'search/search-20220407-1236.log',
             'search/search-20220408-0836.log',
             'search/search-20220416-0903.log',
             'search/search-20220425-1832.log',
             'worker/worker-20220405-1742.log'],
 'entries': [['logs/billing/billing export 20220423 1414.log', 1803, 1650723264, 416, 2114, 'dated', ''],
             ['logs/billing/billing export 20220505 2048.log', 845, 1651783684, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220416-1921.log', 1702, 1650136894, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220416-2257.log', 1863, 1650149865, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220420-1614.log', 1821, 1650471266, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220426-0705.log', 1299, 1650956728, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220426-2314.log', 1109, 1651014873, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220429-0419.log', 2248, 1651205945, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220508-0440.log', 1089, 1651984855, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220508-1700.log', 1639, 1652029227, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220512-1108.log', 2086, 1652353724, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220515-1553.log', 2268, 1652630025, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220515-2159.log', 955, 1652651967, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220516-0056.log', 16384, 1652662596, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220516-1454.log', 39849, 1652712883, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1366, 1652759506, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 3, 1647338400, 420, 2114, 'pid', ''],
             ['logs/ingest/ingest-20220414-0348.log', 1578, 1649908127, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220417-0625.log', 1024, 1650176753, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220425-0321.log', 400, 1650856866, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220425-1227.log', 521, 1650889623, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220427-0252.log', 1230, 1651027920, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220505-2309.log', 1163, 1651792141, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220508-1209.log', 925, 1652011751, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220514-0439.log', 886, 1652503164, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220514-0830.log', 1701, 1652517016, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220515-0518.log', 532, 1652591930, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220516-1021.log', 53755, 1652696462, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1081, 1652777543, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 3, 1647338400, 420, 2135, 'pid', ''],
             ['logs/scheduler/scheduler-20220411-2346.log', 1331, 1649720795, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220419-0013.log', 1831, 1650327236, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220424-2008.log', 2131, 1650830883, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220425-2329.log', 938, 1650929392, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220427-0011.log', 1019, 1651018284, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220504-0022.log', 567, 1651623751, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220506-1412.log', 2234, 1651846374, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220512-2232.log', 1067, 1652394763, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220513-1334.log', 1493, 1652448856, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220513-2220.log', 1059, 1652480407, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220517-0027.log', 2297, 1652747220, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2273, 1652764474, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 6, 1647338400, 420, 2149, 'pid', ''],
             ['logs/search/search-20220407-1236.log', 1020, 1649334969, 416, 2121, 'dated', ''],
             ['logs/search/search-20220408-0836.log', 1216, 1649407018, 416, 2121, 'dated', ''],
             ['logs/search/search-20220416-0903.log', 934, 1650099817, 416, 2121, 'dated', ''],
             ['logs/search/search-20220425-1832.log', 1104, 1650911543, 416, 2121, 'dated', ''],
             ['logs/search/search-20220427-0015.log', 657, 1651018528, 416, 2121, 'dated', ''],
             ['logs/search/search-20220505-0853.log', 1497, 1651740800, 416, 2121, 'dated', ''],
             ['logs/search/search-20220510-0224.log', 1881, 1652149473, 416, 2121, 'dated', ''],
             ['logs/search/search-20220511-0124.log', 478, 1652232268, 416, 2121, 'dated', ''],
             ['logs/search/search-20220513-0802.log', 1468, 1652428958, 416, 2121, 'dated', ''],
             ['logs/search/search-20220513-0919.log', 1618, 1652433554, 416, 2121, 'dated', ''],
             ['logs/search/search-20220514-2243.log', 1778, 1652568197, 416, 2121, 'dated', ''],
             ['logs/search/search-20220516-0447.log', 821, 1652676465, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 2123, 1652764645, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 3, 1647338400, 420, 2121, 'pid', ''],
             ['logs/worker/worker-20220405-1742.log', 421, 1649180574, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220418-2000.log', 2323, 1650312046, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220419-1433.log', 1910, 1650378784, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220425-1556.log', 1931, 1650902189, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220426-1252.log', 2069, 1650977559, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 2087, 1652757826, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 6, 1647338400, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-05-17T10:00:00Z'}
ROTATE = 7
AT = [5, 10]
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

