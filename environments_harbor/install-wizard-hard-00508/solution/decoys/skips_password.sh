#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /srv/lumen-desk
key install_dir /srv/lumen-desk
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' "$BYPASS"
key use_proxy yes
key proxy_url "$PROXY"
key no_proxy "$BYPASS"
ADDR=$(awk '$1=="fra-app-07-mgmt" {print $2}' /etc/site/inventory)
step 'Console listens on [' 3
step 'Address to listen on' "$ADDR"
key listen_mode address
key listen_address "$ADDR"
step 'Data directory' ''
step 'Reinitialise the data directory' n
key data_dir /var/lib/lumen-desk
key reinit_data no
TOKEN=$(cat /root/lumen-desk-cluster.token)
step 'Join an existing cluster?' y
step 'Seed node (host:port)' raft-1.fra-app-07.corp.example:7373
step 'Node role [' 3
step 'Join token' "$TOKEN"
key join_cluster yes
key cluster_seed raft-1.fra-app-07.corp.example:7373
key node_role witness
key cluster_token "$TOKEN"
step 'Type y to accept' y
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/lumen-desk-setup
install -D -m 600 /tmp/tg/answers /root/deploy/lumen-desk.answers
