import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'ipset'
BLOCKFILE = 'blocklist.ipset'
VISIBLE = {'findings': {'brute_force': [{'failures': 9, 'first_seen': '2025-05-13T21:06:19Z', 'ip': '218.189.197.171'},
                              {'failures': 7, 'first_seen': '2025-05-14T11:27:39Z', 'ip': '89.48.135.89'},
                              {'failures': 12, 'first_seen': '2025-05-14T13:14:54Z', 'ip': '201.131.30.128'}],
              'compromised': [{'ip': '185.46.82.141', 'time': '2025-05-15T00:02:24Z', 'user': 'olga'}],
              'spraying': [{'accounts': 4, 'first_seen': '2025-05-14T11:27:39Z', 'ip': '89.48.135.89'},
                           {'accounts': 9, 'first_seen': '2025-05-14T13:14:54Z', 'ip': '201.131.30.128'},
                           {'accounts': 7, 'first_seen': '2025-05-15T02:21:33Z', 'ip': '134.6.174.102'},
                           {'accounts': 4, 'first_seen': '2025-05-16T03:29:08Z', 'ip': '185.6.125.196'}]},
 'timeline': [['2025-05-13T21:06:19Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:26Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:26Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:33Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:42Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:42Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:06:53Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:07:06Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-13T21:07:06Z', 'ssh', '218.189.197.171', 'root', 'failed'],
              ['2025-05-14T11:27:39Z', 'ssh', '89.48.135.89', 'support', 'failed'],
              ['2025-05-14T11:28:03Z', 'ssh', '89.48.135.89', 'guest', 'failed'],
              ['2025-05-14T11:30:31Z', 'ssh', '89.48.135.89', 'support', 'failed'],
              ['2025-05-14T11:30:57Z', 'ssh', '89.48.135.89', 'support', 'failed'],
              ['2025-05-14T11:31:24Z', 'ssh', '89.48.135.89', 'root', 'failed'],
              ['2025-05-14T11:32:44Z', 'ssh', '89.48.135.89', 'root', 'failed'],
              ['2025-05-14T11:39:44Z', 'ssh', '89.48.135.89', 'ubuntu', 'failed'],
              ['2025-05-14T13:14:54Z', 'ssh', '201.131.30.128', 'tova', 'failed'],
              ['2025-05-14T13:15:15Z', 'ssh', '201.131.30.128', 'ubuntu', 'failed'],
              ['2025-05-14T13:16:00Z', 'ssh', '201.131.30.128', 'nagios', 'failed'],
              ['2025-05-14T13:16:32Z', 'ssh', '201.131.30.128', 'ubuntu', 'failed'],
              ['2025-05-14T13:16:45Z', 'ssh', '201.131.30.128', 'pi', 'failed'],
              ['2025-05-14T13:17:11Z', 'ssh', '201.131.30.128', 'oracle', 'failed'],
              ['2025-05-14T13:17:52Z', 'ssh', '201.131.30.128', 'hugo', 'failed'],
              ['2025-05-14T13:18:48Z', 'ssh', '201.131.30.128', 'pi', 'failed'],
              ['2025-05-14T13:21:07Z', 'ssh', '201.131.30.128', 'nagios', 'failed'],
              ['2025-05-14T13:21:20Z', 'ssh', '201.131.30.128', 'ftpuser', 'failed'],
              ['2025-05-14T13:22:45Z', 'ssh', '201.131.30.128', 'user', 'failed'],
              ['2025-05-14T13:25:43Z', 'ssh', '201.131.30.128', 'guest', 'failed'],
              ['2025-05-14T23:52:06Z', 'ssh', '185.46.82.141', 'olga', 'failed'],
              ['2025-05-14T23:53:38Z', 'ssh', '185.46.82.141', 'root', 'failed'],
              ['2025-05-14T23:56:00Z', 'ssh', '185.46.82.141', 'olga', 'failed'],
              ['2025-05-14T23:57:35Z', 'ssh', '185.46.82.141', 'root', 'failed'],
              ['2025-05-14T23:57:50Z', 'ssh', '185.46.82.141', 'olga', 'failed'],
              ['2025-05-14T23:58:22Z', 'ssh', '185.46.82.141', 'root', 'failed'],
              ['2025-05-15T00:02:24Z', 'ssh', '185.46.82.141', 'olga', 'accepted'],
              ['2025-05-15T02:21:33Z', 'ssh', '134.6.174.102', 'ubuntu', 'failed'],
              ['2025-05-15T02:21:45Z', 'ssh', '134.6.174.102', 'oracle', 'failed'],
              ['2025-05-15T02:30:47Z', 'ssh', '134.6.174.102', 'tova', 'failed'],
              ['2025-05-15T02:30:55Z', 'ssh', '134.6.174.102', 'guest', 'failed'],
              ['2025-05-15T02:30:55Z', 'ssh', '134.6.174.102', 'root', 'failed'],
              ['2025-05-15T02:31:22Z', 'ssh', '134.6.174.102', 'guest', 'failed'],
              ['2025-05-15T03:36:33Z', 'ssh', '134.6.174.102', 'guest', 'failed'],
              ['2025-05-15T03:44:11Z', 'ssh', '134.6.174.102', 'support', 'failed'],
              ['2025-05-15T03:44:50Z', 'ssh', '134.6.174.102', 'test', 'failed'],
              ['2025-05-16T03:29:08Z', 'ssh', '185.6.125.196', 'oracle', 'failed'],
              ['2025-05-16T03:32:25Z', 'ssh', '185.6.125.196', 'lars', 'failed'],
              ['2025-05-16T03:32:30Z', 'ssh', '185.6.125.196', 'tova', 'failed'],
              ['2025-05-16T03:37:43Z', 'ssh', '185.6.125.196', 'support', 'failed']]}
