"""Interactive: drive a vendor's prompt-driven installer to the installation a ticket asks for.

The installer (/opt/installers/<slug>-setup, one engine, this instance's questions in a JSON spec) is composed from
a pool of prompt components: a paged menu, a multi-select that replaces its defaults, a password with
confirmation, a license pager, a yes/no whose default wipes existing data, a conditional HTTPS branch (pick the
certificate that has not expired; hard: find its key by content), a runtime path that must exist (newest by
version, not by name), days asked where the ticket says weeks, a port check whose warning defaults to "use it
anyway", proxy and cluster branches, an activation prompt read from /dev/tty, a slow host check that discards
type-ahead, an account that must be registered, an upgrade that must keep the instance identity, a bind address
from an inventory. The oracle is the composition of the components' answers (a dialog of prompt -> reply pairs)
played by a driver drawn per instance (stdin, expect, python pty; stdin only where no prompt needs a terminal).

Nothing is forgeable: there is no receipt. The tests read the installation itself, and (medium/hard) replay the
agent's answers file through the pristine installer of the verifier's image (`--answers FILE --root SCRATCH`, as
tgrun) and check the tree that run produces, with the host state (old config, existing data) seeded.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, dedent
from termigen.families.kit import Component, KitFamily, LevelConfig, compose, hidden_tests, oracle_and_decoys
from termigen.task import Decoy, Environment, File
from termigen.toolscan import tools_in

ENGINE = (Path(__file__).with_name("install_wizard_setup.txt")).read_text()

PRODUCTS = [
    ("kestrel-agent", "Kestrel Monitoring Agent", "Kestrel Systems", 9410, "mon"),
    ("corvid", "Corvid Backup Server", "Corvid Data", 8443, "backup"),
    ("lumen-desk", "Lumen Helpdesk", "Lumen Software", 8080, "helpdesk"),
    ("pylon", "Pylon Reverse Proxy", "Pylon Networks", 9000, "edge"),
    ("moss-wiki", "Moss Wiki", "Moss & Fern", 8088, "wiki"),
    ("tern-collector", "Tern Metrics Collector", "Tern Labs", 9555, "metrics"),
    ("halyard-ci", "Halyard CI Runner", "Halyard", 8765, "ci"),
    ("osprey-vault", "Osprey Secrets Vault", "Osprey Security", 8200, "vault"),
]
MODULES = ["alerts", "metrics", "tracing", "log-shipper", "process-scan", "dedup", "encryption", "reports",
           "email-intake", "sla-timers", "search", "pdf-export", "ldap-sync", "audit", "cache", "rate-limit"]
REGIONS = [f"{a}-{b}-{n}" for a in ("eu", "us", "ap", "sa", "me", "af", "ca") for b in ("north", "south", "east", "west", "central")
           for n in (1, 2)]
REQUESTERS = ["Anneke (platform)", "Bogdan (SRE)", "Carmen (IT ops)", "Dev (infra)", "Elin (security)",
              "Farouk (NOC)", "Greta (service desk)", "Hiro (observability)", "Isla (DBA team)", "Jonas (CI team)"]
HOSTS = ["fra-app-07", "ams-ops-02", "iad-util-11", "sjc-tools-04", "lhr-svc-09", "sin-infra-03", "dub-core-05",
         "waw-mgmt-01", "osl-edge-06", "mad-int-08"]
PW_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_.@%+="
LEVEL_NAMES = ("easy", "medium", "hard")


@dataclass(frozen=True)
class WizardLevel(LevelConfig):
    answers_file: float = 0.0  # chance the ticket also wants the answers file for an unattended re-install
    tier: int = 0  # 0 easy: the ticket names each prompt's trap; 1 medium: facts only; 2 hard: goals, docs inside


@dataclass
class Part:
    """What one component brings: installer steps, the oracle's dialog/answers (fix), wrong fixes, the truth."""

    steps: list
    fix: str
    ask: tuple  # the ticket line per tier (easy, medium, hard)
    doc: str  # the README paragraph (the installer's behaviour)
    wrong: dict = field(default_factory=dict)
    conf: dict = field(default_factory=dict)  # section -> key -> value the tests expect
    checks: list = field(default_factory=list)
    files: dict = field(default_factory=dict)  # image files
    seed: dict = field(default_factory=dict)  # host state the replay seeds under its --root
    setup: list = field(default_factory=list)
    outputs: list = field(default_factory=list)
    tty: bool = False  # a prompt needs a terminal: no stdin driver
    stage: int = 1  # upgrade first, license last


def q(s: str) -> str:
    assert "'" not in s and "\t" not in s
    return f"'{s}'"


def dialog(*pairs, keys=()) -> str:
    """Oracle shell: `step PROMPT REPLY` (the dialog) and `key KEY VALUE` (the answers file)."""
    out = [f"step {q(p)} {a}" for p, a in pairs] + [f"key {k} {v}" for k, v in keys]
    return "\n".join(out) + "\n"


def lv(easy, medium=None, hard=None):
    medium = easy if medium is None else medium
    return (easy, medium, medium if hard is None else hard)


# --- the pool -------------------------------------------------------------------------------------------------

def c_menu(x):
    opts = sorted(x.rng.sample(REGIONS, x.rng.randint(20, 30)))
    i = x.rng.randrange(8, len(opts))
    want, page, num = opts[i], i // 8, i % 8 + 1
    step = dict(kind="choice", key="region", section="site", conf="region", prompt="Site region",
                options=[[o, o] for o in opts], default=opts[0])
    pat = "n = next page, p = previous page"
    return Part([step], dialog(*[(pat, "n")] * page, (pat, num), keys=[("region", want)]),
                lv(f"site region `{want}` (the region menu is paged, 8 to a page; `n` shows the next page and the "
                   "numbers restart on every page)", f"site region `{want}`"),
                "Site region: a numbered menu of 8 entries a page; `n`/`p` turn the page and a number picks an entry "
                "of the page shown. Answers key `region` (the region name).",
                wrong={"first_page": dialog((pat, num), keys=[("region", opts[num - 1])])},
                conf={"site": {"region": want}})


