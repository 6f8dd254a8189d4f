import os
import subprocess

import pytest

import tg_guard

T = {'aging': {'inactive': 30, 'max': 180, 'min': 1, 'warn': 7},
 'gone': [],
 'home_base': '/srv/home',
 'leads': ['payments-oncall', 1627],
 'left_absent': ['ynguyen'],
 'left_present': {'tnakamura': {'files': {'NOTES.txt': 'handover notes 686d7001\n',
                                          'drafts/plan.md': '# plan d4e396\n'},
                                'home': '/srv/home/tnakamura',
                                'password': 'glacier-2f0ff05db'}},
 'names': ['departed_lock', 'password_aging', 'sudo_commands', 'sudo_runas'],
 'other': ['ullat', 8538, 1340, 'qa'],
 'personal': False,
 'sudo': {'allowed': [['root', '/usr/local/sbin/payments-svc', 'restart', 'ingest'],
                      ['root', '/usr/local/sbin/payments-svc', 'status', 'ingest'],
                      ['root', '/usr/sbin/logrotate', '-f', '/etc/logrotate.d/payments'],
                      ['payments-deploy', '/opt/payments/bin/rollout']],
          'denied': [['root', '/bin/bash'],
                     ['root', '/usr/bin/id'],
                     ['root', '/usr/local/sbin/payments-svc', 'stop', 'ingest'],
                     ['root', '/usr/local/sbin/payments-svc', 'stop', 'ingest'],
                     ['root', '/opt/payments/bin/rollout'],
                     ['payments-deploy', '/bin/bash']],
          'file': '/etc/sudoers.d/payments'},
 'team': ['payments', 1626],
 'users': {'flindqvist': {'contractor': False,
                          'files': {},
                          'gecos': 'Freya Lindqvist',
                          'gid': 1626,
                          'groups': ['payments'],
                          'home': '/srv/home/flindqvist',
                          'lead': False,
                          'shell': '/bin/sh',
                          'state': 'new',
                          'uid': 4173},
           'freya_sil': {'contractor': False,
                         'files': {'notes.txt': 'on-call notes 452665c3\n'},
                         'gecos': 'Freya Silva',
                         'gid': 1626,
                         'groups': ['payments', 'payments-oncall'],
                         'home': '/srv/home/freya_sil',
                         'lead': True,
                         'shell': '/bin/sh',
                         'state': 'existing',
                         'uid': 2398},
           'gusmore': {'contractor': True,
                       'files': {},
                       'gecos': 'Gustav Moreau',
                       'gid': 1626,
                       'groups': ['payments'],
                       'home': '/srv/home/gusmore',
                       'lead': False,
                       'shell': '/bin/bash',
                       'state': 'new',
                       'uid': 2817},
           'wanjiruf': {'contractor': False,
                        'files': {},
                        'gecos': 'Wanjiru Fischer',
                        'gid': 1626,
                        'groups': ['payments'],
                        'home': '/srv/home/wanjiruf',
                        'lead': False,
                        'shell': '/bin/dash',
                        'state': 'new',
                        'uid': 8725},
           'zeynepp': {'contractor': False,
                       'files': {},
                       'gecos': 'Zeynep Park',
                       'gid': 1626,
                       'groups': ['payments', 'payments-oncall'],
                       'home': '/srv/home/zeynepp',
                       'lead': True,
                       'shell': '/bin/sh',
                       'state': 'new',
                       'uid': 8423}}}

import shutil
import tarfile
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import crypt


def _table(path, n):
    out = {}
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                parts = (line.split(":") + [""] * n)[:n]
                out.setdefault(parts[0], parts)
    return out


PASSWD = _table("/etc/passwd", 7)
SHADOW = _table("/etc/shadow", 9)
GROUP = _table("/etc/group", 4)
GSHADOW = _table("/etc/gshadow", 4)
GID = {g[0]: int(g[2]) for g in GROUP.values() if g[2].isdigit()}
NAME_OF_GID = {}
for _n, _g in sorted(GID.items()):
    NAME_OF_GID.setdefault(_g, _n)


def _members(group):
    g = GROUP.get(group)
    return set(x for x in g[3].split(",") if x) if g else set()


def groups_of(user):
    pw = PASSWD[user]
    out = {NAME_OF_GID.get(int(pw[3]), pw[3])}
    out |= {g for g in GROUP if user in _members(g)}
    return sorted(out)


def _pw(user):
    assert user in PASSWD, f"account {user} does not exist"
    return PASSWD[user]


def test_team_groups():
    for name, gid in (T["team"], T["leads"]):
        assert GID.get(name) == gid, f"group {name}: gid {GID.get(name)}, expected {gid}"


