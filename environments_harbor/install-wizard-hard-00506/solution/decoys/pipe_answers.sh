#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/corvid/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/corvid/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
PW=$(cat /root/.secrets/corvid-admin.txt)
python3 /opt/installers/corvid-setup <<ANSWERS || true
u
/opt/corvid/corvid
8444
2
y
$CERT
$KEY
y
n

n
n
error
63


$PW
$PW
ACCEPT
y
ANSWERS
