#!/bin/bash
set -euo pipefail
mkdir -p /etc/orderhub
cat > /etc/orderhub/crontab.svc-orderhub <<'CRON'
# orderhub maintenance jobs (installed with: crontab -u svc-orderhub <this file>)
MAILTO=sre-orderhub@tyrell.example

*/30 * * * * /opt/orderhub/bin/orderhubctl backup --full --target /srv/backup/orderhub
45 21 * * 4 /opt/orderhub/bin/orderhubctl report --day $(date -d yesterday +\%F) > /var/lib/orderhub/reports/daily-$(date +\%Y\%m\%d).txt
*/20 16-1 * * * /usr/bin/find /var/tmp/orderhub -type f -mtime +7 -delete
30 1 2,26 * 0 /opt/orderhub/bin/orderhubctl compact --max-seconds 900
*/10 5-13 * * 1-5 /opt/orderhub/bin/cache-warm --top 250
CRON
crontab -u svc-orderhub /etc/orderhub/crontab.svc-orderhub
crontab -u svc-orderhub -l > /dev/null
cat > /etc/logrotate.d/orderhub <<'LOGROTATE'
/var/log/orderhub/*.log {
    monthly
    rotate 8
    compress
    delaycompress
    missingok
    notifempty
    create 0600 svc-orderhub svc-orderhub
    su svc-orderhub svc-orderhub
    sharedscripts
    postrotate
        /opt/orderhub/bin/orderhubctl reopen-logs
    endscript
}

/var/log/orderhub-audit/audit.log {
    monthly
    rotate 6
    compress
    missingok
    notifempty
    copytruncate
    su svc-orderhub svc-orderhub
}

/var/log/orderhub/jobs/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0600 svc-orderhub svc-orderhub
    su svc-orderhub svc-orderhub
}
LOGROTATE
chmod 644 /etc/logrotate.d/orderhub
logrotate -d /etc/logrotate.d/orderhub 2>&1 | grep -E '^rotating pattern' || true
