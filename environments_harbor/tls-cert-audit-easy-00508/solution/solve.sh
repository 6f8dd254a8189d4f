#!/bin/bash
set -euo pipefail
mkdir -p /etc/vandelay/tls /tmp/dump-pem
cd /srv/lb-export/vandelay
for f in *; do
    if grep -q -- '-----BEGIN' "$f"; then cp "$f" /tmp/dump-pem/"$f"; else openssl x509 -inform DER -in "$f" -out /tmp/dump-pem/"$f".from-der; fi
done
openssl x509 -in /usr/local/share/ca-certificates/vandelay-root.crt -noout -subject -enddate
cat > /tmp/deploy_tls.py <<'PY'
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
PY
TG_PARAMS='{"level": "easy", "hosts": ["git.vandelay.example", "pay.vandelay.example"], "now": 1814011200, "root": "/usr/local/share/ca-certificates/vandelay-root.crt", "out": "/etc/vandelay/tls", "dump": "/srv/lb-export/vandelay"}' python3 /tmp/deploy_tls.py 
