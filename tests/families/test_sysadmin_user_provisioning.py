"""user_provisioning without containers: determinism, composition, the roster and the ground truth, and the hidden
tests themselves run against a host state built from the truth (and against that state with one thing wrong).
The gate runs the oracle, nop and decoys in containers (sudo's answers are only checked there)."""

import collections
import crypt  # noqa: F401  (the hidden tests use it; Python 3.12 still has it)
import io
import json
import os
import tarfile
import types

import pytest
import yaml

from termigen.families import get_family
from termigen.families.sysadmin import user_provisioning as up

FAM = get_family("user_provisioning")
LEVELS = ("easy", "medium", "hard")


def _truth(task):
    ns = {}
    src = task.tests["test_outputs.py"].content
    exec(src[src.index("\nT = "):src.index("\nimport shutil")], ns)
    return ns["T"]


def test_same_seed_same_bytes():
    for level in LEVELS:
        a, b = FAM.generate(7, level), FAM.generate(7, level)
        assert a.content_hash() == b.content_hash() and a.tests == b.tests


@pytest.mark.parametrize("level,lo,hi", [("easy", 2, 3), ("medium", 3, 4), ("hard", 4, 6)])
def test_components_per_level_and_distinct_draws(level, lo, hi):
    sets = [tuple(FAM.generate(s, level).components) for s in range(500, 512)]
    assert all(lo <= len(c) <= hi for c in sets), sets
    assert len(set(sets)) >= 10, sets
    for i in range(len(sets) - 4):
        assert len(set(sets[i:i + 5])) >= 4, sets[i:i + 5]
    if level == "hard":  # every hard instance composes an interacting pair
        assert all(any(a in c and b in c for a, b in up.INTERACTIONS) for c in sets), sets


def test_every_component_is_reachable():
    seen = collections.Counter()
    for level in LEVELS:
        for s in range(30):
            seen.update(FAM.generate(s, level).components)
    assert set(seen) == set(up.NAMES), set(up.NAMES) - set(seen)


def test_decoys_and_oracle_differ_and_name_components():
    for s in range(500, 510):
        for level in LEVELS:
            t = FAM.generate(s, level)
            assert 2 <= len(t.decoys) <= 6 and "auto_uid" in {d.name for d in t.decoys}
            assert len({t.solution, *(d.script for d in t.decoys)}) == len(t.decoys) + 1
            for d in t.decoys:
                comp = d.name[len("skips_"):] if d.name.startswith("skips_") else d.name.rsplit("_", 1)[0]
                assert d.name == "auto_uid" or any(d.name.startswith(c) or d.name == f"skips_{c}" for c in t.components), d.name
            marks = {"sudo_commands": "/etc/sudoers.d/", "limits": "/etc/security/limits.d/", "first_login": "chpasswd",
                     "group_admins": "gpasswd -A", "archive_delete": "userdel -r", "system_account": "useradd -r"}
            for comp, mark in marks.items():
                if comp in t.components:
                    assert mark in t.solution, (comp, t.id)


def test_roster_holds_everyone_in_every_format():
    for s in range(500, 520):
        for level in LEVELS:
            t = FAM.generate(s, level)
            T = _truth(t)
            path = next(p for p in t.environment.files if "-roster." in p)
            text = t.environment.files[path].content
            fmt = path.rsplit(".", 1)[1]
            if fmt == "json":
                names = [p["username"] for p in json.loads(text)["people"]]
            elif fmt == "yaml":
                names = [p["username"] for p in yaml.safe_load(text)["people"]]
            elif fmt == "ldif":
                names = [l.split(": ", 1)[1].strip() for l in text.splitlines() if l.startswith("uid: ")]
            else:
                rows = [l.strip() for l in text.splitlines() if l.strip() and not l.startswith("#")]
                head = rows[0].split(",")
                names = [r.split(",")[head.index("username")] for r in rows[1:]]
            names = {n.strip().lower() for n in names}
            assert set(T["users"]) <= names and set(T["left_present"]) <= names and set(T["left_absent"]) <= names
            uids = [u["uid"] for u in T["users"].values()]
            assert len(set(uids)) == len(uids) and T["team"][1] not in uids
            assert any(u["lead"] for u in T["users"].values())
            if "admins" in T:
                assert len(T["admins"]) >= 2  # one gpasswd -A per lead would keep only the last
            if "keys" in T:
                assert any(u["state"] == "existing" for u in T["users"].values())  # a revoked key to replace
                assert any(k[0] for k in T["keys"].values()) == ("ssh_restrict" in T["names"])
            if "expiry" in T:
                assert T["expiry"]
            if level == "hard":
                assert "/srv/provision/POLICY.md" in t.environment.files and "POLICY.md" in t.instruction


