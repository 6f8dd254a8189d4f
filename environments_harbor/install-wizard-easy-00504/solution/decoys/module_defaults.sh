#!/bin/bash
set -euo pipefail
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true
/srv/moss-wiki
9088
2


error

45

/data/moss-wiki
mossd
sysadmin
ACCEPT
y
ANSWERS
