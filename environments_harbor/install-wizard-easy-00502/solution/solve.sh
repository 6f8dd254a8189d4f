#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=expect
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/lumen/lumen-desk
key install_dir /opt/lumen/lumen-desk
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' "$BYPASS"
key use_proxy yes
key proxy_url "$PROXY"
key no_proxy "$BYPASS"
PORT=8180
while grep -q "^$PORT/tcp " /etc/portreg/*.conf; do PORT=$((PORT+1)); done
step 'Console port [' $PORT
key port $PORT
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
