#!/bin/bash
set -euo pipefail
mkdir -p /opt/vaultkeep/ops
cat > /opt/vaultkeep/ops/crontab.vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u vaultkeep <this file>)
MAILTO=platform-vaultkeep@initech.example

10 3 * * 5 /usr/bin/find /var/tmp/vaultkeep -type f -mtime +4 -delete
20 16 2,18 * * /opt/vaultkeep/bin/vaultkeepctl rotate-keys --grace 48h
*/20 8-16 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl backup --full --target /srv/backup/vaultkeep
30 23 * * * /opt/vaultkeep/bin/export-ledger --month $(date +%Y-%m) --out /srv/exports/vaultkeep
CRON
crontab -u vaultkeep /opt/vaultkeep/ops/crontab.vaultkeep
crontab -u vaultkeep -l > /dev/null
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
