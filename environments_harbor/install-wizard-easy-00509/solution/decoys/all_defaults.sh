#!/bin/bash
set -euo pipefail
python3 /opt/installers/kestrel-agent-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
