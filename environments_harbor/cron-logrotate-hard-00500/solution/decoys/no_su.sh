#!/bin/bash
set -euo pipefail
mkdir -p /opt/vaultkeep/ops
cat > /opt/vaultkeep/ops/crontab._vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u _vaultkeep <this file>)
MAILTO=ops-vaultkeep@wonka.example

30 5 11,24 * 4 /usr/bin/flock -n /run/vaultkeep/sync.lock /opt/vaultkeep/bin/sync-catalog
*/20 11-19 * * 1-5 /usr/bin/find /var/tmp/vaultkeep -type f -mtime +8 -delete
20 1,5,9,13,17,21 * * * /opt/vaultkeep/bin/healthprobe --url http://127.0.0.1:9169/healthz
*/20 0-7,22-23 * * * /opt/vaultkeep/bin/reindex --incremental
15 0 * * 6 /opt/vaultkeep/bin/vaultkeepctl report --day $(date -d yesterday +\%F) > /var/lib/vaultkeep/reports/daily-$(date +\%Y\%m\%d).txt
CRON
crontab -u _vaultkeep /opt/vaultkeep/ops/crontab._vaultkeep
crontab -u _vaultkeep -l > /dev/null
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    daily
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _vaultkeep _vaultkeep
    sharedscripts
    postrotate
        /opt/vaultkeep/bin/vaultkeepctl reopen-logs
    endscript
}

/var/log/vaultkeep-audit/audit.log {
    monthly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
}

/var/log/vaultkeep/jobs/*.log {
    daily
    rotate 8
    compress
    missingok
    notifempty
    create 0644 _vaultkeep _vaultkeep
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
