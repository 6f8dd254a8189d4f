"""Sysadmin: write an idempotent provisioning script that brings a team's accounts, groups, homes, shared
folder, sudo rights and SSH keys in line with an HR roster.

The verifier runs the agent's script as root in a fresh container (the host's original state) against a
hidden, longer version of the roster, then checks accounts, groups, modes and sudo rules against the
generator's ground truth.
"""

from __future__ import annotations

import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

TEAMS = ["payments", "search", "mobile", "dataplat", "infra", "growth", "ledger", "identity", "billing", "analytics",
         "firmware", "observ", "checkout", "maps", "media", "fraud"]
FIRST = ["amara", "bruno", "chen", "dalia", "emeka", "freya", "gustav", "hiro", "ines", "jonas", "kavya", "liam",
         "mei", "nadia", "oskar", "priya", "quinn", "rafael", "sana", "tomas", "ulla", "viktor", "wanjiru", "yara",
         "zeynep", "aiko", "bjorn", "carmen", "dev", "elena"]
LAST = ["okafor", "lindqvist", "moreau", "tanaka", "haddad", "novak", "fischer", "ramos", "kowalski", "nguyen",
        "mbeki", "silva", "olsen", "petrov", "kaur", "brennan", "castillo", "yilmaz", "larsen", "achebe", "dubois",
        "horvat", "ivanova", "jensen", "keller", "lopez", "meyer", "nakamura", "ortiz", "park"]
HOSTS = ["build-03", "ci-runner-7", "devbox-12", "jump-01", "batch-04", "stage-app-2", "gpu-node-5", "etl-02"]
SERVICES = ["ingest", "api", "worker", "scheduler", "gateway", "indexer", "exporter", "notifier"]
ROLES = ["engineer", "analyst", "sre", "intern", "contractor"]
SHELLS = ["/bin/bash", "/bin/sh", "/usr/bin/bash", "/bin/dash"]


