#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    monthly
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _authgate _authgate
    su _authgate _authgate
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    monthly
    rotate 13
    compress
    missingok
    notifempty
    copytruncate
    su _authgate _authgate
}

/var/log/authgate/jobs/*.log {
    monthly
    rotate 7
    compress
    missingok
    notifempty
    create 0644 _authgate _authgate
    su _authgate _authgate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
