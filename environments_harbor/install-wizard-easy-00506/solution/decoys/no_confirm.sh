#!/bin/bash
set -euo pipefail
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/opt/moss/moss-wiki
8188
1
y
n
moss
90
/srv/moss-wiki/data
y
debug
y
moss-admin
ACCEPT

ANSWERS
