"""Interactive: drive a vendor's prompt-driven installer to a configuration a ticket asks for.

The installer is a question-and-answer program (defaults in brackets, yes/no and numbered choices, validation with
re-prompts, questions that only appear after certain answers, a license gate and a final confirmation that defaults
to "no"). It writes /etc/<slug>/<slug>.conf and a keyed receipt over that file, so the verifier can tell a config the
installer wrote from one typed by hand. Medium adds conditional TLS questions (pick the certificate that has not
expired, with openssl) and a retention given in weeks; hard requires a real terminal (getpass on /dev/tty: piping
answers is refused, so expect/tmux/script are needed), an in-place upgrade that keeps the instance identity, and a
private key that must be matched to the certificate.
"""

from __future__ import annotations

import configparser
import hashlib
import hmac
import io
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

PRODUCTS = [
    dict(slug="kestrel-agent", name="Kestrel Monitoring Agent", vendor="Kestrel Systems", port=9410,
         modules=["alerts", "metrics", "tracing", "log-shipper", "process-scan"], host="mon"),
    dict(slug="corvid", name="Corvid Backup Server", vendor="Corvid Data", port=8443,
         modules=["dedup", "encryption", "s3-gateway", "reports", "tape-export"], host="backup"),
    dict(slug="lumen-desk", name="Lumen Helpdesk", vendor="Lumen Software", port=8080,
         modules=["email-intake", "sla-timers", "chat", "knowledge-base", "surveys"], host="helpdesk"),
    dict(slug="pylon", name="Pylon Reverse Proxy", vendor="Pylon Networks", port=9000,
         modules=["waf", "cache", "rate-limit", "geoip", "access-log"], host="edge"),
    dict(slug="moss-wiki", name="Moss Wiki", vendor="Moss & Fern", port=8088,
         modules=["search", "pdf-export", "ldap-sync", "comments", "diagrams"], host="wiki"),
    dict(slug="tern-collector", name="Tern Metrics Collector", vendor="Tern Labs", port=9555,
         modules=["statsd", "prometheus", "otlp", "downsampling", "exemplars"], host="metrics"),
    dict(slug="halyard-ci", name="Halyard CI Runner", vendor="Halyard", port=8765,
         modules=["docker-exec", "cache-server", "artifact-store", "notifications", "secrets-proxy"], host="ci"),
    dict(slug="osprey-vault", name="Osprey Secrets Vault", vendor="Osprey Security", port=8200,
         modules=["audit-device", "pki", "transit", "kv-v1", "ui"], host="vault"),
]
LEVELS_LOG = ["debug", "info", "warning", "error"]
REQUESTERS = ["Anneke (platform)", "Bogdan (SRE)", "Carmen (IT ops)", "Dev (infra)", "Elin (security)",
              "Farouk (NOC)", "Greta (service desk)", "Hiro (observability)", "Isla (DBA team)", "Jonas (CI team)"]
HOSTS = ["fra-app-07", "ams-ops-02", "iad-util-11", "sjc-tools-04", "lhr-svc-09", "sin-infra-03", "dub-core-05",
         "waw-mgmt-01", "osl-edge-06", "mad-int-08"]

