import os
import subprocess

import pytest

import tg_guard
import base64, bz2, configparser, gzip, json, lzma, re, shutil, tarfile, tempfile

FMT_EXT = '.bz2'
SERVICES = ['api', 'auth', 'billing', 'mailer']
TREE = {'compressed': [],
 'deleted': ['api/api-20230821-2326.log',
             'api/api-20230919-1445.log',
             'api/api-20231019-0755.log',
             'api/api.log.3.gz',
             'auth/auth-20230828-1454.log',
             'auth/auth-20230901-2312.log',
             'auth/auth-20230912-1711.log',
             'auth/auth-20230919-0430.log',
             'auth/auth-20230920-1006.log',
             'auth/auth-20230928-1356.log',
             'auth/auth.log.3.gz',
             'auth/auth.log.4.gz',
             'billing/billing-20230826-0617.log',
             'billing/billing-20230829-0826.log',
             'billing/billing-20230902-1450.log',
             'billing/billing-20230919-0610.log',
             'billing/billing.log.3.gz',
             'mailer/mailer-20230909-0406.log',
             'mailer/mailer-20230912-0654.log',
             'mailer/mailer-20230914-2325.log',
             'mailer/mailer-20230919-0636.log',
             'mailer/mailer.log.4.gz',
             'mailer/mailer.log.5.gz',
             'mailer/mailer.log.6.gz'],
 'entries': [['logs/api/api-20230821-2326.log', 1676, 1692660410, 416, 2100, 'dated', ''],
             ['logs/api/api-20230827-2250.log', 1723, 1693176616, 416, 2100, 'dated', ''],
             ['logs/api/api-20230911-2147.log', 2198, 1694468860, 416, 2100, 'dated', ''],
             ['logs/api/api-20230919-1445.log', 1641, 1695134731, 416, 2100, 'dated', ''],
             ['logs/api/api-20230920-1135.log', 2185, 1695209757, 416, 2100, 'dated', ''],
             ['logs/api/api-20230926-1710.log', 1258, 1695748217, 416, 2100, 'dated', ''],
             ['logs/api/api-20231013-0241.log', 1369, 1697164894, 416, 2100, 'dated', ''],
             ['logs/api/api-20231017-0754.log', 588, 1697529267, 416, 2100, 'dated', ''],
             ['logs/api/api-20231017-2036.log', 1167, 1697574985, 416, 2100, 'dated', ''],
             ['logs/api/api-20231018-2037.log', 2028, 1697661464, 416, 2100, 'dated', ''],
             ['logs/api/api-20231018-2312.log', 1645, 1697670771, 416, 2100, 'dated', ''],
             ['logs/api/api-20231019-0530.log', 523, 1697693452, 416, 2100, 'dated', ''],
             ['logs/api/api-20231019-0755.log', 19190, 1697702137, 416, 2100, 'dated', ''],
             ['logs/api/api-20231019-1227.log', 12288, 1697718470, 416, 2100, 'dated', ''],
             ['logs/api/api.log', 1070, 1697750119, 416, 2100, 'live', ''],
             ['logs/api/api.log.1', 1511, 1697678350, 416, 2100, 'numbered', ''],
             ['logs/api/api.log.2.gz',
              367,
              1695987526,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XSOVIEMQwF0JxTzBEky9qCOYzXjAAG7o+xuglMp12v5C99gN/v8Tk+np21k5sUae3x+ipf368nr3/vr2fK5o/v1/h8Yk+dsta37XDD9VOHgoLXecMUEMXCZZHpBWa4tJ0McSWoTazcji5neg1sUkej3APShiVbrQhdUPCGOSD9PmrDkptlGRwwb9hsei9YmvVxTMxyDeS80nbScLwdspTUEQREjtUoSDjt6LPz9VDZblBK3KEg6pmQwDUgjMQV0wV1wwrThq8AaPW8hco1kVu3WeC6hW3omRSYTXnwcQsTDjd6TmrWwnkklDSlVEIRONzKQAGpseQ84ogYrWGqZUrv3aWeESndu6HpQyYEjNbMkvM6bp5A49ypXwMtp6GVIiFGayoJAiWblPRszd9OE3ptzTFgtGa1dr2hiDLUszV0X3/1rvqaEDBaM0ZxxukT+7+I6e4pAxVGTgH57Qc4YnKhWQMAAA=='],
             ['logs/api/api.log.3.gz',
              422,
              1695110301,
              416,
              2100,
              'numbered',
              'H4sIAAAAAAACA2XTO3YkIQwF0Nyr6CWgH0hBLwYJyCaw296/yyU6YSqtcw/i6VHK3/f4mp/PUO80l3ij+nh99++f1xOvf/9eT2DBx89rfj29hIByfNwObkhg7oPLkmpvSAlRKyfsHdQAMCHesIzQqHPO0PWGvGFTSmjqC9wtIeWoawlNssEV3lASUkVJWNqItgok5Bs2rd26tdJjnJDrdqUTafV0kpNOijZGwwg8rkhU2p50VOoLS8J6wyp1XXh6me0IFUuzhGguIbazaTd0XNaGd6cZBzTbk3rAAGZNp7djHLJ4DAukY1JQKAlJsdMQSWj7QIiGaMQuxzJAYJ/Yar9u43RDyN4MWnyd6IFDj0yhKiQE5yuJNRJmb5wqrzmlNC8nVN2uXMEtze1D1qauPof6Fc6s/znctfnL3NxqwqyNlak0gR3w3CJK2cvgK4crk33FrE30GcWv86XruX6oG4ZCFeI9qmw4rpbOIAY5t8H7ZZTVOa4CpMvaGOqK6gwx+byiyPtlLDRDXAnbLrgrtinLJhy1IWu7qERd6OMXkizD+vsDAAA='],
             ['logs/api/api.pid', 6, 1689981300, 420, 2100, 'pid', ''],
             ['logs/auth/auth-20230828-1454.log', 1386, 1693234450, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230901-2312.log', 1395, 1693609939, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230912-1711.log', 1021, 1694538680, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230919-0430.log', 1135, 1695097840, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230920-1006.log', 927, 1695204408, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20230928-1356.log', 2038, 1695909383, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231002-1949.log', 1489, 1696276188, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231003-1149.log', 2399, 1696333754, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231018-0014.log', 2153, 1697588041, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231018-0343.log', 1413, 1697600620, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231018-1249.log', 841, 1697633387, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231018-1437.log', 1274, 1697639826, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231019-0247.log', 1381, 1697683629, 416, 2128, 'dated', ''],
             ['logs/auth/auth-20231019-1411.log', 22091, 1697724701, 416, 2128, 'dated', ''],
             ['logs/auth/auth.log', 2328, 1697749353, 416, 2128, 'live', ''],
             ['logs/auth/auth.log.1', 934, 1697697043, 416, 2128, 'numbered', ''],
             ['logs/auth/auth.log.2.gz',
              227,
              1696019987,
              416,
              2128,
              'numbered',
              'H4sIAAAAAAACA13QO5bDIAwF0D6r8BJ4+hkKLwaD6KaYONl/HMAprI4j7nmSQvjW8vT/TfJuZV0Ju4bleOXX+9j07P0dGxIv78Ofm5SQrMEfnaG7laR4jCGqyOV4ODKecM/KrCQDUodNkA2RasYvUCYk6IAeHZyDDcgdckDeOUrIu98SGSYDtlybFZujSoclMUgaoRrdoYBmolYJpjSgdpgctZ6LklK7QQiGK56atDQDrTs0dTVGEs+XoxlI11FrOfcLlQdc521KQ0k437hBxPPPmLSoi+o64OMD1ENP4swBAAA='],
             ['logs/auth/auth.log.3.gz',
              390,
              1695133420,
              416,
              2128,
              'numbered',
              'H4sIAAAAAAACA2XSOXIcMQwF0FynmCMQOxHMYbiAmQNrpPu71eAooDtjdb0Cif9L+fken/H3OVuLzriUvD5eX+3r+/XE69+f1xO82uP7FZ/PuQSKKX3cDm5YGmFX0w7xCyUhIlJC8a6zjEiIN+ytg7c+Jw8+ILCWhFGFOq6akBKOEbrkGhrjDXlPhAoJceKooZqQb6hmlT1wRLQDmu8nkvjUFZhObhc9jKtctI1jN2S0nwgSgzUkod5QxjRlBWwzzpvifiGRtiGtpLPbDRbty0GF7e1oOyJJ6JOCms2E9YYtSEbwgln9gATOCZdGFF4b+g1rJbVWo8xlZ/yFfYfhzj+nG0L2hnAO61Tate0z/vqOX7mbj31VyN5or74MJ3tf50TbuzFSLrWvdFmb0ILNbJKOdez0WvXOomHwqBkiZGsa11UialeE/3pKuzWkbr2uPTBbM4ykQyvepZxh+HZWSIjD0mVrBOCiV09jwenkzXwF1ZYsO4PSsYzSpMTHP1kco2WgAwAA'],
             ['logs/auth/auth.log.4.gz',
              661,
              1694291395,
              416,
              2128,
              'numbered',
              'H4sIAAAAAAACA2WUOZZcMQhFc6+il8AkAUEvBk2ZA7vt/Vtd6HuQf6iqewToPgA+v7fv89u7RpMo1L1Ce/v4ET9+frzL/u3rx3tlfvv5Mb+/A/DQBfDlheGL897qikZcoj4cJ0dikiBXWOqzJEgvcNmorq2BFX/AckCgmmBbtgL13MgvcMh0HMFlwvyvUkzOC2MTseQkL2TuFYsa2s2hPC1OHXMIzwTLCwSxaZVkuMMDUoLsTqdFN4oYNcH6AqN13odt/3lcIAmeUjVKN5maoCYoE7STBZjeLZ7J1OndJnli9sI41q7RrBPdb8H6jBS7rspdEvQXSIRkVQPb6DfoZAl2NoA+czSY1oRXRW99RMjVIZJ4gqEwkKglmNr0OZyYOo3QWxviAzJhke6YYGrDrciCsboG3aPRo9sqhJVL6oZpzeo4dpuN6j7490K3M5pCEoZ6Ck1rxlqt1TFajXJpikbnDWFTJBoJpjUTzKxYA6n/BQPkd6VlB2rmY2A9iRKh8FF6HVeH7Kq/b9wNcQYD9SRKHJZDHa3fgmstB/Q1dlGnx/TG5mjOTVdpd49c/PTYJlnvcUpNb5TK/tQ7it+CUz2RolnMuGUWKb2pC0oEjfE5rWuqCmc4Io3VakaK0ptpvl8S194tt6kIdG7cORygnqVSejPCo5pO3GG7QyyPAA3dZx8jQX4WI+3DSf3PgnumCn6mylqG7fQkeMyZe1EJeOOO143yadcLNOQFSzLGlOb0LrpHbQWX3JuR9grKqa69c51zbVCaUyNKSN2LD+F+R35W4ywV5UkjpTmtb1eZCkO5lSPFo1zVtneHUYJpTgucuh9Jfd097vCe5+gkolIyHZTmQGnAUmPwXzv1yy/MMmrmkAYAAA=='],
             ['logs/auth/auth.pid', 4, 1689981300, 420, 2128, 'pid', ''],
             ['logs/billing/billing-20230826-0617.log', 970, 1693030641, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230829-0826.log', 1186, 1693297598, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230902-1450.log', 1371, 1693666249, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230919-0610.log', 2248, 1695103824, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20230920-0711.log', 1081, 1695193911, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231002-1700.log', 2162, 1696266007, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231008-1756.log', 1636, 1696787783, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231017-1447.log', 2325, 1697554077, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231017-1926.log', 1772, 1697570770, 416, 2114, 'dated', ''],
             ['logs/billing/billing-20231017-2016.log', 1788, 1697573788, 416, 2114, 'dated', ''],
             ['logs/billing/billing.log', 2241, 1697746555, 416, 2114, 'live', ''],
             ['logs/billing/billing.log.1', 613, 1697683681, 416, 2114, 'numbered', ''],
             ['logs/billing/billing.log.2.gz',
              376,
              1695991003,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA2XTO3rsMAgF4D6rmCXwEkjFLAZJ0N3iZpL9xzGexnHr7/dB6Bjg93l8xv/nIBtdsy9Kfry+/Ov79aTj3b/Xk5X18f2Kz+cGXmtP/zgdnjCgYWj0xGhv2AqOPi7nnpwg5eh0OYNW3wnZ9e3kcobljIGOwVY5rjz2sVJYmt3zEI0KNmmcc46CckLRRUi+ZbO/IRckPD5+Qpge7nQlthOCdoxpOsjnDaK2azUTUmBiFNQTLm8jQ80V9m1UAr1205upE1hBO2GTPYTZ++R9uwxt16Ci20l2sV55mX0Ok1ij31aKIFKQdh5zJRQcJ5yubaYhodgdSrsSuyeyWjshVmuSQHC5Wct1PyHSlYh7MIdVIlZreBnyEPGE/aduZlfiMeuc2QtWbcZsQd5His0/Z8R3TyPw2EEWrN4QywSCDtHXDfKgC2ZnHqvVZWD1xiBUNTNajHvh5P1nHPVOPQ5XsHqzdnbQWI0/fgAX66KJaQMAAA=='],
             ['logs/billing/billing.log.3.gz',
              424,
              1695090794,
              416,
              2114,
              'numbered',
              'H4sIAAAAAAACA2XTS5LdMAgF0HlW0UtAfIQYvMVICM0ySL/u/cdt5EqV4ql9CgwXgJ/n4zP+vLqPNYErKJeP91f/+n6/6Hr3+/1CVfn4fsfni8yh10a/bldu2HT0aDzJpx6QuFFCnV0F6oZ4QxkY0o1qaH0g74pEu2IB8DpxJaSEc8yJjsG1PRA3ZOSEgqsajV2RbwigajKEV5cHym5VyRJaXSQDIqEknOJsS9dyP2C1XTCIymi9pKu3cyshDFTd/OiUak035vVJHy2d5kyba6XVegv47w9lj8ZmLzEmJmw35GIFYxUJP0dT5BlNq32wPzO1G6qLEU+NgXRWJMW9foxmw+SGJXMzOom5Q+C/0Ty5eVZBYKvpZpmabhWjimCBdUwUCSEhXh1Njmy07NR402sRBM7jTI223ehiooC9i5KpUZ5swkI26YAFn4oxG1oxSJipYSvQWQfWFucSCTXhrL0uh5EwU0O8wMCHoo8D2nNRoWtU00xbydTgbNN7jJ+/PzstumNzHcMKGjVhxsYLeZvXmfFa5ylK252CFrjq/QX79j4P+wMAAA=='],
             ['logs/billing/billing.pid', 6, 1689981300, 420, 2114, 'pid', ''],
             ['logs/mailer/mailer-20230909-0406.log', 427, 1694232381, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230912-0654.log', 1220, 1694501680, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230914-2325.log', 1748, 1694733921, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230919-0636.log', 2103, 1695105364, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer-20230920-1730.log', 1831, 1695231038, 416, 2142, 'dated', ''],
             ['logs/mailer/mailer.log', 2396, 1697736930, 416, 2142, 'live', ''],
             ['logs/mailer/mailer.log.1', 1113, 1697641726, 416, 2142, 'numbered', ''],
             ['logs/mailer/mailer.log.2.gz',
              512,
              1695971171,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA2WTOXIcMQxFc51CRyAWYgnmMOCWObBGur/pBqdU1dMhux4J4D+U8v/7/Jp/H6uNtcC4A9TP53d8/zwfvP/9eT5QWT9/nvPr0dci9tCPi4MLnJMLedMB3F5gPSCjJ+gqqLWsBPECvZVOIeHMcAMJhBOUWbQGlATpAqF5OIwxuMlbqTU5Ne2zAifHFzfKGqPVyvO3UkoOwCDBqL1PxJZgzRYVhq/YdS66VapWkmNrbXWpycnFdcLShik1ardCzSU5jIoudDjN95ikiXDY8HuDppggYZ8QYAlaTkZc1Br3NvB9pKfDoVN6wUjQE5zE2rhMHPMF4utFOSFCg7naoguE1KZKaeiVdyb9BrIdburEGMOTS2u67llZFKtONw7wZD+7G1TN0UBKE6xE1vZ5X7cMkeoJP8JaIesJpjQxdssmw/BdU/cDbv2jRU/bIK2h6Ii1m4DXuzV+9oIaL6d6OkxpPAqzWQmb8MbVk0U1jyGICaY1hNqLCMqIeQNJ4cy08kCbdipNbSzU94VGJPeZIvPxbd9dR20nxNRGG02eboYAN99IlBIssGQbl75BahNRtIjvkOZ9o8j5iGoTfWqZF4jlrKI32o3XOt8M3wt6dt/3TFeRBNObfaBcNJpFv73o9Ty4GzSmkbuP6c2ytRUE//gHwGNTHPMEAAA='],
             ['logs/mailer/mailer.log.3.gz',
              301,
              1695134994,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA2XSQZrDIAiA0f2cokcABIVFD6Oiu1lM095/UrGbNNvkBfw/Ad7P7TH+7jIZJybvXMbteNbn67jL+e73uGei2+sYj3tzc+VsP4thOPWcRmVIpB+XwiUtKWAdXJMQB6QFS+mUjBO+v96QAyLkEtA1K1mFgGlB6lmUtWCG8oG0JxpywJSmNq8jIC/I1Y2JJzjXy6qoRQNqg9FGKwFlwVxksHNO4O0yUXlvCtkn4cjhcrjB4JJ49Nm/Ns3hBo6JJh6uLDdLHdpqPufnr0VpNzWBJDwxoC7YK5qCuFbCS1Mi2BPl/IUZSUBbcHg7e4GDnq2+0uwjTuDez/gL4r422JN7t2Znq8sRwXZT7qi59miKcW+4GKpwl07XpiRmP/+7g60wmwIAAA=='],
             ['logs/mailer/mailer.log.4.gz',
              421,
              1694247122,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA13SOXrcMAwG0N6n8BGwEmQxh+ECdCnise8fWuDYX6ROyxMI4Af4vt4//O/DqAbum6bF35+f/fPr+dD97s/zQSj0/vX0jwcPBO5Cb5fDCwpBxekwtK4XpIRYpCbUPsOlY0K64BKo2hWi7q8P5IRsDRJiFJX9+4R8QexNaqjH6nSHZJwQlji5HijZI5ShIo004gYFuCQsgdZwQEK9YJPOdXRAh3WDVO0cNQxiuZ4eywWnTVGLtmTNG0TTMxzrKsHcEtoFyaIgtbZo6AvKge24amtGEUlXX6651Nnd47YNqnxmEwPGQD0F2wWHsYWsHopyP6lYOvc6YlF2iJmbXUqKK4HWcT9obXpmOlfpVbIgZm5IFi/pPuYO0v+B42Y/y7DZeR2YuYHSw/Yi9xb9vv5XUEcgswmny9hM0I7eHL8DeFvifpaww+JWT94wY8OTy86MBfy2+Ep4re0sw6nTmD1hxkbKbpuK9rJTeZsNy5kNBOEiyi1ixoaaB8NOeJt436LqqdjJaUVYwoyN07QBay5Y9bfi2z+5XZRO6AMAAA=='],
             ['logs/mailer/mailer.log.5.gz',
              672,
              1693374454,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA2WVMZYjOwhF81lFL0GAhCDoxQghZRP86Zn9f7pQJWo7cOBzDfW44FK+Xx9/1n+fJPFqAK07f3z9HX//fX3W+O731yc1po9/X+vPp5LPRsy/Hg4esFGdiqDUanlBTBB6lwTnBmPSkSA+oMPisRZ4fLxgOyAIJOgFZmVuCdIDliFWsG4pbd6tErUEF0LZVGuC9QG7E4o71sL4gpSg4uGqqVcdp2B7uCm1mwkDzvGDK8n1tYY5SXKc0ThVBXewyOFqVDsniHX1VbUn2LOgRyzTlkXVK1PEejKNalgJKEF5QN6bCYuh9n51iqqn1QbEQ9YB9QH3HG4LOmsZd0Wu9bS6RGrZ+oCQ3iDDGjR4DeR7/Kh4QESHSD3B482CsSabzf6jouoJR2XBlprTgPRmxJCxb9d43xUlHifDmT6c8YDHG20DlQxGv1sl6qdVN9O1iyeY3ogMFpuxHT/mCL31BIuoM7WcI6Q4Id7ELjpo+z2Og1FbXirlZkB6s8S4TLDYn3ptBsLbKCmyGp1G05shvWOZLm3RDTbSd/xzF+o7wfTGFanAglmcrmhibAec3GekcCqmN2OutnCT4K73MJiPN0tb+EH2gHi8IVWd3Vzk3kX6/nzAXT1+XFM4TG/UfG4BmE3uTBlPQYGCsRn5iJjaKKppXAQAW/f0tdV3p2LNJ68EjzYtIoVpPHa/Q41xnIo+4oIOTDC1aWrsDaeGdzfI5YxxDwLHcVpNbYhbHIUiONu+QPp+nAyVhnvlk02KE3ez9Dm6icGPZWR+K25ZoWqCKU6XqsXm4Mj2NlzlHSPWwWQnnBRn7job9tBG6zWN72NywtEmOCyXEVOcuHnxz9GbxSLfFdt74VYc+aZZkNKbpb/+B9iQTL22BgAA'],
             ['logs/mailer/mailer.log.6.gz',
              234,
              1692548490,
              416,
              2142,
              'numbered',
              'H4sIAAAAAAACA13QPZLDMAgF4D6n8BEAgX4KHwYh6LbYOLn/eiUnhWkomG/eGwD+Z3v67x5OqRVVaUrb8dLX+9jTefs5V8a2vQ9/7tqytVT6Yzqc0F07R7Ks9IWyIKHwgsEtDwVbkCbMJ9GwYUP6DaIQLjgK9sgJFkwTlnFGYh0m0G7wrFoWRHfyHGVBnhCCcqqcQPleFYHrldiqAQYvKBO2qgg9vDP47TmYkyyYyMnU6oJ5JY42LI0waV9IV9VULygxwLFczykTEnnpaEzU4AN5wSqX4wAy/ATW6QYCSjz+AGjIVI7ZAQAA'],
             ['logs/mailer/mailer.pid', 4, 1689981300, 420, 2142, 'pid', ''],
             ['shared/ml-cache/ml-20230813-0045.log', 369, 1691887511, 420, 0, 'shared', ''],
             ['shared/ml-cache/ml-20230913-0226.log', 503, 1694571965, 420, 0, 'shared', ''],
             ['shared/ml-cache/ml-20230917-1911.log', 611, 1694977876, 420, 0, 'shared', '']],
 'hold': ['api/api-20230827-2250.log', 'api/api-20230911-2147.log', 'auth/auth-20231019-1411.log'],
 'links': [['logs/api/ml-cache', '../../shared/ml-cache']]}
NAMES = ['keep_newest', 'legal_hold', 'oversize', 'quota', 'rotated_numbered', 'symlinks']
FIXTURE = None
ROTATE = 7
AT = [1, 10]
TIMER = 'cron'

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
