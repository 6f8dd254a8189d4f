#!/bin/bash
set -euo pipefail
mkdir -p /srv/reportd/deploy
cat > /srv/reportd/deploy/crontab.svc-reportd <<'CRON'
# reportd maintenance jobs (installed with: crontab -u svc-reportd <this file>)
MAILTO=ops-reportd@hooli.example

45 12 * * 4 /usr/bin/find /var/tmp/reportd -type f -mtime +8 -delete
*/10 * * * * /opt/reportd/bin/reportdctl rotate-keys --grace 48h
30 0 * * * /opt/reportd/bin/healthprobe --url http://127.0.0.1:8776/healthz
CRON
crontab -u svc-reportd /srv/reportd/deploy/crontab.svc-reportd
crontab -u svc-reportd -l > /dev/null
cat > /etc/logrotate.d/reportd <<'LOGROTATE'
/var/log/reportd/*.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    create 0644 svc-reportd svc-reportd
}
LOGROTATE
chmod 644 /etc/logrotate.d/reportd
logrotate -d /etc/logrotate.d/reportd 2>&1 | grep -E '^rotating pattern' || true
