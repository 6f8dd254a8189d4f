import base64, hashlib, http.client, json, os, socket, subprocess, time
from urllib.parse import urlsplit

import pytest

EXPECTED = {'assets': {'/static/juniper-868.svg': '9d0b2e98fbdbc3c1b6d72cfa2c12e8862837913a19125b3fed96c8e6a9fe61c2',
            '/static/meadow-173.woff2': 'cd9128c5693077d34ed83eecaf714d83e597592b8c41495444dd57515cb9e4d1',
            '/static/prism-503.css': '9582c8716302d554e1c00dade1e1c6cd33ad5431bcf478fde0209754e729b98f'},
 'domain': 'garnet-labs.initech.internal',
 'health': ['/healthz', 'alive garnet-labs'],
 'internal': ['/staging-notes/credentials.txt', '/staging-notes/notes-67.html', '/staging-notes/old-build-627.js'],
 'level': 'easy',
 'max_age': 3600,
 'missing': ['/meadow-26.html', '/handbook/beacon.html', '/static/prism.css'],
 'no_cache_check': ['/', '/careers.html', '/contact.html'],
 'notfound_sha': 'c01b3f7af6808d8d6be89e6dce485bbefb62441043109ef2c73344dbedb1afdf',
 'port': 8685,
 'static': {'/': 'cb83310e0eb39d7e7a9978ba9ee3a856b3d37bd117ade46f915fd84ab42fa001',
            '/careers.html': 'a00929765e15df6b15e2e1cdc2bde535c7bf6f31d4be3ba143ace52ab0d195b2',
            '/contact.html': '34513d537a7ae2ee913658e776cbf4d087d93d155ad407e46668e998e6c523c8',
            '/handbook/': 'cab2e3cfadec2cd35b13164b3e8b3c8da71e9417f652e12905ffef0ea2d91621',
            '/handbook/community.html': 'e8260da488e2a755dbb28461cb16082b09f33f1a983c8f1275e1282d0b824287',
            '/handbook/partners.html': '860c2d276276af7fafae6c59e1d6e761fa264fba31ac06724a7a498b50bbd88b',
            '/handbook/privacy.html': '63a6cda73ce2c001101ad560852e3a95d95c0c4b366803c985dc6d4d95fe3d42',
            '/handbook/team.html': '84aebb5b02291350036005fffd04fec9082526000c988365c0f7bfd5a4e1e3bd',
            '/security.html': '98764c62b2ff8a8fbc70226057ac66e1c998f2f9729444ffbc6e06afa7be45b2',
            '/support.html': '679d7eeebbacd320a143ab63d8e27ac6d2118fabc1da42d7c3247a8de8230ad6'}}

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
