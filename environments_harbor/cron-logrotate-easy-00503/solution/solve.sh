#!/bin/bash
set -euo pipefail
mkdir -p /srv/geoindex/deploy
cat > /srv/geoindex/deploy/crontab.geoindex-svc <<'CRON'
# geoindex maintenance jobs (installed with: crontab -u geoindex-svc <this file>)
MAILTO=oncall-geoindex@soylent.example

30 3 * * 6 /opt/geoindex/bin/geoindexctl db-vacuum --quiet
*/10 * * * * /opt/geoindex/bin/cache-warm --top 500
5 0 * * * /opt/geoindex/bin/geoindexctl rotate-keys --grace 48h
CRON
crontab -u geoindex-svc /srv/geoindex/deploy/crontab.geoindex-svc
crontab -u geoindex-svc -l > /dev/null
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    create 0600 geoindex-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
