import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'03eb95a2983ab340': 1,
                         '0e572529607b8c59': 1,
                         '18dd9247cfa3f65b': 1,
                         '3f31315966ab54b7': 1,
                         '469d763ef4fa2651': 4,
                         '477082c0fd779feb': 1,
                         '7a6cc36eb018a04d': 1,
                         'c11ef0f627ea6396': 4,
                         'ea08cfa956f0d804': 1,
                         'eb50b037bf18458e': 1},
            'budget': 32,
            'exit': 2,
            'files': [['in/lot-05.csv',
                       'S88644,miseq-1,823551,7\n'
                       'S32671,miseq-2,7441255,2\n'
                       'S58032,miseq-1,6742534,4\n'
                       'S31233,miseq-1,7878962,8\n'
                       'S89059,miseq-2,2236290,8\n'
                       'S53470,miseq-1,5277682,8\n'
                       'S94471,miseq-2,3290185,2\n'
                       'S14081,miseq-1,8722188,1\n',
                       None],
                      ['in/lot-08.csv',
                       'S75903,miseq-2,5328416,6\n'
                       'S51699,miseq-1,4866257,3\n'
                       'S84684,miseq-1,2909471,8\n'
                       'S60699,miseq-1,1465328,4\n'
                       'S40107,miseq-1,284489,5\n',
                       None],
                      ['in/lot-09.csv',
                       'S17142,miseq-1,7333713,4\n'
                       'S32118,miseq-1,8292019,5\n'
                       'S50216,miseq-2,5734424,4\n'
                       'S56853,miseq-2,6737606,1\n'
                       'S75978,miseq-1,8165783,8\n',
                       None],
                      ['in/lot-10.csv',
                       'S65704,miseq-2,6356214,3\n'
                       'S38327,miseq-2,149086,5\n'
                       'S66823,miseq-1,2526532,5\n'
                       'S93702,miseq-1,5749948,7\n'
                       'S97135,miseq-2,6201378,3\n',
                       None],
                      ['in/lot-15.csv',
                       'S59932,miseq-1,2757408,3\n'
                       'S91427,miseq-2,5870227,4\n'
                       'S44685,miseq-2,8009368,1\n'
                       'S14536,miseq-2,4718921,7\n'
                       'S27920,miseq-2,3074732,6\n',
                       None],
                      ['in/lot-39.csv',
                       'S26149,miseq-1,4438004,6\n'
                       'S74685,miseq-2,3857957,4\n'
                       'S64626,miseq-1,653703,8\n'
                       'S72097,miseq-2,2846418,7\n'
                       'S33499,miseq-2,3502684,5\n',
                       None],
                      ['in/lot-41.csv',
                       'S46810,miseq-1,8623934,3\n'
                       'S91442,miseq-1,433913,8\n'
                       'S21719,miseq-2,6579136,2\n'
                       'S74998,miseq-2,2450513,7\n'
                       'S86262,miseq-1,8383412,1\n'
                       'S23802,nextseq,8775449,6\n',
                       None],
                      ['in/lot-50.csv',
                       'S45734,miseq-2,4329029,5\n'
                       'S33310,miseq-2,12O,1\n'
                       'S75301,miseq-1,3239896,6\n'
                       'S25789,miseq-1,3754759,7\n',
                       None],
                      ['in/lot-55.csv',
                       'S45470,miseq-2,1067855,1\n'
                       'S43622,miseq-2,2076013,4\n'
                       'S78242,miseq-1,7635390,4\n'
                       'S29580,miseq-1,1965767,6\n'
                       'S12237,miseq-2,1067879,4\n',
                       None],
                      ['in/lot-78.csv',
                       'S44479,miseq-2,4405571,1\n'
                       'S68846,miseq-1,1320083,8\n'
                       'S28085,miseq-2,1066800,5\n'
                       'S71552,novaseq-b,6551503,5\n'
                       'S42885,miseq-1,4702595,8\n',
                       None]],
            'input': 'in',
            'ledger': ['S17142\t5\t0d59feddf1ba4965',
                       'S26149\t5\t9264cf582d11aed6',
                       'S44479\t5\t094629dbb8509ee2',
                       'S45470\t5\ta26a78c5942885f9',
                       'S59932\t5\t150265e058599266',
                       'S65704\t5\td92679a8f0306822',
                       'S75903\t5\t43e040b908709df6',
                       'S88644\t8\t66af23bbff32e9e9'],
            'logs': {'lot-05': '8 records converted\n',
                     'lot-08': '5 records converted\n',
                     'lot-09': '5 records converted\n',
                     'lot-10': '5 records converted\n',
                     'lot-15': '5 records converted\n',
                     'lot-39': '5 records converted\n',
                     'lot-41': 'nextseq: connection reset by peer (attempt 1)\n'
                               'nextseq: connection reset by peer (attempt 2)\n'
                               'nextseq: connection reset by peer (attempt 3)\n'
                               'nextseq: connection reset by peer (attempt 4)\n',
                     'lot-50': "line 2: malformed record 'S33310,miseq-2,12O,1'\n",
                     'lot-55': '5 records converted\n',
                     'lot-78': 'novaseq-b: connection reset by peer (attempt 1)\n'
                               'novaseq-b: connection reset by peer (attempt 2)\n'
                               'novaseq-b: connection reset by peer (attempt 3)\n'
                               '5 records converted\n'},
            'names': {'03eb95a2983ab340': 'lot-10.csv',
                      '0e572529607b8c59': 'lot-08.csv',
                      '18dd9247cfa3f65b': 'lot-55.csv',
                      '3f31315966ab54b7': 'lot-05.csv',
                      '469d763ef4fa2651': 'lot-41.csv',
                      '477082c0fd779feb': 'lot-15.csv',
                      '7a6cc36eb018a04d': 'lot-50.csv',
                      'c11ef0f627ea6396': 'lot-78.csv',
                      'ea08cfa956f0d804': 'lot-09.csv',
                      'eb50b037bf18458e': 'lot-39.csv'},
            'plan': {'03eb95a2983ab340': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S65704,2b25358179ae',
                                                    'S38327,4cabc98b626e',
                                                    'S66823,c72348a9818e',
                                                    'S93702,b413b5c80274',
                                                    'S97135,246ddead45cc'],
                                          'src': '',
                                          'stall': False},
                     '0e572529607b8c59': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S75903,08811c2b1ad6',
                                                    'S51699,d5740aac4bc6',
                                                    'S84684,80cd57c61fee',
                                                    'S60699,dd326104e402',
                                                    'S40107,05cf7400c269'],
                                          'src': '',
                                          'stall': False},
                     '18dd9247cfa3f65b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S45470,127e6fbf068a',
                                                    'S43622,379c35880c0c',
                                                    'S78242,3216e65ffb31',
                                                    'S29580,c39ff0da5779',
                                                    'S12237,33dbefddff5b'],
                                          'src': '',
                                          'stall': False},
                     '3f31315966ab54b7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['S88644,4792ea6206bb',
                                                    'S32671,09e6d5fac4c8',
                                                    'S58032,3f4b00b53ab8',
                                                    'S31233,53852cfc671e',
                                                    'S89059,9dd6a251cd6b',
                                                    'S53470,7f86d9bf1f3b',
                                                    'S94471,4f53f49f0295',
                                                    'S14081,60ec9d739670'],
                                          'src': '',
                                          'stall': False},
                     '469d763ef4fa2651': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 4,
                                          'lines': ['S46810,1d83ceccf107',
                                                    'S91442,f964ae453684',
                                                    'S21719,73a5c41a082e',
                                                    'S74998,1027afaf57b7',
                                                    'S86262,266474565e67',
                                                    'S23802,01a141e09edd'],
                                          'src': 'nextseq',
                                          'stall': False},
                     '477082c0fd779feb': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S59932,005c92bf09c7',
                                                    'S91427,1e8ad493a1f7',
                                                    'S44685,42e1ac88ad48',
                                                    'S14536,da02116d9cc5',
                                                    'S27920,fd9353789df8'],
                                          'src': '',
                                          'stall': False},
                     '7a6cc36eb018a04d': {'bad_at': 2,
                                          'bad_rec': 'S33310,miseq-2,12O,1',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['S45734,b8f201e0303a',
                                                    'S33310,dfbeefadd755',
                                                    'S75301,98527cb4f541',
                                                    'S25789,6f8f9286a719'],
                                          'src': '',
                                          'stall': False},
                     'c11ef0f627ea6396': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 3,
                                          'lines': ['S44479,5834b62be5cd',
                                                    'S68846,d3d8f93e361c',
                                                    'S28085,69067d6d98a4',
                                                    'S71552,5a4d371146e0',
                                                    'S42885,5dd18a5b1bfe'],
                                          'src': 'novaseq-b',
                                          'stall': False},
                     'ea08cfa956f0d804': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S17142,ca66154fe5f1',
                                                    'S32118,48e037e45cf0',
                                                    'S50216,bdefc439acc0',
                                                    'S56853,e8564f0d0adc',
                                                    'S75978,327af04f80ad'],
                                          'src': '',
                                          'stall': False},
                     'eb50b037bf18458e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S26149,229cbc9f3b0f',
                                                    'S74685,a83a518eb8d7',
                                                    'S64626,06fd0ff77b04',
                                                    'S72097,2cc0578c43af',
                                                    'S33499,25f6e554fb16'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['094629dbb8509ee2',
                        '0d59feddf1ba4965',
                        '150265e058599266',
                        '43e040b908709df6',
                        '66af23bbff32e9e9',
                        '9264cf582d11aed6',
                        'a26a78c5942885f9',
                        'd92679a8f0306822'],
            'results': ['sample_id,bam_ref',
                        'S88644,4792ea6206bb',
                        'S32671,09e6d5fac4c8',
                        'S58032,3f4b00b53ab8',
                        'S31233,53852cfc671e',
                        'S89059,9dd6a251cd6b',
                        'S53470,7f86d9bf1f3b',
                        'S94471,4f53f49f0295',
                        'S14081,60ec9d739670',
                        'S75903,08811c2b1ad6',
                        'S51699,d5740aac4bc6',
                        'S84684,80cd57c61fee',
                        'S60699,dd326104e402',
                        'S40107,05cf7400c269',
                        'S17142,ca66154fe5f1',
                        'S32118,48e037e45cf0',
                        'S50216,bdefc439acc0',
                        'S56853,e8564f0d0adc',
                        'S75978,327af04f80ad',
                        'S65704,2b25358179ae',
                        'S38327,4cabc98b626e',
                        'S66823,c72348a9818e',
                        'S93702,b413b5c80274',
                        'S97135,246ddead45cc',
                        'S59932,005c92bf09c7',
                        'S91427,1e8ad493a1f7',
                        'S44685,42e1ac88ad48',
                        'S14536,da02116d9cc5',
                        'S27920,fd9353789df8',
                        'S26149,229cbc9f3b0f',
                        'S74685,a83a518eb8d7',
                        'S64626,06fd0ff77b04',
                        'S72097,2cc0578c43af',
                        'S33499,25f6e554fb16',
                        'S45470,127e6fbf068a',
                        'S43622,379c35880c0c',
                        'S78242,3216e65ffb31',
                        'S29580,c39ff0da5779',
                        'S12237,33dbefddff5b',
                        'S44479,5834b62be5cd',
                        'S68846,d3d8f93e361c',
                        'S28085,69067d6d98a4',
                        'S71552,5a4d371146e0',
                        'S42885,5dd18a5b1bfe'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '4', 'failed'],
                        ['8', '1', 'failed'],
                        ['9', '1', 'ok'],
                        ['10', '4', 'retried']]},
 'today': {'ledger': ['S10330\t4\te9984d9c7de543c4',
                      'S20144\t5\tf26ed80ab98cf23b',
                      'S26009\t5\te4a88e40e3944f60',
                      'S45852\t8\t1bfda6e2c6a9bddd',
                      'S55816\t6\t91349b2327ed528a',
                      'S58432\t5\t2d94283b84868494',
                      'S75452\t5\taa5583466efe88b5',
                      'S91726\t5\tcd575684f5391cda'],
           'logs': {'lot-11': '8 records converted\n',
                    'lot-14': '5 records converted\n',
                    'lot-15': '5 records converted\n',
                    'lot-27': '5 records converted\n',
                    'lot-29': '5 records converted\n',
                    'lot-31': 'novaseq-b: connection reset by peer (attempt 1)\n'
                              'novaseq-b: connection reset by peer (attempt 2)\n'
                              'novaseq-b: connection reset by peer (attempt 3)\n'
                              '4 records converted\n',
                    'lot-40': '5 records converted\n',
                    'lot-41': '6 records converted\n',
                    'lot-50': 'nextseq: connection reset by peer (attempt 1)\n'
                              'nextseq: connection reset by peer (attempt 2)\n'
                              'nextseq: connection reset by peer (attempt 3)\n'
                              'nextseq: connection reset by peer (attempt 4)\n',
                    'lot-91': "line 4: malformed record 'S87644,miseq-2,12O,4'\n"},
           'results': ['sample_id,bam_ref',
                       'S45852,95d19bbbe8b3',
                       'S75031,e17ca29ba044',
                       'S78219,2cba47df28ac',
                       'S68594,c9341085ea68',
                       'S83446,4f9bfe00fcdb',
                       'S65386,3ce04736fe52',
                       'S37294,357651e2c950',
                       'S39738,0d1eade5cf32',
                       'S91726,cf4927f9f88e',
                       'S88478,1d8b6c29efd0',
                       'S47080,fa9bcb7271a2',
                       'S55440,ec63bdb30074',
                       'S26558,208e8a93e51b',
                       'S20144,2b807a599268',
                       'S51734,ae6402cbc8db',
                       'S74266,e0bf978c95c6',
                       'S60428,e4903b8dd9b0',
                       'S85960,3aa39e0e3798',
                       'S26009,c8aefbfa20c2',
                       'S70327,262b9d4f4782',
                       'S54170,88be1815617e',
                       'S74382,d38b50ddc594',
                       'S48082,eb73e86c5d29',
                       'S75452,75d0621a0adc',
                       'S98716,ade182a16acd',
                       'S31537,7aec20dec4be',
                       'S19773,1173b4b4329b',
                       'S56150,b0b670551ca6',
                       'S10330,c6e096c14c3f',
                       'S91632,64793cd6f571',
                       'S36503,a39fe07d34e8',
                       'S22356,2b02ea88fb2a',
                       'S58432,f0fbdb3bdfb4',
                       'S93003,8eeabea44e96',
                       'S55130,11ccc6122284',
                       'S22024,96cac05831bc',
                       'S44950,5b760ca6052c',
                       'S55816,f6fff7921b0a',
                       'S73591,0d4ccf673940',
                       'S80645,f6fe39b11251',
                       'S41055,e28ffbca109d',
                       'S26493,f25537c45756',
                       'S50774,82f7f009329f'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '4', 'retried'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '4', 'failed'],
                       ['10', '1', 'failed']]}}
CAP = 4
DRIVER = '/opt/read-align/bin/run-batch'
TODAY = '/opt/read-align/runs/2024-01-09'
GATEWAY = 'ALIGNRUN_GATEWAY'
SCRATCH = True
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


def test_hidden_scratch_slots(hidden):
    bad = hidden["gw"].scratch_bad
    assert not bad, f"{len(bad)} scratch problems, first: {bad[0]}"


def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
