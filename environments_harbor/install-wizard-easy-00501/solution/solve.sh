#!/bin/bash
set -euo pipefail
python3 /opt/installers/corvid-setup <<ANSWERS || true
/srv/corvid
9443
2
debug
y
/var/opt/corvid
90
y
n
y
svc-corvid
sysadmin
ACCEPT
y
ANSWERS
