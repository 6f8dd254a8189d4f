import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['auth', 'gateway', 'scheduler']
TREE = {'compressed': [],
 'deleted': ['auth/auth-20240604-1749.log.gz',
             'auth/auth-20240610-0630.log',
             'auth/auth-20240610-0808.log',
             'auth/auth-20240613-1043.log',
             'auth/auth-20240623-1219.log',
             'auth/auth-20240624-1413.log',
             'auth/auth-20240706-1950.log',
             'gateway/gateway-20240613-0535.log',
             'gateway/gateway-20240616-1552.log.gz',
             'gateway/gateway-20240620-1209.log',
             'gateway/gateway-20240622-0103.log',
             'gateway/gateway-20240623-0339.log',
             'gateway/gateway-20240707-0004.log',
             'scheduler/scheduler-20240615-1029.log',
             'scheduler/scheduler-20240616-1601.log',
             'scheduler/scheduler-20240616-1648.log.gz',
             'scheduler/scheduler-20240620-1234.log',
             'scheduler/scheduler-20240623-1208.log'],
 'entries': [['logs/auth/auth-20240604-1749.log.gz',
              224,
              1717523356,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA13QO5bDMAgF0D6r8BL4SUKFF4OE1E0xcbL/OCJuTEPBuecBAN/anuN/tyaQbOIU1u142et97HTO/s6GJW3vYzx3TWOWguOxHC6INZt6JlfmC0pA1oQBh3EbUC0gLSgtT52pErZywRQw1RxOREkLeDheTjsiWss4m90cFpKAPMF6EQooCzq500Ak537blBA1oLPkZlMDpjhxDBWHyq3DLZG1QkDoSUAUA+aAVNxMATPeV01M4Rra4PPF4cpy1EtyEcfMcjn+BVYsvxM158cHWqw+78IBAAA='],
             ['logs/auth/auth-20240610-0630.log', 1099, 1718001002, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240610-0808.log', 1527, 1718006897, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240613-1043.log', 1086, 1718275409, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240623-1219.log', 1273, 1719145155, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240624-1413.log', 1635, 1719238436, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240625-1928.log', 1583, 1719343692, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240702-0509.log.gz',
              520,
              1719896945,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2XUMXJjMQgG4D6nyBEECBCFD4OE1G2xcXL/fXnImxklnSf+BgE/LuX77/1j/n1Mcw2aM2jJ+/PTP7+eD7z+9+f5ULD3r+f8eAREb7jW283gdmEDVmVUHe1wYCVdF7brQ6TD24mqCClORT8cFuCEqzWKmJKQblgqzKmDF3icBbHuioHLvUtJWG+ovJSGeYfr2xvyhiw1IfcxtCkn5BtSLeEeYQLrBSkh8dXODXGuhmo1odywKdR1fUUh5gGRWTdUhTZ8V9Qb9lHJ++ocevaodTtthnM0T9dyGXV6MZ0TOx0totB+aRQUlhe0PdQFMrwrdT4gIe2HYivkkA4yNQYqsVat9LP9lyOVhKA9JuNImLFZaMOxzdKHHR0S2Gv9Xb1jw4S4W5QCXbWubudMpbZdkWXyXLti5qYHRdNhzBa/1g/p2mq1+9B0GZt1vdOCPER/FcSdmoWuHJ6HAZmaaz1EK6Qg/B9p3fUa7SXGjKITLGGmRqePWYgYRM64Wdsz9StZg3mPJlPTCBdeaSsBfr4U5DUaNbQWG2Zsrj46u62rTTpPqsleP5d+nZzt9WdszHlKXPc4ejmPuNoeKtJEF8uKmLkJH9/zDLiaP54K321nwnlYDNkwczPYGpYlBG0eU9WfG5amveVQccfGl1O5TtvJf91w/r69/QNWfbQtDgUAAA=='],
             ['logs/auth/auth-20240703-0236.log', 2122, 1719974210, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240705-0602.log', 506, 1720159330, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240706-0325.log', 1985, 1720236311, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240706-1950.log', 23680, 1720295428, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240706-2059.log', 2399, 1720299595, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240707-0419.log', 1505, 1720325986, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240707-0531.log', 12288, 1720330313, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 598, 1720368197, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 5, 1716754500, 420, 2128, 'pid', ''],
             ['logs/gateway/gateway-20240613-0535.log', 778, 1718256920, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240616-1552.log.gz',
              630,
              1718553148,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUS3YcIQxF51mFl4C+oIEXI0DMMojt7D+kRPuckB521S1JTxdK+ft7+4hf79bqrLzAore3zy//+v35TvvZz893JJC335/x8e6iY4rKj4eDB3SxUTwEax8vUBIEEUsQ0Lg1GQniA0ofsf+y0lZ9gXwqgh0QYzUo0BOkBwzrWghhMssLxAQJT6cyuYpSS46To0ltqNUOenGo0E6noLvcLAnKAyIVBIpeKtuVDTDUBJm71qiWoD4gqXX3NZcZXSOCkrxGDG1Tz4j1AbtHVHT1hf1qFbTiqSi0WpkHbA+o05s16r4Xec/YuCSoAbB0nVYtKzZYwyriGOVeY2NIcNLo2GQ+IKQ4M4IkiEJC7xkrn1R5Y90wW4UUh3yiu0v1eYdDO66Ha8oeZaY3gMdUJQfALZdf22jfyRj1OLpBWsNRxS0aW8SFEeBJRroV7XMlmNqsVdWVI7jUe/vQjqe16+jaKMGXNsp9AVTbX7oiJaJv0LGwJni0QR0hy9jbvcS6X3m4hbzKDj65tIYBcdo+O4tvwamVs8M1rU+CUzCtcafSRFG8yDWiGSc3tMw27WSa0niX7bwoW7+loVpOpshjkEZGgykNrV6Lt/0I74LEekZU3Fb1np0iHNvA0QC7UL8zLWf7MMI5HJNLaToMkjVpQbktxX2Ojm1tsU+rCaY2E/a3mqzl8d+9WOVkw7TDGyUPFKY2BGtPuVvlfV7/7dReu+jLVm1xJkxruqxKhYyV7/sUTc+IMthxtFNQz7mQviUdBPO+FrHWk2mhEUMoTzCmNmX6YqpcV8xbm4qn1S31vuYtL1T8q82PPxJeM1k+BgAA'],
             ['logs/gateway/gateway-20240620-1209.log', 987, 1718885385, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240622-0103.log', 1279, 1719018226, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240623-0339.log', 422, 1719113986, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240624-1307.log', 2100, 1719234436, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240627-1347.log', 1407, 1719496035, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240703-1737.log.gz',
              594,
              1720028246,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA3WUO3JbMQxF+6zCS8CfROHFEPx0KWLZ+w8t8CWTp4lKaY5wARwQ4Pvz9jF/vXeZ1BXmkoC3x2f7/Hq86/7t5+OdSuW3r8f8eHfyyavijyeHT3DMblxmNWvjAvmAUg4Is2D0tRKkrAizS1RvDOsOukqCE/qKYEuQn2DELK4zOmu5gexcE6xGrQAcUJ6g4oAWMIYOuUC6oqolyGPNVaAnqAkWNUGsu9V71J2hJFiYqw6eCdoTbIFM00yc9VZR7HCw2KQAJVeeXO2rm6sbS79xCIQJdsDQImcbNWfTFgi1VdzrLSl6ucAQDfCzDX+CAD3mgl1zxL2iCyUojsOoJogpjg+Vb3EqD7pV9Hpm6taZokVy6Q2V5R1NgfFPQTkF6XBrb27VgORSG4ElezRr8G7nvv3DaR3Qq3tyaY012Cm9T9+7+bceqRzdhKOMCQdMa9ZSGQvmiAUvQflMZgWQFzuTSWv2oMIQp8hLUoRyova5etCoCaY11WL2USdVXLdbZFQ9gkfRVmvqhqnNGL53zzYrlLvgfB2xokeoa4KpjaOU9e1Tcbpfv/rp0QIbOOVlYGozXbkSaaDN+1RL1esyPKR73iIdbXrxGbGfG355NvCKuv8YsEnun9IbrNisk0AluUVFuCpGXYpEI8Hz3tTYRzVmAS8vUclPjwZNZuME0xwPV+zIVvYX9z0aHMX35cjuKcE0B4wKrjKtov2/x23AHlXukdIc3O/HYN5Nut16rHJabAMKaJykR5ymupDmJBt/W/zxG/WwJPrnBQAA'],
             ['logs/gateway/gateway-20240704-2126.log', 1128, 1720128412, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240706-0319.log', 1973, 1720235950, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240706-1646.log', 612, 1720284378, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240706-2217.log', 449, 1720304278, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240707-0004.log', 37332, 1720310689, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240707-0109.log', 2394, 1720314595, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 836, 1720364753, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 4, 1716754500, 420, 2156, 'pid', ''],
             ['logs/scheduler/scheduler-20240615-1029.log', 1492, 1718447384, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240616-1601.log', 1906, 1718553700, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240616-1648.log.gz',
              490,
              1718556497,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA12UPXorMQhF+6zCSwCE+Cm8GElIXYoXJ/t/k0FOoWnnO75wOR6A3+fxNf89g4KhxoLO9Hh9t++f15Oud5+vZyGsj5/X/Ho6dojq8nFzeIMiDBLcje0EmXBzi7EgeHKUgYUVexEuyw4OuWqCMkbXTppguUFoZDGGl97lDZY9qaokqITu3UqCfIMEWGlFR9S/SWuCJNfWN9jQG9uiBGuuOJXDUQVmnIliuxuSpUSTE5QctRaldm0srZ6J1d+lhrqsFQnqDWI3wIBx/aKe13DiParMReUN2g3WOlu/XrghHImo1ROchqK97R39BpuoFRgo0P5Afu9YLEGYa+CQeoOY4jD6ZL0qYznvjw77jqHksbwnmOKYhhv5qL78BEl2IpVS4Lp0gmmO9SswFrfGcpZTeSd6ixDlmWCaY4ZX2qTWlx471rK7AVxMa2SpmOIsHaXNNZXmOEoV2IpfNeiaoyW3veGo4ZffCqdwZd+wl2YhMhJLa/T3BmSDcZ6Cs2xpuHS24LQNU5rZRHw05lXwjEsKy9LZwJJKY5oxtYCYMvrRJhHtVgIZm2+5cRujteKcGmLzaFNh/w1X/Opo2QptYfp1hLAGl6XnmNe3ZPdCVmHNnJRSGG+1jMr48R8D1WubtwQAAA=='],
             ['logs/scheduler/scheduler-20240620-1234.log', 786, 1718886875, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240623-1208.log', 1805, 1719144487, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240624-1332.log', 841, 1719235960, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240625-0509.log', 1353, 1719292153, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240628-0720.log', 1294, 1719559211, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240628-1120.log', 1909, 1719573647, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240701-0212.log.gz',
              578,
              1719799927,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WUS3JjMQhF51lFliAQPw2yGEmIWQ86n/23YuR0leLyxPV8DFwOLuX79fq+/r4tbVCGVWBurx+f/fPr4w33sz8fb7UWev36WO9vGBO8LX95cPAAYbg3aWOY+ROsCbaDeR9tWlBi+MAwfK3GXqPcWKXKCQ70IeItwfoAKzW1VULLxCfICSJiSXAFYy1+KtIDFDBaI4bBXNeEgNISpLI8VqkJ8gNUpKK8dGDoXVEBE5ThJBinVcloqI9K3W0x3yCIJhgzuLCMBDXDMWnE1pdbeYKUoD6zmUJjfzicPbhCY0lbtVbhK1SsfDrFTjhdLMGWoeIQLrDrrnYVfGKFYwVoJgMpDYeJNu6wY7uw/VNnF2QtdHZIMKXRUXvsb67a72SglZPMUMYIWAmmNlxwqJiTdbo1bXAGnMWbByaX1vRBc0dgXbDdBVUtQS7kVdfpNK0ZXiKEWff7GhGgnmysR+wzmAmmNXOsZnuzWh3uijvoBAFAdjiRYFojvG+pl2W6t3pb83OJELU6p26Q1qyp4HO6m/7ydJ91giqCE+qZMbXRHn2flQv/1+3Zamlnxh0eUoVTMbVZwC4Oht+9X0cs5ZyUtmjLJGfEI04v4VE6uN3/Nkhn/Z2cjasml95Yn7sPKEiLrk4rKf0IN6hi7h/Tm++cy05UpMOvbJ7bMJSl0g+Y4qAYjNp83+KvkwI7ijMFDSxpKqY4XYibKQa3+6Rq0ZPNMO8wVh4VpjjdAkp0o3Ef8cs/bTW0XbAFAAA='],
             ['logs/scheduler/scheduler-20240706-0106.log', 1732, 1720227968, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240706-1553.log', 1956, 1720281237, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240706-2139.log', 1388, 1720301955, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240707-0242.log', 598, 1720320158, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240707-0657.log', 497, 1720335469, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1020, 1720359740, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 5, 1716754500, 420, 2149, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['old_archives', 'oversize', 'quota']
FIXTURE = None
ROTATE = 7
AT = [2, 40]
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
