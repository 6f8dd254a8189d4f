#!/bin/bash
set -euo pipefail
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/opt/moss/moss-wiki
8188
1


moss
90
/srv/moss-wiki/data

debug

moss-admin
ACCEPT
y
ANSWERS
