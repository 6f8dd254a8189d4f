import base64, hashlib, http.client, json, os, socket, subprocess, time
from urllib.parse import urlsplit

import pytest

EXPECTED = {'api': 'api',
 'assets': {'/bundle/lantern-303.css': '1be4cb8946274085df9d3321cf3a77403a5378281032101e7b02df30ba45767d',
            '/bundle/saddle-817.png': 'ba12c305d9f3d195dd469f5d54afee757ddf585d282f2a2dd01c34a5bc1fc8f8',
            '/bundle/thistle-973.woff2': '9ad635b025739b921342249c881d85be842ca9ea7661523f9ed46c37df2a763f'},
 'backend': '/opt/quarry-wiki-api/echo_backend.py',
 'bport': 8637,
 'domain': 'quarry-wiki.acme.internal',
 'health': ['/healthz', 'pong quarry-wiki'],
 'internal': ['/drafts/credentials.txt', '/drafts/notes-33.html', '/drafts/old-build-379.js'],
 'level': 'medium',
 'max_age': 604800,
 'media': {'/dist/quarry-wiki-1.8.0.tar.gz': '3404eb3416e42c44f66e3f33d65e99bc92464a0ac470dd9c3add12f6e8988f0e',
           '/dist/quarry-wiki-5.20.1.zip': '61266bf4554a6f97b18cb39804489e5c195ec23f4bfda051d75e5dca63dfb856',
           '/dist/quarry-wiki-8.17.2.tar.gz': 'cda70fe560fb1ee5ed8353e11a3ce39f1333f37a57023d8ec40af5afd8d5cfcb'},
 'missing': ['/lantern-38.html', '/docs/falcon.html', '/bundle/prism.css'],
 'no_cache_check': ['/', '/careers.html', '/docs/'],
 'notfound_sha': '02989e65daf90e4f331f88899f7dfe863bdaacfd74b3f7d77232c12701feb053',
 'port': 8132,
 'proxy_headers': ['Host', 'X-Real-IP', 'X-Forwarded-Proto'],
 'redirects': [('/legacy/about.asp', '/careers.html'),
               ('/legacy/terms.asp', '/roadmap.html'),
               ('/legacy/support.asp', '/team.html'),
               ('/legacy/contact.php', '/careers.html'),
               ('/legacy/faq', '/roadmap.html'),
               ('/roadmap', '/docs/')],
 'static': {'/': '133e5ef1b8622bc9cbc54cda59318943fb51023d9064d3086cf1d83c2d1e174b',
            '/careers.html': '099ab7179cee9ce70909d21645760f0d56aa06d2ffdd31f45185d20707ec4911',
            '/docs/': '9cd02eef6226f061f40dda67eafba7c405d884054d57ebcff6bfd55b7258d952',
            '/docs/changelog.html': 'c677bdb947c89d5011f19d143670b1d786f4e02891fe99d9be8fe1c36be27784',
            '/docs/pricing.html': '89ec1abbe48422e34cde2b6dd745179f9fe358fe9c4f399fabfba6165a8607c2',
            '/docs/privacy.html': 'b522a47e99e0116163515807c9f84678d6880ec98436565e986dfff07543dd4d',
            '/docs/support.html': 'a859f03a3f0d38aa66db1dca5289690fb0ef315e53833331237fa1d4da874861',
            '/roadmap.html': '3188ba7e0cb52602eab4a45b7984fbcefcb8325d997abe6b784068646fa96671',
            '/status.html': '0def2c2836017254c51257759f9975dbe765d043da46f22cf4e0d159e62d25af',
            '/team.html': 'd98a812cf872379588a6371ee9a3e7b11aa4a21c7d6f354a2a89eca7038b3f14'},
 'strip': True,
 'trap_static': '/roadmap.html'}

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
