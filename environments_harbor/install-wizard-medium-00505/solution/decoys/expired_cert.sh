#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/lumen-desk/*.crt; do
  if ! openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
export CERT KEY
cat > /tmp/install.exp <<'EXP'
set timeout 20
spawn /opt/installers/lumen-desk-setup
expect {
  -ex {Installation directory [} { send -- "/opt/lumen-desk\r"; exp_continue }
  -ex {Port for the web console [} { send -- "8180\r"; exp_continue }
  -ex {Listen on  1) localhost only  2) all interfaces.  Choice [} { send -- "1\r"; exp_continue }
  -ex {Enable the chat module? [} { send -- "n\r"; exp_continue }
  -ex {Enable the knowledge-base module? [} { send -- "y\r"; exp_continue }
  -ex {Data directory [} { send -- "/srv/lumen-desk/data\r"; exp_continue }
  -ex {Days of data to keep [} { send -- "14\r"; exp_continue }
  -ex {Enable the email-intake module? [} { send -- "n\r"; exp_continue }
  -ex {Service account [} { send -- "lumen\r"; exp_continue }
  -ex {Log level (debug, info, warning, error) [} { send -- "warning\r"; exp_continue }
  -ex {Enable the sla-timers module? [} { send -- "y\r"; exp_continue }
  -ex {Serve the console over HTTPS? [} { send -- "y\r"; exp_continue }
  -ex {Path to the certificate (PEM): } { send -- "$env(CERT)\r"; exp_continue }
  -ex {Path to the private key (PEM): } { send -- "$env(KEY)\r"; exp_continue }
  -ex {Administrator login [} { send -- "root-ops\r"; exp_continue }
  -ex {Type ACCEPT to accept the license terms: } { send -- "ACCEPT\r"; exp_continue }
  -ex {finish the installation? [y/N]: } { send -- "y\r"; exp_continue }
  -ex {  ! } { puts "\n(oracle) the installer rejected an answer"; exp_continue }
  timeout { puts "\n(oracle) no known prompt"; exit 1 }
  eof
}
EXP
expect /tmp/install.exp
