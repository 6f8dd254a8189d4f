#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0640 authgate-svc authgate-svc
    su authgate-svc authgate-svc
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    weekly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
    su authgate-svc authgate-svc
}

/var/log/authgate/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0640 authgate-svc authgate-svc
    su authgate-svc authgate-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
