#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/lumen-desk/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/lumen-desk-setup <<ANSWERS || true
/opt/lumen-desk
8180
1
n
y
/srv/lumen-desk/data
14
n
lumen
warning
y
y
root-ops
ACCEPT
y
ANSWERS
