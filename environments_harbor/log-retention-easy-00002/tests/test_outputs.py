import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['auth', 'billing', 'ingest']
TREE = {'compressed': [],
 'deleted': ['auth/auth-20241013-0426.log',
             'auth/auth-20241022-0221.log',
             'auth/auth-20241030-2040.log.gz',
             'auth/auth-20241101-0453.log',
             'auth/auth-20241106-1909.log',
             'auth/auth-20241205-2030.log',
             'billing/billing-20241017-0036.log',
             'billing/billing-20241025-1834.log',
             'billing/billing-20241026-1320.log',
             'billing/billing-20241029-0556.log.gz',
             'billing/billing-20241106-2347.log',
             'billing/billing-20241206-0912.log',
             'ingest/ingest-20241011-1800.log',
             'ingest/ingest-20241018-0842.log',
             'ingest/ingest-20241021-1659.log.gz',
             'ingest/ingest-20241025-0748.log',
             'ingest/ingest-20241106-2235.log',
             'ingest/ingest-20241206-0411.log'],
 'entries': [['logs/auth/auth-20241013-0426.log', 1929, 1728793605, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241022-0221.log', 2111, 1729563701, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241029-0830.log', 2322, 1733371462, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241030-2040.log.gz',
              279,
              1730320831,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2XSO3bEIAwF0D6rmCWgL6LwYiQ+XYqMZ/YfB+xiHFrOPe9JkNLfeTz7zxZNM2Cq3tUe+8tf733D4+5730Dg8d77c1PA6NHT12QwXbUaFSlnanQ5Xg4p2YItOwzOfUGcEFXsCPQ6wC9IZyApLQjNtJbQBWnCJB0jsEo7Knw2ReC0YJfo0LovyBNqWGNXiOr8D6KeVRV1OPCCMiErc29laLRyq0pkZ9XM3o2u5eiEoiTJ8ghTvy8V9VzOwOFBPRbMEzoBSVYpku9bFS1n02TctJyBtgKPkVvJEZ3K/TWwnFASM0TIgmVBbJEKkbvJbURMcjVtUEzJJoT1b4wHFzxerNf0OeLXLwM09qdeAgAA'],
             ['logs/auth/auth-20241101-0453.log', 1695, 1730436809, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241106-1909.log', 522, 1730920174, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241107-1157.log', 2362, 1730980670, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241108-1622.log.gz',
              527,
              1731082967,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2WUOXbkMAwFc5+ijwCAWMigD8M1m2Dc9v0HLVDj92gFSqQSiI+CAN7X43P+fdrqZgqUUNLj9VW/vl/P5M/+vJ5IxR7fr/n51Gy9WssfF4cXKFQ1z5qXDLxBCZA5B0fShBhScHRxKfnH1hwEM98cB5eSSoCgHdkqBJgucOaspUBqddSjoJ99V4TRYErFAPkCC69iUo2m2gGmghAgMvp71AOUC+RuEwd3bkRnRUy4e4SJSxsHqHFUrAJKZLXLrx5h90hjjIZpBGgX2JRhUBo0it4gbVA0BciF/IISYL5ATaNM6ewBzbNHyrwrzj6pjd1jiXAwc59FRbQfYNkY1JJ7a+vCMLTpU8ZbCph9HB0i2s50zYTQhgUY2ngmmWQweNynb2VHyqTFfJLB0T6nd6faqME4kwHZBXtu1rCGbxjaYK/JFW9r/Hi6Cyb2lC9QFlLPGEPE0Mas67LOjD0fFQm3brMtkaw1uLDGE9ZKfodZzuGj0d6olKGvFZ5iWOOpSJ3QfL54FEQpGzQwSQt2pmFNdxvdeff9p+L/bHSHamt6NHuHMazpREMLl1pIj2yM9u4zVEiYd6YhTeYlTbH4N9fZIt3T7zNP11svkOBeDCb/aUBLv5Y/3+BwF2VaaEqhDQ4fh6eX3x4dJ72HsfzXUF3w4GivMFBuBMPkHGLKH/8AuMKi3ggFAAA='],
             ['logs/auth/auth-20241110-1114.log', 460, 1731237251, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241118-0915.log', 2281, 1731921354, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241125-0106.log', 1928, 1732496768, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241205-0230.log', 1797, 1733365848, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241205-2030.log', 1800, 1730624279, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241205-2112.log', 1553, 1733433168, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241206-0814.log', 580, 1733472874, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241206-1123.log', 1474, 1733484225, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20241206-1829.log', 1338, 1733509797, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 1982, 1733536540, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 6, 1725784200, 420, 2128, 'pid', ''],
             ['logs/billing/billing-20241017-0036.log', 1315, 1729125390, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241025-1834.log', 502, 1729881298, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241026-1320.log', 673, 1729948835, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241029-0556.log.gz',
              638,
              1730181361,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WUSXIkIQxF9z6Fj4AmJBZ1GECw60W77Ps3lSLtaJzbjBca/hMpvb73j/H30VsjrbNl0vH+/KyfX8+HrH9/ng/KVt6/nuPjMfMkYfa3i4MLpN5r1pkYkW6QAsTyDdI0rhUDxAtkH1OTDkGSG8QNZuEAxcStGwRIFyg6eDg0GzJvkAMsnILD1nUNtAvyxXntTXOeY3Q8CmrajbIWKXrXk4sDGCK1AkudvxrF4MCsYQINLl/clIbdm5HoyQFoDrDY6GP2XVCj0e4w1tDcsZxZ3Iux5myQd0GLDIuoDpzQhhxRZLHgGkH20SS4cnGjOkEByw50LJQINsipK3GjC4SQZo6VRUmeX9H8P+FqdK/UlUzRLcCQRlYG2Yiz13RMKLS51DmrWUwI25mCiYFXuKYHV2hvlAGopr4bDWW6Zq2DPauWYzOkN/ha6YqgBBjOpCKpNjJvZR4gpHtCVBk9lRag7E6BlamJ5HpKk2CDa3WcVDYY1rjNPAZRqQJnq3brllfEVSEFGNZUxrn8Zkx6hoHEG3TWChN2GKENTgchBff0+4LvgyoFcIkTBwXhDZtPV8kDx3lQhLJnHCnNOUpUxPCmzURJ/eWAn1u9n4xUubdJMSKGNkWdcusCqHYWtHzHaBlg2RcgbnDZZOv1QjtPkWhfVIMGkDR8w/Am1zJG64ObtcO3dTC7YHWXVnUEGN5YwTwlZ03kR8FiOwstrAq4Gw1tRKavKwSca5xD8ML3QaW60B5cWFPm8qH2PJu0M/zvRwr7qjZwrzSsEV+xLmymn8dtF0Qm3a8wrgcCjQMMayatl5KmT/4J//Z0HXyAb/8Ar+4v5mIGAAA='],
             ['logs/billing/billing-20241031-0830.log', 1002, 1733332204, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241106-2347.log', 1055, 1730936839, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241107-1547.log', 1566, 1730994472, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241110-0135.log', 1959, 1731202540, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241118-0456.log', 1747, 1731905769, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241125-2150.log.gz',
              318,
              1732571422,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA13SO3LkMAwE0NynmCPgTzKYw5AgkG1gj31/jwWptkpKVU/dgADw9zy+4vMZPDbSnLADHq/v+f3zevL73b/Xk4bx4+cVX8/dlJKmfxwODyjLZ8RAjZAbROlUUGByRpeCVIkJjsLb2l53iNrORJE00VWQD6iiYzt42NILylV1QEFbk3FgLygHTLWmRkrkeIOiUm5wSN/O5fRwQze1ZW2ijntT6liQXSBxniPaAd8LDffs2da8oBZkwnM3yzCmSxZsB9yhkWiBNumCdEE5q3KKB3Qt2CvRnXwJoNG4JRJrL0i5YWuev3EckP4KrdgZuG+J3c6mA8G592qKdTfvjzO7ERq2myO7RsShvbXYBetuEtWhu0P6fals11KlpTSEWbDupr2XA7xnGsH/ET9+AdCo5OvMAgAA'],
             ['logs/billing/billing-20241205-1101.log', 1417, 1733396501, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241205-1204.log', 1277, 1733400284, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241206-0402.log', 2288, 1733457777, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241206-0912.log', 2106, 1730745177, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241206-1204.log', 633, 1733486682, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20241206-1518.log', 432, 1733498290, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 2184, 1733555219, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 5, 1725784200, 420, 2114, 'pid', ''],
             ['logs/ingest/ingest-20241011-1800.log', 965, 1728669606, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241018-0842.log', 1823, 1729240964, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241021-1659.log.gz',
              629,
              1729529968,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUOXIcMQxFc51CRyBWAoEOQ3DJHFjL/c1pcOSqnk67XmH5Dyzl8b1/zr8fixBcR2fv8/3ru33/fH3Q/vfn6wMJ5P3na35+DGfRtdbbxcEFtgoaXMOb9ieICRpRcnNV5RaUHF5cccXGGIXBn5wkB2TJSVk6hUdydHGdrVJTmOhy49AAEozFswFIgnyBoy0qXWMowm1CJk0OWY3k2ahko31GrTJcSr0NSCJnMz1wxlRMUC9QC3bUaqD82ykfcM98cWsaDsbTaL04VymhDob/ozgFEWpNkGppq88DWnZqfbmbuPo9Q1I5FWfjOXzUBP0Cq3eXpWbR9J6FwKkYczZrUC4Q0poRDtih83S+t4p6lhrsMGxlRUhrgrRGhKktueuGykc3qTt/zPghtdFVSMNgmY57q3v0BEEGeAxLML1pgX1Nnn2rc69odoRTLV5LScEhvQHanU7ovb6CrGerPMrEGi3BFIeDcI9dWl3rHgfxqTj6YKmQxkGKI+TsPKQ/9LqJ8xuHhdZZIhJMc7BoA8ZFq7+AJucYsdc+qJ040pydfrGGIaPet4qOp6K4r9XsbDXNaatBPOzBgbcZoTg8j8OjivoFYjk5yhaxtyEAL+dfjjnAtl8IT+UwzekFYrc6eFK5zcj8e/7bG4qMEVMcKryCDbDAuHVqzxDDrC7MEDG1mbBfkrqd4L2qW4igp17bTxmNceqlNnPsVa1eVIxuAxL5SR9RHg9LXjGmNvMR0H6o+rQXw5nwgK2Sr8oJpjZl7mfKZDRHuh/j86SoiM+iZ6Npjeq2ymBM1xdP94N/VlrqRDJ6e/sHNdPVITUGAAA='],
             ['logs/ingest/ingest-20241025-0748.log', 1675, 1729842506, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241101-0830.log', 872, 1733501505, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241106-2235.log', 1564, 1730932539, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241107-1951.log', 668, 1731009086, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241108-1357.log', 1483, 1731074271, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241110-0838.log.gz',
              703,
              1731227894,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUS5ZbOwhF+xlFDQGEQNCowaAPvddIKpl/5Ituar1rd9yw9xKffQB4fT5+rZ+fwzvCaMBG7ePrt//+8/VZ9m//vb6EP/58rV+f7jNiuvy4OLxAYwQgHcVW3GA9IFdMULs3RfEEywX6UPBGc/+r3CAl2JJq4VONRlJ0UREKVmi683xQrOc1iHAbi5OrF1cleguZvX/3d7gKWBNkmlUBTpl8gZOARNcCtGeZVNQSrC4LZj+DkQuEPrw4CFTT52DMToukVmPOSLBdoIhwjxK4WJ+DAU3O3HQu7clpttiXkXuN3dDNcXLCcAqtJZg6JGcX12AhuCA5+LPQapTgBGJbI3eB6YxR70arM+h8OEOop9LijqySy8B0psKwCmt66eNNNjwz7Qq1T8/RYDojk9ZehqDuEv7fom2LLm7gmnPMmlxaQ96Wz7XdHfLgqP4DwwZJnBZTmy67BuLdja8HWFqrd6W461wtwdRm7QbJcFj5ns39Iuh5cZtPsF1NMLVpZXSkKGPIM0+oJ4fMHt27JpfWMDGZctOu48FR47MMstfM2wH1BJi70CrQvnW7WwQ7oLQ+tHEmA9ObWcShVg5rb7PRdrLIY68fz4vl3JoGsUqdrjOekfq3RkZj2ylPML1puqbNUrx7fdvG7c1e2ALCA5ZTaue+xwNS3xRXOS8Gyr4OsySY4iAOVeuwV/xMP+6uThhfeWabCaY4g5qs3riv8nwR90E5B05mqYx5NkqKY7Vt6dboZcHbobrTuKq41HJeTHE8Ytu0b7jieqZR7j02KhFG58U0ZzuxpYslMJ6hoi3V6ZG629YkQT2HKsZ2gFut+Oyx8FkHq1cckHEsaY5CbGtkvDx/7nGf29sccrJGF0hpzj6ovJexor0NB+W+jTv9YRh5GynNUUauQaG18w3++AsgFeBV/wYAAA=='],
             ['logs/ingest/ingest-20241114-0635.log', 401, 1731566120, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241120-1244.log', 2052, 1732106665, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241204-1445.log', 688, 1733323512, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241204-1459.log', 1624, 1733324360, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241204-2305.log', 1781, 1733353530, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241205-0016.log', 2379, 1733357772, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20241206-0411.log', 2300, 1730579234, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 2485, 1733548503, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 5, 1725784200, 420, 2135, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['logrotate', 'name_dates', 'old_archives']
FIXTURE = None
ROTATE = 4
AT = [2, 10]
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