INSTALLER = r'''#!/usr/bin/env python3
"""{name} {version} installer ({vendor}). Interactive: answers the questions below and writes the configuration."""
import hashlib, hmac, json, os, re, secrets, subprocess, sys, getpass

SPEC = json.loads(r"""{spec}""")
PEPPER = "{pepper}"
SLUG = SPEC["slug"]
CONF = "/etc/%s/%s.conf" % (SLUG, SLUG)


def say(s=""):
    sys.stdout.write(s + "\n")
    sys.stdout.flush()


def abort(msg, code=3):
    say("")
    say("aborted: " + msg)
    sys.exit(code)


def ask(prompt):
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        abort("no answer (end of input)")
    return line.strip()


def pubkey(args):
    p = subprocess.run(["openssl"] + args, capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else None


def question(q, defaults):
    kind, default = q["kind"], defaults.get(q["key"], q.get("default"))
    if kind == "yesno":
        shown = "Y/n" if default else "y/N"
    elif kind == "choice":
        shown = next(k for k, v in q["choices"].items() if v == default)
    else:
        shown = "" if default is None else str(default)
    for attempt in range(3):
        if kind == "secret":
            a = getpass.getpass(q["prompt"] + ": ")
            b = getpass.getpass("Retype the password to confirm: ")
            if len(a) < 12:
                say("  ! the password must have at least 12 characters")
                continue
            if a != b:
                say("  ! the two passwords differ")
                continue
            return a
        ans = ask("%s [%s]: " % (q["prompt"], shown) if shown != "" else "%s: " % q["prompt"])
        if ans == "":
            if default is None:
                say("  ! an answer is required")
                continue
            return default
        if kind == "yesno":
            if ans.lower() in ("y", "yes"):
                return True
            if ans.lower() in ("n", "no"):
                return False
            say("  ! answer y or n")
        elif kind == "choice":
            if ans in q["choices"]:
                return q["choices"][ans]
            say("  ! choose one of: " + ", ".join(sorted(q["choices"])))
        elif kind in ("int", "port"):
            lo, hi = (1024, 65535) if kind == "port" else (q["min"], q["max"])
            if ans.isdigit() and lo <= int(ans) <= hi:
                return int(ans)
            say("  ! enter a whole number from %d to %d" % (lo, hi))
        elif kind == "enum":
            if ans.lower() in q["values"]:
                return ans.lower()
            say("  ! one of: " + ", ".join(q["values"]))
        elif kind == "user":
            if re.fullmatch(r"[a-z_][a-z0-9_-]{0,30}", ans):
                return ans
            say("  ! not a valid account name")
        elif kind in ("path", "file"):
            if not ans.startswith("/"):
                say("  ! give an absolute path")
            elif kind == "file" and not os.path.isfile(ans):
                say("  ! no such file: " + ans)
            else:
                return ans
        elif kind == "text":
            return ans
    abort("too many invalid answers to: " + q["prompt"])


def old_config():
    vals = {}
    section = ""
    for line in open(CONF):
        line = line.strip()
        if line.startswith("["):
            section = line.strip("[]")
        elif "=" in line and not line.startswith("#"):
            k, v = [x.strip() for x in line.split("=", 1)]
            vals[section + "." + k] = v
    return vals


def main():
    say("=" * 64)
    say("  %s %s setup  (c) %s" % (SPEC["name"], SPEC["version"], SPEC["vendor"]))
    say("=" * 64)
    if SPEC["need_tty"] and not (sys.stdin.isatty() and sys.stdout.isatty()):
        say("error: this installer must be run from an interactive terminal (stdin/stdout are not a TTY).")
        sys.exit(2)
    defaults, instance = {}, None
    if SPEC["upgrade"] and os.path.exists(CONF):
        old = old_config()
        say("An existing configuration was found: instance %s, version %s." % (old.get("instance.id"), old.get("instance.version")))
        mode = ask("Upgrade it in place (keeps the instance identity and current settings) or install fresh? (u/f) [f]: ").lower()
        if mode in ("u", "upgrade"):
            instance = old.get("instance.id")
            for q in SPEC["questions"] + [c for q in SPEC["questions"] for c in q.get("then", [])]:
                v = old.get(q["section"] + "." + q["conf"])
                if v is None:
                    continue
                if q["kind"] == "yesno":
                    defaults[q["key"]] = v in ("yes", "on", "true")
                elif q["kind"] in ("int", "port"):
                    defaults[q["key"]] = int(v)
                else:
                    defaults[q["key"]] = v
            say("Upgrading: current settings are offered as defaults.")
        elif mode not in ("", "f", "fresh"):
            abort("unknown choice " + mode)
    answers = {}
    todo = list(SPEC["questions"])
    while todo:
        q = todo.pop(0)
        answers[q["key"]] = question(q, defaults)
        if q.get("then") and answers[q["key"]] is True:
            todo = list(q["then"]) + todo
    if answers.get("tls") and SPEC["match_key"]:
        a = pubkey(["x509", "-noout", "-pubkey", "-in", answers["tls_cert"]])
        b = pubkey(["pkey", "-pubout", "-in", answers["tls_key"]])
        if not a or a != b:
            abort("the private key %s does not belong to the certificate %s" % (answers["tls_key"], answers["tls_cert"]))
    say("")
    say("License: %s End User License Agreement, version 7." % SPEC["vendor"])
    say("  The software is provided as is. Use of the software means acceptance of the terms at")
    say("  /opt/installers/LICENSE-%s.txt." % SLUG)
    if ask("Type ACCEPT to accept the license terms: ") != "ACCEPT":
        abort("license not accepted")
    say("")
    say("Summary:")
    for q in SPEC["questions"] + [c for q in SPEC["questions"] for c in q.get("then", [])]:
        if q["key"] in answers and q["kind"] != "secret":
            say("  %s.%s = %s" % (q["section"], q["conf"], answers[q["key"]]))
    if ask("Write the configuration and finish the installation? [y/N]: ").lower() not in ("y", "yes"):
        abort("nothing was written", 1)
    sections = {}
    for q in SPEC["questions"] + [c for q in SPEC["questions"] for c in q.get("then", [])]:
        if q["key"] not in answers:
            continue
        v = answers[q["key"]]
        if q["kind"] == "secret":
            salt = secrets.token_hex(8)
            dk = hashlib.pbkdf2_hmac("sha256", v.encode(), salt.encode(), 100000).hex()
            sections.setdefault(q["section"], []).append((q["conf"], "pbkdf2_sha256$100000$%s$%s" % (salt, dk)))
            continue
        if q["kind"] == "yesno":
            v = ("on" if v else "off") if q["section"] == "modules" else ("yes" if v else "no")
        sections.setdefault(q["section"], []).append((q["conf"], str(v)))
    sections["instance"] = [("id", instance or "i-" + secrets.token_hex(6)), ("version", SPEC["version"])]
    text = "# %s configuration, written by the %s installer\n" % (SPEC["name"], SPEC["version"])
    for sec in SPEC["sections"]:
        if sec in sections:
            text += "\n[%s]\n" % sec + "".join("%s = %s\n" % kv for kv in sections[sec])
    os.makedirs(os.path.dirname(CONF), exist_ok=True)
    for d in (answers.get("install_dir"), answers.get("data_dir")):
        if d:
            os.makedirs(d, exist_ok=True)
    with open(CONF, "w") as f:
        f.write(text)
    mac = hmac.new(PEPPER.encode(), text.encode(), hashlib.sha256).hexdigest()
    with open(os.path.join(os.path.dirname(CONF), ".install-receipt"), "w") as f:
        json.dump({"product": SLUG, "version": SPEC["version"], "config_hmac": mac}, f)
        f.write("\n")
    say("Configuration written to " + CONF)
    say("Installation complete.")


if __name__ == "__main__":
    main()
'''


