import os
import subprocess

import pytest

import tg_guard
import csv
import io
import json
import stat

PROJ = '/opt/ml/welds-eval'
SCRIPT = 'evaluate.py'
VISIBLE = {'xgb_v3': {'breakdown': [['segment', 'n', 'positives', 'flagged', 'recall'],
                          ['line_a', '28', '5', '2', '0.4'],
                          ['line_b', '33', '5', '0', '0.0'],
                          ['line_c', '34', '4', '0', '0.0']],
            'metrics': {'auc_ci': [0.504058, 0.877373],
                        'average_precision': 0.514088,
                        'f1': 0.25,
                        'n_calib': 68,
                        'n_test': 95,
                        'n_unscored': 6,
                        'precision': 1.0,
                        'recall': 0.142857,
                        'roc_auc': 0.700176,
                        'threshold': 0.98}}}
CASES = {'export1': {'breakdown': [['segment', 'n', 'positives', 'flagged', 'recall'],
                           ['line_a', '33', '9', '1', '0.111111'],
                           ['line_b', '24', '7', '3', '0.285714'],
                           ['line_c', '26', '10', '1', '0.0']],
             'config': {'bootstrap': {'level': 80, 'resamples': 200, 'seed': 5954},
                        'labels': 'labels.csv',
                        'positive_label': 'defect',
                        'predictions': 'predictions.csv',
                        'target_precision': 0.807},
             'files': {'labels.csv': 'part_id,label,split,segment\n'
                                     '2422572,pass,test,line_a\n'
                                     '1434577,pass,calib,line_b\n'
                                     '7064772,pass,test,line_a\n'
                                     '7373780,pass ,calib,line_a\n'
                                     '3449740,pass,calib,line_a\n'
                                     '6283250,pass,calib,line_b\n'
                                     '2016164,pass,test,line_a\n'
                                     '3920523,defect,test,line_b\n'
                                     '9327421,pass,test,line_b\n'
                                     '6876699,pass,calib,line_b\n'
                                     '5589706,defect,test,line_a\n'
                                     '7931909,pass,test,line_b\n'
                                     '6736721,defect,test,line_a\n'
                                     '4289471,defect ,test,line_c\n'
                                     '2824087,defect,test,line_c\n'
                                     '1763948,pass,test,line_c\n'
                                     '3654079,pass,calib,line_a\n'
                                     '5786987,pass,calib,line_c\n'
                                     '9544593,pass,test,line_b\n'
                                     '3461773,pass,test,line_a\n'
                                     '3057053,pass,calib,line_b\n'
                                     '9437485,pass ,test,line_c\n'
                                     '6775812,pass,test,line_b\n'
                                     '9551858,pass,calib,line_c\n'
                                     '6105538,defect,calib,line_b\n'
                                     '8738226,defect,calib,line_b\n'
                                     '3793653,defect,calib,line_c\n'
                                     '1274768,pass,test,line_b\n'
                                     '4614631,pass,test,line_c\n'
                                     '5023764,pass,calib,line_b\n'
                                     '2995948,pass,test,line_c\n'
                                     '1074156,defect,test,line_a\n'
                                     '9198266,defect,test,line_c\n'
                                     '3348612,defect,test,line_c\n'
                                     '4308724,defect,calib,line_b\n'
                                     '4450804,defect,test,line_b\n'
                                     '7446386,pass,test,line_c\n'
                                     '9555086,pass,test,line_a\n'
                                     '6756056,defect,calib,line_a\n'
                                     '9870983,defect,calib,line_b\n'
                                     '4797129,defect,test,line_b\n'
                                     '5646402,pass,test,line_a\n'
                                     '3179342,pass ,test,line_c\n'
                                     '6326259,defect,test,line_a\n'
                                     '2490826,pass,test,line_b\n'
                                     '3515752,pass,test,line_a\n'
                                     '5000304,defect,test,line_a\n'
                                     '6379862,pass,test,line_a\n'
                                     '7947207,defect,calib,line_c\n'
                                     '8296174,pass,calib,line_c\n'
                                     '4279835,defect,calib,line_c\n'
                                     '5104802,pass,calib,line_a\n'
                                     '9965057,pass,test,line_b\n'
                                     '9515539,defect,calib,line_b\n'
                                     '5334366,pass,test,line_a\n'
                                     '2534156,pass,test,line_a\n'
                                     '8170103,pass ,test,line_c\n'
                                     '5437681,pass,test,line_a\n'
                                     '9674592,pass,test,line_b\n'
                                     '2354573,pass ,test,line_a\n'
                                     '9874787,pass,calib,line_c\n'
                                     '9559943,defect,calib,line_b\n'
                                     '3759395,defect ,test,line_a\n'
                                     '6778199,defect,test,line_a\n'
                                     '2637717,pass,calib,line_a\n'
                                     '9467665,defect,test,line_c\n'
                                     '1179424,defect,calib,line_c\n'
                                     '6720791,pass,calib,line_b\n'
                                     '1100817,pass,test,line_c\n'
                                     '2047526,pass,test,line_a\n'
                                     '3582265,pass,test,line_c\n'
                                     '8360336,pass,test,line_b\n'
                                     '7021302,defect,test,line_a\n'
                                     '7633975,defect,test,line_c\n'
                                     '6440892,pass,calib,line_c\n'
                                     '7584592,pass,test,line_c\n'
                                     '7567851,pass ,test,line_b\n'
                                     '1993233,pass,test,line_a\n'
                                     '4097975,pass,calib,line_c\n'
                                     '7073476,pass,calib,line_c\n'
                                     '3979468,pass,test,line_b\n'
                                     '2083026,defect,test,line_b\n'
                                     '8236275,pass,calib,line_b\n'
                                     '5009932,defect,test,line_c\n'
                                     '2562950,pass,test,line_a\n'
                                     '7338760,defect,calib,line_a\n'
                                     '4428397,pass,test,line_b\n'
                                     '1033684,defect,calib,line_a\n'
                                     '4593018,defect,calib,line_c\n'
                                     '7254037,defect,test,line_b\n'
                                     '2090927,defect,test,line_a\n'
                                     '5290440,pass,test,line_a\n'
                                     '8631475,defect,calib,line_c\n'
                                     '7079063,defect ,calib,line_a\n'
                                     '3930492,pass,calib,line_a\n'
                                     '6417183,defect,test,line_a\n'
                                     '4659243,defect,test,line_c\n'
                                     '6970756,pass ,test,line_a\n'
                                     '4419798,pass,calib,line_a\n'
                                     '8035297,defect,test,line_c\n'
                                     '7060078,pass,calib,line_c\n'
                                     '5428980,pass,calib,line_b\n'
                                     '8571786,pass ,test,line_a\n'
                                     '8811418,pass,calib,line_b\n'
                                     '9266518,defect,calib,line_b\n'
                                     '4276264,pass ,test,line_a\n'
                                     '7145390,pass,test,line_b\n'
                                     '9628741,pass,test,line_a\n'
                                     '6854277,pass,calib,line_c\n'
                                     '4331032,pass,calib,line_a\n'
                                     '8814845,pass,test,line_c\n'
                                     '3431873,pass,calib,line_a\n'
                                     '9911367,defect,calib,line_c\n'
                                     '8126708,pass,test,line_b\n'
                                     '8350070,defect,calib,line_b\n'
                                     '5476349,pass,test,line_b\n'
                                     '5836135,pass,test,line_a\n'
                                     '8233078,defect,test,line_c\n'
                                     '3145357,pass,test,line_c\n'
                                     '5852857,defect,calib,line_b\n'
                                     '9205803,pass,test,line_a\n'
                                     '9001070,defect ,test,line_b\n'
                                     '6894045,pass,test,line_c\n'
                                     '6234899,defect,calib,line_a\n'
                                     '4194770,pass,test,line_c\n'
                                     '6392654,defect,test,line_b\n'
                                     '9498187,pass,test,line_b\n'
                                     '5121298,defect,test,line_c\n'
                                     '6353904,pass ,test,line_a\n'
                                     '7646498,pass,calib,line_a\n'
                                     '5050903,pass,test,line_c\n'
                                     '2679284,defect,calib,line_a\n'
                                     '1330692,pass,test,line_c\n'
                                     '9507661,pass,test,line_b\n'
                                     '9073809,defect,calib,line_b\n'
                                     '9785500,pass,calib,line_a\n'
                                     '9884485,pass,test,line_c\n'
                                     '7862071,pass ,test,line_a\n'
                                     '6206368,pass,test,line_c\n'
                                     '8676244,pass,calib,line_a\n',
                       'predictions.csv': 'part_id,score\n'
                                          '7862071,\n'
                                          '9559943,0.93\n'
                                          '5476349,0.13\n'
                                          '4450804,0.35\n'
                                          '8631475,\n'
                                          '4308724,0.49\n'
                                          '6283250,0.91\n'
                                          '2679284,0.20\n'
                                          '1993233,0.72\n'
                                          '3515752,0.11\n'
                                          '7145390,0.34\n'
                                          '8040877,0.22\n'
                                          '9870983,0.94\n'
                                          '9785500,0.13\n'
                                          '6392654,0.93\n'
                                          '9198266,0.53\n'
                                          '9266518,0.46\n'
                                          '8350070,0.38\n'
                                          '4659243,0.60\n'
                                          '7947207,0.62\n'
                                          '4194770,0.43\n'
                                          '3449740,0.28\n'
                                          '9884485,0.60\n'
                                          '9144612,0.65\n'
                                          '3582265,0.06\n'
                                          '2534156,0.06\n'
                                          '1763948,0.24\n'
                                          '9628741,0.57\n'
                                          '9327421,0.97\n'
                                          '4331032,0.23\n'
                                          '3920523,0.84\n'
                                          '6876699,0.44\n'
                                          '6775812,0.27\n'
                                          '1033684,0.92\n'
                                          '7446386,0.06\n'
                                          '5290440,0.79\n'
                                          '8814845,0.61\n'
                                          '6105538,0.61\n'
                                          '5009932,0.86\n'
                                          '3348612,0.79\n'
                                          '6206368,0.14\n'
                                          '3461773,0.32\n'
                                          '8360336,0.48\n'
                                          '5334366,0.31\n'
                                          '5646402,0.72\n'
                                          '7646498,0.41\n'
                                          '7064772,0.44\n'
                                          '9515539,\n'
                                          '8323773,0.54\n'
                                          '3857760,0.34\n'
                                          '4026419,0.48\n'
                                          '6443206,0.23\n'
                                          '4758347,0.58\n'
                                          '8233078,\n'
                                          '2824087,0.67\n'
                                          '6854277,0.07\n'
                                          '2422572,0.11\n'
                                          '7931909,0.35\n'
                                          '1330692,0.93\n'
                                          '3979468,0.03\n'
                                          '2562950,0.25\n'
                                          '1049238,0.47\n'
                                          '9674592,0.65\n'
                                          '6454193,0.69\n'
                                          '3654079,0.05\n'
                                          '6353904,0.11\n'
                                          '5050903,0.01\n'
                                          '4325928,0.22\n'
                                          '2047526,\n'
                                          '9544593,0.02\n'
                                          '3759395,0.44\n'
                                          '5121298,0.39\n'
                                          '7633975,\n'
                                          '6720791,0.12\n'
                                          '5023764,0.72\n'
                                          '1179424,\n'
                                          '5428980,0.87\n'
                                          '4797129,0.64\n'
                                          '6440892,0.06\n'
                                          '2637717,0.03\n'
                                          '3431873,0.39\n'
                                          '8236275,0.06\n'
                                          '3793653,0.92\n'
                                          '8170103,0.15\n'
                                          '8571786,0.26\n'
                                          '3057053,0.02\n'
                                          '1274768,\n'
                                          '4614631,0.20\n'
                                          '9437485,0.39\n'
                                          '2995948,0.55\n'
                                          '7567851,0.04\n'
                                          '7338760,0.11\n'
                                          '6894045,0.41\n'
                                          '6326259,0.91\n'
                                          '6970756,0.24\n'
                                          '2354573,0.83\n'
                                          '4593018,0.42\n'
                                          '7073476,0.02\n'
                                          '1074156,0.53\n'
                                          '9551858,0.52\n'
                                          '1100817,0.01\n'
                                          '6379862,0.24\n'
                                          '6736721,0.96\n'
                                          '4428397,0.10\n'
                                          '4279835,0.60\n'
                                          '3930492,0.81\n'
                                          '4276264,0.72\n'
                                          '5000304,0.49\n'
                                          '2083026,0.94\n'
                                          '8676244,0.49\n'
                                          '4097975,0.83\n'
                                          '9498187,0.75\n'
                                          '1434577,0.12\n'
                                          '9911367,0.99\n'
                                          '5852857,0.94\n'
                                          '9555086,0.05\n'
                                          '8296174,0.83\n'
                                          '5437681,0.32\n'
                                          '5836135,0.01\n'
                                          '7788975,0.39\n'
                                          '2016164,0.49\n'
                                          '5589706,0.69\n'
                                          '6756056,0.97\n'
                                          '2490826,0.80\n'
                                          '9965057,0.53\n'
                                          '9205803,0.27\n'
                                          '7373780,0.04\n'
                                          '9467665,0.84\n'
                                          '5104802,0.40\n'
                                          '9001070,0.77\n'
                                          '8811418,0.03\n'
                                          '4419798,0.31\n'
                                          '5786987,0.65\n'
                                          '9073809,0.21\n'
                                          '9874787,0.21\n'
                                          '9724081,0.74\n'
                                          '8738226,0.66\n'
                                          '5257731,0.57\n'
                                          '3179342,0.46\n'
                                          '7021302,0.85\n'
                                          '7079063,0.92\n'
                                          '2090927,\n'
                                          '8035297,0.70\n'
                                          '8126708,0.23\n'
                                          '6417183,0.55\n'
                                          '9507661,0.22\n'
                                          '2917086,0.45\n'
                                          '7060078,0.95\n'
                                          '7254037,0.40\n'},
             'metrics': {'auc_ci': [0.657143, 0.815146],
                         'average_precision': 0.568386,
                         'f1': 0.193548,
                         'n_calib': 52,
                         'n_test': 83,
                         'n_unscored': 9,
                         'precision': 0.6,
                         'recall': 0.115385,
                         'roc_auc': 0.743927,
                         'threshold': 0.92}},
 'export2': {'breakdown': [['segment', 'n', 'positives', 'flagged', 'recall'],
                           ['line_a', '13', '3', '1', '0.333333'],
                           ['line_b', '23', '7', '6', '0.714286'],
                           ['line_c', '29', '13', '13', '0.769231']],
             'config': {'bootstrap': {'level': 90, 'resamples': 100, 'seed': 7538},
                        'labels': 'labels.csv',
                        'positive_label': 'defect',
                        'predictions': 'predictions.csv',
                        'target_precision': 0.674},
             'files': {'labels.csv': 'part_id,label,split,segment\n'
                                     '6882521,pass,test,line_b\n'
                                     '3168484,pass,calib,line_a\n'
                                     '6676701,pass,calib,line_a\n'
                                     '5713553,pass,calib,line_c\n'
                                     '8852488,pass,test,line_c\n'
                                     '2861040,defect,calib,line_a\n'
                                     '9829221,defect,test,line_c\n'
                                     '8459219,pass,calib,line_a\n'
                                     '8692533,defect,test,line_a\n'
                                     '1380157,pass,calib,line_c\n'
                                     '8012194,defect,calib,line_c\n'
                                     '5845816,pass,test,line_c\n'
                                     '7526038,defect,test,line_b\n'
                                     '9421212,pass,test,line_c\n'
                                     '5004589,pass,test,line_b\n'
                                     '7317197,pass ,test,line_c\n'
                                     '8840832,pass,test,line_a\n'
                                     '7491058,pass,test,line_b\n'
                                     '8077109,pass ,calib,line_b\n'
                                     '3334647,pass ,test,line_c\n'
                                     '1801128,pass,test,line_b\n'
                                     '6322926,pass,test,line_a\n'
                                     '5712321,defect,calib,line_c\n'
                                     '3197753,pass,test,line_a\n'
                                     '1169400,defect,calib,line_c\n'
                                     '1900017,pass,test,line_b\n'
                                     '3426190,pass,test,line_b\n'
                                     '7824312,pass,test,line_a\n'
                                     '5588209,pass,calib,line_c\n'
                                     '8983638,defect,calib,line_b\n'
                                     '4138690,pass,calib,line_a\n'
                                     '8901419,pass,calib,line_a\n'
                                     '5271034,pass,calib,line_a\n'
                                     '1500000,pass,calib,line_b\n'
                                     '5191316,pass,test,line_c\n'
                                     '2343906,pass,calib,line_a\n'
                                     '9732493,pass,test,line_c\n'
                                     '9724774,defect,test,line_c\n'
                                     '2085495,defect,calib,line_c\n'
                                     '3593116,pass,test,line_b\n'
                                     '3486112,pass,test,line_a\n'
                                     '9798503,pass,test,line_b\n'
                                     '7451050,pass,calib,line_b\n'
                                     '9191233,pass,calib,line_b\n'
                                     '5132323,defect,test,line_b\n'
                                     '9846931,pass,calib,line_a\n'
                                     '9736726,pass,test,line_c\n'
                                     '7758522,pass,test,line_c\n'
                                     '4438706,pass,test,line_c\n'
                                     '3318453,pass,calib,line_a\n'
                                     '3064843,pass,test,line_b\n'
                                     '5530208,pass,test,line_c\n'
                                     '9609833,pass,test,line_a\n'
                                     '2382877,pass,test,line_b\n'
                                     '8670700,defect,calib,line_b\n'
                                     '7902474,pass,test,line_b\n'
                                     '8778751,defect,calib,line_b\n'
                                     '4314207,defect ,test,line_c\n'
                                     '2784177,defect,test,line_b\n'
                                     '5933996,pass,calib,line_c\n'
                                     '2203210,defect,test,line_c\n'
                                     '9007637,defect,calib,line_a\n'
                                     '8734618,defect,calib,line_b\n'
                                     '9914879,pass,test,line_a\n'
                                     '6738726,pass,test,line_a\n'
                                     '9254204,defect,test,line_c\n'
                                     '8519046,pass,calib,line_c\n'
                                     '8045090,defect,calib,line_c\n'
                                     '3539327,pass,test,line_a\n'
                                     '7942608,pass,calib,line_b\n'
                                     '4835938,pass,test,line_c\n'
                                     '2349185,pass,calib,line_b\n'
                                     '4345624,pass,test,line_b\n'
                                     '2743595,pass,calib,line_a\n'
                                     '6733763,defect,test,line_a\n'
                                     '3556964,pass,test,line_a\n'
                                     '9389919,defect,calib,line_b\n'
                                     '6616458,defect,test,line_c\n'
                                     '9249305,defect,calib,line_b\n'
                                     '6947577,pass,test,line_c\n'
                                     '7844872,pass,test,line_b\n'
                                     '2695348,pass ,calib,line_a\n'
                                     '9742531,pass,test,line_a\n'
                                     '5567956,defect,test,line_b\n'
                                     '9360791,pass,test,line_c\n'
                                     '9303983,pass,calib,line_c\n'
                                     '7220034,pass,calib,line_b\n'
                                     '6051835,defect,calib,line_c\n'
                                     '3178337,pass,calib,line_c\n'
                                     '5776711,defect,test,line_c\n'
                                     '2432342,defect,test,line_b\n'
                                     '5729244,defect,calib,line_b\n'
                                     '6646128,defect,test,line_c\n'
                                     '8889834,pass,test,line_b\n'
                                     '4983400,defect,test,line_c\n'
                                     '8555380,defect,calib,line_a\n'
                                     '2555812,defect,test,line_c\n'
                                     '3769764,pass ,calib,line_b\n'
                                     '2729245,pass,test,line_b\n'
                                     '6710826,pass,calib,line_a\n'
                                     '8496789,pass,calib,line_b\n'
                                     '2883324,pass,test,line_b\n'
                                     '7597890,defect,calib,line_c\n'
                                     '5781207,pass,test,line_c\n'
                                     '2818296,defect,test,line_c\n'
                                     '2991935,defect,test,line_a\n'
                                     '5715187,defect ,test,line_b\n'
                                     '4125209,defect,test,line_b\n'
                                     '2651781,pass,calib,line_b\n'
                                     '9442671,pass,test,line_b\n'
                                     '7062483,pass,calib,line_a\n'
                                     '6967114,pass,test,line_c\n'
                                     '5909119,pass,calib,line_b\n'
                                     '4478364,pass ,test,line_c\n'
                                     '5745309,pass,test,line_a\n'
                                     '3055828,defect,test,line_c\n'
                                     '7944345,defect ,calib,line_a\n'
                                     '9138075,defect,test,line_c\n'
                                     '7064412,defect,calib,line_b\n'
                                     '3299728,pass,calib,line_c\n',
                       'predictions.csv': 'part_id,score\n'
                                          '5316810,0.48\n'
                                          '2784177,0.90\n'
                                          '9389919,0.95\n'
                                          '2729245,0.03\n'
                                          '5776711,0.98\n'
                                          '9360791,0.14\n'
                                          '8355763,0.34\n'
                                          '5960432,0.19\n'
                                          '8983638,0.63\n'
                                          '8077109,0.44\n'
                                          '7824312,0.27\n'
                                          '2743595,0.55\n'
                                          '8889834,0.04\n'
                                          '3318453,0.06\n'
                                          '6051835,0.67\n'
                                          '5132323,0.40\n'
                                          '8778751,0.95\n'
                                          '3064843,\n'
                                          '9007637,0.72\n'
                                          '7942608,0.71\n'
                                          '6738726,0.14\n'
                                          '5712321,0.92\n'
                                          '6947577,0.28\n'
                                          '8045090,0.88\n'
                                          '5191316,0.59\n'
                                          '2651781,0.52\n'
                                          '6710826,0.25\n'
                                          '9609833,0.29\n'
                                          '9249305,0.89\n'
                                          '8734618,0.12\n'
                                          '9798503,0.03\n'
                                          '3055828,0.97\n'
                                          '5845816,0.77\n'
                                          '9303983,0.18\n'
                                          '2695348,0.90\n'
                                          '5271034,0.70\n'
                                          '6882521,0.25\n'
                                          '6322926,0.03\n'
                                          '5588209,0.54\n'
                                          '6616458,0.33\n'
                                          '7522945,0.55\n'
                                          '7944345,0.99\n'
                                          '1801128,0.36\n'
                                          '1169400,\n'
                                          '3638938,0.61\n'
                                          '2382877,0.29\n'
                                          '1380157,0.16\n'
                                          '3980712,0.46\n'
                                          '9724774,0.62\n'
                                          '5530208,0.43\n'
                                          '7491058,0.01\n'
                                          '1847192,0.96\n'
                                          '1900017,0.06\n'
                                          '3769764,0.43\n'
                                          '1500000,0.08\n'
                                          '7902474,0.43\n'
                                          '2343906,0.05\n'
                                          '2555812,0.77\n'
                                          '4438706,0.02\n'
                                          '4138690,0.16\n'
                                          '2432342,0.97\n'
                                          '7597890,0.74\n'
                                          '3168484,0.16\n'
                                          '2818296,0.67\n'
                                          '4983400,0.98\n'
                                          '3178337,0.20\n'
                                          '9732493,0.27\n'
                                          '7317197,0.01\n'
                                          '8901419,\n'
                                          '3426190,0.23\n'
                                          '2085495,0.87\n'
                                          '8459219,0.32\n'
                                          '5567956,\n'
                                          '9191233,0.28\n'
                                          '4835938,0.71\n'
                                          '8852488,0.01\n'
                                          '6733763,0.93\n'
                                          '3334647,0.05\n'
                                          '7451050,0.17\n'
                                          '9421212,0.29\n'
                                          '5729244,0.84\n'
                                          '6676701,0.62\n'
                                          '5933996,0.08\n'
                                          '6646128,\n'
                                          '3593116,0.09\n'
                                          '3299728,0.41\n'
                                          '8519046,0.16\n'
                                          '2349185,0.30\n'
                                          '4314207,0.88\n'
                                          '3149867,0.43\n'
                                          '5713553,0.27\n'
                                          '6967114,0.08\n'
                                          '7758522,0.34\n'
                                          '2203210,0.69\n'
                                          '4345624,0.93\n'
                                          '8012194,0.58\n'
                                          '7844872,0.08\n'
                                          '4478364,0.50\n'
                                          '9742531,0.05\n'
                                          '8496789,0.23\n'
                                          '7062483,0.06\n'
                                          '9138075,0.88\n'
                                          '6425196,0.35\n'
                                          '3922689,0.95\n'
                                          '5715187,0.74\n'
                                          '9139046,0.21\n'
                                          '7220034,0.20\n'
                                          '3486112,\n'
                                          '3197753,0.20\n'
                                          '2991935,0.44\n'
                                          '2861040,0.32\n'
                                          '8555380,0.99\n'
                                          '9736726,0.03\n'
                                          '9846931,0.14\n'
                                          '9254204,0.42\n'
                                          '4362848,0.13\n'
                                          '7064412,0.99\n'
                                          '5909119,0.04\n'
                                          '9442671,0.02\n'
                                          '2883324,0.21\n'
                                          '7526038,0.99\n'
                                          '4125209,0.78\n'
                                          '3556964,0.16\n'
                                          '8670700,0.79\n'
                                          '3539327,0.19\n'
                                          '9829221,0.94\n'
                                          '9914879,0.05\n'
                                          '8692533,0.42\n'},
             'metrics': {'auc_ci': [0.77167, 0.929272],
                         'average_precision': 0.830618,
                         'f1': 0.744186,
                         'n_calib': 51,
                         'n_test': 65,
                         'n_unscored': 6,
                         'precision': 0.8,
                         'recall': 0.695652,
                         'roc_auc': 0.861284,
                         'threshold': 0.52}},
 'export3': {'breakdown': [['segment', 'n', 'positives', 'flagged', 'recall'],
                           ['line_a', '23', '9', '12', '0.888889'],
                           ['line_b', '22', '5', '10', '0.8'],
                           ['line_c', '32', '12', '14', '0.666667']],
             'config': {'bootstrap': {'level': 95, 'resamples': 200, 'seed': 8962},
                        'labels': 'labels.csv',
                        'positive_label': 'defect',
                        'predictions': 'predictions.csv',
                        'target_precision': 0.654},
             'files': {'labels.csv': 'part_id,label,split,segment\n'
                                     '6945739,pass,test,line_b\n'
                                     '7253976,pass,test,line_c\n'
                                     '5561773,defect,test,line_c\n'
                                     '7860913,pass,test,line_b\n'
                                     '9733333,pass,test,line_c\n'
                                     '4014039,pass,test,line_a\n'
                                     '4194525,pass,test,line_c\n'
                                     '4571244,pass,test,line_b\n'
                                     '7303544,defect,test,line_b\n'
                                     '2372470,defect,test,line_c\n'
                                     '8322348,pass,calib,line_c\n'
                                     '2872026,defect,test,line_a\n'
                                     '4903506,pass,calib,line_a\n'
                                     '2238908,pass,test,line_b\n'
                                     '8975131,defect,test,line_a\n'
                                     '9730552,pass,calib,line_a\n'
                                     '1697716,defect ,calib,line_a\n'
                                     '8502476,pass,calib,line_a\n'
                                     '8597266,defect,calib,line_a\n'
                                     '9382175,pass,test,line_c\n'
                                     '8568649,defect,calib,line_a\n'
                                     '2643047,defect,test,line_b\n'
                                     '7959874,defect,calib,line_b\n'
                                     '8001087,pass,test,line_b\n'
                                     '8407444,defect,calib,line_c\n'
                                     '6024365,pass,test,line_b\n'
                                     '6388405,defect,test,line_a\n'
                                     '4008417,defect,calib,line_a\n'
                                     '9468405,defect,test,line_c\n'
                                     '9995014,pass,test,line_a\n'
                                     '7689586,pass,test,line_a\n'
                                     '6376646,pass,calib,line_a\n'
                                     '3977583,pass,test,line_a\n'
                                     '5918401,pass,calib,line_c\n'
                                     '3275824,defect ,test,line_c\n'
                                     '6037037,pass,calib,line_c\n'
                                     '8563496,pass,test,line_c\n'
                                     '2943376,pass,test,line_c\n'
                                     '8116672,pass,calib,line_b\n'
                                     '7092927,defect ,test,line_c\n'
                                     '7660664,defect,test,line_c\n'
                                     '4348791,pass,test,line_a\n'
                                     '9949417,pass,test,line_c\n'
                                     '7185742,pass,test,line_b\n'
                                     '2956392,defect,test,line_a\n'
                                     '1381140,defect,calib,line_b\n'
                                     '8322872,pass,calib,line_c\n'
                                     '7780377,pass,calib,line_a\n'
                                     '1011443,pass,test,line_a\n'
                                     '9049973,pass,test,line_c\n'
                                     '6826840,pass,calib,line_b\n'
                                     '8790439,defect ,test,line_b\n'
                                     '6622025,defect,calib,line_c\n'
                                     '2558164,pass ,calib,line_c\n'
                                     '1410324,pass,test,line_c\n'
                                     '9814965,pass,test,line_a\n'
                                     '1819684,defect,test,line_a\n'
                                     '4788869,defect,test,line_b\n'
                                     '3044279,defect ,test,line_c\n'
                                     '9800849,defect,calib,line_c\n'
                                     '9262234,pass,calib,line_c\n'
                                     '5256597,pass,test,line_a\n'
                                     '3456139,pass,test,line_b\n'
                                     '9282147,pass,test,line_b\n'
                                     '5910868,pass,test,line_c\n'
                                     '5231170,defect,test,line_a\n'
                                     '9179952,pass,test,line_c\n'
                                     '3947371,pass,test,line_c\n'
                                     '5237225,defect,calib,line_b\n'
                                     '6184562,pass,calib,line_c\n'
                                     '9696925,pass,calib,line_a\n'
                                     '2571629,pass,test,line_a\n'
                                     '7504881,defect,test,line_c\n'
                                     '8388709,pass,test,line_a\n'
                                     '7722243,pass,test,line_b\n'
                                     '1101824,pass,test,line_b\n'
                                     '2960765,pass,test,line_c\n'
                                     '5232227,pass,test,line_a\n'
                                     '9311210,pass,calib,line_a\n'
                                     '2378474,defect,test,line_a\n'
                                     '6753693,pass,test,line_c\n'
                                     '2220752,pass,test,line_b\n'
                                     '3742952,pass,calib,line_b\n'
                                     '9008425,defect,calib,line_b\n'
                                     '6451018,pass,test,line_b\n'
                                     '9619809,defect,calib,line_a\n'
                                     '7002608,defect,calib,line_b\n'
                                     '4223633,pass,test,line_b\n'
                                     '1828994,pass,test,line_b\n'
                                     '9014549,pass,test,line_b\n'
                                     '8213008,defect,test,line_b\n'
                                     '7765672,pass,test,line_c\n'
                                     '9739895,pass,calib,line_c\n'
                                     '8931529,pass,calib,line_c\n'
                                     '6177874,pass,calib,line_b\n'
                                     '4552023,pass,calib,line_a\n'
                                     '5765641,pass,test,line_a\n'
                                     '1109674,defect,calib,line_b\n'
                                     '1881282,pass,test,line_b\n'
                                     '4859796,pass,test,line_c\n'
                                     '6386834,defect ,test,line_c\n'
                                     '5807505,pass,test,line_a\n'
                                     '8121979,pass,test,line_c\n'
                                     '3895051,defect,test,line_a\n'
                                     '6308198,pass,test,line_b\n'
                                     '7578111,defect,test,line_a\n'
                                     '3585609,pass,calib,line_b\n'
                                     '5724126,pass,test,line_a\n'
                                     '1010534,defect,calib,line_b\n'
                                     '4908777,pass,calib,line_b\n'
                                     '4405972,pass,calib,line_a\n'
                                     '2273297,pass ,test,line_a\n'
                                     '9841227,pass,calib,line_c\n'
                                     '6488891,pass,test,line_c\n'
                                     '9640514,pass,test,line_b\n'
                                     '3214573,defect,calib,line_c\n'
                                     '5263591,pass,calib,line_c\n'
                                     '8274241,pass,test,line_a\n'
                                     '1551822,defect,test,line_c\n'
                                     '3521143,defect,test,line_a\n'
                                     '3143554,pass,test,line_c\n'
                                     '8338944,defect,test,line_c\n'
                                     '4099975,defect,test,line_c\n'
                                     '5932213,pass,test,line_c\n'
                                     '5316056,pass,calib,line_c\n',
                       'predictions.csv': 'part_id,score\n'
                                          '1697716,0.63\n'
                                          '4908777,0.23\n'
                                          '8213008,0.92\n'
                                          '4788869,0.28\n'
                                          '1101824,0.41\n'
                                          '2558164,0.90\n'
                                          '8322872,0.23\n'
                                          '8322348,0.03\n'
                                          '4194525,0.43\n'
                                          '4008417,0.56\n'
                                          '5724126,0.10\n'
                                          '3521143,0.43\n'
                                          '9730552,0.05\n'
                                          '7722243,0.54\n'
                                          '2273297,0.75\n'
                                          '8001087,0.76\n'
                                          '9640514,0.41\n'
                                          '1410324,0.13\n'
                                          '6451018,0.68\n'
                                          '2877043,0.18\n'
                                          '6376646,0.45\n'
                                          '7860913,0.20\n'
                                          '8931529,0.84\n'
                                          '1819684,0.92\n'
                                          '3275824,0.85\n'
                                          '4571244,0.64\n'
                                          '4223633,0.50\n'
                                          '9382175,0.28\n'
                                          '5918401,0.16\n'
                                          '9468405,0.95\n'
                                          '9014549,0.04\n'
                                          '2378474,0.78\n'
                                          '6037037,0.17\n'
                                          '9995014,0.28\n'
                                          '2956392,0.99\n'
                                          '2571629,0.03\n'
                                          '7780377,0.10\n'
                                          '2220752,0.35\n'
                                          '6386834,0.99\n'
                                          '9841227,0.80\n'
                                          '9311210,0.11\n'
                                          '2372470,0.97\n'
                                          '6945739,0.86\n'
                                          '7660664,0.64\n'
                                          '5561773,0.96\n'
                                          '8274241,0.67\n'
                                          '4903506,0.08\n'
                                          '9800849,0.81\n'
                                          '7959874,0.78\n'
                                          '8568649,0.78\n'
                                          '2643047,0.63\n'
                                          '3588329,0.24\n'
                                          '8502476,0.38\n'
                                          '4014039,\n'
                                          '4348791,0.15\n'
                                          '7689586,0.11\n'
                                          '1109674,0.91\n'
                                          '6388405,0.96\n'
                                          '4726161,0.42\n'
                                          '3742952,0.36\n'
                                          '8116672,0.15\n'
                                          '7303544,0.56\n'
                                          '9733333,0.10\n'
                                          '8407444,\n'
                                          '7765672,0.12\n'
                                          '5932213,0.05\n'
                                          '4558330,0.65\n'
                                          '1828994,0.18\n'
                                          '9008425,0.47\n'
                                          '2943376,0.33\n'
                                          '9739895,\n'
                                          '1551822,0.80\n'
                                          '3156094,0.73\n'
                                          '1335266,0.68\n'
                                          '1381140,0.93\n'
                                          '3143554,0.23\n'
                                          '5237225,0.85\n'
                                          '8338944,0.27\n'
                                          '8975131,0.56\n'
                                          '3895051,0.73\n'
                                          '5232227,0.12\n'
                                          '6753693,0.93\n'
                                          '8790439,0.96\n'
                                          '3977583,0.56\n'
                                          '5231170,0.17\n'
                                          '4859796,0.59\n'
                                          '3947371,0.46\n'
                                          '7504881,0.99\n'
                                          '2960765,0.24\n'
                                          '9619809,0.95\n'
                                          '6488891,0.27\n'
                                          '9262234,0.04\n'
                                          '9696925,0.94\n'
                                          '9049973,0.20\n'
                                          '6826840,0.34\n'
                                          '6622025,0.90\n'
                                          '6177874,0.11\n'
                                          '5316056,0.40\n'
                                          '3214573,0.94\n'
                                          '8121979,0.05\n'
                                          '4250401,0.75\n'
                                          '6184562,0.70\n'
                                          '1011443,0.14\n'
                                          '5256597,0.54\n'
                                          '8597266,0.76\n'
                                          '4099975,\n'
                                          '2603120,0.57\n'
                                          '4552023,0.67\n'
                                          '5910868,0.10\n'
                                          '1658966,0.16\n'
                                          '3044279,\n'
                                          '6308198,0.14\n'
                                          '2872026,0.77\n'
                                          '5263591,0.15\n'
                                          '2238908,0.18\n'
                                          '3456139,0.37\n'
                                          '7092927,0.39\n'
                                          '9179952,0.68\n'
                                          '9949417,0.02\n'
                                          '9814965,0.15\n'
                                          '3585609,0.08\n'
                                          '7002608,0.43\n'
                                          '4405972,0.24\n'
                                          '9282147,\n'
                                          '5765641,0.14\n'
                                          '7396445,0.20\n'
                                          '1881282,0.01\n'
                                          '9813708,0.42\n'
                                          '7253976,0.56\n'
                                          '6856606,0.72\n'
                                          '1010534,0.91\n'
                                          '8563496,0.15\n'},
             'metrics': {'auc_ci': [0.692562, 0.900146],
                         'average_precision': 0.763769,
                         'f1': 0.645161,
                         'n_calib': 43,
                         'n_test': 77,
                         'n_unscored': 6,
                         'precision': 0.555556,
                         'recall': 0.769231,
                         'roc_auc': 0.805053,
                         'threshold': 0.43}}}
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
