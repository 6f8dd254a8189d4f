#!/bin/bash
set -euo pipefail
mkdir -p /opt/ledgerd/ops
cat > /opt/ledgerd/ops/crontab.svc-ledgerd <<'CRON'
# ledgerd maintenance jobs (installed with: crontab -u svc-ledgerd <this file>)
MAILTO=sre-ledgerd@soylent.example

*/10 7-17 * * 1-5 /opt/ledgerd/bin/healthprobe --url http://127.0.0.1:9160/healthz
0 3 * * 2 /usr/bin/flock -n /run/ledgerd/sync.lock /opt/ledgerd/bin/sync-catalog
0 12 * * * /opt/ledgerd/bin/ledgerdctl report --day $(date -d yesterday +\%F) > /var/lib/ledgerd/reports/daily-$(date +\%Y\%m\%d).txt
10 5 6,25 * * /usr/bin/find /var/tmp/ledgerd -type f -mtime +4 -delete
CRON
crontab -u svc-ledgerd /opt/ledgerd/ops/crontab.svc-ledgerd
crontab -u svc-ledgerd -l > /dev/null
