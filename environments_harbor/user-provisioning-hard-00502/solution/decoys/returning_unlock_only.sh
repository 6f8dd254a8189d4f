#!/bin/bash
set -euo pipefail
# reconcile the payments accounts on gpu-node-5 with /root/onboarding/payments-roster.ldif
useradd -m -d /srv/home/viktana -u 6917 -g payments -c 'Viktor Tanaka' -s /bin/sh viktana
useradd -m -d /srv/home/emeka_nak -u 4563 -g payments -c 'Emeka Nakamura' -s /bin/bash emeka_nak
useradd -m -d /srv/home/freya_lin -u 4117 -g payments -c 'Freya Lindqvist' -s /bin/bash freya_lin
useradd -m -d /srv/home/inesm -u 6671 -g payments -G payments-leads -c 'Ines Moreau' -s /bin/bash inesm
usermod -U viktorr
usermod -s /bin/bash viktorr
chpasswd < /root/onboarding/initial-passwords
chage -d 0 viktana
chage -d 0 emeka_nak
chage -d 0 freya_lin
chage -d 0 inesm
chage -m 1 -M 180 -W 14 -I 30 viktana
chage -m 1 -M 180 -W 14 -I 30 emeka_nak
chage -m 1 -M 180 -W 14 -I 30 freya_lin
chage -m 1 -M 180 -W 14 -I 30 liaml
chage -m 1 -M 180 -W 14 -I 30 viktorr
chage -m 1 -M 180 -W 14 -I 30 inesm
mkdir -p /etc/security/limits.d
cat > /etc/security/limits.d/payments.conf <<'LIMITS'
# payments: open files
@payments soft nofile 4096
@payments hard nofile 8192
LIMITS
getent group payments payments-leads
id viktana
