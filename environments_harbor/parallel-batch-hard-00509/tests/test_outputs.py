import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'07e8d50b406d8e20': 1,
                         '109dd8d78b7ff0d9': 1,
                         '1963123445a3aa8f': 1,
                         '45f3c7c5782962a8': 0,
                         '49c5faa04bc9dbc7': 3,
                         '7ffab6fd43a0ea85': 3,
                         '8988cf66933549fc': 1,
                         'b8cf37372882e773': 1,
                         'bbb3f325122b1a58': 1,
                         'c3a2043513198a63': 0,
                         'c62431a664046ee1': 1,
                         'f92b52e491ff612b': 1},
            'budget': 31,
            'exit': 2,
            'files': [['in/-part_ 16.csv',
                       'PK49034,mirror-br,817501,3\n'
                       'PK73353,ftp-de,795935,0\n'
                       'PK99982,ftp-de,284379,3\n'
                       'PK20146,mirror-br,545474,3\n'
                       'PK11243,deb-nl,101473,1\n'
                       'PK15291,mirror-br,383548,0\n'
                       'PK94391,ftp-de,771751,3\n'
                       'PK37444,ftp-de,690305,0\n',
                       None],
                      ['in/-part_ 87.csv',
                       'PK25568,ftp-de,496910,0\n'
                       'PK78373,mirror-br,403732,2\n'
                       'PK87195,ftp-de,20152,3\n'
                       'PK80411,ftp-de,811176,2\n',
                       None],
                      ['in/part_\t51.csv',
                       'PK79437,ftp-de,280352,2\n'
                       'PK62033,ftp-de,47601,1\n'
                       'PK80350,ftp-de,73197,0\n'
                       'PK86507,ftp-de,555587,0\n'
                       'PK62289,mirror-br,527363,2\n'
                       'PK13184,ftp-de,514871,1\n',
                       None],
                      ['in/part_\t58.csv',
                       'PK68986,mirror-br,711622,3\n'
                       'PK94005,ftp-de,31347,1\n'
                       'PK41944,ftp-de,738223,2\n'
                       'PK39186,ftp-de,295441,1\n'
                       'PK31407,mirror-br,717456,1\n',
                       None],
                      ['in/part_\n11.csv',
                       'PK97134,mirror-br,579188,0\n'
                       'PK20464,mirror-br,813684,3\n'
                       'PK43714,mirror-br,553676,2\n'
                       'PK29476,mirror-br,537375,3\n'
                       'PK49344,ftp-de,589437,1\n',
                       None],
                      ['in/part_\n54.csv',
                       'PK74740,ftp-de,337372,2\n'
                       'PK10155,ftp-de,875776,2\n'
                       'PK71051,ftp-de,305613,2\n'
                       'PK81227,mirror-br,557420,2\n'
                       'PK51816,ftp-de,176444,0\n',
                       None],
                      ['in/part_ $42.csv',
                       'PK18714,ftp-de,661485,1\n'
                       'PK90623,ftp-de,121974,3\n'
                       'PK17395,ftp-de,760023,3\n'
                       'PK33128,ftp-de,268246,3\n'
                       'PK67668,mirror-br,724388,2\n',
                       None],
                      ['in/part_ $50.csv',
                       'PK31408,ftp-de,644343,1\n'
                       'PK99180,mirror-br,477463,0\n'
                       'PK27934,mirror-br,638,0\n'
                       'PK33028,mirror-br,274896,2\n'
                       'PK39983,mirror-br,379885,1\n',
                       None],
                      ['in/part_ 36.csv',
                       'PK77372,ftp-de,87550,3\n'
                       'PK55629,mirror-br,35876,1\n'
                       'PK74603,mirror-br,88569,3\n'
                       'PK48764,ftp-de,542216,1\n'
                       'PK53243,mirror-br,95724,3\n',
                       None],
                      ['in/part_ 75.csv',
                       'PK31392,ftp-jp,773383,2\n'
                       'PK49036,ftp-de,194046,2\n'
                       'PK53003,mirror-br,588859,1\n'
                       'PK83882,mirror-br,353278,1\n',
                       None],
                      ["in/part_'46.csv",
                       'PK54235,ftp-de,17553,1\n'
                       'PK31200,ftp-de,189111,?\n'
                       'PK22606,ftp-de,430307,3\n'
                       'PK90294,mirror-br,411839,3\n'
                       'PK92291,mirror-br,743641,1\n'
                       'PK29598,ftp-de,1754,0\n',
                       None],
                      ["in/part_'96.csv",
                       'PK34665,mirror-kr,784439,3\n'
                       'PK95768,mirror-br,742557,2\n'
                       'PK14630,mirror-br,424385,3\n'
                       'PK72032,ftp-de,27752,3\n'
                       'PK84422,mirror-br,748943,2\n'
                       'PK46490,ftp-de,727997,1\n',
                       None],
                      ['out/parts/-part_ 87.out',
                       'PK25568,839b6d4c0625\nPK78373,94b15742246d\nPK87195,622e1e86a5f7\nPK80411,632a644c5643\n',
                       None],
                      ['out/parts/part_\t51.out',
                       'PK79437,9440deb63c73\n'
                       'PK62033,31ff2e15328f\n'
                       'PK80350,ebd797a0fc38\n'
                       'PK86507,7be703b6ba72\n'
                       'PK62289,886a04b138c5\n'
                       'PK13184,8e4da5498c4c\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1703574055.370\t     0.500\t0\t0\t75\t0\t/srv/mirror-verify/bin/run-batch --job 1 -part_ '
                       '16.csv 2\n'
                       '2\t:\t1703574056.110\t     0.600\t0\t0\t0\t0\t/srv/mirror-verify/bin/run-batch --job 2 -part_ '
                       '87.csv 3\n'
                       '3\t:\t1703574057.220\t     0.700\t0\t0\t0\t0\t/srv/mirror-verify/bin/run-batch --job 3 '
                       'part_\\t51.csv 4\n',
                       None],
                      ['out/ledger.tsv', 'PK25568\t4\tc3e9bc1940aace47\nPK79437\t6\t6e54fb799f5c1400\n', None]],
            'input': 'in',
            'ledger': ['PK18714\t5\t363a88a3def502d8',
                       'PK25568\t4\tc3e9bc1940aace47',
                       'PK31408\t5\tb944d4b586dc24a1',
                       'PK34665\t6\ta7495fdd2cc04561',
                       'PK49034\t8\t86a7aac53fa5bb99',
                       'PK68986\t5\tae094ca97b114b70',
                       'PK74740\t5\t284ba9184e2eb3ab',
                       'PK77372\t5\t3aea691f8ac66b88',
                       'PK79437\t6\t6e54fb799f5c1400',
                       'PK97134\t5\td3c379c0c7b4d79e'],
            'logs': {'-part_ 16': '8 records converted\n',
                     'part_\t58': '5 records converted\n',
                     'part_\n11': '5 records converted\n',
                     'part_\n54': '5 records converted\n',
                     'part_ $42': '5 records converted\n',
                     'part_ $50': '5 records converted\n',
                     'part_ 36': '5 records converted\n',
                     'part_ 75': 'ftp-jp: connection reset by peer (attempt 1)\n'
                                 'ftp-jp: connection reset by peer (attempt 2)\n'
                                 'ftp-jp: connection reset by peer (attempt 3)\n',
                     "part_'46": "line 2: malformed record 'PK31200,ftp-de,189111,?'\n",
                     "part_'96": 'mirror-kr: connection reset by peer (attempt 1)\n'
                                 'mirror-kr: connection reset by peer (attempt 2)\n'
                                 '6 records converted\n'},
            'names': {'07e8d50b406d8e20': 'part_ $50.csv',
                      '109dd8d78b7ff0d9': 'part_\t58.csv',
                      '1963123445a3aa8f': '-part_ 16.csv',
                      '45f3c7c5782962a8': 'part_\t51.csv',
                      '49c5faa04bc9dbc7': 'part_ 75.csv',
                      '7ffab6fd43a0ea85': "part_'96.csv",
                      '8988cf66933549fc': 'part_\n11.csv',
                      'b8cf37372882e773': "part_'46.csv",
                      'bbb3f325122b1a58': 'part_\n54.csv',
                      'c3a2043513198a63': '-part_ 87.csv',
                      'c62431a664046ee1': 'part_ 36.csv',
                      'f92b52e491ff612b': 'part_ $42.csv'},
            'plan': {'07e8d50b406d8e20': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK31408,8d64009a58d9',
                                                    'PK99180,517718426375',
                                                    'PK27934,d117f2449a68',
                                                    'PK33028,955c20f3a6c6',
                                                    'PK39983,f28c8a2a0be4'],
                                          'src': '',
                                          'stall': False},
                     '109dd8d78b7ff0d9': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK68986,4c13a0ce4781',
                                                    'PK94005,a152a814c8a3',
                                                    'PK41944,19129fba0ba4',
                                                    'PK39186,e8d082c3100e',
                                                    'PK31407,4c69814f4487'],
                                          'src': '',
                                          'stall': False},
                     '1963123445a3aa8f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['PK49034,ca1bed43189b',
                                                    'PK73353,051754572aae',
                                                    'PK99982,ad3b28528cf7',
                                                    'PK20146,cc3788a6245e',
                                                    'PK11243,acedbc01f5d4',
                                                    'PK15291,bdcebf297fed',
                                                    'PK94391,50892c5ea10a',
                                                    'PK37444,e2c49dfa9455'],
                                          'src': 'deb-nl',
                                          'stall': False},
                     '45f3c7c5782962a8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK79437,9440deb63c73',
                                                    'PK62033,31ff2e15328f',
                                                    'PK80350,ebd797a0fc38',
                                                    'PK86507,7be703b6ba72',
                                                    'PK62289,886a04b138c5',
                                                    'PK13184,8e4da5498c4c'],
                                          'src': '',
                                          'stall': False},
                     '49c5faa04bc9dbc7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 3,
                                          'lines': ['PK31392,e2e67188e1f7',
                                                    'PK49036,6c4e749470b5',
                                                    'PK53003,323cf4d02331',
                                                    'PK83882,07303123a82c'],
                                          'src': 'ftp-jp',
                                          'stall': False},
                     '7ffab6fd43a0ea85': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 2,
                                          'lines': ['PK34665,1af8905ee8b8',
                                                    'PK95768,a64185f20a51',
                                                    'PK14630,c3f92cfc42eb',
                                                    'PK72032,588326a289c8',
                                                    'PK84422,bea6706e5327',
                                                    'PK46490,9d8c874fa0c2'],
                                          'src': 'mirror-kr',
                                          'stall': False},
                     '8988cf66933549fc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK97134,a9e640f9f691',
                                                    'PK20464,172ff62f275f',
                                                    'PK43714,1955b6758a61',
                                                    'PK29476,2c4b2d354e08',
                                                    'PK49344,a10800f08b27'],
                                          'src': '',
                                          'stall': False},
                     'b8cf37372882e773': {'bad_at': 2,
                                          'bad_rec': 'PK31200,ftp-de,189111,?',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['PK54235,7bd9546985e9',
                                                    'PK31200,c5df81ee2fe9',
                                                    'PK22606,fffc6ced4248',
                                                    'PK90294,c81e07ac1281',
                                                    'PK92291,d75575506d98',
                                                    'PK29598,7f9399ccbaf6'],
                                          'src': '',
                                          'stall': False},
                     'bbb3f325122b1a58': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK74740,1d917aa9312d',
                                                    'PK10155,0b4e825a3e58',
                                                    'PK71051,c313dab141d0',
                                                    'PK81227,f3821efa7978',
                                                    'PK51816,09533eb54228'],
                                          'src': '',
                                          'stall': False},
                     'c3a2043513198a63': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK25568,839b6d4c0625',
                                                    'PK78373,94b15742246d',
                                                    'PK87195,622e1e86a5f7',
                                                    'PK80411,632a644c5643'],
                                          'src': '',
                                          'stall': False},
                     'c62431a664046ee1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK77372,4ca56e8554c1',
                                                    'PK55629,ea5c7c4699ac',
                                                    'PK74603,338a03e28e56',
                                                    'PK48764,076f792f2059',
                                                    'PK53243,4d2152f434d6'],
                                          'src': '',
                                          'stall': False},
                     'f92b52e491ff612b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK18714,69c4e35e2d67',
                                                    'PK90623,32cc70a39b10',
                                                    'PK17395,0f1cfb439198',
                                                    'PK33128,8b6e4c5b541f',
                                                    'PK67668,e8e221bee8b8'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['284ba9184e2eb3ab',
                        '363a88a3def502d8',
                        '3aea691f8ac66b88',
                        '86a7aac53fa5bb99',
                        'a7495fdd2cc04561',
                        'ae094ca97b114b70',
                        'b944d4b586dc24a1',
                        'd3c379c0c7b4d79e'],
            'results': ['pkg_id,sig_digest',
                        'PK49034,ca1bed43189b',
                        'PK73353,051754572aae',
                        'PK99982,ad3b28528cf7',
                        'PK20146,cc3788a6245e',
                        'PK11243,acedbc01f5d4',
                        'PK15291,bdcebf297fed',
                        'PK94391,50892c5ea10a',
                        'PK37444,e2c49dfa9455',
                        'PK25568,839b6d4c0625',
                        'PK78373,94b15742246d',
                        'PK87195,622e1e86a5f7',
                        'PK80411,632a644c5643',
                        'PK79437,9440deb63c73',
                        'PK62033,31ff2e15328f',
                        'PK80350,ebd797a0fc38',
                        'PK86507,7be703b6ba72',
                        'PK62289,886a04b138c5',
                        'PK13184,8e4da5498c4c',
                        'PK68986,4c13a0ce4781',
                        'PK94005,a152a814c8a3',
                        'PK41944,19129fba0ba4',
                        'PK39186,e8d082c3100e',
                        'PK31407,4c69814f4487',
                        'PK97134,a9e640f9f691',
                        'PK20464,172ff62f275f',
                        'PK43714,1955b6758a61',
                        'PK29476,2c4b2d354e08',
                        'PK49344,a10800f08b27',
                        'PK74740,1d917aa9312d',
                        'PK10155,0b4e825a3e58',
                        'PK71051,c313dab141d0',
                        'PK81227,f3821efa7978',
                        'PK51816,09533eb54228',
                        'PK18714,69c4e35e2d67',
                        'PK90623,32cc70a39b10',
                        'PK17395,0f1cfb439198',
                        'PK33128,8b6e4c5b541f',
                        'PK67668,e8e221bee8b8',
                        'PK31408,8d64009a58d9',
                        'PK99180,517718426375',
                        'PK27934,d117f2449a68',
                        'PK33028,955c20f3a6c6',
                        'PK39983,f28c8a2a0be4',
                        'PK77372,4ca56e8554c1',
                        'PK55629,ea5c7c4699ac',
                        'PK74603,338a03e28e56',
                        'PK48764,076f792f2059',
                        'PK53243,4d2152f434d6',
                        'PK34665,1af8905ee8b8',
                        'PK95768,a64185f20a51',
                        'PK14630,c3f92cfc42eb',
                        'PK72032,588326a289c8',
                        'PK84422,bea6706e5327',
                        'PK46490,9d8c874fa0c2'],
            'summary': [['1', '1', 'ok'],
                        ['2', '0', 'skipped'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'ok'],
                        ['10', '3', 'failed'],
                        ['11', '1', 'failed'],
                        ['12', '3', 'retried']]},
 'today': {'ledger': ['PK15420\t6\t6a5b79d1e9511912',
                      'PK22049\t5\td56c87dfddfe5911',
                      'PK26281\t5\t121f53ef5ee277bb',
                      'PK59807\t4\t875fb383d205654d',
                      'PK61222\t8\t9e4fd17e19e39067',
                      'PK67250\t5\t762fd58f0a183717',
                      'PK71722\t5\tad747ee88c4e7965',
                      'PK80000\t5\t918f97cfb3e4b393',
                      'PK85004\t5\tf178df1d583b8906',
                      'PK99579\t6\t090f6d3a0b97c933'],
           'logs': {'-part_ 72': '8 records converted\n',
                    'part_\n20': '5 records converted\n',
                    'part_ 01': '5 records converted\n',
                    'part_ 31 & more': '5 records converted\n',
                    'part_ 49 & more': '5 records converted\n',
                    'part_ 91': '5 records converted\n',
                    'part_ [67] (copy)': '6 records converted\n',
                    'part_ [95] (copy)': 'mirror-kr: connection reset by peer (attempt 1)\n'
                                         'mirror-kr: connection reset by peer (attempt 2)\n'
                                         '4 records converted\n',
                    "part_'37": 'ftp-jp: connection reset by peer (attempt 1)\n'
                                'ftp-jp: connection reset by peer (attempt 2)\n'
                                'ftp-jp: connection reset by peer (attempt 3)\n',
                    "part_'56": "line 2: malformed record 'PK82878,mirror-br,?,3'\n"},
           'results': ['pkg_id,sig_digest',
                       'PK99579,deeb4aa52db8',
                       'PK84520,075ef52a62ab',
                       'PK47740,5f97c527802d',
                       'PK54260,fc921f378658',
                       'PK22331,0789c3b94c6e',
                       'PK51369,1b46e9bfc3d1',
                       'PK61222,8e5d24c32e47',
                       'PK79842,f9f134a10b7b',
                       'PK58220,6f63c57eed13',
                       'PK59646,ba5b48a40dc6',
                       'PK40947,54eb240a6d2e',
                       'PK16176,20926e0223ba',
                       'PK31466,9e622387feb1',
                       'PK44163,5c722045c9ab',
                       'PK71722,e72bc8bc275b',
                       'PK21192,ce0f4320f831',
                       'PK26526,d1ff58e10307',
                       'PK49608,20c3447feef9',
                       'PK52280,1d985da5f13d',
                       'PK26281,8fc636845e6c',
                       'PK70449,23bb4c716036',
                       'PK95914,565d7a1e8fb5',
                       'PK39165,585859503b52',
                       'PK29803,c94079cd0ed7',
                       'PK67250,446985dc0822',
                       'PK90062,a03d0fc98ed4',
                       'PK87700,22d01af6dc48',
                       'PK40076,1df3a721f076',
                       'PK17028,5879500127d0',
                       'PK22049,ba2bd806d189',
                       'PK72535,6af6ec623fd0',
                       'PK14526,0ca018319aa8',
                       'PK58516,0dec93856b8d',
                       'PK76467,5b30de0f1996',
                       'PK80000,485fbc469cc0',
                       'PK51289,996bbb226994',
                       'PK33118,b79694e64203',
                       'PK35982,40385c5b5af9',
                       'PK48467,561b5fde118d',
                       'PK85004,856188cec72b',
                       'PK34257,21b8b15e72cc',
                       'PK19836,378a9d79b826',
                       'PK82506,bcdc7f66a0dc',
                       'PK16649,0588a90defd1',
                       'PK15420,7bacf449ea8c',
                       'PK67828,808a1bac22bd',
                       'PK89104,ee58e9d07cc4',
                       'PK31050,ac283ea3eda8',
                       'PK26738,df60c5cc53d6',
                       'PK31565,5f2c0e723e8c',
                       'PK59807,eccd26b23f3c',
                       'PK39448,3b06518b9ff1',
                       'PK62892,0390ef48b187',
                       'PK81749,82079775101e'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'ok'],
                       ['10', '3', 'retried'],
                       ['11', '3', 'failed'],
                       ['12', '1', 'failed']]}}
