import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'off_hours_logins': [{'ip': '10.30.96.239', 'time': '2022-08-20T12:32:18Z', 'user': 'sami'},
                                   {'ip': '10.41.241.176', 'time': '2022-08-20T16:09:30Z', 'user': 'sami'},
                                   {'ip': '10.38.145.19', 'time': '2022-08-21T20:51:13Z', 'user': 'alice'},
                                   {'ip': '10.11.57.237', 'time': '2022-08-22T04:08:19Z', 'user': 'bjorn'},
                                   {'ip': '10.22.239.111', 'time': '2022-08-22T15:22:55Z', 'user': 'olga'}],
              'spraying': [{'accounts': 5, 'first_seen': '2022-08-20T17:47:43Z', 'ip': '159.247.150.121'}]},
 'timeline': [['2022-08-20T17:47:43Z', 'ssh', '159.247.150.121', 'dana', 'failed'],
              ['2022-08-20T17:47:54Z', 'ssh', '159.247.150.121', 'oracle', 'failed'],
              ['2022-08-20T17:53:41Z', 'ssh', '159.247.150.121', 'nikos', 'failed'],
              ['2022-08-20T17:55:25Z', 'ssh', '159.247.150.121', 'alice', 'failed'],
              ['2022-08-20T18:00:05Z', 'ssh', '159.247.150.121', 'hadoop', 'failed']]}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQrDMAwF0X1O8SF71069aHsbxahgEuQiSwm9fZ0uBx4zo7minYIqb6Vu6sVc+QXhgxVkRmVj7VOK4ZHDfQnxtkQAMw7fhZXWulf7oheSkZdLz5ByvGD+w3Us/DOOdjbdph/5rFHgdAAAAA==',
            'journal.json': 'H4sIAAAAAAACA91dXW8btxJ9v79ikacWuFmTQw5n6CAPRpu2BpoPJLm46FOwklaJW1syLKltUNz/fsm1lMSuXFHSaEXGSWrXqyg+h3NmhkNy+Nejd+9ePzv7+e3582fv4n/evD17/urRafVIO6eVYo+a0IPmR/+uHr376eWbty/Onj+LLxg0s/nFdPIYHg/isze/vPn55Y/vzr9/9uLt+Q/nz17H18xmH0aPZ+1sFl7YvcGr8+/j941GFf//1evzl6/P3/4Sv+e+eJcfzr47/3n5fd29Mvxkb85+7P7h6+bq3WJy8ec38d1Pm8X8w7enVfzUTuYXwyb+UNW4ubhc3LRPqsvp+0lz1T6tFhejp6pqbz/N5x+fhr9d3Sxm7c3T6ubDdDZ/eno6Dh+nWtVsawM1uqrqnl82N7NH//vXXwVy9UPgoR1V181s9sf0ZlSNpzdVhFONb6ZX1RrE19ObeWUBkKrwA0ECbK+AvEX2JA0byzGRcXjPq6ZQttYZyS2gfzYTgwbSzURrYxmdtzsDvwuYXDnmMb183xTG0TqjiDD+2SRQO+WTTQK0IjZOg6wWQOtyTONmOp0XytU6E4lwNgQX7QHSTcQjatbohWEb2Bn2+eT35vJi1A1fdX2xwUdaUFQo0LVaGH5oh791Y/7kloHF5LfJ9I/J14TxIHovlKB1Ir/YWgHJejeGHHpnhSIgOCuj8w/NaDq93oTUhFS9LJDiGs8d29G0nRExGzWdbO3JurbBB+mQ2yphz8b81dURcuRqxzqCsd4lm4hThpAtCAnEaPc11g8yYmnnuoE1jrcwC0YgRSirBmPs11c/yJCr3eoIzjJsYSJgwzzWKiekCUNfX/0gI452qxuEmIipdQMg8F51HzvB/e71yxdfwrXeCniL4c10crrUV7CK5VfV9LqdtLcsdMlXpOKbzhS+rQYfq+WXKaCNVqWAHl5OZ/dBb4aIISsykhCJ8h/XAJqgFNC7jatzQdyipkuU/bhG0FQK6N3GlazXGOYzSpNQ2HFmZ4hnw2F7PY+BZzG4vBj+1n58cBoDuta+9mq5qOHCPKaLPKfVs+8BUfvqzU9ngO600dr7EXikEduRHfGYjNOWmkFrRmRHYXwbYmddOyyMrbuJzGYVRBo70w8xSG8nBNZgUREjKync3IuV+GAorrbL/ITJ9GElWbHVp5WAsrLu0rrsY0QATaYU0LvFCA7pDYumN5bzH9fg6osBvdO4hvyGSFSvDrLP1TvQvhTQu40rKPSy00yG7McVlFO6FNA7jqsFJ+qSvHP5j6sF70oBvdu4muCUPLAn7YXyRWKZNfV5O1tb83MhrebVZiFiXRhG2SX1ArCJl7c7AyiMmY1r6qnWnlbijuApOBsHe+wIvAve86G3ynwB1SCTLQylvLAzx3ZEYefDzB6bZe7be7K0NQOBXi677g/fKi0j7cVgMZkvNkF1FqkwlOLSzh3b8aSdETMbpZ1u78nShvBhLHstBN/gITeyfwETMQAtDKG4rHPHdjxZZ8TMjlvW79t6sqSt0ajBOuFdV9ZCCcax3Q7GPOnabifjl4biiFWyoSCQDeFPC2/stXus+29bkDEO0+ZtGWIVjwalYDxeVMiQIYlCTaeCdNnHfJcdSYVG73os1MS92qowlPJCzxzbEQWeDzMyhZrO3pOlTbHrB4c/MvDR9FmosTZR2hmhFJd27tiOJ+2MmJEp1HT2ni5tYkO4nFUIwEfuqVBjXWKhJiOE8rLOHNsRZZ0PM/sXajpbT5S0NUqzAke3u6LlZiO4x3mKLbYbG6i151rr1Xko8Prw+43zpK2/fcfaogoUKDJigdD3coYhyETrWsPqLLZ3fRxiyIuuXs1EeCcZQf7bIi0aMKWA3m37nHXKB3mAJaGTs06JH075tblqLu/rH1UNIVr45fEUZMAH9D8ctzwkhwPWPrxoqGz4LgwHbZC9oyEMBh7AmkEYncL42lb/HZErB2C31IKjwJrRhoW7NzmjBAxmU+cOCOEimAviMrsIvJvUxCpH5H26flZMHpQDoRNZ4U0znm344FQwWMpWzSnyIim1KcVnqLeiCH7Qp4qCgx9EJpJe53QOv0bjyI+sHY0EQx7NyUaiNYVoi0qofu7YCceKBMROK69LRLxtjIhcrGKE2y5GoFaGGZEIpHBTL2mkVWEOWeuVcbN6qOggmkVmRVefWSRqG9IpTSC1kYr2aPD7gJ084BIwpI9gltUGMpbW2wngAMHgsAUew6iFdjhi5QZjGKqxG5nWNC2Ph96aoSmMrl7diZU9Z8ou/8O1ATRzKaB3qzZg+GXAG6uFtkcTuD6KjRZqF1yAoWWirK2iHoqNWdHV44wTNXsKmY9xO864F6PpXdx7dIqpqmXmcFq9ffvL0+v57MRWT6pX//3+6cmH6VV7cvv0SfWfN89ed/3qwtffvXz+/OxFeMVidnMyuJiczEO2XT2eVKiqk9+bm5Mw+ziZfZyFT4XR8dkMwrtu7w3vJQ8J4AEMa7SWrBB4v5ctdO7hsynoO6bQPTykJeRExp6WcNc/JGC33pvwS5Pw3TKsct6uZnUdpiiGtyo4ZMlVasHhE+LbVBvRpNYbImyyGOu1wrC1+hpNJDuudjOR2Cw+tUCDqMB4Zs9GJqXiPU7ypJek7gHWZKBEwH1OISn89paUVB85duJTjeGHi9HftgAZVQPYWsOyPWNM2nn9ZGOkdbw0qR03Q3RKjQCNG7vwxOiRbZlhCO0YGoBGFUbYtobSMbmyFNzWUjhk2IRkSCapYsJ9Msxbq/icYpo7Kebt0w05Zsgn5+3VcH5Z3bSzeROsaPL+YvJnYVzsmWDes4kE8CEigiJLLLS2zyJbob6MDWs9BsYaNtfa+WUVO72VeF6Y+1R9/A3eOEYrm/94LR4n1p/V1FCD1iE1+LT9Gx7YAYMjPRrEHopODRRYVtiqpqVBYy0OddMwOwjBw7fDYaHEbWs5t4yuTMdsazohb+bYnkkoUno0fSxi2JhZhD9q5SdirO9hFSMrvnpMQZ0mF+ZYsKy67h9MPel9EovOJh7KK7qHG9KKX6eLm0lzGfOKx4toOIVxsGdCcdcUErAbUODAGtTCnpJzPkFtXE06hCZa1iO6KF0oW+sKEutnbZ9AL4MxqtSDGy5eYIkEUn3+bAhofaSd9yCjVw5KhNxr1ukBZLu8g8p+YTuANqYU0LstbIcY52W7gSMWMK4MvhTQu40rKQs23hSlZE+HhfcTuqH7/eJ+Pw+na2257vYrreaGKqApFK3w2dlyMMolZXcsolCKNh6mTRdCYpJCCkOeT+wMS9NgD3JWfi3e+NOXCVVc+KVgPKLwM6Ro21P0D6kgWfXOIWCsWAhNTaw9UPu6NUiR2OjCQIrrPHdsR9R3RtRs36juIXtPVrZn41EbIin0vscc3lhmKgyluLRzx3ZEaWdEjUyu3hl8qra1ss6y9sYIwWfoK0c3AIHrsiBKCzt7bMcTdk7UCOTinbUnq1qjA4zXhMrOR7R2PebkzhssFKy4zkvBeES9Z0iRTK4edZCqfPRgFSFpJ8yCle4gMPt9+Hg2bCabWukrTVQy+m2XSVe8dMtJ3m+5tkQOCJ1TWmqFWLt+GgqgqePS+LJ1hLLG9tBPICu2+uwnwCo23ZE8M83Z367dgeZSQO+07gqKFIqup7PJvt1gB9qXAnq3cY17hw0xeiOd3eyx7XzjrRGMdXj/2AIguOTlkgLbhBX1PPHKJvUFYRTc5njHJArlaKcbJR7SQlpqG4lgF2YGFkGWCNC2DGPZaldsnnwl7opdYyohIQaVbCqx0yqGuOiFoVs43DUk6/ShmLhQvOKxohSMx4wVGXK00xUlD2kh1QEEH6XYKjLSvs9JOYDuLNnG8KidLRSttPyLwXhE+efI0Wb5JyshWfyAsTMQOWkaPBeVKCa1c8mTrrR2LmujhNGpMwpAA6LVMJFeqgcuFQXQxpYCerdSEXAAKXu6hPMfVwZHpYDedVxJGQxJrlBDImsAe2nMo4OfMrYOrnbVmSyk6odvzJMXYT0elgSjvUVSRF5oT5uxWnjxt726+NsKoK41mxDLVgu/Hjhx2TsvxNsOdeRiNdKw5UiDcozkkGR7ilizR867VXtwa+OlAcsRD66gh74aebLWX3+NeIQ8JI7ojTUivSWs2WNr3N/7a6it+2s01/NqcT1q5m1h4PttrAFdT2yL0V/KuEmrpTsmrG/ZBHFXlK5XfRyRkVOnOVlh7rPdEsT+6V4ra8gKITf9XFEHfNs1Xq3ukfG6hyvq8uKrx81AYAi6j+WpJLl4GHTXU0u3MMUg9cX9v6A0Hb6nW57M9etkiGLPbNIs06cqIHf75BJL+3ioW9fy8eFazedFyJ75xX3L2Iw+nlgW3VcocvHOgYtPAbTs/rNDgt6t+GQVe+Z4uA2FYiNxHyUFrj3U8eDMMiwk76TPC3GPJYWQ3oYEyGtAFvJffi+H3g3rQ5PD7uE/OPNZ9OaL8R/VbN7MF7PC0O/pve8aQQp2Yq/ZIrKMxaOBXm60h1qrMF/QqzJScMfq8LdM5cVXf7dMBdyx97VxCMJLprjHvWtbTRfiHejK1Nqv7oXwxpkepgtZMtfrdMGaeOReMlWS8K+Hzg+Nlu3jeEjQO+aHBplRsZbee4e93FxsuLZUf1p5QkWp5cUsgfe4lhArFYQ6BF+hcrpTfNS1hH3m/lmRIb228H+Lw5bBFNgAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUolrhIV3ETEYwfUG4fGEzzoHkU0q83qz3zOQf4464cEyzOMuBATUloMsH33nf9pfPno8OO0GRsmltxM57e4epetZjMYFJ+UWrmZ9EcN5kGVCm7wyM8UWRZI9thpMVV3A82KsAjlgAAAA=='},
  'host': 'bastion-2',
  'truth': {'findings': {'off_hours_logins': [{'ip': '10.21.19.90', 'time': '2022-08-21T09:41:55Z', 'user': 'lars'},
                                              {'ip': '10.29.216.4', 'time': '2022-08-21T11:27:25Z', 'user': 'lars'},
                                              {'ip': '10.32.198.11', 'time': '2022-08-22T04:36:58Z', 'user': 'lars'},
                                              {'ip': '10.53.0.36', 'time': '2022-08-22T13:51:15Z', 'user': 'jamal'},
                                              {'ip': '10.15.134.212', 'time': '2022-08-23T04:25:03Z', 'user': 'chidi'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2022-08-22T23:40:23Z', 'ip': '185.193.69.224'}]},
            'timeline': [['2022-08-22T23:40:23Z', 'ssh', '185.193.69.224', 'hadoop', 'failed'],
                         ['2022-08-22T23:41:26Z', 'ssh', '185.193.69.224', 'chidi', 'failed'],
                         ['2022-08-22T23:45:19Z', 'ssh', '185.193.69.224', 'ubuntu', 'failed'],
                         ['2022-08-22T23:49:00Z', 'ssh', '185.193.69.224', 'user', 'failed'],
                         ['2022-08-22T23:50:51Z', 'ssh', '185.193.69.224', 'olga', 'failed']]}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9GqOF0tuMYQpBmZTJjNLbG7t88PFGVFfUU1Dko9RMPZsrvyF8sILMKG+sbZhieC1hTiE+UgQw4vBdWGkte7EfWibpebtnDFOab7j84doX/u1HO6tuwwWLQtaRdAAAAA==',
            'journal.json': 'H4sIAAAAAAACA91dW3MTRxZ+31+h4impWoY+l+4+bcoPVCBZV4WQAra28kSNRlLQxkguSyahUvvft2csBWzLUUs6HnVDAsbIBn3fOd+5TV/+fPTu3esXz358e/byxbv2lzdvn738+dHJ4BE4Z4J4Y8WLBKBH/xw8evevV2/e/vTs5Yv2C5rp4w/1Yjm+fDxsX3vzy5sfX/3w7uz5i5/enn1/9uJ1+zWLxftR940/nz1vP3cSpP3859dnr16fvf2l+7Mvvvv7Z9+d/bj6czDtC/EdvXn2Q/cPPmua8cVyPBpcXA3Pp81v40+DyfxycF5fLgaTy/mHwcnJJP44AVMBVCFU1gwu5pfLgUXrYRDfC54MXjxHayEM3vzrGVp3QhNyMKkR2fF4UtfONzUPRzgcSoM45GHj7IiJoZZH//vHnwWxdVF/eHc1m/7xTfu3nizGi8V0Pvv2ZLD63WB+MZ5FLlsGrxbjaxq/uZqOTsEY++1g+GnQfWa+3YY7fr04ZNP92Av3d69f/fQlbiH2h+NuLuezBNyX8/lyhXRX0A5LAd2czxe3QW+HyN4HVYhcgF3Zi7GlgN7PrpaZVO1qjWRv1wjam1JA72fXmH5A13U9ZG/XFrQvBfRedgVgFm+tscHp1BXBOO0qbDb9bX6nDAuV2Er8qgozwfnNVRhz4HrizLD2jTSjYIYhNOLqaFkLTROxT6S2po5lRmFs7VqFdTSuyzC3kxIAxBPoKsHlLv8OtJQCek/5B2+CKsQQ8rdr8ORLAb2fXSn2irptUwyPuduVRIyUAno/uzIDU+wNY0+slIAYtNP15ftxfTtbE1UgGFP2db5movumJjLE0cjUQiPE8dC7CcPEe8RR4PaXyZCCYwkyGfvC6No1X7c8rtM17KYEbsc7wMHL/tOix6v3dRO/16ju6sXi9/nl6P4RW/yfuUIj1+5CDOQ6dykUen8DM7CRqtiNIjir5PKBtCPEcv7xToSwFZCvAqwKeusN3VPQD31N3NRE9USgqWNp70dihxMDoXZMsaSn0chbQ74wtnb1kpbGtZfgjl6CgBYkEIqySoJ2gNiUTqBCWwVeJRMTwCZGhyxx95gYLKI1HGywe+K/Gs2/xO0N7I97MLg27sng7dtfTi+WiycweDr4+T/PT5+8n38YP+lefDr495sXr0/b8ij+/rtXL18++yl+wdXi8slwOnvy3/nV5aw+b5bng8dXrRMUxsFn28e/dffa+KYrJGDn2Bc44tVbPjje+TbK9jHuibkB4geMWeE6QUhw2MPEJyvC+pz4WA6CYHyQoBopvXGmF4/B2G7ErgNXNaQN6PtxmAx569VxnImlctTNATPSzQQE38fzfYzFRQVhNVkmK/bhn+9nylqfbYvjWJo5EuO18UsfAw5rK4luA25Vk3rLrocBR5a09VnPOitgWsaU8cMBo7/NfcymphekAq7Ar3IUu9iYpHYyOSLvs4P1kTbyVgh0CjNA9fTSvJ+Opncq2WjzAJ8zjGWDZnOoiCAn1rrGjtxkPJJYiPpAI+JhkBpiF+OHxjIEAzUWRtiujtIxufYU3tVTKAiz9dbo9Hvg6JCetwsE9/W83Ytbet5lPY3d7mxgzeDJx/ryyfn81yeLT4v4oTAyDmx+b0aPFOzCxjrvPCphDwc5wnV4+OwJfMMTrl99gPFHTiwc6AG3wkIC+OCDkQg+6D4d8GhAuV7YmDykwvZRml9PQXywIbVgyBF6n3nAGbYE1pJBZQLI9DDzZlOF2J3y+pEYYqrlswTeY5PgyEBs472g16l8YsffR08ZxQ429pS4MnkgkR56yqzo6tVN0LfL0q3Xwu1tLx0FSxscaN1EogPuoZ/Iiq5e8wj5AIIU9gV+u4BCr/kMDXd+hnZIP5EVGT0/TIsh1Xhgy4F1FECASgqor5bvI/D2w3i2nDb1ssU/iYa+uhw/HUTTzuoP49NBB34wvv6wXH46jd89uGzJOY10zBfL0y9GnBCLT6wQZdDRd9qJqDCavo8UJFXaX6Bdh9XgUwsuFvLkQmA1xL6P7uI2ZgrWQYmYe00HznoO4MIBS4g2VtdE+w9iz2Yf6/Pp6Bpd98vt2pIr5opwvdwqJvNCoW4MfM37cfNb5/FPVxzMfpvNf599TRhVg/vaHwolaFNYn+6hgdRgFzlwwTA4o8yBswU4ySr/t/VSoVxt8peNLfgNF2HjjEt2Ee9jf0TeKI/bKIBSWhhezZZXW0TBSFIoWPXEUArGoyWGDAnanhhSVZCs+1gHIwMHo1QHH7Cy+Ibe69GH6ezvgRII28Iwqss8d2xHk3dGxGyVdaqzp6taJJBjo7QMmI3XUfX7ejSfX/w9UkcsrjCQ+rLOHNvxZJ0PMVtlneztybqO0D16r93MMoS+hjdsrHGFQlVXeSkYj6b2DAlSGN50GkjVvAcnkQJ2yssh2NJXN7zJkas9hzdOQkh3EUF0snqXCknxgFnV7kMbNEiFgdROBNljO1YCyIkYneFM6+3JukYTK12yoLzLigX7G9Kgd6ZQrOoyLwXj0eSeIUEqw5tWBMmqJ2T2wKxNQgj9DXEsWSoVrLrsS8F4NNlnSJDKcKdTQarug2nrHLJO97AXbw30cSQSQAUG409eH2FAnns4FClL3nrcWuoiz4Y9iSgdEGNRFDcMmp03DO6xSywrDnreJxhAOqU4p/Skyx5wdMeNOmF+WTfn45txIkaJGOsr8KECWe0La2M/FgZUuUbIH5tibXDTBwojZ2tdsJPXJ9YGIf5nAzCJdo7TmgT8ejVeLBNAB0euULzqki8F41GlnyFJW0PALmJIjQAIxEHYMWgToTTrnywv7j752gTbgYApFLF2DCgG4zFjQI4kbY0Bu8khPQq0K2DQg84BwD7+4/3W+tGSIIUB1Rd95tiOK/Z8yFGr9TuvT9Y4o/dAZLQYINdrjW/bpfWF4VSXeO7YjirxjMjRquU7p09XeCCM36p8rLt31vVcy8e+LK2WzxCxvuYLwXhc7edHkl4t38khNQpwbGo8mEDaVATzYKt7iCuk9vITUwH+ddITEheKVzsGFINRMQbc9IlCSdpnlc+9YkiOAC54IgkGtIkIhXjLTsu7s+QrbXn3JlexDn1IdhXhwABWq2b2AGW5SHtaf2E8bXKNu3c4bIwiEUtyN8HBWgzGWOVND56Vng1eTLcjjj2cs4WCVS8iSsF41CIiQ5K2FhHJSkjXfvxiy4hK+yO8x4faCLoxBVrjpDCY+mrPHNtxVZ4POXts/LzX51P1bY0hj+2RVMpRzlNZ5V+7KrJQvjb5zd0F1JtchTnWsWmugsYjeGeFWDshSi93bjtTUaj86kYqIgB8+NPD82Stv1PEsZWM07yE3oJ9sEvotyyc3gW0s6WAbs7ni9ugEyCiBFWIjC5/u8Z+gEsBvaddY0IIDpEx6BREYjI/zo+wsm6XIiAvjtKS/xdI1weEhMQaMcIFg+0FGJ51U5gAluMaF/XH8XmhZG3ykQ7PFicRJr+Dk1gOGKzy/Yur+/kecFPxl4idZSoUrO7YoCCMD6L6Qgnaf1PxbRWk6x4J0aN2fyMUykkO3QXhhZK1yWU23iB/00ksO7DJToImELOI0mUYwkp3QSzvrL27KwaPtjCI6qkgd2xHSwEZEbM19Cf6erqmhcGDkPI9BmIfcr/YnTCGzvhC0erLvBCMx5N7fgTtt7Z0owySld+urCcgq/wMRAS/vlFRhlztOzKC1DNlW9gBJAAR6CTGAPAVjooyImnfERGSSW8VmdiwIe1zlILWHtOU5pissaZQsOoFQykYj1YwZEiQyoioU0G67n3MHWhAeSQe2H+FI6IMydpzRMRMPj05WI+AJKi0rjp419eIyAZALgyieirIHdvRUkBGxCiMiDpfT9a0tzYCl6B0l04Q1+NoiLk9Fb4slOqyzh3b0WSdETE6I6DO3ZOVLc5Re8SCDnwx4L++0U9GHO038rHgKbnKD4yqCz3Jc/4LAkNUTSmg91sQiOKdqK551Lgp8IHtihLVVgro/exKIIbECHhQCk8k2sv4N/aYCBVjhfjXQv6w2u1y9xR4DlxPnBnWvpFmFMwwhEZcHcOahaaJGXwitTW1S+nesuJr1wX8HZHrFfxuNy1E4AJobPxE5ehzMe6g49+vneLz+e984/z361fVD4DPi4UDD4C/5Q0J4MmSY2yPoFLyfTEZl3tAFbTn7vhdDo/Ii6TUOwE/Q12t+CWBxIKvvRDDGQ9idYfbAirXieyKHMlKych73NNFTEDo2Qoo4wdWtnzzfjqa3jZ9LB+AbQXOri/RkZC67ClL7LvavmNlbXze1fjWxXKWggk6iRDYHVIOXFv4czmAN8qB61cfoBzIiYUDy4Fb3pAA3jKhsMTWUCfTwQGXZt7TOmwUvlRIoQKzivlWZHVp3p3WAayfWOsaO3KT8UiEnQ80Ih4GqWN7aP3QWIZgoMbC+Oo1VlgfgmobDfnPhGIdgcWA3nN2YIU82SgDrxT9AmrmALN7Dlh8iu/5Q5sCLseLZR2jw+zX6eyPwrjoPRM4djFzWTRKkQ1Nzs+HYu7wroq5YbfGMCeSUhvDz1BXOwPS1wdHvAFaTRjdXU6CID00hreQWxezfMnI+2wMg2cKbIM3Sp6O2hZffGweL5p6y3XK1rMku3tOoHc19pqOzsSxVtvV3mJNLGxFjLK/29DHkUBoo9a5wr9OzmITfA+HAmXJW49xgsESoiNRPqRd0GvHi41r4KG9hTjmCbt+BGVSL1rME/qupu9IWduedrR99P4olIBGd4Gr0AGPWHeJGVIhm8+DYwd+NTx82JiRJW99xozIOkfp0L57bW/3WXTAbpnYc14Hhvt6zutX/6bnXLRN59Xk90FsNpdXi8LwH9hn3oofKeADSrthyngt8OEQ43eB4b6Zc/filnHDaB6DTAyki8KwH2j4m/qP2P8P8KFXPBXfAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUolrhIV3ETEYwfUG4fGEzzoHkU0q83qz3zOQf4464cEyzOMuBATUloMsH33nf9pfPno8OO0GRsmltxM57e4epetZjMYFJ+UWrmZ9EcN5kGVCm7wyM8UWRZI9thpMVV3A82KsAjlgAAAA=='},
  'host': 'ci-master',
  'truth': {'findings': {'off_hours_logins': [{'ip': '10.11.99.50', 'time': '2022-08-20T09:17:38Z', 'user': 'lars'},
                                              {'ip': '10.9.85.87', 'time': '2022-08-21T20:41:27Z', 'user': 'nikos'},
                                              {'ip': '10.33.182.85', 'time': '2022-08-22T04:55:43Z', 'user': 'rhea'},
                                              {'ip': '10.60.39.76', 'time': '2022-08-22T22:26:57Z', 'user': 'rhea'}],
                         'spraying': [{'accounts': 6, 'first_seen': '2022-08-22T18:54:58Z', 'ip': '134.235.130.122'}]},
            'timeline': [['2022-08-22T18:54:58Z', 'ssh', '134.235.130.122', 'admin', 'failed'],
                         ['2022-08-22T18:58:17Z', 'ssh', '134.235.130.122', 'rhea', 'failed'],
                         ['2022-08-22T19:00:49Z', 'ssh', '134.235.130.122', 'lars', 'failed'],
                         ['2022-08-22T19:02:35Z', 'ssh', '134.235.130.122', 'pi', 'failed'],
                         ['2022-08-22T19:02:46Z', 'ssh', '134.235.130.122', 'user', 'failed'],
                         ['2022-08-22T19:03:23Z', 'ssh', '134.235.130.122', 'tova', 'failed']]}}]
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
