#!/bin/bash
set -euo pipefail
mkdir -p /srv/feedsync/deploy
cat > /srv/feedsync/deploy/crontab.feedsync <<'CRON'
# feedsync maintenance jobs (installed with: crontab -u feedsync <this file>)
MAILTO=sre-feedsync@northwind.example

30 14 1 1,4,7,10 * /opt/feedsync/bin/cache-warm --top 250
45 20 * * 6 /usr/bin/flock -n /run/feedsync/sync.lock /opt/feedsync/bin/sync-catalog
5 7 * * * /opt/feedsync/bin/feedsyncctl report --day $(date -d yesterday +\%F) > /var/lib/feedsync/reports/daily-$(date +\%Y\%m\%d).txt
*/30 9-16 * * 1-5 /usr/bin/find /var/tmp/feedsync -type f -mtime +2 -delete
CRON
crontab -u feedsync /srv/feedsync/deploy/crontab.feedsync
crontab -u feedsync -l > /dev/null
