#!/bin/bash
set -euo pipefail
python3 /opt/installers/kestrel-agent-setup <<ANSWERS || true
/opt/kestrel/kestrel-agent
10410
2

kestrel


error
60

/var/opt/kestrel-agent
kestrel-admin
ACCEPT
y
ANSWERS
