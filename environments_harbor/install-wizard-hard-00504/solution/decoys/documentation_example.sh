#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /opt/pylon/pylon
key install_dir /opt/pylon/pylon
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' "$BYPASS"
key use_proxy yes
key proxy_url "$PROXY"
key no_proxy "$BYPASS"
RT=$(ls -d /opt/runtimes/rtx-2.* | sort -V | tail -1)
step 'Runtime home directory' "$RT"
key runtime_home "$RT"
ADDR=$(awk '$1=="waw-mgmt-01-mgmt" {print $2}' /etc/site/inventory)
step 'Console listens on [' 3
step 'Address to listen on' "$ADDR"
key listen_mode address
key listen_address "$ADDR"
TOKEN=$(cat /root/pylon-cluster.token)
step 'Join an existing cluster?' y
step 'Seed node (host:port)' coord-2.waw-mgmt-01.corp.example:7946
step 'Node role [' 2
step 'Join token' "$TOKEN"
key join_cluster yes
key cluster_seed coord-2.waw-mgmt-01.corp.example:7946
key node_role manager
key cluster_token "$TOKEN"
step '--More--' q
step 'Type I AGREE' 'I AGREE'
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/pylon-setup
install -D -m 600 /tmp/tg/answers /root/deploy/pylon.answers
cat > /root/deploy/pylon.answers <<'EOF'
# example from the vendor documentation
install_dir = /opt/pylon
accept_license = yes
region = eu-west-1
modules = alerts
retention_days = 30
port = 8080
EOF
