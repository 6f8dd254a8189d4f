import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.xz'
SERVICES = ['api', 'auth', 'reports', 'scheduler', 'worker']
TREE = {'compressed': ['api/api export 20240401 2311.log',
                'api/api-20240330-1423.log',
                'api/api-20240408-0703.log',
                'api/api-20240408-1120.log',
                'api/api-20240408-2003.log',
                'auth/auth-20240330-0737.log',
                'auth/auth-20240406-1630.log',
                'auth/auth-20240407-2027.log',
                'reports/reports-20240330-0621.log',
                'reports/reports-20240402-1841.log',
                'reports/reports-20240407-0017.log',
                'reports/reports-20240407-1845.log',
                'scheduler/scheduler-20240330-1223.log',
                'scheduler/scheduler-20240403-2205.log',
                'scheduler/scheduler-20240408-0502.log',
                'worker/worker-20240330-0436.log',
                'worker/worker-20240402-1547.log',
                'worker/worker-20240406-2221.log',
                'worker/worker-20240408-1235.log'],
 'deleted': ['api/api export 20240327 2351.log',
             'api/api-20240315-2052.log.gz',
             'api/api-20240315-2307.log',
             'api/api-20240321-0002.log',
             'api/api-20240326-1306.log',
             'api/api-20240329-0243.log',
             'auth/auth-20240312-0148.log.gz',
             'auth/auth-20240316-0223.log',
             'auth/auth-20240316-1310.log',
             'auth/auth-20240318-0420.log',
             'auth/auth-20240328-2336.log',
             'reports/reports-20240313-0128.log.gz',
             'reports/reports-20240321-0129.log',
             'reports/reports-20240325-0432.log',
             'reports/reports-20240325-1516.log',
             'reports/reports-20240329-1152.log',
             'scheduler/scheduler-20240316-2154.log',
             'scheduler/scheduler-20240325-1953.log',
             'scheduler/scheduler-20240326-0611.log.gz',
             'scheduler/scheduler-20240327-0847.log',
             'scheduler/scheduler-20240329-0141.log',
             'worker/worker-20240312-2025.log.gz',
             'worker/worker-20240316-0736.log',
             'worker/worker-20240316-2033.log',
             'worker/worker-20240322-0241.log',
             'worker/worker-20240329-0711.log'],
 'entries': [['logs/api/api export 20240327 2351.log', 583, 1711583496, 416, 2100, 'dated', ''],
             ['logs/api/api export 20240401 2311.log', 1974, 1712013079, 416, 2100, 'dated', ''],
             ['logs/api/api-20240315-2052.log.gz',
              502,
              1710535946,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WTS24cMQwF9zmFjyB+JS58GIqSdlkktu8fpakxEGUwQC8ahUc+Vpfy9/f2e/56r24wyBZW8LePT//8+nin/e7nfoDQ29fH/P2+aHmngj8eDh7Qy1xrdiyi8wYbHbB492LkCeIDKk6nhYNdvhPlBe7nA3pBtOYtQXrAMloB5RoT+UpELiex9lGjtpogPyCTW1swOjrco6rpAUMqjuAEJcGp2kabprO/QEywqSXHAMYsmpwmZ8VRJ5m3m9ud8llRteKSM2l9wFGWeDiWpXx1IwbJ0arUlp5qWgYG8e4Xe6t0bQjt1czs3HicQe3hRG1wZVXDcg1KzC1BQKjLKR4QUpu2p+889+pTXiAfsOgB/W8JMnqCR5sICN6yadyJCPC6xdTJFpJgatMBxXzb1h2vRDSs5xht1MplJZjazLaoGVQXpXvHwiexVHXZAiSY2tgso1tM+d83MjmiTt0XIzmJqc3WdI0QJOh8JzY852gcHaKmb5DeKM0e+69z4n+iopxW25iIehLr2XFLH4BR6ri8AYVTjkNfAX7OkeIUKwweNnSb9G+rQGfFAcMqsiWX4qDE6OHWO8XFCZ8vA2nZEktvML0p3Gbx2DbEugcVO4NimApInh/TGwMo0TnKrHKDjb6/xWDb3B8Pb1f44AQAAA=='],
             ['logs/api/api-20240315-2307.log', 881, 1710544063, 416, 2100, 'dated', ''],
             ['logs/api/api-20240321-0002.log', 1352, 1710979377, 416, 2100, 'dated', ''],
             ['logs/api/api-20240326-1306.log', 1616, 1711458410, 416, 2100, 'dated', ''],
             ['logs/api/api-20240329-0243.log', 1855, 1711680203, 416, 2100, 'dated', ''],
             ['logs/api/api-20240330-1423.log', 915, 1711808588, 416, 2100, 'dated', ''],
             ['logs/api/api-20240408-0703.log', 1014, 1712559788, 416, 2100, 'dated', ''],
             ['logs/api/api-20240408-1021.log.gz',
              526,
              1712571690,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WUO5ZcMQgF81nFLEGAQCKYxSCBMgeez/4tP9QO5E771EHcW7xS/v7eP+P3Ryc1lxWz83r/+rbvn68P2v/9+vpAbuX95ys+P3hNtDbr28PBA6Jy+FjAE+IF1gRBDqc0gqdAcvhw4FOsT+/ocA2kzpSg9WaucEB6QFMtQzp5dL0HVsAEiasSzZJgfUCV0iR67KfWCyRVTbA1xQpzJcgP2CaRFSUYhBfYmZObqjh8RHLycNRstD0VIuaL4/NS5Vc2ZbqDUYItM11EzWuphny/FF5lgMuwnWyCPVfcPdQKtuOWG+RyQiXy5v9AzYnDeydrUOTfinjqF+wHDMIlkCCkN2X5hI6lrt3ZVeOOLMFivFsulmB6Y43LzqUBNL3D4VPGrFxG4SwD8LQ43LvLju2/gRXPQNE5rUNPML0Rd15AoljWlQ1qhQRD0NTKAdMb7gWx1aA99RaOmiQ4AGuMlqZCejO29lSXx9R1h0p6QkUKZsO8KUhxeEvoy0iG3CBhPYqjtKVS0zhIcSwGMlNhUrlDbS/Fo3NfNDzBFAd7MYvQhXgfFdFZMRY0KibJHW9an9W84dr7XNmonlCXMMtc8wExvcHYXwf20RzmXSPAOSqXGNElV8T0BsDLWoIw+w3iqwzZN+5xNsT0pvhuA2ANZ/vv+vmAGjGgng8VPt68/QGq+2qrJQUAAA=='],
             ['logs/api/api-20240408-1120.log', 1838, 1712575219, 416, 2100, 'dated', ''],
             ['logs/api/api-20240408-2003.log', 1576, 1712606594, 416, 2100, 'dated', ''],
             ['logs/api/api-20240410-1044.log', 1835, 1712745875, 416, 2100, 'dated', ''],
             ['logs/api/api-20240411-1321.log', 1189, 1712841669, 416, 2100, 'dated', ''],
             ['logs/api/api-20240411-1742.log', 1632, 1712857324, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1950, 1712935861, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 3, 1709320500, 420, 2100, 'pid', ''],
             ['logs/auth/auth-20240312-0148.log.gz',
              328,
              1710208117,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA13SO5YEIQgF0LxX0UsABMGgF+MHswmmP/ufarGCKVO9Pg4A8D33p/8+GI1n75KSwv31ru/P65GOu5/Xg5LZ/fPy5wNTpePhuC2HC1oRzojmlvkCVTRc425j5BqOlsvWS5+QuQ48nZyBekI3UUQKmBacyOy19zqTnZACJlMJOGFMLFoC8oKNWskNqutoV4hEATVjScM2lAWrtza/9dLx/f9SNe/WVOliiNvlqBRyYZ2tNIBLIAqmgNLME3oOqAsWA+oFBknzE/LZm7ILrcfzMXdrbDnEyZkdhvZyDWTagZOtagcIWKLSojU3cUotX4aYJO2e4pyYbLYFMdamau7Wp7de/JJIwBhwZK+j7N5grI3OItKHQarXRBLbw4AOInTC2Jue3OUYf242rlCFA7IbVWoS8Ls3tz+mOz3z7AIAAA=='],
             ['logs/auth/auth-20240316-0223.log', 1373, 1710555801, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240316-1310.log', 491, 1710594626, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240318-0420.log', 1576, 1710735649, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240328-2336.log', 1908, 1711668967, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240330-0737.log', 1418, 1711784247, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240406-1630.log', 706, 1712421053, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240407-2027.log', 2147, 1712521659, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240409-0048.log.gz',
              608,
              1712623738,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2WUO5YcOwhAc69ilgCIjwhmMfqRvcAee/+WC1XwNB3V6e5b/C4A/Pt8/Fo/PxW6rLasF64fX7/b7z9fn7J/++/rk6jax5+v9etzTRuNbP54OHxACCWw1XyCv2BJsIhrgkUEofhIkB6wSZEhOqBBf0E+oBImyLZcZGiC5QErhvOI0fv+1/9TRZPktPg0gJocP9yIgGKdW5d2Z8ruL0hasPcE5QFxzv1NJ+piF4iAfEBoBMs9QX3AqcXUo/Uy8C4R7fQmXFZ1PhEte9OnsEKJuvgC0U5rTCrEziq5+nBcuwb2oDrny9GZYqHkqPUKviI5f7hiwERLcfC846Gc1gyjjg3LA2JqQ1J9YMHRfN2zqHIyDQWrhSTB1KZ5KCsJGtPdU7I34uxWvGWJmNoUHtvCoT7R7hKlwAE7r9LEEkxtWl0q24rpZVwRaReZoHO1tc4wML1haxqdoDrB1Zz6NnXE6gMip4+pjXdruGSu4XL3hvWUOPuEuiSngamNDYdA6b2OdYtqb0QV8OJviamNBRcBmdvXe4wMcnpTaO9NgxMxvRmdNGSKCn/zDeiI6oIRaivBFEfG9mrgbPvhmobA2xsGH8HwcJTeLGYrvbopte/jTw7rvjzRDpfa9KKVcO/wbP0+U/KKGs0K1Jm+0dEGxUAdA1VvUPlMnwVrrS0rpNTGTFwUxr4o9c50y392scvou5gE+Yy/7HuK5qzlBq2cq9F1eqc44Dk3O8kYY7EDfIu435XgUg6I05z0RqhEC6Q6wu9zs3fjrP++17KAE/znzY+/vDpYtQcGAAA='],
             ['logs/auth/auth-20240410-0038.log', 517, 1712709521, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240411-0526.log', 1302, 1712813192, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240411-0717.log', 2376, 1712819843, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240411-1116.log', 1221, 1712834216, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240412-0345.log', 551, 1712893534, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 677, 1712927294, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 4, 1709320500, 420, 2128, 'pid', ''],
             ['logs/reports/reports-20240313-0128.log.gz',
              525,
              1710293305,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WTPZrYPAiE+5xijyD+BCr2MEig7iu+bHL/OEbbKC5tvw8zw9Da3+fjZ/7/2Zg52nIml4+vX/7r99cnPt/++/oEA/n4/ZU/P8dEAc7+4+XgBclXYq5Y2vIblAKp2wG3LSIcViC+oDrOyN0bL/4GuUBkxQJB554yZ4FUUkWDOHkE5QWyQXHpTXFsLY5fzt0m975cqV0WEeEMzO1jJLUC5QUXu2bmHkp6WQRpo0COzix8sukv+LwAE0jQJpdS6tQLFMINw0aB+oK2MGTDtNXjmiimxc01g3cei1bRtC44F/NWuyyS0ok0xGLMVdx4uQCfg21a73xzA49D7ZAovl8QqjbmvrXP1n3TLRTbEZoqO4yKq9YwDhoL9wge9/IHHKUao0lb5RCqNSmbTKdHwLqUih2hPTqhaTmEKg360zVDN6O4+81PerV8SItnfoHVGqbdiKa3bOPut8nZYfaIXJoFVmsmou5Q8y33YQD074tiQ114pFZrPEfvsfuwnFc28GgtkGQBQjuhVmv6XqLCSBP0H48nm9CnytNPptUapfWcYsgUXrdSlLMMfk5HZj8DqzaL9so1vD338Q3SAYceixloG6AsYtVGEwc31ZjD71CfyzgTR0x+/iyweuPPtO1BMvy+fWI64Iy+ILPWiKc33hapd+UNVzYDzhbDdPOPP97GhvkVBQAA'],
             ['logs/reports/reports-20240321-0129.log', 481, 1710984540, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240325-0432.log', 701, 1711341139, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240325-1516.log', 2344, 1711379770, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240329-1152.log', 803, 1711713147, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240330-0621.log', 1462, 1711779689, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240402-1841.log', 1306, 1712083278, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240406-1939.log.gz',
              702,
              1712432389,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WVOXIlOQwF/T6FjoCNIGHoMOACb4xpdd9/qAIrJoL67o8MYsmHAvj+ffxe/362AlOXBXTAj68//ufv12fZ//3z9Umk8vH3a/3+XAatouGvh8MHrLgGzwGFVrwgH1CoJOgFe0VuCdIDTuYZHBHq4wXlgK1Qgjq9V/KeID+ghAhgYYfm94ulJkfYezSP5OThTA1DIpDdLo5RTotAZIZoCZZ8EAGXsOGCG2ysyQVD9whOTh9ujPBmpWHHdnGip9BZAYKwJlcfjhcqcukh6NcukARPoayz4zodtgcszjU6KuCwe6SgZ6SgDqHzdGi5/Ta1QkM3my9I58X6dqiKrkoPh2mNDx19ghvV+aPSd/nBzq3HSDCtgT6FWiDozxblnSk0ZXRZCdLRbaijqS9pV4tc7Mxmoc9WLXXDtGaPdAzehVafN6jVzovdcEhL3TC16aWMOmIvcqwLRLCzRtm7V4rcBqY2XFht9EYT8YfgtSXYSGF6PT2mN6xryLMPobvUHY0Ere/NcJxSUxyaYXUsYCt0TZUZznBs7PENPcNJcRrhXuQWX+q49s/K9L4o3+tKcfCIY6Mh8faixS1OeUGJEion/ZTmlKLVsVCzfVyuHms9YcQ5a1M5YJozp+1bVQpOuUPVILFaLGJQSYzeTHVv03wfuQtDPJOpDO5dPLnUpnckG/tGtf+5d6TVToP70ow2MaNBqQ1iuM/Za53tngy/B7XuOY5qmmBqEwUHzLZmwH0XGfFEQ4T6XJq7oNRGnzwxjH3I77uIcLQRg4UNDpja4C7B4FvgWe4w1j2H3H7puvbgE0xtVi1r59g7aLmj8UaKmdGk5zeD0pqdQzVCQQr+4ameB1XMtPl8QE5rqMuqzhZo/Y5U4dNirbx6WXmK+XyliuuOxb5V5D8+b3JKnfTrP0GbFcwSBwAA'],
             ['logs/reports/reports-20240407-0017.log', 419, 1712449066, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240407-1845.log', 799, 1712515518, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240410-0137.log', 634, 1712713033, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240411-0229.log', 1879, 1712802593, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240411-2240.log', 1381, 1712875202, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240412-0239.log', 1375, 1712889585, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 2175, 1712946787, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 6, 1709320500, 420, 2163, 'pid', ''],
             ['logs/scheduler/scheduler-20240316-2154.log', 1187, 1710626043, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240325-1953.log', 2325, 1711396427, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240326-0611.log.gz',
              547,
              1711433477,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WUSXLcMAxF9zmFj0DMwMKH4bjLIh7uH7rBdiq0NlJ16xXwiQeV8nW9vM0/r713MKAgp3h5/6gfn++vuP/7vW+q5eXzfb69tlIJR5RfDw4eoM2qsOosOm+QwCHBqNWN1BLEBENaoxm6oN5gSCQ4K85OdkB6gK0heOfuw/0JSoKA7AmyYukgniA/QLZl2tkMoj1BStD0FFy9LyoSycmDm1PqXDp01h8Fi0uC3kilwUhQM2IlgOrFI+QCyeScTYNQ64UStOy0LqD9oyLAXZHsRGzRW7fFCfoD/DpTcFVq9a4I7vEco8xJBRKMB4hjAbbJoLHu+Ruf+e+n2tfKjJDilBmoxSYNGHdGMkrQltfujgmmON3UECrC5H5XhDggNapzRLYKKY7ukCa0+ijfxvEB99gTlF63rbASTHG8NRepWvqSa/5entNgXmWCJJfe6CyLG40yxH5Mg86hqgULa+4GpDjmQr03ji3dVZDENEEgcXZsCaY4xKv6BKTxb6m+wXLOptDa78uJmOK0Cco1ZDHdrSLDUbVERWaZCaY4WIKwAcfe4xv8Ni6srS1dGgcpzl791nXwYLmXCvd1Mq6OBp4ZMcWpXieumB32W9f82Z/i7N2tfjJiioOb6mUMUb5VJXrO30sfPkd+ODDFwSpVwqat3cL/rQqdiNbYe5QcI6Y3Yr3hbEZo5Tob1sNV3aZSye/Gr79jB0S8WQUAAA=='],
             ['logs/scheduler/scheduler-20240327-0847.log', 425, 1711529262, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240329-0141.log', 1259, 1711676497, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240330-1223.log', 461, 1711801423, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240401-1544.log.gz',
              718,
              1711986289,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WUMXKcMQhG+5zCRxAggSh8GCShLkVs5/4hP9rMRN5xtZ63oI8Hpfz9vH34r/dRiJSX1Orw9vllX78/31v87+fnO6rWt9+f/vFexvSxGv94OHhAnwhrUFvI8wIBsCXIKE46Z4L4gOg9vmFTFL5AKtRPRYfmOiRBesDabRYfUDv8q0gH7K0kqKP7aKUmWBN0l2XWC+9+gQjxnAdEqFu1jATbA8I0suYCJX7+gPWA/RTsdXMZ9XCcnAAAFyMFuwrWeqIpW21XOi+UbDSyIpAt3O8XIlZM0Mbu1ctOsD9gBEcEe+5hfg+D+FT0mJUUagnqA8rQheaFJVo4IL5AORVXA21FMlM43kwaql5aFbiikXoinTA6hwvJpTbLdM2O4ZbYVVDpcMAuk4sml9aEfbyaihrLt1HQaVS3tF2Pp5DWlDZpLiBtOO5ZvApW3sXqyhnCkUZgjorMPTq4ChIcTfteUhYfMKWZU0Fh2WpkN4j1bFQlZiqNEkxrIpcWBiz0Oa9osDQ+mg7XvV/ZpDZeXBTZBw+4h8h4Wm0hlkeBBFObXtFXGCFsd0ViPYLDakPnsARTG4s8OTTlbfsGG75E3WjRbb4RUxucskbIZNL4blVfqzEZaIMdML0hx3ju7Nb03mGAw8EwWdyzU0xv4htdsZ8b6n2mQokzDZmzRdt5pvBcGyklxG+N2rdpwGszRq9AwDkNTHFKnLwQpxHPW7jgzjQEG25ekGCKsyqOuBvTPVK+TjGG9bnEhtSHHTDF6bCgFyEf8m03iI44rl6pUkkwxbGYo+3RS23fQo0BJ0gWOx/HOMEUZ23ptZnj9nuLkfUcuFgpZffk0htAwqWRQtF1n/DST6gR+hyyEqT0RoVrnPCxbdk9RnkJN5Qnx1+C6U0tXgj/Cj7kqihxIR5u9z7IZ15USm8G0lKXIdX+P/0//gAM/SFsPQcAAA=='],
             ['logs/scheduler/scheduler-20240403-2205.log', 1945, 1712181913, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240408-0502.log', 1887, 1712552567, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240410-1730.log', 2126, 1712770220, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240411-0901.log', 1815, 1712826095, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240411-1612.log', 658, 1712851948, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240411-2106.log', 592, 1712869584, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 844, 1712927350, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1709320500, 420, 2149, 'pid', ''],
             ['logs/worker/worker-20240312-2025.log.gz',
              557,
              1710275141,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUO3YbMQxFe69CSyB+BFFoMfyAXYpY9v5DDzjJCTXliFcA+C4mpZ/n8em/n5K5Fy09C9fH66t+fb+etH779Xqi0eP75Z/PLNoZcXxcGFzcYHMo2Iq73xwGxxwY91SmIASGF2atImCektvfchIYqEGACkYyGAOk6JMAulZhHnKCrMF5T21U233yxXGuvXRXhunHfCBpFxxTExTVAOUCkY00T/bEZ0EE2RUhZytdKcB8gVWIef1ZJn2viPtuVk88svQA9QKTduKCoHOdOkfkFGCFSetMDbBExd7GaGvQKW+t5hsslHOFvtOwCyQbyDhrYktHq6wW3Cw/wSS+OAhpZhMrrcoQ6menmPaItSYRFw8wrEllJOo+E/o5IhLuRgv7SBYTQmhTapqTFH1OOGyjbLtTxi6wBAswtKnGUG1SriUdIADnneIga5hLgOHN7JxQajWd8wZ5dypF7xRXVo03GN7k6sTaRvY2z/hz2cK1tQ/uuFvd3ixxpA6RNugAieE21Ts3TynA8AaKsJu5Dni7HOG9w6YFiEgCDG/WIdJJda3WOEDMsGNc81sedYPhjfF6t57p//K/PxoJb1Ol9Ln0u0AMcdyIkUjXdugpjvHO0Zae1HpUxBDHSVPGisLob98N2mCmFZqNUBXDHHQArGUNMdppHN6trmBddd8qhjmtFUax5JDbWxy44+gspfYa+4+8BehdyHzB5T9zPv4A4RPvpXcFAAA='],
             ['logs/worker/worker-20240316-0736.log', 1707, 1710574598, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240316-2033.log', 1735, 1710621186, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240322-0241.log', 1814, 1711075268, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240329-0711.log', 2076, 1711696282, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240330-0436.log', 465, 1711773373, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240402-1547.log', 2084, 1712072859, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240404-0610.log.gz',
              593,
              1712211045,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUO5YUMQxFc1YxS7D+UjCL8TcjgIH9Y0ouAtMddNDnVkl6Vyrl7+fj5/zxOQOLthmOvX98/aq/fn99yv7v+9cniPDH76/58xMCVvVSvj0cPCAxtmWlVZzxgnxAZEuwcF3QKieIDygrlqvOVmNdIIpLgj2MeVgkSA/ogHUtnKNMeEE6YNFIkKxpxPQEOXuEDhSAgmIXKKrJeVUz6pCcPFx07pWUR+9wV0p4ZoM8i1U/LWrOZpdJ5u5Y/oGYIMkL7rGb1rEStAdcQS6t0/BJ1xtJi59SRZ2LjQT9AfvshiilM9IVI9n+fUAZoqUGJhgPOJyijK7SdtgXWN4YW2uuYPUBIcUJ8aildWPCq0cIhgSHaqyG2SOkOJUGz9bM25Lrjf6+ECtCGSvTgPSmdVxlzytsritFcHlnM5gjOFuE9GYnvwWuDWCsu0XXIxyTIrZGCaY3JKKjjGqu5WoRt3EnxiFzW5TCQYrjMi26T5sT71LLid/2eoWN3ClIb3SXGh60fPhdKSqdSmdjZTtgeqNUu4xa6+BxLyPgGSrNOXU/PsH0Zs8ZmcqOo/BVKfErnNauveFJI70BCdqnA41K3IqbYYKT9tdQHxDTm8VtbLjM5XeM+2Fv/rbz95VpYHojqMyThLH6LZzTGU40KdDPpcIUp/g+ZCYL69RrODv1442tpTayRTz3Zi/hngvt9bgNR3m9aSvAseZQMb1Z2JRozBEQ900lOPl3qwX1rTS9mQ6674NU/G81kA/HYIv2Hvzlvv0BtWQITckFAAA='],
             ['logs/worker/worker-20240406-2221.log', 618, 1712442070, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240408-1235.log', 1008, 1712579714, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240410-0720.log', 2145, 1712733617, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240411-0914.log', 853, 1712826860, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240411-1640.log', 1826, 1712853654, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240411-1723.log', 1922, 1712856210, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240412-1123.log', 1027, 1712920998, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 2008, 1712931678, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 5, 1709320500, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['compress', 'old_archives', 'report_bytes', 'scheduled_job', 'spaces']
FIXTURE = {'compressed': ['api/api export 20240428 1937.log',
                'api/api-20240425-1030.log',
                'api/api-20240502-0029.log',
                'api/api-20240505-1538.log',
                'auth/auth-20240425-0727.log',
                'auth/auth-20240429-2016.log',
                'auth/auth-20240501-0808.log',
                'reports/reports-20240425-0755.log',
                'reports/reports-20240428-0349.log',
                'reports/reports-20240504-1645.log',
                'reports/reports-20240505-0352.log',
                'scheduler/scheduler-20240425-1442.log',
                'scheduler/scheduler-20240502-1030.log',
                'scheduler/scheduler-20240503-0600.log',
                'scheduler/scheduler-20240503-0624.log',
                'worker/worker-20240425-1128.log',
                'worker/worker-20240430-2302.log',
                'worker/worker-20240504-1536.log'],
 'deleted': ['api/api export 20240420 0822.log',
             'api/api-20240410-0239.log.gz',
             'api/api-20240415-2033.log',
             'api/api-20240420-0529.log',
             'api/api-20240424-0311.log',
             'api/api-20240424-1457.log',
             'auth/auth-20240411-0158.log.gz',
             'auth/auth-20240415-1923.log',
             'auth/auth-20240421-0734.log',
             'auth/auth-20240422-0609.log',
             'auth/auth-20240424-2331.log',
             'reports/reports-20240413-1834.log',
             'reports/reports-20240419-1709.log.gz',
             'reports/reports-20240419-2047.log',
             'reports/reports-20240422-1846.log',
             'reports/reports-20240424-2134.log',
             'scheduler/scheduler-20240406-1300.log.gz',
             'scheduler/scheduler-20240411-1016.log',
             'scheduler/scheduler-20240413-0006.log',
             'scheduler/scheduler-20240420-2104.log',
             'scheduler/scheduler-20240424-1641.log',
             'worker/worker-20240419-2043.log',
             'worker/worker-20240421-0324.log.gz',
             'worker/worker-20240422-0754.log',
             'worker/worker-20240422-1901.log',
             'worker/worker-20240424-1846.log'],
 'entries': [['logs/api/api export 20240420 0822.log', 1183, 1713601348, 416, 2100, 'dated', ''],
             ['logs/api/api export 20240428 1937.log', 1376, 1714333040, 416, 2100, 'dated', ''],
             ['logs/api/api-20240410-0239.log.gz',
              532,
              1712716787,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WUOYIjIQxF8z5FHwFtSAR9GEAim2B6uf8wFu4AV+jilb6kh0v5/7x/xt8PrtN9SA+F8v713b9/vj5kv/vz9WHC7z9f8bnPsCv09vbA4MGhSxNu1ND44kAhubLm4NIxOXxwvU9DirEs4MnR4aiWBFcElSU9QXqAoyru36EF/BbEBLFhTXB/W3eoA/KpuLQVI/alF8hEyeGUfQg8OcnJIAwePkNrvzukfSbB8DlDZoL1AbYusMy7s/6OlE9SeYLLacYwSlAfoAvK0F4cha7ZIMKJSiSD98EELSuyTgfmqdHuikUOKGXMoHaituxxatvtbbrfUQEIn2BT05prhNQGdmmNvogpbrDS2Ybu3StoTRDOcGArp6NOu33j36i2MKaWHA6kOKRb0rmqS20XSKonancIGj33DynODkALy5539Zfh8IlqplwarARTnCaxg+wBFdZ7HSx6KiIY9nYqpjkByuy99t3li+NH1DEQnU699GbMPpD3hNuEO2gtp55PHE38LCO9Meu1Vgsb3i/Dievp0PflmQ04wfSmL2ujzdl6lasiIZ3bP0A1ZEGC6U3HUgdY99HGi+LPZUTdJfenHyCmN2OEtVpjvF4qMjlRY4fabuVMMb0BctlKcLDHvQzb7aSpUNSwRILpjQ3BiFgzmt09Kp4/nNncYHpJML0RxMnmDiRv/wCtjGCDMQUAAA=='],
             ['logs/api/api-20240415-2033.log', 1047, 1713213212, 416, 2100, 'dated', ''],
             ['logs/api/api-20240420-0529.log', 1463, 1713590978, 416, 2100, 'dated', ''],
             ['logs/api/api-20240424-0311.log', 2284, 1713928291, 416, 2100, 'dated', ''],
             ['logs/api/api-20240424-1457.log', 1234, 1713970626, 416, 2100, 'dated', ''],
             ['logs/api/api-20240425-1030.log', 1084, 1714041046, 416, 2100, 'dated', ''],
             ['logs/api/api-20240428-1842.log.gz',
              718,
              1714329728,
              416,
              2100,
              'archive',
              'H4sIAAAAAAACA2WVO2JcMQhF+6zCS+AnBIUXow/qUiRO9h/5oUmhcTs+A7ocGIDvv4/f8evTIKAwWBDox9ef9ufv1yfvz35+fSKyf/z9it+fQlULuv94OHxAbaXNSbWb2AuUBImYE6SuAwNLgvSAHVYo6TDWeoHMRRI0bZUGYIL8gGRci1htAv8rllerTglyWBfVkaA8oHeZfQxQGHG3anTAcFNm1gTLA67SV1/FQ2FeFXer5YDQeFY/reoD7ifykDUcSn+BdCpuMsG5IkzkpFofsEJIxwUL9U61GL24iYPpFLSHKxOIBbqI0h1qrQd0R6sRkqA/YOtIyxbW6ON6Ipmd+Rf1nfuyB8QUZz/Neq3Oq8WdDbomiEJ9rB4JpjgQYygvqTLwBoVORRplhURmg0ccGdL2iFBqvVsFtwRV1D0aJMgnnOFL3FqnuByXckwVmFINcvyY3qw9wv1Inmv7fAtXTqgW25yyeoLpjeieB/ddw+XuVEVe2QyJOMJheoPk35MA2V94gwVONHOwOpxhpDZ9Z9MdvEef9/j91Nu7Q4L1cKmN4lx7uY3kbYnZCE80akhMNcHUhgotr77qFvUSvOIpKOhzGecqUloTXlVoWHSSaxQs+x7kC6Fz8FoJpjVNVqPSdKx636lCZ/a2xs6zpzSU0uzWwam2OWDdu1/wgLI6LV65UZTSyJ77TpPV4r42bK/DWEiGI88E0xrh0sqcDXu/M7Vy9mLfi7bfk3tB59hUmq3se6r1bRNdj6Z9fymKcYIpTdHKOivR7G8LVV62VcaigKfTtKZBGQsm4l6P22/mVzZjGHZMbSi1ieYQKIBtvu2+vCoOdWr7ACR4ro04+tjJlNHfT/ipWIR3IUiQ4SwGNdvrK2W+LQbU402M0D41w+H0Zv/MRC++9k/VfcL/R2PC36uaWGpDYa3u/5O++BoiOh/wxz9GUwMYSAcAAA=='],
             ['logs/api/api-20240502-0029.log', 1452, 1714609773, 416, 2100, 'dated', ''],
             ['logs/api/api-20240505-1538.log', 1057, 1714923526, 416, 2100, 'dated', ''],
             ['logs/api/api-20240506-1719.log', 1736, 1715015949, 416, 2100, 'dated', ''],
             ['logs/api/api-20240507-0427.log', 2117, 1715056078, 416, 2100, 'dated', ''],
             ['logs/api/api-20240507-0502.log', 1280, 1715058140, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 998, 1715219048, 416, 2100, 'live', ''],
             ['logs/api/api.pid', 6, 1711595700, 420, 2100, 'pid', ''],
             ['logs/auth/auth-20240411-0158.log.gz',
              300,
              1712800704,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2XSO5bDMAgF0D6ryBL4CIGKLEYf1E0xcbL/cYSdwqNWugfxAOBz7k//faSBVhsNQZf79qqv9/bg/e5neyAy3d+bPx8EzrXgvC2HC2KdJu5zANULVNZwmfLoRSwcLSeYLNk0szpOJ+EYrRwF9xfVhgfkBdlqVh7ZNcEJKSCpWsDJgJyKBEwLDoBKXqZKb9eKahjQeYhOTwElvkoZmkJ2nP9gQQ7IXfcotAXMAeeUmtELp2+PKaDY4XoDpdmPn+pyTbS5IAKlfGkRFY9hpKld93cBbUGdo5sXqqhyzYYxBzQ2gO8US2QzewdJ1FDsMkVOcFZMLHvCuCDG3ogjdC7ZFK4Q7YStSB7A0SMeeyOptzHEq9IlVDJLH3j7A4l3qGGgAgAA'],
             ['logs/auth/auth-20240415-1923.log', 1066, 1713208983, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240421-0734.log', 1084, 1713684883, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240422-0609.log', 867, 1713766148, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240424-2331.log', 752, 1714001474, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240425-0727.log', 1521, 1714030033, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240428-1920.log.gz',
              447,
              1714332027,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA13UO3IsIQwF0Nyr8BL0QQKCWQwCkTl4Hnv/DyPGVabTrlOIq9sN8PO8f/q/RwPrirkMdXh/frWv7+dD1ruP56Mmff9++ueDS8HRGrxthtsxldwU60TyyzGnHLBTlWliAWlDnz1pqznzqC9IARGKBCxz+lhPQN4wsVFtTcZI44YsFLANgi50Rk0bKneXIYZTf09MASkzB5xAJWFqASXuCFobkEuW32z4QMrpjOqcitg5UTcsY3gGlD6o3uEkPqnmqpqkasC8Yacp1ko3KnRBTPUFZ3OsLAHLhmBQsCQhnP2Ca9RXqlyX9Bmwxh2zKbtxVrIb5lQCgtXUp/mGGMUxX3NI4ZHUr3VQPvtHTdYFjoviQFKZvfjQleDfUBHoXLH7hKGMAaM4XGdFJrM6/Fojp5XzhtQ1N6sUMIoDDsZd5yqr3MXJggGHj+ImOWAUZwBmbrWZrJ39HfUVadUVvFEsEaM22rrndb3do6s2pZy+tdax9dM3jNoMLDMBcxkV70i1nEGlQ580Y4mYzzc1cXJzB7+jQaIzquIqDdnJNGrT1ce09bVN6/cy1k/hB779B3YRkHUtBAAA'],
             ['logs/auth/auth-20240429-2016.log', 869, 1714421812, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240501-0808.log', 1998, 1714550900, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240506-1238.log', 1895, 1714999114, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240507-0953.log', 595, 1715075636, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240508-0045.log', 1819, 1715129132, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 1431, 1715219876, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 5, 1711595700, 420, 2128, 'pid', ''],
             ['logs/reports/reports-20240413-1834.log', 886, 1713033279, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240419-1709.log.gz',
              442,
              1713546579,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WSS3bkMAhF51lFLQHER2JQi0FCmmWQVLL/dhv5pOP21OfqweMC/P0en/PjGQumQ8U2Zn28vvzr+/Xk49/761mpPb5f8/MZ4lXM29uJ4ckhGk4UXCL94iQ5rCAJFrMZMTjBcoJOLraaARa/wJKgICTnvSq3NpOjk5MIwKGy8Hjod6Dx5tbA2VElOT45i9YJivUWcOOKtJqg9RVjNEhQMlBLxFzu/gPuZhiuSVnHPCa0BDU3lCG1BYPWeYG0q2HUBLvRmOp71HqCisxEurRzvYPIu9M5JEy9JNgycXTEmD4n663TqnvFQc2tzD2pnRzD0kXOxM63wMLMO5BAu5KeIMLuZk0JdYVR/pu0WYLUHYYYJZja8OodFxGXsDvYdCceHXRoI7vB1IZ1euttLpv3M1KhvaMLSR0rd8T0xrrIChVyils3WGyfUUeBCT2FwxRnQUen6UiH8r9HbbgDiWkcm+QxML3puqr3dbxYxy2Q8BLuMFW69V1qehMYSCHRQtfdVKVygV4VeJea3pAPWk0arga3SQlkrzhGVLa1E9MbdbJeDuMq/Wvq2x+EGtUWIAQAAA=='],
             ['logs/reports/reports-20240419-2047.log', 967, 1713559669, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240422-1846.log', 1722, 1713811598, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240424-2134.log', 765, 1713994487, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240425-0755.log', 1612, 1714031724, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240428-0349.log', 929, 1714276193, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240504-0154.log.gz',
              760,
              1714787673,
              416,
              2163,
              'archive',
              'H4sIAAAAAAACA2WVO5JbOQxFc6/CSyC+BIJeDB9JZBOM297/wAJVU0W1gg5Up0DgHkCt/f37+Wv/+4Uz5sMObnv//P49fv/5/qL87p/vL+AmP/98719fusVtuf14cVDgM4aC+WLlN4gFogMUOEKW7z4KxBfo6tsNKDrPC6TWrcCpTM6bCqQXKIvIZij7gOup6l5cE6Isj8VxvXRFQCxFJrtfCv1wjk9M3cXJi4vWXSfM/th4c3w4xgOGmAT1KFBfoHZbE73pRrxnasynQ+lAoGc0/QUuw87N9nKn66Wmp14HcMGnMKsGJavJMs8g73qQ/1+g55OnNSjQC9RlU9B2oL5BKbDn01/cZl47lrw4KGkGKBusEfG/NGcy/nZmiHlsO1w5A20IkDzYF1wcND0Fx5YBOYACy5kVjebWnI6sO0KBkz27cErpBZYz22AgyZTW99UhdD0zFYqmQBUFlDS5EB3mMqZnXDN1OwUlDZ1NT4sljft8UDWjmHxxaXd/t5jAbGUplDQ8IJXvHKyftqUOBSJFpn1aLGls5+eRLdTWVRG7n33KCIXmagWWNt2XMNLCaXLNhpofbZh4791ngaWNNFxN2zAd/Uqjw9E7bCvtVSliOylOIdO0YOidIvM5GcTgMJELLG84dXBF7zbu2RDz8QbmWJOe2kTEE/9IT2mC4d0idjtPddma561ixONNTOttrp2DvSu6ntngXMg2V4F8rlsGFJ1WPPEB9hOjjcwAvZYYS5zen8enjsX4sRvY3sNBbHnJTsUSxyUiLM/GtM/tV37HiLl1UtuPJQ4Qqs3cmr87e6na+1ljj26ee19gibM3Kk8PFm53xWbHcctrnRfwgCUONdnhY+424zYO3xU7PDvoVKQyB/IKB7np9P3Z4xkOwMizRDUcKnPWaEswniHbL+W4nTSgPUt59+JKnDaH93wrRPgdo7y38clN3z60wBIn+99D8ydkNf44OHjEidAxZtRyUIkzEJ/HuC8eZ41//AdMXtThpwcAAA=='],
             ['logs/reports/reports-20240504-1645.log', 891, 1714841139, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240505-0352.log', 401, 1714881144, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240506-0936.log', 1281, 1714988179, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240506-1317.log', 2343, 1715001475, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240507-1153.log', 2345, 1715082812, 416, 2163, 'dated', ''],
             ['logs/reports/reports-20240508-1805.log', 806, 1715191524, 416, 2163, 'dated', ''],
             ['logs/reports/reports.log', 1943, 1715208027, 416, 2163, 'live', ''],
             ['logs/reports/reports.pid', 4, 1711595700, 420, 2163, 'pid', ''],
             ['logs/scheduler/scheduler-20240406-1300.log.gz',
              472,
              1712408436,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2WSO3LkMAxEc59ijoAfCSCYw/ADZhusx77/agXKVdYolZ4AdD+A/8/jM/4+O8s0NlBweLy+2tf36ynHuz+vZ63l8f2Kz6c7ILYYHyeGJzenBImMUbhfHCVnYpsDDeapydHJyXIyQVDqeHElOZXEsK5WQzwxPjHo7EhIsx8//z2OC24QonaKRglK3lcmjYI+68A76NUTXOv4vhdMsORE964tCrfe3ybKBkn7UhsbrCe45tSm5EbwsypvkAwSLMvb6rYj1RMcparrjNGn3apgKDtTYCNrdYdjOXHMI53BOtFumZJdE2eoeYuWoJ/gsbmxF5ha621VVNwlVptBZZ4cpjRO3RCcoPTydiLRrrGLk9RsA3FnI01aNY8Gt00RbYOjc8xaMhtMbRxrPxJziYBbG6ik+0TSWITpG25xRjSFWWyM8QbavrETdh+Q2WCKs6RLLSUWSr+1cUVjGDBtd4GpTQGZjKxHPOWOXVWMdXCDJbm0pjbxGdPAqrzp5lvwUF56xJBgWhPhFVYfxOg38CcYd8N69J9cSlPGOE5jPmSjWxUMsgdSM60eu8MtDZXqTOqo7U2aK9HD5KUiWQWlNUyDl+iaHPj4+AcSDl/ehAQAAA=='],
             ['logs/scheduler/scheduler-20240411-1016.log', 498, 1712830576, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240413-0006.log', 904, 1712966784, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240420-2104.log', 1590, 1713647057, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240424-1641.log', 1171, 1713976860, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240425-1442.log', 2163, 1714056141, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240429-1554.log.gz',
              436,
              1714406071,
              416,
              2149,
              'archive',
              'H4sIAAAAAAACA2XSPXIkIQwF4Nyn8BEkgf6COQwIyDZYj33/7W0xdhWedOproacH8P/3/jH/PqAvgCBQa/X9+dk+v54Pvv7783y41fev5/x4eFHqLdrbzfB2DSZVnYjW4OVKOirbGbmJtpmObjeAhvqy2dVfrqZD4XQLsVqvK125ndS6BnReAXHMQ1NNOCcpGOyH1nzoCGQBYXY8YSVJCF7CpW3INzQkji712oKOlxYw3NH4bLBcE8oN65JRxgjg3s9IYUdD4RPBttPbBQnXIhodv6OhPbDSHnitA2BtZ2M3ZKlDBtVw1GMg884UoQNi7IF+u0m8jMacIuNwyGQJS+FxvSiPiFkaR7KYYU52Hh8V94prEZXrpgmzNasgx1oc2n9l6lj2xMU4V/OEWRsbeN0vRLX9ysZh70g0QcL3xOxNcw/WK1QSO3YUoXT9+i6EZqaYtUGKNWyhNDt7Sg4viIUC2h6YtQmVfn1uOuHZtyKyQ52Arl0iYdam6QDWOsa1xLki+F6xD4Fa6obZm9kQR0WF8dOb7/Pv2pibV/SSLmsTnWtl5+Lj14r49g/P5UvXJAQAAA=='],
             ['logs/scheduler/scheduler-20240502-1030.log', 1766, 1714645852, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240503-0600.log', 712, 1714716000, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240503-0624.log', 1396, 1714717457, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240506-1129.log', 1153, 1714994947, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240506-1720.log', 1998, 1715016021, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240507-1657.log', 2294, 1715101030, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240507-1852.log', 781, 1715107956, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler-20240508-0255.log', 2212, 1715136942, 416, 2149, 'dated', ''],
             ['logs/scheduler/scheduler.log', 2445, 1715220665, 416, 2149, 'live', ''],
             ['logs/scheduler/scheduler.pid', 4, 1711595700, 420, 2149, 'pid', ''],
             ['logs/worker/worker-20240419-2043.log', 858, 1713559439, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240421-0324.log.gz',
              374,
              1713669872,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2XSPWLkIAwF4D6nmCMgCfRTzGEEiG6LzST3X49FUrAubX+2eHqlvK/HZ/x9Gjm5iI/J6/H68q/v17Nez/68nsQsj+9XfD47qLZo/eN2cMNRahNpCjbxhKQblpij9FkS4g2nsS9tHJXKD6SEqEQJWbisSpKQEraCvpyEr7c2xIQqLV1dMud0SFdvF/M9oyw38cOh2IaqI6RDJGw31O7EVWtMsQOCVU7oXBerakK+YQnBXtVF5y9sCRvCntSoMtpIJ7dbw8viet0VPByI1IRDg+I6ZEK9IZT1Hr/UoP+2qLwzrQ7SL5rQMhtbVFgFmduxDADcW/TZ3B0yVCg71KjYoK/ez/Uj2s8WFxmPlaFC9oaauJfpYeXcIoDuM/JUDhFKmL0xvD63QGdZevzxmnRD5WK0tCbM3nAPrkAmvc4zVW17VGyjadg+YxanBxKuqz0IekC5gr/dVbcFjBkqZG9gGEbQsI9/8zulFGkDAAA='],
             ['logs/worker/worker-20240422-0754.log', 793, 1713772476, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240422-1901.log', 577, 1713812495, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240424-1846.log', 2340, 1713984377, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240425-1128.log', 440, 1714044532, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240430-1741.log.gz',
              342,
              1714498863,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA13SuXXsMAwF0NxVTAnYQQZTDLgg+8H32P1bFjQOpJS6B8sDwO/3+Nz/ny18gFtyhD9eX/H1/Xrq8fbv9cSO9vh+7c8n7Jngnh+nwxMeP8XYHAIN35AKMrIU5Ga+u3JBOqFN6Y6yYKx4Q7kgAxe0HpO8WUE+IW8nbNncQG6tErAWXC4IPlpBOeFsbDppk9hfRb4qinnBrby7r1VQq2LXSE/fNOTWKiFdy0HEYEovaLWcmbHxWC0dK7y12tvV6kQJ3pMK+gmXjYUxIDHo1qrY5XQCWmwt106XMtyxC+jiWxqoRgW7dJPmULDXiHYMmJuBlG8FkfyKkSIkeVSnWIcTKDSmOS3Ne4zyPpwFms1iFqzDIVtHhjlMUW8VCfSaMVG78NgF63CyB821eDn1exp0jZir9R1aYWDdDXW3o43Voa+/MD5+APoIGPgEAwAA'],
             ['logs/worker/worker-20240430-2302.log', 1278, 1714518159, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240504-1536.log', 1373, 1714836987, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240506-0836.log', 1838, 1714984588, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240506-0856.log', 2236, 1714985788, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240508-0556.log', 1629, 1715147809, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240508-0913.log', 1294, 1715159634, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 658, 1715209349, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 4, 1711595700, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2024-05-09T03:15:00Z'}
ROTATE = 5
AT = [1, 40]
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

