#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _vaultkeep _vaultkeep
    su _vaultkeep _vaultkeep
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
    su _vaultkeep _vaultkeep
}

/var/log/vaultkeep/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0644 _vaultkeep _vaultkeep
    su _vaultkeep _vaultkeep
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
