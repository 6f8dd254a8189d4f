#!/bin/bash
set -euo pipefail
mkdir -p /etc/vaultkeep
cat > /etc/vaultkeep/crontab.vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u vaultkeep <this file>)
MAILTO=ops-vaultkeep@tyrell.example

0 0 * * 3 /opt/vaultkeep/bin/vaultkeepctl report --day $(date -d yesterday +\%F) > /var/lib/vaultkeep/reports/daily-$(date +\%Y\%m\%d).txt
*/30 0-5,21-23 * * * /opt/vaultkeep/bin/vaultkeepctl backup --full --target /srv/backup/vaultkeep
*/30 6-19 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl db-vacuum --quiet
50 20 11,27 * 6 /opt/vaultkeep/bin/vaultkeepctl rotate-keys --grace 48h
20 0,3,6,9,12,15,18,21 * * * /opt/vaultkeep/bin/reindex --incremental
CRON
crontab -u vaultkeep /etc/vaultkeep/crontab.vaultkeep
crontab -u vaultkeep -l > /dev/null
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
