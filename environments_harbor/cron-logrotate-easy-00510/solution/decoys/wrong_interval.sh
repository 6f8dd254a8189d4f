#!/bin/bash
set -euo pipefail
mkdir -p /srv/metricsd/deploy
cat > /srv/metricsd/deploy/crontab.metricsd-svc <<'CRON'
# metricsd maintenance jobs (installed with: crontab -u metricsd-svc <this file>)
MAILTO=platform-metricsd@cyberdyne.example

*/20 * * * * /opt/metricsd/bin/healthprobe --url http://127.0.0.1:9013/healthz
10 20 * * 3 /opt/metricsd/bin/metricsdctl backup --full --target /srv/backup/metricsd
5 0 * * * /usr/bin/find /var/tmp/metricsd -type f -mtime +3 -delete
CRON
crontab -u metricsd-svc /srv/metricsd/deploy/crontab.metricsd-svc
crontab -u metricsd-svc -l > /dev/null
cat > /etc/logrotate.d/metricsd <<'LOGROTATE'
/var/log/metricsd/*.log {
    weekly
    rotate 3
    compress
    missingok
    notifempty
    create 0600 metricsd-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/metricsd
logrotate -d /etc/logrotate.d/metricsd 2>&1 | grep -E '^rotating pattern' || true
