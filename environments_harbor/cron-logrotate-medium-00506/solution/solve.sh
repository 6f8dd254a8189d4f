#!/bin/bash
set -euo pipefail
mkdir -p /etc/vaultkeep
cat > /etc/vaultkeep/crontab._vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u _vaultkeep <this file>)
MAILTO=ops-vaultkeep@acme.example

30 13 * * 1 /usr/bin/find /var/tmp/vaultkeep -type f -mtime +6 -delete
*/10 8-19 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl backup --full --target /srv/backup/vaultkeep
50 15 1 1,4,7,10 * /opt/vaultkeep/bin/vaultkeepctl compact --max-seconds 900
50 20 * * * /opt/vaultkeep/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/vaultkeep
CRON
crontab -u _vaultkeep /etc/vaultkeep/crontab._vaultkeep
crontab -u _vaultkeep -l > /dev/null
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    daily
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _vaultkeep _vaultkeep
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    weekly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
