#!/bin/bash
set -euo pipefail
python3 /opt/installers/tern-collector-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
