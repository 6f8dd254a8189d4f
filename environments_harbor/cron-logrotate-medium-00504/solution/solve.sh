#!/bin/bash
set -euo pipefail
mkdir -p /opt/vaultkeep/ops
cat > /opt/vaultkeep/ops/crontab.svc-vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u svc-vaultkeep <this file>)
MAILTO=ops-vaultkeep@vandelay.example

*/10 9-16 * * 1-5 /opt/vaultkeep/bin/vaultkeepctl rotate-keys --grace 48h
30 21 7,18 * * /opt/vaultkeep/bin/cache-warm --top 100
0 14 * * 0 /opt/vaultkeep/bin/reindex --incremental
45 1 * * * /opt/vaultkeep/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/vaultkeep
CRON
crontab -u svc-vaultkeep /opt/vaultkeep/ops/crontab.svc-vaultkeep
crontab -u svc-vaultkeep -l > /dev/null
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    weekly
    rotate 4
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-vaultkeep adm
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
