#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/searchlet <<'LOGROTATE'
/var/log/searchlet/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0600 searchlet searchlet
}
LOGROTATE
chmod 644 /etc/logrotate.d/searchlet
logrotate -d /etc/logrotate.d/searchlet 2>&1 | grep -E '^rotating pattern' || true
