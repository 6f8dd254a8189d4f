import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'052d5a747d465f8c': 1,
                         '17421564460b5d69': 4,
                         '1c6d109b7016b3f4': 1,
                         '222249ec49e91939': 1,
                         '2ad28c91d1330199': 1,
                         '3b7a4aba3aeb4132': 1,
                         '440553084f621050': 1,
                         '572e24de7ac2ea92': 1,
                         '782a86ff311ab1a7': 1,
                         '9924c77bd5dad247': 0,
                         'c71d2f198970dbb6': 0,
                         'da0e2b91f7edf072': 1,
                         'e5fe992ba7228766': 4,
                         'e964b283114fb38e': 0},
            'budget': 40,
            'exit': 3,
            'files': [['in/batch-09.csv',
                       'TR78929,currenex,733971,724\n'
                       'TR77222,ebs,828374,717\n'
                       'TR82585,ebs,2908635,313\n'
                       'TR83061,refinitiv,4159231,289\n'
                       'TR85998,currenex,4213381,51\n'
                       'TR68100,ebs,791192,582\n'
                       'TR23671,currenex,1846081,2\n'
                       'TR94066,currenex,1017967,503\n',
                       None],
                      ['in/batch-10.csv',
                       'TR75276,ebs,4045460,796\n'
                       'TR41266,ebs,3851662,248\n'
                       'TR69354,ebs,1220575,873\n'
                       'TR36105,currenex,4976448,776\n'
                       'TR34796,ebs,115736,173\n'
                       'TR41094,ebs,1526621,672\n',
                       None],
                      ['in/batch-16.csv',
                       'TR87212,ebs,1109646,753\n'
                       'TR78955,ebs,2807594,404\n'
                       'TR19782,ebs,3789349,469\n'
                       'TR45899,ebs,4929722,832\n'
                       'TR84831,currenex,1606150,818\n'
                       'TR34621,ebs,1228450,833\n',
                       None],
                      ['in/batch-17.csv',
                       'TR61277,ebs,3204652,483\n'
                       'TR37306,currenex,3546037,818\n'
                       'TR76210,ebs,1017301,827\n'
                       'TR14207,currenex,393804,149\n',
                       None],
                      ['in/batch-23.csv',
                       'TR48660,ebs,773767,487\n'
                       'TR48334,currenex,1938758,123\n'
                       'TR33300,ebs,1485077,635\n'
                       'TR35068,ebs,3140327,487\n'
                       'TR85832,currenex,711249,853\n',
                       None],
                      ['in/batch-29.csv',
                       'TR46379,currenex,3860115,619\n'
                       'TR23609,currenex,3037964,197\n'
                       'TR91789,ebs,659294,747\n'
                       'TR58180,currenex,2235971,906\n'
                       'TR44099,currenex,844238,595\n',
                       None],
                      ['in/batch-30.csv',
                       'TR32007,ebs,1931875,257\n'
                       'TR88554,ebs,4771179,168\n'
                       'TR89978,currenex,2198931,517\n'
                       'TR66692,ebs,938337,920\n'
                       'TR28503,ebs,1095905,523\n',
                       None],
                      ['in/batch-48.csv',
                       'TR48905,ebs,2988654,116\n'
                       'TR66765,ebs,151035,404\n'
                       'TR63940,currenex,4771876,968\n'
                       'TR44449,currenex,471445,64\n'
                       'TR54554,currenex,1992032,252\n',
                       None],
                      ['in/batch-61.csv',
                       'TR24962,currenex,3364845,901\n'
                       'TR15904,currenex,4483288,n/a\n'
                       'TR78916,currenex,1871639,564\n'
                       'TR16963,ebs,3477157,700\n'
                       'TR96062,ebs,2581374,660\n'
                       'TR75619,currenex,1999512,792\n',
                       None],
                      ['in/batch-65.csv',
                       'TR79696,currenex,3148297,127\n'
                       'TR90613,currenex,4318038,447\n'
                       'TR58669,currenex,4818560,596\n'
                       'TR38141,currenex,4335850,243\n'
                       'TR45900,currenex,2571333,640\n',
                       None],
                      ['in/batch-80.csv',
                       'TR40297,currenex,1663309,239\n'
                       'TR42916,currenex,3721009,43\n'
                       'TR59268,currenex,4390162,651\n'
                       'TR90704,hotspot,3133175,930\n'
                       'TR89918,currenex,4250388,1\n',
                       None],
                      ['in/batch-81.csv',
                       'TR71210,ebs,3136081,766\n'
                       'TR38462,ebs,1015133,139\n'
                       'TR21839,lmax,2232547,554\n'
                       'TR12516,currenex,1920943,551\n'
                       'TR41350,ebs,4128270,121\n'
                       'TR45545,currenex,4194314,411\n',
                       None],
                      ['in/batch-82.csv',
                       'TR20681,ebs,2246688,986\n'
                       'TR98235,currenex,1294424,616\n'
                       'TR80111,currenex,3890208,951\n'
                       'TR48285,currenex,251409,982\n',
                       None],
                      ['in/batch-91.csv',
                       'TR53530,ebs,199107,963\n'
                       'TR91845,currenex,927991,514\n'
                       'TR55497,currenex,638655,858\n'
                       'TR49917,cme,263389,4\n'
                       'TR66369,currenex,2571827,659\n',
                       None],
                      ['out/parts/batch-10.out',
                       'TR75276,1ea5998f4324\n'
                       'TR41266,c98cc08919c6\n'
                       'TR69354,98196e7e197b\n'
                       'TR36105,efba80d2e845\n'
                       'TR34796,2a730d98ce9e\n'
                       'TR41094,6ecc89e3f912\n',
                       None],
                      ['out/parts/batch-16.out',
                       'TR87212,0fc64ada9c3e\n'
                       'TR78955,8d1544df9d35\n'
                       'TR19782,90416ff27435\n'
                       'TR45899,a9c68731b7f9\n'
                       'TR84831,c4cee35a5b74\n'
                       'TR34621,a897a991eea1\n',
                       None],
                      ['out/parts/batch-17.out',
                       'TR61277,b812b712308b\nTR37306,c6772e506825\nTR76210,1461d20f8b30\nTR14207,c3466c9f81de\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1704002011.370\t     0.500\t0\t0\t75\t0\t/opt/fx-settlement/bin/run-batch --job 1 '
                       'batch-09.csv 2\n'
                       '2\t:\t1704002012.110\t     0.600\t0\t0\t0\t0\t/opt/fx-settlement/bin/run-batch --job 2 '
                       'batch-10.csv 3\n'
                       '3\t:\t1704002013.220\t     0.700\t0\t0\t0\t0\t/opt/fx-settlement/bin/run-batch --job 3 '
                       'batch-16.csv 4\n'
                       '4\t:\t1704002014.700\t     0.800\t0\t0\t0\t0\t/opt/fx-settlement/bin/run-batch --job 4 '
                       'batch-17.csv 1\n',
                       None]],
            'input': 'in',
            'ledger': ['TR20681\t4\tfbcc0281762716f5',
                       'TR32007\t5\tc0171fe194b40f5d',
                       'TR46379\t5\t25c7da0d4f707d1d',
                       'TR48660\t5\ta4b43d283314884a',
                       'TR48905\t5\t2925b5e60caa5025',
                       'TR53530\t5\tc69d20ebeee35516',
                       'TR78929\t8\t11776101b066fd42',
                       'TR79696\t5\t16ee89835b1d9137'],
            'logs': {'batch-09': '8 records converted\n',
                     'batch-23': '5 records converted\n',
                     'batch-29': '5 records converted\n',
                     'batch-30': '5 records converted\n',
                     'batch-48': '5 records converted\n',
                     'batch-61': "line 2: malformed record 'TR15904,currenex,4483288,n/a'\n",
                     'batch-65': '5 records converted\n',
                     'batch-80': 'hotspot: connection reset by peer (attempt 1)\n'
                                 'hotspot: connection reset by peer (attempt 2)\n'
                                 'hotspot: connection reset by peer (attempt 3)\n'
                                 'hotspot: connection reset by peer (attempt 4)\n',
                     'batch-81': 'waiting for lmax ...\n',
                     'batch-82': '4 records converted\n',
                     'batch-91': 'cme: connection reset by peer (attempt 1)\n'
                                 'cme: connection reset by peer (attempt 2)\n'
                                 'cme: connection reset by peer (attempt 3)\n'
                                 '5 records converted\n'},
            'names': {'052d5a747d465f8c': 'batch-48.csv',
                      '17421564460b5d69': 'batch-91.csv',
                      '1c6d109b7016b3f4': 'batch-61.csv',
                      '222249ec49e91939': 'batch-09.csv',
                      '2ad28c91d1330199': 'batch-30.csv',
                      '3b7a4aba3aeb4132': 'batch-23.csv',
                      '440553084f621050': 'batch-29.csv',
                      '572e24de7ac2ea92': 'batch-82.csv',
                      '782a86ff311ab1a7': 'batch-81.csv',
                      '9924c77bd5dad247': 'batch-16.csv',
                      'c71d2f198970dbb6': 'batch-10.csv',
                      'da0e2b91f7edf072': 'batch-65.csv',
                      'e5fe992ba7228766': 'batch-80.csv',
                      'e964b283114fb38e': 'batch-17.csv'},
            'plan': {'052d5a747d465f8c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR48905,bf8cd7ddedae',
                                                    'TR66765,976b35793fef',
                                                    'TR63940,e52575d68816',
                                                    'TR44449,d89b275d988d',
                                                    'TR54554,447891720170'],
                                          'src': '',
                                          'stall': False},
                     '17421564460b5d69': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.0,
                                          'f': 3,
                                          'lines': ['TR53530,fa52e760e090',
                                                    'TR91845,8fdb002a6648',
                                                    'TR55497,dae04e244b8d',
                                                    'TR49917,bd3aeab040a0',
                                                    'TR66369,df53f9aa9d37'],
                                          'src': 'cme',
                                          'stall': False},
                     '1c6d109b7016b3f4': {'bad_at': 2,
                                          'bad_rec': 'TR15904,currenex,4483288,n/a',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['TR24962,1f022b766c99',
                                                    'TR15904,c33c5c9ba4c2',
                                                    'TR78916,77d4c23701b4',
                                                    'TR16963,67a660a54d25',
                                                    'TR96062,33eb149d5c1e',
                                                    'TR75619,6efb1ce2c3fb'],
                                          'src': '',
                                          'stall': False},
                     '222249ec49e91939': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['TR78929,7dad2499422a',
                                                    'TR77222,11ef220bd9b8',
                                                    'TR82585,8fa4a14d7c18',
                                                    'TR83061,e1a9b0bb212b',
                                                    'TR85998,a94438499243',
                                                    'TR68100,eae3251a8ba5',
                                                    'TR23671,59091f87df74',
                                                    'TR94066,72bb5acba4c6'],
                                          'src': 'refinitiv',
                                          'stall': False},
                     '2ad28c91d1330199': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR32007,bfe5dc15cb9b',
                                                    'TR88554,b84508afa6f2',
                                                    'TR89978,4d30b83fbfaf',
                                                    'TR66692,1fe2da6333cc',
                                                    'TR28503,ed9c77fae37a'],
                                          'src': '',
                                          'stall': False},
                     '3b7a4aba3aeb4132': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR48660,4374c25a2ab7',
                                                    'TR48334,bb9a3e633e7e',
                                                    'TR33300,31919a8e77a7',
                                                    'TR35068,a5dd646e475c',
                                                    'TR85832,be82ea729e17'],
                                          'src': '',
                                          'stall': False},
                     '440553084f621050': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR46379,d1337554d3c9',
                                                    'TR23609,c00a8eef0d29',
                                                    'TR91789,e95de8bc6567',
                                                    'TR58180,836c741bb4d0',
                                                    'TR44099,e2acaaa6c160'],
                                          'src': '',
                                          'stall': False},
                     '572e24de7ac2ea92': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR20681,edcf1e4f3b20',
                                                    'TR98235,b8d85b50415e',
                                                    'TR80111,7e2d7ef322ec',
                                                    'TR48285,dbc61f8791e4'],
                                          'src': '',
                                          'stall': False},
                     '782a86ff311ab1a7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR71210,fae6af43fe50',
                                                    'TR38462,c145f33563ce',
                                                    'TR21839,ee9d41327a83',
                                                    'TR12516,3044339f097a',
                                                    'TR41350,83051a4b91e6',
                                                    'TR45545,db3bc0e9b74d'],
                                          'src': 'lmax',
                                          'stall': True},
                     '9924c77bd5dad247': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR87212,0fc64ada9c3e',
                                                    'TR78955,8d1544df9d35',
                                                    'TR19782,90416ff27435',
                                                    'TR45899,a9c68731b7f9',
                                                    'TR84831,c4cee35a5b74',
                                                    'TR34621,a897a991eea1'],
                                          'src': '',
                                          'stall': False},
                     'c71d2f198970dbb6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR75276,1ea5998f4324',
                                                    'TR41266,c98cc08919c6',
                                                    'TR69354,98196e7e197b',
                                                    'TR36105,efba80d2e845',
                                                    'TR34796,2a730d98ce9e',
                                                    'TR41094,6ecc89e3f912'],
                                          'src': '',
                                          'stall': False},
                     'da0e2b91f7edf072': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR79696,fa73535f64b7',
                                                    'TR90613,5b573d33e078',
                                                    'TR58669,fe2c0380a02a',
                                                    'TR38141,99799e8ee45c',
                                                    'TR45900,a256605d3a6b'],
                                          'src': '',
                                          'stall': False},
                     'e5fe992ba7228766': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 4,
                                          'lines': ['TR40297,67fb99edf85f',
                                                    'TR42916,6bee98dd0b67',
                                                    'TR59268,5e1df7b80506',
                                                    'TR90704,b5ba14af8f19',
                                                    'TR89918,c7e89020678b'],
                                          'src': 'hotspot',
                                          'stall': False},
                     'e964b283114fb38e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR61277,b812b712308b',
                                                    'TR37306,c6772e506825',
                                                    'TR76210,1461d20f8b30',
                                                    'TR14207,c3466c9f81de'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['11776101b066fd42',
                        '16ee89835b1d9137',
                        '25c7da0d4f707d1d',
                        '2925b5e60caa5025',
                        'a4b43d283314884a',
                        'c0171fe194b40f5d',
                        'c69d20ebeee35516',
                        'fbcc0281762716f5'],
            'results': ['trade_id,settle_ref',
                        'TR78929,7dad2499422a',
                        'TR77222,11ef220bd9b8',
                        'TR82585,8fa4a14d7c18',
                        'TR83061,e1a9b0bb212b',
                        'TR85998,a94438499243',
                        'TR68100,eae3251a8ba5',
                        'TR23671,59091f87df74',
                        'TR94066,72bb5acba4c6',
                        'TR75276,1ea5998f4324',
                        'TR41266,c98cc08919c6',
                        'TR69354,98196e7e197b',
                        'TR36105,efba80d2e845',
                        'TR34796,2a730d98ce9e',
                        'TR41094,6ecc89e3f912',
                        'TR87212,0fc64ada9c3e',
                        'TR78955,8d1544df9d35',
                        'TR19782,90416ff27435',
                        'TR45899,a9c68731b7f9',
                        'TR84831,c4cee35a5b74',
                        'TR34621,a897a991eea1',
                        'TR61277,b812b712308b',
                        'TR37306,c6772e506825',
                        'TR76210,1461d20f8b30',
                        'TR14207,c3466c9f81de',
                        'TR48660,4374c25a2ab7',
                        'TR48334,bb9a3e633e7e',
                        'TR33300,31919a8e77a7',
                        'TR35068,a5dd646e475c',
                        'TR85832,be82ea729e17',
                        'TR46379,d1337554d3c9',
                        'TR23609,c00a8eef0d29',
                        'TR91789,e95de8bc6567',
                        'TR58180,836c741bb4d0',
                        'TR44099,e2acaaa6c160',
                        'TR32007,bfe5dc15cb9b',
                        'TR88554,b84508afa6f2',
                        'TR89978,4d30b83fbfaf',
                        'TR66692,1fe2da6333cc',
                        'TR28503,ed9c77fae37a',
                        'TR48905,bf8cd7ddedae',
                        'TR66765,976b35793fef',
                        'TR63940,e52575d68816',
                        'TR44449,d89b275d988d',
                        'TR54554,447891720170',
                        'TR79696,fa73535f64b7',
                        'TR90613,5b573d33e078',
                        'TR58669,fe2c0380a02a',
                        'TR38141,99799e8ee45c',
                        'TR45900,a256605d3a6b',
                        'TR20681,edcf1e4f3b20',
                        'TR98235,b8d85b50415e',
                        'TR80111,7e2d7ef322ec',
                        'TR48285,dbc61f8791e4',
                        'TR53530,fa52e760e090',
                        'TR91845,8fdb002a6648',
                        'TR55497,dae04e244b8d',
                        'TR49917,bd3aeab040a0',
                        'TR66369,df53f9aa9d37'],
            'summary': [['1', '1', 'ok'],
                        ['2', '0', 'skipped'],
                        ['3', '0', 'skipped'],
                        ['4', '0', 'skipped'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'failed'],
                        ['10', '1', 'ok'],
                        ['11', '4', 'failed'],
                        ['12', '1', 'timed_out'],
                        ['13', '1', 'ok'],
                        ['14', '4', 'retried']]},
 'today': {'ledger': ['TR13661\t5\t1ef4e037d308fd22',
                      'TR14846\t8\t8cb01db0646aca50',
                      'TR19896\t4\t3cdd57f60287d55b',
                      'TR51081\t6\tea78486341351e25',
                      'TR52436\t5\t832eb4ce573e94b1',
                      'TR54968\t5\t923ed11a6901e46d',
                      'TR76010\t5\t8df30c187d5f8620',
                      'TR95957\t5\t95ed46b9a11f200f'],
           'logs': {'batch-18': '8 records converted\n',
                    'batch-29': '5 records converted\n',
                    'batch-42': '5 records converted\n',
                    'batch-64': '5 records converted\n',
                    'batch-74': '5 records converted\n',
                    'batch-79': 'hotspot: connection reset by peer (attempt 1)\n'
                                'hotspot: connection reset by peer (attempt 2)\n'
                                'hotspot: connection reset by peer (attempt 3)\n'
                                'hotspot: connection reset by peer (attempt 4)\n',
                    'batch-81': '4 records converted\n',
                    'batch-83': 'waiting for lmax ...\n',
                    'batch-91': '6 records converted\n',
                    'batch-93': "line 2: malformed record 'TR30978,ebs,12O,393'\n",
                    'batch-97': 'cme: connection reset by peer (attempt 1)\n'
                                'cme: connection reset by peer (attempt 2)\n'
                                'cme: connection reset by peer (attempt 3)\n'
                                '5 records converted\n'},
           'results': ['trade_id,settle_ref',
                       'TR91258,88eb9407219a',
                       'TR35767,2c943a0af3d3',
                       'TR62343,aac7eb880947',
                       'TR13565,dff273efd15e',
                       'TR39732,3bec0ce1af55',
                       'TR20488,8c16b83d5baf',
                       'TR40568,1849953479d5',
                       'TR30064,c359cf354993',
                       'TR87515,da1b8b6edeb4',
                       'TR14846,ce8ce3338b43',
                       'TR94698,f782a253da50',
                       'TR79113,438314253c54',
                       'TR75599,d170ddc00b6a',
                       'TR36833,97d0bf705923',
                       'TR23480,ffae355bb705',
                       'TR78393,953eae3f28cd',
                       'TR95858,379309933ea6',
                       'TR97863,0964bab7ea72',
                       'TR14497,d01904d2a2bc',
                       'TR21908,1c94a6210386',
                       'TR22487,e329948a80c0',
                       'TR68434,f769f8f168af',
                       'TR36937,a591b4d1ed06',
                       'TR13661,415d3a5f2806',
                       'TR94022,408aef3abe67',
                       'TR44864,cbc6e176212f',
                       'TR90937,4723745e39ad',
                       'TR26751,3fe98ec70010',
                       'TR54968,f74aadf21737',
                       'TR77913,89acf943fb13',
                       'TR76448,b50158c00ed0',
                       'TR46548,edec2cea8baf',
                       'TR21415,f94b935735f1',
                       'TR76010,6942371589c7',
                       'TR10864,10975ea578fc',
                       'TR69903,ae24203ff3db',
                       'TR94804,532a3188103b',
                       'TR25241,091beb5803fe',
                       'TR52436,aafca1662d37',
                       'TR13528,237a65b3a9bc',
                       'TR10110,3b0d035b0248',
                       'TR43373,d6f1b889c13f',
                       'TR35580,765a59659762',
                       'TR19896,2dafe9503fc1',
                       'TR36213,91b0c309db8a',
                       'TR99025,da7a187d7408',
                       'TR56951,703708145aa3',
                       'TR51081,3b761f9f7109',
                       'TR34395,71f9f7401475',
                       'TR21226,a85cebff3f13',
                       'TR48466,7f1557518c09',
                       'TR39409,55c93dad3142',
                       'TR45924,a5d7eb4e3e38',
                       'TR95957,d7d21b9db22a',
                       'TR44875,529a53244fb2',
                       'TR73059,0e389f1f1b39',
                       'TR23129,590f4f2b3443',
                       'TR12093,5a4e32463d48'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '0', 'skipped'],
                       ['3', '1', 'ok'],
                       ['4', '0', 'skipped'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '4', 'failed'],
                       ['10', '1', 'ok'],
                       ['11', '1', 'timed_out'],
                       ['12', '1', 'ok'],
                       ['13', '1', 'failed'],
                       ['14', '4', 'retried']]}}
CAP = 4
DRIVER = '/opt/fx-settlement/bin/run-batch'
TODAY = '/opt/fx-settlement/runs/2025-04-09'
GATEWAY = 'FXSETTLE_GATEWAY'
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


def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"


def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
