#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /srv/lumen-desk
key install_dir /srv/lumen-desk
step 'n = next page, p = previous page' n
step 'n = next page, p = previous page' 8
key region me-east-2
step 'Modules to enable (numbers' '1 2'
key modules cache,reports
PW=$(cat /root/.secrets/lumen-desk-admin)
step 'Administrator password (' "$PW"
step 'Confirm the password' "$PW"
key admin_password "$PW"
step 'Type y to accept' y
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/lumen-desk-setup; else run python3 /opt/installers/lumen-desk-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/lumen-desk.answers
cat > /root/deploy/lumen-desk.answers <<'EOF'
# example from the vendor documentation
install_dir = /opt/lumen-desk
accept_license = yes
region = eu-west-1
modules = alerts
retention_days = 30
port = 8080
EOF
