#!/bin/bash
set -euo pipefail
python3 /opt/installers/lumen-desk-setup <<ANSWERS || true
/opt/lumen/lumen-desk
8081
1
y
y
y
n
lumend
60
/srv/lumen-desk/data
error
lumen-admin
ACCEPT
y
ANSWERS
