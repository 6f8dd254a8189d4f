import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'compromised': [{'ip': '31.21.51.10', 'time': '2024-06-21T05:58:05Z', 'user': 'lars'}],
              'sudo_after_compromise': [{'command': '/usr/bin/crontab -l',
                                         'time': '2024-06-21T06:00:56Z',
                                         'user': 'lars'},
                                        {'command': '/usr/bin/chmod 4755 /tmp/.x',
                                         'time': '2024-06-21T06:03:22Z',
                                         'user': 'lars'},
                                        {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                         'time': '2024-06-21T06:06:42Z',
                                         'user': 'lars'}]}}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9mhRpbW8zhikEZVImM4q3b+zywccbUV1RD0GRj1Iz9Wyu/Ibwzgoyo7yytiHFMD/CNId4u0cAI3bfhJWWshU70TJJz8ulV0jPeMHpD5e+8G8/2lF1HX70xhNxdAAAAA==',
            'auth.log': 'H4sIAAAAAAACA81d224cNxJ936/oxwQLU2RV8daGHoIki92HXJB4sVgEi0VrpieatTQjzCWO/36L3ZKlkZrTze6mLUOAHEvROTxVrCqSRQok0Btp3oB8p0ypoEQvtCTl4K9SllIW79fb/fs31d262O+vl79p6eA/ZXFX3f73uFn/+VX4x7I6Hq6/Lovwqd4c1ovqsN5uilW1vjnu6rfFzfb3TXVbXxbH9fJSFnX76XD4eMn/d7E77uvdZbG73u4Pl0oKksILpakomi9s1u+3+7/AOJp/Ywr1ktnu9x+2u2Wx2u6K5gcWq932tniKdrfdHQpy0unwE+AlIqFQ0pKkCKKS/jUIM4xmqjCIUkGnMFhK/j4ibWKmUECM+M1iUd8dkjA1IE7CPDXGvt7vWX62x/3fiu1dvalbIkHSls1XwQpKSvV1cfWxaP5Lfn3CwJb8gUqAB/ImxgBddNTLalN9GrQGAeGHoWqHbchIejnsBNDUYQc6D6M20VG7UgJjCm01aRsjYFzeSaC8AKUFEN5Pg/p2fTOWZ9csCD/vk22eoLXxAY00L23TQpJw3jqtYpDOvA5pBvFMl0Z7byPSoBSgvbIyBulVdK6cBzXGq0mgqXMl0HmYK3BmrpAqEYQyBlx0snp/Murj1c168b7+2IAtrtfL9WOMMMKF0dt22Fp7bLUui++/A80/qvj179+ANqUzoBXBlfLaGnIrKaWTVb1AU4HVV1T5WtYrDcur1VjGqZI1Q3nQjKKa+VJiqZ2QzZ8XDL795acffzMW9VMGi912M4DBbrs93EOeQadS0Rzoi5vt/jn6UyyQJUAJUkh0UsXcE8DmDReO/clwFpX30SJkgbE0u6LFSZJ7BGsd2AHIF/P2HpGEkYp8LHQDmVchzCCaqcIQOKKIMFoKS877qCmMGlZxPMM0KLWbhJml4ABVal2CZZkJfaychSZbRYLoaXWpuTLm+AIoH2paJ313FL3y6JXhZO9qTvjO2WW9rIFoQdbTSkmECisAXSOOpZynNmWToS1DuuAs4FyEAYIcmnmUEcT+Yu7dU/H4Z008KYTzJJ7AwJVaCRXmXoejH5dbZqCDo/OfVp6yePfu35d3h/0FFW+Ln//13eXF9fa2vmi/+rb456/f/3IZAj///duffvjhmx/5O4773cXVenPxv+1xt6luFoeb4s0xjHAsnUdB+B/T8+AzfU5YYNkQEc5KT7FVFjaL7Igf3a6fhBzFc49dyfn7+M+Ty3X7ES0dXkm9xEp6rxfKXFWOPxxX7I5n4+qKXcppqLxxYwmn+lEYyYNMOupGGBw5jJPXpV0VVGM3UrJ1o0adRy9SJ17UfLHHifYf94f6NvjQrt4fKhZ18/t68+dYShNd6VSiRxLqnVShrpNWWIvGxiY4oYzmrtOAxCbm+CvA3UckCf75iiwNNEdUaRn4kl3eaukRYto3BeU8UaXXIdJI5YotzAJLsk2lT9bZWIQjcq00bRJ/lEaeSNN+9Yw0+6DNcfWhYE0Ox/1YIhPleJa9n7JQMmzbQc/SwxnMsPB5QOe18gzo5xc+jKVKwlAenV9kWZtnpA066jnQh4xUl8oJy0jRTSjSMvNKxggu4J3u3jFOo9m/Y/wJrQ3M9HKJ1yL6UN2QJ29iW1DUpOl/bP6obtbLVuHV4a793AlmADyOxek0wOK6XrxvRvu2JXDcvN9sP2xmBZnXymOpdVl2nah9l6G15PJDeIeIMQJa0medAac7omkse3dET2XRGtDEZPHCWM2rzxggfd7A0BG+BrPskqXJwxFZePXbLQuGzQZOjgp1DNDK52Hhulput3cxzwwHYWNhpkSFaSBZo8Jgar1RoV/6TjNTKDasImmj083aL54WB9NMTYsojfGdwphSQziZUTa2etWe0tIiGZ7AY3EmTYBJIHknwFBqE9Nio32noW04Z9FklI3tEBrAL54Wh7JMTIvoLHVXC67UWnCtQtHNZoPwxdPiUJapaVErY1/KAuEgEzy7q0IbB7RJaZEMaBoLMz4qTAXJGBUSqE1Li430ETOT4yrUGIiVW6bjqOXzpsUEmqlpkSdUV7WsS4Kwgamtp+iptPFndqFP2wesACXUQ/cAKrCRAyCqJNnak6pqBZW5qi2s0KzqpVvWeklSWl/V1qJWcizhDJ0HKnRHhS0tEggOo5Gbl/sDO7LACo53ih4aDxTH75dmSgDNceylQncUg2ornGObYWQnzzZNYdO3FMOO4oEdvHizKbQsLv6odhc81cIOLH8ayyvjDqMrm7krNKLHWHyzWueML9qHQyCQ4QCWoiEmgWlfiDkFfGg7kB3hl0FDU6GQ1pGCKKj/3PK8qD8SiPbUH13iSK5cOsVxoWK26DTGtgg5Er4K3xnKdITvoLIvWs1aUB8mOBpJ0X02J3Fwk4IVyitBDwfuFu/7bufpUUhjnClYuxJUKZWwhhCiDABfwXwbTHTEfGObmS6HCse2pg/TDErgXbCW/WYSbD6vsKE5NcagSZVOR04FKT2FL65vt0ueYVoXF4fbuwvx51g+WVM3Ipumh4U13argCFV2282huire3IzlkVcNWyp1noWXER9RI9SoDsVFfVhc7MO67sNYMlklIRlilAfnIbbi8OCj8eK0Tyc0TT/eReCawHQWTIMxM/TaqNCtq0J7orDOoIoSIBXPuu/XuyejFkBCGXi8dxJpcsOVWaCtaw2WNVosV15KU0F9tVrIZW1WvjJkKuQvyrF8UwULA3kQDM8LhhzMEDDaZeeNHbqQJmHc400dngBKz7uQTiCcZyHtQz8ZJ0/PICZ2VOItDFxIc8HFunAqvvcx8F3HAAmgmbKwD00SyguUpGRkAWbY6Qc6CjZ9xgI+3ekiiDb+jfaUwYyzeAqXiGBCQW2VBKViBACGRWAwHIzC3LpvcEODL7qz00CzhGAmgCrcDgCOac53Zz9eYUBnuyMmtzsut+xgu+JuP5ZEtgZHJkG8SjCCuD7u2uNpTXEutp6GCg6uymuhnjRYSDnrGjCFcp44A02HAfCs5dqpq/OotZxVs1Vy1d2hON4tq0M9lke+Ii4Efc0Jr6c1TaksjXEtOqg50Psa48KVEva8niY8YyDXSHVw/TnQe0eK4Z6yAqGN1UrH5pjLf94VsglGtjhSWA450myx7k96FXUkrgaQ2AGMJYoBKvWi02d/vGt+bARM0dP7AGk4o880J4PMa+Ox1HrPNAdo32loag6FJKHzMQLNhfUTQx+vjpvDMYJlAI0dCzPJzpNA8tp5KLVeO/dL32lm3dy7cRJij04YXik+N/Oh3kcdCpQ1Y0EmGXkSSF4jD6XWa+Q+4TtNbELO9s6jjLpYs/d3YuJqyVVzDMp6r8eiTLLxJJC8Nh5KrdfGvcpHjKxCd0S4wRmBBzmgA/cpFnrrx8JMtPIEkNxWHkZtRKvRc+m7zNzeXVcatYvtGwCoL12VDmaZWJUSy4IRWbDp2wGro4CQVpUSLypH40xx/2kgWd1/MLWJVWmjfaehMay0DVoda+E0oG1SVaqV8XIszCQ7TwLJa+eh1KZVpY30ETND2B5FRBPDb1oVh1alHLC9Gwsy0cgTQHIbeRi1KVVpI3ynianZuVMIPhpKvEupSrXkldJYlEk2ngSS18ZDqU2qShvlO41sQiGA2muMHAMabJqVhlel5DThWJhJVp4EktfKQ6lNq0ob6TvNbMMOtArvTGIU/4vvlQ5mmbpXqp33EVkQhA+TL2oWlViVhq1eOxZnkvtPAsnr/kOpTaxKG+0jhg4tAuSNj613OMmmVaWatBkLM9HOE0By23kYtYlVaZC+08yuDP1VzhuK4huZUJVqp5UeCzLJyJNA8hp5KLUpVWkjfMTE2gsO6EZHQ4mBpL1SqTyNRZlo4wkguW08jNq0vdKgfJeRUYWWI6sBILa6xZePmJzfsPMG5ViYKVaeBpLVyoOpTdwrDdJ3mtmV5AV/FSlW79G5ux2nXaZWGKE/vVzs5LxNpil0MzSZwjsG5PRK2NNHQjkesmrRXansHOjnezsarPCQVV8Xi7e5RsroBHOg9440tImFB3KkdFbH9ngIBz/CioIjqlDuYeYZd//G/zy9bWmMc/S2NQxAhle1vEepY12JhH62Oxu9T/+lkcrV6NayaEI6L3glRGMUycHuZNmXvKBPl5ucorndaTDjbO6EJlxEOh/YTm9bzBdsGnSYBX1AsAnP0ZEImS9aurfP0Q15KpSscOLhVodGD8+3WNIgczwU2jIw4aaDZAZaxyamjTw/jOkPhXZ1wqbxyPU2KIQnOVXzQpVWVsauOBvyenAzteTVvuGk82kDRko7b4RIoJwpQlDZvNgmjDLx9iCtcv9qlkepO69opxHtf0HkuWlJv7xQ22KG7W2OBmzSWF+N1uo1iDOUaLo4iFZipzgUClmFYFRsIa2Nfw3iDCWaLg5Pd+0j4vD3aeN89HzTSPU6xBlGdMS0UqBkpzgmvNRhpMXotSsD5jWIM5Roujgaje+MOc1Vg/NFkz9dg8xXsrXodg703pJNN8sK34OlMq35G3SSc6D3jtSHF3VVz6qb51+ekTbonBxmQO8babg30NwOO48l8yw4WnR0c6D3jpRCd4O0fY+fuzwjbdDRzIHeO1Iu7XV4HOf8Ms7l8d6AbsIB6wzovSP14XECkILXeyq6ojMU/11J+z8Wb/aLahN9wdXiy2IhBTZ1FfBAqFHW+6jMzUZF78agtXkmbovel/SGofcZmfMb8Uff70xwlGek0Fw513Og944Uw1Osuu9qqNN5Rhp+I1/YNZwB/fxIsdnAx1L2BX7KYdMH9L7Di2HonSP9PzWxWedpeQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUonFg9fSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2j6ruq1scze44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEqJnSGpYAAAA='},
  'host': 'kiosk-api',
  'truth': {'findings': {'compromised': [{'ip': '159.13.208.234', 'time': '2024-06-21T18:23:36Z', 'user': 'nikos'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/chmod 4755 /tmp/.x',
                                                    'time': '2024-06-21T18:27:04Z',
                                                    'user': 'nikos'},
                                                   {'command': '/usr/bin/crontab -l',
                                                    'time': '2024-06-21T18:33:23Z',
                                                    'user': 'nikos'},
                                                   {'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2024-06-21T18:37:11Z',
                                                    'user': 'nikos'},
                                                   {'command': '/usr/bin/apt update',
                                                    'time': '2024-06-21T21:50:29Z',
                                                    'user': 'nikos'},
                                                   {'command': '/usr/bin/systemctl restart nginx',
                                                    'time': '2024-06-22T01:20:18Z',
                                                    'user': 'nikos'}]}}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9GqtY6W3GMIWgTMpkRvH2jV0++Hg9iivKKcjyUaqmnsyV3xA+WEFmlDbW2g0xLHOYlhAfzwigx+G7sNKa92wXaiJpebthDK+bTX+2toF/28/Oolv3A4T6IMdyAAAA',
            'auth.log': 'H4sIAAAAAAACA81cbW8bNxL+fr9iP7Y4eE3OcIbkBv4QtD3cfegL2hwOh+JwWEmrxFdbMvTSNP/+hivJjqSl9oXaxkESG5Gzz8NnhjNDcrigwNwovgH1TqtCU2EoV/WvvypVKJVN728ey/WmWmXf/PzjD7+yY/hPkT2Vj//dLu7/+Gq6Wi6KdbVe3y8XXxfZ/rts+VQtqlk2X66y7Vr+72q53Hy1vZ/dqa+zyads/+1f4BSd9DXQpw/L9Sn6EZYuUBWmDcvpcUYq6LrQ9hrorSN1hfwGkwNoRHuGtV5/mP1KSCRYb6fT6mkjT3vaTh7up79Vn+rnzsvN/WOZzVfLx0yr3NhcE+RaY/a0XG0yo5xV4TlQZN99C0TaZ7/8/S0QF9NSISiP5Qx06T3b0pclGvYO2JWzauK49Moy0nQo52d9wj92sM5uMLVRtFIUNZEv0Atq7p0D72IUnD2jUG43HwQ/fKkWm/up4AmNeXn/sF1Vb7KH5ftF+VjdZTVmVu2+bDaf7uR/Z6vA8S5bfViuN8IvR9GAcm0hq9nfPZSr9VCafxMKwbblev1xudpJEp73bNgXsNquxLS3awOiyRURex1D9O5VCNOJZm9hlEWICeNy8WdSFEE0+nUI04lmX2EY5JERYVDlznjvYrPZgDqKQJ2NQcxpmH0jSGBziB8mFj9AkpkuFFwO8d7yKAlmh67pGuhtCQZkmIJlcmStgWNSGxtPMO8/Votn+wLkRv5We/sahx6aswv5GVRWV3Yygcmk4mo6m02V5nIuExvLuUc286nBqnJDCff1jTCSg29A1DqCjoWkUO+00+acwHa2FAI2TEH5VatTZO/e/fvuabO+1dmb7Kd/fXt3+2H5WN3WH77J/vnLdz/fBcvI99/8+P33b3+QH9iuV7eT+8Xt/5bb1aJ8mG4espttGN5QMi9qyD/2d9RjcY5IgNijELM7cGRiacz4C0XKrFy8lCiYW8xBq50LIaGJFCizmTHk5jM3r6ZYucrOja0cm+l8psv5xE5o4mXsWtNsKN++LhQGclCJoy6EAtg+wfVI4WWH7q6B3hpeBEumuspZG+NNRGpJydHssVn+Xn6ePbRxOR2ii0XjzrJHH8y+5g1sDubFCwJrKJAlSRswEJmUBLCLEPUIXyIEHkWI+sOWCLH+JI99DAFiVa03pQizeH+/+GMopcQ4cSzRCwn9TkCxJmGVZIXYvCMwUWc4CROyBtPO733BG6YTX+gHOcJU3xEwoZKwRrKVjQlPe1+oBxjzhfrDFl8onzbZ9mlWbqqhLBLNf6zKEQkdfBD85bhjHY4Q9Q7oBq6BfjnqCZaU6L4wpiXCkhpnpL4ImzF8DfS2kdZAhRR9ygC52HqEbEil/1j8Xj7cz3YPKmeP9y9Vo+Ncwrqz+6lsUPFQlMbF2fRDNf2tDiVvdvDbxW+L5cfFVUGuswI8SDGUWtOq776X8mdBNMBbqTMl/crSEqLw9tTI28l2sdlGsIiR3VCYJCsngYxr5a7UWq3cLn3EzGilLDbWx1bdVEfIIzPPN0+7r80+RaxxKE6inRNAxrZzN2qtdu6gfZOhZQmELjceFGOMgOez+RxHIoN2MEiKldNARrVyZ2rts7lF+EYTY9iDZ22Vi22g8tjbmc9Ud7uZy4f35VCWTRqF58U8H5uWAwGQZEWQM3iMbrhLdDz1/PdbWVlFoFAZ74aiJLl+Esi4rt+VWqvrtyrfaGQOJ5HaOQsmCu/61KQyURUNRUkychLIuEbuSi2pJq2VbzSyL4hyS95jrCRm6lmTkjZ+KEySlZNAxrVyV2qJNWmQvsnMGBJp7pCZYrv9zKpnTeo06aE4KXZOAxnVzp2ppdakQfuIoaVcsuTYRB3tfCPhEhKAxaEgiVZOABnbyt2opdSktfCNJtbBxxBIex9Bl0LwS9eknVn2rEnRaa8aZYGwXYeIimLVkgXXqybVHs1QlCTXTwIZ1/W7UkurSYPyESMT58or8LH4avvVpIze2qEoiUZOABnbyN2oJdWktfKNRsZCUa7RehvbwLPsetWkSAZ4KEySlZNAxrVyV2ppNWkt/bmZoVBGVrhhn1YjRg7ThNruSK9uf3o50jNHR3r1h4OO9PqwSDzSO26ZOiLBhfGh/cR6b1RsA8fVx8qRzo+j7rAQnymnQ2uqlWnc3Pkxn0wnlWe2qNiw0tVcUnI5t9qxr3wJOJlP7RyMfDuU7wiNZTr0xqItKLiY0iq2anaGo0fgJ+28oaOXctaHFj5QDYVXD9BRGnJrCkaF3QJLzZG59lZHejdn9oN8mTVwNGv2Hw9vnOpHKHH6nEp0SsOFM3EL1kKsIncOunVXQtiOwVwbdTjoYdZN/tAZdJRZALt2BMqNtgyxaeiV7tgwRkbmgZVJfTjFFGe+YsdYP8KjtJHsCBidA5CyMXf1Cq/QRrIOk2c7/5itN+Vmux5KY7Q+ktDzaAvlc0XWkIoZA03ce46ayrTLNUje5/2cccZEvMfAFLQrp/OyFEeQHyynzJO5cnZiZqUvJXO4CajZdOqGEh6hIa0mIJaTPOGMFK4qZjZjGxvSTK+GtEve04PGaE1oQgI5dNADe7ax01dvbUfvkdBjrfx5jrgO4dre05nwON4DYadfS6o0HjC2qvIuXrOsf5/erKfl0WqKQrbaVy0K8HxfpA9s33EfCNWj9V5dGLpUCRL3QapsiGjPSkHHRCX1rbZiyecKV8H+fP5qmaoH43EylRCQVNnWfaZglN63HTraa6C39b4BypSWfJgrK8EbY1IjdL6bJ2sfL8tac5gXmmN1zKCref0oj7QSEAqkwokSWHH+yI0FVvXtwKaVgB6wEmhtkO5Ha8T1QKDhQ6OuYadiveusGDpex9GQhzEdahvG4FzXu47Tj/AI13Eg9PUqFwIegoneiGPl9LgbVZKnOOxImf2xQuA+lGbTptWxVZ/B9lalsxPyZ0Qvq6NwpBNB1Pp1CNOJZl9hiD26iDAac1kdax9FbLgT8AWE6UaztzAavI0II0kIlbUulh00UrTQu4hpZfWThDlW/EApGlwudbjUBVECfkxvMFzfa4JwNZZs493ffkxb7v6e4O0v0Cj2TfYJm+0mt0RkOQY67ml2ozzH5Vg/pk3y1MVDXB5Er7lRHlMYzD07wiioex3e05XpAO8hTUo3yWPqqyianI41wTIo+xq8pzPTAd7D+rwd9QAKNidQiCoGquk1eE9npkO8h4GhUR4M5xaXQS/kozbYsEhOgh1he3xHgArtowTqtYjUkY0HjLr3AaN4T3Zbbaa36w/lbPlxKJWRThlrEqQvOd+OBDUfuGIvPXbbl0KvnM2ym8fsZp3VGk1KmTiyjtw+zYZSG00fLSRkYW9zNpo5FtrhZIPuwoY45s6/nKZoMnzFHc1+fEfY0RQCGO4dCAFvtI69AEDWyiM33D7rvIu5gfpQlk0x94JNJXp5PAt8O0BSuWVuvCS+Axy7s6eTLN1Y9pTFKE/UKIsNnRbae6tiW6pI/ovL0pVlX1nIaojIIis366WgjNrB4yuQpRvLvpNIxLSNsrhChXeYWI7W2QbVF5elK8u+3gKgz9f52tQvJ2w5FnDgRzgWOKC3vpywE/rlY4EdlnicDi+vMmyj0trWVs/PjsjCvWwaijKwCfAKIFdrAqylGEqtf6vnqfJN7hze0gW5Ivk4tkYwzH+OMvtZvjtZGMqzSaaTA6oTacASRKTB0FmlHcQgSWF7F+znZ8SCMBgmZQKkgYw6ATpTG9AFeyp9o5mpvieBsp6O4tetlG03sz73KSYejJNk5ySQce3cldqQm1mn2kcMLcsQcIpiVwCZyPypoe6soOnBsrWgOfF/bXVzBrDhLWpMTurjGKBVvdK8ZaeGoiR5fxLIuN7flVpamg/Kx4zsczDhNbwxeI+vIM135dk7zRP75jSPKqwgjDMmmn9YuV5pnix+fgG7H0zKBEgDGXUCdKaWluZr6SNmRlnhCXy0zmbsmeYJj17+1A8n0c4JIGPbuRu1xDRfa99oaCgIc03hsCpGgOhLp/nOLHumeXmg55gsPjcEHLs3yoLYK81rMHooSpL3J4GM6/1dqaWl+aB8o5ExvLAGDDqOVRns4Mun+c48e6f5cC+6WZq6nVeKANZRSG/6rea1rFiGwiRNgCSQcSdAV2qJq/kgfcTMIa566yi2TW4V90vz4lNgh+Ik2jkBZGw7d6OWmOZr7c8NTQW61pfDWs/j7MPX6HAV9NZ9eBdaF7DlJev2+NbV9UZao4s5roDeYaRkC2x7sfIorxs+oBt1DfTWkfrQbd52jiMza5yR7tD9NdAbR/p/8k8CcM1rAAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUonFg9fSWxHB9ANkXTA0ZsEsQvx6c61znhngj4/QFKB+5Q43khCYlGfY2j6ruq1scze44IqMQ2Ip3kqPr3uZMSflFRSEfkg50rJJ9AfPHTKny6F3AxJvu6dymEj9zuYEqJnSGpYAAAA='},
  'host': 'ci-master',
  'truth': {'findings': {'compromised': [{'ip': '146.148.225.157', 'time': '2024-06-22T01:43:58Z', 'user': 'lars'}],
                         'sudo_after_compromise': [{'command': '/usr/bin/cat /etc/shadow',
                                                    'time': '2024-06-22T01:45:19Z',
                                                    'user': 'lars'},
                                                   {'command': '/usr/sbin/useradd -m -s /bin/bash sysupd',
                                                    'time': '2024-06-22T01:51:27Z',
                                                    'user': 'lars'}]}}}]
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
