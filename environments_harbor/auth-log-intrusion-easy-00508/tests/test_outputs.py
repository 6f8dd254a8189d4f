import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-06-25T12:42:16Z', 'ip': '218.47.69.127'},
                              {'failures': 16, 'first_seen': '2023-06-26T10:10:06Z', 'ip': '2001:db8:46b4:c92d::91c'}],
              'unknown_keys': [{'fingerprint': 'SHA256:71ea38d725a0f7ebdf0c501ef7134338051067317ce',
                                'ip': '159.69.61.199',
                                'time': '2023-06-26T01:35:33Z',
                                'user': 'alice'},
                               {'fingerprint': 'SHA256:8d6d76b1319e201c221ea012ea24bc2af2f0f8ea72f',
                                'ip': '10.36.171.56',
                                'time': '2023-06-26T07:59:22Z',
                                'user': 'pavel'}]}}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MSwrDMAxF0XlW8SBz1y4h/exGMQqYBLnIUkJ3X6fDC4c7orqinoIiq1Iz9Wyu/IbwwQoyo7yxtiHF8HiFNId4u0cAIw7fhZWWshf7omWSnpdLzzBdbPqzpQ/80392Vt2GH94HC8ByAAAA',
            'journal.json': 'H4sIAAAAAAACA91dXW8TybZ9v7+ixdMZ6eJU1f6oXSAeooE5gzR8CDg6mifUtjuQO8GOYpsZdHT++63u2JAMNq6Ot+2qoBkccEKyVq+1a+/62PWfB+/fv3l2+tu75y+evW9/e/vu9MXrB4+qB5bFsyeBQGjQ0YP/rR68//XV23cvT188az/h8+Xk4Yc/H8LDYfvW29/f/vbqn++fP3328t3zX54/e9N+ymz2cdx93evnT9s/g7XQ/vn1m+ev3jx/93v7d3zjq385/fn5b8u/t6Z9I/5Ab0//2X2/09GouZw34+pyMbw4H/3RfKnOplfV1cemrs6upp8qKzTwMnDWDixgdTm9mleA7EwVfw73qHr21BHZUL399dQRP8LhyIywYTJimubMjF0Y+0AhsMEzY+rhiM/Ohr5pmB/893/+Uw5Rl/Wn94vJ+V//aP/VR7NmNjufTn56VC0/qqaXzSTS2JK3mDXXDP5jcT5+Yo2Bn6rhl6r7k/kpAbbEF9P9ugvsn9+8enkTNgEpwB5dTScpsKfT+RJoX8zBFIJ5dDGd/R3zdoTCzhvjbWC8q5gfLn+Cv4malURdL+YfI8z2pZnMz0f1vEV7Vp9fLK6ax9XF9MOk/tQ8qbpnWjXXL/P5lyfxq6urloonUfbT2fyJRR54P3DODKxUHUtPphcf6jJZ+iUy0EbIejb7c3p1/eBbNMsAeQtrFx8RQUIXH9MAB7LxB1QG7O4O+Pnkc31xPr5W92K4mMwXG7ESiYQyYa5V/+hjM/qje9aPl/gnf0ymf07uEURtg5dJzTpXn/cVfrLJwXi21gWnk8iw0zH32fzy+nUTyJjI2bLwqbs6c2jHcHM+lGx1cZLCk21M1oA4JNINYwHuVQqXH0u9UzgiAz1kAQAYa1xQBewM3i9ZZMdS/8weyFKyLAL4iFdQJ0y66x9/90H/w6KZzTcrH42jstCpD/mZQzvGkJ8PJVuH/AR9p1rYW+8MxFxHdGOW8zpW/liPp9PLzViNtbZMmNqeLgXiEbydITVbPZ4i/GSTO7DxixmsTmxDPMQ4jTHJDmWhU/d05tCO4eV8KNlxnO70nW5hNAIYa07dEEZlrK18Op/UZbK0TiQtmh/M1ziGdFkED+LEOF3ATDoRfv5DAyCgLROkfqAvA+JRAn521GwN/Ntln2Zwbxgtau4aMJz7TokWs4NCMN9pp4Q34tpqJBYQopPEBKWJsxsLCWbgw8DywBq+li07SZg2ywqbbpTOH5pGdL7x3MtiZPty9zZxp8ZkcehEyFndEQmM0pr35flGmMaEUCZCfS+XAfEYns6Oma3e3iL5ZGeDsDXWk1EJZwCctRj6FNdZkbOlqP5OBIQuJKfcwiDBWye6W7kAXQliSFrrzpKkLWvda0QRekQGZgCKdajXET/ZEsTQ7vEvi5x1Irhx1uM7EYD1wSSLwLOBEFCsrujF6q+nfC93NkhlglTP/QqBeITcLz9meq2yrFd9sr9D/C+WsyjK6HH/0zPgjSkUo7q9C4F4BHvnx8xO0zad6NPdDbF+QbC62zPRyN6nbawYKROhvrfLgHgMb2fHzC7TNq3k051NTlwQ1Kk/0Ml9mrbJh5w7TNtIDxEwCspyXXd3nID3abomH3J6T9MQudBDBOLirxB0gyD7+zRdkx9JvadtSDB92iYECE4YdRYp8Zq3PU/XIBNTWeD0c728oR0jx8uGkd2mZTp1p/o3xCIPhZ1DFdQE9gDTMd23KQqbtn1zh3Z4+2bEyG7TLu23TnavtfGz2ZPuSiEB7XvaJf7YDspEqO7lQiAewdP5MbPDtEsn+XRni4/IHXld6Ij3aPolQ5L6TsNAO2wli8JZgxZZ6Rw1YbhH0zAZkdN3GgaFJD0yuBAsG6N0SI+83KPpl4zI6T3twkZS19ucRyCiYL3uPlIKuc7FuUgWuaUYLuvPzUWZLK1TRQfnpiyWYK8XazAKI1kWFP8PHMOJivxZq5qfLS47MBswoqOE0+hZwVMuArKHpmzkshjZmvSn6DvZwxzablestOGTGUsI6WmH+3IiZ+34HlFsEgFYcOmBXIjEgyfdvYLs93IM6hZMdAJlIlSP6YVAPEJsz4+ZnhM730m+h7NZ2LjAKhHMG9xHM9/vMFIIwZQFbw92zhraUWycCyM9W/mu13eyhwOagM6Cbiscb+heVd/5sdS7+kYRTp+UCeTZo5DORjAP5iDVNwX0pix46qE9c2hHCO35MLJr9d3pO93DHEGzYd0lpeXB7vtShedHUt9qHNFB6vZnJ5a9xN9Jd1On97jvahwZQqEItWN8KRAPH+szZGaHaryTfLqzvRcrwEFlmBPjD1KNo4eUfmE5wdO3c97QjmHjbBjZtRrv9J3sYWeNQWNFZ+OHOLhPVXhG7PSuvokhececE0ALGPDuLZTWjmIC/jBVuHEpeyJzhKke2guBeIQQnx8zO1fnre6TPY7B7AM/h3tUnWdIUt/qnNihTxQFoDciAZxTxitZbowkGVg0Awe2XyKQI03bE4IbaJebKDB5qTUiBrFGDOlsFgk7LDycjkbN5bwfVrKUfEI/J6x9L7vvWFjddk/9+plDYBMU+5lbjQ2we+7hHjGjKQTz3Xq4ozPQ3hgnpFPKBhcUnLsYXpyP/mi+fH+mA2BgjY/OhdVWbm+uh69H1bOnjiLF1dtfTx3xo7pG8GfcnlpxGKAxbizjQGc8HI0b3/ixrRnHFIyMy+Kpr+tbAlemt/0MgMSBog8IdFttBQRtmdza8G9jkmNsDPK4Oupp+CAyyZCvvnJpiVzJBfrJhYwgWSAJuhsRwg6bRzfIZVzfiCpIA+tjTgCrAyIBxKyXC4faMQyFm1CfxRQJh3UIZ8NxDUNvhkNTRxYcGY/MZfLVVy4tkSu5cE+52BhXHcdR8W6J8mI8vQ17h5unq+paEo+qd+9+f3I5n53Y6nH1+t9Pn5x8nH5qTro3H1f/evvsTVcdxo9/fvXixenL+AmL2dXJ8Hxy8n/TxdWkvhjNL6qHi1Y+ZVHw7cnHf7V/VnVbCAnQ0cWYGz2n3MAn7JBkrS8ebg8tMQOxbmDdqk6KEFIL6BwhH3J4wLa7nwMnoiF2XKbld/V791i/+d3c8nv35ha/z2NRXT2cVGSqk8/11cnF9MPJ7MssvpTFxY7Gv62IBOgxiQ5txU2qox4am+U9FY5juRLzUZRep6xzZGnraesbWK8nVuIAl9pihYRdcAKxxtIFjNqTST+GHMRAwZD7jgctGSv3u37jQSy6jFhx8WONohoNu71WlU4GcfD3ZjVp2E6i77+mzImlAyYLjOKDo0gk6HpD9isSSwNHdiB+dSWb9eEQKsmQrkOqhWJVjqEdNVXSKbvDAZnvU0vsnVrGNHLefGoryatmNq+jkCYfzid/lUXEgfNKDi6o3rjK+a9QcADrCsF8txUKL9ZaTYSQ/1ONmFXXnfaJ+W5PVVxAzRuhY3aU/VNtMXMhmO/4VLntiCsUKyDVJMSCUq/qevzpfLJM1YQG3TyeGfivi4nG2zJRKm8MLAaixhTNTSGUSc3WnYEJuk+cshBum30Jea/S9w0tap/MWoMPg7VlQVP3c+bQjuHjfChJP4O1Qdzp5g2xWvCIuvONFmnvJo6VqLNlQtQ3cxkQj2Lq7KjZxdyd6FPN7Y3zMTWxXhk7KY3QH+vxdHq5EWtMQryUCVPb4KVAPILBM6Rmq8FThJ9ucgnegcWgk7Ww0si9GC4m88VGjGQNcFnw9E2dN7SjmDkbSrbfJJMg8GQTW+/iT+sg6AYxgbwl0WsDTI4sbdkAs0YWwQKmyyJw8Ha5QK8G2Bm7j1YZa0pRArFl4lQP9oVAPEbQz4+ank00Nig/2eYOxRCAeF0CwB/K5h5NmTjVbV4IxGPYPD9qFGzuk+/rjQR4azlIAJXk1qFSj9JJ/eF8OtucsaCLtXBR8PRdnTe0o7g5G0q2ujhF4IkmDjGAaW4+cgDZb1OJmDEUgvlu21RCABMjuQQxOmr2voi6uzx2tnSzWWNucjb19EUE6pgMY9CtRMAeZsEEAjksE6byiF0MxMOP3DlSs+uCSSf8ZJOTB+MNa+MH2f+WB2aGMiGqG7wQiMcweH7U7LTloRV9srnFGu/ssofWzqkKMB9k5EYxlsqCp27ozKEdw8j5ULLrCN0JvIeJnTPOO9HBHbCIaqxty1UWO+tUcaM725pqTIAkXQbsmXB5VmlnoOjgXhXl+bDTuygHazBxdUyMMUgUYyCzDlDy+z9fwPH5lAVNdzjPH9rBh/OsKNnpfEEr7mTzWisxSpnryQG1WgQDHuL8H3oAKhOlup8LgXgMX+dHzY7n/zrdJ1vcgRC7HXbl3YJNRulo7/SqHl00Pzgm1TbSKgqeuqczh3YML+dDyVYPpwg81cQOWLMTAWg0idnvsrZ0j7oQzHda1hbrwDA6sUo1ImntOPqwaGbL6tDBwOPAIgzsql9eHH2wLHDKgTl7aAqB+eZzL4uRrXF5u7oTo7J1aMh6j1b13phYOFr9M15roHokKBOluqELgXgEY+fHTK+TXxtkn+xwjpmbxFKPVeGzIf11y++hIoCBMlGqO7wQiEdweH7M9FrN3CD7dIcTxuhGune/IWsd7rm5OXoNVA/EZaLUd3gZEI/h8OyY6XUmYIPskx3uKVjvdtimsR4+Gd2FyjUwhRPO52aJUN3dhUA8grvzYyZ5+XKD5NOdHcSRD15nAxZ7PMSYTe3mz7LQ6bs5b2jHcHE2jOw4NnfyTnawxFcwhkU3ePmQtSD67CjMkqQf7yxcN61qjUkVBZiYrxoMotuwl4UPMelCRpjLRKkd5kuBePhwnyEzO066dLLv4XBu55xE53Q6By4h3Ce10cqKnB+3z1ojAusoOXsH571BgKA7rHmnVJfPf7BMGL+LD2ViVA/yhUA8QpDPj5mtQX6r6NPdLdZAsN4og8cD7HEB397wWCRIfXuXAfEY9s6Omd32vnSq7+FvErDesjL6IlK5xA1+GZL048Nga4J+eyAmXRTBiSCQbgdYT6R+nGSN/G3b17hIkPpBvwyIxwj62THT5zDJBtWn+ltAnOM44pEy+rDXK37JDGJV/e0maGgvEtr/Hb9Z8nW4O37FWTLIaAI6lZkMHzLsyxjV5aK6/GB1Pnxcp0zq58TNugDSovjmnxXC1QbK1IYvLUxAJ+hZCyYpRIpUoAbYFQi0r8VbClYW534WB0PWITgkLdjqI8HiU3319QGjHcRwP3DoViOB23Tbu4+peyMOGPBsxGMYejtsRrHkOxt5OKutjIdj22Bt6lAWT33l0RK4kgf2lAcaMWCiOXSnwAScchi4cSlEVEkYCA/Ere708skH9XIE3Pd5t1Ssnrfr+7yBXBzSKFiVy+wF7y7zqrp+qI+qd+9+f3I5n51g9bh6/e+nT04+Tj81J92bj6t/vX32pivn48c/v3rx4vRl/ITF7OpkeD45GU9jGLmqLmdlQf/2xOO/2v+I5m0BJED3JpjAQbxu63gh3utg0I72goO2Ae3y7hfkgwwGGfJ1yEEhwtc82OtC/oeZwdtlW/L8Md/tMDN43zahdnTHgua7+LdD+5wY+jujbwr93Zs/CP2zNvYvzv6sZvN6vpiVBX7H4H/b2NuhowMyIRKAOv3uhEE5tbusPzcX33K7GPRxYJ1fdS/1kroxLSeofeN1R8LquVK/4NV2hG9f2es0mJfAyo/41mwfxMfLYWADrRpi2dTelllBPeBMXYQtnmNWIjrxKzjZJXhfO/Zb9IZb0fv63S2Ze305rxaX43relIV+x+j9N5snYPdknWJighoX3u05GWsxcyGY75aMMQSreiWMxt21e36q3N4yUAjmOz3VYI1FFhQPVrVuDETadfatWXU0A4dtzrUakH0Esr7O5lA7hqFwE+ozi4LDOoSz4biOFbcZDk0dE21HxmPCFvss+Trc3Hyw3e+AbHSnGYLAXldr0Q9CTNLD14Y8myZlNNdqs2TrcBlgsCCEkcodLoxbB5+M8XuNLTHP9/h1wY5gmenvObBkSNYhAwuKAY+xdPa68CHssy7EEIchGYSVWBxwYq/7LBEfMjhEtcdBNLrLaxRItDzJeNfysHuqm+b2ujf1isOssO9YHN5WwHbozkSPeOMBVE4ikTXaq7azz6OHs1E9+epxHz0ehwRaLt2y8zZxdi8rtH29veKhe7oh9KucgrNAFhw5b3WQW/VNHLeW5ykMpF26g6/tngDWj/o4Yt+I4+as8XYYXOAYxkm4lhHjaFjz2J55a4eGbFk0HW5NP8L2EmKK3bba1wiAFp3imr7rvaY/+zKbN59G84vqqpnN6yigyYfzyV9lEXHYFf7QdpCKvgIJqj30ablNRjNS3LjfKEYKHrh2q/Ny4gFJZEN9AEM04yHFJ9wM20Mb5BvGUIexxEDOHLP9BoMdE8UMsEi6+kaMlseVRGzPiME+luN855ZE3xlFdkoXO0V8ixj2VsTo3txbxMiIiB0jxm05ROj/DwbhasOMPQEA',
            'known_keys.txt': 'H4sIAAAAAAACA0XQQWoDMQyF4X1OYegFLNuSrK5aaKH7nkCy5TSQzAwhKfT2zRRmuvTi/5DfU9DW5vt0C2GcpqNfl+tpfdx+Fg+hzZeLT7dD10nD58drQnom0UTZKrnogFKLqciwrtk4mkVlxoSRC1F4f0uIIGHtX8663OblcDn9W9lK7IZcxS1VrMhORVR6RYhEhcCLQEdk3q2136z5fNyt0oi9JvLhDCZJKGbGSloblWZKHQYDWETYrbXfrEW//bxhGqsxYKTUonhmqi3nhH244zC25IiFEgvEHfsDNu365ftlqiXzICBOqUj2mHrtgoOsdWfnDkqlo8Tad2ztN+t+0etm8WOlxy8z5TIa9cfmYN4qxNE4D4XarT9G06iyW2u/Wb8kwCDY8AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUolQxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCFBWGcpYAAAA='},
  'host': 'vpn-gw-3',
  'truth': {'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-06-25T09:44:30Z', 'ip': '146.77.220.18'},
                                         {'failures': 13, 'first_seen': '2023-06-26T20:45:06Z', 'ip': '23.74.143.18'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:4bc0c4e65080eef0d29d79599604f00abc6ffb7ee66',
                                           'ip': '185.78.211.134',
                                           'time': '2023-06-25T06:50:39Z',
                                           'user': 'rhea'},
                                          {'fingerprint': 'SHA256:aa437f616722493e02d8d95f6bcde7e7d1a64d5908d',
                                           'ip': '10.33.107.233',
                                           'time': '2023-06-26T01:13:53Z',
                                           'user': 'mina'}]}}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MSwrDMAxF0XlW8SBz1/nQ0u5GMQqYBLnIUkJ2X6fDC4fbo7iinIIsq1I19WSu/IHwwQoyo7Sx1m6I4fUOwzPExxgB9Dh8F1Za8p7tQk0kLW83NTdON5z/cGkL/7ajnUW37gfAihdsdAAAAA==',
            'journal.json': 'H4sIAAAAAAACA91d348TubJ+v39Fi6ez0iW4quxyeVY8oF32LNL+EnB1tU+ok3Rg7g7JaJLsHnR0/vfrziQ7hMkQd7qS2IMQA2QI+crfV66qLrv+/eTdu9cvX/z09tXPL9+1v7x5++Ln355cVE+AxbN3lsggBB+e/Hf15N2Pv755+8uLn1+23zCs54vL2fQpPh22r735/c1Pv/7z3avvX/7y9tUPr16+br9nPv8wfjpv5vP4jas3+O3V96s3D47bP//2+tWvr1+9/b39O/7sXX548d2rn9Z/D6Z9IX6yNy/+ufqPX4xGzfWiGVfXy+HV5eiP5lM1md1UHy+ndTW5mX2srBuADwMEGJCtrmc3i8oyW1vFj4MX1cvv0TkI1ZsfX6DjCxh6w7VMQhCBUagnxjnGCfnREFw9QXANc92MzASf/Oe//l2gwa7rj++W08t//aN994v1u39zUa1/V82um2k0Z2vE5by5teQ/lpfj52CM+6YafqpWfzLf7McvJgib1Y+D8H/3+tdfPsdtgag/7tHNbJqA+2Y2W6yRdgMNBqAU0KOr2fxL0PshBu8CKkKkgDb7dQ2ejS8F9EHr6k0wjjSpa8Dnvq4taF0ndUzQh61r3ISsLnUlZL+uEbQrBvSh6+q8R2Y2rBxfeKcQkNXz+V+zm1tUNx+adTwGZhBDMXQwgCC38RgB4m08VijmrjFVa41NTIXdaG0RnTUC0QoH4/8cd9zH3fGC77jYjgcgA0Rex94UP/7u2BsbquswhoBAvsZ6ZCzAxA3H3lCY1K42YQJ1E18JhdnpdDF3xG0duOirwB2GezmebeOmw3FX1S0XLqq3b39/fr2YP7PVt9Vv//v982cfZh+bZ6sXv63+583L189blxd//92vP//84pf4Dcv5zbPh5fTZor68qp5OK2eqZ3/WN8+uZu+fzT/N45fCjHFHgviu3Te+bU4kYffgmN2h2B9wlGjYazuM6eUfs/mdx4hbA7uB4K3HcC543O0xRsB+Io2bCAjEFH0MFIbNZDR2tY15txlPahryuB5PfKEG6+o5Vpbc0IQ6ug5CK/FfiUUltYjv4zpuWXHnO2jLd9y+usd5/N9seTOtr0aL6EKWLYcKs0JPn/EFG1LAxwCL428JlDUQ+KhRBlEMMdqwch1RBhvwFFFGjvY6ZbQRgMHGFEtIFz8Y0ObLpF5cfrxjjJUBmYH367A0BE+7CRMzDRyNbN0Mh5MRT4YegOoxmGbM2LAfobU0DDYSRgo1WFfC3FpyQxnblTIk6EIUHypbgESbMltZq41RiR2guSUMIwXeTZgxjhtvfRgRDnFSe9+MYILkJ42xxhNwaJwFG4SaQs11ynw3OLZAxhnR2Y6BsU9QsvYid1EJbEUl65f3hCXjWaTYTXU9Lwx/z3DkS7+xH70z4CSm8F6U91cIhxfzXk3/rK8ux+uAu35/+XfuEmhgwwBjNLJOXdgHKBTltsbr5eJDXOjRh2b0x6qy9+0t/OX0j+nsr+ljwth+aaaLy1HdfqhI2sur5U3zbXU1ez+tPzbPqxWhq+b2y2Lx6Xn819VNa47n0dPN5ovnnxGhUMv8EFF/WcO97Mb7xIJuCz9YE3Mup1OoizubjrRnN/XoqnkIYvzMpjB0R5B03tjOIeVsLLJXwvv5nS5hluCciOh6MOxRbt2S8nx5vUK1GyuhCBUKU1/ThWA8g7bzs8xejScQP1nk1qCJDglRybc5yZkR1cqAz5cf65vCjLOLFC2MB0hgHTrsQALvyEWwSjh7FMfT8zBy7Hxh6NQde+7YTu/QM7JIv3xrxe90CSNYECKjvI+J6Ei5Hn+8nD7krKyRUkHqK7oQjGdQdn6W2avwvbRPFjiL9YRslPsYSKuwsmjmD0ak4C0UilFd36VgPL2+M7TMXn3vY32yvH2wJOKNsnOj2ziov7xvnxHvBmoChEIxqsu7FIynl3eGltkr732sT5a3gITQ/tQGr5Rpv18+7MisNwiFglTXdykYT6/vDC2zV997aZ8qcEBrfYgpOyujt6GAemrbClSokXZR5LMOsftFGbKpp5qcCDkE443VqUWRk+M26YdBCxjs5lhPMOsK1HEbbrMy1Cmb89lZiyiGUVsR3hy1bZJkEP+PAdC6NdsKizlB42SWBjth4yQ7b9kwr4+Z928cpB4t6VV1S4qH2iZXL+5pmqyvF9XyelwvmsLA9+ya3ObAfuxe2OveuoGY/WnvCFqkFNCHnfYOJF4XIue/rhF024hUBuiD1lUMxrCG2vBIqWkshlf5JQJm4GPIyDFqDJtMoDzr7MwA2u1qE+zcYVxHxZJa+GmBhhBiakzK8UqMmNQf29xD6jB6p0JB6hZ+CsKorOtCTdPlwc1u3icrXIxY8ACojd6V4PDbc6aFWmkXR7bOH9+jhVhKpkXAGLwSoNoOp3S26frywY2NiaQwaOpuPndsZ3DvGZlkr1vfw+5U9VJ7lhu8daCEmagEZ76Y/VkXZp1djGhhPEQDNmwgnQYoEiAIagFVitoni+vPHk3fB4nOl4ZP25Nnj+30njwnk+z15CkUT9exGA6BPSsBZ/+IijE5WadzMcajS3fnYA0YRK2DnNa74xdhyFgwhYFT9+W5YzuDL8/IJL2KLSt+pyuYYxiPZJVvVbDiH1GxJUcrdS22tL0B6bRAatuK0Cj3njlwxy66sAXhQiGqu/lSMJ7B3Wdomh7FmBXr09XNQgGJlS59dvioijEZWadrMYYYILmiTtTeBxzTV6Wqk7PuJMUYa5hMYfjUPXvu2M7g0TMySd9izIri6ToWb8gGNeDMj6kYk5F1uhZjYjBhkp+bx2gmeCExyk+E49ueoCjjjeFCQar79lIwnsHHZ2iafsWalvfJCpe2SMUOlE98uiCPqViToZW6FmuIBdMfxogL1qEB5XYxNnj0Dhm0UipEdbdfCsYzuP0MTdOnc6ZlfaK6AWE9n0+ptV/l+tjjnmdYgXalgD7sPAPGDM86237VyUuYQHka4VahSQZoZCCwZjBYTA1bskLa9Whha4PNsTLuRmIEINWTSMbmr9wI2hcD+kDlAnFQPWwVsIB1JeVjdSG3E2boLDv21mLQ8lPq07y2XDLCIMYGAzC4efDv8YFhO7WDdhCTmfh6HJDHziKF0cgMh5N29uNEaCQjts1oNCnMUCd06IQe0Ngg2tdtsMcjz4rESBY/cJuOXQz2+KMi87TXCW+jaJ8iivEGxSqXIrwJyrHeZzdfR8dCA8CB2E2s51Kvzc0Tcdclb22xWXHouuLRNRofAit3CvkeR/fSJv1x3Emcjwu/Wfb2edrxZ/3labJTzvqLWjEg3N7aozRL1UOvO0hWvuDuDhLcuoNk9aLeHSR5ge95B8m240jALry605RZuQnJHznyjPGEdQOGTe+RR3OCuDNLc50w/rTBEbZnZrWu4vc9OhweoMlWHGF5wDRAs5keCxzCAzvKWBoiJzwhMCMDwbMfj4SHQ6lNI7WzgWDoxw2Hwux0wuDDGYO6VVMNXRy5MBEBM5QC+rDChDMkguSt1uUu3uV58m4AYYDoOj3uzco4+x/zbiBuujV9amYVcYaobiBQOmvoRR4TCfIxTkcSWIsAySRo27xjLmyUdjZRSStTkaJxoUSkXffw1gabPdx13M6AvObDBQps8t/DYX15XQmgD9zD0QYIkf+gxWdncnTf7Z3H8VeRLoMB87LOnsGAn2O8bdK1cd9JdWsxLwFycatSro/G9z5mRfgLyGQhFA35lFlZe8GyZoJCBTTwRNBsSgF9oEd3YmwMFNXOm8gxhnxG5sHFeCgXtgl8MXbeXVw0bvPAOK4TFoZUuesyf2wK+/IDJCjMOp2Gf+7nfer25YL1gNYF0jHBOqMpgSBdhpHkZaivDyH5OjnY2+SiDBsOhCikNGcjgJRGjrTNMidDff0U3tfJgSwumRzQjkpEb0k38A2kNGF0OVxOF8sE2I4imEIRawcMxWA8a+CQo5X2DyfspId0N+CA2Hin9IAisBy5FYjswNsB0hotk0N/gk6grCx10g6gFnkMjWk9dkMBeVC6F/VDPZ7NrhMkYY2Ny1YWUv2tIXNsZ94S8rHO3q2gG++TtwI0AsYzG5VeNzI9bv6uqo3bf2jc2PplxWa/rAzQs9nvS4efhJ4kGLBK1wWTIaUD2vPl9YrMCZGPxyCFQVV387ljO6+bz8g6e918R+In+3kS4OARdFvayTAc4Ya1r+O2bfdjmZDVhV8KxvM6gAyt1O0+tv2CSHYEFsFYa5xXcoaiPLTo61DZGikMpbrmc8d2Xq1nZJ3kC1n2cz5Z3g4CGOeUrool6HF26bAWANteqFYYUnWJ547tvBLPyDp6LQAr3qfLHG1gFOt0IxogpXC+Hn+8nKY8viSfcoAqS8D6qi8E45nVn5+V9nqBTnJIdwJiEMVbo+QHnVLx7v3y7/tFv47Wm7SH+BkB1Rd95tjOLPZ8rLNX5J1onyxyRmON8V7LAt4+0n6ujAzVo5+rvZeQ0snRXm/TnlNR3gvFnLCoE7dzFwpFq74dlILxvNtChlbSKfastJAsf08+RoxBgpLL63Gf+GFtnCQ2LQLMCKm65HPHdl6pZ2QdvXbNFe/TZd4ePjdW+a5xQgynbtbg9kRtoZD1dV8IxjPrPz8rKTZxrASR7Aii1/DWk1YjC2o1byT3Jjo2lgtDqq773LGdV+8ZWUevJ3fF+1SZe3Cqt7kbX8CFKx48lQL6wOP5AqR6GZ6RAi7Dk/b8TCGgD1tXbwwyG7DGKbmsAJmOR0IZING6Lnvbbl6YfXa59C/Omt3hvHXdLn70RNftDbCHCBeVdi8CpULsl6NdtxEiu8LAKQdl+WNT1nBhJtlfednH72QFI/sAPiacuvkm0fFGkW+BRRIpFKe6qEvBeAZxZ2iaQ0aU36N+ss5JAjpgp20AyyUEb2m32GZppZTJtZ/TwiIm596tICyGgNpPFondMSbXbtHfc6BCIap7/lIwnsHzZ2iajpNr77E+Xd1eEIMTUAppAz6uTD0j+3TP1COxBZKp4ND64EX5OiBqz6cdPWMnTNR6hiDVXX0pGM/g6jM0Ta9MfsX7dIU78c5gUGoItSgnyeCZ4u5cGD59UWeO7RxizsckfTP1FcWTdczCzkiwqOzFMq/idMzUM7RS10zdCdl0WniHCCHub0p6sHDsDJ3JOlMYNHXPnju2M3j2jEzSIxNfsTtZvQIMHpC1Q1NvH1dGnqGdumfm5AJ3oAZashA3A13IztjjZ+Y2rpcUClLd1ZeC8QwuP0PT9MrMV7xPVnhgopgCBKON3p8mQ0eUUChOdZGXgvEMIs/QNL0z95b6qToH42M+6qxWB5FDekQZe07W6ZqpMxlMpwEEqzoPW+OK5SP3PceQHagU0If1PQfLJKoQ2Wa/rhG0N6WAPnBdWXl+PVif/7qyEV8K6IPWNRj0qLquKJD7uragdc+fHBP0getK5HyEaYPVCiS88uTe+Z+jp/NRPX2wPhR/JBb+84LbdSbPxhAr/sbEoCOZPQtZ8NzjMPQ29B533iXMaCYcANAAxG9uPRBnU5c5J6ynG84ccXsOyHEHDjoDSdbXpB46kWW1oHfzWHBrHsvqxa9MY5m341iWk7+q+aJeLOeFoe85jmWbBAnYxbb6YCBRYnwwRyiHMURBm4EbyMZ5W+e4MHi6VbACsClUOj5b+MIs0q3otZvgqdtWBN22MUTHo4Wb9e/ouA+xnYJVGDp1DeeO7fQazsgine7i2M3vZAl75z0iardSuRBOIeWY75aKUl3SpWA8vbQztExPibe8T5a4iAltjU6phsBwjLmH9zAyIpcGT13TuWM7vZYzski3q/F2EzxZxG3LJCGJFm5rTiFi6z1BYfDURZw7ttOLOCOL9BTxiuCpIg6AntmC1rGW9ir54wfZzgFKYei0NZw9tpNrOCeL9AumV/xOljBCcGSM9nhVDspTKO7nDD4uWKEI1eVcCsbTyzpDyySf09nN+WRpWzQxlPBaHs0Dqc8XvO+8yKSta0bg1NWcO7bTqzgji3SZF7ib3skCdsJg426udPeqt0oCnt3Uo6vmwQyiHe9YFjp1BeeO7fQKzsgiexW8n9+JEgawQbXN2ljJvm0TwKEpBfRhbZvQRpU+SJ+BhTvDSm+dclPfF4d7nRugcQPwm1wxajOVzDmC7trdd2uOTWuX7chsdNaSNeiUGmO8DwrLvRxeXY7+aD7dP/mDOHBhENaLHYXkboOPi+rl9+gchOrNjy/Q8QU2VNdhDDFdIl9jPTIWYOKGY28oTGpXmzCBuomvhMLM1JUgrf029HBd6eE5hNbjg04DpO/Rc1FVG+nfNYDCVgPo+uWvtIC2HaDzT/NF83G0uKpumvmijjSavr+c/qswa/RsB/3SaySgd4ht/zNo374rINou4+ZDc+cyiAdgaQB/t/dbkgecxhjHjY9J2YhwiJPa+2YEEyQ/aYw1noBD42wbAVFTqMG6Oo/WkhuWYEfn4Sj6XkaDXkcu4qCP81iR4s510JbrWL24x3EsYpRdPZ1WzlTP/qxvnsXUonUm8UthxujpO7Y5kYJdjLgQWGtqpjg8RdpP7ePPstApp/35Yzt12p+VRXqm/S2/UzMljrsgBSda1wMIk/b1R/cBOgq+MGzaAs4e28kFnJNFOlxytJvdifJFK4YjZEGl/FWC147Zt85qxhwfMcbsGDa+CnzYHbPzWBoiJzwhMCMDwbMfj4SHQ6lNI7WzgWDoxw2Hwgylec7z/wEtS9m/lU8BAA==',
            'known_keys.txt': 'H4sIAAAAAAACA0XQzUoFMQyG4b1XUfAGmqZtWlcKCu69gjRNdND5YZwjePeeUWZclvI+hO/Wsch8mTbnbJhedV3WYX9s34s6J/M46rTdGG/DyO7l+SGkfJd9DiKRtTWTbI0AkDt47TloJgkxYquRAxf39BhSgur+hPsPXrZ5uRmH6dSCInPtUAMgXRvxEcBS6+SxGif21YD1+lNPbe8Paxre588DE8hkRZMVKEDSOmBtatITRx/Ad2NsuXM3OrFf4NDWNz0v66ErRaqCoQVjIhWwgGTqoyeEXDVFiLWgntjeH9Y2f50WJ9jn8Ubca8g9xYBVxF8njAmu96IUyVFF7LT2/rAuI6/n/r0oYirZELx4qJSpS8mtFfZaOMWK0Khr/l9s7w/rBwzEPXX0AQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUolQxGvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCFBWGcpYAAAA='},
  'host': 'bastion-2',
  'truth': {'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-06-26T03:29:18Z', 'ip': '193.49.2.33'},
                                         {'failures': 16,
                                          'first_seen': '2023-06-27T08:50:04Z',
                                          'ip': '2001:db8:4e96:d575::e52'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:1b706a8f99881c9af05562f37cb15af215e66aec0f2',
                                           'ip': '45.179.211.34',
                                           'time': '2023-06-25T06:43:53Z',
                                           'user': 'mina'},
                                          {'fingerprint': 'SHA256:2e3aa9d192137a2ac0411f5bd7039fa5a09f1aea2a9',
                                           'ip': '10.9.193.146',
                                           'time': '2023-06-26T05:53:55Z',
                                           'user': 'nikos'}]}}}]
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
