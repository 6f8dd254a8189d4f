import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['api', 'billing', 'gateway', 'reports', 'scheduler']
TREE = {'compressed': [],
 'deleted': ['api/api-20240703-0543.log',
             'api/api-20240715-2113.log',
             'api/api-20240729-0225.log.gz',
             'api/api-20240808-0306.log',
             'api/api-20240809-0018.log',
             'api/api-20240921-1132.log',
             'api/archive/api-20240705-0136.log',
             'billing/archive/old/billing-20240706-1649.log',
             'billing/billing-20240718-0413.log',
             'billing/billing-20240804-1812.log.gz',
             'billing/billing-20240808-0641.log',
             'billing/billing-20240921-1714.log',
             'gateway/archive/gateway-20240712-1556.log',
             'gateway/archive/gateway-20240805-0524.log',
             'gateway/archive/gateway-20240808-0639.log',
             'gateway/gateway-20240717-1221.log',
             'gateway/gateway-20240801-1754.log.gz',
             'reports/archive/reports-20240808-1125.log',
             'reports/reports-20240723-0700.log',
             'reports/reports-20240726-1928.log.gz',
             'reports/reports-20240806-1959.log',
             'scheduler/archive/old/scheduler-20240707-2109.log',
             'scheduler/archive/scheduler-20240806-1817.log',
             'scheduler/archive/scheduler-20240808-0604.log',
             'scheduler/scheduler-20240627-2222.log',
             'scheduler/scheduler-20240722-0903.log.gz'],
 'entries': [['logs/api/api-20240703-0543.log', 810, 1719985391, 416, 2100, 'dated', ''],
             ['logs/api/api-20240715-2113.log', 1572, 1721078026, 416, 2100, 'dated', ''],
             ['logs/api/api-20240729-0225.log.gz',
              267,
              1722219945,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA13RO5IDIQwE0Nyn8BGQQL9gDoNAZBusx77/zgJOhpR61ZI6pf/3fMXvoc3JtCdnKc/zXd+f86Dr7+c8Mhd8fs54HT1qM7L0mA4mbOZ1sHagzDcISMuho5KzLYfTDUtYuThhw6/LyyGRLRjZg1hxwTyhmLR6MXLvX4g7EHhDzzKG9LJgmRAxrgVA3bHfV0y5LAgGw9TGgjQhtzKG6zVW1C8sO1Flw+jiLRVdkFdilxGKHbDmG0QxXZB6j9S9LigrkQu7RM8M+X5Ult1GAJBy2W3oqpEhrjaa5uy3q4LohshhTcY+ju06GogYtQztnph5Q8KoXRtNCOnxB8xz6kZAAgAA'],
             ['logs/api/api-20240808-0306.log', 1826, 1723086389, 416, 2100, 'dated', ''],
             ['logs/api/api-20240809-0018.log', 2151, 1723162739, 416, 2100, 'dated', ''],
             ['logs/api/api-20240904-1818.log.gz',
              276,
              1725473920,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA13SO3YDIQwF0N6r8BKQQEgqZjGAoEsRj73/YMSkGEo49zx9COF7nq/+e8TegaGRgeDzfJf35zxwvv2cR1TA5+fsr4MDxMI1PZaDBanbgIHBmsAFo0NUEodayNrQ4RAX7JQsEfSOQ26JnJxhBeDU2VlcLH3DyJIp1FsekO5Cc5t91F4dpgUHahFKULD856VdKKHuQllK7rwTaUGlQZYNwqzlgrRHQ8IOjQNC6eAw+2gk95YNaSjcE+FKrNJa4hEdsi+jVpvXIcbB95nOJh2WxCHMOTiUBVkqp4jzqYZbIojuZWRkZonFoXpi0IZGEpnhvn4C2FBiRVRZEPzfWJZckOnxB2Il2c5MAgAA'],
             ['logs/api/api-20240915-2349.log', 1691, 1726444191, 416, 2100, 'dated', ''],
             ['logs/api/api-20240916-0748.log', 1744, 1726472885, 416, 2100, 'dated', ''],
             ['logs/api/api-20240921-1132.log', 25378, 1726918378, 416, 2100, 'dated', ''],
             ['logs/api/api-20240921-1642.log', 8192, 1726936966, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 2174, 1722322080, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 3, 1715349600, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20240705-0136.log', 1645, 1720143381, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20240909-1955.log', 1292, 1725911709, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20240829-1521.log', 498, 1724944885, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20240903-2201.log', 2372, 1725400877, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20240919-0243.log', 895, 1726713822, 416, 2100, 'dated', ''],
             ['logs/billing/archive/billing-20240921-0630.log', 737, 1726900245, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240627-1150.log', 676, 1719489012, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240706-1649.log', 2200, 1720284580, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240718-0413.log', 553, 1721275997, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240804-1812.log.gz',
              705,
              1722795148,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WVO3acMQhGe6/CSxAg8Si8GCShLkXiZP9RBv3JiexmCs89wMcVU8qfv/cf8f2jTpw1gAeO+f7503/++vyg/b9v+0OKvf/6jB8fZaGvFvD24uAFcu9YQatNXBeIrJIg0JhszAniC8Q6Y3YJ5egPWA+owglSRA9wTZBe4FCLNbFrXfSAmGBFTG7wmlTwcDU7XeTCrOBoV8FaWk3QoPemTRJsp9PFuAyKMj9gO9nQM6K3iT6fbDhDHarKk0z3t/7PBgjPiIv2iOYlQXmBMThgAq3J7RoRqJYEo4iXVmqC+gIJUcwBAE2vGYlPwe7TdSglZy/OrXUbFdwEroJYhU6odVb1np1CetODR+22+/R6e9PsrzfD+rSsCOmNNC6xoGNzuSpu8KxxWexGtSV4vBmx6k7UStwgyIlmzb2sxzdIbSAEyIHL+rfFp2BRTVAaGVrxBNObArb240CE1m/Dq51sFKXwaKdielMQceIgBby9QX6Ek2HacJwR05vYzyLCy0Qad0XBE2pYA57WE0xvtnh96dhbgvlFcS3Pm1pOECPB9KZMX/tp1wiyu1Wisw1xZhBfCaY4gYyqfUm0clWE+oDBDmGWM2KKY925+ERZ/AWEJ9XSiwhiJAhHcWHxiktYv4DtvMbQvea5MhxMcaaWXp0NaZVbAMCW4L6B1qydVtMcX4V90D5XGPfjsOdS9UGN+lEO05x9HGAa7P17vw9HowPagj2hnRnTnNlrqAh5Jb4Ph+ExxwsGBJ5W0xwyqX2u2EKsu6K2I4Dbfv9l5OHANEe07NtRAbYCX2ZUSHBKa9LkzJjmhDeYvWB3vVPVxzjfVN0/LcnZyWY/TKrzdQivNRqfgm3JqFYSpBQHyPZEY+uK815jlWOcYYc2V3ZKRxyuZRH15aNc2YDQEaf1GbQGvL39Brh+G2gdBwAA'],
             ['logs/billing/billing-20240808-0641.log', 1686, 1723099265, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240809-0404.log', 2057, 1723176249, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240812-0241.log.gz',
              762,
              1723430497,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WVO6IcOQhF81mFlyBAIAjeYtAvm2D87P0PLlSB1Z1WnyrBPaBS/vx+/Fz/fTFV7xvbqoV/fP/yX7+/v2o8+/f7S4v++P29fn4VBi/C858Hg4erBQZ1km5TXw6TM27Jqe3aetvJ4cM5ufFiL17my1FyYI3PB6HXMpYkSAdk1QEcz8p1UKwmCVYz2ColwfqAVkhHGVDQ2wtyghVLcq6dbC5Pjh+umNVltU7d9fogabz7ATtoZaJTojzgtN4Wdqsd5WoNVsVzUqh1l9ESbNlT41lhO/dZP0pkOr3RES3FlaA+IBIPVCVYqFeJxKc1wliAuCdnD6cCJLZkFVlXGNHt5OaciEP54SCl2auLyXajcrcUpbw9rW00ckowrRnbdkd3bqp3hQVP+qMPmVUOmNroxMa+ZCB/hNHaCWM7iLSW2kBqM1q8rWMYF0f4u0SMcE9Pva4yLVOE1GZG+Bsr6IjI/k6RzOykKFQBTvyQ3riKIiMUWndz6M9/HhAXNhLNkYL0ZtCK9jRfCHbX+KbRVtnDNAWH1CbmYvmMIl0+ufekY/tybZhgagOCTXcfHcCvk8ajc9JuO14+0xtIb8DVuhYaa9htONoxHFYxjsXygJjiRGVtreaDRr9A0HbEqTzZCXIYMcXZGrMq0gu2ftUIGslmUxsZwM40MMXZg1ecE6G53oq38q4N2hXtOI4pjoW+8UmDvsctDuppTlOeI1ZggimOLMfpIQX3cR2VX+Fgd924R3LpjQh3HxajNfuHcHxipOZWyqwJHm9csQ3dWua+07B6wM7OXI7imOK0XcRZCbvSR2/4xNh2i6+v05sUJzb4qDRxrrFv46SeplpcGwuLJZji+FQDcVDBcm9/eK8bjV8Ndx6QUhz3qK9a3AAkH2MsLxg6rymaYIpjgDEaxCSb7lWl+NaI4XOtuYwpxemx4nSHO5HUx8Z5jWNhNRmZP70XVY/Su8Z83/n/WQonR1kaN1VOFaU4izfMKf/8D/GBqCWeBwAA'],
             ['logs/billing/billing-20240822-2202.log', 846, 1724364161, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240823-1552.log', 576, 1724428373, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240916-0709.log', 2294, 1726470548, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240919-0726.log', 785, 1726730799, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240920-1804.log', 2198, 1726855494, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240921-1339.log', 2037, 1726925970, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240921-1714.log', 26705, 1726938895, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 678, 1726995590, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1715349600, 420, 2114, 'pid', ''],
             ['logs/gateway/archive/gateway-20240712-1556.log', 509, 1720799803, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240805-0524.log', 2100, 1722835455, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240808-0639.log', 882, 1723099144, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240809-0210.log', 1215, 1723169407, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240922-0037.log', 1810, 1726965433, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240904-2222.log', 1169, 1725488576, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240717-1221.log', 1229, 1721218868, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240801-1754.log.gz',
              413,
              1722534898,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA13SOXIjMQwF0Nyn0BGIjQACHYYbsgnGsu/vdoNyQCUdqF59EPil/P4en+v/c7B7G3Vq0/Z4fbWv79cTr//+XR8Sfny/1ueTcCwZBB+3gxsurkR9laAaJ+SqCWcPI56UEG9YhkCUurg7vaEkBLKdOAPDOq2ElKN6jOKmMHo9EskBEy7jCiNqQr6hemvMta1G9UgkRUoopePS6QnlhqTUA1hM7A/SO7HaTvQ2Z8iG9YZe2wgCxRV0jApCG0LxqqYzod7QYsSCVdU7nssx2luNpaPU2MuxPAfxGE0cwvwYFbHWnSjY+5CS0HPUjnNNuGyZR6KkGhg+hsqtIGvTlytMBAm084H0jguZHblgwl0bbYvKLFLMjjkVIR2XWNV6T5etaahwdXQwr/N9oO+6QVkypY+E2ZpCzhwF1up/kPdiRD1hL3xtAC1htoZdu4OhVvBjMSj7hATXmMF5QsjSRK3XNa31KnQEEpbd72ZgrmNPmqVpbcZqanK98oBQaB/DuRW8SpswS3ON6c3E+eMH2AshvNkDAAA='],
             ['logs/gateway/gateway-20240901-0909.log', 1607, 1725181748, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240905-1840.log.gz',
              654,
              1725561649,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUO5YbIAxF+6xilqAvoGIWIxB0KTKf/Yex8OSEcePC51pC70oAX5+Xt/nn1c3IluHi0V/eP/zj8/2V9m+/9xfhy+f7fHvtXNE07NcDwwdXq1dnBOgFbq7gAQFCow9MkB4gLcAwBOnzuyAnWKglF66LA0ty/OBWRNEKsyycV0HUVhJs4Sts1AQlXxglALVA7L//H2Tl06gV7tojOX1wYlO0zwJjd35xJOeFQ0RWFE6wHNDqLJXqhO9O5YBCkCBVIBU+T6wPEKXa0m7mxtdokDU57CFU9HDtwQ1edXHHKqRXwQqnniK31b0lZw+OYziBLHMq90ip1gTX2MmDZEFMacKHqTuEON7hq51Ol+93IUuCaY3OhjRm34qsJ6gHZDqdlkkuNTvFlCYEOmBX2jXvgmInfIHt2qLTaVrjNTqN0aHL/FHw2SnYrINoJpjWoJME9q0qxa0pn4KOZTCMtAbTmtVAmpTSweLKYidw9ql0U/GeXEpjwubS1oB/I31mX/hk0bjG3spcRExppiAPEKTOdoNfKqc11HysPhJMa5ZUHayzdi4XSDvFA9rkTs8Q7WhKoV6rzLZ+PJHlzBRHc6NMkVKbHn2721BJ7op7E89GqVWkIp5gatOwFHAosqd9r2J7Hg1qtFRWHhtKbyYPxzFg9ulXq/rcqF1vn5txCqY2O54Ss9icrV6dVnweKWInjVMvrVFrZlBam+r3TBVPiu4ytzepDaU2EzHo6+C0Me4UlU4YdRjuC7ESPN7ozn5fxn1w7viJnyslwTD3mUrwHJuI5svnWnFXpK/nZBgLsaHnPaX0Bry2viYpsP+8Gmc4toOOnViC6Q11W210VPz1F1gIM9iBBgAA'],
             ['logs/gateway/gateway-20240918-0357.log', 1072, 1726631869, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240920-0709.log', 1423, 1726816161, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1496, 1726990360, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 3, 1715349600, 420, 2156, 'pid', ''],
             ['logs/reports/archive/old/reports-20240809-0502.log', 859, 1723179765, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240912-2306.log', 2126, 1726182379, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240921-0914.log', 1028, 1726910051, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20240808-1125.log', 2399, 1723116338, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20240921-1811.log', 2400, 1726942262, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240717-2058.log', 441, 1721249904, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240723-0700.log', 1748, 1721718006, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240726-1928.log.gz',
              660,
              1722022082,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUSXKcIQxG9zmFj4AGNCx8GBCwyyIe7h/yiy5XEe/aXa81fE+U8u/v7WP+eV8Yi0pvMszfPr/a1/fnO+7vfn++A9X69v05P95jyOxK9uvh4AHFWpFeWaDKC+QDqmKCxWd105IgPiCLVQ3pTWG+QEqQakkOqgoBzeTo4VCbG4dOhXJ1ilBOp9wariIjQX5A0K6TZxl7hBdYE3zVW2PUoYUSqw/mZBPEyOrqFwbAp97iYJpSE5QH7MGdxwIIgAsk3z094PDGsqIlqAl217A5pPV6bQYcKMHp0kNNE7SckOseUpaGyrUaenE8qnDtKzl/uMBFIXtPzuseUfx0aqqMrNkppDUYJLUOEKH/dlPwLNUKN5/SE0xr2sClrHOsMe8Qyc9SG0DtvR4wrSlex5xzqzP7vRvgM2NX5oJTEkxtlu1fWsx7ervToL2/rEiydlwHTG1G8A6CyUL81oaO36NJsOrh0hulaTx79FbLdRi1nnpFZKjUw6U2DktmdG/N6Q7RX43WfU+FxllNarOghGnHYj8TntWw++Fst0cdk7OzmdiHPdyZ7gGR9KTv3lBqO+mnNl7cFjbait+6AdABw6usckbE1KbBXLwGcfdxa0MVjjYctO8/TxhTGy7KZYCt1vTaKWE9My4d0EccMLVBAphB7vvBudNnlJMGhJFIJJjatAkaOwuzRfcrBSd9M26A51nEtKa0iP3fUiHa7am9BF8SpUnNZxFTm/3ZyKfqkltwVDud0phLJ2b8mN4wzxrRiaXDXVFJT8X9wsc43mB6M2zNgiZN97Lu6y8nDdnH6EvOjCnOQJ3NRJF+bvGksR+KUxGjG4KdiinO3B5b0H5qfyr+A3/9BSODdAqRBgAA'],
             ['logs/reports/reports-20240806-1959.log', 1357, 1722974383, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240819-0623.log', 1127, 1724048615, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240910-2136.log', 2100, 1726004198, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240912-2221.log.gz',
              234,
              1726179673,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA13QPbLDIAxG0T6r8BLQH4LCixFIdK9InOw/CTivMK3mzHeHlL5ve8R9d0ydsJdSCLbjac/XsfPn9nfsxJy21xGPveSEZsy36WDCBqM10OrA/1AWlIrLiQwZmHw5nI6NSvMGoZUvg4K0XNWOrTsuR9MllECM0t3s5+gMRcwLZqhldLIFeUL7VHZOVHX0SyiJnIsU4LnUWFAmVHYLU0FEvS4KyAnFByTMC+YJB5Y8MmEz7xcIorqgcoI+ghbUCcHrqEmG9eBLKnI6P7VoDgo5YZnwO1Wqk/ntDd/SRc7cAQAA'],
             ['logs/reports/reports-20240917-0215.log', 652, 1726539348, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1139, 1726992898, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 4, 1715349600, 420, 2163, 'pid', ''],
             ['logs/scheduler/archive/old/scheduler-20240707-2109.log', 2109, 1720386559, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20240809-0729.log', 1451, 1723188563, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20240826-0609.log', 710, 1724652592, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20240806-1817.log', 1030, 1722968268, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20240808-0604.log', 1040, 1723097047, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20240816-1217.log', 523, 1723810676, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240627-2222.log', 640, 1719526960, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240722-0903.log.gz',
              456,
              1721638987,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2XTOZIbMQwF0Nyn0BGwEFugw3DNHHg0c3/TDWrsaqtUSqQnkB+/Af68Hh/z17O1COPowU0fr8/6+fV60v7u5+upRo+v1/x40oS+ZK0fF8PLMRnEnGvWEW/H6Zg4EiL2EbBmQrpgV+pl9RoR3wPlQCiesDSFAGsJ+YKwakGXFY7rNpE0zsTVmv+dWC7oRUHn7BWXvGE50EkSTgHn4ZRQzh0FVqsEhuMGERVOODFbZT9H1QuuNlW6EHPELVSMcibuxIvJqAntggN0DaSwqXELB0FLQkFudRkk9IRciCbJaGXeIZEm7LyjMx4J44Kl7EsTQu+Mt1Tl7biNKQz9cpi9qdH7Hj7aP7052bC7nWy8L/V2YBZHwGzt9ySct4EuZ6DELqTN47I3igTV99+F+i3T7wta8c080mVtdruNGjuIyc0VeSc6m2Epx2VrgpmVQ6HOeu+pxXkyirI6nlXgaU11C5P9wXxfBcOBgwJYARNma3bndRmNNvq6RWpy+l0LcN3PXbosDQJV073+wn4/KQmegbtS1jXbhlmaqb467fp6rP9Pymf5c9W175YwS+NV9iocufg90/3D3+8xzXdeBAAA'],
             ['logs/scheduler/scheduler-20240814-0047.log.gz',
              371,
              1723596454,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA3XSPXLEIAwF4D6n2CPoBwlU7GFkAV2KZJP7x2vhhpm49XzwJB7A+3t8j68nW9U6SKMJPF4//vP7evL57/P1LIDt8fsa38/QMRqhflwOL9g7m9QaVKDdkBIKSTozRG/R09HlvJNNClW2cruSznC5KJP1qJSOM2j0gAgYrroF5corKNLh9UyasFyQrNngQ4oH31DuCSskVBp6AK8J5YLaZ8deiKXQdqOdZ19OysDCfaTTyzVznUFeGHSbEAnWiODWncZMWDMptmaMfvi0DTJYTcioIqprp+2CEM4M9cSB+1s0XjuN81yZy1kmHRXiCOsGY5uQUCwhNZamB18QYe2UGjoPG3N/DDrjJXQHjXOZCbM16sc7fAG1/TEIeI04unc+l5Mwa1MlsA/rvdS21+Z2NIVFZqTL2kgDjIhSLWxL2mg5L7NDQUuXranRsaAQ+Tj+c+JNbUJJl6Wp82x2x3eZPv4A2yeHP2cDAAA='],
             ['logs/scheduler/scheduler-20240917-0900.log', 1452, 1726563635, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240917-1839.log', 2351, 1726598340, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240920-0442.log', 1459, 1726807341, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2497, 1726999325, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 5, 1715349600, 420, 2149, 'pid', '']],
 'hold': ['billing/archive/old/billing-20240627-1150.log',
          'gateway/archive/gateway-20240922-0037.log',
          'reports/reports-20240717-2058.log'],
 'links': []}
NAMES = ['archive_tar', 'idle_live', 'legal_hold', 'old_archives', 'oversize', 'quota', 'subdirs']
FIXTURE = None
ROTATE = 4
AT = [4, 10]
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
