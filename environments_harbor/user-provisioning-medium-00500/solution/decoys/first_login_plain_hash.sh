#!/bin/bash
set -euo pipefail
# reconcile the firmware accounts on devbox-12 with /root/hr/firmware-roster.yaml
useradd -m -d /srv/home/jonas_kow -u 7906 -g firmware -G firmware-leads -c 'Jonas Kowalski' -s /bin/dash jonas_kow
useradd -m -d /srv/home/bjornm -u 5050 -g firmware -G firmware-leads -c 'Bjorn Mbeki' -s /bin/sh bjornm
useradd -m -d /srv/home/oskar_pet -u 6301 -g firmware -c 'Oskar Petrov' -s /bin/sh oskar_pet
chpasswd -e < /root/hr/initial-passwords
chage -d 0 jonas_kow
chage -d 0 bjornm
chage -d 0 oskar_pet
gpasswd -A jonas_kow,bjornm firmware
cat > /etc/sudoers.d/firmware.new <<'SUDOERS'
# firmware leads (managed from the HR roster)
%firmware-leads ALL=(root) NOPASSWD: /usr/local/bin/firmware-logs, /usr/local/sbin/firmware-svc restart indexer, /usr/sbin/logrotate -f /etc/logrotate.d/firmware
SUDOERS
chmod 0440 /etc/sudoers.d/firmware.new && visudo -cf /etc/sudoers.d/firmware.new && mv /etc/sudoers.d/firmware.new /etc/sudoers.d/firmware
getent group firmware firmware-leads
id jonas_kow
