#!/bin/bash
set -euo pipefail
# reconcile the maps accounts on build-03 with /root/onboarding/maps-roster.csv
useradd -m -d /home/elena_cas -g maps -c 'Elena Castillo' -s /bin/bash elena_cas
useradd -m -d /home/dortiz -g maps -c 'Dalia Ortiz' -s /bin/bash dortiz
useradd -m -d /home/nadiak -g maps -G maps-oncall -c 'Nadia Keller' -s /bin/bash nadiak
passwd -l ulla_tan
usermod -s /usr/sbin/nologin ulla_tan
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/maps.conf <<'LIMITS'
# maps: open files
@maps soft nofile 4096
@maps hard nofile 8192
LIMITS
getent group maps maps-oncall
id elena_cas
