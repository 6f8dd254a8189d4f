import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['billing', 'reports', 'worker']
TREE = {'compressed': ['billing/billing-20240105-1243.log',
                'billing/billing-20240106-0717.log',
                'billing/billing-20240112-0513.log',
                'billing/billing-20240115-2302.log',
                'reports/reports-20240105-1103.log',
                'reports/reports-20240111-2011.log',
                'reports/reports-20240115-0853.log',
                'reports/reports-20240115-0900.log',
                'worker/worker-20240116-0951.log'],
 'deleted': ['billing/billing-20231219-2006.log',
             'billing/billing-20231224-0617.log',
             'billing/billing-20240101-1737.log.gz',
             'billing/billing-20240104-0735.log',
             'reports/reports-20231215-2230.log',
             'reports/reports-20231216-0314.log',
             'reports/reports-20231230-0422.log',
             'reports/reports-20240101-0947.log.gz',
             'reports/reports-20240104-0104.log',
             'worker/worker-20231219-1632.log.gz',
             'worker/worker-20240102-0806.log',
             'worker/worker-20240102-2112.log',
             'worker/worker-20240104-0116.log',
             'worker/worker-20240105-0345.log',
             'worker/worker-20240108-1620.log.gz',
             'worker/worker-20240114-0934.log'],
 'entries': [['logs/billing/billing-20231219-2006.log', 2227, 1703016370, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231224-0617.log', 2386, 1703398664, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231229-1540.log', 886, 1703864419, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240101-1737.log.gz',
              349,
              1704130639,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA13SO3YkIQwF0Nyr6CXogyQU9GJAQDbBuO39u1yiA1MpdQ/i6QH8fo/P+f+5lJd3tgDzx+urfX2/nnSd/Xs9mVgf36/5+WzEQ5z543Z4w7FQe5nGS/CABJxuOCxbVtPR7Rq5TXUCV3473q7WfaFXFK0dE/INdUht1CvYNdZxIZZ0dURlf19YctCyWBWwSZTDobMlRLxyMIqEckOy3gbNKDbaG0pCgZquW2igrXR6uxko0EQW03y7siOtCjsaKGpa9gvthhIxTWaMdv31F7pvhya6qEu6mpGahFdYAF0OR+Z7Uh+1EuKOxnP55gNI2If7uYsiexcwWylt5PIxW4PI1kOAFsYBWWhnqlw6emkJszXeqU6iK1GQI9Nad2uuiRTbzCditkaKMrk4ajl3gWYbTowYEpowWwPTedWIHkTnpAS7NtjqMnBIeNXm4wc1j0F3IgMAAA=='],
             ['logs/billing/billing-20240104-0735.log', 1710, 1704353707, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240105-1243.log', 1191, 1704458619, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240106-0717.log', 2390, 1704525437, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240108-0703.log.gz',
              424,
              1704697426,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2XTOXLcMBAF0Fyn0BF6X4I5DBoAMwfWSPc3TWCkKoop61VvHwD/v/eP+fchNcs7ppjY+/OzfX49H3r++/N8IIK+fz3nx2MYthI/3i6HF8wDwmoqiMAvKLRgHdwdR1uQLjjbWbCMaBzzBXlDT1uQvKeUbMgX9K6ExWcfJDfIYbvitGJwnQvKBVW9NABjur6gLEiR8D0jt+y8oF6wU+LBNgGdXpC+4a7o1tCjdqt2QRJ1m+55bve2HEbiBcXUgSct6Gs5A5JaFPXqt1bZYle0o7RMN4x1DpgwAqBg9FuryLRnRIc4psWCecFqdUSydPg5x26VSHGfo58HicQL4koOmDCHcA+mO0RZ7hwELff9cQdHhci5ATa5O9jnh2ruE2W5lRuKPsBiAGXej8G8d9pTm3iNBVduzE9Rw1oK32D4K6iarc+5G12x8ZhHVms5ot/yRh57M+5SMdMWXLFp2hqqUkK/T8ihufPmB5rFrrhiM4t7z1E57Pj1pnLvtJ9z8dhBxRWbMy7Th2BV4r2ie2xoem4vrti8/QP3/uQeAwQAAA=='],
             ['logs/billing/billing-20240112-0513.log', 984, 1705036402, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240115-2302.log', 799, 1705359766, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240124-0041.log', 1974, 1706056874, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240125-0156.log', 598, 1706147784, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240125-0817.log', 1057, 1706170635, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 544, 1706174830, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 5, 1700757000, 420, 2114, 'pid', ''],
             ['logs/reports/reports-20231215-2230.log', 1685, 1702679427, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231216-0314.log', 1236, 1702696474, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20231230-0422.log', 2343, 1703910140, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240101-0947.log.gz',
              350,
              1704102429,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA13SO3YkIQwF0Nyr6CUg9EEEvRiEROZg3Pb+p1yiHVAp55bE45Xy+z2+4t8zVvDCIC+tP17f4/vn9azX2efrCa32x88rvp4NQaYv+bgd3HBWkiitRUd+Q06IBTbstmbXDgnrDZWHLODeDOQN6T2xUcJirqq0J2JO7MQd2/XzVY9VdbMRvYO1lYxuVgVHGa2x1nXMq6S6b7hahGkk5Bu6s9t0ocp/i+JeFBT3DXX0VaQklBuKMyuLTq5+QGTaq5o7ooYlbAl/k3MQb2hHppVwZxrLyzDb0egNC00pXE07wTmxtveqo5sD1YQ9IYYFS0EUOl9RBBJWGKMO9BtC9qYM6kQGHtyPVK+yyIZaiAdnqpC96RZXMtf7s9MJlXc40dkWLU24e4MUXuZ1AGeq0HSvajzCQzBh9gZtri7N3BqcFRf6g3Neq+U7QjYH4+M/1NAtyioDAAA='],
             ['logs/reports/reports-20240104-0104.log', 1113, 1704330284, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240105-1103.log', 1180, 1704452593, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240107-1824.log.gz',
              271,
              1704651884,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2XSO3YDIQwF0D6r8BL0RaiYxfDtUsRj7z8OwinGtHDPgycA/tbtPn6OUtOwksAK1dv5KI/neehr7/s82Mhuz3PcD7XUpIp+LYcLUnfHSnVKLW8oAfElA45sHcQ8IC2IxIRS0FvVj8S8E30Un3W2gLygQUmKpAP4msgazMyKNJBgslii2qcg9E7/jDdDSgEbdTLEfVFdEFynCyeklt+QNnTfiTN7si47MS2YTQc3dKI+Ly9EFg/4arwlzSWgRTUmzbkzEOpHp1l2Ypq5St/DyAt2QMtFpo/X6ctVUSFgJ648GAL6gpINtFlRMr+UQ5b2FF1mJSp9QYx/M7Ph1y8K1aiYSAIAAA=='],
             ['logs/reports/reports-20240111-2011.log', 1068, 1705003892, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240115-0853.log', 888, 1705308820, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240115-0900.log', 1861, 1705309220, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240121-1507.log', 815, 1705849676, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240121-2046.log', 588, 1705870000, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240122-1441.log', 1424, 1705934486, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1981, 1706198393, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 6, 1700757000, 420, 2163, 'pid', ''],
             ['logs/worker/worker-20231215-0801.log', 1584, 1702627296, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20231219-1632.log.gz',
              232,
              1703003532,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2XQMZrEIAgF4H5OkSOogGCRw6hAt8VOZu6/s5I0GVq/3/cgpf/Znva706y5SxmptbEdr/56Hzt93n6OHYRwex/23HXO5lnmY7m8oHNiMDCryBfEgJLT6VRIYbRwZbn8+YvVHQXLLbBkpIB9uDbpEBAWbCh5zJr6LHpBOCHzlViGS3EPiJEIOC0hMPR5wRIQWcLZ7I54NaXl5qdEhQogvd02xFTPwDS4Se49YI3TqFa35iaab7AQ1IAi5oV6DcgLsgigEbHO9nWbfDYFhURK4SSaGtJ4/AH1i/Vx1gEAAA=='],
             ['logs/worker/worker-20240102-0806.log', 589, 1704182763, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240102-2112.log', 1346, 1704229967, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240104-0116.log', 1262, 1704330982, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240105-0345.log', 761, 1704426334, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240108-1620.log.gz',
              767,
              1704730825,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WVO3YcOwxEc69CSyD+ZKDFEPxkDp5l7/9BA7Z1RHc4M3cIVhWqS/l83n6t/96H0Cxd2yw03z5+999/Pt4xvvv58a7S3v58rF/ve9U1yqo/Xhi8OBtzUzA2xR6Ok8NGlmAH75PdE8QXWMrmXibP0foDSoKAeE7sPmvhuhKkF8ifMzLVNuu8Qa6UYJFBS7AkyC9wbXQrjEXdLxBN67mjcm0yNUF5ga4EhRlVN1/akHBJcFbSuspIUF9gGyJtKfjnMRdooAmSbKe9z6iWYAnFUMpaq96jsuA5EScPpwPWVLWxm+1aZvlrBx1QKjygbiM+qrYUx7jL6NPb4ltVwiNOHKa2Fr5AyOAo8J7Q9zC47UAs50QqEym0SjCT07ujeTPD8g9Y6gmAuA+qfMBMjppNxKo6575AgzMpdLfOPJPL4JCS19ImxahXVKEJH//JvcA6B2ZwWoTU43Pjr8Q9ojaUBG00U+zpP2Rwtvdqs67q8avvYPh/glN1i7eeywF6Mo5LukkEA67gNDmc0qLQMpMKmZtSwYn2CNHGJQ3h8QKMcRffyWVs1praiHmw8C2N2Nkpbo5DTBLM2GwFjBnNeP4TG9BjIuungphmYMaGxZzZQviJ96T2XHGONU0LJHgKh6S3hdD2Wpemdm4YLWUtrpNYhmYMW6bUXLrcq6jPoNhgbB95Qzx142GO0NrrK6ZPwYmeHZ5kUWfPDTM1o0eneicafjcjxXMWg3QNwaxUzNSsRgNlQ7GBF6jtpG3aWH2MDA1maBxG9EUoDTHW9yuC6QG7UZRLPZOe1Gyq07xs/HL/SMr6t940tt8yNZipEa8zKqhXiWr+zoE83Q+dG2k7HrbHw6o1XglRHvdC2VNvo5YypqY0lKmh0Zqhbdil3i62dsxQnxbuW4JwFqoZyO7RIXRr82lYvjQ+HSvtnJi56RM4trGPeDVe4JPSWoVhASWWqRHA+FsSWXq/3ajxY2IPHTZmZVCmpvMiitzHHV8m/vgfDWACZKQHAAA='],
             ['logs/worker/worker-20240114-0934.log', 2075, 1705224889, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240116-0951.log', 1501, 1705398663, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240121-0938.log', 1649, 1705829929, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240121-1105.log', 1002, 1705835142, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240124-0659.log', 566, 1706079581, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240124-1529.log', 1292, 1706110190, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240125-0304.log', 1373, 1706151880, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 929, 1706196899, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 4, 1700757000, 420, 2107, 'pid', '']],
 'hold': ['billing/billing-20231229-1540.log', 'billing/billing-20240125-0817.log', 'worker/worker-20231215-0801.log'],
 'links': []}
NAMES = ['compress', 'legal_hold', 'old_archives', 'quota']
FIXTURE = None
ROTATE = 7
AT = [2, 40]
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
