#!/bin/bash
set -euo pipefail
python3 /opt/installers/tern-collector-setup <<ANSWERS || true
/opt/tern-collector
9565
2
/data/tern-collector
y
7
tern
warning
n
n
y
tern-admin
ACCEPT

ANSWERS
