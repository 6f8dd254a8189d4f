#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/lumen-desk/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/lumen-desk/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
PW=$(cat /root/.secrets/lumen-desk-admin.txt)
python3 /opt/installers/lumen-desk-setup <<ANSWERS || true
u
/srv/lumen-desk
8082

n
y
$CERT
$KEY
n


y
n
63
error
root-ops
$PW
$PW
ACCEPT
y
ANSWERS
