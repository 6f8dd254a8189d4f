#!/bin/bash
set -euo pipefail
# reconcile the payments accounts on jump-01 with /srv/hr/incoming/payments-roster.csv
useradd -m -d /srv/home/zeynepp -u 8423 -g payments -G payments-oncall -c 'Zeynep Park' -s /bin/sh zeynepp
useradd -m -d /srv/home/gusmore -u 2817 -g payments -c 'Gustav Moreau' -s /bin/bash gusmore
useradd -m -d /srv/home/flindqvist -u 4173 -g payments -c 'Freya Lindqvist' -s /bin/sh flindqvist
useradd -m -d /srv/home/wanjiruf -u 8725 -g payments -c 'Wanjiru Fischer' -s /bin/dash wanjiruf
passwd -l tnakamura
usermod -s /usr/sbin/nologin tnakamura
gpasswd -d tnakamura payments-oncall
chage -m 1 -M 180 -W 7 -I 30 zeynepp
chage -m 1 -M 180 -W 7 -I 30 gusmore
chage -m 1 -M 180 -W 7 -I 30 freya_sil
chage -m 1 -M 180 -W 7 -I 30 flindqvist
chage -m 1 -M 180 -W 7 -I 30 wanjiruf
cat > /etc/sudoers.d/payments.new <<'SUDOERS'
# payments leads (managed from the HR roster)
%payments-oncall ALL=(root) NOPASSWD: /usr/local/sbin/payments-svc restart ingest, /usr/local/sbin/payments-svc status ingest, /usr/sbin/logrotate -f /etc/logrotate.d/payments
SUDOERS
chmod 0440 /etc/sudoers.d/payments.new && visudo -cf /etc/sudoers.d/payments.new && mv /etc/sudoers.d/payments.new /etc/sudoers.d/payments
getent group payments payments-oncall
id zeynepp
