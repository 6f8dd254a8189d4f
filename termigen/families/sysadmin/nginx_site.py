"""Sysadmin: write an nginx site that really serves (static root, custom 404, denied folder, cache headers,
alias, legacy redirects, reverse proxy, basic auth, upload limit, a broken legacy config to repair).

The tests start nginx (and the image's echo backend) in the verifier container with the agent's
/etc/nginx/conf.d and query it on localhost with hidden requests; expected bodies and headers are embedded.
"""

from __future__ import annotations

import hashlib
import random

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

SITES = ["atlas-docs", "orchid-portal", "kestrel-help", "lumen-status", "quarry-wiki", "birch-intranet",
         "cobalt-store", "tundra-support", "maple-careers", "nimbus-dev", "ember-press", "fjord-learning",
         "saffron-menu", "pylon-partners", "wren-library", "harbor-events", "garnet-labs", "solstice-blog"]
CORPS = ["acme", "northwind", "globex", "initech", "umbrella", "vandelay", "hooli", "stark", "wayne", "tyrell",
         "cyberdyne", "soylent", "wonka", "gringotts"]
TEAMS = ["web platform", "developer relations", "customer support tooling", "internal IT", "marketing engineering",
         "documentation guild", "site reliability", "partner integrations"]
REASONS = [
    "We are moving the site off the old Apache VM that is being decommissioned",
    "The site used to be served by a hand-rolled Python server that keeps crashing",
    "The previous admin left before finishing the migration to nginx",
    "The site is being consolidated onto the shared nginx host",
    "A vendor handed the site over and their hosting contract ends this week",
    "The site moves from the managed hosting provider to our own web tier",
]
DOCROOTS = ["/srv/www/{s}", "/var/www/{s}/public", "/opt/{s}/htdocs", "/srv/sites/{s}/current", "/var/www/html/{s}"]
INTERNAL = ["internal", "drafts", "backup", "_private", "staging-notes", "tmp"]
ASSETS = ["assets", "static", "res", "bundle"]
ERRDIRS = ["errors", "_errors", "static-errors", "pages/errors"]
HEALTH = ["/healthz", "/-/health", "/status/ping", "/ping", "/_health", "/lb-check"]
HEALTH_TEXT = ["ok", "up", "healthy", "alive", "ready", "pong"]
MEDIA = ["downloads", "media", "files", "releases", "dist"]
SHARES = ["/srv/share/{m}", "/mnt/nas/{s}-{m}", "/data/{m}", "/srv/{s}-artifacts"]
API = ["api", "backend", "svc", "app-api", "rpc"]
ADMIN = ["admin", "ops", "stats", "console", "manage"]
WORDS = ["river", "copper", "lantern", "meadow", "signal", "harvest", "granite", "velvet", "orbit", "cedar", "falcon",
         "thistle", "ember", "prism", "tundra", "quartz", "willow", "saddle", "beacon", "juniper"]
PAGES = ["about", "contact", "team", "pricing", "faq", "careers", "roadmap", "security", "privacy", "terms",
         "changelog", "partners", "press", "support", "status", "community"]
OLD_PREFIX = ["/old", "/legacy", "/v1", "/site", "/web", "/pages"]
OLD_SUFFIX = [".php", ".asp", ".htm", "", ".cfm", ".jsp"]


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def _html(rng: random.Random, title: str) -> bytes:
    body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 20)))
    return f"<!doctype html>\n<html><head><title>{title}</title></head>\n<body><h1>{title}</h1><p>{body}</p></body></html>\n".encode()


