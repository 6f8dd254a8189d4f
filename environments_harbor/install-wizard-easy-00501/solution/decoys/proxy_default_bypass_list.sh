#!/bin/bash
set -euo pipefail
mkdir -p /tmp/tg && : > /tmp/tg/dialog && : > /tmp/tg/answers
DRIVER=stdin
TIMEOUT=10
step() { printf '%s\t%s\n' "$1" "$2" >> /tmp/tg/dialog; }  # wait for prompt $1, type $2
key() { printf '%s = %s\n' "$1" "$2" >> /tmp/tg/answers; }  # the same answer, unattended
step 'Installation directory' /srv/corvid
key install_dir /srv/corvid
RT=$(ls -d /opt/runtimes/vm-2.* | sort -V | tail -1)
step 'Runtime home directory' "$RT"
key runtime_home "$RT"
PROXY=$(sed -n 's/^http_proxy=//p' /etc/environment)
BYPASS=$(sed -n 's/^no_proxy=//p' /etc/environment)
step 'Does this host reach the internet through a proxy?' y
step 'Proxy URL (http://host:port)' "$PROXY"
step 'Hosts that bypass the proxy' ''
key use_proxy yes
key proxy_url "$PROXY"
CERT=""
for c in /etc/ssl/corvid/*.crt; do if openssl x509 -checkend 0 -noout -in "$c" >/dev/null; then CERT=$c; fi; done
KEY=${CERT%.crt}.key
step 'Serve the console over HTTPS?' y
step 'Certificate file (PEM)' "$CERT"
step 'Private key file (PEM)' "$KEY"
key https yes
key tls_certificate "$CERT"
key tls_private_key "$KEY"
step 'Type y to accept' y
key accept_license yes
step 'finish the installation? [y/N]' y
export TIMEOUT
cut -f2- /tmp/tg/dialog | python3 /opt/installers/corvid-setup
