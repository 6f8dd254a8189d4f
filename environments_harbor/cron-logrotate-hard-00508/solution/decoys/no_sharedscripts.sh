#!/bin/bash
set -euo pipefail
mkdir -p /srv/searchlet/deploy
cat > /srv/searchlet/deploy/crontab._searchlet <<'CRON'
# searchlet maintenance jobs (installed with: crontab -u _searchlet <this file>)
MAILTO=platform-searchlet@acme.example

15 5,11,17,23 * * * /opt/searchlet/bin/searchletctl compact --max-seconds 1800
*/15 2-14 * * 1-5 /opt/searchlet/bin/healthprobe --url http://127.0.0.1:9201/healthz
*/30 0-2,16-23 * * * /usr/bin/find /var/tmp/searchlet -type f -mtime +2 -delete
30 21 * * 5 /opt/searchlet/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/searchlet
10 1 1,15 * 1 /opt/searchlet/bin/searchletctl rotate-keys --grace 48h
CRON
crontab -u _searchlet /srv/searchlet/deploy/crontab._searchlet
crontab -u _searchlet -l > /dev/null
cat > /etc/logrotate.d/searchlet <<'LOGROTATE'
/var/log/searchlet/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _searchlet _searchlet
    su _searchlet _searchlet
    postrotate
        /opt/searchlet/bin/searchletctl reopen-logs
    endscript
}

/var/log/searchlet-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su _searchlet _searchlet
}

/var/log/searchlet/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0644 _searchlet _searchlet
    su _searchlet _searchlet
}
LOGROTATE
chmod 644 /etc/logrotate.d/searchlet
logrotate -d /etc/logrotate.d/searchlet 2>&1 | grep -E '^rotating pattern' || true
