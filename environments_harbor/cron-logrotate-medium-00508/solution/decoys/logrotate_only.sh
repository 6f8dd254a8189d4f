#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/quotasvc <<'LOGROTATE'
/var/log/quotasvc/*.log {
    weekly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0640 quotasvc adm
    sharedscripts
    postrotate
        /opt/quotasvc/bin/quotasvcctl reopen-logs
    endscript
}

/var/log/quotasvc-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/quotasvc
logrotate -d /etc/logrotate.d/quotasvc 2>&1 | grep -E '^rotating pattern' || true
