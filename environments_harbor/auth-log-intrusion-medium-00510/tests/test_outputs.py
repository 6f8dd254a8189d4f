import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'findings': {'compromised': [{'ip': '61.157.80.211', 'time': '2022-05-25T14:49:50Z', 'user': 'lars'}],
              'spraying': [{'accounts': 7, 'first_seen': '2022-05-25T17:08:55Z', 'ip': '61.47.211.237'}],
              'unknown_keys': [{'fingerprint': 'SHA256:2a1d2e33ef9f59a3e02d514ac0d8b20c44465b39a8a',
                                'ip': '218.111.86.57',
                                'time': '2022-05-25T06:08:24Z',
                                'user': 'emil'},
                               {'fingerprint': 'SHA256:f910e59a4662485a0d56ef421a63f781d0fea607590',
                                'ip': '10.9.67.27',
                                'time': '2022-05-25T21:54:29Z',
                                'user': 'lars'}]},
 'timeline': [['2022-05-25T14:36:59Z', 'ssh', '61.157.80.211', 'lars', 'failed'],
              ['2022-05-25T14:37:00Z', 'ssh', '61.157.80.211', 'root', 'failed'],
              ['2022-05-25T14:38:44Z', 'ssh', '61.157.80.211', 'lars', 'failed'],
              ['2022-05-25T14:39:19Z', 'ssh', '61.157.80.211', 'root', 'failed'],
              ['2022-05-25T14:45:04Z', 'ssh', '61.157.80.211', 'lars', 'failed'],
              ['2022-05-25T14:45:35Z', 'ssh', '61.157.80.211', 'root', 'failed'],
              ['2022-05-25T14:49:50Z', 'ssh', '61.157.80.211', 'lars', 'accepted'],
              ['2022-05-25T17:08:55Z', 'ssh', '61.47.211.237', 'ingrid', 'failed'],
              ['2022-05-25T17:09:06Z', 'ssh', '61.47.211.237', 'mina', 'failed'],
              ['2022-05-25T17:14:17Z', 'ssh', '61.47.211.237', 'hadoop', 'failed'],
              ['2022-05-25T17:15:47Z', 'ssh', '61.47.211.237', 'guest', 'failed'],
              ['2022-05-25T17:16:00Z', 'ssh', '61.47.211.237', 'ubuntu', 'failed'],
              ['2022-05-25T17:21:22Z', 'ssh', '61.47.211.237', 'root', 'failed'],
              ['2022-05-25T17:26:01Z', 'ssh', '61.47.211.237', 'sami', 'failed']]}
