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
export CERT KEY
cat > /tmp/install.exp <<'EXP'
set timeout 20
set pw [string trim [read [open /root/.secrets/lumen-desk-admin.txt]]]
spawn /opt/installers/lumen-desk-setup
expect {
  -ex {or install fresh? (u/f) [f]: } { send -- "f\r"; exp_continue }
  -ex {Installation directory [} { send -- "\r"; exp_continue }
  -ex {Port for the web console [} { send -- "8082\r"; exp_continue }
  -ex {Listen on  1) localhost only  2) all interfaces.  Choice [} { send -- "\r"; exp_continue }
  -ex {Enable the surveys module? [} { send -- "n\r"; exp_continue }
  -ex {Log level (debug, info, warning, error) [} { send -- "warning\r"; exp_continue }
  -ex {Serve the console over HTTPS? [} { send -- "y\r"; exp_continue }
  -ex {Path to the certificate (PEM): } { send -- "$env(CERT)\r"; exp_continue }
  -ex {Path to the private key (PEM): } { send -- "$env(KEY)\r"; exp_continue }
  -ex {Service account [} { send -- "lumend\r"; exp_continue }
  -ex {Enable the chat module? [} { send -- "n\r"; exp_continue }
  -ex {Enable the knowledge-base module? [} { send -- "y\r"; exp_continue }
  -ex {Data directory [} { send -- "/var/opt/lumen-desk\r"; exp_continue }
  -ex {Enable the email-intake module? [} { send -- "n\r"; exp_continue }
  -ex {Days of data to keep [} { send -- "63\r"; exp_continue }
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