CAP = 4
DRIVER = '/srv/mirror-verify/bin/run-batch'
TODAY = '/srv/mirror-verify/runs/2024-10-25'
GATEWAY = 'PKGVERIFY_GATEWAY'
SCRATCH = False
DEADLINE = 5

import fcntl
import hashlib
import json
import socketserver
import tempfile
import threading
import time
from collections import Counter


def _text(path):
    assert os.path.isfile(path), f"{path} does not exist"
    with open(path, newline="") as f:
        return f.read()


def _rows(path):
    return [line.split("\t") for line in _text(path).splitlines()]


class _Stall(Exception):
    pass


class Gateway:
    """The upstream gateway of the hidden run. It, not the driver, decides what every job does, and it records
    every attempt: start, end, exit, scratch dir; every publish and whether the ledger lock was held."""

    def __init__(self, plan, out_dir, cap):
        self.plan, self.out, self.cap = plan, out_dir, cap
        self.mu = threading.Lock()
        self.attempts, self.converts, self.publishes, self.unknown, self.scratch_bad = Counter(), [], [], [], []
        self.busy = Counter()
        d = tempfile.mkdtemp(prefix="tg-gw-")
        os.chmod(d, 0o711)
        self.path = os.path.join(d, "gateway.sock")
        gw = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self):
                gw.handle(self.rfile, self.wfile, self.connection)

        socketserver.ThreadingUnixStreamServer.daemon_threads = True
        self.srv = socketserver.ThreadingUnixStreamServer(self.path, Handler)
        os.chmod(self.path, 0o666)
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def stop(self):
        self.srv.shutdown()
        self.srv.server_close()

    def handle(self, rf, wf, conn):
        try:
            req = json.loads(rf.readline())
            content = req["content"]
            assert isinstance(content, str)
        except Exception:
            return
        key = hashlib.sha256(content.encode()).hexdigest()[:16]

        def send(kind, text):
            wf.write(f"{kind} {text}\n".encode())
            wf.flush()

        if req.get("op") == "publish":
            return self.publish(key, send)
        if req.get("op") != "convert":
            return
        rec = {"key": key, "start": time.monotonic(), "end": None, "exit": None}
        sc = req.get("scratch")
        with self.mu:
            self.attempts[key] += 1
            n = self.attempts[key]
            self.converts.append(rec)
            if SCRATCH:
                slots = {os.path.join(self.out, "scratch", f"slot-{i}") for i in range(1, self.cap + 1)}
                if sc not in slots:
                    self.scratch_bad.append(f"scratch dir {sc!r} is not one of the slot dirs")
                elif self.busy[sc]:
                    self.scratch_bad.append(f"two running jobs shared the scratch dir {sc}")
                self.busy[sc] += 1
        try:
            rec["exit"] = self.convert(key, n, send, conn)
            send("EXIT", rec["exit"])
        except (_Stall, OSError):
            pass
        finally:
            rec["end"] = time.monotonic()
            with self.mu:
                self.busy[sc] -= 1

    def convert(self, key, n, send, conn):
        job = self.plan.get(key)
        if job is None:
            self.unknown.append(key)
            send("ERR", "unknown job: not a job of this batch")
            return 65
        if job["stall"]:
            send("ERR", f"waiting for {job['src']} ...")
            conn.settimeout(600)
            while conn.recv(4096):
                pass
            raise _Stall()
        time.sleep(job["dur"])
        lines = job["lines"]
        if n <= job["f"]:
            for line in lines[: len(lines) // 2]:
                send("OUT", line)
            send("ERR", f"{job['src']}: connection reset by peer (attempt {n})")
            return 75
        if job["bad_at"]:
            for line in lines[: job["bad_at"] - 1]:
                send("OUT", line)
            send("ERR", f"line {job['bad_at']}: malformed record {job['bad_rec']!r}")
            return 65
        for line in lines:
            send("OUT", line)
        send("ERR", f"{len(lines)} records converted")
        return 0

    def publish(self, key, send):
        locked = False
        try:
            fd = os.open(os.path.join(self.out, "ledger.lock"), os.O_RDONLY)
        except OSError:
            fd = None
        if fd is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(fd, fcntl.LOCK_UN)
            except BlockingIOError:
                locked = True
            finally:
                os.close(fd)
        with self.mu:
            self.publishes.append((key, locked))
        if not locked:
            send("ERR", "refusing to publish: the ledger lock is not held")
        send("EXIT", 0 if locked else 77)


def _overlap(spans):
    events = sorted([(s, 1) for s, e in spans] + [(e, -1) for s, e in spans])
    cur = best = 0
    for _, d in events:
        cur += d
        best = max(best, cur)
    return best


@pytest.fixture(scope="module")
def hidden():
    H = T["hidden"]
    stage = tempfile.mkdtemp(prefix="tg-stage-")
    root = os.path.join(stage, "batch")
    os.makedirs(root)
    for rel, content, mtime in H["files"]:
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", newline="") as f:
            f.write(content)
        if mtime is not None:
            os.utime(p, (mtime, mtime))
    base = os.path.realpath(tg_guard.give(root))
    inp, out = os.path.join(base, H["input"]), os.path.join(base, "out")
    gw = Gateway(H["plan"], out, CAP)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": tg_guard.scratch("home"), "LANG": "C.UTF-8",
           "TMPDIR": "/tmp", GATEWAY: gw.path}
    run = {"rc": None, "timed_out": False, "out": out, "gw": gw, "log": ""}
    try:
        p = tg_guard.run([DRIVER, inp, out], env=env, timeout=H["budget"])
        run["rc"], run["log"] = p.returncode, (p.stdout + p.stderr)[-3000:]
    except subprocess.TimeoutExpired:
        run["timed_out"] = True
    finally:
        time.sleep(0.2)
        gw.stop()
    return run


