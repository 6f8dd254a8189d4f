import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'0c51019a76990379': 1,
                         '1c29d1220d3dc122': 0,
                         '2e394a0bc3f62c8a': 1,
                         '6670b287053f4ebf': 1,
                         '9eb44b860ade3b2e': 1,
                         'abc234a3fe8615eb': 0,
                         'ac1104e74eac7656': 1,
                         'bf6dff6a43d20b86': 1,
                         'cb6a1f4bc8642356': 1},
            'budget': 38,
            'exit': 2,
            'files': [['in/lot-05.csv',
                       'DOC37600,scan-west,25,300\n'
                       'DOC55427,scan-west,4,200\n'
                       'DOC62161,scan-west,23,200\n'
                       'DOC39919,scan-south,15,200\n'
                       'DOC63632,scan-west,17,300\n'
                       'DOC87417,scan-south,39,200\n'
                       'DOC31433,scan-west,21,300\n'
                       'DOC84816,scan-south,29,300\n',
                       1719159079],
                      ['in/lot-17.csv',
                       'DOC48965,scan-south,16,600\n'
                       'DOC45456,scan-west,2,300\n'
                       'DOC30931,scan-south,31,200\n'
                       'DOC73919,scan-south,40,300\n'
                       'DOC34648,scan-south,31,600\n',
                       1719159079],
                      ['in/lot-34.csv',
                       'DOC31570,scan-south,27,600\n'
                       'DOC41518,scan-south,11,600\n'
                       'DOC82625,scan-west,32,300\n'
                       'DOC70878,scan-west,15,200\n'
                       'DOC52049,scan-south,28,600\n',
                       1719159079],
                      ['in/lot-58.csv',
                       'DOC95710,scan-south,7,600\n'
                       'DOC78676,scan-west,19,200\n'
                       'DOC73563,scan-south,32,600\n'
                       'DOC51472,scan-south,21,200\n'
                       'DOC73431,scan-south,33,600\n',
                       1719159079],
                      ['in/lot-64.csv',
                       'DOC89543,scan-south,6,200\n'
                       'DOC28102,scan-west,40,300\n'
                       'DOC89309,scan-south,12,600\n'
                       'DOC41204,scan-south,38,300\n',
                       1719159079],
                      ['in/lot-65.csv',
                       'DOC28250,scan-south,31,300\n'
                       'DOC78034,scan-west,1e3,200\n'
                       'DOC22209,scan-south,25,600\n'
                       'DOC16730,scan-south,27,300\n'
                       'DOC90359,scan-south,1,300\n',
                       1719159079],
                      ['in/lot-71.csv',
                       'DOC13841,scan-south,24,600\n'
                       'DOC32456,scan-west,38,300\n'
                       'DOC84198,scan-south,6,600\n'
                       'DOC28609,scan-west,11,600\n'
                       'DOC42288,scan-west,17,300\n'
                       'DOC81147,scan-north,18,300\n',
                       1719159079],
                      ['in/lot-88.csv',
                       'DOC71802,scan-west,29,200\n'
                       'DOC87389,scan-south,19,300\n'
                       'DOC76815,scan-south,37,200\n'
                       'DOC94122,scan-south,10,600\n'
                       'DOC59744,scan-west,6,300\n',
                       1719159079],
                      ['in/lot-97.csv',
                       'DOC84263,scan-south,29,600\n'
                       'DOC33247,scan-south,9,200\n'
                       'DOC51891,scan-west,21,200\n'
                       'DOC21126,scan-south,32,600\n'
                       'DOC37313,scan-south,29,300\n',
                       1719159079],
                      ['out/parts/lot-17.out',
                       'DOC48965,4bb05aed793f\n'
                       'DOC45456,a06657573360\n'
                       'DOC30931,1678b534f9b0\n'
                       'DOC73919,d456b1bfd4e3\n'
                       'DOC34648,7fca9bd1c265\n',
                       1719072679],
                      ['out/parts/lot-64.out',
                       'DOC89543,653efc94c7eb\nDOC28102,0b83be1176c6\nDOC89309,503f9d7e447a\nDOC41204,888d666c004c\n',
                       1719162679],
                      ['out/parts/lot-88.out',
                       'DOC71802,fa2cd4732aa2\n'
                       'DOC87389,30eed73ad11d\n'
                       'DOC76815,4990a769cf55\n'
                       'DOC94122,9b8d97142b9c\n'
                       'DOC59744,bb53a7d870a3\n',
                       1719162679],
                      ['out/ledger.tsv',
                       'DOC89543\t4\tbb411631a1414123\nDOC71802\t5\tfb39593da2d46d71\nDOC48965\t5\td878ee2cc067d0d4\n',
                       None]],
            'input': 'in',
            'ledger': ['DOC31570\t5\t708a1c9f2a7e5c29',
                       'DOC37600\t8\tab5fe36c04a42136',
                       'DOC48965\t5\tb2961ff4082a1015',
                       'DOC48965\t5\td878ee2cc067d0d4',
                       'DOC71802\t5\tfb39593da2d46d71',
                       'DOC84263\t5\td78edc8f4ae6f0a8',
                       'DOC89543\t4\tbb411631a1414123',
                       'DOC95710\t5\ta40f3f90dbde2b01'],
            'logs': {'lot-05': '8 records converted\n',
                     'lot-17': '5 records converted\n',
                     'lot-34': '5 records converted\n',
                     'lot-58': '5 records converted\n',
                     'lot-65': "line 2: malformed record 'DOC78034,scan-west,1e3,200'\n",
                     'lot-71': 'waiting for scan-north ...\n',
                     'lot-97': '5 records converted\n'},
            'names': {'0c51019a76990379': 'lot-97.csv',
                      '1c29d1220d3dc122': 'lot-64.csv',
                      '2e394a0bc3f62c8a': 'lot-65.csv',
                      '6670b287053f4ebf': 'lot-05.csv',
                      '9eb44b860ade3b2e': 'lot-17.csv',
                      'abc234a3fe8615eb': 'lot-88.csv',
                      'ac1104e74eac7656': 'lot-71.csv',
                      'bf6dff6a43d20b86': 'lot-58.csv',
                      'cb6a1f4bc8642356': 'lot-34.csv'},
            'plan': {'0c51019a76990379': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC84263,58333d651b75',
                                                    'DOC33247,8b62a0abf1f0',
                                                    'DOC51891,435a991a43b0',
                                                    'DOC21126,52d1d2b0be0f',
                                                    'DOC37313,a0c01500d74a'],
                                          'src': '',
                                          'stall': False},
                     '1c29d1220d3dc122': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC89543,653efc94c7eb',
                                                    'DOC28102,0b83be1176c6',
                                                    'DOC89309,503f9d7e447a',
                                                    'DOC41204,888d666c004c'],
                                          'src': '',
                                          'stall': False},
                     '2e394a0bc3f62c8a': {'bad_at': 2,
                                          'bad_rec': 'DOC78034,scan-west,1e3,200',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['DOC28250,3686c12fc2a3',
                                                    'DOC78034,37f4a1f1310a',
                                                    'DOC22209,043d3f472c7a',
                                                    'DOC16730,2abff3ec6a49',
                                                    'DOC90359,57b4093a8c6e'],
                                          'src': '',
                                          'stall': False},
                     '6670b287053f4ebf': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['DOC37600,18ca21ea08b0',
                                                    'DOC55427,0b7bf63084ca',
                                                    'DOC62161,7283613a0861',
                                                    'DOC39919,138240bec40d',
                                                    'DOC63632,84f3906a9612',
                                                    'DOC87417,14f3cd16c9f9',
                                                    'DOC31433,14f70b2ee74a',
                                                    'DOC84816,f74067ea218b'],
                                          'src': '',
                                          'stall': False},
                     '9eb44b860ade3b2e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC48965,17a1c7e1096d',
                                                    'DOC45456,dea30be6ebbc',
                                                    'DOC30931,7340a23ec44f',
                                                    'DOC73919,2bfe81059be5',
                                                    'DOC34648,da8db58b9802'],
                                          'src': '',
                                          'stall': False},
                     'abc234a3fe8615eb': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC71802,fa2cd4732aa2',
                                                    'DOC87389,30eed73ad11d',
                                                    'DOC76815,4990a769cf55',
                                                    'DOC94122,9b8d97142b9c',
                                                    'DOC59744,bb53a7d870a3'],
                                          'src': '',
                                          'stall': False},
                     'ac1104e74eac7656': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC13841,44d371cead53',
                                                    'DOC32456,bcde86bfd92b',
                                                    'DOC84198,a510e89e264f',
                                                    'DOC28609,880eb01417dd',
                                                    'DOC42288,33167e3fea42',
                                                    'DOC81147,fd19a81268d3'],
                                          'src': 'scan-north',
                                          'stall': True},
                     'bf6dff6a43d20b86': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC95710,3add2b5c153d',
                                                    'DOC78676,7a1e9e7db77e',
                                                    'DOC73563,d42ae77b7f2a',
                                                    'DOC51472,04f15a3ee3c7',
                                                    'DOC73431,d5fdcb93974f'],
                                          'src': '',
                                          'stall': False},
                     'cb6a1f4bc8642356': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC31570,a97a8092d108',
                                                    'DOC41518,94f6f47bcbd2',
                                                    'DOC82625,8813b87a86dc',
                                                    'DOC70878,4e46c7c04dc2',
                                                    'DOC52049,70e81510cbe7'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['708a1c9f2a7e5c29',
                        'a40f3f90dbde2b01',
                        'ab5fe36c04a42136',
                        'b2961ff4082a1015',
                        'd78edc8f4ae6f0a8'],
            'results': ['doc_id,text_digest',
                        'DOC37600,18ca21ea08b0',
                        'DOC55427,0b7bf63084ca',
                        'DOC62161,7283613a0861',
                        'DOC39919,138240bec40d',
                        'DOC63632,84f3906a9612',
                        'DOC87417,14f3cd16c9f9',
                        'DOC31433,14f70b2ee74a',
                        'DOC84816,f74067ea218b',
                        'DOC48965,17a1c7e1096d',
                        'DOC45456,dea30be6ebbc',
                        'DOC30931,7340a23ec44f',
                        'DOC73919,2bfe81059be5',
                        'DOC34648,da8db58b9802',
                        'DOC31570,a97a8092d108',
                        'DOC41518,94f6f47bcbd2',
                        'DOC82625,8813b87a86dc',
                        'DOC70878,4e46c7c04dc2',
                        'DOC52049,70e81510cbe7',
                        'DOC95710,3add2b5c153d',
                        'DOC78676,7a1e9e7db77e',
                        'DOC73563,d42ae77b7f2a',
                        'DOC51472,04f15a3ee3c7',
                        'DOC73431,d5fdcb93974f',
                        'DOC89543,653efc94c7eb',
                        'DOC28102,0b83be1176c6',
                        'DOC89309,503f9d7e447a',
                        'DOC41204,888d666c004c',
                        'DOC71802,fa2cd4732aa2',
                        'DOC87389,30eed73ad11d',
                        'DOC76815,4990a769cf55',
                        'DOC94122,9b8d97142b9c',
                        'DOC59744,bb53a7d870a3',
                        'DOC84263,58333d651b75',
                        'DOC33247,8b62a0abf1f0',
                        'DOC51891,435a991a43b0',
                        'DOC21126,52d1d2b0be0f',
                        'DOC37313,a0c01500d74a'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '0', 'skipped'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'timed_out'],
                        ['8', '0', 'skipped'],
                        ['9', '1', 'ok']]},
 'today': {'ledger': ['DOC11474\t4\td83bc85eb2219907',
                      'DOC28577\t6\t56c4da166ef4c521',
                      'DOC32793\t8\tb8dec3fbf5e78c9e',
                      'DOC35875\t5\t331099b2ae0be956',
                      'DOC51960\t5\t5a826df60167467c',
                      'DOC80941\t5\t096b2fc9239a3d55',
                      'DOC80941\t5\t415c7ea0dd5a5bb1'],
           'logs': {'lot-03': '8 records converted\n',
                    'lot-04': '5 records converted\n',
                    'lot-52': '5 records converted\n',
                    'lot-55': 'waiting for scan-north ...\n',
                    'lot-56': "line 6: malformed record 'DOC79845,scan-south,12O,600'\n",
                    'lot-80': '4 records converted\n'},
           'results': ['doc_id,text_digest',
                       'DOC32793,137b3f15d3da',
                       'DOC73589,7f1184ed3b6e',
                       'DOC31239,77764d311d40',
                       'DOC64292,b31603981da7',
                       'DOC61936,90c3e104d1cb',
                       'DOC11709,0282490b45ef',
                       'DOC82567,e1657995f368',
                       'DOC23660,03ef2ed60e46',
                       'DOC35875,2479e6de0237',
                       'DOC53734,cba1ef93484e',
                       'DOC18214,ec65975445f9',
                       'DOC61315,4885e918e0b8',
                       'DOC86662,39f7fe56e431',
                       'DOC28577,d1b9903b5aa8',
                       'DOC51030,c0ed4659976f',
                       'DOC87159,497062cd59b7',
                       'DOC89164,083f2f3daca1',
                       'DOC91142,5f7ba4e1cc66',
                       'DOC15832,faf386ca52ee',
                       'DOC80941,af9b77278b1b',
                       'DOC98860,d2cc753e8cd2',
                       'DOC70707,21c83cce813e',
                       'DOC37779,821c1936958e',
                       'DOC46555,810e72ed5dd4',
                       'DOC11474,794466ac7496',
                       'DOC93977,f668cf5b07ce',
                       'DOC38182,7d766f59a419',
                       'DOC90315,6a881b8c9f0b',
                       'DOC51960,b91f97b53f5c',
                       'DOC57119,e82d07a3a190',
                       'DOC29508,ec8193c5fd1c',
                       'DOC31454,a3ece6829fdf',
                       'DOC45605,c12584fcedc8'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '0', 'skipped'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'timed_out'],
                       ['6', '1', 'failed'],
                       ['7', '1', 'ok'],
                       ['8', '0', 'skipped']]}}
CAP = 2
DRIVER = '/data/doc-ocr/bin/run-batch'
TODAY = '/data/doc-ocr/runs/2024-09-15'
GATEWAY = 'OCRBATCH_GATEWAY'
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


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"


def test_hidden_exit_status(hidden):
    assert hidden["rc"] == T["hidden"]["exit"], f"run-batch exited {hidden['rc']}, expected {T['hidden']['exit']} (failed jobs)"
