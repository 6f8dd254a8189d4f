import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/app/caselaw-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'baseline': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                            ['lq044', '11', '0.452508', '0.486111', '0.5'],
                            ['lq059', '13', '0.567973', '0.428571', '1.0'],
                            ['lq110', '11', '0.096221', '0.093939', '0.1'],
                            ['lq150', '0', '0.0', '0.0', '0.0'],
                            ['lq194', '4', '0.120404', '0.0', '0.0'],
                            ['lq211', '9', '0.39748', '0.642857', '1.0'],
                            ['lq276', '13', '0.121038', '0.076923', '0.076923'],
                            ['lq279', '11', '0.847267', '1.0', '1.0'],
                            ['lq318', '8', '0.0', '0.0', '0.0']],
              'metrics': {'k': 3,
                          'map': 0.303156,
                          'mrr': 0.408547,
                          'n_queries': 9,
                          'ndcg': 0.28921,
                          'precision_at_k': 0.148148,
                          'recall_at_k': 0.212963}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq100', '6', '0.721403', '0.458333', '1.0'],
                           ['lq145', '14', '0.394825', '0.477381', '0.5'],
                           ['lq153', '7', '0.161985', '0.35', '1.0'],
                           ['lq182', '14', '0.966179', '0.808766', '1.0'],
                           ['lq189', '13', '0.874224', '0.822459', '1.0'],
                           ['lq264', '8', '0.262616', '0.339286', '1.0'],
                           ['lq265', '12', '0.538176', '0.440476', '0.5'],
                           ['lq271', '0', '0.0', '0.0', '0.0'],
                           ['lq288', '9', '0.467371', '0.402778', '0.333333'],
                           ['lq339', '10', '0.592512', '0.441667', '0.5']],
             'config': {'k': 5, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq145,CASE9584,0\n'
                                    'lq288,CASE8167,1\n'
                                    'lq182,CASE7512,0\n'
                                    'lq182,CASE9824,3\n'
                                    'lq265,CASE6481,0\n'
                                    'lq271,CASE5664,2\n'
                                    'lq288,CASE2503,1\n'
                                    'lq265,CASE7453,3\n'
                                    'lq265,CASE1912,1\n'
                                    'lq182,CASE8924,0\n'
                                    'lq182,CASE2860,3\n'
                                    'lq271,CASE2508,1\n'
                                    'lq153,CASE6440,3\n'
                                    'lq182,CASE8827,1\n'
                                    'lq189,CASE5588,1\n'
                                    'lq271,CASE2920,0\n'
                                    'lq271,CASE9537,1\n'
                                    'lq100,CASE4499,0\n'
                                    'lq264,CASE1515,0\n'
                                    'lq189,CASE1054,1\n'
                                    'lq145,CASE1284,2\n'
                                    'lq189,CASE3905,0\n'
                                    'lq264,CASE1509,1\n'
                                    'lq288,CASE4920,0\n'
                                    'lq339,CASE1609,0\n'
                                    'lq265,CASE9785,3\n'
                                    'lq100,CASE4404,2\n'
                                    'lq182,CASE8698,1\n'
                                    'lq271,CASE8300,0\n'
                                    'lq189,CASE9522,1\n'
                                    'lq145,CASE1722,0\n'
                                    'lq145,CASE8253,0\n'
                                    'lq097,CASE4699,0\n'
                                    'lq145,CASE4374,3\n'
                                    'lq182,CASE1933,1\n'
                                    'lq097,CASE9939,0\n'
                                    'lq182,CASE5847,1\n'
                                    'lq288,CASE4294,0\n'
                                    'lq097,CASE8774,0\n'
                                    'lq339,CASE4068,0\n'
                                    'lq265,CASE5527,1\n'
                                    'lq100,CASE3890,0\n'
                                    'lq182,CASE5935,1\n'
                                    'lq145,CASE2830,1\n'
                                    'lq339,CASE1961,0\n'
                                    'lq153,CASE2646,1\n'
                                    'lq097,CASE7647,0\n'
                                    'lq264,CASE7774,1\n'
                                    'lq182,CASE9686,0\n'
                                    'lq339,CASE3550,1\n'
                                    'lq264,CASE9191,1\n'
                                    'lq097,CASE9640,0\n'
                                    'lq339,CASE2142,0\n'
                                    'lq264,CASE6551,0\n'
                                    'lq271,CASE6125,1\n'
                                    'lq288,CASE8244,0\n'
                                    'lq265,CASE1688,1\n'
                                    'lq145,CASE3650,2\n'
                                    'lq100,CASE1534,1\n'
                                    'lq271,CASE8185,0\n'
                                    'lq097,CASE5793,0\n'
                                    'lq288,CASE2525,0\n'
                                    'lq097,CASE2403,0\n'
                                    'lq271,CASE2578,0\n'
                                    'lq153,CASE1406,0\n'
                                    'lq097,CASE1228,0\n'
                                    'lq153,CASE5956,1\n'
                                    'lq264,CASE7167,1\n'
                                    'lq153,CASE1273,1\n'
                                    'lq265,CASE3771,0\n'
                                    'lq145,CASE7526,1\n'
                                    'lq189,CASE5934,2\n'
                                    'lq339,CASE3514,1\n'
                                    'lq100,CASE7929,1\n'
                                    'lq097,CASE2625,0\n'
                                    'lq153,CASE1900,0\n'
                                    'lq182,CASE9016,0\n'
                                    'lq153,CASE7172,0\n'
                                    'lq097,CASE8071,0\n'
                                    'lq145,CASE9382,0\n'
                                    'lq288,CASE1044,2\n'
                                    'lq288,CASE8080,0\n'
                                    'lq100,CASE6599,2\n'
                                    'lq097,CASE1402,0\n'
                                    'lq189,CASE8656,1\n'
                                    'lq145,CASE9114,2\n'
                                    'lq265,CASE7507,0\n'
                                    'lq271,CASE3766,3\n'
                                    'lq100,CASE1909,0\n'
                                    'lq265,CASE9509,0\n'
                                    'lq189,CASE5333,3\n'
                                    'lq145,CASE8243,0\n'
                                    'lq265,CASE4595,2\n'
                                    'lq145,CASE6172,0\n'
                                    'lq339,CASE8653,0\n'
                                    'lq097,CASE8056,0\n'
                                    'lq100,CASE4484,3\n'
                                    'lq271,CASE3633,0\n'
                                    'lq100,CASE7489,2\n'
                                    'lq339,CASE2245,1\n'
                                    'lq189,CASE9055,2\n'
                                    'lq264,CASE8690,1\n'
                                    'lq097,CASE3756,0\n'
                                    'lq153,CASE8872,0\n'
                                    'lq264,CASE8105,2\n'
                                    'lq339,CASE4041,1\n'
                                    'lq182,CASE9030,0\n'
                                    'lq271,CASE2172,3\n'
                                    'lq189,CASE5753,2\n'
                                    'lq265,CASE7205,3\n'
                                    'lq339,CASE8389,0\n'
                                    'lq145,CASE3401,2\n'
                                    'lq189,CASE6987,0\n'
                                    'lq271,CASE9959,1\n'
                                    'lq264,CASE2241,2\n'
                                    'lq097,CASE9901,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq097,CASE18104,8.05\n'
                                  'lq288,CASE8167,6.5\n'
                                  'lq097,CASE1228,2.75\n'
                                  'lq182,CASE15814,7.9\n'
                                  'lq097,CASE9901,4.2\n'
                                  'lq264,CASE12140,4.07\n'
                                  'lq189,CASE11171,4.3\n'
                                  'lq145,CASE3650,10.71\n'
                                  'lq265,CASE14200,5.7\n'
                                  'lq339,CASE11617,2.46\n'
                                  'lq100,CASE6599,9.19\n'
                                  'lq189,CASE3905,7.9\n'
                                  'lq097,CASE10963,4.2\n'
                                  'lq182,CASE9686,5.12\n'
                                  'lq339,CASE3514,9.35\n'
                                  'lq097,CASE8774,1.88\n'
                                  'lq145,CASE9584,3.0\n'
                                  'lq264,CASE9191,2.0\n'
                                  'lq145,CASE6172,1.7\n'
                                  'lq145,CASE8253,6.5\n'
                                  'lq264,CASE18308,5.17\n'
                                  'lq097,CASE8071,6.6\n'
                                  'lq288,CASE4920,9.3\n'
                                  'lq189,CASE5588,4.5\n'
                                  'lq189,CASE5333,17.52\n'
                                  'lq288,CASE11250,4.84\n'
                                  'lq145,CASE9382,7.51\n'
                                  'lq376,CASE13459,3.2\n'
                                  'lq265,CASE9509,4.2\n'
                                  'lq100,CASE13690,14.2\n'
                                  'lq182,CASE9030,6.71\n'
                                  'lq189,CASE1054,8.7\n'
                                  'lq145,CASE9114,11.94\n'
                                  'lq265,CASE4595,14.31\n'
                                  'lq145,CASE7526,7.1\n'
                                  'lq376,CASE10899,7.3\n'
                                  'lq288,CASE2503,2.53\n'
                                  'lq189,CASE9055,12.8\n'
                                  'lq097,CASE5793,0.3\n'
                                  'lq097,CASE2625,1.39\n'
                                  'lq189,CASE9522,1.26\n'
                                  'lq153,CASE1406,2.3\n'
                                  'lq288,CASE4294,2.53\n'
                                  'lq264,CASE1515,4.2\n'
                                  'lq288,CASE2525,5.6\n'
                                  'lq288,CASE8244,3.48\n'
                                  'lq339,CASE1961,6.7\n'
                                  'lq182,CASE9824,15.4\n'
                                  'lq189,CASE17873,6.5\n'
                                  'lq339,CASE8653,0.57\n'
                                  'lq264,CASE17583,2.0\n'
                                  'lq145,CASE3401,8.72\n'
                                  'lq339,CASE3550,6.7\n'
                                  'lq097,CASE1402,9.7\n'
                                  'lq100,CASE1909,8.8\n'
                                  'lq182,CASE8924,4.02\n'
                                  'lq145,CASE8243,4.6\n'
                                  'lq264,CASE8690,7.0\n'
                                  'lq097,CASE8056,0.3\n'
                                  'lq100,CASE4404,15.74\n'
                                  'lq376,CASE17668,4.4\n'
                                  'lq339,CASE2245,8.42\n'
                                  'lq339,CASE19318,9.35\n'
                                  'lq288,CASE1044,6.81\n'
                                  'lq153,CASE8872,4.26\n'
                                  'lq376,CASE11457,7.3\n'
                                  'lq097,CASE19720,3.0\n'
                                  'lq153,CASE5956,9.0\n'
                                  'lq288,CASE8080,8.5\n'
                                  'lq265,CASE10228,2.8\n'
                                  'lq189,CASE6987,3.7\n'
                                  'lq182,CASE8698,5.7\n'
                                  'lq265,CASE5527,5.11\n'
                                  'lq182,CASE5935,8.2\n'
                                  'lq399,CASE15044,6.26\n'
                                  'lq153,CASE18998,0.3\n'
                                  'lq265,CASE9785,12.8\n'
                                  'lq399,CASE13804,6.26\n'
                                  'lq153,CASE12480,6.9\n'
                                  'lq264,CASE7167,8.8\n'
                                  'lq182,CASE5847,5.6\n'
                                  'lq189,CASE5753,6.31\n'
                                  'lq339,CASE17669,1.4\n'
                                  'lq264,CASE13014,4.07\n'
                                  'lq182,CASE7512,5.8\n'
                                  'lq153,CASE2646,2.07\n'
                                  'lq100,CASE16786,3.9\n'
                                  'lq189,CASE17906,3.38\n'
                                  'lq265,CASE6481,6.5\n'
                                  'lq182,CASE14675,0.3\n'
                                  'lq097,CASE15754,3.64\n'
                                  'lq182,CASE8827,7.0\n'
                                  'lq145,CASE1722,11.94\n'
                                  'lq097,CASE9939,0.3\n'
                                  'lq145,CASE2830,8.1\n'
                                  'lq182,CASE9016,6.06\n'
                                  'lq265,CASE14301,7.7\n'
                                  'lq145,CASE14276,0.3\n'
                                  'lq339,CASE8389,4.35\n'
                                  'lq189,CASE8656,3.8\n'
                                  'lq182,CASE2860,12.2\n'
                                  'lq265,CASE7453,15.31\n'
                                  'lq265,CASE3771,15.31\n'
                                  'lq265,CASE1688,7.2\n'
                                  'lq097,CASE4699,3.64\n'
                                  'lq339,CASE11790,3.48\n'
                                  'lq097,CASE3756,4.03\n'
                                  'lq265,CASE7507,5.34\n'
                                  'lq097,CASE2403,4.9\n'
                                  'lq145,CASE13754,7.51\n'
                                  'lq182,CASE1933,5.8\n'
                                  'lq145,CASE12605,0.3\n'
                                  'lq097,CASE9640,4.6\n'
                                  'lq153,CASE1900,0.3\n'
                                  'lq189,CASE5934,7.9\n'
                                  'lq100,CASE4484,15.74\n'},
             'metrics': {'k': 5,
                         'map': 0.454115,
                         'mrr': 0.683333,
                         'n_queries': 10,
                         'ndcg': 0.497929,
                         'precision_at_k': 0.54,
                         'recall_at_k': 0.477381}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq091', '8', '0.719311', '0.653333', '1.0'],
                           ['lq096', '7', '0.593618', '0.35', '1.0'],
                           ['lq115', '8', '0.732234', '0.809524', '1.0'],
                           ['lq128', '11', '0.932173', '0.833333', '1.0'],
                           ['lq177', '6', '0.636501', '0.5', '1.0'],
                           ['lq270', '11', '0.772439', '0.666667', '1.0'],
                           ['lq277', '12', '0.546082', '0.536111', '0.5'],
                           ['lq294', '0', '0.0', '0.0', '0.0'],
                           ['lq329', '10', '0.795976', '1.0', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq177,CASE6155,3\n'
                                    'lq277,CASE7195,0\n'
                                    'lq019,CASE4953,0\n'
                                    'lq128,CASE1169,2\n'
                                    'lq277,CASE6339,0\n'
                                    'lq277,CASE5899,3\n'
                                    'lq019,CASE7785,0\n'
                                    'lq177,CASE1027,3\n'
                                    'lq329,CASE3937,1\n'
                                    'lq294,CASE7301,2\n'
                                    'lq115,CASE2535,0\n'
                                    'lq091,CASE6286,1\n'
                                    'lq096,CASE4651,2\n'
                                    'lq115,CASE5334,0\n'
                                    'lq096,CASE2153,2\n'
                                    'lq277,CASE5123,2\n'
                                    'lq096,CASE1058,2\n'
                                    'lq128,CASE1362,1\n'
                                    'lq270,CASE1755,0\n'
                                    'lq329,CASE7591,0\n'
                                    'lq115,CASE2211,2\n'
                                    'lq329,CASE6603,2\n'
                                    'lq128,CASE8240,3\n'
                                    'lq177,CASE5148,0\n'
                                    'lq277,CASE6864,0\n'
                                    'lq270,CASE5319,2\n'
                                    'lq329,CASE9733,0\n'
                                    'lq294,CASE1534,1\n'
                                    'lq115,CASE9484,1\n'
                                    'lq277,CASE8341,3\n'
                                    'lq019,CASE7921,1\n'
                                    'lq270,CASE8057,3\n'
                                    'lq294,CASE9473,0\n'
                                    'lq019,CASE5782,1\n'
                                    'lq096,CASE1784,1\n'
                                    'lq019,CASE6789,0\n'
                                    'lq277,CASE1070,0\n'
                                    'lq019,CASE5997,0\n'
                                    'lq128,CASE7187,0\n'
                                    'lq177,CASE1537,1\n'
                                    'lq294,CASE7097,1\n'
                                    'lq294,CASE2542,3\n'
                                    'lq128,CASE4196,0\n'
                                    'lq277,CASE5154,1\n'
                                    'lq294,CASE5906,2\n'
                                    'lq329,CASE1292,0\n'
                                    'lq270,CASE9183,1\n'
                                    'lq091,CASE8242,3\n'
                                    'lq277,CASE8462,2\n'
                                    'lq294,CASE7279,0\n'
                                    'lq177,CASE4845,0\n'
                                    'lq128,CASE6444,0\n'
                                    'lq177,CASE5345,3\n'
                                    'lq128,CASE3224,1\n'
                                    'lq096,CASE9627,2\n'
                                    'lq277,CASE7283,0\n'
                                    'lq128,CASE5020,0\n'
                                    'lq091,CASE7498,2\n'
                                    'lq329,CASE7777,1\n'
                                    'lq128,CASE9041,0\n'
                                    'lq115,CASE5944,0\n'
                                    'lq115,CASE2092,2\n'
                                    'lq128,CASE7163,1\n'
                                    'lq115,CASE8841,2\n'
                                    'lq091,CASE1938,0\n'
                                    'lq277,CASE6761,1\n'
                                    'lq270,CASE9531,1\n'
                                    'lq115,CASE7130,1\n'
                                    'lq277,CASE1764,2\n'
                                    'lq270,CASE8288,1\n'
                                    'lq019,CASE6057,1\n'
                                    'lq019,CASE1874,0\n'
                                    'lq096,CASE6089,0\n'
                                    'lq294,CASE7437,1\n'
                                    'lq091,CASE5621,0\n'
                                    'lq096,CASE1190,1\n'
                                    'lq270,CASE4771,0\n'
                                    'lq277,CASE1655,2\n'
                                    'lq270,CASE3190,1\n'
                                    'lq128,CASE9276,1\n'
                                    'lq091,CASE6710,1\n'
                                    'lq294,CASE1096,2\n'
                                    'lq128,CASE9589,0\n'
                                    'lq019,CASE4283,1\n'
                                    'lq329,CASE6954,1\n'
                                    'lq091,CASE1267,2\n'
                                    'lq019,CASE4677,1\n'
                                    'lq019,CASE3849,1\n'
                                    'lq091,CASE6149,2\n'
                                    'lq177,CASE3981,1\n'
                                    'lq096,CASE9485,0\n'
                                    'lq270,CASE1466,0\n'
                                    'lq019,CASE9443,0\n'
                                    'lq091,CASE2169,1\n'
                                    'lq091,CASE2936,3\n'
                                    'lq270,CASE4728,0\n'
                                    'lq091,CASE8796,0\n'
                                    'lq270,CASE6561,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq355,CASE10533,5.7\n'
                                  'lq019,CASE6789,2.8\n'
                                  'lq096,CASE1784,8.92\n'
                                  'lq091,CASE6149,13.33\n'
                                  'lq270,CASE1755,1.65\n'
                                  'lq277,CASE18213,6.7\n'
                                  'lq270,CASE19938,9.55\n'
                                  'lq270,CASE4771,4.61\n'
                                  'lq270,CASE3190,5.77\n'
                                  'lq096,CASE9627,9.58\n'
                                  'lq329,CASE10232,4.05\n'
                                  'lq270,CASE5319,6.1\n'
                                  'lq091,CASE2169,5.52\n'
                                  'lq177,CASE6155,8.4\n'
                                  'lq270,CASE8057,19.8\n'
                                  'lq270,CASE19630,2.88\n'
                                  'lq329,CASE10660,6.1\n'
                                  'lq177,CASE16143,4.2\n'
                                  'lq019,CASE17011,1.64\n'
                                  'lq019,CASE16248,3.35\n'
                                  'lq329,CASE13755,5.7\n'
                                  'lq277,CASE1655,9.7\n'
                                  'lq115,CASE2535,7.8\n'
                                  'lq177,CASE4845,5.45\n'
                                  'lq115,CASE12647,0.6\n'
                                  'lq270,CASE9531,9.55\n'
                                  'lq270,CASE4728,5.43\n'
                                  'lq277,CASE6339,0.4\n'
                                  'lq270,CASE9183,10.4\n'
                                  'lq096,CASE17819,5.76\n'
                                  'lq277,CASE8341,9.4\n'
                                  'lq019,CASE4953,5.3\n'
                                  'lq128,CASE3224,4.57\n'
                                  'lq355,CASE13757,5.7\n'
                                  'lq329,CASE6954,10.4\n'
                                  'lq115,CASE5944,7.8\n'
                                  'lq091,CASE8242,5.52\n'
                                  'lq177,CASE11277,8.4\n'
                                  'lq329,CASE9733,9.9\n'
                                  'lq128,CASE8240,18.6\n'
                                  'lq128,CASE7163,9.2\n'
                                  'lq329,CASE3937,4.3\n'
                                  'lq387,CASE16525,0.96\n'
                                  'lq091,CASE1267,5.4\n'
                                  'lq177,CASE1027,19.83\n'
                                  'lq128,CASE9041,0.3\n'
                                  'lq128,CASE11646,5.96\n'
                                  'lq096,CASE9485,8.92\n'
                                  'lq128,CASE9276,5.96\n'
                                  'lq277,CASE15242,6.7\n'
                                  'lq019,CASE4677,10.4\n'
                                  'lq019,CASE1874,0.95\n'
                                  'lq277,CASE7195,6.9\n'
                                  'lq115,CASE2211,11.1\n'
                                  'lq277,CASE5899,6.7\n'
                                  'lq355,CASE11151,5.7\n'
                                  'lq115,CASE2092,11.1\n'
                                  'lq128,CASE1362,6.28\n'
                                  'lq387,CASE10948,0.96\n'
                                  'lq019,CASE6057,4.6\n'
                                  'lq091,CASE2936,11.44\n'
                                  'lq128,CASE7187,6.43\n'
                                  'lq091,CASE1938,1.7\n'
                                  'lq128,CASE5020,5.7\n'
                                  'lq019,CASE7921,7.43\n'
                                  'lq096,CASE2153,5.76\n'
                                  'lq277,CASE12094,7.44\n'
                                  'lq019,CASE3849,4.36\n'
                                  'lq270,CASE6561,10.4\n'
                                  'lq115,CASE5334,2.29\n'
                                  'lq277,CASE1764,10.1\n'
                                  'lq019,CASE7785,4.71\n'
                                  'lq019,CASE4283,5.8\n'
                                  'lq128,CASE1169,7.34\n'
                                  'lq091,CASE11493,1.7\n'
                                  'lq019,CASE9443,2.8\n'
                                  'lq329,CASE6603,10.4\n'
                                  'lq115,CASE8841,2.29\n'
                                  'lq128,CASE6444,3.9\n'
                                  'lq277,CASE5123,10.1\n'
                                  'lq091,CASE6286,10.68\n'
                                  'lq329,CASE7591,2.52\n'
                                  'lq096,CASE12884,0.3\n'
                                  'lq329,CASE7777,3.4\n'
                                  'lq115,CASE9484,4.6\n'
                                  'lq329,CASE1292,6.2\n'
                                  'lq096,CASE6089,5.56\n'
                                  'lq277,CASE5154,11.79\n'
                                  'lq177,CASE12282,8.95\n'
                                  'lq277,CASE6864,6.2\n'},
             'metrics': {'k': 5,
                         'map': 0.59433,
                         'mrr': 0.833333,
                         'n_queries': 9,
                         'ndcg': 0.636482,
                         'precision_at_k': 0.377778,
                         'recall_at_k': 0.622222}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq041', '16', '0.651623', '0.752337', '0.5'],
                           ['lq059', '14', '0.664248', '0.875', '1.0'],
                           ['lq069', '10', '0.266162', '0.555556', '1.0'],
                           ['lq113', '10', '0.906025', '0.805556', '1.0'],
                           ['lq240', '8', '0.304781', '0.166667', '0.5'],
                           ['lq306', '8', '0.133805', '0.444444', '1.0'],
                           ['lq335', '0', '0.0', '0.0', '0.0'],
                           ['lq341', '9', '0.646953', '0.608889', '1.0'],
                           ['lq370', '12', '0.862615', '0.534014', '1.0'],
                           ['lq372', '15', '0.618241', '0.691868', '1.0']],
             'config': {'k': 5, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq341,CASE4090,0\n'
                                    'lq069,CASE3055,0\n'
                                    'lq370,CASE2626,1\n'
                                    'lq372,CASE8295,1\n'
                                    'lq341,CASE6356,1\n'
                                    'lq306,CASE6478,1\n'
                                    'lq113,CASE6814,0\n'
                                    'lq039,CASE6802,0\n'
                                    'lq041,CASE6651,2\n'
                                    'lq341,CASE6905,0\n'
                                    'lq370,CASE8244,1\n'
                                    'lq059,CASE3310,2\n'
                                    'lq306,CASE4979,0\n'
                                    'lq059,CASE2268,0\n'
                                    'lq041,CASE1302,1\n'
                                    'lq041,CASE6509,1\n'
                                    'lq041,CASE9933,1\n'
                                    'lq341,CASE9302,0\n'
                                    'lq041,CASE4401,1\n'
                                    'lq335,CASE3194,0\n'
                                    'lq039,CASE6546,0\n'
                                    'lq335,CASE7599,3\n'
                                    'lq306,CASE3271,1\n'
                                    'lq059,CASE1741,2\n'
                                    'lq039,CASE5359,0\n'
                                    'lq306,CASE9098,0\n'
                                    'lq069,CASE3801,0\n'
                                    'lq039,CASE3815,0\n'
                                    'lq041,CASE5920,0\n'
                                    'lq240,CASE2581,1\n'
                                    'lq069,CASE2440,0\n'
                                    'lq370,CASE5196,3\n'
                                    'lq372,CASE6131,2\n'
                                    'lq041,CASE6844,0\n'
                                    'lq335,CASE2700,2\n'
                                    'lq039,CASE2130,0\n'
                                    'lq372,CASE4841,2\n'
                                    'lq039,CASE8668,0\n'
                                    'lq372,CASE7446,0\n'
                                    'lq113,CASE9144,0\n'
                                    'lq372,CASE2662,1\n'
                                    'lq059,CASE4434,2\n'
                                    'lq059,CASE6400,1\n'
                                    'lq059,CASE6816,2\n'
                                    'lq039,CASE1322,0\n'
                                    'lq370,CASE7922,1\n'
                                    'lq039,CASE3960,0\n'
                                    'lq041,CASE4962,3\n'
                                    'lq306,CASE9211,2\n'
                                    'lq240,CASE9859,0\n'
                                    'lq341,CASE7635,2\n'
                                    'lq059,CASE2188,0\n'
                                    'lq335,CASE7330,1\n'
                                    'lq335,CASE5936,0\n'
                                    'lq041,CASE7104,2\n'
                                    'lq240,CASE6494,0\n'
                                    'lq370,CASE1585,0\n'
                                    'lq069,CASE7548,0\n'
                                    'lq370,CASE6663,0\n'
                                    'lq240,CASE3765,0\n'
                                    'lq059,CASE2609,0\n'
                                    'lq341,CASE5273,1\n'
                                    'lq335,CASE4935,3\n'
                                    'lq370,CASE6070,0\n'
                                    'lq370,CASE1436,1\n'
                                    'lq306,CASE2329,2\n'
                                    'lq069,CASE5864,1\n'
                                    'lq372,CASE3588,0\n'
                                    'lq039,CASE9542,0\n'
                                    'lq372,CASE2103,1\n'
                                    'lq240,CASE6378,0\n'
                                    'lq041,CASE7351,3\n'
                                    'lq041,CASE2413,3\n'
                                    'lq372,CASE1061,0\n'
                                    'lq335,CASE1109,0\n'
                                    'lq370,CASE8397,2\n'
                                    'lq113,CASE6525,0\n'
                                    'lq372,CASE5185,0\n'
                                    'lq113,CASE3577,2\n'
                                    'lq341,CASE7678,2\n'
                                    'lq372,CASE6548,0\n'
                                    'lq041,CASE6754,0\n'
                                    'lq113,CASE8561,2\n'
                                    'lq240,CASE5255,1\n'
                                    'lq341,CASE5926,1\n'
                                    'lq335,CASE2379,0\n'
                                    'lq372,CASE1361,0\n'
                                    'lq306,CASE7502,3\n'
                                    'lq306,CASE8944,0\n'
                                    'lq041,CASE4075,0\n'
                                    'lq240,CASE7258,1\n'
                                    'lq240,CASE6923,2\n'
                                    'lq335,CASE8438,1\n'
                                    'lq240,CASE6000,2\n'
                                    'lq306,CASE6113,0\n'
                                    'lq069,CASE6956,2\n'
                                    'lq372,CASE9671,1\n'
                                    'lq372,CASE1086,3\n'
                                    'lq039,CASE9393,0\n'
                                    'lq370,CASE3675,3\n'
                                    'lq306,CASE4764,0\n'
                                    'lq059,CASE8116,1\n'
                                    'lq113,CASE5746,2\n'
                                    'lq069,CASE3611,0\n'
                                    'lq059,CASE9442,0\n'
                                    'lq059,CASE1711,3\n'
                                    'lq069,CASE4131,3\n'
                                    'lq113,CASE6203,0\n'
                                    'lq306,CASE6137,1\n'
                                    'lq039,CASE5038,0\n'
                                    'lq372,CASE3322,0\n'
                                    'lq059,CASE3143,2\n'
                                    'lq341,CASE1966,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq039,CASE3815,1.8\n'
                                  'lq041,CASE7351,18.12\n'
                                  'lq041,CASE12754,4.67\n'
                                  'lq370,CASE14705,0.3\n'
                                  'lq341,CASE7635,12.2\n'
                                  'lq370,CASE8244,4.92\n'
                                  'lq372,CASE13586,5.0\n'
                                  'lq376,CASE14446,3.9\n'
                                  'lq240,CASE3765,8.3\n'
                                  'lq069,CASE3611,3.38\n'
                                  'lq372,CASE1061,8.66\n'
                                  'lq370,CASE7922,8.59\n'
                                  'lq039,CASE13478,9.5\n'
                                  'lq240,CASE15421,0.3\n'
                                  'lq059,CASE2268,8.5\n'
                                  'lq041,CASE4075,7.19\n'
                                  'lq306,CASE6137,4.23\n'
                                  'lq372,CASE9671,6.52\n'
                                  'lq370,CASE6070,5.77\n'
                                  'lq306,CASE7502,2.03\n'
                                  'lq113,CASE6203,6.54\n'
                                  'lq041,CASE4962,15.0\n'
                                  'lq341,CASE5273,4.01\n'
                                  'lq341,CASE6905,4.2\n'
                                  'lq372,CASE11574,5.9\n'
                                  'lq372,CASE6548,9.75\n'
                                  'lq059,CASE3143,10.33\n'
                                  'lq389,CASE11659,3.23\n'
                                  'lq039,CASE9393,6.19\n'
                                  'lq306,CASE3271,9.3\n'
                                  'lq113,CASE5746,12.12\n'
                                  'lq041,CASE11557,0.6\n'
                                  'lq059,CASE2609,4.15\n'
                                  'lq041,CASE6509,4.3\n'
                                  'lq341,CASE5926,5.57\n'
                                  'lq240,CASE6378,0.3\n'
                                  'lq059,CASE12024,0.3\n'
                                  'lq039,CASE5359,1.8\n'
                                  'lq041,CASE9933,12.3\n'
                                  'lq372,CASE6131,9.5\n'
                                  'lq306,CASE9211,2.61\n'
                                  'lq059,CASE4434,8.97\n'
                                  'lq370,CASE1585,0.46\n'
                                  'lq039,CASE8668,9.5\n'
                                  'lq069,CASE2440,0.3\n'
                                  'lq372,CASE1086,11.55\n'
                                  'lq041,CASE6651,9.6\n'
                                  'lq370,CASE3675,12.99\n'
                                  'lq113,CASE12372,10.85\n'
                                  'lq059,CASE2188,2.3\n'
                                  'lq039,CASE6802,7.1\n'
                                  'lq372,CASE8295,10.3\n'
                                  'lq113,CASE8561,10.4\n'
                                  'lq341,CASE15971,8.1\n'
                                  'lq389,CASE14322,3.23\n'
                                  'lq370,CASE13985,9.6\n'
                                  'lq069,CASE5864,10.87\n'
                                  'lq039,CASE6546,5.4\n'
                                  'lq372,CASE2103,4.6\n'
                                  'lq041,CASE4401,10.88\n'
                                  'lq041,CASE18287,18.12\n'
                                  'lq372,CASE3588,7.13\n'
                                  'lq069,CASE6956,8.9\n'
                                  'lq306,CASE14801,2.61\n'
                                  'lq039,CASE19136,5.13\n'
                                  'lq069,CASE11597,4.7\n'
                                  'lq039,CASE16538,7.1\n'
                                  'lq240,CASE7258,1.08\n'
                                  'lq041,CASE5920,7.19\n'
                                  'lq341,CASE1966,4.05\n'
                                  'lq370,CASE6663,5.0\n'
                                  'lq041,CASE1302,9.0\n'
                                  'lq113,CASE9144,4.5\n'
                                  'lq240,CASE6494,5.6\n'
                                  'lq069,CASE11813,4.75\n'
                                  'lq069,CASE3801,7.37\n'
                                  'lq113,CASE6525,0.5\n'
                                  'lq059,CASE6400,10.83\n'
                                  'lq372,CASE7446,13.89\n'
                                  'lq372,CASE4841,13.89\n'
                                  'lq113,CASE3577,10.85\n'
                                  'lq113,CASE12148,4.7\n'
                                  'lq341,CASE4090,4.05\n'
                                  'lq039,CASE3960,5.1\n'
                                  'lq039,CASE5038,6.0\n'
                                  'lq059,CASE15238,3.0\n'
                                  'lq240,CASE13969,4.3\n'
                                  'lq041,CASE6754,6.6\n'
                                  'lq341,CASE11409,8.1\n'
                                  'lq059,CASE1711,10.83\n'
                                  'lq039,CASE13243,9.5\n'
                                  'lq370,CASE2626,0.3\n'
                                  'lq240,CASE10603,4.8\n'
                                  'lq372,CASE1361,6.6\n'
                                  'lq113,CASE12477,5.0\n'
                                  'lq306,CASE9098,4.35\n'
                                  'lq341,CASE6356,8.5\n'
                                  'lq059,CASE12964,8.5\n'
                                  'lq370,CASE5196,16.02\n'
                                  'lq306,CASE6113,2.03\n'
                                  'lq059,CASE9442,6.3\n'
                                  'lq069,CASE7548,0.3\n'
                                  'lq240,CASE6000,5.6\n'
                                  'lq370,CASE17402,3.9\n'
                                  'lq306,CASE8944,3.39\n'
                                  'lq372,CASE2662,9.5\n'
                                  'lq069,CASE3055,3.38\n'
                                  'lq113,CASE6814,2.5\n'
                                  'lq039,CASE2130,0.3\n'
                                  'lq059,CASE6816,12.88\n'
                                  'lq041,CASE7104,10.88\n'
                                  'lq041,CASE2413,12.96\n'
                                  'lq059,CASE8116,12.88\n'
                                  'lq041,CASE6844,5.79\n'
                                  'lq372,CASE5185,0.58\n'
                                  'lq059,CASE3310,12.2\n'
                                  'lq039,CASE1322,7.9\n'
                                  'lq069,CASE18802,8.9\n'
                                  'lq370,CASE18150,4.2\n'},
             'metrics': {'k': 5,
                         'map': 0.543433,
                         'mrr': 0.8,
                         'n_queries': 10,
                         'ndcg': 0.505445,
                         'precision_at_k': 0.52,
                         'recall_at_k': 0.472659}}}
