#!/bin/bash
set -euo pipefail
mkdir -p /srv/searchlet/deploy
cat > /srv/searchlet/deploy/crontab.searchlet <<'CRON'
# searchlet maintenance jobs (installed with: crontab -u searchlet <this file>)
MAILTO=ops-searchlet@acme.example

0 23 * * 6 /opt/searchlet/bin/searchletctl db-vacuum --quiet
45 22 * * * /opt/searchlet/bin/reindex --incremental
*/20 * * * * /opt/searchlet/bin/searchletctl rotate-keys --grace 48h
CRON
crontab -u searchlet /srv/searchlet/deploy/crontab.searchlet
crontab -u searchlet -l > /dev/null
cat > /etc/logrotate.d/searchlet <<'LOGROTATE'
/var/log/searchlet/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0600 searchlet searchlet
}
LOGROTATE
chmod 644 /etc/logrotate.d/searchlet
logrotate -d /etc/logrotate.d/searchlet 2>&1 | grep -E '^rotating pattern' || true
