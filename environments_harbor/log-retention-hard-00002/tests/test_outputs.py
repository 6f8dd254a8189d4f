import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['auth', 'billing', 'gateway', 'ingest', 'worker']
TREE = {'compressed': ['auth/archive/old/auth-20240501-2121.log',
                'auth/auth-20240429-1702.log',
                'auth/auth-20240430-0910.log',
                'auth/auth-20240503-1308.log',
                'billing/archive/old/billing-20240429-1320.log',
                'billing/archive/old/billing-20240506-2126.log',
                'billing/billing-20240501-2237.log',
                'billing/billing-20240505-2328.log',
                'gateway/archive/gateway-20240502-1057.log',
                'gateway/archive/old/gateway-20240501-0241.log',
                'gateway/gateway-20240429-1316.log',
                'gateway/gateway-20240502-0824.log',
                'ingest/archive/ingest-20240502-1620.log',
                'ingest/ingest-20240429-0624.log',
                'ingest/ingest-20240503-1725.log',
                'ingest/ingest-20240504-2041.log',
                'worker/worker-20240429-2135.log',
                'worker/worker-20240504-0646.log',
                'worker/worker-20240505-2251.log'],
 'deleted': ['auth/archive/auth-20240425-0619.log',
             'auth/archive/old/auth-20240419-1814.log',
             'auth/auth-20240413-2120.log.gz',
             'auth/auth-20240424-2232.log',
             'auth/auth-20240429-0035.log',
             'billing/archive/billing-20240426-0845.log',
             'billing/archive/old/billing-20240428-1226.log',
             'billing/billing-20240411-2326.log.gz',
             'billing/billing-20240417-0741.log',
             'billing/billing-20240422-0907.log',
             'gateway/archive/gateway-20240416-2318.log',
             'gateway/archive/gateway-20240428-1940.log',
             'gateway/archive/old/gateway-20240427-1055.log',
             'gateway/gateway-20240426-1119.log.gz',
             'gateway/gateway-20240427-0406.log',
             'ingest/ingest-20240413-1503.log.gz',
             'ingest/ingest-20240416-1253.log',
             'ingest/ingest-20240424-1731.log',
             'ingest/ingest-20240427-1923.log',
             'ingest/ingest-20240428-2335.log',
             'worker/archive/worker-20240418-2051.log',
             'worker/archive/worker-20240423-1425.log',
             'worker/worker-20240418-2136.log',
             'worker/worker-20240427-0051.log.gz',
             'worker/worker-20240428-1605.log'],
 'entries': [['logs/auth/archive/auth-20240425-0619.log', 1793, 1714025970, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240511-1721.log', 2191, 1715448070, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240512-1952.log', 1153, 1715543534, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240512-1955.log', 1348, 1715543706, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240419-1814.log', 1996, 1713550494, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240501-2121.log', 909, 1714598505, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240413-2120.log.gz',
              451,
              1713043223,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2WTTXIjMQhG9zmFjwAICbHIYUA/u1lMnNx/5EadqZJ7465qv+IDHgCv5/E1/n6WpAOLNoDcHs9v+/55ftL69mf9aCmPn+f4+hyCs7cOHxeHF2gZrfC0OjzdIAeYKMEG88BstQVIF9g6O6qlul4OkMrmcBTWhiO4dHHY+2zmsxXEI2kCzQFC8kGdNEC+wElsbc5E1P0GU4C58A4KvRmnHly+OAHpJKtxEj44gkoBqmcjsxxguUCVOmUqN5rlBnOA+DvSTBkycnASu5iiSM2s/w9674JS2iC6jDFKgDUKNpTVihcgOwomqPcu1CR72kk1QBepPQ1znm+7qBjgam/OJvUCMbSp6dW3MrrVs8VadtQ2qOCE6BFDG1Vnzq4wk5xRRXZF8zUBktgGhjZekQh0FGB4i5r2Gq1aG+ufAYY3dYADeErUzvWT5g3WOVjaDFExvEF0XSrpzDMfUUllT3XdgMLwXTHEGTDY/HVUpZ09Im5Ty1JBCSnAEAe5C09traKdUYVuVU0mku/hhDlamoKKCNW3inwPp3BJVacFGOYI+3LOFbOUc6qM2/F1jKsVeJ3/xz/VC9ZFOwQAAA=='],
             ['logs/auth/auth-20240424-2232.log', 1836, 1713997931, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240429-0035.log', 2217, 1714350946, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240429-1702.log', 2335, 1714410147, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240430-0910.log', 1661, 1714468244, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240430-1737.log.gz',
              222,
              1714498627,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA13Qu5HDMAwE0NxVqAQQfwQqhqTE7IKz7P4tE3IiBEwwb7gLgO8sz/1/xYqBe9mLOS7Hq77ex8rn7u9YlWF5H/tzRQ+vzfgxWZlOKFiB+/AGP0fpyLUkHIWGAVlCnJBCXZkrnc8PYkLjSCcy3Ef3dDQdEwt3U6leb0HRzBIW2wdIQEKeEJoKgW9bAbtBL3o575s3uhrKdKM1qLUDssEtqMTlOjc4q0g6na7CACpRztPc/yNDTBgOzRUioU2oZ3ZAi01bu59U8GqIOIQeH8SzSGnBAQAA'],
             ['logs/auth/auth-20240503-1308.log', 2397, 1714741695, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240511-0409.log', 1122, 1715400567, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240511-1744.log', 1874, 1715449498, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 943, 1715551845, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 6, 1711944000, 420, 2128, 'pid', ''],
             ['logs/billing/archive/billing-20240426-0845.log', 1552, 1714121130, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240428-1226.log', 514, 1714307201, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240429-1320.log', 1962, 1714396803, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240506-2126.log', 823, 1715030795, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240511-2146.log', 1306, 1715463992, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240411-2326.log.gz',
              684,
              1712877966,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WVQXIcMQhF9zmFjyBACFj4MBJCuyxiJ/ePPKhTFXlWXTX9Soj/oEv5+r19xK93VCd1781aefv83X//+Xzn/d/Pz/cK+vbnMz72gxSHyT9eGLw4W2Gj9c7a8OEoOWj8gGM2mHUliC9wLAqRhV0hLhA3maC789BVEqQX2AlDKtYK7A9YD7grPKBZWcvOiTVL7fux8RxkcV0RcL/zAq0JFB89QX6BwCgaZVoZ9O2O0hIcwCuoYYItS62uhbHvQ/+Vigc0sQR19ShQZ4KSIBcpA3bThK47EpZzoAJ0pdMbzRSx+OrTO0K5K5XT0xI4UMsp1DKM3lB2kNF2Af+fV4tBgrvKjYq8QEhtWh+rD6YeFa+eNjtZxDB1E0gutZk6pZmaVWx3iFhOZ8g8mNQSTG1kFN2uUQmt1w0JkBIEJinTM31IbQxwcCWnoX771raTmYWvijwPmNpoZVkL+sTQu6doB+wxQpZHgqmNkK/oNkaEXb1BsZMiTJpqD5jaUCwo4j5W4NUcUOBnGIP2BJ2upja6gcEBa4/M95k6pQbvl5RPjOmN1YWFZfdVxgXu/M+JnWepXVMcSHFMvAzG1nTYLWqxM/5Oc06N8QIxxTFmmhJtcpvXaCicSll3+myZP6Y4KFim1BpS7qZCq2eIR1Xt+60EU5y9M/ZzrMGg36YfjjhlL5UWz4kpjoNqLF5lL547xq+qUtVqHVY9YIqzY/A9rSIE3xaV4ukNTW++nlLPvlk29ypmLRPuExs84tQuk1fGiCkOV+6z9r2v1p0GAj4x+oIW6AmmODRXraJKy9cF8iMcjdnJR+4pTG/2Vuzr69OxvF+VUn2Gyi1wT92JP71Rxx4Oow24hSOjA+7OjVImvUBKb/Zc7OyXCrRzxR9/AZnsPmPGBgAA'],
             ['logs/billing/billing-20240417-0741.log', 1970, 1713339702, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240422-0907.log', 2005, 1713776859, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240501-2237.log', 886, 1714603021, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240503-2225.log.gz',
              224,
              1714775159,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA13QO5IDMQgE0NynmCMIEEIK5jASn2yD9dj3X680TkRKveqGlP7nePrv2WpjVsna1Y/r1V/v68TP7uc6qQof78ufJ2grkdQe08GE1RuRD20D8At5QSx1uRyQSPLtcDpSM4sgRq97IJe0IOUhZnksSBNa6zKMgBTsC/OCIEwLGmEbud8wT8jkpRJkAbEtERBkQR09uQQvyBMG++gwSiiW7cRPfbgT3YpQ6IJlQjdhd0zVSLeqCHQ/B4MDc24LyrqxEKWq0lOkLVEYl2ss8fgD2s7+08IBAAA='],
             ['logs/billing/billing-20240505-2328.log', 1133, 1714951687, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240508-1322.log', 2358, 1715174543, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240509-0130.log', 949, 1715218236, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240510-0952.log', 1753, 1715334720, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240512-0949.log', 897, 1715507385, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 2190, 1715560251, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1711944000, 420, 2114, 'pid', ''],
             ['logs/gateway/archive/gateway-20240416-2318.log', 2100, 1713309528, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240428-1940.log', 1456, 1714333228, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240502-1057.log', 2365, 1714647445, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240427-1055.log', 1993, 1714215325, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240501-0241.log', 1194, 1714531264, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240510-1353.log', 1433, 1715349181, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240511-0158.log', 1299, 1715392730, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240426-1119.log.gz',
              637,
              1714130392,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUO3ZcIQxA+6zCS0A/hAovBhB0KWIn+4884jXMFNNw7tPvSqX8/D6+1p9Pg1GkO40h9eP7b//77/uT4+33dzzRx7/v9fUJtkftIr9eGLy4VraOzYCNy8NhcgDNEtw+vNGEBPEF1r1kxx/tbVdAFDvgrIyFfCZIL1BlGqJVK2RXRLQnolWi0pQS5EzV+4BBY6/1liopJ9iAwbF7gpIR64KyItNK7QElQWq1JkikOK1ygvUF9mGDRMRt0wUiS3LFkEdzTU6Tq3MBieNGvTkwOL3pMZgimGDLphrzEhfF4VdToSgmyJN7lFkTtBdI5GrUJsTDA9IDwmkqwIxezv0CIb1Zc2tHxybMd1NZyoloURCXlWCKU0qP5vRVtPOVaju+FS19x6ATS22sjd53N/eNV2sA4Qyxrj0GtpFgalPDXO+dwfjNt5D3gCGbRY0JpjYcgtqO0RbvV2tI7VTY5mDxWRJMbdAo1qL51pj1NQwVPSA13Hun4ZDajEhhNdkCut/G/9TYWddSP8PQs1M8sdTqwPf4ke0RDiqrwgHTG4cxAJeo7PHWHDqp7jql+tNVO1Nsc5ryYvLbG4mPZ41WldZOxfHcGyZ2sVZE2hWx4pl/PO0WEZJLbcYPperTF9y7+FwN9jgO4+iG6c0ilE1xOOStNXGnTmukboANB0xvNlDvMaRet94gw1l+1NhFozw3mN5IxNLVigndm8GllefAldZD6QTTG/cVB4ipe7tTJXt2gyIvV0rhML2ZLSJaa2ITr4j1OVOurXHXNBxTG+zAKrEaq8/b8JjiKdFxbvADpjZxu9xIel24bm3g59r8+g+P2mFlYgYAAA=='],
             ['logs/gateway/gateway-20240427-0406.log', 1550, 1714190805, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240429-1316.log', 784, 1714396565, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240501-0727.log.gz',
              315,
              1714548440,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2XSMXYEIQgG4D6n2COIgECxh0HFLkWyyf0zGZwiE1ve90D4S/l9j8/4eBYcoVVnLz4fry//+n4961F7fz3RKjy+X/H55C6zWou308EJdQU1WDGm+B0CUcKjyq17S1hPKOBqawQ2oAtSQoC2OxJS0ViSEE/IEMu9Sm8wbtB0O4HR3ZHT0elCtKwpq67SL8e7IQEnVA6PCZqQT0jUNRqDlKY3iFg39D7EulDCdkJvZa6pJjbsgnjtRmzvpluPQiWhZEcFLcOIltENQsWasHkBMNtL1TzjHGGtRnWJG+R2fVGKL8R9RTvdcmMUisWz3XZaWfek07XUyjkpZG7qWNGJmSb3f+eHfQ3ASTbLhpmbReROBXAdefjbEdF2broiTcT8ImRu+Mgo4ZGlH31NWsy+AgAA'],
             ['logs/gateway/gateway-20240502-0824.log', 1162, 1714638288, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240511-0250.log', 1003, 1715395811, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240511-1419.log', 549, 1715437174, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 2377, 1715571201, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 3, 1711944000, 420, 2156, 'pid', ''],
             ['logs/ingest/archive/ingest-20240502-1620.log', 2186, 1714666805, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240511-0702.log', 904, 1715410923, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240413-1503.log.gz',
              592,
              1713020600,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUOZreMAhA+5xijgAIgSjmMKClS5FZ7h/lRy6icePC3zPbA4B/z9vH/PO+qKm7AITVt88v//r+fC/72+/9amJv35/z4723IT5Cfr04fIERq7WO1KDbA3KCjJQcq1OpYcnRiyOtE5EXOuHFERdOUAljYvMES4IldAAqemsPSAminIAxFwpgS45fnHRfpeJsbnZViGoHJFGigSXBmiC3CoVYA/UCW8XkgJ1prEhOXpwq1s5RzEf7UaEmN0rIgDjxNONpc7Td6V7p4epJlOgk2oohVz4B2wtEZRDxKcPkBvEEjEGrilBy9uKsd69tZ18XXgVWOZw1nIu9vjhMZ+oM765zVSzXJAo9HWUoGFY0wXSm065u9XAOvUAGagnK/m2VxgmmNFDH8sF7XMOvlpYnoOO2ZiomV84oZrExWajaD2eeEgm3HtZTNkxpQpbxLiE8+AbVyhm+7+a0yJ5iSmNgTtG9I8wrUxSUE7EXbdRyiJjWTGij6xTc3bmbWk+JaAX6oJ5cWqOLFHAshIC7NaWegL2UJbOmbpjWcHBUtUXV5S6xyRmGjrHdW6c3qU3zWdzYjHXeukGFBIsVqUAJUnrjPAnZJjjWCySmk6rtGgtTrjCdW9OGSi9OLPBjjPjcDFj7c4wE05sZxnN2KwRxHyl4jk1x56oFEkxxhhDoPglV9T42Yqc30xihrbyKlN50Vpa+HPdhvMcPx7feTdqAvIpUD1cMwIHZf6zUXoezwxx7N1pOkVIbieAmIbjq/0fq11816RJ65QUAAA=='],
             ['logs/ingest/ingest-20240416-1253.log', 819, 1713271980, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240424-1731.log', 1325, 1713979896, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240427-1923.log', 874, 1714245783, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240428-2335.log', 2349, 1714347334, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240429-0624.log', 483, 1714371887, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240430-1759.log.gz',
              212,
              1714499955,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA13QO5bDMAgF0D6r8BLET4LCi9GPborEyf7jiGQK03IuPEjpU9tj3nc1mEMTCdexHc/6fB07n72/YwdV3F7HfOzQQXEWvC0HAVNimU0HVv5BCZiFwzG7a08tHC7HBFI7kqL1n8NwKJwDYstZjTQgLWjcxmBGAWyXhWigAVVdsPYckBfMppiTfJLS5UQqBQJ6sw5SZkBZ0IXQS9V2xr1AtG9SdT0nFw+Xl4NZstbhtbX/n1I4tmDDjTrRN2dZrNDgyrc33vXzZZ0BAAA='],
             ['logs/ingest/ingest-20240503-1725.log', 570, 1714757126, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240504-2041.log', 2115, 1714855288, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240511-0300.log', 632, 1715396449, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240512-1857.log', 1228, 1715540274, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 2201, 1715551011, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 5, 1711944000, 420, 2135, 'pid', ''],
             ['logs/worker/archive/old/worker-20240508-1721.log', 1237, 1715188888, 416, 2107, 'dated', ''],
             ['logs/worker/archive/old/worker-20240511-2148.log', 2197, 1715464094, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240418-2051.log', 1793, 1713473497, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240423-1425.log', 1821, 1713882333, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240508-1017.log', 2227, 1715163444, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240418-2136.log', 1198, 1713476200, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240427-0051.log.gz',
              284,
              1714179104,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA13SMZrEIAgG0H5OkSOgImCRw6BIt8VOZu6/WTWNtn7PHxCA/3O8++8p0HoBqV61HddHP9/rzPfdz3UGJjm+V3+f7kGAUF7DhQWhuyOhmj8wTSiFp7NgyVrM08XhsDg4A7iE+DhcgRGmq9Xc7senS8OpskDCaD3mrdCU0wqkypDVaUKcEAiMPHnN/MC4AnNZiaoUuySfMA9YuFWpKtWSbjAh0hoNMqa7nwlpQAAx06Y9ZNlgzCVMyE2gsPOEPKBVhIylZ1bceiy0Ku25Rqu2nAxHTRsHoZJK3Waa6ckzdKAnrwzXtcfWWZSBN4eyGrx/KtwjDMOFuTSttghEKqnvSxMxPSMNSA1MX68/SDrPgm8CAAA='],
             ['logs/worker/worker-20240428-1605.log', 1078, 1714320338, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240429-2135.log', 2266, 1714426509, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240504-0246.log.gz',
              464,
              1714790817,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUOXLkMAxFc5+ij4CVAIM+DBcwm2Dc9v1HFtg1VbRCqZ7whf8ogJ/r8Rl/nzGDjGE2L/B4fbWv79eTr2d/Xk8ixsf3Kz6fywOx0/i4ObzBzgI8Yk1Df4OUIKNRguF1yRBIkG5QBFrVHtTKOCaie01QeumD1gb5BpEDAWa/3lnfoO6oqLYnzhiCb1BukAJdVgyQ/1FlT6yFE7Qu3pFrgnqDBXQBjN6hrXM5zp4gF+RBHAmWvVW1WbXKhF9RhcsGe5sOQxK0G/Q15Lpnho0PEAFhR61lrdlWgn6DTQwKTWd2PL7xirrBhRMnkSZYb1BDhmI3hKCjR7fdPxhwB8qlYorDzWmtK6nNMykb7f6ReiefnGCKM5S7mPtAjSPpZZQmWEx7ESgJpjhxrW70KqMQHBP1vRopGsqQZWB600D6xGWzzfFrNbKTjggsoXtgerNMuqtbDStH/fyz9xRucNdF2SKmN1omSkWclzpn/Yp7IqxlVWlPTG/KcOpY4zIKjjLIYO+GMFCVW4LpzZjWtdullPEZ1d9nY8BleHNPML0RC2lXleU6x+dp1DeoS0GiYYLpzRyDBLVX9V8/jmL18fEPI6pzEWUEAAA='],
             ['logs/worker/worker-20240504-0646.log', 462, 1714805160, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240505-2251.log', 1590, 1714949513, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240508-1156.log', 695, 1715169415, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240509-2351.log', 426, 1715298691, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 780, 1715556626, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 5, 1711944000, 420, 2107, 'pid', '']],
 'hold': [],
 'links': []}
NAMES = ['compress', 'logrotate', 'old_archives', 'scheduled_job', 'subdirs']
FIXTURE = {'compressed': ['auth/archive/auth-20240527-1159.log',
                'auth/archive/auth-20240531-1929.log',
                'auth/archive/old/auth-20240531-1128.log',
                'auth/auth-20240526-0113.log',
                'billing/archive/old/billing-20240531-2247.log',
                'billing/archive/old/billing-20240601-0228.log',
                'billing/billing-20240525-2302.log',
                'billing/billing-20240526-1539.log',
                'gateway/archive/gateway-20240531-0322.log',
                'gateway/archive/old/gateway-20240525-1502.log',
                'gateway/gateway-20240601-1823.log',
                'gateway/gateway-20240602-1729.log',
                'ingest/archive/ingest-20240526-1143.log',
                'ingest/archive/old/ingest-20240525-1040.log',
                'ingest/archive/old/ingest-20240528-1348.log',
                'ingest/ingest-20240531-1047.log',
                'worker/archive/worker-20240526-0055.log',
                'worker/archive/worker-20240527-0640.log',
                'worker/archive/worker-20240529-1024.log',
                'worker/archive/worker-20240601-2057.log'],
 'deleted': ['auth/archive/auth-20240525-0135.log',
             'auth/auth-20240513-2127.log.gz',
             'auth/auth-20240515-0349.log',
             'auth/auth-20240521-1553.log',
             'auth/auth-20240523-0708.log',
             'billing/archive/billing-20240514-1044.log',
             'billing/archive/billing-20240524-0911.log',
             'billing/archive/old/billing-20240524-0517.log',
             'billing/billing-20240512-1029.log',
             'billing/billing-20240513-1305.log.gz',
             'gateway/archive/old/gateway-20240516-2325.log',
             'gateway/gateway-20240516-0424.log',
             'gateway/gateway-20240517-0303.log',
             'gateway/gateway-20240517-2022.log.gz',
             'gateway/gateway-20240524-1352.log',
             'ingest/archive/old/ingest-20240513-1311.log',
             'ingest/archive/old/ingest-20240525-0107.log',
             'ingest/ingest-20240521-0339.log.gz',
             'ingest/ingest-20240522-0507.log',
             'ingest/ingest-20240524-0139.log',
             'worker/archive/old/worker-20240513-1201.log',
             'worker/worker-20240511-0723.log',
             'worker/worker-20240514-0427.log.gz',
             'worker/worker-20240517-0811.log',
             'worker/worker-20240524-2123.log'],
 'entries': [['logs/auth/archive/auth-20240525-0135.log', 2025, 1716600919, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240527-1159.log', 598, 1716811140, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240531-1929.log', 2050, 1717183751, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240603-2208.log', 854, 1717452507, 416, 2128, 'dated', ''],
             ['logs/auth/archive/auth-20240607-0353.log', 1126, 1717732394, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240531-1128.log', 1890, 1717154899, 416, 2128, 'dated', ''],
             ['logs/auth/archive/old/auth-20240605-0805.log', 1577, 1717574715, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240513-2127.log.gz',
              236,
              1715635666,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA2XRO3LEMAgG4H5P4SMIEAgKHwa9uhRZ794/jvAWcag0w3zzA0rpt7bn+N5tEkG3DgSyHS9/vY8dz97XsUvR7X2M526tCWuFx2IQzvv5rEaj4MdxOJZgPU/JDXMwXCyTOQ4U6KA3hplLwMJurXMPSAsiGJcx2nSbH0gXNOWAVetgSBfMCypNBMEO1e0+KAUDUUqZLsaRNwG8lHPDnG95BHDlietQ6CWgLEjetTaobVS8HZQ4hWN3zz5TuLJch+aOYjBL+heo16TDRkdp109oLGismimBUPob+PgBXhNW3+gBAAA='],
             ['logs/auth/auth-20240515-0349.log', 1050, 1715744977, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240521-1553.log', 2196, 1716306814, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240523-0708.log', 2343, 1716448128, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240526-0113.log', 492, 1716685985, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240528-1957.log.gz',
              334,
              1716926263,
              416,
              2128,
              'archive',
              'H4sIAAAAAAACA13SMXoEIQgG0D6n2CMgiGKxh0GFLkV2N/ePkZnGaed7Aj8A/H+Pl/08O3ouGQeXaY/3Rz+/72de/77fT3j8vu31LLnyALWvjdJWSQraoDa8y60oVCokAacYpcESEDcsE9GAuwvxDTEggdSArTNVqiMgbQgsRRyoTfYb8l2xtYCsLEK9B8wbzkQVMGOX7seAWPFqddSuq6UakGNGb0O9dnZJR0VqeLWadajmdoVTNmx15OKWRlsDHRWblIBIxiu+FrBuqJqgEOB6vR2pEuSr4hBaJSkHlA2d5tSu4Cz5gJhXgBtanz4MrlbbhkNT0dGqudGxDiz1Cud/ibae3zDF2VgF7c61UJJzHXK3CiRNk3PAuBwFEx5LYtHzADJc4cy1DiOLA0hxOd1XOGbdMpUDZsjpqpi6KxIEjMuxrz8WDTJ27wIAAA=='],
             ['logs/auth/auth-20240604-1509.log', 1304, 1717513786, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20240607-0120.log', 555, 1717723240, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 2296, 1717824343, 416, 2128, 'live', ''],
             ['logs/auth/auth.pid', 6, 1714197600, 420, 2128, 'pid', ''],
             ['logs/billing/archive/billing-20240514-1044.log', 877, 1715683470, 416, 2114, 'dated', ''],
             ['logs/billing/archive/billing-20240524-0911.log', 601, 1716541887, 416, 2114, 'dated', ''],
             ['logs/billing/archive/billing-20240605-0007.log', 1919, 1717546073, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240524-0517.log', 501, 1716527837, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240531-2247.log', 659, 1717195659, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240601-0228.log', 1500, 1717208897, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240604-0334.log', 585, 1717472095, 416, 2114, 'dated', ''],
             ['logs/billing/archive/old/billing-20240606-0333.log', 1922, 1717644837, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240512-1029.log', 2121, 1715509754, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240513-1305.log.gz',
              642,
              1715605535,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2WUO3YkIQxFc6/CS0A/hAIvBvHJJhi3vf+hS5R9hu60zy2h9y6k9Py9f46/H05em/SZ+/T3x1f9+n58yPrvz+MDSN6/H+PzY5rqxMpvFwYX17WmMcoAoHlzFBzmZAEKCHRiChAvUISRvTStwjfI90AqAbIkpOYSIF1g9mle1KymfEwEYw7QQdZJDQLkC4QpDp4HtDpuEAMkyPeOc62LUgOUC8TkjVC54KAjG8zl3tFJ1GWHkwPk0VCHWE79ZceiARqPkhrNAPUCR+mWuYkx8XFU0HtFR2/cN1cubg3u7Zkr2DmQkqUAy+AM0nuAdoHFa22pZwQtB1jKHpi6tzZmuTgIbbirNfBCXPjUxnRHM1ef4hr1Q3ijAtzX6RkRX0Db9Ts/vywaYHhjALlyzth9ni0iU4C1r2IAIhsIb2i0tqzJPF3PbPgnm/XpOTEHGN4osDbPjaqfof5wnsbsVj24rQ1kLUJd1u9ckS1vwzMwo2GAoY2kbCZrG4D2og3cbWBZzezLCKEN26yjL3eGj7NF3rqxe3JKu8XQBkkYEkwrtR9XqpQd6exDGvAILqyZSVHzZOr2EqnoBpF5kKe4ihjaVCMUqgK5nZe/3I8GVuyt7CowrPHeV6Tr+FbOVwp/rEmVZFRNAYY1UPtyN43c5nmFAWyfdPisK9boAsOaZRkK5tFWuQe4CtpdUK7PQ4VuGNagki/nG/bfib+67TJ694xNogwMbVbw1pLg1HaWqHC/GbMZLU+DC2vGkPU0rvpdX8qAWzeFarVDeIphjQz1poL0fHb/b58A7zu8VM9GoRuGNtCWsZDc5q+n9ytleU9MA+TtH2vIS2NpBgAA'],
             ['logs/billing/billing-20240525-2302.log', 1155, 1716678143, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240526-1539.log', 2304, 1716737961, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20240529-0110.log.gz',
              281,
              1716945043,
              416,
              2114,
              'archive',
              'H4sIAAAAAAACA2XSQXbEIAgG4P2cIkcABJVFDoOiuy46mbl/M2r6+lK3+vkDCvBZ27N970l790gUlfp2vOz1PvZw7n0dO0ZO2/toz/OQFQCsj+FwQNYI1EptDuWCMmGAKBM2C62zL0gTegNHJoxeL0gTUlCckDh6IQ8ThgEzmbibkLrdEjGhThhS9pxMJ+QBXVHRSZy73xIxyOoRe2pN04IyoPhnMGeTEvu9x9/Ebuf9znnCOCBCc07ZSqF4n6rmvHpsknLNKzENqBGb9WZUId8SGcIq1XIHrbKGk+c7CoL0BN3V/yUqTJhrZcVKE+qAJmjAcD6w0gV5QU4rUZVRrMKAOH+O9ZBKUCI+6/pT6uMHEes7Y14CAAA='],
             ['logs/billing/billing.log', 2225, 1717803624, 416, 2114, 'live', ''],
             ['logs/billing/billing.pid', 6, 1714197600, 420, 2114, 'pid', ''],
             ['logs/gateway/archive/gateway-20240531-0322.log', 1258, 1717125729, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/gateway-20240606-1820.log', 740, 1717698049, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240516-2325.log', 1089, 1715901923, 416, 2156, 'dated', ''],
             ['logs/gateway/archive/old/gateway-20240525-1502.log', 1786, 1716649333, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240516-0424.log', 541, 1715833448, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240517-0303.log', 730, 1715914993, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240517-2022.log.gz',
              564,
              1715977363,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUOXYbMAwF+5zCRyB2oNBhuHYpYtn3Dy1QRRg9dXojLH/AUn4+H5/zz8PRpdcFUCA+nl/16/v5oP3b7+cDHOHj+zk/HzJXR1P79eLgBSpVH26jII4L9IjkjEPACyeHL06QdS01NqkXp0aHE4QFMpOjFwfK0ur+xXp7c5wcqZ1GF3pVaJogv8C1/0us8HTtF4ignmCFwLGgJSgvEKOPbhhaQa5OMUjOaqjxnuW0qrlTAJujMQOVNyjvioEJOgpxHSVBy522Ghy+mth6g3jCMD8VbfqaHTxBzxktGoJ1X8HXjGBxtkpYZQ7oCcYLbD0gRkcue4X/zkg7qQRDWMfsWRHSmzV0OCh1Ybu3WuTkXwBmXyoJpje0ncEms+Okq6KFnjRQItgjufQGG8uefAyptzfkfmL0Jqs6YYIpTvsZ2oOicr06DS3JcaAXkcOlN60FGY+wpvdqlI9vRbDyPqDkjjYmXRbve1p8h1jeK8VKrXNPUeFow2a1NNA67osiEjvg+LkePVmkNtEnzFVVa9XLNz2NKu2OjGtiKU0ZxcxxlV7K1ShtOY80q4IzU4IpjULtrg1wPxr3KcKbEy0wIZ8MTGeK1aVItGy/BVdBxXf0RNYxzwLhSEpQpOAAXfchejkTVnPfbuRbg+lMkSrAsuNf/90Tnuj7Xp2hnUZTmV045k4Hu8m1UDA+4KRK+7sSTGdo7H3iGErN7giVjt0wBdoiSPDXX5MyqQ+NBQAA'],
             ['logs/gateway/gateway-20240524-1352.log', 704, 1716558730, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240530-0125.log.gz',
              604,
              1717032328,
              416,
              2156,
              'archive',
              'H4sIAAAAAAACA2WUOXIcMQxFc59CR8BCAESgw3ABMwfWSPc3NeC4SvSE0/2qgf8fCfD9e/uIP++tdRmBXSbK2+OzfX493st+9vvxzuT09vWIj3eZ6p2a/Xpy+AStbAR4NI36AilBBIcE534H1ygJ0hOU1va3ACNWu0AGqOeLaOqoniAnKFy7G1co/gI5QUI5o66xdESvCZYnOAf7UEbte/afIFfyBGsJqcRnR3mCddmSOsSKjwssqsmBF/EGh9MMtfIKRwBr/zg5k5KdFVvDKVhONvYEWYxDwtWt/9eGlRNqdw/ilmB9ggPMHRxZa1wgytnQeHdIOpLzJ9f7WORVUaVeHIGcFblHpWKZKaY3oTZs2hSYcZchBU+mjdwbc4LpDTfofYYprXtFNDggSnBH1ATTm1hljc4SC9blDUE5o7bZQzgiwfSmDcbhoq3DnQ1XfrUBptz97FhOqDBawd1Fows0suTGXFqGYHKpzexivZJ23y//5NQkufBREV/RpDYeupuflRa0K1MkPIMqtrakQIKpjY4aIl7p+4+7fTsnI3gV6nTA1IapanFSNJ+XqFzkpVu4cDkbpjYAAXW1sfW5bw0zPrptaUhqHmE6t80o+7nyCGp3FfoadE5SKpHRUFoDMnbK0Lo3vwbFvcTpYhcg3fIo0rGmY2m0eG9we4ogp0QPBCuRJ4rSGt9qGPOsWOX64s45OSruppKa0rlsNJoh2r5Kbo6rHL81BiycK8FjDY0xumo4yz2p1/NF79Km9SyRUptFNLgJ2yC8z7C8rqlWhDDWr7+JxGEf+wUAAA=='],
             ['logs/gateway/gateway-20240601-1823.log', 1774, 1717266226, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240602-1729.log', 500, 1717349366, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240604-1821.log', 1661, 1717525316, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway-20240604-2149.log', 483, 1717537784, 416, 2156, 'dated', ''],
             ['logs/gateway/gateway.log', 1757, 1717805402, 416, 2156, 'live', ''],
             ['logs/gateway/gateway.pid', 4, 1714197600, 420, 2156, 'pid', ''],
             ['logs/ingest/archive/ingest-20240526-1143.log', 1020, 1716723838, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240513-1311.log', 2297, 1715605894, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240525-0107.log', 1842, 1716599246, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240525-1040.log', 1798, 1716633629, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240528-1348.log', 2130, 1716904084, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240606-1024.log', 1491, 1717669451, 416, 2135, 'dated', ''],
             ['logs/ingest/archive/old/ingest-20240606-1436.log', 992, 1717684584, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240521-0339.log.gz',
              512,
              1716262767,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUOZYkMQhE/T5FHUEgQJLRh5FYvDGml/uPulCNoU4njXz/BUQEWcrP8/jwv+9KPAFbFJvj8fk1v74/3+v+9me/KvXH96d/vJOgV6709uTgCRaqPn1aK6ovEBME5JKgLQBg7QniE2yztjq6FkS9FHEIJwhhxbwdsD5BatSGC/QOtyIy1QQHqdWYM0FKRVtqZeqorb9AOqDwODtODWDgBPkJSqg2GT4Y+zUqjTPpUINp6slJTjpkCblBW+U2lVtLcE2x2gASbE9wzdAGhlGVr0krdjxgeNsmYIL9CdriUbCiF/2vyC9T8XjDndjnS3EkOBtgzI03v9NAkgQj2Jkh04AsTnRcDrBcKl8g9OPNDKtzTkkue4MSPWg5Afg1KVA5k1JXU5NcEbI3c1IJxTVUx50ijePNMF4NwxLM3ljMijZiFrvjr0KUoOwF58KRYPaGZAH+2Co97lFLO950dOwANcHsDWlsp2PK0nbnTy/FHZ0s9qN4iuNChaTXHdovsJ/i0GoR3fMaIYuDIGw9YMi4i7NXOIrwM4+uA2ZxynJ3ZXZb946C54rnPv/OqMllb7Cs2nfvrVW9C4ev/GmxQbe8DczetC1GxlCC7JepcvIP7cFSIsEszvJCYLsBwHSd/7br/KnKoLpkrASzOH0Bvf0DtQEq/PMEAAA='],
             ['logs/ingest/ingest-20240522-0507.log', 575, 1716354444, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240524-0139.log', 1015, 1716514798, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240528-2049.log.gz',
              528,
              1716929398,
              416,
              2135,
              'archive',
              'H4sIAAAAAAACA2WUS3LlIAxF51lFloC+iEEWIxDMetB5yf7bz+Klq4iHdh1fcTlQyvN5/5x/P3oxa9GlWpT3x5d/fT8+6Pr25/EBJPj+/ZifH0umV+z8dnNwgyR1SZ2lVVsvEDeIrAlCuPtsPUG8wcZipXgzwvECOUEhTi4Wj659c3RzyD2aS60QeAZqtQRVylK1PSnfoHpd3Z6DMxyBCFgSHHM2brIT5QbDo17LHihAJ1i07W4W2JXgCWp2M8xkEZemco5ay17jEBCIuRKsNziKDFQiGUN+JeIGcXXqwTvRslQfIG4xivkJCtXdKqxatWyw3aC59AiLSmzHqFRhgxTRi+9RIcWpc6ylJB5cD3FqfQWG6mykyaU3BZsyXu8L/ZQqr8C9i14CGpXcDEhtHCKCrVeep2+EJht0mhOYEkxvvFPryuD437c9KLFsURHUh1pNML2BjtIdFMD1mJSfvf8IZ9RngulNvzoeZCUKnNXQFbQ7XTBXw5ZgeuMFwmjAxKrHLhLTFq6Q23Lfo6Y3qGsAXL+jGceoQPpKFA1ttFtNbwiDWaTp/KU44D79qqsDV0tua9N4dm0oNuy8NoS3qEXiqiHkBjG1CVN9lrqsnUeDoOxtDC6wRqQ3mN60Gq3WbhwTTpAJ9n1D2K9/5/5jijP7UBeV6tftcixRXqf46g6uNW3wKc7bPzCqu60lBQAA'],
             ['logs/ingest/ingest-20240531-1047.log', 716, 1717152460, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest-20240604-2016.log', 1363, 1717532215, 416, 2135, 'dated', ''],
             ['logs/ingest/ingest.log', 1650, 1717824968, 416, 2135, 'live', ''],
             ['logs/ingest/ingest.pid', 6, 1714197600, 420, 2135, 'pid', ''],
             ['logs/worker/archive/old/worker-20240513-1201.log', 637, 1715601694, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240526-0055.log', 1912, 1716684908, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240527-0640.log', 597, 1716792032, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240529-1024.log', 1934, 1716978246, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240601-2057.log', 1610, 1717275459, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240603-1929.log', 919, 1717442978, 416, 2107, 'dated', ''],
             ['logs/worker/archive/worker-20240605-1424.log', 2055, 1717597486, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240511-0723.log', 1391, 1715412206, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240514-0427.log.gz',
              658,
              1715660862,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WUO5ZbIQyG+6xiloAkJFAxiwEkuhTJJPuPfIVTMD72cWF/F/Q/VMrr9fHbf31yE+kyexWhj68/48/fr0+M336+vjp+/P3y35/VzGDX8ePhIEHvJmOa+5hvsB6QJLm+wKWpJ4cPt3X1akvIZ70OhIY1wWVNpfSZID3gmrsV1G42yxvkBKVDcs5tLAVJrj6c25SubVVXui4KLZ79gHsa7rUsQX5AnF5nQYeBeEtTiyaIzr1MgwTlAQ2HavOKlfi6aUhzQKBFexZKsD2gCnWoIdkqeF9V4IAFuqHUo01/wAmEXEtoPdp9VaUj6ua6d4fjhj7g0Kk9bivm8gbpnIjvE7WqCXd9QMjc9LGXANHaNm8bpbdjI3XVxXkiZG52a1imxGd8U7VgT5AlNOeR4gCeGYvGQ4ZvWJeqFd828ly67Nw0c1O8zRjdARffonIrCY4dyqlighmcxtKqU9yq6aUNQTngJFshTlYD+PgPRiNCHsW6wAjOiWrUoIAKJ5jBaQrTyeaSrdeIpHxmlFGwsGdUIYPTsQiYR/Z7u2YkxGOjxzUVIIMD/ZSj8rBtxVQuNyqf9nOrnbwdFzM3zWJEjeCX7d9cfJeqLZ3/W4yZG1nbmTeO0se9NqIvB4weYGtpP2ZuIoLxLi1qA5eo9SVDjvhKyIK0ETM3o2LIqWWI9fvETidwa8WaQEkbMYNDO1bcxCnO98KJup1S4eDZlc+MZ+O8ho7dsl3vFfduxiDxGX9ILGOzmWbFDWPRurvY3rGpbEOixwlmbGJbWPdIobVym0FyJsTNOIesBDM2sAbUbkA8bxehv/cUQpRHSnJn3VB1i7aQMX0rf0yTXVwYXvk5MGLz4x902wOLdwYAAA=='],
             ['logs/worker/worker-20240517-0811.log', 2158, 1715933496, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240524-2123.log', 1662, 1716585803, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240602-1258.log.gz',
              517,
              1717333133,
              416,
              2107,
              'archive',
              'H4sIAAAAAAACA2WTOXokMQhGc5/CRxCLWII+jBaUTTBu+/6jLtQTlCut7wn4eZTy+j6/4u+jSAcmKtC6fj6/2/fP84H735/ngwqVz59nfD1iBpVQ+Lg4uEA0q8EQ1Lm8QUoQi0CCTm2i1wPiBQoKAq5O0/lXxVOQTGMRS3J0cbP1NSNotTbfHCcHgpZgXcZ18UiQL3BRhSXDi5G9wXpA9pqgWYEx5HRaL7AiVxgEiDZvI5LWMyJJABRdCUpmsyf0Ib25lVtF4v+ttjp7Q05Qc0YTxf0aYvF7q/vP2YaYNdITjl0gm2srymMp3UDj02kHaapAyfnF9djRoxWTsu6hOvnJZpiOrglCemM0S3XTvf552+J+ThLUYbQWWILpjZW9CCwDSvAtVC6kCYK4TDsjQnpDKN7DxALHrdXXnhIcjoaOPcEUB6CPSosl9L6NKke47h1RLZcB6c0rLJYWtfi4r5/hdOq4U20xE0xvok6rGm05xK0g+rY5OzXruiCFg/RmP6CBtLyb3UJ1OKIOdtwSYXKpTWPtlbEWMLnfotO7IKv20luCqY3Gnns2Ew69a6MnUsDapcGZ8Giz9rMOGDLb/YZF3wOuoNryFDGtqfsqth6rtPHropDPKqJX1JG2IZw+94XspMF1/TphOnfhWsiaHTClGehtXzax0qvgxz+4qrrL+gQAAA=='],
             ['logs/worker/worker-20240603-2156.log', 1366, 1717451765, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240604-0407.log', 1831, 1717474051, 416, 2107, 'dated', ''],
             ['logs/worker/worker-20240607-1840.log', 1405, 1717785639, 416, 2107, 'dated', ''],
             ['logs/worker/worker.log', 2222, 1717813797, 416, 2107, 'live', ''],
             ['logs/worker/worker.pid', 3, 1714197600, 420, 2107, 'pid', '']],
 'hold': [],
 'links': [],
 'now': '2024-06-08T06:00:00Z'}
ROTATE = 4
AT = [2, 10]
TIMER = 'systemd'

def body(rel, size):
    import hashlib
    out, n, i = [], 0, 0
    while n < size:
        h = hashlib.sha256(f"{rel}#{i}".encode()).hexdigest()
        line = f"{i:06d} req={h[:12]} status={200 + int(h[12], 16) % 4 * 100} ms={int(h[13:16], 16)} user={h[16:24]}\n"
        out.append(line)
        n, i = n + len(line), i + 1
    return ("".join(out)[:size - 1] + "\n").encode()


UNZIP = {".gz": gzip.decompress, ".xz": lzma.decompress, ".bz2": bz2.decompress}

def _walk(top):
    out = {}
    for d, _, files in os.walk(top):
        for f in files:
            p = os.path.join(d, f)
            if not os.path.islink(p):
                out[os.path.relpath(p, top)] = p
    return out

def _content(e):
    rel, size, mtime, mode, uid, kind, b64 = e
    return base64.b64decode(b64) if b64 else body(rel, size)

def check_tree(srv, tree, rotated=False):
    """The tree under srv must be what the policy leaves: the right files, contents, mtimes and modes."""
    gone, comp = set(tree["deleted"]), set(tree["compressed"])
    want = {}
    for e in tree["entries"]:
        rel = e[0]
        inner = rel[len("logs/"):] if rel.startswith("logs/") else None
        if inner in gone:
            continue
        if rotated and e[5] == "live":
            want[rel] = (e, "empty")
            want[rel + ".1.gz"] = (e, "rotated")
        elif inner in comp:
            want[rel + FMT_EXT] = (e, "compressed")
        else:
            want[rel] = (e, "plain")
    got = {}
    for top in sorted({w.split("/")[0] + "/" + w.split("/")[1] for w in want} | {"logs/" + s for s in SERVICES}):
        got.update({os.path.join(top, k): v for k, v in _walk(os.path.join(srv, top)).items()})
    assert set(got) == set(want), f"missing {sorted(set(want) - set(got))[:8]}, unexpected {sorted(set(got) - set(want))[:8]}"
    for rel, (e, how) in sorted(want.items()):
        with open(got[rel], "rb") as f:
            data = f.read()
        st = os.stat(got[rel])
        if how == "empty":
            continue
        if how == "rotated":
            assert gzip.decompress(data) == _content(e), f"{rel}: not the live log's content"
            continue
        if how == "compressed":
            assert UNZIP[FMT_EXT](data) == _content(e), f"{rel}: wrong content after compression"
            assert st.st_mode & 0o777 == e[3], f"{rel}: mode {oct(st.st_mode & 0o777)}, the original was {oct(e[3])}"
        else:
            assert data == _content(e), f"{rel}: content changed"
        assert int(st.st_mtime) == e[2], f"{rel}: modification time changed"
    for link, target in tree["links"]:
        assert os.path.islink(os.path.join(srv, link)) and os.readlink(os.path.join(srv, link)) == target, link

def _report(path, tree):
    with open(path) as f:
        r = json.load(f)
    assert sorted(r["deleted"]) == tree["deleted"], "report: deleted"
    assert sorted(r["compressed"]) == tree["compressed"], "report: compressed"
    return r

def _sizes(srv):
    return {s: sum(os.lstat(p).st_size for p in _walk(os.path.join(srv, "logs", s)).values()) for s in SERVICES}

def test_tree_after_cleanup():
    check_tree("/srv", TREE, rotated="logrotate" in NAMES)

def test_report():
    r = _report("/srv/cleanup/report.json", TREE)
    if "report_bytes" in NAMES:
        before = {s: sum(e[1] for e in TREE["entries"] if e[0].startswith(f"logs/{s}/")) for s in SERVICES}
        assert {s: r["bytes"][s]["before"] for s in SERVICES} == before, "report: bytes before"
        assert {s: r["bytes"][s]["after"] for s in SERVICES} == _sizes("/srv"), "report: bytes after"

def test_logrotate_config_on_open_logs():
    with open("/srv/cleanup/logrotate.state") as f:
        state = f.read()
    for s in SERVICES:
        assert f'"/srv/logs/{s}/{s}.log"' in state, f"logrotate was not run for {s}"
    fx = tempfile.mkdtemp()
    for s in SERVICES:
        os.makedirs(f"{fx}/logs/{s}")
        with open(f"{fx}/logs/{s}/{s}.log", "wb") as f:
            f.write(body("lr/" + s, 700))
        for n in range(1, ROTATE + 1):
            with open(f"{fx}/logs/{s}/{s}.log.{n}.gz", "wb") as f:
                f.write(gzip.compress(f"old {s} {n}\n".encode(), mtime=0))
    with open("/srv/cleanup/logrotate.conf") as f:
        conf = f.read()
    with open(f"{fx}/logrotate.conf", "w") as f:
        f.write(conf.replace("/srv/logs/", "@FX@/logs/"))
    root = tg_guard.give(fx)
    with open(f"{root}/logrotate.conf") as f:
        conf = f.read().replace("@FX@", root)
    with open(f"{root}/logrotate.conf", "w") as f:
        f.write(conf)
    held = {s: os.open(f"{root}/logs/{s}/{s}.log", os.O_WRONLY | os.O_APPEND) for s in SERVICES}
    p = tg_guard.run(["logrotate", "-f", "-s", f"{root}/state", f"{root}/logrotate.conf"])
    assert p.returncode == 0, p.stderr[-600:]
    for s, fd in held.items():
        os.write(fd, b"MARK\n")
        os.close(fd)
        d = f"{root}/logs/{s}"
        with open(f"{d}/{s}.log", "rb") as f:
            assert f.read() == b"MARK\n", f"{s}: the writer's open file is no longer the live log"
        with open(f"{d}/{s}.log.1.gz", "rb") as f:
            assert gzip.decompress(f.read()) == body("lr/" + s, 700), f"{s}: .1.gz is not the rotated log"
        for n in range(2, ROTATE + 1):
            with open(f"{d}/{s}.log.{n}.gz", "rb") as f:
                assert gzip.decompress(f.read()) == f"old {s} {n - 1}\n".encode(), f"{s}: .{n}.gz"
        assert not os.path.exists(f"{d}/{s}.log.{ROTATE + 1}.gz"), f"{s}: more than {ROTATE} rotations kept"

def test_schedule():
    hh, mm = AT
    if TIMER == "cron":
        with open("/srv/cleanup/retention.cron") as f:
            lines = [l.split() for l in f if l.strip() and not l.lstrip().startswith("#") and "=" not in l.split()[0]]
        assert len(lines) == 1, lines
        m, h, dom, mon, dow, user, cmd = lines[0][:7]
        assert (int(m), int(h), dom, mon, dow, user) == (mm, hh, "*", "*", "*", "root"), lines[0]
        assert cmd == "/srv/cleanup/retention.sh", cmd
    else:
        svc, tim = configparser.ConfigParser(strict=False), configparser.ConfigParser(strict=False)
        svc.read("/srv/cleanup/retention.service")
        tim.read("/srv/cleanup/retention.timer")
        assert svc["Service"]["ExecStart"].split()[0] == "/srv/cleanup/retention.sh"
        cal = tim["Timer"]["OnCalendar"].strip()
        ok = {f"*-*-* {hh:02d}:{mm:02d}:00", f"*-*-* {hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}", f"{hh:02d}:{mm:02d}:00",
              f"*-*-* {hh}:{mm:02d}:00", f"*-*-* {hh}:{mm:02d}"}
        assert cal in ok, cal

def test_job_on_a_hidden_tree():
    fx = tempfile.mkdtemp()
    for e in FIXTURE["entries"]:
        p = os.path.join(fx, "srv", e[0])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(_content(e))
        os.chmod(p, e[3])
        os.utime(p, (e[2], e[2]))
    for link, target in FIXTURE["links"]:
        os.symlink(target, os.path.join(fx, "srv", link))
    if FIXTURE["hold"]:
        with open(os.path.join(fx, "srv", "logs", "LEGAL_HOLD"), "w") as f:
            f.write("".join(h + "\n" for h in FIXTURE["hold"]))
    srv = tg_guard.give(os.path.join(fx, "srv"))
    p = tg_guard.run(["/srv/cleanup/retention.sh", f"{srv}/logs", FIXTURE["now"], f"{srv}/out"], timeout=120)
    assert p.returncode == 0, p.stderr[-600:]
    check_tree(srv, FIXTURE)
    _report(f"{srv}/out/report.json", FIXTURE)
    if "archive_tar" in NAMES:
        with tarfile.open(f"{srv}/out/archive/expired.tar") as t:
            assert sorted(os.path.normpath(m.name) for m in t.getmembers() if m.isfile()) == FIXTURE["deleted"]

