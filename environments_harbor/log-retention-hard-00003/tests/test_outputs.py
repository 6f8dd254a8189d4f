import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['api', 'scheduler', 'search']
TREE = {'compressed': [],
 'deleted': ['api/api-20211221-1937.log',
             'api/api-20220101-1714.log',
             'api/api-20220105-2323.log',
             'api/api-20220109-0541.log',
             'api/api-20220110-0601.log',
             'api/api-20220116-0616.log',
             'api/api-20220207-0259.log',
             'api/api-20220208-1222.log',
             'api/api.log.3.gz',
             'api/api.log.4.gz',
             'scheduler/scheduler-20211217-2113.log',
             'scheduler/scheduler-20211225-0832.log',
             'scheduler/scheduler-20220106-1400.log',
             'scheduler/scheduler-20220109-0525.log',
             'scheduler/scheduler-20220207-1334.log',
             'scheduler/scheduler-20220208-0313.log',
             'scheduler/scheduler.log.3.gz',
             'search/search-20211221-0907.log',
             'search/search-20211225-1823.log',
             'search/search-20220108-1943.log',
             'search/search-20220109-1211.log',
             'search/search-20220207-1305.log',
             'search/search.log.3.gz',
             'search/search.log.4.gz',
             'search/search.log.5.gz'],
 'entries': [['logs/api/api-20211221-1937.log', 2096, 1640115429, 416, 2100, 'dated', ''],
             ['logs/api/api-20220101-0015.log', 2308, 1644116060, 416, 2100, 'dated', ''],
             ['logs/api/api-20220101-1714.log', 558, 1641057291, 416, 2100, 'dated', ''],
             ['logs/api/api-20220105-2323.log', 1393, 1641425012, 416, 2100, 'dated', ''],
             ['logs/api/api-20220109-0541.log', 1400, 1641706899, 416, 2100, 'dated', ''],
             ['logs/api/api-20220110-0601.log', 1364, 1641794471, 416, 2100, 'dated', ''],
             ['logs/api/api-20220116-0616.log', 821, 1642313806, 416, 2100, 'dated', ''],
             ['logs/api/api-20220121-0136.log', 1391, 1642729004, 416, 2100, 'dated', ''],
             ['logs/api/api-20220125-0944.log', 1254, 1643103846, 416, 2100, 'dated', ''],
             ['logs/api/api-20220206-0447.log', 1804, 1644122869, 416, 2100, 'dated', ''],
             ['logs/api/api-20220206-1212.log', 1926, 1644149534, 416, 2100, 'dated', ''],
             ['logs/api/api-20220206-1357.log', 2331, 1644155877, 416, 2100, 'dated', ''],
             ['logs/api/api-20220207-0259.log', 1898, 1641626628, 416, 2100, 'dated', ''],
             ['logs/api/api-20220207-0849.log', 2336, 1644223740, 416, 2100, 'dated', ''],
             ['logs/api/api-20220207-2140.log', 12288, 1644270001, 416, 2100, 'dated', ''],
             ['logs/api/api-20220208-1222.log', 31194, 1644322932, 416, 2100, 'dated', ''],
             ['logs/api/api-20220208-1248.log', 1485, 1644324500, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 781, 1644342076, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 1268, 1644255979, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              297,
              1642604794,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13SOZIDIQwF0HxO4SNIaCXwYQBBNsF4uf+0UTtpUuqV+HwBfM7tMf/uIRZUXZuOcXu+2uv9vMtx9/u8F/Z6ez/n445Rgtj6z3a44XFp08Cg9vWFJSGqp2PVVRusdGU7nVqNoA/19nV0Ordz4NA+B3EkpA0be+8Ioaj4hZyQPo/asPFw1ikJecPhq0bDNjzmZSLrOVD4SBtk6WQ7FG0lEBRUL19joOkssK6Q86G63aRSJKAh2jUhQbWEMIt0LCe0DTssn/UIgN6vXZieE2WErwZnF75hZTIQcZMply5cJd0MLuY+0tVMqGVp64SqcHFHBkpIQ5R5ZomYWyPU29KIqNqvEal8/4ZWnbogYW7NasxHubyAsouff5tKg7iMAgAA'],
             ['logs/api/api.log.3.gz',
              446,
              1641726339,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XTPXYrIQwF4D6r8BLQH0iFF4MEdClenOz/kRFuJm59viNxdaeU39/ja/57hnqnucQb1cfru3//vJ64//t8PYEFHz+v+fX0EgLK8XE5uCCBuQ8uS6q9ISVErZywd1ADwIR4wTJCo845Q9cb8oFNKaGpL3C3hJSrriU0yQZXeENJSBUlYWkj2iqQkC/YtHbr1kqPcYdcjyudSKunk9x0UrQxGkbg7YlEpZ1NR6W+sCSsF6xS18bTy2y3ULE0S4jmEmInm3ZBx2VteHeacYNmZ1MPGMCs6fRyjEMWj2GBdNsUFEpCUuw0RBLaGQjREI3Y5XYMEDgTW+37NU4XhOzNoMV7ogcOvWUKVSEhOO8k1kiYvXGqvOaU0rzcoepxZQe3NK8PWZu6+hzqO5xZ/zg8tfnN3NxqwqyNlak0gR3wfkWUco7BO4edyXli1ib6jOJ7vnS9nx/qgaFQhfisKgeO3dIZxCD3a/D5MsrqHLsA6bI2hrqiOkNMvj9R5P1lLDRDXAnbKbgrtinLJtxqQ9ZOUYm6EPYzMXuj7tMcoPXufzaFc41dbhDVE+ruzcd/rwXADkAEAAA='],
             ['logs/api/api.log.4.gz',
              425,
              1640855018,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XTPXbkIBAE4Nyn8BHoX7qDOQzQkG2wHvv+y6g1G2CF0vueSkWplNf1+TX/PsBG7UxQFcfn87t9/zwfvJ/9eT4q0+fPc349eNQ5ne3jYnA586VaAqNJvJ2ko+I1IY3OYwglxAviDCcPZpzlhMKS0ApOoYIJKZNKN/Yxh0Q5koLW9xt3ItGQhHzBaHPV2WaVRW9ICVnuT1zLmVeHdHK5WQs4iqNzOxyalYSF6hCtJaFekGcEeiftHQ8IwJoQ3dduryesF5TSVxfFonJCVLeEMEYbnTyhXXBU4Z3Slu8iDoh6Q8JBrc6V0BNiaTEDELSfp6F8lwqC1K3OC0LuxrqsvsBHIT8gl3c5O9Wr1SwHcjgiMkJMR114HCOyQ8J41VALJ7yHM6DJDipBfECDO2n1uUO02+VuzPaQjRUayK9S/3dTB64yImHuZjGy7nsqMc+kpH4Pp6A2HVkq5HB6lF2XtdpanG/cp5vQOajJ+xNzOKvrioEtev/1byC+FydmWOmGOZxpGEtpWuA6onq5O52wN4T1dq/dfPwDYDsMIAgEAAA='],
             ['logs/api/api.pid', 3, 1636589700, 420, 2100, 'pid', ''],
             ['logs/scheduler/scheduler-20211217-2113.log', 1637, 1639775639, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20211225-0832.log', 1626, 1640421151, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220105-0015.log', 1687, 1644136939, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220106-1400.log', 1401, 1641477657, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220109-0525.log', 428, 1641705903, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220110-1352.log', 1094, 1641822741, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220117-2020.log', 2300, 1642450820, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220119-0639.log', 493, 1642574365, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220204-0901.log', 866, 1643965306, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220204-2221.log', 2025, 1644013317, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220206-1655.log', 1374, 1644166533, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220207-0644.log', 550, 1644216244, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220207-0825.log', 1392, 1644222357, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220207-1334.log', 32564, 1644240870, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220208-0313.log', 1713, 1641410231, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 875, 1644359905, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.log.1', 1860, 1644311561, 416, 2149, 'numbered', ''],
             ['logs/scheduler/scheduler.log.2.gz',
              460,
              1642589642,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2XTQXIjMQgF0H1O4SOAAIEWPoyQ0G4WEyf3n04j11Qp3njhfkZ8/Qb4+Tw+4++zgZk69E6dH6+v/vX9esr125/rC+Xx/YrPp4WPWY0+boa3k7oGgDccbm9X0hEAJWToY4CPhCUhjgYcS/oab0gJDTSdMhf0KOnodkC+mGqEc387TlcJ0xWY2gNrOr7dWErUhcckPQ6KprY3RJGubW8oN2TgDsXCqNbjoEWs7YnGGiGasN4wkEFHL2azn9Eo7xVr2PLedjSaE6Xy5Cai/+G+C6y4M10+QNucCe2G1hzMNaoGHUeVHY3N6TwNkrWMFATGqs3KOKMpP8/cUDrEEJAbYpZG1KVeiQEvP6MB2pli02tgt4TZmjlrhasBhcs6NiQUSDg6MeHaE7M1JbiO5lO42QHbDma6GyPkhpilYXLiouHRT6ZtJyOlRe2cgeIujU7sMh1JfycjOxljVni3FLM0WnXgqtcfTjoXNNywhQ1Sx4RZmivhbiHrGihHpKTXM/le2IRhdU/M0tCiGCzLydtxVHtfPqwp4rgTzc5Mi4bzqmGsOO/wqvweSFVXtw2zNY3nbGRXT11+vVD08Q88nIytXAQAAA=='],
             ['logs/scheduler/scheduler.log.3.gz',
              250,
              1641706869,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2XQMZbDMAgE0D6n8BEkQAIKH8ZIqNti4+T+6wg7hVet3mfmTUqftzz9d5XcWpbUTYmX/bW93vtajr+ffYWaYHnv/lxdJQkWeUyXJ0Qm7Oqkne0GsSQJKDS02EgBYcLOkhOIYNVxQQyYseaACRDZsAfESIRNtHpByd+qdCYiasBmVLgPDUgTkhLWnkiG8r+qigHBk/VRasAyIVS1nBG7bXCripXCHUbQ2xlYpzO14TSgJCiXg3NUvqAompNhQJ6wHqcONwxYb4H0KRVNt97VCgeUSPS2OXBvA/yWiJnPURmKZVcPqLHN4w8zJEjlDQIAAA=='],
             ['logs/scheduler/scheduler.pid', 6, 1636589700, 420, 2149, 'pid', ''],
             ['logs/search/search-20211221-0907.log', 1056, 1640077627, 416, 2121, 'dated', ''],
             ['logs/search/search-20211225-1823.log', 1930, 1640456606, 416, 2121, 'dated', ''],
             ['logs/search/search-20220101-0015.log', 1132, 1644267478, 416, 2121, 'dated', ''],
             ['logs/search/search-20220108-1943.log', 1635, 1641670995, 416, 2121, 'dated', ''],
             ['logs/search/search-20220109-1211.log', 1292, 1641730261, 416, 2121, 'dated', ''],
             ['logs/search/search-20220110-1943.log', 421, 1641843805, 416, 2121, 'dated', ''],
             ['logs/search/search-20220121-1231.log', 1852, 1642768264, 416, 2121, 'dated', ''],
             ['logs/search/search-20220125-1404.log', 981, 1643119485, 416, 2121, 'dated', ''],
             ['logs/search/search-20220127-1651.log', 2011, 1643302296, 416, 2121, 'dated', ''],
             ['logs/search/search-20220204-2138.log', 2388, 1644010683, 416, 2121, 'dated', ''],
             ['logs/search/search-20220205-1616.log', 1297, 1644077804, 416, 2121, 'dated', ''],
             ['logs/search/search-20220206-0543.log', 888, 1644126190, 416, 2121, 'dated', ''],
             ['logs/search/search-20220206-1131.log', 1175, 1644147096, 416, 2121, 'dated', ''],
             ['logs/search/search-20220207-1305.log', 1964, 1641466033, 416, 2121, 'dated', ''],
             ['logs/search/search-20220207-1913.log', 1059, 1644261219, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1002, 1644359347, 416, 2121, 'live', ''],
             ['logs/search/search.log.1', 1068, 1644261831, 416, 2121, 'numbered', ''],
             ['logs/search/search.log.2.gz',
              478,
              1642581658,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2XUPXojMQgG4H5PkSMIECCKHEYSqNti4+T+Oxk0jexy/Lzm7xuX8vv5+Ip/n1CbMwsKq368vvv3z+uTru/+vj6xGX38vOLregC1yJA/t4Mbmk5G6NEQ7YE1IXHBhJPDG01IiDcs1dwGmRVbD8SEUMl2xUFho42ElBUtYg2cxrGOVklaTVgibFWPhPWGTMN60w5M5YD1GXH1itL7Lsi3m8KoTg4u9XG8OxUpCbV6q441oWSnZEpBA23Nc8SiGy5bFn31hHpDnwX7mK5k7ahIv83f0IbONXW32m5IAhTdTNc4IVaBhANlQQlPaDe8njTuMGp0OM4IFTa8wgHOUW4IGZx+XZAZ2PviN/jMOHudjiuXAxkc0YqB3YExzlYLy55R2kDwXTGDs3DO4rL0+oHjjIBPQblWeYU5XeYmSE0bKZu/nbHWndQV14gycqmQuSmCXqwT9lbermGckK9zBM+WMINzHaMtJ+Qu8+hUWdNVKYZ17k5lX5G9ypyd3wsi7YQ3sQ5XtBNmblSZaEkHEjwChyr7nWqdBSZs2PY7JTF4BKjDuRsuT27WBKGyW83cOCnxKNNjnlekgs9uVphfy7shZm58AI5qZVI7/3D+/AdaaoBTmAQAAA=='],
             ['logs/search/search.log.3.gz',
              497,
              1641696517,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2WTTZLcIAyF93OKPgL6BS36MIDQLotMz9w/jEWnKo43rjJ8ftLTUyk/z+Nz/X4Wn4gjGmrY4/XVv75fT9lnv15PBKTH92t9PrlLY+nz4+LgAnurLICtDO9vkBLcL0uwa0yPqQniBcIaasFzyMCbIhWBBEcBjoIrQbpAqrBqLTqU5T9F41OqrNEWcYJ8gSIooUzy8+GAeHoUO4rIGNDLUZQEfez/wW5g3/63VCBJbnZcfbglpxfH1Z0tIHDBrVJk0SM4u5Zajqk1vYnZnBT6CrhXWuG0WEEooh2wHUXBHr56WL1VyngE3XwIjsPZxVVuXsaPnv0dPycneqYfIdCb+8VBxmbgLC129Yh844haS5D6YnSSBDM2VroFTS/T4QZua5JblRpRb8md1IQRFm2iE28cgGGCBVvdN3IWkKmZwcVUi61ynwXR25o5ZvXGkWCmRpEGTKMZVm6zoO1CVrrj3UtgchmaPQLjalHN520USu+UjuprxLH0hKYo7y63YbXf98LqEZwoXCmONRma7bJMn+rY/d6hwPHUrO4VXhlvyNDgWK6dl9cp990v7xZN9vGsNcFMDQq21ladvDNy2wvE9zAIQzXSU8zYSESf2NlsjpunBoczUNZdWnKZmmgq/vEHWnDVFrcEAAA='],
             ['logs/search/search.log.4.gz',
              686,
              1640834056,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2WVS65bIQxA513FW4J/YDx4i8GAZx20r91/6TWpVBIpgwQd+XcMAH8/Hz/Xj0/tuAgCBVU+vn71X7+/PmWfff/6RCX9+P21fn4WDYKJ/dvD4QN2dI7ixYnoBXKCLGgJCg4NUE+QHpBrzABXMocbtBfIncekMRPkBxQCXTpjStzgTpVOqr0soFgJygPWsCFCXCLiBZYEqcCpEWtXKA0TLA8IldoaNovbHZGa1ARHB1q+TsT6gM6t19VYIPgF0qmxSHKV6vQSlpxmU8UaRB0wo17TaK8KrU+ZE0+i7eGiWwvaZfY6rwrR5FQ4nCdT1QTtAZcWcRuzNPYrIAmcIa7SRkgGxNRmgthg3jWqXgFZ6QVW8GitJZjaUFQcQ2CVsq6A3Go5mbbQgT1bg6kNKLRGc4F7XC0lwNPTiVXNWBLkM0Rvda6dHc9riCp4uAUCItkaTGtcahuFom/+Dshn9i6gwUTJpTRUaE/B+0LHWxpsZ4joNKefjcKURhFsTcXCxvcQqZ3FAGPgxWkbpjVFqiFz31+9bTM9qe4F6GFwwNSGTXaB+0R9vUVMTGtxH1ISS2mKupgLUXsbRYFXuF3g/i83n85dsw2d0ObaJ2+bz6dA3Qu3G58tpZRGsLfd8zIB47a0yGvzxbHU01JKabzv7dTu3We5QW5n+AY1dK9rgimN1cU72i5H74USO3qvGBx2LKWUZnHtDYorh993FNmxVI2p0RoJHmtajNEGdIl122bazl6wjK419aa0Zv9eqBjqw+4SsZ7ejFjmlU9Tz13TeF81YMXGeItYzibSYrHgXAxKa3Z5cwnN6Gxvgtd/qdax6rlsKL3Zz8x+RlqZfc0rorwy3S0Pn57ecHpDo4rwHuTfl+D/gJVOomjkav3p6bc/jHY08OAGAAA='],
             ['logs/search/search.log.5.gz',
              370,
              1639991345,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2XSQXIcMQgF0L1PMUcQIIFYzGFAQrss4rHvH7nRpCqd3na9EvB/KT/f4zN+PzW0qgN7FH68vuzr+/Wk/e/X6wmF9PH9is9nK0EkVD8uBxccKgXRpw4eb1gTUhU+kKcNoZUQL2iEfc7hS8HfsCVsAOkq1gYuJR1dbnZgrFHXCLk9WNt5ry8w68XS1cstMvPeOs75d0M8g+4VEhqQaeMzaLug89ABaxKL3AbFPV9Ch71Gj0jIuSGGmoRpL/MOWUpCXDRwhSaUfNGVyyLcA8s9jMpnR2YBnMEJe96mwNDV1vyJ7N8dgfgcVWtvHEoJNUeFCb1RgQJyP452OS9atwaUELI36O4QVRtG+w/S2dFsQHUdCbM3vOdEkA4kfItxHyddUURyzxgha6MwG9kchCNuRwV+pzGrVpeYCek0nCZWGbut455Gx5P/2rVCspYwixNrDN0lII+4pwFCBxYrEifGjz+Rpuh2WQMAAA=='],
             ['logs/search/search.pid', 3, 1636589700, 420, 2121, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'name_dates', 'oversize', 'quota', 'rotated_numbered', 'scheduled_job']
FIXTURE = {'compressed': [],
 'deleted': ['api/api-20220209-0118.log',
             'api/api-20220211-0942.log',
             'api/api-20220215-0342.log',
             'api/api-20220310-0436.log',
             'api/api-20220408-1136.log',
             'api/api-20220409-1130.log',
             'api/api.log.3.gz',
             'api/api.log.4.gz',
             'api/api.log.5.gz',
             'scheduler/scheduler-20220214-2332.log',
             'scheduler/scheduler-20220215-2254.log',
             'scheduler/scheduler-20220307-1218.log',
             'scheduler/scheduler-20220310-0843.log',
             'scheduler/scheduler-20220409-1142.log',
             'scheduler/scheduler-20220409-1450.log',
             'scheduler/scheduler.log.3.gz',
             'scheduler/scheduler.log.4.gz',
             'scheduler/scheduler.log.5.gz',
             'scheduler/scheduler.log.6.gz',
             'search/search-20220216-2034.log',
             'search/search-20220217-1749.log',
             'search/search-20220224-1823.log',
             'search/search-20220310-1957.log',
             'search/search-20220409-0944.log',
             'search/search.log.3.gz',
             'search/search.log.4.gz'],
 'entries': [['logs/api/api-20220209-0118.log', 1055, 1644369500, 416, 2100, 'dated', ''],
             ['logs/api/api-20220211-0942.log', 876, 1644572566, 416, 2100, 'dated', ''],
             ['logs/api/api-20220215-0342.log', 2125, 1644896564, 416, 2100, 'dated', ''],
             ['logs/api/api-20220303-0115.log', 1966, 1649264349, 416, 2100, 'dated', ''],
             ['logs/api/api-20220310-0436.log', 433, 1646886978, 416, 2100, 'dated', ''],
             ['logs/api/api-20220311-1044.log', 2013, 1646995463, 416, 2100, 'dated', ''],
             ['logs/api/api-20220317-1815.log', 832, 1647540932, 416, 2100, 'dated', ''],
             ['logs/api/api-20220321-1040.log', 1622, 1647859203, 416, 2100, 'dated', ''],
             ['logs/api/api-20220329-1553.log', 1720, 1648569196, 416, 2100, 'dated', ''],
             ['logs/api/api-20220405-1714.log', 1536, 1649178881, 416, 2100, 'dated', ''],
             ['logs/api/api-20220406-1145.log', 794, 1649245532, 416, 2100, 'dated', ''],
             ['logs/api/api-20220408-1136.log', 965, 1646796229, 416, 2100, 'dated', ''],
             ['logs/api/api-20220409-0812.log', 2230, 1649491944, 416, 2100, 'dated', ''],
             ['logs/api/api-20220409-1130.log', 28594, 1649503810, 416, 2100, 'dated', ''],
             ['logs/api/api-20220409-1408.log', 12288, 1649513314, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 638, 1649538612, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 977, 1649450635, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              329,
              1647741339,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13SPXpsIQgG4D6rmCWA/FrMYlS0u0Uyyf5zImduoa3P+8AHAPy9x9f8fIZYUHVtOsbj9d2+f15Puf7+vZ6FvT5+XvPriVGC2PrHdrjh9WnTwKD29YYlIaqnY9VVG6x0ZTudWo2gD/X2dnQ7t7vg0D4HcSSkDRt77wihqPiGnJD+mtqw8XDWKQl5w+GrRsM2POZRkfUuKHylDbJ0sh2KthIICqrHaAw0nQXWFXI3qttNKkUCGqKdCQmqJYRZpGO5oW3YYfmsVwD0fu7C9K4oI3w1uHfhG1YmAxE3mXLswlXSzeBi7iNdzYRalrZOqAqHuzJQQhqizDOXiHk1Qr0tjYiq/YxI5T0bWnXqgoR5NasxX8vlBTTPmda7oHOZ1ikTYl5NJ0Wg4ouKnVfzf6YFax+jYsJ9NR+/zJCVI+sCAAA='],
             ['logs/api/api.log.3.gz',
              478,
              1646931858,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XTOXZkIQwF0LxX4SWgCaTAi0ECsg7aw/4bf1EJrrTOPRJP75fy83v7mP/eQ73TXOKN6tvnV//6/nzH/d/fz3dgwbfvz/nx7iUElOPP4+CBBOY+uCyp9oKUELVywt5BDQAT4gPLCI065wxdL8gHNqWEpr7A3RJSrrqW0CQbXOEFJSFVlISljWirQEJ+YNParVsrPcYNuR5XOpFWTye56aRoYzSMwOuJRKWdTUelvrAkrA+sUtfG08tsV6hYmiVEcwmxk017oOOyNrw7zbig2dnUAwYwazp9HOOQxWNYIF2bgkJJSIqdhkhCOwMhGqIRu1zHAIEzsdW+X+P0QMjeDFq8J3rg0CtTqAoJwXknsUbC7I1T5TWnlOblhqrHlR3c0rw+ZG3q6nOo73Bm/eXw1OYnc3OrCbM2VqbSBHbA+4oo5RyDdw47k/PErE30GcX3fOl6nx/qgaFQhfisKgeO3dIZxCD3Nfh8GWV1jl2AdFkbQ11RnSEm308UeX0ZC80QV8J2Cu6KbcqyCVdtyNopKlEXwn4mZm/UfZoDtN7916ZwrrHLDaJ6Qs3etN52CX/CXnH1RvDUJvapdDf5cXhqIzQwaBQTuhxVPdn8+Q8Ms7/ioAQAAA=='],
             ['logs/api/api.log.4.gz',
              729,
              1646027774,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WVS3YbIAxF511FlgD6M8hiQIhZB03a/RdbOAOcoXPukfzeFS7l8ffxFX8+q7kOwqoC/vH9t//99/1J+3+/vz+V8OPfd3x9kmtEI/v1xOqTs7ZEyoTZeb44Tg5L0wTRB7kzJghPEGI2bJMIotwgEydoBYKxQIKYm/Iwah7Os1ybVtHXxL0Ry+QE6QnOHkujh/LCF4gJEp+vuFYjWqMmx08utNQG3KBRvzgwKwkWVGfRkqA8QYo5oQ2UMeACayVJEFpbO72RoD5BLmMNFijCNwjSLMHq3n1gS9CeoCvT3tJW20FcIMgBERy7xkqwJQilz5gVqoy7DaETamXAYRpPsKY3NniNVZsXbBdI5RXO3uqRaoZTUxxm9skmrguuGoFaTXA+YtBCCR5xvHbei/JEukCrZ1NtsZfoh0tvzLbIRlJ75bdQf7JRh1V8JpjeLAKS/ZnwjHtTlHbEKSBdPEOtKc6YZcdlXXuf98TdboKNJnZ+fcUUZw1Z06HPMd5uA+BlHJuB4gFTnDCYSzBswrpWbeVkGnU7BHq49MYwoCuPDv5mqrWzqUKYLfQE0xu0Sm2NCLFxH6PCaWMUXQw9rxjSG2+0a+x75BzXRNRTxoawjJqbQmqjU0rgRMa4W8Rq56YkjHc86RukNvv9MWkYE9cbiC/Dl2gvNLNFwAMOktEQhsQNcj2riu+3DF0STG9aXVuaOie2e2KlU0YJUto3mxyfy2g9yG2Z2e2b8injceaT+AxMbdS2SX37vrzeAx875EnFwu6ebzGkNsP3jfNctRreLf6AjCOWSZ4GpDejqe/zdN+xvoF8TmOMCrsOTTC9YViuJt2X3yCynYkuOKQdENMbRtu/QHUpEFynwfJTP1VplE8qpje+H7aOyhpaL67S6y1G58GImQ2mN730/VPVYRS7RQWsp0YAjhlwJh5vCKfuLkus+2VEbPbrP49GtYp9BwAA'],
             ['logs/api/api.log.5.gz',
              221,
              1645148839,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13QOZbEMAgE0LxP4SMgFoECH0YLyiaYdvf9xyPsxKR6X1AF8D/b23/3NJU0Swbxvh2f+vkeu5xvP8duQNv38PfuXLU1ra/F0nIDvFJi9ep2OwxHljQgp8puKAFxwdnLHJ0oz+4PiGQQMOs5uY2AtCBqyjUxFZN0QwqY4VqYebLP5uE4EkJzEBppuN6Or0uhYECloX7+HFAWrLPWBjl3NHlUc54hVzcqhTpQwLwgDC8OQ2ZhfG7EOyKOagXVAmp0k5KzSVM0f0Qk49cf6JfCXrcBAAA='],
             ['logs/api/api.pid', 4, 1641777300, 420, 2100, 'pid', ''],
             ['logs/scheduler/scheduler-20220214-2332.log', 2323, 1644881566, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220215-2254.log', 1586, 1644965659, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220304-0115.log', 2163, 1649426772, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220307-1218.log', 1661, 1646655504, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220310-0843.log', 1399, 1646901821, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220311-1750.log', 1092, 1647021056, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220315-0945.log', 2137, 1647337540, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220322-0526.log', 1506, 1647926806, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220330-0533.log', 955, 1648618416, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220405-2010.log', 1397, 1649189431, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220407-0824.log', 1288, 1649319871, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220407-2315.log', 1546, 1649373325, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220408-0146.log', 2235, 1649382383, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220409-1142.log', 404, 1646628438, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220409-1450.log', 34118, 1649515847, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1890, 1649531760, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.log.1', 1751, 1649441860, 416, 2149, 'numbered', ''],
             ['logs/scheduler/scheduler.log.2.gz',
              475,
              1647750414,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2WTO5YmIQhG81lFLwEEBINejChmE0w/9j9O4X/mHLuSCspbwPUD4N/z9hF/3huYqUPv1Pnt86t/fX++y/72e79Q3r4/4+PdwsesRr8eDB9O6hoA3nC4vbiSHAFQggx9DPCRYEkQRwOOJX2NF0gJGmhyylzQoyRHDwfki6lGOPcXx8lVwuQKTO2BNTl+uLGUqAuPSXo1iqZ2JkSRru1MKA/IwB2KhVGtV6NFrJ2KxhohmmB9wEAGHb2YzX6rUT4j1rDlvR01mhWl8uQmov/BcxdY8ThdPkDbnAnaA1pzMNeoGnS1KkeNzek8DRJrqRQExqrNyrjVlH9nHlA6xBCQB8QMjahL3caAl99qgI5TbLoLdkswUzNnrbATULisa0JCgQRHJyZcp2KmpgTX0XwKN7vAdsRMd2OEnBAzNExOXDQ8+o1pO2aktKidUyie0OjELtOR9KcZOWaMWeGVUszQaNWBq+4fTroHNDxgCxukjglmaLbhbiFrF5RLKek+k3thE4bVUzFDQ4tisCwnb1er9rp8WFPE8RjNzEyLhnPHMFbcd7gjfwpS1dXtgJmaxnM2sp1Tlx8LRZwgrY5znr0omZque6ed0GWn9y+6xTAWgwQAAA=='],
             ['logs/scheduler/scheduler.log.3.gz',
              421,
              1646903600,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2XTOXIjMQwF0Nyn8BGIhVgCHYZokNkEY9n3H7rRck21laqeAOJ/tfb9ef+Yfx8GxwHWMpz1/fk5Pr+ej76/+/N8oDR8/3rOj8d0a0bd3k4HJyRlSp/sqXGD1JsVNF7eY7WCeMJUg4ZmJL5ekAoCCRRsSKRBWZBqIg5zmZ0MflblayKRFzyCu+bygnxCdibJxrZcf63qVBBni1xdCvYTongAEGUMvK1KwuW2MZrHNVBOFx5r8sLesL8cXkfVFzSnmBxUUE8o+6e2W4Hqt4H8vVRtOjI9uha0mjiPMVHzWDhvEwn0OqpiD5g+C3rdZq4d4zBlxN+3ueJvKc4yTgfVm/2jmbjY5kF317gVXAnAKb1g9WYshTFwP3PcU/R+naar7csolqva4NrPs+g7/PtNwXZ3TwipbBLXwKqND6BlDDZk3QZy0+uJPVEbvDat2shkTKI+5vg1cf8ZrjDYjSCiYNVGIAajm/eW9zCE5Gr42olRVopQvRkSooP52BvfjvrKgnpf7bBVrFqzmsROAxor///Ct39vSjem6AMAAA=='],
             ['logs/scheduler/scheduler.log.4.gz',
              415,
              1646082135,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA13SMXLtMAgF0D6ryBIEAgHFW4wQUpfi5yX7/46RG7nReDzHCLil/D2f3/PfS2WidpfOEp/vn/7z+37h9e3r/arY7PP3Pb9f6trW9fpxO7ghVFJesXpzOCDSdd6whcdCmAnxhsaC3rnQGu2BlBBMN2QVABFJWG+IIRRuqNPWA+u+KttTUS20AiSk7LFYHVaAneSAIIQJ1zB39JqQbxhLzEzmAMAH8q4oqAkxqFXmXbHdsAOWWKXC1esBEVpNaHz9nueGckMW7YSVo7VyXLVpe246OTD2NjSHWhGGYsUJcgxVrmayXieaTprOcjTNdXhcuxQ4Lqq2J+PUKYDodpCxYZtayirqsx7bBy47NjyQOxgnzNiEqPV61Qs5t18Vd4feC/QBPWHGpkIZRYJpLDght719atag80qYsTHiTo1WXUXOhMMD1eoaY2TeIGNzraE5N8DrOGfDu0VkbDQ1dwiZGoeYBasDGp8BZ94FA2romHuomZpRfJG7ABueLf7964azsZYomVPI1FQvMEp8/AfEJqmb2AMAAA=='],
             ['logs/scheduler/scheduler.log.5.gz',
              706,
              1645181985,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2WVO4IdKwxEc69iliChD1IwiwEEmYPnsff/cIt2wNy0+7Q+VaoL8Pf38Wv+99l8os0yFKJ8fP1uv/98ffJ+9vPrk4zo48/X/PVZtdYWyD8eDh8Q6kQmaRV5vGBJEKuUBHv1ALEDlgdkxjFCFZzXC8qpWCw5GdUFApOjhxs8FpiLSsjLUXLF7HRqvpsH8QT5AavGQkeAHnR3ygwJDq1zLT8V5QGJRjTfXwP7NqKWM2IAErS5EtQHdKXobcpcINeIXE5B3M9dfCRXH86mW2tdKEiuggVVz25qB698OrUHFK465mpuHDcoW7AHBJRe9QU9l6qFEYcFlHs3DJUTLF1gVrMHxPSNOZGCRm1A14iF9FQcPeqIQgmmb5bo7DA5bOElIwpLglSIqc2W4PHNwLaCVAjvpRYRePVX48qQYBpnL2B6D5iD5m040zOjttpmhdNqGmfKcpmVeZf8dht6Wl3hfTr1BNM4ww0Mm4e1e0Yqciq2EWTD0jiYxllqILsg9bh1rHIsTtNbIz0F69F/94PFkbXd+pd6QN5v7VfOiGkccJ9bxy5L4d4NwemUa1GAlUeFaZxVg3jFYAm/K/qrBoPZqKU+YEnjREQrtU8EqxdIb2zs8bxUjuSOb2yZzn1XKN+4oic3ehmyGNLiJX2js/SYe/a/kl1i8LvU3UxZXNM3JX2jhODDaNYFt/zoZ8TZYvHyXGo5vuHpHD538t0q4j/DLUSaUTXB9M1G0GD4mr6+RZz6mTGYSkReY9GTVGi4dgRgt6tVJPM3xR22V0+raRxdXXulJUXvMNY3/VVY+3xVTN9MQhLuY/8LtLugl3MaA9bYi88rLukb1N7GtNgXXm4Z65sbHLCvQ1MNSt+shbyYravAnRs7PjNToS0Oygnp+EYn7PMctvu6Ov230qbqU4f9+B/qjlOgGQcAAA=='],
             ['logs/scheduler/scheduler.log.6.gz',
              733,
              1644314806,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2WVO3qcIQxF+6zCS9AbVHgxIKBLkTjZf/CIP1+Cpx2fAe49kgE+P28/5493MFFqZSLKfPv41X79/njX/d33j3eSAm+/P+bP9zoX4+jj24vDF4gYxGTVta4LtGrJTe3OwTU5Sg5kQSOYY/WH4+S4wgG1LJXaeoJ8DizSB69C7QaxWjmgtv0JSVBeoK0VIBpDGB+QEpT9Jy+OKgQSnptqcq2HNGxT4u+BkpyyJ7d6t150JmcvLqqMtX+Oie6LUlV5LhruXM4Lywvs3odAeIyKV6To5E+miNNXSbAm2HiqTezQxnVTIT3cohk+Ijl/cU3KGGV2hBjXgUrnokCs0Aq+OExppE7VvpbQbvr/89DgSCMzwhUswZSmNXGJ1apBXFUY16f75jtKTi6lKbAfKDJ4hF4Hsj+gYe+tYb4QU5o+a+mK0qXSDZpSgjEczMpKMKUhaEC1KnGv101Rni5AdUyZWSKmNTMKWw/o0fgC97hggnsI3M1agqmNQ2sFhMgmX2UI2GmxF1zAftpIbZw7NXQWCbwnissJp1HtQ+2Ek9oY8CgFSSvVLzXa6Z8bMK4z+5jeMFOp8fJP7xOtnDe64TZkZaqU4vAewl51lyR2hVPkcDRrs/DMhtKbDhiKwdAp7tkHPzUOrb7mytmnFGdar0w8WGnd4Oc6SHDQmNAPmOI0cDGgwpVvkFz41LgmU/TcGpTi1NFgzl2cfZkp0qfGxsXq9GyDUpyYgnt9ed++3m3Uw2FzHWEn07NuFHYuO1BRv4VTOk9cPJFn5FBRerND3iYNwdLLBRJxedpoMt2zfkpv5opacK6O9uVEq8ebVcayvXISTG80rFLx1cVvU43P2vA1THeYL45TG6WiEdFkWbsyZdBj+DBaY8eQIB7D93bbS8SE25cnyt8yohuxJ5je7N3w2YWyFLq92T/3/Ftk6a2eqx5vWDuB+mir/NPitz+datydcwcAAA=='],
             ['logs/scheduler/scheduler.pid', 6, 1641777300, 420, 2149, 'pid', ''],
             ['logs/search/search-20220216-2034.log', 1447, 1645043648, 416, 2121, 'dated', ''],
             ['logs/search/search-20220217-1749.log', 486, 1645120149, 416, 2121, 'dated', ''],
             ['logs/search/search-20220224-1823.log', 961, 1645727006, 416, 2121, 'dated', ''],
             ['logs/search/search-20220302-0115.log', 1216, 1649497273, 416, 2121, 'dated', ''],
             ['logs/search/search-20220310-1957.log', 1038, 1646942254, 416, 2121, 'dated', ''],
             ['logs/search/search-20220311-1519.log', 1583, 1647011988, 416, 2121, 'dated', ''],
             ['logs/search/search-20220312-2222.log', 1757, 1647123753, 416, 2121, 'dated', ''],
             ['logs/search/search-20220328-0409.log', 1020, 1648440540, 416, 2121, 'dated', ''],
             ['logs/search/search-20220406-0642.log', 428, 1649227348, 416, 2121, 'dated', ''],
             ['logs/search/search-20220407-2238.log', 1293, 1649371100, 416, 2121, 'dated', ''],
             ['logs/search/search-20220408-1034.log', 2014, 1649414080, 416, 2121, 'dated', ''],
             ['logs/search/search-20220409-0944.log', 2086, 1646589589, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 2456, 1649536733, 416, 2121, 'live', ''],
             ['logs/search/search.log.1', 757, 1649448925, 416, 2121, 'numbered', ''],
             ['logs/search/search.log.2.gz',
              331,
              1647781607,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2XSO3bEIAwF0D6rmCWgL6iYxQASXYrMJPuPg+zGcYnPRU9Ipfx9j1d8PYGbiyiq1Pp4f/fvn/eTjn+f7yc2o8fPO17HAXDRoR/bwYZWpyD0aIh2QU5IUjDhlPBGExLihoXNbZBZsXVBTAhMdlYcFDbaSEhZ0SLWwGkS6xaVtHHCEmGLPRLyhkLDeqsdhMoN8tXi6oza+1lQtpsqWJ0cXPlyciZVLQkre2NHTqiZlKxS0EBb895iqSdctiz66gnrhj4L9jG9krVbRfoLv6GNOtesZ9S2ISlQdLO6xh0iKyQcqAtKeELb8Dhp0mFwdLiNERhOeCwHuETZEHJx+jFBERDvS/7Bq8fZeTqufBzIxdHKGNgdBOMetYiePWobCH5WzMVZOGdxXfW44DZGwKugHk95LHO63Jugj19gfVBU8QIAAA=='],
             ['logs/search/search.log.3.gz',
              630,
              1646944280,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA2WUTXIcIQxG9zmFj4CEftDChwGBdlnETu4f3GJSFTybqZruNxKfnijl6/P2sX69l+mIIxpK2Nvn7/77z+c772c/P98RsL79+Vwf79S5EXf/8XDwgL0pMWArY/YXWBPcX5Zgl/AZLgniA8IaYkE+eOBVsRaGBEcBioIrwfqAVWGpFhlC/K2i0WmV12irUoL0gMzIIVT564cD4jkj26mIhAG9nIqc4Bz7/2AfYL/9f6tQOTnvuPqYlpw8HOmcZAGBC65OkVhOQe9StJxQNbMJb7MK9BVwd6pwjqjANaIdsJ2KjD3m6mF6dUp4Ck6bg3Eczh5Oqc0yvurZv/FTcixn+hEMvc35cJDaDPTSYnePSBdXa2sJ1r4IZ+UEUxsr3aL6LD7hAnc0yS2trdbekjvWhFUs0lgcLw7AMMGCTfcbOQtIazyomEixVe5Z1PqKxofrbBQJpjWCdYBb9bByzaLuFLLTrXcvgcmlNHsERmqhNv0ahdSXpUPnGnEiPdIUoX3KHZj2ey9MT0FHJq1xoklpdsrs02Vin/cJGU6mZrpXeKXekNLgWFM6ranO9+6X1xGN92NXTTCtQcbW2lKn7ci1F4ivYVQMkchMMbXhiO7YyczHlanB4QyEZLeWXFoTTXjiHN1oXRyUpueyGc26l+wUU5sdJijuRRO974ytxcmGFqxFqySY2hhMcPXluMbtG7azGXWbWpocMLVZiqpzjH15fsuGXivVt95Tzgrj8WYhRittT7J924zXhWrB0tYRB1McrFR7L3PD69v86xkjkeroK8XBFMc6NXs6Fb9AAJCXONCKePz4Czsog/41BgAA'],
             ['logs/search/search.log.4.gz',
              237,
              1646049590,
              416,
              2121,
              'numbered',
              'H4sIAAAAAAACA13RO5LEIAwE0HxO4SNIQh8IfBhAKNtgxzP3Xy/YiZVSr9QtAP5ne4/f3SoOgkBG4+341M/32Pl8+zl2NLLte4z3LhYEjvU1HU5YsaWQJo2IbpgWTIxlQcZuAdYWpAmThgc0o9LgCcsNU03dqfuCaUImsGEezvGEZ1S6olYZQDEW5Ak1SmemJBFxQ1mQBK6OqNVAMi4oE4JSHr24tPLcSJl1wV6BRhvXRp2wpVx15MQQ6YZ0dRReTkm9SZTlbB2VS4bQDh76+I18NyzV2R2voHm6qCUHnTWr+nSvPw8pfyLjAQAA'],
             ['logs/search/search.pid', 5, 1641777300, 420, 2121, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-04-10T01:15:00Z'}
ROTATE = 7
AT = [1, 25]
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

def test_schedule():
    hh, mm = AT
    if TIMER == "cron":
        with open("/srv/cleanup/retention.cron") as f:
            lines = [l.split() for l in f if l.strip() and not l.lstrip().startswith("#") and "=" not in l.split()[0]]
        assert len(lines) == 1, lines
        m, h, dom, mon, dow, user, cmd = lines[0][:7]
        assert (int(m), int(h), dom, mon, dow, user) == (mm, hh, "*", "*", "*", "root"), lines[0]
        assert cmd == "/srv/cleanup/retention.sh", cmd
    else:
        svc, tim = configparser.ConfigParser(strict=False), configparser.ConfigParser(strict=False)
        svc.read("/srv/cleanup/retention.service")
        tim.read("/srv/cleanup/retention.timer")
        assert svc["Service"]["ExecStart"].split()[0] == "/srv/cleanup/retention.sh"
        cal = tim["Timer"]["OnCalendar"].strip()
        ok = {f"*-*-* {hh:02d}:{mm:02d}:00", f"*-*-* {hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}:00",
              f"*-*-* {hh}:{mm:02d}:00", f"*-*-* {hh}:{mm:02d}"}
        assert cal in ok, cal

def test_job_on_a_hidden_tree():
    fx = tempfile.mkdtemp()
    for e in FIXTURE["entries"]:
        p = os.path.join(fx, "srv", e[0])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(_content(e))
        os.chmod(p, e[3])
        os.utime(p, (e[2], e[2]))
    for link, target in FIXTURE["links"]:
        os.symlink(target, os.path.join(fx, "srv", link))
    if FIXTURE["hold"]:
        with open(os.path.join(fx, "srv", "logs", "LEGAL_HOLD"), "w") as f:
            f.write("".join(h + "\n" for h in FIXTURE["hold"]))
    srv = tg_guard.give(os.path.join(fx, "srv"))
    p = tg_guard.run(["/srv/cleanup/retention.sh", f"{srv}/logs", FIXTURE["now"], f"{srv}/out"], timeout=120)
    assert p.returncode == 0, p.stderr[-600:]
    check_tree(srv, FIXTURE)
    _report(f"{srv}/out/report.json", FIXTURE)
    if "archive_tar" in NAMES:
        with tarfile.open(f"{srv}/out/archive/expired.tar") as t:
            assert sorted(os.path.normpath(m.name) for m in t.getmembers() if m.isfile()) == FIXTURE["deleted"]

