#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/moss/moss-wiki
key install_dir /opt/moss/moss-wiki
TIMEOUT=40  # the host check is slower than a default 10 s prompt timeout
TOKEN=$(cat /root/moss-wiki-cluster.token)
step 'Join an existing cluster?' y
step 'Seed node (host:port)' seed-3.mad-int-08.corp.example:7946
step 'Node role [' 2
step 'Join token' "$TOKEN"
key join_cluster yes
key cluster_seed seed-3.mad-int-08.corp.example:7946
key node_role manager
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
if [ "$DRIVER" = stdin ]; then cut -f2- /tmp/tg/dialog | python3 /opt/installers/moss-wiki-setup; else run python3 /opt/installers/moss-wiki-setup; fi
