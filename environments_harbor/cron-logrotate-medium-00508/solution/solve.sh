#!/bin/bash
set -euo pipefail
mkdir -p /opt/quotasvc/ops
cat > /opt/quotasvc/ops/crontab.quotasvc <<'CRON'
# quotasvc maintenance jobs (installed with: crontab -u quotasvc <this file>)
MAILTO=platform-quotasvc@cyberdyne.example

0 0 * * 5 /opt/quotasvc/bin/quotasvcctl compact --max-seconds 600
10 11 20,22 * * /opt/quotasvc/bin/healthprobe --url http://127.0.0.1:9387/healthz
*/30 7-19 * * 1-5 /opt/quotasvc/bin/cache-warm --top 250
30 15 * * * /opt/quotasvc/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/quotasvc
CRON
crontab -u quotasvc /opt/quotasvc/ops/crontab.quotasvc
crontab -u quotasvc -l > /dev/null
cat > /etc/logrotate.d/quotasvc <<'LOGROTATE'
/var/log/quotasvc/*.log {
    weekly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0640 quotasvc adm
    sharedscripts
    postrotate
        /opt/quotasvc/bin/quotasvcctl reopen-logs
    endscript
}

/var/log/quotasvc-audit/audit.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/quotasvc
logrotate -d /etc/logrotate.d/quotasvc 2>&1 | grep -E '^rotating pattern' || true
