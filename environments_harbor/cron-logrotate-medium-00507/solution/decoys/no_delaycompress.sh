#!/bin/bash
set -euo pipefail
mkdir -p /srv/authgate/deploy
cat > /srv/authgate/deploy/crontab._authgate <<'CRON'
# authgate maintenance jobs (installed with: crontab -u _authgate <this file>)
MAILTO=sre-authgate@initech.example

*/15 8-17 * * 1-5 /opt/authgate/bin/authgatectl db-vacuum --quiet
15 2 * * * /opt/authgate/bin/export-ledger --month $(date +\%Y-\%m) --out /srv/exports/authgate
30 9 * * 4 /opt/authgate/bin/reindex --incremental
50 9 1 2,5,8,11 * /usr/bin/find /var/tmp/authgate -type f -mtime +5 -delete
CRON
crontab -u _authgate /srv/authgate/deploy/crontab._authgate
crontab -u _authgate -l > /dev/null
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    monthly
    rotate 8
    compress
    missingok
    notifempty
    create 0640 _authgate adm
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    monthly
    rotate 4
    compress
    missingok
    notifempty
    copytruncate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
