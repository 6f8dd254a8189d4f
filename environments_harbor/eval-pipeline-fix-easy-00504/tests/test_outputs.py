import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/srv/codesearch-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'distil_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                             ['cs111', '0', '0.0', '0.0', '0.0'],
                             ['cs136', '10', '0.397794', '0.625', '1.0'],
                             ['cs142', '11', '0.552972', '0.358333', '0.333333'],
                             ['cs171', '12', '0.937708', '1.0', '1.0'],
                             ['cs258', '7', '0.86091', '1.0', '1.0'],
                             ['cs277', '12', '0.830468', '0.642857', '1.0'],
                             ['cs367', '6', '0.307726', '0.125', '0.25']],
               'metrics': {'k': 5,
                           'map': 0.535884,
                           'mrr': 0.654762,
                           'n_queries': 7,
                           'ndcg': 0.555368,
                           'precision_at_k': 0.285714,
                           'recall_at_k': 0.630952}},
 'lgbm_q3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs111', '12', '0.413964', '0.547619', '1.0'],
                           ['cs136', '0', '0.0', '0.0', '0.0'],
                           ['cs142', '10', '0.53079', '0.25', '0.5'],
                           ['cs171', '11', '0.852048', '0.7', '1.0'],
                           ['cs258', '6', '0.122987', '0.0', '0.0'],
                           ['cs277', '5', '0.358129', '0.083333', '0.25'],
                           ['cs367', '5', '0.515157', '0.5', '1.0']],
             'metrics': {'k': 5,
                         'map': 0.297279,
                         'mrr': 0.535714,
                         'n_queries': 7,
                         'ndcg': 0.399011,
                         'precision_at_k': 0.228571,
                         'recall_at_k': 0.390476}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs031', '15', '0.890389', '1.0', '1.0'],
                           ['cs084', '12', '0.833479', '0.759524', '1.0'],
                           ['cs175', '15', '0.687778', '0.784354', '1.0'],
                           ['cs238', '0', '0.0', '0.0', '0.0'],
                           ['cs265', '15', '0.697811', '0.764423', '1.0'],
                           ['cs281', '13', '0.555622', '0.333333', '1.0'],
                           ['cs285', '8', '0.917161', '0.6875', '1.0'],
                           ['cs355', '10', '0.594185', '0.466667', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs031,SNIP4691,0\n'
                                    'cs084,SNIP2678,1\n'
                                    'cs175,SNIP9001,1\n'
                                    'cs238,SNIP9744,0\n'
                                    'cs281,SNIP6304,0\n'
                                    'cs238,SNIP5205,1\n'
                                    'cs265,SNIP6408,0\n'
                                    'cs281,SNIP8461,3\n'
                                    'cs355,SNIP3467,1\n'
                                    'cs026,SNIP9643,1\n'
                                    'cs084,SNIP3613,2\n'
                                    'cs285,SNIP2628,2\n'
                                    'cs281,SNIP9693,0\n'
                                    'cs175,SNIP2530,1\n'
                                    'cs175,SNIP4761,3\n'
                                    'cs285,SNIP2843,1\n'
                                    'cs265,SNIP8969,0\n'
                                    'cs031,SNIP1902,0\n'
                                    'cs175,SNIP9226,3\n'
                                    'cs031,SNIP1088,0\n'
                                    'cs175,SNIP8935,0\n'
                                    'cs026,SNIP8064,1\n'
                                    'cs084,SNIP1710,3\n'
                                    'cs238,SNIP7482,3\n'
                                    'cs175,SNIP6472,1\n'
                                    'cs175,SNIP1567,2\n'
                                    'cs031,SNIP8675,0\n'
                                    'cs265,SNIP5404,0\n'
                                    'cs238,SNIP2715,0\n'
                                    'cs265,SNIP9158,3\n'
                                    'cs355,SNIP6084,0\n'
                                    'cs265,SNIP6619,0\n'
                                    'cs355,SNIP2935,0\n'
                                    'cs026,SNIP9545,0\n'
                                    'cs026,SNIP9423,1\n'
                                    'cs355,SNIP4023,1\n'
                                    'cs026,SNIP3005,0\n'
                                    'cs175,SNIP6293,0\n'
                                    'cs355,SNIP5044,3\n'
                                    'cs031,SNIP4061,0\n'
                                    'cs265,SNIP8143,1\n'
                                    'cs084,SNIP8840,1\n'
                                    'cs026,SNIP8932,1\n'
                                    'cs281,SNIP1189,3\n'
                                    'cs175,SNIP1148,3\n'
                                    'cs285,SNIP5667,2\n'
                                    'cs031,SNIP8266,1\n'
                                    'cs281,SNIP7804,2\n'
                                    'cs026,SNIP4696,0\n'
                                    'cs281,SNIP2914,0\n'
                                    'cs285,SNIP5380,1\n'
                                    'cs281,SNIP2658,1\n'
                                    'cs026,SNIP8422,1\n'
                                    'cs031,SNIP6508,0\n'
                                    'cs265,SNIP7421,2\n'
                                    'cs281,SNIP2725,0\n'
                                    'cs265,SNIP3895,0\n'
                                    'cs084,SNIP8399,3\n'
                                    'cs031,SNIP3212,2\n'
                                    'cs265,SNIP7489,0\n'
                                    'cs175,SNIP9764,1\n'
                                    'cs175,SNIP4232,0\n'
                                    'cs238,SNIP3322,1\n'
                                    'cs026,SNIP7864,0\n'
                                    'cs238,SNIP6011,2\n'
                                    'cs281,SNIP9315,0\n'
                                    'cs265,SNIP7484,1\n'
                                    'cs026,SNIP5143,1\n'
                                    'cs281,SNIP8734,0\n'
                                    'cs281,SNIP5997,1\n'
                                    'cs285,SNIP9194,1\n'
                                    'cs031,SNIP3882,0\n'
                                    'cs084,SNIP6344,0\n'
                                    'cs238,SNIP4962,1\n'
                                    'cs265,SNIP6789,3\n'
                                    'cs285,SNIP6401,1\n'
                                    'cs084,SNIP8016,1\n'
                                    'cs175,SNIP5623,3\n'
                                    'cs084,SNIP9934,2\n'
                                    'cs175,SNIP9814,2\n'
                                    'cs084,SNIP7982,2\n'
                                    'cs026,SNIP5450,0\n'
                                    'cs084,SNIP7777,0\n'
                                    'cs265,SNIP6377,2\n'
                                    'cs031,SNIP8578,1\n'
                                    'cs281,SNIP7188,0\n'
                                    'cs281,SNIP3209,0\n'
                                    'cs238,SNIP5554,1\n'
                                    'cs355,SNIP1095,3\n'
                                    'cs285,SNIP4410,3\n'
                                    'cs265,SNIP9365,1\n'
                                    'cs026,SNIP5181,1\n'
                                    'cs031,SNIP9180,1\n'
                                    'cs355,SNIP7377,0\n'
                                    'cs031,SNIP3535,0\n'
                                    'cs031,SNIP5443,0\n'
                                    'cs355,SNIP9208,2\n'
                                    'cs285,SNIP1554,2\n'
                                    'cs175,SNIP5921,2\n'
                                    'cs026,SNIP4421,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs175,SNIP8935,2.6\n'
                                  'cs281,SNIP2914,2.07\n'
                                  'cs031,SNIP8675,5.5\n'
                                  'cs285,SNIP14608,8.49\n'
                                  'cs031,SNIP16629,1.46\n'
                                  'cs031,SNIP19591,6.91\n'
                                  'cs031,SNIP1088,2.41\n'
                                  'cs084,SNIP7777,1.9\n'
                                  'cs265,SNIP19904,3.17\n'
                                  'cs026,SNIP4696,8.31\n'
                                  'cs285,SNIP2628,11.1\n'
                                  'cs265,SNIP6377,8.0\n'
                                  'cs281,SNIP16299,4.65\n'
                                  'cs084,SNIP1710,16.7\n'
                                  'cs357,SNIP16671,5.8\n'
                                  'cs084,SNIP8840,5.1\n'
                                  'cs281,SNIP8461,17.74\n'
                                  'cs175,SNIP4232,8.53\n'
                                  'cs355,SNIP9208,6.7\n'
                                  'cs355,SNIP7377,6.7\n'
                                  'cs265,SNIP7489,4.74\n'
                                  'cs285,SNIP4410,15.56\n'
                                  'cs175,SNIP12156,4.9\n'
                                  'cs031,SNIP17274,4.18\n'
                                  'cs031,SNIP3212,8.25\n'
                                  'cs031,SNIP6508,5.5\n'
                                  'cs355,SNIP5044,16.7\n'
                                  'cs281,SNIP18926,3.82\n'
                                  'cs265,SNIP7484,4.2\n'
                                  'cs357,SNIP13968,5.8\n'
                                  'cs084,SNIP8399,16.6\n'
                                  'cs385,SNIP19951,6.05\n'
                                  'cs265,SNIP7421,11.5\n'
                                  'cs175,SNIP9764,4.9\n'
                                  'cs285,SNIP5667,9.8\n'
                                  'cs265,SNIP5404,7.8\n'
                                  'cs026,SNIP7864,8.31\n'
                                  'cs357,SNIP13660,5.8\n'
                                  'cs285,SNIP5380,4.9\n'
                                  'cs026,SNIP9643,4.2\n'
                                  'cs175,SNIP6472,9.55\n'
                                  'cs084,SNIP2678,16.6\n'
                                  'cs084,SNIP8016,11.3\n'
                                  'cs031,SNIP3535,4.5\n'
                                  'cs355,SNIP6084,2.7\n'
                                  'cs281,SNIP6304,3.2\n'
                                  'cs265,SNIP8143,6.0\n'
                                  'cs281,SNIP5997,4.3\n'
                                  'cs265,SNIP6619,0.6\n'
                                  'cs265,SNIP6789,16.2\n'
                                  'cs175,SNIP4761,12.3\n'
                                  'cs084,SNIP9934,10.8\n'
                                  'cs026,SNIP8064,7.21\n'
                                  'cs026,SNIP3005,3.85\n'
                                  'cs026,SNIP10918,7.21\n'
                                  'cs175,SNIP1567,4.9\n'
                                  'cs175,SNIP2530,15.2\n'
                                  'cs265,SNIP6408,3.29\n'
                                  'cs355,SNIP4023,6.69\n'
                                  'cs265,SNIP3895,1.7\n'
                                  'cs281,SNIP10144,2.6\n'
                                  'cs175,SNIP5623,20.08\n'
                                  'cs281,SNIP2658,9.0\n'
                                  'cs285,SNIP9194,11.1\n'
                                  'cs281,SNIP3209,5.2\n'
                                  'cs265,SNIP9365,5.63\n'
                                  'cs026,SNIP8932,8.2\n'
                                  'cs031,SNIP8578,6.4\n'
                                  'cs031,SNIP9180,7.6\n'
                                  'cs281,SNIP9315,1.9\n'
                                  'cs355,SNIP11048,6.7\n'
                                  'cs175,SNIP9226,12.61\n'
                                  'cs265,SNIP9158,3.17\n'
                                  'cs355,SNIP3467,2.37\n'
                                  'cs084,SNIP3613,11.3\n'
                                  'cs265,SNIP8969,6.0\n'
                                  'cs285,SNIP6401,5.04\n'
                                  'cs281,SNIP16015,4.5\n'
                                  'cs355,SNIP14822,2.59\n'
                                  'cs084,SNIP15287,9.3\n'
                                  'cs031,SNIP1902,4.6\n'
                                  'cs355,SNIP11066,6.7\n'
                                  'cs175,SNIP9814,15.2\n'
                                  'cs265,SNIP16805,8.7\n'
                                  'cs031,SNIP5443,0.3\n'
                                  'cs175,SNIP6293,6.72\n'
                                  'cs031,SNIP3882,2.6\n'
                                  'cs084,SNIP7982,9.7\n'
                                  'cs175,SNIP1148,12.93\n'
                                  'cs084,SNIP14080,4.5\n'
                                  'cs285,SNIP2843,8.6\n'
                                  'cs031,SNIP4691,4.37\n'
                                  'cs026,SNIP5143,8.31\n'
                                  'cs281,SNIP9693,4.65\n'
                                  'cs175,SNIP9001,3.5\n'
                                  'cs355,SNIP18024,2.29\n'
                                  'cs281,SNIP2725,9.0\n'
                                  'cs031,SNIP4061,4.91\n'
                                  'cs357,SNIP15079,5.88\n'
                                  'cs026,SNIP9423,9.7\n'
                                  'cs175,SNIP5921,15.2\n'
                                  'cs084,SNIP17708,4.5\n'},
             'metrics': {'k': 5,
                         'map': 0.599475,
                         'mrr': 0.875,
                         'n_queries': 8,
                         'ndcg': 0.647053,
                         'precision_at_k': 0.425,
                         'recall_at_k': 0.583929}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs050', '0', '0.0', '0.0', '0.0'],
                           ['cs057', '18', '0.789596', '1.0', '1.0'],
                           ['cs076', '12', '0.234639', '0.357912', '1.0'],
                           ['cs142', '12', '1.0', '1.0', '1.0'],
                           ['cs187', '8', '0.200583', '0.0', '0.0'],
                           ['cs267', '14', '0.843574', '0.792857', '1.0'],
                           ['cs274', '7', '0.493701', '0.111111', '0.333333']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs057,SNIP1242,0\n'
                                    'cs057,SNIP2556,2\n'
                                    'cs274,SNIP5138,1\n'
                                    'cs187,SNIP1412,1\n'
                                    'cs003,SNIP1759,1\n'
                                    'cs050,SNIP1545,0\n'
                                    'cs076,SNIP9469,2\n'
                                    'cs142,SNIP8142,2\n'
                                    'cs003,SNIP7697,1\n'
                                    'cs267,SNIP2274,0\n'
                                    'cs003,SNIP7824,0\n'
                                    'cs057,SNIP6742,0\n'
                                    'cs274,SNIP2365,1\n'
                                    'cs142,SNIP6034,3\n'
                                    'cs003,SNIP7402,1\n'
                                    'cs267,SNIP2900,1\n'
                                    'cs076,SNIP7234,3\n'
                                    'cs057,SNIP3336,1\n'
                                    'cs050,SNIP6229,0\n'
                                    'cs050,SNIP8346,0\n'
                                    'cs076,SNIP4724,3\n'
                                    'cs057,SNIP2388,1\n'
                                    'cs076,SNIP3998,2\n'
                                    'cs076,SNIP7297,1\n'
                                    'cs267,SNIP5179,0\n'
                                    'cs057,SNIP6079,0\n'
                                    'cs267,SNIP7727,2\n'
                                    'cs076,SNIP1128,2\n'
                                    'cs267,SNIP5475,1\n'
                                    'cs057,SNIP1738,0\n'
                                    'cs187,SNIP9275,0\n'
                                    'cs057,SNIP1233,3\n'
                                    'cs076,SNIP1118,2\n'
                                    'cs057,SNIP8788,1\n'
                                    'cs267,SNIP1060,0\n'
                                    'cs274,SNIP1340,1\n'
                                    'cs050,SNIP2115,0\n'
                                    'cs274,SNIP6033,0\n'
                                    'cs142,SNIP9886,1\n'
                                    'cs057,SNIP4362,0\n'
                                    'cs274,SNIP3635,2\n'
                                    'cs142,SNIP3940,2\n'
                                    'cs187,SNIP3568,0\n'
                                    'cs274,SNIP9925,2\n'
                                    'cs003,SNIP7563,0\n'
                                    'cs274,SNIP4498,1\n'
                                    'cs142,SNIP8090,2\n'
                                    'cs267,SNIP4362,0\n'
                                    'cs142,SNIP1306,0\n'
                                    'cs142,SNIP3288,1\n'
                                    'cs267,SNIP8073,2\n'
                                    'cs076,SNIP8212,0\n'
                                    'cs187,SNIP9598,0\n'
                                    'cs142,SNIP1334,0\n'
                                    'cs187,SNIP1615,1\n'
                                    'cs057,SNIP4224,0\n'
                                    'cs267,SNIP8491,0\n'
                                    'cs142,SNIP9551,2\n'
                                    'cs050,SNIP6570,2\n'
                                    'cs274,SNIP1694,3\n'
                                    'cs076,SNIP6434,2\n'
                                    'cs267,SNIP3501,0\n'
                                    'cs142,SNIP6832,0\n'
                                    'cs267,SNIP2195,2\n'
                                    'cs003,SNIP5304,1\n'
                                    'cs050,SNIP8955,1\n'
                                    'cs076,SNIP9985,1\n'
                                    'cs187,SNIP7274,1\n'
                                    'cs076,SNIP7841,1\n'
                                    'cs142,SNIP2086,0\n'
                                    'cs142,SNIP4764,0\n'
                                    'cs050,SNIP2381,1\n'
                                    'cs003,SNIP7925,0\n'
                                    'cs076,SNIP9225,1\n'
                                    'cs057,SNIP6095,0\n'
                                    'cs274,SNIP8007,0\n'
                                    'cs057,SNIP2993,0\n'
                                    'cs050,SNIP6707,2\n'
                                    'cs267,SNIP6222,2\n'
                                    'cs003,SNIP8031,1\n'
                                    'cs142,SNIP6657,0\n'
                                    'cs003,SNIP4284,1\n'
                                    'cs057,SNIP5380,1\n'
                                    'cs003,SNIP5330,1\n'
                                    'cs050,SNIP8495,2\n'
                                    'cs187,SNIP5239,3\n'
                                    'cs076,SNIP9379,2\n'
                                    'cs267,SNIP3385,0\n'
                                    'cs076,SNIP2435,3\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs142,SNIP6832,5.83\n'
                                  'cs057,SNIP15412,9.6\n'
                                  'cs187,SNIP1412,10.0\n'
                                  'cs349,SNIP18584,9.86\n'
                                  'cs187,SNIP14995,5.75\n'
                                  'cs187,SNIP9275,8.74\n'
                                  'cs142,SNIP3940,13.88\n'
                                  'cs076,SNIP16710,3.64\n'
                                  'cs274,SNIP11204,7.0\n'
                                  'cs076,SNIP9469,12.2\n'
                                  'cs057,SNIP6095,5.3\n'
                                  'cs057,SNIP6079,1.0\n'
                                  'cs267,SNIP4362,1.15\n'
                                  'cs057,SNIP2556,11.15\n'
                                  'cs187,SNIP16223,5.86\n'
                                  'cs142,SNIP9886,2.53\n'
                                  'cs187,SNIP1615,10.0\n'
                                  'cs003,SNIP5304,9.06\n'
                                  'cs274,SNIP4498,7.5\n'
                                  'cs057,SNIP2388,2.6\n'
                                  'cs142,SNIP1306,3.6\n'
                                  'cs267,SNIP3385,4.07\n'
                                  'cs057,SNIP1233,10.4\n'
                                  'cs076,SNIP9225,8.2\n'
                                  'cs076,SNIP18678,12.6\n'
                                  'cs057,SNIP4362,0.3\n'
                                  'cs076,SNIP9379,5.26\n'
                                  'cs267,SNIP2195,10.1\n'
                                  'cs142,SNIP2086,2.9\n'
                                  'cs267,SNIP2900,7.3\n'
                                  'cs274,SNIP1340,12.7\n'
                                  'cs267,SNIP15589,1.15\n'
                                  'cs057,SNIP10987,5.8\n'
                                  'cs057,SNIP8788,3.3\n'
                                  'cs076,SNIP6434,9.5\n'
                                  'cs142,SNIP8142,12.09\n'
                                  'cs267,SNIP1060,4.9\n'
                                  'cs142,SNIP6034,15.7\n'
                                  'cs325,SNIP12971,3.89\n'
                                  'cs267,SNIP2274,3.63\n'
                                  'cs142,SNIP8090,13.88\n'
                                  'cs003,SNIP5330,3.8\n'
                                  'cs274,SNIP2365,11.7\n'
                                  'cs267,SNIP7727,15.8\n'
                                  'cs057,SNIP6742,5.24\n'
                                  'cs057,SNIP1738,3.87\n'
                                  'cs003,SNIP15884,2.9\n'
                                  'cs349,SNIP18770,9.86\n'
                                  'cs076,SNIP9985,7.7\n'
                                  'cs142,SNIP9551,8.5\n'
                                  'cs187,SNIP11511,8.74\n'
                                  'cs325,SNIP18064,3.89\n'
                                  'cs057,SNIP4224,2.45\n'
                                  'cs142,SNIP19917,0.3\n'
                                  'cs076,SNIP7297,7.87\n'
                                  'cs003,SNIP1759,7.9\n'
                                  'cs003,SNIP4284,5.36\n'
                                  'cs267,SNIP8491,3.83\n'
                                  'cs057,SNIP12348,5.0\n'
                                  'cs057,SNIP1242,0.3\n'
                                  'cs057,SNIP3336,5.0\n'
                                  'cs076,SNIP7841,12.6\n'
                                  'cs003,SNIP8031,2.37\n'
                                  'cs187,SNIP7274,3.42\n'
                                  'cs267,SNIP16432,4.5\n'
                                  'cs274,SNIP15600,7.5\n'
                                  'cs057,SNIP2993,2.3\n'
                                  'cs057,SNIP5380,8.28\n'
                                  'cs003,SNIP7402,9.06\n'
                                  'cs057,SNIP16039,10.4\n'
                                  'cs187,SNIP9598,1.96\n'
                                  'cs076,SNIP2435,11.1\n'
                                  'cs267,SNIP6222,4.9\n'
                                  'cs274,SNIP6033,10.7\n'
                                  'cs142,SNIP1334,7.6\n'
                                  'cs076,SNIP17721,5.99\n'
                                  'cs142,SNIP6657,2.0\n'
                                  'cs076,SNIP1128,12.6\n'
                                  'cs267,SNIP3501,1.17\n'
                                  'cs003,SNIP18354,8.32\n'
                                  'cs267,SNIP5475,7.29\n'
                                  'cs274,SNIP1694,10.7\n'
                                  'cs267,SNIP8073,7.29\n'},
             'metrics': {'k': 3,
                         'map': 0.465983,
                         'mrr': 0.619048,
                         'n_queries': 7,
                         'ndcg': 0.50887,
                         'precision_at_k': 0.428571,
                         'recall_at_k': 0.363492}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs199', '11', '0.341927', '0.481944', '0.5'],
                           ['cs222', '11', '0.903779', '0.59375', '1.0'],
                           ['cs229', '7', '0.686142', '0.805556', '1.0'],
                           ['cs230', '11', '0.690319', '0.541667', '0.5'],
                           ['cs233', '10', '0.878962', '1.0', '1.0'],
                           ['cs241', '9', '0.0', '0.083333', '0.25'],
                           ['cs259', '4', '0.34937', '0.333333', '1.0'],
                           ['cs306', '11', '0.629134', '0.25', '0.5']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs131,SNIP2440,0\n'
                                    'cs241,SNIP4783,0\n'
                                    'cs259,SNIP3426,2\n'
                                    'cs306,SNIP1944,0\n'
                                    'cs002,SNIP6538,1\n'
                                    'cs002,SNIP3695,1\n'
                                    'cs222,SNIP2762,3\n'
                                    'cs230,SNIP8158,3\n'
                                    'cs306,SNIP4170,0\n'
                                    'cs306,SNIP7645,1\n'
                                    'cs222,SNIP3561,1\n'
                                    'cs229,SNIP4417,1\n'
                                    'cs241,SNIP8905,0\n'
                                    'cs199,SNIP6176,2\n'
                                    'cs222,SNIP5683,2\n'
                                    'cs259,SNIP8253,0\n'
                                    'cs230,SNIP2788,3\n'
                                    'cs241,SNIP2775,2\n'
                                    'cs199,SNIP8545,2\n'
                                    'cs233,SNIP7685,0\n'
                                    'cs259,SNIP9152,0\n'
                                    'cs002,SNIP5977,1\n'
                                    'cs002,SNIP6880,0\n'
                                    'cs199,SNIP7094,2\n'
                                    'cs259,SNIP7117,1\n'
                                    'cs241,SNIP7249,0\n'
                                    'cs131,SNIP5346,0\n'
                                    'cs306,SNIP7901,1\n'
                                    'cs306,SNIP2920,2\n'
                                    'cs241,SNIP5766,0\n'
                                    'cs306,SNIP4486,1\n'
                                    'cs002,SNIP4125,1\n'
                                    'cs222,SNIP8656,0\n'
                                    'cs002,SNIP9903,0\n'
                                    'cs002,SNIP6534,1\n'
                                    'cs241,SNIP5930,2\n'
                                    'cs306,SNIP5798,0\n'
                                    'cs306,SNIP6469,2\n'
                                    'cs222,SNIP3295,0\n'
                                    'cs230,SNIP4831,2\n'
                                    'cs306,SNIP5981,0\n'
                                    'cs002,SNIP5826,1\n'
                                    'cs131,SNIP5498,0\n'
                                    'cs306,SNIP9266,0\n'
                                    'cs002,SNIP1685,1\n'
                                    'cs199,SNIP1999,2\n'
                                    'cs229,SNIP7778,1\n'
                                    'cs233,SNIP3558,2\n'
                                    'cs222,SNIP7798,1\n'
                                    'cs233,SNIP3474,0\n'
                                    'cs199,SNIP4281,3\n'
                                    'cs131,SNIP8667,0\n'
                                    'cs230,SNIP6693,0\n'
                                    'cs229,SNIP1713,2\n'
                                    'cs199,SNIP8759,0\n'
                                    'cs002,SNIP6278,1\n'
                                    'cs199,SNIP8991,1\n'
                                    'cs230,SNIP6257,0\n'
                                    'cs259,SNIP6265,2\n'
                                    'cs222,SNIP3906,2\n'
                                    'cs230,SNIP8568,1\n'
                                    'cs233,SNIP7211,0\n'
                                    'cs233,SNIP5835,1\n'
                                    'cs241,SNIP1093,0\n'
                                    'cs199,SNIP3870,1\n'
                                    'cs230,SNIP3946,2\n'
                                    'cs222,SNIP2994,2\n'
                                    'cs222,SNIP8258,1\n'
                                    'cs229,SNIP6007,1\n'
                                    'cs002,SNIP4550,0\n'
                                    'cs002,SNIP6132,1\n'
                                    'cs002,SNIP7156,0\n'
                                    'cs229,SNIP2677,3\n'
                                    'cs131,SNIP3171,1\n'
                                    'cs241,SNIP9570,0\n'
                                    'cs241,SNIP7318,0\n'
                                    'cs222,SNIP4134,1\n'
                                    'cs002,SNIP5227,0\n'
                                    'cs131,SNIP3101,0\n'
                                    'cs241,SNIP4677,0\n'
                                    'cs259,SNIP4389,0\n'
                                    'cs306,SNIP5126,1\n'
                                    'cs229,SNIP5189,2\n'
                                    'cs229,SNIP9501,0\n'
                                    'cs131,SNIP1177,0\n'
                                    'cs199,SNIP2454,0\n'
                                    'cs241,SNIP8734,2\n'
                                    'cs222,SNIP6782,1\n'
                                    'cs230,SNIP5593,1\n'
                                    'cs259,SNIP5813,3\n'
                                    'cs222,SNIP7140,1\n'
                                    'cs233,SNIP5512,1\n'
                                    'cs259,SNIP5645,1\n'
                                    'cs306,SNIP8153,1\n'
                                    'cs199,SNIP5852,3\n'
                                    'cs233,SNIP8122,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs259,SNIP17446,5.75\n'
                                  'cs229,SNIP1713,13.1\n'
                                  'cs233,SNIP7211,0.3\n'
                                  'cs233,SNIP18385,0.3\n'
                                  'cs306,SNIP8153,12.87\n'
                                  'cs306,SNIP4486,8.82\n'
                                  'cs378,SNIP17520,0.3\n'
                                  'cs259,SNIP4389,5.75\n'
                                  'cs370,SNIP11585,1.8\n'
                                  'cs241,SNIP5930,5.97\n'
                                  'cs222,SNIP11515,6.1\n'
                                  'cs199,SNIP1999,10.49\n'
                                  'cs230,SNIP8568,16.2\n'
                                  'cs229,SNIP9501,6.37\n'
                                  'cs002,SNIP5227,4.0\n'
                                  'cs002,SNIP5977,6.43\n'
                                  'cs233,SNIP3558,11.4\n'
                                  'cs229,SNIP6007,13.1\n'
                                  'cs199,SNIP8759,14.43\n'
                                  'cs199,SNIP15517,2.72\n'
                                  'cs222,SNIP3906,13.86\n'
                                  'cs233,SNIP7685,2.0\n'
                                  'cs306,SNIP9266,7.95\n'
                                  'cs222,SNIP2994,6.1\n'
                                  'cs199,SNIP16639,2.5\n'
                                  'cs002,SNIP16718,0.3\n'
                                  'cs259,SNIP5645,6.9\n'
                                  'cs306,SNIP19767,6.9\n'
                                  'cs002,SNIP4125,10.5\n'
                                  'cs229,SNIP2677,11.9\n'
                                  'cs229,SNIP5189,11.9\n'
                                  'cs002,SNIP6880,8.54\n'
                                  'cs370,SNIP10630,4.18\n'
                                  'cs370,SNIP19414,4.18\n'
                                  'cs259,SNIP3426,8.1\n'
                                  'cs233,SNIP16933,2.0\n'
                                  'cs199,SNIP8545,11.17\n'
                                  'cs230,SNIP6693,14.92\n'
                                  'cs241,SNIP5766,6.2\n'
                                  'cs222,SNIP6782,5.6\n'
                                  'cs002,SNIP6278,5.1\n'
                                  'cs241,SNIP9570,0.3\n'
                                  'cs222,SNIP3295,6.1\n'
                                  'cs222,SNIP4134,8.8\n'
                                  'cs233,SNIP5835,6.6\n'
                                  'cs241,SNIP15435,1.61\n'
                                  'cs241,SNIP1093,0.3\n'
                                  'cs222,SNIP2762,18.95\n'
                                  'cs222,SNIP7798,6.25\n'
                                  'cs306,SNIP1944,0.3\n'
                                  'cs222,SNIP8258,12.2\n'
                                  'cs378,SNIP17340,0.3\n'
                                  'cs002,SNIP17698,2.17\n'
                                  'cs229,SNIP4417,5.7\n'
                                  'cs233,SNIP19312,6.0\n'
                                  'cs233,SNIP5512,9.3\n'
                                  'cs370,SNIP15446,2.8\n'
                                  'cs233,SNIP17677,2.0\n'
                                  'cs199,SNIP5852,14.43\n'
                                  'cs241,SNIP12773,0.3\n'
                                  'cs199,SNIP8991,7.2\n'
                                  'cs230,SNIP6257,9.64\n'
                                  'cs229,SNIP13409,5.7\n'
                                  'cs230,SNIP2788,14.92\n'
                                  'cs233,SNIP3474,9.11\n'
                                  'cs241,SNIP8905,7.0\n'
                                  'cs306,SNIP5798,4.76\n'
                                  'cs002,SNIP5826,5.9\n'
                                  'cs306,SNIP19264,3.5\n'
                                  'cs230,SNIP18658,0.98\n'
                                  'cs002,SNIP4550,5.9\n'
                                  'cs230,SNIP13380,3.9\n'
                                  'cs002,SNIP1685,7.19\n'
                                  'cs222,SNIP18673,6.3\n'
                                  'cs199,SNIP6176,8.8\n'
                                  'cs306,SNIP5126,0.8\n'
                                  'cs199,SNIP13000,9.0\n'
                                  'cs306,SNIP6469,10.3\n'
                                  'cs230,SNIP5593,9.43\n'
                                  'cs306,SNIP5981,0.8\n'
                                  'cs002,SNIP7156,11.39\n'
                                  'cs002,SNIP9903,3.7\n'
                                  'cs241,SNIP7249,2.33\n'
                                  'cs230,SNIP8158,15.5\n'
                                  'cs230,SNIP4831,10.26\n'
                                  'cs002,SNIP6132,9.9\n'
                                  'cs230,SNIP12246,3.37\n'
                                  'cs199,SNIP4281,14.2\n'
                                  'cs199,SNIP2454,14.43\n'
                                  'cs241,SNIP12577,6.4\n'
                                  'cs002,SNIP6538,11.39\n'
                                  'cs230,SNIP3946,3.37\n'
                                  'cs306,SNIP7645,6.9\n'
                                  'cs002,SNIP6534,9.1\n'
                                  'cs222,SNIP10467,3.38\n'
                                  'cs002,SNIP3695,6.75\n'},
             'metrics': {'k': 3,
                         'map': 0.511198,
                         'mrr': 0.71875,
                         'n_queries': 8,
                         'ndcg': 0.559954,
                         'precision_at_k': 0.416667,
                         'recall_at_k': 0.458333}}}
CHOICE = {'chosen': 'distil_v2', 'metric': 'ndcg', 'scores': {'distil_v2': 0.555368, 'lgbm_q3': 0.399011}}

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


def test_model_choice():
    path = os.path.join(PROJ, "out", "decision.json")
    assert os.path.isfile(path), f"missing {path}"
    try:
        got = json.loads(_read(path, PROJ))
    except ValueError as e:
        raise AssertionError(f"decision.json is not JSON: {e}")
    assert isinstance(got, dict), "decision.json must hold an object"
    assert got.get("metric") == CHOICE["metric"], f"metric {got.get('metric')!r}, expected {CHOICE['metric']!r}"
    assert _same(got.get("scores"), CHOICE["scores"]), f"scores {got.get('scores')}, expected {CHOICE['scores']}"
    assert got.get("chosen") == CHOICE["chosen"], f"chosen {got.get('chosen')!r}, expected {CHOICE['chosen']!r}"
