import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-05-19T04:25:15Z', 'ip': '193.78.131.93'},
                              {'failures': 11, 'first_seen': '2023-05-21T08:19:09Z', 'ip': '2001:db8:df93:d5a8::7dc'}],
              'compromised': [{'ip': '61.215.144.59', 'time': '2023-05-19T23:04:40Z', 'user': 'rhea'}]},
 'timeline': [['2023-05-19T04:25:15Z', 'ssh', '193.78.131.93', 'rhea', 'failed'],
              ['2023-05-19T04:26:47Z', 'ssh', '193.78.131.93', 'bjorn', 'failed'],
              ['2023-05-19T04:28:54Z', 'ssh', '193.78.131.93', 'bjorn', 'failed'],
              ['2023-05-19T04:29:33Z', 'ssh', '193.78.131.93', 'root', 'failed'],
              ['2023-05-19T04:31:38Z', 'ssh', '193.78.131.93', 'rhea', 'failed'],
              ['2023-05-19T04:32:24Z', 'ssh', '193.78.131.93', 'rhea', 'failed'],
              ['2023-05-19T04:32:37Z', 'ssh', '193.78.131.93', 'rhea', 'failed'],
              ['2023-05-19T22:51:47Z', 'ssh', '61.215.144.59', 'rhea', 'failed'],
              ['2023-05-19T22:52:14Z', 'ssh', '61.215.144.59', 'root', 'failed'],
              ['2023-05-19T22:59:40Z', 'ssh', '61.215.144.59', 'rhea', 'failed'],
              ['2023-05-19T23:04:40Z', 'ssh', '61.215.144.59', 'rhea', 'accepted'],
              ['2023-05-21T08:19:09Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'root', 'failed'],
              ['2023-05-21T08:19:31Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'root', 'failed'],
              ['2023-05-21T08:20:20Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'rhea', 'failed'],
              ['2023-05-21T08:21:04Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'bjorn', 'failed'],
              ['2023-05-21T08:21:39Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'bjorn', 'failed'],
              ['2023-05-21T08:23:04Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'root', 'failed'],
              ['2023-05-21T08:24:56Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'bjorn', 'failed'],
              ['2023-05-21T08:26:41Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'bjorn', 'failed'],
              ['2023-05-21T08:27:02Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'bjorn', 'failed'],
              ['2023-05-21T08:27:11Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'root', 'failed'],
              ['2023-05-21T08:27:26Z', 'ssh', '2001:db8:df93:d5a8::7dc', 'root', 'failed']]}
HIDDEN = [{'files': {'audit.log': 'H4sIAAAAAAACA+2db48aORKH39+nQHmzd9LJY7vsKhfSKIqSzd1Kt3en3eR1RAaSsJeB0cDsn29/ZTe4YXAPMNMwvYRIExqMgHool38ul838j5vR5fufv//pw8/vXv30rnc9+3w5uBuO5381GJzT7IAUs+uDZv5bv3czHl4yg+3dyYXuDaqb2Wh2Ccb3Zncff7m8m1xNJ5/Gk9Ewvdp305vL/776sS/PmY2nkw/Tm9Gk9/l2MJlPb2eXN4PrD1+nn8cTeaG/xzujya/p9mZ0ez2ep8u7yfj33uDqan754nY6nb/ojX4fXb64uJvdXsw+jicXV7fTyYvel+lsPhlcjy5f9gbD4a3czONLTAZfL+MTerfyGWd3V1fyMb57/8Ob5Wu9qq//Mn8YhvEAVgVt+2C0zjBQb8Jw3p46DPECVsghwjBLGIFwE4ZFOnEY1mrDSv6PMGyGYQvdxNgT6iav3r/75yYLi1qF4CMLWLAIEMwqC2fZMZJlX3WXlbsPsBnczb+MJvPx1WAuiGo6Lxdm310PbjfMns2+DFfM7vc/yb++0cqBfGNGGe0qEsWWDEdeJrH5NBh/HQ030dxNZqOd2DiFGiIbl9kwndlENoGVd4mNX7Jx632oXTb3es0xEDV2rU1Gr18X4oxlrTSlOIPtMrq6mt4Jo8nnPwmff/3nHz/8uwzIYBqiqQGQDN4VGhOgkUmKtr3lsx82+uUuFl4MR79e3MxnF2aLoYlyvtrmEUBolIy70eCQDQZ9FI/4ZXA9+Lq7S4BR1njB4u8DW2lp3SWEkFU6JJfgBkLyJdvKJYzbySXsvi5RsjC7hHvY0AXm+nJbKPXkQRkvqt0YnU12oWvDjHWKWBnW92nVDS0PMkKGVIAoTozJZNCfyXgK0WdiNzE2k2HT0eH3MYCeOPgmQgGiQDHQLqG2B9/D0inH2YSHwUQ8rgFPHnqdTBQPMvQWDNw1zO458qIzTmmMWszUepW7qMWsxDxUVkat+7RyQ+vukPAImYgHG/Bkd/CGDuQOmwZmd9CPdYfXP77ZNJe16D6KOsxk4el1NbNLn3zdYvSmbPHVb0Mx8Mv0enRRfYKr6+GlfSvjFpC1b1HeCb+X+0AsfzJ04RuMt6+tJos+PWbIkrMav0eKz6awgi1RuxtOX9REIgy7CaN6+xUY24aQEGdwjCkCZC3q3fFmcJ9/G0127xUmiH+i/N13mrqh7SEkxOmJ10mYcbuEtseMLtEpx4yEB3V0IKsb8EgPwipm8G5SHfeNGQUDc8zwD9tZIc5XW2KGhIw4YEXJZbMY9Wh72c51ixt9YCVmVJ+gIWZIZJAriRT2jdzX4EHL9VvCGDHkea/xrXjaIrZU97ZHjkIYrT7ECpItkQOs9kLCxGSyzeLT8xEmLMVUaUOnABnQggwopIyFda9Zb2pXmgsddgoo0cnCU76yw9ORcHI7Hnaej+WgKEQlZrPyRO/O3pPogEYVTBxzbNapSEegs1d66PnwsFfgOeLJOpW0OeOp8DgwytsUe6jGg+fYs+DjgYRPkixZ8xL4b5FPQfECkPgPpzVzmxUv0XHy0/shivM3QWCFBm5k9OuWtlXvAhFHRKAbEIkGNAlO2DFxYvZesyhYmGUvPGzokvPK9cPSF0BiiCIfc2lgapu5l41dN9sKjm3Sd/kp1sWvCNml/PWIRDJNrqbILj5ju7wtJI2Wb7Rm/LaOIO8uFqe5DWSJG3To4NQv5oFlDkSbyzS5ofVOUOFJK5sADXjyRIgMH2bqVzBw1+xh89SvWDLiyBm7SJeCyyUj2hVKRhBPvH7Gi6PLt59UBiw1KhMXiok8wgnVzxQChczJZUDGtIQNWZAG6OIyAwSZlir5yjb6UW5oO1BUeMjGRCtQA546y0p8mLxywcBdc0R75ZU9gCFFGNPokPVlqHNE9/PKrqmmYUte+anDpNkvf1wMA2iCN0q7ZGxdbUqmUFNo9YnHREZgUtpHR3e52lQaCjGR3EnXFHqZWjlWkHIYLsvFwHi0lYXhYDLYbx6BoiWQSip70dLu2sKCkQsYGdl2GW0fN7rFpzRyLAD5lG530ABI4qirJCbYnUYO95h51n0Ldx06Ksr5aluvcYZIWUgRJOdFWfuO9ppYHuVspLOxIlO3tN1rEiPkOBF1vl1GbfeaQ/Mp95oEiEIChA2A6l5j9GF6TcnCXWdme/YadBYUp0IolwUmW9/RQigPypooRTdqfVZa2u41wsgpi2msCe0yanuOcmg+5V6TAIFLgLgBUNbsgexhZiklC1uohir0GtHj2sQ3EoN9TmIyhKP1mn1rkVkCShA8GzVRKy0td5sKkqiQCMm0C6n9Yu0DAyr2m4oQV25kGwjlYu2g4UDF2gULdy0be6hYuzTR89azJuXTRM9Dnuj5QvLLaT7tWa8XP2dU1scUgM9pUQoFGMDupDOBwoLJKkq7xXytTb3pYrhwXqFXYUOa5sdbDxUVHU6egg106n0dB4oUm+btumb2UJzYTAR60AZQcdpi6mtZSqGX7Vy3GO32FbPFZyhXi6EhHatI5XGNKROIfnsesGD14l1Wzd6iJkA78sqnzcV+qS9Z6yOsqu83JQNRwVoGi7A5SNYtrVYcCBuvnfhdXDjyXLMJHZ3VPw7R04RWZORjdl4YoW6XUduz+kPzKQbPBaC0bRBNA6A8q/c7borbe1ZfsjDHT/voWX3JI9LGr+q4Asw79LXznaxDCcoJlc3tGvnx1v0h4aEUVBAa8NQ1KKwPU4OyaV87FShFj0ArY4xNOzbQ1SYfJ0b8b3w72C+HEUvFLZVm+IuW1n0iAQKKiy7oGwDJtwyVwOLd6pLgMTmM+xbumsOoKOerLQoLAcQh0q5ZxGwvZoUF90xG3K6wqk/QpsAqhMXqTVZM3iYhCNlIV4spTqRsKUFXJQRJUIiprLAxgNQtbUsIYWSV1ik8hHYZtS4hDsynHB4qQGlfPXIDoHphAP2BJETBwqcvp5XCQ9AhSCiK4YFqTcm5ZNHdN9lu361TfYI2w0MhO1W9yYrJ21yfAYNCG79ZyuLQaNfFvIOVeWJQvLFLLT/eut9XdDgmcck20MmzcDrQcRKb5u3q9HseJuGdJWcUp7UeytLQON2tIxOCX4aC+2Wray3tzsWFjcgTNIlN1pDGY7d2Hj0XGzQK0vhAWT4aOvtNZBOIl30qS03DcPYbYcPeKTIx601Us8Gz33gXV4iUT3NWCjUb6mRtwmMRPU24V4wwHdNC3C6jdmsTDs+nKGAqQFUHC7oBUK5NAHeQ2oSyhbvm/pprE4qLik7+gQxFyeL6rFJTOrhVn3YlLUIgUj7Vk4esXq01XdmvGAsA+sOPoW8+Dm3/EwL3++AX+/GaGtuNsvKyqbw/uUtWvNZTR7YEdwNRPOSV4iQoZOFrj3GO2p8IkQQ5l+aJIetfG2w3NF5HCMV+lghlFRyNPxNaEHJxs5NONQ4ha2HQdI7Wq4xiKEpp+5A1MUA4e1EmZIxV4OLaZ8iKGLw9e9Eqo1j0Z2K2grMoBjyP+auISOR6qkDirKKB7BnRCiIZ0TTHvA5nde06c5hMJxBZ4yRcJy/K4lognIPRKqN4lKqPAZuzunaAZ0ZrjFhxOl+Us7x2BOeutoKIYyF7ikZZX7twVo+rjCBV8aZxPytsr/GsHmtCFIRQCkahJvSNKqNighEl7pAinXpafXCBM6XzS/C0M4wyloNWQqQPtv6VLA++WwfqoVE2LqJ7uVlLTa81tNuVOJ4TrUJMLNr6N7M82Y4dFvdcbGQ8r9jYmg2e2Qgb70GBDpFN1sy+K6nEZyWDNqigk9dkpey7kkJ8VjJkrIRhjGSyPkZjzv0Jddz+oDQkNlkYozsPUYLGxQyGTR2KajT8jblNSeahZoOsrOEIJ0vhwFyQeUAnvTkVnYsHk+mYDbT5Z7UYPXbxPEtSXkGpODo93HKBxRJNLK+3+ee37qPJZ1nueqArPqIyet28Xasrmk+yLEUMx/EEZBNrIG3+SS1GPkKd32G94ElxVMzz8VDf2D3yz2kxGfeNUyGHijH1jCxkyX/rvkIoIjZuxrSmPvPgGOtzz0rl/wWYxM58fAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqaZ48Vp6KyI0/QBZFwyNWTCLEL++ueqcZwY48RaaAtSv3ONGEgKT8gzb2EfddLVtK4MLrsg4JJbipXT/uqf55KS8goLQDylHWjaJ/uC5R+Z0OQxuROJt91QOE6nf2fwBdqpfrZYAAAA='},
  'host': 'ledger-01',
  'truth': {'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-05-18T17:47:30Z', 'ip': '134.187.87.123'},
                                         {'failures': 17,
                                          'first_seen': '2023-05-20T06:24:37Z',
                                          'ip': '2001:db8:1bd2:f639::356'}],
                         'compromised': [{'ip': '185.37.103.75', 'time': '2023-05-20T00:39:13Z', 'user': 'umar'}]},
            'timeline': [['2023-05-18T17:47:30Z', 'ssh', '134.187.87.123', 'root', 'failed'],
                         ['2023-05-18T17:48:14Z', 'ssh', '134.187.87.123', 'ingrid', 'failed'],
                         ['2023-05-18T17:51:38Z', 'ssh', '134.187.87.123', 'root', 'failed'],
                         ['2023-05-18T17:51:46Z', 'ssh', '134.187.87.123', 'jamal', 'failed'],
                         ['2023-05-18T17:53:15Z', 'ssh', '134.187.87.123', 'jamal', 'failed'],
                         ['2023-05-18T17:53:51Z', 'ssh', '134.187.87.123', 'ingrid', 'failed'],
                         ['2023-05-18T17:55:37Z', 'ssh', '134.187.87.123', 'ingrid', 'failed'],
                         ['2023-05-20T00:32:21Z', 'ssh', '185.37.103.75', 'umar', 'failed'],
                         ['2023-05-20T00:32:33Z', 'ssh', '185.37.103.75', 'root', 'failed'],
                         ['2023-05-20T00:32:41Z', 'ssh', '185.37.103.75', 'umar', 'failed'],
                         ['2023-05-20T00:34:39Z', 'ssh', '185.37.103.75', 'root', 'failed'],
                         ['2023-05-20T00:35:54Z', 'ssh', '185.37.103.75', 'umar', 'failed'],
                         ['2023-05-20T00:39:13Z', 'ssh', '185.37.103.75', 'umar', 'accepted'],
                         ['2023-05-20T06:24:37Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:25:38Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:26:00Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:26:25Z', 'ssh', '2001:db8:1bd2:f639::356', 'root', 'failed'],
                         ['2023-05-20T06:26:28Z', 'ssh', '2001:db8:1bd2:f639::356', 'root', 'failed'],
                         ['2023-05-20T06:27:14Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:27:40Z', 'ssh', '2001:db8:1bd2:f639::356', 'root', 'failed'],
                         ['2023-05-20T06:28:32Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:28:59Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:29:33Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:29:48Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:30:14Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:31:23Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:31:29Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed'],
                         ['2023-05-20T06:31:39Z', 'ssh', '2001:db8:1bd2:f639::356', 'ingrid', 'failed'],
                         ['2023-05-20T06:31:50Z', 'ssh', '2001:db8:1bd2:f639::356', 'root', 'failed'],
                         ['2023-05-20T06:32:58Z', 'ssh', '2001:db8:1bd2:f639::356', 'jamal', 'failed']]}},
 {'files': {'audit.log': 'H4sIAAAAAAACA+2d328buRHH3/tXCH65FjjQJIczJA0YQZpc2gN6bXGXPAeKpSQ+xJJhyendf98ZrsyVtVz9iHedjaO8WBIVSfPZmeGX5JC7/PN6ev7mt59+ffv8xYvXo6vFh/Px7eRy+VdDwTkL1hplwJ8hxPi3s9H15eTcWgqjW36gR2P542x0kbyNOFpMF/ee3r77/fx2djGfvb+cTSfp03+YX5//9/kvZ+OLi/ntbHk5+zD6cDOeLec3i/Pr8dXb29nlHyNuXJ6fXI8/Tz+djKZ/TM9PTm8XN6eLd5ez08Xi4+Rk9HG+WM7GV9Pzs7P3/O/MaGWMstYpo/l3TSY35Zbl9Obqcjb+dM4fM7rhn7u4vbiYLhY/vPn55fnJzXy+PBk9T49vZ4vp8uQvywzoX//5x8//biEU3Rk6rVsI8Re7xCbY2Arl0/zD5Wx09+7tRj/bx8LTyfTz6fVycaq3G7rCXD9cs/nFLy+bFmPUyhGJxSZbHN0om3rfaHS2bPTF/yZs48f51fR09RsurvijXnn04K19RZYi/cR/jdfeWc2va3L8zBGuAUp8bifzk9p0sdo1rV59y7rZa7Y+f/P6nw1jKWpQ3mox1t4ZC8Z1EAC3y49TDoCL8fJyPquD4NmXeT865VBCddM16oaG778fX36aTvZw/RY0AMp4FDSQ0VjoD83D8sOXENo/OxTTZ0JEJggi1y2iztNnv3jKybPiExMfbOFTJ89+UmfBvJw54cszZzFkvHFGRUz2UrYXwqOFzPjT5cX0AJ9Q1nllgm1Ayw1dhwwjsor7GEHku0W0O2QGhaccMhWfkHrf0MKHw8BUXa/ZT2+Yg4OmaWAOGrfdzhXj+uEOueG95wjVyeAsQYGy3DAbNoPBnXJj9RvKcoPlheFHL6y2L/m5BgTNj195Yukh73tBr9jbXvH/ih6qZ7vlSCGVrH7FOpYd0QFE4JUOhmGYrDZZmj9KdPw+vhof0KE4ZTVxet30nfx617FR0THohY5pocN+AomLB7NXbMChsdG0L4eG3W7mCnD9cEd/wqbxNxkngw+T1akzMNT+hDiz8w/2sMmsbui4P6kQoZH+xEC3iDrvT/rFU46Zik9ILuRa+OTcGlxP/UnBwH2DZlt/UvIIZxAsD5hTDs2i01k3yDkNCW/NnW1DYqy1dO0TK0I+5VFqIZRlubO2pzmNgoX7OsWhytxRMFGFmEzOstPhI4zzl/PP4/0dwvKQG0l5s0mrbuh2mM9kXOCPlRkQE2oy9Gh9TP+AHtbFCKG4mgI0sVtCuxPKkOiUs0nCw8MFxmN1Cx7OD1SNWPxeyYQOTSYF+3Iuwe1mVoTzo13e4CMY/i6JF5tFqKPH8YaPtx/mB4xf+bpAUAYaGn2tpXN/SICsBQFkWwDxJV6hAdjLIfDgEWzBwuwRZruhFeX8aFcGjak7jVEMriVooMHO+nDfq3kUY2IDWt3SdRJNkCKlsHHdQup+3qdnQOW4YUKgtJVuxmILoVqpB9/TzE/Bwr6kOupI3LNamS+1tRANYYjTHZbdVxbiGkq9bujaJVZ8ghU+voVPnvAgxH4mPAoG9jXjgcZL4kYZzttajfLFfqxcevNxeoDekqVh7mSaeqtu6DiRVoSAkk/Ebgntjpkh0SmHTMLDfxkP6BY8HAS2AsMDwH1Cxh48tm0auG/IVIjzo+2z52iBZJFWtAfUajT6UbZzw2K3e/a8+gUta/WOXhHQ3wn5Ve21hy+aGq++Ys3gNTN/e/3814bbk0a+riHN6sCdqgTyev266tUkFmx1c37PgjPA2/n1dCMNpEvOH/SjPJnOPqe/12LK8sfNQEhXbMMrLm7ms6ZXPKtpyBt2XH15vBOGAZbYMa07w53iBO9cEwaDe/owoixXJRh3yhICYBMGv//pwCh1n544C6hAMvaCrCFZefc/zXVIz+CIrxdfM1S0MTK919LtRJfnlOWV9ymDZLGJqPtnc9Dw4yvB8R5VDCmIstJEH49wBA53KatlOMiilPpchnu2LZkMi000PGrVKaqyHCV3dJwKDmjFHTPDcVmMEh1TjsDxJlploxR+uCxdKQwMjjVWGVmF16zn9f3iuc22rgFZwx2WEW3v8kSq1+YI6A6Q01HZlHtcnnj1QIPKy1+Vj3y+ETXoXM0nDkoNflU+nofqUeakXVbLnsKRz4oPOq00pAydFXPQ9hhfd3xkybHynyyag/0e+RSH5oFFslUx1X+7kOcpwBTmKbZUmTyJoXkgNEZRkIlJl4VywHgcRDAbMrIOJCUEmHVyGFgi/mpsrFVE4jeYZXLwdBxDCJxgjYqpeByzRI4aj3AETuS0TmnKHLM8jsdpi4qNLBNVUZWlcYTvznFK/TZqYy17DoiwQcz9NhUWW8A/oW67udyKOpABhTp1TVkDR28GWO7lvCzV28KOjNzQ8XLrCg/pFEe+BU8u9gKK/RR7FQzcd7l1S61XwR0kMKTYUeZkMNT2hoEWl3MYW1covK5e79obKjpgU3ccW+jkwnKK2Fth+YZ9++5dO7CsHI2LqPnLJDtQFq4xPF65yoFFTMYpiFIp22CWG7qtV1kh8lrGgGS6RdR5jVe/eMoxU/GJotLItvDJNV7obT81XgUD962W3Vbj1SxZQYPggtJpRxLl4gWt4yhburGRz/idJSur39Dz+RKrb1k3e1eCQCCvMG13plycoI0fam2w6ElUpnFIQH696/SQAMUo5WyE3QLqvC64Tzjl5MB0OFYw0aEWOrkmuK/Ne03z9t1acWBBMJpInBtYGIi9PtvrhljcaEFZLWUBVNiLctfSuUMkQD6NWym0AMrFfqChn/LGkoUPr28sJtAY2eCY1iAoZoNxYIugZJQJCkltnBWx/nqnMxhotSFSLm278jqDCWZQsztfgwt39Mqm3Tj+Tm+C0UeH0TZoFZ1Eks8VtMbqQUqRL+LzMCkigGTjmihxD90C6laK9Ayn2POs6FRx5VroZCkiJ8d0r0WK9nVxLk1xFpQ9ISD3tVI+4etZ0PviazULSuZpT4Na68ApHjoJiyxEjRvmvBcrVlDYPFLh7vXOYyPR8Tp5im+hU59z1tcZkQ3z9h3BH3ZCJJsbkZ0BZQTvswg1qx3fhRMiJUt8hRMi4eATIgueDxaYakw1nD4LUEN2kANU9gEjSTI0FHvd0rX3CyGndCqPDrqFUO4ZrHc9jVILFnYyTi1oKZDaFg43kQqhFpkBBrZ8qKW/5CvBI7XmHry6pVuhCbIQoHTSUSELTav1UOe8vozRw8RmBcmDzOwE6BZS52mlb0DltJIIhXSyV3AthHJaoT2nOg5OKyULe9oPjxC8FOPZ5BRZcVqgIU5/BTlW1ULjiIS6oXOPqPCkQ5wCteCpd7pG6mnyq2lgH3t7ESKEqLDqZLKqlOOyWvb2Ypuy3HNvb3XgpWgrekny9wUrLkuYXjPeigKjn8jLu33Yrb/MYft+S32JczqdDpqSQJaalswwKgOtbHyavAtn+J4uzt5P3vmzs8kUK49pa+y2txVCUblUhByyPrVhIFVewyAU746IjFmf2jgUsTYIRFIBDlqcKGY9C30uU35zTmSsTAZJGUPMohacOxLKhKwFRSDDwJgVLQ+ej6m6JuRA+TRQjlnRAtmjD60R8qsdRzELYIhHH1ojhFbFdEpYpJqQP3Zma4gIVEhnGURfI4rHMKsJsarWIPPVMatq9xgb174dJ+K+Xel0zGe+Mxa4R9lb/K1kIiDZ0MaEMN8ZC9xjHG7wDRGKSkuxOOY7aUGvB4N+c4RkB7+zyYeyqsbB7N8aBiIXVZT6acy34QK0RydaI+SlghqEUJbViOH7dKJiLYMLEUiBFF2jrmsZHBR2Ygf/tE+MQ5TjDJSWY1Ux36YLwv2QqmBgjE8dBgU5Fk1mWDHfkAu8LsDYtnT7NGAETw6ViynZ1gcWxEKYBI1Pu+QnAgRQTu62hPnGXIARBrjzUc5fBzmouFGLvdbS9XJUBSitz2C+WdcmoLz3kazuZ+9jycJ96x4OOugeIxIPrF3qaPP9t9jgR5Aij+EODxIhEb0VNiRs6vNp9ZFNYsMjRS0lVJjv0QVk9ZENswlyt4yQkkgWrwTwXbD5P8h4aHaefAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqaZ48Vp6KyI0/QBZFwyNWTCLEL++ueqcZwY48RaaAtSv3ONGEgKT8gzb2EfddLVtK4MLrsg4JJbipXT/uqf55KS8goLQDylHWjaJ/uC5R+Z0OQxuROJt91QOE6nf2fwBdqpfrZYAAAA='},
  'host': 'wiki-int',
  'truth': {'findings': {'brute_force': [{'failures': 7, 'first_seen': '2023-05-19T06:19:52Z', 'ip': '212.106.108.107'},
                                         {'failures': 17,
                                          'first_seen': '2023-05-20T00:54:34Z',
                                          'ip': '2001:db8:5f6c:fdb7::de5'}],
                         'compromised': [{'ip': '61.18.56.82', 'time': '2023-05-19T18:18:01Z', 'user': 'alice'}]},
            'timeline': [['2023-05-19T06:19:52Z', 'ssh', '212.106.108.107', 'alice', 'failed'],
                         ['2023-05-19T06:20:17Z', 'ssh', '212.106.108.107', 'alice', 'failed'],
                         ['2023-05-19T06:23:29Z', 'ssh', '212.106.108.107', 'root', 'failed'],
                         ['2023-05-19T06:23:32Z', 'ssh', '212.106.108.107', 'rhea', 'failed'],
                         ['2023-05-19T06:24:30Z', 'ssh', '212.106.108.107', 'rhea', 'failed'],
                         ['2023-05-19T06:25:40Z', 'ssh', '212.106.108.107', 'root', 'failed'],
                         ['2023-05-19T06:25:56Z', 'ssh', '212.106.108.107', 'root', 'failed'],
                         ['2023-05-19T18:12:28Z', 'ssh', '61.18.56.82', 'alice', 'failed'],
                         ['2023-05-19T18:16:06Z', 'ssh', '61.18.56.82', 'root', 'failed'],
                         ['2023-05-19T18:16:47Z', 'ssh', '61.18.56.82', 'alice', 'failed'],
                         ['2023-05-19T18:18:01Z', 'ssh', '61.18.56.82', 'alice', 'accepted'],
                         ['2023-05-20T00:54:34Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T00:54:39Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'root', 'failed'],
                         ['2023-05-20T00:54:56Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'alice', 'failed'],
                         ['2023-05-20T00:55:08Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'root', 'failed'],
                         ['2023-05-20T00:55:25Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'root', 'failed'],
                         ['2023-05-20T00:57:03Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T00:57:23Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'root', 'failed'],
                         ['2023-05-20T00:57:27Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T00:57:32Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'alice', 'failed'],
                         ['2023-05-20T00:57:43Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'root', 'failed'],
                         ['2023-05-20T00:57:54Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'alice', 'failed'],
                         ['2023-05-20T00:59:04Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T00:59:21Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T00:59:29Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T01:00:09Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'alice', 'failed'],
                         ['2023-05-20T01:00:49Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'rhea', 'failed'],
                         ['2023-05-20T01:01:10Z', 'ssh', '2001:db8:5f6c:fdb7::de5', 'alice', 'failed']]}}]
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
