import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['gateway', 'ingest', 'search']
TREE = {'compressed': [],
 'deleted': ['gateway/gateway-20230311-0438.log.gz',
             'gateway/gateway-20230311-0713.log',
             'gateway/gateway-20230316-1142.log',
             'gateway/gateway-20230320-1748.log',
             'gateway/gateway-20230322-0444.log',
             'ingest/ingest-20230304-1042.log',
             'ingest/ingest-20230313-1219.log.gz',
             'ingest/ingest-20230313-1705.log',
             'ingest/ingest-20230313-2006.log',
             'ingest/ingest-20230322-0804.log',
             'search/search-20230318-0315.log',
             'search/search-20230318-1508.log',
             'search/search-20230318-1602.log.gz',
             'search/search-20230319-0001.log'],
 'entries': [['logs/gateway/gateway-20230311-0438.log.gz',
              361,
              1678509486,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2XSOXasQAwF0Nyr6CVoqNIQ9GJUU/YDu+39m0bgoD5kcC56qB7A+3p8zc8niQbPGd0RH6/v+P55Pevx7t/ryabl8fOaX8+FOkQVP06HCevyECBTlP9gkYTVWpOBlpBOWAdig9F6SLshJyxww9KU4UiVkE84BtFsoOJ93ZASOmu66WatDk5XrqQTR+1darQtKbFCws6IA2gmrCfEVrpMiOD42025BlpNRwrmlTSd5EAa5FPGlKB9oNYrqS2M5n0k1BM6WpvuBNJiWw1WpeswWrxvSWgn7BJayLgg+ZYU349OiAbHelpJ6CeMiMGq0WbxPSp6vU+xrHkU5YSYvcHee2ngEmvtUUUvaFHAFnjC7I0uQTi+vaKuvTfEfB2jGk31LBxmb8AXryHLofcNot3/SOw8pV9Rr94wHz3FxTj71hv0ayAZLpg1l4rZm16HY+cR5rg5ZTzcxy9LmlwfSAMAAA=='],
             ['logs/gateway/gateway-20230311-0713.log', 1173, 1678518834, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230316-1142.log', 2333, 1678966959, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230320-1748.log', 1367, 1679334539, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230322-0444.log', 2001, 1679460297, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230323-1354.log', 1752, 1679579662, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230331-0931.log.gz',
              701,
              1680255110,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WVSZKTMQxG95yij6DBsqxFH0bysGMBDffHRP6hysk29WIN71MA/n4+fs4fn9U6yRTWBvjx9ct//f76lP3d969PJpKP31/z56dNDrNRvr04fIEcrVdetibPB+QEEaAmSBUGFq4J0gucg7DKGiJaHrAcEKUkCGptLR4JcpbaYTaOATrlepGQkmumsupTaXlxZQwONl8O/XqQkc6D5o1kDEpQstKKS3bfsezfbOhpUSzBiD7LgEiwvsBhhN5W73Wsu9LSIMFutLCxJ6gvEINateBh5Qb1WcZqLuTYkmsvrilqCZ61rHZv0eA8iDW8uZ/ZWM50wQTlsX+PbhDPEn2JDJzy4jC1EW6TkFed3i8OEZOrjbzwyEIxral76zCdbfa4Rkpg9CwfNRxmgmmNiMTSSuw27yU24QRLKQMVV4JpDVc3XeyNUW9PSc9orBXu1i3B1MbQoTLvdLBfL2ptZ6SrzeWay8e0RiOkz2Ch9ua3HmnW0GkDU29MafZzXmQWr73co9lan0JlCy7BCeqxTRaFQTeWN7/t0VTR16RTaVpTJ/QJbemc5RoNk54WladUamcZaU2HNqhO2583UMme9Qe6FniBdLSREC7cqMU9G6nHb7Ad4J2v5FIbx32CuoxO/1t8kri9OZWStAqRQ6XUpm1uWY0V/5P4z9OzfBZfZmcZlNYErgFCkyHqvQyEo5tDRDTM0VBas4fJPVbda4Srw4ZnpO5WafjpMK2hnbACoy/od4KxPBdj57Q3w+TOqfEGZShz57eLUU6AKyj1sPNeSrM7hn3yZccErgZ5B+poSmORa+aJzqkxxbFv7F6pviWYzouFui6ZmmBKAyOqYXHbp/btn4bPSHdJMVrvL5DPXxT2v8GOLjpu2+Q5NhbVy05AgmnNvk/dd+++Sh6bb38A2KOPKfkGAAA='],
             ['logs/gateway/gateway-20230405-1540.log', 822, 1680709204, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230407-2326.log', 1590, 1680910002, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230409-1834.log', 2307, 1681065295, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230411-0309.log', 1655, 1681182572, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230411-0317.log', 1663, 1681183040, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230412-0300.log', 1533, 1681268431, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230412-1053.log', 2019, 1681296825, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2484, 1681318481, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 5, 1675891800, 420, 2156, 'pid', ''],
             ['logs/ingest/ingest-20230304-1042.log', 2357, 1677926568, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230313-1219.log.gz',
              267,
              1678709956,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2XRuXnDMAwG0N5TeAQSNwsNwwtdilj2/lEIq7DMlnjfjyOl/3d/zN+tAzmgNnSc9/1Zn699o+PvZ9+yMNxf+3xsklOZPOdtubwgzAoGBDbMTwgBgTEH5KndoEBAWFCM2zS1loFOiAFN+B3YBxNoDofLUavS3BOXo4NPB8UwYKejKCkGpBixoXZV14F8GZGPkuUmTETPJRwvlwiqO6WCAy8OIb07tXFUJGwBJSZs4I2ZtQ+9rkbPnSYD5t56QF3Qk5Zee0Vi+UqUEpC61FpkBLQFrYDXNgWxySUxY9aAdWiR7DVgWbAe19GCeah/JSK9E9mSTpe4Rk63P2GQ8/8/AgAA'],
             ['logs/ingest/ingest-20230313-1705.log', 594, 1678727153, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230313-2006.log', 2152, 1678737993, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230322-0804.log', 683, 1679472254, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230323-0513.log', 405, 1679548422, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230324-1456.log', 1493, 1679669803, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230331-0950.log.gz',
              388,
              1680256201,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2XTOXLcMBAF0FynmCP0gt4CHQZr5sAa6f6G2BhVmSIDBqhX6OUT4Pt5fMy/73Ws7kqBq8bj+Vk/v57vvM/+7A8pPb6e8+NdoeJyk7fL4QUnwpjERcTaC5YDsVjCEWtiOCakCwoJQA1zL/V2I+2jhAunYcCBfEEHmdo7j6H2gnIgmyZkZ5kVesJyQaQpo/UlUu1eqpAnLKEyvERCyR6tE4P3pfAzHHpB44TNgasNT6gXVJyB7NBp6h2qRUKa00sZK6FdsFdEAXXftdx6ZLezjuDFeyOnVL9gCTJsAth37f9DxL2yXIcN5kHnxsjhlOqDDVDJb+vAwLMObezSMKeKmRyznRupEHPRbaqBp8W1cMTuJV0GZ+08DCfl/d5bJDnBmQ2nQEDCDM5CtKpawIVulcbZfsG2Q4uHZWwKrIotynK4xwa//4JsUMLrck1YTt4Uhci8uf4Kqp+Rcq04tJwOMzbNrHcTcSrt1/b9lLpo55ne/gEKFJCziwMAAA=='],
             ['logs/ingest/ingest-20230402-1835.log', 544, 1680460509, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230408-1219.log', 2106, 1680956347, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230411-0413.log', 1204, 1681186412, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230411-1200.log', 544, 1681214456, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230412-1043.log', 1633, 1681296220, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1270, 1681309925, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 3, 1675891800, 420, 2135, 'pid', ''],
             ['logs/search/search-20230318-0315.log', 523, 1679109341, 416, 2121, 'dated', ''],
             ['logs/search/search-20230318-1508.log', 1097, 1679152135, 416, 2121, 'dated', ''],
             ['logs/search/search-20230318-1602.log.gz',
              432,
              1679155321,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA2XTSXLcMAwF0L1P0UfASACLPgzHXRZx2/cPI6hTFVpb1RPIjy+Av8/jc/5+sljRLku0t8frq359v5663/16PRGhPL5f8/MZzXut2j8uhxck4mYwSVn/QUnI4ZxwCBA2nQnpgtZtCAPDqPMNOSGxR0LxEdOxJOQLSgCFLV9m+oaUMELTdSftYZROLhe8hhSX0kOOgRhiCTWkKokn1ByoA2pzbwL1zIbgPimtthYZJiwXbNV66SCqQw/IYZiQh6yIoQntgoWC2euSIfJz4jvUEntdcofqucaY5jiHtY7HNsjjnggqyJVqwshwYlmP2r3ZPEJFdUhovCMIS4hZnMWAutfkyHBC0RvWah5CGQ5mceZecoUA72WcRzVK52Gzu0e67M1goqpRG9o6HRa5rziiVg5OmL3hvlbTjg325//ff9nx5Q3FQFCy4Zi92S+r0xyF+9k3p3sXNlQbNUuXtRlzUoP9dyiNc165LwitkoxxB5Ot2SEvpgEOiodjxrvgjWbpercGszUIQdJdZM314x/W+6RUyy4cZsExWwO9WPv4A4ZB7GYOBAAA'],
             ['logs/search/search-20230319-0001.log', 417, 1679184108, 416, 2121, 'dated', ''],
             ['logs/search/search-20230322-0626.log', 2184, 1679466367, 416, 2121, 'dated', ''],
             ['logs/search/search-20230323-0740.log', 1797, 1679557241, 416, 2121, 'dated', ''],
             ['logs/search/search-20230327-1953.log.gz',
              241,
              1679946780,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA13Ru4HDIAwG4D5TZAT0AlF4GAGiu+LiZP/jkNOYhgI+fkmk9L+eL/89MiCT1dp58vN82/tzHrTOftamgs/P6a+DkwA62mM72HCSdeJ1pZl8IQYsksMZaGqQZzjcjufUamUY+Lw5EkkBO6p0aCMgRaWa0Vpj7Vi/UAKuGApYYYp3qwF5Q1stttIhJ8Mv5CsRy1VqJgJ3bwFlw+7MvnRVp9tsSrkCFZOiZgiXtyNFKz6ARu83t97Sq8XhY6h5wLKhF+8Fcs7m9VYpyCoqPmOmLo7XUDWGiqSpNG884ZYIjz/RSOnd7gEAAA=='],
             ['logs/search/search.log', 1732, 1681313883, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 6, 1675891800, 420, 2121, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'keep_newest', 'old_archives']
FIXTURE = None
ROTATE = 5
AT = [5, 20]
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
