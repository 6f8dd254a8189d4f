#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/osprey-vault/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
python3 /opt/installers/osprey-vault-setup <<ANSWERS || true
/srv/osprey-vault
9200
2
n
y
/srv/osprey-vault/data
debug
ospreyd
y
y
n
35
osprey-admin
ACCEPT
y
ANSWERS
