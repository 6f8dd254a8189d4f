import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.gz'
SERVICES = ['api', 'ingest', 'reports']
TREE = {'compressed': ['api/api-20240227-2038.log',
                'api/archive/api-20240224-0747.log',
                'api/archive/api-20240225-1344.log',
                'api/archive/api-20240228-0840.log',
                'ingest/archive/ingest-20240311-1312.log',
                'ingest/ingest-20240224-0801.log',
                'ingest/ingest-20240306-1304.log',
                'ingest/ingest-20240307-0401.log'],
 'deleted': ['api/api-20240205-0855.log.gz',
             'api/api-20240207-0757.log',
             'api/api-20240211-0540.log',
             'api/api-20240212-1044.log',
             'api/api-20240314-0407.log',
             'api/api.log.3.gz',
             'api/api.log.4.gz',
             'api/api.log.5.gz',
             'api/archive/api-20240224-0057.log',
             'ingest/archive/old/ingest-20240223-2201.log',
             'ingest/ingest-20240206-1847.log',
             'ingest/ingest-20240207-1502.log',
             'ingest/ingest-20240210-0606.log.gz',
             'ingest/ingest-20240212-1607.log',
             'ingest/ingest-20240315-0850.log',
             'ingest/ingest.log.3.gz',
             'ingest/ingest.log.4.gz',
             'reports/archive/old/reports-20240209-0906.log',
             'reports/archive/old/reports-20240223-0636.log',
             'reports/archive/reports-20240210-1026.log',
             'reports/reports-20240208-1337.log',
             'reports/reports-20240218-2256.log.gz',
             'reports/reports.log.3.gz',
             'reports/reports.log.4.gz',
             'reports/reports.log.5.gz'],
 'entries': [['logs/api/api-20240205-0855.log.gz',
              546,
              1707123329,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WUOZYkMQhE/T5FH0EsAmT0YYQkvDGml/uPOlE5mnzl5fsVEERkKb/P++f6+9G62rLhq8R8//ru3z9fH7zf/fn6QHj/+VqfH8KFg3i+PRQ82CwlkEm9eX1hmBjB4RpVig6WHD6cWe+DdI7J65IDbfoSNJzUKEF6wOIW0B25BL3AegTJWoJFqiC+FPkB61pr9L1dA7oXLIpn1EIqrXOC9QFj7N3GNEWOS1GhHkEDhf1LTh5OoDhqVG3IL46SM0uMFklnPwvqg6F4YV/oMe45YXvwcODG3eRwlpeICs3NWyhcY8LvRR5wIcvwVhJsD9hnQZ0uDW1cJ0TW4yi7ik1JYyAjMyoAdMRemlyKJscY5jqC43CZGY1W6iICkttQ5KNX94kpVJLLzNTZC1NdM/TmCOxY09GQXCPBzMwYFMsChUwvS1s5l1eyPsJ6chmZKRWJ2ySr9eJI+Qw6cM4BZ8GTmGWMBJV18D2okZzbd5ZgOmBGpkcnGrUHzX7fkMup0/5jZ+/HmgyNOgiuESKC/9UQT50MdrQ6eYKZGkOFtYs9pPm9IuHxZlAV2jMmmKkhJZgxdxWd79SAnB171YKA+ICYqZkEBfoQU7kVQV7F2CrNsGefMGNjNHea6lyrtkvR9KzoxMocIzk8n6jhA3wnysvVQyA4Z9TYllY9k2ZsfMjuxYBR2v1t27E4kwKUOduqb+XtHx4VfQJOBQAA'],
             ['logs/api/api-20240207-0757.log', 604, 1707292624, 416, 2100, 'dated', ''],
             ['logs/api/api-20240211-0540.log', 551, 1707630014, 416, 2100, 'dated', ''],
             ['logs/api/api-20240212-1044.log', 462, 1707734684, 416, 2100, 'dated', ''],
             ['logs/api/api-20240215-0400.log', 1209, 1710394050, 416, 2100, 'dated', ''],
             ['logs/api/api-20240227-2038.log', 834, 1709066313, 416, 2100, 'dated', ''],
             ['logs/api/api-20240304-0350.log.gz',
              245,
              1709524222,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA13ROZIDIQwF0Nyn8BG0IhT0YVhENsG47fuPB7CDVkq9+tIH4H/uj/g9coXGwu45yv18lufrPOT99nMeiOb31xmPI2fqria36XDCJlFxpI5G8YG0IHPSBSlX9JF4QZrQ1C0nxVF4XBNBd+JwjObNF+QJNYxHcQI1u0DGTAs2JaodY0GZEKWMPKgBRb5AAbEFq4Fhgw11QuGSYHTyXup1VbadWFR6o6oLpgnDg0pWoR7fcnTD/LkR3msh0y7HJiQszaF2biQXSGC8W4VKMNAWzBvCEIdhgXL5DkLaEJIQI+xEv/0B8kdK5QgCAAA='],
             ['logs/api/api-20240314-0407.log', 2056, 1708487090, 416, 2100, 'dated', ''],
             ['logs/api/api-20240314-1204.log', 558, 1710417859, 416, 2100, 'dated', ''],
             ['logs/api/api-20240315-1051.log', 1746, 1710499904, 416, 2100, 'dated', ''],
             ['logs/api/api-20240315-1631.log', 1302, 1710520265, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 694, 1710541671, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 915, 1710460973, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              675,
              1709270239,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WUS5JcOQhF516Fl8BHgBjUYvRj5kG77P236qFnR8g5zMwTgO4BgK/P95/rv48pNtmrNh3j++ev9uv354fs3358flCp/v335/r5gZMmF+vfHg4fcP9oy8DAe7wgJYhakyuq4Q0iOXo4XerG0IfW9nJ8uGqn4NC+BpeZID9gK7V3hKmo+IIlQf5q6gFbGbXokgTLA44aPhu2Uee6KhY9BaXsaSdbcvJwKNpoIiioXk9joMnZRI8pp1F9uMVEMqEh2j0hg1uCsEg60gHtATtEXb4HwNrvLExPRRmzRoOTRX1AL2wgUk2WXFlUleTWLGS1juQ8J1QKbZ1RFS5uz8AJ8hAtZWWImNYI9xY653Tt94hM79tw+NKABNOaaKXscEsAr/tN/RSshZZ1zgkxremsCEw1mOy25s+bEnofwzHBtGZbu3toagL9tobf9Ld33XeFBNOatZoLhgfOf0ak11MBboJCCcpJ0WJ/j3un/G4VywG/9BaKmmB6gxSIxKsQ3zNyrWeliHdbRc+jpjc+K7vBFpzknrH6SQPCdezYEkxvoPZm3VZrbVzg311kGtKH50phiuOyu19DtU/9N45yZtyOl13qAQnO9rd9SIJd+m2qy5vGqKj7LiWX3kynmAPbbGaXN0x8ln9wwKyYilOKA2XrFIsN4Y6RqrzGDQ3pJWOkFCekOa0tzpx2dUoMZ0TdGUfrJcEUp1vUreEUrPdh5PLGaO597vVI8IgzqHtxUUG8QVB8xVkqu2aCR5xlYx9ooI73DRc9u+FrLW4jt5jSG1iTqBNKGF0c4uuN1DZkC51gehPTaP8jmv0d8Y2//EmjyN4w5QTTmxb7O2oI699t/Dq7DxhosjvN/Dm9iSpAY58cqt/+B6c9hVC+BgAA'],
             ['logs/api/api.log.3.gz',
              692,
              1708726392,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WUS3JcMQhF516FlyB+AgZejNBnlkHieP+RH+qqlNzTrvNAlwOlfP/e/8zfH92i0VwSSvX982/7+/X5gfu/X58fwILvX5/zz0eULmDc3x4OHpDAIwaXJdVfICWIVjnB1sAcABPEByyjW69zzm7rBfIB1ShBt1gQ4QlStrqW0CQfXOEFSoJUURIsOrquAgnyA6rV5s21tD5ukOvhSiOyGslJdjqp6xiKveP1RKKip9NRqS0sCdYHrFLXhmeUqVeoWNQTRA/p4icbfcDA5TqiBc1+ge6n0+gwgNmSs4djHLJ4DO9IV6dgUBIkw0ZDJEE/BaErohOHXMMAgVNRa9uvCXpASG8GLd4Vo+OwK1OoBglC8E5ijQTTm6DKa04pGuUGzQ5XdnDLcvqQ2tTV5rDY4cz6g8OjzXfmHl4TTG28TKMJHID3FFHKGQbvHHYm54mpTW+zl9j1pdk9fqgH7AZViE+rcsCxLZ2dGOSeBp/NKKtx3wIkl9o42uo1GPrk+4kir81Y6I64EtQjeBjqlOUTLm3I9YhK1ISwnYrpjUVMDwBtLX50CmcaW24QsxNqeqNNt4TfYa9+eSN4tOl7VLZNfjg82ggN7DSKC10cVTvZRBu4KuUO4zk36oVaQw5aP5YfDkiddW95rgamN23vS3hvOqvc2QC8vHEgnSdUTG/Yp6jSVBG+syE+O4VLTaGnN3i84eV99M6Fb1OrnDPV3AZ01+RSG+AGIaBmcYsKDmeK3Ne+NngKpjetkMdUxf+yeYFQzzRs2tzW5i5iejNK3a9sxBN+3HAWfwnnsb/fEjz3ZjILNUKjdpsKeLyhulxknIrn3sS++s3aWnyvBvHr+O/10aDIQ0UpDjfnEvtuiN+XEUzOvVFrzENSHEpxDNZeuqYF3/4BWOJQgvcGAAA='],
             ['logs/api/api.log.4.gz',
              551,
              1708123044,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XUO5YjIQwF0LxX4SWAfkiBFwMIsgmm3b3/wSVqAuywfO7hlfSolN6/x/f4+8zaSyPMRaA/Xj/15/f1pPXfn9ezED5+X+P7Sb2MYaRfF8uXU5siycEr++04HCYrAbE36p0xIFwQhhuaE8FIJ2TigJpgMCYIiJGUm5L10dnTkTRLuU9ciVicA9IFvY5ZRh2FJ94QAxLvV5zTiGbL4fhyo6RswAZG9XCgmgImLJ2lpIByQRruYA2lNThgziQBwWyu6bWA5YKc2mwskIRPCGIaMPdee0MLqBfshWml1GlrEAcE2RChYy1jBrSAkKoPz5ClndsQ2kPNDNi0jAvm6I02nm1m6wntgJTu4axU76nGcHIUh5m7s0ovE441AlkO6O8xlEQBd3F6rryCsiMdUPNOWmysEHW76I3qKrKS5Jr5Y6j/Z1M6zNQ9YPRmEpCsZ8I+zqQotouTQKr0GGqO4jRPa1xaS61+nri2G9DIsfL9ilGc2WR6h+qtfdwNgLtxrAoFN4ziDAWfgkMd5hHV0p7pyKtDULaL3igOqIVbhf7RVLWdtMBQndgDRm9QM9lsY4i28zIW2NtoqUyGGrcYojfdaK2xriO9HSdi2ctYCFPLkRSiNsUlDXRkHOcWMeu+UzKU13iibxC1Wd8fFcPhOD8g3g2fUmoijy0CbthImiE0GSfkvKNKX98y7BIwemN5rtJkdzR+fP0DlOZjsGwFAAA='],
             ['logs/api/api.log.5.gz',
              766,
              1707460571,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WVOXJcMQwFc59CR8AOMNBhuGYOLNn3NzXgt6uoCZSoegDiNTAAX5+3j/nrHZezmxro7G+fv+vvP5/vuv/38/M9gN/+fM6P9ynVW/P644XhixswK6P4rDMejpLjQE9QsMoM0gTpBa5e1ujMtvq8QOKABM33x9pIkF8gOVpF4RKKD8gJGpyCJkvmajM5yRdCm6A8cEx/ODmdQqEEnYfP/c0J6gusq9YGZp1Cr9HsNvTMxrVwB07QXiCMWSYMXUXorkjPE2nUKOSRoOdsEKeENqeY1xM5JBIcEAsWnjQiW+1DbA3vfc5vFfnEaAt6+BNjyeGYN0dRWP9bfSo6n1aBWgMtCWJ6M1TXXFWi4J0GiZw4agGvYZ5gikMCGBGlyaQ7/z3LBFmk9C4HTHGsleh1tlFWv43jsAO22N7QSjDFQZ9WeK7OBFeO5C5H1egSONI4THN2EK3VTi2m3KA9AhTchj9xYJrTqZvRYARedxzytOoaJgQlwTSnqc1ZpO7dGNcb/xlnrqPuGSSX4uxKUopA7T7uTjWOOD1CBjklmOLoUNayl0rNbseBTsVKXlufkGCKU3x2Wg7Dq1z5Rzmc4mCulNtI6U2dLnutBgraxeHXxuZSYfTOaAmmN33VKWJl/y23cMUfxbGV0WZ6Q+nNzoChjrKHjbdwe//ObNTVokqC6c2oRPv0jTX9m6lUTqvbSK2ztgTTmxq65+oee2wXiM9qoE1s+04kp+cWxxJmpG3UrY3ZKbjQukk7naY2BR1JjUHaDdqTfrMR1nuGSKlNBdtHr+MaFe+CQfRog6vqOODRxqQbwYDW7hcy2FniiqG7oxN/arMCBMva+y387WfjSVE7tC4tV4rTm31uyqStufMdxi5zKk7ozUFziTm9mdFLUdhPH+syXOOEsbzp0p63mM/v1Gj7JoS1Wso1GzQ9lzF0idG5U5za+FDYe7wn1L9dRqeTojYMW5TacGoj7cuIDtWL3qtxDrFj2/ucG8z64y/3eH1JyAcAAA=='],
             ['logs/api/api.pid', 5, 1705118400, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20240224-0057.log', 993, 1708736271, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20240224-0747.log', 1359, 1708760848, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20240225-1344.log', 2344, 1708868677, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20240228-0840.log', 712, 1709109608, 416, 2100, 'dated', ''],
             ['logs/ingest/archive/ingest-20240311-1312.log', 1650, 1710162729, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240223-2201.log', 2015, 1708725698, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240314-0322.log', 1891, 1710386573, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240206-1847.log', 2277, 1707245266, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240207-1502.log', 431, 1707318176, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240210-0606.log.gz',
              533,
              1707545213,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WTOXLkMAxF8zmFj4CFIICgD8MFzCYYt33/oQUpoZV0damesPwHgJ/n4zP+vTqwMg2HFfDx/mpf3+8X7Xd/36+q9eP7HZ8vXsTma/y5MLy4WWsfOjxCysEx2A0WsO5BniBdII42F/RaS50HaFCSg4KLgzA5zoLdqlWkGdgejpNDNErQJGz/iQTLBZoW8xn7c+sXaM+Io0ul/f0EJStOGVRidCB5wHKPiGYJ0iiEfWqCNUfUSuhNxJgPEAWTa3WgBkJymhxHkVERF42DK673hKX8rKQnZxens0W1Wag4nfXoXmkAkjWV5PziAlaLMmfQoHMzupeQ4cewqZCNYkozesHZCukqcRZUubPwVbUUWQmmNY42V59CpuusWPEe0XV6Z89WMa0h3yGiYo+CZxZMd6u2eGsDmQWmNjZEnX+6knmC1TlBNQyMnuljarPWFOYZE9c5I/u9VCUVBLtHTGtW3Y/2PmDow8kdIpR7N4xCjSAFx7RG1hDCYn3ReVHkj6dBBho948fURg0GMqnjsANE3L/p6b6bHXNeBqY3XCAGiUHI6SnV8uyGgIG8JZjidC1qXKuZ6hkj8N1qW3VnanyBdIuzqMpgYax+LIf5adVq57ZnSjDFMdlC9H2Ns/06DaDHuDlaX3FXTHFce3UZYy8kjoomtzc1mneHHJHSG5HdBYzh/uc/FeTfHi4FAAA='],
             ['logs/ingest/ingest-20240212-1607.log', 2202, 1707754026, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240216-0400.log', 1228, 1710411138, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240224-0801.log', 1184, 1708761699, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240304-0159.log.gz',
              407,
              1709517595,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2XSOXrcMAwG0N6nmCNgIQiwmMNwQ5ciHvv+oQlOYUal9D1h+wF+nsfn/PtMMgbJnJh5PF5f9ev79aT17c/rKZQf36/5+XSlKWr8sRkeJ2aEY3LPbyfhiAUCpgZNRGpA2lDHcsBYYaaroLKEy9q6tJ7D8XZo09Mc3VrCu6CmcNpK15pauLSdYZM6RmL0crm8ZtmuqzS20cPJdqOwAiGr290nlmAIM69fQ7C82RRyn73DaO3NUjBGotOnUM25eUCNvRCV1ltNDHb1yabH9TKb0jmEbSdutbWq1TjffVo5A5oydLcRsESn2EHG+o2RXZDMzoiEXsVYN8SIjFYXEiXNfG+0yLkETAdFn+EiMkNVpxcoLn6thkTOiLP2OkFPwYjMmC0NqKsglBtSPjtNCZwlHRiZqdkMB6SK0t+Q3+E+nbaSa0GRcJGZ/BOZVKyj/J81OyEdzkWtxzEwQoO5eEplZFovfne6knR2ysQ2eUS6MWJTTCxn77S2c1dc1zjHWNFIShFv/PgHw/oik8YDAAA='],
             ['logs/ingest/ingest-20240306-1304.log', 1773, 1709730284, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240307-0401.log', 1818, 1709784085, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240313-1116.log', 853, 1710328619, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240313-1404.log', 1442, 1710338641, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240315-0850.log', 1274, 1708460267, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1000, 1710552897, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.log.1', 468, 1710468769, 416, 2135, 'numbered', ''],
             ['logs/ingest/ingest.log.2.gz',
              711,
              1709306713,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUPZYdKQxGc6+il4B+EUEvRoDIJhi3vf9hStTpY/yCSqruA+m7Uin//z5+xr+fQ1jBCzQd+PH1y3/9/vrE/e6fr08Sk4/fX/Hz02TWqi4/Hg4ecPZZlg4evc4X5APuv0ywI2g0rgniAxZG0h6rzdavE1nxcOyTaZ4D6eEghHrzkLX85Si5yokJObtXSIwfjIa0HqUt83phUJHOecX2dzQTlARbDRQNXXNd9wTDUyBgH6TznKgPGHVY8+qooDfIVBOsPAIBToU1O1OsM3cZdYwXlNNSsnPVZoW5lZWgJYhYrVpv+9VVo9hpqXZQCdfk2sN1WWy+tMvu8Z8cajnh4yw02OMBIa2ZhK3P2iZ+94bfplJJcK7JsR8JpjW+dltt7LsKXyUCox3doMxZERPEc9WixowY4DcI58BGBn0EJZfWlAalKg/Z173j329OGMtizt4STG8wOLYUq0XcN7U3C5rRgGv2FFIbwwjrSqK6/goRjqhb4/2FpDaQ2oyxu0WNQO32W+Q9cCEBrJwnSGvWoDCIxcp2caSno7y77jg5uZSmQqPO2GnFuLk3e25rONBJIqWxPRYdfAxZ/S6wcDsX3R4HnewxpYldc19U92Tfc6GsyS1dvrhnhJjO4ATpjW1nKNeBDG+CFk81yaUyPMpswwNE+iWp0gmiwD7NW08ulXENE9ujSHXcm434DL6yTIgz+JjK+GzNzIor3POLUg7IINWVSoLpzHJnbd5xlX7PIbw7ce6hdxyZPaYzhQCp2dy7FG6wwgm/kkwdlBsDUxofLrQXrFX5e/L5gIsWA/QTYlqz91oz3K3i73k6IaLBuSqjyIjIlYFn13SFba9qWXdXtZz0dQEK1yyR0hpz3kFGcfieQ35LfJsKQ/feP37T0Sb62oNPW6l6p1H55L/qkr3LskR6vPnxH/zwpAEeBwAA'],
             ['logs/ingest/ingest.log.3.gz',
              255,
              1708675258,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2XRPW7DMAwF4D2n8BH4K1GDD0NJ1NahcXL/ppINFC5X4sMD+QB+Z3vG995MPbWWLAdsx8tf72Pnz+7r2EmUtvcRz733ipZTekyHE2a3FtLdeqUbNLLlEKXmAbYcTRdDeiEOJ/HLyXIC+XSNelKpy/F0o3OBjAHD6eYoGS7ogeHoZ6BMiBDmGUsfXS+oC2ZdTAy5WJfFdDKG2pCMHaDe8xjPA0dFGuJjwTShJoBRRUJLu+Wx6QklRxDnsmCesGaIZo6o0G+JyrwcuNVaro/adK71040bU9J/gZivCoe3jueJZcLPj9nEtAro3wofP/F8FPMgAgAA'],
             ['logs/ingest/ingest.log.4.gz',
              240,
              1708082982,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA13QO5bDIAwF0D6ryBKEhD4UXgwI6KaYONn/MJadwrTonic9gP/3fI3fjXrNYzTuMv25v+v7s2+4/n72rag9P/t4bZhahiT8OFg6HFdpTbhPHXcndDIX5jYwGB7MGZVZO+RsdwZn3DJWkms4OpwRJdPCnZAuR+EyYDoD1za45gLmA1bRmizNagQX5ICoxAGrle5rICAfEDJYljk6Odw2RcRwrWLuRueFEoGti2DPWmq/BQrD1Yz7mHAWqlHoOs+9kLF8C83hSFkCzuqVaIyAFoEwjBu17qi3ahKUsuDjD18ZIQrwAQAA'],
             ['logs/ingest/ingest.pid', 5, 1705118400, 420, 2135, 'pid', ''],
             ['logs/reports/archive/old/reports-20240209-0906.log', 1448, 1707469578, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240223-0636.log', 1959, 1708670200, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20240225-0100.log', 1010, 1708822814, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20240210-1026.log', 2162, 1707560802, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240208-1337.log', 960, 1707399426, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240218-2256.log.gz',
              488,
              1708296978,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUO3bjMAxF+6wiS8CXIAovhiKJboqJk/0PI9CZcxi38tXD50IA37/3j/n3MWvEAKdoRd6fn+3z6/nQ9ezP88Gm8v71nB+PAhEwSnu7ObxBEutmg4rQeIGSIEHFBHvlApdognSDZQJdCw3VOEHVmqBWJQrpCfINXs2puUKr8JNILxB2qVEubGgzQblBjamDa0GHefQotrlaQme33aLenE9r4liN/lfKyWH15NC4y+wluXJzbULYmOF68VEo06vDZsCNhBO0G2TysOKivmZ1BKpagiDWWlyUYM1lTFijA60zfiUC7kS8RvX1pwT9ButgmDxMmeEYDVrZiW3Nrs+9RUxvjAbARF7a9DPRXj126kOAPcH0pnWdfkVEb3CA7rCXMZoPkWwRUxtsV++zuEYvx2wK72VYrGbp2nlpTadVOfAlxHJas2adIA/5voLUDbc1ys1j0QzlGA2Blz2aaH3dxgZTGwqsMqd/D/aXNoUSHCgdWDDB9EZ6dxrrXIz6L8HLTqy23oEtRcX0xgZHoLsFn9783LDBxaG8A1Mb6C5YZynQ/DhFZttLnAPKZNrLSG1W9bcyotSOQGbl3SJXatfeIqU262OAgYg1ej2GWkX37ROWOQxu7u0fp99xI6wEAAA='],
             ['logs/reports/reports-20240227-0541.log.gz',
              654,
              1709012478,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUOXZbMQxF+6zCS8BIAoUWw7FLEcvef+gPfuWEUitdYXiXAPj5fHyOPw/OTLUopsHp4/lVvr6fD13f/X4+zPLH93N8PmaerhXzrwvDi6sZmLsmqB1ujoJjIwswz8HIzQOkCwS30mSWOks6wEQSHLgTOlFwfHElUypQSU3l4MQ3pyjam+5G5eIUh0mSzqXw2SiRB2jqKMMtQL3AjjalGczsr0Z5g0gUIFbr60cSYLpA0jR6tVlKwaMirqkClJ4sTZwB5guUxLm6ZMmEZ0VmDDD5nIvYoF1gQmpgfbRe5lGRwPaM7ppB016q74qqiFSnpn5WhLtVn1lbreMCMbRRaLhCUmzjtRy5l6Ow4+DUS80pwPCmEHSTYRW7HSAJ3sL95MjCAYY37lOmd2srlnNGZ90VrZov5QIMcTzDcCXtUE7DSWyDuYhq9tgqhjnVsablvXHFc8aXqqop8Vp8gGGOtwme0lpNamdFlr1VGktUlIgDwxxrDcf6s7x6fovjflSwTJ4NdhxhDg0oPLl1Yjsr5ttVGQzGM14jhjkgGZWdE7e3ONKOsRbsQGNzIQ5aHq3Aj3H1bUTeq5niAwgujsIbq5JttOm+/uj/FNfQO/3GycoswYU2s0oa1rklkaNPk92n1AJzzMiQwpopK78+WNfoJ5d3n2NWW4cspKGQZgnYGIas7Y23FwW7IK5H3Bw1wJAme1nHRAVabUeEr2szsa4Zx+a2M8ZkGUfWej4ocb/PqeQxqQUXykApXuayo5K83QxNezMpYdG8NxrKaPKKPoHrv5txN+q+J7QC60JI2E2hjDSpbT1EktKO1dj9KIjXEcSNhTHryFhbGbKcN+rXX/ND60+PBgAA'],
             ['logs/reports/reports.log', 655, 1710556266, 416, 2163, 'live', ''],
             ['logs/reports/reports.log.1', 1577, 1710515053, 416, 2163, 'numbered', ''],
             ['logs/reports/reports.log.2.gz',
              287,
              1709326679,
              416,
              2163,
              'numbered',
              'H4sIAAAAAAACA2XSOXLDMAwF0D6n8BEAgtgKHwbcuhSx7PtHFuQiCkty3vB/kADvdXvMn3tt6gOGCPR1257xfG33sp99b3c0uL22+bibthgc+nUwPFxbWilisY72cZyuiHvCMWKZTElYDqgYqlLe+1foWtJxkUKtjXR0uGHYmrkCN/64mq7W081p3aFyuno4GjEmkjXdA/wtqG7piiNXorMgHw4dFLXXDkaXnAR2FuxTSWyVhJJBB49owFLDPpBOuMdPCIVZAyKh5kh5ESyvQCqXhoTnhQ1a+HBMZ5kU9hFXg24FLxei8FkxrLe+eCX0hIpepQB6L/+SYrr9IfpavR4O889MjCliVXXFxTmcQYtQDwpK9/ULQLPl0nICAAA='],
             ['logs/reports/reports.log.3.gz',
              505,
              1708668449,
              416,
              2163,
              'numbered',
              'H4sIAAAAAAACA2WTOWLcMAxF+5zCRyB2opjDcEOXIh77/qEFjguNWukJwMdDKT/Px+f697AQ7QjizPTx/Gpf388H7nd/nw8w8I/v5/p8tJjRtdqfi4MLxI5m6iazjxfICSKqHtBpf18wQbxAnbyKa/PW4l5Ra3IKs9TRZnJ0cXNCo05eKuC9oCMnaNEhnHuCfIEw6+pAxi7tBUqCIiU5DAlAX8nJxXkBhtFGC4dbo/tnpyCwjOB1otELZG6lKvVJyi+QzoQuBwxp4K1TgnaBvczhjfcILLeKtnu4OMZVAVZNrl5cwGTywKiD3yPFBHcK4LVqgp67qNWkw3Bd9dYpoR0Q64waFS4QUhtuy1Yb3DD0lilWSo5GNx8lO4W0piiIFlAxuxc0PtIsJy4NWnIpjRRCUo/Gb8mgl9MoNFVkkQTTGoMyiFB0j3CfsLx0qyUMFp2Kac3YWW69t31w95v8tQxrg9YOL8HUZrjT2h424fv2yexclNuu2KUkqGeL3Ydu5zDWXXD73f7g/W9PLq2RFrLX3IUW3XZBqqdgrSMKR14UpDY/Kfeu0Hi8ZUP2m01vJdYBU5smZGXJxBl2qwhczhrD1TtjaoOpTd8hrxnNdMBtRNiXfY6/K2PFnBHTG9FphbqMim+GV0tO1HZbPZL78x+nJlWL5QQAAA=='],
             ['logs/reports/reports.log.4.gz',
              332,
              1708067146,
              416,
              2163,
              'numbered',
              'H4sIAAAAAAACA13SOZLEIAwF0HxO0UdAEloI+jBGoGyC6eX+QwOd4MSucr3S9lP6PLdH/7urKkO/vFPU2/N1vd7Pex7/fsdL5PZ+9sc91JSuVn8mg+kQspKxoBMdDhF4wUS5hAItiBOCFvRmjXMvX4gLEida8OoiOUIWpAm7ZwArwkBxQEi8W8WmmDrvinlCcXRuyXKldkAk2q2iQaRitiBPGDWRYtdmZOeMjLBg1avblfOCMiEBAnJ34pa/kPZSYXfKXjHatZeq07Uo2jSHSsezU9OyYOndS8ayoE3oLFGN2I3qUXDcSRdU98wUe8QyYUkFVMZm1M8zktC+htuYJi6fEFZueshITmnWoxwVEW23CklI2GPBFRwiaBKQWew848jNrtgSItW8zggrOJKaV4hcx8dRUSTtwAWlEdt1DPjk5ucfwS73/uwCAAA='],
             ['logs/reports/reports.log.5.gz',
              527,
              1707522345,
              416,
              2163,
              'numbered',
              'H4sIAAAAAAACA2WUO5YcIQxFc69iloCEPijoxYBQZQ48PbN/4xI1Ae60zz0S711VKf9+H5/x5zUM6qyXmM/4eH/1r+/3C9d/v98vaMU+vt/x+aqNVajxr5uDG5ytqkM37e0HrBtU2aC4g9PwBPEGK4OruzAwPyAnWJvVDcoVXqokWG9QaTa9hhpePyBtEIQTDOzD3EqClG8cizAlmETHRCxtgwTa7fJIkG+QplqYDHXG441aW3I6tJeiPTm5OSxzNurG5arnpo03uIZULQMT1BsUdBlio0D7H8S96XC8poyaYMtsdLJB6eSzH5uiCe1QY8XQ+kzQ8omjUAVwDrSzxooP2MClht0gpDitc8URs0C1s0Z+aiT+l/mgBFOcukDTGtNDT+OKlJ0qlgCWPTHFsSmC1p2b9CMcEEkOQrWrpDdQ98AGNLEhjnK2yHseBXXmrsmlNnaVS8WvARXOTFHhKYNLn9YSTG0MqDUL7xzXsegq4wFlTSzzSjC9mbq0WVfHAedNCW6ObN0Ta54UpDYw0NDsIm3l6GIdWX1EXdlg7C5Sm2oycT1zLSoHSIK7fLWiF6ensK1ZYjt3lignJ/pwoR7iqSmmNG44Lu04o/Jpmz0drqUuWtefYEqjA9YLl4SGdEhjtJOxDisbzkvEdCZoBLUxxMNOZ5B0J+OtrwPa4POxWcqs5f8Cc303mCsFAAA='],
             ['logs/reports/reports.pid', 4, 1705118400, 420, 2163, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['compress', 'keep_newest', 'name_dates', 'old_archives', 'rotated_numbered', 'subdirs']
FIXTURE = None
ROTATE = 7
AT = [2, 10]
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