def c_modules(x):
    mods = x.rng.sample(MODULES, x.rng.randint(5, 7))
    default = sorted(x.rng.sample(mods, 2), key=mods.index)
    want = sorted(x.rng.sample([m for m in mods if m != default[0]], x.rng.randint(2, 3)), key=mods.index)
    if set(want) <= set(default) or set(want) == set(default):
        want = sorted(set(want) | {next(m for m in mods if m not in default)}, key=mods.index)
    union = sorted(set(want) | set(default), key=mods.index)
    nums = lambda ms: " ".join(str(mods.index(m) + 1) for m in ms)  # noqa: E731
    pat = "Modules to enable (numbers"
    return Part([dict(kind="multi", key="modules", section="modules", conf="enabled", prompt="Modules to enable",
                      options=mods, default=default)],
                dialog((pat, q(nums(want))), keys=[("modules", ",".join(want))]),
                lv(f"exactly these modules enabled, nothing else: {', '.join(f'`{m}`' for m in want)} (the module "
                   "question takes the numbers of every module to enable; they replace the preselected ones)",
                   f"exactly these modules enabled, nothing else: {', '.join(f'`{m}`' for m in want)}"),
                "Modules: the numbers of every module to enable, separated by spaces; the answer replaces the "
                "preselection. Answers key `modules` (names, comma-separated).",
                wrong={"keeps_preselection": dialog((pat, "''")),
                       "adds_to_preselection": dialog((pat, q(nums(union))), keys=[("modules", ",".join(union))])},
                conf={"modules": {"enabled": ",".join(want)}})


def c_password(x):
    pw = "".join(x.rng.choice(PW_CHARS) for _ in range(x.rng.randint(14, 20)))
    path = f"/root/.secrets/{x.slug}-admin"
    prep = f'PW=$(cat {path})\n'
    return Part([dict(kind="secret", key="admin_password", prompt="Administrator password", minlen=12, tty=x.tty_pw)],
                prep + dialog(("Administrator password (", '"$PW"'), ("Confirm the password", '"$PW"'),
                              keys=[("admin_password", '"$PW"')]),
                lv(f"the administrator password is the one in `{path}` (the installer asks for it twice, with echo "
                   "off" + (", on the terminal itself" if x.tty_pw else "") + ")",
                   f"the administrator password is the one in `{path}`"),
                "Administrator password: asked twice with echo off" + (" on /dev/tty" if x.tty_pw else "") +
                ", at least 12 characters; stored as a PBKDF2 hash in `/etc/%s/admin.passwd`. Answers key "
                "`admin_password`." % x.slug,
                wrong={"typed_once": prep + dialog(("Administrator password (", '"$PW"'),
                                                   keys=[("admin_password", '"$PW"')])},
                checks=[dict(kind="passwd", path=f"/etc/{x.slug}/admin.passwd", password=pw)],
                files={path: File.of(pw + "\n", mode=0o600)}, tty=x.tty_pw)


def c_pager(x):
    text = [f"{x.vendor} END USER LICENSE AGREEMENT (version {x.rng.randint(5, 9)})", ""] + [
        f"{n}. " + x.rng.choice(["The software is provided as is, without warranty of any kind.",
                                 "The licensee may install the software on the hosts it operates.",
                                 "Reverse engineering is permitted only where the law allows it.",
                                 "The licensor may audit the number of installations once a year.",
                                 "These terms are governed by the laws of the licensor's seat."])
        for n in range(1, x.rng.randint(45, 70))]
    return Part([dict(kind="pager", text=text), dict(kind="accept", key="accept_license", phrase="I AGREE")],
                dialog(("--More--", "q"), ("Type I AGREE", q("I AGREE")), keys=[("accept_license", "yes")]),
                lv("the license accepted: it is shown in a pager (`q` leaves the pager), then the installer wants the "
                   "words I AGREE typed out", ""),
                "License: shown in a pager (Enter: next page, `q`: leave it), then accepted by typing `I AGREE`. "
                "Answers key `accept_license = yes`.",
                wrong={"answers_yes": dialog(("--More--", "q"), ("Type I AGREE", "yes"), keys=[("accept_license", "yes")])},
                stage=2)


def c_keep_data(x):
    d = x.rng.choice([f"/var/lib/{x.slug}", f"/srv/{x.slug}-data", f"/data/{x.slug}"])
    names = x.rng.sample(["index.db", "objects.pack", "journal.0001", "state.json", "catalog.idx", "blobs.bin"], 3)
    files = {f"{d}/{n}": f"{x.slug} {n} {x.rng.getrandbits(64):016x}\n" for n in names}
    pat = "Reinitialise the data directory"
    return Part([dict(kind="path", key="data_dir", section="storage", conf="data_dir", prompt="Data directory",
                      default=d, wipe=True)],
                dialog(("Data directory", "''"), (pat, "n"), keys=[("data_dir", d), ("reinit_data", "no")]),
                lv(f"the data already in `{d}` (from the previous deployment) is kept as it is (a non-empty data "
                   "directory makes the installer offer to reinitialise it, and yes is the default)",
                   f"the data already in `{d}` (from the previous deployment) is kept as it is"),
                "Data directory: when it is not empty the installer offers to reinitialise it, which deletes every "
                "file in it (default yes). Answers keys `data_dir`, `reinit_data` (yes/no; default yes).",
                wrong={"default_wipe": dialog(("Data directory", "''"), (pat, "''"), keys=[("data_dir", d)])},
                conf={"storage": {"data_dir": d}}, checks=[dict(kind="files", files=files)],
                files={p: File.of(t) for p, t in files.items()}, seed=files, outputs=[d])


