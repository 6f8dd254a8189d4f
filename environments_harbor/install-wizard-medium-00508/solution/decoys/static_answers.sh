#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/lumen-desk/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/lumen-desk-setup <<ANSWERS || true
/opt/lumen/lumen-desk
8082
2
lumend
y
63
error
n
y
n
y
/var/opt/lumen-desk
sysadmin
ACCEPT
y
ANSWERS
