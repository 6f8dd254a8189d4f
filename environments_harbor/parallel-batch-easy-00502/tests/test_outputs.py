import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0b5e7182b5a38f97': 1,
                         '226673cffe7d2264': 0,
                         '3d9950ea426cf221': 1,
                         '92553484b5640005': 1,
                         'c01ae94bab7ca104': 1,
                         'd015e7e3949ddea0': 1,
                         'e19f699c36c973b7': 1,
                         'fd4722500c1073c1': 0},
            'budget': 32,
            'exit': 1,
            'files': [['in/chunk-23.csv',
                       'IMG80389,cdn-iad,2365,3930\n'
                       'IMG93879,cdn-syd,2359,2803\n'
                       'IMG72809,cdn-syd,975,1446\n'
                       'IMG16819,cdn-iad,3828,1768\n'
                       'IMG61257,cdn-syd,5317,2749\n',
                       1704124226],
                      ['in/chunk-62.csv',
                       'IMG52919,cdn-iad,5636,3703\n'
                       'IMG97751,cdn-syd,4051,2616\n'
                       'IMG74303,cdn-syd,5544,1574\n'
                       'IMG78547,cdn-iad,3632,892\n'
                       'IMG90965,cdn-iad,3950,1840\n'
                       'IMG60094,cdn-iad,4106,3019\n'
                       'IMG52007,cdn-syd,4373,1409\n'
                       'IMG38392,cdn-iad,2318,1538\n',
                       1704124226],
                      ['in/chunk-63.csv',
                       'IMG48431,cdn-iad,3848,3860\n'
                       'IMG14563,cdn-iad,1541,984\n'
                       'IMG90914,cdn-syd,1796,2094\n'
                       'IMG14375,cdn-iad,3644,1687\n'
                       'IMG62169,cdn-syd,3574,3784\n',
                       1704124226],
                      ['in/chunk-67.csv',
                       'IMG12238,cdn-syd,5928,1194\n'
                       'IMG15270,cdn-syd,1036,532\n'
                       'IMG18962,cdn-syd,4203,1081\n'
                       'IMG99454,cdn-syd,792,820\n'
                       'IMG37933,cdn-syd,1487,3575\n',
                       1704124226],
                      ['in/chunk-71.csv',
                       'IMG10086,cdn-iad,2159,1378\n'
                       'IMG45530,cdn-iad,3284,2128\n'
                       'IMG95513,cdn-syd,NULL,3889\n'
                       'IMG72243,cdn-syd,5521,1477\n',
                       1704124226],
                      ['in/chunk-75.csv',
                       'IMG80560,cdn-syd,2356,2785\n'
                       'IMG36782,cdn-syd,3724,3739\n'
                       'IMG15193,cdn-iad,4042,2107\n'
                       'IMG97442,cdn-iad,4976,2788\n',
                       1704124226],
                      ['in/chunk-83.csv',
                       'IMG38383,cdn-iad,5369,3865\n'
                       'IMG24552,cdn-iad,1699,1161\n'
                       'IMG77382,cdn-syd,1504,3865\n'
                       'IMG54939,cdn-iad,4463,3957\n'
                       'IMG46271,cdn-iad,4723,1193\n',
                       1704124226],
                      ['in/chunk-87.csv',
                       'IMG51395,cdn-iad,3421,2476\n'
                       'IMG36091,cdn-iad,1610,1759\n'
                       'IMG36883,cdn-syd,1121,2599\n'
                       'IMG73082,cdn-iad,4653,2418\n',
                       1704124226],
                      ['out/parts/chunk-23.out',
                       'IMG80389,3fe6b90cb0d3\n'
                       'IMG93879,a92b132dfefa\n'
                       'IMG72809,5f55f0e1cb80\n'
                       'IMG16819,a6a83e312264\n'
                       'IMG61257,443e32a86a09\n',
                       1704127826],
                      ['out/parts/chunk-67.out',
                       'IMG12238,f7516cf7a1df\n'
                       'IMG15270,4344daaca0ed\n'
                       'IMG18962,cc30dd3bd20a\n'
                       'IMG99454,f8c66760c5d7\n'
                       'IMG37933,9e295e480ea0\n',
                       1704037826],
                      ['out/parts/chunk-75.out',
                       'IMG80560,390effd5de1c\nIMG36782,0a4d073208bc\nIMG15193,83bf35255e84\nIMG97442,fd734bd73b67\n',
                       1704127826]],
            'input': 'in',
            'ledger': ['IMG12238\t5\t4854bd319a325167',
                       'IMG38383\t5\t9a376a27a6101381',
                       'IMG48431\t5\td2da7e5d153d9848',
                       'IMG51395\t4\t84f71c40375fbeb8',
                       'IMG52919\t8\tbbc48de144cf65a7'],
            'logs': {'chunk-62': '8 records converted\n',
                     'chunk-63': '5 records converted\n',
                     'chunk-67': '5 records converted\n',
                     'chunk-71': "line 3: malformed record 'IMG95513,cdn-syd,NULL,3889'\n",
                     'chunk-83': '5 records converted\n',
                     'chunk-87': '4 records converted\n'},
            'names': {'0b5e7182b5a38f97': 'chunk-87.csv',
                      '226673cffe7d2264': 'chunk-23.csv',
                      '3d9950ea426cf221': 'chunk-67.csv',
                      '92553484b5640005': 'chunk-63.csv',
                      'c01ae94bab7ca104': 'chunk-62.csv',
                      'd015e7e3949ddea0': 'chunk-83.csv',
                      'e19f699c36c973b7': 'chunk-71.csv',
                      'fd4722500c1073c1': 'chunk-75.csv'},
            'plan': {'0b5e7182b5a38f97': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG51395,c41e8300e11a',
                                                    'IMG36091,cf11dff4bade',
                                                    'IMG36883,156f33304a77',
                                                    'IMG73082,f1885ddc4e5e'],
                                          'src': '',
                                          'stall': False},
                     '226673cffe7d2264': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG80389,3fe6b90cb0d3',
                                                    'IMG93879,a92b132dfefa',
                                                    'IMG72809,5f55f0e1cb80',
                                                    'IMG16819,a6a83e312264',
                                                    'IMG61257,443e32a86a09'],
                                          'src': '',
                                          'stall': False},
                     '3d9950ea426cf221': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG12238,dcd071292dc8',
                                                    'IMG15270,db465c64877e',
                                                    'IMG18962,56896c47d024',
                                                    'IMG99454,2f65a08d4b63',
                                                    'IMG37933,8294f5d3092d'],
                                          'src': '',
                                          'stall': False},
                     '92553484b5640005': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG48431,597f4bfaf532',
                                                    'IMG14563,b4f5359db19f',
                                                    'IMG90914,a9eb7be8ea60',
                                                    'IMG14375,042c096ba987',
                                                    'IMG62169,f909cac4b527'],
                                          'src': '',
                                          'stall': False},
                     'c01ae94bab7ca104': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['IMG52919,f503b837b691',
                                                    'IMG97751,ee748779aebe',
                                                    'IMG74303,5f2846d7af46',
                                                    'IMG78547,ac702495cf68',
                                                    'IMG90965,ce0b5e53ca17',
                                                    'IMG60094,b57ac6154d98',
                                                    'IMG52007,0b7df650985d',
                                                    'IMG38392,292ec2f97d0e'],
                                          'src': '',
                                          'stall': False},
                     'd015e7e3949ddea0': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG38383,767367f9cf34',
                                                    'IMG24552,eb43bf1045fb',
                                                    'IMG77382,11ba897ec369',
                                                    'IMG54939,03eb88cd6d59',
                                                    'IMG46271,4c38635105bc'],
                                          'src': '',
                                          'stall': False},
                     'e19f699c36c973b7': {'bad_at': 3,
                                          'bad_rec': 'IMG95513,cdn-syd,NULL,3889',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['IMG10086,9bbed50a588f',
                                                    'IMG45530,f4aefac81934',
                                                    'IMG95513,7a930e09cd0d',
                                                    'IMG72243,07d7708e2960'],
                                          'src': '',
                                          'stall': False},
                     'fd4722500c1073c1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG80560,390effd5de1c',
                                                    'IMG36782,0a4d073208bc',
                                                    'IMG15193,83bf35255e84',
                                                    'IMG97442,fd734bd73b67'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['4854bd319a325167',
                        '84f71c40375fbeb8',
                        '9a376a27a6101381',
                        'bbc48de144cf65a7',
                        'd2da7e5d153d9848'],
            'results': ['asset_id,thumb_key',
                        'IMG80389,3fe6b90cb0d3',
                        'IMG93879,a92b132dfefa',
                        'IMG72809,5f55f0e1cb80',
                        'IMG16819,a6a83e312264',
                        'IMG61257,443e32a86a09',
                        'IMG52919,f503b837b691',
                        'IMG97751,ee748779aebe',
                        'IMG74303,5f2846d7af46',
                        'IMG78547,ac702495cf68',
                        'IMG90965,ce0b5e53ca17',
                        'IMG60094,b57ac6154d98',
                        'IMG52007,0b7df650985d',
                        'IMG38392,292ec2f97d0e',
                        'IMG48431,597f4bfaf532',
                        'IMG14563,b4f5359db19f',
                        'IMG90914,a9eb7be8ea60',
                        'IMG14375,042c096ba987',
                        'IMG62169,f909cac4b527',
                        'IMG12238,dcd071292dc8',
                        'IMG15270,db465c64877e',
                        'IMG18962,56896c47d024',
                        'IMG99454,2f65a08d4b63',
                        'IMG37933,8294f5d3092d',
                        'IMG80560,390effd5de1c',
                        'IMG36782,0a4d073208bc',
                        'IMG15193,83bf35255e84',
                        'IMG97442,fd734bd73b67',
                        'IMG38383,767367f9cf34',
                        'IMG24552,eb43bf1045fb',
                        'IMG77382,11ba897ec369',
                        'IMG54939,03eb88cd6d59',
                        'IMG46271,4c38635105bc',
                        'IMG51395,c41e8300e11a',
                        'IMG36091,cf11dff4bade',
                        'IMG36883,156f33304a77',
                        'IMG73082,f1885ddc4e5e'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'failed'],
                        ['6', '0', 'skipped'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'ok']]},
 'today': {'ledger': ['IMG23743\t5\t9fa0f2de741458ca',
                      'IMG27251\t5\t1f05b2f0fedef34a',
                      'IMG41724\t5\t2812ce33b1d116c6',
                      'IMG46569\t4\tfbd3c17c882550f2',
                      'IMG60617\t8\t7a434cae40db4ed2'],
           'logs': {'chunk-04': '8 records converted\n',
                    'chunk-29': '5 records converted\n',
                    'chunk-54': '5 records converted\n',
                    'chunk-74': '5 records converted\n',
                    'chunk-78': '4 records converted\n',
                    'chunk-98': "line 4: malformed record 'IMG84219,cdn-iad,3098,12O'\n"},
           'results': ['asset_id,thumb_key',
                       'IMG60617,db9179efa2d5',
                       'IMG82947,b92adcdbce59',
                       'IMG94277,8867d064cf1d',
                       'IMG23399,66038be2b961',
                       'IMG68381,0b2c517eee4e',
                       'IMG60921,18cb68b21763',
                       'IMG91094,356649bd6731',
                       'IMG19651,c730515ed2b6',
                       'IMG27251,3baaffd88a61',
                       'IMG75828,8e3d7ae11492',
                       'IMG55959,4e6e1c608da0',
                       'IMG25751,d28ff2ac16f8',
                       'IMG96683,de883ca174cc',
                       'IMG20924,d8e28c705619',
                       'IMG15211,1f9c595247c3',
                       'IMG73777,329e0fc7405c',
                       'IMG28892,2f87fc82b07c',
                       'IMG23743,2bbc1fb567c8',
                       'IMG29309,a2f417f3c3c9',
                       'IMG88521,404c327d1c84',
                       'IMG60068,53349df63dbf',
                       'IMG22758,b9d73d1c8820',
                       'IMG41724,2281d2f3c89f',
                       'IMG77897,b68d9bda9209',
                       'IMG80937,918648889106',
                       'IMG10788,d1f8c7b2aea4',
                       'IMG45136,4be2ca7bf44c',
                       'IMG46569,b3c6018406bf',
                       'IMG98940,831cdd8da975',
                       'IMG29794,3c1ceb1372a9',
                       'IMG86436,db5c0393c89a',
                       'IMG83211,2fb300c665c0',
                       'IMG22876,8a08170e5862',
                       'IMG10507,9be83cbc6394',
                       'IMG47914,39c724021b4e',
                       'IMG73706,5c66cf0223e0',
                       'IMG34596,80681993c902'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '0', 'skipped'],
                       ['8', '1', 'failed']]}}
CAP = 2
DRIVER = '/opt/asset-thumbs/bin/run-batch'
TODAY = '/opt/asset-thumbs/runs/2025-10-10'
GATEWAY = 'THUMBIFY_GATEWAY'
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