HIDDEN = [{'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9GsW2trcZwxSCMimTGcXbN3b54OP1KK4ohyDLR6maejJXfkN4ZwWZUVpZazfEMD/D8AjxNkYAPXbfhJWWvGU7URNJy8vdX2Gc5gtOf7i0hX/b0Y6ia/cDfMZ89XQAAAA=',
            'auth.log': 'H4sIAAAAAAACA81dbY8btxH+3l+hjw0KrzlDDl/WuA9BkqL9kKRIXBRFUBSrN/uas3TQSxL/+w5Xkn3Skloud1fWAYkNn33Pw3nI4cxwSKFAfCXoFaq3oEvhSgWFqL/+IkQpxGQ+ffW8Wf/xcfLNTz/+8ItFLf9TTp6rD//drx7/+PNss16V28V2+7hefVVOjr+brJ8Xq8V8slxvJvvtYjPZrNe7P+8f5w/iq8n04+T42z/hGTgwHg0APntaby/BL6AIS6GvQgmnxxongys1AHjrOE3JaBILqRVqdQm13b6f/6KVUC+h/B+W1X73nnH8L4vV7nFW7Tzcsnp82m8WbyZP63er6sPiYVKPbrI4/LLbfXzgfz3ZeC4Pk8379Xb3UJZL/mJlC2sKpELRpOb6sOSf+aHKZPtXZsIDf66229/Xm4MFDj9wstysP0wCqM/rzW6iDCrwPwkvgY1XBIBI2wgwEgP/ffVb9fQ4P5h7P92vdvvriJLQQiZYUJPZ+8Xs13rkb44sVr+u1r+vhsQYRfdMgiGpH7NUiOsu0VoDERbKXur+/NiCJpyCTKD+mmdi3E7zdoKtmicpENGbHM86R1ZGGBj4Eu4w5LoTuYas5X/cdRORUxQ0EUpGKhwpiC1MEnC5JNabava0aHG+IK3KBOuzLHph3GJZpBJsXRbJKgR1V6WAQlvBaDEW8m4ihVS2uZGCJGdsxExSFtpJITECDLrrjkFSGJkJ1Gtp9MG4ydJIJNh7x6gViOhNvGdpYcFFGJDMiQyJBJlMsJ6a52PcSPMkgoNEhrUKQd11qTQ7ZTJOR1gYcSeRQirXvEhBOhsOphiWqCBH0kSyNXIyK1IQZF0mWK+l0QfjJksjkeAwkYJXIai7KyXHK0hEkQWqEe8nUkhkm11T4IBKR8zE2Y7iNWkiq1JL6JxbEpLNBOq1NPpg3GRpJBLsn1t6BUJ6SyjRFsI40BBjgFk1JOmMyQTro3kvjFtonkpwmBqSV6GpuytJ+lKylpLAxFg4ZvH1bLZ43nke++nT4+zXxccrPsYVGgpw5lS3dPKQtJWT775lVwZu8vPfvkbSJciZmDpYVlOckQbr0CxpAXM3nc3QLbFyQhhdTS1BJu9zedtL4IcB1ZVvEELG6uAIvsLBDKzgjDTmmtVtipSfzB3bSDqwTd9ILkQWVjfjrAMwgS8EoYkkQZrsPZkpiW22mbSSMmgmWyIWynKwSxFgLe7HTIlss81keCuMmckUPmrB2LLX7q7MlMI210xSQmA398AcT7hCCC1UbBo7fT9mSmSbbSYii00zYSlU63nx+TnTYOeoR3A9AHjbOWpdoC2VLYBzBRfJvAzc5hwVeDlQAfKU9Dyu3m0e55l0w5GR/4GX8+Ez7GFCIKnAuqmRCQuJvPNH4nCj7stQSXSzDaUAhIwZShe+ZKMiVX+j4b4MlUI321DkrMGgofwuUBhBHANHkC2exdfdsTUq0Qe7a4x8YHWKkVXYx9FbRkRT5zhXfBycH+oO5GBP4DQE+HUHy1BUkioFFohKS4pZWkZVDu9hLLF2BQp1WopKXM6wTtijZELMQHNiwYlcYUCLQJizn69/0bY+5+Cv41DLydu3/3543m1f4+TN5B//+vbh9fv1h8Xr47ffTP7583c/1cVi/v03P37//dc/8F/Zbzevp4+r1/9b7zer6mm2e5q82vsxZvL5bBH+w+6z7tJAZyw4v6cSFetnODUK62Kb3Rnb/XOt9su5gJL3Qiiwbi46TgZyQmbiZRZV+mMM5/bPLJJJsbWs0kWK5rqsiXB8x4EGUCSq5S0joaIWxJSkMuF6yp+PcTP5kyjmVNViSgTV13V9itgLRVI/a2+9Uo4R0vrpXZXJNmQ1/+PazKSlBRs0k/P1FslWjNVbHOCXMdNlINmJb2IgGTIVGi1CplLSZ0XCEcTOCNwtDjFCpnqufls8ZdINWar+ea1Lz7dfhgxFogRdAGkhYhpRsx22DnlaEBVYkwnWx+32wriN202l2O52U3VoKm9LxekG+cBPqkgozAlgNAxvODIfhBdOc2z9qQMb0PYB7hqDe0qnAFNHI3DLya23k1RC2Eim55yIn+KERs5uDoHY7vJkdAGRUxw5tzAVSw0Cp7g0WiLyeFE6uZgtwVRGm4UQyyXMZSbvcezm/IURcoUTTmkdzhScc4fMpbbR57xFnOUt9TevZC1bn7bsl79Ptrtqt99msuiZr5wb5YKDglLwZJfWRhawETKewb77fbFqLB1XaFEYcerDgUZFvxNw1yngKZ1GS7Ep4K+zGH9r4/p1lnFKFB7c+ty9P3hbieIAJa9XQySKEcep5ADgreO0/haOv55knJUiMp/qmmhr2u03Hcu+n13gsQSjFTqVCZe9//fFGG7/f2mQTIZZSXdEiIYz8TyMP9Dxtw7QRniYRlPfqnr3uN62QLL/MrlovbTvg3Eb7RMZtmqfrkNIeuQIlArN8YiK0XCmNepvApJyCJlYfYTvhXET4VMZdo/5IyoEZcdSQsFJt9ARzwPNPsU0LyM5xFWZcL2U74NxG+UTGQ7k7mshguKrEjk9cxItxnjoLHevhEaRidZL+z4Yt9E+keEw7r7WISS9RH/PQggVu2dhgHSOuyckyMTqI3wvjJsIn8pwEHfvVQjJToeq4tVHFkbKYqw/aQUcALwti0FZSuE9rFQGhI4Y25p4QWdbfWg0gnOMJkzBjvloYjA6Us9xTstqNkM710oZLZVFRJrppfTXbm3l3FyLqV7MQWTS7prM+/GcknkIK6TfCuAkxDfcCQdaRuYoCopWMUJWk+zrWHQObz89wkCX90o6QY81dML69QlEABUsIhms92T+qsf5uZQFZ6Ws+pstB/DzNc+0zeR5m8mhZyHr3CRnHLC+SnH9GRahx3gbpQbn+Q9qAPDrHoKhZIng92Hhg+/IPozqFte9LBWg2K+wA5fueB7kBcqkG9o9muvyHPR4HMReqrkwGZlK6QuMWoOKIdsvZKiQrol0065DBgwlQTRa0A/IpgRXOCs4b4sg23uaUYl082eUxMadmRMy8V81nPpG5rIUeEczKpFu9ozimMDakKFkXdvX2hilY8h3NKNS6ebPKFThGSUPt5muIaPsELeEsH0q1Qd7nMBF+dqxPwMBI6SJ4NdBQ4ezSyROUDlug1O7NxxbJ4c5uuxEe4SjyxrfvyEiC+HXLoRjLal18OhSdjq69PHe9uN2t/jg+y03i+2uYpOu3j2u/shkNNIxpvbNsKD8EhbEAsZUcdTpGJPnEjjFedPpIBNMo+OrE/QIB5k1vnfzqiBneEqGza/qBIS/6nHGenDrb+Z34Hbi0nMqnJvmggOxJFAYZW2kL9oohR17sskWhpNBdJ+6/2xwLqRij9KTrX1DDog6OpLaxqIjdaOLcpb3IR1vq+vENv1+xifUw6LVQgciFAbG+oqEMRDrPiDROC1+t2cveB2QHLpcrMwyYn+MUWTPJNhaRUwVIaI6ccjjlIglo4TySyyOi0bKTmTTGikbRtKCMLw0pK92WpDsqyK4RF/CSI3IPZ1rWuR+aSJlDVLQRKqUruB0miI9roasS35D6OXMNeblKUQnsF7uow/GTdxHIsH8N4QuVQjqrutrbSgURE6+dfPB3eXuuXHy0ZxqpIzNROslfB+MmwifSLBV+HQZgspb/9qlAKUjV9XNDV8Sag+rEtnmhlVkpRVBMzm/yyvFqzEGrCgjrFIKZC5Wr+XRB+MmyyOR4BBhVS1CRHX/QrLhsCuS9WiDdxNWJZLNDKsUGjQhI2FdZFQAEHnRjXHlnYRVqVzzwipppFBBE1EpfcGavw8RWGuywio8e7W0E1gf99EL4xbuI5XgMGEVNl8tPbAwnoVUSolIW5l2mBdWoX3Zq9AJrZfwfTBuInwiwYHCKi9DUPn6coJ3xhhzNO5+qlWpbHPDKo1GBHpMbN3bYAsQ0kRunxojZPyoJFTe1sKfEsHppSSQsaagqaq0k7PF3NJsvuD8S84E6kU1NcvK0bSyjmPJhVDLmchkPU5hnMGxrSMEjRunI8T5a7AAA4C3doR4I/tLNqA1myNiZ7TdZoe/06lVQad7FwjH12IHmx7ptEeZHv5Dm4R/MYBjHAjg12cVRpmBzk2q591k/zyvdotMEqMdmADUl7SuNy8BmlHWiQd3/iZof/C2dQKHx6DM9SYtGscfQP0mU8unhKWBt46Tjs8/XTWpk+OMswZveVovDbxtnCjqLMW0uNhxxnkAb7k+mgbeOk7exETrOB2MM84aHGgA8OvjNG/rJ+18qU8rzhNi8YK9zVOovvlXEu9NGMyRO7FNzZFfYB5rbCgvi9AnYJ55TvMmHAndzY1yi0QzJbHNN5NyJmImsoUzzmAkvLACOreEv4SW6JusekCP0FllfDt2/bDPdR9sx3AYJ3CFA4C3OgzwH0HFsYPVfgpE7Cxtt8sSvnusfoL09JFsBnDAyxKdaI81PZQuUfjqnqNI0ccq1fXpd5AFm6f4fI6CesCn3zvxHqW5pmbAkTL7fE5peM+LMCDq1rLoMy3l+D97ejELMTLjjKDKfyKImnGeRUu0NF3oJRvRVQtplzM1c9LifLGcYSbvEXoWjb8eQfUnwCiSItbmY82VGRcou/tGVyqsKPDTZyIZcXwcqGE4ba3RSwuzqXOLCpScz5dLAcb3VkClxdzMUGvp7ZtJvKvh6hGdLIdRyykfZpJrSY/sOK5c+eu+rbmZHcKV12kDhwnIeyZFjnmtizdCB89l/Ae1WijcKVCg5qF+J+iRNKa6iQX8Y1MUa2JxwnTzKsp/MiP///R2gnBuwD7oTqzH8Snk792x37SGMPb8hLtW9QpOGfBXUQuAoy9WDoQb1hen8x5tuinydTcnlZCRdm2njm9fHYwUe/zq8N2MylcnGj0rXxdmuSRh6k8gUP7D+SJi6I4bup9A1hZKftrPlRx67aXSHmftueM7ENJKiF0Jd9bGc6vfZq+2s2p1/ZOLNJCWTX+dDt45fD7SqofsnLgyflL+2T+OIDiRC1Lg/E50Szw4svWR4CntUEYMm3akkx4n7XB1EKoLnu3Che8GWJ7QwYvKYoiLyp04DHtR+f/LpEN1rYIAAA==',
            'known_keys.txt': 'H4sIAAAAAAACA0XRTW4bMQwF4H1OMUAuIFISJXaVACnQfU9AUaQxgH8GzjRBb1+5huylAPHDe+TrIqqXP+d9WXw9H+y6XdfbY/+72bLo5XSy8/7isq8nWX7/esdMPyBqaAwuDTUTVMbi2aBzU0V2FA6hkLSaYfn5gTkDL3fh7SjbftleDt92nlpLQhzVes3aLeYydCSTVlw4N6lMESwk1/DQbvPTGqmva5+aQkoah1OxYMgBtAnFKlxSFGbgBkGsFStP7S5M73I8PJrGXqEFJwjY0AtFRGLCyNHUoUihYiG4Q48P7TY/rU2+7DixErLw+JN0tMyONTcjHxtkGXFdk/JI3c0VH9h/YGqfclonxmMr43JYO6U0gqWKiFnJI6cMoy93Co2sw7PnbX5a/wDDVjDq+AEAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAIidCvuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyTLA4y4ADNSWhyQTfe9/1585fjg47QpOxaW7FzXh6h6t71WIyg0n5RamZn0Vz3GQaUKXsDo/wRJFljWyHkRZXcT+yJ/talgAAAA=='},
  'host': 'db-proxy',
  'truth': {'findings': {'compromised': [{'ip': '185.147.18.239', 'time': '2022-05-26T03:33:06Z', 'user': 'sami'}],
                         'spraying': [{'accounts': 6, 'first_seen': '2022-05-25T07:35:24Z', 'ip': '23.161.232.36'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:705a92554ce355f285be6fc569ae38fc4c9382defc2',
                                           'ip': '10.16.149.148',
                                           'time': '2022-05-27T01:58:28Z',
                                           'user': 'olga'},
                                          {'fingerprint': 'SHA256:68876f81cb99ea143ddff01769401a60d7c2663705a',
                                           'ip': '185.15.80.245',
                                           'time': '2022-05-27T02:56:55Z',
                                           'user': 'pavel'}]},
            'timeline': [['2022-05-25T07:35:24Z', 'ssh', '23.161.232.36', 'support', 'failed'],
                         ['2022-05-25T07:35:46Z', 'ssh', '23.161.232.36', 'ubuntu', 'failed'],
                         ['2022-05-25T07:36:06Z', 'ssh', '23.161.232.36', 'olga', 'failed'],
                         ['2022-05-25T07:39:51Z', 'ssh', '23.161.232.36', 'ingrid', 'failed'],
                         ['2022-05-25T07:43:48Z', 'ssh', '23.161.232.36', 'pavel', 'failed'],
                         ['2022-05-25T07:50:16Z', 'ssh', '23.161.232.36', 'user', 'failed'],
                         ['2022-05-26T03:21:26Z', 'ssh', '185.147.18.239', 'sami', 'failed'],
                         ['2022-05-26T03:25:34Z', 'ssh', '185.147.18.239', 'root', 'failed'],
                         ['2022-05-26T03:27:19Z', 'ssh', '185.147.18.239', 'sami', 'failed'],
                         ['2022-05-26T03:27:57Z', 'ssh', '185.147.18.239', 'root', 'failed'],
                         ['2022-05-26T03:31:04Z', 'ssh', '185.147.18.239', 'sami', 'failed'],
                         ['2022-05-26T03:33:06Z', 'ssh', '185.147.18.239', 'sami', 'accepted']]}},
 {'files': {'allowlist.txt': 'H4sIAAAAAAACAx3MSwrDMAxF0XlW8SBz1276o7tRjAImQS6ylNDd1+nwwuGOqK6oh6DIotRMPZsrvyG8s4LMKK+sbUgxvJ4hPUK8XCOAEbtvwkpz2Yp90TJJz9OlcJ9OdvuzuQ/80392VF2HH3frrGtyAAAA',
            'auth.log': 'H4sIAAAAAAACA81d227cOLZ9n6+oxxkMopD7wosafmjMBec8zAUzGRwcDA4O5CpV4mnHZbjs7um/n01VOYldoiSSktppB07HjtfS3ovkIrlJgQJ4p/gd0AfNNUMNXKnu12+VqpXa/NRev2t3H9t3Sm9+97e//PmfWnlN/1dv7pvP//90d/PvX28fDnf1sT0ebw53v6k35z9tDvftXbvb7A8Pm6dj+7B5OBwef/10s7tSv9lc/7w5//FX8JoA6pkIbG8Px9cEvoUDLVg1wjicx0WeNxCAWvmZCIw+L9SkaqIxOK2MW+Z5OwKMMxEYfV6sta+RKmc0a90Ddzx+2v3TeVKC9v12294/ys+7f7q+vdn+0P7c/eTHw4/NZv9w+Lyp6738qrWqGCptXAV6c394eNyg9ezCz4J684ffA7P2m7//1/fApt43AGqnWtrq1qtG41b+t7X77XWrGqfweq93LYPdU5vP/Eucwl9OSFR4pC47WimK5gqDNrWtkEFZ00fhaXcQCqyFgvzqAlVvPnz436v7x+N72ny3+ev//P7q/afD5/Z998XvNv/4+x/+dhXSJH/+3V/+9Kfv/yzf8HR8eH99c/d+d5CgP2zuj/k0vkZC/jJdsi8D85UGf1DSUl3NtlJGgffxhLgBKf2r+dzcvtaSfBhfGXuSktEWbb+UrrfeGABwTWOBvd5b7Y2FpsUGeNdes4THgkKzVfnMU6XUPdJzyEy/loSDdHJaPipj0JsBDt4mRg9sBYCV5nNLJEUzhy+J+nLho5qgMk7LyBfj4CW/Fxyap8dPQiB8au8eb7bNY+Cxb25unx7a7za3h493zef2atOhbtrTp8fHn6/kX28eAsmrzcOnw/Hx6hvJOun+oGLcdE9x1X6+uc3n+0fhEpLdHI8/HR5OwQk/8aKhfEHtUs2kmbtU90CbylpnkePQ6N5SqCbyzQwVElsfCRXLaOa8MiYObeENhWoq38xQGcXcHyqutRhFzWggCi2N+EX/lZwnAlMIntoDBVrPHZAe6IC0nWQciRcwjicCrlZmJgLDxrGDIxM6MAK08U5fQq7TjKOvgFSF6tyFaev1jL4xlfgCvrGjwDZMqrwHoyFm2IQC9vpGSPaN/zo8Pdw1t9vH2827p/CA+XSW849i6JVouFJsLLl4YjSnOiDpP7QMH8/+UTqReQ1QEvOFDFDo/8IoSdIqaEDWKxkgqrR1FZ0HqpD1fLZ9A1Vf1/GM2aWZtLiFy5FCgCVbpnKoHWEc2JjoMDUObcUIF0Iv0/GYWslEhytlWfeOEWcKzid32qDl93mQZu9w3k47ifgysQszxDDLQSbDA+nzA9PbvTStzxfR0zI7075y57USlg4oMuZp+cquNWx42yC7a+2M2zd7g62EfLcjzwxI1mnAfO6p4Ts91HMAMRpAH8ypmDREj/0LNt0wI/3vadQ7B+vruKdfjHvnLxeNfEmUCke+12H6loh0hkA1uHHzBnYR93giwDwTgTH3qE2N0qTt+KouqmWetyMAOBOB0ed1NcocVlXSxVkVb4CAwWL9992Pze3N7tw5tcfHFx0GiNHwMhtWlTHnDkNZNPlwvWZg+6nd/tCNe9+deDzd/XB3+OluZpj5PMe3Yckn2Wc1bnLScTH8Bx4cLI8Dr3TcJIoFfy2B+5sRRESnbT5YkQAKYdYRwHSSowKYloy+9JOqwVShC+X4KhZ4eJ3+u+bjzeE4huqdt/mAJRIohVlFAgkkRyUwPSERGSBVltBSnAmCyhgIDFlr8uEKRVAEs5YIppKcYyDo0tErAR0GJNIoHwM8TPJAQN4pzgcrEkAhzDoCmE6yfCDoktGbfg4FHOC8GvAjSC5rIJA5oCsALJJAIcw6EphOcp6BoEvIpQx8zTr0RqMTLm+WmQF1BFjPRGBsBgSqJgn+hBmfXWaGeyLANBOB0efVYcUKJtTxOL3M83YExgM+kcDo82KYUBNW4nvsgMtG66MLq9Kwtu1FIRFXWp5C03P9gjI9vWoafOoKV0fseeUGohHHmiiUqhlnleLoahIpd1rgOj1vrB7o9NWR5a3jz8fH9nNY3XoQP9JIfO4+3tz9O59W4SLXq0h95WE+CC7b03aM9L5x/0VI6wwQwkTEJQ7ttEdxuP3Y5PPtGyvCT7wYHL6gntSsDdIrNZ+gXViv9VqbAatKxL9IqF42/lS+faHq9D0SKvAXE6oTtK91gLbexbf+yZg3o6rpfDNVxYpZX4ZKRgSZBVMljsRwfNONrHsbqkrim6kqlkBTb6hAvrvSIRHx4YTVG+mrkvhmqkrGXacjoZIR2oD8F685YvRvRlXT+WaqSjo6cL2hMjWoUWjLUY80pfUDGVsInuqQAq3nYZ/7DZIJhSZANarKeqtcfPbF3qVtPyOIPwyFQ89ClVYw4/5zKvMF9p9PFDgcDNAeEeIUTFelEwnehXokeFbEoyvzXGCnnInErrE7TdorvyW9d15aiN3ueK/8/noPO7ffgmEUn44e8okvIzyqyYfu0RoCP0Ch2+dNiB3I5CT8tudyNfOl6c0WvSTqS0VP+KMTI2zsUALBp0WPRXpamu6XwgcJkJs7egnUl4keh+p4FhejHft4dZ3B86ywi1RsUth9cWRO+Chj1ubdnbjAzfsfm4f3MoyGeaJ8yudVOC18GalXNGTqEJoSOo02niHyyWU1HE6OaJHUuSDMkpuxrCaV+yJlNaYrjUL5qLxxaqCGxViKlNVgRlnNRI0lcVusvqYjEk7VTThFyEusxp0I6DCXmYfA8GpcBxcKviasLiMv9bxh8YRnIjD6vL4mmLCYrZxTyzyvEMCuBHgWAmPPq7vDj6cjf+DiCy7GDZjBy+XWMBqLUUNdOXgekhkjnaZrlUGZ53jeNSDj744bszONdJ9Owa7dk1Vqp7VlpfKpL7FSa8I2kMAiVw6tG5gLWbXOuR5nK23ERT6f6+lKvvMJ901aewvjv+KeRkiki6X1EzZ0x/uUkiF0APtiw/JTszsc7kdQUXll8wEzNyxngVlGBPkkRzcspyekVwamBluRmOWBJSYLFwVM+8f70+dBWOknwOQjFumgEGYdHUwnOaqDhIz0CSGcdhFv4bT3A31Rt9g/VsBwiSpKB84HLNFBKcwqOkggmVPAEElIRAbkqzBoOB1nYvxrGTS7zzd3Y9rT5Dgfr1AFRTBrqWAqyVEVTM5HRAQyr3KO0Me7JafwFzFSLw9Ip/KdekD6otskhb2h0qHlAhgaOPLm0LwZz5lAONdzIut+zynYHFZvmCi+suIM5XlOS+jyAYt6l0KYdXqX6SRn8pwhIb0ygDDtIeVEhHEmHvM8pwGjVT5ikQ4KYdbRwXSSM3nOLiMRIYTyLq1x4NC+V5TlOZEYOR+wUAdFMGvpYCrJeTxnl5CIDMJupdZuoHjGI+V4TtJEmI9XqIIimLVUMJXkLJ6zy0evCDgcVTVGpkDxbsmTfzOeczrfTM+JdHnbwQnahEtpQkGYjdtdb9Tb8ZzTCWd7TlIGeoNla+JKYfj5cezuGrMMzykJxnzAot6lEGad3mU6yZk8Z0hIrwy6e5RQscdoyUDYXtB5ppMMoCmALFJCKc46UkhgOZPv7JISEYO2lWVSrAe4sM4ynuJyyBYgFmqhDGctLUxmOY/37HISkQJi5Rm8sQNULOSYT9TsuQCwUAllOGspYTLLWfxnl5ILIYAKWzEMFXptgONMtIJoGe/xx+2747bpYwBUafVliPJUzCB1D/2ZW7dxLrO62C46dFceAlfWA/IQDW0ntAgKkdcVhqLA81kv9uBdAWR2m5gDZ8Y28SI0BTxzWkUsLZeqDAcQau0rcGHhcIiLXztmkWMTiZQnnZvoC5hMZHvMRUD34YgoklVuoEvTOOUoeG+m5Ae7AsySBlSMs1IDSuGZZTBieekTBKqw0AZkLZoBMpd3BB0emu1tOwpsNBgqwCwRRDHOSoJI4TkqiJS89AoiXOsrA70dqPoQMs7+Ql1qV3BXwLkvgD3nwPs6VXHp3BsyDA3aeOAhbwSXN+z0zhT7Wq/0BrYAtKgRleKs1YgSeOZN4WOJ6ZUEhVpkq83AyrWwuaxY6ltI6tOit+QLMIsUUYqzliISeGYt8MXy0isIrklXinCgmjbcFUajt3D1G2TtfAFikRxKcdaSQwLP9Mu4olm5FEP39hywlbXWDC0sgFUptfThfJuufHh9wRledB+51tc6Q+0e9mCvXWu9IvC0MztrlUzrQLe+5V2L2/121xRQX6aWPpDgGqAiFd7MEzvjoxUqmu3ak2nHjxKpLXX1iQ1nr6F7Q874aZglLj96JjD+GreJBIaPp9jz2UI9fveQBlrmeTsCADMRmPC8xOF5nQGrB7YsTncLpry7gKUDkU7ky2VirMHN2Ikkc1/i7QU2HBcD7kqNgDyrIRIDr7/q2ycP66k6vELmeSXGE0Tit9Xat16rxl0blslL9zKH693ee7u37fW+kU62CZcIqwLqC7x8puNA4SxqBShBHuJAnDiGSfxUOKL95ZVSqOy8+kvjvsQgJiRsOKga3pLmFPKAH0HDyceQdeWkEavnE3WiLJrxGHIy+UXOIXcsQn2Qq6R9RC4qOA+2Lna/P2UcRO55I2Iyl8UOHndMwhIjVQ5kJjyQG1KrVV+cN5h6S3CSGafU4Hy7s8VMFztbJ/BuXkCSGj8wTSR9sXrz8eliEnCJqvjbi9KTATMnZvPgLKODApaj07LJKekVgg3LsCTTJjOw8U/r1US+aDcvt5KSCU/bSroIFhl3cbHbCduHGx5RxgY9sOQq3EaulO7LjyNTgFbUZEpx1mkyCSxTb5WO5CMiAZL5AqJ3AyuuZO30qrUXpQjgfQlkoQ7KcNbSwWSWBVVrF0mJicFXoI21A9vavN79BuOmI4FxrukgZYyNhIvlu722NASONsd0yOQHVAFgYcspw1mr5UxmOYvp6FISE4KpiJxWA+upbPWbMR0JhDNNh0w+je8LFnb3x3PYYxlYN2KHyabDKIOqAK2kyRTjrNJkUliWm44uH70SgBptpUDT0NIhe5VnOgiZXAFkkQ5KcdbRQQLLmUxHl5SIGMLbVZgj18yfuBjQb8Z0pDDONR3ITL0e7bQ3JdNfHGrCJs90GDBoCwCLWk4pzjotJ4HlLKajS0lECGHhQDrZofU2Q+atmI4Uwrmmw6iLw1kddniHF4Tb88H5AWwDyaaD4MXFQ8loJU2mGGeVJpPCstx0dPnok0B4b5GrnFMKh2j4ddrL1x2y3orIZMYTKyIvtubI2X6bzqEiU75XWT8wu7Lavp1wJTDODZcBFQkXhsOHyiryA7uRFvjthCuBcW64UDvXO3gx1Yorb0E6hQFwekPhSmCcHS4ZHH0kXIgVawAY2CSwDt5SuCYzzg6XQUeX4fJhOwpUpRGktcfBnVZpVSE+3G1UwfOWfFDCvEUhacyXKQrxYXEIZdghBf0nGU6b4I7wtCHfRerrdjy82I7vvpi1GZ/Go3Az/mVofvUflbghJLuVAAA=',
            'known_keys.txt': 'H4sIAAAAAAACA0XQQU7EMAwF0D2niMQFEieOY1YggcSeEziJPSpqp9WoIHF72kEty7/4T99+dNLa/HVdnbPhetHbchv2sP4s6lybp0mv64OMQ1P38f4CmJ+o5KQGBlSLEvsEnHruRJ4hQlBW7BqbtS7u7RUQA7s78DzKss7Lg07DeGItBFYOXkrNyMSYKZXajZmMtJpQzuIjeX9ie/+wTNZhkkMLUELXjBmbRCw1lFxMLEdFLr0nRoSYqASIp/YnHN6nTHKOq41zBoAiQoAcjAJnAtEosN1Y0dMWfcztf9wdOLR5vJzbhHpIgT23FKwwY6TW0TxbNejFGmSMIWFkOLG9f1jr/H1aJgC+e01te7eXENsWlaxV3R7pY7XtDQhkSU9r7x/WL8TtKPf2AQAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MQQrCMBQF9znFW+qiWAIidCvuRATjAcrrB4NpPjSfQnp6s7Wznhngj7tyTLA4y4ADNSWhyQTfe9/1585fjg47QpOxaW7FzXh6h6t71WIyg0n5RamZn0Vz3GQaUKXsDo/wRJFljWyHkRZXcT+yJ/talgAAAA=='},
  'host': 'web-edge-01',
  'truth': {'findings': {'compromised': [{'ip': '218.0.255.76', 'time': '2022-05-26T01:06:20Z', 'user': 'olga'}],
                         'spraying': [{'accounts': 8, 'first_seen': '2022-05-26T22:17:25Z', 'ip': '146.171.37.215'}],
                         'unknown_keys': [{'fingerprint': 'SHA256:8e06345295da2c26d5a6d6a58b802def4700d117500',
                                           'ip': '212.53.31.82',
                                           'time': '2022-05-26T13:19:17Z',
                                           'user': 'alice'},
                                          {'fingerprint': 'SHA256:7864ef2f27b8e7904294d6d77092321e9e5de3cfcda',
                                           'ip': '10.58.198.66',
                                           'time': '2022-05-27T05:45:17Z',
                                           'user': 'jamal'}]},
            'timeline': [['2022-05-26T00:57:10Z', 'ssh', '218.0.255.76', 'olga', 'failed'],
                         ['2022-05-26T00:58:01Z', 'ssh', '218.0.255.76', 'root', 'failed'],
                         ['2022-05-26T00:59:11Z', 'ssh', '218.0.255.76', 'olga', 'failed'],
                         ['2022-05-26T01:00:24Z', 'ssh', '218.0.255.76', 'root', 'failed'],
                         ['2022-05-26T01:02:21Z', 'ssh', '218.0.255.76', 'olga', 'failed'],
                         ['2022-05-26T01:02:47Z', 'ssh', '218.0.255.76', 'root', 'failed'],
                         ['2022-05-26T01:06:20Z', 'ssh', '218.0.255.76', 'olga', 'accepted'],
                         ['2022-05-26T22:17:25Z', 'ssh', '146.171.37.215', 'admin', 'failed'],
                         ['2022-05-26T22:21:19Z', 'ssh', '146.171.37.215', 'olga', 'failed'],
                         ['2022-05-26T22:29:23Z', 'ssh', '146.171.37.215', 'nagios', 'failed'],
                         ['2022-05-26T22:30:43Z', 'ssh', '146.171.37.215', 'oracle', 'failed'],
                         ['2022-05-26T22:32:18Z', 'ssh', '146.171.37.215', 'alice', 'failed'],
                         ['2022-05-26T22:33:23Z', 'ssh', '146.171.37.215', 'ftpuser', 'failed'],
                         ['2022-05-26T22:34:15Z', 'ssh', '146.171.37.215', 'hadoop', 'failed'],
                         ['2022-05-26T22:35:41Z', 'ssh', '146.171.37.215', 'test', 'failed']]}}]
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