def _program(c: dict, bug: str = "") -> str:
    """The provisioning script (bash). Every decoy is this script with one mistake."""
    cols = " ".join(c["columns"])
    S = []
    S.append(f"""#!/bin/bash
# Bring the {c['team']} accounts on {c['host']} in line with the HR roster. Safe to run again.
set -euo pipefail
ROSTER={c['roster']}
KEYS={c['keys']}
TEAM={c['team']}
TEAM_GID={c['gid']}
LEADS={c['leads']}
LEADS_GID={c['lgid']}

ensure_group() {{
    local name=$1 gid=$2
    if {{check}}getent group "$name" >/dev/null; then
        [ "$(getent group "$name" | cut -d: -f3)" = "$gid" ] || groupmod -g "$gid" "$name"
    else
        groupadd -g "$gid" "$name"
    fi
}}

trim() {{ printf '%s' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'; }}

ensure_group "$TEAM" "$TEAM_GID"
""".replace("{check}", "false && " if bug == "assumes_fresh_host" else ""))
    if c["level"] != "easy":
        S.append('ensure_group "$LEADS" "$LEADS_GID"\n')
    if bug != "no_shared_dir":
        mode = c["smode"] & 0o777 if bug == "no_setgid" else c["smode"]
        S.append(f"mkdir -p {c['shared']}\nchown root:\"$TEAM\" {c['shared']}\nchmod {mode:04o} {c['shared']}\n")
    src = '"$ROSTER"'
    if bug == "hardcoded":
        S.append("cat > /tmp/roster.snapshot <<'CSV'\n" + c["visible_roster"].replace("\r", "") + "CSV\n")
        src = "/tmp/roster.snapshot"
    clean = "cat" if bug == "raw_fields" else "tr -d '\\r'"
    norm_user = ('username=$(printf \'%s\' "$username")' if bug == "raw_fields" else
                 'username=$(printf \'%s\' "$username" | tr -d \'[:space:]\' | tr \'[:upper:]\' \'[:lower:]\')')
    S.append(f"""
{clean} < {src} | tail -n +2 | sed '/^[[:space:]]*#/d' | while IFS=, read -r {cols}; do
    {norm_user}
    case "$username" in ''|'#'*) continue ;; esac
    full_name=$(trim "$full_name"); uid=$(trim "$uid"); role=$(trim "$role"); status=$(trim "${{status:-active}}")
    shell=$(trim "${{shell:-}}")
    [ -n "$shell" ] || shell={c['default_shell']}
""")
    if c["level"] == "easy":
        S.append('    status=active\n')
    # departing people
    if bug == "left_untouched":
        S.append('    [ "$status" = left ] && continue\n')
    elif bug == "creates_left":
        S.append('    if [ "$status" = left ]; then\n'
                 '        id "$username" >/dev/null 2>&1 || useradd -M -u "$uid" -s /usr/sbin/nologin "$username"\n'
                 '        usermod -L -s /usr/sbin/nologin "$username"\n'
                 '        for g in "$TEAM" "$LEADS"; do gpasswd -d "$username" "$g" >/dev/null 2>&1 || true; done\n'
                 '        continue\n    fi\n')
    else:
        S.append('    if [ "$status" = left ]; then\n'
                 '        if id "$username" >/dev/null 2>&1; then\n'
                 '            usermod -L -s /usr/sbin/nologin "$username"\n'
                 '            for g in "$TEAM" "$LEADS"; do gpasswd -d "$username" "$g" >/dev/null 2>&1 || true; done\n'
                 '        fi\n'
                 '        continue\n    fi\n')
    if c["personal"]:
        S.append('    ensure_group "$username" "$uid"\n    primary=$username\n    groups=$TEAM\n')
    else:
        S.append('    primary=$TEAM\n    groups=""\n')
    if c["level"] != "easy":
        S.append('    if [ "$role" = lead ]; then groups=${groups:+$groups,}$LEADS; fi\n')
    uid_opt = "" if bug == "auto_uid" else '-u "$uid" '
    home = f'{c["home_base"]}/$username'
    exist = ('        :  # already there\n' if bug == "keeps_wrong_uid" else
             f'        usermod {uid_opt}-g "$primary" -G "$groups" -s "$shell" -c "$full_name" "$username"\n')
    S.append(f"""    if id "$username" >/dev/null 2>&1; then
{exist}    else
        useradd -m -d "{home}" {uid_opt}-g "$primary" ${{groups:+-G "$groups"}} -s "$shell" -c "$full_name" "$username"
    fi
    chown "$username:$primary" "{home}"
    chmod {c['hmode']:04o} "{home}"
""")
    if c["level"] == "hard":
        if bug == "appends_keys":
            S.append(f'    install -d -m 700 -o "$username" -g "$primary" "{home}/.ssh"\n'
                     f'    cat "$KEYS/$username.pub" >> "{home}/.ssh/authorized_keys"\n'
                     f'    chown "$username:$primary" "{home}/.ssh/authorized_keys"\n'
                     f'    chmod 600 "{home}/.ssh/authorized_keys"\n')
        else:
            S.append(f'    install -d -m 700 -o "$username" -g "$primary" "{home}/.ssh"\n'
                     f'    install -m 600 -o "$username" -g "$primary" "$KEYS/$username.pub" "{home}/.ssh/authorized_keys"\n')
    S.append("done\n")
    if c["level"] != "easy":
        if bug == "sudo_all":
            rule = f"%{c['leads']} ALL=(ALL) NOPASSWD: ALL"
        else:
            rule = f"%{c['leads']} ALL=(root) NOPASSWD: " + ", ".join(c["sudo"])
        S.append(f"""
printf '%s\\n' '# {c['team']} leads: managed by provision.sh' '{rule}' > {c['sudoers']}.new
chmod 0440 {c['sudoers']}.new
visudo -cf {c['sudoers']}.new >/dev/null
mv {c['sudoers']}.new {c['sudoers']}
""")
    return "".join(S)


