import base64, hashlib, http.client, json, os, socket, subprocess, time
from urllib.parse import urlsplit

import pytest

EXPECTED = {'assets': {'/res/cedar-326.png': '0d3401bdcc30294c80bef76386baef01e04192d409d46115985367b951e73753',
            '/res/ember-811.css': '0ca679cfa13cbecc7764894c6e3d50bde95ae5def43e957aaa540d1afbd6f449',
            '/res/falcon-589.woff2': '9104eab435728c16ffa50a6dca4c815d90b5e830a39685258d954baf2455b9da'},
 'domain': 'solstice-blog.initech.internal',
 'health': ['/healthz', 'healthy solstice-blog'],
 'internal': ['/drafts/credentials.txt', '/drafts/notes-98.html', '/drafts/old-build-523.js'],
 'level': 'easy',
 'max_age': 604800,
 'missing': ['/quartz-49.html', '/kb/falcon.html', '/res/cedar.css'],
 'no_cache_check': ['/', '/faq.html', '/kb/'],
 'notfound_sha': '6528a2cfe960ff23481045a2c68b147b446ed1e5f7fe85d6cae7930367f09400',
 'port': 8329,
 'static': {'/': '1ef4d586907fd0b20be48bc5f3518f0599f92629916d43559179f8c3c14bc6e4',
            '/faq.html': '0f511605c6a71f1033f76fb0b93478be3690c77dfd4c837e8e454a96d1cedec3',
            '/kb/': '629d528750b046d197bdd433e9b446d7aedffd1bb858d174fd13fdf09f20f452',
            '/kb/careers.html': 'e797a2fdddbf8ceb35a92bf7362732b2375857d8535561bf20efe6848795360c',
            '/kb/changelog.html': 'a36318ea4f2596b3329bac32d39fa1758bcf1d1afd3a61bc050c1836e73c6aee',
            '/kb/press.html': '0a3457551aeb0e36853bc48ecf06bc3444d097d58d566d14196eda206f2648ad',
            '/kb/support.html': 'c26fc5ce4a90da8530f5bf97bfc9de8accfd17545234caa7d4233aa9abfeaa0c',
            '/partners.html': 'e2cc80bdcdf1399d35c0114bcc547a7650f0f97cbe4ada9bba9e1014b0d49913',
            '/pricing.html': 'ced67e0c5fdfae99ad15dfeeb96f37194fca80802612639316a0cf381c05d588',
            '/terms.html': 'c7f6cab059a686a1bf45c06fe76862d7ec4cd14ab80039ba1ee02440bca2b9a8'}}

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
