import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'2311af5111abfda0': 0,
                         '522ccf3f6f715e6a': 1,
                         '5771581b657ffbab': 1,
                         '6095cae72715eb35': 1,
                         '7e5c9bf659bb885b': 1,
                         '91f7f660902c93f6': 1,
                         'a009587f281e5d7a': 1,
                         'a11ae830f09b8495': 0,
                         'a9f7ebed0268751f': 1},
            'budget': 31,
            'exit': 2,
            'files': [['in/apac/job-18.csv',
                       'PK79414,ftp-de,777557,3\n'
                       'PK82279,ftp-jp,714300,3\n'
                       'PK76451,ftp-de,422330,2\n'
                       'PK60246,ftp-jp,309875,3\n'
                       'PK57142,ftp-de,65897,2\n'
                       'PK67663,ftp-de,424708,2\n'
                       'PK69126,ftp-de,832924,3\n'
                       'PK68641,ftp-jp,673739,1\n',
                       None],
                      ['in/eu/job-25.csv',
                       'PK85723,ftp-jp,691682,1\n'
                       'PK55244,ftp-de,657828,2\n'
                       'PK22338,ftp-jp,49287,3\n'
                       'PK94103,ftp-de,281641,3\n'
                       'PK29061,ftp-de,553933,2\n',
                       None],
                      ['in/eu/job-54.csv',
                       'PK51895,ftp-de,546952,3\n'
                       'PK79440,ftp-jp,594761,2\n'
                       'PK55367,ftp-de,539562,2\n'
                       'PK91012,ftp-de,768589,0\n'
                       'PK95472,ftp-jp,53495,3\n',
                       None],
                      ['in/job-08.csv',
                       'PK22513,ftp-de,178859,3\n'
                       'PK78208,ftp-jp,749308,2\n'
                       'PK51321,ftp-de,305218,3\n'
                       'PK82419,ftp-jp,652088,2\n'
                       'PK67424,ftp-de,767500,3\n',
                       None],
                      ['in/job-97.csv',
                       'PK51817,ftp-de,506852,1\n'
                       'PK92610,ftp-de,206724,3\n'
                       'PK29063,ftp-jp,579415,2\n'
                       'PK62685,ftp-de,1e3,0\n',
                       None],
                      ['in/partner-a/job-55.csv',
                       'PK49656,ftp-de,11148,3\n'
                       'PK59129,ftp-jp,575657,0\n'
                       'PK46232,ftp-de,667472,1\n'
                       'PK27830,ftp-jp,10858,1e3\n',
                       None],
                      ['in/partner-a/job-92.csv',
                       'PK44618,ftp-jp,336868,2\n'
                       'PK26092,ftp-de,52460,0\n'
                       'PK29958,ftp-de,223063,2\n'
                       'PK18209,ftp-de,478182,3\n'
                       'PK74418,ftp-jp,667439,2\n'
                       'PK13515,ftp-de,694159,1\n',
                       None],
                      ['in/.staging/job-14.csv',
                       'PK63817,ftp-jp,121834,0\n'
                       'PK68389,ftp-jp,102513,0\n'
                       'PK82494,ftp-de,577848,3\n'
                       'PK76594,ftp-jp,756918,3\n'
                       'PK53418,ftp-jp,438359,2\n',
                       None],
                      ['in/.job-24.csv',
                       'PK28101,ftp-jp,762388,1\n'
                       'PK63782,ftp-jp,556863,2\n'
                       'PK23900,ftp-jp,812696,0\n'
                       'PK13901,ftp-jp,77442,2\n'
                       'PK82881,ftp-jp,406284,3\n',
                       None]],
            'input': 'in',
            'ledger': ['PK22513\t5\t73838e10e40769a2',
                       'PK44618\t6\tb2afec035c591e3f',
                       'PK51895\t5\te041f6735c4203cc',
                       'PK79414\t8\t11b7f0b24beecdc2',
                       'PK85723\t5\ta319ab63f4c71305'],
            'logs': {'apac/job-18': '8 records converted\n',
                     'eu/job-25': '5 records converted\n',
                     'eu/job-54': '5 records converted\n',
                     'job-08': '5 records converted\n',
                     'job-97': "line 4: malformed record 'PK62685,ftp-de,1e3,0'\n",
                     'partner-a/job-55': "line 4: malformed record 'PK27830,ftp-jp,10858,1e3'\n",
                     'partner-a/job-92': '6 records converted\n'},
            'names': {'2311af5111abfda0': '.staging/job-14.csv',
                      '522ccf3f6f715e6a': 'partner-a/job-55.csv',
                      '5771581b657ffbab': 'apac/job-18.csv',
                      '6095cae72715eb35': 'job-08.csv',
                      '7e5c9bf659bb885b': 'eu/job-54.csv',
                      '91f7f660902c93f6': 'job-97.csv',
                      'a009587f281e5d7a': 'eu/job-25.csv',
                      'a11ae830f09b8495': '.job-24.csv',
                      'a9f7ebed0268751f': 'partner-a/job-92.csv'},
            'plan': {'2311af5111abfda0': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK63817,87b6143cf360',
                                                    'PK68389,43a09b624f7a',
                                                    'PK82494,a297b981b3b1',
                                                    'PK76594,bcafefba5b98',
                                                    'PK53418,9f91be84a1e9'],
                                          'src': '',
                                          'stall': False},
                     '522ccf3f6f715e6a': {'bad_at': 4,
                                          'bad_rec': 'PK27830,ftp-jp,10858,1e3',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['PK49656,005cff66e28f',
                                                    'PK59129,812049a096fd',
                                                    'PK46232,ff732e107170',
                                                    'PK27830,ed517939185a'],
                                          'src': '',
                                          'stall': False},
                     '5771581b657ffbab': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['PK79414,99a9cd760e14',
                                                    'PK82279,bf6b633a0745',
                                                    'PK76451,00014476ba38',
                                                    'PK60246,829bbefa5154',
                                                    'PK57142,4a133e5f25e0',
                                                    'PK67663,b7c80253b07d',
                                                    'PK69126,7b623cfada4d',
                                                    'PK68641,df6e322ec3e5'],
                                          'src': '',
                                          'stall': False},
                     '6095cae72715eb35': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK22513,7c7671db4d7f',
                                                    'PK78208,c189e7ed35ef',
                                                    'PK51321,74dad9980cbf',
                                                    'PK82419,d11d13c1099c',
                                                    'PK67424,9463123f23fc'],
                                          'src': '',
                                          'stall': False},
                     '7e5c9bf659bb885b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK51895,894b9ef83852',
                                                    'PK79440,1a639c8b86f5',
                                                    'PK55367,8219231b7676',
                                                    'PK91012,37432d004f04',
                                                    'PK95472,aff15be19377'],
                                          'src': '',
                                          'stall': False},
                     '91f7f660902c93f6': {'bad_at': 4,
                                          'bad_rec': 'PK62685,ftp-de,1e3,0',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['PK51817,f3947f60eeb6',
                                                    'PK92610,4805aaea0034',
                                                    'PK29063,e2bbc0f5dcc2',
                                                    'PK62685,0f6b66034997'],
                                          'src': '',
                                          'stall': False},
                     'a009587f281e5d7a': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['PK85723,922288f0bfb0',
                                                    'PK55244,3b514d40fd87',
                                                    'PK22338,5d03a7f5a83d',
                                                    'PK94103,aca91803be89',
                                                    'PK29061,9c78a30be8c9'],
                                          'src': '',
                                          'stall': False},
                     'a11ae830f09b8495': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK28101,d2d8d1c2bd39',
                                                    'PK63782,a597aacaabf8',
                                                    'PK23900,955f99a0cf55',
                                                    'PK13901,2ca418118dc7',
                                                    'PK82881,d1ebaec8eb8d'],
                                          'src': '',
                                          'stall': False},
                     'a9f7ebed0268751f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['PK44618,77db5ba28029',
                                                    'PK26092,4b2732aaa3a1',
                                                    'PK29958,65515514c7a5',
                                                    'PK18209,c4fd660f3b5d',
                                                    'PK74418,72585c084620',
                                                    'PK13515,a0c1b6588520'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['11b7f0b24beecdc2',
                        '73838e10e40769a2',
                        'a319ab63f4c71305',
                        'b2afec035c591e3f',
                        'e041f6735c4203cc'],
            'results': ['pkg_id,sig_digest',
                        'PK79414,99a9cd760e14',
                        'PK82279,bf6b633a0745',
                        'PK76451,00014476ba38',
                        'PK60246,829bbefa5154',
                        'PK57142,4a133e5f25e0',
                        'PK67663,b7c80253b07d',
                        'PK69126,7b623cfada4d',
                        'PK68641,df6e322ec3e5',
                        'PK85723,922288f0bfb0',
                        'PK55244,3b514d40fd87',
                        'PK22338,5d03a7f5a83d',
                        'PK94103,aca91803be89',
                        'PK29061,9c78a30be8c9',
                        'PK51895,894b9ef83852',
                        'PK79440,1a639c8b86f5',
                        'PK55367,8219231b7676',
                        'PK91012,37432d004f04',
                        'PK95472,aff15be19377',
                        'PK22513,7c7671db4d7f',
                        'PK78208,c189e7ed35ef',
                        'PK51321,74dad9980cbf',
                        'PK82419,d11d13c1099c',
                        'PK67424,9463123f23fc',
                        'PK44618,77db5ba28029',
                        'PK26092,4b2732aaa3a1',
                        'PK29958,65515514c7a5',
                        'PK18209,c4fd660f3b5d',
                        'PK74418,72585c084620',
                        'PK13515,a0c1b6588520'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'failed'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'ok']]},
 'today': {'ledger': ['PK13016\t5\tf0ff4f02ce7ccb70',
                      'PK47715\t5\t0142bcaa24d681b1',
                      'PK61199\t8\ta9a3736ab7b5e0b7',
                      'PK93427\t5\t934233143ace0fb3',
                      'PK94968\t6\tc40bfc0c9f8c152f'],
           'logs': {'archive/q3/job-11': '8 records converted\n',
                    'archive/q3/job-45': '5 records converted\n',
                    'eu/2024/job-25': '5 records converted\n',
                    'job-03': '5 records converted\n',
                    'job-26': "line 4: malformed record 'PK31276,ftp-jp,622165,NULL'\n",
                    'partner-b/in/job-28': "line 4: malformed record 'PK58753,ftp-de,1e3,3'\n",
                    'partner-b/in/job-62': '6 records converted\n'},
           'results': ['pkg_id,sig_digest',
                       'PK61199,e1e4bc21e6aa',
                       'PK24771,d3e72a528335',
                       'PK43129,1a447c835934',
                       'PK20455,304636db156d',
                       'PK87415,8c9a7b02db33',
                       'PK90542,692dec83b164',
                       'PK27515,22de3874ed6a',
                       'PK41369,0c13d7f10c7a',
                       'PK13016,3f61fc30c7b4',
                       'PK36087,f618d908d4cd',
                       'PK62383,f226e3eac70c',
                       'PK81308,472d5ee0dad4',
                       'PK15912,9b8fe4fa3e36',
                       'PK93427,8f4f02879374',
                       'PK66798,d855d80ce31e',
                       'PK59970,e908e8142fec',
                       'PK61312,9a5e228dde40',
                       'PK95600,d93e6c415de3',
                       'PK47715,aa4c93edbbe8',
                       'PK88431,c67bcf9379ad',
                       'PK19097,8a1d37fce81d',
                       'PK88822,0ff3d5472f18',
                       'PK44914,033d6a92a6ac',
                       'PK94968,10e123372ab8',
                       'PK64953,2a3c1be90133',
                       'PK15813,1fcd53e433c7',
                       'PK17391,dbcba753e45d',
                       'PK55306,c4b13d8ff682',
                       'PK63663,c1ccfa5cd345'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'failed'],
                       ['6', '1', 'failed'],
                       ['7', '1', 'ok']]}}
CAP = 3
DRIVER = '/opt/mirror-verify/bin/run-batch'
TODAY = '/opt/mirror-verify/runs/2024-04-01'
GATEWAY = 'PKGVERIFY_GATEWAY'
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


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
