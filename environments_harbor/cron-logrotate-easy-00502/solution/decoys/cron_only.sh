#!/bin/bash
set -euo pipefail
mkdir -p /etc/pricer
cat > /etc/pricer/crontab.pricer-svc <<'CRON'
# pricer maintenance jobs (installed with: crontab -u pricer-svc <this file>)
MAILTO=ops-pricer@globex.example

0 14 * * * /usr/bin/find /var/tmp/pricer -type f -mtime +5 -delete
0 9 * * 3 /opt/pricer/bin/pricerctl rotate-keys --grace 48h
*/20 * * * * /opt/pricer/bin/pricerctl db-vacuum --quiet
CRON
crontab -u pricer-svc /etc/pricer/crontab.pricer-svc
crontab -u pricer-svc -l > /dev/null
