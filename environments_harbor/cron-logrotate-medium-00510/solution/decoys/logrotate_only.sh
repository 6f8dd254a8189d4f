#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    daily
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 svc-authgate adm
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
