#!/bin/bash
set -euo pipefail
# reconcile the checkout accounts on jump-01 with /root/onboarding/checkout-roster.yaml
useradd -m -d /srv/home/dalia_had -u 4406 -g checkout -c 'Dalia Haddad' -s /bin/sh dalia_had
useradd -m -d /srv/home/ullal -u 4618 -g checkout -c 'Ulla Lopez' -s /bin/bash ullal
useradd -m -d /srv/home/rafaelr -u 4021 -g checkout -c 'Rafael Ramos' -s /bin/bash rafaelr
useradd -m -d /srv/home/brunom -u 8526 -g checkout -c 'Bruno Meyer' -s /bin/sh brunom
useradd -m -d /srv/home/zeyramo -u 5768 -g checkout -G checkout-leads -c 'Zeynep Ramos' -s /bin/bash zeyramo
usermod -U emekak
usermod -s /bin/sh emekak
chage -m 7 -M 60 -W 14 -I 14 dalia_had
chage -m 7 -M 60 -W 14 -I 14 ullal
chage -m 7 -M 60 -W 14 -I 14 rafaelr
chage -m 7 -M 60 -W 14 -I 14 brunom
chage -m 7 -M 60 -W 14 -I 14 quimeye
chage -m 7 -M 60 -W 14 -I 14 emekak
chage -m 7 -M 60 -W 14 -I 14 zeyramo
chage -E 2026-07-09 brunom
install -d -m 0700 -o dalia_had -g checkout /srv/home/dalia_had/.ssh
cat /root/onboarding/keys/dalia_had.pub > /srv/home/dalia_had/.ssh/authorized_keys
chown dalia_had:checkout /srv/home/dalia_had/.ssh/authorized_keys && chmod 0600 /srv/home/dalia_had/.ssh/authorized_keys
install -d -m 0700 -o ullal -g checkout /srv/home/ullal/.ssh
cat /root/onboarding/keys/ullal.pub > /srv/home/ullal/.ssh/authorized_keys
chown ullal:checkout /srv/home/ullal/.ssh/authorized_keys && chmod 0600 /srv/home/ullal/.ssh/authorized_keys
install -d -m 0700 -o rafaelr -g checkout /srv/home/rafaelr/.ssh
cat /root/onboarding/keys/rafaelr.pub > /srv/home/rafaelr/.ssh/authorized_keys
chown rafaelr:checkout /srv/home/rafaelr/.ssh/authorized_keys && chmod 0600 /srv/home/rafaelr/.ssh/authorized_keys
install -d -m 0700 -o brunom -g checkout /srv/home/brunom/.ssh
printf '%s %s\n' 'from="10.145.128.0/16",no-port-forwarding,no-agent-forwarding,no-X11-forwarding' "$(cat /root/onboarding/keys/brunom.pub)" > /srv/home/brunom/.ssh/authorized_keys
chown brunom:checkout /srv/home/brunom/.ssh/authorized_keys && chmod 0600 /srv/home/brunom/.ssh/authorized_keys
install -d -m 0700 -o quimeye -g checkout /srv/home/quimeye/.ssh
cat /root/onboarding/keys/quimeye.pub > /srv/home/quimeye/.ssh/authorized_keys
chown quimeye:checkout /srv/home/quimeye/.ssh/authorized_keys && chmod 0600 /srv/home/quimeye/.ssh/authorized_keys
install -d -m 0700 -o emekak -g checkout /srv/home/emekak/.ssh
cat /root/onboarding/keys/emekak.pub > /srv/home/emekak/.ssh/authorized_keys
chown emekak:checkout /srv/home/emekak/.ssh/authorized_keys && chmod 0600 /srv/home/emekak/.ssh/authorized_keys
install -d -m 0700 -o zeyramo -g checkout /srv/home/zeyramo/.ssh
cat /root/onboarding/keys/zeyramo.pub > /srv/home/zeyramo/.ssh/authorized_keys
chown zeyramo:checkout /srv/home/zeyramo/.ssh/authorized_keys && chmod 0600 /srv/home/zeyramo/.ssh/authorized_keys
getent group checkout checkout-leads
id dalia_had
