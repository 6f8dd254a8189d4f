#!/bin/bash
set -euo pipefail
# reconcile the analytics accounts on batch-04 with /root/onboarding/analytics-roster.yaml
useradd -m -d /home/staff/pringuy -u 4220 -g analytics -c 'Priya Nguyen' -s /bin/bash pringuy
useradd -m -d /home/staff/wanjirup -u 2983 -g analytics -G analytics-leads -c 'Wanjiru Petrov' -s /bin/bash wanjirup
useradd -m -d /home/staff/tomas_sil -u 8632 -g analytics -c 'Tomas Silva' -s /bin/bash tomas_sil
usermod -U aramos
chage -E -1 aramos
usermod -s /bin/bash aramos
mkdir -p /srv/archive
tar -C /home/staff -czpf /srv/archive/hiroo.tar.gz hiroo
userdel -r hiroo
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/analytics.conf <<'LIMITS'
# analytics: open files
@analytics soft nofile 4096
@analytics hard nofile 16384
LIMITS
getent group analytics analytics-leads
id pringuy