def test_accounts():
    for u, w in sorted(T["users"].items()):
        pw = _pw(u)
        got = {"uid": int(pw[2]), "gid": int(pw[3]), "gecos": pw[4].split(",")[0], "home": pw[5], "shell": pw[6]}
        exp = {k: w[k] for k in got}
        assert got == exp, f"{u}: got {got}, expected {exp}"
        if T["personal"]:
            assert GID.get(u) == w["uid"], f"{u}: personal group {u} has gid {GID.get(u)}, expected {w['uid']}"
    uids = [int(p[2]) for p in PASSWD.values()]
    assert len(uids) == len(set(uids)), "two accounts share a uid"


def test_group_memberships():
    for u, w in sorted(T["users"].items()):
        _pw(u)
        assert groups_of(u) == w["groups"], f"{u}: groups {groups_of(u)}, expected {w['groups']}"
    lead_members = _members(T["leads"][0]) | {u for u, p in PASSWD.items() if p[3] == str(T["leads"][1])}
    want = {u for u, w in T["users"].items() if w["lead"]}
    assert lead_members == want, f"{T['leads'][0]} holds {sorted(lead_members)}, expected {sorted(want)}"


def test_homes_and_their_files():
    for u, w in sorted(T["users"].items()):
        h = w["home"]
        assert os.path.isdir(h), f"{u}: home {h} missing"
        if w["state"] == "new":
            skel = T.get("skel")
            if skel:
                for rel, text in sorted(skel.items()):
                    p = os.path.join(h, rel)
                    assert os.path.isfile(p), f"{u}: {p} missing (team skeleton)"
                    with open(p) as f:
                        assert f.read() == text, f"{u}: {p} is not the team skeleton's"
            else:
                assert os.path.isfile(os.path.join(h, ".profile")), f"{h}: not populated from /etc/skel"
        for rel, text in sorted(w["files"].items()):
            p = os.path.join(h, rel)
            assert os.path.isfile(p), f"{u}: {p} is gone"
            with open(p) as f:
                assert f.read() == text, f"{u}: {p} changed"
        if "home_mode" in T:
            m = os.stat(h).st_mode & 0o777
            assert m == T["home_mode"], f"{h}: mode {m:04o}, expected {T['home_mode']:04o}"


def test_stale_names_and_other_accounts():
    for old in T["gone"]:
        assert old not in PASSWD, f"{old} was renamed, but an account {old} is still there"
        assert old not in GROUP, f"{old} was renamed, but a group {old} is still there"
        assert not os.path.exists(os.path.join(T["home_base"], old)), f"{old}'s old home folder is still there"
    user, uid, gid, group = T["other"]
    pw = _pw(user)
    assert (int(pw[2]), int(pw[3]), pw[6]) == (uid, gid, "/bin/bash"), f"{user} was changed: {pw}"
    assert GID.get(group) == gid and groups_of(user) == [group], f"{user}'s groups changed: {groups_of(user)}"
    assert SHADOW[user][1][:1] not in ("!", "*") and SHADOW[user][4] in ("", "99999"), f"{user}'s password entry changed"
    for u in T["left_absent"]:
        assert u not in PASSWD, f"{u} left and never had an account here, but one was created"


@pytest.mark.skipif(not T["left_present"], reason="nobody left")
def test_departed_accounts():
    for u, w in sorted(T["left_present"].items()):
        pw = _pw(u)
        assert SHADOW[u][1].startswith("!"), f"{u} left but the password is not locked"
        assert pw[6] == "/usr/sbin/nologin", f"{u} left but has the shell {pw[6]}"
        for g in (T["team"][0], T["leads"][0]):
            assert u not in _members(g), f"{u} left but is still a member of {g}"
        for rel, text in sorted(w["files"].items()):
            p = os.path.join(w["home"], rel)
            assert os.path.isfile(p), f"{u}: {p} was removed"
            with open(p) as f:
                assert f.read() == text, f"{u}: {p} changed"


@pytest.mark.skipif("archive" not in T, reason="no archive in this instance")
def test_archived_and_deleted():
    a = T["archive"]
    u = a["user"]
    assert u not in PASSWD and u not in SHADOW, f"{u} left: the account must be deleted"
    assert all(u not in _members(g) for g in GROUP), f"{u} is still listed in a group"
    assert not os.path.exists(a["home"]), f"{a['home']} must be deleted"
    assert os.path.isfile(a["tar"]), f"{a['tar']} missing"
    with tarfile.open(a["tar"], "r:gz") as t:
        members = {os.path.normpath(m.name): m for m in t.getmembers()}
        bad = sorted(n for n in members if n != u and not n.startswith(u + "/"))
        assert not bad, f"archive members outside {u}/: {bad[:5]}"
        for rel, text in sorted(a["files"].items()):
            m = members.get(f"{u}/{rel}")
            assert m is not None and m.isfile(), f"{u}/{rel} is not in the archive"
            assert t.extractfile(m).read().decode() == text, f"{u}/{rel}: content"
            assert m.uid == a["uid"], f"{u}/{rel}: owner uid {m.uid} in the archive, expected {a['uid']}"


