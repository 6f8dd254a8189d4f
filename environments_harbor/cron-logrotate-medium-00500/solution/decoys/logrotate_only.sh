#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/ledgerd <<'LOGROTATE'
/var/log/ledgerd/*.log {
    monthly
    rotate 3
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-ledgerd adm
    sharedscripts
    postrotate
        /opt/ledgerd/bin/ledgerdctl reopen-logs
    endscript
}

/var/log/ledgerd-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/ledgerd
logrotate -d /etc/logrotate.d/ledgerd 2>&1 | grep -E '^rotating pattern' || true
