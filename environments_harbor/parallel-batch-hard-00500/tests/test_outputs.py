import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0238c6be29208ac8': 2,
                         '16153bb9b395172b': 1,
                         '180195b1746c763f': 1,
                         '362a96ed5f497146': 2,
                         '436dae03a34dae8a': 1,
                         '9a7b5a4dc90dcef8': 1,
                         'ac37eeb6ebe18d91': 1,
                         'b49bab63d584ba62': 1,
                         'fd079671ee27f0dc': 1},
            'budget': 37,
            'exit': 3,
            'files': [['in/job-06.csv',
                       'VID40575,edge-hkg,47,6757\n'
                       'VID11998,ingest-1,6206,11644\n'
                       'VID33626,ingest-1,3589,9231\n'
                       'VID87750,ingest-1,3696,6522\n'
                       'VID37853,ingest-1,2898,4991\n'
                       'VID16678,edge-hkg,6073,6409\n'
                       'VID45436,ingest-1,3063,8598\n'
                       'VID17305,ingest-1,5776,1888\n',
                       None],
                      ['in/job-38.csv',
                       'VID73404,edge-hkg,5486,8327\n'
                       'VID63817,edge-hkg,2217,2072\n'
                       'VID55232,ingest-1,5608,2689\n'
                       'VID42372,ingest-1,6408,6090\n'
                       'VID95718,edge-hkg,6786,1532\n',
                       None],
                      ['in/job-39.csv',
                       'VID58538,edge-hkg,3825,5380\n'
                       'VID82917,edge-hkg,709,537\n'
                       'VID11837,edge-hkg,529,3816\n'
                       'VID59194,edge-hkg,1059,9273\n'
                       'VID70288,ingest-1,6500,4754\n',
                       None],
                      ['in/job-42.csv',
                       'VID30725,ingest-1,5656,9506\n'
                       'VID35299,ingest-1,5765,2698\n'
                       'VID59647,edge-hkg,3183,5283\n'
                       'VID31034,edge-hkg,6753,1507\n'
                       'VID92128,ingest-1,6400,440\n',
                       None],
                      ['in/job-49.csv',
                       'VID47825,edge-sfo,6436,10315\n'
                       'VID30126,ingest-1,4411,3350\n'
                       'VID85215,ingest-1,1850,6466\n'
                       'VID17950,ingest-1,1295,4381\n'
                       'VID49488,edge-hkg,7093,902\n',
                       None],
                      ['in/job-72.csv',
                       'VID90256,ingest-1,5684,10765\n'
                       'VID34224,ingest-1,1439,9481\n'
                       'VID46479,ingest-1,930,2503\n'
                       'VID10852,edge-hkg,1005,4545\n'
                       'VID79394,ingest-1,2918,10013\n',
                       None],
                      ['in/job-78.csv',
                       'VID31213,ingest-1,5140,8081\n'
                       'VID70523,ingest-1,2322,2866\n'
                       'VID47510,ingest-1,3050,7999\n'
                       'VID21931,ingest-1,5663,526\n'
                       'VID30121,ingest-1,3099,5524\n'
                       'VID29869,ingest-2,1235,3664\n',
                       None],
                      ['in/job-87.csv',
                       'VID29842,edge-hkg,2000,4710\n'
                       'VID70087,edge-hkg,NULL,10044\n'
                       'VID82202,ingest-1,647,2739\n'
                       'VID50510,ingest-1,2042,10354\n'
                       'VID10633,edge-hkg,3578,8184\n',
                       None],
                      ['in/job-97.csv',
                       'VID40920,ingest-1,6559,7335\n'
                       'VID40729,ingest-1,6909,7611\n'
                       'VID23319,ingest-3,3381,4705\n'
                       'VID91260,edge-hkg,976,2648\n'
                       'VID31574,edge-hkg,5579,1181\n'
                       'VID26575,ingest-1,5019,4601\n',
                       None]],
            'input': 'in',
            'ledger': ['VID30725\t5\t372c90897be3ac7c',
                       'VID40575\t8\t11c8eb9f607ba4e3',
                       'VID47825\t5\tefcb74efa925b217',
                       'VID58538\t5\t8c7e66ca3e1e69eb',
                       'VID73404\t5\ta13d0499d5781c78',
                       'VID90256\t5\t2b8d279c518b80f2'],
            'logs': {'job-06': '8 records converted\n',
                     'job-38': '5 records converted\n',
                     'job-39': '5 records converted\n',
                     'job-42': '5 records converted\n',
                     'job-49': 'edge-sfo: connection reset by peer (attempt 1)\n5 records converted\n',
                     'job-72': '5 records converted\n',
                     'job-78': 'ingest-2: connection reset by peer (attempt 1)\n'
                               'ingest-2: connection reset by peer (attempt 2)\n',
                     'job-87': "line 2: malformed record 'VID70087,edge-hkg,NULL,10044'\n",
                     'job-97': 'waiting for ingest-3 ...\n'},
            'names': {'0238c6be29208ac8': 'job-49.csv',
                      '16153bb9b395172b': 'job-42.csv',
                      '180195b1746c763f': 'job-97.csv',
                      '362a96ed5f497146': 'job-78.csv',
                      '436dae03a34dae8a': 'job-39.csv',
                      '9a7b5a4dc90dcef8': 'job-87.csv',
                      'ac37eeb6ebe18d91': 'job-06.csv',
                      'b49bab63d584ba62': 'job-38.csv',
                      'fd079671ee27f0dc': 'job-72.csv'},
            'plan': {'0238c6be29208ac8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 1,
                                          'lines': ['VID47825,a834ba62bc74',
                                                    'VID30126,094387f89ff9',
                                                    'VID85215,cae7a1628eb9',
                                                    'VID17950,a69d61dc5b21',
                                                    'VID49488,4d46a022a9ce'],
                                          'src': 'edge-sfo',
                                          'stall': False},
                     '16153bb9b395172b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID30725,2dd6e3412ea1',
                                                    'VID35299,e45b8267f6c8',
                                                    'VID59647,64c012dd92f2',
                                                    'VID31034,008a7a5afeb9',
                                                    'VID92128,cd30fa267e3e'],
                                          'src': '',
                                          'stall': False},
                     '180195b1746c763f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID40920,a64d86959a17',
                                                    'VID40729,02766d9f5d4d',
                                                    'VID23319,59db8c05fa9c',
                                                    'VID91260,45cdd55a80f6',
                                                    'VID31574,150c36b95726',
                                                    'VID26575,2f31fe9308c8'],
                                          'src': 'ingest-3',
                                          'stall': True},
                     '362a96ed5f497146': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 2,
                                          'lines': ['VID31213,70db8dc402dc',
                                                    'VID70523,c5c442e84eed',
                                                    'VID47510,64deae6470f8',
                                                    'VID21931,1b66b00e62e1',
                                                    'VID30121,71f5ca6e050b',
                                                    'VID29869,62f527428a11'],
                                          'src': 'ingest-2',
                                          'stall': False},
                     '436dae03a34dae8a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID58538,f23bfa4d57c4',
                                                    'VID82917,27950f99b81c',
                                                    'VID11837,be1d14700002',
                                                    'VID59194,c9f81f3e3ef1',
                                                    'VID70288,33dac5331e7b'],
                                          'src': '',
                                          'stall': False},
                     '9a7b5a4dc90dcef8': {'bad_at': 2,
                                          'bad_rec': 'VID70087,edge-hkg,NULL,10044',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['VID29842,ba63af8f7ff3',
                                                    'VID70087,327b0c602bc7',
                                                    'VID82202,df80513bd7b2',
                                                    'VID50510,b5b65c9db038',
                                                    'VID10633,f4b9b632ab9c'],
                                          'src': '',
                                          'stall': False},
                     'ac37eeb6ebe18d91': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['VID40575,121017a660ad',
                                                    'VID11998,7b421012f632',
                                                    'VID33626,08bb982a2897',
                                                    'VID87750,4d44f85f17ca',
                                                    'VID37853,d93592287fa5',
                                                    'VID16678,ba20aa11cf41',
                                                    'VID45436,2b412d380d80',
                                                    'VID17305,0d5f4bbd0ab9'],
                                          'src': '',
                                          'stall': False},
                     'b49bab63d584ba62': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID73404,6ec29ec4d152',
                                                    'VID63817,107d7cc0b6f9',
                                                    'VID55232,fa8db077e7ad',
                                                    'VID42372,23bcd1b67515',
                                                    'VID95718,509523dc910f'],
                                          'src': '',
                                          'stall': False},
                     'fd079671ee27f0dc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID90256,b9f5ed9d6516',
                                                    'VID34224,eb81d57889eb',
                                                    'VID46479,fe00d1730456',
                                                    'VID10852,005ad34d35fd',
                                                    'VID79394,eed9591f5c68'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['11c8eb9f607ba4e3',
                        '2b8d279c518b80f2',
                        '372c90897be3ac7c',
                        '8c7e66ca3e1e69eb',
                        'a13d0499d5781c78',
                        'efcb74efa925b217'],
            'results': ['video_id,rendition_id',
                        'VID40575,121017a660ad',
                        'VID11998,7b421012f632',
                        'VID33626,08bb982a2897',
                        'VID87750,4d44f85f17ca',
                        'VID37853,d93592287fa5',
                        'VID16678,ba20aa11cf41',
                        'VID45436,2b412d380d80',
                        'VID17305,0d5f4bbd0ab9',
                        'VID73404,6ec29ec4d152',
                        'VID63817,107d7cc0b6f9',
                        'VID55232,fa8db077e7ad',
                        'VID42372,23bcd1b67515',
                        'VID95718,509523dc910f',
                        'VID58538,f23bfa4d57c4',
                        'VID82917,27950f99b81c',
                        'VID11837,be1d14700002',
                        'VID59194,c9f81f3e3ef1',
                        'VID70288,33dac5331e7b',
                        'VID30725,2dd6e3412ea1',
                        'VID35299,e45b8267f6c8',
                        'VID59647,64c012dd92f2',
                        'VID31034,008a7a5afeb9',
                        'VID92128,cd30fa267e3e',
                        'VID47825,a834ba62bc74',
                        'VID30126,094387f89ff9',
                        'VID85215,cae7a1628eb9',
                        'VID17950,a69d61dc5b21',
                        'VID49488,4d46a022a9ce',
                        'VID90256,b9f5ed9d6516',
                        'VID34224,eb81d57889eb',
                        'VID46479,fe00d1730456',
                        'VID10852,005ad34d35fd',
                        'VID79394,eed9591f5c68'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '2', 'retried'],
                        ['6', '1', 'ok'],
                        ['7', '2', 'failed'],
                        ['8', '1', 'failed'],
                        ['9', '1', 'timed_out']]},
 'today': {'ledger': ['VID25093\t5\t22bccd0d89f425c5',
                      'VID28544\t8\tf989078f26d8f665',
                      'VID36118\t5\te21058ba13f5838e',
                      'VID37881\t5\t1d003d1780d5a022',
                      'VID63748\t4\tc84a22eee144025c',
                      'VID84451\t5\tdc3752e6017a1bd8',
                      'VID97454\t5\t88fd1a45f7186690'],
           'logs': {'job-01': '8 records converted\n',
                    'job-06': '5 records converted\n',
                    'job-07': '5 records converted\n',
                    'job-11': '5 records converted\n',
                    'job-23': 'ingest-2: connection reset by peer (attempt 1)\n'
                              'ingest-2: connection reset by peer (attempt 2)\n',
                    'job-27': '5 records converted\n',
                    'job-37': "line 2: malformed record 'VID30686,edge-hkg,12O,6883'\n",
                    'job-61': 'waiting for ingest-3 ...\n',
                    'job-63': 'edge-sfo: connection reset by peer (attempt 1)\n4 records converted\n',
                    'job-69': '5 records converted\n'},
           'results': ['video_id,rendition_id',
                       'VID28544,63441e56a836',
                       'VID62728,3fdd52b3f17b',
                       'VID90238,1a73d65f698a',
                       'VID26544,1daa9526be55',
                       'VID41697,259ef69de4d7',
                       'VID10584,301d6f3f74d5',
                       'VID16029,c0767fbfaefa',
                       'VID86812,349bf7b0da20',
                       'VID36118,bd7674a0a02a',
                       'VID39409,f981d8dbf606',
                       'VID74338,d50eebf2b47e',
                       'VID63868,bcb38e83a3ce',
                       'VID26073,94292b002a7e',
                       'VID25093,730e74d44b75',
                       'VID34689,b929c2d41fdf',
                       'VID53312,61c6cdd80391',
                       'VID25149,707dfb5f4b70',
                       'VID72497,ca778958afaf',
                       'VID37881,07c239e2ff71',
                       'VID15876,2fef850fe4d0',
                       'VID33143,aaff79593a95',
                       'VID80340,95c58efb22c6',
                       'VID56090,e70b9d2cec3d',
                       'VID97454,b6fd26186eb3',
                       'VID90460,305e53b6cfaa',
                       'VID25718,687e1f5e0d67',
                       'VID79373,18aa19237571',
                       'VID76403,94dbc2946aae',
                       'VID63748,da7bb9a4d2cf',
                       'VID51887,fe35c07b7082',
                       'VID71672,1d0d4b3a1ba4',
                       'VID57165,f9ed8501ebb7',
                       'VID84451,9bf161cc4080',
                       'VID66844,ca6d50040106',
                       'VID51278,b4bde9ec4abb',
                       'VID96209,0a3a8d18e16c',
                       'VID23548,0c4f1b443fd0'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '2', 'failed'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'failed'],
                       ['8', '1', 'timed_out'],
                       ['9', '2', 'retried'],
                       ['10', '1', 'ok']]}}
CAP = 3
DRIVER = '/home/batch/media-transcode/bin/run-batch'
TODAY = '/home/batch/media-transcode/runs/2024-09-15'
GATEWAY = 'TRANSCODER_GATEWAY'
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


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
