"""Security: sort out a dump of certificates and keys from an old load balancer and deploy, for each host,
the right certificate (valid now, SAN covers the host, expiring last), its private key and its chain.

The generator builds the whole PKI itself (RSA keys from the seed, DER/X.509 written and signed by hand,
PKCS#1 v1.5 with SHA-256), so every fingerprint in the ground truth is exact. Traps: expired copies, a
misissued certificate whose CN (but not SAN) names the host, stale keys named after the host, a re-keyed
intermediate with the same name, the root in the chain, not-yet-valid renewals, DER files, wildcard depth,
and a cross-signed intermediate that leads to an untrusted root.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from termigen.families import register
from termigen.families.base import Draft, Family, dedent, pytest_file, script
from termigen.task import Decoy, Environment, File

CORPS = ["Northwind", "Globex", "Initech", "Hooli", "Vandelay", "Tyrell", "Wonka", "Soylent", "Umbrella", "Cyberdyne",
         "Gringotts", "Oscorp", "Massive Dynamic", "Stark"]
LABELS = ["api", "shop", "auth", "status", "mail", "cdn", "pay", "docs", "grafana", "vpn", "git", "intranet",
          "billing", "search"]
SUBZONES = ["eu", "internal", "corp", "prod", "ops"]

# ---- minimal DER / X.509 / RSA, enough for openssl to parse and verify ----------------------------------------

SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _probable_prime(n: int, rng: random.Random, rounds: int = 12) -> bool:
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
        x = pow(rng.randrange(2, n - 2), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(rng: random.Random, bits: int) -> int:
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % 65537 and _probable_prime(c, rng):
            return c


def _load_primes() -> list[int]:
    text = (Path(__file__).with_name("tls_cert_primes.txt")).read_text()
    return [int(line, 16) for line in text.splitlines() if line and not line.startswith("#")]


PRIMES = _load_primes()


def _rsa(rng: random.Random, used: set) -> dict:
    """An RSA-1024 key from two pool primes (pure-Python key generation took ~0.4 s per task); `used` keeps the
    keys of one task distinct."""
    e = 65537
    while True:
        p, q = sorted(rng.sample(PRIMES, 2))
        if (p, q) not in used:
            used.add((p, q))
            break
    n, phi = p * q, (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    # CRT exponents: signing then costs two half-size powers instead of one full one (same signature)
    return {"n": n, "e": e, "d": d, "p": p, "q": q, "dp": d % (p - 1), "dq": d % (q - 1), "qinv": pow(q, -1, p)}


def _len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _len(len(body)) + body


def _int(v: int) -> bytes:
    b = v.to_bytes(v.bit_length() // 8 + 1, "big")
    return _tlv(0x02, b)


def _seq(*items: bytes) -> bytes:
    return _tlv(0x30, b"".join(items))


def _set(*items: bytes) -> bytes:
    return _tlv(0x31, b"".join(items))


def _oid(dotted: str) -> bytes:
    parts = [int(x) for x in dotted.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for v in parts[2:]:
        chunk = [v & 0x7F]
        v >>= 7
        while v:
            chunk.append(0x80 | (v & 0x7F))
            v >>= 7
        out += bytes(reversed(chunk))
    return _tlv(0x06, out)


NULL = b"\x05\x00"
RSA_ALG = _seq(_oid("1.2.840.113549.1.1.1"), NULL)
SHA256_RSA = _seq(_oid("1.2.840.113549.1.1.11"), NULL)


def _name(cn: str, org: str) -> bytes:
    return _seq(_set(_seq(_oid("2.5.4.6"), _tlv(0x13, b"US"))),
                _set(_seq(_oid("2.5.4.10"), _tlv(0x0C, org.encode()))),
                _set(_seq(_oid("2.5.4.3"), _tlv(0x0C, cn.encode()))))


def _time(t: datetime) -> bytes:
    if t.year < 2050:
        return _tlv(0x17, t.strftime("%y%m%d%H%M%SZ").encode())
    return _tlv(0x18, t.strftime("%Y%m%d%H%M%SZ").encode())


def _spki(k: dict) -> bytes:
    return _seq(RSA_ALG, _tlv(0x03, b"\x00" + _seq(_int(k["n"]), _int(k["e"]))))


def _key_id(k: dict) -> bytes:
    return hashlib.sha1(_seq(_int(k["n"]), _int(k["e"]))).digest()


@functools.cache
def _openssl():
    """cryptography's RSA (OpenSSL) if it is installed, imported on first use; else None."""
    try:
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import padding, rsa
    except ImportError:
        return None
    return hashes, padding, rsa