@pytest.mark.skipif("daemon" not in T, reason="no system account in this instance")
def test_system_account():
    user, home = T["daemon"]
    pw = _pw(user)
    assert 100 <= int(pw[2]) < 1000, f"{user}: uid {pw[2]} is not a system uid"
    assert pw[6] == "/usr/sbin/nologin" and pw[5] == home, f"{user}: shell {pw[6]}, home {pw[5]}"
    assert SHADOW[user][1] in ("!", "*", "!*", "!!"), f"{user} has a password"
    assert SHADOW[user][4] in ("", "99999") and SHADOW[user][6] == "", f"{user}: password aging set on a system account"
    for g in (T["team"][0], T["leads"][0]):
        assert user not in _members(g) and int(pw[3]) != GID.get(g), f"{user} is in {g}"
    assert os.path.isdir(home) and os.stat(home).st_mode & 0o777 == 0o750, f"{home}: missing or not mode 0750"


def _sudoers_copy():
    """The agent's fragments, as sudo would read them (names without a dot or ~), without Defaults and includes
    (nothing the agent wrote can make sudo run a mailer or load a plugin), under a sudoers of the tests' own."""
    d = "/etc/tg-sudoers.d"
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d, mode=0o755)
    src = "/etc/sudoers.d"
    for n in sorted(os.listdir(src)) if os.path.isdir(src) else []:
        p = os.path.join(src, n)
        if "." in n or n.endswith("~") or os.path.islink(p) or not os.path.isfile(p):
            continue
        with open(p, errors="replace") as f:
            text = f.read().replace("\\\n", " ")
        keep = [l for l in text.splitlines() if not l.lstrip().startswith(("Defaults", "@include", "#include"))]
        with open(os.path.join(d, n), "w") as f:
            f.write("\n".join(keep) + "\n")
        os.chmod(os.path.join(d, n), 0o440)
    with open("/etc/sudoers", "w") as f:
        f.write("Defaults env_reset\nroot ALL=(ALL:ALL) ALL\n@includedir /etc/tg-sudoers.d\n")
    os.chmod("/etc/sudoers", 0o440)


def _sudo(args):
    return subprocess.run(["sudo", "-n", *args], capture_output=True, text=True, timeout=30, user=0)


@pytest.mark.skipif("sudo" not in T, reason="no sudo rules in this instance")
def test_sudo_rules():
    S = T["sudo"]
    assert os.path.isfile(S["file"]), f"{S['file']} missing"
    _sudoers_copy()
    r = subprocess.run(["visudo", "-c"], capture_output=True, text=True, timeout=30, user=0)
    assert r.returncode == 0, "the sudoers fragments do not parse: " + (r.stdout + r.stderr)[-600:]
    everyone = sorted(set(T["users"]) | set(T["left_present"]) | {T["other"][0]} | ({T["daemon"][0]} if "daemon" in T else set()))
    for u in everyone:
        lead = u in T["users"] and T["users"][u]["lead"]
        for runas, *cmd in S["allowed"]:
            r = _sudo(["-l", "-U", u, "-u", runas, *cmd])
            if lead:
                assert r.returncode == 0, f"lead {u} may not run {' '.join(cmd)} as {runas}: {r.stderr[-300:]}"
            else:
                assert r.returncode != 0, f"{u} is not an active lead but may run {' '.join(cmd)} as {runas}"
        if lead:
            for runas, *cmd in S["denied"]:
                r = _sudo(["-l", "-U", u, "-u", runas, *cmd])
                assert r.returncode != 0, f"lead {u} may also run {' '.join(cmd)} as {runas}"
            listing = _sudo(["-l", "-U", u]).stdout
            rules = [l.strip() for l in listing.split("may run the following commands", 1)[-1].splitlines()
                     if l.strip().startswith("(")]
            assert rules and all("NOPASSWD:" in l for l in rules), f"lead {u} needs a password: {rules}"


def _limits(user):
    """pam_limits' view: a user line beats a group line beats *; among equals the last one read wins."""
    files = ["/etc/security/limits.conf"]
    d = "/etc/security/limits.d"
    if os.path.isdir(d):
        files += [os.path.join(d, n) for n in sorted(os.listdir(d)) if n.endswith(".conf")]
    groups = set(groups_of(user))
    best = {}
    for path in files:
        if not os.path.isfile(path):
            continue
        with open(path) as f:
            for line in f:
                w = line.split("#", 1)[0].split()
                if len(w) != 4 or w[2] != "nofile":
                    continue
                dom, typ, _, val = w
                if dom == user:
                    rank = 3
                elif dom.startswith("@") and dom[1:] in groups:
                    rank = 2
                elif dom == "*":
                    rank = 1
                else:
                    continue
                for t in (("soft", "hard") if typ == "-" else (typ,)):
                    if rank >= best.get(t, (0, None))[0]:
                        best[t] = (rank, val)
    return {t: v for t, (_, v) in best.items()}


