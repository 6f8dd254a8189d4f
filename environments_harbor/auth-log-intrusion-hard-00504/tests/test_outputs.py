import os
import subprocess

import pytest

import tg_guard
import base64, configparser, csv, gzip, ipaddress, json, re, tempfile

FMT = 'nft'
BLOCKFILE = 'blocklist.nft'
VISIBLE = {'blocklist': ['89.197.147.85', '111.207.238.143', '218.231.169.145'],
 'findings': {'compromised': [{'ip': '111.207.238.143', 'time': '2023-07-19T10:38:28Z', 'user': 'emil'},
                              {'ip': '218.231.169.145', 'time': '2023-07-20T23:17:27Z', 'user': 'ops-dash'}],
              'off_hours_logins': [{'ip': '10.55.242.238', 'time': '2023-07-18T21:19:46Z', 'user': 'kira'},
                                   {'ip': '111.207.238.143', 'time': '2023-07-19T10:38:28Z', 'user': 'emil'},
                                   {'ip': '10.13.37.124', 'time': '2023-07-19T12:24:13Z', 'user': 'kira'},
                                   {'ip': '10.34.10.245', 'time': '2023-07-19T19:57:44Z', 'user': 'lars'},
                                   {'ip': '10.27.170.19', 'time': '2023-07-20T21:33:00Z', 'user': 'emil'}],
              'spraying': [{'accounts': 4, 'first_seen': '2023-07-20T02:02:22Z', 'ip': '89.197.147.85'}]}}
