import grp, os, pwd, shutil, stat, subprocess

import pytest

EXPECTED = {'handmade': None,
 'home_mode': 448,
 'keys_dir': '/root/onboarding/keys',
 'leads': ['search-leads', 1588],
 'left_absent': [],
 'left_present': ['kkowalski'],
 'level': 'medium',
 'roster': '/root/onboarding/search-roster.csv',
 'script': '/srv/ops/provision/provision.sh',
 'service': ['svc-build', 'search'],
 'shared': ['/opt/search/work', 1533],
 'sudo': ['/usr/bin/systemctl status search-ingest',
          '/usr/local/bin/search-deploy',
          '/usr/sbin/logrotate -f /etc/logrotate.d/search'],
 'team': ['search', 1587],
 'users': {'acastillo': {'gecos': 'Aiko Castillo',
                         'gid': 2935,
                         'groups': ['acastillo', 'search', 'search-leads'],
                         'home': '/home/acastillo',
                         'key': '',
                         'lead': True,
                         'shell': '/bin/bash',
                         'uid': 2935},
           'bcastillo': {'gecos': 'Bruno Castillo',
                         'gid': 6301,
                         'groups': ['bcastillo', 'search'],
                         'home': '/home/bcastillo',
                         'key': '',
                         'lead': False,
                         'shell': '/bin/bash',
                         'uid': 6301},
           'dnakamura': {'gecos': 'Dev Nakamura',
                         'gid': 3089,
                         'groups': ['dnakamura', 'search'],
                         'home': '/home/dnakamura',
                         'key': '',
                         'lead': False,
                         'shell': '/bin/bash',
                         'uid': 3089},
           'emoreau': {'gecos': 'Elena Moreau',
                       'gid': 2058,
                       'groups': ['emoreau', 'search'],
                       'home': '/home/emoreau',
                       'key': '',
                       'lead': False,
                       'shell': '/bin/bash',
                       'uid': 2058},
           'jjensen': {'gecos': 'Jonas Jensen',
                       'gid': 4263,
                       'groups': ['jjensen', 'search', 'search-leads'],
                       'home': '/home/jjensen',
                       'key': '',
                       'lead': True,
                       'shell': '/bin/bash',
                       'uid': 4263},
           'kavya_bre': {'gecos': 'Kavya Brennan',
                         'gid': 5287,
                         'groups': ['kavya_bre', 'search'],
                         'home': '/home/kavya_bre',
                         'key': '',
                         'lead': False,
                         'shell': '/usr/bin/bash',
                         'uid': 5287},
           'oskar_lop': {'gecos': 'Oskar Lopez',
                         'gid': 7863,
                         'groups': ['oskar_lop', 'search'],
                         'home': '/home/oskar_lop',
                         'key': '',
                         'lead': False,
                         'shell': '/bin/bash',
                         'uid': 7863},
           'wanjiru_sil': {'gecos': 'Wanjiru Silva',
                           'gid': 6077,
                           'groups': ['search', 'wanjiru_sil'],
                           'home': '/home/wanjiru_sil',
                           'key': '',
                           'lead': False,
                           'shell': '/bin/bash',
                           'uid': 6077}}}

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = {}

def _run():
    return subprocess.run(["bash", EXPECTED["script"]], capture_output=True, text=True, timeout=300)

def _snapshot():
    snap = {f: open(f).read() for f in ("/etc/passwd", "/etc/group", "/etc/shadow", "/etc/gshadow")}
    for u, want in EXPECTED["users"].items():
        for p in (want["home"], want["home"] + "/.ssh", want["home"] + "/.ssh/authorized_keys"):
            if os.path.exists(p):
                st = os.stat(p)
                snap[p] = (st.st_uid, st.st_gid, st.st_mode, open(p).read() if os.path.isfile(p) else "")
    return snap

@pytest.fixture(scope="session", autouse=True)
def provisioned():
    assert os.path.isfile(EXPECTED["script"]), f"{EXPECTED['script']} does not exist"
    shutil.copy(os.path.join(HERE, "cases", "roster.csv"), EXPECTED["roster"])
    keys = os.path.join(HERE, "cases", "keys")
    if os.path.isdir(keys):
        os.makedirs(EXPECTED["keys_dir"], exist_ok=True)
        for f in sorted(os.listdir(keys)):
            shutil.copy(os.path.join(keys, f), os.path.join(EXPECTED["keys_dir"], f))
    r = _run()
    assert r.returncode == 0, f"provision.sh exited {r.returncode}: {(r.stdout + r.stderr)[-1500:]}"
    RUNS["first"] = _snapshot()
    if EXPECTED["level"] == "hard":
        r = _run()
        assert r.returncode == 0, f"second run of provision.sh exited {r.returncode}: {(r.stdout + r.stderr)[-1500:]}"
        RUNS["second"] = _snapshot()
    yield

def _groups(user, gid):
    return sorted(grp.getgrgid(g).gr_name for g in os.getgrouplist(user, gid))

def test_team_group():
    name, gid = EXPECTED["team"]
    assert grp.getgrnam(name).gr_gid == gid, f"group {name} has gid {grp.getgrnam(name).gr_gid}, expected {gid}"

def test_accounts():
    for u, want in sorted(EXPECTED["users"].items()):
        try:
            pw = pwd.getpwnam(u)
        except KeyError:
            pytest.fail(f"account {u} does not exist")
        got = {"uid": pw.pw_uid, "gid": pw.pw_gid, "gecos": pw.pw_gecos.split(",")[0], "home": pw.pw_dir, "shell": pw.pw_shell}
        exp = {k: want[k] for k in got}
        assert got == exp, f"{u}: got {got}, expected {exp}"

