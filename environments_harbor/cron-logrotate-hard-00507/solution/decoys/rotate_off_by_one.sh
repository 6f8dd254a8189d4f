#!/bin/bash
set -euo pipefail
mkdir -p /srv/authgate/deploy
cat > /srv/authgate/deploy/crontab._authgate <<'CRON'
# authgate maintenance jobs (installed with: crontab -u _authgate <this file>)
MAILTO=platform-authgate@acme.example

15 3,9,15,21 * * * /opt/authgate/bin/authgatectl rotate-keys --grace 48h
*/20 7-15 * * 1-5 /opt/authgate/bin/healthprobe --url http://127.0.0.1:8774/healthz
0 6 15,18 * 2 /opt/authgate/bin/authgatectl compact --max-seconds 900
*/15 0-5,21-23 * * * /opt/authgate/bin/authgatectl db-vacuum --quiet
30 23 * * 5 /opt/authgate/bin/authgatectl report --day $(date -d yesterday +\%F) > /var/lib/authgate/reports/daily-$(date +\%Y\%m\%d).txt
CRON
crontab -u _authgate /srv/authgate/deploy/crontab._authgate
crontab -u _authgate -l > /dev/null
cat > /etc/logrotate.d/authgate <<'LOGROTATE'
/var/log/authgate/*.log {
    monthly
    rotate 6
    compress
    delaycompress
    missingok
    notifempty
    create 0644 _authgate _authgate
    su _authgate _authgate
    sharedscripts
    postrotate
        /opt/authgate/bin/authgatectl reopen-logs
    endscript
}

/var/log/authgate-audit/audit.log {
    monthly
    rotate 13
    compress
    missingok
    notifempty
    copytruncate
    su _authgate _authgate
}

/var/log/authgate/jobs/*.log {
    monthly
    rotate 7
    compress
    missingok
    notifempty
    create 0644 _authgate _authgate
    su _authgate _authgate
}
LOGROTATE
chmod 644 /etc/logrotate.d/authgate
logrotate -d /etc/logrotate.d/authgate 2>&1 | grep -E '^rotating pattern' || true
