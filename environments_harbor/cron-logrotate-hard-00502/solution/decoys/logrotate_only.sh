#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    monthly
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-geoindex svc-geoindex
    su svc-geoindex svc-geoindex
    sharedscripts
    postrotate
        /opt/geoindex/bin/geoindexctl reopen-logs
    endscript
}

/var/log/geoindex-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su svc-geoindex svc-geoindex
}

/var/log/geoindex/jobs/*.log {
    monthly
    rotate 4
    compress
    missingok
    notifempty
    create 0640 svc-geoindex svc-geoindex
    su svc-geoindex svc-geoindex
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
