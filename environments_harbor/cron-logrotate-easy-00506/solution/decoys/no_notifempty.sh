#!/bin/bash
set -euo pipefail
mkdir -p /etc/tilecache
cat > /etc/tilecache/crontab.tilecache-svc <<'CRON'
# tilecache maintenance jobs (installed with: crontab -u tilecache-svc <this file>)
MAILTO=sre-tilecache@tyrell.example

10 20 * * 5 /opt/tilecache/bin/tilecachectl compact --max-seconds 900
*/20 * * * * /opt/tilecache/bin/tilecachectl db-vacuum --quiet
15 7 * * * /usr/bin/find /var/tmp/tilecache -type f -mtime +3 -delete
CRON
crontab -u tilecache-svc /etc/tilecache/crontab.tilecache-svc
crontab -u tilecache-svc -l > /dev/null
cat > /etc/logrotate.d/tilecache <<'LOGROTATE'
/var/log/tilecache/*.log {
    weekly
    rotate 4
    compress
    missingok
    create 0644 tilecache-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/tilecache
logrotate -d /etc/logrotate.d/tilecache 2>&1 | grep -E '^rotating pattern' || true
