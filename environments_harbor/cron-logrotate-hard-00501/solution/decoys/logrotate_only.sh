#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/reportd <<'LOGROTATE'
/var/log/reportd/*.log {
    weekly
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    create 0640 reportd-svc reportd-svc
    su reportd-svc reportd-svc
    sharedscripts
    postrotate
        /opt/reportd/bin/reportdctl reopen-logs
    endscript
}

/var/log/reportd-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su reportd-svc reportd-svc
}

/var/log/reportd/jobs/*.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    create 0640 reportd-svc reportd-svc
    su reportd-svc reportd-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/reportd
logrotate -d /etc/logrotate.d/reportd 2>&1 | grep -E '^rotating pattern' || true
