import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/app/shopsearch-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'mlp_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                          ['q026', '8', '0.536418', '0.25', '0.5'],
                          ['q069', '0', '0.0', '0.0', '0.0'],
                          ['q101', '11', '0.858949', '0.805556', '1.0'],
                          ['q116', '9', '0.393502', '0.5', '1.0'],
                          ['q143', '7', '0.394809', '0.0', '0.0'],
                          ['q156', '9', '0.744598', '0.833333', '1.0'],
                          ['q204', '9', '0.171719', '0.0', '0.0'],
                          ['q233', '10', '0.834448', '0.833333', '1.0'],
                          ['q267', '15', '0.957835', '0.833333', '1.0'],
                          ['q332', '8', '0.704128', '0.416667', '1.0']],
            'metrics': {'k': 5,
                        'map': 0.447222,
                        'mrr': 0.65,
                        'n_queries': 10,
                        'ndcg': 0.559641,
                        'precision_at_k': 0.26,
                        'recall_at_k': 0.516667}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['q085', '11', '0.782363', '0.604167', '1.0'],
                           ['q128', '0', '0.0', '0.0', '0.0'],
                           ['q135', '12', '0.152733', '0.328427', '0.5'],
                           ['q162', '13', '0.804613', '0.905107', '1.0'],
                           ['q171', '16', '0.802612', '0.723129', '1.0'],
                           ['q212', '9', '0.834448', '0.729167', '1.0'],
                           ['q255', '10', '0.612898', '0.888889', '1.0'],
                           ['q265', '11', '0.541942', '0.355', '1.0']],
             'config': {'k': 3, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'q085,SKU3436,1\n'
                                    'q212,SKU2501,0\n'
                                    'q135,SKU2102,1\n'
                                    'q212,SKU1430,2\n'
                                    'q135,SKU7582,1\n'
                                    'q171,SKU6309,1\n'
                                    'q255,SKU1952,1\n'
                                    'q085,SKU2112,1\n'
                                    'q171,SKU4743,1\n'
                                    'q085,SKU7315,0\n'
                                    'q255,SKU6707,1\n'
                                    'q162,SKU6101,1\n'
                                    'q255,SKU8200,3\n'
                                    'q265,SKU8136,0\n'
                                    'q009,SKU3011,0\n'
                                    'q128,SKU5970,1\n'
                                    'q009,SKU1115,0\n'
                                    'q162,SKU9672,3\n'
                                    'q162,SKU5218,0\n'
                                    'q212,SKU8585,2\n'
                                    'q009,SKU9109,0\n'
                                    'q255,SKU6511,0\n'
                                    'q135,SKU4404,0\n'
                                    'q265,SKU8272,1\n'
                                    'q135,SKU1957,0\n'
                                    'q265,SKU5110,1\n'
                                    'q212,SKU5491,1\n'
                                    'q212,SKU4028,0\n'
                                    'q171,SKU6535,0\n'
                                    'q162,SKU5799,2\n'
                                    'q162,SKU6110,1\n'
                                    'q085,SKU1028,0\n'
                                    'q085,SKU6093,0\n'
                                    'q135,SKU6817,1\n'
                                    'q265,SKU7206,0\n'
                                    'q255,SKU6293,1\n'
                                    'q255,SKU2423,3\n'
                                    'q009,SKU7422,0\n'
                                    'q085,SKU8361,1\n'
                                    'q171,SKU4329,2\n'
                                    'q255,SKU4185,2\n'
                                    'q128,SKU2710,3\n'
                                    'q128,SKU3233,2\n'
                                    'q085,SKU4527,2\n'
                                    'q128,SKU7403,3\n'
                                    'q085,SKU4213,1\n'
                                    'q009,SKU5128,0\n'
                                    'q265,SKU6890,2\n'
                                    'q009,SKU2157,0\n'
                                    'q128,SKU4595,1\n'
                                    'q085,SKU5244,3\n'
                                    'q171,SKU1897,2\n'
                                    'q009,SKU2505,0\n'
                                    'q162,SKU2297,2\n'
                                    'q212,SKU1834,0\n'
                                    'q265,SKU6443,0\n'
                                    'q135,SKU1200,1\n'
                                    'q009,SKU6428,0\n'
                                    'q135,SKU1674,0\n'
                                    'q162,SKU9460,0\n'
                                    'q128,SKU3109,1\n'
                                    'q162,SKU3963,3\n'
                                    'q171,SKU2744,0\n'
                                    'q162,SKU3802,2\n'
                                    'q162,SKU9974,2\n'
                                    'q085,SKU2965,2\n'
                                    'q171,SKU3998,2\n'
                                    'q162,SKU3120,1\n'
                                    'q255,SKU7829,2\n'
                                    'q135,SKU5157,1\n'
                                    'q265,SKU5712,0\n'
                                    'q171,SKU3519,2\n'
                                    'q171,SKU9620,0\n'
                                    'q135,SKU7903,0\n'
                                    'q135,SKU2772,0\n'
                                    'q265,SKU4021,3\n'
                                    'q162,SKU9713,0\n'
                                    'q009,SKU7967,0\n'
                                    'q128,SKU4066,1\n'
                                    'q171,SKU9524,1\n'
                                    'q171,SKU8826,0\n'
                                    'q085,SKU6109,0\n'
                                    'q255,SKU7802,0\n'
                                    'q171,SKU1555,0\n'
                                    'q085,SKU8560,0\n'
                                    'q265,SKU7537,3\n'
                                    'q085,SKU5281,1\n'
                                    'q135,SKU4903,2\n'
                                    'q009,SKU6981,0\n'
                                    'q085,SKU2570,0\n'
                                    'q255,SKU7499,1\n'
                                    'q212,SKU3309,1\n'
                                    'q255,SKU9647,1\n'
                                    'q265,SKU6503,0\n'
                                    'q171,SKU5577,0\n'
                                    'q171,SKU3092,0\n'
                                    'q135,SKU5870,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'q265,SKU8136,4.11\n'
                                  'q171,SKU3092,2.6\n'
                                  'q255,SKU7499,11.03\n'
                                  'q171,SKU16775,3.1\n'
                                  'q085,SKU14551,3.96\n'
                                  'q265,SKU6890,6.2\n'
                                  'q171,SKU3998,8.1\n'
                                  'q135,SKU5870,2.63\n'
                                  'q135,SKU1957,9.3\n'
                                  'q171,SKU4743,10.0\n'
                                  'q377,SKU17183,6.15\n'
                                  'q085,SKU4527,7.8\n'
                                  'q162,SKU9974,8.7\n'
                                  'q135,SKU2772,5.7\n'
                                  'q009,SKU10445,7.4\n'
                                  'q009,SKU7422,5.1\n'
                                  'q162,SKU9460,9.94\n'
                                  'q379,SKU19809,2.6\n'
                                  'q162,SKU6110,8.7\n'
                                  'q171,SKU9524,2.6\n'
                                  'q162,SKU5218,0.3\n'
                                  'q171,SKU8826,4.0\n'
                                  'q265,SKU4021,14.17\n'
                                  'q135,SKU5157,3.3\n'
                                  'q255,SKU7802,2.2\n'
                                  'q212,SKU1430,10.0\n'
                                  'q162,SKU9713,12.85\n'
                                  'q265,SKU7206,3.0\n'
                                  'q265,SKU12470,7.3\n'
                                  'q212,SKU1834,4.0\n'
                                  'q255,SKU1952,2.38\n'
                                  'q212,SKU14079,5.87\n'
                                  'q085,SKU7315,7.1\n'
                                  'q265,SKU6503,9.88\n'
                                  'q085,SKU8560,7.1\n'
                                  'q085,SKU5244,15.46\n'
                                  'q255,SKU17718,1.45\n'
                                  'q135,SKU2102,6.48\n'
                                  'q171,SKU19780,5.5\n'
                                  'q135,SKU4903,6.59\n'
                                  'q265,SKU6443,5.5\n'
                                  'q162,SKU3120,8.5\n'
                                  'q085,SKU2112,10.26\n'
                                  'q009,SKU3011,4.82\n'
                                  'q265,SKU15665,9.8\n'
                                  'q265,SKU8272,9.4\n'
                                  'q212,SKU2501,5.39\n'
                                  'q171,SKU12120,4.15\n'
                                  'q135,SKU1674,3.1\n'
                                  'q135,SKU7903,0.3\n'
                                  'q162,SKU9672,12.85\n'
                                  'q009,SKU2157,5.1\n'
                                  'q171,SKU3519,11.49\n'
                                  'q135,SKU16506,6.9\n'
                                  'q135,SKU6817,8.1\n'
                                  'q171,SKU18616,5.61\n'
                                  'q162,SKU18216,5.1\n'
                                  'q171,SKU1555,1.37\n'
                                  'q212,SKU8585,10.3\n'
                                  'q255,SKU8200,4.08\n'
                                  'q085,SKU6093,0.3\n'
                                  'q171,SKU6535,9.0\n'
                                  'q162,SKU2297,13.3\n'
                                  'q171,SKU9620,1.37\n'
                                  'q162,SKU3802,13.23\n'
                                  'q212,SKU5491,5.0\n'
                                  'q255,SKU9647,5.7\n'
                                  'q255,SKU6293,11.03\n'
                                  'q009,SKU5128,5.6\n'
                                  'q162,SKU3963,14.0\n'
                                  'q377,SKU13517,6.15\n'
                                  'q162,SKU5799,12.85\n'
                                  'q009,SKU7967,4.82\n'
                                  'q162,SKU6101,9.1\n'
                                  'q212,SKU3309,9.52\n'
                                  'q265,SKU15673,7.3\n'
                                  'q265,SKU13017,9.8\n'
                                  'q171,SKU6309,8.36\n'
                                  'q085,SKU4213,10.04\n'
                                  'q212,SKU11060,10.0\n'
                                  'q085,SKU3436,9.83\n'
                                  'q135,SKU4404,5.1\n'
                                  'q085,SKU6109,9.83\n'
                                  'q171,SKU4329,9.0\n'
                                  'q212,SKU4028,5.09\n'
                                  'q255,SKU2423,11.9\n'
                                  'q255,SKU7829,13.8\n'
                                  'q009,SKU6428,7.4\n'
                                  'q255,SKU6707,3.95\n'
                                  'q171,SKU2744,3.8\n'
                                  'q135,SKU12437,6.59\n'
                                  'q085,SKU2570,7.1\n'},
             'metrics': {'k': 3,
                         'map': 0.566736,
                         'mrr': 0.8125,
                         'n_queries': 8,
                         'ndcg': 0.566451,
                         'precision_at_k': 0.666667,
                         'recall_at_k': 0.289137}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['q029', '13', '0.329583', '0.076923', '0.076923'],
                           ['q143', '7', '0.629634', '0.5', '1.0'],
                           ['q201', '14', '0.924786', '0.840909', '1.0'],
                           ['q216', '0', '0.0', '0.0', '0.0'],
                           ['q239', '13', '0.73375', '1.0', '1.0'],
                           ['q252', '12', '0.387309', '0.512063', '0.333333'],
                           ['q256', '13', '0.346664', '0.357143', '0.5']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'q256,SKU2782,2\n'
                                    'q239,SKU3549,0\n'
                                    'q201,SKU6010,3\n'
                                    'q216,SKU6496,3\n'
                                    'q216,SKU2202,1\n'
                                    'q252,SKU3559,2\n'
                                    'q256,SKU9415,0\n'
                                    'q216,SKU8370,2\n'
                                    'q201,SKU6308,1\n'
                                    'q029,SKU8289,0\n'
                                    'q252,SKU7244,0\n'
                                    'q201,SKU7411,0\n'
                                    'q216,SKU9486,1\n'
                                    'q239,SKU7067,0\n'
                                    'q256,SKU3301,2\n'
                                    'q252,SKU4024,2\n'
                                    'q239,SKU1837,1\n'
                                    'q143,SKU9727,1\n'
                                    'q216,SKU5227,1\n'
                                    'q029,SKU6599,0\n'
                                    'q143,SKU4464,1\n'
                                    'q256,SKU6678,0\n'
                                    'q029,SKU6470,1\n'
                                    'q143,SKU2299,0\n'
                                    'q239,SKU2184,1\n'
                                    'q201,SKU5170,3\n'
                                    'q216,SKU4287,1\n'
                                    'q201,SKU4997,0\n'
                                    'q252,SKU1921,0\n'
                                    'q143,SKU5076,1\n'
                                    'q009,SKU6230,0\n'
                                    'q216,SKU6353,2\n'
                                    'q256,SKU2300,0\n'
                                    'q143,SKU1041,3\n'
                                    'q256,SKU1823,3\n'
                                    'q029,SKU8842,1\n'
                                    'q256,SKU8416,0\n'
                                    'q239,SKU9481,0\n'
                                    'q252,SKU2346,0\n'
                                    'q256,SKU5809,1\n'
                                    'q239,SKU6431,0\n'
                                    'q009,SKU6089,1\n'
                                    'q201,SKU2961,0\n'
                                    'q256,SKU2015,0\n'
                                    'q029,SKU1611,0\n'
                                    'q216,SKU4625,1\n'
                                    'q201,SKU1875,0\n'
                                    'q216,SKU3074,1\n'
                                    'q201,SKU6580,2\n'
                                    'q009,SKU6540,1\n'
                                    'q252,SKU1359,0\n'
                                    'q029,SKU5817,0\n'
                                    'q029,SKU3805,0\n'
                                    'q029,SKU2803,1\n'
                                    'q239,SKU7731,0\n'
                                    'q252,SKU9116,3\n'
                                    'q009,SKU7720,1\n'
                                    'q143,SKU6907,0\n'
                                    'q201,SKU6660,0\n'
                                    'q216,SKU7571,1\n'
                                    'q009,SKU2715,0\n'
                                    'q201,SKU4733,3\n'
                                    'q256,SKU1858,0\n'
                                    'q143,SKU3984,3\n'
                                    'q029,SKU5854,1\n'
                                    'q009,SKU5439,1\n'
                                    'q029,SKU6905,0\n'
                                    'q252,SKU3925,0\n'
                                    'q252,SKU1684,2\n'
                                    'q239,SKU7780,1\n'
                                    'q252,SKU7157,0\n'
                                    'q216,SKU5674,2\n'
                                    'q239,SKU2916,2\n'
                                    'q252,SKU3962,0\n'
                                    'q256,SKU7618,2\n'
                                    'q009,SKU5604,0\n'
                                    'q239,SKU5203,0\n'
                                    'q252,SKU5842,0\n'
                                    'q029,SKU4323,2\n'
                                    'q239,SKU5412,1\n'
                                    'q256,SKU9258,1\n'
                                    'q201,SKU8287,0\n'
                                    'q256,SKU5653,1\n'
                                    'q252,SKU4810,3\n'
                                    'q143,SKU8066,1\n'
                                    'q201,SKU2798,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'q239,SKU5203,8.3\n'
                                  'q297,SKU19925,1.64\n'
                                  'q029,SKU15641,7.1\n'
                                  'q252,SKU17576,4.8\n'
                                  'q029,SKU8842,7.95\n'
                                  'q201,SKU6660,6.7\n'
                                  'q252,SKU1684,12.4\n'
                                  'q256,SKU5809,3.93\n'
                                  'q201,SKU6308,12.0\n'
                                  'q256,SKU2782,11.75\n'
                                  'q143,SKU8066,9.65\n'
                                  'q201,SKU2798,6.6\n'
                                  'q009,SKU6540,6.8\n'
                                  'q256,SKU9415,5.1\n'
                                  'q029,SKU6470,7.9\n'
                                  'q256,SKU5653,12.93\n'
                                  'q256,SKU13977,10.2\n'
                                  'q201,SKU1875,3.1\n'
                                  'q239,SKU2184,4.3\n'
                                  'q009,SKU2715,9.62\n'
                                  'q341,SKU15618,0.3\n'
                                  'q256,SKU9258,9.0\n'
                                  'q009,SKU6230,5.6\n'
                                  'q009,SKU6089,11.13\n'
                                  'q029,SKU4323,2.6\n'
                                  'q252,SKU9116,5.7\n'
                                  'q201,SKU18150,2.1\n'
                                  'q252,SKU4024,6.01\n'
                                  'q029,SKU2803,6.2\n'
                                  'q252,SKU3559,12.5\n'
                                  'q029,SKU19992,2.6\n'
                                  'q029,SKU5854,6.2\n'
                                  'q341,SKU11030,1.73\n'
                                  'q252,SKU4810,14.2\n'
                                  'q201,SKU5170,13.4\n'
                                  'q239,SKU7780,2.26\n'
                                  'q143,SKU12051,1.95\n'
                                  'q252,SKU3925,14.2\n'
                                  'q252,SKU5842,5.7\n'
                                  'q239,SKU2916,8.5\n'
                                  'q239,SKU5412,8.4\n'
                                  'q252,SKU3962,14.2\n'
                                  'q239,SKU9481,6.32\n'
                                  'q201,SKU4997,5.83\n'
                                  'q256,SKU1823,8.8\n'
                                  'q201,SKU4733,14.3\n'
                                  'q029,SKU6599,5.21\n'
                                  'q029,SKU17664,3.87\n'
                                  'q297,SKU11892,1.64\n'
                                  'q009,SKU5439,9.62\n'
                                  'q256,SKU6678,11.75\n'
                                  'q009,SKU7720,11.13\n'
                                  'q256,SKU12976,6.3\n'
                                  'q029,SKU5817,6.23\n'
                                  'q341,SKU16847,0.3\n'
                                  'q256,SKU7618,11.0\n'
                                  'q256,SKU18334,6.52\n'
                                  'q143,SKU3984,9.65\n'
                                  'q029,SKU1611,6.23\n'
                                  'q239,SKU6431,0.6\n'
                                  'q201,SKU7411,7.45\n'
                                  'q252,SKU17746,6.9\n'
                                  'q029,SKU3805,2.6\n'
                                  'q201,SKU19755,3.5\n'
                                  'q201,SKU8287,5.83\n'
                                  'q143,SKU16334,3.4\n'
                                  'q239,SKU7731,6.82\n'
                                  'q143,SKU13990,1.9\n'
                                  'q143,SKU5076,3.4\n'
                                  'q143,SKU14969,6.0\n'
                                  'q341,SKU10912,0.3\n'
                                  'q201,SKU2961,4.4\n'
                                  'q201,SKU6580,4.4\n'
                                  'q252,SKU16030,3.8\n'
                                  'q256,SKU2300,3.1\n'
                                  'q239,SKU19274,2.6\n'
                                  'q009,SKU18450,3.2\n'
                                  'q239,SKU19403,2.1\n'
                                  'q239,SKU7067,2.26\n'
                                  'q256,SKU10988,1.5\n'
                                  'q297,SKU10297,1.64\n'
                                  'q252,SKU1359,4.03\n'
                                  'q239,SKU16644,5.6\n'
                                  'q029,SKU8289,7.4\n'
                                  'q239,SKU13110,0.3\n'
                                  'q201,SKU6010,12.85\n'},
             'metrics': {'k': 5,
                         'map': 0.469577,
                         'mrr': 0.558608,
                         'n_queries': 7,
                         'ndcg': 0.478818,
                         'precision_at_k': 0.285714,
                         'recall_at_k': 0.478571}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['q063', '8', '0.703918', '0.755556', '1.0'],
                           ['q103', '13', '1.0', '1.0', '1.0'],
                           ['q114', '5', '0.07742', '0.0', '0.0'],
                           ['q125', '7', '0.687148', '0.388889', '0.5'],
                           ['q186', '0', '0.0', '0.0', '0.0'],
                           ['q211', '9', '0.847267', '1.0', '1.0'],
                           ['q239', '9', '0.209711', '0.1', '0.2']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'q114,SKU6695,0\n'
                                    'q125,SKU3418,0\n'
                                    'q114,SKU3103,0\n'
                                    'q063,SKU3073,2\n'
                                    'q186,SKU7556,1\n'
                                    'q029,SKU7820,0\n'
                                    'q211,SKU6482,1\n'
                                    'q029,SKU9044,0\n'
                                    'q239,SKU3899,2\n'
                                    'q239,SKU1399,0\n'
                                    'q186,SKU6329,1\n'
                                    'q063,SKU1968,0\n'
                                    'q186,SKU6539,0\n'
                                    'q103,SKU1030,1\n'
                                    'q114,SKU4315,3\n'
                                    'q029,SKU7521,1\n'
                                    'q186,SKU8523,0\n'
                                    'q186,SKU7572,2\n'
                                    'q125,SKU7554,1\n'
                                    'q186,SKU9149,1\n'
                                    'q063,SKU9388,2\n'
                                    'q103,SKU1809,1\n'
                                    'q063,SKU1709,1\n'
                                    'q103,SKU2981,0\n'
                                    'q103,SKU9672,3\n'
                                    'q211,SKU3651,2\n'
                                    'q125,SKU8989,2\n'
                                    'q103,SKU4754,3\n'
                                    'q211,SKU6466,1\n'
                                    'q125,SKU6766,2\n'
                                    'q125,SKU6952,1\n'
                                    'q063,SKU6743,0\n'
                                    'q029,SKU7646,0\n'
                                    'q063,SKU6863,0\n'
                                    'q211,SKU3357,0\n'
                                    'q114,SKU7865,1\n'
                                    'q063,SKU2065,1\n'
                                    'q125,SKU2329,0\n'
                                    'q063,SKU1433,0\n'
                                    'q125,SKU7377,0\n'
                                    'q029,SKU7629,0\n'
                                    'q103,SKU4081,0\n'
                                    'q239,SKU6886,1\n'
                                    'q239,SKU3240,0\n'
                                    'q211,SKU6860,0\n'
                                    'q186,SKU8688,3\n'
                                    'q186,SKU2900,3\n'
                                    'q029,SKU5972,0\n'
                                    'q114,SKU7013,2\n'
                                    'q029,SKU5543,1\n'
                                    'q114,SKU4836,3\n'
                                    'q103,SKU6573,0\n'
                                    'q114,SKU9410,0\n'
                                    'q239,SKU8589,1\n'
                                    'q103,SKU3817,0\n'
                                    'q186,SKU7560,0\n'
                                    'q114,SKU5712,1\n'
                                    'q029,SKU2422,1\n'
                                    'q125,SKU6370,1\n'
                                    'q029,SKU8312,0\n'
                                    'q211,SKU5854,0\n'
                                    'q063,SKU7341,2\n'
                                    'q239,SKU4466,2\n'
                                    'q103,SKU9697,1\n'
                                    'q186,SKU6113,2\n'
                                    'q239,SKU9866,0\n'
                                    'q125,SKU9572,0\n'
                                    'q103,SKU1098,0\n'
                                    'q103,SKU5026,3\n'
                                    'q125,SKU8946,1\n'
                                    'q186,SKU8201,2\n'
                                    'q125,SKU1196,2\n'
                                    'q239,SKU5348,1\n'
                                    'q186,SKU8047,1\n'
                                    'q029,SKU9620,0\n'
                                    'q211,SKU9843,0\n'
                                    'q029,SKU7968,1\n'
                                    'q029,SKU3548,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'q340,SKU16831,6.1\n'
                                  'q125,SKU8989,12.2\n'
                                  'q029,SKU5972,1.6\n'
                                  'q211,SKU6482,7.3\n'
                                  'q063,SKU9388,12.7\n'
                                  'q029,SKU15176,8.7\n'
                                  'q103,SKU6573,5.8\n'
                                  'q289,SKU17824,4.2\n'
                                  'q063,SKU3073,11.43\n'
                                  'q029,SKU7646,5.14\n'
                                  'q103,SKU5026,9.9\n'
                                  'q103,SKU1809,5.8\n'
                                  'q103,SKU1098,0.3\n'
                                  'q239,SKU13792,3.24\n'
                                  'q029,SKU7820,1.05\n'
                                  'q125,SKU6766,12.2\n'
                                  'q103,SKU18914,4.79\n'
                                  'q114,SKU7865,9.23\n'
                                  'q211,SKU15763,6.73\n'
                                  'q239,SKU9866,0.3\n'
                                  'q029,SKU2422,8.3\n'
                                  'q239,SKU6886,8.08\n'
                                  'q239,SKU3240,8.08\n'
                                  'q103,SKU3817,6.7\n'
                                  'q239,SKU5348,7.75\n'
                                  'q029,SKU7629,4.3\n'
                                  'q063,SKU1433,0.3\n'
                                  'q103,SKU9697,4.24\n'
                                  'q125,SKU2329,2.91\n'
                                  'q211,SKU10118,9.45\n'
                                  'q063,SKU10443,2.9\n'
                                  'q211,SKU5854,3.22\n'
                                  'q029,SKU7968,6.3\n'
                                  'q029,SKU5543,8.3\n'
                                  'q103,SKU4754,12.07\n'
                                  'q239,SKU11758,3.5\n'
                                  'q063,SKU1709,10.76\n'
                                  'q103,SKU4081,4.8\n'
                                  'q103,SKU1030,9.6\n'
                                  'q211,SKU6466,9.3\n'
                                  'q125,SKU6370,16.74\n'
                                  'q063,SKU17232,11.43\n'
                                  'q029,SKU8312,9.61\n'
                                  'q103,SKU9672,16.4\n'
                                  'q211,SKU9843,6.73\n'
                                  'q125,SKU6952,9.38\n'
                                  'q289,SKU18171,4.95\n'
                                  'q289,SKU14462,4.2\n'
                                  'q114,SKU9410,7.4\n'
                                  'q239,SKU3899,3.5\n'
                                  'q211,SKU19134,3.22\n'
                                  'q063,SKU6863,3.44\n'
                                  'q125,SKU3418,3.28\n'
                                  'q340,SKU10500,6.1\n'
                                  'q239,SKU1399,1.8\n'
                                  'q239,SKU11955,1.2\n'
                                  'q029,SKU9044,5.14\n'
                                  'q114,SKU3103,7.4\n'
                                  'q103,SKU17003,3.1\n'
                                  'q029,SKU7521,1.05\n'
                                  'q125,SKU13029,2.91\n'
                                  'q063,SKU7341,10.3\n'
                                  'q114,SKU16327,8.2\n'
                                  'q211,SKU12874,4.8\n'
                                  'q114,SKU5712,7.4\n'
                                  'q211,SKU3651,12.13\n'
                                  'q103,SKU2981,1.5\n'},
             'metrics': {'k': 3,
                         'map': 0.463492,
                         'mrr': 0.528571,
                         'n_queries': 7,
                         'ndcg': 0.503638,
                         'precision_at_k': 0.380952,
                         'recall_at_k': 0.47619}}}
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
