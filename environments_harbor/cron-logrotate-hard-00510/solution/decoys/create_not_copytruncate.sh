#!/bin/bash
set -euo pipefail
mkdir -p /etc/vaultkeep
cat > /etc/vaultkeep/crontab._vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u _vaultkeep <this file>)
MAILTO=ops-vaultkeep@soylent.example

30 11 10,16 * 1 /opt/vaultkeep/bin/reindex --incremental
*/30 0-1,15-23 * * * /opt/vaultkeep/bin/vaultkeepctl backup --full --target /srv/backup/vaultkeep
*/10 2-14 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl compact --max-seconds 1800
0 21 * * 3 /opt/vaultkeep/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/vaultkeep
15 4,10,16,22 * * * /usr/bin/find /var/tmp/vaultkeep -type f -mtime +6 -delete
CRON
crontab -u _vaultkeep /etc/vaultkeep/crontab._vaultkeep
crontab -u _vaultkeep -l > /dev/null
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
    create 0644 _vaultkeep _vaultkeep
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