CHOICE = None

def _num(x):
    if isinstance(x, bool):
        raise ValueError("a boolean is not a number here")
    v = float(x)
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError("not a finite number")
    return v


def _same(got, want):
    """got (parsed from the script's outputs) agrees with want (the expected value)."""
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and _same(got[k], v) for k, v in want.items())
    if isinstance(want, list):
        return isinstance(got, list) and len(got) == len(want) and all(_same(g, w) for g, w in zip(got, want))
    if isinstance(want, str):
        try:
            w = _num(want)
        except ValueError:
            return isinstance(got, str) and got.strip() == want
    elif isinstance(want, (int, float)) and not isinstance(want, bool):
        w = want
    else:
        return got == want
    try:
        g = _num(got)
    except (TypeError, ValueError):
        return False
    return abs(g - w) <= 2e-6 + 1e-9 * abs(w)


def diff_outputs(metrics, breakdown, want):
    """What is wrong with (metrics.json, breakdown.csv rows) against the expected; [] when they agree."""
    if not isinstance(metrics, dict):
        return ["metrics.json does not hold a JSON object"]
    bad = []
    for key in sorted(want["metrics"]):
        if key not in metrics:
            bad.append(f"metrics.json has no {key!r}")
        elif not _same(metrics[key], want["metrics"][key]):
            bad.append(f"{key} is {str(metrics[key])[:300]}, expected {want['metrics'][key]}")
    rows = [r for r in breakdown if r]
    wrows = want["breakdown"]
    if not rows or [c.strip() for c in rows[0]] != wrows[0]:
        bad.append(f"breakdown.csv header is {rows[:1]}, expected {wrows[0]}")
    elif len(rows) != len(wrows):
        bad.append(f"breakdown.csv has {len(rows) - 1} rows, expected {len(wrows) - 1}")
    else:
        for i, (g, w) in enumerate(zip(rows[1:], wrows[1:]), 1):
            if not _same(list(g), w):
                bad.append(f"breakdown.csv row {i} is {g}, expected {w}")
                break
    return bad


