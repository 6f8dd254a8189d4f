#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/pylon/pylon
key install_dir /opt/pylon/pylon
step 'Upgrade in place or install fresh?' 1
key install_mode upgrade
RT=$(ls -d /opt/runtimes/rtx-2.* | sort -V | tail -1)
step 'Runtime home directory' "$RT"
key runtime_home "$RT"
step 'Days of data to keep' 21
key retention_days 21
step 'n = next page, p = previous page' n
step 'n = next page, p = previous page' n
step 'n = next page, p = previous page' 1
key region me-south-1
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/pylon-setup; else run python3 /opt/installers/pylon-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/pylon.answers
cat > /root/deploy/pylon.answers <<'EOF'
# example from the vendor documentation
install_dir = /opt/pylon
accept_license = yes
region = eu-west-1
modules = alerts
retention_days = 30
port = 8080
EOF
