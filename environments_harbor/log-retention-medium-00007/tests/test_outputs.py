import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['api', 'ingest', 'search', 'worker']
TREE = {'compressed': [],
 'deleted': ['api/api-20220312-1142.log.gz',
             'api/archive/api-20220316-1643.log',
             'api/archive/api-20220327-0908.log',
             'api/archive/api-20220329-2043.log',
             'api/archive/old/api-20220322-1735.log',
             'ingest/archive/ingest-20220322-2035.log',
             'ingest/ingest-20220314-0937.log.gz',
             'ingest/ingest-20220318-0435.log',
             'ingest/ingest-20220324-0253.log',
             'ingest/ingest-20220329-0906.log',
             'search/archive/old/search-20220325-1524.log',
             'search/search-20220317-0420.log',
             'search/search-20220323-0616.log',
             'search/search-20220326-1851.log.gz',
             'search/search-20220329-1312.log',
             'worker/archive/worker-20220325-1804.log',
             'worker/worker-20220318-0849.log',
             'worker/worker-20220323-0254.log.gz',
             'worker/worker-20220325-2248.log',
             'worker/worker-20220329-1959.log'],
 'entries': [['logs/api/api-20220312-1142.log.gz',
              735,
              1647085366,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WVPZYcKwxGc69ilqA/EApmMUJA5uB57P0/pkQ5wB316Tq3EZ+uVADfn49f879PWGGrURGr+PH123//+fos+9nPr09C448/X/PXp4bzEuQfD4cJaolZofU+xgtSggj1gIQMLGMlSA8YwydAleGNX5AT5EbJTW7oIjU5frhG6Pu7ei/zqtRejkW7rjWTkzyPQ5obB5S4zkOzkuAYuEqMkmB5wOUNbSdDNuy6oSicC4bVwn4uWB9OAjqKo3PwxTVpyWFBbbxGcvpwpaCX2qtUlpeTcx4dbpqOnXok1x6uE5S5WGSFXhyjSYJd+rTinqA9IDUZpCq2E7sSZdC3hdQ6uNgDYkrjtdkyi6JF79430gNWwbnNSjClUdYZDG5ucoNcTy8QjFxmloopjRDYPnWuMerdRCiY4IohSJjWYFoTxLGr6KX1cp3IKvUFzYQHJZja0P4H7RCAMS+QKh3fFq8Axp5gaqOrs5pGXTPuVHesCUY04TnTG0xvKmjtpVMZPu7BoDdVgJA65KSa4pDhdNwdVvX7jlKOAFpW0RonnDRnQHhbPkfouEvVE2rMLnsyNLkjjlKPHvsCFPeB2M5ojMbexPABCc5oyOgug6utS1Wtp9DwIrBLTS69qWS91W5BXm9vKp5mtP0Q50hTKb0Z+/HckS5wuDP9np+MxnzF7mOC6U2pA5Zz492pCzSy5HwggJ+ZorNtXLiFNddKF0fVThNLb1zXWYtUjqgVxtS9kmBc0dDehmf8e+xU9YCpzd4kS9aUCtXvJhL9BbW19oaa2gjMvaN69y3cP93nM4wE3N3ldDG1sfBAj4UEer8z7G1/a4a9eG4qSm/28p6rdkIq/W6jvoaHaY/Q9oB8vOHle4anLblXKv81tePgYS4Jpjg0S4s10LrcM0V7cZz+fwdvkqlyitMLr1b33nUv/4y/HlVhvzunUwrAKY60PQFj//7jf+0nQrlmBwAA'],
             ['logs/api/api-20220330-2201.log', 1370, 1648677678, 416, 2100, 'dated', ''],
             ['logs/api/api-20220402-0952.log.gz',
              529,
              1648893174,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WTS3IkIQxE9z6Fj6A/aOHDAILdLMZt339wiZ4IV9e24pFSZgrg53v/nH8/EA2JaXCz9v74al/fjw/Z//48Piq/fz/m58cay3U6v10UXlgtEY7VRtTxxDQxrnJAIoVeqyZIF7jcfEkr1ua86REk1pwF9sOJ8YVBMIdVhVrspodCeMBqXGRRgpKDLiAVrMwkT5DOoECeoFjHNcQS1AtsfcZYWlSm3hWR6lEkbKhaErQLLKClCohWlZcNWRLs3qH0dTwtF8jExcKCFrTbqOSaHDhvdBxL68U5FChRmg0eL96cQZ32shSH84uThit2Dk13qLdBTU4YGFX2y+0CMTvTRpM6HUYvfPfU9GwI0LZeeILZGrFSx4hQ3Fn/VuQteeqmUZxGpojZGlzdPUpxXPW2omE5gthjec8VMWuDdUaJSSLtfxZ8rAE+3mhnKQaZPmZtAAJCwmDsjvwWLM/wwWKoNkwuW2MDp6tzARq3DX8uLcEBIk41W4PZmii7gB1g+nopeKWTfjffKfIJI1tjc5j5voHe9bYi/xzBBQZCjAYnjKyNxRLe3d0Hgy/gMwyoXutuUYLZG2/ia5/j3mLdQCp00ljEs4WkOZS9GXv0fU+ra9BdEe2ZBhgGtTSHsjdt0eIBsTPp9xiJzg0riVpPbyhrMzs30rr9rvXOoTyPP6LB2z/b9J1lEwUAAA=='],
             ['logs/api/api-20220403-1044.log', 1155, 1648982656, 416, 2100, 'dated', ''],
             ['logs/api/api-20220403-2035.log', 1977, 1649018102, 416, 2100, 'dated', ''],
             ['logs/api/api-20220411-1139.log', 2268, 1649677148, 416, 2100, 'dated', ''],
             ['logs/api/api-20220412-0710.log', 804, 1649747442, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1710, 1649804682, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 5, 1646190900, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20220316-1643.log', 974, 1647449038, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220327-0908.log', 1554, 1648372116, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220329-2043.log', 1297, 1648586597, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220401-0346.log', 1903, 1648784794, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220412-0133.log', 1910, 1649727234, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220322-1735.log', 1507, 1647970514, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220411-2040.log', 2396, 1649709620, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220412-1530.log', 505, 1649777450, 416, 2100, 'dated', ''],
             ['logs/ingest/archive/ingest-20220322-2035.log', 1168, 1647981335, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20220331-0551.log', 1365, 1648705918, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220314-0937.log.gz',
              436,
              1647250679,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WTMZIcMQhF8z3FHAGQACmYwyCBMgfe2b2/exuNXSVP0sH0q8+H1wA/v8dn/H5KFB0KNKDF4/VlX9+vJ13//fp51P74fsXnM1Y0JJ0fN4c3OJlCatdhHd8gb1BFE8QulSt4gpSJuGxaYQ/gI7FIkQTt4hrPnmC5QQcv3b3BwPkGywZB96iFtXsblGC9QVwQSqNHiX52FEhOlvgYsCtyVpTRxLuCIx6cUtmr0TKFQpOTmzPgiovGMFjHoAi8A42WsrglqBn4U22OSmbnTotITbByqNsaCbYbJJshCCvE+gGi4t5pNek4bCXYc6dW4poDSsW/x6g7UXEnrugDisANYnoz3JrBtVHE0xu+hro5qEAwalbE1IYnluv4Y3o5r0+tbG1kMkrbvmFq48V10lVB9b+KKJxg96uLlLwGpjZ1uAYFhFc5E7vu3ajwggWcYGqj1I1EbfE/bfYZifv7/mvyuN5IML2ROYGFWqjEMWp7C07qNWK15NIbIuFhKL6WnTsV2tro9bHOrQ2mNlhXZ3c0GXzk9Xe/MqGXWRNLaWoR4ur94w9dK8SRDwQAAA=='],
             ['logs/ingest/ingest-20220318-0435.log', 1177, 1647578100, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220324-0253.log', 965, 1648090423, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220329-0906.log', 882, 1648544764, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220330-1953.log', 464, 1648669981, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220401-0628.log', 455, 1648794501, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220405-1320.log.gz',
              479,
              1649164807,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA13UOZYcIQwG4NynmCOgDUnBHAYQZA48y/2NS7T9TCcV9PtKCz9Vyp/f28f89T6IXWvDMgnfPr/a1/fnO+7/fu4HG719f86P99UKRZT48Th44PQpUwcLCLygHEhaEkosWiolIT6Q21gcahjFXpAOdLGENJBs4UhID4RhDGGTVdoN0U+rlVaTQTMhPxB7p9m6Iw25ZnTwdFPrqjYpnTzOpUCUhgi7g/8dQT0FsZNSlNNpfaDtahRzlbrg6hTqmdD24tvS4/RxgtCUF+yV/p2Q01XRdIFYep/H2eOCMdCsraJ2OfzXqGvjbiuh52agEZdYozpdEKyezRRUgJ5nCOUU7FHZVML0HhAME7be146NJczUdJ+oZL4K4gXJ/aTG1U36OQvI1OwXMfcehQDvEZX4jIjiygEJMzWTbGr02nfi7opc5VQUgMHttJqpGaNX5rlPkctVkQwODB7hO6gJMza1OpDRWqhyL5XhHOMqbozKCTM2pbQQ3Xdx4byh4skNTqsMLAkzNzOgrx2LukLvu2ivGRt6rDbOVjM4e6E+puzVD76XY35gZ/LprSXM4DQPLgp723oHh+D12eDmwFXzLuJJDs19QlVoj3DPCAgJf/wGbTbGt6EEAAA='],
             ['logs/ingest/ingest-20220411-1320.log', 2080, 1649683214, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220411-1903.log', 1465, 1649703817, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220412-0510.log', 567, 1649740229, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220412-0948.log', 528, 1649756881, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220412-1215.log', 2337, 1649765732, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1173, 1649818175, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 3, 1646190900, 420, 2135, 'pid', ''],
             ['logs/search/archive/old/search-20220325-1524.log', 613, 1648221847, 416, 2121, 'dated', ''],
             ['logs/search/archive/search-20220410-0940.log', 1742, 1649583627, 416, 2121, 'dated', ''],
             ['logs/search/search-20220317-0420.log', 1584, 1647490802, 416, 2121, 'dated', ''],
             ['logs/search/search-20220323-0616.log', 1188, 1648016164, 416, 2121, 'dated', ''],
             ['logs/search/search-20220326-1851.log.gz',
              311,
              1648320661,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA2XSO3LkMAwE0NynmCPgDyKYw1AkmG2wHvv+lgVOIitjqV412ATA7/f4zP9PXxyCK9H78Xh99a/v15POf/9eT2aIx/crP58pED4WfFwOL6hTR4pAsq435A3BuGDLA41MC9IFETk7dw8zekMpiExWEJp7oGVBvmDr5xTSifuiW2Jj307JxKyVkwpcEzSwTdc/geb7imtGOPZVUC9oGTGEO3r2WyAZ7EmVSPGgfUW7IBDM7BNYE26JQXtS9jkVfE/qdUPhMw1kTcJ7p372vh+jx6HhBdsFe4LCbJztiDuU92OojaMp7U6j4OHmsGi2s+QNdcNQKBiBijKqG6y9kWhzwDyPjW57Izsvl4Dy6MVqaxIaLhgmPOYtDx12NQjOsMwK1tY0z48fJJDmgLcCAAA='],
             ['logs/search/search-20220329-1312.log', 929, 1648559532, 416, 2121, 'dated', ''],
             ['logs/search/search-20220330-2233.log', 1366, 1648679606, 416, 2121, 'dated', ''],
             ['logs/search/search-20220405-2123.log', 2035, 1649193780, 416, 2121, 'dated', ''],
             ['logs/search/search-20220406-0833.log.gz',
              239,
              1649233988,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA13RO5bDMAgF0D6ryBIAARJFFiNb0E0xcbL/8QglhdWo4Nzz+AD8v/vTfx+xoRePqmx4P1799T4e5az95Pc+/PlQ9h4GdJsMp9sCtUU1Q+aP43Romq4JlN2op6PpjCLKoMGl0iUPAcoKDHCyoQnLhCJGFryp9m+gJKSzlLBLaWy+OuUJ996oYm8QQz+Q1oQNFlREGz44oUzY6UQbhzjSFQrVhM4SwBAJNROlnPvaBlKVCyRsnLBYaUi+J6x5jNpqr866eVxnZLUF/bwZ9AVbtjowEFCtIl6gtnVFuf0BkYP3R/cBAAA='],
             ['logs/search/search-20220412-1038.log', 1433, 1649759928, 416, 2121, 'dated', ''],
             ['logs/search/search-20220412-1209.log', 1311, 1649765381, 416, 2121, 'dated', ''],
             ['logs/search/search-20220412-1531.log', 2063, 1649777511, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1806, 1649801934, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 6, 1646190900, 420, 2121, 'pid', ''],
             ['logs/worker/archive/worker-20220325-1804.log', 693, 1648231460, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220330-0539.log', 2025, 1648618766, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220403-0541.log', 476, 1648964495, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220411-1033.log', 1460, 1649673221, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220412-0332.log', 2005, 1649734379, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220318-0849.log', 1390, 1647593351, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220323-0254.log.gz',
              399,
              1648004043,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2XSO3odIQwF4N6r8BLQE1TcxQASXYr42vsPGc2kINPO94M4OqX8/T6/4vfLcRQ0tdltfr6/+/fP+yX736/3C5vh5887vl6VnQZP+7gcXLCsJqHSW1V6ICYkpZpQ11B1lYR4wWnMFm3xXH7cCCY3lKAV9txIFxToqB1WkdYeSAkrWzoG0xh0X8g5KXsFHmtOiMNRaelmx6ozIJ1cjkqtUhejNzgcSLkH7WaEC2dCzUGnL4Mivuq/F/KdaX1eaKRmQJqwXpCbtc6Takc5Mt3v4oQF9rmg96jtgi0mDmZRshOKJotWER0xmV0MvQAwILY+jkG50B0peFcHHxeEbM3gvbE63PaZ5/LrLsgFW6vhhDVhtkaE9gKZypJ2LF+eHWobVnbs6bI0ZIql76Op/JcM0b3EQju5Xa2EWZow5DWVeXU5l29239hl0B6qJ8zWiCkV9cUi66zpDiehO/nAWAmzNkgUuxThJdYRKu3Y7lClka4aCbM2ECS8E+6B9sCPP2J0CdarAwAA'],
             ['logs/worker/worker-20220325-2248.log', 494, 1648248537, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220329-1959.log', 2132, 1648583966, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220331-2159.log', 1859, 1648763982, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220403-0054.log.gz',
              563,
              1648947259,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUS5JbMQhF51lFLwEQSGjQiwEJzTJIf/YftZFTFdkTV/n5FBc4PICfz9tH/Hmv2HnMYuRzvH1+2df353vZz37vLxZ4+/6Mj/fhPppH//Xg8AGqa6PabPRoT5AOqNwSNF5riR2QHiBzaVMlaC6/wdIwQSJZK3AmWLJiAbUeXUdtV1Tmk1TVcS0vyfGDm8E9yLXS+MdJcrsBTjCMZAREgpKzqb0pg08f8AT5ORs84G6kL4aVYD0t2tABHmXYlZS4nharTnZyS7Al6A06Lkfmec2mVT1JSXwa1+T0wY3GE9bkpbVcSXFnenCrFqBqnlzPkaLs8JuFPi+u9edISWXKyAYxrSnVJGa4+bhzIh5ur16tzcOlNBCFBxdX3N1cKwQ9g3GcYBUhwZTGtMe2au6C6ypIBQ5oVGuhiQmmNF17tdL7xKVXh/KUrZigU5HkUhpHcwHuyJMuabq250S1oJ/VYzoTzZuC6Ni/35OhBk8Q+zRL2TCdaZ13s8ZGZi+HSEc2bQX3vVGC6UwvQ2YAL9rR/0+6t/s8xOb7csZIMKWBIii7B4lmF7ifnIp9SkStZzZpTfxkN6QJ5d4i7r8kB6GEK+2mtEZoBTdWK+Pl8lno6K3asFtePqU2E5rMte8/Jt+HqHruQmHJ6pJ+U2ozCrDYqhXbffql6KmIAaMb5WwotSlzAkWrSwq8vqTknH6rjSxy/5TecHePn+0Gvr5Pt5MP8NdfWKy1jYEFAAA='],
             ['logs/worker/worker-20220406-1050.log', 1379, 1649242219, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220411-2108.log', 1442, 1649711305, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 1137, 1649802663, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1646190900, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['archive_tar', 'logrotate', 'old_archives', 'scheduled_job', 'subdirs']
FIXTURE = {'compressed': [],
 'deleted': ['api/api-20220415-1947.log.gz',
             'api/api-20220417-1934.log',
             'api/api-20220429-0152.log',
             'api/archive/api-20220420-1314.log',
             'api/archive/old/api-20220425-1919.log',
             'ingest/archive/ingest-20220427-0212.log',
             'ingest/ingest-20220420-0818.log',
             'ingest/ingest-20220423-0809.log',
             'ingest/ingest-20220426-0343.log.gz',
             'ingest/ingest-20220428-2222.log',
             'search/search-20220421-2102.log',
             'search/search-20220422-0351.log.gz',
             'search/search-20220422-0601.log',
             'search/search-20220423-1542.log',
             'search/search-20220428-0846.log',
             'worker/archive/old/worker-20220427-0726.log',
             'worker/archive/worker-20220419-2127.log',
             'worker/worker-20220409-0636.log.gz',
             'worker/worker-20220419-1456.log',
             'worker/worker-20220428-2059.log'],
 'entries': [['logs/api/api-20220415-1947.log.gz',
              582,
              1650052056,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WUO3YdMQhAe6/CSxAgBBRejCRQlyL+7D/KIOecyK+Z4s0dfhdK+ft7fY/fb3WVWdkJwcfrx2f//Pp4w/3fr+dRX78+4v0NRbpZtJeHgwd0EWWepkTwDXKC0ColGDBxokGC+IDkFZxKF4J2gaRSEvROwsGSIGWqSLZIXGaJb5AO2PCkyg2lxIgE6wNyD1EdFNDrFRHRMMHm1lclTpAfcBftg7RAB72aQ9Q4wUVFiaEk2B7QfNa2RrMx549UxRIcY5cbrAlKguTNq3LIwjtig9McFh1ccCWoDwjYpsWU8DXurgJCgiLDnKUnaA/Yii8R35V3vFIFME1wdtvJWn1ASHMwZhWN4eB8m0N2BOgF1gLNGiHNKYoNS2Ao3MoRyBmHNZ1AfSSY5oRLDCwE4PccQaidGhXctc4E0xzkWgdRRIN+R1Q45syt82hyIqY54nuSNpawzB+p0gEHWBNiTzDNqW6F3asXvF0F4dOcpfuzJifVNKfv3QjeJUKnK+Ju41FuUiMcmGsFaU7AkjFHDCr/xlFPqqwn4jAMkzjjSHPmpKmEKtXiAls9JbbFYzY8XIqj3UCgTEe7S9xbdcTxMICpaRwecVCAwaDY8HuMit9btYqV2nKPMcVhkujCOGKn8H+mtZ7xO8wF+8Xk0psSa5+MVfaQ6Mf+i5xTNXpdIQdMb0Z3gdlJh8ateLXTm30AQ6vm/uPxRtfqXWeFdt84KHwUd3Wb7gc8F4es1tl6x30QLm8sz/HLH0C9z9K+BQAA'],
             ['logs/api/api-20220417-1934.log', 1455, 1650224070, 416, 2100, 'dated', ''],
             ['logs/api/api-20220429-0152.log', 701, 1651197150, 416, 2100, 'dated', ''],
             ['logs/api/api-20220429-2119.log', 2190, 1651267151, 416, 2100, 'dated', ''],
             ['logs/api/api-20220429-2348.log.gz',
              237,
              1651276137,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA13QO3LEIAyA4X5P4SNIAj0ofBhAokuR9e7944CzkzEtfPoZAfye7Rnfu9UGHU05J9mOV329jz2dd1/HTpq39xHP3Uk6V8PHZDgdVS0sLNId745BFgQKC6K8IE0IpgbaqxjFH6QFUctyA8KJsSyXpitdz2Y0SN1vQUyEC3aoZ4cvmCfsCL22YgE9bjBhpgVTmHtUW5AnbBm8jcpc5L4aFL7gGEOHwwVlQk7NVIs2oc9X81Vk0gVZnL1kX1AnFAGyOJ8wf4q8ICe+dmouPjSWs+kSsdg5DmXU/8HHD5xXs3bpAQAA'],
             ['logs/api/api-20220510-1219.log', 1537, 1652185165, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1734, 1652397255, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 4, 1648790100, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20220420-1314.log', 2342, 1650460449, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220425-1919.log', 2271, 1650914378, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220502-1828.log', 1622, 1651516128, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220506-2112.log', 1564, 1651871537, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220511-2140.log', 1797, 1652305224, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220512-0638.log', 666, 1652337518, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220512-1826.log', 2373, 1652380001, 416, 2100, 'dated', ''],
             ['logs/ingest/archive/ingest-20220427-0212.log', 1038, 1651025551, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220512-0226.log', 517, 1652322380, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20220512-0417.log', 1797, 1652329021, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220420-0818.log', 530, 1650442714, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220423-0809.log', 1042, 1650701375, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220426-0343.log.gz',
              676,
              1650944629,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUO3YcOwwFc69CS8CfQKDF8Js5eJa9/8dpUBNQk3Qwpw4vcQsEeP0+/sz/Pg2aDh8rUOXj62/9++/rk/d/v/eH8ePf1/zzOUfpZfb268Hw4bg6DPbWVOPm8Btc2JcW7gnSA7ZSmxW2aDIuMCySQ/JJvR6OH24nlGoGQ+eb0+REIDlaYg54gsrDjYGtIxOXaNd5xEoJVoZVC2mCmiBMbtVRUe0OCudA0QXQ/RxoDycgbbbJJguvoAR+bqghZUqcA8sDEgIPNbSqcIH8Hs2EUVajSNDzxIXuU10Bf3QRbKeLiVV8lQTjATtJq69hQ7yvKAlihCfoYnMVGQ+Ix5rmU/ZEOcobpAS9nJkS9IbRObm0JnhBneI++rgOZCwlQZvQ+r5NgmmNNugBwr5CbhBUT4tDvKOfpKnNTl9nXw2t4JUUz2TYg90CEzvWrBpYaxmK/bZma5Ngc+/G89wwrYm5Qmcflce9T1Tennbbfa0DHm3ci869OpPLBaLyAU3EehuSYGqz2zMu7H2t+4Yk54o0Q3CWc6AfTkYZWEEW3ZzB2WDiHck1Bce0hnlSqXXzwj+6OOXHqGuyw8NRShPoe4EHs2i9q1A6SbeSY1Ic8FgDMkt3mjbatRgIygmODrUJ5ptBaY1jTOPw6Hjrpt96d600O8/kUppXAImmfe/i1YXHWcSgFatKVkFpjQ4wC6ARJFdQ8zPRuorustJuSmkUA1frbCD9x0S3kfnW2J65kSeY0iC1iLbGUpr3ZIwPuNPEXihKMKXZAa0Za9ESN0hxopp6rbhyMSitqa9taYDTIX5EtVOiUO99UlpDac2QTmNL09jsfhYZv8vY95Pd3gNyatP3bHA/jHXA/fCz2vGNqS5gebX463//IdlB3gYAAA=='],
             ['logs/ingest/ingest-20220428-2222.log', 2144, 1651184533, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220429-0937.log', 515, 1651225073, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220502-1351.log', 1556, 1651499495, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220504-1642.log', 1052, 1651682526, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220506-1849.log', 2391, 1651862967, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220507-0558.log.gz',
              765,
              1651903116,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WVO3JcOQxFc69CS8CXIAItht9sAlv2/k038FQ17E5VRwCBg/sA/v0+fq2fnz57MUeopPLx9bv9/vP1qedv/319MmL9+PO1fn2Cj4pl9h8vDl9g3dxc3Vvf+wEpQBKGAFsBFfYdIL3AUoczq/raeFXEClnRQcywJ8gvECueX3Hpk28QC2Wr0JG1SYDyAgW7FxuIG+5WGdgDHDbbbjID1Bc4uNAY1GWdB/0fxO83Grj7KhBgyVZ5rj5BodUHlKdVSxBHFXTFAO0F2qylwNSiE643UhXN4biMoZrrqC+QvGsvApt53G9k06eiLuk7h+MvkMWmINCZ0D0c4ZKcrrl4BocpDpTddmnu1d72D1lQOnXeFJ1iiNPVvMFC0N3ehqrf+5/GVWL/GOKw2USE6dr7XbGWBG2vdp6WrYY41gy0zNmb3q0enTD336ArWoIpToFjhfepne6h4jMcaYOOqbFGDHHABNFnUxF82z9mxT2Hi1MNMMWBMVFKW71/t8pZ8d+gw3EknzY9wBCnN1rsWM766a5YJY3buGaBbgGGOGNRx9UaEpXbOHsCQHCKomernsdRSyeoLOutVfU8Rz1jGiPXQWHOLloX79nmWhdIKFmR98ZzAwlitlrdNo/KZV7rsKwnXLUStsDCG2h0pF0kNvQtcIwDpL6WLaAAwxsd6E2497n7NdP0exKYVo3bp5DGeFmxOQ965xufY8mLQj3JskqAIc2JraZU54J6n/DZTe5ey3AYJcGQZjsOogYnqPj22+uzwnO/cjwOMKTZMsW8jt5Ke1vhCc88DDuTrPnGkMb7KnUXP06u+zD8iWInPnYwBxjStAV7zuI0jK+Rsj1RTHOfBKfYPYc0J+e6niDDg7/blqfo5YwOSoIhjdcmaw07CvhVkfCJm9rWQMhWmTKKdzufEtO+7pw6SZStni9Gqbw1wPxOzU2tdTtRdB8/k+cez5duFRyxRw5zxj7nef513WK3OYVSubpMYFLEDeuPv/WwdWrMBwAA'],
             ['logs/ingest/ingest-20220511-1355.log', 2070, 1652277325, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1502, 1652413344, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 5, 1648790100, 420, 2135, 'pid', ''],
             ['logs/search/archive/old/search-20220512-1547.log', 857, 1652370429, 416, 2121, 'dated', ''],
             ['logs/search/archive/search-20220503-1148.log', 701, 1651578538, 416, 2121, 'dated', ''],
             ['logs/search/archive/search-20220504-2327.log', 2068, 1651706853, 416, 2121, 'dated', ''],
             ['logs/search/search-20220421-2102.log', 1124, 1650574951, 416, 2121, 'dated', ''],
             ['logs/search/search-20220422-0351.log.gz',
              656,
              1650599503,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA2WVS3JcIQxF51mFl4B+CA28GEBolkHiZP+hW7ykinjY7lP63IO6lNffx8/14xMg+hSSGnN9fP3qv35/fcr+3/evTzRsH7+/1s9PkWXqRb+9OXiDhn3OGSWc9QEpQRVOrmLlViclh29uOEgZw2lUfjg8BcEgwdbL1GUjQXqDjcKtugwhuwqyYXKOxanNkhy/Od8fjRZjkYyLAzkDgnekAjU5yQHXHFw6Th34cPw0mtga1ARwJVZzPoDhEsrL5ML2eKeedgwo2hPUN7jmRJ26m110JdGqnoJeK9k4C21vTgQ9mhWdzNd8KO2Air64mSRoCVYaxXlVmnQlYWLJoUXbX8pGoZxGe3As7wv71Si8+Ix++aql50YhldGAOVsJiv875SoJBpnPKhkhpDMzqrVO0OVfp0+EzPXsZke8Mz+tpjMrpEAgC/C47SY8u9l7L77hBFOaCduW2t256j2j6NEbCze1OK2mNWqr2aJCDv89C3iWSrZ7ogwDUhuT5eBzq9Pp0oYIz4hQDEMAEkxtkNZoHbyu4HvE8sToSvtd9JlgelOiOrANbmPdS216doPLWVq3BNMbhf0GBaExxuUNcDkvMaCqR8lWMcXhWXb0oKir3y+K+VSUWXzSuTX43JqQzsqN6V4OkB7j9rvTvalTMcXpaCXYwl9h39ftPGIfMHunTBHTG3Z2s9UJ+b4Z1B5TeYDObVaC6U1tdZT+unF+m4paT0WeMWi2lqCcNMB5Cx6vs3WfjXJ206MQC5+KKQ5FB+m2l2q3cPBXnNGBd6uYoJ4YMaLqvlQdb8W1nEPFyHt546SR4gza3rcgsT5uVdmeNLj7/sk4raY4EMS9FZPd8Lc/0VjJ94QGAAA='],
             ['logs/search/search-20220422-0601.log', 2369, 1650607271, 416, 2121, 'dated', ''],
             ['logs/search/search-20220423-1542.log', 1562, 1650728534, 416, 2121, 'dated', ''],
             ['logs/search/search-20220428-0846.log', 1293, 1651135601, 416, 2121, 'dated', ''],
             ['logs/search/search-20220429-2058.log', 1581, 1651265923, 416, 2121, 'dated', ''],
             ['logs/search/search-20220506-1255.log', 1282, 1651841715, 416, 2121, 'dated', ''],
             ['logs/search/search-20220510-0935.log.gz',
              377,
              1652175311,
              416,
              2121,
              'archive',
              'H4sIAAAAAAACA2XSO2LsIAwF0D6rmCUgJCGpmMUAlrpXvEyy/xCLaYgbCvtgfW4pv8/j0/8/hZijWfQi8Hh99a/v17Oud/9eTwTmx/fLP591MHea8nE7uGGMJm40qKMdsBaVhIFlTMKZsN6wTGsjWg+neEPekKomZCnetZWEeEMuLOhUDS46oa1vbqhw1aYYCemGdHmtrcwyld8QNxSihFicI2Ak5IQFZxMgMPezR9INr+q07seE7YY4zEOG11n8KJV4O+5qomPPRnIbdU65ZFC0s1Jk2y0WDlYAT6g5G1DrwhXswrPSJnsbXLpVkZbQ8o+zD1tlA4z2hvReo+xthKk312wRMjheqnKoQsw/wSHapY5SLhpjwwwOrLswONZ5QlgZvF3nOVrs3EDmZnJM0kZBEUelqLYrnbVy9egJMzcwbA6iNTOmA4LihgOHFp1XwsyN9xWYa/UH3o4toq4zA2fOtTkkzNyIGJP1jrDy/PEDgk7W724DAAA='],
             ['logs/search/search-20220511-2303.log', 932, 1652310223, 416, 2121, 'dated', ''],
             ['logs/search/search-20220512-0006.log', 2396, 1652314009, 416, 2121, 'dated', ''],
             ['logs/search/search-20220512-0505.log', 903, 1652331952, 416, 2121, 'dated', ''],
             ['logs/search/search-20220512-1100.log', 2297, 1652353244, 416, 2121, 'dated', ''],
             ['logs/search/search.log', 1729, 1652417012, 416, 2121, 'live', ''],
             ['logs/search/search.pid', 6, 1648790100, 420, 2121, 'pid', ''],
             ['logs/worker/archive/old/worker-20220427-0726.log', 1273, 1651044418, 416, 2107, 'dated', ''],
             ['logs/worker/archive/old/worker-20220429-0933.log', 2336, 1651224793, 416, 2107, 'dated', ''],
             ['logs/worker/archive/old/worker-20220512-0926.log', 401, 1652347618, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220419-2127.log', 608, 1650403675, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220506-0647.log', 929, 1651819624, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220512-0611.log', 1661, 1652335915, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220512-1301.log', 1971, 1652360470, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220409-0636.log.gz',
              503,
              1649486203,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUOZYbMQwFc59ijoAdZDCHIbhkDjzL/c1pUA5ohWrV+wB+tQB+Pm8f88879AFVubUu8vb51b6+P99pP/v9+c6lvn1/zo/32sEhSvv1YPhwYVZqNNY6/MVxckgvcNYxBk1MkB6wYgws4o7hVyChY4K49lxTI0F+wOZA02kod3qBchJ1/+YBYUIVWjVBecDOVYqShNX2AvUkVtcEm/sqjiNBfUBV0hnDCy26QRc7iUOce9cELUGDOdgwFts1KimWBAWlBvHZ0fM40xyJkcDm3Ybj2ZGlFakGCZY8Th1FUYXXalcdrHzqMHWmaGfHmqO2Cd3HDBO9EhHs7Bi6hBHKA2KKoxw0KnSdC67jIOLrOIVHbz3rwDTHR7QwXTAD71EdjwAC1CwGJZjmsEdYWWvaKPeo/+ooPquPfsA0B2x/oz5WnfeOVOQIwE3CY3mCaQ5EbCVZovR59chQ6Li6Y3xAXhXTnFjbcCmFm93KoRVJ0LvtNnwlmOas2CcAg2ZY7uPgS/Iec/esPcE0Z4xeGmDdz/5L5JcAm1P0OHWkOcjbe+8hP9Zf4Jb1gA7StgIJpjmtVWHmRrjqNSpB9QTJqWPT/OugNMd1vzEm1JDjfq1U4CSO3gmOq5TmjGImjtubtu5Rqz2Jv/4C5v7sz9sEAAA='],
             ['logs/worker/worker-20220419-1456.log', 1950, 1650380163, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220428-2059.log', 1228, 1651179561, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220501-0450.log.gz',
              697,
              1651380611,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WVOZKbOQxGc5+ij4AdRNCH4ZpNMG77/kMJ/NtljqoUqV6B+BYI4PX5+Dn//eTWuQI1mL4+vn7VX7+/PnX/9s/XJxuWj99f8+dnxTG1rfXjzeEbJA5xLxUXywPSATUgQXZFF6kJ0ht0alF51PCoD8gJkmJyM8hEFiXHb846L0FC6e7XQEST89KJVQtwgvIGh85RVgvAOS/Q7WzoC916Pw/VlCZWnd0IJ+P9UNczkHjGcJAE7Q1qX9Oa9qbjG5QDFrUDQgivhgl6TuyzWUNofeJlBgk/INc90442JTV1pu7RUT1uF4t6gq8xiK0kGAkO5hKj9Clwi0r+2N+HEs3cETM3uEVt1TZf1rWjiSaHyFTCNLmMDS7pErb9jXsgs1CCsazbIkswY6NITLUUH+KXG/yKSOYNApUhbcTMTUdBgbnlaHpPLE9Qq7DDNEgwc2MtbFnxboo3SHEmhuHaz81qYAYHi426pMqI20amw/VGLAKHy9y4rsLKXdDmpSkWOi/titq9pouYufEAB3ZG0HEPFDuiYiBtFzM3mLkJ7msJUGWn/4v6dKr2vv3vCWZuelsONqYr9HuiH67s1Pj+vjnK2MwGRVsfvHt8rcjGJ29SdUcnZoLn3IAYQJ263bxAB30qhdPNUxo61yZYRS2Q/7j/vWEcaRqMrdxI9yljIzaLtE293Pl7w2JxzhT5FrVlMShTs3ZGp/ocWv3uMNDZUEsBrJblp0zNnL28asGF+T438rxUhQrQymaQnSoi7ktDI8DuDusTUySrcqpImRr1VdVlj6y3hxLnEO/mMDc+VmRo9j/FzmmZoJXuDZ3PQKtN9plvCWZoaN8MDZ1Gxe+7aHbOW0PnOs3fIGdqvOB6/UPtcw03SPHnoEZfnppypkZLgzp2r7CWb2l+/Acza0pA/wYAAA=='],
             ['logs/worker/worker-20220510-0821.log', 1060, 1652170860, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220512-2019.log', 2309, 1652386775, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 1520, 1652403119, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1648790100, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-05-13T05:15:00Z'}
ROTATE = 4
AT = [0, 10]
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

def test_logrotate_config_on_open_logs():
    with open("/srv/cleanup/logrotate.state") as f:
        state = f.read()
    for s in SERVICES:
        assert f'"/srv/logs/{s}/{s}.log"' in state, f"logrotate was not run for {s}"
    fx = tempfile.mkdtemp()
    for s in SERVICES:
        os.makedirs(f"{fx}/logs/{s}")
        with open(f"{fx}/logs/{s}/{s}.log", "wb") as f:
            f.write(body("lr/" + s, 700))
        for n in range(1, ROTATE + 1):
            with open(f"{fx}/logs/{s}/{s}.log.{n}.gz", "wb") as f:
                f.write(gzip.compress(f"old {s} {n}\n".encode(), mtime=0))
    with open("/srv/cleanup/logrotate.conf") as f:
        conf = f.read()
    with open(f"{fx}/logrotate.conf", "w") as f:
        f.write(conf.replace("/srv/logs/", "@FX@/logs/"))
    root = tg_guard.give(fx)
    with open(f"{root}/logrotate.conf") as f:
        conf = f.read().replace("@FX@", root)
    with open(f"{root}/logrotate.conf", "w") as f:
        f.write(conf)
    held = {s: os.open(f"{root}/logs/{s}/{s}.log", os.O_WRONLY | os.O_APPEND) for s in SERVICES}
    p = tg_guard.run(["logrotate", "-f", "-s", f"{root}/state", f"{root}/logrotate.conf"])
    assert p.returncode == 0, p.stderr[-600:]
    for s, fd in held.items():
        os.write(fd, b"MARK\n")
        os.close(fd)
        d = f"{root}/logs/{s}"
        with open(f"{d}/{s}.log", "rb") as f:
            assert f.read() == b"MARK\n", f"{s}: the writer's open file is no longer the live log"
        with open(f"{d}/{s}.log.1.gz", "rb") as f:
            assert gzip.decompress(f.read()) == body("lr/" + s, 700), f"{s}: .1.gz is not the rotated log"
        for n in range(2, ROTATE + 1):
            with open(f"{d}/{s}.log.{n}.gz", "rb") as f:
                assert gzip.decompress(f.read()) == f"old {s} {n - 1}\n".encode(), f"{s}: .{n}.gz"
        assert not os.path.exists(f"{d}/{s}.log.{ROTATE + 1}.gz"), f"{s}: more than {ROTATE} rotations kept"

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

