#!/bin/bash
set -euo pipefail
python3 /opt/installers/kestrel-agent-setup <<ANSWERS || true
/srv/kestrel-agent
9411
1
kestrel
90

/var/opt/kestrel-agent

debug


sysadmin
ACCEPT
y
ANSWERS