def test_group_memberships():
    for u, want in sorted(EXPECTED["users"].items()):
        got = _groups(u, pwd.getpwnam(u).pw_gid)
        assert got == want["groups"], f"{u}: groups {got}, expected {want['groups']}"

def test_homes():
    for u, want in sorted(EXPECTED["users"].items()):
        h = want["home"]
        assert os.path.isdir(h), f"{u}: home {h} missing"
        st = os.stat(h)
        assert (st.st_uid, st.st_gid) == (want["uid"], want["gid"]), f"{h}: owner {st.st_uid}:{st.st_gid}, expected {want['uid']}:{want['gid']}"
        assert stat.S_IMODE(st.st_mode) == EXPECTED["home_mode"], f"{h}: mode {stat.S_IMODE(st.st_mode):04o}, expected {EXPECTED['home_mode']:04o}"
        assert os.path.isfile(os.path.join(h, ".profile")), f"{h}: not created from /etc/skel"

def test_shared_folder():
    path, mode = EXPECTED["shared"]
    assert os.path.isdir(path), f"{path} missing"
    st = os.stat(path)
    assert st.st_uid == 0 and st.st_gid == EXPECTED["team"][1], f"{path}: owner {st.st_uid}:{st.st_gid}, expected root:{EXPECTED['team'][0]}"
    assert stat.S_IMODE(st.st_mode) == mode, f"{path}: mode {stat.S_IMODE(st.st_mode):04o}, expected {mode:04o}"

def _sudo(user):
    r = subprocess.run(["sudo", "-l", "-U", user], capture_output=True, text=True)
    out = r.stdout
    if "may run the following commands" not in out:
        return None
    cmds, nopass = set(), True
    for line in out.split("may run the following commands", 1)[1].splitlines()[1:]:
        line = line.strip()
        if not line.startswith("("):
            continue
        spec = line.split(")", 1)[1].strip()
        if ":" in spec.split("/", 1)[0]:
            tags, spec = spec.split(":", 1)
            nopass = nopass and "NOPASSWD" in tags
        else:
            nopass = False
        cmds |= {c.strip() for c in spec.split(",") if c.strip()}
    return cmds, nopass

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_sudoers_valid():
    r = subprocess.run(["visudo", "-c"], capture_output=True, text=True)
    assert r.returncode == 0, "visudo -c fails: " + (r.stdout + r.stderr)[-800:]

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_sudo_rights():
    for u, want in sorted(EXPECTED["users"].items()):
        got = _sudo(u)
        if want["lead"]:
            assert got is not None, f"lead {u} may not run anything with sudo"
            cmds, nopass = got
            assert cmds == set(EXPECTED["sudo"]), f"lead {u} may run {sorted(cmds)}, expected exactly {EXPECTED['sudo']}"
            assert nopass, f"lead {u} needs a password for some commands"
        else:
            assert got is None, f"{u} is not a lead but may run {sorted(got[0])} with sudo"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_departed_accounts():
    team, leads = EXPECTED["team"][0], EXPECTED["leads"][0]
    shadow = dict(l.split(":", 2)[:2] for l in open("/etc/shadow") if ":" in l)
    for u in EXPECTED["left_present"]:
        pw = pwd.getpwnam(u)
        assert shadow[u].startswith("!"), f"{u} left but the password is not locked"
        assert pw.pw_shell == "/usr/sbin/nologin", f"{u} left but has shell {pw.pw_shell}"
        for g in (team, leads):
            assert u not in grp.getgrnam(g).gr_mem, f"{u} left but is still a member of {g}"
        assert os.path.isfile(os.path.join(pw.pw_dir, "NOTES.txt")), f"{u}: home folder or its files were removed"
    for u in EXPECTED["left_absent"]:
        with pytest.raises(KeyError):
            pwd.getpwnam(u)
            pytest.fail(f"{u} left and never had an account here, but one was created")

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_other_accounts_untouched():
    svc, team = EXPECTED["service"]
    assert svc in grp.getgrnam(team).gr_mem, f"the service account {svc} was removed from {team}"

@pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
def test_handmade_account_fixed():
    u, f = EXPECTED["handmade"]
    want = EXPECTED["users"][u]
    st = os.stat(os.path.join(want["home"], f))
    assert st.st_uid == want["uid"], f"{u}: {f} is owned by uid {st.st_uid}, expected {want['uid']}"

@pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
def test_ssh_keys():
    for u, want in sorted(EXPECTED["users"].items()):
        d = os.path.join(want["home"], ".ssh")
        ak = os.path.join(d, "authorized_keys")
        assert os.path.isfile(ak), f"{u}: {ak} missing"
        for p, mode in ((d, 0o700), (ak, 0o600)):
            st = os.stat(p)
            assert st.st_uid == want["uid"], f"{p}: owned by uid {st.st_uid}, expected {want['uid']}"
            assert stat.S_IMODE(st.st_mode) == mode, f"{p}: mode {stat.S_IMODE(st.st_mode):04o}, expected {mode:04o}"
        lines = [l for l in open(ak).read().splitlines() if l.strip()]
        assert lines == [want["key"].strip()], f"{u}: authorized_keys holds {len(lines)} line(s), expected exactly their key"

@pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
def test_second_run_changes_nothing():
    a, b = RUNS["first"], RUNS["second"]
    changed = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
    assert not changed, f"running provision.sh a second time changed: {changed}"
