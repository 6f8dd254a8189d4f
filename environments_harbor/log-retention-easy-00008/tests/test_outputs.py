import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['api', 'ingest']
TREE = {'compressed': [],
 'deleted': ['api/api-20220114-1841.log',
             'api/api-20220117-1500.log',
             'api/api-20220225-2236.log',
             'api/api-20220411-1541.log',
             'api/api.log.3.gz',
             'api/archive/old/api-20220124-0413.log',
             'ingest/archive/ingest-20220226-0640.log',
             'ingest/ingest-20220203-2228.log',
             'ingest/ingest-20220214-0004.log',
             'ingest/ingest-20220220-0300.log',
             'ingest/ingest-20220411-1305.log',
             'ingest/ingest.log.3.gz',
             'ingest/ingest.log.4.gz',
             'ingest/ingest.log.5.gz',
             'ingest/ingest.log.6.gz'],
 'entries': [['logs/api/api-20220114-1841.log', 832, 1642185692, 416, 2100, 'dated', ''],
             ['logs/api/api-20220117-1500.log', 2068, 1642431600, 416, 2100, 'dated', ''],
             ['logs/api/api-20220225-2236.log', 442, 1645828565, 416, 2100, 'dated', ''],
             ['logs/api/api-20220310-2240.log', 939, 1646952010, 416, 2100, 'dated', ''],
             ['logs/api/api-20220320-1933.log', 1671, 1647804805, 416, 2100, 'dated', ''],
             ['logs/api/api-20220411-1516.log', 12288, 1649690172, 416, 2100, 'dated', ''],
             ['logs/api/api-20220411-1541.log', 26935, 1649691713, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1700, 1649758171, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 534, 1649702276, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              626,
              1647160849,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WUOZIdOQwFfZ2ij4CF2Iw+DFdvjFFL9x92gaWJoL75KzKwvAQBvn8fP+e/n0NscLhW7f3j61f99fvrU/a3f74+qXh8/P6aPz9x0OBi7cfD4QPujzYNDKKtF6QEUT25orqiwkqOHk6nhjG0rl5fjg/ndgp2bbNzGQnyA9birSEMRcUXLAnyd1MPWEv3olMSLA/YfcWoWLuPeVUsegpK2dMOtuTk4VC00kBQUL1WY6DJ2cBYQ06j+nCTiWRARbR7QoawBGGSNKQD2gM2WD5jD4De7ixMT0Xpw1eFk4U/YBQ2EHGTKVcWrpLcHIXMvScXOaHS0toYVeHi9gycIHfRUmaGiGmNcKtLxxih7R6R6d0Nr5i6IMG0ZtVSdrhlAc97p3EKeqFpjXNCTGsaKwKTLya7rfmzU8JovQcmmNZsa3cPVU2g3dbwm/72rsWukGBaM2cNwRULx18j0uupAFdBoQTlpGhr/4/7puJuFcsBv/UWWp5geoO0EIlnIb5nZPdzUsS7raJnqelNDOcw2IKT3DN6nDRghfYdW4LpDXir1mzWWvsF/n+LTF1ajzwpTHFCdvezq7ahf8dRzozb8bJLPSDBuf66H5LFIe02NeRNozvqfpeSS29G0Bod66hmlzdMfI6/84LhmIpTigNl67QmG8IdI7m8xnVd0krGSCnOkho0tzhj2NUpMZwRdWe8aisJpjjNlm8Nh6DfDyOXN0aLaGOfR4JHnE4tSogK4g2C4ivOVNk1EzziTOv7gQZqeL/houc2Ys7JtecVU3oDcxA1QllGF4f4eiNeu2yhE/z25sd/RcJcAT8GAAA='],
             ['logs/api/api.log.3.gz',
              230,
              1645847956,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13QMZLDMAhA0T6n8BEQSCAKH0Ygqdti4+T+SYTdmJZ5Mx8AfrM9x//u1RqNWUyIt+PVXu9jx+/u79hTLri9j/HcDbykmv2xXFqQkpr1DLOwXpACYuUcsLVUNSUMiAtC9+o8xvA6L5hPKJUCarWZzDQgReqchQZpz5wuWAISYwkI0l0mpIB5QanctKlA836HmU8HjaiyhStROsild0F3vJ1IBHKWdqY2EQLyglx4fvEwGHJ7KoJoQFQrXvT8jSxoOFW6NaPhN6h6lpqnnnKu4epyGR8fIXLO/tQBAAA='],
             ['logs/api/api.pid', 5, 1638097200, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20220406-0828.log', 1828, 1649233730, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220406-1443.log', 529, 1649256191, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220124-0413.log', 1091, 1642997606, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220226-1408.log', 1400, 1645884496, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220410-1738.log', 1453, 1649612297, 416, 2100, 'dated', ''],
             ['logs/ingest/archive/ingest-20220226-0640.log', 1656, 1645857605, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220401-0419.log', 802, 1648786787, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220407-2238.log', 1619, 1649371133, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20220405-2256.log', 1086, 1649199413, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220203-2228.log', 1152, 1643927330, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220214-0004.log', 2374, 1644797093, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220220-0300.log', 1483, 1645326018, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220226-1449.log', 1565, 1645886957, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220306-1229.log', 436, 1646569798, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220321-0504.log', 1910, 1647839095, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220407-0557.log', 608, 1649311078, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220410-0156.log', 887, 1649555811, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220411-1305.log', 26372, 1649682359, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1951, 1649747097, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.log.1', 1399, 1649673130, 416, 2135, 'numbered', ''],
             ['logs/ingest/ingest.log.2.gz',
              243,
              1647082977,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA13QuWHDMAwF0N5TaATiBgsNA15dilj2/lFEqhFb8OEDSOn/be/+u1dhhUiQteJ2fOLzPXY8az/HTuKyfY/+3l2amYa8LgcXbKWloZVrsXZDXvBsOWFB0J7ZJsQLJkbS0kduuTwSWXE5jsbUViBdDrpQydFljLgdTWc8mVBwhMFkfDGqkktPeXjYg4Ehrbzk5z9qE8qE2TqKdh1tPOYEx7UgYKmkbSXqBbtVz2GBCvqETDahce0IsDa0eZnkhblItVpvKOuk5GvU7Ik5pzGhT4hobl7yWXrsKL5OqgVUerz+AJOHy9L8AQAA'],
             ['logs/ingest/ingest.log.3.gz',
              518,
              1645835604,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUPXIkMQhGc5/CRwAEEgrmMEigbIP12PdfbaNxudqddr36+HkC4P/3/hF/H1PF6pxVW8D789M+v56Psv/9eT6Ihd6/nvHxcB+orda3i8MLbKYz2E190A1U0uQQebQFmhxdXCz2TiWM2F4cJ8fQDjfJq/BIrlzc8tKhYcAyunFUFRO0wDC0E8gXiBBqDbsvlxcoCTZJjBVLV+fE5MIKjImkxQDGPa/gaXANpMW2EqwXKBVgDeaQPm95ReWA3CKotJ5gu8DRIKYaooDfEqWU5MB0jP6aqF6cydi7MS1U5VcgttcKl03H02K/wD3joqwyGOS++9ZOpQWCqHm5QExpeJeuNUbdS7wlqp7AyWwYmpViOhMFlk/xgmi3wIL9yBa8Y7pYgimNeu3LEUwE75VWgQRbR4YtV4JpTS3bP4hdCt9nilJ6gh37qM6n1LSmKTpulpzaXVM6nJA3GeUEpjYNeOw0qXXqrxb5VEpzOCik35jaDGkyJ1ttk+6a9rOL5gL7qc7k0pq+H1kdK2jb+vtdnJlKK3vH83R4tFlSCMai2eMGdj0dQuWt1oTk0horsTvpHGT35fdWzzvc9wI98OLoXJppU7CL/liFvPQ+XBffA3dP7hwaZCzFKSy+LaWzwiZ8QCbfs8tC6VwatYlrIewb93MVb/8AW999Pv8EAAA='],
             ['logs/ingest/ingest.log.4.gz',
              653,
              1644493633,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUO3acIQxGe6/CS0BvKLwYgaBLkdjef/CISc5hph3uL/TpilJ+fu9/5u8PCuc5u4Su8f755V/fnx+4//v1+dGsvn9/zj8fCJ0LqLw9MHhw4tq7SiybN6d0sKEifWJi+MCGoIlYFOZ6Y+WU20xtMCw5enCVCKo1CUJ6cpQcF4RTcN8G97kE+QG6mkOF5ZXKE5QE0UgS9Npi7AMJygMsXCrrmkGjXDdFxOS6I0el06FmwR6qGGzN4yqoUp7JjDFXOYFaBrrbG6NRFf0XKCdHJprg8uFEcyZYs2CZVTr1GGhXNFBaS5C5xJw4EmwPsHFdtaFPs3KBSHqiMW84FsIDhHTGAEaN0cV53RV3GwkOm4TmOUVIaZTq7hvGai2uHms5LfoWZAZkNpDW8EBgiH3U+R4i6GkRsRvaagmmNhzCQ3owK1xDBD3WGGC10jNT4GP3RIYS0uatGykcvwd6Fbe0BtIaXVqcQttqclujdm66qq+tzrlpajNhu9sK0uTykimdbKSxEc6VYHpTaO1FGzas1RtUeE5xz5xp5GZAegOzqc4hrYa+jP9Zcdu9hRsnnPSmNifnKiTm1xSB6lniYKwdOEFMb4aCoxScbC8Vfz6eY2SXvVWZKqY35Pslse4SLDeo5fRYbPFoPVPFFEc1YALETud+bqjZmWMH6EaRimOKs5dews18xQtY/hk3lrT9mQTTHJ7YEPdu28RL1f/hsFPbdp1w0pyAvm8xZKr2+yFuR9UYMxb13ClMcRjL6Ko1HO+CVPkUNPK9PcoJHnFQSXntXaR1j1EZnw9OWMGa4mCKE32taHMrFS+qgjyvyrLKFjrBFGd33X3LYLL3+u0vPHe+4oUGAAA='],
             ['logs/ingest/ingest.log.5.gz',
              565,
              1643280461,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUQXIjMQhF9zlFjiBAEmLhw4CQdrOYOLn/yI16XKV463oNfB5K6fX7/Bp/H6nAqCBJusrn81u/f54PXP/9eT6oSPr8eY6vB2hTraV/XBxcoCYREBU3shukAKHxBlum0rNAgHiBApxNxxSu7QA51eBK95GsaHB0cZ5Ko9QmQq03V3an1FqAXFwg+QbzBaJAb6ttxSkHyEB7wjHSdErBleBYpzVHruU/l4NDQtkgeff1tQDrBdqckldkRbof4OJgg67SBo8A+QJngQ7NaIWtZ0XMe0RJufusexktMk0+1JC55XxkSlKCI4OuK4ng5OK4Kq4JHXqyIxp88VGQfVQe0SmENr7mA7IMNuZRELHsEVWQmsAMMLTx3ubahzmOemYjy5BYf6VSeuMAQ5tpUi4ZZoZD1Hv5WHPJM8WEENZUNJ5pcl+On/WY9vYLGXOaFGBYs5RpsopyNTyiyQnuioZtJqsBhjalCngSNqB6XhRJDrBW7FjLzjS0AQedusRfeR8gwt3qaHNAkRAcQpuxNCZQVxQ7QADeos6cUMkkwNBmrHPKzlzXEf8+/r3F/jqoKnsZ4Q2YTWPSotjP9WfaR8zeByhFOBjeyJJwKCrmt+HvGXenhqjMObjQplEzh2R5vgvuNQJtwTMKA0NEg2FNovRSvK5kf71SuW1wKjlhjhvG8IbW67OWoaC1n69Nu9c/0lhSigUY3rj76BVwXQycJ5WF97v48Q81JThYgwUAAA=='],
             ['logs/ingest/ingest.log.6.gz',
              216,
              1641905490,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA13QO7bDIAwE0D6r8BKQ0I/Ci+Gn7hUvTvYfYjmNaSg498wwKX3P9pz/O7oLK7kl0e141df72PN6+1sXMm7vYz53KZ376Pg4HZyQM/FIQ5va+EG8oJVwikRtFg2H4aTWLlW5uN8CKQVbjepMwsHyybJSFnRqPOTGVqoGHCRKrVtAOuFU14rDsvC9J2SAgCYIBuYBORIrDBEzTj5/kK4PClzLzBWYgGZAOWGD5uAIpNDvyxSWa5qqXqpdk2pUdVdP3p2pLvj4AOqVnUGnAQAA'],
             ['logs/ingest/ingest.pid', 5, 1638097200, 420, 2135, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['oversize', 'rotated_numbered', 'scheduled_job', 'subdirs']
FIXTURE = {'compressed': [],
 'deleted': ['api/api-20220610-1301.log',
             'api/api.log.3.gz',
             'api/api.log.4.gz',
             'api/archive/api-20220411-1726.log',
             'api/archive/old/api-20220330-0822.log',
             'api/archive/old/api-20220417-2051.log',
             'api/archive/old/api-20220426-1807.log',
             'ingest/archive/ingest-20220424-1006.log',
             'ingest/archive/ingest-20220426-2336.log',
             'ingest/archive/old/ingest-20220322-2129.log',
             'ingest/ingest-20220401-2151.log',
             'ingest/ingest-20220610-0631.log',
             'ingest/ingest.log.3.gz',
             'ingest/ingest.log.4.gz'],
 'entries': [['logs/api/api-20220428-0044.log', 860, 1651106662, 416, 2100, 'dated', ''],
             ['logs/api/api-20220514-0302.log', 1069, 1652497326, 416, 2100, 'dated', ''],
             ['logs/api/api-20220522-1443.log', 1387, 1653230623, 416, 2100, 'dated', ''],
             ['logs/api/api-20220606-2058.log', 858, 1654549112, 416, 2100, 'dated', ''],
             ['logs/api/api-20220608-0944.log', 1495, 1654681469, 416, 2100, 'dated', ''],
             ['logs/api/api-20220610-1301.log', 15890, 1654866082, 416, 2100, 'dated', ''],
             ['logs/api/api-20220610-1855.log', 12288, 1654887310, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1071, 1654949171, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 1167, 1654882582, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              549,
              1652330365,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2WUOXLkMAxFc5+ij4CFAIigD8M1m2Dc9v2HLVCeKlqhVK+Az/8ogPfz+Bx/n12ss2ct2trj9VW+vl9PWd/+vJ6Usj++X+PziZ06J6sfF4cXuD7aMDDwOm+QAkTNwSXV6QVmcHRxOtSNoTbN5eZ4c9n2wKZ1NE49QL7AknKtCF1R8QZTgPxe6gJLajnpkADTBbY8vRcsLfdxTEy6B0paaTtbcHJxKFqoIyioHkdjoMFZR59d9qJ6cYOJpENBtDMhg1uAMEgq0gbtAivMPHwFwFzPLkz3RGk9zwK7i3yBnthAJJsMObrIKsGNnshybsF5JFSaWiqjKhzcysABchNNaUSJGNYI1zK19+5az4hM99nw9KETAgxrZklplZsm8DjP1PfAnGhY5UiIYU1lRWDKk8lOa37OlNBra44BhjXL2rVDUROopzV8t7+8q74mBBjWjFFccPrE/isi3Z4KcBEUClB2izbXe1x3ys9VMW3wrbfQzAGGN0gTkXgk4jMj57yvFPFaK+k+1PDGe2Y3WIKTnBmz7zZgurZVW4DhDeRarNoopbQD/H8XmZrU5nGlMMRxWduPplq7/q4j7YzL8bRGXSDBvv1l/Ugmu9TTVJe7jZZR138puPCmO83esPRidnjDxPvyN57QM4biFOJAWjrNwYZw1khZbuOaTqkpaqQQZ0pxGkuc3u3YlBh2RF0dz1LTBX78A61G1hNXBQAA'],
             ['logs/api/api.log.3.gz',
              217,
              1651043995,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA13QMbLDMAgE0D6n8BEQSCAKH0YgqfvFj5P7JxF2Y1rmzewuwO+25/jfvVqjMYsJ8Xa82ut97Pj9/R17ygW39zGeu4GXVLM/lksLUlKznmEW1gtSQKycA7aWqqaEAXFB6F6dxxhe5wXzCaVSQK02k5kGpIg6Z6FB2jOnC5aAxFgCgnSXCSlgXlAqN20q0LzfYebTQSOqbOFKJB3k0rugO94qEoGcSTtTmwgBeUEuPL94GAy5jYogGhDVihc9t5EFDadKt2Y0Hh/+OeJfpQEAAA=='],
             ['logs/api/api.log.4.gz',
              552,
              1649746043,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XUO3bjMAwF0D6ryBJI/AgUXgxJgN0UEyf7H0aQp6BdyuceQg+PKuX39/kVfx9VZxuEtQnMz+d3//55Pmj/9+f5aISfP8/4etBsEUb6cbF6ObUlUhy8s78cp8NiLSHOQXMyJoQLQrihORFEOSETJ9QCwVggIeakPJRsxmQvx6RV2uvEPRGLc0K6oPdYLXo0XviCmJD4fsW1jGiNmo4vF61UAzYw6ocD1ZKwYJssrSSUC1K4gw2UMeCAtZIkBLO10xsJ2wW5jDVYoAifEMQ0YZ2zz4GWUC84G9OeUpftIA4IckOEib3FSmgJoXQPr1BlnNsQukOtDDi0xQVr9kYHr7GqzYJ2QCqvcPZUv6lmODWLw8zTWWW2Bccagawm9N8YWqGEd3Fm7bwHZUc6oNZ70maxh+i3y96o7iIrSe2V30L9n02bsMr0hNmbRUCynwl7nJOi2F2cAtJlZqg1izO87Li0t979PHFvN6GRY+fXK2Zx1pDlE7qP8XY3AF6NY1VoeMMsTij4Egx1WMeoVu5Mo+4OQbtd9kYxoDceHeZbU9XuSRuE6sKZMHuDWsnWiBAd52VscG9jlLYYet5iyN5Mo73Gvo/0cZyI7V7GRlhGzUkha9NcSqAjY5xbxKr3nZJQ3vFk3yBrs78/KobhuN4gvhq+pPVCnlsEvOEgGYYwJE7I9R5V5v6W4ZSE2Rura5emuqMdJ378AzLqHAd5BQAA'],
             ['logs/api/api.pid', 5, 1643292000, 420, 2100, 'pid', ''],
             ['logs/api/archive/api-20220411-1726.log', 1352, 1649697992, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220520-0343.log', 1898, 1653018228, 416, 2100, 'dated', ''],
             ['logs/api/archive/api-20220604-1927.log', 1237, 1654370840, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220330-0822.log', 600, 1648628554, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220417-2051.log', 920, 1650228706, 416, 2100, 'dated', ''],
             ['logs/api/archive/old/api-20220426-1807.log', 836, 1650996468, 416, 2100, 'dated', ''],
             ['logs/ingest/archive/ingest-20220424-1006.log', 1802, 1650794805, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220426-2336.log', 1451, 1651016217, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220506-0339.log', 627, 1651808395, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/ingest-20220605-0913.log', 929, 1654420427, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20220322-2129.log', 2143, 1647984584, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20220609-1100.log', 1379, 1654772413, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220401-2151.log', 984, 1648849902, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220428-0318.log', 1461, 1651115896, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220503-1705.log', 2332, 1651597534, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220605-1516.log', 631, 1654442164, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220605-1933.log', 956, 1654457601, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220606-0338.log', 1215, 1654486692, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20220610-0631.log', 49121, 1654842710, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 2183, 1654946192, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.log.1', 1145, 1654860486, 416, 2135, 'numbered', ''],
             ['logs/ingest/ingest.log.2.gz',
              674,
              1652285180,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUPZYdOwiEc69iliB+hYJZDJJQ9oLnsfdvuVEfH8s36KT7u0BVQSm/fx/f4//PIazgBZoO/Pj64T9+fn3ifvff1yeJycfPr/j+aTJrVZdvDwcPOPssSwePXucL8gH3XybYETQa1wTxAQsjaY/VZutXRVY8HPtkmqcgPRyEUG8espa/HCVXOTEhZ/cKifGD0ZDWo7RlXi8MKtKpV2x/RzNBSbDVQNHQNdfVJxieAQH7IJ2noj5g1GHNq6OC3iBTTbDyCAQ4E9ZUplhn7jLqGC8oR1Ky02qzwtzKStASRKxWrbf96ppR7EiqHVTCNbn2cF0Wmy/tsjX+m0Mtx3ychQZ7PCBkaiZh67O2iX+04VdUKgnONTn2I8FMja8tq43dq/A1IjDaiRuUOStignhaLWrMiAF+g3AKNjLoIyi5TE1pUKrykN3ubf9+c8xYFnP2lmDmBoNjh2K1iLtTe72gGQ24pqaQsTGMsK4kqusfE+EEdcd4fyEZG8jYjLHVokagdudb5C24kABW7hNkatagMIjFynZxpEdR3qo7Tk4uQ1OhUWfstGLc3Os9tzUc6DiRobG9Fh18DFn9HrBwO43uHAcd7zFDE3vmvqjuzb73QlmTW7p8cU8LMTODE6Q3tu2hXAUZXgctnmmSy8jwKLMNDxDpV0iVjhEFdjVvPbmMjGuY2F5FquO+bMRn8ZVlQpzFx4yMz9bMrLjCvb8o5YAMUl2pJJiZWe6szTuu0u89hPcmzr30jiO9x8xMIUBqNvcthRuscMyvJFMH5cXADI0PF9oH1qr8u/l8wEWLAfoxMVOz71oz3FLxn306JqLBaZVRZETkycBza7rCTq9qWbeqWo77ugCFa45ImRpz3kZG+fYLM5UaQ7UGAAA='],
             ['logs/ingest/ingest.log.3.gz',
              663,
              1651036649,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUQZIeIQhG9znFHAEQFBdzGBTdZZGZ5P4xDX+Scnrb9QqExwfw53v7WD/ep4rVOau2BW+fP+3nr8/3cv59/3wnFnr79bk+3t0Haqv128PhAzbTudhNfdAFKmlwiDzaBg2OHm5t9k5lGbG9OA6OoSU3yavwCK483PbSoeGCbXRxVBUDtIXL0LIgPyDCUmvYfbu8QAmwSWCsWLo6ByYPVmBMJC0GMO56BfOBeyBtth1gfUCpAHswL+nzqldUEuS2FpXWA2wPOBqsqYYo4FdFKSU4MB2jvyaqD2cyzm5MC1X5UhDba4XbpmM+sT/gmXFRVhkMcu++tey0wCJqXh4QQxo+rWtdo54lXhVVs+BkNlwanWI4swpsn+IF0a6CBXvKtviU6WIBhjTqtW9HMBG8O60CAbaODEeuAMOaWo5/sE4rfM8UpfQAO/ZRnbPVsKYpOh6WnNqtKSUn5E1GyYKhTQMep5rUOvXLEzk7pTkcFMJvDG2GNJmTrbZJt6Y9d9Fc4JzqDC6s6efI6tiLjq1f7yJnKq2cHc98YWqzpRCMTbOvC+yaL4TKR60JwYU1VtZ5SedFdi+/t5p3ePICfeHDUSbNtCnYRf9bhbz0Tq6Ln4G7B5dBg4ylOC1bfy2lXGETTpDJz+yiUcqkUZu4N8LJuHsVDTIxkES5UUyGSh4UdzSvtjvdFaHmJfZ5AspK3AWFNMf586LddTPftnF5ZRSN01DN2YQ1LOKyR61AelWkxrn95X2d0I0UprDmnAXPfUT1f2GTFUvFHM4cdvKtxkVRamPiyr5P0t6eEr5AhHOq/fXG0IYml3WSmGa9D6OApDdr8T55tAIMb/ZwY2Qdgn6/sfacav32GxICUT2cBgAA'],
             ['logs/ingest/ingest.log.4.gz',
              577,
              1649715012,
              416,
              2135,
              'numbered',
              'H4sIAAAAAAACA2WUO3odIQxG+6zCS0BvKLwYIaBLET/2H3zFdb7gaYczQr+OppSv5+Vt/nml4Txnl6ErXt4//OPz/RX3u9/vr83qy+f7fHtF6FxA5dcDgwcnrr2rjGXz5pQOFirSJyaGDywETcRGYa43Vk65zdQGYcnRg6tEUK3JIKQnR8lxQTgF921wn0uQH6CrOVRYXqk8QUkQjSRBr23EPpCgPMDCpbKuOSjKdVNETK478qh0OtQs2IcqDrbm4yqoUp7JRMxVTqCWge72IhpV0e9AOTky0QSXhxPNmWDNgmVW6dRHoF3RQGktQeYy5sRIsD3AxnXVhj7NygUi6YnGvGEshAcI6YwBRB3RxXndFXcbCYZNQvOcIqQ0SnX3DbFaG1ePtZwWfQsyB2Q2kNZwIDCMfdT5HiLoaRGxG9pqCaY2PIRD+mBWuIYIeqwxwGqlZ6bAx+6JDGVIm7dupHD8DvQqbmkNpDW6tDgNbavJbY3auemqvrY656apzYTtbitIk8uPTOlkI42NcK4E05tCay9aWFirN6jwnOKeOVPkZkB6A7OpzpBWh/4Y/7PitnsLFyec9KY2J+cqJObXFIHqWeLBWDtwgpjehIKjFJxsPyp+fTzHyC57qzJVTG/I95/EustguUEtp8dii6P1TBVTHNUBE2DsdO7fDTU7c+wA3Wik4pji7KWX4Wa+xg+wfBsXS9r+TIJpDk9siHu3beKl6r9w2Kltu044ac6Avm8RMlX7fxV//QV1+rlhrgUAAA=='],
             ['logs/ingest/ingest.pid', 4, 1643292000, 420, 2135, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2022-06-11T14:00:00Z'}
ROTATE = 7
AT = [0, 40]
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

