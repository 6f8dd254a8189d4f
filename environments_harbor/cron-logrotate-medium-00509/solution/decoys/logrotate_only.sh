#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    monthly
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0600 _geoindex _geoindex
    sharedscripts
    postrotate
        /opt/geoindex/bin/geoindexctl reopen-logs
    endscript
}

/var/log/geoindex-audit/audit.log {
    monthly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
