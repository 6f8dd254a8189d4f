import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'blocklist': ['23.175.229.106', '61.157.52.206', '146.157.50.84', '218.143.44.2'],
 'findings': {'brute_force': [{'failures': 8, 'first_seen': '2022-03-25T15:43:47Z', 'ip': '146.157.50.84'},
                              {'failures': 9, 'first_seen': '2022-03-26T09:55:56Z', 'ip': '23.175.229.106'},
                              {'failures': 10, 'first_seen': '2022-03-27T00:56:15Z', 'ip': '61.157.52.206'}],
              'compromised': [{'ip': '218.143.44.2', 'time': '2022-03-26T03:27:23Z', 'user': 'chidi'}],
              'unknown_keys': [{'fingerprint': 'SHA256:5cbf3ec32fca04bf686c234b75b148b257e56e99272',
                                'ip': '10.36.80.82',
                                'time': '2022-03-26T13:43:51Z',
                                'user': 'ingrid'},
                               {'fingerprint': 'SHA256:b6984ba4d9534da7e19de74ae06a2e7394b93de8943',
                                'ip': '111.209.231.35',
                                'time': '2022-03-27T19:44:25Z',
                                'user': 'emil'}]}}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81b227bxhZ971fwsX0oPbc9t0APQS845yFt0fagKIKioEjKFmyTgig1zd+fISnFIodDzVBknCAXw47X2muvmT17Nul3yT4iECGkidSER//sim/vP3xLo+9+/fmn9wpz+EtHu+T572Ox/ffrdF8WusqralsW3+jo9FFU7vIiz6JNuY+OVb6P9mV5+Pq4zVbom2j9MTp9+NW7Sy6qpnGlT2XV5/qETDTlmtnIis+vouECNo1rVAXXSGp8oaKqHrL3gklikP9b/JM8bbP2247rY3E4Rpt9+RwRLGPCWExFzKNduT9EHAEjfqif4q0/qZPj4cEEmz7k6aP5UlW9OdEVj0X5obgBsv4nLw7bNDnUadgk26fjPn8TPZX3RfKcr6ImyVHe/nM4fFyZ7472Nfsq2j+U1WF1qdMvkh8Ni0l2LeRDuW+zvg1MYw3YyyVBfTpA8jMJj5rAV8/bIvELaigH9Xe7RDNFJeuLxkQTZuFT1l+W1XHXgLgSSgjHfrBT12Uo5HLrciSSq+vSJ4+WR6CZsPhAWaWj/stlPuWU+2FONigQckGD3JFcLxzXkth1RzU71DqeCGLzH0+Gy/ym07hGjyelGdME91PGOTLIb9M03x36STs+J6c8YRQTFEuIuWzTRKUSVppGCLqr43qaauomNxgh7sgUM02DtUe5BKeel8pp9LCYUGrMx60gQNwcRH1BboZQQTX3WRBxCTKH4YX11TErDZ2q6cyvxg0d/f77n6vdobqj0Zvolz++X909lM/5XfPFN9H/fvvh11Vtu/n4u5/fvXv7k/kPx2p/t94Wd9XH6pA/p4enaJ9Xh8SILu63xb9+AbzoNZ8MX+ddP8+UGBu+gRRLzJwm7h/yFxMxiRU2JvLzqgTRPfPHGUJNrLnPKvCQiYaOqU4OT+0lmb8hb7kYTOMaqxXm8KsrrNWXSdG15bh+2qaP+Ue7WLBY4FicKirj0Jqiox++JwAG+Lf/vCVg+vBNtiabjKacb1Il8izlihO+yXJICMapwIRRxMRaCb/YZi8zhg4LTUmfTmG84JlXl1scY2oOJ9MZtk3j43af+EU1dP7V3/1Syl+w246EYU6726Yl4BYBRa8v2xFVsGwqgIgB2cxqxhVnry7bFVW42xg4s2RLjfrLSZoi5yzD45lVSJEAitBtW5Ofty1zbFtqCgW26MTCRgLEWJiEUDls5EhUV428wG5bFsoA9bNcE4BFIOXry3ZEFS6bcUkGZFMrrxiD3/rtU3AGptH1p5h//VKNud1MSyy5U1GxfSyrF0mmtyXEdO30XOwoh66kUY5QSQ37WRN1aAJzaetXb0mAenYVtSbEYsz5uWc3F775OovR+ObvLFh91esMfup2W1KEPk+/Px7AMv0+q5cc0H6KKebuJdC5tVFjv1Lmvn7aqJQJNrwCBMmo2Z0yzyBLSJLJjKyTzWbNM4SyLEmZ3KSQSSY21C+82W98xJyJTAOxLvsMzX5ZqLlAIzSNa+yyYJAJH6jujBOfbU2oucTxuJ4vwNlTeiq+lqfpOk0oRxnJKQDDdI0TQ7PBAq8TlYo1pUSlQHGGiF94s+9qQwdIU+sCSAlbwtOaC6ZxuT3l9VMSgge6NdY8JekMJMt9kj7l52mauY4r0wqa41TR80RaEuSHO2EoOQlylqHkpVK/WK6OJb1SeXGEnwntIwuw6Pt0MEeAG5qCkNIP9QaXgiAXdskVy1WXPBLZ9Qg0YA3KopNibLhvQwPhCPxQp3kUDrmcR6OxBA34HYm0PJKayD4dR9az2yK5357b7CFwTrBgfriTXQqEXNQldyxXXfJKpeWT0khYhNg6lzaH3fgq4JgJ7Ac82ahAyEWNcsdy1Si/XHadMj2X0NRmbPrNgJOJEYGRH+o0m8Ihl7NpNJYbT6YmkV2PRPPAx6ZTi862GY8JNl0/rR/c2PPOa3FdmRf10E9zAqTYgHRrkizFoptzWHqn8R6Na0h6c/l3S6dYcGFJVxpbYx9B4NVdd8c1wXVzi8S8L91cmKxBuhTAXtv1kbimuM4pppZ0bD82k4Lz13Z9JK4priOJpCWdamRTSOIzHR4sKEKACiCZeT4s6pcxgWkirHEOxTOPGc5cjE/jco8ZWmTQ1OofxaJ3d2kORszbP2C/knctrPFX8nrg5zE1ulwtLQM3lb7PIJFyd0dD0Jyi8zt511AndEeTIGd3yC+WgO7ImcgBj+xhsGTWXSPJzAJwYzMGCvvB3mBSEOTCJrliuWqSTyYtl8QQH6CwnQSUIeqHOtmkQMhFTXLHcuNOahJpeSQHzkYJYmy6MrhNkaTSD3eyS4GQi7rkjiVouuJMpeWTsl97llKE+8SYBD/cyT4FQi7qkzuW232qU9n1iWjDia3HDArRV22bRsOa0DYxjMiAcLAZiBz9WYbBowQR5Ak8bYWGQy63QkdjCft5BmcuLafqp5MWIyeBzRMoUMwPdrJPgZCL+uSO5dbmqcmk5RLrvBRw4pPh+4lSJZUf8GSfAiEX9ckdy+37qcll3ymM7Bd+FcLwuUt+5wI/Gtb44GqwkBAGeEA4YIuBfgHCXWGFC+eUgLCEE7v7U4iLzy78IU/8whoU/unnNQYdx+bi3RXONIPORPD0Vku3u5lntNVw2aMtP67R0Rav78FI2D9nDPOraLnkNK5RFUojsJ8bCsaW7DQxxvU7njFBODYn1sDuGw3ryry8C94uQgGyV3YaBsyHGZ5N6pL7PNrnuzypZ8c0OmzNJ3X0/ib2v7r0hHyReXeFNV/erdesXXkni+Sdqi8y766w5ss7g1fKuzlLyVAFI90mfJZq2XJdLrEQrsFq+X96ZoBIjkMAAA==',
            'journal.json': 'H4sIAAAAAAACA92cW08byRLH38+nGPG0kQ5DV1VXX4j8gBKyixRCBByt8oTGc1m8AY/lsZMTrc53Pz1jm0uEw4xpTA+RggFz+1X//9VVNT3+Z+fi4vTw4OP50fHhRf3m7Pzg+PPOfrQDShowRjKxAiXszr+jnYs/Ts7OPx0cH9Zf8G0y3v3r+y7tDuunzr6cfTz5/eLo/eGn86MPR4en9ZdU1WW2W+VVNSrHzfd/Pnpff15LVvXHn0+PTk6Pzr/Un1N3fsqHg3dHH5efB1E/4f6ws4Pfm997NP6WXI2yaF7l08WbYlpeRwgmRilj0rGKJuV0FimBUuz871//9I9xklxfzMej//5W//T9ZD67fLMfpZd5+jWaJFX1dgk//jouv49fEWL9kI9nozSZud8VFcnoaj7N30ZX5V/j5DofRPNRNhBRvniYzX4M3HdH0zoag2h6WVazwV0d9DMyHxx1njUL/b2cZlFRTqNRJ9FH7u/CNvBKSTaEiz/WGzyD9uPuyWgdJklpZD8JvXu7J4gv4O3wIvOotx+RfGtnW8OgrNDCL7oRfpw9y6vZOlBpBJt+Mnr3dk8QX8Db4UXmUW8/Kvq27rZkFQMh+E1sSpjnr8qlZOgpo2939wVx++4OMDJPqsob0bdzNwohhdTuUW2c2u5D4+blykGa5pNZjT0fXo3Sr/mPhnt6mScLVBCxAwUWsRFLVA2gGtT96PA9MoONzv44cEXYPiQmk8JiYQutlQVOh0QZ54xWFAW7wipFBAnS6n6F6b5rlspzxlm+F5WTfJwvJNOopI7fb7VbQAh4Ew1/RM1H4k0rbNLAJK3fhlVJ8K2S69H4ViWIMalYwsoPEuhhkWjMCIBNnnGWYJKZDIdJUQxVJkSWJak0RcqZkbqgfkarq1jqMK7Egh3FAlpYBdoSe8XX5EMsdzPpvYwCLqO4rGJxKRaBpNsmzwCJt5kdECwToEvInvHJ84LfSw4Qc6zlaoClqfVWGSDuNu1NwpLW9cNG+POsvI/Nm2NH0WJJ96Pz8y+Dyazak9Hb6POf7wd7l+V1vtc8+Tb6z9nh6WBaljP3/ruT4+ODT+4L5tV0bzga72Wl2zum0aTqF/rtiruf2sbfDn+5xvVy3xdAC3SpUIFEKfwUPlqZ5/S2tDGrGMwymZPVWra1d0Ck27S1K6E1ux2MPGlbmxe19cx1TtHuOGIR7X1LpnuubdyrflTuoV+x2LbPtdvfjNAg/DbBhr1X+vPrZHpb6UMsOQZctr5slLAPl/pcZEMsMkqVKlKr8yxV1jm+yHJOECDVgJKcAoat+sEAw9U1adRxXElEdUwaDl2iJVTsGZ+etS+shwc2Bn1T6out9IUBRmuLOwwIC+ScplH52FiNAN/94Hj0taxuREIQkxMK3DSEQrWclQeF2nWFmyCslpg6LzGzU7jZcDz208ZpXA/+lCJisZ7rqojFs78oI6q6jpgX36NqlszmVb/wn1g3/KSCFuyuHbYgNSvtM7kZV44Hd12hrjeazBBLjJrwDYZ/l9NxP6P00DWGBue2uLqBXc5RgWzbTAgM5NKglNIvMIvXJYvgotRZFqTMcrzeDlhrltqiX2D92mQRWpQ6y4IlYAdZkGUBcrHxPbluAu8l4q9RyRjRQ9SuJWIThFVxwB1LRNIKXIXE6LUJcqkHfbeM99sBCTGQiA2sJgxm3RXnxAzZ5fJiqId5IkkWxiZpUUBORMp9nxLEQ5WaNCv6Ga+tthRkgLUmYY2XmhqecEb6gZZCdGspOl5wCAl+6w2FZCWMlSjQS4JExGfdC0g1ewEos0wQCpcJol+sW90MlOuEhMtti5MNT+fW+lnnhgBuy6dYLa8aSwBhtjA4DClM2xwYmvqsbfNvE+x3pyef7mJbQA8lUjotx92zXxdmQz1hTq/K6mfmFoS21jNpjV6urxqSQbZ8t6li0fLVPuhXcB7q9H6VDRUa5LYbnnUFMttVFeqtqiW2r0oMwQWpqyiYFLSeFVpCBDSSjF9eza9JFOEFqasoiBGgtShclYUaGfxcSpPe5iRBiCGc4HQVgdRGt98upEZt0BivJ6qNRPOqxBBckDpnBtP+oJ7jtYxkrTZ+xO9tIhaGGIIJTvdCUrSuGdxWiPV9TmLzo/c/cbLvCcL9MRE7XOv+m9XhI5fC5cMzBGe8nCUoMSShE1K6GCJLxVhIpJx0ol27KDF3dWK/ArXNERNbAT4barQy+CGCY5bYE+bNhghKWLakhFKe0ptG/zchY2xtDMTO8LSaCVsW/aLze/tx+Ghebju+u/L9ikmnG47XCLzl1q2ACJR1+5nfepXR08t8ldMkvcrXwyqyrPvJ6dvVfUF8CXcHGJtHXd5K+q197gp6RC3R75lHJk8vHHKZZGU5WQ9LhAz95PTu854gvojPw4vNoz5vJf3WPtegCNj6DoAU2/G5VEZQPzm9+7wniC/i8/Bi82SfN9Jv7XNTTwQY/d7zaFhR4OJYTmBbjigCDNNDOmmOKa4XBmlqe4pNoSSfozZhwz+vUzPrnjBvNmrT0gpSLt+Rn8NnSmE/bN7uQktI4fn1hZYH6zsFoq29rXSpwKPUycfr3TyzvR0z254wb2RvEqzQeD1wqENf1ZpZcU+YN1tVsmwVa7EcBT85Ky3vQHu2g9WkYxKxvrnV3lp6/lfvCCpK2ztXTRrZayIHDv6SaM2sdE+YN7K8FEqQz60KKfhEXjMv83j4zGtW9f/INIRRDGcAAA==',
            'known_keys.txt': 'H4sIAAAAAAACA03PQU7EMAyF4T2nqMQFYid2HFYggcSeEzhxDGVoOyozC24PHakVSy/+T8/3g7a2XOfLMPg4v/f1vI7bcfk592FoyzT1+XJXP5d1Ht5en5D4IaF0SsChxpA1cvaKlJjQE8Yes2YESdih4PDyjERQhhvw+KXny3K+O42r7hiDMHdwdzVDBMsSasulBKrUg0vwHgRFAQ5s63drGufDymgRgKQbmaKaGFZ1r2whmGlL4o1MUvZ4WFu/W/N4Wr53TKUScvKaa9cUk0vR5g49xsgkwiFS5SbN/MBuwK6tH/1YBiqWQkEvnjMXoFZjNOqEJbhTJmh/vydIJR/Y1u/WddJ1t8itoltszN5K7ta4MLJbJ0WAlgFTDCnXf9bW79Yv1GaZ7vIBAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUomHgvfepBT0B2Sz0NC4W5IoxK83V53zzAAnBqU5IPuFe9xIQ2DK7GBba5u2a+zzbnBhqjJ2lVq81qh/fgwqTsWMJWVeQEHph1SEvlHF7+x6FE6Xz3v6IHHcPNXPTNlvbA7RFemMnAAAAA=='},
  'host': 'vpn-gw-3',
  'truth': {'blocklist': ['89.116.116.156', '111.166.201.94', '146.213.131.240', '218.244.37.6'],
            'findings': {'brute_force': [{'failures': 8, 'first_seen': '2022-03-25T06:07:33Z', 'ip': '218.244.37.6'},
                                         {'failures': 13, 'first_seen': '2022-03-27T00:55:38Z', 'ip': '89.116.116.156'},
                                         {'failures': 10,
                                          'first_seen': '2022-03-27T08:05:07Z',
                                          'ip': '111.166.201.94'}],
                         'compromised': [{'ip': '146.213.131.240', 'time': '2022-03-26T07:53:09Z', 'user': 'kira'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:cbca360d2e355413b1a462f171ba9c7b3329c531d02',
                                           'ip': '23.126.0.205',
                                           'time': '2022-03-25T22:26:05Z',
                                           'user': 'umar'},
                                          {'fingerprint': 'SHA256:5fdb2fd3c66fc97edc69626fde5a211c71243047b97',
                                           'ip': '10.37.30.72',
                                           'time': '2022-03-27T00:06:36Z',
                                           'user': 'mina'}]}}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81aTW/bRhC991fsMTmE3tnvXUOHIEnRHpwUSYqiCIKCIle2aokUSCqJ/32WohSLX9KSptIaMCTI1nsz780OZyjdhBkiDBFquDCYoHj+YpOl3x7Qq/fv3n5SGsNngzbh+p9tsvz2LMrSxOQ2z5dp8tyg/TOUbmxiY7RIM7TNbYayNC2ebZfxDD9H8we0f/rLzTEXVeO4olWaN7kqZI4wMwAG4wayA6YTZ3HgojCO62QW0qVgmHxEzvO7+JPknB0jly+acFvcOdjywSbFMgqLEn0RLlfbzF6jVXqbhGs7Q7vYka0eiuJh5t6NspJ6hrK7NC9mwHVAqAwIh0ARtAtr5h/Wr47SJbQJ8/xrmlWZle9Giyxdowb4Js0KJEAwWmKQOgPn3QxrJ114a1FmNzYsHBdDxdK9aNCnJ7F/PqZ31aP/h7r3hzWV7mCA/le6K0OI4brVDwie/tQ6LmqoHMd18tRq48AZbokoiEN+GUV2U4q32c5Xy+jePuxQFq5u1uFeLRxQEQB3ejmUnViMMA47sQx685pwDhp9+O0lce1TAAiJGVZEaskwEDG3Vi9CzukiovFCikiGUUjJnPlFWK/v8zpXoe/kBYxpp9iOUBvarlzBvSVhThEegKKVIlRiTSdVpD/AyygCwsDRpS/fxmlJqB2h+9lnb9DHj3/PNkV+Bega/fHX69nVXbq2V/s/X6M/P7x5v+sS7vmrdzc3L9+6f9nm2dV8mVzlD3lh11Gxcmc2L0InW3K7TL75BfGYtXtx+HlrinBESokhqiW1hP5ayMP18rESSCACAoc2omTPyZA04pFVHFMSKohIpC1ngoRCLAiwWElt54sIhI4XfsENrYMy6oMA0FMFVBpgLTqla1ocd9VkeZ/mj1qIgLrW+qOn4r0YfgxDE9pxHzLiPRkxbhhtlpTArKrrKvzHssa1sq7+eqaqC3etQS8SxDG6+hJmV+4aW1a6e/CL4omF3RDhwAnUYG5oS2nBcX9d27VL5eAlkIBBIPW+wQnmpvDuwtYkUoJEXIAW1HUyprQFsPHCCopDHMNCEuuiE6FfdEProAz7oADrKgNHx2S9s+zoXNPuF6Ne2eXIQFSgfpxzDj3nPFxoFdMQEwXCciEptTAnPJ7PAWSoY5B0bpWkdq794pv+WAAzpGvTUXz6yabiYngc16nJBlwF6Y65Qe02Ha/WzQKCsftVB1clZ5N179PxTd69HR3DhrT2IMW091QDOlBOD7rXg7k3TzfVnA7wAlNNSUgNwc2+qwSecKr5N91mSbgqx5oX2zIlP/oLzTMg3bk2VDRF1rwcpn9PvoSrZVwhbg4HASAQbpZl1P2yynlOGQM/zM4FNLqz0f1uUriuyLbJfZJ+TZ4AOcVOW8vUL5auVXI5SMbaBOTIGDFAWmSKN/1JszBa2X5wirUGP9yxHg2FvKRHJ2I565GXlHWf3KSKDTSblcKy5VMS3i5/TAraoVJWrspuQdyvy1wDlX7A44waDjmFUfVU/YI565SfmC2r3N7YvM4qAN20KozXy+QEOONaMD/c0U4NhLysU/3BnHXKS8uWUdLwVmkAoU2jtvNtUmxPoFPq8P2ARzs1EPKyTvUHc9YpPzGPrBIlI4eOz12UYhNvCAcuIsdx9W8IEpV37bHBzT1HE5h6zzlwMT6O61wWboNqLsuKq96RjkJAQJS3Y9xKvu+bzIXiBzniwIyCnODA1BL1C8V7oOsT8eigVFyy43InQDTNWRSb6rEHnGqmpR/uaIcGQl7Sof5QzjrkpWTLJmUwtAgJOTV2d2FjCdgPdrRLAyEv6VJ/KIOG7j4hO0yitMXH5YlBrgOaacWwH+oTPBoEeVmP+kIZMsT16Vi3iJQfyRLRolOtWbuwedGPrCSWfqDjHBoOeTGHToZy1qHzMrYMIh1sksCpGbsLm2ss/GBHWzQQ8pIW9YcyaL7uE7JlEnXntsVH6c9KvfWFjnNRnf5KRVd/B81IK21R+0LFgaB1T+UujNN00z+HCS2lH+zo2hwIecna7A/lbG36CNk0CbABaPOJn1yb5SceflF1qfD4QU9X2pxT3kq747tGSgox8MLmuoYf6NjKHAp5wco8EcpTL2xOxrpBtLyvSFjrG1L1u9HT7PI7LkbGcZ3a5V0Rc1q7j13dJYD6DjZJFhUXHcnVmcV31VpY1pYrAAA=',
            'journal.json': 'H4sIAAAAAAACA91dWU8byRZ+v7+ixdOMNOnUqbNUFREPKCEzSNkEXI3yhNq9DFbARl5uJhrNf7/VtkniCOJuU5gqELINbi/fV9/Zqk5X/7N3fn5ydPjm7Pjt0Xl7c3p2+PbD3n62B0IWrFWIavGz91u2d/7H+9Ozd4dvj9oDqsGz68n47y/PBu1Tpx9P37z//fz41dG7s+PXx0cn7SEvT96/W7zuw/Gr9m8HBtu/P5wcvz85PvvY/k++e/Xrw5fHb1b/h8Un+i90evj74vOui6vz+Wj49y/lZDzan9bT6XA8+nU/Wz3Kxtf1qK6yZjzJ5tN6kk3G49kv82F1oH7NBl+y1cO9f//zz0bMpBPBXF6Opz9i3ohQK2OcU+C0g20QTqcX1fcIjSi+P8L2XfeL+ezCw2vv6tFsWBazFmVTDC/nk/pFdjn+a1Rc1QfZYiyzenk3m3058K/OJi0FB9nkYjydHYDK/S/bXANlC3IORsNP42la7Lz2yP34XhfT6efxZDnQCxhZMxlfZWsgr8eTWSZoETP/HXQXoFY7wxaFtwX6bCXEHwDbrQEflmV9PesFmS2wSRjyugVs9msLMhbeDJTiXr5NgxIgRxY1htG2hgBDPR9cDstP9ZcFxk/DSfF1qNn50fZjrZZD7f2y8GKo97OjV5oZXHb6x6Fm2S9AqtJijdZ4VvSABtoVtWpcVWliU9ZQstgBO4Vp0dRXHi1/N+qQnupAp4xi1KTDWoexoVWy7hHY/1Ku+cYj+A9Ud8ikcbbCQmkLUvvjEGsYaK4GAwBTuMoH60FtDdYDlyZfO/UmBI5ZKQTaCv+8Gq/hNoq2xp1lK03sZ2dnHw+uZ9PnmL3IPvz56uD5xfiqfr589kX239Ojk4M2T/KPX75/+/bwnT9iPp08HwxHz6uxV9gku56mBf7boPt37Z8a/6CBDtjFokPl7FKowYRviGJMJBlzcOIzDr3KJFsfmyZLtyWU6xH3G9aVL0UNHbMrD1iccijkgoRNIxw4kfwpVBQkmyDUXWYIFkFp4wghrKRFQmcIk4v621Aj5L6uzwlXomaAO/LIurFVURa6UIb8KDdtfCcuXV36bLIsm0ZB05SFLbRKk66+aml5vFGL7q0WTUKIpAIZiQmtkmlxNfyqEpMD5cwrb8BO8HaNGCy5rC0r1IWFUnt1MIkuRBqfFlTWuHrQlCCuatIiqa82WvZutAE9teEcOJ/0hJplsUqH1kZ9Nbxcq0SFcvDBcCkPS+zukIfTpRXt600fXrAsfFRxNUBdNbWgKlQFjdF163yLtHjqK4+WwBt5UD95aEXAIuIIgmTX9n6lxUIK3yoLWKssFk/+pLCYtpXFvPmcTWfFbD5NC/w9S4t1CXSADsaJePyigkZMuwT2YKEDTa7ZJxmyih6MaGQH0SNGvnYYRbQzPhFnrU3Y+Vxrt0+wjkf/Ky6H1RJbUV0NRyuVAOTCPsXwZQd9nbt2TqUJ89Z6u7yoy0+LkuvFEv989Gk0/jx6QhBDTCmsKSFNbm6bSBj2VX7HYls76xj9LYSdZ3UQyMpHxV/Dr9PRt4E1IJAmzuBmngjERzHz+LjZaOadpN/RzlEpFkZBG2ZSzRm1kyiOmikxeIHNOnpoj2DOMXFy32i9UHhnK9aEZMSooCWJVaDDWPPi5k6oBL6oShNlcKNOBOKjGHd83Gw08g7C72zjZKxoNMoFhu/C2Pj18CfOzAHbNDEGt/BEID6KhcfHzUYL3yj7rva97G0J1QNtHanY+75bzEYlgnm7vm8UImXYCGJYSXOgeZT5YD6azVcSdl67SLkmlQOvGkBZmU62GyHQ0K47FYghXPe6FNIkZ3N21kn8XR24rzytz1GVDhy9OFCCNquns59gRVDi0oQZ3NATgfg4hh4fORsNvYv0O5u5L0G18YlqWPxwj46BnhFdG6E0gQY39EQgPo6hx0dOgIjeir+rqRstYsjw9iebrCMnE7ssVt32bQdqWvzcpozv+pFvk4IoUtJZCqgsGeLtTyxYhyo7q99s21iUFMDQXj52aI/i3SMiJYBXb0Xe1ZSt/9FGKy1h41qoBrYNawZERtJEGdquU4H4GFPpEXJz38WyVvhdbdyBGMMiOox30woil0S/xC0iejYkbretqjBh584IJ/4tAE3Y88XbzrGHXzVl0QxpYgzt6lOB+BiuPkJu7rVqupB9d/s2Hr5my2E8GdNu+hexWxYXEbzwJh03tMcx5Wg4uXf/InZP1yxax+CcT1vDurBgu7qE04R1ORjMnc4d99slLUaWNuyWtgZ21dbq65LOsnDiSLGv7oOYAyqTghy6dZbERM6tOXx7Wu4dImAQ13X/OEsKBZjJhm0sWG009lR8Q4Qs9fYN7V5znX0DgWgNYBjCAkZ5Qj4iQpL6+gpB6Lw2bwnJkbZAHBYvuSflK+Jjqb+vcEZUZ1mQbXdkUCpshYzinpKviI+kvr4CDSjqLArW9AB4KciuOJ3twOd/yiQMeZebZ1rL/rsG3GYcTfQt9h6zc4lg3q7F3qNjFRJhiI2lH3hUPWaxiWDealQRyFob8tQQw7GPqsfsNCSCebtRRSHtizzjv1qQSQvS9KCbWGqbQ7v9vb7Zr9QZgoffxTIqnna3eyWiNaJ9HcGswsAmG+Pmxt+pqseqfVTsbFi1v8VysPNOvy1QB9Ygswmbpwo8LTlEx1JvWfjqpWsPrgdsyQI7gy6M/q15UnKIh53eMiDUXRcEWqCubTlnCLsPBDl5WnKIjqXeshAUzV1l4Wsia5S1hoLon7V6SnKIiJ3+MgBDprsM0B9OsH3j6zpQlqclg2jY6S8DxarjhdaQgSnkBImyOvrpA49ZKBHM200f+KrYGrDtYnfQoGbsQ14tizgHBbkx+c1lT8jH5ju2qi5Vxax16axtQGzBpim1Rjtoy7XCFSyDCgcNVw2lydcOJ/xRnJDxKZCxYU5QtCr4NVMaHwauvrtqis79t81BZFU2K+N2cF21qJjqq5AlhTcSwb4ScdaEdJoU/ZoQtnhtIpi3CxSGQAVc9bI+uMY/qj6rSwXzHaP6f/ICt8kbewAA',
            'known_keys.txt': 'H4sIAAAAAAACAz3RQU7EMAyF4T2nqMQFbCdxElYggcSeEziODRV0ZjRTFtyeFtQss/i/vCj3k6iev0/rNPl8erfr5Trvh/XnYtOk52Wx03pny/w1vb0+UeKHXEkLkybGykElxFIN0bobBxDo6JkMAViml2dKCeu0949fclnPlzuXdV7k0BiRM0QolGuOgMTNrLqkFFxD98yaZbuEWhzav3B4n/N1aILctQQLJQOkrWlUxcBr7xRTVsNtdmmpQhja3h/Waf483wbmtfQgQAXZEucQDBul3hpiltoxh2YlB2t1YH/AoV0/bCwzL317BwnkSMieIYWYtJpu+1TdAd1VihAMbO8P6ybLPH4gaFIrCQJJQaVNSZFJmJ0w9pKrNVfk2n1Ye39Yv/QQm8f0AQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUomHgvfepBT0B2Sz0NC4W5IoxK83V53zzAAnBqU5IPuFe9xIQ2DK7GBba5u2a+zzbnBhqjJ2lVq81qh/fgwqTsWMJWVeQEHph1SEvlHF7+x6FE6Xz3v6IHHcPNXPTNlvbA7RFemMnAAAAA=='},
  'host': 'db-proxy',
  'truth': {'blocklist': ['31.216.46.196', '89.173.92.95', '159.237.251.82', '193.134.240.150'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2022-03-25T07:00:47Z', 'ip': '159.237.251.82'},
                                         {'failures': 8, 'first_seen': '2022-03-25T19:27:20Z', 'ip': '193.134.240.150'},
                                         {'failures': 10, 'first_seen': '2022-03-27T00:56:44Z', 'ip': '31.216.46.196'}],
                         'compromised': [{'ip': '89.173.92.95', 'time': '2022-03-26T08:48:44Z', 'user': 'nikos'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:c0d5522c988f168a57fc2238b8448a9a56bd3bf5df4',
                                           'ip': '45.101.77.12',
                                           'time': '2022-03-27T06:58:07Z',
                                           'user': 'nikos'},
                                          {'fingerprint': 'SHA256:af98d3a02816e56733e1b25dbb117a9d173be873eb9',
                                           'ip': '10.32.178.166',
                                           'time': '2022-03-27T08:27:27Z',
                                           'user': 'fatima'}]}}}]
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
