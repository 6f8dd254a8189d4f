#!/bin/bash
set -euo pipefail
python3 /opt/installers/lumen-desk-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
