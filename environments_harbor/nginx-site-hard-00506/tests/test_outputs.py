import base64, hashlib, http.client, json, os, socket, subprocess, time
from urllib.parse import urlsplit

import pytest

EXPECTED = {'admin': ['/admin/', 'ops8', 'river-juniper-92', '4148ae66cb327e73b0514b5f6a5ee3eb17c608400472d5dccbf6ee96921b7638'],
 'api': 'api',
 'api_trap': ['/api_guide.html', '2dff89dda35d8d323a35ae4b1133058b0315159d0c599f6eed0e047f4963ac7c'],
 'assets': {'/static/quartz-356.js': '07a8e523c2af7e68b0a1be8a3310e747d0cd62f88ec5331633c5bd8d05b4c4ad',
            '/static/signal-847.woff2': '3836567fe2f69cca6cf8d4f8a4fe62620a212ecfcdce3a24e265e0326501ccba',
            '/static/willow-735.svg': 'a52ce9f8385e46eefa3eabd1a00b358889d5b3886165677e2b7bb033582ab3e0'},
 'backend': '/opt/tundra-support-api/echo_backend.py',
 'body_mb': 6,
 'bport': 8072,
 'domain': 'tundra.vandelay.internal',
 'health': ['/_health', 'ok'],
 'internal': ['/_private/credentials.txt', '/_private/notes-18.html', '/_private/old-build-882.js'],
 'legacy': [8848,
            'oldsite.vandelay.internal',
            'X-Served-By',
            'oldsite-5',
            '35252a074cfca1a352f34a8cd09aacc57559d0006d4b1770f61ce3b23a2a0ab7'],
 'level': 'hard',
 'max_age': 600,
 'media': {'/media/tundra-support-4.6.2.zip': '082a3ef18f34227f14cab9af8f176e06ac44a06ba4deaec17cb4e22c2145b50a',
           '/media/tundra-support-7.14.1.pdf': 'e7e2a025fd7d064a47f89b3a87283362afe8a560c7b3221e920359293b3d32df',
           '/media/tundra-support-7.20.0.pdf': '474175daa2b34505dcd6c4aa05abc9cc9eb9d32c24603e923e881954a11db879'},
 'missing': ['/copper-55.html', '/kb/tundra.html', '/static/tundra.css'],
 'no_cache_check': ['/', '/about.html', '/contact.html'],
 'notfound_sha': '68b799ce6178dfbde49b03381ac664b11508ef5d8efecaa1673ab997e7c81d32',
 'port': 8608,
 'proxy_headers': ['Host', 'X-Forwarded-For', 'X-Real-IP'],
 'redirects': [('/web/press', '/status.html'),
               ('/web/roadmap.htm', '/status.html'),
               ('/web/changelog.cfm', '/kb/'),
               ('/web/pricing.asp', '/contact.html'),
               ('/web/contact.asp', '/about.html'),
               ('/web/partners.php', '/contact.html'),
               ('/status', '/terms.html')],
 'static': {'/': 'd7b11d231e67bcd4e37de56c3d1d2e5fd156bc54bd280c36d27998b7dd38b3a7',
            '/about.html': 'e2fc2d385133351bc8ea402a6d08303983eb3f7d179a2769b71c104c3baad7dc',
            '/contact.html': 'b9a881028d151c6f1537a484fb2da3737f3d575452b5c0eec235b5d0c89dc8a5',
            '/kb/': 'fb33b1f07ec44583258b42d2eaf8699c8024b85e184369daf6039c6136f57158',
            '/kb/changelog.html': 'c0e756581cf2f66044b5422137107afdf37340daec92289ecbd7e51b1d3200ae',
            '/kb/pricing.html': '98b951013863301b280e031383a3821179653fdfe60525a9ede61feea88d88cd',
            '/kb/privacy.html': '7328fd3d536e812419731743bd432d6afb89c75fc6e463f23992044bc6018b77',
            '/kb/security.html': '92d7e51c0e958a5e6734e925399de9acd9dcac6aeda74776d3be8af52346e386',
            '/status.html': '2a1e79f8a9701c27a9f5f35c1270f820c8161774b28f55d734737ce4b9318f69',
            '/terms.html': '9cc0e4e35f72d357663f21e79fc0233270e037b04dd0b02ce551287378188ac6'},
 'strip': True,
 'trap_static': '/status.html'}

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
