import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/srv/caselaw-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'distil_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                             ['lq023', '8', '0.319394', '0.5', '1.0'],
                             ['lq047', '10', '0.541942', '0.375', '1.0'],
                             ['lq116', '14', '0.83081', '0.966667', '1.0'],
                             ['lq118', '8', '0.556298', '0.5', '1.0'],
                             ['lq188', '13', '0.765361', '0.71', '1.0'],
                             ['lq199', '11', '0.580577', '0.366667', '0.333333'],
                             ['lq205', '8', '0.328012', '0.507143', '1.0'],
                             ['lq207', '6', '0.629134', '0.25', '0.5'],
                             ['lq224', '6', '0.209711', '0.0', '0.0'],
                             ['lq250', '9', '0.242076', '0.111111', '0.111111'],
                             ['lq259', '0', '0.0', '0.0', '0.0'],
                             ['lq289', '16', '0.470787', '0.830357', '1.0']],
               'metrics': {'k': 3,
                           'map': 0.426412,
                           'mrr': 0.662037,
                           'n_queries': 12,
                           'ndcg': 0.456175,
                           'precision_at_k': 0.388889,
                           'recall_at_k': 0.33631}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq061', '7', '0.116995', '0.0', '0.0'],
                           ['lq093', '11', '1.0', '1.0', '1.0'],
                           ['lq152', '0', '0.0', '0.0', '0.0'],
                           ['lq163', '13', '0.452508', '0.3', '0.5'],
                           ['lq174', '12', '0.615118', '1.0', '1.0'],
                           ['lq243', '10', '0.574188', '0.809524', '1.0'],
                           ['lq264', '11', '0.508051', '0.333333', '0.333333'],
                           ['lq355', '8', '0.922404', '1.0', '1.0']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq012,CASE8323,1\n'
                                    'lq355,CASE7225,0\n'
                                    'lq012,CASE1899,0\n'
                                    'lq355,CASE4281,0\n'
                                    'lq012,CASE1773,1\n'
                                    'lq264,CASE6690,0\n'
                                    'lq243,CASE6662,1\n'
                                    'lq012,CASE2368,1\n'
                                    'lq012,CASE7876,1\n'
                                    'lq012,CASE5326,1\n'
                                    'lq243,CASE9346,0\n'
                                    'lq355,CASE1729,1\n'
                                    'lq012,CASE8836,0\n'
                                    'lq093,CASE2841,2\n'
                                    'lq174,CASE4997,0\n'
                                    'lq243,CASE6823,3\n'
                                    'lq144,CASE4840,1\n'
                                    'lq061,CASE9472,0\n'
                                    'lq144,CASE7220,1\n'
                                    'lq174,CASE6251,2\n'
                                    'lq264,CASE2503,0\n'
                                    'lq012,CASE3017,1\n'
                                    'lq243,CASE7785,0\n'
                                    'lq152,CASE4106,0\n'
                                    'lq163,CASE2653,2\n'
                                    'lq093,CASE4308,0\n'
                                    'lq152,CASE9489,3\n'
                                    'lq152,CASE6717,0\n'
                                    'lq174,CASE9226,1\n'
                                    'lq012,CASE2340,1\n'
                                    'lq163,CASE7779,2\n'
                                    'lq061,CASE9466,2\n'
                                    'lq264,CASE5184,1\n'
                                    'lq093,CASE9555,2\n'
                                    'lq355,CASE2239,0\n'
                                    'lq152,CASE8273,2\n'
                                    'lq061,CASE3003,1\n'
                                    'lq152,CASE2208,0\n'
                                    'lq144,CASE8004,1\n'
                                    'lq355,CASE4020,1\n'
                                    'lq093,CASE4187,3\n'
                                    'lq264,CASE1817,1\n'
                                    'lq355,CASE3703,0\n'
                                    'lq174,CASE6571,0\n'
                                    'lq163,CASE6364,0\n'
                                    'lq174,CASE2665,2\n'
                                    'lq144,CASE1859,1\n'
                                    'lq152,CASE6820,3\n'
                                    'lq355,CASE7172,0\n'
                                    'lq163,CASE9331,1\n'
                                    'lq152,CASE2453,0\n'
                                    'lq061,CASE6410,1\n'
                                    'lq264,CASE1436,0\n'
                                    'lq174,CASE8021,0\n'
                                    'lq264,CASE1810,1\n'
                                    'lq152,CASE2630,1\n'
                                    'lq174,CASE5880,3\n'
                                    'lq093,CASE7192,2\n'
                                    'lq264,CASE1985,3\n'
                                    'lq093,CASE4617,0\n'
                                    'lq243,CASE3879,3\n'
                                    'lq243,CASE3372,0\n'
                                    'lq012,CASE7993,0\n'
                                    'lq061,CASE7090,1\n'
                                    'lq152,CASE7126,2\n'
                                    'lq012,CASE7118,1\n'
                                    'lq264,CASE4862,0\n'
                                    'lq163,CASE4562,1\n'
                                    'lq264,CASE7388,1\n'
                                    'lq163,CASE5865,2\n'
                                    'lq144,CASE7219,1\n'
                                    'lq163,CASE1762,0\n'
                                    'lq093,CASE3191,0\n'
                                    'lq163,CASE9793,0\n'
                                    'lq093,CASE5405,0\n'
                                    'lq243,CASE2586,0\n'
                                    'lq093,CASE4980,1\n'
                                    'lq174,CASE9967,2\n'
                                    'lq355,CASE3178,3\n'
                                    'lq264,CASE7664,1\n'
                                    'lq163,CASE4831,1\n'
                                    'lq144,CASE2415,1\n'
                                    'lq012,CASE6180,1\n'
                                    'lq355,CASE5290,1\n'
                                    'lq243,CASE3501,2\n'
                                    'lq144,CASE5650,1\n'
                                    'lq163,CASE8342,1\n'
                                    'lq061,CASE5220,0\n'
                                    'lq174,CASE2672,2\n'
                                    'lq061,CASE4151,1\n'
                                    'lq163,CASE4715,1\n'
                                    'lq061,CASE6970,2\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq012,CASE10244,6.98\n'
                                  'lq174,CASE6251,13.68\n'
                                  'lq174,CASE2665,13.3\n'
                                  'lq012,CASE7876,6.5\n'
                                  'lq144,CASE11185,6.9\n'
                                  'lq264,CASE1817,1.04\n'
                                  'lq093,CASE19264,1.32\n'
                                  'lq355,CASE12915,3.6\n'
                                  'lq373,CASE19386,5.58\n'
                                  'lq163,CASE7779,11.4\n'
                                  'lq355,CASE14188,0.96\n'
                                  'lq093,CASE9555,6.3\n'
                                  'lq012,CASE10888,8.42\n'
                                  'lq012,CASE2368,2.6\n'
                                  'lq012,CASE13757,0.5\n'
                                  'lq355,CASE7172,5.43\n'
                                  'lq264,CASE5184,5.7\n'
                                  'lq243,CASE7785,1.82\n'
                                  'lq359,CASE19897,5.27\n'
                                  'lq144,CASE1859,9.32\n'
                                  'lq174,CASE5880,11.8\n'
                                  'lq012,CASE7118,6.5\n'
                                  'lq012,CASE2340,10.8\n'
                                  'lq163,CASE8342,10.5\n'
                                  'lq163,CASE4831,8.5\n'
                                  'lq144,CASE4840,7.86\n'
                                  'lq373,CASE10431,5.58\n'
                                  'lq012,CASE5326,10.92\n'
                                  'lq144,CASE10037,9.32\n'
                                  'lq093,CASE4617,2.22\n'
                                  'lq243,CASE9346,7.43\n'
                                  'lq163,CASE2653,10.39\n'
                                  'lq264,CASE1810,7.61\n'
                                  'lq243,CASE2586,6.0\n'
                                  'lq144,CASE7220,11.0\n'
                                  'lq061,CASE15283,0.3\n'
                                  'lq174,CASE16319,2.7\n'
                                  'lq243,CASE3501,14.17\n'
                                  'lq012,CASE3017,4.9\n'
                                  'lq144,CASE19589,5.12\n'
                                  'lq264,CASE1985,7.61\n'
                                  'lq093,CASE5405,2.0\n'
                                  'lq093,CASE2841,10.1\n'
                                  'lq163,CASE4562,11.4\n'
                                  'lq243,CASE13016,0.88\n'
                                  'lq061,CASE16150,2.43\n'
                                  'lq163,CASE11824,3.03\n'
                                  'lq061,CASE18682,10.72\n'
                                  'lq355,CASE2239,7.2\n'
                                  'lq355,CASE7225,6.57\n'
                                  'lq355,CASE3178,11.15\n'
                                  'lq264,CASE6690,10.2\n'
                                  'lq264,CASE2503,0.3\n'
                                  'lq243,CASE6823,5.41\n'
                                  'lq264,CASE12922,4.55\n'
                                  'lq163,CASE1762,10.5\n'
                                  'lq163,CASE4715,8.85\n'
                                  'lq243,CASE3879,12.5\n'
                                  'lq093,CASE11059,1.5\n'
                                  'lq264,CASE7388,4.55\n'
                                  'lq174,CASE2672,9.72\n'
                                  'lq093,CASE4187,14.99\n'
                                  'lq264,CASE12653,0.3\n'
                                  'lq264,CASE1436,0.3\n'
                                  'lq264,CASE4862,3.55\n'
                                  'lq243,CASE13817,0.3\n'
                                  'lq243,CASE3372,8.69\n'
                                  'lq174,CASE18606,2.7\n'
                                  'lq163,CASE18787,0.3\n'
                                  'lq012,CASE1773,9.5\n'
                                  'lq174,CASE9226,5.08\n'
                                  'lq012,CASE8836,1.84\n'
                                  'lq012,CASE13408,4.78\n'
                                  'lq061,CASE3003,10.72\n'
                                  'lq144,CASE5650,6.4\n'
                                  'lq174,CASE4997,3.7\n'
                                  'lq174,CASE6571,0.5\n'
                                  'lq174,CASE18492,4.4\n'
                                  'lq061,CASE6410,4.9\n'
                                  'lq012,CASE1899,3.5\n'
                                  'lq093,CASE19199,2.9\n'
                                  'lq093,CASE4308,3.91\n'
                                  'lq012,CASE6180,9.1\n'
                                  'lq144,CASE7219,6.4\n'
                                  'lq163,CASE11569,10.3\n'
                                  'lq174,CASE14603,6.0\n'
                                  'lq012,CASE7993,8.3\n'
                                  'lq093,CASE7192,13.2\n'
                                  'lq093,CASE3191,1.32\n'
                                  'lq163,CASE16025,0.3\n'
                                  'lq061,CASE19520,4.9\n'
                                  'lq163,CASE9331,9.3\n'
                                  'lq061,CASE9472,4.9\n'
                                  'lq163,CASE9793,9.45\n'
                                  'lq355,CASE4281,4.1\n'
                                  'lq243,CASE18565,5.41\n'
                                  'lq355,CASE4020,7.2\n'
                                  'lq174,CASE9967,13.3\n'
                                  'lq144,CASE8004,7.0\n'},
             'metrics': {'k': 3,
                         'map': 0.555357,
                         'mrr': 0.604167,
                         'n_queries': 8,
                         'ndcg': 0.523658,
                         'precision_at_k': 0.458333,
                         'recall_at_k': 0.54375}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq065', '10', '0.765361', '0.916667', '1.0'],
                           ['lq088', '11', '0.673544', '0.42', '1.0'],
                           ['lq090', '12', '0.242076', '0.166667', '0.166667'],
                           ['lq104', '6', '0.556298', '0.5', '1.0'],
                           ['lq137', '0', '0.0', '0.0', '0.0'],
                           ['lq150', '13', '0.646186', '0.7', '1.0'],
                           ['lq277', '7', '0.34937', '0.5', '1.0']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq137,CASE7040,2\n'
                                    'lq104,CASE3295,0\n'
                                    'lq277,CASE5146,2\n'
                                    'lq137,CASE2684,1\n'
                                    'lq150,CASE3361,1\n'
                                    'lq150,CASE7577,0\n'
                                    'lq137,CASE6720,2\n'
                                    'lq150,CASE2543,1\n'
                                    'lq088,CASE9680,2\n'
                                    'lq090,CASE9800,0\n'
                                    'lq150,CASE6393,0\n'
                                    'lq090,CASE6120,0\n'
                                    'lq104,CASE1447,2\n'
                                    'lq088,CASE8886,0\n'
                                    'lq150,CASE8130,1\n'
                                    'lq137,CASE3014,2\n'
                                    'lq137,CASE4745,2\n'
                                    'lq090,CASE2640,1\n'
                                    'lq006,CASE8479,1\n'
                                    'lq137,CASE6122,2\n'
                                    'lq277,CASE7567,1\n'
                                    'lq065,CASE9866,0\n'
                                    'lq104,CASE6654,0\n'
                                    'lq104,CASE4296,0\n'
                                    'lq150,CASE9511,0\n'
                                    'lq104,CASE7803,2\n'
                                    'lq090,CASE9630,0\n'
                                    'lq150,CASE6316,0\n'
                                    'lq104,CASE7493,0\n'
                                    'lq090,CASE4881,0\n'
                                    'lq137,CASE3486,0\n'
                                    'lq088,CASE1558,0\n'
                                    'lq088,CASE8572,0\n'
                                    'lq090,CASE2846,0\n'
                                    'lq088,CASE8598,1\n'
                                    'lq006,CASE6687,0\n'
                                    'lq104,CASE6399,1\n'
                                    'lq150,CASE5225,1\n'
                                    'lq088,CASE2981,0\n'
                                    'lq090,CASE4940,1\n'
                                    'lq065,CASE8174,0\n'
                                    'lq006,CASE4160,1\n'
                                    'lq065,CASE8304,2\n'
                                    'lq277,CASE2682,1\n'
                                    'lq088,CASE6717,2\n'
                                    'lq277,CASE8956,2\n'
                                    'lq150,CASE3240,0\n'
                                    'lq277,CASE1609,3\n'
                                    'lq088,CASE5422,3\n'
                                    'lq090,CASE1087,2\n'
                                    'lq090,CASE9502,0\n'
                                    'lq104,CASE7771,1\n'
                                    'lq137,CASE7285,2\n'
                                    'lq277,CASE3906,0\n'
                                    'lq150,CASE6513,2\n'
                                    'lq006,CASE2671,1\n'
                                    'lq065,CASE5823,2\n'
                                    'lq006,CASE9754,1\n'
                                    'lq065,CASE7958,2\n'
                                    'lq104,CASE1521,1\n'
                                    'lq088,CASE5174,1\n'
                                    'lq090,CASE6852,0\n'
                                    'lq088,CASE1474,2\n'
                                    'lq006,CASE1630,1\n'
                                    'lq150,CASE2690,2\n'
                                    'lq277,CASE8259,0\n'
                                    'lq137,CASE9633,1\n'
                                    'lq090,CASE5505,0\n'
                                    'lq150,CASE5459,2\n'
                                    'lq065,CASE5952,0\n'
                                    'lq006,CASE4844,0\n'
                                    'lq065,CASE2908,0\n'
                                    'lq088,CASE8674,2\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq366,CASE12247,0.6\n'
                                  'lq150,CASE5225,4.42\n'
                                  'lq277,CASE12249,3.7\n'
                                  'lq104,CASE13649,3.57\n'
                                  'lq150,CASE5459,12.11\n'
                                  'lq088,CASE8598,6.8\n'
                                  'lq090,CASE4881,8.2\n'
                                  'lq090,CASE5505,5.1\n'
                                  'lq006,CASE9754,6.8\n'
                                  'lq088,CASE8674,10.37\n'
                                  'lq277,CASE8956,11.4\n'
                                  'lq277,CASE3906,2.2\n'
                                  'lq088,CASE2981,6.0\n'
                                  'lq088,CASE1558,10.37\n'
                                  'lq090,CASE15274,3.38\n'
                                  'lq065,CASE5952,7.1\n'
                                  'lq299,CASE13114,3.99\n'
                                  'lq090,CASE6120,8.2\n'
                                  'lq006,CASE1630,3.7\n'
                                  'lq299,CASE19143,0.3\n'
                                  'lq065,CASE9866,4.0\n'
                                  'lq090,CASE12547,3.34\n'
                                  'lq299,CASE11925,5.8\n'
                                  'lq006,CASE10533,6.8\n'
                                  'lq150,CASE6393,8.1\n'
                                  'lq088,CASE5422,13.45\n'
                                  'lq065,CASE2908,2.6\n'
                                  'lq104,CASE7493,2.84\n'
                                  'lq277,CASE8259,3.7\n'
                                  'lq150,CASE6316,3.45\n'
                                  'lq104,CASE6654,3.57\n'
                                  'lq088,CASE8886,0.8\n'
                                  'lq104,CASE3295,2.84\n'
                                  'lq088,CASE10862,4.3\n'
                                  'lq150,CASE6513,9.6\n'
                                  'lq065,CASE5823,10.66\n'
                                  'lq104,CASE13285,3.7\n'
                                  'lq065,CASE8304,7.1\n'
                                  'lq104,CASE1447,13.7\n'
                                  'lq150,CASE3240,0.9\n'
                                  'lq065,CASE7958,9.55\n'
                                  'lq065,CASE17954,1.0\n'
                                  'lq090,CASE9502,3.7\n'
                                  'lq090,CASE4940,12.6\n'
                                  'lq277,CASE5146,3.7\n'
                                  'lq090,CASE9630,9.96\n'
                                  'lq277,CASE2682,10.18\n'
                                  'lq150,CASE2690,9.6\n'
                                  'lq150,CASE2543,9.6\n'
                                  'lq150,CASE16853,2.68\n'
                                  'lq088,CASE9680,7.25\n'
                                  'lq088,CASE10098,1.72\n'
                                  'lq006,CASE8479,7.5\n'
                                  'lq299,CASE13346,3.99\n'
                                  'lq150,CASE8130,5.52\n'
                                  'lq090,CASE1087,5.8\n'
                                  'lq088,CASE11910,10.37\n'
                                  'lq150,CASE7577,2.54\n'
                                  'lq277,CASE12132,0.3\n'
                                  'lq090,CASE6852,0.3\n'
                                  'lq065,CASE13889,6.6\n'
                                  'lq065,CASE13559,1.5\n'
                                  'lq090,CASE2640,8.1\n'
                                  'lq090,CASE9800,4.0\n'
                                  'lq150,CASE9511,6.8\n'
                                  'lq150,CASE3361,11.22\n'
                                  'lq006,CASE6687,3.7\n'
                                  'lq065,CASE8174,3.2\n'
                                  'lq088,CASE8572,5.81\n'},
             'metrics': {'k': 3,
                         'map': 0.457619,
                         'mrr': 0.738095,
                         'n_queries': 7,
                         'ndcg': 0.461834,
                         'precision_at_k': 0.285714,
                         'recall_at_k': 0.290476}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['lq034', '0', '0.0', '0.0', '0.0'],
                           ['lq037', '9', '0.964273', '0.805556', '1.0'],
                           ['lq078', '12', '0.885115', '0.6875', '1.0'],
                           ['lq088', '11', '0.167627', '0.142857', '0.142857'],
                           ['lq101', '7', '0.302649', '0.277778', '0.5'],
                           ['lq229', '7', '0.847267', '1.0', '1.0'],
                           ['lq245', '12', '0.843204', '0.604167', '1.0'],
                           ['lq288', '6', '0.288662', '0.444444', '1.0'],
                           ['lq319', '9', '0.129039', '0.055556', '0.111111'],
                           ['lq354', '12', '0.594632', '0.375', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'lq034,CASE2939,0\n'
                                    'lq229,CASE4097,1\n'
                                    'lq088,CASE3737,1\n'
                                    'lq037,CASE8315,1\n'
                                    'lq288,CASE3504,3\n'
                                    'lq078,CASE1650,0\n'
                                    'lq004,CASE4377,1\n'
                                    'lq229,CASE6256,0\n'
                                    'lq004,CASE8574,0\n'
                                    'lq034,CASE4970,2\n'
                                    'lq034,CASE7810,1\n'
                                    'lq004,CASE6274,1\n'
                                    'lq245,CASE1451,0\n'
                                    'lq101,CASE3895,2\n'
                                    'lq245,CASE5185,0\n'
                                    'lq319,CASE7319,0\n'
                                    'lq004,CASE6497,1\n'
                                    'lq101,CASE2643,1\n'
                                    'lq034,CASE2564,2\n'
                                    'lq101,CASE4963,0\n'
                                    'lq037,CASE3201,3\n'
                                    'lq354,CASE4920,3\n'
                                    'lq034,CASE4589,2\n'
                                    'lq034,CASE6605,1\n'
                                    'lq288,CASE9016,2\n'
                                    'lq078,CASE4439,0\n'
                                    'lq245,CASE7046,3\n'
                                    'lq078,CASE5619,0\n'
                                    'lq288,CASE6803,0\n'
                                    'lq354,CASE3525,1\n'
                                    'lq088,CASE7523,0\n'
                                    'lq088,CASE1108,0\n'
                                    'lq319,CASE9394,2\n'
                                    'lq245,CASE8846,2\n'
                                    'lq354,CASE5447,0\n'
                                    'lq245,CASE9470,2\n'
                                    'lq354,CASE1518,2\n'
                                    'lq004,CASE3387,0\n'
                                    'lq037,CASE5127,1\n'
                                    'lq245,CASE3137,1\n'
                                    'lq229,CASE4145,0\n'
                                    'lq088,CASE1436,3\n'
                                    'lq319,CASE5838,1\n'
                                    'lq037,CASE5938,0\n'
                                    'lq004,CASE3381,1\n'
                                    'lq088,CASE3540,1\n'
                                    'lq037,CASE1361,1\n'
                                    'lq078,CASE2491,1\n'
                                    'lq229,CASE4577,1\n'
                                    'lq004,CASE5608,1\n'
                                    'lq004,CASE7145,1\n'
                                    'lq354,CASE2527,1\n'
                                    'lq034,CASE6753,0\n'
                                    'lq319,CASE1385,1\n'
                                    'lq245,CASE5912,2\n'
                                    'lq354,CASE6150,0\n'
                                    'lq319,CASE6342,1\n'
                                    'lq037,CASE4104,1\n'
                                    'lq229,CASE3743,0\n'
                                    'lq245,CASE7123,1\n'
                                    'lq245,CASE7225,1\n'
                                    'lq078,CASE7649,2\n'
                                    'lq078,CASE7496,3\n'
                                    'lq101,CASE2360,1\n'
                                    'lq088,CASE9817,0\n'
                                    'lq101,CASE3260,0\n'
                                    'lq078,CASE9894,2\n'
                                    'lq319,CASE7041,3\n'
                                    'lq354,CASE5897,0\n'
                                    'lq088,CASE4259,0\n'
                                    'lq288,CASE3392,0\n'
                                    'lq078,CASE4376,0\n'
                                    'lq034,CASE6875,0\n'
                                    'lq088,CASE9606,0\n'
                                    'lq088,CASE9851,1\n'
                                    'lq354,CASE9144,1\n'
                                    'lq354,CASE2860,3\n'
                                    'lq037,CASE1083,1\n'
                                    'lq037,CASE7128,1\n'
                                    'lq101,CASE6143,2\n'
                                    'lq034,CASE2450,2\n'
                                    'lq245,CASE7012,0\n'
                                    'lq101,CASE2356,1\n'
                                    'lq354,CASE4733,2\n'
                                    'lq034,CASE8334,1\n'
                                    'lq034,CASE3667,0\n'
                                    'lq078,CASE3862,0\n'
                                    'lq101,CASE9882,1\n'
                                    'lq288,CASE4463,0\n'
                                    'lq101,CASE4511,3\n'
                                    'lq088,CASE6313,1\n'
                                    'lq034,CASE3786,0\n'
                                    'lq037,CASE6945,2\n'
                                    'lq101,CASE1013,1\n'
                                    'lq288,CASE5101,0\n'
                                    'lq034,CASE4270,3\n'
                                    'lq229,CASE7261,0\n'
                                    'lq034,CASE6513,1\n'
                                    'lq354,CASE7008,0\n'
                                    'lq288,CASE6232,0\n'
                                    'lq288,CASE6405,2\n'
                                    'lq037,CASE5465,2\n'
                                    'lq245,CASE3374,0\n'
                                    'lq288,CASE1600,0\n'
                                    'lq319,CASE1040,0\n'
                                    'lq101,CASE8259,1\n'
                                    'lq078,CASE7812,1\n'
                                    'lq319,CASE8247,0\n'
                                    'lq229,CASE2642,2\n'
                                    'lq004,CASE2221,0\n'
                                    'lq354,CASE9551,1\n'
                                    'lq078,CASE7174,2\n'
                                    'lq004,CASE1862,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'lq078,CASE16211,8.5\n'
                                  'lq384,CASE11451,6.11\n'
                                  'lq319,CASE10967,9.91\n'
                                  'lq245,CASE11049,9.4\n'
                                  'lq078,CASE18299,3.69\n'
                                  'lq037,CASE3201,15.1\n'
                                  'lq037,CASE15678,4.4\n'
                                  'lq319,CASE8247,0.3\n'
                                  'lq245,CASE1451,4.49\n'
                                  'lq004,CASE5608,9.9\n'
                                  'lq245,CASE7123,5.9\n'
                                  'lq088,CASE16925,0.8\n'
                                  'lq245,CASE5912,7.71\n'
                                  'lq319,CASE1040,8.6\n'
                                  'lq245,CASE16997,1.9\n'
                                  'lq245,CASE5185,3.6\n'
                                  'lq245,CASE16384,4.49\n'
                                  'lq354,CASE18340,7.72\n'
                                  'lq229,CASE3743,6.1\n'
                                  'lq037,CASE7128,10.83\n'
                                  'lq288,CASE10948,4.83\n'
                                  'lq354,CASE2860,13.3\n'
                                  'lq101,CASE3895,7.4\n'
                                  'lq319,CASE9394,0.3\n'
                                  'lq288,CASE10686,2.4\n'
                                  'lq319,CASE7319,0.3\n'
                                  'lq245,CASE7012,4.47\n'
                                  'lq088,CASE4259,5.4\n'
                                  'lq319,CASE18880,3.5\n'
                                  'lq037,CASE5127,3.1\n'
                                  'lq078,CASE5619,9.7\n'
                                  'lq037,CASE4104,3.1\n'
                                  'lq319,CASE6342,8.6\n'
                                  'lq101,CASE6143,4.9\n'
                                  'lq354,CASE3525,9.1\n'
                                  'lq229,CASE4145,4.29\n'
                                  'lq037,CASE8315,5.0\n'
                                  'lq101,CASE2643,7.4\n'
                                  'lq354,CASE5447,4.66\n'
                                  'lq288,CASE4463,3.92\n'
                                  'lq078,CASE3862,6.64\n'
                                  'lq229,CASE18966,4.64\n'
                                  'lq078,CASE7649,11.66\n'
                                  'lq088,CASE1436,2.8\n'
                                  'lq354,CASE9144,4.4\n'
                                  'lq354,CASE9551,9.41\n'
                                  'lq101,CASE10279,2.8\n'
                                  'lq088,CASE17989,2.8\n'
                                  'lq101,CASE3260,4.9\n'
                                  'lq229,CASE15406,7.2\n'
                                  'lq004,CASE11823,8.77\n'
                                  'lq004,CASE1862,5.94\n'
                                  'lq078,CASE14523,5.84\n'
                                  'lq004,CASE4377,12.7\n'
                                  'lq101,CASE2360,7.14\n'
                                  'lq288,CASE3392,8.46\n'
                                  'lq319,CASE5838,7.0\n'
                                  'lq245,CASE9470,9.4\n'
                                  'lq004,CASE6497,4.0\n'
                                  'lq037,CASE6945,8.34\n'
                                  'lq319,CASE1385,6.4\n'
                                  'lq354,CASE16601,10.5\n'
                                  'lq004,CASE7145,9.9\n'
                                  'lq088,CASE9606,6.6\n'
                                  'lq354,CASE5897,8.6\n'
                                  'lq088,CASE1108,2.8\n'
                                  'lq078,CASE4439,4.5\n'
                                  'lq377,CASE18167,0.99\n'
                                  'lq037,CASE5465,6.98\n'
                                  'lq088,CASE3540,13.62\n'
                                  'lq354,CASE2527,6.8\n'
                                  'lq078,CASE2491,9.8\n'
                                  'lq245,CASE13427,1.5\n'
                                  'lq288,CASE9016,9.4\n'
                                  'lq384,CASE10995,6.11\n'
                                  'lq088,CASE6313,6.45\n'
                                  'lq088,CASE9817,1.18\n'
                                  'lq229,CASE4577,7.2\n'
                                  'lq088,CASE7523,4.4\n'
                                  'lq078,CASE7496,14.4\n'
                                  'lq354,CASE4733,10.5\n'
                                  'lq004,CASE2221,4.0\n'
                                  'lq078,CASE7812,8.5\n'
                                  'lq078,CASE7174,9.8\n'
                                  'lq288,CASE6405,2.4\n'
                                  'lq037,CASE1083,3.1\n'
                                  'lq354,CASE18053,6.9\n'
                                  'lq078,CASE16664,3.1\n'
                                  'lq004,CASE8574,6.24\n'
                                  'lq245,CASE7046,17.6\n'
                                  'lq354,CASE6150,13.3\n'
                                  'lq229,CASE6256,4.24\n'
                                  'lq377,CASE18483,3.97\n'
                                  'lq245,CASE3374,4.8\n'
                                  'lq229,CASE2642,7.61\n'
                                  'lq101,CASE4963,7.14\n'
                                  'lq088,CASE19379,0.3\n'
                                  'lq377,CASE17901,0.99\n'
                                  'lq004,CASE6274,6.95\n'},
             'metrics': {'k': 5,
                         'map': 0.439286,
                         'mrr': 0.675397,
                         'n_queries': 10,
                         'ndcg': 0.502247,
                         'precision_at_k': 0.28,
                         'recall_at_k': 0.466667}}}
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
