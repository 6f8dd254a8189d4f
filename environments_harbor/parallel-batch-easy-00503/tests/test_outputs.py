import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'1975ebec27b57be5': 1,
                         '3717c4a570ea4757': 1,
                         '44fb8dd73b7752ea': 0,
                         '4514a63c9caf5d82': 1,
                         '8d90cda23c1f193d': 1,
                         '91d3f1a18e8f64ed': 1,
                         '9419146e28a916ee': 1,
                         '9ec76b79ab5afdc6': 0,
                         'a52231dd70ab8b60': 1,
                         'ccc65315e50253b5': 0,
                         'fa6aede7bcd2a35d': 0},
            'budget': 31,
            'exit': 1,
            'files': [['in/archive/q3/chunk-13.csv',
                       'IMG66830,cdn-gru,3566,2579\n'
                       'IMG17820,cdn-gru,1613,1161\n'
                       'IMG44341,cdn-syd,4406,1272\n'
                       'IMG80404,cdn-syd,1654,3045\n',
                       None],
                      ['in/archive/q3/chunk-89.csv',
                       'IMG24915,cdn-syd,2580,2744\n'
                       'IMG17077,cdn-gru,4824,3898\n'
                       'IMG83271,cdn-ams,1146,3789\n'
                       'IMG31598,cdn-gru,3095,1056\n'
                       'IMG89655,cdn-syd,656,3118\n'
                       'IMG82027,cdn-syd,2777,3239\n'
                       'IMG89615,cdn-gru,5104,3230\n'
                       'IMG20337,cdn-syd,5108,3571\n',
                       None],
                      ['in/chunk-16.csv',
                       'IMG48879,cdn-syd,1076,567\n'
                       'IMG53287,cdn-syd,2176,1321\n'
                       'IMG97817,cdn-syd,4625,3478\n'
                       'IMG20278,cdn-syd,3418,2976\n'
                       'IMG38294,cdn-gru,5609,3469\n'
                       'IMG92913,cdn-gru,1786,1262\n',
                       None],
                      ['in/chunk-24.csv',
                       'IMG99711,cdn-gru,1464,1605\n'
                       'IMG11645,cdn-gru,4326,3249\n'
                       'IMG99786,cdn-gru,2178,3562\n'
                       'IMG77518,cdn-gru,2848,2514\n'
                       'IMG23617,cdn-gru,5877,1072\n',
                       None],
                      ['in/chunk-81.csv',
                       'IMG13307,cdn-gru,1539,1227\n'
                       'IMG30899,cdn-syd,4000,1214\n'
                       'IMG26269,cdn-syd,2321,3281\n'
                       'IMG41755,cdn-syd,1538,2569\n'
                       'IMG65531,cdn-syd,5092,2064\n',
                       None],
                      ['in/eu/chunk-27.csv',
                       'IMG78493,cdn-syd,4632,1662\n'
                       'IMG66593,cdn-syd,5024,501\n'
                       'IMG27421,cdn-syd,5161,2820\n'
                       'IMG76937,cdn-syd,1862,3559\n'
                       'IMG99062,cdn-gru,4999,958\n',
                       None],
                      ['in/eu/chunk-79.csv',
                       'IMG18991,cdn-gru,1915,1498\n'
                       'IMG85408,cdn-gru,5357,3797\n'
                       'IMG35372,cdn-gru,3370,3280\n'
                       'IMG83247,cdn-gru,5546,3155\n'
                       'IMG70273,cdn-gru,5873,3901\n',
                       None],
                      ['in/partner-b/in/chunk-37.csv',
                       'IMG10751,cdn-gru,1002,2945\n'
                       'IMG71809,cdn-gru,5933,3365\n'
                       'IMG31860,cdn-gru,3805,3220\n'
                       'IMG66577,cdn-syd,686,3721\n',
                       None],
                      ['in/partner-b/in/chunk-73.csv',
                       'IMG97158,cdn-syd,1324,3215\n'
                       'IMG66174,cdn-syd,1880,1418\n'
                       'IMG22068,cdn-gru,4737,?\n'
                       'IMG36335,cdn-syd,2527,3238\n'
                       'IMG69355,cdn-syd,3078,2033\n',
                       None],
                      ['in/.staging/chunk-21.csv',
                       'IMG14502,cdn-syd,5069,3558\n'
                       'IMG12622,cdn-syd,4348,2853\n'
                       'IMG18243,cdn-syd,3130,2730\n'
                       'IMG24485,cdn-gru,4849,2289\n'
                       'IMG71684,cdn-syd,1618,1138\n'
                       'IMG42636,cdn-syd,3920,527\n',
                       None],
                      ['in/eu/.chunk-20.csv',
                       'IMG95547,cdn-gru,2034,667\n'
                       'IMG23037,cdn-syd,2735,1326\n'
                       'IMG25148,cdn-syd,2205,2269\n'
                       'IMG66201,cdn-syd,3801,1386\n'
                       'IMG80485,cdn-syd,4453,3423\n',
                       None],
                      ['out/parts/archive/q3/chunk-13.out',
                       'IMG66830,c3e92c30a720\nIMG17820,c56dc8c23079\nIMG44341,da88230eda76\nIMG80404,71d355dda80c\n',
                       None],
                      ['out/parts/chunk-16.out',
                       'IMG48879,c1cba6d14048\n'
                       'IMG53287,33cf3de3b33a\n'
                       'IMG97817,c72423b58cd9\n'
                       'IMG20278,896f46f16c8b\n'
                       'IMG38294,af8a8e781204\n'
                       'IMG92913,53f42857c7ed\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1703831155.370\t     0.500\t0\t0\t0\t0\t/opt/asset-thumbs/bin/run-batch --job 1 '
                       'archive/q3/chunk-13.csv 2\n'
                       '2\t:\t1703831156.110\t     0.600\t0\t0\t75\t0\t/opt/asset-thumbs/bin/run-batch --job 2 '
                       'archive/q3/chunk-89.csv 3\n'
                       '3\t:\t1703831157.220\t     0.700\t0\t0\t0\t0\t/opt/asset-thumbs/bin/run-batch --job 3 '
                       'chunk-16.csv 1\n',
                       None]],
            'input': 'in',
            'ledger': ['IMG10751\t4\tab082b2be3e6d0d8',
                       'IMG13307\t5\tb98c2292454334f0',
                       'IMG18991\t5\t4c5b2461eee8b2e1',
                       'IMG24915\t8\t0fae632250ac994b',
                       'IMG78493\t5\te2c85ff1527df038',
                       'IMG99711\t5\t38cd5dbebc8ff68f'],
            'logs': {'archive/q3/chunk-89': '8 records converted\n',
                     'chunk-24': '5 records converted\n',
                     'chunk-81': '5 records converted\n',
                     'eu/chunk-27': '5 records converted\n',
                     'eu/chunk-79': '5 records converted\n',
                     'partner-b/in/chunk-37': '4 records converted\n',
                     'partner-b/in/chunk-73': "line 3: malformed record 'IMG22068,cdn-gru,4737,?'\n"},
            'names': {'1975ebec27b57be5': 'archive/q3/chunk-89.csv',
                      '3717c4a570ea4757': 'eu/chunk-27.csv',
                      '44fb8dd73b7752ea': '.staging/chunk-21.csv',
                      '4514a63c9caf5d82': 'chunk-24.csv',
                      '8d90cda23c1f193d': 'partner-b/in/chunk-37.csv',
                      '91d3f1a18e8f64ed': 'chunk-81.csv',
                      '9419146e28a916ee': 'partner-b/in/chunk-73.csv',
                      '9ec76b79ab5afdc6': 'chunk-16.csv',
                      'a52231dd70ab8b60': 'eu/chunk-79.csv',
                      'ccc65315e50253b5': 'eu/.chunk-20.csv',
                      'fa6aede7bcd2a35d': 'archive/q3/chunk-13.csv'},
            'plan': {'1975ebec27b57be5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['IMG24915,3ee88217d36e',
                                                    'IMG17077,f0ee0596bf18',
                                                    'IMG83271,ca47be970a81',
                                                    'IMG31598,80dc34071af8',
                                                    'IMG89655,93cae99d6f96',
                                                    'IMG82027,beb42b7cc487',
                                                    'IMG89615,ae1a802d4adf',
                                                    'IMG20337,a6da01902b2a'],
                                          'src': 'cdn-ams',
                                          'stall': False},
                     '3717c4a570ea4757': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG78493,bc4f430c8a65',
                                                    'IMG66593,28601ebcb462',
                                                    'IMG27421,ffa97b3ef871',
                                                    'IMG76937,46aac31f3863',
                                                    'IMG99062,b71393f01583'],
                                          'src': '',
                                          'stall': False},
                     '44fb8dd73b7752ea': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG14502,6f7c4e3d6ea4',
                                                    'IMG12622,0a3a10b63915',
                                                    'IMG18243,5b424a1722c3',
                                                    'IMG24485,9e460319d62c',
                                                    'IMG71684,82769a020d77',
                                                    'IMG42636,03a9bc0d6cf4'],
                                          'src': '',
                                          'stall': False},
                     '4514a63c9caf5d82': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG99711,14cf3c148fa7',
                                                    'IMG11645,914372d5aa5d',
                                                    'IMG99786,1f3e2fc444e5',
                                                    'IMG77518,e5c4a8ed2a47',
                                                    'IMG23617,18b0d8f5794a'],
                                          'src': '',
                                          'stall': False},
                     '8d90cda23c1f193d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG10751,a2bb6a9e5a96',
                                                    'IMG71809,c81113ba5e74',
                                                    'IMG31860,001179214356',
                                                    'IMG66577,849d871e89ea'],
                                          'src': '',
                                          'stall': False},
                     '91d3f1a18e8f64ed': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG13307,1de6f18be41c',
                                                    'IMG30899,bb116cc64bf8',
                                                    'IMG26269,1ea9a64beec0',
                                                    'IMG41755,8c5e0ffc85f8',
                                                    'IMG65531,0a236bdf516f'],
                                          'src': '',
                                          'stall': False},
                     '9419146e28a916ee': {'bad_at': 3,
                                          'bad_rec': 'IMG22068,cdn-gru,4737,?',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['IMG97158,b314f4de4bfd',
                                                    'IMG66174,6b055a1032de',
                                                    'IMG22068,dff94be5ef9a',
                                                    'IMG36335,03daa262b9e4',
                                                    'IMG69355,817113cab524'],
                                          'src': '',
                                          'stall': False},
                     '9ec76b79ab5afdc6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG48879,c1cba6d14048',
                                                    'IMG53287,33cf3de3b33a',
                                                    'IMG97817,c72423b58cd9',
                                                    'IMG20278,896f46f16c8b',
                                                    'IMG38294,af8a8e781204',
                                                    'IMG92913,53f42857c7ed'],
                                          'src': '',
                                          'stall': False},
                     'a52231dd70ab8b60': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG18991,d092376e9c1e',
                                                    'IMG85408,a7f9a0643be5',
                                                    'IMG35372,f0d3352b91fc',
                                                    'IMG83247,e60b33ae7ef9',
                                                    'IMG70273,8ea463426572'],
                                          'src': '',
                                          'stall': False},
                     'ccc65315e50253b5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG95547,dae7f965a8b0',
                                                    'IMG23037,683ebdac2b5c',
                                                    'IMG25148,9401f7cfe065',
                                                    'IMG66201,9297375c0f21',
                                                    'IMG80485,aecf147848bd'],
                                          'src': '',
                                          'stall': False},
                     'fa6aede7bcd2a35d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG66830,c3e92c30a720',
                                                    'IMG17820,c56dc8c23079',
                                                    'IMG44341,da88230eda76',
                                                    'IMG80404,71d355dda80c'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['0fae632250ac994b',
                        '38cd5dbebc8ff68f',
                        '4c5b2461eee8b2e1',
                        'ab082b2be3e6d0d8',
                        'b98c2292454334f0',
                        'e2c85ff1527df038'],
            'results': ['asset_id,thumb_key',
                        'IMG66830,c3e92c30a720',
                        'IMG17820,c56dc8c23079',
                        'IMG44341,da88230eda76',
                        'IMG80404,71d355dda80c',
                        'IMG24915,3ee88217d36e',
                        'IMG17077,f0ee0596bf18',
                        'IMG83271,ca47be970a81',
                        'IMG31598,80dc34071af8',
                        'IMG89655,93cae99d6f96',
                        'IMG82027,beb42b7cc487',
                        'IMG89615,ae1a802d4adf',
                        'IMG20337,a6da01902b2a',
                        'IMG48879,c1cba6d14048',
                        'IMG53287,33cf3de3b33a',
                        'IMG97817,c72423b58cd9',
                        'IMG20278,896f46f16c8b',
                        'IMG38294,af8a8e781204',
                        'IMG92913,53f42857c7ed',
                        'IMG99711,14cf3c148fa7',
                        'IMG11645,914372d5aa5d',
                        'IMG99786,1f3e2fc444e5',
                        'IMG77518,e5c4a8ed2a47',
                        'IMG23617,18b0d8f5794a',
                        'IMG13307,1de6f18be41c',
                        'IMG30899,bb116cc64bf8',
                        'IMG26269,1ea9a64beec0',
                        'IMG41755,8c5e0ffc85f8',
                        'IMG65531,0a236bdf516f',
                        'IMG78493,bc4f430c8a65',
                        'IMG66593,28601ebcb462',
                        'IMG27421,ffa97b3ef871',
                        'IMG76937,46aac31f3863',
                        'IMG99062,b71393f01583',
                        'IMG18991,d092376e9c1e',
                        'IMG85408,a7f9a0643be5',
                        'IMG35372,f0d3352b91fc',
                        'IMG83247,e60b33ae7ef9',
                        'IMG70273,8ea463426572',
                        'IMG10751,a2bb6a9e5a96',
                        'IMG71809,c81113ba5e74',
                        'IMG31860,001179214356',
                        'IMG66577,849d871e89ea'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'failed']]},
 'today': {'ledger': ['IMG46280\t6\ta487d423bfe9504b',
                      'IMG48932\t5\tfad8002d8a5dfb84',
                      'IMG50256\t5\t30671bd672029698',
                      'IMG54334\t8\t4091f205613b0e21',
                      'IMG57599\t5\tfbb1afc085384ab4'],
           'logs': {'archive/q3/chunk-56': '8 records converted\n',
                    'chunk-14': '5 records converted\n',
                    'eu/chunk-81': '5 records converted\n',
                    'eu/chunk-87': '5 records converted\n',
                    'partner-b/in/chunk-43': '6 records converted\n',
                    'partner-b/in/chunk-67': "line 6: malformed record 'IMG19979,cdn-gru,NULL,2606'\n"},
           'results': ['asset_id,thumb_key',
                       'IMG54334,7260016b7a15',
                       'IMG89449,af04df0585ad',
                       'IMG44182,3a1450505561',
                       'IMG77314,ce515bb7134e',
                       'IMG66514,6d2410ebe9be',
                       'IMG49123,72538852fd02',
                       'IMG66339,3747c3f09f90',
                       'IMG47475,91ad5e9fa228',
                       'IMG38202,dce51f4b9d5e',
                       'IMG49144,ce3b5599620a',
                       'IMG73032,b91c318ab8b1',
                       'IMG48766,8affaf17daa0',
                       'IMG47275,56acbc07e6f7',
                       'IMG78856,70461a40e0ad',
                       'IMG30998,a5c29719a0e8',
                       'IMG84035,2cb1a5ceea43',
                       'IMG50256,b0297a41c21a',
                       'IMG35224,386e1cbd8df2',
                       'IMG18428,d7ee26c3b2e9',
                       'IMG20186,d611ce0b7a26',
                       'IMG86829,ccb6cb263016',
                       'IMG57599,7e80197cf84d',
                       'IMG25310,d6210285b99a',
                       'IMG76397,6e9f59daab46',
                       'IMG68753,2429fe772b50',
                       'IMG95402,3dbda2d4c525',
                       'IMG48932,276e5d44487c',
                       'IMG62688,3dcc93d1bfdf',
                       'IMG88493,9f8d77613783',
                       'IMG93032,dbb122bddd5d',
                       'IMG34646,9a65f3e5f616',
                       'IMG46280,1cbad6ba7372',
                       'IMG94469,0ffbe9fbbf09',
                       'IMG46657,1bc712e23515',
                       'IMG32226,1f0936547713',
                       'IMG38767,8f9118153391',
                       'IMG66032,d1930b245ffa'],
           'summary': [['1', '1', 'ok'],
                       ['2', '0', 'skipped'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'failed']]}}
CAP = 3
DRIVER = '/opt/asset-thumbs/bin/run-batch'
TODAY = '/opt/asset-thumbs/runs/2025-01-05'
GATEWAY = 'THUMBIFY_GATEWAY'
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