@pytest.mark.skipif("limits" not in T, reason="no limits in this instance")
def test_open_file_limits():
    L = T["limits"]
    assert os.path.isfile(L["file"]), f"{L['file']} missing"
    for u in sorted(T["users"]):
        _pw(u)
        assert _limits(u) == {"soft": str(L["soft"]), "hard": str(L["hard"])}, f"{u}: nofile limits {_limits(u)}"
    for u in [T["other"][0]] + ([T["daemon"][0]] if "daemon" in T else []):
        assert _limits(u) == {}, f"{u} is not in the team but gets nofile limits {_limits(u)}"


@pytest.mark.skipif("aging" not in T, reason="no password aging in this instance")
def test_password_aging():
    A = T["aging"]
    for u in sorted(T["users"]):
        _pw(u)
        s = SHADOW[u]
        got = {"min": s[3], "max": s[4], "warn": s[5], "inactive": s[6]}
        assert got == {k: str(v) for k, v in A.items()}, f"{u}: aging {got}, expected {A}"


@pytest.mark.skipif("passwords" not in T, reason="no first-login passwords in this instance")
def test_first_login_passwords():
    for u, pw in sorted(T["passwords"].items()):
        _pw(u)
        h = SHADOW[u][1]
        assert h and h[0] not in "!*" and crypt.crypt(pw, h) == h, f"{u}: the temporary password does not work"
        assert SHADOW[u][2] == "0", f"{u}: not forced to change the password at first login"


@pytest.mark.skipif("expiry" not in T, reason="no contractor expiry in this instance")
def test_contractor_expiry():
    for u in sorted(T["users"]):
        _pw(u)
        want = str(T["expiry"][u]) if u in T["expiry"] else ""
        assert SHADOW[u][7] == want, f"{u}: account expiry {SHADOW[u][7]!r} (days since 1970), expected {want!r}"


@pytest.mark.skipif("admins" not in T, reason="no group administrators in this instance")
def test_group_administrators():
    g = T["team"][0]
    assert g in GSHADOW, f"{g} missing from /etc/gshadow"
    got = sorted(x for x in GSHADOW[g][2].split(",") if x)
    assert got == T["admins"], f"{g} administrators {got}, expected {T['admins']}"


def _key_lines(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            opts = []
            if not line.startswith(("ssh-", "ecdsa-", "sk-")):
                i, q = 0, False
                while i < len(line) and (q or line[i] not in " \t"):
                    q = q != (line[i] == '"')
                    i += 1
                raw, line = line[:i], line[i:].strip()
                cur, q = "", False
                for ch in raw + ",":
                    if ch == "," and not q:
                        opts.append(cur)
                        cur = ""
                    else:
                        q = q != (ch == '"')
                        cur += ch
                for o in opts:
                    if "=" in o:
                        v = o.split("=", 1)[1]
                        assert len(v) >= 2 and v[0] == v[-1] == '"', f"{path}: option {o} is not quoted (sshd rejects it)"
            w = line.split()
            out.append([sorted(opts), w[0] if w else "", w[1] if len(w) > 1 else ""])
    return out


@pytest.mark.skipif("keys" not in T, reason="no SSH keys in this instance")
def test_ssh_keys():
    for u, want in sorted(T["keys"].items()):
        h = T["users"][u]["home"]
        d, ak = os.path.join(h, ".ssh"), os.path.join(h, ".ssh", "authorized_keys")
        assert os.path.isfile(ak), f"{u}: {ak} missing"
        for p, mode in ((d, 0o700), (ak, 0o600)):
            m = os.stat(p).st_mode & 0o777
            assert m == mode, f"{p}: mode {m:04o}, expected {mode:04o}"
        assert _key_lines(ak) == [want], f"{u}: authorized_keys holds {_key_lines(ak)}, expected exactly {[want]}"


@pytest.mark.skipif("returning" not in T, reason="nobody returns in this instance")
def test_returning_account():
    for u, pw in sorted(T["returning"].items()):
        _pw(u)
        h = SHADOW[u][1]
        assert not h.startswith("!") and crypt.crypt(pw, h) == h, f"{u}: the old password does not work (still locked?)"
        assert SHADOW[u][7] == "", f"{u}: the account still expires (day {SHADOW[u][7]})"
