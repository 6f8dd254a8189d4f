#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/reportd <<'LOGROTATE'
/var/log/reportd/*.log {
    daily
    rotate 6
    compress
    missingok
    notifempty
    create 0644 svc-reportd svc-reportd
}
LOGROTATE
chmod 644 /etc/logrotate.d/reportd
logrotate -d /etc/logrotate.d/reportd 2>&1 | grep -E '^rotating pattern' || true
