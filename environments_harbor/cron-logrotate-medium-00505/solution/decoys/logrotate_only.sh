#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    daily
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0640 vaultkeep adm
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
