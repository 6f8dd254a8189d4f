#!/bin/bash
set -euo pipefail
mkdir -p /srv/ir
file /srv/quarantine/8224-update.txt
head -c 300 /srv/quarantine/8224-update.txt | base64 | head -n 2
cat > /tmp/peel.py <<'PY'
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
PY
TG_PARAMS='{"sample": "/srv/quarantine/8224-update.txt", "report": "/srv/ir/iocs.json", "final_copy": "/srv/ir/stage-final.sh", "level": "medium"}' python3 /tmp/peel.py no_default_port
jq -r '.endpoints[]' /srv/ir/iocs.json
sha256sum /srv/ir/stage-final.sh
