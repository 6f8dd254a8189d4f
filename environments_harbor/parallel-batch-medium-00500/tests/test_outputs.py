import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'18bcf114a886090a': 0,
                         '311b552e04a2bdad': 1,
                         '394704ccd7e1eed5': 1,
                         '3a1535675be9b4bd': 1,
                         '3c3029daa026fb7e': 1,
                         '940f2ac963973859': 1,
                         '960bfa90ee00fc2c': 1,
                         'b66d0e3f159392e6': 1,
                         'c1306142c331f33d': 1,
                         'e159d36ecaa11a5f': 1,
                         'efce514cd80ed6b7': 0,
                         'fb6ea10409c0545e': 0,
                         'ff80a036116000ff': 0},
            'budget': 35,
            'exit': 2,
            'files': [['in/chunk-01.csv',
                       'SUB66449,mx-d,2023,428\n'
                       'SUB98387,mx-d,2016,225\n'
                       'SUB53577,mx-d,2012,302\n'
                       'SUB18261,mx-d,2024,466\n',
                       None],
                      ['in/chunk-06.csv',
                       'SUB70741,mx-b,2017,123\n'
                       'SUB65893,mx-b,2014,393\n'
                       'SUB73602,mx-d,2014,189\n'
                       'SUB20445,mx-b,2012,389\n'
                       'SUB27131,mx-b,2011,314\n'
                       'SUB73308,mx-d,2019,53\n'
                       'SUB40532,mx-c,2021,153\n'
                       'SUB62509,mx-b,2021,111\n',
                       None],
                      ['in/chunk-16.csv',
                       'SUB98634,mx-d,2019,275\n'
                       'SUB41073,mx-b,2014,343\n'
                       'SUB29605,mx-d,2019,449\n'
                       'SUB43789,mx-d,2014,169\n'
                       'SUB88941,mx-b,2012,145\n'
                       'SUB89892,mx-d,2019,76\n',
                       None],
                      ['in/chunk-24.csv',
                       'SUB29325,mx-d,2015,180\n'
                       'SUB69689,mx-b,2016,460\n'
                       'SUB46110,mx-b,2014,136\n'
                       'SUB90243,mx-d,2016,388\n'
                       'SUB69419,mx-d,2011,365\n',
                       None],
                      ['in/chunk-53.csv',
                       'SUB42102,mx-d,2011,216\n'
                       'SUB42731,mx-b,2024,476\n'
                       'SUB85619,mx-d,2018,188\n'
                       'SUB30910,mx-b,2014,341\n'
                       'SUB22471,mx-b,2024,432\n',
                       None],
                      ['in/chunk-57.csv',
                       'SUB19277,mx-d,2012,297\n'
                       'SUB29287,mx-d,2013,56\n'
                       'SUB70955,mx-d,2023,487\n'
                       'SUB34853,mx-d,2014,463\n'
                       'SUB42603,mx-b,2010,331\n',
                       None],
                      ['in/chunk-70.csv',
                       'SUB62262,mx-b,2019,203\n'
                       'SUB16528,mx-d,2022,44\n'
                       'SUB49701,mx-b,2010,137\n'
                       'SUB28911,mx-d,2020,286\n'
                       'SUB90202,mx-b,2024,329\n',
                       None],
                      ['in/chunk-71.csv',
                       'SUB89188,mx-b,2015,251\n'
                       'SUB16153,mx-b,2011,449\n'
                       'SUB95395,mx-b,2014,346\n'
                       'SUB91626,mx-b,2022,366\n'
                       'SUB78575,mx-b,2011,359\n',
                       None],
                      ['in/chunk-74.csv',
                       'SUB49926,mx-f,2021,405\nSUB76010,mx-d,2024,8\nSUB56807,mx-b,2022,82\nSUB94190,mx-d,2022,466\n',
                       None],
                      ['in/chunk-94.csv',
                       'SUB13512,mx-d,2017,4\n'
                       'SUB10471,mx-b,2019,171\n'
                       'SUB17854,mx-d,2022,500\n'
                       'SUB98437,mx-d,2012,NULL\n'
                       'SUB73378,mx-b,2017,133\n',
                       None],
                      ['in/chunk-96.csv',
                       'SUB40474,mx-d,2010,260\n'
                       'SUB66467,mx-b,2022,486\n'
                       'SUB25420,mx-b,2014,22\n'
                       'SUB86833,mx-b,2020,445\n'
                       'SUB81981,mx-b,2023,268\n'
                       'SUB90242,mx-b,2023,129\n',
                       None],
                      ['in/chunk-45.csv',
                       'SUB64972,mx-b,2021,461\nSUB99885,mx-b,2011,47\nSUB40205,mx-b,2017,184\n',
                       None],
                      ['in/chunk-07.csv',
                       'SUB97261,mx-d,2024,375\n'
                       'SUB17773,mx-d,2021,435\n'
                       'SUB84984,mx-d,2011,419\n'
                       'SUB40181,mx-d,2010,62\n'
                       'SUB48952,mx-d,2019,203\n'
                       'SUB95584,mx-b,2017,404\n',
                       None],
                      ['in/SHA256SUMS',
                       '311b552e04a2bdad21252ada64d1e39687aa2418ced40318f931d81bba4c2671  chunk-57.csv\n'
                       '394704ccd7e1eed54b2e09cbe67651316c3d9b35e27451550f7f4cf1b2b8ec33  chunk-96.csv\n'
                       '3a1535675be9b4bd92926ab30b71cd274fa54b4f50b9ec709c47ed949ac45501  chunk-74.csv\n'
                       '3c3029daa026fb7eb158edc7eee5ddb3c0f2a0bd02b61dce00d71ced8b305857  chunk-71.csv\n'
                       '940f2ac963973859e3992d7500ca655a6e63ba8f38e87eebb6bcac5db834b4be  chunk-24.csv\n'
                       '95f2d02cfa8281aea245477e61618fb9609134e3e00b2abdba778eca66ca768e  chunk-45.csv\n'
                       '960bfa90ee00fc2c1ef4adfee8ec25a3f4b45bf1ff67648cfd52da80ded78b41  chunk-70.csv\n'
                       'b66d0e3f159392e6ab35ac784c0718c929962e20beab1daf5b20086136ba7add  chunk-94.csv\n'
                       'c1306142c331f33da6794ba4d8484aefcc7c5e13875dbc764ef08286c08764e2  chunk-06.csv\n'
                       'e159d36ecaa11a5f06c9078931ef806c0aa0da368b83123d6fdc034e4dece83b  chunk-53.csv\n'
                       'efce514cd80ed6b76f9f8809293c25b3d27a90e31f5fd96853bf5ecef84caad7  chunk-16.csv\n'
                       'ff80a036116000ff056524032a3a76953d4b68b3e55beeac8546965f980af410  chunk-01.csv\n',
                       None],
                      ['out/parts/chunk-01.out',
                       'SUB66449,43c27d70c13a\nSUB98387,e6c809bb8535\nSUB53577,1695993deeb5\nSUB18261,f505aff4a90f\n',
                       None],
                      ['out/parts/chunk-16.out',
                       'SUB98634,49838a1a3bdf\n'
                       'SUB41073,d451f23b2cc7\n'
                       'SUB29605,35ebf69c4726\n'
                       'SUB43789,9a8918fe4626\n'
                       'SUB88941,858f234153c8\n'
                       'SUB89892,84b6e2cb7bc3\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1700922488.370\t     0.500\t0\t0\t0\t0\t/data/newsletter-merge/bin/run-batch --job 1 '
                       'chunk-01.csv 2\n'
                       '2\t:\t1700922489.110\t     0.600\t0\t0\t75\t0\t/data/newsletter-merge/bin/run-batch --job 2 '
                       'chunk-06.csv 3\n'
                       '3\t:\t1700922490.220\t     0.700\t0\t0\t0\t0\t/data/newsletter-merge/bin/run-batch --job 3 '
                       'chunk-16.csv 4\n',
                       None]],
            'input': 'in',
            'ledger': ['SUB19277\t5\t7f2d136bd202897a',
                       'SUB29325\t5\tb63dbdfb62acc968',
                       'SUB40474\t6\t59e2dcf1983920f2',
                       'SUB42102\t5\t51143c317e29d424',
                       'SUB62262\t5\t3f3383e06a6d73ea',
                       'SUB70741\t8\td20ca32cf641136d',
                       'SUB89188\t5\tacc75384535c0e77'],
            'logs': {'chunk-06': '8 records converted\n',
                     'chunk-24': '5 records converted\n',
                     'chunk-53': '5 records converted\n',
                     'chunk-57': '5 records converted\n',
                     'chunk-70': '5 records converted\n',
                     'chunk-71': '5 records converted\n',
                     'chunk-74': 'waiting for mx-f ...\n',
                     'chunk-94': "line 4: malformed record 'SUB98437,mx-d,2012,NULL'\n",
                     'chunk-96': '6 records converted\n'},
            'names': {'18bcf114a886090a': 'chunk-07.csv',
                      '311b552e04a2bdad': 'chunk-57.csv',
                      '394704ccd7e1eed5': 'chunk-96.csv',
                      '3a1535675be9b4bd': 'chunk-74.csv',
                      '3c3029daa026fb7e': 'chunk-71.csv',
                      '940f2ac963973859': 'chunk-24.csv',
                      '960bfa90ee00fc2c': 'chunk-70.csv',
                      'b66d0e3f159392e6': 'chunk-94.csv',
                      'c1306142c331f33d': 'chunk-06.csv',
                      'e159d36ecaa11a5f': 'chunk-53.csv',
                      'efce514cd80ed6b7': 'chunk-16.csv',
                      'fb6ea10409c0545e': 'chunk-45.csv',
                      'ff80a036116000ff': 'chunk-01.csv'},
            'plan': {'18bcf114a886090a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB97261,5a130d0dc65e',
                                                    'SUB17773,30a46bbb1236',
                                                    'SUB84984,e4200af28ca1',
                                                    'SUB40181,60e9ccd2caf5',
                                                    'SUB48952,49f6dd02d1b6',
                                                    'SUB95584,a27fa853bea2'],
                                          'src': '',
                                          'stall': False},
                     '311b552e04a2bdad': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB19277,574b47fcaec3',
                                                    'SUB29287,b3fceb6b3bf3',
                                                    'SUB70955,d1d475bf871d',
                                                    'SUB34853,be870f45f576',
                                                    'SUB42603,ca8ac68879c8'],
                                          'src': '',
                                          'stall': False},
                     '394704ccd7e1eed5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB40474,c182d179aafe',
                                                    'SUB66467,fd33ececb897',
                                                    'SUB25420,2b9403144ffb',
                                                    'SUB86833,4af57756d9f8',
                                                    'SUB81981,215f123915ee',
                                                    'SUB90242,b8853847ff88'],
                                          'src': '',
                                          'stall': False},
                     '3a1535675be9b4bd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB49926,de56648babb4',
                                                    'SUB76010,c08bf76b9b65',
                                                    'SUB56807,a3c4f9ecc64d',
                                                    'SUB94190,53b6c3ff7760'],
                                          'src': 'mx-f',
                                          'stall': True},
                     '3c3029daa026fb7e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB89188,65e34f77d118',
                                                    'SUB16153,fa644ec57b99',
                                                    'SUB95395,c80c186ad258',
                                                    'SUB91626,c134ffb3a2fd',
                                                    'SUB78575,7930c925a482'],
                                          'src': '',
                                          'stall': False},
                     '940f2ac963973859': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB29325,8b3c38f53a62',
                                                    'SUB69689,d7dea14aa019',
                                                    'SUB46110,b3c5c9c950f2',
                                                    'SUB90243,2a2c2eb18071',
                                                    'SUB69419,22026dfb51ff'],
                                          'src': '',
                                          'stall': False},
                     '960bfa90ee00fc2c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB62262,38da4627084d',
                                                    'SUB16528,097f45709dc9',
                                                    'SUB49701,00e2f6ea84b6',
                                                    'SUB28911,720abc930ecd',
                                                    'SUB90202,eb99c75e821e'],
                                          'src': '',
                                          'stall': False},
                     'b66d0e3f159392e6': {'bad_at': 4,
                                          'bad_rec': 'SUB98437,mx-d,2012,NULL',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['SUB13512,5b8b3a57ef5d',
                                                    'SUB10471,830a372e014a',
                                                    'SUB17854,ecd24c70a54c',
                                                    'SUB98437,622165f1bbb2',
                                                    'SUB73378,3a0b76c07be1'],
                                          'src': '',
                                          'stall': False},
                     'c1306142c331f33d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['SUB70741,09942f1af4a9',
                                                    'SUB65893,94469c9a4329',
                                                    'SUB73602,e37c58549baf',
                                                    'SUB20445,2d27682a7027',
                                                    'SUB27131,b709607854da',
                                                    'SUB73308,73b2718fa406',
                                                    'SUB40532,948adcf925e6',
                                                    'SUB62509,47c706ce3445'],
                                          'src': 'mx-c',
                                          'stall': False},
                     'e159d36ecaa11a5f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB42102,e74efe37fd5c',
                                                    'SUB42731,f6268c44605f',
                                                    'SUB85619,da8ac2d7637a',
                                                    'SUB30910,b65f53510a79',
                                                    'SUB22471,9d15bc26243d'],
                                          'src': '',
                                          'stall': False},
                     'efce514cd80ed6b7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB98634,49838a1a3bdf',
                                                    'SUB41073,d451f23b2cc7',
                                                    'SUB29605,35ebf69c4726',
                                                    'SUB43789,9a8918fe4626',
                                                    'SUB88941,858f234153c8',
                                                    'SUB89892,84b6e2cb7bc3'],
                                          'src': '',
                                          'stall': False},
                     'fb6ea10409c0545e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB64972,14eb2f299753',
                                                    'SUB99885,8d17e917e1d4',
                                                    'SUB40205,0f5a05f4b26f'],
                                          'src': '',
                                          'stall': False},
                     'ff80a036116000ff': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB66449,43c27d70c13a',
                                                    'SUB98387,e6c809bb8535',
                                                    'SUB53577,1695993deeb5',
                                                    'SUB18261,f505aff4a90f'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['3f3383e06a6d73ea',
                        '51143c317e29d424',
                        '59e2dcf1983920f2',
                        '7f2d136bd202897a',
                        'acc75384535c0e77',
                        'b63dbdfb62acc968',
                        'd20ca32cf641136d'],
            'results': ['subscriber_id,render_id',
                        'SUB66449,43c27d70c13a',
                        'SUB98387,e6c809bb8535',
                        'SUB53577,1695993deeb5',
                        'SUB18261,f505aff4a90f',
                        'SUB70741,09942f1af4a9',
                        'SUB65893,94469c9a4329',
                        'SUB73602,e37c58549baf',
                        'SUB20445,2d27682a7027',
                        'SUB27131,b709607854da',
                        'SUB73308,73b2718fa406',
                        'SUB40532,948adcf925e6',
                        'SUB62509,47c706ce3445',
                        'SUB98634,49838a1a3bdf',
                        'SUB41073,d451f23b2cc7',
                        'SUB29605,35ebf69c4726',
                        'SUB43789,9a8918fe4626',
                        'SUB88941,858f234153c8',
                        'SUB89892,84b6e2cb7bc3',
                        'SUB29325,8b3c38f53a62',
                        'SUB69689,d7dea14aa019',
                        'SUB46110,b3c5c9c950f2',
                        'SUB90243,2a2c2eb18071',
                        'SUB69419,22026dfb51ff',
                        'SUB42102,e74efe37fd5c',
                        'SUB42731,f6268c44605f',
                        'SUB85619,da8ac2d7637a',
                        'SUB30910,b65f53510a79',
                        'SUB22471,9d15bc26243d',
                        'SUB19277,574b47fcaec3',
                        'SUB29287,b3fceb6b3bf3',
                        'SUB70955,d1d475bf871d',
                        'SUB34853,be870f45f576',
                        'SUB42603,ca8ac68879c8',
                        'SUB62262,38da4627084d',
                        'SUB16528,097f45709dc9',
                        'SUB49701,00e2f6ea84b6',
                        'SUB28911,720abc930ecd',
                        'SUB90202,eb99c75e821e',
                        'SUB89188,65e34f77d118',
                        'SUB16153,fa644ec57b99',
                        'SUB95395,c80c186ad258',
                        'SUB91626,c134ffb3a2fd',
                        'SUB78575,7930c925a482',
                        'SUB40474,c182d179aafe',
                        'SUB66467,fd33ececb897',
                        'SUB25420,2b9403144ffb',
                        'SUB86833,4af57756d9f8',
                        'SUB81981,215f123915ee',
                        'SUB90242,b8853847ff88'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'timed_out'],
                        ['10', '1', 'failed'],
                        ['11', '1', 'ok']]},
 'today': {'ledger': ['SUB20359\t5\t665e08c9be598e68',
                      'SUB22680\t5\t794e3d76590f5854',
                      'SUB22892\t6\tb86a418f61d76fe3',
                      'SUB27755\t6\t89c57bd527e2dd99',
                      'SUB33932\t8\tf0c2eb80dd8df9d3',
                      'SUB54429\t5\te4da64d303246fdb',
                      'SUB95124\t5\tbdd22f4e249314ee'],
           'logs': {'chunk-04': '8 records converted\n',
                    'chunk-49': '5 records converted\n',
                    'chunk-53': '5 records converted\n',
                    'chunk-56': '5 records converted\n',
                    'chunk-62': '5 records converted\n',
                    'chunk-63': 'waiting for mx-f ...\n',
                    'chunk-65': '6 records converted\n',
                    'chunk-71': '6 records converted\n',
                    'chunk-75': "line 4: malformed record 'SUB98330,mx-d,n/a,30'\n"},
           'results': ['subscriber_id,render_id',
                       'SUB33932,c2b2d4626014',
                       'SUB80596,3dbbc3da6a0d',
                       'SUB48954,095430332268',
                       'SUB60436,864fd46a8fe7',
                       'SUB52993,8b2772bad727',
                       'SUB84555,9f11d716e630',
                       'SUB50405,5c56cb1b47ff',
                       'SUB90307,4bf37e853981',
                       'SUB39836,4fac462701ed',
                       'SUB48787,d7838fc5db8b',
                       'SUB81464,834049d9400a',
                       'SUB25359,ed9d24358242',
                       'SUB77526,f9fe3af270de',
                       'SUB58660,0bee87aeb169',
                       'SUB26206,d3d1a60cf35e',
                       'SUB96848,84e30eb80d3b',
                       'SUB60984,6d1bc03e58e7',
                       'SUB65686,e4bd2d3e4d81',
                       'SUB43247,cca61ce5ef52',
                       'SUB22421,3d25107060dc',
                       'SUB22354,5ade3633ecec',
                       'SUB13212,32bcb0c46810',
                       'SUB65700,2eb19680ce54',
                       'SUB94960,78b406601cf4',
                       'SUB95124,de51840d815b',
                       'SUB69374,d915bb18d95a',
                       'SUB92174,03a6b459d1f4',
                       'SUB90779,1f5bb717db30',
                       'SUB63267,44c7983d648e',
                       'SUB54429,2ab086efa82b',
                       'SUB20515,441334afa358',
                       'SUB92544,17aa444a3404',
                       'SUB35163,79d66f01166b',
                       'SUB25478,b1c9e31745d6',
                       'SUB20359,3497b23f815b',
                       'SUB53358,1969d6a17a5a',
                       'SUB53425,aa3e21ebbd8f',
                       'SUB64340,5b9aee5798eb',
                       'SUB42694,2f9b79ae5368',
                       'SUB22680,b9638494a3b1',
                       'SUB59160,c818ca622eee',
                       'SUB45098,77d197fcb20f',
                       'SUB29894,8e5fdba7252b',
                       'SUB83268,f9a4b5bb9e34',
                       'SUB27755,d75e9e63a392',
                       'SUB30522,9b29634df31f',
                       'SUB86771,4106b0141506',
                       'SUB97930,a1ed08e9537f',
                       'SUB18751,c52f15a65fa9',
                       'SUB67539,598ae5038307',
                       'SUB22892,9692c35100be',
                       'SUB17481,1f76efb596ea',
                       'SUB84456,2628e2143029',
                       'SUB37381,319f42c7852a',
                       'SUB46348,f532026b286b',
                       'SUB14347,8f7aa0dbc961'],
           'summary': [['1', '1', 'ok'],
                       ['2', '0', 'skipped'],
                       ['3', '0', 'skipped'],
                       ['4', '0', 'skipped'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'timed_out'],
                       ['10', '1', 'ok'],
                       ['11', '1', 'ok'],
                       ['12', '1', 'failed']]}}
CAP = 4
DRIVER = '/data/newsletter-merge/bin/run-batch'
TODAY = '/data/newsletter-merge/runs/2025-02-09'
GATEWAY = 'MAILMERGE_GATEWAY'
SCRATCH = True
DEADLINE = 6

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


def test_hidden_scratch_slots(hidden):
    bad = hidden["gw"].scratch_bad
    assert not bad, f"{len(bad)} scratch problems, first: {bad[0]}"


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"
