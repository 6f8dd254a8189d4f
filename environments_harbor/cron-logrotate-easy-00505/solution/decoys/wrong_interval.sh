#!/bin/bash
set -euo pipefail
mkdir -p /opt/invoicer/ops
cat > /opt/invoicer/ops/crontab.invoicer <<'CRON'
# invoicer maintenance jobs (installed with: crontab -u invoicer <this file>)
MAILTO=sre-invoicer@wonka.example

30 2 * * 3 /opt/invoicer/bin/invoicerctl rotate-keys --grace 48h
*/30 * * * * /opt/invoicer/bin/reindex --incremental
0 15 * * * /usr/bin/flock -n /run/invoicer/sync.lock /opt/invoicer/bin/sync-catalog
CRON
crontab -u invoicer /opt/invoicer/ops/crontab.invoicer
crontab -u invoicer -l > /dev/null
cat > /etc/logrotate.d/invoicer <<'LOGROTATE'
/var/log/invoicer/*.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    create 0600 invoicer adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/invoicer
logrotate -d /etc/logrotate.d/invoicer 2>&1 | grep -E '^rotating pattern' || true
