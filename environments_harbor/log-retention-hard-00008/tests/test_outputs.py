import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['billing', 'reports', 'scheduler', 'worker']
TREE = {'compressed': [],
 'deleted': ['billing/archive/billing-20220417-0556.log',
             'billing/archive/old/billing-20220402-0953.log',
             'billing/billing-20220419-0235.log',
             'billing/billing-20220426-2155.log.gz',
             'billing/billing-20220513-2306.log',
             'billing/billing-20220628-0555.log',
             'reports/archive/reports-20220408-0625.log',
             'reports/reports-20220429-1025.log',
             'reports/reports-20220506-1559.log',
             'reports/reports-20220507-0924.log.gz',
             'reports/reports-20220514-0919.log',
             'reports/reports-20220628-0425.log',
             'scheduler/archive/scheduler-20220508-0220.log',
             'scheduler/scheduler-20220414-1154.log',
             'scheduler/scheduler-20220503-1208.log',
             'scheduler/scheduler-20220508-1825.log.gz',
             'scheduler/scheduler-20220514-1346.log',
             'worker/archive/old/worker-20220502-1343.log',
             'worker/worker-20220427-1729.log.gz',
             'worker/worker-20220509-0202.log'],
 'entries': [['logs/billing/archive/billing-20220417-0556.log', 527, 1650174961, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20220402-0953.log', 1533, 1648893210, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20220623-0332.log', 1896, 1655955124, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220419-0235.log', 1895, 1650335754, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220426-2155.log.gz',
              479,
              1651010127,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2XTTXrcIAwG4H1OkSNISAJpMYcBIXZdNJPcv67FpH2It/Zr9PMB8Pd5/4jfjwq9jdHn0oLvz8/++fV88PXu1/NhVN6/nvHxEPdqvc63m+HtvHOIIKlqfzlJV4A1YYdZu4ySsCSMhoNsdnN6wZKQUCnh9CHOdUO6oWhUhxZMS49KqTAnLCOq9NYT8g1t+tXf1cFQOkpFqrJ7NEeobgklT7QWCgtDVQ5IzXaP0FYNKJKw5lAr9tlJ2hQ7ejTFdLbCURqma7fjCLbrQyoEL0e7UsF9oJnNFWMl1BsSdw1bA6r6ARn3TL2NtbhzOrsdDFnXYimczy2+duiLuMyAm2GGhuL6aET38PZjFQJ7+VSaiWZqMFMjlcgHFosiR52FZBdK6iEKLeFODVeG4R7zR2pKq69SZyBev06Yqbk2M5cIDAI6SzUrLwiygnePmRrWib1DK4POkRK94sZCleeoCTM1y7H6RCrB5YCm24EOI50ZU8zQFLzuk1ZkYDqXT7pjyjB9Dc20YabGVVurIqOFHS1e/7KES8d0pD1U3RcD1gzjKf/u/h4qAm44r8xUxA0zNjjVKs4auOC8Ue37RKJrgHXcsGRweBS9VjQC3f878e0PossA5ZEEAAA='],
             ['logs/billing/billing-20220513-2306.log', 611, 1652483210, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220514-2344.log', 744, 1652571866, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220518-1859.log', 1662, 1652900367, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220606-1358.log.gz',
              573,
              1654523897,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WUO5LdOAxFc6+il0B8SQS9GH6AbAK77f2bFihPFf0SBa+OAFwcoZQ/v48f/v2zqpG4VkWtH18/+89fX5+0//tvPyrrx68v//E5qrBP5W8PBw/YTDCgUx+BFwh6uDK7KdtKDh+ueI/SKRxbfzk5XBVLcA0URysJ0gNCkOJACBa9OxXhBCcNMVinImenzKUWVNgvvCqSVkzQrdly9gTlAYXbmMVX+PIX5AM2KgkyGI4BkKBmqAwwybSuOa9WUa0lqNGWsEaC9QHZeTKQG0u7WkXaXSVYkFneVlvO2BsYt+Ay2x3ObiRBGyImZgnaA4Y4cNeY3Na9DiJ4Z1xuMOYDQoqD3sukqizr31T5pDr3kptwVoQjjqwRYBPx/1T/zkjymrPGVi7DgTRniVZbYO4RL4gHZDzrwDWXDaIE05wImdHJmZ3uGcvJxptRzJqKA581du/iJbzJtX+QckYcNErTpgmmOFFj57LftvBWdat4VIXJZUWrCaY426RBGKu34deIJica5moDOL8NSG9a9O2pj95Xv4VjoTNimBSRUzC94Sm2vxOVzv3OtL6Zat0VUVqC6c0aw/bZ4En/ZtrwhKp9j7gUHxDTGyGcLFEHcrkqAuFplTv42mckwfSmljo9UBv1fm8D3s94B6CdRs6Ix5u2bBKO2mfcrQLWE06fexnQEzwXZ0C1COqo697Ge+J8u7ZXmtvA9GauRfsOjX2u+Dbc4N2G70WjnYJ/vPn2Gwh1HWCXBQAA'],
             ['logs/billing/billing-20220610-0125.log', 1293, 1654824345, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220610-1852.log', 1815, 1654887163, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220626-0400.log', 858, 1656216052, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220628-0026.log', 1807, 1656376004, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220628-0555.log', 25080, 1656395722, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220628-0802.log', 16384, 1656403370, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1741, 1656439628, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1644782400, 420, 2114, 'pid', ''],
             ['logs/reports/archive/old/reports-20220529-0550.log', 916, 1653803442, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20220622-1646.log', 1635, 1655916390, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20220624-1306.log', 2007, 1656075960, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220408-0625.log', 1038, 1649399119, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220515-1358.log', 2038, 1652623109, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220624-2221.log', 1272, 1656109270, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220429-1025.log', 2169, 1651227920, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220506-1559.log', 1718, 1651852744, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220507-0924.log.gz',
              380,
              1651915486,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA13SS5LcMAgG4P2coo/AS0Is+jCSQLssMj1z/yjGPanIO5f9AQU/wN/n8Rm/n4IDXKQriD5eX/3r+/WU/e3X64lV6+P7FZ9P7BRm3T4uhxfULsVxmkf9gSVhKZSuNGWK0tLR5dgGA3Qj9fl2/HYtHUXrgDbT8eUsnBWaNxx+9CNGTggMY/bZE8oFh80eBdmF19GQQUvCRdowtCYsCWGiTBYCx2M1XJsm1BjQd/GE9YLkqGAz6irjHFWr3RAUwQQS6gVh6IxuqPhvNzfUBul4tJhkkq6lQx67sodXOSYlgLvhrHvS5fcR7YJ1kTho7cpyNNxDSELzfbPa8hqYsSlmarHf2q70P2zvnbKshjrz+pipAe2VbLl2L4fjVu64ERPxGjkpZmyiOk+XUtXwvCKW+xgrKhUfmDBzU6GFLZojFM7dkN5BlSkTx3vUzE2vMS2W7J/XCaXeozbqNkbnhJkbbh1l9RCZP3Cf4eMP2raQZnYDAAA='],
             ['logs/reports/reports-20220514-0919.log', 1808, 1652519975, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220522-0344.log', 2395, 1653191082, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220603-0730.log', 1016, 1654241410, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220616-2100.log.gz',
              531,
              1655413249,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUO4JbMQhF+6xiliC+QoUXow90KTKe2X8UI6fQuHFhn8cFDq+Uf5+PT//zWN3GjEK1Svt4fvWv7+eD92+/nw9kKR/fT/98jMbdefivFwcv0ApBcG08mr1BSZCstQTBAoY6JogvsE+yMoLcRW6Qqxwwuo7JpyK9QEHoWKVO4X5FJeITlZqx6jwV+QXONgoAAZd29whGNUEp03fYSFAyKtES0m4y9A3SqSh6wEETIhAS1AR30NmX9TXjAnG3kaBzHejr9FhzHTS4qpRqOq+oXPgMh5SjxawJ2gtU71NA5v7mqyLYTpUVlRqbSILtBQbLgA7KbvXucc/vxVndegBki5Di4IphaKsArTeHp0XDs3+HMkliJpjidN0bAlyrhV9gg8OxFzHtlFx6I0zDFi+jdnsDaqfDvq0sFivB9CYMVZc3bP7DVKlni3PI6ItzppDeeAtpzanVVS4Qi52oSrELoSaY3lTeqyCz0DqvFsEwOcS2lnFJLrWpk43GQCiE9y7svf3aa13LT4upjQW2sm80luGdlAneIOx/tDQcUhsyD0VrvVq5kuo7qY+wCTqSS2u0xCwyt/lEt+Cq5xZnpwYSqRumNqx9CXM49fuI8f8Rx36rAJ31Y2qjY62KpOisP7bIZxm97seXkieF6Q0Ul8UTWFx/XP8eQxrObL3XHCqmN/brL3jGcSwoBQAA'],
             ['logs/reports/reports-20220625-1837.log', 790, 1656182273, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220628-0425.log', 45434, 1656390357, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 927, 1656443836, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 5, 1644782400, 420, 2163, 'pid', ''],
             ['logs/scheduler/archive/old/scheduler-20220627-0821.log', 1065, 1656318063, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20220627-1925.log', 1387, 1656357911, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20220508-0220.log', 1855, 1651976446, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220414-1154.log', 1002, 1649937281, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220503-1208.log', 1459, 1651579707, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220508-1825.log.gz',
              345,
              1652034345,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2XSQZIkIQgF0H2foo6AICKLOgwq7GYxXd33n2yxoiNycpnGC/xfAH6+x6f/fbaB5BOmz+WP15d9fb+efJ39eT2xAz6+X/75nByrCdnHdmXDiqKq4uHKb4gJ5fqznaFXgHEcbse23IktmOttYIfjEKeXYjUdbVckqKAWokVvR+kKNEpIS1SAKGHdUKi4lgAdo9wTkmjCbmtAryshb4hXN1JY3J3vExtBQu3SId7VtDORZkiv0KfdqsGGPWHYnKNCSygb+ohJlfoV/z6RkE/GPsSMWk/Ys9RmhBWN+TfjgVjbyYjWPJaciZoZJdoK06Zmt3IK9/P81+kwc9+w5N5IF+ltsbrpLSO3ZEuZY0RWU3JrZoNAiJgM614NaDkXlTnENS9acm2iXK0YT+wL/6sG6+kUwR06Jjx7M7zp+tlTmm9YDyySV/34B8h3O68RAwAA'],
             ['logs/scheduler/scheduler-20220514-1346.log', 538, 1652535964, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220515-1326.log', 932, 1652621173, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220604-1735.log.gz',
              493,
              1654364156,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WUSVLEMAxF95yij2BNHhZ9GEm2dyyg4f6YyCmqTLbJi370n5PS7/X4HB9PmJ4quU6H8Xh96df368nr3vvrKVIf36/x+RRfT2SDtwuDi1Mog1rrCWe6OQoOgUuAlUqrAhIgXuCU0YmQbWq/QQmQpO6J3A3d+gbpAnvrHWgkzmLHRMhJAhycwCTNAPkCTQsWt2GQ+wES1rYnMlrC0QOUe2JTdnEHuUHcE4EhQJutYwIOMMdEBCCviNX7AaJsbu2g1MEYXLk4TFoUoKAaHLuBklOAffa6NugB1gvMXXQwraKKniC2HKAiCJCNANsFUi+wYmh2gqN+kIw7au8FkaJ/CG+MAKB1ki7lXGoSChBma6RsAYY4DpClQfYh58TdIaGpuVNQYc2qQBnyzPmPuscB782wWV5ZU4BhTeahkARzp3GCDNvTpmrLrlgphDXsut41p7elyOFpKdtTVJzNSglwW0NCCtYbYjrKp5LuqGmJqjkEh7BGjZZIqy8afJbYYGvTm+Fv2QFubXyulWpOg/4LfkcV1oZ+d1G34BUSD+5M5YyKaZfY6pC5znmAWxsfM4lMX00dJVLOOypWGdk3iKHNXEeEcaykPM/fRuMd1WtuPDy+EUObYtnWr6PUtx8EbumFvQQAAA=='],
             ['logs/scheduler/scheduler-20220611-0309.log', 1386, 1654916947, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220614-2127.log', 1462, 1655242073, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220622-2025.log', 2097, 1655929555, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 1112, 1656438643, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1644782400, 420, 2149, 'pid', ''],
             ['logs/worker/archive/old/worker-20220502-1343.log', 661, 1651499031, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220427-1729.log.gz',
              645,
              1651080542,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUOZLdMAwFc59ijgAQezCH4Zo58Ix9f9MCVa6SfpWirxaW1yTAv9/H1/z1ObFXjiG4wD6+f9fff74/ef/38/sTOeDjz/f8+pQ1g6a2HxeHCXbHHiDcod4gJUiufkCcA7loguUCq45BjdYChweI7KdiQQgjowQpKwr7RqfMUh6tlmBOkCDamu20yhfYkRz2ACbQXqBKglCs9toPKBdYTJEbD8DBN1hOq0FnRuxGgXxm1At0706i0Iavx4yFIxLk3VJQKQlatjp7eIAuqs+tIjomaFB5KViCfoEYi2PDg//HcecIeLZqfYji6AnGBYKs8P0mBeGzIunZqhv0EssvENMc6xOcZmlL+wukU7EuH30MTDDN6e5D/xkga9ygJBhyCjbG/UJk/pjiYJ0tULFWeHJspx4wk4ySKWJ60+sU4jl06nqleNJXbzRaleRSG17YWQ1as/lYqd5RFDDBEmcxac1UV5hjLJJXFFrsbLQQR5UzYFrD3awLgbvLK/xyJmzeu/dxJkxrxGuTSgZWX0dqH548il08bKWmmNKI0v7u3Gcf16NTlsMN1eExa3LpDKHpqqyq9XUS9XaG9zXQfMAFluNM6yrmU6KMR6N2K4NIA5um3SWVwe4zYie0/X1EX0JOhg77y6aZRUlnAGdlwN62cc9bCuOEiGQqW48EUxqXsIpNbEx9SFOCTohzC7n9P+CxhpfgmNCovy7Ucl9vMHRsrU6rqQ0VWzHmXm2dzxlZy/FtfxlscoKpTalSpM/Web4uGzphzL5w38WnU7sLOsZ+CPozRQa/OzU3mqfT1KatzmMffC51PTsVO0vlVpyAVoLpzfzxF7bCdzd6BgAA'],
             ['logs/worker/worker-20220509-0202.log', 1371, 1652061768, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220513-1100.log', 726, 1652439647, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220514-0642.log', 2004, 1652510556, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220515-0900.log', 1228, 1652605232, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220604-0606.log.gz',
              336,
              1654322772,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2XSO3LkMAwE0NynmCMQfzCYw5AEmG2wHvv+lgVNIiuTVK/YbKC13+fxmf+f2tNaeIPs7fH6Gl/frycd//69nuCkj+9Xfj6RZ+uk+nE6OKEpUAyXcOM35IJIXi7mGHNSlsPTwewN02K79LfD68BOVrDjsqHmBemEk9jdj6+58paU5QrqawPOscrx6chHaEyNzHkLSsZUMJFzZ0ZBOaHEFgftvgbeq+nWLwi63REK6gkHIRLY9Ml+uyI3uKBZ5KDAglawJbVU6mL7BlH71U1OiQU8CvoJ1+J1lL0GK72hXNDkuuMS5iG4C/YqNVFgSovofJ8GgFzT6ABGrSDU3rQZ2nViz30fP6i9owJST6ioUHtznMeyt6ug/YmK5QDhqIFbudqbFSEUbCEmt2ng0eq1qHuu440L1t7A0a4x7/nxA1oCnC73AgAA'],
             ['logs/worker/worker.log', 2403, 1656426210, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1644782400, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['keep_newest', 'old_archives', 'oversize', 'scheduled_job', 'subdirs']
FIXTURE = {'compressed': [],
 'deleted': ['billing/archive/billing-20220608-0004.log',
             'billing/archive/billing-20220611-1623.log',
             'billing/archive/old/billing-20220610-1025.log',
             'billing/billing-20220628-1625.log.gz',
             'billing/billing-20220713-1709.log',
             'billing/billing-20220827-1936.log',
             'reports/archive/old/reports-20220618-1249.log',
             'reports/archive/reports-20220628-0650.log',
             'reports/reports-20220706-0050.log.gz',
             'reports/reports-20220709-1224.log',
             'reports/reports-20220713-1556.log',
             'reports/reports-20220827-0800.log',
             'scheduler/archive/old/scheduler-20220601-2303.log',
             'scheduler/archive/scheduler-20220626-1416.log',
             'scheduler/archive/scheduler-20220713-0848.log',
             'scheduler/scheduler-20220612-1521.log',
             'scheduler/scheduler-20220704-1854.log.gz',
             'worker/archive/old/worker-20220629-1414.log',
             'worker/archive/worker-20220627-1325.log',
             'worker/worker-20220621-0849.log'],
 'entries': [['logs/billing/archive/billing-20220608-0004.log', 2391, 1654646643, 416, 2114, 'dated', ''],
             ['logs/billing/archive/billing-20220611-1623.log', 485, 1654964633, 416, 2114, 'dated', ''],
             ['logs/billing/archive/billing-20220823-2109.log', 715, 1661288985, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20220610-1025.log', 598, 1654856731, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20220808-1719.log', 2005, 1659979155, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220628-1625.log.gz',
              373,
              1656433507,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA13SO3IkMQgG4NynmCOAACGCOYyQULbBeuz7b7vReKvUiYKur3j9AD/f4zP+PkuZwGN06ICP11f/+n496fr353oqw+P7FZ9Pq20pmn7cDm8YpCiqXB3jDUvCQlASIvXgEE5YEi7haM0reT0qIkFLGG0wDKeEdMM6VyvaeY1CByxKnLCYQw1rCXnPqMwdbI5Vj1aRabcqgiAukVBuCA3ZDLRDyDmjiu4ZpdlsbVesN1QM94kc0M6Kv536QqrFIZ3erhMOGM1wxHw73gUrbFgRStDaBVt2GqKTkYSbn5BoL1VhTQgsCe2GC7tM660sP8/IoJhwhCz1kBtiBsd6KcYu5mjnboRk7yYWuXK2ihmc60AjKHz+9H6c0XQnjnxM7js4mMERcb9OuUz/J07eZ5RdETpWWrMmzOB0q30oQ5XpByzAG17ZILq2mDCDg1exRq1Dne2Y0d6xIerTlyXL2CCVFavaxz8pSiMjaAMAAA=='],
             ['logs/billing/billing-20220713-1709.log', 1724, 1657732193, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220714-1238.log', 1626, 1657802325, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220716-0324.log', 1177, 1657941877, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220807-0337.log.gz',
              663,
              1659843439,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WVS5abOQhG51lFLYGXBAxqMeg160FXJftvxehP+sie+lyDPi4Y4Pfn42v+++kiY9UoOrt+fP+Mn7++P2V/98/3J1f++PU9vz57hLEM+PHC8MWhO7bFig7t4Tg5QtYEZ2nNh1mC9AKlTBExBC/9AemAgnLAJZVqOyC/QG4g0zvqjHF3yk4JlgI+qGKC8gJ7idEXsc+lV6vMT8XhxibaEywvsOwntlqdsMr9xgLnjUuayugtwZqhQhAJ9Skq9xvVT8XVyqhsK0F9ga0gwBKEyeV6o+N5Yi+7U5BIzl7cgt0DmxbycRW0h2tUx4RxMvUXB73G8pgr4OYQ2RKkgqFasyCmNio2paLtdPyKBs8II5RjaFIpjczJ7sF97J85VDlUpVOOx+hd5imX0pROM4AGFoG7zz/BeBWtSDXBlMastqClnd2uQLelfiYxmdb2KsGUhgOkLF1O8taqPLZRZY2up2JK4025QwucWq9W+Wm0E07jE00qI0Fu7nN0upXB6vWMELkYwIkmlQHGgTqk4KC3aMqRdLuvTetI0E6me3bCBUrcm69UkoO6K84hyaUzuvfI6pL9wnv0RHAipWbqGHkyKJ0pvPerRpTo9W0WcG4N4N6BnWqC59aMvUj72DjMfi+wPdpgrTB45Cwotdk5N8BZYm/V2+bbAfdFIW6em0+pzR4qMaFWqf1qlYxOqCbNoVtqQ6lNGdynGqxo98mQ38/JcIyGhufmU2ojjmOVXgrRPUZ5Ts2eRIwoJ9RzatzGCsVl662gHd90bz1aOdGkNooVbO9n47+X5pmi22k0BGLf79SGUhsQEu8r+v+u6VkMebTZ/w0y+/GUUhusQ2m5FmtvBYmONj/+Axtog3OaBgAA'],
             ['logs/billing/billing-20220808-1427.log', 1882, 1659968820, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220821-1725.log', 861, 1661102713, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220825-1922.log', 685, 1661455369, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220827-0052.log', 16384, 1661561547, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220827-1923.log', 1142, 1661628192, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20220827-1936.log', 50406, 1661628985, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 1975, 1661644970, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 3, 1649995200, 420, 2114, 'pid', ''],
             ['logs/reports/archive/old/reports-20220618-1249.log', 537, 1655556558, 416, 2163, 'dated', ''],
             ['logs/reports/archive/old/reports-20220822-0051.log', 2369, 1661129494, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220628-0650.log', 1335, 1656399000, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220730-1446.log', 1806, 1659192375, 416, 2163, 'dated', ''],
             ['logs/reports/archive/reports-20220825-0004.log', 2012, 1661385886, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220706-0050.log.gz',
              490,
              1657068639,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUOZZcIQxFc6+il4BGUNCLAYQyB+5h/8ZfVAe4wqpzj3hPV1XKv8/bx/rz3qu6G8NAi7fPr/71/fnO+7ffn+9QUN6+P9fHeyH1RbF+PRw8oKOO0adbU32BkiAWOSDpLNpWTxAfcC6jUa12WT8gHbBCcrhcSsBIjnLgQtPu4EDzGgiKmuCYOqlUTZAfMKQ7NmtY3a6BRHomdqa5+ooE5QFJB5cRGN7b1Q0x1gTZeD+LKUHNUqWtuqDsr+nuZj8kQevVQuI8tT4gj4CoyKMI3t1oPeDYpWKnA7YHrGMoWVkmYddEqu1kHObdME5Ge0DrhZHE2A3uiXAiVqkwtc2Hg/RGRlSV1oqPH2/wbAOAzxprJ7PGCR5vfK45d24OvgcSn4g+hHaDmGB604J2vijbKLpNrc1Oqbhkd5cRIcVBp1G4Lo0FF4hMmKA4ojc7GVOcER67YBCpfIHSjnC+TyOaSHLpzQB2iK13KF7dqLw6ZR67BU8utdEu0yf66Oq3b8Qv3aLo0pZcWiOzlNlWdCe8OOZTjMhUJTnzUpqyXYOdsMS+1+uiyM4JAwkE1LPDlGbWxtJ6RFD7D9znmn8ae4UyGzwgpjU2otiqZYaPe4eC/AKVfXDuEOHt11965JgkrwQAAA=='],
             ['logs/reports/reports-20220709-1224.log', 1451, 1657369466, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220713-1556.log', 1935, 1657727782, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220715-0027.log', 678, 1657844873, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220724-0240.log', 1931, 1658630402, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220812-0028.log.gz',
              554,
              1660264130,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WUOZIeIQxGc59ijoB2FMxhQEDmwLPc30yLLpf777TroeV7UMrP9/Yx/7wTkkwnRWN5+/xqX9+f77z//f58p2L89v05P94dWjjI+HVxcIFrzMnFVAzjBjFBhH1WgiRdlFuCeIEBwWEdOXA8KnqtyckwmGVYcnRxc4wZ05YUhpuT5Ng0OVsxSwVJji9OdjfLQ2AVuzlKDvButPa5yAkSlAvkFbsJNrSqDxCVypkQMbSEJqgXCKhjg8EQ67EaULIEC49pDUqCdoFYmixuxg3qEyxyKhqoDDFKsF6gu9I+2ptKPHaDUM9ymhOy3jN6hiHqoFE1+gvoftII7zh1rAuE9GbpqFo7iEF7tmp4WuXdFLBljJDelIZMHaKuDk9vUM9yxDywSm4V0hvd7bfZoTWTJ8hwZpRSMaCciimOcCyaWpdun/+fEZz9xCE8bDuQYJpDglzbz64bPgWwekBgX5N5JpjmLHcartpW6S8CwFEu2tJFLQWAY04VWc2n2j/wjgMdTo5rjUoRCaY5PbbjpUPvNp4z6h0HmXbtcmZMc4xc675tPQY+QbyXo3VfrJhnxjTHlWuVpThrfYCGZ8TuBQv2fDcwxZHJFaJAw5el/siS4Ghg4Ody4HlwdhQtACWWPt6NepuqkwDkKI7pDfVhtAWhQf1FuFMvVgOohMmlNmhlvzg/B/p4cCRwsuBFvfTKCaY23bdHptvb8usvoKnFlmoFAAA='],
             ['logs/reports/reports-20220826-0651.log', 1176, 1661496682, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20220827-0800.log', 25509, 1661587255, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1145, 1661637267, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 5, 1649995200, 420, 2163, 'pid', ''],
             ['logs/scheduler/archive/old/scheduler-20220601-2303.log', 2008, 1654124630, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20220714-1858.log', 1659, 1657825103, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/old/scheduler-20220807-0528.log', 562, 1659850093, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20220626-1416.log', 1341, 1656252999, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20220713-0848.log', 676, 1657702080, 416, 2149, 'dated', ''],
             ['logs/scheduler/archive/scheduler-20220803-1148.log', 1388, 1659527283, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220612-1521.log', 1360, 1655047292, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220704-1854.log.gz',
              374,
              1656960899,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2XSO3YkIQwF0Nyr6CWgvwh6MYAgm2Dc9v4Hl+gJypXWuec9JJXy8z0+599n9G40wpFMH6+v9vX9euL+9+f1VHx8v+bnc62YMbV/XAouhliVmXBQ5TfjZCAOCZGGzIWYEC+oTRuXAUolbnmIQgm9IQyKkpBOYi/q3tdo4w0lIVU5VR2DzSUS8gVHcF99P3HCL0hwoDHSknES5YIFHDtG23jc34jiCZkluJon1Av6T3eHsh+kv6qeJxYvy2ad6SxnowYhQjoX3WezZ51wsI7C8zT1C0q3HeW0wu0WCAAlYcAUNT5N6wV7VGvWeOH4vw16z8Y14dzhYIMvCHk2rYeW3lqJcV8jiZ+qsXbrDithHk7z6YSmnaTeqiLiORxWWMXgJObhQKHJMnkJ4i1xr/zMpjTaUzgu72YSrh2Ic8B9i8S1Hrisxn5mwrwbj6G669Y93PtQhU6iGew+lNuAczcVfBqCzY9/y+cPi2kDAAA='],
             ['logs/scheduler/scheduler-20220815-0439.log.gz',
              543,
              1660538386,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WUO5beMAhG+6xilgASAlHMYhASXYrMY//RGPnkxL8bFz7XPL4rAfw8bx/rz/sa7howOgq9fX7Z1/fne93ffu9Xobfvz/XxjljIMfzXheHFWQPWJoIucHN0OGVI0NcczZASLBfYCym4ygC1R0HlejinkMYluXpxML3PQJWpfnPlFIRSEiTwBQtmgpQFjSmmQW+z32BLEOlMWEbtHVCSaxfnWscaonPMeDSKjMmNMbAFYHJ8cUOniKvFaPpolKC2BKchN/aeoFzgpDZXE21e4dmo4gH7qj1ktgT7BTYhdS2h4fzM8GftuVNZMyZBgnqBxeGHXOYQzxBbPWHMSkDD9AIxrfGxkHdPBu3FGjqcCDelnjvFtEYK6Gy9knZ57AaRTqfbKYuouVRMawY79omhY6fzP1jq3akbUUfN9DG1KUIMVMz8JX3BfiaUPchUTi6tiS22lW0OR31q2o81waXx5MwC0xoqvD3TNTr0x0pFT71lvVMdZ8C0xqRasVVg/NP71CvSbmuIg8lGgmlNQAPb5hjZi969H3BXW9WiJpjWgM/gUcay9uK3ysli9xNjtjyJmNbsvzNvm4ZYPEPk+0SZuC8cmUVJa7BV9VmZfPJjN1jvirMvttLT05LakO9JApcu9OdSq5wRlyjWmbspac3abi+MtRSfRxFr6fdlU9GiZfolrRkIde0n5r7uNvjrLyFuIjYyBQAA'],
             ['logs/scheduler/scheduler-20220822-0143.log', 1655, 1661132613, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220824-0451.log', 742, 1661316716, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20220824-1842.log', 793, 1661366570, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2477, 1661654277, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1649995200, 420, 2149, 'pid', ''],
             ['logs/worker/archive/old/worker-20220629-1414.log', 1092, 1656512057, 416, 2107, 'dated', ''],
             ['logs/worker/archive/old/worker-20220713-1305.log', 2256, 1657717553, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220627-1325.log', 498, 1656336328, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20220714-1317.log', 1524, 1657804624, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220621-0849.log', 843, 1655801389, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20220629-1459.log.gz',
              717,
              1656514792,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WVO5YdKwxFc4+ih4B+gIIeDAIpc/Dc9vwfLlEO6BtWrX0FOluqUv7+Pn75f58x6qShJNP7x9fv8fvP16fsdz+/PkkZP/58+a/PJmtCB/zxcPCAohzEUUbgP5AOCNoSDMa6oo4E8QHLkoWr2tqVX5ATRO49QVGtPfxUpAfkapMDo0+sL4inYpeSoOk+xARNkB9QO9tEBAHl646IL0jeW9R6KsoDWvPqS3Rap+uOwPWAbVk495VgTdBWxe5OOOKq2PZfPdyy4YvK4drDdSoVNjRmhW8nraepI8YiaDPB/oCLpArVYljsAoHeGHnE8saSoD5g4/2s0GpN7hiR6YAgzcE5K0KKY6NaazqVplwVGU5ruIq3bhk/pDdLSPqSYg35ShH07c0WwRdK9gbSm1Vd1XY19XoVFDraqGjZKrfkUhubLkV3F4Tp9o2AD2iVRokD8glj2CyMIuJ3GO0NQ3fnLEr6BqmNxhCvlUHx9g122zPEYnWKcXJpDe8Q9kHaEI3rpFTlnDRUByqeLFIbsgiyFRwhV4hdT8HGts/Hp2BagxjRaQ0Y9q01Rf5lEXUOjQSPNS5t1tHA5dsNUeqZqH3KmA4PiGfdEIL+7Vnp6wJ7OwWVTAZRZoFpjfuO0EbMQv7N73dpAIh2qZ5gWgMlYjWpfX0fDCQ5YUw3ibM0MLVB25sLxx6oiVdvYN/sXJHNR5slwdSG5s5HR6fe1p1ixwP20iigZlMxtZnAfcqczOPeb9gbJFiUQSQyRkxvBK1sdwAZ4waFj6i1a1OMnEVMb1RVWK0YDb73298+pHB7AFqF3BqY4ngdy9m6I4+7IpG+q5ht9XrAFMe5qTX1IFn3VwP53BEmScMTB6U4o3D1/Sya450j65tj2+95pnF0vlO2XQPfC3W2+wPX3vEfWNpuoCWY5nSHvirEnrx3qH78D8zRG405BwAA'],
             ['logs/worker/worker-20220715-1419.log.gz',
              240,
              1657894761,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2XRPXIDMQgF4N6n8BEAIUDFHkY/qEsRr33/bMSuZ+LQaj70mAfwO/eHf2+zmSeA0TTrfX/W52vf8vH2tW+JBe6v3R8bculKQLflcEFxL9Ua5Tr9ghwQEXJAZobpgAFpQUeqhEZJsXzAbBaOqA326uFSfMglGXcV/JcUlU6okqB3tYC8YPU65myqNvIHLFdQai4FRw+Xl9PUikytONM7aApHwBSwWx4jMwSUBTn30aWQ4PiEDKYBaxFRlBpQF6QxuRxbep5yQTrLsHSWAc7Qm4yAtqChOiZqcNT498TbD5Z5UlTsAQAA'],
             ['logs/worker/worker.log', 1610, 1661640409, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 5, 1649995200, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-08-28T04:00:00Z'}
ROTATE = 7
AT = [0, 20]
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

