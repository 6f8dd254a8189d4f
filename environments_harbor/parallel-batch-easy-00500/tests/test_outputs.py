import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'15b7a1c6e11b841b': 1,
                         '1aefbe1a7d852ec3': 1,
                         '23a9977fab2b819b': 1,
                         '33f52b4968a5a1bd': 1,
                         '365a983f2f7c6792': 1,
                         '65264bdd25f7ecea': 1,
                         '76131c18327866a3': 1,
                         'b37671815ac0d55b': 1,
                         'efc26a2753ac7fa4': 1},
            'budget': 34,
            'exit': 2,
            'files': [['in/job-01.csv',
                       'VID56695,edge-hkg,1787,7760\n'
                       'VID56769,edge-hkg,4511,11940\n'
                       'VID48051,edge-hkg,5007,3832\n'
                       'VID21699,edge-ams,4017,11061\n'
                       'VID48849,edge-hkg,5366,9636\n'
                       'VID22157,edge-hkg,2742,1053\n'
                       'VID44614,edge-hkg,49,743\n'
                       'VID21482,edge-hkg,3831,11467\n',
                       None],
                      ['in/job-05.csv',
                       'VID15864,edge-ams,6235,1405\n'
                       'VID83670,edge-ams,6022,7688\n'
                       'VID97554,edge-ams,2942,10009\n'
                       'VID69119,edge-hkg,2398,4945\n'
                       'VID67261,edge-hkg,5255,11551\n',
                       None],
                      ['in/job-07.csv',
                       'VID56920,edge-ams,1370,10756\n'
                       'VID83075,edge-hkg,220,6600\n'
                       'VID80909,edge-ams,6421,3114\n'
                       'VID94004,edge-ams,3138,6047\n'
                       'VID83408,edge-hkg,6975,2912\n',
                       None],
                      ['in/job-16.csv',
                       'VID76418,edge-hkg,417,2391\n'
                       'VID76712,edge-hkg,2596,11151\n'
                       'VID40854,edge-hkg,4115,6669\n'
                       'VID91467,edge-ams,7200,6451\n'
                       'VID10043,edge-ams,6127,2513\n',
                       None],
                      ['in/job-29.csv',
                       'VID41243,edge-hkg,3834,4508\n'
                       'VID72750,edge-hkg,247,618\n'
                       'VID54419,edge-hkg,774,454\n'
                       'VID47945,edge-ams,5586,3731\n'
                       'VID94604,edge-hkg,6011,6855\n',
                       None],
                      ['in/job-52.csv',
                       'VID97411,edge-ams,3859,8552\n'
                       'VID20768,edge-ams,6037,621\n'
                       'VID31726,ingest-1,1159,9317\n'
                       'VID30274,edge-ams,1533,7685\n'
                       'VID76063,edge-hkg,5474,4516\n'
                       'VID23590,edge-ams,4597,10620\n',
                       None],
                      ['in/job-63.csv',
                       'VID90464,edge-hkg,2980,10365\n'
                       'VID78339,edge-hkg,987,892\n'
                       'VID35171,edge-hkg,1465,10880\n'
                       'VID89973,edge-hkg,3814,10440\n'
                       'VID73964,edge-ams,2377,7028\n'
                       'VID22653,edge-ams,2618,8835\n',
                       None],
                      ['in/job-85.csv',
                       'VID27402,edge-hkg,7054,985\n'
                       'VID60985,edge-ams,1679,6437\n'
                       'VID57482,edge-hkg,3805,5689\n'
                       'VID79710,edge-ams,NULL,6779\n'
                       'VID29110,edge-hkg,3865,7476\n',
                       None],
                      ['in/job-95.csv',
                       'VID94035,edge-hkg,2127,4484\n'
                       'VID19640,edge-ams,1478,7472\n'
                       'VID11820,edge-hkg,2418,4674\n'
                       'VID30449,edge-ams,1799,6693\n'
                       'VID16942,edge-ams,4724,7485\n'
                       'VID48973,edge-hkg,5060,6030\n',
                       None]],
            'input': 'in',
            'ledger': ['VID15864\t5\t63cf1a53a2d7058e',
                       'VID41243\t5\t50df8b32ddbf884e',
                       'VID56695\t8\t51aaa6129020562c',
                       'VID56920\t5\t6f48c8d2555001a0',
                       'VID76418\t5\tb01b156ec41e549f',
                       'VID90464\t6\t60d00130a3837d97',
                       'VID94035\t6\t48c6edac76a565c5'],
            'logs': {'job-01': '8 records converted\n',
                     'job-05': '5 records converted\n',
                     'job-07': '5 records converted\n',
                     'job-16': '5 records converted\n',
                     'job-29': '5 records converted\n',
                     'job-52': 'waiting for ingest-1 ...\n',
                     'job-63': '6 records converted\n',
                     'job-85': "line 4: malformed record 'VID79710,edge-ams,NULL,6779'\n",
                     'job-95': '6 records converted\n'},
            'names': {'15b7a1c6e11b841b': 'job-52.csv',
                      '1aefbe1a7d852ec3': 'job-29.csv',
                      '23a9977fab2b819b': 'job-63.csv',
                      '33f52b4968a5a1bd': 'job-16.csv',
                      '365a983f2f7c6792': 'job-05.csv',
                      '65264bdd25f7ecea': 'job-85.csv',
                      '76131c18327866a3': 'job-95.csv',
                      'b37671815ac0d55b': 'job-07.csv',
                      'efc26a2753ac7fa4': 'job-01.csv'},
            'plan': {'15b7a1c6e11b841b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID97411,3c5b7836155b',
                                                    'VID20768,321a2f857ae4',
                                                    'VID31726,b10761940674',
                                                    'VID30274,2888d5fd1c69',
                                                    'VID76063,c6b2106d7da5',
                                                    'VID23590,345c3c512785'],
                                          'src': 'ingest-1',
                                          'stall': True},
                     '1aefbe1a7d852ec3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID41243,333286b6fbab',
                                                    'VID72750,3e009446b22a',
                                                    'VID54419,cd21a5d44e7c',
                                                    'VID47945,5fb1d545f875',
                                                    'VID94604,fc21a8d6cd97'],
                                          'src': '',
                                          'stall': False},
                     '23a9977fab2b819b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID90464,ab7692b778bf',
                                                    'VID78339,1607d2269782',
                                                    'VID35171,799f049c1e79',
                                                    'VID89973,8b8f451dc9f2',
                                                    'VID73964,3622354ac4ea',
                                                    'VID22653,00d215d64cf6'],
                                          'src': '',
                                          'stall': False},
                     '33f52b4968a5a1bd': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID76418,466d1a71b6b9',
                                                    'VID76712,2f19fd067c26',
                                                    'VID40854,63b33e0c5c0c',
                                                    'VID91467,d179d2f42062',
                                                    'VID10043,86e207e655cb'],
                                          'src': '',
                                          'stall': False},
                     '365a983f2f7c6792': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID15864,e901551c5420',
                                                    'VID83670,a7c416dd127b',
                                                    'VID97554,31637611c473',
                                                    'VID69119,06f421a04d6e',
                                                    'VID67261,029d2ba234b9'],
                                          'src': '',
                                          'stall': False},
                     '65264bdd25f7ecea': {'bad_at': 4,
                                          'bad_rec': 'VID79710,edge-ams,NULL,6779',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['VID27402,91be90d8e059',
                                                    'VID60985,5aa6c54f93da',
                                                    'VID57482,25ba8ff8967b',
                                                    'VID79710,f85dad06f9d6',
                                                    'VID29110,2597f6845f31'],
                                          'src': '',
                                          'stall': False},
                     '76131c18327866a3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['VID94035,54d131d2fec0',
                                                    'VID19640,4ff8cca55b20',
                                                    'VID11820,b3f9a63226d6',
                                                    'VID30449,813aa61dc50a',
                                                    'VID16942,b012aa6d1c8e',
                                                    'VID48973,e45912d02d05'],
                                          'src': '',
                                          'stall': False},
                     'b37671815ac0d55b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['VID56920,253a23620aa7',
                                                    'VID83075,0de23fa7472f',
                                                    'VID80909,1e4ec97294d2',
                                                    'VID94004,dda001f7b90b',
                                                    'VID83408,67e2edb5085c'],
                                          'src': '',
                                          'stall': False},
                     'efc26a2753ac7fa4': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['VID56695,ffd92ac3dc54',
                                                    'VID56769,4cf1d101871e',
                                                    'VID48051,84ef758a9fba',
                                                    'VID21699,3e264f01fc87',
                                                    'VID48849,0d5409e5af27',
                                                    'VID22157,af167ba5616d',
                                                    'VID44614,4f13830268c2',
                                                    'VID21482,65bc2b8ba4cc'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['48c6edac76a565c5',
                        '50df8b32ddbf884e',
                        '51aaa6129020562c',
                        '60d00130a3837d97',
                        '63cf1a53a2d7058e',
                        '6f48c8d2555001a0',
                        'b01b156ec41e549f'],
            'results': ['video_id,rendition_id',
                        'VID56695,ffd92ac3dc54',
                        'VID56769,4cf1d101871e',
                        'VID48051,84ef758a9fba',
                        'VID21699,3e264f01fc87',
                        'VID48849,0d5409e5af27',
                        'VID22157,af167ba5616d',
                        'VID44614,4f13830268c2',
                        'VID21482,65bc2b8ba4cc',
                        'VID15864,e901551c5420',
                        'VID83670,a7c416dd127b',
                        'VID97554,31637611c473',
                        'VID69119,06f421a04d6e',
                        'VID67261,029d2ba234b9',
                        'VID56920,253a23620aa7',
                        'VID83075,0de23fa7472f',
                        'VID80909,1e4ec97294d2',
                        'VID94004,dda001f7b90b',
                        'VID83408,67e2edb5085c',
                        'VID76418,466d1a71b6b9',
                        'VID76712,2f19fd067c26',
                        'VID40854,63b33e0c5c0c',
                        'VID91467,d179d2f42062',
                        'VID10043,86e207e655cb',
                        'VID41243,333286b6fbab',
                        'VID72750,3e009446b22a',
                        'VID54419,cd21a5d44e7c',
                        'VID47945,5fb1d545f875',
                        'VID94604,fc21a8d6cd97',
                        'VID90464,ab7692b778bf',
                        'VID78339,1607d2269782',
                        'VID35171,799f049c1e79',
                        'VID89973,8b8f451dc9f2',
                        'VID73964,3622354ac4ea',
                        'VID22653,00d215d64cf6',
                        'VID94035,54d131d2fec0',
                        'VID19640,4ff8cca55b20',
                        'VID11820,b3f9a63226d6',
                        'VID30449,813aa61dc50a',
                        'VID16942,b012aa6d1c8e',
                        'VID48973,e45912d02d05'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'timed_out'],
                        ['7', '1', 'ok'],
                        ['8', '1', 'failed'],
                        ['9', '1', 'ok']]},
 'today': {'ledger': ['VID21340\t5\t5e7b09b75ef6ef1c',
                      'VID23641\t5\t613351892b600b96',
                      'VID60160\t8\t5fb95158e4ca4b4f',
                      'VID74893\t5\tb53ddfe7f659f9d7',
                      'VID81157\t5\t99517f14de655b38',
                      'VID84887\t5\tcd96dd715b94b9b0'],
           'logs': {'job-01': '8 records converted\n',
                    'job-04': '5 records converted\n',
                    'job-06': '5 records converted\n',
                    'job-14': '5 records converted\n',
                    'job-23': '5 records converted\n',
                    'job-54': 'waiting for ingest-1 ...\n',
                    'job-55': "line 6: malformed record 'VID87149,edge-hkg,-,6158'\n",
                    'job-69': '5 records converted\n'},
           'results': ['video_id,rendition_id',
                       'VID60160,0c0f7dd50de9',
                       'VID91386,6b31caa691b0',
                       'VID54160,7c9543ad2c88',
                       'VID43786,dd95bb357f9e',
                       'VID83344,ea2c8653945c',
                       'VID99423,9eca1beb911a',
                       'VID17946,243e69e61a3e',
                       'VID75657,6f6135f91000',
                       'VID81157,23c305d5dc92',
                       'VID21841,c32adee49ce7',
                       'VID27918,59b987563d2a',
                       'VID15325,8f21b364f12e',
                       'VID15151,e9b18e2cc936',
                       'VID23641,6aac56770dd5',
                       'VID82539,a6e40a6f0e1d',
                       'VID25027,a458a0157d27',
                       'VID26208,27a5ae855a48',
                       'VID46706,54ec73c978bf',
                       'VID74893,0b45cb42960b',
                       'VID28049,280644869a8c',
                       'VID64602,fdc7a5855a4d',
                       'VID86335,203168ce7bf7',
                       'VID87047,dd9ed8ed0835',
                       'VID21340,b7e93a919e8a',
                       'VID26003,47120507a239',
                       'VID49360,b33e475d8ba6',
                       'VID42091,eb6473af8e5c',
                       'VID55837,70cfb18c3462',
                       'VID84887,84ec33372670',
                       'VID97478,69ccde3af4e6',
                       'VID79336,382144cf1c95',
                       'VID39428,173d3fccdba1',
                       'VID81851,fd451709f428'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'timed_out'],
                       ['7', '1', 'failed'],
                       ['8', '1', 'ok']]}}
CAP = 4
DRIVER = '/home/batch/media-transcode/bin/run-batch'
TODAY = '/home/batch/media-transcode/runs/2025-06-19'
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
