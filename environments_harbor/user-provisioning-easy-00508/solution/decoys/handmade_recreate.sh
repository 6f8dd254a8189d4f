#!/bin/bash
set -euo pipefail
# reconcile the billing accounts on gpu-node-5 with /srv/hr/incoming/billing-roster.csv
useradd -m -d /home/jonnaka -u 3219 -g billing -c 'Jonas Nakamura' -s /bin/dash jonnaka
useradd -m -d /home/inemeye -u 4515 -g billing -G billing-admins -c 'Ines Meyer' -s /bin/dash inemeye
useradd -m -d /home/aikpark -u 7166 -g billing -c 'Aiko Park' -s /bin/dash aikpark
useradd -m -d /home/wbrennan -u 7204 -g billing -c 'Wanjiru Brennan' -s /bin/sh wbrennan
mkdir -p /srv/archive
tar -C /home -czpf /srv/archive/chend.tar.gz chend
userdel -r chend
userdel -r freyao
useradd -m -d /home/freyao -u 5088 -g billing -c 'Freya Olsen' -s /bin/bash freyao
cat > /etc/sudoers.d/billing.new <<'SUDOERS'
# billing leads (managed from the HR roster)
%billing-admins ALL=(billing-deploy) NOPASSWD: /opt/billing/bin/rollout
SUDOERS
chmod 0440 /etc/sudoers.d/billing.new && visudo -cf /etc/sudoers.d/billing.new && mv /etc/sudoers.d/billing.new /etc/sudoers.d/billing
getent group billing billing-admins
id ulla_ram