def c_tls(x):
    cdir = f"/etc/ssl/{x.slug}"
    kdir = f"{cdir}/private" if x.tier == 2 else cdir
    good, bad = x.rng.sample(["console", "console-2", "web", "site", "tls", "server", "https", "portal"], 2)
    if x.tier == 2:
        kg, kb, ks = x.rng.sample(["k1", "k2", "k3", "a7", "b3", "c9", "key-old", "key-new"], 3)
    else:
        kg, kb, ks = good, bad, None
    cn = f"{x.hostpart}.{x.host}.corp.example"
    ec = "-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes"
    setup = [
        f"mkdir -p {cdir} {kdir} /tmp/ca/newcerts",
        f"openssl req -x509 {ec} -keyout {kdir}/{kg}.key -out {cdir}/{good}.crt -days 36500 -subj '/CN={cn}' 2>/dev/null",
        f"openssl req -new {ec} -keyout {kdir}/{kb}.key -out /tmp/ca/old.csr -subj '/CN={cn}' 2>/dev/null",
        "touch /tmp/ca/index.txt && echo 01 > /tmp/ca/serial",
        "printf '[ca]\\ndefault_ca = x\\n[x]\\ndir = /tmp/ca\\ndatabase = /tmp/ca/index.txt\\nnew_certs_dir = /tmp/ca/newcerts\\n"
        "serial = /tmp/ca/serial\\ndefault_md = sha256\\npolicy = p\\n[p]\\ncommonName = supplied\\n' > /tmp/ca/ca.cnf",
        f"openssl ca -batch -config /tmp/ca/ca.cnf -selfsign -keyfile {kdir}/{kb}.key -in /tmp/ca/old.csr "
        f"-out {cdir}/{bad}.crt -notext -startdate 20190301000000Z -enddate 20210301000000Z 2>/dev/null",
        "rm -rf /tmp/ca",
    ] + ([f"openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out {kdir}/{ks}.key 2>/dev/null"] if ks else []) + [
        f"chmod 600 {kdir}/*.key", f"chmod 644 {cdir}/*.crt"]

    def pick(valid: bool) -> str:
        test = "openssl x509 -checkend 0 -noout -in \"$c\" >/dev/null"
        s = f'CERT=""\nfor c in {cdir}/*.crt; do if {"" if valid else "! "}{test}; then CERT=$c; fi; done\n'
        if x.tier == 2:
            return s + (f'want=$(openssl x509 -noout -pubkey -in "$CERT")\nKEY=""\nfor k in {kdir}/*.key; do\n'
                        f'  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi\ndone\n')
        return s + 'KEY=${CERT%.crt}.key\n'

    talk = lambda: dialog(("Serve the console over HTTPS?", "y"), ("Certificate file (PEM)", '"$CERT"'),  # noqa: E731
                          ("Private key file (PEM)", '"$KEY"'),
                          keys=[("https", "yes"), ("tls_certificate", '"$CERT"'), ("tls_private_key", '"$KEY"')])
    sub = [dict(kind="file", key="tls_certificate", section="tls", conf="certificate", prompt="Certificate file (PEM)",
                check="x509"),
           dict(kind="file", key="tls_private_key", section="tls", conf="private_key", prompt="Private key file (PEM)",
                check="key_of:tls_certificate")]
    return Part([dict(kind="yesno", key="https", section="tls", conf="enabled", prompt="Serve the console over HTTPS?",
                      default=False, then={"yes": sub})],
                pick(True) + talk(),
                lv(f"HTTPS, with the certificate for `{cn}` in `{cdir}` that is still valid (the other one there "
                   "expired years ago) and the matching `.key` file beside it; the certificate questions only appear "
                   "once HTTPS is switched on",
                   f"HTTPS, with the certificate for `{cn}` in `{cdir}` that is still valid (the other one there "
                   "expired years ago) and the `.key` file beside it",
                   f"HTTPS for `{cn}`, with a certificate that is valid today and its own private key (certificates in "
                   f"`{cdir}`, keys in `{kdir}`)"),
                "HTTPS: a yes/no (default no); yes asks for the certificate and the private key files, which must "
                "exist; the installer refuses a key that does not belong to the certificate. Answers keys `https`, "
                "`tls_certificate`, `tls_private_key`.",
                wrong={"expired_certificate": pick(False) + talk()},
                conf={"tls": {"enabled": "yes", "certificate": f"{cdir}/{good}.crt", "private_key": f"{kdir}/{kg}.key"}},
                setup=setup)


