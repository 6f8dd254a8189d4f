#!/bin/bash
set -euo pipefail
# reconcile the firmware accounts on devbox-12 with /srv/hr/incoming/firmware-roster.ldif
useradd -m -d /home/staff/cnguyen -u 3510 -g firmware -c 'Chen Nguyen' -s /bin/sh cnguyen
useradd -m -d /home/staff/aikon -u 6617 -g firmware -c 'Aiko Nakamura' -s /bin/bash aikon
useradd -m -d /home/staff/amara_hor -u 8152 -g firmware -G firmware-leads -c 'Amara Horvat' -s /bin/bash amara_hor
useradd -m -d /home/staff/byilmaz -u 5491 -g firmware -c 'Bruno Yilmaz' -s /bin/sh byilmaz
usermod -u 5006 -g firmware -c 'Quinn Nakamura' -s /bin/bash qnakamura
usermod -l mei_sil -d /home/staff/mei_sil -m -c 'Mei Silva' meit
chmod 0751 /home/staff/qnakamura
chmod 0751 /home/staff/mei_sil
chmod 0751 /home/staff/cnguyen
chmod 0751 /home/staff/elarsen
chmod 0751 /home/staff/aikon
chmod 0751 /home/staff/amara_hor
chmod 0751 /home/staff/byilmaz
chpasswd < /srv/hr/incoming/initial-passwords
chage -d 0 cnguyen
chage -d 0 aikon
chage -d 0 amara_hor
chage -d 0 byilmaz
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/firmware.conf <<'LIMITS'
# firmware: open files
@firmware soft nofile 16384
@firmware hard nofile 65536
LIMITS
getent group firmware firmware-leads
id qnakamura