def _solver(c: dict, bug: str = "") -> str:
    s = script(f"""
        mkdir -p {c['outdir']}
        cat > {c['outdir']}/provision.sh <<'PROVISION'
        {{program}}
        PROVISION
        chmod 755 {c['outdir']}/provision.sh
        bash {c['outdir']}/provision.sh
        getent group {c['team']}
        id {c['probe']}
        stat -c '%U:%G %a %n' {c['shared']} {c['home_base']}/{c['probe']} || true
    """).replace("{program}", _program(c, bug).rstrip("\n"))
    if c["level"] != "easy":  # what an admin checks afterwards (the script must not depend on it)
        s += f"visudo -c\nsudo --list --other-user={c['lead']} || true\npasswd -S {c['gone']} || true\n"
    if c["level"] == "hard":
        s += f"bash {c['outdir']}/provision.sh\nls -la {c['home_base']}/{c['probe']}/.ssh\n"
    return s


def _people(rng: random.Random, n: int, taken: set[str], uids: set[int]) -> list[dict]:
    out = []
    while len(out) < n:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        user = rng.choice([f"{f[0]}{l}", f"{f}{l[0]}", f"{f}_{l[:3]}"])
        if user in taken or len(user) > 16:
            continue
        uid = rng.randrange(2000, 9000)
        if uid in uids or uid + 1 in uids or uid - 1 in uids:
            continue
        taken.add(user)
        uids.add(uid)
        out.append({"user": user, "name": f"{f.title()} {l.title()}", "uid": uid, "role": rng.choice(ROLES),
                    "status": "active", "shell": ""})
    return out