PY = "/usr/bin/python3"


def _read(path, root):
    """A file the agent's side produced, read as data: inside root, no symlink, regular, bounded."""
    real = os.path.realpath(path)
    assert real.startswith(os.path.realpath(root) + os.sep), f"{path} points outside {root}"
    assert os.path.isfile(real), f"missing {path}"
    fd = os.open(real, os.O_RDONLY | os.O_NOFOLLOW)
    with os.fdopen(fd, "rb") as f:
        assert stat.S_ISREG(os.fstat(f.fileno()).st_mode), f"{path} is not a regular file"
        return f.read(4_000_000).decode("utf-8", "replace")


def _outputs(folder, root):
    text = _read(os.path.join(folder, "metrics.json"), root)
    try:
        metrics = json.loads(text)
    except ValueError as e:
        raise AssertionError(f"{folder}/metrics.json is not JSON: {e}")
    rows = list(csv.reader(io.StringIO(_read(os.path.join(folder, "breakdown.csv"), root))))
    return metrics, rows


@pytest.fixture(scope="module")
def tree():
    assert os.path.isfile(os.path.join(PROJ, SCRIPT)), f"{PROJ}/{SCRIPT} is missing"
    return tg_guard.give(PROJ)


@pytest.mark.parametrize("model", sorted(VISIBLE))
def test_reports_on_the_shipped_export(model):
    folder = os.path.join(PROJ, "out", model)
    assert os.path.isdir(folder), f"no {folder}/: run the repaired script for configs/{model}.json"
    metrics, rows = _outputs(folder, PROJ)
    bad = diff_outputs(metrics, rows, VISIBLE[model])
    assert not bad, f"out/{model}: {bad[:4]}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_repaired_script_on_a_hidden_export(tree, name, tmp_path):
    case = CASES[name]
    src = tmp_path / name
    src.mkdir()
    for fname, text in case["files"].items():
        (src / fname).write_text(text)
    (src / "config.json").write_text(json.dumps(case["config"], indent=2))
    inp = tg_guard.give(str(src))
    out_root = tg_guard.scratch("out")
    out = os.path.join(out_root, "result")
    p = tg_guard.run([PY, os.path.join(tree, SCRIPT), "--config", os.path.join(inp, "config.json"), "--out", out],
                     timeout=120)
    assert p.returncode == 0, f"evaluate.py failed on another export: {p.stderr[-1500:]}"
    metrics, rows = _outputs(out, out_root)
    bad = diff_outputs(metrics, rows, case)
    assert not bad, f"{name}: {bad[:4]}"
