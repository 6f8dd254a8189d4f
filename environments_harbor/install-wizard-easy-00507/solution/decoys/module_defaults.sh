#!/bin/bash
set -euo pipefail
python3 /opt/installers/corvid-setup <<ANSWERS || true
/opt/corvid
8444
2
/data/corvid
debug

corvid

60


corvid-admin
ACCEPT
y
ANSWERS
