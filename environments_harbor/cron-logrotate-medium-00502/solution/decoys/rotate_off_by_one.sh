#!/bin/bash
set -euo pipefail
mkdir -p /srv/feedsync/deploy
cat > /srv/feedsync/deploy/crontab.feedsync <<'CRON'
# feedsync maintenance jobs (installed with: crontab -u feedsync <this file>)
MAILTO=sre-feedsync@northwind.example

30 14 1 1,4,7,10 * /opt/feedsync/bin/cache-warm --top 250
45 20 * * 6 /usr/bin/flock -n /run/feedsync/sync.lock /opt/feedsync/bin/sync-catalog
5 7 * * * /opt/feedsync/bin/feedsyncctl report --day $(date -d yesterday +\%F) > /var/lib/feedsync/reports/daily-$(date +\%Y\%m\%d).txt
*/30 9-16 * * 1-5 /usr/bin/find /var/tmp/feedsync -type f -mtime +2 -delete
CRON
crontab -u feedsync /srv/feedsync/deploy/crontab.feedsync
crontab -u feedsync -l > /dev/null
cat > /etc/logrotate.d/feedsync <<'LOGROTATE'
/var/log/feedsync/*.log {
    daily
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    create 0600 feedsync adm
    sharedscripts
    postrotate
        /opt/feedsync/bin/feedsyncctl reopen-logs
    endscript
}

/var/log/feedsync-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/feedsync
logrotate -d /etc/logrotate.d/feedsync 2>&1 | grep -E '^rotating pattern' || true
