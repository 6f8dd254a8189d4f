import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'hosts_deny'
BLOCKFILE = 'hosts.deny'
VISIBLE = {'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-06-24T07:16:32Z', 'ip': '111.44.138.51'},
                              {'failures': 19, 'first_seen': '2023-06-26T22:24:42Z', 'ip': '201.5.58.97'},
                              {'failures': 12, 'first_seen': '2023-06-27T00:17:41Z', 'ip': '61.46.242.119'}],
              'compromised': [{'ip': '89.152.152.100', 'time': '2023-06-26T03:45:35Z', 'user': 'lars'}],
              'off_hours_logins': [{'ip': '10.13.81.24', 'time': '2023-06-25T05:15:50Z', 'user': 'rhea'},
                                   {'ip': '10.50.171.214', 'time': '2023-06-25T06:02:09Z', 'user': 'rhea'},
                                   {'ip': '10.38.209.223', 'time': '2023-06-25T07:42:43Z', 'user': 'emil'},
                                   {'ip': '10.19.85.20', 'time': '2023-06-25T08:11:46Z', 'user': 'rhea'},
                                   {'ip': '10.28.229.159', 'time': '2023-06-26T01:06:04Z', 'user': 'ingrid'},
                                   {'ip': '10.43.26.115', 'time': '2023-06-26T23:18:01Z', 'user': 'ingrid'}]},
 'timeline': [['2023-06-24T07:16:32Z', 'ssh', '111.44.138.51', 'ftpuser', 'failed'],
              ['2023-06-24T07:17:07Z', 'ssh', '111.44.138.51', 'hadoop', 'failed'],
              ['2023-06-24T07:18:45Z', 'ssh', '111.44.138.51', 'support', 'failed'],
              ['2023-06-24T07:19:36Z', 'ssh', '111.44.138.51', 'pi', 'failed'],
              ['2023-06-24T07:23:13Z', 'ssh', '111.44.138.51', 'root', 'failed'],
              ['2023-06-24T07:23:22Z', 'ssh', '111.44.138.51', 'ingrid', 'failed'],
              ['2023-06-24T07:24:52Z', 'ssh', '111.44.138.51', 'oracle', 'failed'],
              ['2023-06-24T07:31:03Z', 'ssh', '111.44.138.51', 'root', 'failed'],
              ['2023-06-24T07:32:46Z', 'ssh', '111.44.138.51', 'root', 'failed'],
              ['2023-06-24T07:34:41Z', 'ssh', '111.44.138.51', 'support', 'failed'],
              ['2023-06-26T03:32:04Z', 'ssh', '89.152.152.100', 'lars', 'failed'],
              ['2023-06-26T03:32:54Z', 'ssh', '89.152.152.100', 'root', 'failed'],
              ['2023-06-26T03:34:21Z', 'ssh', '89.152.152.100', 'lars', 'failed'],
              ['2023-06-26T03:35:03Z', 'ssh', '89.152.152.100', 'root', 'failed'],
              ['2023-06-26T03:37:56Z', 'ssh', '89.152.152.100', 'lars', 'failed'],
              ['2023-06-26T03:40:35Z', 'ssh', '89.152.152.100', 'root', 'failed'],
              ['2023-06-26T03:41:31Z', 'ssh', '89.152.152.100', 'lars', 'failed'],
              ['2023-06-26T03:45:35Z', 'ssh', '89.152.152.100', 'lars', 'accepted'],
              ['2023-06-26T22:24:42Z', 'ssh', '201.5.58.97', 'admin', 'failed'],
              ['2023-06-26T22:26:37Z', 'ssh', '201.5.58.97', 'hadoop', 'failed'],
              ['2023-06-26T22:26:56Z', 'ssh', '201.5.58.97', 'kira', 'failed'],
              ['2023-06-26T22:27:55Z', 'ssh', '201.5.58.97', 'nagios', 'failed'],
              ['2023-06-26T22:28:12Z', 'ssh', '201.5.58.97', 'ftpuser', 'failed'],
              ['2023-06-26T22:28:31Z', 'ssh', '201.5.58.97', 'support', 'failed'],
              ['2023-06-26T22:29:54Z', 'ssh', '201.5.58.97', 'root', 'failed'],
              ['2023-06-26T22:30:31Z', 'ssh', '201.5.58.97', 'ingrid', 'failed'],
              ['2023-06-26T22:31:39Z', 'ssh', '201.5.58.97', 'root', 'failed'],
              ['2023-06-26T22:32:56Z', 'ssh', '201.5.58.97', 'ingrid', 'failed'],
              ['2023-06-26T22:33:31Z', 'ssh', '201.5.58.97', 'kira', 'failed'],
              ['2023-06-26T22:34:47Z', 'ssh', '201.5.58.97', 'root', 'failed'],
              ['2023-06-26T22:36:11Z', 'ssh', '201.5.58.97', 'admin', 'failed'],
              ['2023-06-26T22:37:32Z', 'ssh', '201.5.58.97', 'hadoop', 'failed'],
              ['2023-06-26T22:37:35Z', 'ssh', '201.5.58.97', 'ingrid', 'failed'],
              ['2023-06-26T22:39:26Z', 'ssh', '201.5.58.97', 'nagios', 'failed'],
              ['2023-06-26T22:39:55Z', 'ssh', '201.5.58.97', 'ubuntu', 'failed'],
              ['2023-06-26T22:40:48Z', 'ssh', '201.5.58.97', 'hadoop', 'failed'],
              ['2023-06-26T22:40:48Z', 'ssh', '201.5.58.97', 'kira', 'failed'],
              ['2023-06-27T00:17:41Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:17:54Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:17:54Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:17:54Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:04Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:17Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:17Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:17Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:23Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:34Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:34Z', 'ssh', '61.46.242.119', 'root', 'failed'],
              ['2023-06-27T00:18:34Z', 'ssh', '61.46.242.119', 'root', 'failed']]}