def test_levels_state_different_amounts_of_the_how():
    for s in range(500, 506):
        easy, hard = FAM.generate(s, "easy"), FAM.generate(s, "hard")
        assert "The account policy:" in easy.instruction and "/srv/provision/POLICY.md" not in easy.environment.files
        assert "The account policy:" not in hard.instruction


# --- the hidden tests on a host state built from the truth --------------------------------------------------------

def _state(root, T, break_=None):
    """Write what a correct reconciliation leaves (under root), optionally with one thing wrong."""
    def p(path):
        return root + path

    os.makedirs(p("/etc/security/limits.d"), exist_ok=True)
    os.makedirs(p("/etc/sudoers.d"), exist_ok=True)
    passwd, shadow, group, gshadow = ["root:x:0:0:root:/root:/bin/bash"], ["root:*:19000:0:99999:7:::"], \
        ["root:x:0:"], ["root:*::"]
    team, tgid = T["team"]
    leads, lgid = T["leads"]
    members = collections.defaultdict(list)
    personal = []
    for u, w in sorted(T["users"].items()):
        uid = w["uid"] + (1 if break_ == "uid" and u == sorted(T["users"])[0] else 0)
        passwd.append(f"{u}:x:{uid}:{w['gid']}:{w['gecos']}:{w['home']}:{w['shell']}")
        pw = T.get("passwords", {}).get(u) or T.get("returning", {}).get(u) or "secret"
        h = crypt.crypt(pw, crypt.mksalt(crypt.METHOD_SHA512))
        last = "0" if u in T.get("passwords", {}) else "19500"
        A = T.get("aging")
        aging = [str(A["min"]), str(A["max"]), str(A["warn"]), str(A["inactive"])] if A else ["0", "99999", "7", ""]
        if break_ == "aging" and A:
            aging[3] = ""
        exp = str(T.get("expiry", {}).get(u, ""))
        if break_ == "expiry" and exp:
            exp = str(int(exp) - 1)
        shadow.append(":".join([u, h, last, *aging, exp, ""]))
        for g in w["groups"]:
            if g != (u if T["personal"] else team):
                members[g].append(u)
        if T["personal"]:
            personal.append(f"{u}:x:{w['uid']}:")
        os.makedirs(p(w["home"]), exist_ok=True)
        os.chmod(p(w["home"]), T.get("home_mode", 0o755))
        if w["state"] == "new":
            skel = T.get("skel") or {".profile": "# skel\n"}
            for rel, text in skel.items():
                with open(p(w["home"] + "/" + rel), "w") as f:
                    f.write(text)
        for rel, text in w["files"].items():
            os.makedirs(os.path.dirname(p(w["home"] + "/" + rel)), exist_ok=True)
            with open(p(w["home"] + "/" + rel), "w") as f:
                f.write(text)
        if "keys" in T:
            opts, kt, blob = T["keys"][u]
            os.makedirs(p(w["home"] + "/.ssh"), mode=0o700, exist_ok=True)
            os.chmod(p(w["home"] + "/.ssh"), 0o700)
            o = ",".join(opts)
            if break_ == "unquoted" and o:
                o = o.replace('"', "")
            with open(p(w["home"] + "/.ssh/authorized_keys"), "w") as f:
                f.write((o + " " if o else "") + f"{kt} {blob} {u}@x\n")
            os.chmod(p(w["home"] + "/.ssh/authorized_keys"), 0o600)
    for u, w in sorted(T["left_present"].items()):
        passwd.append(f"{u}:x:{9000 + len(passwd)}:{tgid}::{w['home']}:/usr/sbin/nologin")
        shadow.append(f"{u}:!$6$abc:19500:0:99999:7:::")
        for rel, text in w["files"].items():
            os.makedirs(os.path.dirname(p(w["home"] + "/" + rel)), exist_ok=True)
            with open(p(w["home"] + "/" + rel), "w") as f:
                f.write(text)
    ou, ouid, ogid, og = T["other"]
    passwd.append(f"{ou}:x:{ouid}:{ogid}::/home/{ou}:/bin/bash")
    shadow.append(f"{ou}:$6$x:19500:0:99999:7:::")
    group.append(f"{og}:x:{ogid}:")
    if "daemon" in T:
        du, dh = T["daemon"]
        passwd.append(f"{du}:x:998:998::{dh}:/usr/sbin/nologin")
        shadow.append(f"{du}:!:19500::::::")
        group.append(f"{du}:x:998:")
        os.makedirs(p(dh), exist_ok=True)
        os.chmod(p(dh), 0o750)
    group.append(f"{team}:x:{tgid}:{','.join(members[team])}")
    lm = members[leads] + ([sorted(T["left_present"])[0]] if break_ == "left_lead" and T["left_present"] else [])
    group.append(f"{leads}:x:{lgid}:{','.join(lm)}")
    group += personal
    gshadow.append(f"{team}:!:{','.join(T.get('admins', []))}:{','.join(members[team])}")
    for path, lines in (("passwd", passwd), ("shadow", shadow), ("group", group), ("gshadow", gshadow)):
        with open(p("/etc/" + path), "w") as f:
            f.write("\n".join(lines) + "\n")
    if "limits" in T:
        L = T["limits"]
        who = "*" if break_ == "wildcard" else f"@{team}"
        with open(p(T["limits"]["file"]), "w") as f:
            f.write(f"{who} soft nofile {L['soft']}\n{who} hard nofile {L['hard']}\n")
    if "archive" in T:
        a = T["archive"]
        os.makedirs(p(os.path.dirname(a["tar"])), exist_ok=True)
        with tarfile.open(p(a["tar"]), "w:gz") as t:
            for rel, text in sorted(a["files"].items()):
                name = (("home/" if break_ == "abs_tar" else "") + f"{a['user']}/{rel}")
                info = tarfile.TarInfo(name)
                info.size, info.uid = len(text.encode()), a["uid"]
                t.addfile(info, io.BytesIO(text.encode()))


