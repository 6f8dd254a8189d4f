#!/bin/bash
set -euo pipefail
mkdir -p /srv/authgate/deploy
cat > /srv/authgate/deploy/crontab.svc-authgate <<'CRON'
# authgate maintenance jobs (installed with: crontab -u svc-authgate <this file>)
MAILTO=sre-authgate@initech.example

20 23 2,26 * * /opt/authgate/bin/authgatectl backup --full --target /srv/backup/authgate
*/20 7-17 * * 1-5 /opt/authgate/bin/authgatectl compact --max-seconds 900
50 17 * * * /opt/authgate/bin/export-ledger --month $(date +%Y-%m) --out /srv/exports/authgate
30 14 * * 0 /opt/authgate/bin/cache-warm --top 100
CRON
crontab -u svc-authgate /srv/authgate/deploy/crontab.svc-authgate
crontab -u svc-authgate -l > /dev/null
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    daily
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 svc-authgate adm
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
