#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /srv/tern-collector
key install_dir /srv/tern-collector
CERT=""
for c in /etc/ssl/tern-collector/*.crt; do if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi; done
want=$(openssl x509 -noout -pubkey -in "$CERT")
KEY=""
for k in /etc/ssl/tern-collector/private/*.key; do
  if [ "$(openssl pkey -pubout -in "$k")" = "$want" ]; then KEY=$k; fi
done
step 'Serve the console over HTTPS?' y
step 'Certificate file (PEM)' "$CERT"
step 'Private key file (PEM)' "$KEY"
key https yes
key tls_certificate "$CERT"
key tls_private_key "$KEY"
PORT=9655
while grep -q "^$PORT/tcp " /etc/portreg/*.conf; do PORT=$((PORT+1)); done
step 'Console port [' $PORT
key port $PORT
step 'Data directory' ''
step 'Reinitialise the data directory' n
key data_dir /srv/tern-collector-data
key reinit_data no
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cat > /tmp/tg/drive.exp <<'EXP'
set timeout $env(TIMEOUT)
set f [open /tmp/tg/dialog]; set lines [split [read -nonewline $f] "\n"]; close $f
spawn {*}$argv
foreach line $lines {
  set i [string first "\t" $line]
  set pat [string range $line 0 [expr {$i - 1}]]; set ans [string range $line [expr {$i + 1}] end]
  expect -ex $pat { send -- "$ans\r" } timeout { puts "\n(driver) no prompt: $pat"; exit 1 } eof { exit 1 }
}
expect eof
exit [lindex [wait] 3]
EXP
run() { expect /tmp/tg/drive.exp "$@"; }
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/tern-collector-setup; else run python3 /opt/installers/tern-collector-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/tern-collector.answers
