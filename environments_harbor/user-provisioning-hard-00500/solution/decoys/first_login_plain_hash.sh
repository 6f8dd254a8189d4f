#!/bin/bash
set -euo pipefail
# reconcile the checkout accounts on etl-02 with /root/hr/checkout-roster.csv
useradd -r -m -d /var/lib/checkout-notifier -s /usr/sbin/nologin -c 'checkout notifier daemon' checkout-notifier
chmod 0750 /var/lib/checkout-notifier
useradd -m -d /home/staff/meihadd -u 7428 -g checkout -c 'Mei Haddad' -s /bin/bash meihadd
useradd -m -d /home/staff/gustav_par -u 4196 -g checkout -c 'Gustav Park' -s /bin/bash gustav_par
useradd -m -d /home/staff/bjorn_ols -u 2727 -g checkout -c 'Bjorn Olsen' -s /bin/bash bjorn_ols
useradd -m -d /home/staff/ines_hor -u 4065 -g checkout -G checkout-oncall -c 'Ines Horvat' -s /bin/sh ines_hor
passwd -l aikoy
usermod -s /usr/sbin/nologin aikoy
chpasswd -e < /root/hr/initial-passwords
chage -d 0 meihadd
chage -d 0 gustav_par
chage -d 0 bjorn_ols
chage -d 0 ines_hor
chage -m 1 -M 90 -W 10 -I 45 meihadd
chage -m 1 -M 90 -W 10 -I 45 gustav_par
chage -m 1 -M 90 -W 10 -I 45 bjorn_ols
chage -m 1 -M 90 -W 10 -I 45 ines_hor
chage -m 1 -M 90 -W 10 -I 45 znakamura
getent group checkout checkout-oncall
id meihadd