def _tcl(s: str) -> str:
    """A Tcl word in braces (our prompt texts and answers never contain braces or backslashes)."""
    assert "{" not in s and "}" not in s and "\\" not in s
    return "{" + s + "}"


def _answers(plan, bug):
    """prompt -> answer for every question of this instance, with one mistake switched on by bug."""
    out = []
    for q in plan["order"]:
        ans = q["answer"]
        if bug == "all_defaults":
            ans = ""
        elif bug == "module_defaults" and q["section"] == "modules":
            ans = ""
        elif bug == "no_tls" and q["key"] == "tls":
            ans = "n"
        elif bug == "weeks_as_days" and q["key"] == "retention_days":
            ans = str(plan["weeks"])
        out.append((q, ans))
    return out


def _solver(plan, level, bug=""):
    slug = plan["slug"]
    inst = f"/opt/installers/{slug}-setup"
    if level == "easy" or bug in ("static_answers", "pipe_answers"):
        # Answers typed in the order the questions come (one line each), piped into the installer.
        lines = []
        for q, ans in _answers(plan, bug):
            if bug == "static_answers" and q.get("parent") == "tls":
                continue  # written for a run without the TLS follow-up questions
            if q["kind"] == "secret":
                lines += ["$PW", "$PW"]
                continue
            if q["key"] in ("tls_cert", "tls_key"):
                ans = "$CERT" if q["key"] == "tls_cert" else "$KEY"
            lines.append(ans)
        lines.append("ACCEPT")
        lines.append("" if bug == "no_confirm" else "y")
        pre = _pick_cert_lines(plan, level, bug) if level != "easy" else ""
        if level == "hard":
            pre += f"PW=$(cat {plan['pw_file']})\n"
            lines.insert(0, "u")
        body = "\n".join(lines)
        return script(pre + f"python3 {inst} <<ANSWERS || true\n{body}\nANSWERS\n")
    # expect: answer each question when its prompt appears, whatever the order and whichever follow-ups come.
    rules = []
    for q, ans in _answers(plan, bug):
        if q["kind"] == "secret":
            rules.append(f'  -ex {_tcl(q["prompt"] + ": ")} {{ send -- "$pw\\r"; exp_continue }}')
            rules.append('  -ex {Retype the password to confirm: } { send -- "$pw\\r"; exp_continue }')
            continue
        if q["key"] == "tls_cert":
            send = '"$env(CERT)\\r"'
        elif q["key"] == "tls_key":
            send = '"$env(KEY)\\r"'
        else:
            send = '"' + ans + '\\r"'
        pat = q["prompt"] + (": " if q.get("default") is None else " [")
        rules.append(f"  -ex {_tcl(pat)} {{ send -- {send}; exp_continue }}")
    if level == "hard":
        mode = "f" if bug == "fresh_install" else "u"
        rules.insert(0, f'  -ex {{or install fresh? (u/f) [f]: }} {{ send -- "{mode}\\r"; exp_continue }}')
    confirm = "" if bug == "no_confirm" else "y"
    rules.append('  -ex {Type ACCEPT to accept the license terms: } { send -- "ACCEPT\\r"; exp_continue }')
    rules.append(f'  -ex {{finish the installation? [y/N]: }} {{ send -- "{confirm}\\r"; exp_continue }}')
    rules.append('  -ex {  ! } { puts "\\n(oracle) the installer rejected an answer"; exp_continue }')
    rules.append('  timeout { puts "\\n(oracle) no known prompt"; exit 1 }')
    rules.append("  eof")
    pw = f"set pw [string trim [read [open {plan['pw_file']}]]]\n" if level == "hard" else ""
    exp = "set timeout 20\n" + pw + f"spawn {inst}\nexpect {{\n" + "\n".join(rules) + "\n}\n"
    return script(_pick_cert_lines(plan, level, bug) + "export CERT KEY\ncat > /tmp/install.exp <<'EXP'\n" + exp
                  + "EXP\nexpect /tmp/install.exp\n")