def test_hidden_run_finishes(hidden):
    assert os.path.isfile(DRIVER) and os.stat(DRIVER).st_mode & 0o001, f"{DRIVER} is not executable by every user"
    assert not hidden["timed_out"], f"run-batch did not finish a hidden batch within {T['hidden']['budget']} s"


def test_hidden_run_ran_each_job_as_often_as_it_should(hidden):
    gw = hidden["gw"]
    assert not gw.unknown, f"{len(gw.unknown)} converter runs on files that are not jobs of the batch (as cut?)"
    want = {k: n for k, n in T["hidden"]["attempts"].items()}
    got = {k: gw.attempts.get(k, 0) for k in want}
    wrong = {T["hidden"]["names"][k]: (got[k], want[k]) for k in want if got[k] != want[k]}
    assert not wrong, "attempts per job differ (job: (made, expected)): " + "; ".join(
        f"{n!r}: {v}" for n, v in sorted(wrong.items()))


def test_hidden_run_used_exactly_the_allowed_concurrency(hidden):
    spans = [(c["start"], c["end"]) for c in hidden["gw"].converts if c["end"] is not None]
    assert spans, "the converter never ran"
    most = _overlap(spans)
    assert most <= CAP, f"{most} conversions ran at once; at most {CAP} are allowed"
    assert most == CAP, f"never more than {most} conversions ran at once: the batch must use all {CAP} slots"


