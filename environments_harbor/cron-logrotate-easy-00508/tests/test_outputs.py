import gzip, os, pwd, grp, re, shutil, stat, subprocess
from datetime import date, timedelta

import pytest

EXPECTED = {'audit': None,
 'create': [420, '_invoicer', 'adm'],
 'cron_file': '/srv/invoicer/deploy/crontab._invoicer',
 'delaycompress': False,
 'empty': '/var/log/invoicer/debug.log',
 'interval': 'after 1 days',
 'jobs': {'/opt/invoicer/bin/invoicerctl db-vacuum --quiet': {'525': '0-364'},
          '/opt/invoicer/bin/reindex --incremental': {'250': '1,8,15,22,29,36,43,50,57,64,71,78,85,92,99,106,113,120,127,134,141,148,155,162,169,176,183,190,197,204,211,218,225,232,239,246,253,260,267,274,281,288,295,302,309,316,323,330,337,344,351,358'},
          '/usr/bin/flock -n /run/invoicer/sync.lock /opt/invoicer/bin/sync-catalog': {'0,10,20,30,40,50,60,70,80,90,100,110,120,130,140,150,160,170,180,190,200,210,220,230,240,250,260,270,280,290,300,310,320,330,340,350,360,370,380,390,400,410,420,430,440,450,460,470,480,490,500,510,520,530,540,550,560,570,580,590,600,610,620,630,640,650,660,670,680,690,700,710,720,730,740,750,760,770,780,790,800,810,820,830,840,850,860,870,880,890,900,910,920,930,940,950,960,970,980,990,1000,1010,1020,1030,1040,1050,1060,1070,1080,1090,1100,1110,1120,1130,1140,1150,1160,1170,1180,1190,1200,1210,1220,1230,1240,1250,1260,1270,1280,1290,1300,1310,1320,1330,1340,1350,1360,1370,1380,1390,1400,1410,1420,1430': '0-364'}},
 'jobsdir': None,
 'level': 'easy',
 'logdir': '/var/log/invoicer',
 'logs': ['/var/log/invoicer/api.log', '/var/log/invoicer/error.log', '/var/log/invoicer/slow-queries.log'],
 'lr_file': '/etc/logrotate.d/invoicer',
 'mailto': 'oncall-invoicer@soylent.example',
 'reopen_log': None,
 'rotate': 8,
 'user': '_invoicer',
 'year': 2026}

MONTHS = {n: i + 1 for i, n in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}
DOWS = {n: i for i, n in enumerate("sun mon tue wed thu fri sat".split())}
SPECIAL = {"@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *", "@weekly": "0 0 * * 0",
           "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *"}

def _num(s, names):
    s = s.strip().lower()
    return names[s[:3]] if s[:3] in names else int(s)

def _field(text, lo, hi, names=None):
    """Vixie cron's field grammar: lists of *, n, a-b, with optional /step; a range a-b with a > b is empty."""
    names = names or {}
    out = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, s = part.split("/", 1)
            step = int(s)
        if part == "*":
            a, b = lo, hi
        elif "-" in part:
            a, b = (_num(x, names) for x in part.split("-", 1))
        else:
            a = b = _num(part, names)
        out.update(range(a, b + 1, step))
    return out

def _parse(text):
    env, entries = {}, []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$", line)
        if m:
            v = m.group(2).strip()
            if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
                v = v[1:-1]
            env[m.group(1)] = v
            continue
        if line.startswith("@"):
            word, _, rest = line.partition(" ")
            if word == "@reboot":
                continue
            fields, cmd = SPECIAL[word].split(), rest.strip()
        else:
            parts = line.split(None, 5)
            fields, cmd = parts[:5], parts[5]
        out, i = [], 0
        while i < len(cmd):  # cron: an unescaped % ends the command (the rest is stdin), \% is a literal %
            if cmd[i] == "\\" and i + 1 < len(cmd) and cmd[i + 1] == "%":
                out.append("%")
                i += 2
                continue
            if cmd[i] == "%":
                break
            out.append(cmd[i])
            i += 1
        mi, hr, dom, mon, dow = fields
        dows = _field(dow, 0, 7, DOWS)
        if 7 in dows:
            dows.add(0)
        entries.append({"cmd": "".join(out).strip(), "min": _field(mi, 0, 59), "hour": _field(hr, 0, 23),
                        "dom": _field(dom, 1, 31), "mon": _field(mon, 1, 12, MONTHS), "dow": dows,
                        "star": dom.startswith("*") or dow.startswith("*")})
    return env, entries

