"""Sysadmin: bring a host's accounts in line with an HR roster and the team's account policy, composed from a pool
of provisioning requirements (personal groups, a team skeleton, home modes, sudo rules and run-as rules validated
by sudo itself, pam_limits fragments, password aging and first-login changes with chage/chpasswd, contractor
expiry, group administrators, SSH keys with options, renames, a hand-made account to repair, a returning
employee to re-enable, departures to lock or to archive and delete, a system account for the team's daemon).

The roster comes as CSV, YAML, JSON or an LDIF export. easy names the tools for each requirement; medium states
what is wanted; hard states the goal, keeps the policy in /srv/provision/POLICY.md and composes interacting
requirements (a departing lead and the sudo rules, a rename and the SSH keys, a returning employee and aging...).

The verifier runs in a separate container that receives the account databases (/etc/passwd, shadow, group,
gshadow), the sudoers and limits fragments and the home folders; it runs no program the agent wrote. sudo is asked,
as root, what each account may run, on a sanitised copy of the agent's fragments (no Defaults or includes, so no
agent-chosen mailer or plugin runs) under a sudoers of the tests' own. The carried files lose their owners on the
way (the carry makes them root's), so the ticket states no ownership it cannot check: it asks for the uids, groups,
modes, contents and sudo behaviour the tests compare against literals.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import random
import struct
from dataclasses import dataclass

from termigen.families import register
from termigen.families.base import Draft, Resample, dedent, script
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests
from termigen.task import Decoy, Environment, File, Timeouts
from termigen.toolscan import tools_in

TEAMS = ["payments", "search", "mobile", "dataplat", "infra", "growth", "ledger", "identity", "billing", "analytics",
         "firmware", "observ", "checkout", "maps", "media", "fraud"]
FIRST = ["amara", "bruno", "chen", "dalia", "emeka", "freya", "gustav", "hiro", "ines", "jonas", "kavya", "liam",
         "mei", "nadia", "oskar", "priya", "quinn", "rafael", "sana", "tomas", "ulla", "viktor", "wanjiru", "yara",
         "zeynep", "aiko", "bjorn", "carmen", "dev", "elena"]
LAST = ["okafor", "lindqvist", "moreau", "tanaka", "haddad", "novak", "fischer", "ramos", "kowalski", "nguyen",
        "mbeki", "silva", "olsen", "petrov", "kaur", "brennan", "castillo", "yilmaz", "larsen", "achebe", "dubois",
        "horvat", "ivanova", "jensen", "keller", "lopez", "meyer", "nakamura", "ortiz", "park"]
HOSTS = ["build-03", "ci-runner-7", "devbox-12", "jump-01", "batch-04", "stage-app-2", "gpu-node-5", "etl-02"]
DAEMONS = ["ingest", "api", "worker", "scheduler", "gateway", "indexer", "exporter", "notifier"]
WORDS = ["copper", "lantern", "meadow", "orbit", "pepper", "quartz", "raven", "saffron", "tundra", "velvet", "walnut",
         "ember", "fjord", "glacier", "harbor", "juniper"]
SHELLS = ["/bin/sh", "/bin/dash"]
NOLOGIN = "/usr/sbin/nologin"
EPOCH = dt.date(1970, 1, 1)

POOL = [
    Component("personal_groups", skill="user private groups (groupadd -g)", wrong={"auto_gid": "personal groups with gids groupadd picks"}),
    Component("skeleton", skill="useradd -k team skeleton", wrong={"skel_subdir": "copies the skeleton folder itself into the home"}),
    Component("home_mode", skill="home permissions", wrong={"new_homes_only": "sets the mode only on the new homes"}),
    Component("sudo_commands", skill="sudoers Cmnd specs, NOPASSWD", wrong={
        "sudo_all": "gives the leads unrestricted sudo", "dotted_name": "writes the fragment as <team>.conf, which sudo ignores",
        "needs_password": "the commands without NOPASSWD"}),
    Component("sudo_runas", skill="sudoers Runas", wrong={"runas_root": "lets the leads run the deploy command as root instead"}),
    Component("limits", skill="pam_limits limits.d", wrong={"user_not_group": "names the team without @ (a user, not the group)",
                                                              "wildcard": "sets the limit for everybody (*)"}),
    Component("password_aging", skill="chage -m -M -W -I", wrong={"no_inactive": "forgets the inactivity period"}),
    Component("first_login", skill="chpasswd + chage -d 0", wrong={"plain_hash": "chpasswd -e: stores the password text as the hash"}),
    Component("contractor_expiry", skill="chage -E account expiry", wrong={"last_day": "expires the account on the last day itself"}),
    Component("group_admins", skill="gpasswd -A group administrators", wrong={"last_lead_only": "one gpasswd -A per lead: each call replaces the list"}),
    Component("ssh_keys", skill="authorized_keys, .ssh modes", wrong={"appends": "appends the key: the revoked key stays"}),
    Component("ssh_restrict", skill="authorized_keys options", wrong={"unquoted_from": "from=CIDR without the quotes sshd needs"}),
    Component("rename", skill="usermod -l -d -m, groupmod -n", wrong={"name_only": "renames the login but leaves the home folder"}),
    Component("handmade", skill="usermod -u on an existing account", wrong={"recreate": "deletes and re-creates the account: its files are lost"}),
    Component("returning", skill="usermod -U -e", wrong={"unlock_only": "unlocks the password but leaves the account expired"}),
    Component("departed_lock", skill="lock, nologin, gpasswd -d", wrong={"deletes_account": "deletes the account and its home"}),
    Component("archive_delete", skill="tar a home, userdel -r", wrong={"absolute_paths": "archives /home/<user> with its full path"}),
    Component("system_account", skill="useradd -r system account", wrong={"human_uid": "a regular account (uid from the human range)"}),
]
NAMES = [c.name for c in POOL]
# hard composes one of these pairs: their parts meet in one account, group or file
INTERACTIONS = [("departed_lock", "sudo_commands"), ("rename", "ssh_keys"), ("returning", "password_aging"),
                ("group_admins", "departed_lock"), ("system_account", "sudo_runas"), ("ssh_restrict", "contractor_expiry"),
                ("handmade", "home_mode"), ("first_login", "password_aging"), ("rename", "personal_groups"),
                ("archive_delete", "limits")]


@dataclass(frozen=True)
class ProvisionLevel(LevelConfig):
    new: tuple[int, int] = (3, 4)  # people to create
    formats: tuple[str, ...] = ("csv",)
    tell: str = "how"  # how: the ticket names the tools; what: the requirements; doc: the goal, rules in POLICY.md
    messy: bool = False  # mixed-case user names, CRLF, comment lines in the roster
    interaction: bool = False


@register
class UserProvisioning(KitFamily):
    name = "user_provisioning"
    category = "sysadmin"
    description = ("Bring a host's accounts in line with an HR roster and an account policy composed from a pool of "
                   "provisioning requirements (groups, skeletons, sudo, limits, aging, keys, renames, departures).")
    base_image = "termigen/ops:1"  # sudo/visudo, passwd (useradd, chage, gpasswd), python3
    levels = {
        "easy": ProvisionLevel(components=(2, 3), new=(3, 4), formats=("csv",), tell="how"),
        "medium": ProvisionLevel(components=(3, 4), new=(3, 5), formats=("csv", "yaml", "json"), tell="what"),
        "hard": ProvisionLevel(components=(4, 5), new=(4, 5), formats=("yaml", "json", "ldif", "csv"), tell="doc",
                               messy=True, interaction=True),
    }

    # --- the draw ---------------------------------------------------------------------------------------------

    def draft(self, rng: random.Random, cfg: ProvisionLevel) -> Draft:
        require = rng.choice(INTERACTIONS) if cfg.interaction else ()
        comps = compose(rng, POOL, cfg.components, require=require)
        names = {c.name for c in comps}
        if "ssh_restrict" in names and "ssh_keys" not in names:
            names.add("ssh_keys")  # options go on keys: the keys come with them
        P = self._scenario(rng, cfg, names)
        roster_text = _roster(rng, P, cfg)
        files = self._files(P, names, roster_text, cfg)
        truth = _truth(P, names)
        solution = _oracle(P, names, {})
        decoys = self._decoys(rng, P, names)
        outputs = ["/etc/passwd", "/etc/shadow", "/etc/group", "/etc/gshadow", "/etc/sudoers.d",
                   "/etc/security/limits.d", P["home_base"]]
        if "archive_delete" in names:
            outputs.append("/srv/archive")
        if "system_account" in names:
            outputs.append(P["daemon"]["home"])
        rules = _rules(P, names, cfg)
        if cfg.tell == "doc":
            files["/srv/provision/POLICY.md"] = File.of(_policy_doc(P, rules))
        return Draft(
            instruction=_instruction(P, names, cfg, rules),
            environment=Environment(base_image=self.base_image, files=files, setup=_setup(P, names), workdir="/root"),
            solution=solution,
            tests={"test_outputs.py": _tests(truth)},
            decoys=decoys,
            outputs=outputs,
            tools=sorted(tools_in(solution) | {"getent", "id"}),
            tags=["users", "groups", "provisioning", P["format"], *sorted(names)],
            expert_time_min=8 + 5 * len(names),
            junior_time_min=20 + 12 * len(names),
            timeouts=Timeouts(agent_sec=1800.0 if cfg.tell == "doc" else 1200.0, verifier_sec=180.0),
            components=sorted(names),
        )

    def _scenario(self, rng: random.Random, cfg: ProvisionLevel, names: set) -> dict:
        team = rng.choice(TEAMS)
        gid = rng.randrange(1500, 1890, 2)
        P = {"team": team, "host": rng.choice(HOSTS), "gid": gid, "lgid": gid + 1,
             "leads": f"{team}-{rng.choice(['leads', 'admins', 'oncall'])}",
             "home_base": rng.choice(["/home", "/srv/home", "/home/staff"]),
             "format": rng.choice(cfg.formats), "onboard": rng.choice(["/root/onboarding", "/srv/hr/incoming", "/root/hr"]),
             "personal": "personal_groups" in names}
        P["roster"] = f"{P['onboard']}/{team}-roster.{P['format']}"
        taken, uids = {"root", "nobody", team, P["leads"], "tgrun"}, {gid, gid + 1}
        people: list[dict] = []

        def person(state, role="member", kind="employee", status="active"):
            while True:
                f, l = rng.choice(FIRST), rng.choice(LAST)
                user = rng.choice([f"{f[0]}{l}", f"{f}{l[0]}", f"{f}_{l[:3]}", f"{f[:3]}{l[:4]}"])
                uid = rng.randrange(2000, 8990)
                if user in taken or len(user) > 16 or {uid - 1, uid, uid + 1} & uids:
                    continue
                taken.add(user)
                uids.add(uid)
                p = {"user": user, "name": f"{f.title()} {l.title()}", "uid": uid, "role": role, "kind": kind,
                     "status": status, "state": state, "shell": rng.choice(["", "", "/bin/bash"] + SHELLS), "end": "",
                     "prev": "", "files": {}}
                people.append(p)
                return p

        n_new = rng.randint(*cfg.new)
        for i in range(n_new):
            person("new", role="lead" if i == 0 else "member", kind="contractor" if rng.random() < 0.2 else "employee")
        if "group_admins" in names:
            people[1]["role"] = "lead"
        ex = person("existing", role=rng.choice(["member", "member", "lead"]))
        ex["files"] = {"notes.txt": f"on-call notes {rng.getrandbits(32):08x}\n"}
        sudo_like = names & {"sudo_commands", "sudo_runas", "group_admins"}
        if "departed_lock" in names:
            d = person("left_present", role="lead" if sudo_like else "member", status="left")
            d["files"] = {"NOTES.txt": f"handover notes {rng.getrandbits(32):08x}\n",
                          "drafts/plan.md": f"# plan {rng.getrandbits(24):06x}\n"}
            d["password"] = f"{rng.choice(WORDS)}-{rng.getrandbits(36):09x}"
            if cfg.interaction:
                person("left_absent", status="left")
        if "archive_delete" in names:
            a = person("archive", kind="contractor", status="left")
            a["files"] = {"work/report-q3.txt": f"q3 figures {rng.getrandbits(40):010x}\n",
                          "work/data/sample.csv": "id,value\n" + "".join(f"{i},{rng.randint(1, 999)}\n" for i in range(4)),
                          ".bash_history": "ls\nmake test\n"}
        if "returning" in names:
            r = person("returning", kind="employee")
            r["password"] = f"{rng.choice(WORDS)}-{rng.getrandbits(36):09x}"
            r["files"] = {"old-project/README": f"archived work {rng.getrandbits(24):06x}\n"}
            r["expired_on"] = dt.date(rng.choice([2023, 2024]), rng.randint(1, 12), rng.randint(1, 28)).isoformat()
        if "rename" in names:
            f2 = rng.choice(LAST)
            r = person("renamed")
            first, last = r["name"].split()
            new_last = f2 if f2 != last.lower() else "okoro"
            new = {f"{first[0].lower()}{new_last}", f"{first.lower()}{new_last[0]}", f"{first.lower()}_{new_last[:3]}"} - taken
            if not new:
                raise Resample("no free name for the rename")
            r["prev"], r["user"] = r["user"], sorted(new)[0]
            taken.add(r["user"])
            r["name"] = f"{first} {new_last.title()}"
            r["files"] = {"projects/todo.txt": f"todo {rng.getrandbits(32):08x}\n"}
        if "handmade" in names:
            h = person("handmade")
            h["wrong_uid"] = h["uid"] + rng.choice([-1000, 700, 1300])
            if {h["wrong_uid"] - 1, h["wrong_uid"], h["wrong_uid"] + 1} & uids or not 1000 <= h["wrong_uid"] < 60000:
                raise Resample("hand-made uid collides")
            uids.add(h["wrong_uid"])
            h["files"] = {"scratch.txt": f"scratch {rng.getrandbits(32):08x}\n"}
            if not h["shell"]:
                h["shell"] = "/bin/bash"
        if "contractor_expiry" in names or "ssh_restrict" in names:
            news = [p for p in people if p["state"] == "new"]
            if not any(p["kind"] == "contractor" for p in news):
                news[-1]["kind"] = "contractor"
        if "contractor_expiry" in names:
            for p in people:
                if p["kind"] == "contractor" and p["status"] == "active":
                    p["end"] = dt.date(rng.choice([2026, 2027]), rng.randint(1, 12), rng.randint(1, 28)).isoformat()
        if "first_login" in names:
            for p in people:
                if p["state"] == "new":
                    p["password"] = f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{rng.randint(10, 99)}"
        if "ssh_keys" in names:
            for p in people:
                p["key"] = _pubkey(rng, f"{p['user']}@{rng.choice(['laptop', 'wks', 'mbp'])}-{rng.randint(1, 99)}")
            ex["old_key"] = _pubkey(rng, f"{ex['user']}@old-laptop")
        rng.shuffle(people)
        P["people"] = people
        # an account of another team on the same host: not in the roster, nothing of it changes
        while True:
            o = f"{rng.choice(FIRST)}{rng.choice(LAST)[0]}"
            ouid = rng.randrange(2000, 8990)
            if o not in taken and not {ouid - 1, ouid, ouid + 1} & uids:
                break
        P["other"] = {"user": o, "uid": ouid, "group": rng.choice(["qa", "design", "legal", "support"]),
                      "gid": rng.randrange(1300, 1490)}
        d = rng.choice(DAEMONS)
        P["daemon"] = {"user": f"{team}-{d}", "home": f"/var/lib/{team}-{d}"}
        P["deploy"] = P["daemon"]["user"] if "system_account" in names else f"{team}-deploy"
        svc = rng.choice(DAEMONS)
        cmds = [[f"/usr/local/sbin/{team}-svc", "restart", svc], [f"/usr/local/sbin/{team}-svc", "status", svc],
                [f"/usr/local/bin/{team}-logs"], ["/usr/sbin/logrotate", "-f", f"/etc/logrotate.d/{team}"]]
        P["sudo"] = sorted(rng.sample(cmds, rng.randint(2, 3)))
        P["svc"] = svc
        P["runas_cmd"] = f"/opt/{team}/bin/{rng.choice(['release', 'migrate', 'reload-config', 'rollout'])}"
        P["limits"] = {"soft": rng.choice([4096, 8192, 16384]), "hard": 0}
        P["limits"]["hard"] = P["limits"]["soft"] * rng.choice([2, 4])
        P["aging"] = {"min": rng.choice([1, 2, 7]), "max": rng.choice([60, 90, 180]), "warn": rng.choice([7, 10, 14]),
                      "inactive": rng.choice([14, 30, 45])}
        P["home_mode"] = rng.choice([0o750, 0o710, 0o751])
        P["skel"] = f"/etc/skel-{team}"
        P["skel_files"] = {f"README-{team}.md": f"# Welcome to {team} on {P['host']}\nDocs: /srv/{team}/docs ({rng.getrandbits(24):06x})\n",
                           ".bashrc": f"# {team} team shell\nexport TEAM={team}\nexport PATH=$PATH:/opt/{team}/bin\numask 027\n",
                           ".profile": '[ -f "$HOME/.bashrc" ] && . "$HOME/.bashrc"\n'}
        P["cidr"] = f"10.{rng.randint(16, 250)}.{rng.choice([0, 8, 64, 128])}.0/{rng.choice([16, 20, 24])}"
        P["key_opts"] = rng.choice([["restrict"], ["no-port-forwarding", "no-agent-forwarding", "no-X11-forwarding"]])
        P["archive"] = "/srv/archive"
        P["keys"] = f"{P['onboard']}/keys"
        P["pwfile"] = f"{P['onboard']}/initial-passwords"
        return P

    @staticmethod
    def _files(P: dict, names: set, roster_text: str, cfg) -> dict:
        files = {P["roster"]: File.of(roster_text, mode=0o600)}
        team = P["team"]
        if "skeleton" in names:
            for rel, text in P["skel_files"].items():
                files[f"{P['skel']}/{rel}"] = File.of(text)
        if "sudo_commands" in names:
            files[f"/usr/local/sbin/{team}-svc"] = File.of(f"#!/bin/sh\necho \"{team}-svc $*\"\n", mode=0o755)
            files[f"/usr/local/bin/{team}-logs"] = File.of(f"#!/bin/sh\nexec tail -n 100 /var/log/{team}/*.log\n", mode=0o755)
            files[f"/etc/logrotate.d/{team}"] = File.of(f"/var/log/{team}/*.log {{\n    weekly\n    rotate 4\n    missingok\n}}\n")
        if "sudo_runas" in names:
            files[P["runas_cmd"]] = File.of(f"#!/bin/sh\necho \"{P['runas_cmd']} as $(id -un)\"\n", mode=0o755)
        if "ssh_keys" in names:
            for p in P["people"]:
                if p["status"] == "active":
                    files[f"{P['keys']}/{p['user']}.pub"] = File.of(p["key"] + "\n")
        if "first_login" in names:
            files[P["pwfile"]] = File.of("".join(f"{p['user']}:{p['password']}\n" for p in P["people"] if p["state"] == "new"),
                                         mode=0o600)
        return files

    @staticmethod
    def _decoys(rng: random.Random, P: dict, names: set) -> list[Decoy]:
        made = []
        for c in POOL:
            if c.name not in names:
                continue
            for w in sorted(c.wrong):
                made.append(Decoy(name=f"{c.name}_{w}", description=f"{c.name}: {c.wrong[w]}",
                                  script=_oracle(P, names, {c.name: w})))
            made.append(Decoy(name=f"skips_{c.name}", description=f"does everything but {c.name}",
                              script=_oracle(P, names, {c.name: "skip"})))
        extra = [Decoy(name="auto_uid", description="right accounts, but lets useradd pick the uids",
                       script=_oracle(P, names, {"base": "auto_uid"}))]
        keep_n = 5
        if len(made) > keep_n:
            wrongs = [d for d in made if not d.name.startswith("skips_")]
            skips = [d for d in made if d.name.startswith("skips_")]
            keep = [rng.choice(wrongs), rng.choice(skips)]
            rest = [d for d in made if d not in keep]
            keep += rng.sample(rest, keep_n - 2)
            made = [d for d in made if d in keep]
        return extra + made


# --- data -------------------------------------------------------------------------------------------------------

def _pubkey(rng: random.Random, comment: str) -> str:
    """An ed25519 public key line in the real wire format (random key bytes: no one holds the private half)."""
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + bytes(rng.getrandbits(8) for _ in range(32))
    return f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def _days(iso: str) -> int:
    return (dt.date.fromisoformat(iso) - EPOCH).days


def _primary(P: dict, p: dict) -> tuple[str, int]:
    return (p["user"], p["uid"]) if P["personal"] else (P["team"], P["gid"])


def _groups(P: dict, p: dict) -> list[str]:
    g = {_primary(P, p)[0], P["team"]}
    if p["role"] == "lead":
        g.add(P["leads"])
    return sorted(g)


def _shell(p: dict) -> str:
    return p["shell"] or "/bin/bash"


def _active(P: dict) -> list[dict]:
    return [p for p in P["people"] if p["status"] == "active"]


def _roster(rng: random.Random, P: dict, cfg) -> str:
    fmt = P["format"]
    cols = ["username", "full_name", "uid", "role", "type", "status", "shell"]
    if any(p["end"] for p in P["people"]):
        cols.append("end_date")
    if any(p["prev"] for p in P["people"]):
        cols.append("previous_username")
    rows = []
    for k, p in enumerate(P["people"]):
        user = p["user"]
        if cfg.messy and k % 3 == 1:
            user = user.capitalize() if k % 2 else user.upper()
        rows.append({"username": user, "full_name": p["name"], "uid": p["uid"], "role": p["role"], "type": p["kind"],
                     "status": p["status"], "shell": p["shell"], "end_date": p["end"], "previous_username": p["prev"]})
    team = P["team"]
    if fmt == "csv":
        nl = "\r\n" if cfg.messy else "\n"
        head = cols[:1] + sorted(cols[1:], key=lambda c: rng.random())
        out = [",".join(head)]
        for k, r in enumerate(rows):
            vals = {c: str(r[c]) for c in cols}
            if cfg.messy and k % 4 == 2:
                vals["full_name"] = f" {vals['full_name']} "
            out.append(",".join(vals[c] for c in head))
            if cfg.messy and k == 1:
                out.append(f"# {rng.choice(FIRST).title()} moved to the {rng.choice(TEAMS)} team (HR-{rng.randint(100, 999)})")
                out.append("")
        return nl.join(out) + nl
    if fmt == "json":
        doc = {"team": team, "exported": "hr-portal", "people": [{c: r[c] for c in cols if r[c] != ""} for r in rows]}
        return json.dumps(doc, indent=2) + "\n"
    if fmt == "yaml":
        out = [f"# HR roster export: team {team}", f"team: {team}", "people:"]
        for r in rows:
            first = True
            for c in cols:
                if r[c] == "":
                    continue
                v = r[c] if c == "uid" else json.dumps(str(r[c]))
                out.append(f"  {'- ' if first else '  '}{c}: {v}")
                first = False
        return "\n".join(out) + "\n"
    # ldif: an export of the HR directory
    attr = {"username": "uid", "full_name": "cn", "uid": "uidNumber", "role": "title", "type": "employeeType",
            "status": "accountStatus", "shell": "loginShell", "end_date": "contractEnd", "previous_username": "previousUid"}
    nl = "\r\n" if cfg.messy else "\n"
    out = [f"# HR directory export, ou={team}", "version: 1", ""]
    for r in rows:
        out.append(f"dn: uid={r['username']},ou={team},ou=people,dc=corp,dc=example")
        out.append("objectClass: inetOrgPerson")
        for c in cols:
            if r[c] != "":
                out.append(f"{attr[c]}: {r[c]}")
        out.append("")
    return nl.join(out)


# --- the ground truth -----------------------------------------------------------------------------------------

def _truth(P: dict, names: set) -> dict:
    team = P["team"]
    users = {}
    for p in _active(P):
        pg, gid = _primary(P, p)
        users[p["user"]] = {"uid": p["uid"], "gid": gid, "gecos": p["name"], "home": f"{P['home_base']}/{p['user']}",
                            "shell": _shell(p), "groups": _groups(P, p), "state": p["state"], "files": p["files"],
                            "lead": p["role"] == "lead", "contractor": p["kind"] == "contractor"}
    T = {"names": sorted(names), "team": [team, P["gid"]], "leads": [P["leads"], P["lgid"]], "users": users,
         "personal": P["personal"], "home_base": P["home_base"],
         "other": [P["other"]["user"], P["other"]["uid"], P["other"]["gid"], P["other"]["group"]]}
    T["gone"] = sorted(p["prev"] for p in P["people"] if p["prev"])
    T["left_present"] = {p["user"]: {"home": f"{P['home_base']}/{p['user']}", "files": p["files"],
                                     "password": p.get("password", "")}
                         for p in P["people"] if p["state"] == "left_present"}
    T["left_absent"] = sorted(p["user"] for p in P["people"] if p["state"] == "left_absent")
    if "skeleton" in names:
        T["skel"] = P["skel_files"]
    if "home_mode" in names:
        T["home_mode"] = P["home_mode"]
    if "sudo_commands" in names or "sudo_runas" in names:
        allowed = [["root", *c] for c in P["sudo"]] if "sudo_commands" in names else []
        if "sudo_runas" in names:
            allowed.append([P["deploy"], P["runas_cmd"]])
        denied = [["root", "/bin/bash"], ["root", "/usr/bin/id"]]
        if "sudo_commands" in names:
            for c in P["sudo"]:
                if c[0].endswith("-svc"):
                    denied.append(["root", c[0], "stop", c[2]])
        if "sudo_runas" in names:
            denied += [["root", P["runas_cmd"]], [P["deploy"], "/bin/bash"]]
        T["sudo"] = {"file": f"/etc/sudoers.d/{team}", "allowed": allowed, "denied": denied}
    if "limits" in names:
        T["limits"] = {"file": f"/etc/security/limits.d/{team}.conf", **P["limits"]}
    if "password_aging" in names:
        T["aging"] = P["aging"]
    if "first_login" in names:
        T["passwords"] = {p["user"]: p["password"] for p in P["people"] if p["state"] == "new"}
    if "contractor_expiry" in names:
        T["expiry"] = {p["user"]: _days(p["end"]) + 1 for p in _active(P) if p["end"]}
    if "group_admins" in names:
        T["admins"] = sorted(p["user"] for p in _active(P) if p["role"] == "lead")
    if "ssh_keys" in names:
        keys = {}
        for p in _active(P):
            kt, blob = p["key"].split()[:2]
            opts = []
            if "ssh_restrict" in names and p["kind"] == "contractor":
                opts = sorted([f'from="{P["cidr"]}"', *P["key_opts"]])
            keys[p["user"]] = [opts, kt, blob]
        T["keys"] = keys
    if "returning" in names:
        T["returning"] = {p["user"]: p["password"] for p in P["people"] if p["state"] == "returning"}
    if "archive_delete" in names:
        a = next(p for p in P["people"] if p["state"] == "archive")
        T["archive"] = {"user": a["user"], "uid": a["uid"], "tar": f"{P['archive']}/{a['user']}.tar.gz",
                        "home": f"{P['home_base']}/{a['user']}", "files": a["files"]}
    if "system_account" in names:
        T["daemon"] = [P["daemon"]["user"], P["daemon"]["home"]]
    return T


# --- the environment ------------------------------------------------------------------------------------------

def _q(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


def _setup(P: dict, names: set) -> str:
    team, hb = P["team"], P["home_base"]
    o = P["other"]
    S = ["set -e", f"mkdir -p {hb} /etc/sudoers.d /etc/security/limits.d", f"groupadd -g {o['gid']} {o['group']}",
         f"useradd -m -u {o['uid']} -g {o['group']} -c {_q(o['user'].title() + ' (' + o['group'] + ')')} -s /bin/bash -d /home/{o['user']} {o['user']}",
         f"echo {_q(o['user'] + ':' + 'keep-' + str(o['uid']))} | chpasswd",
         f"groupadd -g {P['gid']} {team}", f"groupadd -g {P['lgid']} {P['leads']}"]
    if "sudo_runas" in names and "system_account" not in names:
        S.append(f"useradd -r -M -d /nonexistent -s {NOLOGIN} -c {_q(team + ' deployments')} {P['deploy']}")

    def account(p, user, uid, primary, groups, shell, gecos=True):
        if P["personal"] and primary == user:
            S.append(f"groupadd -g {uid if p['state'] != 'handmade' else p['wrong_uid']} {user}")
        g = f" -G {','.join(groups)}" if groups else ""
        c = f" -c {_q(p['name'])}" if gecos else ""
        S.append(f"useradd -m -d {hb}/{user} -u {uid} -g {primary}{g}{c} -s {shell} {user}")
        S.append(f"chmod 0755 {hb}/{user}")
        for rel, text in sorted(p["files"].items()):
            S.append(f"install -D -m 0640 -o {uid} -g {primary} /dev/null {hb}/{user}/{rel}")
            S.append(f"printf '%s' {_q(text)} > {hb}/{user}/{rel}")
        if p.get("password"):
            S.append(f"echo {_q(user + ':' + p['password'])} | chpasswd")

    sup = lambda p: [g for g in _groups(P, p) if g != _primary(P, p)[0]]  # noqa: E731
    for p in P["people"]:
        st = p["state"]
        if st == "existing":
            account(p, p["user"], p["uid"], _primary(P, p)[0], sup(p), _shell(p))
            if "ssh_keys" in names:
                h = f"{hb}/{p['user']}/.ssh"
                S.append(f"install -d -m 0700 -o {p['uid']} -g {_primary(P, p)[0]} {h}")
                S.append(f"echo {_q(p['old_key'])} > {h}/authorized_keys && chmod 0600 {h}/authorized_keys")
        elif st == "left_present":
            account(p, p["user"], p["uid"], _primary(P, p)[0], sup(p), "/bin/bash")
            if "group_admins" in names and p["role"] == "lead":
                S.append(f"gpasswd -A {p['user']} {team}")
        elif st == "archive":
            account(p, p["user"], p["uid"], _primary(P, p)[0], sup(p), "/bin/bash")
        elif st == "returning":
            account(p, p["user"], p["uid"], _primary(P, p)[0], [], NOLOGIN)
            S.append(f"usermod -L -e {p['expired_on']} {p['user']}")
        elif st == "renamed":
            account(p, p["prev"], p["uid"], p["prev"] if P["personal"] else team, sup(p), _shell(p))
            S.append(f"usermod -c {_q(p['name'].split()[0] + ' ' + 'Prev')} {p['prev']}")
        elif st == "handmade":
            account(p, p["user"], p["wrong_uid"], p["user"] if P["personal"] else team, [], "/bin/sh", gecos=False)
    return "\n".join(S) + "\n"


# --- the oracle (and, with one requirement skipped or done wrong, each decoy) ---------------------------------

def _oracle(P: dict, names: set, mode: dict) -> str:
    """The reconciliation as plain commands. mode: component -> 'skip' or one of its wrong fixes ('base': the
    hand-written ones)."""
    def on(c):
        return c in names and mode.get(c) != "skip"

    def wrong(c, w):
        return mode.get(c) == w

    team, hb, leads = P["team"], P["home_base"], P["leads"]
    personal = P["personal"] and on("personal_groups")
    S = [f"# reconcile the {team} accounts on {P['host']} with {P['roster']}"]
    if on("system_account"):
        d = P["daemon"]
        r = "" if wrong("system_account", "human_uid") else "-r "
        S.append(f"useradd {r}-m -d {d['home']} -s {NOLOGIN} -c {_q(team + ' ' + d['user'].split('-', 1)[1] + ' daemon')} {d['user']}")
        S.append(f"chmod 0750 {d['home']}")
    for p in P["people"]:
        if p["state"] != "new":
            continue
        u = p["user"]
        if personal:
            gid = "" if wrong("personal_groups", "auto_gid") else f"-g {p['uid']} "
            S.append(f"groupadd {gid}{u}")
            prim = u
        else:
            prim = team
        sup = [g for g in _groups(P, p) if g != prim] if personal else [g for g in _groups(P, p) if g != team]
        if P["personal"] and not personal:  # the personal-groups decoy: team as the primary group
            sup = [g for g in sup if g != u]
        k = f" -k {P['skel']}" if on("skeleton") and not wrong("skeleton", "skel_subdir") else ""
        uid = "" if mode.get("base") == "auto_uid" else f" -u {p['uid']}"
        g = f" -G {','.join(sup)}" if sup else ""
        S.append(f"useradd -m -d {hb}/{u}{k}{uid} -g {prim}{g} -c {_q(p['name'])} -s {_shell(p)} {u}")
        if wrong("skeleton", "skel_subdir"):
            S.append(f"cp -r {P['skel']} {hb}/{u}/")
    for p in P["people"]:
        u = p["user"]
        if p["state"] == "renamed" and on("rename"):
            if wrong("rename", "name_only"):
                S.append(f"usermod -l {u} -c {_q(p['name'])} {p['prev']}")
            else:
                S.append(f"usermod -l {u} -d {hb}/{u} -m -c {_q(p['name'])} {p['prev']}")
            if P["personal"]:
                S.append(f"groupmod -n {u} {p['prev']}")
        if p["state"] == "handmade" and on("handmade"):
            prim = u if P["personal"] else team
            sup = [g for g in _groups(P, p) if g != prim]
            g = f" -G {','.join(sup)}" if sup else ""
            if wrong("handmade", "recreate"):
                S.append(f"userdel -r {u}")
                if P["personal"]:
                    S.append(f"groupadd -g {p['uid']} {u}")
                S.append(f"useradd -m -d {hb}/{u} -u {p['uid']} -g {prim}{g} -c {_q(p['name'])} -s {_shell(p)} {u}")
            else:
                if P["personal"]:
                    S.append(f"groupmod -g {p['uid']} {u}")
                S.append(f"usermod -u {p['uid']} -g {prim}{g} -c {_q(p['name'])} -s {_shell(p)} {u}")
        if p["state"] == "returning" and on("returning"):
            sup = [g for g in _groups(P, p) if g != _primary(P, p)[0]]
            S.append(f"usermod -U {u}")
            if not wrong("returning", "unlock_only"):
                S.append(f"chage -E -1 {u}")
            g = f" -a -G {','.join(sup)}" if sup else ""
            S.append(f"usermod -s {_shell(p)}{g} {u}")
        if p["state"] == "left_present" and on("departed_lock"):
            if wrong("departed_lock", "deletes_account"):
                S.append(f"userdel -r {u}")
            else:
                S.append(f"passwd -l {u}")
                S.append(f"usermod -s {NOLOGIN} {u}")
                for g in _groups(P, p):
                    if g != _primary(P, p)[0]:
                        S.append(f"gpasswd -d {u} {g}")
        if p["state"] == "archive" and on("archive_delete"):
            S.append(f"mkdir -p {P['archive']}")
            if wrong("archive_delete", "absolute_paths"):
                S.append(f"tar -czpf {P['archive']}/{u}.tar.gz {hb}/{u}")
            else:
                S.append(f"tar -C {hb} -czpf {P['archive']}/{u}.tar.gz {u}")
            S.append(f"userdel -r {u}")
    active = _active(P)
    if on("home_mode"):
        for p in active:
            if wrong("home_mode", "new_homes_only") and p["state"] != "new":
                continue
            S.append(f"chmod {P['home_mode']:04o} {hb}/{p['user']}")
    if on("first_login"):
        e = " -e" if wrong("first_login", "plain_hash") else ""
        S.append(f"chpasswd{e} < {P['pwfile']}")
        for p in P["people"]:
            if p["state"] == "new":
                S.append(f"chage -d 0 {p['user']}")
    if on("password_aging"):
        A = P["aging"]
        i = "" if wrong("password_aging", "no_inactive") else f" -I {A['inactive']}"
        for p in active:
            S.append(f"chage -m {A['min']} -M {A['max']} -W {A['warn']}{i} {p['user']}")
    if on("contractor_expiry"):
        for p in active:
            if p["end"]:
                day = dt.date.fromisoformat(p["end"]) + (dt.timedelta(0) if wrong("contractor_expiry", "last_day") else dt.timedelta(1))
                S.append(f"chage -E {day.isoformat()} {p['user']}")
    if on("group_admins"):
        ls = [p["user"] for p in active if p["role"] == "lead"]
        if wrong("group_admins", "last_lead_only"):
            S += [f"gpasswd -A {x} {team}" for x in ls]
        else:
            S.append(f"gpasswd -A {','.join(ls)} {team}")
    if on("ssh_keys"):
        for p in active:
            u, prim = p["user"], _primary(P, p)[0]
            home = f"{hb}/{u}"
            S.append(f"install -d -m 0700 -o {u} -g {prim} {home}/.ssh")
            key = f"{P['keys']}/{u}.pub"
            opts = ""
            if on("ssh_restrict") and p["kind"] == "contractor":
                frm = f"from={P['cidr']}" if wrong("ssh_restrict", "unquoted_from") else f'from="{P["cidr"]}"'
                opts = ",".join([frm, *P["key_opts"]])
            if opts:
                S.append(f"printf '%s %s\\n' {_q(opts)} \"$(cat {key})\" > {home}/.ssh/authorized_keys")
            elif wrong("ssh_keys", "appends"):
                S.append(f"cat {key} >> {home}/.ssh/authorized_keys")
            else:
                S.append(f"cat {key} > {home}/.ssh/authorized_keys")
            S.append(f"chown {u}:{prim} {home}/.ssh/authorized_keys && chmod 0600 {home}/.ssh/authorized_keys")
    lines = []
    if on("sudo_commands"):
        tag = "" if wrong("sudo_commands", "needs_password") else "NOPASSWD: "
        if wrong("sudo_commands", "sudo_all"):
            lines.append(f"%{leads} ALL=(ALL) NOPASSWD: ALL")
        else:
            lines.append(f"%{leads} ALL=(root) {tag}" + ", ".join(" ".join(c) for c in P["sudo"]))
    if on("sudo_runas"):
        who = "root" if wrong("sudo_runas", "runas_root") else P["deploy"]
        lines.append(f"%{leads} ALL=({who}) NOPASSWD: {P['runas_cmd']}")
    if lines:
        f = f"/etc/sudoers.d/{team}" + (".conf" if wrong("sudo_commands", "dotted_name") else "")
        S.append(f"cat > {f}.new <<'SUDOERS'\n# {team} leads (managed from the HR roster)\n" + "\n".join(lines) + "\nSUDOERS")
        S.append(f"chmod 0440 {f}.new && visudo -cf {f}.new && mv {f}.new {f}")
    if on("limits"):
        L = P["limits"]
        who = "*" if wrong("limits", "wildcard") else team if wrong("limits", "user_not_group") else f"@{team}"
        S.append("mkdir -p /etc/security/limits.d")
        S.append(f"cat > /etc/security/limits.d/{team}.conf <<'LIMITS'\n# {team}: open files\n"
                 f"{who} soft nofile {L['soft']}\n{who} hard nofile {L['hard']}\nLIMITS")
    S.append(f"getent group {team} {leads}")
    S.append(f"id {active[0]['user']}")
    return script("\n".join(S) + "\n")


# --- text -------------------------------------------------------------------------------------------------------

def _rules(P: dict, names: set, cfg) -> list[str]:
    """The account policy, one rule per line; easy adds the tool for each."""
    how = cfg.tell == "how"
    team, leads, hb = P["team"], P["leads"], P["home_base"]
    r = []
    if "personal_groups" in names:
        r.append(f"Every person's primary group is a personal group named like the account, with a gid equal to their "
                 f"uid; they are also members of `{team}` (gid {P['gid']})."
                 + (" Create it with `groupadd -g <uid> <user>` before the account." if how else ""))
    else:
        r.append(f"Every person's primary group is the team group `{team}` (gid {P['gid']}); there are no personal groups.")
    r.append(f"People whose role is `lead` are also members of `{leads}` (gid {P['lgid']}); nobody else is.")
    r.append(f"Each account has the roster's uid, the full name as its comment (GECOS) field, the roster's login shell "
             f"(an empty shell means `/bin/bash`) and the home folder `{hb}/<username>`.")
    if "skeleton" in names:
        r.append(f"New homes are populated from the team skeleton `{P['skel']}` instead of `/etc/skel`"
                 + (" (`useradd -m -k`)." if how else "."))
    else:
        r.append("New homes are populated from `/etc/skel`.")
    if "home_mode" in names:
        r.append(f"Every team member's home folder (new or not) has mode `{P['home_mode']:04o}`.")
    if "sudo_commands" in names:
        cmds = "; ".join(f"`{' '.join(c)}`" for c in P["sudo"])
        r.append(f"Members of `{leads}`, and nobody else, may run exactly these commands as root without a password: "
                 f"{cmds}. The rule lives in `/etc/sudoers.d/{team}` and must pass `visudo -c`"
                 + (" (mind that sudo skips fragment names that contain a dot)." if how else "."))
    if "sudo_runas" in names:
        r.append(f"Members of `{leads}` may run `{P['runas_cmd']}` as the `{P['deploy']}` account (and as no other "
                 f"account) without a password, through `/etc/sudoers.d/{team}`"
                 + (" (a `Runas` spec: `(" + P["deploy"] + ")`)." if how else "."))
    if "limits" in names:
        L = P["limits"]
        r.append(f"Members of `{team}` get a soft limit of {L['soft']} and a hard limit of {L['hard']} open files, in "
                 f"`/etc/security/limits.d/{team}.conf`; nobody else's limits change"
                 + (" (pam_limits: `@group` names a group)." if how else "."))
    if "password_aging" in names:
        A = P["aging"]
        r.append(f"Password aging for every active team member: at least {A['min']} day(s) between changes, at most "
                 f"{A['max']} days, a warning {A['warn']} days before, and the account disabled {A['inactive']} days "
                 "after the password expired" + (" (`chage -m -M -W -I`)." if how else ".")
                 + (" System accounts are not people: no aging for them." if "system_account" in names else ""))
    if "first_login" in names:
        r.append(f"New accounts get the temporary password listed for them in `{P['pwfile']}` (`user:password` lines) "
                 "and must change it at their first login" + (" (`chpasswd`, then `chage -d 0`)." if how else "."))
    if "contractor_expiry" in names:
        r.append("Contractors with an `end_date` keep access through that day (inclusive) and lose it when the next "
                 "day starts: their account expires on the day after `end_date`"
                 + (" (`chage -E YYYY-MM-DD`)." if how else "."))
    if "group_admins" in names:
        r.append(f"The active leads, all of them and only them, administer the `{team}` group (the group "
                 "administrators in `/etc/gshadow`)" + (" (`gpasswd -A user1,user2 group`)." if how else "."))
    if "ssh_keys" in names:
        r.append(f"Each active person's SSH public key is `{P['keys']}/<username>.pub`; it is the only line of their "
                 "`~/.ssh/authorized_keys` (keys found there before are revoked), `.ssh` mode 0700, the file 0600.")
    if "ssh_restrict" in names:
        opts = ",".join(P["key_opts"])
        r.append(f"A contractor's key line carries the options `from=\"{P['cidr']}\"` and `{opts}` (sshd wants the "
                 "quotes); employees' keys carry no options.")
    if "rename" in names:
        r.append("A `previous_username` means the person was renamed: keep their account (same uid, same files) under "
                 f"the new name, with the home folder moved to `{hb}/<new name>`"
                 + (" and their personal group renamed too" if P["personal"] else "")
                 + (" (`usermod -l -d -m`" + (", `groupmod -n`" if P["personal"] else "") + ")." if how else "."))
    if "handmade" in names:
        h = next(p for p in P["people"] if p["state"] == "handmade")
        r.append(f"The account `{h['user']}` was created by hand last week with the wrong uid, groups and shell; the "
                 "roster is right. Repair the account in place: the files in its home stay"
                 + (" (`usermod -u`, it re-owns the home)." if how else "."))
    if "returning" in names:
        r.append("Someone who left earlier is back (active in the roster): their old account was locked and expired "
                 "when they left. Re-enable it with their old password, account expiry cleared, shell and groups as "
                 "the roster says" + (" (`usermod -U -e ''`)." if how else "."))
    if "departed_lock" in names:
        r.append(f"A `status` of `left` for an employee who has an account here: lock its password, set its shell to "
                 f"`{NOLOGIN}` and take it out of `{team}` and `{leads}` (supplementary), but keep the account and "
                 "its home (legal wants the files)." + (" People who left and never had an account here get none."
                                                         if any(p["state"] == "left_absent" for p in P["people"]) else ""))
    if "archive_delete" in names:
        r.append(f"A contractor who left: archive their home folder as `{P['archive']}/<username>.tar.gz` (gzip tar "
                 f"with member names `<username>/...`, so that `tar -xzpf` in `{hb}` restores it, numeric owners "
                 "kept), then delete the account and its home" + (" (`tar -C`, `userdel -r`)." if how else "."))
    if "system_account" in names:
        d = P["daemon"]
        r.append(f"The team's daemon runs as the system account `{d['user']}`: a uid from the system range (below "
                 f"1000), no login shell (`{NOLOGIN}`), home `{d['home']}` created with mode 0750, no password, in "
                 f"none of the team's groups" + (" (`useradd -r -m`)." if how else "."))
    o = P["other"]
    r.append(f"Accounts and groups not in the roster (`{o['user']}` of `{o['group']}`, system accounts) are not yours "
             "to change.")
    return r


FORMAT_NOTES = {
    "csv": "CSV with a header line naming the columns",
    "yaml": "YAML: a `people` list of mappings",
    "json": "JSON: an object whose `people` list holds one object per person (missing keys are empty)",
    "ldif": "an LDIF export of the HR directory: one entry per person; `uid` is the user name, `cn` the full name, "
            "`uidNumber` the uid, `title` the role, `employeeType` the type, `accountStatus` the status, "
            "`loginShell`, `contractEnd` and `previousUid` as named",
}


def _policy_doc(P: dict, rules: list[str]) -> str:
    return (f"# Account policy for the {P['team']} team on {P['host']} (IT handbook 3.1)\n\n"
            "HR's roster is the authority on who is on the team; this policy says what each entry means on a host.\n\n"
            + "".join(f"{i}. {r}\n" for i, r in enumerate(rules, 1)) + "\n")


def _instruction(P: dict, names: set, cfg, rules: list[str]) -> str:
    team, host = P["team"], P["host"]
    cols = "`username`, `full_name`, `uid`, `role` (`member` or `lead`), `type` (`employee` or `contractor`), " \
           "`status` (`active` or `left`), `shell`" + (", `end_date`" if "contractor_expiry" in names else "") \
           + (", `previous_username`" if "rename" in names else "")
    src = (f"HR's roster for the team is `{P['roster']}` ({FORMAT_NOTES[P['format']]}); its fields are {cols}.")
    if cfg.messy:
        src += (" It comes out of a spreadsheet: user names in mixed case (account names are lower case), stray "
                "spaces around values, comment lines.")
    intro = (f"# Reconcile the {team} team's accounts on {host}\n\n"
             f"`{host}` hosts the {team} team. Some of its accounts exist already, some are missing, some are stale. "
             f"Bring the accounts on this host in line with HR's roster. {src}\n\n")
    if cfg.tell == "doc":
        body = ("The account policy the team agreed with IT is `/srv/provision/POLICY.md`; it says what every roster "
                "entry means on a host (groups, homes, access, departures, and the rest). Apply it to every entry.\n")
    else:
        body = "The account policy:\n\n" + "".join(f"{i}. {r}\n" for i, r in enumerate(rules, 1))
    tail = ("\nWork as root with the system's tools (`useradd`, `usermod`, `groupadd`, `gpasswd`, `chage`, `visudo`, "
            "...); the result is what counts. It is checked from the account databases (`/etc/passwd`, `/etc/shadow`, "
            "`/etc/group`, `/etc/gshadow`), the files under `/etc/sudoers.d` and `/etc/security/limits.d`, and the "
            f"home folders under `{P['home_base']}`"
            + (f", `{P['archive']}`" if "archive_delete" in names else "")
            + (f", `{P['daemon']['home']}`" if "system_account" in names else "")
            + "; sudo is asked what each account may run.\n")
    return intro + body + tail


# --- the hidden tests -------------------------------------------------------------------------------------------

TESTS = r'''
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
'''


def _tests(truth: dict) -> File:
    return hidden_tests({"T": truth}, TESTS)
