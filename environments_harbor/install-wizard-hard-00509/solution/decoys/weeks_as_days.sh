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
export CERT KEY
cat > /tmp/install.exp <<'EXP'
set timeout 20
set pw [string trim [read [open /root/.secrets/pylon-admin.txt]]]
spawn /opt/installers/pylon-setup
expect {
  -ex {or install fresh? (u/f) [f]: } { send -- "u\r"; exp_continue }
  -ex {Installation directory [} { send -- "/opt/pylon/pylon\r"; exp_continue }
  -ex {Port for the web console [} { send -- "9100\r"; exp_continue }
  -ex {Listen on  1) localhost only  2) all interfaces.  Choice [} { send -- "\r"; exp_continue }
  -ex {Enable the access-log module? [} { send -- "n\r"; exp_continue }
  -ex {Service account [} { send -- "\r"; exp_continue }
  -ex {Enable the geoip module? [} { send -- "y\r"; exp_continue }
  -ex {Log level (debug, info, warning, error) [} { send -- "debug\r"; exp_continue }
  -ex {Days of data to keep [} { send -- "8\r"; exp_continue }
  -ex {Serve the console over HTTPS? [} { send -- "y\r"; exp_continue }
  -ex {Path to the certificate (PEM): } { send -- "$env(CERT)\r"; exp_continue }
  -ex {Path to the private key (PEM): } { send -- "$env(KEY)\r"; exp_continue }
  -ex {Enable the cache module? [} { send -- "n\r"; exp_continue }
  -ex {Data directory [} { send -- "/var/opt/pylon\r"; exp_continue }
  -ex {Enable the rate-limit module? [} { send -- "y\r"; exp_continue }
  -ex {Administrator login [} { send -- "\r"; exp_continue }
  -ex {Administrator password: } { send -- "$pw\r"; exp_continue }
  -ex {Retype the password to confirm: } { send -- "$pw\r"; exp_continue }
  -ex {Type ACCEPT to accept the license terms: } { send -- "ACCEPT\r"; exp_continue }
  -ex {finish the installation? [y/N]: } { send -- "y\r"; exp_continue }
  -ex {  ! } { puts "\n(oracle) the installer rejected an answer"; exp_continue }
  timeout { puts "\n(oracle) no known prompt"; exit 1 }
  eof
}
EXP
expect /tmp/install.exp
