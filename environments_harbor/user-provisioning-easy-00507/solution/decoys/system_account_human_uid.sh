#!/bin/bash
set -euo pipefail
# reconcile the payments accounts on jump-01 with /root/onboarding/payments-roster.csv
useradd -m -d /var/lib/payments-gateway -s /usr/sbin/nologin -c 'payments gateway daemon' payments-gateway
chmod 0750 /var/lib/payments-gateway
useradd -m -d /home/staff/hirnova -u 3417 -g payments -c 'Hiro Novak' -s /bin/bash hirnova
useradd -m -d /home/staff/onguyen -u 2093 -g payments -c 'Oskar Nguyen' -s /bin/sh onguyen
useradd -m -d /home/staff/meik -u 8162 -g payments -G payments-oncall -c 'Mei Keller' -s /bin/dash meik
usermod -l carmen_kow -d /home/staff/carmen_kow -m -c 'Carmen Kowalski' carmen_sil
chmod 0751 /home/staff/hirnova
chmod 0751 /home/staff/onguyen
chmod 0751 /home/staff/meik
chmod 0751 /home/staff/amara_ngu
chmod 0751 /home/staff/carmen_kow
getent group payments payments-oncall
id hirnova
