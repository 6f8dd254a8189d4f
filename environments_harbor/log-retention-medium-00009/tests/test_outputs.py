import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['auth', 'gateway', 'reports']
TREE = {'compressed': ['auth/auth-20240910-1847.log',
                'auth/auth-20240913-0837.log',
                'auth/auth-20240914-1046.log',
                'auth/auth-20240916-0425.log',
                'gateway/archive/old/gateway-20240911-1323.log',
                'gateway/gateway-20240910-1354.log',
                'gateway/gateway-20240911-1330.log',
                'gateway/gateway-20240914-2321.log',
                'reports/archive/old/reports-20240912-0208.log',
                'reports/archive/old/reports-20240918-1629.log',
                'reports/archive/reports-20240911-0337.log',
                'reports/reports-20240910-0930.log'],
 'deleted': ['auth/archive/auth-20240829-0852.log',
             'auth/archive/auth-20240902-2226.log',
             'auth/archive/old/auth-20240901-1858.log',
             'auth/auth-20240826-0721.log.gz',
             'auth/auth-20240909-0609.log',
             'auth/auth-20240922-2138.log',
             'auth/auth-20240923-0410.log',
             'gateway/archive/gateway-20240827-1230.log',
             'gateway/archive/gateway-20240910-0013.log',
             'gateway/gateway-20240902-0908.log',
             'gateway/gateway-20240904-1925.log.gz',
             'gateway/gateway-20240905-1857.log',
             'gateway/gateway-20240923-0828.log',
             'gateway/gateway-20240923-1128.log',
             'reports/reports-20240829-0819.log',
             'reports/reports-20240829-1337.log',
             'reports/reports-20240902-2031.log.gz',
             'reports/reports-20240909-0026.log',
             'reports/reports-20240909-1259.log',
             'reports/reports-20240923-0855.log'],
 'entries': [['logs/auth/archive/auth-20240829-0852.log', 520, 1724921570, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240902-2226.log', 723, 1725316008, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240901-1858.log', 1811, 1725217122, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240922-0100.log', 2388, 1726966842, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240826-0721.log.gz',
              376,
              1724656918,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2XSPXbsMAgF4D6rmCXwIyRUzGKQQN0rkkn2H4+xU+i59fkOV3AB3t/jKz6fFgZDldl1Pl7f9v3zepbj37/XU1AeP6/4epYZoD3o42R4uiJrtgXW+5LbSTrly0mUWJMsHZ2utwllkU1tvjlsUBNCNahcJCGfcNDQVrohW2xBCQUSVhdFgp6wnPAYOFWgxdI/yBesnG4qLozbyeki6P1uHlh1T6pYEjLZEMMraT2hLOoOXLAt3JLiseiEawQV0pqwnZAcIPD9hlluSAmZrp3WXttguQbq6WbDFj469OB9IDAlVPTo0iNhz+O3tszmotZhG9juoEQMMuo4HV6l0WNbhaiMNffVHAGvnXo1ktESZmtCV6NuNqjLdgsE6gmRPLRaHgOzNms4kjofC+z79etxn6wNuJuvK2rWRr0NqT6heduiEt7nZxTy6VlwzNqosEY4eIT9Vxu5roFGprPmUjF740V4Mgt9/ALlMXSdZwMAAA=='],
             ['logs/auth/auth-20240906-0300.log', 2006, 1727037675, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240909-0609.log', 1906, 1725862145, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240910-1847.log', 595, 1725994043, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240913-0837.log', 2209, 1726216635, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240914-1046.log', 1434, 1726310806, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240916-0425.log', 1322, 1726460727, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240919-2053.log.gz',
              563,
              1726779224,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2WUPYLjMAhG+zlFjgAIIShyGP2gboudzNx/FSNvobh1nuGDRwDez+Pb/z7Be9I5hwPy4/VTf35fT1rv/ryeSVUevy//fipPSUnl6+LwAsfoo2vSkdlukANEIg0QhiSllgOkCyQ26WadzcoNpgCl7HpQiLBZYOnCcurDks/m5X+jedcrZAHSABWCFCBfIOuAUrOhj3TUW7/kACVjkUwbzBcomD25cx5DztHkFFxpZlzHDE6iIFTpkFZRygdHfEesi9NWd8QSoEufTWcf7mfEhHRXrFCttAD1AtEt5dorKLYTNN6zAR2tdOEALXahmmQ61lk/IpJskNGVS/YLxNCGBgFXT9NGObbPILtVpsKj3mBoA2OAYxpIuR+t0luIAAHciSIjhjbD6szdUW196Ziq5VscbtnmKAGGOEZSQWat4vnYP4LuPa6VYVk5AwxxRqdCMGdrTkfG9WKLY33OdT+71RBnGi4vhNqKcFRMqBsE7qUlgQDDnFKRyXmqq54Z4VZuCNl74QGGOWO1mGcTA9TT8cz7insvJjrjGDHMGYpL01m884c5JLhBz1SzhOQY5syiWVmpqs9zOLy8j1bXGlPdV0VhzjoYaolTGvwx1UTbnJnVZjUKMMwRRfIyS+MMR8asu2CpiStxrJFCnEaTUxHvRev5RwV2d+qjo+zjoC0Oc8OsuG7mjJjE9jaqw+zdwjgKcVwrVVEx7HQMlWGv39/P+PoHZukIm4oFAAA='],
             ['logs/auth/auth-20240922-2138.log', 2291, 1725820546, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240923-0410.log', 14951, 1727064618, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240923-0710.log', 2212, 1727075400, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240923-1100.log', 8192, 1727089239, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240923-1754.log', 598, 1727114045, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 1835, 1727123761, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 3, 1723518000, 420, 2128, 'pid', ''],
             ['logs/gateway/archive/gateway-20240827-1230.log', 732, 1724761850, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240910-0013.log', 2043, 1725927219, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240911-1323.log', 1801, 1726061023, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240922-1559.log', 1679, 1727020774, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240923-0748.log', 1111, 1727077736, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240902-0908.log', 1348, 1725268126, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240904-1925.log.gz',
              597,
              1725477914,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUPXacIQxF+6zCS0B/SBReDAjRpUic7D/MiC85h7iZwnNHD70Lpbz+Pn7Gj09cxedoy2zQx9ev/uv31yfu/31/fRh9/P6Kn5+oBiEi394cvMEx2eYgkRnlASVBUikJFjNYlSxBfIOA5LKGSXS7QCS2BBs6CE9PkN6gDN+JfKjPeEA+oOqJOkCBqWCC/Aa51MrqI8rSa6LVxMyZ3Mc5obyx6qtEYDdseM0j2d/JeaTB+MyrOY+dN8e2HK95QNISXKiDOc4JNXdae5c2XZT+A0s7OwUCYlgzQXuDZsQ0kebCv2XQiWqKJ2q0IpNGgu3stO22aLbtwVU/lHqiUrCS1niDkN6QIjC6FfF+g+0BEZya80owvVletffl4cpXVH5KpNXLFMikkNpgcDSfXJzrNZCIzm6wjuFUKMHUhqTWsk3lZvNOqvqAwC36aQNSGw/CWndNtuhKCnS8YZS+lqY3kN5MB38VUYXiv9XwA5KWHrMmmN4oyvJSqfR/O31aLGelfUghmSW51GbX4G5KS6td3L65B6x96VjtrCa1iV1G2afbU/FOykTPVVyqYqf91MaGuM4K3jHu1UA5vrkN6NHbG8TUpg3wRVBWi3HfKdhCpKj7p3ckTjC10baDohTDShcIRc9lZEerHLlUTG/2va44kRXKuN+p530bDL3Zw6U2+1VcfQKuqX7vptJJWgewSKSomNpAXSO67/dy3EvF87qVTtF32YnJ3/Kpkwnjbdt28JwvFprL2WhK4/Y6dcRY/3K+uG9/AEEL3MvlBQAA'],
             ['logs/gateway/gateway-20240905-0300.log', 2163, 1726982274, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240905-1857.log', 2229, 1725562624, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240910-1354.log', 568, 1725976479, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240911-1330.log', 1502, 1726061443, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240914-2321.log', 1787, 1726356114, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240919-1546.log.gz',
              673,
              1726760812,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WVO5JcIQxFc69iloC+SMEsBgRkDuyx92+mxfOUcQeddJ2S0D1Sl/L5efs5f7wb9GVQWYX97eNX+/X74132b98/3kkZ3n5/zJ/vo61u1uzbi4MX2L1YgVi9mjwgJyiUGGGt08ZIDF9YayYEdTmFXhiq4wHVRimsCVKC3LnRLmZWHhATrOXhxlJuayXHL64QtwJeu+HfPik5KGQJoo0F0HqC8gJj9Fa61omKV0GRU1DGjGEsyemLq7TUaQoX7xfHxU5BmiuCHRKs+ULr2oRj7CdeIGFJbs+8zopnpPbitCHV0XovrV8Rwo71dCrWUVZJ0F/gCqc2lgso3AW5nuzBFzRd8QIhpZltR7EK7+95V5Sn1VU9AiSfCCmNEnQKQJimdxi455dhOI1e6YCpzbI6fUe4eb4qouoZKkAFcsk0ILWZs82ghVI6XBV3rqdizJ3Y0PQGjjcVkMXRPyfyr6hE54nMtlQnJZfa7FDDLFBGufcCDrY3roLEwdKamL6XzHUs6vdkQCTB1sKCByeY1mBlDumzjGp3FriDTt1ihAueiqlNqECb67PsvRgI7E+rzrilSzC1oT1Tpu3C4P9C1HouxmJd/WwinlMjAVvUmKX5pZvJsY3FnLp5cilNcG8ynXSo3Jo6nFtTGBiaYIIpjRfaKcyldd0zxWfzvfW2vKYzmM7I4NjbxBhfC/XcKOITYi0UiJg3EdOZhW6NYzL3+p9sfGQrWxgBP6A8I6XttlKvt6WkcloNUPXe8ipiagPUeQivOjBuSw0O2HCXxJHXDVMbLTL6RB7K4wYr8KONeN0lE0xtWjH3vl8/v9J4NlHsDKetybDdSjC1KdgYNIp00fufBp7LH3t+0COHQ+mN9FG//QFPUQ9lswYAAA=='],
             ['logs/gateway/gateway-20240921-1741.log', 776, 1726940479, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240923-0828.log', 779, 1725773379, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240923-1128.log', 14253, 1727090920, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2320, 1727124744, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 3, 1723518000, 420, 2156, 'pid', ''],
             ['logs/reports/archive/old/reports-20240912-0208.log', 1287, 1726106909, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240918-1629.log', 1105, 1726676970, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240921-1143.log', 1793, 1726919019, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240922-0907.log', 1439, 1726996068, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240923-0157.log', 819, 1727056653, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20240911-0337.log', 1055, 1726025834, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20240921-0956.log', 2399, 1726912600, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240829-0819.log', 1033, 1724919543, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240829-1337.log', 1869, 1724938622, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240902-2031.log.gz',
              293,
              1725309069,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA13SMZrEIAgF4H5OMUcQEJEih0HUboudzNx/M5JskaRM/u/hw5S+z/M1fjcXd6qjY6Px3N/2/uwbHt9+9k3p+dnHa+tiwrnpYylYrAgmS8nIsN1Y1hQOU5vfNxwuN8GwKzSWdndYagnoINIr5YC0IE0cWlttM+kNAqEGTLVSUqoBcyT2qS69CJFdkM9EZQiokBhqLwH5TMxF4Dhg7v0Gj5RwXBpjdQtXlsvTMg7PbuSXy9ekdE6KULqU3ALKgqklV3MYM+MN4vFL7KKpMs9zF3U5Y51HoRUY7VYN57PS0V2h57NSXU5JZhOeguW/UjoHLXQtn9m4e18Q4s4UQzAFzxnqfflJzkTWZG4+AsatUbE57PEHhwQWm38CAAA='],
             ['logs/reports/reports-20240907-0300.log', 1302, 1727002151, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240909-0026.log', 1293, 1725841606, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240909-1259.log', 1958, 1725886779, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240910-0930.log', 1676, 1725960624, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240916-2142.log.gz',
              454,
              1726522959,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2XTPZrjIAyA4X5OkSOgX1CRwwgB3RY7mbn/shZpnLTO+yCLz6X8/z2+598nLCsVGsOc+nj9+M/v6yn72Z/XExDr4/c1v58DDVZ3/bocXHChYCGYPDq+IR7IaglRVBiZEuIFxwJcMYZQjBskNj0n9jmj9JWQLuiL1bW22lTekBIicUnIEuxTIyFfkEAWdfESwbcTVVu6ZksqjZZOLsdmYM28Ux33A4HOboxlUhsjoV4QvYyQhraPfUM+sNrZDa/Yy6uQsOaJhKsFVQIbd4h4Rt1LGqP52U27YMBsFVG7t7i9YoMzaXPigX4uw3JStholvDq1m7P3oA0pOk68HGQ2WHpIQQxnvQ1K+r7ELhK4qCTMbMxZ2PpqNucdikJCgj4AKXsDPKHGksngJPfVEDdMqJNVZdWEmU1U50CbCz9DBeCEq4LNQnmLkNnMoQqku3Hyj1DL6U1LrQHhCbObzVxXMfRxD5Vox3zBybxfpUjC7Caadq0mc9H8KBzPidDG/vbquY7sZkfl0tVGsbhDkXMd++9Tp2U3kN0gLl+1hY01b58/spxRcWcaHJYwwyH3tl+wukB8/QNbKb85UAQAAA=='],
             ['logs/reports/reports-20240923-0855.log', 1499, 1725617009, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240923-1441.log', 1970, 1727102494, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1797, 1727137367, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 3, 1723518000, 420, 2163, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['compress', 'name_dates', 'old_archives', 'oversize', 'report_bytes', 'subdirs']
FIXTURE = None
ROTATE = 7
AT = [4, 20]
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
