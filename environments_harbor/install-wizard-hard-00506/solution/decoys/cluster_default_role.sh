#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/corvid/corvid
key install_dir /opt/corvid/corvid
step 'Upgrade in place or install fresh?' 1
key install_mode upgrade
ADDR=$(awk '$1=="iad-util-11-mgmt" {print $2}' /etc/site/inventory)
step 'Console listens on [' 3
step 'Address to listen on' "$ADDR"
key listen_mode address
key listen_address "$ADDR"
step 'Modules to enable (numbers' '5 6'
key modules metrics,audit
TOKEN=$(cat /root/corvid-cluster.token)
step 'Join an existing cluster?' y
step 'Seed node (host:port)' raft-1.iad-util-11.corp.example:7946
step 'Node role [' ''
step 'Join token' "$TOKEN"
key join_cluster yes
key cluster_seed raft-1.iad-util-11.corp.example:7946
key node_role worker
key cluster_token "$TOKEN"
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/corvid-setup; else run python3 /opt/installers/corvid-setup; fi
install -D -m 600 /tmp/tg/answers /root/deploy/corvid.answers