def c_runtime(x):
    rt = x.rng.choice(["vm", "jre", "rtx", "nodek"])
    minors = sorted(x.rng.sample(range(3, 9), 2)) + [9, x.rng.randint(10, 14)]
    vers = [f"2.{m}.{x.rng.randint(0, 20)}" for m in minors] + [f"1.{x.rng.randint(10, 19)}.{x.rng.randint(0, 9)}",
                                                                 f"3.0.0-rc{x.rng.randint(1, 4)}"]
    homes = [f"/opt/runtimes/{rt}-{v}" for v in vers]
    want, lexical = homes[3], homes[2]
    files = {f"{h}/bin/{rt}": File.of(f"#!/bin/sh\necho {rt} {h.rsplit('-', 1)[1]}\n", mode=0o755) for h in homes}
    prep = lambda sort: f"RT=$(ls -d /opt/runtimes/{rt}-2.* | {sort} | tail -1)\n"  # noqa: E731
    talk = dialog(("Runtime home directory", '"$RT"'), keys=[("runtime_home", '"$RT"')])
    return Part([dict(kind="file", key="runtime_home", section="runtime", conf="home", prompt="Runtime home directory",
                      check=f"runtime:{rt}", default=lexical)],
                prep("sort -V") + talk,
                lv(f"it runs on the newest 2.x `{rt}` runtime installed under `/opt/runtimes` (compare versions "
                   "numerically: 2.10 is newer than 2.9; release candidates of 3.0 do not count)",
                   f"it runs on the newest 2.x `{rt}` runtime installed under `/opt/runtimes` (no 3.0 release candidate)"),
                f"Runtime home: a directory that must contain `bin/{rt}`. Answers key `runtime_home`.",
                wrong={"sorted_by_name": prep("sort") + talk}, conf={"runtime": {"home": want}}, files=files)


def c_retention(x):
    weeks = x.rng.choice([w for w in range(2, 13) if w * 7 != 30])
    pat = "Days of data to keep"
    return Part([dict(kind="int", key="retention_days", section="storage", conf="retention_days", prompt=pat,
                      min=1, max=3650, default=30)],
                dialog((pat, weeks * 7), keys=[("retention_days", weeks * 7)]),
                lv(f"{weeks} weeks of data kept (the installer asks in days)", f"{weeks} weeks of data kept"),
                "Retention: in days (1-3650, default 30). Answers key `retention_days`.",
                wrong={"weeks_as_days": dialog((pat, weeks), keys=[("retention_days", weeks)])},
                conf={"storage": {"retention_days": str(weeks * 7)}})


def c_port(x):
    want = x.port + x.rng.choice([1, 2, 10, 100])
    taken = x.rng.randint(1, 3)
    others = x.rng.sample(["grafana", "minio", "node-exporter", "keycloak", "consul", "loki", "jaeger", "vector"], taken + 2)
    lines = [f"{want + i}/tcp {others[i]}" for i in range(taken)] + [f"{want + taken + 3}/tcp {others[taken]}",
                                                                    f"{x.port - 7}/tcp {others[taken + 1]}"]
    x.rng.shuffle(lines)
    free = want + taken
    pat = "Console port ["
    return Part([dict(kind="port", key="port", section="server", conf="port", prompt="Console port", default=x.port,
                      registry="/etc/portreg")],
                f"PORT={want}\nwhile grep -q \"^$PORT/tcp \" /etc/portreg/*.conf; do PORT=$((PORT+1)); done\n"
                + dialog((pat, "$PORT"), keys=[("port", "$PORT")]),
                lv(f"the console on port {want}, or, if the host's port registry (`/etc/portreg/`) has it allocated, "
                   "the next free port above it (the installer warns about allocated ports but by default uses them "
                   "anyway)", f"the console on port {want}, or, if the host's port registry (`/etc/portreg/`) has it "
                   "allocated, the next free port above it"),
                "Console port: checked against the port registry in `/etc/portreg/`; an allocated port gets a warning "
                "and `Use it anyway? [Y/n]`. Unattended runs skip the check. Answers key `port`.",
                wrong={"keeps_allocated_port": dialog((pat, want), ("Use it anyway?", "''"), keys=[("port", want)])},
                conf={"server": {"port": str(free)}},
                files={"/etc/portreg/services.conf": File.of("# port/proto owner\n" + "\n".join(lines) + "\n")})


def c_proxy(x):
    proxy = f"http://{x.rng.choice(['proxy', 'squid', 'egress', 'gw'])}.{x.host}.corp.example:{x.rng.choice([3128, 8080, 8000, 3129])}"
    bypass = ",".join(["localhost", "127.0.0.1"] + x.rng.sample([".corp.example", "10.0.0.0/8", ".internal", "metadata"], 2))
    env = f'PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"\nhttp_proxy={proxy}\nno_proxy={bypass}\n'
    sub = [dict(kind="text", key="proxy_url", section="network", conf="proxy", prompt="Proxy URL (http://host:port)",
                pattern=r"http://[a-z0-9.-]+:[0-9]{2,5}/?", error="give the proxy as http://host:port"),
           dict(kind="text", key="no_proxy", section="network", conf="no_proxy", prompt="Hosts that bypass the proxy",
                pattern=r"[A-Za-z0-9.,/*-]+", default="localhost")]
    prep = "PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)\nBYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)\n"
    talk = lambda nop: dialog(("Does this host reach the internet through a proxy?", "y"),  # noqa: E731
                              ("Proxy URL (http://host:port)", '"$PROXY"'), ("Hosts that bypass the proxy", nop),
                              keys=[("use_proxy", "yes"), ("proxy_url", '"$PROXY"')] + ([("no_proxy", nop)] if nop != "''" else []))
    return Part([dict(kind="yesno", key="use_proxy", section="network", conf="proxy_enabled",
                      prompt="Does this host reach the internet through a proxy?", default=False, then={"yes": sub})],
                prep + talk('"$BYPASS"'),
                lv(f"outbound traffic through the proxy `{proxy}`, with `{bypass}` bypassing it (the proxy questions "
                   "appear after you say the host uses one)", f"outbound traffic through the proxy `{proxy}`, with "
                   f"`{bypass}` bypassing it", "outbound traffic through the site proxy, with the same bypass list as "
                   "the rest of this host (both are set in `/etc/environment`)"),
                "Proxy: a yes/no (default no); yes asks for the proxy URL and the hosts that bypass it (default "
                "`localhost`). Answers keys `use_proxy`, `proxy_url`, `no_proxy`.",
                wrong={"default_bypass_list": prep + talk("''")},
                conf={"network": {"proxy_enabled": "yes", "proxy": proxy, "no_proxy": bypass}},
                files={"/etc/environment": File.of(env)})


