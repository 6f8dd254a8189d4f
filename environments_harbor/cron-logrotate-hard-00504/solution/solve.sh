#!/bin/bash
set -euo pipefail
mkdir -p /srv/tilecache/deploy
cat > /srv/tilecache/deploy/crontab.tilecache-svc <<'CRON'
# tilecache maintenance jobs (installed with: crontab -u tilecache-svc <this file>)
MAILTO=sre-tilecache@wonka.example

*/5 * * * * /usr/bin/flock -n /run/tilecache/sync.lock /opt/tilecache/bin/sync-catalog
30 9 24,27 * 1 /opt/tilecache/bin/tilecachectl rotate-keys --grace 48h
45 22 * * 6 /opt/tilecache/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/tilecache
*/10 0-3,18-23 * * * /opt/tilecache/bin/healthprobe --url http://127.0.0.1:8894/healthz
*/30 4-14 * * 1-5 /opt/tilecache/bin/tilecachectl backup --full --target /srv/backup/tilecache
CRON
crontab -u tilecache-svc /srv/tilecache/deploy/crontab.tilecache-svc
crontab -u tilecache-svc -l > /dev/null
cat > /etc/logrotate.d/tilecache <<'LOGROTATE'
/var/log/tilecache/*.log {
    weekly
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0640 tilecache-svc tilecache-svc
    su tilecache-svc tilecache-svc
    sharedscripts
    postrotate
        /opt/tilecache/bin/tilecachectl reopen-logs
    endscript
}

/var/log/tilecache-audit/audit.log {
    weekly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
    su tilecache-svc tilecache-svc
}

/var/log/tilecache/jobs/*.log {
    weekly
    rotate 7
    compress
    missingok
    notifempty
    create 0640 tilecache-svc tilecache-svc
    su tilecache-svc tilecache-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/tilecache
logrotate -d /etc/logrotate.d/tilecache 2>&1 | grep -E '^rotating pattern' || true
