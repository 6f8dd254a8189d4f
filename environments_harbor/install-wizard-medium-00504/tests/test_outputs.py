import os
import subprocess

import pytest

import tg_guard
import configparser
import hashlib
import re
import shutil
import tempfile

CONF = '/etc/corvid/corvid.conf'
EXPECT = {'license': {'activation_code': 'D0FA-86DC-5F06-20EC'},
 'runtime': {'home': '/opt/runtimes/rtx-2.11.18'},
 'server': {'install_dir': '/usr/local/corvid'},
 'storage': {'retention_days': '35'}}
CHECKS = []
SEED = {}
ANSWERS = '/root/deploy/corvid.answers'
INSTALLER = '/opt/installers/corvid-setup'

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
