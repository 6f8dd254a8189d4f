import base64, hashlib, http.client, json, os, socket, subprocess, time
from urllib.parse import urlsplit

import pytest

EXPECTED = {'api': 'api',
 'assets': {'/res/juniper-573.png': '392ec88dc26d44317709269520ef6db7cd04a46b24a04d9bcc6e414076404d53',
            '/res/tundra-171.js': '6d2fef9730f4473acf9cfa2a148fec44d146d90774edb348ec2757a9e3e4e90a',
            '/res/willow-359.svg': '0bf07e42568eec204e4850dc71a621143d3eb14cef51af1191c91262e5ea04cb'},
 'backend': '/opt/maple-careers-api/echo_backend.py',
 'bport': 8976,
 'domain': 'maple-careers.initech.internal',
 'health': ['/-/health', 'ok maple-careers'],
 'internal': ['/internal/credentials.txt', '/internal/notes-55.html', '/internal/old-build-334.js'],
 'level': 'medium',
 'max_age': 7200,
 'media': {'/releases/maple-careers-1.12.2.zip': '4b058e65261d03fb0c7f307742a8591303897346c1854241fcdf041726a0e8b2',
           '/releases/maple-careers-5.18.1.tar.gz': '2e06e86705d0b6b2fa2ed84ac91451b1fe8f739d3564f27b0fefef8d53bc67ac',
           '/releases/maple-careers-9.17.0.zip': '815791cf00337000e894d5b9d8da8c067a8f180e7f61bc085611e4d90478d26a'},
 'missing': ['/ember-17.html', '/help/prism.html', '/res/prism.css'],
 'no_cache_check': ['/', '/changelog.html', '/help/'],
 'notfound_sha': '4f363c2a90ba5c849bf21a0b0e4b36da0d301c0711da8a4f7d424226713d130a',
 'port': 8652,
 'proxy_headers': ['Host', 'X-Real-IP', 'X-Forwarded-Proto'],
 'redirects': [('/legacy/community.htm', '/help/'),
               ('/legacy/team.cfm', '/help/'),
               ('/legacy/pricing.jsp', '/help/'),
               ('/legacy/partners.htm', '/help/'),
               ('/status', '/team.html')],
 'static': {'/': 'a963d7b48dacee843561a18149598e9ddedd9b27f2ac1096e3d0ff1d1358df60',
            '/changelog.html': 'cf9b1c7af7a01cbcb26c14917b60174fc8c7e18757025318be6ce9ce95a8ecca',
            '/help/': '1663dc22143969c27f9fc33f7089529818916e558892209c7d31f4c4d380a96a',
            '/help/about.html': '1e482a5693bc1a3911ad836326d3f40888886c698fe1bc52bdfe8db8d7a9fe61',
            '/help/careers.html': '71c659919de7e77336083f3a04f131477c3d27cd1916c9869738cf7ab52e5e9f',
            '/help/privacy.html': 'c1525800f679d819627681e0f43d6399da77439d2d3e5dc5a9114f09ea606074',
            '/help/terms.html': '3aa2152ed25790cf660194bf812f23f3e9eca10d64ffeae4f0672e0250a868cb',
            '/status.html': 'f862d7c0d72d21f9f2364f67b74f152a48dc534c3c7df3bcefda459edde03b49',
            '/support.html': '0bb831360d0c9c52e6531fdd87be5d47cf6d2286673fcd56f6e4578f5f38d23a',
            '/team.html': '75c70391efa7cdde4b7ad454b5d4b164a341a6a0a1e2b581a9985e6032fc7cbf'},
 'strip': False,
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
