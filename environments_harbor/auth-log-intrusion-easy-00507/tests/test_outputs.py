import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'findings': {'compromised': [{'ip': '23.8.77.144', 'time': '2023-09-26T17:15:39Z', 'user': 'mina'}],
              'off_hours_logins': [{'ip': '10.51.206.231', 'time': '2023-09-25T13:58:23Z', 'user': 'olga'},
                                   {'ip': '10.15.214.25', 'time': '2023-09-25T18:38:17Z', 'user': 'mina'},
                                   {'ip': '23.8.77.144', 'time': '2023-09-26T17:15:39Z', 'user': 'mina'},
                                   {'ip': '10.7.59.14', 'time': '2023-09-26T21:36:30Z', 'user': 'rhea'},
                                   {'ip': '10.21.145.137', 'time': '2023-09-27T22:47:41Z', 'user': 'rhea'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81a227jRhJ9z1fwMXkYuqu6+saBHgZJFvuSCzKzWCyCxYKUyLESWzJEaSbz9ymSoi2xSYqkqVkZAiRYNk/16bqcqu736VOAKgCIBPEr+PS0efPx8xsZfP/bLz//rg3Bf6PgKX7832Gz/uvb5W67ifI0z9fbzXdRcPwUbJ/STboKsu0uOOTpLthtt/tvD+vVQnwXJF+C48dv3p9ioZiGtXzY5k2skyeTihCaT7bKXmMVjKXUNKzeVVBEIpItq7jCXlRYahpW3ypQRkRnT87z+9XvyhjFT363XKZPe/7fp0PysF7+mX4pn5L8sd1tgmy3fQyiKOOfCESoRAgyRInB03a3D6RELB+GUfDjD6gUuOD9P9+h0pFTQgqVaHTSQUYJyFTJOHWZWiaGBPE3SprMmmU8zMxnAopfDiC7tL+kGIRAn3AdCMH+GQlo4llhumnJ48d1kxUTOh3SkRJetmunZJm4VaYTkSwtE7KKZbxckXDOURY7BJE5Q3GaZCqDYSaOpaSwvWZEdzFiI6FP4A6rLcOhYzj+KVcfBR8+/GfxtM/vMHgb/PrvHxZ399vH9K788m3wr/c//rYo3I8/f//LTz+9+5n/4JDv7vJkvbk7ZJ+DfB/vD/kw0Jc18i/Hx9j5kp8hZYSGXx6tGs92Ps7zz9td9fQs3q8f4+bWgw4dhUiy2n1CSVVADIMau4OVEfWCZOseSs6EkfIBDYzzarIhkA7BmWptCpSG+Ty718z5PZsrquD04sPpblaW9+uVR4ukkFmxR1KkIm3bSeHPsU21BZ1iarNEgNTKOWttikZkugjiNBNaq9UwK8eSUppfs0JdrNhIOS/0rG6NdxgV70W47+P1Q/BmEygR3H2Kd3cP2493+Zec34bZcJ3wp4glA+hmpXUCZ67qNZaaiNVd1fnJmpNmi8IySs+/ihJL2mlYF1ZBGIHzXN6NTFfSheQ4Ez9LE4s4X7bqtXL+bGUiiZGSPpztJqW9QHES1xQCm14VKGOpQ56Ypcp0LDEDA6vMqiS1ylGMaeq00tJhKjKwbqlNNszOaxQ3w6EUCU8iOvAB48P+ntGKt3SzXy/56QyacUI67NK3AaegTfyYLoISIUirt/3+y4L/O9gVFi2C3f023y/O2LQq1BSUFi+KjRxm2j8Ytqko2rz4GaAqucQq+VxOVCieIzoSN0JAh2lTCQDVRoDfJDiiTul2GYcIjR6BM3/EW+7CW2SiUzhSnwC3Z+ZFkbLKcDCfQOk18woCxUZStvQGzmAlUCoKXhSKPFMo1bcXJArLkX36uNw/BLuUOxPmbPNxvflrmAmv1CcNBk4wWRxzKWvSbM3Y/K/YFwSGTtQBZQjmy/+9dl4j/7uI9BngcUZiYX7Nw1imZTY2DKtP8wCHELuUP3Uz8yu3CgtoGtaFVSgRSd3YfC2gZ6r0FH9KHzwf5Q6aG2mWXkcndYDU7qSpS4oxEqwoSzgvAau8BFcapUIrUCaC4a0TsVjZYXaOddJyAbWPQivjRWvRhqe+Tok+YbMq0qXJw6xrq9KDtkwWheOsgBZAlnsfD0irG6Gh27rJNJAlZdpocB6QM7dDQ4d1k2nQoIT0aHARNiuFBriVoOi2bjINissmNmlg/SSMB4RwGzT0WDc9N5CkNhqk53ZAt0NDl3XTaUDdzA3cLmGb2/Wdy/y53vlTaBcaRpL1FNroLpGXrpYWnNWpBKUN4hIh4WoKrAuFhniZZVxDRWZI2WFWjq2fhfl1+VRt5RM5Fg0jerJLzj+cq7D8QeAwrD5xhFgcSbaEkqWR/VzhRizh3XMsWTdbO9dv5dztnCmOeoTym2qNX6UKSApBcd/PjLJGPEZ+1XQMM7At9Nu6rgZQPcpxp5OMCku31F6U/zcyXjz4knltVJQN9kUiJADKJhGlRveQlLkZr+gx8DVeISUcT4tPseAs/R2xtL0Rr+gxb7pXaLRoPSJaZsv8h3Q7XtFt4Gu8QkttfDJkpKyH1TgQmOSDzhkxAm32sQ4DQnGOID2v4lzxVfRgcXAkXQi6Y6d7zRu602cwVU3gktCI/grJ685ZQN8QER3mTSeC0DifCNmSZ6QyI29oeKQrID0C6xrujsWtHvBptGLkfSxSIXIsy5pHzS41032sS2bOfR+rxJOMh41JO/cyx2F/RcHLsJ/Ohv3Vt2PvH12CfeWAv7HqE0wW3n6LSeWdpzEeUFzHQ8Fd5vHcWwvj5Jwu0GPnVVxAuRb9TTT2YhZyZBTRIet7eYDQqKm9WNcIeyoUtfDJVKNP9RHKOo4KjquzUomZjnUuGXolZgx7mheCTlSRf2ThJfTFWegfv75w0PfH9rDbxA/FSd+bQ7GkYfCvzADN5Z+AoorIm0Ar1COHP6E+9XNHpGaa/VwycubZTwlHRa/lw7nO8G8dmphiJIamroqaGgK3F+cKcw9VBBR5AaWkG3nJSbNuRxYz9XGDFHNdcrpk5cxXHkx5echyo+EN387P5WYY9NVYp0sbg9U96DMBsh9xhHi9klJjL5YihSgM53R8FsUkZxr1XbJzfpdHWQzRyQ8xLTtDuS27EYYs3qm+p6Pr67bDcGbOULYURJJfHlzfzby2dfFug5MhYB3KSGKuvH3JzPlZUcURgT8r5A65c7Pb+xkZOhPq58Rtzm5lXQKaW4+WeOxdytOIWn+d+4bIhZ2LO5B/TnXJuMHnVC8YR6Es0DRJL3B80g3cDAkdxk0lQQGATwJEwosoI/A2SOg2bioJnGydbCPB+DjmZkjoMG4qCVqi0y0koBd2Brsr2yC6CTSNQJr75pItVFIhlIynkoScWZHVWKSmYbUqsr8B2bObDUA7AAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUomX6rX0VkQw/QBZFwyNWTCLEL/eXOucZwb44yM0BahfucONJAQm5Rm2tk1Vt5V93g0uuCLjkFiKt9Lj615mzEl5BQWhH1KOtGwS/cFzh8zpcujdgMTb7qkcJlK/szkB4si6yZYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'compromised': [{'ip': '134.158.154.189', 'time': '2023-09-27T00:13:58Z', 'user': 'fatima'}],
                         'off_hours_logins': [{'ip': '10.19.76.233', 'time': '2023-09-26T16:02:22Z', 'user': 'kira'},
                                              {'ip': '10.54.2.209', 'time': '2023-09-26T22:45:07Z', 'user': 'chidi'},
                                              {'ip': '10.24.207.252',
                                               'time': '2023-09-27T20:15:48Z',
                                               'user': 'chidi'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81bWY8bxxF+z6+YR/sho+6uqj5G2AfBdpAX24HlIAiMIOAc1BLZJRc8IOvfp+daiZyak02JCwlaLaX5qr75quvo7vfFS6QokpAgJmCiD5vjXzfbY7Hfrp6iH3779Zc/yAjxnyR6WT3/97Td/Pldtt9tk0NxOGx22++TqPku2r0U2yKP1rt9dDoU+2i/2x2/O23yB/F9lH6Kmm//8v4zHiVSL8fLnnaHS7zXp1OiMFGWezoaCO9NhYd6Od6QNwoScImS508/HB7zPxAd+qe/y7Li5ej//8vqcPi429cPyh43+SZa73fPUZKs/VciRYwqltbFkmT0stsfI0D0b90/TE2He3Wm/OEE8ipDKsqkEKpLoI6E8LZ15FdjkpRnLp7Sp032v+JT9fyV/7649NHFCnUshW5cNFJi5WIS/fSjIpIuev/3d4p0QpIcZCovLAKtMcuN0CmKNRZplq2VXK9wvRakciGmmzqXnsqHlh7qp4cEpy8yKrCeazyZqCvw+vVcPR1MIhTLoFIz9azjUs4A9btGsuC+kPMUtJvI2a+m6mI9OJzyXYlZhpD/qt1Jot9///fDy/HwBqK30T/+9ePDm8fdc/Gm/vRt9M/3P/32ULLnv//h159/fveL/xenw/5Nutm+Wb0co9NLvjoW05E/e+t/OF8pF86/4qoEVCLY/KElhldohQdiOd6gQjGRJpHEPt1ReG8qPLoCb8Qbcj6g2Qgg27+4sgFHFDv0AdcsrgSkBb+4Zs4Jk+eEhdCEmbU6V1rkBUKRapnllObK5s6Apumm3iBYfR0CiSI2ZLThgxXnB2u+88Tuo5fDdOAbxapJlFc3X+uhC6/uCo/PXtPwBtXtEk+kAFYyVezw2WT/WKyY4shKXzi4pnCQzprzZDIKNlefpRntK9Ise2Utlkg2f+mqUub9YysjMLGU0pdHtYNakraXDo6g3aC68ZgqIeDiQEOTLWt3+rJl/en8bDmKfGUEXjjf4vqw9y3D5TLXRIQKn19qPLoCbygCpS7XMcE+XZMM702F5zW8GG/QG+vjOwG2dyS04b3xeJiIK/AGvXEJ+HqQXevRhq/LajzE5XhD3qiqL5HAcuV0cG8aPL0cb9AbmZDxvTa71hLMrMvAF2W+8fXlRF2XObQQrC4bNzV8XeZXZqV9bLCY1sycCSiohwJNnwjWKRlsJjBuavisWY5pvLGawzRSzKUnlgi+mW7qAjDOhGNn1NLQ7JhIyAR92ckK1gDNZMcLx+nYmIYdYTDUPGmKpbdhx3ZHfFXdY4zkKy51fcU1BfkWFZep5gU2AbauNdZ1WF6djo8etPyj2B432epYYq9Xm6fTvngbPe0+bFfPxUNUAUdF/cfx+OnB/+9oXxr24Ev73eH40KrI+LJblFNJv05bG1XGP5TV/3QT/+bhx9uYC6A6G/h0QF8U+i0aWQ7NKvpmhLzmxykmsoSUWhwlRINVeElIuQPCruEWzJ0oZMTEKxQiNboOIZQg2+taVHeikBETlysEtAXRIUQnwKMxRdA3UsiwiVcoRKOES0JI+DfAo7kZoxf2Bfi/2Zl4gacvHtI3trZnXxRl6E69xSNcjtffcVRPl9QnD/M1Fv2y0lTS+FbFNPKtEvZ0Azn99lS0LU69MQQWLtRbY7EbedbB3ZAxYOBSMsCARYYMZAfvjtnV/EZkDBm4WBmSUHFkEI91N8oYMnCxMnxHJjtk6J6Rt1Nm3vz5Ek2icDPRbtAN6Woay2OC6+8VnzfbzhYCxVILn8hE46GSqmcMg5ChMk7rNarcCmvTQokUNTgwCkCnsPI/XEmzNtMtnctO6UJLjuwhR6lEsJtUDkXdKlZE9G2OVR+ONIqHT4dj8Zwdn6J9cTiuPHHbD5vtn9ONuLJrPKfhFdZ3qtDdHqjpNrpfGI+nDztmPqco1q/FlDTE60KaTEORyjXKAqhAURSps5lICwe5UWmKVusil2uXTzd0ri5KD1pCkNWFS/yvntEo6PCFUYXHb5FPwxssjFzZSFxuUVYEkhBu7ha5jV2sZdtYKcJAg9gphoYexJpIYjWhQhbz4rzOhDm1r/D1lylANykgBD3jpt6AHl1tGPFHGU34SKjxkJbjDUWCtAmKhBzbgKjwDU+JJ3sODqG6tuGpzzICrweAeUfNfFhrFUuidvNcXoyQxtHCq89j+vfVo3g9d9ANIjYQ2+b8AyFIGWzQPW5p6NLOVsfhZB+mE1+lkn/ltFPIT7FvciF//uqwPNv4hThbKHI8FNwJFUP2LaSCnHHUoULxk3aS4j5UMWzfUirgfKRWQ0EiNA+l7oKKYfuWBohRSnaoIH67gSTcR4AM27eQClAWuqrwjQhbZUqt74KKYfuWqsKJs9sQttywLA838VBmYJudO18IFCuQ5QWMJh4tmp7iV6V5iioTmSsKSAsksHKF/h9ArjOByuLaZmCyVKfTTQ08Hq8gEbuNeQM50CF/+Fhsmc6gIqgdnThNlifHqXQtlFhrUHluwaAjYY0kk6/SAtZk1s4UNhf+0+mWziWndKElB3rI8bZ23kc5tfCQth6dVER8Hp3Is9FJ9eHA6ORQzk5O64/R4bg6ng7Tga8cl5y7/gqrysaEPbxN0vZvB3FjtPKgqheDFG3ickacx+UoWOBRWAWp/MLDzeNJCTfrpLFyvgX2v+1rG2yUu3RwBC18NEN5DYHvLEmEPixY49meg+jT8Pp7v+rpyvYcO0fUt/BGuc5Fozl4g95geQVMsOWxknZeHlIQO/LZqGlklRYULguNGhpet7qsjBTLvP8K/6ZrPLMcb/BN+xB03StcNYFI86bOWJ4IjXV76hHbCw3XT52nGBp46lxBkk/kistsSjdXBSoe+s6tVR/Ou6kzBfbKhHru+CusLW+b8DlOOTFPCRKrqx+aWilYhHBSGLU0vBQ8pOFvqvg2V/dmY67ydOWGXazaK23e4ovZyShW+OLRlhuhwB2UJKjmot3iEWcVj7zSR2FvUzraMncCf4VEi/AruE1AdCrkOXiDK7h/OnTyQyMXEF/p/ACqct2vu+cymqZbxzXP3JLSYrSX5S6nCBUQsIsCkLoLGoasW0QDWmMNRwPbeYKm+6BhwLplNGji1cDWhWDuRA0D1i2iwZMgkKGB2OhDYXvT1gTGrYaZUOGTclkPdq40Nz2QvkHPVeGhWo7HruP/B6tz/yIVRwAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUomX6rX0VkQw/QBZFwyNWTCLEL/eXOucZwb44yM0BahfucONJAQm5Rm2tk1Vt5V93g0uuCLjkFiKt9Lj615mzEl5BQWhH1KOtGwS/cFzh8zpcujdgMTb7qkcJlK/szkB4si6yZYAAAA='},
  'host': 'git-internal',
  'truth': {'findings': {'compromised': [{'ip': '171.206.104.188', 'time': '2023-09-27T02:50:45Z', 'user': 'rhea'}],
                         'off_hours_logins': [{'ip': '10.34.19.225', 'time': '2023-09-26T21:57:39Z', 'user': 'chidi'},
                                              {'ip': '10.23.246.13', 'time': '2023-09-26T22:26:04Z', 'user': 'alice'},
                                              {'ip': '10.3.186.197',
                                               'time': '2023-09-27T14:47:24Z',
                                               'user': 'chidi'}]}}}]
PROG = '/srv/ir/hunt'
FILTER = '/srv/ir/filter.d/ir-auth.conf'

def _blocklist(path, fmt):
    pat = {"hosts_deny": r"^sshd\s*:\s*(\[[0-9a-fA-F:]+\]|[0-9.]+)\s*$",
           "ipset": r"^add\s+(ir-block4|ir-block6)\s+(\S+)(?:\s+-exist)?\s*$",
           "nft": r"^add\s+element\s+inet\s+filter\s+(ir_block4|ir_block6)\s*\{\s*([^}]*?)\s*\}\s*;?\s*$"}[fmt]
    got, bad = [], []
    with open(path) as f:
        for line in f:
            s = line.strip()
            if not s or s.startswith("#") or (fmt == "ipset" and s.startswith("create ")):
                continue
            m = re.match(pat, s)
            if not m:
                bad.append(s)
                continue
            if fmt == "hosts_deny":
                a = m.group(1)
                v6 = a.startswith("[")
                items = [(a.strip("[]"), v6)]
            else:
                v6 = m.group(1).endswith("6")
                items = [(x.strip(), v6) for x in m.group(2).split(",") if x.strip()]
            for a, v6 in items:
                try:
                    ok = ipaddress.ip_address(a).version == (6 if v6 else 4)
                except ValueError:
                    ok = False
                (got if ok else bad).append(a)
    return got, bad


def problems(out, truth, fmt):
    """What is wrong in the outputs under `out` against `truth` (an empty list: all right)."""
    p = os.path.join(out, "findings.json")
    if not os.path.isfile(p):
        return ["findings.json is missing"]
    try:
        with open(p) as f:
            got = json.load(f)
    except (ValueError, UnicodeDecodeError) as e:
        return [f"findings.json does not parse: {e}"]
    if not isinstance(got, dict):
        return ["findings.json is not an object"]
    msgs = []
    for key, want in sorted(truth["findings"].items()):
        have = got.get(key)
        if not isinstance(have, list) or not all(isinstance(x, dict) for x in have):
            msgs.append(f"findings.json: {key} is not a list of objects")
            continue
        fields = sorted(want[0])
        norm = [{k: x.get(k) for k in fields} for x in have]
        if norm != want:
            miss = [w for w in want if w not in norm][:3]
            extra = [x for x in norm if x not in want][:3]
            msgs.append(f"findings.json: {key} differs (missing {miss}, unexpected {extra}"
                        + (", or out of order)" if not miss and not extra else ")"))
    if "blocklist" in truth:
        p = os.path.join(out, BLOCKFILE)
        if not os.path.isfile(p):
            msgs.append(f"{BLOCKFILE} is missing")
        else:
            have, bad = _blocklist(p, fmt)
            if bad:
                msgs.append(f"{BLOCKFILE}: lines or addresses not in the stated format: {bad[:3]}")
            if sorted(set(have)) != sorted(truth["blocklist"]) or len(have) != len(set(have)):
                msgs.append(f"{BLOCKFILE}: missing {sorted(set(truth['blocklist']) - set(have))[:4]}, "
                            f"unexpected {sorted(set(have) - set(truth['blocklist']))[:4]}, repeated: {len(have) != len(set(have))}")
    if "timeline" in truth:
        p = os.path.join(out, "timeline.csv")
        if not os.path.isfile(p):
            msgs.append("timeline.csv is missing")
        else:
            with open(p, newline="") as f:
                rows = [r for r in csv.reader(f) if r]
            want = [["time", "source", "ip", "user", "event"]] + [list(r) for r in truth["timeline"]]
            if rows != want:
                n = next((i for i, (a, b) in enumerate(zip(rows, want)) if a != b), min(len(rows), len(want)))
                msgs.append(f"timeline.csv: {len(rows) - 1} rows for {len(want) - 1}; first difference at row {n}: "
                            f"{rows[n] if n < len(rows) else None} for {want[n] if n < len(want) else None}")
    return msgs


HOSTRX = r"(?P<host>[0-9A-Fa-f.:]*[0-9A-Fa-f])"


def filter_problems(path, cases):
    """How a fail2ban filter judges held-out lines: a failregex matches (<HOST>: the address), no ignoreregex does."""
    if not os.path.isfile(path):
        return [f"{path} is missing"]
    cp = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        cp.read(path)
        fail = cp.get("Definition", "failregex")
        ign = cp.get("Definition", "ignoreregex", fallback="")
    except (configparser.Error, UnicodeDecodeError) as e:
        return [f"{path}: not a filter with [Definition] failregex ({e})"]
    def compiled(text):
        out = []
        for l in text.splitlines():
            l = l.strip()
            if l:
                out.append(re.compile(l.replace("<HOST>", HOSTRX, 1).replace("<HOST>", "(?:[0-9A-Fa-f.:]+)")))
        return out
    try:
        fails, ignores = compiled(fail), compiled(ign)
    except re.error as e:
        return [f"{path}: a regex does not compile: {e}"]
    bad = []
    for line, want in cases:
        got = None
        if not any(i.search(line) for i in ignores):
            for f in fails:
                m = f.search(line)
                if m:
                    try:
                        a = ipaddress.ip_address(m.group("host"))
                        got = str(getattr(a, "ipv4_mapped", None) or a)
                    except (ValueError, IndexError):
                        got = "(no address)"
                    break
        if got != want:
            bad.append((line[:160], got, want))
    if bad:
        return [f"{path}: {len(bad)} of {len(cases)} held-out lines judged wrong (line, flagged, expected): {bad[:3]}"]
    return []


def test_findings_on_this_host():
    msgs = problems("/srv/ir/out", {"findings": VISIBLE["findings"]}, FMT)
    assert not msgs, "\n".join(msgs)


@pytest.mark.parametrize("case", range(len(HIDDEN)), ids=[h["host"] for h in HIDDEN])
def test_hunt_on_held_out_evidence(case):
    h = HIDDEN[case]
    src = tempfile.mkdtemp()
    ev = os.path.join(src, h["host"])
    os.makedirs(ev)
    for name, data in h["files"].items():
        with open(os.path.join(ev, name), "wb") as f:
            f.write(gzip.decompress(base64.b64decode(data)))
    assert os.path.isfile(PROG), f"{PROG} is missing"
    ev = tg_guard.give(ev)
    prog = tg_guard.give(PROG)
    os.chmod(prog, 0o755)
    out = os.path.join(tg_guard.scratch("out"), "result")
    p = tg_guard.run([prog, ev, out], timeout=120)
    assert p.returncode == 0, f"{PROG} failed on held-out evidence: {p.stderr[-800:]}"
    msgs = problems(out, h["truth"], FMT)
    assert not msgs, f"held-out host {h['host']}: " + "\n".join(msgs)
