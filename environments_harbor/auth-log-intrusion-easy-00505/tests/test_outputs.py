import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'off_hours_logins': [{'ip': '10.49.205.246', 'time': '2024-06-25T13:50:19Z', 'user': 'emil'},
                                   {'ip': '10.7.169.124', 'time': '2024-06-25T19:28:26Z', 'user': 'emil'},
                                   {'ip': '10.20.61.115', 'time': '2024-06-26T01:28:07Z', 'user': 'rhea'},
                                   {'ip': '10.39.61.64', 'time': '2024-06-26T22:00:40Z', 'user': 'kira'}],
              'spraying': [{'accounts': 6, 'first_seen': '2024-06-26T07:17:58Z', 'ip': '45.143.92.71'}]},
 'timeline': [['2024-06-26T07:17:58Z', 'ssh', '45.143.92.71', 'tova', 'failed'],
              ['2024-06-26T07:18:46Z', 'ssh', '45.143.92.71', 'ubuntu', 'failed'],
              ['2024-06-26T07:20:44Z', 'ssh', '45.143.92.71', 'oracle', 'failed'],
              ['2024-06-26T07:24:03Z', 'ssh', '45.143.92.71', 'hadoop', 'failed'],
              ['2024-06-26T07:28:08Z', 'ssh', '45.143.92.71', 'test', 'failed'],
              ['2024-06-26T07:30:26Z', 'ssh', '45.143.92.71', 'support', 'failed']]}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9jK0I9jZjmEJQJjKZUXp7Y5cPPl6P4opyCbJ8laqpJ3PlD4RPVpAZpY21dmMM8xLmKcThFQH0OH0XVlrznu2HmkhaPu49huVh05+tbeBH+9lVdOtueyfzu3IAAAA=',
            'journal.json': 'H4sIAAAAAAACA91dbW8bNxL+fr9ikU8tcNlwyBnOMIE/BG3aM9C8IMnh0E/BaneV6GJLhiS3DYr770fqJY4MO96VqDXpILEcy5b1PHxmOEMOh38/+vDh7Yvnv70/ffniQ/jw7v3zl28ePS0eAYMzwJbYMFoDj/5ZPPrwr9fv3r96/vJF+IbzanL2eN6eVV8ej8KT735/99vrXz+c/vzi1fvTX05fvA3ftFh8ah4v2sViMpuuXuHN6c/h61aAw//fvD19/fb0/e+rr33zKr88/+n0t83XQYUn/Ft79/zX1W9+XtftxbJtiovL0dmk/tx+KcazeTGulpPzqhjPZ+cFqNKUzpQaVHExmy8LY4zVhX87+mnx4mdNBK5496/nmuxT4kZp1eimJmJrQbNqFLc1UIWNQg0kdduOpLL1o//94+8cGbuozj9cTid//RBe/enm1X98Wmw+K2YX7dTzGVi8XLRbKn+4nDQnoBT8WIy+FKv/qR87UCBglVJOEe1JwWUz24WO+0Mviq0wnhbv3/9+crFcPNHFs+LNf34+efJpdt4+2Tz9rPj3uxdvT+az2dJ//tPrly+fv/LfcrmYPxlNpk8WXxbL9rxenhXzdrGsvKSmHyfTv3Kj40oJ/lU7KCHQsRn5IILrwrgbvtGk0IlT4GIbBMGRXQhJqXWpkTY+xDK6AXxImpQN6kMMe0eqVn/2o+Cnt69ffQtdtJjDodfz2bS/0fRBLfmgrs9mi+uo78borcZyVIwGVfIjS6SVygb1niPrLIrzgY+l/d3WrruS6B5+Ovk8W3x18Fj6ubnUCtYOnrz1mZsdPBhTsWBjVAMt2posKlNbrFsae189rhohEazZNbkx1dexryjc+nXd0w6cn4L8DKnih8fiYmvl82R+FQuALQGhhK8JBSiCW4KBthqPGKtWgj9vnWhH40apccPj2j8gcts4atjZXBnrq5lA5VYy2E8y1v/1P+UJoMgEOA1HlYwmHzt62YDZSEYQzQCSSZOxASXDSlsfPINGjORfHeq9gZ9O/6jOJs0a1eLyYqWFrUasKy36GWjjVYjRSG4Ad0e2ulx+8sNaf2rrz8VFtVg8WyO/nH6ezv6cPghw4aGdLie1z3G8dMf+XV3O22fF2ezjtDpvT4qVUot2/bBcfjnxP13MAw8nxfzTbLE8+Xbsc+PkF/8bg+vzg/vnbL622Ulfla8cYRfkBhnZT7cc25lFS4aPo4pixeVJ8IO50nSTUHamyGvCMF7mPYQhYV0FdexVEicSx9lPq4+Tb7KNa2CtcT47zxRndJ+fDch78P0pcnPnHNBB/J0tHbWH73j9dg+f/NgHx3Es/GJyqysj0pgbtuhWnTy4e7DmlDi504rvEHh3CzaWnHLKxAJtJIfg7b/VeXWWGz83iWIF5NZ4HlF1d+aWFRhEp+POZqwIh8nR/TBhrkCje/hsQN6Dp0+Rm4Nz96D+zrbOpBX5zzk2A8wPKXdPkabeubuoXsJg5figCoddpAdsdPfI2QnQUW74ovv85MHdg69PiZMDc/OVyDtbshhQIAix0hkAc+zcHK0SzA1bdCtOHtw9WHFKnByQm68E3tmCXShQtE4gFmi0Dyo3T4mf3rk5CoDuLgUnFlhc7EAUDihZ7pObGyOAuQKN7uGzAXkPnj5Fbg7NzVfq72rrYEgJOBIXmwHRDyg3T5Kmvrm5NUpxV2FY64zTbFysIEgrjF1ntzvlAZV+kiu1oe2cZ1huLrSraxoR6rGuaxbtc7axU7aqRlJrqu1IVOXqEYEidLlR1bfAbsXhtsLO9qywY4smbj27k+Sr+D1qmw/q/ar4hazyKZDHGbl4lLVOdcuOsTS8mRba88lZrizdNC0EPN9OC2us63Ue7/pcx1nBAwYTypI51g6lRspADqvDDrnRc5MOdg++7ArBos9uuwtBA1gDOhpSGyk3XB87vBEhsvjfkhm4yPlgBuDimnBulNyZ/t0l8M4mLEx+6nJsI09eRh2vBOMbsAa4yymJNHFGt+psQA5v3SlSs88iz3Xtdzd0ceBYiY7k3ox5SDF8Suz0jN1ROejs7y1YUoTiogFl84Bi96To6Ru7o3//1FkI2pFlx2KiIT1+7B5O5WcHLvYsnz64wWf3pCg5JHZfCbyzCRMZQsPRJi1UMETMjuyszQ1fdCtOHtzwVpwSJQfG5iuNdzdkEUDWh5wDujE58WQ+nBg9SZb6rrOzg+7+nRVaQVIQGzDKQ4rZU6Spb+xuHHNXf+GUWCEihRzLUVKMjkm3YyVdaoJvohzofEgsLbBDNshy/ke8qEVZiNMtlNHqQ5qnrsf0qneq2umdun72O61TF6F36uX4z2KxrJaXi9wIOLBd6jUldEBvfDikCEhi16WFcysJun/wDtGsuqr1qcpKk6Y7q7KuwK49ohXuuobnEYvRhEKxAyECiDwNfBczU+dTYmliHrCPmUOwxkc6jig6AUmW6GsvFyw1Yr8S/TR5urtU/wruOn0E5zrbhofMHKLV2B6QjHtg0kiPp/7SEGNUd2kwiKCNdhaRGB6WJBLip7cUyBL0kIIzhrSGWHkUudhJ4/d178RglmCHrMZ2hIoFSZtYi6j2gCrULsMcqvU1lNrg9oCC5a67mGmhHXCcUVs2ke8HYJ161f0KtcsG9V5V96hDR3gfpYDE7hVjjYqzvffxsl1sNz7IeTetw2omMG4vR/HTaq5A4+7z5QQyRiS2o4Zc2blz66+L/rvNYJ4BJ4iOgVV0BiJt5lfN+WR6O1pCoyBXoNGtPRuQ92LtKbJzp7V30X9HazfKOG04tOeOFa9aSlwXm4x8fQdYbhTdJI6dm+FuFITGjlu5iGQFIh8jdcmH8QG1zgb1fmF82KoAobAWEUvHHP2Omp1KFSjBhGtqZCNjbQzddgNWy42qK6pMM2bRokcjwRE5gLGqqR4pF3JyozsctEuMqL45fGBwm8KbnlbgNCoLClzsMynWxd7HW/xRP17U1fTWslXoul2RKOy+474lZDXazvV0gDY0lQDHjjAyB6witcy7HF1Ol5fr8dam1ApLDKt0Xw+dmA7n7hIFGjnqzwhkhOhuRwy5knN3jX4H+Xd0eFYxKMPEHLtAkWOl+J+qZja7uBWt0WIgV6DRjT0bkPdh7CmSc6exd5F/d2MnD9/sndp8h4FhZnYCsiZXoPGNPReQ92LsCZJz6My+kn9XYwdYb8IyR2fADjOzW9E2V6CxjT0fkPdg7EmSc/DMHuTf2djDR3F4SF+vmxnA6E0xzyfTq7prtB44lWDNttmbY33zyp72w1yPke3YUKUadiOsWq7s2LoRQzviqmpYqlYz5cpY35WeQOV2hY96LvMYjY4JrY5VXsh83KvtyduIK9ltslxC5Y5/S3liPA1X1e+BE3DcjZAY+4FH3v7xqHU+qPfb/rGoRJFG3PscwvWza6LokMN7KzO/Ortnds7urZ78ztG9cHJv8WWxbM/r5VkxbxfLyruH6cfJ9K/cqDjwGN+usXcBrw36+UphrCsj5IDKpi5TgA5ndbGE7TYgWcIh5oCkiBpyDkAD4kLjcBXLPKyN6Cmwt6doZl5Z8+JikRv4oX2DVU7YsovWM94pfdRMwpSA3j0os71kwmzOnxw5kUiKqCETCOvjYqtl/8D4unk44EN8w0oNV74BdnzD6smIviEp8Af6hl0RdAAvllS4StDE3klxhMft9eFjB7bl9jgPKUOd11OTBD1gzw/vLxFV3NRI2eQTQo+aIRvU+yWEQsryqsdZrLpWR2ke3KfQ5UEb2RT+Bs+XGz03rSvvBEJXIDe3JujOJz48UsesfcQbDWn0cr/vYTWknc0S64CBmwh7t6a9LzfRgNNR034pQWkf3n9tSIOb/oXHTfvTImrAtD/0NTPhetlDDsPszHlKc2yF7Bx18OmfWW0kafx6z7uxt1yuRtworRrd1N6jWwuaVaO4rYEqbMIlqiR1246ksnVuXPUVyZrErUygl0xIyea8c7TQCMmkHhAG1Dof1HsFhATam0vkXZD0RxaCl8gG9Z4jSySRkzin0x9ZImeyQb3fyGoEjNt1w5j0bdajlnxQ7zmyFiD2EkT6NhtQYzao9xxZVrF7xginP7KsWGeDer+RRTRawGqO3RFelNFHTbaBSuM/8nZJRZlN99ejJtuJEjZc0k3orA13TDiRWIkkwZGTbpLSK6IEA9tO8dbB8ZPuxLgaNOkOe1aRnWf6ZXkBtaVsUO83Zfj809uBBTYYS9QcfdVttz+ikVLQm798bTfDtyzM1jWNCPVY1zWLJlZjp2xVjaTWVNuRqMrVI599e5vOjakBWyuSDdiNj4wlUjWyAKjjaiRsuYd/2wJ/0BoG0EhaTA2rEdHGiBMVa3IENJE38Xaau2hdopSgabNhCa5rE+nEsA7XoMUDD1sPUbNjnX4Y4FEzZ4N6vzDA+iwo7moPgqQ/sgKRA7xjot53ZH3UaTGcXIrlrJiO6ZjJlmD93L1xzKj9O+/qmJPCOqRjFmfZoQlnl6NUhopWB5XMr0b0tsM1qyfvKItd+nddPJ4WpIonf1TzJ2ezj+HAjX/IjY0D62R3VdEBvHPKGXJAkZsQeBIkdtB+rVC2dPrqUK4RAXdbuz1TsWBjVAMt2posKlNbrFsao5Nx1YT767Fm1+RK2IA1tsRGiY/rkNjFZsDgsa9KcK7UpDdBvIKuVYeJgh4yZeNQQaSEACiWmzQHTRrrsb3toNX62WinKRKDf+AscU0HHv3/AQw+LR++ygAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUglSxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCrUlgRZYAAAA='},
  'host': 'mail-relay',
  'truth': {'findings': {'off_hours_logins': [{'ip': '10.58.22.245', 'time': '2024-06-25T16:21:44Z', 'user': 'fatima'},
                                              {'ip': '10.4.160.201', 'time': '2024-06-25T23:54:08Z', 'user': 'nikos'},
                                              {'ip': '10.16.141.110', 'time': '2024-06-25T23:57:31Z', 'user': 'kira'},
                                              {'ip': '10.1.135.248', 'time': '2024-06-27T00:36:21Z', 'user': 'emil'}],
                         'spraying': [{'accounts': 3, 'first_seen': '2024-06-26T19:20:48Z', 'ip': '159.192.69.174'}]},
            'timeline': [['2024-06-26T19:20:48Z', 'ssh', '159.192.69.174', 'guest', 'failed'],
                         ['2024-06-26T19:26:24Z', 'ssh', '159.192.69.174', 'admin', 'failed'],
                         ['2024-06-26T19:33:12Z', 'ssh', '159.192.69.174', 'fatima', 'failed']]}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9TEUUe5sxTCEokzKZUXp7Y5cPPl6P4opyCbJ8lKqpJ3PlN4RPVpAZpZ21dq8Y5jXMU4jDGAH0OP0QVtryke2HmkhaPm4Ny/iw6c+2NvBv+9lVdO9uIDzdlHIAAAA=',
            'journal.json': 'H4sIAAAAAAACA91d224bRxJ9368Y+CkB1uOu6qq+2PCDECuJgPgC24tFnowhObQJS6TAix0j2H/f7hFpXSKZM2Rx1K3EkWxRYnxOn7p1d9X8/ejDh7fHR3+8P3l5/CF+ePf+6OWbR0+LR2DBa9TOOkD0aB/9u3j04ffX796/Onp5HL/hy/n08cevj/XjQXzp3Z/v/nj924eTF8ev3p/8enL8Nn7LYvFp9HhRLxaT2bT5+TcnL+LXHXod//zm7cnrtyfv/4xfM1fe5dejX07+WH8dVHwh/MXeHf3W/H+PhsP6fFmPivPV4HQy/Fx/K8azefF5Mq+K8Xx2VoAqNZbguLRUnM/my4Ks0VSEvw0+LY5fIDP44t3vR8jm6aByZjjgWrmRVWo8YEeknVPOaK0QBr5yHod2HF5/9L9//Z0fXefV2YfVdPLXT/Hdn67f/eenxfp3xey8ngYyI4WrRX3B40+ryeg5KMU/F4NvRfMn9fN2+JoBjCHyzKLwNeBB1cK+DGBL0Gu5sDe+D7mkyFePciFvg2EahQiy8LUVgl+tlp8C9vipni4nw2oZKRhXk9PVvH5WnM4+Tquz+nnRIC7qi0/L5bfn4aeLeeTneTH/NFssAzul8aXlEskVDXPP57PZMk+Sfg0ERIuqFouvs/mFGCKa7wZ1CbWxJ+3A2sae2uB1mr22ZIws3ov32wnvyfRLdToZXQh+Nq+Gp/VdUNkpbfJEeav0h5/q4edmpZ9dwF9NP09nX6cPCKKwdefJzG0mPeko+/YWbth7REe7wr8GmxTKWPayXtzpwgyC9nlhk7fntKHdhx0nw8hW+90q7tbW62OJowi8qPMilUXSdlrNF3mSdJtCIpo7k7agbGgpClaogIKIgtmI4gX9cDL5FEnqnMkDoGsvCqMsBfdoZNzjhTEdOoM36B3khU440icPrfdInxIje2bqjbxbWzAZ70NqT7LbmcQ9ZOxklPJ5YhS350wg3oNdp8fMXpl8I/r21u1QOfTKyTg1ox5OBp8SOZ0zd9YdRGCIbLAA1jI4LT+kjD0dcrpm6szUoXwzHPIba5zsORR56iNjJzba5YlSPNJnAvEeIn16zOyZyTeyb2/hjg0rrVEUfnjfw2fyHLww5YlR3r7zgHgf9p0cM3tl8o3oW1u3ZaW0M8aL5CkM+JAy+XTI6ZrJh+jiuL0ILIPzJIVT+4eUyadDTvfbMwralnOGQsnSnDOQrBtkkr6Bd0336EtELv0GstIGb7+AZ9FU2tZWkR+Nxx6GpEfWVhUPaqqNVhxSvAGOnPGZ0tX1Al7kcXMBT3e7gGdccC8eCZ3MJgdbkFbJdPJ5dsU9luBdicqvZRI0Y26XCQ+HQ0fIysfFCAustSKNFQ4sjq0b1qgqpUds63FePHWVR0PgRh/YUR9eWWMDat4tqVqNZjdw755MFcVaC0+L9+//fH6+XDyh4lnx5r8vnj/5NDurn1y8+qz4z7vjt01UCL//5fXLl0evwnesFvMng8n0yeLbYlmfDZenxTzkXlXQ0PTjZPpXXlRcSiC8awsJRDLWax6X/4YitmO32rEDADRWRv6Opd3EZPpxHrLqjZ+Ai+v/8dbpxaEXgNW3OwozZjDaD8aoRuNRPR4Mx6byaMjXTFiHWALjgXZjtCovpro6igsKN7qAbp7Cemu1av7ZBfgvb1+/ugrcWxQAPpzPpt3Nowtmh5lgHp7OFjcxb0fokDwIIjTsk1/ViNlmgnm3VfUKUHRVtUt+VQNmkwvmHVc17hV4YnJSoccctOcKIITo8Mmvc3lGTaaHnquUeOqv14rCDxBQKIe8zA0mPnADJ1GpY1feWhzgrDq8OJJiqVdxOOc1s/cyu2MGxX3HcvblijhMSO2p5I06lL4ru7djh1yPNNYeBmODAWo91iHZd3pQwcjqkR7QkAcwGudFU1d1RP426jDd1IHKg2RuH4qx1POFiJkhE8w75QuEIQqKIvQq/VUN5YzPBPNuqxpyKA4IvVayx6CGhW7yVKOzyfTCkZuQATLH5nuz9uNWEeeJUfacPx+IAmd6V2SQJzFbj/m3ar7d4V4AHz5aY9bXCPfPPzzIGPVqsJouV3cg1Dbehs4KnLg1Jw6tfytOh5Ct1rtd3G3Nl8GACx/RCKHWh4/JRiNwXtikrTd1aL1bb0KE7BV7G223Nl6tg8tyJNQPYpXvIfaSIwN5gRO33sSh9W+96RCyX+xtxN3WfK3WRhmPVmZUxz5ntdfM9+Pq8g4wmdLpEghKC2uIOvybFzpp+00dmsSt1qsLnxclWy24hb7bm7AxgFYr2alZlk3aiuhy2z1Jlrbcev+nLBisbe/ZyXrnjVIy2ag9xKbIbRiRgPKCJ+7aE4d2H649HUo6JWd3Cby1EVsEZF7fipXzWp6z8O0tD3cSZGlLM8ttsvDYRRbehB9wMvuEDoV2zD5Vo9ns/O60Btm7vOCJ+/bEod2Hb0+Hkq2+vY3AWxtxcDBeKbCynfdO6kh6vDy/+HwH2LBwjvPEKW7VmUC8D+tOj5qtVt5K+W3N3KEyWnmNKOPerMsidYvXLvNi5zZZXLl7e4u3d1rp1jIgZbW2RgtFOaly/Hzyg2imNecFTdqxpw7tHhx6QpRsdeTbxN3SeENlqUmyo80l38UXMct2LrrEuvjIaCIIhYcHmRM/v8cQ8nbtu9qUwEHGqDejyB3i4dt3k2Kqz/bdAJzBKaN4x77lm93tnmifRv+1HC47/fW1Tv/1y1ta/avzZbE6H1XLOi/8e3b339RBC/CsQdLrG0rf6wfMaDLBvKPXN+hC+aas0C0tLz/b5doEIOBSc4mbbtA4qfHwA4CSYqm/wT9kAUJma7XRMp1s3ruDdoNizGldiWA3z/PEXvpBU+Kpx35QCxinpeGuDyi7EQ69QrVPOtBI4TIZwGvJQPPiD1KBRcwFVuOvxWJZLVeLvMDvmQtcl0AL6MHtEsZZCaLj8L1iidhxvfq9VjDY4CGghO/uAUIZ27LmTRFzr7m/U8p6B3HDQ5aANB8H0PyyJTiz3sCNndF5snTbttC1PvkrWNfX7TS23cgNgJ1GZa3MjnUAah6WHJJhp7sMDNkuMgjJVhyJIQPUuwcmg1TY6SwDrRy41jKAgDGAJRABCsDCGcEPoXL02xlC7XHKhwOjMNAU8gfRAAekpEvD1Vk1vywNoZkJu2npIg937BsgUA2DmkchNXMwqJSNM6HVIBgwmFoNwY+1MmwHNeTJVlexRBo3YqGOYqE4Rys4PpTNhsAkOXg+bj2E/9ivg0MzQTVPlm6LEtdnLF+CvUgWlFOto0QA7DSELFPIdVr1wOSQCjudZcAKfesISoTx8Nzutrn+T6BeCScLWxSPoDOE2uNkcHJxez0+Zk5mgkPA7Q47MY5CMhg3kPl7CWSoh5FxKfHUZzLpvGkGbe4Y+W7uoYYMbZ8N5EYKd82Nb17ccpa8DO6yeDwNXrB48qWaPwnxIo6SD5/y4mLP/eTrimgB3TvrKWZBslkyojtoQNBQWlMGu920rFj0bQNCgpD7DAyetFIcyigWxi91239afZzMrj1wyVCp9eaReho5T5DCN0KzgSj2VKlGBnkSs/V+6HbRt3RvPua76Iz2IjfkPBon1G192cdwEx8DMeUFTdyYE4fWvxGnQ8j2Pust0m5tuhwvwTgFWtZxJTjP7CpRXaZnpMhRm2dGXpUEGetbS8KYkFgCoReFq9EdoM/6H0hZg84TpLh/zwRi/34+PWK69V7fKvr25m0huDKrRS63BtQ+A0/f7np0Sty0eSDsFQkYBQQdJKABrdGyAU1r6KEc14ZA5QlS3sPnAfEePHxyxOxXjjeib23e1liriEjLeDFjD16Oa0dk84ImbsyJQ+vfiNMhZJ9yvJF2a9P1xjMgguw+onb8gMrx9DjqWI6TZ2wtCVax38gpKwt3Per5wOU4OdOmxzpFkNL+PReIvfv5BInZrxxvRN/evBkVeWVlU1XSD6gsT5CjjuW5ZkbTQRLWe8dW5hyCpI7TflyhqJDn5AVO3sOnDe0ePHsyhOxZfkdxtzZfMGQpPhNW1ltZOHgZTuC8yROiuDFnArF/o06PmH3K80by7U3bo4FQfMpc1if7gE7JE+KmYzmu41yH1hIIIEMkQrYyML3v41QcwLm8wIn788Sh9e/H0yFkz9PvKO525stKeXDEpI1Maw4DCV86X3wZPl4Mq+lVsJZjL9L6oBe18hmi7XrffMNDc8nc+26j3FhZcqJDSxlTH18XMAdLyATzTuPrOE7eFUVodPKrGjB7lQnm3VY1OCgUHbYr0Qt14FUNmNlmgnnHVfXoUDHu8UjRW+vEUGYcdHSEtiUylaGY2Wz9hDB6+OERSfLV3/AINqDZRvxGdo+ftTrohFIKv3SJ38WC4A8/oTRJtvqbVMqG45AlNMqQTF67R0xsObzclWCgDB7j+zBC5w4/vDwppvocYMjGIEkmFcba5JOKgJl9Jph3SyqsJg8YYJLM5AR2/rAzSLEE/B4dCCy37KlMCqms4f4fV/Nhbl3OAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUglSxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCrUlgRZYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'off_hours_logins': [{'ip': '10.32.185.74', 'time': '2024-06-25T13:57:58Z', 'user': 'kira'},
                                              {'ip': '10.59.100.134', 'time': '2024-06-25T17:05:16Z', 'user': 'kira'},
                                              {'ip': '10.29.225.98', 'time': '2024-06-26T01:07:44Z', 'user': 'lars'}],
                         'spraying': [{'accounts': 8, 'first_seen': '2024-06-26T21:28:56Z', 'ip': '146.83.141.71'}]},
            'timeline': [['2024-06-26T21:28:56Z', 'ssh', '146.83.141.71', 'guest', 'failed'],
                         ['2024-06-26T21:29:26Z', 'ssh', '146.83.141.71', 'lars', 'failed'],
                         ['2024-06-26T21:31:19Z', 'ssh', '146.83.141.71', 'ubuntu', 'failed'],
                         ['2024-06-26T21:35:21Z', 'ssh', '146.83.141.71', 'root', 'failed'],
                         ['2024-06-26T21:35:29Z', 'ssh', '146.83.141.71', 'hadoop', 'failed'],
                         ['2024-06-26T21:37:59Z', 'ssh', '146.83.141.71', 'ftpuser', 'failed'],
                         ['2024-06-26T21:43:26Z', 'ssh', '146.83.141.71', 'kira', 'failed'],
                         ['2024-06-26T21:46:47Z', 'ssh', '146.83.141.71', 'pi', 'failed']]}}]
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
