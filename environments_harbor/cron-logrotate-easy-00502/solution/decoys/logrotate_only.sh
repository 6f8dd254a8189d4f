#!/bin/bash
set -euo pipefail
cat > /etc/logrotate.d/pricer <<'LOGROTATE'
/var/log/pricer/*.log {
    weekly
    rotate 3
    compress
    missingok
    notifempty
    create 0640 pricer-svc adm
}
LOGROTATE
chmod 644 /etc/logrotate.d/pricer
logrotate -d /etc/logrotate.d/pricer 2>&1 | grep -E '^rotating pattern' || true
