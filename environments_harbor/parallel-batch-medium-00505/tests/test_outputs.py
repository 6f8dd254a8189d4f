import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'4571a3a428266495': 1,
                         '58e9ee3d6384b437': 1,
                         '67318f9738de9db6': 0,
                         '732b5337838e14b2': 1,
                         '7cec1f4d700ad4b3': 1,
                         '97c8089668365163': 1,
                         'a2499ea22906ea84': 1,
                         'a2e32977e23f4789': 0,
                         'b0239637da9e69c7': 1,
                         'd9c7be5a0313dbfd': 0},
            'budget': 30,
            'exit': 1,
            'files': [['in/part_08.csv',
                       'CU12991,reg-de,1954,36\n'
                       'CU65963,reg-it,1965,17\n'
                       'CU73701,reg-de,1988,99\n'
                       'CU24686,reg-de,2001,38\n'
                       'CU12634,reg-it,2003,33\n',
                       None],
                      ['in/part_10.csv',
                       'CU85238,reg-de,2002,17\n'
                       'CU34802,reg-de,2005,60\n'
                       'CU86448,reg-it,1945,83\n'
                       'CU28810,reg-it,1941,21\n',
                       None],
                      ['in/part_15.csv',
                       'CU43121,reg-de,1977,26\n'
                       'CU48669,reg-de,2003,21\n'
                       'CU72163,reg-de,1976,59\n'
                       'CU70489,reg-de,1960,78\n'
                       'CU99567,reg-de,1954,37\n'
                       'CU68957,reg-pl,1966,14\n'
                       'CU42660,reg-de,2003,48\n'
                       'CU41655,reg-it,2003,29\n',
                       None],
                      ['in/part_26.csv',
                       'CU64439,reg-it,1957,26\n'
                       'CU32235,reg-it,2002,33\n'
                       'CU49800,reg-de,1940,25\n'
                       'CU27499,reg-it,2001,45\n',
                       None],
                      ['in/part_33.csv',
                       'CU87568,reg-de,2005,91\n'
                       'CU28262,reg-it,1997,93\n'
                       'CU53433,reg-de,1978,46\n'
                       'CU11146,reg-it,1976,89\n'
                       'CU25937,reg-it,1998,1\n',
                       None],
                      ['in/part_54.csv',
                       'CU80096,reg-it,2000,53\n'
                       'CU88501,reg-de,2001,29\n'
                       'CU23963,reg-it,1969,8\n'
                       'CU67751,reg-de,1998,66\n'
                       'CU23427,reg-de,1958,8\n',
                       None],
                      ['in/part_62.csv',
                       'CU12965,reg-de,1976,47\n'
                       'CU35479,reg-it,1994,1\n'
                       'CU68960,reg-de,1970,27\n'
                       'CU54393,reg-de,1949,6\n'
                       'CU30950,reg-it,1942,28\n',
                       None],
                      ['in/part_64.csv',
                       'CU14984,reg-de,1990,7\n'
                       'CU21942,reg-de,1992,4\n'
                       'CU11576,reg-de,2003,27\n'
                       'CU79889,reg-de,1944,100\n'
                       'CU22792,reg-it,1950,28\n',
                       None],
                      ['in/part_74.csv',
                       'CU45073,reg-de,1985,54\n'
                       'CU78971,reg-de,1952,49\n'
                       'CU10246,reg-de,12O,8\n'
                       'CU43755,reg-it,1984,100\n'
                       'CU56899,reg-de,1963,18\n',
                       None],
                      ['in/part_82.csv',
                       'CU17070,reg-de,1990,27\n'
                       'CU71486,reg-de,1944,86\n'
                       'CU92695,reg-de,1953,99\n'
                       'CU75139,reg-it,1944,26\n'
                       'CU46985,reg-it,1995,84\n'
                       'CU31327,reg-it,1978,1\n',
                       None],
                      ['out/parts/part_08.out',
                       'CU12991,67165fec03c8\n'
                       'CU65963,2dc3e30a0383\n'
                       'CU73701,c42c8763ebee\n'
                       'CU24686,36e42ea0ba28\n'
                       'CU12634,cddf55e2fbf6\n',
                       None],
                      ['out/parts/part_10.out',
                       'CU85238,ee58602bd5a4\nCU34802,8b609d11d51c\nCU86448,265b37bb44a2\nCU28810,28820da0f810\n',
                       None],
                      ['out/parts/part_26.out',
                       'CU64439,94d06528f0d7\nCU32235,6368c8ad9040\nCU49800,5194abfc41af\nCU27499,8b6dc05a79a5\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1701406706.370\t     0.500\t0\t0\t0\t0\t/data/kyc-screening/bin/run-batch --job 1 '
                       'part_08.csv 2\n'
                       '2\t:\t1701406707.110\t     0.600\t0\t0\t0\t0\t/data/kyc-screening/bin/run-batch --job 2 '
                       'part_10.csv 3\n'
                       '3\t:\t1701406708.220\t     0.700\t0\t0\t75\t0\t/data/kyc-screening/bin/run-batch --job 3 '
                       'part_15.csv 4\n'
                       '4\t:\t1701406709.700\t     0.800\t0\t0\t0\t0\t/data/kyc-screening/bin/run-batch --job 4 '
                       'part_26.csv 1\n',
                       None],
                      ['out/ledger.tsv',
                       'CU12991\t5\tae06b5363a2e846f\nCU85238\t4\tb34db197f486b77a\nCU64439\t4\ta25c4c6572ae360b\n',
                       None]],
            'input': 'in',
            'ledger': ['CU12965\t5\t282088fc42594896',
                       'CU12991\t5\tae06b5363a2e846f',
                       'CU14984\t5\t4644f29769bf632e',
                       'CU17070\t6\t8f4f7f891f2021b6',
                       'CU43121\t8\tabdda8d593b48145',
                       'CU64439\t4\ta25c4c6572ae360b',
                       'CU80096\t5\t086e2214f39ef850',
                       'CU85238\t4\tb34db197f486b77a',
                       'CU87568\t5\tb3139112cce9adbe'],
            'logs': {'part_15': '8 records converted\n',
                     'part_33': '5 records converted\n',
                     'part_54': '5 records converted\n',
                     'part_62': '5 records converted\n',
                     'part_64': '5 records converted\n',
                     'part_74': "line 3: malformed record 'CU10246,reg-de,12O,8'\n",
                     'part_82': '6 records converted\n'},
            'names': {'4571a3a428266495': 'part_74.csv',
                      '58e9ee3d6384b437': 'part_54.csv',
                      '67318f9738de9db6': 'part_08.csv',
                      '732b5337838e14b2': 'part_82.csv',
                      '7cec1f4d700ad4b3': 'part_33.csv',
                      '97c8089668365163': 'part_15.csv',
                      'a2499ea22906ea84': 'part_62.csv',
                      'a2e32977e23f4789': 'part_10.csv',
                      'b0239637da9e69c7': 'part_64.csv',
                      'd9c7be5a0313dbfd': 'part_26.csv'},
            'plan': {'4571a3a428266495': {'bad_at': 3,
                                          'bad_rec': 'CU10246,reg-de,12O,8',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['CU45073,3741a2d2fcc2',
                                                    'CU78971,3ad00b1162a5',
                                                    'CU10246,87789a901607',
                                                    'CU43755,2e22dd022211',
                                                    'CU56899,f3fb65858118'],
                                          'src': '',
                                          'stall': False},
                     '58e9ee3d6384b437': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU80096,4ea44b7333a2',
                                                    'CU88501,61eaeffab038',
                                                    'CU23963,45221f01d4dd',
                                                    'CU67751,02f543b53741',
                                                    'CU23427,e3c841f4f929'],
                                          'src': '',
                                          'stall': False},
                     '67318f9738de9db6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU12991,67165fec03c8',
                                                    'CU65963,2dc3e30a0383',
                                                    'CU73701,c42c8763ebee',
                                                    'CU24686,36e42ea0ba28',
                                                    'CU12634,cddf55e2fbf6'],
                                          'src': '',
                                          'stall': False},
                     '732b5337838e14b2': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU17070,21cab13b1d87',
                                                    'CU71486,d9a77448b256',
                                                    'CU92695,92d232802330',
                                                    'CU75139,774e16cc4fcd',
                                                    'CU46985,ff484d2482c8',
                                                    'CU31327,76ed094bf672'],
                                          'src': '',
                                          'stall': False},
                     '7cec1f4d700ad4b3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU87568,8feda1a4cdeb',
                                                    'CU28262,af310cbed0f4',
                                                    'CU53433,0692118f939a',
                                                    'CU11146,fb7d8eaf6095',
                                                    'CU25937,dbd9fea07a73'],
                                          'src': '',
                                          'stall': False},
                     '97c8089668365163': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['CU43121,899dfa1a110d',
                                                    'CU48669,6272a5923a06',
                                                    'CU72163,d9d1adcb91eb',
                                                    'CU70489,b962b2568d26',
                                                    'CU99567,49c02709a923',
                                                    'CU68957,05fd405e628b',
                                                    'CU42660,1bc94c06898e',
                                                    'CU41655,a6373013de9c'],
                                          'src': 'reg-pl',
                                          'stall': False},
                     'a2499ea22906ea84': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU12965,886cccb4aee4',
                                                    'CU35479,6144147301bb',
                                                    'CU68960,2e2653ca3924',
                                                    'CU54393,61adb15eb7ea',
                                                    'CU30950,ab3b82ab4224'],
                                          'src': '',
                                          'stall': False},
                     'a2e32977e23f4789': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU85238,ee58602bd5a4',
                                                    'CU34802,8b609d11d51c',
                                                    'CU86448,265b37bb44a2',
                                                    'CU28810,28820da0f810'],
                                          'src': '',
                                          'stall': False},
                     'b0239637da9e69c7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU14984,877458f903c6',
                                                    'CU21942,05b15a848e38',
                                                    'CU11576,08807aefb764',
                                                    'CU79889,20ae5ec1b852',
                                                    'CU22792,748abab5d19c'],
                                          'src': '',
                                          'stall': False},
                     'd9c7be5a0313dbfd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU64439,94d06528f0d7',
                                                    'CU32235,6368c8ad9040',
                                                    'CU49800,5194abfc41af',
                                                    'CU27499,8b6dc05a79a5'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['086e2214f39ef850',
                        '282088fc42594896',
                        '4644f29769bf632e',
                        '8f4f7f891f2021b6',
                        'abdda8d593b48145',
                        'b3139112cce9adbe'],
            'results': ['customer_id,screening_ref',
                        'CU12991,67165fec03c8',
                        'CU65963,2dc3e30a0383',
                        'CU73701,c42c8763ebee',
                        'CU24686,36e42ea0ba28',
                        'CU12634,cddf55e2fbf6',
                        'CU85238,ee58602bd5a4',
                        'CU34802,8b609d11d51c',
                        'CU86448,265b37bb44a2',
                        'CU28810,28820da0f810',
                        'CU43121,899dfa1a110d',
                        'CU48669,6272a5923a06',
                        'CU72163,d9d1adcb91eb',
                        'CU70489,b962b2568d26',
                        'CU99567,49c02709a923',
                        'CU68957,05fd405e628b',
                        'CU42660,1bc94c06898e',
                        'CU41655,a6373013de9c',
                        'CU64439,94d06528f0d7',
                        'CU32235,6368c8ad9040',
                        'CU49800,5194abfc41af',
                        'CU27499,8b6dc05a79a5',
                        'CU87568,8feda1a4cdeb',
                        'CU28262,af310cbed0f4',
                        'CU53433,0692118f939a',
                        'CU11146,fb7d8eaf6095',
                        'CU25937,dbd9fea07a73',
                        'CU80096,4ea44b7333a2',
                        'CU88501,61eaeffab038',
                        'CU23963,45221f01d4dd',
                        'CU67751,02f543b53741',
                        'CU23427,e3c841f4f929',
                        'CU12965,886cccb4aee4',
                        'CU35479,6144147301bb',
                        'CU68960,2e2653ca3924',
                        'CU54393,61adb15eb7ea',
                        'CU30950,ab3b82ab4224',
                        'CU14984,877458f903c6',
                        'CU21942,05b15a848e38',
                        'CU11576,08807aefb764',
                        'CU79889,20ae5ec1b852',
                        'CU22792,748abab5d19c',
                        'CU17070,21cab13b1d87',
                        'CU71486,d9a77448b256',
                        'CU92695,92d232802330',
                        'CU75139,774e16cc4fcd',
                        'CU46985,ff484d2482c8',
                        'CU31327,76ed094bf672'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '0', 'skipped'],
                        ['3', '1', 'ok'],
                        ['4', '0', 'skipped'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'failed'],
                        ['10', '1', 'ok']]},
 'today': {'ledger': ['CU10428\t5\t67ecab29fbba904c',
                      'CU13191\t5\tadb43331a7a421a0',
                      'CU18300\t5\tdf2bbc5c2a1aaed6',
                      'CU38608\t8\tfa0ffda179f8cfbf',
                      'CU47722\t5\t6fc3bcd2860b62f5',
                      'CU76857\t4\t6624c4cfaf3c988e',
                      'CU76909\t4\t0637d7b990bb6f68',
                      'CU86965\t5\tcb57baa707f81790',
                      'CU87522\t6\tb1b978e02dd330e9'],
           'logs': {'part_04': '8 records converted\n',
                    'part_32': '5 records converted\n',
                    'part_33': '5 records converted\n',
                    'part_36': '5 records converted\n',
                    'part_57': '5 records converted\n',
                    'part_69': '5 records converted\n',
                    'part_83': "line 2: malformed record 'CU13432,reg-de,n/a,90'\n",
                    'part_89': '6 records converted\n'},
           'results': ['customer_id,screening_ref',
                       'CU38608,be54e3954e98',
                       'CU63208,444d80d566ab',
                       'CU18406,015cdd1f4e4d',
                       'CU33013,cd9ef805f682',
                       'CU24393,be33fe834267',
                       'CU77267,2ad0a0ef4e28',
                       'CU77803,6b26d24e8fd1',
                       'CU64621,80924ae17127',
                       'CU76909,3a9c4ce2c857',
                       'CU18655,bcec682b3588',
                       'CU39762,62185a1bbe4b',
                       'CU19744,c30164eea07d',
                       'CU76857,64c904178ec8',
                       'CU41079,0537ce764af1',
                       'CU29746,e243b981cfba',
                       'CU82852,4558faaf8d51',
                       'CU86965,a2bfa05a3f1c',
                       'CU26266,c720337839e2',
                       'CU81765,e32eeb37b9af',
                       'CU32398,f29f087d635d',
                       'CU93196,3f3c8d28d6d4',
                       'CU10428,bb4bf3394dee',
                       'CU83388,967bb93d7a0b',
                       'CU97137,2c0fe37ea60f',
                       'CU61023,e28b4d9ef857',
                       'CU52960,b9dd3116d810',
                       'CU13191,3970cb545608',
                       'CU24175,283c407e79ee',
                       'CU67364,d0f23a16d787',
                       'CU73657,3e576015057d',
                       'CU80274,71d042cc7d02',
                       'CU47722,62a6e5bfbee1',
                       'CU19827,3b6f1691f3fb',
                       'CU61770,b3791422d1da',
                       'CU94701,4767c23e68a3',
                       'CU60844,287af5c37a4f',
                       'CU18300,a54ea6c04804',
                       'CU88044,40c2ef47900a',
                       'CU71509,c04443957f08',
                       'CU27167,4da87e5557a4',
                       'CU35032,e0375aeaffc0',
                       'CU87522,395e8ca94a21',
                       'CU97928,6c79dfa62e21',
                       'CU23885,f336b7114bd7',
                       'CU82820,8c50c8c18dc8',
                       'CU98059,f97b340560a6',
                       'CU44921,e04a6cbbb501'],
           'summary': [['1', '1', 'ok'],
                       ['2', '0', 'skipped'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'failed'],
                       ['10', '1', 'ok']]}}
CAP = 4
DRIVER = '/data/kyc-screening/bin/run-batch'
TODAY = '/data/kyc-screening/runs/2025-05-27'
GATEWAY = 'KYCSCREEN_GATEWAY'
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


def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])


def test_ledger_today():
    got = sorted(_text(os.path.join(TODAY, "ledger.tsv")).splitlines())
    assert got == T["today"]["ledger"], "today's ledger differs: every successful job once, nothing else"


def test_hidden_publishing(hidden):
    pubs = hidden["gw"].publishes
    unlocked = [k for k, locked in pubs if not locked]
    assert not unlocked, f"{len(unlocked)} publish runs without the exclusive lock on ledger.lock held"
    got = sorted(k for k, _ in pubs)
    assert got == T["hidden"]["publish"], (f"{len(got)} publishes, expected {len(T['hidden']['publish'])}: "
                                           "each job that succeeded in this run, once, with its whole part")
    led = sorted(_text(os.path.join(hidden["out"], "ledger.tsv")).splitlines())
    assert led == T["hidden"]["ledger"], "the ledger file does not hold exactly the published batches"
