import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/app/codesearch-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'distil_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                             ['cs064', '0', '0.0', '0.0', '0.0'],
                             ['cs084', '6', '0.658073', '0.453333', '1.0'],
                             ['cs129', '6', '0.0', '0.0', '0.0'],
                             ['cs154', '13', '1.0', '1.0', '1.0'],
                             ['cs175', '13', '0.86592', '1.0', '1.0'],
                             ['cs183', '10', '0.959454', '0.75', '1.0'],
                             ['cs208', '14', '1.0', '1.0', '1.0'],
                             ['cs238', '11', '1.0', '1.0', '1.0'],
                             ['cs250', '14', '0.703918', '0.583069', '1.0'],
                             ['cs317', '9', '0.395144', '0.166667', '0.333333']],
               'metrics': {'k': 3,
                           'map': 0.595307,
                           'mrr': 0.733333,
                           'n_queries': 10,
                           'ndcg': 0.658251,
                           'precision_at_k': 0.6,
                           'recall_at_k': 0.537222}},
 'gbm_v4': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                          ['cs064', '0', '0.0', '0.0', '0.0'],
                          ['cs084', '8', '0.688482', '0.653333', '1.0'],
                          ['cs129', '9', '0.30798', '0.25', '0.5'],
                          ['cs154', '12', '0.90495', '0.833333', '1.0'],
                          ['cs175', '11', '0.86592', '0.759259', '1.0'],
                          ['cs183', '9', '0.126267', '0.145833', '0.25'],
                          ['cs208', '15', '0.812424', '0.5', '1.0'],
                          ['cs238', '13', '0.798881', '0.866667', '1.0'],
                          ['cs250', '10', '0.731841', '0.666667', '1.0'],
                          ['cs317', '13', '0.907284', '1.0', '1.0']],
            'metrics': {'k': 3,
                        'map': 0.567509,
                        'mrr': 0.775,
                        'n_queries': 10,
                        'ndcg': 0.614403,
                        'precision_at_k': 0.533333,
                        'recall_at_k': 0.49}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs039', '0', '0.0', '0.0', '0.0'],
                           ['cs055', '10', '0.924786', '0.75', '1.0'],
                           ['cs067', '6', '0.101594', '0.083333', '0.166667'],
                           ['cs105', '10', '0.826235', '1.0', '1.0'],
                           ['cs117', '10', '0.928963', '0.8875', '1.0'],
                           ['cs144', '10', '0.57337', '0.549603', '0.5'],
                           ['cs169', '9', '0.827443', '0.5', '1.0'],
                           ['cs233', '10', '1.0', '1.0', '1.0'],
                           ['cs251', '14', '0.707515', '0.458929', '1.0'],
                           ['cs260', '12', '1.0', '1.0', '1.0'],
                           ['cs266', '16', '0.917218', '0.842593', '1.0'],
                           ['cs346', '16', '0.899556', '0.836923', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs233,SNIP7050,1\n'
                                    'cs105,SNIP5885,0\n'
                                    'cs024,SNIP5064,1\n'
                                    'cs169,SNIP8688,2\n'
                                    'cs251,SNIP6518,2\n'
                                    'cs346,SNIP6680,0\n'
                                    'cs251,SNIP3782,0\n'
                                    'cs055,SNIP8048,0\n'
                                    'cs169,SNIP8352,1\n'
                                    'cs251,SNIP8314,0\n'
                                    'cs251,SNIP2927,2\n'
                                    'cs233,SNIP6811,1\n'
                                    'cs039,SNIP6714,0\n'
                                    'cs055,SNIP9442,0\n'
                                    'cs233,SNIP8048,0\n'
                                    'cs117,SNIP6995,3\n'
                                    'cs266,SNIP2346,1\n'
                                    'cs055,SNIP7182,0\n'
                                    'cs055,SNIP9519,1\n'
                                    'cs117,SNIP6469,0\n'
                                    'cs266,SNIP1957,2\n'
                                    'cs055,SNIP8904,3\n'
                                    'cs260,SNIP5856,0\n'
                                    'cs144,SNIP8924,0\n'
                                    'cs260,SNIP1628,3\n'
                                    'cs169,SNIP3594,0\n'
                                    'cs346,SNIP7972,1\n'
                                    'cs067,SNIP1766,1\n'
                                    'cs067,SNIP6724,1\n'
                                    'cs067,SNIP9571,2\n'
                                    'cs055,SNIP4268,2\n'
                                    'cs117,SNIP3797,3\n'
                                    'cs266,SNIP9095,3\n'
                                    'cs251,SNIP1932,3\n'
                                    'cs233,SNIP9344,0\n'
                                    'cs144,SNIP9712,1\n'
                                    'cs346,SNIP2813,1\n'
                                    'cs233,SNIP8230,0\n'
                                    'cs266,SNIP8625,0\n'
                                    'cs105,SNIP3282,0\n'
                                    'cs144,SNIP4286,2\n'
                                    'cs251,SNIP6307,2\n'
                                    'cs266,SNIP2291,3\n'
                                    'cs117,SNIP4406,0\n'
                                    'cs346,SNIP6340,0\n'
                                    'cs039,SNIP2745,1\n'
                                    'cs105,SNIP5184,1\n'
                                    'cs024,SNIP4585,1\n'
                                    'cs233,SNIP5413,1\n'
                                    'cs169,SNIP7108,1\n'
                                    'cs260,SNIP4566,2\n'
                                    'cs039,SNIP5125,0\n'
                                    'cs105,SNIP2295,0\n'
                                    'cs260,SNIP6456,1\n'
                                    'cs266,SNIP4773,0\n'
                                    'cs169,SNIP8215,1\n'
                                    'cs024,SNIP7568,0\n'
                                    'cs024,SNIP9887,0\n'
                                    'cs039,SNIP7477,3\n'
                                    'cs117,SNIP3426,0\n'
                                    'cs346,SNIP1160,3\n'
                                    'cs233,SNIP9932,2\n'
                                    'cs067,SNIP3160,0\n'
                                    'cs251,SNIP9191,2\n'
                                    'cs251,SNIP2778,0\n'
                                    'cs055,SNIP8581,1\n'
                                    'cs024,SNIP9751,1\n'
                                    'cs024,SNIP1103,1\n'
                                    'cs117,SNIP8251,0\n'
                                    'cs260,SNIP2018,0\n'
                                    'cs346,SNIP1825,2\n'
                                    'cs105,SNIP3740,2\n'
                                    'cs105,SNIP6151,0\n'
                                    'cs251,SNIP9872,1\n'
                                    'cs233,SNIP9142,2\n'
                                    'cs266,SNIP5418,1\n'
                                    'cs260,SNIP3169,1\n'
                                    'cs024,SNIP8500,1\n'
                                    'cs346,SNIP6425,1\n'
                                    'cs169,SNIP6474,0\n'
                                    'cs039,SNIP6193,0\n'
                                    'cs260,SNIP6787,0\n'
                                    'cs117,SNIP9653,1\n'
                                    'cs055,SNIP8676,0\n'
                                    'cs169,SNIP6722,3\n'
                                    'cs055,SNIP9362,0\n'
                                    'cs024,SNIP5233,1\n'
                                    'cs024,SNIP4355,1\n'
                                    'cs346,SNIP1205,0\n'
                                    'cs346,SNIP1573,1\n'
                                    'cs144,SNIP5628,2\n'
                                    'cs251,SNIP4242,0\n'
                                    'cs266,SNIP4794,0\n'
                                    'cs055,SNIP9770,3\n'
                                    'cs251,SNIP7748,3\n'
                                    'cs117,SNIP3792,0\n'
                                    'cs024,SNIP9383,1\n'
                                    'cs260,SNIP7107,1\n'
                                    'cs266,SNIP3075,0\n'
                                    'cs251,SNIP6920,1\n'
                                    'cs144,SNIP5700,2\n'
                                    'cs144,SNIP1500,1\n'
                                    'cs055,SNIP4539,3\n'
                                    'cs144,SNIP5964,1\n'
                                    'cs067,SNIP4016,1\n'
                                    'cs346,SNIP3609,2\n'
                                    'cs346,SNIP5627,3\n'
                                    'cs024,SNIP9472,1\n'
                                    'cs105,SNIP8933,0\n'
                                    'cs266,SNIP4753,3\n'
                                    'cs055,SNIP6644,1\n'
                                    'cs067,SNIP7060,2\n'
                                    'cs251,SNIP5689,3\n'
                                    'cs117,SNIP2260,0\n'
                                    'cs251,SNIP1771,3\n'
                                    'cs055,SNIP9276,0\n'
                                    'cs039,SNIP7292,0\n'
                                    'cs144,SNIP9239,2\n'
                                    'cs169,SNIP1873,0\n'
                                    'cs266,SNIP4693,2\n'
                                    'cs144,SNIP5752,0\n'
                                    'cs144,SNIP3562,2\n'
                                    'cs233,SNIP5307,1\n'
                                    'cs260,SNIP8637,2\n'
                                    'cs067,SNIP6515,0\n'
                                    'cs144,SNIP3681,1\n'
                                    'cs169,SNIP9558,1\n'
                                    'cs117,SNIP3187,2\n'
                                    'cs024,SNIP5444,0\n'
                                    'cs117,SNIP8933,3\n'
                                    'cs260,SNIP6267,3\n'
                                    'cs144,SNIP6101,2\n'
                                    'cs024,SNIP5114,1\n'
                                    'cs144,SNIP7372,0\n'
                                    'cs039,SNIP3662,1\n'
                                    'cs260,SNIP3163,0\n'
                                    'cs260,SNIP9383,0\n'
                                    'cs346,SNIP3684,3\n'
                                    'cs266,SNIP5532,0\n'
                                    'cs067,SNIP5301,0\n'
                                    'cs260,SNIP8294,2\n'
                                    'cs024,SNIP8463,1\n'
                                    'cs266,SNIP7093,2\n'
                                    'cs039,SNIP9491,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs251,SNIP6920,10.36\n'
                                  'cs105,SNIP8933,7.6\n'
                                  'cs266,SNIP1957,5.5\n'
                                  'cs251,SNIP16411,9.4\n'
                                  'cs260,SNIP8637,16.0\n'
                                  'cs117,SNIP9653,2.36\n'
                                  'cs388,SNIP10009,1.5\n'
                                  'cs105,SNIP6151,7.34\n'
                                  'cs346,SNIP7972,9.78\n'
                                  'cs346,SNIP1160,15.6\n'
                                  'cs169,SNIP8215,5.6\n'
                                  'cs055,SNIP11533,0.3\n'
                                  'cs067,SNIP5301,4.7\n'
                                  'cs251,SNIP2778,0.3\n'
                                  'cs055,SNIP8904,18.4\n'
                                  'cs117,SNIP3187,8.46\n'
                                  'cs067,SNIP9571,1.3\n'
                                  'cs055,SNIP9276,2.7\n'
                                  'cs055,SNIP9770,18.3\n'
                                  'cs144,SNIP5700,10.7\n'
                                  'cs266,SNIP4794,10.1\n'
                                  'cs055,SNIP4539,12.36\n'
                                  'cs251,SNIP9872,13.2\n'
                                  'cs144,SNIP19396,6.11\n'
                                  'cs251,SNIP9191,5.5\n'
                                  'cs266,SNIP8625,5.67\n'
                                  'cs117,SNIP3797,15.1\n'
                                  'cs266,SNIP11332,0.6\n'
                                  'cs346,SNIP1573,4.39\n'
                                  'cs266,SNIP4753,14.7\n'
                                  'cs266,SNIP7093,11.3\n'
                                  'cs067,SNIP10682,7.9\n'
                                  'cs144,SNIP1500,10.7\n'
                                  'cs266,SNIP3075,6.82\n'
                                  'cs233,SNIP9344,2.86\n'
                                  'cs346,SNIP16505,13.3\n'
                                  'cs105,SNIP3282,2.0\n'
                                  'cs260,SNIP10987,0.3\n'
                                  'cs260,SNIP6267,19.51\n'
                                  'cs346,SNIP3609,4.8\n'
                                  'cs379,SNIP18663,7.3\n'
                                  'cs117,SNIP18022,6.0\n'
                                  'cs233,SNIP10207,5.3\n'
                                  'cs169,SNIP1873,0.3\n'
                                  'cs379,SNIP19139,2.5\n'
                                  'cs169,SNIP3594,0.3\n'
                                  'cs105,SNIP17696,4.22\n'
                                  'cs251,SNIP12528,5.5\n'
                                  'cs346,SNIP6340,4.2\n'
                                  'cs055,SNIP8048,4.32\n'
                                  'cs260,SNIP3163,0.3\n'
                                  'cs169,SNIP7108,7.7\n'
                                  'cs266,SNIP2291,16.0\n'
                                  'cs144,SNIP9239,14.5\n'
                                  'cs251,SNIP8314,5.4\n'
                                  'cs117,SNIP2260,3.2\n'
                                  'cs024,SNIP5444,9.1\n'
                                  'cs169,SNIP8352,1.2\n'
                                  'cs346,SNIP17619,3.03\n'
                                  'cs266,SNIP14781,10.1\n'
                                  'cs144,SNIP3562,10.7\n'
                                  'cs260,SNIP4566,13.3\n'
                                  'cs024,SNIP9751,5.29\n'
                                  'cs233,SNIP5307,9.83\n'
                                  'cs169,SNIP9558,5.1\n'
                                  'cs169,SNIP14865,5.6\n'
                                  'cs055,SNIP8581,8.3\n'
                                  'cs117,SNIP8251,2.36\n'
                                  'cs117,SNIP8933,8.46\n'
                                  'cs346,SNIP1205,5.9\n'
                                  'cs346,SNIP3684,13.3\n'
                                  'cs260,SNIP14708,9.1\n'
                                  'cs067,SNIP3160,1.3\n'
                                  'cs233,SNIP9932,10.2\n'
                                  'cs105,SNIP5184,6.81\n'
                                  'cs067,SNIP13607,2.33\n'
                                  'cs266,SNIP10374,3.47\n'
                                  'cs266,SNIP4773,3.2\n'
                                  'cs233,SNIP6811,9.34\n'
                                  'cs233,SNIP9142,12.56\n'
                                  'cs346,SNIP6680,6.0\n'
                                  'cs169,SNIP6474,1.2\n'
                                  'cs055,SNIP11984,6.35\n'
                                  'cs260,SNIP8294,12.2\n'
                                  'cs117,SNIP6995,18.13\n'
                                  'cs055,SNIP9362,0.3\n'
                                  'cs024,SNIP5064,8.0\n'
                                  'cs105,SNIP5885,2.7\n'
                                  'cs024,SNIP8463,1.6\n'
                                  'cs260,SNIP11489,2.6\n'
                                  'cs144,SNIP4286,12.36\n'
                                  'cs251,SNIP3782,8.01\n'
                                  'cs024,SNIP1103,7.22\n'
                                  'cs260,SNIP3169,9.11\n'
                                  'cs233,SNIP8230,5.52\n'
                                  'cs251,SNIP2927,9.0\n'
                                  'cs024,SNIP7568,9.6\n'
                                  'cs266,SNIP4693,9.43\n'
                                  'cs144,SNIP9712,8.6\n'
                                  'cs067,SNIP4016,4.7\n'
                                  'cs251,SNIP6307,9.6\n'
                                  'cs024,SNIP12123,6.1\n'
                                  'cs144,SNIP8924,14.5\n'
                                  'cs346,SNIP2813,12.14\n'
                                  'cs105,SNIP13742,7.6\n'
                                  'cs346,SNIP17598,7.32\n'
                                  'cs024,SNIP9472,4.1\n'
                                  'cs346,SNIP6425,12.14\n'
                                  'cs117,SNIP4406,0.64\n'
                                  'cs260,SNIP15121,7.19\n'
                                  'cs251,SNIP4242,2.35\n'
                                  'cs266,SNIP5418,10.1\n'
                                  'cs266,SNIP2346,9.8\n'
                                  'cs105,SNIP14484,7.34\n'
                                  'cs346,SNIP12277,6.6\n'
                                  'cs233,SNIP8048,5.3\n'
                                  'cs105,SNIP3740,13.0\n'
                                  'cs251,SNIP1771,19.6\n'
                                  'cs024,SNIP8500,8.0\n'
                                  'cs251,SNIP7748,17.42\n'
                                  'cs233,SNIP5413,5.52\n'
                                  'cs233,SNIP12263,1.3\n'
                                  'cs346,SNIP1825,13.5\n'
                                  'cs024,SNIP9887,5.3\n'
                                  'cs144,SNIP5628,11.58\n'
                                  'cs055,SNIP9442,3.73\n'
                                  'cs346,SNIP5627,18.37\n'
                                  'cs144,SNIP15145,7.9\n'
                                  'cs266,SNIP9095,11.0\n'
                                  'cs260,SNIP1628,18.48\n'
                                  'cs260,SNIP6787,7.4\n'
                                  'cs169,SNIP6722,12.8\n'
                                  'cs117,SNIP3426,8.7\n'
                                  'cs105,SNIP18693,7.1\n'
                                  'cs266,SNIP5532,0.3\n'
                                  'cs024,SNIP5233,2.88\n'
                                  'cs379,SNIP10476,7.3\n'
                                  'cs251,SNIP13329,1.34\n'},
             'metrics': {'k': 5,
                         'map': 0.659073,
                         'mrr': 0.805556,
                         'n_queries': 12,
                         'ndcg': 0.725557,
                         'precision_at_k': 0.5,
                         'recall_at_k': 0.632639}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs033', '9', '0.944124', '1.0', '1.0'],
                           ['cs050', '9', '0.843696', '0.6875', '1.0'],
                           ['cs081', '8', '0.827062', '0.95', '1.0'],
                           ['cs106', '15', '0.89927', '0.866667', '1.0'],
                           ['cs131', '9', '0.834448', '0.833333', '1.0'],
                           ['cs184', '12', '0.687619', '0.875', '1.0'],
                           ['cs188', '0', '0.0', '0.0', '0.0'],
                           ['cs193', '14', '0.261964', '0.541667', '0.5'],
                           ['cs201', '11', '0.782643', '0.52', '1.0'],
                           ['cs273', '8', '0.425377', '0.25', '0.5']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs193,SNIP3364,2\n'
                                    'cs188,SNIP3944,2\n'
                                    'cs193,SNIP3981,1\n'
                                    'cs023,SNIP5033,1\n'
                                    'cs081,SNIP7321,0\n'
                                    'cs193,SNIP5008,2\n'
                                    'cs184,SNIP3780,2\n'
                                    'cs184,SNIP5786,3\n'
                                    'cs081,SNIP6860,0\n'
                                    'cs081,SNIP7413,0\n'
                                    'cs023,SNIP4388,1\n'
                                    'cs050,SNIP4778,3\n'
                                    'cs033,SNIP2035,0\n'
                                    'cs188,SNIP9412,3\n'
                                    'cs273,SNIP4273,2\n'
                                    'cs131,SNIP5410,0\n'
                                    'cs201,SNIP2642,0\n'
                                    'cs131,SNIP8752,0\n'
                                    'cs081,SNIP7147,2\n'
                                    'cs188,SNIP4642,1\n'
                                    'cs188,SNIP2011,1\n'
                                    'cs023,SNIP3007,0\n'
                                    'cs193,SNIP5808,1\n'
                                    'cs131,SNIP6346,0\n'
                                    'cs201,SNIP1496,3\n'
                                    'cs184,SNIP8427,3\n'
                                    'cs106,SNIP3395,2\n'
                                    'cs106,SNIP4167,1\n'
                                    'cs023,SNIP1815,1\n'
                                    'cs033,SNIP1903,0\n'
                                    'cs106,SNIP4849,1\n'
                                    'cs184,SNIP5502,2\n'
                                    'cs188,SNIP8975,2\n'
                                    'cs106,SNIP9963,2\n'
                                    'cs033,SNIP3646,3\n'
                                    'cs184,SNIP9630,2\n'
                                    'cs184,SNIP1687,1\n'
                                    'cs131,SNIP3286,2\n'
                                    'cs023,SNIP6666,0\n'
                                    'cs188,SNIP8032,0\n'
                                    'cs193,SNIP4228,3\n'
                                    'cs188,SNIP6850,0\n'
                                    'cs184,SNIP1789,0\n'
                                    'cs273,SNIP2716,1\n'
                                    'cs184,SNIP8504,2\n'
                                    'cs201,SNIP7273,1\n'
                                    'cs106,SNIP5528,0\n'
                                    'cs050,SNIP3770,1\n'
                                    'cs193,SNIP7503,0\n'
                                    'cs033,SNIP5833,1\n'
                                    'cs106,SNIP1266,1\n'
                                    'cs184,SNIP9897,2\n'
                                    'cs193,SNIP1526,0\n'
                                    'cs081,SNIP9045,1\n'
                                    'cs131,SNIP4988,2\n'
                                    'cs273,SNIP3186,0\n'
                                    'cs023,SNIP8458,1\n'
                                    'cs081,SNIP4760,3\n'
                                    'cs050,SNIP8711,2\n'
                                    'cs050,SNIP6997,0\n'
                                    'cs201,SNIP2348,0\n'
                                    'cs201,SNIP6080,2\n'
                                    'cs193,SNIP8324,3\n'
                                    'cs023,SNIP3282,1\n'
                                    'cs188,SNIP7210,0\n'
                                    'cs201,SNIP9420,2\n'
                                    'cs106,SNIP6616,0\n'
                                    'cs081,SNIP9087,2\n'
                                    'cs050,SNIP8475,0\n'
                                    'cs023,SNIP2570,1\n'
                                    'cs193,SNIP9523,1\n'
                                    'cs081,SNIP3959,2\n'
                                    'cs050,SNIP7108,0\n'
                                    'cs273,SNIP6235,3\n'
                                    'cs106,SNIP2930,0\n'
                                    'cs131,SNIP8877,0\n'
                                    'cs023,SNIP7019,0\n'
                                    'cs050,SNIP7516,0\n'
                                    'cs023,SNIP5756,1\n'
                                    'cs106,SNIP5129,0\n'
                                    'cs188,SNIP8355,3\n'
                                    'cs273,SNIP4466,0\n'
                                    'cs184,SNIP2984,0\n'
                                    'cs273,SNIP2930,2\n'
                                    'cs050,SNIP2851,2\n'
                                    'cs273,SNIP8571,3\n'
                                    'cs188,SNIP1964,2\n'
                                    'cs106,SNIP5591,1\n'
                                    'cs023,SNIP9744,0\n'
                                    'cs184,SNIP6854,2\n'
                                    'cs033,SNIP1296,0\n'
                                    'cs201,SNIP5036,1\n'
                                    'cs201,SNIP9592,0\n'
                                    'cs033,SNIP3094,1\n'
                                    'cs193,SNIP4909,0\n'
                                    'cs188,SNIP5450,0\n'
                                    'cs273,SNIP6629,0\n'
                                    'cs106,SNIP6865,0\n'
                                    'cs033,SNIP6229,1\n'
                                    'cs201,SNIP5623,1\n'
                                    'cs023,SNIP5754,1\n'
                                    'cs201,SNIP4748,0\n'
                                    'cs106,SNIP7333,0\n'
                                    'cs106,SNIP1211,0\n'
                                    'cs188,SNIP6112,0\n'
                                    'cs131,SNIP4623,1\n'
                                    'cs033,SNIP7642,1\n'
                                    'cs193,SNIP8666,1\n'
                                    'cs050,SNIP9036,2\n'
                                    'cs106,SNIP6044,2\n'
                                    'cs273,SNIP9618,0\n'
                                    'cs131,SNIP4247,0\n'
                                    'cs273,SNIP1587,1\n'
                                    'cs023,SNIP2718,1\n'
                                    'cs201,SNIP4201,2\n'
                                    'cs201,SNIP8592,2\n'
                                    'cs033,SNIP9094,1\n'
                                    'cs050,SNIP1057,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs033,SNIP6229,7.9\n'
                                  'cs193,SNIP4909,9.9\n'
                                  'cs193,SNIP8324,10.22\n'
                                  'cs201,SNIP17231,8.4\n'
                                  'cs033,SNIP5833,3.8\n'
                                  'cs131,SNIP6346,4.6\n'
                                  'cs193,SNIP17644,3.9\n'
                                  'cs033,SNIP7642,8.2\n'
                                  'cs193,SNIP13916,12.95\n'
                                  'cs106,SNIP14013,4.4\n'
                                  'cs131,SNIP17048,5.2\n'
                                  'cs273,SNIP4466,15.8\n'
                                  'cs131,SNIP18141,8.5\n'
                                  'cs201,SNIP2642,4.47\n'
                                  'cs081,SNIP6860,7.32\n'
                                  'cs106,SNIP11043,4.0\n'
                                  'cs050,SNIP7516,6.1\n'
                                  'cs184,SNIP5502,12.58\n'
                                  'cs050,SNIP9036,11.6\n'
                                  'cs106,SNIP1266,6.08\n'
                                  'cs201,SNIP9592,8.1\n'
                                  'cs106,SNIP5591,12.07\n'
                                  'cs050,SNIP2851,9.3\n'
                                  'cs106,SNIP9963,14.8\n'
                                  'cs184,SNIP1789,3.84\n'
                                  'cs106,SNIP3395,11.86\n'
                                  'cs193,SNIP5808,10.43\n'
                                  'cs023,SNIP2718,2.66\n'
                                  'cs050,SNIP10205,8.5\n'
                                  'cs193,SNIP3364,12.95\n'
                                  'cs131,SNIP4988,11.3\n'
                                  'cs106,SNIP5129,12.07\n'
                                  'cs201,SNIP16304,4.4\n'
                                  'cs050,SNIP6997,6.1\n'
                                  'cs106,SNIP4167,8.2\n'
                                  'cs184,SNIP8504,13.2\n'
                                  'cs201,SNIP14576,0.3\n'
                                  'cs131,SNIP4623,4.6\n'
                                  'cs106,SNIP6616,0.3\n'
                                  'cs023,SNIP6666,5.75\n'
                                  'cs362,SNIP14654,7.2\n'
                                  'cs201,SNIP6080,6.93\n'
                                  'cs106,SNIP5528,2.9\n'
                                  'cs184,SNIP15504,4.4\n'
                                  'cs023,SNIP14485,1.96\n'
                                  'cs273,SNIP4273,8.4\n'
                                  'cs050,SNIP4778,17.26\n'
                                  'cs023,SNIP9744,2.66\n'
                                  'cs106,SNIP1211,2.68\n'
                                  'cs023,SNIP2570,3.9\n'
                                  'cs184,SNIP2984,3.7\n'
                                  'cs033,SNIP12623,4.8\n'
                                  'cs184,SNIP9630,14.64\n'
                                  'cs362,SNIP19553,7.2\n'
                                  'cs193,SNIP7503,10.43\n'
                                  'cs201,SNIP5623,1.69\n'
                                  'cs201,SNIP1496,16.96\n'
                                  'cs050,SNIP8475,5.0\n'
                                  'cs273,SNIP17178,1.54\n'
                                  'cs106,SNIP6865,4.9\n'
                                  'cs023,SNIP7019,6.2\n'
                                  'cs273,SNIP1587,1.54\n'
                                  'cs033,SNIP1296,4.3\n'
                                  'cs106,SNIP6044,13.1\n'
                                  'cs023,SNIP8458,4.14\n'
                                  'cs184,SNIP1687,2.37\n'
                                  'cs201,SNIP2348,4.4\n'
                                  'cs362,SNIP17477,5.82\n'
                                  'cs131,SNIP8877,12.83\n'
                                  'cs184,SNIP9897,15.59\n'
                                  'cs131,SNIP3286,12.83\n'
                                  'cs033,SNIP9094,13.75\n'
                                  'cs184,SNIP17200,7.5\n'
                                  'cs081,SNIP7147,9.27\n'
                                  'cs193,SNIP11659,6.0\n'
                                  'cs033,SNIP15349,8.2\n'
                                  'cs081,SNIP9087,10.4\n'
                                  'cs193,SNIP5008,12.2\n'
                                  'cs106,SNIP2930,2.5\n'
                                  'cs273,SNIP2716,12.0\n'
                                  'cs081,SNIP7413,9.06\n'
                                  'cs314,SNIP16894,1.0\n'
                                  'cs023,SNIP5033,11.01\n'
                                  'cs023,SNIP17901,3.88\n'
                                  'cs201,SNIP4201,12.2\n'
                                  'cs106,SNIP4849,4.9\n'
                                  'cs362,SNIP10949,4.3\n'
                                  'cs273,SNIP6235,15.8\n'
                                  'cs023,SNIP15340,0.3\n'
                                  'cs273,SNIP19493,0.3\n'
                                  'cs184,SNIP5786,13.86\n'
                                  'cs023,SNIP3282,1.96\n'
                                  'cs050,SNIP14350,9.3\n'
                                  'cs273,SNIP9618,7.8\n'
                                  'cs193,SNIP9523,1.82\n'
                                  'cs131,SNIP17942,4.83\n'
                                  'cs193,SNIP10125,1.82\n'
                                  'cs314,SNIP16252,1.0\n'
                                  'cs193,SNIP4228,7.5\n'
                                  'cs033,SNIP3646,13.75\n'
                                  'cs081,SNIP9045,9.7\n'
                                  'cs201,SNIP17588,6.19\n'
                                  'cs050,SNIP7108,4.32\n'
                                  'cs081,SNIP4760,9.7\n'
                                  'cs314,SNIP17731,1.0\n'
                                  'cs131,SNIP8752,8.5\n'
                                  'cs081,SNIP3959,10.06\n'
                                  'cs193,SNIP8666,4.9\n'
                                  'cs033,SNIP2035,4.8\n'
                                  'cs023,SNIP12072,11.01\n'
                                  'cs193,SNIP3981,2.2\n'
                                  'cs184,SNIP6854,10.2\n'
                                  'cs184,SNIP3780,13.86\n'
                                  'cs081,SNIP13340,7.2\n'},
             'metrics': {'k': 5,
                         'map': 0.652417,
                         'mrr': 0.8,
                         'n_queries': 10,
                         'ndcg': 0.65062,
                         'precision_at_k': 0.5,
                         'recall_at_k': 0.6975}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs125', '14', '0.86592', '1.0', '1.0'],
                           ['cs187', '9', '0.262077', '0.0', '0.0'],
                           ['cs189', '4', '1.0', '1.0', '1.0'],
                           ['cs212', '5', '0.341927', '0.125', '0.5'],
                           ['cs217', '11', '1.0', '0.6', '1.0'],
                           ['cs228', '12', '0.326456', '0.166667', '0.5'],
                           ['cs242', '13', '0.649772', '1.0', '1.0'],
                           ['cs319', '8', '0.041959', '0.0', '0.0'],
                           ['cs360', '0', '0.0', '0.0', '0.0']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs204,SNIP5989,0\n'
                                    'cs011,SNIP4366,1\n'
                                    'cs212,SNIP2129,0\n'
                                    'cs204,SNIP6886,1\n'
                                    'cs228,SNIP2069,2\n'
                                    'cs189,SNIP7293,0\n'
                                    'cs360,SNIP4040,1\n'
                                    'cs011,SNIP7898,1\n'
                                    'cs319,SNIP3021,0\n'
                                    'cs204,SNIP9726,1\n'
                                    'cs217,SNIP1646,2\n'
                                    'cs125,SNIP8246,2\n'
                                    'cs228,SNIP6219,1\n'
                                    'cs212,SNIP5768,0\n'
                                    'cs228,SNIP8400,1\n'
                                    'cs187,SNIP5041,1\n'
                                    'cs242,SNIP4416,0\n'
                                    'cs189,SNIP4309,2\n'
                                    'cs228,SNIP9877,1\n'
                                    'cs360,SNIP2720,1\n'
                                    'cs187,SNIP8192,1\n'
                                    'cs242,SNIP5749,2\n'
                                    'cs217,SNIP8682,2\n'
                                    'cs011,SNIP6744,1\n'
                                    'cs204,SNIP8194,0\n'
                                    'cs228,SNIP8880,0\n'
                                    'cs125,SNIP5451,2\n'
                                    'cs319,SNIP3510,0\n'
                                    'cs319,SNIP1084,0\n'
                                    'cs360,SNIP4775,0\n'
                                    'cs228,SNIP3790,0\n'
                                    'cs125,SNIP1766,1\n'
                                    'cs319,SNIP5124,0\n'
                                    'cs125,SNIP3390,3\n'
                                    'cs217,SNIP5957,2\n'
                                    'cs360,SNIP5654,2\n'
                                    'cs125,SNIP8549,1\n'
                                    'cs319,SNIP6492,1\n'
                                    'cs242,SNIP1962,3\n'
                                    'cs242,SNIP8739,0\n'
                                    'cs360,SNIP1831,0\n'
                                    'cs212,SNIP5393,1\n'
                                    'cs217,SNIP5510,0\n'
                                    'cs187,SNIP8949,3\n'
                                    'cs204,SNIP5925,0\n'
                                    'cs125,SNIP2848,1\n'
                                    'cs360,SNIP8334,0\n'
                                    'cs125,SNIP4433,1\n'
                                    'cs319,SNIP1159,1\n'
                                    'cs125,SNIP5411,3\n'
                                    'cs228,SNIP6789,1\n'
                                    'cs228,SNIP9024,0\n'
                                    'cs011,SNIP4754,0\n'
                                    'cs187,SNIP4941,1\n'
                                    'cs319,SNIP6116,0\n'
                                    'cs228,SNIP9491,2\n'
                                    'cs212,SNIP6542,3\n'
                                    'cs189,SNIP4741,1\n'
                                    'cs217,SNIP9106,0\n'
                                    'cs011,SNIP9134,1\n'
                                    'cs125,SNIP1933,0\n'
                                    'cs360,SNIP6606,0\n'
                                    'cs187,SNIP7331,1\n'
                                    'cs228,SNIP2695,1\n'
                                    'cs360,SNIP2016,3\n'
                                    'cs011,SNIP4907,0\n'
                                    'cs212,SNIP6536,3\n'
                                    'cs125,SNIP2097,3\n'
                                    'cs360,SNIP4941,1\n'
                                    'cs217,SNIP7317,3\n'
                                    'cs242,SNIP2106,2\n'
                                    'cs189,SNIP4143,0\n'
                                    'cs242,SNIP4884,3\n'
                                    'cs217,SNIP6854,0\n'
                                    'cs189,SNIP3241,0\n'
                                    'cs187,SNIP3168,1\n'
                                    'cs187,SNIP8699,1\n'
                                    'cs187,SNIP6733,1\n'
                                    'cs011,SNIP9274,0\n'
                                    'cs319,SNIP7346,3\n'
                                    'cs228,SNIP9909,0\n'
                                    'cs360,SNIP9468,3\n'
                                    'cs319,SNIP4569,0\n'
                                    'cs217,SNIP1871,2\n'
                                    'cs360,SNIP8962,1\n'
                                    'cs217,SNIP6987,0\n'
                                    'cs217,SNIP1840,1\n'
                                    'cs011,SNIP6540,0\n'
                                    'cs242,SNIP7555,0\n'
                                    'cs189,SNIP3479,1\n'
                                    'cs319,SNIP6054,1\n'
                                    'cs011,SNIP3183,1\n'
                                    'cs187,SNIP3533,0\n'
                                    'cs228,SNIP3496,1\n'
                                    'cs204,SNIP2962,1\n'
                                    'cs217,SNIP6986,1\n'
                                    'cs319,SNIP7595,1\n'
                                    'cs189,SNIP3072,0\n'
                                    'cs011,SNIP7363,1\n'
                                    'cs228,SNIP5070,3\n'
                                    'cs189,SNIP9904,1\n'
                                    'cs187,SNIP3507,0\n'
                                    'cs217,SNIP7338,0\n'
                                    'cs125,SNIP7318,1\n'
                                    'cs212,SNIP7375,2\n'
                                    'cs319,SNIP9772,3\n'
                                    'cs242,SNIP7027,1\n'
                                    'cs242,SNIP2484,2\n'
                                    'cs011,SNIP1668,1\n'
                                    'cs242,SNIP1220,2\n'
                                    'cs204,SNIP4611,1\n'
                                    'cs212,SNIP1606,2\n'
                                    'cs125,SNIP5407,2\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs242,SNIP14515,0.9\n'
                                  'cs189,SNIP4309,12.2\n'
                                  'cs369,SNIP13068,1.64\n'
                                  'cs189,SNIP3479,9.29\n'
                                  'cs217,SNIP10292,0.3\n'
                                  'cs217,SNIP5510,5.18\n'
                                  'cs212,SNIP6536,13.0\n'
                                  'cs212,SNIP19441,6.9\n'
                                  'cs011,SNIP14191,7.8\n'
                                  'cs011,SNIP7363,8.96\n'
                                  'cs228,SNIP3790,4.0\n'
                                  'cs217,SNIP7338,4.1\n'
                                  'cs242,SNIP17265,5.68\n'
                                  'cs204,SNIP6886,6.3\n'
                                  'cs204,SNIP2962,10.6\n'
                                  'cs242,SNIP8739,5.68\n'
                                  'cs217,SNIP1871,14.6\n'
                                  'cs369,SNIP18868,5.11\n'
                                  'cs319,SNIP14005,7.3\n'
                                  'cs011,SNIP6744,7.1\n'
                                  'cs187,SNIP3507,5.73\n'
                                  'cs228,SNIP17470,0.58\n'
                                  'cs204,SNIP15384,13.4\n'
                                  'cs242,SNIP1220,9.8\n'
                                  'cs369,SNIP13764,1.64\n'
                                  'cs319,SNIP5124,0.3\n'
                                  'cs187,SNIP6733,5.73\n'
                                  'cs228,SNIP9024,2.78\n'
                                  'cs217,SNIP18434,1.34\n'
                                  'cs204,SNIP9726,9.8\n'
                                  'cs319,SNIP6054,6.37\n'
                                  'cs217,SNIP1840,6.12\n'
                                  'cs212,SNIP5393,6.52\n'
                                  'cs187,SNIP17862,6.31\n'
                                  'cs369,SNIP19283,0.3\n'
                                  'cs187,SNIP7331,12.2\n'
                                  'cs187,SNIP8699,7.1\n'
                                  'cs242,SNIP7027,5.68\n'
                                  'cs125,SNIP1766,8.5\n'
                                  'cs011,SNIP6540,5.9\n'
                                  'cs204,SNIP4611,13.4\n'
                                  'cs228,SNIP11457,1.7\n'
                                  'cs125,SNIP4433,5.54\n'
                                  'cs217,SNIP16722,2.4\n'
                                  'cs125,SNIP8246,15.2\n'
                                  'cs189,SNIP19213,4.15\n'
                                  'cs319,SNIP7595,1.8\n'
                                  'cs242,SNIP2484,15.61\n'
                                  'cs011,SNIP3183,2.8\n'
                                  'cs242,SNIP2106,15.1\n'
                                  'cs242,SNIP5749,10.2\n'
                                  'cs125,SNIP5407,16.12\n'
                                  'cs187,SNIP3533,6.7\n'
                                  'cs011,SNIP4754,7.6\n'
                                  'cs389,SNIP13708,6.03\n'
                                  'cs228,SNIP2069,9.7\n'
                                  'cs217,SNIP6986,1.34\n'
                                  'cs217,SNIP7317,19.8\n'
                                  'cs011,SNIP4907,2.63\n'
                                  'cs204,SNIP12135,0.3\n'
                                  'cs204,SNIP5989,9.3\n'
                                  'cs389,SNIP12068,6.03\n'
                                  'cs125,SNIP7318,6.62\n'
                                  'cs125,SNIP8549,7.6\n'
                                  'cs125,SNIP1933,3.2\n'
                                  'cs242,SNIP10195,9.0\n'
                                  'cs228,SNIP2695,4.19\n'
                                  'cs189,SNIP4741,9.29\n'
                                  'cs125,SNIP2848,5.54\n'
                                  'cs125,SNIP15659,7.6\n'
                                  'cs228,SNIP8400,4.1\n'
                                  'cs242,SNIP1962,10.67\n'
                                  'cs187,SNIP3168,7.2\n'
                                  'cs242,SNIP4416,6.0\n'
                                  'cs212,SNIP15133,13.0\n'
                                  'cs011,SNIP9274,2.8\n'
                                  'cs319,SNIP3021,0.3\n'
                                  'cs011,SNIP4366,11.7\n'
                                  'cs187,SNIP8192,9.3\n'
                                  'cs217,SNIP8682,19.8\n'
                                  'cs125,SNIP5411,11.93\n'
                                  'cs011,SNIP1668,7.8\n'
                                  'cs228,SNIP3496,9.39\n'
                                  'cs125,SNIP5451,14.5\n'
                                  'cs228,SNIP6219,9.7\n'
                                  'cs319,SNIP4569,1.8\n'
                                  'cs011,SNIP7898,5.9\n'
                                  'cs242,SNIP4884,15.1\n'
                                  'cs228,SNIP9877,4.19\n'
                                  'cs228,SNIP6789,11.72\n'
                                  'cs212,SNIP5768,5.0\n'
                                  'cs187,SNIP12585,2.4\n'
                                  'cs389,SNIP10598,6.03\n'
                                  'cs125,SNIP2097,16.6\n'
                                  'cs125,SNIP19111,3.5\n'
                                  'cs204,SNIP17273,0.3\n'
                                  'cs204,SNIP8194,10.31\n'
                                  'cs319,SNIP1084,6.8\n'
                                  'cs217,SNIP9106,5.18\n'
                                  'cs319,SNIP3510,0.3\n'
                                  'cs204,SNIP19487,3.56\n'
                                  'cs242,SNIP12441,3.74\n'
                                  'cs125,SNIP3390,16.2\n'
                                  'cs228,SNIP13840,7.82\n'},
             'metrics': {'k': 3,
                         'map': 0.432407,
                         'mrr': 0.555556,
                         'n_queries': 9,
                         'ndcg': 0.498679,
                         'precision_at_k': 0.444444,
                         'recall_at_k': 0.353704}}}
CHOICE = {'chosen': 'distil_v2', 'metric': 'ndcg', 'scores': {'distil_v2': 0.658251, 'gbm_v4': 0.614403}}

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
