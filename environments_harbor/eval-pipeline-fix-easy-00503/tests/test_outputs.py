import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/app/helpcenter-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'distil_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                             ['hc047', '7', '0.164977', '0.388095', '0.5'],
                             ['hc056', '9', '0.469279', '0.456633', '1.0'],
                             ['hc057', '15', '0.903779', '0.942136', '1.0'],
                             ['hc111', '13', '1.0', '0.944444', '1.0'],
                             ['hc155', '6', '0.605191', '0.555556', '1.0'],
                             ['hc159', '0', '0.0', '0.0', '0.0'],
                             ['hc182', '8', '0.502799', '0.498016', '1.0'],
                             ['hc252', '6', '0.363122', '0.458333', '1.0'],
                             ['hc263', '11', '0.649015', '0.507937', '1.0'],
                             ['hc284', '7', '0.69202', '0.416667', '1.0'],
                             ['hc285', '8', '0.432993', '0.555556', '1.0'],
                             ['hc338', '12', '0.765361', '0.683333', '1.0']],
               'metrics': {'k': 3,
                           'map': 0.533892,
                           'mrr': 0.875,
                           'n_queries': 12,
                           'ndcg': 0.545711,
                           'precision_at_k': 0.638889,
                           'recall_at_k': 0.377381}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc095', '7', '0.601017', '0.541667', '1.0'],
                           ['hc130', '6', '0.604667', '0.388889', '0.5'],
                           ['hc161', '12', '0.762822', '0.717361', '1.0'],
                           ['hc202', '16', '0.931485', '0.859375', '1.0'],
                           ['hc211', '10', '0.39692', '0.433333', '1.0'],
                           ['hc310', '6', '0.267611', '0.2', '1.0'],
                           ['hc340', '0', '0.0', '0.0', '0.0']],
             'config': {'k': 5, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc202,KB6010,1\n'
                                    'hc130,KB1546,1\n'
                                    'hc161,KB4294,2\n'
                                    'hc202,KB4127,0\n'
                                    'hc340,KB6294,0\n'
                                    'hc091,KB4757,0\n'
                                    'hc091,KB1290,0\n'
                                    'hc091,KB6283,0\n'
                                    'hc340,KB1509,0\n'
                                    'hc202,KB7373,0\n'
                                    'hc202,KB2588,0\n'
                                    'hc091,KB5547,0\n'
                                    'hc095,KB9646,0\n'
                                    'hc202,KB6456,1\n'
                                    'hc161,KB6401,3\n'
                                    'hc340,KB2314,3\n'
                                    'hc211,KB9523,0\n'
                                    'hc130,KB1128,0\n'
                                    'hc211,KB8440,0\n'
                                    'hc130,KB9500,0\n'
                                    'hc091,KB7661,0\n'
                                    'hc095,KB9915,0\n'
                                    'hc091,KB1096,0\n'
                                    'hc310,KB6685,1\n'
                                    'hc211,KB6578,2\n'
                                    'hc130,KB9477,0\n'
                                    'hc310,KB6462,0\n'
                                    'hc202,KB3931,2\n'
                                    'hc202,KB7535,1\n'
                                    'hc095,KB2138,1\n'
                                    'hc095,KB5184,2\n'
                                    'hc340,KB2197,0\n'
                                    'hc161,KB7133,0\n'
                                    'hc130,KB7473,0\n'
                                    'hc340,KB5387,3\n'
                                    'hc161,KB7255,2\n'
                                    'hc310,KB7455,2\n'
                                    'hc091,KB9566,0\n'
                                    'hc202,KB5873,2\n'
                                    'hc202,KB4468,0\n'
                                    'hc211,KB9249,3\n'
                                    'hc310,KB3438,1\n'
                                    'hc202,KB8717,1\n'
                                    'hc095,KB4511,1\n'
                                    'hc310,KB5368,0\n'
                                    'hc211,KB9097,1\n'
                                    'hc211,KB4363,0\n'
                                    'hc211,KB2759,0\n'
                                    'hc340,KB1851,1\n'
                                    'hc202,KB2272,3\n'
                                    'hc161,KB5489,0\n'
                                    'hc202,KB9612,0\n'
                                    'hc161,KB1109,1\n'
                                    'hc340,KB1152,1\n'
                                    'hc091,KB1802,0\n'
                                    'hc161,KB7980,1\n'
                                    'hc310,KB9392,3\n'
                                    'hc211,KB8185,1\n'
                                    'hc161,KB3221,0\n'
                                    'hc091,KB8146,0\n'
                                    'hc161,KB3692,1\n'
                                    'hc340,KB9742,1\n'
                                    'hc130,KB3257,0\n'
                                    'hc091,KB4063,0\n'
                                    'hc161,KB3490,1\n'
                                    'hc091,KB5371,0\n'
                                    'hc211,KB7658,0\n'
                                    'hc340,KB9548,1\n'
                                    'hc202,KB6051,3\n'
                                    'hc095,KB8625,2\n'
                                    'hc211,KB2849,2\n'
                                    'hc211,KB5718,2\n'
                                    'hc161,KB2581,0\n'
                                    'hc130,KB6755,0\n'
                                    'hc310,KB2632,2\n'
                                    'hc091,KB5871,0\n'
                                    'hc211,KB9039,0\n'
                                    'hc310,KB8373,0\n'
                                    'hc130,KB6217,3\n'
                                    'hc211,KB2136,0\n'
                                    'hc095,KB7913,0\n'
                                    'hc340,KB9781,0\n'
                                    'hc091,KB8714,0\n'
                                    'hc340,KB5868,1\n'
                                    'hc130,KB8407,1\n'
                                    'hc161,KB1725,2\n'
                                    'hc091,KB7170,0\n'
                                    'hc340,KB7770,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc130,KB15979,9.91\n'
                                  'hc091,KB1096,4.5\n'
                                  'hc202,KB8717,8.75\n'
                                  'hc364,KB14225,2.15\n'
                                  'hc130,KB9477,4.2\n'
                                  'hc095,KB11093,5.42\n'
                                  'hc130,KB8407,9.91\n'
                                  'hc211,KB2759,5.1\n'
                                  'hc130,KB1128,0.3\n'
                                  'hc095,KB2138,8.73\n'
                                  'hc211,KB7658,4.5\n'
                                  'hc091,KB8714,4.4\n'
                                  'hc091,KB14796,9.51\n'
                                  'hc211,KB6578,5.1\n'
                                  'hc202,KB16805,6.68\n'
                                  'hc091,KB1290,8.9\n'
                                  'hc310,KB7455,8.42\n'
                                  'hc310,KB14102,5.82\n'
                                  'hc161,KB3490,1.42\n'
                                  'hc161,KB1109,4.25\n'
                                  'hc161,KB4294,14.69\n'
                                  'hc211,KB8185,10.37\n'
                                  'hc091,KB19485,2.2\n'
                                  'hc091,KB6283,7.78\n'
                                  'hc202,KB7373,6.68\n'
                                  'hc095,KB4511,5.4\n'
                                  'hc211,KB5718,11.2\n'
                                  'hc211,KB16131,4.5\n'
                                  'hc095,KB18018,5.4\n'
                                  'hc310,KB6462,6.35\n'
                                  'hc161,KB2581,1.42\n'
                                  'hc202,KB2588,4.7\n'
                                  'hc091,KB4757,0.3\n'
                                  'hc310,KB12700,7.7\n'
                                  'hc202,KB5873,10.0\n'
                                  'hc091,KB7170,2.1\n'
                                  'hc091,KB17542,3.2\n'
                                  'hc364,KB15699,2.15\n'
                                  'hc091,KB5547,5.96\n'
                                  'hc211,KB4363,3.85\n'
                                  'hc161,KB7255,10.0\n'
                                  'hc202,KB6051,14.7\n'
                                  'hc202,KB3931,7.94\n'
                                  'hc091,KB15303,5.72\n'
                                  'hc130,KB6217,9.91\n'
                                  'hc161,KB3692,10.14\n'
                                  'hc161,KB5489,7.71\n'
                                  'hc364,KB15986,2.15\n'
                                  'hc310,KB8373,7.7\n'
                                  'hc202,KB10468,7.4\n'
                                  'hc355,KB10774,3.06\n'
                                  'hc095,KB5184,9.7\n'
                                  'hc095,KB9915,9.7\n'
                                  'hc161,KB7980,4.6\n'
                                  'hc161,KB11826,4.99\n'
                                  'hc202,KB4127,2.27\n'
                                  'hc202,KB4468,3.2\n'
                                  'hc211,KB8440,3.52\n'
                                  'hc211,KB9039,0.3\n'
                                  'hc130,KB7473,0.7\n'
                                  'hc202,KB6010,7.2\n'
                                  'hc161,KB6401,13.4\n'
                                  'hc091,KB4063,3.0\n'
                                  'hc202,KB7535,11.97\n'
                                  'hc161,KB7133,8.77\n'
                                  'hc091,KB5871,7.1\n'
                                  'hc161,KB3221,7.36\n'
                                  'hc211,KB2136,6.1\n'
                                  'hc091,KB8146,0.3\n'
                                  'hc095,KB14620,2.86\n'
                                  'hc091,KB1802,4.2\n'
                                  'hc202,KB17653,3.2\n'
                                  'hc202,KB2272,19.12\n'
                                  'hc310,KB18868,1.3\n'
                                  'hc091,KB5371,0.3\n'
                                  'hc091,KB9566,5.55\n'
                                  'hc202,KB14726,0.3\n'
                                  'hc202,KB9612,6.68\n'},
             'metrics': {'k': 5,
                         'map': 0.448661,
                         'mrr': 0.785714,
                         'n_queries': 7,
                         'ndcg': 0.509217,
                         'precision_at_k': 0.485714,
                         'recall_at_k': 0.427381}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc067', '0', '0.0', '0.0', '0.0'],
                           ['hc133', '11', '0.814567', '0.966667', '1.0'],
                           ['hc148', '8', '0.567973', '0.395833', '1.0'],
                           ['hc296', '7', '0.470787', '0.416667', '1.0'],
                           ['hc301', '7', '0.395144', '0.486667', '0.5'],
                           ['hc310', '9', '0.612898', '0.353333', '0.5'],
                           ['hc346', '9', '1.0', '0.595238', '1.0']],
             'config': {'k': 3, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc148,KB9312,2\n'
                                    'hc040,KB7737,0\n'
                                    'hc296,KB3909,0\n'
                                    'hc133,KB3800,1\n'
                                    'hc310,KB9871,0\n'
                                    'hc346,KB5323,2\n'
                                    'hc296,KB5160,1\n'
                                    'hc301,KB2271,1\n'
                                    'hc040,KB9352,0\n'
                                    'hc301,KB6881,1\n'
                                    'hc148,KB3400,0\n'
                                    'hc067,KB8829,0\n'
                                    'hc296,KB9896,2\n'
                                    'hc133,KB6769,0\n'
                                    'hc040,KB2236,0\n'
                                    'hc310,KB9954,2\n'
                                    'hc067,KB8394,1\n'
                                    'hc296,KB6090,1\n'
                                    'hc310,KB7557,0\n'
                                    'hc040,KB9253,0\n'
                                    'hc310,KB7853,0\n'
                                    'hc133,KB9258,0\n'
                                    'hc067,KB9061,1\n'
                                    'hc040,KB9249,0\n'
                                    'hc133,KB6322,2\n'
                                    'hc296,KB2963,0\n'
                                    'hc296,KB7361,2\n'
                                    'hc296,KB7357,0\n'
                                    'hc040,KB6984,0\n'
                                    'hc133,KB3634,1\n'
                                    'hc148,KB1299,0\n'
                                    'hc310,KB9636,0\n'
                                    'hc148,KB8816,2\n'
                                    'hc067,KB7573,0\n'
                                    'hc133,KB8871,1\n'
                                    'hc346,KB5629,2\n'
                                    'hc148,KB7842,1\n'
                                    'hc067,KB1401,0\n'
                                    'hc346,KB4313,2\n'
                                    'hc296,KB1929,0\n'
                                    'hc067,KB1945,1\n'
                                    'hc296,KB3582,0\n'
                                    'hc067,KB7603,0\n'
                                    'hc067,KB8229,0\n'
                                    'hc067,KB9966,1\n'
                                    'hc067,KB4967,0\n'
                                    'hc133,KB9873,2\n'
                                    'hc346,KB1664,0\n'
                                    'hc346,KB6999,2\n'
                                    'hc296,KB9443,3\n'
                                    'hc067,KB7703,2\n'
                                    'hc301,KB1949,0\n'
                                    'hc133,KB7972,0\n'
                                    'hc301,KB4398,1\n'
                                    'hc301,KB6451,2\n'
                                    'hc296,KB1173,2\n'
                                    'hc346,KB4556,1\n'
                                    'hc148,KB2578,2\n'
                                    'hc133,KB9142,0\n'
                                    'hc040,KB1373,0\n'
                                    'hc346,KB2013,2\n'
                                    'hc133,KB2466,0\n'
                                    'hc310,KB8447,1\n'
                                    'hc310,KB3340,1\n'
                                    'hc310,KB3870,3\n'
                                    'hc301,KB5955,0\n'
                                    'hc310,KB1818,3\n'
                                    'hc148,KB8680,0\n'
                                    'hc301,KB2197,2\n'
                                    'hc148,KB3419,1\n'
                                    'hc040,KB7168,0\n'
                                    'hc346,KB8948,0\n'
                                    'hc067,KB9924,0\n'
                                    'hc148,KB3219,1\n'
                                    'hc067,KB5034,2\n'
                                    'hc040,KB3430,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc346,KB16589,7.85\n'
                                  'hc133,KB19469,1.2\n'
                                  'hc301,KB6881,9.2\n'
                                  'hc389,KB11376,5.86\n'
                                  'hc148,KB12558,8.1\n'
                                  'hc133,KB3634,6.76\n'
                                  'hc301,KB10202,9.2\n'
                                  'hc346,KB2013,11.16\n'
                                  'hc133,KB9873,10.54\n'
                                  'hc148,KB8816,11.6\n'
                                  'hc040,KB9249,5.2\n'
                                  'hc133,KB9258,1.65\n'
                                  'hc133,KB9142,3.6\n'
                                  'hc296,KB2963,2.59\n'
                                  'hc148,KB3400,8.1\n'
                                  'hc040,KB18897,2.42\n'
                                  'hc389,KB13005,5.86\n'
                                  'hc040,KB2236,2.42\n'
                                  'hc133,KB19483,8.14\n'
                                  'hc310,KB3870,14.26\n'
                                  'hc301,KB2271,3.97\n'
                                  'hc346,KB4313,14.8\n'
                                  'hc301,KB13894,6.14\n'
                                  'hc346,KB1664,1.51\n'
                                  'hc296,KB7361,9.6\n'
                                  'hc296,KB5160,2.59\n'
                                  'hc296,KB3909,4.6\n'
                                  'hc301,KB4398,2.24\n'
                                  'hc133,KB17954,3.9\n'
                                  'hc301,KB5955,2.24\n'
                                  'hc310,KB13762,8.12\n'
                                  'hc301,KB6451,7.1\n'
                                  'hc377,KB16081,4.58\n'
                                  'hc346,KB6999,7.95\n'
                                  'hc346,KB12892,7.85\n'
                                  'hc310,KB11269,14.26\n'
                                  'hc346,KB12467,3.4\n'
                                  'hc310,KB18261,2.57\n'
                                  'hc148,KB7842,8.2\n'
                                  'hc040,KB6984,5.7\n'
                                  'hc133,KB2466,5.3\n'
                                  'hc148,KB2578,5.1\n'
                                  'hc040,KB3430,6.26\n'
                                  'hc346,KB5323,3.4\n'
                                  'hc040,KB14224,6.26\n'
                                  'hc133,KB6322,10.54\n'
                                  'hc296,KB1929,0.59\n'
                                  'hc377,KB15987,4.58\n'
                                  'hc346,KB13175,3.09\n'
                                  'hc148,KB18517,5.1\n'
                                  'hc310,KB7853,6.5\n'
                                  'hc040,KB1373,5.2\n'
                                  'hc296,KB9896,11.52\n'
                                  'hc310,KB16276,3.17\n'
                                  'hc377,KB19507,4.58\n'
                                  'hc133,KB8871,11.3\n'
                                  'hc310,KB9636,12.5\n'
                                  'hc296,KB11752,2.6\n'
                                  'hc148,KB17234,5.1\n'
                                  'hc310,KB1818,13.9\n'
                                  'hc040,KB12579,0.88\n'
                                  'hc133,KB3800,9.49\n'
                                  'hc148,KB1299,6.76\n'
                                  'hc310,KB9954,12.5\n'},
             'metrics': {'k': 3,
                         'map': 0.459201,
                         'mrr': 0.714286,
                         'n_queries': 7,
                         'ndcg': 0.551624,
                         'precision_at_k': 0.666667,
                         'recall_at_k': 0.366667}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc056', '10', '0.785213', '0.466667', '1.0'],
                           ['hc154', '0', '0.0', '0.0', '0.0'],
                           ['hc158', '9', '0.752376', '0.47381', '1.0'],
                           ['hc256', '15', '0.93949', '0.932427', '1.0'],
                           ['hc266', '11', '0.30534', '0.75', '1.0'],
                           ['hc317', '8', '0.852765', '0.511905', '1.0'],
                           ['hc321', '12', '0.90526', '0.607143', '1.0']],
             'config': {'k': 5, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc266,KB9427,1\n'
                                    'hc256,KB9947,2\n'
                                    'hc321,KB8759,0\n'
                                    'hc317,KB9301,1\n'
                                    'hc266,KB9014,2\n'
                                    'hc158,KB4693,2\n'
                                    'hc321,KB3307,2\n'
                                    'hc266,KB3802,3\n'
                                    'hc256,KB8698,0\n'
                                    'hc266,KB4796,0\n'
                                    'hc321,KB7353,0\n'
                                    'hc317,KB3667,0\n'
                                    'hc317,KB2986,0\n'
                                    'hc158,KB9876,0\n'
                                    'hc154,KB8632,0\n'
                                    'hc256,KB6591,2\n'
                                    'hc051,KB2532,0\n'
                                    'hc317,KB8580,1\n'
                                    'hc056,KB7895,0\n'
                                    'hc321,KB2130,1\n'
                                    'hc051,KB3321,0\n'
                                    'hc158,KB4051,3\n'
                                    'hc266,KB3824,1\n'
                                    'hc154,KB6510,0\n'
                                    'hc256,KB2230,0\n'
                                    'hc158,KB3285,0\n'
                                    'hc266,KB1929,0\n'
                                    'hc321,KB7200,0\n'
                                    'hc256,KB3407,1\n'
                                    'hc256,KB5521,3\n'
                                    'hc158,KB5712,3\n'
                                    'hc321,KB8541,0\n'
                                    'hc321,KB1268,0\n'
                                    'hc266,KB6959,0\n'
                                    'hc256,KB1401,1\n'
                                    'hc154,KB4936,3\n'
                                    'hc317,KB2078,0\n'
                                    'hc266,KB5514,2\n'
                                    'hc317,KB3034,0\n'
                                    'hc051,KB1185,0\n'
                                    'hc256,KB9780,3\n'
                                    'hc056,KB2168,0\n'
                                    'hc051,KB8729,0\n'
                                    'hc266,KB2393,0\n'
                                    'hc321,KB7444,0\n'
                                    'hc321,KB4105,1\n'
                                    'hc056,KB2637,0\n'
                                    'hc056,KB2563,2\n'
                                    'hc154,KB6455,1\n'
                                    'hc158,KB2264,2\n'
                                    'hc158,KB5772,3\n'
                                    'hc154,KB1493,2\n'
                                    'hc317,KB1011,1\n'
                                    'hc256,KB5449,0\n'
                                    'hc321,KB8836,3\n'
                                    'hc266,KB4416,1\n'
                                    'hc056,KB3181,0\n'
                                    'hc317,KB2676,3\n'
                                    'hc256,KB3032,3\n'
                                    'hc158,KB9263,2\n'
                                    'hc056,KB3539,2\n'
                                    'hc056,KB3286,3\n'
                                    'hc154,KB4178,0\n'
                                    'hc154,KB2638,0\n'
                                    'hc051,KB3248,0\n'
                                    'hc321,KB8449,0\n'
                                    'hc051,KB5210,0\n'
                                    'hc158,KB7225,1\n'
                                    'hc158,KB7407,1\n'
                                    'hc056,KB9339,0\n'
                                    'hc256,KB5503,0\n'
                                    'hc158,KB3098,0\n'
                                    'hc317,KB6111,1\n'
                                    'hc154,KB9049,0\n'
                                    'hc317,KB2005,0\n'
                                    'hc154,KB1770,2\n'
                                    'hc266,KB3626,0\n'
                                    'hc317,KB9064,1\n'
                                    'hc256,KB1076,0\n'
                                    'hc256,KB7148,2\n'
                                    'hc051,KB6918,0\n'
                                    'hc158,KB1663,1\n'
                                    'hc256,KB3828,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc266,KB5514,3.4\n'
                                  'hc256,KB2230,9.14\n'
                                  'hc051,KB3248,6.93\n'
                                  'hc056,KB18399,2.2\n'
                                  'hc321,KB8759,0.3\n'
                                  'hc399,KB19013,9.56\n'
                                  'hc051,KB19461,5.51\n'
                                  'hc158,KB7407,8.04\n'
                                  'hc266,KB2393,4.53\n'
                                  'hc256,KB9947,14.34\n'
                                  'hc317,KB3034,7.37\n'
                                  'hc357,KB18349,6.6\n'
                                  'hc051,KB3321,3.55\n'
                                  'hc056,KB10056,2.7\n'
                                  'hc158,KB4051,16.0\n'
                                  'hc158,KB3098,8.04\n'
                                  'hc256,KB6591,9.14\n'
                                  'hc056,KB3539,4.7\n'
                                  'hc256,KB1076,5.71\n'
                                  'hc399,KB11753,9.56\n'
                                  'hc056,KB2168,7.88\n'
                                  'hc317,KB6111,12.48\n'
                                  'hc056,KB2637,3.3\n'
                                  'hc256,KB1401,5.85\n'
                                  'hc266,KB18111,3.4\n'
                                  'hc399,KB18882,9.56\n'
                                  'hc266,KB9014,6.7\n'
                                  'hc158,KB14856,6.1\n'
                                  'hc256,KB8698,4.6\n'
                                  'hc056,KB7895,7.8\n'
                                  'hc266,KB9427,9.1\n'
                                  'hc056,KB17945,7.8\n'
                                  'hc317,KB2986,4.5\n'
                                  'hc317,KB1011,1.59\n'
                                  'hc357,KB19170,4.1\n'
                                  'hc256,KB16459,6.83\n'
                                  'hc266,KB3824,9.1\n'
                                  'hc317,KB15385,0.75\n'
                                  'hc056,KB3181,0.9\n'
                                  'hc158,KB9263,10.1\n'
                                  'hc051,KB8729,4.72\n'
                                  'hc051,KB5210,4.72\n'
                                  'hc321,KB8836,18.6\n'
                                  'hc256,KB7148,8.3\n'
                                  'hc321,KB8541,5.77\n'
                                  'hc266,KB3626,5.09\n'
                                  'hc321,KB3307,13.68\n'
                                  'hc056,KB12798,2.2\n'
                                  'hc321,KB7200,5.77\n'
                                  'hc256,KB3828,6.5\n'
                                  'hc321,KB16641,0.73\n'
                                  'hc256,KB5521,18.14\n'
                                  'hc321,KB7444,4.72\n'
                                  'hc266,KB4796,0.5\n'
                                  'hc158,KB4693,11.41\n'
                                  'hc056,KB3286,10.55\n'
                                  'hc266,KB6959,4.4\n'
                                  'hc317,KB2676,17.88\n'
                                  'hc256,KB3407,10.1\n'
                                  'hc266,KB4416,11.45\n'
                                  'hc256,KB9780,15.5\n'
                                  'hc051,KB1185,7.6\n'
                                  'hc266,KB19482,6.03\n'
                                  'hc051,KB6918,2.87\n'
                                  'hc051,KB16726,5.51\n'
                                  'hc317,KB8580,1.59\n'
                                  'hc321,KB2130,4.11\n'
                                  'hc317,KB3667,7.37\n'
                                  'hc357,KB13582,4.1\n'
                                  'hc256,KB5449,2.9\n'
                                  'hc158,KB10877,0.4\n'
                                  'hc158,KB9876,11.41\n'
                                  'hc256,KB3032,12.9\n'
                                  'hc051,KB13039,4.81\n'
                                  'hc321,KB7353,4.11\n'
                                  'hc256,KB5503,2.71\n'
                                  'hc321,KB13710,4.3\n'
                                  'hc158,KB5772,11.1\n'
                                  'hc321,KB16216,0.52\n'
                                  'hc321,KB8449,3.89\n'},
             'metrics': {'k': 5,
                         'map': 0.534564,
                         'mrr': 0.857143,
                         'n_queries': 7,
                         'ndcg': 0.648635,
                         'precision_at_k': 0.542857,
                         'recall_at_k': 0.462302}}}
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
