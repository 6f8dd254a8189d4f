#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/pylon/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/pylon/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
PW=$(cat /root/.secrets/pylon-admin.txt)
python3 /opt/installers/pylon-setup <<ANSWERS || true
u
/opt/pylon/pylon
9100

n

y
debug
56
y
$CERT
$KEY
n
/var/opt/pylon
y

$PW
$PW
ACCEPT
y
ANSWERS
