#!/bin/bash
set -euo pipefail
python3 /opt/installers/moss-wiki-setup <<ANSWERS || true












ACCEPT
y
ANSWERS
