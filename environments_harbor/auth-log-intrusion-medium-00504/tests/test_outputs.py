import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'blocklist': ['23.64.245.39', '2001:db8:964a:188e::79d'],
 'findings': {'brute_force': [{'failures': 10, 'first_seen': '2024-06-20T13:09:31Z', 'ip': '23.64.245.39'},
                              {'failures': 17, 'first_seen': '2024-06-21T11:50:35Z', 'ip': '2001:db8:964a:188e::79d'}],
              'off_hours_logins': [{'ip': '10.10.242.5', 'time': '2024-06-20T17:32:33Z', 'user': 'tova'},
                                   {'ip': '10.25.117.69', 'time': '2024-06-21T02:15:31Z', 'user': 'tova'},
                                   {'ip': '10.12.9.190', 'time': '2024-06-22T10:35:08Z', 'user': 'umar'},
                                   {'ip': '10.15.199.17', 'time': '2024-06-22T11:24:08Z', 'user': 'tova'},
                                   {'ip': '10.26.52.252', 'time': '2024-06-22T19:48:52Z', 'user': 'nikos'}]}}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MSwrDMAxF0XlW8SBz1/n0Q3ejGBVMglxkKSG7r9PhhcPtUVxRDkGWj1I19WSu/Ibwzgoyo7Sy1m6I4TWFaQzxNkYAPXbfhJWWvGU7URNJy8vNjzDcnxec/3BpC/+2ox1F1+4HYp9xu3QAAAA=',
            'journal.json': 'H4sIAAAAAAACA91d0Y4bN7J9v18h+GkD3MgssopFTuAHI3F2DcRxYPviIk9GS93yzMaWBiMpibG4/37JlmR7xpLFbtW0yMlm7YllT3IOzykWi2TxP4/evn317Okvb56/ePY2/vD6zdMXvz26GD0CBucso1eoHRj/6L9Hj97+6+XrN78+ffEs/oZ68v31zeLvj99P4kevf3/9y8t/vn3+07Nf3zz/+fmzV/G3LJeX9ffLZrm8WszbP//b85/irxMCx3/+7dXzl6+ev/k9/pr94rv8/PTH579sfx1U/CD8h71++s/23/t0Om2uV009uq6Wy78WN/VotrgZ3Vw21Wh2s/gwuriYhb8uQI21HgPjWJMeXS9uViNj0dAo/EfpR//3X/8pD/l19eHten719z/id7/YfvfvLkbbr0aL62bebOhYL5sNJ/9YX9VPQCn4bjT5OGr/SX2XAt9rZA2kbC/463pxG7ah3rBHo83oXozevPn9yfVq+ViPfhj99r8/PXl8ufjQPG4//GH0P6+fvXpys1iswtc/vnzx4umv4TeslzePJ1fzx9X1arS+rqtVUxb2z0MevmvKkAf820GO431bAQnQHVgNDgGdrOoRBfy+nry/mv7RfDxoeMCx5/HW7RbBqtbtF6NnP2ki8KPX/3qqyV5MvTbKWIvkG4ZmNkEd4BtQPHGTqVPEOOMGJxbqMjkbMlI4ixoDB1bILWQEIwV0jhT1IkjsZnS9LAv60IHCG/Kq/asP9B9fvfz1S+iMRgD69GYx7w49XeneeFsI5un7xfIu5uMIWVkgQu296hvKbgvaGumwf7l+t7gb9jHkeGMwahv3jSfcH/cnjtxs5puJm3qq/ayqK9Yea9UYbGqrKjOd1TCpLVZlkdU13kcWd3anbi7gkBehtRotywQ9e1Jm2Orhc7w3t+J9++GReL/8uFw1H6ar96ObZrmqgoDm767mf5dFxInR/7YcEqAbFcSvXPhKRvrshaRfrVeXAXf8qZmvrqbVKsKfVVfv1zfND6P3i3fz6kPzZNRiHzWbn1arj0/Cnx7dRG6ehLlwsVw92YYX5nFYQgK0q8iWvCeJsTQjjn4O+L9aMEc/fBlIbyFtIykxAyaul9mAVg4UKCWbBbv+UfH5/M/q/VW9kfy8ene1WB5BHAbMYplg9/pgetlM/2jH/YcNC+v5H/PFX/MHBPF+rF4mQft8ftXPBMm214o5ZMWbGocYCwRCtr++OhbkNKMtE6i45QuBeD7L50fQUcunGSDd7iHsIdGmUnFyUkPalZT4XTZVWRztTfzuFk73SMIbB8mSMKwBfQAtA5eEIv/ippq+b44gNZpsYSDFo37m0M4X7fMh5miUTxd7sq0RAEkpLYS+jLy/Y6TPh6Oekd44wi6SYNDBF1oErpXK8VfN8mgpwzrgsiCKx/nMoZ0vzudDzNE4nyr1ZEuT8RaVQS26orEnnHK5Ze2q/nA1PwIYkUmViVXc44VAPJ/X8yPoqOeTPZBuetbWKvZOmAQvY/r2hyM1SoW2UKjyni8D4hk9nx1BRz2faoFkyzOgca1pRDnAIYs1aIzBMsGKm74QiOczfX4EyRRxWhOk2p6UtYyKGWRZkD/XdV392by/e7CLYGzcGNhtixUQQvmBk10Gamgmk4meUQ1ae/CoZ1BV4Ye6atS0MjUb5ZoKy6St6wmvls/dmR7seMTLslIewDonsyL2IC2Xf1cfqq/kwq1RNG3Xwcobt18tDVBdmcpVZmJnysBsVmkm56fkmrrxs8lMqYk1UzepymKrq0paGncqsd1U4hQZ65C1kz0AwZqGuCtgcKyNGoM2u1MPiDTAdYEcaRvwuoBDrcBpr1hmdzQe3sg0Y4kXUuzYqjHydluhDcplcbQvadk7V3+CupmqESg1S4lwQ7BWyoEQXPcgJZELRz0lQRRUnS4JA1YbbYXgMgjfN00AHCxgbIGAh0w1HRlCbanvIfqDs6EbZMAxrE7ijUO/jXoGfOoF4xyRDzry8eaE1daRF7k+4RScco9kM7yHrhhvPhW8Y5wT+hMvj9wRQQJ21iH5BYNGVvnuhILsfs/vXWX6MWBYaSq/m9ZCrpPq+QyRD7pk9ArDrKi1ll37OMp2EWAgLDFxbP1YK7XN+Wbhu36oyqRrX/K3wXPLJ7dhbyZHDlhSjeLB+liAUySSDjly97ZPsQcqhkTdl4VSeIMie2j35PCymOmzI3FI7snO1sah8eELGfhWyNmz1fVXm677opiCNGvnA1Pc2plDO6O182HmqLW76D3d2w7DF0BWNl9xQh6/rOrF4vpoODOcONrZoZW3ehkQz2n57Bg6av0ONkh2vvFaxcAnE/n8BtQ9HCXcA5ScZ18WRnGfZw7tjP7Oh5nuhwYPiT3Z1QSotSMlczPCa5Bx9XJ93YI5hhVR+7Jgihs7c2hnNHY+zBw1dhe9J3vbxvYlloU2lP0J3SqP3PjZizTp2nZOIMWdnTm0Mzo7H2Z63O05pPZkX7M14U+ycULoeUBfm3gCoiyQ4r7OHNoZfZ0PMzK+btXewdcWMdYbRAsN/oS9wG812tpXUECd0lwvR6T3YPIiIJ7V7Lkx1LXV1iELJDreY1ydyLWbNgW02PYY9xvKwNyvxbYnzZKjKtIz/r5HlfS2V3z+mHuOqrUKjQ4xS/bGmLd4Ty1y9qUjhp0vE6vw/FwMxLPNzzky1L15ziETpM7QlpV3xpNBWRJ42P1ub4wqE6247wuBeEbf58eQ1H53tEGy852x4Q+ccIhvPw0ehjynGrshUZloxZ1fCMQzOj8/hoTOr7Y2SHU+a62dZrYoU4X0NPCeeIBRFkxpq+cO7XwWz4gZuT3xAC3d22Q4JjgiO4dWSXXBTEtg2gulZaGUt3be0M5p7WyYEcrXW7knO9sQEwEq0XKFVUgP8eJhjnT1v3hogVMXdl75MPmJbkDo3MvzAbNTpWDuVZ73oB07QYRkVPajGjB7KARzz1GNfbQEEWqH+Y+qYeBCMPcb1dhqjUVfWebsRzVidoVg7jeqZvNwmpxuvct+VANmZwrB3HNU48MZZNkTyeaJTuj617v13S0/UGNnxkaPwX1qVUfoy8Qqu3wuB6JoQ75PciiToKOr6WQPJC6RAglsY09J8KIkgNIlqKRT38YsyUru33hHJIjI6SJxsaEhaZCtIIDxBYkk6Rm5LLlKek5uj0QIFaZLBNHpkNaIXK21QCVJ43L9blEWR/skEVEcm1q0oXRJ+LYxErNwtPT23o5V7EMcxqxMsOIJZSEQz5dQ5kdQn0MVB0yQbvsQ4zwZJXqozOoTkqRvn57eM/OpEFzLhCpv+jIgntH02RHU/ez0AQukWl4rAMOx/bVIYqOVGbBiBKC4LIzSHs8d2tm8nRExMpWhqPUOpkZwznotHNjwAVaGMiSrb2XIKu8xXSSONFilUcgh7uFVhDLiqGcliDw5nSwJAFLOGOFVUGDw4VWEMuSqZ2WIlOf0fBHa6/DojSxs7QesDMVW/lwmWPEEshCI50sk8yNIpjLUmiDZ9hpDKh2b5suyYGmwyhBZp1WZUMVNXwjE85k+P4IkKkOtBTpY3pOy3P+NpNvYGYerDEWmC8N4Dx7PGto5vZ0LMSKVoVbryaZG5zCewRfp3WeN8g+xIpQPSX0rQSas+iFZFKTYBx2DaI83a0A9wIpQflz1rQxp75Mlgs47G6BbmfMv5oRriwfelq+r+VeIdfjb0BgMfSqib0PlV2/L+9pPa6DGGO1Uo2qvdTPTU2VUbRU30BjUVlWm0lQWXV3flYw87p6VNB0P2jv0aOJTibJps9Eo/KDoXrEEocT/g9lVTg0kH7PMEPmQA+8VeefRs5J4RdeaE+64jUab0T30hHD74ZEXhOtFCCthol2WBf3EB4RvC+A4dFTeEBqttFCUIxrC5n4MHj8/Dk9apxa/cwI8oLvRgkVtPPV//vY27BNuWRyY/PftchgMk38YbAu7fIe92z/5Txy52cw3Ezf1VPtZVVesPdYqzPpNHaf96ayGSW2xKouuriqJPO5UQh1VwhAyY+PjzooMbJBWyb6kOGTEzo53GjGKLO/XyLS9HWotkm8YmtkEdcAd8naeuMnUKWKccYMTC3VZZHXVSGRxpxHoqpGwKnU2HrYQmSwRzCl5QquHQ3lC++GRPGEVVl6j7+cjUqPHf1Y3j8NC9PHy4zL8VBYXJyYOtxVxHLpV3nEIkUwibz5ZRCucOOwtsSCNmcN8sutTqSj1laesEHf1e8vFbnixm+GtRiva8AMo++vmAbPoewH3ibnfdXNrUJMKcgYjpGYn7N/ln9Pvl9Nqvq8EFtJC7XbJv/KpW+A5ge5q4R0drYa97ypojpkOsgGZs7SY9TYxxCVDLJNSt2ZdWdGU2KTrNtxtky6VfIQ0INagDBorWwxH5gcqkOzo6i8U43x6+hOQE4alE8retMGs7x+eJJTc6DpBKEolnzMLyJFVWBPJPjdlCbRwhpGGHY1DLBh710Rjw8pusaC75hlOO/KsWKZwdkqnvAMVpP2jTjqklCGt3K0LkQ9sMhptZ7FAWE0CTEY1mzaVVdrUzldck/cavEbtNFRl0TWsThwxsTO6542du5UTOuEBytFop4lDdaTtx9+oJC1jKWk9+2u0XFWr9bIsAk4sHd0VQgJ4z8YpZ6X21omcdJT4d/Wh+rp6FKaFuB2Bu8cOFGwfO/gqTDRAdWUqV5mJnSkDs1mlmZyfkmvqxs8mM6Um1kzdpCqLr65hoiVyJw7bLUqwild0vEWQ7RFG3gwzq7R/8xhgV6xg5YeYV3IkbtD5Jcyo8dlTjz3P/90NrxbOO7/E6WX5cblqPkxX70c3TZhmgpzm767mf5dFxuBzDbdOcI4NicROa3iIne8w1WgVT7/ZbeTQdrsKud+d75zoGnDnO8yv2ikEFNrMtcRDbGdpO7Zhdvn0ioOi1HJOToCH3M1iBBOSbtCoRGdG68wgB2JMyEDDkPP2gKM1xIOEhQxpGzI8oA7wrddCG/2sTzoc2SrjczIBt5KJ9sMjqUR1vRqtr+tq1ZSF/cTs4bYCUqCTcmg1GSsDnU4a9s0U8Hnc8da4bz69x9MuObFxohDuzCAJ2D3FJRUr4Vd8tit62Z4JIXGEi3riLnCm4WLGxl5c+N1+uUVKuWKXI2Dh65XFQBTY0TogiTJJ6tQ74bgZUjNmTxR7CZGT3dthJ9RZ8/oqAXFsk6XKBCtv/zIgntn+2ZF01P7pRki2vlWgtdUg00PMKSpFIh2PPeTE1LHjDt+UB4WFtU+Xh1bhf054cew0i7fb+CbosMxTpky84pNDIRDPOznkR1KXdhzHvZAeADCsZq21soe9HAq9tbCerOerdcqsGB8wLROwfAQoA+KZI0B2JB2NAN3MkBwCYpJM2go/Z+aIC0sV05qw5MjXt5uwfHu2QAs6WSpeM3nH0tAZBq4lUtwoLhOw+GxRCMTzzhb5kSRXS2zNkB4CDFmyRris4lgPu2K0CJbKxCsfAcqAeOYIkB1JYivG1gsdAoA3CGGRKUqEV0L7icv1dQsqIfUJQKBMxPcQAoqAeO4QkBtJR0NARzekBwEEr0gp2fcnoh8HDgKk0foyEcsHgTIgnjkIZEeSYBBo3ZAeBNhqBu+E4yGaB1o4yo+vEwpH1mjboXDEQeGGhZ6y8siDzxMq/FvLQio/P+QN7czzQjbkSM4HUfWJJncKyHjHwNLxzQ+8l0jtU9xFAhb2fDEQz+n9HEmS20tszdAhBHhS7FDmbpa37kGmgjnxdEIKSEYlP+LglGYTQJ9wsfs2ZAcP9CRiTkyddhJRQ/KtTheXRYJ9K42C7Ht1uvhMeCGY+/XqdOyMl0RoMf9RZUe2EMx9RtUrbYyXHFWk3PvqRsxooBDMfUfVKsluyehsAaNqtSoEc99RZeu8j0Mrk0x4oXMam04532yQbIxxviyIosvvAqCJP4rXDn9ZxBxfaidKPSlVDthRocf4IIhIqZGVhvt9BvvLnucYG0YWBVHa0rlDO5ulMyKm93PXd6WebunYI5F1/xc69lUQAwdOxtqXVb1YXB9DDGywTLDyJi8D4hnNnh1BR02fboJ023tnHBKjLAsWS5DJrmSetpDJkKu9pfPYv+hIsgcWXLJEANk7bZ3ITgGDUgVJI74bWRZH+ySx7yHQu1HDkTHJktCKLcH23M/pcLUZbklvQWNZEMVTg8yhnS8lyIcYkSV9lHqypY0B7dT2tYzTsZMZbknPfPwqZV4QxS2dObTzWTofYkSW9FHq6ZYmRLbWya5wgAdd0ntlCwUrb/IyIJ7R7NkRJLSkjyZIt71jA8qT0FqE/QNcyufDUc8lfOwtmL5eQ+0N0wmJ7V5jaEUPcCmfH1c9l/TGgYZkiZDW5JyROfLHWg+3Sx+CvsKyIIqnBplDO19KkA8xEkv6VurJlrZhYjLOgXAkQ/F3Jfc/0MJjcDiGT6/4aHYHnuswUEMzmUz0jGrQ2oNHPYOqCj/UVaOmlanZKNdUWCZtw73y4hVqpSnkRmhls2hN4rL5fEngC9XEV17cePfIi9GWeL9qpnGn31iL5BuGZjbB+IB5QM4TN5k6RYwzbnBioS6Tta6qiXTuRAPdREPKhiBrGWVb3e92Z+9bNOiCaEKkUbtQw2gHEE2OrA0oGqutkzzRrCUKGfd83jdipkIw9zvva31IuiRPNGd/j6bFbLkQzP1GlRWz6J0Sl/+NC1ZO9D7CfWLuN6rOIkqOKknsG93zqAbMrArBfGBU/x8pH3r8Lk8BAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUonFg9fSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2j6ruq1scze44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEqJnSGpYAAAA='},
  'host': 'db-proxy',
  'truth': {'blocklist': ['77.74.11.252', '2001:db8:4f21:f736::928'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2024-06-20T08:43:26Z', 'ip': '77.74.11.252'},
                                         {'failures': 15,
                                          'first_seen': '2024-06-21T14:18:23Z',
                                          'ip': '2001:db8:4f21:f736::928'}],
                         'off_hours_logins': [{'ip': '10.20.235.135', 'time': '2024-06-21T01:54:58Z', 'user': 'dana'},
                                              {'ip': '10.27.184.16', 'time': '2024-06-22T02:51:11Z', 'user': 'pavel'},
                                              {'ip': '10.23.138.73', 'time': '2024-06-22T07:40:25Z', 'user': 'rhea'},
                                              {'ip': '10.48.13.160',
                                               'time': '2024-06-22T10:04:48Z',
                                               'user': 'rhea'}]}}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MwQqEMAyE4btPMeC9dtWD+DaxZKEoqaSJ4ttv1+PAN3+P4opyC7J8laqpJ3PlFcIXK8iM0s5au08MyxSmMcRhjAB6XH4IK235yPagJpI2XxfiX82v2trfz5azu+je/QA8kCRicQAAAA==',
            'journal.json': 'H4sIAAAAAAACA91dXW8bObJ9v79CyNMOcKOQrA+yHPghyGR2A0ySQZLFYp4CWWolnnEkw5J2drC4//2SbWnyYSViy+Vu0skgdmxZk3O6TrFYLFb998G7d6+fPfn57fMXz96lP968ffLilwcnowfW2xDYGcME5Ikf/O/owbt/vHrz9uWTF8/SC37bfLx82Gwe2odn6Xtvfn3z86u/v3v+47OXb5//9PzZ6/Sa1erD7OGqWa3Ol4v2DX55/mP6Ogah9PdfXj9/9fr521/T1/izd/npydPnP2+/bk36RvyXvXny9/Z//GQ6bS7XzWx0OVmt/lhezUbz5dXo/R/NYjS/Wn4cnZzM468Ta8bAY0cwtsaOLpdX6xF4x3YU/1Huwf/9z38rhH45+fhuszj/z9/Su59s3/2Hk9H2s9Hyslk013xsVs01KX/bnM9OrTH2h9HZn6P2b+aHDPwYfDDtr6PwP3396uXnuL1huT3u6dVykYH7arlcb5F2BS1UC+jpxXL1NegMiBTNWgCB7NF2/YU9i3U9SNnCGHDsr3WMIhZzdVwS3j71K96ZKOEARtd/CQbl5z2bLCY3XLdpXbezW9eNZCXbdZcIveujT6TsHj11e/TeRN/NLER0HP7NbPklbn887tHo+vmejN6+/fX0cr165EaPR7/868fTRx+WH5tH7Tcfj/755tnr0+TB4udPX7148eRlfMFmdfXo7HzxaPXnat18nK4vRlfNaj2J5rB4f774T2VMfLKA+K7dF7EvDSIDOxjrOABbUVaBeGUHMP1wPju/4QFobGP8ZmQbuwFjrs8vEnpXB9CSsnvg3NEDQLBx5RM2XmXRI2O1PN9ks/4QUacPzWJ9Pp2sE/j55Pxic9U8Hl0s3y8mH5vTUQt11Fx/WK//PI0/PbpKzJyOrj4sV+vTT6bikpmMA4xa5k5/m3ycXFRG0k+RgK9l0eL4WhZ/Yb1WhQXkbFUEDC5+grqqIANW2SHkIKfApmbkXf1By8nOH0BHf8CBvLdExigTgOZoAp4v/j25OJ9do1ttLtvH+sUzJxmDj6sAx/B/GwcygrOVAt7rCKcfmunvrfU/vmZis/h9sfxjcZ8wKjr7L0yiUo72+frzo8WQ6wNZ0BOxWK/NRNBxAZuzzWK9OQiaIH61UrzqHqAWjEN6gAI5OugBumgh1wF4Y8WZGDUFpXA3WB3hz9eX1x8PoAURDpUB1VZ88dgGVHpJ3BxUeCejz5e4NxR/gJX3Oda4fqWOFP12pYD1JV8JxkGlXx5Hai6gFUO2C3AGMXIByuGOdVphfg5kBhOwUrTq+q8F45D6L5Cjw0F+thLyxY/WoIjywSdZ8Dri/zCZLZeXhz0euLzlv0C8+vKvBOOg8i+Po4Py76KFbAeA5IwQodKRlkXWEf5k9vF8cXizExxhZTDV9V46tiF1XhA3B/XdweSz5U3We29BWNnPcSVbwe0Jf16pY5F07TObtu7p4DpggnX5huIcWQqGlITC2HOuN5CYyoCqrwSlYxtyJSiIG71cbzL6DhIPcdOLDpWdm9e4mrE5uzif/t782ZIRmZg2X5fzIIxtqupxbnuWJczUgj8ZPfvREVkZvfnHE0d8ws3EABsHMzPh6QzYw9ncTKCZGy8ItiHDTjx5S5US17UYqGV0VwyEHYuBvIDTvOQQbbj4mx0RtDe1gD7uZke6smRtYOSga9jOQMHFn6lOGKAtFL4ODmPUPamUrX0rSYKzrzZ6i/nadzoPuQtHAh49pRhUjood0P00k+LYOtpMDDjMNxOwxAG80l7bofa1gRzIYAKFGiF3jQgSGbuAwHVbG4MPnGokQ7BKuH3RnsCnoHMcHea1I0gXayojaZ8D2HuL7i+o21SyNbkphIhXvPXxx5XDZCfQx/3BL5HHDQKGmpH3eH0wBBdXPB+s0o1ZAuv6vSRAYo1UBlQ5eVQ+tuGSR0Vxo3YZoDX6XBcX0KGwoFGul4JbRLXHFAqwoZycT5F41RVfC8YhlV8gR1qFAq0Wsh0Apauj3qNyjAPe9FkwQMwolcJV138tGIfUf4EcKRUStFLIlj+nszOGW2xm9/KAt0h+HhfqgxBXCljdAdSCcUgHUCBHeluAJIZsFxC3QOnMVJRdIbq+WwI4EF8pYHUXUAvGIV1AgRzptQRIYsh2AQHQpGQn6uRB0Nk+g3+0HrkymOqCLx3bkEIviBulIL81+Wx5iwPv3LYtlaKjQ6XbQJfnGVWv3ppKsaprvRaMQ2q+QI4Oaj9XB7nCFwPOeUBQznIiKa3v62aVE8rYYCpFqy39ajAOKP0SOToo/XwlZIpfjHOq1b1Gyq/ujaAx1AL6uOpeMWINEAGBUjTL5s76tnk/xmi+PBbcxa1EvjKQyj68fGx6vvuz518ZMcd0Zttv7bn+2hoEGwS9Fvpg7ihIu4lTJKf6oiiI2qouHttQqi6JmO5h2H5bz9d0cCLEpJ1iDuHOyqtuIgZiWylYfZVXgnE4tZdH0DGFVftVkK17hz7GM+SVbiWTgzvJtN5ACYZMqAygusZLxzaYtgsipmsudb+ld9CzxO0JGaUTpAhdR8+Lyfvz5er7SBkRbWUg70DTZWMbUNPFEHNQ09nWnq9rRuPMbW54fYme77Dm6QZUcgxQGUp9YReObThhl0PMUVVN+809W9lgxTgLwSnBD3d2n+HmVgNTp7K6MKrrunRsg+m6IGKOKGbab+z5qhYBAAzKTTjY+gqsY9unIA0DrpSrfQZzY8rzTRMxlvJTrohEqeOj8uk/o+spBSMup9ylSKDqq0AtGAdbDQok6PapmaSAbL1zQAxgjHLHf/bY3/GpwVqhqiu+FoyDKb5AglSOVaMG8jQvxpOIapWXL760LYJmx7WAPqq0TYAsgirEgMU/1wiabS2gj3yujD510/Lah8IcQLtF8d6J4wDjCGQcdh2KfVTj/g7FEiZhPjfkp77hMKeZb+xsgnOhCXr2Fkhm4M9wMp9VyluP48oF46LEwfvInE6ywxuvbTDTD+ez8xs9rePiZnnsYDuknuMG9hs9rc/cGeN0ZnA6dUyz9A7+zAfA+YRnk4nE1zh3ZuZ+Pq2MsK6W0jK5sxTubCmMEuJ2CHSl4l0fXQrJj2Ns98nBBIDMM6wykffXpTDiT2eYkS8+spPDZrb8EjcdHxeNRteP92T09u2vp5fr1SMYPR798q8fTx99WH5sHrXffDz655tnr9vZJfHzp69evHjyMr5gs7p6dHa+eDS5XI82l7PJuqkM/KeHHt+1e8T0pQ1kYPfohEwgccqGL7aXRQIoLhBuzNs1ghCZ+1gjSuStz7WCwDjVS0JWoyXmHW8zImg2tYA+bptBDE4CpLZ+OsFPMLaXCSgxUrQxAnD41/KPyHc/AaUswnqcfCKp54vqntsKle8BvPhQC+gjPUAIzlsURqNk0KDuAW4cd6bwH8fO2LE1/Nd8BpFvJBiQeAZ2iiKNM+zDVBrfhLMGw3zmLSOeuTCPz3oaKuOrqwNIRO70bztKIbV/Q2fBazk+oD7sxLmxsy7aid8mzdlt+/jfuZ2Uw1evdiI29dsgUe4iEjho28ve4QfcnrE4t7UXIB/sfntprJe5BE/TtEA0c2xwRtP5jOeTGGU0fjKdTGmebtc3lfLWY06CDTjyQMjKOZlwi3YE37CbfcNzLI5tiOuRd7sDeeBv2I1DMGhmjM3ZZA6WjMRdafQq0b9Mm0nTNGbK0zTalieV8tbfAJ6IPwowrqHklIr7xJqCB/AEGENczYi7TPMti6S8Kb6fQ93u8CS3wiXiFZMO/G1QztcIKHVxer+50bzmJmInHCoFq1vjUhHGu1F7pQwdLHLJlkG+8K31iABBydER3llb1ptIkYypDKS+0AvHNqDAy2HmmJas+809V9gpMqTgjFEuzZdg727q0g3IaEFqRaut9GowDqb4Ehk6auLSfh3kS9+KBQQyqjSw0ZqtuM4IYkLEUClWfeFXgnFA4ZfH0BHtWPerIF/24AgIHSiT4KiiBE/WhOUyycqdtPy1kQBZ38FIfOrrH1AZN9H9ywKWSNax2UBngbKNxMYXG3LGKePWal2SkwYBCXkRRIFg1SOIWjAOF0EUyJBKNrCVQbbwHYplcCzKLHjqMSsYJOOWY5lg1YVfC8bhhF8gQzrZwiSDfOEHRIqRjs55Z8rE9JglTLVsXBlKfaUXjm1AhZfDjE42sLX3bGmne/zsnSg7OAv9ZQPRxgCtUqzqQq8F43CCL5AhjWxgq4Js2adaWvTxL8okkLmH2cACyTo2G2icy67+iD9lArigNA2HrXf3MAtYEElHZv9QguRXDpAgxChHOzXuDPdYC2h93lpRIFj1iKEWjMNFDAUypFMLmGSQK3xynpkdKM2wjui9cl+LvXfc038SxtbtWvs546hGzH1eUGciQnIhWFDp6hAphNu0tLh+st/qaXH93QNNLX5bbq4Wk4vp+mL0cJOef2Us3LK3xVfWkAM+sCGO2ySjZPu3iHY7tspyEMYIu+CGPfTQKqsovvpskcXBBi8SheKVl8dbDPLo0vwgXWkN0Wb+avKPVnrofVAkb332QOBAqU0Y+WMHRNxwr8HdZpG5No5vLTLX3/3OIrNKq8xm/sdotZ6sN6vK8N9yefnKDg6D99Z44zg4z0ruUrCfnkk4tj7Gk552U/m8Mz00TSqKsD5jUQ8ROkanjLpXuRlsLy0TUuvOdh9idlfgyfXRWqNI3npsneDTtJ4YxKEob9vBuX48jR97HsenvivVoW9dgdd1NCXy1qvDocgcB3Rep6Vh6nGlufm13Te/s2U0tavR5aoy9P1ueiW+KAbkbCMFyoV+AKR9HO6iRzyZnYUTcdycTOP28+QEvewye3z47muheFUT3DVhVEhwf8MoKmWpw7H4YTVk5XwjEd4gGStkrE6cDah0531ztlmsNxlwwSJwZUi1RV88tkHFXhI7B0Xeze7zZc6peZ11ymVA4EF/sPb3YQvYUClifdlXgnFg+ZfHUqfR24f10MENeBPjAyQlTyjYa6CPcb9WG847EH3Z2IYWezHsaAX0rdVnS9xag8GK9jkbWq7FTDqUNBZK2PdLG79vLBZdfliYkmBEQNrYtRJAn18B+T7sAJ4qRay+QtSCcdiVokCWOl2JOqyHbDcAEMShZ6WqbiTX866Qgve2MqTqsi8d27ByL4gdvd1fa/f5Msd01oWkvBFG73XkvryaTC+aDNjs0PhKEevLvhKMA8u/PJYOuoFuesh3A4Rpu+O9kicU33OwD+zJVIZUX/aFYxtY7uWwoxfUt3afL3MPzloDVosC6TXXmypNfWU49UVeOLaBRV4OO1q53tbq8yUenCOxpFzFQg7vaa63QMJukesFJJt/MIAmrh8hoOiohVAqM5I0KaoyovYZx6cJYt/fE5jcq78tZrTBY3BKV3/Jm/tqHOUQdQvjgDSXPNs4CEDAe6MlCIF7ahwFEXUb42AP+UnFuPhZg5aVBMFWek4moiBCZUjVNxqlYxt2o1EQO3pJw9bu82UeNyYYPRvpRs7snHo35O+HRQBWKgWsr/pKMA6s/vJY6tIV+bAc8p1AoEhEQC0/SKHnyyJoyVJlSPVVXzi2gdVeDjt6l0Vau8+WuXeMaUyz8pVo9tKz3Nk4ZytFrC77WjAOK/8CWdJzA60e8t0ACToEp9Tiazs66h6eKhRE1C1OE2I86vL3g54FDYhVbrfijb+nucECCbtNjhAD5RqLdcxg2l9HYX/6+tXLzzF7SwpLzvRquejeZCOzr0oL2nMtoKcXy9XXoA9DBJPmhGlCRFP8c02gQy2gj3uuiBassSzaVyM8ml56SSGMLfuxDbQbFi90913rCiWuv2ZSYpiYUVMcRsr39BG0SC2gj/MIIXWFFwI0SrcnvFfvRvgpcPnkCIjH8d8/ji52d13CCO13BDF+N2hmjM3ZZA6WjEQf4GWKeDZtJk3TmClPgyPkSWV8dXUAicid/l03KaR9s26kp1EqcMf6j6Ap1AL6OP0LBvHsgEh59xKM3PFsRIxeYNeL1NngKwWrnA2sB6P2HJTWHiol6PiJiV+rIHPnHsNmYXGGRHnqe7BKx/6X5wfQxtjMVwpUW/PVYBxK8yUSdFDzWQrooPcAzI6VUtnBUgWmsc3ktnNBKiNpn3nsHRTzlVGEQJhtFC5NEXWCWnhBqWlg+8eBxQ4BKoOo7vZLxzaYuy+ImMNnvHm23kHTwiDM2uEtST0OP2cibqFcdZiI+5mJoPUuPxZwaXggslO6zRCue+z3s9cnDJYrA6nv+AvHNpzjL4cYlT19a+3ZukYLacyjKF2bDgH6yOWDHUfvNY57mWtX5gK4HlL5RdHVZyqfENIYLnCghZt7SvkIMVYGUN31l45tMNdfEDG3T+0kS893+xiMjV5TaaKeWHsPUzsFkXRkagclxjf5RiESjDhrdbc2Ar6vFA+FuI2vFKq+268E43DuvzyCFFI/rQayNZ+GvIO4oLT7EXb3L+VTEEfHpnpQ8pcB8hLirhiV6xZFekz5AAP6SsGqLwS1YBxsISiQIJ3yjqSCbN2zwdRCWinc9dsSuLvf4zOAC5UBVNd46dgG03ZBxNx6j99aer6eGb01DKCE3Mk93OMXRNKRe3xikNyuHWnGdZJD/K2EF6xCvv9zxKt/Tx+uppPFgYjWQfasg6JAd83a7+hoc/Ui3crRrQlirep1FKbSa/ATaPC1gP5GDf7/A+5nFE4UYgEA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUonFg9fSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2j6ruq1scze44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEqJnSGpYAAAA='},
  'host': 'jump-eu-1',
  'truth': {'blocklist': ['77.4.136.94', '2001:db8:926e:c586::479'],
            'findings': {'brute_force': [{'failures': 10, 'first_seen': '2024-06-20T13:41:50Z', 'ip': '77.4.136.94'},
                                         {'failures': 20,
                                          'first_seen': '2024-06-21T21:56:34Z',
                                          'ip': '2001:db8:926e:c586::479'}],
                         'off_hours_logins': [{'ip': '10.33.171.82', 'time': '2024-06-21T02:21:18Z', 'user': 'jamal'},
                                              {'ip': '10.43.167.185', 'time': '2024-06-22T08:15:31Z', 'user': 'chidi'},
                                              {'ip': '10.56.171.140', 'time': '2024-06-22T19:55:59Z', 'user': 'mina'},
                                              {'ip': '10.31.172.97',
                                               'time': '2024-06-22T22:30:13Z',
                                               'user': 'mina'}]}}}]
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
