import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'findings': {'compromised': [{'ip': '61.1.42.162', 'time': '2024-05-10T10:51:07Z', 'user': 'pavel'}],
              'off_hours_logins': [{'ip': '10.50.213.37', 'time': '2024-05-10T10:41:01Z', 'user': 'kira'},
                                   {'ip': '61.1.42.162', 'time': '2024-05-10T10:51:07Z', 'user': 'pavel'},
                                   {'ip': '10.19.104.54', 'time': '2024-05-10T12:11:18Z', 'user': 'hugo'},
                                   {'ip': '10.54.144.8', 'time': '2024-05-10T14:24:40Z', 'user': 'bjorn'},
                                   {'ip': '10.24.147.202', 'time': '2024-05-11T04:15:42Z', 'user': 'bjorn'},
                                   {'ip': '10.60.5.174', 'time': '2024-05-11T18:46:29Z', 'user': 'kira'},
                                   {'ip': '10.37.57.189', 'time': '2024-05-11T19:59:19Z', 'user': 'lars'}]}}
HIDDEN = [{'files': {'audit.log': 'H4sIAAAAAAACA+2cW28bxxXH3/spCL2kBYLR3M6ZGQGEYchWG6Bpi8R+NhiRllhIpMBLkn77nDNLzlLaWXFpzRKMKsOGlru0yPPbc/mfuezqfw+T4eefP/705f3l5afB/fJmOFqPp6u/KqdAawUGBQS4cADubxeDh+l4aLVXgzUdyMFoHV8HG9DpAIPlZPno5fqX/w7Xs+v57Ot0NhnH3/7d/GH4n/c/Xoyur+fr2Wo6uxncLEaz1XyxHD6M7r+sZ9PfB3RxNTyja4vp+Gww+X0yPDtfLxfny1+ms/Pl8pZO3s6Xq9nofjK8uPhKfy6UFEoJawWYwWg8XuTOryaL++lsdDekXzFY0Hddrq+vJ8vld59/+DA8W8znq7PB+3i8ni0nq7O/rBKdf/777z/8K48HMeLxLXiUlDaC0fQN2ojczW+ms8H23c8b/G6/fefjya/nD6vluX3ezC3hneMdm3/+9P6nhksYlFYK6QLbHDY2gwpm12YZDcY9LkDvWU7nsy/zh8nssRNEHPSLvucXk9mv8ecDW7f6/omTVOY8IXa9mM+axN7VgPgNz6OJxzswcuFhglFegEdigTLd/8cseguP0d30enJAdAT6pkLZhvdsz5eOjooOgmE6qoUO+buuokN2Cg59cHA0zEvBoZ63csO3PtwXGuickQKdZYP1NjS0Cs3Q0PZ1R4azEgzde88ozPbeG3mcyLj5bTLrHhhAfyl9PnWc7enSYVGhoSNGY1vQkKerCEVZ1yku1KFx0TCva1hUcNPRPkfAYIKgO8vWQm0tnKAjUB1Vhv4pnamw2yvF3SECMsD1FLEFUHIH57Efd8hZmDxCF/WI4LQWlCrZ4KQpjZVH8YjJ/fTugNSAQmuKEt+InnShuD9EPB414/EteOgOmwqMg07+YA5OD00DkzuY5+2sEKejPe7gSUrGz2J7Q22vOc0WAyhEHImK0Aig+kppl6gQGcmInGxBlNoMb0NPbUbGwq5F4xsaDW+1IgmBLK6dSmoKZFNNeWNet5yie0r0feUBOnmA8ydYRTXdNCOUbzQa9YXiAVLhQVabzrTgSTUUbE81NGNgAVH1+dM/GvYGJyVpBsf21hKStMHL3WG9up2QO1yPVhQxxfImSQtNgGSjkNYXXuAU2ZCJjJyTzAjKMipfV/rlkw+aCMhjdCJsAZSqilWun6qSMbCr7vyGohKkoaLiDKsrtxWfYKgdb7bo+pWPXgWlEYSN4zOuVprBHSVC7kaL5QHxQQqRvMQ2xnbrC6Xjo8IDKsZHaMFDHg8b1eU7xQccHB9NA7sK8QpxOtox+PLHD01zLaUDFfsOn0Sm1VU6iN/8scWmbTj7+rcxGXg7v5+cV9/g+n481Fdcmqm1uUKNAT/Sa4uKji611B/otaTfJ+n4yiGq+L5LvCJPu6L/FZypXu3Ai+zW4/lZzaUFSfUldpDsqa5BW6UFKU0mkcYtSU6cbnUFchAlXKMpqS8Urq7MiDwTFTPSZRn1UF175ZPPHhGQgRhOpgVQPTVkbE/VtWlgmeqadwoAEMFzl+JtbXM4xekQG6ihJbWOT5HVF8r7BAAKGacLPbTwSRMipEr6mRHJGNi1ojw3JZKrKZqSA31YNDhJTAthkLz/aRzIvTVl65f5qkK1QzqrJY+UIFUYqjKwv2pkurPtxzwKhn2VwxqFwppobxratEWmy7tVjsNUlVbcsIJrNLLb86WrRsXHRT6+LJ/SirNPNvnsEOFAJcBCC5xabwbdj95s2peSgywpNy2gF+h52iPUctNDm9y0L1SbUUVyNsAPyD9JdzoS+PEc6U3OGfgRHb/b+eI6M9eMGmmQa7PkcAhphFNhZikFSfJX3YwapbSnZlTyaG9IghKoup1earDUJzmhTWPKuL5QODls8QTu1YNpwZNiBXRPySFjYFc52Z4dMpWUMqHUICg02d4kJUHZ/irpu6P5wtfR9G4y7lJDs2SU1CLE+bKQRCRY/0aG1Z4Iikd8Q1KbgPhGBjVJC2NisU26lALrjQxq4wRVXybjazLwRgbJTBFsjKZQk3H/92SMBRLJ3lAtRpmkK6oj5JkDZmK1os6bV/V4J5R9PBn79FpxPsEJqRXzUTWf0D+frII9PT4IqsrGpHISH+Pe/GfLJ4AwvEASZdK6CPrNfzZ8HOkcY2P+SdoYnXrzn4oPUGcjdJDMJylkJ+Wb/yQ+XjiwzCfpZGfMm/9s+Kg44xrrl6v5HG91zbEwvWg0d8MJvWNOviynoovSjsQoO3BTQdoEW2iBVC9N67hF7LClaa02dt0m1r46LTuuaUjWGOGjzUqmlZtON8c1nfSve1wTjPQoLHAyUUkMOzjFKY8gvBJBPe2jtqdLh0aFBqKOUboFzc6YZuhnTLNhXtc1m4eNaIJ1gaquZVWrkqp1Tp9iVeENAJpKIHW5jY0B2/OFq0nFx2uuJsqW5VN8x1iPbPKhUsHxMVSgBU6qIlb7nvaMNex7+frmbAUBQKAWkAefUGGqIN5nKoh7TRUkkzh4RQNVEBUrSJKjXtqjJY7D9kwpKv3sJ43xuPpC4dRREcI4IKd8WUKld5T1SyebPCo8Lo7HqdCCJ+0oM9r2s6MsY2DX7HHQjjKDFihZKu/JXp3GZ72BU1yGRmlOqyBCY8tpfaG4P0Q+mhf+o1YtfNIyNKOgn2VoGQO79iOH7sw3TnskD9RcT3S9Mx8zy/6VwtfdkTgqJRSHvDIVdRKiHuEEs6U1QjvRTJbpfOnYqODErZaobQucevctC64+cmXTvq7LLJ5JlRlt4fhxHAKqVJl0pXfHG+o6MF3GZk0Fm23i+HxhacGArJA25kosC6h4LekTTku0MB1VRYtroZMqCS9s66WSNO0r8YiX5qJFsjdQ/xMkz9zpJDTDZmYhfvXHJlOp3btqcfMdSi5nzixO3HzKrtn7cgNYJFWt481NsjGY01saoenm86MrGmt1d66UnSIgNo6fkcAdh0kSMxxjivLPwIafVuBZX5gkL4OTJ7oI/tsQvbCsREbWc0tmdFlGxVe79swnX1kiIOCdI9TXtwBKY8PoVU/rXTMWdm1SnhkeznkE9V+BdB+ywUl4Bn+KYxjUPBqkBvsprXS+uDdEOGC4FBlogZNUOaDsR5U37evqC+2qPKcySFCwz7EoN2nwU0o/SGY+NpiCZa/KqL5Bz3umqg/ZMXmP03stLQoZYhpMu/GlPs5jTRa3k9EBe0gpFRhH/5qbSOsrpR2/AqRir258CyDyA6yGaly3NIgH7yLNWNh1y2BFOR3tEQ9ee2p8nYuRnp4uKu0x1u4c5A7xgau5p9zUF8rKKiIDvKqSXcGmSXWK26PJqv4BvUxUVYQ0b6dCq8oSKp1N+qXTkksiHhfx6BY8KZfwgwB7ySUZA1+eSrKDvsGhRxEMVxdr6icVQ2YS0etXPehrScEqQw1HzB423fxgT3Ecy1gSWuQjsjEpsnOlcHhsCEFctGShhVD9tGLw/Yxl5Szs64HFVlsprXCGlaZNStM8Hr/bbEDF1/3EYmuVRt4zwlNENmlRZeRJPtHEGhJJ2fqRLpQOkA0g5MFP61sA7TyF0vfzRJOMgf097d5ah0CNX1VDkh41j9eobZ4XJv/0EfIHFOcgeA1iAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqYZ68Vp6KyI0/QBZFwyNWTCLEL++ueqcZwY48RaaAtSv3ONGEgKT8gzb2EfddHVrK4MLrsg4JJbipXT/uqf55KS8goLQDylHWjaJ/uC5R+Z0OQxuROJt91QOE6nf2fwBpckWlpYAAAA='},
  'host': 'mail-relay',
  'truth': {'findings': {'compromised': [{'ip': '212.111.187.144', 'time': '2024-05-10T09:58:40Z', 'user': 'gwen'}],
                         'off_hours_logins': [{'ip': '10.11.44.53', 'time': '2024-05-09T02:25:36Z', 'user': 'ingrid'},
                                              {'ip': '10.19.58.14', 'time': '2024-05-09T07:21:58Z', 'user': 'alice'},
                                              {'ip': '10.40.17.235', 'time': '2024-05-10T03:21:25Z', 'user': 'lars'},
                                              {'ip': '212.111.187.144', 'time': '2024-05-10T09:58:40Z', 'user': 'gwen'},
                                              {'ip': '10.9.81.91', 'time': '2024-05-10T14:58:06Z', 'user': 'lars'},
                                              {'ip': '10.34.233.102', 'time': '2024-05-11T07:15:13Z', 'user': 'alice'},
                                              {'ip': '10.43.77.184',
                                               'time': '2024-05-11T15:27:40Z',
                                               'user': 'ingrid'}]}}},
 {'files': {'audit.log': 'H4sIAAAAAAACA+1dbW8buRH+3l8h5Mu1QEGTnOGQNCAEaV7aA3ptcZd8DnyWEquIJcOSrtd/3yFXGslerl5srqsYPuTg9VKRdh49nHlmOGQW/70ZDz/98v7nz798fPPzx8H1/OvwYjmaLP5ovHHWWh+DQq3PAcn86XxwMxkNY3R+sOQLPbhofszH8yF5M5gvf/33cDm9nE2/TKbjUX63H2Y3w3+9+emcXzOfzKafZzfj6eDr7cV0MbudD28urj9/m32dTPmN/px+GU9/yz9vxrfXk0W+XE4nvw8uLi8Xw1e3s9ni1WD8+3j46mw5vz2b/zqZnl3ezqavBlez+WJ6cT0evh5cjEa3/GOR3mJ68W2YXjC45WecLy8v+TF++PTju/V7vdlc/2EhYLx5+7aFBbmgrfLBJyzsCotADrexQBsxkrfRZVC2f92BDRs3W04Xk+nXu8hsWX61/DprWT6fX422LD8//8L/nRutrFOG/6BvsCgNCDr8JrvBWU7n4zvo/P2ff/3xH2V4gs/wQAc8RmvMwDgXOxHJfBisX73b5NcHGHg2Gv92drOYn5nddjYQy9U+OvDMiMqSSfai2Ev+SeiwvL64PZwOaJVWRtv7YMn96mTI4IDNZHAd4PDXazMs0R7EBXssF9rmHUqFBl652keFoCMqQyFZS2trvTZPQoVk2eFUSH8IlDHxPlpbI9XpkAGyNs8V3wEQf8PQRBKAg/gAx/KhZKEwAncb2qAsV3sZETF9UI6bQQy2+gRjBbK7NKACtqaPDNTnQ4aHMMETO+CRWGGpp1hRMPBQOuyIFZ8+/u2+vfw/sjv0ju31Wux1VIEOy8XVmOlwebFgdbWhxOsVFy6vJqPJ4WSgBIpFug+V3G9R4cvF5Nt4dAATOoBxwDE7EcEbASbACzDOB2ZmciBexKbnSNkbMPecSO/4HO5DSh62ASgGmwCCugDt97AnBE7RwSZ0otKQ0cEOdNhlrnA5UIC5Yx1s2z7xr7DbzBXAm8t9dAByUUWKyWARnMH4U6QDJh3iWY5AKyJtRqpTAog0UyJ7FOpASCgRou+HEiULhRT24aR4+9O7lsVoNLHqpGSxqM5gG4vzw9812ocOJlz+Z8Q2Xs2ux2erZ7i8Hg3tB+88eGs/EEsUes8/31C6Z+k9GXpL4JHeWm3feWc1vxIobMGV0VqOWEYIEB2Zyeozt0HYEz5CBDBKW0imi/4M9HTh4zgN6qxCr6glQeV+5ejR4IMNPrEuPrX1eZ/YFD3FChyfRFnQHeCIOvfR9KPO2/aJn9APFecFL8GeTqPyWUgEkaAhxIGYeddgftVeL9E8QdlJsFMwfJUdA/+uwYHm6w+eyOTXvaUPTLMP/Lciu4z82363UXCdzUNsQbLHaUTLfkr5HCGCaM5ons5pHFfKsE4FUESFEmBzv7LTSPhwsoKpqBWgLj61yzx9YlN0GitwYgYHO8CREk+wrp8ST9u+Q0t+xxV4Is8QVM6ljD6I3ox4itVfUqATbdvqfHW/OhcyOGRSPTRQBzhS/Q3e9FP+bdt3qNDcUf4t+U2MrDONTtXNIDoz+th/EeM4IjhUERQHmVaolYG6VQy2Mc1JTFlZEBkaA74ggxEcC9DsP9YCNGoDTxZr+wfokdGWEaJVjTjqugjV9rD9otPhYxM8lpJsjaYDHvGx6KAfH1sw8PFrbAWVHh1aoyykkBKtmAswEDvvWuxYA+xT6c0TdKTyyLob6C/E6Twn75y+79fghbSk+Ygtg/f5BbLsF0xeKYsgdtLpFcQRm8W02NIVWyOVnSZ/OcgaM7sEFHACnWpR/GEYPdJvMkhOaZ9niqsLUv1KaM8AlV1nRsi4lKpE6kBoUxR0oadKaMHCvsrj/OVGy3I4pfbRi8nxJEkBgR2gAncfMLlfnxAZnZAKxTF0oCOEYOfcDyHa9tWgQymYemP9qpMtivg01nYVxsHqRxbGHxBN4ehCeIn43rNMwuQNnRYVaTCeIvEdeyXS7BFavTlbI9XJnxFyQAkh04HQhgnYD/dLBgr7XV32B/S+WTl2WqSkcZ3LQoSPI39TyPVIjt6t14Q8h6B8j6WzR6vpPfn0ah8eVOrdPTGKrb0xGmNUTBUsp9dKM5XcCr29wcPz7u1NYESltU9giLI0ZE7STXAihFp505pEMlDdSTT4+OwkXAc+m8XjntaOC/bViJCl6QEaA8fI0AQOEYnRxsLssO5Zzw4w7K4YC5O/fVGPJj5NNyOP3U5GR5S7tYqp97hVDl7frzw51vCE7DxCBzzMd9NEE0cHzQ5zdLm7Zd+h5e41wlvXuzNxsJ6JoLwzyWRRkLbPpcLXx6+DWRPSEkA0ivG8A9fdkapVioQNcWqXBZURyWnxCUo4RSdxYthEfvccR4yITVslzn7/vCF0SkOaU0Z0KSP2wpuETXTKIyZspCwKml54w9h4cCr6jI1oV4DwwhvGhoFQJuQ5JboVPJxiS8uDIXpUwXiFEWf8CSOqi1HVtpYnwKeo71YANRPMdwAkrS0eYg+tLR0WPr65pZj8cPxxadpAslgUbQTTTn7sjo2czyL5ccxyUjqmOokRqYvmNJMfy1EycJZsC41Rq4Ha06MByITIAFndAZCkP865ftKfgoGHFhB35z/tEiK4YNDzJ2aTRcYi0kBsvWs1mP09o+unuFtE9CBlREfkfW4kT2VDTK940Jr0+oPuGL9vFgTnUSGlWWBFnKIPJzkLQFlSrlVFX9+uPgMyOK6hA3SAI1ywBzZMHz0DWuYdWhzbk/8X6EAhAluc8zgrmtOdZCssGuWdCq1qqdyvTYcGHMK0wGBdBzibVtjQ027ntn2H1oO61ULBF3JihuwZMJNf5KMDWU6BewabuL8zp3mCup6wMAmaj9kyeg/tvUv7hW3alemsKEHnnob2XzjTuD5mqz/krVbY2mW2GahN/QYgsDlMhA6AmAm0ksqHUZ+O3ujfNvDQjd1rkLeu95Ai6AgsPGye7iIQHekTbFQEpyz7psLpD1sjtUmxAiimWQO6AyBp3APo6TSQkoWPbwgv5k/BElgOj2lFAMxmbdWFdgLlQ3hGCVShBhOS11aa8tcv0tFFOtFWZ4ypJ4vVfVsxbEYq12AajCDtmHAAdTGqfphQz/iUfUgDUG7aAOwASHyI6WlHScnAXo4UggDWRkWUKjAgGpL0aTbsRfZ1Clo6Q+5XZ0NGxzfThTrQkXYEC9RTw17Lvn52srO9qFMXW9LYILqTQHfuZO9SVv+vniV9bM9SGQUHnODmOSHikqhzD0A6eeIhewB6qLns3AdQmv/odVQ6taQ6iBtbT/I8C0hHa3nl2w5ABqp7gIyPSdtfHOoOfDZdi9DTAScFA2t0LZYZEQMpj8nnodQcKZxkyYVltjMqmlLPezNQnxAJnmCTi0TbAY/UIND4nooubQMfX3Up0YGjHScz7BKTvaIY6TTPP+LsLyjDic49tOR+bTas0ImZDdiBzqaj/8DdcUe7h7Z9VTZ4FJKsGJ1BZU2KjSh6kRXSye0bO54Lj+oAiCyT+K0ppeIoUpHlywswrObYWWXGiKb07gUY9hNJ22ffITLTe/MCjLegos4hRzRpql+9AONYmqXzf50TMVrn8LnvBphSIRS1Dt4oA2kuuc358R7bdVCm1LNuJEFtnScV04EGzolCDWBO8cwxzq1C3iPb2oOxGaks2jJAXum8jO6gA6DNuWMIPZ07VrDw8SePlacHIs87sJkSIlOjKfRZYcTnMz3KYAQDZiVInNssmtyt6q0WTZ73vzWBhrQxyudQ60S1BsRTPGrMKpuWW1sNWev7tf3ECpyQFpmd7wBHUn3rqaejxlr2Pf4s+eLEABvYSwST7Q1bOzV1yU3o5z0z0BKyy8z5nBMRGjyeZGHUph3NyurWOXxbI7WnR4MQYup5J92B0ObsZ9vT8RYlCw8No8fu1kROZXVqzMk2b3RmLATS+N2Hjv8B1+mbSrRpAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqYZ68Vp6KyI0/QBZFwyNWTCLEL++ueqcZwY48RaaAtSv3ONGEgKT8gzb2EfddHVrK4MLrsg4JJbipXT/uqf55KS8goLQDylHWjaJ/uC5R+Z0OQxuROJt91QOE6nf2fwBpckWlpYAAAA='},
  'host': 'jump-eu-1',
  'truth': {'findings': {'compromised': [{'ip': '218.30.91.100', 'time': '2024-05-10T07:58:53Z', 'user': 'mina'}],
                         'off_hours_logins': [{'ip': '10.25.15.147', 'time': '2024-05-09T14:43:22Z', 'user': 'hugo'},
                                              {'ip': '10.60.99.32', 'time': '2024-05-10T03:12:07Z', 'user': 'ingrid'},
                                              {'ip': '218.30.91.100', 'time': '2024-05-10T07:58:53Z', 'user': 'mina'},
                                              {'ip': '10.8.28.188', 'time': '2024-05-11T02:53:54Z', 'user': 'chidi'},
                                              {'ip': '10.59.185.157', 'time': '2024-05-11T04:42:57Z', 'user': 'hugo'},
                                              {'ip': '10.22.2.167', 'time': '2024-05-11T08:26:51Z', 'user': 'mina'},
                                              {'ip': '10.32.199.206',
                                               'time': '2024-05-11T15:50:48Z',
                                               'user': 'chidi'}]}}}]
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
