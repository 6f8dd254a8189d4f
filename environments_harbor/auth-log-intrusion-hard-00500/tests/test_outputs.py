import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'filter': [['10.22.125.19 - - [12/May/2022:06:35:52 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['10.24.14.121 - ops-dash [12/May/2022:10:54:04 +0000] "GET /jenkins/settings HTTP/1.1" 304 3581 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.160.34.56 - kiosk [12/May/2022:16:50:52 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '134.160.34.56'],
            ['134.21.87.13 - - [13/May/2022:21:22:53 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:24:19 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:30:00 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:40:31 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:41:13 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:44:33 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:46:10 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:48:04 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:55:46 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" "curl/8.5.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:21:56:34 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:22:05:48 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
             '"python-requests/2.31.0"',
             None],
            ['134.21.87.13 - - [13/May/2022:22:13:46 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['134.21.87.13 - - [13/May/2022:22:15:13 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             None],
            ['185.86.115.165 - admin [14/May/2022:18:47:07 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '185.86.115.165'],
            ['185.86.115.165 - kiosk [14/May/2022:18:50:03 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
             '185.86.115.165'],
            ['2022-05-12T05:44:50.960459+00:00 backup-nas sshd[6002]: Failed password for invalid user guest from '
             '171.157.132.18 port 34156 ssh2',
             '171.157.132.18'],
            ['2022-05-12T05:46:37.540588+00:00 backup-nas sshd[6021]: Failed password for invalid user nagios from '
             '171.157.132.18 port 36341 ssh2',
             '171.157.132.18'],
            ['2022-05-12T05:46:37.540588+00:00 backup-nas sshd[6021]: pam_unix(sshd:auth): check pass; user unknown',
             None],
            ['2022-05-12T05:47:52.363149+00:00 backup-nas sshd[6052]: Failed password for root from 171.157.132.18 '
             'port 62978 ssh2',
             '171.157.132.18'],
            ['2022-05-12T05:47:58.670375+00:00 backup-nas sshd[6075]: Failed password for invalid user oracle from '
             '171.157.132.18 port 56274 ssh2',
             '171.157.132.18'],
            ['2022-05-12T05:55:21.397353+00:00 backup-nas sshd[6106]: Failed password for jamal from 171.157.132.18 '
             'port 43397 ssh2',
             '171.157.132.18'],
            ['2022-05-12T11:26:01.479491+00:00 backup-nas sshd[6153]: Accepted publickey for olga from 10.5.126.97 '
             'port 59120 ssh2: ED25519 SHA256:373e3f65613a748155d428e7e80c80cca470f3c46a2',
             None],
            ['2022-05-12T13:06:57.576390+00:00 backup-nas sshd[6194]: Accepted publickey for lars from 10.36.81.5 port '
             '46062 ssh2: ED25519 SHA256:f98811de3d486cfcf33c16eb95fc1d153c7a1b17714',
             None],
            ['2022-05-12T13:06:57.576390+00:00 backup-nas sshd[6194]: pam_unix(sshd:session): session opened for user '
             'lars(uid=1006) by (uid=0)',
             None],
            ['2022-05-12T13:07:43.298539+00:00 backup-nas sudo[6222]:    lars : TTY=pts/2 ; PWD=/home/lars ; USER=root '
             '; COMMAND=/usr/bin/journalctl -u ssh',
             None],
            ['2022-05-12T16:52:27.206242+00:00 backup-nas sshd[6303]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=134.160.34.56',
             None],
            ['2022-05-12T23:33:01.888731+00:00 backup-nas sshd[6364]: Failed password for invalid user oracle from '
             '10.91.50.5 port 42569 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:33:30.232360+00:00 backup-nas sshd[6398]: pam_unix(sshd:auth): check pass; user unknown',
             None],
            ['2022-05-12T23:35:56.833928+00:00 backup-nas sshd[6412]: Failed password for jamal from 10.91.50.5 port '
             '58822 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:36:18.786096+00:00 backup-nas sshd[6449]: Failed password for invalid user guest from '
             '10.91.50.5 port 34502 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:36:18.786096+00:00 backup-nas sshd[6449]: Invalid user guest from 10.91.50.5 port 34502',
             None],
            ['2022-05-12T23:37:52.925365+00:00 backup-nas sshd[6462]: Failed password for invalid user admin from '
             '10.91.50.5 port 44149 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:37:52.925365+00:00 backup-nas sshd[6462]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.50.5',
             None],
            ['2022-05-12T23:43:37.188882+00:00 backup-nas sshd[6464]: Failed password for invalid user oracle from '
             '10.91.50.5 port 45091 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:43:37.188882+00:00 backup-nas sshd[6464]: Invalid user oracle from 10.91.50.5 port 45091',
             None],
            ['2022-05-12T23:45:04.321294+00:00 backup-nas sshd[6481]: Failed password for invalid user ubuntu from '
             '10.91.50.5 port 53019 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:46:02.849219+00:00 backup-nas sshd[6516]: Failed password for jamal from 10.91.50.5 port '
             '35205 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:46:17.473847+00:00 backup-nas sshd[6524]: Failed password for invalid user guest from '
             '10.91.50.5 port 33583 ssh2',
             '10.91.50.5'],
            ['2022-05-12T23:46:17.473847+00:00 backup-nas sshd[6524]: Invalid user guest from 10.91.50.5 port 33583',
             None],
            ['2022-05-12T23:46:17.473847+00:00 backup-nas sshd[6524]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.50.5',
             None],
            ['2022-05-13T04:34:24.938282+00:00 backup-nas sshd[6566]: Failed password for invalid user admin from '
             '61.3.19.150 port 55356 ssh2',
             '61.3.19.150'],
            ['2022-05-13T07:13:02.982858+00:00 backup-nas sshd[6734]: Accepted publickey for fatima from 10.55.26.197 '
             'port 57154 ssh2: ED25519 SHA256:7bfca8bd0ffd4bfa3bdcdcac1781fa2088f2e08f2b0',
             None],
            ['2022-05-13T08:49:56.726820+00:00 backup-nas sshd[6777]: pam_unix(sshd:session): session opened for user '
             'alice(uid=1004) by (uid=0)',
             None],
            ['2022-05-13T11:20:06.311983+00:00 backup-nas sshd[6797]: Failed password for sami from 10.27.59.2 port '
             '38466 ssh2',
             '10.27.59.2'],
            ['2022-05-13T11:22:58.119348+00:00 backup-nas sshd[6836]: Accepted password for jamal from 10.29.179.93 '
             'port 53528 ssh2',
             None],
            ['2022-05-13T11:22:58.119348+00:00 backup-nas sshd[6836]: pam_unix(sshd:session): session opened for user '
             'jamal(uid=1003) by (uid=0)',
             None],
            ['2022-05-13T20:29:39.000000+00:00 backup-nas CRON[8010]: pam_unix(cron:session): session opened for user '
             'root(uid=0) by (uid=0)',
             None],
            ['2022-05-14T03:06:17.522922+00:00 backup-nas sshd[7452]: Failed password for invalid user oracle from '
             '61.17.159.139 port 34989 ssh2',
             '61.17.159.139'],
            ['2022-05-14T03:07:55.654309+00:00 backup-nas sshd[7487]: Failed password for invalid user hadoop from '
             '61.17.159.139 port 30520 ssh2',
             '61.17.159.139'],
            ['61.17.159.139 - release-mgr [14/May/2022:03:00:25 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
             '"Go-http-client/1.1"',
             '61.17.159.139'],
            ['61.3.19.150 - auditor [13/May/2022:04:42:12 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" "Mozilla/5.0 '
             '(Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '61.3.19.150'],
            ['61.3.19.150 - kiosk [13/May/2022:04:31:24 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
             '"curl/8.5.0"',
             '61.3.19.150'],
            ['61.3.19.150 - release-mgr [13/May/2022:06:55:24 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 "-" '
             '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
             '61.3.19.150']],
 'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-05-12T16:49:47Z', 'ip': '134.160.34.56'},
                              {'failures': 11, 'first_seen': '2022-05-14T02:56:23Z', 'ip': '61.17.159.139'}],
              'compromised': [{'ip': '201.144.230.212', 'time': '2022-05-12T05:25:25Z', 'user': 'alice'},
                              {'ip': '185.86.115.165', 'time': '2022-05-14T18:50:44Z', 'user': 'kiosk'}],
              'spraying': [{'accounts': 5, 'first_seen': '2022-05-12T05:44:50Z', 'ip': '171.157.132.18'},
                           {'accounts': 5, 'first_seen': '2022-05-12T16:49:47Z', 'ip': '134.160.34.56'},
                           {'accounts': 6, 'first_seen': '2022-05-13T04:31:24Z', 'ip': '61.3.19.150'},
                           {'accounts': 8, 'first_seen': '2022-05-14T02:56:23Z', 'ip': '61.17.159.139'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA7WTTWvcMBCG7/0Vg08NZSWNpJEs5dRDuy3t0kIWEiglOMbbiBrLrJWy7a+vnDSBOGLTQ2t9gIx455l3RigYuXlibWGVxxfUfNP85FJI6YXyWnvt4JXI31eo1m+2wPv4LQzwbrv9zJFhBVIIQCkIqlUF1Sb+Cn3fcGICXl4gnsLHMNwc4FCbS6NPYN2132OWR5Enwtuw73bxwFHWTFQvUDCVYUgxU8DRM46yj3EWJEpJ8Y9IZhjNXMkY6xV58RfGaEn2Dqe92fe8ZnQvTgyNY/Odkjyhp+OJamHrojJl0eyhdU+FUXrlvBbPc0uJumDjpmnDkOJ0fQrvh9T1kH/ApzO4ANSXdAKvx7HvzrurDyFxI3KKOU84a3bNPjyc7yAtc8SsKjAqL03eHzPumh+hjQPL2xNS+uPDOq6uUxpXbR+6Id3euPejzgsLsWiuIy78mFKTQsubcWTtNC07XWhzNJy2DDEvV+hgNJ7ym5JHC4tOPRNBMcyNiU4WItRzhWkRYR+vYppYOqRlExlD/63MvwFXWYybXQQAAA==',
            'access.log.1': 'H4sIAAAAAAACA7WWX2/TMBTF3/kUVp+YUB1f/4md7IkHGAgmkDaJSQhNaeqt2aIkxC4qfHpusoHW1FlT2NqoUquov+N7z7k3wKiioAUFyckc319BRKfZz4gzzlMmUpmkjJFXDF/fyOzkzTmJbmx1W1QuWmZutaizdknenZ9/joDCjEgGBBJFZvMZmeXrtowMAtjsBWyDsvWy8HUbxPEwzlnvi+raPaAJJok0qO8/cHIElzVFtLJZ6VcPgBxZWgv4Z6BiKR8BDjCxNPEdpvnpV3U1b+33tXXeRZwKOAQJoyUNdbCrqZHC3LFP619FWWYRnpG8PM3yovK1Wx2T95W3JcEfyKczckFAXqoj8rppSvvFLj4UPooZaqOgyFl2lbXF3++HyB5rzdrZ1g3KpaQ0ga4YRAlOVYxojbQFngZNNG/rAVCnLE6lmAbccvlWiS4AjsnHolpvyMbEl7E8Iic2v62RAgwvIG+L1l7Vmwi4CSpc2bJZWne7ow9Eysxe64wHcDooTsX0DG4BR606Ha5HAxJM5DQ8o2Ao3kYBIDDmeqzQ29iyvi6qgcu44slelERra055mMRZiqk4qI0TWa1t6ta7IFEfOOQEiPupelLPV94387wsbOX7Ow4AKz198vQx5mi9p4jVRIWw0/axzHdzUSgdXm2TWHy0DYFY9cWIuXqiYvCEYvRiEbCk6frExH7zS4jVo55QQHVMjdmFANaZ75jB+cwXOZqwoblzu2v2UZjAkgtDk8BjC/BuWKoJRzKJ2B+x/gIIgXBq4NYw+0HAWfx4niQ1VCQBhunMo5JtRlsvau+o3/jhhALFnnN1C4Y6u8OEhOLjFJjRHt+4naJIGY5T71UahyhJqlQKcn/JFZdPFB5Nu/3F8f925HQBQkVs+qF5onXw0LgeUQEaTd9j5IOQ9qYejqqr7EeR1xXFj2FUxR+7PYMLfgOjlaAMNAwAAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwF+BYH6H4sIAAAAAAACA9Va227bRhB971cQfmpQeLUzO7tcbp760KZFG7RADDRAUQSyzERMVFEVacDp13fIBIUtci1yeZHkiwAbts7ZuZ6ZJehEAKJAqUWM0TV//gm4eL38vECJ6KRyRI5s9J3kj7+iq1c/3ESLj+n2U7YtFstdtliny025jn66ufl9AQKuIpIQQaKjq+sr/vP8el2Wu+vVJku3Zf0H30AHTO0gacf0Ia3u95uFFVrIrgg6Dj3V6/zfbLNZLhgs+vYtwMvo12x7/xA9WPPO0IvoVbr6lDMUSP6C6Mdsn77PHxaAtis749C0syvSssy2H4pO3F4vV9m2zIv1y+jnbZluIv5F9Nub6G0E9E6/iL7f7TbpH+ntL1m5MEyH305Hb5bvl/vs/5+7EvaZ875I9162u8/lOt9e79N/7tOiLBYoFHS1Uey0HMWD81nJOtUzrE9ENHGoAtx5MrZazVyhtHSoAyzUs0xpcPzfQYUg9GDAmRVqzAHprNFBfAm5oZUD7Ed0iFnISRMQZ6HeJ28dnyretFN0EX7nnuzRQXfLYn2bL/d3Y9uGu6oO80bfOhOzzjtbOaS5b+K8UZk4iRfTAJkt6TP1Htcv6RXz5yhma8I+cx7N9OmtCQ7mqAk1kk9WnZm/cED4BxUIqrIOIRSzryPIoZxwGmYE7VUZx4IqWNvUqKRHKAyTpJlxQNPa3HjT60zLYuwwmX0yqHF9mnQa4cWQ1mF8iqNanoMuRHYw28QpOIGVQF7EqMhEeXq3/YgGBiwj6YvSWIBOmUnrKyjvDvUMRDFU7W/q/VENo+RMywpGYxkhZ9GmYLxIo5rPeAfPfpPAfHkVewfXybQwY/o2I9Ms/xnSeivrhIIVEtb9l3TlUFPW9mIUBUrvnc55tjEEp+JZOnz1OuTuaIomxq/hV8MD2UmBRkBCQnm4qcaeZJN/yLaP6CC3EEVgThpArFKmnTPRvz0YuSmjZtE176DGkMMHpklSw3hTYyxrB3bdJzCS00cwDg8PHgySY3b2J3i37AIOv+t93grcQ3hVmYzIQ+FMzo3Dmqrf9M+ZwnKd7Zy/tSUkJmEhZQc8UhF2uO73LHW1jhXN5ePEkZmlbCrpVOh1Q18o6C0i+iMQznQY9D6kMnKXYSRKznRRrZR3CTd2nFZrpjNToMypr/4eMP8p7Y240YPbeHecU2kphqT4XKM8Dn4CYHpull/nqUPWEVzSeKwS73RzWnlO0vsQ14T7IwLvNevY9YOh9HyFkYbcwPc9mfLOJCcvBVRdTgU6eIj5aYR5pAOMHnDf11byEFCAsgIIhGLA5f1dVub7A+C4elAA6Zz2rjzeJMJqgSyImpayVbsCNUBnP33/drN8QdHdh6dYxWOt3jqy031qQkXRxFKFm8N656hHMIp7tdb8Rk0YRYKPKwB4cm3ZhwDU695kjAJ+CNV6pi+AdBrd02B493e2bfJDbwiGF7zOxuGuM+q+seOZeeJSoz/20PnQ2ruXmFJSdaYXd9lnV7kOhNTHF35AlfRaj2nNo8QowJo6lZvYaDWW9613gdNW8rXFKZug5taNJDjEmsXSVNOyPJCgRbkssxWnyU58bOz20CRHt8dgRcISxbYCUnNbvc9v87IQ5UN5GH2VYyYzDRmBpPgbhfYKG0iqByb0aUbuQ4b7dJfvy6LB8JmOd4qRszNtFd4avOHX1avIjrWnfz5NCiYM+ivZg3RBWavqHvlJYM3R/KzuZLmWIVErZBXy2AOS4ufatRSMZrkGQdKKpporfG89IG3l0dNRLKoaJNsOV5dnMN7DrYrG6TSoKb0PzFZzQ4G4nW7SuKF81hcK8LiBWKZXE91XQPVIn1dCsVGeDy+ujMGmWP4PvakEkqQ+AABfcHSYfgUAAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQrDMAwF0X1O8SF71y4xtL2NYlQwCXKRpYTevk6XA4+Z0VzRTkGVt1I39WKu/ILwwQoyo7Kx9inF8ExheYR4u0cAMw7fhZXWulf7oheSkZfLIeV8ueXv1nHwzxja2XSbfnvc5dxzAAAA',
            'audit.log': 'H4sIAAAAAAACA+WaXW8btxKG78+vEHzTHqCg+TVDTgAhMJz4tMDpB9rkOthIm1htrBW0q7Tn358hd8WVrJWlpuvt1r5IsmJkWfMM+c47JKv/rfLp219e//zu6vr6zeSu/DjNNvNF9bVC0MYYr60gb18YafS/X0xWi/lUWdSTDT/ISRb+sZosodMEkzIv915u3v863SxnxfLDYpnP46d/VaymP119/yKbzYrNslosP04+rrNlVazL6Sq7e7dZLv6Y8H9W04vZ7WK+uJjkf+TTi8tNub4s3y+Wl2V5O7+Y3BZltczu8qmSAqxwQlk3yebz9d5Ala/vFsvs05R/aLLmL1duZrO8LL96+92r6cW6KKqLyVV83izLvLr4V5Vw/PfH/3z3QxcPEBJk4GGO8FBSYiShjT2K4FPxcbGcbN/9cIgvHwjscp5/vlxV5aV9OL6GZfu4E+rV2zffHkRKUoIwFkKkNkXqZA+Z31S3OWd+llWLYtlm/2WT9nm2zE5lXSstlPHMQglT49kfOsj8h2zxKZ+fkfhuGuCkkF4HGrClgco8Po36u/59NDpUwSqUxHMjqgImGt4OogrZp8UsP0MVNAnwQhuVVk870rcu1ESsjvPDHSHCK91GFh7cWbpgz9aFjsiSMJiHA2xwto87sV5//+owUscrARyFSH2KlGiSQtwP1tojwc5+n3Nst8Vdftl8h9ndfKpvHDjjtL5BjYSv+bVF/ny81lK/4te8/ozk5xuHqOL7rvGGJ9YN/xQ5U7/aARe5bebFRYvmiFw232IXywlZsPzVSLCABxi0heEsPEuRtCC1FhI907Ay0SD9+DSq4nM2NpFEY7WwMoikVVsaXsKoRFIpBgBCydY87Qz1LpM1Ex/Ew+ojTJJyKGl6lsmu0JJOqi/Xya78A1iUAkGFWJNV9L0YqNP5/22xzs6rkai5bsjdStKM9J38GoizEYg9AoTTCU2NlGclH/5Mjbwf2bnmuaaZnk5l3pFE4WTUwWQWSY6rabLE68AIRTYR2hnqPfk1EwwGyeIRJqlxYjPVc+PUFVrKvu63dQLvPXKTGPOfzCCpR2ydvlD9QYASQG172bz+C9nvXBARiFUmAPH9AumvFD4CjO6lUNOoiyAdodH2Cr7nGngQVh+Nwi9vrn4+SLvXhF6QdBwobP2g0XovUNmUevtgmvk9JU/4d8UqvzfrIwT+oG/Ci3z5Of67CrFV39ybCJ2d9GxdLA85vWzxhDc8DCY+n9AEH/aLmpYZkhsk7cbRKSiLQlvDf7SAxhzfG+u3V/DGEJsxCttLkJwgDdE5nbOhMjQP1kbHH+spiAKYlgcOVjPO9Q2GK6lCrqY+ScrOUL+Vo8FCPpRSsP1i6c9KPRqSrvoRmZjGXgAcYZKslCffs5XqCi3VEPnlVqqrhnCw3pEwMjQNsPWNxoA6rCEG6OnUkMOdN6us5hLCfwcUra20aecN76XeOHly561JSPfOG15hGNP4GhVeI8+7ehfOgZb8ToP+i/bZmt+5OyNOqKPWNmy/63DsAlsDqaXyj18tPlSrTZmvT28ueaEcp4e/Jy/Q7fbS/mC/JUNr4JZWYnDVQC0Uenwo2ZzjGCWSoBbWBFeBMiGxA8yTcrNaFetqlFDIaIGx30CVoDj1rBePUZ4EG9EARScovRxh/VMXj2HZFwARydaCaiXpWS8esOx3vA+VB22CovVI+hQPHDT3I+zHYLuFvz/WNw9nSaCMkwQSD6vGccYzPA+URMKpcAKImHi4kZwADs+DXCg2FOeHSzz8APsct9m8KFZntGukWOWEVu3FgHakdxpg+XPj7Ei+VdEANFaLkZHwoAS50LxgMqtccEdTXIbGgRjuazAOl4wqO7WR2I+hYXDtRh/2iV0yqBpwJBo6JAsjJQVpDvvELvlSjfgs9dPI4NKlC1tdLlnSEOhz008jtUHh43VMl3yoMfJ56me4kwrCYuhpXbKhxj5L/Qy3rbygePnQJQ9qRuNBB2bB+mlU1M/kP615Bv6z4/jEgmPVYBCBRvKf4frpmO4gaaEstyI7d5DSSN9nJzUQpaNu0BEg6Q4SW5O+7yAdRnbuLZTjd5A6zgosguNlEP2lT/7SezlJAe6HahSdPCuov8GgRwX1r9wBcGrCE3J+MV4z8slKkhzmpsn7X4v1OaXBKuGUUNjO+Hak9xkfiTiMM0EfIcLTwNQzHs+b8eb8i1eHkaUZDw8H2OBsH08dFkLY6hfsoEOsJl048abjsNDh0zks7ISBGiwKiGdm3iYYrgMGqCd0ctohCyBRayfIBVfgk12kXnYte5QFEEqBwHbtbAd6FoXIgxeKjQsFj/BIomDPvELwJ0ThILBzb+I+pAkdfhAUd9HsjWv5c22kA5zzPELa/4o1ZhSevYczoZn2yQzSEFsL40NBygkPcf4nG0hD7CuMEAW3HpLCrKB0SVNq/7RRdJVM0IqU5zYstEuk0mWj/WsmdclE1son7R+AKwSj9hRqJm2No1Gy4/YugHnqMNCSEc4GM0XJWcr9vlE2TaN74jAQeFaweoZTLUrOUmEXDKf/6TD+D1pRUgAhQQAA',
            'auth.log': 'H4sIAAAAAAACA+MCAJMG1zIBAAAA',
            'auth.log.1': 'H4sIAAAAAAACA81a227bRhB971fwMUHh9ezsnYYegiRF+5CkSFIURVAUlEjFimVSEEmn+fsOKSmxJK7Ei2nXQCDHlnXOnJmdObtLBMQLUBdcfAQZIoZSMBSKK/EzQAgQ3EXlsriYJ0GeX8efuFP27zB4MZslqyKJg1WU51+zdRzMs3UQR2kUzNfZbcCBKWBaMOuCVbYuAg0aXPUR+BP2QlxFt/+U6eLfZ9UPwzzJ80WWPg+D7XdBtkrSZEOjzJMNl2flIp5wAHweTL8F9f/g+QG+0qE0THNpJHjwtfRGfLNY34vYMKQXVLCJWVoQoinmtphdY67Y7GJWp2K2oVJMS4fAj/DLOPuEAJzw6asOMAw+fvxrsirySxlcBb//+WpyeZ3dJpf1L6+CPz68fj9ZZ1lB37989+bNi7f0hjJfX+bTRXpZzr8GeREVZd6TxQ8V6IctVKiYbOOuJNgXZY+DCcGGyJmQwKVqzARyCcTht/QuWi7iDUAafV5k+TbtVjEukCnNuDLbWhfOuJ5A+ymPyuKaIp1dJ7ObuvCuNgzK9CbNvqYPiVG9JGmxmEVFJeo8WizLdXIVLLPPaXSbTIJa0SDZvBTFtwn9dbCu6EyC9XWWF5N9LXqS+4WAD1fZorP6x6vOhBxDbphy1gjjYWDEYa7zclV/qhdOGadUT6QhyR6EMXay25I7m+x28h9nm4rNhJJashVceyhIOFrZRZIX39u540xaxh3fdnMHIHqC9E/0QIyHSPQ9JXpSO5vms7o3ZtiGIBlINAI86GgfSZigjqMegj1ZNmlUz1SPLMI6bjyyoGAcJK0RD6DSjytLkd1FPVk2yVJ9nFcWsAI9sgjFJCgN6AG05nFlqSxqT5ZNsuy578NFRJ/Y2CYFECa9WwvumgEVqMM2WU7LtCh9WIrcq+4JM6RRDsIYt1G2pXa2UbZQvjHLPARO7zaSCw++eOTin37J1mlPmk0y1Z/nE0YLpYRHGHITYI3xuVIleReXoOyxS2gLMqj4h2CMXPwtqQ1yCbXujRlGIsAEaOGzokrJJ3cJbVl2dgkOlGyURYf0bq7AIPoA7ZO7hLYsu7oESeXS3Chpo0obDFINwAfontwltGXZ1SVobtF5ZOGKoXOI3ANosJtLEFxa3hNmUKMcgjFyo2xJbaBLqJVvzDJtVSyjUWmE9OHL/4FLaEmzs0sQ0qlmYRw1aEbW20ntQXTdXIJWhvcEGVT8QzBGLv6W1Ia5hEr3pgxLAlSMto7WeGpKI39yl9CWZXeXQPPVIwsXDGgAa+sBVPDkLqEty64ugTYbtmEcusqWgGbWAEfPPkXb/TujcrpczG6Sb8eXRsi4pn/odqddajuCw+D1K5rj3AUffn2BSocoQStnuHEumtuYy2g6N5GKhTQmiZMYI03lDfEMTE++o9w3cajO/pVlVhG+r26dOXnLohwjH0jFz+U2N+AE9oTp3UGHYjzEirinRE9q3W5YmpU/WhW8WoPV2RVaJX0nnQbV6fuVIzDJhTY9cYakeRDGuGluS63j3Uqz9I15lqF0NKkd9VsPAekeSRvPrOzA8sysPJZFcyMbZaFNWQVowXqmkBl3Vh7LcjgrO7A8MyuPZBGSNzirCtCGqJggY+I8s8eYI+8cxbeL1JsB0Ag9UQb1hCEYI/eEltTO9oTzwjfm2BEDBuRLuRdePm7pH56adGB55tTkSBaNSjZ2BLJdgjNjgGycD9B5Hy2aXS/ixY9ni5i2TOsdIncwBLGr0au57JyePuH0pAuR3KwFLk3zMz3Gis2TRZv4fjxaJPYeLdr89sSzRdWjRV+ycp1Gy1mxDC7KKsCebAY+YXSgzgEJxUNhmKOUGd+8duDfLNDanCXfy0DQ7oSqj+O26yI43rxb0C6eRrEScm6F4tbxJDJOaG2MkJYjxKA5iKmMle1JuGsR1ZHsZJLeIkLa6IRomESjuWdGWcSW6wY17a2qcwW1O+IEaJhT7UFHWjpYX/1qJqWTFpuL1aJ7sKUTZ1Rh62CV92Qx4pKhzSqGChnUX4ckXr5/9/ZTdYR5n8RsnaXdSTTlgcBFVQjDwWfLLD8E34OqTnvriXQKCs04cdbg+BDgLeKs7ivgJBRoMVacBI7yAcDPxknbb1NdV52CQjFS3dbg5AGHg5+LE3m1ieDIrBDaek4aHGpvg87vZhf5LNo7hle0o+W7WyjJG47hO8B2bdE7QrWuzu2L/B/HxIOeIC8AAA==',
            'auth.log.2.gz': 'H4sIAAAAAAACAwG1BEr7H4sIAAAAAAACA8VYW2/bNhh936/gY4MhCvnx4zXwQ9B22B7aDm2GoSiKQdfZiyMZujTNvx8lOxc7oi3LdmsYkGMrPEfnHJLfR6AA51ScM7im3IKwTAVUAaf4K6WWUvItbOb1eZaSqpomXxgY9tWSRXj7T5PPvr9qv7RhU0/PLGkvaV7P4rCeFTnJwtm8KdNLMi/+zcPbdEKaWTKhJF1e6vp+4v6blE2VlhNSTouqnqAIgPFAYGCQkO6Xm1kZ/gKjWP7mGKSJI1tVd0WZkKwoSTscycrilqxhLYqyJoha0XYE2ARU1t2tAJTU/YCc/WBZyqKoR7Lsk6UdzicLF1JhryzGUh1IZSgDDyCKn5+WgSz3TYtQBntl4e074IpybTyAyvz0tAxluW9ahAYNvbIoK3YAmtaHqzhOF/U+TnBQjB4Cue5ElVaV096ZsfpEikWap0serZwdmVetA4xScUaie9L9Rc828FFYNI4pMkX78ZGdMgmMBkwHjIuAGbaKQjifxelInn1Z6MZbOrMOt0wDdTHqswalZSYAhYYqDyQybxp2gLZr4CGg++aho/MQCPQGAq0wFllAu9cmgdcfP7z/wpnRzwnEZZEPINBOyBXidnBzBPB4XlSb4GtQyraj8wAFgpQeoSV3UH/k35x2yXKcaZgUxWLpKjBwnjpfnVx85SowRkfi9E6weJrGN12uLpcEmvwmL+7yY2IcYRKvSTGSW9/Ene2r/csZ5QgIKyBAqt1e2E9AUNw0OqsXy6sPjUs0I4EOcvoQjFM7PZDbTqcHid9rtWoXTy1BUk/WBGc/Sh1fXTOc5va6pk8YyrT2CIM6UNpo7kOU4rS7vKtyAGnAYaVL9F9R5iNp9gnTjfe43z6hdcJIFBR6hdHWbc0usRq4B7ErMfv3+K2YXAiUh2Duu8V3bB62eO7dZZXlaKnb4pVk0lNjyI3Cpolc+XCT3ndgSZiHjw8N7s1YgE8dhxHdQ1vy9g0IwQz59PsVCGkxwjjOokSCyVjGeMwyk0QJV5IymQlDdRKmCUiVmZF89xWsfZAHvWCLXsjbWBqUjIoX+E1SOHzRxtK9Om0sub7+PFnU1QUnl+TPv99MLqbFbXrR/XhJ/vr09mO3LLjPrz+8e3f13t3QVOVFFc3yiya7I1Ud1k01ksWTCu7L/QuzdVHWOOg2uuCcEIxqT3RdmzMwOQwDhQEIujrZEKDVcZMznO9pkqPbDtYVP9Qo8B0DKa43a4+qWXSK+FZ5rpDDSKDxtceBGCetPYZz21l7DBL/5aquLUK7qhsNyISHQTc99+knXGWMZiTOIU4fhHFip4dyO7Sf6LTvNZpbd6d0/TnzFClKvzC6KMN4nvpTBUaakTgHGX0IxqmNHshtp9FDtH9ptOnKdBG0TYvvyEnjls1uvTgEHjDjLurx/Ed56qRIKB4ZSjMIWShlpjSN44iFPNJJFMVU8FAqgZgYNpLwaQpLJlxXY10BvO34hq6vG0c7O3Lg4PDMEcB3nR25h3RQqALXbFHlObQ1XJ2ynULpWo223QDXdawaqrYmGcmzbwo9q9XW0VbNzUOd/xyyxZNdxbXtBI+fJgJLcCGOAN4bgf8B+PlEKYccAACDgb3EtQQAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQqEMBAF+3zFK+8KUQM2tsd1cgjmPkDWhQsXs2AWIX69aXXqmQEuDEJzgPqVezxIQmBSXmAba6umq9ruaXDDFRmHxFK8leqve5kpJ+UVFIT+SDnSb5PoD156ZE63w8eNSLztnsphJvU7mxMTzY9elgAAAA=='},
  'host': 'vault-fe',
  'truth': {'filter': [['10.32.22.59 - billing-ro [12/May/2022:04:27:42 +0000] "GET /jenkins/dashboard HTTP/1.1" 200 '
                        '2217 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.39.85.211 - auditor [12/May/2022:08:37:15 +0000] "GET /jenkins/users HTTP/1.1" 200 7375 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.43.172.21 - reports [13/May/2022:07:22:17 +0000] "GET /jenkins/settings HTTP/1.1" 200 5625 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['10.5.173.142 - auditor [13/May/2022:03:51:42 +0000] "GET /jenkins/users HTTP/1.1" 200 5448 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['134.101.11.229 - admin [12/May/2022:11:22:15 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        '134.101.11.229'],
                       ['134.101.11.229 - admin [12/May/2022:11:23:33 +0000] "GET /jenkins/api/health HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '134.101.11.229'],
                       ['134.101.11.229 - auditor [12/May/2022:11:21:42 +0000] "GET /jenkins/settings HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '134.101.11.229'],
                       ['134.101.11.229 - auditor [12/May/2022:11:25:46 +0000] "GET /jenkins/users HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '134.101.11.229'],
                       ['146.243.242.53 - auditor [12/May/2022:19:29:18 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '146.243.242.53'],
                       ['159.122.205.72 - - [12/May/2022:03:46:26 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:03:52:17 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:03:57:44 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:05:45 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:19:03 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:19:58 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:24:20 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:27:28 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:29:46 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:32:23 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:34:37 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:40:12 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:41:57 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['159.122.205.72 - - [12/May/2022:04:43:40 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['185.132.56.157 - helpdesk [13/May/2022:07:17:22 +0000] "GET /jenkins/api/health HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '185.132.56.157'],
                       ['2022-05-12T03:25:17.072304+00:00 vault-fe sshd[1291]: Failed password for kira from '
                        '45.213.54.94 port 44870 ssh2',
                        '45.213.54.94'],
                       ['2022-05-12T03:25:17.072304+00:00 vault-fe sshd[1291]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=45.213.54.94  user=kira',
                        None],
                       ['2022-05-12T03:27:45.722768+00:00 vault-fe sshd[1311]: Failed password for root from '
                        '45.213.54.94 port 35674 ssh2',
                        '45.213.54.94'],
                       ['2022-05-12T03:45:49.544170+00:00 vault-fe sshd[1419]: Failed password for alice from '
                        '10.18.135.191 port 50137 ssh2',
                        '10.18.135.191'],
                       ['2022-05-12T03:45:49.544170+00:00 vault-fe sshd[1419]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.18.135.191  user=alice',
                        None],
                       ['2022-05-12T07:07:48.789836+00:00 vault-fe sshd[1565]: Failed password for bjorn from '
                        '10.53.240.32 port 64502 ssh2',
                        '10.53.240.32'],
                       ['2022-05-12T07:07:48.789836+00:00 vault-fe sshd[1565]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.53.240.32  user=bjorn',
                        None],
                       ['2022-05-12T07:43:48.946105+00:00 vault-fe sudo[1655]: pam_unix(sudo:session): session opened '
                        'for user root(uid=0) by dana(uid=1002)',
                        None],
                       ['2022-05-12T08:33:03.097204+00:00 vault-fe sshd[1738]: Invalid user support from 212.138.141.3 '
                        'port 37432',
                        None],
                       ['2022-05-12T08:33:03.097204+00:00 vault-fe sshd[1738]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2022-05-12T19:20:47.018079+00:00 vault-fe sshd[1937]: Failed password for dana from '
                        '146.243.242.53 port 35995 ssh2',
                        '146.243.242.53'],
                       ['2022-05-13T04:58:55.649201+00:00 vault-fe sudo[2001]:    kira : TTY=pts/4 ; PWD=/home/kira ; '
                        'USER=root ; COMMAND=/usr/sbin/ufw status',
                        None],
                       ['2022-05-13T07:08:21.340145+00:00 vault-fe sshd[2140]: Failed password for invalid user nagios '
                        'from 185.132.56.157 port 63979 ssh2',
                        '185.132.56.157'],
                       ['2022-05-13T07:12:17.598737+00:00 vault-fe sshd[2173]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=185.132.56.157',
                        None],
                       ['2022-05-13T08:27:40.583167+00:00 vault-fe sshd[2400]: Failed password for invalid user test '
                        'from 10.91.48.191 port 49003 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:27:40.583167+00:00 vault-fe sshd[2400]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.48.191',
                        None],
                       ['2022-05-13T08:28:35.405602+00:00 vault-fe sshd[2487]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.48.191  user=dana',
                        None],
                       ['2022-05-13T08:30:28.916319+00:00 vault-fe sshd[2505]: Failed password for invalid user ubuntu '
                        'from 10.91.48.191 port 51966 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:30:28.916319+00:00 vault-fe sshd[2505]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.48.191',
                        None],
                       ['2022-05-13T08:32:31.306337+00:00 vault-fe sshd[2554]: Failed password for root from '
                        '10.91.48.191 port 39054 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:37:02.590500+00:00 vault-fe sshd[2559]: Failed password for dana from '
                        '10.91.48.191 port 61829 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:37:15.299221+00:00 vault-fe sshd[2572]: Failed password for invalid user ubuntu '
                        'from 10.91.48.191 port 31481 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:38:08.355734+00:00 vault-fe sshd[2574]: Failed password for bjorn from '
                        '10.91.48.191 port 34951 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:39:32.248946+00:00 vault-fe sshd[2591]: Failed password for invalid user test '
                        'from 10.91.48.191 port 56571 ssh2',
                        '10.91.48.191'],
                       ['2022-05-13T08:40:13.015068+00:00 vault-fe sshd[2650]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.91.48.191  user=tova',
                        None],
                       ['2022-05-13T10:08:58.850124+00:00 vault-fe sshd[2697]: Failed password for invalid user nagios '
                        'from 159.0.105.14 port 50932 ssh2',
                        '159.0.105.14'],
                       ['2022-05-13T10:14:49.249506+00:00 vault-fe sshd[2749]: Failed password for root from '
                        '159.0.105.14 port 46174 ssh2',
                        '159.0.105.14'],
                       ['2022-05-13T10:18:25.362193+00:00 vault-fe sshd[2771]: Failed password for invalid user admin '
                        'from 159.0.105.14 port 40620 ssh2',
                        '159.0.105.14'],
                       ['2022-05-13T10:19:18.032813+00:00 vault-fe sshd[2774]: Failed password for dana from '
                        '159.0.105.14 port 62544 ssh2',
                        '159.0.105.14'],
                       ['2022-05-13T10:19:18.032813+00:00 vault-fe sshd[2774]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=159.0.105.14  user=dana',
                        None],
                       ['2022-05-13T17:37:00.000000+00:00 vault-fe CRON[3063]: pam_unix(cron:session): session opened '
                        'for user root(uid=0) by (uid=0)',
                        None],
                       ['212.138.141.3 - auditor [12/May/2022:07:05:24 +0000] "GET /jenkins/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '212.138.141.3']],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-05-12T19:15:57Z', 'ip': '146.243.242.53'},
                                         {'failures': 9, 'first_seen': '2022-05-13T07:03:59Z', 'ip': '185.132.56.157'}],
                         'compromised': [{'ip': '45.213.54.94', 'time': '2022-05-12T03:37:53Z', 'user': 'kira'},
                                         {'ip': '134.101.11.229', 'time': '2022-05-12T11:27:24Z', 'user': 'auditor'}],
                         'spraying': [{'accounts': 8, 'first_seen': '2022-05-12T07:00:03Z', 'ip': '212.138.141.3'},
                                      {'accounts': 4, 'first_seen': '2022-05-12T19:15:57Z', 'ip': '146.243.242.53'},
                                      {'accounts': 7, 'first_seen': '2022-05-13T07:03:59Z', 'ip': '185.132.56.157'},
                                      {'accounts': 6, 'first_seen': '2022-05-13T10:08:58Z', 'ip': '159.0.105.14'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA72VX2vbMBTF3/cpRJ5WhmVd/bOsPu1h68ZWNmhhhTGKk6iJFtfyLAXSffpeb2M0seuyQBc7BgeT38m559xIRQE45VxTDpxkpHO1q6LLblcd+QoyP6/ucs44t0xYXlppyCuGr29kdvbmkuTfXbPxTcyjS8k3q0jeXV5+zoHCjEgGBEpFZtmMzBbbrs4NVZTNXsghsw1digOeAAvFOG8bXXccbOND3AxRpWXsuJ92Hn76uq5yxJGXVwCn5KNvtjuyM/payxNy5habgCBgeAJ56zt3E3Y5cDOqr1re+magT+L1Eeur1udrV9Vp/Z8UzvHL0JCsC0OZ4mgb27u0Dk3WuR9bF1PMORXQ44EhnnJUwTF8GR77UGlBW3kAjalKfoHWtHQRHyI5yuOFECPGnFcL36QQ16fkfZNcTfAD8umCXBGQ1+qEvG7b2n1x8w8+5ZqhKRQUuahuqs7/vUe5RlGFksuCcgGThVJ96pQ4dqoPUz6gPjojhV5Z+UirllVcz0PVLZ8nSb9HCdqgUDYySo3hseog5gfDE1r80XIWsnVKbbaovWvSryd6Au8tKKnWI4DCisJytQ/owjykSNMuHaCK0jxfTBjte4VapRgKBY4qB9GYDDWOSD+nWtBUaqr4iNiiP/lBA+uwwjW2r9FoMYwuthwk5qJ3Yyq5yJDaAju2LhP7RTJaYnDU2CRKy5HK/2W9aNBPIyWmFO/HkbjtQTztpzC6mOyCMrTAzV0OIRz/8sQgYaMQzcwkRKB1rMS3GcdgNsRkpbk2E5W+B34Ul9uiCAAA',
            'access.log.1': 'H4sIAAAAAAACA72W3W7TQBCF73mKVa6oUMY7s792r7iAgqACqZWohFDluG5jatnG3qKUp2dSAmqcbesiSmxFshXtd3bmzNmgBAeICtBYMefrM6rkML9OSBJlUmWkM5TiheTPFzE7eHUskr5dtGGAsArizfHxxwQBZ4KkFClJMZvPxOyw/VHVdZ4YkOL5YV5UTWiH5b5424SyFvxCfDgSJwL1qdkTL7uuLj+Vi3dVSKw0wMsZcZSf533153n2DCVoB04CRWUqmfEGtmR+LZvLqhmSWyK1RIGp+SWyuOrrxANrHK3el13bhyHK8HHGWT4sF23en92CKamFVTb9Wxpm6g7aUIZQNRfDqPzG+jRS/xPEffG+aq5WYuXtqdV74qAsLlsmoeQbxeuqL8/bVYLkp8ujDP2DBV/L0lyH/6jqMS1ay/NkzD/SZwyQ0YCkIh61644aObmjW159moHa0rtgAEuY921UOD2uqi6VKmr8yUzi+5FMaTf5012HZdvM+/LbVTmEISFQuOGjA6shdbsdQpnJdCfszvPvVdE2wF8jHCru0A3uoJ0vQ+jmRV2VTbj5xRqlUjAIHiMozLTJ0E3MVdTqSYOVa4Kan3XEt8hD5TLtJ0ol66Ntd0CUAvpIeqNdT64e1X20riJvHu4tH2OevWVtnOIZNLm7WvoHgcazkQlIqTuBbiqQ6Hd637dD0Lw/GbOUy4inZrS/IeShKpK866AYxueFVik+abyk4IG03hVL/L/C7ST1nabSTut7J40PBnaXMhuSvpUkfGa7TOltUt1eVM244c7jrnV/AgoerWwgCQAA',
            'access.log.2.gz': 'H4sIAAAAAAACAwHuBhH5H4sIAAAAAAACA9Vc227bRhB971cQfmpQiNqZvXGZpz60adEGLZAADVAUAa0wthpFckW6cPv1naXjIqF2JN5FxYaAOIHP2dm57+yCiGWc2BiFiRb09Tvg8mX2zxIFYiowlSpFjL4R9OeP6OrFd6+j5X53vSuLuHwoox9ev/51CTFcRShEpByY6GpxFV293P273myypY5F9PXLbLXelrvi9nn047bMNxH9IPrlVfQmAvVWP4u+vbvb5L/l1z+ty6UROqbfp6NX2ftsv/7/71dfgScKSseIMsBUpsqkaL5k+me+/bDeFsv7It8Xn5FVAiJwOsD1DcDz6Of19v4hekjMW6OeRS/y1YcdoYCgb4i+X+/z97uHJWASiwNa+/xuty+LILkkTO5dVtxe77L9u5o0pQGYkqFNBcOwyMtyvb35XIJSqAi1wUeCd/+Ut7vtYp//dZ8XZbHEWEI7aMVA12SipRWPkKv7/WaZxNrDEAAYJBW2pCkh5dBe/tB8dV/oR3skrU8upheCTdF1Wwu3Uc1QtQqjZnfr5W2ebcrboVaYpODaybCfjTTjpEw3qb/YLW7L8m6x2qzzbVn9h0aILlWig0Prscla0OfkqkWonMmcVq0RQk0TykDfzf35tKqqMVXQw3ymk6JMpZ5Yw1UqxKjumRC4POS0NvdZmW7tNPugGYrcHQ2grUBNKjvG7vFNjWJx56jYMS4QpjYdRd9nxxM2Sxsxv25CzLGR+aQ8Om0Bqb5IJc5SJYkb0OeEiUqFqGBqhTS+OkU7SUbqfR2bGB1V/q4S5QPj+fVLpVL19QMTpRjG+wcpO7Btqx9U34tBUthRtsxM7yEpME6SH1RQ2k4ElbBtnBFzO8J1rE+fZ4VUUeZ2ZQyPCSJVcsS8nhCA9ckjpXqEiSnYKQukClLZmYYekGy2PcPQA4qNCedMmIkYVYow22AFmi1v5urrwHQrjfqYqe3c0O6DmpBWz7PtVZHrXBefSW8cG7RGCyko2HOeGfpQYqtgohoPgZXMXB0PUdZytp4c+QJ9pgaJkvKfy2KsqP6ZNvQQJHcudfYMEXW3nKutq9Bsknz+OIiUjahZnZ4SJ5tKM1edSVijHy8KuzbTFkMgSor7l+XaiLEct6SX0KOdcyahIFsCDzrIUiHpiYsaKVPp5n9wbfxUHMBc/T+Rk5em1Zrtb46hZpo9vZudWLS9sJ00qcaJvYZlq+gRWyGSn1Eb+tRBuhT0REWw4tOEGbYHiC03CjnqeYyCbk2UjrkbwXF+YKhtp7RCj4sgUwGTJC6EJC9IhVWPCaLRcwmlB2qIjEROneM0VvU57O+Da1kTGjrk+Bnz5BJSJD+WPsRw4HSEE0pYLsc7uVS4SfsUmj+fGBoJus10je7XiJhyM2vg+ZnyqXJQLc/jX7Viz1THQdM4t12myniWIwt+3HyiGa8e4+ZdHZFNwVxCsNUJuwtDiyShQHBJYV07NqyPNwNt/SC6UAPD+lub9vHaprJBVH9hqxagNrub9bZ+gxUTMdANVp3EaGOLATpeJw/sJ0THCMnrpF90hYGU74RA/KlnzV2/z/5er3bbmD7qK9dUrx8VMkISW0f760GDgFT0t51o7CfmOqVr+l1kaIv9LsjNdG8X1JGydx9ptw5AsLW3OQZybDnINtjaGk/DpUk2rT5LY7eNrPgzmnqKUL0JoIybCe1W15cr7lLYWXBXrLaERG5QtdPR49DYVmwanwiM8wwEqhilIUcdcJvON8uV6J+j1HDCTxc8ojW/COalY4VQh86qIZzvd2OjlxKsRtcdBlrNCjzauYBR3/7wkVnFLpABAPi5LTHkBZca4D7f5FmRLz7e7IPQbZqQ/uUM6ZKhHh/RhuxYxP4fQ4Ih/az3ONjnW6RORFBltCNRxEYHEKr3O0AMn4F+hnmzJ33YZotAKP2E384CwT49IsJsfRts3dJOrEjUKSGfAFWNjzcqXRNDvSLTnCF/aFCTBpqnrThWjCA5ARG7QAXkL4T4KdgBOgM1IC4mfkKULWNionFc99iQumVv7TPGouVT1dRwh46jtxp39+qrYNxkoin1hN1zRnAKVS8lc63eV6j8mgHkIFG5WIdCRDXIUD/qYUMEoGa8V4wAvmcQhNCHMbLuCJxwR32yIrEpSltUaBH+6aqDCq4os3K9Is26i1dFcfC4llWnmgHgKFsKoPmLjQddFz6qCmePI9HKJGmkDDzA5q8kyIMqmMdyT0nfEWNVtDIgjZAqiIeHzpvHkzIZKLgo3+fS3kpDpAL1cqjDY7U5LmpKlhzESaBy8JP/4sDk6uoPSo7pjCjlRBfSOWLnJ9tlGw0nskPtDdWKCWmptUFmVCPWZ7v5zhjq5ER1+h+uwzk/klAAAGc0qFLuBgAA',
            'allowlist.txt': 'H4sIAAAAAAACAx3MSwrDMAxF0XlW8SBz1y4u/exGMSqYBLnIUkJ3X6fDC4c7o7miHYIqb6Vu6sVc+QXhnRVkRmVl7VOK4ZlCfoR4uUYAM3bfhJWWulX7oheSkadLOdxvp8t/t4yDf8bQjqbr9ANdVpwMcwAAAA==',
            'audit.log': 'H4sIAAAAAAACA+Wcb28bNxKH39+nEPymPaBHk0MO/wQQgiDttQXaXtEmrwNF2joqbEnQSrnet78ZSpqVLa29bVbrbRZwohWtOJ5nhjO/Ibm7+d+qGL/99Ztf3r16/frN6K68GU+2s/nmS+MRrAVAp3xMLxy48M8Xo9V8No4WwmhLF3o04RcHySUfIOGoLMp7b7fvfx9vF9Pl4rf5opjln/7FcjX++dWPLybT6XK72MwXN6Ob9WSxWa7L8Wpy9267mP8xom9uxleT2/m0uBoVfxTjq+ttub4u388X12X5YXY1+rAsN4vJXTE2WllUxhkFjn6h2Wz9YGhTrO/mi8ntmP7haE2/YLmdTouy/OLt91+Pr9bL5eZq9Cpfbxdlsbn6x0aQ/PCfb7//6TyTEC0ziTVMjNZ+RyP5Wgy3y5v5YnT49ONmvnzUtOtZ8fF6tSmv4XEL90SryyNjz/s/BqeMzv5PYiumTvzPtjVwvzH0pQmIEUZHQ+27PyPxhpCgrkFCDrUZBoBu5H7b2P3nTBP34+MW7oDK1ZGpr3/8+sRQa0xUiI4NNWKojyMJ8PuhHqEm1Kf/nZFpH5Z3xfU+AKd3szH8O2CwAejVevDJf8Mj3ocAmsadN8HxJ47IZDDb2fKqMp2ttqdW7/+f46g/DvW3b747MRcDWIWBQx3hYK7TuoVQ324+FBTq08lmvlxU4f5yH+e/T+4mt08FOmia8xqUgaj8LhruD50E+m+T+W0xaxDnNThQk/eBcVjBYcPlcex+157RiC4q7SLTcELDuaEGRwxWJZvnCgqOVsrC3zA4vA5ekXlMwwuNEC9H40GhvFCMNK+UZ7VDxhJjYCyhXSxPa4dnR3JePGQm+4kTa5hQQd3TcLaReMBm4qHGtKbacU+0unxqWoQYvXI++1+0I16yoP41/YiMRAUnEksG2p4RmUjMVcTrdom0pqYvQuP8ZMg4kuFGypsaHJWSDi0L6VO7ms6Eehl9bh446zxNOKvZTBGWCPHyxXJ7N1k3cDlolUBZIXN4326ZJA4pKO89cxBFieg7ywdt4/i0bMA8SFMiN5Letcvj6WzwfCzO5oIdDANcLDzWwKDpbTIGY2OjZGAaJ4MTuyQX2CfMyxzl6gmfI1C6U9rmlCdS0RvdJ5+TH5DycrWYJgNte32PI0tEH2pwiNcttuz0U7vE6+Yve/1M5qMuOvl9L+1F9XnfwdLCZEaGNfB5Mooa3AjCRgbaLQKINhpFOphRpAqF6aAYlsW6dyQSsBgMIgZ9spcnsVxPprdFr1ggUPa1mYUoQbLz8iwaquIOSVhDdZBTRRCxGCj1XZzEat4rDkFTq5T1QBCxGHwHC27ldrVarje9ghG1I6XIHUQQpRhiGmL9SNoql+tHEJ0YtR9k1mT1ZC0yCxGTsZPGsme11GsdlfM5a4qOjE4Pr354nVB5w01lEKkZQ/ic68eZRssDGrfvJ4PozORsfxafeSufGk+gcq+PDi5UQ213WzsmYLiMRF3DRBafDaY2F59rTJOGy7W7+BzBIPk/sKKMoihTSD1ZdHPUD/JqPP2xh9WV+2Pt5oWkTSIPWM4L8aArk06+TxkSEwVIOE4N+5G2WQBQ84+8CRNtxaKLuvmeMse2bzSCIxqcKeNBXCbThYpoWjE6I4EOFf3NJFBIYAc9x822KDd9g4FRkZhgGF5ghNiTEw8dw4ikL3XeyoxBYAw0e0YKDABewo4HhZlAp4Fmz+iN0i5rqiQ0rB5g9kwxkLrkhJG0kHDxs8+eZ9oPyg0pKJflZzIVjNSnfZ6kWBOS3qxwyEjbvccOCOZ1mwQ1QGSnx7W9vXfGsKadx5/b6knUdSelMTtetCUE35+TcYZ6MAfUG9nqWNDRWMtZgRS2UdFw5UyiLiGl3qzjPgMSasZUyvv+SWSm1a4PJaN7GnwMSBnNciKJzrTWDXXCWOcc/eicKEVqWoQBTxiLEVTUrLGSKE4b/TAnDFoMysRMQxQnya/eHCf7U7riE1mgTcpreOGs1hULGCYLBBVSYhYiOZ2Og2ThLSpnIrMQtdnJ7RrPyuLXN69+ediLOAAXOBF5hnGQpEab+/lTZwho/KPW02dKMvvdclU8OGaZdTn9oK/4TbH4mF9XbMnmqwftydm6O10vF6fS/WUFgz/wuFLP1483ZhkGqsTr4KS4JDJiN4cuV5OPRZOVLVRAX8ZXZ5UPAy33ZZmHVxqQeWAND2q1IJPwqdkRPGh+CPvEsKZ92Z5ldfmU56MBstRkS0VoYis5ob3jtkkFKu5Y7QdWI627fgdklxdCDRBpyb32bR+5PbWsheOXZzzvDFirLGRDRT96gF7tBVNW8iTrwtHU2A+07fg9j5CVQqrhIfvAgQKi3X3gU8PE7/oTdoHPeB413+/k+VyINaIPferVcWt0itobc3Teuhpp2/U7IIFvXrfG1ACROZ9Sy1P+jGEtnLM/FYAuReDj/HyfnTUiAAPYngjAiAo1gQgK7EEC3h9rVRATD+RHB4Q8EWRZMiTTj1WWrnmg9tYlFbMYMCIDox4uD7JNWV5UsEZkYDRdLLE00sSXBHKua0LHmxPK7jKll64JTDjtmoKBz6drqqFBYlFpfhaINUFo2GBPaUDUn1EPeWayoNbJ7p4AY43oyYi6H8mD7x9wyhikfL+fKveH2k0dqPmkHYacOkRNJo39KLWd06DGSgW+o82CKM7UhfBolEg7x+GcVoGPR1gQvZlcHGhwoLGK1DbTEFVKsmOgiQN5qzxxGoVqXVIbPdDg8NEpCFxiwVU4wA80OoIzyuWFWsAKh0sDxcG3gEXLDRxUclT7MFQcgR+ByP09VHrUdNHA9TJ38DMJo825I1Y4jBsmDsMH/DXmyZIqHA46e9RI+XH6r3I6WbR9KvGTHjlyABMZjNUtg3l6QfT5oZxbFN1TMZ5lmTV1VKil2bW3TTZC+MONzyaeGtZ0D6wCeu/dU908Rsf7L3y7vbUgBj84K7Azl1Pq37yb/z828yq441gAAA==',
            'auth.log': 'H4sIAAAAAAACA72XTW/aQBCG7/0Ve0xUZTUz+2HvRpwqVeqllareoqpywAQL8Fr+SJp/37VBagFvTYwJB2xZsM8772vvjAmI7kDdofwBZElbkBy6z0cAC8DWmavWd0mRsU/fv319QMDY/LSsSLa/mjz7fTMvXW6rtKoyl99atj9jrkjzdMGWrmRNlZasdK6+abLFDG7Z4yvbn36gYzxGk+DnG1cd4w9gwkJsyXAiQoEnsKpaLR6MNupfVnvRJk298qD2kOZ1Nk/qlrdMsk1Tpvds457yZJvOWFcgS3eHun6d+X+zshUzY+XKVfUMY8UVcDQRJ4GsEzprtkk5VuhnL8IXXSRV9eLKffV+PbYs3ZYd4QpX1kwpANmuQUdMREvEkZSmOMCMgDzzS/6cbLLFzuXuKwjTpCWM5fSGMF+l83VX7/1eQL7O3Us+KWTypMeq64s3e6P9vVnHVhCP0cSCQgLkSdZVU3TLBnlSRiYei7oo7osgV4/7XHWDcZ+XQF/ihBaJa0GRlCENWh0nnidP/kdhnFCKxFjSJYFfBrl24GerGwz8rABO85ZWKKtwoK+Kwx1wurbu8X6qEJPgB9u6sVJbSQMwCdF1at3h5ST4oVpR+lCHjSXSV6l1j1eT4Adr9YOh93YIJqW4Tq3aEliaBj9Ya+RvYCsEV0YpLQJbRhxHV9zQBHKUHFFxjEKT6Vt0/n8yPaTttrIIFJ5sZS1St7dBpCKA0DBspDxuXcu6+Dsc9eCkMjiaNLp1XQyZOumx4gY711n+98ZtLCCPTRwpCEk4fCF8hyeh74k9V2efVe164SdBGxR91ihoXwu1MoCBdNDnpt/ZmyJ5Tjejlfa5060Ytgf9KL2z5w+eZz6vyxAAAA==',
            'auth.log.1': 'H4sIAAAAAAACA7VXTY/bNhS891fwmKBY+b3HbwZ7WCQBeklSJFsURRAElEQl6tqWIMlp9t+Xlu0Y9q7WttbWRR8UNPOG8zgUAdEVyCvkt0COG0cigf74HcABsLuyau+ufF2y1x8/vP+MQEJ9caz2s6+LefnzRdZUc9eGti2r+UvH1lesqsM85KyoGrZoQ8OaqupeLMr8Gl6y9J6tL3+jB/D2LPDZtGr34XfAlAPhUCXWKCHtA7C2/Z5/tkLLiHWTZaHu4tfqRTots7tw33/3Xz/zU1Y01YwhJEIliDYh5Kyumo4pRMOXnyHH3r4hKdGyT3/ckFTOCy6LAkWayyIILQIYa3QR0EDhcxmCiveZyIH7sZR/ybN8eMTs9LX0c4IAcnCGtEPjYpVCaZJigIFEMSzarJz7rWY2QRVPW8lAPC6Z5RJ1KrX1PA+FlcGQRzLG+kymIoi0yDT5+Bz0WMKnSrasZKMYf0ox64ASyQVoekhgkVeRAOlIIB69Oo7d3v5zXXftRLBX7M+/31xPvlezMOkHX7G/Pr39eL20c7x+/eHdu5v38YVF20zScj7pfDllV3MmgU1++GYyrb5N2vs2nsay2soSH57e57sq7ZHg2hFPDJIgGJobsjtm8m37X9Ws8Gr/I2wbkJsEZWxAUis3ccm17t00FvVUR/R8NsXSE5aQEEkkXMd1YFB8JVaWWBW59QTteGI1esAU0QBdmGXdlDWh7XzUZv6tnP8cS+qZjthTaZ9FTABItJBSyaHJUfJIS0RHLF2BZuUIQVrzxxxxNOhlHIHgpHWEB4IPhb1I7q7ghT4L/KHcRXQoHIcEhSaDQ2qboyPExMilxIjNFHOtzhohpxC+SIREAqSW7pBSGFADranw8QjhJ0dIXkWlo3XbsSQulhhIDuSyU2OUW8UHpkIJGPbOXdlsvRN9QxATg68TQ2qwcsA8mRGpoZATgDW5CKiKQmepNzYvQIeQ2jQnH4iLsYxPNc+ylI1OYtA8kYByAhOr41tmkAANS7aY+eaXZDLucpWMQSvXkhnAgV2uyTNUOi+8hQJyaQPJ2GC5z23KdWqDB6+NyTDVNJbxqZItS9lIhk9JFiMh+iIWY8WQ1TWu+q2XZ9tvuNNv/eCBfvN1xxZ17rswlsUzG25XlT0ScZ8Y/8gQJNihXYEy66Wnb66hpacfHLX0nEDimUrsttQOCd3/m5pD/6bqQhHdwwt+FviDEW0c4BH7AWsuU2sPL88D/2it/wNnLIO68xAAAA==',
            'auth.log.2.gz': 'H4sIAAAAAAACAwGrA1T8H4sIAAAAAAACA72YXY+bOBSG7/srfNlqNY59/AF4lItRP9RetF21s1qtqqpygGzYJBjx0e78+7WdzLSZwJBA2CQSiCR+Xp/3nIMNEIArIq4o3BKmGCjBMfGv3whRhKB1Zqr1lS4y9PLTxw9fKGFR8FWhQm+/NXn27/O4NLmq0qrKTP5Cof0ZMkWapwlamhI1VVqi0pj6eZMlc/ICLe7Q/vQZHOKZgvAi+Hhjqsf4A5hQlCreB+NyorlaPCgiL4LvnWuogCvS6ysPp5mrxwO5CL53rpGyHyYwEUyQ6AhWVavkSygCx7qJ47So7WhFs9hk8Tq98+MW+nu6QcvSbBElmDIsGKY0QIUpa2QH5YEbBRR6/QqEoBH6/PYGhFQ6IWGsI2nfjHICIhELmfB4KRaEh0u9WMSaiWW4TGGo4ofouIsnmOOn4i2hhECXQbYQQCpGMDBOqehQIDk7UqCbemXx7pDmdRbr2qlY6mzTlOk12pi/c71N58gzUbo71PXd3P4blU7iHJUrU9VWH2aWH2IZIq99/o/e6s1QmW+sBGesrqofptxFxA/44OsDzdvKg4iAt/UxMbAQzMKQA+8kRgfJdDITgNBRzHPTwau5TwfxRDoI2xpFT70CZZO0C4cHF4BL4PvaBWWKBIpxHPHAlm1HtCNCOh1utrp8MBgYDjCTO38FyDA89vcM4rn+Oi339tLO+DJ356MS8ygKJBwLaBJjBTBqBdiXn59Ct7d/zYu6mlF0jX7/89V8tjLbdOa/vEZ/fH79ae5Ca89ffnz//uaD/UFTlbNFls90UaOmSHSdDlXxMwz24vk5dhiVAxG29dpsIzhgIDprLRKu9b7Lv+tNluwIOtlm+d51LrGg2JaydZ/tnWcAciiotcPGqzRe+8S73ludr3PzI78o5BJt/CAaQ9W1de/s3PgfV55VwGxrw0xwzjsqLyIUHrttSh1v0m4clxGQoaRRdo+CTG73qep67T7JgFa/uXJdWVoFpFPCUXXb77pR9rYcDqWM8noUZHKvT1XX63Vv8Ft9FkoIHFAayc5UY+R/C85+BetX30OVtgXq151JW3jshrE9PFJRgSmx65GoC+oXlAdlsNKJMcVTbjA5mDSqFEZBJi+FU9X1lsJJBrT5TYVfWQW2WqBLQijPantgl2JDKWO8HgeZ2uuT1Y1rey74Rz4DKGCu6/Y8VmHTbNN2eE4vgn96m8Zu7crR7Yv7nmDRcIonWPd4IS+Cb53rf78aVoSGFQAAvSx4N6sDAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQqEMBAF+3zFK+8KUQM2tsd1cgjmPkDWhQsXs2AWIX69aXXqmQEuDEJzgPqVezxIQmBSXmAba6umq9ruaXDDFRmHxFK8leqve5kpJ+UVFIT+SDnSb5PoD156ZE63w8eNSLztnsphJvU7mxMTzY9elgAAAA=='},
  'host': 'kiosk-api',
  'truth': {'filter': [['10.24.236.20 - - [12/May/2022:09:39:40 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['10.47.70.2 - - [13/May/2022:03:30:56 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" "curl/8.5.0"',
                        None],
                       ['10.47.70.2 - reports [13/May/2022:03:32:18 +0000] "GET /jenkins/ HTTP/1.1" 200 404 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['185.50.197.231 - billing-ro [14/May/2022:05:40:47 +0000] "GET /jenkins/dashboard HTTP/1.1" '
                        '401 195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '185.50.197.231'],
                       ['185.50.197.231 - release-mgr [14/May/2022:05:39:53 +0000] "GET /jenkins/api/health HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '185.50.197.231'],
                       ['2022-05-12T08:24:04.000000+00:00 kiosk-api CRON[10348]: pam_unix(cron:session): session '
                        'opened for user root(uid=0) by (uid=0)',
                        None],
                       ['2022-05-12T08:24:20.000000+00:00 kiosk-api CRON[10348]: pam_unix(cron:session): session '
                        'closed for user root',
                        None],
                       ['2022-05-12T11:26:30.234115+00:00 kiosk-api sshd[8643]: Failed password for jamal from '
                        '10.3.238.68 port 47902 ssh2',
                        '10.3.238.68'],
                       ['2022-05-12T13:07:34.947693+00:00 kiosk-api sshd[8900]: pam_unix(sshd:session): session opened '
                        'for user umar(uid=1001) by (uid=0)',
                        None],
                       ['2022-05-12T19:03:51.354443+00:00 kiosk-api sshd[9012]: Failed password for invalid user '
                        'oracle from 146.51.201.233 port 46920 ssh2',
                        '146.51.201.233'],
                       ['2022-05-12T19:04:10.264430+00:00 kiosk-api sshd[9018]: Failed password for invalid user pi '
                        'from 146.51.201.233 port 43888 ssh2',
                        '146.51.201.233'],
                       ['2022-05-12T19:04:10.264430+00:00 kiosk-api sshd[9018]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=146.51.201.233',
                        None],
                       ['2022-05-12T19:05:55.711963+00:00 kiosk-api sshd[9030]: Failed password for pavel from '
                        '146.51.201.233 port 41048 ssh2',
                        '146.51.201.233'],
                       ['2022-05-12T19:15:16.478882+00:00 kiosk-api sshd[9086]: Failed password for invalid user pi '
                        'from 146.51.201.233 port 42931 ssh2',
                        '146.51.201.233'],
                       ['2022-05-12T19:15:16.478882+00:00 kiosk-api sshd[9086]: Invalid user pi from 146.51.201.233 '
                        'port 42931',
                        None],
                       ['2022-05-13T07:19:02.534072+00:00 kiosk-api sudo[9527]:    mina : TTY=pts/4 ; PWD=/home/mina ; '
                        'USER=root ; COMMAND=/usr/bin/tail -n 50 /var/log/syslog',
                        None],
                       ['2022-05-14T03:08:29.222131+00:00 kiosk-api sshd[9695]: Failed password for umar from '
                        '185.50.197.231 port 55004 ssh2',
                        '185.50.197.231'],
                       ['2022-05-14T03:08:29.222131+00:00 kiosk-api sshd[9695]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=185.50.197.231  user=umar',
                        None],
                       ['2022-05-14T03:11:22.125628+00:00 kiosk-api sshd[9702]: Failed password for invalid user user '
                        'from 185.50.197.231 port 62640 ssh2',
                        '185.50.197.231'],
                       ['2022-05-14T03:11:22.125628+00:00 kiosk-api sshd[9702]: Invalid user user from 185.50.197.231 '
                        'port 62640',
                        None],
                       ['2022-05-14T03:18:32.819832+00:00 kiosk-api sshd[9742]: Failed password for invalid user '
                        'support from 185.50.197.231 port 44798 ssh2',
                        '185.50.197.231'],
                       ['2022-05-14T03:18:32.819832+00:00 kiosk-api sshd[9742]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2022-05-14T03:21:12.632744+00:00 kiosk-api sshd[9765]: Failed password for invalid user '
                        'nagios from 185.50.197.231 port 35523 ssh2',
                        '185.50.197.231'],
                       ['2022-05-14T03:21:12.632744+00:00 kiosk-api sshd[9765]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2022-05-14T14:51:03.000000+00:00 kiosk-api CRON[10226]: pam_unix(cron:session): session '
                        'opened for user root(uid=0) by (uid=0)',
                        None],
                       ['2022-05-14T17:42:33.595563+00:00 kiosk-api sshd[9887]: Failed password for umar from '
                        '31.14.115.171 port 37051 ssh2',
                        '31.14.115.171'],
                       ['2022-05-14T17:46:45.757001+00:00 kiosk-api sshd[9944]: Failed password for invalid user '
                        'ftpuser from 31.14.115.171 port 45912 ssh2',
                        '31.14.115.171'],
                       ['2022-05-14T17:49:01.898750+00:00 kiosk-api sshd[9989]: Failed password for root from '
                        '31.14.115.171 port 36913 ssh2',
                        '31.14.115.171'],
                       ['2022-05-14T17:50:29.659011+00:00 kiosk-api sshd[10016]: Failed password for pavel from '
                        '31.14.115.171 port 31819 ssh2',
                        '31.14.115.171'],
                       ['2022-05-14T17:50:29.659011+00:00 kiosk-api sshd[10016]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=31.14.115.171  user=pavel',
                        None],
                       ['218.79.168.27 - admin [12/May/2022:08:42:07 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '218.79.168.27'],
                       ['218.79.168.27 - admin [12/May/2022:08:43:09 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        '218.79.168.27'],
                       ['218.79.168.27 - billing-ro [12/May/2022:08:41:46 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        '218.79.168.27'],
                       ['218.79.168.27 - billing-ro [12/May/2022:08:42:15 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        '218.79.168.27'],
                       ['31.14.115.171 - billing-ro [14/May/2022:17:46:10 +0000] "GET /jenkins/api/health HTTP/1.1" '
                        '401 195 "-" "python-requests/2.31.0"',
                        '31.14.115.171'],
                       ['45.112.226.212 - admin [14/May/2022:03:42:08 +0000] "GET /jenkins/api/health HTTP/1.1" 401 '
                        '195 "-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        '45.112.226.212'],
                       ['45.112.226.212 - billing-ro [14/May/2022:03:43:00 +0000] "GET /jenkins/settings HTTP/1.1" 401 '
                        '195 "-" "python-requests/2.31.0"',
                        '45.112.226.212'],
                       ['45.112.226.212 - release-mgr [14/May/2022:03:29:48 +0000] "GET /jenkins/settings HTTP/1.1" '
                        '401 195 "-" "curl/8.5.0"',
                        '45.112.226.212'],
                       ['45.112.226.212 - reports [14/May/2022:03:31:17 +0000] "GET /jenkins/users HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        '45.112.226.212'],
                       ['45.162.207.153 - - [12/May/2022:05:52:41 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:05:53:35 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:05:54:26 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:07:57 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:13:24 +0000] "GET /jenkins/users HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:15:11 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:34:11 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:35:06 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"python-requests/2.31.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:35:32 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:38:19 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
                        '"curl/8.5.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:39:15 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "curl/8.5.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:45:12 +0000] "GET /jenkins/dashboard HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:45:48 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:49:09 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:53:20 +0000] "GET /jenkins/api/health HTTP/1.1" 401 195 '
                        '"-" "python-requests/2.31.0"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:58:07 +0000] "GET /jenkins/ HTTP/1.1" 401 195 "-" '
                        '"Go-http-client/1.1"',
                        None],
                       ['45.162.207.153 - - [12/May/2022:06:58:50 +0000] "GET /jenkins/settings HTTP/1.1" 401 195 "-" '
                        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"',
                        None]],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2022-05-12T19:01:50Z', 'ip': '146.51.201.233'},
                                         {'failures': 16, 'first_seen': '2022-05-14T17:41:33Z', 'ip': '31.14.115.171'}],
                         'compromised': [{'ip': '201.202.128.6', 'time': '2022-05-12T06:14:36Z', 'user': 'jamal'},
                                         {'ip': '218.79.168.27', 'time': '2022-05-12T08:43:39Z', 'user': 'billing-ro'}],
                         'spraying': [{'accounts': 6, 'first_seen': '2022-05-12T19:01:50Z', 'ip': '146.51.201.233'},
                                      {'accounts': 8, 'first_seen': '2022-05-14T03:08:29Z', 'ip': '185.50.197.231'},
                                      {'accounts': 5, 'first_seen': '2022-05-14T03:29:48Z', 'ip': '45.112.226.212'},
                                      {'accounts': 5, 'first_seen': '2022-05-14T17:41:33Z', 'ip': '31.14.115.171'}]}}}]
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
