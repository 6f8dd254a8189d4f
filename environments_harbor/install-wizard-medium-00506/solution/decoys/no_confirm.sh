#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/osprey/osprey-vault
key install_dir /opt/osprey/osprey-vault
step 'Data directory' ''
step 'Reinitialise the data directory' n
key data_dir /srv/osprey-vault-data
key reinit_data no
TOKEN=$(cat /root/osprey-vault-cluster.token)
step 'Join an existing cluster?' y
step 'Seed node (host:port)' coord-1.osl-edge-06.corp.example:8301
step 'Node role [' 2
step 'Join token' "$TOKEN"
key join_cluster yes
key cluster_seed coord-1.osl-edge-06.corp.example:8301
key node_role manager
key cluster_token "$TOKEN"
ADDR=$(awk '$1=="osl-edge-06-mgmt" {print $2}' /etc/site/inventory)
step 'Console listens on [' 3
step 'Address to listen on' "$ADDR"
key listen_mode address
key listen_address "$ADDR"
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' ''
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/osprey-vault-setup
install -D -m 600 /tmp/tg/answers /root/deploy/osprey-vault.answers
