import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'brute_force': [{'failures': 8, 'first_seen': '2022-06-07T16:16:35Z', 'ip': '23.21.232.161'},
                              {'failures': 12, 'first_seen': '2022-06-08T17:32:45Z', 'ip': '171.251.240.154'}],
              'off_hours_logins': [{'ip': '10.35.188.44', 'time': '2022-06-08T13:51:07Z', 'user': 'umar'},
                                   {'ip': '10.53.52.61', 'time': '2022-06-08T20:41:41Z', 'user': 'umar'},
                                   {'ip': '171.71.17.63', 'time': '2022-06-09T00:04:40Z', 'user': 'pavel'},
                                   {'ip': '10.59.40.144', 'time': '2022-06-09T23:07:35Z', 'user': 'pavel'},
                                   {'ip': '10.17.133.28', 'time': '2022-06-09T23:09:17Z', 'user': 'fatima'},
                                   {'ip': '10.46.169.216', 'time': '2022-06-10T00:35:09Z', 'user': 'lars'}],
              'unknown_keys': [{'fingerprint': 'SHA256:3285497f9ba6865bdd8a74177da1f501b7bdc1c1542',
                                'ip': '171.71.17.63',
                                'time': '2022-06-09T00:04:40Z',
                                'user': 'pavel'},
                               {'fingerprint': 'SHA256:e28055dc00a1bdacbb461cdbf57548b39f739ade3b5',
                                'ip': '10.17.133.28',
                                'time': '2022-06-09T23:09:17Z',
                                'user': 'fatima'}]},
 'timeline': [['2022-06-07T16:16:35Z', 'ssh', '23.21.232.161', 'chidi', 'failed'],
              ['2022-06-07T16:16:37Z', 'ssh', '23.21.232.161', 'oracle', 'failed'],
              ['2022-06-07T16:17:24Z', 'ssh', '23.21.232.161', 'fatima', 'failed'],
              ['2022-06-07T16:20:47Z', 'ssh', '23.21.232.161', 'root', 'failed'],
              ['2022-06-07T16:21:24Z', 'web', '23.21.232.161', 'ops-dash', 'failed'],
              ['2022-06-07T16:22:50Z', 'ssh', '23.21.232.161', 'hadoop', 'failed'],
              ['2022-06-07T16:23:33Z', 'ssh', '23.21.232.161', 'root', 'failed'],
              ['2022-06-07T16:25:04Z', 'ssh', '23.21.232.161', 'root', 'failed'],
              ['2022-06-08T17:32:45Z', 'ssh', '171.251.240.154', 'chidi', 'failed'],
              ['2022-06-08T17:33:08Z', 'web', '171.251.240.154', 'release-mgr', 'failed'],
              ['2022-06-08T17:33:37Z', 'web', '171.251.240.154', 'release-mgr', 'failed'],
              ['2022-06-08T17:34:30Z', 'ssh', '171.251.240.154', 'fatima', 'failed'],
              ['2022-06-08T17:34:44Z', 'ssh', '171.251.240.154', 'fatima', 'failed'],
              ['2022-06-08T17:34:45Z', 'ssh', '171.251.240.154', 'guest', 'failed'],
              ['2022-06-08T17:35:38Z', 'ssh', '171.251.240.154', 'fatima', 'failed'],
              ['2022-06-08T17:37:04Z', 'ssh', '171.251.240.154', 'root', 'failed'],
              ['2022-06-08T17:38:15Z', 'ssh', '171.251.240.154', 'root', 'failed'],
              ['2022-06-08T17:39:04Z', 'ssh', '171.251.240.154', 'root', 'failed'],
              ['2022-06-08T17:39:28Z', 'web', '171.251.240.154', 'release-mgr', 'failed'],
              ['2022-06-08T17:40:42Z', 'web', '171.251.240.154', 'ops-dash', 'failed']]}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA82WXW/TMBSG7/kVVq+YUBwf23Fi74oLGF8TSKvEJISmNPWWaCEJsTsVfj2nGx9tmmxpOwT9ilq5el6/ec85BkYjQZWgkgT4/MR0+GZRhZxxblhsuDCck2cMH5/J5OTFlIRNW9yk3oYLZ1tHXk2nH0KgMCGSAQEdkUkwwZV1kHvfBFlZ2MrfLngC66i6ccE8dXkvUfYT12CcMSLjRB9Mk4YN0Jz1vqiuXIeqQIo7arZoyzChEWU70OQALW2KMLdp6fMOj0daHbzLaNDTgV1KruGOelp/L8oyDXGb5Ok5wDF5V1SLJVkm6kLJI3Jis+saScDwBeRl0drLehkCT375wimICN99CUuMAJS3qa2tZ7V31C/9lhex6lF1mmZF5WuXH5PXlbclwR/I+zNyTkBeREfkedOU9qOdvS18qBhKoRCRs/QybYvf31Eq4FVLCpzhVaDU1jZ1611HsjagjUhG2/lwXYwGc2ak3iE/G+iNuG4hr1r0o0qDdP6lqPrAEey34wPzs6tQjg1kP6EH+SMN7NMm/2mMUbRQ/4nolVbKIaEy2e4SAFhv2Cg2tXY7ViL1oyQu0jRBOTKmEA93VRCGKRMN+LdaP6vTdj7kYfPN53UVtPbrwjrvQk4F9NJzWzZz66636CtT4ME5+ZilyKikXAqKC3ruUWyk2GqLl+lNkdUVxY/O7QKG8+B+KxgVMU2wInsigQ1JxIZ1St351BcZ9sKGZq470vB/Ue/gxuQhUYgeCnqMo1ONHE+gGH9wT6uy5IKC+jkOga0VJfqojIzHjkPG7j9uCYUcQTX0oniytbW/nqB1RX+i3SNs/HwVeICTLBmRplFsjYeSHUbsLV1JuJ/+A+ONbx9mCwAA',
            'access.log.1': 'H4sIAAAAAAACA72W32/TMBDH3/krrD4xoTq+sx3b2RMPMH5NIG0SkxCass5bokVJSFxU+Ou5rhvqUqftxEaSF0fRfc7f+945IHgqOBjkqCyb0v1N2OTDvE5QIGZCZ9JlQrBXgq7vbHL05pQlbVf+zINPeh9CWV/37N3p6ZcEOEyYEsDAaTaZTthkNu+qxHLNxeQFDECFr9pL399EeRjnzXvfrcOQEktTZf6NpkZoeVsmhc+rUAyQtEdYIY+aaRFCO51Vpa/D7Rf7o5XIcAQ9BBqnVsDj5ndZVXlCm2QvzwAO2aeyni/YwqbnqTpgR3520xABBD3A3padv2oWCaC9UwVTDoorGSl1SrpnIPaT/kGdR2RYY42IsEKOiHCZ98VFk3eXAzWkFiaixnE+K+vQ9MUhe18HXzF6wT6fsDMG6lwfsNdtW/mv/uJjGZJUaE7xNDvJr/Ku/Ltepc1R0xLjGgE9bmfV9pJnjTOqD+EQHulPo0jzJ7LLXjmaTDw2R4XuCcQxmYLHmcdo5/6XecbztqNFjYzUZdoabXymQsq14yBs1KwKMqEegqrmuqwH0cmpans1FJeSmjlCAbydoXY3RQm1vSFAc4dcyyhEWeI8hAziOy22hlea45KCJgJIl7vQeitAOXtHaH+Foqmnnf8x933oE+QS7gsCpJbhFCoG0W7DsX3IQzmjTmn5rB/WHSzanUjLFcQtsOxMkm6wra65aELPwyIMaRpE3GVckbHptNogoMiE2RjhQ+GksM/ZdEAdIJFWsQQhNiYGCVpnt1qHzJ8aTnMyEl9mMt04yEclVs6YrSiaHkhai3v/uLWGhtt/Brm71VBK+WyC/wHAXON3MwoAAA==',
            'access.log.2.gz': 'H4sIAAAAAAACAwF5BIb7H4sIAAAAAAACA9Va32/bNhB+319B+GnFYIpHHiVSfdrDlv0qNqABWqAYCsVRZqGGpUlyke2v7ynpBkcWbYuRFDmxDSQw9H063t13dzoQXAIHI3nIlvT7QUTBL7ttIIWUsdAxmliH7DtBP3+yxdUP1ywoyuxzUqfBrkrLiv10ff1HQFdYMBTAwGq2WC7Y4k3+b7bZJIHmgn37Jlll2zqv1q/Zz9s63TD6B/v9LXvPAD/qV+z7otik79KbX7M6CIXmdDnN3iZ3SZn9//fiG3hCNS+q5W1SrTsZm27Ge2SlECwC1UH2PcBr9lu23d2zexN+DPEVu0pXn3ICAEEvYD9mZXqX3wcgDRfn87KxcvBqvn+TJ+XtHkElkEXShBMy1CIGB8Mqrets+1fVsiCoCB4JXuXLdV0Xy9UmS7f1wzd6wLoOrO1iDaYJzddjK/6p1/l2WaZ/79KqrgLJFXy9XSU5hIpLhA6vDmOBsVBPIas6qbNVkBQFX1VtTIvDeAqGHJCYCR4pFzE87bzuSBuDko4VnO+3T7h1esVpRHpFHjnHG01NiBbF0mHNpMiCdZps6vWUSfU0Y0Ne6Xn+o/umiTF8RrhMZkMbQ3h2Zp3WhDbW1o+aM/+eBAXhjLlZnRuAX254hmWkM/f1zA8j+AooUgNfcqtduQkM12dDuYRwpnkSMFbiEnxaOxXoVMD3PEJKLsIPyE9bCVDpSQFJzKMhpHGys4+cyX7wADbO1HnSNj2RqLFC35vyz9RSxNIOoOlTnb0EKpcm1TJC9Pc2v4ikTz3XYlWqWCmPA+gXDRKd7drLFxCStOcSNFI2Bchl8EQ5SZKVJHU4jXJI4yxQxkpU1EZGEycq6gjtc+eqY0SoddbdI0xDFGmomsl0+RyyOK2AKnCWGAMqhpLOKnas+6I+EqZGdNWIwzY9Cp3KMc+WgAgjTpv7lKZmuZ+6egMhzmuarsLLmBIo0nvdj2fPQKFWtOcI8Bnhb5zhPy+rW+f0bxiro3DOZGZlCOLpCpOZjv8QYpCXYFnpfJwzQoFHaHr8CgaVs4IZVt0RnYXL0F0Qup8Ez7OQQO0kPMt5GIa9FW7s4gAj53hkrFoMjbMWm18HhtQ0i5kdmY2173aEfz2jh+ibR7CGBufo5gUpaTmZ3mnp98D4RcJJUxtuJ93s0ei/S9JPPrW7rR0aSTt1ZLwFCh36PczxPLamvH2R9ZXHTT4iB7aDWfQgXy1FaK3uoRpuh7Kxk+KqgwqoZhavWjs+d8nnbJVvOX20WWkqWEdclNWCN7zBmA6umjrvgzhsb3ZGMKDZQuSSmB5SiR4GZvYoFYVWHl0ypYtL5JHsuH7T9x/UVO5jkZq86RhUE5+84/ybR53hgSseAVLSHgeynGKI3h0LrM1DTjhwtjK/yeuK1/d1234aBglGunciJTU3zTpvmRZ5WVfEzOxFpHh44ZCzXXJm5Irr/1LTPtyjB+kZtUn7bNfpprhNq0+dpPs8b2p2wa3EHoZyQ1PCPD1hagARQjOE23wB9VQmAmIwAAAyWMGTeQQAAA==',
            'audit.log': 'H4sIAAAAAAACA+WbbW/bNhDH3+9TGHnTDRgY8sg7kgWMIkuarcC6DW36unBtN3GXSIEf2u7b70jJlBJLthAorpG8CCwRjs378R7+R8rL/26nww/vX7/7+P7i5N3F4GZxORytJrPlz4rQoDWWvCBvX1oj5S8vB7ezydBqbQYrvpCDUfGymC6G2vrBYvXpy3CVjfPs8yybTuKnvchvh/+cvH3J71nM8uxjfjvNBpfzUbbM54vh7ejm43V+Ocv4g34NN9Psa3y9nc5vZst4ucpm3wej8Xg5PJrn+fJoMP0+HR4drxbz48WnWXY8nufZ0eAqXyyz0c10+Gowmkzm/LIMH5GNrofhDYM5z3GxGo95Gi8+vDlbf9ZJdf3TMsE4+XDxxwYLJxUIaSCwUCULkmTrLAx448mCxwilfruFzWi1vJpmy9l4tGREFZ1XpdnL/Otow+zF4mpSM1tJgU4onqJyWCC4O5Rw8D9GGp9Hs+vpZBPGKltMO9EgYcEEGpBoWHyuNAz7htOBhl7TUEo9Ho17kfE4UFoDZpPK6elFMxWrY/Yw/VIZj/MVU8kuD5bIn3///uavZiROR0fBFiRKShVhUHtKjUlzsH7zditfbbXseDL9eny7XByb7QYWPNPVrrX30oHwJuYHSobCftY+m/2bL7osvhcgkZnIClE11PviMxMtpI4VxLYw4fWkSENZ22n1qfvqN5iWVh+2W1gSrS5rxjZKB6eNUkKDDMa6tXRATZvSAVA+benALEgKKGSUTwvv5N7KQ3592SUZAucHrQSYKhnWhnouDwUVh8RUlOyXyu4U8aOJNGaIAonHkCGUakHCMV/AQIJOGQI7Z4gm01KG0NstLICmq5qpp2/PNgw1yqPQFLKDSvIRZGFonPNdW9lDmm0df5uwaVf5zfS4mMH4ZjKEc4usOwDOCcjTa77n/oT/DCGdUXg9BWmBMI4pC9aApNdkw7utqwGLvFaT/KgiEmDITRjF19dgbM8KZEhLL7zygUESjUDq8SV0YzK85xXsB14oQOGo8I/6QK/yOZAAK7RVgUQSimDlMyRhrBM+NhIq6UNwB9Jk7pWEDdnIxwyRBKRW7jmSIC1QxaKQZKPW+KRJNIlKMl47EgBRMiRRaTQ07EdJfEKiclM+EYL2Poj5wCKJSuZzUN01R7AVXMWrJiSN9Cye1kAo5E6QLUCq3hpk3831pmVJO6mH9tab2olQS1LCxD0ESCJR+6Sd1D1TlVc7tVMxg/1opwYYxdfXYOxyfpZNWmjvAoOkHw3CITm/0kIZ/lMq+UhtqHf3j0iMCyIKdAuSyiec7dn9m0xL/i8fvLfUUBDRa+QqIMPeEiS5yCJyb+30+Go2mXXxABCg+Q+gwlQN9dtPl1gMxZjAfrHsjokfjqQlKAITNGHnBaiFCbu5KTaifLeG2nQPigbTuhaFkmh1uaMseO6ihLFBJkKSiZwPBsnGu9a6tkWvlYVyDi11gbM/X3E1gDO+l5orE1+fWwpVgd93SufsW2X9KO52V4eGbYZyFnUsO2KBPBgQ/BJguATDu73EwuW3adYhFIwRYARW2igN9B0GBQ5ev4DDt+Bgx9BFbUDqFAa6cxhsGtY1CAqU6Wp7CJDX0nEGDCVQJwWI0g+SfXctRed2hkAxg+YIYD+XQf3wuKSghTgMH6R/ii+pmbyrEyJvVNjKDzVQq3QyT36zE7KOnnYnZMGhFNoF79ZJDOKeNpI/fcnnXaIdWRuBYpnkq46hGuo74gsmJjZDWrcw4TiAgka3Xgi690INlnXdSC6BVpfbg57XUJFwEGSPNpWlNEgm3jVW4e66V86hJeoNVzJNv3EHBBz70urdMd9wvFZ+R93o7Y5utQ8dLhaOnhQeKXdQh6pKCQx7+5UIWg/07OQlD4r7xppaeKQDVez5OHXTrK5H6dsOUzc9nM303gpu5YKZSdmRTg0/3T869nqnh5dz2Keya4iBchZ1LDsqnzXomIZVMQiqPUDX8EwaWHjSB8sWnbZOuIJF0nV8fWgHy8YLiHsEptKE1VC/jXCk4oXUIS0Y2S+V3g6WH41IY6YskbjQHBrVgiQdtmqUPR8sN5mWsiU+9GC5KSSIWO8I40LnZ5IYtGQO4yxRcdVQ3rA6YhqcpgtA9wZ7PT8KRDhJ8FoHIkkKWg+PT6SbNv4RSJxGIU3QjCZpRveskXjLWqpoGEzSlh70gTzQi144tttYwV12CeTuWN88PKs7MjGPJG3prT0UF9k3ECuVMYJkOHs1axXKg/h8gQADYS8JQJIQlfAsgDRKcwsSnSAVc4hPz3zejZlCmnt62sqck6n25Y4rpl/OSMQDkSH7DhbHatEI8CF7YNqvlNY81+zhJFgdDocCkLVOtY/6k5GDrrdOGg1CyZBNUSce4J4Bj8Zk6qyWVuhYb9GkfQ5seICeSD7pHX7rJYb2NR7jIibnQHdIj3s4oZBYnVcNfTXSdz9fAFHxp1VILUDSwx5Ou54f9miw7FF+R+SkRq+Es+EpN0yqU1l3SHs5ipfCOwG1o9zaUM9rXyLxELa30LUgSXs5CnXPezlNpnV90Of+Xs7/pyGLU4A8AAA=',
            'journal.json': 'H4sIAAAAAAACA91dXU8byRJ9v79ixNOudBm6qj+LiAeUkF2kkETA1VWe0Hg+wBvwWP5INlrtf781Y/smJkaesZthelEUA7bBp3zOqerq6uGvg5uby7PTd9fnF2c31X9X16cXHw+OowMwWmkriUjUHwf/jg5ufv9wdf3+9OKsesCX8ejw9uuhPBxUd119unr34beb8zdn76/P356fXVYPeX354X39vI/nb6qvLVpXff3x8vzD5fn1p+p75odnvz19ff5u+X2ofyO/oKvT3+rfN04ebuaj4Z+/pJNydDzNp9NhOfr1OFp+FpXjfJRnUVFOovk0n0STspz9Mh9mJ+LXaPAtWn568Pe//tqCWQmBgWBO78vpY8xNECprpTZOy10QTqd32Y8IjVB2Z4SnaZqPZ4xhPB/cD9PP+bcazeCPcjKKikn5EB0fF/xxDCLWGINxMWE0LiezSDvUGPGrwePo7A1qDRRd/X6K2hxLEKhTLHIwkCTFQMokd1muE4NWy0w565wBqyRQWOH6PyGqn9pABHUca+oDs7qlELQwHEhphd0J9zwrH+HeXQhRtKTEcXR9/elkPJseqehV9PG/b06O7sqH/Ghx76voP1dnlyeVDPjz1x8uLk7f8yPm08nRYDg6ykom2CQaT8MC//1N55/a3vkecWA7dgeEzpEkMLsS/nD52tZiACh9+8Tt1/wnm0AdSzYLWriENMLZzS6h9SDDgVRKuBxSIZIUNA3SgZZkRG4HzmmjszTlWIQZtLZuUUVzRRTZziwcCiURlUDwohfQYh+zqHnx3SvEmlfUd26xij/K+WSU3Kez++hwXtEnrBDsaRnrRGgAXUo2OAEkwUuK5LTtwSmS6fRrOcmeLiiUiAli7VZO4UjUThEW4C5rAqcALThUxvp1ObZYz6mhvL9NfkoNsbWxXb7fRoGhzZnBVjYuKctyw9lBZTI3mdCQJWkBaSEHHAJrZE4okzBj1pYzVTBXlNEtKaMVgMf1lJK692vICjMFgnmnNaQRKFFYRYTaK6kRjW8jSO+G2fCxE0gVKxWDNksvYDsXm70gVSJLqch0IZMizZDrRZeTzlROqcCcXOUGxYAjkYQZtrZeUMdzZQaqlTCM4FW09igMSdR3M6gwEwaCeTczAKrbKU4Y5ZfVSvs2g9Hwczn9qSyQsaNYq2VfSXMd//wrxl5Gra0X1OFceYFppwuJgA6Edcp6qaFRu2dvL3D5CMLFYHnloFdlJJLaTBdnUlMIO9CZEUlhkzzJlE4xybMchVYFJwNEQsXlQljh6q6xYKQDrXy24xX2PmMwZhsK5t0yhjIGiZ2Kl0V+yEy790rOR1+S+2G2ePnFbLy4/UH0EmKKAXXsltUiLxwRwgK5rthkPrvj9zC9y9PPdZ/k1QL9fPR5VH4d/QOgVTf5aDZMk1nF0iIZ3s8n+avovrwdJQ/5SVRrMcoXN7PZtxN+djSponASTe7K6ezk53c/rLi8ZcyP22DD3bjerCvG6B0YYu8i5QW91KZDVWsJgsIC6V3VPYf2YqruT1z8qLrmelNVW3AOlCMQXtcpUnvv+c7KL8mG7UDif6vFHS+7ntgO5Ppc585aGhQGi5zYw3mJlkAudQ6JE6ktEBNBppBhBq1t1V5Fc1W1Q7sKVhs0REqh89vzlmS72CfQEBvJq7zVpAlZgc+/U9DLqHW3U8DwDWkrCJ2fQRslsAuDUTaGajRJLL1VSsIuLKZP4erUWrjAJqWFcV622blW32fSoGbE90kDXJs0qO/0PmnQqxDsOWmwToQG0C0sOyOeWiNget8OYswWA8G8WzvICmNJK7QSvSY+jdjJBgJU7WD+H5YZQLmnJlOtdYmTBWW6KBIASBl6njmiAQ5SaZDfa1LSDgZKhRm2LncQOPlJvhUo/Uxcaa32SQULanzPBbCWCxb3bkkGM17dRYejSIvo6EsyOeKF7dH025RvworGnlnhESm2YrdgwPpMCxp6v0tQYSYZCOad0oKVgpzPMRqtez86VGEmEwjmHd9V66Rm4qLyMztphOmiJyBd1RYAJ1aNJM69z98T6FW0uusF2HrbFwQXRtJLMjMA+6T2mhBPzZPXd25J7JzEZ/lDtcib5NNZwgQa3Q5Hf4YViD2z+jodtkNn8Koqb8FKr+WtMdjFdDlW44Ux0MovhHbNOu69BN7hlDnjN5LdVfmarufSuK/7UItmMyqKwdioDt1JpZOwgrRpU+qJvvoK6mJzWTTeXK7wKuEcIfpd7Br3zyRH74K1M0nIom5OEq5wHDrjZ0jOEHlOFY0QKyQZIOIO60NlnUYjLTk/LXALXg8n43MeTu4V+I4PJzPbJRdHEh35PUFh99hYX5s1KidJep+vSxx44UgqBhR8K5ciRytcmHj9jh2FA9FjZl9nRJgx2jqK1EoKDfOdMUpqEmaPCcvNgXDSj/6n83ENqgFqYWSYgL0bQCAQX9QA+hejrQbQTgvNHYBLXkBDwkvFa53yo/yfxi43QtXCIoWF0r/c+w3tZWXem9hslXcLwjfWtlYOkRc2fppaDj1l9bskK8txAyOzGlxYOL2ru+fQXlTd/YnNVnW3onxjfRsniZ8u/Z55dhL96Px2nk8b1CvVpJYJE653uQcC8UVl378YbZV/GyU0Vr8VSnKJA57s7znPB25Ea5RTFBZQ73rvObQX1Xl/YrPTOcGnOd9Y4U4AOCLrt03peryD/yhmi23aZqNwfQzXJuLUe1YNiCJM81RQXRDPSeE8Iw+mF9CWKL0L1+5EUUYo1ZQo5IQRvGJSzounkrR+aoYkexg+mvnSFDuGWR0ItMvzxlwdaR0WSt8FQ9+heVT4GgHCCs3WeqEF35tLmxSgBq39wN/jGuvblwObwLIlq7Bw+hd3v6G9qLh7E5rdFgNPMb6hvC2Xtvx4KcHPtZDoOa/xtQms1gplWDg9y7v30F5O3n0KjTd514xvKm8ip1EgOK9/8MLyGjIMjiwXcPUEY5jh2sSbDUdZNhFFGWyaBxzrxOv1j0Xvr/lcYfZ6Bc/nxLzTKU5X/SGtqnulweu1iqqzkZ1ctAdiFCZGSasLwAN0cNGeXoatu4v3OCkYPEeAhJesaYF0jw/vSIwBmWgIbQ7v9CpITQ/t/AB1mSCUbVhJMF4LNV7rdXvUIkAHh3ceI1dONR1m7iVyn4d4/gcgd+O8X3QAAA==',
            'known_keys.txt': 'H4sIAAAAAAACA0XRPW7kMAwF4D6nMJALiKIokVslQAKkzwkoipp1fuzBxLtBbh97AHsqgsX78AjeD2o2/5uWYejjdPLL+TJuy/Jz9mGw+fPTp+Wuvs2XaXh9eYyU/yCESBa7QwbVXhHVuTlpjoWwJS7MGUpCkOH5KRKt8wo8fOh5mc939nds465ZCs2kN+qo3VrElNiFWnKxEF24FuBeRaIe2hXYtdO3H9WIaot1JQI7WAhqQFKtEkoOXiozZWpmzLdqW363pvF9/tqxUlgZu6zVugKAlZC9sUiN1TBHKiAJS60pHdgV2LX546QHhgIZpTXPa7vU0HMLBE2tg3XcjiwZXSLeztzyu7XM/2+WOjmXIrXn9Q0CHEFYwZEclIOVHqMGyR0Pa8vv1i8or3Mk9AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQqDMBRF93zFHdtBjBk6uJZuUgqNHyDPBw2NeWAeQvx6s+qZzznAiUFoitCwcI8bSYxMyjOcda6xj6azd4MLvsrYJdXipdSO/mm+JSsvoCj0Ry6JfquksPPco3C+HN7+g8zrFqgeJtKwsTkABYvn5JYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'brute_force': [{'failures': 8, 'first_seen': '2022-06-07T23:58:29Z', 'ip': '31.9.125.86'},
                                         {'failures': 17,
                                          'first_seen': '2022-06-09T09:18:54Z',
                                          'ip': '111.194.120.193'}],
                         'off_hours_logins': [{'ip': '10.34.44.156', 'time': '2022-06-07T11:45:20Z', 'user': 'chidi'},
                                              {'ip': '10.23.89.54', 'time': '2022-06-07T16:38:06Z', 'user': 'nikos'},
                                              {'ip': '77.108.170.95', 'time': '2022-06-07T20:02:08Z', 'user': 'gwen'},
                                              {'ip': '10.25.95.94', 'time': '2022-06-08T00:13:08Z', 'user': 'tova'},
                                              {'ip': '10.8.156.124', 'time': '2022-06-09T16:02:59Z', 'user': 'tova'},
                                              {'ip': '10.19.198.250', 'time': '2022-06-09T19:39:51Z', 'user': 'olga'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:55bd2b34408e1c00ac159bcb53960e7b88565dcc889',
                                           'ip': '10.23.89.54',
                                           'time': '2022-06-07T16:38:06Z',
                                           'user': 'nikos'},
                                          {'fingerprint': 'SHA256:86c6f07b5d60af7aead45c2aede2054f23222924854',
                                           'ip': '77.108.170.95',
                                           'time': '2022-06-07T20:02:08Z',
                                           'user': 'gwen'}]},
            'timeline': [['2022-06-07T23:58:29Z', 'ssh', '31.9.125.86', 'root', 'failed'],
                         ['2022-06-07T23:58:47Z', 'ssh', '31.9.125.86', 'root', 'failed'],
                         ['2022-06-08T00:00:04Z', 'web', '31.9.125.86', 'reports', 'failed'],
                         ['2022-06-08T00:01:18Z', 'ssh', '31.9.125.86', 'tova', 'failed'],
                         ['2022-06-08T00:03:49Z', 'ssh', '31.9.125.86', 'ftpuser', 'failed'],
                         ['2022-06-08T00:05:28Z', 'ssh', '31.9.125.86', 'tova', 'failed'],
                         ['2022-06-08T00:06:03Z', 'ssh', '31.9.125.86', 'tova', 'failed'],
                         ['2022-06-08T00:06:56Z', 'ssh', '31.9.125.86', 'ftpuser', 'failed'],
                         ['2022-06-09T09:18:54Z', 'ssh', '111.194.120.193', 'oracle', 'failed'],
                         ['2022-06-09T09:19:38Z', 'web', '111.194.120.193', 'reports', 'failed'],
                         ['2022-06-09T09:20:33Z', 'ssh', '111.194.120.193', 'root', 'failed'],
                         ['2022-06-09T09:20:35Z', 'ssh', '111.194.120.193', 'support', 'failed'],
                         ['2022-06-09T09:20:49Z', 'web', '111.194.120.193', 'reports', 'failed'],
                         ['2022-06-09T09:20:51Z', 'web', '111.194.120.193', 'grafana-admin', 'failed'],
                         ['2022-06-09T09:21:06Z', 'ssh', '111.194.120.193', 'user', 'failed'],
                         ['2022-06-09T09:21:18Z', 'ssh', '111.194.120.193', 'bjorn', 'failed'],
                         ['2022-06-09T09:22:23Z', 'web', '111.194.120.193', 'grafana-admin', 'failed'],
                         ['2022-06-09T09:22:28Z', 'ssh', '111.194.120.193', 'hadoop', 'failed'],
                         ['2022-06-09T09:24:12Z', 'web', '111.194.120.193', 'grafana-admin', 'failed'],
                         ['2022-06-09T09:24:36Z', 'web', '111.194.120.193', 'reports', 'failed'],
                         ['2022-06-09T09:24:43Z', 'ssh', '111.194.120.193', 'guest', 'failed'],
                         ['2022-06-09T09:25:04Z', 'ssh', '111.194.120.193', 'ftpuser', 'failed'],
                         ['2022-06-09T09:26:41Z', 'ssh', '111.194.120.193', 'root', 'failed'],
                         ['2022-06-09T09:27:04Z', 'ssh', '111.194.120.193', 'root', 'failed'],
                         ['2022-06-09T09:27:15Z', 'ssh', '111.194.120.193', 'bjorn', 'failed']]}},
 {'files': {'access.log': 'H4sIAAAAAAACA8VYXW/TQBB851ec8kSFct69L5+vTzxA+apAaiUqIVQ5idsYgh3sS1X49Wzaghr73DiVQ5MoUiLHM97ZnR0HgQvNUSDXwMb0/AJJ9G5VRAKEcCCdtk5p9gLo8ZWNjl6dsmhZ5Vepz6JVnVU1e3N6+ilCjiOmABkmmo3GIzY6Ln/ni0UaaQ7s+RniIfuQF6trdm3NuVEH7Cibfi8JBYFeyF7nVXZRXkcoLIfRM9ykNaFT5cXluCqD/OIwv1lazydlWs3ucRQATBojb0kuf/l5WYyr7Ocqq30dCS5xR/jEibhfedbQsRDDICsH4KADOV3m0TxLF37egFdC38lzVI7n3i/H00WeFf7miDW2Bq6QWx1oBe2kcCg2ERvnFxbVQPIrxRPkAmyQio6dtJtUap/6fErXvuTfmmVHEUOA13E6zQtf1vND9rbw2YLRF+zjCTtjqM71AXu5XC6yz9nkfe4jAyQLR81O0ou0yv99vpVMcqEMxzhA1jgpncJNsovyMi+aJOHv7ExX1SKyXN+VAg03gguhg2fX0qEN90GdeU/d0zmjHU1wH69c1uP1HIVgBfSGlaAYWlAD4K47f7d5j5NY71P9vrzVjrytRbm1IboBdadADRyDUg4gjOkUJuSE9DM71KYQ3OgOq7BkWU7D9umjw81Wa0YuSXcwAaDEIZItbQJdpFf5tCw4vTWdWCciqG3CyfsxVm0IBCepiWyPawmWdph+j2OO1A+YWGoL09kQRFZJJ83WBuwODXvie1nRIUU6Tmc/qHAt0qozTmxz0/9BPl3Ncl9WbdrakVc8vtY7j11/ZrETqr/vPQlF64R4JMXG9FJ4UusEF8jSaGgBtIJAt0NICWGHIAAEsmOpgyDkw/3SRmwG8l+UVGBLCSjAJ6GQ2tpDVTkpfc39tW8Z135zml6XTgfzLTElw2qu6AcMHKXeui8UtV5MsIGFQS8JlAp6KJUk25HwpslpCd6JgHBvN934gzKdeXlatwKzBrnXyETRXtKqkyG6VBkkMZ7ENJrcGtsiwFPvFuqUMg9nrR3QqYt0/8SlDMjBoCXdhfW/8HX8lwrUEygkd1YIhbSD1Ul1StR5k45xjNv/JCDPtUSFFldogFTSyl7tAPowyB8QVD8OGhIAAA==',
            'access.log.1': 'H4sIAAAAAAACA9Vb227jNhB971cIfuqiMMUhZySR+9SHNr0tWmADdIGiWCiOshZqWK4lL9J+fUcxtogtMdbdShLkBsPnaGY4c2ZIghRKQGSEUqG35M8/ZOT/dNj6SiplJVopLWjvG8kff3qLm+9uPX+3Tz/HReLfx/n6Lov3994Pt7e/+SBg4aEEDwx5i+XCW6wO+40fCRJy8RWcAt2lm026/bTcZ7WIVI8Y71J/ncSbYv0MUknpIUhzxNz9U6yz7XKf/H1I8iL3ldDQGp+o+ROX8KRB9XpksLotpInU5SeOBJASit+86tvAkrFSncJusk/p9gzKKH1EusmW66LYLVebNNkWTy8oUYiE1vyQNRihVZHFqP7RDnmyz12x88JTPcPLdvmytFAdLMl62LOnU6SDI+S77F92Ueyz87yv38WrdFtk+fqt9+O2SDYe/8P79b33wQP8SG+8b3e7TfJ7cvdzWviBJMHvR977+CHep///3ZytsboZWy2ja5PVvD5lu2DV/NoxaWMoKBAQQk0IGquoEgv77C4rclE8FudMw+hy/ImABMoqFkiLbBzTFIs4L4xoFc2/gDBYQ1RbDDjrNCSKX7LbODyPSQpUjffgKTfKs9z4EH9OV9lW8LeK+7BBHWDsiI2DVAsInBjxFDAv4iJdcfnZiVWen1sHSdeY5wPAW++XdHt49B6j4GOAb7ybZPVXxjgg+Qu879N98pA9+sBp+sgMQahQKFC1xJDTtW5DTJKprUpsCWAc0KYGJ7JaWdSXy0KoRlzTIf+UkVBSAMuPKktTLmwMOhSWE1tchgG3/qlVIydY17FMmYZMR8nWM4QbkAOnunvRbbXaoxEcOeRHnhQF67H8eqZQVncOra72UKz6BgnnUSzCdQmHiNzp1hqyeJswnKlSDOcTzuSU3Je4dbVGYBGG7C0aQIYsgSf0N8ttnKu/WSnAxaZlYk6s9oNu9mqpCxTrApw29hjSlbvHQIOKDG5eKfrgcoVSHQw7emwpbbXpS2yywqS4MMF0iYp7bAhnlgyYE7bk1PXpg0rXP0YvwjAUvZ4IDJ0L+eq1q5xKhq9KaKpySXdk3DGqtXRqnbm2vkwZVUcr9ahZGroJ0a6OUZOKUIbT0SSiSutuoqo9jDZzCuzjSI6MMFE9YazUlxcnf4EKJkqkzExFQ2wPNoIiPa3i1uTclxttQqODSYUbw3Xt2vsYNuyM2jZqImfymmml1+4edgYjOmZHnZdES9+hdCaXoRDc0+h5BQUTpQnH5qgs0qSzPNTOQerQhYShuodwj6SH6Jxuj2VUquzkzTz5YeBkPNeeA90z2qECttyTfV1uLNv/Seo7SQtznTIQWDnNNJqRJs7XpJyt2ljzCIZEnGz+TdwkBtOPEggrhzzmngCZskvMX3diT+TcYL8ysaC72LmSj0NnWF4/zYbOjcjrn3ehyMr5HrhgdgjTqG4yTpk0yvhGyaeT5PMMjCO5BieUe9fNEgm6V7IrZJuSsWp3BWCwgNHOLDd4l32EczlmiEVXImCP7NPHkNhjcDr+0iOrZtkzHLlRONucFTjP3I41LC5RQ6fuH3bkWGK5DzXNbYu9ZGucA9LB9svKg07SeepwpgWEGbvcOGreA7Bq0A0jXqzlPY7yEpkuIePDfVpk+zNg9XRQEPpGghTIOIDiy70A8+wejXq6pTTEPvAJzMmtuAoeytYXAY0e9aZRI+ZacjC0uyIVRXK8FfMfBilL++Y5AAA=',
            'access.log.2.gz': 'H4sIAAAAAAACAwHKATX+H4sIAAAAAAACA72U3WrcMBCF7/sUg68aiuUZybJl56oX7fYvtJCFBkoJWq+2FjWWa2vDtk8fbQihXtvQhrTyYJAQcz5pzoiQCWIyYxlCHL4vmCfv9m3CkfMS8xKxpBxeYBhfIVq9WkPS9fZGe5MMxnvbfhvgzXr9KSFGEaRIQIWEKI4gunC/bNPoRDKE5xe6sq13Q30Ob1tvGggL8PESroDSa3kGL7uuMZ/N5r31SYaShXQSLvVO9/ZhHj2jEa3rhnirh3oWuvhjaI4IQuYz0FdE5/DBtvsDHFR2naVnsDLVdxeECEMQvLa92blDQlwx/Bs+ucB33L9xut+eAKaS0/8kpFIsEOrOJrXRja9PEKXKnwpRhqQCGc2aUpUcQ4zpBq+9rQJcx6phmF7evSdXLq697+Kqsab1dzvu9FJGJJmSM3JFyYuS+FjuRIAEPZl/FMs4I1RTFArHViWKMcpO39jKtSz8Tql4jv+wFQXLMlYoRvxYJb3fWu/6MXGIVJYpf9wD0v30tWvj3vzYm8EPCT9aF6fSm3C2kCfu3VRdLXbarI+XH7DH1DIV7DjhQtwXU/3mKywFn8AtF5M/dNfStdwCB6JnrssFAABI+Oh8ygEAAA==',
            'audit.log': 'H4sIAAAAAAACA+WZ227bRhCG7/sUhG/SAsVqzwcDhOE6cRugaYvEvjYYkpGYWqTAQw5v39mluJJKiiJa2VWVK64WEsX/25mdf4f111Ua3r979fbh3d3127tgWc3DqEmy+nsiBRfKUMwR5/yScK5+uAxWWRJqSnDQwAAHUXup0ioUxgRV8/5j2ORxkX/I8jRxd3tRrMI/rt9cwneqrMgfilWaB/MyyuuirMJVtHx4LOZZDjf60X5I80/uukrLZVa7YZNnX4IojuvwoiyK+iJIv6Thxaypyln1PstncVnkF8GiqOo8WqbhVRAlSQmX2t4ijx5D+4WghGesmjiGx3hx//pld6/rzfi7ehyGxlQRpIywMPQahjJEDcBg9HxgXN/c9FkoQSUiQlsWpmOBqdlmwanhRipqhIOy/XGEDYgrmrzO8vkumS3lzTIqe8qrapFsKScYcYUIl4izFsLOjOcBPxvH0eRVusPj199/fv3bMBCKLRCB9wAhGK9R7M8VFwBB9+VxjVdjwmZJ+mm2qqsZO6DPwfSjA1kgsZHEICmMFUq6LYEY1s8CScUZZcH93S9/Z8GJlhoJY7dHQf2iG3yELGjqRQpZEEc1INrQuVrL/hgto8fDOcCQlMhoRCjuYmV7qpcFH6LsMU0mJMEgDigMGm7tcoB1OAhhT49jMAr+axpUaaSYtDS4pyH409P4Myujk6PBGEZYutgQnobWZx8bg7uoNJhDcLQ4pPcSXPd3UQKb+lkbK9ghKDOICmVheJdJ1AAMgfFZGyvYH4SWSDNiWXiTCWyexVjFiyzJJjgrqpE9GFCmvAPZmjqyt1ozMdQli9nDBOwSczSonGau2GRzNSTNuys+rnBNdDMc3ycVlZRxpCUDrdL7SGrIiVgKigliiGjIV7b21btTRy0bgANWHBFpi6js3KZi5ESK6LPTEEQhqRwN7zcZpd9qcEhJkXL7gvR+kwn2beJgQIQgEGhxeMPJTuY08pQ4Biopk1phiA7brpHecXJMn6WSzj+n+YRCKhhiElGyaVFsZo5dRlsgmrh0kXuAQGGUbRmleFIZlZPL6IAyX0XFuMCWph8dWnmtmQLj7hKh85NKYPIsKz/t8IU4RgRMhdo4qM3M0VcegGiEuasbeg8QWEvqUGghJq08nd6d6ivzK4/HBbY0/ejAynMC4Y2EcEK9UxREnVJbUtgkMAiOvj4z/MyxV74FAp4SgCi8B4hvS1J87L7kgLJ/35e8efOypxPqh/0bu9kr7xMFb62Ae+RdqVroYanx5wSULYplOmufIF4mIb1VQjFF6a2E44V8BVcubyWTP0kBs1hhtX2ccEiapLjYqLaCSV9w+xdbgscDXMM5hAvIZGx1egeotDqpogaGHRFBNlHQTRw5vDscrgGr2B4cvqRBVTh2SesJ89FN/2lFG2qRaEo5oYhzaoVy3yIRpN8i0eK820WaEWkYku49nPLGzqiBl5Lk//9S8i8AEj1Foh0AAA==',
            'journal.json': 'H4sIAAAAAAACA92dW08cuRLH38+naPG0Kx0aV5Vdtol4QAnZRQohAo6O8oR6+gKzGWbQXDYbrfa7H3suJMM2Z3oaM7QXJTQwDPD7u6pcLpd7/ty7vr44Of5wdXp2cu3fXV4dn33aO0z2gJVU2mgLYv629+9k7/rX88urj8dnJ/4bBmVxU473Bez3/GOXny8/nP9yffru5OPV6fvTkwv/PW8vzj/On/jp9J3/3AjB/vNPF6fnF6dXn/3X+Idnvz9+e/ph+XWY/0r3F10e/zL/hffZ3fVs2P/jp3w8Gh5OysmkPxr+fJgsP0pG9+WwLJJqNE5mk3KcjEej6U+zfnEkfk5635Llh3t//evPTdBGiFig88Fo8hh6M6IBaTWhYWyHOJncFj8isrWmNeJxnpf3UwdxP+sN+vmX8tsc5+ZrOUyq8eguOTys3NshiJRsCordJbkfjaeJNEaLxP0xeJicvEOlwCaXvx6j4kPINMlcaRaCMvcLlMkMaGVKWWS6kAoNVgp0L88wMrkeLML/1AZu4HWc275zZN7OE5xiVrqLRW7HPStGP3JrAdiaO0kWJnGYXF19PrqfTg5E8ib59N93Rwe3o7vyYP7gm+Q/lycXR94L3Mdvz8/Ojj+6b5hNxgeTXn94MKu+JpNpNp1NIqP/Purup24f/NaNoAE7SqvYALZlf2Txjl0FCBDZZPJ1NF5g3vWH2eP4oFRKMpW0DA8CyczDQ2TA27q4l2I1unIrF2dAqWzQyc5g12d4D61FLNCtZngGdolMSEQA2f1xZalNLNDtxpUEGFbzrLx1nNpf/gnr8YpF6AyuLkK78AyWUgmLEK2cL6r6DI5zozVDwdJY00OqFPUka6UkIedApsqynpY9zClS2XYY5qUTnVg5CcJksBqEbc19Ovw9G/SLBdRonOWD8pGZUMqcWpMCioWdkJKoIsNcH95sNr11Y5vflvmXeSLzZsE/G34Zjr4O/wls/lIOp/08m3rzrbL+YDYu3ySD0c0wuyuPkrm1JuXiMp1+O3LPTsZehqNkfDuaTI/qLCAyad477Me5ar+lxTdLXlkiWOvWKkA6bHQDwl16ubKINlLc0N4eDePreX0XJQrk/XNPaOr9VhMoMmqx4gyog1WhU8LZXTZ+nBICp0jkLnLBziCMrs8JpcvuS8g1S2ERCknC5MzWsAUrIOMKcgYpBKs8Ut22zQm9oKucUG2XE7JGcEsm1AbC8iNi4FpPftsv+n9bSmDqjOOh2sNCITV0mU6ibzv0c1FWY09bjr0RCA5fSwpT20T1rMruYoC/l3ZxrbS7ePT/1HZ9aXfybTIt7/LpIBmXk2nmLGJ40x/+EZkWz6zzPrKJzfBaInHQkkkE9T8HraOBblcnsoJ10PqfINX5cXXQBmKBbjWuWkhCDIioLZuuj6uHDrpJ8aLQ7cYVkAGDhiTqfBz20DIa6Hbj6giFyy3M0uKeX5oiocKUZG5mLk1ay6lRQOrWYcb69dhyHapdchQZZdhKTARs4SowaxYQmTQbKy/NDb7ZKtLhM7mojRYhED4F2lQZZjf90WQTK4MGERlmcOfuOtsrOneHpNno3FtYfEPvJjQYdDGBBJ3PyBw0YSzQ7TIyklJJYjaLNXu42h9xHPN6MlfrKGK16qLBvCy4wf0dB9im7i/ZEmuNQIHBNb/YnmpdQiPcFyPFDTzZx8P4apN+JyVqs6f6lCc09X4mY1E6NWxgHcIflKjdHLOp9jvKq91kLeHld1S7qdoOt9WcANbNML5gacIKIJ+RO29jNhJSQPdf8zJhlqxNveVYKEuymClBhcklZUXPlAiltW7pIESBeV6h5dxmFKlwO7UcTf5qhBVhNiGlhJAbsrT9huzUhe1kf+jibnLwezY+cJOX36R1l8jk2PGerCYDghmtfkbOvQ7PoQ/f/JbdZYPHwQNlipzi8nCeUlqqptNtl4i3dfu5Fqvxhe3cXrp/oEAoG6hzVangPVtf+uO/tfFLcnmV+d6zJd34yfp5QmeVqCzmZaZlBaiVYdGrjM1Z59aAmW8BMUqVqcj02tZQvJArO8Et7US5KRnc7MiBjqcpC91tA02lSBmchdllrcIrF5lIdYuWWk96QF1ETSBseGbR8xoBwFbbMLzc3Z2p5xhFd0RqaRRuNmNubBToplIXU5EC8SIETh6aEPuT1zES73BOYDbSaBBoAq+ZmMSL9337wXbrTN/5vkohSFisTyGMzKU0RU9UPehxz4X5SihVlpWyxGVhS6NIl6o0mY5Utt21fWsNiOgEQ2VD80OYwnZW3PXXb/2hdepCeAr+iAQvSxOOAGSkuIEL2/EwhksI1k0iUo02Vra3cIWGs6XTwQgiMCZQkuym3hdrWqmDlUba2DjD+3vH2V7Vz7ujTZu2lSdtvrGDuxxHCWFt4FsduLwpDiPZqsGhk3I1anCoNRTp8sHGhqIIHDty4L1eti/WolzHTMY2aWPsJG7wiSEWxtecIDqoUYvm5SddobH7s3suSAjd6qEFhXH/26wYje43Z79SEEfKG9z/Y2F8Tf/voEYb/X8bX2geANi/E6G7dTS93L2h6qBZItlIecMHgEgYXzUAdE+jNj2OT/pC4wCgSaD7b1WYpbJWGNUKsdkOYqdkarSDWGsYJLFp96shCHtTCGFE54++OGglYoFudfTFIBoUGmB5TDpc5DMieHtqbYeZUikKb9irPUNp+Yn21EpURVaRLXq5pqrIjRKl0qpXAJheBj3DGqXtsWjQntpN4XbYp2acol4Do2ygPXZDtBOLIX9/MZMiiFUYRCN2YTFdEmynlsIKw954RnX+xtMeWlIs0C3nDg0kFYJelLUDGDTTDl4RAO38ltOrm6qyaZoEdQt4d7eKdtxWaktWtb033uPWe6P1c04izEf1+0EEuXYQYf7ghnMIv41m42E28HeG25/5wY9Mg2ceP1g3hQbsVoBvskYdyu612cltRG2qMFXmITMU9PJH3rql1u66yIy/C5mLpUpCoBMbxnS6IZ38NGJXhQP/cjqRaVRXOKh7ia0H0mU92ciGnUUeF1C5zFcFvh+zsfQPNI3uadXORBg0U3MTIUOKyIaKlkGOU28N3LTE2i3gkK8c9z8mf1gtOXIAAA==',
            'known_keys.txt': 'H4sIAAAAAAACA03OTW4UMRCG4X1O0RIXcJVdf6xAAok9JyiX7dCQ7hmNJopye7ojeWD5Ld5H36fFIy6v+31Zxro/99v1tp7j/n7tyxKXbev7/Sl+rW1dfv74isSfDXrPhk4pN42SvVXtCN1MkFNqGDHQOMzz8v0bEoEtH8CXF7/eL9en57e+TwxccgmSI8zHk07qCkLaS3NphVBxEEgNxwd29tP67Zu/TGyk0XxkazUkjxZKqZNQbQBaHaqyYLHK6b9nH8DU/qw3n5j4wRlGdykD8PjEqQ61YAlTUC6YEmMhpwd29tPa1v1hcagIQ+OiphXzoFwLC1HJyAFZh3uVUjH+HTv7ab1ufptW0ZQ6hHBJhtBKThrMpmxgCZwHBEM5rlE8rLOf1l/2a3uo8gEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQqDMBRF93zFHdtBjBk6uJZuUgqNHyDPBw2NeWAeQvx6s+qZzznAiUFoitCwcI8bSYxMyjOcda6xj6azd4MLvsrYJdXipdSO/mm+JSsvoCj0Ry6JfquksPPco3C+HN7+g8zrFqgeJtKwsTkABYvn5JYAAAA='},
  'host': 'ledger-01',
  'truth': {'findings': {'brute_force': [{'failures': 8, 'first_seen': '2022-06-07T22:44:28Z', 'ip': '103.66.98.120'},
                                         {'failures': 12,
                                          'first_seen': '2022-06-09T10:40:22Z',
                                          'ip': '77.116.198.166'}],
                         'off_hours_logins': [{'ip': '10.34.193.41', 'time': '2022-06-07T19:29:46Z', 'user': 'mina'},
                                              {'ip': '10.16.233.164', 'time': '2022-06-08T00:55:31Z', 'user': 'umar'},
                                              {'ip': '10.28.204.237', 'time': '2022-06-08T19:13:06Z', 'user': 'chidi'},
                                              {'ip': '10.9.76.98', 'time': '2022-06-09T00:59:49Z', 'user': 'chidi'},
                                              {'ip': '61.21.103.64', 'time': '2022-06-09T09:27:28Z', 'user': 'umar'},
                                              {'ip': '10.5.16.151', 'time': '2022-06-10T00:20:45Z', 'user': 'gwen'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:4800e1c7640921d4308c6698691901a6f1c6140065c',
                                           'ip': '10.9.76.98',
                                           'time': '2022-06-09T00:59:49Z',
                                           'user': 'chidi'},
                                          {'fingerprint': 'SHA256:84c448db0fb1b6b517f055eef5936ed9e8537e5e8a7',
                                           'ip': '61.21.103.64',
                                           'time': '2022-06-09T09:27:28Z',
                                           'user': 'umar'}]},
            'timeline': [['2022-06-07T22:44:28Z', 'ssh', '103.66.98.120', 'jamal', 'failed'],
                         ['2022-06-07T22:45:33Z', 'ssh', '103.66.98.120', 'oracle', 'failed'],
                         ['2022-06-07T22:45:42Z', 'web', '103.66.98.120', 'auditor', 'failed'],
                         ['2022-06-07T22:48:28Z', 'ssh', '103.66.98.120', 'root', 'failed'],
                         ['2022-06-07T22:48:59Z', 'web', '103.66.98.120', 'billing-ro', 'failed'],
                         ['2022-06-07T22:49:59Z', 'ssh', '103.66.98.120', 'oracle', 'failed'],
                         ['2022-06-07T22:51:18Z', 'ssh', '103.66.98.120', 'kira', 'failed'],
                         ['2022-06-07T22:52:10Z', 'ssh', '103.66.98.120', 'root', 'failed'],
                         ['2022-06-09T10:40:22Z', 'ssh', '77.116.198.166', 'admin', 'failed'],
                         ['2022-06-09T10:41:20Z', 'ssh', '77.116.198.166', 'nagios', 'failed'],
                         ['2022-06-09T10:43:36Z', 'web', '77.116.198.166', 'ops-dash', 'failed'],
                         ['2022-06-09T10:44:36Z', 'ssh', '77.116.198.166', 'root', 'failed'],
                         ['2022-06-09T10:44:47Z', 'web', '77.116.198.166', 'grafana-admin', 'failed'],
                         ['2022-06-09T10:45:13Z', 'web', '77.116.198.166', 'auditor', 'failed'],
                         ['2022-06-09T10:45:31Z', 'ssh', '77.116.198.166', 'guest', 'failed'],
                         ['2022-06-09T10:46:59Z', 'ssh', '77.116.198.166', 'hadoop', 'failed'],
                         ['2022-06-09T10:47:24Z', 'web', '77.116.198.166', 'auditor', 'failed'],
                         ['2022-06-09T10:47:47Z', 'ssh', '77.116.198.166', 'oracle', 'failed'],
                         ['2022-06-09T10:48:22Z', 'web', '77.116.198.166', 'auditor', 'failed'],
                         ['2022-06-09T10:48:50Z', 'ssh', '77.116.198.166', 'kira', 'failed']]}}]
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
