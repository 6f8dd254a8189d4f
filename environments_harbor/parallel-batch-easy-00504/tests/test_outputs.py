import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'14682389967356ad': 1,
                         '1e9389f35e52dda1': 1,
                         '405b0886aa9eea68': 0,
                         '4538829e5b4aa4bd': 0,
                         '57ff7f08d0fbfd02': 0,
                         '5d371d7276b9ed74': 2,
                         '611db7b5ef94d5a1': 1,
                         '6602e5cdfbe29993': 1,
                         '85d8e5283ab9d70b': 1,
                         '935b62d53d0ab844': 0,
                         '98a379ad46a9bd9d': 1,
                         '9fc7dcb291788a6d': 2,
                         'b7e56aa7ec6b273c': 1,
                         'f858eb53da647298': 1},
            'budget': 31,
            'exit': 2,
            'files': [['in/chunk-96.csv',
                       'PK88059,mirror-br,760904,0\n'
                       'PK67538,mirror-kr,680539,2\n'
                       'PK22386,mirror-br,496284,2\n'
                       'PK84118,mirror-kr,371913,0\n'
                       'PK51893,mirror-kr,189230,0\n',
                       None],
                      ['in/chunk-35.csv',
                       'PK86080,mirror-kr,413434,1\n'
                       'PK76612,mirror-kr,203186,2\n'
                       'PK70235,mirror-br,782883,2\n'
                       'PK51097,deb-us,763280,3\n'
                       'PK52694,mirror-kr,614626,3\n'
                       'PK15120,mirror-kr,222623,1\n'
                       'PK63614,mirror-br,125743,3\n'
                       'PK84272,mirror-kr,468344,2\n',
                       None],
                      ['in/chunk-74.csv',
                       'PK76854,mirror-br,180292,2\n'
                       'PK31298,mirror-kr,77723,3\n'
                       'PK76621,mirror-br,418264,0\n'
                       'PK38772,mirror-kr,829242,0\n'
                       'PK96738,mirror-br,810788,0\n',
                       None],
                      ['in/chunk-55.csv',
                       'PK51452,mirror-kr,535794,0\n'
                       'PK46836,mirror-kr,230555,1\n'
                       'PK26500,mirror-kr,864991,1\n'
                       'PK96912,mirror-br,351187,1\n',
                       None],
                      ['in/chunk-18.csv',
                       'PK97232,mirror-br,206416,3\n'
                       'PK39559,mirror-kr,204677,0\n'
                       'PK44772,mirror-kr,791059,3\n'
                       'PK73525,mirror-br,783490,0\n'
                       'PK40681,mirror-br,690673,0\n',
                       None],
                      ['in/chunk-78.csv',
                       'PK57272,mirror-br,505404,0\n'
                       'PK20901,mirror-kr,625859,0\n'
                       'PK12143,mirror-br,204639,0\n'
                       'PK72686,mirror-kr,380446,0\n'
                       'PK43580,mirror-br,9577,2\n',
                       None],
                      ['in/chunk-15.csv',
                       'PK21267,mirror-kr,169265,3\n'
                       'PK73352,mirror-kr,854435,2\n'
                       'PK71658,mirror-kr,131414,0\n'
                       'PK54030,mirror-br,432033,3\n'
                       'PK36845,mirror-kr,769835,2\n',
                       None],
                      ['in/chunk-22.csv',
                       'PK35985,mirror-br,282627,2\n'
                       'PK85007,mirror-kr,325899,2\n'
                       'PK79295,mirror-br,729391,1\n'
                       'PK92186,mirror-kr,782457,2\n'
                       'PK28654,mirror-kr,866235,2\n',
                       None],
                      ['in/chunk-01.csv',
                       'PK45981,ftp-de,179985,2\n'
                       'PK52224,mirror-kr,804453,0\n'
                       'PK16808,mirror-kr,733222,2\n'
                       'PK22119,mirror-br,257635,3\n'
                       'PK12598,mirror-kr,261165,2\n',
                       None],
                      ['in/chunk-88.csv',
                       'PK44554,mirror-br,122696,2\n'
                       'PK27471,mirror-br,614833,0\n'
                       'PK36771,mirror-kr,748418,2\n'
                       'PK72502,mirror-br,122538,1\n'
                       'PK70717,mirror-kr,145447,0\n',
                       None],
                      ['in/chunk-66.csv',
                       'PK13799,mirror-kr,569433,0\n'
                       'PK88798,mirror-br,518160,3\n'
                       'PK64773,mirror-kr,745708,1\n'
                       'PK74922,mirror-kr,336960,1\n'
                       'PK58328,deb-nl,429181,0\n',
                       None],
                      ['in/chunk-42.csv',
                       'PK88713,mirror-kr,177129,0\n'
                       'PK87558,mirror-kr,608458,1\n'
                       'PK19017,mirror-kr,682682,1\n'
                       'PK60679,mirror-kr,12O,1\n',
                       None],
                      ['in/chunk-37.csv',
                       'PK83607,mirror-br,418485,1\n'
                       'PK52123,mirror-kr,473105,0\n'
                       'PK95713,mirror-br,589176,1\n'
                       'PK43733,mirror-br,327654,1\n'
                       'PK35935,mirror-br,335299,2\n'
                       'PK11299,mirror-br,101991,0\n',
                       None],
                      ['in/chunk-02.csv',
                       'PK27373,mirror-br,434340,2\n'
                       'PK96442,mirror-br,8326,2\n'
                       'PK63513,mirror-kr,159947,1\n'
                       'PK22146,mirror-kr,439611,0\n'
                       'PK18565,mirror-br,138544,3\n',
                       None],
                      ['in/QUEUE',
                       '# mirror-verify queue, written by the scheduler\n'
                       '\n'
                       'chunk-96.csv\n'
                       'chunk-35.csv\n'
                       'chunk-74.csv\n'
                       'chunk-55.csv\n'
                       'chunk-18.csv\n'
                       'chunk-78.csv\n'
                       'chunk-15.csv\n'
                       'chunk-22.csv\n'
                       'chunk-01.csv\n'
                       'chunk-88.csv\n'
                       'chunk-66.csv\n'
                       'chunk-42.csv\n'
                       'chunk-37.csv\n',
                       None],
                      ['out/parts/chunk-96.out',
                       'PK88059,6628f8e3cbe7\n'
                       'PK67538,d461a17615f4\n'
                       'PK22386,835647e32831\n'
                       'PK84118,e264bd05a9bc\n'
                       'PK51893,cc1d2d3367b3\n',
                       None],
                      ['out/parts/chunk-74.out',
                       'PK76854,d1a930aa9078\n'
                       'PK31298,fd969c7241b3\n'
                       'PK76621,628672eba636\n'
                       'PK38772,533f0075efed\n'
                       'PK96738,d9d5809a9548\n',
                       None],
                      ['out/parts/chunk-55.out',
                       'PK51452,2eebd129fa68\nPK46836,b0a93c7009dc\nPK26500,11d5a185b75f\nPK96912,fc5bd26d3bfd\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1700555476.370\t     0.500\t0\t0\t0\t0\t/srv/mirror-verify/bin/run-batch --job 1 '
                       'chunk-96.csv 2\n'
                       '2\t:\t1700555477.110\t     0.600\t0\t0\t75\t0\t/srv/mirror-verify/bin/run-batch --job 2 '
                       'chunk-35.csv 3\n'
                       '3\t:\t1700555478.220\t     0.700\t0\t0\t0\t0\t/srv/mirror-verify/bin/run-batch --job 3 '
                       'chunk-74.csv 4\n'
                       '4\t:\t1700555479.700\t     0.800\t0\t0\t0\t0\t/srv/mirror-verify/bin/run-batch --job 4 '
                       'chunk-55.csv 1\n',
                       None]],
            'input': 'in',
            'ledger': ['PK21267\t5\t1b9aea9f9e808490',
                       'PK35985\t5\t002629f3d13bc98e',
                       'PK44554\t5\t7b2ddae858b16d1d',
                       'PK45981\t5\t5c95d928f84ff54d',
                       'PK57272\t5\t23bf907759553ebe',
                       'PK83607\t6\t1d46da79df3461e3',
                       'PK86080\t8\t43a80d7ba221dae1',
                       'PK97232\t5\t464b99603fec8602'],
            'logs': {'chunk-01': 'ftp-de: connection reset by peer (attempt 1)\n5 records converted\n',
                     'chunk-15': '5 records converted\n',
                     'chunk-18': '5 records converted\n',
                     'chunk-22': '5 records converted\n',
                     'chunk-35': '8 records converted\n',
                     'chunk-37': '6 records converted\n',
                     'chunk-42': "line 4: malformed record 'PK60679,mirror-kr,12O,1'\n",
                     'chunk-66': 'deb-nl: connection reset by peer (attempt 1)\n'
                                 'deb-nl: connection reset by peer (attempt 2)\n',
                     'chunk-78': '5 records converted\n',
                     'chunk-88': '5 records converted\n'},
            'names': {'14682389967356ad': 'chunk-22.csv',
                      '1e9389f35e52dda1': 'chunk-18.csv',
                      '405b0886aa9eea68': 'chunk-02.csv',
                      '4538829e5b4aa4bd': 'chunk-96.csv',
                      '57ff7f08d0fbfd02': 'chunk-74.csv',
                      '5d371d7276b9ed74': 'chunk-01.csv',
                      '611db7b5ef94d5a1': 'chunk-37.csv',
                      '6602e5cdfbe29993': 'chunk-42.csv',
                      '85d8e5283ab9d70b': 'chunk-35.csv',
                      '935b62d53d0ab844': 'chunk-55.csv',
                      '98a379ad46a9bd9d': 'chunk-15.csv',
                      '9fc7dcb291788a6d': 'chunk-66.csv',
                      'b7e56aa7ec6b273c': 'chunk-78.csv',
                      'f858eb53da647298': 'chunk-88.csv'},
            'plan': {'14682389967356ad': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK35985,97813eb50686',
                                                    'PK85007,dc7cc17fbb4b',
                                                    'PK79295,2456fabd4556',
                                                    'PK92186,7f91e49d0cde',
                                                    'PK28654,acff58cf42e7'],
                                          'src': '',
                                          'stall': False},
                     '1e9389f35e52dda1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK97232,925262fdce10',
                                                    'PK39559,9f72e83b3a51',
                                                    'PK44772,bc734cad5919',
                                                    'PK73525,39b13c64f714',
                                                    'PK40681,1a0887e22e74'],
                                          'src': '',
                                          'stall': False},
                     '405b0886aa9eea68': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK27373,c7422c905809',
                                                    'PK96442,395b916335c7',
                                                    'PK63513,796bbe10f94e',
                                                    'PK22146,49b5364b8787',
                                                    'PK18565,6be034d31608'],
                                          'src': '',
                                          'stall': False},
                     '4538829e5b4aa4bd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK88059,6628f8e3cbe7',
                                                    'PK67538,d461a17615f4',
                                                    'PK22386,835647e32831',
                                                    'PK84118,e264bd05a9bc',
                                                    'PK51893,cc1d2d3367b3'],
                                          'src': '',
                                          'stall': False},
                     '57ff7f08d0fbfd02': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK76854,d1a930aa9078',
                                                    'PK31298,fd969c7241b3',
                                                    'PK76621,628672eba636',
                                                    'PK38772,533f0075efed',
                                                    'PK96738,d9d5809a9548'],
                                          'src': '',
                                          'stall': False},
                     '5d371d7276b9ed74': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 1,
                                          'lines': ['PK45981,f28bbca8fd8c',
                                                    'PK52224,4d051b2ca540',
                                                    'PK16808,756f850c140f',
                                                    'PK22119,6b41b1478d9b',
                                                    'PK12598,cc91cf09655c'],
                                          'src': 'ftp-de',
                                          'stall': False},
                     '611db7b5ef94d5a1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK83607,b13d6917ae8c',
                                                    'PK52123,ddd845ffabf1',
                                                    'PK95713,8e85d44b9f66',
                                                    'PK43733,1f792e3ca258',
                                                    'PK35935,43445424740e',
                                                    'PK11299,d3f598d3df5b'],
                                          'src': '',
                                          'stall': False},
                     '6602e5cdfbe29993': {'bad_at': 4,
                                          'bad_rec': 'PK60679,mirror-kr,12O,1',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['PK88713,fd88bedfa25d',
                                                    'PK87558,daa3c2ba57de',
                                                    'PK19017,f1f31dbe0129',
                                                    'PK60679,4f82db79ffb9'],
                                          'src': '',
                                          'stall': False},
                     '85d8e5283ab9d70b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['PK86080,68bd8e3ddda0',
                                                    'PK76612,676a38da3ffc',
                                                    'PK70235,b789b0067519',
                                                    'PK51097,6fc9a0e750cd',
                                                    'PK52694,5dfb36bd5795',
                                                    'PK15120,b85ccc3f7229',
                                                    'PK63614,f67e89588a20',
                                                    'PK84272,37f162a62ae7'],
                                          'src': 'deb-us',
                                          'stall': False},
                     '935b62d53d0ab844': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK51452,2eebd129fa68',
                                                    'PK46836,b0a93c7009dc',
                                                    'PK26500,11d5a185b75f',
                                                    'PK96912,fc5bd26d3bfd'],
                                          'src': '',
                                          'stall': False},
                     '98a379ad46a9bd9d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK21267,98913e0a0e56',
                                                    'PK73352,b36965d152bf',
                                                    'PK71658,049486392f51',
                                                    'PK54030,da8a65aba88b',
                                                    'PK36845,2aaa5eeb1fa1'],
                                          'src': '',
                                          'stall': False},
                     '9fc7dcb291788a6d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 2,
                                          'lines': ['PK13799,a01f9389cb86',
                                                    'PK88798,ea06a37ba726',
                                                    'PK64773,5adc16e91092',
                                                    'PK74922,d66b89171b50',
                                                    'PK58328,bd4b2c350237'],
                                          'src': 'deb-nl',
                                          'stall': False},
                     'b7e56aa7ec6b273c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK57272,aa633d0e62b1',
                                                    'PK20901,c98dc1ebdf08',
                                                    'PK12143,bab9e2b7c4bf',
                                                    'PK72686,69c38fe3e9e9',
                                                    'PK43580,722b4ee41148'],
                                          'src': '',
                                          'stall': False},
                     'f858eb53da647298': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK44554,24a373e883be',
                                                    'PK27471,d5f6f4590b11',
                                                    'PK36771,d1fde61a261f',
                                                    'PK72502,3532cdef8cd3',
                                                    'PK70717,05aad2d07a3e'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['002629f3d13bc98e',
                        '1b9aea9f9e808490',
                        '1d46da79df3461e3',
                        '23bf907759553ebe',
                        '43a80d7ba221dae1',
                        '464b99603fec8602',
                        '5c95d928f84ff54d',
                        '7b2ddae858b16d1d'],
            'results': ['pkg_id,sig_digest',
                        'PK88059,6628f8e3cbe7',
                        'PK67538,d461a17615f4',
                        'PK22386,835647e32831',
                        'PK84118,e264bd05a9bc',
                        'PK51893,cc1d2d3367b3',
                        'PK86080,68bd8e3ddda0',
                        'PK76612,676a38da3ffc',
                        'PK70235,b789b0067519',
                        'PK51097,6fc9a0e750cd',
                        'PK52694,5dfb36bd5795',
                        'PK15120,b85ccc3f7229',
                        'PK63614,f67e89588a20',
                        'PK84272,37f162a62ae7',
                        'PK76854,d1a930aa9078',
                        'PK31298,fd969c7241b3',
                        'PK76621,628672eba636',
                        'PK38772,533f0075efed',
                        'PK96738,d9d5809a9548',
                        'PK51452,2eebd129fa68',
                        'PK46836,b0a93c7009dc',
                        'PK26500,11d5a185b75f',
                        'PK96912,fc5bd26d3bfd',
                        'PK97232,925262fdce10',
                        'PK39559,9f72e83b3a51',
                        'PK44772,bc734cad5919',
                        'PK73525,39b13c64f714',
                        'PK40681,1a0887e22e74',
                        'PK57272,aa633d0e62b1',
                        'PK20901,c98dc1ebdf08',
                        'PK12143,bab9e2b7c4bf',
                        'PK72686,69c38fe3e9e9',
                        'PK43580,722b4ee41148',
                        'PK21267,98913e0a0e56',
                        'PK73352,b36965d152bf',
                        'PK71658,049486392f51',
                        'PK54030,da8a65aba88b',
                        'PK36845,2aaa5eeb1fa1',
                        'PK35985,97813eb50686',
                        'PK85007,dc7cc17fbb4b',
                        'PK79295,2456fabd4556',
                        'PK92186,7f91e49d0cde',
                        'PK28654,acff58cf42e7',
                        'PK45981,f28bbca8fd8c',
                        'PK52224,4d051b2ca540',
                        'PK16808,756f850c140f',
                        'PK22119,6b41b1478d9b',
                        'PK12598,cc91cf09655c',
                        'PK44554,24a373e883be',
                        'PK27471,d5f6f4590b11',
                        'PK36771,d1fde61a261f',
                        'PK72502,3532cdef8cd3',
                        'PK70717,05aad2d07a3e',
                        'PK83607,b13d6917ae8c',
                        'PK52123,ddd845ffabf1',
                        'PK95713,8e85d44b9f66',
                        'PK43733,1f792e3ca258',
                        'PK35935,43445424740e',
                        'PK11299,d3f598d3df5b'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '0', 'skipped'],
                        ['4', '0', 'skipped'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '2', 'retried'],
                        ['10', '1', 'ok'],
                        ['11', '2', 'failed'],
                        ['12', '1', 'failed'],
                        ['13', '1', 'ok']]},
 'today': {'ledger': ['PK36923\t5\t45377939240b39f2',
                      'PK50942\t5\t124a2b3cf036725e',
                      'PK59712\t5\t067d1da140d65455',
                      'PK60393\t5\t4591b3b5df86d094',
                      'PK67286\t5\te852c50fec450dfa',
                      'PK88892\t8\t17a8bc98d430df4a',
                      'PK99483\t6\ta827c6db934a048c'],
           'logs': {'chunk-02': '5 records converted\n',
                    'chunk-11': 'ftp-de: connection reset by peer (attempt 1)\n6 records converted\n',
                    'chunk-19': '5 records converted\n',
                    'chunk-25': '5 records converted\n',
                    'chunk-30': '5 records converted\n',
                    'chunk-37': 'deb-nl: connection reset by peer (attempt 1)\n'
                                'deb-nl: connection reset by peer (attempt 2)\n',
                    'chunk-40': '8 records converted\n',
                    'chunk-69': "line 4: malformed record 'PK73076,mirror-kr,629434,-'\n",
                    'chunk-87': '5 records converted\n'},
           'results': ['pkg_id,sig_digest',
                       'PK77403,fd5f432b711f',
                       'PK61606,1db762910440',
                       'PK60702,b809b830f21d',
                       'PK29149,7d87c281c3cd',
                       'PK56635,d079869a614a',
                       'PK71540,e5535be9dd3f',
                       'PK88892,e4fb4a0b17d4',
                       'PK68150,b3c624262434',
                       'PK35850,1e94e94cda3e',
                       'PK86671,02bfd376bf43',
                       'PK18071,4c8e9de76e7c',
                       'PK21026,7e8200f87b60',
                       'PK26207,7e21ec7d6115',
                       'PK69747,a2f38743e438',
                       'PK49573,21bfcd11276f',
                       'PK31888,2e8c9b328187',
                       'PK74503,a2a54f366d64',
                       'PK69148,f2012839ba34',
                       'PK81818,21e654b1163a',
                       'PK36923,ddd5c202b409',
                       'PK78772,7d193b02978a',
                       'PK66884,492c57e8a60f',
                       'PK41387,7a70795f53e6',
                       'PK33156,659efd4c98ae',
                       'PK67286,a0a2aa0d34a9',
                       'PK60314,2a540b86ce5b',
                       'PK66393,378e3439430a',
                       'PK67184,1166e2558aed',
                       'PK41216,9617e3b674a3',
                       'PK59712,50cd4ac3eb57',
                       'PK72080,0a6b9bdaa33f',
                       'PK33789,5158fa79db02',
                       'PK20193,ea377c9c2368',
                       'PK62658,771852d3f7c5',
                       'PK60393,a73822750ae5',
                       'PK17817,35e6ef62ff3b',
                       'PK41860,0c990e6d6db2',
                       'PK90077,92bf7a7e8974',
                       'PK18679,b433251f6bd2',
                       'PK99483,d48144f495b4',
                       'PK59610,c655a06b65a8',
                       'PK50262,c321df78f5c6',
                       'PK79916,516cabb89bf3',
                       'PK58861,00ebebdc7a7d',
                       'PK62992,56ed6ab756e5',
                       'PK50942,5fd5878c91f3',
                       'PK38016,6aec37baa148',
                       'PK24667,4bae50349f36',
                       'PK76502,b376b4110f90',
                       'PK95949,6fa86e44b935'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '2', 'retried'],
                       ['9', '2', 'failed'],
                       ['10', '1', 'ok'],
                       ['11', '1', 'failed']]}}
CAP = 4
DRIVER = '/srv/mirror-verify/bin/run-batch'
TODAY = '/srv/mirror-verify/runs/2025-04-09'
GATEWAY = 'PKGVERIFY_GATEWAY'
SCRATCH = False
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
