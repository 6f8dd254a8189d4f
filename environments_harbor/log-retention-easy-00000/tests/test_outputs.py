import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['api', 'mailer', 'worker']
TREE = {'compressed': [],
 'deleted': ['api/api export 20221125 0421.log',
             'api/api-20221117-1044.log',
             'api/api-20221122-0911.log',
             'api/api-20221125-1444.log',
             'api/api-20221126-1918.log',
             'mailer/mailer-20221116-1553.log',
             'mailer/mailer-20221116-2331.log',
             'mailer/mailer-20221120-0259.log',
             'mailer/mailer-20221126-1657.log',
             'worker/worker-20221114-2005.log'],
 'entries': [['logs/api/api export 20221125 0421.log', 1270, 1669350099, 416, 2100, 'dated', ''],
             ['logs/api/api export 20221203 1147.log', 542, 1670068069, 416, 2100, 'dated', ''],
             ['logs/api/api-20221117-1044.log', 942, 1668681866, 416, 2100, 'dated', ''],
             ['logs/api/api-20221122-0911.log', 423, 1669108274, 416, 2100, 'dated', ''],
             ['logs/api/api-20221125-1444.log', 1725, 1669387441, 416, 2100, 'dated', ''],
             ['logs/api/api-20221126-1918.log', 1797, 1669490324, 416, 2100, 'dated', ''],
             ['logs/api/api-20221128-0130.log', 530, 1669599037, 416, 2100, 'dated', ''],
             ['logs/api/api-20221130-1522.log', 1171, 1669821762, 416, 2100, 'dated', ''],
             ['logs/api/api-20221202-2003.log', 1818, 1670011385, 416, 2100, 'dated', ''],
             ['logs/api/api-20221207-1527.log', 1679, 1670426832, 416, 2100, 'dated', ''],
             ['logs/api/api-20221207-1937.log', 1789, 1670441833, 416, 2100, 'dated', ''],
             ['logs/api/api-20221208-1245.log', 699, 1670503548, 416, 2100, 'dated', ''],
             ['logs/api/api-20221210-1119.log', 2143, 1670671170, 416, 2100, 'dated', ''],
             ['logs/api/api-20221210-1721.log', 2258, 1670692888, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1399, 1670727760, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 6, 1667108700, 420, 2100, 'pid', ''],
             ['logs/mailer/mailer-20221116-1553.log', 2061, 1668613980, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221116-2331.log', 1171, 1668641515, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221120-0259.log', 1112, 1668913166, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221126-1657.log', 1604, 1669481849, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221128-0221.log', 517, 1669602086, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221129-1755.log', 1801, 1669744542, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221130-1717.log', 1606, 1669828661, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221206-1233.log', 2126, 1670330029, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221207-0213.log', 1546, 1670379194, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221207-1738.log', 1398, 1670434685, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221208-0820.log', 2176, 1670487606, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221210-0715.log', 776, 1670656554, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2288, 1670735107, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 4, 1667108700, 420, 2142, 'pid', ''],
             ['logs/worker/worker-20221114-2005.log', 1029, 1668456342, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20221121-1345.log', 2357, 1669038353, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20221122-0545.log', 1096, 1669095906, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20221126-1130.log', 1177, 1669462238, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20221127-1754.log', 728, 1669571661, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 1946, 1670712903, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1667108700, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'keep_newest', 'scheduled_job', 'spaces']
FIXTURE = {'compressed': [],
 'deleted': ['api/api export 20230104 0136.log',
             'api/api-20221226-2213.log',
             'api/api-20230101-1056.log',
             'api/api-20230105-0505.log',
             'api/api-20230107-2258.log',
             'mailer/mailer-20221231-0459.log',
             'mailer/mailer-20230105-2356.log',
             'mailer/mailer-20230107-0837.log',
             'mailer/mailer-20230107-2141.log',
             'worker/worker-20221229-1443.log'],
 'entries': [['logs/api/api export 20230104 0136.log', 893, 1672796182, 416, 2100, 'dated', ''],
             ['logs/api/api export 20230116 2343.log', 2259, 1673912608, 416, 2100, 'dated', ''],
             ['logs/api/api-20221226-2213.log', 796, 1672092817, 416, 2100, 'dated', ''],
             ['logs/api/api-20230101-1056.log', 1275, 1672570617, 416, 2100, 'dated', ''],
             ['logs/api/api-20230105-0505.log', 768, 1672895120, 416, 2100, 'dated', ''],
             ['logs/api/api-20230107-2258.log', 2371, 1673132289, 416, 2100, 'dated', ''],
             ['logs/api/api-20230108-2316.log', 1331, 1673219767, 416, 2100, 'dated', ''],
             ['logs/api/api-20230112-0508.log', 2195, 1673500120, 416, 2100, 'dated', ''],
             ['logs/api/api-20230114-2237.log', 673, 1673735848, 416, 2100, 'dated', ''],
             ['logs/api/api-20230117-1620.log', 888, 1673972455, 416, 2100, 'dated', ''],
             ['logs/api/api-20230118-0704.log', 596, 1674025456, 416, 2100, 'dated', ''],
             ['logs/api/api-20230118-1647.log', 2073, 1674060466, 416, 2100, 'dated', ''],
             ['logs/api/api-20230119-0218.log', 2042, 1674094707, 416, 2100, 'dated', ''],
             ['logs/api/api-20230120-0017.log', 1850, 1674173828, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1789, 1674378385, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 3, 1670751900, 420, 2100, 'pid', ''],
             ['logs/mailer/mailer-20221231-0459.log', 1807, 1672462748, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230105-2356.log', 1029, 1672962980, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230107-0837.log', 2355, 1673080649, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230107-2141.log', 1275, 1673127663, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230108-1554.log', 1310, 1673193256, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230113-1104.log', 2235, 1673607882, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230114-1556.log', 811, 1673711768, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230115-1837.log', 646, 1673807834, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230117-1917.log', 1573, 1673983034, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230120-2344.log', 2305, 1674258260, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230121-0214.log', 1075, 1674267287, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230121-1711.log', 1455, 1674321082, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230121-1759.log', 956, 1674323964, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 1853, 1674370063, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.pid', 3, 1670751900, 420, 2142, 'pid', ''],
             ['logs/worker/worker-20221229-1443.log', 706, 1672324990, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20221230-0142.log', 1244, 1672364547, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230102-2125.log', 2389, 1672694706, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230107-1641.log', 2157, 1673109702, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20230109-0308.log', 2262, 1673233701, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 1981, 1674367871, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1670751900, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2023-01-22T09:45:00Z'}
ROTATE = 4
AT = [3, 25]
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