def _config(p: dict, bug: str = "") -> str:
    """The site's server block; each decoy is this with one mistake."""
    L = ["server {", f"    listen {p['port']};", f"    server_name {p['domain']};", f"    root {p['docroot']};",
         "    index index.html;"]
    if bug != "no_error_page" and bug != "static_only":
        L.append(f"    error_page 404 /{p['errdir']}/404.html;")
    if bug != "static_only":
        L.append(f"    location = {p['health']} {{\n        default_type text/plain;\n        return 200 \"{p['health_text']}\\n\";\n    }}")
        if bug == "regex_cache":
            L.append(f"    location /{p['internal']}/ {{\n        deny all;\n    }}")
            L.append(f"    location ~* \\.(css|js|svg|png|woff2)$ {{\n        add_header Cache-Control \"public, max-age={p['max_age']}\";\n    }}")
        else:
            L.append(f"    location ^~ /{p['internal']}/ {{\n        deny all;\n    }}")
            age = p["max_age"] // 2 if bug == "wrong_max_age" else p["max_age"]
            L.append(f"    location ^~ /{p['assets']}/ {{\n        add_header Cache-Control \"public, max-age={age}\";\n    }}")
    if p["level"] != "easy" and bug != "static_only":
        if bug != "root_for_media":
            L.append(f"    location ^~ /{p['media']}/ {{\n        alias {p['share']}/;\n    }}")
        for old, new in p["redirects"]:
            code = 302 if bug == "redirect_302" else 301
            args = "" if bug == "redirect_drops_query" else "$is_args$args"
            mod = "" if bug == "prefix_redirects" else "= "
            L.append(f"    location {mod}{old} {{\n        return {code} {new}{args};\n    }}")
        strip = p["strip"] != (bug == "proxy_prefix")
        target = f"http://127.0.0.1:{p['bport']}" + ("/" if strip else "")
        loc = f"/{p['api']}" if bug == "api_no_slash" else f"^~ /{p['api']}/"
        if bug == "api_no_slash" and strip:
            target = f"http://127.0.0.1:{p['bport']}"
        inner = [f"proxy_pass {target};"]
        if bug != "no_proxy_headers":
            inner += [f"proxy_set_header {h} {v};" for h, v in p["proxy_headers"]]
        if p["level"] == "hard" and bug != "default_body_limit":
            inner.append(f"client_max_body_size {p['body_mb']}m;")
        L.append(f"    location {loc} {{\n" + "".join(f"        {x}\n" for x in inner) + "    }")
    if p["level"] == "hard" and bug != "static_only":
        L.append(f"    location ^~ /{p['admin']}/ {{\n        auth_basic \"{p['site']} {p['admin']}\";\n"
                 f"        auth_basic_user_file {p['htpasswd']};\n    }}")
    L.append("}")
    return "\n".join(L) + "\n"


def _solver(p: dict, bug: str = "") -> str:
    conf = _config(p, bug)
    lines = ["mkdir -p /etc/nginx/conf.d", f"cat > /etc/nginx/conf.d/{p['site']}.conf <<'NGINX'", conf.rstrip("\n"), "NGINX"]
    if p["level"] == "hard":
        if bug == "plain_htpasswd":
            lines.append(f"printf '%s:%s\\n' '{p['user']}' '{p['password']}' > {p['htpasswd']}")
        else:
            lines.append(f"hash=$(openssl passwd -apr1 -salt {p['salt']} '{p['password']}')")
            lines.append(f"printf '%s:%s\\n' '{p['user']}' \"$hash\" > {p['htpasswd']}")
        lines.append(f"chmod 644 {p['htpasswd']}")
        legacy = f"/etc/nginx/conf.d/{p['legacy_file']}"
        if bug == "legacy_deleted":
            lines.append(f"rm -f {legacy}")
        elif bug != "legacy_left":
            lines.append(f"sed -i -E 's/^([[:space:]]*)more_set_headers \"([^:]+): ([^\"]*)\";/\\1add_header \\2 \"\\3\";/' {legacy}")
            lines.append(f"grep -q 'add_header {p['legacy_header']}' {legacy}")
    if bug not in ("legacy_left",):
        lines.append("nginx -t")
    return script("\n".join(lines) + "\n")


BACKEND = r'''#!/usr/bin/env python3
"""Echo backend for the {site} API: answers every request with what it received, as JSON."""
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

class H(BaseHTTPRequestHandler):
    def _answer(self):
        n = int(self.headers.get("Content-Length") or 0)
        got = 0
        while got < n:
            chunk = self.rfile.read(min(1 << 16, n - got))
            if not chunk:
                break
            got += len(chunk)
        u = urlsplit(self.path)
        body = json.dumps({"service": "{site}-api", "method": self.command, "path": u.path, "query": u.query,
                           "body_bytes": got, "headers": {k.lower(): v for k, v in self.headers.items()}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    do_GET = do_POST = do_PUT = do_DELETE = _answer
    def log_message(self, *a):
        pass

ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else {port}), H).serve_forever()
'''


