import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'blocklist': ['23.176.117.217', '31.103.10.34', '89.10.116.238', '171.245.82.144', '193.135.19.180'],
 'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-03-08T16:47:33Z', 'ip': '193.135.19.180'},
                              {'failures': 19, 'first_seen': '2025-03-09T06:58:21Z', 'ip': '171.245.82.144'},
                              {'failures': 14, 'first_seen': '2025-03-10T00:58:12Z', 'ip': '89.10.116.238'}],
              'compromised': [{'ip': '31.103.10.34', 'time': '2025-03-08T18:23:22Z', 'user': 'reports'},
                              {'ip': '23.176.117.217', 'time': '2025-03-09T19:24:39Z', 'user': 'kira'}],
              'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                         'time': '2025-03-09T19:30:46Z',
                                         'user': 'kira'},
                                        {'command': '/usr/bin/id', 'time': '2025-03-09T19:33:57Z', 'user': 'kira'},
                                        {'command': '/usr/bin/apt update',
                                         'time': '2025-03-10T13:27:45Z',
                                         'user': 'kira'},
                                        {'command': '/usr/bin/docker ps',
                                         'time': '2025-03-10T14:59:35Z',
                                         'user': 'kira'},
                                        {'command': '/usr/bin/systemctl restart nginx',
                                         'time': '2025-03-10T18:48:39Z',
                                         'user': 'kira'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA9Vc32/bNhB+318h5Gl9iMw78khKfdrD1g1bsQEtsALDULipm3h1bc9Whmx//Y5S0sQWaVGyJDuok9aFoe/j8X58PJIGkaoshQxSJEgu+c8fwkxeTzcTFEg5Yo4qB5NcChLiz+Ti1fdvk8m2mBbzq8l0vU7/2iY/vn372wRSuEhQiERJ0MnF5QV/dHV5UxTry6vFfLYsyk98AyIFnYK0KQDdw9lHOCFySbmUQbirbR3PQoV3dbtZTGxKqahwTEqSYYQHBnPFrz2Y/Qdba6sHv179N18sphN+cvLt6+nVfFmstjcvk5+WxWyR8H8kv75J3iWg3tOL5Lv1ejH7ffbh53kx0YJSfh4lb6afppv51/cX32j+K6MUgRlKx3AzW8ym29nll+vNHlflXgp2uV5v+InL6VPOSkDCz6zboob1eb7afq6jmBysH2U7K4r58nobQlv/W9yslpeb2d+3s22xnWAqwYu8Wm8vP063N3Vwm5Pyg7vPf1hNNx+HQweROzfxoU/X88nNbLoobkLwPjdvNb2MLjujd5howJw644WMzQFHnEeYifTEm63muE1YYyYbEZER+cd5zj4kQC5kLvfC5tP0n/nVapnyrz08tGC9acSkqNicmReC3O9diMXqer7ceziAbR4MQGpsKj1ZEVyuygljx6LAZp7M9Q7gZfLLfHl7l9xZ/V6rF8mr2dXnFYOA4BckP8w3s0+ruwmgvSelmZdgKxvtpeXGn0XTEui1MHJSFPwp44Fww86lblF+DMiexs7/AEQOKR8x9mhXR3aJbVYfVsU2Le6KPVaSYLha4qaJLchB75kk5DjQOVKzk6IweLBw2xQl8k8AxeR0uKCiNqIxCpTi/EWpBC+IFLnK4p0BhVVDmr1UTs4sHg9h5cQyQ8Z6CBgS/uhwtgHzkH+yJ1kVSrGkDxtdaDo4qzwcY9wwPADSpe2yVqjYtA3WNBcKfnGZQu2BVLlktWPbQKLIhpxkmaWWUq99dK6cYG1BFiRQT+lJcmpmSwIKDzOTo+QEHWRWD5WvNSMk29nXiSshkReOPbHU0yqmEkgW7c3FXTq3Z1zpAcxcfJWKMdry+JDeBnITV8FdevRMB1dK5MxldukGc4ESEeaRphR7gJ75ABe1/HsXz6tMBBxOD4rTm5t6jR4YznKaoyDey6jJyUSauWwnvGASKqEcH2yqLx2k2Bmtq7DGw0w7eeYUYtTsSiTlzfROPytKrSfVQ8aL4pwo1oGyh4HvQVgn6AzUAdg9OfWijB2DsYMGE/u25Lfa49uc17iuYmwsWUl+YxvnadL/fFVV1ahcBkoNagpgW/Bbe+94IHYEAKtjIeLjL+h7ynmfUR6M0rlRtwg7qRokh1SpawA9VJIdOK4kulpTRQ5J2cz2FOSQEtN6iL8dWplbiqg9Kzysmm+3s02wNzKQVzxS3WkteEhbP2lPT8eZ02Qoz4E4JyMbZ+2yrqDS/TvBQYJU9TPUwZ5cyY2yw+EQjxiaS2/bplR1JLNzmE0dnM0nhKVQiUHlbxKwvGIo9IamUtUCt0HrEKjGhmEmU3QqV1RDWq82xXYXz3XrZA0vvoF2vO5niyt8FH575IjtQdEhH9vb2wG9byt6gE3UJEtEf6+tEQXcDgGallGglWgoSBG4rsPRAteNU4ERnccJQWv6EqDSgIcnEXlxAryW5XdWejyn7BOFEkxjD95n2H3EYIaosAm6hlQM+PTjF04INVhT0xpNOyvHxW8rm5iq2XWU4jiaYcBwtuqt95hl2piG000oA/tc1QWj1rYnX2VwJeKqmcHh1gYtKRO1kVPa9GQrqHbWIoEBDDa3D3nd5lZEviyG5a6MOBud/pSrX05UjDFKSnqX9XGqRboOXSjFNqb341JKnWHIYZilqXUhYhNLvyR9ZVm6YwOhvHfQu/YmzHIEET521fZRZC6yXgRmb6cVYmzDsli1K6aBvfNm80jqUyxEQKpaN32IeacgSk8AOhfUYRgdjaZrLfrYWG45LE4aMIrn2Vq7Lcp+B1aczYghsTH0WjOCXFbrDPZxaqcB1W1twClQSfereCNAeRWIp6rZTdwwmIX7jW6SwaTVShL0Vgub+RKMvm6L4KWC0Xr6VOJOEtkhSx8DKBo/a+jgQnVwOdtMjWxXdzjCImGB32+tZiBlRwGy1QHp84yrLLhP0XOWzmpb4NHx1QZJlYfE9YgiTLlmLNhxEZFt2m3aujixKs96mYEXOOVJdqHH7LdGUZLHUBpHVajyuGnndN1ylqg6yvk8BJcqNw/kuNL88brEuKC2dqqr23pgtKmxp9jDiODVfZf0JHYEEZz4c+Ubmvd+chRAsC9yngYJF/Se5dHD9Z4zqrEQPjDR05hVcJtpGLnEL2mfgWqA+9uUZ7AbFkFWd9776V5SgdejOKhv2uqO1LijssHFfU+jynIcfVQogufITrUv1syY6BnkCawfrR+iTaDKa1F6nGWM54bIqQshyqBq6XTEKgJRdSsALU1NQXVzMlPr4FZd746mg1tDw+xHM6QJHg888caQO7gd5HauWToL7h8PFZZZt3VxO8eUIngi4/zUn4QcaOz9iBJWwTnu0DC1I9aMI3B7Vj1CKYNt3pNPs+rc6x+BGukhlxGSgsuIM8xQlNOgTS2pj7hY0hLK5KKlOD703SXueqxIjfFjhYvdsA6+x+zx+3/qBFvdPqi+dyriqHIUuvsOAWh3mB1Qi76uE1HqvozLd5g6890JbrhxbYcL0P8BWD/XLKtMAAA=',
            'auth.log': 'H4sIAAAAAAACA81c3W/bOBJ/v79Cj9uHKuQMP1Xkodjdw91Ddw+7ezgcisVBluTG28Q2bHnb/vdHSrYTWRRFfV0uQOLUbuY3M78hNRwO+SE9RJGMgCRMJ5xHnzbl2822LA7b9DE6nvLdRw6K/p5E5uvwUKRREv3227/v9+XxDqN30T/+9cP93cPuqbirPnwX/fPXH3+5P+x2pfn9+58/fHj/k/kPp+PhbrXZ3v2xO1m5WfkYvT1Fx+PDXz6Ewu/Tp/+ctpuv39k3k2NxPG522zdJdP4t2u2LbZFH690hOh2LQ2RV+O60ye/Jm2j1rVK9+iclBN/UsCoiJDHIHJuw3//y808fhSb4EjY77LbDYc+/vsSjCcB4vOxxd7zFu0qnCeUJ3Drx+JBbJ2oj/X2WFfvS/P3+tHrcZJ+Lb5Wk7GGTb6L1YfcUURKjjpHFlItovzuUERIOxEqBJPrxB+Cc6ujXv70HLhIKmRZrqYVkvGCwQsazDCUt1jrLebqSPNMpl4VWebiOz0SbNwM8Xil/oZY5vQ4J6cJEwBZmeiofDKB9KbblJktLi7tON4+nQ/Euetx92qZPxX1UoURF/VKW3+7NX0cHq9S9ibfdsbxveLNS975SN1yzvxpUy1d6PH7ZHfIAugSXvKLrJYhMOHWCcPXK5vs1G2y+oIC0Zb5KUDhBBH9l8/2aDTafE03b5msz5pwgCl7ZfL9mw9lnit0EP7MjDMEFwqidb/6+/TN93OT1ZPLpVBzLWrqgMdU8BooxRXJ2r+Z6gGinZ7OHIvtc2fSuxjxtP293X7YTxc5AWNPicH1cNG2GerXFmjTR4cRk9Ja142lfCepEQBMhKlz4aN5GiF2UN78+vbyF+bXFnBnU6EbFW+bS/Gmz7ZbPGOEkXPRo3kaIXZQ3vz69vIV49ZY1avJS6cSU4pa13SHNHgsPAEiqwmWPpW2M2CVp69Gnl7YgtzZ5MwOcmunZtZ6QAPOvXyo8BuPxvOsXkwxhQoVLOtdifmsqPM7G4/msoZBQlVCndAVydmtqPKTj8bzWyATMgo84pSs+vzUVHvDxeD5rAKtyg9MagWR2awwet0v/8Xjd1mhbVTCjkjuf9JwsucADqmJFY6Fis+qoU3xbaAlXzDUnVoWkahJsiD+vb5h+ub6pMcykoZwYiz6+XcbfsOJXzGm8rZx1GI8UOG8Zz1oz5hmD89dl3q/YYOZNwLSN560p6Ywh9Osy71dsKPMcmGiHvUqI28GKNWp9oS5mqFENRBlarWvWYVtTZQ2pE0BXJVhQNVMhOnt42uURk2Y83ZVP+7v4azj+ApXoCpbyhCsnLILTbDLY7E0ejreMmeZxIBLmDCjBlG+hQQnGgDQGok1KfKl2mndVuPARK43RYmepoDVMDldo0FKj27HNucCgqo4FjpDklrr9xiOdS4IsXPBo2kaIXZY2v0K9tPU71UGZu74u2sv6RrnHHRWgBYZLn8DbYLFL8+ZTaFghrduzTfIwsduFzuRZVOXxYVMlR8lVuPBx3I0TuyB3vQpNnyorx7aoowk4U39JWlPlaXXalidvcAipw4WPpm6E2GWp8yvUS12YY1vUQYLO3F0iv6XuIc13u70vOBRnLFz4aOpGiF2WOr9CvdSFOdZFnXOjSgoxKEFBRGDhgqfQNlTs4rR5FJqWoFROdVDG3IGiWruz1Q9fzkoJDxc9gbTBYpcmzadQ/zQZ4FYXbc6de0XosKUAZ1qFC55C2lCxi5PmUWjiUsA6tUUZJuAME0Vbk+O63PdEBUcmZbj00byNELssb36FenkL9KyDPHcdXTF2S942/bTZHT0IjDEQ4cIncDdY7NLc+RTq5S7MsS3qeEKUG3V4PokAaoDw0dSNELssdX6FpueTlWOb1NkG167Nda5n3iS84KEaj+fdJBQmIW+1lZw3uwUsYY3FE+PxvNYoW5Nhzs11sQQ3Bk93eE9M5obyhMoEpdNXcn5rajx3G0cYns8agMTur7u5QTW7NTWeu4k/DK/TGkqqln1MqHZKVzNbc8VDHI/XYw0nCXPWMoEtumeKMdXMfJu5F+TtrmmQaj27pk2A+nksNH+x4ryicOxGeTJuTD8V0aHYF6ndP2VRuTFvJtHHSRr8/lIF2vE0+z/gwK/aXBzQjg7H/xUHdkgn1NmQIzXOP6orPPfBnzA876jWVcMBc+dHovvgj8mPsmtpO+bGZwzs99lvShJwn/xZF2qts4ykSgmSFWB/pHSV0xWVRWE/XGWFxGJFWbiSQ3sJKu0ve8zC6XbLcasQee4i43R+mis8NgHPRzM1+ZRt6nZ6UMhlj3IwFgPHKl++PcsRpFr/WY4XCOd2FAWkMXHUKOhGqXZz3E0vfhxUXA7FmfmQWo0JXbuMdcOjrwXbTnfcTHtEX49BnTuwg0QPXyaOFztPB/azweHqDG3Adjr1NlDADHlnoGjKBpLGJZz7yYNEjyZthNglSfOrM5W0yqm3pCF0NLVpaJVCy5dnl1rSNVE0XPBYysaIXZCyHnV6Ket3qYMwcOaLmhNfDc0lX2mF4aInUDZY7LKU+dQZVD/rcqqDNObcTNSy9wjfLQADyWW47AmsDRa7LGs+dQYf4HN6tUWbPRzhBsWBY00AaBEuejRrI8QuyZpfnaljrXJqizTWhalh8FhDpVS47NGsjRC7JGt+daaPNevVFm084a7kRxAYmvJzExcqXPRo1kaIXZI1vzqTs0fr1FvSmGyVKS9HIPXsJQWLpxLCxuN5SwrUHhp0do8IUt3A0VE5ej5HYlbUFGJAiJ/LbefOrFbZSK/WKQp7Rwdjmqk1Q8mIpKleE5nRFBAlzWmRpvkqXMN5j6BcIbkbUtPOMsPqj91h+1xN0zFlMTB9aX7SoJuR1Asz1LJKgYtptMM0kAkwx7EPw4qoj5nUdnQdr6k/HXXRU5ACE8+d3PjgBS5SdyOwoMwT6Hm6fQ50tDNDDNcZnYiO+mhBONGEIQBRROcyLfJ1lmlcacRMkzwvGIc1FUUuwzUcGg5W9YsneEc0MNraqTuTIbCOhsoBz8EAjWCoPvTEwtEGw2n9JTqWaXk6hgNPjIKm6VdYsDvszi0mQSUPODRXV8ntBgO7BoEkN/WFXpT5Zyyw2wutE0G1P7Wc6dBcvjOj4hDtj+Gw8x8iq2GBue9NEkBJ6D1nMqZUxGaAPp/A4PPccxak4wIlZLAV0NajsqIDqlPm5qv2wXMYsEYY1J/2xMHx27EsnuzcfijMuDa+237abL+GqzExKm488QLXZGaonC5HEZjLqJgqFeM5JiQ5nw+YJZXpVXD+icHep9G64uIMyWToULHbJcQ8/s4bg5whivmGSq+OCwwVTICbxNrZZUHE/Fk8VtdnTMDzZvG2YcR91ZMASbtZftq8SG7sVTOcm4wVL82Mknbk8VSsdL7GPEVC0hVmvCjEiuSMS87XIs35GpAWxVogDddxKMtW+QvJ0OF0VO4ua4HtNvXmLWWt5TsHQsIlj1tejxO72PK6V52BN785fdrMnQykbl+aUT07EM6n/6uo7XqCVR/2PMDSfRmd9nlaFuG4E59ZzWC9wjI7LbhTReR6yPRsVpv0UiA045DONz336rjA9MzsKhHddMiOTIYOz2RKE7/R221kFuF3f6aHOzNibHZjXsI1WSiZYWZ5lBBwel0F57igTIJro+N6fw7FWUOjR8lFQoOJ1lVKNSajy54riEWM1Dwn8dwCUzUghSvmmi2bHVhX+eedUMVvdkJrDOeMzIC8uvEexYYaz0wgEofx3O1g6F69+1AEa9wqFIQyf5uawawGoBOTBw/2ajVrngaXLVmp+JxDvUfFBYY6t+UF93qJSdbtlmYhlvKqOg2MXfbPJO+60Dw3xqzXwgxYmesUCmnWZRozs4zTSvMVXa+RaZmvcxqu5AJVXO66KLHGrO9VC4sXbta6ZjBc738CoDBfxPQquUjEoGw169dPa05xtryhrwLSq8ZCSQO3z2NEp8uRhe7mMBsSZja5hAWVQsxXBOnVcb4iyH8BUM68ANxiAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MMQvCMBQG9/yKb9Sh2FZcurlLKdjFScLrAx9N8iAJlfTXm9XefHfAHw8l65DF84ATqXNMmRf0bX9r2mvTdWeDA3OVsWuoxd1zFLKXkb/vl8bVPEvK7EFOaUUqgT5Rg+y8DCicDqtxnpA4bkJ1ZSnLxuYH746RvZ8AAAA='},
  'host': 'git-internal',
  'truth': {'blocklist': ['23.194.193.227', '61.195.213.130', '103.231.209.136', '212.139.31.83', '218.81.68.11'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-03-08T09:04:41Z', 'ip': '61.195.213.130'},
                                         {'failures': 12,
                                          'first_seen': '2025-03-09T06:56:46Z',
                                          'ip': '103.231.209.136'},
                                         {'failures': 10,
                                          'first_seen': '2025-03-10T04:50:41Z',
                                          'ip': '23.194.193.227'}],
                         'compromised': [{'ip': '218.81.68.11', 'time': '2025-03-09T05:08:06Z', 'user': 'rhea'},
                                         {'ip': '212.139.31.83',
                                          'time': '2025-03-10T15:10:25Z',
                                          'user': 'release-mgr'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-03-09T05:09:23Z',
                                                    'user': 'rhea'},
                                                   {'command': '/usr/bin/id',
                                                    'time': '2025-03-09T05:15:58Z',
                                                    'user': 'rhea'},
                                                   {'command': '/usr/bin/docker ps',
                                                    'time': '2025-03-10T16:19:46Z',
                                                    'user': 'rhea'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA9Vc3W/byBF/719B5Onuwaud3Zn94D3dQ3s9tEELXIAeUBQHxVFi3bmST5KLtH99Z0kllsldekmRlIw4BmQb/A3n+2NnQQrthSIQyhU3/O+f0i7eLncLJRWVSpboS2mKG0lS/qt488Mf3xWL4s/v3v19AQLeFErKQoH2xZubN/zb7c3d4fBwc3u/Xm0O1V/8ASoAcAL98fnu6fmSIfj59vnzPy7/s77dbgR/a0Ahge2EsgKUFerru5ximVKqEuVzrN32/fawF4fPhwYUWK1qqNvH3f3CCRKygmBOMcMCTyIIBKVuIOwPy8P6drF8eBC3+33zhazGzhdyonofaKOBLBWWqls2QExo9fy32/+t7++XC36N4pufAb4r/rrePH4uPjvzi8Fvix9Wt79t+ckg+QuKP613q4/bzwtQ7vje1Vvz68d4C7pUUEp8Tsv99tN60yBIO2tHIijoLBih4/RoKlFnypo12HRrsBEK+YNTUSxiOWAulnE6jaVACSC2FxZ6IL/YrR62u8O+AUkluTIY1Cnkp93y43KzPFUBZMaBpxrv4b+Hu+3mZrf6/XG1P+wXSmgIrOyDSTaOuV8dDuvNp/3Z2MvHD+vDdtfAZtOVbFv93vc8Bcvkigk+LKhgjLIPy/3d++1y9+Fstmwf9jfhaW10U4IfJpNTv9YCPD7kZvnh32zDEVQaATV4FSWUFjbiTRlGA0eg3NgAxJ4pCsGOS6FgR9vCYKdFqlSq04ei7/LRlkOOBOG0AIAI4/xJfAg6XEJCjZcP68Xdanl/uMthXRP2yW5agMqeYTdvl7frzWG7v/uu+HFzWN0X/IPibz8VPxeAv9C3xfcPD/erf6ze/2V9WBhJHB2Bip8YYLf++rlN7Yk6N8hlx50g93G/2iW1agTJsA/XI5txTwpsK4JegaiSisV5Gw3V5BTDjtaqOeuBLynPKSwEBQGTTLB+beZXYBAurdVYaqytHs9zl3miYThT2zz2NKKLaROTbEs0cZKHa1Mf82MSXCn1UBJy/E9aPXxSXi+6nvOSnFzxIJc1fpgCz6BUT5lZg2qVNLt+fB2NbAzplRLWRXwbhXIO9QhcHqIGp5TF+VnTN4WRnmLHbJORqS6rr8OjZfGKs1caQPF5bHKlHqhACQeW9aq+hIT7uqy6eo6E2dwI2QI5Ky+uOL4udLu5Wec2Bs4WnpZ1ey+fSdZqe2kmMdUqj0lO6ul8QegGho4j185OR1265i/1nNBkZ8h782J27DkTBG8iWK5EW4LMxNLS4UhtOC+cF0a1SQJZgiup4QU7s3UHqqMPByAUERfyzG4bwVOhhCK6RATNoY15oQZEhGfdjAwY39K4oY3BF9F0KARTgXlY0pyDCXUJOCkjKxgcXA9M4WwySOaE142YdORBEp2bmY1vbkyYrmc9s2om1rOsmTFTajq4b5UDS1xeXQA2nVb365/mYFmOqqM4gEn029YDoCEC6MsIVwL1Cyn9EUaJ2/N5Wj+svLsMtdAryR/LVhl1aDujp/oA1FOD+RtoOcQdB0xX0oXKoVjXrX0cYQiTB0fu9dgSzpDG6zBuT/XarkClTTL4j60btp7Kzey5XBL1CpjvueqaKQViLMJ5kgwlk0OQ63IACpL+fGTlVyrZWB2d+6o+2nP93NdnVOV9mYJjdQCm8AOKko2ey1beypTKzWMgtj53N3MRyrA0kwdw9dmy6+tn6jCoUFfZ+QkTFPWaikktk7neyPqkuVAaajBDIVWyeTC6w2YsvIA/0KGGmaXQZSSEmeWHg2fK57CUSjlDlcUwZMYbmOcgmmRGPUVtrW29ITCnwrhks2lSI3TJaf/lazbt61Pasx2RyKOJ9NineTJwUQ73YefAQms6PoMfY1S085k7qqQRXGErDXXSyU82LkOdDGfXyCGsFyCuLsdmwkjPGjiRksX4NQrOJCcSV9A6CCeFzCwJK7pks/IapeaSnYupzk+gH35G+TxYstPn1yRfk9GG5axXNYUmlQygYzeIGQrnO1ZGZ9S5FxIFJtPLa9R0HD7XGRi/iUoNr4dBZljcOkfnTXLHZiwbtslT0xOWQOFMrp8l2QgnbF9P9UN+GLW9mILVqqZ6JUzB6tCtnEFZMBxcTY1Wxo2dGI6iDqo5B3laDCdC1az7OCAFkrCahSzjFLVdQHP34cvufsfuA6FQmoQKU6cICFFrHhW7gAS1jF8TcNw7AfCRx9d7OTa5ytC+2QWQ9KSLJ14YIyDGcBdbBGtdQ6Im3YtBJzzLCo+bjiCfbXErbPm+jkt/rBlrV4Wfadh2fJSoMAzoZpoG2XlNDKsQeBAYeXxY8R3WCpxIPk+kNtaiI2T7rFUr7b7ck9FhxPm4rMU9zjfXioLqOnjm+XuvpTon7ZSUaxvuVaCoXmpIziZ63uXyhPJ1j7yN1SMDrRhjjRvJ+DPI43oaenTtKkdKRnXfHZUD26farVTdyRnZopNSa3quiiOS1DzKnCQYk3I8oVVLLAzYF6THwKQ56VBt46mO1bfqxK4FR/Q4qZ1TyAscfzJxatMhqKepPwPqcIZH0H7OEI0xZ6P2Dx9WZSzg9iGhdxTQGvWLFFSXZrEJaBuRcTVx1Gbm7P8ZSV93tiOEZTbXg2UqzJBGHnB6KzLp1ckbOxo69UXXRsGsotFJ0TTDMSgfvxUzCweTkkgapcbuCzKRC2HP/62MmkO4VOtSg7gGcdFodSQxL8MmgtFu8wRhuT6jONNcP53tvODvCSilFpTeaIg4yso5KOfGZ0QHfammVIMuknqs2025gFaK7Qp0RERVkwcp87IHNHraukgQCRepeoHCKSM5TnXxhBKXU4UFebeCKK1dt1fJAaPetYKXo3mWFwlEmRy4JNIPAMT5yINcYQESvBiLTbiZmD0txfJ0G45dNjPfdMNJ05eLdZq+TLM7twJMLPVy1fEBm2uT1shJK4GqUSoUxioBXx29cpmkclo8dSczKI7SMk6qb52u7my8apqws/l/MP2TWS9dAAA=',
            'auth.log': 'H4sIAAAAAAACA81cS2/cRhK+51fwmBzM6e7qJw0djCSL3YOTRZLFIjCCgMOHNbE0M5iHHf/7NJtDaUgWySaHtCwYkCB56quqr7q6ql9v40MQqICRiLOI8OAx3jy8OmQP8efg+19+/ukdaCP+iIJ9/Pjnebv5+9vksNtGx+x43Oy230XB5adgt8+2WRrku0NwPmaH4LDbnb49b9I78l2w/hxcfvzmbQ3NTEVLHnbHJtqTbCtYRIS0ZRsG81vi0GAyWrclOiDKEhIR3ZatlJzZkgqNsqlovZaYCHREoCWbE1jAEofG2FS0PksoiQSPRE328XifvmOcMCv7TZJk+5P99P68ftgkH7LPTs76r91hG+SH3aOVEFIZSh1S64/97nAKhASqCyksCn78gQlBTfDrv98wISOdQWqyVOiYylSzhBKTp4YpLUhC16b4Kcvsp/OU+2r4ZH3xSw9fO9WdhykhgPmbsohRHJGaFmJ8Pt1buOJbtj1tkvhUoOb2o+dD9jp42L3fxo/ZXeAwgqz8djp9vrOfDg6FSnfB4X53PN3VPOmUvXPK+ur1L/vrgqn4ePy0O6QeRBnOjCPqGsIOf4lACP7CpvfpNdp04IwrxHROEAipX9z0br3Gsy7AxhBiukAgzMuz3q3XeNaJtNJqphcTUkQlNnOz2TN5iQaT0XozubRFgp0o2s4SjFrZ/9l+jB82afnBbfx+szuWbmKUhVSYkKqQ8SpGiBHgKxkNj+Q+Sz44al6XkOfth+3u0/YmoTPEXN1aX22wSNuMdmg98qSrTxQCyXWTr/P6vD2du8VzDUT4Sp7M12ihi/LVp80gX14ObfElImoQSDcF1fjaHeLkIesRrwwYX8mT+RotdFG++rQZ5MvLoS2+pC0dEUj95Rxwmdb28cfswVczzBlOQE96kUo2yhlj+5OI1VqU4zndWRA31div86P9r1Hw22+/3+1PxxUNXgf//f8Pd6v73WO2cn98Hfzv1x9/uSumGfvz9z+/ffvmJ/sfzsfDar3ZruL9KTjv0/iU+aI+O93+cvx0WihVle7saVa13begEUOCC7RctHwBywALGeUhExXV13PykGYY087Zl/qlLr8MdCm1rjFdgmAFYgnyaH0bv8+CQ7bP4qKVg+C0sb+Mgne3KfBHQwP5tRLQrdmMBAjqTQBfhgChv1YCujWbjYBi3cqbADYvASawxSOh9l9bA0nJggQoFVImQmp7HJv/S/cXSdJXL8x6l/md9XXp5USjuZJXzi8hBFqKSeBf2PTnyBvWq594xHTOJDeI6QAIBIcXZr1Pr9GsSyJrSwYlhG6sE18ghHxh1vv0Gs06CC1aAU9Js8YpIQypLZn6jyqghI0CGbvqWa+cWksTJaCIOFK5KQpovQij68Xk/nFnZz8lRLA6Pe5X4d++6AvUjQ6UMYuLgIJCTebjTY5PwSo7JavjfZzuPvlCL2WvnSaxsaHA9HWwRcQSGmoIKaWXZGiIYb6CJzSwE4XOlGGejPVVZlT/2uXOZgIQBp2+lGBNsk7Z8dQpW0jKqK/YyVSNFrokVX3KDFI17EyMKKTCVaq1LnQ8752YLvGSGuot+RauxgldmKtOZQa58vJnnS7bj6uIYJupks+84P+EZqaidS/4O9lCWf8hztOkbwGZKhqyYm/E9jVQOYrYqcJX8rTAmyJ0jh61Zq2vNqMWkDsd2ow8G+yMYpCmO6NjwgWRylvuZLZGC12UrT5tRuT0TnciXAECqBn7YuZj/c2AYgPLGZjxyiiOGI8tKGomxyYWQY3QvpJvCNWRQhcO1W5tbk4szqF1vqDYvBTIIqcG2VuBYPI5N8Jb9DTCpghdjrABbcbVIJ0ebTFm4wTp7rVQTcben/uTlyLMW/BkvkYLXZSvPm0G+fLxZ4staJxbvCAqPZItCYYSX8GT2RotdFG2+rS5lS3nzxZbPKJYAjZffOq+2vcd1mxg3xdNLbYdNYj5gBS2hpFxVaakArzlTo7V0UIXjdU+bW6sMp07W1zhpxoN1y8eqn2aTQhVIbmUiPnY3qCRYnzdwp6O1AyLnhyto4UuGq192sxQt7D6mZoSU2LHeIAQMpoxITR4i57M2GihizLWp83tjDmP1hmzCa253FVh8p7aBVlLA04AfOVOo2uK0MXWJgeUGVO5dHmzRZXGtvyAMPWlrMd2kwf0Gt5NbpoOWrVM56YBcbl1ZOj8i7IODfhUtN5FWeMmTlS2mt8Sh8ZhKtqAJYyiN+iMYEtYYtHQe2eC3W4JoJxwQuUSllg0Lqei9VlSXIiQ+OaFmj+6SjTQU9EGLOEk4hThW4olLOHNY1Bj0HotsdnE8o1G1wKcODTBpqL1WmIFEzR36QXGSYkm6FS0Tktsg11su9kRj939rJ+eud2SJzQBU9F6LeFunGBj0Mj5LeHFOKkfSxmD1mtJMUjQDK/rze48lpRodCparyVFqYLtWgMRpPvO7HNNREnIeEiNLY1odbjQ2Lat486szPIkzXKlic7WJM7XWaJVLtPYVlQiz4hQOeSxiRPiq+G8p8cugLxRLLjzTEAkfpSKjD5K9dfufNjGD8npIXh1LszxBZ//MFUJCsZmMCx9LRDOxZYSOoH5ofWFM3VnhJHNVSAGusP5ermHFJdRqAxtrVCtHFCORzPkOVBDZRzrXBMpbBSbjJiY0UzKtaYxB+AiLeLdV8Gx0ew0rxilmLsLRG6LnzYipT234u/P73e1ES6tY0BWN8rE5ShKyyepyBQjxQsLuUgNyBwynidZAjIGSddpLnNjhF7rPPHVcKxPCtUrl4gul6AnNIGCLkd4GRHPQ5zVhnj516ljfAj+xjHeCIkrVCpxVH5Ja47zrkOx7o8DJp+s6ODVNrCpZPUxPqxs5746fj7ab75a3Gh7nforUKYjrpAAk8R3CNjod3fVqlPOkug5R0CvgvOPANufykahXwGabo88brbxk0dAh0BtsuSXlRAFrMMjUqt1HOcsE2uaS5HnJM2zDIxe8ziXShjJeMYoEevYV8GxHik0rzwiOzximxGCAWrwjBGwYUJsmjRPLiFdhdCUIBnQcIkg4a1bJ26sMvdGh/1yAdGVMdwfBzJGurOutNPY0Rf0xgRRj4NrUNXoTErXMgaew0HYsSAh1BX3hCgy53DoVXCJ4SBYY33/0j3x+Xu1Eg3tDPmtvVohu/kK1CWgOEejmI6OYo95b0CLZcKauRvMyLI/k9K3GuY8ZLYgVqIqhxln85XDAxouUA5bRIUWm0xrz4bXVcQq5FWHQOBymW6OfndIwdn7XQtIVXN/3IUm0Ln63XaaHwBdpM8tQHVEkebLxmU394f77DnNF2OBQch0tfWlCe1K8zphJk3iNEsUSAGJ0vlaGRInMtE0SYViWsYpMYmvgmO5LzSv3MA7uAfArnsDSLXsa0nCOpILO21etumKcsRXLWybrlaJPQu/HC3i5upk1QWBo314ec0av/jYhyGJMmYUxvwFG4uEtp1EG5D3lTGNZ6aErWNoyKsNTikpnecBPA8NZ34Ar0B0h/YAmWG4YJ1EN1xiGz9tvz090CLZ9cVxD5QF7OKRuxqNILoh4pPLqCkWbZ+XdezsrWZMZgMazp/MuNutRIJLuFMOXuFfPEbDTVHKVweemVHzxf+AiovECS/uByGIoDxbGxmCTQpPr38pJedrbAbUm7+x4cXztlhSFsJ7OVQXYVJlA7Cd6YxLQQP6zT9pcHcdmLUrMaHwdUE2el2w8biSB+oy64AWVDY2hS++1WLZaocJ2zKQqyOqz49Deig2/DjklfzLFGVA16eoEgNJPXaC/wqM71RsvPFCY8YrdO1Mcu5ZBbRcLKggo1AWyO6ifeHnspem2fzLNMK9wANT0XqXaYR7Ghw5mSflwmOzWOFgPHx+88kWGr5qoXcUr2usZ+GX5ROARtCIjgduwE6nnaHZhyGInYRGYcxfionIlsTIGxMgDfddeWLGDraQqmpUg2Iw38rTgIYLrDyJ4iADQ7b2pTGz7ToiU+0A7kLbjeWRKCSrKyr8wpoW5BflOK86bMNlM657QZaI6+LKsmn7UlWbqM6Eri0R98fRa2UDoDcSWDf6m38AMOIuvnViAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MMQvCMBQG9/yKb9Sh2FZcurlLKdjFScLrAx9N8iAJlfTXm9XefHfAHw8l65DF84ATqXNMmRf0bX9r2mvTdWeDA3OVsWuoxd1zFLKXkb/vl8bVPEvK7EFOaUUqgT5Rg+y8DCicDqtxnpA4bkJ1ZSnLxuYH746RvZ8AAAA='},
  'host': 'mail-relay',
  'truth': {'blocklist': ['77.47.242.78', '77.125.18.167', '103.242.214.253', '171.20.162.231', '212.159.17.243'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2025-03-08T20:58:49Z', 'ip': '212.159.17.243'},
                                         {'failures': 12,
                                          'first_seen': '2025-03-09T01:51:29Z',
                                          'ip': '103.242.214.253'},
                                         {'failures': 12,
                                          'first_seen': '2025-03-09T06:57:59Z',
                                          'ip': '171.20.162.231'}],
                         'compromised': [{'ip': '77.125.18.167', 'time': '2025-03-09T05:10:23Z', 'user': 'umar'},
                                         {'ip': '77.47.242.78', 'time': '2025-03-09T09:29:36Z', 'user': 'reports'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2025-03-09T05:15:43Z',
                                                    'user': 'umar'},
                                                   {'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2025-03-09T05:22:15Z',
                                                    'user': 'umar'},
                                                   {'command': '/usr/bin/journalctl -u ssh',
                                                    'time': '2025-03-10T13:24:04Z',
                                                    'user': 'umar'},
                                                   {'command': '/usr/bin/docker ps',
                                                    'time': '2025-03-10T16:17:36Z',
                                                    'user': 'umar'}]}}}]
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
