#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    weekly
    rotate 3
    compress
    delaycompress
    missingok
    notifempty
    create 0600 vaultkeep vaultkeep
    su vaultkeep vaultkeep
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    monthly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
    su vaultkeep vaultkeep
}

/var/log/vaultkeep/jobs/*.log {
    weekly
    rotate 3
    compress
    missingok
    notifempty
    create 0600 vaultkeep vaultkeep
    su vaultkeep vaultkeep
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
