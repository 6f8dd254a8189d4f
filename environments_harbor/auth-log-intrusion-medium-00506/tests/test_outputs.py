import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'filter': [['10.14.28.183 - grafana-admin [19/Aug/2025:05:09:29 +0000] "GET /private/dashboard HTTP/1.1" 200 1176 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.14.28.183 - grafana-admin [19/Aug/2025:05:10:09 +0000] "GET /private/ HTTP/1.1" 304 1771 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.17.240.108 - reports [18/Aug/2025:02:08:24 +0000] "GET /private/api/health HTTP/1.1" 200 3563 "-" '
             '"curl/8.5.0"',
             None],
            ['10.5.103.99 - grafana-admin [18/Aug/2025:06:26:17 +0000] "GET /private/ HTTP/1.1" 304 1605 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['10.5.103.99 - grafana-admin [18/Aug/2025:06:26:57 +0000] "GET /private/ HTTP/1.1" 200 6289 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['10.52.87.89 - grafana-admin [18/Aug/2025:06:04:14 +0000] "GET /private/dashboard HTTP/1.1" 304 6555 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['10.59.25.20 - - [19/Aug/2025:02:31:25 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['10.59.25.20 - reports [19/Aug/2025:02:32:07 +0000] "GET /private/settings HTTP/1.1" 200 1347 "-" '
             '"python-requests/2.31.0"',
             None],
            ['201.192.235.147 - grafana-admin [17/Aug/2025:05:10:34 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '201.192.235.147'],
            ['201.192.235.147 - helpdesk [17/Aug/2025:05:17:20 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '201.192.235.147'],
            ['201.192.235.147 - helpdesk [17/Aug/2025:05:17:21 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             '201.192.235.147'],
            ['201.192.235.147 - helpdesk [17/Aug/2025:05:19:06 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '201.192.235.147'],
            ['201.192.235.147 - reports [17/Aug/2025:05:11:07 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '201.192.235.147'],
            ['201.192.235.147 - reports [17/Aug/2025:05:12:19 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '201.192.235.147'],
            ['201.192.235.147 - reports [17/Aug/2025:05:20:51 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             '201.192.235.147'],
            ['212.73.180.14 - admin [17/Aug/2025:08:09:20 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '212.73.180.14'],
            ['212.73.180.14 - admin [17/Aug/2025:08:10:15 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '212.73.180.14'],
            ['212.73.180.14 - admin [17/Aug/2025:08:12:53 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '212.73.180.14'],
            ['212.73.180.14 - kiosk [17/Aug/2025:08:08:33 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '212.73.180.14'],
            ['212.73.180.14 - kiosk [17/Aug/2025:08:09:36 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '212.73.180.14'],
            ['212.73.180.14 - kiosk [17/Aug/2025:08:12:44 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             '212.73.180.14'],
            ['212.73.180.14 - kiosk [17/Aug/2025:08:14:53 +0000] "GET /private/api/health HTTP/1.1" 200 4414 "-" '
             '"curl/8.5.0"',
             None],
            ['61.44.35.211 - grafana-admin [17/Aug/2025:13:55:01 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '61.44.35.211'],
            ['61.44.35.211 - helpdesk [17/Aug/2025:13:53:20 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '61.44.35.211'],
            ['61.44.35.211 - helpdesk [17/Aug/2025:13:57:57 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '61.44.35.211'],
            ['61.44.35.211 - helpdesk [17/Aug/2025:14:05:43 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '61.44.35.211'],
            ['61.44.35.211 - kiosk [17/Aug/2025:16:54:52 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '61.44.35.211'],
            ['61.44.35.211 - reports [17/Aug/2025:14:04:47 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '61.44.35.211'],
            ['89.13.67.252 - - [18/Aug/2025:04:29:21 +0000] "GET /private/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:30:09 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:34:12 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:39:36 +0000] "GET /private/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:44:40 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:45:06 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "curl/8.5.0"', None],
            ['89.13.67.252 - - [18/Aug/2025:04:46:15 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:52:04 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:04:53:28 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "curl/8.5.0"', None],
            ['89.13.67.252 - - [18/Aug/2025:05:02:23 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:05:05 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:09:53 +0000] "GET /private/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:10:52 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:13:31 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "Go-http-client/1.1"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:14:07 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:18:29 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:19:04 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:21:36 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:22:21 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "Go-http-client/1.1"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:23:56 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:25:24 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:26:49 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "Go-http-client/1.1"',
             None],
            ['89.13.67.252 - - [18/Aug/2025:05:29:07 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['89.37.72.250 - grafana-admin [17/Aug/2025:13:46:35 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '89.37.72.250'],
            ['89.37.72.250 - helpdesk [17/Aug/2025:13:48:11 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '89.37.72.250'],
            ['89.37.72.250 - helpdesk [17/Aug/2025:13:54:03 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '89.37.72.250'],
            ['89.37.72.250 - reports [17/Aug/2025:13:41:18 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '89.37.72.250'],
            ['89.37.72.250 - reports [17/Aug/2025:13:45:19 +0000] "GET /private/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '89.37.72.250']],
 'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-08-17T05:10:34Z', 'ip': '201.192.235.147'},
                              {'failures': 11, 'first_seen': '2025-08-17T13:41:18Z', 'ip': '89.37.72.250'}],
              'compromised': [{'ip': '159.29.16.116', 'time': '2025-08-16T11:34:50Z', 'user': 'umar'},
                              {'ip': '212.73.180.14', 'time': '2025-08-17T08:14:53Z', 'user': 'kiosk'}],
              'unknown_keys': [{'fingerprint': 'SHA256:764d28cfe0eb9a0e28f465d8c37f921f1269848e694',
                                'ip': '10.39.75.4',
                                'time': '2025-08-16T10:25:39Z',
                                'user': 'ingrid'},
                               {'fingerprint': 'SHA256:b39468229a54b703e4eb6c3119cc68e1e7f2ea153e6',
                                'ip': '134.115.137.130',
                                'time': '2025-08-18T02:30:45Z',
                                'user': 'alice'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA7WVXWvbMBSG7/crRK5WRmSdow9L6lUvtm5sZYMWVhijuK7beDO2Zysl26/vcTq21lG+IHUciZjA++g95z0GwaXmICy3KZvS5xvY5GR+l6BA7UF4mXqF7I2g6zubnL69YEkfslDmSda2PO979v7i4ksCHCYMhWDKqJRNphM2OWv+lFWVJZoL9voS4Jh9Kuv5gi2suTLqiJ0W+c+GdEDQDexd2RW3zSIBtFxMXoHgWnKQwFHoKJkCDyOy2+y+zJua0zLCkgohgnWW5WUdmn52zD7UoagYPWCfz9klA3Wlj9hJ21bF1+L6YxkSI8goDpqdZ7dZV/77vWRVyBEkfWMuSq/Ba70rq3IGDmWhICRCkxjBUuSfR/Mca8yCUh+IxXKVcnQRkNRrQeseXSbRvmQ1UXMkbpSwSovUecZL3GibHJYl4GkznYXQTvOqLOqw/MeyXxwVxnEwJqKAHmClMOv7BVHJjWJku6JDSRfV0uilWev9j5WAp39P1v4Os6aedsWvedGHPkFOYX0stVQcaHM2Iii9ENvsA63Fi6aV+CyHVEX5qLza7tOMZkuxqZ2GWUZnepRz/+UEemG9GPnfduV9ForkJutn103W3TxRVBQucHprDZ6KZvObMjRdVNruLj0c1lhybamdz7sqsVzvp6fW6GVtmcyKrAqzsbsSD/VC2QnReVyDOO+Lblz71Ni4HdRhkrRSGak5DV7jlXuu0jXXTeh5WIRxvFMHG9uL9iFwIqqEVGJ4rlQ1d2U9dtm5Q815ablLh+St4tDcpFVuzD5abV40+8DV8KI2UT41mLbPMES5NYmaZj21gnERReel86B3V0TUkYZ7AHoyGK/HCQAA',
            'access.log.1': 'H4sIAAAAAAACA82X3W7TQBCF73mKVa5AKOuZ/fdyxQUUBAgkKoGEEHJTNzE1drAdVHh6ximFxF4ncWkEbWM1kZXvzMyZ2TECFxyd5QrYlH4/oI0er+aRAKE9Kk9XHbOHQD8f2eTkySmL6iZpslmULJf8c82enZ6+iZDjhAkAJlBqNplO2GT5vVmUxbRKv67SuqkjwSVymNxDIBwXynFUMohUziu7jbxIvmWzsuB06QIt2mvgq/JHludJpDmw+6+SWVY0Zb14xJ4XTZoz+oC9fsveM1Sf9AP2eLnM03fp2YusiQxoTt+n2dvkIqmy3+/XWpXhSvA4DijVHqyntG0pzct5VnQ0otG/knJSThdNs5zO8iwtmvUdLURSEZSllwlgjJfgRacGHYICq4+ZBSm4oPcCQyaxXkuPeGjFDNidycCYo5BcYQAVezCU9UE/zuquIaWDa9psVeWR4/qXB5Wi2MiD9saD7g8GwAPSdQwGtdoZlbbEM1wIEeSh8BL3O8mACUYjgDtFMQW/W8Se/DciFmr4vpfeIz5iL7NidcWunPlk1AN2ks4uS8Ig0B+yp1mVXpRXEQp3k2QqJTUQWhsQJr1UXnaELavsW9KkUZ02TVbMN6UpQmC8f7psQas0T5M6nX6ZV0G8PRjfZsaiie+Q3/ZOmH+e1IuzMqnONwRIUK2Ao/b5GO16hPb1pDYA/4d2M1j3obxrJ+XewtM/GCOPw2bX1gvYPcSFCs0qHVN7002IXOh2eswrir5Ipsn5FxoQ2xw6sEXvsLiJbqiZjlGPnupkdZ41ZdXXK71Qh1djS/jArKUxC47HEKgD8RydIbcbOp2hu4EZDI5gLgxb1WlVd2yGGtUdjd7DxCm31ymtLoPW7cj4WIc6rzHMTZZZtEiTvFkc5NXxielJvczK+rInsd247GF1O3on0WCRtBrSvhIHDa2gN866+yfGZvfKJdo9VwgTANCKq3tb7t926CZwl1mu4WKEWdbxagh37AisoUG6tzfW2xIEj7Xb9OwIedaDOMyfrUbtYtj/VDaGPlSTocNfovgHWXKDRRxY8JSUdzWANT0uSY5GBntK694z7qGn0HFmzKbc3VltpccjO1JrgUdT/xNvbC4IwxAAAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwFyBY36H4sIAAAAAAACA9Vb227bRhB971cs9NSg0Gpn9sIl85SH1i3aoAVioAGKIqBl2mKtiCpJBW6+vkPVbSySa5NbkqJtQYAN2+d4dubMhbMguNQcQuBgDVvS529gVm8OtysUqCMQkZYRhOwbQR+/s8XFt5dslWdXWVnw8r5k319e/rKiX14wFIIpMMAWywVb7P8qN9lumSd/HpKiLFbIJXCx+CoIuOUoJQdAArvN45t4Fy/j64/prgYNkQwjYU6h93n6KS6TVbxPV5sk3pabRxSUAAah7sXgLs2KuwaykpGw7cjXcbG5yuL82gX8NvucbrfxSnPBvn4br9NdmRWb1+yHXZlsGX2D/fyOvWegPuhX7M1+v01+Ta5+TMuVEXQSHDR7R0bJ0/++bnDOk20SF8ny423eZK7pxDyZD3JoKozQcWh9cYGc0/BAcfrBpmtiBIpep1BFGZfpmtxjz/8oat4ppTQtR/Qe4DX7Kd0d7tm9NR+MesUukvVdRjAg6AXsuzRPbrL7FaB9oKVCsgXZA2ULMRlJE8nglNg2uyVjnRKy+BAtF9lyU5b75XqbJrvy+AN1o8eH67TM8gaUMuPHiNvfZKSB3n3x14d8u7Jc98Uk8zowi6Qs091t0QWxci/gaCr5azlGetlI1HBu4k/pOttxeqsdJmoMRhMAoqoDrsk4NmyhaiqhBuiq0ihV0xoISH+dW8FRt3l1UFmk7tXPRfYIpqjzbBPwI1clfN1yAtZt2hkcHS4cWLw72otSrWpHPhRJXszugFE4da/NVJXfB1Kb87NG6GbmY4JQwRMZAqQiwdQEyEPRGrGSUpH2OFVnQn4eUdHrf2hE/2T8PCXdkMaxjUDi41s9niSo55EoE4Z+mXB0swdOV+9XQo/BzTZ6mu7ZwTMUQ0rTZ0+enXgqz9rKP2AUVS84aYgSooIhytYOUBBhMHBS74Tq6gO7J/QRQk+hU7H8+5UOsJJKQg9z9Dxq5Rwb9GpMugApOUh5O8YRa2cVO5a6VlMP7RljnojGmeN7Zd6pdF0FzsLsHBOtDoStc7AwcCxR66MnqdYIydVAD510tHBWOCNlVELUOL2wa6BqzuMf9Yt6jc5CZSSdIUTX/zercNUyQj3XjKSVsxeZpVhr7axW5sZTi2nDwTjT2FnLWh34J5EJuOlgrtwsZcVp8xQ1uOinBT4uayMhnC47Q/EhvjCQK09IWNsJfYgQcZgjHTygqgdWztQxZNlMQMpZn8/LO3TjId5cCpMjub7jck8RMvQ+UZl8RNPhPJ4mdSDr7ozHGVcQpHU+wB4oOEP/4bu/LFYPoc2UqZUAFU7RUNtqswVgrjJC5LSaZYVnj3s6L0YLwJ0951n7tKxAnXXPoRNjDbPr4OxxY8RMMAa0x3Ud+7LOLHBO9EcSdutcRxkcyDXBGBgodD5wnJ8MVmsqcqAdzufBYPxHc4SC/qtVvZG0HbO4Q+nM9iP1u6giidMuBRCoJj88A6hrHjWsHqDxG3x5ogXOImxewuNegBxSC6yzBBnY7NSGhfOcE8num4jndwsJkYCZ2hEiFbyoYk6ik/EIylOtoMo5LYTaakcVp6n0q9VTM818QhrnfGIgAP8eYPQDtd5rV61OLapLIVJw2wJXVaumUR0/ee3ISPEkGChuJddBCxhW0VofpdYvnsh/L92Nc/FEVfecyCSoHggGXwgKPHaz6LTGuqibAxFF+10cyy2Z3bSg/LNE2QdFKo1DOF+11h/QXxXAUZlHe/2P6VWrvZRQp1S5Bq/6pbxTftTQua7DeLUMHc2CbvE/2y2cE9qnt8xq5JXf5Ymz867m4gOktwbolyuINcAwUto/9fR15dDZXp/Fp/4G0lEs0UI9AACBwZaPcgUAAA==',
            'journal.json': 'H4sIAAAAAAACA91dW28bNxZ+318xyFMLbMY8F5KHDvxgNGlroLkg9mLRp2A0l1iNIxm6NA2K/e/LkaUmdmRoNKLHZOwgciTL8ffNd27k4Zm/n7x79/bF6W8XZy9fvGv/Or84ffnmyXH2BKzWxMyoBC0qevLv7Mm7X1+fX7w6ffmi/YZRUX5YXj+dFPOno/bF89/Pf3v9y7uz5y9eXZz9fPbibftN8/lltXrnm7Pn658K7b/fvD17/fbs4vf2OfPVu38+/enst/XzoNoX/K90fvrL6n88m/xZXI2rbDmvZ1lRfRxPsmY2/ZgdHzf+49jaXHIkygEwu57OFhkxinvyv3/9nRLK6+Lju+Vk/NcP7U89LpaLyx+Ps/KyLj9k18V8/uwG/nLyYTL9NPkuwLUP9WQxLovFeOqvaTG+Ws7qZ9nV9P2k+FifZMtxdaKy+uZhsfh84t+dzVoeTrLZ5XS+ONkigdSo+dnDrqvVNf40nVVZM51l416Kz/zv1Qm+RmeEyZj+8J/O6/ncX7XbNAiHMfLprCiv6h2YGa2zqcINbu3JgHw8q4+Rop3W390UOpu/RRJxWuvAPAgkIZVsRezJ6I/pbJIqXdtkswK0QyiaDaiuQtFKOUEUowKFSR9zw8SHRT1f7EBqiJ1JDWToqBA/uEeLBlFRszMKdBV8R9PWCEaMEGkV2qmhhDHxy6KaTq93ujMyycINbOwJgXwso4+Top3G390UOpq/WCB189GPh5/evn71NX4CCCCRcjadHK/Z9SpZf5VNr+tJfUPLio7ZdLr4YSWNH7PR52z9ZSfUJh3U5dV0fhf1bozOJ3gcFqOm6K+sRy0qGdS9riwrRmTtDLhgCQvrWN06KshBs/duKgdDe1VskTHVrVK7C/jGpXsVdnTpHjRZsAqJdSjQRtKSR1c7iomobepocewWB5PSrrM4PGhR2kDopS9x9J36kBgZO8CXkAKUznIxBg8Ffwe06w36tCzr60VP2D4UGJ0k7NvWsTt3WhGyyphAKdwrf2rjJaBaYQ+E3KmH2wlCwNz6a+2vN7JZyxuMpdSAhl0ASAFcQO9+SwSpkdNn1+de2Xd0b4iC5H2bJyIUA0RhjPz98u7y5jawDD5xSw1ncBuPHtxj2nhM5Oy08T1U39HEDSrN7MCXvoGzVkchErjl6Gpcfqg/r7goL8fV+BZ8jzS3lKOS3Nh1CeyLnJsq5zh78Ry1Bped/3qK2hzbxrAy1rlSj6pSRq4BdMqMGmuMHlFVFZUrGwIqdKrM7ZsDrijd5IC0Xw5oyGobdA1NGRf7ymGL2qaDut/KobBV/pOdxtDatiq0V5hevS9uOwWVe5fAKvfefe0TyGi13SfUJIgjN2LlVN2opuGyaSphLiyTdxNN6eqqUQiuSZW3fX1CS+jGJej9jEO0EmfJKBconuLazB44jPj6PweTg3VrwVgR3C6Y0lpdGxCp6sq4ppVG5Z/SpX+HYVOoqh5JabH2yX5ifA0ZPESzD70ObO+O2mU1vY0c+ndTZNlaFcfZxcXvJ9eL+RFkz7I3/31+cnQ5/Vgf3bz6LPvP+Yu3q2Vj//VPr1++PH3lv2M5nx2NxpOjauo1Nsuu56nB/3Lh/U/dP3be0UEX9JYc+uQh9Fqpr9dN4GXDD+PZN+EFfXwh7zNIrzNu1tB1qTRO7PuafsvK5orDnpZvtI+5PiAzh5I+H2T5qyt8n+GvXgxo91GBP9Dub4ugA3iLDgKnzhB9wSCWNl0kCaDuVzA4n8Bo65gchcpjtAuzUjgp3o+n89seXLt8tfcDkKPedEMBCaWGNPBaYQLgwq0V3lFBauzsXCzcS/gdkxcH5CkQZUGFosAEsvNmcX3zuAuvQUBIDWpoQ48f3GMaelTs7DT0/ZTf3dLZghiDocsUUIH2ALuB1sCKUsUb3uxTAfm45h8hSzvdwB7m0N0HWGqbIDhQBwQCpRIl9mv+i4upbk1/2+VhDXNneTCJI6UBQ9uJwQc69bkdNLHoVPEGDxHJgHzUEBEjS/ufCb3fHLr7AIsAShkdyvEZ/VBjf7ajVaJNakDDG33s4B7X2CNip8fwn/t139nKtXHW+hQHQzEggYrA63EXqBYlNZTBTTx6cI9q4jGxs9PEO4u+u307I5YdBa94nUqr4Ou43xUlYZ2OBm4VCysHXc+NOqONatdGOfBIBEQIfeZrdll/07zBNteUA7oNdCJJGvq+vRstKZtte7PfXrazSEYUagi1BYYEQzSEmrYbVOWgzKbGUTRER2hchA3YCerEW4mzYII1uiCZQ7p8Vqr40uVDt7p8Vi/u6PJZeO+aPZ34wJod/VnMjnzEOZp/nvuH1Ng4sO3ntio6gPexJXADDEY/YaRFzSoZ1L3afrRS6Ly2SYU6PoWoMXQ42JYDtLmPsjk42TRw0vrQ9zfhoBKpCkYtqjQMBXFTKauaQhfcKG2NqwjEYgV1nRphwyUOHrg2bSOcJQjlAOWgcLBSxZdwoG6Fg9WLwZo+IwN/oPe/LYIO4BG0BJ60xLF7/xa1scmg7un90ac0xhhGDlwNEcIwh34wB18OeiVvZn+w2Ic/9hMpcwMe/9FKExsS7xVDranTAQev79HM+0/15JuThToXndNm8QAc3nPYeDSi2iozQuuFUhsrhZSj0jSjgoEaNyrqEmhErKomNbr2FUrL40YnvKdOHIA2yloXDLiW0DrZ0lvRDhTKxWeZm7Eb9yeYZa0sNLYwo6YwqmBxJaIXSz1iXXJTYEM+uXS2vfaJ8TXgRCKPnL1T1db2Pld1N8miA3bpfIZ5o4ovKSbfSjFvXt2RYxbXi2x5XRWLOjX8ByaZd4SwGz2AdYFP5WsTfZYJIKSTQd0vy/TVg3d94D+DeTRnBskumduNBuTNIVHSTg2QXMZF2JBJJVjQoKAdzxEIOaMMU4jI6g/9M69CaRlCKlERNqxUEAB9TR2sp4dJhtjI0pAL+4p1Pe3IKHbw8PtYkfE13D6WB86eMk+yhEqr2NiA+1g85D5WZGwMu4+l2xTTovZ5sQ0EXit85JElf0yXs0lxVS68JJatH0mNhoFHl+j2HlxWxFtA4LFvntFhcg1pZx3xegGLHFscItOIkrYhMw4yrNGIU8HXfLUOvvK5beiNzzp8RSOb24c6HGJCVqS0DTcuR5NVgmF3khijX9kgC4GHpjwk6n4rG+y0ViwKCUJLW2SQLgqdM/mqdT0534BzPEATRZy8DdhMoRVI2GU/sPEvdnrUziWDup9L0Mq2FxaZQy3IGBXvqcuvPci6+94bRWosbe263+0tNbHq2HLvPan3ESDodKguYkP8/ckiKpZ6yoI1o9pHFtrX4qFvTokm4mk+B8kjOrZ6yoSwLeE7y4R023GkQ9feRuR7lEmEbPUNMr5KN11lIlYHnc6JTlz8WaVYscmg7pdVGisYdu4qqujnrraomZJB3fPKCslqV86FXh2zB9yravtZzG27maxzAJsjb+5IbaBrVIsT+oA7k0bYGOWMDXambN1dGmhnEvfemZx/ni/qj+1e1KyeLwoviMn78eSv1KgYeFvSChj/4WN3qNkF1uCD33vzZiMKfK6i/rnnBnU9gx4Z5iHbXK0zZNm/zXIw5Dbw1d7WN8+cu9bRb7aPwDrqerGjgjxg87t11teW3r0ZEwy4GyCqk8tNjrBpZkPpOlIwMsQDBnPrxLT+D0yo+8HIAbNGQxyX7x3M46Ji4GAuijnwWXnR0ZdqHrXlZFD3K9UEUFCj4uD1igANsdtLnIPjHPX6sCQJkRtguzdO4gbc7hVCTyqQcjY0AeF7lrd1DrWDFnyiv2kdYuD7WoeoEV1brklRwTBqyOd8Td1UrWqstp4FX/GPFEGHke6R8jZg65CQMa7tyggXSc3j3mmrd1IRFxXD3ndLO0Xc+lsjoZr3RaLuKoB2YRGR9hriHhlNHYe4f432ptwyquu9CFeIvVdFF7yTygF9nwKJj66+QqH2FEd3oVgwopSTQKbhUA+xxvgNZmPSxDzkGqPzNFmnhTn0dFNHUTcMyCpR/WcW7KrdP1W6trmFe8+e3qBed5ZY27UBySN3tr2lLdhQJqJD37+3C2ZfkmqXJOagJ1j+Dy8ioCrjqQAA',
            'known_keys.txt': 'H4sIAAAAAAACA0XRQU7EMAwF0D2niMQFnNiJE1YggcSeE8SJPVOYaatqEOL2tCO1LGPpP33Hj662Nn2PN+dsGE+6zMuwPW6/szrXputVx9uDfE7L6D7eX0JMT02BvXFNYjVBpVxaCDU3FYqNrAbD7rUwY3RvryFGX9wdeL7U+TbND+089OHQmKMmn3PXnooZBN/XUWw5h0SpQlfJjYMCHdod2LXTjx7VRFAZkgReEU2c11rSkkklj1akavMoSNDtwLb8bn0NS90ttByVSRFwTYthYDK1bhDXfhyT95EE0AMe1pbfrelyOizFHIIUISigBmbUzHomqkwYpVsr2rfVy3+vLb9by1kPq69fVSnEDC2Rr0jWgcFqrLRVS6WjzxzWE+hhbfnd+gMC1q418gEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAuCdivuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyiLAwSY8dNUahyYiu7U5Ne26Ol73DBl9lrJpqcTMe3v7qXiWbTGBUfpFL4mfWFFYZexTJm8PDP5FlXgLrYaCFRdwPdjKMVpYAAAA='},
  'host': 'backup-nas',
  'truth': {'filter': [['10.12.46.226 - - [18/Aug/2025:07:45:40 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.12.46.226 - grafana-admin [18/Aug/2025:07:46:22 +0000] "GET /private/ HTTP/1.1" 200 3000 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.12.46.226 - grafana-admin [18/Aug/2025:07:47:02 +0000] "GET /private/users HTTP/1.1" 200 '
                        '5890 "-" "python-requests/2.31.0"',
                        None],
                       ['10.25.53.150 - auditor [19/Aug/2025:02:08:08 +0000] "GET /private/dashboard HTTP/1.1" 200 '
                        '6874 "-" "curl/8.5.0"',
                        None],
                       ['10.25.53.150 - auditor [19/Aug/2025:02:09:28 +0000] "GET /private/users HTTP/1.1" 200 7684 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.55.23.163 - grafana-admin [18/Aug/2025:07:55:49 +0000] "GET /private/api/health HTTP/1.1" '
                        '200 5521 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 '
                        'Safari/605.1.15"',
                        None],
                       ['10.6.208.90 - auditor [18/Aug/2025:04:28:08 +0000] "GET /private/users HTTP/1.1" 304 1514 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.6.208.90 - auditor [18/Aug/2025:04:28:48 +0000] "GET /private/ HTTP/1.1" 304 6178 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:36:39 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:37:21 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:41:27 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:45:09 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:49:37 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:52:38 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:54:21 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:17:55:50 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:00:34 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:05:03 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:05:34 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:06:59 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:10:16 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:11:54 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:12:19 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:14:51 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:19:41 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:20:23 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:25:20 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:28:09 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:28:51 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:30:21 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['134.235.25.90 - - [16/Aug/2025:18:33:33 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['159.201.111.252 - auditor [18/Aug/2025:04:23:24 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "Go-http-client/1.1"',
                        '159.201.111.252'],
                       ['159.201.111.252 - grafana-admin [18/Aug/2025:04:22:29 +0000] "GET /private/ HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '159.201.111.252'],
                       ['159.201.111.252 - grafana-admin [18/Aug/2025:04:28:51 +0000] "GET /private/api/health '
                        'HTTP/1.1" 401 195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '159.201.111.252'],
                       ['159.201.111.252 - kiosk [18/Aug/2025:04:30:27 +0000] "GET /private/users HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '159.201.111.252'],
                       ['212.18.80.253 - admin [16/Aug/2025:17:18:09 +0000] "GET /private/dashboard HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        '212.18.80.253'],
                       ['212.18.80.253 - kiosk [16/Aug/2025:17:15:40 +0000] "GET /private/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.18.80.253'],
                       ['212.18.80.253 - kiosk [16/Aug/2025:17:19:04 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.18.80.253'],
                       ['212.18.80.253 - kiosk [16/Aug/2025:17:20:06 +0000] "GET /private/dashboard HTTP/1.1" 200 7356 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['212.71.101.246 - auditor [17/Aug/2025:09:29:45 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '212.71.101.246'],
                       ['212.71.101.246 - grafana-admin [17/Aug/2025:09:20:40 +0000] "GET /private/users HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '212.71.101.246'],
                       ['212.71.101.246 - grafana-admin [17/Aug/2025:09:29:58 +0000] "GET /private/api/health '
                        'HTTP/1.1" 401 195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 '
                        'Safari/605.1.15"',
                        '212.71.101.246'],
                       ['212.71.101.246 - kiosk [17/Aug/2025:09:16:30 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '212.71.101.246'],
                       ['212.71.101.246 - kiosk [17/Aug/2025:09:23:33 +0000] "GET /private/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.71.101.246'],
                       ['212.71.101.246 - release-mgr [17/Aug/2025:09:24:35 +0000] "GET /private/users HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.71.101.246'],
                       ['212.71.101.246 - release-mgr [17/Aug/2025:09:28:10 +0000] "GET /private/dashboard HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '212.71.101.246'],
                       ['77.8.233.112 - auditor [16/Aug/2025:13:46:06 +0000] "GET /private/api/health HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '77.8.233.112'],
                       ['77.8.233.112 - grafana-admin [16/Aug/2025:11:39:06 +0000] "GET /private/api/health HTTP/1.1" '
                        '401 195 "-" "python-requests/2.31.0"',
                        '77.8.233.112'],
                       ['77.8.233.112 - grafana-admin [16/Aug/2025:11:49:26 +0000] "GET /private/ HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        '77.8.233.112'],
                       ['77.8.233.112 - kiosk [16/Aug/2025:11:43:08 +0000] "GET /private/dashboard HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '77.8.233.112'],
                       ['77.8.233.112 - release-mgr [16/Aug/2025:11:45:53 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '77.8.233.112'],
                       ['77.8.233.112 - release-mgr [16/Aug/2025:13:51:13 +0000] "GET /private/api/health HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '77.8.233.112'],
                       ['77.8.233.112 - release-mgr [16/Aug/2025:13:56:33 +0000] "GET /private/settings HTTP/1.1" 401 '
                        '195 "-" "curl/8.5.0"',
                        '77.8.233.112']],
            'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-08-17T09:16:30Z', 'ip': '212.71.101.246'},
                                         {'failures': 12,
                                          'first_seen': '2025-08-18T04:21:55Z',
                                          'ip': '159.201.111.252'}],
                         'compromised': [{'ip': '212.18.80.253', 'time': '2025-08-16T17:20:06Z', 'user': 'kiosk'},
                                         {'ip': '201.154.110.163', 'time': '2025-08-17T04:24:22Z', 'user': 'bjorn'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:7f6406799c5bdc8b9f12906bf7665b3ddad9cf313a5',
                                           'ip': '171.73.208.67',
                                           'time': '2025-08-17T20:20:54Z',
                                           'user': 'chidi'},
                                          {'fingerprint': 'SHA256:c775e6188ded69ff021d7755c882646a0deb8c72e04',
                                           'ip': '10.4.144.82',
                                           'time': '2025-08-18T17:00:52Z',
                                           'user': 'kira'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA72X207bQBCG7/sUq1wVVVnv7Mm7yxUXLa1a1EogFamqkAlL4uLarr1BtE/fSUgLOJsQB0IOlhNZ+X7P4Z8JMCo05RzfjJMhPr+BSQ6m4wQ/KwfghHCKkTcMH9/J4PDtCUmKapyX5P3JyZcEKAwIZ4xIqzkZDAdkcFT9yYsiSxRl5PVRNsrLULWTffKhDL4g+AX5fExOCcgztUcO6rrwX/35xzwkmimKv6fIcXaZNfn/z4NXwFAelZaCiYuUxoF8KLKjD1I8zPXVv8OkKoeN/zX1bWgTTgVQNoeoFAkIZWmEwp3UTpiHlDZkIR8lWV3TUdt2mCJVi5iMpk2RGKoWHIkcDDnY2N1op4yTnbu5zK7zUVVSPHQgVsTifgqwTz7l5fSG3Bh9puUeOfSjqwoZwPAF5F3e+MvqJgFuZqo4cIyxoZAqyoVAVVXdDi+ydtKRZx23TqqH8uomv86Cvx90iQywan3Me1CFdFzGqbPrz6usuXg6vvGFz1o//DluYgqU3VLB/QJYpl7lVXu1zFOO6S15z10Mja+rJrTLGo1TIq6x9SHk5bjdLiSrgJItdfo2QGxCofA0tYsOtHcUBrNUC73WT6SBxc8eVsNJCPVwVOS+DPMr5oYlqEDD4ioOwBZPH3dVo/V6CBqJNdSaCIRjvziWPk+jdlh32VkmrmiRaeubrkGm0pidDo3NJMsVkrM6TyY+K8Kkm3wh48a+EVChg/YACiaJsUbvMlCK4ZmmBiJ1JGYrQHce3Zt7P5bGHjPp2qoF3DZw67AySpNiyWbX0bi28VwotBTsv/gtSZwmPWfYjiJ/pzJeMLdaH2/jeZmkcr0pbUJTK01jZT9whZXz6HK1EVv2ZQMoucsESTlb1zjEfFxjYhyTPRQ/45DuaIvH9Fah7p1PyV9Wouyx6Mw9BtL4Zr0JzjiuN14h5nNKaPtSNbZSte2fRwP//vQ8LY9/AVuH+fgmDgAA',
            'access.log.1': 'H4sIAAAAAAACA8VWXW/TMBR951dYfWJCcXz9kcTe0x5gIJhA2iQmITRlnddGC0mI3anw67mZgG35alq6UaVWWkU5595zfK6BCcqlppxLqjQJSG1zmzobfFvU5AvE4dFqEXLGlQEwUhnBySuGn69kdvz6jIRVnd2m3oZplYVLm+Z+Sd6enX0KgcKMSAYEtCKzYEZmJ+XPLM/TUFFGXp4DHJIPWbFak3USXUTygBzb+U2JUMDwAvImq+11uQ6BJ5TNXkCbZ1m54Cp1yw5JxYyK+kk6631WLNwkiifpPCt86ZaH5F3hbU7wD/LxlJwTkBfqgBxVVW4/28v3mQ8jpii+TpHT9Dqts7+/t+Wd9PNunr8s0/pqiPh8VedhQlVvp8YUVWCYeBrQqqy96wJyw+HZqxSG6b349olMMdgtYeSAPEN0j8tg6X0VzPPMFv7ugS7eTVa6mz40xbdD280D0gDb0QPPocZAd3DddX9WP/yyLILafl9Z513IqYDtXRwZsWvb/sUVsZHxbnk66o7hIEwG6/wvAU5VTEFG+GVIO2jxRVE0Zvdjvs6nPptjuFR07h6y5YwRqXW0n5FIkZhmFKKkh1hslO5Mwrq8LL2jfu1bpDhPNnqV4iWxL6qvD41oRrSi/Tq9zeZlQXFpNyGW/Ck14+g2TYHHXaqcNS6DlqfzcpEVbZJNqSP7hwpEYUB5X0c4N6CNTCYKIHQUbRQAb2KFay+aQAmSzUWJRMeblcaiJNBI9iAJA8IIMVlprsVoE5WiHASFBHrBMH9Yayq1vZuAHJeJNlsG0+c3QHIPwPBUKw2XU6sB9ce3w5aAGP3H+sBUc8oTerwahir2xCdFPSDhTSk9b76LITYwn1bO1m772fQY8X6ad3BhelwLJomUidxc4QieYlsc5hpEAbHYU+QKvDjGS9wjAm5A1ZF3kgitRjwEeXwk6MBJmNz7xl2K4fDdfydGSUaDR/4hkmJDZEyGxuyAjSfaBlIr3lXiF4OiZAQdDwAA',
            'access.log.2.gz': 'H4sIAAAAAAACAwEYBef6H4sIAAAAAAACA9Vb32/bNhB+319B+GnFYIpH8iiJferDlg1bsQENsALDUCiOEmvxLM9Simx//U5x0XW2GEuyREmJEyCB4e/T/fh4R/JAcAkcBHKpDVvS929ggjeP94EUEi0IC2iFZN8I+vqdLa6+vWbBXfIxW+VbTr/Y99fXvwT0CQsmhWAyDmO2WC7Y4m3+T7bZJAFywb5+m6yybZkX69fsh22Zbhj9g/38jr1noD/gK/Zmt9ukv6Y3P2ZlYIgLfR6yd8ldss8+/734CgSHsOLJY1FD1Vh9SnWf3+Rlwcun8phpGOGB6epxvwkiTkQJQmkyhuKx4loSwkOWFw9HOKGFyKr4/zi7ffYxKdOgSMsy294XX6BpAQxirDHLe4DX7Kds+/jEniLzwehX7CpdPeQEBIJewL7L9uld/hSAjOro7dNdvi+LE4ISyBz1BG+TYn2TJ/vbkRkaK1Q9w2SXBes02ZRrF8WrfLkuy91ytcnSbfn8hoaek5HFsB62kT16CuRGXJWw2nSLsloDUaYbTm/hqiZ5Iitii6Jh8hD5T2m++7tc59vlPv3rMS3KIpBcwXMcCK7pcU3MEWrhQFk4yqGiTMpsRf7f8VVRHOerCs1ZyOr5SM9kDWJch3iiCTicekmIOEjBIy6lqCcYWx12zYnL0vY8OSmcktImChsAAYVin8rQCFJHo6tCA56SdKGjrLuyphGq9uN5RVi9xL83h2grtH+HaKscdnos0n3Rs1eQcn8OyWFOir9zPC9wARWbXR3f0Q1UdkK3auCCxwwt4ih1ZANuVITrDlkwOK/YmS8v8vqyDTmPQsWhKxzOa2VLKHCW6qMHAXFTvTQ6vlRKSaummlFKkT27SUzLiFIW5+U17dTB5lrjjSxaFc6GrCEpm2o+hCcN43T6MRU526SBKhBCVJFfxNhZ6LbaZ/MVzFpQYejVQhqcZcBwiK69z+mpi5bOFa3vKkkrK8Sc1jQiLOOJKq/WFrz1cgSmld8cQkqjMc4PGlCjLnoOW2Ha3YBPdK9Iu6uJAWI6cibQefNcABtbMZs6GYWzr51kdUF8UftozxCcG74verF73KC0MvSxxYy0SoMnINeRwpAJiNoJe3Ytaxkk1SneBLffkBaw0JfMEhgKP+YOnSXDAHv+GFnptyQiRGyZmC0NWO0Y+2kFsHp5gJK0gLk7ziGk+oCI8QUFYt8pX1Gi9UpMsJyuqEnn/vR4KlnxouZPT9Rk1PtpT9mDrauBwZ8eqRiaqGOMlTCbHY6KcOjsZfteMw9oGA1enldAtDij30sHB1SE+TTcFePYaaep8cRpHjNUd76E1XIGRgSwoLxej6hA5QVX1dolPajuxz0XPKDqfuQzThjoC47sLrATOmuW0RLXOM8j+rqGckDR0mv/UV2/n4Oqg/t8dijLRFaPIBGx817w+KvXs0ZP8Yyr4gbdEnSUaCayXYvbwe0oneeYXcYkGgAqp9iPH1TKuRXSff2r5q4ImH6iT6Dhf6AC6m5BOydHtBGmlzkjoTgYyUEJTqp3SktX/arrtvzAU1rH3PJdsaxCo46iFBNqqk6YJ7d/ZttT2u7Gumux3dxmIFrfDejZnfVGIV5KjT9a1tyO0OSgRFFmK6VMzahkGyR53mOVOuDn8dH6CbYWiKrNJNWzMkk8r4My5MbwCGoEB6ub38c30jf5PYXK0fAc0vLRS1xybbiBwwzhMZ3wUCw7J+z+OBmwM/IF2/8L8C7vNSg8AADgP4OOGAUAAA==',
            'journal.json': 'H4sIAAAAAAACA91d224bORJ9369o5GkG2OmQdeHFgR+MSWbGwOSC2IvFPAWtVisW4kiGLpsJBvvvS8qSE3nkVatdbpM2Ase2LFnnsE6xiiwW/3r24cP7Vye/n5++fvUhfjo7P3n97tlR8UxbZmSPyqnVx7N/Fs8+/Pb27PzNyetX8Rc+V+PLn2bNZfX1p0F88OyPs9/f/vrh9OWrN+env5y+eh9/6ef3b9+snvnu9GX8PrwYxu/fvT99+/70/I/4M/Pds385+fn09/XP9epvhrd0dvLr6i9eVZ8/LCfjP3+oZ9PJ0byZz8fTyY9HxfqrYnrVTJphMZrOiuW8mRWz6XTxw3I8PFY/FoOvxfrLZ//9x197UWubDer6cjq/jXo/RkPGIpEFbbthnM8vhj+t38P3WI0j3xnr6eQ/1eV4eA1k0cwXxWg2/VwcHY3Cx5FGKrXC0mNJUFxNZ4siwECdK9qbkY2vflQtFxdhWOuLpv5UXFXz+YtrGpaTT5Ppl8mTAhn/ayaLcV0togmPwrtbzpoXxeX046T63BwXK6kWzfV/i8XX4/DsYhb5OC5mF9P54niXTeTK0S/hLwcJx0H/Mp1da3ncSQpFeH9taODg25xnq6A7DdvwjZDqp7Oqvmz2gUVvkHPDKa339ME9ns6T4mavvg8w+tYKDy4OvNXyjs6xjNKr4efxZB9mAjCUK1xxwWcD8hGFnyJHex1Aey201z865VmRFufB9Kh/Ju9NrnDl9Z8LyMfUf4Icyeh/pYW2+nc+xD6kw8tIBUDOdcZ/UtfN1SIysBxcjutPzdcVBRfLj9Nt0Kq0JelS88bjWX2N+Kh49RKYtS/OfjsBNkcDNdDUuJrsgFkZpHowqAeVZcPWWct2ZOq6ttg4lRtb24rav84VaVwtbmml+LClLmsdg+hSFwInv8AXUdtsUHda4COlyStRjOBV6iMbULOmbFB3HFlmZ2SXp4nTH1k2GrNB3W1kwyeSxah1+iMbP/lsUHccWc8QE1ONTjgs9SrZ0B1C6EolIJc6hLAruo4/jWdVrnTtiuIjnq0Qdhv0dRQbJhFsF7cH5DZ8eE9opJED5WQobXWVIl27DCXi2WcoIZHRqrWhOBMjd0KpFW6P/il6kpRo6upBwvyIprVheG/sQ2xxhpd9ih4kRbq6ehDyyK6loUBwNoTOgRP3nY6enidJk67OHgUCotaGgs4/DHJvBdYUD8WOip3KGvuhK4SRlc0KoT4sO4v5qOxamQZIPicNqFFng7pbTopaG0fgwtQnExpZBenWjygsgXwJQCX7gyKEtHhqFRncQntdH6YNtc1CA2SnnFFekxRkQpld4/nyagVnH1wENC43pLIbxjmAeyiF50bO3h3ig+y+tcxNyCuJlQPZ4MYqtjJyX33a69qU1SZXuOKazwbkY2o/RZL2+oD2YmjvANCEvBadWGgjVR06qT6Op/O9aDnEZZgbUHnJpw7uUaWeEDl7JX6I2bcWeayGdaiRpZ2dNw936GNXbMPoOVfA4qLPBuRjij9FkjodB7lLDu2dgPdsQtjjhNyg1qpX8ZO1ZHMDKi/61ME9qtgTIkdK5CuzbylyMsax8Kp1+vVjZKzCbFB3W6s3yrNm1KClotj1lChZzn9V/ae53DZojyVDaXWp0W4iV2S7u6S/smDZqeGg8TWa2oMZ1qoaMZga/EDVlWoqox0MSefG2KEbdisqNzt2cJgeDCskBOish78jJ9ODragSfRmkV2qHm7IXu96ofdDjH4kx1qutGPYEgF76uJTVJuHVwu8t7XorcEVirnztijVaCYwUt65MNcaisxByKek10/B2nqSppMhXZ1NBq7Rtbyp2VTBFVhw6PU1TSZCv7l7Fh0Smtak4smGaX7s/UejuSZpKinx1NhUGq9qWIVpFVjjPk9jRfODs1ipWkA3qbtmtM0BAjshbofgbtO8nY6EypCXf1V/rIKMeMpa0GOszY3GGLFB4Wuet++Vwuo0cu+uhKNZ2cVScn/9xfLWYP1fFi+Ldv18eP7+Yfm6eXz/6ovjX2av3q3rD8PXPb1+/PnkTfmM5nz0fjCfPq6tFsbwaVosmN/zfRj686uFe8JYh7EfvFYPsHIAZnH328fBzNqi7zQFeWRCuM0eXwchaMtmg7jiyaEHFqUp8zQQsJBziswlxbogNlFuH+JfVbJ4rXbsi/IjndkD0Hej1Em6IVFoG+AE5K+2UIqmKXFTS54taYbY+U8yHBnKRjc30jQd5vgD6esFdsFMLJn+uKKJmygZ1J38fMHodkhoD4sW1qKXlXF+Mh+Pbeg5yRii13+R0DG2PSiaK/VBZr1jZ6NocaOFgvVUa0EjlJ3iPztohP7se4m/5md7Kz64f/T/52TwmaMvRl2K+qBbLeW4E3DNBu2UJLdCT0c5qCJOhtACMll7S+filmdwWP3Fpg/idWYvfIOLuBZ2aRyMHNbIdUINDdraG0cBpU1lGhKrytraq1rbRufJ2qOOIhG6shQ70GxT3QBwASK1ooTV9NKzkMGFgMJt17Ocs8B3lLZWDaqigGumKRzw0o9GgYTtqRp7Dz61TthlaHYwIc6Orv46VAbjzRrMl64XcK6l7rf+tbOLb9EJb08vqwT2rf/Ov80XzuV5cFrMmTDLBiCYfx5M/c6PinjPNtkm0AB/3TNlr+UiL+okyXelDzgibWu6YAbYNMpOE3muQ6VkJF7qmvwwcUWudDepuyaPWhpiAPHlp2yYWlvVdO9xB10iblt1at80d04Te494ea6ON9yHbRumlTzKml+QBSgBVarVZOrDKcw/ZQ5rE9Zg9aKtjLKTEr/2wIcbqw22ELCIYDtzUZTrr27qNJKH36jYshijYUvhKKBdiBdLu4m+NycKggy+h1PZmq0TrO05GDKtRRWBG2g+ZvHZGD0b1wAxV49CMBjV76x3yyPtRbnT118qM4zaL9iYE2iSULzHq+6SOK5v4ljriVuq4evChUse0qLhn6rhtEm3AA4Km4N6kAy1Geuh+htFthLTR3oSYYdJv2xs2UeR9ugDP0lUmPvka0ojacDaouyWO0a6FK8PQJD+yETVng7rbyIZABVW8t9dJnc5jerjLakGHHFC5ENZxCOdvytwZMDeksr0LcgAn2GZ62wpyY6dL84K7Db9lcEJs4qKuXV+dJkGBIaEuhIPlZLHcD5eiO84NqbjOkwf3qDpPiZ39HQcPMfyWOmcGiGWhxhspCpyQzq/GLaA6bHEjdWIohTWeAbhH1Hha7OzVeGujb61vi+AtK6+EFxmMogdrLroTNjI6myticc1nA/JRtZ8iS13ajt4tiJZ+wDhgZ3w8syhNBYhfRb2zRAcDeq9KvwFvHN6xm8sjWwVuavBg9NAxVEOyzbByA0MNNGjNoDYUnuIGuRLXZ31PvD5b+rLX5C8vDqi9omxQd1vMM17HVMHfqx3zbtvGfo78sy9jWzuNm4pfcnfVeEge+U+UuT73+S2QEb4o2KV/ZMxCMJ1sUHfzCkEKKtY2shaPmpJuQxdDLI7buesTwqs5M1e6dgWZO8Oqb6jXF1a41hvYEblXqK2VWiY3zj9NA0mHpq6GQca0bQ4VEWNs+rpubCGB2Ls+jgHcwoxATFli7jM/CIkMY7Bvx1IrbBbFK/52tQqAGDyakFNv6sM9mjuOFzrT8GBY0dCT9RCkTCM3MvHbxo0qx+gNVE6F51e5EdZjm4EQ3CqrTDBsFip0s/fIqYri2iruOo28elDyMHJa8O9Z57dtBi3Ae1Kg47Y6CodJ1nAf9cFUxgli01YEQa37EDxsfXCatPVYJOjiRd+y6zAZ5JkB9TrNzAF1tzzTgSPpy6xd+iMLjn02qDuOLEIIo8EploqFrZc+L7ire0DcYoi9o7y5SYah5d30iWHusQdAmNSc8qiZUCiqcVoL9gCA/noApEVFzz0AHDolO2WBSb/mO6KmbFB3dOfx4LRWbKx0DOrk7z3avXdsS6vKzaVHyt51tE905zhN2vpcGXKrf6gBpFY+HVEfuV4IBCDke3rTQpIt9ZDrpUVXnzmeCRMnowKxhRFnneBZUOjvLGhaVPR8FtR5HRfRQRnpXXXnoI/2Y2GeiZdqGLVeJAojaXroP5Ymbz3mIAE/hZlWyR+ldc71UsiiqTQ+TDpq07kOTA9XVyRKXJ91LJ4cxIb+DqV693nglO864uCfXHlz1VHs85IbS7v2sHd1APqGdV0vS9x2CzsCDpm8Nvfp/7QNmPyTNIt0WOpoFjFGt+3NIjZuMOtLiSUAizRGPVQJQcyUJWTJNlb/A9rf1V9wuwAA',
            'known_keys.txt': 'H4sIAAAAAAACAz3QS2rDMBAG4H1OYegFrMc81FULLXTfE4xGmsQ0sY3rtPT2tQPySozg/+bx1InqdB/XrrNhPNdlXoa9WP/m2nU63W51XE96GcrQfX68esBnMJIAQX3y6AqDlxKpFuGMsfoaCLNi9ACcu/e37XWpewAvV5nXaT6df+vYMAUz9hqAcqyhAJN6y+xQCELwIomUenVU3YHt+WZd7uepWSK8zdJ7MSdgUNAsVyCrlmD7J+63McltDcJh7flmfQ2LNKuISfRoLhWIyTG6bJqx9JUDWlZIlDiApWSHteebdZXlu1mMFXKRWFKk5B1RNDbcy8omDCGhF+4DBjmsPd+sWX7qtWG5z27LaaQM0GOImrPm7VoIxETbuqiqFCr3B/YAmvYPYIEEUfIBAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAuCdivuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyiLAwSY8dNUahyYiu7U5Ne26Ol73DBl9lrJpqcTMe3v7qXiWbTGBUfpFL4mfWFFYZexTJm8PDP5FlXgLrYaCFRdwPdjKMVpYAAAA='},
  'host': 'mail-relay',
  'truth': {'filter': [['10.27.198.98 - reports [19/Aug/2025:02:24:09 +0000] "GET /private/users HTTP/1.1" 200 7488 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.27.198.98 - reports [19/Aug/2025:02:25:29 +0000] "GET /private/api/health HTTP/1.1" 304 '
                        '8986 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.30.32.237 - - [18/Aug/2025:08:35:39 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['10.30.32.237 - release-mgr [18/Aug/2025:08:37:01 +0000] "GET /private/ HTTP/1.1" 200 952 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['10.44.47.215 - reports [19/Aug/2025:06:27:06 +0000] "GET /private/api/health HTTP/1.1" 200 '
                        '2542 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.44.47.215 - reports [19/Aug/2025:06:29:06 +0000] "GET /private/api/health HTTP/1.1" 200 '
                        '8100 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.52.2.121 - reports [19/Aug/2025:03:45:47 +0000] "GET /private/api/health HTTP/1.1" 200 '
                        '1154 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['103.162.130.49 - - [17/Aug/2025:04:06:17 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['103.162.130.49 - admin [17/Aug/2025:04:07:08 +0000] "GET /private/settings HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        '103.162.130.49'],
                       ['103.162.130.49 - admin [17/Aug/2025:04:10:33 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '103.162.130.49'],
                       ['103.162.130.49 - ops-dash [17/Aug/2025:04:06:20 +0000] "GET /private/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '103.162.130.49'],
                       ['103.162.130.49 - ops-dash [17/Aug/2025:04:10:12 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '103.162.130.49'],
                       ['103.162.130.49 - ops-dash [17/Aug/2025:04:11:22 +0000] "GET /private/ HTTP/1.1" 200 5979 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['103.162.130.49 - ops-dash [17/Aug/2025:04:11:37 +0000] "GET /private/api/health HTTP/1.1" 200 '
                        '4255 "-" "python-requests/2.31.0"',
                        None],
                       ['103.249.224.59 - kiosk [17/Aug/2025:11:53:52 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '103.249.224.59'],
                       ['103.249.224.59 - kiosk [17/Aug/2025:11:55:18 +0000] "GET /private/dashboard HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        '103.249.224.59'],
                       ['103.249.224.59 - kiosk [17/Aug/2025:11:57:47 +0000] "GET /private/settings HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        '103.249.224.59'],
                       ['103.249.224.59 - ops-dash [17/Aug/2025:11:50:56 +0000] "GET /private/settings HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '103.249.224.59'],
                       ['103.249.224.59 - ops-dash [17/Aug/2025:11:58:30 +0000] "GET /private/settings HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '103.249.224.59'],
                       ['103.249.224.59 - release-mgr [17/Aug/2025:11:51:03 +0000] "GET /private/dashboard HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '103.249.224.59'],
                       ['103.249.224.59 - release-mgr [17/Aug/2025:11:53:09 +0000] "GET /private/api/health HTTP/1.1" '
                        '401 195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 '
                        'Safari/605.1.15"',
                        '103.249.224.59'],
                       ['103.249.224.59 - release-mgr [17/Aug/2025:11:56:30 +0000] "GET /private/dashboard HTTP/1.1" '
                        '401 195 "-" "Go-http-client/1.1"',
                        '103.249.224.59'],
                       ['103.249.224.59 - reports [17/Aug/2025:11:53:43 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        '103.249.224.59'],
                       ['103.249.224.59 - reports [17/Aug/2025:11:54:10 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '103.249.224.59'],
                       ['134.103.93.42 - kiosk [16/Aug/2025:17:18:39 +0000] "GET /private/settings HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '134.103.93.42'],
                       ['134.103.93.42 - kiosk [16/Aug/2025:17:28:57 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '134.103.93.42'],
                       ['134.103.93.42 - kiosk [16/Aug/2025:17:30:46 +0000] "GET /private/settings HTTP/1.1" 401 195 '
                        '"-" "Go-http-client/1.1"',
                        '134.103.93.42'],
                       ['134.103.93.42 - reports [16/Aug/2025:17:21:16 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '134.103.93.42'],
                       ['212.208.175.233 - kiosk [18/Aug/2025:19:35:06 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '212.208.175.233'],
                       ['212.208.175.233 - ops-dash [18/Aug/2025:19:29:45 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        '212.208.175.233'],
                       ['212.208.175.233 - ops-dash [18/Aug/2025:19:34:24 +0000] "GET /private/dashboard HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '212.208.175.233'],
                       ['212.208.175.233 - release-mgr [18/Aug/2025:19:34:59 +0000] "GET /private/dashboard HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '212.208.175.233'],
                       ['212.208.175.233 - reports [18/Aug/2025:19:38:53 +0000] "GET /private/settings HTTP/1.1" 401 '
                        '195 "-" "curl/8.5.0"',
                        '212.208.175.233'],
                       ['212.208.175.233 - reports [18/Aug/2025:19:40:14 +0000] "GET /private/settings HTTP/1.1" 401 '
                        '195 "-" "curl/8.5.0"',
                        '212.208.175.233'],
                       ['218.120.8.220 - - [16/Aug/2025:19:21:09 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:22:46 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:24:04 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:26:44 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:31:03 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:32:35 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:34:55 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:35:37 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:38:09 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:38:38 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:42:31 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:43:29 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:48:12 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:53:01 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:53:48 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:54:48 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:56:50 +0000] "GET /private/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:19:58:51 +0000] "GET /private/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:20:07:58 +0000] "GET /private/settings HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:20:09:59 +0000] "GET /private/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:20:16:42 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['218.120.8.220 - - [16/Aug/2025:20:18:09 +0000] "GET /private/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None]],
            'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-08-16T17:17:53Z', 'ip': '134.103.93.42'},
                                         {'failures': 19,
                                          'first_seen': '2025-08-17T11:45:32Z',
                                          'ip': '103.249.224.59'}],
                         'compromised': [{'ip': '103.162.130.49', 'time': '2025-08-17T04:11:07Z', 'user': 'ops-dash'},
                                         {'ip': '23.44.235.142', 'time': '2025-08-17T08:46:29Z', 'user': 'kira'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:b0b14e8c47b550634cbbcba7565787757f6ccc73e80',
                                           'ip': '10.7.41.15',
                                           'time': '2025-08-16T18:29:30Z',
                                           'user': 'hugo'},
                                          {'fingerprint': 'SHA256:a727580dbe9c36c926dc0af526c29b0ca0ea6182d41',
                                           'ip': '193.52.71.137',
                                           'time': '2025-08-17T20:02:31Z',
                                           'user': 'pavel'}]}}}]
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
