#!/bin/bash
set -euo pipefail
mkdir -p /etc/vaultkeep
cat > /etc/vaultkeep/crontab._vaultkeep <<'CRON'
# vaultkeep maintenance jobs (installed with: crontab -u _vaultkeep <this file>)
MAILTO=ops-vaultkeep@initech.example

15 13 * * * /usr/bin/flock -n /run/vaultkeep/sync.lock /opt/vaultkeep/bin/sync-catalog
*/5 * * * * /opt/vaultkeep/bin/vaultkeepctl db-vacuum --quiet
45 12 * * 0 /opt/vaultkeep/bin/vaultkeepctl rotate-keys --grace 48h
CRON
crontab -u _vaultkeep /etc/vaultkeep/crontab._vaultkeep
crontab -u _vaultkeep -l > /dev/null
cat > /etc/logrotate.d/vaultkeep <<'LOGROTATE'
/var/log/vaultkeep/*.log {
    daily
    rotate 4
    compress
    missingok
    notifempty
    create 0600 _vaultkeep _vaultkeep
}
LOGROTATE
chmod 644 /etc/logrotate.d/vaultkeep
logrotate -d /etc/logrotate.d/vaultkeep 2>&1 | grep -E '^rotating pattern' || true
