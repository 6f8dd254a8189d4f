import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/workspace/helpcenter-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'distil_v2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                             ['hc019', '11', '0.88387', '0.547917', '1.0'],
                             ['hc025', '12', '0.83081', '0.639583', '1.0'],
                             ['hc026', '0', '0.0', '0.0', '0.0'],
                             ['hc030', '12', '0.798881', '0.947222', '1.0'],
                             ['hc064', '15', '0.713621', '0.529606', '1.0'],
                             ['hc110', '10', '1.0', '0.703704', '1.0'],
                             ['hc122', '7', '0.765361', '0.591667', '1.0'],
                             ['hc141', '14', '0.86592', '0.772144', '1.0'],
                             ['hc206', '11', '0.878583', '0.950284', '1.0']],
               'metrics': {'k': 3,
                           'map': 0.631347,
                           'mrr': 0.888889,
                           'n_queries': 9,
                           'ndcg': 0.748561,
                           'precision_at_k': 0.777778,
                           'recall_at_k': 0.286476}}}
CASES = {'export1': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc033', '9', '1.0', '1.0', '1.0'],
                           ['hc045', '11', '0.427653', '0.457143', '1.0'],
                           ['hc088', '16', '0.628372', '0.847222', '1.0'],
                           ['hc116', '0', '0.0', '0.0', '0.0'],
                           ['hc118', '9', '0.890389', '0.6875', '1.0'],
                           ['hc197', '12', '0.703391', '0.777778', '1.0'],
                           ['hc259', '16', '0.883591', '0.785417', '1.0']],
             'config': {'k': 5, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc033,KB3250,0\n'
                                    'hc033,KB7231,0\n'
                                    'hc020,KB7248,0\n'
                                    'hc259,KB9454,2\n'
                                    'hc045,KB9140,2\n'
                                    'hc045,KB9025,0\n'
                                    'hc197,KB8035,1\n'
                                    'hc259,KB9792,3\n'
                                    'hc045,KB7418,1\n'
                                    'hc116,KB3581,2\n'
                                    'hc020,KB6269,0\n'
                                    'hc259,KB3310,0\n'
                                    'hc088,KB4985,0\n'
                                    'hc116,KB2183,1\n'
                                    'hc033,KB3969,0\n'
                                    'hc020,KB4301,0\n'
                                    'hc259,KB6563,0\n'
                                    'hc088,KB3816,0\n'
                                    'hc116,KB3534,0\n'
                                    'hc118,KB7942,0\n'
                                    'hc088,KB6218,0\n'
                                    'hc259,KB3551,2\n'
                                    'hc118,KB4822,1\n'
                                    'hc116,KB2895,3\n'
                                    'hc259,KB1185,2\n'
                                    'hc118,KB1968,0\n'
                                    'hc020,KB2443,0\n'
                                    'hc020,KB6692,0\n'
                                    'hc045,KB7362,0\n'
                                    'hc259,KB3970,3\n'
                                    'hc033,KB6938,1\n'
                                    'hc197,KB8993,1\n'
                                    'hc033,KB4500,0\n'
                                    'hc116,KB2531,3\n'
                                    'hc116,KB8909,2\n'
                                    'hc045,KB6586,0\n'
                                    'hc197,KB2060,2\n'
                                    'hc118,KB5038,1\n'
                                    'hc197,KB9654,1\n'
                                    'hc020,KB2976,0\n'
                                    'hc045,KB3070,0\n'
                                    'hc088,KB8979,1\n'
                                    'hc197,KB2702,1\n'
                                    'hc088,KB1851,3\n'
                                    'hc259,KB4010,3\n'
                                    'hc020,KB8325,0\n'
                                    'hc045,KB1575,3\n'
                                    'hc033,KB9241,0\n'
                                    'hc118,KB4981,2\n'
                                    'hc088,KB3756,0\n'
                                    'hc020,KB8737,0\n'
                                    'hc088,KB6277,0\n'
                                    'hc116,KB6899,0\n'
                                    'hc259,KB2511,1\n'
                                    'hc033,KB8589,0\n'
                                    'hc088,KB2397,2\n'
                                    'hc088,KB8267,0\n'
                                    'hc116,KB2035,1\n'
                                    'hc259,KB8690,0\n'
                                    'hc088,KB9071,2\n'
                                    'hc116,KB7484,0\n'
                                    'hc088,KB4319,2\n'
                                    'hc259,KB2218,0\n'
                                    'hc045,KB7456,0\n'
                                    'hc197,KB4973,0\n'
                                    'hc259,KB9033,1\n'
                                    'hc259,KB1896,0\n'
                                    'hc116,KB1086,0\n'
                                    'hc020,KB2450,0\n'
                                    'hc020,KB9188,0\n'
                                    'hc088,KB1128,2\n'
                                    'hc259,KB7749,0\n'
                                    'hc020,KB5512,0\n'
                                    'hc197,KB5733,1\n'
                                    'hc116,KB9662,3\n'
                                    'hc088,KB2893,2\n'
                                    'hc118,KB7480,0\n'
                                    'hc020,KB4418,0\n'
                                    'hc118,KB4921,1\n'
                                    'hc033,KB6052,1\n'
                                    'hc088,KB3914,1\n'
                                    'hc197,KB2352,2\n'
                                    'hc197,KB7142,2\n'
                                    'hc197,KB4003,0\n'
                                    'hc118,KB6937,0\n'
                                    'hc197,KB1835,1\n'
                                    'hc045,KB4357,3\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc088,KB6218,1.1\n'
                                  'hc338,KB12074,3.15\n'
                                  'hc045,KB12795,5.69\n'
                                  'hc259,KB1896,4.24\n'
                                  'hc338,KB19034,3.15\n'
                                  'hc259,KB9454,9.0\n'
                                  'hc020,KB8325,8.97\n'
                                  'hc033,KB6938,9.2\n'
                                  'hc088,KB13853,1.1\n'
                                  'hc118,KB14047,5.0\n'
                                  'hc088,KB2397,13.8\n'
                                  'hc033,KB3969,6.97\n'
                                  'hc197,KB2702,13.83\n'
                                  'hc020,KB11287,0.6\n'
                                  'hc033,KB19341,1.6\n'
                                  'hc033,KB9241,3.7\n'
                                  'hc088,KB3756,3.31\n'
                                  'hc338,KB11219,2.85\n'
                                  'hc197,KB2060,4.9\n'
                                  'hc045,KB9025,4.71\n'
                                  'hc088,KB4985,6.2\n'
                                  'hc033,KB4500,5.5\n'
                                  'hc197,KB12998,2.64\n'
                                  'hc259,KB19876,0.3\n'
                                  'hc088,KB1851,4.56\n'
                                  'hc020,KB8737,6.17\n'
                                  'hc259,KB3551,10.7\n'
                                  'hc118,KB4921,5.0\n'
                                  'hc088,KB8979,6.74\n'
                                  'hc020,KB2976,4.7\n'
                                  'hc088,KB4319,9.9\n'
                                  'hc285,KB11378,0.3\n'
                                  'hc020,KB7248,7.23\n'
                                  'hc118,KB6937,2.41\n'
                                  'hc338,KB11046,2.85\n'
                                  'hc033,KB8589,3.7\n'
                                  'hc020,KB17285,2.77\n'
                                  'hc045,KB7418,4.5\n'
                                  'hc259,KB7749,8.3\n'
                                  'hc197,KB2352,12.1\n'
                                  'hc118,KB18834,2.66\n'
                                  'hc197,KB5733,9.7\n'
                                  'hc259,KB3310,0.3\n'
                                  'hc259,KB8690,6.49\n'
                                  'hc045,KB4357,5.69\n'
                                  'hc088,KB3914,8.6\n'
                                  'hc088,KB6277,4.01\n'
                                  'hc045,KB6586,6.15\n'
                                  'hc197,KB8993,11.3\n'
                                  'hc045,KB11323,4.2\n'
                                  'hc088,KB1128,12.49\n'
                                  'hc259,KB2218,3.6\n'
                                  'hc033,KB3250,2.18\n'
                                  'hc088,KB14483,4.8\n'
                                  'hc197,KB18270,1.97\n'
                                  'hc197,KB4003,1.97\n'
                                  'hc259,KB15383,10.7\n'
                                  'hc045,KB7362,6.29\n'
                                  'hc045,KB9140,14.3\n'
                                  'hc118,KB4822,9.1\n'
                                  'hc020,KB2443,0.3\n'
                                  'hc259,KB4010,16.75\n'
                                  'hc033,KB7231,5.32\n'
                                  'hc259,KB15818,9.57\n'
                                  'hc259,KB2511,11.44\n'
                                  'hc118,KB1968,0.3\n'
                                  'hc197,KB4973,0.5\n'
                                  'hc088,KB8267,4.56\n'
                                  'hc045,KB3070,3.2\n'
                                  'hc197,KB7142,11.1\n'
                                  'hc197,KB9654,7.43\n'
                                  'hc045,KB7456,1.91\n'
                                  'hc045,KB14892,0.3\n'
                                  'hc118,KB4981,14.78\n'
                                  'hc020,KB4301,2.77\n'
                                  'hc259,KB3970,12.05\n'
                                  'hc259,KB6563,7.0\n'
                                  'hc020,KB2450,7.42\n'
                                  'hc118,KB12977,0.3\n'
                                  'hc259,KB9033,8.1\n'
                                  'hc197,KB11969,4.76\n'
                                  'hc118,KB15878,4.34\n'
                                  'hc020,KB15915,7.23\n'
                                  'hc088,KB11245,0.7\n'
                                  'hc020,KB4418,3.3\n'
                                  'hc033,KB6052,10.78\n'
                                  'hc088,KB15382,4.3\n'
                                  'hc259,KB9792,13.98\n'
                                  'hc020,KB6692,8.97\n'
                                  'hc020,KB6269,7.07\n'
                                  'hc088,KB2893,12.0\n'},
             'metrics': {'k': 5,
                         'map': 0.650723,
                         'mrr': 0.857143,
                         'n_queries': 7,
                         'ndcg': 0.647628,
                         'precision_at_k': 0.6,
                         'recall_at_k': 0.561508}},
 'export2': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc055', '7', '0.843574', '0.916667', '1.0'],
                           ['hc086', '5', '0.556298', '0.5', '1.0'],
                           ['hc099', '9', '0.152733', '0.0', '0.0'],
                           ['hc107', '8', '0.946768', '1.0', '1.0'],
                           ['hc119', '0', '0.0', '0.0', '0.0'],
                           ['hc229', '15', '0.615118', '0.730159', '1.0'],
                           ['hc232', '7', '0.077596', '0.0', '0.0'],
                           ['hc318', '13', '0.576667', '0.416667', '0.5']],
             'config': {'k': 3, 'min_grade': 2, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc119,KB3501,1\n'
                                    'hc086,KB4523,1\n'
                                    'hc099,KB9229,0\n'
                                    'hc232,KB4962,1\n'
                                    'hc119,KB2001,1\n'
                                    'hc318,KB8505,1\n'
                                    'hc107,KB4567,0\n'
                                    'hc119,KB3374,1\n'
                                    'hc107,KB9693,0\n'
                                    'hc107,KB3979,0\n'
                                    'hc229,KB4314,2\n'
                                    'hc119,KB6828,1\n'
                                    'hc318,KB1365,0\n'
                                    'hc119,KB5971,0\n'
                                    'hc318,KB1840,0\n'
                                    'hc055,KB3727,2\n'
                                    'hc107,KB5273,2\n'
                                    'hc107,KB5690,0\n'
                                    'hc232,KB1692,0\n'
                                    'hc318,KB5005,0\n'
                                    'hc086,KB5182,0\n'
                                    'hc119,KB2602,0\n'
                                    'hc119,KB4259,1\n'
                                    'hc055,KB5082,0\n'
                                    'hc318,KB2084,0\n'
                                    'hc229,KB1766,2\n'
                                    'hc053,KB9484,1\n'
                                    'hc318,KB5466,0\n'
                                    'hc229,KB7349,1\n'
                                    'hc232,KB8728,3\n'
                                    'hc099,KB2594,1\n'
                                    'hc053,KB1978,1\n'
                                    'hc318,KB6011,0\n'
                                    'hc318,KB4981,1\n'
                                    'hc055,KB3128,2\n'
                                    'hc099,KB2742,0\n'
                                    'hc119,KB7508,3\n'
                                    'hc107,KB6810,0\n'
                                    'hc119,KB5651,1\n'
                                    'hc055,KB3356,0\n'
                                    'hc232,KB6539,1\n'
                                    'hc229,KB8899,0\n'
                                    'hc119,KB4835,1\n'
                                    'hc119,KB9621,2\n'
                                    'hc086,KB8040,2\n'
                                    'hc318,KB2122,1\n'
                                    'hc229,KB8456,2\n'
                                    'hc232,KB1470,0\n'
                                    'hc229,KB1250,1\n'
                                    'hc318,KB7726,2\n'
                                    'hc229,KB6796,1\n'
                                    'hc053,KB3308,1\n'
                                    'hc055,KB1776,1\n'
                                    'hc232,KB1112,0\n'
                                    'hc119,KB3039,0\n'
                                    'hc053,KB1185,1\n'
                                    'hc055,KB8341,2\n'
                                    'hc229,KB6050,3\n'
                                    'hc107,KB5346,0\n'
                                    'hc099,KB9450,1\n'
                                    'hc086,KB7793,1\n'
                                    'hc099,KB6927,1\n'
                                    'hc318,KB2868,1\n'
                                    'hc086,KB9119,0\n'
                                    'hc229,KB5869,0\n'
                                    'hc229,KB7384,2\n'
                                    'hc055,KB4241,1\n'
                                    'hc086,KB5296,0\n'
                                    'hc086,KB8377,0\n'
                                    'hc099,KB5367,1\n'
                                    'hc053,KB6651,1\n'
                                    'hc229,KB3620,2\n'
                                    'hc107,KB9912,1\n'
                                    'hc229,KB6893,1\n'
                                    'hc318,KB1392,0\n'
                                    'hc107,KB4286,3\n'
                                    'hc053,KB7968,1\n'
                                    'hc318,KB1721,3\n'
                                    'hc099,KB8818,2\n'
                                    'hc232,KB9189,1\n'
                                    'hc229,KB1237,0\n'
                                    'hc086,KB2815,2\n'
                                    'hc053,KB4841,1\n'
                                    'hc107,KB4671,1\n'
                                    'hc107,KB9807,1\n'
                                    'hc229,KB6649,0\n'
                                    'hc053,KB9067,1\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc232,KB1692,3.3\n'
                                  'hc229,KB6796,3.7\n'
                                  'hc107,KB4286,13.26\n'
                                  'hc053,KB11354,9.29\n'
                                  'hc107,KB5346,6.53\n'
                                  'hc229,KB6893,6.51\n'
                                  'hc107,KB5273,7.2\n'
                                  'hc229,KB3620,11.11\n'
                                  'hc232,KB1470,4.5\n'
                                  'hc318,KB1365,8.6\n'
                                  'hc099,KB14758,0.3\n'
                                  'hc099,KB2594,5.9\n'
                                  'hc318,KB12089,6.9\n'
                                  'hc099,KB9450,0.3\n'
                                  'hc373,KB15775,0.3\n'
                                  'hc365,KB12419,4.97\n'
                                  'hc099,KB9229,9.1\n'
                                  'hc318,KB16764,8.93\n'
                                  'hc053,KB7968,8.12\n'
                                  'hc055,KB1776,8.6\n'
                                  'hc229,KB1250,5.72\n'
                                  'hc229,KB8456,10.85\n'
                                  'hc086,KB12367,9.77\n'
                                  'hc055,KB4241,6.5\n'
                                  'hc365,KB10330,4.4\n'
                                  'hc318,KB5466,1.69\n'
                                  'hc229,KB7384,8.87\n'
                                  'hc099,KB6927,3.73\n'
                                  'hc232,KB1112,2.54\n'
                                  'hc229,KB4314,8.87\n'
                                  'hc229,KB1766,10.64\n'
                                  'hc107,KB18534,3.45\n'
                                  'hc365,KB12194,8.6\n'
                                  'hc229,KB1237,0.3\n'
                                  'hc053,KB4841,4.6\n'
                                  'hc229,KB8899,5.81\n'
                                  'hc107,KB9693,3.45\n'
                                  'hc055,KB3128,8.2\n'
                                  'hc229,KB7349,9.7\n'
                                  'hc232,KB10086,3.3\n'
                                  'hc055,KB8341,12.7\n'
                                  'hc318,KB5005,6.4\n'
                                  'hc055,KB5082,8.2\n'
                                  'hc107,KB6810,6.13\n'
                                  'hc086,KB8040,13.2\n'
                                  'hc318,KB7726,8.6\n'
                                  'hc086,KB5182,9.77\n'
                                  'hc055,KB16953,0.3\n'
                                  'hc099,KB2742,3.6\n'
                                  'hc053,KB1185,7.1\n'
                                  'hc229,KB5869,7.1\n'
                                  'hc232,KB9189,3.3\n'
                                  'hc053,KB18459,6.0\n'
                                  'hc053,KB6651,4.6\n'
                                  'hc086,KB15656,4.13\n'
                                  'hc229,KB14781,9.7\n'
                                  'hc229,KB10827,0.3\n'
                                  'hc055,KB3727,10.2\n'
                                  'hc373,KB14812,0.3\n'
                                  'hc099,KB11147,0.3\n'
                                  'hc099,KB5367,8.97\n'
                                  'hc318,KB4981,8.7\n'
                                  'hc318,KB6011,0.3\n'
                                  'hc086,KB7793,9.77\n'
                                  'hc099,KB14554,7.5\n'
                                  'hc107,KB3979,3.44\n'
                                  'hc232,KB17644,2.78\n'
                                  'hc232,KB4962,4.48\n'
                                  'hc229,KB6649,4.5\n'
                                  'hc318,KB2084,3.8\n'
                                  'hc365,KB15670,8.6\n'
                                  'hc318,KB1721,12.1\n'
                                  'hc053,KB9067,11.2\n'
                                  'hc107,KB10018,0.3\n'
                                  'hc318,KB2868,12.88\n'
                                  'hc318,KB8505,7.05\n'
                                  'hc318,KB1840,4.7\n'},
             'metrics': {'k': 3,
                         'map': 0.445437,
                         'mrr': 0.5625,
                         'n_queries': 8,
                         'ndcg': 0.471094,
                         'precision_at_k': 0.375,
                         'recall_at_k': 0.395833}},
 'export3': {'breakdown': [['query_id', 'n_results', 'ndcg', 'ap', 'rr'],
                           ['hc046', '14', '0.422677', '0.885714', '1.0'],
                           ['hc051', '11', '0.106465', '0.341667', '1.0'],
                           ['hc061', '11', '0.807559', '0.5', '1.0'],
                           ['hc073', '0', '0.0', '0.0', '0.0'],
                           ['hc078', '8', '1.0', '1.0', '1.0'],
                           ['hc082', '8', '0.04811', '0.207738', '0.333333'],
                           ['hc167', '14', '0.473069', '0.564444', '0.5']],
             'config': {'k': 3, 'min_grade': 1, 'qrels': 'qrels.csv', 'run': 'run.csv'},
             'files': {'qrels.csv': 'query_id,doc_id,grade\n'
                                    'hc082,KB3833,2\n'
                                    'hc061,KB9770,0\n'
                                    'hc073,KB7971,2\n'
                                    'hc046,KB6824,0\n'
                                    'hc078,KB3814,2\n'
                                    'hc051,KB1418,1\n'
                                    'hc073,KB6475,0\n'
                                    'hc078,KB6696,0\n'
                                    'hc167,KB4109,0\n'
                                    'hc046,KB4883,0\n'
                                    'hc051,KB5078,1\n'
                                    'hc061,KB7797,0\n'
                                    'hc073,KB7640,2\n'
                                    'hc046,KB7003,2\n'
                                    'hc078,KB9172,0\n'
                                    'hc046,KB7380,2\n'
                                    'hc073,KB6481,3\n'
                                    'hc046,KB3835,0\n'
                                    'hc061,KB6749,0\n'
                                    'hc082,KB3258,1\n'
                                    'hc046,KB4540,0\n'
                                    'hc167,KB8722,0\n'
                                    'hc031,KB2564,0\n'
                                    'hc031,KB4365,0\n'
                                    'hc046,KB3014,2\n'
                                    'hc167,KB1594,1\n'
                                    'hc167,KB4682,2\n'
                                    'hc046,KB4365,1\n'
                                    'hc031,KB4043,0\n'
                                    'hc073,KB8684,0\n'
                                    'hc051,KB7701,2\n'
                                    'hc167,KB3753,3\n'
                                    'hc061,KB2089,0\n'
                                    'hc061,KB4632,3\n'
                                    'hc051,KB9973,0\n'
                                    'hc073,KB6300,1\n'
                                    'hc046,KB8581,0\n'
                                    'hc078,KB3173,0\n'
                                    'hc073,KB5017,0\n'
                                    'hc082,KB2342,3\n'
                                    'hc078,KB9906,0\n'
                                    'hc167,KB8475,0\n'
                                    'hc082,KB6914,1\n'
                                    'hc061,KB4359,2\n'
                                    'hc082,KB8452,2\n'
                                    'hc046,KB7336,3\n'
                                    'hc167,KB5725,0\n'
                                    'hc051,KB2994,1\n'
                                    'hc046,KB1064,0\n'
                                    'hc031,KB9929,0\n'
                                    'hc061,KB7968,2\n'
                                    'hc073,KB4294,2\n'
                                    'hc167,KB9512,0\n'
                                    'hc078,KB4563,2\n'
                                    'hc061,KB4170,2\n'
                                    'hc031,KB2274,0\n'
                                    'hc167,KB4434,0\n'
                                    'hc167,KB1608,0\n'
                                    'hc082,KB5398,0\n'
                                    'hc061,KB7933,2\n'
                                    'hc082,KB9432,2\n'
                                    'hc073,KB2994,2\n'
                                    'hc031,KB3633,0\n'
                                    'hc051,KB2899,0\n'
                                    'hc046,KB4479,0\n'
                                    'hc073,KB8105,0\n'
                                    'hc082,KB7521,2\n'
                                    'hc167,KB2105,2\n'
                                    'hc051,KB7518,0\n'
                                    'hc082,KB7077,1\n'
                                    'hc061,KB8795,2\n'
                                    'hc046,KB6877,1\n'
                                    'hc167,KB3219,0\n'
                                    'hc167,KB1762,1\n'
                                    'hc061,KB9159,1\n'
                                    'hc061,KB1104,1\n'
                                    'hc073,KB2678,0\n'
                                    'hc078,KB6877,0\n'
                                    'hc078,KB1301,2\n'
                                    'hc051,KB6106,3\n'
                                    'hc051,KB1545,0\n'
                                    'hc073,KB1133,2\n'
                                    'hc046,KB9927,0\n'
                                    'hc167,KB9445,0\n'
                                    'hc078,KB7672,2\n'
                                    'hc031,KB9087,0\n',
                       'run.csv': 'query_id,doc_id,score\n'
                                  'hc061,KB2089,1.2\n'
                                  'hc078,KB1301,7.2\n'
                                  'hc082,KB7077,7.62\n'
                                  'hc167,KB8722,1.57\n'
                                  'hc046,KB6877,12.14\n'
                                  'hc061,KB18234,3.1\n'
                                  'hc082,KB3258,3.93\n'
                                  'hc031,KB2274,3.5\n'
                                  'hc324,KB17297,2.89\n'
                                  'hc082,KB7521,5.6\n'
                                  'hc173,KB16527,1.7\n'
                                  'hc167,KB5725,0.48\n'
                                  'hc051,KB2994,4.9\n'
                                  'hc031,KB17574,6.8\n'
                                  'hc082,KB15143,7.41\n'
                                  'hc046,KB4540,0.46\n'
                                  'hc061,KB7797,3.1\n'
                                  'hc046,KB8581,5.41\n'
                                  'hc167,KB1762,10.7\n'
                                  'hc167,KB4109,9.08\n'
                                  'hc167,KB13761,0.7\n'
                                  'hc046,KB12441,2.31\n'
                                  'hc031,KB19265,3.5\n'
                                  'hc046,KB6824,1.1\n'
                                  'hc051,KB17842,0.3\n'
                                  'hc046,KB3014,6.7\n'
                                  'hc051,KB9973,5.11\n'
                                  'hc031,KB4365,3.5\n'
                                  'hc324,KB18047,2.89\n'
                                  'hc051,KB7701,5.11\n'
                                  'hc167,KB4682,2.0\n'
                                  'hc051,KB7518,2.6\n'
                                  'hc051,KB1545,6.0\n'
                                  'hc046,KB1064,4.51\n'
                                  'hc167,KB2105,9.4\n'
                                  'hc051,KB16515,7.0\n'
                                  'hc078,KB3814,4.83\n'
                                  'hc078,KB7672,11.58\n'
                                  'hc167,KB3219,12.8\n'
                                  'hc078,KB6696,1.01\n'
                                  'hc167,KB1594,6.3\n'
                                  'hc031,KB3633,3.84\n'
                                  'hc061,KB7968,14.3\n'
                                  'hc031,KB2564,3.5\n'
                                  'hc061,KB19949,2.31\n'
                                  'hc082,KB18776,4.6\n'
                                  'hc078,KB4563,14.29\n'
                                  'hc061,KB8795,8.33\n'
                                  'hc082,KB15549,9.5\n'
                                  'hc051,KB2899,1.7\n'
                                  'hc051,KB12691,6.2\n'
                                  'hc167,KB1608,9.53\n'
                                  'hc082,KB18656,9.5\n'
                                  'hc046,KB7003,12.14\n'
                                  'hc046,KB7380,11.37\n'
                                  'hc046,KB17820,7.48\n'
                                  'hc061,KB9770,2.69\n'
                                  'hc167,KB4434,6.4\n'
                                  'hc061,KB6749,3.24\n'
                                  'hc078,KB16025,1.01\n'
                                  'hc167,KB8475,2.0\n'
                                  'hc061,KB16145,4.6\n'
                                  'hc031,KB16261,3.7\n'
                                  'hc046,KB4479,8.3\n'
                                  'hc167,KB9445,2.0\n'
                                  'hc167,KB3753,12.8\n'
                                  'hc078,KB9906,4.0\n'
                                  'hc061,KB4359,11.2\n'
                                  'hc078,KB9172,4.0\n'
                                  'hc046,KB7336,10.65\n'
                                  'hc082,KB2342,4.6\n'
                                  'hc051,KB16399,6.2\n'
                                  'hc046,KB9927,0.3\n'
                                  'hc051,KB1418,10.46\n'
                                  'hc061,KB4632,9.78\n'
                                  'hc046,KB4365,2.8\n'},
             'metrics': {'k': 3,
                         'map': 0.499938,
                         'mrr': 0.690476,
                         'n_queries': 7,
                         'ndcg': 0.408269,
                         'precision_at_k': 0.619048,
                         'recall_at_k': 0.335714}}}
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
