import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'findings': {'compromised': [{'ip': '171.68.54.210', 'time': '2023-05-12T08:39:15Z', 'user': 'kira'}],
              'off_hours_logins': [{'ip': '10.35.98.64', 'time': '2023-05-10T17:30:05Z', 'user': 'umar'},
                                   {'ip': '10.46.214.213', 'time': '2023-05-11T00:17:02Z', 'user': 'ingrid'},
                                   {'ip': '10.36.36.207', 'time': '2023-05-11T01:56:51Z', 'user': 'pavel'},
                                   {'ip': '10.33.20.183', 'time': '2023-05-13T02:57:22Z', 'user': 'ingrid'}]},
 'timeline': [['2023-05-12T08:26:54Z', 'ssh', '171.68.54.210', 'kira', 'failed'],
              ['2023-05-12T08:27:05Z', 'ssh', '171.68.54.210', 'root', 'failed'],
              ['2023-05-12T08:27:43Z', 'ssh', '171.68.54.210', 'kira', 'failed'],
              ['2023-05-12T08:29:35Z', 'ssh', '171.68.54.210', 'root', 'failed'],
              ['2023-05-12T08:34:49Z', 'ssh', '171.68.54.210', 'kira', 'failed'],
              ['2023-05-12T08:39:15Z', 'ssh', '171.68.54.210', 'kira', 'accepted']]}
