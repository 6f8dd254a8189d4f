#!/bin/bash
set -euo pipefail
# reconcile the ledger accounts on build-03 with /srv/hr/incoming/ledger-roster.csv
useradd -m -d /var/lib/ledger-worker -s /usr/sbin/nologin -c 'ledger worker daemon' ledger-worker
chmod 0750 /var/lib/ledger-worker
useradd -m -d /home/thorvat -u 6782 -g ledger -G ledger-oncall -c 'Tomas Horvat' -s /bin/bash thorvat
useradd -m -d /home/qtanaka -u 5344 -g ledger -c 'Quinn Tanaka' -s /bin/bash qtanaka
useradd -m -d /home/ymbeki -u 2733 -g ledger -c 'Yara Mbeki' -s /bin/bash ymbeki
usermod -U yara_kau
chage -E -1 yara_kau
usermod -s /bin/bash yara_kau
cat > /etc/sudoers.d/ledger.new <<'SUDOERS'
# ledger leads (managed from the HR roster)
%ledger-oncall ALL=(root) NOPASSWD: /usr/local/sbin/ledger-svc status worker, /usr/sbin/logrotate -f /etc/logrotate.d/ledger
SUDOERS
chmod 0440 /etc/sudoers.d/ledger.new && visudo -cf /etc/sudoers.d/ledger.new && mv /etc/sudoers.d/ledger.new /etc/sudoers.d/ledger
getent group ledger ledger-oncall
id bfischer
