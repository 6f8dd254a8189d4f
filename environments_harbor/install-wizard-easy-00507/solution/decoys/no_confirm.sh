#!/bin/bash
set -euo pipefail
python3 /opt/installers/corvid-setup <<ANSWERS || true
/opt/corvid
8444
2
/data/corvid
debug
y
corvid
n
60
y
y
corvid-admin
ACCEPT

ANSWERS
