#!/bin/bash
set -euo pipefail
mkdir -p /opt/ledgerd/ops
cat > /opt/ledgerd/ops/crontab.svc-ledgerd <<'CRON'
# ledgerd maintenance jobs (installed with: crontab -u svc-ledgerd <this file>)
MAILTO=sre-ledgerd@soylent.example

*/10 7-17 * * 1-5 /opt/ledgerd/bin/healthprobe --url http://127.0.0.1:9160/healthz
0 3 * * 2 /usr/bin/flock -n /run/ledgerd/sync.lock /opt/ledgerd/bin/sync-catalog
0 12 * * * /opt/ledgerd/bin/ledgerdctl report --day $(date -d yesterday +\%F) > /var/lib/ledgerd/reports/daily-$(date +\%Y\%m\%d).txt
10 5 6,25 * * /usr/bin/find /var/tmp/ledgerd -type f -mtime +4 -delete
CRON
crontab -u svc-ledgerd /opt/ledgerd/ops/crontab.svc-ledgerd
crontab -u svc-ledgerd -l > /dev/null
cat > /etc/logrotate.d/ledgerd <<'LOGROTATE'
/var/log/ledgerd/*.log {
    monthly
    rotate 3
    compress
    delaycompress
    missingok
    notifempty
    create 0640 svc-ledgerd adm
    sharedscripts
    postrotate
        /opt/ledgerd/bin/ledgerdctl reopen-logs
    endscript
}

/var/log/ledgerd-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/ledgerd
logrotate -d /etc/logrotate.d/ledgerd 2>&1 | grep -E '^rotating pattern' || true
