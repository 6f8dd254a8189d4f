import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'166dead81da5980d': 0,
                         '38e3ba8376999a0b': 1,
                         '3e55774f6f78cec5': 0,
                         '68b23106cce93528': 1,
                         '708dcc1e497ca5bf': 1,
                         '84872db3dd6c1683': 1,
                         'c0a741cbfa14081d': 1,
                         'd33acce7d016fb72': 1},
            'budget': 31,
            'exit': 1,
            'files': [['in/b09.csv',
                       'AD31819,here-b,65217,329\n'
                       'AD55165,here-b,26368,339\n'
                       'AD77500,here-a,36144,363\n'
                       'AD16374,here-a,75108,176\n'
                       'AD63800,here-a,16208,181\n'
                       'AD89941,here-b,86434,224\n'
                       'AD70464,here-a,62140,143\n'
                       'AD72654,here-a,56648,32\n',
                       None],
                      ['in/b18.csv',
                       'AD99010,here-a,94189,398\n'
                       'AD22615,here-a,25763,40\n'
                       'AD47183,here-b,66515,137\n'
                       'AD10054,here-a,16503,225\n'
                       'AD99392,here-a,82402,60\n',
                       None],
                      ['in/b39.csv',
                       'AD68716,here-b,53362,333\n'
                       'AD26251,here-a,54014,341\n'
                       'AD68752,here-a,57789,130\n'
                       'AD82272,here-b,59752,218\n'
                       'AD54359,here-a,33843,288\n',
                       None],
                      ['in/b58.csv',
                       'AD32809,here-a,23832,44\n'
                       'AD60474,here-a,57477,114\n'
                       'AD82334,here-a,2357,187\n'
                       'AD23796,here-a,92478,94\n'
                       'AD96851,here-b,81539,62\n',
                       None],
                      ['in/b73.csv',
                       'AD89341,here-b,97679,183\n'
                       'AD99920,here-b,56243,58\n'
                       'AD64532,here-a,65834,144\n'
                       'AD62560,here-a,71738,3\n',
                       None],
                      ['in/b89.csv',
                       'AD44506,here-a,47548,267\n'
                       'AD87279,here-b,75177,375\n'
                       'AD47877,here-b,58617,92\n'
                       'AD43157,here-a,75684,359\n'
                       'AD43973,here-b,30499,182\n'
                       'AD95894,here-a,39318,1e3\n',
                       None],
                      ['in/b41.csv',
                       'AD18800,here-a,89958,113\n'
                       'AD78523,here-a,40647,51\n'
                       'AD32004,here-b,11694,322\n'
                       'AD39926,here-b,86806,255\n',
                       None],
                      ['in/b42.csv',
                       'AD27589,here-a,8029,33\n'
                       'AD52977,here-b,42425,292\n'
                       'AD58159,here-b,4464,292\n'
                       'AD97305,here-b,45919,360\n'
                       'AD40919,here-a,65342,391\n',
                       None],
                      ['in/SHA256SUMS',
                       '38e3ba8376999a0bdd0371f0716712883dbb2a60e80af249119ed6d8e43d3a1f  b73.csv\n'
                       '68b23106cce93528d3843641605828d5b7ca668923bcd81b2e4a8ecdf561dc97  b18.csv\n'
                       '708dcc1e497ca5bf9137fb9f8c924aa818a7e6e7f3af82eb147ff8a15d62a13d  b58.csv\n'
                       '84872db3dd6c16838199298dbb37a2ce5293af50f28b2cbe24a53997a4901982  b89.csv\n'
                       '92b8c22bdc9cb990cc3986417bc81ec50336a9e1612d6060cc4e6df6fc985e50  b41.csv\n'
                       'c0a741cbfa14081dc38b2a3fae048fce5c6884e2f82ffa5e4abd1bfa6d0c312b  b09.csv\n'
                       'd33acce7d016fb724501e6735d8b88dfbfe80f330572bcf81ead4760ff28517b  b39.csv\n',
                       None]],
            'input': 'in',
            'ledger': ['AD31819\t8\t6bb4cce2176e0314',
                       'AD32809\t5\t6fa8f2342750db36',
                       'AD68716\t5\t4a60609f8897cac0',
                       'AD89341\t4\t9c15807320a9339a',
                       'AD99010\t5\tc957a7e5bad7174b'],
            'logs': {'b09': '8 records converted\n',
                     'b18': '5 records converted\n',
                     'b39': '5 records converted\n',
                     'b58': '5 records converted\n',
                     'b73': '4 records converted\n',
                     'b89': "line 6: malformed record 'AD95894,here-a,39318,1e3'\n"},
            'names': {'166dead81da5980d': 'b41.csv',
                      '38e3ba8376999a0b': 'b73.csv',
                      '3e55774f6f78cec5': 'b42.csv',
                      '68b23106cce93528': 'b18.csv',
                      '708dcc1e497ca5bf': 'b58.csv',
                      '84872db3dd6c1683': 'b89.csv',
                      'c0a741cbfa14081d': 'b09.csv',
                      'd33acce7d016fb72': 'b39.csv'},
            'plan': {'166dead81da5980d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD18800,34e96a4fce21',
                                                    'AD78523,478d5d95dbd7',
                                                    'AD32004,d91fde0687df',
                                                    'AD39926,5c27d3aa5128'],
                                          'src': '',
                                          'stall': False},
                     '38e3ba8376999a0b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD89341,c21deb10407e',
                                                    'AD99920,4fe54f39eb0f',
                                                    'AD64532,0ffd87861153',
                                                    'AD62560,74732619ce22'],
                                          'src': '',
                                          'stall': False},
                     '3e55774f6f78cec5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD27589,064e5c0c1a12',
                                                    'AD52977,662fb05a59bc',
                                                    'AD58159,c4bbda33ca32',
                                                    'AD97305,05174d9e77a3',
                                                    'AD40919,4dbfb44b625e'],
                                          'src': '',
                                          'stall': False},
                     '68b23106cce93528': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD99010,60392c713be4',
                                                    'AD22615,1ea84ddcaae0',
                                                    'AD47183,355f661862f5',
                                                    'AD10054,8638d53e5b77',
                                                    'AD99392,7c13a9e2dd02'],
                                          'src': '',
                                          'stall': False},
                     '708dcc1e497ca5bf': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD32809,e1ad2ac9c058',
                                                    'AD60474,d9bfa5df15de',
                                                    'AD82334,5a9ab91bcd9d',
                                                    'AD23796,b8a48f75fb41',
                                                    'AD96851,6ecee3607c74'],
                                          'src': '',
                                          'stall': False},
                     '84872db3dd6c1683': {'bad_at': 6,
                                          'bad_rec': 'AD95894,here-a,39318,1e3',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['AD44506,ce31c737af5f',
                                                    'AD87279,2af181e04bfc',
                                                    'AD47877,c272acf36ebf',
                                                    'AD43157,fd63ee4b6e3a',
                                                    'AD43973,af196919dd31',
                                                    'AD95894,719c36e802ae'],
                                          'src': '',
                                          'stall': False},
                     'c0a741cbfa14081d': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['AD31819,5d7182c60e8f',
                                                    'AD55165,11775c6b03d9',
                                                    'AD77500,41d5b2497957',
                                                    'AD16374,c6dffa5818e6',
                                                    'AD63800,4fb5baad9a5d',
                                                    'AD89941,ac1adda27703',
                                                    'AD70464,968afd2b7354',
                                                    'AD72654,c2a2f73efbaa'],
                                          'src': '',
                                          'stall': False},
                     'd33acce7d016fb72': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD68716,68c5504d557a',
                                                    'AD26251,7b8b5e5fa4e2',
                                                    'AD68752,f93e5cf73792',
                                                    'AD82272,ec58eb8c6453',
                                                    'AD54359,d0dc455c6498'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['4a60609f8897cac0',
                        '6bb4cce2176e0314',
                        '6fa8f2342750db36',
                        '9c15807320a9339a',
                        'c957a7e5bad7174b'],
            'results': ['addr_id,geo_hash',
                        'AD31819,5d7182c60e8f',
                        'AD55165,11775c6b03d9',
                        'AD77500,41d5b2497957',
                        'AD16374,c6dffa5818e6',
                        'AD63800,4fb5baad9a5d',
                        'AD89941,ac1adda27703',
                        'AD70464,968afd2b7354',
                        'AD72654,c2a2f73efbaa',
                        'AD99010,60392c713be4',
                        'AD22615,1ea84ddcaae0',
                        'AD47183,355f661862f5',
                        'AD10054,8638d53e5b77',
                        'AD99392,7c13a9e2dd02',
                        'AD68716,68c5504d557a',
                        'AD26251,7b8b5e5fa4e2',
                        'AD68752,f93e5cf73792',
                        'AD82272,ec58eb8c6453',
                        'AD54359,d0dc455c6498',
                        'AD32809,e1ad2ac9c058',
                        'AD60474,d9bfa5df15de',
                        'AD82334,5a9ab91bcd9d',
                        'AD23796,b8a48f75fb41',
                        'AD96851,6ecee3607c74',
                        'AD89341,c21deb10407e',
                        'AD99920,4fe54f39eb0f',
                        'AD64532,0ffd87861153',
                        'AD62560,74732619ce22'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'failed']]},
 'today': {'ledger': ['AD54113\t5\tf1c89c914c5e325d',
                      'AD62286\t5\t91cf71ffbf567e44',
                      'AD81703\t5\t7cf8b425421fafa6',
                      'AD85512\t8\t290b04e6636e7713',
                      'AD88199\t6\tfa6f6a33d39871ac'],
           'logs': {'b05': '8 records converted\n',
                    'b23': '5 records converted\n',
                    'b48': '5 records converted\n',
                    'b65': '5 records converted\n',
                    'b79': '6 records converted\n',
                    'b93': "line 3: malformed record 'AD40985,here-b,NULL,52'\n"},
           'results': ['addr_id,geo_hash',
                       'AD85512,8fa007573e08',
                       'AD51962,51972334ffef',
                       'AD34772,920dcd9cc160',
                       'AD72910,f06130761e51',
                       'AD14031,a29d62280eb7',
                       'AD91385,f1c36d239c25',
                       'AD99177,9539b1b2cf9b',
                       'AD73344,3d1188ebafa8',
                       'AD81703,521d213afdc1',
                       'AD55642,b9ee78697772',
                       'AD69578,1d9fbaea1bd4',
                       'AD20326,bc58cc43048b',
                       'AD74144,f1453bdbcede',
                       'AD62286,9b9f1229f0aa',
                       'AD49598,06085d0aa018',
                       'AD18003,5362730777e9',
                       'AD23532,deb250886975',
                       'AD11589,3820cdb18676',
                       'AD54113,1a8b086079a5',
                       'AD95388,2c2a11492f28',
                       'AD67244,3c4c7cb51ab4',
                       'AD20590,e246f53282a3',
                       'AD69202,6a8b9071644b',
                       'AD88199,f93881be373c',
                       'AD82994,57a4722798d3',
                       'AD38800,54bc5782ea43',
                       'AD46317,f65d0673ff19',
                       'AD72939,cdc9066c2591',
                       'AD54739,abfd336b8559'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'failed']]}}
CAP = 3
DRIVER = '/data/geo-enrich/bin/run-batch'
TODAY = '/data/geo-enrich/runs/2024-10-02'
GATEWAY = 'GEOTAG_GATEWAY'
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


def _check_logs(out, want):
    for name, text in sorted(want.items()):
        got = _text(os.path.join(out, "logs", name + ".log"))
        assert got == text, f"logs/{name!r}.log: {got!r}, expected {text!r}"


def test_today_logs():
    _check_logs(TODAY, T["today"]["logs"])


def test_hidden_logs(hidden):
    _check_logs(hidden["out"], T["hidden"]["logs"])
