#!/bin/bash
set -euo pipefail
# reconcile the checkout accounts on jump-01 with /root/onboarding/checkout-roster.yaml
useradd -m -d /srv/home/dalia_had -u 4406 -g checkout -c 'Dalia Haddad' -s /bin/sh dalia_had
useradd -m -d /srv/home/ullal -u 4618 -g checkout -c 'Ulla Lopez' -s /bin/bash ullal
useradd -m -d /srv/home/rafaelr -u 4021 -g checkout -c 'Rafael Ramos' -s /bin/bash rafaelr
useradd -m -d /srv/home/brunom -u 8526 -g checkout -c 'Bruno Meyer' -s /bin/sh brunom
useradd -m -d /srv/home/zeyramo -u 5768 -g checkout -G checkout-leads -c 'Zeynep Ramos' -s /bin/bash zeyramo
usermod -U emekak
chage -E -1 emekak
usermod -s /bin/sh emekak
chage -m 7 -M 60 -W 14 -I 14 dalia_had
chage -m 7 -M 60 -W 14 -I 14 ullal
chage -m 7 -M 60 -W 14 -I 14 rafaelr
chage -m 7 -M 60 -W 14 -I 14 brunom
chage -m 7 -M 60 -W 14 -I 14 quimeye
chage -m 7 -M 60 -W 14 -I 14 emekak
chage -m 7 -M 60 -W 14 -I 14 zeyramo
chage -E 2026-07-09 brunom
getent group checkout checkout-leads
id dalia_had
