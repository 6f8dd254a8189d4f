import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-06-05T10:31:48Z', 'ip': '146.137.194.85'},
                              {'failures': 11, 'first_seen': '2025-06-08T05:02:51Z', 'ip': '2001:db8:71e4:bfa5::9f2'}],
              'compromised': [{'ip': '201.29.120.137', 'time': '2025-06-07T07:24:18Z', 'user': 'emil'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81d227cRhJ936/gY/wQqu8XGnowkix2AyRZJFksFsFiweFwpIGloTCXJP77NDlDecgu9k0ULUGIbEuqU3VOsbr6xnx/2mUZz5AuCC4Iyx6b3fbY7L9GJDsc7te/CcHJ/4rsqXz8/2m3/fOr9h+L8nS8f1dk7Zd6d9xW5XHb7LJNuX047ev32UNztysf69vstF3foqw+fzkeP92a3872p0O9v832983heFsUG/NRYJQTkWOSE6qyrPuB+nH78Lfvw7z7u0Gu18bJw+GPZr/ONs0+a38/2+ybxwzCeGr2x4xSpUVriIyAFAAk1VuhYdK7RBoYERSigUN8K2SAPlRV/XRMgVKaoiioIeOH+nAwHBvSL3/Kmqd6V5/xW746J75qmcYI0XfZ6lPW/Q29uwaUBcY2oMR8MraP2305jo3hXJMcU36OTTCquRWbCyo2ttaJPjYyERulBZMAIMOTsR2b363YsMopzwm6yMakxuPQnEixobU+9KHxqdBUYZIHAJyW7f5011ihmaxkJieNgXNwEnE7OBdWbHCtF31wGAoOo5ZNDiUKnw6uebizdKMsx0yapLwExzUmchCcDys2uNaLPjgGBmcebw6nitKD4E6rh231sf7UGd/u7vbbtVVPcs5yYkaCc3QIadpFV2TffUs4xzr75R8fCBcFXbEV1mxTV9VKliVCgmFU8braGLkrVK0ZFgJpQfQm1NFYZs4R9NwIkBvWZRpQ0aVmBvKfu9/LB8NCZ69cP253Q0KM3EobtXWu+ipEpNSh5sHhrLqvq49dpr0/4552H3fNH7sXGZ1xjLyOOdQnaGTcpnE7fJg6XK5tXEXkWL/uPx4IpgSXodZfIF+k0UXkm/bJK18wtWP1mKmGECy31VuddseTH0SyYPup+sUbfX39nD759Qsn11IQm3EBAFZ8rOB9uW6aJx8IN0OCDrWfrGC00QUUdPnkVTCCXEBBqHJrpMYKPm19AFRSrkJtv0C9SKOLqDftk1e9QGIt5ZiZvF2DfvPzTz/+pggdFKJq3+wC2qV90xwv7RHcKRk0KlPRqofmMEa7ti0LQgD6KBnn4K682zYHb6lCGPFQ+8l5GG10gTx0+eTNwwhyrVw0DYQAgBlL6cM45UKGWk/WL9roAvq5fJqlD+uoHarHCwQv72mhEkdxIikOtZ+mX4rR19bP49Nco3hL7lBBWXDTPmi7OmNO5x8LOjSajOYcC5SJGB5KF2/OLkvA7bJfqHuQwvbaJTC1xViMSqpqF2apXQskQjptUBRYMhxqP+2hTDH62g+lx6eZBsWOXEtBAlUDiQhNK6uMSsZD7ScrGG10AQVdPs1UVjtyLQXNJweAF+8RLsVoVCud7kG8tL/vHV8YGqWyeYBM0cccqPiCzz6+nNGG6/8xaNPji8gQKZCp4VAuiWV2GHm7H2cIN/l8lvS8Th3qIJzs0Fr9FdClQglxvc/4jKUALCXeEBmTDqaTQbkmBCCDAcRjrCY3gcLQOKaKRqHNvtnRQbZNIjAQYiamN4KgbWVMTWwiZ/0WnpZIw/tApdRUb8SGbTAvN3RVl5tK1quyqnUlyw1arao1rxRhaxTq58xb0gaQFkQXCNKCs7jt9lzjnPR7fwSLkegeoNeIjHFT4gFAQXyre4iaJGZGayM2R/0mO1Ik1HpCA5JodM6aNIg61KvoFb5JcscJw81kCwGwEo/12xyf7Pk/hMOQpigUIlXEeKNLiOj0yitiHMOWkqqg9ra/JMhaIbs71YejH4UyhkQoQLKO0UYX0dHllVfHGH6HKrICmTIgIWQZMikHk0VQpEMR0mRMMfr6Mnq8SpqYTxJs6SjgDGLL1ydrncnvYNg6E0gGl0xZZMiCAP0WkfxLkTGYs3kcDJvngmRgYbqxMRkK2kqXRFkjbrMvq4faD9OeAhOhCMlPeLTRRZ5wl1feJzyK4LGOGBt0G5pi8aWSuj2IGOogxA1wnBJqI81c0yaDmmcIwGLqrZDhcjCdDErQ4NTRGUsUCEhKqvj0NBg67Ym5AZS5wP0CIpVs4jjkWhC2ErVasdI0FbwqS8GYFuua61pxUq95XapyjVUd6ufMB0U7wPZ4+3COc1o3LWC7UG4+OhKK7Ndf/3v7dDzcoOx99q//fHt7c9881jfdN99n//7lu5+78m3+/M1PP/zw4UfzA6fD/ma13d0cPh2O9WN1fMj2pgUrDWm7u+3uz1AXPsds/jF+nXFIwTUoXKWoplGntinJMeM57hOCIkLpOPmcWDOf2+4A7YPiZ0a1OovaRfJZVDIQtfumR9R1Y54SM8U9hIK+UMZh0FegnBcEOqFC0Mxr1Gc083TiVDTnGjU3GWKmOHaSMOKoUNBheyZyrExJFLQ/ANYf3bBKFFE1xkipGjHG6rJa18j8dIlWNUWiloiYAlVJpcjVSp3H0ZkP6neA3PQUxE4s1h1UNR8dC5+zmQ2yuftmdDZ7QF+YzcOgn0Flgc0AQABqqV5kaV52q9gEnJ14nAucnXyGuCzJIzyapnU4DMLhOuqu0BCJcYMVhTTzVaFnQGAp2MxWp59x8B6UzjGSOet7YaoIgh/xdUX5SpUbijam35CmJ0F1WWJRinpFSLneKI7XGyrEqg718zWIMWMHAVpBNrr75t+lMMUPk5z1tY/2reAsuxQeP+dfy5dtsR1ti5zLUNcPmo+OhM+1jw5qX/dNT+07mgc3+3qXmafj5vdyf2MKR9uymS+hXrywGA5ZeAY1iBrsmkwLHXuFyXxqnQvRr7lLIWe6wuR39DV29QweLii0NT/cLZun7enQOE1Fc7U9ZjqMwdNzkhMUNzEjyjTi7UzweesbXU7MzTEz8zk6+8ysRZNgEebdud4IZrhoLyfm5PlKlZ6qiWnEOP2cnxjRXXwBlkk5d54cJ6bXKtYrVaxWWBbrWsiiMMW9v5D9fIfPD5G0XJdkdIbubiLsULeiVuT9FA86sBYbg+deuODJUnKltAyFSJYy2ugyUrrcmk/KjmJLSgKeS+OKLk8JsN7o89C93ujObK4Vs+hoF0RsMIHQF6NjMPJ6PHRvsLjpMJMR+0HXo4Xvy8oJm3+d5owGKW2GPscNb2dQAkshQhGSq0q00WWqisutmHvefoaBtBke445JG2fnKQpOwA1G0+Cnjz1CExkKkZol8UYXyRKnWzOOPS3F4zTh4AUNKboTo4lSIoJoKESylNFGl5HS5daMUrYUA1IyoBs182/XVrwTh2KhaCjEC6SMNLqUlNNuRW3G+ykGpIQ2CiRWyVIygiUKhXiBlJFGl5Jy2q35pOwotqTkBQN6Rcnp9FVfd8JIwlkoQLKQ0UaXEdLlVsSFXz/BloxidKPngqyk4zyqu4ZzMux4XAjJOkYbXUZHl1sxJ1L9DFtCarDZkhq5bhm6EwYpxEIhkpWMNrqMki63ou4a+ikeSim76+NQNdDW2cNjWMIwLggNBUgTMsXoAkJ63PIKGUOwJeP4xSxnZEV48hPJFOsvb/shkoWMNrqMkC635nsiO4otKTk4/VFEJTY7jEqEQgGShYw2uoyQLrfmanY6gi0ZJfRCUamY+xqVezCWSKpQjGQlo40uo6TLrbiLVH6OATGheayy78SFLz9ILWkoxAu0jDS6lJbTbs24wtNSbEmpoLfeSaXS110ZZ8PH0gWRLGW00WWkdLk14/ZtSzEgJfBudNM267ex5+fx8CV7fkKw4cVd3L1WHQHnCfUib3nVNMdU5ljiHIuejfbcdKiDEBv2kfcRzOX6CWXIIoNC75iX+lW3KZxkDPZ/PA6GXTCDyOCIS2mRIcGb5Fq+mcxwOZieGQwpbJOhwd5eKxZx9QJEo1SQKLSZL1/I/goPAfYslZp5q7tHAy9ABKFN75DK9s12jBQM2H3Fs1+ueEbTqWiuSNqXC2n45XWvoMkZDeTtxZq0N6UQ9LZPhTCLO0LefZpnyDyel/EdMzbTGXK/ozOfITeApDApBAKSRW40XxM6vj7hdy/0+sRYNWrq33V97ZGA88gGSbwVIqbdSyWCCSYgIoCNFoWWeatMCBHT7qUSwU3B1GMizLOIIcoX+b9H+Ilwupf8aAjFrs8TqfYtU1SM1ocvo+UwI2YYB3o06JV2YWjgOPAX6PkQGzxsAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wP0iBYxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNqWzeVfVa2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCCblhmZYAAAA='},
  'host': 'monitor-02',
  'truth': {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-06-06T03:45:13Z', 'ip': '103.234.133.150'},
                                         {'failures': 19,
                                          'first_seen': '2025-06-06T16:40:31Z',
                                          'ip': '2001:db8:bb17:de67::4d0'}],
                         'compromised': [{'ip': '193.137.171.160', 'time': '2025-06-06T19:29:21Z', 'user': 'tova'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81d224jNxJ936/ox+Rh2rwUbz3wwyDJYjdAkkWSxWIRLBYtqTUWxpYMXZLM34fslmx3k80maarHgwFsjK06xTrFYlXxMt+ftkXBCowqpCqiit8ft+8+/vGOFt/8/NOPv0ng4n9V8Vg//P+03fz51XK/21aH5nDY7LZfV8X5u2L32GybVbHe7YvTodkX+93u+NVps7pFXxeLz8X52799/xKLJWIt73eHIdaTZFIRWhHxLPlwuFv9xiWmWvKH5bJ5POrPPtaHwx+7fSfkYbOti/V+91BU1Vr/qTAqAUqCRYmpLB53+2MBhEtiZJEwpKcxmH8MsJfRoTUSRog6TUYNHMIWHJDewE6L+83yU/O5E/1Q762RlRJKDN2wGCaUtcOqiu++JYxhVfzyjw+Ece0Jy8V6teJUMAYErRZKrhWQBW4EInjNG7Re4OVquaYsTMdYkxjlLybhIybRejrg+l7UwtWn453GMl+a7XGzrI8Gcl1v7k/75n1xv/u4rR+a26JFKJruy/H4+VZ/utgbfW6L/d3ucLy1Ldmqe2vUDdPs7xp16IOTTFGkCOs7oAaRFeFDEIXgDQx/XLO04RPtBdbwVUXBAqFvgf1xzZKGD5ziQfiBCukoSiyQL+/8Xs3Shq/Zp/3hs6oNwNYKIq6wWrVYNBHLt1oRVFFcMTYwlUAIacn/3P5e329W3cfu6tVu99i3kmQlllxbiZeEonNEJ0yiMPlOJ1neNctPLT3vz2F4+2m7+2P7CpEZ/a4/4jCdXB63STZtzwsNMNHebgETNbsxzjNRD2vZhOnnMkz78WlTABGYW6YA/csWFJVDVz42h+M0BCUMcJj0ZEeOFDmLI4/rNOnIEYa1uNMxDixYboWhj6cgDKYAaJj4ZPIiRc5C3rhOk+TFWNZiT7qiX7ve9tirV7rOCMBg6Dmp94tPZi9S5Czsjes0yV6MZS32VIVsrxFW3HzchARmnSmFyU6mLlLkLNSN6zRJXbBZh7wxWmFugSo65O1wemyFTKPolJKFAaSSFytyDvI8Ok2SF2dbi0FHlSowUkMGT4vT9niaBuFYYhEmP5nASJGzEDiu0ySBUaa1+NPT3orYGNPU4okCBxYmP5m/SJGz8DeuU7biqTVtnz/TKqyQXVaT/CV8h0VRGtZ4Cc8LRCoiKhC2+dRow9lRZKGSspJog2F8tpfgDF7Yawoptrva6nBprxLbZi2eLkbAdgxQcR1nikqCSozIORILzlGmnvOUlpl7zi0caERsORKSmZ32Cesl4afVTg9Nmpmp/3R+VBW//vrf28fj4QYV74t//efb25u73UNz0/30ffHvX777+dYg6e+/+emHHz78qH/jdNjfLDbbm8Pnw7F5WB7vi70uP2pNz/bjZvtnmArP1tX/GD/cgQsOMFWaib1zlVbEuVQpOe7Rrt0hqvRc1V7N6Dmtp1qG26XXKykWiuJm2awwr9GKY7xakSXnDauXTQ1rTpZLSeRiHaZm5p2lCxwMNysEIZHzvP0LpfaWziggOc43z71a5p/n1ISVl7uhneMTgG7utQZ4nnqkN/XaH07MvKNeWYt324Kh4ub3en+jF3QzG/WXMB1eOfn6FngBCaifjXeQTHXDbmfD2LDbH04Me7XTPqSLrkMY5CtH2Xf+J0jQ+Y4uOyxf4jQuDqhS4JKQyy6FJIrniwJeJfNHAaiwqghYNLT9D5t5yMC8F/JazOt8126IExnJPJElM+vAOVmTmvqczHuUvAbzhFSYDWmg7e5JDuankgyvAtfxA6aLAY06NDEl8+ydU2nyfczEedemedjch+nmKsjMp60U5Qmhi00AivXLiRaG2TAMRguXACBKFSURQLHubFS48Imd7szN9jOzsicqIpM8zEspSn6Z4QqzfDPcq2P+Gc4rLOyjSkKHrXGTHOqHzdAkTJRE1/TqqSkKwm0TtVpL1DTQ4BUjRChGpAJVL/CK8yVVOl9mUMOKigUPUzLWJkb7i01gxCZUOZJswHLU/fd3je0lUGJZYnWpBLS+A/f3AsWOy6hwGRdzjkvoXKoiVj0MEFvj4NJ0JC4rHEiUMbfxKpnf/7VfOeEYniXaax9RRNdGrmDvVS002D8BdD7IORF9H+xQlIUi6BsxwIhqaQbQAWa42LUo9u4eQ3GLXR8HOHAUgZN/rZMVBkeNwDBEtuigFEov4urSz5AU8pXuXi3zl+6md9LvWXVwJPakrNTxT5byqckDOfuWXi3zG0WZM2zYap8wSuLa1Fi7CdcLnmRnqyAKgz61F+oKfWpl8ku7XGJ8fG67khtM9cTWI8OXTBYLgYYj8yDlT1FUBaICK3PgbV0UHrSIjlhSu/OlElCUD4flwckftJTZMETWISdO8OiwXNOTGC/UcetS4Wjy5HBcHqDsUwyjtoy16hxOYzMvPTBiSqoLYwxxmi338quZPfcycLRCVhOTA3Z2F3Du7oJfgat0FzCusOlqWiYW83QXTEGiIxlIR77l1y0433pCOBf9dBBTzjDWmRyB8VsxwYhu6SYg1DIB6N+0YUhczjkAAqF4BFD2+K3hCDg8SFBPfuUqnYnQY8MlFuRyvnp0YxjrWEY41GgNlDQNLBoKTOdcdLlcyAVfoHWzrmsqV7IJUzN73a3hgDk2hplQ2TeGOywm07B8O6TmToW2m5W76bw2rimIS6aZJc85h1R9n/UC5fdZMHvKL1vMZ4tlP2tywYJELB87et0G6TjrINgcx7+w2eqiJTD9hZzDqpkWYdq5wqodFPoY5y6jhH5HTQMx3Ls9egaS/EuZoU+SRzunGUxiM2UGRpAQlhlo71pSByTRG/EGj3bJ3qCXWQWWGXgFNhBFb8QbxrV7hTdQx6QQjtpUvpXY4NEuPTaA4P1GX3fQD1ttFSlQRFvfaXHJZARU5gRDmNYicMcRRqpQ5iWswxK9jDIGa3wJayXrmvzlaY/z4S5GrjEKjeU4qxeE5RuFXuIpqai1xIPC2UdhsGjvdkMM1vgoZIFQRbkjB5PCe4Ca6ByrWi1ktVzWrFrXSlaVgPXlgguXEAaQcII6SWSGMDcy5DCloo5QTxv3RQzqkIXjrICUFoXr42P3dRKG6kwVwhCSOYwUOQ+H40pNchhpXYtE5TjaKJV1/XJbf9zsDgEonOg6NwwgmcNIkfNwOK7UJIdxxh1SCFivCTaymN8cVho6pZ8/DZ0ISSCkZQpw3CdRmL/CmznwMIBUb44VOYs3e5TK6c3auBaFzHFiS7FXrCqMk8vDFFMIyRxGipyHw3GlMq4qrXWHJJo+hNXlVlfdhPCHpOcu/JR+/i68358pRtgyhenK2FDSc0N+ahXvebNHfqo3x4qcxZs9SsXckZ+2rYvAYaktkX3V8/kNDC8GIKZUmPjX8Bcjcjb+RpSKeF5k2rQWfco+2ikRvKZKEQJUGEIyg5Ei52FwXKmcVYqxbp9E3D7rpWxo73X5idRDER4GkMZhvMgZOPQqFXVhftq4DgopspAFT274gMBchQG8gsIokXNROKZUvoZPa1yLQmy3KSSSOD2UgmCKhiEkcxgpch4Ox5XKGEpb67pIlDY0jL3540/+kWQ0TPhr+IsRORt/I0oFv/ozbdg+deY2fP+uWoeqYPqxLWAlBnNiscTocq+CEgxhwtOoixeZb1uwN94wjRIe2hqzqoM363CCxNSKm7t9vbxvpiBA8ctTP1PSX0FclMhZiBvTaJK4CLMOmQPzNpsFy/Dkw5IOAAaSBcpO5S1W5PV582gU/6jkmFEt1vrv815A+cxmsN9FndIu7F1Uhxk4BmQtF8ArYiWKeI4X11xm6G0KeJULOpvimsHSvPQzNIK0z6dKgmVi7GUIozDpyXM4UuQMc3hco1yx15h1yBxz3NyShKGQRw5dKzNXnIWJT6UuVuT1qfNolPTA4Zhd+9xR836IdcFM48KXCT295r9XuaAj+K5lSCkySPvM3VpHskkkfwPx16tcavzlWElsGUHY96AktR+6dLzm53I2LBAPk542ieNFXnsSezVKeSRxzKxD5szZLxu2vSQaX21yQikOE55KXKzI6xPn0ShPtdla1eKNVcgKb5S9jbDjUS457FAAy3l13WH9JziS8qTCDbjsBR2P7FTfjRV5fd/1aJSlcGuNarHmnDD2a/IvT5j41iOEWZj0ZN4iRc7A27hGUQd3JszaZ659ZsE+lMx47gPiFyzAaVjOQ8l/AWSGs8WHbgAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wP0iBYxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNqWzeVfVa2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCCblhmZYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-06-05T20:31:55Z', 'ip': '185.186.146.230'},
                                         {'failures': 14,
                                          'first_seen': '2025-06-08T00:36:21Z',
                                          'ip': '2001:db8:cca5:fa98::74f'}],
                         'compromised': [{'ip': '111.223.45.222', 'time': '2025-06-06T23:01:17Z', 'user': 'rhea'}]}}}]
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
