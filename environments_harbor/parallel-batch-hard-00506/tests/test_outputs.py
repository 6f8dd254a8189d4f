import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'12183a76c60a3121': 1,
                         '26e07191a1c2bbc6': 0,
                         '3574367fd57424d4': 1,
                         '394a02641bf959da': 0,
                         '48b126283052cd8f': 2,
                         '6a7b189f5e4dcab2': 0,
                         '720374c6e07d9090': 1,
                         '8225208c67874c17': 1,
                         'a850f93bd10648b2': 1,
                         'b886680748db395e': 1,
                         'd5235477bde0807c': 1,
                         'e578b085d8197e1c': 2,
                         'f92c5c7cedd5ba57': 1,
                         'fa9b04aae33de903': 0},
            'budget': 34,
            'exit': 3,
            'files': [['in/apac/part_02.csv',
                       'AD33637,osm-eu,98273,137\n'
                       'AD32712,osm-eu,54860,217\n'
                       'AD74911,osm-us,88161,238\n'
                       'AD14100,osm-eu,19945,263\n',
                       None],
                      ['in/apac/part_38.csv',
                       'AD16580,osm-us,85652,133\n'
                       'AD99152,osm-eu,18849,50\n'
                       'AD72510,osm-us,83707,23\n'
                       'AD96270,osm-us,94964,166\n'
                       'AD23323,osm-us,32900,26\n'
                       'AD51616,osm-eu,38869,158\n',
                       None],
                      ['in/apac/part_92.csv',
                       'AD90331,osm-eu,41084,19\n'
                       'AD59101,osm-us,61012,19\n'
                       'AD96793,gazetteer,94894,224\n'
                       'AD87237,osm-eu,54274,327\n'
                       'AD49078,osm-us,11229,64\n'
                       'AD56130,osm-eu,25743,179\n'
                       'AD47307,osm-us,49167,64\n'
                       'AD45177,osm-us,34384,119\n',
                       None],
                      ['in/eu/part_52.csv',
                       'AD95228,osm-eu,90873,249\n'
                       'AD85804,osm-us,82876,362\n'
                       'AD57583,osm-us,81756,272\n'
                       'AD43293,osm-eu,34006,346\n'
                       'AD46700,osm-us,7352,349\n',
                       None],
                      ['in/eu/part_70.csv',
                       'AD54769,osm-us,53388,101\n'
                       'AD58049,osm-eu,83955,36\n'
                       'AD95130,osm-us,35662,6\n'
                       'AD55528,osm-eu,52598,88\n'
                       'AD45561,osm-us,89646,337\n',
                       None],
                      ['in/eu/part_81.csv',
                       'AD32448,osm-us,18115,256\n'
                       'AD53712,osm-eu,7558,286\n'
                       'AD21936,osm-us,64654,3\n'
                       'AD96211,osm-eu,41122,210\n'
                       'AD96117,osm-us,4396,300\n',
                       None],
                      ['in/part_06.csv',
                       'AD26584,osm-eu,72985,378\n'
                       'AD55599,osm-us,49039,237\n'
                       'AD19390,osm-us,70293,44\n'
                       'AD23016,osm-eu,85040,158\n'
                       'AD58282,osm-us,1014,116\n',
                       None],
                      ['in/part_75.csv',
                       'AD64321,osm-us,93725,136\n'
                       'AD36105,osm-eu,54840,264\n'
                       'AD63969,osm-eu,91255,158\n'
                       'AD86051,osm-eu,93301,148\n'
                       'AD55044,osm-us,49835,159\n',
                       None],
                      ['in/part_85.csv',
                       'AD41314,osm-eu,40937,94\n'
                       'AD61093,osm-us,62578,372\n'
                       'AD20368,here-b,67326,170\n'
                       'AD58704,osm-us,48631,75\n'
                       'AD11651,osm-us,12616,399\n'
                       'AD12843,osm-eu,72211,260\n',
                       None],
                      ['in/partner-a/part_17.csv',
                       'AD54394,osm-eu,30663,63\n'
                       'AD78234,osm-us,63054,377\n'
                       'AD18691,tomtom-1,12984,166\n'
                       'AD96843,osm-us,17316,341\n',
                       None],
                      ['in/partner-a/part_39.csv',
                       'AD89159,osm-eu,8327,195\n'
                       'AD80457,osm-eu,95403,187\n'
                       'AD34167,osm-eu,27355,46\n'
                       'AD86019,osm-eu,75816,21\n'
                       'AD86127,here-a,43206,370\n'
                       'AD17082,osm-us,20685,34\n',
                       None],
                      ['in/partner-a/part_71.csv',
                       'AD45535,osm-eu,7928,360\n'
                       'AD44021,osm-eu,12O,323\n'
                       'AD48468,osm-us,13306,151\n'
                       'AD54073,osm-us,1654,392\n',
                       None],
                      ['in/.staging/part_14.csv',
                       'AD72406,osm-us,39194,266\n'
                       'AD74495,osm-eu,27188,279\n'
                       'AD74378,osm-us,42612,103\n'
                       'AD82544,osm-eu,42873,201\n'
                       'AD27698,osm-us,54769,352\n',
                       None],
                      ['in/apac/.part_63.csv',
                       'AD96780,osm-us,90673,37\n'
                       'AD19069,osm-us,36791,225\n'
                       'AD77944,osm-us,68501,125\n'
                       'AD38779,osm-eu,10667,55\n',
                       None],
                      ['out/parts/apac/part_02.out',
                       'AD33637,fc7a1e9bc665\nAD32712,0cd596c5ef3c\nAD74911,de25914e365b\nAD14100,e8bde17338ab\n',
                       None],
                      ['out/parts/apac/part_38.out',
                       'AD16580,3846fa31ec41\n'
                       'AD99152,e2ddc2dea031\n'
                       'AD72510,addbf8818a45\n'
                       'AD96270,153a4628cc42\n'
                       'AD23323,32fd9edbbea9\n'
                       'AD51616,2c05eeceb5bf\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1702314618.370\t     0.500\t0\t0\t0\t0\t/srv/geo-enrich/bin/run-batch --job 1 '
                       'apac/part_02.csv 2\n'
                       '2\t:\t1702314619.110\t     0.600\t0\t0\t0\t0\t/srv/geo-enrich/bin/run-batch --job 2 '
                       'apac/part_38.csv 3\n'
                       '3\t:\t1702314620.220\t     0.700\t0\t0\t75\t0\t/srv/geo-enrich/bin/run-batch --job 3 '
                       'apac/part_92.csv 4\n',
                       None],
                      ['out/ledger.tsv', 'AD33637\t4\tddb3b682c5e8bd26\nAD16580\t6\t575271d31f4532f4\n', None]],
            'input': 'in',
            'ledger': ['AD16580\t6\t575271d31f4532f4',
                       'AD26584\t5\tca1236c4e1226f97',
                       'AD32448\t5\t092ed832be02b946',
                       'AD33637\t4\tddb3b682c5e8bd26',
                       'AD54394\t4\ta37fcea95a957446',
                       'AD54769\t5\t2acd4f62500537c0',
                       'AD64321\t5\t5e476e4e3f85bdfb',
                       'AD90331\t8\tdceb9405a579dfb1',
                       'AD95228\t5\td71d07b688c0fdb0'],
            'logs': {'apac/part_92': '8 records converted\n',
                     'eu/part_52': '5 records converted\n',
                     'eu/part_70': '5 records converted\n',
                     'eu/part_81': '5 records converted\n',
                     'part_06': '5 records converted\n',
                     'part_75': '5 records converted\n',
                     'part_85': 'here-b: connection reset by peer (attempt 1)\n'
                                'here-b: connection reset by peer (attempt 2)\n',
                     'partner-a/part_17': 'tomtom-1: connection reset by peer (attempt 1)\n4 records converted\n',
                     'partner-a/part_39': 'waiting for here-a ...\n',
                     'partner-a/part_71': "line 2: malformed record 'AD44021,osm-eu,12O,323'\n"},
            'names': {'12183a76c60a3121': 'part_06.csv',
                      '26e07191a1c2bbc6': '.staging/part_14.csv',
                      '3574367fd57424d4': 'apac/part_92.csv',
                      '394a02641bf959da': 'apac/part_38.csv',
                      '48b126283052cd8f': 'part_85.csv',
                      '6a7b189f5e4dcab2': 'apac/part_02.csv',
                      '720374c6e07d9090': 'partner-a/part_39.csv',
                      '8225208c67874c17': 'eu/part_52.csv',
                      'a850f93bd10648b2': 'eu/part_81.csv',
                      'b886680748db395e': 'part_75.csv',
                      'd5235477bde0807c': 'partner-a/part_71.csv',
                      'e578b085d8197e1c': 'partner-a/part_17.csv',
                      'f92c5c7cedd5ba57': 'eu/part_70.csv',
                      'fa9b04aae33de903': 'apac/.part_63.csv'},
            'plan': {'12183a76c60a3121': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD26584,a6ccb75f5ea9',
                                                    'AD55599,3416b239a6b8',
                                                    'AD19390,9c8b3cd4156a',
                                                    'AD23016,b50af1c127b1',
                                                    'AD58282,2e17e6fd4657'],
                                          'src': '',
                                          'stall': False},
                     '26e07191a1c2bbc6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD72406,a8d120b1f098',
                                                    'AD74495,2218dbfdc6f6',
                                                    'AD74378,60dd4b96ebd6',
                                                    'AD82544,2423a0525ed8',
                                                    'AD27698,7058ab79ed40'],
                                          'src': '',
                                          'stall': False},
                     '3574367fd57424d4': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['AD90331,1958f5b72b15',
                                                    'AD59101,1ecaabe3f582',
                                                    'AD96793,9ff7c9ad0b81',
                                                    'AD87237,7f22feebb131',
                                                    'AD49078,93ae72df8738',
                                                    'AD56130,49fc5691ff50',
                                                    'AD47307,a0e9dd4062d8',
                                                    'AD45177,277dc6c3cb7b'],
                                          'src': 'gazetteer',
                                          'stall': False},
                     '394a02641bf959da': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD16580,3846fa31ec41',
                                                    'AD99152,e2ddc2dea031',
                                                    'AD72510,addbf8818a45',
                                                    'AD96270,153a4628cc42',
                                                    'AD23323,32fd9edbbea9',
                                                    'AD51616,2c05eeceb5bf'],
                                          'src': '',
                                          'stall': False},
                     '48b126283052cd8f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 2,
                                          'lines': ['AD41314,62bfa8f2ac34',
                                                    'AD61093,9b84c7a34097',
                                                    'AD20368,b7e4af437948',
                                                    'AD58704,809e0567b465',
                                                    'AD11651,a60ade5c6c2d',
                                                    'AD12843,532809fc652e'],
                                          'src': 'here-b',
                                          'stall': False},
                     '6a7b189f5e4dcab2': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD33637,fc7a1e9bc665',
                                                    'AD32712,0cd596c5ef3c',
                                                    'AD74911,de25914e365b',
                                                    'AD14100,e8bde17338ab'],
                                          'src': '',
                                          'stall': False},
                     '720374c6e07d9090': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD89159,d61fc2c54fe0',
                                                    'AD80457,ca88964d544c',
                                                    'AD34167,58079870aed1',
                                                    'AD86019,bd7a4179c44f',
                                                    'AD86127,dec0dc470532',
                                                    'AD17082,89a91af76255'],
                                          'src': 'here-a',
                                          'stall': True},
                     '8225208c67874c17': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD95228,6cd121be7414',
                                                    'AD85804,c88fba73e46f',
                                                    'AD57583,3f71c0e07581',
                                                    'AD43293,146ed0bebf9d',
                                                    'AD46700,a9369752b25e'],
                                          'src': '',
                                          'stall': False},
                     'a850f93bd10648b2': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD32448,27b8beabfa51',
                                                    'AD53712,17a6549cb754',
                                                    'AD21936,65726b7bc3df',
                                                    'AD96211,d8c30092f3e1',
                                                    'AD96117,e0cf8267ed2e'],
                                          'src': '',
                                          'stall': False},
                     'b886680748db395e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD64321,32cb9051b2c9',
                                                    'AD36105,9acb8c62f31d',
                                                    'AD63969,85bf65fb2419',
                                                    'AD86051,6e7e87010e4b',
                                                    'AD55044,85c9b9f494fd'],
                                          'src': '',
                                          'stall': False},
                     'd5235477bde0807c': {'bad_at': 2,
                                          'bad_rec': 'AD44021,osm-eu,12O,323',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['AD45535,96be6a9fd352',
                                                    'AD44021,50946890033d',
                                                    'AD48468,3fb0c2b3f832',
                                                    'AD54073,7ce54e379677'],
                                          'src': '',
                                          'stall': False},
                     'e578b085d8197e1c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 1,
                                          'lines': ['AD54394,5bc308b9f595',
                                                    'AD78234,b8c38e59f318',
                                                    'AD18691,59391fa74a96',
                                                    'AD96843,d3d9ada8491b'],
                                          'src': 'tomtom-1',
                                          'stall': False},
                     'f92c5c7cedd5ba57': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD54769,eca0f52fa0d1',
                                                    'AD58049,155fcf145a5c',
                                                    'AD95130,5e352338425d',
                                                    'AD55528,f84924969cd7',
                                                    'AD45561,f57d76a4d558'],
                                          'src': '',
                                          'stall': False},
                     'fa9b04aae33de903': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD96780,93b1a021d359',
                                                    'AD19069,bc8ceea81156',
                                                    'AD77944,a6efe414c853',
                                                    'AD38779,0b183f7d96f7'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['092ed832be02b946',
                        '2acd4f62500537c0',
                        '5e476e4e3f85bdfb',
                        'a37fcea95a957446',
                        'ca1236c4e1226f97',
                        'd71d07b688c0fdb0',
                        'dceb9405a579dfb1'],
            'results': ['addr_id,geo_hash',
                        'AD33637,fc7a1e9bc665',
                        'AD32712,0cd596c5ef3c',
                        'AD74911,de25914e365b',
                        'AD14100,e8bde17338ab',
                        'AD16580,3846fa31ec41',
                        'AD99152,e2ddc2dea031',
                        'AD72510,addbf8818a45',
                        'AD96270,153a4628cc42',
                        'AD23323,32fd9edbbea9',
                        'AD51616,2c05eeceb5bf',
                        'AD90331,1958f5b72b15',
                        'AD59101,1ecaabe3f582',
                        'AD96793,9ff7c9ad0b81',
                        'AD87237,7f22feebb131',
                        'AD49078,93ae72df8738',
                        'AD56130,49fc5691ff50',
                        'AD47307,a0e9dd4062d8',
                        'AD45177,277dc6c3cb7b',
                        'AD95228,6cd121be7414',
                        'AD85804,c88fba73e46f',
                        'AD57583,3f71c0e07581',
                        'AD43293,146ed0bebf9d',
                        'AD46700,a9369752b25e',
                        'AD54769,eca0f52fa0d1',
                        'AD58049,155fcf145a5c',
                        'AD95130,5e352338425d',
                        'AD55528,f84924969cd7',
                        'AD45561,f57d76a4d558',
                        'AD32448,27b8beabfa51',
                        'AD53712,17a6549cb754',
                        'AD21936,65726b7bc3df',
                        'AD96211,d8c30092f3e1',
                        'AD96117,e0cf8267ed2e',
                        'AD26584,a6ccb75f5ea9',
                        'AD55599,3416b239a6b8',
                        'AD19390,9c8b3cd4156a',
                        'AD23016,b50af1c127b1',
                        'AD58282,2e17e6fd4657',
                        'AD64321,32cb9051b2c9',
                        'AD36105,9acb8c62f31d',
                        'AD63969,85bf65fb2419',
                        'AD86051,6e7e87010e4b',
                        'AD55044,85c9b9f494fd',
                        'AD54394,5bc308b9f595',
                        'AD78234,b8c38e59f318',
                        'AD18691,59391fa74a96',
                        'AD96843,d3d9ada8491b'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '0', 'skipped'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '2', 'failed'],
                        ['10', '2', 'retried'],
                        ['11', '1', 'timed_out'],
                        ['12', '1', 'failed']]},
 'today': {'ledger': ['AD30520\t5\t6c396acf7ada7ea2',
                      'AD34915\t6\t35485eb8707b7b1f',
                      'AD35440\t8\tb91d35210d07bd5f',
                      'AD37224\t5\t4986e6990e6ab531',
                      'AD51625\t5\t88c24e67fefe582c',
                      'AD57843\t5\t8be9d8f699bc7de3',
                      'AD72865\t5\t5e73191e1f3dfc64',
                      'AD72968\t5\t4d4754941321e961',
                      'AD83989\t4\t240f0a95754870aa',
                      'AD89731\t5\t6454542d7bb71598'],
           'logs': {'archive/q3/part_20': '8 records converted\n',
                    'eu/2024/part_86': '5 records converted\n',
                    'eu/2024/part_95': '5 records converted\n',
                    'part_71': '5 records converted\n',
                    'part_76': '5 records converted\n',
                    'part_87': 'waiting for here-a ...\n',
                    'part_97': 'here-b: connection reset by peer (attempt 1)\n'
                               'here-b: connection reset by peer (attempt 2)\n',
                    'partner-a/part_19': 'tomtom-1: connection reset by peer (attempt 1)\n4 records converted\n',
                    'partner-a/part_34': "line 4: malformed record 'AD38533,osm-eu,96251,n/a'\n",
                    'partner-a/part_58': '5 records converted\n'},
           'results': ['addr_id,geo_hash',
                       'AD34915,973799a4d332',
                       'AD61102,3af443b1a703',
                       'AD79952,3a56f68af2fe',
                       'AD90922,b337ceb1af9b',
                       'AD55298,fbf026d0cdb7',
                       'AD46416,4302b688c1f8',
                       'AD35440,6c58e670901f',
                       'AD62339,2400649e8846',
                       'AD18561,aa8ffac4e5ef',
                       'AD18013,1051af678588',
                       'AD45343,49d84f5754de',
                       'AD89667,ce9710c8dfe7',
                       'AD60489,adf29fd32179',
                       'AD33673,91ca16e06716',
                       'AD89731,16f61874a3ce',
                       'AD21967,9f0dbf4ff3e9',
                       'AD28318,c7243a443514',
                       'AD69133,53d458351274',
                       'AD22542,3c6e734d3fc1',
                       'AD72865,3de9b8d1aa6f',
                       'AD37056,7f5f03ce6698',
                       'AD61856,cc93db93fa53',
                       'AD86230,ff261c48e291',
                       'AD81615,addfa79867f8',
                       'AD51625,acd37a4bfedc',
                       'AD89798,23d91da61e45',
                       'AD35385,fdd23b0c741b',
                       'AD89504,f780d9a812af',
                       'AD18020,911c0a767967',
                       'AD72968,1232dccf3fc5',
                       'AD71472,e98820d8d5b5',
                       'AD64410,d60391cbc1ff',
                       'AD87778,f40331698c45',
                       'AD22523,b54ac259689b',
                       'AD57843,8d37e655659e',
                       'AD48388,f8786fa18456',
                       'AD78379,ecb9767983b5',
                       'AD59418,3e5bb4fc0671',
                       'AD57964,7fb8889d543c',
                       'AD37224,fc93bc4a29de',
                       'AD81511,5a25d2e29f7e',
                       'AD76933,5a774ee036ce',
                       'AD14926,7e3ff6227f3d',
                       'AD51075,64b177adb0b2',
                       'AD83989,4ac7238deb87',
                       'AD89523,47ecfc2ccdc8',
                       'AD28969,6eed40bccde2',
                       'AD73858,5f8fb284f629',
                       'AD30520,930e32840b26',
                       'AD91571,f93734f79ba8',
                       'AD64085,ce703f0ed9c4',
                       'AD92232,f6ecb1c81fc0',
                       'AD90576,7e832949b87c'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '0', 'skipped'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'timed_out'],
                       ['10', '2', 'failed'],
                       ['11', '2', 'retried'],
                       ['12', '1', 'failed'],
                       ['13', '1', 'ok']]}}
CAP = 4
DRIVER = '/srv/geo-enrich/bin/run-batch'
TODAY = '/srv/geo-enrich/runs/2024-01-14'
GATEWAY = 'GEOTAG_GATEWAY'
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


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"
