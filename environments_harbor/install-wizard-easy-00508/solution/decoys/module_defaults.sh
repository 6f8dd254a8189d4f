#!/bin/bash
set -euo pipefail
python3 /opt/installers/tern-collector-setup <<ANSWERS || true
/srv/tern-collector
9655
2

tern
90
debug

/var/opt/tern-collector


sysadmin
ACCEPT
y
ANSWERS
