import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0584aaef342a6d5b': 1,
                         '14ba532929909ccf': 4,
                         '529de133a35b786f': 1,
                         '58fdf3cf6fada133': 4,
                         '596511a20e4acd79': 1,
                         '98541d1a2810dab5': 1,
                         'd5c55d01ae6be713': 1},
            'budget': 34,
            'exit': 2,
            'files': [['in/chunk-08.csv',
                       'VID33724,edge-sfo,5973,4714\n'
                       'VID48050,edge-sfo,756,10204\n'
                       'VID97118,ingest-1,6536,1048\n'
                       'VID46927,ingest-1,3839,11645\n'
                       'VID78428,ingest-1,337,7937\n'
                       'VID20292,ingest-1,267,5708\n'
                       'VID61260,edge-sfo,7139,5984\n'
                       'VID60171,ingest-1,2365,10494\n',
                       None],
                      ['in/chunk-23.csv',
                       'VID74557,edge-sfo,1003,9701\n'
                       'VID62731,edge-sfo,3709,3405\n'
                       'VID54305,edge-sfo,3820,4100\n'
                       'VID52742,edge-sfo,2640,9476\n'
                       'VID12692,edge-sfo,5007,1884\n',
                       None],
                      ['in/chunk-25.csv',
                       'VID20351,edge-sfo,1034,3454\n'
                       'VID34815,ingest-1,525,8719\n'
                       'VID62825,edge-sfo,5210,6354\n'
                       'VID71743,ingest-1,207,6036\n'
                       'VID58898,ingest-1,6856,1510\n',
                       None],
                      ['in/chunk-36.csv',
                       'VID30382,edge-sfo,6378,4085\n'
                       'VID90507,edge-sfo,3231,11283\n'
                       'VID69070,ingest-1,5245,3926\n'
                       'VID67943,ingest-1,6937,3648\n',
                       None],
                      ['in/chunk-54.csv',
                       'VID48876,ingest-1,3547,1968\n'
                       'VID66618,ingest-1,12O,6003\n'
                       'VID75646,ingest-1,1309,8217\n'
                       'VID98156,ingest-1,3848,8317\n'
                       'VID95543,edge-sfo,6891,2847\n'
                       'VID12617,ingest-1,853,6738\n',
                       None],
                      ['in/chunk-61.csv',
                       'VID62496,ingest-3,3334,7325\n'
                       'VID47639,ingest-1,5136,6584\n'
                       'VID37380,edge-sfo,3309,5999\n'
                       'VID82109,ingest-1,776,11058\n',
                       None],
                      ['in/chunk-98.csv',
                       'VID82873,edge-sfo,4796,4821\n'
                       'VID15466,edge-sfo,5424,3410\n'
                       'VID73022,edge-sfo,6161,7298\n'
                       'VID88239,edge-sfo,5046,9759\n'
                       'VID72766,ingest-1,858,4264\n'
                       'VID65332,ingest-2,4202,6855\n',
                       None]],
            'input': 'in',
            'ledger': ['VID20351\t5\t3c096fda475aa1e4',
                       'VID30382\t4\t4f8c16e2d0a04aa5',
                       'VID33724\t8\tc2cdd24a93d38f49',
                       'VID62496\t4\t6447a6abf6c5bcb7',
                       'VID74557\t5\tdcee44a8b7e1cc28'],
            'logs': {'chunk-08': '8 records converted\n',
                     'chunk-23': '5 records converted\n',
                     'chunk-25': '5 records converted\n',
                     'chunk-36': '4 records converted\n',
                     'chunk-54': "line 2: malformed record 'VID66618,ingest-1,12O,6003'\n",
                     'chunk-61': 'ingest-3: connection reset by peer (attempt 1)\n'
                                 'ingest-3: connection reset by peer (attempt 2)\n'
                                 'ingest-3: connection reset by peer (attempt 3)\n'
                                 '4 records converted\n',
                     'chunk-98': 'ingest-2: connection reset by peer (attempt 1)\n'
                                 'ingest-2: connection reset by peer (attempt 2)\n'
                                 'ingest-2: connection reset by peer (attempt 3)\n'
                                 'ingest-2: connection reset by peer (attempt 4)\n'},
            'names': {'0584aaef342a6d5b': 'chunk-08.csv',
                      '14ba532929909ccf': 'chunk-61.csv',
                      '529de133a35b786f': 'chunk-36.csv',
                      '58fdf3cf6fada133': 'chunk-98.csv',
                      '596511a20e4acd79': 'chunk-54.csv',
                      '98541d1a2810dab5': 'chunk-25.csv',
                      'd5c55d01ae6be713': 'chunk-23.csv'},
            'plan': {'0584aaef342a6d5b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['VID33724,b859b2ec9d59',
                                                    'VID48050,22ab3d63c300',
                                                    'VID97118,391444392d78',
                                                    'VID46927,950f45b4f29e',
                                                    'VID78428,94574f66ee4e',
                                                    'VID20292,16d0adf6acde',
                                                    'VID61260,b59bb6834d8a',
                                                    'VID60171,b571194401a1'],
                                          'src': '',
                                          'stall': False},
                     '14ba532929909ccf': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 3,
                                          'lines': ['VID62496,3386ba116f8a',
                                                    'VID47639,dcb2d8443792',
                                                    'VID37380,56afbf954f07',
                                                    'VID82109,0674bb294443'],
                                          'src': 'ingest-3',
                                          'stall': False},
                     '529de133a35b786f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID30382,ac467deb8899',
                                                    'VID90507,80dc3547648b',
                                                    'VID69070,c3cc4a8710b3',
                                                    'VID67943,b59b6dc2f3a3'],
                                          'src': '',
                                          'stall': False},
                     '58fdf3cf6fada133': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 4,
                                          'lines': ['VID82873,8a0a7378a803',
                                                    'VID15466,642b9b06c5a7',
                                                    'VID73022,38a98f3e48eb',
                                                    'VID88239,2ad4a1955299',
                                                    'VID72766,65981e07770e',
                                                    'VID65332,a4de14826531'],
                                          'src': 'ingest-2',
                                          'stall': False},
                     '596511a20e4acd79': {'bad_at': 2,
                                          'bad_rec': 'VID66618,ingest-1,12O,6003',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['VID48876,5b7c7fd722a4',
                                                    'VID66618,0abf52cb3551',
                                                    'VID75646,8bd04cea4ce4',
                                                    'VID98156,612dfd912e3b',
                                                    'VID95543,7e9e2f6fc1bf',
                                                    'VID12617,1c4467786b46'],
                                          'src': '',
                                          'stall': False},
                     '98541d1a2810dab5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID20351,21acdada56b5',
                                                    'VID34815,34d176dbebe8',
                                                    'VID62825,c55f54313d87',
                                                    'VID71743,4f1cbe33d978',
                                                    'VID58898,8b60df1ec282'],
                                          'src': '',
                                          'stall': False},
                     'd5c55d01ae6be713': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID74557,50bc0e34aa93',
                                                    'VID62731,e64aa38dc46f',
                                                    'VID54305,46d31cf42f1c',
                                                    'VID52742,424e45a726de',
                                                    'VID12692,87026847c988'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['3c096fda475aa1e4',
                        '4f8c16e2d0a04aa5',
                        '6447a6abf6c5bcb7',
                        'c2cdd24a93d38f49',
                        'dcee44a8b7e1cc28'],
            'results': ['video_id,rendition_id',
                        'VID33724,b859b2ec9d59',
                        'VID48050,22ab3d63c300',
                        'VID97118,391444392d78',
                        'VID46927,950f45b4f29e',
                        'VID78428,94574f66ee4e',
                        'VID20292,16d0adf6acde',
                        'VID61260,b59bb6834d8a',
                        'VID60171,b571194401a1',
                        'VID74557,50bc0e34aa93',
                        'VID62731,e64aa38dc46f',
                        'VID54305,46d31cf42f1c',
                        'VID52742,424e45a726de',
                        'VID12692,87026847c988',
                        'VID20351,21acdada56b5',
                        'VID34815,34d176dbebe8',
                        'VID62825,c55f54313d87',
                        'VID71743,4f1cbe33d978',
                        'VID58898,8b60df1ec282',
                        'VID30382,ac467deb8899',
                        'VID90507,80dc3547648b',
                        'VID69070,c3cc4a8710b3',
                        'VID67943,b59b6dc2f3a3',
                        'VID62496,3386ba116f8a',
                        'VID47639,dcb2d8443792',
                        'VID37380,56afbf954f07',
                        'VID82109,0674bb294443'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'failed'],
                        ['6', '4', 'retried'],
                        ['7', '4', 'failed']]},
 'today': {'ledger': ['VID28839\t5\t9da88de420c1f3e9',
                      'VID34797\t5\t91799b51cee22156',
                      'VID35561\t8\t94665ef53cf58b70',
                      'VID40451\t5\t90b208df37ea6c42',
                      'VID49749\t5\t53c3efc9012bb82d'],
           'logs': {'chunk-03': '8 records converted\n',
                    'chunk-11': '5 records converted\n',
                    'chunk-17': '5 records converted\n',
                    'chunk-26': '5 records converted\n',
                    'chunk-80': 'ingest-2: connection reset by peer (attempt 1)\n'
                                'ingest-2: connection reset by peer (attempt 2)\n'
                                'ingest-2: connection reset by peer (attempt 3)\n'
                                'ingest-2: connection reset by peer (attempt 4)\n',
                    'chunk-91': 'ingest-3: connection reset by peer (attempt 1)\n'
                                'ingest-3: connection reset by peer (attempt 2)\n'
                                'ingest-3: connection reset by peer (attempt 3)\n'
                                '5 records converted\n',
                    'chunk-98': "line 2: malformed record 'VID11961,edge-sfo,12O,5591'\n"},
           'results': ['video_id,rendition_id',
                       'VID35561,43ea796fee19',
                       'VID58294,a5fcfc0d4c7e',
                       'VID69040,d1de65f1a3de',
                       'VID50397,38d08f39640d',
                       'VID94968,c65469ae6558',
                       'VID97796,3455af24870c',
                       'VID91716,5da8506b611d',
                       'VID81281,44cb6e4f9e82',
                       'VID49749,42f1ea112fb1',
                       'VID95031,44406e30ae40',
                       'VID89365,71e3bd05d1d7',
                       'VID58329,b22840839823',
                       'VID44159,eac74eeda48d',
                       'VID34797,1b911f68c9aa',
                       'VID17939,31a8570d4b52',
                       'VID88335,2609b6dbaace',
                       'VID18627,6dea0f78385d',
                       'VID62695,7122efe40ffd',
                       'VID40451,a75572a5a293',
                       'VID97911,5c84b609bb0e',
                       'VID81297,e8692a95cf7d',
                       'VID60145,192775aed47d',
                       'VID60206,943bfaa462ed',
                       'VID28839,27b407b5a21f',
                       'VID65998,e2654668b5be',
                       'VID21879,d8710f835991',
                       'VID63469,3c116c88991d',
                       'VID26919,bc10da0ccc06'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '4', 'failed'],
                       ['6', '4', 'retried'],
                       ['7', '1', 'failed']]}}
CAP = 2
DRIVER = '/srv/media-transcode/bin/run-batch'
TODAY = '/srv/media-transcode/runs/2025-12-15'
GATEWAY = 'TRANSCODER_GATEWAY'
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
