#!/bin/bash
set -euo pipefail
CERT=""
for c in /etc/ssl/pylon/*.crt; do
  if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi
done
KEY=${CERT%.crt}.key
export CERT KEY
cat > /tmp/install.exp <<'EXP'
set timeout 20
spawn /opt/installers/pylon-setup
expect {
  -ex {Installation directory [} { send -- "/srv/pylon\r"; exp_continue }
  -ex {Port for the web console [} { send -- "9010\r"; exp_continue }
  -ex {Listen on  1) localhost only  2) all interfaces.  Choice [} { send -- "2\r"; exp_continue }
  -ex {Enable the rate-limit module? [} { send -- "y\r"; exp_continue }
  -ex {Enable the access-log module? [} { send -- "y\r"; exp_continue }
  -ex {Data directory [} { send -- "/var/opt/pylon\r"; exp_continue }
  -ex {Days of data to keep [} { send -- "28\r"; exp_continue }
  -ex {Enable the geoip module? [} { send -- "y\r"; exp_continue }
  -ex {Log level (debug, info, warning, error) [} { send -- "error\r"; exp_continue }
  -ex {Service account [} { send -- "pylond\r"; exp_continue }
  -ex {Enable the waf module? [} { send -- "n\r"; exp_continue }
  -ex {Serve the console over HTTPS? [} { send -- "y\r"; exp_continue }
  -ex {Path to the certificate (PEM): } { send -- "$env(CERT)\r"; exp_continue }
  -ex {Path to the private key (PEM): } { send -- "$env(KEY)\r"; exp_continue }
  -ex {Administrator login [} { send -- "ops-admin\r"; exp_continue }
  -ex {Type ACCEPT to accept the license terms: } { send -- "ACCEPT\r"; exp_continue }
  -ex {finish the installation? [y/N]: } { send -- "\r"; exp_continue }
  -ex {  ! } { puts "\n(oracle) the installer rejected an answer"; exp_continue }
  timeout { puts "\n(oracle) no known prompt"; exit 1 }
  eof
}
EXP
expect /tmp/install.exp
