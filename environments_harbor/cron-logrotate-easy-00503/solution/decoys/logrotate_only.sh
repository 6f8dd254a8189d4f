#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/geoindex <<'LOGROTATE'
/var/log/geoindex/*.log {
    weekly
    rotate 6
    compress
    missingok
    notifempty
    create 0600 geoindex-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/geoindex
logrotate -d /etc/logrotate.d/geoindex 2>&1 | grep -E '^rotating pattern' || true