def _hidden(task, root):
    """The hidden tests' functions with every absolute path rebased under root (sudo's test is left out)."""
    src = task.tests["test_outputs.py"].content
    body = src[src.index("\nT = "):]
    body = "\n".join(l for l in body.splitlines() if l.strip() not in ("import shutil", "import tarfile", "import crypt"))
    rb = lambda path: root + path if isinstance(path, str) and path.startswith("/") else path  # noqa: E731
    real_open = open
    path_ns = types.SimpleNamespace(isdir=lambda x: os.path.isdir(rb(x)), isfile=lambda x: os.path.isfile(rb(x)),
                                    exists=lambda x: os.path.exists(rb(x)), islink=lambda x: os.path.islink(rb(x)),
                                    join=os.path.join, normpath=os.path.normpath, dirname=os.path.dirname)
    os_ns = types.SimpleNamespace(path=path_ns, stat=lambda x: os.stat(rb(x)), listdir=lambda x: os.listdir(rb(x)))
    tar_ns = types.SimpleNamespace(open=lambda x, m="r": tarfile.open(rb(x), m))
    ns = {"open": lambda x, *a, **k: real_open(rb(x), *a, **k), "os": os_ns, "tarfile": tar_ns, "crypt": crypt,
          "pytest": pytest, "warnings": __import__("warnings"), "shutil": None, "subprocess": None}
    exec(body, ns)
    return ns


def _run(ns, T):
    failed = []
    for name, fn in sorted(ns.items()):
        if not name.startswith("test_") or name == "test_sudo_rules" or not callable(fn):
            continue
        if any(m.name == "skipif" and m.args[0] for m in getattr(fn, "pytestmark", [])):
            continue
        try:
            fn()
        except pytest.skip.Exception:
            pass
        except AssertionError:
            failed.append(name)
    return failed


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [500, 503, 506, 509])
def test_hidden_tests_pass_the_right_state_and_fail_wrong_ones(tmp_path, level, seed):
    task = FAM.generate(seed, level)
    T = _truth(task)
    root = str(tmp_path / "ok")
    _state(root, T)
    assert _run(_hidden(task, root), T) == []
    breaks = {"uid": "test_accounts"}
    if "aging" in T:
        breaks["aging"] = "test_password_aging"
    if "expiry" in T:
        breaks["expiry"] = "test_contractor_expiry"
    if "limits" in T:
        breaks["wildcard"] = "test_open_file_limits"
    if "archive" in T:
        breaks["abs_tar"] = "test_archived_and_deleted"
    if "keys" in T and any(k[0] for k in T["keys"].values()):
        breaks["unquoted"] = "test_ssh_keys"
    if T["left_present"]:
        breaks["left_lead"] = "test_departed_accounts"
    for b, test in breaks.items():
        r = str(tmp_path / b)
        _state(r, T, break_=b)
        assert test in _run(_hidden(task, r), T), (b, test)
