#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/searchlet <<'LOGROTATE'
/var/log/searchlet/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _searchlet _searchlet
    su _searchlet _searchlet
    sharedscripts
    postrotate
        /opt/searchlet/bin/searchletctl reopen-logs
    endscript
}

/var/log/searchlet-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su _searchlet _searchlet
}

/var/log/searchlet/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0644 _searchlet _searchlet
    su _searchlet _searchlet
}
LOGROTATE
chmod 644 /etc/logrotate.d/searchlet
logrotate -d /etc/logrotate.d/searchlet 2>&1 | grep -E '^rotating pattern' || true