@register
class NginxSite(Family):
    name = "nginx_site"
    category = "sysadmin"
    description = "Configure an nginx site that really serves: static root, 404 page, denied folder, caching, alias, redirects, proxy, auth."
    base_image = "termigen/ops:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        site = rng.choice(SITES)
        corp = rng.choice(CORPS)
        domain = f"{site.split('-')[0]}.{corp}.internal" if rng.random() < 0.5 else f"{site}.{corp}.internal"
        ports = rng.sample(range(8001, 8999), 3)
        p = {"level": level, "site": site, "domain": domain, "port": ports[0], "bport": ports[1], "lport": ports[2],
             "docroot": rng.choice(DOCROOTS).format(s=site), "internal": rng.choice(INTERNAL),
             "assets": rng.choice(ASSETS), "errdir": rng.choice(ERRDIRS), "health": rng.choice(HEALTH),
             "health_text": f"{rng.choice(HEALTH_TEXT)} {site}" if rng.random() < 0.5 else rng.choice(HEALTH_TEXT),
             "max_age": rng.choice([600, 3600, 7200, 86400, 604800, 2592000, 31536000])}
        files: dict[str, File] = {}
        static: dict[str, bytes] = {}

        def put(url: str, data: bytes, where: str | None = None):
            files[(where or p["docroot"]) + url] = File.of(data)

        pages = rng.sample(PAGES, 8)
        put("/index.html", _html(rng, f"{site} home"))
        static["/"] = files[p["docroot"] + "/index.html"].bytes()
        sub = rng.choice(["docs", "guides", "kb", "help", "handbook"])
        for i, pg in enumerate(pages):
            url = f"/{pg}.html" if i % 2 == 0 else f"/{sub}/{pg}.html"
            data = _html(rng, pg)
            put(url, data)
            static[url] = data
        put(f"/{sub}/index.html", _html(rng, f"{sub} index"))
        static[f"/{sub}/"] = files[p["docroot"] + f"/{sub}/index.html"].bytes()
        nf = _html(rng, "Page not found") + f"<!-- {site} custom 404 -->\n".encode()
        put(f"/{p['errdir']}/404.html", nf)
        assets = {}
        for ext in rng.sample(["css", "js", "svg", "woff2", "png"], 3):
            name = f"/{p['assets']}/{rng.choice(WORDS)}-{rng.randint(100, 999)}.{ext}"
            data = f"/* {site} {ext} {rng.random():.6f} */\n".encode() if ext in ("css", "js") else bytes(rng.randrange(256) for _ in range(96))
            put(name, data)
            assets[name] = data
        internal = {}
        for name in [f"notes-{rng.randint(1, 99)}.html", f"old-build-{rng.randint(100, 999)}.js", "credentials.txt"]:
            data = f"internal {rng.random():.8f} secret={rng.getrandbits(64):x}\n".encode()
            put(f"/{p['internal']}/{name}", data)
            internal[f"/{p['internal']}/{name}"] = data
        missing = [f"/{rng.choice(WORDS)}-{rng.randint(10, 99)}.html", f"/{sub}/{rng.choice(WORDS)}.html",
                   f"/{p['assets']}/{rng.choice(WORDS)}.css"]

        E = {"port": p["port"], "domain": domain, "level": level,
             "static": {u: _sha(d) for u, d in sorted(static.items())},
             "assets": {u: _sha(d) for u, d in sorted(assets.items())},
             "internal": sorted(internal), "missing": missing, "notfound_sha": _sha(nf),
             "health": [p["health"], p["health_text"]], "max_age": p["max_age"],
             "no_cache_check": sorted(static)[:3]}

        decoys = [
            ("no_error_page", "right site, but missing pages get nginx's default 404 page"),
            ("static_only", "half the job: serves the docroot, nothing else from the ticket"),
            ("regex_cache", "caching by extension regex, which also lets the denied folder's .js files through"),
            ("wrong_max_age", "cache header with the wrong lifetime"),
        ]
        tags = ["nginx", "web-server", "http"]
        if level != "easy":
            p["media"] = rng.choice(MEDIA)
            p["share"] = rng.choice(SHARES).format(m=p["media"], s=site)
            media_files = {}
            for k in range(3):
                name = f"/{p['media']}/{site}-{rng.randint(1, 9)}.{rng.randint(0, 20)}.{k}{rng.choice(['.tar.gz', '.zip', '.pdf'])}"
                data = f"release {name} build {rng.getrandbits(48):x}\n".encode()
                files[p["share"] + name[len(p['media']) + 1:]] = File.of(data)
                media_files[name] = data
                stale_data = f"STALE copy of {name} from the old server\n".encode()
                put(name, stale_data)
            E["media"] = {u: _sha(d) for u, d in sorted(media_files.items())}
            # Legacy redirects; one old path is a strict prefix of a real page (exact matching is required).
            olds, news = [], []
            pre = rng.choice(OLD_PREFIX)
            for pg in rng.sample(PAGES, rng.randint(4, 6)):
                olds.append(f"{pre}/{pg}{rng.choice(OLD_SUFFIX)}")
            trap_page = pages[0]  # /<pg>.html exists in the docroot
            olds.append(f"/{trap_page}")
            for o in olds:
                news.append(rng.choice([f"/{pg}.html" for pg in pages[::2]] + [f"/{sub}/"]))
            p["redirects"] = list(zip(olds, news))
            p["strip"] = rng.random() < 0.6
            hdrs = [("Host", "$host"), ("X-Forwarded-For", "$proxy_add_x_forwarded_for"), ("X-Real-IP", "$remote_addr"),
                    ("X-Forwarded-Proto", "$scheme")]
            p["proxy_headers"] = [hdrs[0]] + rng.sample(hdrs[1:], 2)
            p["api"] = rng.choice(API)
            redir_csv = "old_path,new_path\n" + "".join(f"{o},{n}\n" for o, n in p["redirects"])
            p["redir_file"] = rng.choice(["/root/ticket/redirects.csv", f"/srv/handover/{site}-redirects.csv",
                                          f"/home/migration/{site}/redirects.csv"])
            files[p["redir_file"]] = File.of(redir_csv)
            E.update(redirects=p["redirects"], trap_static=f"/{trap_page}.html", api=p["api"], strip=p["strip"],
                     proxy_headers=[h for h, _ in p["proxy_headers"]], bport=p["bport"],
                     backend=f"/opt/{site}-api/echo_backend.py")
            files[E["backend"]] = File.of(BACKEND.replace("{site}", site).replace("{port}", str(p["bport"])), mode=0o755)
            decoys += [
                ("root_for_media", f"serves /{p['media']}/ from the docroot's stale copies instead of the share"),
                ("redirect_drops_query", "redirects without keeping the query string"),
                ("redirect_302", "temporary (302) instead of permanent redirects"),
                ("prefix_redirects", "prefix locations for the old paths: real pages sharing a prefix get redirected"),
                ("proxy_prefix", "the opposite of the ticket on stripping the API prefix"),
                ("no_proxy_headers", "proxies without the forwarding headers the backend needs"),
            ]
            tags += ["reverse-proxy", "redirects"]
        if level == "hard":
            p["admin"] = rng.choice(ADMIN)
            p["user"] = rng.choice(["ops", "siteadmin", "editor", "webmaster", "auditor"]) + str(rng.randint(1, 9))
            p["password"] = f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{rng.randint(10, 99)}"
            p["salt"] = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(8))
            p["htpasswd"] = f"/etc/nginx/conf.d/{site}.htpasswd"
            p["body_mb"] = rng.choice([4, 6, 8, 12])
            admin_page = _html(rng, f"{site} {p['admin']}")
            put(f"/{p['admin']}/index.html", admin_page)
            trap = f"/{p['api']}" + rng.choice(["docs/index.html", "-status.html", "-changelog.html", "_guide.html"])
            trap_data = _html(rng, "API documentation")
            put(trap, trap_data)
            legacy = rng.choice(["legacy", "oldsite", "archive", "classic"])
            p["legacy_file"] = f"{legacy}-{corp}.conf"
            p["legacy_header"] = rng.choice(["X-Served-By", "X-Backend", "X-Site-Origin"])
            legacy_value = f"{legacy}-{rng.randint(1, 9)}"
            legacy_root = f"/srv/www/{legacy}-{corp}"
            legacy_page = _html(rng, f"{corp} {legacy} site")
            files[legacy_root + "/index.html"] = File.of(legacy_page)
            files[f"/etc/nginx/conf.d/{p['legacy_file']}"] = File.of(dedent(f"""
                # {legacy} site, kept for the {corp} partners (ticket {rng.randint(1000, 9999)}).
                # Copied from the old proxy, which had the headers-more module.
                server {{
                    listen {p['lport']};
                    server_name {legacy}.{corp}.internal;
                    root {legacy_root};
                    more_set_headers "{p['legacy_header']}: {legacy_value}";
                    location / {{
                        try_files $uri $uri/ =404;
                    }}
                }}
            """))
            E.update(admin=[f"/{p['admin']}/", p["user"], p["password"], _sha(admin_page)],
                     api_trap=[trap, _sha(trap_data)], body_mb=p["body_mb"],
                     legacy=[p["lport"], f"{legacy}.{corp}.internal", p["legacy_header"], legacy_value, _sha(legacy_page)])
            decoys += [
                ("api_no_slash", f"`location /{p['api']}` without the slash also proxies {trap}"),
                ("plain_htpasswd", "writes the password in clear into the htpasswd file"),
                ("default_body_limit", "keeps nginx's 1 MB upload limit"),
                ("legacy_deleted", "gets nginx to start by deleting the legacy site"),
                ("legacy_left", "leaves the legacy config broken, so nginx does not start"),
            ]
            tags += ["basic-auth", "troubleshooting"]
        decoys = [Decoy(name=n, description=d, script=_solver(p, n)) for n, d in decoys
                  if n != "wrong_max_age" or level == "easy"]
        return Draft(
            instruction=self._instruction(rng, level, p),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=["/etc/nginx/conf.d"],
            tools=["nginx", "cat", "mkdir"] + (["openssl", "sed", "grep", "chmod"] if level == "hard" else []),
            tags=tags,
            expert_time_min={"easy": 10, "medium": 25, "hard": 40}[level],
            junior_time_min={"easy": 30, "medium": 60, "hard": 100}[level],
        )

    @staticmethod
    def _instruction(rng: random.Random, level: str, p: dict) -> str:
        team = rng.choice(TEAMS)
        reason = rng.choice(REASONS)
        reqs = [
            f"Listen on port **{p['port']}** for the host name `{p['domain']}`; the document root is `{p['docroot']}`, "
            f"and a folder's `index.html` is its index page.",
            f"A path that does not exist answers **404** with the body of the site's own page "
            f"`{p['docroot']}/{p['errdir']}/404.html` (not nginx's built-in page).",
            f"Everything under `/{p['internal']}/` is off limits: any request below it answers **403**, whatever the "
            f"file type.",
            f"`{p['health']}` is the load balancer's health check: it answers **200** with the plain-text body "
            f"`{p['health_text']}` (a trailing newline is fine) and touches no file.",
            f"Files under `/{p['assets']}/` (and only those) carry the header `Cache-Control: public, max-age={p['max_age']}`.",
        ]
        rng.shuffle(reqs[2:])
        if level != "easy":
            reqs.append(f"`/{p['media']}/...` is served from `{p['share']}/...` (the shared release storage). The "
                        f"`{p['media']}` folder inside the document root is a stale copy and must not be served.")
            reqs.append(f"The old URLs listed in `{p['redir_file']}` (columns `old_path,new_path`) redirect "
                        f"**permanently** (301) to their new path. Only those exact paths redirect (other URLs that "
                        f"merely start with an old path are unaffected), and a query string is kept: "
                        f"`<old>?a=1` goes to `<new>?a=1`.")
            strip = ("with the prefix removed: `/{a}/v1/items?id=3` reaches the backend as `/v1/items?id=3`"
                     if p["strip"] else
                     "with the path unchanged: `/{a}/v1/items?id=3` reaches the backend as `/{a}/v1/items?id=3`")
            hdr = ", ".join(f"`{h}`" for h, _ in p["proxy_headers"][1:])
            reqs.append(f"Requests under `/{p['api']}/` go to the application backend at `127.0.0.1:{p['bport']}` "
                        + strip.format(a=p["api"]) + f". The backend needs the original `Host` header passed through "
                        f"and also the {hdr} headers set from the client connection. The backend is "
                        f"`/opt/{p['site']}-api/echo_backend.py` (start it with `python3` to try things; it echoes "
                        f"what it receives as JSON and is started for you in production).")
        if level == "hard":
            reqs.append(f"`/{p['admin']}/` is for staff only: HTTP basic authentication with user `{p['user']}` and "
                        f"password `{p['password']}`, the password file at `{p['htpasswd']}` (hashed, not in clear "
                        f"text). Nothing else on the site asks for a password.")
            reqs.append(f"The API accepts uploads of up to {p['body_mb']} MB through the proxy; bigger request bodies "
                        f"are refused by nginx with 413. Pages of the site whose path merely starts with "
                        f"`/{p['api']}` (without the slash) are ordinary static pages.")
            reqs.append(f"nginx currently refuses to start: the other site in `/etc/nginx/conf.d/{p['legacy_file']}` "
                        f"was copied from a server with extra modules. Repair it so that it keeps working exactly as "
                        f"intended (same port, same pages, and it still sends its `{p['legacy_header']}` response "
                        f"header); do not remove it.")
        body = "\n".join(f"{i}. {r}" for i, r in enumerate(reqs, 1))
        ticket = rng.randint(1000, 99999)
        where = rng.choice([
            "Only `/etc/nginx/conf.d/` is deployed by our configuration management, so put everything you add or change there",
            "Our config management ships exactly the folder `/etc/nginx/conf.d/` to the web tier: keep all your changes inside it",
            "The deploy job copies `/etc/nginx/conf.d/` and nothing else, so that is where your work must live",
        ])
        site_file = f"`/etc/nginx/conf.d/{p['site']}.conf`"
        return dedent(f"""
            # WEB-{ticket}: serve `{p['site']}` from nginx

            {reason}. The {team} team needs `{p['site']}` served by the nginx on this host. The site's files are
            already in place under `{p['docroot']}`. nginx is installed but not running; `nginx -t` checks a
            configuration and `nginx` starts the server.

            Requirements:

            {{body}}

            {where} (the site's server block belongs in {site_file}; symbolic links are not deployed). We will test
            it by starting nginx with your configuration and sending it requests on `127.0.0.1:{p['port']}` with the
            `Host: {p['domain']}` header, including for pages and paths not named in this ticket. Leave the rest of
            `/etc/nginx` as it is.
        """).replace("{body}", body)

    @staticmethod
    def _tests(E: dict):
        header = "import base64, hashlib, http.client, json, os, socket, subprocess, time\nfrom urllib.parse import urlsplit\n\nimport pytest"
        body = '''
            def _sha(b):
                return hashlib.sha256(b).hexdigest()

            def _wait(port, secs=15):
                end = time.monotonic() + secs
                while time.monotonic() < end:
                    try:
                        socket.create_connection(("127.0.0.1", port), timeout=1).close()
                        return True
                    except OSError:
                        time.sleep(0.2)
                return False

            @pytest.fixture(scope="session", autouse=True)
            def server():
                procs = []
                if "backend" in EXPECTED:
                    procs.append(subprocess.Popen(["python3", EXPECTED["backend"], str(EXPECTED["bport"])]))
                    assert _wait(EXPECTED["bport"]), "the test backend did not start"
                r = subprocess.run(["nginx", "-t"], capture_output=True, text=True)
                assert r.returncode == 0, "nginx -t rejects the configuration: " + r.stderr[-1000:]
                r = subprocess.run(["nginx"], capture_output=True, text=True)
                assert r.returncode == 0, "nginx does not start: " + r.stderr[-1000:]
                assert _wait(EXPECTED["port"]), f"nothing listens on port {EXPECTED['port']}"
                yield
                subprocess.run(["nginx", "-s", "stop"], capture_output=True)
                for p in procs:
                    p.kill()

            def req(path, method="GET", headers=None, body=None, port=None, host=None):
                c = http.client.HTTPConnection("127.0.0.1", port or EXPECTED["port"], timeout=20)
                h = {"Host": host or EXPECTED["domain"]}
                h.update(headers or {})
                c.request(method, path, body=body, headers=h)
                r = c.getresponse()
                data = r.read()
                hdrs = {}
                for k, v in r.getheaders():
                    hdrs[k.lower()] = (hdrs[k.lower()] + ", " + v) if k.lower() in hdrs else v
                c.close()
                return r.status, hdrs, data

            def test_static_pages():
                for path, digest in EXPECTED["static"].items():
                    st, _, data = req(path)
                    assert st == 200, f"GET {path}: status {st}, expected 200"
                    assert _sha(data) == digest, f"GET {path}: body is not the file from the document root"

            def test_custom_404():
                for path in EXPECTED["missing"]:
                    st, _, data = req(path)
                    assert st == 404, f"GET {path}: status {st}, expected 404"
                    assert _sha(data) == EXPECTED["notfound_sha"], f"GET {path}: 404 body is not the site's own 404 page"

            def test_internal_denied():
                for path in EXPECTED["internal"] + ["/" + EXPECTED["internal"][0].split("/")[1] + "/no-such-file.txt"]:
                    st, _, data = req(path)
                    assert st == 403, f"GET {path}: status {st}, expected 403"

            def test_health():
                path, text = EXPECTED["health"]
                st, _, data = req(path)
                assert st == 200, f"GET {path}: status {st}, expected 200"
                assert data.decode(errors="replace").strip() == text, f"GET {path}: body {data[:80]!r}, expected {text!r}"

            def _cache(h):
                return [d.strip().lower() for d in h.get("cache-control", "").split(",") if d.strip()]

            def test_asset_cache_headers():
                want = f"max-age={EXPECTED['max_age']}"
                for path, digest in EXPECTED["assets"].items():
                    st, h, data = req(path)
                    assert st == 200 and _sha(data) == digest, f"GET {path}: status {st} or wrong body"
                    cc = _cache(h)
                    assert "public" in cc and want in cc, f"GET {path}: Cache-Control {h.get('cache-control')!r}, expected public, {want}"
                    assert len([d for d in cc if d.startswith("max-age")]) == 1, f"GET {path}: several max-age values {cc}"
                for path in EXPECTED["no_cache_check"]:
                    st, h, _ = req(path)
                    assert want not in _cache(h), f"GET {path}: a page outside the assets folder carries {want}"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_media_alias():
                for path, digest in EXPECTED["media"].items():
                    st, _, data = req(path)
                    assert st == 200, f"GET {path}: status {st}, expected 200"
                    assert _sha(data) == digest, f"GET {path}: served the wrong copy (not the shared storage)"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_redirects():
                for i, (old, new) in enumerate(EXPECTED["redirects"]):
                    for q in ("", f"?ref=mail{i}&utm_source=t{i}"):
                        st, h, _ = req(old + q)
                        assert st == 301, f"GET {old + q}: status {st}, expected 301"
                        loc = urlsplit(h.get("location", ""))
                        got = loc.path + ("?" + loc.query if loc.query else "")
                        assert got == new + q, f"GET {old + q}: Location {h.get('location')!r}, expected {new + q}"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_redirects_are_exact():
                path = EXPECTED["trap_static"]
                st, _, data = req(path)
                assert st == 200 and _sha(data) == EXPECTED["static"][path], f"GET {path}: status {st}; a real page must not be redirected"

            def _api(path, **kw):
                st, h, data = req(path, **kw)
                assert st == 200, f"{kw.get('method', 'GET')} {path}: status {st}, expected the backend's 200"
                return json.loads(data)

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_proxy_paths():
                a = EXPECTED["api"]
                for sub, q in (("v1/items", "id=3"), ("v2/orders/77/lines", "page=2&sort=asc"), ("", "")):
                    path = f"/{a}/{sub}" + (f"?{q}" if q else "")
                    j = _api(path)
                    want = f"/{sub}" if EXPECTED["strip"] else f"/{a}/{sub}"
                    assert j.get("service", "").endswith("-api"), f"GET {path}: not answered by the backend"
                    assert j["path"] == want, f"GET {path}: backend saw path {j['path']!r}, expected {want!r}"
                    assert j["query"] == q, f"GET {path}: backend saw query {j['query']!r}, expected {q!r}"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_proxy_headers():
                j = _api(f"/{EXPECTED['api']}/whoami")
                h = j["headers"]
                assert h.get("host") == EXPECTED["domain"], f"backend saw Host {h.get('host')!r}, expected {EXPECTED['domain']!r}"
                want = {"X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1", "X-Forwarded-Proto": "http"}
                for name in EXPECTED["proxy_headers"][1:]:
                    assert h.get(name.lower()) == want[name], f"backend saw {name}={h.get(name.lower())!r}, expected {want[name]!r}"

            @pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
            def test_basic_auth():
                path, user, pw, digest = EXPECTED["admin"]
                st, h, _ = req(path)
                assert st == 401, f"GET {path} without credentials: status {st}, expected 401"
                bad = base64.b64encode(f"{user}:{pw}x".encode()).decode()
                st, _, _ = req(path, headers={"Authorization": "Basic " + bad})
                assert st == 401, f"GET {path} with a wrong password: status {st}, expected 401"
                good = base64.b64encode(f"{user}:{pw}".encode()).decode()
                st, _, data = req(path, headers={"Authorization": "Basic " + good})
                assert st == 200 and _sha(data) == digest, f"GET {path} with the right password: status {st}"
                st, _, _ = req(EXPECTED["health"][0])
                assert st == 200, "the health check must not ask for a password"

            @pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
            def test_htpasswd_not_clear_text():
                _, user, pw, _ = EXPECTED["admin"]
                for root, _, files in os.walk("/etc/nginx/conf.d"):
                    for f in files:
                        text = open(os.path.join(root, f), errors="replace").read()
                        assert f"{user}:{pw}" not in text, f"{f}: the password is stored in clear text"

            @pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
            def test_api_prefix_is_exact():
                path, digest = EXPECTED["api_trap"]
                st, _, data = req(path)
                assert st == 200 and _sha(data) == digest, f"GET {path}: status {st}; it is a static page, not an API call"

            @pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
            def test_upload_limit():
                mb = EXPECTED["body_mb"]
                path = f"/{EXPECTED['api']}/upload"
                ok = b"x" * (mb * 1024 * 1024 - 4096)
                j = _api(path, method="POST", body=ok, headers={"Content-Type": "application/octet-stream"})
                assert j["body_bytes"] == len(ok), f"POST {len(ok)} bytes: backend got {j['body_bytes']}"
                # Only the headers of the oversized upload are sent: nginx decides on Content-Length alone, and the
                # test does not race a half-sent body against the server's early answer.
                c = http.client.HTTPConnection("127.0.0.1", EXPECTED["port"], timeout=20)
                c.putrequest("POST", path, skip_host=True)
                c.putheader("Host", EXPECTED["domain"])
                c.putheader("Content-Length", str(mb * 1024 * 1024 + 512 * 1024))
                c.endheaders()
                st = c.getresponse().status
                c.close()
                assert st == 413, f"POST of more than {mb} MB: status {st}, expected 413"

            @pytest.mark.skipif(EXPECTED["level"] != "hard", reason="hard only")
            def test_legacy_site_still_works():
                port, host, hname, hval, digest = EXPECTED["legacy"]
                assert _wait(port, 5), f"the legacy site no longer listens on {port}"
                st, h, data = req("/", port=port, host=host)
                assert st == 200 and _sha(data) == digest, f"legacy site: status {st} or wrong page"
                assert h.get(hname.lower()) == hval, f"legacy site: {hname} is {h.get(hname.lower())!r}, expected {hval!r}"
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
