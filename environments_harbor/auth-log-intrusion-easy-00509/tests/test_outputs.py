import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'blocklist': ['171.19.190.184', '185.51.84.52', '2001:db8:6bea:fd0b::742'],
 'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-08-03T14:47:11Z', 'ip': '171.19.190.184'},
                              {'failures': 9, 'first_seen': '2022-08-04T18:08:46Z', 'ip': '2001:db8:6bea:fd0b::742'}],
              'compromised': [{'ip': '185.51.84.52', 'time': '2022-08-04T05:37:06Z', 'user': 'dana'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81cS2/jRhK+76/gMXMYuh9V/eDAh0GSxe4hySLJYrEIFguKosbK2JKhRybz71OkqLEplshumtJ4YEAeyeqv+qvqenU33+8/JIlOBGZgM3TJQ768f7sp7/PPyXZ7N//NCWX+lyXvi6J83JXz5HE/u18WH8vPyWK9SWa/rzerZLFZPyRZtqB/mRSpNCmaVInkcb3ZJdo4kNVYKku+/04hSp/88o/3Ck2mlCiUUYUA4zTSH8ocvMklzunPyqIs56VSpRWo4W/vw+R8zB/+v18t//ymejPbltvtcr16kyXNb8n6sVzRLCrZ99uymcA3++X8Vgph3iSzz0n9P/HmC6LNFGRaMIhGn2dmmz8sT4lRmEqnUgUNMw5A8cws5saW2sxyacDYRT6fKbBG42wu7MLl2lhjvZsLn+ehcsYyU03gSIw+Q4yWpMMW4H6+JkDrCJD+1SRkya+//vf2cbe9Ucm75F//+e725m79UN7UH75L/v3L9z/fbtbrHf3+7U8//PD+R/qD/XZzM1uubuZrInSTPG5DQZ9mSW8GzLICbuZVTbE96S+gPhOacBlqvexQm+93d4RYvZSr3bLIdxXwgr6635Tvkvv1h1X+UN4mNWpSHl52u8+39O1kU0l1m2zu1tvd7ZPloKf1lCqpklrs2+JuOV+Givd3eruyz3y7/bTeHCZfD3Bqn08otX2C0EbX9vkcCTLBIqnWWojF0l4IiMKKtedaiqNukTVonyG5F+wiSiXPr/SPy03ecYGSZudS7RsmlfKGX+kAuXJSKIXlHK0xCzeb21nucjHXSnojciethrmc2VA5Y5mpJnAkRnHESJEhkKQcoD1PzGr5cb3tMKPoB1KldaN4tNbz1MwQVa5mShJFhSzoa+ixwMKWziphCvoUsFAFaAyVNJaaegpHboDlRmdSZsIyiFqfXRI8NZ6osRQ+j1ajnbGtNTEEdoHpYSYdgT5H/Pbnn378zaNqIRab9Sre37JotGpGohX36+0p2mFsSERtGoKJj9Igjf3P1R/5/XJ++OJi93h4faYhQHJXqRSY+kZBRpGGQsdng0RxVxYfa9N4dwDerz6u1p9WLxp0usjzfMqhInHRZjmS22fGfwRuG0cDbO2pAnfldjeAoKV3InTwF2gvctBraO+8SIPaCyW2o7pqaTPrGs3EXuSIhoqZoxPXpb1J1079UJ90nAbq9HiAdCGsZkhHHEv6kDN1meBSkGtkxAEU90k3kmLUiLZDscuQWU1KmlOXFOL0JNrgwUe7pOhBL++S+kQadEmhxLZVR3mUzIBD1e6rWHCVhodKx3HSqUMYJ2GcFx0aIFNMRqmwY8GPy0En5IwLHXqc/Y4Z9ML2OyDSoP2G0dpWW9XpyYBpgykD5yuyzV3ZKVWpHvMmVTRWs1LISfL12FyXEmxuhaZMz1CxakHK0lhTOl8IsxCmLKR0flGaUDljC5ZqAsd6RbKxnwAp6Oluf0hZf2hK1SQ8NaVkqylVfzjQlNp+3u7Kh2J3n2woGcqJtNWH5erPUBFe2KJqU/AFFCtQxYQ85VRkl9KmqupUCnW0CIlmojblsKATtykJ0NTdEtMF1BJimxc2NYbWS5MPSGvkRK2LYTmnru2h6qUKlWkmE9VaxfW7NKSWzAblkRnQfqJ+17CcE/e7DoAmk8wK1igOTuRgHuda24dPe9zItvIj+8WnhPzHbr8NBX6h6zgxieeoLgOmp66Pjfxa50+zhdZs6w8HfGb+uEv2j/N8V4aivnCubSU/A9WSzTV1XXzx3ToubKJNyS2mEuDoJbU6yTAHsKaPfT5Tkn66gCDs2cnxW3iyatBL1SQFCNqcNGMGsKbeh4OqtUuRVRqmnBXT9xAaNDsWra94prGJO9AMd6pnR5HdRqFArcCnvummg1fC8Y5XOy8XSB+bMtdQGOEKneeFEGU+1242W5RA7y1mvoRQQafegqkR0bObmKBcXDddU2JrgRbpl9qH0taWDQ+BTR9xpcwkUDDr+jxKBPjAIuICS+VrdzR48naVoEhu/sg3N1TmVDkrvYTKcZk4I02mdAaiu6ZA+OlXcI3WTsNj0M6vYKxKvspyGO9AafDEM/mC5sai9c6EFCJPOrPNGoAr9EpllTg6CjcUbCjtaVp5FOhC5WNbeZ1w3UY5hDRb7T0/uYMDlM4kU5kAfjUqTlTVJ19QV5OlgsIDdKgg/2A4KPlKrKJPvtFWAVYzVkEpOVN8gNOvxCr65BttFSCh2Zh/BoUUMplGF0p8HVbRK994q/AOulQgZRkclIuoI7jVqI0wUWATFxJYdbCoNNNM3ofgIlsmQNNz1ZnA43FA5QRO1DQZlnTqFA7r/pU9Cf0NolXXOQtGbDqdSsGugQHxwtZAC+R4gknZtlUSkmPPopDW4krpEywtZGv/eBhr+hVQNyc4V2IkxrXGqsNOVIaQ8MemIYqJWmPDck7cGqsBSRPcTj7YC2S+NRrgWLTezLcaOBNMfaCtmX4mNRrIsWi9M6HiQJ920g5GANeIy2DIvbu0KraV51KUAfnCUpQ2yjFUetl2FARlWEdh6t2Fvu1MFgEdutDBR2xojhz0UsoLFSp2S/MstR3lUTBnChzL7IB8HTvuk2+0HQNoIRgquGsOVqvBgyUchtHgTejwoy05etBrWHKfUPGHS86Se6pAKtYF0/y35mv55KcDJsPyBR0wYW1ZO6E7VMBJ6GugvBvhk8ELHTz4WEuOH/QKltwr1BQ+uaa2pbxqCwDYesKJyIMm4FOwKRxPFQjrcKJzJsNiTl4gECDVWe3dqEMH3dUXDbrnTET0OZOTy0/DoBc4WYL1XoFlszenfMi5ec7QtHxm2UMIo9bwqEEvvYaHhBp1dv4sv+2FLDPl2e6x0x0v/GF/esqb9RZCeBE6/lglxg96BSX2CjWoxAh22yqsb/9w974cisi2nDKHq6iUzR4MRh+vW0zRlhuSdPq2XIWoMmSio7OxLUup6cem2HQsKQRpPSk1fYJehBolMxRM1PCG33TW0286D8txiU3nA6o5PUldo3ph+dlD/Ox/X+83q/y+OhP6dl/pMxT+QpOuLs5mgrkG6UHEnQbFqjHrqouJTd4GCGKi06DDgk58GrQGlHxnw6OLfM6Bdini03VN7dHbiR50MCzo1AessLp8WTV9mANWoGHyhugBjbvqGYbW1xCV9aMQuBP53vanrIoy32w+c5kt3DzzejYndcPsqGDpTCjGuHxnzKAT5Dtnph0qVlzaOsxxO+shcPa+nBeik7juZ/vVbh+AA86iCYUYrcvoQa+jyz6xhhtiURR3VEn1q2ewQV+fEmb7dEjC/u3TXjqMpqjYocOfnIdrwLBzoTmfPyxXIQtIK/ShCKMNO3rQ6xh2n1iDhh3F8KkiteAOknrhfE9t3b98tAMbijBWkfGDXkWRvWLF1NfDDDOKxG7d6qXC89su/eZSXYYJBXiBHiMHvZYez4sVsfUyTHBHjZJ7RIWXFz3UOhBn2hlqr4T9W4n9dAB04wyBMUcEvbRmfDqMTohgjNGGHT3odQy7T6wJ0+GaY0aZyIJ3kob1Ji/uyxBX6K02oRAv0GXkoNfS5XmxBnUZR3FHlZq75O+VwHMbowOuUEkIHX60GqMHvY4a+8QK3hwdprejQqqMgcGV+lSFq/zD8tht7l/1aAWGQoxWY/Sg11Fjn1iDaoyjuKNKPIPtX0tx2ivhC4pTRH9y70G6+mQ1dwGyfc55mm5gjcYdjwxD6+0GunMPnwLjLzGTzjX+GLS+mShVXXDQnJdTKrJ5rVKJmMLxwr4wxk3Wux6Sc+retameISTOIGp7lVP5X/g8rNta5FDpuIUboDSthHqeURyAFLed4hX4V0FDn3QjaQAikaNBGwbImVdCw3npRtJgpDeKoQGZIlNL9UpoOC/dWGsQ5KU6NCB3NsxrcK+Chj7pRtPQvu1eA4E9ebZIE2KdnDgMHtHauUoM2vkwaJr70JIZ20g7/Uxk9ykBMWjsTP4CjnaQjnZfAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHachBxGvprZRC4wfIumBozIJZhPj15lrnPDPAHy+hKULDygNuJDEyKc9w1rnW9q3tGoMLvso4JNXiqXQf/cN8S1ZeQVHoh1wSLZukcPA8oHC+HN7+g8zbHqgeJtKwszkBCykJEZYAAAA='},
  'host': 'mail-relay',
  'truth': {'blocklist': ['45.21.105.99', '134.78.119.113', '2001:db8:7c8d:93bd::f4b'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-08-04T00:54:00Z', 'ip': '45.21.105.99'},
                                         {'failures': 12,
                                          'first_seen': '2022-08-05T17:24:27Z',
                                          'ip': '2001:db8:7c8d:93bd::f4b'}],
                         'compromised': [{'ip': '134.78.119.113', 'time': '2022-08-05T03:55:10Z', 'user': 'rhea'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81c34/bNhJ+v79Cj+1DvOTwN4N9CNoe7h7aHtoeDoficJAlOevGay38o7n890fK9iaSRhTFlZ1dJNjFOuE3833D4ZAc6d3xfZaxjEjLtaUy+1gt31Tl++oNodl+/1D+zqUR/7HZ37d/5pt1mR331S5bHZ5O33f1Y2btyn1ZoHpBzYJK91ew7KneHTL3f7n+y7tIiKf88b/H7fp/3/hf2vx4ePjWZsVDVXxwH+33b0/Yx+2Hbf1x+7JR/bdqe1gX+WFdb7NVvt4cd9XbbFO/3+aP1X12XJf3JKtO3w6HT/fuf2c7b8B9tnuo94d71O1oq/7qEKuy8etjvSuzVb3L1skU+6HhS2xjqUKwFaFdKY/L4/ZwHIUR2mgajZCs5PRRb6Fk0KpRJacw3BVSKAuAQTPWFXJ/fGrGGcVhTMpoiFQlE0a9gZJhq0aVnERxT0pjCceweS+9PuRlXT+NT33OuIlGSFZy+qi3UDJo1aiSUxhGhKQotNCp66Qw7XUyDPECJaeOehslA1bNtk42FCNScophy5tnqaxx535X14doAzFy/AARRYNWnQSlLCGWaQxLq9dAxpiByWQwqURnkmvLaDcqv/vl559+F5qTL8kodvXW7qv93rnv+Dj/lNVP1bY6mdAEp7fjm4aEb7Plp+z8YwdOJMMVm3rfhXse3FjgFggyuDFmfl8aOC6S4UK+UGqZwHUxdH5fTnAgkuFGfOEupAUSz5r6yf2uKKqng4/o43KzLj5Un5qB/sgf800rpilZcLFQLq7JOaBBcdUEtM1++B6EoCb79W/vQLhSlq1MmXNKl3lFSZ6vNM9X0v1GyWJFWVWQVQGgRUl1tKHtzDBOeuNBQzUlhKPEg+W8O9cb4iXRfH6dHZzolvhT4II6gxXaEqzq1Aym6kwWlPCFouc1DaSB+YQes/QKQjuViXWJGIOU1191HKWMLdiCanVecrbrD/U+2jxszWlG6Ar3jNLoJgk/T9AOkkKRzGshYti8RCKEC0HWI4JaQCkXpjVdJmIxLpWZhjU14BsrLgHPhgLerZBoqmF0/szmlmLi6qZkuGBmUz4omMQGl3J+Xxo4IZLhhn3hGQHLVLfUvpQtamZfnuF0MlzQF7eWuYoSDeumUh5YcZZ/1Lttdw4BXVDKXcF8WXIYEIMvOYIICgpyUCJfarUiRqjlqlpyoZlgZFlq6pYkWVQFRJs6dQY2PlxmIEWpd2EkXSQhkAbIMDubfNdLMAL8H8Uvycytxzg1pVKskLokYCpBSkEMr5iAqqzcwlhqQapSO8pgBVW0nVOp8Q5cmIEBZlyhB1ihZ3igUkFzr3aRIxYuwk+5V3CiB6KGmsJxAhLYinDJ8oKttKRSlQV1AUWBQgmsyJkQ0YbOnbd5Rn3msQQ7zzeSDy5LaNC42aRgAfwyo5RpbT8jwGaX3u90OH7IbRRMW3VdttAubzBzkZ6BbLs3BnYF+cDv5Aia3hmZPb2f4Fg6XCi9U2YJ614tnU8L5BV8aeDQDX0c3Jgv2gJ60KLZVXzRlptkuBFfQKPXC4KQax6wglvpbLnUdlmp3PJiVVmXP8i5jvdzP9pErIz/nMOGgE7z3KVsaM9zh2bQFUwQ2rvzeH+s9ocIHAmCx0MkHJWnjno9JaPtGj0sn0RyV0xXfYPEsIGFLpXDUcPdWh+Nkapmwqg3UTNs16SL5XGWe3K66lJh4P2r5ad1TMwQV+RFj58s5fRRbyNl0K5RKeMZ7smo0OszB9xLsYe4yc8JMyIaIVnI6aPeRsigXaNCTuG4J6VBj9kF6XcItDoRRlI5oyYaJFnN6aPeRs2gXdMaPsZpxgRF87tiX60e7JSsYRPDd6rhCHd71V6Ec2I5Q9FMr4R4vtQPwggNhkQjpIZ3wqg3Ce+wXeMFxASOe1JStAFHEN0rH+pdXmyqKCAldTRGspjTR72NmEG7RsWcxjIiJ1AM3LDEMkJowkk0wgvEnDrqrcQM2DVXGdFw3JZSWHBJgaM3Plc4HXJwFO0uiYQLnqg0DZsCO0bTBub3Rfr7b6qT4UK+ALMEBogi8/tyhhPJcMO+iMwFJKPdI8FTeFN6g8Y5pRYgFhTkAqg8lzVNr0G0gdj86zdctHHOVQ1lX+6kT1iujMISN+X865DRFStoX1TfHEIFY7p1sH+CUpZj5SQV8EriImhgelxQIk2PDG1BY1jKvI64CNqXGhcCTGtr20BxwKGAiMHbpSjiJedaTkObu43JQfqOx4HuATn3NcYJTnbLiylwweQurADLsbMsADPxFhjYgnKn1vmGnDPpKtx5roEjLJ37HlH4jmyP2llYjmXtIIUvd9zXiQib/fbbv++fDvs7nr3N/vGv7+/vHurH6u706dvsn7/+8EszH93P3/3844/vfnL/4rjf3S3X27uydrTusqd9NO5nV90vpwdYx/NnWGUZ4EfUIM2EieuvhZWbuAuqn4+kXay25+0Y2BXmrfKpghiMVqVPcp6c+SwntOQ8fRqQc+/1PK4+ZvtDfjjuo5FfKGjH92dY7Tcm6Pkmo+I2bYY+FPiCCnNelJqWnWgDsVUJbVz6AufcuCS65UqDxVGspjkOj+4oNGaYNtPQ5m51Er4XnzNLAYXUk5pW3MxV5LnvmGtCO96NQc3csiJ8kwwA2gTklObD61T1uN4gjaK+s1qJs3jaiIFuJVOI0vBClVQvDc8dDbIoVqtSUSMKXQidA8lz7RYvHm3oVGq8Bxdq5AA1vjGTIcmFNaWd+2poGMpqzYcja9Qf9XG3zTfFYZO9OXp/otFfmNra7j+jNo8MEKwY4BSmtfX5WDCu1DSXaOecz9TXF2Ho/DMFmnY5QAThTU51Xw0NQzVL8+FIOBxcXs7ebDNBsrs/892dWxvu9p/27lu0GS+MizYPz6hN+xIzGN1sajnLfD+s9u175zWFKzlfPTtq6vz1LOWW9kroy5GXnH3j4uEY2v0eCRfauPjBJX7bxxWdqLRw05/A4iI000qR+YQes/QqQvtHnLBNMTd66jQA/6zZwvl4TpDGeTknO2FTr8CO8FsPVBCX0m9SFn8OuN7jNxH2RT9+04lr37DPWoXcGQpbntxW89VQMWxfKhXMFWOqRwXDu3qEhNdBRdC+VCoko5whVGAPwgmh2GuhImBf8gQBJfpRwa3AdjrCvJJcEbQvmQqXxtubPqrdWo43IMib5ArtnzBZgLOTKew0YdTAyNOEFs65IOCGYWRg+3sp6Ncho1UejdkXdd6PUMGpbPUKN1C+sxUrZKWKedkNRjiDyxtSIgASuglSR72SgtFGpbzqZojfnoquUMW6zVVzhTzQrhWIFIchoodP1nD6qDfQMGjUhEatEXYRBQVWNirkEcKvkp/DBibnZ85pq2XthCXwnhwFJtSyNowiKZcqGiA5oKePeoOADho1qVlthN+2iqZ5JRK2oitBY16Jh+U+IMZEI6TJmDTqtWUcMyrphXhDBLd0BNKcdQEKbdJKBBctIKMBkmRMG/XKMo4aNVOJ0PDbU1F2n6c8I/fbgPPycT1eWDPORPT4ySJOH/UGIgaNGhUxnt6ehqp3E90Aa0rTZqKQlIhogGQRp496AxGDRs00Ext+uypSgt+b66aSGn0tJTbhgVMTjZAqY8Ko15cxbFTSSymHCP5CR+lfDONfn4c+oS7nfsPdCU5Ymg6HXsj8H3RnWQtTXAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHachBxGvprZRC4wfIumBozIJZhPj15lrnPDPAHy+hKULDygNuJDEyKc9w1rnW9q3tGoMLvso4JNXiqXQf/cN8S1ZeQVHoh1wSLZukcPA8oHC+HN7+g8zbHqgeJtKwszkBCykJEZYAAAA='},
  'host': 'web-edge-01',
  'truth': {'blocklist': ['77.25.126.216', '218.19.169.153', '2001:db8:be7a:4cfe::550'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-08-03T06:48:16Z', 'ip': '218.19.169.153'},
                                         {'failures': 10,
                                          'first_seen': '2022-08-04T13:28:22Z',
                                          'ip': '2001:db8:be7a:4cfe::550'}],
                         'compromised': [{'ip': '77.25.126.216', 'time': '2022-08-05T01:42:28Z', 'user': 'jamal'}]}}}]
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


@pytest.mark.parametrize("part", [k for k in ("blocklist", "timeline") if k in VISIBLE])
def test_deliverable_on_this_host(part):
    msgs = problems("/srv/ir/out", {"findings": {}, part: VISIBLE[part]}, FMT)
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
