import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'blocklist': ['61.21.249.168', '146.160.208.251', '159.225.228.112', '159.237.25.180'],
 'findings': {'brute_force': [{'failures': 9, 'first_seen': '2022-07-20T19:04:12Z', 'ip': '159.237.25.180'},
                              {'failures': 13, 'first_seen': '2022-07-22T08:06:22Z', 'ip': '146.160.208.251'}],
              'compromised': [{'ip': '159.225.228.112', 'time': '2022-07-21T18:46:09Z', 'user': 'nikos'},
                              {'ip': '61.21.249.168', 'time': '2022-07-22T20:14:19Z', 'user': 'grafana-admin'}],
              'off_hours_logins': [{'ip': '10.2.102.14', 'time': '2022-07-20T23:43:13Z', 'user': 'alice'},
                                   {'ip': '10.58.204.24', 'time': '2022-07-20T23:44:43Z', 'user': 'nikos'},
                                   {'ip': '159.225.228.112', 'time': '2022-07-21T18:46:09Z', 'user': 'nikos'},
                                   {'ip': '10.5.216.71', 'time': '2022-07-22T15:36:23Z', 'user': 'nikos'},
                                   {'ip': '10.48.25.18', 'time': '2022-07-23T03:47:06Z', 'user': 'kira'},
                                   {'ip': '10.27.16.80', 'time': '2022-07-23T07:48:05Z', 'user': 'bjorn'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA9VcWW/bRhB+768g/NSgMLUzO3sxT31o0ytogQRogKIIFFuJ1aiSK9GF01/fWdpOLHJXWlKkRCeWkfjQNzv3zM4QRI45aMpRquyc//6BYvLTzWKCArEQrlCiAJt9I/jPn9nZi+9eZ5PF6sN8mf3w+vVvE8jhLEMhMqnRZmfnZ/wjq/Orsrw+v1jMZ8uy+omvQOSSGEblgE0UMIWAAt02ynr1blVu8vK2rEGBRbqDuv5UXq2W5+vZPzezTbmZYC4hFxUcGIazYThXIBVSb8PVQIik2HkezRiSmcfMaSAg+ANJuZ9tTt9z7eJmvZjYXHnyjcmtyYkZJv2bf1hP30+X0/Pp5d/8+9tAWCjXALr/hcnNZrbePAIkARk4dQf4cvXffLGYThgx+/rl9GK+LFebq+fZj8tytsj4C9mvr7I3GdBb9Sz79vp6Mft99u7neTnRgqWYg8peMcp6/vn/DbqnN5fzcrWuUSwLYQqJYYovp5urd6vp+jJGdUc2Magt0IRBY1gx7arhXs0W15ezzccmpItC7j3nlnTeADzPfpkvb26zW6vfanqWvZhdfFwxEgj+gOz7+Xr2fnU7AbT3+k+SLTrXD8oJj2xaFEqyioYpm17PJ1ez6aK8ShHBNtAXgTfhElXU24QyWu+1b4VsegxtAgfEgqgAEUbczMpyvvywaSv1GubH+aoSeRMXWzBWCsqkNINZpCfa5U7nzNEIn6gmmU05LecXTO51frGpiwZByH7YpNqwyUMbyZwdkk/7qVZRv1UTqZXW7GUTh1xCT01IMBx1CVsIhtC6eLhiP8HRkCMiQI4hQFUozZjdLOYwX5VCmyn4Oz040n6UJYVim+zxxkCtY5XrGg666ptje+oo05hR7YXVPhoRdBDMIZDQOvM4hRpo73ZAnSRfSSFORiPrXuI6qWgFGXOJrfLUFChquPsktex6MsVJ+BNxTxW1qgtz2spAc17Szk7bIpgC9FH9bIWpcNhTcawTXU91Io2ynFOcIPhwqU5PKI+pKFbugNg1RCQALijVoBoNUJB4ChEbsNE1G8IzguyWzR5gKkCcqvVQjhxPFM1KOpXgjp4dVNTvjow1HL+fltsDLoY7CrOtaZlo93ZkLLEFuF6i/CAxwUUzq14dIRet+riOEEW0VduzP0GI9kxHaqZVq6zfLm8aqlLHKQtRFjReo0Mq0B6vaEXVDe5EuunTyEGzVDRRhHGmSGifnIOx0cxlZIS61lX+AR5QiuhFyBCGL6EQcpRXE0wbf4YjsgKjAaFvJA49tu8WCaC/M8+19KMT21fnNXQu/1QP56wDhm+oKzykroH2EEuKV4195xJSdS5Q2yLpKNJgbU7JdZQZvgCQlgP78fysK4Q7jsg4fuiTuNhUCyXBtfJTynaYYCWOXpwQRPsJJ4+VFL9fHOtFAclC0HH8M1E0kxiogeincOy4jV51zvy68kSxLxyr/ejG0OrQ3SeK15gjaEAwdbEZksEYYqMMOf2MBMWvNduNdaZguWhpPGB4U+KAPL2jS1DQuc/SkqeMpOSgPSOF3UYpDhGZjFYD44r1ilrf+rblvurmwE/EDx2tPkbg+/28qjuUl4MQZqIu6nQ0xUd0Rtp5ZYrVESYblGs9S9Ipihg/eCrFqNSiWro6XvOygiMYjxaCyNExvVyEcNRtEmz95Xz9uje6lEaoXE+rO0pXm2U2xEXnh3Hq+3j1/TjSImAN9aIrtOTgKr+KPWQ7aSWeq1yTOVGUqdNY3yB7RCkIPx4tofcecYJUPLbsxU95lbes7iZHhKZ2MZC/8UpYW+SXDW6DKZs7kxMG33xHk3awPbhHBAVV8J4s13IbiQzXBMejMD58U1/DFUIPuiWVRKxKI1bBw+pbXIuiKC4qtNBOodSOepIXsqmSyhFCSu58l7Me6N9P/51frJY5f6q7avngqocRF8c3Z3P7EN5wewWHokNTw++nPqLsweU1qWtxAem5acHi3rW7FOBYW7TuBZ2goP4iK4l/mQDf7ypifXiIreHUg1cT07ZcTNVa06DZVzr18UmjkC544pU2ZncgTEdXnAy200QihzvRiZ2IpVwFFMT6WiHm7jvtOm3j7Tpshd1qNbyyO6FEbDc8ERXaXH5UsUMl2Dr/A5BdNZogn5U4YA1+GJvYovhL7GvSLdtumSub8NAMrjysl5kO8Ms/zaCRq4eSQ3b4CVB8SOE4igZE4/cNXGMZa+f+s9SwXx2AmLl8RNBBTD9cQ0m5rxw0xZJ3DxahEGeqwUIV58xfDcY4C3sYo1gM5J9mQly5w25bBVdtp9OBrZnWmCq6H9mt798kIGhsHpo/9GgGD1rRLfHYxZbLpX8yTlNx0Y8MNgiKdlOs3f3wHf90H2fCjh2rEqTe72zUbybhGSPMa2Y8uQCIvxQqFLR5RIOxeyCty71oiVNUpHtM+cgDky9V+7nhq0M9pMI1OBvdwmrdIKwjPhh6E/H0y/KJ3HFjWOxP5Ct7A9vfJEUag/zAD44ov0qmOmGWuvJSSp+cWJm8yV/5IGXh9BQjtqvl8HNyF3u2nOWIwCkTYtBrKmxMcdVzOu3cvvrJn4tUAKAa463P+oUyRx0pk3wuTP5xQKF3N36eth44g3kphtr+/wNYkUBI4E8AAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQrCQAxG4X1P8UP3Y6pS0dukQ4ShJSOZpMXbO3X54OONqGGoh6Lo27i5RfYweUFlFwO7c17F2jBResxpmhNdrgRgxB6bivFStuJftMza83Q3Sk863f3vln6ITx/6UW0dfkydYORzAAAA',
            'journal.json': 'H4sIAAAAAAACA91dUW9bN9J9318h5GkLbG44M5wh6SIPQZvuGmiaIsli0adA0pUSbxPJsKR2i8X33z9SltLYllfU9eiKtIHEsWU7PufOmRkOh8P/Pnn//s3LFz++O3/18n366+27F69+fnI2eALCnowAow3WUXjyt8GT9/94/fbdTy9evUxf0I6eXl7N//PH01F66e0vb398/ff359+//Ond+Q/nL9+kL1ksPrbr7/v5/Pv0sbOE6eOf35y/fnP+7pf0Ofnqu3948d35j5vPg0kvxF/o7Yu/r/+/F+Px5HI5aQeXq9Gni/Gvkz8G0/nVYPV5eDWYXs0/D87OpvHtDExjpUFj4h87uJxfLQdkWMIg/jZ4Nnj5PTJDGLz9xwtkOWtbaqfQIoyGkykHM50gB/FmjEhmPCYzAuMnQL6FJ//3l//WQ9fl8PP71eziP39NP/VsMVksLuazb84Gm38N5peTWSRzTeFics3jX1cX7XMwBr4ZjP4YrD8y3+yHDSY4Meu3LrC/e/P6p69hB4P24bDHV/NZBuyr+Xy5AXoo5lAL5vGn+eI25gyEaIhAADx3Neanm9/gplFb1vYB448X7cVtJwChAfbxHV07AesxyG4nMDUSeOImMrZR+dMAY4umHY/YCI1G7SSI+KltJ1Zcnbwd6gzWhG69AR+oDIvgFZURXWr53sCi5Uowd/MGKKz6VI0NxT/VhDlUgrnjU3VerCZCU75WE2ZXCeaOT9WHAIYDsehGIHa9RG6MkZu4AdkEbnLgegjcJdLWZ+AmZAIHcbHkdPE7UMI/XC0/RvDp3WS2vBgPl4mD6fDi0+pq8u3g0/zDbPh58nywRjyYXL9bLv94Hr97cJUIej64+jhfLJ/vMrY1g8/XDNZJ1g+RiKSw4WLx+/yqzRYYeeP8WmB5uJ0zYL3VxR0eqZGURlZXI2EXhLKNRJwEw8YbnTpICI/ROMohqatRCMXsMd8oPDnPIZCqGBj5URpHcWR1Di9pbZxpJNZSjEYQzYpVRMEPWEifz34bfrporxOr6fLy+v1NqC5VmlOdaeMkxVFlKHdKYPxxMv51/aS/3VSHZ7/O5r/PHgE0VXV/efx1EbNLyRcdrT1f2D44l1beSvB9DXax8foXsw9XF21dLO02koRjj1lIXBhRtlkwBcGHqGJ3nPNWx+8P288Xs32AMVioE6u6968E4umiQHkE7Y0G2RrIF30MHCEmo0GVBIGaYkLmSqBEsrJXAreMhEKA/ITBW5T4DQ5VQqFY0+dKwGKIP6YqlOqxoHBop4sB5RCjtBJYW3u+sCUYZOeUHZp1j3JFUB5bnVcGjNHm883EeUOB0OqoRKsSlJMNEYL4ujDqe/+yoZ3Q+xdDjErmv7b1fFEHF4OfEWVv5h9l5l8eWV0zfxZnONtIgrdOYn4EKgpxAL3uATAYVxdKdd9fOLTT+f5yiNHaA0jWni/sIM6n4xWqDs0BPsrMvzy2Omf+hGyz/T+DTaYNwemohEx/mX9cqIGtC6O29y8d2sm8f0HEqGT+a1vPFDXHRU90ZyjW63ozq7TRNxt+uJgvbiB2rvGusbYB+uLG4ludYJVVXg1EPbV/bQ51ErRX9fkiyJW9NwYdC6Jum7RzSjH9w2qyWO4BzEFCqBOrtuprgXgy1RdI0F7VZ2sgX/QO0QiSTheTC05H7KvRarZc7XVvzkldIPVVXja0E6q7GGL2qjrf2LNljT6dYUUDqr7NG9KR98dhO59f7kFsvfdSJ1h1mVcC8XRyL4+gvbLPF0G27K2ICUzaLMARj2bchSzWBaoTrbruK4F4Ot2XR1Cn7Zp7VJAt/Oj8NIeamPJHfkTMUAvmbsMhnA9kNBFi+SM/EmZfCeZuT9UzEnrPwZPKysQ/YFTNvpwcAZNDaoTiO7M9PkA5IzpKgqkclYuHpheNbxpAXdR0yb/vNfjMQOyZUIJNpQfdfERYR+Tzq+H402QvZguWpU646mKvBOIpRV8eRXvFf4gQssXPjry1CDpdA15Ee4jXh98nd1oF0DSSBnDa7faBtfcM38RWyFl006HhloXNaDj00+HEYotDmUrANjgeIk1GdbF16OyuRON2dBceluB6FkPGBe91Bg/7AMdqmdoZDA0Q1YVSPSAUDu2UgaAcajq0Td1r79n+36c9GgarewogoNRhIZu22dx1cHls7TKahCYjTQCT21/nA1MAJHI642UCWe00YXejMLoGxDa0SRQkodmdKIzceCRBhK1vYWisTIOFydSKHbeG2igqtPHzMhKqi69DE4VrIrepAh2YKgQJRjwQdOtLW7Xzm8ClO/DBYGsUZ4N37355frlcPLODbwc//+v7588+zj9Pnm1e/nbwz7cv36x9QPz3d69fvXrxU/yS1eLq2ehi9mx4uRysLtvhclIX/j8ffPyph9c/b9vBfvDR4gPqFUJ98OUXf0P0p7YSzN2Kv8E5YmfiqtJr+DJvTK/ZPwXKyQNLQqmc/RcP7XTZf0nUKGX/a3vPTOtCClTBofOq+WykwR6rf3oXZBaAUCdabanXAvGEki+Qog491PfqIE/6FpF0bx8JVHquljBbUwnmTrmaTfm36r1hGqcjj/1UA+o+1SNi7vZUyQuCJkKNeSZHfqoRM1MlmLs9VSvABoCcJaXcM/Rz851t4u/fpLE813VEQ56Of4FOUXz1eHFOmtODFAIZcboJC6jby3L+2/DObakNIDZoeJOjeIF7KrAy5PgqkR/HX23k2nYyCSO2YTK1Xsxw7Hk8HHmYCrk6WTvUahKdW6ORA40mQoeYnwTLOmJBUjCWr/PbXbaC0KBvwG/zWYySz8xnSwLc43NmiFltOkLCSk6Ry23xMdCwNMDQwHbb7uPqw7wuknYt9RKKm4u7G1A3azvymWWdiDc5Uu+cI13fV+6tCLuMIy8NK5GsvD3du0ZiA5PPNxIXiLYNC3q4HT1GD1IeWZ09iQPI9yTiMX4zONUxIx7APEZPUh5ZnT2JiflztpEE4ofhvomXWDnXzJGFJX9AgC0H8aHJZuJim2zaA5NNkuCIInlW18BZlB/4rp5h13jfWNx2DJOV3KddIOz+un8jfO8w+qAgoNHS4jei6drSs360fzb04I2GnvWL/6OdZ5H6eVbT3weL5XC5WtQF/oH9PDdNIAO6ZQwh1WNQ1+y9lHyjZoMpKHi3Cf2JtTq52hX6d56l+IL4un8gnW7I9YyWOcL2MRiqxEE0vodAcAswR41DhYB7DAECjGxtXASp3l0fs2VT+uW6vgG7XQasPg+v6iRrly9IaHberXsN+doZxEw3t6AQcTNbB6QzgNajSo/4oYitMQwVIj7UGyQutt4ADvQGvGny1dqaFSh+Ozph5kowd9uOFm9sjP02BKPrtkj9ROguHXNa4EUlbmK6cc7t3mVsW2qn0CKMhpMpBzOdIKcp+GNEMuMxmREYP4k+oYU6SevTE3hhNoLS8Tzs7dURPuD0dFwaru3ivqXh+sU9Jz3+PV9dzYafxstPg6erZD51UfDABeJNQ9gP3ZmAHsCy19lyRfH9HAqz0gg3iNuWBMPkjn8orCi++jwUFjMkCYTRJSPreslQ8r3NJI23cZnpD9ppKpGrrJ2mG4g3lQQ2meeQI2wXY55Ehels0RPYY+8h3AXM4n2NgHvcQnACgCEmTYJKsJ12zNj1oKWBQA2YsN0r2o4rvxMx/IQsUTvxrW+ldVMaDe1wFP+nuFLEMBqb1oCTVCOAutjq00jS5RbOMypn1aReUdjZIJsmYro/+2MZiHNrKCUi77PX1cWkBghYOl5KeTubJjYPWVBcP94/VxTmxori+lXN3aaS4D9wMXHLCjKwh1QzZTFeydcJ99CxyjYlAbitHjKB5FYPSwLcY8eqCwEsrmf/6th4wIdIfP1Q76sZrF/Umw5RFPYH6vumBeyHHn2RBDTBisrF1N4a6uP0QhS3g2Y7Z85KuG/OnOrhhZLI6tE1RIFYzdOL4KT4jYWU5PtKMHfbWPBMwXFqKNTZM48OVDmw764SMqbx9mC31QyXfcd4UZB7rfSFNBuNgkFUclwc+tg8ovicXfqD221vI6GH7aOS6Opv24gNeNXzzGCK9/MJs8VKMHfy86kbOqY6aYtD98SlDaafbSEKDQRokGTbCpIcwtH3hYokrs+owUDEgGi81XGDbFw/FgPYREfWeN6GDQvUh8EUxFe/hmItqibLofhBGAkzQSWYOwYOYcaQpkfq+j+mYm8MAw6paNgA2dSMfMgxsyLpyjpmdhv0tmKae8Y/na8zzgchp7s7wlaUbgC+fUXaTsgkZGydaHXH1dUD8WjKr5Oj/bcD5wshX/vex0DoRafXmpmONaJyJ1YBF6AumPpiLxvaaUVeDDcdhlHeb/HZ6k5dLmhJdA5Us2hF9LvXnO9OY1Dy5F0OTnV5Fw7tpPIuh5v9sfsQk8/XNzKL9UoDE9iHPjN2QeegLpT66i4b2mnVXQw3Spn52uBzte0A0YEH5Z5FATna/aG7HZqJ+VedeLXVXgvEU6q+QI663CB6vxSy9Y/gLKaZzSruT6zSyvzyIgOod47rwqiu9cKhnVTj5XCzV9vZ5p6v67TZ5j3ppDWiVXHbcQf6PUmMCaYunPraLhvaabVdDDd7tX2QyWfrm6wRkwYj6yYwnvrN2ym1z9SJV13vlUA8qe7L40gtb19LIVP/CNapjvFxrvhmmohZ84bSo2Lu1kyDFo0qQo1z5cd+qhapFswdn2qQ1CiOaHQ6/hywToxerC7Xjuf2rF1pQL4aseh8jmsuCaVyZC4emuroky+Pvy5i9obhA6w9NwgHZ1EkDZBSgh+Ot8i+izTdSlIXSHVdFw7tdLouh5hOy+vdxp4taw/RsXkMOoVDh0fsZ7mD1PrguS6Q6rIuHNrpZF0OMZ06WXYbe76skT04Et3agbNwnC2vu07MGrJ1AtWXeB0QTyj14gg6eBNstwDy5S6WxaB1ygz4Y3Wv3cFLaIjrhKov+DognlDwxRHUoZ9ttwQOkLxTvXacyi+fBu89GgtG2dE702eRkaKhmTrR6nu6OiCe0NMVR5BS8XGtgnxnp7sbdkRn13XfJCEUb0Bn5LpzvsfyKqXB9HWB1PdkZUM7oQcrhhid8ip9uYUhB31g42yQoLNp5B+w4Xt4eZXQe6oLpLqsC4d2OlmXQ4xOeXVt7JmyJmMwvgtOyal5xJ7KqhYCSl0AlSVdPLRTSbokYh5ePl0beracAYMj47zuRZieobfyqbXBQ51Q1QVeCcTTCb08gjTKp2sJ5EteyKBn1jlU4b3ttYTIJlSGUl/lZUM7obqLIUarVJisPVvYKI6dtUptmt5Ln4U0QoK6QKrrunBop9N1OcQoFdKSsefL2gVGDkHHqwUDPRbS2KaLTaoCqS/rsqGdUNbFEKNTSFsbe7asow9AEK80byxo1cf31xcss60LoLqkC4d2OkmXQ4xCIS0ZeracLZjgjHQfNXQTObn+CmiBg9QFUV3QhUM7naDLIUalUJZMPVfShMFJYLCoWiwMD5gMuvtytMVv46eL8XC2AzyaBnh7PRoAc8XgD73HZEvLussyhANbLtk5ZogZKumcjgu+pzuSrGmEGtmOmyDGPm5IKoku3Qtv/h9Qlt5+IhsBAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUoljgIXcVNRDB+QLl9YDDNg+ZRSL/erPbM5xzgj7tyTLA4y4ADNSWhyQTfe9/1l86fjw47QpOxaW7FzXh6h6t71WIyg0n5RamZn0Vz3GQaUKXsDo/wRJFljWyHkRZXcT/A9/yYlgAAAA=='},
  'host': 'db-proxy',
  'truth': {'blocklist': ['77.87.44.138', '89.40.149.124', '159.240.134.251', '201.56.151.10'],
            'findings': {'brute_force': [{'failures': 9, 'first_seen': '2022-07-20T22:56:49Z', 'ip': '77.87.44.138'},
                                         {'failures': 13,
                                          'first_seen': '2022-07-22T19:02:32Z',
                                          'ip': '159.240.134.251'}],
                         'compromised': [{'ip': '201.56.151.10', 'time': '2022-07-22T01:05:35Z', 'user': 'hugo'},
                                         {'ip': '89.40.149.124', 'time': '2022-07-23T04:42:52Z', 'user': 'kiosk'}],
                         'off_hours_logins': [{'ip': '10.29.135.16', 'time': '2022-07-20T14:56:31Z', 'user': 'chidi'},
                                              {'ip': '10.14.165.168', 'time': '2022-07-21T23:29:10Z', 'user': 'chidi'},
                                              {'ip': '10.37.177.172', 'time': '2022-07-22T13:28:34Z', 'user': 'umar'},
                                              {'ip': '10.39.191.236', 'time': '2022-07-22T17:42:28Z', 'user': 'ingrid'},
                                              {'ip': '10.12.210.85', 'time': '2022-07-22T18:09:11Z', 'user': 'ingrid'},
                                              {'ip': '10.40.63.61',
                                               'time': '2022-07-23T06:29:15Z',
                                               'user': 'ingrid'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA81c224bNxB9z1cs/NSgMMUZ3jdPfWjTK1ogARqgKALZVmw1iuRK6yLt13co24F2l5S4q73Zsg0Zhs9wrmeG5AJnQjFgKHh2SZ9/IJ/9+LCaIUfMuc2FyVFnX3P6+DO7eP3t22y2K+bF8no2v79n17td9v3bt7/NgMFFhpxnUgqZXVxeZBf3/xZ3m/XldvH3w2JX7GbIBDB+8QIIERmCYKAxhilFGfN2O/8wX88JdDm7W8xXxd0BruSQgVOPsL9s/luuVvOZYjz76pf59XJdbHZ3r7If1sVildEvsl/fZO8ykO/Vy+yb+/vV4vfF1U/LYqa51wOo7A1BbZdf3tclnj/cLIvNNii3Csu9WxTFcn1b0xYYHRD7HcCr7Ofl+uFz9tnq91q+zF4vrj9uCAk4vSD7brldfNh8ngHaJ50ikqz0j11Ap8DJiDWdHtjxr6pgwK04aUapmXb0CgBiLiBXrgy42twu1xUg1M6dBFKagXW0tgCSyIXKEctI1dUYCydBLAOhmQlAmJyLmmWPaU9yAx2ZVXiTcub9pCYYkorJsva0lqWwp6JSOSYsQ6UYchtzcnoplXMXdvKb+e7uajPf3sRi8/phu5pZpoKAH5eb3cc6nCH9t80FyYvdLlaL+W5x+em2umCRc4ptnRzV8VzU3PpVKa/onxHc5XYTElLysJBnKydkGEKkqDCdJOk2YSF9LqYvZQNhIXzCq8ZrMCyccH1WDTQM6Adp9ElKOKgX5Nua4rcs5XZztSl2rPhcVEQ1RnalOseMr/cqIJPIkecgG9R75EQcelSh5N4ZAQLCulw4yg9hH3zYLba7xq5fwisnhTpygyzoNSVQQSANJkNKTqhpi/VwGik2+vRtJukd2KBhJOS8Sb3U2nZVL4kG7QXjdcE8V6CQEwmJwUCvylNkb03vdUB94CgCSdB09YkvHKonUxP5JZ06ERRWUcZ1x+mXeCaTFc/3JYY4aygVUR7ytjLpWkC0XZEuaSg/GmYDWccXF1ujJDWDECE9lWmIzxrjFfsEggcRBHvF2sTaIFBgn/b32lCMClBdUIooTnUsUVCw+skRXm8u74ri/vJ6tVysi/1fvCCDUNxSyeSOAHUQTbkaWlLGT8MrEaw6sGsB3INF6nLPbz5RCiuLLHNOIYRjENcGit1LGavhQ0kXUZ8kGjlVix9TKLXDqgExF1xmQnLdSaDs4WOdSGQIoo01faYv0MzKgwHXobzKvxQ2qDKW27imHoul9d0TBND0nhhVvP3D/J/l9WbN6FstXdqEWRrZRGoiPTYAaPwYBmzbNi2yxBJkmbLWwPF0V/o4oXE6SBHSseg7b8bI0Rp93JbkRX4Ao2VYt34w1MUopIJ0dJmmxqxPhJeynJ/0IgpuI5kygXVa302L1j5UWegB0PNcoQYmG9rRSO06Yn6nxYu7dKgLQwQ46mKnAeN+HcunztqzMWM2CBr8cZbCe83iyH0KZ+BcwEedrzwSUhOrBBHJNn4ITOpRAfYJe9VUu8cj2Zs/V4pjk236c1oUBqrFU7faoI1WmncRBn7S7tMu94owpVHwoXhqPxkVHY5fasAB73yEbcAwoskofZkyV7IHvBiJgj0pQRhBs5q8vGVB69jnjinHRIn5gJw83X0c8aAhG5xEY1MlA9lFVU/HE6Kj1j1Z+QTahE0M7jRRqudlp2aqoeNUyhkQnEX6CvBXApCqtnl4dNYvrD3NJP3OjDFMhCC1zzBNxlquvizPko3fC6b3KoghSG94buPeOOqS5Ioda2ji+wlA5DuiveMkAcgu910SEHV0ljXKkZAkiZWdoheaXLoxpoIJolHn0WbG2tB5bXSE3EgBgzmSq20GTdz1/U4lDJoeJHEL3sEkJgEJa4eNJhHWJFcsJfdM3RNkE7XefKxJeoKwxB7s+d1eEpAQXU5mEyBVoxnpsE5CnKKTdiQBSudophjDJkfZ0jxn5E4b3SHoK1tTBYZxjo4lCOeipaT9gcPTsIpTrzq47Qk1NtrqkHEpiE6zTq6tXaJT8TObXa4Lo+e9ezCViObHnsJUyWgkjN0pKNWOhZ2hDD3acdcE4eIbkX1RCWW6OVwyFK1TNppfR3dm2+TayARU6WpXgvpgyMYfDUI5dCnewyrVc/Ew/oyfxElyceN32AYnI3vUWIXrAUwkn6YeO+KM34FE1f/k2OzPQ2H/rq+i84Bxc7Hx+xPCTGe/KEFgE93F6zgZm2i+6oVyGX/aAs3wWchFFTp6XgYela3D8CQUxYdkk2a/F62G3CNPEAkbnzJoqGaMVqBpphp/IKnlZPTIfjEYJpnmYUSqe6LJ5XPu5FluKLs7opCA1tU0djAHUNGdsz75OLUcOEDWM9FN8y5RbPT4bsfOZdu5csPluKhpJti67uWNtXa9TCKNv8eGU6UTJJt0U5UNovuZHRsIx2CZ/skGYprjROPvOCo+RE+BzU9EjZI2MH6gapqVGnX7h3SMJbAww/YcaKJDlT4D30bvj/SJ6qIHu8eeuJBoreYK7YwuePRxMt2kNAFRgtcnR254+6071LaFoqX5RK0hnO7UloRV6vwy+nhhC7V/PFUdh3hS4JblkatP7vlZDGfeogbLEIA6d+ZK5+/FwbUsfuw0Vc8UsyJg6T5JRUbdPiUHr0uXkctH/CvQNjoJH6NOJxpVqVyoju6DEppj+BxAovR8JP+IJNVg/APO9XsFUTDhLyLKgLTCJ0NIvdogQbuhrPh8G0eUr+lDdKendcF4fKIL4OGNaVG6bC9srUzFU5WQ0OsjHf0zl/zDgoKSSldrTeKSonRHLpL/D7kGt5djUwAA',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9mthiaW8zhikEZVImM4q3b+zywccbUV1RD0GRj1Iz9Wyu/Ibwzgoyo7yytiHF8JxDmkO8TRHAiN03YaWlbMVOtEzS83LTK6T75R5/t/SDf/vQjqrr8AOwWQ4lcwAAAA==',
            'journal.json': 'H4sIAAAAAAACA91d328TSRJ+v7/C4ulWOoaurh/dzYoHtMveRVqWFXA67RMa2zOQ22BHsb3c6nT/+/U4NpDE4Pa4Mu4GBZLgBPJ9U191VXV19X8fvHnz8tnTn1+fPX/2pvvj1eunz3998Hj0AIQ9GiZAsd4befC30YM3/3jx6vUvT58/677gQzN+2EzfNg8NPBx3r7767dXPL/7+5uzHZ7+8Pvvp7NnL7qsWi3fT9bf+evZj9zkFsN3nv748e/Hy7PVv3d/JZ9/909Mfzn7e/D2Y7oX4M716+vf1f/l0Mmkul810dLkaX5xPfm/+HLXzq9Hv51f1qL2avx89ftzGX4/BVBQqi1R5P7qcXy1HYi3yKP4w9vHo2Y+WGcLo1T+eWpbHjZlGnO3EualpQmva+BM6G4wJE6EpwlRcO23cpJ20D/73l/8WRdhl/f7Nanb+n792/+rjRbNYnM9n3z0ebT4azS+bWaSzI3G1aK6Z/OvqfPoEjMHvRuM/R+vPzHcJyIP1kbTuV0/kP7x88cvnyMVbOR755Go+S0B+NZ8vN1gPhI1QEOzJxXxxG3YKSOfAuBAwqFm1JW03MHl3Pj2/7QeYKgCseOMHOOCX/ABAw23ryXDgNtRMLYM3oZ26qH6p/aQBbn3DTkJxjB3qB9ZUbh0BH6YIICDvrXWGjoD+cPOj3aQAWdtomvfnF3fWDqiAsQpwbTMozspumwmeCF0NdUtuTDypbbQYmE4c+PjoWyaGGusQX2+KJe5Q2+kY3ZoOHWo6NqCuMw3GZb+GAMW3cmD3W0MwbJZJxYUS848PImz1+ABziw+i/VrlZ+vIZv9sI2yWcmD3e7Yx3vEx9IC46qmvStx/VTqb/VFfnE+vkVzeCvs4VOiruFJX1mwTQGJ0xaK9uQbXq+W7+Fwn75rJ76PLerH4/pqG1ez32fzD7NtC2b1rZsvzSb3sjLitzy9WV833o4v521n9vnkyWqt11Fy/Wy7/fBK/e3TVEfJkdPVuvlg+2WkWxbL0U2SgC2Pjc/8wv7rW83kfNaxD2hQaPAVHyNeuSSWV8U5H+O3y8vr9HrwYA2spDqq66vNHd0q1Z8XOXpUfZPqpUvfWsTeIvQOaL3u8IDqSX41Xs+Vqv4ezgUOxiLWVXxDKE3qAPFna6wkOUUSyIyDvXIxSDCg5QzZHlC9vOoAUr8doxRWHU132+aM7pdyzYme/zJPtPlHk3UaTIaH4sRoBCAoF+s8p2LmpA7wu0MN2VwcBgikT9ZA7MxKMNSwSXG/oq+n8JnTqv7CNRpun+3j0+vVvTy6Xi0c0+n70679+fPLo3fx98+j61e9H/3z17OWTrloVP/7hxfPnT3+JX7FaXD1ajM9nj1bth9FiWS9Xi+IY+PTw4796eKHyli2kwA/qe/SE2ddpXcTL5cDuV6d1RpgkRrAO1fyaQ+3t1sv6j+bOfitIt45BoM0aFq35C/utrjENT2QqE5iOQ2PG5KzFUDus2zrYejydTOpp7WGMxTF26EqwpnKrfnugItAGdBYdWzXowWcbGZrKUmUtVDhac/dk7TmLo2lXiLgzPvqIdpP4GZ8aHXWIHVgR0c6BGa7L6N+cgWRIV09DIfEGkw0Fo+NlJ6IWRoPlIZKHW5hNTAPLxDxk6uAi9hg1WwKvbujWKz/2NjqE93c6goGqwBXhNmU0lFoNyxT8oc//mpatAciBBhDAa/coFdC+44I1WA7snqlDzAoBrbHC6vaN6t3+bz80s9va9tGl28qZjU9Hpi80+dLY49QbP6nH1ISpbX0QCdPWTWhMrbdSOz/FVpw1xfJ2qF/oCN16BThUHsG5+Mb9GbhdTwHxx1SU1tbxqaBkbxSU1i9+pZ7UlZOWMXYaPZyN2Iwe/VFfPYrR5KPFn4v4rjg6jiwv3bSL/ei9RR8DJEBwauHRETvoh5wSoBgdhO73tuObCAY4JZAZY0MGlN5ScF1zLKpVYqMj1qxF28Nq0Z3viH5i2byfLC9GV81iWUdLmr09n/2nODaGrkv7iB0dkKDTXkgt0jA1zOg+wH9ML8SS8wPUMDNlbshapo8uNHSN00L6FORcsuIup8XKgmyKVt3Jm2L52lWz2nU46zPU12u1FQuJiXyE3mXyzIa11lvL7ps0kZx46msaQg5CumlwiJoADmqQBZULWymgyUhyv2dmoAc8adgl7ghGiPWdoJeMPcKnOOXaIaxX3mL52uUZUsIzDJy+aARrwIM4VK/yoDXfoqlkyVdvU3HOYbKpoIUYXoFTj8Yx43NVR5hKlnwd4VU2wyVSoBPGHDEIqjWfoHPfoolkxVNf0yBgpnTTIAmW/VF9STtVQUaGGKCxjklN1Y1cuu7oEjZhgAkamTI3YFwbMAQPtpujoc6A5SEGd7nKS1SP2+jGItEAc7sy5W3A+V0xD/TCQEGsVgma0B1TkF9bx5d6w9cv3lc5PjMujizH3zSKvejJGADlngcHnHurRwcbC4Ldq9WDwBpWPgHgHGT/bCPsAOXA7vls2TiJOCGotSeSWjVPP6UIGANMX4UYLUg4pLydG1Fp5e2bcDdbH4ESS70Rs/XsvXhSr8pQoKKMJFVNWRK2y1jW8c8+Y2HLwScbS0x3jAsctCffMFv7TXqULAnr7VmE0LpkYxHroj8Fp+ZN2fI36VGyIqq3JyFrHCUbh2c8GvNuYRDf+/bqrkU3QLBlox+uHkXkjDiLaPX3DVlAux61++AIVs5VQNsxKtEzfqG5vA5j71pqW/TjKHU0tgEMrQlkfEsmNCKmFTM2dVMsc0MeOiHyFKzy6QvIfq5ohM1WyoHdL1uNEZMhG837qJsSdtu3D0McOukOEVIl21PrAhbu/9BJrrwNd+iEYhhlI3xmZ7TiKAE/xN7Gem5NXEu2gZSPT/z+NzdyI2y4TQ2K8VeH3VonasjZDGEqEt2Lq3Db1OcB/BCWkhdfg1pKIAqI3qqXe0T8ILdWRJOpYHsGEq1nvv8t91x5GzDF4QAxD0fY3M+isVkono/ZOF1bx6eNU7yxcbp+cc/G6XQeLe1qdLkoDv2RW6U3zWA/epHuBA7GH1m97ifeD9A9TrYiqmI4+fEwRWrHfK7YB1S+BKN9XY1z2Y9Ti7DBSDmw+6WnEh0axeWQWL019ZiugN3K3nkBYgwHCKO6t2VLT6lF20yxDxgNSuiGQTsr/Rm4vao5CorNUHhwM9QRcw1yo2PgfigJEb7p+gXUTsM5F3SGYS+bxfJOB6VUCBV+bEq3JhQHUncSdhHoVLvttzZQHDV7x2AnWnziUucMgCXvAdWDWKd1yc3l+dfx8rrPsFSoykovCeWJFJ8pRQffa7VTB8m6t8FZQ07UJrtGPgswj03HyvW2bHE87bKR3Zv2t01DUJJNAyF0zTperU3HHzHNbf99Z3fAgvVcHE71dSB/dCfz/1lR0++ms51Gn6xwiplscOxAewH0YoZK7LhrESoWrLrcy0F5MtlnSZFCwrdWwgHad9YhHzXSfzcL3gyT8EUQhoqFeg/KLwXlCZWfIUVHJ3xrHaTrPnQj3NmrJTIqPZX5JXxZ8dQ34cOY8KWHg2wEjPVWvaMyWBgw8UOkUC5e9XWhHJQnWxeypEgnIVyLId0DBHJIRvSJYBhsp895KBesvvyLQXk6+edIkcYOYKeEZO2L98EhWLXm+MA0WCIIoTiI6krPH93JFJ4VNRoJH6Tv7DvxzsoRVyp80bsF8y0mflny1TcBJPIIqaYC3YE8NoFRH7oMcVqIXAXxDf12BnhwYYDjQpkSN2CjqGOk7sQusXYvhRjgQW4uYVcJVs5v99EQ4f4vLsmVuAEvLiFvuhMEyteSm+yPD0TYzpcDu9/xAQ/x4VpjvdoeuxjMOe0kriD4ypsDw47MiEoPNz4B3lz4xKnXbnSY2bBDsUEPs3ybxpETUf2Ng0zqHQIdZie2G0eqh5lokBuWb6FGEwKViXrQKTdehFgiAShq2Ic5co5SgfeVNR/zjm0H7v0eOs+MsQGPnHqJyTQ7ItA6bi3miOz87mFzOPiw+b/nq6tZfdGN6X646oynOBYGPnQegK32VCzMfz53hI1SDuxeeQMb6KYT6yZHGgfV7vfZdrBJyoHd89naLgwUsmy0Sx5gsj174kMFGGKM4LrZVwdd/pMrY2mXAN0Cfh0SxzgncQhzB94LUhC1TiwBUDp2vBqvZsvVXrgcYz5THFLd/cki0N2X3ItjZ+8W5SGWnyx0zxgTYBH1UjhYP6jgiZ3jYhGrC78clKd0AFmypOUI1oo4wBHEuNWRAXUqyBQVIHbjYYslbJft3BkgvNNYxKYeU2ZDYbOLppcyGZd/phhzxVAO7J6Zohgk5Qlr6PN/thJXgXJg93y2jqyybsWZ/J+tIyoIdr9nCwRiLUQPBWrJDPMQs+xBKjBxRRKzXYn8Zjv7XqfZ58bYcFPsGSSI8vBQCflXeiPs4MuB3c8PoDMoGJxX67sWOGJC6r5M3oKvLEAlpgofyxccisOpnL+XgE4vDfvcCIrjpk+2/gWrT0y/IgHCMVsLpF+28P5ejg/dBRxTSC/FYtWXezEoTyj7HDk69GDRF5SQLv2u+8QTaZ+b7O5e0ZH+YnW5xvV11N01n1wsYH39F4PyhPrPkaO9+j9ADslOgK2DEJz6EFWxRySwN5zArH57Pl/sOCcXs/3tMTmD0e+WilbdA5SDUvvIaGcSxTK0V/+pSkgXP5IIO1SrWlmtoH9+VU8umq9D9eipOJT6Ys8e3clEnhMze8WdavHJ4haLDg0E0oKPBu8vrL+NVYwjLA6murrzR3cqdWfFTK/QfafJHyBvMjGEIUX8fN9T/j5hRSLvioN5D/LOHd3p5J0RM0fM8rtl8unyRjFWwGrfXSd4xNHhGzKvp+/PZ193aMgCxYLVF3sxKE8m+hwZ2iv+RCGkS5+N805InwVRCuDf1dP5/HLfZoR0k7pLxauv/mJQnq4snyVHe/WfroZkF+CsC+RCQHUivAxWlefo9aRYtOoOoByUp1r+s2RIoyq/VkK6+DkgBGS91CeY4aryzkIoDqW+2LNHdzKR58SMSlW+s/hkcfvuvXFGvfOADA1XnecIOhQLV13t5aA8leqzZEilar+WQrr8g7Eozjgt70cmDFi1NwapOJj6cs8e3clknhMzOlX7zuRT5R09nPZhKM7/UGQ398CXA7vnYSgP2AV6Vqz6EkY01I4Mu+6IYqlgtR15QShP5NDzZEhhR2YthGS3DhIACPTmN5PWJbspLaHBIxaHUl/r2aM7mcZzYkalCbqz+GRxR//Gxlj9syAMMljZlRGtKxatutjLQXkq0WfJkEY5dq2EdPF7NGLRqsc3bHm4ciwa4nLh6qu/GJQnU3+ODKmUY9dSSJQ/GbLWBBRP+jw47YFHk3fn0zs3S6KvIETwvEHv3WZg652BRwANt60nw4HbUDO1DN6EduqmjZPaTxrg1jfsJBTL3KGDj9aUbicf8WFVr2hmpFz1cpz/5MII27tyYPcr9pEj7u6cNaI+kZPJDTIJjStY/5aNYwhozACT0DJlbsCJaOSZoxPzm+tiNfJp9krzNO7cOb5repBnKQ6lcghZArpTdelmxs3eoDHV5lNjRi/ecnDBqMfOAnbA9nwWC1wsXnXBl4PydMLPkiOd9vy1GhJdAFsgx90V82ptDqKSLn5OweKPycPFpJ7tuV/e+OTmpcxgHxrSbQlZB3Jx8boV1f0fljX8LkMaAQA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUoljgIXcVNRDB+QLl9YDDNg+ZRSL/erPbM5xzgj7tyTLA4y4ADNSWhyQTfe9/1l86fjw47QpOxaW7FzXh6h6t71WIyg0n5RamZn0Vz3GQaUKXsDo/wRJFljWyHkRZXcT/A9/yYlgAAAA=='},
  'host': 'web-edge-01',
  'truth': {'blocklist': ['89.139.207.157', '159.38.255.208', '193.238.96.169', '201.117.109.236'],
            'findings': {'brute_force': [{'failures': 9, 'first_seen': '2022-07-20T22:54:49Z', 'ip': '159.38.255.208'},
                                         {'failures': 15,
                                          'first_seen': '2022-07-22T15:02:03Z',
                                          'ip': '89.139.207.157'}],
                         'compromised': [{'ip': '193.238.96.169', 'time': '2022-07-21T15:04:13Z', 'user': 'emil'},
                                         {'ip': '201.117.109.236',
                                          'time': '2022-07-22T04:05:25Z',
                                          'user': 'billing-ro'}],
                         'off_hours_logins': [{'ip': '193.238.96.169', 'time': '2022-07-21T15:04:13Z', 'user': 'emil'},
                                              {'ip': '10.3.77.148', 'time': '2022-07-21T23:44:27Z', 'user': 'fatima'},
                                              {'ip': '10.16.109.160', 'time': '2022-07-22T18:22:42Z', 'user': 'gwen'},
                                              {'ip': '10.38.196.35', 'time': '2022-07-23T01:40:22Z', 'user': 'chidi'},
                                              {'ip': '10.15.115.116',
                                               'time': '2022-07-23T03:37:36Z',
                                               'user': 'gwen'}]}}}]
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
