import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['billing', 'scheduler']
TREE = {'compressed': [],
 'deleted': ['billing/billing export 20231218 1255.log',
             'billing/billing export 20231224 0332.log',
             'billing/billing-20231208-1812.log',
             'billing/billing-20231215-2134.log',
             'billing/billing-20231217-0935.log',
             'billing/billing-20231219-0417.log',
             'billing/billing-20231220-1108.log',
             'billing/billing-20231223-0638.log',
             'billing/billing-20240101-1648.log',
             'scheduler/scheduler-20231205-1703.log',
             'scheduler/scheduler-20231215-0808.log',
             'scheduler/scheduler-20231218-0147.log',
             'scheduler/scheduler-20231219-1118.log',
             'scheduler/scheduler-20240101-0736.log'],
 'entries': [['logs/billing/billing export 20231218 1255.log', 2147, 1702904124, 416, 2114, 'dated', ''],
             ['logs/billing/billing export 20231224 0332.log', 2114, 1703388767, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231208-1812.log', 1259, 1702059136, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231215-2134.log', 1608, 1702676060, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231217-0935.log', 517, 1702805733, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231219-0417.log', 588, 1702959446, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231220-1108.log', 593, 1703070522, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231223-0638.log', 485, 1703313502, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231228-0135.log', 2160, 1703727345, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231231-0344.log', 1966, 1703994242, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231231-2048.log', 2388, 1704055735, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231231-2157.log', 901, 1704059862, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240101-1118.log', 8192, 1704107909, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240101-1648.log', 23608, 1704127709, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240101-1904.log', 2320, 1704135851, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1780, 1704198025, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 5, 1700585100, 420, 2114, 'pid', ''],
             ['logs/scheduler/scheduler-20231205-1703.log', 2141, 1701795802, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231215-0808.log', 467, 1702627729, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231218-0147.log', 717, 1702864034, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231219-1118.log', 1065, 1702984692, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231220-0449.log', 472, 1703047772, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231220-1916.log', 712, 1703099800, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231229-0118.log', 1457, 1703812719, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231229-2151.log', 1011, 1703886696, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20231231-0659.log', 505, 1704005988, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240101-0119.log', 795, 1704071971, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240101-0506.log', 928, 1704085616, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240101-0736.log', 25622, 1704094611, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240101-2120.log', 2200, 1704144035, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240102-0220.log', 2265, 1704162008, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1356, 1704202797, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 3, 1700585100, 420, 2149, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['oversize', 'quota', 'scheduled_job', 'spaces']
FIXTURE = {'compressed': [],
 'deleted': ['billing/billing export 20240108 0016.log',
             'billing/billing-20240101-0318.log',
             'billing/billing-20240102-0551.log',
             'billing/billing-20240112-0143.log',
             'billing/billing-20240113-1817.log',
             'billing/billing-20240127-1104.log',
             'scheduler/scheduler-20240105-1304.log',
             'scheduler/scheduler-20240107-0644.log',
             'scheduler/scheduler-20240112-2105.log',
             'scheduler/scheduler-20240113-0825.log',
             'scheduler/scheduler-20240127-0624.log'],
 'entries': [['logs/billing/billing export 20240108 0016.log', 1490, 1704673013, 416, 2114, 'dated', ''],
             ['logs/billing/billing export 20240117 0147.log', 439, 1705456028, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240101-0318.log', 1007, 1704079136, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240102-0551.log', 2095, 1704174702, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240112-0143.log', 1391, 1705023808, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240113-1817.log', 2261, 1705169839, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240114-1703.log', 426, 1705251791, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240121-0036.log', 672, 1705797392, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240123-2155.log', 786, 1706046946, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240124-1425.log', 2384, 1706106358, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240125-0440.log', 1348, 1706157650, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240125-1643.log', 485, 1706200998, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240126-0131.log', 1350, 1706232718, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240126-1404.log', 1191, 1706277866, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240127-0145.log', 8192, 1706319957, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240127-0509.log', 1416, 1706332159, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240127-1104.log', 12995, 1706353460, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1470, 1706367771, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1702763100, 420, 2114, 'pid', ''],
             ['logs/scheduler/scheduler-20240105-1304.log', 817, 1704459880, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240107-0644.log', 665, 1704609851, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240112-2105.log', 1493, 1705093511, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240113-0825.log', 1643, 1705134310, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240114-0541.log', 2389, 1705210880, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240116-1723.log', 1599, 1705425829, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240119-0747.log', 2397, 1705650448, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240122-0723.log', 1100, 1705908221, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240125-2236.log', 2326, 1706222198, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240126-1155.log', 2139, 1706270105, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240127-0624.log', 25359, 1706336662, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240127-1431.log', 1568, 1706365918, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1864, 1706387155, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 3, 1702763100, 420, 2149, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2024-01-27T21:45:00Z'}
ROTATE = 7
AT = [3, 20]
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

