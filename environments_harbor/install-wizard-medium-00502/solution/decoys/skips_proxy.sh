#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/osprey/osprey-vault
key install_dir /opt/osprey/osprey-vault
step 'Upgrade in place or install fresh?' 1
key install_mode upgrade
ADDR=$(awk '$1=="dub-core-05-mgmt" {print $2}' /etc/site/inventory)
step 'Console listens on [' 3
step 'Address to listen on' "$ADDR"
key listen_mode address
key listen_address "$ADDR"
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/osprey-vault-setup
