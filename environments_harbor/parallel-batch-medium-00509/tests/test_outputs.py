import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'002ed5ff20e64cac': 0,
                         '0274678992b81865': 1,
                         '0ffe443d8535d0d4': 1,
                         '77176ae6888da151': 1,
                         'dda14ab57bf017ee': 1,
                         'e6b1e12ff8d11763': 1,
                         'ee4311a6e21d1673': 0,
                         'f786f2ad9b4db565': 1},
            'budget': 32,
            'exit': 2,
            'files': [['in/chunk-\n02.csv',
                       'INV56176,initech,769735,GBP\n'
                       'INV94120,initech,87576,USD\n'
                       'INV59118,globex,843322,GBP\n'
                       'INV47696,initech,625524,CHF\n',
                       None],
                      ['in/chunk- "61".csv',
                       'INV45219,globex,180514,EUR\n'
                       'INV18871,initech,615252,EUR\n'
                       'INV26415,umbrella,532165,GBP\n'
                       'INV36417,globex,245996,EUR\n'
                       'INV28517,initech,816835,GBP\n'
                       'INV34067,initech,466317,USD\n'
                       'INV93473,globex,64484,USD\n'
                       'INV43962,initech,569152,USD\n',
                       None],
                      ['in/chunk- 35.csv',
                       'INV14833,globex,976352,USD\n'
                       'INV24226,globex,678974,CHF\n'
                       'INV48614,globex,543345,USD\n'
                       'INV69462,initech,686303,EUR\n'
                       'INV58757,initech,394176,CHF\n'
                       'INV73128,initech,881440,CHF\n',
                       None],
                      ['in/chunk- 60.csv',
                       'INV83961,globex,261714,EUR\n'
                       'INV78937,initech,208775,EUR\n'
                       'INV27106,initech,671512,GBP\n'
                       'INV98357,initech,628530,USD\n'
                       'INV43907,initech,279100,USD\n',
                       None],
                      ['in/chunk- [86] (copy).csv',
                       'INV60163,globex,741381,USD\n'
                       'INV30892,globex,145361,EUR\n'
                       'INV24022,globex,863274,USD\n'
                       'INV94643,globex,67976,USD\n'
                       'INV89283,globex,547906,GBP\n',
                       None],
                      ["in/chunk-'05.csv",
                       'INV82620,globex,203726,USD\n'
                       'INV80912,initech,724065,USD\n'
                       'INV94280,initech,348627,CHF\n'
                       'INV15328,globex,936956,EUR\n'
                       'INV50929,initech,505156,GBP\n',
                       None],
                      ["in/chunk-'18.csv",
                       'INV36394,initech,169051,EUR\n'
                       'INV62062,initech,NULL,GBP\n'
                       'INV56914,globex,440906,GBP\n'
                       'INV54883,initech,106632,EUR\n',
                       None],
                      ['in/chunk-*91.csv',
                       'INV84928,globex,193237,CHF\n'
                       'INV36706,globex,?,EUR\n'
                       'INV15437,globex,164327,CHF\n'
                       'INV50522,initech,765774,USD\n',
                       None],
                      ['out/parts/chunk-\n02.out',
                       'INV56176,e6a1f0530a55\nINV94120,b6731d5eb45e\nINV59118,1262b356db13\nINV47696,e91c4e5e55f3\n',
                       None],
                      ['out/parts/chunk- 35.out',
                       'INV14833,e380e9227a2b\n'
                       'INV24226,fb055827ef3f\n'
                       'INV48614,409326597843\n'
                       'INV69462,c74ec3f70f4c\n'
                       'INV58757,f40e5980064c\n'
                       'INV73128,fbfa431bf776\n',
                       None],
                      ['out/jobs.log',
                       'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n'
                       '1\t:\t1702804636.370\t     0.500\t0\t0\t0\t0\t/srv/invoice-render/bin/run-batch --job 1 '
                       'chunk-\\n02.csv 2\n'
                       '2\t:\t1702804637.110\t     0.600\t0\t0\t75\t0\t/srv/invoice-render/bin/run-batch --job 2 '
                       'chunk- \\"61\\".csv 1\n'
                       '3\t:\t1702804638.220\t     0.700\t0\t0\t0\t0\t/srv/invoice-render/bin/run-batch --job 3 chunk- '
                       '35.csv 2\n',
                       None],
                      ['out/ledger.tsv', 'INV56176\t4\t04210c6149f04a59\nINV14833\t6\tc3a15b698ee04c97\n', None]],
            'input': 'in',
            'ledger': ['INV14833\t6\tc3a15b698ee04c97',
                       'INV45219\t8\t160ba3fc40a0c9ec',
                       'INV56176\t4\t04210c6149f04a59',
                       'INV60163\t5\t0bf1b18eeaa59536',
                       'INV82620\t5\t937ff846d721609f',
                       'INV83961\t5\t3c5100036e51d42c'],
            'logs': {'chunk- "61"': '8 records converted\n',
                     'chunk- 60': '5 records converted\n',
                     'chunk- [86] (copy)': '5 records converted\n',
                     "chunk-'05": '5 records converted\n',
                     "chunk-'18": "line 2: malformed record 'INV62062,initech,NULL,GBP'\n",
                     'chunk-*91': "line 2: malformed record 'INV36706,globex,?,EUR'\n"},
            'names': {'002ed5ff20e64cac': 'chunk- 35.csv',
                      '0274678992b81865': 'chunk- "61".csv',
                      '0ffe443d8535d0d4': 'chunk-*91.csv',
                      '77176ae6888da151': "chunk-'05.csv",
                      'dda14ab57bf017ee': 'chunk- [86] (copy).csv',
                      'e6b1e12ff8d11763': 'chunk- 60.csv',
                      'ee4311a6e21d1673': 'chunk-\n02.csv',
                      'f786f2ad9b4db565': "chunk-'18.csv"},
            'plan': {'002ed5ff20e64cac': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV14833,e380e9227a2b',
                                                    'INV24226,fb055827ef3f',
                                                    'INV48614,409326597843',
                                                    'INV69462,c74ec3f70f4c',
                                                    'INV58757,f40e5980064c',
                                                    'INV73128,fbfa431bf776'],
                                          'src': '',
                                          'stall': False},
                     '0274678992b81865': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['INV45219,3b68f96a4156',
                                                    'INV18871,bcb2adf4a971',
                                                    'INV26415,79917415df88',
                                                    'INV36417,0fb9ab773247',
                                                    'INV28517,714c1f57f5a9',
                                                    'INV34067,23f70e56a99c',
                                                    'INV93473,94f4771c5a1d',
                                                    'INV43962,e46d07039bcf'],
                                          'src': 'umbrella',
                                          'stall': False},
                     '0ffe443d8535d0d4': {'bad_at': 2,
                                          'bad_rec': 'INV36706,globex,?,EUR',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['INV84928,85ed6d3bcc7a',
                                                    'INV36706,4adcc94a4fce',
                                                    'INV15437,6959ed02d654',
                                                    'INV50522,9eb4a7082f21'],
                                          'src': '',
                                          'stall': False},
                     '77176ae6888da151': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV82620,bc37d202824d',
                                                    'INV80912,8985b96c2bf9',
                                                    'INV94280,b94e91015f8e',
                                                    'INV15328,17b5f212e2e1',
                                                    'INV50929,07b87c36e653'],
                                          'src': '',
                                          'stall': False},
                     'dda14ab57bf017ee': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV60163,33254ab2791c',
                                                    'INV30892,82dea88bb8c0',
                                                    'INV24022,d47ea7a032ba',
                                                    'INV94643,20db92b41263',
                                                    'INV89283,fcf983532d8f'],
                                          'src': '',
                                          'stall': False},
                     'e6b1e12ff8d11763': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['INV83961,b788c404c06a',
                                                    'INV78937,92b3c78913ba',
                                                    'INV27106,450ae7cad9f6',
                                                    'INV98357,60106ef0ea58',
                                                    'INV43907,0efe06b96afc'],
                                          'src': '',
                                          'stall': False},
                     'ee4311a6e21d1673': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['INV56176,e6a1f0530a55',
                                                    'INV94120,b6731d5eb45e',
                                                    'INV59118,1262b356db13',
                                                    'INV47696,e91c4e5e55f3'],
                                          'src': '',
                                          'stall': False},
                     'f786f2ad9b4db565': {'bad_at': 2,
                                          'bad_rec': 'INV62062,initech,NULL,GBP',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['INV36394,8c6eaee44a08',
                                                    'INV62062,579a6da31514',
                                                    'INV56914,f36ce6619fc8',
                                                    'INV54883,d2dc5028812f'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['0bf1b18eeaa59536', '160ba3fc40a0c9ec', '3c5100036e51d42c', '937ff846d721609f'],
            'results': ['invoice_id,pdf_ref',
                        'INV56176,e6a1f0530a55',
                        'INV94120,b6731d5eb45e',
                        'INV59118,1262b356db13',
                        'INV47696,e91c4e5e55f3',
                        'INV45219,3b68f96a4156',
                        'INV18871,bcb2adf4a971',
                        'INV26415,79917415df88',
                        'INV36417,0fb9ab773247',
                        'INV28517,714c1f57f5a9',
                        'INV34067,23f70e56a99c',
                        'INV93473,94f4771c5a1d',
                        'INV43962,e46d07039bcf',
                        'INV14833,e380e9227a2b',
                        'INV24226,fb055827ef3f',
                        'INV48614,409326597843',
                        'INV69462,c74ec3f70f4c',
                        'INV58757,f40e5980064c',
                        'INV73128,fbfa431bf776',
                        'INV83961,b788c404c06a',
                        'INV78937,92b3c78913ba',
                        'INV27106,450ae7cad9f6',
                        'INV98357,60106ef0ea58',
                        'INV43907,0efe06b96afc',
                        'INV60163,33254ab2791c',
                        'INV30892,82dea88bb8c0',
                        'INV24022,d47ea7a032ba',
                        'INV94643,20db92b41263',
                        'INV89283,fcf983532d8f',
                        'INV82620,bc37d202824d',
                        'INV80912,8985b96c2bf9',
                        'INV94280,b94e91015f8e',
                        'INV15328,17b5f212e2e1',
                        'INV50929,07b87c36e653'],
            'summary': [['1', '0', 'skipped'],
                        ['2', '1', 'ok'],
                        ['3', '0', 'skipped'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok'],
                        ['7', '1', 'failed'],
                        ['8', '1', 'failed']]},
 'today': {'ledger': ['INV26256\t5\tcfa981684efd573d',
                      'INV32877\t8\tc0ba4aaf379bb318',
                      'INV40216\t5\ta058ff98b44aa833',
                      'INV71994\t4\t55364f0dc4997467',
                      'INV75988\t5\t82922b15d0ab9ddd',
                      'INV82768\t5\tcff960488f685a49',
                      'INV92372\t4\tf32474b2424a3808'],
           'logs': {'chunk-\n38': '8 records converted\n',
                    'chunk-\n69': '5 records converted\n',
                    'chunk- "73"': '5 records converted\n',
                    'chunk- 10': '4 records converted\n',
                    'chunk- 71': "line 3: malformed record 'INV69840,globex,?,CHF'\n",
                    "chunk-'09": "line 2: malformed record 'INV54258,initech,?,GBP'\n",
                    "chunk-'64": '5 records converted\n'},
           'results': ['invoice_id,pdf_ref',
                       'INV75988,d9b74dce935a',
                       'INV13553,7eebd9f7845b',
                       'INV45934,08591fc7eb34',
                       'INV74007,f3170043d601',
                       'INV15732,486b0702f0f5',
                       'INV92372,41ac62e0cce7',
                       'INV73966,581436603b1e',
                       'INV59634,504ea93b663b',
                       'INV25661,72a8c1e361a1',
                       'INV32877,13bd25e9f148',
                       'INV88519,83ad91187b74',
                       'INV58782,c5f8f9bb5228',
                       'INV16084,eabe00182780',
                       'INV73606,7b07a2b77d37',
                       'INV92169,a4ceb6448080',
                       'INV34501,de64538ce1d6',
                       'INV85201,0e0c07e7dc1c',
                       'INV26256,7059bee8543f',
                       'INV78735,85ce853396c3',
                       'INV60469,10a7e9f8e091',
                       'INV56485,2959acedea8d',
                       'INV11038,7fc54b352cfc',
                       'INV40216,ba550611b634',
                       'INV89013,8cc74f2c6454',
                       'INV29566,647900eb2926',
                       'INV16599,f52a22d688b6',
                       'INV46048,8ead03a719c2',
                       'INV71994,70df87629659',
                       'INV65329,bbc953829c50',
                       'INV10862,794eca8cfca6',
                       'INV16297,a2fcef63c141',
                       'INV82768,89773f9c6124',
                       'INV47476,aaf470f35edf',
                       'INV39649,be45eb709e22',
                       'INV38593,0fe9dbc5d2dc',
                       'INV87020,f9f8e8e63711'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '0', 'skipped'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'failed'],
                       ['8', '1', 'failed'],
                       ['9', '1', 'ok']]}}
CAP = 2
DRIVER = '/srv/invoice-render/bin/run-batch'
TODAY = '/srv/invoice-render/runs/2025-08-22'
GATEWAY = 'INVOICER_GATEWAY'
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
