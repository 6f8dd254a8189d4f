#!/bin/bash
set -euo pipefail
mkdir -p /opt/vaultkeep/ops
cat > /opt/vaultkeep/ops/crontab.vaultkeep-svc <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u vaultkeep-svc <this file>)
MAILTO=sre-vaultkeep@acme.example

50 23 18,26 * * /usr/bin/find /var/tmp/vaultkeep -type f -mtime +6 -delete
10 20 * * 3 /opt/vaultkeep/bin/cache-warm --top 500
*/10 7-16 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl rotate-keys --grace 48h
5 19 * * * /opt/vaultkeep/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/vaultkeep
CRON
crontab -u vaultkeep-svc /opt/vaultkeep/ops/crontab.vaultkeep-svc
crontab -u vaultkeep-svc -l > /dev/null
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    daily
    rotate 5
    compress
    delaycompress
    missingok
    notifempty
    create 0600 vaultkeep-svc adm
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    weekly
    rotate 13
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
