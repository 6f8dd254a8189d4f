#!/bin/bash
set -euo pipefail
mkdir -p /etc/authgate
cat > /etc/authgate/crontab.authgate-svc <<'CRON'
# authgate maintenance jobs (installed with: crontab -u authgate-svc <this file>)
MAILTO=platform-authgate@northwind.example

*/10 11-21 * * 1-5 /opt/authgate/bin/cache-warm --top 250
30 0 * * 2 /opt/authgate/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/authgate
40 4,10,16,22 * * * /opt/authgate/bin/reindex --incremental
*/20 0-7,23 * * * /opt/authgate/bin/authgatectl db-vacuum --quiet
45 3 6,26 * 6 /opt/authgate/bin/healthprobe --url http://127.0.0.1:8183/healthz
CRON
crontab -u authgate-svc /etc/authgate/crontab.authgate-svc
crontab -u authgate-svc -l > /dev/null
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0640 authgate-svc authgate-svc
    su authgate-svc authgate-svc
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    weekly
    rotate 12
    compress
    missingok
    notifempty
    copytruncate
    su authgate-svc authgate-svc
}

/var/log/authgate/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0640 authgate-svc authgate-svc
    su authgate-svc authgate-svc
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
