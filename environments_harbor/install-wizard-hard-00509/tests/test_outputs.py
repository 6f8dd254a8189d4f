import os
import subprocess

import pytest

import tg_guard
import configparser
import hashlib
import re
import shutil
import tempfile

CONF = '/etc/pylon/pylon.conf'
EXPECT = {'license': {'activation_code': '5228-2E78-CBB0-AC39'},
 'modules': {'enabled': 'pdf-export,sla-timers'},
 'runtime': {'home': '/opt/runtimes/nodek-2.14.5'},
 'server': {'install_dir': '/opt/pylon/pylon', 'listen': '10.83.223.80'}}
CHECKS = [{'id': 'i-d9c0d711e30c', 'kind': 'instance'}]
SEED = {'/etc/pylon/pylon.conf': '# Pylon Reverse Proxy configuration, written by the 3.8.8 installer\n'
                          '\n'
                          '[instance]\n'
                          'id = i-d9c0d711e30c\n'
                          'version = 3.9.8\n'
                          '\n'
                          '[server]\n'
                          'install_dir = /opt/pylon\n'}
ANSWERS = '/root/deploy/pylon.answers'
INSTALLER = '/opt/installers/pylon-setup'

def _tree(root):
    path = root + CONF
    assert os.path.isfile(path), f"{CONF} was not written (the installer never finished)"
    cp = configparser.ConfigParser(interpolation=None)
    cp.read(path)
    diffs = [f"[{s}] {k} = {cp.get(s, k, fallback=None)!r}, expected {v!r}"
             for s, kv in EXPECT.items() for k, v in kv.items() if cp.get(s, k, fallback=None) != v]
    assert not diffs, f"{len(diffs)} setting(s) differ: " + "; ".join(diffs)
    iid = cp.get("instance", "id", fallback="")
    assert re.fullmatch(r"i-[0-9a-f]{12}", iid), f"bad instance id {iid!r}"
    for c in CHECKS:
        if c["kind"] == "instance":
            assert iid == c["id"], f"instance id {iid!r}: the upgrade had to keep {c['id']!r}"
        elif c["kind"] == "passwd":
            with open(root + c["path"]) as f:
                h = f.read().strip().split(":", 1)[-1].split("$")
            assert len(h) == 4 and h[0] == "pbkdf2_sha256", f"no password hash in {c['path']}"
            dk = hashlib.pbkdf2_hmac("sha256", c["password"].encode(), h[2].encode(), int(h[1])).hex()
            assert dk == h[3], "the administrator password is not the one from the secrets file"
        elif c["kind"] == "files":
            for p, text in c["files"].items():
                assert os.path.isfile(root + p), f"{p} is gone: the existing data was not kept"
                with open(root + p) as f:
                    assert f.read() == text, f"{p} changed"
        elif c["kind"] == "line":
            assert os.path.isfile(root + c["path"]), f"{c['path']} was not written"
            with open(root + c["path"]) as f:
                assert any(l.startswith(c["prefix"]) for l in f), f"{c['path']} does not register the account"

def test_installation():
    _tree("")

def test_answers_file_reinstalls_unattended():
    assert os.path.isfile(ANSWERS), f"no answers file at {ANSWERS}"
    seed = tempfile.mkdtemp()
    for p, text in SEED.items():
        os.makedirs(os.path.dirname(seed + p), exist_ok=True)
        with open(seed + p, "w") as f:
            f.write(text)
    root = tg_guard.give(seed)  # the host state, owned by tgrun; the installer is the image's own
    box = tempfile.mkdtemp()
    shutil.copy(ANSWERS, box + "/answers")
    answers = tg_guard.give(box) + "/answers"  # a folder: give() leaves a lone file's owner as it was
    p = tg_guard.run(["/usr/bin/python3", INSTALLER, "--answers", answers, "--root", root], timeout=60)
    assert p.returncode == 0, "unattended install failed: " + (p.stdout + p.stderr)[-800:]
    _tree(root)
