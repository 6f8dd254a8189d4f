import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'1579ea82bc0894d3': 3,
                         '1a6ebb05ee5eb00c': 3,
                         '1e6861663e7e657e': 1,
                         '74d841cf4d5ac5a5': 1,
                         'a3a4387e7968ce60': 1,
                         'c047d35f29441a4f': 1,
                         'c72e78d83dea4004': 1,
                         'f7d8ed63b2b740f2': 1,
                         'fa7b4c967525213b': 1},
            'budget': 43,
            'exit': 3,
            'files': [['in.csv',
                       'addr_id,provider,zip,house_no\n'
                       'AD11588,here-b,88239,80\n'
                       'AD75189,here-b,60372,69\n'
                       'AD37993,osm-eu,3437,175\n'
                       'AD33864,here-b,76215,370\n'
                       'AD36750,here-b,53922,68\n'
                       'AD82327,osm-eu,43300,228\n'
                       'AD15530,here-b,32912,52\n'
                       'AD17373,osm-eu,35188,149\n'
                       'AD44950,osm-eu,16302,129\n'
                       'AD55135,osm-eu,47198,350\n'
                       'AD62031,here-b,94601,34\n'
                       'AD44293,here-b,44509,170\n'
                       'AD32612,osm-eu,48673,117\n'
                       'AD49971,osm-eu,15996,30\n'
                       'AD15520,here-b,30887,143\n'
                       'AD75039,osm-eu,53242,394\n'
                       'AD49158,osm-eu,91316,332\n'
                       'AD67305,osm-eu,63896,226\n'
                       'AD66419,osm-eu,68828,331\n'
                       'AD30812,osm-eu,7161,96\n'
                       'AD43240,here-b,54284,203\n'
                       'AD35449,osm-eu,79191,235\n'
                       'AD55612,osm-eu,57505,24\n'
                       'AD23044,here-a,95211,365\n'
                       'AD16152,here-b,29626,51\n'
                       'AD17521,here-b,89419,287\n'
                       'AD81456,here-b,15344,33\n'
                       'AD71737,here-b,97890,18\n'
                       'AD64342,osm-eu,48902,293\n'
                       'AD51604,osm-us,78059,332\n'
                       'AD90746,here-b,56406,2\n'
                       'AD17637,here-b,83793,118\n'
                       'AD72231,osm-eu,14267,12O\n'
                       'AD33364,osm-eu,18542,358\n'
                       'AD16294,osm-eu,3724,346\n'
                       'AD33184,here-b,62016,258\n'
                       'AD59277,gazetteer,81051,394\n'
                       'AD18199,here-b,91868,204\n'
                       'AD81309,here-b,55355,123\n'
                       'AD46648,osm-eu,15762,77\n'
                       'AD73935,here-b,87630,16\n'
                       'AD97054,osm-eu,71640,154\n'
                       'AD43133,osm-eu,10447,279\n',
                       None]],
            'input': 'in.csv',
            'ledger': ['AD11588\t5\t6497420d830251e8',
                       'AD33184\t5\t4860d68677c2151f',
                       'AD62031\t5\t14a7f29dca65d6f7',
                       'AD73935\t3\t96f28f69bb6b5acc',
                       'AD75039\t5\t2c6aae123d824347',
                       'AD82327\t5\tf5524185288bf36c'],
            'logs': {'shard-0001': '5 records converted\n',
                     'shard-0002': '5 records converted\n',
                     'shard-0003': '5 records converted\n',
                     'shard-0004': '5 records converted\n',
                     'shard-0005': 'waiting for here-a ...\n',
                     'shard-0006': 'osm-us: connection reset by peer (attempt 1)\n'
                                   'osm-us: connection reset by peer (attempt 2)\n'
                                   'osm-us: connection reset by peer (attempt 3)\n',
                     'shard-0007': "line 3: malformed record 'AD72231,osm-eu,14267,12O'\n",
                     'shard-0008': 'gazetteer: connection reset by peer (attempt 1)\n'
                                   'gazetteer: connection reset by peer (attempt 2)\n'
                                   '5 records converted\n',
                     'shard-0009': '3 records converted\n'},
            'names': {'1579ea82bc0894d3': 'shard-0006.csv',
                      '1a6ebb05ee5eb00c': 'shard-0008.csv',
                      '1e6861663e7e657e': 'shard-0003.csv',
                      '74d841cf4d5ac5a5': 'shard-0009.csv',
                      'a3a4387e7968ce60': 'shard-0005.csv',
                      'c047d35f29441a4f': 'shard-0001.csv',
                      'c72e78d83dea4004': 'shard-0007.csv',
                      'f7d8ed63b2b740f2': 'shard-0004.csv',
                      'fa7b4c967525213b': 'shard-0002.csv'},
            'plan': {'1579ea82bc0894d3': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.5,
                                          'f': 3,
                                          'lines': ['AD17521,fbf4f1f303f1',
                                                    'AD81456,8ff046d6d543',
                                                    'AD71737,6444c2c6c48d',
                                                    'AD64342,17b1911685a0',
                                                    'AD51604,909a134da333'],
                                          'src': 'osm-us',
                                          'stall': False},
                     '1a6ebb05ee5eb00c': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.33,
                                          'f': 2,
                                          'lines': ['AD33184,280886c5e338',
                                                    'AD59277,eaff472c1fcb',
                                                    'AD18199,38f842edc2f5',
                                                    'AD81309,1db1af526118',
                                                    'AD46648,cbb0bccc4e0a'],
                                          'src': 'gazetteer',
                                          'stall': False},
                     '1e6861663e7e657e': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD62031,7fcb9c3f6d25',
                                                    'AD44293,827b50efca76',
                                                    'AD32612,ca1b97fba796',
                                                    'AD49971,7460813ee027',
                                                    'AD15520,9f6a7045f2b2'],
                                          'src': '',
                                          'stall': False},
                     '74d841cf4d5ac5a5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD73935,f50acd272bf1',
                                                    'AD97054,5115681d979f',
                                                    'AD43133,d1cc6c9421cb'],
                                          'src': '',
                                          'stall': False},
                     'a3a4387e7968ce60': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD43240,3c6603da61c7',
                                                    'AD35449,2c57729979ee',
                                                    'AD55612,8f1635ebda95',
                                                    'AD23044,872a323cabbd',
                                                    'AD16152,d96839b1c9c0'],
                                          'src': 'here-a',
                                          'stall': True},
                     'c047d35f29441a4f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['AD11588,f23808cb4bc2',
                                                    'AD75189,1d70865443e1',
                                                    'AD37993,170e5c58f018',
                                                    'AD33864,f93e1aea559b',
                                                    'AD36750,d12fe20bdebd'],
                                          'src': '',
                                          'stall': False},
                     'c72e78d83dea4004': {'bad_at': 3,
                                          'bad_rec': 'AD72231,osm-eu,14267,12O',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['AD90746,366bb4e518c6',
                                                    'AD17637,6b060f61714c',
                                                    'AD72231,a5e47f6c9419',
                                                    'AD33364,fececb594ddf',
                                                    'AD16294,37857fd04a5e'],
                                          'src': '',
                                          'stall': False},
                     'f7d8ed63b2b740f2': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['AD75039,e7aad50c4460',
                                                    'AD49158,830c295c9fa7',
                                                    'AD67305,63850fff0dd6',
                                                    'AD66419,79ac34db1310',
                                                    'AD30812,eba152866cfa'],
                                          'src': '',
                                          'stall': False},
                     'fa7b4c967525213b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['AD82327,c4c6f1a49249',
                                                    'AD15530,9ba3537254c8',
                                                    'AD17373,88666fc7f0e7',
                                                    'AD44950,f9ea6e293ddb',
                                                    'AD55135,ec2346fd1d83'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['14a7f29dca65d6f7',
                        '2c6aae123d824347',
                        '4860d68677c2151f',
                        '6497420d830251e8',
                        '96f28f69bb6b5acc',
                        'f5524185288bf36c'],
            'results': ['addr_id,geo_hash',
                        'AD11588,f23808cb4bc2',
                        'AD75189,1d70865443e1',
                        'AD37993,170e5c58f018',
                        'AD33864,f93e1aea559b',
                        'AD36750,d12fe20bdebd',
                        'AD82327,c4c6f1a49249',
                        'AD15530,9ba3537254c8',
                        'AD17373,88666fc7f0e7',
                        'AD44950,f9ea6e293ddb',
                        'AD55135,ec2346fd1d83',
                        'AD62031,7fcb9c3f6d25',
                        'AD44293,827b50efca76',
                        'AD32612,ca1b97fba796',
                        'AD49971,7460813ee027',
                        'AD15520,9f6a7045f2b2',
                        'AD75039,e7aad50c4460',
                        'AD49158,830c295c9fa7',
                        'AD67305,63850fff0dd6',
                        'AD66419,79ac34db1310',
                        'AD30812,eba152866cfa',
                        'AD33184,280886c5e338',
                        'AD59277,eaff472c1fcb',
                        'AD18199,38f842edc2f5',
                        'AD81309,1db1af526118',
                        'AD46648,cbb0bccc4e0a',
                        'AD73935,f50acd272bf1',
                        'AD97054,5115681d979f',
                        'AD43133,d1cc6c9421cb'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'timed_out'],
                        ['6', '3', 'failed'],
                        ['7', '1', 'failed'],
                        ['8', '3', 'retried'],
                        ['9', '1', 'ok']]},
 'today': {'ledger': ['AD10981\t5\td611b7752a21f6d5',
                      'AD13397\t5\t320d99304daed383',
                      'AD18739\t5\te547cdcbf3a3a922',
                      'AD21734\t2\t4bfc5ad5a110414f',
                      'AD30481\t5\t828e46e03ac60cc4',
                      'AD39963\t5\t06ab975a6302786c'],
           'logs': {'shard-0001': '5 records converted\n',
                    'shard-0002': '5 records converted\n',
                    'shard-0003': '5 records converted\n',
                    'shard-0004': 'osm-us: connection reset by peer (attempt 1)\n'
                                  'osm-us: connection reset by peer (attempt 2)\n'
                                  'osm-us: connection reset by peer (attempt 3)\n',
                    'shard-0005': '5 records converted\n',
                    'shard-0006': 'waiting for here-a ...\n',
                    'shard-0007': "line 2: malformed record 'AD28687,here-b,-,78'\n",
                    'shard-0008': 'gazetteer: connection reset by peer (attempt 1)\n'
                                  'gazetteer: connection reset by peer (attempt 2)\n'
                                  '5 records converted\n',
                    'shard-0009': '2 records converted\n'},
           'results': ['addr_id,geo_hash',
                       'AD30481,8863285b96bb',
                       'AD29593,2d4daba222a9',
                       'AD76089,adadaa335619',
                       'AD23291,932d22194cf2',
                       'AD27073,6acd18fc9c26',
                       'AD13397,5f7625575b98',
                       'AD73624,42589c2e9b88',
                       'AD55473,8cde1f856aea',
                       'AD81213,02a55e787c66',
                       'AD29401,677688619e2d',
                       'AD10981,e50c65b28925',
                       'AD78155,37c93b30cdda',
                       'AD23073,e003bbc88c75',
                       'AD14550,c9960680ad97',
                       'AD75721,252e4bbf0fc4',
                       'AD18739,1cf9a2672276',
                       'AD25614,6a8326c13d09',
                       'AD60389,06760b0f48f9',
                       'AD15746,6a03539e5e48',
                       'AD24689,4cdc877378d0',
                       'AD39963,a11183e82b56',
                       'AD71717,4e79408c8d17',
                       'AD96091,edcdd30cfc35',
                       'AD44191,ac7b618791d4',
                       'AD83440,046c00d7139a',
                       'AD21734,5f91e67fd53d',
                       'AD67685,69abd72916cd'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '3', 'failed'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'timed_out'],
                       ['7', '1', 'failed'],
                       ['8', '3', 'retried'],
                       ['9', '1', 'ok']]}}
CAP = 2
DRIVER = '/data/geo-enrich/bin/run-batch'
TODAY = '/data/geo-enrich/runs/2025-03-25'
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
