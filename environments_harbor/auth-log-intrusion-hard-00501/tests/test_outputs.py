import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'filter': [['Mar 24 22:44:45 mail-relay sshd[2593]: Accepted publickey for gwen from 10.33.167.204 port 43745 ssh2: '
             'ED25519 SHA256:a0c26e9a5057a2708cb2c633638109c22bdc77d3561',
             None],
            ['Mar 24 23:32:45 mail-relay sshd[2626]: Failed password for gwen from 10.33.167.204 port 57183 ssh2',
             '10.33.167.204'],
            ['Mar 24 23:32:45 mail-relay sshd[2626]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.33.167.204  user=gwen',
             None],
            ['Mar 24 23:37:00 mail-relay sshd[2668]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.33.167.204  user=gwen',
             None],
            ['Mar 24 23:37:14 mail-relay sshd[2693]: Failed password for gwen from 10.33.167.204 port 44319 ssh2',
             '10.33.167.204'],
            ['Mar 24 23:37:14 mail-relay sshd[2693]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.33.167.204  user=gwen',
             None],
            ['Mar 25 07:38:44 mail-relay sshd[2771]: Failed password for invalid user ftpuser from 31.217.148.101 port '
             '63626 ssh2',
             '31.217.148.101'],
            ['Mar 25 07:40:05 mail-relay sshd[2831]: Failed password for invalid user ftpuser from 31.217.148.101 port '
             '58503 ssh2',
             '31.217.148.101'],
            ['Mar 25 07:41:30 mail-relay sshd[2849]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.217.148.101  user=alice',
             None],
            ['Mar 25 07:42:46 mail-relay sshd[2856]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.217.148.101  user=alice',
             None],
            ['Mar 25 07:43:09 mail-relay sshd[2874]: Failed password for root from 31.217.148.101 port 49633 ssh2',
             '31.217.148.101'],
            ['Mar 25 07:46:44 mail-relay sshd[2943]: Failed password for invalid user hadoop from 31.217.148.101 port '
             '61062 ssh2',
             '31.217.148.101'],
            ['Mar 25 07:46:44 mail-relay sshd[2943]: Invalid user hadoop from 31.217.148.101 port 61062', None],
            ['Mar 25 09:10:44 mail-relay sshd[2964]: Failed password for invalid user oracle from 31.217.148.101 port '
             '60564 ssh2',
             '31.217.148.101'],
            ['Mar 25 09:15:35 mail-relay sshd[3015]: Failed password for invalid user test from 31.217.148.101 port '
             '44516 ssh2',
             '31.217.148.101'],
            ['Mar 25 10:09:39 mail-relay sshd[3099]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=103.238.174.96  user=alice',
             None],
            ['Mar 25 10:09:48 mail-relay sshd[3116]: Failed password for root from 103.238.174.96 port 54953 ssh2',
             '103.238.174.96'],
            ['Mar 25 10:10:46 mail-relay sshd[3148]: Failed password for alice from 103.238.174.96 port 40989 ssh2',
             '103.238.174.96'],
            ['Mar 25 10:12:20 mail-relay sshd[3189]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=103.238.174.96  user=alice',
             None],
            ['Mar 25 10:12:35 mail-relay sshd[3196]: Failed password for root from 103.238.174.96 port 64358 ssh2',
             '103.238.174.96'],
            ['Mar 25 10:12:35 mail-relay sshd[3196]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=103.238.174.96  user=root',
             None],
            ['Mar 25 10:13:49 mail-relay sshd[3225]: Failed password for alice from 103.238.174.96 port 52909 ssh2',
             '103.238.174.96'],
            ['Mar 25 14:23:38 mail-relay sshd[3540]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.57.17.175  user=fatima',
             None],
            ['Mar 25 14:23:42 mail-relay sshd[3572]: Failed password for fatima from 10.57.17.175 port 48871 ssh2',
             '10.57.17.175'],
            ['Mar 25 14:23:42 mail-relay sshd[3572]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.57.17.175  user=fatima',
             None],
            ['Mar 25 14:23:46 mail-relay sshd[3614]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.57.17.175  user=fatima',
             None],
            ['Mar 25 14:23:57 mail-relay sshd[3663]: Failed password for invalid user test from 201.62.119.74 port '
             '30519 ssh2',
             '201.62.119.74'],
            ['Mar 25 14:24:40 mail-relay sshd[3710]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=201.62.119.74',
             None],
            ['Mar 25 14:24:58 mail-relay sshd[3748]: Failed password for root from 201.62.119.74 port 56883 ssh2',
             '201.62.119.74'],
            ['Mar 25 14:49:49 mail-relay sshd[3804]: Accepted publickey for lars from 10.32.145.197 port 57366 ssh2: '
             'ED25519 SHA256:1614e3390ea3f0b59a6ab6befe168672bd261d4de41',
             None],
            ['Mar 25 15:00:38 mail-relay sudo[3825]: pam_unix(sudo:session): session opened for user root(uid=0) by '
             'lars(uid=1003)',
             None],
            ['Mar 26 06:23:20 mail-relay CRON[4810]: pam_unix(cron:session): session opened for user root(uid=0) by '
             '(uid=0)',
             None],
            ['Mar 26 16:59:35 mail-relay CRON[4904]: pam_unix(cron:session): session closed for user root', None],
            ['Mar 27 01:59:15 mail-relay sshd[4053]: Failed password for invalid user guest from '
             '2001:db8:8203:f9c7::b66 port 54598 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 01:59:15 mail-relay sshd[4053]: Invalid user guest from 2001:db8:8203:f9c7::b66 port 54598', None],
            ['Mar 27 01:59:19 mail-relay sshd[4089]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=2001:db8:8203:f9c7::b66  user=root',
             None],
            ['Mar 27 01:59:20 mail-relay sshd[4104]: Failed password for invalid user ubuntu from '
             '2001:db8:8203:f9c7::b66 port 56638 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 01:59:20 mail-relay sshd[4104]: pam_unix(sshd:auth): check pass; user unknown', None],
            ['Mar 27 03:00:41 mail-relay sshd[4105]: Invalid user ubuntu from 2001:db8:8203:f9c7::b66 port 42933',
             None],
            ['Mar 27 03:00:57 mail-relay sshd[4134]: Failed password for invalid user test from '
             '2001:db8:8203:f9c7::b66 port 40683 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:00:57 mail-relay sshd[4134]: pam_unix(sshd:auth): check pass; user unknown', None],
            ['Mar 27 03:01:02 mail-relay sshd[4142]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=2001:db8:8203:f9c7::b66',
             None],
            ['Mar 27 03:01:14 mail-relay sshd[4178]: Failed password for invalid user oracle from '
             '2001:db8:8203:f9c7::b66 port 49216 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:01:14 mail-relay sshd[4178]: Invalid user oracle from 2001:db8:8203:f9c7::b66 port 49216',
             None],
            ['Mar 27 03:02:16 mail-relay sshd[4200]: Invalid user oracle from 2001:db8:8203:f9c7::b66 port 59891',
             None],
            ['Mar 27 03:03:05 mail-relay sshd[4216]: Failed password for alice from 2001:db8:8203:f9c7::b66 port 44088 '
             'ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:04:11 mail-relay sshd[4233]: Failed password for alice from 2001:db8:8203:f9c7::b66 port 37221 '
             'ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:04:11 mail-relay sshd[4233]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=2001:db8:8203:f9c7::b66  user=alice',
             None],
            ['Mar 27 03:04:27 mail-relay sshd[4274]: Failed password for invalid user user from '
             '2001:db8:8203:f9c7::b66 port 60906 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:04:27 mail-relay sshd[4274]: Invalid user user from 2001:db8:8203:f9c7::b66 port 60906', None],
            ['Mar 27 03:04:27 mail-relay sshd[4274]: pam_unix(sshd:auth): check pass; user unknown', None],
            ['Mar 27 03:04:28 mail-relay sshd[4288]: Failed password for invalid user pi from 2001:db8:8203:f9c7::b66 '
             'port 50805 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:06:44 mail-relay sshd[4338]: Failed password for invalid user pi from 2001:db8:8203:f9c7::b66 '
             'port 45603 ssh2',
             '2001:db8:8203:f9c7::b66'],
            ['Mar 27 03:07:02 mail-relay sshd[4381]: Invalid user user from 2001:db8:8203:f9c7::b66 port 44679', None],
            ['Mar 27 03:07:02 mail-relay sshd[4381]: pam_unix(sshd:auth): check pass; user unknown', None],
            ['Mar 27 09:57:51 mail-relay sshd[4410]: pam_unix(sshd:session): session opened for user lars(uid=1003) by '
             '(uid=0)',
             None]],
 'findings': {'brute_force': [{'failures': 10, 'first_seen': '2022-03-25T13:20:07Z', 'ip': '201.62.119.74'},
                              {'failures': 19, 'first_seen': '2022-03-27T00:58:35Z', 'ip': '2001:db8:8203:f9c7::b66'}],
              'compromised': [{'ip': '103.238.174.96', 'time': '2022-03-25T09:16:53Z', 'user': 'alice'}],
              'off_hours_logins': [{'ip': '10.33.167.204', 'time': '2022-03-24T21:44:45Z', 'user': 'gwen'},
                                   {'ip': '10.29.53.85', 'time': '2022-03-25T03:16:23Z', 'user': 'gwen'},
                                   {'ip': '10.23.4.227', 'time': '2022-03-25T05:54:47Z', 'user': 'pavel'},
                                   {'ip': '10.51.233.5', 'time': '2022-03-25T07:47:40Z', 'user': 'fatima'},
                                   {'ip': '10.28.224.105', 'time': '2022-03-26T03:17:42Z', 'user': 'alice'},
                                   {'ip': '10.14.187.178', 'time': '2022-03-27T07:57:51Z', 'user': 'lars'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81ay27bRhTd9ytmmSwqzOvOK9AiaBuki6RAuwyKgqIoi7BMCnwk9d9nKCmOxeFjhrQkA7Il2OA5595z78zwip+iAlGBiDCcGizQ16jeVb9uEvTb3399/sIYJ/8atI8e/quz9P83cZFnpkzKMs2ztwadPqF8n2TJGm3yAtVlUqAiz6s3dbpe4rdo9YhOH3/59JyL4Glc8S4v21xPyNJwbrD+iVyW2/UXClRa5D+zr9EuXR8vi9YPaYY2Rf6ACOgF4cr+iAWRBO3zokJcSQV+uE+Kmz+aqK62Vm68TeJ7+6+yfHckrLP7LP+WzYBs3pKsSuOoahKxidJdXSTv0C6/y6KHZIkOaUbJ8a2qHpf2alQ07EtUbPOyWrZC9RPzwRLZjDexfMuLY+rT4Fw2kPSckBCHULDrRY8O6pduAfXp6kpEc/VA6ICxZk7oooNCUN6u0cOvfmxBQXI/2MklGgh52RLtFzNaoj6p7LKJOXzcsWkbrfN8P1gEDIMf8ByjQiAvblSPmFGj/JLpWCUNuKUhVduqLLpL83JoqQKhuB/wZKsCIS9rVb+YUav8kulYpQx3ikNi3bZqU+1Hm5YA80Oe7FUg5GW96hcz6pVnNs/MotiANiDalAo357T3cZzsq4a0Xu3S+D55PLBayjg50eAFxQumFhT4qXepgGPvGvTH7xSAaPTPx/d2ezVAbV8T4JyDjuJ4s1KcJERxvmJkzVnENAOOWbSRwk/fuT/jZ9aD8MNJlWBMu86t1B6QaRcfgUvWw/MsHk8sB6l+qroKY9AiThg7X14bAmZfLoG4cdj9qsLDBixZR9g2F20Chm8edp+q4LCBi46wwVDuEHB247D7VYWHTSgnTtjCNpJDALd2u19VeNhaSzdsaahzAlBS3zjsflXhYYPSsh02ty+3nDT33dkIWyi2EPpHH1FGXm5jG5T30hubRJgYkIY5+dbkkrMIii3veqUMRHxtlLR3DdZzfCqIfHcX+enrqofm6qNVfSwH2xhR6vnyd6RShjm7qabiZql41htjAkd6YzAZXHOgXclQLpccurEaYVFC+hFMOLRPgrycgX6igm60xpPrWKjtauIwM32zev45cBvTNzxwG0wFSDjb4i2VPS7is7HziUqIdjVXSenFIbDGfvDTajkc8gq1PChqtJZDUttln9tDWg3M9gdJBAei/PDn+BcCeTX/ekSFzPrHc9thIG23OsMYT+0/e65jfvAz/AuCvJZ/faJerP+a1HbYx1xeQgZHd8MbFmCF/RhmOBgEeS0H+0SFjfLGs9tlonCouXOi26c+XY7lj3H5GPgc/0Igr+Zfj6hR//wT61hH7MthFep1nOQG9c05yQGmsiMV4FIp51uEvIjiXeK14FHB/AgmV3Ig5HUquV/UaCWHJdexsJnptZkJhdcxchjUN2PkwBXhnamQDhVz1uR6VWdV7cNCBWF+BJOrORDyOtXcL2r8EYGg5HZY6NzFMgLqFVVzn745AzQtqLtNgeFu40j8SgZogwLnDNCACdaqC2mAnj20cnzSjZ8PVl/gqbonLj2Nq/Opuu/PHG/NHCgAAA==',
            'auth.log.1': 'H4sIAAAAAAACA72UXU+DMBiF7/0V76VeaGihrNRwZWLihZp4a4yp0AmR9V3a4se/F8b8GmMrW+YFH4H0nNPztL2WBmgMQSxCIgiBV1lX7nSq4OLu9uY+pIw8CJjL2WOty/fjzKAWVllboj4RsHwDnCutcpiigdoqAwbRHddlngYn8PQBy9ej699e0Y5eWYV21etLmTBBIhEkP8rWFvk9DVnSKF/pV1mVeTdM5rNSw9TgrBmVnJGIN1d8RiYE5mgcRHxCiZ/ud+L2o5C1K5q4WaGyl+aXteedYa1fNL7pPSTbh9KuzKRri5jKsqqNOocKn7WcqRQWNYPqHs59pM1oMK17CqZA69KVqfqFuWyMmsbbubyh6aovR3fZStLfhuzPcusMIxKsglrchrVjykPuJ7szp5GSh+U0HGYrJ58q12CiYd8vWsVUyBxxvkGdxQlP/IT3ADVK8tCghsJsBeVXZg/VRAR9R9bbUWhkVqlNCyGYUO4nvDOqkZKHRTUcZisqvzLXoGL9XcyikYcfoxH1lN0D1CjJQ4MaCrPv4beosoeJiyDu+fHw/yYPi9wpVs/SL9e6HtrRm6bOk3B5mHwCWixOKQ4KAAA=',
            'auth.log.2.gz': 'H4sIAAAAAAACAwGxA078H4sIAAAAAAACA7VWy27bOBTdz1dw2S4i8/IhPgIvgraDmUXaQR8oBkVRUBIVayKLhh5p8/elZDseKX5ITuKFJUj2Ofeec3jJa1MiwhAojUPNGLozTV5fpBa9+fjh/TdKiPyu0cosfzRF9utVXLpCV7aqMle81mhzh9zKFjZBqStRU9kSlc7Vr5osmePXKLpHm9s/rndcQmN+Hlecu2rItUbmCHMPqznZIVfVIvkGVIUe+e/izuRZsv5bEzVF3aC0dEskRABKBJT6S4hWrqxRCCGQcbAPBbcPtWnqha82Xtj41r+qqssNX3FbuJ/FEyDbiy3qLDZ1q0Nqsrwp7SXK3U1hlnaOOpWRXV/q+n7u/43Kln2OyoWr6nmv0XGl/OlpvNxtJz9dudY9mypki9hTU2qihnxMqqFJrjRxbg9iM8Y4Hgd7tkkTIV/SpMOlnDRpjJB7TKLhkI8TMjSptlV9EJkTTOg40CdYNAnyZS06VMpJi07LODQIQGP2iE2IoUGFuclcdRCbMmB4HOy5Fk2FfEGLjpRy0qIxQvZNEn5L1RAOdzpG2DPvqlsuzs7jOrqrSg1CUzFUzQ92j3wVx3ZVt7o1UZ7Ft/a+QykX1qyVAhzQQNCAMLnRCSSwTieN3r0lnINCn/66IjzUFIjkSRJSiOIUCwnYKokpVUKlLE6MoAmNeBpRRcZV14/XCI192Z2wgDHbK7PSFGv+mI71xfh/iFx+s9OCk4DKINxuj5Qz1s/MUYKp/bTU237gQD8M9w5+VZM4T9ctCf/pitfo8+d/56u6mgG6RP98fTufLdzSzrqXl+jLp3cf521k/P2bD9fXV+/9D5qqnEVZMavuq9ou4zpHpR9xxjdd3GTFr3EF7Pr1D6evkX77W0o/AzjVIAcSE0zZ4UDnpqweTCQQkHbpC7ndQLlS+yMteJiwNOGpxAaTFMuE+i+VkogTIMw/AQCZcgjNuPqmRqAtfKtBuC8CQDSTvcmxoePiYKTtMst3yxsCYDwAvFGDSz9Re6E+TjG1o5Z82xHd2xHVmGgOg0wRHJJ1qLvyd6FmvVB3L0+E+j/XlIXJ21RfNG0z46ifGOd+4w+UzI+/x2dDQo7FuTeT/EACKoLtaRBzeWA+Ez95raBRZBLMDBdKmRiECiGOkhAg4oyyJMQiMWxcdc8+z9Z0XA31Jwz2zjM2eZ7V/piALgrkT8yzO1PO/KGknXH+Mq6GlxlpTDOlCRnu/iDls5801lxUnse196TxG5JYh0+GEAAAXIsVlrEDAAA=',
            'journal.json': 'H4sIAAAAAAACA91da28aSRb9vr+i5U8TaUPqvurhyB+sxJmxlJdsr1b5ZDV0M/bGBsRjMtFo//tWNbAZYiyapoyrceIXYOxz6pxb91bdLv46ur6+ODt9f3X+4ew6fLi8Ov3w+eg4OwLNFjSgQiKNhEf/zI6uf/t0efXx9MNZeMAf+exu+rJfvuyGuy6/XL7/9Ov1+duzj1fn787PLsJDJpOb4uWknExuh4Pq5z+fv62eGwXC958vzj9dnF99Cbfpvz3Lu9M35+8Xt4MKd/g/7PL01+r3jvL769ng9s9fwrMf57PpzYvjLHwqB9PbXj71vyvr57d3s3H5Orsb/j7I78uTbHZbnKisnH+aTr+f+J/OxrNJOT7JxjfDyfTk+Ljv344BoINKd8BSB5TNsuox5f3t3dF///FX++h656koi2yUTybfhuMi6w/HWUCT9cfD++wR0KPheJqRAEvm/yishZyZPXDhuMgtt0so4+Fw2k661gkloNksFDEG6wuF/D9DaExU5KTwMCNKenQ1jyhs2KjaQmF2ThurYiOnw4wo6dG1Q0QhtKa2ULQCcahJN0W+ihjoMCNJOjQ1jyAiDFBfGMAE1swlvDtisocZOdKhaYeI4azF2sKwakfE62Mlm8bIT3u9cjRtmKgr1qrF2FfNsXh274/FV9lwVA7KOSFB1xUrvwRTgFL0Iut+z6rv1IvN8K1yhq04Na+odhe7UanGBGM64EyHvFCcXkSE4d3vebtIWhcRAooVV6xCnccDq2sXrzaU7eCTUy1R8DI1T67PB3/kd7fFXOg3eTEcjjZB1coStQvlWun3bsre12qkX8/hzwZfB8NvgwOA9kSubhcz66x821Du9Z3NJExO4uQ2LBzH2dNyMt0cwpyBdmGM7+u0oT2nr5NhZqOva4u9tquJWPwno6PmsMIqjrurD5sAO2W5nViju7wlEJ/R7ekxtNH1tU1Q3/UsRkS0jUuC1vt0PTC3E2t817cD4nO6PjmGIrnem6C269kqx+xik+Akjusns1EFahNmdEa1E25047cE4jMaPz2GNhp/Gx/U9L5zYMApAohT5GgLEdbnZ927297X8vsjC/SqA7rjVAdpgZgtoq0QH2dnb1EEXHb52ymKPi5cAbro5z1bloXTZc8xQK5dwS7v5oWEPpES0QlCu9ja34o+KmWFjUXnVFSzaJfuNrAKlmLTQZTlVt9NmbeTq7Vbfh7Nz676gXjRSuIjS704UsG23h7W2MiwzUFKJDWuGkuEnKsvEY3k0Li4FbZBdYgSSY6rphJxSssWEtF++lbORYZ9kBNNclw1lIiAcVRfIpYVoU/do6RgZof1ufUNJXU8wdqYFgLeNucMVCxzTt4y5yRWPvoBYSTYYmMXJkU+eDDQLB2w/j8s27ZR6UcKE+yWuelSXjrq5oLczx1TjqCFVK/QyhSsyrxbMLaLrW1FEmhcikS2FYkVZaxC22zrfVYMV2Hb5lvvWTYXxHF2dfXlZDSdvKLsdfb5329PXt0M78tX1Z2vs39dnl1UXYP+6zefPnw4/egfMJuMX3VvB6+KoRfXOBtN2gX9x4j7Z60TFjz8xRiH4V4VQA3orACFHWLc5MgqFztE5P7r8sFk0KGqu3DRWYgCj4QI8aOsQJhZXN7r9buWoQTL3CUofKwgR+KnhrxvdDtZ2zZUVHQupYJbxgomgwzOQtzufcu0H9Vgx2IHlVm06BCz2Yts0qNtv7JhtGS14bjFujUcWzZ3+XjyYKHU+azTy4ZwEW1YLK2XjRFdcL+QvlW5wr6yBfkPro9dQUD2twCA7ftolbeTtm1lE/hcqkZvqxrtq3dlPXFRZmendkpMKmX8SEx4JTGp7tyQmPxnOBsP8rve9C57OQvyaRcFOyYoq0KoA90adAyxY6ZTOnbMeNDnHWYaX8No7lheFKuwbCB5EDKwS6401O3mheJcjPPzDYQ6pNctNEBXmLiqZHJuJ2vbhoxA51IpsGXIEOWtIqgl7oXtDlzCa1+mo1WVC8+XvqqZup1crVv7WpvI/R/yYnlUL9L/erAFkMjGnVS96Q5SIqlx1VAi4qs23kIizvjMS8VZCHJymNEjFY4aSoJAW6kvCSJt2YiKA9faQ5REMhw1jRIK63b3B7i+rCdHDfeOHuTm1u1SnlRJ6I/yBFbKk+rOJyhPEqJgx/JkNemsBV3Av6ORmFMjKoi9lVYnEhrCLWSfHPB9rmWF9XVSepeJbz1+HX1vbe0mqnSQbQdk2edI8NgSKAFaKQpN0O31lbGgSmd9iHfG9blX5IYK6krfl6/YTtr2uBPrk2gUK0JaxYXvUk4tgaqFU7ZbNWWkyFXdpowfiBeBFXXd1q4A2zlGgigZNQLJQUojFY4aSkKUs7q+JIjEGgMqDlw+SEkkw1FDSXg91726MMAVUdYBxA2OILKHFq6HwI1rMfB9JhBkrFbaKbJxZL5Dq8oWrVxh21Sw40d5PuC0PBbtaVu5UmJrj61cQJbQm0obiFGPoyf/2Vq5JmFNYtb/lk2m+XQ2aRf4PTdz+TnL+AmQd7ikam1sRMJ9LEaEetRWPRbLhk/NdVuZU4S+1+UIE47eRSEb5bhMRG320omlQyN3B1ktCqVwXeAeOrFSomuvMrGe03BaXsPs6UFwtGqXmWEuiceaaeb3bliuzkfTbDYq8mnZLvQ7Tg0/iWAzdgTFrKq3JtjfXHz6+Hfs4aiH3bH3xsPB9thrqz1gti3B3LsbTn7GXAOhC4VQPIQYYx3xqUc1XO7ZEszNRjVULSYiQnCQ/Kh6zE63BHOzUZVwlLHSrG3cFJVA9tH9zCYka2yWfTT76X1OkbQ99j7b8AI9SIwKo+SpJLiPrtdqZ5mX1+0xW7eHnteUuNpjr6tFTTEnC4pxVcATTxYes6iWYG42WTgrNmrqGuOYuSceVWe1L/HbgbnRqJKfynwBGjaqTJwQZfjJTm4HcR0IS3KsO2AWsdxPxDXObk8KZ9zj4NKHFnEvdlUB7eKmyentj0u+3iq0J4A1GmH/BFEIEOVaIo5tXsInKZrqvYTPOmFUr05TWxhCAJq0jZObCpgnOth/LdRwXb1tF8roYT9xaM8a9tPhZvvD/R8XfE1vh5eWE8coLHHg73A6YaOkjhActQtnZHcnD+0Z3Z0SN9GSukrytf3NROF8OB2nichwpAP8+9PRg+PL16IVY6FlQKMbPHFoz2rwdLjZaPDtNF/f4c54/IRxEhizw1HUKw7Pi/vbQY1oZsNRLq2CGd/faUN7Xn8nw81Gf2+j+JruDtcQxdwsYJX8BkmF2bQEc7OldO2UijmqmP4GScBM0BLMzUbVoFUYc2MP0/eqxwzcEsyPjOr/AGvcUeWXiQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQrCMBAF7/mKd7SHYokHoXdvKgX7A2Gz4GKalSQW0q8313bOMwPsuCu5gCILjziRhsBU2MMO1vbDpbfXzuDA3GRsGltx+yX98vnhfBJvXjUXXkBB6YNcI72TRtnYj6icD5/nPCFzWoXax1GRlc0fBY5mu5wAAAA='},
  'host': 'vault-fe',
  'truth': {'filter': [['Mar 24 19:06:44 vault-fe CRON[3228]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None],
                       ['Mar 24 19:07:05 vault-fe CRON[3228]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Mar 25 05:05:52 vault-fe sshd[1396]: Failed password for invalid user ubuntu from '
                        '77.197.33.196 port 61612 ssh2',
                        '77.197.33.196'],
                       ['Mar 25 05:05:52 vault-fe sshd[1396]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=77.197.33.196',
                        None],
                       ['Mar 25 05:08:29 vault-fe sshd[1489]: Failed password for invalid user oracle from '
                        '77.197.33.196 port 44450 ssh2',
                        '77.197.33.196'],
                       ['Mar 25 05:08:36 vault-fe sshd[1522]: Failed password for invalid user test from 77.197.33.196 '
                        'port 52023 ssh2',
                        '77.197.33.196'],
                       ['Mar 25 05:11:04 vault-fe sshd[1577]: Failed password for invalid user nagios from '
                        '77.197.33.196 port 34140 ssh2',
                        '77.197.33.196'],
                       ['Mar 25 05:11:04 vault-fe sshd[1577]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=77.197.33.196',
                        None],
                       ['Mar 25 09:30:57 vault-fe sshd[1642]: Accepted password for olga from 10.52.38.66 port 63544 '
                        'ssh2',
                        None],
                       ['Mar 25 14:37:29 vault-fe sshd[2234]: Accepted publickey for olga from 10.38.137.6 port 40584 '
                        'ssh2: ED25519 SHA256:2b39e73bbad04a5799ac17961cbd611b5434d607da4',
                        None],
                       ['Mar 25 14:37:59 vault-fe sudo[2241]:    olga : TTY=pts/4 ; PWD=/home/olga ; USER=root ; '
                        'COMMAND=/usr/bin/tail -n 50 /var/log/syslog',
                        None],
                       ['Mar 26 15:14:09 vault-fe sshd[2359]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 15:15:11 vault-fe sshd[2410]: Failed password for invalid user user from '
                        '159.148.146.171 port 62838 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 15:15:11 vault-fe sshd[2410]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 15:15:23 vault-fe sshd[2414]: Failed password for invalid user hadoop from '
                        '159.148.146.171 port 56989 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 15:15:23 vault-fe sshd[2414]: Invalid user hadoop from 159.148.146.171 port 56989',
                        None],
                       ['Mar 26 15:15:23 vault-fe sshd[2414]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 26 15:17:03 vault-fe sshd[2450]: Failed password for invalid user oracle from '
                        '159.148.146.171 port 60728 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 15:17:51 vault-fe sshd[2454]: Failed password for invalid user user from '
                        '159.148.146.171 port 52422 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 15:17:51 vault-fe sshd[2454]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 26 16:42:10 vault-fe CRON[3341]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Mar 26 17:44:09 vault-fe sshd[2527]: Failed password for invalid user admin from '
                        '159.148.146.171 port 48785 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 17:44:09 vault-fe sshd[2527]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 17:44:09 vault-fe sshd[2527]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 26 17:44:11 vault-fe sshd[2563]: Failed password for root from 159.148.146.171 port 50093 '
                        'ssh2',
                        '159.148.146.171'],
                       ['Mar 26 17:46:11 vault-fe sshd[2624]: Failed password for invalid user user from '
                        '159.148.146.171 port 62574 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 17:46:11 vault-fe sshd[2624]: Invalid user user from 159.148.146.171 port 62574', None],
                       ['Mar 26 17:46:11 vault-fe sshd[2624]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 17:46:13 vault-fe sshd[2644]: Invalid user hadoop from 159.148.146.171 port 50305',
                        None],
                       ['Mar 26 17:46:13 vault-fe sshd[2644]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 17:47:51 vault-fe sshd[2678]: Failed password for invalid user nagios from '
                        '159.148.146.171 port 45684 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 17:47:51 vault-fe sshd[2678]: Invalid user nagios from 159.148.146.171 port 45684',
                        None],
                       ['Mar 26 17:48:43 vault-fe sshd[2709]: Failed password for invalid user ftpuser from '
                        '159.148.146.171 port 62153 ssh2',
                        '159.148.146.171'],
                       ['Mar 26 17:48:43 vault-fe sshd[2709]: Invalid user ftpuser from 159.148.146.171 port 62153',
                        None],
                       ['Mar 26 17:48:43 vault-fe sshd[2709]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.148.146.171',
                        None],
                       ['Mar 26 22:03:03 vault-fe sshd[2816]: Failed password for alice from 10.20.38.254 port 45073 '
                        'ssh2',
                        '10.20.38.254'],
                       ['Mar 26 22:05:24 vault-fe sshd[2843]: Failed password for alice from 10.20.38.254 port 51241 '
                        'ssh2',
                        '10.20.38.254'],
                       ['Mar 26 22:05:24 vault-fe sshd[2843]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.20.38.254  user=alice',
                        None],
                       ['Mar 26 22:06:02 vault-fe sshd[2850]: Failed password for alice from 10.20.38.254 port 59971 '
                        'ssh2',
                        '10.20.38.254'],
                       ['Mar 26 22:07:21 vault-fe sshd[2879]: Failed password for alice from 10.20.38.254 port 55897 '
                        'ssh2',
                        '10.20.38.254'],
                       ['Mar 26 22:07:21 vault-fe sshd[2879]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.20.38.254  user=alice',
                        None],
                       ['Mar 26 22:42:44 vault-fe sshd[2894]: Accepted publickey for alice from 10.13.83.69 port 54231 '
                        'ssh2: ED25519 SHA256:520301544459accfb841e1844b31d43a3935403af76',
                        None],
                       ['Mar 27 01:57:31 vault-fe sshd[2917]: Failed password for olga from 2001:db8:5a4d:8746::210 '
                        'port 31883 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 01:59:42 vault-fe sshd[2939]: Failed password for root from 2001:db8:5a4d:8746::210 '
                        'port 57541 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:00:10 vault-fe sshd[2966]: Failed password for invalid user test from '
                        '2001:db8:5a4d:8746::210 port 56090 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:00:10 vault-fe sshd[2966]: Invalid user test from 2001:db8:5a4d:8746::210 port '
                        '56090',
                        None],
                       ['Mar 27 03:00:10 vault-fe sshd[2966]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 27 03:00:18 vault-fe sshd[2998]: Failed password for invalid user admin from '
                        '2001:db8:5a4d:8746::210 port 64518 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:00:22 vault-fe sshd[3000]: Failed password for invalid user test from '
                        '2001:db8:5a4d:8746::210 port 58973 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:00:22 vault-fe sshd[3000]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:5a4d:8746::210',
                        None],
                       ['Mar 27 03:00:36 vault-fe sshd[3047]: Failed password for invalid user pi from '
                        '2001:db8:5a4d:8746::210 port 60784 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:00:36 vault-fe sshd[3047]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:5a4d:8746::210',
                        None],
                       ['Mar 27 03:01:51 vault-fe sshd[3089]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:5a4d:8746::210',
                        None],
                       ['Mar 27 03:02:05 vault-fe sshd[3125]: Failed password for olga from 2001:db8:5a4d:8746::210 '
                        'port 48143 ssh2',
                        '2001:db8:5a4d:8746::210'],
                       ['Mar 27 03:02:07 vault-fe sshd[3137]: Invalid user ubuntu from 2001:db8:5a4d:8746::210 port '
                        '42613',
                        None],
                       ['Mar 27 03:02:42 vault-fe sshd[3158]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:5a4d:8746::210  user=olga',
                        None]],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2022-03-25T04:02:54Z', 'ip': '77.197.33.196'},
                                         {'failures': 15,
                                          'first_seen': '2022-03-27T00:57:31Z',
                                          'ip': '2001:db8:5a4d:8746::210'}],
                         'compromised': [{'ip': '111.206.183.108', 'time': '2022-03-24T22:43:24Z', 'user': 'emil'}],
                         'off_hours_logins': [{'ip': '111.206.183.108', 'time': '2022-03-24T22:43:24Z', 'user': 'emil'},
                                              {'ip': '10.3.73.248', 'time': '2022-03-25T07:17:37Z', 'user': 'rhea'},
                                              {'ip': '10.47.6.247', 'time': '2022-03-25T23:43:24Z', 'user': 'lars'},
                                              {'ip': '10.10.7.41', 'time': '2022-03-26T08:07:03Z', 'user': 'olga'},
                                              {'ip': '10.20.38.254', 'time': '2022-03-26T19:59:56Z', 'user': 'alice'},
                                              {'ip': '10.13.83.69',
                                               'time': '2022-03-26T21:42:44Z',
                                               'user': 'alice'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81ZS4/TMBi88yt8ZA+s/HZs1APiITgAEhxXCOXVbWgbV3kA++9xshVqYzd13G7g1GqzmZnMfLEn6ce4AlgAiBSLlPmyLnS9fhHvClDXq+yORpR8U+BD+TPeFBlo67wCbdKWTQuWld4CDM2ZWRKpCC+RSgSFSuEkATtdNYBjhNizj14Mu3j7vS2L38+7P6q4bVY3CqSrPF2bQ3X9ck9drkv9q7wEs/vIy6ZI46bQJVjGxaat8pdgo+/LeJsvQFtkCwjyx4+meViYs0HV0S9AtdJ1szhx0Z6q3hnGPOuv6peuMrDUFSjC/e2w8SG1VBTb1AwNY1zFmdY7DxrKmOCeDMExTsWcJ8YRVWdjnOavK0ZuU0fR/IaA/noWq/Zeewp0edOd7mEGIYLjYzOIglBhanNJMZzpMr43/+RDI2EEPRnCZjoAc4aZHld1dqan+euKkVnUEuLgGDmNIPNkuCTGSZizxXhK1fVi7P21YsQK26uiJPyfLU0/4m288VToMqc/38sOJl12MAcZE8G9ieFISE+G4KmeijnPVI+oul5v6v21YiQK2fuZjEhwb2Jm4JgnQ3CMUzHniXFE1fV6U++vI0ZHZZMRHcZojnlsYxiRyBP9gginYc4V4UlVZyP099aKjypitRMG4X9Se8cFXlJ7BZJ2X+KObYxBxINmmRImIk/04FmeijnPLI+ous4s99464iPEpqXWUqSrON3kPisekxh6MlwQ4TTMuSI8qepshNP8dcRIhYNaBBcDQqEkngwXxDgNc64YT6q6XjHo/XXEyBzUHIa/QxA84p4MF8Q4DXOuGE+quuI7hM7f4xipwkKRQ+rXXz5/ujP37VHhTStdqjqva2OB8WT/DehdXuaPinolldbN896IG5A8gP3XYzJKA8nSja6HZH+huULUuSeJJy065JbIW4ThrWnnj+1mgipXsN3p+yQPsR/3RIzgYDE1BFIh67UFQ1AO78K63fUoJ8CZkAePyOO4YfdeAOaVI/KUcvaG87FymBNGCtv7LaJw9KWGA1tQ5AkbGtNkzKeLaUzKtNcXbicdKRFu80Vs3kXk6BFpXNWZRyTrsgnjZPBzgDAeK2rbjO1GdmbyOeYQeuKGTWcA5lNN57iUSxeR3srjnKRipiY4CPvd5FWa5rumo2yTTZGu84fhm1gEb5khociQiP2WIllEexYF3r7BjCEJvr5/hQ1RQmiWkSWPIc24TIQQOWVUZEtTBlMoKTIHxDJOkwNLxhUep3O+TfTS+w5h9j3kahQIdhsstesL5ezq9aUjYwqiQDJnffkDQnHXCC0gAAA=',
            'auth.log.1': 'H4sIAAAAAAACA/NNLFIwMlUwNLcyMrEyMFXIzswvztZNLMhUcA7y94s2NTY1i7VSKEjMjS/Ny6zQSC7Kz7MqTi0uzszP07RSgLIU8gtS81JTFNLyixRKi1OLFIry80s0SjNTbA00FZIqFaBMLl9kywxNyLQsOSe/GN0yuNGWViZAo80xjDYxMqC+P8CWmRqTaRlWfwAAiGtEG5ABAAA=',
            'auth.log.2.gz': 'H4sIAAAAAAACAwGQBG/7H4sIAAAAAAACA7VXy27bRhTd9ytmmSwqz+PO09DCSFK0CydFkqIIgqAYckiLlUQKfNT132coSn6IEjWUJS9sQrLOuXPOufeObm2JKCBKDQMDGM2zopr/alcZevf508fvnGr9w6CVXf7T5Nn/b+KyyE2VVFVW5G8N2jyhYpXkiUNpUaKmSkpUFkX9psncFL9F0QPaPP5y+4JMn0gWL4pql6yD5ghTQ7Xh4hl0Vc3cd6ak8tA3cZysav/hVRMtsniePKxhZs1dgdKyWCKCJ0ROiJYTQdGqKGsEkmvRglCDPrynnBONvvx+Q7kwIiJpzAmRWAGj0qlUExBSgeOJ8M82lmliGYtkGljf49HbFwN0bgtfi0swpn2pPZ8y2Este3y+0sN6VHaZPepBtZeETihRnSBcUgEHBPGnFs7hOKLEORcR7pTUimGpU8ux07GjiiWYgg4scKwgbeVbQWCvINowbSjb5QMsyGFB8mxeVI+KMDohlE2IYp0iTArO9ytColQzGdsEUp6CixQH0NoK4SQRklGvrI000SkhgRWOVWRd+lYSvk8Sgg3nBnqZBCJwYM94QYQXBPNOEME412frmSP1nb1nCDGMGYDeeGJanHkWdmRgiDiRbGgWttA+S7inGyUDUS8Wd/ZpFop2HEq5GYVacbnfVostiyhloCHWLMZCR46TRLd2O6X9JNBp4rgGyQLLG2trW/fWVnFAaQ6GQp+PQWjncx916UfhRhABzK+JczX+kQIv0PjUd9W+7HGszh/0NRlVJ5INBp0Zj45VXzigL5y1VXVflK6fc6ATrnzUN/MLsCJs7WsgxfnD6oPA/Gbs8/GBsP5rl3bx1Lx8Aj6yerO2qWBsf1YjBs6xVFgMzjeulDIBDtKlDHCMNRD/hkxtHBERWN9YPdaFbwUhBwRh3HDZJwxeUqB85+qJ2G5tKik935Iaru/8S4obRgz0AwmcHcz8y2HmQ080n1C8EYQTBfRl6odJLjCR/J73servBI7bnfBH/p9dZK5DW22vqIR4X/1ZACbUb+3uLFhyGYj68hi2qWf+DPEsiedr9a47uiaf58V9/hrM9k+S11ls61ae1GaLpkyu0aK4y+0ymaK1GCjp/tT1w9R/GpUt/RSVs6KqpzuHDazmN8+0m4VsnJa7ufB0lDyna1zh6Uh7afE/XdIM+vr123RVV1cEXaM//34/vZoVy+Sqe/ca/fXlw+dpO8n987tPt7c3H/1/NFV5VUVZftWk96iqbd1UgbxPovsXxy+snXg+J+X77imcqt1MzqwritWAlv5iLGUg8sm5HIt52VwOVHM0l2F69rLpKfvfFjj07Fr/Ggi+UpoF4r7GrFGYFzfrUDVHzQpRs2eV3JsO2bPKumWWD6GDEqHAJ3s1FvOyXg1Uc9SrIDl7ZmmD++kQmPb6KmryuhlqW38tEoHIJ7s1FvOybg1Uc7yzgvTcYxfrX90E1bt2FaWNF8lQGpiUIhD5FXaNw7y0XQerOWpXmJ67dnFsSP/rg2By3MVX+i9QgainWjUa86JWDVXzyotvq2Vn00+KWS2PJxkAADG9PdiQBAAA',
            'journal.json': 'H4sIAAAAAAACA91cXU8byRJ9v79ixNNGuhm6uqqruol4QAnZRcqXgKtVntDYMwYvYCN/ZDda3f9+u/1xCeDI7XHjnYGHGBiYcE6dOlXV3eO/9y4uTo+PPpyffDy+CP+cnR99/LJ3kO0BkwVhI9pprYzb+3e2d/Hb57PzT0cfj8MPXPeH4+vXxV3/dSdcO/t69uHzrxcn744/nZ+8Pzk+DT8zHl+Vr8fVeNwfDmY3+HLyLnwfreXw9ZfTk8+nJ+dfw/f4h7u8P3p78mHxfVDhgv/Lzo5+nf3HR91udTepyuxu2rnpd6+r71lvOMquppfDrDca3mYHBz3/cQAqJ52DlVwrld0NR5PMADqV+b9KH2TH77Qx4LKz34604QPuQK9rAERZQi2l7TkgFkulqdh/XnSlVxWIHent/fdff7eQt7vi9mI66P/1S7j7weLurw6yxWfZ8K4aeFYDl9NxNSf0l2m/PASl9Kus8z2bfaVercfvDDkNrGn+R6TD7wgS6KYYj/8cjuZQJ8NvxRPZgJeMzUFkIRutNcxk01Lom4Y+kLIMPW4YegYBsIoF6uGflsNHuF1t3Fk2j+9Bdn7+9fBuMt7X2Zvsy+/vDvevhrfV/uzim+w/Z8enh6PhcOI/f/v548ejT/4HpuPRfqc/2C/uJtn0riwmVcvA3wfd3zUi6IGARZhDxB9qIAY7CQiKsVRb+A+xC6auEX8Ut8XN42xHn+2GfLYvigQrzbC6SHSQyhJ7XCgq2XVEpCJDUvaQVFf5DPUXpFd0O8AtI2xTh5gxuZQHbGoRjsUoNKQSAXc2EfBiOrnyqMNLNZj0u8UkgO8V/ZvpqHqT3QwvB8VtdZjNoGbV/GUy+X7ofzsbBWYOs9HVcDw5/EFfvglRzjciLptxdzjoXw/HLaPpvafgcemc4XiSTfdoZ9lEKFbF1k52XsNMWlPS2klKS+K2IQq78bGDNmPf1BVmrCxdwWzkCr5H920zO8PWJSbASoPdweQAkAPJRubQTLaiTeIe9NwjrBd/XJ544Fqx1Q6NTeKKpBzuwhseQUatjWoj5J1aQpg8nTKsEgH37py6pVwZbFa5cM7LEug9mFY3lNDpOZRuUVHP9KjsWEPkXMFcCrCgBtFFx4HrAbSMrt3qBBX7oYvFJRm7CFC2mTnnmrgfOunB0Dm/umbqHH8fT6rb7uQmG1XjSeFVNLjsD/5qGRdbjqCPNBEBHhmcQVSYuIkCNqmNY3hz+XThyVcJsblGs2ggff+oVztHoQrsaI3kqOuwq/w4WhqoXFjHLK3rgHG9qjSO/FDYTt42dZBA6FIsvKGBoJ/E2XMJqZLGbmUgM238bNFqdnGNfUx8J5a9HmS+x9j/Voz2fWsaLMW/tIyMLR3koSZisFtR2gA7SlRC5zdK2F2u8g0MnSXnlhYNh8eBsc1lkxDvMuWtE+OVacikwa2RdxBp0DkY/7Lc0UJ2bGND3STIOww1CDmlwfmZOW1100mSe/0upuSaMNdqOU+Ixh3sYjaTt93tYnr8AhDW98GmKYSozDZdwUwb912BetAVzC6m28pqFvgtu4CHGojB7kwYpDVLWuEj6sYuRTrvMFpycC5ntViMnO3ytJSvVYuRK/b/HsJetE9iObKmglWKLBuWNJs0HjK1SiIh1VpG0yplzCxznTCM3UQYvt9i7UAnaraQX6Z3NImnLTzDKVDR0kDLTvzkxakgy4v0jAbRVNsziMJqXrQwnDaOkTBxHXX8Mr2jgXzV9xA0fuCKlgopX1TJptoTxAafodnGQxpEU30PCcdK44XBvn8l2GITcGVOkDIv00MayFd9DzHi+6loqTCZZ4GuUx+piG3ChLjN4Hd4CjOs6xEYBuMwjTV6l9rJeV3DuVY613ZRNYGYn/+4brP42q1QjA57ByiJM8Xo5i51AOQ67LUQ5Zpow5LSRMIiS8oj3PMME7LRNcUZZOWzxKjE2CW5u4yL2/5jc3G5NspTsDQXYXA/2WrhnuOyVN2OhrIsO2BKK86iEtcrjCpdt9QWK6XJtZS2TU0m8Ln0GNrUY0SjRS8/kxi/VbXxnwy+FTf9cg7urr8+UcjLhVoKdqWhdq+q7vXMM97MWZgOrgfDPwcvCeOzFY2WkrSqUPRrZUJ0yRAbTrMbTMwCI77Q/qKBhG3TX6AIRovFiiYBUphmW5qN2mZPfg7xflMeH2zKz6+m3JVvEvwtd+UfzSTrwft2iknNPmqBf3v6+dOP4H3LleB8e3c0HGwOProz8qDDEyDtAN29GY4fg14PEdmwSwqRmh9XD9q2BnS9uJIiAykhkmt+XANoaQvoenEV64STQkzRqD1zXD3otPn6nKDrxdXRMqypIJJufFwDaGkL6FpxRV9rBJVWYCTNyjUL7WSlnzgH9HMCLPfHlTHPv9LfLL52uNKPnsnQHhqZH6FKOFi6Jj+Cfy+zTcbwZrIVOYY/zS1tTeQMHoBb4xsdxYnyQ5R9kfJoDku1ZfH/N8yLAxzSgSTxKXBp8Kn5reTROLbqyoTEiI2XiUNlHKtUeWHci5RHc1iq7R4OYs/Le8ACgAqIEj2HKg5foiwaxFJttwDflcfLQpNVaDCxTVr1IlvSBrJV3z1c7FPsSFqnXXUzYpu+dBFAC7UFdL2lC0MkBBoJ05RBo5p7zF1jji4HrXLgzdK+USzFpfsDsIs3SxSMbRYMsR+7SQuneWjMwBaz1YNjQsNR0b2p1kANbkUtQ5n2fFALsD1PYreMmbWHgeL1Hp3aYq1WopESwdecJrUvp9V4ss7E2DpoGcjkmd10bP9cZjeImbWZHS33+MR2bFlBMl9r7rLgNq1cg1iq28qhAhfv99ZpJhDlEgHmNnX4sWNQg0iKeox1hSjAuuj+3vqWAdECJsKrFbZIFOH9ilpG0ipRPHkvsxWdIcVvOxobHqsKeZB2v9Xf1aTpEKed6WAyXZcHWpFtKdrUrWJrMP5jLWMTGVrbOsbnQWTqM2trkq50pnhT62de3mVGwLaArre8y0KUFmLzT/QH0AJtAV0vrsJgk27HIFDj4yqslWkL6HpxdcqmfmgBGh9X5+svtgX0T+L6P32anT3odQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQrCMBAF7/mKd7SHYokHoXdvKgX7A2Gz4GKalSQW0q8313bOMwPsuCu5gCILjziRhsBU2MMO1vbDpbfXzuDA3GRsGltx+yX98vnhfBJvXjUXXkBB6YNcI72TRtnYj6icD5/nPCFzWoXax1GRlc0fBY5mu5wAAAA='},
  'host': 'kiosk-api',
  'truth': {'filter': [['Mar 24 22:34:40 kiosk-api CRON[5299]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None],
                       ['Mar 25 02:29:56 kiosk-api sshd[3878]: Accepted publickey for hugo from 10.17.197.62 port '
                        '47596 ssh2: ED25519 SHA256:6b1fc5117084327d8f9146784d5e6f91ac7fea33b7f',
                        None],
                       ['Mar 25 11:54:24 kiosk-api sshd[4234]: Accepted publickey for nikos from 10.50.27.217 port '
                        '64362 ssh2: ED25519 SHA256:1bf937cae4f5f4db854499a66d716732172ab919f11',
                        None],
                       ['Mar 25 11:54:24 kiosk-api sshd[4234]: pam_unix(sshd:session): session opened for user '
                        'nikos(uid=1005) by (uid=0)',
                        None],
                       ['Mar 25 15:31:48 kiosk-api sshd[4453]: Accepted password for nikos from 10.42.195.203 port '
                        '51842 ssh2',
                        None],
                       ['Mar 25 15:31:48 kiosk-api sshd[4453]: pam_unix(sshd:session): session opened for user '
                        'nikos(uid=1005) by (uid=0)',
                        None],
                       ['Mar 25 15:43:00 kiosk-api sshd[4501]: Failed password for invalid user pi from '
                        '111.212.144.244 port 50757 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:43:21 kiosk-api sudo[4516]:    nikos : TTY=pts/1 ; PWD=/home/nikos ; USER=root ; '
                        'COMMAND=/usr/sbin/ufw status',
                        None],
                       ['Mar 25 15:45:30 kiosk-api sshd[4528]: Failed password for invalid user hadoop from '
                        '111.212.144.244 port 35577 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:45:30 kiosk-api sshd[4528]: Invalid user hadoop from 111.212.144.244 port 35577',
                        None],
                       ['Mar 25 15:45:36 kiosk-api sshd[4548]: Failed password for invalid user user from '
                        '111.212.144.244 port 58893 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:47:30 kiosk-api sshd[4578]: Failed password for invalid user admin from '
                        '111.212.144.244 port 54862 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:47:30 kiosk-api sshd[4578]: Invalid user admin from 111.212.144.244 port 54862',
                        None],
                       ['Mar 25 15:47:30 kiosk-api sshd[4578]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.212.144.244',
                        None],
                       ['Mar 25 15:49:06 kiosk-api sshd[4602]: Failed password for invalid user ubuntu from '
                        '111.212.144.244 port 34266 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:49:06 kiosk-api sshd[4602]: Invalid user ubuntu from 111.212.144.244 port 34266',
                        None],
                       ['Mar 25 15:49:06 kiosk-api sshd[4602]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.212.144.244',
                        None],
                       ['Mar 25 15:49:38 kiosk-api sshd[4629]: Failed password for invalid user oracle from '
                        '111.212.144.244 port 53776 ssh2',
                        '111.212.144.244'],
                       ['Mar 25 15:49:38 kiosk-api sshd[4629]: Invalid user oracle from 111.212.144.244 port 53776',
                        None],
                       ['Mar 25 15:49:38 kiosk-api sshd[4629]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.212.144.244',
                        None],
                       ['Mar 25 15:50:17 kiosk-api sshd[4637]: Failed password for invalid user pi from '
                        '111.212.144.244 port 57001 ssh2',
                        '111.212.144.244'],
                       ['Mar 27 01:58:27 kiosk-api sshd[4843]: Failed password for invalid user ubuntu from '
                        '2001:db8:82f1:b740::2bb port 62115 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 01:58:27 kiosk-api sshd[4843]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb',
                        None],
                       ['Mar 27 01:59:42 kiosk-api sshd[4851]: Failed password for invalid user hadoop from '
                        '2001:db8:82f1:b740::2bb port 45576 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 01:59:42 kiosk-api sshd[4851]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb',
                        None],
                       ['Mar 27 01:59:46 kiosk-api sshd[4888]: Failed password for hugo from 2001:db8:82f1:b740::2bb '
                        'port 33762 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 01:59:46 kiosk-api sshd[4888]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb  user=hugo',
                        None],
                       ['Mar 27 03:00:24 kiosk-api sshd[4897]: Failed password for invalid user nagios from '
                        '2001:db8:82f1:b740::2bb port 39080 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:00:24 kiosk-api sshd[4897]: Invalid user nagios from 2001:db8:82f1:b740::2bb port '
                        '39080',
                        None],
                       ['Mar 27 03:00:25 kiosk-api sshd[4902]: Failed password for invalid user nagios from '
                        '2001:db8:82f1:b740::2bb port 64805 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:00:25 kiosk-api sshd[4902]: Invalid user nagios from 2001:db8:82f1:b740::2bb port '
                        '64805',
                        None],
                       ['Mar 27 03:02:22 kiosk-api sshd[4936]: Failed password for jamal from 2001:db8:82f1:b740::2bb '
                        'port 64595 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:02:52 kiosk-api sshd[4957]: Failed password for invalid user ubuntu from '
                        '2001:db8:82f1:b740::2bb port 52879 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:02:52 kiosk-api sshd[4957]: Invalid user ubuntu from 2001:db8:82f1:b740::2bb port '
                        '52879',
                        None],
                       ['Mar 27 03:02:52 kiosk-api sshd[4957]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb',
                        None],
                       ['Mar 27 03:02:52 kiosk-api sshd[4957]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 27 03:03:16 kiosk-api sshd[4983]: Failed password for invalid user hadoop from '
                        '2001:db8:82f1:b740::2bb port 59365 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:03:16 kiosk-api sshd[4983]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb',
                        None],
                       ['Mar 27 03:03:42 kiosk-api sshd[4984]: Invalid user pi from 2001:db8:82f1:b740::2bb port 32138',
                        None],
                       ['Mar 27 03:04:34 kiosk-api sshd[5008]: Failed password for hugo from 2001:db8:82f1:b740::2bb '
                        'port 37190 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:06:22 kiosk-api sshd[5016]: Failed password for invalid user pi from '
                        '2001:db8:82f1:b740::2bb port 43578 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:06:33 kiosk-api sshd[5044]: Failed password for invalid user oracle from '
                        '2001:db8:82f1:b740::2bb port 55920 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:06:47 kiosk-api sshd[5047]: Failed password for invalid user hadoop from '
                        '2001:db8:82f1:b740::2bb port 34093 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 03:06:47 kiosk-api sshd[5047]: Invalid user hadoop from 2001:db8:82f1:b740::2bb port '
                        '34093',
                        None],
                       ['Mar 27 03:06:47 kiosk-api sshd[5047]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=2001:db8:82f1:b740::2bb',
                        None],
                       ['Mar 27 03:06:57 kiosk-api sshd[5060]: Failed password for invalid user nagios from '
                        '2001:db8:82f1:b740::2bb port 37686 ssh2',
                        '2001:db8:82f1:b740::2bb'],
                       ['Mar 27 04:27:44 kiosk-api CRON[5593]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Mar 27 06:19:15 kiosk-api sshd[5109]: Failed password for invalid user support from '
                        '23.39.120.16 port 57979 ssh2',
                        '23.39.120.16'],
                       ['Mar 27 06:21:23 kiosk-api sshd[5140]: Failed password for invalid user ubuntu from '
                        '23.39.120.16 port 57741 ssh2',
                        '23.39.120.16'],
                       ['Mar 27 06:21:23 kiosk-api sshd[5140]: Invalid user ubuntu from 23.39.120.16 port 57741', None],
                       ['Mar 27 06:21:36 kiosk-api sshd[5185]: Failed password for hugo from 23.39.120.16 port 35632 '
                        'ssh2',
                        '23.39.120.16'],
                       ['Mar 27 07:23:43 kiosk-api sshd[5247]: Failed password for invalid user support from '
                        '23.39.120.16 port 62600 ssh2',
                        '23.39.120.16'],
                       ['Mar 27 07:23:43 kiosk-api sshd[5247]: Invalid user support from 23.39.120.16 port 62600',
                        None],
                       ['Mar 27 07:23:43 kiosk-api sshd[5247]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Mar 27 09:56:53 kiosk-api sshd[5278]: Accepted publickey for jamal from 10.59.141.167 port '
                        '49584 ssh2: ED25519 SHA256:b34dd3f6a04d69b777e4547df340c0941a047facb16',
                        None],
                       ['Mar 27 10:14:47 kiosk-api CRON[5465]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None]],
            'findings': {'brute_force': [{'failures': 10,
                                          'first_seen': '2022-03-25T14:43:00Z',
                                          'ip': '111.212.144.244'},
                                         {'failures': 14,
                                          'first_seen': '2022-03-27T00:58:27Z',
                                          'ip': '2001:db8:82f1:b740::2bb'}],
                         'compromised': [{'ip': '193.227.199.60', 'time': '2022-03-25T14:30:45Z', 'user': 'jamal'}],
                         'off_hours_logins': [{'ip': '10.17.197.62', 'time': '2022-03-25T01:29:56Z', 'user': 'hugo'},
                                              {'ip': '10.42.187.200', 'time': '2022-03-25T02:49:32Z', 'user': 'hugo'},
                                              {'ip': '10.29.172.218', 'time': '2022-03-25T07:04:47Z', 'user': 'sami'},
                                              {'ip': '10.46.13.241', 'time': '2022-03-26T19:41:13Z', 'user': 'jamal'},
                                              {'ip': '10.59.141.167',
                                               'time': '2022-03-27T07:56:53Z',
                                               'user': 'jamal'}]}}}]
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
def test_filter_on_held_out_lines(case):
    msgs = filter_problems(FILTER, HIDDEN[case]["truth"]["filter"])
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
