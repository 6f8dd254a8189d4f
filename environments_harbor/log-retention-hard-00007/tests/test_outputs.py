import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['api', 'billing', 'gateway', 'ingest', 'scheduler']
TREE = {'compressed': [],
 'deleted': ['api/api-20221014-2218.log',
             'api/api-20221018-0201.log',
             'api/api-20221019-2202.log',
             'api/api-20221117-0335.log',
             'api/api-20221118-1617.log',
             'api/api-20221231-1849.log',
             'api/api.log.3.gz',
             'api/api.log.4.gz',
             'api/api.log.5.gz',
             'api/api.log.6.gz',
             'billing/billing-20221013-1929.log',
             'billing/billing-20221020-0050.log',
             'billing/billing-20221116-2130.log',
             'billing/billing-20221117-0758.log',
             'billing/billing-20221231-0431.log',
             'billing/billing.log.3.gz',
             'billing/billing.log.4.gz',
             'billing/billing.log.5.gz',
             'gateway/gateway-20221028-1058.log',
             'gateway/gateway-20221106-2156.log',
             'gateway/gateway-20221109-2342.log',
             'gateway/gateway-20221117-0421.log',
             'gateway/gateway-20230101-0553.log',
             'gateway/gateway.log.3.gz',
             'ingest/ingest-20221014-1921.log',
             'ingest/ingest-20221016-1908.log',
             'ingest/ingest-20221020-1448.log',
             'ingest/ingest-20221117-1637.log',
             'ingest/ingest-20221118-0905.log',
             'ingest/ingest-20221231-0718.log',
             'ingest/ingest.log.2.gz',
             'ingest/ingest.log.3.gz',
             'ingest/ingest.log.4.gz',
             'ingest/ingest.log.5.gz',
             'scheduler/scheduler-20221020-1435.log',
             'scheduler/scheduler-20221026-0035.log',
             'scheduler/scheduler-20221109-0354.log',
             'scheduler/scheduler-20221117-1208.log',
             'scheduler/scheduler.log.4.gz'],
 'entries': [['logs/api/api-20221014-2218.log', 1610, 1665785897, 416, 2100, 'dated', ''],
             ['logs/api/api-20221018-0201.log', 2262, 1666058479, 416, 2100, 'dated', ''],
             ['logs/api/api-20221019-2202.log', 2199, 1666216928, 416, 2100, 'dated', ''],
             ['logs/api/api-20221115-0000.log', 1339, 1672536907, 416, 2100, 'dated', ''],
             ['logs/api/api-20221117-0335.log', 673, 1668656152, 416, 2100, 'dated', ''],
             ['logs/api/api-20221118-1617.log', 2290, 1668788234, 416, 2100, 'dated', ''],
             ['logs/api/api-20221127-2006.log', 2015, 1669579561, 416, 2100, 'dated', ''],
             ['logs/api/api-20221224-0650.log', 731, 1671864650, 416, 2100, 'dated', ''],
             ['logs/api/api-20221227-1507.log', 538, 1672153630, 416, 2100, 'dated', ''],
             ['logs/api/api-20221231-0634.log', 1007, 1672468467, 416, 2100, 'dated', ''],
             ['logs/api/api-20221231-1849.log', 1737, 1668619081, 416, 2100, 'dated', ''],
             ['logs/api/api-20221231-2021.log', 2167, 1672518119, 416, 2100, 'dated', ''],
             ['logs/api/api-20221231-2244.log', 504, 1672526679, 416, 2100, 'dated', ''],
             ['logs/api/api-20230101-0517.log', 1621, 1672550251, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1503, 1672611843, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 1477, 1672569933, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              217,
              1669954921,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13QMRbDIAgG4L2nyBFAEXDIYVRw69CmvX9TNUtYed/7+QH4z/b2125JLGblwq1tx6d8vseezt3z2ANp3r6Hv3e0YJGkPobDAc+luIBArv2CYUJknY6Yey7QpwvDsXOWCLWxlsvF5VRWYOPqLZJNGAcspLUiGCPjBWnC+D9qwEJNiT1NSAM27dkKlqbmt0TiFZjobGtRpkvDYeISDIGB+fYaAZ5ODHO3tA7l4TyGkAwKotwbRsgyIXhIFcOCMmCFrp7PAqj18QNyVEAgpAEAAA=='],
             ['logs/api/api.log.3.gz',
              475,
              1668689073,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XTPXYrIQwF4D6r8BLQH0iFF4MEdClenOz/kRFuJm59viNxdaeU39/ja/57hnqnucQb1cfru3//vJ64//t8PYEFHz+v+fX0EgLK8XE5uCCBuQ8uS6q9ISVErZywd1ADwIR4wTJCo845Q9cb8oFNKaGpL3C3hJSrriU0yQZXeENJSBUlYWkj2iqQkC/YtHbr1kqPcYdcjyudSKunk9x0UrQxGkbg7YlEpZ1NR6W+sCSsF6xS18bTy2y3ULE0S4jmEmInm3ZBx2VteHeacYNmZ1MPGMCs6fRyjEMWj2GBdNsUFEpCUuw0RBLaGQjREI3Y5XYMEDgTW+37NU4XhOzNoMV7ogcOvWUKVSEhOO8k1kiYvXGqvOaU0rzcoepxZQe3NK8PWZu6+hzqO5xZ/zg8tfnN3NxqwqyNlak0gR3wfkWUco7BO4edyXli1ib6jOJ7vnS9nx/qgaFQhfisKgeO3dIZxCD3a/D5MsrqHLsA6bI2hrqiOkNMvj9R5P1lLDRDXAnbKbgrtinLJtxqQ9ZOUYm6EPYzMXuj7tMcoPXufzaFc41dbhDVE2r2pvW2S/gb9opbbwRPbWKfSneTL4enNkIDg0YxyaJ+/AeCQoRxjAQAAA=='],
             ['logs/api/api.log.4.gz',
              560,
              1667383706,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XUPXYdIQwF4N6r8BJAf0iFFwNIdCliJ/sPHvFS4FfOO99Bc3WZUr5/75/x+6PqbIOwNoH5/vWn//n79UH7v19fH43w/e9XfH7QbBFG+vaw+ji1JVIcvLO/HKfDYi0hzkFzMiaEB0K4oTkRRLkhEyfUAsFYICHmpDyUbMZkL9ekVdrrxD0Ri3NCeqD3WC16NF74gpiQ+LziWka0Rk3Hj4tWqgEbGPXLgWpJWLBNllYSygMp3MEGyhhwwVpJEoLZ2umNhO2BXMYaLFCEbwhimrDO2edAS6gPnI1pT6nLdhAXBDkQYWJvsRJaQijdwytUGfc2hE6olQGHtnhgzd7o4DVWtVnQLkjlFc6e6jvVDKdmcZh5OqvMtuBaI5DVhP4dQyuU8BRn1s57UHakC2o9kzaLPUQ/LnujuousJLVX/hHq/2zahFWmJ8zeLAKS/UzY454UxU5xCkiXmaHWLM7wsuPS3nr3+8S93YRGjp1fr5jFWUOWT+g+xo+7AfBqHKtCwwOzOKHgSzDUYV2jWjmZRt0dgnZc9kYxoDceHeaPpqqdSRuE6sKZMHuDWsnWiBAd92VscLYxSlsMPW8xZG+m0V5j30f6uE7EdpaxEZZRc1LI2jSXEujIGPcWseq5UxLKO57sG2Rt9vdHxTAc1w+Ir4Yvab2Q5xYBDxwkwxCGxA25nlFl7m8ZTkmYvbG6dmmqO9p9YqWzjBLUaN/Zt7d/1xiypowFAAA='],
             ['logs/api/api.log.5.gz',
              621,
              1666088885,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WUMXIeMQhG+5zCRwCEABU+DJJQlyK2c/8oP9pkRt5im523IL6HAP4+bx/x6x2XFpUqUGO8fX751+/P97q//fx8Nyhvvz/j4z3YtXf1Hy8MX9yE8IKs4WEPR8kVQ02Q0TmMaoL0Atdoa45SZI24QCoGCYruR/pMsLxAUhRHLs0qPmBJUOAUFF4cq0dynCeEHlDLxBn6cHw6hUYJapka+88J1hfoy72DyCCr12h2G/XMRmsrA0qC8gJhRguYdTWmuyI9R6Tp1kgtQc3ZIAZb7UoW1xGLsSU4wRYsPGlYtjomy5o6RsS3iuXEKAuG6RNjy+GIdkWusP63+lTUcloF6h1qSxDTm1nriuVsDe80iPnE4Q3UTTTBFIcY0Mxa56A7/z3LBAtzG4MPmOJIbzY8+mxr3MYVkwN2297QSjDFQQ1pJdYoBFeOpMpHVRtsONM4THN2EL37oG7BNyiPAA234U8cmOYMGiI0C0JZdxz8tKrVhAlagmlOrxLR2PduzOuM/4wTrdP3DJJLcXYlbo3Bh86702pHnGHGk5QSTHHqrKW2vVRV5HYc6FR0Uu8jIMEUp2kMWgpTna/8rR2u4izFKbeR0hsP5b1WExnl4vDvxuZSoY1RUBJMb8byYJa23+0WrumjOPY2e6Q3lN7sDAr4bHvYeAu39+/MpmoVc04wvZlOtK++uUK/mUrttLqNrB7eE0xv3Oqeq6rtsV0gPquBEtj3PZFcPXexLS4FaRt1ayNyCi6UIdxPp6lNQ0WqUoD7DcqTfpdpMkaGSKmNg+xLb+CajndBo3M1jh9/ABFZAeYvBgAA'],
             ['logs/api/api.log.6.gz',
              242,
              1664805194,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13RO5bDMAgF0N6r8BLEV1B4MdavSzFxsv9xjNWYVlw9DqT0q/Xd/zbKUKSZUx9lPT7753tscr69jo3Mbf0e/b2JNE1S8nI5uKAyV27kmml/QFDwgEVtcOcaECNRWdlGSW2nCSkgAlJAo1LQmwakC9aM3VxHN9IJ+R5VRAMm6i4VPCBfMAsURWsdsj0h253Y9XRMFFAu2HhUlMJuqT5GpaQ5YEY6f8EbakDFUdUJhX1CnNDvxPxTPhNzbHW3JgLEavxIBJB5jtJaP/sC2gVNk0HFQTXp8xykGNDdIZ/LX5Z/hZBTgAICAAA='],
             ['logs/api/api.pid', 4, 1660953600, 420, 2100, 'pid', ''],
             ['logs/billing/billing-20221013-1929.log', 1715, 1665689350, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221020-0050.log', 1152, 1666227055, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221110-0000.log', 1056, 1672569439, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221116-2130.log', 2280, 1668634218, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221117-0758.log', 1951, 1668671887, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221118-1510.log', 557, 1668784216, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221204-0110.log', 1269, 1670116255, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221208-0545.log', 996, 1670478355, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221231-0431.log', 2088, 1668543247, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221231-0751.log', 1221, 1672473090, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221231-1520.log', 2279, 1672500010, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20221231-1839.log', 1547, 1672511989, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230101-1414.log', 1566, 1672582481, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 771, 1672595893, 416, 2114, 'live', ''],
             ['logs/billing/billing.log.1', 1083, 1672514935, 416, 2114, 'numbered', ''],
             ['logs/billing/billing.log.2.gz',
              325,
              1669945224,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA2XSO3YkIQwF0Nyr6CXohwRBL0Z8lE0wbnv/LiM6KZNybj2hegC/5/G5/j8bWasadVDw4/XlX9+vJ113/15PVtbH92t9PifwGLP7x3a44YKCS1cNXOUNS8JW23HuwQGSjraLvmjUGRBV306OM0xnDHQNNtJx5rG3EcJS7J6HaJSwSOHovSWUDUUHIfmUyf6GnJDw+viG0H2500ksG4JWXN20kfcbRC1nNR1CoONKqBsOLy2WmivM26gEenZTi6kTWELbsMhswuy187z9DC1nUNHpJDNZzbyI2pvJGq3eVoogkpBmXHMFJGwbdtfSw5BQ7A6lnMTqgaxWNsRsTRAIDjcrMe4vRDqJOBvzskzEbA0PQ24iHjD/1M3sJF6z9h41Ydam9bLIawux/ueN+O7pWjg+fgBNJkZR3gIAAA=='],
             ['logs/billing/billing.log.3.gz',
              651,
              1668720071,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA2WUO5JcMQhFc69ilsBXiGAWow/KHHjG3r/lRq9cpe709SnQ5QDAv9/HV/z6bKOvCVLABD++f7fff74/eX/7+f1JZvrx5zu+PtkHtFL5x4vDF1itt6gyeUy7QJbKCdpsplAOSC9QO4U25xJWHlBOReZTEQFGmbQS5ARnn5MGhZT6gHRAIUlQaRXnfirKCwQwc+0qq+kD6mnV2BP0slg7RIKa4NQhvmytMS6w+CkYzNhrw+TKixuOoQJcho+rUy4luT73X1qvyVlmWocVXrXVgLcX6onGZ8PokxKsL1DQkWKhxrijQX2iqaV1GU+m/gJtqLNMi058V2SjM36K6t31BWJ60xurjwFB/6N5vHlGweCr2sHSmuaFoqgSwroSJSZIkHZHUyIbxWPNqLYHwTCk39ZYPY0uYQ44s8C0xmSKqyj75AtEeirGrOTokGBaI47QxDqVGvcQmSzBWVpZA3qCaQ3LAofRjUa/QH82Kmz14pa2YVpDs87Rov97/d0p2tFmL8MK7iXB1GYgjzr3msla9ypqPZ2CIdjWI8HUBokhQEBi3NNHO1xBW5XsFExr1g5ljj3c1ezqlPVECmtGkZFDpHNsdJbuXVudeEcqh2tKRKtnMpTWzJ3mYnTZBt8P5PJYqsAWTRJMayKak0Px3t9maODPrYkou0KCaQ3uRlujsjrOt0i1noqxjGsZCaY1qIpqQ/Yuyr1Q9XAEbe1tzUgppfEYvcu+QNXe9knhgLFdnPuWJVjO6ncUI5A12gWi1WPNNKh7eKdTO8fNOxq6Y6tvuu11PWADlpY7TGnN9pxW1daGvR0blhPqZG9lH6oEUxsVHxUKzKln/D/+Att8L9SKBgAA'],
             ['logs/billing/billing.log.4.gz',
              401,
              1667429380,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA13SO3YsIQwE0NyrmCWAJPQJZjF8RPaC57H3b4wYB3Ta51ICVUq/3+PT/z+d+2gCAjWnx+urfn2/nmX9+/d6ZrH8+H7559OAx2AvH9vlDalnNp6teJM3hIBAGi517zYKhYPtMnZX9uo2/QpkLOGwt2orKBwehw2mgkrBKw8BTqBkd7fqASkGJTPPA8fA/oZ0bpgyBZzaDbTOgGVDLkbdWmuz6p0odEaFmXMV0YC8oWCx2lEbtT+IAcnOoIkqKp482SwRr/tN1KF+MaD1Chv6OnhCGwF1Q8WmBWYCUbzz8AS2AZXFTqBtB6OuRTC60z0nGqezC8pd6mwb5lOanlv2Aas796RSOFytpWhnCRedARzaHMy1jsvl/F5FbSljKgdGaarX4gUoJ6WrNCBvWGguyylgtEbBIGmR7mthF4R06s02jNWi3jlak3SuyiQes7Vr+YonULuK9G7hojQTuc8uCWzcVwTGs0SaYtr4vGmUJnNbu6iQjG6IAgeOTkxF8eMHZja9wsIDAAA='],
             ['logs/billing/billing.log.5.gz',
              721,
              1666109207,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA2WVO3JbMQxF+6zCSwDxR+HF8NuliJ3sP7TA11CuNOM5AnBxQAH8/H18zT+fWqLWCqx18Mf33/r33/cn7//9/v4kU/349z2/Pqet1sHo14srL7ANABlWu4c+ICVofLgAGAi6ksMXt5wdpFVdRg8nhzvYCqqFhydGL2zElOatLcRyYSUwTr1BVBxngvwCCXeLtVPrFa8+/dTrRPur4bQpLwyBSXl/HcK4MDIrCTYOV5uYoGagQwZwnU1KvcCCJKdi1DWGlgTtBRaIoBYC0+0B8YDAfMA20R01Qc9W3Sft9nvvN+h0RizYa6x+Oo0siLvX2kdjgosjkjOiUWeOyF2UdKbvWYlcFG1cuyBAS1DInaNJgukMouz9iE6sei9R8IlGW5DmhCWdYZ66Kssk65ekhQIS9OIdwnuCaQ3PpTpbLNlZXZ1uDY/dtLBBS2vKYw2NthZ3lHp3Wvhk41O0rHaySW/2fEuDRxDQFarJWSILky+25FKbvYjlo2lHi6sg7qjPYXSBn0NIMLWpIVOm0kCuV0EszwH3KFitc4KpjU4rc/Vtgb1fFJ9sqlqdMvLyS3rjWnbXIFuDe/2Fylk/zLUvPXKNmN6UtV+bOVzE2ts2lBLU2obCOX5Mb1asagx7+jKvGXlPk6GaievMTjG9ce/7ylZ3D3u7RZBnG73uF+cUTG/CGJeFdHN/A0+mFA3FoCaX2kyMIkO0GvT7ccNTj2yf/h4xubSmmU4xGT/ZvJ3iI3hn5aLlTJjaVHVrfUYb9BZpxPGNvEvbCSaY2qjAKm3HPpWvisqn0/3awqorHw1Ma/bOFzgTF4P790KeSEsfqPvoEkxrOu9XCre8inw/qPCAVD2qrHiBlNbsl20PrvvS4n7eQp/l70+ztcOlNLyvt2+Zesi6OkXHkylgkzY9l0h4TrjXXmjVHvcvVLEnG+Dx6z8/KpZkRwcAAA=='],
             ['logs/billing/billing.pid', 4, 1660953600, 420, 2114, 'pid', ''],
             ['logs/gateway/gateway-20221028-1058.log', 1489, 1666954707, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221106-2156.log', 504, 1667771761, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221109-0000.log', 1366, 1672473276, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221109-2342.log', 730, 1668037347, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221117-0421.log', 952, 1668658864, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221118-0817.log', 1982, 1668759437, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221210-1142.log', 614, 1670672568, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221211-0549.log', 720, 1670737769, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221213-1055.log', 1542, 1670928926, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221231-1052.log', 727, 1672483922, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221231-1423.log', 532, 1672496590, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221231-1809.log', 781, 1672510190, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20221231-2324.log', 1085, 1672529046, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20230101-0553.log', 1660, 1668304221, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1153, 1672596714, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.log.1', 690, 1672491841, 416, 2156, 'numbered', ''],
             ['logs/gateway/gateway.log.2.gz',
              618,
              1670001031,
              416,
              2156,
              'numbered',
              'H4sIAAAAAAACA2WUS5IgJwwF93OKPoJ+SGLRhwEBOy88PXN/4xI1DtO1rcgQvJcC4N/v4+f8+1NK4UUwoFf++PrVfv3++qT976+vTxYpH7+/5s/PyYjhaD8eDh/QZUgEl1INLlCAkiPquBqO5Ojh2vSI0D5V18txclT1DFzceUZtCfIDDpmtwgygcQ90Phyt2RubJicPB404wE2J/OXkcFIPV41BFyZXcp6VxYUQC39LBohPMm1QGW8ymiBFDSi+kPQFS4KockCoshbIStAekAoMmsNHZb9AdsMEsfSFO4sE/QGrGPQJXPpsd6bkp4wR3hFqTbA+YJ+0qrLRcr1Bxfeo5K62EsTUhm30nXMpc/IVKlaWE05orOU9wdSGrCFLkxhINwh6QAJtDT3rx/SmDMfdUPP5zbfdkCfYhk4MylQxvbHWUUdwq5XuHrcUf8IB61oSTHGi7sDIzEqMqw4ieRUXaqjzHDXNKbENUJk6qd8gv+bs+6/Z7IST5lhVYlswsYz7jlwOGItbczx1pDkyevB2Z1GfV4/mh9vb2rnW3A1McVqXBlo51ujXwEJ2bhjTVXskl94geYfSaO/ovRvEcJZRhvXlxg9I57kxqWNYbd7rfUM/7XsYky5PLrUpYhQ0cGsh30RVOCdVbioj26fUxtvquw1a67/VeLtQORO1mS+xvCKlNtIjbMvktjfv/6KSv74VW6g7gwRTG51VlJYZ9bgNx0JviTWaab4blNpMqXv113Z/jHvi1vBMnBDimL5RauPDAaMEItEVzg7yvBsDoHdv56ipTZ17y7jDfpBPOD/+AeDxVcAbBgAA'],
             ['logs/gateway/gateway.log.3.gz',
              300,
              1668717477,
              416,
              2156,
              'numbered',
              'H4sIAAAAAAACA13SO5bDIAxA0X5WkSWgD0IUXowMqJti4mT/4yDS4JZzeTKQ0ud7PMffkbxnaQgOVh/Xy17v66B77fc6FOjxvsbzACpQC9efyWC60+vwYVYG5K/L4SBLDiiJmyX3gDhhHQKNE4AQfyEHRAIOOCRrQxkBaUJKXiqfUP3eaUFcEFFX0QxYYY3KUUQYICAj2dhGJcH1j5z9cxQUMEext4ZeONF9EtuoQKuojFoqrqJM2EyzKfigKtuoxKUGLHIni69imdCZzlQt9dNtL7JIwIYnZ+ktoE6IZ9GavSQh34v5WzRWTOgWsAa0z2bUk+l+OCi4roN6VhfgCSEejng9hxBldtygIKyH0w1y1whCPJzSPhcjxdVgD6Y6b+PnHw72K/agAgAA'],
             ['logs/gateway/gateway.pid', 5, 1660953600, 420, 2156, 'pid', ''],
             ['logs/ingest/ingest-20221014-1921.log', 623, 1665775285, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221016-1908.log', 1075, 1665947284, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221020-1448.log', 1084, 1666277313, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221109-0000.log', 653, 1672514868, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221117-1637.log', 416, 1668703037, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221118-0905.log', 1602, 1668762342, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221217-1827.log', 2370, 1671301668, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221223-2041.log', 827, 1671828101, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221231-0718.log', 1778, 1668577430, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221231-1850.log', 1723, 1672512600, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20221231-2229.log', 888, 1672525780, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230101-0312.log', 1063, 1672542754, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230101-0343.log', 1406, 1672544623, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20230101-1420.log', 2193, 1672582851, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 760, 1672593529, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.log.1', 1583, 1672541856, 416, 2135, 'numbered', ''],
             ['logs/ingest/ingest.log.2.gz',
              613,
              1669950375,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUO5YdKwxFc4+ih4C+iKAHI0BkDuy2529cotZbD9+gkqp9JXS2KOXv7+Nn/PgcwgpeoOnAj69f/uv31yfud9+/PklMPn5/xc9Pk1mrunx7OHjA2WdZOnj0Ol+QD7j/MsGOoNG4JogPWBhJe6w2W78qsuLh2CfTPAXp4SCEevOQtfzlKLnKiQk5u1dIjB+MhrQepS3zemFQkU69Yvs7mglKgq0Gioauua4+wfAcELAP0nkq6gNGHda8OiroDTLVBCuPQIBzwpqTKdaZu4w6xgvKGSnZabVZYW5lJWgJIlar1tt+dZ1R7IxUO6iEa3Lt4bosNl/aZc/4/xxqOeHjLDTY4wEhrZmErc/aJv43G36HSiXBuSbHfiSY1vjaY7WxexW+jgiMdnSDMmdFTBBPq0WNGTHAbxBOwUYGfQQll9aUBqUqD9nt3vHvNyeMZTFnbwmmNxgcW4rVIu5O7c2CZjTgmjOF1MYwwrqSqK5/QoQj6tZ4fyGpDaQ2Y+xpUSNQu/0WeQsuJICV+wRpzRoUBrFY2S6O9EyU99QdJyeX0lRo1Bk7rRg392bPbQ0HOkmkNLbXooOPIavfByzcTqPb46CTPaY0sc/cF9W92fdeKGtyS5cv7hkhpjM4QXpj2xnKVZDhTdDiOU1yqQyPMtvwAJF+Sap0giiwq3nryaUyrmFiexWpjvtmIz6LrywT4iw+pjI+WzOz4gr3/qKUAzJIdaWSYDqz3Fmbd1yl33sI750499I7jswe05lCgNRs7rsUbrDCCb+STB2UNwamND5caN93fwBp8XOACgYAAA=='],
             ['logs/ingest/ingest.log.3.gz',
              576,
              1668703385,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUS3IdIQxF516Fl6AviIEXIxDMMkgc7z+kxUulcE+7Tl0hHQng7/f+a/78GKZexihWJ7x//vbfX58fvP/9+PwgUXr/+py/PiI6Wi3l7eHwAavbmBJu0ekCjSw5ROl1gSVHDzeXRCOeTuIvTpITqIcbFEWlJ8cPt4IbVJywnC6OimGCPnE6+gmUB0SY5hVbrNAXqAlWTUwMuVlIYvpgDH0gGTtAv/MYzwNXR1riK8HygFoAVheZ2saVx6YHlDoncW0J1gfsFeYwR1SIK1GZkwO33turo/Zwrn3Pxo2p6LdArK8RLh+B54ntAXeP2cS0C+g9+1pPpQyTqAY/IKY0sku3MnvZQ7wSzU7gEHGclpViOjMZVgwNRvQrkLEd2absmKaeYEpjUdoKBFfFu9KikGBtKLDlSjCtKbz9g7lLkbunqNwSbNh6CTmlpjXVMHCzFFRvTelwSlG18wlMbSpI32layrBvT5RTKY0eYJB+Y2rTteoY4qUOujVtZxY1FPaqjuTSmraXrPQ1adv6fS9OT7XynvE4LzzaLGWCvmi0eYHNzguhyFZrQHJpjfPcL2kyye/ht1rOHu57gTHx4ehcmuFDsan9Nwp96X24prEbHpHcOTQoyBw0ff6zlM4Iq8oBhWL3Lgulc2nMB66FsG/cPYoK52IgqUml7AzxWShp6FF8NboToZxNbGMfKOfcC0pptvP7RavZErltE37dKOq7oHJ6k9aIaujqpQClNW9/AJ4nqNyjBQAA'],
             ['logs/ingest/ingest.log.4.gz',
              440,
              1667385438,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WTO3YkIQxFc6+il6C/IOjFUAKyCcZt73+YEu0AV1q6R9LTBeD/9/gcf5/cm4xxabcZj9dX+/p+PWn9+/N6Vi+P79f4fBJeAmj6cWN4c9rsukz79HFyxhsLU70GJUY3Fkqu6h1EyonBbreYUjE8Ob65wozFq3YmfnOcnADhbrimoVWXoNxgM29YcLbC8AY1QXLWBFupPVZBgnqDIFDE5ugccExKRMldjaQX3htaNry6GXXx2vrR0BTeyUSMCTtQz0DXehGVi9pPoJIcu1qCs0VjHiPBkg1hFL346kF+RINQa4Ii0MegSLDeYJUyS6U23OEAiW1H461STMIbxHTGEaP0uLTJPDuuNRIMH0ze8oqY0hiXtTfGrLUfOxbYK7YlyOiY2WBaI0Eo2Fdpk/OIaHtFosvJZ00wtZGuEnp1EcPjiGjbGkcqDldmirLtHiQIXes4dWPD7XdQK9o8rcG0xqZB4251Vj2tMd+TztLmUmdPmtoMXO5WIB4CvzLlnY1WcaYxE0xvgOd6aOHhtZyg4fuK6+bCkS8D0xsc1WyE1tLt1/nZPv4BUgOUYyUEAAA='],
             ['logs/ingest/ingest.log.5.gz',
              506,
              1666130618,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WTS3JjMQhF51mFlyBACDHwYkCfWQ8SJ/uP/JDjKrWnrvMQ9x5Sev5uX+PznhhGAU3aTG+Pb/v+edxx/ffvcSfWdPt5jK87WDUr3D4uDi7QkiqoaXfyF0gBQpUN1kzcskKAeIEKkt3GVCn1ACWV4Lj1kZwtOLq4nrhSqhOhlBfH+6VUa4DCXSH1DeYLRIVW17MNpx6gAO0Nx0izUwqOgxObXjtK4T8uB4eEukHqra+vBVgu0OfUvCJjbf0AFwcb7KZ1yAhQLnAyNKhOK2w7J2LeK2rKrc+yy6iRaerDHEVqzkempBwcOTRbSQSnFyfFcG3YoSU/osEnHwOljyIjXgqhTV/7AXkGH/MYiMh7RVOkqjADDG16q3P14R1HObPRZUjUX4i5VQkwtJmufMkwMxyivsrHkjnPFBtCWFPQZaYpbTl+zhPa7TO5SJoUYFizlKm6hkpxPKLJCV4THetMXgIMbbgo9KTiQOW8KNIcYCnYsPDONLSBDjZtib/yPkCE11NHnQNYQ3AIbcbSmMC6ofoBAsgWdeaERq4BhjZjnVPuImUd8f/Hv1tsz4MqussIb8B9upCxYTvrz7SPWHobYBThYHijS8JhaJjfhr933C91RBPJwYU2lap3SJ7ne+CuEWgLnlEFPn4BCRr8GtwEAAA='],
             ['logs/ingest/ingest.pid', 4, 1660953600, 420, 2135, 'pid', ''],
             ['logs/scheduler/scheduler-20221020-1435.log', 506, 1666276505, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20221026-0035.log', 1884, 1666744508, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20221109-0354.log', 964, 1667966048, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20221117-1208.log', 732, 1668686933, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20221118-1802.log', 1343, 1668794576, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2080, 1672603534, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.log.1', 1072, 1672506499, 416, 2149, 'numbered', ''],
             ['logs/scheduler/scheduler.log.2.gz',
              242,
              1669943327,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA13RMY4DIQwF0D6nyBEMtrEp5jAGTLfFZpL7bxYzihQaCvRk/w/A/7k//PeooCoNzNDofj7t+ToPfr/9vK/E99fpj0O99VEUb4ul5bjMDtBq6k0vl8MhAAYksN6h9YA5YOoVyCfb7BfEgAoSTohyap7D4XKAbRIW90Z2OQpXMIXLMMQ8lXC0XJ+CaEx9oHwtmlR0J0zMJnUn5AUJyCCrK5bytWhmrXuikrizBCwLeiKQbll12Hc1QjticZ3N6q5GYiIXGlSZ5QP3X6SSdqezdZA6RkBdUGsDbeJFHD+r3v4AbeuBjucBAAA='],
             ['logs/scheduler/scheduler.log.3.gz',
              662,
              1668712377,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2WUO2JcIQxF+6zCS0Af9Cm8GEDQpUic7D9kxHPBuJnCc0YX6Uil/P/7+D1/fRqMAVaiO+vH15/25+/XZ93/+/n1iVLw4+/X/P053YpRtR8vDl4gKVP4ZA/tF0i1WILGy2tfJUF8gaEGBc1IfD0gJQgkkGBBIu0UCVJWxGYus5LBd1Q+FYk8wdG5aixPkF8gO5NEYVuub1GdEsRZeqwqCdYXiOIdgCh6wysqCSe3GaM5TkF5cd37mrywFqwPh6ep+oDm1Cd3SlBfoOyf2tzqqH4V5P+hMmmL8F41QcuKc7SJGmPhvCoS6GmqYu0wfSbo2Zu59hibKSO+9+aMv4Q4S3txkN7sH43AxTYH3VzhkuAKAA6pCaY3bSm0hvuZ7Z6i19OaqrY7o5hcaoNrP8963cO/ewq23X2BEMom/RRMbbwBLWOwJusqyEXPE2ugFniSpjYyGYOottneKu5lOMNgN4LeE0xtBHpjdPNa4h6GkBzD154YRU4R0psmXbQxj534auozC6p1lWErsbRmFel7GlBY+V4M/gbFPSRSN0hrgHnaoC2O2aVbhUdTsJ0ZOLmUpgLpsL5823wVBMQz/KBRx1yZFMvZxN1QMxkBfD3Q+RwbL72Tat4MTGkGL7UxasB4u1KuT0erb6cKJJjWSIs6kICC531stB4QaXZwyuFjWtNhYRGZtuztShU6UZnLEJq5+5jWqOvoI8rOVa+oXJ7d318KwXJ6k9YUVfeBsSzsbaPkVBwl5lyaK4xpDTbaqSfA/nzT7dyMgbU5+Hmink2ce+N4r3nAzflzwEFRaOTlx7TGe6v7VOraHzdX4Sm4z/Q+DbkXmNrMLgMWTCGXt6B67rA4/PgHS8NhqqAGAAA='],
             ['logs/scheduler/scheduler.log.4.gz',
              503,
              1667407864,
              416,
              2149,
              'numbered',
              'H4sIAAAAAAACA2WTOY4cMQxFc59ijiBuIhnMYUQtmQPPcn9rimoYkCspVDeeuPynUn6et4/55910orXQJjrePr/a1/fnO+7/fn++E1Z/+/6cH+8WVtf+/PVw8IBAbLLGajXgApH3+wHriLEQZoL4gC6K0aTw6vUFcoLgdkAxBVDVBOkBcSiPcLTp6wXSaVX8VdF8GAEkyDljcepeQIL1AkEZE1zdIzAoQXnAsdTddXYAfIFyKipagji4ksipWB+wAZaxCsGe9QIRKiXoso+XeUB9QFFrjCSj1nK1Wq2+Op0ycJw0LJdKCN2QcIJeS9U9TNZrzDPYkvNcTQ3rMXaWClej5mczwY0HMD8cpDbi00pZxWLSlT5IOdpIR2ngkmBqM9S80a439E6fDM+E0Qq0Di3B1Iag9KJDuC+4Qaknfa5eoclKMLVxlsaVF62it+HwAs1p9d7TN0htdgw1pALu170bOSOiYOVpmSGkNQFjFqQAdLkFFzkFB9CwPs9S05peYnGEgjjeI/6c9YCzipVR0lNIaygK9J8f+3+dUoHjKfc2dZy7CKkNjNrbvtsaPi7d0OxUrFHnaA0TTG/qPmon6EF0e+N0/NY+oWvJgpjeYC3CaB33/bivIoue3Yy1gjDjx/SG204e+pzo9G83v/4Cb+6vP8oEAAA='],
             ['logs/scheduler/scheduler.pid', 4, 1660953600, 420, 2149, 'pid', ''],
             ['shared/data-cache/data-20221018-1438.log', 822, 1666103905, 420, 0, 'shared', ''],
             ['shared/data-cache/data-20221026-0913.log', 502, 1666775615, 420, 0, 'shared', ''],
             ['shared/data-cache/data-20221103-0458.log', 769, 1667451504, 420, 0, 'shared', '']],
 'hold': [],
 'links': [['logs/api/data-cache', '../../shared/data-cache']]}
NAMES = ['keep_newest', 'name_dates', 'quota', 'report_bytes', 'rotated_numbered', 'symlinks']
FIXTURE = None
ROTATE = 4
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
