import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'036feef22ea6eaf7': 1,
                         '280497fe39384ccc': 1,
                         '543015ac324560d7': 1,
                         '5700d2f4403377dd': 0,
                         '632bb3e35d84a5bc': 1,
                         '77ce9ac5f405fc2e': 1,
                         '787c2e2ed46278a1': 0,
                         '85baf97deca68854': 1,
                         'dffe42151b80d68b': 1},
            'budget': 31,
            'exit': 2,
            'files': [['in/part_12.csv',
                       'S27248,novaseq-a,5329868,6\n'
                       'S88054,hiseq-x,2639589,7\n'
                       'S28682,hiseq-x,2060626,3\n'
                       'S46265,hiseq-x,7170148,2\n'
                       'S14869,hiseq-x,4506109,6\n'
                       'S99390,novaseq-a,7054933,7\n'
                       'S31140,hiseq-x,8392431,6\n'
                       'S24020,novaseq-a,2141915,7\n',
                       1731727650],
                      ['in/part_20.csv',
                       'S62375,novaseq-a,5939162,4\n'
                       'S74113,novaseq-a,366023,7\n'
                       'S12452,hiseq-x,7003097,4\n'
                       'S43543,hiseq-x,2039581,8\n'
                       'S88810,hiseq-x,8765177,2\n',
                       1731727650],
                      ['in/part_29.csv',
                       'S70474,hiseq-x,4195241,7\n'
                       'S24967,novaseq-a,1322047,7\n'
                       'S55021,novaseq-a,7836944,6\n'
                       'S75658,novaseq-a,3232790,7\n'
                       'S58936,novaseq-a,4696026,5\n',
                       1731727650],
                      ['in/part_39.csv',
                       'S71657,hiseq-x,3635738,2\n'
                       'S60639,novaseq-a,5105129,7\n'
                       'S24403,novaseq-a,4077043,1\n'
                       'S75414,novaseq-a,6349836,6\n',
                       1731727650],
                      ['in/part_52.csv',
                       'S39183,novaseq-a,7567244,3\n'
                       'S56697,hiseq-x,4609919,6\n'
                       'S30912,novaseq-a,4139660,6\n'
                       'S66706,hiseq-x,1952140,4\n'
                       'S65672,novaseq-a,4998036,1\n',
                       1731727650],
                      ['in/part_54.csv',
                       'S95793,novaseq-a,1065089,6\n'
                       'S22075,novaseq-a,n/a,7\n'
                       'S10596,hiseq-x,941904,6\n'
                       'S47672,hiseq-x,2593099,3\n',
                       1731727650],
                      ['in/part_64.csv',
                       'S22694,hiseq-x,1898243,5\n'
                       'S82169,hiseq-x,7205999,5\n'
                       'S53819,hiseq-x,7637740,2\n'
                       'S92388,novaseq-a,8515831,4\n'
                       'S51373,novaseq-a,4762002,2\n'
                       'S69811,novaseq-a,8133809,6\n',
                       1731727650],
                      ['in/part_85.csv',
                       'S36439,novaseq-a,1400529,8\n'
                       'S45505,hiseq-x,4620997,8\n'
                       'S65927,novaseq-a,6046817,2\n'
                       'S55096,novaseq-a,?,3\n'
                       'S28492,hiseq-x,2154413,1\n',
                       1731727650],
                      ['in/part_87.csv',
                       'S38382,hiseq-x,5060422,6\n'
                       'S72633,novaseq-a,280074,5\n'
                       'S71065,novaseq-a,8525474,4\n'
                       'S94605,novaseq-a,2367663,7\n'
                       'S67871,hiseq-x,2821738,2\n',
                       1731727650],
                      ['out/parts/part_20.out',
                       'S62375,665611246240\n'
                       'S74113,cbc4fec9ea93\n'
                       'S12452,04dbdad7c2f9\n'
                       'S43543,6aba928f6eb4\n'
                       'S88810,f1f7b16f7fc5\n',
                       1731641250],
                      ['out/parts/part_39.out',
                       'S71657,46d240b14e26\nS60639,39c6a30cfa3c\nS24403,0449f85db78d\nS75414,e26b82d263b7\n',
                       1731731250],
                      ['out/parts/part_87.out',
                       'S38382,6f7f1888af78\n'
                       'S72633,82ef382a5e06\n'
                       'S71065,dfe3869158ea\n'
                       'S94605,17e189b5c444\n'
                       'S67871,ac05c2125370\n',
                       1731731250]],
            'input': 'in',
            'ledger': ['S22694\t6\t8c7898a164b36a5c',
                       'S27248\t8\t37e5f7718a67a32f',
                       'S39183\t5\t63100eacb73bcc9e',
                       'S62375\t5\t4ffed4f38e0ed5e7',
                       'S70474\t5\t1e43788b2bd4b78a'],
            'logs': {'part_12': '8 records converted\n',
                     'part_20': '5 records converted\n',
                     'part_29': '5 records converted\n',
                     'part_52': '5 records converted\n',
                     'part_54': "line 2: malformed record 'S22075,novaseq-a,n/a,7'\n",
                     'part_64': '6 records converted\n',
                     'part_85': "line 4: malformed record 'S55096,novaseq-a,?,3'\n"},
            'names': {'036feef22ea6eaf7': 'part_20.csv',
                      '280497fe39384ccc': 'part_52.csv',
                      '543015ac324560d7': 'part_85.csv',
                      '5700d2f4403377dd': 'part_39.csv',
                      '632bb3e35d84a5bc': 'part_29.csv',
                      '77ce9ac5f405fc2e': 'part_12.csv',
                      '787c2e2ed46278a1': 'part_87.csv',
                      '85baf97deca68854': 'part_54.csv',
                      'dffe42151b80d68b': 'part_64.csv'},
            'plan': {'036feef22ea6eaf7': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S62375,7ca737613075',
                                                    'S74113,e6c6e391a55f',
                                                    'S12452,6108f6ecec4f',
                                                    'S43543,c25ea2105041',
                                                    'S88810,688e433a3912'],
                                          'src': '',
                                          'stall': False},
                     '280497fe39384ccc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S39183,f257f23e8d0d',
                                                    'S56697,c3dedde8670e',
                                                    'S30912,a2643b2cefff',
                                                    'S66706,02c783cb1ee6',
                                                    'S65672,2ea51c85717b'],
                                          'src': '',
                                          'stall': False},
                     '543015ac324560d7': {'bad_at': 4,
                                          'bad_rec': 'S55096,novaseq-a,?,3',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['S36439,15796229489b',
                                                    'S45505,4c31d590d9d7',
                                                    'S65927,786e8ea64565',
                                                    'S55096,b7270741812d',
                                                    'S28492,783934412912'],
                                          'src': '',
                                          'stall': False},
                     '5700d2f4403377dd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S71657,46d240b14e26',
                                                    'S60639,39c6a30cfa3c',
                                                    'S24403,0449f85db78d',
                                                    'S75414,e26b82d263b7'],
                                          'src': '',
                                          'stall': False},
                     '632bb3e35d84a5bc': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['S70474,c3b8e8abc5e8',
                                                    'S24967,91930663e95d',
                                                    'S55021,0219c3b732f1',
                                                    'S75658,42e396f8759e',
                                                    'S58936,b73ab3240970'],
                                          'src': '',
                                          'stall': False},
                     '77ce9ac5f405fc2e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['S27248,4dbce4fe5feb',
                                                    'S88054,9fe46ec09cab',
                                                    'S28682,13626654b0fd',
                                                    'S46265,4d53216075f5',
                                                    'S14869,ef12d5ec83d8',
                                                    'S99390,ef26e8d7a3b5',
                                                    'S31140,a2ae99238901',
                                                    'S24020,d371d2c33b5e'],
                                          'src': '',
                                          'stall': False},
                     '787c2e2ed46278a1': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S38382,6f7f1888af78',
                                                    'S72633,82ef382a5e06',
                                                    'S71065,dfe3869158ea',
                                                    'S94605,17e189b5c444',
                                                    'S67871,ac05c2125370'],
                                          'src': '',
                                          'stall': False},
                     '85baf97deca68854': {'bad_at': 2,
                                          'bad_rec': 'S22075,novaseq-a,n/a,7',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['S95793,df705316c626',
                                                    'S22075,544706b64b2d',
                                                    'S10596,5f6d12c22031',
                                                    'S47672,59b1486585f1'],
                                          'src': '',
                                          'stall': False},
                     'dffe42151b80d68b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['S22694,d3e122378834',
                                                    'S82169,2f321a7657f0',
                                                    'S53819,02e151534734',
                                                    'S92388,4a1b82479b28',
                                                    'S51373,fb83998940b2',
                                                    'S69811,1dbf7ac1fe7e'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['1e43788b2bd4b78a',
                        '37e5f7718a67a32f',
                        '4ffed4f38e0ed5e7',
                        '63100eacb73bcc9e',
                        '8c7898a164b36a5c'],
            'results': ['sample_id,bam_ref',
                        'S27248,4dbce4fe5feb',
                        'S88054,9fe46ec09cab',
                        'S28682,13626654b0fd',
                        'S46265,4d53216075f5',
                        'S14869,ef12d5ec83d8',
                        'S99390,ef26e8d7a3b5',
                        'S31140,a2ae99238901',
                        'S24020,d371d2c33b5e',
                        'S62375,7ca737613075',
                        'S74113,e6c6e391a55f',
                        'S12452,6108f6ecec4f',
                        'S43543,c25ea2105041',
                        'S88810,688e433a3912',
                        'S70474,c3b8e8abc5e8',
                        'S24967,91930663e95d',
                        'S55021,0219c3b732f1',
                        'S75658,42e396f8759e',
                        'S58936,b73ab3240970',
                        'S71657,46d240b14e26',
                        'S60639,39c6a30cfa3c',
                        'S24403,0449f85db78d',
                        'S75414,e26b82d263b7',
                        'S39183,f257f23e8d0d',
                        'S56697,c3dedde8670e',
                        'S30912,a2643b2cefff',
                        'S66706,02c783cb1ee6',
                        'S65672,2ea51c85717b',
                        'S22694,d3e122378834',
                        'S82169,2f321a7657f0',
                        'S53819,02e151534734',
                        'S92388,4a1b82479b28',
                        'S51373,fb83998940b2',
                        'S69811,1dbf7ac1fe7e',
                        'S38382,6f7f1888af78',
                        'S72633,82ef382a5e06',
                        'S71065,dfe3869158ea',
                        'S94605,17e189b5c444',
                        'S67871,ac05c2125370'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '0', 'skipped'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'failed'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'failed'],
                        ['9', '0', 'skipped']]},
 'today': {'ledger': ['S10853\t8\t65b7f1f0d6b43f60',
                      'S44779\t5\t39d0eed0e0eae14a',
                      'S53636\t5\t377ac5a169d0d1a1',
                      'S68252\t5\ta56857b69bef5f01',
                      'S86173\t5\tc02895afec1f0ba3',
                      'S86657\t5\tc6fe6415b08e53a4'],
           'logs': {'part_03': '8 records converted\n',
                    'part_08': '5 records converted\n',
                    'part_10': '5 records converted\n',
                    'part_23': '5 records converted\n',
                    'part_47': '5 records converted\n',
                    'part_57': "line 6: malformed record 'S21260,hiseq-x,1e3,5'\n",
                    'part_58': "line 2: malformed record 'S27168,hiseq-x,n/a,3'\n",
                    'part_60': '5 records converted\n'},
           'results': ['sample_id,bam_ref',
                       'S22647,3289f8449fa1',
                       'S14440,abb35358d04f',
                       'S19353,1a542b52e24a',
                       'S62232,0c101c96962c',
                       'S13084,c8144f803985',
                       'S23485,6030e38e336c',
                       'S10853,9dbeeb2ca161',
                       'S36436,7bbeb54b93c8',
                       'S14607,b42d0167043f',
                       'S86583,f49f0130c176',
                       'S29600,c51f40e29e2f',
                       'S74778,31bc64a666d8',
                       'S62634,cb21ad000614',
                       'S70778,a4404b684167',
                       'S68252,90d599ef34aa',
                       'S19739,a5fb4b702811',
                       'S90021,dd0672defa89',
                       'S49083,6baa01c57bb2',
                       'S69638,ffafc70525d6',
                       'S44779,87e8761230c3',
                       'S11031,4e59b835ccf3',
                       'S63220,ba3c8f186bfb',
                       'S30052,1c5d92cb3d72',
                       'S29746,7bb18579d630',
                       'S15646,876219c28d77',
                       'S74099,d42a8cfedeae',
                       'S82824,76f210b49972',
                       'S48841,7b97c10511ff',
                       'S86657,c13ef17afeea',
                       'S55105,609dc12a8641',
                       'S73017,6d7aa6bf70f4',
                       'S45092,16178c5b9e0f',
                       'S91526,9a70df6208be',
                       'S86173,cf2838d598d4',
                       'S10277,0d9664513a65',
                       'S70766,ec0a398c754d',
                       'S32839,f05e1276993c',
                       'S26690,f13c19c9d536',
                       'S53636,768fe7397dec',
                       'S64227,ddc829a2b3cd',
                       'S70560,3aad7874e52c',
                       'S23284,9394e0260032',
                       'S94552,835ce072092d'],
           'summary': [['1', '0', 'skipped'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '0', 'skipped'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'ok'],
                       ['8', '1', 'failed'],
                       ['9', '1', 'failed'],
                       ['10', '1', 'ok']]}}
CAP = 3
DRIVER = '/data/read-align/bin/run-batch'
TODAY = '/data/read-align/runs/2025-02-27'
GATEWAY = 'ALIGNRUN_GATEWAY'
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
