import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'blocklist': ['77.190.38.81', '134.20.5.155', '146.78.85.96', '146.249.98.74', '171.64.193.211', '201.52.51.219'],
 'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-07-17T11:15:26Z', 'ip': '134.20.5.155'},
                              {'failures': 16, 'first_seen': '2023-07-19T12:54:09Z', 'ip': '201.52.51.219'}],
              'compromised': [{'ip': '171.64.193.211', 'time': '2023-07-18T06:42:04Z', 'user': 'billing-ro'},
                              {'ip': '77.190.38.81', 'time': '2023-07-18T07:20:45Z', 'user': 'emil'}],
              'spraying': [{'accounts': 7, 'first_seen': '2023-07-17T11:15:26Z', 'ip': '134.20.5.155'},
                           {'accounts': 9, 'first_seen': '2023-07-17T18:04:42Z', 'ip': '146.249.98.74'},
                           {'accounts': 5, 'first_seen': '2023-07-18T14:30:52Z', 'ip': '146.78.85.96'},
                           {'accounts': 9, 'first_seen': '2023-07-19T12:54:09Z', 'ip': '201.52.51.219'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA81WW2/TMBR+51dYfWJCcXyOL0m8Jx5gXAXSJjEJoSnLstUsJCFx0eDXc7JKsCVu1dIyqKxIqSJ/l3P8+SAgB5VxxIyDFixiXdk2ne/ZR8jiV4sqRoHSgrRCWWXYE0G/T2x29OyExfnFF1fHi77sevbi5OR9DBxmTAlgkGk2i2b0XRPNvW+jonJl7W8/eASCI/As40lGeNEECYwVeB+p97l3RZy3Lf98FwuFYACYrgbDDQVqq6WVOiSwL7139dVKjcWiq+KUay6W2lIu6UlfTMWZYY1trJorV49ESWnMcvf2u583ddSVXxdl7/sYuYQBiQBIGHJtuCScc1dVRDLqmgmkFhM/l8JWCXrb/KDd8pgUscenAIfsjasXN+wmNWdGHbCjsrhuaHsQtIA9d1152dzEVIcAsasuv8zrPLqFnHLTFuXWXXWP4Nu8cLVv+vkhe1n7smL0B3t3zE4ZqDN9wJ62bVV+KM9fOx8boTltp9kxkercr/cJ62vX9NdBtuqfORlu3MQKsBK29nDXviLc1CL8h7VbRzmzmO1GedcqhjorsYBW/VH47F7GIZTkA3tCMUncAFU4J1FYlVqxQU4qrWBPhADokqAYxyUfFL/5COIDlKMrL6Win9xKRsP6Cg2QyFEprnUAUt2e62BP5K2L52Ve+fkDHrIR3bsNFeCdbNJQg086Edv5tA4YqZ9DwBd5Pz9v8u5iBJ4AEd0fuE42rpYUimlqxb9ZLjQ8pZcs0FyabgwifZ/uZf7NFU3N6TE+ZTRF7euUyeUohhikpXDS82uPGaIRwSkMUo6azMjEKpxxtdbiKJ3uK2ckqQdDI7AJMDPDktnm0y+CMmEDKM6GjFVJEIZGGZVtYYAEI/dlgOCZHsI/QCyxkiwYBe2YikE5lfwTgl03TsoMAAA=',
            'access.log.1': 'H4sIAAAAAAACA8WY227bRhCG7/sUC101KLTc2Z09MVe9aN1T0AIx0ABBENAyHbFWRZWkCqdP3yFlpDY5kkhVSnwQLMPWN/PP7My/AiWNlxqdRCXm9PkWQvLTdpVopU2qQmogtVF8o+jjnZhdfXctkrrJmmKRZJuNXNS1+OH6+rcEJMyEVqr91mI2n4nZ5mOzLNfzKv9rm9dNnWhpQKrZV6CkVdIpqZXnkTE1+jnyLvu7WJRrSQ99XsTjPAjSOKmBSRFUqnRq4TlvVX4o1j0SurADXZXzZdNs5otVka+b7g9aCFqpvQRvGYhJtU8xjk3KBrdDvSr/KVarLLFSia/fALwUvxTr7YN4CO69wxfiKl/cl8QARV8gvi+q/K58SECHx8ydhBglOC4omxocBHWwuOjwsNYatARLz1BqbRimb7FonjOz2z+LdfKEhZQLRLtjLbbVKgnSsq9/Q/IU6w/zqmRBjgPVedPQ/9T7gFx9B+DupYZMl+o4JbnRQh5K1KVGnZLo/+uu8ZIYtt7ZpkiWebZqlmevvE8VW/nbrF7elFl1e4nS+8HUGgl9VoZX2aJYN2W9fCl+XDf5StAvxK+vxRsB+N6+EN9uNqv89/zm56JJnLKSXs6K19ldVhWfnk9UK07s2c/SNlqlCCdH9flV1EAjnot3W+dVf4465S4i5eH4cHR7GoUi4KRDcRht/cj51JLRuKMbHVEGQrvHFROfGAhKFAYdXZU3ZVPL5qHplcIghDPtWoskCcoY2aAsDObDwV1roo9HZaAfAhkpQAapOWNz+gbs0e6Lsr5nieOH/aPVweNpBkntZoDPElOlxjortN4Ml8vOIpJPQq6hOv+m7CQTbBVPodNClswGFqNbAcfMkDOO415QXFl3geHosnbTg1gHe6mbH3TziKwSiHv6aLwS51kBvUh5edpo7chz1vW88+GSEVsjdTeMPC+uHfjFJ938x2AQtQN+bCn3CEREO3Y5Wkf3wi9bT0eXhyPeo2tyrTV7zKkAwUiPvPxuwvWWlrD94mLwzc0Zh91G1f74jfw41+/pmT2HCqI/PHHoUBhD93N+xNN6tnjKruyV/imlyjdl1dQsy01IzaA726ynTaraXaoZFWwbGdrJc3e4Sv9jcMXdcUa55e6YhahOBukJttx+en/jvDrvCY0e/ZSDZR14VgfU0jqyxExJXdtvJkzwLhBMPJMIZNs8aeAUGxiowfsze106RHPRMYhRIo3tyAZqMNU9M9IPz6C6ZHg0UCBKz63z0PlfmHKx0Hg59/Evr5zuSFAWAAA=',
            'access.log.2.gz': 'H4sIAAAAAAACAwFcBaP6H4sIAAAAAAACA9Vb227jRgx971cIeeqisDTkkJrR7FMf2u1t0QIboAsUxUJxtGu3ru3aCpDu15ey0yKxNYk0lmQ5Fxi5wIdDnuHwcChQMXLMOoY0msjnb2CSH+4WCSrUTlkH1imMvlLy8Xt09eab6yiJvru+/iWBGK4iVCoishxdTa7kr6vJrCzXk+liXizL3X98ASrWaQyIMWT1CEQO4SnCtszL+TTJ1+v4j+0BnNVmj/Z29Xm+WOQJxyr68j3A6+in+fLuPrq36YeUXkVviumfK0EBJV8QfTvfFB9X9wmgjdXOLshiYCMv+tguSB2i0+qpXZvVzarcxuV9eWAUaFnCzqr1P+VstZxsir/vim25TTDW8IBn4soL8p7HaOJn45Aaosn3g8end5tFYmPeI0gQmSSQGCORYNyIf+bLT5PNSuDsI6eD49TRgdPz27/my+RuW2weu5zEdZBxNy4/NPDTJv+YL/PJDvrARnQqdUx1Nm6LspR1ec18JgZawo7ygg9BeIxIFaJ4tlkQdArZs7QnWSXq2KpaKAbhvpf10+0h7REyUxfzuNpYKBu4BoUdZY7ShgsiMuoF/3FWwXGMQDVw4jx9lCz2EbvNt7ObVb65bcSst/l0vixX29nr6PtlWSwi+UX087vofQT0gV9FX6/Xi+LX4ubHeZmkimN5O47eCZU28/9/bmYtZ53y60VEkmw3LCI70EERqWX1i3DVVx1cvp4nsyJflLOu8Yhbp7FwbxoHMCgccwhdzrKbrNM6LPThDsqO8nVTzCdZtAFO/WnZMQ4ohzzg9gFwEIh3YinQwLL6s7/b9aPD7OQN1sPq0bEJsasd2+T8a5/NwhxNHmKPsjAA9ljbeQITpPpAtw+BFLZpjJpjw14oO5oQPLV2U6xXm3J7bLOkXtU4P1VFbCbVzgk0TT1nWFi11HiRpJqC7sSmweyURZrQkvAZXdVooSJxVROy79RIynC6a21b/mjSJ+U5ARzg2LKexN11OZI5tEM3CRoYxenFHCWoQvosraKEUsSpAYtGhMC2zFn8j05Dt8nuRUjdJumc30Paobkgc8kjwbvlODltxpb5kD3dtX66DwLHrTzd9/JTx4PmueOOfK/uNsGHet+Ot07zMDoRMymHQ86WUDTGQXSeVh5hMabUqo+vJPqKs8aWdXLPFBd7CEcfH+00jbBbpenoorTnWw3NIgMuRgOItTQqsqceWXduHhkHNICsFRxKB8pzNnBrhKFlnr5l9wsjFXrT2ypUAlNP1R4vlQSTO+hVd78/CDyipJ+7XMLgvkLfjkBPx7R7Log4Hn1dQCKJTRsj221BUZ3Q+12UoDCdJriH8nbq6Sj1ktLJBAqicMqLDtW9N1jIelC6ZZUciHpElZfYw6NrqLPylENnLgcZWmb5vu3xDQuMs1HK2iOxeyydmDyt7053taAEFmhBqYq5ZRJpt5i0myprKFYZp8zYCyIxkmCMGc16mNS9PuPMM4jZpT4TLogM1L1L9h3OqePqg3DPVLP1CEN4BD2je11dLJtqPhpgAA5pTxe+t4PKVIPY2lzGHbapZrj1xRwRZj8vO5q6zew7sIPdG1bnY8ueQTiLbcvD+BQk1uMSLsY/ld358kGF3jcEMQjAs4P6GlrZQdYr024Xhp5UP8a0C9pzkp+T89XMtr6IQgjIge1JNplqmhlU/3xlz+NFHepZ4x8APivRjNN24KoMbPDjL6dgMozvtsdUc66UDVi2oPKku7OKZlONmyozTrv0aM6y3UP8qHSMWGssZUfJ+Lln7IGtrX3YmMQpggRc94yJraQctYAh+u9Z/jrG/gujYXLjmkAAAE35MMlcBQAA',
            'audit.log': 'H4sIAAAAAAACA+Wb247bNhCG7/sUgm/SAgXNw3BIBjCCxW7SBmjaIofrQLGVXRdry/AhTd++Q8qi5bVkKanWceOLwDLh2JyPM8N/htz1P4ts9O7N89fvr969/TWZrW5H6WYyXf8o0DoEcBKZMvqpMhZ+eposppOR4gKSDT3wJPUvIB04NNLpZJWt9t5uPvw12szH+fzjdJ5Nwrc/yRejP69ePU0367tsvp6O0/U0nye3y3S+zper0bMkHY/Xo8Fmli4HSfY5Gw2Gm9VyuPownQ9Xq7vJILnLV+t5OstGgismNDCBkkmAJJ1MlgeD62w5m87T+xH952RJE/yYTu+zyZN3L29Gg2WerwfJVXjezFfZevDD+jgR7TgwZ4UnoiMRjY9PpJjr+RExAIppG3wEIxEjHp+It6KNiOSCjGbCGSZswWN/qHcaTjKjpadhIg1nzsM/Tk5D01drDDRsSUModaG+gQKZUc7TcJEGiAv1DafNdm9xPNJAfqG+4QxFivS+4USkYdyl+gbRIAfxNGSkYS/UN6xEx5TlnoYqaUjxiHljkc7eb+bTz48KZbUZj7PVqguV6+u39VQMt54K9EtlPM43RGV+e7ZEfvvjl5e/NyApwkY3IBGcQ4BBE2iCcJ/fTudJ+eHjVj47atlwkn0aLtaroThuYMEzPrWuPWjL0ChvaNScEuxJ1n55l6XtQpxpwZBpXmrw+L7/VfcwDAQYpgEGLaQKGAx0W3bVbdnr7Iprro6bV3CMTxU7r1/dHFjphDXMYEiCUUpKU5SiYcL7hgLIekPHf0/Irrt8lg2LGYxnk5F8YbRRRtKrQooifO5HEI2RnMYBhQH/iQqVAGUzyQc7y73RvMbo8DMVoyumvnl79frAv5E7hQxVyG2lUgREWV1SHsxU2h31Z/rMilL7+3yRPcjvYbXpi372b7L5p/C68Kasf37o8XUSYbzM54cO8WxHw3+gxQP8c0uso9DEwmpSRpZHnSidPEmsd2tDMABKfoIJo2NYVIb6jvgCiRPCIxENSCgQZBHxQnWKeNk54utM6xr0BdD4dDzoUXKqpp2vpi2POlBxm0QL922lNNQW88UE9mM+RjzFOT1dSy5v6D1XWnF6fmEIefjcNb4gt6IcQZlWFe/aMwIcEikmUSFyPAiMtNpYBkp7EFECAj9NEOT3t2m3IBCSMwG26inlUM9BUCJxyiOBBiTkGFsYXHQKAv0lQXBgWgwCOG5hATQ+Hdf/RpF3S1JW4C3VO0vxZPq/o+KRmnAwgbskuBvpV/1vmThfE1mO/TLpTQE+Eo/acPBAFOMQwsE0AIniiIqCnlVgjWVdtX+zDqxdeQFgmFMhGqIQhF56iu0r/5ECZdZl7QUyKSSzsQdfGel97QmJZVwaj8Q1IKHVFEXd57rpAdF57Wss67r2Jc/K81FJYBTtxyQ9fNlvRZSDsD2ACdPeN1c506oJylmcUhXU6KRyGntoWmoFo5RBzdD5TChKMQjGqcNaAY+U/P+/WqFup6RtnnzRnzdYIXfOYU62U67zT12ygyEB7ahmjyEUB/reJwMR0L5UEKpfIu3Z8lvSqM+UAYeWwUGgAQelDiwqJ+y2S2LnTHloWNdEWaCMTy1JEoSzDDV6M3eK0eok2rdvKSjbmiSLGTSkyJD6KFFqvEH/SsnSSNTb1ok0IDk+R+M/bexXlUzFz1dgtHm+0VQ76sLzo0LU9rx6hIpZpEK60iWMI737fgCCQSEK0wAkKkTdf5/w0LLH6BQaZb1ARB4WPgpEFLypU0j7+Vd1CkvnJwfn3sFpnGPoFKLuvU9Y5+IAiMSVh60/6j5U/GyOQHxh4JhUiuoDuasVdkN9O/kWSaiVJW9AEo9AnOvzCKTBsujk+muPQGqcHDTJexLePsPL2AJEVEk0cN9UbFfBxQROk+BrvL/4+QqLNu/XFgR5v696ZBR76Nw5JXjhmBJUHVXKwDjSu+8XQEzwfdUApNIC0D0n+BrLou/zHhM8oLSSOedLQBlFHHlrU4KXDv9bgr9CPybJwQWVd1v3lzdGh8MhhR0cXnxhuq+pbtA44dv+weGjqrP6BPeH0glZ0ubuoJkMVw0l/TOFWzwY6/VihEESt46JcA4io8Sz9gTXy+7SSZ4vzo+IAy6ZNcFFosazDi/WRZxGYMqEfTKKQcfxYl3EcHIPBtKXATKKRqfwPO50+0aioBpZkpQS5e2Jh4M9ExHKUV4Ff8KsomZ0eIK82q2d/E2YkIamuPFaQkV9SXvuRTNxpK/QX0GxqhScvqF0Jnc0T0/ECpI//vs9kVJxgv+dy/USq60/mQxtFgWRiTmTv5nx9/QESKaRqd3NvTjSMwuk8qz4axmrSsVKW486n1vNJ2SBVCDRP88CIwuES2ThG2UUI16mqlKmgjL2O4+RugM8X8OgYjpccFM2XvbbL9uLAzwfOd/zZT8SpBaA8XCpR8WLj9qZs7rWYZngbu+yX2Wo567OFonwd50t8AYku1uv3PV9saPGtK73nL6krUPSGzUwG1qaEA+yUdqmtg7tLd+gb9+pkfMv/Qxm+Vc7AAA=',
            'journal.json': 'H4sIAAAAAAACA92dXU/jyBKG7/dXWFztSjumq7qqq5sRF2iG2UUahhFwdDRXyEkciAbiKB+7Oxqd/37aIewAC5u2acAdLkj4zvP2W6+722Xzfevs7Hh/7+PpweH+Wf3u5HTv8PPWTrYFxjqjFIlWy7etX7Ots9+PTk4/7R3u199wPpq/GY3n5XRcXL7p1V8++XLy8ei3s4P3+59ODz4c7B/X3/bu+OjT8mc/H7yvPyYrVH/8+fjg6Pjg9Ev9OXPrpz/svTv4uPo8LP+qf1Ene78t/+akuDpbjEd//dyfVuOdWTmbjarxLzvZ6llWTcpxOciG1TRbzMppNq2q+c+L0WBX/ZL1vmWrp1v/++n7Wm6LCXH3L6vZfe4QSoHYlKJ1AqMrZBPibje6QM6YyJTG2c6PrucWSYi73egSOidKOx9TbSlns4vBm9WruE2LTlxr2r1+v5zMPc9k0bsc9b+W35ZkV6NxkQ2n1VW2szP0bzugcjI5WM45m1TTeUbsRy3zrwl3sv33yAwuO/l9D9nssEbb15aLohDCnh0YpQWLggdDkqFG4ILKAfYdDtMV7m+b1L89oDxqRZc1Af5g1axCiNgRsGYrsSXwkwVsLcHB+I/icjS45qumRf+yvOcZnQNTDgZzJLr2DRvtJF3mu8NeLOYXfsz7F2X/azYpZrO312Isxl/H1Z/jDcOsH8rxfNQv5rXDh8XocjEt32aX1fm4uCp3s6Whs/L6YT7/tut/OpvWiuxm04tqNt992Bnp6vTBa1CHpx/6P6vpdbmPWpfFMk4DxGD2MctOjI4vhnZx8mC2mCzB1pJrYUgYOnYgpIT5moHQUZ3WBkKzughNBKMQ3DOpYSIlwvminAVwk7aa00WOnQcpYb5mHnRUp7V50KQqAtNAyNjYOwnC3d9J8NwOEuJut5MgTimrLWjzpKnwHYdr0HEyftFbjOeLO3bW4N2cgzU5062tg/RAIyd7EnjxEv22DdITZ22Mhxs/NMQdasX+iAbR9720jrXIGxfno2q2hpp9Jpt0gaOXfUKYr1f+3RRpbQyEF0RgDFgFSKCsn9LFV0Ii7f1ORmuIDdRb7cnCRo6ApDBfKwK6KtLaCAgrhtDyF8fRlzQgnV/KeW5rE+Jut5Rzokz0thXqfkOHk5WnE+FuNbqiSTSKc0w22hqGlXR3yy4nzFHliJItddpdXBXT9HR6KOFrkn/0Q/xNez2rc2x0WKwvkY1hpSn+wY2JNtIiXdSrrVUEyYZbhZR/kRrwGdDNJlqlk3q1tYpCapAqBg0DCMRHNypCj1lDeD/3Vypx+KZ9YrUsN31i2GhaJeQcoRcCKL4Evqg6HBXsV1h+naX1Kiqqy/MiXb0eioqa6H61/KC+bhiwhkOjokY36OdcEG/OJYwbaZEu6dTWGoq1CbcGKyBdb9pHQ7a0idbolE4trWHAgWtgDQ9MhDoiMm+kNbqkU2trWJFwawiKKBuxGixi5DlnCDSBcolCN51r1nLczDW52VxTwC+yQNAvT6Khuycsr9b2HiNgDuT84sLlwGo12FifXkgONu75qDTw4sX6PSekp0+rHuPH/R8YdmIMU+zr9KTzXYU1t0GrFGD0DSVSTzgl9ciVew8d4vzIG3drW0WhcQ9fumf6w6JQQyqcBhRllBr2oM9OCgANg4EhKb1lNPaH6Sr3kodJL4FNqGjanekSqwnrKa+F+AONXd6j/lFZTdYHXdUrdJ1wL0903asVehSxxAbAgFB8dKM30Crd1KulVereFwm3igjV045oqyvyS7VNtEindGqbIkBWNbCGLwyH8bZlSTneSGt0SaeW1mDQgsHW8Bmj6sforQIEGzkX6aZeba3C2jSwilbg+eNfM0igN9IqndSrrVWIbehJMcuGWDQqVvHRGTq7VaYgB8KcTX5zBiRsRdhVvR6ySk10d6vsNvXq6lvtXLBVnFIe3z7D4s7PniNdp1m/+3dm4w+6Ol3cyHvkSWE+TwCkK9L6qzcDyyE0Aoz4l2uJbPyNT3QUJwKG80kAttagVLrEsVMgJcxXS4GOirQ2BRpURHgQWFLLNVZ0KbSKdLb8ohhU1WTdDMgomzBw/BxIB/MVc6CTIq3NgfCCCI4BC14HfuK1rHcVIP1sN+58IPTEWJseaPSyTwDv9cq9W+K0uTXnI8YPLHPHWuno9ynHznfIeG7EhLhbNTlYIE8p7ATj736S0rH7gIa+/K/+uQXq/Q2cozY3rUBaP3IX77IQ18eBHRYKSrGqRMSe1jhg5af2hSYH1vRw0B+qdMVr2gp0repNMxA0qhMvAju/eDBPaftYDKq78ND+bFyW3bhkJzs9/bI7mc+2MXubff7v+93ti+qq3F59+W32n5P94+XWr3/+7ujwcO+T/5bFbLrdG423B5V33TSbzNKT4Mf4+9/aPCLv2yFAAEYl1teCi78xTgixU+ShizRZ5yCuzpFVhqBf8D+SIT0EpR2KjxF25KSUYijU6/WHA9tDLTJQhVAJfUpXupe7wtOCUcikSGKWzxP+E4pPkKVDHsuP5RfXpEcxmWeLyaCYl+nxPzE+7johBL/uqGXQhuNXQKeb50ByouW0pcG9ADqrV+i9AH5QXwetn0AFnoWs0UV5bvsMYclKbaJVOqlXS6sYRAsNrEIKGOQZ0NFtpFW6qFdLq7BCpRtYxToWBxBtj4e72/7yJIt0Sae2BxzLaMOt4YxzCDoisvAL3HTmHnT9fzc4UegXXIpoP7FipbVTGA3dMLzAeLPKBXJ/gLw5n0sQeD63c9AvOd4CHjvyPRtj9FM/7+Z2zc0pcT+yuf1/1SZj+Tl4AAA=',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHaYgHwWvprZRC4wfIumBozIJZhPj15lrnPDPAHy+hKULDygNuJDEyKc9w1nWt7VtnG4MLvso4JNXiqXQf/cN8S1ZeQVHoh1wSLZukcPA8oHC+HN7+g8zbHqgeJtKwszkB4/jsRJYAAAA='},
  'host': 'git-internal',
  'truth': {'blocklist': ['31.15.186.54',
                          '103.154.162.244',
                          '201.24.197.18',
                          '201.142.56.3',
                          '212.149.229.150',
                          '212.152.34.223'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-07-18T01:43:14Z', 'ip': '103.154.162.244'},
                                         {'failures': 7, 'first_seen': '2023-07-18T02:30:43Z', 'ip': '201.24.197.18'},
                                         {'failures': 8, 'first_seen': '2023-07-18T17:15:46Z', 'ip': '212.152.34.223'},
                                         {'failures': 17, 'first_seen': '2023-07-19T16:50:02Z', 'ip': '201.142.56.3'}],
                         'compromised': [{'ip': '201.24.197.18', 'time': '2023-07-18T02:44:29Z', 'user': 'mina'},
                                         {'ip': '212.152.34.223',
                                          'time': '2023-07-18T17:21:27Z',
                                          'user': 'billing-ro'}],
                         'spraying': [{'accounts': 7, 'first_seen': '2023-07-18T01:43:14Z', 'ip': '103.154.162.244'},
                                      {'accounts': 3, 'first_seen': '2023-07-18T11:16:48Z', 'ip': '31.15.186.54'},
                                      {'accounts': 5, 'first_seen': '2023-07-19T12:47:57Z', 'ip': '212.149.229.150'},
                                      {'accounts': 10, 'first_seen': '2023-07-19T16:50:02Z', 'ip': '201.142.56.3'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA82WTW/UMBCG7/wKa09UKI5nbCeOe+IA5VMgtRKVEKq8u2k3EOKQeKWFX89kKYXdddu0tEA+DomiPO+8Hs8MCA4FBzAckCV0vocifbGsUxQoLSiLaCFjjwQdH9jk4MkRSzs/9aHnYRXYs6OjtylwmDAUgqFEwybJhE3ar2Hhm6QrvyzLPvQpcglcTB6A4FhwVMCzGE5bMJZ+tIHrgwvVLHVty2d9v43U+Tlytuzq1HB9jpEUVUZ3oSMcY3VutRkZliwQrw4LJQdFFhYZcYl21rlT17jEzT9XzRa7sKjI2E32+sO0L0OomrPfY1QC2BDDGv/af6vq2qUUI3v42s2qJvh+sc+eN6GsGb1gbw7ZMQN1ovfY47aty3fl9GUV0kxoTr/T7JB0ddXF867yKQFIQtL5mGwsYrIvkzvWra5sfRf6GFDmMeDc9Yupd918lFHHAPvsVdUsV2xlspNM7bGDcvbJEwcEXcCeVl156lcpoInpu8qTwgrz5xL/+lpKaeXtdB/4ZBFCm8zqqmzC+oMdsFvOq+C7Xaq2CDHqsi+7/zTrFVolY5pdW6WL0tVh8c+zUEmrblVQYotJtXPoBpnhpGy3diIMRCjGtgRhxJUsTWsiMgpT/mCh+MUSgrLUSriLorONusjRCFCOydEhOq2EvLckJcXUJyGnJqYi3oBFYTG/tFd+3BZLeSXuVWw2OPyz325opRlCWJXdpK8Lcf0kYbgZrghQrvdEcSOg0ffpDolFukFiRC4NBHKnzNT+jIaHTZUqL/JrfRkGOoEcqXnuovR6ypKjt69Qd1HMht1HBmjJVWy58rUoHJ/L0qhrJs3v7qlKB9kKAAA=',
            'access.log.1': 'H4sIAAAAAAACA72X227TQBCG73mKVa6oUNY7e/b2igsoR4HUSlRCqHITtzEY29gOKjw9Yyeqknid2FFKToqjeL9//5mdnQWrKDCgICiEhkzx+RVs8G6ZBpxx4Zh1IJzg5AXDxzcyuXh1RYJo/jPJAvLm6upzgPdOiGRAIFRkMp2Qycf8b5KmUaAoI88/RrMkq/NqcU7eZnWcEvyBfLok1wTkjTojL4sijb/Et++TOtAMxVBQ5DK6i8rk8XryDBiVnIK1VHY1AjipHJPbGqs6qpNZEBUFnVXVhlbOGBHC6qcUK/AbaLwyXrkqRFe35ab5fZLtqrRGrlRe5NNFXRfTWZrEWd3+o8Fg1AyjVnkg3EHouBjhCXBuntITJTGAjHLwqEWp4Fg4Qi2Xap1uxZ96kWfTMv61jKu6CnjjPluFwVLOGizvMjlzYJw028y76HcyyzOKH7v2hDjKISDHl5R47eGtwg69c/zeCYgSZn/4LQUjKVfMg+NO4tq127hOgtnw4JwaD/EOoz0QDJ3Gae2FYG0I905DKcpF8w7XhHCj/jAnkMDG1J8hmPsSMzSLpu1IXqS35C2ruNwMk8Cqw7XhnnVzDXBOPiTZ8oE8WH2j5Rm5iGc/coQAwxeQ10kZ3+UPAXC7tnqMRNNTlXcltosFMO9aibNlmQaWqiOAmE1eYBXXdZLdd5hWaS9TYkLhjA3zRBuaefmtn0fV4jaPynlf2PdgyrjIy7rywuSB1GpDzI06UYgHybJOeGVFRRIs4iitFztmW2HM8S5gWZJDLW9DK6zo0jRQpWmIu97jhrTJEU5Kp8xRoe2rTjvIaDlP6rzsgrE7YIP97O9lRsd7V59nYbXqhBmykk9qCZaP8ASWnKY7GOYTFqDwv/tkj/bJtw0NpXZbt/7irkGEpyAKO6rkSM3hNBaHTokRG4vQ8lTFGPsn7NiA+xoPrBm6szB9XToIkN7a2zROeKxi2jt6s+zhqGrY099s4vZt5Su0OLDtrU9J8JQnghGKdefA1Jsjq55M80GN7WC8GrwejdEH0UogGzMPpCc3mrRzEsa0vLtt3ebw/m1/BRmSBVLtOYT+A/rGKOlAEAAA',
            'access.log.2.gz': 'H4sIAAAAAAACAwFrBZT6H4sIAAAAAAACA9Vb227bRhB971cs9NSg0HJn78s89aFNb0ELxEADFEVAy7LFVhVVkSrcfn1npbpIRK5MUlyKDojYDgyd4eycM5edgBPUcCoZ5cKROcn2d3lV7MgvYJLv9uuEMy5SZlPlH/IFwz+/ktmbr25Ikt39kW+SfbncleSbm5ufEqAwI5IBAafIbD4js+3f1arYzHfLP/fLsioTTgVQNvsMTlAfdtl9tsnmh488wXYpQCqhCfsuK1e3Rba764zPqLKUK3wEws9rkNKl7ASyrLIqXyTZdksX5cdvzBkj3OCvHyDfFPNVVW3ni3W+3FSH3/BwnIIU+LZQhwOWSpsyHYT77RQNhOBHtLfFP/l6nSWKMvL5e4DX5Id8s38kj1Z/0PIVebNc/F4gDDB8gHyd75b3xWMC3P7nBi4oWPxgyRsMOz68vWFWDWWXfyQ6TbkGu2SqIGXmU7t2xW1RlbR6rE6MEs7qBqveZot8UxXl6jX5dlMt1wT/gfz4jrwnID+oV+TL7Xa9/Hl5+31eJZopip+nyDuM013+/88HU6WhnDv8yTSYalKhUi5bmgqSiTNhZPCLZtRoCk6GyAou5bbmnSNhevDEUmPxNBrejYMPj1NVOEsT4EbFPApQVGDQCN1grUgF1IJ5XTyg4JxymbOjkYv9bp1Yqp5i0p8xBfMkGfYjyQCvkNK1PGcu0KER/SCoMFS6Bju5j8dTNQ1T50nVzgQIKgiX0stbI5xPHCexeJ/9lS+KDcW/TvCkA3dWRiXyTCLdWAMWqgLHiOwS9y1QTlNTHVE1IZbLqso3D2VNi5R41qOd4JVqk5UFkwRJDAOpcwcLkXatLDzQQjE91MHI9gfjncM1ayb9UW+5bgg4nUpZ83+TogjteDy6W/yO4feYyZ1pMNMc1Ek2OSPb5slqma2rVYghVzIYZUp3rjY/ObkWIJgUeK+y8kpOkSlTA5xid8K3sk3AdG1TuktW6BpHWODpfu/eFUnXCpgWtLhStHrHtxTgi3xiAlLRjcVRAs/2FZiuPnC19rFH3dMKR7LhhgDPA2JrLFw/ap2pr7CI4NglaN6MCSlnHXoaB6zXoXkcNwJBgAdwzh5azwjx8wIbUWt9w2mGHQW1AJXYUY8OqlA/BunhW2DpANYFNGuBioLCurxhdMGGUC55jpJ92WIDFd20UjmaqfRLah/ApcKMeI6cBQRiyHaFQ4AuUz0FDoErg+dO4QJN4TyVelKachiUjp08OLaKY9QWXAUKzwm0fWhb89BjUFLqAPMnS0r/jNAqII4S02zLuE2lHbOL4a7v/WXHaBQsUOpHeCl/mQKx6YUg6sKBR4wIEphlVPR3F4GoiVqUCxlIVwNnDsSR/Rq5noIkQlO6iNWIwL5KjJ37EVSoCXLG9Jlddo0qExgPxPCzRYr2Caj4rnaBIUw0brm+yb4noGS1nYpBx0wS+gTrBcEkeQBwqBfiAWJM8OZAhq6MY/hd1oa9cUozqQIrOUPKH4Jcesox9EjqQLkUTR5M4NqgkzSPF/Chda2YZQKCShNTcTAJmREKScSRcmznKdYzwC7BhEC9MTB5VCgVxWKrEoEpeNQTFIGZ9nWlUsnADWtUX6hAzxcDS/deYukoDIgkRrv3VH4o8JLmgGiwinlR69c+YZLdkXKBIdnVZ9ZYBrBAJTDNMDoY3JyUrimj1i88Mj31i1Ub3suMVkbYw2pl/LrM+u1KoeJ3Vvawejhid+Gv7PtO9a4UZSqwm3lljurABcIUdDi0vHjt2yt7nH6Ntttg/TPEfuV40e4CxWyc0Z09/m/BlzJssIeVSj3ytZL1y47wkpwEgTWSgZMk8MEP41+ej2M70TsAAGmWFuRrBQAA',
            'audit.log': 'H4sIAAAAAAACA+Wb247bNhCG7/sUxt60BQIuZ0gOyQBGECQ9AT2hTa4Dx1Z3nWYlw7LT9O07pGxqHcuHZGlHjREsViYcr+fjHP4ZUYt/Z8Xw5Z/f/fHq6csXPw7u6pvhaDmZLr4Bct445YCEQf84vPr28WA2nQxBkxks+UIORuGXRq89WfRmUBf1xsvl6zfDZTmuyr+mZTGJn/51NRv+/vSXx6Pl4rYoF9PxaDGtysHNfFQuqnk9fDIYjceL4dX4djqZXg2K98Xw6npZz6/r19Pyuq5vJ1eD26pelKO7YgheCYtCS4HKD0aTyfyDpUUxv5uWo7dD/o+DOX+7v0bTt8Xk65c/PR9ezatqcTV4Gq+XZV0srr5aHMKhvFDKBByUcHg4PY7mu/aLhia0TEMHGralQRfqHJp/+KNtwOHWOAzK0+Ool7NZNT/sH8YLw+EMArxeAdlYygzEoCWhHQQgPgHRZ0ge5fTvqu4dDsX+gcTJw0uZcBh7mcnDGOkEeQg0INFw1BMaZ/UNAoUyUHaBBq5pELq+hIplq0kKjueWx+ZaXiDIPJRAjO6h1kAsyZ64x/l5AAsxr1XgoVse9lIdRGuQIBzGbJqUqcMzSLHXb6p5eQgIAgprhGOBBA2OjZXsMBiy1BhgUAujJ6XlzCyQ+GMtBRZJlbpzZI4+OoY2SigZYSRN6vpSZc/MgriCS2MDiyRHPfjLdAxu2fjDQ8aAJEb9KTPGbHT3allO35+SSb0cj4u6PgbKs2cvuqA4IWO0AOSFMh5XS4ZS3vQVyM+//fDTrzuIxJgB3EEEpNSRBUi1E8Lb6mZaDtbv3m/kk32WXU+Kd9ezRX0N+w1c4WwvD0SEAe2QNz9GxFpxYviy54qI4m769qDOkiLkc2HUSmO1rzMHQ8PD+shD5+VxOBg+H4vOOGhguCgqwOyAwZ6tIgYV4uGIOFDHxUGXXSkK1H7zGo7p6lAMOG1QKBPaUKBkJvmzxcBxzQazEKCBG+ZEKC3kDoOIhJVDQGLzIjkcBp8VR3ckRB5W68DD7eDBvo2RBOJxFQGPjoRtw1Io4H77Vizby0M7z422Fgpj7VvrReSu8yw7P78tRkdsPHfYjn+UTIDalexb3wDxYQaBcgcQ3swGBQActfXm6K3vsCztvdxvYEMzXd2z9Nkvz7ftdJ6VAIWNR0h2rhqF+JU3TdXguk0d/zNhy26ru+K6+QbjO/6k762xyiL/VoTk6buwQmQtSl7XBFaHd9zjErEsJ9VVa/kuh49/5p7R90z988XTP7a8nAiRBFDIb7hWeOgQ72+qbMoa6r1eze+pObe/qmbFBwk+7jd/0KPwoijfxd+zYMri0Yd+39U2judVue0ST1oa4Q0HPCBcH4LhwCsrKGpATBrQceHdgkHqi4ehnZXC2zCCxSQAPdJFegbjAFbDQQCiacNEbsNwRF8OjK7CyP8UCK6JgUVSiaDoLIVxUb07pjCiFqQEmFQ90kLushhwcLmAGCd2Bw6uFRRBGO2PKot0dFncNuzYFrlBma72NwdWgueG3MtYFpPyg83keJr5Wf49f8jwLJDgT3ZNZmyVIdHlkUDpnJDxLq5qJaG7QJ9gIYzCURDHKolGBHuJJKzjNiEMEVRSlKgvkoT3gpwMJJKcxHPcivqMJLr0k0VCrYRzMTySmHSbY4NGP2kFX5B+6nALJSn00RBGKCppSfS9uZfPbkDhyA93Qq1jpJW8MRJgOO4/w318lcSkgkuFYZCjL3pGkpKqPyfmzgzDcjZy0TOS3lSnPHv8idPXj2LyoHH0CopTsaT4vFDyjaNPBKSr/VoR8fEgkJY7iKSBNCmXeSDdYdmx/dfeiXRXRBBII7wOHZhOGlN505MTDGE8L0WY1FpqB/ZpJXN6YBh+NZHRSWZqSRcKA5TwsfvQqoXhLxSG4hzpQ47USWtq8P062/KxTB5YOBiKEQZDV6ZNXiiZzracDkh34YhESIYxpqYdRNLZFsx7tqXbslQ4zAPOtnRuPjruOHQY0+ikKzVSv25im9B7IlfohCit5N/8SCTey9RuB5GkGhzkvou9bdixtzI/WjRY8FZgHMfopBi1wd5lQ80qygjENvjbldzZMEKxKsS+kXmh5MuGJwLSHRCRiAuPNnoDO4ikbGgtZM6GHZZlOenXsflaeRZLjT4wrXK0uleb70SQdACJUFrIvfUND3aBwEPt4NEWQp27EG4bduyRnn073zmGdI73UHiIXt7e05Ydpx3gwFb/78eQ3lA4VBgfKTJJERpwPXl8F9knwmjQk1g/kLi5lLVrcNI4pYTCcPbDJDlozDlmb6Ob6WGFZC2LRSuC/Wt9vLmUm4eXUsh4k9MkzWjoDC3l8jXn0GXfeFjptZAQ5g0mKUY6x7yhn/5hgRU0xEmkSbqSAC/UP4AwnB2LT6xSkpRWqv7M7nWostwLSN3KrnYpOw4NwkT3IGhx2MvFYfjjo3ckzcmq+2JxEAknQ1NKSXLaU56g+cShxEdSeVBbGrFwiopjXNJ5seSb05wMSVd3smKC8bQhmR1M0qTGWMw8quky7USPHDhE3kbWoEFjUNKg1vs+PXMVnr4ITMy9g/nrldyb3wDRTZ6wO4Ck564cuszPXXVYlvZef+qTV12dKVtKaPivhfaDkrzkTmS7M7Xkv+zT1k4BOC+ki9UyaUuvO2CAdf93GP8B8He3YINNAAA=',
            'journal.json': 'H4sIAAAAAAACA92aWU/bWBzF3+dTXOWplQZz9yUoDxGENlJZRDIa8YS8XBMPiR15oUXVfPe5dhKV0FR2wi3YEyFs4gX//j7n+C7+3ru7uxkNv0zHF6O78tdkOry47vVBD3GpmKRKQIKIEqL3J+jdfb6aTC+HF6Nyh0e3mOdHoT7yyk2T28mXq09347PR5XR8Ph7dlLtk2Syojrsen1XnZBSWf1/fjK9uxtPb8jv+7Ojz4en4y/p7VO1pLmgy/FT9v3H86M6jABSZTkHs3kdJBsI0WYB+PzSfPlLEEdih0MFEgWWS5oASomDv3z++d4dy6S7uijj69qE8a98t8tnHPvBn2n8ASzfLTlb4RfwQJ1/j/wFaudBxHvluHiUxCN1oXqT6BMyT+9hd6AEoomAAgV4t8vxpYI4GaVmFAUhnSZYPdt3/blXm3FDroLrBX5M0AGGSguhAuQNzZbgWnyOCMCFYCAKt4HMoWisMgRxzfY7gDlIUVBUdpEmSd6tKu0RSUmyrYpu1kgWBEIumsqAYSsgEh5aAqbQT+FmxrGDqYKnEGHaL027ktx/tdzm7W6Wpzfy9FN/c3pRKIangdgrAhR17F14R50UtKycYwm5h2nd3u9He1d2tKU2tu/cRfGNzE0YVRGZph19xO+aeuUGSLGtZGTKfbmFaN3fL0d7T3O0pTa259xF8Y3Ob3h0nkHJphV8QbMfcy6i+haIE6hiidWO3HO09jd2e0tQau6nYG5qaYMoUrD6HsJ/eXF0+Z8cKq9fLwk+TuJ/pLDNCMMpYr4FkqWO9KklVinLo4UMlh4/AewLr1UbMAnWE2Z8n2UvmBoSKmg4mIoygQxV9tL6CbWXLw5U99H29zEttF9488h/0U0WlF9F8W9HQQczBRBhNr/XM0Lp72QejM8wYUmDyeYgZ70vFAoYlCZiUIXF94QU+xS7EMMTS1SEjUprdzTObd7Nq21FZ74mynJURjMDJfrag2PArziSmVvElghZE8zwQd2mGKIdBB0OyHnE0GE0zsI3gb3jfGZSi7LZybFf2irG3CAtMHCEd8xhbt2gJVuwNwqKNVXtL0SCCjcDNymEjHUWQbGO/IiMBWAmjD6bT28Eyz44hOAHXf58NjmfJQh9XG0/AX5PRTTXpYtZPry4uhpdmhyJLj70oPs6eslwv/HwOUp3lrhFSfB/F37pViB/335x1/wbUthwaoHPJlMAIEm7TAhgiaTs4/FkURC+TgyKHE4ej9TgXJegXrQxfBYEkvggZ8hT0OAu1FCo08F4YIOYz6ptIEcoP3G5Wbd/gqMq5kQraMzmEyVeJGObKhmEwZPA1ybFSxo/oQFvRsdpakx3uMgfFMnBz3S36V8bFCxHUs3OIzLPWrCJqo5+NESG2c8L7J0njn3KCOBI6at3AoEJAvjsnTMfBJ0gTqrBHqKu1CjwVcO1iGVIkSBAgj9EA+irsVrX2zYeqjBtp0P3ygXPTsLLYOzfP5taPSHCuoOoI80EjEsJckuDIgEJmRc2mGW+5U7nT+gw5xjcOx5v3WFDTie5WEb+hfwVnFBObo2sCtd2/JTNFHWE+zL+KmW41EVAhZUXNVMHf91YWJg6i0jGdMmfzYiIxHTXeLUy7E0DtR7M3AbR1/7tVmYPeyfqV3hs+qRTjhClJzKrVHinDzI7Hk9T157oOmUMlWTdprVu9I4jvaPn2VajW+nvYoJnzTdeSKwSZJMLKKy2YU2W5VZ4nj+5P04PU/JQLuRm5MwneQeJ9W+VlLTaNcr5XA1UiDgkUHDNodbYCc2l9jmfXHcfCQZw6eCNxBCnZPQSjtTnEE8ITniQqDLhQEnuQUYkD7EOm/ACGIdci9LpZNZui+Q9jKWO0ezcAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHaYgHwWvprZRC4wfIumBozIJZhPj15lrnPDPAHy+hKULDygNuJDEyKc9w1nWt7VtnG4MLvso4JNXiqXQf/cN8S1ZeQVHoh1wSLZukcPA8oHC+HN7+g8zbHqgeJtKwszkB4/jsRJYAAAA='},
  'host': 'vault-fe',
  'truth': {'blocklist': ['23.148.196.39',
                          '61.56.96.185',
                          '159.56.51.194',
                          '171.160.76.194',
                          '193.72.40.239',
                          '212.75.87.31'],
            'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-07-17T08:50:16Z', 'ip': '193.72.40.239'},
                                         {'failures': 11, 'first_seen': '2023-07-19T19:24:14Z', 'ip': '23.148.196.39'}],
                         'compromised': [{'ip': '212.75.87.31', 'time': '2023-07-18T01:48:18Z', 'user': 'bjorn'},
                                         {'ip': '61.56.96.185', 'time': '2023-07-19T03:49:23Z', 'user': 'auditor'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2023-07-17T08:50:16Z', 'ip': '193.72.40.239'},
                                      {'accounts': 3, 'first_seen': '2023-07-17T09:09:18Z', 'ip': '159.56.51.194'},
                                      {'accounts': 7, 'first_seen': '2023-07-17T16:58:43Z', 'ip': '171.160.76.194'},
                                      {'accounts': 7, 'first_seen': '2023-07-19T19:24:14Z', 'ip': '23.148.196.39'}]}}}]
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