def c_cluster(x):
    seed = f"{x.rng.choice(['seed', 'raft', 'coord'])}-{x.rng.randint(1, 3)}.{x.host}.corp.example:{x.rng.choice([7946, 7373, 8301])}"
    token = "-".join("".join(x.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5)) for _ in range(4))
    path = f"/root/{x.slug}-cluster.token"
    role = x.rng.choice(["manager", "witness"])
    roles = ["worker", "manager", "witness"]
    sub = [dict(kind="text", key="cluster_seed", section="cluster", conf="seed", prompt="Seed node (host:port)",
                pattern=r"[a-z0-9.-]+:[0-9]{2,5}", error="give the seed as host:port"),
           dict(kind="choice", key="node_role", section="cluster", conf="role", prompt="Node role",
                options=[[r, r] for r in roles], default="worker"),
           dict(kind="text", key="cluster_token", section="cluster", conf="token", prompt="Join token",
                pattern=r"[A-Z0-9]{5}(-[A-Z0-9]{5}){3}", error="a join token looks like XXXXX-XXXXX-XXXXX-XXXXX")]
    prep = f"TOKEN=$(cat {path})\n"
    talk = lambda n, r: dialog(("Join an existing cluster?", "y"), ("Seed node (host:port)", seed), ("Node role [", n),  # noqa: E731
                               ("Join token", '"$TOKEN"'), keys=[("join_cluster", "yes"), ("cluster_seed", seed),
                                                                 ("node_role", r), ("cluster_token", '"$TOKEN"')])
    return Part([dict(kind="yesno", key="join_cluster", section="cluster", conf="enabled", prompt="Join an existing cluster?",
                      default=False, then={"yes": sub})],
                prep + talk(roles.index(role) + 1, role),
                lv(f"it joins the cluster through the seed `{seed}` as a `{role}` node, with the join token in `{path}` "
                   "(the cluster questions appear once you say it joins one)",
                   f"it joins the cluster through the seed `{seed}` as a `{role}` node, with the join token in `{path}`"),
                "Cluster: a yes/no (default no); yes asks for the seed node, the node role (menu, default worker) and "
                "the join token. Answers keys `join_cluster`, `cluster_seed`, `node_role`, `cluster_token`.",
                wrong={"default_role": prep + talk("''", "worker")},
                conf={"cluster": {"enabled": "yes", "seed": seed, "role": role, "token": token}},
                files={path: File.of(token + "\n", mode=0o600)})


def c_activation(x):
    code = "-".join(f"{x.rng.getrandbits(16):04X}" for _ in range(4))
    path = f"/root/{x.slug}-activation.txt"
    prep = f"CODE=$(cat {path})\n"
    talk = dialog(("Activation code", '"$CODE"'), keys=[("activation_code", '"$CODE"')])
    return Part([dict(kind="text", key="activation_code", section="license", conf="activation_code", tty=True,
                      prompt="Activation code", pattern=r"[0-9A-F]{4}(-[0-9A-F]{4}){3}", error="a code is XXXX-XXXX-XXXX-XXXX")],
                prep + talk,
                lv(f"activated with the code in `{path}` (that question is read from the terminal, /dev/tty, so "
                   "piped answers never reach it: drive the installer through a pseudo-terminal, e.g. expect or a "
                   "Python pty)", f"activated with the code in `{path}`"),
                "Activation code: read from the controlling terminal (/dev/tty), never from standard input; without "
                "a terminal the installer stops. Answers key `activation_code`.",
                wrong={"piped_answers": "DRIVER=stdin\n" + prep + talk},
                conf={"license": {"activation_code": code}},
                files={path: File.of(code + "\n", mode=0o600)}, tty=True)


def c_slow_check(x):
    secs = x.rng.choice([11, 12, 13])
    return Part([dict(kind="pause", seconds=secs, text="Checking the host (disk, memory, clock); this takes a few seconds...")],
                "TIMEOUT=40  # the host check is slower than a default 10 s prompt timeout\n",
                lv(f"no answer lost to the installer's host check: it runs about {secs} seconds in the middle and throws "
                   "away anything typed before its next prompt (wait for each prompt, with a longer timeout than that)",
                   "", ""),
                f"Host check: about {secs} seconds in the middle of the questions; anything typed before the next "
                "prompt is discarded. Unattended runs skip it.",
                wrong={"piped_answers": "DRIVER=stdin\n"}, tty=True)


def c_account(x):
    short = x.slug.split("-")[0]
    user = x.rng.choice([f"svc-{short}", f"{short}d", f"{short}-run"])
    pat = "Register it for creation at first start?"
    talk = lambda a, k: dialog(("Service account [", user), (pat, a), keys=[("service_user", user)] + k)  # noqa: E731
    return Part([dict(kind="user", key="service_user", section="server", conf="user", prompt="Service account",
                      default=short)],
                talk("y", [("create_user", "yes")]),
                lv(f"it runs as `{user}`, a new system account the service registers for creation at first start (the "
                   "installer asks, defaulting to no)", f"it runs as `{user}`, a new system account the service "
                   "creates at first start"),
                "Service account: when the account does not exist, the installer asks whether to register it in "
                f"`/etc/{x.slug}/sysusers.conf` for creation at first start (default no). Answers keys `service_user`, "
                "`create_user`.",
                wrong={"not_registered": talk("''", [])},
                conf={"server": {"user": user}},
                checks=[dict(kind="line", path=f"/etc/{x.slug}/sysusers.conf", prefix=f"u {user} ")])


