"""Sysadmin: schedule a service's maintenance jobs (a crontab, checked by `crontab` and by its firing times
over a whole year) and rotate its logs (a logrotate config, checked by `logrotate -d` and by real forced
rotations). Harder levels: `%` escaping, weekday windows, sharedscripts/delaycompress/copytruncate,
local office times on a UTC host, overnight windows, `su` for a group-writable log folder, missingok.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

APPS = ["ledgerd", "tilecache", "mailsift", "orderhub", "geoindex", "reportd", "quotasvc", "pricer", "feedsync",
        "vaultkeep", "inkwell", "shipyard", "metricsd", "authgate", "searchlet", "invoicer"]
CORPS = ["Acme", "Northwind", "Globex", "Initech", "Hooli", "Vandelay", "Tyrell", "Wonka", "Soylent", "Cyberdyne"]
DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
OFFSETS = [-3, -2, 1, 2, 3, 4, 5, 6]  # an overnight window must still cross midnight in UTC


def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


# ---- jobs: a semantic rule (local time) -> expected UTC firing times, a phrase, and a UTC cron line ------------

def _local_minutes(job: dict, d: date) -> list[int]:
    """Minutes of the local day `d` at which the job runs (the ground truth, independent of cron syntax)."""
    k, cdow = job["kind"], (d.weekday() + 1) % 7
    if k == "daily":
        return [job["at"]]
    if k == "every":
        return list(range(0, 1440, job["n"]))
    if k == "business":
        return [h * 60 + m for h in range(job["h1"], job["h2"] + 1) for m in range(0, 60, job["n"])] if 1 <= cdow <= 5 else []
    if k == "weekly":
        return [job["at"]] if cdow == job["dow"] else []
    if k == "monthly":
        return [job["at"]] if d.day in job["days"] else []
    if k == "quarterly":
        return [job["at"]] if d.day == 1 and d.month in job["months"] else []
    if k == "hours":
        return [h * 60 + job["m"] for h in range(job["h0"], 24, job["n"])]
    if k == "overnight":
        return [h * 60 + m for h in list(range(0, job["h2"] + 1)) + list(range(job["h1"], 24)) for m in range(0, 60, job["n"])]
    if k == "domdow":
        return [job["at"]] if d.day in job["days"] or cdow == job["dow"] else []
    raise ValueError(k)


def _expected(job: dict, year: int, offset: int) -> dict[str, str]:
    """UTC firing times within `year`, grouped as {"minutes of the day": "day numbers"}, both as compact
    range lists ("0-4,7-11"): exact, and small enough to embed."""
    start = date(year, 1, 1)
    ndays = (date(year + 1, 1, 1) - start).days
    shift = offset * 60
    days, months = job.get("days", ()), job.get("months", ())
    # _local_minutes only looks at the weekday, "day in days" and "1st of one of the months", so the ~370 days
    # fall into a few classes; each class's minutes are split into {UTC day shift: minutes} once.
    split: dict[tuple, dict[int, list[int]]] = {}
    contrib: dict[int, list[tuple]] = {}  # UTC day -> the (class, shift) pieces that fire on it
    for i in range(-2, ndays + 2):
        d = start + timedelta(days=i)
        cls = (d.weekday(), d.day in days, d.day == 1 and d.month in months)
        parts = split.get(cls)
        if parts is None:
            parts = split[cls] = {}
            for lm in _local_minutes(job, d):
                ds, minute = divmod(lm - shift, 1440)  # divmod(i * 1440 + lm - shift, 1440), less the i days
                parts.setdefault(ds, []).append(minute)
        for ds in parts:
            if 0 <= i + ds < ndays:
                contrib.setdefault(i + ds, []).append((cls, ds))
    groups: dict[str, list[int]] = {}
    text: dict[tuple, str] = {}  # days made of the same pieces have the same minutes
    for day in sorted(contrib):
        sig = tuple(contrib[day])
        r = text.get(sig)
        if r is None:
            r = text[sig] = _ranges([m for cls, ds in sig for m in split[cls][ds]])
        groups.setdefault(r, []).append(day)
    return {k: _ranges(v) for k, v in groups.items()}


def _ranges(vals: list[int]) -> str:
    vals = sorted(set(vals))
    out, i = [], 0
    while i < len(vals):
        j = i
        while j + 1 < len(vals) and vals[j + 1] == vals[j] + 1:
            j += 1
        out.append(str(vals[i]) if i == j else f"{vals[i]}-{vals[j]}")
        i = j + 1
    return ",".join(out)


def _cron(job: dict, offset: int, bug: str = "") -> str:
    """The job's schedule as UTC cron fields (the oracle's answer; decoys break it)."""
    if bug == "local_times":
        offset = 0
    k = job["kind"]

    def shift(minute_of_day: int) -> tuple[int, int, int]:  # -> (utc minute, utc hour, day shift)
        u = minute_of_day - offset * 60
        ds, u = divmod(u, 1440)
        return u % 60, u // 60, ds
    if k in ("daily", "weekly", "monthly", "quarterly", "domdow"):
        m, h, ds = shift(job["at"])
        if k == "daily":
            return f"{m} {h} * * *"
        if k == "weekly":
            dow = (job["dow"] + ds) % 7
            if bug == "dow_off_by_one":
                dow = (dow + 6) % 7
            return f"{m} {h} * * {dow}"
        assert ds == 0, "the generator keeps month-day jobs on the same UTC day"
        if k == "monthly":
            return f"{m} {h} {','.join(map(str, job['days']))} * *"
        if k == "quarterly":
            return f"{m} {h} 1 {','.join(map(str, job['months']))} *"
        return f"{m} {h} {','.join(map(str, job['days']))} * {job['dow']}"
    if k == "every":
        return f"{job['n']} * * * *" if bug == "hours_not_minutes" else f"*/{job['n']} * * * *"
    if k == "business":
        a, b = job["h1"] - offset, job["h2"] - offset
        assert 0 <= a and b <= 23
        return f"*/{job['n']} {a}-{b} * * 1-5"
    if k == "hours":
        hours = sorted((h - offset) % 24 for h in range(job["h0"], 24, job["n"]))
        return f"{job['m']} {','.join(map(str, hours))} * * *"
    if k == "overnight":
        if bug == "wrapped_range":
            return f"*/{job['n']} {(job['h1'] - offset) % 24}-{(job['h2'] - offset) % 24} * * *"
        hours = [(h - offset) % 24 for h in list(range(0, job["h2"] + 1)) + list(range(job["h1"], 24))]
        return f"*/{job['n']} {_ranges(hours)} * * *"
    raise ValueError(k)


def _phrase(job: dict) -> str:
    k = job["kind"]
    if k == "daily":
        return f"every day at {_hm(job['at'])}"
    if k == "every":
        return f"every {job['n']} minutes, around the clock (at :00, :{job['n']:02d}, ...)"
    if k == "business":
        return (f"every {job['n']} minutes from {job['h1']:02d}:00 to {job['h2']:02d}:{60 - job['n']:02d} (inclusive), "
                f"Monday to Friday")
    if k == "weekly":
        return f"every {DAYS[job['dow']]} at {_hm(job['at'])}"
    if k == "monthly":
        return f"at {_hm(job['at'])} on the {' and '.join(_ord(x) for x in job['days'])} of every month"
    if k == "quarterly":
        return (f"at {_hm(job['at'])} on the first day of each quarter ("
                + ", ".join(MONTHS[x - 1] for x in job["months"]) + " 1st)")
    if k == "hours":
        hs = [_hm(h * 60 + job["m"]) for h in range(job["h0"], 24, job["n"])]
        return f"every {job['n']} hours at {', '.join(hs)}"
    if k == "overnight":
        return (f"every {job['n']} minutes overnight, from {job['h1']:02d}:00 until {job['h2']:02d}:{60 - job['n']:02d} "
                f"the next morning (inclusive), every night")
    if k == "domdow":
        return (f"at {_hm(job['at'])} on the {' and '.join(_ord(x) for x in job['days'])} of every month, and also "
                f"every {DAYS[job['dow']]} at that time")
    raise ValueError(k)


def _make_jobs(rng: random.Random, level: str, app: str, offset: int) -> list[dict]:
    base = f"/opt/{app}/bin"
    cmds = {
        "backup": f"{base}/{app}ctl backup --full --target /srv/backup/{app}",
        "vacuum": f"{base}/{app}ctl db-vacuum --quiet",
        "purge": f"/usr/bin/find /var/tmp/{app} -type f -mtime +{rng.randint(2, 9)} -delete",
        "sync": f"/usr/bin/flock -n /run/{app}/sync.lock {base}/sync-catalog",
        "probe": f"{base}/healthprobe --url http://127.0.0.1:{rng.randint(8000, 9999)}/healthz",
        "report": f"{base}/{app}ctl report --day $(date -d yesterday +%F) > /var/lib/{app}/reports/daily-$(date +%Y%m%d).txt",
        "export": f"{base}/export-ledger --month $(date +%Y-%m) --out /srv/exports/{app}",
        "rotate_keys": f"{base}/{app}ctl rotate-keys --grace 48h",
        "warm": f"{base}/cache-warm --top {rng.choice([100, 250, 500, 1000])}",
        "compact": f"{base}/{app}ctl compact --max-seconds {rng.choice([600, 900, 1800])}",
        "reindex": f"{base}/reindex --incremental",
    }
    ok_day = lambda at: 0 <= at - offset * 60 < 1440  # noqa: E731 (month-day jobs stay on one UTC day)

    def at_same_day():
        while True:
            at = rng.randrange(0, 24) * 60 + rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
            if ok_day(at):
                return at
    jobs = []
    if level == "easy":
        kinds = ["daily", "every", "weekly"]
    elif level == "medium":
        kinds = ["daily", "business", rng.choice(["monthly", "quarterly"]), "weekly"]
    else:
        kinds = ["weekly", "business", "overnight", rng.choice(["hours", "every"]), "domdow"]
    names = rng.sample(["backup", "vacuum", "purge", "sync", "probe", "rotate_keys", "warm", "compact", "reindex"], len(kinds))
    if level != "easy":  # one command needs its % signs escaped in a crontab
        names[0] = rng.choice(["report", "export"])
    for kind, nm in zip(kinds, names):
        j = {"kind": kind, "cmd": cmds[nm]}
        if kind == "daily":
            j["at"] = rng.randrange(0, 24) * 60 + rng.choice([0, 15, 30, 45, 5, 50])
        elif kind == "every":
            j["n"] = rng.choice([5, 10, 15, 20, 30])
        elif kind == "business":
            while True:
                j["n"] = rng.choice([10, 15, 20, 30])
                j["h1"], j["h2"] = rng.randint(6, 9), rng.randint(16, 19)
                if 0 <= j["h1"] - offset and j["h2"] - offset <= 23:
                    break
        elif kind == "weekly":
            j["dow"] = rng.randrange(7)
            if level == "hard":  # the local time falls on another UTC day
                j["at"] = (rng.randrange(0, offset) * 60 if offset > 0 else rng.randrange(24 + offset, 24) * 60) + rng.choice([0, 15, 30, 45])
            else:
                j["at"] = rng.randrange(0, 24) * 60 + rng.choice([0, 10, 30, 45])
        elif kind == "monthly":
            j["days"] = sorted(rng.sample(range(1, 29), 2))
            j["at"] = at_same_day()
        elif kind == "quarterly":
            j["months"] = rng.choice([[1, 4, 7, 10], [3, 6, 9, 12], [2, 5, 8, 11]])
            j["at"] = at_same_day()
        elif kind == "hours":
            j["n"] = rng.choice([3, 4, 6, 8])
            j["h0"] = rng.randrange(0, j["n"])
            j["m"] = rng.choice([5, 15, 20, 35, 40])
        elif kind == "overnight":
            while True:  # the window still crosses midnight in UTC (a single hour range cannot express it)
                j["n"] = rng.choice([10, 15, 20, 30])
                j["h1"], j["h2"] = rng.randint(20, 23), rng.randint(3, 6)
                if (j["h1"] - offset) % 24 > (j["h2"] - offset) % 24:
                    break
        elif kind == "domdow":
            j["days"] = sorted(rng.sample(range(1, 29), 2))
            j["dow"] = rng.randrange(7)
            j["at"] = at_same_day()
        jobs.append(j)
    rng.shuffle(jobs)
    return jobs


def _crontab(c: dict, bug: str = "") -> str:
    lines = [f"# {c['app']} maintenance jobs (installed with: crontab -u {c['user']} <this file>)",
             f"MAILTO={c['mailto']}", ""]
    for j in c["jobs"]:
        cmd = j["cmd"] if bug == "unescaped_percent" else j["cmd"].replace("%", "\\%")
        lines.append(f"{_cron(j, c['offset'], bug)} {cmd}")
    return "\n".join(lines) + "\n"


def _logrotate(c: dict, bug: str = "") -> str:
    L = [f"{c['logdir']}/*.log {{", f"    {c['interval'] if bug != 'wrong_interval' else c['wrong_interval']}",
         f"    rotate {c['rotate'] - (1 if bug == 'rotate_off_by_one' else 0)}", "    compress"]
    if c["level"] != "easy" and bug != "no_delaycompress":
        L.append("    delaycompress")
    L.append("    missingok")
    if bug != "no_notifempty":
        L.append("    notifempty")
    L.append(f"    create {c['cmode']:04o} {c['user']} {c['cgroup']}")
    if c["level"] == "hard" and bug != "no_su":
        L.append(f"    su {c['user']} {c['user']}")
    if c["level"] != "easy":
        if bug != "no_sharedscripts":
            L.append("    sharedscripts")
        L += ["    postrotate", f"        {c['reopen']}", "    endscript"]
    L.append("}")
    if c["level"] != "easy":
        L += ["", f"{c['audit']} {{", f"    {c['audit_interval']}", f"    rotate {c['audit_rotate']}", "    compress",
              "    missingok", "    notifempty"]
        if bug == "create_not_copytruncate":
            L.append(f"    create {c['cmode']:04o} {c['user']} {c['cgroup']}")
        else:
            L.append("    copytruncate")
        if c["level"] == "hard" and bug != "no_su":
            L.append(f"    su {c['user']} {c['user']}")
        L.append("}")
    if c["level"] == "hard":
        L += ["", f"{c['jobsdir']}/*.log {{", f"    {c['interval']}", f"    rotate {c['rotate']}", "    compress"]
        if bug != "no_missingok":
            L.append("    missingok")
        L += ["    notifempty", f"    create {c['cmode']:04o} {c['user']} {c['cgroup']}"]
        if bug != "no_su":
            L.append(f"    su {c['user']} {c['user']}")
        L.append("}")
    return "\n".join(L) + "\n"


def _solver(c: dict, bug: str = "") -> str:
    parts = []
    if bug != "logrotate_only":
        parts.append(f"mkdir -p {c['cron_dir']}\ncat > {c['cron_file']} <<'CRON'\n{_crontab(c, bug).rstrip()}\nCRON\n"
                     f"crontab -u {c['user']} {c['cron_file']}\ncrontab -u {c['user']} -l > /dev/null\n")
    if bug != "cron_only":
        parts.append(f"cat > {c['lr_file']} <<'LOGROTATE'\n{_logrotate(c, bug).rstrip()}\nLOGROTATE\n"
                     f"chmod 644 {c['lr_file']}\nlogrotate -d {c['lr_file']} 2>&1 | grep -E '^rotating pattern' || true\n")
    return script("".join(parts))


@register
class CronLogrotate(Family):
    name = "cron_logrotate"
    category = "sysadmin"
    description = "Schedule a service's maintenance jobs in a crontab and rotate its logs with logrotate, both checked by the real tools."
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        app = rng.choice(APPS)
        corp = rng.choice(CORPS)
        offset = rng.choice(OFFSETS) if level == "hard" else 0
        user = rng.choice([app, f"svc-{app}", f"{app}-svc", f"_{app}"])
        c = {"level": level, "app": app, "user": user, "offset": offset,
             "mailto": f"{rng.choice(['ops', 'oncall', 'sre', 'platform'])}-{app}@{corp.lower()}.example",
             "cron_dir": rng.choice([f"/opt/{app}/ops", f"/srv/{app}/deploy", f"/etc/{app}"]),
             "lr_file": f"/etc/logrotate.d/{app}", "logdir": f"/var/log/{app}",
             "interval": rng.choice(["daily", "weekly", "monthly"]), "rotate": rng.randint(3, 8),
             "cmode": rng.choice([0o640, 0o600, 0o644]),
             "cgroup": rng.choice(["adm", "adm", user]) if level != "hard" else user}
        c["wrong_interval"] = {"daily": "weekly", "weekly": "daily", "monthly": "weekly"}[c["interval"]]
        c["cron_file"] = f"{c['cron_dir']}/crontab.{user}"
        c["jobs"] = _make_jobs(rng, level, app, offset)
        year = rng.randint(2025, 2031)
        logs = rng.sample(["access", "error", "worker", "scheduler", "api", "events", "slow-queries", app], 3)
        empty = rng.choice(["debug", "trace", "profiler"])
        c["reopen"] = f"/opt/{app}/bin/{app}ctl reopen-logs"
        c["audit"] = f"/var/log/{app}-audit/audit.log"
        c["audit_interval"] = rng.choice(["weekly", "monthly"])
        c["audit_rotate"] = rng.choice([4, 6, 12, 13])
        c["jobsdir"] = f"/var/log/{app}/jobs"

        files = {}
        ctl = dedent(f"""
            #!/bin/sh
            # {app} control tool (excerpt): only the sub-commands used on this host.
            case "$1" in
              reopen-logs)
                echo "reopen $(date +%s)" >> /var/lib/{app}/reopen.log ;;
              *)
                echo "{app}ctl $*" >> /var/lib/{app}/ctl.log ;;
            esac
        """)
        files[f"/opt/{app}/bin/{app}ctl"] = File.of(ctl, mode=0o755)
        for lg in logs:
            files[f"{c['logdir']}/{lg}.log"] = File.of("".join(f"{year}-01-0{k + 1}T0{k}:00:00Z {lg} line {k} {rng.getrandbits(24):x}\n" for k in range(rng.randint(3, 8))))
        files[f"{c['logdir']}/{empty}.log"] = File.of("")
        if level != "easy":
            files[c["audit"]] = File.of(f"{year}-01-01T00:00:00Z audit start {rng.getrandbits(32):x}\n")
        setup = ["set -e", f"useradd -r -m -d /var/lib/{app} -s /usr/sbin/nologin {user}",
                 f"mkdir -p /var/lib/{app}/reports /var/tmp/{app} /run/{app}",
                 f"chown -R {user}:{user} /var/lib/{app}", f"chmod 777 /var/lib/{app}",
                 f"chown -R {user}:adm {c['logdir']}" if level != "hard" else f"chown -R {user}:{user} {c['logdir']}",
                 f"chmod {'0775' if level == 'hard' else '0755'} {c['logdir']}"]
        if level != "easy":
            setup.append(f"chown -R {user}:adm {c['audit'].rsplit('/', 1)[0]}" if level != "hard" else
                         f"chown -R {user}:{user} {c['audit'].rsplit('/', 1)[0]} && chmod 0775 {c['audit'].rsplit('/', 1)[0]}")

        E = {"level": level, "user": user, "cron_file": c["cron_file"], "mailto": c["mailto"], "year": year,
             "jobs": {j["cmd"]: _expected(j, year, offset) for j in c["jobs"]},
             "lr_file": c["lr_file"], "logdir": c["logdir"], "logs": [f"{c['logdir']}/{lg}.log" for lg in sorted(logs)],
             "empty": f"{c['logdir']}/{empty}.log",
             "interval": {"daily": "after 1 days", "weekly": "weekly", "monthly": "monthly"}[c["interval"]],
             "rotate": c["rotate"], "create": [c["cmode"], user, c["cgroup"]], "delaycompress": level != "easy",
             "reopen_log": f"/var/lib/{app}/reopen.log" if level != "easy" else None,
             "audit": [c["audit"], {"weekly": "weekly", "monthly": "monthly"}[c["audit_interval"]], c["audit_rotate"]] if level != "easy" else None,
             "jobsdir": c["jobsdir"] if level == "hard" else None}

        names = [("cron_only", "half the job: the crontab without the logrotate config"),
                 ("logrotate_only", "half the job: log rotation without the crontab"),
                 ("rotate_off_by_one", "keeps one rotated log too few"),
                 ("no_notifempty", "rotates empty logs too")]
        if level == "easy":
            names += [("dow_off_by_one", "counts weekdays from Monday=0 (jobs run a day early)"),
                      ("hours_not_minutes", "`N * * * *`: once an hour at minute N instead of every N minutes"),
                      ("wrong_interval", "valid config with the wrong rotation interval")]
        if level != "easy":
            names += [("unescaped_percent", "leaves `%` unescaped: cron cuts the command at the first %"),
                      ("no_delaycompress", "compresses the newest rotated log right away"),
                      ("no_sharedscripts", "reopens the logs once per file instead of once per rotation"),
                      ("create_not_copytruncate", "moves the audit log away under the daemon that holds it open")]
        if level == "hard":
            names += [("local_times", "schedules in office time on a UTC host"),
                      ("wrapped_range", "writes the overnight window as one wrapped hour range, which cron never runs"),
                      ("no_su", "no `su`: logrotate refuses the group-writable log folder"),
                      ("no_missingok", "fails on hosts without the optional jobs folder")]
        names = [n for n in names if n[0] != "hours_not_minutes" or any(j["kind"] == "every" for j in c["jobs"])]
        decoys = [Decoy(name=n, description=d, script=_solver(c, n)) for n, d in names]
        return Draft(
            instruction=self._instruction(rng, level, c, logs, empty, corp),
            environment=Environment(base_image=self.base_image, files=files, setup="\n".join(setup) + "\n", workdir="/root"),
            solution=_solver(c),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[c["cron_file"], c["lr_file"]],
            tools=["crontab", "logrotate", "cat", "mkdir", "chmod", "grep"],
            tags=["cron", "logrotate", "scheduling", "logs"] + (["timezones"] if level == "hard" else []),
            expert_time_min={"easy": 10, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _instruction(rng, level, c, logs, empty, corp) -> str:
        app, user = c["app"], c["user"]
        tz = ""
        if level == "hard":
            sign = "+" if c["offset"] > 0 else "-"
            tz = (f"\n\nAll times below are **office time, UTC{sign}{abs(c['offset'])}** (the office has no daylight "
                  f"saving). This host's clock and its cron run on **UTC**, and Debian's cron has no per-job time "
                  f"zone setting, so convert.")
        jobs = "\n".join(f"- {_phrase(j)}:\n  `{j['cmd']}`" for j in c["jobs"])
        lr = [f"all `*.log` files in `{c['logdir']}` are rotated **{c['interval']}**, keeping {c['rotate']} old "
              f"copies, compressed with gzip",
              "a missing log is not an error, and an empty log is left alone (not rotated)",
              f"after rotating, a fresh log is created with mode `{c['cmode']:04o}`, owner `{user}`, group `{c['cgroup']}`"]
        if level != "easy":
            lr[0] += " except the most recent old copy, which stays uncompressed until the next rotation (the log shippers still read it)"
            lr.append(f"after rotation the service must reopen its logs with `{c['reopen']}`, **once per rotation run**, "
                      f"not once per file")
            lr.append(f"`{c['audit']}` is held open by the audit daemon, which cannot reopen it: rotate it "
                      f"{c['audit_interval']}, keeping {c['audit_rotate']} compressed copies, without moving the file "
                      f"the daemon writes to")
        if level == "hard":
            lr.append(f"`{c['logdir']}` and the audit folder belong to `{user}` and are group-writable; logrotate "
                      f"must do the rotation as `{user}` (user and group)")
            lr.append(f"batch jobs write `*.log` files to `{c['jobsdir']}`, which only exists on some hosts (not "
                      f"this one yet); rotate them like the main logs, and the config must work whether or not the "
                      f"folder exists")
        lrtext = "\n".join(f"- {x}" for x in lr)
        opener = rng.choice([
            f"`{app}` is going live on this host next week and still has no housekeeping.",
            f"The {corp} `{app}` service filled a disk last month because nothing rotated its logs, and its periodic "
            f"jobs were run by hand.",
            f"We are replacing the ad-hoc housekeeping scripts of `{app}` with a proper crontab and logrotate config.",
        ])
        return dedent(f"""
            # Housekeeping for `{app}`: cron jobs and log rotation

            {opener} Two files are needed.

            **1. The crontab of the service account `{user}`**, written to `{c['cron_file']}`. The deploy installs it
            with `crontab -u {user} {c['cron_file']}`, so it is a user crontab (no user column). Cron mail must go to
            `{c['mailto']}` (set `MAILTO`). The jobs, with their exact commands (one job may use several lines,
            and no other jobs belong in this crontab):{{tz}}

            {{jobs}}

            **2. A logrotate config, `{c['lr_file']}`**, such that:

            {{lrtext}}

            We will install the crontab with `crontab` and compute when each job fires over a whole year, check
            the config with `logrotate -d`, and run forced rotations (`logrotate -f`) on test logs several times in
            a row. Only these two files are deployed.
        """).replace("{tz}", tz).replace("{jobs}", jobs).replace("{lrtext}", lrtext)

    @staticmethod
    def _tests(E: dict):
        header = "import gzip, os, pwd, grp, re, shutil, stat, subprocess\nfrom datetime import date, timedelta\n\nimport pytest"
        body = r'''
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
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
