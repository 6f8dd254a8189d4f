import os
import subprocess

import pytest

import tg_guard

T = {'hidden': {'attempts': {'05d902cf55b32e20': 1,
                         '17523adf082e6eb3': 1,
                         '1abd232168c76fd5': 0,
                         '23316440d92c151f': 1,
                         '335635bbef3976d0': 1,
                         '4bab149f17f7129b': 1,
                         '4f151df7b3c500f6': 1,
                         '69f43a3625c73740': 0,
                         '8b81c4bd02247ff5': 1,
                         'ca8bfd511dd4d0b4': 1,
                         'f78606275fb1c849': 1},
            'budget': 35,
            'exit': 2,
            'files': [['in/part_16.csv',
                       'DOC44539,scan-lab,2,300\n'
                       'DOC64704,scan-north,6,300\n'
                       'DOC93374,scan-north,39,300\n'
                       'DOC57495,scan-lab,22,300\n'
                       'DOC57512,scan-north,24,600\n'
                       'DOC94637,scan-north,11,600\n'
                       'DOC28824,scan-north,24,600\n'
                       'DOC70901,scan-north,37,300\n',
                       None],
                      ['in/part_24.csv',
                       'DOC77566,scan-lab,9,200\n'
                       'DOC94480,scan-north,26,300\n'
                       'DOC19450,scan-north,7,300\n'
                       'DOC91062,scan-north,40,600\n'
                       'DOC19480,scan-lab,24,300\n',
                       None],
                      ['in/part_38.csv',
                       'DOC13684,scan-lab,14,300\n'
                       'DOC64124,scan-north,1,600\n'
                       'DOC89577,scan-lab,7,200\n'
                       'DOC60385,scan-north,7,200\n'
                       'DOC60207,scan-lab,26,600\n',
                       None],
                      ['in/part_48.csv',
                       'DOC54668,scan-lab,15,200\n'
                       'DOC21973,scan-north,18,200\n'
                       'DOC83821,scan-north,20,200\n'
                       'DOC33407,scan-north,9,600\n'
                       'DOC11427,scan-lab,15,600\n',
                       None],
                      ['in/part_52.csv',
                       'DOC62115,scan-lab,2,600\n'
                       'DOC78166,scan-lab,25,600\n'
                       'DOC42316,scan-lab,38,200\n'
                       'DOC99938,scan-lab,20,600\n'
                       'DOC78378,scan-north,40,600\n',
                       None],
                      ['in/part_58.csv',
                       'DOC24950,scan-lab,2,300\n'
                       'DOC90752,scan-north,28,200\n'
                       'DOC69700,scan-hq,16,200\n'
                       'DOC28130,scan-north,31,300\n',
                       None],
                      ['in/part_77.csv',
                       'DOC44838,scan-lab,9,600\n'
                       'DOC17663,scan-lab,1e3,300\n'
                       'DOC42356,scan-north,24,200\n'
                       'DOC36271,scan-lab,31,600\n'
                       'DOC83210,scan-north,12,600\n',
                       None],
                      ['in/part_81.csv',
                       'DOC80268,scan-north,16,300\n'
                       'DOC78123,scan-lab,21,600\n'
                       'DOC17786,scan-lab,12,200\n'
                       'DOC10735,scan-north,28,600\n',
                       None],
                      ['in/part_83.csv',
                       'DOC15684,scan-north,5,600\n'
                       'DOC51336,scan-north,27,600\n'
                       'DOC57679,scan-lab,1,200\n'
                       'DOC86514,scan-north,2,300\n'
                       'DOC12976,scan-north,21,600\n',
                       None],
                      ['in/part_11.csv',
                       'DOC93476,scan-north,12,600\n'
                       'DOC70216,scan-lab,27,600\n'
                       'DOC38992,scan-north,32,600\n'
                       'DOC80904,scan-lab,6,600\n'
                       'DOC61614,scan-lab,13,300\n',
                       None],
                      ['in/part_27.csv',
                       'DOC97150,scan-lab,15,200\n'
                       'DOC50273,scan-lab,9,200\n'
                       'DOC98554,scan-lab,11,200\n'
                       'DOC24112,scan-north,12,200\n',
                       None],
                      ['in/SHA256SUMS',
                       '05d902cf55b32e20f205e58caa67e7f66fc6388e495b9fcfc74b458679c218d0  part_38.csv\n'
                       '17523adf082e6eb3f4fbc89dd3f4ae3912697256d638cd3e64f9556941c1ad40  part_77.csv\n'
                       '23316440d92c151f8e405717af29e844e142c525387f4e9a3da3f45f2f7f3fdd  part_58.csv\n'
                       '315aa30c8710a97ac7337df4c9aa19503ebfb2e97e7cd0a3b0877598b30244a9  part_11.csv\n'
                       '335635bbef3976d07a48734f7a84c3650edbda80ef1ec463a6cbb6e8d2857e71  part_16.csv\n'
                       '4bab149f17f7129bb857cd3af9e45a1426b1dae61fc7857c2f625dbd903377f1  part_24.csv\n'
                       '4f151df7b3c500f685cebc7ee9c008f59b4b6fb5f68251a4a93c037fcba6195e  part_81.csv\n'
                       '8b81c4bd02247ff5636a3d8fbcce75ac7abf40f805c9f97db1cf73784fe410a1  part_52.csv\n'
                       'ca8bfd511dd4d0b44603df8f2373bac4f61f3ea9debdb4872e615a82b6a30d2f  part_48.csv\n'
                       'f78606275fb1c8498bcae888136f7471083fa77e218413f0844c54ae706529b0  part_83.csv\n',
                       None]],
            'input': 'in',
            'ledger': ['DOC13684\t5\tecb126277fbd6343',
                       'DOC15684\t5\t25c69f6e4d7e6102',
                       'DOC44539\t8\t568fd811c2d3371f',
                       'DOC54668\t5\td960332a35a8379e',
                       'DOC62115\t5\td0a940326eb2a32e',
                       'DOC77566\t5\t1d0c6a01558a6f2b',
                       'DOC80268\t4\t7ec38a6e0d46e3e0'],
            'logs': {'part_16': '8 records converted\n',
                     'part_24': '5 records converted\n',
                     'part_38': '5 records converted\n',
                     'part_48': '5 records converted\n',
                     'part_52': '5 records converted\n',
                     'part_58': 'waiting for scan-hq ...\n',
                     'part_77': "line 2: malformed record 'DOC17663,scan-lab,1e3,300'\n",
                     'part_81': '4 records converted\n',
                     'part_83': '5 records converted\n'},
            'names': {'05d902cf55b32e20': 'part_38.csv',
                      '17523adf082e6eb3': 'part_77.csv',
                      '1abd232168c76fd5': 'part_27.csv',
                      '23316440d92c151f': 'part_58.csv',
                      '335635bbef3976d0': 'part_16.csv',
                      '4bab149f17f7129b': 'part_24.csv',
                      '4f151df7b3c500f6': 'part_81.csv',
                      '69f43a3625c73740': 'part_11.csv',
                      '8b81c4bd02247ff5': 'part_52.csv',
                      'ca8bfd511dd4d0b4': 'part_48.csv',
                      'f78606275fb1c849': 'part_83.csv'},
            'plan': {'05d902cf55b32e20': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC13684,e9f72c035d96',
                                                    'DOC64124,2affe7bb32bd',
                                                    'DOC89577,e61577456489',
                                                    'DOC60385,6516120b645f',
                                                    'DOC60207,47a41993748d'],
                                          'src': '',
                                          'stall': False},
                     '17523adf082e6eb3': {'bad_at': 2,
                                          'bad_rec': 'DOC17663,scan-lab,1e3,300',
                                          'dur': 0.3,
                                          'f': 0,
                                          'lines': ['DOC44838,4991a7aaae18',
                                                    'DOC17663,d936c8a114db',
                                                    'DOC42356,5800fe231c4e',
                                                    'DOC36271,453de0a25621',
                                                    'DOC83210,6f1b35b462fb'],
                                          'src': '',
                                          'stall': False},
                     '1abd232168c76fd5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC97150,a469e3caeb02',
                                                    'DOC50273,a0e3086a1ff2',
                                                    'DOC98554,f7a4be64592b',
                                                    'DOC24112,b56a281f22dd'],
                                          'src': '',
                                          'stall': False},
                     '23316440d92c151f': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC24950,843e1e178a70',
                                                    'DOC90752,7a13d034bad4',
                                                    'DOC69700,8ef464166c21',
                                                    'DOC28130,fcec64e4eae8'],
                                          'src': 'scan-hq',
                                          'stall': True},
                     '335635bbef3976d0': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 2.8,
                                          'f': 0,
                                          'lines': ['DOC44539,cb6e18be2094',
                                                    'DOC64704,c548344d5484',
                                                    'DOC93374,7d5849d7338d',
                                                    'DOC57495,6ccde6f974c8',
                                                    'DOC57512,6462e6718c69',
                                                    'DOC94637,fdb1d5512bd8',
                                                    'DOC28824,6f2d82c4d6f2',
                                                    'DOC70901,d43c1031e85a'],
                                          'src': '',
                                          'stall': False},
                     '4bab149f17f7129b': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC77566,4a9686771e5f',
                                                    'DOC94480,30801aa01927',
                                                    'DOC19450,36aa44b985dd',
                                                    'DOC91062,90b2d08c7b14',
                                                    'DOC19480,2d7ee09ec3cc'],
                                          'src': '',
                                          'stall': False},
                     '4f151df7b3c500f6': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC80268,a010cc74483a',
                                                    'DOC78123,5aebc5ed5375',
                                                    'DOC17786,2ad6a835c862',
                                                    'DOC10735,8a4a2222efeb'],
                                          'src': '',
                                          'stall': False},
                     '69f43a3625c73740': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC93476,2dfbde7a49df',
                                                    'DOC70216,f641181be754',
                                                    'DOC38992,984ec856d7f6',
                                                    'DOC80904,5505a3847031',
                                                    'DOC61614,f979f9f45d35'],
                                          'src': '',
                                          'stall': False},
                     '8b81c4bd02247ff5': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC62115,72a7bdcc4970',
                                                    'DOC78166,b7de391beba8',
                                                    'DOC42316,4b8d29666177',
                                                    'DOC99938,0666c4c677d5',
                                                    'DOC78378,bdb4a3cbb168'],
                                          'src': '',
                                          'stall': False},
                     'ca8bfd511dd4d0b4': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 1.6,
                                          'f': 0,
                                          'lines': ['DOC54668,f0f175421efe',
                                                    'DOC21973,27a37b83544a',
                                                    'DOC83821,3ce07e76bcd0',
                                                    'DOC33407,a9a3fed3da7b',
                                                    'DOC11427,3d40c94b5aad'],
                                          'src': '',
                                          'stall': False},
                     'f78606275fb1c849': {'bad_at': 0,
                                          'bad_rec': '',
                                          'dur': 0.6,
                                          'f': 0,
                                          'lines': ['DOC15684,8e71c029134b',
                                                    'DOC51336,b644c6cd82a1',
                                                    'DOC57679,ee8e5aacd2d5',
                                                    'DOC86514,5e13b298a08c',
                                                    'DOC12976,728959071446'],
                                          'src': '',
                                          'stall': False}},
            'publish': ['1d0c6a01558a6f2b',
                        '25c69f6e4d7e6102',
                        '568fd811c2d3371f',
                        '7ec38a6e0d46e3e0',
                        'd0a940326eb2a32e',
                        'd960332a35a8379e',
                        'ecb126277fbd6343'],
            'results': ['doc_id,text_digest',
                        'DOC44539,cb6e18be2094',
                        'DOC64704,c548344d5484',
                        'DOC93374,7d5849d7338d',
                        'DOC57495,6ccde6f974c8',
                        'DOC57512,6462e6718c69',
                        'DOC94637,fdb1d5512bd8',
                        'DOC28824,6f2d82c4d6f2',
                        'DOC70901,d43c1031e85a',
                        'DOC77566,4a9686771e5f',
                        'DOC94480,30801aa01927',
                        'DOC19450,36aa44b985dd',
                        'DOC91062,90b2d08c7b14',
                        'DOC19480,2d7ee09ec3cc',
                        'DOC13684,e9f72c035d96',
                        'DOC64124,2affe7bb32bd',
                        'DOC89577,e61577456489',
                        'DOC60385,6516120b645f',
                        'DOC60207,47a41993748d',
                        'DOC54668,f0f175421efe',
                        'DOC21973,27a37b83544a',
                        'DOC83821,3ce07e76bcd0',
                        'DOC33407,a9a3fed3da7b',
                        'DOC11427,3d40c94b5aad',
                        'DOC62115,72a7bdcc4970',
                        'DOC78166,b7de391beba8',
                        'DOC42316,4b8d29666177',
                        'DOC99938,0666c4c677d5',
                        'DOC78378,bdb4a3cbb168',
                        'DOC80268,a010cc74483a',
                        'DOC78123,5aebc5ed5375',
                        'DOC17786,2ad6a835c862',
                        'DOC10735,8a4a2222efeb',
                        'DOC15684,8e71c029134b',
                        'DOC51336,b644c6cd82a1',
                        'DOC57679,ee8e5aacd2d5',
                        'DOC86514,5e13b298a08c',
                        'DOC12976,728959071446'],
            'summary': [['1', '1', 'ok'],
                        ['2', '1', 'ok'],
                        ['3', '1', 'ok'],
                        ['4', '1', 'ok'],
                        ['5', '1', 'ok'],
                        ['6', '1', 'timed_out'],
                        ['7', '1', 'failed'],
                        ['8', '1', 'ok'],
                        ['9', '1', 'ok']]},
 'today': {'ledger': ['DOC19310\t4\tb9f1865873d0196e',
                      'DOC22847\t5\tce3fb7f6e5e3214e',
                      'DOC42729\t4\t19c9a12eb11eb970',
                      'DOC65296\t5\t1dccc5229c57aec6',
                      'DOC75941\t8\t487a8f021d841736',
                      'DOC82859\t5\t3ba531ea0bc0ed4f',
                      'DOC84339\t5\t5ffd0754915107cd'],
           'logs': {'part_02': '8 records converted\n',
                    'part_11': '5 records converted\n',
                    'part_19': '5 records converted\n',
                    'part_22': '5 records converted\n',
                    'part_27': '5 records converted\n',
                    'part_60': '4 records converted\n',
                    'part_66': 'waiting for scan-hq ...\n',
                    'part_71': '4 records converted\n',
                    'part_84': "line 2: malformed record 'DOC22580,scan-lab,?,600'\n"},
           'results': ['doc_id,text_digest',
                       'DOC75941,5a6f909f3a0f',
                       'DOC19203,1e3af1807d3f',
                       'DOC57090,e84e5f4e3bc5',
                       'DOC27621,9f174f560a40',
                       'DOC82312,6fdc65d78550',
                       'DOC42790,124471661409',
                       'DOC53181,e9b5247f18c4',
                       'DOC28409,eba606cfccdb',
                       'DOC82859,4cb947c22147',
                       'DOC54313,453d4fee90a2',
                       'DOC15994,dd5ef833c2d6',
                       'DOC87704,1dcd23368880',
                       'DOC86621,a5d07f0234fb',
                       'DOC84339,80fb8da0cf7b',
                       'DOC61246,4a72b7cb5164',
                       'DOC71981,a17e04ff0af3',
                       'DOC58538,2f05aa126fc9',
                       'DOC36328,1d4a1ec177f6',
                       'DOC65296,f64ac86bdbe3',
                       'DOC50189,5814b79d5c99',
                       'DOC82944,83e25833e817',
                       'DOC88286,b44a61b202c9',
                       'DOC24814,d330e14f574b',
                       'DOC22847,bf1e174a8b1c',
                       'DOC65847,5a1fdfadd386',
                       'DOC79572,028edfca39d5',
                       'DOC48771,30c82957a2a5',
                       'DOC43828,d462a28f583e',
                       'DOC42729,eba0fd23350d',
                       'DOC64022,544a9efa9e9b',
                       'DOC53918,1343809c7420',
                       'DOC47637,91c1a227e1e1',
                       'DOC19310,9875e57ef417',
                       'DOC12255,fa9e73113be0',
                       'DOC19754,a4348f630e07',
                       'DOC36623,7f9d523641f9'],
           'summary': [['1', '1', 'ok'],
                       ['2', '1', 'ok'],
                       ['3', '1', 'ok'],
                       ['4', '1', 'ok'],
                       ['5', '1', 'ok'],
                       ['6', '1', 'ok'],
                       ['7', '1', 'timed_out'],
                       ['8', '1', 'ok'],
                       ['9', '1', 'failed']]}}
CAP = 4
DRIVER = '/srv/doc-ocr/bin/run-batch'
TODAY = '/srv/doc-ocr/runs/2024-06-08'
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


def test_hidden_stalled_attempts_killed_at_the_deadline(hidden):
    plan = T["hidden"]["plan"]
    stalls = [c for c in hidden["gw"].converts if plan.get(c["key"], {}).get("stall")]
    assert stalls, "the stalled job never ran"
    for c in stalls:
        took = c["end"] - c["start"]
        assert DEADLINE - 1.0 <= took <= DEADLINE + 3.0, f"a stalled attempt ended after {took:.1f} s; the deadline is {DEADLINE} s"
