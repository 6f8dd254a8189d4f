import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'04550a662f2ebacb': 1,
                         '1f7ce2aa5389664a': 2,
                         '40f8ad7951f3a8a3': 1,
                         '4ea5527aaf038d6c': 1,
                         '9bed06bfab39cdfc': 1,
                         'bfec7c775878771c': 1,
                         'c39fd9bef997b187': 1,
                         'c6b095bdac4d3708': 1,
                         'fb30f8ba958efddc': 1,
                         'ff7ed73ee1b62851': 2},
            'budget': 36,
            'exit': 3,
            'files': [['in/b02.csv',
                       'DOC91880,scan-west,21,300\n'
                       'DOC37685,scan-west,26,300\n'
                       'DOC44393,scan-west,39,300\n'
                       'DOC98150,scan-east,3,200\n'
                       'DOC29401,scan-east,19,300\n'
                       'DOC68052,scan-east,39,300\n'
                       'DOC94396,scan-east,20,200\n'
                       'DOC16617,scan-east,6,300\n',
                       None],
                      ['in/b19.csv',
                       'DOC75892,scan-west,31,600\n'
                       'DOC11950,scan-east,2,300\n'
                       'DOC10423,scan-west,20,200\n'
                       'DOC93927,scan-west,12,200\n'
                       'DOC63734,scan-east,34,200\n',
                       None],
                      ['in/b27.csv',
                       'DOC31273,scan-west,31,300\n'
                       'DOC95949,scan-east,6,600\n'
                       'DOC62641,scan-west,33,300\n'
                       'DOC97761,scan-east,27,300\n'
                       'DOC96399,scan-west,16,600\n',
                       None],
                      ['in/b32.csv',
                       'DOC25847,scan-east,40,200\n'
                       'DOC88653,scan-east,36,300\n'
                       'DOC27145,scan-east,40,200\n'
                       'DOC62984,scan-east,16,300\n'
                       'DOC54879,scan-west,7,300\n',
                       None],
                      ['in/b40.csv',
                       'DOC81507,scan-west,30,300\n'
                       'DOC34330,scan-west,18,300\n'
                       'DOC52554,scan-west,37,600\n'
                       'DOC58496,scan-east,25,300\n'
                       'DOC92135,scan-east,3,600\n',
                       None],
                      ['in/b47.csv',
                       'DOC18675,scan-east,7,300\n'
                       'DOC95294,scan-west,26,600\n'
                       'DOC11028,scan-west,24,300\n'
                       'DOC64869,scan-lab,31,300\n',
                       None],
                      ['in/b55.csv',
                       'DOC73110,scan-east,28,300\n'
                       'DOC91878,scan-south,25,200\n'
                       'DOC51036,scan-west,35,200\n'
                       'DOC52244,scan-west,7,600\n'
                       'DOC88704,scan-east,7,300\n'
                       'DOC80156,scan-west,16,300\n',
                       None],
                      ['in/b56.csv',
                       'DOC69863,scan-east,33,200\n'
                       'DOC18855,scan-east,16,600\n'
                       'DOC39369,scan-west,-,600\n'
                       'DOC20609,scan-west,10,200\n'
                       'DOC30760,scan-west,38,600\n'
                       'DOC73759,scan-east,37,600\n',
                       None],
                      ['in/b69.csv',
                       'DOC12351,scan-west,12,600\n'
                       'DOC62628,scan-east,27,600\n'
                       'DOC66531,scan-west,16,300\n'
                       'DOC32653,scan-north,18,600\n',
                       None],
                      ['in/b74.csv',
                       'DOC59722,scan-east,3,600\n'
                       'DOC91326,scan-west,32,200\n'
                       'DOC53550,scan-west,1,200\n'
                       'DOC57344,scan-west,27,300\n',
                       None]],
            'input': 'in',
            'ledger': ['DOC18675\t4\t8fc9fae3a33602d8',
                       'DOC25847\t5\t46156214145ca1a9',
                       'DOC31273\t5\ta486becf4a0c93d1',
                       'DOC59722\t4\t1b75af743061c524',
                       'DOC75892\t5\teb740e5989aa6ac1',
                       'DOC81507\t5\tf4a3eebd7a6294ae',
                       'DOC91880\t8\t679835bda21be430'],
            'logs': {'b02': '8 records converted\n',
                     'b19': '5 records converted\n',
                     'b27': '5 records converted\n',
                     'b32': '5 records converted\n',
                     'b40': '5 records converted\n',
                     'b47': 'scan-lab: connection reset by peer (attempt 1)\n4 records converted\n',
                     'b55': 'scan-south: connection reset by peer (attempt 1)\n'
                            'scan-south: connection reset by peer (attempt 2)\n',
                     'b56': "line 3: malformed record 'DOC39369,scan-west,-,600'\n",
                     'b69': 'waiting for scan-north ...\n',
                     'b74': '4 records converted\n'},
            'names': {'04550a662f2ebacb': 'b69.csv',
                      '1f7ce2aa5389664a': 'b47.csv',
                      '40f8ad7951f3a8a3': 'b02.csv',
                      '4ea5527aaf038d6c': 'b56.csv',
                      '9bed06bfab39cdfc': 'b19.csv',
                      'bfec7c775878771c': 'b27.csv',
                      'c39fd9bef997b187': 'b74.csv',
                      'c6b095bdac4d3708': 'b40.csv',
                      'fb30f8ba958efddc': 'b32.csv',
                      'ff7ed73ee1b62851': 'b55.csv'},
            'plan': {'04550a662f2ebacb': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC12351,8e224300e0f9',
                                                    'DOC62628,52c266b0e142',
                                                    'DOC66531,be353c36d606',
                                                    'DOC32653,cccd8ba62f1d'],
                                          'src': 'scan-north',
                                          'stall': True},
                     '1f7ce2aa5389664a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 1,
                                          'lines': ['DOC18675,bc229e60c32b',
                                                    'DOC95294,2e4b777b4e33',
                                                    'DOC11028,a583f706b407',
                                                    'DOC64869,489b900dc3f9'],
                                          'src': 'scan-lab',
                                          'stall': False},
                     '40f8ad7951f3a8a3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['DOC91880,aa0d6ad2798a',
                                                    'DOC37685,aecdbded4e67',
                                                    'DOC44393,75ef57ad73a5',
                                                    'DOC98150,006693c66e6a',
                                                    'DOC29401,408cfc7048d1',
                                                    'DOC68052,1edbd810c4ce',
                                                    'DOC94396,b71cf050edc7',
                                                    'DOC16617,f906e0c915b4'],
                                          'src': '',
                                          'stall': False},
                     '4ea5527aaf038d6c': {'bad_at': 3,
                                          'bad_rec': 'DOC39369,scan-west,-,600',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['DOC69863,adad4fd4a1ac',
                                                    'DOC18855,a72dfebd9248',
                                                    'DOC39369,ea6039142ed6',
                                                    'DOC20609,b129ce18bd0f',
                                                    'DOC30760,0d955383a88c',
                                                    'DOC73759,8217618b1d64'],
                                          'src': '',
                                          'stall': False},
                     '9bed06bfab39cdfc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC75892,db741038d08b',
                                                    'DOC11950,9283f573d6cc',
                                                    'DOC10423,738dfd9181ec',
                                                    'DOC93927,553984c775e6',
                                                    'DOC63734,3bde059d5c85'],
                                          'src': '',
                                          'stall': False},
                     'bfec7c775878771c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC31273,07fbe9b67cf8',
                                                    'DOC95949,6f2f6c2fee97',
                                                    'DOC62641,d76a99fa52a5',
                                                    'DOC97761,74e50ebd75a7',
                                                    'DOC96399,5d134e756d53'],
                                          'src': '',
                                          'stall': False},
                     'c39fd9bef997b187': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC59722,ccd5ca096f11',
                                                    'DOC91326,dab3350346e1',
                                                    'DOC53550,c45bec03836e',
                                                    'DOC57344,9045fd07da2c'],
                                          'src': '',
                                          'stall': False},
                     'c6b095bdac4d3708': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC81507,77e66d797b04',
                                                    'DOC34330,3987cfeaf85a',
                                                    'DOC52554,79ba63651245',
                                                    'DOC58496,82ca372d47af',
                                                    'DOC92135,3bb600bf3333'],
                                          'src': '',
                                          'stall': False},
                     'fb30f8ba958efddc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC25847,72afe746f1e0',
                                                    'DOC88653,8b96a9567913',
                                                    'DOC27145,44bd5a4ff885',
                                                    'DOC62984,d27907e7d06c',
                                                    'DOC54879,66f7618579b1'],
                                          'src': '',
                                          'stall': False},
                     'ff7ed73ee1b62851': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 2,
                                          'lines': ['DOC73110,5619b07f86a8',
                                                    'DOC91878,e71d4b582c2c',
                                                    'DOC51036,535392eca5db',
                                                    'DOC52244,50d915f2f9ec',
                                                    'DOC88704,b4afb87de3a5',
                                                    'DOC80156,41f54ed33e15'],
                                          'src': 'scan-south',
                                          'stall': False}},
            'publish': ['1b75af743061c524',
                        '46156214145ca1a9',
                        '679835bda21be430',
                        '8fc9fae3a33602d8',
                        'a486becf4a0c93d1',
                        'eb740e5989aa6ac1',
                        'f4a3eebd7a6294ae'],
            'results': ['doc_id,text_digest',
                        'DOC91880,aa0d6ad2798a',
                        'DOC37685,aecdbded4e67',
                        'DOC44393,75ef57ad73a5',
                        'DOC98150,006693c66e6a',
                        'DOC29401,408cfc7048d1',
                        'DOC68052,1edbd810c4ce',
                        'DOC94396,b71cf050edc7',
                        'DOC16617,f906e0c915b4',
                        'DOC75892,db741038d08b',
                        'DOC11950,9283f573d6cc',
                        'DOC10423,738dfd9181ec',
                        'DOC93927,553984c775e6',
                        'DOC63734,3bde059d5c85',
                        'DOC31273,07fbe9b67cf8',
                        'DOC95949,6f2f6c2fee97',
                        'DOC62641,d76a99fa52a5',
                        'DOC97761,74e50ebd75a7',
                        'DOC96399,5d134e756d53',
                        'DOC25847,72afe746f1e0',
                        'DOC88653,8b96a9567913',
                        'DOC27145,44bd5a4ff885',
                        'DOC62984,d27907e7d06c',
                        'DOC54879,66f7618579b1',
                        'DOC81507,77e66d797b04',
                        'DOC34330,3987cfeaf85a',
                        'DOC52554,79ba63651245',
                        'DOC58496,82ca372d47af',
                        'DOC92135,3bb600bf3333',
                        'DOC18675,bc229e60c32b',
                        'DOC95294,2e4b777b4e33',
                        'DOC11028,a583f706b407',
                        'DOC64869,489b900dc3f9',
                        'DOC59722,ccd5ca096f11',
                        'DOC91326,dab3350346e1',
                        'DOC53550,c45bec03836e',
                        'DOC57344,9045fd07da2c'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '2', 'retried'],
                        ['7', '2', 'failed'],
                        ['8', '1', 'failed'],
                        ['9', '1', 'timed_out'],
                        ['10', '1', 'ok']]},
 'today': {'ledger': ['DOC26877\t5\t6c870bb8bb7bd019',
                      'DOC44473\t5\t6d5a15ffe006d239',
                      'DOC53814\t6\tba7683b0159966d1',
                      'DOC81567\t5\t82401cd1bf16c53e',
                      'DOC84583\t5\t36c57d83effe9e17',
                      'DOC92780\t8\t5e8fc092e6e463bd',
                      'DOC99704\t5\t62acb301f8fd59ad'],
           'logs': {'b08': '8 records converted\n',
                    'b11': '5 records converted\n',
                    'b32': '5 records converted\n',
                    'b34': '5 records converted\n',
                    'b36': '5 records converted\n',
                    'b37': '5 records converted\n',
                    'b57': "line 6: malformed record 'DOC60254,scan-east,1e3,600'\n",
                    'b58': 'scan-south: connection reset by peer (attempt 1)\n'
                           'scan-south: connection reset by peer (attempt 2)\n',
                    'b59': 'waiting for scan-north ...\n',
                    'b89': 'scan-lab: connection reset by peer (attempt 1)\n6 records converted\n'},
           'results': ['doc_id,text_digest',
                       'DOC92780,27ed038c674b',
                       'DOC86060,f2e970644d28',
                       'DOC61516,923cfe465b8b',
                       'DOC36279,ae6d7240f1c8',
                       'DOC46961,f06ae353be65',
                       'DOC43576,a2de9bd623d9',
                       'DOC87627,c3f0baacadeb',
                       'DOC20966,f5c4a2181cf5',
                       'DOC44473,bf19784195dd',
                       'DOC50604,3a22d2aa047b',
                       'DOC20822,711350b3ae74',
                       'DOC12662,1f7700593ae2',
                       'DOC73800,9eb00172c889',
                       'DOC84583,ce89036e723d',
                       'DOC70247,dadaa18d4610',
                       'DOC98609,5457d97bdf2a',
                       'DOC13113,f458061a47b0',
                       'DOC45764,2e760af1e949',
                       'DOC81567,16e10fa62085',
                       'DOC29714,806ed87ba96f',
                       'DOC93682,f368a4392a8c',
                       'DOC27343,e3ea4f00015f',
                       'DOC20020,5db237fc5e91',
                       'DOC26877,48cd3c59be83',
                       'DOC61033,0a2a2f53c14e',
                       'DOC43000,712fd9fc4003',
                       'DOC61066,5a0838192fd6',
                       'DOC41292,b294226e301c',
                       'DOC99704,eaffc0bc2a69',
                       'DOC82186,137afa808a80',
                       'DOC46831,d39a83563c58',
                       'DOC85186,69abd2dfed72',
                       'DOC16369,d70ff4e7b92b',
                       'DOC53814,3f9d1cf4b78b',
                       'DOC55985,1d24b3160911',
                       'DOC68839,ef41e06bdffa',
                       'DOC21351,390020b9d2b7',
                       'DOC28467,9814b349b13a',
                       'DOC14281,f56009ff1185'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'failed'],
                       ['8', '2', 'failed'],
                       ['9', '1', 'timed_out'],
                       ['10', '2', 'retried']]}}
CAP = 4
DRIVER = '/home/batch/doc-ocr/bin/run-batch'
TODAY = '/home/batch/doc-ocr/runs/2025-06-13'
GATEWAY = 'OCRBATCH_GATEWAY'
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


def test_hidden_scratch_slots(hidden):
    bad = hidden["gw"].scratch_bad
    assert not bad, f"{len(bad)} scratch problems, first: {bad[0]}"


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"