HIDDEN = [{'files': {'audit.log': 'H4sIAAAAAAACA+2cUW8bNxLH3+9TCH5pDyhokkMOSQNC4HOSuwLXu0ObPAeqpdg+xJJhSW3v298M1+LKXq60sriCqiQI4vXSsTQ/zZD/GQ538b+HyfDjL+9+/nR5dfVhcD+/GY6W47vF9wo9OCUBUCgdLhBd+OvF4OFuPLTG4WBJF3Iw4i9GBxPQ6WAH88n82bfLX/87XE6vZ9PPd9PJOP7272YPw/9c/nQxur6eLaeLu+nN4OZxNF3MHufDh9H9p+X07o8BDS6GZ4+3k9HZYPLHZHh2vpw/ns9/vZuez+e347PB7Wy+mI7uJ8OLi8/050JJoZXQJgit7WA0Hj/mRxaTx/u76ejLkH7N4JHe7Xx5fT2Zz7/7+ONbesHZbHE2uIzXy+l8sjj7yyLx+ee///7jv1oABU+AvGwBpKSEiAYhtDL5Mru5mw5WP73Z6DddLDwfT347f1jMz81mQyvK6WrN4suPH/7RMBis5xdSbLBaGWxlKOARy8XthDzierS4m00LeYUSyjihVMMp6oE9fCIbM5GQDYYJ6bKESsdMv3TyERPxULAwHmjBkyLGgusnYjIG9hUwaK0AG+01yV4NBwuYm98n0x2mUcPTmVBeNSaZeqR4yDAjC5oZ2bKMtofMcfFpCZoIyAMDwhZAFAYVGqdVp6CxOy8zGQtT1OjNhlaU09UWjzAaJK2rKq6rLhls7TF6BK2Hij6dpu5IA6X9ocKjpWM8vgVP8geQrid/aBrYdRLd0R2cgSCkjv6fdKj15iDu8GX0OO/uDpb8FixJpPAS19pIcYeIgFR0iCBbANFHbKoJArs5hNnVIXIWdp0gKsrpas3iXz5c/txwCZTKauEty6ywEqKI5OprFstorkez0QXoZ+a0gH6aPUxerKIRBv2iH/ibyfS3+PWBLVv88FJ4RVNe8Lp+nE2bvN7UcPgHtqgNvt4SHg6BwjA4ni1DkpwoD7N+siXdw4PSJSDxpeCl79QDpYOD8aCQLroKtOAhd8cqOGy31RN3DY6MgSk2YLOdFeJ0tUVyeuCk1HqWUyFJTtS2P8n55lVTpUFhhGnMk6vbDT/4PLr7Mhl3EZl5KmiFi0I8JJGJIA8mxPuFs58EZzrknyYuIFiWTukVtj8y2emjQmNUnD5cC5q0thpr+1lbG+Z1lVrtC2veEWhlFRJYaoUkLdHAEZYvQCBQNtLwhHS/vCswHKW4+hVCC5xUvACl+ileNO3bv3Zx9dPbprVBOlo3acZ0MolKRD1IZj43WGmZN/j69zHZdzu7n5xX7+D6fjzU75114LR+j5rmnHf09RL5nsZ3qPAKSdbilZb6rbOU6oAD9GukIqjleHZWU2AAKgMgvuQagG3a0jt6ZYFWseFJW1oTmtrShhPXluQCQMI+RCeotaVzRzgfUPbhRWM2eLpbei6owCAaBgMtYOrQ8LKfueCldWkmkK+uYua8ACgCuVzKxtaS0rsjzDCsEQolJaGykZ7WI8W9oQIUgAHZFkApx0Bj+skxchYWSDJyHhF8IN9z0f2TYOTS4/F5hJHCa6Flo0JXDxT3h4hHV0uIa8GT/EE5348/ZAxM7qAK5pxeSqmdCDLam2Sjs3BsOSfNlspShMhG/X5tpGjmyWwo8dc2MJukGh2qb2wiGyukZnmhksZ0RSq7p8AmCI2a2aS9dq++sYlsLIpQ+U2Spd4eazXndYj2qulERk5oLlw4BWUZla7p9M0nt0ivAHmemJVpAZQqO5xw91LZyVmYVmlbctfES+XV076qUyuZigazma076cyWWARtBHjOaVRSsP5AOc14tJOC1fyh5XKatZHi4REBGRfXH9cCiBxeV/4iu2lYvbOGzVjYNaepKKerjfUuTwqWMnppokMkDRuUGyRDn5ts2vZR1+pd1TvI17ucQUVXscZF35MSAlJCdB9RxZ+7wvfkbO/pfwUH1XfbK2CZxL96E2tItoUGUv4ifIgrR1KswegjDA3yDvYQi43uhDRQPDAinsBbSU7LFjzJS3TH3fadAyNjYNfN9va4yIqt4DUI5PYjymCTvaiPVGxZUs1AC7s2jfpIPVJabBEjWk2AE2CtyzIq3qLSM5980ERAhltUnIYWQElskQrrqUUlY2HXksiuYosstsIblpfapG0EsE2xpewJia0sDMX7yiIALym6Vp5GNmEYmkhPG4YmEWVJ2CDDwLp5KQPDbzgzcBowAGzQwsq4urgUJlI3YYCUpw7DejBCQvQMnzzDZOYM7cNpJ2iAWmlhfGRRq9AQjlCFKqEAhXOZcwbV/dLLaQXHIusNkC1w6uSsHwXatG7/xCwnQK2RgaLCsCdA2pCXCvuvhO6w01R195Eg9wKfbzU9HylbCWU2KLzkhRV0YnOIbr/s5HBcbDT96iqjB0hsjPnmN8zGcws/V3cgqVPp9De/ITaWe0VjYRiSWFUSvvkNsXFBCjAs1yBpVz5Jd6hiwCEQ7VcMqBghHwt24MoyKtoccQA+WfVSAXoKMN8CqG6X8X205LdY2HXnZad2GW+t1UogRgUTksHGHqGWJUmHSmifOcBQ3S/uDREO5TsEx8gWOEnLOhX6UbNN+7q21bar2WySR/ku0ss5liWmPrsEmYwXN5zlPIkkjz9xK0yILJJ85Yao4+sjU15YTf9CZgf3aaB0aFR4bOwrNNCCJ02UXffg8BVb1C8NLNBHlnWHgPRafA7FmaRKeWv8CJ84ooVW3BXbaDleGynvEAwIgVdOY1sA1U8csb6nJ45kLOy6cu7UeuwpqfVIiwNvtpmkN/WBTibtdhScOzm8Fs0TKfVAaX94wuOiP7gWPOkoOErTz1HwjIFdO9E3HAXPpB+UjwHQ2hknCF/b6/pPzXbclwb6a4TSuhE79UjZ1IzYIFTH5J1JIlNbdbDU7BCI9kvNKkZVU5yVZRkVb23omU/LhBIBBZ5QrGoBVLfAGNVTc0PGwq6SY7fisgN0/JAzTs1sUqD6gN0NO6Zn5L28ia2bxwJXA8VjhglZy/OKhbKEiievvdJpiRjGg7ECb00LnhQxqE1P6WvTwP3bgTJtcnwOU4pgo7m1AsXUJmdfig7QW9vkKhHQcizU4HsE/BtauiuddLC9CS6TsFcvsaY5tnm9UYaoxpOPthaeTh7nmTdW5NplDoQ9DRT3+ojH8ENH6ANrwZMyU9+xCe41J95eGti1atOemea8nlY6JUzs77K17vQwSHY+t1hrv9Xrq3fw3OspvFbtoRbRuXj02VDKb/gnXtX+Wb3MmtFbPJ//aoHINRlb68gDdUbveHCAkh8vQrMks7pf2u8rOPTZEByULXBSHxv09ailpn1d8632LraM23sj2e0duz3WajCkZwCYl8+W0tsn++odlJvsM6tb9RJrBm9x+aCVdsLxk24d1iIwHOMD54wX8fEEjUb51f3SLv8EJ3DOjdACJy33hubEXmoMTfv2f/hgxuWDdsDVLZ79MMk5ANWmb0j07aVvDnYMYJMCym1U0OdOb0RoGz/4JPVsyPQp4ol35gVtFO/g+cgiyUGrVKZnc0MZ/kRgeB280LGxBpP4Q5/ZwdrUyX0KO1i0Bihlq4ekO/T1fOGPMDu2glttG0dlVrcLLxwrNJ5zBAwtaOqDMqGngzIN8/bf180UkoIFZGtjmcQlZQgYjq00vasX7FOUjlRo1Y5ptEsKErz8yqnEs4Yu+krSmxDgq6diBVRUoKbivx4qmQXGgucuVmTl4WpBeqA++OX96HGH3CQI4OS0cbKsHii9yFR4nqZd24KHlg1VnbSSutMio3bOTpoGdm2GrxCnq61B4pGEqGK94ZIQNeprn1BDPN0XvSApUgNfD5WsUCcg3goduH7jkji16HIPfPjTH7v7P5YyoGLOaAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1haXruImIhg/oNw+MJjmQfMopF9vVnvmcw7wx105RliYZcCBGqPQZELXdn3TXppzf3TY4auMTVMtbsbT21/dq2STGYzKL3JJ/CyawibTgCJ5d3j4J7Isa2A9jLSwivsB10ArqZYAAAA='},
  'host': 'ledger-01',
  'truth': {'findings': {'compromised': [{'ip': '31.113.158.65', 'time': '2023-05-12T01:26:30Z', 'user': 'mina'}],
                         'off_hours_logins': [{'ip': '10.29.215.55', 'time': '2023-05-10T18:11:46Z', 'user': 'gwen'},
                                              {'ip': '10.56.135.229', 'time': '2023-05-10T19:37:19Z', 'user': 'lars'},
                                              {'ip': '10.1.136.77', 'time': '2023-05-11T20:16:52Z', 'user': 'dana'},
                                              {'ip': '31.113.158.65', 'time': '2023-05-12T01:26:30Z', 'user': 'mina'},
                                              {'ip': '10.36.61.28', 'time': '2023-05-12T01:38:41Z', 'user': 'dana'},
                                              {'ip': '10.5.92.56', 'time': '2023-05-13T03:38:35Z', 'user': 'dana'},
                                              {'ip': '10.49.30.164', 'time': '2023-05-13T04:56:53Z', 'user': 'umar'}]},
            'timeline': [['2023-05-12T01:14:54Z', 'ssh', '31.113.158.65', 'mina', 'failed'],
                         ['2023-05-12T01:14:56Z', 'ssh', '31.113.158.65', 'root', 'failed'],
                         ['2023-05-12T01:16:53Z', 'ssh', '31.113.158.65', 'mina', 'failed'],
                         ['2023-05-12T01:18:00Z', 'ssh', '31.113.158.65', 'root', 'failed'],
                         ['2023-05-12T01:22:45Z', 'ssh', '31.113.158.65', 'mina', 'failed'],
                         ['2023-05-12T01:26:30Z', 'ssh', '31.113.158.65', 'mina', 'accepted']]}},
 {'files': {'audit.log': 'H4sIAAAAAAACA+1dUW8bNxJ+v18h+KU9oKBJDjlDGhACn5PcFbjeFW3yHLiW4vgQS4Ylpe2/vxmuxJW9XEuydlXBcBBE66Vg6ft2hvPNDMnM/7wbDz/++u6XT+cXFx8Gt7Pr4eVidDP/3mAAMh4DKhv0WbDa//1scHczGiJSGCz4Qg8u5cXZ6CKSjX4wG88e/Lj47X/DxeRqOvl8MxmP0m//bno3/Pn8p7PLq6vpYjK/mVwPru8vJ/Pp/Wx4d3n7aTG5+WPAg/PhyfTr9eXJYPzHeHhyupjdn85+u5mczmZfRieDL9PZfHJ5Ox6enX3mP2dGK29V9AoGl6PRfeH2fHx/ezO5/DrkXzC45+85W1xdjWez7z7++HZ4cj+dzk8G5+l6MZmN5yd/m2dm/v3ff/74nzI1QCjUYAs1RmuXSLG6lYyv0+ubyWD15qfRvtmI7nQ0/nZ6N5+dwtMgK27z1Rraoh0EiqB8SGApg43xGO1AISkTbYOq1f3OLSGRgy4KOaGFnGwJaHxPptDA15ctRA3KGiNw4wouGTiILcyn33awBecUahXdY67y/e5tIZETHJNjdAs5/HRNosVvZwpmV1NowsumYJ5GWdGbr9bgXvz0tgE2WoOKjBWwpgZbGX6y4Ye2b4ItA776fcT4vkxvx6eVMV7djob2PXkCsvwKaDHiO7nDUyzxHATk0JCTd6yxk8hZjKYnNXIB7Zqgq49Zs/9NUL3X/FzFx43NUJ0Z5Af6+NHCRqgV2Q+hZqBAMYH0+Bbl9YJBW/RL4JYcR513SPJujjkbKSg89+rj1577Bse3EFxUWnvhADIH/jBi4MvierqD4ytjrRJ7e+waeaBr11/SE2ReNK6FHraPihiCsJXv+519vwlw2zhQUZyv1gD/+uH8l6Y9kGf39xEE8EocEk+B64B15fgOnnz+/J7ZzXTyaXo3njy0gMQF/6If5Ifx5Ft6vRNk8x8eWUgF5RFdV/fTSZOuNzU58oanaUnXm8gAzb6oeJIQMlZykAI/hgYZFPHlkFGaKHhOAq8MpriQ1SKFeLRZA4aysOb7XU8TFTm2CpqhhZwcMZ21fSYO6/jyLOG6VIsU0ETFQU3gZrUYWAQfwhaufx9PtrcFYE6Qp056TFY90LU1VPQACD1Wt9DDzxcqUUG0lTXArtZQAJjNQT+Ns6I4Xz0to9jMfVAYRR7brBgDZMUIjxCDcxtlVPUNyjIKHb5HwH+wcGJ+SW+jFguAq49YA7zB6hmd1Yow4cxyMSzl4nHlSMBZIwTOHHXDKuqRru2+IigYEoKghaAspp3tKVEqIcyGb5+bKhUtAoEBa5Bp32Z1GLw/xpjIGlIbZXWzhlKPdG4RiSBjk0X4FoLquBihp7hYQLht8rxbZAw8V7HpOUmnbC4gBnRHmE5ZVrbK+sYMke93bg2JHOZFyKEWcnIy5T31k0w18WVb8M/Npc4/fvhXA250LMjQSSplsygMHO73t4XF/MuYbeHqcs5JRVcxwyhDnGWydz6eUeuRPWyi6C+JoxjTDBq75ajzmNozP2WfYYJA6SgFCNAtBOWYardsSeweUwsI94+pBTEZIlmjyEnEgCwmo7FtNTn0dq+a3HPEpNu/7hZ18Ebp1HyBLCajO0yg4LH7m9EOps+Zv5TAbSOlXhvp2vQrikzKMgFaKGI7sFU1CnAr07c7m34B4bamv+J57XpD0IgBPapIQUBnSRkxHixo7CYrI88JHFJdY06sBzoOGcIQK/wgYRV8twx1Lbr7ZafsNYke65PXYAs9WXIH05PkLgDcVmW1K+5CvIghsL/YVK+GrCljMG3tKs5Gn9OtyuHiHOWexXdo8GLVxLFvyaf+FWDovHNVKk0HbcB6Fk7pMa/EJUVjmqVpF9yLLk0HjTqSiphsINY2cIxJl+Gpizj9aATSeqDjGSHRE5ROlXunW+ipe1jk+0m7CgC3zcF362EFg0SRPygBNrlt87DqoJfqMb4g32jqiWB5YvKKjPiGq3Vm6DEJffMskel4Fue4pQOL/4em82Ck4RyfL2++jkfbaIkyO5HTT5Bsw9USM8b+2SkaxXFxg86rAJKhuJUSJQ361XIqdgInJ1aaAS73yTX6V8thbshExROPcJPb5pxbv1pOYifYwKEw+dVKsZLR7tVymJtIpDQlr8qq1hh8tRxhJ2hnV7om1uwcrjZwGJL2qg8klkBpK4t2vO6Wpa4ra/0zVMwIlhQlN/OmhaJcWfNo+6islRFuWyR4urJWTAs8OWMUp4iC2ua0wMVmWgBkXnbK7KMGUiFIn9JDtgALR5gyywJ46ak2Gtf1QNcOUtETUxfCuxZ6csqMxvaTMhcAblt53jFlZgjS4rESWny97NNTYdmnf9krHYULCgpSUuizfDVHuc6HJzS0KjR6+Pl+155RkeOqSZRayKkXzG/pGTv3I5v4tg0cu3QjZR2fiyqGZAq1HnXQ1o2U+u9e3UjDeZKzmu9rTJsh0He/D6CgLRGsBAQjWYmvtaU7QCWk/2iwl+pmZhBUILF4rPUk2VdmANgPbYqSWMvISK/McPQwitK8gVlqWm1emQER4d7KehbMwtOCf2UGXJDF+9L5x6w52bFemQnBkcK0ORWzOGXoB6t77Njjk79RGYoN2VKPdFz1EI4CJ9TSD0bslqPOe6A981MWrokgcCJwkFoIyimdBLF+uqAFhPtv5StJ1+iM4xQ2TSdZuoKhQQb6KIvFuFG6Vt/gMJtbC2RUH79Gxqa0lkzQZkVCVrUUirsZw8vuBJM1XtSalHwo61iAA/QddsxpQclSU9M49aMe6Da+CDNeaSfFD8o6FlC/MmNNkH0TMmlS1rEQj3UJ+3MI2i/uVgyxGwlD0C1DnReLemWnGHUrekKSbuRa6Km3hDnsqVzUBLh/vahsDl4WTXgJOJSlqjtQXX23xakWmBdiYhobZPJA9+Yg9MRqpsUWeuqlmtjTPukCwP03Shc0GFn+R7kKbtaczreepWK1/kvOUoHdVqQWLR+Bg2hEabtS1pvyCI9vT7issFe+kX2sbndu9UwNKp2WZFNsoSbvjg7a9rMfvAFv2ymwfTd40RCiI/kwQRuyznQUj3JnC+eE3qnCkTKr+50bQ6IHk58E00JP7r0TQT+7Wpr4ts1CN+xpKVhEMA6iwqQiQ1aRXttjPFxMNrqRgoZGqge6toglPalYHKCFnnqLn4aezhdrAuxAIxWSiuC89gpTfzVkTejhAK2m3QQSgDQ3ioco1CPdJlzMDbjlsYMh60d/tNu/nkfRfimXcOQVxDSDYrccda2x++anPKEkgirZGaiFoKw5KWA/KruEsJfziEKIxkTltGRdIWtPfyDJsZv2NEEZ2bFmGpJjbaRzi6gISr2lEFsIygoUjetHgZYQbmsRuxxJxHi9D8qmFegxa1A0uu1IIgdhryOJJNniq7QVkH/W4EHz9XtCKX3z+y7wPRvbskhe/XSIQ4tC1OKDPi31jFluog1HqcbTQS1sJM3tcWsjXTtHRRH6RJFtoaheDduPHi/h29Y1nlbkBfeIGr0ULWU6iFlxImT3sI831zu/0T1W3+IvdpDV13hAzdNOEo2LsqjNS2skZkWKzh5h81SOIyAxltI5BdVAxw6ypMenFfXRt9BTt07R9dM6LQDcv3NaMgdH5LTSKVrGLDDR0zEKTNlVaxTY0ilo1UDX5lDRw4Fc6KEWeuqj0aEvedkEuP+ZXqUucvQm+qgo7buJWV4SQLOL7OMLPxM3es7e3fJ/DYhZSgZT2EURon3RK8XZKnywPC/RWQBdy8yjPL3KyMlr/DcWRPlyoOuJoqLHgRN6TAs99Vrx0FNhqwBw/6Orir4hYoftAbQAtvVEUdhFIQXfF+0bKMfg8iRthItaYx6oMb5bTh5UlPMpGjXffL9rz6jIcdIjAe1ayMnJqTE9nRDcxPfcbPz/9+dwpXJoAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1haXruImIhg/oNw+MJjmQfMopF9vVnvmcw7wx105RliYZcCBGqPQZELXdn3TXppzf3TY4auMTVMtbsbT21/dq2STGYzKL3JJ/CyawibTgCJ5d3j4J7Isa2A9jLSwivsB10ArqZYAAAA='},
  'host': 'kiosk-api',
  'truth': {'findings': {'compromised': [{'ip': '146.27.208.74', 'time': '2023-05-11T18:00:43Z', 'user': 'ingrid'}],
                         'off_hours_logins': [{'ip': '10.52.95.68', 'time': '2023-05-11T01:47:15Z', 'user': 'olga'},
                                              {'ip': '146.27.208.74', 'time': '2023-05-11T18:00:43Z', 'user': 'ingrid'},
                                              {'ip': '10.35.174.10', 'time': '2023-05-12T18:09:38Z', 'user': 'hugo'},
                                              {'ip': '10.37.171.32', 'time': '2023-05-13T03:15:40Z', 'user': 'olga'},
                                              {'ip': '10.18.22.229', 'time': '2023-05-13T06:33:02Z', 'user': 'tova'},
                                              {'ip': '10.8.90.173', 'time': '2023-05-13T08:49:46Z', 'user': 'gwen'}]},
            'timeline': [['2023-05-11T17:52:05Z', 'ssh', '146.27.208.74', 'ingrid', 'failed'],
                         ['2023-05-11T17:53:12Z', 'ssh', '146.27.208.74', 'root', 'failed'],
                         ['2023-05-11T17:54:05Z', 'ssh', '146.27.208.74', 'ingrid', 'failed'],
                         ['2023-05-11T17:54:41Z', 'ssh', '146.27.208.74', 'root', 'failed'],
                         ['2023-05-11T17:55:19Z', 'ssh', '146.27.208.74', 'ingrid', 'failed'],
                         ['2023-05-11T17:57:08Z', 'ssh', '146.27.208.74', 'root', 'failed'],
                         ['2023-05-11T17:59:37Z', 'ssh', '146.27.208.74', 'ingrid', 'failed'],
                         ['2023-05-11T18:00:43Z', 'ssh', '146.27.208.74', 'ingrid', 'accepted']]}}]
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
