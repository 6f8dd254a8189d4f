#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/pylon/pylon
key install_dir /opt/pylon/pylon
step 'Modules to enable (numbers' '3 4 7'
key modules log-shipper,email-intake,reports
step 'Days of data to keep' 77
key retention_days 77
step 'n = next page, p = previous page' 5
key region ap-north-1
step 'Data directory' ''
step 'Reinitialise the data directory' n
key data_dir /srv/pylon-data
key reinit_data no
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/pylon-setup
install -D -m 600 /tmp/tg/answers /root/deploy/pylon.answers
