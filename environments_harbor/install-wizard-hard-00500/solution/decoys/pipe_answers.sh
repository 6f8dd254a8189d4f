#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/tern-collector/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/tern-collector/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
PW=$(cat /root/.secrets/tern-collector-admin.txt)
python3 /opt/installers/tern-collector-setup <<ANSWERS || true
u
/opt/tern/tern-collector
9565
1


28
y
y
$CERT
$KEY
debug
n
n
y

$PW
$PW
ACCEPT
y
ANSWERS
