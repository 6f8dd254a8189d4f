#!/bin/bash
set -euo pipefail
python3 /opt/installers/corvid-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
