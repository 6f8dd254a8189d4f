#!/bin/bash
set -euo pipefail
python3 /opt/installers/tern-collector-setup <<ANSWERS || true
/opt/tern-collector
9565
2
/data/tern-collector

7
tern
warning



tern-admin
ACCEPT
y
ANSWERS
