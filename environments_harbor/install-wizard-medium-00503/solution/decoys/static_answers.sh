#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/kestrel-agent/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/kestrel-agent-setup <<ANSWERS || true
/opt/kestrel-agent
10410
2
y
kestreld
y
y
n
n
debug
49
/srv/kestrel-agent/data
sysadmin
ACCEPT
y
ANSWERS
