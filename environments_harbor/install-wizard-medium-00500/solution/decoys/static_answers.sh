#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/moss-wiki/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/opt/moss-wiki
8090
2
svc-moss
y
error
n
35
y
y
n
/data/moss-wiki
moss-admin
ACCEPT
y
ANSWERS