def c_upgrade(x):
    iid = f"i-{x.rng.getrandbits(48):012x}"
    old = (f"# {x.name} configuration, written by the 3.{x.rng.randint(1, 9)}.{x.rng.randint(0, 9)} installer\n\n"
           f"[instance]\nid = {iid}\nversion = 3.9.{x.rng.randint(0, 9)}\n\n[server]\ninstall_dir = /opt/{x.slug}\n")
    path = f"/etc/{x.slug}/{x.slug}.conf"
    pat = "Upgrade in place or install fresh?"
    return Part([], dialog((pat, 1), keys=[("install_mode", "upgrade")]),
                lv(f"an older release is configured in `/etc/{x.slug}/` and registered with monitoring under its "
                   "instance identity, which must survive (the installer offers an in-place upgrade; its default is a "
                   "fresh install)", f"an older release is configured in `/etc/{x.slug}/` and registered with "
                   "monitoring under its instance identity, which must survive"),
                "Existing installation: offers `upgrade in place` (keeps the instance identity) or `install fresh` "
                "(default: a new identity). Answers key `install_mode` (upgrade/fresh; default fresh).",
                wrong={"fresh_install": dialog((pat, "''"))},
                checks=[dict(kind="instance", id=iid)], files={path: File.of(old)}, seed={path: old}, stage=0)


def c_listen(x):
    net = lambda: f"10.{x.rng.randint(1, 250)}.{x.rng.randint(0, 255)}.{x.rng.randint(2, 250)}"  # noqa: E731
    mgmt, svc = net(), net()
    rows = [(x.host, svc, "service"), (x.host + "-mgmt", mgmt, "management")] + [
        (h, net(), r) for h in x.rng.sample([h for h in HOSTS if h != x.host], 3) for r in ("service",)]
    x.rng.shuffle(rows)
    inv = "# host address network\n" + "".join(f"{h} {a} {r}\n" for h, a, r in rows)
    opts = [["localhost only", "127.0.0.1"], ["all interfaces", "0.0.0.0"], ["one address", "address"]]
    sub = [dict(kind="text", key="listen_address", section="server", conf="listen", prompt="Address to listen on",
                pattern=r"([0-9]{1,3}\.){3}[0-9]{1,3}", error="an IPv4 address")]
    prep = lambda col: f"ADDR=$(awk '$1==\"{x.host}{col}\" {{print $2}}' /etc/site/inventory)\n"  # noqa: E731
    talk = dialog(("Console listens on [", 3), ("Address to listen on", '"$ADDR"'),
                  keys=[("listen_mode", "address"), ("listen_address", '"$ADDR"')])
    return Part([dict(kind="choice", key="listen_mode", section="server", conf="listen", prompt="Console listens on",
                      options=opts, default="127.0.0.1", then={"address": sub})],
                prep("-mgmt") + talk,
                lv(f"the console listens only on this host's management address, `{mgmt}` (choose `one address` in "
                   "the listen menu)", f"the console listens only on this host's management address, `{mgmt}`",
                   f"the console listens only on this host's (`{x.host}`) management address (see the site "
                   "inventory `/etc/site/inventory`)"),
                "Listen: a menu (localhost only, all interfaces, one address); `one address` asks for it. Answers "
                "keys `listen_mode` (127.0.0.1, 0.0.0.0 or address), `listen_address`.",
                wrong={"service_address": prep("") + talk},
                conf={"server": {"listen": mgmt}}, files={"/etc/site/inventory": File.of(inv)})


POOL = {f.__name__[2:]: f for f in (c_menu, c_modules, c_password, c_pager, c_keep_data, c_tls, c_runtime, c_retention,
                                   c_port, c_proxy, c_cluster, c_activation, c_slow_check, c_account, c_upgrade, c_listen)}
SKILL = {"menu": "paged menu", "modules": "multi-select", "password": "secret prompt with confirmation",
         "pager": "license pager", "keep_data": "trap default (destructive yes)", "tls": "openssl x509 validity/key",
         "runtime": "version sort", "retention": "unit conversion", "port": "port registry lookup",
         "proxy": "conditional branch", "cluster": "conditional branch + menu", "activation": "/dev/tty prompt",
         "slow_check": "prompt timeouts and type-ahead", "account": "trap default (no)", "upgrade": "in-place upgrade",
         "listen": "inventory lookup + branch"}

EXAMPLE = ("# example from the vendor documentation\ninstall_dir = /opt/{slug}\naccept_license = yes\n"
           "region = eu-west-1\nmodules = alerts\nretention_days = 30\nport = 8080\n")

EXPECT_DRIVER = r"""cat > /tmp/tg/drive.exp <<'EXP'
set timeout $env(TIMEOUT)
set f [open /tmp/tg/dialog]; set lines [split [read -nonewline $f] "\n"]; close $f
spawn {*}$argv
foreach line $lines {
  set i [string first "\t" $line]
  set pat [string range $line 0 [expr {$i - 1}]]; set ans [string range $line [expr {$i + 1}] end]
  expect -ex $pat { send -- "$ans\r" } timeout { puts "\n(driver) no prompt: $pat"; exit 1 } eof { exit 1 }
}
expect eof
exit [lindex [wait] 3]
EXP
run() { expect /tmp/tg/drive.exp "$@"; }
"""
PTY_DRIVER = r"""cat > /tmp/tg/drive.py <<'PY'
import os, pty, select, sys, time
steps = [l.rstrip("\n").split("\t", 1) for l in open("/tmp/tg/dialog") if l.strip()]
timeout = float(os.environ["TIMEOUT"])
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
buf = b""
def more():
    global buf
    if not select.select([fd], [], [], timeout)[0]:
        sys.exit("\n(driver) timed out")
    try:
        data = os.read(fd, 4096)
    except OSError:
        data = b""
    sys.stdout.buffer.write(data); sys.stdout.flush(); buf += data
    return bool(data)
for pat, ans in steps:
    while pat.encode() not in buf:
        if not more():
            sys.exit("\n(driver) installer ended before: " + pat)
    buf = buf[buf.index(pat.encode()) + len(pat):]
    os.write(fd, ans.encode() + b"\r")
while more():
    pass
sys.exit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
PY
run() { python3 /tmp/tg/drive.py "$@"; }
"""

