#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/inkwell <<'LOGROTATE'
/var/log/inkwell/*.log {
    monthly
    rotate 3
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-inkwell svc-inkwell
    su svc-inkwell svc-inkwell
    sharedscripts
    postrotate
        /opt/inkwell/bin/inkwellctl reopen-logs
    endscript
}

/var/log/inkwell-audit/audit.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
    su svc-inkwell svc-inkwell
}

/var/log/inkwell/jobs/*.log {
    monthly
    rotate 3
    compress
    missingok
    notifempty
    create 0640 svc-inkwell svc-inkwell
    su svc-inkwell svc-inkwell
}
LOGROTATE
chmod 644 /etc/logrotate.d/inkwell
logrotate -d /etc/logrotate.d/inkwell 2>&1 | grep -E '^rotating pattern' || true
