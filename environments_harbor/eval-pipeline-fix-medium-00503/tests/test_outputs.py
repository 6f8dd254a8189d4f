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
VISIBLE = {'transformer_s': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                                 ['cs035', '11', '0.727193', '0.7875', '1.0'],
                                 ['cs087', '0', '0.0', '0.0', '0.0'],
                                 ['cs108', '9', '0.938506', '1.0', '1.0'],
                                 ['cs160', '12', '0.48976', '0.365079', '0.333333'],
                                 ['cs203', '8', '0.687148', '0.388889', '0.5'],
                                 ['cs220', '7', '0.470202', '0.25', '0.5'],
                                 ['cs242', '9', '0.458058', '0.333333', '0.5'],
                                 ['cs245', '10', '0.804613', '1.0', '1.0'],
                                 ['cs266', '10', '0.798485', '0.5', '1.0'],
                                 ['cs271', '10', '0.417511', '0.4', '1.0'],
                                 ['cs300', '14', '0.865657', '0.625', '1.0'],
                                 ['cs373', '9', '0.843574', '0.5', '1.0']],
                   'metrics': {'k': 3,
                               'map': 0.512483,
                               'mrr': 0.736111,
                               'n_queries': 12,
                               'ndcg': 0.625059,
                               'precision_at_k': 0.5,
                               'recall_at_k': 0.472917}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs034', '10', '0.350933', '0.345238', '0.5'],
                           ['cs040', '0', '0.0', '0.0', '0.0'],
                           ['cs168', '9', '0.747927', '0.666667', '1.0'],
                           ['cs170', '9', '0.79033', '0.666667', '1.0'],
                           ['cs191', '8', '0.606168', '0.5', '1.0'],
                           ['cs303', '13', '0.852648', '0.758333', '1.0'],
                           ['cs366', '10', '0.964487', '0.95', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs170,SNIP4580,0\n'
                                    'cs303,SNIP5850,2\n'
                                    'cs040,SNIP9665,0\n'
                                    'cs032,SNIP4147,1\n'
                                    'cs032,SNIP8787,1\n'
                                    'cs034,SNIP1391,3\n'
                                    'cs032,SNIP4082,1\n'
                                    'cs366,SNIP1288,0\n'
                                    'cs191,SNIP2999,1\n'
                                    'cs191,SNIP2735,2\n'
                                    'cs167,SNIP5385,0\n'
                                    'cs366,SNIP3320,3\n'
                                    'cs032,SNIP2869,1\n'
                                    'cs303,SNIP4894,2\n'
                                    'cs170,SNIP1920,2\n'
                                    'cs191,SNIP5682,0\n'
                                    'cs366,SNIP4708,0\n'
                                    'cs032,SNIP3966,0\n'
                                    'cs168,SNIP8608,0\n'
                                    'cs303,SNIP8269,1\n'
                                    'cs366,SNIP8434,1\n'
                                    'cs303,SNIP8968,0\n'
                                    'cs032,SNIP1842,1\n'
                                    'cs170,SNIP5428,0\n'
                                    'cs034,SNIP8299,0\n'
                                    'cs034,SNIP9312,1\n'
                                    'cs168,SNIP2906,0\n'
                                    'cs034,SNIP5978,0\n'
                                    'cs032,SNIP8924,0\n'
                                    'cs170,SNIP5083,1\n'
                                    'cs034,SNIP4085,0\n'
                                    'cs040,SNIP2098,0\n'
                                    'cs034,SNIP1959,2\n'
                                    'cs191,SNIP8866,0\n'
                                    'cs191,SNIP7503,0\n'
                                    'cs170,SNIP5842,2\n'
                                    'cs167,SNIP9680,1\n'
                                    'cs167,SNIP1815,0\n'
                                    'cs170,SNIP6687,0\n'
                                    'cs191,SNIP1711,2\n'
                                    'cs303,SNIP7483,3\n'
                                    'cs303,SNIP3029,2\n'
                                    'cs167,SNIP5266,0\n'
                                    'cs170,SNIP4986,0\n'
                                    'cs191,SNIP9085,2\n'
                                    'cs170,SNIP9222,0\n'
                                    'cs168,SNIP4672,0\n'
                                    'cs040,SNIP5011,2\n'
                                    'cs032,SNIP8365,1\n'
                                    'cs167,SNIP7507,1\n'
                                    'cs303,SNIP4837,2\n'
                                    'cs366,SNIP3289,1\n'
                                    'cs032,SNIP1389,0\n'
                                    'cs034,SNIP2436,3\n'
                                    'cs034,SNIP5059,2\n'
                                    'cs040,SNIP7574,2\n'
                                    'cs168,SNIP9109,2\n'
                                    'cs366,SNIP4775,2\n'
                                    'cs167,SNIP7955,1\n'
                                    'cs167,SNIP6395,1\n'
                                    'cs167,SNIP5901,0\n'
                                    'cs040,SNIP6662,0\n'
                                    'cs034,SNIP7477,3\n'
                                    'cs167,SNIP6186,0\n'
                                    'cs303,SNIP3944,2\n'
                                    'cs034,SNIP7093,1\n'
                                    'cs366,SNIP8985,3\n'
                                    'cs040,SNIP3246,1\n'
                                    'cs167,SNIP5544,1\n'
                                    'cs040,SNIP2258,2\n'
                                    'cs191,SNIP4016,2\n'
                                    'cs168,SNIP8631,1\n'
                                    'cs366,SNIP3354,0\n'
                                    'cs168,SNIP1802,2\n'
                                    'cs040,SNIP2372,1\n'
                                    'cs034,SNIP4917,1\n'
                                    'cs170,SNIP3891,2\n'
                                    'cs167,SNIP7284,0\n'
                                    'cs168,SNIP7389,2\n'
                                    'cs303,SNIP6637,0\n'
                                    'cs034,SNIP1972,2\n'
                                    'cs366,SNIP4762,0\n'
                                    'cs303,SNIP5447,0\n'
                                    'cs366,SNIP2296,2\n'
                                    'cs040,SNIP3603,0\n'
                                    'cs034,SNIP3064,0\n'
                                    'cs303,SNIP4042,1\n'
                                    'cs191,SNIP6867,0\n'
                                    'cs040,SNIP4162,0\n'
                                    'cs032,SNIP1744,1\n'
                                    'cs170,SNIP3998,0\n'
                                    'cs366,SNIP4343,1\n'
                                    'cs040,SNIP5862,3\n'
                                    'cs168,SNIP4646,1\n'
                                    'cs032,SNIP1755,1\n'
                                    'cs032,SNIP8417,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs034,SNIP1391,14.8\n'
                                  'cs366,SNIP3320,14.38\n'
                                  'cs170,SNIP1920,9.5\n'
                                  'cs366,SNIP2296,9.2\n'
                                  'cs366,SNIP4775,8.3\n'
                                  'cs168,SNIP8608,4.74\n'
                                  'cs032,SNIP1755,8.31\n'
                                  'cs170,SNIP13720,8.1\n'
                                  'cs034,SNIP11350,14.8\n'
                                  'cs167,SNIP7955,12.16\n'
                                  'cs366,SNIP3354,8.6\n'
                                  'cs191,SNIP1711,11.8\n'
                                  'cs032,SNIP4147,9.5\n'
                                  'cs032,SNIP3966,3.6\n'
                                  'cs168,SNIP7389,10.32\n'
                                  'cs032,SNIP8417,6.18\n'
                                  'cs032,SNIP4082,9.4\n'
                                  'cs303,SNIP4837,4.42\n'
                                  'cs168,SNIP4672,4.5\n'
                                  'cs303,SNIP3944,9.0\n'
                                  'cs303,SNIP8968,5.9\n'
                                  'cs168,SNIP14871,3.7\n'
                                  'cs168,SNIP16908,1.0\n'
                                  'cs303,SNIP7483,16.2\n'
                                  'cs167,SNIP5266,2.87\n'
                                  'cs366,SNIP19635,6.65\n'
                                  'cs034,SNIP4085,5.2\n'
                                  'cs034,SNIP9312,2.6\n'
                                  'cs034,SNIP2436,9.74\n'
                                  'cs167,SNIP15586,2.87\n'
                                  'cs303,SNIP4894,8.47\n'
                                  'cs191,SNIP5682,1.17\n'
                                  'cs191,SNIP9085,10.6\n'
                                  'cs170,SNIP5842,9.68\n'
                                  'cs167,SNIP1815,5.1\n'
                                  'cs032,SNIP8787,7.01\n'
                                  'cs167,SNIP7284,0.3\n'
                                  'cs366,SNIP8985,14.9\n'
                                  'cs191,SNIP13928,8.7\n'
                                  'cs191,SNIP2999,3.66\n'
                                  'cs303,SNIP8269,8.06\n'
                                  'cs167,SNIP6395,8.15\n'
                                  'cs170,SNIP6687,4.6\n'
                                  'cs191,SNIP13843,2.37\n'
                                  'cs167,SNIP6186,8.2\n'
                                  'cs170,SNIP5083,9.5\n'
                                  'cs168,SNIP8631,7.2\n'
                                  'cs366,SNIP1288,4.23\n'
                                  'cs303,SNIP17385,4.42\n'
                                  'cs168,SNIP1802,8.2\n'
                                  'cs303,SNIP17863,1.4\n'
                                  'cs191,SNIP8866,7.1\n'
                                  'cs383,SNIP13431,2.29\n'
                                  'cs366,SNIP4708,4.1\n'
                                  'cs366,SNIP4762,4.01\n'
                                  'cs303,SNIP6637,5.1\n'
                                  'cs303,SNIP5850,9.0\n'
                                  'cs032,SNIP2869,8.31\n'
                                  'cs170,SNIP10058,8.1\n'
                                  'cs170,SNIP3998,4.02\n'
                                  'cs034,SNIP7093,11.32\n'
                                  'cs191,SNIP19358,3.66\n'
                                  'cs032,SNIP1389,6.7\n'
                                  'cs034,SNIP1972,10.69\n'
                                  'cs167,SNIP11877,0.3\n'
                                  'cs032,SNIP1842,6.09\n'
                                  'cs303,SNIP5447,9.8\n'
                                  'cs303,SNIP3029,9.1\n'
                                  'cs032,SNIP11417,5.3\n'
                                  'cs366,SNIP13532,4.01\n'
                                  'cs170,SNIP12734,3.07\n'
                                  'cs167,SNIP7507,8.1\n'
                                  'cs032,SNIP8365,10.2\n'
                                  'cs167,SNIP5385,8.2\n'
                                  'cs168,SNIP4646,1.0\n'
                                  'cs034,SNIP1959,11.46\n'
                                  'cs034,SNIP3064,5.58\n'
                                  'cs168,SNIP16993,3.7\n'
                                  'cs167,SNIP9680,2.6\n'
                                  'cs377,SNIP13498,4.1\n'
                                  'cs034,SNIP19860,14.8\n'
                                  'cs303,SNIP4042,7.8\n'
                                  'cs170,SNIP9222,6.59\n'},
             'metrics': {'k': 5,
                         'map': 0.555272,
                         'mrr': 0.785714,
                         'n_queries': 7,
                         'ndcg': 0.61607,
                         'precision_at_k': 0.457143,
                         'recall_at_k': 0.547619}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs104', '8', '0.92258', '0.8', '1.0'],
                           ['cs105', '9', '1.0', '1.0', '1.0'],
                           ['cs194', '0', '0.0', '0.0', '0.0'],
                           ['cs212', '11', '1.0', '0.788889', '1.0'],
                           ['cs255', '13', '0.518897', '0.6875', '1.0'],
                           ['cs304', '12', '0.106465', '0.342857', '1.0'],
                           ['cs314', '6', '0.0', '0.145833', '0.25'],
                           ['cs318', '10', '0.567973', '0.341667', '1.0'],
                           ['cs353', '12', '0.66551', '0.875', '1.0'],
                           ['cs376', '7', '0.121038', '0.083333', '0.333333']],
             'config': {'k': 3, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs353,SNIP9759,0\n'
                                    'cs255,SNIP3107,1\n'
                                    'cs104,SNIP4028,1\n'
                                    'cs314,SNIP9761,0\n'
                                    'cs212,SNIP6349,0\n'
                                    'cs212,SNIP5289,0\n'
                                    'cs255,SNIP5103,0\n'
                                    'cs105,SNIP9945,0\n'
                                    'cs304,SNIP6522,1\n'
                                    'cs255,SNIP2575,0\n'
                                    'cs194,SNIP7647,0\n'
                                    'cs194,SNIP8125,1\n'
                                    'cs304,SNIP4523,0\n'
                                    'cs376,SNIP2288,1\n'
                                    'cs314,SNIP4452,0\n'
                                    'cs304,SNIP7732,1\n'
                                    'cs194,SNIP3309,2\n'
                                    'cs105,SNIP6594,2\n'
                                    'cs353,SNIP7903,1\n'
                                    'cs255,SNIP4482,1\n'
                                    'cs212,SNIP4362,1\n'
                                    'cs318,SNIP9685,1\n'
                                    'cs194,SNIP1836,0\n'
                                    'cs314,SNIP4533,1\n'
                                    'cs063,SNIP2333,0\n'
                                    'cs255,SNIP4162,2\n'
                                    'cs314,SNIP8478,3\n'
                                    'cs304,SNIP6300,3\n'
                                    'cs194,SNIP8064,0\n'
                                    'cs063,SNIP5427,0\n'
                                    'cs304,SNIP7098,2\n'
                                    'cs318,SNIP8319,1\n'
                                    'cs194,SNIP4367,2\n'
                                    'cs376,SNIP4124,2\n'
                                    'cs255,SNIP2089,1\n'
                                    'cs255,SNIP5382,2\n'
                                    'cs353,SNIP4687,1\n'
                                    'cs104,SNIP2031,3\n'
                                    'cs318,SNIP2617,0\n'
                                    'cs376,SNIP6018,1\n'
                                    'cs376,SNIP2374,1\n'
                                    'cs212,SNIP7444,2\n'
                                    'cs353,SNIP3736,1\n'
                                    'cs105,SNIP6396,0\n'
                                    'cs212,SNIP9322,1\n'
                                    'cs212,SNIP3326,2\n'
                                    'cs318,SNIP8617,1\n'
                                    'cs353,SNIP9175,1\n'
                                    'cs353,SNIP5358,2\n'
                                    'cs376,SNIP2102,0\n'
                                    'cs353,SNIP4751,0\n'
                                    'cs304,SNIP1715,0\n'
                                    'cs255,SNIP4866,1\n'
                                    'cs194,SNIP7223,1\n'
                                    'cs353,SNIP9145,0\n'
                                    'cs105,SNIP9045,2\n'
                                    'cs376,SNIP2432,0\n'
                                    'cs353,SNIP2319,0\n'
                                    'cs376,SNIP7969,0\n'
                                    'cs318,SNIP9457,0\n'
                                    'cs255,SNIP6384,1\n'
                                    'cs104,SNIP5733,0\n'
                                    'cs063,SNIP6050,0\n'
                                    'cs314,SNIP6212,0\n'
                                    'cs353,SNIP4670,3\n'
                                    'cs105,SNIP7009,0\n'
                                    'cs255,SNIP3435,3\n'
                                    'cs353,SNIP7730,2\n'
                                    'cs105,SNIP1991,2\n'
                                    'cs063,SNIP8306,0\n'
                                    'cs063,SNIP5053,0\n'
                                    'cs318,SNIP2750,1\n'
                                    'cs063,SNIP5815,0\n'
                                    'cs063,SNIP3675,0\n'
                                    'cs353,SNIP5166,2\n'
                                    'cs304,SNIP4828,0\n'
                                    'cs304,SNIP8012,1\n'
                                    'cs318,SNIP9262,0\n'
                                    'cs104,SNIP9712,2\n'
                                    'cs314,SNIP8046,2\n'
                                    'cs194,SNIP3975,0\n'
                                    'cs255,SNIP3940,1\n'
                                    'cs104,SNIP5764,0\n'
                                    'cs194,SNIP3520,2\n'
                                    'cs318,SNIP7596,1\n'
                                    'cs353,SNIP6111,0\n'
                                    'cs194,SNIP9689,1\n'
                                    'cs194,SNIP3530,0\n'
                                    'cs318,SNIP9392,2\n'
                                    'cs194,SNIP3497,1\n'
                                    'cs063,SNIP9536,0\n'
                                    'cs304,SNIP4018,0\n'
                                    'cs314,SNIP5818,2\n'
                                    'cs304,SNIP3196,1\n'
                                    'cs318,SNIP1219,2\n'
                                    'cs318,SNIP8648,0\n'
                                    'cs063,SNIP7119,0\n'
                                    'cs063,SNIP9046,0\n'
                                    'cs255,SNIP9289,2\n'
                                    'cs304,SNIP2539,0\n'
                                    'cs105,SNIP5263,2\n'
                                    'cs104,SNIP3778,1\n'
                                    'cs318,SNIP6864,2\n'
                                    'cs104,SNIP8959,3\n'
                                    'cs212,SNIP5295,1\n'
                                    'cs255,SNIP6976,0\n'
                                    'cs194,SNIP2500,3\n'
                                    'cs304,SNIP6879,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs212,SNIP6349,7.16\n'
                                  'cs255,SNIP10434,4.93\n'
                                  'cs104,SNIP18513,0.6\n'
                                  'cs304,SNIP3196,9.3\n'
                                  'cs376,SNIP14597,3.15\n'
                                  'cs353,SNIP7903,12.9\n'
                                  'cs104,SNIP4028,8.7\n'
                                  'cs255,SNIP3435,10.79\n'
                                  'cs318,SNIP7596,11.0\n'
                                  'cs314,SNIP4452,0.3\n'
                                  'cs318,SNIP8617,1.4\n'
                                  'cs376,SNIP19045,3.15\n'
                                  'cs304,SNIP12767,4.5\n'
                                  'cs255,SNIP5382,11.31\n'
                                  'cs304,SNIP4523,4.22\n'
                                  'cs104,SNIP3778,11.8\n'
                                  'cs353,SNIP6111,0.3\n'
                                  'cs314,SNIP6212,3.49\n'
                                  'cs376,SNIP10473,0.3\n'
                                  'cs255,SNIP5103,4.3\n'
                                  'cs063,SNIP17210,3.1\n'
                                  'cs318,SNIP12775,4.6\n'
                                  'cs353,SNIP9759,2.82\n'
                                  'cs212,SNIP11268,7.7\n'
                                  'cs255,SNIP2575,6.75\n'
                                  'cs105,SNIP6594,6.5\n'
                                  'cs212,SNIP19793,0.42\n'
                                  'cs063,SNIP5053,3.2\n'
                                  'cs353,SNIP5166,12.3\n'
                                  'cs353,SNIP7730,9.0\n'
                                  'cs353,SNIP2319,0.3\n'
                                  'cs318,SNIP13684,2.53\n'
                                  'cs104,SNIP2031,14.81\n'
                                  'cs063,SNIP8306,3.2\n'
                                  'cs255,SNIP4866,10.79\n'
                                  'cs318,SNIP6864,12.0\n'
                                  'cs255,SNIP17537,1.12\n'
                                  'cs104,SNIP17202,5.91\n'
                                  'cs063,SNIP5815,3.1\n'
                                  'cs353,SNIP18861,2.82\n'
                                  'cs314,SNIP8478,0.3\n'
                                  'cs105,SNIP7009,0.3\n'
                                  'cs105,SNIP15441,2.5\n'
                                  'cs314,SNIP12270,2.72\n'
                                  'cs212,SNIP7444,11.95\n'
                                  'cs255,SNIP3107,10.3\n'
                                  'cs212,SNIP5289,5.13\n'
                                  'cs304,SNIP14038,9.0\n'
                                  'cs318,SNIP2617,5.48\n'
                                  'cs304,SNIP1715,5.9\n'
                                  'cs304,SNIP10576,0.9\n'
                                  'cs304,SNIP13345,7.2\n'
                                  'cs212,SNIP10376,7.89\n'
                                  'cs104,SNIP5733,1.9\n'
                                  'cs255,SNIP4482,10.83\n'
                                  'cs376,SNIP13501,9.1\n'
                                  'cs255,SNIP6976,5.42\n'
                                  'cs255,SNIP9289,14.28\n'
                                  'cs105,SNIP11792,2.5\n'
                                  'cs063,SNIP3675,4.5\n'
                                  'cs304,SNIP2539,0.9\n'
                                  'cs105,SNIP1991,9.9\n'
                                  'cs353,SNIP5358,9.42\n'
                                  'cs376,SNIP2374,7.4\n'
                                  'cs104,SNIP15376,1.9\n'
                                  'cs353,SNIP9145,0.4\n'
                                  'cs353,SNIP9175,5.2\n'
                                  'cs385,SNIP12365,1.36\n'
                                  'cs318,SNIP9392,1.4\n'
                                  'cs318,SNIP9457,6.34\n'
                                  'cs212,SNIP5295,5.13\n'
                                  'cs314,SNIP5818,2.72\n'
                                  'cs105,SNIP19455,1.9\n'
                                  'cs314,SNIP13190,2.97\n'
                                  'cs063,SNIP7119,3.1\n'
                                  'cs318,SNIP8648,1.5\n'
                                  'cs385,SNIP11175,1.36\n'
                                  'cs399,SNIP10043,3.11\n'
                                  'cs212,SNIP16033,8.23\n'
                                  'cs105,SNIP6396,2.5\n'
                                  'cs212,SNIP9322,8.6\n'
                                  'cs376,SNIP7969,3.88\n'
                                  'cs318,SNIP18468,1.4\n'
                                  'cs376,SNIP2432,7.6\n'
                                  'cs255,SNIP18151,0.48\n'
                                  'cs304,SNIP6879,5.9\n'
                                  'cs212,SNIP4362,5.1\n'
                                  'cs353,SNIP4687,10.6\n'
                                  'cs304,SNIP4018,1.1\n'
                                  'cs353,SNIP4670,12.8\n'
                                  'cs304,SNIP8012,4.5\n'
                                  'cs105,SNIP5263,9.9\n'
                                  'cs212,SNIP3326,11.95\n'
                                  'cs255,SNIP6384,6.61\n'
                                  'cs104,SNIP8959,19.27\n'
                                  'cs105,SNIP9045,10.9\n'
                                  'cs304,SNIP6522,5.5\n'},
             'metrics': {'k': 3,
                         'map': 0.506508,
                         'mrr': 0.758333,
                         'n_queries': 10,
                         'ndcg': 0.490246,
                         'precision_at_k': 0.633333,
                         'recall_at_k': 0.326786}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['cs045', '8', '0.319662', '0.216667', '0.25'],
                           ['cs064', '11', '0.933183', '0.8', '1.0'],
                           ['cs086', '0', '0.0', '0.0', '0.0'],
                           ['cs121', '8', '0.852532', '0.566667', '1.0'],
                           ['cs174', '11', '0.446882', '0.177778', '0.2'],
                           ['cs190', '10', '0.946347', '1.0', '1.0'],
                           ['cs238', '12', '0.913142', '1.0', '1.0']],
             'config': {'k': 5, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'cs086,SNIP7987,0\n'
                                    'cs121,SNIP7033,0\n'
                                    'cs010,SNIP4443,0\n'
                                    'cs045,SNIP7190,1\n'
                                    'cs064,SNIP5599,0\n'
                                    'cs238,SNIP1436,0\n'
                                    'cs121,SNIP3293,2\n'
                                    'cs064,SNIP9162,3\n'
                                    'cs064,SNIP2452,0\n'
                                    'cs190,SNIP1494,2\n'
                                    'cs010,SNIP4884,0\n'
                                    'cs010,SNIP5214,1\n'
                                    'cs174,SNIP9421,2\n'
                                    'cs045,SNIP7406,1\n'
                                    'cs010,SNIP7536,1\n'
                                    'cs086,SNIP1878,0\n'
                                    'cs121,SNIP3605,1\n'
                                    'cs086,SNIP6830,1\n'
                                    'cs086,SNIP2164,0\n'
                                    'cs174,SNIP6668,1\n'
                                    'cs190,SNIP6400,0\n'
                                    'cs045,SNIP3050,1\n'
                                    'cs121,SNIP4072,3\n'
                                    'cs064,SNIP3270,0\n'
                                    'cs174,SNIP9569,0\n'
                                    'cs086,SNIP1994,0\n'
                                    'cs174,SNIP6704,1\n'
                                    'cs045,SNIP8672,3\n'
                                    'cs238,SNIP2587,1\n'
                                    'cs045,SNIP7632,0\n'
                                    'cs064,SNIP8394,1\n'
                                    'cs064,SNIP8335,0\n'
                                    'cs238,SNIP5222,1\n'
                                    'cs174,SNIP6108,0\n'
                                    'cs238,SNIP9607,0\n'
                                    'cs086,SNIP3737,2\n'
                                    'cs121,SNIP1069,1\n'
                                    'cs174,SNIP3130,0\n'
                                    'cs086,SNIP9928,1\n'
                                    'cs174,SNIP9386,2\n'
                                    'cs174,SNIP9725,0\n'
                                    'cs010,SNIP4954,0\n'
                                    'cs064,SNIP3673,2\n'
                                    'cs238,SNIP4822,0\n'
                                    'cs010,SNIP6697,1\n'
                                    'cs045,SNIP9434,2\n'
                                    'cs121,SNIP6831,2\n'
                                    'cs238,SNIP5550,1\n'
                                    'cs174,SNIP3471,0\n'
                                    'cs064,SNIP9571,3\n'
                                    'cs121,SNIP2939,0\n'
                                    'cs064,SNIP7615,3\n'
                                    'cs238,SNIP2028,0\n'
                                    'cs064,SNIP8084,2\n'
                                    'cs010,SNIP3945,1\n'
                                    'cs238,SNIP8681,0\n'
                                    'cs238,SNIP6085,1\n'
                                    'cs238,SNIP3589,3\n'
                                    'cs190,SNIP5998,1\n'
                                    'cs086,SNIP3389,0\n'
                                    'cs174,SNIP3362,1\n'
                                    'cs010,SNIP7425,1\n'
                                    'cs045,SNIP4251,1\n'
                                    'cs238,SNIP8893,1\n'
                                    'cs190,SNIP8350,0\n'
                                    'cs190,SNIP9516,0\n'
                                    'cs174,SNIP7724,0\n'
                                    'cs086,SNIP6977,0\n'
                                    'cs190,SNIP7407,0\n'
                                    'cs010,SNIP7945,0\n'
                                    'cs086,SNIP7200,2\n'
                                    'cs190,SNIP2258,1\n'
                                    'cs064,SNIP8283,0\n'
                                    'cs064,SNIP4497,0\n'
                                    'cs174,SNIP4534,0\n'
                                    'cs238,SNIP8974,1\n'
                                    'cs086,SNIP1377,1\n'
                                    'cs190,SNIP5360,2\n'
                                    'cs045,SNIP1670,1\n'
                                    'cs010,SNIP9689,1\n'
                                    'cs121,SNIP4645,2\n'
                                    'cs045,SNIP8532,2\n'
                                    'cs238,SNIP3582,2\n'
                                    'cs190,SNIP5000,1\n'
                                    'cs121,SNIP2016,1\n'
                                    'cs174,SNIP3889,2\n'
                                    'cs190,SNIP9038,2\n'
                                    'cs190,SNIP6241,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'cs238,SNIP4822,7.3\n'
                                  'cs064,SNIP14004,5.92\n'
                                  'cs238,SNIP3589,13.16\n'
                                  'cs190,SNIP6241,7.4\n'
                                  'cs045,SNIP17536,3.9\n'
                                  'cs010,SNIP10736,3.51\n'
                                  'cs121,SNIP6831,6.0\n'
                                  'cs190,SNIP5360,10.78\n'
                                  'cs010,SNIP4954,0.9\n'
                                  'cs174,SNIP3889,9.3\n'
                                  'cs064,SNIP14194,4.51\n'
                                  'cs238,SNIP16748,4.7\n'
                                  'cs190,SNIP5000,5.71\n'
                                  'cs064,SNIP9571,14.63\n'
                                  'cs190,SNIP6400,6.92\n'
                                  'cs238,SNIP13665,2.87\n'
                                  'cs064,SNIP9162,13.87\n'
                                  'cs045,SNIP13398,10.4\n'
                                  'cs190,SNIP11129,6.92\n'
                                  'cs238,SNIP1436,4.9\n'
                                  'cs010,SNIP4443,2.5\n'
                                  'cs121,SNIP2016,3.9\n'
                                  'cs367,SNIP16480,3.99\n'
                                  'cs174,SNIP19741,3.94\n'
                                  'cs045,SNIP7632,1.6\n'
                                  'cs290,SNIP15826,8.5\n'
                                  'cs010,SNIP14065,1.89\n'
                                  'cs190,SNIP8350,5.47\n'
                                  'cs045,SNIP7406,10.11\n'
                                  'cs064,SNIP7615,16.16\n'
                                  'cs174,SNIP4534,3.71\n'
                                  'cs290,SNIP19935,3.9\n'
                                  'cs174,SNIP9386,8.84\n'
                                  'cs174,SNIP3130,3.0\n'
                                  'cs121,SNIP3605,8.3\n'
                                  'cs367,SNIP14183,3.99\n'
                                  'cs190,SNIP2258,5.71\n'
                                  'cs045,SNIP9434,7.08\n'
                                  'cs174,SNIP7724,5.9\n'
                                  'cs190,SNIP9038,13.0\n'
                                  'cs238,SNIP5222,6.5\n'
                                  'cs010,SNIP6697,6.0\n'
                                  'cs190,SNIP1494,11.22\n'
                                  'cs238,SNIP6085,4.9\n'
                                  'cs045,SNIP8532,8.31\n'
                                  'cs121,SNIP4645,5.6\n'
                                  'cs064,SNIP4497,3.19\n'
                                  'cs010,SNIP7945,7.0\n'
                                  'cs010,SNIP4884,4.9\n'
                                  'cs121,SNIP15371,2.7\n'
                                  'cs174,SNIP6704,13.2\n'
                                  'cs238,SNIP18440,3.22\n'
                                  'cs064,SNIP8283,6.18\n'
                                  'cs010,SNIP5214,6.0\n'
                                  'cs064,SNIP2452,6.5\n'
                                  'cs290,SNIP19303,8.5\n'
                                  'cs064,SNIP8084,9.11\n'
                                  'cs190,SNIP5998,5.6\n'
                                  'cs290,SNIP18620,7.84\n'
                                  'cs121,SNIP19493,3.9\n'
                                  'cs174,SNIP3362,9.53\n'
                                  'cs238,SNIP3582,11.2\n'
                                  'cs045,SNIP3050,10.4\n'
                                  'cs121,SNIP12233,5.6\n'
                                  'cs064,SNIP8335,6.5\n'
                                  'cs010,SNIP3945,6.0\n'
                                  'cs174,SNIP12838,2.69\n'
                                  'cs121,SNIP4072,17.11\n'
                                  'cs045,SNIP7190,4.85\n'
                                  'cs010,SNIP9689,11.68\n'
                                  'cs064,SNIP3270,1.62\n'
                                  'cs174,SNIP16596,9.53\n'
                                  'cs174,SNIP6668,10.65\n'
                                  'cs238,SNIP5550,4.9\n'
                                  'cs238,SNIP9607,2.5\n'
                                  'cs238,SNIP18354,5.48\n'},
             'metrics': {'k': 5,
                         'map': 0.537302,
                         'mrr': 0.635714,
                         'n_queries': 7,
                         'ndcg': 0.63025,
                         'precision_at_k': 0.428571,
                         'recall_at_k': 0.65}}}
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