TESTS = '''
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
'''
TEST_TREE = '''
def test_installation():
    _tree("")
'''
TEST_REPLAY = '''
def test_answers_file_reinstalls_unattended():
    assert os.path.isfile(ANSWERS), f"no answers file at {ANSWERS}"
    seed = tempfile.mkdtemp()
    for p, text in SEED.items():
        os.makedirs(os.path.dirname(seed + p), exist_ok=True)
        with open(seed + p, "w") as f:
            f.write(text)
    root = tg_guard.give(seed)  # the host state, owned by tgrun; the installer is the image's own
    box = tempfile.mkdtemp()
    shutil.copy(ANSWERS, box + "/answers")
    answers = tg_guard.give(box) + "/answers"  # a folder: give() leaves a lone file's owner as it was
    p = tg_guard.run(["/usr/bin/python3", INSTALLER, "--answers", answers, "--root", root], timeout=60)
    assert p.returncode == 0, "unattended install failed: " + (p.stdout + p.stderr)[-800:]
    _tree(root)
'''


class _X:
    """The instance's scenario, shared by the component builders."""

    def __init__(self, rng, cfg):
        self.rng, self.tier = rng, cfg.tier
        self.slug, self.name, self.vendor, self.port, self.hostpart = rng.choice(PRODUCTS)
        self.host = rng.choice(HOSTS)
        self.tty_pw = cfg.tier == 2 and rng.random() < 0.5


