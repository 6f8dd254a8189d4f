#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/corvid/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/corvid-setup <<ANSWERS || true
/srv/corvid
8445
1
14
y
y
n
n
warning
/var/opt/corvid
y
corvid
corvid-admin
ACCEPT
y
ANSWERS
