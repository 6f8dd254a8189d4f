#!/bin/bash
set -euo pipefail
# reconcile the fraud accounts on build-03 with /root/onboarding/fraud-roster.json
useradd -m -d /srv/home/carmenn -u 2141 -g fraud -c 'Carmen Nakamura' -s /bin/sh carmenn
useradd -m -d /srv/home/lmbeki -u 3883 -g fraud -c 'Liam Mbeki' -s /bin/bash lmbeki
useradd -m -d /srv/home/gustavh -u 8307 -g fraud -G fraud-leads -c 'Gustav Haddad' -s /bin/dash gustavh
useradd -m -d /srv/home/sanlind -u 3418 -g fraud -c 'Sana Lindqvist' -s /bin/bash sanlind
usermod -l pdubois -d /srv/home/pdubois -m -c 'Priya Dubois' priyay
chmod 0751 /srv/home/carmenn
chmod 0751 /srv/home/pdubois
chmod 0751 /srv/home/dalia_yil
chmod 0751 /srv/home/lmbeki
chmod 0751 /srv/home/gustavh
chmod 0751 /srv/home/sanlind
chage -m 1 -M 180 -W 7 -I 14 carmenn
chage -m 1 -M 180 -W 7 -I 14 pdubois
chage -m 1 -M 180 -W 7 -I 14 dalia_yil
chage -m 1 -M 180 -W 7 -I 14 lmbeki
chage -m 1 -M 180 -W 7 -I 14 gustavh
chage -m 1 -M 180 -W 7 -I 14 sanlind
getent group fraud fraud-leads
id carmenn