@functools.lru_cache(maxsize=256)
def _openssl_key(n: int, e: int, d: int, p: int, q: int, dp: int, dq: int, qinv: int):
    rsa = _openssl()[2]
    numbers = rsa.RSAPrivateNumbers(p, q, d, dp, dq, qinv, rsa.RSAPublicNumbers(e, n))
    try:
        return numbers.private_key(unsafe_skip_rsa_key_validation=True)  # our own key, consistent by construction
    except TypeError:  # cryptography < 39 has no such switch
        return numbers.private_key()


def _sign(k: dict, data: bytes) -> bytes:
    """RSASSA-PKCS1-v1_5 with SHA-256. The signature is deterministic (m^d mod n), so OpenSSL, when available,
    returns exactly the bytes of the pure-Python computation below, ~10x faster."""
    ossl = _openssl()
    if ossl is not None:
        hashes, padding, _ = ossl
        key = _openssl_key(k["n"], k["e"], k["d"], k["p"], k["q"], k["dp"], k["dq"], k["qinv"])
        return key.sign(data, padding.PKCS1v15(), hashes.SHA256())
    size = (k["n"].bit_length() + 7) // 8
    digest_info = bytes.fromhex("3031300d060960864801650304020105000420") + hashlib.sha256(data).digest()
    em = b"\x00\x01" + b"\xff" * (size - len(digest_info) - 3) + b"\x00" + digest_info
    m, p, q = int.from_bytes(em, "big"), k["p"], k["q"]
    # m^d mod n by the Chinese remainder theorem (Garner): the same value as pow(m, d, n), about 4x faster
    sp, sq = pow(m, k["dp"], p), pow(m, k["dq"], q)
    return (sq + (k["qinv"] * (sp - sq) % p) * q).to_bytes(size, "big")


def _cert(serial: int, subject: tuple, issuer: tuple, key: dict, signer: dict, nb: datetime, na: datetime,
          ca: bool, sans: list[str] | None = None) -> bytes:
    ext = [_seq(_oid("2.5.29.19"), b"\x01\x01\xff", _tlv(0x04, _seq(b"\x01\x01\xff") if ca else _seq())),
           _seq(_oid("2.5.29.15"), b"\x01\x01\xff", _tlv(0x04, _tlv(0x03, b"\x01\x06" if ca else b"\x05\xa0"))),
           _seq(_oid("2.5.29.14"), _tlv(0x04, _tlv(0x04, _key_id(key)))),
           _seq(_oid("2.5.29.35"), _tlv(0x04, _seq(_tlv(0x80, _key_id(signer)))))]
    if sans:
        ext.append(_seq(_oid("2.5.29.17"), _tlv(0x04, _seq(*[_tlv(0x82, s.encode()) for s in sans]))))
        ext.append(_seq(_oid("2.5.29.37"), _tlv(0x04, _seq(_oid("1.3.6.1.5.5.7.3.1")))))
    tbs = _seq(_tlv(0xA0, _int(2)), _int(serial), SHA256_RSA, _name(*issuer), _seq(_time(nb), _time(na)),
               _name(*subject), _spki(key), _tlv(0xA3, _seq(*ext)))
    return _seq(tbs, SHA256_RSA, _tlv(0x03, b"\x00" + _sign(signer, tbs)))


def _pem(der: bytes, label: str) -> str:
    b = base64.b64encode(der).decode()
    return f"-----BEGIN {label}-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + f"\n-----END {label}-----\n"


