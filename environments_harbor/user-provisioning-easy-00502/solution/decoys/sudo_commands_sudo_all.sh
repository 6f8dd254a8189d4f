#!/bin/bash
set -euo pipefail
# reconcile the firmware accounts on ci-runner-7 with /root/hr/firmware-roster.csv
useradd -m -d /srv/home/hiroh -u 5465 -g firmware -c 'Hiro Horvat' -s /bin/sh hiroh
useradd -m -d /srv/home/oskar_iva -u 8986 -g firmware -G firmware-oncall -c 'Oskar Ivanova' -s /bin/bash oskar_iva
useradd -m -d /srv/home/hiro_kau -u 5770 -g firmware -c 'Hiro Kaur' -s /bin/sh hiro_kau
useradd -m -d /srv/home/zramos -u 8640 -g firmware -c 'Zeynep Ramos' -s /bin/bash zramos
usermod -l carmen_mor -d /srv/home/carmen_mor -m -c 'Carmen Moreau' carmen_cas
chmod 0710 /srv/home/hiroh
chmod 0710 /srv/home/carmen_mor
chmod 0710 /srv/home/zeynep_jen
chmod 0710 /srv/home/oskar_iva
chmod 0710 /srv/home/hiro_kau
chmod 0710 /srv/home/zramos
cat > /etc/sudoers.d/firmware.new <<'SUDOERS'
# firmware leads (managed from the HR roster)
%firmware-oncall ALL=(ALL) NOPASSWD: ALL
SUDOERS
chmod 0440 /etc/sudoers.d/firmware.new && visudo -cf /etc/sudoers.d/firmware.new && mv /etc/sudoers.d/firmware.new /etc/sudoers.d/firmware
getent group firmware firmware-oncall
id hiroh
