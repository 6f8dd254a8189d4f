#!/bin/bash
set -euo pipefail
mkdir -p /etc/tilecache
cat > /etc/tilecache/crontab._tilecache <<'CRON'
# tilecache maintenance jobs (installed with: crontab -u _tilecache <this file>)
MAILTO=sre-tilecache@wonka.example

*/20 * * * * /opt/tilecache/bin/cache-warm --top 100
30 23 * * * /opt/tilecache/bin/healthprobe --url http://127.0.0.1:9893/healthz
45 12 * * 0 /opt/tilecache/bin/tilecachectl compact --max-seconds 1800
CRON
crontab -u _tilecache /etc/tilecache/crontab._tilecache
crontab -u _tilecache -l > /dev/null
cat > /etc/logrotate.d/tilecache <<'LOGROTATE'
/var/log/tilecache/*.log {
    weekly
    rotate 4
    compress
    missingok
    notifempty
    create 0640 _tilecache adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/tilecache
logrotate -d /etc/logrotate.d/tilecache 2>&1 | grep -E '^rotating pattern' || true
