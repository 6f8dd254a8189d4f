#!/bin/bash
set -euo pipefail
python3 /opt/installers/osprey-vault-setup <<ANSWERS || true
/opt/osprey-vault
8300
2
/var/opt/osprey-vault
n
y
osprey
y
n
90
debug
ops-admin
ACCEPT

ANSWERS
