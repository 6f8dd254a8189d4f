#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/metricsd <<'LOGROTATE'
/var/log/metricsd/*.log {
    daily
    rotate 3
    compress
    missingok
    notifempty
    create 0600 metricsd-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/metricsd
logrotate -d /etc/logrotate.d/metricsd 2>&1 | grep -E '^rotating pattern' || true
