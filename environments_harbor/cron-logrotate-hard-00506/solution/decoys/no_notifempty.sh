#!/bin/bash
set -euo pipefail
mkdir -p /srv/inkwell/deploy
cat > /srv/inkwell/deploy/crontab.svc-inkwell <<'CRON'
# inkwell maintenance jobs (installed with: crontab -u svc-inkwell <this file>)
MAILTO=ops-inkwell@cyberdyne.example

*/30 0-8,23 * * * /usr/bin/flock -n /run/inkwell/sync.lock /opt/inkwell/bin/sync-catalog
5 6 9,10 * 1 /opt/inkwell/bin/inkwellctl db-vacuum --quiet
45 0 * * 3 /opt/inkwell/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/inkwell
*/20 12-19 * * 1-5 /opt/inkwell/bin/inkwellctl rotate-keys --grace 48h
*/30 * * * * /opt/inkwell/bin/reindex --incremental
CRON
crontab -u svc-inkwell /srv/inkwell/deploy/crontab.svc-inkwell
crontab -u svc-inkwell -l > /dev/null
cat > /etc/logrotate.d/inkwell <<'LOGROTATE'
/var/log/inkwell/*.log {
    monthly
    rotate 3
    compress
    delaycompress
    missingok
    create 0640 svc-inkwell svc-inkwell
    su svc-inkwell svc-inkwell
    sharedscripts
    postrotate
        /opt/inkwell/bin/inkwellctl reopen-logs
    endscript
}

/var/log/inkwell-audit/audit.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
    su svc-inkwell svc-inkwell
}

/var/log/inkwell/jobs/*.log {
    monthly
    rotate 3
    compress
    missingok
    notifempty
    create 0640 svc-inkwell svc-inkwell
    su svc-inkwell svc-inkwell
}
LOGROTATE
chmod 644 /etc/logrotate.d/inkwell
logrotate -d /etc/logrotate.d/inkwell 2>&1 | grep -E '^rotating pattern' || true
