import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'08fa37e545b2fd11': 1,
                         '4d87eb5b145531f8': 1,
                         '5a3f2fbea6b824a8': 0,
                         '6d7db79dacb448e4': 0,
                         '723403a52482013c': 1,
                         '7e0b9e9e645db4ad': 1,
                         '93b195916688b0d9': 1,
                         'c1529e9d7c9d28a6': 1,
                         'f3c9b3bf443f1ced': 1},
            'budget': 32,
            'exit': 2,
            'files': [['in/apac/batch-43.csv',
                       'S27560,nextseq,2060432,3\n'
                       'S36913,nextseq,6367244,1\n'
                       'S23113,nextseq,3174568,3\n'
                       'S73282,nextseq,7746757,8\n'
                       'S47505,nextseq,1585546,2\n'
                       'S44467,nextseq,4668170,5\n'
                       'S60134,hiseq-x,6093424,1\n'
                       'S30330,nextseq,5922621,2\n',
                       None],
                      ['in/archive/q3/batch-57.csv',
                       'S19797,hiseq-x,4075279,6\n'
                       'S65623,hiseq-x,900035,7\n'
                       'S13618,hiseq-x,6352848,6\n'
                       'S62463,nextseq,5843419,5\n'
                       'S77914,hiseq-x,5522086,2\n',
                       None],
                      ['in/archive/q3/batch-83.csv',
                       'S98375,nextseq,2073378,6\n'
                       'S29833,hiseq-x,3782940,6\n'
                       'S48968,nextseq,1297700,4\n'
                       'S86484,nextseq,5367707,3\n'
                       'S19829,nextseq,5653880,5\n',
                       None],
                      ['in/batch-14.csv',
                       'S12662,nextseq,7537756,6\n'
                       'S77653,hiseq-x,4827712,8\n'
                       'S14792,nextseq,1092172,1\n'
                       'S29602,hiseq-x,852958,7\n',
                       None],
                      ['in/batch-15.csv',
                       'S62494,hiseq-x,7731606,2\n'
                       'S26014,nextseq,?,5\n'
                       'S92439,hiseq-x,8869439,1\n'
                       'S17280,hiseq-x,2215119,1\n',
                       None],
                      ['in/eu/batch-72.csv',
                       'S89890,hiseq-x,1385105,8\n'
                       'S41938,nextseq,826345,12O\n'
                       'S12698,hiseq-x,2538984,3\n'
                       'S41484,nextseq,1632243,5\n',
                       None],
                      ['in/eu/batch-79.csv',
                       'S96678,nextseq,2678172,2\n'
                       'S53022,nextseq,2700659,2\n'
                       'S42088,hiseq-x,2252565,2\n'
                       'S27286,nextseq,391780,1\n',
                       None],
                      ['in/.staging/batch-47.csv',
                       'S30823,nextseq,5889285,6\n'
                       'S51720,nextseq,3197105,5\n'
                       'S35291,hiseq-x,5000596,8\n'
                       'S71893,nextseq,2483431,7\n'
                       'S58897,hiseq-x,4779475,3\n'
                       'S23935,nextseq,7084391,6\n',
                       None],
                      ['in/.batch-51.csv',
                       'S85171,hiseq-x,5491023,1\n'
                       'S29488,hiseq-x,7692326,7\n'
                       'S19519,nextseq,4728768,5\n'
                       'S28097,hiseq-x,4463783,8\n',
                       None]],
            'input': 'in',
            'ledger': ['S12662\t4\t91f8d223af94af01',
                       'S19797\t5\t983cc5f72183b8e9',
                       'S27560\t8\t5d619d6496287cf7',
                       'S96678\t4\tb7b4d023548b736c',
                       'S98375\t5\t60b5b237afa4148a'],
            'logs': {'apac/batch-43': '8 records converted\n',
                     'archive/q3/batch-57': '5 records converted\n',
                     'archive/q3/batch-83': '5 records converted\n',
                     'batch-14': '4 records converted\n',
                     'batch-15': "line 2: malformed record 'S26014,nextseq,?,5'\n",
                     'eu/batch-72': "line 2: malformed record 'S41938,nextseq,826345,12O'\n",
                     'eu/batch-79': '4 records converted\n'},
            'names': {'08fa37e545b2fd11': 'batch-14.csv',
                      '4d87eb5b145531f8': 'eu/batch-79.csv',
                      '5a3f2fbea6b824a8': '.staging/batch-47.csv',
                      '6d7db79dacb448e4': '.batch-51.csv',
                      '723403a52482013c': 'archive/q3/batch-83.csv',
                      '7e0b9e9e645db4ad': 'eu/batch-72.csv',
                      '93b195916688b0d9': 'archive/q3/batch-57.csv',
                      'c1529e9d7c9d28a6': 'apac/batch-43.csv',
                      'f3c9b3bf443f1ced': 'batch-15.csv'},
            'plan': {'08fa37e545b2fd11': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S12662,f47f2fc1ce38',
                                                    'S77653,15232f6c577c',
                                                    'S14792,5eda039928f8',
                                                    'S29602,a74bd5bcc427'],
                                          'src': '',
                                          'stall': False},
                     '4d87eb5b145531f8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S96678,bcd26fafbf91',
                                                    'S53022,a04599a64d29',
                                                    'S42088,de153aaa629e',
                                                    'S27286,d92d19e87e19'],
                                          'src': '',
                                          'stall': False},
                     '5a3f2fbea6b824a8': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S30823,667b4f358abe',
                                                    'S51720,1ad752af082d',
                                                    'S35291,aa1c4ff7347f',
                                                    'S71893,5ad4601b5cb2',
                                                    'S58897,4b4e7dd99f69',
                                                    'S23935,7e118f5a376f'],
                                          'src': '',
                                          'stall': False},
                     '6d7db79dacb448e4': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S85171,3f738d74f5d3',
                                                    'S29488,9bd33dedc15a',
                                                    'S19519,110260f50a45',
                                                    'S28097,111ebdb1b4ca'],
                                          'src': '',
                                          'stall': False},
                     '723403a52482013c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S98375,7c5e7780b746',
                                                    'S29833,1582327939cd',
                                                    'S48968,f60e3180f9f9',
                                                    'S86484,7b5bfb48dc8d',
                                                    'S19829,aa3842379a3b'],
                                          'src': '',
                                          'stall': False},
                     '7e0b9e9e645db4ad': {'bad_at': 2,
                                          'bad_rec': 'S41938,nextseq,826345,12O',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['S89890,f73de4db4fcd',
                                                    'S41938,d7b121a1bed9',
                                                    'S12698,aa420181d0c4',
                                                    'S41484,2c08754925fd'],
                                          'src': '',
                                          'stall': False},
                     '93b195916688b0d9': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S19797,a970c1058444',
                                                    'S65623,435318080365',
                                                    'S13618,f4ae8d4d5a1e',
                                                    'S62463,f2747286e9fa',
                                                    'S77914,78268df4273c'],
                                          'src': '',
                                          'stall': False},
                     'c1529e9d7c9d28a6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['S27560,650f8d45db56',
                                                    'S36913,606806d9bd80',
                                                    'S23113,db951af58e66',
                                                    'S73282,90f77ac27caf',
                                                    'S47505,0fe1e1fcd938',
                                                    'S44467,2c7d97d03586',
                                                    'S60134,2bb699adc9b4',
                                                    'S30330,5e8595c36bc7'],
                                          'src': '',
                                          'stall': False},
                     'f3c9b3bf443f1ced': {'bad_at': 2,
                                          'bad_rec': 'S26014,nextseq,?,5',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['S62494,5a08e7e94257',
                                                    'S26014,a344e2e1734a',
                                                    'S92439,57c60cdbbf03',
                                                    'S17280,247e58c362a7'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['5d619d6496287cf7',
                        '60b5b237afa4148a',
                        '91f8d223af94af01',
                        '983cc5f72183b8e9',
                        'b7b4d023548b736c'],
            'results': ['sample_id,bam_ref',
                        'S27560,650f8d45db56',
                        'S36913,606806d9bd80',
                        'S23113,db951af58e66',
                        'S73282,90f77ac27caf',
                        'S47505,0fe1e1fcd938',
                        'S44467,2c7d97d03586',
                        'S60134,2bb699adc9b4',
                        'S30330,5e8595c36bc7',
                        'S19797,a970c1058444',
                        'S65623,435318080365',
                        'S13618,f4ae8d4d5a1e',
                        'S62463,f2747286e9fa',
                        'S77914,78268df4273c',
                        'S98375,7c5e7780b746',
                        'S29833,1582327939cd',
                        'S48968,f60e3180f9f9',
                        'S86484,7b5bfb48dc8d',
                        'S19829,aa3842379a3b',
                        'S12662,f47f2fc1ce38',
                        'S77653,15232f6c577c',
                        'S14792,5eda039928f8',
                        'S29602,a74bd5bcc427',
                        'S96678,bcd26fafbf91',
                        'S53022,a04599a64d29',
                        'S42088,de153aaa629e',
                        'S27286,d92d19e87e19'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'failed'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'ok']]},
 'today': {'ledger': ['S13299\t4\tac052ae571517c86',
                      'S22909\t5\t945c07fbe96f4ef2',
                      'S47749\t5\t9e7aa69d33741056',
                      'S53486\t8\t61fa9b3037d7b6ba'],
           'logs': {'apac/batch-68': '8 records converted\n',
                    'batch-38': '5 records converted\n',
                    'batch-86': '5 records converted\n',
                    'eu/batch-10': "line 3: malformed record 'S78388,nextseq,2640652,?'\n",
                    'partner-b/in/batch-39': "line 5: malformed record 'S18222,nextseq,?,2'\n",
                    'partner-b/in/batch-67': '4 records converted\n'},
           'results': ['sample_id,bam_ref',
                       'S53486,288dd28c1a63',
                       'S91096,c51cf0e73835',
                       'S45505,397bc0ba5259',
                       'S71206,f4e1c6e1b209',
                       'S91242,b06cbb5749bd',
                       'S32944,845e4d5f07f2',
                       'S68844,8d23532b057a',
                       'S85355,06aad6aa23a8',
                       'S22909,eb2cb75825a3',
                       'S33660,998659078a4a',
                       'S29313,25c67b42af78',
                       'S87147,13d201746777',
                       'S61597,7aa32ff10d32',
                       'S47749,dd8b5c80672e',
                       'S24303,83e7580a9e25',
                       'S40582,95bc856aa4bb',
                       'S86089,1610724b04ca',
                       'S57442,ba973b19b0a6',
                       'S13299,2e979e65935e',
                       'S52063,e43b5045234c',
                       'S25926,197298fb84c9',
                       'S92130,81535eb1879c'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'failed'],
                       ['5', '1', 'failed'],
                       ['6', '1', 'ok']]}}
CAP = 2
DRIVER = '/srv/read-align/bin/run-batch'
TODAY = '/srv/read-align/runs/2025-11-12'
GATEWAY = 'ALIGNRUN_GATEWAY'
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


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
