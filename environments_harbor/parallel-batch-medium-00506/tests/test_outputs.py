import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'05dceab425603858': 1,
                         '0aeef0a7a18845a3': 1,
                         '2b7a26541d88db7b': 1,
                         '3b9f2016cff86eaa': 0,
                         '4830d1b8e14ee4ab': 1,
                         '4c43f43a7c14bd5d': 1,
                         '6307290d0e81223a': 0,
                         '69d6d98dbb36ad15': 0,
                         '94c60c0759ec3fd9': 1,
                         'bd46cad3dad23ed0': 1,
                         'd61ef88556015723': 0},
            'budget': 30,
            'exit': 1,
            'files': [['in/apac/lot-04.csv',
                       'SUB83130,mx-c,2017,141\n'
                       'SUB31589,mx-c,2011,56\n'
                       'SUB33307,mx-b,2014,213\n'
                       'SUB72792,mx-c,2013,251\n'
                       'SUB84359,mx-b,2023,88\n'
                       'SUB41026,mx-b,2019,227\n'
                       'SUB65682,mx-b,2017,341\n'
                       'SUB42035,mx-c,2010,222\n',
                       1725053284],
                      ['in/apac/lot-35.csv',
                       'SUB94060,mx-c,2018,98\n'
                       'SUB28438,mx-c,2010,137\n'
                       'SUB14602,mx-b,2011,404\n'
                       'SUB51975,mx-c,2014,225\n'
                       'SUB58300,mx-c,2015,109\n',
                       1725053284],
                      ['in/archive/q3/lot-68.csv',
                       'SUB93541,mx-b,2017,365\n'
                       'SUB86789,mx-c,2024,229\n'
                       'SUB33706,mx-b,2013,126\n'
                       'SUB64734,mx-b,2014,368\n'
                       'SUB53341,mx-c,2024,84\n',
                       1725053284],
                      ['in/archive/q3/lot-73.csv',
                       'SUB53886,mx-b,2023,165\n'
                       'SUB34297,mx-c,2024,61\n'
                       'SUB89160,mx-b,2011,34\n'
                       'SUB86944,mx-c,2011,297\n'
                       'SUB72739,mx-b,2010,112\n',
                       1725053284],
                      ['in/lot-07.csv',
                       'SUB79292,mx-c,2024,75\n'
                       'SUB23515,mx-c,2022,103\n'
                       'SUB74903,mx-c,2024,375\n'
                       'SUB83148,mx-b,2011,15\n'
                       'SUB16543,mx-b,2012,474\n'
                       'SUB90970,mx-c,2012,244\n',
                       1725053284],
                      ['in/lot-46.csv',
                       'SUB28852,mx-c,2022,303\n'
                       'SUB55510,mx-c,2015,191\n'
                       'SUB73004,mx-b,2017,349\n'
                       'SUB31707,mx-b,2018,145\n'
                       'SUB95216,mx-b,2023,324\n',
                       1725053284],
                      ['in/lot-72.csv',
                       'SUB34548,mx-b,2015,288\n'
                       'SUB92997,mx-c,2012,180\n'
                       'SUB42851,mx-c,2010,228\n'
                       'SUB15820,mx-c,2017,317\n'
                       'SUB60222,mx-c,2020,396\n'
                       'SUB42458,mx-c,2016,49\n',
                       1725053284],
                      ['in/partner-b/in/lot-77.csv',
                       'SUB86481,mx-b,2017,483\n'
                       'SUB27297,mx-c,2023,104\n'
                       'SUB77148,mx-c,2019,NULL\n'
                       'SUB40003,mx-c,2017,299\n',
                       1725053284],
                      ['in/partner-b/in/lot-93.csv',
                       'SUB58363,mx-b,2011,292\n'
                       'SUB47592,mx-b,2018,263\n'
                       'SUB95476,mx-c,2016,408\n'
                       'SUB20939,mx-b,2018,169\n'
                       'SUB67642,mx-c,2020,422\n',
                       1725053284],
                      ['in/.staging/lot-74.csv',
                       'SUB26871,mx-c,2021,422\n'
                       'SUB15544,mx-b,2016,187\n'
                       'SUB16320,mx-c,2018,429\n'
                       'SUB29692,mx-b,2021,196\n'
                       'SUB44676,mx-c,2018,403\n',
                       1725053284],
                      ['in/partner-b/in/.lot-26.csv',
                       'SUB94026,mx-c,2013,180\n'
                       'SUB73495,mx-c,2010,369\n'
                       'SUB57238,mx-c,2015,284\n'
                       'SUB24237,mx-b,2013,271\n'
                       'SUB16346,mx-b,2011,158\n',
                       1725053284],
                      ['out/parts/lot-07.out',
                       'SUB79292,44b308179e4e\n'
                       'SUB23515,ce248504d0e8\n'
                       'SUB74903,5345077848be\n'
                       'SUB83148,2e3a494c9184\n'
                       'SUB16543,172fa00a2ddf\n'
                       'SUB90970,379899ad6545\n',
                       1725056884],
                      ['out/parts/lot-72.out',
                       'SUB34548,2d0c837e85c3\n'
                       'SUB92997,3d7dcf8c401a\n'
                       'SUB42851,1ad49e517f49\n'
                       'SUB15820,73c7749317a3\n'
                       'SUB60222,de98ffadc805\n'
                       'SUB42458,a67f1cddb26a\n',
                       1724966884],
                      ['out/parts/partner-b/in/lot-93.out',
                       'SUB58363,d7ee1a86478a\n'
                       'SUB47592,578fc9eb680a\n'
                       'SUB95476,272153c46f7c\n'
                       'SUB20939,c74cc59676be\n'
                       'SUB67642,c78c171fd2a2\n',
                       1725056884]],
            'input': 'in',
            'ledger': ['SUB28852\t5\t28756496b2d4b24c',
                       'SUB34548\t6\tac93f7dbeb31cc7f',
                       'SUB53886\t5\t5cbcce4ad667877e',
                       'SUB83130\t8\t5399a0468c01e470',
                       'SUB93541\t5\t9ba831e733e20b51',
                       'SUB94060\t5\t567c0d1d1068be26'],
            'logs': {'apac/lot-04': '8 records converted\n',
                     'apac/lot-35': '5 records converted\n',
                     'archive/q3/lot-68': '5 records converted\n',
                     'archive/q3/lot-73': '5 records converted\n',
                     'lot-46': '5 records converted\n',
                     'lot-72': '6 records converted\n',
                     'partner-b/in/lot-77': "line 3: malformed record 'SUB77148,mx-c,2019,NULL'\n"},
            'names': {'05dceab425603858': 'partner-b/in/lot-77.csv',
                      '0aeef0a7a18845a3': 'lot-46.csv',
                      '2b7a26541d88db7b': 'lot-72.csv',
                      '3b9f2016cff86eaa': 'partner-b/in/lot-93.csv',
                      '4830d1b8e14ee4ab': 'archive/q3/lot-68.csv',
                      '4c43f43a7c14bd5d': 'apac/lot-35.csv',
                      '6307290d0e81223a': 'lot-07.csv',
                      '69d6d98dbb36ad15': '.staging/lot-74.csv',
                      '94c60c0759ec3fd9': 'apac/lot-04.csv',
                      'bd46cad3dad23ed0': 'archive/q3/lot-73.csv',
                      'd61ef88556015723': 'partner-b/in/.lot-26.csv'},
            'plan': {'05dceab425603858': {'bad_at': 3,
                                          'bad_rec': 'SUB77148,mx-c,2019,NULL',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['SUB86481,580746025e00',
                                                    'SUB27297,3cad8c67f307',
                                                    'SUB77148,09cb3c0d93db',
                                                    'SUB40003,921618682d10'],
                                          'src': '',
                                          'stall': False},
                     '0aeef0a7a18845a3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB28852,aa5f84135551',
                                                    'SUB55510,1f8517704313',
                                                    'SUB73004,c9ddd95c9d0b',
                                                    'SUB31707,8dd1235e1893',
                                                    'SUB95216,627cd64b9b27'],
                                          'src': '',
                                          'stall': False},
                     '2b7a26541d88db7b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB34548,bd461b70db4a',
                                                    'SUB92997,7ddc38a22138',
                                                    'SUB42851,876583abaa28',
                                                    'SUB15820,ceb2edc9857f',
                                                    'SUB60222,c3c77c66cc97',
                                                    'SUB42458,9778e3e29938'],
                                          'src': '',
                                          'stall': False},
                     '3b9f2016cff86eaa': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB58363,d7ee1a86478a',
                                                    'SUB47592,578fc9eb680a',
                                                    'SUB95476,272153c46f7c',
                                                    'SUB20939,c74cc59676be',
                                                    'SUB67642,c78c171fd2a2'],
                                          'src': '',
                                          'stall': False},
                     '4830d1b8e14ee4ab': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB93541,a62dcd107a0a',
                                                    'SUB86789,a5aa17616904',
                                                    'SUB33706,8bdaba5ae1a6',
                                                    'SUB64734,0d619de3a6b3',
                                                    'SUB53341,5ef395746aa0'],
                                          'src': '',
                                          'stall': False},
                     '4c43f43a7c14bd5d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB94060,6df01437f130',
                                                    'SUB28438,33811a112f79',
                                                    'SUB14602,93b05925af80',
                                                    'SUB51975,c3ad156501e0',
                                                    'SUB58300,19613682d7ea'],
                                          'src': '',
                                          'stall': False},
                     '6307290d0e81223a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB79292,44b308179e4e',
                                                    'SUB23515,ce248504d0e8',
                                                    'SUB74903,5345077848be',
                                                    'SUB83148,2e3a494c9184',
                                                    'SUB16543,172fa00a2ddf',
                                                    'SUB90970,379899ad6545'],
                                          'src': '',
                                          'stall': False},
                     '69d6d98dbb36ad15': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB26871,ef0b9deb3343',
                                                    'SUB15544,047785381145',
                                                    'SUB16320,c83a07e18ebb',
                                                    'SUB29692,99ffb0c8084b',
                                                    'SUB44676,4ae9a4babe20'],
                                          'src': '',
                                          'stall': False},
                     '94c60c0759ec3fd9': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['SUB83130,1a7959b0dfb9',
                                                    'SUB31589,4719587f1dd0',
                                                    'SUB33307,883878fea96a',
                                                    'SUB72792,16e9e3d6cc9d',
                                                    'SUB84359,66b18d113e44',
                                                    'SUB41026,9e549057fb1c',
                                                    'SUB65682,410594bd0fad',
                                                    'SUB42035,709ae085f309'],
                                          'src': '',
                                          'stall': False},
                     'bd46cad3dad23ed0': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['SUB53886,2399f304bc18',
                                                    'SUB34297,0a1a6070583f',
                                                    'SUB89160,37ea70fb1bef',
                                                    'SUB86944,d98d33a49120',
                                                    'SUB72739,26860ca1effa'],
                                          'src': '',
                                          'stall': False},
                     'd61ef88556015723': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['SUB94026,786b76f9e977',
                                                    'SUB73495,178357e8de97',
                                                    'SUB57238,1f954b9dccaa',
                                                    'SUB24237,c83b118d4e4b',
                                                    'SUB16346,b508ddb3068d'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['28756496b2d4b24c',
                        '5399a0468c01e470',
                        '567c0d1d1068be26',
                        '5cbcce4ad667877e',
                        '9ba831e733e20b51',
                        'ac93f7dbeb31cc7f'],
            'results': ['subscriber_id,render_id',
                        'SUB83130,1a7959b0dfb9',
                        'SUB31589,4719587f1dd0',
                        'SUB33307,883878fea96a',
                        'SUB72792,16e9e3d6cc9d',
                        'SUB84359,66b18d113e44',
                        'SUB41026,9e549057fb1c',
                        'SUB65682,410594bd0fad',
                        'SUB42035,709ae085f309',
                        'SUB94060,6df01437f130',
                        'SUB28438,33811a112f79',
                        'SUB14602,93b05925af80',
                        'SUB51975,c3ad156501e0',
                        'SUB58300,19613682d7ea',
                        'SUB93541,a62dcd107a0a',
                        'SUB86789,a5aa17616904',
                        'SUB33706,8bdaba5ae1a6',
                        'SUB64734,0d619de3a6b3',
                        'SUB53341,5ef395746aa0',
                        'SUB53886,2399f304bc18',
                        'SUB34297,0a1a6070583f',
                        'SUB89160,37ea70fb1bef',
                        'SUB86944,d98d33a49120',
                        'SUB72739,26860ca1effa',
                        'SUB79292,44b308179e4e',
                        'SUB23515,ce248504d0e8',
                        'SUB74903,5345077848be',
                        'SUB83148,2e3a494c9184',
                        'SUB16543,172fa00a2ddf',
                        'SUB90970,379899ad6545',
                        'SUB28852,aa5f84135551',
                        'SUB55510,1f8517704313',
                        'SUB73004,c9ddd95c9d0b',
                        'SUB31707,8dd1235e1893',
                        'SUB95216,627cd64b9b27',
                        'SUB34548,bd461b70db4a',
                        'SUB92997,7ddc38a22138',
                        'SUB42851,876583abaa28',
                        'SUB15820,ceb2edc9857f',
                        'SUB60222,c3c77c66cc97',
                        'SUB42458,9778e3e29938',
                        'SUB58363,d7ee1a86478a',
                        'SUB47592,578fc9eb680a',
                        'SUB95476,272153c46f7c',
                        'SUB20939,c74cc59676be',
                        'SUB67642,c78c171fd2a2'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '0', 'skipped'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'failed'],
                        ['9', '0', 'skipped']]},
 'today': {'ledger': ['SUB11946\t6\t3e8885c2dfca8268',
                      'SUB16155\t5\t6f79574b966fc448',
                      'SUB24645\t5\t58e00df25db00fab',
                      'SUB27221\t5\tb1923e896f965265',
                      'SUB42653\t8\ta133a1a8a1e38689',
                      'SUB60209\t5\tf15656fa6684b6e9',
                      'SUB93446\t5\t5e087cdae49943ad'],
           'logs': {'apac/lot-75': '8 records converted\n',
                    'eu/2024/lot-43': '5 records converted\n',
                    'eu/2024/lot-88': '5 records converted\n',
                    'lot-53': '5 records converted\n',
                    'lot-98': '5 records converted\n',
                    'partner-b/in/lot-11': '5 records converted\n',
                    'partner-b/in/lot-15': "line 6: malformed record 'SUB80157,mx-b,1e3,464'\n",
                    'partner-b/in/lot-95': '6 records converted\n'},
           'results': ['subscriber_id,render_id',
                       'SUB42653,d811b5b1c02d',
                       'SUB83910,8971a0920ff6',
                       'SUB35011,b9cb0dadee56',
                       'SUB14715,026f5198519a',
                       'SUB71144,d871ddf9dac2',
                       'SUB48089,f0297f91041c',
                       'SUB30411,a1b3c569ef3c',
                       'SUB48499,2999be87778b',
                       'SUB90462,89aa227af411',
                       'SUB63167,3247f164e206',
                       'SUB44224,3f2e45965f9f',
                       'SUB96699,2fddd25a806a',
                       'SUB32915,49d5dc588a5e',
                       'SUB70815,4659a7815e1d',
                       'SUB24645,6060a213d0ec',
                       'SUB90114,973b8645a749',
                       'SUB70110,fb0a9dd1954a',
                       'SUB39945,d91944c4f84c',
                       'SUB18164,42606ea5ccf5',
                       'SUB60209,4aabf329c77d',
                       'SUB48616,c80f3b7f7839',
                       'SUB47791,b434e942cb1a',
                       'SUB30030,529908fb3957',
                       'SUB84584,db28186e847a',
                       'SUB93446,df393d02499a',
                       'SUB80985,ab5dd3a0a4cc',
                       'SUB61483,f0354d865fbb',
                       'SUB97872,8812edcd64cb',
                       'SUB75058,2e08fb17e0fe',
                       'SUB27287,55ca6177a35e',
                       'SUB23139,fa504e160b60',
                       'SUB99716,31bd8dd28111',
                       'SUB66812,ac4f27d45f85',
                       'SUB67238,c618bf352f59',
                       'SUB38578,aee314991d83',
                       'SUB16155,8aab8a2253e6',
                       'SUB89717,7d86467ca23a',
                       'SUB39206,2f7bc9fc898b',
                       'SUB39694,224684602846',
                       'SUB79916,3252ee391e17',
                       'SUB27221,9e6f3bfc74ae',
                       'SUB54989,7b1a669a0f8e',
                       'SUB62702,19a6572fdffb',
                       'SUB93500,7e493a196e24',
                       'SUB71846,3f3dbb9ca3fc',
                       'SUB11946,89cee009c439',
                       'SUB50484,1e0018576200',
                       'SUB19088,7faa5eac6b97',
                       'SUB49161,620ea0e7d2a3',
                       'SUB98629,14006131ef45',
                       'SUB77070,ca7307b736f1'],
           'summary': [['1', '1', 'ok'],
                       ['2', '0', 'skipped'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '0', 'skipped'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'failed'],
                       ['10', '1', 'ok']]}}
CAP = 4
DRIVER = '/data/newsletter-merge/bin/run-batch'
TODAY = '/data/newsletter-merge/runs/2025-06-26'
GATEWAY = 'MAILMERGE_GATEWAY'
SCRATCH = False
DEADLINE = 6

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


def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