HIDDEN = [{'files': {'access.log': 'H4sIAAAAAAACA9VcW4/bxhV+768g9ilBsaM5Z87cmKc+tO4taIEYaIAiCOg17VWtSKrEDZz++p7RepMVOSMOuaSktdeC117M9/HMuXxnLgQpyAvQUrjiln//G9zirw+rBUpUJUApbalN8XvJv34obt788W2x2DdVs7xbVNutuNvviz+/ffvPBQi4KVDKAsBScXN7U9x8u/nfcrWqFlrI4qtvq7vlutns778p/rJu6lXB/1D847vi+wLoR/118YftdlX/q373t2WzMFILHk8X31Ufqt3y1+9vfgdSAApEEtZE2RKW0h+z3W3ebZq9aD43LaakAB6Zvtnc3jfN9vZutazXzeEnAhQKsAL4h7pIruRPdAPsguGja5fvAb4p/r5cP3wuPjvzo6Gvizf13acN44DkLyj+tNzVHzafF4BOyAMvZYVVAuO8CEoNx7xWm4/LdZuOMW7OaSL+uyZBFCdpmOcxyRY/RfaR3t3DbrVwQn95dtTCOsH/2R3Ws6MOmxMCqaaaEx6Unx9BdZkhRxHxZ/+s8Hgw56wwXQQnTCR4HidGuwzXcX5Wktpw0Cnh9BeS/jeSUpZKltLlRrilL0y3vzT3m/Xtrv7vQ71v9gsME/Y4c+yloEEYisCFGGfLDHApx7aN+S0ZgfzH6iiKdh3HjVmeDLqJ/JXYGdjosYemUsvOQ293y5+rpl487Ovd82cmHh28PplHn2Ht6lVd7evbnz7uoqg6jtqyg0FN09vhJDcO4QS399X+/t2m2r1vkbTeUK/z5cNTAr7aLhf3dbVq7jthqlTcFTMxMTkdbSdQkgor7bwFJZO1Sk5U0lLWeh+1FDC+9QKViYSJLoE/TRxrXzfNcv0xGSkzaaPnfNNWemTuBlpJKan6rdSDSm5YEGlPU6mmfJrUSca9xjHO2ZM5kDUbGCl8zJP8QWfL/vxv5GnBGkQXhsdUXRSGUKHEJ2vZfzqK1Xo1a0QHFc9W8RGymiOLVWI+WbI9Yl5x7gDhXATMHESFzwdTfqryA2wAze0XxYzgQ95vN1/t58YnoTzTJB0ihr+LuBTK0G2wxD8i+KH6eXm3WQv+6MhtkCfniK0RcjyoiCwJBuFZgvxZglRaZ8HnuI3ARxCUz0KR49Bxy9urQo6SeXr4Xb3d7Jp9FMQPy4RGGf8COPJDM5qyvl++ZGD7Egc+qjKJSpMBBzJp2bZ7OB9DCdFoWKhzvj6sMXzccVSsq9vq/U+cj4/hVKmwVGaAZY/8JmnYNockNuEwT50jR7TJflpu9p+6ZG0JOIFWGp5k2/yOSn+bpeNqMI5lNKW1sTe76m5VR2HdiH5rppSvBHjOxGAjCZJKsHmrBKT0REUSgXUTV4VYwtal8nm9s8R5+xMjNBsOY0ZjgaG5WmYIPO3iEhvC+GygyOCuROJckLkkglpBF8KAQBaOJtT7CIQPdX5Qw5CV51qo1cP7ZbPZxbABxmLHwrKNG8muPqwkp9ZA5klUudbgyZb59fQCBA0X4ewc+mUtms5LMHdh4xCTFqg3Yk5g0TBjGMWxnO26aVidu5RG2CvzOK8xMEAkAcOhILR1SLoHCAvkiQzHaR4okuG4GURO8zSgc9XWnN7ZCU2yY1AdgTPhS2c/EatVGX8kJbj8P60dtSCwuyGQzNkAT1L8haU0GFkKE/aOYqx4HnWp7eUlZT9Pk2wq+nRa0s37QW1yXWhmCZtDLSPer2DeXKnpIsUrgxvrSBwrMy5jTZ+05vTeH3Zn/FjzHGXGfijI2Qh6CQAmNwku5X1Midyr8j6tOjX52hmzVqFzVw1NnfMYF/c1rvLy7HYwHcFzyc2yHL7kJ3HvOWbQJmtVnzEHZkpXgrpOzaN9cve1V0sMMYILp06knN/aByClXroOOLmpXVhXv05eOFgoRBvCfiDuqvFMQERTrnVlQFLnLN4V9g4uLPWiejUFxIVV31Tq7M1PY8vsATXVwU+cq2xnjST78UY6qhuXhUai+WSPcBLtBVPH7dxZOiwXdknxSsWNCydVUjJ9hnkGTKJdZRsTBFlyK/Wi1RgouUc0bephIDLncxDd2V27bAMX9qiTgnSm3BRWrM01+pxNCrM5XMEOlkovMLl7wbbnwIByyZMkc/mTTwbV5QsQynHhdQZeSk94OqUfkCuxP6tfICaPb01bQ1CNLlYjbamSMTZ1OCNx0bquioU6ae6ZugXkGklnsnd6k3+GCLHJ8x9X2QZjKJtnWaZjpLGt72Usk66BZz/110tWyXECcFzwMprWr2gqFXDSfQVraMxT2yn2389GGDnhvQbDpuXEFcayStarmYqxotFHZ8ZXSqWTCmAm9cqI2r+qtSTF0sWeRyUpO+5S8QumwyWX9i582siFU+sA52h0KN3MXqlPkkyusszTmhEkhdiMOzWEyUsfc231kUr6wsRanJFIn7XEhHPx6lpXlGj83mX7/Sf+8AYPeHpdxXMglIc7o+70i1XcrJd6kQQgCPN0jhuOXt4hdedQTfyujoSpLtgqoXlcS1E+4dws5Z7CJky8JUAKH97+EkGAw0mdSU6pHOH8dvuxizbwhr3Vdta3ueSwdtni+cBYAV2eMblB1zqcNZh6oVHw1vAmoq7/YGiA2jrhxFUETbNaBsMXil+TXIuqKvWQV+VYmvUaIwpDApWMczWdI5AnuSrn45c8OB1zukMFERgdTvXqnHynFUVHVyRsyGGx0cOOHIvqnGzqeq74/B8UCVraBE4AAA==',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9TLQg7W3GMIWgTMpkRuntm7p88PFGVFfUS1DkrdRMPZsrvyB8soLMKO+sbUgxrM+wzCFOcwQw4vRDWGkrR7EvWibp+XdLCind8HHDrS/80492Vd2HH3K0B5J0AAAA',
            'audit.log': 'H4sIAAAAAAACA+2dbY8btxHH3/dTCPcmLdDy+DRD8oCD4TpxG6Bpi8R+HciSYiv1SQc9uOm37wxX4uq03NPK2lXWsowE3jvK0s5Pw+GfwyF39b/Hyf3bn7778eeXb9/8ffCwfH8/XI+nqz8q9AGddTYIqf0dgIY/3Q0ep+N7rYwZrOlCDob8l9XB0kt1gMFysnzy4/rdr/fr2Wg++2U6m4zju38zf7z/98sf7obr1YfJbDUdDVfT+WzwfjGcreaL5f2LwXA0Wt3fDMcP09nNYPLb5P7mdr1c3C7fTWe3y+WH8c3gw3y5mg0fJvd3d7/QnzslhQvCgFASB8PxeJFtWE0W9JbDj/f0JoMF3ekvw+nHyfibt99/e3+zmM9XN4OX8Xo9W05WN39YHUKDQTgfGA0mNKi7RzOdvV9Mx71mEzQI4x2zcYmNU92zWT8MF/0mE7QwEpiMT2T8GTrU4/DT5GOf0YDUUmiLjCYkNMF2j6a41z6TMV6Q4xAZI7dk6M81Cjug9xTaKUajEhoD1yjMbBAEeo41Ric2Fq5RGJT3AiSP3cYkMqCvUZjQBCMgSEZjSzThq4rCP715+eObfTTe2+BEkBHNVgwb590uGhmJINpnUdBrlsTg5/njZAfE4/Dh54/z99MZvdGf+YfJ7FP8+5ENWcXL9Wz623O8Rov5bIfXi4LOi5IFvyDCWK5HI7qNKo14fRBGcEYLDzxam638NfA08BYwgDTxZcMgtQtSgI2R1iUYTldhGB0uHYb1KvY/huFTN9GyCkN7vBwYL1+92mfhSOgrkicQlVvStBp9C9F0NJqvKZrO3j8ls2P5u1/niyPEmwlCOS9Q7kfUsqESUWvpVELqP/71t+//medjtCU+VtbwUVKqgoyt7zvRIQbbVz9v8osGBt6OJ59uH1fLW/W8nRvG5eWOya9++LZisFLghY1h05Z61RXDa7z3pza7uuA5+u+YTPwwf5jcbu5h9EBv9dqBo86mX6PGgN/R3xZfo8G/IoUjLZ10ZodOhLMez29Kw9lmU7V58xm7Rh/yfUVfr8AYFG0pP708i+8vhw/T5q6vjFCeg1bF93daWnf+CMhJTq5ZUwOIPtgWaJxr5Pz2WOfPWZi83z5vaEE5XR3wCEsjA/c0wwaX2jKEXkZDS1Mn+q8SK7a/b9sdCjoaOGlmoYZOigseoKNYWLEvOYP+/FCYmWo4ioIaRVA8d7cpg2qU7G6qsecSx01TFWen6BvKBImy5QSvyHYZYuSEitMx69pldLjL9ItPvtdEQBpjTPE1gKgfmGJepn2jXmOODqIZC5tKiIJyujqgrx1orbQIJrrEVlMaGuwzMy8wF6SvMyEEtAGgmMnfPiT9aIzvaQjhBDcFWCX1vgPttLQcQpgRCok8roBql1HbIaRrPtkQUgBSirOBoGsApRDC+qyTEJKzMIUQ+NwQku01RisvQPGsFJLwNPYMOb4Pw/F8/tjUIQiHZjJGCwV7LrHX1moWlAlZRd8IT9MgKVXj8Qyp83fUo9ZfAqGgBXUdJpTUqlVnWOKdL4ajj5MvgBB1M6F9JJTkrTXXXlYSskEKizHwJnFrHVx7WSKEaIRHThFAUrcg9VfZy7JyGKXVehuqkxwGbaty2Bl32elmJ71yAi3PqDHJYVC+pwkWT9qdRoxqBmLT0LbSK/g4ycIHVQ2fMsWC2FmKZd/AjnIsXirH0+NYVINJ28I5SkeOUP6oYv5dBU9U7BNce02thlemw0vFcSqNpqTje7XY/fvR8YpFMC/OYBLBdH31nUgnAPUsF30nCWA4R43jl+A75DZKOMXiF5P4RSmvvhPpaGkEiTumk4Qvml5mvk+AdFLiakMJbfQh3y6lVhNXZyGUEzQbRJtuFmoQpdSVs9BB6qrOxKaS5pncVcYpFMl9KwKwxHVJ4iLiWZzi2JpPjSzzhA+VZF9qaNslGBAIGWsbnaoBRF9ygYazjU1cAo7OZlYNbOoQW8g71wfiqXLWSUHTP7Y5qVw8R7puuX58nC+OrFvUIshc2WL8fbtDjXJoUEAsAnZJ4jp1hhzLf6aLYZ+5eHLPuPjskrh1GntZAnxWMGQgJ2sYTNK1DnuX2P09yFBXMnHHl8OSjO9buvL3IINWSM9zIZf0rPNn8JnHaY+peItCxYVXl/Srl/Y6KhEaB4KECqNJutVr+9WPSt5rGpV4YuiTuvWgrqNSkGojY3xStd6Z66jkAkhhkMdrn7RvUPKrGpVyS0NeazBS+Lh73Zu0E0Hm9qjAZS8NeaOCMSKo2IGS3g32PPPmI4OLVrEkP9jKrDI1tD1t3vDByAdq+NBEGItdPLZZMTYePW2uGpimzfJ5OzeMy8tDHuEk1ydYFm0+ydnQylb0DkpLlQJex8oUXm5bWneJCMjoGFldDaCUXLPdVZZWDDy9LCwbL40jdSpC3I3j084tlLltbCAvurLUm6DBCYg7t3xSqCGEs6Xoj1xOtxQ2EMlP3L4H7bS0nKEvINHkjyAF2S6k1usNugaUjyGRkNecMwiqhlCqOKB/0U3FQc7CpuPKsSUHJjgaSWUsyAlbQWqkOcPc7kiPAB3T1LoyqJQN7Wp1QoOEJpZzhSRIZZcnMpzWZz6H0KkhhRH5uMk+2HYRtR5SusVTE1AiHx97F9TwKUuYtO0moGQMTPHEnBBPMh5h6VNws480YGnxeQaZ49JFBoQFoVzFIcqGth1igydEh3A1eOgr1sUSsGy2BKyPrmmrGthUpRaI09WzG6jJXIcgJERvSBpVbpLw8c6fWmzBHtxAXdxBfv+0s6jo6pWW+lv6WRowkq5fO0QVX/cKX5OnvaZ/RQNf8dPhHdaZLWHFTewgOSTXrcF4uEAMlTsbwVSm8tWqy05vWI/KF1kwlDK5hdM93GxuaX6v6P+qDk0NrQeJiMcaz3hUDZ601dzpjraaZwxsOmo8s9M8I7RAYVGSwvaWGjS4Myy9dO4LJ0lQUA6CCLzZDWWSoEpdyfCZYEYoDqcok/JU51h76T2ZYLmixzKZpDlpVPy6yGSGHQDSzoIch8kkbaplP6vRqOMrIqErZ1qUDW0PPAWgjeu4GkCpGs1DR9VoGQObDjzPV6NlhRmg0VoYXt1GWeZRXWbdCSVcdh4VjfNaWBdZJJGqtTlbymP5afSX5WjY8Smmp2U9CkrIx0Khku1SaiBfe0YoG0kKRM6ywleqBlEI2/lOg9UYfvGRcSRjXtOq1hLyk58OxRIHSB/qVPSMpGQhN8kDfdmn6XmPIIMAPjwbVdKu7ZxN2slyg+H11ZBLxm9a2u4kG0KB1b2yNYRSdtBgd6sN+wa2ssEx5xNOaq4kY9WukjbVDvq5H0AKPl5X65A5/WPb0rpTFIh87DZYgyhpMN1w1yt8xvkmFQubrkF9hggLRtF0LpjYFZLydGCqgdMGddlnsvpgNZ/FCCzDVVKkXPSUWdnXlw4DEEFQDGAYSZI6mysLC/6y5Tmfak3RmrdBoE7C0yjdu8VaPhopoKCoVd1Nv2loN+vBZ1wbPtGN0STBSYPpFU3AoIJAfiAF6iRKOz1A6uSzJo4mdNqMrkDkVfQe0y6iLo7i6BBPVpQUfII0zMfW8CnXsb3p7CiOfQObnn17bF1McMZu1yTSs7SM6fKhE6dV4RpeXKTZLlTE6k5L290mQsKi22C7kFovU+4aUL7jFIQCq/n0bK19QqlQ2RnfTaFyzsI2KpXzii0Y1MJbVmy6lK86I1+thYtOggQJAflUhDj2hvL7xx6Ww2gba5dVZcdH2dBy99jiiVHWyBo8qThEKd1NOUzGwKbHAdeXw2RGlaA0cLqFa7bRlCrVmZ6egGv5NCrgJbNK1qhsaXdQ2TByXMiPRrfLqO2dDl3zyXaaDaC4jGlMDaCdE3BNN1sdchY2XaY76hSRoIBPL0U+NwVNqT7PtPfl2Kwhj7WSAopzuVF409K6T0RELmYGyqddmcrulwKOcbabrGHOwqaR9PmsYbW4MChUIIXn4kIsH2plNost8fb3kqXuYG3h9iZqns7yEvl3Gr9Dha+QMBaVhg60pFca9IdrCTPzlO2HPuFwaCRB3mJLcyg2vhSWoa8jidKCk5oZ9b3T0vZIEhlBnJ6Uz7Zqh1Hre+Y65pOPGgUgHwGFGkDl4xiwq01zGQubzk6OHEk8Igof6+nSE6yM1djHPI9Sgm+2sq02/b51d4h0Ah8hielxV/t0dnYryG6yPFX72tiskBtAPB+3any0NylNC1D3eC/rTny6Vzfjx/NP+8rN0YN2msZqxWcaYnqalcGnT1HYzNHVZRcqBE2erImFYxa2dIPQx0efQdxxXn1mz/b3bceEAo6OY2h6ztU+nFSL7p3v6LFnFfsaV/LUlqJnIoImNamFVDEiJElpNw+NjTf+1GBQhx/4V9zBWSNC8ZE7AA7GAwqFUshY0mbL9XeVW3LWcNlLzoF6tTLCYfT58pmoNgNDuy/+JJL/A4DGxpZUhAAA',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqaYHwWvprYjQ9ANkXTA0ZsEsQvz65qpznhngxFtoClC/co8bSQhMyjNsYx9109W2rQwuuCLjkFiKl9L9657mk5PyCgpCP6Qcadkk+oPnHpnT5TC4EYm33VM5TKR+Z/MHKC03TJYAAAA='},
  'host': 'vault-fe',
  'truth': {'blocklist': ['61.178.198.214', '61.225.60.49', '159.166.77.176'],
            'findings': {'compromised': [{'ip': '61.178.198.214', 'time': '2023-07-19T21:30:03Z', 'user': 'umar'},
                                         {'ip': '61.225.60.49', 'time': '2023-07-20T09:46:10Z', 'user': 'auditor'}],
                         'off_hours_logins': [{'ip': '10.34.85.211', 'time': '2023-07-19T12:46:57Z', 'user': 'bjorn'},
                                              {'ip': '61.178.198.214', 'time': '2023-07-19T21:30:03Z', 'user': 'umar'},
                                              {'ip': '10.4.191.197', 'time': '2023-07-20T10:23:38Z', 'user': 'sami'},
                                              {'ip': '10.59.14.128', 'time': '2023-07-20T12:10:01Z', 'user': 'ingrid'},
                                              {'ip': '10.49.131.249', 'time': '2023-07-20T20:55:09Z', 'user': 'bjorn'},
                                              {'ip': '10.20.193.229',
                                               'time': '2023-07-20T21:03:45Z',
                                               'user': 'ingrid'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2023-07-20T03:32:36Z', 'ip': '159.166.77.176'}]}}},
 {'files': {'access.log': 'H4sIAAAAAAACA9Vc227bRhB971cQfmpQeLWzu7MX5qkPbXoLWiABGqAoAsVWYjWq5Ep04PbrO8vEiS3uUCRFUnSiGHBg+AznemZ2liCFFaBAKHDZOf39A/zsp5vVTEmlc6CPyrXOvpH058/s7Nl3L7NZ9sPLl7/NQMBZpqTMlEKXnZ2fZWfX/xZXm/X5dvHPzWJX7GZKaBDy7CuQAowAVyIlUEKOKkd4iPJ2/mF5sVkL+lIBpN9SAj7f/LdcreYzFDL7+vn8YrkuNrurp9mP62Kxyug/sl9fZK8yMK/xSfbt9fVq8fvizc/LYmYlCvp9mL2Yv51vl5+//ywr0vcJUZXKAXOJD0Xdbt5sip0obos9SQHuJH22Ob8qiuvzi9VysS7Kn4hQmlQS6BtzhxW+YEmZa/pgU7UYI81hO1ihg1BKJ/BULj1BPsS73i4/zIvF7Ga32O7uIRoJGQQc1A73ZH23pR9Yz8/nl38v10m5VVru+fVydrWYr4qre8Jr0hRq5T9Kf3GzXc28wISKDsAGCo807J5t0HpT6witQJEB3S2KYrl+t9sHl8rVghsQ6ISiX1t1Cvq4SgaoAXzgF3uavY9ztVhdXy5275Nw2NKWCpRs/IQ8sqfgboFc6hZRHgy6pujIoF/Od1dvNvPt5f5jBx2OUHRgFc04ksZ6LSsKXgRBKSTlR1RJ5F6O3xXzYnlB2r0Wf+2Dgb8LmYGyiyJ5tTAJWV3MvQq7+fwDaV8BPM1+Wa5vbrNbb19b8yR7trh4vyEgkPSB7PvldvF2czsD5e/yzxfB6jLBRyFdc4+JSnUBfH0eagwO9LWV9xhHybIvbNMO21svR3KmA6Ir1mYJ0cs6Ja2ehui6rcXBWOgpKJCKI4ig0tEamWo9Rw1OHeZGQUSK6pMYxFDBdssInLt/gWNy9EdU387TvbaDukszqdG3rCzt7MND61z7ZpQMHPQDadrYKIa08yac3EaGtRFXPDD4QcWmYFcQG6JEBALVOqo4oT7KzV11G0BAHyhVkpAa6V8iDwEVJSAhj2fKFaS0ET8Bmg79WiojVVATVSBCtspI7VH5Z6XuO7Rg583VyzyooWJ9bC/cutS10AcSAWwewH14G5IRWiU6b8EdicglqX0blOwWXagtuQRs46gLE+GrcyObT3a0uxt6HU1tqNgoSZL5VNoz1KNViAcrlfIY+pIqCGKFOjEnghBj0TSegRH3HrRqUKOrovpsVVQlo133u86KKa2tH9IZYR15jkkCoM2NrwUAD+k2nRhtZN+QGP4pFYd/IOvrnWVGWIqqKKoYYcnfHAPZsZ34xa7C4xXWT680EXQQn/xXyQczTEX6sfUGwMNEzMYRmRXqbn68B4JQmWXUPhGGPqOXAkUpkxBMxSSmdONI0fVqNtFljDCQhqoyupr0pfsaV2h6eDKODgmhMNc6x9B86KMC+iakXCEKo6uIEM8RiBa1cAUijZAMojibl2RdE9I49JFN1W2GPbEghUgj0CYEdblyFcZWZwKjTD+uEbQIpgxcnXBYypzSsLOQdoyuARSyRPkgWUoG42FES5+JHKU0EVZDT31EAzRXKWyD2d2zVmg1xx3NEKFCQRPjiz5sEHJtTjLgPigatfoQ2ungJLYiOdsc2IyrQ2ADutO08jCgYo9CT68M4tJhor5OX+0Y8U7kUIYOGZ6lYU0QDYzyaMge27ZzvdESB7Vf8lEJbOlr14I9eAi5SoM/6RJP8nZNzUcEo2eHpyezG1Ed8xjKfKispg3IjePH9xJqY+lHAVv5T11dlWJH+AN1fYSIdqLK0G02DybgV5ql1313iYqoShiDqihk9xRPzpIVFXnVTgnd6xGB4UTbT8XX54M2OkIh/ObtVPN+qEy2x9BTYEO176wQl69hosGqgSVPw5FIAkXdVfdHwKpuS+lHIaIbjfJpnWs7eiBpw+6qTDThaGT3D0/fhWpkl+QHsJ1lp0anrp7a5QCjb800kgsfmbv7dvcgxlUnNe9+/JzFt+ID9XNGspvmk3IWA+xxzvROG41iL1cMZUa+LT9VBMUVKphmDjeGPSyf5KQgbkL6cXoCY9nz2cNQHX3XsqdXPT2TY3NHTwCendAPpjTPtioDMHgT2E6xbwdEyU5phjnYRWCN19MTdT+qHjoRkmg4sVMTVGyw9u5quvuRfneOh4bd2BkETD+mmTgiO8MfIK2hPcUNiEZyjX+Cio5NvKdVBn9pvac04Ct7rp3umTRACmxfMMkeHeLmOejHJTF/bfuEblzKhSPNzyAuy3d9o8VpjKbZpYBBGuZ4uND5tnObmC+Buh4EdnwyPIJAHeFytvPV0CNA+dWoofzGsYz5tOnFt7m62IciArtw1WvVhPJmdBjfoeP2sx/boQHYnZCpjTmhXDuWI/dPUN53xFOgGj8cC4W4TazGTWVxrdiNxUgA2XOGYUZkEJd6jXtU3BX4N4MNsggA5dosDOrWgb0K1XtDX6IZfES8t1wU62EvTwqtBPj4CqFPOPDgkqqy7V78NsK7D+8LvPdapoTwrt174xzK3l4T0EZOdI3ezOO1sQcvAbcAduyQb/99et65iRjVNyk+5XVdrcNkZMZmenZg6l8kiE4ESgvSJsK1vNBsGr8VVYd+rvr/D1wjVxgpVwAA',
            'allowlist.txt': 'H4sIAAAAAAACAx3MQQqDMBBG4b2n+MF9mmiLtLcZwxSCMimTGaW3b+zywccbUV1RT0GRt1Iz9Wyu/ILwwQoyo7yxtiHFsDzDPIV4myKAEYfvwkpr2Yt90TJJz8s9lpDSfMH7H6594Z9+tLPqNvwAMyoI2nQAAAA=',
            'audit.log': 'H4sIAAAAAAACA+2dbW8bxxGAv/dXCP6SFmjXO7OzbwaEIHXiNkDTFnn5HNASbSu1SUEk0/Tfd3aPmpN4e+KdeUdfaAYIRHFpivNwXndnd9f/u51f/vTDN9///MOPX33/48WH1dvL2eb6Zv1HcCE6b51DFWJ8YbXXf3pxcXtzfUmB4GLDD/TFrPqxmq8uQ/QXq83rXy43i6vl4s3NYn6d3+2L5e3lv7/67gW/ZnWzXPy8vJ0vLt7ezRbr5d3q8nb24ef3y7c3C36jP6df5otf88/b+d2Hm3V+uFnc/HYxu7paXz67Wy7Xzy7mv80vnz3frO6er17fLJ5f3S0Xzy7eLVfrxezD/PLLi9n19R3/WKe3WMzeX6YXXNzxZ1xtrq74Y3zx07df37/XV/XjP6wFxlcvXzZZ+BCNImMTC9iyMBjwIQvCSPxSjDZDefjrE2xYuOVmsb5ZvH1M5oHkr39Z3i0aoq9W764fiP7ixRv+7wVoRVYFUvzZMovC8wKH3+JpNpvFav4Izj/+9bdv/1mmY0EnOthCB7SGSlk8tALJ6nBx/+qnBf5yv3zPr+e/Pr9dr57j02JuAdcPH0hctI1gY3QKQkgSm3vbiFCyDedO2zZi8Al7zLZB8u1HmqJtGFTgSEW9qzz1wNDWUfGJ5BMf28JHrOMpJAdZR0FAMQ/78eZR0AgP5INlc8wSu1ricBSNuHs3n/VQCK2sV6CpwUsGBlaILR4LJuHxLXj4K6YMxoTQSSGot0I0BRSF0HvcQkYsj/aoA2pjo0KTw0O4l9egPoo6JMl6qINTSKRsaNCSgaHVocJjdPafsQUPf8Eug3ki03qoDa63NjTlE22Ap8WsCMujPbHTI6ELijyxvEHySq9DM3Y6QycdO72BiFFpyiyg/u7jUUxj+f5tD9NgX+Ei+4tdzZHnhzaMCg6YVIAEbIHDum4yFs+foItlmL6W0ZRPDMM8LWbFVx7t0QUi8hwWdAoLwYi4pCcYNa1WQSvwfhdWPTC0NmzxWJfwUAseiZrBwThRsyCgqAN9bNR8+d3XTXEjonI+Bc0gWaOxlZfMn3xHYjRlia/+e80Cvlt+mD+vPsHVh+tLfOWtNx7xlUMX3Tf8OznWc/cSNX7Nv3NQMpofv/LOQX7dS/eKNe0V/ys2zeq3B/Ayu8318lnNpS2RyB/iAZJ9duG9RRVtdgOSTRr+6xOsL1KiY0kZ09AbGRjcMJiPURpS/hB8Cx+pLzj3HKe+KAg4RPldMo0AGrnUhyRwnU96vBBJH8sMXu81je1neGwbrOf31mGd85yq8fNsJ8ycX7Ff+wsOYft3Hgr+UP9/+vHvu+JalkNz/ZjmGkKdH/ohqqnN+t2c9f9qtuY0qraBL7fKv5i9vVmueqQIMZWZwTVC6P3zDd1/M7t5P7/uoPotZMAr65LmRy1kIoxPZrOa302ZS+TYgSl2RMkqSR+BS8+U8thcAIm5pBQiSkJJxh+By93s6v18wmQwGhVCyj2j5J7s6cYn83YzX60nDMYAB7WYYk2kGkwcH0yxLp0QF67Nok1BKUp6SoHOQQkIQWmTJj+jpKss+GcflIjfFj0mLpKmsh599kGJPDCXbEmSzVq056DEZEhhTnyjJL6WwjkoUYj85gyGawMB483nHpSYQeS3NYmL5L1OT4sLQuCaRXEtqSA+RrMzNDSdYI2KxiU6WNM5Qva77m5Nn5BOAK4NbKIjGXBagBg/bL/eLNabyfOJjp0xQuIjibAbZHb6BGyLtEZFlOlIOuwcnW2rokNaxcq2JCV2Hs+2VfGxTEiFyjNLauz1EUqG/9zc9UiNueQzoCA0ln3qgeHJkHIQExlJjj34MxlrPb87+ERGkmNvR/THOysj4wPqvjBSWjeqCPm0tg6ghyW0f91oSnSKy0ZbPKm9FwBa8HB5UYFxodvquu27bFQQsGtbWoVYHu3rO7EOKXWpJosBrPuZdbPvBOiEejaLMILWwfO3rxMMaWANsdSEE+nEYUTPeayitIIKQALjcT1dwfAnrxkxUtBKB0wwrLRnoSuYyROd3L+/9qxmkA3aBXYZeW4OQBJX79zRgmy/7kUbOTtFhcYWVufvR4YNs1tGlrJb9cMyGrq7c2w+pUC7BeRMdrWhBZD0d8I47Z0l+bq2sbX3d5b0AdBwrYQ2O9M6MT3SVpl+U/1MJc0wY6lbZzswtDZUeAwlPKhb8EhTY3BmnKbGgoBd0672rsZSPGGBLaGKPk3KIshWGYvNeGIhnHS7bwDDcVVpl1wByhSsP9JWmX4tnmC5umQt2dUceX5wy8hwIM8SoWmBI+2OGPw4DZ5N+br2wffp72Rp+UfVcQEo86lBxwtxAI9dARcve5vYKtMs93c68NoTan5eu9zD5uz+DrZC5171Rx74gr1Kz0UWZ9dpdgtlbjTAcXYDrWYfbnpsnQwKyLISNrYDPRgZXvEzoJAmKtC1AGI9wG1tip0UH3tvnyxI2DVFqCjLo70xgYyJKsZs6l5igrGFguuUYkIZhkueAEKGEaT6fLwuty3FUZ86jGC9VxFSxYVRqk9TmJcgoNOuPiGmTqKYF5WMpIrBHqEpr4fX5K+LE1rQUSE9Lqsejww6/c1snAGlswcxMnsZvJ/UcuQnY8PpvbZpBsdIlhmineisRdp9aBhHo02kHhh4zqIi5NJWKzBmWEJDz1mMS6eckFR4fFYgasEjMxZB23HmLAoCdt2g/MSURdlgHCiTTnMAIxlqNHh2tMzGc3ZifHa0rmZjzo6W2QTL7x3T1KeRqc94jJ6Y34HeROT6Nqaqz8isZ/RwtCB0DESHhqFqg3O2rTgso0Er4yPwaQlEGVA2MNItgKQy7hqI+lXGLRJ2nS1tr4xLVoPAUVZRnh0mmSzV+ngLTv0mCQkUoFZckuxOJsjAwDZTEXJ5SY5wWEJDT6GOS6doMRUeb1JmS6YFT71n3Iw0iVoQcJRZVEQyQbnsQUlW7vU2Oynskmc7PmiXvCP3yhn3V2f5We11l13A2HMPfMkvsO46hTZ/rbIor90xum/7qTxmVwm+cYDOg5FhMw1mE6yKlKoVcjUbmKrP/ChEB3pNZsT6A5mRH5bR4F5zZD5lv1kBimkOnkILIPEiZEY6XaQk4SiHcgWMEbzSkD2KTLTqQBPsjiSXdgxBbCzT1wOD60OFJ88vWt2CR7ojoeMZbb27IwsCdj1tpr07sqQOhsCTii6Va1YST4ApdvEAGwkYlU712J0xqkeGVogEyFbbesFiC6D6lLaRZsQK8nU9ZKVfF48hb0DF7A+t5JGAk1y0BcVFGkIsZKHbgeG1wRtUmlLztKUWPFKYIsJIS7ZNAUdasTUWnKuOWgErCWgIhXU5sKe+YmuCdUFFm32Bq/uFSy1N7sT7hQNpiEH53L1gfb1iW4BhkE4dRtQBtrtyrKSRvqQZwcTTbnazxpFRQaeZGisZJpgp1hyc63ENidTsdpOBoUPIFk9IvYBOt+CpTwHuOLfZv92tKWDXENJecBRtw3P56RWF1M7gJMUMNjZtA/G0OzvSNJ1Tzqf0wdXJpMXjLY78evWX1dVs0essB0obDm3hMIftwMCTFhWlkHeiODMspQ456MQIFZ1IhShSquIdtSCK8X7vUgcfkl7c94DcpnidV0cE8qPf9phPhJD2S+f1eifJKDg/rSOWokmHniufdhA9ZvZoZNjZ0MSGq4IqrEhuCsc4fqrXUamfCE40pDxlOJKrop7aiUKfBg5q4EQ+52tOclc0R9Cc25uJk4Hglau8rGSyaI/gb96sbyflcoqZXfSB3zdkPvVNUZEK7dzGn3ZmF1lXUJm8w0cuiiL0cZKnufVOVw4zo2hQp0OiExvJejH6CR5bdnQykVTErDWS6RodJ3g24vHJBOVc1hlJcI2BSR2s9GnIcMbLQSmV03KtFJPBKZ6OeHQ0Mc1spPJa7p8iQ3B2wszGRlQ2n6gkl08xm7MTjtFZq9i1JDKS/xp7dsKJjFOQFwPlhioy3p6dcHTOpvuBmEx9l9VR7maYvhN2/NY+pI4CudqKSPuzE05sIqjg0zKR3GzFbOLn5YSbc75Ra0xzvjrN+colWESGJth3kPZ++HS0ReNwDRkYeL73Hk9uiJdLsHbx1H0HZqS+g4KAXdt7e/XDR41ATmmdYrLcgsXyhkntsPlIXTjEhTAZTLd35jPL5FYsIopnMkjgFeXORrkPi8ifyTCZdGlHPmdWLs6io1zaMXUypJM1hexXJcO1CBPdMp12RTlI/xfO07wfGXY5dsso31MLctvWQIyGbhEdm085OFeA8nq1XLu1C0haRCmOtG26JGHXpuFeTaJRBx05OuduJ7lPi6yd4lFvqdcG0hl4jR5KGRhcHyo8uQKSS7V28cj5TibYcY56Kwh4+AW2zb1YqfMNg9J565lclcXimrYTrbz2n+BEK33wiVYRwAeOFvmADbn8iuyRjrzsecShY09gVGpN3o2l9cjQml8BQpvSdrkDaxeQ6AFQHOmQw4KEXT1hL9UHti6vXD7zUu62Irs9jaZ0mJvWh6n+R2xDNIcrPheUCMqkS4lB7qoiG8MENw1Zo5C0Mo0MoB4YWu0rPCxwwhNb8Mimoae6oQ/aNFQQsKvDb980VNB6NM6kLWsc/lGuoWI/LA7f7khMcb/Drz7BMa+oLjiC6kM8QLKnfEAuL4PyaRoY5eIp/rA0taWDkPcPNU83lOeHLauQrOaUIK1ro1w5RW7MC1cPCpb98RxWUlV8TEokUC6dGojP0InEmGzK3jTDyfM4KDdO7cKRiOpwpCSiKd/hByUXdcGl/QDgsjeVpNK5MMHtEkEhfzXQjK31wODakPFgunAW5Q6pXTz1wRYdN+RSf21oCNhVHfocbMHppEajKPVKoVwJRS5i28EWBg871+KjainT5WSL/wNqjRoKZ5IAAA==',
            'timedatectl.txt': 'H4sIAAAAAAACA12MwQqDMBAF7/mKd6wHqaYHwWvprYjQ9ANkXTA0ZsEsQvz65qpznhngxFtoClC/co8bSQhMyjNsYx9109W2rQwuuCLjkFiKl9L9657mk5PyCgpCP6Qcadkk+oPnHpnT5TC4EYm33VM5TKR+Z/MHKC03TJYAAAA='},
  'host': 'build-07',
  'truth': {'blocklist': ['77.18.109.245', '89.120.235.232', '193.230.73.27'],
            'findings': {'compromised': [{'ip': '89.120.235.232', 'time': '2023-07-19T11:45:43Z', 'user': 'helpdesk'},
                                         {'ip': '77.18.109.245', 'time': '2023-07-20T02:25:29Z', 'user': 'sami'}],
                         'off_hours_logins': [{'ip': '10.45.84.82', 'time': '2023-07-18T10:58:13Z', 'user': 'bjorn'},
                                              {'ip': '10.32.164.90', 'time': '2023-07-18T16:46:24Z', 'user': 'bjorn'},
                                              {'ip': '10.30.57.104', 'time': '2023-07-18T21:13:05Z', 'user': 'rhea'},
                                              {'ip': '10.17.85.247', 'time': '2023-07-20T11:47:23Z', 'user': 'rhea'}],
                         'spraying': [{'accounts': 5, 'first_seen': '2023-07-20T22:24:00Z', 'ip': '193.230.73.27'}]}}}]
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
