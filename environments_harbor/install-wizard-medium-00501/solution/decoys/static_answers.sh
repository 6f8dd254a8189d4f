#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/moss-wiki/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/opt/moss/moss-wiki
8090
1
svc-moss
n
70
y
y
warning
/srv/moss-wiki/data
y
n
sysadmin
ACCEPT
y
ANSWERS
