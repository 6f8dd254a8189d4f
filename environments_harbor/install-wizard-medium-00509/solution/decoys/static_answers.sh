#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/pylon/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/pylon-setup <<ANSWERS || true
/srv/pylon
9010
2
y
y
/var/opt/pylon
28
y
error
pylond
n
y
ops-admin
ACCEPT
y
ANSWERS
