#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/feedsync <<'LOGROTATE'
/var/log/feedsync/*.log {
    daily
    rotate 5
    compress
    delaycompress
    missingok
    notifempty
    create 0600 feedsync adm
    sharedscripts
    postrotate
        /opt/feedsync/bin/feedsyncctl reopen-logs
    endscript
}

/var/log/feedsync-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/feedsync
logrotate -d /etc/logrotate.d/feedsync 2>&1 | grep -E '^rotating pattern' || true
