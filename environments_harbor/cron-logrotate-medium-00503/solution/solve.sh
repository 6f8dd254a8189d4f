#!/bin/bash
set -euo pipefail
mkdir -p /opt/authgate/ops
cat > /opt/authgate/ops/crontab.authgate-svc <<'CRON'
# authgate maintenance jobs (installed with: crontab -u authgate-svc <this file>)
MAILTO=ops-authgate@soylent.example

45 20 * * 5 /opt/authgate/bin/cache-warm --top 1000
*/10 8-16 * * 1-5 /usr/bin/flock -n /run/authgate/sync.lock /opt/authgate/bin/sync-catalog
50 19 13,19 * * /opt/authgate/bin/healthprobe --url http://127.0.0.1:8032/healthz
5 18 * * * /opt/authgate/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/authgate
CRON
crontab -u authgate-svc /opt/authgate/ops/crontab.authgate-svc
crontab -u authgate-svc -l > /dev/null
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    weekly
    rotate 5
    compress
    delaycompress
    missingok
    notifempty
    create 0600 authgate-svc adm
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    monthly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