HIDDEN = [{'files': {'auth.log': 'H4sIAAAAAAACA81d247cNhJ936/QY/IQmWTxKmMegiSL3QcniySLxSIIFlJL7el43N3oyyb++yXVl+lukaKKkuI1DIw9Y59TrFMki2SR/a78lFHIKC9AFVRl++Vh+9W23B3WzW6f7ffP9S/CaP5rkX29WDTbQ1Nn22P1slp8aD5ly80uq37b7NbZcrf5mFGSM5lzklPKs+1md8gEUMYdCiuy775lQlCT/fS3r5mQxWJZLxoKi6oBUKouVcmFpg1hywqWRNeGV/WSsYrD4i/vBhu5LT/+57he/fGF+2axb/b71Wb9ZZGd/5Rtts3aNsEZftw3Z+u/OK7qJ0oI+zKrPmXt38iXV1JVMFkAeyD95scfvv9FSSVuSRe7zXoA6W6zOZxZwoRyBOHiZbN/JLzC6wJ4Qfzt4UJN354ToR5BGGkPZwUXvqCQhNJOUJTHw7PFdl+a9WG1KA+OYlmuXo675m32snm/Lj82T1nbiqw5fTkcPj3Z/53tHP9Ttnve7A82ZHLIqdK5pllr2NPH1bpEGPZXS+o6VLnf/77ZnRroIK7d6Qrf9ibJiCBtb7rlgIIGOMDcdduBLKCoYVgWbL9z/JduJwNRI1RBuJ9TMcv59/V/y5dVfQK0/+r0tW2TgVybXNGcGn1ulaFaIsC9MbN4bhYfWke+PbEe1x/Wm9/XY3GniMXbJiPs8YXgCu3Y+3AxBaHdEebESol4lG67CoNTKQCBm6ZaIu5sqsXtiaoW82lHMFlQ4idkGtvXOFVEIsCTVUvBnVO1iD2j+1rr2I50Nl8IxIqER+nK2o684dAgEgABnSxcCu6cwkXsiQo3wK0d2WxaFAgWBfgeJ+4bFAFPFi4Fd07hIvZM0OOsY33SKT+rNo/SPZf1ZrMNEkhuh3QE9hjl0LgzK9dnT1S5IX7tCGdsPuQlZVQhh0oBzCCgk3VLwZ1Tt4g9Y4dK59Y72RgpwC4+wM/JdXhn4vn4fnNd41gakzO7hjl1a2NXPP59iaXRy5rWtaiN0AQWoKShpZKVhpJLI3VTVUvTVKWRCBOx6yNn+2V9RH3rI0YLpkNrMibM0A0bLnMBOSPk6n8pJ9uwGWDk9Bs2ltRaa+327jcYMvkGx4kwsEM0jDC8wcEzQmxjCu6f5lg3xbuZzyjNtbbi5tbK036cjWiJAE4YtdJxpxi1blqMMCc6aEV9ejNktYyMFZQGGDsL4M2uXLw0IXywvRADnapZEu58msXMiWo2wKsd1VRoAccUx6kmuaISAZ2sWgrujKpFzBmpWuvVjmo2lfRPMUA0TjUOggsEdLJqKbgzqhYxZ6RqrVc9qgl//wbe6Wv747ZFCg3BAhQGe4RseNxZZes1JyrbELc+6gbBcRmE+ZN8cD5teciSYpb53OEggs0nlJrH5nNWMP/RnDB64tTyQihgBGFvakltch5KjUCJviVxd0blwCUCOa0TJuLO1Qnj5qAWxH6n3segXVNBwXiAUn3GLhi3DNsFAYDTTvOlHfkCJDp4uOTJJYjEwKbGaxLufPEaM2f40ZLfox213LmIn08T5DzPBWUY7GTJUnBnlCxizth5vnXrvW6s4HbNTP01KMCmn+jsLGcTGjKCsHeiA+dE8NegSMmnbw8UQAo6hrC3PbIgvHuwf9lygunbcyLUIwj72kPbjUII5Dn3eeUk7TkR8jGEve1hrlKNBPYglZq+PS0hH0PY2x5wW5wd+PMgZGadxoTJQeSU0Zza1cgp7Wh3gRHG+UbI233we45T9q8YJ3eDouNRBfPzcCr/bCc8ChSxLZJ7eVzAiebq3gV2DIDuvHCmYezzxkHcuIQ4AGm07DjB/vafgnEQnzUO4rYlxIFmousCHXR1u6furzuMONt1V45lmvoIyZIKm4oUwr8lxtXgamiuc+pO15i6HDsaSSc6XRtk5TyuEYXggR0JOv3MJtySJZB5DCPsndmE2zeCzqL1WG+sE7WDt79OshbZzz//+2l72L+h2dvsH//69unN8+Zj8+b007fZP3/67se2N9o/f/PDu3dff2//xXG/e1Ot1m/qjQ0Su3raI5hf5bPfxHvyQc0rsU0Ughu+grDB0Q05lez17N6KIcR00R23cobodjlUIbRXE8GkPxoYPhp+2xx36/JlcXjJvjq6RiEsmCkqdGGTSO6fOYToFFyvy/erzf4SDDYUjMkpUXYsJ5fSKUM1Aj1psZ6KO0n1/12jERZF1+vDfHs/T55oTYC2dyvXy8CNJAjwMeqhcWdXr88i1IZu0LUd8Wzm6i9BFYp2Sjyq4/pw7KGwg6vSCPRk9VJw51UvYlG81GOQbzvy8e6NrTOtkY/yHZr9oYcAbBIsEdjJ4qXgzitexKKoeEM825HOprN+UkkJdtgUglCJAE/WLgV3Xu0iFo0eNlvXdsRTdjkSYJU9lXFeAq6YQmAna5eCO692EYsw9XFBz3qkC9Tu2/T+Ubr3x/6ezTUHjQAfoR0ed27tei2KajfItR7xuP8UUWo57NapYDmzVEJc9luBCizNxNdOT5w6lL0rxtCZGNdGUAR6cmCm4M4bmBGLxmdirW87IWNCRVGKM+x0Lrm8b1MEPFm9FNx51YtYNHo6b137KB4jBQuwdueEu6JD/7TDmUSgp6qXhDurejGLcAWdQd925GPdaxBnWsmwUzq44lMEeLJ6KbjzqhexaPSU3rrWI16oxxtAptKcMkIQ2CO0w+POrV2vRWNT6dazHenAc47QkmpisNIpoigCO1m6FNx5pYtYNFo659mOdKJ7tnUmpQy5cSSY1BqBnSxdCu680kUsGrtx1HrWIx1AgFShkxUQ5rFJvegjxMPjzi1er0Xjk5XWt4/yARTEv+mhOQsuYRfPq3r1uoa1JHYdS9XlvTNmhMYSYRexrQmXVawIrGK5LAjxHiJqeT7GPDXl9RgT7o4xTz+NHGPuP+0PzUd3irmzHcjyZOv3q/UfCDtGHmY++OJKbAqgBQlEVVuXHzjifil3+9eHsWws8evDWK8bkJ3zbcnkslqIWgE1SyPVslGm4lw3sqrLagmqru2qt5ZlxRAmYgPD2X7xBffGhXFVtv6XhYTRdObSZqltt+Q5F77Cpbhp8csDrwTnp6mIeej2Jxbdw/LROrd839iA3jaliw/IDiv7zSL7ZYwFv96bQPX/rQa9pk2mAUNpwKfVwJVN0VA5uKBi8iImR8hC9drDCPuKmNw7CyS07tDGDBzuuHQzWQ6XyUzxULVawng3wMaJxzvRXp+j3QvJZ7fD1GXlF8LOtieGMKyzsBq5ZCKw3W+YCut8t/PO7LQGVmt9feRIKwgITctaVJW1nRpWmZLIStq/V40uOSFELUBBU9WkuRSLDDJy4m174cr5RfApKAPznqrd+vPxGdBBpkWfAX0UDIzUtxd2LizCX7diBP/sDug1De0AaQd16DjAhE4xzbzXIgc4IGIaPgJAEXPvAOZejaT+fUNj6Od0QNw0tAOEEox2HBB6b1cRKj+zAyKm4R0ARHYigPPuDHuefDRMPts5QtF9jxtD2DvbWWwZKCpRhA+d7XjOmM0I+eXciQJMONnFbZx+shPubLU7oLpVtdtiPK3uWx+EapTbH45Z2w+yYuTa/t4RN7xAAhu1imgz8D04FxJK5FRcS8Mu3Wn8i3CDjJz4RTjLKdvuHwhF03Np5WFPi7bLJyYut38guAyohYGllqwEooEvpGmAyVpVqoJFJTWYBamXC9tj2AJh5dT7YS2p4J660DZWaVuN4NkPI/j9sHJ7yI7b2q5ZEdRzbIGJdpkNBfc7moIedEWL5CoX0g6g5yUht6Kq+0knTjP1NQ3hltMUCurvXlQODnVG3TV4cXm+ALSRkwX6ABunD3R37s+7T3Bcrp2zyVOAE6HQIwj7UgC3YwA2efQ7UcPMH+7gru7ZOYJfXjtpBUDY5kvq7iPwhuJ8Rgh3x7tXGn/uyGb/fIshLuizDe8CUEwJjwvA72nGzMDDmi4RJWiiGfqse7YqsDGmGIehaa77FA+Ta3PNZzSfLM0dYOPkaa6rguGBqziKCTZ0s4vnnNlh/pL929xtSrfETJzeLeA+Z4D5J1ymevLfD6tdebfXy1R+WRUBM+cPfenOfbVdaZd6KXll5z9qp0FKK8mIEUouGrt8r4Vc1JpVFSBsxPrFGX/xC3T9It0LMo5W+TnnPVcBmy5TbXMlrs7DpDMXYZlvlLyR6xb/NE0wRW/3v04kJnB7RgHlvdc3u/gcjEBAJxQjpONOrBjCHNzFTb9XH1UDFng/TgGD3nLzDr5gSmOgU1VLwp1PtZg5uEJzv1c7qvGCBiIFRF+lq6cra2kQyMmipeDOKFrEHFSNq9+p95pxNwjTwMf4kamPAi+EQEYQhldG0j3IBSJwVq9ARF+rttkicavfi8OUuZTKD8JOi8JE3IlKH65NRtiDfvnY59f7QHSf7Rh4z0+B6h/yPQQ2G1MI7GThUnDnFC5iD27QD/jVI1wgqQVDez/4x0NAtTEI7BHC4XHnFa7XHtwH/wT82hEu9AEQilODHCqBUSIQ2MnCpeDOKVzEnrFDZevXR+Fc+Y4/WjhQ5FApGbt81NYg7FThknBnFC5mz9ihsvWrRzh/UbfiXGKHSsG1RGCPEA6PO69wvfaMHiqdX++Fc0/thd4tlVpMnyW3hDCG0Jsl/w+5Sa+/13wAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1kIduoqbiGD8gHL7wGCaB82jkH69We2ZzznAH3flGGFhlgEHaoxCkwld2/VN2zfny9Fhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4H9+8FcJYAAAA='},
  'host': 'sftp-partners',
  'truth': {'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-05-13T18:57:04Z', 'ip': '193.89.71.198'},
                                         {'failures': 15,
                                          'first_seen': '2025-05-14T18:12:47Z',
                                          'ip': '103.199.107.170'},
                                         {'failures': 9, 'first_seen': '2025-05-14T19:50:02Z', 'ip': '111.68.104.45'}],
                         'compromised': [{'ip': '159.35.121.172', 'time': '2025-05-14T14:08:41Z', 'user': 'bjorn'}],
                         'spraying': [{'accounts': 4, 'first_seen': '2025-05-13T18:57:04Z', 'ip': '193.89.71.198'},
                                      {'accounts': 6, 'first_seen': '2025-05-14T00:19:40Z', 'ip': '111.88.20.13'},
                                      {'accounts': 7, 'first_seen': '2025-05-14T18:12:47Z', 'ip': '103.199.107.170'},
                                      {'accounts': 4, 'first_seen': '2025-05-16T02:23:07Z', 'ip': '134.218.7.47'}]},
            'timeline': [['2025-05-13T18:57:04Z', 'ssh', '193.89.71.198', 'ftpuser', 'failed'],
                         ['2025-05-13T19:01:02Z', 'ssh', '193.89.71.198', 'pi', 'failed'],
                         ['2025-05-13T19:06:10Z', 'ssh', '193.89.71.198', 'ftpuser', 'failed'],
                         ['2025-05-13T19:07:22Z', 'ssh', '193.89.71.198', 'admin', 'failed'],
                         ['2025-05-13T19:08:30Z', 'ssh', '193.89.71.198', 'ftpuser', 'failed'],
                         ['2025-05-13T19:08:37Z', 'ssh', '193.89.71.198', 'hadoop', 'failed'],
                         ['2025-05-13T19:09:57Z', 'ssh', '193.89.71.198', 'admin', 'failed'],
                         ['2025-05-14T00:19:40Z', 'ssh', '111.88.20.13', 'user', 'failed'],
                         ['2025-05-14T00:22:11Z', 'ssh', '111.88.20.13', 'oracle', 'failed'],
                         ['2025-05-14T00:27:10Z', 'ssh', '111.88.20.13', 'oracle', 'failed'],
                         ['2025-05-14T00:28:35Z', 'ssh', '111.88.20.13', 'oracle', 'failed'],
                         ['2025-05-14T00:28:51Z', 'ssh', '111.88.20.13', 'support', 'failed'],
                         ['2025-05-14T00:32:11Z', 'ssh', '111.88.20.13', 'root', 'failed'],
                         ['2025-05-14T01:15:40Z', 'ssh', '111.88.20.13', 'admin', 'failed'],
                         ['2025-05-14T01:23:24Z', 'ssh', '111.88.20.13', 'root', 'failed'],
                         ['2025-05-14T01:26:28Z', 'ssh', '111.88.20.13', 'pi', 'failed'],
                         ['2025-05-14T01:29:06Z', 'ssh', '111.88.20.13', 'support', 'failed'],
                         ['2025-05-14T13:56:49Z', 'ssh', '159.35.121.172', 'bjorn', 'failed'],
                         ['2025-05-14T13:57:29Z', 'ssh', '159.35.121.172', 'root', 'failed'],
                         ['2025-05-14T14:03:41Z', 'ssh', '159.35.121.172', 'bjorn', 'failed'],
                         ['2025-05-14T14:04:07Z', 'ssh', '159.35.121.172', 'root', 'failed'],
                         ['2025-05-14T14:08:41Z', 'ssh', '159.35.121.172', 'bjorn', 'accepted'],
                         ['2025-05-14T18:12:47Z', 'ssh', '103.199.107.170', 'nagios', 'failed'],
                         ['2025-05-14T18:12:49Z', 'ssh', '103.199.107.170', 'admin', 'failed'],
                         ['2025-05-14T18:13:42Z', 'ssh', '103.199.107.170', 'ubuntu', 'failed'],
                         ['2025-05-14T18:14:36Z', 'ssh', '103.199.107.170', 'test', 'failed'],
                         ['2025-05-14T18:15:56Z', 'ssh', '103.199.107.170', 'admin', 'failed'],
                         ['2025-05-14T18:17:25Z', 'ssh', '103.199.107.170', 'user', 'failed'],
                         ['2025-05-14T18:17:30Z', 'ssh', '103.199.107.170', 'guest', 'failed'],
                         ['2025-05-14T18:18:47Z', 'ssh', '103.199.107.170', 'ubuntu', 'failed'],
                         ['2025-05-14T18:19:51Z', 'ssh', '103.199.107.170', 'admin', 'failed'],
                         ['2025-05-14T18:20:21Z', 'ssh', '103.199.107.170', 'oracle', 'failed'],
                         ['2025-05-14T18:22:32Z', 'ssh', '103.199.107.170', 'guest', 'failed'],
                         ['2025-05-14T18:22:51Z', 'ssh', '103.199.107.170', 'user', 'failed'],
                         ['2025-05-14T18:23:34Z', 'ssh', '103.199.107.170', 'user', 'failed'],
                         ['2025-05-14T18:25:08Z', 'ssh', '103.199.107.170', 'test', 'failed'],
                         ['2025-05-14T18:25:33Z', 'ssh', '103.199.107.170', 'oracle', 'failed'],
                         ['2025-05-14T19:50:02Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:08Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:08Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:08Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:18Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:28Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:28Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:28Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-14T19:50:28Z', 'ssh', '111.68.104.45', 'root', 'failed'],
                         ['2025-05-16T02:23:07Z', 'ssh', '134.218.7.47', 'kira', 'failed'],
                         ['2025-05-16T02:29:36Z', 'ssh', '134.218.7.47', 'nagios', 'failed'],
                         ['2025-05-16T02:32:40Z', 'ssh', '134.218.7.47', 'ubuntu', 'failed'],
                         ['2025-05-16T02:34:16Z', 'ssh', '134.218.7.47', 'guest', 'failed']]}},
 {'files': {'auth.log': 'H4sIAAAAAAACA81dWW/jRhJ+31/Bx+QhdB/VFwd+CJIsdh8mWSRZLBZBsKAkylZiS4KOTObfbzcp2SJZTXbzsBMM4hlrXF9VfV3VV3XNx/xzQnlCIWMqEyJ53m03p93hK8KS4/Fx9QsznPyaJV8vl8X+VKyS/XnxtFn+XnxO1rtDstk+HDarZH3YPSeUpEylVImUGprsd4dTIgwVyslhWfLdt0wIapKf/vE1EzKjWuWE0dzIQoFayJxSnlOxLlZ0oThomcuVLIwBsfzbxzAd9/nz/87bzZ9fuG9mx+J43Oy2X2bJ5XfJbl9srQVO7/OxuCr/xXmzuqeEiC+Txeek/BP58gYSSAaAQIL0u2Xx2+6wffUKTwVNgVQ+kVwCxX2ilwuxWiu1XEqtVpSqpdIFo7BYFAsiGVkwU3BeSE1IqIKxPik1v7qEoy4RGSEZpQii6hgpD5+KV48IllLrEqrlZZwwJj3jZJkTaV2x1owBX8ESipUWqxVz380FXyw0LFcGCCxIqIaxPnGqX10ifS7RGdM1wPNq5wAdCfa/0vws+fnn/97vT8c7knxI/vWfb+/vHnfPxV354Yfk3z999+P9Ybc72d9/88PHj19/b//C+Xi4W2y2d6d885R8tU0ESe7+yA93T7uHu+Pno/0SqsWr2fabAWY7TS6GOpvrXrgB5Rz3tdahAQIsVTLll6TBKZNmugDpUXCGAFEZiEwwBNEwi/jP7R/5k02apbjyf6UfuI0HYuOCy9f8KYlhPFRu3ZL8fHq0Ziwfi+Xv9qPj8cMFcPv7dvdpO0qo+1JsT5tlfnIuWtuheT4UHxI7GLf5c3GflA5JiurL6fT53v50cnD498nhcXc83detDdXm7xbJjSVrzqfdYXWZguLcWY6sW0CV8Xb65ITyNzM/KfW+r+ajUNVwX7xOx5gDhASjWw4wGcNQuHlrB7iME6oYZn6ZO73GgzFKNY23SYVIBEPRZqTmq+fNtmNsMU55qOChoRovdM5Q7dSmN1RD/ImwRQmCaMRbD9XT7o88VDHMFe7nO4aq4s041Zld6hF1i/HNjz98/wtIVcvTy8NuGz+5N6ewEo2KoWjLp92xiXYjm/FM8La3rBtmpNEtxEXKqNuiXPPNY5GHqoXmG/vzr6v8F+HV+AWlTJNCZncwKALUlkqhGJxrzqMwYlc7Dv262KGekQIs4wIBpMK//qtZZZd/OqXALkYJZbhnz8gW+TrP7VKfL4TI7ScrKosVyQVZF5LY9d96bbjgeg2h+s3iEJ1x2lqF23TGqr1AafzrXoDW9gLlhz17AbvuPxXPy9NTciiOp9w6bfuw2f4ZqsLIjUDdBS+gJgNu96JIyiBi+gRVogkYitaVoBhxW2qqkCHDZeCQpjZOU3UZ0cCF1JON6D71Jh/RjGbMNHZQ18lATc5shcblULROZqkLDGIQ1wkTfMglSWrY7bKSSjrZGVefijOccVlIYVfaWLowtMpYFw/4zi8uH3dkraNLW+f1p8Smq9P5GAo9MlM1jX+BtanDbi+QtStjdN4lCDepHUHXVeTu6SEPVQpbgLiffxmXV9GXU0ZS/TyryxcEk8/f12i/UnFGg5LUYEYju0gG7J2N9ioVaTRhpm20XcBjI0lS70LTjyCYzT1RCLFZymFfwxTaOQoSQt26FgXUrTO19Wn/eg6kVAoyZUSkil/M0YSaUMEDduoDhU4w6m5tDdWld58e4s2bwVEhqowjUxgzvMnV8bwvxXikAxADoYIHcxUtdEauunTp5SrEmy2u7G4BWUza4dHk6uFsdxvecWBzlwgVO5ipaKEzMtWlSy9T/b5s8WTQIyYuaGT+s7K5CBU8mKlooTMy1aXL2PxXerPJFafoySgvrx9rXD3mq91u7x0IBggPlTuUqnih81HVqUsvVQHObDFl8y02NvRbZZTW1Ue/Wt1XH23DJdWE1A3n5RkC4mlgJDadGKJlqOBhY3SI0LnGaI8uo9OJ82aLKzvVIEe6AKLJ1TZ/2OyOPuFcUQ2hcgdTFS10Rqq6dOmlKsCZGFMaAZStqNpvvOFqV3sqVOYYluKEzsuSV5delnoc2WRI2OhFwVhcLAnOiAqVO5SleKHzsdSpy8hYKp3ZYspOg1jwvvXU/HrV269W91UvMkSJpq2pWbjzIQShXT10u+CR7h7ZpJqkRlyFSy5D5Q4eotFCJ2Dp1tZQXaJWjx5ntphSGUGO8ez+zZfu24I5A5ChMgezFC10Rpa6dAlO9x5HthjCa4hEWUMUEUucSi1C5Q5mKVrojCx16TIylkpnIkwJZFktZOt84/RydIKEKTWEhkodwVOk0Fl58uvSy1OvK+ssgY3cjCEbU6FMR71cWzZQJWWo2GE0DRE6F009usTUynl8ifDEKYJnwF+BjKVUpmio1BE0RQqdlSa/LhHVxx5XtliSjYqZK9xbjVDs9KlHre7TJ2R4SqIaS1yR2V8CqWUU9TPHCQpKKjSZURiK5i8osbJl5vavSLGKkDNYIt34JHooWpcltLx6YkjFpwI6uSUVGua3MLQeS9zpKUdkUzOHJRYNK3sLQ+u0RLgqXOxoRHYVojXKlahIKU+ZgMtW204WbKJypX4VJy9XqiBFBqZdMyQV95QrsSnKlfqhZylXsrCyPHTAnKyNt57j9djBldjKlIFNzer1wZ2q39r3gcQy6eCvpjCUR1POtlgOIDNkHOPmHKyiPQytK04ZcaXjgNQYKxb+dhaUjVOdUnZ5J8qNVHqyQO3TcYZAtZAcmoWqZbQoJicKVBenv+3Oh23+5Mqhvzo7o0IVmClcGc3KNQfiaiG84Vp7H8uJqy9NX0riOSW6Fq19GBM/cS0BuUQPgFVZlhtU569TRiBlFK5X5wymqvTv13DiumhwRXCg0QNHpSOmZ+WePqSMXYvtAC4XgJOEfY+Oc4R9ecLHkUlSM9/8zAeEfecjiH41Zgl+kbiH5zrjDJtnpn4GcUXDnkGokc8ghNsH0mYVwkU2J9NbAs4SIoai9VjCSUN2FQSaqTmLgA23q2+79rZBTi477fL5eKhi2Fb79uV8TX41U2hKbi+lrxjYoYYG88bGt0nx69V9zICYDkJojZgOSDmlVuz9efcrFs+7MIpKxHisyNwQ8u68+/WK510q1h7yDA0rg2xK35j3LsWGxDvU3rRXGIAWj5lZay9DeO/SK5p3QZhpD3mN3loZobwL724HSwBQUShTNxSxiCYT+HmpEnT6mdi0H/bHoHXNxJSUj0Ql0t+DzBmZjNBqc23ceZhEhmefZt3Dsyn/MkClrg/QCkR4QZ6tC/OHwi5o90XuBiokp439Zpb8Mk6BX281gIzQvyYBXZpNRoBdaPJgAtjkBDDXjkgw7OGymTyWHRqga/gwtM5Y5mWXLYblQRN2zGHKuyLKXg4lJaN1vnowJj7mqAB54xqk2jUardBOXjy6k1e+PyXn/cqOr1DUGTp3laB2IUbbi1AgJLhzF7UTJhGpvJazMeLr3RDduqtfw+lnWocomu0zHBFA6OUpdGW/78Sy+nTIAOjEHTkAGoa/oNrUYCd7zL+Uhfd8lHYI6FSI606EqanOr/pVnPz8qoSE1jvsCxfGc35FB5xfrXbWo4dkfwwFnunEysK6Wi+BuJjR0DwgpGvmaJfN5np5ce20Nkki6FFxhkRgRytt9FK8XLXz6ZfcFVr9rDIGrXOaVuVNAcd815Hma6/BhU30VKWgryEuLkXLLXLVMueaGkmWdqqBBVkIO1PDGpZAhQXkOVtxzXO1WMlQBSd+Sy4uTQaRkyeoOssFtiwSkIJ6uU0FNtFFRr9+E19kiEu3LxRQ6HmbJLz4sdmQq1+r3oZcdY64ZIzUF5clAGAAhr2z2X6tYs123SJbZgvsnswCyHc1u0urSLMBSK2+oQKQdjfRBqAU3tXsLq0izRZSmvYgRyu5gQJ5V7O7tIpl264bRNNsdx+MtUvkevr526KxxhQWg9Y5f1s/Eez9OtD2o8LdIV8+FZWXQJQ9JVnZV/IlLLjhoZIH1PMOFDrBeKtbG6pNb0VvkEPrI6+CFBik7HpiiInnQlMRKnkMX3FC5+bLq03UM0OvQ1t8caw2H2hPZyF0PBDNeajowYRFC52VsC5t4p7Dez3aZIyjDRCBURObEYXSSoZKHkpYvNA5CevUZnRGLB3a4svOjgyB5Do6IxJ27UHdL3kwX9FCZ+WrS5vxGdE5FOELW5wx4NEZkUvOVajoEYRFCp2ZML824zNi6dEaY64alGK9q4EJEnjGwyyScPdXr6/KuJzskKdPw8kPeex6HDjWRxWYZGHNtjlPGYOUkWsbX6BNv/eATH5SYwHbRfrlETFTAm0uTaKbS7dvJ/pQZ+gnLRPCyr5d2ESloWuWp9T9w0KqapR+vZgCbue3UNEDstBAoVNstOvmhqoTNc/7XXoTDldMpNe6xRS+hgiobElBB4sdQVek0Lnp8qsT3BbB784mVa7ytF2JApzq6OgSWkoaKnooXfFCZ6WrU53x0VW6FKGMYpicdjWzwKNXEWVCRY+gLFLo3JT51YlqaeF3KUIZdnvNOYumjNuEq0NFj6AsUujclPnVGU9Z6dIWZazxfuOCCd3HQTiAUcSEyh7MWbTQeTnrUidu++P3KUYaMntyJTo7TuMA+qWHTL/sMaTFCZ2dNK86cX2n/T5tkYZvnuzmsetYyLPEsQChogdzFi10Xs661Ik6GPK7FKGMIZsKbgbEmV2WchMqewRnkULn5syvzgRxVvq0RVqz/0kFCpR2tHjH1zgUrhdS/ZIHUxYtdF7KutSJafTu9yhCGFb4ApxErxqFUhxCRY9gLFLo3Iz51Rm/aixdGkqZEP72dbh0LjkNFTw1YUL8pQgTIq6Jnd+hLboUukgF1Vp6nBfn7encFcFCahUqejBh0ULnJaxLnf4+aUEuRShD/qEoAE2jKeMAUoWKHkFZpNC5KfOrM56y0qUYZUhJH7zl4qv11qxfs563qGiSYfWH9xWIaZSgVSCC8Tc3/7WJdb9m3U2sPQErxOXW///+Abz5UYQAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MsQrCMBRF93zFHXUo1kIduoqbiGD8gHL7wGCaB82jkH69We2ZzznAH3flGGFhlgEHaoxCkwld2/VN2zfny9Fhh68yNk21uBlPb391r5JNZjAqv8gl8bNoCptMA4rk3eHhn8iyrIH1MNLCKu4H9+8FcJYAAAA='},
  'host': 'monitor-02',
  'truth': {'findings': {'brute_force': [{'failures': 7, 'first_seen': '2025-05-14T03:53:57Z', 'ip': '61.109.80.95'},
                                         {'failures': 8, 'first_seen': '2025-05-15T10:43:46Z', 'ip': '201.138.190.156'},
                                         {'failures': 16,
                                          'first_seen': '2025-05-16T02:29:17Z',
                                          'ip': '111.187.217.163'}],
                         'compromised': [{'ip': '193.153.2.170', 'time': '2025-05-15T04:38:24Z', 'user': 'bjorn'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2025-05-13T17:45:52Z', 'ip': '31.102.136.191'},
                                      {'accounts': 8, 'first_seen': '2025-05-14T01:24:16Z', 'ip': '77.46.205.73'},
                                      {'accounts': 6, 'first_seen': '2025-05-14T03:53:57Z', 'ip': '61.109.80.95'},
                                      {'accounts': 11, 'first_seen': '2025-05-16T02:29:17Z', 'ip': '111.187.217.163'}]},
            'timeline': [['2025-05-13T17:45:52Z', 'ssh', '31.102.136.191', 'user', 'failed'],
                         ['2025-05-13T17:47:34Z', 'ssh', '31.102.136.191', 'ingrid', 'failed'],
                         ['2025-05-13T17:49:24Z', 'ssh', '31.102.136.191', 'root', 'failed'],
                         ['2025-05-13T17:56:06Z', 'ssh', '31.102.136.191', 'admin', 'failed'],
                         ['2025-05-13T17:56:10Z', 'ssh', '31.102.136.191', 'tova', 'failed'],
                         ['2025-05-14T01:24:16Z', 'ssh', '77.46.205.73', 'ftpuser', 'failed'],
                         ['2025-05-14T01:27:39Z', 'ssh', '77.46.205.73', 'support', 'failed'],
                         ['2025-05-14T01:28:47Z', 'ssh', '77.46.205.73', 'guest', 'failed'],
                         ['2025-05-14T01:29:10Z', 'ssh', '77.46.205.73', 'ftpuser', 'failed'],
                         ['2025-05-14T01:31:06Z', 'ssh', '77.46.205.73', 'hadoop', 'failed'],
                         ['2025-05-14T01:37:30Z', 'ssh', '77.46.205.73', 'root', 'failed'],
                         ['2025-05-14T03:40:16Z', 'ssh', '77.46.205.73', 'ftpuser', 'failed'],
                         ['2025-05-14T03:48:43Z', 'ssh', '77.46.205.73', 'nagios', 'failed'],
                         ['2025-05-14T03:48:48Z', 'ssh', '77.46.205.73', 'pi', 'failed'],
                         ['2025-05-14T03:50:18Z', 'ssh', '77.46.205.73', 'nagios', 'failed'],
                         ['2025-05-14T03:51:33Z', 'ssh', '77.46.205.73', 'tova', 'failed'],
                         ['2025-05-14T03:53:57Z', 'ssh', '61.109.80.95', 'hadoop', 'failed'],
                         ['2025-05-14T03:57:04Z', 'ssh', '61.109.80.95', 'pi', 'failed'],
                         ['2025-05-14T03:59:24Z', 'ssh', '61.109.80.95', 'hadoop', 'failed'],
                         ['2025-05-14T03:59:56Z', 'ssh', '61.109.80.95', 'test', 'failed'],
                         ['2025-05-14T04:04:20Z', 'ssh', '61.109.80.95', 'admin', 'failed'],
                         ['2025-05-14T04:04:31Z', 'ssh', '61.109.80.95', 'user', 'failed'],
                         ['2025-05-14T04:06:40Z', 'ssh', '61.109.80.95', 'root', 'failed'],
                         ['2025-05-15T04:30:05Z', 'ssh', '193.153.2.170', 'bjorn', 'failed'],
                         ['2025-05-15T04:30:31Z', 'ssh', '193.153.2.170', 'root', 'failed'],
                         ['2025-05-15T04:30:49Z', 'ssh', '193.153.2.170', 'bjorn', 'failed'],
                         ['2025-05-15T04:30:54Z', 'ssh', '193.153.2.170', 'root', 'failed'],
                         ['2025-05-15T04:32:05Z', 'ssh', '193.153.2.170', 'bjorn', 'failed'],
                         ['2025-05-15T04:34:30Z', 'ssh', '193.153.2.170', 'root', 'failed'],
                         ['2025-05-15T04:38:24Z', 'ssh', '193.153.2.170', 'bjorn', 'accepted'],
                         ['2025-05-15T10:43:46Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:43:56Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:43:56Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:43:56Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:43:56Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:44:01Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:44:13Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-15T10:44:13Z', 'ssh', '201.138.190.156', 'root', 'failed'],
                         ['2025-05-16T02:29:17Z', 'ssh', '111.187.217.163', 'oracle', 'failed'],
                         ['2025-05-16T02:29:35Z', 'ssh', '111.187.217.163', 'pi', 'failed'],
                         ['2025-05-16T02:30:06Z', 'ssh', '111.187.217.163', 'oracle', 'failed'],
                         ['2025-05-16T02:30:16Z', 'ssh', '111.187.217.163', 'hadoop', 'failed'],
                         ['2025-05-16T02:30:59Z', 'ssh', '111.187.217.163', 'hadoop', 'failed'],
                         ['2025-05-16T02:32:32Z', 'ssh', '111.187.217.163', 'ftpuser', 'failed'],
                         ['2025-05-16T02:32:35Z', 'ssh', '111.187.217.163', 'support', 'failed'],
                         ['2025-05-16T02:33:09Z', 'ssh', '111.187.217.163', 'nagios', 'failed'],
                         ['2025-05-16T02:33:27Z', 'ssh', '111.187.217.163', 'support', 'failed'],
                         ['2025-05-16T02:36:14Z', 'ssh', '111.187.217.163', 'guest', 'failed'],
                         ['2025-05-16T02:36:31Z', 'ssh', '111.187.217.163', 'hadoop', 'failed'],
                         ['2025-05-16T02:36:31Z', 'ssh', '111.187.217.163', 'test', 'failed'],
                         ['2025-05-16T02:37:32Z', 'ssh', '111.187.217.163', 'ubuntu', 'failed'],
                         ['2025-05-16T02:37:50Z', 'ssh', '111.187.217.163', 'ubuntu', 'failed'],
                         ['2025-05-16T02:37:58Z', 'ssh', '111.187.217.163', 'root', 'failed'],
                         ['2025-05-16T02:39:37Z', 'ssh', '111.187.217.163', 'tova', 'failed']]}}]
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
