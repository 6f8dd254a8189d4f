#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/osprey-vault/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/osprey-vault-setup <<ANSWERS || true
/srv/osprey-vault
8210
2
y
63
/data/osprey-vault
n
svc-osprey
y
n
error
y
ops-admin
ACCEPT
y
ANSWERS
