#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/invoicer <<'LOGROTATE'
/var/log/invoicer/*.log {
    daily
    rotate 6
    compress
    missingok
    notifempty
    create 0600 invoicer adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/invoicer
logrotate -d /etc/logrotate.d/invoicer 2>&1 | grep -E '^rotating pattern' || true
