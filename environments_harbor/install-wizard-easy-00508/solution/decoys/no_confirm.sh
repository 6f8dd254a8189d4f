#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /srv/tern-collector
key install_dir /srv/tern-collector
step 'Days of data to keep' 77
key retention_days 77
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' ''
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/tern-collector-setup