def test_hidden_run_results(hidden):
    got = _text(os.path.join(hidden["out"], "results.csv")).splitlines()
    want = T["hidden"]["results"]
    assert got[:1] == want[:1], f"header {got[:1]}, expected {want[:1]}"
    missing, extra = set(want) - set(got), set(got) - set(want)
    assert not missing and not extra, (f"results: {len(missing)} expected lines missing, {len(extra)} unexpected "
                                       "(a failed job's partial output? a stale part?)")
    assert got == want, "results hold the right lines but not in job order (or some twice)"


def test_today_results():
    got = _text(os.path.join(TODAY, "results.csv")).splitlines()
    assert got == T["today"]["results"], "today's results differ from the expected (lines, values or order)"


def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])


def test_ledger_today():
    got = sorted(_text(os.path.join(TODAY, "ledger.tsv")).splitlines())
    assert got == T["today"]["ledger"], "today's ledger differs: every successful job once, nothing else"


def test_hidden_publishing(hidden):
    pubs = hidden["gw"].publishes
    unlocked = [k for k, locked in pubs if not locked]
    assert not unlocked, f"{len(unlocked)} publish runs without the exclusive lock on ledger.lock held"
    got = sorted(k for k, _ in pubs)
    assert got == T["hidden"]["publish"], (f"{len(got)} publishes, expected {len(T['hidden']['publish'])}: "
                                           "each job that succeeded in this run, once, with its whole part")
    led = sorted(_text(os.path.join(hidden["out"], "ledger.tsv")).splitlines())
    assert led == T["hidden"]["ledger"], "the ledger file does not hold exactly the published batches"
