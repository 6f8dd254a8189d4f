#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/tilecache <<'LOGROTATE'
/var/log/tilecache/*.log {
    weekly
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0640 tilecache-svc tilecache-svc
    su tilecache-svc tilecache-svc
    sharedscripts
    postrotate
        /opt/tilecache/bin/tilecachectl reopen-logs
    endscript
}

/var/log/tilecache-audit/audit.log {
    weekly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
    su tilecache-svc tilecache-svc
}

/var/log/tilecache/jobs/*.log {
    weekly
    rotate 7
    compress
    missingok
    notifempty
    create 0640 tilecache-svc tilecache-svc
    su tilecache-svc tilecache-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/tilecache
logrotate -d /etc/logrotate.d/tilecache 2>&1 | grep -E '^rotating pattern' || true
