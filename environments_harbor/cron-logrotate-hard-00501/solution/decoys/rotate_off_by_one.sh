#!/bin/bash
set -euo pipefail
mkdir -p /srv/reportd/deploy
cat > /srv/reportd/deploy/crontab.reportd-svc <<'CRON'
# reportd maintenance jobs (installed with: crontab -u reportd-svc <this file>)
MAILTO=oncall-reportd@globex.example

*/10 3-14 * * 1-5 /usr/bin/find /var/tmp/reportd -type f -mtime +8 -delete
*/20 * * * * /opt/reportd/bin/reportdctl backup --full --target /srv/backup/reportd
*/30 0,19-23 * * * /opt/reportd/bin/reportdctl compact --max-seconds 900
0 21 * * 6 /opt/reportd/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/reportd
5 8 2,5 * 0 /usr/bin/flock -n /run/reportd/sync.lock /opt/reportd/bin/sync-catalog
CRON
crontab -u reportd-svc /srv/reportd/deploy/crontab.reportd-svc
crontab -u reportd-svc -l > /dev/null
cat > /etc/logrotate.d/reportd <<'LOGROTATE'
/var/log/reportd/*.log {
    weekly
    rotate 3
    compress
    delaycompress
    missingok
    notifempty
    create 0640 reportd-svc reportd-svc
    su reportd-svc reportd-svc
    sharedscripts
    postrotate
        /opt/reportd/bin/reportdctl reopen-logs
    endscript
}

/var/log/reportd-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su reportd-svc reportd-svc
}

/var/log/reportd/jobs/*.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    create 0640 reportd-svc reportd-svc
    su reportd-svc reportd-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/reportd
logrotate -d /etc/logrotate.d/reportd 2>&1 | grep -E '^rotating pattern' || true
