import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'compromised': [{'ip': '146.189.70.238', 'time': '2025-05-17T07:04:48Z', 'user': 'rhea'}],
              'off_hours_logins': [{'ip': '10.22.98.252', 'time': '2025-05-16T10:32:06Z', 'user': 'dana'},
                                   {'ip': '10.59.246.64', 'time': '2025-05-16T22:51:12Z', 'user': 'dana'},
                                   {'ip': '146.189.70.238', 'time': '2025-05-17T07:04:48Z', 'user': 'rhea'},
                                   {'ip': '10.30.248.196', 'time': '2025-05-17T16:16:54Z', 'user': 'bjorn'},
                                   {'ip': '10.24.79.14', 'time': '2025-05-18T07:08:01Z', 'user': 'bjorn'},
                                   {'ip': '10.44.127.252', 'time': '2025-05-18T11:04:59Z', 'user': 'lars'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81b74/bxhH93r+CHxMU5u3M7Ozs0rgPQZKiX5IUiYuiCIqCoihbrU8y9COJ//vOkpKd03FFkUemd7BxB8un9+btzOybXQoN8ivDr4DfABVGCuNy03z92ZjCmKxav3oo94d6l3394w/f/+yFwr+K7EP58O/jZv3bF9Vuuyn29X6/3m6+LLLTT9n2Q72pl9lqu8uOe/3d3XZ7+OK4Xt6bL7PFx+z045/wEt3yFOjV++3+Ev0Ci01h8TqWt36uSBWdaQr0vkgRCgwFwXWs4GCWSFt0ngS9N1LNH8UKPVgB54mUCjAFyRToN0RKvmDM2btgwxOs/f7d8mcJLIr1VVXVHw76bh+Oi/fr6r/1x+Z9q3fr5Tpb7bYPWVGs9EvZ5xByUP0AQ/Zhuztk1oqE+G5YZN9+g8wQsp/++hWyK+oQQlVRMF7EykpqdGERZBH8onJLNOLFeKgXaMqxzD+pFP/xhjVqQmpWBoyx3evk3iiirhNSbgOIwRQDeaxdud//ut0t09LZkIvNkahVjgJ40yg3Fnu+6KGAnh7reY5ucEYnOwX69RppsLTzoORBHLtkpolPrvPxodw9qZAcvM0BbLvMjMSdy3wz9NBljqTOq4xXdCYXe5FFEP9U5/1xuVUCIRLQrybQInvz5p/3Hw77O5O9zv72j2/u795tH+q75sXX2d9/+vbH+6ix/vz1D99999X3+h+O+93dfrHe3B1Xv2b7Q3k47sfS+KyD/uPwZHssywUJ6wstTzZEkqg5ryUzrN51dS3lnts8cOgYuvLgZujZyp1DS1cZ2u4V8IawTYQ20s+ZAI8yoX31SirETPjP9rjblO+rw/vs1TFGOJbOMxPiQp9HLKDQP6DuixwCpJaFaeDuSTlQyL077wAWzYR75zDeM6UTnOYDRxwCpxh4Tiv39td602U74uZ5ch3sxEm3ckhSeyZaLJdA3pXkLcOiQucrV1la2FW9WhqQalmN5T1UuRjQWTh3RTjUZmhytbrOYyrxw6kOG5FSZdi8OLIhD6DxzPp7LMslCS5Yd1GmwInd0YNJG7DD9peyy39hjnCqPmfx5FzHQg/Ng0jqHDBdyQPSOSHkwVofUgsAxG0eNIF+zgN8lAfNiz3d+FCutQ9vMjUpd7+Uu7v327d3+497/TaW1TPT4rFKlyQkmiYQDpjqbmDNoLQAyIPLWU7zDOhXV1bcjDxXVlhXGB2KbNDeniTg0m21y6uSa6Y51Pdqo9eah+6+GirDKx3JltXSLFalgxUbb3RHWsgKQi1+hb4kMqUsxhKfx+hCdFiAuTgwXY29zVzBCYzuoHq6mdV8vhcL0EmbcwdBW1pqbbxPJ1WpP9eXWeV1AhJNKvrUaG3C5rA1WnChKitaUrWUcqmWhkyAVYmlXwDiShYloA3lWOJDk6qJ6KwXJ7OKChYlkZP1zqbsAgSTlm69ebtbL58MDZoS2pD8yecwucTpSmlJtasNl6tgZGk1jeqwKBdSM+nrphYpBSoXCMYSHypdG9FZO7imnc6+arVCwOATuY9wqsiTTimvc3q5pyq1Ag/1Qxw5drWaHpV283a9+W0srWeW5KVQj2hwYdXCu9wwmORWg5aGdXrW0QNN7s6jh3ZyP22jH8B7nkavtk1NvJYQGNu1ficCT51beTy8U/T4rd4c1lV5iCRW2siPu/p1pq17Uz7U91mDmdXtt8Ph473+draLDO+z3bvt/nD/O71NHkeWkDUR3LcrPpbuX5TKpZXpbh+fYNvtXKLbfWJmWmSruz97SVlc5PCihLqJ7lihyOrYmBBKZyES0RElhew46Tdvw2bBZ2HP1addARwvS6Lp7TqKaSlcjIJz5QlIHlCn81OeNKcRY9l2pUn3bccZtF0pVLP8dKUUWB0u5Z70ZUoCy4uR6Va2I2VyJgRIyIQhN947SpZxCMMOWR9Dq5/sOmwfAD3TqZgrCOO5nKiXpZTqBDTQaZPabN3Z+WQXLXukaZ32AOIzOW0XfUW8EEIjNnFD4MlC6xZbmVIDXPvqBF5xAKlnesULlR6xELWrSiS3BpxPWQgSO8wqIqhVdDqJnG4uyKA303rFAcTn8YoSz3MAcgNgJUngSjPqLEfLOUsOYM77hZMO+zUAe6aSkjgDWh3TAZhSVt0iD7r3RKtp43Xs/3S+Kohd0d+MPc/S+yJeuoU8qK2CNAE36BBRW4FOV+eFZxOL50noA5DnOUT08W5decarRpuacC2ZCY6Wr10xDKAx31myLyzF8StY9JS6eLXk/hDXhrHrBm25Z98W70bG0u2ybV13ar8DbduVDxC6sjYi6/gVxFDKV1vrX5RQN9EdLZQTKwmhdGILTsCnDiWtSz9FcBM2I4dnYc9yewlYWMVU5+CEkxbbih927at7SrD5+UkaVqcx6aXvENbzyEZF/IM5MVhKeQH7R8yOGGUIpH9FZ8NTdcX+OZZvV3U92TovUNsUh/PZ5CW0ix0QvFZfavdkdP8nqS4fLhvCt0uqZlPtlSqQTUqltaO/g5KCJn5BWXUr32dklfjQJRUqmu+BdgPcYBe4dezss8BnMYSRgA74PY9DyyyPQ7fo0vugqUzwOHSDRY3U17HEzRWpoluZAr03UhfvRrXv9HxEws8TaYNOfgr0vkixuQU21z8iEQzMk70tOpop0K9HKs1DSTY+JcsOOWnvuKmUQbfN+pbO6bueH1UOqePDUbfNw4jPcovRUGCOzwpcz0icox5adC0JmQK9N0ukweqJNMwVaYOOdgr03khDcyrNuRorpFRaOaSh9dA+tQ3Gn28yvONpC2IA85kKIlotiR6+55NldpY0adF7P99xE3pfmsRLHy5M3ydZ0M0VqaL36oxumkh1/od4COmsTx0PuWuf9uoav7VrajkgnQZwR2BgwgF8GO8ZBnAlINGZRQLMwaXut5z8MceAn/XuOtwaxvbWw62LNWZgc3m2dQbGkLP1FtLA8oJkuo3tSJms84QJmVhLXsBiMp29fUEy3cZ2pEzOWuyWycZn7B2QsylgMfBiZLqV7eiis8E8lcnHz8Zx38eFDc2zffl4Tdm3Ud+Gfn378m/ip6JZg+3ZKr2ZIdIzug1ToHdG+j9iuDd+P0EAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAsF6VbciQjGA5TXDwbTfGg+hfT0ZmtnPTPAH3flGGFhlgEHaoxCkwld2/VN2zfny9Fhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4HFb0DBJYAAAA='},
  'host': 'ci-master',
  'truth': {'findings': {'compromised': [{'ip': '201.193.197.83', 'time': '2025-05-16T13:20:08Z', 'user': 'tova'}],
                         'off_hours_logins': [{'ip': '10.19.159.129', 'time': '2025-05-15T23:38:52Z', 'user': 'chidi'},
                                              {'ip': '10.24.94.4', 'time': '2025-05-16T12:40:01Z', 'user': 'gwen'},
                                              {'ip': '201.193.197.83', 'time': '2025-05-16T13:20:08Z', 'user': 'tova'},
                                              {'ip': '10.37.66.56', 'time': '2025-05-17T01:24:37Z', 'user': 'ingrid'},
                                              {'ip': '10.10.27.108', 'time': '2025-05-17T09:32:15Z', 'user': 'ingrid'},
                                              {'ip': '10.55.27.234',
                                               'time': '2025-05-17T16:43:14Z',
                                               'user': 'gwen'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81cbY/bxhH+3l/BjwkK83ZmZ/aFxn0wkhT9kqRIXBRFUBSUSMWX3EkHvTTxv88sKd5VOq6o5ZGOBRg6nGw9z8zO+w6NCvmN4jfA7wEL4kK7XDWvvypVKJUtyuWvh8c363KXffXD99/9REz6P0X2WD7897C++/2L5XazLnb1bne3WX9ZZMefss1jva6rbLXZZoddvc22m83+i8Nddau+zBYfs+OPf8FzeLaTwC/vN7tz+BMwW6AvaEhWcjSPrA08q0ngh2RF+XIbZAUrWPgSbLf7UP2ktfUC9m65rB/38nWPh8X93fLX+mP7xQ/lNlttNw9ZUazkVYDKtc2Rc1CUPW62+8xorWz4Liyyb75GZvDZj39/h2yKEpQxgK62q8WqJqxZG/kVVGphTemqkiosjS6ZzWjiT1oKv7zikIJEzcmAUiZ2TtjYJOmhc5rJJVp4hkngB81EF6wLTTmCAwtRbXuOm8l9ud2dmwlBDl7n4I52op0xqt9OgFbWcgUAJKaytOwBnINyod0yOL72i4prUs7haOapdhJE6uwE+w/KvBdEhELr3BgPRHEG5kR35W7322bbgq3K/d1Dea48FgeD3Puj6gAtNqobDZ4qfkurUwBcUoDENM4Vizv1cThUm8AhuKq8jtIW2fv3/7593O9udPY2+8e/vr69+bB5qG+OH7/N/vnjNz/cBkuVn7/6/ttv330nf+Ww294s7tY3u4+7ff2w3N9n23q3L0VB65/v1r+P5vWsG/llugOfq+qEBxTKFeIKEuLE0mNnRAAvzqg87D8IifBWr/d3S0ERLqvy7v6wrd9m95uf1+VDfZs1RLK6fdvvP97Kv862gehttv2w2e1vn83K5BJUUEHWCHJbigvXo+n+TaicW3PzjefG/ITa5gskZ14ac4vMuQVLGDVmIv6cFHUd3ZGKIoWGexXlCwkOElg1chT5LKunYlvF/nXYqRGnYdV5kY4GHBD8gnyuPGvUUQoOUiOuCUHXHCMuo3O98l8PPlfEFQ42uKhF71Wcw6V0vSsf7l7Ir3IkelKANoy+P1vrZeVW5RKcWdWlXhldr2gB1tW+WhAtNBhDYj+LkhajiacqL0jUqY4uqE5KS6krvRH7tbGkIKK2yapR03OqgpNU1Xw4kKj24vjZm3XGKrv5X7m9kVAUkpe8jab1ylx1qqczFqES87lDDRQN/W0b1u9Yfc2Cy42EC9adW0ky7nOr66FnqPeFgS4UFSR9GRjHNsrAYJLw4k+IKgftjlFV/EK/FD8FfC7xQYdqySoABVELNKZ1jEbWZ8dQJ47RfHjBMXbBMw6r3zIp3faH3Wger/SEU8WcscBgkdK+KA/x8/BxY+gLsGhzqdXFwo8Blg2rPlu4HnueIEmF4kJj7qULYxdjYBTF80t/hpV2GkA0YI/O4BRE5gawqkxlnV5pj9IQsoWFrtgu/RJXdSUhZLVySEqbSo2mPld6pkJzU0FbJ21ZlIO+kJ576zPRHDDmnfmwUR77tVeJotAstfTQaFVp6oppyWBWnhZuYUtYrsrKL6FSPJr5TMUdhYYefa4VcDwRGBPPQYtfNtv1i4kV5U7nlo+Gx47dS89LwU4Vv2HVic+XxHeFkobee6+jTasxtg3DrayxXrr9dIJWOoXVK4PymZ5OaHDoPSSbKvJgopHRePdJGkQOFiUBvO0Pw7BoNNm+9rBvoNZBtkaMjnuawwY3lPKG2ETbUkmvUQcaRA4jXPs65HlmcRz6C7FTNpa8jTO4EHl7owehBF/5Y7vMLY4QSVySoOxKInNlyzrEXnBeLMBUXJegSFfGl6iXbPyiGk19ptgjiVOF1t5osN7HvNwS9MceSo891Ub0vs0ed6N5zBhtTIFSlnPO4mgYPxGrPkm00bk2OXI3jgqF3Gi2feGmr159wmyndgSux+sbYM3S5ngFGAe2SaXyKbTWZMzroOeplE2hfbg3tSRBIK51Z5KaxiA62RyeJjGkjO4T/3rweZpGI8VigVJtG3IUnec4gMRKFyG3kAN25Zrh2L3R2Eo3hflMla4pWPo8ypX21kRnPg64Dbetop7DLZ6E2/bTgXBbPu6zw2NV7uvRRF4Zb89Uc07DCHJuUXJmtHxwGhKTt3gISFGPz9bkvJs2eadQnyl5CwUb5tLArFy0RHeG+5M3pCfvK0ebKcRmzOZSXEEYMBqLKl6Ou7Nr2sFNiG6+h92tiXfHUD3NKkQi83nCvC0AC6RcI2C8L/Ya0u6biMNEDKDLctqpniSfAj5TpJbeN+yj5AadpKI4hdSBjuR5ECWAxaeJDtpp81wK9fm0Z8OOAlo28QDgyfTnOTVZnkshMmOec83OBov5S2qJjii91WmRKEyMQVKdFMqtMUkomjgSpTCfJxIJA0m0mCujnFZRBj5Rdy5HLS7SNfcWaHLFXU17LsWFnlpqPCXdgo7YPinECa53Lrrg9TTmu91xzZwXpFdmS7Ext7DwSSMyFN8LO1um290I+5Ev0lkK9jxDMmHAofVRxNrqKANt0rI5QxiyA3XhR+pt3yv+1eAz5SMfUiLY3IvvAkVtkI/5qDnqWNvVfDjgCr9sDtt1eR8m7G8OQcDRbF7pEafmccYi7GAPbZvyaTs80bJrC6+DEqaAv7zsat4DhQ0eMANgmnEWWVt4spPAD8mKqkk8Q7vuZ2vUk8l6hPeTwA/KKqVJmGRIo2B9tFEQT/JpW1GhdZUCGn03BbUMk25FJRGfZYyJGG7Nw7K5cxS9NSdlP83F2rPG+2fdSXSvnXWfHTNZBy+zd0AOJUzuHDgbRZZA/tko6mq6IxWlwZPtVZQPZY5y3hofRcbPR1FX0x2pqLBPaiKKYso9S+kUR+4piP48RV1Jd6yiHKqXlSOGAqFglO49PA8SRaZPcB1nJFZz2GpExNh6eBLf69bDT2DbZKScpT5VyTmxywmswmiPAcb+Kap6kbhT6PZpqim8LytKO6Ndr6I43DSTY/H7GDKqz8emruc71qbYON9vU+HJxSFo1AldYw+495ZfBz5P1ygUqNlLHXgeD2ieSlrgw2rjJPCXK2nbLGP7sIsyULZrNYOsHbyeBn5Q1ta0pEQKA/JoiYTs0rqG8Hist7nrpiHWx56QHdU1JBKfoWuwx5UlHOxkLc9jJg285kngB82kueFFk0tTQT4egZxN3SzTYWT2f5fTDgknvJxOpD7H5bRrHm8wwwGF9BzBs4MfnPhcB3/ZUhowiV5IQ2Bs55I1wPMk8IOysoRpSUy5d6ijS2eklU9+UABDBEWtuqGLYZrwQYFE6rM8KOCCZ4ab/cH/iYLUPKbSwA8G0OvgB03FyrGGFZmBEa+dyS0aeIRJ4Adl9eFpLj04YSY/j6wNvHSeU8D3yvoH/quwFzpGAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAsF6VbciQjGA5TXDwbTfGg+hfT0ZmtnPTPAH3flGGFhlgEHaoxCkwld2/VN2zfny9Fhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4HFb0DBJYAAAA='},
  'host': 'backup-nas',
  'truth': {'findings': {'compromised': [{'ip': '61.35.61.222', 'time': '2025-05-16T23:27:29Z', 'user': 'alice'}],
                         'off_hours_logins': [{'ip': '10.37.25.104', 'time': '2025-05-15T20:07:48Z', 'user': 'umar'},
                                              {'ip': '10.41.193.184', 'time': '2025-05-15T23:53:34Z', 'user': 'lars'},
                                              {'ip': '10.49.107.29', 'time': '2025-05-16T21:36:51Z', 'user': 'sami'},
                                              {'ip': '61.35.61.222', 'time': '2025-05-16T23:27:29Z', 'user': 'alice'},
                                              {'ip': '10.25.197.86', 'time': '2025-05-17T03:27:20Z', 'user': 'sami'},
                                              {'ip': '10.43.146.225', 'time': '2025-05-17T06:56:26Z', 'user': 'bjorn'},
                                              {'ip': '10.42.25.230',
                                               'time': '2025-05-18T05:33:44Z',
                                               'user': 'fatima'}]}}}]
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