def _schedule(entries, year):
    start = date(year, 1, 1)
    per_day = {}
    for i in range((date(year + 1, 1, 1) - start).days):
        d = start + timedelta(days=i)
        cdow = (d.weekday() + 1) % 7
        for e in entries:
            if d.month not in e["mon"]:
                continue
            dom_ok, dow_ok = d.day in e["dom"], cdow in e["dow"]
            if not ((dom_ok and dow_ok) if e["star"] else (dom_ok or dow_ok)):
                continue
            times = {h * 60 + m for h in e["hour"] for m in e["min"]}
            if times:  # an empty field (e.g. a wrapped range) never fires
                per_day.setdefault(i, set()).update(times)
    groups = {}
    for day in sorted(per_day):
        groups.setdefault(_ranges(per_day[day]), []).append(day)
    return {k: _ranges(v) for k, v in groups.items()}

def _ranges(vals):
    vals, out, i = sorted(set(vals)), [], 0
    while i < len(vals):
        j = i
        while j + 1 < len(vals) and vals[j + 1] == vals[j] + 1:
            j += 1
        out.append(str(vals[i]) if i == j else f"{vals[i]}-{vals[j]}")
        i = j + 1
    return ",".join(out)

def _expand(text):
    out = []
    for part in text.split(","):
        a, _, b = part.partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out

def _day_times(groups):
    return {d: _expand(k) for k, days in groups.items() for d in _expand(days)}

