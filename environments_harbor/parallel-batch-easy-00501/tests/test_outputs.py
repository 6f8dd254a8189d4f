import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'3925ac576abed1ee': 1,
                         '6305dc091f3b0566': 1,
                         '81f905bcd0ef2cef': 0,
                         'ab9621649042318e': 1,
                         'cb1e8a391021f9d7': 1,
                         'dca0cf35009f2993': 1,
                         'f40e53652e98c4bc': 1},
            'budget': 32,
            'exit': 1,
            'files': [['in/chunk-89.csv',
                       'TR72052,ebs,1742515,876\n'
                       'TR45598,ebs,1880855,830\n'
                       'TR19271,ebs,183366,236\n'
                       'TR79804,refinitiv,4886352,169\n'
                       'TR16035,refinitiv,3251904,700\n'
                       'TR57563,ebs,2427371,185\n'
                       'TR62092,ebs,3899637,793\n'
                       'TR37100,ebs,2118673,173\n',
                       None],
                      ['in/chunk-80.csv',
                       'TR57403,refinitiv,3002406,464\n'
                       'TR85750,ebs,2457974,982\n'
                       'TR55686,refinitiv,4331017,937\n'
                       'TR55974,refinitiv,4598692,53\n'
                       'TR93541,ebs,2235201,507\n',
                       None],
                      ['in/chunk-36.csv',
                       'TR78399,refinitiv,2675120,498\n'
                       'TR36902,ebs,2875597,434\n'
                       'TR47424,refinitiv,979407,600\n'
                       'TR82955,ebs,1979375,444\n'
                       'TR71714,refinitiv,3939342,779\n',
                       None],
                      ['in/chunk-50.csv',
                       'TR49617,ebs,3166066,258\n'
                       'TR73015,ebs,1611794,863\n'
                       'TR78273,refinitiv,2621861,868\n'
                       'TR99256,ebs,2877357,242\n'
                       'TR56658,ebs,4560140,973\n'
                       'TR33090,ebs,NULL,872\n',
                       None],
                      ['in/chunk-81.csv',
                       'TR64957,ebs,1471988,788\n'
                       'TR97914,ebs,618284,962\n'
                       'TR43550,refinitiv,2772788,736\n'
                       'TR89451,refinitiv,1329793,832\n'
                       'TR70883,refinitiv,4878388,681\n'
                       'TR41183,ebs,90711,599\n',
                       None],
                      ['in/chunk-17.csv',
                       'TR92802,ebs,3552281,804\n'
                       'TR54036,refinitiv,2286769,903\n'
                       'TR37483,ebs,1532119,9\n'
                       'TR72120,ebs,2975886,132\n'
                       'TR25138,refinitiv,3265058,856\n',
                       None],
                      ['in/chunk-24.csv',
                       'TR59966,ebs,2083998,732\n'
                       'TR37655,refinitiv,3693542,64\n'
                       'TR88802,ebs,4654823,427\n'
                       'TR99128,ebs,4720941,712\n'
                       'TR78309,refinitiv,3384761,125\n'
                       'TR13680,refinitiv,2376468,879\n',
                       None],
                      ['in/QUEUE',
                       '# fx-settlement queue, written by the scheduler\n'
                       '\n'
                       'chunk-89.csv\n'
                       'chunk-80.csv\n'
                       'chunk-36.csv\n'
                       'chunk-50.csv\n'
                       'chunk-81.csv\n'
                       'chunk-17.csv\n',
                       None]],
            'input': 'in',
            'ledger': ['TR57403\t5\te727d0c2b5a5b7fc',
                       'TR64957\t6\te4f78745351579ca',
                       'TR72052\t8\t8f8f65d2b7633bc8',
                       'TR78399\t5\tca563e15ec02d340',
                       'TR92802\t5\tca5f0a5eae73c090'],
            'logs': {'chunk-17': '5 records converted\n',
                     'chunk-36': '5 records converted\n',
                     'chunk-50': "line 6: malformed record 'TR33090,ebs,NULL,872'\n",
                     'chunk-80': '5 records converted\n',
                     'chunk-81': '6 records converted\n',
                     'chunk-89': '8 records converted\n'},
            'names': {'3925ac576abed1ee': 'chunk-17.csv',
                      '6305dc091f3b0566': 'chunk-81.csv',
                      '81f905bcd0ef2cef': 'chunk-24.csv',
                      'ab9621649042318e': 'chunk-80.csv',
                      'cb1e8a391021f9d7': 'chunk-89.csv',
                      'dca0cf35009f2993': 'chunk-50.csv',
                      'f40e53652e98c4bc': 'chunk-36.csv'},
            'plan': {'3925ac576abed1ee': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR92802,256af85b06b8',
                                                    'TR54036,cac1f3a7e5b7',
                                                    'TR37483,8f533ac745bf',
                                                    'TR72120,85ad62268c8f',
                                                    'TR25138,d4783a6ec17c'],
                                          'src': '',
                                          'stall': False},
                     '6305dc091f3b0566': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR64957,0f4243b43b4d',
                                                    'TR97914,d9ffcaae8311',
                                                    'TR43550,379ed102e244',
                                                    'TR89451,1ae8e46995bd',
                                                    'TR70883,6a13e50d8174',
                                                    'TR41183,68c806ea6cbd'],
                                          'src': '',
                                          'stall': False},
                     '81f905bcd0ef2cef': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['TR59966,8bcd47479983',
                                                    'TR37655,e3b26598a5b9',
                                                    'TR88802,61275098d4d2',
                                                    'TR99128,065189f71062',
                                                    'TR78309,7296d8f10952',
                                                    'TR13680,39bc3c9b2d31'],
                                          'src': '',
                                          'stall': False},
                     'ab9621649042318e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR57403,d491f8904900',
                                                    'TR85750,5e9faca5919b',
                                                    'TR55686,8a1fc3b49145',
                                                    'TR55974,54f17d1d411f',
                                                    'TR93541,7c15a8912e2e'],
                                          'src': '',
                                          'stall': False},
                     'cb1e8a391021f9d7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['TR72052,6ea86c544017',
                                                    'TR45598,7e4cb75af43f',
                                                    'TR19271,7c18ede8c7df',
                                                    'TR79804,606c4116cefd',
                                                    'TR16035,6966f9c95a56',
                                                    'TR57563,7f24b2f34bb3',
                                                    'TR62092,6a0a96b8c8c7',
                                                    'TR37100,1c9387be7d4b'],
                                          'src': '',
                                          'stall': False},
                     'dca0cf35009f2993': {'bad_at': 6,
                                          'bad_rec': 'TR33090,ebs,NULL,872',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['TR49617,1a647d6abcae',
                                                    'TR73015,78cb26b39027',
                                                    'TR78273,4af6f2c9631d',
                                                    'TR99256,0d4eb4ae092c',
                                                    'TR56658,d4c40ae6fb9f',
                                                    'TR33090,e6893d7f8db6'],
                                          'src': '',
                                          'stall': False},
                     'f40e53652e98c4bc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['TR78399,9982212c609a',
                                                    'TR36902,cd1681ca7881',
                                                    'TR47424,1b3c9bd8a197',
                                                    'TR82955,def0a7d7e514',
                                                    'TR71714,47630b846025'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['8f8f65d2b7633bc8',
                        'ca563e15ec02d340',
                        'ca5f0a5eae73c090',
                        'e4f78745351579ca',
                        'e727d0c2b5a5b7fc'],
            'results': ['trade_id,settle_ref',
                        'TR72052,6ea86c544017',
                        'TR45598,7e4cb75af43f',
                        'TR19271,7c18ede8c7df',
                        'TR79804,606c4116cefd',
                        'TR16035,6966f9c95a56',
                        'TR57563,7f24b2f34bb3',
                        'TR62092,6a0a96b8c8c7',
                        'TR37100,1c9387be7d4b',
                        'TR57403,d491f8904900',
                        'TR85750,5e9faca5919b',
                        'TR55686,8a1fc3b49145',
                        'TR55974,54f17d1d411f',
                        'TR93541,7c15a8912e2e',
                        'TR78399,9982212c609a',
                        'TR36902,cd1681ca7881',
                        'TR47424,1b3c9bd8a197',
                        'TR82955,def0a7d7e514',
                        'TR71714,47630b846025',
                        'TR64957,0f4243b43b4d',
                        'TR97914,d9ffcaae8311',
                        'TR43550,379ed102e244',
                        'TR89451,1ae8e46995bd',
                        'TR70883,6a13e50d8174',
                        'TR41183,68c806ea6cbd',
                        'TR92802,256af85b06b8',
                        'TR54036,cac1f3a7e5b7',
                        'TR37483,8f533ac745bf',
                        'TR72120,85ad62268c8f',
                        'TR25138,d4783a6ec17c'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'failed'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'ok']]},
 'today': {'ledger': ['TR55375\t8\t94c2573a932e7782',
                      'TR62895\t4\tc6ea6a8e2522de03',
                      'TR69385\t5\t560f1927efe90d60',
                      'TR71192\t5\tfb08a12cc135d48b',
                      'TR78780\t5\te00ffb601c1c0b69'],
           'logs': {'chunk-04': '5 records converted\n',
                    'chunk-05': '4 records converted\n',
                    'chunk-25': '5 records converted\n',
                    'chunk-37': '5 records converted\n',
                    'chunk-56': "line 5: malformed record 'TR29820,refinitiv,n/a,335'\n",
                    'chunk-68': '8 records converted\n'},
           'results': ['trade_id,settle_ref',
                       'TR55375,d9de1f71915d',
                       'TR39728,551f4097f20d',
                       'TR96071,a70ece94b083',
                       'TR92028,48b29cbdc192',
                       'TR14879,7af925d8ec5c',
                       'TR63595,e9767bb194c7',
                       'TR74409,4f506b731b2a',
                       'TR84577,b7defc41f5cc',
                       'TR69385,0066283b8dba',
                       'TR38930,c8a8071ce295',
                       'TR87966,79c03aa08b81',
                       'TR56045,6ddf866c1c70',
                       'TR46174,27e7efe9d863',
                       'TR78780,5583c9800e25',
                       'TR85071,dc7351b6d582',
                       'TR20736,444dc5324f68',
                       'TR93673,7de5f9cbbfb0',
                       'TR14609,3f77764c22ef',
                       'TR71192,3039b6b64cc1',
                       'TR33413,b9f93c521a90',
                       'TR85677,6e17485d89ec',
                       'TR37481,260b14649987',
                       'TR42442,43bc1050338a',
                       'TR62895,27189c678712',
                       'TR10094,a3114b076541',
                       'TR30039,eb096e8e16d9',
                       'TR59024,1c2ff3634b9e'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'failed']]}}
CAP = 2
DRIVER = '/srv/fx-settlement/bin/run-batch'
TODAY = '/srv/fx-settlement/runs/2024-12-15'
GATEWAY = 'FXSETTLE_GATEWAY'
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