@register
class InstallWizard(KitFamily):
    name = "install_wizard"
    category = "interactive"
    description = ("Drive a prompt-driven vendor installer (composed prompts: paged menus, branches, pagers, trap "
                   "defaults, /dev/tty, slow checks) to a requested installation; medium/hard also an answers file "
                   "the tests replay through the pristine installer.")
    base_image = "termigen/ops:1"
    levels = {"easy": WizardLevel(components=(2, 3), tier=0),
              "medium": WizardLevel(components=(3, 4), answers_file=0.5, tier=1),
              "hard": WizardLevel(components=(4, 5), answers_file=1.0, tier=2)}

    def draft(self, rng: random.Random, cfg: WizardLevel) -> Draft:
        x = _X(rng, cfg)
        slug = x.slug
        chosen = compose(rng, [Component(n, skill=SKILL[n]) for n in POOL], cfg.components)
        parts = sorted(((c.name, POOL[c.name](x)) for c in chosen), key=lambda np: np[1].stage)
        tty = any(p.tty for _, p in parts)
        driver = rng.choice(["expect", "pty"] if tty else ["stdin", "expect", "pty"])
        answers = rng.random() < cfg.answers_file
        version = f"{rng.randint(4, 7)}.{rng.randint(0, 9)}.{rng.randint(0, 20)}"
        inst_dir = rng.choice([f"/srv/{slug}", f"/opt/{x.vendor.split()[0].lower()}/{slug}", f"/usr/local/{slug}"])
        installer = f"/opt/installers/{slug}-setup"
        ans_path = f"/root/deploy/{slug}.answers"

        steps = [dict(kind="path", key="install_dir", section="server", conf="install_dir",
                      prompt="Installation directory", default=f"/opt/{slug}")]
        for _, p in parts:
            steps += p.steps
        pager = any(n == "pager" for n, _ in parts)
        if not pager:  # the plain license question
            steps.append(dict(kind="accept", key="accept_license", phrase="y"))
        spec = {"slug": slug, "name": x.name, "vendor": x.vendor, "version": version,
                "upgrade": any(n == "upgrade" for n, _ in parts), "steps": steps}
        head = (f"mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers\nDRIVER={driver}\nTIMEOUT=10\n"
                "step() { printf '%s\\t%s\\n' \"$1\" \"$2\" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2\n"
                "key() { printf '%s = %s\\n' \"$1\" \"$2\" >> /tmp/tg/answers; }  # the same answer, unattended\n"
                + dialog(("Installation directory", inst_dir), keys=[("install_dir", inst_dir)]))

        def tail(confirm="y"):
            t = "" if pager else dialog(("Type y to accept", "y"), keys=[("accept_license", "yes")])
            t += dialog(("finish the installation? [y/N]", confirm)) + "export TIMEOUT\n"
            t += {"stdin": "", "expect": EXPECT_DRIVER, "pty": PTY_DRIVER}[driver]
            run = f"cut -f2- /tmp/tg/dialog | python3 {installer}"
            t += (run + "\n") if driver == "stdin" else (
                f'if [ "$DRIVER" = stdin ]; then {run}; else run python3 {installer}; fi\n')
            if answers:
                t += f"install -D -m 600 /tmp/tg/answers {ans_path}\n"
            return t

        comps = [Component(n, fix=p.fix, wrong=p.wrong, skill=SKILL[n]) for n, p in parts]
        extra = [Decoy(name="no_confirm", description="half the job: every answer right, the final confirmation "
                       "left at its default (no)", script=oracle_and_decoys(comps, head=head, tail=tail("''"))[0])]
        solution, _ = oracle_and_decoys(comps, head=head, tail=tail())
        if answers:
            example = EXAMPLE.format(slug=slug)
            extra.append(Decoy(name="documentation_example", description="installs right, then ships the README's "
                               "example answers file", script=solution + f"cat > {ans_path} <<'EOF'\n{example}EOF\n"))
        solution, decoys = oracle_and_decoys(comps, head=head, tail=tail(), extra=extra, rng=rng)

        conf = {"server": {"install_dir": inst_dir}}
        for _, p in parts:
            for s, kv in p.conf.items():
                conf.setdefault(s, {}).update(kv)
        checks = [c for _, p in parts for c in p.checks]
        seed = {k: v for _, p in parts for k, v in p.seed.items()}
        body = TESTS + TEST_TREE + (TEST_REPLAY if answers else "")
        tests = {"test_outputs.py": hidden_tests(
            {"CONF": f"/etc/{slug}/{slug}.conf", "EXPECT": conf, "CHECKS": checks, "SEED": seed, "ANSWERS": ans_path,
             "INSTALLER": installer}, body, imports="import configparser\nimport hashlib\nimport re\nimport shutil\nimport tempfile\n")}

        files = {installer: File.of(ENGINE.replace("@SPEC@", json.dumps(spec, indent=1, sort_keys=True))
                                    .replace("@NAME@", x.name).replace("@VERSION@", version)
                                    .replace("@VENDOR@", x.vendor).replace("@SLUG@", slug), mode=0o755),
                 f"/opt/installers/README-{slug}.md": File.of(self._readme(x, version, parts))}
        for _, p in parts:
            files.update(p.files)
        setup = [s for _, p in parts for s in p.setup]
        outputs = [f"/etc/{slug}"] + [o for _, p in parts for o in p.outputs] + (["/root/deploy"] if answers else [])
        return Draft(
            instruction=self._instruction(x, cfg, version, inst_dir, parts, answers, ans_path, installer),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root",
                                    setup="set -e\n" + "\n".join(setup) + "\n" if setup else ""),
            solution=solution, tests=tests, decoys=decoys, outputs=outputs,
            tools=sorted(tools_in(solution) | {"python3"}),
            tags=["installer", "prompts", "configuration", driver] + (["answers-file"] if answers else []),
            expert_time_min=[10, 20, 35][cfg.tier], junior_time_min=[25, 50, 90][cfg.tier],
            components=[n for n, _ in parts] + [f"driver:{driver}"] + (["deliver:answers"] if answers else []))

    @staticmethod
    def _readme(x, version, parts):
        docs = "".join(f"- {p.doc}\n" for _, p in parts)
        return dedent(f"""
            # {x.name} {version}: installer

            `/opt/installers/{x.slug}-setup [--root DIR] [--answers FILE]`

            Asks its questions one after the other (defaults in brackets, Enter keeps them; an invalid answer is
            asked again, three times at most), shows a summary and writes nothing until the final confirmation
            (default no). It writes `/etc/{x.slug}/{x.slug}.conf` and creates the installation directory.

            - `--root DIR`: install into DIR instead of `/` (a staging root; paths to existing files, the port
              registry and accounts are still looked up on the running system).
            - `--answers FILE`: unattended: no questions; every answer comes from FILE, lines `key = value`
              (`#` starts a comment). A missing key takes the default; an invalid answer stops the run. The
              license must be accepted with `accept_license = yes`. Menus take the entry's value, not its number.

            ## Questions
            - Installation directory (default `/opt/{x.slug}`). Answers key `install_dir`.
            @DOCS@- License (unless a pager is described above): `Type y to accept the license terms`. Answers key
              `accept_license = yes`.

            ## Example answers file

        """).replace("@DOCS@", docs) + "".join("    " + line + "\n" for line in EXAMPLE.format(slug=x.slug).splitlines())

    @staticmethod
    def _instruction(x, cfg, version, inst_dir, parts, answers, ans_path, installer):
        who = x.rng.choice(REQUESTERS)
        items = [f"installed under `{inst_dir}`"] + [p.ask[cfg.tier] for _, p in parts if p.ask[cfg.tier]]
        bullets = "\n".join(f"- {i}" for i in items)
        deliver = ""
        if answers:
            deliver = (f"\nThe same installation will be repeated on more hosts without anyone at a keyboard: also "
                       f"leave an answers file for the installer's unattended mode at `{ans_path}`. It is checked by "
                       f"running `{x.slug}-setup --answers {ans_path} --root <staging dir>` on a fresh host, the "
                       "staging dir holding what this host held before your install (existing configuration and "
                       "data); that run must succeed and give the same installation.\n")
        how = {0: "Run the installer and answer its questions; its documentation is "
                  f"`/opt/installers/README-{x.slug}.md`.",
               1: f"The installer's documentation is `/opt/installers/README-{x.slug}.md`.",
               2: f"How the installer behaves is documented in `/opt/installers/README-{x.slug}.md`; the questions it "
                  "asks depend on earlier answers and on this host."}[cfg.tier]
        return dedent(f"""
            # Install {x.name} {version} on `{x.host}`

            {who} needs {x.name} {version} on `{x.host}`. The vendor ships only an interactive installer,
            `{installer}`. {how} Legal has cleared the vendor license: accept it.

            The installation must have:

            {{bullets}}
            {{deliver}}
            What is checked is the installation as the installer leaves it: the configuration under
            `/etc/{x.slug}/` (and the files it names). If a run goes wrong, run the installer again; a finished run
            replaces the configuration.
        """).replace("{bullets}", bullets).replace("{deliver}", deliver)