@pytest.fixture(scope="module")
def crontab():
    assert os.path.isfile(EXPECTED["cron_file"]), f"{EXPECTED['cron_file']} does not exist"
    r = subprocess.run(["crontab", "-u", EXPECTED["user"], EXPECTED["cron_file"]], capture_output=True, text=True)
    assert r.returncode == 0, "crontab rejects the file: " + (r.stdout + r.stderr)[-800:]
    r = subprocess.run(["crontab", "-u", EXPECTED["user"], "-l"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return _parse(r.stdout)

def test_mailto(crontab):
    env, _ = crontab
    assert env.get("MAILTO") == EXPECTED["mailto"], f"MAILTO is {env.get('MAILTO')!r}, expected {EXPECTED['mailto']!r}"

def test_exactly_the_jobs(crontab):
    _, entries = crontab
    got = {e["cmd"] for e in entries}
    want = set(EXPECTED["jobs"])
    assert got == want, f"commands cron would run: unexpected {sorted(got - want)}, missing {sorted(want - got)}"

@pytest.mark.parametrize("cmd", sorted(EXPECTED["jobs"]))
def test_job_fires_at_the_right_times(crontab, cmd):
    _, entries = crontab
    mine = [e for e in entries if e["cmd"] == cmd]
    assert mine, f"no crontab line runs {cmd!r}"
    got = _day_times(_schedule(mine, EXPECTED["year"]))
    want = _day_times(EXPECTED["jobs"][cmd])
    days = sorted(set(got) | set(want))
    bad = [d for d in days if got.get(d) != want.get(d)]
    if bad:
        d = bad[0]
        fmt = lambda k: [f"{x // 60:02d}:{x % 60:02d}" for x in k][:8] if k else []
        day = date(EXPECTED["year"], 1, 1) + timedelta(days=d)
        pytest.fail(f"{cmd!r}: wrong on {len(bad)} days of {EXPECTED['year']} (UTC); first {day} ({day:%A}): "
                    f"fires at {fmt(got.get(d))}, expected {fmt(want.get(d))}")

# ---- logrotate -------------------------------------------------------------------------------------

STATE = "/tmp/logrotate.test.state"

def _lr(*args):
    return subprocess.run(["logrotate", *args, EXPECTED["lr_file"]], capture_output=True, text=True)

def test_logrotate_config_is_valid():
    assert os.path.isfile(EXPECTED["lr_file"]), f"{EXPECTED['lr_file']} does not exist"
    r = _lr("-d")
    out = r.stdout + r.stderr
    assert r.returncode == 0 and "error:" not in out, "logrotate -d reports errors: " + out[-1200:]

def _debug_map():
    out = _lr("-d")
    text = out.stdout + out.stderr
    cur, seen = None, {}
    for line in text.splitlines():
        m = re.match(r"rotating pattern: .*?\s{2}(.*) \((\d+) rotations\)", line)
        if m:
            cur = (m.group(1).strip(), int(m.group(2)))
        m = re.match(r"considering log (\S+)", line)
        if m and cur:
            seen[m.group(1)] = cur
    return seen

def test_intervals_and_counts():
    seen = _debug_map()
    for path in EXPECTED["logs"]:
        assert path in seen, f"logrotate does not consider {path}"
        assert seen[path] == (EXPECTED["interval"], EXPECTED["rotate"]), f"{path}: {seen[path]}, expected {(EXPECTED['interval'], EXPECTED['rotate'])}"
    if EXPECTED["audit"]:
        path, iv, n = EXPECTED["audit"]
        assert seen.get(path) == (iv, n), f"{path}: {seen.get(path)}, expected {(iv, n)}"

def _write(path, text):
    with open(path, "a") as f:
        f.write(text)

@pytest.fixture(scope="module")
def rotations():
    runs = EXPECTED["rotate"] + 2
    info = {"rc": [], "out": [], "written": {p: [] for p in EXPECTED["logs"]}, "audit": []}
    if os.path.exists(STATE):
        os.remove(STATE)
    held = None
    if EXPECTED["audit"]:
        held = open(EXPECTED["audit"][0], "a")  # the audit daemon's open file
        info["audit_ino"] = os.stat(EXPECTED["audit"][0]).st_ino
    for p in EXPECTED["logs"]:
        open(p, "w").close()
    for k in range(runs):
        for p in EXPECTED["logs"]:
            text = f"run {k} {os.path.basename(p)} payload {k * 7919 % 1000}\n"
            _write(p, text)
            info["written"][p].append(text)
        if held:
            held.write(f"audit run {k}\n")
            held.flush()
            info["audit"].append(f"audit run {k}\n")
        r = _lr("-f", "-s", STATE)
        info["rc"].append(r.returncode)
        info["out"].append(r.stdout + r.stderr)
        if held:
            info.setdefault("audit_after", []).append((os.stat(EXPECTED["audit"][0]).st_ino, os.stat(EXPECTED["audit"][0]).st_size))
    if held:
        held.close()
    return info

def _read(path):
    if path.endswith(".gz"):
        with gzip.open(path, "rt") as f:
            return f.read()
    return open(path).read()

def test_forced_rotations_succeed(rotations):
    bad = [(i, o[-600:]) for i, (rc, o) in enumerate(zip(rotations["rc"], rotations["out"])) if rc != 0 or "error:" in o]
    assert not bad, f"logrotate -f failed on run {bad[0][0]}: {bad[0][1]}"

def test_rotated_files(rotations):
    n = EXPECTED["rotate"]
    for p, texts in rotations["written"].items():
        d, base = os.path.dirname(p), os.path.basename(p)
        names = sorted(f for f in os.listdir(d) if f.startswith(base + "."))
        want = []
        for k in range(1, n + 1):
            want.append(f"{base}.{k}" if (k == 1 and EXPECTED["delaycompress"]) else f"{base}.{k}.gz")
        assert names == sorted(want), f"{p}: rotated copies {names}, expected {sorted(want)}"
        for k in range(1, n + 1):
            f = os.path.join(d, want[k - 1])
            assert _read(f) == texts[-k], f"{f} holds {_read(f)[:60]!r}, expected the log of {k} rotation(s) ago"

def test_new_log_created(rotations):
    mode, user, group = EXPECTED["create"]
    for p in EXPECTED["logs"]:
        assert os.path.isfile(p), f"{p} was not recreated"
        st = os.stat(p)
        assert stat.S_IMODE(st.st_mode) == mode, f"{p}: mode {stat.S_IMODE(st.st_mode):04o}, expected {mode:04o}"
        assert (pwd.getpwuid(st.st_uid).pw_name, grp.getgrgid(st.st_gid).gr_name) == (user, group), f"{p}: owner {st.st_uid}:{st.st_gid}, expected {user}:{group}"

def test_empty_log_not_rotated(rotations):
    p = EXPECTED["empty"]
    extra = [f for f in os.listdir(os.path.dirname(p)) if f.startswith(os.path.basename(p) + ".")]
    assert not extra, f"the empty log was rotated: {extra}"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_reopen_once_per_run(rotations):
    p = EXPECTED["reopen_log"]
    n = sum(1 for l in open(p)) if os.path.exists(p) else 0
    want = EXPECTED["rotate"] + 2
    assert n == want, f"the service was told to reopen its logs {n} times in {want} rotation runs, expected {want}"

@pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
def test_audit_log_rotated_in_place(rotations):
    path, _, n = EXPECTED["audit"]
    for ino, size in rotations["audit_after"]:
        assert ino == rotations["audit_ino"], f"{path} was replaced by a new file: the daemon keeps writing to the old one"
        assert size == 0, f"{path} was not truncated after rotation"
    d, base = os.path.dirname(path), os.path.basename(path)
    names = sorted(f for f in os.listdir(d) if f.startswith(base + "."))
    n = min(n, EXPECTED["rotate"] + 2)  # runs made by the test
    assert len(names) == n, f"{path}: {len(names)} rotated copies, expected {n}"
    assert _read(os.path.join(d, base + ".1.gz")) == rotations["audit"][-1], f"{base}.1.gz does not hold the last run's lines"

@pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
def test_optional_jobs_folder(rotations):
    d = EXPECTED["jobsdir"]
    os.makedirs(d, exist_ok=True)
    parent = os.stat(EXPECTED["logdir"])
    os.chown(d, parent.st_uid, parent.st_gid)
    os.chmod(d, 0o775)
    p = os.path.join(d, "nightly-import.log")
    _write(p, "job output\n")
    os.chown(p, parent.st_uid, parent.st_gid)
    r = _lr("-f", "-s", STATE)
    assert r.returncode == 0, "logrotate fails once the jobs folder exists: " + (r.stdout + r.stderr)[-600:]
    rotated = [f for f in os.listdir(d) if f.startswith("nightly-import.log.")]
    assert rotated, f"logs in {d} are not rotated"
