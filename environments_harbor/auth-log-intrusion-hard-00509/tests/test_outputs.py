import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'filter': [['10.21.218.163 - reports [09/Aug/2022:08:51:40 +0000] "GET /admin/settings HTTP/1.1" 200 8324 "-" '
             '"curl/8.5.0"',
             None],
            ['10.21.218.163 - reports [09/Aug/2022:08:52:20 +0000] "GET /admin/dashboard HTTP/1.1" 200 4897 "-" '
             '"python-requests/2.31.0"',
             None],
            ['10.34.70.144 - - [11/Aug/2022:12:49:13 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['10.40.97.101 - kiosk [11/Aug/2022:08:36:45 +0000] "GET /admin/users HTTP/1.1" 304 3265 "-" '
             '"python-requests/2.31.0"',
             None],
            ['10.46.167.252 - - [09/Aug/2022:05:51:13 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['10.52.143.186 - auditor [10/Aug/2022:11:30:32 +0000] "GET /admin/settings HTTP/1.1" 200 3875 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.52.143.186 - auditor [10/Aug/2022:11:31:12 +0000] "GET /admin/api/health HTTP/1.1" 200 4324 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['10.52.143.186 - auditor [10/Aug/2022:11:31:52 +0000] "GET /admin/dashboard HTTP/1.1" 200 498 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.6.182.238 - auditor [10/Aug/2022:04:03:15 +0000] "GET /admin/dashboard HTTP/1.1" 304 3645 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:33:54 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:34:44 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:35:42 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:36:27 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:39:45 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:41:23 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:45:51 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:47:11 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:56:55 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" "curl/8.5.0"', None],
            ['134.11.77.160 - - [09/Aug/2022:19:57:37 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:19:59:25 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:00:19 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:00:58 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:01:41 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:06:26 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:09:48 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:10:18 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:18:01 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:19:40 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:20:22 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:23:12 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.11.77.160 - - [09/Aug/2022:20:24:54 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['45.183.12.225 - admin [12/Aug/2022:02:41:51 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '45.183.12.225'],
            ['45.183.12.225 - billing-ro [12/Aug/2022:02:39:39 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '45.183.12.225'],
            ['45.183.12.225 - grafana-admin [12/Aug/2022:02:44:50 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             '45.183.12.225'],
            ['45.183.12.225 - ops-dash [12/Aug/2022:02:42:07 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '45.183.12.225'],
            ['45.183.12.225 - oracle [12/Aug/2022:02:53:42 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             '45.183.12.225'],
            ['45.183.12.225 - release-mgr [12/Aug/2022:02:46:25 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '45.183.12.225'],
            ['89.27.161.102 - admin [10/Aug/2022:09:06:09 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '89.27.161.102'],
            ['89.27.161.102 - admin [10/Aug/2022:09:08:25 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '89.27.161.102'],
            ['89.27.161.102 - auditor [10/Aug/2022:09:05:11 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '89.27.161.102'],
            ['89.27.161.102 - auditor [10/Aug/2022:09:07:21 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '89.27.161.102'],
            ['89.27.161.102 - auditor [10/Aug/2022:09:09:00 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '89.27.161.102'],
            ['89.27.161.102 - auditor [10/Aug/2022:09:09:26 +0000] "GET /admin/ HTTP/1.1" 200 3464 "-" '
             '"python-requests/2.31.0"',
             None]],
 'findings': {'compromised': [{'ip': '89.59.246.216', 'time': '2022-08-10T00:12:57Z', 'user': 'dana'},
                              {'ip': '89.27.161.102', 'time': '2022-08-10T09:09:26Z', 'user': 'auditor'}],
              'off_hours_logins': [{'ip': '10.43.87.41', 'time': '2022-08-09T18:52:52Z', 'user': 'gwen'},
                                   {'ip': '10.21.148.187', 'time': '2022-08-09T20:09:39Z', 'user': 'umar'},
                                   {'ip': '89.59.246.216', 'time': '2022-08-10T00:12:57Z', 'user': 'dana'},
                                   {'ip': '10.31.222.181', 'time': '2022-08-11T02:55:40Z', 'user': 'dana'},
                                   {'ip': '10.29.147.249', 'time': '2022-08-11T17:09:27Z', 'user': 'gwen'},
                                   {'ip': '10.41.104.91', 'time': '2022-08-12T03:26:04Z', 'user': 'umar'}],
              'spraying': [{'accounts': 6, 'first_seen': '2022-08-12T02:39:39Z', 'ip': '45.183.12.225'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA72WX2/TMBTF3/kUVp+YUBxf/4udPe0BBoIJpE1iEkJTlrprtCwJsYsKn57bDdDauas7Jlq3Uisrv2Pfc64NjEpNOV99LMnw/QUgP1pc5ZxxXjJVQlFKRl4xfH0lk+PXZySvpjdNly+8Gz15e3b2KQcKEyIZELCKTLIJzuuzeQhDVreN68LthBewwRpd6yrvspurMUrlKVTOGAGh+R22XoxtbqiibE+cKXkUN638/LKvxukGkkul75An/c+mbascmeTlOcAh+dB0iyVZGn2h5QE5dvV1jyBgOIC8aUY365c5cLO3SFuyZJGCSaLZb43DjzDvu2x03xbOB59zKuAJ9PSKGFEU0YpwS0EIWsiI1wwur+Swzhj7yz54GpZhAyGkjCOkpGCp1VGCwIWIVAKgmBhBaKpxlikiCFsKUyoR26hqaPK5q9ow35aaNS+dVHXThd7PD8m7LriW4B/k4yk5JyAv1AE5GobWfXaX75uQa6YoPk6R02pWjc3f3w/k9oPPVnaJqlYx1RueMkLLRyOeRsOh9rGyEvK58pYkULISVHIRV25Rlu9OWyp7ZyluQ6aB7fTndgpsKUG0w3ITD5sCagpERdIGvJQSG/neZ8cj+3cfd930/jqKtMmFW1lL2vjhgYaROEmLyNLkagfjS/MuhKa72vdkvE+LreyOaBNsoTTAv6OU3ec4NPq50rlbHDBsHwn7oAX7j6JgS3FiaZL2TzN7xHJbOSqZo3X0YHnSJcVSzjSFwkbTsLocyHVZPlShqTF2A639pjJeGJZyNRG4JzxyV8CB/Qsb7hpyVn1v6r6j+LXBswZ24oBybC2WRWii5BgKmXhvsNI8rO4vsZtJDWkLAAA=',
            'access.log.1': 'H4sIAAAAAAACA9VaUW/bNhB+368Q8rRisMQj70hKferD1g1bsQENsALDUCiOEmvzLM9Whqy/fie33RKLjClZUrRECZLA8Xc83nf33ZEgYkUxWBuDMdGCP38Bkby6u02kkDITmBFmCqKvBH/8Gl28/voySvZ1XpfLJN9u4+V+H317eflTAjFcRFKISAHY6GJxwa+tFqu63i6W67LY1IdXfAEilvwDprFU1odH+jHeurotN8cwZD7BbP+uV9VmsSv+vCv29T6RsYJYHKAOq4pBawcSZUSZwsdIu+qqqvdxfV8fwaEk8+SqGBMUP+CA0hmZDMxjqPz6j3KT3O2L3UMPooAIUvoItbzbrRMb06fVPISotvvFdb5fOZFSF1Lz6qsq310/QFMCIw1SnHRkKDQFQzdOhdQOBW0z5YQ+QpTWqI+Ib6oP5XqdJ+zc6Ms3+bLc1NV+9TL6blMX64j/EP34NnoXAb6nF9Gr7XZd/FxcfV/WiRbMlxgoepvf5Lvy3987GJt6tijflsmqyNf16shsa1JnRKCINTKbhCPobCZT5lMAk4w6EdqSaUTMW+WEQfY9dUgQUkp1ctdlkyBSpi61MUFlKDOk00uT9vPSfFA2PSQ/w3DoyH+AGUhPVO+Lui43t172hkK646RBVpmQfZBHiO1jow+GuCzmZNI1zZ3vKGxFQwCsK9oDl0mZpNBE583o4cujFsGeyBcziQTKEHq5KGRb/K7Snjp7EvaRp94BvIx+KDd399G91e81voheF8vfK8YBwQ9E35S74qa6T0Ba1156nKIzFj3TO4VLge5Ub4ziCjZVAD1ltzuGHPmvUTLSajsLq0mHJKODo41QQ8QfV0zi/2zqtKOIMRdZdfhF/G/HZqExZiCzpIqljo1D6zMbWO4rc7qMo0n1ScUAvFNSxi4gk2FDvi4ahSA9rVEYsVF71tFe8KNkKxBu8r/KZbWJ+VtbmJ5uZzCWgr8+w8EDGSaaXT5WC8cYRrtlpI4bqUWu9wWWqhzSgV2SkjCmukb+WTcEtE5LpW7pXb/DwUp0OgPsQcVr5cRQgrkUTiSlQfszONOGGSuafuE/hjzE48e01tRqbAasY2EWoelikS+gQ7Bsi7Y9hFYYEOJglTkEkFmlunixJw4ITw8xPA726lU6bhRAKxv10sJjMINto3RWXOXeFe1MOsgQc7l9TPttbtcwQk9iOY3UlyCYkZoobbIUcGONtzrdZaQ12Dq5OKZTlAfW9N2qcF83WhYYUwUJVyDogtXVZ6mnexvo/aXwbP68chqbiWawkVgIILRONQJJcQ5og9t5laPXP6k6qp9nihHlUZ/h3pvOVvTYOjMzqTVZGJl23HxO1RZJc05Yj0I0M5VyYySaVrlJ61FTnUT0KF5PW1O9SabdAaYp0bo10PNIJgQMuAD9f9ocBT1PFPu6R3okyFjDDcV9HE6UC1Vz1jRpPlDYp1r3BSPPkdHgiVVpD4lmMFlRXPDEFI0eA+G8RjjKDjPwmi67WU+2mUMcpRzmU6pCFH1vCjzP5iFkQs9S67BlqCYsmig9oTLwQBuVx+PP52mVEZ11VzEEBD2J9vkDjTx3mOZKWd3xJOmcdOa7wDI0KYxnPD/DgQj6JMMcbbU9k+j4rEs9d9zGqswkPH3DSPWE8QhnKosIuEec/0yPpGfINGRhIhl4fessENU7GM4JefScyAy6NC6fdi7ls7nOgzGkGEulfeZ2uryulXlWClBGc73+QHrikTsZT80YeipAXY9/u78/mQlkFaWeo8HOk6t/AAiWHfc3NgAA',
            'access.log.2.gz': 'H4sIAAAAAAACAwH/AQD+H4sIAAAAAAACA7WV0YvUMBDG3/0rwj4p0mkmmaRNfLoHUZFD4RYUDpFer3dbqW3dZEX96529otz1Yt192BYKLSG/b775MkUJFhQSoJMi4/tSuvxsd5srqZSX5LXzEsVzydcnsXr1ci3y6vpr2+e70GyDeL1ev88RcCWIl6EzYpWteN2QbWIcs7prmz7eLXiCD1HDGLLrKmySRJ0i3oNpSaIoCjXR6t22y0swIO8oGoFKKMtEPdYb49Wsnpvqe1sPPfDjHkJJKZBKPSHGn3Ez9Nm2+bZrQgy52lMmHGmgApxN4EqvracZLsQqtnVejSPUIcyJBu1EPB9+tV1X5VyVeHpe1W0fh7B5Id70sekEfxDvLsRHlvjZPBNn49g1H5qrt23MrTTA+xlxUd1U2/bv+ySW7Uf2xyXVEnqkI9Tq0qpTqtUlKG3Z3oRat2+loUNbSaQWo6kMZ1ODTaBQ770x5p/GfJn7QiXiKX3BAoxMJpy1KutZwjFNNMWiNQw2DlClrTGc8GMyo0pHJ82M5YQrQJuYZ0heOU/y8E6iUbScGwtaA6YiimZvjtKH07ST5r/zBrlYq6HABNHuS5zP6+1wNcQA8Uecx9T96fwCzvDE0HwMTQLnuDqPM1w33Lb9I5IukrOafweKEFyR3F0Xj0748vQkS8sF/Qa+YbGg8AYAADO71rD/AQAA',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9Gq3QtLcZwxSCMimTGaW3b+zywccbUV1RT0GRt1Iz9Wyu/ILwwQoyo7yxtmGK4ZHCkkK8zRHAiMN3YaW17MW+aJmk5+XmFKb784LLH6594Z9+tLPqNvwAH1jsK3QAAAA=',
            'audit.log': 'H4sIAAAAAAACA+WdbW8jtxHH3/dTCH6TFkhpDmf4MAcYwfUuaQM0bZGH14EiK3dufJKhh0v67cvhyuTa2rXW59XeQgpwsEQotua3nOGfwyG5+d/d/OqnH77+/ufXP/34j8mH9bur6fb6ZvNncE5rQ1oHxYCvQvD8l1eTu5vrq2ARJtv4Qk+m8oMMEztv2E7W8/WDt9tf/nu1XcyWi19vFvPr9Nu/WN5d/ef1d6+m2837+WJzM5tubpaLybvVdLFZrtZXX02ms9nm6uK3m9X0YjL/Y351cbldry7Xv9wsLtfr99cXk/fL9WYx/TC/Aq2MVaBRAbnJ9Pp69ahpM199uFlMb6/i/zhZxS/36/Tmdn79xU/fvr26WC2Xm4vJ6/R6u1jPNxd/2hyiAUbZ4CONoAsNf7Y0nCIOQgMyDXu2fcNoZbUTGibT8PpcaaBXrLXQwHsaTuPxaNxNP/y8Xdz8cVQo6+1sNl+vu1B58+bHJipBOZ/iB/VLZTZbbiOVxbvREvnnv//+7b+akXgCQWJbkIDWFQwXQ20bhdvlu5vF5P7TT5v51ZOmXV7PP17ebdaX9LSFFdD86qBLGMsKwIilrljKg7nE3fTj/LZDD4hRnRWHzOj+fe/eIEAcsADx/QI57A2fEUaLIwgND2k0DS00YteGyhGc6+QI0NkR9uzKXqCfNm8Hsrw89Ng9Q1CaUxDMktJBGOSxL2/fdQmCAAqdMsCFT27p/cknIJBUJesWIPFZuoQCrOn05F33J79vWddnX9HMrw48eQTtjXJMYmgWjM7wmIY/q1iGBJvx5Ia+n3uFwwcZ+ti04MhDn7fY89C3b1h+7OZTB743373dN9NaUoElzHORglh17/SNH1pKhpotnf1+HQ17v/wwv6y+wezD9ZX5xluP3sSf6Ixj97W0uCiyjI7t5MCTfKKGJVHZXi8viuUtfb36MzWjD/RwgkDRlYyM8VwEntVjim0m+iAoKj08N/Tdw3c4qkdvW3DkyNZxSOse2Pbtyh3c9hnXKMZOUJAmwlyUnfWjEjLGK4xCV5chrbT0/uATkWicEPEtRIqYibKjXzHTYFl+9PDpcqYhupExFNWMlWk/F9nmzCT37Ye9HNu6eS26Vd3vYXS7j22O3DcO3d8iTBMjnO4S2RrCefUnar39wOyFgkexM43dRbUxHT+90SWshahdowsiq4BVL3jQ0m9yI7JwVlkXB27WWbB5HCDVU33XUbGI3UFpR8Iia7o45J5jv+DoH8qiFRZZ0EUhco79gjXHSY03wiKrPh/MWfYLCJJi8sIiq8IAZxkv2FhQnoKwsIWFPct+QRQnYSHFi6wbg9GDZQSPgeRlSUFh4pSziYnvl0k/M6jj8WiW0gnIzmFCC5CSHfJ9zqGaDXt5cuiHH19/v/fkrQ7gFQUtht4rTNAyda9ZqqsZQ4ydTz3q+Jl17Pc/L+/mjzp/ohB/0ZfyZr74mH7eiWmbLx91hsbYOVstF/ugvip05ANPc0mvD7iBtTZKzDhaRBigy1O3Y0qVASqvPJRE4u593y6wg+EkJgC0wChrRB1nk90TZXt2dU0jPCtPFucTFpUhFCuzegwO2vJk1rtPypPlLBk5iK/eGG3exvcaLer4+hvvHKTPvYkzTS95Nc8eq3efNNd8bhbNyvdSaCUSABYSwyyTrt7PO2XRorp18XlBLY9Wmnp3gYSETIoH1IIk9gxTwXiCQt0FTPeESoNp2QvwQLxLQPOrQ17gZIm8evZFHwacZAsf2hr4cLa4+gZDekHTynH6EjUkhwZEB+hIsZU0A7g8IKKh/QGRzCkNiA1a2RP7oLQWGQRZF8bwcPx5Q8cEKyr2yshyWl4srjf1O3XwVsuopNNgkVUh02gq0Yam4YwyPgmEnJxkPwCN7Xq+Gh0N8kaBJN/ZZO3IIRyfxnp7d7dcbUYHxNqgAsjgabJ+ZHbHB3I7Xa1HRyNwDB2Whca9zmRtBsjATK+jHaPDwTZ6S9U5MOOwAyTnFtN3N8vRdQ+no7NQStwayjyGSNxuf4nSfPs5eTRMRgJgcCr+Ex73gjROQ2GQycji5rcuPUShFHCRMlgK1WpNfc9GKibkRH0Y18IkKnTcFW1yp9kIdp6NNJnWdTayI1peHvCH4OJ/iin5g8+20gALn0d6+C8KD8HF0VQ5kEmJCRnHEGXuI8XhIerw1DvulWdUXfZcccTQoAJLsESdcQwxSxspDiRFKYuLkHHYs3UWJpI8kuDIytMEOH0cjQkeKfsMu9oJxLLiYfx+ggcpnE6Cp5FGlOHolK6chUq6y5oGGp5Pe/2HpZpGucpVsupErUelOoMy0aG5bBTKDX0rzopHNWlF18IjK07jfc+Kc9+wrqugT+rN/ScPYGS9N1RukPUmjq1I3pg4AQi1WvJdQ88P/h6HF72JoQVHKR2XitKei+QfG9Z1otG++NcU/gAscojPXbJ2WJa/iRuWv6077Wx/nMVzhGGCOAFlHSmls0NVxnRcBfSKZc3W5/6SG/qti9kR8amGjKBfIr2tiR6FRnNYSDgCibeQacGR1wgt+57XQ/cN61pf/pzVUIA4bTAK07BHWMzk9tVQGOFqKD5vNbSp/yN4BsVpok05LYlej2qPhY3TG2MUhCKJak19O8GOCScmtoVJ3mXhSfe8y6LJtK6j4/O2WQAaa+JQ7CSxQFn/0S7Pkr71Q2upgyPsvkOLJ6QeHv3BurdOfkaf8MbZ3Z4y48lo97Xz8mkfPskHdn+/DuSQSkDjglacyiPJF5VgXUORHIeTniQBkrWxF9rU/7M2JDCjkspOgZY9gbWQUJp6DwkJiUuzB+IWJGVPaej7OIUm016+q7TZFQKRVmREEVld8gVON5XH4GlnT2RBBkm4Cw2oTR9gn4bRJx4YCOIPRVpkk83qkNCMa80u+opPdXUl11ia+o4MOyZpHdNiC5OyZmf7XrJrsKyrZH7mkl001cZBEoPUitmsFWO0GNvhQ3IejIv/WJcAWpp6nkFWVDxLStHafqn0N1oei0iLTwiSQClOuBYkZbTUvY+WDaYd4wyGaGgIcvJGMjQnFcm31pZLgu1znMFAz6sebzLVRDWstEmmZlFod5niFLMehrqA4aCpuwjUsiMbYs+Ifza2a5dsdfaT6uR3f6Ue9A4N+xTYWeWdlEvb2qaZh4fH7LKGT2wOOg0RZFGDZGaEhiuS0DRtIWqtGz+VHKqPvTLG+zRldjljaIFGVAaqoiSQTS9FAeWGXpeeIwwwQYUUFVxWhIOcVfnr5q5bkfCAMEz85YyijxwWGEOc5bCazm7n42KBQREkFlkrWsfj2I88KAnZbmJThtVlfWiDPc94gd7H3yx5FJeVoeUzjRcYQDmUTIvL6tENsmd/fPFCNldgWpl0WV46smcYLyyBClpW5l1ONTqH5xkvrAsKnbiIzwvWboiq+WfFCwpy3G2dxq6lbxzOOmVSZZvP2nOQ06JGyMIDKkhLNj5LT2/GczD4oCzQKB1EY3gsLEY2kgxGg71VmNZvfdaenvRY9qUNySJo45QDmbr7rD69C2caQCscLIOrz/rTBzxL/Rk0s/Jp8u6z/gwaz1F/BsA4S0tnRvmsPwc5P2uETgJy9qZPKiMr0GDOcO4eDGrlUiVEvpiGA4Zz1BjByAliXvKe+VoaDkTnqTECaq102q+Xr6WJNPgsNQbKFT1pa3O+lIZDoHPVGASsKCX88m00zEMMqyNkYa2Ul6agYQsLd+IBtHEZzbP1pCgdpxJqBw89DBq7IkM87VKiQNaw0mmtJF9Swwx+THX35BXINkVTNuTUmvqumqiQQMqN55tqHiPJFengXc+1902mvbz6vtETgguklUknD4ba8npTuS0FOO0FZbZoZS+swMj31DCTGc/2XTIKbIyJNcVda+p3yBAcFJWVpHzzbTbM1p4vjrA75DrfZsM8ps3dA+MI4iwiKLjs7dYAgxUhHgnLy6oQKy7oUzehnrn0V5t7NCaNI2oFhSrfsW1QSsVaxyG1e3Vuk219HKjTOKhy0N7FLpDGkSIvTVOpOp3SQc9NNIyc8+l3Jzly2dGDoUFsk/enTiMQWxXSuQf5Oh3Qsq97jwbjqcNgwHRDm8CobQmnhnJGT+akJ2IRBoYot1x4xVqX2k5tcFQ7QOMDkwsuqJyKXlp6HjZ2SMCiIIE2JHlLZPx8zxtAG0zrenfuM28NNQABrLJoxFZTbKVhzsXomMtEubpCQdD1fS+7lr6ffkXEgRMi2EZEGqoA4bvdG0rP2dLz2LSumqHCmV89WdFvII4KoBwlz69JxnImOD2y1bZlpWol/dVXGHIXfENqovoSNSZPzyoMoJabhNgKippQHOJs3+435xrZqo1Yv2D2vqnXSVbC4VXA5AJFSQKcKw4AE39v6h1FSgLyqC4Uej6VF005ExZUGtMwGXrG0ueN08dB0jx4VEw4MeE2JvlaIaLQ/6XTe7Z1HT2euJ21ySsI0xGdEiSgCEeww20HXX+c/XU9my76rRh4oVckLAwgWKBnLIe94nMjafaKikmaY4BpY8K8m40THXYK+XDnQ4X27Oq6GbTQfPDu0ASTou8bhSkKQJGQCA03jATkk17eMNbIeRLOpjhRZCYMcotEp5PPSaZbcuZOUPfnkz5s6ldOWGOj2NRB5AQUsSmC/+hANvP1ZnQ4WLPSXmagtet4gPlc+wdG45T3XoAUuWmMP/n+0RhN49zQxdlI0MKjlrs0TXux9Ymn67xDtKluIsIoAtNQGNeBbaykTwDWz2TYtfStLiokks5lbXQbkpyus0h9n9e2b1rXuon9dN3/AbVOgcI4kgAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1kzSVdxEBOMHlNsHBtM8aB6F9OvNas98zgH+uCvHBIuzDDhQUxKaTPC9911/6c7+6LAjNBmb5lbcjKd3uLpXLSYzmJRflJr5WTTHTaYBVcru8AhPFFnWyHYYaXEV9wPKvtg+lgAAAA=='},
  'host': 'bastion-2',
  'truth': {'filter': [['10.31.13.131 - ops-dash [10/Aug/2022:06:57:59 +0000] "GET /admin/dashboard HTTP/1.1" 200 1980 '
                        '"-" "python-requests/2.31.0"',
                        None],
                       ['10.31.13.131 - ops-dash [10/Aug/2022:06:58:39 +0000] "GET /admin/ HTTP/1.1" 200 2873 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.36.61.187 - ops-dash [11/Aug/2022:09:38:55 +0000] "GET /admin/ HTTP/1.1" 304 8364 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.36.61.187 - ops-dash [11/Aug/2022:09:39:35 +0000] "GET /admin/dashboard HTTP/1.1" 304 5346 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.46.226.229 - - [11/Aug/2022:05:17:40 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.46.226.229 - release-mgr [11/Aug/2022:05:17:42 +0000] "GET /admin/users HTTP/1.1" 200 1362 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.46.226.229 - release-mgr [11/Aug/2022:05:19:02 +0000] "GET /admin/dashboard HTTP/1.1" 304 '
                        '606 "-" "python-requests/2.31.0"',
                        None],
                       ['10.46.226.229 - release-mgr [11/Aug/2022:05:19:42 +0000] "GET /admin/users HTTP/1.1" 200 8377 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.51.87.186 - - [11/Aug/2022:12:44:17 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['10.51.87.186 - kiosk [11/Aug/2022:12:44:19 +0000] "GET /admin/api/health HTTP/1.1" 304 492 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:07:04 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:07:47 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:08:16 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:09:13 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:11:59 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:17:09 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:20:09 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:20:47 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:22:21 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:25:37 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:27:56 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:29:51 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:39:36 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:40:25 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:41:43 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:43:06 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:43:55 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:44:49 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:47:16 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:50:15 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:52:29 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['201.170.131.78 - - [11/Aug/2022:02:58:04 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['89.188.79.247 - admin [10/Aug/2022:14:13:20 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        '89.188.79.247'],
                       ['89.188.79.247 - admin [10/Aug/2022:14:15:25 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        '89.188.79.247'],
                       ['89.188.79.247 - admin [10/Aug/2022:14:15:41 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 '
                        '"-" "Go-http-client/1.1"',
                        '89.188.79.247'],
                       ['89.188.79.247 - admin [10/Aug/2022:14:16:38 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 '
                        '"-" "Go-http-client/1.1"',
                        '89.188.79.247'],
                       ['89.188.79.247 - ops-dash [10/Aug/2022:14:13:02 +0000] "GET /admin/settings HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '89.188.79.247'],
                       ['89.188.79.247 - ops-dash [10/Aug/2022:14:14:45 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        '89.188.79.247'],
                       ['89.188.79.247 - ops-dash [10/Aug/2022:14:15:35 +0000] "GET /admin/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '89.188.79.247'],
                       ['89.188.79.247 - ops-dash [10/Aug/2022:14:16:17 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '89.188.79.247']],
            'findings': {'compromised': [{'ip': '89.91.139.83', 'time': '2022-08-09T12:50:46Z', 'user': 'olga'},
                                         {'ip': '89.188.79.247', 'time': '2022-08-10T14:18:26Z', 'user': 'ops-dash'}],
                         'off_hours_logins': [{'ip': '10.30.164.238', 'time': '2022-08-09T21:43:06Z', 'user': 'nikos'},
                                              {'ip': '10.8.244.96', 'time': '2022-08-10T02:35:01Z', 'user': 'nikos'},
                                              {'ip': '10.47.130.128', 'time': '2022-08-11T02:22:09Z', 'user': 'rhea'},
                                              {'ip': '10.59.45.213', 'time': '2022-08-12T03:52:15Z', 'user': 'pavel'}],
                         'spraying': [{'accounts': 8, 'first_seen': '2022-08-09T19:56:18Z', 'ip': '103.97.20.118'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA82XXU/bMBSG7/crrF4NTXF8/JXEXHGxsWlDmwTSkKYJmdS0HiHpknRi/PqdFjrRxIUU8dWmVVpVfh+f857jU2AUFAXBKc9IhM8fAPHefBJzxrlh0sjFRd4xfPwko/33RyRuWtv6PLazGf3VkI9HR99ioDAinDEi0oyMohEZ5fO6iFOqKBu9AUaFoJJKHZZQRsG6hB1f+DKeN66+LSAZEMjUtcDsbzutyqh2v+euaZuYUwE9sXNfNedBQREStDMfT50t2mlnW4nW6bXsfhVN23YW5YV3Zbv8xVISbzJFuWKBLSoDwgg1PIqS4U5DYQRNFcd3FVDRhoNRnVx1FuZahNfFW9xEID9IzpVhfH3Zopr4srM2aHETo4PqyheFjXF18vYYYJd88eX8klym+kTLHbLv8vMKlwfcJm70g6/dWXUZA09XOAlaMqNcpkEgyYzSWxvmcakmtT2zpY2WwkHCNETYzUe6ousmZAstMCLdys06w3ze5WapUTnDzsAD8VcLqwmx0c1507WzltkjpUAlCCYp5xAASxeFLZN1sDP7x+dVSfGt61ehA0XGsRRA8pvXos6q2uaF62hlhmNhJPekeLP/Dmzuy7ZqprvkU9m6guAX5OshOSYgT9QO2ZvNCvfdnX72bawZdmhMBjlEG9T+/+cQbKDhIatQGwqmcW3ry0nzosynKIEQUV31wbVRyWBvPz967QpnGxddTOo+e7aBfRPx3Ta087Fvq74Mlj8XDwtR/xBAKWw9geJCt2MumLj/GJBSiSfLwOKklRT4bUp+6wxky6ir+ykFJOzpKBV2buxZgBHVOoCJKWPYRV+NsXvAqzbSh85eL/TqeOxA4yWfe1gYGE88vMVD2vJa4Q4Mg8TJ99G1NuxLGsFCWmPbTE8rW49fobdxSIfB3hYYS4n/mp7TLMrwQUPvcrbJVn8gXjSiEgY6bjklcpzdQueSAoqjsAw1UpzBMpxIt5hFRcJZX+UfPefALAcPAAA=',
            'access.log.1': 'H4sIAAAAAAACA9VaXWvjRhR9768Y/NSlWJp751OzT/vQpqVdurCBLpSyKI42FnEt15Ih7a/vlbdbNrYmlsaSLDuG4BB0ztyPc+7MGEVkRARSR8AVm9PP78DjN7uHGDmi48qhcFyz7zi9/mCzm+9vWZze/5mv43STx8ssXVVL9uPt7bsYIpgxyYFBothsPmOzt8U/+WqVxiri7Nu36SJfV0W5fM1+WlfZitEf2K/v2QcG8qN6xd5sNqvst+zu57yKNVcRPU6x9+mndJv//3n2DbbhK6CJ731aLu+KdHvvo7vYbVexjYhtKxzpAINwNn9Xy2I932Z/7bKyKmOMBLTEVJ5cnMS8KebLqtrMF6s8W1f7f2iHJ1UQ3rPUfwB4zX7J17sn9mT1Ry1fsZts8VgQDnB6A/sh32afiqcY0LaMhHZCTpOZcWCbmJVZVeXrh7LnFBmn7DQDYT3FcyoQl5GNxIlk5HYW3CGGSetZoMo0ge7KbFteqlgEeIrlsqyQZH56rMQlykY6bq6mm4mt0NNLXO1bTaz6mUjo8UqOXheapDMMtOPqjOMiDCjMWQlQda+hMyJpnYJRIpl4ZqdTrRy+NskdjA+pxHkSMJZaSTK/MbYsEsn9Q7LQEYb8SYzYOJKsSV6NNRFboYYzAak8zT1U8LUn+Bd1WmIVuCsK8wppaCq7nhK0juMIOuDbAPYc+8QT+4keUCnfrm96xqTA09xDzVwEKHEEJ1R4Tf2qhOeocYIVIzxDc8dmHMATlHRorySKygF0Uc5LsZRieBtRmmb54GAMUUjGoRnvhFeRW/POddsxxjbYQzsDBQ5m4SOqSkI28l3WRTMwmTpMbAzesxrjSIGAIPgUaPAY4Nj3dITpM+wJhEM64EM3g6Qhd8zTHv15u9HFJM6A0p5LgWGGYgI0nsOzqQ0ue6oKR0qD9YxzvW4V9jjKjlzMiZNmtNMLTYLghD17NzSAWAHZyuAnCASDnm1u/6klqMBr5ov0MwgnRht1CY7MyYzba6BCx4PBi197vuzzouwHBl57rg4nWpa+49ZpsbSefWI/xgQJvSdyhgU8IqZIpQ1GNLC19aWQwr6U5BDuYUuE1ul8/8RG6FPyLsgAwKAYMkI60hAl/Dg8ZHNwPJZ/xQ45ZwLIOI7KhB6rRIRCRtj84PpmQvaiIgdQ6e4+r4ptI2Ar2aoXpQQNHqcW5UWypFstS6rOrxKa9yHdNT2qPk7tKRqKnSyeOv8w6NvirqjKqHqqDkKA5ktez2YlEhILEgzRIBhQX8oGnwb0S+0xL8rHRnqnRH1fM1rrxpppgyE9xtHkczWYodfLI0ZLYBozWt2J14UqpbUv9qEgMDQRQFOiZd0b6sAZVsUDKePztdkvS/OgYBLxKNENEKb+dgXylhWuEnEyhKTkCbU8+eUxmt1/UbItmkhI7AdUcWUipF8mOWaK/PMVyHOmZZVW+YKabBMtykMBROT2dH1Rqg1R0A1qg/UWyQnsggmD2pykXNJH28AVa80+3P/4M6msHNaPE5Lx/2jCVyMD1Fcbhx10QA6MNscq9C+hrQxVTzEAAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwFUAqv9H4sIAAAAAAACA7WVy27TQBSG9zzFKCsqlPGcuc901QUEBBVIjUQlhCrXOM0QY5t4gkKfnuNERcQekrAgvsixrfnO5f+PgVGuKTiqOZni9om57GrzkHHGuWfWg/LCkhcMf5/JZPZyTjLyej7/kAGFCeGMEWBOk8l0QibXzWOoqjxTlJHn13kR6th0y0vypo5lRfAGeX9DbgnIO3VBrtq2Kj+W929DzDRTFNdT5CZf5Ovw+//kGTC84MxRLlQyPqE8F4fxrZv7JnY0buMoUgH7SGfNdBljOy2qUNZx90aPko4ajrhUKZxn4PHJAaqLeQxFlrctLbpugOMgxB5XbNZVZinWZYcRlgJg0bVMchTzgh1y8i/fQv1n4SUDAk7tl29/xmVTT9fl903ZxS7jVEAKtQpNt0rieAqXtyFblnkVl4PErFanyRKoNpSbcYoAPVbCX0v5dVhJ4ezxxilDQVoUSQqHu/HcnikS4aRJdk31ImTUiSRCGjyfn5G02p0sIfQZSfQBTyKxcUNk1TyEeqh6ZVhahoJyjodIZSS8ZKecz42BhPNvAS7Ju1BvtmRr9Z2WF2RWFqsGVwaGO5BXYV0umm0G3D4VFyVqqNCJSCS6YWS8VKJSACQT5agOB+nOKc+MZ+pw9UX+IxRNTfE08rRWR5WIKK5oUofaC3Sb+YcJAtrJozSQVKTnFVjP3Wg0DrUOCk6PEEm1wKxSENe3h+mjEAn6DAiOXQUUwxlBuNglo871Lzw56/98jjBKsGhMSIeq7GiaDiXUf8qO1uMXEor1pJQHAACR0G15VAIAAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9TEWt9DZjmEJQJmUyo/T2jV0++Hg9iivKJcjyVqqmnsyVXxA+WUFmlHbW2j1ieK5hWkMcxgigx+mHsNKWj2xf1ETS8nbjEubldtPfbe3gnza0q+je/QAOxGHAcwAAAA==',
            'audit.log': 'H4sIAAAAAAACA+VdbW8jtxH+3l8h+EtaIKXJITkkAxjB9S7XBmjaIi+fA8VW7pyeJcOSL+m/7wxXmpUsrrW2KXkhXYDzitFZmofD4TPDGc7if7eTi59++Ob7n9+8ffvj6Gb+4WJ8f3W9+LNB1BpCcqjQh6+81+EvX41ur68u0OkwuqcHPRrzDwfJJQyQ/Gg+mW+8vP/lt4v76eVs+uv1dHKVf/sXs9uL/7z57qvx5eXsfrq4nn4YfbgbTxezu/nF7fjm5/vp9R8j+p+Li7P/Xt+Nz0aTPyYXZ+f387vz+S/X0/P5/OPV2ejjbL6Yjm8mF0YrQOWiQjsaX13dbQwsJnc319Pxpwv6R6M7+m7z+8vLyXz+xU/fvrs4u5vNFmejN/n5fjqfLM7+tBA0/vnvv3/7rzIcwRmGI3bAYbS2GYiYoBOBT7MP19PR6t2Pi/j1I4KdX00+n98u5uf2cfkaKOVpTdDStFudNE27zXKmVs54kGn/bXwz/tRn3o1yWpkQW3xkpPbMN4gEYESM7kCE5hIbLKLvNfPYf+a3JZOpN48LuISzfdw1+camqEzkNW+MiGpgaJMPtBzAuXWMVkPVpz9jAugYE+jARKYfLdaf/i3RZP79C+b/px//sSUrmTZUCS3LakVWhxXm/37xcULzfzleXM+mrQ58vZz8T+O7+a65R0O6CQo8o+IbhB6Mbc3+r+PrT5OrHpPfgUdKykfPeDjBI+j949F818HhAc4rCNkU+hUeXpuT1Q8LQWFjG1DwMO5k9cM6qyJGxkM4owc4Wf3wkX4/5vUSWzzwZPUDMaloM78QcumdO1n9CMYoQoXwAKGWPqT94fGAc+0Llv6kq8hDMy7BJsbF1MVlNw99fUzKRDSD0iwegA5QiFo2cERwvYio70dEu2Try0QbTOVpTdYffnzz/bYCBBeCAqtZ1hURjU5vEC+dBbUJH51wes+cVsDPs9vJg2WQYaBf9CW/mEw/55+3LNniywcqUbSml3ez6TZSX7fg8BsehyU/7zASTmNMKkGedyGhaGBQRoI8FU+uo3Hr0Zh2pLKBIEySVtYBY+LrYlLHQOwPj6JxaABxhj03wA5AxDiQX1PTOJQle7lpKM68AU2WweetQSgmu90DmnkblEnsKAk+7Uj1mc+AWM8cE2IHIDLzzlSe+IJgL5/4t9+92xbTe6dcYwWFOqJrFDx/5U1JIaWyqJe/X5FkH2c3k/PmG1zeXF3A++CDDQDvETDhN/TzDfIY4Ddo8C3SjoRvQcO7QEyN3mkxrmGUIbq/mp21KDAAsA1A85FrAOzSd6+jUxZZbisUEcOw4rEeldHIgarWIrRD1VU+Y+KAjZ01HZhISC7UjsiVJBOdh+dH5Epa7wNJGhpJhfNhiiMRcVPYpHcq/fIrdGi9CTo40nAfNDp65dDv1vPCCcTyU9al3sFzvDEQVUzsDFkJPgaI+3cO5+Ob6x5a7hyR4EgEOIkurA3VdQ0JDQvKh7zuhfUFhJNFA5VLGQ3heyHYU0XDaRUdh6WtkL0QT3al+EArhX0BK4wwgjmYf7QfUF7mITWoJM+hWBvrorKbN7w2IkXawJBEpW1eNqkDEtpJofGRXL8ACvTmDSXR+h7iN4DK0674CU05seWgmTe4FWuMuBloXcZPyGwcT/yksBKIuhtQLnAsyQlbjE4fZCXcjj9P+jBo8p+9VdDGCmSg9jJo8CBSwXhABx6k2K5hz6YffXa9l8G2YH0dxiWW7eOOnYHIq6EFD2wDnTDKeAgO9XF8NZvd9pj3EInWKAOtBWxH6u6ThAbSjqDzOhBGGUPYPxq310NDIpAtNswmnW+RSPtH4v4Xshf3A0MjkUdrIeuFsMmYDqAXi8l8MSwsvNa0UTdYCJdMxpymxfCadgrIfoYTDpkOkQ40NIvhAWjPbHYSoY4p2tO0GB6QVklml37FLoMGfZIWAyIqb5hNedNikU7UYtA+skxo8CBoWHuCFsNZ2lWRoxLeChJ4qhaD/C+VcjGBd4JGdCdpMVwkHyj7o94LFsmdqMXwJikbssVYsc9gDpFC+YoWoxi0iS4ko3TKJmNFPqPfLDRogjbmeEI2ZSiIZGqlPTNPHyV+BXYbCrD6uMEwGgw5aDE7JT4JGKYARtTpqIN5Rlvto4rIioFCPQ2kQaV/GEU2DaBNklgNVI7lLeFI2UND0wGHpET45Gtnf2wJJrE89+ysn+1dwugIKagU2ONA4ZXG24Od8fQsSHRecWgptXkQ7UjdE56MSVSomVOhrYtJtQLNPeFRXgwNILl6CV0HIFKiaXSoXKJZkKxvZLu7RnM7KYTktERAUnayUAikiWYkAm6KylvFrqyQ5huUk0I4jk5POf2JXnOZBzn7NI5o8vve4ntSqvf0r2iJNq92J40UahebL7EGyY4lQCSaQKeNgJFoyWMaVr2iscrwj5ZCtiO110CDCHoOR2DoQESyhWwMlXOjCpLVSI3qmPzEdbmcCYorjhjgQAXqfU+4uZp2nQrIwB5mnuAgAshwpA445HTbW6h9ur0lWF8q0H22XTB+JliuxkY2fkEIIDg7Evk2JQ1hp+1rvsD+0kAL8jcfuSb/TmW3ySrneF0HIXrg46AOsY1RGJRp67JloL62Mx7e8V4foAMPOcSGWPkMe1suUXb9/DPskrpH+k/pXPQThOTB8qgyf+dNUWlv3qnvy+/QsdnnTZzzPvHdSt1J/X0eo+2es0NpMQR+d3ie8i8/fx2QXT6wSQkIdsj676QgKBYKgmjfO+qCIAPAaQ2YOOM/CP+DQxzY9jUEXCXOpWI2rrPj1VDVCCLDAUA7QjYFQgKt8ScLh+Okl6wdwgCtPVxN6Z5QeZm33MCyNCCxLiz1NtC9QVLcRJeYpIxJ6sBEdpbaeWAlwWpkghX3D/oUC8rlMpqo24LSQgzVp3TkAWVLe7tRtAwYDCNgbM77MqAcjjs71NhkQlIhn99HIZKE0JC8SBuaIydYL7tbjtQ2Cg0gMYcVo+0ARLwrUztJuiBY3wDCk/xImyCBssB+ZJRgIReTd/mRXaWTOxxJgm7FrD1iCNltzJVV/I5nhcme6jw68GTnnc6yCmF0YIe196UcPQprsRIZqa3kS0QCB0sidiDS5kDr2v5jQbK+Wv7krY/U2zrldbZw7bFyxIK1j0e+8yF6a5RN7CtEOVf2voAFJHPcO1+AmPzSb4qpXQNpSDsfKEQV29Oj1evaBqEBI1oGI+kOMNraoKQrb3tbcvVlwt2bXsk5DCSdJ9PDKSZJwojO6cFUDvae8Bc5ybQVm8juB+MgrM/5cHI4BLKHPh8XJSF7LriTwyFaVDrfLpGEDbpoTg+H6Ih9M1NMwhSJO5wgDkGBznYSWxyO2j6UOELQXLEXOVKQJJjorR+U52BzOq3is05xI9uh6lQhY5JyZneKHZi0voOv7DqUJKtx+FRaBlE7dlMacyAU0fvh0AVOxiVALG6k5zYjdU0CYeHIJDjaIlALQ/R4ANM4HX+4ns2HhkZMCrkEiF4JGukA5Q1X4+l4YFh4TY6UjoyFkEnUaRi3mu4Ni6KH3YBBbIrBkJsbPRSS2MHE4z6oZSxQJfa2UAurRDjAyWTP9MxDLhJs7ghkLIRZok8nuZUEDUpzBRBqYZd4iEr8QW4l0bjmsl+URjMhGDjJrSQBKMt1LyhdZkI4RP3kq24lHVhEUElnvRDyGQ5RQTk862k0X6zPJUAoPWjCkG78OiQWEEAZPqBEaVITorGnaT0NiaZs5lvSnobQSEduPYvkM/HfCrkcCk17bTiWKuUcHvlZV/Lkj6mYXTTTpkza0h1g9rjvUCcsOJ6XOH0apXFNiBYHs69yZMdvdDRrR+paDMIiGbIYWS+EfcZDNDUaJBZeEdFgLIR7Jg0nikVSOmbjKdwzGXeSWNBWojDzcGlUE9I+7cXzSo2fBMnLMmgZk6AgMtOQZjWVMKlWer0nPIoHAQ0gNvCmIl1qHgLS3kcPtXsuFCTrexDwtOrrFD156JqL7lE6z4S0z9D3g9nvSTU5cZDPK9oCpHak9mrImCC3XUDpUFMJk92r4XXxKK+GDEiArCSuAxDSb9PcU9+vD4XpvRgKgvW9W7cBU54eXwzArYC9QpvlFCqZoh7aVQTcNFQ7crPiehPh1VDd5ZBRQWUNh7ql/0wlVGp2i94PIqUFsYKE76xACB2QSI2+75lj+qSO0Vuivfw+guKS8OiscphtoWRV6n1WYD3MJvx8+df55Xha+0KnFy4KwoX2Te5agNKzphIuPTIsXx2T8rLIoBgu4EZpaPMQlJR0/8xrfnPfRVGQq3empeC58WqXDkTDLYSzty29aqI+UJZtT8Noidczt7dmvQ5jNVRdAxpIuH4VpanNQ0jEMIJNlQ1jSbS+dxV0G8ZSDI5EjSGowHeto/S0iTYUKq28PvKAJBhn+BInvrADpaVN9KEQnTWP1BUdQ/I9OYMRnYJ8oCMNbaL2blB8ia/p58sO2q4Ea0O1zUIDiTV5Y8AOSNo7jZytzZcKolXgS6XJN9qi8jkaLR1rokYc2OQbTVulMesIrYaqT36GBF3eE2IHJGsXWqX6k78lWt+KrKdOvrOReEie/JYUJjOshn5AxskobBlhO1J/7hmRmDMr22Y1DxCRO6u8rX1nVUGyvuv+ae38gP6QpBDZ6ksrmmjAdrXzA3xhOz+H78mY/g09jeqg+xScuic38ytpeXQxKJtzIqXJTDSoB6XlvOq9ITc5bRiC5VB1PW8wyQEBaUfzEBOZehNcZT0vidY3RvZURU/Gck4Xm3PpNUO033QpOqJ7nqbvobz6ya0rSdxARsQ1FkzYHOyzdeUzb6ZVaXNLl4HKoY8GkZhDQtJUphIi9e7p3Qca5aWf4cjd+FD6yjyEQ46KUKfa9/RuCdaX3HSfFBV9PEtuvVMIeSW0F3eXkk64OflR+3jOIweAM6eVpjERDtR4ru/VIkCbAkeJW12RkdqroAHE8dVUKH1jHgLSXi0CvvbdItuSvfxukeIy8In2JtoQONQhXWGix0LcB/1x514BTbUOyvE9Ayg9YSL4A+SV3M8nd7vWABi+AoutI6rlTrA5VDdHkeHwVumcoyiNYSJqs60aLh67ZgCEpqsWSleYCPEAuatFsQ+nGR1ocP5VyDZDSKQ1ePTrpIxG4tuduRs8Sl+YaA/Re+5VdOP/drnhS42ZAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1kzSVdxEBOMHlNsHBtM8aB6F9OvNas98zgH+uCvHBIuzDDhQUxKaTPC9911/6c7+6LAjNBmb5lbcjKd3uLpXLSYzmJRflJr5WTTHTaYBVcru8AhPFFnWyHYYaXEV9wPKvtg+lgAAAA=='},
  'host': 'mail-relay',
  'truth': {'filter': [['10.17.139.248 - grafana-admin [11/Aug/2022:13:40:58 +0000] "GET /admin/ HTTP/1.1" 200 2895 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.33.4.46 - kiosk [11/Aug/2022:04:45:53 +0000] "GET /admin/api/health HTTP/1.1" 200 7668 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.38.116.164 - kiosk [09/Aug/2022:09:50:32 +0000] "GET /admin/api/health HTTP/1.1" 200 8655 '
                        '"-" "python-requests/2.31.0"',
                        None],
                       ['10.39.106.135 - - [10/Aug/2022:13:23:51 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.39.106.135 - kiosk [10/Aug/2022:13:23:53 +0000] "GET /admin/ HTTP/1.1" 200 5666 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['10.53.234.20 - auditor [10/Aug/2022:11:47:36 +0000] "GET /admin/users HTTP/1.1" 200 5338 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['10.53.234.20 - auditor [10/Aug/2022:11:48:16 +0000] "GET /admin/settings HTTP/1.1" 304 5360 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['159.228.118.66 - - [12/Aug/2022:01:20:06 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['159.228.118.66 - admin [12/Aug/2022:01:21:24 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '159.228.118.66'],
                       ['159.228.118.66 - admin [12/Aug/2022:01:24:04 +0000] "GET /admin/settings HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        '159.228.118.66'],
                       ['159.228.118.66 - kiosk [12/Aug/2022:01:20:09 +0000] "GET /admin/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '159.228.118.66'],
                       ['159.228.118.66 - kiosk [12/Aug/2022:01:23:43 +0000] "GET /admin/settings HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        '159.228.118.66'],
                       ['159.228.118.66 - kiosk [12/Aug/2022:01:24:30 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '159.228.118.66'],
                       ['159.228.118.66 - kiosk [12/Aug/2022:01:25:11 +0000] "GET /admin/api/health HTTP/1.1" 304 4132 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['159.228.118.66 - kiosk [12/Aug/2022:01:25:41 +0000] "GET /admin/settings HTTP/1.1" 200 6247 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['218.142.142.145 - auditor [11/Aug/2022:19:41:23 +0000] "GET /admin/api/health HTTP/1.1" 401 '
                        '195 "-" "curl/8.5.0"',
                        '218.142.142.145'],
                       ['218.142.142.145 - billing-ro [11/Aug/2022:19:36:57 +0000] "GET /admin/api/health HTTP/1.1" '
                        '401 195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 '
                        'Safari/605.1.15"',
                        '218.142.142.145'],
                       ['218.142.142.145 - kiosk [11/Aug/2022:19:35:56 +0000] "GET /admin/settings HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '218.142.142.145'],
                       ['218.142.142.145 - oracle [11/Aug/2022:19:23:27 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '218.142.142.145'],
                       ['218.142.142.145 - release-mgr [11/Aug/2022:19:39:57 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '218.142.142.145'],
                       ['23.73.146.105 - - [10/Aug/2022:05:23:06 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:27:58 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:28:45 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:34:07 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:36:29 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:37:56 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:40:14 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:41:41 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:43:23 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:44:35 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:48:02 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:52:33 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:53:56 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:55:11 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:58:58 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:05:59:56 +0000] "GET /admin/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:00:51 +0000] "GET /admin/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:09:47 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:11:25 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:13:37 +0000] "GET /admin/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:16:54 +0000] "GET /admin/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.73.146.105 - - [10/Aug/2022:06:17:33 +0000] "GET /admin/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None]],
            'findings': {'compromised': [{'ip': '61.182.250.215', 'time': '2022-08-09T09:01:51Z', 'user': 'lars'},
                                         {'ip': '159.228.118.66', 'time': '2022-08-12T01:25:11Z', 'user': 'kiosk'}],
                         'off_hours_logins': [{'ip': '10.8.153.23', 'time': '2022-08-09T16:48:32Z', 'user': 'pavel'},
                                              {'ip': '10.31.19.22', 'time': '2022-08-10T03:44:18Z', 'user': 'lars'},
                                              {'ip': '10.2.66.86', 'time': '2022-08-10T23:08:15Z', 'user': 'sami'},
                                              {'ip': '10.38.170.207', 'time': '2022-08-11T00:16:50Z', 'user': 'pavel'},
                                              {'ip': '10.32.154.13', 'time': '2022-08-11T19:21:16Z', 'user': 'sami'}],
                         'spraying': [{'accounts': 5,
                                       'first_seen': '2022-08-11T19:23:27Z',
                                       'ip': '218.142.142.145'}]}}}]
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
