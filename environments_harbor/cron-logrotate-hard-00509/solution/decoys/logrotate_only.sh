#!/bin/bash
set -euo pipefail
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
