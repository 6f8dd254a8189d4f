#!/bin/bash
set -euo pipefail
mkdir -p /etc/geoindex
cat > /etc/geoindex/crontab.svc-geoindex <<'CRON'
# geoindex maintenance jobs (installed with: crontab -u svc-geoindex <this file>)
MAILTO=ops-geoindex@hooli.example

30 2 * * 6 /opt/geoindex/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/geoindex
*/30 * * * * /opt/geoindex/bin/reindex --incremental
5 10 10,28 * 3 /opt/geoindex/bin/geoindexctl backup --full --target /srv/backup/geoindex
*/20 8-18 * * 1-5 /usr/bin/flock -n /run/geoindex/sync.lock /opt/geoindex/bin/sync-catalog
*/10 0-4,22-23 * * * /opt/geoindex/bin/cache-warm --top 1000
CRON
crontab -u svc-geoindex /etc/geoindex/crontab.svc-geoindex
crontab -u svc-geoindex -l > /dev/null
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    monthly
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-geoindex svc-geoindex
    su svc-geoindex svc-geoindex
    sharedscripts
    postrotate
        /opt/geoindex/bin/geoindexctl reopen-logs
    endscript
}

/var/log/geoindex-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su svc-geoindex svc-geoindex
}

/var/log/geoindex/jobs/*.log {
    monthly
    rotate 4
    compress
    missingok
    notifempty
    create 0640 svc-geoindex svc-geoindex
    su svc-geoindex svc-geoindex
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
