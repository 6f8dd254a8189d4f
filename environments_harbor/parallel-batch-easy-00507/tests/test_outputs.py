import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0dc4242e091c724d': 1,
                         '14608a86cbdacc22': 1,
                         '49ab4d9fda38c608': 1,
                         '4c06a8d6a1f9b22f': 1,
                         '5223be8b5488f3a0': 1,
                         '701d0ddf5bcb6dd1': 1,
                         'dedcae1dac4d380b': 1,
                         'fc7c481c6e88adb1': 1},
            'budget': 30,
            'exit': 2,
            'files': [['in/job-10.csv',
                       'TR65795,ebs,3112570,328\n'
                       'TR95291,lmax,271158,837\n'
                       'TR17698,lmax,3002431,864\n'
                       'TR18864,lmax,347393,424\n'
                       'TR90322,lmax,4205273,587\n'
                       'TR74325,lmax,182945,599\n'
                       'TR74042,ebs,74779,683\n'
                       'TR13292,lmax,2254229,387\n',
                       None],
                      ['in/job-21.csv',
                       'TR42274,ebs,3486068,951\n'
                       'TR98779,ebs,91676,602\n'
                       'TR79103,lmax,3193191,71\n'
                       'TR27691,lmax,2570457,551\n'
                       'TR53904,ebs,4393246,702\n',
                       None],
                      ['in/job-25.csv',
                       'TR29711,lmax,2288007,46\n'
                       'TR22575,lmax,1583159,545\n'
                       'TR48819,ebs,401292,65\n'
                       'TR37937,ebs,4830085,578\n'
                       'TR61710,ebs,3472522,665\n',
                       None],
                      ['in/job-39.csv',
                       'TR21512,lmax,845039,170\n'
                       'TR17386,lmax,1437178,306\n'
                       'TR84937,lmax,3242878,424\n'
                       'TR93182,ebs,4663154,228\n'
                       'TR45666,ebs,2547751,809\n',
                       None],
                      ['in/job-52.csv',
                       'TR42077,lmax,492260,913\n'
                       'TR95069,lmax,1229105,520\n'
                       'TR15820,lmax,1225101,617\n'
                       'TR13828,lmax,4990391,806\n'
                       'TR70170,lmax,3864713,244\n',
                       None],
                      ['in/job-72.csv',
                       'TR16258,lmax,3942550,94\n'
                       'TR21242,ebs,4873118,479\n'
                       'TR23896,lmax,4647313,809\n'
                       'TR94054,lmax,2312844,12O\n',
                       None],
                      ['in/job-92.csv',
                       'TR46435,lmax,2692467,497\n'
                       'TR11433,lmax,3216252,358\n'
                       'TR77441,lmax,895400,532\n'
                       'TR60709,ebs,3028681,498\n'
                       'TR23671,lmax,4517340,388\n'
                       'TR91625,lmax,3520443,727\n',
                       None],
                      ['in/job-96.csv',
                       'TR66793,ebs,2928949,831\n'
                       'TR96179,ebs,?,386\n'
                       'TR29105,lmax,1247218,287\n'
                       'TR91188,lmax,269828,588\n',
                       None]],
            'input': 'in',
            'ledger': ['TR21512\t5\t4dcc82223a3aab1f',
                       'TR29711\t5\t299b39863b6bc398',
                       'TR42077\t5\ta3e3d5710695abb1',
                       'TR42274\t5\t479f2a33ef7597ab',
                       'TR46435\t6\ta4f1f932fc328f87',
                       'TR65795\t8\tfd4c5c0ce927c00c'],
            'logs': {'job-10': '8 records converted\n',
                     'job-21': '5 records converted\n',
                     'job-25': '5 records converted\n',
                     'job-39': '5 records converted\n',
                     'job-52': '5 records converted\n',
                     'job-72': "line 4: malformed record 'TR94054,lmax,2312844,12O'\n",
                     'job-92': '6 records converted\n',
                     'job-96': "line 2: malformed record 'TR96179,ebs,?,386'\n"},
            'names': {'0dc4242e091c724d': 'job-25.csv',
                      '14608a86cbdacc22': 'job-92.csv',
                      '49ab4d9fda38c608': 'job-52.csv',
                      '4c06a8d6a1f9b22f': 'job-21.csv',
                      '5223be8b5488f3a0': 'job-96.csv',
                      '701d0ddf5bcb6dd1': 'job-39.csv',
                      'dedcae1dac4d380b': 'job-10.csv',
                      'fc7c481c6e88adb1': 'job-72.csv'},
            'plan': {'0dc4242e091c724d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR29711,957ca627a27f',
                                                    'TR22575,6f96ce3159a9',
                                                    'TR48819,e980631ef9f6',
                                                    'TR37937,bd30fdcd7c5e',
                                                    'TR61710,57aac77c3da7'],
                                          'src': '',
                                          'stall': False},
                     '14608a86cbdacc22': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR46435,3ef8ddc9da25',
                                                    'TR11433,e4dbdd6b8ebe',
                                                    'TR77441,73d0e72ff103',
                                                    'TR60709,7362cf78f7c2',
                                                    'TR23671,20a6ae1fb406',
                                                    'TR91625,38e650c06c7b'],
                                          'src': '',
                                          'stall': False},
                     '49ab4d9fda38c608': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR42077,7ed4d1a7570c',
                                                    'TR95069,b0170804f197',
                                                    'TR15820,c2c7f045c4ac',
                                                    'TR13828,49c47070cd3d',
                                                    'TR70170,8a27a38b1ff9'],
                                          'src': '',
                                          'stall': False},
                     '4c06a8d6a1f9b22f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR42274,ee09473a210a',
                                                    'TR98779,ccfc67cfdc57',
                                                    'TR79103,f6e7dc4852f9',
                                                    'TR27691,5621202c0cb6',
                                                    'TR53904,ceb48ac89806'],
                                          'src': '',
                                          'stall': False},
                     '5223be8b5488f3a0': {'bad_at': 2,
                                          'bad_rec': 'TR96179,ebs,?,386',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['TR66793,3f2881be9b97',
                                                    'TR96179,319f913d9da7',
                                                    'TR29105,eff53dea71c3',
                                                    'TR91188,98bc495804c8'],
                                          'src': '',
                                          'stall': False},
                     '701d0ddf5bcb6dd1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR21512,ced71ef8df88',
                                                    'TR17386,c62dc06a747a',
                                                    'TR84937,4ce38a1f4dda',
                                                    'TR93182,4c2ceba85e91',
                                                    'TR45666,16f8275f6e55'],
                                          'src': '',
                                          'stall': False},
                     'dedcae1dac4d380b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['TR65795,5fc82ca455e2',
                                                    'TR95291,aa4ff63c8101',
                                                    'TR17698,67df8f823c96',
                                                    'TR18864,ae9aed4d24d4',
                                                    'TR90322,c96db8dcec73',
                                                    'TR74325,c8e9d6cff093',
                                                    'TR74042,77b106786cc9',
                                                    'TR13292,a55480bbc227'],
                                          'src': '',
                                          'stall': False},
                     'fc7c481c6e88adb1': {'bad_at': 4,
                                          'bad_rec': 'TR94054,lmax,2312844,12O',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['TR16258,ced480fea9fd',
                                                    'TR21242,e9b11ce6c304',
                                                    'TR23896,1e0701d98efe',
                                                    'TR94054,fe5fa981fa03'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['299b39863b6bc398',
                        '479f2a33ef7597ab',
                        '4dcc82223a3aab1f',
                        'a3e3d5710695abb1',
                        'a4f1f932fc328f87',
                        'fd4c5c0ce927c00c'],
            'results': ['trade_id,settle_ref',
                        'TR65795,5fc82ca455e2',
                        'TR95291,aa4ff63c8101',
                        'TR17698,67df8f823c96',
                        'TR18864,ae9aed4d24d4',
                        'TR90322,c96db8dcec73',
                        'TR74325,c8e9d6cff093',
                        'TR74042,77b106786cc9',
                        'TR13292,a55480bbc227',
                        'TR42274,ee09473a210a',
                        'TR98779,ccfc67cfdc57',
                        'TR79103,f6e7dc4852f9',
                        'TR27691,5621202c0cb6',
                        'TR53904,ceb48ac89806',
                        'TR29711,957ca627a27f',
                        'TR22575,6f96ce3159a9',
                        'TR48819,e980631ef9f6',
                        'TR37937,bd30fdcd7c5e',
                        'TR61710,57aac77c3da7',
                        'TR21512,ced71ef8df88',
                        'TR17386,c62dc06a747a',
                        'TR84937,4ce38a1f4dda',
                        'TR93182,4c2ceba85e91',
                        'TR45666,16f8275f6e55',
                        'TR42077,7ed4d1a7570c',
                        'TR95069,b0170804f197',
                        'TR15820,c2c7f045c4ac',
                        'TR13828,49c47070cd3d',
                        'TR70170,8a27a38b1ff9',
                        'TR46435,3ef8ddc9da25',
                        'TR11433,e4dbdd6b8ebe',
                        'TR77441,73d0e72ff103',
                        'TR60709,7362cf78f7c2',
                        'TR23671,20a6ae1fb406',
                        'TR91625,38e650c06c7b'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'failed']]},
 'today': {'ledger': ['TR33248\t6\t4fa81b8ed5843dbd',
                      'TR34375\t5\tb63d623fb084ebeb',
                      'TR34550\t5\t2801053e7b51813b',
                      'TR42396\t5\t64ebb26a19439b8e',
                      'TR47887\t8\tccffeb6247891ec8',
                      'TR64231\t5\t8150c35de79216ae'],
           'logs': {'job-01': '8 records converted\n',
                    'job-06': '5 records converted\n',
                    'job-46': '5 records converted\n',
                    'job-55': '5 records converted\n',
                    'job-61': '5 records converted\n',
                    'job-68': '6 records converted\n',
                    'job-77': "line 5: malformed record 'TR29602,ebs,2356273,NULL'\n",
                    'job-85': "line 6: malformed record 'TR67655,ebs,1953652,12O'\n"},
           'results': ['trade_id,settle_ref',
                       'TR47887,43ab90095f9e',
                       'TR27408,04c20f2f62da',
                       'TR34909,1d97c93a74be',
                       'TR13395,f6a26f0554dc',
                       'TR86792,3a1e206ba42c',
                       'TR14563,c6802d9ec7e4',
                       'TR20123,049372f88647',
                       'TR97257,1471232ad5a4',
                       'TR34550,6887821b2714',
                       'TR15357,45096bedf16b',
                       'TR68011,3ddc7f7ece04',
                       'TR75549,6627c665a3d6',
                       'TR93358,5837a52b4775',
                       'TR34375,27578d9f49ba',
                       'TR11686,6280da481c34',
                       'TR76656,8dccaf3f59ae',
                       'TR33112,d591d50709ea',
                       'TR51959,59e81d645031',
                       'TR42396,c75f5ea92257',
                       'TR56824,9233d0841491',
                       'TR47515,baf0ddd5c439',
                       'TR47961,8f1f887346a2',
                       'TR11703,ca16682f33f8',
                       'TR64231,0572b4591ca8',
                       'TR28466,e8a1111075ee',
                       'TR39011,d4d97e5078c6',
                       'TR42376,f4607472aad7',
                       'TR52788,e8c49751b9da',
                       'TR33248,e21bc9ea79d1',
                       'TR71027,2b0021a79a99',
                       'TR92081,25dd7ea59a72',
                       'TR94162,f6ae951ab851',
                       'TR55019,b7766895610d',
                       'TR87790,ddaa29b65c75'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'failed'],
                       ['8', '1', 'failed']]}}
CAP = 4
DRIVER = '/home/batch/fx-settlement/bin/run-batch'
TODAY = '/home/batch/fx-settlement/runs/2025-04-13'
GATEWAY = 'FXSETTLE_GATEWAY'
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


def _check_summary(path, want):
    rows = _rows(path)
    assert rows[:1] == [["seq", "attempts", "status"]], f"{path}: header {rows[:1]}"
    assert rows[1:] == want, f"{path}: rows differ: first differing {next((r, w) for r, w in zip(rows[1:] + [None] * len(want), want) if r != w)}"


def test_today_summary():
    _check_summary(os.path.join(TODAY, "summary.tsv"), T["today"]["summary"])


def test_hidden_summary(hidden):
    _check_summary(os.path.join(hidden["out"], "summary.tsv"), T["hidden"]["summary"])


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