def _key_pem(k: dict, pkcs1: bool = False) -> str:
    p, q, d = k["p"], k["q"], k["d"]
    rsa = _seq(_int(0), _int(k["n"]), _int(k["e"]), _int(d), _int(p), _int(q), _int(k["dp"]), _int(k["dq"]),
               _int(k["qinv"]))
    if pkcs1:
        return _pem(rsa, "RSA PRIVATE KEY")
    return _pem(_seq(_int(0), RSA_ALG, _tlv(0x04, rsa)), "PRIVATE KEY")


def _fp(der: bytes) -> str:
    return hashlib.sha256(der).hexdigest()


def _covers(name: str, host: str) -> bool:
    if name.startswith("*."):
        return "." in host and host.split(".", 1)[1] == name[2:]
    return name == host


PROGRAM = r'''
import glob, json, os, re, subprocess, sys, tempfile
from datetime import datetime, timezone
BUG = sys.argv[1] if len(sys.argv) > 1 else ""
P = json.loads(os.environ["TG_PARAMS"])
NOW = datetime.fromtimestamp(P["now"], timezone.utc)
def ossl(*a, data=None):
    r = subprocess.run(["openssl", *a], input=data, capture_output=True)
    return r.returncode, r.stdout.decode(errors="replace")
certs, keys = [], []
files = sorted(glob.glob("/tmp/dump-pem/*"))
for f in files:
    name = os.path.basename(f)
    if BUG == "der_skipped" and name.endswith(".from-der"):
        continue
    text = open(f, errors="replace").read()
    for block in re.findall(r"-----BEGIN CERTIFICATE-----.*?-----END CERTIFICATE-----\n?", text, re.S):
        _, out = ossl("x509", "-noout", "-subject", "-issuer", "-startdate", "-enddate", "-fingerprint", "-sha256", "-pubkey",
                      "-nameopt", "RFC2253", "-ext", "subjectAltName,subjectKeyIdentifier,authorityKeyIdentifier", data=block.encode())
        pub = re.search(r"-----BEGIN PUBLIC KEY-----.*?-----END PUBLIC KEY-----\n", out, re.S).group(0)
        c = {"file": name.replace(".from-der", ""), "pem": block if block.endswith("\n") else block + "\n", "pub": pub}
        c["subject"] = re.search(r"^subject=(.*)$", out, re.M).group(1)
        c["issuer"] = re.search(r"^issuer=(.*)$", out, re.M).group(1)
        c["cn"] = re.search(r"CN=([^,]+)", c["subject"]).group(1)
        fmt = "%b %d %H:%M:%S %Y GMT"
        c["nb"] = datetime.strptime(" ".join(re.search(r"notBefore=(.*)", out).group(1).split()), fmt).replace(tzinfo=timezone.utc)
        c["na"] = datetime.strptime(" ".join(re.search(r"notAfter=(.*)", out).group(1).split()), fmt).replace(tzinfo=timezone.utc)
        m = re.search(r"Subject Alternative Name:\s*\n\s*(.*)", out)
        c["sans"] = [x.strip()[4:] for x in m.group(1).split(",")] if m else []
        m = re.search(r"Subject Key Identifier:\s*\n\s*(\S+)", out)
        c["ski"] = m.group(1) if m else ""
        m = re.search(r"Authority Key Identifier:\s*\n\s*(?:keyid:)?(\S+)", out)
        c["aki"] = m.group(1) if m else ""
        certs.append(c)
    if "PRIVATE KEY-----" in text:
        _, pub = ossl("pkey", "-pubout", data=text.encode())
        keys.append({"file": name, "pub": pub})
def covers(n, host):
    if n.startswith("*.") and BUG != "wildcard_deep":
        return "." in host and host.split(".", 1)[1] == n[2:]
    if n.startswith("*."):
        return host.endswith(n[1:])
    return n == host
def valid(c):
    if BUG == "not_yet_valid":
        return NOW <= c["na"]
    return c["nb"] <= NOW <= c["na"]
root = P["root"]
out = P["out"]
expired = set()
for c in certs:
    if c["na"] < NOW:
        expired.add(c["file"])
picked = {}
for host in P["hosts"]:
    leaves = [c for c in certs if c["sans"] or c["cn"] == host]
    if BUG == "cn_match":
        cands = [c for c in leaves if c["cn"] == host and valid(c)]
    elif BUG == "first_found":
        cands = [c for c in leaves if any(covers(n, host) for n in c["sans"])][:1]
    else:
        cands = [c for c in leaves if any(covers(n, host) for n in c["sans"]) and valid(c)]
    if BUG != "first_found":
        cands.sort(key=lambda c: c["na"], reverse=True)
    leaf = cands[0]
    if BUG == "key_by_name":
        key = next((k for k in keys if host.split(".")[0] in k["file"]), None) or next(k for k in keys if k["pub"] == leaf["pub"])
    else:
        key = next(k for k in keys if k["pub"] == leaf["pub"])
    chain = []
    cur = leaf
    while P["level"] != "easy":
        if cur["issuer"] == cur["subject"]:
            break
        ups = [c for c in certs if c["subject"] == cur["issuer"] and c["subject"] != c["issuer"]]
        if BUG == "wrong_intermediate":
            ups = ups[:1]
        elif BUG == "cross_signed":
            ups = [c for c in ups if c["ski"] == cur["aki"]][:1]
        else:
            good = []
            for u in ups:
                if u["ski"] != cur["aki"]:
                    continue
                with tempfile.NamedTemporaryFile("w", suffix=".pem", delete=False) as a, tempfile.NamedTemporaryFile("w", suffix=".pem", delete=False) as b:
                    a.write(cur["pem"])  # u, plus every other intermediate that does not share u's name
                    b.write(u["pem"] + "".join(c["pem"] for c in certs if c["subject"] != c["issuer"] and c["subject"] != u["subject"] and not c["sans"]))
                rc, res = ossl("verify", "-attime", str(P["now"]), "-CAfile", root, "-untrusted", b.name, a.name)
                if rc == 0:
                    good.append(u)
            ups = good[:1]
        if not ups:
            break
        chain.append(ups[0])
        cur = ups[0]
        if cur["issuer"] not in [c["subject"] for c in certs if c["subject"] != c["issuer"]]:
            break
    if BUG == "includes_root":
        chain.append({"pem": open(root).read()})
    d = os.path.join(out, host)
    os.makedirs(d, exist_ok=True)
    if P["level"] == "easy":
        open(os.path.join(d, "cert.pem"), "w").write(leaf["pem"])
    else:
        open(os.path.join(d, "fullchain.pem"), "w").write(leaf["pem"] + "".join(c["pem"] for c in chain))
    if BUG != "cert_only":
        src = os.path.join(P["dump"], key["file"])
        _, pem = ossl("pkey", "-in", src)
        open(os.path.join(d, "privkey.pem"), "w").write(pem)
        os.chmod(os.path.join(d, "privkey.pem"), 0o600)
    picked[host] = leaf["file"]
if P["level"] != "easy" and BUG != "no_expired_list":
    open(os.path.join(out, "expired.txt"), "w").write("".join(f + "\n" for f in sorted(expired)))
json.dump(picked, open("/tmp/picked.json", "w"), indent=1)
'''


