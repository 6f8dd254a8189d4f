import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0149c59e1a92ddb0': 1,
                         '1a56c1bdb78ba1e5': 3,
                         '4c6166273c94eb0f': 0,
                         '722cf1adec79908c': 0,
                         '7ed56feb3bf07a2d': 1,
                         '8fd823f57bd0e9c8': 1,
                         '925f59dd15c3abba': 3,
                         '98bc2c220dc50e93': 1,
                         '9f2b375edb6c2ae0': 1,
                         'c1071d6a738e4215': 1,
                         'f97186458ee0ef1d': 1},
            'budget': 31,
            'exit': 2,
            'files': [['in/apac/lot-35.csv',
                       'AD41221,tomtom-1,30966,223\n'
                       'AD97110,here-a,19905,280\n'
                       'AD34425,here-a,93909,148\n'
                       'AD24937,here-a,24985,197\n'
                       'AD58632,here-a,30604,144\n'
                       'AD17389,tomtom-1,55237,217\n'
                       'AD14488,here-a,21455,84\n'
                       'AD17437,here-a,12035,381\n',
                       None],
                      ['in/apac/lot-42.csv',
                       'AD65509,here-a,37073,318\n'
                       'AD94021,tomtom-1,5776,322\n'
                       'AD37383,tomtom-1,19271,119\n'
                       'AD99573,here-a,64736,46\n'
                       'AD57258,here-a,22838,96\n',
                       None],
                      ['in/archive/q3/lot-74.csv',
                       'AD69089,tomtom-1,96976,87\n'
                       'AD76857,tomtom-1,3116,373\n'
                       'AD86531,tomtom-1,92384,241\n'
                       'AD28837,here-a,91995,335\n'
                       'AD15967,here-a,40039,252\n',
                       None],
                      ['in/archive/q3/lot-90.csv',
                       'AD50997,here-a,33607,56\n'
                       'AD69438,tomtom-1,19318,161\n'
                       'AD12241,here-a,41818,347\n'
                       'AD54321,here-a,9943,270\n'
                       'AD33596,tomtom-1,43037,73\n',
                       None],
                      ['in/lot-24.csv',
                       'AD37151,tomtom-1,97190,159\n'
                       'AD66629,tomtom-1,83800,94\n'
                       'AD17801,tomtom-1,82084,350\n'
                       'AD58581,tomtom-1,9628,355\n'
                       'AD82962,tomtom-1,81666,326\n',
                       None],
                      ['in/lot-43.csv',
                       'AD83609,tomtom-1,32195,330\n'
                       'AD82635,tomtom-1,48225,102\n'
                       'AD95654,tomtom-1,54142,46\n'
                       'AD61669,gazetteer,28345,268\n'
                       'AD84684,here-a,35035,312\n'
                       'AD85639,tomtom-1,54846,147\n',
                       None],
                      ['in/lot-55.csv',
                       'AD60530,tomtom-1,76327,317\n'
                       'AD83759,here-a,92202,269\n'
                       'AD90229,tomtom-1,30933,116\n'
                       'AD14288,here-a,51693,139\n'
                       'AD69424,tomtom-1,26570,84\n'
                       'AD76355,here-a,96166,317\n',
                       None],
                      ['in/partner-a/lot-59.csv',
                       'AD94678,here-b,48079,276\n'
                       'AD60195,tomtom-1,96005,213\n'
                       'AD58746,tomtom-1,47403,189\n'
                       'AD16030,here-a,95143,173\n'
                       'AD64560,here-a,23742,335\n',
                       None],
                      ['in/partner-a/lot-69.csv',
                       'AD37963,tomtom-1,70088,301\n'
                       'AD42681,tomtom-1,71059,73\n'
                       'AD82742,here-a,52251,NULL\n'
                       'AD17648,tomtom-1,38618,154\n'
                       'AD85174,here-a,37863,144\n'
                       'AD91573,here-a,5363,164\n',
                       None],
                      ['in/.staging/lot-25.csv',
                       'AD86582,here-a,90364,315\n'
                       'AD13901,here-a,59625,242\n'
                       'AD24903,here-a,78771,133\n'
                       'AD88357,here-a,75504,376\n'
                       'AD62456,tomtom-1,75042,124\n'
                       'AD66991,tomtom-1,29376,99\n',
                       None],
                      ['in/partner-a/.lot-76.csv',
                       'AD22768,tomtom-1,15523,72\n'
                       'AD19201,here-a,91217,46\n'
                       'AD39349,tomtom-1,60320,140\n'
                       'AD17632,here-a,13553,120\n'
                       'AD17875,here-a,77063,364\n',
                       None]],
            'input': 'in',
            'ledger': ['AD37151\t5\tca3a0e7550be3514',
                       'AD41221\t8\tdcb9f60fef98b238',
                       'AD50997\t5\tea6b3b43048d9d40',
                       'AD60530\t6\t2aa2975b8b4177be',
                       'AD65509\t5\td1f466bb0b955e34',
                       'AD69089\t5\t78804fb70d8467a3',
                       'AD83609\t6\t47a07405348cb399'],
            'logs': {'apac/lot-35': '8 records converted\n',
                     'apac/lot-42': '5 records converted\n',
                     'archive/q3/lot-74': '5 records converted\n',
                     'archive/q3/lot-90': '5 records converted\n',
                     'lot-24': '5 records converted\n',
                     'lot-43': 'gazetteer: connection reset by peer (attempt 1)\n'
                               'gazetteer: connection reset by peer (attempt 2)\n'
                               '6 records converted\n',
                     'lot-55': '6 records converted\n',
                     'partner-a/lot-59': 'here-b: connection reset by peer (attempt 1)\n'
                                         'here-b: connection reset by peer (attempt 2)\n'
                                         'here-b: connection reset by peer (attempt 3)\n',
                     'partner-a/lot-69': "line 3: malformed record 'AD82742,here-a,52251,NULL'\n"},
            'names': {'0149c59e1a92ddb0': 'archive/q3/lot-90.csv',
                      '1a56c1bdb78ba1e5': 'partner-a/lot-59.csv',
                      '4c6166273c94eb0f': '.staging/lot-25.csv',
                      '722cf1adec79908c': 'partner-a/.lot-76.csv',
                      '7ed56feb3bf07a2d': 'archive/q3/lot-74.csv',
                      '8fd823f57bd0e9c8': 'lot-55.csv',
                      '925f59dd15c3abba': 'lot-43.csv',
                      '98bc2c220dc50e93': 'apac/lot-42.csv',
                      '9f2b375edb6c2ae0': 'partner-a/lot-69.csv',
                      'c1071d6a738e4215': 'lot-24.csv',
                      'f97186458ee0ef1d': 'apac/lot-35.csv'},
            'plan': {'0149c59e1a92ddb0': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD50997,c2a8790c1a51',
                                                    'AD69438,4d962de2b555',
                                                    'AD12241,bb6509f13468',
                                                    'AD54321,88fc137038a3',
                                                    'AD33596,41a2eb777d27'],
                                          'src': '',
                                          'stall': False},
                     '1a56c1bdb78ba1e5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 3,
                                          'lines': ['AD94678,bda76a272b21',
                                                    'AD60195,ac958f019037',
                                                    'AD58746,0062048a34ea',
                                                    'AD16030,61527a7687cc',
                                                    'AD64560,a8f5c7a1254b'],
                                          'src': 'here-b',
                                          'stall': False},
                     '4c6166273c94eb0f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD86582,d0c7cd5f6fc5',
                                                    'AD13901,7d2899ab90cc',
                                                    'AD24903,6555c815261e',
                                                    'AD88357,4aee1a1499c1',
                                                    'AD62456,bc7821ce0578',
                                                    'AD66991,1ff014efd7ce'],
                                          'src': '',
                                          'stall': False},
                     '722cf1adec79908c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD22768,b8305854db3b',
                                                    'AD19201,300d97e21f63',
                                                    'AD39349,2aea0364a947',
                                                    'AD17632,cac9a7554220',
                                                    'AD17875,56411ac6f673'],
                                          'src': '',
                                          'stall': False},
                     '7ed56feb3bf07a2d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD69089,ad0354abd7bf',
                                                    'AD76857,8c2931f21832',
                                                    'AD86531,0d9372c913e7',
                                                    'AD28837,888ce6781434',
                                                    'AD15967,105eb4d8ec97'],
                                          'src': '',
                                          'stall': False},
                     '8fd823f57bd0e9c8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD60530,edbd8ee6a74e',
                                                    'AD83759,a3de75423df7',
                                                    'AD90229,40c7544a393d',
                                                    'AD14288,b670df986560',
                                                    'AD69424,5a4c8febae6d',
                                                    'AD76355,6fe8e2495ea0'],
                                          'src': '',
                                          'stall': False},
                     '925f59dd15c3abba': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 2,
                                          'lines': ['AD83609,93c6a734b892',
                                                    'AD82635,f18b8c03ce98',
                                                    'AD95654,b182911d0634',
                                                    'AD61669,e0ae2ace5032',
                                                    'AD84684,768d5f8c30b1',
                                                    'AD85639,ecad0131b804'],
                                          'src': 'gazetteer',
                                          'stall': False},
                     '98bc2c220dc50e93': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD65509,e04933b78c26',
                                                    'AD94021,741651579108',
                                                    'AD37383,1d8377d1acd7',
                                                    'AD99573,a56cfce67744',
                                                    'AD57258,95b3365e9325'],
                                          'src': '',
                                          'stall': False},
                     '9f2b375edb6c2ae0': {'bad_at': 3,
                                          'bad_rec': 'AD82742,here-a,52251,NULL',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['AD37963,e222bcb8b467',
                                                    'AD42681,8e189944d5b2',
                                                    'AD82742,595d6e69e896',
                                                    'AD17648,d4a7d7d9c478',
                                                    'AD85174,77aa731bf299',
                                                    'AD91573,74633671e682'],
                                          'src': '',
                                          'stall': False},
                     'c1071d6a738e4215': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD37151,090c0ac800a9',
                                                    'AD66629,fd0bfceadf73',
                                                    'AD17801,7fc4e13ef2ce',
                                                    'AD58581,e763d4c68c6c',
                                                    'AD82962,6a21cd084f49'],
                                          'src': '',
                                          'stall': False},
                     'f97186458ee0ef1d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['AD41221,fa7286fa5fe5',
                                                    'AD97110,a284d772c083',
                                                    'AD34425,21e54f133332',
                                                    'AD24937,f32a284a74e8',
                                                    'AD58632,c852e7297916',
                                                    'AD17389,49e96b1c8a8e',
                                                    'AD14488,5a7531eef29a',
                                                    'AD17437,1348b855de3d'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['2aa2975b8b4177be',
                        '47a07405348cb399',
                        '78804fb70d8467a3',
                        'ca3a0e7550be3514',
                        'd1f466bb0b955e34',
                        'dcb9f60fef98b238',
                        'ea6b3b43048d9d40'],
            'results': ['addr_id,geo_hash',
                        'AD41221,fa7286fa5fe5',
                        'AD97110,a284d772c083',
                        'AD34425,21e54f133332',
                        'AD24937,f32a284a74e8',
                        'AD58632,c852e7297916',
                        'AD17389,49e96b1c8a8e',
                        'AD14488,5a7531eef29a',
                        'AD17437,1348b855de3d',
                        'AD65509,e04933b78c26',
                        'AD94021,741651579108',
                        'AD37383,1d8377d1acd7',
                        'AD99573,a56cfce67744',
                        'AD57258,95b3365e9325',
                        'AD69089,ad0354abd7bf',
                        'AD76857,8c2931f21832',
                        'AD86531,0d9372c913e7',
                        'AD28837,888ce6781434',
                        'AD15967,105eb4d8ec97',
                        'AD50997,c2a8790c1a51',
                        'AD69438,4d962de2b555',
                        'AD12241,bb6509f13468',
                        'AD54321,88fc137038a3',
                        'AD33596,41a2eb777d27',
                        'AD37151,090c0ac800a9',
                        'AD66629,fd0bfceadf73',
                        'AD17801,7fc4e13ef2ce',
                        'AD58581,e763d4c68c6c',
                        'AD82962,6a21cd084f49',
                        'AD83609,93c6a734b892',
                        'AD82635,f18b8c03ce98',
                        'AD95654,b182911d0634',
                        'AD61669,e0ae2ace5032',
                        'AD84684,768d5f8c30b1',
                        'AD85639,ecad0131b804',
                        'AD60530,edbd8ee6a74e',
                        'AD83759,a3de75423df7',
                        'AD90229,40c7544a393d',
                        'AD14288,b670df986560',
                        'AD69424,5a4c8febae6d',
                        'AD76355,6fe8e2495ea0'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '3', 'retried'],
                        ['7', '1', 'ok'],
                        ['8', '3', 'failed'],
                        ['9', '1', 'failed']]},
 'today': {'ledger': ['AD18197\t4\t0fc6d4aa23e69e64',
                      'AD30740\t6\tad0e07c33d540e30',
                      'AD45612\t5\tafe5fb7ab846fb0d',
                      'AD49192\t5\t5c2098001ac6ec87',
                      'AD49363\t8\t61d5ac6b8c664935',
                      'AD54235\t5\tf9daecf7a44be97e',
                      'AD99988\t5\t3bf1e81b5e9e5266'],
           'logs': {'archive/q3/lot-30': '8 records converted\n',
                    'archive/q3/lot-31': '5 records converted\n',
                    'eu/2024/lot-15': '5 records converted\n',
                    'eu/2024/lot-45': '5 records converted\n',
                    'eu/lot-40': '5 records converted\n',
                    'eu/lot-82': 'gazetteer: connection reset by peer (attempt 1)\n'
                                 'gazetteer: connection reset by peer (attempt 2)\n'
                                 '4 records converted\n',
                    'lot-16': 'here-b: connection reset by peer (attempt 1)\n'
                              'here-b: connection reset by peer (attempt 2)\n'
                              'here-b: connection reset by peer (attempt 3)\n',
                    'lot-69': "line 4: malformed record 'AD23798,here-a,12797,12O'\n",
                    'lot-97': '6 records converted\n'},
           'results': ['addr_id,geo_hash',
                       'AD49363,02cf1a978dbb',
                       'AD30523,4d31ef4080ee',
                       'AD76526,7dee78d0620f',
                       'AD27359,d25d6865054e',
                       'AD93798,d7ce34462dd4',
                       'AD84995,bbe04496ba6d',
                       'AD92758,96d0264cfba9',
                       'AD39904,ba72cbdfb163',
                       'AD99988,d7ce9b9f1d60',
                       'AD50017,1e91fdebce8b',
                       'AD38469,9031047b0348',
                       'AD92349,99abf8b3e223',
                       'AD41916,f29d46c82aef',
                       'AD54235,fdea8ebd5368',
                       'AD97319,43aff870f899',
                       'AD87330,9e23d284c1b2',
                       'AD97906,f14117d56e1c',
                       'AD71797,08e4eb701727',
                       'AD49192,5be6cf2b1adf',
                       'AD60119,371ba54a2431',
                       'AD66369,c106d94f84d2',
                       'AD86860,1bdebf30eb1f',
                       'AD17940,6aa41fa9b2fd',
                       'AD45612,03d512df9169',
                       'AD44334,f58b358b97bd',
                       'AD41813,71b75f3e5052',
                       'AD36264,89e6fd2187cb',
                       'AD32199,f1f5721066fb',
                       'AD18197,1c768f3b3948',
                       'AD17096,55489c9b65ca',
                       'AD77395,2d3f23a7d095',
                       'AD71593,2d9e8c764fd9',
                       'AD30740,6a2c488a1971',
                       'AD82530,5af0104656d5',
                       'AD92604,20f26c7c0f04',
                       'AD47274,852fb08b5af4',
                       'AD98810,3b495e5eeaed',
                       'AD24518,e47c051fb2a3'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '3', 'retried'],
                       ['7', '3', 'failed'],
                       ['8', '1', 'failed'],
                       ['9', '1', 'ok']]}}
CAP = 4
DRIVER = '/home/batch/geo-enrich/bin/run-batch'
TODAY = '/home/batch/geo-enrich/runs/2024-10-02'
GATEWAY = 'GEOTAG_GATEWAY'
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
