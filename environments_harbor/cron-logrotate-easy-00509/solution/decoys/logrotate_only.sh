#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/invoicer <<'LOGROTATE'
/var/log/invoicer/*.log {
    monthly
    rotate 5
    compress
    missingok
    notifempty
    create 0640 svc-invoicer svc-invoicer
}
LOGROTATE
chmod 644 /etc/logrotate.d/invoicer
logrotate -d /etc/logrotate.d/invoicer 2>&1 | grep -E '^rotating pattern' || true
