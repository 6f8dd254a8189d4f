#!/bin/bash
set -euo pipefail
# reconcile the dataplat accounts on stage-app-2 with /root/hr/dataplat-roster.csv
groupadd -g 7210 osilva
useradd -m -d /home/osilva -u 7210 -g osilva -G dataplat -c 'Oskar Silva' -s /bin/bash osilva
groupadd -g 7597 hirol
useradd -m -d /home/hirol -u 7597 -g hirol -G dataplat,dataplat-leads -c 'Hiro Lindqvist' -s /bin/bash hirol
groupadd -g 5582 dmbeki
useradd -m -d /home/dmbeki -u 5582 -g dmbeki -G dataplat -c 'Dalia Mbeki' -s /bin/bash dmbeki
chage -m 2 -M 60 -W 14 -I 14 oskar_ram
chage -m 2 -M 60 -W 14 -I 14 osilva
chage -m 2 -M 60 -W 14 -I 14 hirol
chage -m 2 -M 60 -W 14 -I 14 dmbeki
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/dataplat.conf <<'LIMITS'
# dataplat: open files
* soft nofile 4096
* hard nofile 8192
LIMITS
getent group dataplat dataplat-leads
id oskar_ram
