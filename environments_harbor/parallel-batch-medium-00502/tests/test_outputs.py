import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0582d38a81ad130e': 1,
                         '08b191a6f3573546': 1,
                         '216d2cb082611c22': 1,
                         '4e21f36ad4027b97': 1,
                         '7e008b3fccfaeca1': 1,
                         'bf6fc64af15f278f': 1,
                         'eb2faea88c8d119a': 1,
                         'fd7b8f62a5c2dafe': 1},
            'budget': 37,
            'exit': 2,
            'files': [['in.csv',
                       'video_id,origin,seconds,bitrate_kbps\n'
                       'VID78370,ingest-1,2032,11880\n'
                       'VID44776,edge-ams,4853,3888\n'
                       'VID15946,ingest-1,276,9413\n'
                       'VID46709,edge-ams,2402,1212\n'
                       'VID62394,edge-ams,5091,10316\n'
                       'VID96977,edge-ams,4467,5388\n'
                       'VID82544,edge-ams,48,3220\n'
                       'VID27802,edge-ams,1027,4557\n'
                       'VID88324,ingest-1,65,7230\n'
                       'VID66068,ingest-1,4369,7098\n'
                       'VID27022,ingest-1,194,456\n'
                       'VID59225,ingest-1,5196,3075\n'
                       'VID95504,ingest-1,2190,3301\n'
                       'VID80502,edge-ams,5758,11168\n'
                       'VID28558,edge-ams,5390,5171\n'
                       'VID39153,ingest-1,6,7347\n'
                       'VID92005,edge-ams,3210,3821\n'
                       'VID25989,edge-ams,2536,11895\n'
                       'VID80717,edge-ams,3895,2881\n'
                       'VID87409,ingest-1,1057,1342\n'
                       'VID97879,ingest-1,6964,5965\n'
                       'VID36323,edge-ams,-,3036\n'
                       'VID45828,ingest-1,4214,4664\n'
                       'VID83240,edge-ams,6955,3893\n'
                       'VID88097,ingest-1,5172,6802\n'
                       'VID25997,ingest-1,2694,6360\n'
                       'VID86889,edge-ams,5018,3556\n'
                       'VID40651,ingest-3,1071,1740\n'
                       'VID85658,edge-ams,3148,7483\n',
                       None]],
            'input': 'in.csv',
            'ledger': ['VID62394\t4\t8895b1316a4cb884',
                       'VID78370\t4\t6ec3abc97e420d44',
                       'VID85658\t1\t7620ad155f2f0d6c',
                       'VID88324\t4\t5a25bd4782c3e23a',
                       'VID92005\t4\tb0002c9c2c435a26',
                       'VID95504\t4\t6f2c0eef3b370b2f'],
            'logs': {'shard-0001': '4 records converted\n',
                     'shard-0002': '4 records converted\n',
                     'shard-0003': '4 records converted\n',
                     'shard-0004': '4 records converted\n',
                     'shard-0005': '4 records converted\n',
                     'shard-0006': "line 2: malformed record 'VID36323,edge-ams,-,3036'\n",
                     'shard-0007': 'waiting for ingest-3 ...\n',
                     'shard-0008': '1 records converted\n'},
            'names': {'0582d38a81ad130e': 'shard-0001.csv',
                      '08b191a6f3573546': 'shard-0005.csv',
                      '216d2cb082611c22': 'shard-0008.csv',
                      '4e21f36ad4027b97': 'shard-0002.csv',
                      '7e008b3fccfaeca1': 'shard-0003.csv',
                      'bf6fc64af15f278f': 'shard-0004.csv',
                      'eb2faea88c8d119a': 'shard-0006.csv',
                      'fd7b8f62a5c2dafe': 'shard-0007.csv'},
            'plan': {'0582d38a81ad130e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['VID78370,064edfa81420',
                                                    'VID44776,f7ce59b6ee00',
                                                    'VID15946,71182484c444',
                                                    'VID46709,b441b070f035'],
                                          'src': '',
                                          'stall': False},
                     '08b191a6f3573546': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID92005,d387ea0cf864',
                                                    'VID25989,53a494348fd5',
                                                    'VID80717,8983639b2c78',
                                                    'VID87409,c8af9c636552'],
                                          'src': '',
                                          'stall': False},
                     '216d2cb082611c22': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID85658,167c3709ba7b'],
                                          'src': '',
                                          'stall': False},
                     '4e21f36ad4027b97': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID62394,18f3ac5d0110',
                                                    'VID96977,0492ccff9f28',
                                                    'VID82544,7efeafecb81d',
                                                    'VID27802,7f1f834b2339'],
                                          'src': '',
                                          'stall': False},
                     '7e008b3fccfaeca1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID88324,30c187a04186',
                                                    'VID66068,caee5e08edef',
                                                    'VID27022,c94ad6ab9a8c',
                                                    'VID59225,f40c95e6b976'],
                                          'src': '',
                                          'stall': False},
                     'bf6fc64af15f278f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID95504,35e2c077d1a8',
                                                    'VID80502,134231cd8b81',
                                                    'VID28558,dc874fcb3c6b',
                                                    'VID39153,6c62a82f45df'],
                                          'src': '',
                                          'stall': False},
                     'eb2faea88c8d119a': {'bad_at': 2,
                                          'bad_rec': 'VID36323,edge-ams,-,3036',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['VID97879,24745003b8ee',
                                                    'VID36323,405184e40d3c',
                                                    'VID45828,5e179f8e39bc',
                                                    'VID83240,d926746d8854'],
                                          'src': '',
                                          'stall': False},
                     'fd7b8f62a5c2dafe': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID88097,39404adfc862',
                                                    'VID25997,4ea7d05bfe4e',
                                                    'VID86889,b40f0fd24ec9',
                                                    'VID40651,99d640ee6b34'],
                                          'src': 'ingest-3',
                                          'stall': True}},
            'publish': ['5a25bd4782c3e23a',
                        '6ec3abc97e420d44',
                        '6f2c0eef3b370b2f',
                        '7620ad155f2f0d6c',
                        '8895b1316a4cb884',
                        'b0002c9c2c435a26'],
            'results': ['video_id,rendition_id',
                        'VID78370,064edfa81420',
                        'VID44776,f7ce59b6ee00',
                        'VID15946,71182484c444',
                        'VID46709,b441b070f035',
                        'VID62394,18f3ac5d0110',
                        'VID96977,0492ccff9f28',
                        'VID82544,7efeafecb81d',
                        'VID27802,7f1f834b2339',
                        'VID88324,30c187a04186',
                        'VID66068,caee5e08edef',
                        'VID27022,c94ad6ab9a8c',
                        'VID59225,f40c95e6b976',
                        'VID95504,35e2c077d1a8',
                        'VID80502,134231cd8b81',
                        'VID28558,dc874fcb3c6b',
                        'VID39153,6c62a82f45df',
                        'VID92005,d387ea0cf864',
                        'VID25989,53a494348fd5',
                        'VID80717,8983639b2c78',
                        'VID87409,c8af9c636552',
                        'VID85658,167c3709ba7b'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'timed_out'],
                        ['8', '1', 'ok']]},
 'today': {'ledger': ['VID40366\t4\t692f56e46754d968',
                      'VID41669\t4\t84d9109f53becfc6',
                      'VID59177\t4\t60fb343c5b2857f6',
                      'VID63198\t3\t3275497d7f1b43d7',
                      'VID84379\t4\t3cca5a62a13e6114'],
           'logs': {'shard-0001': '4 records converted\n',
                    'shard-0002': '4 records converted\n',
                    'shard-0003': '4 records converted\n',
                    'shard-0004': 'waiting for ingest-3 ...\n',
                    'shard-0005': '4 records converted\n',
                    'shard-0006': "line 3: malformed record 'VID23956,ingest-1,1e3,1081'\n",
                    'shard-0007': '3 records converted\n'},
           'results': ['video_id,rendition_id',
                       'VID59177,c0776048f4c4',
                       'VID11406,a17878893314',
                       'VID52167,6eda7d14d11e',
                       'VID71798,752c81f0dd10',
                       'VID40366,316102af195a',
                       'VID93298,dfc7fa5f99d3',
                       'VID34226,eb90d7ec66d0',
                       'VID41423,d884046df595',
                       'VID41669,5b85915f0d40',
                       'VID26582,09593c808d8e',
                       'VID55947,b059272fefb8',
                       'VID24086,52033588fdb6',
                       'VID84379,3984e4a53787',
                       'VID32026,8269dfc5db0a',
                       'VID11765,f5353ce6a2b7',
                       'VID77910,03b307f5f625',
                       'VID63198,d3537eb3f09a',
                       'VID34931,17b87e80bccc',
                       'VID59819,469d421dfece'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'timed_out'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'failed'],
                       ['7', '1', 'ok']]}}
CAP = 2
DRIVER = '/home/batch/media-transcode/bin/run-batch'
TODAY = '/home/batch/media-transcode/runs/2024-05-27'
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


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"


def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
