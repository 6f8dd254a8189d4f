import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0c6e12e66d45d132': 1,
                         '5f4de8c55b0dfacf': 1,
                         '758a732a72164d31': 1,
                         '9c26344b8794d346': 1,
                         'b9f03f56f4ae8a1a': 1,
                         'd61829ff83feaa1e': 1,
                         'fde12b1e49279666': 1},
            'budget': 32,
            'exit': 2,
            'files': [['in/batch-02.csv',
                       'IMG17970,cdn-syd,4747,3749\n'
                       'IMG51112,cdn-syd,2096,3056\n'
                       'IMG63447,cdn-gru,2656,3155\n'
                       'IMG96111,cdn-syd,3455,2813\n'
                       'IMG78065,cdn-gru,3277,2684\n'
                       'IMG41736,cdn-gru,992,2926\n'
                       'IMG60636,cdn-gru,5039,2101\n'
                       'IMG80224,cdn-syd,4278,2658\n',
                       None],
                      ['in/batch-10.csv',
                       'IMG77671,cdn-syd,2616,2288\n'
                       'IMG51214,cdn-syd,3085,2878\n'
                       'IMG69647,cdn-gru,4006,1014\n'
                       'IMG72082,cdn-gru,4250,3644\n'
                       'IMG64383,cdn-syd,5428,2192\n',
                       None],
                      ['in/batch-29.csv',
                       'IMG73275,cdn-syd,782,3464\n'
                       'IMG61354,cdn-syd,3200,3135\n'
                       'IMG77258,cdn-gru,2555,3343\n'
                       'IMG90708,cdn-syd,1924,811\n'
                       'IMG57457,cdn-syd,5026,2991\n',
                       None],
                      ['in/batch-36.csv',
                       'IMG30307,cdn-gru,5842,3536\n'
                       'IMG15892,cdn-gru,3703,1793\n'
                       'IMG44958,cdn-gru,-,804\n'
                       'IMG52310,cdn-gru,5131,3094\n',
                       None],
                      ['in/batch-48.csv',
                       'IMG48381,cdn-syd,3502,2846\n'
                       'IMG53419,cdn-gru,2553,2227\n'
                       'IMG37942,cdn-gru,2157,757\n'
                       'IMG59686,cdn-syd,4833,3276\n'
                       'IMG15080,cdn-gru,5208,3601\n'
                       'IMG33744,cdn-gru,1202,3397\n',
                       None],
                      ['in/batch-87.csv',
                       'IMG84962,cdn-syd,2986,703\n'
                       'IMG27023,cdn-gru,1264,743\n'
                       'IMG29177,cdn-gru,4691,893\n'
                       'IMG73698,cdn-syd,1500,592\n'
                       'IMG71024,cdn-syd,1421,939\n',
                       None],
                      ['in/batch-95.csv',
                       'IMG30351,cdn-gru,3275,2561\n'
                       'IMG46069,cdn-syd,5480,2234\n'
                       'IMG19798,cdn-gru,870,3746\n'
                       'IMG23933,cdn-gru,796,n/a\n'
                       'IMG80622,cdn-gru,5239,1732\n'
                       'IMG71583,cdn-syd,5923,2453\n',
                       None]],
            'input': 'in',
            'ledger': ['IMG17970\t8\t8eaecbd2a5d0c435',
                       'IMG48381\t6\t2de07bf6aa208d34',
                       'IMG73275\t5\te124c900d584af13',
                       'IMG77671\t5\t4da672c6265909ca',
                       'IMG84962\t5\t163610aa7f70ce36'],
            'logs': {'batch-02': '8 records converted\n',
                     'batch-10': '5 records converted\n',
                     'batch-29': '5 records converted\n',
                     'batch-36': "line 3: malformed record 'IMG44958,cdn-gru,-,804'\n",
                     'batch-48': '6 records converted\n',
                     'batch-87': '5 records converted\n',
                     'batch-95': "line 4: malformed record 'IMG23933,cdn-gru,796,n/a'\n"},
            'names': {'0c6e12e66d45d132': 'batch-48.csv',
                      '5f4de8c55b0dfacf': 'batch-10.csv',
                      '758a732a72164d31': 'batch-02.csv',
                      '9c26344b8794d346': 'batch-36.csv',
                      'b9f03f56f4ae8a1a': 'batch-87.csv',
                      'd61829ff83feaa1e': 'batch-95.csv',
                      'fde12b1e49279666': 'batch-29.csv'},
            'plan': {'0c6e12e66d45d132': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG48381,5770f0ef7194',
                                                    'IMG53419,cafccce78b0c',
                                                    'IMG37942,9fe56b15a9af',
                                                    'IMG59686,67211fb6a3db',
                                                    'IMG15080,8706c82c0efc',
                                                    'IMG33744,b7cca875c1d6'],
                                          'src': '',
                                          'stall': False},
                     '5f4de8c55b0dfacf': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG77671,ca46bae48286',
                                                    'IMG51214,ba481bd3ebfa',
                                                    'IMG69647,ef8921d52cde',
                                                    'IMG72082,7aff6b22eba4',
                                                    'IMG64383,aa6246dc8aa0'],
                                          'src': '',
                                          'stall': False},
                     '758a732a72164d31': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['IMG17970,b82395b3e9bf',
                                                    'IMG51112,18afb646e57b',
                                                    'IMG63447,e87712dcfa17',
                                                    'IMG96111,74048e2a29ab',
                                                    'IMG78065,28cd407110e3',
                                                    'IMG41736,07c35b6a3df4',
                                                    'IMG60636,9b0be3e33de3',
                                                    'IMG80224,9e05ea4492b3'],
                                          'src': '',
                                          'stall': False},
                     '9c26344b8794d346': {'bad_at': 3,
                                          'bad_rec': 'IMG44958,cdn-gru,-,804',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['IMG30307,cc60a4842dee',
                                                    'IMG15892,02a609b26902',
                                                    'IMG44958,5019d7d85103',
                                                    'IMG52310,795c5b3b8906'],
                                          'src': '',
                                          'stall': False},
                     'b9f03f56f4ae8a1a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['IMG84962,a038f0659c95',
                                                    'IMG27023,99381319a31e',
                                                    'IMG29177,34395a92d998',
                                                    'IMG73698,8f13d1250e17',
                                                    'IMG71024,51f1646072a2'],
                                          'src': '',
                                          'stall': False},
                     'd61829ff83feaa1e': {'bad_at': 4,
                                          'bad_rec': 'IMG23933,cdn-gru,796,n/a',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['IMG30351,14101cf8ad3c',
                                                    'IMG46069,6a0e77aa09b6',
                                                    'IMG19798,8d6539fef428',
                                                    'IMG23933,f154491878ce',
                                                    'IMG80622,f937ad5d122e',
                                                    'IMG71583,f6f3a73b7f5f'],
                                          'src': '',
                                          'stall': False},
                     'fde12b1e49279666': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['IMG73275,7207566ace43',
                                                    'IMG61354,04a63bf68a42',
                                                    'IMG77258,81c36dba8ee8',
                                                    'IMG90708,1b174843ac13',
                                                    'IMG57457,9a1dabf09a0a'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['163610aa7f70ce36',
                        '2de07bf6aa208d34',
                        '4da672c6265909ca',
                        '8eaecbd2a5d0c435',
                        'e124c900d584af13'],
            'results': ['asset_id,thumb_key',
                        'IMG17970,b82395b3e9bf',
                        'IMG51112,18afb646e57b',
                        'IMG63447,e87712dcfa17',
                        'IMG96111,74048e2a29ab',
                        'IMG78065,28cd407110e3',
                        'IMG41736,07c35b6a3df4',
                        'IMG60636,9b0be3e33de3',
                        'IMG80224,9e05ea4492b3',
                        'IMG77671,ca46bae48286',
                        'IMG51214,ba481bd3ebfa',
                        'IMG69647,ef8921d52cde',
                        'IMG72082,7aff6b22eba4',
                        'IMG64383,aa6246dc8aa0',
                        'IMG73275,7207566ace43',
                        'IMG61354,04a63bf68a42',
                        'IMG77258,81c36dba8ee8',
                        'IMG90708,1b174843ac13',
                        'IMG57457,9a1dabf09a0a',
                        'IMG48381,5770f0ef7194',
                        'IMG53419,cafccce78b0c',
                        'IMG37942,9fe56b15a9af',
                        'IMG59686,67211fb6a3db',
                        'IMG15080,8706c82c0efc',
                        'IMG33744,b7cca875c1d6',
                        'IMG84962,a038f0659c95',
                        'IMG27023,99381319a31e',
                        'IMG29177,34395a92d998',
                        'IMG73698,8f13d1250e17',
                        'IMG71024,51f1646072a2'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'failed'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'failed']]},
 'today': {'ledger': ['IMG11609\t5\t29e8cc4b58533adb',
                      'IMG14729\t4\t1a2a5cce483189f7',
                      'IMG23532\t8\t0e82ef8cacde685f',
                      'IMG60097\t5\te8c5c668ff65f212'],
           'logs': {'batch-01': '8 records converted\n',
                    'batch-22': '5 records converted\n',
                    'batch-34': '5 records converted\n',
                    'batch-35': "line 5: malformed record 'IMG90241,cdn-gru,4721,12O'\n",
                    'batch-52': "line 4: malformed record 'IMG14121,cdn-gru,1e3,1246'\n",
                    'batch-65': '4 records converted\n'},
           'results': ['asset_id,thumb_key',
                       'IMG23532,937e66140033',
                       'IMG18982,4b7e893e3b82',
                       'IMG15980,09c09de3652f',
                       'IMG17125,a12683e4cd98',
                       'IMG86960,94c03b93c7ba',
                       'IMG27145,c55e0b17116d',
                       'IMG56832,d572de021c8d',
                       'IMG46713,bffc44ccef3b',
                       'IMG11609,5a944bf21759',
                       'IMG19734,ea9fe9f6f7e8',
                       'IMG87068,c6dc4658b8cb',
                       'IMG72523,826722006df2',
                       'IMG82980,3fec7d8f6e16',
                       'IMG60097,4c58a329cd94',
                       'IMG26339,822b5f723836',
                       'IMG71809,451e14255217',
                       'IMG52531,009da549d9b4',
                       'IMG83791,7fd561f1966a',
                       'IMG14729,24d722461aea',
                       'IMG33881,18452a33e9f7',
                       'IMG27524,dbd28845a842',
                       'IMG86841,fb2ba1381600'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'failed'],
                       ['5', '1', 'failed'],
                       ['6', '1', 'ok']]}}
CAP = 2
DRIVER = '/opt/asset-thumbs/bin/run-batch'
TODAY = '/opt/asset-thumbs/runs/2025-08-13'
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


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