def _pick_cert_lines(plan, level, bug):
    """bash that sets CERT (the certificate that has not expired) and KEY (the private key that belongs to it)."""
    cdir = plan["cert_dir"]
    check = "! openssl x509 -checkend 0 -noout -in \"$c\" >/dev/null" if bug == "expired_cert" else \
        "openssl x509 -checkend 0 -noout -in \"$c\" >/dev/null"
    out = dedent(f"""
        CERT=""
        for c in {cdir}/*.crt; do
          if {check}; then CERT=$c; fi
        done
    """)
    if level == "hard":
        out += dedent(f"""
            want=$(openssl x509 -noout -pubkey -in "$CERT")
            KEY=""
            for k in {plan['key_dir']}/*.key; do
              if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
            done
        """)
    else:
        out += 'KEY=${CERT%.crt}.key\n'
    return out


@register
class InstallWizard(Family):
    name = "install_wizard"
    category = "interactive"
    description = ("Drive a prompt-driven vendor installer (defaults, validation, conditional questions, license, "
                   "confirmation; hard: TTY-only with getpass, in-place upgrade, key matching) to a requested config.")
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        p = rng.choice(PRODUCTS)
        slug = p["slug"]
        version = f"{rng.randint(4, 7)}.{rng.randint(0, 9)}.{rng.randint(0, 20)}"
        host = rng.choice(HOSTS)
        pepper = f"{rng.getrandbits(128):032x}"
        modules = rng.sample(p["modules"], 4)
        mod_default = {m: rng.random() < 0.5 for m in modules}
        # At least one module must go off and one must come on, so "keep the module defaults" is always wrong.
        on_to_off, off_to_on = modules[0], modules[1]
        mod_default[on_to_off], mod_default[off_to_on] = True, False
        mod_want = {m: mod_default[m] if m not in (on_to_off, off_to_on) else not mod_default[m] for m in modules}
        if rng.random() < 0.5:
            flip = modules[2]
            mod_want[flip] = not mod_default[flip]

        # The questions, their product defaults (fresh install) and the values the ticket wants.
        install_default = f"/opt/{slug}"
        data_default = f"/var/lib/{slug}"
        want = {
            "install_dir": rng.choice([install_default, f"/srv/{slug}", f"/opt/{p['vendor'].split()[0].lower()}/{slug}"]),
            "port": rng.choice([p["port"] + k for k in (1, 2, 10, 100, 1000)]),
            "listen_address": rng.choice(["127.0.0.1", "0.0.0.0"]),
            "service_user": rng.choice([slug.split("-")[0], f"svc-{slug.split('-')[0]}", f"{slug.split('-')[0]}d"]),
            "data_dir": rng.choice([f"/data/{slug}", f"/srv/{slug}/data", f"/var/opt/{slug}"]),
            "log_level": rng.choice(["debug", "warning", "error"]),
            "admin_login": rng.choice(["ops-admin", f"{slug.split('-')[0]}-admin", "sysadmin", "root-ops"]),
        }
        weeks = rng.randint(2, 12)
        days = rng.choice([7, 14, 45, 60, 90, 120]) if level == "easy" else weeks * 7
        want["retention_days"] = days
        defaults = {"install_dir": install_default, "port": p["port"], "listen_address": "127.0.0.1",
                    "service_user": slug.split("-")[0], "data_dir": data_default, "log_level": "info",
                    "retention_days": 30, "admin_login": "admin"}
        if want["port"] == defaults["port"]:
            want["port"] += 1

        qs = [
            dict(key="install_dir", section="server", conf="install_dir", kind="path", prompt="Installation directory"),
            dict(key="port", section="server", conf="port", kind="port", prompt="Port for the web console"),
            dict(key="listen_address", section="server", conf="listen_address", kind="choice",
                 prompt="Listen on  1) localhost only  2) all interfaces.  Choice",
                 choices={"1": "127.0.0.1", "2": "0.0.0.0"}),
            dict(key="service_user", section="server", conf="user", kind="user", prompt="Service account"),
            dict(key="data_dir", section="storage", conf="data_dir", kind="path", prompt="Data directory"),
            dict(key="retention_days", section="storage", conf="retention_days", kind="int", min=1, max=3650,
                 prompt="Days of data to keep"),
            dict(key="log_level", section="logging", conf="level", kind="enum", values=LEVELS_LOG,
                 prompt="Log level (debug, info, warning, error)"),
        ]
        for q in qs:
            q["default"] = defaults[q["key"]]
        mod_qs = [dict(key=f"mod_{m}", section="modules", conf=m, kind="yesno", default=mod_default[m],
                       prompt=f"Enable the {m} module?") for m in modules]
        tls_q = dict(key="tls", section="tls", conf="enabled", kind="yesno", default=False,
                     prompt="Serve the console over HTTPS?",
                     then=[dict(key="tls_cert", section="tls", conf="certificate", kind="file", default=None,
                                prompt="Path to the certificate (PEM)", parent="tls"),
                           dict(key="tls_key", section="tls", conf="private_key", kind="file", default=None,
                                prompt="Path to the private key (PEM)", parent="tls")])
        admin_q = [dict(key="admin_login", section="admin", conf="login", kind="user", default="admin",
                        prompt="Administrator login")]
        if level == "hard":
            admin_q.append(dict(key="admin_password", section="admin", conf="password_hash", kind="secret",
                                default=None, prompt="Administrator password"))
        middle = qs[3:] + mod_qs + ([tls_q] if level != "easy" else [])
        rng.shuffle(middle)
        questions = qs[:3] + middle + admin_q

        # Hard: an older install exists; its values are the defaults of an in-place upgrade.
        old = None
        if level == "hard":
            old = {
                "install_dir": install_default, "port": p["port"] + rng.choice([3, 5, 7]),
                "listen_address": rng.choice(["127.0.0.1", "0.0.0.0"]), "service_user": want["service_user"],
                "data_dir": want["data_dir"], "retention_days": rng.choice([10, 15, 30, 45]),
                "log_level": "info", "admin_login": want["admin_login"],
            }
            # The ticket changes some settings and keeps the rest as they are today.
            keep = rng.sample(["install_dir", "listen_address", "service_user", "data_dir", "admin_login"], 3)
            for k in keep:
                want[k] = old[k]
            if want["install_dir"] == install_default and "install_dir" not in keep:
                want["install_dir"] = f"/srv/{slug}"
            old_mods = {m: rng.random() < 0.5 for m in modules}
            old_mods[on_to_off], old_mods[off_to_on] = True, False
            mod_want = {m: old_mods[m] for m in modules}
            mod_want[on_to_off], mod_want[off_to_on] = False, True
        else:
            keep = []

        cert_dir = f"/etc/ssl/{slug}"
        key_dir = f"/etc/ssl/{slug}/private" if level == "hard" else cert_dir
        cn = f"{p['host']}.{host}.corp.example"
        names = rng.sample(["console", "console-2", "web", "site", "tls", "server", "https", "portal"], 2)
        good, bad = names
        if level == "hard":
            keys = rng.sample(["k1", "k2", "k3", "a7", "b3", "c9", "key-old", "key-new"], 3)
            key_good, key_bad, key_stray = keys
            tls_cert, tls_key = f"{cert_dir}/{good}.crt", f"{key_dir}/{key_good}.key"
        else:
            key_good, key_bad, key_stray = good, bad, None
            tls_cert, tls_key = f"{cert_dir}/{good}.crt", f"{cert_dir}/{good}.key"

        answer_of = {
            "install_dir": want["install_dir"], "port": str(want["port"]),
            "listen_address": "1" if want["listen_address"] == "127.0.0.1" else "2",
            "service_user": want["service_user"], "data_dir": want["data_dir"],
            "retention_days": str(want["retention_days"]), "log_level": want["log_level"],
            "admin_login": want["admin_login"], "tls": "y", "tls_cert": tls_cert, "tls_key": tls_key,
        }
        for m in modules:
            answer_of[f"mod_{m}"] = "y" if mod_want[m] else "n"
        if level == "hard":
            for k in keep:  # kept settings: the upgrade offers them as defaults; answering them explicitly is fine too
                answer_of[k] = ""
        order = []
        for q in questions:
            order.append(dict(q, answer=answer_of.get(q["key"], "")))
            if q["key"] == "tls":
                order += [dict(c, answer=answer_of[c["key"]]) for c in q["then"]]
        pw_file = f"/root/.secrets/{slug}-admin.txt"
        password = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.@%+=") for _ in range(18))
        plan = {"slug": slug, "order": order, "weeks": weeks, "cert_dir": cert_dir, "key_dir": key_dir,
                "pw_file": pw_file}

        spec = {"slug": slug, "name": p["name"], "vendor": p["vendor"], "version": version,
                "need_tty": level == "hard", "upgrade": level == "hard", "match_key": level == "hard",
                "questions": questions, "sections": ["server", "storage", "logging", "tls", "modules", "admin", "instance"]}
        files = {
            f"/opt/installers/{slug}-setup": File.of(
                INSTALLER.replace("{spec}", json.dumps(spec, indent=1, sort_keys=True)).replace("{pepper}", pepper)
                .replace("{name}", p["name"]).replace("{version}", version).replace("{vendor}", p["vendor"]), mode=0o755),
            f"/opt/installers/LICENSE-{slug}.txt": File.of(f"{p['vendor']} End User License Agreement, version 7.\n\n"
                                                           "The software is provided as is, without warranty.\n"),
        }
        setup = ["set -e"]
        if level != "easy":
            setup += self._cert_setup(cert_dir, key_dir, cn, good, bad, key_good, key_bad, key_stray, level)
        old_id = None
        if level == "hard":
            old_id = f"i-{rng.getrandbits(48):012x}"
            files[f"/etc/{slug}/{slug}.conf"] = File.of(self._old_conf(p, old, old_mods, old_id, rng))
            files[pw_file] = File.of(password + "\n", mode=0o600)

        expected = self._expected(level, want, mod_want, modules, tls_cert, tls_key)
        truth = {"conf": f"/etc/{slug}/{slug}.conf", "receipt": f"/etc/{slug}/.install-receipt", "pepper": pepper,
                 "expected": expected, "instance": old_id, "password": password if level == "hard" else None}

        if level == "easy":
            names_ = [("all_defaults", "accepts every default (license and confirmation answered)"),
                      ("no_confirm", "half the job: answers everything, then leaves the final confirmation at its default (no)"),
                      ("module_defaults", "right settings, but leaves the module questions at their defaults")]
        elif level == "medium":
            names_ = [("static_answers", "pipes a fixed answer list written for a run without the HTTPS follow-up questions"),
                      ("weeks_as_days", f"enters the retention as {weeks} (weeks) instead of {weeks * 7} days"),
                      ("expired_cert", "configures the certificate that has expired"),
                      ("no_confirm", "half the job: answers everything, then leaves the final confirmation at its default (no)")]
        else:
            names_ = [("pipe_answers", "pipes the right answers into the installer, which refuses to run without a terminal"),
                      ("fresh_install", "chooses a fresh install: a new instance identity and product defaults"),
                      ("weeks_as_days", f"enters the retention as {weeks} (weeks) instead of {weeks * 7} days"),
                      ("expired_cert", "configures the certificate that has expired (and its key)"),
                      ("no_tls", "half the job: upgrades with the right settings but leaves HTTPS off")]
        decoys = [Decoy(name=n, description=d, script=_solver(plan, level, n)) for n, d in names_]
        tools = ["python3"] if level == "easy" else ["openssl", "expect", "cat"]
        return Draft(
            instruction=self._instruction(rng, p, level, version, host, want, defaults, mod_want, modules, weeks,
                                          cert_dir, key_dir, cn, pw_file, keep, old),
            environment=Environment(base_image=self.base_image, files=files,
                                    setup="\n".join(setup) + "\n" if len(setup) > 1 else "", workdir="/root"),
            solution=_solver(plan, level),
            tests={"test_outputs.py": self._tests(truth)},
            decoys=decoys,
            outputs=[f"/etc/{slug}"],
            tools=sorted(tools),
            tags=["installer", "prompts", "configuration"]
                 + {"easy": ["stdin"], "medium": ["expect", "conditional-prompts", "x509"],
                    "hard": ["expect", "tty", "getpass", "upgrade", "x509", "key-matching"]}[level],
            expert_time_min={"easy": 8, "medium": 20, "hard": 35}[level],
            junior_time_min={"easy": 20, "medium": 45, "hard": 90}[level],
        )

    @staticmethod
    def _cert_setup(cert_dir, key_dir, cn, good, bad, key_good, key_bad, key_stray, level):
        """Offline at build: a current certificate, an expired one (backdated with `openssl ca`), and their keys."""
        ec = "-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes"
        lines = [
            f"mkdir -p {cert_dir} {key_dir} /tmp/ca/newcerts",
            f"openssl req -x509 {ec} -keyout {key_dir}/{key_good}.key -out {cert_dir}/{good}.crt -days 36500 -subj '/CN={cn}' 2>/dev/null",
            f"openssl req -new {ec} -keyout {key_dir}/{key_bad}.key -out /tmp/ca/old.csr -subj '/CN={cn}' 2>/dev/null",
            "touch /tmp/ca/index.txt && echo 01 > /tmp/ca/serial",
            "printf '[ca]\\ndefault_ca = x\\n[x]\\ndir = /tmp/ca\\ndatabase = /tmp/ca/index.txt\\nnew_certs_dir = /tmp/ca/newcerts\\n"
            "serial = /tmp/ca/serial\\ndefault_md = sha256\\npolicy = p\\n[p]\\ncommonName = supplied\\n' > /tmp/ca/ca.cnf",
            f"openssl ca -batch -config /tmp/ca/ca.cnf -selfsign -keyfile {key_dir}/{key_bad}.key -in /tmp/ca/old.csr "
            f"-out {cert_dir}/{bad}.crt -notext -startdate 20190301000000Z -enddate 20210301000000Z 2>/dev/null",
            "rm -rf /tmp/ca",
        ]
        if key_stray:
            lines.append(f"openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out {key_dir}/{key_stray}.key 2>/dev/null")
        lines.append(f"chmod 600 {key_dir}/*.key")
        return lines

    @staticmethod
    def _old_conf(p, old, old_mods, old_id, rng):
        lines = [f"# {p['name']} configuration, written by the 3.{rng.randint(1, 9)}.{rng.randint(0, 9)} installer", "",
                 "[server]", f"install_dir = {old['install_dir']}", f"port = {old['port']}",
                 f"listen_address = {old['listen_address']}", f"user = {old['service_user']}", "",
                 "[storage]", f"data_dir = {old['data_dir']}", f"retention_days = {old['retention_days']}", "",
                 "[logging]", f"level = {old['log_level']}", "", "[tls]", "enabled = no", "", "[modules]"]
        lines += [f"{m} = {'on' if v else 'off'}" for m, v in old_mods.items()]
        lines += ["", "[admin]", f"login = {old['admin_login']}", "", "[instance]", f"id = {old_id}", "version = 3.9.4"]
        return "\n".join(lines) + "\n"

    @staticmethod
    def _expected(level, want, mod_want, modules, tls_cert, tls_key):
        e = {
            "server": {"install_dir": want["install_dir"], "port": str(want["port"]),
                       "listen_address": want["listen_address"], "user": want["service_user"]},
            "storage": {"data_dir": want["data_dir"], "retention_days": str(want["retention_days"])},
            "logging": {"level": want["log_level"]},
            "modules": {m: "on" if mod_want[m] else "off" for m in modules},
            "admin": {"login": want["admin_login"]},
        }
        if level != "easy":
            e["tls"] = {"enabled": "yes", "certificate": tls_cert, "private_key": tls_key}
        return e

    @staticmethod
    def _instruction(rng, p, level, version, host, want, defaults, mod_want, modules, weeks, cert_dir, key_dir, cn,
                     pw_file, keep, old):
        slug = p["slug"]
        who = rng.choice(REQUESTERS)
        listen = "all interfaces" if want["listen_address"] == "0.0.0.0" else "localhost only"
        ret = (f"{want['retention_days']} days" if level == "easy" else f"{weeks} weeks")
        settings = {
            "install_dir": f"installed under `{want['install_dir']}`",
            "port": f"web console on port {want['port']}",
            "listen_address": f"console reachable on {listen}",
            "service_user": f"running as the service account `{want['service_user']}`",
            "data_dir": f"data in `{want['data_dir']}`",
            "retention_days": f"keep {ret} of data",
            "log_level": f"log level `{want['log_level']}`",
            "admin_login": f"administrator login `{want['admin_login']}`",
        }
        on = [m for m in modules if mod_want[m]]
        off = [m for m in modules if not mod_want[m]]
        mods = (f"modules: enable {', '.join(f'`{m}`' for m in on) or 'none'}; "
                f"disable {', '.join(f'`{m}`' for m in off) or 'none'}")
        if level == "hard":
            changed = [k for k in settings if k not in keep and want[k] != old[k]]
            items = [settings[k] for k in changed] + [mods]
        else:
            items = list(settings.values()) + [mods]
        rng.shuffle(items)
        if level != "easy":
            items.append(f"HTTPS on, with the certificate for `{cn}` in `{cert_dir}` that is still valid (one of the "
                         "files there expired years ago)" + (f" and its private key, which is somewhere in `{key_dir}` "
                                                             "(the file names do not tell which key is which)"
                                                             if level == "hard" else " and the matching `.key` file next to it"))
        if level == "hard":
            items.append(f"a new administrator password: the one in `{pw_file}`")
        bullets = "\n".join(f"- {i}" for i in items)
        intro = {
            "easy": f"{who} asked for {p['name']} {version} on `{host}`. The vendor ships only an interactive installer.",
            "medium": f"{who} needs {p['name']} {version} on `{host}`, served over HTTPS. The vendor ships only an "
                      "interactive installer, and which questions it asks depends on earlier answers.",
            "hard": f"{who} needs {p['name']} on `{host}` upgraded to {version}. An older release is configured in "
                    f"`/etc/{slug}/` and registered with the monitoring backend under its instance identity, which "
                    "must survive the upgrade. The vendor ships only an interactive installer.",
        }[level]
        extra = {
            "easy": "",
            "medium": "The retention question asks for days.\n",
            "hard": ("The retention question asks for days. Everything the list does not mention keeps its current "
                     "value. The installer insists on a real terminal (it reads the password with echo off) and "
                     "refuses to run with piped input, so drive it with a terminal tool such as `expect`, `tmux` or "
                     "`script`.\n"),
        }[level]
        return dedent(f"""
            # Install {p['name']} {version} with the requested settings

            {intro} Run `/opt/installers/{slug}-setup` and answer its questions so that the resulting
            configuration has:

            {{bullets}}

            {{extra}}Accept the vendor license when asked (this was cleared by legal) and confirm at the end. Leave every
            setting the list does not name at what the installer offers. The installer writes
            `/etc/{slug}/{slug}.conf` together with a receipt the service checks at start-up, so the configuration
            must be written by the installer itself: a hand-edited file is rejected. If a run goes wrong, simply run
            the installer again. You do not need to start the service: the folder `/etc/{slug}/` as the installer
            leaves it is what the change review looks at.
        """).replace("{bullets}", bullets).replace("{extra}", extra)

    @staticmethod
    def _tests(truth):
        header = "import configparser, hashlib, hmac, json, os, re"
        body = '''
            def _conf():
                assert os.path.exists(T["conf"]), f"{T['conf']} was not written (the installer never finished)"
                with open(T["conf"], "rb") as f:
                    raw = f.read()
                cp = configparser.ConfigParser(interpolation=None)
                cp.read_string(raw.decode())
                return raw, cp

            def test_written_by_the_installer():
                raw, _ = _conf()
                assert os.path.exists(T["receipt"]), "no installer receipt: the configuration was not written by the installer"
                with open(T["receipt"]) as f:
                    rec = json.load(f)
                mac = hmac.new(T["pepper"].encode(), raw, hashlib.sha256).hexdigest()
                assert rec.get("config_hmac") == mac, "the receipt does not match the configuration (edited by hand?)"

            def test_settings():
                _, cp = _conf()
                diffs = []
                for sec, kv in T["expected"].items():
                    for k, v in kv.items():
                        got = cp.get(sec, k, fallback=None)
                        if got != v:
                            diffs.append(f"[{sec}] {k} = {got!r}, expected {v!r}")
                assert not diffs, f"{len(diffs)} setting(s) differ: " + "; ".join(diffs[:8])

            def test_instance_identity():
                _, cp = _conf()
                got = cp.get("instance", "id", fallback=None)
                if T["instance"]:
                    assert got == T["instance"], f"instance id {got!r}: the upgrade had to keep {T['instance']!r}"
                else:
                    assert got and re.fullmatch(r"i-[0-9a-f]{12}", got), f"bad instance id {got!r}"

            def test_admin_password():
                if not T["password"]:
                    return
                _, cp = _conf()
                h = cp.get("admin", "password_hash", fallback="")
                parts = h.split("$")
                assert len(parts) == 4 and parts[0] == "pbkdf2_sha256", f"no administrator password hash set ({h!r})"
                dk = hashlib.pbkdf2_hmac("sha256", T["password"].encode(), parts[2].encode(), int(parts[1])).hex()
                assert dk == parts[3], "the administrator password is not the one from the vault file"
        '''
        return pytest_file(header, {"T": truth}, body)
