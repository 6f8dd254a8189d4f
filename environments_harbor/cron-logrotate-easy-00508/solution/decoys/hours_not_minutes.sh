#!/bin/bash
set -euo pipefail
mkdir -p /srv/invoicer/deploy
cat > /srv/invoicer/deploy/crontab._invoicer <<'CRON'
# invoicer maintenance jobs (installed with: crontab -u _invoicer <this file>)
MAILTO=oncall-invoicer@soylent.example

45 8 * * * /opt/invoicer/bin/invoicerctl db-vacuum --quiet
10 4 * * 5 /opt/invoicer/bin/reindex --incremental
10 * * * * /usr/bin/flock -n /run/invoicer/sync.lock /opt/invoicer/bin/sync-catalog
CRON
crontab -u _invoicer /srv/invoicer/deploy/crontab._invoicer
crontab -u _invoicer -l > /dev/null
cat > /etc/logrotate.d/invoicer <<'LOGROTATE'
/var/log/invoicer/*.log {
    daily
    rotate 8
    compress
    missingok
    notifempty
    create 0644 _invoicer adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/invoicer
logrotate -d /etc/logrotate.d/invoicer 2>&1 | grep -E '^rotating pattern' || true
