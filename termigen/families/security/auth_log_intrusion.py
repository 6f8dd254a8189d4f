"""Security: SSH brute-force investigation from auth.log: attacking addresses by a sliding-window threshold,
first-seen times, failure counts, compromised accounts, and a hosts.deny blocklist.

Traps by level: PAM lines that duplicate each failure (easy+), an attacker exactly at the threshold and a
distractor one below it (easy+), rotated and gzipped logs, `message repeated N times` lines, a slow attacker
that never reaches the threshold inside the window, logins accepted from non-attacking addresses (medium+),
IPv6 addresses and logs that run across New Year (hard).
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

HOSTS = ["bastion-2", "web-edge-01", "git-internal", "vpn-gw-3", "build-07", "db-proxy", "jump-eu-1", "mail-relay",
         "sftp-partners", "ci-master", "monitor-02", "backup-nas"]
USERS = ["alice", "bjorn", "chidi", "dana", "emil", "fatima", "gwen", "hugo", "ingrid", "jamal", "kira", "lars",
         "mina", "nikos", "olga", "pavel", "rhea", "sami", "tova", "umar"]
SERVICE = ["deploy", "git", "backup", "ansible", "jenkins", "postgres", "www-data"]
PROBES = ["root", "admin", "test", "oracle", "ubuntu", "user", "guest", "pi", "ftpuser", "support", "nagios", "hadoop"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CMDS = ["/usr/bin/systemctl restart nginx", "/usr/bin/apt update", "/usr/bin/journalctl -u ssh", "/usr/sbin/ufw status",
        "/usr/bin/tail -n 50 /var/log/syslog"]

PROGRAM = r'''
import ipaddress, json, os, re, sys
from datetime import datetime, timedelta
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
T, W, YEAR = P["threshold"], P["window"], P["year"]
MON = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}
lines = open("/tmp/auth.all").read().splitlines()
if BUG == "current_only":
    lines = open(P["logdir"] + "/auth.log").read().splitlines()
LINE = re.compile(r"^(\w{3}) +(\d+) (\d\d:\d\d:\d\d) \S+ (\S+?)(?:\[\d+\])?: (.*)$")
FAIL = re.compile(r"Failed (?:password|publickey) for (?:invalid user )?\S+ from (\S+) port \d+")
PAM = re.compile(r"authentication failure;.* rhost=(\S+)")
ACC = re.compile(r"Accepted \S+ for (\S+) from (\S+) port \d+")
REP = re.compile(r"message repeated (\d+) times: \[ ?(.*?) ?\]$")
fails, accepts = {}, []
prev_month, year = None, P["first_year"]
for line in lines:
    m = LINE.match(line)
    if not m or m.group(4) != "sshd":
        continue
    mon = MON[m.group(1)]
    if BUG != "wrong_year":
        if prev_month is not None and mon < prev_month:
            year += 1   # syslog has no year: it rolls over at New Year
        prev_month = mon
    else:
        year = YEAR
    ts = datetime(year, mon, int(m.group(2)), *map(int, m.group(3).split(":")))
    msg, n = m.group(5), 1
    r = REP.match(msg)
    if r:
        if BUG == "ignores_repeats":
            continue
        n, msg = int(r.group(1)), r.group(2)
    f = FAIL.search(msg) or (PAM.search(msg) if BUG == "double_count" else None)
    if f:
        fails.setdefault(f.group(1), []).extend([ts] * n)
        continue
    a = ACC.search(msg)
    if a:
        accepts.append((ts, a.group(1), a.group(2)))
attackers = []
for ip, times in fails.items():
    times.sort()
    need = T + 1 if BUG == "off_by_one" else T
    if BUG == "total_count":
        hit = len(times) >= need
    else:
        hit = any(times[i + need - 1] - times[i] < timedelta(minutes=W) for i in range(len(times) - need + 1))
    if hit:
        attackers.append({"ip": ip, "first_seen": times[0].isoformat(), "failures": len(times)})
attackers.sort(key=lambda a: (a["first_seen"], a["ip"]))
bad = {a["ip"]: a["first_seen"] for a in attackers}
comp = []
for ts, user, ip in sorted(accepts):
    if BUG == "any_accept":
        ok = ip in fails and ts >= min(fails[ip])
    else:
        ok = ip in bad and ts.isoformat() >= bad[ip]
    if ok:
        comp.append({"user": user, "ip": ip, "time": ts.isoformat()})
out = P["outdir"]
os.makedirs(out, exist_ok=True)
report = {"host": P["host"], "threshold": T, "window_minutes": W, "attackers": attackers}
if P["level"] != "easy":
    report["compromised"] = comp
if BUG != "blocklist_only":
    json.dump(report, open(out + "/report.json", "w"), indent=2)
with open(out + "/hosts.deny", "w") as f:
    for a in sorted(bad, key=lambda ip: (ipaddress.ip_address(ip).version, ipaddress.ip_address(ip))):
        v6 = ipaddress.ip_address(a).version == 6 and BUG != "bare_ipv6"
        f.write(f"sshd: [{a}]\n" if v6 else f"sshd: {a}\n")
'''


def _solver(p: dict, bug: str = "") -> str:
    import json as _json
    files = " ".join(f"{p['logdir']}/{f}" for f in p["files"])
    return script(f"""
        mkdir -p {p['outdir']}
        zcat -f {files} > /tmp/auth.all
        grep -c 'sshd\\[' /tmp/auth.all
        cat > /tmp/investigate.py <<'PY'
        {{program}}
        PY
        TG_PARAMS='{_json.dumps(p)}' python3 /tmp/investigate.py {bug}
        wc -l < {p['outdir']}/hosts.deny
        jq -e '.attackers | length' {p['outdir']}/report.json || true
    """).replace("{program}", PROGRAM.strip("\n"))


def _ipv4(rng, private=False):
    if private:
        return f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    first = rng.choice([23, 31, 45, 61, 77, 89, 103, 111, 134, 146, 159, 171, 185, 193, 201, 212, 218])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def _ipv6(rng):
    return f"2001:db8:{rng.randint(1, 0xffff):x}:{rng.randint(0, 0xffff):x}::{rng.randint(1, 0xfff):x}"


@register
class AuthLogIntrusion(Family):
    name = "auth_log_intrusion"
    category = "security"
    description = "Investigate SSH brute force in (rotated) auth logs: attackers by a windowed threshold, compromised accounts, hosts.deny."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        host = rng.choice(HOSTS)
        T = rng.randint(5, 10)
        W = rng.choice([5, 10, 15, 20, 30])
        if level == "hard":
            year = rng.randint(2023, 2026)
            start = datetime(year - 1, 12, 31 - rng.randint(1, 2), rng.randint(0, 12), rng.randint(0, 59))
            days = 4
        else:
            year = rng.randint(2022, 2026)
            start = datetime(year, rng.randint(1, 11), rng.randint(1, 20), rng.randint(0, 12), rng.randint(0, 59))
            days = 1 if level == "easy" else 4
        end = start + timedelta(days=days)
        ev: list[tuple[datetime, str]] = []
        pid = [rng.randint(1000, 5000)]

        def spid():
            pid[0] += rng.randint(1, 40)
            return pid[0]

        def rand_time(a=start, b=end):
            return a + timedelta(seconds=rng.randint(0, int((b - a).total_seconds())))

        users = rng.sample(USERS, rng.randint(5, 10))
        svc = rng.sample(SERVICE, 3)
        # benign background
        for _ in range({"easy": 40, "medium": 90, "hard": 110}[level]):
            t = rand_time()
            u = rng.choice(users)
            ip = _ipv4(rng, private=True)
            p, port = spid(), rng.randint(40000, 65000)
            kind = rng.random()
            if kind < 0.5:
                ev.append((t, f"sshd[{p}]: Accepted publickey for {u} from {ip} port {port} ssh2: ED25519 SHA256:{rng.getrandbits(120):030x}"))
                ev.append((t, f"sshd[{p}]: pam_unix(sshd:session): session opened for user {u}(uid={1000 + users.index(u)}) by (uid=0)"))
                ev.append((t + timedelta(minutes=rng.randint(1, 90)), f"sshd[{p}]: pam_unix(sshd:session): session closed for user {u}"))
            elif kind < 0.7:
                ev.append((t, f"CRON[{p}]: pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)"))
                ev.append((t + timedelta(seconds=rng.randint(1, 50)), f"CRON[{p}]: pam_unix(cron:session): session closed for user root"))
            elif kind < 0.85:
                ev.append((t, f"sudo:    {u} : TTY=pts/{rng.randint(0, 5)} ; PWD=/home/{u} ; USER=root ; COMMAND={rng.choice(CMDS)}"))
            else:  # a typo, then success: one failure from a colleague
                ev.append((t, f"sshd[{p}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={u}"))
                ev.append((t, f"sshd[{p}]: Failed password for {u} from {ip} port {port} ssh2"))
                ev.append((t + timedelta(seconds=rng.randint(3, 20)), f"sshd[{p}]: Accepted password for {u} from {ip} port {port} ssh2"))

        def fail_lines(t, ip, user=None, port=None, p=None):
            p = p or spid()
            port = port or rng.randint(30000, 65000)
            user = user or rng.choice(PROBES)
            out = []
            if user not in ("root",) and user not in svc:
                out.append((t, f"sshd[{p}]: Invalid user {user} from {ip} port {port}"))
                out.append((t, f"sshd[{p}]: pam_unix(sshd:auth): check pass; user unknown"))
                out.append((t, f"sshd[{p}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}"))
                out.append((t, f"sshd[{p}]: Failed password for invalid user {user} from {ip} port {port} ssh2"))
            else:
                out.append((t, f"sshd[{p}]: pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost={ip}  user={user}"))
                out.append((t, f"sshd[{p}]: Failed password for {user} from {ip} port {port} ssh2"))
            return out

        def burst(ip, n, t0, span_s):
            """n failures from ip starting at t0, all within span_s seconds; returns the failure times."""
            times = sorted(t0 + timedelta(seconds=rng.randint(0, span_s)) for _ in range(n - 1)) + [t0]
            times.sort()
            for t in times:
                ev.extend(fail_lines(t, ip))
            last = times[-1] + timedelta(seconds=rng.randint(1, 5))
            ev.append((last, f"sshd[{spid()}]: Disconnected from authenticating user root {ip} port {rng.randint(30000, 65000)} [preauth]"))
            return times

        truth_fails: dict[str, list[datetime]] = {}
        seg_bounds = [start + timedelta(days=days * k / 3) for k in (1, 2)] if level != "easy" else []
        tight = (W * 60) - 60  # bursts fit inside the window with a minute to spare
        n_att = {"easy": 3, "medium": 4, "hard": 5}[level]
        attackers, used = [], set()

        def new_ip(v6=False):
            while True:
                ip = _ipv6(rng) if v6 else _ipv4(rng)
                if ip not in used:
                    used.add(ip)
                    return ip
        for k in range(n_att):
            ip = new_ip(v6=(level == "hard" and k in (1, 3)))
            attackers.append(ip)
            if k == 0:
                n = T  # exactly at the threshold
            else:
                n = rng.randint(T + 1, T + 25)
            if level != "easy" and k == 1:
                t0 = rand_time(start + timedelta(hours=1), seg_bounds[0] - timedelta(hours=2))  # only in the oldest, gzipped log
            elif level != "easy" and k == 2:
                t0 = seg_bounds[1] - timedelta(seconds=rng.randint(60, 120))  # straddles two files
            else:
                t0 = rand_time(start + timedelta(hours=1), end - timedelta(hours=3))
            truth_fails[ip] = burst(ip, n, t0, tight)
            if k >= 3 or (k == 1 and level == "easy"):  # a second, later burst
                t1 = rand_time(truth_fails[ip][-1] + timedelta(hours=1), end - timedelta(minutes=30))
                truth_fails[ip] += burst(ip, rng.randint(2, T), t1, tight)
        repeat_ip = None
        if level != "easy":  # reaches the threshold only when `message repeated` lines are expanded
            repeat_ip = new_ip()
            attackers.append(repeat_ip)
            t0 = rand_time(start + timedelta(hours=2), end - timedelta(hours=3))
            times = []
            p, port = spid(), rng.randint(30000, 65000)
            t = t0
            distinct = max(2, T - 4)
            for i in range(distinct):
                ev.extend(fail_lines(t, repeat_ip, user="root", port=port, p=p))
                times.append(t)
                reps = rng.randint(2, 4)
                t = t + timedelta(seconds=rng.randint(5, 20))
                ev.append((t, f"sshd[{p}]: message repeated {reps} times: [ Failed password for root from {repeat_ip} port {port} ssh2]"))
                times += [t] * reps
                t = t + timedelta(seconds=rng.randint(5, 20))
            truth_fails[repeat_ip] = sorted(times)
            assert distinct < T <= len(times)
        # distractors: never T failures inside the window
        distract = []
        below = new_ip()
        distract.append(below)
        t0 = rand_time(start + timedelta(hours=1), end - timedelta(hours=2))
        truth_fails[below] = burst(below, T - 1, t0, tight)
        if level != "easy":
            slow = new_ip()
            distract.append(slow)
            gap = (W * 60) // (T - 1) + rng.randint(40, 120)
            t = rand_time(start + timedelta(hours=1), end - timedelta(seconds=gap * 2 * T + 7200))
            truth_fails[slow] = []
            for i in range(2 * T + rng.randint(0, 6)):
                ev.extend(fail_lines(t, slow))
                truth_fails[slow].append(t)
                t += timedelta(seconds=gap + rng.randint(0, 30))
        if level == "hard":
            v6d = new_ip(v6=True)
            distract.append(v6d)
            t0 = rand_time(start + timedelta(hours=1), end - timedelta(hours=2))
            truth_fails[v6d] = burst(v6d, T - 1, t0, tight)
        # accepted logins
        compromised = []
        if level != "easy":
            victims = [attackers[0], attackers[2]] if level == "hard" else [attackers[0]]
            for ip in victims:
                u = rng.choice(svc)
                t = truth_fails[ip][-1] + timedelta(seconds=rng.randint(20, 600))
                p = spid()
                ev.append((t, f"sshd[{p}]: Accepted password for {u} from {ip} port {rng.randint(30000, 65000)} ssh2"))
                ev.append((t, f"sshd[{p}]: pam_unix(sshd:session): session opened for user {u}(uid={990 + svc.index(u)}) by (uid=0)"))
                compromised.append({"user": u, "ip": ip, "time": t.isoformat()})
            # a login from an address that failed a few times but never attacked: not a compromise
            u = rng.choice(svc)
            t = truth_fails[below][-1] + timedelta(seconds=rng.randint(30, 300))
            ev.append((t, f"sshd[{spid()}]: Accepted password for {u} from {below} port {rng.randint(30000, 65000)} ssh2"))
        compromised.sort(key=lambda c: (c["time"], c["user"], c["ip"]))

        ev.sort(key=lambda e: e[0])
        assert ev[0][0] >= start - timedelta(minutes=1)

        def fmt(t, msg):
            return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S} {host} {msg}"
        logdir = rng.choice(["/var/log", "/srv/incident-data/" + host, "/root/evidence/" + host])
        files: dict[str, File] = {}
        if level == "easy":
            names = ["auth.log"]
            files[f"{logdir}/auth.log"] = File.of("\n".join(fmt(t, m) for t, m in ev) + "\n")
        else:
            import gzip as _gz
            segs = [[], [], []]
            for t, m in ev:
                segs[0 if t < seg_bounds[0] else 1 if t < seg_bounds[1] else 2].append(fmt(t, m))
            names = ["auth.log.2.gz", "auth.log.1", "auth.log"]
            raw = ("\n".join(segs[0]) + "\n").encode()
            files[f"{logdir}/auth.log.2.gz"] = File.of(_gz.compress(raw, mtime=0))
            files[f"{logdir}/auth.log.1"] = File.of("\n".join(segs[1]) + "\n")
            files[f"{logdir}/auth.log"] = File.of("\n".join(segs[2]) + "\n")
        outdir = rng.choice(["/srv/incident", f"/root/ir-{host}", f"/var/tmp/ir/{host}", "/srv/forensics/ssh"])

        att = []
        for ip in attackers:
            ts = sorted(truth_fails[ip])
            att.append({"ip": ip, "first_seen": ts[0].isoformat(), "failures": len(ts)})
        att.sort(key=lambda a: (a["first_seen"], a["ip"]))
        E = {"level": level, "host": host, "threshold": T, "window": W, "attackers": att, "compromised": compromised,
             "outdir": outdir, "not_attackers": distract}
        p = {"threshold": T, "window": W, "year": year, "first_year": start.year, "host": host, "outdir": outdir,
             "logdir": logdir, "files": names, "level": level}
        names_d = [("double_count", "counts the PAM 'authentication failure' lines as extra failures"),
                   ("off_by_one", "needs more than the threshold (misses an attacker exactly at it)"),
                   ("blocklist_only", "half the job: the hosts.deny file without the report")]
        if level != "easy":
            names_d += [("current_only", "reads only auth.log, not the rotated and gzipped logs"),
                        ("ignores_repeats", "skips 'message repeated N times' lines"),
                        ("total_count", "threshold on the total count instead of within the window"),
                        ("any_accept", "counts accepted logins from any address that ever failed as compromises")]
        if level == "hard":
            names_d += [("wrong_year", "puts every timestamp in the later year (syslog has no year)"),
                        ("bare_ipv6", "writes IPv6 addresses in hosts.deny without brackets")]
        decoys = [Decoy(name=n, description=d, script=_solver(p, n)) for n, d in names_d]
        return Draft(
            instruction=self._instruction(rng, level, host, T, W, logdir, outdir, start, end),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[outdir],
            tools=["mkdir", "zcat", "grep", "cat", "python3", "wc", "jq"],
            tags=["forensics", "ssh", "logs", "incident-response"] + (["ipv6", "log-rotation"] if level == "hard" else
                                                                     ["log-rotation"] if level == "medium" else []),
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(rng, level, host, T, W, logdir, outdir, start, end) -> str:
        opener = rng.choice([
            f"Our monitoring flagged a spike of SSH login failures on `{host}`.",
            f"The security team got an alert about password guessing against `{host}`.",
            f"`{host}` is exposed to the internet on port 22 and someone has been knocking.",
            f"A partner reported that `{host}` may have been brute-forced over SSH.",
        ])
        if level == "easy":
            logs = f"`{logdir}/auth.log`"
            period = f"It covers {start:%B} {start.day}-{end.day if end.month == start.month else end.strftime('%B %d')}, {start.year}."
        elif level == "medium":
            logs = (f"`{logdir}/auth.log` and its rotated predecessors `auth.log.1` and `auth.log.2.gz` (oldest), "
                    f"all in `{logdir}`")
            period = f"Together they cover a few days from {start:%B} {start.day}, {start.year} on."
        else:
            logs = (f"`{logdir}/auth.log` and its rotated predecessors `auth.log.1` and `auth.log.2.gz` (oldest), "
                    f"all in `{logdir}`")
            period = (f"They start in late December {start.year} and run into January {start.year + 1} (syslog "
                      f"timestamps carry no year).")
        rules = [
            "A **failed attempt** is one sshd `Failed password for ...` message (for a valid or an invalid user). "
            "The PAM `authentication failure` and `Invalid user` lines around it describe the same attempt and are "
            "not counted again.",
            f"An address is an **attacker** if it made at least **{T}** failed attempts within {W} minutes, that is: "
            f"{T} attempts where the last is less than {W} minutes after the first. Addresses below that are not "
            f"attackers, however often they failed in total.",
            "For each attacker report `first_seen`, the time of its first failed attempt in these logs, and "
            "`failures`, the number of failed attempts from it in all of these logs.",
        ]
        if level != "easy":
            rules.append("rsyslog folds identical consecutive messages: `message repeated N times: [ <msg>]` stands "
                         "for N more copies of <msg>, counted at the time of that line.")
            rules.append("An account is **compromised** if sshd accepted a login for it (`Accepted ...`) from an "
                         "attacker's address at or after that attacker's `first_seen`.")
        if level == "hard":
            rules.append("Some attackers use IPv6. Write addresses exactly as sshd logs them.")
        rules.append("Times are the host's clock (UTC); write them as `YYYY-MM-DDTHH:MM:SS`.")
        body = "\n".join(f"- {r}" for r in rules)
        comp = ""
        if level != "easy":
            comp = ('\n  "compromised": [{"user": "...", "ip": "...", "time": "..."}]   // sorted by time, then user')
        v6 = (" IPv6 addresses are written in square brackets, as tcp_wrappers requires (`sshd: [2001:db8::1]`)."
              if level == "hard" else "")
        return dedent(f"""
            # SSH brute-force investigation on `{host}`

            {opener} We need to know who attacked, since when, whether they got in, and a blocklist. The evidence is
            {logs}. {period}

            Definitions:
            {{body}}

            Write two files in `{outdir}/`:

            1. `report.json`:
            ```
            {{{{
              "host": "{host}",
              "threshold": {T},
              "window_minutes": {W},
              "attackers": [{{{{"ip": "...", "first_seen": "...", "failures": 0}}}}]{',' if level != 'easy' else ''}   // sorted by first_seen, then ip{{comp}}
            }}}}
            ```
            2. `hosts.deny`: one line `sshd: <address>` per attacker, nothing else.{v6}

            Do not change the logs.
        """).replace("{body}", body).replace("{comp}", comp).replace("{{", "{").replace("}}", "}")

    @staticmethod
    def _tests(E: dict):
        header = "import json, os, re\n\nimport pytest"
        body = '''
            def _report():
                p = os.path.join(EXPECTED["outdir"], "report.json")
                assert os.path.isfile(p), f"{p} is missing"
                return json.load(open(p))

            def test_header_fields():
                r = _report()
                got = (r.get("host"), r.get("threshold"), r.get("window_minutes"))
                assert got == (EXPECTED["host"], EXPECTED["threshold"], EXPECTED["window"]), f"host/threshold/window: {got}"

            def test_attacker_set():
                got = [a.get("ip") for a in _report().get("attackers", [])]
                want = [a["ip"] for a in EXPECTED["attackers"]]
                assert sorted(got) == sorted(want), f"attackers: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
                wrong = sorted(set(got) & set(EXPECTED["not_attackers"]))
                assert not wrong, f"{wrong} never reached the threshold within the window"

            def test_attacker_details_and_order():
                got = _report().get("attackers", [])
                want = EXPECTED["attackers"]
                by_ip = {a.get("ip"): a for a in got}
                for w in want:
                    g = by_ip.get(w["ip"], {})
                    assert g.get("first_seen") == w["first_seen"], f"{w['ip']}: first_seen {g.get('first_seen')!r}, expected {w['first_seen']!r}"
                    assert g.get("failures") == w["failures"], f"{w['ip']}: failures {g.get('failures')!r}, expected {w['failures']}"
                assert [a.get("ip") for a in got] == [w["ip"] for w in want], "attackers are not sorted by first_seen, then ip"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_compromised_accounts():
                got = _report().get("compromised")
                assert isinstance(got, list), "report.json has no compromised list"
                norm = [{"user": c.get("user"), "ip": c.get("ip"), "time": c.get("time")} for c in got]
                assert norm == EXPECTED["compromised"], f"compromised: {norm}, expected {EXPECTED['compromised']}"

            def test_hosts_deny():
                p = os.path.join(EXPECTED["outdir"], "hosts.deny")
                assert os.path.isfile(p), f"{p} is missing"
                lines = [l.strip() for l in open(p) if l.strip() and not l.strip().startswith("#")]
                want = set()
                for a in EXPECTED["attackers"]:
                    want.add(f"sshd: [{a['ip']}]" if ":" in a["ip"] else f"sshd: {a['ip']}")
                got = {re.sub(r"\\s+", " ", l) for l in lines}
                assert got == want, f"hosts.deny: unexpected {sorted(got - want)}, missing {sorted(want - got)}"
                assert len(lines) == len(want), "hosts.deny lists an address twice"
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
