import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'2619cf10843ccea0': 1,
                         '27390ff025dfd804': 1,
                         '4c2135432e4ae74c': 0,
                         '6f822d24e2cb7243': 1,
                         '94c1ac9990c6e12a': 1,
                         '95da93c20bbdb676': 0,
                         'c9ec370bf01022f8': 1,
                         'd00dddc5191c8b96': 1,
                         'e05980e30ff0ee05': 1,
                         'fad4a08fa018bed5': 1,
                         'fff56fd58330f34f': 1},
            'budget': 31,
            'exit': 1,
            'files': [['in.csv',
                       'invoice_id,tenant,amount_cents,currency\n'
                       'INV71741,umbrella,181247,GBP\n'
                       'INV19347,initech,541539,CHF\n'
                       'INV82607,initech,39459,GBP\n'
                       'INV13779,initech,425490,CHF\n'
                       'INV54581,initech,626875,USD\n'
                       'INV67428,initech,74307,CHF\n'
                       'INV20480,initech,692588,EUR\n'
                       'INV19511,initech,555043,USD\n'
                       'INV82608,initech,531595,GBP\n'
                       'INV92757,initech,288770,GBP\n'
                       'INV21656,initech,852130,EUR\n'
                       'INV17345,globex,329713,USD\n'
                       'INV83844,umbrella,101994,GBP\n'
                       'INV44780,initech,34700,EUR\n'
                       'INV22241,initech,742292,GBP\n'
                       'INV41768,initech,385413,CHF\n'
                       'INV64477,umbrella,204231,USD\n'
                       'INV66537,initech,632982,GBP\n'
                       'INV69092,umbrella,421068,USD\n'
                       'INV93871,initech,99921,EUR\n'
                       'INV96135,umbrella,40487,EUR\n'
                       'INV45946,umbrella,836157,EUR\n'
                       'INV83820,umbrella,665517,EUR\n'
                       'INV68549,umbrella,702875,EUR\n'
                       'INV22584,umbrella,137317,GBP\n'
                       'INV41554,umbrella,617889,CHF\n'
                       'INV52906,umbrella,729654,CHF\n'
                       'INV80166,umbrella,647097,GBP\n'
                       'INV74303,initech,208775,CHF\n'
                       'INV37435,umbrella,969149,EUR\n'
                       'INV92923,umbrella,419558,EUR\n'
                       'INV84421,umbrella,987844,EUR\n'
                       'INV34904,umbrella,655215,GBP\n'
                       'INV59118,initech,662508,CHF\n'
                       'INV59167,initech,480565,EUR\n'
                       'INV79528,initech,555811,USD\n'
                       'INV64003,umbrella,436144,GBP\n'
                       'INV46441,umbrella,954635,USD\n'
                       'INV73983,umbrella,929664,EUR\n'
                       'INV92421,umbrella,675275,GBP\n'
                       'INV35884,umbrella,426404,CHF\n'
                       'INV56982,initech,771827,CHF\n'
                       'INV60346,umbrella,354500,EUR\n'
                       'INV11949,initech,984043,USD\n'
                       'INV59365,initech,554904,GBP\n'
                       'INV34546,umbrella,810677,USD\n'
                       'INV52570,initech,566501,GBP\n'
                       'INV15308,umbrella,235763,CHF\n'
                       'INV75463,initech,260919,CHF\n'
                       'INV75669,umbrella,164044,GBP\n'
                       'INV28278,umbrella,338814,USD\n'
                       'INV54718,umbrella,800510,USD\n'
                       'INV41420,umbrella,300205,GBP\n'
                       'INV60194,initech,922473,CHF\n'
                       'INV52147,umbrella,139959,GBP\n'
                       'INV79298,umbrella,?,USD\n'
                       'INV69910,initech,374158,CHF\n'
                       'INV70936,umbrella,20207,USD\n'
                       'INV69375,initech,877214,USD\n'
                       'INV21332,umbrella,776807,EUR\n'
                       'INV81326,initech,546983,EUR\n'
                       'INV81893,initech,226266,GBP\n'
                       'INV33535,initech,923336,CHF\n'
                       'INV38862,initech,170240,CHF\n'
                       'INV38561,umbrella,961831,EUR\n',
                       None],
                      ['out/parts/shard-0001.out',
                       'INV71741,22abe9f78a99\n'
                       'INV19347,1be9657fd6b4\n'
                       'INV82607,336a1782156c\n'
                       'INV13779,70ffaa1cbf42\n'
                       'INV54581,a16470f2d7e2\n'
                       'INV67428,7aefc45fb854\n',
                       None],
                      ['out/parts/shard-0003.out',
                       'INV83844,871a02c30f95\n'
                       'INV44780,772568e1e028\n'
                       'INV22241,fc3f782a5f89\n'
                       'INV41768,077a16c09039\n'
                       'INV64477,fc1cb69de958\n'
                       'INV66537,9416e2bbef90\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1704399251.370\t     0.500\t0\t0\t0\t0\t/home/batch/invoice-render/bin/run-batch --job 1 '
                       'shard-0001.csv 2\n'
                       '2\t:\t1704399252.110\t     0.600\t0\t0\t75\t0\t/home/batch/invoice-render/bin/run-batch --job '
                       '2 shard-0002.csv 3\n'
                       '3\t:\t1704399253.220\t     0.700\t0\t0\t0\t0\t/home/batch/invoice-render/bin/run-batch --job 3 '
                       'shard-0003.csv 4\n',
                       None]],
            'input': 'in.csv',
            'ledger': ['INV20480\t6\tae09c980b190c9c4',
                       'INV22584\t6\t45758c771fec8f9a',
                       'INV60346\t6\t78cee94d20ad7596',
                       'INV64003\t6\t755015bc94235a0a',
                       'INV69092\t6\t0e35b80afc452154',
                       'INV75463\t6\t5c459aacd59c77a4',
                       'INV81326\t5\tceb5597753be5920',
                       'INV92923\t6\t6a3b77c81519711c'],
            'logs': {'shard-0002': '6 records converted\n',
                     'shard-0004': '6 records converted\n',
                     'shard-0005': '6 records converted\n',
                     'shard-0006': '6 records converted\n',
                     'shard-0007': '6 records converted\n',
                     'shard-0008': '6 records converted\n',
                     'shard-0009': '6 records converted\n',
                     'shard-0010': "line 2: malformed record 'INV79298,umbrella,?,USD'\n",
                     'shard-0011': '5 records converted\n'},
            'names': {'2619cf10843ccea0': 'shard-0010.csv',
                      '27390ff025dfd804': 'shard-0009.csv',
                      '4c2135432e4ae74c': 'shard-0003.csv',
                      '6f822d24e2cb7243': 'shard-0004.csv',
                      '94c1ac9990c6e12a': 'shard-0005.csv',
                      '95da93c20bbdb676': 'shard-0001.csv',
                      'c9ec370bf01022f8': 'shard-0007.csv',
                      'd00dddc5191c8b96': 'shard-0008.csv',
                      'e05980e30ff0ee05': 'shard-0002.csv',
                      'fad4a08fa018bed5': 'shard-0011.csv',
                      'fff56fd58330f34f': 'shard-0006.csv'},
            'plan': {'2619cf10843ccea0': {'bad_at': 2,
                                          'bad_rec': 'INV79298,umbrella,?,USD',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['INV52147,78f689bc6c25',
                                                    'INV79298,bfdfc9f6806b',
                                                    'INV69910,c4b1f87378e6',
                                                    'INV70936,1543d840eca0',
                                                    'INV69375,48eb15e7820b',
                                                    'INV21332,80aecd3871c3'],
                                          'src': '',
                                          'stall': False},
                     '27390ff025dfd804': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV75463,e32cf17ba918',
                                                    'INV75669,56a3b563ecec',
                                                    'INV28278,fa4a1109a29e',
                                                    'INV54718,d8f0f1f29f68',
                                                    'INV41420,94c865fd2bb5',
                                                    'INV60194,3aae85058d41'],
                                          'src': '',
                                          'stall': False},
                     '4c2135432e4ae74c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV83844,871a02c30f95',
                                                    'INV44780,772568e1e028',
                                                    'INV22241,fc3f782a5f89',
                                                    'INV41768,077a16c09039',
                                                    'INV64477,fc1cb69de958',
                                                    'INV66537,9416e2bbef90'],
                                          'src': '',
                                          'stall': False},
                     '6f822d24e2cb7243': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV69092,ea6df8dae889',
                                                    'INV93871,86c95764d726',
                                                    'INV96135,5d453941670c',
                                                    'INV45946,083746501f9e',
                                                    'INV83820,342824a2ee7b',
                                                    'INV68549,b9a983da50f1'],
                                          'src': '',
                                          'stall': False},
                     '94c1ac9990c6e12a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV22584,45ccb1d3811a',
                                                    'INV41554,b1fdf361c322',
                                                    'INV52906,46288ac9db22',
                                                    'INV80166,25bc30b50f38',
                                                    'INV74303,817e1f7f100a',
                                                    'INV37435,dbc76578f0aa'],
                                          'src': '',
                                          'stall': False},
                     '95da93c20bbdb676': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV71741,22abe9f78a99',
                                                    'INV19347,1be9657fd6b4',
                                                    'INV82607,336a1782156c',
                                                    'INV13779,70ffaa1cbf42',
                                                    'INV54581,a16470f2d7e2',
                                                    'INV67428,7aefc45fb854'],
                                          'src': '',
                                          'stall': False},
                     'c9ec370bf01022f8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV64003,615ca012d908',
                                                    'INV46441,15c9a554ae74',
                                                    'INV73983,342c7b99e6d5',
                                                    'INV92421,071300bff7ec',
                                                    'INV35884,b46795437d7a',
                                                    'INV56982,8a2feb04da96'],
                                          'src': '',
                                          'stall': False},
                     'd00dddc5191c8b96': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV60346,72fb2ea4fa1f',
                                                    'INV11949,68a68e4b4816',
                                                    'INV59365,31d9081c47e9',
                                                    'INV34546,1aa7d42b154e',
                                                    'INV52570,48d6230c1092',
                                                    'INV15308,719f9e576564'],
                                          'src': '',
                                          'stall': False},
                     'e05980e30ff0ee05': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['INV20480,e17b519fee91',
                                                    'INV19511,2e83ad1d593e',
                                                    'INV82608,e58df0504241',
                                                    'INV92757,053b94e34612',
                                                    'INV21656,7a2d25987845',
                                                    'INV17345,d6f37d3bbd9d'],
                                          'src': 'globex',
                                          'stall': False},
                     'fad4a08fa018bed5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV81326,2517ad031de7',
                                                    'INV81893,c4ab60c62ed5',
                                                    'INV33535,58ffa902425f',
                                                    'INV38862,5b7e41f50dfa',
                                                    'INV38561,084a2214385f'],
                                          'src': '',
                                          'stall': False},
                     'fff56fd58330f34f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV92923,6317fb5a9299',
                                                    'INV84421,03a0b0ebca57',
                                                    'INV34904,49ab9f828675',
                                                    'INV59118,9f55b6192346',
                                                    'INV59167,46e8f16ba24f',
                                                    'INV79528,a7f2da14fd51'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['0e35b80afc452154',
                        '45758c771fec8f9a',
                        '5c459aacd59c77a4',
                        '6a3b77c81519711c',
                        '755015bc94235a0a',
                        '78cee94d20ad7596',
                        'ae09c980b190c9c4',
                        'ceb5597753be5920'],
            'results': ['invoice_id,pdf_ref',
                        'INV71741,22abe9f78a99',
                        'INV19347,1be9657fd6b4',
                        'INV82607,336a1782156c',
                        'INV13779,70ffaa1cbf42',
                        'INV54581,a16470f2d7e2',
                        'INV67428,7aefc45fb854',
                        'INV20480,e17b519fee91',
                        'INV19511,2e83ad1d593e',
                        'INV82608,e58df0504241',
                        'INV92757,053b94e34612',
                        'INV21656,7a2d25987845',
                        'INV17345,d6f37d3bbd9d',
                        'INV83844,871a02c30f95',
                        'INV44780,772568e1e028',
                        'INV22241,fc3f782a5f89',
                        'INV41768,077a16c09039',
                        'INV64477,fc1cb69de958',
                        'INV66537,9416e2bbef90',
                        'INV69092,ea6df8dae889',
                        'INV93871,86c95764d726',
                        'INV96135,5d453941670c',
                        'INV45946,083746501f9e',
                        'INV83820,342824a2ee7b',
                        'INV68549,b9a983da50f1',
                        'INV22584,45ccb1d3811a',
                        'INV41554,b1fdf361c322',
                        'INV52906,46288ac9db22',
                        'INV80166,25bc30b50f38',
                        'INV74303,817e1f7f100a',
                        'INV37435,dbc76578f0aa',
                        'INV92923,6317fb5a9299',
                        'INV84421,03a0b0ebca57',
                        'INV34904,49ab9f828675',
                        'INV59118,9f55b6192346',
                        'INV59167,46e8f16ba24f',
                        'INV79528,a7f2da14fd51',
                        'INV64003,615ca012d908',
                        'INV46441,15c9a554ae74',
                        'INV73983,342c7b99e6d5',
                        'INV92421,071300bff7ec',
                        'INV35884,b46795437d7a',
                        'INV56982,8a2feb04da96',
                        'INV60346,72fb2ea4fa1f',
                        'INV11949,68a68e4b4816',
                        'INV59365,31d9081c47e9',
                        'INV34546,1aa7d42b154e',
                        'INV52570,48d6230c1092',
                        'INV15308,719f9e576564',
                        'INV75463,e32cf17ba918',
                        'INV75669,56a3b563ecec',
                        'INV28278,fa4a1109a29e',
                        'INV54718,d8f0f1f29f68',
                        'INV41420,94c865fd2bb5',
                        'INV60194,3aae85058d41',
                        'INV81326,2517ad031de7',
                        'INV81893,c4ab60c62ed5',
                        'INV33535,58ffa902425f',
                        'INV38862,5b7e41f50dfa',
                        'INV38561,084a2214385f'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'ok'],
                        ['10', '1', 'failed'],
                        ['11', '1', 'ok']]},
 'today': {'ledger': ['INV17582\t6\tf2adff41d4f75530',
                      'INV20776\t6\t7b98f7014342419f',
                      'INV48390\t6\t4b92eda5d4e38075',
                      'INV58262\t1\t61c61f47df7ce0e5',
                      'INV58497\t6\t918dada09a2f5de8',
                      'INV92192\t6\t610f75fe3daa4b13',
                      'INV96637\t6\t57ad5310834e0fd0'],
           'logs': {'shard-0003': '6 records converted\n',
                    'shard-0004': '6 records converted\n',
                    'shard-0005': '6 records converted\n',
                    'shard-0006': '6 records converted\n',
                    'shard-0007': '6 records converted\n',
                    'shard-0008': '6 records converted\n',
                    'shard-0009': "line 3: malformed record 'INV41608,initech,12O,EUR'\n",
                    'shard-0010': '1 records converted\n'},
           'results': ['invoice_id,pdf_ref',
                       'INV31178,3706fe7392d8',
                       'INV50652,f60cdc0e1262',
                       'INV58266,073b3e72ffaa',
                       'INV71701,a17b5b41d7d3',
                       'INV13142,001d0c4f7159',
                       'INV48905,b09eda143eb0',
                       'INV42982,bfa120b6301b',
                       'INV15068,a80190f92527',
                       'INV26065,0be1cfe7b086',
                       'INV86339,25d15438961e',
                       'INV67761,e67349ee1b4a',
                       'INV84341,2b7188359cd8',
                       'INV20776,b6412bd1ce35',
                       'INV32935,7e12d1616cab',
                       'INV62158,0143df41b973',
                       'INV24570,e53ace2ff991',
                       'INV92972,1e3c572dddfd',
                       'INV63673,623f465ee392',
                       'INV58497,aa5890ef0091',
                       'INV47653,787f0863fca2',
                       'INV46769,d5923c64627e',
                       'INV97332,131d6e080c10',
                       'INV25011,8de68bd98a4e',
                       'INV15116,7abfd35b0fc2',
                       'INV92192,354273004a3b',
                       'INV55497,e3c55b2fbb7c',
                       'INV61246,16b9c7185f68',
                       'INV65036,e2e24f9a25ba',
                       'INV61495,7800da9fddb6',
                       'INV62386,0deb67c3a11b',
                       'INV17582,b696c9d417c5',
                       'INV59470,8459c3d8fcc0',
                       'INV85827,414883537fba',
                       'INV17214,8c01d252deef',
                       'INV54935,138abc2db9b2',
                       'INV64562,1b8f8a347872',
                       'INV48390,6fcefe2632d1',
                       'INV85892,227113de01ab',
                       'INV63207,9bdcd8b52c91',
                       'INV37990,6f290890285c',
                       'INV99121,ac2385ff363f',
                       'INV43329,a9b841d20ff6',
                       'INV96637,e0de756f51b8',
                       'INV85068,7f9d273eeb8c',
                       'INV42540,450715bd89f0',
                       'INV22706,d06f60048984',
                       'INV11653,de49c159f199',
                       'INV55931,e8e817b734f7',
                       'INV58262,9de1e7e5af9a'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '0', 'skipped'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'failed'],
                       ['10', '1', 'ok']]}}
CAP = 4
DRIVER = '/home/batch/invoice-render/bin/run-batch'
TODAY = '/home/batch/invoice-render/runs/2025-07-28'
GATEWAY = 'INVOICER_GATEWAY'
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
