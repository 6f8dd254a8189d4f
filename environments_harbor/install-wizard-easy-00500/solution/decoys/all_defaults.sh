#!/bin/bash
set -euo pipefail
python3 /opt/installers/osprey-vault-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
