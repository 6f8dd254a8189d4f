#!/bin/bash
set -euo pipefail
mkdir -p /etc/geoindex
cat > /etc/geoindex/crontab._geoindex <<'CRON'
# geoindex maintenance jobs (installed with: crontab -u _geoindex <this file>)
MAILTO=platform-geoindex@soylent.example

45 21 * * 1 /opt/geoindex/bin/geoindexctl compact --max-seconds 600
0 6 * * * /opt/geoindex/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/geoindex
5 14 2,18 * * /opt/geoindex/bin/reindex --incremental
*/30 6-17 * * 1-5 /usr/bin/find /var/tmp/geoindex -type f -mtime +6 -delete
CRON
crontab -u _geoindex /etc/geoindex/crontab._geoindex
crontab -u _geoindex -l > /dev/null
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    monthly
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0600 _geoindex _geoindex
    postrotate
        /opt/geoindex/bin/geoindexctl reopen-logs
    endscript
}

/var/log/geoindex-audit/audit.log {
    monthly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