@register
class UserProvisioning(Family):
    name = "user_provisioning"
    category = "sysadmin"
    description = "Write an idempotent provisioning script for a team's users, groups, homes, shared folder, sudo and SSH keys."
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        team = rng.choice(TEAMS)
        host = rng.choice(HOSTS)
        gid = rng.randrange(1500, 1900)
        c = {"level": level, "team": team, "host": host, "gid": gid, "lgid": gid + 1,
             "leads": f"{team}-{rng.choice(['leads', 'admins', 'oncall'])}",
             "personal": rng.random() < 0.5, "home_base": rng.choice(["/home", "/srv/home", "/home/staff"]),
             "hmode": rng.choice([0o700, 0o750]), "smode": rng.choice([0o2770, 0o2775]),
             "shared": rng.choice([f"/srv/projects/{team}", f"/srv/{team}/shared", f"/data/teams/{team}", f"/opt/{team}/work"]),
             "roster": rng.choice([f"/root/onboarding/{team}-roster.csv", f"/srv/hr/exports/{team}.csv", "/root/roster/current.csv"]),
             "outdir": rng.choice(["/root/provision", f"/opt/{team}-admin", "/srv/ops/provision"]),
             "default_shell": "/bin/bash"}
        c["keys"] = c["roster"].rsplit("/", 1)[0] + "/keys"
        c["sudoers"] = f"/etc/sudoers.d/{team}"
        svc = rng.sample(SERVICES, 2)
        c["sudo"] = sorted(rng.sample([f"/usr/bin/systemctl restart {team}-{svc[0]}", f"/usr/bin/systemctl status {team}-{svc[1]}",
                                       f"/usr/bin/journalctl -u {team}-{svc[0]}", f"/usr/local/bin/{team}-deploy",
                                       f"/usr/sbin/logrotate -f /etc/logrotate.d/{team}"], 3))
        taken, uids = {"root", "nobody", team, c["leads"]}, {gid, gid + 1}
        n = {"easy": 4, "medium": 6, "hard": 7}[level]
        people = _people(rng, n, taken, uids)
        hidden = _people(rng, {"easy": 2, "medium": 3, "hard": 3}[level], taken, uids)
        for p in people + hidden:
            if rng.random() < 0.3:
                p["shell"] = rng.choice(SHELLS[1:])
        setup = ["set -e", f"mkdir -p {c['home_base']}"]
        files: dict[str, File] = {}
        service_acct = None
        if level != "easy":
            people[1]["role"] = "lead"
            hidden[0]["role"] = "lead"
            people[2]["status"] = "left"  # exists on the host: lock it
            setup.append(f"groupadd -g {gid} {team}")
            gone = people[2]
            if c["personal"]:
                setup.append(f"groupadd -g {gone['uid']} {gone['user']}")
                setup.append(f"useradd -m -d {c['home_base']}/{gone['user']} -u {gone['uid']} -g {gone['user']} -G {team} -s /bin/bash -c '{gone['name']}' {gone['user']}")
            else:
                setup.append(f"useradd -m -d {c['home_base']}/{gone['user']} -u {gone['uid']} -g {team} -s /bin/bash -c '{gone['name']}' {gone['user']}")
            setup.append(f"echo '{gone['user']}:{rng.choice(FIRST)}-{rng.getrandbits(40):x}' | chpasswd")
            setup.append(f"echo 'handover notes {rng.getrandbits(32):x}' > {c['home_base']}/{gone['user']}/NOTES.txt")
            service_acct = {"user": rng.choice(["ci-runner", "deploybot", "svc-build", "jenkins"]), "uid": rng.randrange(900, 990)}
            setup.append(f"useradd -r -M -u {service_acct['uid']} -G {team} -s /usr/sbin/nologin {service_acct['user']}")
        handmade = None
        if level == "hard":
            people[3]["status"] = "left"  # never existed here: must not be created
            handmade = people[4]
            handmade["role"] = "engineer"
            handmade["shell"] = ""
            wrong = handmade["uid"] + rng.choice([-300, 300, 1000])
            if c["personal"]:
                setup.append(f"groupadd -g {wrong} {handmade['user']}")
                grp = handmade["user"]
            else:
                grp = team
            setup.append(f"useradd -m -d {c['home_base']}/{handmade['user']} -u {wrong} -g {grp} -s /bin/sh {handmade['user']}")
            setup.append(f"echo 'scratch {rng.getrandbits(32):x}' > {c['home_base']}/{handmade['user']}/scratch.txt")
            setup.append(f"chown {handmade['user']}:{grp} {c['home_base']}/{handmade['user']}/scratch.txt")
            handmade["wrong_uid"] = wrong
        c["probe"] = people[0]["user"]
        if level != "easy":
            c["lead"], c["gone"] = people[1]["user"], people[2]["user"]

        cols = ["username", "full_name", "uid", "role"] + (["status"] if level != "easy" else []) + ["shell"]
        head, tail = cols[:1], cols[1:]
        rng.shuffle(tail)
        c["columns"] = head + tail if rng.random() < 0.6 else tail[:1] + head + tail[1:]

        def roster(rows, messy):
            nl = "\r\n" if messy else "\n"
            out = [",".join(c["columns"])]
            for k, p in enumerate(rows):
                vals = {"username": p["user"], "full_name": p["name"], "uid": str(p["uid"]), "role": p["role"],
                        "status": p["status"], "shell": p["shell"]}
                if messy and k % 3 == 1:
                    vals["username"] = p["user"].upper() if k % 2 else p["user"].capitalize()
                if messy and k % 4 == 2:
                    vals["full_name"] = f" {vals['full_name']} "
                    vals["role"] = f"{vals['role']} "
                out.append(",".join(vals[col] for col in c["columns"]))
                if messy and k == 2:
                    out.append(f"# {rng.choice(FIRST).title()} moved to the {rng.choice(TEAMS)} team (HR-{rng.randint(100, 999)})")
                    out.append("")
            return nl.join(out) + nl

        messy = level == "hard"
        visible = roster(people, messy)
        full = roster(people + hidden, messy)
        c["visible_roster"] = visible
        files[c["roster"]] = File.of(visible)
        keys = {}
        if level == "hard":
            for p in people + hidden:
                key = f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rng.getrandbits(200):050x} {p['user']}@{rng.choice(['laptop', 'wks', 'mbp'])}-{rng.randint(1, 99)}\n"
                keys[p["user"]] = key
                if p in people:
                    files[f"{c['keys']}/{p['user']}.pub"] = File.of(key)

        # ground truth
        users, left_present, left_absent = {}, [], []
        for p in people + hidden:
            if p["status"] == "left":
                if p is people[2]:
                    left_present.append(p["user"])
                else:
                    left_absent.append(p["user"])
                continue
            primary = p["user"] if c["personal"] else team
            groups = {primary, team}
            if p["role"] == "lead" and level != "easy":
                groups.add(c["leads"])
            users[p["user"]] = {"uid": p["uid"], "gid": p["uid"] if c["personal"] else gid, "gecos": p["name"],
                                "home": f"{c['home_base']}/{p['user']}", "shell": p["shell"] or "/bin/bash",
                                "groups": sorted(groups), "lead": p["role"] == "lead" and level != "easy",
                                "key": keys.get(p["user"], "")}
        E = {"level": level, "team": [team, gid], "leads": [c["leads"], gid + 1], "users": users,
             "home_mode": c["hmode"], "shared": [c["shared"], c["smode"]], "script": f"{c['outdir']}/provision.sh",
             "roster": c["roster"], "keys_dir": c["keys"], "sudo": c["sudo"], "left_present": left_present,
             "left_absent": left_absent, "service": [service_acct["user"], team] if service_acct else None,
             "handmade": [handmade["user"], "scratch.txt"] if handmade else None}
        tests = {"test_outputs.py": self._tests(E), "cases/roster.csv": File.of(full)}
        for p in hidden:  # the visible people's keys are already on the host
            if p["user"] in keys:
                tests[f"cases/keys/{p['user']}.pub"] = File.of(keys[p["user"]])

        names = [("auto_uid", "right accounts, but lets useradd pick the uids"),
                 ("no_shared_dir", "half the job: accounts only, no shared project folder"),
                 ("no_setgid", "shared folder without the setgid bit"),
                 ("hardcoded", "copies today's roster into the script: later hires are never created")]
        if level != "easy":
            names += [("sudo_all", "gives the leads unrestricted sudo"),
                      ("left_untouched", "leaves departed people's accounts active"),
                      ("assumes_fresh_host", "groupadd without checking: fails where the group already exists")]
        if level == "hard":
            names += [("appends_keys", "appends the SSH key on every run (not idempotent)"),
                      ("keeps_wrong_uid", "leaves the hand-made account with its wrong uid and shell"),
                      ("creates_left", "creates accounts for departed people who never had one here"),
                      ("raw_fields", "does not normalise the roster (CRLF, case, spaces)")]
        decoys = [Decoy(name=nm, description=d, script=_solver(c, nm)) for nm, d in names]
        return Draft(
            instruction=self._instruction(rng, level, c, people, handmade, service_acct),
            environment=Environment(base_image=self.base_image, files=files, setup="\n".join(setup) + "\n", workdir="/root"),
            solution=_solver(c),
            tests=tests,
            decoys=decoys,
            outputs=[c["outdir"]],
            tools=["bash", "cat", "chmod", "mkdir", "getent", "id", "useradd", "usermod", "groupadd", "groupmod",
                   "gpasswd", "chown", "sed", "tr", "tail", "cut", "stat"]
                  + (["visudo", "mv", "printf", "sudo", "passwd"] if level != "easy" else [])
                  + (["install", "ls"] if level == "hard" else []),
            tags=["users", "groups", "permissions", "provisioning"] + (["sudo"] if level != "easy" else [])
                 + (["idempotency", "ssh"] if level == "hard" else []),
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 75, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(rng, level, c, people, handmade, service_acct) -> str:
        team, host = c["team"], c["host"]
        intro = rng.choice([
            f"The {team} team is moving its work onto `{host}`, and HR keeps the list of who belongs to it.",
            f"`{host}` is becoming the shared machine of the {team} team; who is on the team is decided by HR's roster.",
            f"We are onboarding the {team} team to `{host}`. Accounts there must follow HR's roster, which changes every week.",
        ])
        grp = (f"Each person gets a personal primary group with the same name as the account and a gid equal to "
               f"their uid, and is also a member of the team group `{team}` (gid {c['gid']})."
               if c["personal"] else
               f"Every person's primary group is the team group `{team}` (gid {c['gid']}); they get no personal group.")
        rules = [
            f"The roster is `{c['roster']}` (CSV with a header line; the columns are named in it). `username`, "
            f"`full_name` and `uid` are given for everyone; an empty `shell` means `/bin/bash`.",
            grp,
            f"Each account has the given uid, the full name as its comment (GECOS) field, the given login shell and "
            f"the home folder `{c['home_base']}/<username>` created from `/etc/skel`, owned by the person and their "
            f"primary group, mode `{c['hmode']:04o}`.",
            f"The team's shared folder `{c['shared']}` belongs to `root:{team}` with mode `{c['smode']:04o}` (the "
            f"setgid bit makes new files inherit the team group).",
        ]
        if level != "easy":
            cmds = "\n".join(f"   - `{x}`" for x in c["sudo"])
            rules.append(f"People whose `role` is `lead` are also members of `{c['leads']}` (gid {c['lgid']}). That "
                         f"group, and nobody else of the team, may run exactly these commands as root without a "
                         f"password, through the file `{c['sudoers']}` (it must pass `visudo -c`):\n{cmds}")
            rules.append(f"A `status` of `left` means the person has left: if they have an account here, lock its "
                         f"password, set its shell to `/usr/sbin/nologin` and remove it from the supplementary groups "
                         f"`{team}` and `{c['leads']}`, but keep the account and its home folder (legal wants the "
                         f"files). Everyone else is `active`.")
            rules.append(f"Some of this already exists on the host (the `{team}` group, a departed colleague's account, "
                         f"the `{service_acct['user']}` service account in the team group). Accounts and groups that "
                         f"are not in the roster are not yours to change.")
        if level == "hard":
            rules.append(f"Someone created an account for `{handmade['user']}` by hand last week, with the wrong uid "
                         f"and shell; the roster is right, fix the account (its files must stay its own). People who "
                         f"left and never had an account here get none.")
            rules.append(f"Each active person's SSH public key is `{c['keys']}/<username>.pub`; install it as their "
                         f"only `~/.ssh/authorized_keys` line(s) (`.ssh` mode 0700, the file 0600, both owned by them).")
            rules.append("The roster is exported from a spreadsheet: expect Windows line endings, user names in mixed "
                         "case (account names are lower case), stray spaces around values, blank lines and comment "
                         "lines starting with `#`.")
            rules.append("The script is run by cron every night, so running it again must succeed and change nothing.")
        body = "\n".join(f"{i}. {r}" for i, r in enumerate(rules, 1))
        return dedent(f"""
            # Provision the {team} team's accounts on {host}

            {intro} Write a provisioning script, `{c['outdir']}/provision.sh` (bash, run as root), that brings the
            accounts on this host in line with the roster:

            {{body}}

            Use the system's own tools (`useradd`, `usermod`, `groupadd`, `gpasswd`, ...); do not edit `/etc/passwd`
            or `/etc/group` by hand. The script must read the roster when it runs: we will run it as root on a fresh
            copy of this host with a newer roster (same columns, more people) and check the resulting accounts,
            groups, folders{', sudo rules' if level != 'easy' else ''}{' and keys' if level == 'hard' else ''}.
            Running it here too is fine. It must exit with status 0.
        """).replace("{body}", body)

    @staticmethod
    def _tests(E: dict):
        header = "import grp, os, pwd, shutil, stat, subprocess\n\nimport pytest"
        body = '''
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
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