HIDDEN = [{'files': {'audit.log': 'H4sIAAAAAAACA+WcUW8buRHH3/sphLxcCxQ0OSRnhgGEIEgu7QG9trhLngOdpHPUxpJhSbm7b98ZrsWVo11rE68V1RvY0YqQ1zs/Dmf+HJLe/HE9H7/7+fuf3v/89uVPb0dX68vxZDtbbP7skAm9t55MAH5O0dNfno+uF7NxwICjrVzY0aR6Wc/XY8+j9faX/4y3y+lq+etiOZ/lm323uh7/++WPz+Uj68Vq+X51PV+OLm8my83qZj2+nly9/7i6XCzlPn/VN/Plp/x6Pb+5Wmzy5Xa5+H00mU4342c3q9Xm2Wj++3z87GK7vrlY/7JYXkxvVstnow+r9WY5uZqPX4wms9mNvGz0FsvJx7F+YHQjj7jeTqfyGN+9++H17l4v6+s/bY6wIEYwNpKy4B2LSOmQBXB6OjBevnv7989ZBGcJjEuZRbplARjsPosAKSQkSDFD2X97D5vJdvNhvtwsppONIKrpvLg1ezZZTg7MXq8/zPbM9s6EYJyzBoKvENxtKjjkBzONXyeLj/PZIYztcj3vQMNhuPWMYGsaNFAantlEZ5WGKzQiPz6NxiHxrWlEdIbZKQ0oNHCoIyUBG4dJafgdDbLp6fvGq1cHGUX++WSIvNIIhUYvI2U6XW2FxvLybn7Zyx/Xk0/zj8eIiN0BjSMTbcVjv+GARmtOOcDxj3/97Yd/NvNgCMojtvBw1mImwbaVQM6io92H77fwxT12Xczmny6uN+sLuN+8W5T15ZFhQDIMgoHKUCyG8gmCwuVv8+WxTudkQjISuIQHV3juNvUbFAgsgGHMIZIKjeTOIyicnka0hqr0uZOZwHawvhHJ+BCVRhGa7HGgvgERjGdNn7EITcah+kaw1rig6TMWockcBuobgb2JoHEjFqHJiQbqG2SdRFFQGkVoJveIQvMzefU4ULorrCbBqVRA9GweMaFfKscF57cm0qg5KyS3wya2IBEZGSoYRJ1EZ+gmOltMK7Iz3G9hBbRcHel8EVgaLklTaSyiM/lwNp3vNJobL/+DK6q8bum76ysg4FWFR2oBUroevO+z65stKz0fv7bnm0qXEgpJpt3i6mppXbp0fFi6DPTE67jkOEU2NmpNO6YCw4YGGImfdB2XQog+mpgrEFgEZYonkNerj5eTLtUHMo71e6/+UDf1KhqUBgbDQXMBuprG6UTD40B5kGjIVKJxTicdCP1SOZ43vjWRpsxxiwSsVizQtyCRXAAZhsTdTpkDuleqGkzrKhoqoOXqaOfLDMIEzkOiVowcz6pE6Y1L4qKRC6G6pf++VyKRNJdibCFSipQIsecqZYNlpev9A8qUTZ2fMESTcikKd4rRq6OekWIEZ5wN8pIKor2m3nu/QkKqGZFakNTTBbA9a8Ym0x4+XXj14+tDQ0nE8a2hXAyFKsTlZ/5MH3OLPp7+NhPTPqyu5hfVE0yvZMC8IVEdBPAGARN+L+8DOrl6BRZey3vro/w2K+2ILn/uFb4Rv3ojP5XIV+/2sGVq29nqWc1FkbhDJNVD7CE5ogpEIaVgktdSAqZC4jHXM79yJLCEBhmutbPsGnpWBEokGkyqCMj2S6S/uPAYNBpjQoWDco4k14KjjJPY+zzy0LASEdxXFxCaBgKihB8LqnoIip10JrV4olxJkUfEULG509LvVEGCv0ycAqsKIF9YJD6PidOJWXBIJvjs/zuN6B3CeWxxOC0LyZo6oc6hcacOPTg7xDFCVkITJi20UJGP4O0QxwhZubt1WnylohshDtMvHAVDPueRIi2BaZDxArwzPmW/KOISUhokC4/BYJ5ycJGV/lw2lZ6YRXCiKfNGOS6aUvgMMnZGK3e3WqTmojt9CoP0i6oYq7qTi+4MQIPMI5H1zjox56I7Q6RBjhF0wbDVPMJFdwaGp+4XDeUJ9OjJUMrxoujOCPGcFiyc2u+Ng7psudfUd4miQsJ5nY+pBUlZsPC25/WKJsu67q39svUKjD5ZQ1G1JRdtKbP1s9rkgEaCOO/tcdg19N7vGQdX6SK14CilKep3d0ujYQ/f4dAU/pAsg+G8pp+KdEQIZ7OODSAwnHzXZbvS0m8qQHIOjLeZhatZ4LmtYn8RkodVrCsmnDQsJOiXSW8p4ZF4NAeGDCShJoTkW4CUhIAJe84IDZZ1XcW8JyE0jYZEKd0eLkhFJGKCcxsN3sig3Vvl1Xd9j4LE1hprtVCbYr8sehsFPXNo9v4KBGfvxxYQxfvB971/4zOrHr51o2EBl2wAsTFLvlQkH7k4KsbdNZPbtqnsLeBWT9C8gIuOLMnv1FonBnkXMB5foG0wufoleyYfcWsCPZgtU0C1tGg+8qfZoNSlRKBdHo2XCVqt9ktD385d4cCopaOUWnBIr7tK68duzu26O/eBYV2XIyuU5epYt0cI0aCWkdEWzSfTvrNahQb5kuEe0n7q2zX13vUVEl1xQetakBS570WX97wS3WDao2xmJz3xk2SOn9TSIui4l7Wl452/XPx3te6yK1F36yTjod65V1r673slkqdAaH0LEelNX+W0FDr1ve++J/HQstL19n4Db3HWl0cyGzovAU63paEtkm530qlha5Jz/FVbk8iXzUkRUQKrZFPKmU0/cTy32S/cfNTg52wj6Ym/oLYWyZZOtAWvY24DJ19eK/T7+9R2TX07eoUkRK9IsAVJyW/Y0dHdl2zBOzCta5C7J8M1zF1SSo4lyOUhXSRcimeyIOb0wLzVneFmt/F2v6XXqobodS8sgh4ERluOsFgIw2QBURRWZlFOsNh4Jn9F48QsoqhdZzVAOltY8DD9ghwY0qIOOldYJBgkC9aJSJZDbicQgwuDZIEpsWE9+SnSqWYRh8iCRBUaqwtE6EJhgf5MVgpOy0IEroyR7Bc7cRkAwhDziFbJDHKOF1hYMA9yjLAIXAs6uXZUs0iDHCMpib7wWV8U3entU4+dTUen2QUnSRVDhlEfnQ4NR6fBx6d9jpxBJqLepAACA4ryDMk2/G1U+//O4n81UMHfKFYAAA==',
            'auth.log': 'H4sIAAAAAAACA81b224jxxF9z1fMo41gR13VVX2ZhR4WtoPkwXZgKwiChREMyZkVsRJJ8LJr/X2qh6QkktPkXDhZCRIokCLP6TpV1VVdLVSo3ynzDulOUcaQaZ2q6uuvSmVKJY/59OHdsnjIn5Iffvv1l4/Env/IkkX++N/NbPrnd+PlfJatitVqOp99nyW735L5opgVk6ScL5PNqlgmy/l8/d1mOrlV3yejp2T361/wGJ7NVeDHD/PVMfxrMAgLzYhSBUQaT8FWq/vJR2RvBezDeFws1vJxi83oYTr+XDxVH/zpazFLyuX8MQGVCm/5+BRIJYv5cp2Q8Y7Dp2CW/PQjMoNPfv/7B2STceEnMOGxLWFSlKW8xQPmaI0l1OBZj8nYfILouDPlZ/uEJxvIE9ZSaQJKUUwhVJmGDDh16FCZGAODZ4w2vp9Ops9W0z5FMinD1mhGe+3rjeYoHzG6CZXeq1wD5bbkXIsZAcQnjJ2U1ggrplFnym2NVq1lbzWOWk3wVUayUmREG6Wg+YRCvlnfC354KGbr6ThfBxqlvHWzLN4nD/NPs/yxuE0q0KTYPqzXT7fy7mQZON4my/v5an2rIRXPATE5kk4q+rfHMdGK6N/k6SBuvlp9nS+3RgkfuJX2EG4bEOTIVdoeY1JG4gloHfgoJmvB/MfsS/4wnWyNf59P5vNFHM5rMp2RamUY3xfjz9WK328pbGafZ/Ovs+uiXFvszuzqFJ62VaBOcNQZ+pSs8QaiFMyJ4KvNovrcGB6TttAZqo/iPVEGVrw5u4uKN5IgIjmrFFiDclEOzh9LXq4X28c4nqPOUD0l74MyvOQN2V2UvJEEtZJzRi71Xv6aYxysPony+TIfPxRROKO8tZ2ReineD2VoxRuzu6h4EwWOBOc7BZnCjC/2DtYO0Dts4bUgXgX+fO9g7lSowoO5CZTxsV1UK8J4GTybfp6vXspgmzKnYHZlMHupb2O9gxkbq6wdjUC7UivIlTajQqrosswtjsqRQvATmujOlNuWwdVa9mWwrpdoS8FkCKkn52spbCbzQMEIBfnaWihL7u7+c7tYr2508j75579/vL25nz8WN9tX3yf/+v2n36pCVn7/4deff/7wi/zFZrW8GU1nN/linWwWk3xddCbyYgt5sr2rHpnmgAZlSBlAKmJ6MPF2DgdMKahAottK2wrSvtY3Bi2pnm8MjgErf9fauOPW4BnVp05grT+P+ih65J+KZFksijyEGybrqTyZJR/7MfrjlJLG1Dl23r99zRpSvbJm2qQWAcwb0kxSnzaEit6+Zg2pXlkzDnHmOV49RDSjQTRjifuwnZNjglgJq0HD2SbRClo4l4PU0A5P4GxnpI7l4zVQruCDr63RmVy7FjEiwKkLcoYYWhZjwdaVbzsKg8boAdlIgLbheT4cTk3DYJyqNQ2HBh7QsItCoqOzzfMpHJFn3RmpTyj0RBk2FJqTa9c6RwSo1duGQ1jp1hxGo1HK03MHojWBJ/lXdQbqJXc/lIHlbkyu1XFoxP51amsl7Yjs+OCjMx1hx9888TXn2TbxERDXlCXSozmpTFJw1kdLSc1KxbvsST7Ln5tsqauclsjeoRoCjAzoRuOSjbHoRqowo9yB1oW014atR3k/emmCrNWlLorOjNs22WEp+0YSoj22kYo/U2EUCQw61tqy2vXYlX1eWmw4aLGrFy902Kun1bp4HK8fpCBcrXMx6+zTdPZnZ0492+1DIx2wkDhXoTHRyqDWUW2q2Vaj0aW4E+uXMxtxYcYrji5bUh5idFlRYAgeTU5a8Oh+yBbiVlvkX4qHZ6uB+AGn6PfzXkURo0mgKV+A5rzEERcScZDrkkdkJ240MWU+dmBRT8jknRm3NVq1lL3RTNRoLgstlU0VsiaKOrxz2yDcGuglCukgCrevXgjDtXx48m6WsEpuvuTLG0n+ITTloTOxnpF4ZKojGttzHa1kL4mNpLRk24ZXL1wKWsmGYnaRiHZXR1/n5kVLxgPcvKgYaJ1J9+y90RQ9szROb32qss+LS6kDl6pePONRq+BSm/JrIhl9vVl15tHThQ4Nc8DCZ2zDTRgU4VU0M1punJakpXMs+XznQVpruG5aasN4oLQkFJx8p56Vrm3zK+msw/q0hO3TUpPqoA2r4XJSuPci24Y09qJevLF3pvHNJqhKXLK76t9aZ65aHbRiPEx1ECig+LUsFH30bpX26jAMX7cFB3kcqiAEux80Skb3J21BK9BBcjFgmDVK1yjGdchRBtpHl32YfEgW7WU9+0pS9qLTI7JWqMNkEJA90Da5oIkDzHi38FLB+KvAX5rxAmfyje4imB1mrRU8XQf+4lptdQDsUguyccdDytmzp+1AJoQwhIndLuuFyV1npM5nTv1RrnCo8toancm1O22PCHCaSqzsG6EP0FKrqGg5KyXe/8k+u0On0L135llnqlfHPyemIfLg60yjUTbWFGTHpdiJIAGePX2tQZOsBJ2B+kRCT5RhI6E5uVanrxH7n6rtwoVnqSXOZ1mpsIZJ8gIvJZy5CvzFJO8zMGF0xWwheppE4M/PkWpMi4Z8Z6Turt0bZUjXbkOu3RwpIsCpb/twCxRc6gCti9WLUmqeXLpdS68Ww2KJRu4M00fsnijDit2c3EWxL1q/VmkKsxnryWkfxTdtyzcjXSt0Ruoldj+UgcVuTK5v+VYJcKI3YhgzKUw9ybOxW0KklY+fVcwfPuUHRxUUfl4mGa7+rKLIS7Jj50rnaBQOkVVuCMdjNVLECNYUKrfsRhbHnRm37V3DUvatK8a22nBrwwcG7B1EB/ukccg564GptyVvIN+ZZ517nRWWNNW4U7g3nZFNHXttMArJ+I1N04ZnW9MYIMe1poGQ2cW1FMTVYP/tTdOYZ1vTsPSQOmIapNShUcpGIY9mSd/INA15tjWNVlhzQhkgpR7AVGnPbKKQ/g14TWOerQNKM3HENBz+w1Rq1mipRAhvwTQNebZOwwo0HpnGhv9gkYZYMj8p5jOQGpru6pxqkxrc537QdMVNvSXhATb1igG5sCMYUhajaY/OjQEPbgjZFFCSqN//G4681VzxhlBLxgPcEKoYsM3CFQwNVscGuETG194QwlY3hKKD5JY8rnsr6H+aLilv8kIAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUolQwWvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCPZJbDpYAAAA='},
  'host': 'mail-relay',
  'truth': {'findings': {'brute_force': [{'failures': 10, 'first_seen': '2023-06-24T21:10:49Z', 'ip': '31.44.110.243'},
                                         {'failures': 11,
                                          'first_seen': '2023-06-26T04:24:11Z',
                                          'ip': '201.117.141.203'},
                                         {'failures': 19, 'first_seen': '2023-06-26T05:17:01Z', 'ip': '77.156.21.64'}],
                         'compromised': [{'ip': '89.49.156.178', 'time': '2023-06-25T05:58:22Z', 'user': 'gwen'}],
                         'off_hours_logins': [{'ip': '10.56.202.140', 'time': '2023-06-24T11:33:44Z', 'user': 'gwen'},
                                              {'ip': '10.39.246.51', 'time': '2023-06-24T20:31:15Z', 'user': 'chidi'},
                                              {'ip': '10.46.17.50', 'time': '2023-06-25T04:17:19Z', 'user': 'pavel'},
                                              {'ip': '89.49.156.178', 'time': '2023-06-25T05:58:22Z', 'user': 'gwen'},
                                              {'ip': '10.14.30.121', 'time': '2023-06-25T09:41:40Z', 'user': 'gwen'},
                                              {'ip': '10.16.246.24', 'time': '2023-06-26T22:28:02Z', 'user': 'olga'},
                                              {'ip': '10.15.36.62', 'time': '2023-06-27T01:17:02Z', 'user': 'olga'}]},
            'timeline': [['2023-06-24T21:10:49Z', 'ssh', '31.44.110.243', 'root', 'failed'],
                         ['2023-06-24T21:11:12Z', 'ssh', '31.44.110.243', 'dana', 'failed'],
                         ['2023-06-24T21:12:44Z', 'ssh', '31.44.110.243', 'dana', 'failed'],
                         ['2023-06-24T21:14:40Z', 'ssh', '31.44.110.243', 'hadoop', 'failed'],
                         ['2023-06-24T21:16:28Z', 'ssh', '31.44.110.243', 'root', 'failed'],
                         ['2023-06-24T21:19:21Z', 'ssh', '31.44.110.243', 'dana', 'failed'],
                         ['2023-06-24T21:23:29Z', 'ssh', '31.44.110.243', 'support', 'failed'],
                         ['2023-06-24T21:23:50Z', 'ssh', '31.44.110.243', 'ftpuser', 'failed'],
                         ['2023-06-24T21:25:28Z', 'ssh', '31.44.110.243', 'root', 'failed'],
                         ['2023-06-24T21:25:48Z', 'ssh', '31.44.110.243', 'oracle', 'failed'],
                         ['2023-06-25T05:45:24Z', 'ssh', '89.49.156.178', 'gwen', 'failed'],
                         ['2023-06-25T05:47:02Z', 'ssh', '89.49.156.178', 'root', 'failed'],
                         ['2023-06-25T05:47:30Z', 'ssh', '89.49.156.178', 'gwen', 'failed'],
                         ['2023-06-25T05:47:37Z', 'ssh', '89.49.156.178', 'root', 'failed'],
                         ['2023-06-25T05:50:52Z', 'ssh', '89.49.156.178', 'gwen', 'failed'],
                         ['2023-06-25T05:53:20Z', 'ssh', '89.49.156.178', 'root', 'failed'],
                         ['2023-06-25T05:54:43Z', 'ssh', '89.49.156.178', 'gwen', 'failed'],
                         ['2023-06-25T05:58:22Z', 'ssh', '89.49.156.178', 'gwen', 'accepted'],
                         ['2023-06-26T04:24:11Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:19Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:19Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:32Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:36Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:36Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:48Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:59Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:59Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:59Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T04:24:59Z', 'ssh', '201.117.141.203', 'root', 'failed'],
                         ['2023-06-26T05:17:01Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:18:55Z', 'ssh', '77.156.21.64', 'olga', 'failed'],
                         ['2023-06-26T05:19:00Z', 'ssh', '77.156.21.64', 'support', 'failed'],
                         ['2023-06-26T05:20:49Z', 'ssh', '77.156.21.64', 'dana', 'failed'],
                         ['2023-06-26T05:22:50Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:23:25Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:23:48Z', 'ssh', '77.156.21.64', 'olga', 'failed'],
                         ['2023-06-26T05:24:37Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:25:29Z', 'ssh', '77.156.21.64', 'ftpuser', 'failed'],
                         ['2023-06-26T05:26:14Z', 'ssh', '77.156.21.64', 'dana', 'failed'],
                         ['2023-06-26T05:27:11Z', 'ssh', '77.156.21.64', 'dana', 'failed'],
                         ['2023-06-26T05:27:49Z', 'ssh', '77.156.21.64', 'hadoop', 'failed'],
                         ['2023-06-26T05:29:24Z', 'ssh', '77.156.21.64', 'dana', 'failed'],
                         ['2023-06-26T05:30:15Z', 'ssh', '77.156.21.64', 'olga', 'failed'],
                         ['2023-06-26T05:30:46Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:31:47Z', 'ssh', '77.156.21.64', 'dana', 'failed'],
                         ['2023-06-26T05:32:45Z', 'ssh', '77.156.21.64', 'root', 'failed'],
                         ['2023-06-26T05:33:06Z', 'ssh', '77.156.21.64', 'olga', 'failed'],
                         ['2023-06-26T05:33:34Z', 'ssh', '77.156.21.64', 'root', 'failed']]}},
 {'files': {'audit.log': 'H4sIAAAAAAACA+WbbW/bNhDH3+9TGH7TDSgY3pE8kgWMIuvDVmDdhjZ9Xbi2mnir5cAPbfftd6Qkyo5lW1vl1IiBAFZYN9b/xyPvf0d5+c9tNnj39sWb95fPnl31povrwXA1nix/BHLWeG+9EsbJJw6c/elJ73YyHjjjVW/FF7I3DC8avfZk0ZveIlts/Lr68NdglY9m+cdJno3jX380ux38efn6yXA0mq3y5SS/7l3Ph/lyNl8MbofT96t88rXH/7gc9D8Ol5PpsN/LvmaD/sVqMb9YfJjkF4vFzbjfu5ktlvlwmg1AClACkF8Ae8PxeH5naJnNp5N8+GnA/7E35ztcrEajbLF49O7V80F/Ppst+73LeL3KF9my/8MyMfntj19e/d4MhQgCFLcDCkhZ4LB2J4ZPs+tJ3qvevF/l073KLsbZ54vb5eIC9gusiK5dr6m9fHf16x2xJBVZjgAbI8BXYolkBxGwWt5kHAEjvpFZXkfB03L6ixs/MPlKMw0tUDqBYEpIdwa3AuDjcPIpG7eY/0YiGsAKMpqJeFkRsRaOTySf/D1bnCQSBSC0DSvCQ0Li8TyQvL26fHO1xcSABUESAxMsmYDUvB+sQZEFCyX3QuD3LFj9+9ltlm/ulnEL4T/0OPyS5Z/j621Qsnx8ZzdtXE6j+Szf3mWe1jDCG/bvKfH6IA2PxgrpbaChEg0jm2iQfjg0GrIqIZJ2QmoTYOhquThj7iWrrqbDeYucikagVgI5NKvMszbUcU4tkYB0AYnZgYTTpIow+D2tkqpqnVSbpKWkag4ojEDT1YHJ15xSUXgVlVJSav2JWSrB61SAdrXvSCNdT36JxEUkdgeSZKi0xq4d1bayNPfYtaHSHgxywgmGyif36Lw+fq48zuR/k3NgGs6zvYxZMtlLL/FMaSCQQGRriTJZS6/gXGkoEtb5QANqGvZMaSjjueqLNLCm4c6Uhka2UCrSUImG9g+eRqO9tuAIhAMVcOjaXoPZttfKqAdkr7djw6IGSYLQBRiVl/TBEBw9Nth6zSfjg7HBCxmBq07+kb6Mjs2xTldLIGKlcBSJUCIC7oyJOPJC27hgKsvpwZ4vEQailNDGBiKVL/WKjkjkzp7RrpUjhRFAm/tqPfINpUlDsVZCMTKmGd8tlMPF2ncG0lSrVURCI4drmB1EuPrCgoWXrWo1bF2rNShLtZraL7DEWV+uaX32+vmWUo9OC2spKK3sJ9uOos0fb3pTLGpqFjv6MmZtN7NpdlHew2g6HuBLa6yyiC8JydMLftX0khT9TFwP8a4k7Xr/IlJZjWf9WnjQLLc1l5+xLvpAmBtNXguFUSomqWROrCcBwnJir+1U+XvXMV7i8BhwqB04Uj8ClOq6H3FXV9sI39+NaIhxox1YgSoUnKCTUqt7SeKd5ovDgzFe3cWOIGcrYjWHt7GSAx5s4HowzBuEVx+zIf1AoJP3zgkt48wma2hA3kugz2+yNmGOILjQw/osMw10HeglDhdx0A4cPPdUzn27riu177puCWvbdytQpqv9Uc6BRkYYE7c3W8ukXtK3qZR334NRXtzBZoxbVUW5NUTsMnkLtzHGwzv+12ZefMya6AM2jtOWZBsX2otsFSutJOlkjC3vb44TOHEih3rLq4e6tbWBhxWaIo/k4Aj1+fJg/0ZxyWPyb6Tuz+YfC8u3Of2Ci9MhThC65XI4M3x/Jo35oYDCZXGAgjug8K4Jxa5pTKv8AO2NUIO0tqdyFdK160NLw1kthXUhTWCyfaTt6S0NlDwrAtHWqTSNdL0wmAr/YYoxoLul0uHCOBKR5mURkSgDAYnZgSQtC9Cq42XRoKytb9q/Kpq8k/PANbeMWpNFJPK9JHJTrtv19Maad6ruorsyuEF29SEbwg800h0XcxKEwSjX1k/tbFriopEOxj7oRroDrT0KF6tDrL2kO50mKScHDk5QvBiqHunGUKfeyYFRJhxIxuBIXtKSOZFnIe+bhrZWOAiHCio5SQ6as6XhhAvPyaJK/pHXztmuFcN1KGsLPJJ1dJrOgEdzZiEJNjy1HYDUT0CqzQgpj2jlg34AkvcMpRi0ChupSp7SObgXT3n9JctbOEply0cCa0u5NtSxp6yQ+FB8KLMDCZssXQSIavcMnG7tKZukJVMp9yssgKarAzsDggyuwsa8kRyll+eZNxA0GiEpeCyVepMe7ZnmDWSTpYRUcR0kz+kVnWl0GM9JI55BquQ4ufw6lS9W3DMO5mEFYcihWqYcKtE9/OhoSKMYKmRBJjzEoqHGYeiU8qhBoaTwqj7Crwa6zqEFDxuLd427eKQkaog6TqLbytp+MW9PCm2YeKUkhjZQnPjaS4I8tQN7/rEc+bL+DsnaUNfTX1KJz3RpvYtKOsp20nd9bt+gLQWA7viLBE5xvGthITgHbWq5Xt5bv7rlgTZA+H6NxvUHHIqBbnvVJRIfj/c1dYyks/P9o+BoXhEFDxt699ru4pGOva3p+Hx/W1jb05v/cr7PMhWXL9rGaXdJJpZN24YDfiXpuxzwQ5sD/n8BiKMyZJM/AAA=',
            'auth.log': 'H4sIAAAAAAACA81c2W4bRxZ9n6/oxwQDt+outbWhByPJYOYhCxIPgsAIBk2yKTGWSILLOP77udUUI5HsYu8eCQYkUxLPqXNquUu1UCG9UeYN8nulM6Uy5VJVfvw9/Eclf+wf12+K/RtIvvn5xx8+gNLkf8+Sdf74n/1y8edX081qmW2L7XaxWn6dJU9fJat1sSxmyXy1SfbbYpNsVqvdV/vF7FZ9nUw+J09f/g3P4RkGgZ8+rLbn8CdgNkOdaV0DRprGGavAmwxwEPjasbpMGRluDRg6Nc5YS/haX5vB140VZAZRhpw6p9HpC7Dt9n72wWlvBetfy//mD4vZ4Y3mu/Xh82b1mABxCvImKIsBQSfr1WaXaKM8dcX6a1zhxSzf7+5lUNP7YvpRvrXdvj2Q2C8/LlefloOChE/FcreY5rsg4DxfPOw3xdvkYXW3zB+L26R0LCkOn3a7z7fy28km8LlNNver7e72TI6u9P4h0OJdGO+n1eZg4qKDB+FN8ZIEUwoEVrsICYPmy2mUlCO6XS4+rrZdqVbpVb7hNYE8MFcK5DNt5WetIR9DdXS+KnbFdncFzZBC7grUa0n0Ahl/STSlV7skmhhQZbdWGagUZU0iRhhYZc7t3u7X5dvGAZmN012x+jjeD2R0xxvTq3W8oQeVpqPgprKxkI/tLJb43PRlfre4vqdIGGK6QvXyvBfI+J43pVfreTMLKi3njCB1FrTSUQ6+/TrX2mjoitXL814g43velN4A67z04NJ0yBSEaN5qa23seHF4sc5Xm3z6UFzbV7x10BWqu+d9QUb2vAW9Ws+bWVBpuc8AUmanwcSCbIcjSsQ65ZRsKrvdU2x7kXq1YFmlVHi/gzQvsQ5hDjtvI7KIhIrBMV8FfJT8Mb8rkk2xLvKdQGOyW8iLWfKhO5nfK9g4mSjKKX7VJjVjOaBJpFMwRJ5ehUmMqQblUL9qk5qxHNAkzalBkgy7nUk0uEkuJFBg6gqBVo9SrzrAC88h4K/Xq/R7wBBSoFitgG1seXjtBOvddFqsg+Lr/eRhMf1YfD6872N+LJmoFEiSEElE6BhDMCgsJc6S775FrcEnv/zzHWqT5TOaFxPPZi7BJc0NMOTGKDLeUT4DKuaE2rpJQdCV8ekSqjcnDKV0BJSian+EgM60y3RtndiOUc48wDeanWqI6VHWiVUdGJ9mQcONtYSvLd02g68bK0oKTRlIRCRBkI3tet5eVC3y2eNi+bQCtJdgSgIq+af8MYwGoK5AHcPaAUCGCGtP1OjKrjaqbaL/2ZFzYGAy9Km3hE5VM/BKwxfTp/Iwbkf0+vlXJQ5LCoCV4thQJdbgHLgY5mnH5P8lTlOi7cUxjKgrxZEN2KbGOAaOYfqLYvZ6cQVKMgjbFaXXJtELZPRNoim72k2iVvwqnxGEQYgXNcUWnpw+Lc8DlozbdgXqY3U/kLGtbsyu73lQ6l/pNoYTSbJSQooxQH3u9n6yX+721yaXQuiK1MvuXiCj292UXa3djQyo9JszbeRY9WwxRqE8VmMtyQowQqWpK04vt3uBjO52U3ZtGpIx+Su9NqEy6I112kYJXPQpXtwGqARjb7vi9PK6F8joXjdlV7+y6+U/89q8F0AKbZLUWlSxAqNHNWZIg4BCMwU0KZB6Cl3vPhXLrkSrlArvdxDnDO4gDhiNleKEUltqFWtrYpj4xcU5jevbEb0e11eKw9ZRpTg6TF1lAXwUc9RNtPHMaUq0/czRxEZFxJHlRyyTNRagoYXXMHOaEm0/c7T3Fy3RIyaZFEmmVnQpe34dM6cZ0fYzJ1RwfaU4JiO6jknlUn6uMLeZr4pUL9S2VeLA51gl5urSpRAAQc+0nFeemKMErhXW5zIbHvPn0rpKbSqZ6lMW47Rz1YV1mAP6whVsJlOc5QUxFOBnU+uYvZtRzk4Vc7YTg10Zt5XsMJSjaPqKaFxGijVXdU9vmw5Ubj7A60zxIPDXy80CRrKFhzYPO1IutouTs/EJsrkvnqeHbHkinDk28i26SN+F57OcbOHtbEZ6bnPIZRnkrAGmSl6ZisV2ZgHpZSLTjm/b6REGcpwcJuoOhUKotqnxRL5iZ9/PVh88U9jZ5aMUJ0vev//tdr3b3lDyNvnp129vb+5Xj8VN+c23yb9/+e7n8gSRr7/58fvv3/0gP7Dfbm4mi+XN9vN2VzxOdw/JRnKOXERd3i2Wf3al9KyJvNh+up5KdELClP0oTBUYH7sV5NlTwxaeDfOIj0E2WIIB+3ft6I7QvzPheQDgTNU++2DdOJtMCV/bv2sGX7vJ+NBLDo/UOIsQaax7PW5hoOwKG/fiwsFFXNKC5vW45ATsEB+AwYpgv0SUcMIaOUhNFJFfgzDNaLYVRo4IAzFhJMByGqLFGu38qxCmEc3WwijvXUQYCqcsWYwilrFzXRxbMUudA+qFOUoUG058yaZAzgNtIFaoNZaaBik6xfDwCdhjFEvODxqmtGE8SpgSCJiytW0cWhuJCUx5e+cyTIHWYcofq/1mmT+EOOXNPgyvK5nRApTQxBMe9Q8b6lEO3ACPmaJB4OsOXITQ2WCXsgJNsfqnVe76lXg2qZZVIukrHm8xAL/sGrZD6lhsHgBkiNPgpRhdybW8Dh/R/2KDDhRsuAvmnWITO58tw9Wu4SUaaQToCtTL7V4gY7vdlFy7nmFE/iqzZTOVxIERHMcum1jLX0qe6oc82xGte8jzUhwmrF4JVN7EAe2Vj1WP7OUjnifPHlWsO++s7QrUZyX0Axl5JTQm1+7Rr4j8l2aXtSDmlLTjaA7voa3ZhJ47A3U3uy/IqGa3INfX7FL+KrORw90c48lGk3NJmc7Nvts/9+orZhZqUl1x+njdD2RkrxuTq/W6gfpnVtuyBYAZKck3OfrXFCS+dxzP914eHiolTp0k6dod8z18ai5e5HtEPDXGzSRTmecTX8xVURSWjIMc9VR+bQJmLj8xnejOlNsmfOVYjkkNVicYQgHL/EbV3ch3Y3Qt/oLHQeCv5zclGEF41BwskonKDRgvg5xOkNDKsyY9lkEIjLmclm1AR/NY+wzrPGbmsTzW5QNSQ8DXehz+QEgmuwUxGIKo3HxlFzipdZGXzSfc7cTjpXOJPat3ATf3rCcFTpQ2Zo62MBPK3WSmzYQL5eZqYgt2ykjc05nyCJWykoHWoXWJykDVlcZQaREGZVlfPkqBnus+6qTuU36ze92nJZuehZ9TeU5YcPjLS2RT9GDYx1xBNtHN4qQzpX04T5COLXBmqDjD2oAO12D6Hy1SEszITAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd2wPUolQwWvprYhg+gGyLhgas2AWIX69udY5zwzwx0doClC/cocbSQhMyjNsbZuqfla2vRtccEXGIbEUb6XH173MmJPyCgpCP6Qcadkk+oPnDpnT5dC7AYm33VM5TKR+Z3MCPZJbDpYAAAA='},
  'host': 'jump-eu-1',
  'truth': {'findings': {'brute_force': [{'failures': 10,
                                          'first_seen': '2023-06-24T10:43:24Z',
                                          'ip': '134.124.208.215'},
                                         {'failures': 10, 'first_seen': '2023-06-24T11:09:11Z', 'ip': '45.4.37.173'},
                                         {'failures': 11,
                                          'first_seen': '2023-06-25T20:13:14Z',
                                          'ip': '159.218.28.209'}],
                         'compromised': [{'ip': '212.20.126.130', 'time': '2023-06-26T00:36:33Z', 'user': 'gwen'}],
                         'off_hours_logins': [{'ip': '10.13.120.112', 'time': '2023-06-24T09:43:13Z', 'user': 'fatima'},
                                              {'ip': '10.25.243.230', 'time': '2023-06-24T16:04:08Z', 'user': 'umar'},
                                              {'ip': '10.1.193.148', 'time': '2023-06-24T22:33:52Z', 'user': 'fatima'},
                                              {'ip': '10.13.250.235', 'time': '2023-06-25T12:54:22Z', 'user': 'umar'},
                                              {'ip': '212.20.126.130', 'time': '2023-06-26T00:36:33Z', 'user': 'gwen'},
                                              {'ip': '10.37.243.237', 'time': '2023-06-26T22:25:35Z', 'user': 'gwen'},
                                              {'ip': '10.52.30.93', 'time': '2023-06-27T00:42:52Z', 'user': 'gwen'}]},
            'timeline': [['2023-06-24T10:43:24Z', 'ssh', '134.124.208.215', 'ftpuser', 'failed'],
                         ['2023-06-24T10:43:43Z', 'ssh', '134.124.208.215', 'nikos', 'failed'],
                         ['2023-06-24T10:47:53Z', 'ssh', '134.124.208.215', 'root', 'failed'],
                         ['2023-06-24T10:49:57Z', 'ssh', '134.124.208.215', 'test', 'failed'],
                         ['2023-06-24T10:50:10Z', 'ssh', '134.124.208.215', 'support', 'failed'],
                         ['2023-06-24T10:52:00Z', 'ssh', '134.124.208.215', 'nagios', 'failed'],
                         ['2023-06-24T10:54:31Z', 'ssh', '134.124.208.215', 'support', 'failed'],
                         ['2023-06-24T10:55:17Z', 'ssh', '134.124.208.215', 'nikos', 'failed'],
                         ['2023-06-24T10:58:31Z', 'ssh', '134.124.208.215', 'nikos', 'failed'],
                         ['2023-06-24T11:01:25Z', 'ssh', '134.124.208.215', 'oracle', 'failed'],
                         ['2023-06-24T11:09:11Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:24Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:24Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:28Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:35Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:35Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:42Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:54Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:54Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-24T11:09:54Z', 'ssh', '45.4.37.173', 'root', 'failed'],
                         ['2023-06-25T20:13:14Z', 'ssh', '159.218.28.209', 'admin', 'failed'],
                         ['2023-06-25T20:15:06Z', 'ssh', '159.218.28.209', 'ingrid', 'failed'],
                         ['2023-06-25T20:16:10Z', 'ssh', '159.218.28.209', 'ingrid', 'failed'],
                         ['2023-06-25T20:16:29Z', 'ssh', '159.218.28.209', 'root', 'failed'],
                         ['2023-06-25T20:17:43Z', 'ssh', '159.218.28.209', 'root', 'failed'],
                         ['2023-06-25T20:19:17Z', 'ssh', '159.218.28.209', 'pi', 'failed'],
                         ['2023-06-25T20:21:19Z', 'ssh', '159.218.28.209', 'admin', 'failed'],
                         ['2023-06-25T20:22:14Z', 'ssh', '159.218.28.209', 'ubuntu', 'failed'],
                         ['2023-06-25T20:24:56Z', 'ssh', '159.218.28.209', 'test', 'failed'],
                         ['2023-06-25T20:26:11Z', 'ssh', '159.218.28.209', 'user', 'failed'],
                         ['2023-06-25T20:27:49Z', 'ssh', '159.218.28.209', 'ingrid', 'failed'],
                         ['2023-06-26T00:30:54Z', 'ssh', '212.20.126.130', 'gwen', 'failed'],
                         ['2023-06-26T00:31:09Z', 'ssh', '212.20.126.130', 'root', 'failed'],
                         ['2023-06-26T00:35:11Z', 'ssh', '212.20.126.130', 'gwen', 'failed'],
                         ['2023-06-26T00:35:28Z', 'ssh', '212.20.126.130', 'root', 'failed'],
                         ['2023-06-26T00:35:36Z', 'ssh', '212.20.126.130', 'gwen', 'failed'],
                         ['2023-06-26T00:36:33Z', 'ssh', '212.20.126.130', 'gwen', 'accepted']]}}]
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
