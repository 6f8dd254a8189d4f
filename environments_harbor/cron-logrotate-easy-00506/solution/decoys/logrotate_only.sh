#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/tilecache <<'LOGROTATE'
/var/log/tilecache/*.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    create 0644 tilecache-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/tilecache
logrotate -d /etc/logrotate.d/tilecache 2>&1 | grep -E '^rotating pattern' || true