def _solver(p: dict, bug: str = "") -> str:
    s = script(f"""
        mkdir -p {p['out']} /tmp/dump-pem
        cd {p['dump']}
        for f in *; do
            if grep -q -- '-----BEGIN' "$f"; then cp "$f" /tmp/dump-pem/"$f"; else openssl x509 -inform DER -in "$f" -out /tmp/dump-pem/"$f".from-der; fi
        done
        openssl x509 -in {p['root']} -noout -subject -enddate
        cat > /tmp/deploy_tls.py <<'PY'
        {{program}}
        PY
        TG_PARAMS='{json.dumps(p)}' python3 /tmp/deploy_tls.py {bug}
    """).replace("{program}", PROGRAM.strip("\n"))
    if p["level"] != "easy":
        for h in p["hosts"]:
            s += (f"sed '1,/END CERTIFICATE/d' {p['out']}/{h}/fullchain.pem > /tmp/rest.pem\n"
                  f"openssl verify -attime {p['now']} -CAfile {p['root']} -untrusted /tmp/rest.pem "
                  f"{p['out']}/{h}/fullchain.pem || true\n")
    return s


@register
class TlsCertAudit(Family):
    name = "tls_cert_audit"
    category = "security"
    description = "Pick the right certificate, key and chain for each host out of a messy dump, verified with openssl."
    base_image = "termigen/core:1"

    def make(self, rng: random.Random, level: str) -> Draft:
        corp = rng.choice(CORPS)
        org = f"{corp} Inc."
        slug = corp.lower().replace(" ", "")
        domain = f"{slug}.example"
        now = datetime(rng.randint(2025, 2028), rng.randint(1, 12), rng.randint(1, 28), 12, 0, tzinfo=timezone.utc)
        days = lambda n: now + timedelta(days=n)  # noqa: E731
        serial = [rng.randint(1000, 9000)]
        used_keys: set = set()

        def nser():
            serial[0] += rng.randint(1, 50)
            return serial[0] * 7919

        root_k = _rsa(rng, used_keys)
        root_n = (f"{corp} Root CA {rng.choice(['R1', 'R2', '2019', 'G1'])}", org)
        root = _cert(nser(), root_n, root_n, root_k, root_k, days(-2000), days(3000), True)
        iss_n = (f"{corp} {rng.choice(['Issuing CA', 'TLS CA', 'Server CA'])}", org)
        cas = []  # (name for sorting, der, role)
        if level == "hard":
            pol_k = _rsa(rng, used_keys)
            pol_n = (f"{corp} Policy CA", org)
            pol = _cert(nser(), pol_n, root_n, pol_k, root_k, days(-1500), days(2500), True)
            parent_n, parent_k = pol_n, pol_k
        else:
            parent_n, parent_k = root_n, root_k
        iss_k = _rsa(rng, used_keys)
        iss = _cert(nser(), iss_n, parent_n, iss_k, parent_k, days(-700), days(1100), True)
        if level != "easy":
            old_k = _rsa(rng, used_keys)
            old = _cert(nser(), iss_n, parent_n, old_k, parent_k, days(-1400), days(rng.randint(60, 400)), True)
            cas.append(("old", old))
        if level == "hard":
            legacy_k = _rsa(rng, used_keys)
            legacy_n = (f"{corp} Legacy Root", org)
            cross = _cert(nser(), iss_n, legacy_n, iss_k, legacy_k, days(-600), days(900), True)
            cas.append(("cross", cross))
        cas.append(("current", iss))
        if level == "hard":
            cas.append(("policy", pol))

        labels = rng.sample(LABELS, {"easy": 2, "medium": 3, "hard": 4}[level])
        hosts = [f"{lb}.{domain}" for lb in labels]
        if level == "hard":
            hosts[-1] = f"{labels[-1]}.{rng.choice(SUBZONES)}.{domain}"  # two labels deep
        leaves = []  # dicts: host(s), der, key, nb, na, role, format

        def leaf(sans, cn, nb, na, role, fmt="pem", key=None):
            k = key or _rsa(rng, used_keys)
            der = _cert(nser(), (cn, org), iss_n, k, iss_k, nb, na, False, sans)
            leaves.append({"sans": sans, "cn": cn, "der": der, "key": k, "nb": nb, "na": na, "role": role, "fmt": fmt})
            return leaves[-1]
        deep_na = days(rng.randint(90, 120))
        for i, h in enumerate(hosts):
            # an expired predecessor (listed first in the dump) with its key named after the host
            leaf([h], h, days(-rng.randint(420, 500)), days(-rng.randint(20, 60)), "expired")
            if level == "hard":  # the wildcard (below) expires after the deep host's certificate, before the others'
                good_na = deep_na if i == len(hosts) - 1 else days(rng.randint(200, 300))
            else:
                good_na = days(rng.randint(90, 300))
            fmt = "der" if (level == "hard" and i == 1) else "pem"
            leaf([h] + ([f"www.{h}"] if rng.random() < 0.4 else []), h, days(-rng.randint(30, 200)), good_na, "good", fmt)
            if i == 0:  # misissued: CN names the host, SAN does not; expires later
                other = f"{rng.choice([x for x in LABELS if x not in labels])}.{domain}"
                leaf([other], h, days(-rng.randint(5, 20)), good_na + timedelta(days=rng.randint(30, 90)), "misissued")
            if level == "hard" and i == 2:  # renewal that is not valid yet; expires last
                leaf([h], h, days(rng.randint(3, 20)), good_na + timedelta(days=400), "future")
            if level == "hard" and i == len(hosts) - 1:  # a wildcard one level up does not cover a two-label host
                leaf([f"*.{domain}"], f"*.{domain}", days(-rng.randint(10, 30)), deep_na + timedelta(days=rng.randint(10, 40)), "wildcard")

        # truth: valid now, SAN covers host, latest notAfter
        truth = {}
        for h in hosts:
            c = [x for x in leaves if any(_covers(n, h) for n in x["sans"]) and x["nb"] <= now <= x["na"]]
            c.sort(key=lambda x: x["na"], reverse=True)
            truth[h] = c[0]
            assert c[0]["role"] == "good", "generator: the dedicated certificate must be the answer"
        # the dump: file names, in an order that makes the careless choices wrong
        dump = rng.choice([f"/srv/lb-export/{slug}", f"/root/old-lb/{slug}-certs", f"/var/backups/haproxy-{slug}/ssl",
                           f"/opt/migration/{slug}/tls-dump"])
        out = rng.choice(["/srv/tls", f"/etc/{slug}/tls", "/etc/ssl/deploy", f"/srv/{slug}-edge/tls"])
        root_path = f"/usr/local/share/ca-certificates/{slug}-root.crt"
        files = {root_path: File.of(_pem(root, "CERTIFICATE"))}
        pre = rng.choice(["cert", "crt", "server", "lb"])
        kpre = rng.choice(["key", "priv", "k"])
        order = sorted(leaves, key=lambda x: {"expired": 0, "misissued": 1, "wildcard": 2, "future": 3, "good": 4}[x["role"]])
        names = {}
        for n, x in enumerate(order, 1):
            ext = ".cer" if x["fmt"] == "der" else rng.choice([".pem", ".crt"])
            nm = f"{pre}-{n:02d}{ext}"
            names[id(x)] = nm
            files[f"{dump}/{nm}"] = File.of(x["der"]) if x["fmt"] == "der" else File.of(_pem(x["der"], "CERTIFICATE"))
        cpre = rng.choice(["ca", "issuer", "intermediate", "chain"])
        ca_names = {}
        for n, (role, der) in enumerate(cas, 1):
            nm = f"{cpre}-{n}.pem"
            ca_names[role] = nm
            files[f"{dump}/{nm}"] = File.of(_pem(der, "CERTIFICATE"))
        # keys: shuffled numbering; the expired certificates' keys carry the host's name
        key_items = [x for x in leaves]
        rng.shuffle(key_items)
        kn = 0
        key_names = {}
        for x in key_items:
            if x["role"] == "expired":
                nm = f"{x['sans'][0].split('.')[0]}.key"
            else:
                kn += 1
                nm = f"{kpre}{kn:02d}.pem"
            key_names[id(x)] = nm
            files[f"{dump}/{nm}"] = File.of(_key_pem(x["key"], pkcs1=(level == "hard" and kn % 2 == 0)))
        # ground truth
        chain_roles = [] if level == "easy" else (["current", "policy"] if level == "hard" else ["current"])
        ca_der = dict(cas)
        # the old intermediate was re-keyed, not expired: only leaf files hold expired certificates
        expired = sorted(names[id(x)] for x in leaves if x["na"] < now)
        E = {"level": level, "out": out, "root": root_path, "now": int(now.timestamp()),
             "hosts": {h: {"leaf": _fp(truth[h]["der"]),
                           "chain": [_fp(ca_der[r]) for r in chain_roles],
                           "spki": hashlib.sha256(_spki(truth[h]["key"])).hexdigest(),
                           "file": names[id(truth[h])]} for h in hosts},
             "root_fp": _fp(root), "expired": expired}
        p = {"level": level, "hosts": hosts, "now": int(now.timestamp()), "root": root_path, "out": out, "dump": dump}
        names_d = [("first_found", "takes the first certificate file that names the host, expired or not"),
                   ("cn_match", "matches the host against the subject CN instead of the SAN"),
                   ("key_by_name", "takes the key file named after the host instead of the one that matches"),
                   ("cert_only", "half the job: certificates without their private keys")]
        if level != "easy":
            names_d += [("wrong_intermediate", "picks the intermediate by name: the re-keyed old one comes first"),
                        ("includes_root", "appends the root CA to the chain"),
                        ("no_expired_list", "half the job: no list of expired certificates")]
        if level == "hard":
            names_d += [("not_yet_valid", "ignores notBefore: deploys a renewal that is not valid yet"),
                        ("der_skipped", "only reads PEM files, missing the DER-encoded certificate"),
                        ("wildcard_deep", "lets *.domain cover a host two labels deep"),
                        ("cross_signed", "matches the intermediate by key id only: takes the cross-signed copy")]
        decoys = [Decoy(name=n, description=d, script=_solver(p, n)) for n, d in names_d]
        return Draft(
            instruction=self._instruction(rng, level, corp, hosts, dump, out, root_path, now),
            environment=Environment(base_image=self.base_image, files=files, workdir="/root"),
            solution=_solver(p),
            tests={"test_outputs.py": self._tests(E)},
            decoys=decoys,
            outputs=[out],
            tools=["mkdir", "grep", "cp", "openssl", "cat", "python3"] + (["sed"] if level != "easy" else []),
            tags=["tls", "x509", "openssl", "pki"],
            expert_time_min={"easy": 15, "medium": 30, "hard": 45}[level],
            junior_time_min={"easy": 40, "medium": 80, "hard": 120}[level],
        )

    @staticmethod
    def _instruction(rng, level, corp, hosts, dump, out, root_path, now) -> str:
        opener = rng.choice([
            f"We are replacing {corp}'s old load balancer, and all we got from it is a dump of certificates and keys.",
            f"The team that ran {corp}'s edge proxies left us an export of their TLS material, in no particular order.",
            f"Before the new edge for {corp} goes live we have to sort out the TLS files copied from the old one.",
        ])
        hl = "\n".join(f"- `{h}`" for h in hosts)
        fmt = "PEM" if level != "hard" else "PEM or DER (binary)"
        files = ("`cert.pem`: the host's certificate (PEM)" if level == "easy" else
                 "`fullchain.pem`: the host's certificate followed by the intermediate CA certificate(s) that link it "
                 "to our root, in order (each one signed by the next), without the root itself (PEM)")
        proxy = rng.choice(["nginx", "HAProxy", "Envoy", "Traefik"])
        rules = [
            f"Treat **{now:%Y-%m-%d %H:%M} UTC** as the current time.",
            "The certificate for a host is one that is valid at that time and whose Subject Alternative Names cover "
            "the host name (the subject CN does not count; a wildcard `*.x` covers exactly one extra label). If "
            "several qualify, take the one that expires last.",
            "Its private key is the key file whose public key matches the certificate; key files are not reliably "
            "named.",
        ]
        if level != "easy":
            rules.append(f"Our root CA is `{root_path}` (trusted by all clients; do not put it in the chain). Several "
                         f"intermediates in the dump have the same name; the chain must verify with "
                         f"`openssl verify -attime <now> -CAfile {root_path} ...`.")
            rules.append(f"Also list every file of the dump that contains a certificate already expired at that "
                         f"time in `{out}/expired.txt`, one file name (without folder) per line, so that they can be "
                         f"archived.")
        body = "\n".join(f"- {r}" for r in rules)
        return dedent(f"""
            # Deploy the right TLS certificates for {corp}'s edge

            {opener} It is in `{dump}`: certificates ({fmt}), private keys (PEM) and CA certificates, several
            per host, some expired, some belonging to other hosts.

            For each of these hosts:
            {{hl}}

            create a folder `{out}/<host>/` with {files}, and `privkey.pem`: its private key in PEM, readable
            only by root (mode 0600). The new {proxy} instances read exactly these files.

            {{body}}

            Leave the dump as it is.
        """).replace("{hl}", hl).replace("{body}", body)

    @staticmethod
    def _tests(E: dict):
        header = "import base64, hashlib, os, re, stat, subprocess, tempfile\n\nimport pytest"
        body = r'''
            def _blocks(path):
                text = open(path).read()
                return [base64.b64decode("".join(b.split())) for b in
                        re.findall(r"-----BEGIN CERTIFICATE-----(.*?)-----END CERTIFICATE-----", text, re.S)]

            def _fp(der):
                return hashlib.sha256(der).hexdigest()

            def _pem(der):
                b = base64.b64encode(der).decode()
                return "-----BEGIN CERTIFICATE-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END CERTIFICATE-----\n"

            CERT = "cert.pem" if EXPECTED["level"] == "easy" else "fullchain.pem"

            @pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
            def test_certificate(host):
                want = EXPECTED["hosts"][host]
                path = os.path.join(EXPECTED["out"], host, CERT)
                assert os.path.isfile(path), f"{path} is missing"
                blocks = _blocks(path)
                assert blocks, f"{path} holds no PEM certificate"
                assert _fp(blocks[0]) == want["leaf"], f"{host}: wrong certificate deployed (the right one is in {want['file']})"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            @pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
            def test_chain(host):
                want = EXPECTED["hosts"][host]
                blocks = _blocks(os.path.join(EXPECTED["out"], host, CERT))
                fps = [_fp(b) for b in blocks[1:]]
                assert EXPECTED["root_fp"] not in fps, f"{host}: the chain contains the root CA"
                assert fps == want["chain"], f"{host}: chain has {len(fps)} intermediate(s); not the ones (or not in the order) that link the certificate to the root"
                with tempfile.TemporaryDirectory() as d:
                    leaf, rest = os.path.join(d, "leaf.pem"), os.path.join(d, "rest.pem")
                    open(leaf, "w").write(_pem(blocks[0]))
                    open(rest, "w").write("".join(_pem(b) for b in blocks[1:]))
                    r = subprocess.run(["openssl", "verify", "-attime", str(EXPECTED["now"]), "-CAfile", EXPECTED["root"],
                                        "-untrusted", rest, leaf], capture_output=True, text=True)
                assert r.returncode == 0, f"{host}: openssl verify fails: {(r.stdout + r.stderr).strip()[-300:]}"

            @pytest.mark.parametrize("host", sorted(EXPECTED["hosts"]))
            def test_private_key(host):
                want = EXPECTED["hosts"][host]
                path = os.path.join(EXPECTED["out"], host, "privkey.pem")
                assert os.path.isfile(path), f"{path} is missing"
                r = subprocess.run(["openssl", "pkey", "-in", path, "-pubout", "-outform", "DER"], capture_output=True)
                assert r.returncode == 0, f"{path}: openssl cannot read it as a private key"
                assert hashlib.sha256(r.stdout).hexdigest() == want["spki"], f"{host}: privkey.pem does not match the certificate"
                mode = stat.S_IMODE(os.stat(path).st_mode)
                assert mode == 0o600, f"{path}: mode {mode:04o}, expected 0600"

            @pytest.mark.skipif(EXPECTED["level"] == "easy", reason="medium and hard only")
            def test_expired_list():
                path = os.path.join(EXPECTED["out"], "expired.txt")
                assert os.path.isfile(path), f"{path} is missing"
                got = sorted({l.strip() for l in open(path) if l.strip()})
                want = EXPECTED["expired"]
                assert got == want, f"expired.txt: unexpected {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
        '''
        return pytest_file(header, {"EXPECTED": E}, body)
