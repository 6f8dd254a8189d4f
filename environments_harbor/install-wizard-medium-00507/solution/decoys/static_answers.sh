#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/moss-wiki/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/opt/moss-wiki
9088
1
debug
y
n
21
y
y
y
mossd
/srv/moss-wiki/data
root-ops
ACCEPT
y
ANSWERS
