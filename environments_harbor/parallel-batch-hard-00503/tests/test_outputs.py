import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'14cdbe68fcc897e8': 1,
                         '508d2052e6517b76': 1,
                         '6f54039e98aa4504': 0,
                         '73256ba0e64df6a8': 0,
                         'b526256b91e5cc11': 0,
                         'b8277884f1cd8d9e': 0,
                         'c80658dff9aafbba': 1,
                         'd66a4e8565d5052e': 1,
                         'dab1f1f5add3bc65': 1,
                         'db1594150cf3fd45': 1},
            'budget': 32,
            'exit': 2,
            'files': [['in/b02.csv',
                       'CU27162,reg-pl,1997,97\n'
                       'CU42909,reg-pl,2002,41\n'
                       'CU27967,reg-de,1990,2\n'
                       'CU15891,reg-de,1997,16\n'
                       'CU33422,reg-pl,1980,43\n'
                       'CU72296,reg-de,2000,15\n'
                       'CU16235,reg-pl,1953,87\n'
                       'CU69255,reg-de,2004,99\n',
                       1731284951],
                      ['in/b18.csv',
                       'CU92589,reg-pl,1984,53\n'
                       'CU22975,reg-pl,1961,59\n'
                       'CU43502,reg-de,1991,80\n'
                       'CU34247,reg-de,2001,74\n'
                       'CU39534,reg-de,1974,94\n'
                       'CU11697,reg-pl,1991,41\n',
                       1731284951],
                      ['in/b21.csv',
                       'CU42483,reg-pl,1974,17\n'
                       'CU32357,reg-de,1999,76\n'
                       'CU96718,reg-pl,1955,57\n'
                       'CU36520,reg-de,1942,27\n'
                       'CU32483,reg-de,1950,53\n',
                       1731284951],
                      ['in/b24.csv',
                       'CU35975,reg-de,1997,29\n'
                       'CU14699,reg-pl,1967,16\n'
                       'CU49392,reg-pl,1980,30\n'
                       'CU17396,reg-de,1940,39\n'
                       'CU84209,reg-pl,1959,65\n'
                       'CU80596,reg-pl,1975,77\n',
                       1731284951],
                      ['in/b26.csv',
                       'CU95932,reg-de,1983,80\n'
                       'CU25875,reg-de,1997,16\n'
                       'CU68714,reg-pl,1990,22\n'
                       'CU27460,reg-pl,2000,73\n'
                       'CU35157,reg-de,1946,16\n',
                       1731284951],
                      ['in/b43.csv',
                       'CU23051,reg-de,1998,72\n'
                       'CU64374,reg-pl,1964,-\n'
                       'CU62472,reg-pl,1986,26\n'
                       'CU20274,reg-de,1992,63\n'
                       'CU93945,reg-pl,1981,52\n'
                       'CU98800,reg-pl,1940,72\n',
                       1731284951],
                      ['in/b78.csv',
                       'CU57029,reg-pl,1966,80\n'
                       'CU98906,reg-de,1957,71\n'
                       'CU80590,reg-de,1959,39\n'
                       'CU33775,reg-pl,1988,-\n'
                       'CU98523,reg-de,2005,85\n',
                       1731284951],
                      ['in/b81.csv',
                       'CU42892,reg-de,2004,2\n'
                       'CU55748,reg-de,1998,29\n'
                       'CU15498,reg-pl,1952,46\n'
                       'CU28152,reg-pl,1991,83\n'
                       'CU62233,reg-de,1950,17\n',
                       1731284951],
                      ['in/b96.csv',
                       'CU95864,reg-de,1999,93\n'
                       'CU12941,reg-pl,1993,73\n'
                       'CU63733,reg-pl,2000,75\n'
                       'CU42966,reg-de,1985,77\n'
                       'CU17073,reg-de,1995,0\n',
                       1731284951],
                      ['in/b15.csv',
                       'CU85309,reg-pl,1961,50\n'
                       'CU41144,reg-de,1971,2\n'
                       'CU57753,reg-pl,1940,24\n'
                       'CU36240,reg-pl,1945,44\n',
                       1731284951],
                      ['in/SHA256SUMS',
                       '14cdbe68fcc897e8bd326b713f99598d4ab28dd839e35a4f995818617f95d7fb  b02.csv\n'
                       '508d2052e6517b76512b792b982ff2b8a2343ba2819fb4a70a6a4cdb6dfba1e2  b43.csv\n'
                       '6f54039e98aa45042a539d778afcc4c86789098ec9485241d720af063bba647a  b24.csv\n'
                       'b8277884f1cd8d9eba92aab2c296e9de6a95e3e7c92017104996456f6339e5d4  b18.csv\n'
                       'bc542fb0683d0a7f379164a8f545bed82d09fbb486901b8af729e2455277b863  b96.csv\n'
                       'c80658dff9aafbbaf8e6f30a20085997603c53e1c60406bef125ebe131a5942c  b21.csv\n'
                       'd66a4e8565d5052e485623c9f8a0fb1ed2eac017f46f4c1f66938171c360438b  b26.csv\n'
                       'dab1f1f5add3bc659d94ee4f74273684204656de92f30be1a394fabe787d332f  b78.csv\n'
                       'db1594150cf3fd45842d40bc42e19c6db978f57bb4fc370eceaa485b0173604c  b81.csv\n',
                       None],
                      ['out/parts/b18.out',
                       'CU92589,c3222c25b4e7\n'
                       'CU22975,5c3e16163efa\n'
                       'CU43502,3afcfe9ef74a\n'
                       'CU34247,646b86c473fa\n'
                       'CU39534,5753d8b7a115\n'
                       'CU11697,e22bae2f8bd0\n',
                       1731288551],
                      ['out/parts/b21.out',
                       'CU42483,4f5d419f1b1c\n'
                       'CU32357,53e446756bf7\n'
                       'CU96718,87ac81d2dd7a\n'
                       'CU36520,b51a9ac0b89c\n'
                       'CU32483,ca2a0ed654b8\n',
                       1731198551],
                      ['out/parts/b24.out',
                       'CU35975,069f3ba2815f\n'
                       'CU14699,d3c81adcc243\n'
                       'CU49392,25af0088c12c\n'
                       'CU17396,3da62d64a2af\n'
                       'CU84209,1a24c4c28eef\n'
                       'CU80596,8acaf27ce0cf\n',
                       1731288551]],
            'input': 'in',
            'ledger': ['CU27162\t8\td8a3901745c58aa9',
                       'CU42483\t5\tf456db6cee6970d3',
                       'CU42892\t5\t2ec4a297655238ef',
                       'CU95932\t5\t5a3834f3637257cd'],
            'logs': {'b02': '8 records converted\n',
                     'b21': '5 records converted\n',
                     'b26': '5 records converted\n',
                     'b43': "line 2: malformed record 'CU64374,reg-pl,1964,-'\n",
                     'b78': "line 4: malformed record 'CU33775,reg-pl,1988,-'\n",
                     'b81': '5 records converted\n'},
            'names': {'14cdbe68fcc897e8': 'b02.csv',
                      '508d2052e6517b76': 'b43.csv',
                      '6f54039e98aa4504': 'b24.csv',
                      '73256ba0e64df6a8': 'b96.csv',
                      'b526256b91e5cc11': 'b15.csv',
                      'b8277884f1cd8d9e': 'b18.csv',
                      'c80658dff9aafbba': 'b21.csv',
                      'd66a4e8565d5052e': 'b26.csv',
                      'dab1f1f5add3bc65': 'b78.csv',
                      'db1594150cf3fd45': 'b81.csv'},
            'plan': {'14cdbe68fcc897e8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['CU27162,51b5e9077803',
                                                    'CU42909,4f0b4563d5c0',
                                                    'CU27967,0515f90dd4bf',
                                                    'CU15891,cf6b07804450',
                                                    'CU33422,58584898c375',
                                                    'CU72296,72495c2a386b',
                                                    'CU16235,6278ccac563c',
                                                    'CU69255,f477d25f5066'],
                                          'src': '',
                                          'stall': False},
                     '508d2052e6517b76': {'bad_at': 2,
                                          'bad_rec': 'CU64374,reg-pl,1964,-',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['CU23051,779e67877af4',
                                                    'CU64374,0fc891f016a3',
                                                    'CU62472,825bbf21be31',
                                                    'CU20274,131597c6ff4d',
                                                    'CU93945,8634961ba715',
                                                    'CU98800,64c7973fe9ef'],
                                          'src': '',
                                          'stall': False},
                     '6f54039e98aa4504': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU35975,069f3ba2815f',
                                                    'CU14699,d3c81adcc243',
                                                    'CU49392,25af0088c12c',
                                                    'CU17396,3da62d64a2af',
                                                    'CU84209,1a24c4c28eef',
                                                    'CU80596,8acaf27ce0cf'],
                                          'src': '',
                                          'stall': False},
                     '73256ba0e64df6a8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU95864,372454af0204',
                                                    'CU12941,d4bcd56edf45',
                                                    'CU63733,1187d92dc431',
                                                    'CU42966,5f8fb7605703',
                                                    'CU17073,0c3757987fdc'],
                                          'src': '',
                                          'stall': False},
                     'b526256b91e5cc11': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU85309,b85de94dff16',
                                                    'CU41144,3498b5b20562',
                                                    'CU57753,6877b9b73ab5',
                                                    'CU36240,c887afe34be2'],
                                          'src': '',
                                          'stall': False},
                     'b8277884f1cd8d9e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU92589,c3222c25b4e7',
                                                    'CU22975,5c3e16163efa',
                                                    'CU43502,3afcfe9ef74a',
                                                    'CU34247,646b86c473fa',
                                                    'CU39534,5753d8b7a115',
                                                    'CU11697,e22bae2f8bd0'],
                                          'src': '',
                                          'stall': False},
                     'c80658dff9aafbba': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU42483,2cfab34363e8',
                                                    'CU32357,a489c26f432a',
                                                    'CU96718,a4fb48fa9670',
                                                    'CU36520,019d5b60be8d',
                                                    'CU32483,49776f14eca5'],
                                          'src': '',
                                          'stall': False},
                     'd66a4e8565d5052e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['CU95932,60a31cdbd660',
                                                    'CU25875,02689f9123d1',
                                                    'CU68714,1b2e29d29147',
                                                    'CU27460,0edd9e226077',
                                                    'CU35157,bdb5dea7d37b'],
                                          'src': '',
                                          'stall': False},
                     'dab1f1f5add3bc65': {'bad_at': 4,
                                          'bad_rec': 'CU33775,reg-pl,1988,-',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['CU57029,ee0a63ca1807',
                                                    'CU98906,96552a36a1af',
                                                    'CU80590,cca37187af06',
                                                    'CU33775,5349059bb702',
                                                    'CU98523,046a826a0632'],
                                          'src': '',
                                          'stall': False},
                     'db1594150cf3fd45': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['CU42892,5d2e3f9c5e6b',
                                                    'CU55748,b3942ac365e5',
                                                    'CU15498,3b4978a96830',
                                                    'CU28152,c0b5cf6f115d',
                                                    'CU62233,9d40ebaffe74'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['2ec4a297655238ef', '5a3834f3637257cd', 'd8a3901745c58aa9', 'f456db6cee6970d3'],
            'results': ['customer_id,screening_ref',
                        'CU27162,51b5e9077803',
                        'CU42909,4f0b4563d5c0',
                        'CU27967,0515f90dd4bf',
                        'CU15891,cf6b07804450',
                        'CU33422,58584898c375',
                        'CU72296,72495c2a386b',
                        'CU16235,6278ccac563c',
                        'CU69255,f477d25f5066',
                        'CU92589,c3222c25b4e7',
                        'CU22975,5c3e16163efa',
                        'CU43502,3afcfe9ef74a',
                        'CU34247,646b86c473fa',
                        'CU39534,5753d8b7a115',
                        'CU11697,e22bae2f8bd0',
                        'CU42483,2cfab34363e8',
                        'CU32357,a489c26f432a',
                        'CU96718,a4fb48fa9670',
                        'CU36520,019d5b60be8d',
                        'CU32483,49776f14eca5',
                        'CU35975,069f3ba2815f',
                        'CU14699,d3c81adcc243',
                        'CU49392,25af0088c12c',
                        'CU17396,3da62d64a2af',
                        'CU84209,1a24c4c28eef',
                        'CU80596,8acaf27ce0cf',
                        'CU95932,60a31cdbd660',
                        'CU25875,02689f9123d1',
                        'CU68714,1b2e29d29147',
                        'CU27460,0edd9e226077',
                        'CU35157,bdb5dea7d37b',
                        'CU42892,5d2e3f9c5e6b',
                        'CU55748,b3942ac365e5',
                        'CU15498,3b4978a96830',
                        'CU28152,c0b5cf6f115d',
                        'CU62233,9d40ebaffe74'],
            'summary': [['1', '1', 'ok'],
                        ['2', '0', 'skipped'],
                        ['3', '1', 'ok'],
                        ['4', '0', 'skipped'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'failed'],
                        ['8', '1', 'ok']]},
 'today': {'ledger': ['CU25268\t5\td94324592efa3719',
                      'CU27587\t8\t2b3028b9c1507dab',
                      'CU54791\t6\t1e2f13215c6d1053',
                      'CU69765\t5\tba8d0f57cab6b94c',
                      'CU92463\t6\t4f3afe37173c44a3'],
           'logs': {'b06': '8 records converted\n',
                    'b23': '5 records converted\n',
                    'b26': '5 records converted\n',
                    'b37': '6 records converted\n',
                    'b83': "line 3: malformed record 'CU26618,reg-pl,1962,NULL'\n",
                    'b88': '6 records converted\n',
                    'b89': "line 6: malformed record 'CU31830,reg-de,n/a,16'\n"},
           'results': ['customer_id,screening_ref',
                       'CU27587,50fde3c0e23a',
                       'CU93978,acbcecd4403e',
                       'CU66996,097c8e94266d',
                       'CU50011,153375bdee19',
                       'CU48829,73c6c7b31a15',
                       'CU31638,20b5b9f4c666',
                       'CU21581,7265c36ccfce',
                       'CU98945,97a20b72449d',
                       'CU69765,7fd379634777',
                       'CU52147,d91bd43a102e',
                       'CU37983,821071ea0cae',
                       'CU82233,04c91329728c',
                       'CU28710,bbe79ad24ff2',
                       'CU92681,24df6a56c1d4',
                       'CU82760,5e7f19938662',
                       'CU40378,7c82163200b0',
                       'CU46004,2215253ec8b7',
                       'CU47274,fa44c780f8fb',
                       'CU25268,55c32997616e',
                       'CU69261,2c17be7cb06b',
                       'CU32762,ed3e33867d18',
                       'CU83302,3a242992dbb8',
                       'CU39910,e8fca56af7c4',
                       'CU54791,752606fc436e',
                       'CU79346,e508fc58caec',
                       'CU76884,61e308b6e496',
                       'CU17020,b3d23f04acfc',
                       'CU10387,948ca4a5f23d',
                       'CU44443,9e3df97bab81',
                       'CU38247,dbeca4a2940a',
                       'CU24150,bc747d82d444',
                       'CU40702,edb6ebc1dac9',
                       'CU44051,63db1a34d2c6',
                       'CU80829,ad3f806f0970',
                       'CU31528,e9d825382a21',
                       'CU92463,3b81f3298cf9',
                       'CU10324,e9d38c6b9347',
                       'CU58141,79de46626027',
                       'CU16064,02595c01859a',
                       'CU76460,669bb79337f7',
                       'CU87331,853daf53177f'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '0', 'skipped'],
                       ['7', '1', 'failed'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'failed']]}}
CAP = 2
DRIVER = '/data/kyc-screening/bin/run-batch'
TODAY = '/data/kyc-screening/runs/2024-07-11'
GATEWAY = 'KYCSCREEN_GATEWAY'
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


def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])


def test_hidden_scratch_slots(hidden):
    bad = hidden["gw"].scratch_bad
    assert not bad, f"{len(bad)} scratch problems, first: {bad[0]}"


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
