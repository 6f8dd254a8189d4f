import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['auth', 'mailer']
TREE = {'compressed': [],
 'deleted': ['auth/auth-20221206-1859.log',
             'auth/auth-20221208-1841.log',
             'auth/auth-20221220-1053.log',
             'auth/auth-20230115-2308.log',
             'auth/auth.log.3.gz',
             'mailer/mailer-20221216-2309.log',
             'mailer/mailer-20221216-2339.log',
             'mailer/mailer-20230111-0759.log',
             'mailer/mailer-20230115-1317.log',
             'mailer/mailer.log.3.gz'],
 'entries': [['logs/auth/auth-20221206-1859.log', 1837, 1670353197, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20221208-1841.log', 1156, 1670524905, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20221220-1053.log', 1923, 1671533606, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230115-2308.log', 1940, 1673824091, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230116-1828.log', 1736, 1673893697, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230212-1417.log', 2016, 1676211427, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230213-0900.log', 2054, 1676278816, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230221-0343.log', 1182, 1676951034, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230224-0345.log', 1019, 1677210341, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230224-2205.log', 1924, 1677276303, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230226-2257.log', 1153, 1677452247, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230227-0937.log', 1701, 1677490658, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230228-0654.log', 908, 1677567272, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 1959, 1677715177, 416, 2128, 'live', ''],
             ['logs/auth/auth.log.1', 1367, 1677649664, 416, 2128, 'numbered', ''],
             ['logs/auth/auth.log.2.gz',
              685,
              1675083045,
              416,
              2128,
              'numbered',
              'H4sIAAAAAAACA2WVQZIcOQhF9z5FH0EgQGLRh0ES2s1i3Pb9BydKT4S6dhmVr5A+D6qUP5+Pn/7vJ9mQ2RrC4PLx9ct+/f765Pjun69P0Prx+8t/ftIsKhv8x4PBwzWk6b2XzkQvV5NDqQccxrUyUoL4gJvABDoug78F6YAInKB3h2pFEqwPWAvYqJ2KDb8qVhBKcNvaMuUclR5wagWkjbAEb5AAT0VeVIQxQX5AdVgrLoqM+wKBILnpumnrKSgPB5udpYKS28vhKYhvqGvG/cqqCbaTzdwwFeIZLhB6vJMnnezE3BLsD4ijIvbIWgp+C1UlwTasdWwjQX1AaYzctQv938b3qAKnorGXOjTbCOkNT25ipY2y7Q71zw88oLChGnGCKU6JdIjXKILjBks9FQFnBO/ZDUhxRlvQWYytymVqbXDasR25ND9HTXE0BFBcy2zSBUrk93DRFnY7ikN6Q7DijmC0qn8rKJpg9Lx27ueK6Q2qb2uFQ6nvs9HwFWfBwrkTTHFWU+xIo1a5ZyMadKJpyDumLrnjjWxmdp2R0N3F/grXXWCCZvshvZmTlmHnBuUeDeR3pkbVrq3lMIKemdqocxbqeK8NjNOf9mObw3t5QDzeFEdcMRjU1r1v+mkiRKdml8wUUxuWNuvmTo3WPRpaj29eK+GukODRZuryNWRxGRfY5PQiBhF7rMHk0ppRNBYCYoV1e4rtFVw9FghsS/CsGxoxijrHGuO+YXlnEQsvcOoJpja8Xcbezf4srgvEdjZjq3uY6slUzhBL5+Hgy+qlDRV+Rd08LF5LML3ROrvvGQsF7lCRzhVXBFK6a3KpjUzrFiPls8C3k8IpODh0m3hOqmcyIlRTw93Ktx3O/d3hFHKM7EZNbWzFXuQW/0Ql1s2P/wDXBChOwQYAAA=='],
             ['logs/auth/auth.log.3.gz',
              377,
              1673794641,
              416,
              2128,
              'numbered',
              'H4sIAAAAAAACA2XSSW4cMQwF0L1P0UcQxXnRh9FA7bKI275/ykV1Aii1EwoPlPh/KT/f4zN+P2dr0akuQbfH66t9fb+e9fr36/UEN318v+LzORdDUcGP28ENS8PaRaVD/IWcsNaKCdm7zDIiYb1hbx289Tlp0AGBpCQMY+x1WUJMOEbI4mtojDekPREMEtZZh4VIQrqhqBp51BHRDqi+n4jsU1bUdHy76KFkfNE2jt2g4n4icAyS4IRyQx5ThQRqm3HetO4XIkob3Eo6vd0glr4chEnfDrdD5IQ+MbDpTGg3bIE8ghZM8wMiOCVcElFobeg3NEPRZlHm0jP+Qr7DcKef0w0he4N1Du1Y2rXtM357xy/U1ce+KmRvpJsvrZO8r3Oi7t0oChXrK13WJqTUpjpRxjp2eq16Z9Fq0LAMEbI1jWyVCOtS4b+e4m4Nimu3tQdma4Yid2jFO5czDN9OCzJSaLpsDQNc9OppLPjnPv4AxR2D+nQDAAA='],
             ['logs/auth/auth.pid', 4, 1666063800, 420, 2128, 'pid', ''],
             ['logs/mailer/mailer-20221216-2309.log', 1318, 1671232149, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20221216-2339.log', 2110, 1671233975, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230111-0759.log', 1428, 1673423991, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230115-1317.log', 1215, 1673788667, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230116-1538.log', 1455, 1673883498, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230123-1852.log', 1081, 1674499958, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230214-0521.log', 849, 1676352068, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230224-0335.log', 1240, 1677209707, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230224-2300.log', 1259, 1677279648, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230226-1934.log', 1251, 1677440066, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230227-1305.log', 1074, 1677503130, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230301-1258.log', 1625, 1677675536, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2085, 1677713898, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.log.1', 882, 1677672635, 416, 2142, 'numbered', ''],
             ['logs/mailer/mailer.log.2.gz',
              229,
              1675062761,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA2XQO27DMAyA4T2n8BHEtzj4MKIeW4fGyf2bmgkKuFyFD/rJUn5nu8/vfcVYCyp3ANmOR3s8j51fb1/Hjsa2PY953/taxN7sdjo44ZxcyMMGcHygvCGjJ3RTNCkrIZ7Qo3Rq2pwZLpBAOaHOYtKgJKQTQnhzGGNw6L9USWfV+hTgdHy6UdYYIcLzr5TSAVRI2KT3iRgJJVc0GL7aq3PRpdRqScc1YnWVdHq6TlhiVKOguIRW13TYBF3p7Sz/Y9JQ5VaHXxeshgkJ+4QGNWHNy6jr7QfUqolV1QEAAA=='],
             ['logs/mailer/mailer.log.3.gz',
              458,
              1673831194,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA2WTOWIkIQxFc5/CR0ALWoI+DIvIHIzbvv/gEu2gXCn1+OLzKOXne/+Mf4+6GBbQHKzx/vxqX9/PR91rH8+HIL5/P+Pz0adPY/G3C4PkbApF40JoL46SI1NKsAU3qsgJ4gWqDiRngp+/D8gJQhFNcJoYeisJ0gXikGpsClL0BeJJdOAEiZb12SJBvkBu0xl5lcntNiqYWoLWS/TommC9QNEaPFmozH5LND6TFpkLISQ5SS64zEocY40/k0pyAbHA60xOL25pC+tNdr78GRRPp14LVV6QoF3gaOBW6rSGcOsUsZzEurdwx5qgX2DMvvsqs9ju6k8154ir8Bi7/AuEow0MmnN4993V7YjFT6c8wKSN7BTSG1YHqzzqwHunWN3PLVacCxoliOcyevPqVLuOu3DbpyOcaWtVT2J6I0xm01wx4p7IflotwJWknMT0Zpe69Y2ChvN+RpbTKgKyjOgJpjfYlo7YNqxG91GLnXK07D3kCAApDiLJkMXD/Z4IygdcXZrryNcIaY4BKdCSpusuAJXf17gWeXg+KjjmzC3vqjFl0D1R8OVqaJ3bwATTnBYDy2w6QH9HffsPO9LGaFgEAAA='],
             ['logs/mailer/mailer.pid', 3, 1666063800, 420, 2142, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'rotated_numbered']
FIXTURE = None
ROTATE = 4
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

def test_archive_of_deleted_files():
    by = {e[0][len("logs/"):]: e for e in TREE["entries"]}
    with tarfile.open("/srv/cleanup/archive/expired.tar") as t:
        members = {os.path.normpath(m.name): m for m in t.getmembers() if m.isfile()}
        assert sorted(members) == TREE["deleted"], "archive members are not the deleted files"
        for name, m in members.items():
            e = by[name]
            assert t.extractfile(m).read() == _content(e), f"{name}: content"
            assert (m.uid, m.gid, m.mode & 0o777, int(m.mtime)) == (e[4], e[4], e[3], e[2]), f"{name}: owner/mode/mtime"
