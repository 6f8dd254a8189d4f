#!/bin/bash
set -euo pipefail
python3 /opt/installers/kestrel-agent-setup <<ANSWERS || true
/opt/kestrel/kestrel-agent
10410
2
n
kestrel
y
n
error
60
y
/var/opt/kestrel-agent
kestrel-admin
ACCEPT

ANSWERS
