#!/bin/bash
set -euo pipefail
python3 /opt/installers/tern-collector-setup <<ANSWERS || true
/srv/tern-collector
9655
2
y
tern
90
debug
y
/var/opt/tern-collector
n
y
sysadmin
ACCEPT
y
ANSWERS
