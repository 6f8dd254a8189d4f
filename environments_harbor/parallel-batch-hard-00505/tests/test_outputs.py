import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'174239f15c3444cd': 0,
                         '23d2fa963503ec13': 1,
                         '2f1b9d955ea505cd': 0,
                         '603ca03472f9eecc': 1,
                         '84958eae99c63767': 1,
                         '874d508b34409df3': 1,
                         '885036109733047c': 1,
                         'a03493affb14761f': 1,
                         'a51bdb880159d027': 0,
                         'b8581f88add45b0a': 0,
                         'eada97f32b8d051f': 1,
                         'fa2181fbb2d5b925': 1},
            'budget': 30,
            'exit': 2,
            'files': [['in/job-24.csv',
                       'DOC74611,scan-hq,16,300\n'
                       'DOC30191,scan-west,27,200\n'
                       'DOC65857,scan-north,12,600\n'
                       'DOC60153,scan-west,27,600\n'
                       'DOC50446,scan-west,14,600\n'
                       'DOC80158,scan-west,27,300\n'
                       'DOC27492,scan-west,23,300\n'
                       'DOC39365,scan-hq,4,200\n',
                       None],
                      ['in/job-26.csv',
                       'DOC97578,scan-west,2,600\n'
                       'DOC76891,scan-west,34,600\n'
                       'DOC86875,scan-west,2,600\n'
                       'DOC10607,scan-hq,5,300\n',
                       None],
                      ['in/job-56.csv',
                       'DOC24322,scan-west,7,300\n'
                       'DOC43626,scan-hq,28,300\n'
                       'DOC43605,scan-west,1,300\n'
                       'DOC22309,scan-west,35,600\n'
                       'DOC15934,scan-west,23,600\n'
                       'DOC70079,scan-west,16,300\n',
                       None],
                      ['in/job-59.csv',
                       'DOC85472,scan-hq,9,300\n'
                       'DOC28256,scan-west,2,600\n'
                       'DOC34443,scan-hq,14,300\n'
                       'DOC41882,scan-hq,30,200\n'
                       'DOC69637,scan-west,23,600\n',
                       None],
                      ['in/job-64.csv',
                       'DOC36410,scan-west,21,600\n'
                       'DOC13758,scan-hq,5,300\n'
                       'DOC79399,scan-hq,7,300\n'
                       'DOC30628,scan-west,16,300\n'
                       'DOC36065,scan-hq,23,300\n',
                       None],
                      ['in/job-68.csv',
                       'DOC45937,scan-west,40,600\n'
                       'DOC83035,scan-west,8,600\n'
                       'DOC78540,scan-hq,25,600\n'
                       'DOC58521,scan-hq,40,600\n'
                       'DOC44996,scan-hq,21,200\n',
                       None],
                      ['in/job-79.csv',
                       'DOC43940,scan-hq,24,600\n'
                       'DOC22443,scan-west,5,600\n'
                       'DOC65100,scan-west,31,200\n'
                       'DOC94695,scan-west,29,300\n'
                       'DOC66410,scan-hq,3,300\n',
                       None],
                      ['in/job-84.csv',
                       'DOC13780,scan-west,3,200\n'
                       'DOC35661,scan-hq,26,200\n'
                       'DOC38995,scan-hq,27,300\n'
                       'DOC83632,scan-hq,1,300\n'
                       'DOC38834,scan-hq,12O,300\n'
                       'DOC89036,scan-west,20,600\n',
                       None],
                      ['in/job-88.csv',
                       'DOC55954,scan-west,4,300\n'
                       'DOC50802,scan-hq,26,600\n'
                       'DOC53864,scan-west,32,600\n'
                       'DOC73081,scan-west,1e3,200\n',
                       None],
                      ['in/job-96.csv',
                       'DOC27694,scan-west,10,200\n'
                       'DOC53876,scan-hq,15,300\n'
                       'DOC18910,scan-west,31,300\n'
                       'DOC53742,scan-hq,19,200\n'
                       'DOC15689,scan-hq,17,600\n'
                       'DOC70555,scan-hq,5,600\n',
                       None],
                      ['in/job-85.csv',
                       'DOC19956,scan-west,37,600\n'
                       'DOC10160,scan-hq,28,200\n'
                       'DOC53976,scan-west,5,200\n'
                       'DOC64012,scan-west,1,300\n',
                       None],
                      ['in/job-71.csv',
                       'DOC55035,scan-hq,3,600\n'
                       'DOC76970,scan-west,30,600\n'
                       'DOC14571,scan-hq,40,600\n'
                       'DOC22944,scan-west,2,200\n'
                       'DOC77291,scan-west,22,200\n',
                       None],
                      ['in/SHA256SUMS',
                       '174239f15c3444cd22064c5c7bfbdc9aae92e95118f3338dd291caf5c3c4728c  job-56.csv\n'
                       '23d2fa963503ec13e3861560f083103625dac30ff99da15b1cd0fac155ee5d91  job-59.csv\n'
                       '603ca03472f9eecccbdf5ca163b287b9da4c98e473e9ed855697dff03faabb90  job-88.csv\n'
                       '84958eae99c637673cb193be20cda05076d26169167ef865c1079409954a35a4  job-64.csv\n'
                       '874d508b34409df37ea7c45ad36f296a27e05682ffda988cc18dbc63ccd3ae2b  job-24.csv\n'
                       '885036109733047cad466eb71d453595acdfb852828998a8e6a751562c82dd2b  job-79.csv\n'
                       'a03493affb14761f590c6b342325530eaac3da8e7e6583eae3e6da8658b18fe6  job-84.csv\n'
                       'b8581f88add45b0ab35c4594a3a94288353367ea6fb35b9ff277a3a9be322d43  job-26.csv\n'
                       'c5a7bf1979a96a8928287b538b387f5dc7388d2777fe798b3281b88ae42ad510  job-85.csv\n'
                       'eada97f32b8d051f5b39078a11f7a33770b0f9e2f1add3ef156f72b9f9b99eca  job-96.csv\n'
                       'fa2181fbb2d5b92529160350bbab3e754f93e339d5ba317c591097edf20cb0e4  job-68.csv\n',
                       None],
                      ['out/parts/job-26.out',
                       'DOC97578,1a35c3ff11bf\nDOC76891,c0cc569b566e\nDOC86875,aba1b0871ddc\nDOC10607,939b441c2849\n',
                       None],
                      ['out/parts/job-56.out',
                       'DOC24322,8727b29fe7ff\n'
                       'DOC43626,6eb83228f380\n'
                       'DOC43605,5223c7d5fcaf\n'
                       'DOC22309,ac7a1eec4e2a\n'
                       'DOC15934,107892d45035\n'
                       'DOC70079,9add6b67c407\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1701030227.370\t     0.500\t0\t0\t75\t0\t/home/batch/doc-ocr/bin/run-batch --job 1 '
                       'job-24.csv 2\n'
                       '2\t:\t1701030228.110\t     0.600\t0\t0\t0\t0\t/home/batch/doc-ocr/bin/run-batch --job 2 '
                       'job-26.csv 3\n'
                       '3\t:\t1701030229.220\t     0.700\t0\t0\t0\t0\t/home/batch/doc-ocr/bin/run-batch --job 3 '
                       'job-56.csv 4\n',
                       None],
                      ['out/ledger.tsv', 'DOC97578\t4\tef3cccd5968f2033\nDOC24322\t6\tf75b30cd8da9bd15\n', None]],
            'input': 'in',
            'ledger': ['DOC24322\t6\tf75b30cd8da9bd15',
                       'DOC27694\t6\t0b3d69dca186364f',
                       'DOC36410\t5\t884051a14d167846',
                       'DOC43940\t5\t83b8621487bd6ffe',
                       'DOC45937\t5\teabb1be2975da7c2',
                       'DOC74611\t8\t671b62a3adce765b',
                       'DOC85472\t5\t2c1a15daf6b716c9',
                       'DOC97578\t4\tef3cccd5968f2033'],
            'logs': {'job-24': '8 records converted\n',
                     'job-59': '5 records converted\n',
                     'job-64': '5 records converted\n',
                     'job-68': '5 records converted\n',
                     'job-79': '5 records converted\n',
                     'job-84': "line 5: malformed record 'DOC38834,scan-hq,12O,300'\n",
                     'job-88': "line 4: malformed record 'DOC73081,scan-west,1e3,200'\n",
                     'job-96': '6 records converted\n'},
            'names': {'174239f15c3444cd': 'job-56.csv',
                      '23d2fa963503ec13': 'job-59.csv',
                      '2f1b9d955ea505cd': 'job-85.csv',
                      '603ca03472f9eecc': 'job-88.csv',
                      '84958eae99c63767': 'job-64.csv',
                      '874d508b34409df3': 'job-24.csv',
                      '885036109733047c': 'job-79.csv',
                      'a03493affb14761f': 'job-84.csv',
                      'a51bdb880159d027': 'job-71.csv',
                      'b8581f88add45b0a': 'job-26.csv',
                      'eada97f32b8d051f': 'job-96.csv',
                      'fa2181fbb2d5b925': 'job-68.csv'},
            'plan': {'174239f15c3444cd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC24322,8727b29fe7ff',
                                                    'DOC43626,6eb83228f380',
                                                    'DOC43605,5223c7d5fcaf',
                                                    'DOC22309,ac7a1eec4e2a',
                                                    'DOC15934,107892d45035',
                                                    'DOC70079,9add6b67c407'],
                                          'src': '',
                                          'stall': False},
                     '23d2fa963503ec13': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC85472,ef58805990f2',
                                                    'DOC28256,464cc971d699',
                                                    'DOC34443,508112fe2edc',
                                                    'DOC41882,bac4748fdbcf',
                                                    'DOC69637,d0770f1964da'],
                                          'src': '',
                                          'stall': False},
                     '2f1b9d955ea505cd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC19956,a29310260b38',
                                                    'DOC10160,c085139b3df8',
                                                    'DOC53976,78d5ad378d58',
                                                    'DOC64012,19dc71630b72'],
                                          'src': '',
                                          'stall': False},
                     '603ca03472f9eecc': {'bad_at': 4,
                                          'bad_rec': 'DOC73081,scan-west,1e3,200',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['DOC55954,28ca48ba0a85',
                                                    'DOC50802,7d1e1178ad39',
                                                    'DOC53864,fce92d00cc98',
                                                    'DOC73081,89abec1077c9'],
                                          'src': '',
                                          'stall': False},
                     '84958eae99c63767': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC36410,86daac57d848',
                                                    'DOC13758,5c5f35b02013',
                                                    'DOC79399,8ba7872588ed',
                                                    'DOC30628,331e01770876',
                                                    'DOC36065,1a72181e54d4'],
                                          'src': '',
                                          'stall': False},
                     '874d508b34409df3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['DOC74611,239be3723ce0',
                                                    'DOC30191,4d4a84846383',
                                                    'DOC65857,e1bb4abae254',
                                                    'DOC60153,07421ab194e2',
                                                    'DOC50446,bd3328581417',
                                                    'DOC80158,700edaa1bd35',
                                                    'DOC27492,31199221c8cc',
                                                    'DOC39365,24f071392d5d'],
                                          'src': 'scan-north',
                                          'stall': False},
                     '885036109733047c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC43940,aaef6f0a38e6',
                                                    'DOC22443,b45b4d7d9eba',
                                                    'DOC65100,d50aae48146f',
                                                    'DOC94695,77ad29308d0b',
                                                    'DOC66410,25aa61de3cd2'],
                                          'src': '',
                                          'stall': False},
                     'a03493affb14761f': {'bad_at': 5,
                                          'bad_rec': 'DOC38834,scan-hq,12O,300',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['DOC13780,bdcd3dcd58ba',
                                                    'DOC35661,dd4a9f464909',
                                                    'DOC38995,676cd779f709',
                                                    'DOC83632,f9ad915e0a61',
                                                    'DOC38834,0037a89be308',
                                                    'DOC89036,7fe46ff995d3'],
                                          'src': '',
                                          'stall': False},
                     'a51bdb880159d027': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC55035,c7e5c628716a',
                                                    'DOC76970,63cd3a4cf718',
                                                    'DOC14571,a1819120138c',
                                                    'DOC22944,e42c0c54b2d8',
                                                    'DOC77291,78d632119694'],
                                          'src': '',
                                          'stall': False},
                     'b8581f88add45b0a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC97578,1a35c3ff11bf',
                                                    'DOC76891,c0cc569b566e',
                                                    'DOC86875,aba1b0871ddc',
                                                    'DOC10607,939b441c2849'],
                                          'src': '',
                                          'stall': False},
                     'eada97f32b8d051f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC27694,114e89ade80a',
                                                    'DOC53876,a2033e478e19',
                                                    'DOC18910,b0e7caff0b13',
                                                    'DOC53742,79b53546443f',
                                                    'DOC15689,749fdc2140ca',
                                                    'DOC70555,658d9a3cd8ba'],
                                          'src': '',
                                          'stall': False},
                     'fa2181fbb2d5b925': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC45937,4f4da43eaa6f',
                                                    'DOC83035,67c72319b6e6',
                                                    'DOC78540,5f40e618da9b',
                                                    'DOC58521,1c39af5a7392',
                                                    'DOC44996,87a11243d98f'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['0b3d69dca186364f',
                        '2c1a15daf6b716c9',
                        '671b62a3adce765b',
                        '83b8621487bd6ffe',
                        '884051a14d167846',
                        'eabb1be2975da7c2'],
            'results': ['doc_id,text_digest',
                        'DOC74611,239be3723ce0',
                        'DOC30191,4d4a84846383',
                        'DOC65857,e1bb4abae254',
                        'DOC60153,07421ab194e2',
                        'DOC50446,bd3328581417',
                        'DOC80158,700edaa1bd35',
                        'DOC27492,31199221c8cc',
                        'DOC39365,24f071392d5d',
                        'DOC97578,1a35c3ff11bf',
                        'DOC76891,c0cc569b566e',
                        'DOC86875,aba1b0871ddc',
                        'DOC10607,939b441c2849',
                        'DOC24322,8727b29fe7ff',
                        'DOC43626,6eb83228f380',
                        'DOC43605,5223c7d5fcaf',
                        'DOC22309,ac7a1eec4e2a',
                        'DOC15934,107892d45035',
                        'DOC70079,9add6b67c407',
                        'DOC85472,ef58805990f2',
                        'DOC28256,464cc971d699',
                        'DOC34443,508112fe2edc',
                        'DOC41882,bac4748fdbcf',
                        'DOC69637,d0770f1964da',
                        'DOC36410,86daac57d848',
                        'DOC13758,5c5f35b02013',
                        'DOC79399,8ba7872588ed',
                        'DOC30628,331e01770876',
                        'DOC36065,1a72181e54d4',
                        'DOC45937,4f4da43eaa6f',
                        'DOC83035,67c72319b6e6',
                        'DOC78540,5f40e618da9b',
                        'DOC58521,1c39af5a7392',
                        'DOC44996,87a11243d98f',
                        'DOC43940,aaef6f0a38e6',
                        'DOC22443,b45b4d7d9eba',
                        'DOC65100,d50aae48146f',
                        'DOC94695,77ad29308d0b',
                        'DOC66410,25aa61de3cd2',
                        'DOC27694,114e89ade80a',
                        'DOC53876,a2033e478e19',
                        'DOC18910,b0e7caff0b13',
                        'DOC53742,79b53546443f',
                        'DOC15689,749fdc2140ca',
                        'DOC70555,658d9a3cd8ba'],
            'summary': [['1', '1', 'ok'],
                        ['2', '0', 'skipped'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'failed'],
                        ['9', '1', 'failed'],
                        ['10', '1', 'ok']]},
 'today': {'ledger': ['DOC13502\t5\tac29fb6801b322e0',
                      'DOC14381\t5\taca8367aa64344ae',
                      'DOC48650\t5\t755b2c71c93e2fa7',
                      'DOC49720\t5\t19422ac7f5e06f70',
                      'DOC60972\t8\t5169b5096551467c',
                      'DOC70311\t5\t991636aebe88d772',
                      'DOC77991\t5\t0becb280af633384',
                      'DOC82368\t6\tce48cc3b1b36b96e',
                      'DOC89679\t5\t4718e54cbe6d97bf',
                      'DOC98481\t4\t92c314b02a0c5c6d'],
           'logs': {'job-28': '8 records converted\n',
                    'job-37': '5 records converted\n',
                    'job-51': '5 records converted\n',
                    'job-61': '5 records converted\n',
                    'job-76': '5 records converted\n',
                    'job-85': '6 records converted\n',
                    'job-86': "line 4: malformed record 'DOC38564,scan-hq,1e3,600'\n",
                    'job-90': "line 5: malformed record 'DOC82648,scan-hq,1e3,600'\n",
                    'job-93': '5 records converted\n'},
           'results': ['doc_id,text_digest',
                       'DOC98481,a1ca6fd8a379',
                       'DOC21153,89fba569f22d',
                       'DOC38789,54bea2696cbd',
                       'DOC39453,54dc5a9e2dc5',
                       'DOC77991,22f166da9fe3',
                       'DOC84539,0f0f307d39f1',
                       'DOC45087,fd08eb0e6223',
                       'DOC69819,7d475500fe5a',
                       'DOC14349,7945d079ceca',
                       'DOC60972,d222ca642a90',
                       'DOC32690,972b1fa26ee8',
                       'DOC72441,f3bd4d58f27a',
                       'DOC97867,87286b3e2d4c',
                       'DOC22062,8e7e036896fe',
                       'DOC94681,d3b9ff54dcf8',
                       'DOC94406,05174b54cf17',
                       'DOC75759,915a6ddf0eb6',
                       'DOC13502,c166dd4d275b',
                       'DOC96575,5463a9054b95',
                       'DOC80236,d4cff25a67e0',
                       'DOC95503,68dfcc0a0904',
                       'DOC90406,42dbb9f1e3f3',
                       'DOC49720,bb0acc4dd245',
                       'DOC11924,8fd4c85bcdf5',
                       'DOC77406,d04b9579d1d2',
                       'DOC11682,aed4533e0596',
                       'DOC91670,e97e1c89091d',
                       'DOC48650,be018ba48ff8',
                       'DOC90465,9c1cfdf0c46a',
                       'DOC25813,db7332957ff6',
                       'DOC70233,b0466bf54b57',
                       'DOC52743,447b4a9c11a0',
                       'DOC14381,5e8a02c84027',
                       'DOC95060,08cbaa997992',
                       'DOC13978,650107c7919e',
                       'DOC71040,b3fceca36999',
                       'DOC74878,9d1b17c5905f',
                       'DOC70311,803985159922',
                       'DOC54205,e6f3f6638e9c',
                       'DOC43489,ed2e18836b03',
                       'DOC41737,c491925c8748',
                       'DOC69641,eeee2e3b0a89',
                       'DOC82368,0eeee02c84bb',
                       'DOC14884,fc827dda6423',
                       'DOC59141,dfe26a300b1c',
                       'DOC65053,aa8a8ca83fb6',
                       'DOC31838,98f79fc531c0',
                       'DOC97284,370547d706ce',
                       'DOC89679,0b6efe554c92',
                       'DOC19841,fda57a7353ed',
                       'DOC79626,ebc088fce721',
                       'DOC31742,29316050a926',
                       'DOC89931,9d8acc81f478'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '0', 'skipped'],
                       ['3', '1', 'ok'],
                       ['4', '0', 'skipped'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'ok'],
                       ['10', '1', 'failed'],
                       ['11', '1', 'failed'],
                       ['12', '1', 'ok']]}}
CAP = 4
DRIVER = '/home/batch/doc-ocr/bin/run-batch'
TODAY = '/home/batch/doc-ocr/runs/2025-09-18'
GATEWAY = 'OCRBATCH_GATEWAY'
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


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
