import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2023-09-22T20:50:14Z', 'ip': '134.167.94.49'},
                              {'failures': 12, 'first_seen': '2023-09-24T06:00:17Z', 'ip': '134.45.133.42'}],
              'unknown_keys': [{'fingerprint': 'SHA256:ad450c598cc57024396a1d77226e6b301bceb893288',
                                'ip': '61.69.249.136',
                                'time': '2023-09-22T09:57:12Z',
                                'user': 'rhea'},
                               {'fingerprint': 'SHA256:8f6f839506d9dd32e4fc71b8c7b359aa8e7c16e1671',
                                'ip': '10.41.113.165',
                                'time': '2023-09-22T10:45:58Z',
                                'user': 'bjorn'}]}}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9TKxY6G1imEJQJmUyo/T2Trt88PFGNBO0i1H5LbmrWFETeoHpJEFWzWUn6UOK4TmHdQlxmiOAEacdTJK3elT9opfMnj/3SCG5dbj84eYL+/hRryb7cAMqw4rQdAAAAA==',
            'journal.json': 'H4sIAAAAAAACA91dXW8bObJ9v79CyNMOcKfNYpHFogM/GJPMToDJB+IsFvMUtFqtxJtYMixpZ4PF/e+X3ZKSyCNbbKnUIpNJYidSPD6HdYpV1cXif5+8f//2+eXv7168fP6++e3q3eXLN0/OB0+AvEVDSFoDW4Qn/zt48v6311fvXl2+fN684WY6uZ5P735W+udh8+LVH1e/v/77+xfPnr969+LXF8/fNm+azT6Ofp7Vs9n1dNJ+hTcvnjV/rx345s9v3r54/fbFuz+av6Pvvsqvl7+8+H3196CaF8K3dnX59/b/fFlV9e28Hg1uy9nsz+ndaDCe3g3Kz9dVPRjfTW8GoAoNBVhfGDO4nd7NB4gYPg3fjX7yf//z3xxB35Y37xeT6//8rfnq56uv/tP5YPXZYHpbT+olE4tZvaLjb4vr0QUoBT8Nhl8G7Z/UTzEMOOO109oZaQaMEVj2xTCA+1R/adH+q7wpP39dd6BCh58aluturKHlup8Pnj/T1oIfXP12qS2d19apypLikaNSE1HFQ66qCquhBRqP67F2tfdjql2ujHW1mZbKtc2YjjbjAtNgHS+/i/0YuIfcSdvKhz/ryVdTQSzA6UKrtY9wzG67rYxH5dBzVeKYDI5G9bi0QxoO9YhtPdQaHZKq1bhmb3JjqquNNBSuTQQ7m4i3rLXZG/hiNN0E7vYXx2Cwch3ng3fv/ri4nc/OcPB08Oafzy7OPk5v6rPlq08H/7h6/vbibjqdh89/ef3y5eWr8I7F7O5sNryenC3Gfw5m83K+mOVGwLeVD181YuUbClZr3Sz7PWcRg955ZHDEKIXe8yHL33qDb6uvNla/fVF28VOCf+Dib3qB3eBDLAVaW1TaCvk8FgkgN3aHyfWn6exbBOkKCvEE03J3sE7bB3YH0sOwI8C4rB36Ye28qscKHJhKVXU5rkcqrDvoUYCfG1Ndd4eWwrVhULftwQaNIKEyRgy51UeNIIwvOASbiGsT8Z57CCDSIqrHAKIBbr014L0YcKnIqVzMPwbUzYd6Mr+uynkDflxef17c1U8Hn6cfJuVNfTFosQ7q5Yf5/MtF+NeDu4aZi8Hdx+lsfhEyz4J9gVQERzBoSWt3oNz4+TVgv5+ktzvpUj4bKFv9EITYKDJJt9ZoUN6ABimotL+bfDH5d8i3R0sDH89vlx8fgInaWZcbwq3GXn2sq0/tAj9dQl9MPk2mf05+CHDSSs6NlG3yve5s5/FyJk0h9FFi0Nn1JWfm7BDKyzl1cCeRc0KkCMg52Hm0nC0FN6aV08LlUK+sjKw/LOrZw6EIgvWUK05xcWcD8hQiT5GcnWKPsP5oqVP4Vtsf+xHwy9vXr74HbrwWiOSqu+mke1mrQyZKVmWDuvo8nd1HHYPRITNaTUratJcIDnfik/LD9deS3RY7JiCXK1BxL54NyFN48RTJ2enFY8w/2o07p6wDAyDOQE+JGIFjzBWpvNpzAXkStSdIzsEJWmv/8XL3xmgg9NIULItXh8t9/liEGr5vpFxhyms9F5An0XqC5OzU+m7jjxY6a8+a5VpOvLGCTRfYqemi6bkYTatPgaHbWW7g+265sIzsIKTnUm1m3lE/kZzxDC43hOJePXlwp/DmKZFycMTW2nmsIyfrjEEybGU3MlRKC7fij8pJ+a1JJuCF75tklMOsMXdteGnYWDtu27HMyGAcoTVAMvaOCsUb8DdWG6BwLvxuVyUIdga2t0S5oalKIMV1yQ6BtNE4HJVKjZTikS2h9sAamoMbuRHVq4XYwKoOPpHFgAs9YStHN9eTh4NYg8bnhk96j08f3An2+KRI2bnHR1h57G7XuEGvLHsrBZygl+csIY6Jes6SFEBxLScP7hRaTomUQ5+ntGYeLWYOezkSspYpPQTkdEjdpY3SHjrs0r64o+4y+zKb1zfV/PPgrp7Ny8DH5MP15D+5UXFgFWYzVIsCb5GNsyCewkhVY3bsYOjDRpwpTnEfnw3IU/j6FMk5NH5rrD/S5ZPxLux0pBRJE3DAQb8HkvbNaQlQgLOFWx+a96j09qR9pMemHteVNdVoDKXybmhrVWugYU2WnFMGyqFjW2KuhPU5aIHIqLCbWctCLcIIiMc9FmmawRrhl1rV8wyhgh7ORaZFVZ/nIok8NLRpIxU/AelDQsmlQXyLJfVGLLl89VjBZFpkHBhM3rOKCPQcoAOzM8JPsxGYjntUtoCwtQKsZ20QGtvDUdk0CevxyGwgwGvRRmXnKfn2bGKN+aDerz2bmMAw8epBhcSG6BM8QqkKdIU2VDizOgvdqCE3eralIZvDiL6CXEZVJgTksXkHkzGKlfPSiZdWJPxk+DHMpDxx1pj79Otea7ZKk5Myb33AU5Lti30vcQg/beHXBo5OxT4YSQtrn6G/U1Z5hSHmQTHk/rgD+EyI8hgLx6t1DpG672EAX1pM9Tl4LyAPubF1tBwCJ5ARaSM6VU13m6p2UHqYFhl9T1hzjdo4bIwo1QWjiY7aLoS60EAhL1SrvFCB1j30C6XFVI/9Qs5g0wwvN5QAUcFxi9PaFRg2FbUqyduQzfdRnU6LqT6r0s4EYSilHUo5UUQt+Oxa9/fsOi0qen527Uj6aL8DTr52FFBbnQ3q/WpHDN6BKEaWeJhy5JUNqJuHjZmg3nNlbdNvZcEeMo/knsM6Zghow85OWIANMaD72mblH9rglSdXVcTKj7kaIdchAvRYjevh0FsYDcd6WAa90Qhyo6rHGJDZB8ymAS9cPEMrdNb/u2MzpmnHwELbZrj/1+scdEzzeJpAhZuSMgIp8Txg0xxypWdnW1KMACLLp+wBQ7bbDKOT8nMHTJ3fkPlscdvCeRhocM8x3SFpYZRWePrgTqLspGjZqehIW48WtVYGbVPykgLPQv3EH8vRdHr7mPNi67ODKK7p5MGdRtMp0bJT03GmHi9p7ZCVsdK9SqtBRwJh+XAxmS8ewWs0GJUrVHmJ5wLyRFJPkJ7dgXmUBKIlj8AKFIB0B7wxeIxZLdsAk0KyuWIV13w2IE+j+RTp6TjH5UENxIuevPOIVurBomHV0/5u2WiTG0R5jacO7kTaToiWw/fx1tSjJR3eS4asl5pZYVXy2Vynq6nSYmjH1VRbwzoO5h1vDqhYeyt1hx9adPLXXmzdyMAqlxtCcQefPLjTOPiUaOl0xcWDlt5B0EZ5oL3bgB6KW61VP5qfT5CpPfy91Z4h0jw8aMuijSVEKvl2moCaTDao92un8ZqEG6Wsg/RXVhO7bFDvtbJGWfCy1utt8isbUGuVD+r9VhbAO+G7mZRJfmUDag/ZoN5vZZtLskJ4AUjiwQXDcY/FhegCoQCzHrGjw/Z5/HMuiTLW4/E4Q4qs8A7OycdmDWpH2aDezxs4pVVz3hOMEbfto1xZpQqnC4eFWY9OAscuV5yyNZecQMpMtVibQq7UdHxottX249LrhgAmQHYs1ehHINTrNr0rq8/1QxgJjcsNnryuUwd3Aj0nRMlOHe828WgZI7M11h/S8LOJ23DKprAqnLZHcXOjZ5tZbB7L3jQEVMZ2MYSmzzOIQAopo/i5o7+Yeki/bG7gxL158uD69+YpUdLlXNFWA4+XsNcG2KPwhcnojtKrfB9rc3875wpTXtS5gDyBuBOkpltv01bTj5a50daGj84JOTenTR+lFat1XGklJXziuk4eXP96TomSA0sorY3HC9k0B6HZSTVnOtNHCaW5fsHnBk9ex6mDO4GOE6LksBJKa+LRMrZKaw9Wi/kv+0OVUFKip2sJxTgw8YEZNc1XnkgMKfPRSyg2yNbmBk7cmycPrn9vnhIlh5RQWgOPlrBTipt/IDXVmsH1UTppbvrKDZ64iJMH17+IU6LkwBJJY+KRMmayHmXHRXLyoxQDahLuIz0m6v36i5rJYcL97camv7Lsnc0G9V4rG+CR0dY7b6U7alhq7MLGVcStfyJTgF/njGAjLtxOFKfsXpwTSLE9eWkLuXLT7R7u7cYftzs3BDT3glilpZoq+IDrAncE2d+DtKAYc8Mnr+zUwZ1C0QlxskeY/Rcjj1cy+eYyIS09x5WdOtojyQ2/1dzFmCtQeWnnAvIUEk+Qm30eVv7F+uO1HuILDq4JpBlgfZwq9/dQjTKeckUpL/RcQJ5C6Aly07n+/RfT76Dy8MMpI91c5YGTNo3VU83mCodcadpmJRs3u90P9RQoFW0YzZ3dxjiWKiV7TTkYRHtVaG78bLOEzZtf75kCKWd0vCl4BeANSMdC3vheKnVhlbLFKR4LZAPyBLFAitwcWqlrjD9a6QzOkAItHQx5qdtKHi9mIBG4XHGKKz0bkCdQeorcHFjJa40/XumI5EJMKz343UtdYbKrloEcl+CnCFRe6rmAPIXUE+Tm4EpeY/3xWifvNaMSau0zSvnjV/BsyFAwN3Tywk4d3CkEnRAnB1XqWhOPV7HTHtlIhyxmVdT6USp1KdLUuVJHVscnbR51iP289+KIf6yKXYo8da7coQuJS7xpGGe1C7+kXKVVfVTsjDbIueET3/uTB3eCvT8lTg6szLVGHqtkCP8hK+3EtzXupZeOjFU2V5zSys4HZP8KT5KbAytzrfFHKh2QWXg6OCY/OTug9kpng3q/Ew/NzdKyE/1d+tPuG9QA2aDeb2Xx6zUGUhjZueRXNqAmzAb1nivL5EOYhv6QK9O2bkegWGDa/fcb0uzf1c+zqpw8OFrOx44JTRR215H1a0Jai/a+o3lbA8IXsLBJfyO2RmuVDer9RE0eyXjSmpRQFgkJVtXDMsL5aMjnAGNzPsTSnZ/DyK2KZoub8i43prZF4Q2OpcN7CO/qlAtTbOtjAO2wGWODXgq0Ecqxy9HN9SQCLmqG7JAKZ9kZgDueynOjZ2eC3cny44XOXnFTVBSjAPsVugHrXW5I5YWeOrgTCz0hesSE3lp+tNCNJe09SR/BN+CEBD//elHu4+4NkLIFLK77bECeVv8p0rTTD3QRRLwbcM11fMgozYQXCvA/lqPp9DbG/WmIeZ6WJmR5R5ALyBM7ggRp2ukIukki2hVYBU2d07FQUKTVMYbqPw44OD+XG1Zx7ScP7rSaT4mebl3vu20/XuxAGr0X7wnVx7go53HcDaBcIctrPxeQJ/YBCdLUqaVmtySiXQGFtAUIFUr5Q32EjtjHn2WE9TS5QRWXfvLgTiv5lOjp1Ce72/TjpR7ebAwoqWeX+oAhuhtSny1uWzgRgFXM9eSJYZXXeurgTqz1hOjZqfWOth8vdqetIUInHeOw6rXC30RqmCtgeeXnAvLEHiBBmqQq/K0g4t2ARxv8oVi5YxVB9bnnN42anBtWeeWnDu7Eik+IHsE9v7X9aLE7Y7GZZOfFSBC/f21HOgMqO6DiSk8e3GmVnhI9HaZd7Db8aJmz8oqt9sKzVw2C6T2fb65MzRWzuPKzAXlaD5AiTZJ5fqOJeGdgSHm96jWWJAOFLm68vY5JahQ6yhWuvB/IBeSJ/UCCNO30A/FyiHQBziPJHigmiakJRz6XF1ALX3F5TNT7nctjDWGTEz17SOkfkA+oLWWDet+VJS+sWVAZrKwDlQ3q/VbWOxeAhhCVxaNTiwIH5BfDz9fVp/rLvcOioApjC6YCnF6npOiWT5vOB8+faWvBD65+u9SWztlUNFZ2yGMymkY8VspSpRwOjSIz1CM3ptp5QhjnSljXo/UNk60OgoHrTqoIrg6s1irYsnQ7Ejp/XIspgAsN67RFO+LjG0yifPVqMJqtssx7j4RajKYbwM0Bxe7BYGkU54N37/64uJ3PzmDwdPDmn88uzj5Ob+qz9sWng39cPX970bjQ8Pkvr1++vHwV3rCY3Z0Nrydno2kwsBAaz3ID/23Vw1ftvnNuGkEceK+beSTSDzYNQoqD0iwUFFyMoS4zbxOlaefM229gVzkgxI5DbBCHfMg67aT62wz6H8ogEqKnqyFYrWKP9LVIHWpcjeCVNH2rfyyDSI+mzoYBPvaq4oAYwQPiKiiWREwoPLjrUczsOnjFFDF3jRQbNtZBgu0YKQIY5YPrM9JHnY0H6dRic8o3huTCUKHXx5pdgLM9uSA9rMcljMvaoR+GNELVYwUOTKWquhzXI4UMoEcWVa6MdTWZlsq1zVBXm9HOOobgHYX2ypAYHjUN5QI0FGGJV6ZilYM+8tCkiOoz/wTG5vJXdMLXAhp7wGi8ByzlX+VN+fnbZmILUFyQXZlKc635dlOprVNVwMojR6UmooqHXFUVVkMLNB7XY+1q7xt7yZWxribTUrm2GdPRZjSTARvEIjV0x9Jxy6GomlpoodWqEY/BUR9eJSmiJL3K/wNuTnCA1z0BAA==',
            'known_keys.txt': 'H4sIAAAAAAACA0XPS07EQAwE0D2niMQF3D+7mxVIILHnBG63PRqYfDRkhLg9yUgdlrWop6rHgUXm27QOg52nk16X63kP6++iwyDzOOq0PvDlLDp8vL/4hE/NW1RTSVGaOYZCNSmod1gVExJBdFwpJw7D26tPyZXhDjxfeFnn5aHxxB2jGoUdQlbOFBz66ENtDNAAckvstLjsXQgxHtje79bpR6duWeNasnAwjKE1NU4Va/UtJ63eBwoICqa5/Ft7v1ufPPKlY5oIJG3DGiF7RJRcs4gEqcmhmZonLcVQ6cDuQNem89f83TX0dZvjjJVCqUoF1MCRiwKibNogZOd8SwEO7Q507TbytWM5ChqkmrefHls2gIQCFGoEjNtf2lcVDM4ObO936w9DRe7t9AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUon0oNfSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2jZV3Vb2eTe44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEXeTQpJYAAAA='},
  'host': 'monitor-02',
  'truth': {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2023-09-22T13:22:37Z', 'ip': '146.123.250.164'},
                                         {'failures': 14,
                                          'first_seen': '2023-09-24T15:29:24Z',
                                          'ip': '2001:db8:11f4:b3a7::1d7'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:d0967cc6809f8cd38ebda93cfebb951dbf2ba4716d1',
                                           'ip': '159.163.15.117',
                                           'time': '2023-09-22T12:19:50Z',
                                           'user': 'dana'},
                                          {'fingerprint': 'SHA256:7b4ca1608ea873162423bda00d008d5a1e918213344',
                                           'ip': '10.3.231.141',
                                           'time': '2023-09-23T06:08:14Z',
                                           'user': 'jamal'}]}}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9Gq1tsbcZwxSCMimTGcXbN3b54OP1KK4ohyDLR6maejJXfkN4ZwWZUVpZazfE8BrDcwrxNkYAPXbfhJWWvGU7URNJy8s97mGY5wtOf7i0hX/b0Y6ia/cD1Ty+V3QAAAA=',
            'journal.json': 'H4sIAAAAAAACA92dW29bt7LH3/enEPK0C+wo5FzIYQo/GE26a6BpiiQHB30KdFlKdOJIhiW3DTb2dz9cy1JiO1LEJY20yLRo3MaO699w/sOZ4e0/j96+ffX8/Nc3Fy+ev61/ef3m/MXvj572HlkXGIlEQLwlpEf/6j16+8vL129+O3/xvP6CP69mj9/99RgfD+tPvf7j9a8v//324tnz395c/Hzx/FX9JYvF+/HjRbVYTOez5s//fvGs/n3nCer//v3VxctXF2/+aH7vznf5+fyni19Xv29N/Yn4g70+/3fz/z0fjaqrZTXuXd0ML6ejD9Wn3mR+3ZvO3l1Px73J9fxjz5q+hb63fbChdzW/XvYoSIBe/Hngae/5M2COn3j9yzmwezp2yB4qU3kaxJ/LxC9Fay1zkCpMKsH4xVUAnlTm0X//8Z/yDHY1+Pj2Zjb9+5/1d3+6+u4/PO2t/q03v6pm0Zy1EW8W1dqS/7yZjs+sMfhDb/ip1/yX+SHBAGxAgCxZv68B7oM7UvCUwWLx1/z6lnE2/TBffPYT5L5A3xq49RMOgLd+UhZq2zFujLAeYm47xGiRnQTaj/tmPH/AHfbm7vXWwn/ae/Pmj7Or5eKJ6f3Y+/1/n509eT//WD1ZffrH3v+8fv7q7Ho+X8Z//+nlixfnv8UvuVlcPxlOZ0/G8xhIrntXi7Lwvwx7/K4Jw17jr8a5HvKHSk+BJ3TsOQY4HZ+XcFR5U1/6wLgSNzmPyeLOB/S04nbMGMgy6Hh3cIeI+3Y0v2ib7mn79rM7pL34tFhWH0fLy951tVgOoh/M3k1nf5dligOF/sAjdrNHbmeMd3gbnA52f7FWO+GrPk4v7+gciGLGt8r24lRKm7O9gR1wMMMJiwx85X0VR9c7cWB4LEM7tmPPzsHIjqEsK7UNErX51h4B7WIEkw0hWhFYZwaUA5LbGCMaR9g2/Tef3BEhBlfL3s3VeLCsymI/MCjc94AUdEBE44xzOt5+O7Uqzv3v/qpmXzL70A/ct2E1+TsAbxIn/5xI2+q6tsF6VG1LXccZKvggwKKD7Z120B/+3/z6yxCT61tH/ViBreI+Wwib434YxknBDJyvXMV25EYMwQ8Gg8nAj9h7g4YnccBxXIWyDNXWPxoLrh2EWjpI/EEJQzDeqXY3JLAS/+Bm+T7C1x+q2XI6GixrG0wG08ub6+rH3uX83WzwsTrrNcS96vbDcvnpLP7p3nVtoLPe9fv5YnlWu5ftW8Y++l5jurM6YJZppJ+jAR4Gy/v502fU22BJllLbIJE3lsIIMWtS5Q1glKeHbxEjxQErmPiU6Z/E6Geav/bB/+nVy9/uYovTKI1H1/NZ+xQonTkCSyHMo8v54iHzbkIH1gT2ZJF1nZrVk4AP0+vBSscc+i4mARDrP7Nu8li2m3MAsmBH3lVugKOAo8kQZOLdCIfjwUg8WvJQa1CGMC7TXm2DQG3IdRBw7QThYnosaMF5q5ICBfHK0f5Bqhj6Nkb8sO7zg7GSGO5zQj1ltudi2DMWwFpVD/cxkioP9YO1P6zLvnrxT1aDzZ5D6mBnCH3SBTwXY1oMhS7mQ7oGsOpLvg9W8lw/lvh9a3id0cXgv3kiQE9UTSqsmCc0lBCTP6qdBOJPaYOfIA2rYTW2XI3LNNgpVwwiv7CQj9OhRniMpbh6wnCvL8TRR9D0V7EBvSG/pWXgxzQaD4YTNx5OeDSxIxOnATeqRjw0gIPBwAhEL4GRK8tKJ2wpuThzRlUK6nTSvGE8ZlHoYxoJfVy1k5wNyKnzRkagJ6wFnWdHmnURcfa1oPPOmEKY96sFvXUgdXkjQXdKEz5yQzjGduI7mZ8VMZujO1tP0XnHw6Fh75GMZxqNhpWR+D+qwI2GwQp4GPGgTIOdslTwICKEREAq0c+qJItbwzzEQO8+JwCeUyvBnDBPGORjfis2JjDeiap3W4TjhgOLcT53/XU0IGGQEywP5Wivk0YDF3NqzQkS8k8KIrOTQpj3SgrIMJMmIVvMfVRrZsFCmPcb1fhLTIRiaBNQjlX716cXsz8Hl9PxLcbN8Ga2vLkN6c42TVwIfVi3++vUy5aJuXHlevS+Gn1oUpcfV/yzD7P5X7PvCFFhcf6eI5Rpmk1L8tO2jp+Wt9b8yAYssNXld0ZH5O9uqsVyK2rdN6MyKfU1XgZiJxrPzjQ7NZ7g9+kSd4LiWLvmEMzbM9rszcrSSt/em7Up8ktAn+4WguQMOK/TsQhShDskJ7/ZWGeTGzQb1re6AYtxLdyAAK1lndUJMHyS7J7FOSwLT3/Gzxutk5k+G5McmsU3Dp4qYm8QjAGt7jOonTbKIpZnZJ32sZwQKd0NXPzyui+lAwp4iiIuyhZ8WXTaoTx3tA5CeUYmObBYa/w7WcI2JvHGe9DJOwGDjoQny6vbj9+AlLL41EWcOVoXIs7HJDtFnOThyTIGcug4luOq3QTwSm3V+fVgdFltZ3WBqExMdVUXgtiFuvMzzU6Vpzh+osgh/qSsuAQsSNkve4NH1dNux2Teb9kbhJ3qFhVXwKiKM1AI836jisaLVd2ZK9mPalSqNYUw7zmqzhrNUWWX/8ajyIxUCPN+o0r1HXqx+PeocsFanLEwxzskPPSd9GMKtWpm3p7NK8s8m9Ote0cuv2De9jMjQuKJy5o0+AABHOuQHtC43d4M2cCIIqYsPOWqKXs0ZQmXZZF2rZAt/p2sYScQLKLV3VeBx9hF+jWqA+OkTEp1SReC2IG087NMq9XnLW6frHAP9Q3VHHTOL8fERkfZi5urBmYLIxn0viw8dUlnjtaBlPOxyE4Jp/h3soYFQdAa0j2lWiusgNKrvsagTCNtcpJ7d1o8cIr6xCKlO4UX2zx4oSMGcd9XHZ6PedrX4c4an16Hi5CJYVGUSEM4SR1O4AOVhac+w2eO1sEMn49FDq3DG/9O13BgZh8YVScvQnuKOhyRyZRJqS/pMhC7kHZ2ljmwDm/cPlnh9dsDDh3obsegAxZz29TjXJ9aKRNTXeKFIHYg8fwsc2idzi1Oa0V+C2hZnHKI8/A91en5GaltnU4ILZZYAnB9xoV1dtmysd9XnZ6PedrX6QyS3MXj+hk7za0hJv/tMJE5uEKY99sO4714zU1OXqMne+RRrZmlEOb9RlXQieZTGYwm+1EVrK/LK4N5z1F1kdHaSKm7RHBIVLpXg70fjOfzq3uTDfWtWV9rDLVJi6RULsGKQdTLrRo/KNMyO0uwBLdPzLEk/mLFcOCglE0qrYUsPx9B/RqQYpokZbGp6zlztA50nI9Fdup3p3Onq1dsTAYJdE6Vs9aO4tng3fTOiyUPA1R9EXlZdPr6zRutC/1mY5Gd+k1w71QFexOC99Yp39PGlHdi1urGmxyN9O2bb752Cg6U+tAo3TZIKDil29qYtC4xe7h6fwcQrRcqi007qOeOdvqgnpFFdi9d73LuFuqNNSUS6tzPxUxH25JyN++0NmVLSk50R9Bv1mid6DcXi+yz9eShe6cr2Dp2xik9YccSTtHuZCMey6LTV3DeaF0oOBuLHNjWbNw7XcEs9bv1yl1dZ8wJ2ptorC+TUV/PZSB2oevsLHNY27N2+mR1g6lvNQKlJ0jdAc+NtWh7YpDAZdGp6zlztA50nI9FDmx7Nu6drmBLzokPuhtfV42G76XtmZ+R2rY9KXjv0p0CvA8UnFXRgtdK1r7VGSJHYsti0w/qeaN1EdSzschBbc/GudPVy2Lr7cS6GakHc4r2JzqTtCadIaW+nstA7ELX2VnmwLZo4/bpCvccSIRAJ6yhOc0uUCumLDp9ReeN1oWSs7HIwbs9raQvbEBg67wNpBvAkI/fFnVUv4NVJKO+nstA7ELX2VnmoLZo4/TJ6kZkYGO804U/4KLsFu1R5gChTEp1fReC2IG+87PMgW3Txu1bKNyTNeCUCxCh76ltmp+RWrdNmSjVKQJC/NsbI0aVt76+5AgXpZCLmNi3IX6063thmktpiiRVDv3FIGoo/L4rlGmcltelbPX+ZLGjrT9IUDYBHOElto20bJL2meYIqq71QhC70Xp+xmn1Gtt250+WOrEXG7zRudpRUE4kcUdgQ1mA6tLOHK0bSedjlMOl3Dh5spTZOxv/Yd0DbMJB/UXzzbAx8aIyOdWVXQhiNwrPzzhtXjvf7vvpQhfHEL+Hzs4PkexTuVa9mZzss6MnszF9c2Ah2RUcChoEq9uqDIZPE/NRgpcyOdVjfiGI3cT8/IxzcMxvfD9d6J5iTgtG5+aKAE59MX0jI8Yauyw8fV3njdaRnrMxSpul860unixjb4WCD8q77QMqHd8fjD9OZ9+AJYeMZXKq67oQxG70nZ9xduo8yffThM4GyEKIJarXORIdHBRSoyXdN5+VfXbcM7/RFYgR0l3Bu/piKdLdLhZ8UD95tHF+i5N1KBNTN+SXg9hByM/SOG3OJW11/WSZO8scELzylCfmJDJnZqIyMdVlXghiNzLPzziHyrxx/XSZO0TrwOs+lBOC0vUQV9Nv5S3ICe3WLCH1RV4GYkciz844O0W+2/GTJV4f2yIkBk16MVoXX+/eAYTWcpmg6jIvBLEbmednHIXtb7Xzp0vdAXD9Qr2uBcifZv2UPST0Y7Pk1Fd6GYgdKT074xy8ftr4frLQgyGwXph0DeDt6RZeTJmc6kIvBLEboednHJWFF5MudIuxnAdAZQP4I9wQtHk9mRNHOjtQfaWXgdiR0rMzTrt7grY6f6rUvUfVZ2w1WjfHfQ60Zq43zRTBvNdzoAxc7wxSJNS4j+DIoxqZhQph3m9U0YBo+q3Y7J/ujcxobCHM+42qR3Kh2cvHynOQaK95AvbB9wFN38lqqmFEKpNROc8qBlEhz7rrB2VapsVq5xanT8yvfKy6AoZgQbk9HPj46naAaQOcH6O6ugtB7EDd+VnmIHU3Tp+ubiK0gYxo7MAUq3Wi5E7b92tCjoC2LDh9OeeN1oWMs7FIm0WNLd6drF9nnbNGyOpQU97hvM0R4KyM8+0jwF87AYmk3rVbcwIIBitOh9MF/S0qG7JQiX+XRacexTNH6yCK52ORVptQtrh3uoJjjcngda+bEyte/977DcHKiecyKfUVXQZiF8rOzjKt7sPf4vYtFO5dfWsNqgS21R0IRy60YhZiC4M7gqCzRutEyLlY5LBCq/HuZP16SxCLTPQ61Ii6Jz02JCBI3pVFpi7ezNE6EG8+Fkk+y7HFtdOVS+LIi6he0i5AeIRLyze0gxyCKxNTX85lIHYh6+ws0+668i1+n65xNhzY694MJsByEo2jEefLxNTXeBmIXWg8O8scqvHG79M1HiCmLz7otAbBO/23pjYgOmNcWXT6ks4brQspZ2ORVm9KbXHvFgqmWH2EoLuPCo09RS8MjMMyIY8g6CIQOxF2bpY5sEdWe32yvsV68UyGVMIaZvj47wGbEfIxTuvNCN62aJRK/Wzi+g07PQkwad9VvGHrnDXBlMmoHuMLQewgxudnmRa3F29x+nR1CyEiBJ1ddvHbnWKrEYlJWwrJh05fz3mjdaHjbCxy4Fajxr2TFRyMkENrdGpPMl797otNe2Lr91eKglMXcOZoHQg4H4u0ud1ii3en6lfAOWcdgu4+KrL7b24+H42qq+VD/sWfo8eL0WB27+Vp6QN9vqLLWF8w9X0V7D5BvLZHc3Q4hJbniAW8YcVzxN767M9OR2bVux2Oybzf2WlBI0GTsIB7DiJzKIV5v1ENMVRRcP6A/v7maIUaMfpmeDkdfag+NVSz6Yd1cz9GaHB9622f1vNSiPJrIvTT3vNnwGxD7/Uv58DuKXqialJhxTyhoQSkQDFMc4xS1gY/QRpWw2psuRqXaa+20b0xZKMBawy3UoQz4AwxklM69UAuw9ehTJ9i0hP61vCqcTqdvbuejssyz+ZEr+b4LKIvmLcist4kPh9QkyJ5Dl5pex4Fr5zU7WCtlyILZG0r9lsrrNWOD9T+/2A5I7UBOAEA',
            'known_keys.txt': 'H4sIAAAAAAACA0XQQU7EMAwF0P2cohIXcJw4TliBBBJ7TpA4zqjMTFuVIsTtSQelLL34T//7YUgi89e0DUMdp7Ouyzrux/az6DDIfLvptJ3yx7xOw/vbM5J/jNmxh+RZvZIRL4SRU0o1sRAzWKAKHmzROLy+IJGJwx14uqZlm5eT3sZrx5JJFCFXCiGxMqshZB88ApWQTTGFyXsUU/DA9ny3zt/6X4yLk5Jy9aWBUo1AsMaLCmVA2ypCQC0GxR/Wnu9W27+OpWvFW2JUUHaJHYKLDTOGKAaNVYNteY1IVeHQ/oTuXcY1dY0Mu7ak5AztR9YBkxPJCkFEFb3kaAIyCqVD2/PdmsbL/Nkxy85pVatE1eUQrYuOiNvnwJjI1bqsuQ0lLQd2B7r2C3f2+Pj2AQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUon0oNfSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2jZV3Vb2eTe44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEXeTQpJYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2023-09-22T21:08:37Z', 'ip': '61.11.129.220'},
                                         {'failures': 16, 'first_seen': '2023-09-24T16:37:49Z', 'ip': '23.27.230.68'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:4121c76e6a3c93cfb28f76c3bdac873147269208b2d',
                                           'ip': '159.66.124.20',
                                           'time': '2023-09-22T05:55:09Z',
                                           'user': 'kira'},
                                          {'fingerprint': 'SHA256:5174756dbb0577340754ccbe08ccee26cb918272c5a',
                                           'ip': '10.47.145.218',
                                           'time': '2023-09-22T08:33:48Z',
                                           'user': 'bjorn'}]}}}]
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
